//! King Solomon's Mines: the voodoo signs, the witch doctor and his warriors, the trap and the
//! escape.
//!
//! Source: expedition game, "King Solomon's Mines"; RULINGS.md ("average the treasure" =
//! Portage Points of treasure per man in the party).

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::encounter_error::{EncounterResult, face, roll_sum};

/// What the voodoo signs on the route do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileVoodooSigns"))]
pub struct VoodooSigns {
    /// All ordinary bearers are scared off (always).
    pub bearers_flee: bool,
    /// The askari's D6 (None without askari).
    pub askari_roll: Option<u8>,
    /// The askari are scared off (1-3), all together (docs/rulings.md).
    pub askari_flee: bool,
}

/// The voodoo signs: ordinary bearers flee automatically; the askari on 1-3 on one D6 for them
/// all.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn voodoo_signs(dice: &mut dyn Dice, askari: u32) -> EncounterResult<VoodooSigns> {
    let askari_roll = if askari > 0 { Some(face(dice, Die::D6)?) } else { None };
    Ok(VoodooSigns { bearers_flee: true, askari_roll, askari_flee: askari_roll.is_some_and(|r| r <= 3) })
}

/// The witch doctor's hostile generic warriors at the entrance: 3D6.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn entrance_warriors(dice: &mut dyn Dice) -> EncounterResult<u32> {
    Ok(roll_sum(dice, Die::D6, 3)?.0)
}

/// Inside the mines (the turn after the warriors are beaten): 1D6, a 1 foils the witch doctor's
/// trap (the party carries out all the treasure it can: Europeans and askari may carry it);
/// anything else traps the party. Returns (roll, trapped).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn enter_mines(dice: &mut dyn Dice) -> EncounterResult<(u8, bool)> {
    let roll = face(dice, Die::D6)?;
    Ok((roll, roll != 1))
}

/// An escape attempt (once per turn while trapped): Portage Points of treasure carried per man
/// in the party (rounded down), plus a D20: 15 or less escapes with the treasure. Returns
/// (roll, total, escaped). The party may drop treasure before trying, to lighten the average.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn escape_attempt(dice: &mut dyn Dice, treasure_pp: u32, men: u32) -> EncounterResult<(u8, u32, bool)> {
    let average = treasure_pp.checked_div(men).unwrap_or(treasure_pp);
    let roll = face(dice, Die::D20)?;
    let total = average.saturating_add(u32::from(roll));
    Ok((roll, total, total <= 15))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-QUEST-07
    #[test]
    fn voodoo_signs_scare_bearers_always_and_askari_on_1_to_3() {
        let mut d = DiceSource::scripted([3, 4]);
        assert!(voodoo_signs(&mut d, 5).unwrap().askari_flee);
        let v = voodoo_signs(&mut d, 5).unwrap();
        assert!(v.bearers_flee && !v.askari_flee);
        assert_eq!(voodoo_signs(&mut d, 0).unwrap().askari_roll, None);
    }

    // rule: EX-QUEST-08
    // rule: EX-QUEST-09
    #[test]
    fn warriors_then_the_trap() {
        let mut d = DiceSource::scripted([1, 2, 3, 1, 4]);
        assert_eq!(entrance_warriors(&mut d).unwrap(), 6);
        assert_eq!(enter_mines(&mut d).unwrap(), (1, false));
        assert_eq!(enter_mines(&mut d).unwrap(), (4, true));
    }

    // rule: EX-QUEST-10
    // rule: EX-QUEST-11
    #[test]
    fn escape_averages_the_treasure_per_man() {
        // 30 PP over 6 men = 5; D20 10 -> 15 escapes; 11 -> 16 trapped.
        let mut d = DiceSource::scripted([10, 11, 20]);
        assert_eq!(escape_attempt(&mut d, 30, 6).unwrap(), (10, 15, true));
        assert_eq!(escape_attempt(&mut d, 30, 6).unwrap(), (11, 16, false));
        assert!(!escape_attempt(&mut d, 0, 0).unwrap().2);
    }
}
