//! The odds of the Influence actions (Congo rulebook, "Overcoming your Fears", Influence): a
//! Terror test (CG-INFL-04, -05) and a Rally (CG-INFL-02).

use super::exact::{self, Dist, Ratio};
use super::{Distribution, Probability, Rerolls, distribution, own, room, successes_of};
use crate::error::RuleError;
use crate::game::Game;
use crate::pending::RollPurpose;
use crate::refusal::{BadTarget, CannotAct};
use crate::state::{GroupId, Player};
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// The exact odds of a Terror test ([`terror_odds`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTerrorOdds"))]
pub struct TerrorOdds {
    /// Terror hits: one, plus one per Terror Stress token of the target (CG-INFL-04).
    pub hits: u8,
    /// The target's Bravery dice (one per hit, plus bonus dice; empty for a character alone with
    /// no Bravery value, whose test fails, CG-MUSTER-09).
    pub bravery_dice: Vec<Die>,
    /// Uncancelled hits: the Stress tokens the target must draw (CG-INFL-05), the distribution.
    pub stress_tokens: Distribution,
    /// At least one token to draw.
    pub at_least_one_token: Probability,
    /// The target must draw a token while holding four: it flees (CG-STRESS-06); each later
    /// draw costs it a figure instead (CG-STRESS-07).
    pub flees: Probability,
    /// Special rules of the target whose effect is not in the numbers, by inventory id.
    pub not_counted: Vec<String>,
}

/// The exact odds of a Rally ([`rally_odds`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRallyOdds"))]
pub struct RallyOdds {
    /// The group's Bravery dice: one per Stress token, plus bonus dice (CG-INFL-02).
    pub bravery_dice: Vec<Die>,
    /// Stress tokens returned to the bag (successes, at most the tokens held), the distribution.
    pub tokens_returned: Distribution,
    /// At least one token returned.
    pub at_least_one_returned: Probability,
    /// Every token returned.
    pub all_returned: Probability,
    /// Special rules of the group whose effect is not in the numbers, by inventory id.
    pub not_counted: Vec<String>,
}

/// The distribution of `cap - min(successes, cap)` (or of `min(successes, cap)` when `kept`).
fn capped(successes: &Dist, cap: usize, kept: bool) -> Dist {
    let mut out = Dist::new();
    for (s, p) in successes.iter().enumerate() {
        let k = s.min(cap);
        exact::add_at(&mut out, if kept { k } else { cap - k }, p);
    }
    out
}

/// The exact odds of a Terror action of `player`'s at the enemy group `target` now: the Terror
/// hits, the target's Bravery roll (no Crocodile), the Stress tokens it must draw and whether it
/// flees; module docs for what is assumed.
///
/// # Errors
/// [`RuleError::UnknownGroup`]; [`RuleError::BadTarget`] ([`BadTarget::TerrorAtNonEnemy`]) if `target` is `player`'s own or not on
/// the table.
pub fn terror_odds(g: &Game, player: Player, target: GroupId) -> Result<TerrorOdds, RuleError> {
    let t = g.group(target)?;
    if t.owner == player || !t.in_play() {
        return Err(RuleError::BadTarget(BadTarget::TerrorAtNonEnemy(target)));
    }
    let hits = crate::influence::terror_hits(g, target);
    let pool = crate::influence::bravery_pool(g, target, usize::from(hits), RollPurpose::Terror);
    let ones = g.values(target).is_some_and(|v| crate::hooks::rerolls_ones(&v, RollPurpose::Terror));
    let successes = match &pool {
        Some(dice) => successes_of(dice, Rerolls { ones, ..Rerolls::default() }),
        None => vec![Ratio::one()],
    };
    let stress = capped(&successes, usize::from(hits), false);
    let flees =
        if t.fled == Some(g.serial) { Ratio::zero() } else { exact::at_least(&stress, room(t.stress.len()) + 1) };
    let mut not_counted = Vec::new();
    super::melee::rules_not_counted(g, target, &mut not_counted);
    Ok(TerrorOdds {
        hits,
        bravery_dice: pool.unwrap_or_default(),
        at_least_one_token: Probability::of(&exact::at_least(&stress, 1)),
        flees: Probability::of(&flees),
        stress_tokens: distribution(&stress),
        not_counted,
    })
}

/// The exact odds of a Rally of `player`'s `group` now: its Bravery roll (no Crocodile) and the
/// tokens returned; module docs for what is assumed. Zamara (the Emir taking other groups'
/// tokens first, CG-ZAN-01) is not counted.
///
/// # Errors
/// [`RuleError::UnknownGroup`]; [`RuleError::GroupCannotAct`] if `group` is not `player`'s ([`CannotAct::NotYours`]), is off the
/// table, or holds no Stress token.
pub fn rally_odds(g: &Game, player: Player, group: GroupId) -> Result<RallyOdds, RuleError> {
    own(g, player, group)?;
    let grp = g.group(group)?;
    if !grp.in_play() {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::NotYoursOnTable });
    }
    if grp.stress.is_empty() {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::NoStressToRally });
    }
    let tokens = grp.stress.len();
    let pool = crate::influence::bravery_pool(g, group, tokens, RollPurpose::Rally);
    let ones = g.values(group).is_some_and(|v| crate::hooks::rerolls_ones(&v, RollPurpose::Rally));
    let successes = match &pool {
        Some(dice) => successes_of(dice, Rerolls { ones, ..Rerolls::default() }),
        None => vec![Ratio::one()],
    };
    let returned = capped(&successes, tokens, true);
    let mut not_counted = Vec::new();
    if g.values(group).is_some_and(|v| crate::hooks::zamara_range(&v).is_some()) {
        not_counted.push(String::from("CG-ZAN-01 Zamara"));
    }
    Ok(RallyOdds {
        bravery_dice: pool.unwrap_or_default(),
        at_least_one_returned: Probability::of(&exact::at_least(&returned, 1)),
        all_returned: Probability::of(&exact::at_least(&returned, tokens)),
        tokens_returned: distribution(&returned),
        not_counted,
    })
}
