//! The Dangerous Terrain entries that move a group by force: getting lost (jungle 5/8-9,
//! savannah 5/2-3), lost bearings (savannah 7/2-3), quicksand (jungle 7/4-5), hopelessly lost
//! (jungle 9/0-1), and the antelope herd's line (savannah 5/6-7).
//!
//! A forced move is a straight line of one or two S sticks in a heading, led by the figure
//! farthest along it; it is cut short (quarter inch by quarter inch) until geometry accepts it,
//! which stops it before blocking terrain, friendly bases, the table edge and any terrain
//! boundary a move may not cross; an enemy base it touches is engaged (a melee follows). A move
//! that enters an unoccupied dangerous area rolls on the table, as any move does (CG-TERR-10).
//! Headings a player chooses are the eight compass headings (docs/rulings.md "Adventures in
//! play").

use super::{Choice, Explore, TerrainEvent};
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::dirs::Heading;
use crate::geometry::gather::{GatherContext, auto_gather};
use crate::geometry::movement::MoveOutcome;
use crate::geometry::{AreaId, Edge, MoveAllowance, S};
use crate::movement::Foe;
use crate::state::GroupId;
use alloc::vec::Vec;
use tabletop::{Length, Point};

/// The eight compass headings a player may pick for a forced move (east first, counter-clockwise).
pub(crate) fn headings() -> Vec<Choice> {
    (0..8u16).map(|k| Choice::Heading { degrees: k * 45 }).collect()
}

/// The heading toward a table edge.
pub(crate) const fn toward(edge: Edge) -> Heading {
    match edge {
        Edge::North => Heading::NORTH,
        Edge::South => Heading::SOUTH,
        Edge::East => Heading::EAST,
        Edge::West => Heading::WEST,
    }
}

/// The longest straight move of `group` of at most `sticks` S sticks in `heading` that geometry
/// accepts, or `None` when the group cannot move at all that way.
pub(crate) fn forced_move(
    g: &Game,
    group: GroupId,
    heading: Heading,
    sticks: u8,
) -> Result<Option<MoveOutcome>, RuleError> {
    let figs = g.group(group)?.figures.clone();
    let (ux, uy) = heading.unit();
    let Some(leader) = figs
        .iter()
        .filter_map(|f| g.figure(*f).map(|x| (*f, x.at)))
        .max_by_key(|(f, p)| (i64::from(p.x.units()) * ux + i64::from(p.y.units()) * uy, core::cmp::Reverse(f.0)))
    else {
        return Ok(None);
    };
    let (lf, start) = leader;
    let allow = MoveAllowance { may_engage: true, may_leave_table: false };
    let full = S.units().saturating_mul(i32::from(sticks.clamp(1, 2)));
    let quarter = 250;
    let mut total = full;
    while total > 0 {
        let path = if total > S.units() {
            alloc::vec![heading.step(start, S), heading.step(start, Length::milli(total))]
        } else {
            alloc::vec![heading.step(start, Length::milli(total))]
        };
        if let Ok(o) = crate::space::propose_allowing(g, group, lf, &path, None, allow) {
            return Ok(Some(o));
        }
        total -= quarter;
    }
    Ok(None)
}

/// Carry out a forced move: the group ends its move as every mover does
/// (`crate::movement::end`, a move by force: no Night or heat token, no plunder): placed, then
/// (in this order) the melee it started against an enemy group and the exploration of an
/// unoccupied dangerous area it entered.
pub(crate) fn make_move(
    g: &mut Game,
    group: GroupId,
    o: &MoveOutcome,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let engaged = o.engaged.filter(|f| !crate::wild::is_animal(f.group)).map(|f| Foe::Group(crate::space::id(f.group)));
    let ending = crate::movement::end::Ending {
        group,
        outcome: o,
        rule,
        mover: crate::movement::end::Mover::Forced,
        engaged,
        reached: None,
        entering: false,
        shortcut: false,
    };
    crate::movement::end::end(g, ending, ev)
}

/// Move `group` by force in `heading` (`sticks` S sticks); narrate when it cannot move.
pub(crate) fn move_by_force(
    g: &mut Game,
    group: GroupId,
    heading: Heading,
    sticks: u8,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    match forced_move(g, group, heading, sticks)? {
        Some(o) => make_move(g, group, &o, rule, ev),
        None => {
            ev.push(super::effects::narrate(rule, group, "the group cannot move that way"));
            Ok(())
        }
    }
}

/// True when no figure of `group` stands in `area` (quicksand: "out of the dangerous terrain").
pub(crate) fn out_of(g: &Game, group: GroupId, area: AreaId) -> bool {
    !super::group_in_area(g, group, area)
}

/// Hopelessly lost (CG-DT-JUNGLE-32): the group is put in the nearest unoccupied terrain area
/// (no figure of another group, no animal; not blocking; not the area it is in), gathered
/// around the area's free spot. Returns false when no area can take it.
pub(crate) fn put_in_nearest_area(
    g: &mut Game,
    ex: &Explore,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    let group = ex.group;
    let mine: Vec<Point> = g.group(group)?.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    let mut areas: Vec<(Length, AreaId)> = Vec::new();
    for a in g.setup.table.areas() {
        if a.blocking || a.id == ex.area || super::group_in_area(g, group, a.id) {
            continue;
        }
        let occupied = g.groups_in_play().filter(|o| *o != group).any(|o| super::group_in_area(g, o, a.id))
            || crate::wild::animal_in(g, a.id);
        if occupied {
            continue;
        }
        let d = crate::space::with_field(g, |f| mine.iter().filter_map(|p| f.base_to_area(*p, a.id).ok()).min())?;
        if let Some(d) = d {
            areas.push((d, a.id));
        }
    }
    areas.sort();
    for (_, area) in areas {
        let Some(spot) = super::effects::free_spot(g, area) else { continue };
        let ctx = GatherContext {
            group: crate::space::key(group),
            leader: 0,
            leader_end: spot,
            last_stick_from: spot,
            engaged: None,
        };
        let Ok(Ok(formation)) = crate::space::with_field(g, |f| auto_gather(f, &ctx)) else { continue };
        if !formation.iter().all(|p| g.setup.table.area_at(*p) == Some(area)) {
            continue;
        }
        crate::flight::place(g, group, 0, &formation, false, rule, ev)?;
        ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::PutInArea { group, area } }));
        return Ok(true);
    }
    Ok(false)
}

/// The points a player may pick on the table edges for the antelope herd (CG-DT-SAVANNAH-15):
/// whole inches along each edge, corners left out (a corner lies on two edges); `on`: only
/// points of that edge.
pub(crate) fn edge_points(g: &Game, on: Option<Edge>) -> Vec<Choice> {
    let w = g.setup.table.width().units() / 1000;
    let h = g.setup.table.height().units() / 1000;
    let mut out = Vec::new();
    for edge in [Edge::South, Edge::North, Edge::West, Edge::East] {
        if on.is_some_and(|e| e != edge) {
            continue;
        }
        match edge {
            Edge::South | Edge::North => {
                let y = if edge == Edge::North { h } else { 0 };
                out.extend((1..w).map(|x| Choice::EdgePoint { at: Point::inches(x, y) }));
            }
            Edge::West | Edge::East => {
                let x = if edge == Edge::East { w } else { 0 };
                out.extend((1..h).map(|y| Choice::EdgePoint { at: Point::inches(x, y) }));
            }
        }
    }
    out
}

/// The edge a point (from [`edge_points`]) lies on, and the opposite edge.
pub(crate) fn opposite(g: &Game, p: Point) -> Option<Edge> {
    let (w, h) = (g.setup.table.width(), g.setup.table.height());
    if p.y == Length::ZERO {
        Some(Edge::North)
    } else if p.y == h {
        Some(Edge::South)
    } else if p.x == Length::ZERO {
        Some(Edge::East)
    } else if p.x == w {
        Some(Edge::West)
    } else {
        None
    }
}

/// The groups with a model on the line from `a` to `b` (a base the line touches), in group
/// order.
pub(crate) fn groups_on_line(g: &Game, a: Point, b: Point) -> Vec<GroupId> {
    g.groups_in_play()
        .filter(|gid| {
            g.group(*gid).is_ok_and(|gr| {
                gr.figures
                    .iter()
                    .filter_map(|f| g.figure(*f))
                    .any(|f| crate::geometry::prim::point_seg_dist_floor(f.at, a, b) <= crate::geometry::BASE_RADIUS)
            })
        })
        .collect()
}
