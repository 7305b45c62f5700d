//! The dead askaris (Dangerous Terrain Table: Savannah, 4/8-9: "You find the bloated corpses of
//! some Askaris ... Their muskets are loaded." — "If your group has less than 4 Stress tokens,
//! you may draw a Stress token and immediately perform a shooting action as if you were equipped
//! with muskets. Any model without a Shooting value, can still roll 1D6 when shooting the
//! muskets.").
//!
//! | step | prompt (the exploring player) | then |
//! | --- | --- | --- |
//! | 0, fewer than four Stress tokens | `Choose`: accept or decline | accepted: the group draws a Stress token |
//! | 1 | `Choose`: a `Target` (enemy group and leading figure) | the volley ([`Volley`]) |
//!
//! The volley is a shooting action of the group with the askaris' muskets (docs/rulings.md
//! "The dead askaris"): range L (at most M under Night or a downpour), line of sight and partial
//! shooting as usual; one die per model — its Shooting die, a D6 for a model without a Shooting
//! value (the lost pet, an animal, does not shoot); the owner discards a die per Shooting Stress
//! token (the token just drawn included) and may add a Crocodile; the target rolls its cover or
//! goes to ground, removes its casualties, and draws its musket Stress token, as after any musket
//! shot. The muskets were found loaded: the group's own smoke marker does not stop the volley,
//! and the volley leaves none (the group keeps its own weapons).

use super::{Choice, Explore, TerrainTask};
use crate::dangerous_terrain::DangerousEffect as E;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::pending::RollPurpose;
use crate::profile::{Range, Weapon};
use crate::roll::{RollTask, successes};
use crate::shooting::{Shot, ShotStage};
use crate::state::{FigureId, GroupId, Role};
use crate::stress::{STRESS_LIMIT, StressDraw};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// The volley of the askaris' muskets at an enemy group (CG-DT-SAVANNAH-11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoVolley"))]
pub struct Volley {
    /// The exploring group.
    pub shooter: GroupId,
    /// Its figure leading the shot.
    pub leader: FigureId,
    /// The enemy group shot at.
    pub target: GroupId,
    /// Only the leading figure sees the target: half the dice.
    pub partial: bool,
    /// The target's cover die.
    pub cover: Die,
    /// The die of a model without a Shooting value (D6).
    pub untrained: Die,
    /// The Attack roll is done (its dice are the game's last roll).
    pub rolled: bool,
}

/// The muskets' range (L), limited by Night and downpours (`crate::conditions::limit_range`).
fn range(g: &Game) -> Option<tabletop::Length> {
    let muskets = match Weapon::Muskets.range() {
        Range::Within(s) => Some(s.length()),
        Range::Unlimited => None,
    };
    crate::conditions::limit_range(g, muskets)
}

/// The shots the group may fire: one `Target` per enemy group it sees within range (the leading
/// figure as for any offered shot: a full line of fire first).
fn targets(g: &Game, group: GroupId) -> Vec<Choice> {
    let Ok(owner) = g.group(group).map(|gr| gr.owner) else { return Vec::new() };
    let range = range(g);
    let theirs: Vec<GroupId> = g.groups_in_play().filter(|t| g.group(*t).is_ok_and(|x| x.owner != owner)).collect();
    crate::space::with_field(g, |field| {
        let figs = g.group(group).map(|gr| gr.figures.clone()).unwrap_or_default();
        theirs
            .into_iter()
            .filter_map(|target| {
                let fire = |leader: &FigureId| {
                    crate::special::forest::line_of_fire(field, g, group, *leader, target, range).ok().flatten()
                };
                let leader = figs
                    .iter()
                    .find(|l| fire(l).is_some_and(|f| !f.partial))
                    .or_else(|| figs.iter().find(|l| fire(l).is_some()))?;
                Some(Choice::Target { group: target, leader: *leader })
            })
            .collect()
    })
    .unwrap_or_default()
}

/// The dice of the volley: one per model of the group, its Shooting dice or `untrained`.
fn dice(g: &Game, group: GroupId, untrained: Die) -> Vec<Die> {
    let (Ok(grp), Some(v)) = (g.group(group), g.values(group)) else { return Vec::new() };
    let Some(gs) = g.setup.columns[grp.owner.index()].groups.get(usize::from(grp.index)) else { return Vec::new() };
    let mut out = Vec::new();
    for f in &grp.figures {
        let pool = match g.figure(*f).map(|f| f.role) {
            Some(Role::Member) => v.profile.shooting.map(|d| crate::profile::DicePool { count: 1, die: d }),
            Some(Role::Character { index }) => gs.characters.get(usize::from(index)).and_then(|c| c.profile.shooting),
            Some(Role::Auxiliary { index }) => gs.auxiliaries.get(usize::from(index)).and_then(|a| a.profile.shooting),
            Some(Role::Pet { .. }) | None => continue,
        };
        match pool {
            Some(p) => out.extend(core::iter::repeat_n(p.die, usize::from(p.count))),
            None => out.push(untrained),
        }
    }
    out
}

/// The entry's steps (see the module docs); `at` the step, `answer` the choice made.
pub(super) fn resolve(
    g: &mut Game,
    ex: Explore,
    effect: E,
    at: u8,
    answer: Option<Choice>,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    let E::DeadAskaris { untrained, .. } = effect else { return Ok(Flow::Done) };
    let group = ex.group;
    let you = g.group(group)?.owner;
    match (at, answer) {
        (0, None) if g.group(group)?.stress.len() < STRESS_LIMIT => {
            Ok(super::effects::ask(ex, you, alloc::vec![Choice::Accept, Choice::Decline]))
        }
        (0, Some(Choice::Accept)) => {
            g.stack.push(Task::Terrain(TerrainTask::Explore(super::effects::step(ex, 1))));
            Ok(Flow::Then(StressDraw::new(group, 1, StressCause::Other)))
        }
        (1, None) if g.group(group)?.in_play() => {
            let options = targets(g, group);
            if options.is_empty() {
                ev.push(super::effects::narrate(rule, group, "no enemy group in sight and range of the muskets"));
                return Ok(Flow::Done);
            }
            Ok(super::effects::ask(ex, you, options))
        }
        (1, Some(Choice::Target { group: target, leader })) => {
            let fire = crate::space::with_field(g, |field| {
                crate::special::forest::line_of_fire(field, g, group, leader, target, range(g))
            })??;
            let Some(fire) = fire else { return Ok(Flow::Done) };
            ev.push(Event::new(
                rule,
                What::ShotDeclared { group, leader, target, partial: fire.partial, cover: fire.cover },
            ));
            let volley = Volley {
                shooter: group,
                leader,
                target,
                partial: fire.partial,
                cover: fire.cover,
                untrained,
                rolled: false,
            };
            Ok(Flow::Then(Task::Terrain(TerrainTask::Volley(volley))))
        }
        _ => Ok(Flow::Done),
    }
}

impl Volley {
    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.shooter)?.in_play() || !g.group(self.target)?.in_play() {
            return Ok(Flow::Done);
        }
        if !self.rolled {
            let owner = g.group(self.shooter)?.owner;
            let dice = dice(g, self.shooter, self.untrained);
            let drop = crate::shooting::attack_discards(g, self.shooter, self.partial, dice.len());
            self.rolled = true;
            let half = crate::shooting::partial_discards(self.partial, dice.len());
            let roll = RollTask::new(owner, self.shooter, RollPurpose::Attack, dice, drop).with_partial(half);
            return Ok(Flow::Call(Task::Terrain(TerrainTask::Volley(self)), Task::Roll(roll)));
        }
        let mut rolls = g.rolled.take().unwrap_or_default();
        crate::special::forest::power_of_spirits(g, self.shooter, self.target, &mut rolls, ev)?;
        let hits = successes(&rolls).min(usize::from(u8::MAX)) as u8;
        // The shot with its hits counted; its Musket stage draws the target's Stress token.
        let stage = if hits == 0 { ShotStage::Musket } else { ShotStage::Cover };
        if hits > 0 {
            ev.push(Event::new("CG-SHOOT-10", What::Hits { group: self.target, hits }));
        }
        Ok(Flow::Then(Task::Shot(Shot {
            shooter: self.shooter,
            leader: self.leader,
            target: self.target,
            partial: self.partial,
            cover: self.cover,
            musket: true,
            stage,
            hits,
            ground: Vec::new(),
            answer: None,
            poisoned: 0,
            fixed: None,
        })))
    }
}
