//! The Elephants' Graveyard: the desert around it, the toxic waterhole and the tusks.
//!
//! Source: expedition game, "The Elephants Graveyard".

use crate::luck::Dice;
use tabletop::Die;

use crate::encounter_error::{EncounterResult, face};

/// The desert around the graveyard: one square foot (one 12" square) of the table.
pub const DESERT_SQUARES: u32 = 1;
/// Movement in the graveyard's desert uses D4s instead of D6s.
pub const DESERT_DIE: Die = Die::D4;
/// Portage Points of one elephant tusk.
pub const TUSK_PORTAGE: u32 = 10;

/// The toxic water at the waterhole: 1D6 - 3 porters fall sick (none below 0), at most the
/// porters there are. Returns (roll, sick).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn toxic_water(dice: &mut dyn Dice, porters: u32) -> EncounterResult<(u8, u32)> {
    let roll = face(dice, Die::D6)?;
    Ok((roll, u32::from(roll.saturating_sub(3)).min(porters)))
}

/// How many tusks fit in `free_portage` Portage Points.
pub const fn tusks_that_fit(free_portage: u32) -> u32 {
    free_portage / TUSK_PORTAGE
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-QUEST-12
    // rule: EX-QUEST-13
    // rule: EX-QUEST-14
    #[test]
    fn graveyard_rules() {
        assert_eq!(DESERT_DIE, Die::D4);
        assert_eq!(DESERT_SQUARES, 1);
        let mut d = DiceSource::scripted([3, 6, 6]);
        assert_eq!(toxic_water(&mut d, 10).unwrap(), (3, 0));
        assert_eq!(toxic_water(&mut d, 10).unwrap(), (6, 3));
        assert_eq!(toxic_water(&mut d, 2).unwrap(), (6, 2));
        assert_eq!(tusks_that_fit(35), 3);
    }
}
