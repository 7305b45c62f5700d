//! Movement actions (Congo rulebook, "Moving along the Track"; "Defeating your Enemies",
//! Engaging in melee): what the rules layer checks (one action per group per step, Movement and
//! Panic Stress tokens, black and red footprints, four tokens and engaging), with every spatial
//! constraint checked by geometry; a move that engages starts the melee at once.
//!
//! Dangerous Terrain: when a move ends with the group in an area it entered
//! (`MoveOutcome::entered_area`), [`execute`] is where the adventures pass rolls on the
//! environment's table if the area is dangerous and unexplored (CG-TERR-10).

use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::movement::MoveOutcome;
use crate::melee::Melee;
use crate::state::{FigureId, GroupId, Player};
use alloc::vec::Vec;
use tabletop::Point;

/// A checked move.
pub(crate) struct Plan {
    group: GroupId,
    outcome: MoveOutcome,
    engaged: Option<GroupId>,
}

/// Check a Movement action by the rules and by geometry.
pub(crate) fn check(
    g: &Game,
    _player: Player,
    group: GroupId,
    leader: FigureId,
    path: &[Point],
    engage: Option<GroupId>,
    formation: Option<Vec<Point>>,
) -> Result<Plan, RuleError> {
    let grp = g.group(group)?;
    let v = g.values(group).ok_or(RuleError::UnknownGroup(group))?;
    if !crate::hooks::may_move(&v, &grp.stress) {
        return Err(RuleError::illegal(
            "a group with a panic token or two movement tokens cannot take a movement action",
        ));
    }
    if engage.is_some() && grp.at_limit() {
        return Err(RuleError::illegal("a group with four stress tokens cannot engage in melee"));
    }
    if let Some(e) = engage {
        let t = g.group(e)?;
        if t.owner == grp.owner || !t.in_play() {
            return Err(RuleError::illegal("only an enemy group on the table can be engaged"));
        }
    }
    let outcome = crate::space::propose(g, group, leader, path, formation, engage.is_some())?;
    if outcome.picked_up_pace && !crate::hooks::may_pick_up_pace(&v, &grp.stress) {
        return Err(RuleError::illegal("a group with a movement stress token cannot pick up the pace"));
    }
    let engaged = outcome.engaged.map(|f| crate::space::id(f.group));
    if engaged != engage {
        return Err(RuleError::illegal(match engage {
            Some(_) => "the move does not engage the named group: a stick must touch one of its figures",
            None => "the move touches an enemy: name the group to engage it",
        }));
    }
    Ok(Plan { group, outcome, engaged })
}

/// Carry out a checked move; an engagement starts the melee at once (CG-MOVE-16).
pub(crate) fn execute(g: &mut Game, _player: Player, plan: Plan, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let o = &plan.outcome;
    crate::flight::place(g, plan.group, o.leader, &o.formation, o.picked_up_pace, "CG-MOVE-06", ev)?;
    if let Some(d) = plan.engaged {
        ev.push(Event::new("CG-MOVE-16", What::MeleeEngaged { attacker: plan.group, defender: d }));
        g.stack.push(Melee::new(plan.group, d));
    }
    Ok(())
}

/// Candidate Movement decisions for `group`: the sample of [`crate::space::candidates`], with
/// the pace only when the group may pick it up, engagements only when it may engage.
pub(crate) fn candidates(field: &crate::geometry::base::Field<'_>, g: &Game, group: GroupId, may_engage: bool) -> Vec<crate::decision::Decision> {
    let Ok(grp) = g.group(group) else { return Vec::new() };
    let Some(v) = g.values(group) else { return Vec::new() };
    if !crate::hooks::may_move(&v, &grp.stress) {
        return Vec::new();
    }
    let may_engage = may_engage && !grp.at_limit();
    let pace = crate::hooks::may_pick_up_pace(&v, &grp.stress);
    let figs = grp.figures.clone();
    let mut out = Vec::new();
    for (sticks, o) in crate::space::candidates(field, g, group, may_engage, pace) {
        let Some(&leader) = figs.get(o.leader) else { continue };
        if o.picked_up_pace && !pace {
            continue;
        }
        let engage = o.engaged.map(|f| crate::space::id(f.group));
        out.push(crate::decision::Decision::Move { group, leader, path: sticks, engage, formation: None });
    }
    out
}
