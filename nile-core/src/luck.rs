//! Lucky Breaks and the dice roller that makes them possible.
//!
//! Source: expedition game, "Lucky Breaks": "Each expedition will receive 2+1D4 'Lucky Breaks'.
//! A Lucky Break is used to change the last die roll made by the expedition. When a Lucky Break
//! is played, the party re-rolls its last die." (EX-LUCK-01, EX-LUCK-02)
//!
//! Every step of a team's day draws its dice through a [`Roller`], which records the faces. When
//! the step rolled at least one die and the team still has Lucky Breaks, the game offers one
//! ([`crate::Pending`]). Playing it restores the state from before the step and runs the step
//! again with the same faces except the last, which is re-rolled once through
//! [`tabletop::DieRoll::reroll`] (a die is re-rolled at most once).

use alloc::collections::VecDeque;
use alloc::vec::Vec;
use tabletop::{DiceError, DiceSource, Die, DieRoll};

/// Draws dice for one step: first from a replay prefix (when a Lucky Break re-runs a step),
/// then from the game's [`DiceSource`]; records every die drawn.
#[derive(Debug)]
pub struct Roller<'a> {
    dice: &'a mut DiceSource,
    replay: VecDeque<DieRoll>,
    record: Vec<DieRoll>,
}

impl<'a> Roller<'a> {
    /// A roller over `dice` with nothing to replay.
    pub fn new(dice: &'a mut DiceSource) -> Roller<'a> {
        Roller { dice, replay: VecDeque::new(), record: Vec::new() }
    }

    /// A roller that first hands out `replay` (in order), then draws from `dice`.
    pub fn replaying(dice: &'a mut DiceSource, replay: Vec<DieRoll>) -> Roller<'a> {
        Roller { dice, replay: replay.into(), record: Vec::new() }
    }

    /// Roll one die; returns its face.
    ///
    /// # Errors
    /// A scripted source that ran dry or holds a value that is not a face of `die`.
    pub fn roll(&mut self, die: Die) -> Result<u8, DiceError> {
        let r = match self.replay.front() {
            Some(r) if r.die() == die => {
                let r = *r;
                self.replay.pop_front();
                r
            }
            _ => {
                // A replay that no longer matches the step's draws is dropped: from here on the
                // step draws fresh dice.
                self.replay.clear();
                self.dice.roll(die)?
            }
        };
        self.record.push(r);
        Ok(r.face())
    }

    /// Roll `n` dice of one type and add them up.
    ///
    /// # Errors
    /// As [`Roller::roll`].
    pub fn sum(&mut self, n: u8, die: Die) -> Result<u16, DiceError> {
        let mut t = 0u16;
        for _ in 0..n {
            t += u16::from(self.roll(die)?);
        }
        Ok(t)
    }

    /// "1D3": a D6 halved, rounded up (RULINGS.md "Dice").
    ///
    /// # Errors
    /// As [`Roller::roll`].
    pub fn d3(&mut self) -> Result<u8, DiceError> {
        Ok(self.roll(Die::D6)?.div_ceil(2))
    }

    /// A D10 read on the expedition game's tables: the face 10 is the printed "0" and is
    /// returned as 10 (RULINGS.md: "D10 '0' is the face 10, on every table of this text").
    ///
    /// # Errors
    /// As [`Roller::roll`].
    pub fn d10(&mut self) -> Result<u8, DiceError> {
        self.roll(Die::D10)
    }

    /// Pick one of `n` things at random ("a randomly determined porter"): a uniform draw in
    /// `0..n` from the game's source (not re-rollable by a Lucky Break). `None` when `n == 0`.
    ///
    /// # Errors
    /// As [`DiceSource::below`].
    pub fn pick(&mut self, n: usize) -> Result<Option<usize>, DiceError> {
        if n == 0 {
            return Ok(None);
        }
        let n = u32::try_from(n).unwrap_or(u32::MAX);
        Ok(Some(self.dice.below(n)? as usize))
    }

    /// The game's dice source itself, for rules that draw their own dice (the encounter rules:
    /// their dice are not recorded for a Lucky Break).
    pub fn source(&mut self) -> &mut DiceSource {
        self.dice
    }

    /// The dice drawn so far, in order.
    pub fn recorded(&self) -> &[DieRoll] {
        &self.record
    }

    /// Take the record.
    pub fn into_record(self) -> Vec<DieRoll> {
        self.record
    }
}

/// Prepare the replay for a Lucky Break: every recorded die but the last, then the last die
/// re-rolled once from `dice`. `None` when nothing was rolled.
///
/// # Errors
/// [`DiceError::AlreadyRerolled`] when the last die was itself a re-roll; any error of `dice`.
pub fn reroll_last(record: &[DieRoll], dice: &mut DiceSource) -> Result<Option<Vec<DieRoll>>, DiceError> {
    let Some((last, rest)) = record.split_last() else { return Ok(None) };
    let mut out: Vec<DieRoll> = rest.to_vec();
    out.push(last.reroll(dice)?);
    Ok(Some(out))
}

/// Lucky Breaks at the start: 2 + 1D4 (EX-LUCK-01).
///
/// # Errors
/// As [`Roller::roll`].
pub fn roll_lucky_breaks(r: &mut Roller<'_>) -> Result<u8, DiceError> {
    Ok(2 + r.roll(Die::D4)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: EX-LUCK-01
    #[test]
    fn lucky_breaks_are_two_plus_d4() {
        for (face, want) in [(1, 3), (4, 6)] {
            let mut d = DiceSource::scripted([face]);
            assert_eq!(roll_lucky_breaks(&mut Roller::new(&mut d)).unwrap(), want);
        }
    }

    /// Scripted dice of ten million values stay out of the copy each decision works on (issue
    /// 29): the game's dice keep sharing the setup's script, decision after decision, so a
    /// decision costs the same with a long script as with a short one.
    #[test]
    fn a_decision_never_copies_a_long_script() {
        use tabletop::RulesGame;
        let mut setup = crate::builtin::builtin_setup("two_teams", 0).expect("built-in setup");
        setup.dice = DiceSource::scripted(core::iter::repeat_n(1, 10_000_000));
        let mut g = crate::Game::new(&setup).expect("a script of ones starts the game");
        let shared = |g: &crate::Game| match (&g.dice, &g.setup.dice) {
            (DiceSource::Scripted { queue: a }, DiceSource::Scripted { queue: b }) => a.shares_values(b),
            _ => false,
        };
        assert!(shared(&g));
        for _ in 0..20 {
            let Some(&team) = g.to_decide().first() else { break };
            let Some(d) = g.legal_decisions(team).into_iter().next() else { break };
            let _ = g.apply(team, &d);
            assert!(shared(&g), "a decision copied the script");
        }
        assert!(g.log().len() > 5, "decisions were applied");
    }

    // rule: EX-LUCK-02
    #[test]
    fn a_lucky_break_rerolls_only_the_last_die_once() {
        let mut d = DiceSource::scripted([3, 5, 2, 6]);
        let mut r = Roller::new(&mut d);
        r.roll(Die::D6).unwrap();
        r.roll(Die::D8).unwrap();
        let rec = r.into_record();
        let replay = reroll_last(&rec, &mut d).unwrap().unwrap();
        assert_eq!(replay.iter().map(|r| r.face()).collect::<Vec<_>>(), [3, 2]);
        assert!(replay[1].was_rerolled());
        // A second Lucky Break on the same die is refused: a die is re-rolled at most once.
        assert!(reroll_last(&replay, &mut d).is_err());
        let mut r = Roller::replaying(&mut d, replay);
        assert_eq!(r.roll(Die::D6).unwrap(), 3);
        assert_eq!(r.roll(Die::D8).unwrap(), 2);
        assert_eq!(r.roll(Die::D6).unwrap(), 6, "then fresh dice");
    }
}
