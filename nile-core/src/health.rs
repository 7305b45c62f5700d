//! Care of the sick and injured: the Injury and Sickness tables, durations, carried men and
//! medicine.
//!
//! Source: expedition game, "Injuries", "Sickness", sequence of play step 5 "Care For Sick And
//! Injured" (EX-INJURY-01 to EX-INJURY-07, EX-SICK-01 to EX-SICK-06, EX-SEQ-02); RULINGS.md
//! (sickness rows by the modified result).

use crate::luck::Roller;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// A man's state of health.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCondition"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Condition {
    /// Fit for duty.
    #[default]
    Fit,
    /// Can walk without a load for `days` more days.
    Unladen {
        /// Days left.
        days: u8,
    },
    /// Must be carried for `days` more days, then walk without a load for half of `total`
    /// (rounded up, EX-INJURY-07).
    Carried {
        /// Days left.
        days: u8,
        /// Days carried in all.
        total: u8,
    },
    /// Delirious: carried; rolls on the Sickness Table again next turn (EX-SICK-04).
    Delirious,
    /// Comatose: carried; rolls the injury table's second D6 again next turn (EX-INJURY-06).
    Comatose,
    /// Maimed for life: carried home (EX-INJURY-05).
    Maimed,
}

impl Condition {
    /// True when the man cannot carry a load, paddle, lead animals, hunt or fight.
    pub const fn is_disabled(self) -> bool {
        !matches!(self, Condition::Fit)
    }
    /// True when others must carry him (15 Portage Points, `docs/rulings.md`).
    pub const fn must_be_carried(self) -> bool {
        matches!(self, Condition::Carried { .. } | Condition::Delirious | Condition::Comatose | Condition::Maimed)
    }
    /// Severity rank (a new result replaces the old only when it is at least as severe).
    const fn rank(self) -> u8 {
        match self {
            Condition::Fit => 0,
            Condition::Unladen { .. } => 1,
            Condition::Carried { .. } => 2,
            Condition::Delirious | Condition::Comatose => 3,
            Condition::Maimed => 4,
        }
    }
    /// Combine a new result with the present condition: the more severe wins; the same kind keeps
    /// the longer duration (`docs/rulings.md`).
    pub fn worsen(self, new: Condition) -> Condition {
        match (self, new) {
            (Condition::Unladen { days: a }, Condition::Unladen { days: b }) => Condition::Unladen { days: a.max(b) },
            (Condition::Carried { days: a, total: t }, Condition::Carried { days: b, total: u }) => {
                if b > a {
                    Condition::Carried { days: b, total: u }
                } else {
                    Condition::Carried { days: a, total: t }
                }
            }
            _ if new.rank() >= self.rank() => new,
            _ => self,
        }
    }
}

/// What a roll on the Injury or Sickness Table did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOutcome"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Outcome {
    /// A new condition.
    Condition {
        /// The condition.
        condition: Condition,
    },
    /// The man dies.
    Dies,
}

fn carried(days: u8) -> Outcome {
    Outcome::Condition { condition: Condition::Carried { days, total: days } }
}
fn unladen(days: u8) -> Outcome {
    Outcome::Condition { condition: Condition::Unladen { days } }
}

/// The Injury Table (EX-INJURY-01..06): 1D6 plus `modifier` (severely injured +2, python +1 per
/// 3 injuries; results above 6 read as 6): 1 unladen 1D3 days; 2 unladen 1D6; 3 carried 1D3;
/// 4 carried 1D6; 5 maimed; 6 roll again: 1-2 as 4, 3 as 5, 4-5 comatose, 6 dies.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn roll_injury(modifier: u8, r: &mut Roller<'_>) -> Result<Outcome, DiceError> {
    let roll = (r.roll(Die::D6)? + modifier).min(6);
    Ok(match roll {
        1 => unladen(r.d3()?),
        2 => unladen(r.roll(Die::D6)?),
        3 => carried(r.d3()?),
        4 => carried(r.roll(Die::D6)?),
        5 => Outcome::Condition { condition: Condition::Maimed },
        _ => injury_six(r)?,
    })
}

/// The second D6 of injury result 6 (also rolled each turn by a comatose man).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn injury_six(r: &mut Roller<'_>) -> Result<Outcome, DiceError> {
    Ok(match r.roll(Die::D6)? {
        1..=2 => carried(r.roll(Die::D6)?),
        3 => Outcome::Condition { condition: Condition::Maimed },
        4..=5 => Outcome::Condition { condition: Condition::Comatose },
        _ => Outcome::Dies,
    })
}

/// The Sickness Table (EX-SICK-01..06): 1D10 (face 10 = 10), -1 with medicine, rows by the
/// modified result: 0-2 unladen 1D3 days; 3-4 unladen 1D6; 5-6 carried 1D3; 7-8 delirious;
/// 9-10 dies.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn roll_sickness(medicine: bool, r: &mut Roller<'_>) -> Result<Outcome, DiceError> {
    let roll = r.d10()?.saturating_sub(u8::from(medicine));
    Ok(match roll {
        0..=2 => unladen(r.d3()?),
        3..=4 => unladen(r.roll(Die::D6)?),
        5..=6 => carried(r.d3()?),
        7..=8 => Outcome::Condition { condition: Condition::Delirious },
        _ => Outcome::Dies,
    })
}

/// A day passes for a man (care step): durations count down; a man carried for his days then
/// walks without a load for half of them, rounded up (EX-INJURY-07). Delirious and comatose men
/// are handled by the caller (they roll again).
pub fn pass_day(c: Condition) -> Condition {
    match c {
        Condition::Unladen { days } if days <= 1 => Condition::Fit,
        Condition::Unladen { days } => Condition::Unladen { days: days - 1 },
        Condition::Carried { days, total } if days <= 1 => Condition::Unladen { days: total.div_ceil(2).max(1) },
        Condition::Carried { days, total } => Condition::Carried { days: days - 1, total },
        other => other,
    }
}

/// Lucky Bastard (EX-SKILL-07): when the explorer dies, 1D6 + earlier such rolls; below 6 he
/// cheats death. Returns (face, cheated).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn lucky_bastard(earlier: u8, r: &mut Roller<'_>) -> Result<(u8, bool), DiceError> {
    let f = r.roll(Die::D6)?;
    Ok((f, f + earlier < 6))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    fn inj(faces: &[u32], m: u8) -> Outcome {
        let mut d = DiceSource::scripted(faces.iter().copied());
        roll_injury(m, &mut Roller::new(&mut d)).unwrap()
    }
    fn sick(faces: &[u32], med: bool) -> Outcome {
        let mut d = DiceSource::scripted(faces.iter().copied());
        roll_sickness(med, &mut Roller::new(&mut d)).unwrap()
    }

    // rule: EX-INJURY-01
    // rule: EX-INJURY-02
    // rule: EX-INJURY-03
    // rule: EX-INJURY-04
    // rule: EX-INJURY-05
    // rule: EX-INJURY-06
    #[test]
    fn injury_table() {
        assert_eq!(inj(&[1, 6], 0), unladen(3));
        assert_eq!(inj(&[2, 6], 0), unladen(6));
        assert_eq!(inj(&[3, 3], 0), carried(2));
        assert_eq!(inj(&[4, 5], 0), carried(5));
        assert_eq!(inj(&[5], 0), Outcome::Condition { condition: Condition::Maimed });
        assert_eq!(inj(&[6, 2, 4], 0), carried(4));
        assert_eq!(inj(&[6, 3], 0), Outcome::Condition { condition: Condition::Maimed });
        assert_eq!(inj(&[6, 5], 0), Outcome::Condition { condition: Condition::Comatose });
        assert_eq!(inj(&[6, 6], 0), Outcome::Dies);
        assert_eq!(inj(&[3, 6], 2), Outcome::Condition { condition: Condition::Maimed }, "severely injured +2");
    }

    // rule: EX-INJURY-07
    #[test]
    fn carried_men_then_walk_half_the_days() {
        let mut c = Condition::Carried { days: 2, total: 3 };
        c = pass_day(c);
        assert_eq!(c, Condition::Carried { days: 1, total: 3 });
        c = pass_day(c);
        assert_eq!(c, Condition::Unladen { days: 2 });
        c = pass_day(pass_day(c));
        assert_eq!(c, Condition::Fit);
    }

    // rule: EX-SICK-01
    // rule: EX-SICK-02
    // rule: EX-SICK-03
    // rule: EX-SICK-04
    // rule: EX-SICK-05
    // rule: EX-SICK-06
    #[test]
    fn sickness_table() {
        assert_eq!(sick(&[2, 2], false), unladen(1));
        assert_eq!(sick(&[4, 5], false), unladen(5));
        assert_eq!(sick(&[6, 6], false), carried(3));
        assert_eq!(sick(&[8], false), Outcome::Condition { condition: Condition::Delirious });
        assert_eq!(sick(&[9], false), Outcome::Dies);
        assert_eq!(sick(&[10], false), Outcome::Dies, "the printed 0 is the face 10");
        assert_eq!(sick(&[10], true), Outcome::Dies);
        assert_eq!(sick(&[9, 1], true), Outcome::Condition { condition: Condition::Delirious }, "medicine: -1");
        assert_eq!(sick(&[1, 1], true), unladen(1), "0 is the first row");
    }

    // rule: EX-SKILL-07
    #[test]
    fn lucky_bastard_cheats_death_below_six() {
        let mut d = DiceSource::scripted([5, 5]);
        let mut r = Roller::new(&mut d);
        assert_eq!(lucky_bastard(0, &mut r).unwrap(), (5, true));
        assert_eq!(lucky_bastard(1, &mut r).unwrap(), (5, false));
    }

    #[test]
    fn the_worse_condition_stands() {
        let c = Condition::Carried { days: 3, total: 3 };
        assert_eq!(c.worsen(Condition::Unladen { days: 6 }), c);
        assert_eq!(
            Condition::Unladen { days: 1 }.worsen(Condition::Unladen { days: 4 }),
            Condition::Unladen { days: 4 }
        );
        assert_eq!(c.worsen(Condition::Maimed), Condition::Maimed);
    }
}
