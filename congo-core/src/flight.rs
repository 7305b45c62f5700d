//! Running away (Congo rulebook, "Running Away"): the retreat after a melee and the flight,
//! as geometry resolves them, with their figure losses and "the enemy in contact must retreat
//! instead".

use crate::casualties::{Casualties, Loss};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::geometry::retreat::{Aim, Extent, RunAwayKind};
use crate::pending::Ask;
use crate::state::GroupId;
use crate::state::{FigureId, Player};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// A flight in progress (CG-FLIGHT-06 to -11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFlee"))]
pub struct Flee {
    /// The group.
    pub group: GroupId,
    /// The owner's choice of the leading figure.
    #[serde(default, skip_serializing_if = "LeaderChoice::is_empty")]
    pub choice: LeaderChoice,
}

/// The owner's choice of the figure leading a retreat or flight (Congo rulebook, "Running
/// Away": "choose freely the leading figure for this retreat"; flight "is almost identical to
/// retreat"). The figures that may lead are those able to lead the longest move the group can
/// make (geometry's `run_away_leaders`: a full S if any figure can). The owner is asked
/// ([`Ask::RunAwayLeader`]) only when there are several; one such figure leads unasked, and a
/// group no figure can move makes no choice (CG-FLIGHT-10). See docs/rulings.md, "Turn engine".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLeaderChoice"))]
pub struct LeaderChoice {
    /// The figures offered (`Some` once the owner is asked), in the group's figure order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offer: Option<Vec<FigureId>>,
    /// The leading figure: the owner's answer, or the only figure able to lead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<FigureId>,
}

impl LeaderChoice {
    /// Nothing settled yet (the figures that may lead are not known).
    pub fn is_empty(&self) -> bool {
        self.offer.is_none() && self.leader.is_none()
    }

    /// Find the figures that may lead the move `kind`; ask the owner when there are several.
    /// Returns `true` when the task must wait for the answer.
    fn ask(&mut self, g: &Game, group: GroupId, kind: RunAwayKind) -> Result<bool, RuleError> {
        let leaders = crate::space::run_leaders(g, group, kind)?;
        match leaders.as_slice() {
            [] => Ok(false),
            [only] => {
                self.leader = Some(*only);
                Ok(false)
            }
            _ => {
                self.offer = Some(leaders);
                Ok(true)
            }
        }
    }

    /// Settle the leading figure of `group`'s run-away move `kind`: the first call finds the
    /// figures that may lead and asks the owner if there are several. `Ok(None)` while his
    /// answer is awaited; then `Ok(Some(leader))`, the leader's index in the group (`None`: no
    /// figure can move the group).
    pub(crate) fn settle(
        &mut self,
        g: &Game,
        group: GroupId,
        kind: RunAwayKind,
    ) -> Result<Option<Option<usize>>, RuleError> {
        if self.waiting() || (self.is_empty() && self.ask(g, group, kind)?) {
            return Ok(None);
        }
        self.index(g, group).map(Some)
    }

    /// The leader's index in the group (`None`: no figure can move the group).
    fn index(&self, g: &Game, group: GroupId) -> Result<Option<usize>, RuleError> {
        self.leader.map(|f| crate::space::index_of(g, group, f)).transpose()
    }

    /// The owner's question, while it waits.
    pub(crate) fn prompt(&self, g: &Game, group: GroupId) -> Option<(Player, Ask)> {
        let figures = self.offer.clone().filter(|_| self.leader.is_none())?;
        Some((g.group(group).ok()?.owner, Ask::RunAwayLeader { group, figures }))
    }

    /// Record the owner's answer. Errors: [`RuleError::WrongDecision`] (not a
    /// `run_away_leader`, or nothing asked), [`RuleError::UnknownFigure`] (not a living figure of
    /// the group), [`RuleError::Unavailable`] ([`Unavailable::RunAwayLeader`](crate::error::Unavailable::RunAwayLeader)) (a figure of the group unable to lead the longest move).
    pub(crate) fn answer(&mut self, g: &Game, group: GroupId, d: &Decision) -> Result<(), RuleError> {
        let wrong = RuleError::WrongDecision { expected: "run_away_leader" };
        let Decision::RunAwayLeader { figure } = d else { return Err(wrong) };
        let Some(offer) = self.offer.as_ref().filter(|_| self.leader.is_none()) else { return Err(wrong) };
        crate::space::index_of(g, group, *figure)?;
        if !offer.contains(figure) {
            return Err(RuleError::Unavailable(crate::error::Unavailable::RunAwayLeader {
                figure: *figure,
                offered: offer.clone(),
            }));
        }
        self.leader = Some(*figure);
        Ok(())
    }

    /// Asked and not answered yet.
    fn waiting(&self) -> bool {
        self.offer.is_some() && self.leader.is_none()
    }
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
    /// The owner's choice of the leading figure.
    #[serde(default, skip_serializing_if = "LeaderChoice::is_empty")]
    pub choice: LeaderChoice,
}

/// Put `group`'s bases at `formation` (geometry's order: its living figures, then the
/// Independent Characters with it, `crate::universal::joined::place`): the group's figures
/// Returns each figure moved and its new spot.
pub(crate) fn set_formation(
    g: &mut Game,
    group: GroupId,
    formation: &[tabletop::Point],
) -> Result<Vec<(crate::state::FigureId, tabletop::Point)>, RuleError> {
    let figs = g.group(group)?.figures.clone();
    let mut to = Vec::with_capacity(figs.len());
    for (f, p) in figs.iter().zip(formation.iter()) {
        if let Some(fig) = g.figures.get_mut(usize::from(f.0)) {
            fig.at = *p;
            to.push((*f, *p));
        }
    }
    crate::universal::joined::place(g, group, formation.get(figs.len()..).unwrap_or(&[]));
    Ok(to)
}

/// Move a group's bases to `formation` (its living figures in order, then the Independent
/// Characters with it: [`set_formation`]), narrate it.
pub(crate) fn place(
    g: &mut Game,
    group: GroupId,
    leader: usize,
    formation: &[tabletop::Point],
    picked_up_pace: bool,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let to = set_formation(g, group, formation)?;
    let figs = &g.group(group)?.figures;
    let leader = figs.get(leader).or(figs.first()).copied().unwrap_or(crate::state::FigureId(0));
    ev.push(Event::new(rule, What::Moved { group, leader, to, picked_up_pace }));
    Ok(())
}

/// Run away, led by `leader` (index in the group) if chosen: returns the extent, the threat and
/// the move's events (told after the flight or retreat itself).
fn run_away(
    g: &mut Game,
    group: GroupId,
    from: Option<GroupId>,
    leader: Option<usize>,
    rule: &'static str,
) -> Result<(Extent, Option<GroupId>, Vec<Event>), RuleError> {
    let r = crate::space::run(g, group, from, leader)?;
    let mut moved = Vec::new();
    if let Some(o) = &r.outcome {
        place(g, group, o.leader, &o.formation, false, rule, &mut moved)?;
    }
    let threat = match r.aim {
        Aim::AwayFrom { group } if !crate::wild::is_animal(group) => Some(crate::space::id(group)),
        Aim::AwayFrom { .. } => None,
        Aim::TowardEdge { .. } => None,
    };
    Ok((r.extent, threat, moved))
}

impl Flee {
    pub(crate) fn new(group: GroupId) -> Task {
        Task::Flee(Flee { group, choice: LeaderChoice::default() })
    }

    /// The choice of the leading figure, while it waits.
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        self.choice.prompt(g, self.group)
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        self.choice.answer(g, self.group, d)
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        if self.choice.is_empty() {
            let serial = g.serial;
            // A group flees at most once per Action step, whatever orders the flight (a fifth
            // token, a Dangerous Terrain result, an ambush, a ritual): a second flight costs a
            // figure instead (CG-STRESS-07).
            if g.group(self.group)?.fled == Some(serial) {
                ev.push(Event::new("CG-STRESS-07", What::CasualtyInsteadOfFlight { group: self.group }));
                return Ok(Flow::Then(Casualties::new(self.group, 1, false, Loss::Stress)));
            }
            g.group_mut(self.group)?.fled = Some(serial);
            // A fleeing group leaves its Objects where it stood (CG-OBJ-04).
            crate::universal::pieces::on_flee(g, self.group, ev)?;
        }
        let Some(leader) = self.choice.settle(g, self.group, crate::space::run_kind(None))? else {
            return Ok(Flow::Wait(Task::Flee(self)));
        };
        let (extent, threat, moved) = run_away(g, self.group, None, leader, "CG-FLIGHT-07")?;
        let limited = extent != Extent::Full;
        let rule = if threat.is_some() { "CG-FLIGHT-07" } else { "CG-FLIGHT-08" };
        ev.push(Event::new(rule, What::Fled { group: self.group, threat, limited }));
        ev.extend(moved);
        if limited {
            return Ok(Flow::Then(Casualties::new(self.group, 1, false, Loss::Flight)));
        }
        Ok(Flow::Done)
    }
}

impl Retreat {
    pub(crate) fn new(group: GroupId, from: GroupId, instead: bool) -> Task {
        Task::Retreat(Retreat { group, from, instead, choice: LeaderChoice::default() })
    }

    /// The choice of the leading figure, while it waits.
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        self.choice.prompt(g, self.group)
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        self.choice.answer(g, self.group, d)
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        let from_in_play = g.group(self.from)?.in_play();
        let from = from_in_play.then_some(self.from);
        let Some(leader) = self.choice.settle(g, self.group, crate::space::run_kind(from))? else {
            return Ok(Flow::Wait(Task::Retreat(self)));
        };
        let (extent, _, moved) = run_away(g, self.group, from, leader, "CG-FLIGHT-02")?;
        let limited = extent != Extent::Full;
        ev.push(Event::new("CG-FLIGHT-02", What::Retreated { group: self.group, from: self.from, limited }));
        ev.extend(moved);
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

#[cfg(test)]
mod tests;
