//! The odds of a melee (Congo rulebook, "Defeating your Enemies"; CG-MELEE-08 to -16): the
//! dice, the results table, casualties and the Stress tokens the table deals.

use super::exact::{self, Dist, Ratio};
use super::{Distribution, Probability, Rerolls, discard_weakest, distribution, own, room, successes_of};
use crate::error::RuleError;
use crate::game::Game;
use crate::pending::RollPurpose;
use crate::profile::SpecialRule;
use crate::refusal::{BadTarget, CannotAct};
use crate::state::{GroupId, Player};
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// The exact odds of a melee's resolution, from the dice to the Stress tokens the results
/// table deals ([`melee_odds`]). "Attacker" is the engaging group.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMeleeOdds"))]
pub struct MeleeOdds {
    /// The attacker's Combat dice rolled, after its discards (CG-MELEE-08, CG-STRESS-10).
    pub attacker_dice: Vec<Die>,
    /// The defender's Combat dice rolled, after its discards.
    pub defender_dice: Vec<Die>,
    /// The attacker's hits (successes, Ruthless's added): the distribution.
    pub attacker_hits: Distribution,
    /// The defender's hits: the distribution.
    pub defender_hits: Distribution,
    /// The attacker scores more hits.
    pub attacker_wins: Probability,
    /// The defender scores more hits.
    pub defender_wins: Probability,
    /// As many hits each: the defender retreats (CG-MELEE-10).
    pub draw: Probability,
    /// Figures the attacker loses (the results table, at most its figures): the distribution.
    pub attacker_casualties: Distribution,
    /// Figures the defender loses: the distribution.
    pub defender_casualties: Distribution,
    /// The defender loses at least one figure ("to kill at least one").
    pub at_least_one_casualty: Probability,
    /// Stress tokens the attacker must draw (0 or 1, CG-MELEE-10 to -14).
    pub attacker_stress: Distribution,
    /// Stress tokens the defender must draw.
    pub defender_stress: Distribution,
    /// The attacker must draw a token while holding four: it flees (CG-STRESS-06).
    pub attacker_flees: Probability,
    /// The defender flees.
    pub defender_flees: Probability,
    /// Special rules of these groups whose effect is not in the numbers, by inventory id; and
    /// the retreat's own losses (a retreat that cannot be made in full, CG-FLIGHT-09), which
    /// depend on the table after the melee: never counted.
    pub not_counted: Vec<String>,
}

/// One side of the melee: its dice rolled and the distribution of its hits.
fn side(g: &Game, group: GroupId, enemy: GroupId, purpose: RollPurpose, failures: bool) -> (Vec<Die>, Dist) {
    if crate::melee::scores_nothing(g, group) {
        return (Vec::new(), vec![Ratio::one()]);
    }
    let foe_stress = g.group(enemy).map(|gr| gr.stress.len()).unwrap_or(0);
    let (dice, drop) = crate::melee::melee_dice(g, group, foe_stress, &[]);
    let (rolled, _) = discard_weakest(&dice, drop);
    let ones = g.values(group).is_some_and(|v| crate::hooks::rerolls_ones(&v, purpose));
    let successes = successes_of(&rolled, Rerolls { ones, successes: false, failures });
    let extra = crate::melee::extra_hits(g, group);
    let mut hits = Dist::new();
    for (k, p) in successes.iter().enumerate() {
        exact::add_at(&mut hits, k + extra, p);
    }
    (rolled, hits)
}

/// What a group holds that decides its fate after the results table.
struct Holder {
    figures: usize,
    tokens: usize,
    fled_already: bool,
}

impl Holder {
    fn of(g: &Game, group: GroupId) -> Result<Holder, RuleError> {
        let grp = g.group(group)?;
        Ok(Holder { figures: grp.figures.len(), tokens: grp.stress.len(), fled_already: grp.fled == Some(g.serial) })
    }

    /// After losing `lost` figures and being dealt `draws` tokens: its losses (a casualty
    /// instead of a second flight included), the draws it made, whether it flees.
    fn after(&self, lost: usize, draws: usize) -> (usize, usize, bool) {
        let lost = lost.min(self.figures);
        let left = self.figures - lost;
        let in_play = left > 1 || (left == 1 && self.tokens < crate::stress::STRESS_LIMIT);
        let draws = if in_play { draws } else { 0 };
        let over = draws > room(self.tokens);
        match (over, self.fled_already) {
            (true, true) => ((lost + 1).min(self.figures), draws, false),
            (true, false) => (lost, draws, true),
            (false, _) => (lost, draws, false),
        }
    }
}

/// The exact odds of a melee in which `attacker` (`player`'s) engages `defender` now (across an
/// obstacle or not), from the Combat rolls to the results table's casualties and Stress tokens;
/// module docs for what is assumed. What special rules do before the dice (Bribe, Bodyguard,
/// the King's Authority, Frenzy) and after (Meat, Fear my wrath) is not counted: the answer's
/// `not_counted` names those the two groups have.
///
/// # Errors
/// [`RuleError::UnknownGroup`]; [`RuleError::GroupCannotAct`] if `attacker` is not `player`'s or is off the table;
/// [`RuleError::BadTarget`] ([`BadTarget::EngagedNonEnemy`]) if `defender` is not an enemy group
/// on the table.
pub fn melee_odds(
    g: &Game,
    player: Player,
    attacker: GroupId,
    defender: GroupId,
    across_obstacle: bool,
) -> Result<MeleeOdds, RuleError> {
    own(g, player, attacker)?;
    let (a, d) = (g.group(attacker)?, g.group(defender)?);
    if !a.in_play() {
        return Err(RuleError::GroupCannotAct { group: attacker, reason: CannotAct::NotYoursOnTable });
    }
    if d.owner == player || !d.in_play() {
        return Err(RuleError::BadTarget(BadTarget::EngagedNonEnemy(defender)));
    }
    let (attacker_dice, ah) = side(g, attacker, defender, RollPurpose::MeleeAttack, false);
    let (defender_dice, dh) = side(g, defender, attacker, RollPurpose::MeleeDefence, across_obstacle);
    let holders = [Holder::of(g, attacker)?, Holder::of(g, defender)?];
    let (mut wins, mut draw) = ([Ratio::zero(), Ratio::zero()], Ratio::zero());
    let mut casualties = [Dist::new(), Dist::new()];
    let mut stress = [Dist::new(), Dist::new()];
    let mut flees = [Ratio::zero(), Ratio::zero()];
    for (x, px) in ah.iter().enumerate() {
        for (y, py) in dh.iter().enumerate() {
            let p = px.mul(py);
            if p.is_zero() {
                continue;
            }
            let clamp = |n: usize| n.min(usize::from(u8::MAX)) as u8;
            let (winner, loser, out) = crate::melee::result(attacker, defender, clamp(x), clamp(y));
            match winner {
                Some(w) => wins[usize::from(w != attacker)] = wins[usize::from(w != attacker)].add(&p),
                None => draw = draw.add(&p),
            }
            let l = usize::from(loser != attacker);
            let other = 1 - l;
            let (lost, drawn, fled) = holders[l].after(usize::from(out.casualties), 1);
            exact::add_at(&mut casualties[l], lost, &p);
            exact::add_at(&mut stress[l], drawn, &p);
            if fled {
                flees[l] = flees[l].add(&p);
            }
            let (lost, drawn, fled) = holders[other].after(0, usize::from(out.both_draw));
            exact::add_at(&mut casualties[other], lost, &p);
            exact::add_at(&mut stress[other], drawn, &p);
            if fled {
                flees[other] = flees[other].add(&p);
            }
        }
    }
    let mut not_counted = Vec::new();
    for group in [attacker, defender] {
        rules_not_counted(g, group, &mut not_counted);
        let Some(v) = g.values(group) else { continue };
        for r in v.special_rules() {
            let name = match r {
                SpecialRule::Bribe { .. } => "CG-ZAN-04 Bribe",
                SpecialRule::Bodyguard { .. } => "CG-ZAN-05 Bodyguard",
                SpecialRule::Authority { .. } => "CG-AK-01 Authority",
                SpecialRule::Frenzy { .. } => "CG-AK-02 Frenzy",
                SpecialRule::Meat { .. } => "CG-FOREST-08 Meat!",
                SpecialRule::FearMyWrath => "CG-AK-04 Fear my wrath",
                _ => continue,
            };
            if !not_counted.iter().any(|n| n == name) {
                not_counted.push(String::from(name));
            }
        }
    }
    not_counted.push(String::from("CG-FLIGHT-09 losses of a retreat that cannot be made in full"));
    let [ac, dc] = casualties;
    let [ast, dst] = stress;
    Ok(MeleeOdds {
        attacker_dice,
        defender_dice,
        attacker_hits: distribution(&ah),
        defender_hits: distribution(&dh),
        attacker_wins: Probability::of(&wins[0]),
        defender_wins: Probability::of(&wins[1]),
        draw: Probability::of(&draw),
        at_least_one_casualty: Probability::of(&exact::at_least(&dc, 1)),
        attacker_casualties: distribution(&ac),
        defender_casualties: distribution(&dc),
        attacker_stress: distribution(&ast),
        defender_stress: distribution(&dst),
        attacker_flees: Probability::of(&flees[0]),
        defender_flees: Probability::of(&flees[1]),
        not_counted,
    })
}

/// The rules a Stress draw or a casualty of `group` may meet that the odds leave out, pushed
/// once each onto `out`: Spiritual Guidance (the token may go to another group, CG-ZAN-03),
/// Reckless (a casualty cancelled for tokens, CG-WME-10), Animal and Event tokens in the bag
/// (CG-ANIMAL-01, CG-USR-19).
pub(super) fn rules_not_counted(g: &Game, group: GroupId, out: &mut Vec<String>) {
    let mut push = |name: &str| {
        if !out.iter().any(|n| n == name) {
            out.push(String::from(name));
        }
    };
    if let Some(v) = g.values(group) {
        if crate::hooks::guidance_range(&v).is_some() {
            push("CG-ZAN-03 Spiritual Guidance");
        }
        if crate::hooks::reckless(&v).is_some() {
            push("CG-WME-10 Reckless");
        }
    }
    if !g.bag.extras().is_empty() {
        push("CG-ANIMAL-01 CG-USR-19 Animal and Event tokens in the Stress bag");
    }
}
