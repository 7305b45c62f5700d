//! The table edge: groups entering by their detachment's entry point, and groups leaving the
//! table where and when the Adventure allows it.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Enter on the table (CG-USR-08: "the group
//! or groups are placed in front of it (i.e. off table) and may enter only if you use a Move
//! action. When you play a Move action, place the end of the movement stick on the defined entry
//! point and apply the normal movement rules"; "This entry point may be decided during
//! deployment, or in the course of adventure by rolling a die") and Exiting the table
//! (CG-USR-09: "the end of one of their movement sticks must be placed off the table ... only
//! where and when this rule indicates it is possible").
//!
//! Rulings (docs/rulings.md "Adventures in play"): the leading figure's base is placed wholly on
//! the table, touching the edge at the entry point; a rolled entry point is rolled at the start
//! of the detachment's first turn, once for the whole detachment; a group that left the table
//! keeps what it carries and counts for the objectives about leaving, never as eliminated.

use super::{EntryPoint, OffTable};
use crate::adventure::Arrival;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::base::Side;
use crate::geometry::entry::{Entry, check_entry};
use crate::geometry::movement::{MoveAllowance, MoveOutcome};
use crate::geometry::{BASE_RADIUS, Edge};
use crate::movement::Foe;
use crate::state::{GroupId, Player};
use alloc::vec::Vec;
use tabletop::{Length, Point};

/// The entry point of a waiting group, and the first turn it may enter.
pub(crate) fn entry_of(g: &Game, group: GroupId) -> Option<&EntryPoint> {
    let grp = g.group(group).ok()?;
    let Some(OffTable::Waiting { detachment }) = grp.off_table else { return None };
    g.universal.entry_points.iter().find(|e| e.side == grp.owner && e.detachment == detachment)
}

/// Where the leading figure's base centre goes for `point` on the edge: moved inward until the
/// base lies wholly on the table.
pub(crate) fn entry_spot(g: &Game, point: Point) -> Point {
    let t = &g.setup.table;
    let r = BASE_RADIUS;
    let x = point.x.max(r).min(t.width() - r);
    let y = point.y.max(r).min(t.height() - r);
    Point::new(x, y)
}

/// A waiting group that may enter now: its entry point is known and its turn has come.
pub(crate) fn may_enter(g: &Game, group: GroupId) -> Option<Point> {
    let e = entry_of(g, group)?;
    (g.turn >= e.from_turn).then_some(e.point).flatten().map(|p| entry_spot(g, p))
}

/// The entry point (the leading figure's spot) of `player`'s group waiting off table, if it may
/// enter now (CG-USR-08).
fn entry_now(g: &Game, player: Player, group: GroupId) -> Result<Point, RuleError> {
    let grp = g.group(group)?;
    if grp.owner != player {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NotYours });
    }
    if grp.eliminated || grp.figures.is_empty() || !matches!(grp.off_table, Some(OffTable::Waiting { .. })) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NotWaitingToEnter });
    }
    may_enter(g, group).ok_or(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::MayNotEnterYet })
}

/// Check an entry (CG-USR-08) whose second stick reaches for `reach` (an Independent
/// Character to join, CG-USR-12, or an Object), on `field` (the character on it as a one-base
/// group): led by the group's first figure, `path` is two sticks, the first ending on the
/// entry point (`may_enter`'s spot), the second "apply[ing] the normal movement rules"
/// (geometry's `check_entry_reach`). The caller checks the group's Stress and load.
#[allow(clippy::too_many_arguments)]
pub(crate) fn check_enter_reach(
    field: &crate::geometry::base::Field<'_>,
    g: &Game,
    player: Player,
    group: GroupId,
    leader: crate::state::FigureId,
    path: &[Point],
    reach: crate::geometry::join::Reach,
    formation: Option<Vec<Point>>,
) -> Result<MoveOutcome, RuleError> {
    let entry = entry_now(g, player, group)?;
    let grp = g.group(group)?;
    if grp.figures.first() != Some(&leader) {
        return Err(RuleError::Forbidden(crate::error::Forbidden::EntryLeader));
    }
    let &[first, second] = path else {
        return Err(RuleError::Forbidden(crate::error::Forbidden::EntrySticks));
    };
    if first != entry {
        return Err(RuleError::Forbidden(crate::error::Forbidden::EntryPoint));
    }
    let e = Entry {
        group: crate::space::key(group),
        side: Side::Player { player: u8::try_from(player.index()).unwrap_or(0) },
        figures: grp.figures.len(),
        entry,
        second: Some(second),
        formation,
    };
    crate::geometry::entry::check_entry_reach(field, &e, MoveAllowance::default(), reach)
        .map_err(|err| crate::space::illegal_move(g, &err))
}

/// A group that waited off table comes on it, at the end of its first stick: the entry is
/// narrated before the move that places its bases (the caller's).
pub(crate) fn arrived(g: &mut Game, group: GroupId, o: &MoveOutcome, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    g.group_mut(group)?.off_table = None;
    let at = o.path.first().copied().unwrap_or(Point::inches(0, 0));
    ev.push(Event::new("CG-USR-08", What::GroupEntered { group, at }));
    Ok(())
}

/// A checked entry.
pub(crate) struct EnterPlan {
    group: GroupId,
    outcome: MoveOutcome,
    engaged: Option<Foe>,
}

/// Check a Move action bringing a waiting group onto the table (CG-USR-08): the end of its first
/// stick on the entry point, optionally a second stick (picking up the pace) that may engage
/// `engage`: an enemy group or a wild animal (an enemy of both sides, CG-ANIMAL-06), with the
/// checks of any move that engages (`crate::movement::check_foe`).
pub(crate) fn check_enter(
    g: &Game,
    player: Player,
    group: GroupId,
    second: Option<Point>,
    engage: Option<Foe>,
    formation: Option<Vec<Point>>,
) -> Result<EnterPlan, RuleError> {
    let entry = entry_now(g, player, group)?;
    let grp = g.group(group)?;
    let v = g.values(group).ok_or(RuleError::UnknownGroup(group))?;
    let stress =
        super::with_bulky(g, group, crate::special::kingdoms::effective_stress(&v, &grp.stress, engage.is_some()));
    if !crate::hooks::may_move(&v, &stress) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoMovement });
    }
    if second.is_some() && !crate::hooks::may_pick_up_pace(&v, &stress) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoPickingUpPace });
    }
    crate::movement::check_foe(g, group, engage)?;
    let e = Entry {
        group: crate::space::key(group),
        side: Side::Player { player: u8::try_from(player.index()).unwrap_or(0) },
        figures: grp.figures.len(),
        entry,
        second,
        formation,
    };
    let allow = MoveAllowance { may_engage: engage.is_some(), may_leave_table: false };
    let outcome = crate::space::with_field(g, |field| {
        check_entry(field, &e, allow).map_err(|err| crate::space::illegal_move(g, &err))
    })??;
    let engaged = crate::movement::check_named(outcome.engaged.map(|f| f.group), engage)?;
    Ok(EnterPlan { group, outcome, engaged })
}

/// Carry out a checked entry, a Movement action that `start` began: the group ends its move as
/// every mover does (`crate::movement::end`); an engagement starts the melee at once.
pub(crate) fn enter(
    g: &mut Game,
    plan: EnterPlan,
    start: crate::movement::end::Start,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let ending = crate::movement::end::Ending {
        group: plan.group,
        outcome: &plan.outcome,
        rule: "CG-USR-08",
        mover: crate::movement::end::Mover::Action(start),
        engaged: plan.engaged,
        reached: None,
        entering: true,
        shortcut: false,
    };
    crate::movement::end::end(g, ending, ev)
}

/// Roll the entry points of detachments arriving this turn by a rolled point (CG-USR-08).
pub(crate) fn roll_entry_points(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    // The setup is shared (an `Arc`): holding it while the state changes copies nothing.
    let setup = alloc::sync::Arc::clone(&g.setup);
    let Some(a) = &setup.adventure else { return Ok(()) };
    for i in 0..g.universal.entry_points.len() {
        let e = g.universal.entry_points[i];
        if e.point.is_some() || g.turn < e.from_turn {
            continue;
        }
        let det = a.adventure.protagonist(e.side).detachments.get(usize::from(e.detachment));
        let Some(Arrival::RandomEntryPoint { points, die, .. }) = det.map(|d| &d.arrival) else { continue };
        if points.is_empty() {
            continue;
        }
        let roll = g.dice.roll(*die)?;
        let k = usize::from(roll.face()).saturating_sub(1) % points.len();
        let point = points[k];
        g.universal.entry_points[i].point = Some(point);
        ev.push(Event::new(
            "CG-USR-08",
            What::EntryPointRolled { player: e.side, detachment: e.detachment, roll, point },
        ));
    }
    Ok(())
}

/// Let a detachment waiting off table enter from this turn on (an Adventure's reinforcements).
pub fn release(g: &mut Game, side: Player, detachment: u8) {
    let turn = g.turn;
    for e in g.universal.entry_points.iter_mut().filter(|e| e.side == side && e.detachment == detachment) {
        e.from_turn = e.from_turn.min(turn);
    }
}

/// The edges `group` may leave the table by now (CG-USR-09); empty when it may not.
pub(crate) fn exits(g: &Game, group: GroupId) -> Vec<Edge> {
    let (Some(a), Ok(grp)) = (&g.setup.adventure, g.group(group)) else { return Vec::new() };
    if !grp.in_play() {
        return Vec::new();
    }
    a.adventure.exits_for(grp.owner, g.turn)
}

/// The edge a base centred at `p` stands beyond (partly or wholly off the table), if any.
pub(crate) fn edge_beyond(g: &Game, p: Point) -> Option<Edge> {
    let t = &g.setup.table;
    let r = BASE_RADIUS;
    let over = |d: Length| d.0.max(0);
    let candidates = [
        (Edge::West, over(r - p.x)),
        (Edge::East, over(p.x + r - t.width())),
        (Edge::South, over(r - p.y)),
        (Edge::North, over(p.y + r - t.height())),
    ];
    candidates.into_iter().filter(|(_, d)| *d > 0).max_by_key(|(_, d)| *d).map(|(e, _)| e)
}

/// Check that a move leaving the table does so by an edge open to the group now.
pub(crate) fn check_exit(g: &Game, group: GroupId, outcome: &MoveOutcome) -> Result<Edge, RuleError> {
    let edge =
        edge_beyond(g, outcome.leader_end()).ok_or(RuleError::Forbidden(crate::error::Forbidden::StaysOnTable))?;
    if !exits(g, group).contains(&edge) {
        return Err(RuleError::Forbidden(crate::error::Forbidden::ExitClosed(edge)));
    }
    Ok(edge)
}

/// The group leaves the table by `edge`, with all it carries (CG-USR-09).
pub(crate) fn leave_table(g: &mut Game, group: GroupId, edge: Edge, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let turn = g.turn;
    g.group_mut(group)?.off_table = Some(OffTable::Exited { edge, turn });
    ev.push(Event::new("CG-USR-09", What::GroupExited { group, edge }));
    Ok(())
}
