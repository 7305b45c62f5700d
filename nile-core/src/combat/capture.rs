//! Capture and its six fates; booty from beaten natives.
//!
//! Source: expedition game, "Capture!" and "Natives Defeated!"; docs/rulings.md "Capture".

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::animals::creature::{Creature, melee_round, survival_check};
use crate::animals::shot::{Shooter, ShotKind, Weapon, shoot};
use crate::encounter_error::{EncounterResult, face, roll_sum};

/// Most melee rounds fought in the lion pit before the lion gives up (docs/rulings.md).
pub const PIT_ROUNDS: u32 = 30;

/// What becomes of a captured explorer (1D6, rolled for each explorer separately).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCaptureFate"))]
#[serde(tag = "fate", rename_all = "snake_case")]
pub enum CaptureFate {
    /// 1: tossed into the boiling pot; dies.
    CookingPot,
    /// 2: thrown into a pit with a lion, with only a knife: `survived` = he killed it and goes
    /// free with only the knife.
    LionPit {
        /// He killed the lion.
        survived: bool,
    },
    /// 3: five spears thrown at him; `survived` = freed with his gun and ammo.
    SpearPractice {
        /// He lived through the five throws.
        survived: bool,
        /// Damage taken.
        damage: u32,
    },
    /// 4: proclaimed a white god and kept; each turn 1D6, a 1 = escapes with rifle and ammo
    /// ([`white_god_escapes`]).
    WhiteGod,
    /// 5: escapes with gun, ammo and 5 rations.
    Escapes,
    /// 6: escapes with gun, ammo and 5 rations, and meets up with any reliable bearers, who keep
    /// their supplies.
    EscapesWithBearers,
}

impl CaptureFate {
    /// True when the explorer is free (or escaped) and back with the party.
    pub const fn is_free(self) -> bool {
        matches!(
            self,
            CaptureFate::LionPit { survived: true }
                | CaptureFate::SpearPractice { survived: true, .. }
                | CaptureFate::Escapes
                | CaptureFate::EscapesWithBearers
        )
    }
}

/// Roll a captured explorer's fate and play it out. The lion pit is fought round by round
/// (man D6, +1 for a Pugilist, against the lion's D20; a Survival roll for whoever was hurt
/// after each round) until one of them dies, or [`PIT_ROUNDS`] pass (he lives, but the lion is
/// not dead: not freed). Spear practice: five throws at the natives' to-hit number (1D6 damage
/// each, Masai 1D10), then one Survival roll on the Man row for the total.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn capture_fate(
    dice: &mut dyn Dice,
    pugilist: bool,
    spear: Weapon,
    native_to_hit: u8,
) -> EncounterResult<CaptureFate> {
    Ok(match face(dice, Die::D6)? {
        1 => CaptureFate::CookingPot,
        2 => {
            let (mut man, mut lion) = (0u32, 0u32);
            let mut survived = false;
            for _ in 0..PIT_ROUNDS {
                let r = melee_round(dice, Creature::Man, u8::from(pugilist), Creature::Lion)?;
                man += r.first_damage;
                lion += r.second_damage;
                if r.first_damage > 0 && !survival_check(dice, Creature::Man, man)?.is_none_or(|s| s.lives) {
                    break;
                }
                if r.second_damage > 0 && !survival_check(dice, Creature::Lion, lion)?.is_none_or(|s| s.lives) {
                    survived = true;
                    break;
                }
            }
            CaptureFate::LionPit { survived }
        }
        3 => {
            let thrower = Shooter::plain(native_to_hit, spear);
            let mut damage = 0;
            for _ in 0..5 {
                damage += shoot(dice, thrower, ShotKind::Snap, false)?.damage;
            }
            let survived = survival_check(dice, Creature::Man, damage)?.is_none_or(|s| s.lives);
            CaptureFate::SpearPractice { survived, damage }
        }
        4 => CaptureFate::WhiteGod,
        5 => CaptureFate::Escapes,
        _ => CaptureFate::EscapesWithBearers,
    })
}

/// A white god's turn: 1D6, a 1 = he escapes with his rifle and ammo.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn white_god_escapes(dice: &mut dyn Dice) -> EncounterResult<bool> {
    Ok(face(dice, Die::D6)? == 1)
}

/// What beaten natives yield.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileBooty"))]
pub struct Booty {
    /// The D6 on the booty chart.
    pub roll: u8,
    /// Trade goods.
    pub trade_goods: u32,
    /// Rations (per warrior of the tribe, already multiplied).
    pub rations: u32,
    /// Bearers the village supplies.
    pub bearers: u32,
}

/// Roll the booty of beaten natives: 1D6 on the chart for natives not in a village or in a
/// village; `warriors` is the tribe's number of warriors (rations are per warrior). Dice order:
/// the chart D6, then trade-goods dice, then bearer dice.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn booty(dice: &mut dyn Dice, in_village: bool, warriors: u32) -> EncounterResult<Booty> {
    let roll = face(dice, Die::D6)?;
    // (base goods, goods D6s, rations per warrior, bearer D6s)
    let (base, goods_dice, per, bearer_dice) = match (in_village, roll) {
        (false, 1 | 2) => (0, 0, 0, 0),
        (false, 3) | (true, 1) => (5, 0, 0, 0),
        (false, 4) | (true, 2) => (5, 1, 0, 0),
        (false, 5) | (true, 3) => (5, 1, 2, 0),
        (false, _) | (true, 4) => (10, 1, 4, 0),
        (true, 5) => (10, 1, 4, 1),
        (true, _) => (10, 2, 4, 2),
    };
    let goods = base + roll_sum(dice, Die::D6, goods_dice)?.0;
    let bearers = roll_sum(dice, Die::D6, bearer_dice)?.0;
    Ok(Booty { roll, trade_goods: goods, rations: u32::saturating_mul(per, warriors), bearers })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-CAPTURE-01
    // rule: EX-CAPTURE-02
    // rule: EX-CAPTURE-05
    // rule: EX-CAPTURE-06
    // rule: EX-CAPTURE-07
    #[test]
    fn plain_fates() {
        let mut d = DiceSource::scripted([1, 4, 5, 6]);
        assert_eq!(capture_fate(&mut d, false, Weapon::Spear, 5).unwrap(), CaptureFate::CookingPot);
        assert_eq!(capture_fate(&mut d, false, Weapon::Spear, 5).unwrap(), CaptureFate::WhiteGod);
        assert!(capture_fate(&mut d, false, Weapon::Spear, 5).unwrap().is_free());
        assert_eq!(capture_fate(&mut d, false, Weapon::Spear, 5).unwrap(), CaptureFate::EscapesWithBearers);
        assert!(!CaptureFate::CookingPot.is_free() && !CaptureFate::WhiteGod.is_free());
    }

    // rule: EX-CAPTURE-05
    #[test]
    fn a_white_god_escapes_on_a_one() {
        let mut d = DiceSource::scripted([2, 1]);
        assert!(!white_god_escapes(&mut d).unwrap());
        assert!(white_god_escapes(&mut d).unwrap());
    }

    // rule: EX-CAPTURE-03
    #[test]
    fn the_lion_pit() {
        // Round 1: 6 (+1 pugilist) v 1: the lion takes 6, level 0 for a lion: no roll.
        // Round 2: 6+1 v 2 = 5 more: 11, level 1: roll 6 dies.
        let mut d = DiceSource::scripted([2, 6, 1, 6, 2, 6]);
        assert_eq!(capture_fate(&mut d, true, Weapon::Spear, 5).unwrap(), CaptureFate::LionPit { survived: true });
        // The lion wins a round by 10: the man (level 3) rolls 5 and dies.
        let mut d = DiceSource::scripted([2, 1, 11, 5]);
        assert_eq!(capture_fate(&mut d, false, Weapon::Spear, 5).unwrap(), CaptureFate::LionPit { survived: false });
    }

    // rule: EX-CAPTURE-04
    #[test]
    fn spear_practice_five_throws_then_survival() {
        // Throws: 3 (hit, 1D6 = 2), 20, 20, 20, 5 (hit, 1D6 = 4): 6 damage, level 2, roll 4 lives.
        let mut d = DiceSource::scripted([3, 3, 2, 20, 20, 20, 5, 4, 4]);
        assert_eq!(
            capture_fate(&mut d, false, Weapon::Spear, 5).unwrap(),
            CaptureFate::SpearPractice { survived: true, damage: 6 }
        );
        // All miss: no damage, no roll.
        let mut d = DiceSource::scripted([3, 20, 20, 20, 20, 20]);
        assert_eq!(
            capture_fate(&mut d, false, Weapon::Spear, 5).unwrap(),
            CaptureFate::SpearPractice { survived: true, damage: 0 }
        );
    }

    fn chart(in_village: bool, roll: u32, extra: &[u32]) -> Booty {
        let mut v = alloc::vec![roll];
        v.extend_from_slice(extra);
        let mut d = DiceSource::scripted(v);
        let b = booty(&mut d, in_village, 20).unwrap();
        assert_eq!(d.remaining_script(), Some(0), "dice used for roll {roll}");
        b
    }

    // rule: EX-BOOTY-01
    // rule: EX-BOOTY-02
    // rule: EX-BOOTY-03
    // rule: EX-BOOTY-04
    // rule: EX-BOOTY-05
    // rule: EX-BOOTY-06
    #[test]
    fn booty_not_in_a_village() {
        let b = |r, e: &[u32]| {
            let x = chart(false, r, e);
            (x.trade_goods, x.rations, x.bearers)
        };
        assert_eq!(b(1, &[]), (0, 0, 0));
        assert_eq!(b(2, &[]), (0, 0, 0));
        assert_eq!(b(3, &[]), (5, 0, 0));
        assert_eq!(b(4, &[3]), (8, 0, 0));
        assert_eq!(b(5, &[3]), (8, 40, 0));
        assert_eq!(b(6, &[3]), (13, 80, 0));
    }

    // rule: EX-BOOTY-07
    // rule: EX-BOOTY-08
    // rule: EX-BOOTY-09
    // rule: EX-BOOTY-10
    // rule: EX-BOOTY-11
    // rule: EX-BOOTY-12
    #[test]
    fn booty_in_a_village() {
        let b = |r, e: &[u32]| {
            let x = chart(true, r, e);
            (x.trade_goods, x.rations, x.bearers)
        };
        assert_eq!(b(1, &[]), (5, 0, 0));
        assert_eq!(b(2, &[1]), (6, 0, 0));
        assert_eq!(b(3, &[1]), (6, 40, 0));
        assert_eq!(b(4, &[1]), (11, 80, 0));
        assert_eq!(b(5, &[1, 4]), (11, 80, 4));
        assert_eq!(b(6, &[1, 2, 3, 4]), (13, 80, 7));
    }
}
