//! Activity Levels: Cautious, Normal, Reckless (expedition game, "Step 1: Select An Activity
//! Level"; EX-ACT-01 to EX-ACT-04, EX-MOVE-08; RULINGS.md "Lost Check" and "Event check").

use crate::luck::Roller;
use core::fmt;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// The care an expedition takes this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileActivityLevel"))]
#[serde(rename_all = "snake_case")]
pub enum ActivityLevel {
    /// 2 movement dice, +1 on the Lost Check, event die 1D8, posture +1D6.
    Cautious,
    /// 3 movement dice, no modifiers, event die 1D6.
    Normal,
    /// 5 movement dice, -1 on the Lost Check, event die 1D6-1, posture -1D6.
    Reckless,
}

impl ActivityLevel {
    /// All three.
    pub const ALL: [ActivityLevel; 3] = [ActivityLevel::Cautious, ActivityLevel::Normal, ActivityLevel::Reckless];

    /// Movement dice (EX-ACT-02..04).
    pub const fn movement_dice(self) -> u8 {
        match self {
            ActivityLevel::Cautious => 2,
            ActivityLevel::Normal => 3,
            ActivityLevel::Reckless => 5,
        }
    }

    /// Modifier to the Lost Check's D6 (higher is safer): Cautious +1, Reckless -1 (EX-LOST-09/10).
    pub const fn lost_modifier(self) -> i8 {
        match self {
            ActivityLevel::Cautious => 1,
            ActivityLevel::Normal => 0,
            ActivityLevel::Reckless => -1,
        }
    }

    /// The event die and its modifier: Cautious 1D8, Normal 1D6, Reckless 1D6-1.
    pub const fn event_die(self) -> (Die, i8) {
        match self {
            ActivityLevel::Cautious => (Die::D8, 0),
            ActivityLevel::Normal => (Die::D6, 0),
            ActivityLevel::Reckless => (Die::D6, -1),
        }
    }

    /// Posture modifier to the party's Native Attitude total: Cautious +1D6, Reckless -1D6
    /// (RULINGS.md). Rolls the die when there is one.
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn posture_modifier(self, r: &mut Roller<'_>) -> Result<i8, DiceError> {
        Ok(match self {
            ActivityLevel::Cautious => r.roll(Die::D6)? as i8,
            ActivityLevel::Normal => 0,
            ActivityLevel::Reckless => -(r.roll(Die::D6)? as i8),
        })
    }
}

/// The event check (EX-MOVE-08): roll the Activity Level's event die, add its modifier and
/// `extra` (-1 when the party is short of food or water, EX-FOOD-01); an event occurs on 1 or
/// less. Returns (face, occurred).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn event_check(level: ActivityLevel, extra: i8, r: &mut Roller<'_>) -> Result<(u8, bool), DiceError> {
    let (die, m) = level.event_die();
    let face = r.roll(die)?;
    Ok((face, face as i8 + m + extra <= 1))
}

impl fmt::Display for ActivityLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ActivityLevel::Cautious => "cautious",
            ActivityLevel::Normal => "normal",
            ActivityLevel::Reckless => "reckless",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-ACT-01
    // rule: EX-ACT-02
    // rule: EX-ACT-03
    // rule: EX-ACT-04
    #[test]
    fn activity_levels() {
        use ActivityLevel::*;
        assert_eq!([Cautious, Normal, Reckless].map(|a| a.movement_dice()), [2, 3, 5]);
        assert_eq!([Cautious, Normal, Reckless].map(|a| a.lost_modifier()), [1, 0, -1]);
        assert_eq!([Cautious, Normal, Reckless].map(|a| a.event_die()), [(Die::D8, 0), (Die::D6, 0), (Die::D6, -1)]);
        let mut d = DiceSource::scripted([4, 3]);
        let mut r = Roller::new(&mut d);
        assert_eq!(Cautious.posture_modifier(&mut r).unwrap(), 4);
        assert_eq!(Normal.posture_modifier(&mut r).unwrap(), 0);
        assert_eq!(Reckless.posture_modifier(&mut r).unwrap(), -3);
    }

    // rule: EX-MOVE-08
    #[test]
    fn an_event_occurs_on_one_or_less() {
        use ActivityLevel::*;
        let mut d = DiceSource::scripted([1, 2, 2, 3, 2]);
        let mut r = Roller::new(&mut d);
        assert_eq!(event_check(Cautious, 0, &mut r).unwrap(), (1, true));
        assert_eq!(event_check(Normal, 0, &mut r).unwrap(), (2, false));
        assert_eq!(event_check(Reckless, 0, &mut r).unwrap(), (2, true), "1D6-1: 1 or 2");
        assert_eq!(event_check(Reckless, 0, &mut r).unwrap(), (3, false));
        assert_eq!(event_check(Normal, -1, &mut r).unwrap(), (2, true), "short of food: -1");
    }
}
