//! The Last Cigarette in the Sofa: Tim, his weed, the Gates of Peril and their six guardians,
//! the lava bridge, spoilage and the weed's cure.
//!
//! Source: expedition game, "The Last Cigarette In The Sofa"; docs/rulings.md "The Gates of
//! Peril".

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::animals::creature::{Creature, Reaction};
use crate::encounter_error::{EncounterResult, face, roll_sum};
use crate::hunting::encounters::{BeastStart, HunterAction, Opening, Stance, reaction_to_action};

/// Portage Points of weed Tim gives the leader.
pub const TIMS_POUCH: u32 = 1;
/// The most weed the party may collect beyond the gates (Portage Points).
pub const FIELD_HARVEST: u32 = 5;
/// Inches past the gate at which the guardian is rolled.
pub const GUARDIAN_DISTANCE: u32 = 9;
/// Doses in one Portage Point of weed.
pub const DOSES_PER_PORTAGE: u32 = 10;
/// Where a beast guarding the field starts, inches from the party (docs/rulings.md).
pub const GUARDIAN_RANGE: u32 = 12;
/// Where the white rabbit is seen: 4" from the field.
pub const RABBIT_RANGE: u32 = 4;

/// Has the party cigarettes? 1D6 per original trade good; any 1 means yes. Returns the faces
/// rolled and the answer. (Either way Tim hands the leader his pouch.)
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn has_cigarettes(dice: &mut dyn Dice, original_trade_goods: u32) -> EncounterResult<(Vec<u8>, bool)> {
    let (_, faces) = roll_sum(dice, Die::D6, original_trade_goods as usize)?;
    let yes = faces.contains(&1);
    Ok((faces, yes))
}

/// What guards the weed beyond the Gates of Peril (1D6 once 9" past the gate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileGuardian"))]
#[serde(tag = "guardian", rename_all = "snake_case")]
pub enum Guardian {
    /// 1: nothing; collect up to 5 Portage Points.
    Unprotected,
    /// 2: a pride of 10 + 6D6 lions; disperse them to collect.
    Pride {
        /// Lions.
        lions: u32,
    },
    /// 3: a river of lava and a 3" x 3" land bridge ([`cross_lava`]).
    LavaBridge,
    /// 4: the white rabbit, seen 4" from the field.
    Rabbit,
    /// 5: a medium-sized Tyrannosaurus.
    Tyrannosaurus,
    /// 6: Kong.
    Kong,
}

/// Roll the guardian.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn guardian(dice: &mut dyn Dice) -> EncounterResult<(u8, Guardian)> {
    let roll = face(dice, Die::D6)?;
    let g = match roll {
        1 => Guardian::Unprotected,
        2 => Guardian::Pride { lions: 10 + roll_sum(dice, Die::D6, 6)?.0 },
        3 => Guardian::LavaBridge,
        4 => Guardian::Rabbit,
        5 => Guardian::Tyrannosaurus,
        _ => Guardian::Kong,
    };
    Ok((roll, g))
}

/// The fight a guardian brings, as an [`Opening`] for [`crate::animals::AnimalFight`] (None for
/// the unprotected field and the lava bridge; and for Kong when a woman is in the party: he
/// snatches her and retires, the party collects). The pride stands 12" off and each lion rolls
/// its reaction as to a hunter keeping still (column A); the rabbit charges from 4" (anyone
/// going for the field comes within 3"); the Tyrannosaurus and Kong charge from 12".
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn guardian_fight(dice: &mut dyn Dice, g: Guardian, woman_in_party: bool) -> EncounterResult<Option<Opening>> {
    let charge = |creature, distance| BeastStart { creature, distance, stance: Stance::React(Reaction::Charge) };
    Ok(match g {
        Guardian::Unprotected | Guardian::LavaBridge => None,
        Guardian::Kong if woman_in_party => None,
        Guardian::Pride { lions } => {
            let mut beasts = Vec::new();
            for _ in 0..lions {
                let r = reaction_to_action(Creature::Lion, HunterAction::A, face(dice, Die::D6)?);
                beasts.push(BeastStart {
                    creature: Creature::Lion,
                    distance: GUARDIAN_RANGE,
                    stance: Stance::React(r),
                });
            }
            Some(Opening::with_beasts(beasts))
        }
        Guardian::Rabbit => Some(Opening::with_beasts(alloc::vec![charge(Creature::Rabbit, RABBIT_RANGE)])),
        Guardian::Tyrannosaurus => {
            Some(Opening::with_beasts(alloc::vec![charge(Creature::Tyrannosaurus, GUARDIAN_RANGE)]))
        }
        Guardian::Kong => Some(Opening::with_beasts(alloc::vec![charge(Creature::Kong, GUARDIAN_RANGE)])),
    })
}

/// One person crossing the lava bridge one way: two checks walking, one check at -1 charging;
/// -1 more when carrying 5 or more Portage Points. A check is a D6 (docs/rulings.md): with its
/// modifiers, 1 or less breaks through and the person burns up. Returns (faces, survived).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn cross_lava(dice: &mut dyn Dice, charging: bool, heavy: bool) -> EncounterResult<(Vec<u8>, bool)> {
    let checks = if charging { 1 } else { 2 };
    let modifier = i8::from(charging) + i8::from(heavy);
    let mut faces = Vec::new();
    for _ in 0..checks {
        let f = face(dice, Die::D6)?;
        faces.push(f);
        if f as i8 - modifier <= 1 {
            return Ok((faces, false));
        }
    }
    Ok((faces, true))
}

/// A turn's spoilage: 1D6, a 1 = one Portage Point of good weed goes bad. Returns (roll,
/// good left, spoiled added).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn spoilage(dice: &mut dyn Dice, good: u32) -> EncounterResult<(u8, u32, u32)> {
    let roll = face(dice, Die::D6)?;
    let spoiled = u32::from(roll == 1 && good > 0);
    Ok((roll, good - spoiled, spoiled))
}

/// Using good weed: it cures any sickness and negates hunger for 1D6 turns (spoiled weed kills
/// the user: the caller chooses which weed is used). Returns the turns of no hunger.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn weed_cure(dice: &mut dyn Dice) -> EncounterResult<u8> {
    Ok(face(dice, Die::D6)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-QUEST-23
    // rule: EX-QUEST-24
    #[test]
    fn cigarettes_on_any_one() {
        let mut d = DiceSource::scripted([2, 5, 1, 6, 6]);
        assert_eq!(has_cigarettes(&mut d, 3).unwrap(), (alloc::vec![2, 5, 1], true));
        assert!(!has_cigarettes(&mut d, 2).unwrap().1);
        assert_eq!(TIMS_POUCH, 1);
    }

    // rule: EX-QUEST-25
    // rule: EX-QUEST-26
    // rule: EX-QUEST-27
    // rule: EX-QUEST-29
    // rule: EX-QUEST-30
    // rule: EX-QUEST-31
    #[test]
    fn the_six_guardians() {
        let mut d = DiceSource::scripted([1, 2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6]);
        assert_eq!(guardian(&mut d).unwrap().1, Guardian::Unprotected);
        assert_eq!(guardian(&mut d).unwrap().1, Guardian::Pride { lions: 17 });
        assert_eq!(guardian(&mut d).unwrap().1, Guardian::LavaBridge);
        assert_eq!(guardian(&mut d).unwrap().1, Guardian::Rabbit);
        assert_eq!(guardian(&mut d).unwrap().1, Guardian::Tyrannosaurus);
        assert_eq!(guardian(&mut d).unwrap().1, Guardian::Kong);
        let mut d = DiceSource::scripted([]);
        assert_eq!(guardian_fight(&mut d, Guardian::Unprotected, false).unwrap(), None);
        assert_eq!(guardian_fight(&mut d, Guardian::Kong, true).unwrap(), None, "Kong takes the lady and retires");
        let kong = guardian_fight(&mut d, Guardian::Kong, false).unwrap().unwrap();
        assert_eq!(kong.beasts[0].creature, Creature::Kong);
        let rabbit = guardian_fight(&mut d, Guardian::Rabbit, false).unwrap().unwrap();
        assert_eq!((rabbit.beasts[0].distance, rabbit.beasts[0].stance), (4, Stance::React(Reaction::Charge)));
        let mut d = DiceSource::scripted([1, 6]);
        let pride = guardian_fight(&mut d, Guardian::Pride { lions: 2 }, false).unwrap().unwrap();
        assert_eq!(
            pride.beasts.iter().map(|b| b.stance).collect::<Vec<_>>(),
            [Stance::React(Reaction::Charge), Stance::React(Reaction::MoveAway)]
        );
    }

    // rule: EX-QUEST-28
    #[test]
    fn the_lava_bridge() {
        let mut d = DiceSource::scripted([2, 2, 2, 1, 3, 2, 6]);
        assert_eq!(cross_lava(&mut d, false, false).unwrap(), (alloc::vec![2, 2], true));
        assert_eq!(cross_lava(&mut d, false, false).unwrap(), (alloc::vec![2, 1], false));
        assert!(cross_lava(&mut d, true, false).unwrap().1, "charging: 3 - 1 = 2 passes");
        // charging and heavy: 2 - 2 = 0 fails
        assert!(!cross_lava(&mut d, true, true).unwrap().1);
        assert!(cross_lava(&mut d, true, true).unwrap().1);
    }

    // rule: EX-QUEST-32
    #[test]
    fn weed_spoils_on_a_one() {
        let mut d = DiceSource::scripted([1, 2, 1, 4]);
        assert_eq!(spoilage(&mut d, 5).unwrap(), (1, 4, 1));
        assert_eq!(spoilage(&mut d, 4).unwrap(), (2, 4, 0));
        assert_eq!(spoilage(&mut d, 0).unwrap(), (1, 0, 0));
        assert_eq!(weed_cure(&mut d).unwrap(), 4);
        assert_eq!(DOSES_PER_PORTAGE, 10);
    }
}
