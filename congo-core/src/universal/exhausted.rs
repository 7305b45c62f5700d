//! Exhausted in play: after deployment, each group of an exhausted column rolls 1D8.
//!
//! Source: Congo rulebook, "Universal Special Rules", Exhausted (CG-USR-01: "At the start of the
//! game after deployment, the player controlling the Column noted as exhausted ... must roll 1D8
//! for each of its groups. On a success, the group suffers no penalty. On a failure, the group
//! must draw a Stress token. On a score of "1", the group starts the game with a Stress token
//! and has lost a figure, chosen by the player controlling the group"). The die is read by
//! [`crate::adventure::exhausted`].
//!
//! Rulings (docs/rulings.md "Adventures in play"): the rolls are made when the game starts,
//! after the first turn's Totem draws, group by group in group order (column One first); groups
//! waiting off table to enter roll too (the column is exhausted); on a 1 the Stress token is
//! drawn first, then the owner chooses the figure lost.

use crate::adventure::{ExhaustedResult, RuleKind, UniversalRule, exhausted};
use crate::casualties::{Casualties, Loss};
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::state::GroupId;
use crate::stress::StressDraw;
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// The Exhausted rolls in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExhausted"))]
pub struct Exhausted {
    /// The groups still to roll, in order.
    pub groups: Vec<GroupId>,
    /// A group that rolled a 1 and must still lose a figure.
    pub loses_figure: Option<GroupId>,
    /// A group waiting off table, put in play while it takes its penalty, and its place.
    #[serde(default)]
    pub waiting: Option<(GroupId, super::OffTable)>,
}

/// Start the Exhausted rolls when the game starts (no-op without the rule), and run them as far
/// as they go without a decision.
pub(crate) fn start(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let Some(UniversalRule::Exhausted { columns }) = super::rule(g, RuleKind::Exhausted).cloned() else {
        return Ok(());
    };
    let groups: Vec<GroupId> = (0..g.groups.len())
        .filter_map(|i| {
            let grp = &g.groups[i];
            let id = GroupId(u16::try_from(i).ok()?);
            (columns.contains(grp.owner) && !grp.eliminated && !grp.figures.is_empty()).then_some(id)
        })
        .collect();
    if groups.is_empty() {
        return Ok(());
    }
    g.stack.push(Task::Universal(super::UniversalTask::Exhausted(Exhausted {
        groups,
        loses_figure: None,
        waiting: None,
    })));
    g.run(ev)
}

impl Exhausted {
    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if let Some(group) = self.loses_figure.take() {
            let loss = Casualties::new(group, 1, false, Loss::Exhausted);
            return Ok(Flow::Call(Task::Universal(super::UniversalTask::Exhausted(self)), loss));
        }
        if let Some((group, off)) = self.waiting.take() {
            g.group_mut(group)?.off_table = Some(off);
        }
        let Some(group) = (!self.groups.is_empty()).then(|| self.groups.remove(0)) else { return Ok(Flow::Done) };
        let roll = g.dice.roll(Die::D8)?;
        let result = exhausted(roll).unwrap_or(ExhaustedResult::Fresh);
        ev.push(Event::new("CG-USR-01", What::ExhaustedRoll { group, roll, result }));
        if result != ExhaustedResult::Fresh {
            // A group waiting off table takes its penalty as if deployed (its figures have their
            // set-up positions), then waits again.
            if let Some(off) = g.group_mut(group)?.off_table.take() {
                self.waiting = Some((group, off));
            }
        }
        let me = |s: Exhausted| Task::Universal(super::UniversalTask::Exhausted(s));
        match result {
            ExhaustedResult::Fresh => Ok(Flow::Then(me(self))),
            ExhaustedResult::Stress => Ok(Flow::Call(me(self), StressDraw::new(group, 1, StressCause::Other))),
            ExhaustedResult::StressAndFigure => {
                self.loses_figure = Some(group);
                Ok(Flow::Call(me(self), StressDraw::new(group, 1, StressCause::Other)))
            }
        }
    }
}
