//! The trail (Congo rulebook, Dangerous Terrain tables, jungle 4/0-1 and savannah 3/4-5): "The
//! group can immediately move again and can move out of the terrain area (but not to penetrate
//! into another terrain area)."
//!
//! The group's owner is asked ([`crate::pending::Ask::Trail`]) for a Movement of the group
//! ([`Decision::Move`]: its usual sticks, no engaging, no Totem card, its end not in another
//! terrain area) or [`Decision::Stay`] (docs/rulings.md "Adventures in play").

use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Flow, Game};
use crate::geometry::AreaId;
use crate::movement::Plan;
use crate::pending::Ask;
use crate::state::{FigureId, GroupId, Player};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// The move the trail offers, in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTrail"))]
pub struct Trail {
    /// The group on the trail.
    pub group: GroupId,
    /// The area it found the trail in.
    pub area: AreaId,
    /// The answer once given: the move, or `None` to stay.
    pub answer: Option<Option<Decision>>,
}

impl Trail {
    pub(crate) fn new(group: GroupId, area: AreaId) -> Task {
        Task::Terrain(super::TerrainTask::Trail(Trail { group, area, answer: None }))
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if self.answer.is_some() {
            return None;
        }
        Some((g.group(self.group).ok()?.owner, Ask::Trail { group: self.group }))
    }

    pub(crate) fn answer(&mut self, _g: &Game, d: &Decision) -> Result<(), RuleError> {
        if self.answer.is_some() {
            return Err(RuleError::WrongDecision { expected: "no decision now" });
        }
        match d {
            Decision::Stay => self.answer = Some(None),
            Decision::Move { .. } => {
                // Checked in full once, when the move is made (`advance`, within the same
                // decision: a refusal there leaves the game untouched).
                own_move(self.group, d)?;
                self.answer = Some(Some(d.clone()));
            }
            _ => return Err(RuleError::WrongDecision { expected: "move or stay" }),
        }
        Ok(())
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        match &self.answer {
            None => Ok(Flow::Wait(Task::Terrain(super::TerrainTask::Trail(self)))),
            Some(None) => Ok(Flow::Done),
            Some(Some(d @ Decision::Move { .. })) => {
                let owner = g.group(self.group)?.owner;
                let plan = check(g, self.group, self.area, d)?;
                let start = crate::movement::end::Start::measure(g, self.group);
                crate::movement::execute(g, owner, plan, start, ev)?;
                Ok(Flow::Done)
            }
            Some(Some(_)) => Ok(Flow::Done),
        }
    }
}

/// A trail move's leading figure, sticks and formation.
type TrailMove<'a> = (FigureId, &'a [Point], &'a Option<Vec<Point>>);

/// The trail's move is `group`'s own [`Decision::Move`], without engaging and without a
/// Giraffe: its leader, path and formation.
fn own_move(group: GroupId, d: &Decision) -> Result<TrailMove<'_>, RuleError> {
    let Decision::Move { group: by, leader, path, engage, formation, giraffe } = d else {
        return Err(RuleError::WrongDecision { expected: "move or stay" });
    };
    if *by != group || engage.is_some() || giraffe.is_some() {
        return Err(RuleError::Forbidden(crate::error::Forbidden::TrailMove));
    }
    Ok((*leader, path, formation))
}

/// Check a trail move ([`own_move`]), a Movement the rules allow the group, ending out of any
/// terrain area other than `area`; the checked move to carry out.
pub(crate) fn check(g: &Game, group: GroupId, area: AreaId, d: &Decision) -> Result<Plan, RuleError> {
    let (leader, path, formation) = own_move(group, d)?;
    let owner = g.group(group)?.owner;
    let plan = crate::movement::check(g, owner, group, leader, path, None, formation.clone(), false)?;
    // The rules' check proposed the move to geometry with the same allowance: its outcome says
    // where the move ends.
    let o = plan.outcome();
    if o.to_area.is_some_and(|a| a != area) {
        return Err(RuleError::Forbidden(crate::error::Forbidden::TrailLeavesArea));
    }
    Ok(plan)
}

/// The candidate answers to [`Ask::Trail`]: the sampled moves (`crate::movement::candidates`),
/// each legal if it passes [`check`], and stay.
pub(crate) fn candidates(g: &Game, group: GroupId) -> Vec<crate::candidate::Candidate> {
    let mut v = Vec::new();
    if let Some(Task::Terrain(super::TerrainTask::Trail(t))) = g.stack.last() {
        crate::movement::candidates(g, group, false, crate::movement::Keep::Trail { area: t.area }, &mut v);
    }
    v.push(crate::candidate::Candidate::Legal(Decision::Stay));
    v
}
