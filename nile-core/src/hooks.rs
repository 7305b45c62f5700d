//! Where the encounter rules (issue 7: natives, combat with natives, hunting and dangerous
//! game, the quest, victory points) plug into the journey.
//!
//! Each hook is called at a fixed point of a team's turn with the step's [`Ctx`] (the team, the
//! map, the day's state, the dice, the event list, and the question slot for choices):
//!
//! | hook | called | contract |
//! | --- | --- | --- |
//! | [`native_encounter`] | step 3, after the move | [`crate::race::after_move`]: the quest's search and prizes, the way home and completion, then the native encounter check (it sets `c.today.natives_met` and calls [`missionaries_meet_natives`]) |
//! | [`hunt`] | step 4, unless the piano scared the game off | [`crate::race::hunt`]: the standing hunt, its food, ammunition and encounters |
//! | [`dangerous_game`] | when a Wilderness Encounter brings animals | reports the encounter, then [`crate::race::fight_wild_animals`] fights the animals the animal rules know |
//! | [`arrival`] | when the party enters the centre table | [`crate::race::arrive`]: the quest begins (the prizes are placed when the first team arrives) |
//!
//! The choices inside these encounters are the standing orders of [`crate::standing`]
//! (docs/rulings.md "The race in the Game").

use crate::ctx::Ctx;
use crate::event::Event;
use crate::map::{Direction, Square};
use crate::party::{Fate, ManId, Role};
use serde::{Deserialize, Serialize};
use tabletop::DiceError;

/// A dangerous-game encounter brought by a Wilderness Encounter entry, with the entry's own
/// setup rolls (numbers, distances in inches, directions on the direction indicator).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileDangerousGame"))]
#[serde(tag = "animal", rename_all = "snake_case")]
pub enum DangerousGame {
    /// Mountains 2: 1D6+10 baboons, 2D6" away.
    Baboons {
        /// How many.
        count: u8,
        /// Inches.
        distance: u8,
        /// Direction.
        direction: Direction,
    },
    /// Mountains 6: 3D6 chimpanzees in the food stores, each taking 1D6 food unless shot.
    Chimpanzees {
        /// How many.
        count: u8,
    },
    /// Mountains 7: 1D6 gorillas near a porter; his action (A, B or D by 1D6).
    Gorillas {
        /// How many.
        count: u8,
        /// The porter.
        porter: ManId,
        /// 'A' remain still, 'B' back away slowly, 'D' run.
        action: char,
        /// Inches from the party to the nearest gorilla.
        party_distance: u8,
    },
    /// Jungle 5: a leopard attacks; the 4 nearest armed men may snap shoot.
    Leopard {
        /// The victim.
        victim: ManId,
    },
    /// Jungle 7: 2D6 elephants charge the nearest person.
    Elephants {
        /// How many.
        count: u8,
    },
    /// Swamp 3: a crocodile bears down on a porter; one snap shot, one hit drives it off.
    Crocodile {
        /// The porter.
        victim: ManId,
    },
    /// Swamp 4: an enraged hippopotamus charges from 2D6".
    Hippo {
        /// The victim.
        victim: ManId,
        /// Inches.
        distance: u8,
    },
    /// Veldt 2: two rhinoceroses charge from 3D6".
    Rhinos {
        /// The target.
        victim: ManId,
        /// Inches.
        distance: u8,
        /// Direction they come from.
        direction: Direction,
    },
    /// Veldt 4: a lion charges a straggler 3D6" behind; one snap shot.
    Lion {
        /// The straggler.
        victim: ManId,
        /// Inches behind the last man.
        distance: u8,
    },
    /// Veldt 7: 2D6 buffalo at the only waterhole, 3D6" away, the water 1D6" beyond.
    Buffalo {
        /// How many.
        count: u8,
        /// Inches.
        distance: u8,
        /// Inches beyond the herd.
        water_beyond: u8,
    },
    /// Veldt 0: 2D6 warthogs attack.
    Warthogs {
        /// How many.
        count: u8,
    },
    /// On River 2 and 9: a crocodile attacks a man in or near the water.
    RiverCrocodile {
        /// The victim.
        victim: ManId,
    },
    /// On River 3: 2D6 hippos 2D6" away.
    Hippos {
        /// How many.
        count: u8,
        /// Inches.
        distance: u8,
    },
}

/// Resolve a dangerous-game encounter (the animals rules plug in here).
///
/// # Errors
/// Dice.
pub fn dangerous_game(c: &mut Ctx<'_, '_>, encounter: DangerousGame) -> Result<(), DiceError> {
    let team = c.tid();
    c.ev.push(Event::DangerousGame { team, encounter: encounter.clone() });
    crate::race::fight_wild_animals(c, &encounter)?;
    Ok(())
}

/// Step 3, the native encounter check (the natives rules plug in here).
///
/// # Errors
/// Dice.
pub fn native_encounter(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    crate::race::after_move(c)
}

/// Missionaries 2: "If natives are found the missionaries will stay with them, leaving
/// everything (except the piano) to the expedition" (EX-CARGO-22). The natives rules call
/// this (through [`native_encounter`]) once natives were met on such a turn.
///
/// # Errors
/// Dice.
pub fn missionaries_meet_natives(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if !c.today.mission_station {
        return Ok(());
    }
    let ids: alloc::vec::Vec<ManId> = c
        .team
        .men
        .iter()
        .filter(|m| m.role == Role::Supercargo(crate::supercargo::SupercargoKind::Missionaries))
        .map(|m| m.id)
        .collect();
    for id in ids {
        c.remove(id, Fate::StayedBehind, false)?;
    }
    c.team.piano = false;
    Ok(())
}

/// Step 4, hunting (the hunting rules plug in here).
///
/// # Errors
/// Dice.
pub fn hunt(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    crate::race::hunt(c)
}

/// The party entered the centre table at `square` (the quest rules plug in here). Default:
/// the team has arrived and its race ends.
///
/// # Errors
/// Dice.
pub fn arrival(c: &mut Ctx<'_, '_>, square: Square) -> Result<(), DiceError> {
    crate::race::arrive(c, square)
}
