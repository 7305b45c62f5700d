//! What happens in a fight with natives, as events, and how it ends.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::capture::CaptureFate;
use super::morale::MoraleCheck;
use crate::animals::creature::{MeleeRound, SurvivalRoll};
use crate::animals::shot::ShotOutcome;
use crate::deck::CardColour;

/// One thing that happened in a fight with natives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCombatEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CombatEvent {
    /// A native unit was placed.
    Placed {
        /// Native unit.
        unit: usize,
        /// Its warriors.
        warriors: u32,
        /// The 1D8 direction.
        direction: u8,
        /// The 6D6 distance, inches.
        distance: u32,
    },
    /// The free move is over; the cards begin.
    FreeMoveDone,
    /// A new turn.
    TurnBegan {
        /// Turn number.
        turn: u32,
    },
    /// A card was drawn.
    CardDrawn {
        /// Its colour.
        colour: CardColour,
    },
    /// An expedition unit fired at a native unit.
    PartyFired {
        /// Expedition unit.
        unit: usize,
        /// Native unit.
        target: usize,
        /// Every die.
        shots: Vec<ShotOutcome>,
        /// Warriors put out of the fight.
        hits: u32,
    },
    /// A native unit threw or shot at an expedition unit.
    NativesFired {
        /// Native unit.
        unit: usize,
        /// Expedition unit.
        target: usize,
        /// Hits scored.
        hits: u32,
    },
    /// A man was hurt.
    Wounded {
        /// Expedition unit.
        unit: usize,
        /// Figure in it.
        figure: usize,
        /// Damage done.
        damage: u32,
        /// Knocked down (3 or more in one hit).
        knocked_down: bool,
    },
    /// A unit moved (expedition `party` true, natives false).
    Moved {
        /// Which side.
        party: bool,
        /// Unit index.
        unit: usize,
        /// Inches rolled.
        inches: u32,
    },
    /// Melee between a native unit and an expedition unit: every pairing's round.
    Melee {
        /// Native unit.
        natives: usize,
        /// Expedition unit.
        party: usize,
        /// Rounds (the man is the first side).
        rounds: Vec<MeleeRound>,
        /// Warriors put out.
        warriors_out: u32,
    },
    /// A surrounded explorer lost his close combat and is captured.
    Captured {
        /// Expedition unit (the explorer's).
        unit: usize,
    },
    /// A Survival roll.
    Survival {
        /// Expedition unit.
        unit: usize,
        /// Figure.
        figure: usize,
        /// The roll.
        roll: SurvivalRoll,
    },
    /// A man died.
    Died {
        /// Expedition unit.
        unit: usize,
        /// Figure.
        figure: usize,
    },
    /// A morale check (party true: an expedition unit; false: a native unit).
    Morale {
        /// Which side.
        party: bool,
        /// Unit index.
        unit: usize,
        /// The check.
        check: MoraleCheck,
    },
    /// The fight is over.
    Ended(CombatOutcome),
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCombatResult"))]
#[serde(rename_all = "snake_case")]
pub enum CombatResult {
    /// Every native unit is destroyed or broken: the expedition may claim booty.
    PartyWon,
    /// No explorer or askari (nor reliable bearers when no askari are present) is left fighting.
    PartyLost,
    /// The turn limit passed: the natives withdraw; no booty.
    NativesWithdrew,
}

/// How a fight with natives ended, for the expedition's books.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCombatOutcome"))]
pub struct CombatOutcome {
    /// Who won.
    pub result: CombatResult,
    /// Turns played.
    pub turns: u32,
    /// Warriors put out of the fight.
    pub warriors_out: u32,
    /// Explorers (indexes into the setup) killed.
    pub explorers_dead: Vec<usize>,
    /// Explorers captured, with their fates (rolled when the fight ends).
    pub explorers_captured: Vec<(usize, CaptureFate)>,
    /// Askari dead.
    pub askari_dead: u32,
    /// Askari who ran away.
    pub askari_fled: u32,
    /// Ordinary bearers dead.
    pub bearers_dead: u32,
    /// Ordinary bearers who ran away (with their loads).
    pub bearers_fled: u32,
    /// Reliable bearers dead.
    pub reliable_bearers_dead: u32,
    /// Rounds of ammunition used by explorers (by index) and by the askari.
    pub explorer_ammo_used: Vec<u32>,
    /// Rounds the askari used.
    pub askari_ammo_used: u32,
}

impl CombatOutcome {
    /// An outcome with nobody lost and no ammunition used yet.
    pub fn new(result: CombatResult, turns: u32) -> CombatOutcome {
        CombatOutcome {
            result,
            turns,
            warriors_out: 0,
            explorers_dead: Vec::new(),
            explorers_captured: Vec::new(),
            askari_dead: 0,
            askari_fled: 0,
            bearers_dead: 0,
            bearers_fled: 0,
            reliable_bearers_dead: 0,
            explorer_ammo_used: Vec::new(),
            askari_ammo_used: 0,
        }
    }
}
