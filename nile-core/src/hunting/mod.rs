//! Hunting: the hunting party, the Hunting Results table by terrain, ammunition used, the Hunter
//! skill, and the chance of an encounter with dangerous game.
//!
//! Source: expedition game, "Hunting" (Hunting Parties, Hunting Results Tables, Ammo usage while
//! hunting, Determining If An Encounter Occurs); RULINGS.md "Further rulings" (overlapping
//! bands). The encounter itself is [`encounters`] (the 2D6 table) and [`crate::animals`] (the
//! tactical fight).

pub mod encounters;

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::encounter_error::{EncounterError, EncounterResult, face, roll_sum};

/// The ground a hunting party hunts on (the five Hunting Results tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntingGround"))]
#[serde(rename_all = "snake_case")]
pub enum HuntingGround {
    /// Jungle.
    Jungle,
    /// Veldt.
    Veldt,
    /// Mountain.
    Mountain,
    /// Swamp.
    Swamp,
    /// Desert.
    Desert,
}

impl HuntingGround {
    /// The Hunting Results table of a terrain (each terrain has its own).
    pub const fn of(t: crate::map::Terrain) -> HuntingGround {
        match t {
            crate::map::Terrain::Jungle => HuntingGround::Jungle,
            crate::map::Terrain::Veldt => HuntingGround::Veldt,
            crate::map::Terrain::Mountain => HuntingGround::Mountain,
            crate::map::Terrain::Swamp => HuntingGround::Swamp,
            crate::map::Terrain::Desert => HuntingGround::Desert,
        }
    }
}

/// The make-up of a hunting party: at least 1 hunter and 2 porters; gun bearers may join.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntingPartySize"))]
pub struct HuntingPartySize {
    /// Hunters (explorers or askari who shoot).
    pub hunters: u32,
    /// Porters.
    pub porters: u32,
    /// Gun bearers.
    pub gun_bearers: u32,
}

impl HuntingPartySize {
    /// Check the minimum: 1 hunter and 2 porters.
    ///
    /// # Errors
    /// [`EncounterError::InvalidInput`] when the party is too small.
    pub fn validate(&self) -> EncounterResult<()> {
        if self.hunters < 1 || self.porters < 2 {
            return Err(EncounterError::InvalidInput(alloc::format!(
                "a hunting party needs at least 1 hunter and 2 porters, got {} and {}",
                self.hunters,
                self.porters
            )));
        }
        Ok(())
    }

    /// Members of the party, for the stampede's per-member roll.
    pub const fn members(&self) -> u32 {
        self.hunters + self.porters + self.gun_bearers
    }
}

/// One more man for the hunting party, or none (EX-HUNT-01: "Additional hunters, porters,
/// and/or gun bearers may also be added").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntJoin"))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[serde(expecting = "a hunt role: an object whose `kind` is `hunter`, `porter`, `gun_bearer` or `set_off`")]
pub enum HuntJoin {
    /// This man joins as a hunter (the explorer with a rifle and rounds, an askari with rounds).
    Hunter {
        /// The man.
        man: crate::party::ManId,
    },
    /// One more bearer joins as a porter.
    Porter,
    /// One more bearer joins as a gun bearer.
    GunBearer,
    /// Nobody more: the party sets off.
    SetOff,
}

/// How far the hunting party goes from the main group after normal movement: 4D6 inches in any
/// direction (the direction is the player's; the caller reads the ground there).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn hunting_party_move(dice: &mut dyn Dice) -> EncounterResult<u32> {
    Ok(roll_sum(dice, Die::D6, 4)?.0)
}

/// One row of a Hunting Results table: a fixed amount, or 1D6 times a multiplier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntRow"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HuntRow {
    /// A fixed number of food units.
    Fixed {
        /// Units of food.
        food: u32,
    },
    /// 1D6 x `times` units of food.
    Times {
        /// The multiplier of the D6.
        times: u32,
    },
}

/// The Hunting Results table for a ground and a (modified) D6 result; results above 6 read 6.
/// Overlapping printed bands follow RULINGS.md (Swamp 1-2 = 0, 3-4 = 2; Desert 1-2 = 0,
/// 3-4 = 1).
pub const fn hunting_row(ground: HuntingGround, result: u8) -> HuntRow {
    let r = if result > 6 { 6 } else { result };
    let (low, mid, five, times) = match ground {
        HuntingGround::Jungle => (0, 2, 5, 5),
        HuntingGround::Veldt | HuntingGround::Mountain => (0, 5, 10, 10),
        HuntingGround::Swamp => (0, 2, 5, 10),
        HuntingGround::Desert => (0, 1, 2, 5),
    };
    match r {
        0..=2 => HuntRow::Fixed { food: low },
        3 | 4 => HuntRow::Fixed { food: mid },
        5 => HuntRow::Fixed { food: five },
        _ => HuntRow::Times { times },
    }
}

/// The result of one hunt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntOutcome"))]
pub struct HuntOutcome {
    /// The results D6 face.
    pub roll: u8,
    /// The multiplier D6 face, on a 6.
    pub multiplier: Option<u8>,
    /// Units of food the hunt yields (if an encounter occurs, only if the animal is killed).
    pub food: u32,
    /// Rounds of ammunition used (1D6 per 10 units of food or fraction).
    pub ammo_used: u32,
    /// True when a dangerous-game encounter occurs (roll 2D6 on [`encounters`]).
    pub encounter: bool,
}

/// Hunt once. The Hunter skill adds 1 to every roll for food (the results die and the
/// multiplier die). An encounter occurs when the results die shows a natural 6 and the
/// multiplier die a natural 1 or 2 (docs/rulings.md "Hunting with the Hunter skill"). Ammunition
/// is rolled for the food found, encounter or not. Dice order: results D6, multiplier D6 (on a
/// 6), then the ammunition D6s.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn hunt(dice: &mut dyn Dice, ground: HuntingGround, hunter_skill: bool) -> EncounterResult<HuntOutcome> {
    let bonus = u8::from(hunter_skill);
    let roll = face(dice, Die::D6)?;
    let (food, multiplier) = match hunting_row(ground, roll + bonus) {
        HuntRow::Fixed { food } => (food, None),
        HuntRow::Times { times } => {
            let m = face(dice, Die::D6)?;
            (u32::from(m + bonus) * times, Some(m))
        }
    };
    let encounter = roll == 6 && matches!(multiplier, Some(1 | 2));
    let ammo_used = ammo_for_food(dice, food)?;
    Ok(HuntOutcome { roll, multiplier, food, ammo_used, encounter })
}

/// Rounds used for `food` units hunted: 1D6 for each 10 units or fraction (none for no food).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn ammo_for_food(dice: &mut dyn Dice, food: u32) -> EncounterResult<u32> {
    let rolls = food.div_ceil(10) as usize;
    Ok(roll_sum(dice, Die::D6, rolls)?.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-HUNT-01
    #[test]
    fn a_hunting_party_needs_a_hunter_and_two_porters() {
        assert!(HuntingPartySize { hunters: 1, porters: 2, gun_bearers: 0 }.validate().is_ok());
        assert!(HuntingPartySize { hunters: 0, porters: 2, gun_bearers: 1 }.validate().is_err());
        assert!(HuntingPartySize { hunters: 2, porters: 1, gun_bearers: 3 }.validate().is_err());
    }

    // rule: EX-HUNT-02
    #[test]
    fn the_party_moves_4d6() {
        let mut d = DiceSource::scripted([1, 2, 3, 4]);
        assert_eq!(hunting_party_move(&mut d).unwrap(), 10);
    }

    fn rows(g: HuntingGround) -> [HuntRow; 6] {
        [1, 2, 3, 4, 5, 6].map(|r| hunting_row(g, r))
    }
    const fn f(food: u32) -> HuntRow {
        HuntRow::Fixed { food }
    }
    const fn t(times: u32) -> HuntRow {
        HuntRow::Times { times }
    }

    // rule: EX-HUNT-03
    // rule: EX-HUNT-04
    // rule: EX-HUNT-05
    // rule: EX-HUNT-06
    // rule: EX-HUNT-07
    #[test]
    fn hunting_results_tables() {
        assert_eq!(rows(HuntingGround::Jungle), [f(0), f(0), f(2), f(2), f(5), t(5)]);
        assert_eq!(rows(HuntingGround::Veldt), [f(0), f(0), f(5), f(5), f(10), t(10)]);
        assert_eq!(rows(HuntingGround::Mountain), [f(0), f(0), f(5), f(5), f(10), t(10)]);
        assert_eq!(rows(HuntingGround::Swamp), [f(0), f(0), f(2), f(2), f(5), t(10)]);
        assert_eq!(rows(HuntingGround::Desert), [f(0), f(0), f(1), f(1), f(2), t(5)]);
    }

    // rule: EX-HUNT-08
    #[test]
    fn ammo_is_a_d6_per_ten_food_or_fraction() {
        let mut d = DiceSource::scripted([6, 3, 2, 4, 1]);
        let h = hunt(&mut d, HuntingGround::Veldt, false).unwrap();
        assert_eq!((h.food, h.ammo_used, h.encounter), (30, 7, false));
        let mut d = DiceSource::scripted([4]);
        assert_eq!(ammo_for_food(&mut d, 0).unwrap(), 0);
        assert_eq!(ammo_for_food(&mut d, 2).unwrap(), 4);
    }

    // rule: EX-HUNT-09
    #[test]
    fn a_six_with_a_multiplier_of_one_or_two_is_an_encounter() {
        let mut d = DiceSource::scripted([6, 2, 5, 6, 3, 1, 1]);
        let h = hunt(&mut d, HuntingGround::Jungle, false).unwrap();
        assert_eq!((h.food, h.encounter), (10, true));
        let h = hunt(&mut d, HuntingGround::Jungle, false).unwrap();
        assert_eq!((h.food, h.encounter), (15, false));
    }

    // rule: EX-SKILL-05
    #[test]
    fn the_hunter_skill_adds_one_to_the_food_rolls() {
        let mut d = DiceSource::scripted([4, 2]);
        let h = hunt(&mut d, HuntingGround::Veldt, true).unwrap();
        assert_eq!(h.food, 10);
        // A 5 reads 6: 1D6 (+1) x 10, no encounter (not a natural 6).
        let mut d = DiceSource::scripted([5, 1, 1, 1]);
        let h = hunt(&mut d, HuntingGround::Veldt, true).unwrap();
        assert_eq!((h.food, h.encounter), (20, false));
    }
}
