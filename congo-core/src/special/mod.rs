//! The culture chapters' special rules in play, one module per culture (Congo rulebook, "The
//! African Kingdoms", "The Forest Tribes"). Each rule lives in one function here; the engine
//! calls it at the point the rule changes (see each function's doc for the call site).

pub mod bonus;
pub mod forest;
pub mod kingdoms;

use crate::profile::SpecialRule;
use crate::state::Values;

/// Whether the group carries a rule matching `f` (its profile's, its living characters' or
/// auxiliaries').
pub(crate) fn has(v: &Values<'_>, f: impl Fn(&SpecialRule) -> bool) -> bool {
    v.special_rules().any(f)
}

use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::pending::Ask;
use crate::profile::Stick;
use crate::state::{GroupId, Player};
use crate::stress::StressKind;
use crate::tasks::Task;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// The base centres of a group's models: its living figures, then the Independent Characters
/// with it (`crate::space::bases`).
pub(crate) fn positions(g: &Game, group: GroupId) -> Vec<tabletop::Point> {
    crate::space::bases(g, group)
}

/// Stress tokens a special rule removes one at a time, each from a group of the owner's choice
/// within `range` of `from` (its own included): the King's Authority (CG-AK-01), one token per
/// success from any friendly group within M.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRemoveStress"))]
pub struct RemoveStress {
    /// Who chooses.
    pub player: Player,
    /// The group the range is measured from.
    pub from: GroupId,
    /// The reach.
    pub range: Stick,
    /// Only the chooser's own groups.
    pub friendly_only: bool,
    /// Tokens still to remove.
    pub left: u8,
    /// The rule's inventory id, for the events.
    pub rule: Cow<'static, str>,
    /// The choice, once given.
    pub answer: Option<(GroupId, StressKind)>,
    /// Each token from a different group (the Macabre Blessing's "up to three groups").
    #[serde(default)]
    pub distinct: bool,
    /// The chooser may stop early ([`Decision::UseRule`] `false`).
    #[serde(default)]
    pub optional: bool,
    /// Groups that lost a token already.
    #[serde(default)]
    pub done: Vec<GroupId>,
    /// The reach is `range` + S (a Giraffe played on the ritual: CG-TOTEM-09).
    #[serde(default)]
    pub giraffe: bool,
    /// The chooser stopped.
    #[serde(default)]
    pub stopped: bool,
}

impl RemoveStress {
    pub(crate) fn new(
        player: Player,
        from: GroupId,
        range: Stick,
        friendly_only: bool,
        left: u8,
        rule: &'static str,
    ) -> Task {
        Task::RemoveStress(RemoveStress {
            player,
            from,
            range,
            friendly_only,
            left,
            rule: Cow::Borrowed(rule),
            answer: None,
            distinct: false,
            optional: false,
            done: Vec::new(),
            giraffe: false,
            stopped: false,
        })
    }

    /// The groups that may lose a token now.
    // "Not (distinct and already done)" says the rule as written.
    #[allow(clippy::nonminimal_bool)]
    fn groups(&self, g: &Game) -> Vec<GroupId> {
        let here = positions(g, self.from);
        let reach = if self.giraffe { self.range.length() + Stick::S.length() } else { self.range.length() };
        g.groups_in_play()
            .filter(|id| {
                let Ok(gr) = g.group(*id) else { return false };
                !gr.stress.is_empty()
                    && !(self.distinct && self.done.contains(id))
                    && (!self.friendly_only || gr.owner == self.player)
                    && crate::geometry::base::within(&here, &positions(g, *id), reach)
            })
            .collect()
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if self.answer.is_some() || self.left == 0 || self.stopped {
            return None;
        }
        let groups = self.groups(g);
        (!groups.is_empty()).then_some((self.player, Ask::RemoveStress { count: self.left, groups }))
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if self.optional && *d == (Decision::UseRule { accept: false }) {
            self.stopped = true;
            return Ok(());
        }
        let Decision::RemoveStress { group, token } = d else {
            return Err(RuleError::WrongDecision { expected: "remove_stress" });
        };
        if !self.groups(g).contains(group) {
            return Err(RuleError::BadTarget(crate::error::BadTarget::StressRemoval(*group)));
        }
        if !g.group(*group)?.stress.contains(token) {
            return Err(RuleError::GroupCannotAct { group: *group, reason: crate::error::CannotAct::NoToken(*token) });
        }
        self.answer = Some((*group, *token));
        Ok(())
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if let Some((group, token)) = self.answer.take() {
            let grp = g.group_mut(group)?;
            if let Some(i) = grp.stress.iter().position(|k| *k == token) {
                grp.stress.remove(i);
                g.bag.put_back(token);
                ev.push(Event { rule: self.rule.clone(), what: What::StressReturned { group, token } });
            }
            self.left = self.left.saturating_sub(1);
            self.done.push(group);
        }
        if self.left == 0 || self.stopped || self.groups(g).is_empty() {
            return Ok(Flow::Done);
        }
        Ok(Flow::Wait(Task::RemoveStress(self)))
    }
}

/// Every legal [`Decision::RemoveStress`] for `groups`: one per group and kind of token held.
pub(crate) fn remove_stress_choices(g: &Game, groups: &[GroupId]) -> Vec<Decision> {
    let mut out = Vec::new();
    for &group in groups {
        let Ok(gr) = g.group(group) else { continue };
        let mut kinds = gr.stress.clone();
        kinds.sort_unstable();
        kinds.dedup();
        out.extend(kinds.into_iter().map(|token| Decision::RemoveStress { group, token }));
    }
    out
}
