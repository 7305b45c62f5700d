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
//!
//! The rules of the encounters (natives, animals, hunting, the prizes, the fights and their card
//! decks) draw through the [`Dice`] trait, which the [`Roller`] implements: their dice are
//! recorded and replayed like the day's own, so the last die of a step is the last die the
//! expedition rolled, whichever table it was rolled on. Random picks ("a randomly determined
//! porter", a shuffle) are recorded too and replayed as they fell: they are not dice, and a
//! Lucky Break changes nothing but the last die.

use alloc::collections::VecDeque;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, DiceSource, Die, DieRoll};

/// Where the rules draw their dice: the game's [`DiceSource`] itself, or a step's [`Roller`]
/// (which records every draw for a Lucky Break).
pub trait Dice {
    /// Roll one die (as [`DiceSource::roll`]).
    ///
    /// # Errors
    /// A scripted source that ran dry or holds a value that is not a face of `die`.
    fn roll(&mut self, die: Die) -> Result<DieRoll, DiceError>;

    /// A uniform draw in `0..n` (as [`DiceSource::below`]): a random pick, not a die.
    ///
    /// # Errors
    /// `n == 0`; a scripted source that ran dry or holds a value not below `n`.
    fn below(&mut self, n: u32) -> Result<u32, DiceError>;

    /// Roll `count` dice of one type.
    ///
    /// # Errors
    /// As [`Dice::roll`].
    fn roll_many(&mut self, die: Die, count: usize) -> Result<Vec<DieRoll>, DiceError> {
        (0..count).map(|_| self.roll(die)).collect()
    }

    /// "Roll 1D3": a D6 halved, rounded up (RULINGS.md "Dice"). Returns the D6 roll and the D3
    /// value 1-3.
    ///
    /// # Errors
    /// As [`Dice::roll`].
    fn roll_d3(&mut self) -> Result<(DieRoll, u8), DiceError> {
        let r = self.roll(Die::D6)?;
        Ok((r, r.face().div_ceil(2)))
    }

    /// The dice as they are now, to be put back with [`Dice::rewind`] (a fight's order that
    /// fails leaves the dice as they were).
    fn mark(&self) -> DiceMark;

    /// Put the dice back as they were at `mark`.
    fn rewind(&mut self, mark: DiceMark);
}

/// The dice at one moment ([`Dice::mark`]): the source, and for a [`Roller`] its record and
/// what it had left to replay.
#[derive(Clone, Debug)]
pub struct DiceMark {
    source: DiceSource,
    record: usize,
    picks: usize,
    replay: VecDeque<DieRoll>,
    replay_picks: VecDeque<Pick>,
}

impl Dice for DiceSource {
    fn roll(&mut self, die: Die) -> Result<DieRoll, DiceError> {
        DiceSource::roll(self, die)
    }

    fn below(&mut self, n: u32) -> Result<u32, DiceError> {
        DiceSource::below(self, n)
    }

    fn mark(&self) -> DiceMark {
        DiceMark { source: self.clone(), record: 0, picks: 0, replay: VecDeque::new(), replay_picks: VecDeque::new() }
    }

    fn rewind(&mut self, mark: DiceMark) {
        *self = mark.source;
    }
}

/// Shuffle a slice in place with `dice`: the same Fisher-Yates as [`DiceSource::shuffle`] (from
/// the back, each swap index a [`Dice::below`] draw). Slices longer than `u32::MAX` are left as
/// they are beyond that length.
///
/// # Errors
/// As [`Dice::below`].
pub fn shuffle<T>(dice: &mut dyn Dice, items: &mut [T]) -> Result<(), DiceError> {
    let len = items.len().min(u32::MAX as usize);
    for i in (1..len).rev() {
        // i < len <= u32::MAX, so both casts are lossless.
        let j = dice.below(i as u32 + 1)? as usize;
        items.swap(i, j);
    }
    Ok(())
}

/// A random pick a step made: a draw of `value` in `0..of` (recorded so that a Lucky Break's
/// re-run makes the same picks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePick"))]
pub struct Pick {
    /// The range drawn from (`0..of`).
    pub of: u32,
    /// The value drawn.
    pub value: u32,
}

/// Draws dice for one step: first from a replay prefix (when a Lucky Break re-runs a step),
/// then from the game's [`DiceSource`]; records every die drawn.
#[derive(Debug)]
pub struct Roller<'a> {
    dice: &'a mut DiceSource,
    replay: VecDeque<DieRoll>,
    record: Vec<DieRoll>,
    replay_picks: VecDeque<Pick>,
    picks: Vec<Pick>,
}

impl<'a> Roller<'a> {
    /// A roller over `dice` with nothing to replay.
    pub fn new(dice: &'a mut DiceSource) -> Roller<'a> {
        Roller::replaying(dice, Vec::new(), Vec::new())
    }

    /// A roller that first hands out `replay` (in order) for its dice and `picks` (in order) for
    /// its random picks, then draws from `dice`.
    pub fn replaying(dice: &'a mut DiceSource, replay: Vec<DieRoll>, picks: Vec<Pick>) -> Roller<'a> {
        Roller { dice, replay: replay.into(), record: Vec::new(), replay_picks: picks.into(), picks: Vec::new() }
    }

    /// Roll one die; returns its face.
    ///
    /// # Errors
    /// A scripted source that ran dry or holds a value that is not a face of `die`.
    pub fn roll(&mut self, die: Die) -> Result<u8, DiceError> {
        Ok(Dice::roll(self, die)?.face())
    }

    fn draw(&mut self, die: Die) -> Result<DieRoll, DiceError> {
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
        Ok(r)
    }

    fn draw_below(&mut self, n: u32) -> Result<u32, DiceError> {
        let value = match self.replay_picks.front() {
            Some(p) if p.of == n => {
                let v = p.value;
                self.replay_picks.pop_front();
                v
            }
            _ => {
                // As for the dice: a replay that no longer matches is dropped.
                self.replay_picks.clear();
                self.dice.below(n)?
            }
        };
        self.picks.push(Pick { of: n, value });
        Ok(value)
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
    /// `0..n` ([`Dice::below`]: recorded and replayed as it fell, never re-rolled by a Lucky
    /// Break). `None` when `n == 0`.
    ///
    /// # Errors
    /// As [`DiceSource::below`].
    pub fn pick(&mut self, n: usize) -> Result<Option<usize>, DiceError> {
        if n == 0 {
            return Ok(None);
        }
        let n = u32::try_from(n).unwrap_or(u32::MAX);
        Ok(Some(self.draw_below(n)? as usize))
    }

    /// The game's dice source itself, outside the record (for tests that look at what is left
    /// of a script).
    pub fn source(&mut self) -> &mut DiceSource {
        self.dice
    }

    /// The dice drawn so far, in order.
    pub fn recorded(&self) -> &[DieRoll] {
        &self.record
    }

    /// The random picks made so far, in order.
    pub fn picks(&self) -> &[Pick] {
        &self.picks
    }

    /// Take the record.
    pub fn into_record(self) -> Vec<DieRoll> {
        self.record
    }

    /// Take the record of the dice and of the picks.
    pub fn into_records(self) -> (Vec<DieRoll>, Vec<Pick>) {
        (self.record, self.picks)
    }
}

impl Dice for Roller<'_> {
    fn roll(&mut self, die: Die) -> Result<DieRoll, DiceError> {
        self.draw(die)
    }

    fn below(&mut self, n: u32) -> Result<u32, DiceError> {
        if n == 0 {
            return Err(DiceError::EmptyRange);
        }
        self.draw_below(n)
    }

    fn mark(&self) -> DiceMark {
        DiceMark {
            source: self.dice.clone(),
            record: self.record.len(),
            picks: self.picks.len(),
            replay: self.replay.clone(),
            replay_picks: self.replay_picks.clone(),
        }
    }

    fn rewind(&mut self, mark: DiceMark) {
        *self.dice = mark.source;
        self.record.truncate(mark.record);
        self.picks.truncate(mark.picks);
        self.replay = mark.replay;
        self.replay_picks = mark.replay_picks;
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
        let mut r = Roller::replaying(&mut d, replay, Vec::new());
        assert_eq!(r.roll(Die::D6).unwrap(), 3);
        assert_eq!(r.roll(Die::D8).unwrap(), 2);
        assert_eq!(r.roll(Die::D6).unwrap(), 6, "then fresh dice");
    }

    // rule: EX-LUCK-02
    #[test]
    fn an_encounter_table_rolls_through_the_roller_and_its_picks_are_replayed() {
        // "the party re-rolls its last die": an encounter's table (here a city bearer's
        // homesickness, 1D10 + turns since the crossing) draws through the step's roller, so its
        // D10 is the last die; the picks before it (a shuffle) are replayed as they fell.
        let mut d = DiceSource::scripted([2, 0, 4, 9]);
        let mut r = Roller::new(&mut d);
        let mut order = [1, 2, 3];
        shuffle(&mut r, &mut order).unwrap();
        assert_eq!(order, [2, 1, 3]);
        let (roll, leaves) = crate::quest::amazons::homesick(&mut r, 0).unwrap();
        assert_eq!((roll, leaves), (4, false));
        let (rec, picks) = r.into_records();
        assert_eq!(rec.last().map(|d| (d.die(), d.face())), Some((Die::D10, 4)));
        assert_eq!(picks, [Pick { of: 3, value: 2 }, Pick { of: 2, value: 0 }]);
        let replay = reroll_last(&rec, &mut d).unwrap().unwrap();
        let mut r = Roller::replaying(&mut d, replay, picks);
        let mut again = [1, 2, 3];
        shuffle(&mut r, &mut again).unwrap();
        assert_eq!(again, order, "the same shuffle");
        assert_eq!(crate::quest::amazons::homesick(&mut r, 0).unwrap(), (9, true), "the D10 re-rolled");
        assert_eq!(d.remaining_script(), Some(0));
    }

    /// A fight's order that fails leaves a roller as it was: its record, its replay and the source.
    #[test]
    fn a_rewound_roller_forgets_the_draws_after_its_mark() {
        let mut d = DiceSource::scripted([3, 5, 1]);
        let mut r = Roller::replaying(&mut d, alloc::vec![], alloc::vec![]);
        r.roll(Die::D6).unwrap();
        let mark = r.mark();
        r.roll(Die::D6).unwrap();
        Dice::below(&mut r, 2).unwrap();
        r.rewind(mark);
        assert_eq!(r.recorded().len(), 1);
        assert!(r.picks().is_empty());
        assert_eq!(r.roll(Die::D6).unwrap(), 5);
    }
}
