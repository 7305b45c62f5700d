//! The Universal Special Rules' card actions offered by [`crate::Game`]'s `legal_decisions`: a
//! documented sample, as for ordinary moves.
//!
//! - Enter on the table: each waiting group whose detachment may enter, with one stick on its
//!   entry point, and (if it may pick up the pace) a second full stick straight in; and for each
//!   piece lying within a stick of the entry point, the entry's Reach (docs/rulings.md "Joining an
//!   Independent Character on entry"): the first stick on the entry point, the second toward it.
//! - Reach: for each piece lying within 2S of a ready group, the group's figure nearest to it
//!   heads straight for it (one stick when within S, else a full stick toward it and a second to
//!   it).
//! - Exiting the table: for each edge open to a ready group within 2S of it, the figure nearest
//!   the edge heads straight off it (one stick, and two when one is not enough).
//! - Plunder: each house a ready group touches; and, for each house within S of a ready group's
//!   figure, that figure heads straight for the house's centre and stops in base contact with it
//!   (a plain move, after which plundering is offered).
//!
//! The entries, reaches, exits and approaches to a house are listed unchecked, as [`Try`]
//! candidates (`crate::candidate`, speed: issue #3): the check each would pass in `apply` runs
//! only when the bot draws one, or when `legal_decisions` lists them all.

use super::Place;
use crate::candidate::Candidate;
use crate::cards::{ActionKind, CardAction, Colour};
use crate::decision::Decision;
use crate::game::Game;
use crate::geometry::{Edge, S};
use crate::state::{FigureId, GroupId, Player};
use alloc::boxed::Box;
use alloc::vec::Vec;
use smallvec::SmallVec;
use tabletop::{Length, Point};

fn has(remaining: &[CardAction], kind: ActionKind) -> bool {
    remaining.iter().any(|a| a.kind == kind && a.groups > 0)
}

/// A point `len` from `from` toward `to` (or `to` itself when closer).
fn toward(from: Point, to: Point, len: Length) -> Point {
    let d = from.distance_sq(to);
    let l = i64::from(len.units());
    if d <= l * l {
        return to;
    }
    crate::geometry::dirs::Heading::nearest(i64::from((to.x - from.x).units()), i64::from((to.y - from.y).units()))
        .step(from, len)
}

/// The unit step out of the table through `edge`.
fn outward(edge: Edge) -> (i32, i32) {
    match edge {
        Edge::West => (-1, 0),
        Edge::East => (1, 0),
        Edge::South => (0, -1),
        Edge::North => (0, 1),
    }
}

fn shift(p: Point, (dx, dy): (i32, i32), len: Length) -> Point {
    Point::new(Length(p.x.0 + dx * len.0), Length(p.y.0 + dy * len.0))
}

/// An Adventure's card action listed unchecked: the first of its decisions that passes the
/// check `apply` makes of it (an exit tries one stick, then two).
#[derive(Clone, Debug)]
pub(crate) struct Try {
    player: Player,
    tries: SmallVec<[Decision; 2]>,
}

impl Try {
    fn one(player: Player, d: Decision) -> Candidate {
        Candidate::Universal(Box::new(Try { player, tries: smallvec::smallvec![d] }))
    }

    /// The first decision that passes its check (`None`: none does).
    pub(crate) fn resolve(self, g: &Game) -> Option<Decision> {
        let player = self.player;
        self.tries.into_iter().find(|d| passes(g, player, d))
    }
}

/// Whether `apply` would accept `d` (an entry, a reach, a plain move) from `player` now.
fn passes(g: &Game, player: Player, d: &Decision) -> bool {
    match d {
        Decision::Enter { group, second, engage: None, formation: None, animal: None } => {
            super::edge::check_enter(g, player, *group, *second, None, None).is_ok()
        }
        Decision::Reach { group, leader, path, piece, formation: None } => {
            super::pieces::check(g, player, *group, *leader, path, *piece, None).is_ok()
        }
        Decision::Move { group, leader, path, engage: None, formation: None, giraffe: None } => {
            crate::movement::check(g, player, *group, *leader, path, None, None, false).is_ok()
        }
        _ => false,
    }
}

/// Append the Universal Special Rules' card actions `player` may take now: the plunders known
/// legal, the rest unchecked ([`Try`]).
pub(crate) fn card_actions(g: &Game, player: Player, remaining: &[CardAction], out: &mut Vec<Candidate>) {
    if g.setup.adventure.is_none() {
        return;
    }
    let any_move = has(remaining, ActionKind::Movement { colour: Colour::Black })
        || has(remaining, ActionKind::Movement { colour: Colour::Red });
    if !any_move {
        return;
    }
    for i in 0..g.groups.len() {
        let group = GroupId(u16::try_from(i).unwrap_or(u16::MAX));
        let grp = &g.groups[i];
        if grp.owner != player || g.acted_this_step(grp) {
            continue;
        }
        if let Some(spot) = super::edge::may_enter(g, group) {
            enter(g, player, group, spot, out);
            continue;
        }
        if !grp.in_play() {
            continue;
        }
        let figs: SmallVec<[(FigureId, Point); 16]> =
            grp.figures.iter().filter_map(|f| g.figure(*f).map(|x| (*f, x.at))).collect();
        reach(g, player, group, &figs, out);
        exit(g, player, group, &figs, out);
        approach_houses(g, player, group, &figs, out);
        if super::pieces::move_limits(g, group).is_ok_and(|l| l.0) {
            for building in super::plunder::houses_touching(g, group) {
                out.push(Candidate::Legal(Decision::Plunder { group, building }));
            }
        }
    }
}

fn enter(g: &Game, player: Player, group: GroupId, spot: Point, out: &mut Vec<Candidate>) {
    out.push(Try::one(player, Decision::Enter { group, second: None, engage: None, formation: None, animal: None }));
    let (edge, _) = g.setup.table.nearest_edge(spot);
    let (dx, dy) = outward(edge);
    let second = shift(spot, (-dx, -dy), S);
    out.push(Try::one(
        player,
        Decision::Enter { group, second: Some(second), engage: None, formation: None, animal: None },
    ));
    // A piece within reach of the entry's second stick: the entry's Reach (its first stick on the
    // entry point, the second straight for the piece), led by the group's first figure.
    let Some(&leader) = g.groups.get(usize::from(group.0)).and_then(|grp| grp.figures.first()) else { return };
    let reach = i64::from((S + Length::milli(500)).units());
    for (k, p) in g.universal.pieces.iter().enumerate() {
        let Place::Table { at } = p.place else { continue };
        if spot.distance_sq(at) > reach * reach || spot == at {
            continue;
        }
        let path = alloc::vec![spot, toward(spot, at, S)];
        let piece = u16::try_from(k).unwrap_or(u16::MAX);
        out.push(Try::one(player, Decision::Reach { group, leader, path, piece, formation: None }));
    }
}

fn reach(g: &Game, player: Player, group: GroupId, figs: &[(FigureId, Point)], out: &mut Vec<Candidate>) {
    let reach = i64::from((S + S + Length::milli(500)).units());
    for (k, p) in g.universal.pieces.iter().enumerate() {
        let Place::Table { at } = p.place else { continue };
        let Some(&(leader, from)) = figs.iter().min_by_key(|(_, q)| q.distance_sq(at)) else { continue };
        if from.distance_sq(at) > reach * reach {
            continue;
        }
        let first = toward(from, at, S);
        let path = if first == at { alloc::vec![at] } else { alloc::vec![first, toward(first, at, S)] };
        let piece = u16::try_from(k).unwrap_or(u16::MAX);
        out.push(Try::one(player, Decision::Reach { group, leader, path, piece, formation: None }));
    }
}

fn exit(g: &Game, player: Player, group: GroupId, figs: &[(FigureId, Point)], out: &mut Vec<Candidate>) {
    for edge in super::edge::exits(g, group) {
        let Some(&(leader, from)) = figs.iter().min_by_key(|(_, q)| g.setup.table.distance_to_edge(*q, edge)) else {
            continue;
        };
        if g.setup.table.distance_to_edge(from, edge) > S + S {
            continue;
        }
        let dir = outward(edge);
        let one = shift(from, dir, S);
        let tries: SmallVec<[Decision; 2]> = [alloc::vec![one], alloc::vec![one, shift(one, dir, S)]]
            .into_iter()
            .filter(|path| path.last().is_some_and(|&p| super::edge::edge_beyond(g, p).is_some()))
            .map(|path| Decision::Move { group, leader, path, engage: None, formation: None, giraffe: None })
            .collect();
        if !tries.is_empty() {
            out.push(Candidate::Universal(Box::new(Try { player, tries })));
        }
    }
}

/// Where a base heading from `from` straight toward `to` first comes into base contact with the
/// polygon `outline` (within the contact tolerance, not overlapping), if it does within `len`.
fn contact_point(from: Point, to: Point, outline: &[Point], len: Length) -> Option<Point> {
    use crate::geometry::prim::{along, disc_overlaps_polygon};
    use crate::geometry::{BASE_RADIUS, CONTACT_TOLERANCE};
    let touching = |p: Point| disc_overlaps_polygon(p, BASE_RADIUS + CONTACT_TOLERANCE, outline);
    let overlapping = |p: Point| disc_overlaps_polygon(p, BASE_RADIUS, outline);
    if touching(from) {
        return None;
    }
    let end = along(from, to, len);
    if !touching(end) {
        return None;
    }
    // The largest distance along the heading that does not touch, then one step on.
    let (mut lo, mut hi) = (0i32, len.0);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if touching(along(from, to, Length(mid))) { hi = mid } else { lo = mid }
    }
    let p = along(from, to, Length(hi));
    (touching(p) && !overlapping(p)).then_some(p)
}

fn approach_houses(g: &Game, player: Player, group: GroupId, figs: &[(FigureId, Point)], out: &mut Vec<Candidate>) {
    for h in &g.universal.houses {
        let Some(area) = g.setup.table.area(h.area) else { continue };
        let n = i64::try_from(area.outline.len()).unwrap_or(1).max(1);
        let cx = area.outline.iter().map(|p| i64::from(p.x.0)).sum::<i64>() / n;
        let cy = area.outline.iter().map(|p| i64::from(p.y.0)).sum::<i64>() / n;
        let centre = Point::new(Length(i32::try_from(cx).unwrap_or(0)), Length(i32::try_from(cy).unwrap_or(0)));
        let Some(&(leader, from)) = figs.iter().min_by_key(|(_, q)| q.distance_sq(centre)) else {
            continue;
        };
        let Some(p) = contact_point(from, centre, &area.outline, S) else { continue };
        let path = alloc::vec![p];
        out.push(Try::one(
            player,
            Decision::Move { group, leader, path, engage: None, formation: None, giraffe: None },
        ));
    }
}
