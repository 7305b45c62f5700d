//! Shooting: aimed and snap shots with a gun, hurled weapons and bows.
//!
//! Source: expedition game, "Shooting Dangerous Game" (Types of Shots, Aimed Shots, Snap Shots,
//! Hurled Weapons and Bows), "Express Rifle", the Crack Shot skill; RULINGS.md "Combat with
//! natives" (D20 against the to-hit number, stand-in to-hit numbers).

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::encounter_error::{EncounterResult, face};

/// A missile weapon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileWeapon"))]
#[serde(rename_all = "snake_case")]
pub enum Weapon {
    /// A rifle (stand-in range 24").
    Rifle,
    /// An Express rifle: +1 to hit, +1D6 damage to animals, and in combat with men a hit kills.
    ExpressRifle,
    /// An askari's musket (stand-in range 18").
    Musket,
    /// A pistol (stand-in range 6").
    Pistol,
    /// A bow: hits on the normal number, 1D6 damage (stand-in range 12").
    Bow,
    /// A thrown spear: hits on the normal number, 1D6 damage (stand-in range 6").
    Spear,
    /// A Masai spear: as a spear, but 1D10 damage.
    MasaiSpear,
}

impl Weapon {
    /// True for guns (aimed and snap shots, damage = the die score); false for hurled weapons
    /// and bows (normal number to hit, damage by a die).
    pub const fn is_gun(self) -> bool {
        matches!(self, Weapon::Rifle | Weapon::ExpressRifle | Weapon::Musket | Weapon::Pistol)
    }

    /// Stand-in range in inches (RULINGS.md "Combat with natives"); the Express rifle is a rifle.
    pub const fn range_inches(self) -> u32 {
        match self {
            Weapon::Rifle | Weapon::ExpressRifle => 24,
            Weapon::Musket => 18,
            Weapon::Bow => 12,
            Weapon::Pistol | Weapon::Spear | Weapon::MasaiSpear => 6,
        }
    }
}

/// Aimed or snap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileShotKind"))]
#[serde(rename_all = "snake_case")]
pub enum ShotKind {
    /// Time to set up: hits at up to twice the to-hit number.
    Aimed,
    /// No time to aim (the only shot at a charging animal within 5"): the normal number.
    Snap,
}

/// Who shoots and with what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileShooter"))]
pub struct Shooter {
    /// The normal to-hit number (stand-in: 7 Europeans with rifles, 6 askari, 5 natives).
    pub to_hit: u8,
    /// The weapon.
    pub weapon: Weapon,
    /// Crack Shot: may adjust the die by 1 (snap) or 2 (aimed).
    pub crack_shot: bool,
    /// Added to every shooting die roll: hunger and thirst (EX-FOOD-06 to EX-FOOD-11,
    /// EX-WATER-04 to EX-WATER-09; [`crate::day::DayState::shooting`]).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub penalty: u8,
}

impl Shooter {
    /// A man who has none of the modifiers: no Crack Shot, no hunger or thirst.
    pub const fn plain(to_hit: u8, weapon: Weapon) -> Shooter {
        Shooter { to_hit, weapon, crack_shot: false, penalty: 0 }
    }

    /// The gun in his hand with `rounds` left of which the last `side_arm_rounds` are his side
    /// arm's (EX-OUTFIT-20: "a rifle, a side arm, 10 rounds of ammo for each"): his own weapon
    /// while it has rounds, then the pistol; `None` once every round is spent. The rifle's
    /// rounds are spent first (docs/rulings.md "The side arm").
    pub const fn in_hand(self, rounds: u32, side_arm_rounds: u32) -> Option<Shooter> {
        if rounds == 0 {
            None
        } else if rounds <= side_arm_rounds {
            Some(Shooter { weapon: Weapon::Pistol, ..self })
        } else {
            Some(self)
        }
    }
}

/// One shot's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileShotOutcome"))]
pub struct ShotOutcome {
    /// The D20 face.
    pub roll: u8,
    /// The score after a Crack Shot's adjustment.
    pub score: u8,
    /// The highest score that hits.
    pub needed: u8,
    /// True on a hit.
    pub hit: bool,
    /// Damage done (0 on a miss).
    pub damage: u32,
    /// On a miss, by how much the score went over the number (for the porter in encounter 11).
    pub missed_by: u8,
}

/// The Crack Shot's adjustment, applied for the player in the way that helps most
/// (docs/rulings.md "Crack Shot"): if some adjustment within `k` makes the shot hit, the score
/// becomes the highest hitting score in reach; otherwise it is left alone.
pub const fn crack_shot_score(roll: u8, needed: u8, k: u8) -> u8 {
    // Any roll: a low one (1, 2) is raised too (EX-SKILL-02: "up or down").
    if needed >= 1 && roll.saturating_sub(k) <= needed {
        let up = roll.saturating_add(k);
        let best = if up < needed { up } else { needed };
        if best > 20 { 20 } else { best }
    } else {
        roll
    }
}

/// Roll a shot's D20 and read it: the hunger and thirst penalty added to the die, the Crack
/// Shot's adjustment, the number needed, hit or miss. No damage is rolled.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn aim(dice: &mut dyn Dice, shooter: Shooter, kind: ShotKind) -> EncounterResult<ShotOutcome> {
    let roll = face(dice, Die::D20)?;
    let modified = roll.saturating_add(shooter.penalty);
    let base = if shooter.weapon == Weapon::ExpressRifle { shooter.to_hit.saturating_add(1) } else { shooter.to_hit };
    let aimed = kind == ShotKind::Aimed && shooter.weapon.is_gun();
    let needed = if aimed { base.saturating_mul(2) } else { base };
    let score = if shooter.crack_shot && shooter.weapon.is_gun() {
        crack_shot_score(modified, needed, if aimed { 2 } else { 1 })
    } else {
        modified
    };
    let hit = score <= needed;
    Ok(ShotOutcome { roll, score, needed, hit, damage: 0, missed_by: score.saturating_sub(needed) })
}

/// Shoot once with a D20. `at_animal`: an Express rifle adds 1D6 damage to animals.
/// Guns: aimed hits up to 2 x (to-hit), damage = the score; snap hits up to the to-hit number,
/// damage = the score + 1D6 if the score is within 2 of the number. Express: to-hit +1 (before
/// doubling). Hurled weapons and bows: the normal number (no aimed doubling), 1D6 damage
/// (Masai spear 1D10). Dice order: D20, then any damage dice (snap bonus, Express, weapon).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn shoot(dice: &mut dyn Dice, shooter: Shooter, kind: ShotKind, at_animal: bool) -> EncounterResult<ShotOutcome> {
    let mut out = aim(dice, shooter, kind)?;
    if !out.hit {
        return Ok(out);
    }
    let aimed = kind == ShotKind::Aimed && shooter.weapon.is_gun();
    out.damage = match shooter.weapon {
        Weapon::Bow | Weapon::Spear => u32::from(face(dice, Die::D6)?),
        Weapon::MasaiSpear => u32::from(face(dice, Die::D10)?),
        _ => {
            let mut d = u32::from(out.score);
            if !aimed && out.score.saturating_add(2) >= out.needed {
                d += u32::from(face(dice, Die::D6)?);
            }
            if shooter.weapon == Weapon::ExpressRifle && at_animal {
                d += u32::from(face(dice, Die::D6)?);
            }
            d
        }
    };
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    const HUNTER: Shooter = Shooter::plain(7, Weapon::Rifle);

    // rule: EX-SHOT-01
    // rule: EX-SHOT-02
    // rule: EX-COMBAT-06
    #[test]
    fn aimed_shot_hits_at_twice_the_number_and_scores_the_die() {
        let mut d = DiceSource::scripted([14, 15]);
        let s = shoot(&mut d, HUNTER, ShotKind::Aimed, true).unwrap();
        assert_eq!((s.hit, s.damage, s.needed), (true, 14, 14));
        let s = shoot(&mut d, HUNTER, ShotKind::Aimed, true).unwrap();
        assert_eq!((s.hit, s.damage, s.missed_by), (false, 0, 1));
    }

    // rule: EX-SHOT-03
    #[test]
    fn snap_shot_worked_example() {
        // "needs a 7 ... 1 through 4 he hits scoring that much ... 5, 6 or 7 roll 1D6 and add".
        let mut d = DiceSource::scripted([4, 5, 3, 7, 6, 8]);
        assert_eq!(shoot(&mut d, HUNTER, ShotKind::Snap, true).unwrap().damage, 4);
        assert_eq!(shoot(&mut d, HUNTER, ShotKind::Snap, true).unwrap().damage, 8);
        assert_eq!(shoot(&mut d, HUNTER, ShotKind::Snap, true).unwrap().damage, 13);
        assert!(!shoot(&mut d, HUNTER, ShotKind::Snap, true).unwrap().hit);
    }

    // rule: EX-SHOT-04
    #[test]
    fn hurled_weapons_and_bows_use_the_normal_number() {
        let spear = Shooter::plain(5, Weapon::Spear);
        let masai = Shooter { weapon: Weapon::MasaiSpear, ..spear };
        let bow = Shooter { weapon: Weapon::Bow, ..spear };
        let mut d = DiceSource::scripted([6, 5, 4, 5, 9]);
        assert!(!shoot(&mut d, spear, ShotKind::Aimed, true).unwrap().hit, "no doubling for a spear");
        assert_eq!(shoot(&mut d, spear, ShotKind::Snap, true).unwrap().damage, 4);
        assert_eq!(shoot(&mut d, masai, ShotKind::Snap, true).unwrap().damage, 9);
        let mut d = DiceSource::scripted([1, 6]);
        assert_eq!(shoot(&mut d, bow, ShotKind::Snap, false).unwrap().damage, 6);
    }

    // rule: EX-OUTFIT-22
    #[test]
    fn express_rifle_hits_one_better_and_adds_a_d6_to_animals() {
        let express = Shooter { weapon: Weapon::ExpressRifle, ..HUNTER };
        let mut d = DiceSource::scripted([16, 2]);
        let s = shoot(&mut d, express, ShotKind::Aimed, true).unwrap();
        assert_eq!((s.hit, s.damage), (true, 18));
        let mut d = DiceSource::scripted([2]);
        assert_eq!(shoot(&mut d, express, ShotKind::Aimed, false).unwrap().damage, 2);
    }

    // rule: EX-OUTFIT-21
    #[test]
    fn a_regular_rifle_has_no_modifier() {
        let rifle = Shooter { weapon: Weapon::Rifle, ..HUNTER };
        // Aimed: up to twice the number, 14 (an Express rifle would hit on 15).
        assert!(!shoot(&mut DiceSource::scripted([15]), rifle, ShotKind::Aimed, true).unwrap().hit);
        assert!(
            shoot(
                &mut DiceSource::scripted([15, 4]),
                Shooter { weapon: Weapon::ExpressRifle, ..rifle },
                ShotKind::Aimed,
                true
            )
            .unwrap()
            .hit
        );
        // A hit on an animal does the score, no extra die (the script has none to give).
        let mut d = DiceSource::scripted([14]);
        assert_eq!(shoot(&mut d, rifle, ShotKind::Aimed, true).unwrap().damage, 14);
        // Snap: the plain number, 7; within 2 of it the score + 1D6 (no Express die besides).
        let mut d = DiceSource::scripted([6, 3]);
        assert_eq!(shoot(&mut d, rifle, ShotKind::Snap, true).unwrap().damage, 9);
        assert!(!shoot(&mut DiceSource::scripted([8]), rifle, ShotKind::Snap, true).unwrap().hit);
    }

    // rule: EX-SKILL-02
    #[test]
    fn crack_shot_adjusts_toward_the_best_hit() {
        assert_eq!(crack_shot_score(16, 14, 2), 14);
        assert_eq!(crack_shot_score(17, 14, 2), 17);
        assert_eq!(crack_shot_score(10, 14, 2), 12);
        assert_eq!(crack_shot_score(8, 7, 1), 7);
        assert_eq!(crack_shot_score(4, 7, 1), 5);
        // At any roll: the lowest faces are raised for the damage too.
        assert_eq!(crack_shot_score(1, 14, 2), 3);
        assert_eq!(crack_shot_score(2, 14, 2), 4);
        assert_eq!(crack_shot_score(1, 7, 1), 2);
        // Nothing to hit: left alone.
        assert_eq!(crack_shot_score(1, 0, 2), 1);
        let crack = Shooter { crack_shot: true, ..HUNTER };
        let mut d = DiceSource::scripted([8, 3]);
        let s = shoot(&mut d, crack, ShotKind::Snap, true).unwrap();
        assert_eq!((s.score, s.damage), (7, 10));
    }

    // rule: EX-FOOD-06
    // rule: EX-FOOD-07
    // rule: EX-FOOD-08
    // rule: EX-FOOD-09
    // rule: EX-FOOD-10
    // rule: EX-FOOD-11
    // rule: EX-WATER-04
    // rule: EX-WATER-05
    // rule: EX-WATER-06
    // rule: EX-WATER-07
    // rule: EX-WATER-08
    // rule: EX-WATER-09
    #[test]
    fn hunger_and_thirst_add_to_the_shooting_die() {
        // "+2 to all shooting die rolls": a 6 reads 8 and misses a snap shot needing 7.
        let starving = Shooter { penalty: 2, ..HUNTER };
        let s = shoot(&mut DiceSource::scripted([6]), starving, ShotKind::Snap, true).unwrap();
        assert_eq!((s.roll, s.score, s.hit, s.missed_by), (6, 8, false, 1));
        // An aimed shot: a 10 reads 14, still a hit, scoring 14.
        let s =
            shoot(&mut DiceSource::scripted([10]), Shooter { penalty: 4, ..HUNTER }, ShotKind::Aimed, true).unwrap();
        assert_eq!((s.score, s.damage), (14, 14));
        // A Crack Shot adjusts the modified score: a 6 reads 8, adjusted to 7.
        let s = aim(&mut DiceSource::scripted([6]), Shooter { crack_shot: true, ..starving }, ShotKind::Snap).unwrap();
        assert_eq!((s.score, s.hit), (7, true));
    }

    // rule: EX-OUTFIT-20
    #[test]
    fn the_side_arm_is_in_hand_once_the_rifle_is_dry() {
        assert_eq!(HUNTER.in_hand(11, 10).map(|s| s.weapon), Some(Weapon::Rifle));
        assert_eq!(HUNTER.in_hand(10, 10).map(|s| s.weapon), Some(Weapon::Pistol));
        assert_eq!(HUNTER.in_hand(3, 0).map(|s| s.weapon), Some(Weapon::Rifle));
        assert_eq!(HUNTER.in_hand(0, 10), None);
    }
}
