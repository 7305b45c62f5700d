//! The Lost City of the Amazons: helping the villagers (a combat with the Amazons), or trying
//! one's luck at the gate (six fates), and the city bearers' homesickness.
//!
//! Source: expedition game, "Lost City Of The Amazons"; docs/rulings.md "The Amazons".

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use super::LOAD;
use crate::encounter_error::{EncounterResult, face, roll_sum};
use crate::natives::{NativeKind, Tribe, tribe_size};

/// Helping the villagers: 4D6 village warriors lead the party to the city and fight beside it
/// (they join the askari for the fight, docs/rulings.md); the city's Amazons are a tribe rolled
/// on the Size Of Tribe table. Returns (village warriors, the Amazons).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn help_the_villagers(dice: &mut dyn Dice) -> EncounterResult<(u32, Tribe)> {
    let allies = roll_sum(dice, Die::D6, 4)?.0;
    let amazons = tribe_size(dice, NativeKind::Amazon)?;
    Ok((allies, amazons))
}

/// The treasure won by beating the Amazons: 2D6 loads (10 Portage Points each).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn victory_treasure(dice: &mut dyn Dice) -> EncounterResult<u32> {
    Ok(roll_sum(dice, Die::D6, 2)?.0 * LOAD)
}

/// What happens at the gate of a party that declined to help (1D6 on reaching the city).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileGateFate"))]
#[serde(tag = "fate", rename_all = "snake_case")]
pub enum GateFate {
    /// 1: attacked at once (a combat with the Amazons; their number as for helping).
    Attacked,
    /// 2: duped, stripped of all possessions and thrown out.
    Stripped,
    /// 3: turned away at the gates.
    TurnedAway,
    /// 4: admitted for 1 turn; given a token proving the city (2 Portage Points).
    Admitted,
    /// 5: honoured guests for `turns` (1D6) turns; `treasure` (5D10) Portage Points and the use
    /// of `bearers` (2D6) city bearers.
    HonouredGuests {
        /// Turns kept busy in the city.
        turns: u32,
        /// Portage Points of treasure given.
        treasure: u32,
        /// City bearers lent.
        bearers: u32,
    },
    /// 6: held in god-like captivity at the temple ([`captivity_turn`] each turn).
    GodLike,
}

/// Portage Points of the Lost City token.
pub const TOKEN_PORTAGE: u32 = 2;

/// Roll the fate at the gate and its dice.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn at_the_gate(dice: &mut dyn Dice) -> EncounterResult<(u8, GateFate)> {
    let roll = face(dice, Die::D6)?;
    let fate = match roll {
        1 => GateFate::Attacked,
        2 => GateFate::Stripped,
        3 => GateFate::TurnedAway,
        4 => GateFate::Admitted,
        5 => {
            let turns = u32::from(face(dice, Die::D6)?);
            let treasure = roll_sum(dice, Die::D10, 5)?.0;
            let bearers = roll_sum(dice, Die::D6, 2)?.0;
            GateFate::HonouredGuests { turns, treasure, bearers }
        }
        _ => GateFate::GodLike,
    };
    Ok((roll, fate))
}

/// A turn of god-like captivity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCaptivity"))]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Captivity {
    /// Still held.
    Held,
    /// 6-7: escapes with its men, belongings and proof of the city.
    EscapesWithProof,
    /// Over 7: escapes with men and goods, `slaves` (1D6) city slaves as reliable bearers and
    /// `treasure` (4D6) Portage Points of treasure.
    EscapesWithRiches {
        /// Extra reliable bearers.
        slaves: u32,
        /// Treasure grabbed.
        treasure: u32,
    },
}

/// A turn held at the temple: 1D6 + 1 per full turn already spent there. Escapers are hunted by
/// the Amazons until the mountain divide (the caller keeps that flag).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn captivity_turn(dice: &mut dyn Dice, full_turns_held: u32) -> EncounterResult<(u8, Captivity)> {
    let roll = face(dice, Die::D6)?;
    let total = u32::from(roll).saturating_add(full_turns_held);
    let out = match total {
        0..=5 => Captivity::Held,
        6 | 7 => Captivity::EscapesWithProof,
        _ => {
            let slaves = u32::from(face(dice, Die::D6)?);
            let treasure = roll_sum(dice, Die::D6, 4)?.0;
            Captivity::EscapesWithRiches { slaves, treasure }
        }
    };
    Ok((roll, out))
}

/// Homesickness of a city bearer once the mountains are crossed: 1D10 + turns since the
/// crossing; 8 or more = he drops his load and goes home. Returns (roll, leaves).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn homesick(dice: &mut dyn Dice, turns_since_crossing: u32) -> EncounterResult<(u8, bool)> {
    let roll = face(dice, Die::D10)?;
    Ok((roll, u32::from(roll).saturating_add(turns_since_crossing) >= 8))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-QUEST-15
    #[test]
    fn helping_the_villagers() {
        let mut d = DiceSource::scripted([1, 2, 3, 4, 2, 7, 6, 5]);
        let (allies, amazons) = help_the_villagers(&mut d).unwrap();
        assert_eq!((allies, amazons.kind, amazons.warriors), (10, NativeKind::Amazon, 22));
        assert_eq!(victory_treasure(&mut d).unwrap(), 110);
    }

    // rule: EX-QUEST-16
    // rule: EX-QUEST-17
    // rule: EX-QUEST-18
    // rule: EX-QUEST-19
    // rule: EX-QUEST-20
    // rule: EX-QUEST-21
    // rule: EX-QUEST-22
    #[test]
    fn the_six_fates_at_the_gate() {
        let mut d = DiceSource::scripted([1, 2, 3, 4, 6]);
        assert_eq!(at_the_gate(&mut d).unwrap().1, GateFate::Attacked);
        assert_eq!(at_the_gate(&mut d).unwrap().1, GateFate::Stripped);
        assert_eq!(at_the_gate(&mut d).unwrap().1, GateFate::TurnedAway);
        assert_eq!(at_the_gate(&mut d).unwrap().1, GateFate::Admitted);
        assert_eq!(at_the_gate(&mut d).unwrap().1, GateFate::GodLike);
        let mut d = DiceSource::scripted([5, 3, 1, 2, 3, 4, 10, 6, 6]);
        assert_eq!(at_the_gate(&mut d).unwrap().1, GateFate::HonouredGuests { turns: 3, treasure: 20, bearers: 12 });
        assert_eq!(TOKEN_PORTAGE, 2);
    }

    // rule: EX-QUEST-22
    #[test]
    fn god_like_captivity() {
        let mut d = DiceSource::scripted([5, 5, 6, 3, 1, 1, 1, 1]);
        assert_eq!(captivity_turn(&mut d, 0).unwrap().1, Captivity::Held);
        assert_eq!(captivity_turn(&mut d, 1).unwrap().1, Captivity::EscapesWithProof);
        assert_eq!(captivity_turn(&mut d, 2).unwrap().1, Captivity::EscapesWithRiches { slaves: 3, treasure: 4 });
    }

    // rule: EX-QUEST-21
    #[test]
    fn city_bearers_get_homesick() {
        let mut d = DiceSource::scripted([7, 6]);
        assert!(!homesick(&mut d, 0).unwrap().1);
        assert!(homesick(&mut d, 2).unwrap().1);
    }
}
