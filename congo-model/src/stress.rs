//! Stress tokens and the Stress bag (Congo rulebook, "Overcoming your Fears").
//!
//! The bag's composition is a stand-in (RULINGS.md "Stress bag"): 10 Shooting, 10 Combat,
//! 10 Movement, 10 Terror and 5 Panic tokens. A draw takes a uniformly random token out of the
//! bag using the game's dice source ([`tabletop::DiceSource::below`]); a draw from an empty bag
//! draws nothing. The bag is kept as counts per kind, so it has no order to leak.
//!
//! A [`LitanySwap`] is one exchange of tokens between two groups by the War Drum's Litany
//! (Congo rulebook, "The African Kingdoms", CG-AK-03); congo-core's `special::kingdoms` asks for
//! it and plays it.

use crate::ids::GroupId;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, DiceSource};

/// The most Stress tokens a group may hold (Congo rulebook, "Stress Limit").
pub const STRESS_LIMIT: usize = 4;

/// A group's Stress tokens as the rules count them for one question (its own, those a special
/// rule sets aside dropped, a bulky load's added: congo-core's
/// `special::kingdoms::effective_stress`, `universal::with_bulky`): inline up to eight, no allocation per question.
pub type StressSet = smallvec::SmallVec<[StressKind; 8]>;

/// The five kinds of Stress token (Congo rulebook, "Effects of Stress tokens").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStressKind"))]
#[serde(rename_all = "snake_case")]
pub enum StressKind {
    /// Bow icon: discard one Shooting die per token.
    Shooting,
    /// Sword icon: discard one Combat die per token.
    Combat,
    /// Footprint icon: one token forbids picking up the pace; two or more forbid Movement actions.
    Movement,
    /// Face icon: one extra Terror hit per token.
    Terror,
    /// Red hand icon: no Shooting or Movement action, only Rally; back to the bag in the end phase.
    Panic,
}

impl StressKind {
    /// Every kind, in bag order (the order counts are listed in).
    pub const ALL: [StressKind; 5] =
        [StressKind::Shooting, StressKind::Combat, StressKind::Movement, StressKind::Terror, StressKind::Panic];

    const fn index(self) -> usize {
        match self {
            StressKind::Shooting => 0,
            StressKind::Combat => 1,
            StressKind::Movement => 2,
            StressKind::Terror => 3,
            StressKind::Panic => 4,
        }
    }
}

/// One Litany exchange (CG-AK-03): group `a` gives one `a_gives` token to group `b`, which
/// gives one `b_gives` token to `a` (RULINGS.md: a swap of kinds, counts unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLitanySwap"))]
#[serde(expecting = "a Litany swap: an object with `a`, `a_gives`, `b` and `b_gives`")]
#[serde(deny_unknown_fields)]
pub struct LitanySwap {
    /// The first group.
    pub a: GroupId,
    /// The token it gives.
    pub a_gives: StressKind,
    /// The second group.
    pub b: GroupId,
    /// The token it gives.
    pub b_gives: StressKind,
}

/// A token an Adventure adds to the Stress bag (Congo rulebook, "Universal Special Rules": Wild
/// Animals, Special Events).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoBagToken"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a Stress bag token: an object whose `type` is `animal` or `event`")]
pub enum BagToken {
    /// An Animal Stress token (CG-ANIMAL-01).
    Animal,
    /// A numbered Event token (CG-USR-19).
    Event {
        /// Its number.
        number: u8,
    },
}

/// What a draw took out of the bag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// A Stress token.
    Stress(StressKind),
    /// An Animal or Event token.
    Extra(BagToken),
}

/// The opaque bag of Stress tokens: how many of each kind are still inside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStressBag"))]
#[serde(expecting = "the Stress bag: an object with `counts`")]
#[serde(deny_unknown_fields)]
pub struct StressBag {
    /// Tokens left per kind, indexed as [`StressKind::ALL`].
    counts: [u16; 5],
    /// Animal and Event tokens an Adventure added (Wild Animals, Special Events). Absent from
    /// the JSON when empty.
    #[serde(default, skip_serializing_if = "alloc::vec::Vec::is_empty")]
    extras: alloc::vec::Vec<BagToken>,
}

impl Default for StressBag {
    /// The stand-in bag: 10 Shooting, 10 Combat, 10 Movement, 10 Terror, 5 Panic.
    fn default() -> Self {
        StressBag { counts: [10, 10, 10, 10, 5], extras: alloc::vec::Vec::new() }
    }
}

impl StressBag {
    /// A bag holding `counts` tokens of each kind, in [`StressKind::ALL`] order.
    pub const fn with_counts(counts: [u16; 5]) -> StressBag {
        StressBag { counts, extras: alloc::vec::Vec::new() }
    }

    /// Tokens of `kind` still in the bag.
    pub const fn count(&self, kind: StressKind) -> u16 {
        self.counts[kind.index()]
    }

    /// Tokens in the bag, all kinds.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Draw one token at random: `below(total)` picks the k-th token counting kinds in
    /// [`StressKind::ALL`] order. `Ok(None)` when the bag is empty (RULINGS.md: the draw draws
    /// nothing).
    ///
    /// # Errors
    /// The dice source's error (a scripted source ran dry).
    pub fn draw(&mut self, dice: &mut DiceSource) -> Result<Option<StressKind>, DiceError> {
        let total = self.total();
        if total == 0 {
            return Ok(None);
        }
        let mut k = dice.below(total)?;
        for kind in StressKind::ALL {
            let c = u32::from(self.counts[kind.index()]);
            if k < c {
                self.counts[kind.index()] -= 1;
                return Ok(Some(kind));
            }
            k -= c;
        }
        Ok(None)
    }

    /// Take one token of `kind` out of the bag (an effect naming the token: "take a Panic Stress
    /// token"); false when none is left.
    pub fn take(&mut self, kind: StressKind) -> bool {
        let c = &mut self.counts[kind.index()];
        if *c == 0 {
            return false;
        }
        *c -= 1;
        true
    }

    /// The Animal and Event tokens in the bag.
    pub fn extras(&self) -> &[BagToken] {
        &self.extras
    }

    /// Put an Animal or Event token (back) in the bag.
    pub fn put_back_extra(&mut self, token: BagToken) {
        self.extras.push(token);
    }

    /// Draw a token, Animal and Event tokens included (a group's Stress draw). Without such
    /// tokens this draws exactly as [`StressBag::draw`] does (same dice).
    ///
    /// # Errors
    /// The dice source's error.
    pub fn draw_any(&mut self, dice: &mut DiceSource) -> Result<Option<Drawn>, DiceError> {
        if self.extras.is_empty() {
            return Ok(self.draw(dice)?.map(Drawn::Stress));
        }
        let plain = self.total();
        let all = plain + u32::try_from(self.extras.len()).unwrap_or(u32::MAX - plain);
        let mut k = dice.below(all)?;
        for kind in StressKind::ALL {
            let c = u32::from(self.counts[kind.index()]);
            if k < c {
                self.counts[kind.index()] -= 1;
                return Ok(Some(Drawn::Stress(kind)));
            }
            k -= c;
        }
        let i = usize::try_from(k).unwrap_or(usize::MAX);
        if i < self.extras.len() {
            return Ok(Some(Drawn::Extra(self.extras.remove(i))));
        }
        Ok(None)
    }

    /// Put a token back in the bag.
    pub fn put_back(&mut self, kind: StressKind) {
        let c = &mut self.counts[kind.index()];
        *c = c.saturating_add(1);
    }
}

impl core::fmt::Display for StressKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            StressKind::Shooting => "Shooting",
            StressKind::Combat => "Combat",
            StressKind::Movement => "Movement",
            StressKind::Terror => "Terror",
            StressKind::Panic => "Panic",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: CG-STRESS-02
    #[test]
    fn the_stand_in_bag_holds_45_tokens() {
        let bag = StressBag::default();
        assert_eq!(bag.total(), 45);
        assert_eq!(bag.count(StressKind::Panic), 5);
        assert_eq!(bag.count(StressKind::Terror), 10);
    }

    // rule: CG-STRESS-01
    #[test]
    fn a_draw_takes_the_kth_token_out_of_the_bag() {
        let mut bag = StressBag::default();
        // 0-9 Shooting, 10-19 Combat, 20-29 Movement, 30-39 Terror, 40-44 Panic.
        let mut dice = DiceSource::scripted([44, 0, 25]);
        assert_eq!(bag.draw(&mut dice).unwrap(), Some(StressKind::Panic));
        assert_eq!(bag.count(StressKind::Panic), 4);
        assert_eq!(bag.draw(&mut dice).unwrap(), Some(StressKind::Shooting));
        // 44 tokens left: 0-8 Shooting, 9-18 Combat, 19-28 Movement.
        assert_eq!(bag.draw(&mut dice).unwrap(), Some(StressKind::Movement));
        bag.put_back(StressKind::Panic);
        assert_eq!(bag.count(StressKind::Panic), 5);
    }

    // rule: CG-STRESS-02
    #[test]
    fn an_empty_bag_draws_nothing() {
        let mut bag = StressBag::with_counts([0; 5]);
        let mut dice = DiceSource::scripted([]);
        assert_eq!(bag.draw(&mut dice).unwrap(), None);
    }
}
