//! The African Kingdoms' special rules in play (Congo rulebook, "The African Kingdoms").
//!
//! | rule | where the engine asks |
//! | --- | --- |
//! | Insensible (CG-AK-09), Charge (CG-AK-05) | `effective_stress`: movement, shooting, melee, Terror |
//! | Fear my wrath (CG-AK-04) | `fear_my_wrath`: the end of a melee |
//! | Authority (CG-AK-01) | `authority`: a melee's engagement (a group or a wild animal engaged), before any die |
//! | Frenzy (CG-AK-02) | `frenzy_prompt`, `frenzy_answer`, `frenzy_step`: before a melee's Combat dice (a group's or a wild animal's) |
//! | Litany (CG-AK-03) | [`Litany`]: the beginning of each turn, before the Action cards |
//! | Elite (CG-AK-12) | mustering only (`crate::muster`) |

use super::has;
use crate::game::Game;
use crate::profile::SpecialRule;
use crate::state::{GroupId, Values};
use crate::stress::{StressKind, StressSet};
use alloc::vec::Vec;

/// The Stress tokens of a group whose pictograms take effect now (their count toward four is
/// unchanged, see [`crate::state::Group::at_limit`]):
/// - none for an Insensible group (Fanatical Warriors, CG-AK-09: "the pictogram on the token
///   has no effect");
/// - no Movement token for a group with the War Horn during a movement that engages an enemy
///   group (`engaging`; Charge, CG-AK-05).
pub(crate) fn effective_stress(v: &Values<'_>, stress: &[StressKind], engaging: bool) -> StressSet {
    // No token, none in effect (speed: most groups hold none; the rules are not looked up).
    if stress.is_empty() || has(v, |r| matches!(r, SpecialRule::Insensible)) {
        return StressSet::new();
    }
    let charge = engaging && has(v, |r| matches!(r, SpecialRule::Charge));
    stress.iter().copied().filter(|k| !(charge && *k == StressKind::Movement)).collect()
}

/// The effective tokens of a group of the game (see [`effective_stress`]); none for a bad id.
pub(crate) fn group_stress(g: &Game, group: GroupId, engaging: bool) -> StressSet {
    match (g.values(group), g.group(group)) {
        (Some(v), Ok(grp)) => effective_stress(&v, &grp.stress, engaging),
        _ => StressSet::new(),
    }
}

/// Fear my wrath (CG-AK-04): when the War Chief's group wins a melee, the defeated group, once
/// it has retreated, takes a Terror test. `Some(loser)` when it applies: the winner still has a
/// living War Chief and the loser is still on the table.
pub(crate) fn fear_my_wrath(g: &Game, winner: GroupId, loser: GroupId) -> Option<GroupId> {
    let v = g.values(winner)?;
    (has(&v, |r| matches!(r, SpecialRule::FearMyWrath)) && g.group(loser).ok()?.in_play()).then_some(loser)
}

/// The King's Authority (CG-AK-01): when his group engages in melee, roll his dice (2D8); each
/// success removes a Stress token from any friendly group within his reach (M), his own
/// included, chosen one at a time ([`super::RemoveStress`]). `None` without a living King in
/// the engaging group.
pub(crate) fn authority(
    g: &mut Game,
    group: GroupId,
    ev: &mut Vec<crate::event::Event>,
) -> Result<Option<crate::tasks::Task>, crate::error::RuleError> {
    let Some((dice, range)) = g.values(group).and_then(|v| {
        v.special_rules().find_map(|r| match r {
            SpecialRule::Authority { dice, range } => Some((*dice, *range)),
            _ => None,
        })
    }) else {
        return Ok(None);
    };
    let owner = g.group(group)?.owner;
    let rolls = g.dice.roll_many(dice.die, usize::from(dice.count))?;
    let successes = crate::roll::successes(&rolls).min(usize::from(u8::MAX)) as u8;
    ev.push(crate::event::Event::new(
        "CG-AK-01",
        crate::event::What::SpecialRuleRolled { group, dice: rolls, successes },
    ));
    if successes == 0 {
        return Ok(None);
    }
    Ok(Some(super::RemoveStress::new(owner, group, range, true, successes, "CG-AK-01")))
}

/// Frenzy (CG-AK-02): the figures of a group with a living Prince that may be eliminated before
/// a melee: any living figure with a Combat value but the Prince himself, whose removal leaves
/// the group one unbroken chain. Empty without a Prince.
pub(crate) fn frenzy_figures(g: &Game, group: GroupId) -> Vec<crate::state::FigureId> {
    let Some(v) = g.values(group) else { return Vec::new() };
    if !has(&v, |r| matches!(r, SpecialRule::Frenzy { .. })) {
        return Vec::new();
    }
    let Ok(grp) = g.group(group) else { return Vec::new() };
    grp.figures
        .iter()
        .copied()
        .filter(|f| matches!(combat_die(g, *f), Some((_, false))))
        .filter(|f| crate::casualties::check_choice(g, group, 1, false, &[*f]).is_ok())
        .collect()
}

/// The Frenzy question to `group`'s owner before a melee of either kind (against a group or a
/// wild animal; CG-AK-02): the figures he may eliminate ([`frenzy_figures`]). `None` when there
/// is nothing to ask (no Prince, or no figure he may give).
pub(crate) fn frenzy_prompt(g: &Game, group: GroupId) -> Option<(crate::state::Player, crate::pending::Ask)> {
    let figures = frenzy_figures(g, group);
    (!figures.is_empty()).then_some((g.group(group).ok()?.owner, crate::pending::Ask::Frenzy { group, figures }))
}

/// Check a [`crate::Decision::Frenzy`] for `group`: the figure named must be one of
/// [`frenzy_figures`]; `None` declines. Returns the answer.
pub(crate) fn frenzy_answer(
    g: &Game,
    group: GroupId,
    d: &crate::decision::Decision,
) -> Result<Option<crate::state::FigureId>, crate::error::RuleError> {
    let crate::decision::Decision::Frenzy { figure } = d else {
        return Err(crate::error::RuleError::WrongDecision { expected: "frenzy" });
    };
    if let Some(f) = figure {
        if !frenzy_figures(g, group).contains(f) {
            return Err(crate::error::RuleError::Forbidden(crate::error::Forbidden::Frenzy));
        }
    }
    Ok(*figure)
}

/// `group`'s Frenzy before a melee of either kind, `answer` being its owner's answer once given
/// (taken here): `None` while the question waits; then the Combat dice gained for this melee
/// ([`frenzy`]; none when declined or not offered).
pub(crate) fn frenzy_step(
    g: &mut Game,
    group: GroupId,
    answer: &mut Option<Option<crate::state::FigureId>>,
    ev: &mut Vec<crate::event::Event>,
) -> Result<Option<Vec<tabletop::Die>>, crate::error::RuleError> {
    let offered = g.group(group)?.in_play() && !frenzy_figures(g, group).is_empty();
    if offered && answer.is_none() {
        return Ok(None);
    }
    match answer.take() {
        Some(Some(f)) => frenzy(g, group, f, ev).map(Some),
        _ => Ok(Some(Vec::new())),
    }
}

/// A figure's Combat die and whether it is a Prince (whose Frenzy it is).
fn combat_die(g: &Game, f: crate::state::FigureId) -> Option<(tabletop::Die, bool)> {
    use crate::state::Role;
    let fig = g.figure(f)?;
    let grp = g.group(fig.group).ok()?;
    let gs = g.setup.columns[grp.owner.index()].groups.get(usize::from(grp.index))?;
    match fig.role {
        Role::Member => gs.profile.combat.map(|d| (d, false)),
        Role::Character { index } => {
            let c = &gs.characters.get(usize::from(index))?.profile;
            let prince = c.special_rules.iter().any(|r| matches!(r, SpecialRule::Frenzy { .. }));
            c.combat.map(|p| (p.die, prince))
        }
        Role::Auxiliary { index } => gs.auxiliaries.get(usize::from(index))?.profile.combat.map(|p| (p.die, false)),
        Role::Pet { combat } => Some((combat, false)),
    }
}

/// Carry out Frenzy: eliminate `figure` (no death roll) and return the Combat dice its group
/// gains for this melee (three of its Combat die).
pub(crate) fn frenzy(
    g: &mut Game,
    group: GroupId,
    figure: crate::state::FigureId,
    ev: &mut Vec<crate::event::Event>,
) -> Result<Vec<tabletop::Die>, crate::error::RuleError> {
    let count = g
        .values(group)
        .and_then(|v| {
            v.special_rules().find_map(|r| if let SpecialRule::Frenzy { dice } = r { Some(*dice) } else { None })
        })
        .unwrap_or(0);
    let Some((die, _)) = combat_die(g, figure) else { return Ok(Vec::new()) };
    crate::casualties::remove_figure(g, figure, "CG-AK-02", ev)?;
    crate::casualties::check_group(g, group, ev)?;
    let dice: Vec<tabletop::Die> = core::iter::repeat_n(die, usize::from(count)).collect();
    ev.push(crate::event::Event::new("CG-AK-02", crate::event::What::CombatDiceGained { group, dice: dice.clone() }));
    Ok(dice)
}

/// One Litany exchange of Stress tokens (CG-AK-03): data of congo-model's `stress`, named here
/// too.
pub use crate::stress::LitanySwap;

/// The War Drum's Litany at the beginning of a turn (CG-AK-03): his owner exchanges two
/// Stress tokens between two groups, friendly and/or enemy, or passes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLitany"))]
pub struct Litany {
    /// The War Drum's owner.
    pub player: crate::state::Player,
    /// The choice, once given (`Some(None)`: no exchange).
    pub answer: Option<Option<LitanySwap>>,
}

/// Whether `p` has a living War Drum on the table.
pub(crate) fn has_war_drum(g: &Game, p: crate::state::Player) -> bool {
    g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == p)).any(|id| {
        g.values(id).is_some_and(|v| v.characters.iter().any(|c| c.special_rules.contains(&SpecialRule::Litany)))
    })
}

impl Litany {
    /// The Litany tasks of a turn's beginning, to push in order (One asked first).
    pub(crate) fn start_of_turn(g: &Game) -> Vec<crate::tasks::Task> {
        let mut out: Vec<crate::tasks::Task> = crate::state::Player::BOTH
            .into_iter()
            .filter(|p| has_war_drum(g, *p) && !swaps(g).is_empty())
            .map(|player| crate::tasks::Task::Litany(Litany { player, answer: None }))
            .collect();
        out.reverse();
        out
    }

    pub(crate) fn prompt(&self, _g: &Game) -> Option<(crate::state::Player, crate::pending::Ask)> {
        self.answer.is_none().then_some((self.player, crate::pending::Ask::Litany))
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &crate::decision::Decision) -> Result<(), crate::error::RuleError> {
        let crate::decision::Decision::Litany { swap } = d else {
            return Err(crate::error::RuleError::WrongDecision { expected: "litany" });
        };
        if let Some(s) = swap {
            if !swaps(g).contains(s) {
                return Err(crate::error::RuleError::Forbidden(crate::error::Forbidden::Litany));
            }
        }
        self.answer = Some(*swap);
        Ok(())
    }

    pub(crate) fn advance(
        self,
        g: &mut Game,
        ev: &mut Vec<crate::event::Event>,
    ) -> Result<crate::game::Flow, crate::error::RuleError> {
        use crate::event::{Event, What};
        let Some(choice) = self.answer else { return Ok(crate::game::Flow::Wait(crate::tasks::Task::Litany(self))) };
        if let Some(s) = choice {
            for (from, to, token) in [(s.a, s.b, s.a_gives), (s.b, s.a, s.b_gives)] {
                let grp = g.group_mut(from)?;
                if let Some(i) = grp.stress.iter().position(|k| *k == token) {
                    grp.stress.remove(i);
                    g.group_mut(to)?.stress.push(token);
                }
            }
            ev.push(Event::new("CG-AK-03", What::StressExchanged { swap: s }));
        }
        Ok(crate::game::Flow::Done)
    }
}

/// Every legal exchange: two groups in play (`a` before `b`), a kind each holds, the kinds
/// different (the same kinds would change nothing).
pub(crate) fn swaps(g: &Game) -> Vec<LitanySwap> {
    let kinds = |id: GroupId| {
        let mut k = g.group(id).map(|gr| gr.stress.clone()).unwrap_or_default();
        k.sort_unstable();
        k.dedup();
        k
    };
    let ids: Vec<GroupId> = g.groups_in_play().filter(|id| !kinds(*id).is_empty()).collect();
    let mut out = Vec::new();
    for (i, &a) in ids.iter().enumerate() {
        for &b in &ids[i + 1..] {
            for a_gives in kinds(a) {
                for b_gives in kinds(b) {
                    if a_gives != b_gives {
                        out.push(LitanySwap { a, a_gives, b, b_gives });
                    }
                }
            }
        }
    }
    out
}
