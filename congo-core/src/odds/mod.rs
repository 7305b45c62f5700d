//! Exact odds of an action before it is taken (issue 24): "62% to kill at least one".
//!
//! [`odds`] answers a player's question about a Shooting action ([`shot_odds`], Congo rulebook
//! "Big Game Hunting"), a melee ([`melee_odds`], "Defeating your Enemies"), a Terror test
//! ([`terror_odds`]) or a Rally ([`rally_odds`], "Overcoming your Fears", Influence) with the
//! exact distribution of its outcome: every probability is computed by convolving the dice's
//! distributions (no sampling), as an exact fraction (decimal numerator and denominator, of any
//! size: every die has 4, 6, 8, 10, 12 or 20 faces, so every denominator is a product of 2, 3 and
//! 5) and as the nearest `f64`.
//!
//! # The dice come from the engine
//! The pools are those the engine rolls, from the same functions: the Attack dice of the shot
//! the engine's own check builds (partial shooting, Shooting Stress discards, Mystical Trance,
//! Poison's cap), the Cover die of its line of fire, one Cover die per hit; Poison's casualties
//! (faces shown twice, walked face by face) and Hunting the prey's extra dice; each group's Combat
//! dice and discards, Ruthless's extra successes, the defender of an obstacle's re-roll; Terror
//! hits and the Bravery pool; the re-rolls of Training (1s) and Power of Spirits (hits).
//!
//! # What a player may know, and what is assumed
//! The odds read only what [`view`](tabletop::RulesGame::view) shows the asking player: the table, both
//! columns' values and Stress tokens. Never the opponent's Totem cards or secret choices, the
//! dice source's state, or the order of anything: the Stress bag is drawn at random and its
//! counts are public, and a Stress token's *kind* never changes the counts given here. So:
//! - no Crocodile (or other Totem card) is counted, on either side: not the asker's (he may
//!   choose not to play it) nor the opponent's (hidden);
//! - a group that must discard dice discards its weakest (the shooter's and the melee groups'
//!   best choice);
//! - the target of a shot rolls its Cover dice at once: going to ground (the opponent's choice,
//!   with a random Stress token) is not counted;
//! - a group is "still in play" after its casualties while it keeps a figure (the owner's
//!   choice of casualties could leave an auxiliary alone: not counted);
//! - the special rules the odds leave out are named in each answer's `not_counted` (with their
//!   inventory ids): their effect is not in the numbers.
//!
//! # Errors
//! [`RuleError`]: the engine's own refusal of the action as asked (an unknown group, a target out
//! of range or sight, a group that may not shoot...), or [`RuleError::GroupCannotAct`] ([`CannotAct::NotYours`]) when the asking
//! player does not own the acting group (the shooter, the attacker, the rallying group) or owns
//! the Terror test's target.

mod exact;
mod influence;
mod melee;
mod shot;

#[cfg(test)]
mod agreement;

pub use influence::{RallyOdds, TerrorOdds, rally_odds, terror_odds};
pub use melee::{MeleeOdds, melee_odds};
pub use shot::{ShotOdds, shot_odds};

use crate::error::RuleError;
use crate::game::Game;
use crate::refusal::CannotAct;
use crate::state::{FigureId, GroupId, Player};
use alloc::string::String;
use alloc::vec::Vec;
use exact::{Dist, Ratio};
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// A probability: exact, and as the nearest float.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoProbability"))]
pub struct Probability {
    /// The probability, 0 to 1, the nearest `f64` to the exact fraction.
    pub p: f64,
    /// The exact fraction's numerator, in lowest terms, as decimal digits (of any length).
    pub numerator: String,
    /// The exact fraction's denominator (a product of 2, 3 and 5), as decimal digits.
    pub denominator: String,
}

impl Probability {
    fn of(r: &Ratio) -> Probability {
        Probability { p: r.to_f64(), numerator: r.numerator().to_decimal(), denominator: r.denominator().to_decimal() }
    }
}

/// One value of a count and its probability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoChance"))]
pub struct Chance {
    /// The count (hits, casualties, tokens...).
    pub value: u8,
    /// Its probability.
    pub probability: Probability,
}

/// A distribution: every value from 0 to the largest possible one, in order, with its
/// probability (the probabilities sum to exactly 1).
pub type Distribution = Vec<Chance>;

fn distribution(d: &Dist) -> Distribution {
    let last = d.iter().rposition(|p| !p.is_zero()).unwrap_or(0);
    d.iter()
        .take(last + 1)
        .enumerate()
        .map(|(k, p)| Chance { value: k.min(usize::from(u8::MAX)) as u8, probability: Probability::of(p) })
        .collect()
}

/// An action to ask the odds of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOddsQuery"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum OddsQuery {
    /// A Shooting action, as [`crate::Decision::Shoot`] names it.
    Shot {
        /// The shooting group (the asker's).
        group: GroupId,
        /// The figure leading the shot.
        leader: FigureId,
        /// The target group.
        target: GroupId,
        /// A Giraffe Totem card of the asker's hand played for the range, if any.
        giraffe: Option<u8>,
    },
    /// A melee: `attacker` (the asker's) engages `defender`.
    Melee {
        /// The engaging group.
        attacker: GroupId,
        /// The group engaged.
        defender: GroupId,
        /// The attacker engages across an obstacle: the defender re-rolls its failed Combat dice
        /// once (CG-TERR-18).
        across_obstacle: bool,
    },
    /// A Terror action at an enemy group.
    Terror {
        /// The group tested.
        target: GroupId,
    },
    /// A Rally of one of the asker's groups.
    Rally {
        /// The group.
        group: GroupId,
    },
}

/// The odds of an action ([`odds`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOdds"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Odds {
    /// A Shooting action's.
    Shot(ShotOdds),
    /// A melee's.
    Melee(MeleeOdds),
    /// A Terror test's.
    Terror(TerrorOdds),
    /// A Rally's.
    Rally(RallyOdds),
}

/// The exact odds of `query` for `player` in `g` (module docs: what is counted and assumed).
///
/// # Errors
/// The engine's refusal of the action; [`RuleError::GroupCannotAct`] when `player` may not ask it (not
/// his group, or his own group as a Terror target).
pub fn odds(g: &Game, player: Player, query: &OddsQuery) -> Result<Odds, RuleError> {
    Ok(match *query {
        OddsQuery::Shot { group, leader, target, giraffe } => {
            Odds::Shot(shot_odds(g, player, group, leader, target, giraffe)?)
        }
        OddsQuery::Melee { attacker, defender, across_obstacle } => {
            Odds::Melee(melee_odds(g, player, attacker, defender, across_obstacle)?)
        }
        OddsQuery::Terror { target } => Odds::Terror(terror_odds(g, player, target)?),
        OddsQuery::Rally { group } => Odds::Rally(rally_odds(g, player, group)?),
    })
}

/// Refuse a question about a group `player` does not own.
fn own(g: &Game, player: Player, group: GroupId) -> Result<(), RuleError> {
    if g.group(group)?.owner != player {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::NotYours });
    }
    Ok(())
}

/// The re-rolls a roll's dice get, in the engine's order: 1s (Training), then successes (Power
/// of Spirits), then failures (the defender of an obstacle); a die is re-rolled once at most
/// (CG-DICE-02).
#[derive(Clone, Copy, Debug, Default)]
struct Rerolls {
    ones: bool,
    successes: bool,
    failures: bool,
}

/// The probability that one `die` ends a success, after `r`.
fn success(die: Die, r: Rerolls) -> Ratio {
    let s = u64::from(die.sides());
    let k = s.saturating_sub(u64::from(tabletop::dice::SUCCESS_FACE) - 1);
    // Over s^2: each first face, then (if re-rolled) the second roll's k successes in s.
    let mut num = 0u64;
    for face in 1..=s {
        let success = face >= u64::from(tabletop::dice::SUCCESS_FACE);
        let rerolled = (r.ones && face == 1) || (success && r.successes) || (!success && r.failures);
        num += if rerolled {
            k
        } else if success {
            s
        } else {
            0
        };
    }
    Ratio::new(num, s * s).unwrap_or_default()
}

/// The distribution of the face one `die` ends on, after `r` (entry `f - 1` for face `f`).
fn faces(die: Die, r: Rerolls) -> Vec<Ratio> {
    let s = u64::from(die.sides());
    let mut num = alloc::vec![0u64; die.sides().into()];
    for face in 1..=s {
        let success = face >= u64::from(tabletop::dice::SUCCESS_FACE);
        let rerolled = (r.ones && face == 1) || (success && r.successes) || (!success && r.failures);
        if rerolled {
            num.iter_mut().for_each(|n| *n += 1);
        } else {
            num[(face - 1) as usize] += s;
        }
    }
    num.into_iter().map(|n| Ratio::new(n, s * s).unwrap_or_default()).collect()
}

/// The dice rolled once `drop` of `dice` are discarded, the weakest first (the owner's best
/// choice), and the dice discarded.
fn discard_weakest(dice: &[Die], drop: usize) -> (Vec<Die>, Vec<Die>) {
    let mut sorted = dice.to_vec();
    sorted.sort_by_key(|d| d.sides());
    let drop = drop.min(sorted.len());
    let kept = sorted.split_off(drop);
    (kept, sorted)
}

/// The distribution of successes of `dice` with re-rolls `r`.
fn successes_of(dice: &[Die], r: Rerolls) -> Dist {
    let trials: Vec<Ratio> = dice.iter().map(|d| success(*d, r)).collect();
    exact::successes(&trials)
}

/// The Stress draws a group holding `tokens` may take before it flees: a group at four flees
/// instead of drawing (CG-STRESS-06).
fn room(tokens: usize) -> usize {
    crate::stress::STRESS_LIMIT.saturating_sub(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    // rule: CG-DICE-01, CG-DICE-02, CG-WME-03, CG-FOREST-05, CG-TERR-18
    #[test]
    fn odds_of_one_die_with_its_rerolls() {
        let r = |n, d| Ratio::new(n, d).expect("a die's denominator");
        let none = Rerolls::default();
        assert_eq!(success(Die::D6, none), r(1, 3));
        assert_eq!(success(Die::D8, none), r(1, 2));
        assert_eq!(success(Die::D10, none), r(3, 5));
        // Training: a 1 is re-rolled once (1/8 of the time, a second 1/2 chance).
        let ones = Rerolls { ones: true, ..none };
        assert_eq!(success(Die::D8, ones), r(9, 16));
        // Power of Spirits: every success re-rolled once, after Training's 1s.
        let spirits = Rerolls { ones: true, successes: true, failures: false };
        assert_eq!(success(Die::D8, spirits), r(5, 16));
        // The defender of an obstacle: failures re-rolled; a 1 Training re-rolled stays.
        let both = Rerolls { ones: true, successes: false, failures: true };
        assert_eq!(success(Die::D10, both), r(21, 25));
        assert_eq!(success(Die::D10, Rerolls { failures: true, ..none }), r(21, 25));
        assert_eq!(discard_weakest(&[Die::D8, Die::D6, Die::D10], 1), (vec![Die::D8, Die::D10], vec![Die::D6]));
    }
}
