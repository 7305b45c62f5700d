//! The odds of a Shooting action (Congo rulebook, "Big Game Hunting"; CG-SHOOT-07 to -19).

use super::exact::{self, Dist, Ratio};
use super::{Distribution, Probability, Rerolls, discard_weakest, distribution, faces, own, room, successes_of};
use crate::error::RuleError;
use crate::game::Game;
use crate::pending::RollPurpose;
use crate::state::{FigureId, GroupId, Player};
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// The exact odds of a Shooting action ([`shot_odds`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotOdds"))]
pub struct ShotOdds {
    /// The Attack dice rolled, after the discards (CG-SHOOT-08, -09).
    pub attack_dice: Vec<Die>,
    /// The dice discarded for a partial shot and the Shooting Stress tokens: the weakest
    /// (CG-SHOOT-07, CG-STRESS-09).
    pub discarded: Vec<Die>,
    /// Only the leading figure sees the target (CG-SHOOT-07).
    pub partial: bool,
    /// The target's Cover die, one per hit (CG-SHOOT-11).
    pub cover: Die,
    /// Hits scored (successes, with Hunting the prey's): the distribution.
    pub hits: Distribution,
    /// Figures the target loses (uncancelled hits, at most its figures; a casualty taken
    /// instead of a second flight included, CG-STRESS-07): the distribution.
    pub casualties: Distribution,
    /// Stress tokens the target must draw (a musket's, CG-SHOOT-19; a draw at four tokens is a
    /// flight instead): the distribution.
    pub stress_tokens: Distribution,
    /// At least one hit.
    pub at_least_one_hit: Probability,
    /// At least one casualty.
    pub at_least_one_casualty: Probability,
    /// The target loses every figure.
    pub wiped_out: Probability,
    /// The target must draw a Stress token while holding four: it flees (CG-STRESS-06).
    pub flees: Probability,
    /// Special rules of these groups whose effect is not in the numbers, by inventory id.
    pub not_counted: Vec<String>,
}

/// The exact odds of `group`'s Shooting action at `target` led by `leader` (with the Giraffe
/// card `giraffe` of `player`'s hand, if given), as [`crate::Decision::Shoot`] would start it
/// now: the engine's own check builds the shot (range, line of sight, partial shot, cover);
/// module docs for what is assumed.
///
/// # Errors
/// The engine's refusal of the shot; [`RuleError::GroupCannotAct`] ([`crate::refusal::CannotAct::NotYours`]) if `group` is not
/// `player`'s.
pub fn shot_odds(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<ShotOdds, RuleError> {
    own(g, player, group)?;
    let shot = crate::shooting::check_shot(g, player, group, leader, target, giraffe)?;
    let (dice, drop, _) = shot.attack_dice(g);
    let (attack_dice, discarded) = discard_weakest(&dice, drop);
    let ones = g.values(group).is_some_and(|v| crate::hooks::rerolls_ones(&v, RollPurpose::Attack));
    let spirits = crate::special::forest::spirits_protect(g, target);
    let rerolls = Rerolls { ones, successes: spirits, failures: false };
    // (poisoned, hits) after the roll: Poison's casualties and the ordinary hits (CG-FOREST-15).
    let rolled: Vec<((usize, usize), Ratio)> = if crate::special::forest::has_poison(g, group) {
        poisoned(&attack_dice, rerolls)
    } else {
        successes_of(&attack_dice, rerolls).into_iter().enumerate().map(|(k, p)| ((0, k), p)).collect()
    };
    // Hunting the prey: one more die per hit, its successes added (CG-FOREST-12).
    let hunting = crate::special::forest::hunting_die(g, group);
    let mut outcomes: BTreeMap<(usize, usize), Ratio> = BTreeMap::new();
    for ((poison, k), p) in rolled {
        let extra = match hunting {
            Some(die) => successes_of(&vec![die; k], Rerolls::default()),
            None => vec![Ratio::one()],
        };
        for (j, q) in extra.iter().enumerate() {
            let e = outcomes.entry((poison, k + j)).or_default();
            *e = e.add(&p.mul(q));
        }
    }
    let mut hits = Dist::new();
    for ((_, h), p) in &outcomes {
        exact::add_at(&mut hits, *h, p);
    }
    let tgt = g.group(target)?;
    let figures = tgt.figures.len();
    let tokens = tgt.stress.len();
    let fled_already = tgt.fled == Some(g.serial);
    let cover_ones = g.values(target).is_some_and(|v| crate::hooks::rerolls_ones(&v, RollPurpose::Cover));
    let mut casualties = Dist::new();
    let mut stress = Dist::new();
    let mut flees = Ratio::zero();
    for (&(poison, h), ph) in &outcomes {
        if ph.is_zero() {
            continue;
        }
        // The engine's Cover pool for h hits (the target rolls at once).
        let mut probe = shot.clone();
        probe.hits = h.min(usize::from(u8::MAX)) as u8;
        let cancelled = if h == 0 {
            vec![Ratio::one()]
        } else {
            successes_of(&probe.cover_dice(), Rerolls { ones: cover_ones, ..Rerolls::default() })
        };
        for (c, pc) in cancelled.iter().enumerate() {
            let p = ph.mul(pc);
            if p.is_zero() {
                continue;
            }
            let mut lost = (h.saturating_sub(c) + poison).min(figures);
            let left = figures - lost;
            // Four tokens and a single figure: the group is removed (CG-STRESS-08).
            let in_play = left > 1 || (left == 1 && tokens < crate::stress::STRESS_LIMIT);
            let draws = usize::from(shot.musket && in_play);
            if draws > room(tokens) {
                if fled_already {
                    lost += 1;
                } else {
                    flees = flees.add(&p);
                }
            }
            exact::add_at(&mut casualties, lost.min(figures), &p);
            exact::add_at(&mut stress, draws, &p);
        }
    }
    let mut not_counted = Vec::new();
    super::melee::rules_not_counted(g, target, &mut not_counted);
    Ok(ShotOdds {
        attack_dice,
        discarded,
        partial: shot.partial,
        cover: shot.cover,
        at_least_one_hit: Probability::of(&exact::at_least(&hits, 1)),
        at_least_one_casualty: Probability::of(&exact::at_least(&casualties, 1)),
        wiped_out: Probability::of(&exact::at_least(&casualties, figures.max(1))),
        flees: Probability::of(&flees),
        hits: distribution(&hits),
        casualties: distribution(&casualties),
        stress_tokens: distribution(&stress),
        not_counted,
    })
}

/// Poison (CG-FOREST-15): the joint distribution of (casualties, hits) of a roll of `dice`
/// with re-rolls `r`: every success face shown by two or more dice kills that many with no Cover
/// roll, each other success is a hit. A walk over the dice keeping, for each success face,
/// whether it showed on none, one, or more dice, and the successes so far.
fn poisoned(dice: &[Die], r: Rerolls) -> Vec<((usize, usize), Ratio)> {
    let success = usize::from(tabletop::dice::SUCCESS_FACE);
    let mut states: BTreeMap<(Vec<u8>, usize), Ratio> = BTreeMap::new();
    states.insert((Vec::new(), 0), Ratio::one());
    for die in dice {
        let odds = faces(*die, r);
        let mut next: BTreeMap<(Vec<u8>, usize), Ratio> = BTreeMap::new();
        for ((seen, n), p) in &states {
            for (i, q) in odds.iter().enumerate() {
                let face = i + 1;
                let (mut seen, mut n) = (seen.clone(), *n);
                if face >= success {
                    let k = face - success;
                    if seen.len() <= k {
                        seen.resize(k + 1, 0);
                    }
                    seen[k] = (seen[k] + 1).min(2);
                    n += 1;
                }
                let e = next.entry((seen, n)).or_default();
                *e = e.add(&p.mul(q));
            }
        }
        states = next;
    }
    let mut out: BTreeMap<(usize, usize), Ratio> = BTreeMap::new();
    for ((seen, n), p) in states {
        let single = seen.iter().filter(|s| **s == 1).count();
        let e = out.entry((n - single, single)).or_default();
        *e = e.add(&p);
    }
    out.into_iter().collect()
}
