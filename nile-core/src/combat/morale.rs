//! The Morale table: the D6 results that break a group, by unit type and percentage lost.
//!
//! Source: expedition game, "Morale"; RULINGS.md "Further rulings" (first check at the end of
//! the turn in which losses reach 10%; bearers check against their own losses).

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::encounter_error::{EncounterResult, face};
use crate::natives::NativeKind;

/// A group that checks morale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMoraleGroup"))]
#[serde(rename_all = "snake_case")]
pub enum MoraleGroup {
    /// A unit of native warriors of a kind.
    Natives(NativeKind),
    /// All the ordinary bearers (reliable bearers excluded).
    Bearers,
    /// All the askari.
    Askari,
}

/// The highest D6 that breaks the group at each band of losses (10%, 20%, 30%, 40%, 50%+);
/// 0 means it cannot break at that band.
pub const fn breaks_up_to(group: MoraleGroup) -> [u8; 5] {
    match group {
        MoraleGroup::Natives(NativeKind::Generic) => [1, 2, 3, 4, 5],
        MoraleGroup::Natives(NativeKind::Masai) => [0, 1, 2, 3, 4],
        MoraleGroup::Natives(NativeKind::Amazon) => [0, 0, 2, 3, 4],
        MoraleGroup::Natives(NativeKind::Pygmy) => [1, 2, 4, 5, 5],
        MoraleGroup::Bearers => [1, 3, 5, 5, 5],
        MoraleGroup::Askari => [0, 1, 2, 4, 5],
    }
}

/// The band (1-5 for 10%-50%+) of `lost` out of `total`; 0 below 10%.
pub const fn loss_band(lost: u32, total: u32) -> u8 {
    if total == 0 {
        return 0;
    }
    let tenths = (lost as u64 * 10) / total as u64;
    if tenths >= 5 { 5 } else { tenths as u8 }
}

/// A morale check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMoraleCheck"))]
pub struct MoraleCheck {
    /// The loss band, 1-5.
    pub band: u8,
    /// The D6.
    pub roll: u8,
    /// True when the group breaks and runs away.
    pub breaks: bool,
}

/// Check morale for a group with `lost` of `total` figures out of the fight. No die is rolled
/// below 10% losses (`Ok(None)`).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn morale_check(
    dice: &mut dyn Dice,
    group: MoraleGroup,
    lost: u32,
    total: u32,
) -> EncounterResult<Option<MoraleCheck>> {
    let band = loss_band(lost, total);
    if band == 0 {
        return Ok(None);
    }
    let roll = face(dice, Die::D6)?;
    let limit = breaks_up_to(group)[usize::from(band - 1)];
    Ok(Some(MoraleCheck { band, roll, breaks: roll <= limit }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    fn breaks_at(group: MoraleGroup, band_lost: u32) -> [bool; 6] {
        [1, 2, 3, 4, 5, 6].map(|r| {
            let mut d = DiceSource::scripted([r]);
            morale_check(&mut d, group, band_lost, 10).unwrap().unwrap().breaks
        })
    }
    fn count(group: MoraleGroup) -> [usize; 5] {
        [1, 2, 3, 4, 5].map(|lost| breaks_at(group, lost).iter().filter(|b| **b).count())
    }

    // rule: EX-MORALE-01
    #[test]
    fn no_check_below_ten_percent_and_bands_cap_at_fifty() {
        let mut d = DiceSource::scripted([]);
        assert_eq!(morale_check(&mut d, MoraleGroup::Askari, 0, 10).unwrap(), None);
        assert_eq!(morale_check(&mut d, MoraleGroup::Askari, 1, 11).unwrap(), None);
        assert_eq!(loss_band(9, 10), 5);
        assert_eq!(loss_band(2, 10), 2);
        assert_eq!(loss_band(1, 0), 0);
    }

    // rule: EX-MORALE-02
    // rule: EX-MORALE-03
    // rule: EX-MORALE-04
    // rule: EX-MORALE-05
    // rule: EX-MORALE-06
    // rule: EX-MORALE-07
    // rule: EX-MORALE-08
    #[test]
    fn the_morale_table() {
        assert_eq!(count(MoraleGroup::Natives(NativeKind::Generic)), [1, 2, 3, 4, 5]);
        assert_eq!(count(MoraleGroup::Natives(NativeKind::Masai)), [0, 1, 2, 3, 4]);
        assert_eq!(count(MoraleGroup::Natives(NativeKind::Amazon)), [0, 0, 2, 3, 4]);
        assert_eq!(count(MoraleGroup::Natives(NativeKind::Pygmy)), [1, 2, 4, 5, 5]);
        assert_eq!(count(MoraleGroup::Bearers), [1, 3, 5, 5, 5]);
        assert_eq!(count(MoraleGroup::Askari), [0, 1, 2, 4, 5]);
        // A roll of 6 never breaks anyone.
        assert!(!breaks_at(MoraleGroup::Bearers, 9)[5]);
    }
}
