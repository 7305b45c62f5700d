//! What a creature is in a fight: its movement dice, knock-down threshold, Survival Table row,
//! melee die and reaction to being shot.
//!
//! Source: expedition game, "Combat with Animals" (Movement Rates, Animal's Reaction To Being
//! Shot, Knock Down Table, Survival Table, Melee Dice Table) and "The Last Cigarette In The Sofa"
//! (the rabbit, the Tyrannosaurus, Kong). RULINGS.md "Survival Table".

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::encounter_error::{EncounterResult, face};

/// Every creature that can fight in an encounter: men (and women) and the beasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCreature"))]
#[serde(rename_all = "snake_case")]
pub enum Creature {
    /// A man: explorer, askari, bearer, porter or native warrior.
    Man,
    /// Hippopotamus.
    Hippopotamus,
    /// Elephant.
    Elephant,
    /// Rhinoceros.
    Rhinoceros,
    /// Buffalo.
    Buffalo,
    /// Lion.
    Lion,
    /// The white rabbit beyond the Gates of Peril.
    Rabbit,
    /// The medium-sized Tyrannosaurus beyond the Gates of Peril.
    Tyrannosaurus,
    /// Kong.
    Kong,
}

/// What an animal does (the hunting reaction tables and the reaction to being shot).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileReaction"))]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// Charges the figure it can most likely attack.
    Charge,
    /// Stays where it is.
    DoNothing,
    /// Moves 1D6" away (1D6 direction: straight, veer left, veer right).
    MoveAway,
    /// Runs toward cover away from the hunters, at its full movement.
    RunAway,
}

impl Creature {
    /// Movement dice and die: men 3D6 (clear) — see [`Creature::movement_in`] for rough ground;
    /// hippo and elephant 4D6, rhino and buffalo 5D6, lion 7D6, rabbit 4D10, Tyrannosaurus 6D6,
    /// Kong 8D6.
    pub const fn movement(self) -> (u8, Die) {
        match self {
            Creature::Man => (3, Die::D6),
            Creature::Hippopotamus | Creature::Elephant => (4, Die::D6),
            Creature::Rhinoceros | Creature::Buffalo => (5, Die::D6),
            Creature::Lion => (7, Die::D6),
            Creature::Rabbit => (4, Die::D10),
            Creature::Tyrannosaurus => (6, Die::D6),
            Creature::Kong => (8, Die::D6),
        }
    }

    /// Movement dice in rough ground: men drop to 2D6; animals are unchanged.
    pub const fn movement_in(self, rough: bool) -> (u8, Die) {
        match (self, rough) {
            (Creature::Man, true) => (2, Die::D6),
            _ => self.movement(),
        }
    }

    /// The Knock Down Table: damage from a single hit that knocks the creature off its feet.
    /// The rabbit has no printed value; it uses the lion's (docs/rulings.md).
    pub const fn knock_down(self) -> u32 {
        match self {
            Creature::Man => 3,
            Creature::Lion | Creature::Rabbit => 7,
            Creature::Hippopotamus => 8,
            Creature::Elephant | Creature::Buffalo => 9,
            Creature::Rhinoceros => 10,
            Creature::Tyrannosaurus => 20,
            Creature::Kong => 50,
        }
    }

    /// The lowest accumulated damage of damage levels 1 to 5 (the Survival Table's bands).
    /// The rabbit uses the lion's row (docs/rulings.md).
    pub const fn survival_bands(self) -> [u32; 5] {
        match self {
            Creature::Man => [1, 6, 10, 13, 15],
            Creature::Hippopotamus => [8, 16, 23, 29, 34],
            Creature::Elephant | Creature::Lion | Creature::Rabbit => [9, 18, 25, 32, 38],
            Creature::Buffalo | Creature::Rhinoceros => [10, 20, 29, 37, 44],
            Creature::Tyrannosaurus => [20, 40, 60, 80, 100],
            Creature::Kong => [50, 100, 150, 200, 260],
        }
    }

    /// The damage level 0-5 for an accumulated damage (0: below the first band, no roll).
    pub fn damage_level(self, damage: u32) -> u8 {
        let mut level = 0;
        for (i, &low) in self.survival_bands().iter().enumerate() {
            if damage >= low {
                level = i as u8 + 1;
            }
        }
        level
    }

    /// The Melee Dice Table: man D6, buffalo and hippo D10, elephant and rhino D12, lion D20;
    /// the rabbit, the Tyrannosaurus and Kong D20.
    pub const fn melee_die(self) -> Die {
        match self {
            Creature::Man => Die::D6,
            Creature::Buffalo | Creature::Hippopotamus => Die::D10,
            Creature::Elephant | Creature::Rhinoceros => Die::D12,
            Creature::Lion | Creature::Rabbit | Creature::Tyrannosaurus | Creature::Kong => Die::D20,
        }
    }

    /// The highest modified D6 that still means "charge" on the Reaction To Being Shot table
    /// (hippo 2, elephant 3, rhino and buffalo 4, lion 5). The rabbit "will always charge", and
    /// the Tyrannosaurus and Kong are given the lion's row (docs/rulings.md). Men: never asked.
    pub const fn charges_when_shot_up_to(self) -> u8 {
        match self {
            Creature::Hippopotamus => 2,
            Creature::Elephant => 3,
            Creature::Rhinoceros | Creature::Buffalo => 4,
            Creature::Lion | Creature::Tyrannosaurus | Creature::Kong | Creature::Man => 5,
            Creature::Rabbit => u8::MAX,
        }
    }
}

/// The lives-on range of a damage level: level 1 lives on 1-5, 2 on 1-4, 3 on 1-3, 4 on 1-2,
/// 5 on 1 (RULINGS.md "Survival Table"); level 0 always lives.
pub const fn lives_up_to(level: u8) -> u8 {
    match level {
        0 => 6,
        1..=5 => 6 - level,
        _ => 1,
    }
}

/// A Survival Table roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSurvivalRoll"))]
pub struct SurvivalRoll {
    /// The damage level (1-5).
    pub level: u8,
    /// The D6.
    pub roll: u8,
    /// True when the creature lives.
    pub lives: bool,
}

/// Roll on the Survival Table for a creature with `damage` accumulated. Damage below the first
/// band needs no roll (`Ok(None)`, no die drawn).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn survival_check(dice: &mut dyn Dice, creature: Creature, damage: u32) -> EncounterResult<Option<SurvivalRoll>> {
    let level = creature.damage_level(damage);
    if level == 0 {
        return Ok(None);
    }
    let roll = face(dice, Die::D6)?;
    Ok(Some(SurvivalRoll { level, roll, lives: roll <= lives_up_to(level) }))
}

/// Reaction To Being Shot: 1D6 + the animal's damage level, +1 if the shooter is 12" or more
/// away; a result up to the animal's charge range charges, above it runs away.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn reaction_to_shot(
    dice: &mut dyn Dice,
    creature: Creature,
    damage_level: u8,
    far: bool,
) -> EncounterResult<(u8, Reaction)> {
    let roll = face(dice, Die::D6)?;
    let total = roll.saturating_add(damage_level).saturating_add(u8::from(far));
    let r = if total <= creature.charges_when_shot_up_to() { Reaction::Charge } else { Reaction::RunAway };
    Ok((roll, r))
}

/// The result of one round of melee between two creatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMeleeRound"))]
pub struct MeleeRound {
    /// The first side's die score (with any bonus).
    pub first: u32,
    /// The second side's die score.
    pub second: u32,
    /// Damage taken by the first side (0 unless it lost by more than 2).
    pub first_damage: u32,
    /// Damage taken by the second side.
    pub second_damage: u32,
}

/// One round of melee: each side rolls its melee die, high die wins; a loser by more than 2
/// takes the difference as damage (a difference of 2 or less does nothing; ties do nothing).
/// `first_bonus` is the Pugilist's +1. Dice order: first, then second.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn melee_round(
    dice: &mut dyn Dice,
    first: Creature,
    first_bonus: u8,
    second: Creature,
) -> EncounterResult<MeleeRound> {
    let a = u32::from(face(dice, first.melee_die())?) + u32::from(first_bonus);
    let b = u32::from(face(dice, second.melee_die())?);
    let (first_damage, second_damage) = match a.abs_diff(b) {
        d if d <= 2 => (0, 0),
        d if a < b => (d, 0),
        d => (0, d),
    };
    Ok(MeleeRound { first: a, second: b, first_damage, second_damage })
}

/// Movement dice lost to damage (one per damage level, RULINGS.md) and to a knock-down (4 on
/// the next turn): the dice the creature rolls this turn, possibly zero.
pub fn movement_dice_left(creature: Creature, rough: bool, damage_level: u8, knocked_down: bool) -> u8 {
    let (n, _) = creature.movement_in(rough);
    let lost = damage_level.saturating_add(if knocked_down { 4 } else { 0 });
    n.saturating_sub(lost)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-ANIMAL-15
    // rule: EX-ANIMAL-16
    // rule: EX-ANIMAL-17
    // rule: EX-ANIMAL-18
    // rule: EX-ANIMAL-19
    // rule: EX-ANIMAL-20
    // rule: EX-COMBAT-05
    #[test]
    fn movement_rates() {
        assert_eq!(Creature::Man.movement_in(false), (3, Die::D6));
        assert_eq!(Creature::Man.movement_in(true), (2, Die::D6));
        assert_eq!(Creature::Hippopotamus.movement(), (4, Die::D6));
        assert_eq!(Creature::Elephant.movement(), (4, Die::D6));
        assert_eq!(Creature::Rhinoceros.movement(), (5, Die::D6));
        assert_eq!(Creature::Buffalo.movement(), (5, Die::D6));
        assert_eq!(Creature::Lion.movement_in(true), (7, Die::D6));
        assert_eq!(Creature::Rabbit.movement(), (4, Die::D10));
    }

    // rule: EX-DAMAGE-03
    // rule: EX-DAMAGE-04
    // rule: EX-DAMAGE-05
    // rule: EX-DAMAGE-06
    // rule: EX-DAMAGE-07
    // rule: EX-DAMAGE-08
    #[test]
    fn knock_down_table() {
        let want = [
            (Creature::Man, 3),
            (Creature::Lion, 7),
            (Creature::Hippopotamus, 8),
            (Creature::Elephant, 9),
            (Creature::Buffalo, 9),
            (Creature::Rhinoceros, 10),
            (Creature::Tyrannosaurus, 20),
            (Creature::Kong, 50),
        ];
        for (c, k) in want {
            assert_eq!(c.knock_down(), k, "{c:?}");
        }
    }

    // rule: EX-DAMAGE-09
    // rule: EX-DAMAGE-10
    // rule: EX-DAMAGE-11
    // rule: EX-DAMAGE-12
    // rule: EX-DAMAGE-13
    // rule: EX-DAMAGE-14
    // rule: EX-DAMAGE-15
    #[test]
    fn survival_bands_give_levels() {
        let rows: [(Creature, [(u32, u8); 6]); 6] = [
            (Creature::Man, [(0, 0), (5, 1), (9, 2), (12, 3), (14, 4), (15, 5)]),
            (Creature::Hippopotamus, [(7, 0), (15, 1), (22, 2), (28, 3), (33, 4), (34, 5)]),
            (Creature::Elephant, [(8, 0), (17, 1), (24, 2), (31, 3), (37, 4), (38, 5)]),
            (Creature::Lion, [(8, 0), (9, 1), (18, 2), (25, 3), (32, 4), (99, 5)]),
            (Creature::Buffalo, [(9, 0), (19, 1), (28, 2), (36, 3), (43, 4), (44, 5)]),
            (Creature::Rhinoceros, [(9, 0), (10, 1), (20, 2), (29, 3), (37, 4), (44, 5)]),
        ];
        for (c, cases) in rows {
            for (dmg, lvl) in cases {
                assert_eq!(c.damage_level(dmg), lvl, "{c:?} at {dmg}");
            }
        }
        assert_eq!([lives_up_to(1), lives_up_to(2), lives_up_to(3), lives_up_to(4), lives_up_to(5)], [5, 4, 3, 2, 1]);
        let mut d = DiceSource::scripted([5, 6, 2, 3]);
        assert_eq!(survival_check(&mut d, Creature::Lion, 3).unwrap(), None);
        assert!(survival_check(&mut d, Creature::Lion, 9).unwrap().unwrap().lives);
        assert!(!survival_check(&mut d, Creature::Lion, 9).unwrap().unwrap().lives);
        assert!(survival_check(&mut d, Creature::Man, 13).unwrap().unwrap().lives);
        assert!(!survival_check(&mut d, Creature::Man, 13).unwrap().unwrap().lives);
    }

    // rule: EX-QUEST-30
    // rule: EX-QUEST-31
    // rule: EX-QUEST-29
    #[test]
    fn extraordinary_creatures() {
        assert_eq!(Creature::Tyrannosaurus.damage_level(19), 0);
        assert_eq!(Creature::Tyrannosaurus.damage_level(100), 5);
        assert_eq!(Creature::Kong.damage_level(259), 4);
        assert_eq!(Creature::Kong.damage_level(260), 5);
        assert_eq!(Creature::Tyrannosaurus.movement(), (6, Die::D6));
        assert_eq!(Creature::Kong.movement(), (8, Die::D6));
        assert_eq!(Creature::Rabbit.melee_die(), Die::D20);
        let mut d = DiceSource::scripted([6]);
        assert_eq!(reaction_to_shot(&mut d, Creature::Rabbit, 5, true).unwrap().1, Reaction::Charge);
    }

    // rule: EX-DAMAGE-16
    // rule: EX-DAMAGE-02
    #[test]
    fn damage_and_knock_down_cost_movement_dice() {
        assert_eq!(movement_dice_left(Creature::Lion, false, 2, false), 5);
        assert_eq!(movement_dice_left(Creature::Lion, false, 0, true), 3);
        assert_eq!(movement_dice_left(Creature::Elephant, false, 0, true), 0);
        assert_eq!(movement_dice_left(Creature::Man, true, 3, false), 0);
    }

    // rule: EX-DAMAGE-17
    // rule: EX-DAMAGE-18
    // rule: EX-DAMAGE-19
    // rule: EX-DAMAGE-20
    // rule: EX-DAMAGE-21
    // rule: EX-DAMAGE-22
    #[test]
    fn melee_dice_table() {
        assert_eq!(Creature::Man.melee_die(), Die::D6);
        assert_eq!(Creature::Buffalo.melee_die(), Die::D10);
        assert_eq!(Creature::Hippopotamus.melee_die(), Die::D10);
        assert_eq!(Creature::Elephant.melee_die(), Die::D12);
        assert_eq!(Creature::Rhinoceros.melee_die(), Die::D12);
        assert_eq!(Creature::Lion.melee_die(), Die::D20);
    }

    // rule: EX-DAMAGE-23
    // rule: EX-COMBAT-10
    #[test]
    fn lost_melee_round_by_more_than_two_does_the_difference() {
        let mut d = DiceSource::scripted([2, 4, 1, 15, 6, 2, 3, 3]);
        let r = melee_round(&mut d, Creature::Man, 0, Creature::Lion).unwrap();
        assert_eq!((r.first_damage, r.second_damage), (0, 0));
        let r = melee_round(&mut d, Creature::Man, 0, Creature::Lion).unwrap();
        assert_eq!((r.first_damage, r.second_damage), (14, 0));
        // A pugilist's +1: 6 + 1 against 2 = 5 damage to the second.
        let r = melee_round(&mut d, Creature::Man, 1, Creature::Man).unwrap();
        assert_eq!((r.first, r.second_damage), (7, 5));
        let r = melee_round(&mut d, Creature::Man, 0, Creature::Man).unwrap();
        assert_eq!((r.first_damage, r.second_damage), (0, 0));
    }

    // rule: EX-SHOT-05
    // rule: EX-SHOT-06
    // rule: EX-SHOT-07
    // rule: EX-SHOT-08
    // rule: EX-SHOT-09
    // rule: EX-SHOT-10
    #[test]
    fn reaction_to_being_shot() {
        let table: [(Creature, u8); 5] = [
            (Creature::Hippopotamus, 2),
            (Creature::Rhinoceros, 4),
            (Creature::Elephant, 3),
            (Creature::Buffalo, 4),
            (Creature::Lion, 5),
        ];
        for (c, up_to) in table {
            for roll in 1..=6u32 {
                let mut d = DiceSource::scripted([roll]);
                let want = if roll <= u32::from(up_to) { Reaction::Charge } else { Reaction::RunAway };
                assert_eq!(reaction_to_shot(&mut d, c, 0, false).unwrap().1, want, "{c:?} {roll}");
            }
        }
        // Damage level and range add to the roll: a lion at level 1, 12"+ away, rolling 4 -> 6 runs.
        let mut d = DiceSource::scripted([4, 4]);
        assert_eq!(reaction_to_shot(&mut d, Creature::Lion, 1, true).unwrap().1, Reaction::RunAway);
        assert_eq!(reaction_to_shot(&mut d, Creature::Lion, 1, false).unwrap().1, Reaction::Charge);
    }
}
