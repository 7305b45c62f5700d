//! The Hunting Encounters table (2D6), the hunter's action choices, Randomly Determined Animals,
//! and the Reaction Of Animals To Hunters Actions tables. [`open`] turns a table result (and the
//! hunter's action, where the table asks for one) into the [`Opening`] of a tactical fight
//! ([`crate::animals::AnimalFight`]).
//!
//! Source: expedition game, "Hunting Encounters Table" to "Reaction Of Animals To Hunters
//! Actions"; RULINGS.md "Further rulings" (animal reaction gaps); docs/rulings.md "Expedition
//! game: encounters" (the line model, the opening shot, the lions on the kill).

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::animals::creature::{Creature, Reaction};
use crate::animals::shot::ShotKind;
use crate::encounter_error::{EncounterResult, face, illegal, roll_sum};

/// The hunter's action, lettered A-D in the printed order of every encounter that offers one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHunterAction"))]
#[serde(rename_all = "snake_case")]
pub enum HunterAction {
    /// A: stay still (remain motionless, crouch in cover, remain in place, sit still, freeze).
    A,
    /// B: move slowly away (turn very slowly, back away, skulk, skirt around).
    B,
    /// C: shoot (snap or aimed, as the encounter says).
    C,
    /// D: run (bolt, run back, sprint: 4D6").
    D,
}

/// The eleven rows of the Hunting Encounters table (2D6 = 2 to 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntingEncounter"))]
#[serde(rename_all = "snake_case")]
pub enum HuntingEncounter {
    /// 2: a noise in the bush behind the hunter.
    NoiseBehind,
    /// 3: an angry rhinoceros charges from 2D6".
    AngryRhinoceros,
    /// 4: a herd of 2D6 elephants 2D6" away.
    ElephantHerd,
    /// 5: a lion springs from 2D6".
    LionSprings,
    /// 6: a mother hippo charges from 3D6" (re-rolled in the desert).
    MotherHippo,
    /// 7: in the midst of a buffalo herd (2D6 buffalo, 2D6").
    BuffaloHerd,
    /// 8: a lion leaps off a donga's rim, 1D3": one snap shot.
    DongaLion,
    /// 9: a stampede: 1D6 per member of the hunting party.
    Stampede,
    /// 10: two rhinoceroses at twilight, 3D6".
    TwilightRhinoceroses,
    /// 11: a porter 3D6" away fighting a random animal.
    PorterInTrouble,
    /// 12: the dead quarry 1D6" ahead and 1D6 lions 1D6" beyond it.
    LionsOnTheKill,
}

impl HuntingEncounter {
    /// The table row for a 2D6 total (2-12).
    pub const fn from_total(total: u32) -> Option<HuntingEncounter> {
        Some(match total {
            2 => HuntingEncounter::NoiseBehind,
            3 => HuntingEncounter::AngryRhinoceros,
            4 => HuntingEncounter::ElephantHerd,
            5 => HuntingEncounter::LionSprings,
            6 => HuntingEncounter::MotherHippo,
            7 => HuntingEncounter::BuffaloHerd,
            8 => HuntingEncounter::DongaLion,
            9 => HuntingEncounter::Stampede,
            10 => HuntingEncounter::TwilightRhinoceroses,
            11 => HuntingEncounter::PorterInTrouble,
            12 => HuntingEncounter::LionsOnTheKill,
            _ => return None,
        })
    }

    /// True when the hunter chooses an action (A-D) before the animals react: rows 2, 4, 7, 10
    /// and 12.
    pub const fn needs_action(self) -> bool {
        matches!(
            self,
            HuntingEncounter::NoiseBehind
                | HuntingEncounter::ElephantHerd
                | HuntingEncounter::BuffaloHerd
                | HuntingEncounter::TwilightRhinoceroses
                | HuntingEncounter::LionsOnTheKill
        )
    }
}

/// Roll 2D6 on the Hunting Encounters table; a 6 (the hippo) is re-rolled in the desert.
/// Returns every total rolled (the last one counts) and the encounter.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn roll_encounter(dice: &mut dyn Dice, in_desert: bool) -> EncounterResult<(Vec<u32>, HuntingEncounter)> {
    let mut totals = Vec::new();
    loop {
        let (total, _) = roll_sum(dice, Die::D6, 2)?;
        totals.push(total);
        if !(in_desert && total == 6) {
            // 2D6 is always 2-12, so the row exists.
            let enc = HuntingEncounter::from_total(total).unwrap_or(HuntingEncounter::Stampede);
            return Ok((totals, enc));
        }
    }
}

/// What the Randomly Determined Animals roll (1D6) gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRandomAnimal"))]
#[serde(rename_all = "snake_case")]
pub enum RandomAnimal {
    /// A beast.
    Beast(Creature),
    /// Encounter 2 only: it was a porter all along.
    Porter,
}

/// Randomly Determined Animals: 1 elephant, 2 rhinoceros, 3 buffalo, 4 hippopotamus in a square
/// with swamp or river (else rhinoceros), 5 lion, 6 a porter in encounter 2 (else lion).
pub const fn random_animal(roll: u8, hippo_country: bool, noise_behind: bool) -> RandomAnimal {
    RandomAnimal::Beast(match roll {
        1 => Creature::Elephant,
        2 => Creature::Rhinoceros,
        3 => Creature::Buffalo,
        4 if hippo_country => Creature::Hippopotamus,
        4 => Creature::Rhinoceros,
        6 if noise_behind => return RandomAnimal::Porter,
        _ => Creature::Lion,
    })
}

/// Reaction Of Animals To Hunters Actions: the animal's column for the hunter's action, read for
/// a D6. Gaps follow RULINGS.md (hippo D: 4 = move away; lion C: 5 = charge). A creature not on
/// the table (the rabbit, the Tyrannosaurus, Kong, a man) always charges.
pub const fn reaction_to_action(creature: Creature, action: HunterAction, roll: u8) -> Reaction {
    use HunterAction::{A, B, C, D};
    // Highest roll that charges, that does nothing, that moves away; above: runs away.
    let [charge, nothing, away] = match (creature, action) {
        (Creature::Hippopotamus, A) | (Creature::Hippopotamus, D) => [1, 3, 4],
        (Creature::Hippopotamus, B) => [2, 3, 4],
        (Creature::Hippopotamus, C) => [2, 2, 2],
        (Creature::Elephant, A) => [1, 4, 5],
        (Creature::Elephant, B) | (Creature::Elephant, D) => [2, 4, 5],
        (Creature::Elephant, C) => [3, 3, 3],
        (Creature::Rhinoceros, A) => [2, 3, 5],
        (Creature::Rhinoceros, B) => [2, 4, 5],
        (Creature::Rhinoceros, C) => [4, 4, 4],
        (Creature::Rhinoceros, D) => [3, 4, 5],
        (Creature::Buffalo, A) | (Creature::Buffalo, B) => [2, 4, 5],
        (Creature::Buffalo, C) => [3, 3, 3],
        (Creature::Buffalo, D) => [2, 3, 5],
        (Creature::Lion, A) => [3, 5, 6],
        (Creature::Lion, B) => [4, 6, 6],
        (Creature::Lion, C) => [5, 5, 5],
        (Creature::Lion, D) => [5, 6, 6],
        _ => [6, 6, 6],
    };
    if roll <= charge {
        Reaction::Charge
    } else if roll <= nothing {
        Reaction::DoNothing
    } else if roll <= away {
        Reaction::MoveAway
    } else {
        Reaction::RunAway
    }
}

/// What an animal does at the start of the fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStance"))]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    /// A reaction from the tables.
    React(Reaction),
    /// Encounter 11: keeps attacking the porter.
    AttackingPorter,
    /// Encounter 12: goes to the kill and stays there.
    OnKill,
    /// Encounter 12: drags the kill away at 2D6" a turn.
    DraggingKill,
}

/// One animal at the start of a fight: what it is, how far from the hunting party (inches),
/// and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileBeastStart"))]
pub struct BeastStart {
    /// The creature.
    pub creature: Creature,
    /// Inches from the hunting party.
    pub distance: u32,
    /// What it does first.
    pub stance: Stance,
}

/// Which shots the hunter may take before the animals have moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileFirstShot"))]
#[serde(rename_all = "snake_case")]
pub enum FirstShot {
    /// The general rule: aimed unless a charging animal is within 5".
    General,
    /// Encounters 5 and 6: aimed if the hunter moves first, snap if the animal does.
    AimedIfHunterFirst,
    /// Encounter 8: time for one snap shot only.
    SnapOnly,
}

/// One member's fate in the stampede (encounter 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStampedeFate"))]
#[serde(rename_all = "snake_case")]
pub enum StampedeFate {
    /// 1-2.
    Unhurt,
    /// 3-4: battered but able to walk.
    Battered,
    /// 5: injured, must be carried back.
    Injured,
    /// 6: killed.
    Killed,
}

/// The Opening of an encounter: everything rolled before the cards are drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOpening"))]
pub struct Opening {
    /// The table row (None for a fight that does not come from the table, e.g. beyond the
    /// Gates of Peril).
    pub encounter: Option<HuntingEncounter>,
    /// The hunter's action, when the row asks for one.
    pub action: Option<HunterAction>,
    /// Inches the hunting party moved away as its action (B or D).
    pub party_moved: u32,
    /// A shot the hunter fires before the cards (action C): at the nearest animal (or at the
    /// porter in encounter 2).
    pub opening_shot: Option<ShotKind>,
    /// The rule for the first shot once the cards are drawn.
    pub first_shot: FirstShot,
    /// The animals.
    pub beasts: Vec<BeastStart>,
    /// Encounter 11: the porter stands with the animal (at its distance), engaged.
    pub porter_engaged: bool,
    /// Encounter 2 and the die said "porter": no animal at all.
    pub just_a_porter: bool,
    /// Encounter 12: the dead quarry's distance from the party.
    pub kill_distance: Option<u32>,
    /// Encounter 9: each member's fate, in order.
    pub stampede: Vec<StampedeFate>,
    /// The journey's leopard (Jungle 5), straggler's lion (Veldt 4), hippopotamus (Swamp 4) and
    /// rhinoceroses (Veldt 2): the member (index) the animals go for. He stands where the first
    /// starts; once the snap shots below are fired each animal no shot turned away is on him,
    /// attacking him as encounter 11's animal attacks its porter.
    #[serde(default)]
    pub victim: Option<usize>,
    /// Members (indexes) who each fire one snap shot (at the first animal still coming) before
    /// the animals reach their victim ("The 4 nearest armed members may attempt to shoot the cat with a snap shot
    /// before it hits its victim"; "He has time for one snap shot at the lion before its on the
    /// porter").
    #[serde(default)]
    pub snap_shots: Vec<usize>,
    /// The party is in its canoes (On River 3): a charging hippopotamus that reaches a man
    /// reaches his canoe (EX-EVENT-RIVER-11, [`crate::events::river::hippo_reaches_canoe`]).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub afloat: bool,
}

impl Opening {
    /// An opening with only these animals, no action and the general first-shot rule (fights
    /// that do not come from the Hunting Encounters table).
    pub fn with_beasts(beasts: Vec<BeastStart>) -> Opening {
        Opening {
            encounter: None,
            action: None,
            party_moved: 0,
            opening_shot: None,
            first_shot: FirstShot::General,
            beasts,
            porter_engaged: false,
            just_a_porter: false,
            kill_distance: None,
            stampede: Vec::new(),
            victim: None,
            snap_shots: Vec::new(),
            afloat: false,
        }
    }
}

/// Where the hunt takes place, for the opening's rolls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntContext"))]
pub struct HuntContext {
    /// A square with swamp or river: the random animal's 4 is a hippopotamus.
    pub hippo_country: bool,
    /// Members of the hunting party (the stampede rolls for each).
    pub members: u32,
}

/// The hunter's retreat for action B or D in an encounter: B's dice (1D6 for the elephants,
/// 2D6 for buffalo, rhinoceroses and lions; none for encounter 2's "turn very slowly") and D's
/// 4D6.
const fn retreat_dice(enc: HuntingEncounter, action: HunterAction) -> usize {
    match (enc, action) {
        (_, HunterAction::D) => 4,
        (HuntingEncounter::ElephantHerd, HunterAction::B) => 1,
        (HuntingEncounter::NoiseBehind, HunterAction::B) => 0,
        (_, HunterAction::B) => 2,
        _ => 0,
    }
}

/// Roll the opening of an encounter. `action` must be given exactly when
/// [`HuntingEncounter::needs_action`]. Dice order per row: the counts, the distances, the
/// random animal, the party's retreat (B/D), then each animal's reaction; see the tests for
/// every row.
///
/// # Errors
/// [`crate::EncounterError::IllegalChoice`] when an action is missing or not wanted; a scripted
/// dice source that ran dry.
pub fn open(
    dice: &mut dyn Dice,
    encounter: HuntingEncounter,
    action: Option<HunterAction>,
    ctx: HuntContext,
) -> EncounterResult<Opening> {
    use HuntingEncounter as E;
    if encounter.needs_action() != action.is_some() {
        return Err(illegal(
            alloc::format!("{action:?}"),
            if encounter.needs_action() { "a hunter's action A-D" } else { "no action" },
        ));
    }
    let mut o = Opening {
        encounter: Some(encounter),
        action,
        party_moved: 0,
        opening_shot: None,
        first_shot: FirstShot::General,
        beasts: Vec::new(),
        porter_engaged: false,
        just_a_porter: false,
        kill_distance: None,
        stampede: Vec::new(),
        victim: None,
        snap_shots: Vec::new(),
        afloat: false,
    };
    let d6 = |dice: &mut dyn Dice, n: usize| -> EncounterResult<u32> { Ok(roll_sum(dice, Die::D6, n)?.0) };
    let charging = |creature, distance| BeastStart { creature, distance, stance: Stance::React(Reaction::Charge) };
    match encounter {
        E::AngryRhinoceros => {
            let dist = d6(dice, 2)?;
            o.beasts.push(charging(Creature::Rhinoceros, dist));
        }
        E::LionSprings => {
            let dist = d6(dice, 2)?;
            o.first_shot = FirstShot::AimedIfHunterFirst;
            o.beasts.push(charging(Creature::Lion, dist));
        }
        E::MotherHippo => {
            let dist = d6(dice, 3)?;
            o.first_shot = FirstShot::AimedIfHunterFirst;
            o.beasts.push(charging(Creature::Hippopotamus, dist));
        }
        E::DongaLion => {
            let (_, dist) = dice.roll_d3()?;
            o.first_shot = FirstShot::SnapOnly;
            o.beasts.push(charging(Creature::Lion, u32::from(dist)));
        }
        E::Stampede => {
            for _ in 0..ctx.members {
                o.stampede.push(match face(dice, Die::D6)? {
                    1 | 2 => StampedeFate::Unhurt,
                    3 | 4 => StampedeFate::Battered,
                    5 => StampedeFate::Injured,
                    _ => StampedeFate::Killed,
                });
            }
        }
        E::PorterInTrouble => {
            let dist = d6(dice, 3)?;
            let RandomAnimal::Beast(creature) = random_animal(face(dice, Die::D6)?, ctx.hippo_country, false) else {
                return Err(illegal("porter", "an animal"));
            };
            let stance = match face(dice, Die::D6)? {
                1..=3 => Stance::AttackingPorter,
                4 | 5 => Stance::React(Reaction::Charge),
                _ => Stance::React(Reaction::RunAway),
            };
            o.porter_engaged = true;
            o.beasts.push(BeastStart { creature, distance: dist, stance });
        }
        E::NoiseBehind | E::ElephantHerd | E::BuffaloHerd | E::TwilightRhinoceroses | E::LionsOnTheKill => {
            let action = action.unwrap_or(HunterAction::A);
            let (creatures, distance): (Vec<RandomAnimal>, u32) = match encounter {
                E::NoiseBehind => {
                    let animal = random_animal(face(dice, Die::D6)?, ctx.hippo_country, true);
                    (alloc::vec![animal], d6(dice, 1)?)
                }
                E::ElephantHerd => {
                    let n = d6(dice, 2)? as usize;
                    (alloc::vec![RandomAnimal::Beast(Creature::Elephant); n], d6(dice, 2)?)
                }
                E::BuffaloHerd => {
                    let n = d6(dice, 2)? as usize;
                    (alloc::vec![RandomAnimal::Beast(Creature::Buffalo); n], d6(dice, 2)?)
                }
                E::TwilightRhinoceroses => (alloc::vec![RandomAnimal::Beast(Creature::Rhinoceros); 2], d6(dice, 3)?),
                _ => {
                    let kill = d6(dice, 1)?;
                    let n = d6(dice, 1)? as usize;
                    let beyond = d6(dice, 1)?;
                    o.kill_distance = Some(kill);
                    (alloc::vec![RandomAnimal::Beast(Creature::Lion); n], kill + beyond)
                }
            };
            o.party_moved = d6(dice, retreat_dice(encounter, action))?;
            if action == HunterAction::C {
                o.opening_shot = Some(match encounter {
                    E::NoiseBehind | E::BuffaloHerd => ShotKind::Snap,
                    _ => ShotKind::Aimed,
                });
            }
            for animal in creatures {
                match animal {
                    RandomAnimal::Porter => o.just_a_porter = true,
                    RandomAnimal::Beast(creature) => {
                        let reaction = reaction_to_action(creature, action, face(dice, Die::D6)?);
                        o.beasts.push(BeastStart { creature, distance, stance: Stance::React(reaction) });
                    }
                }
            }
            if let (Some(kill), true) = (o.kill_distance, action != HunterAction::C) {
                let waiting = o.beasts.iter().filter(|b| b.stance != Stance::React(Reaction::Charge)).count();
                if waiting > 0 {
                    let (_, draggers) = dice.roll_d3()?;
                    let mut left = usize::from(draggers).min(waiting);
                    for b in o.beasts.iter_mut().filter(|b| b.stance != Stance::React(Reaction::Charge)) {
                        b.distance = kill;
                        b.stance = if left > 0 { Stance::DraggingKill } else { Stance::OnKill };
                        left = left.saturating_sub(1);
                    }
                }
            }
        }
    }
    Ok(o)
}

#[cfg(test)]
mod tests;
