//! Running away (Congo rulebook, "Running Away"): the retreat after a melee and the flight,
//! as geometry resolves them, with their figure losses and "the enemy in contact must retreat
//! instead".

use crate::casualties::{Casualties, Loss};
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::geometry::retreat::{Aim, Extent};
use crate::state::GroupId;
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// A flight in progress (CG-FLIGHT-06 to -11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFlee"))]
pub struct Flee {
    /// The group.
    pub group: GroupId,
}

/// A retreat in progress (CG-FLIGHT-01 to -05, -10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRetreat"))]
pub struct Retreat {
    /// The retreating group.
    pub group: GroupId,
    /// The group it faced.
    pub from: GroupId,
    /// This retreat replaces one the other group could not make (no further swap).
    pub instead: bool,
}

/// Move a group's living figures to `formation` (figure order), narrate it.
pub(crate) fn place(
    g: &mut Game,
    group: GroupId,
    leader: usize,
    formation: &[tabletop::Point],
    picked_up_pace: bool,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let figs = g.group(group)?.figures.clone();
    let mut to = Vec::with_capacity(figs.len());
    for (f, p) in figs.iter().zip(formation.iter()) {
        if let Some(fig) = g.figures.get_mut(usize::from(f.0)) {
            fig.at = *p;
            to.push((*f, *p));
        }
    }
    let leader = figs.get(leader).copied().unwrap_or(crate::state::FigureId(0));
    ev.push(Event::new(rule, What::Moved { group, leader, to, picked_up_pace }));
    Ok(())
}

/// Run away: returns (moved at all, limited).
fn run_away(
    g: &mut Game,
    group: GroupId,
    from: Option<GroupId>,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(Extent, Option<GroupId>), RuleError> {
    let r = crate::space::run(g, group, from)?;
    if let Some(o) = &r.outcome {
        place(g, group, o.leader, &o.formation, false, rule, ev)?;
    }
    let threat = match r.aim {
        Aim::AwayFrom { group } if !crate::wild::is_animal(group) => Some(crate::space::id(group)),
        Aim::AwayFrom { .. } => None,
        Aim::TowardEdge { .. } => None,
    };
    Ok((r.extent, threat))
}

impl Flee {
    pub(crate) fn new(group: GroupId) -> Task {
        Task::Flee(Flee { group })
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        let serial = g.serial;
        g.group_mut(self.group)?.fled = Some(serial);
        // A fleeing group leaves its Objects where it stood (CG-OBJ-04).
        crate::universal::pieces::on_flee(g, self.group, ev)?;
        let (extent, threat) = run_away(g, self.group, None, "CG-FLIGHT-07", ev)?;
        let limited = extent != Extent::Full;
        let rule = if threat.is_some() { "CG-FLIGHT-07" } else { "CG-FLIGHT-08" };
        ev.push(Event::new(rule, What::Fled { group: self.group, threat, limited }));
        if limited {
            return Ok(Flow::Then(Casualties::new(self.group, 1, false, Loss::Flight)));
        }
        Ok(Flow::Done)
    }
}

impl Retreat {
    pub(crate) fn new(group: GroupId, from: GroupId, instead: bool) -> Task {
        Task::Retreat(Retreat { group, from, instead })
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        let from_in_play = g.group(self.from)?.in_play();
        let (extent, _) = run_away(g, self.group, from_in_play.then_some(self.from), "CG-FLIGHT-02", ev)?;
        let limited = extent != Extent::Full;
        ev.push(Event::new("CG-FLIGHT-02", What::Retreated { group: self.group, from: self.from, limited }));
        match extent {
            Extent::Full => Ok(Flow::Done),
            Extent::Shortened { .. } => Ok(Flow::Then(Casualties::new(self.group, 1, false, Loss::Flight))),
            Extent::CannotMove => {
                let loss = Casualties::new(self.group, 1, false, Loss::Flight);
                if self.instead || !from_in_play {
                    return Ok(Flow::Then(loss));
                }
                // CG-FLIGHT-10: the enemy in contact retreats instead.
                Ok(Flow::Call(Retreat::new(self.from, self.group, true), loss))
            }
        }
    }
}
