//! Gathering the group together around its leading figure: checking a formation the player
//! gives, and a deterministic automatic gathering when none is given.
//!
//! Source: Congo rulebook, "Moving along the Track", "Gather the group together"; "Defeating
//! your Enemies" (only the engaged group may be touched; the special case of a target in a
//! terrain area); "Surviving in Dangerous Lands" (all in or all out of an area, a river, a
//! track). Rules: CG-MOVE-07, CG-MOVE-08, CG-MOVE-12, CG-MELEE-06, CG-TERR-20, CG-TERR-21.

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use tabletop::{Length, Point};

use super::base::{Field, GroupKey, Side, chain_members, in_contact, is_chain, overlaps};
use super::dirs::Heading;
use super::error::{Feature, GatherError};
use super::prim;
use super::table::{AreaId, RiverId, TrackId};
use super::{BASE_DIAMETER, BASE_RADIUS, CONTACT_TOLERANCE};

#[cfg(test)]
#[path = "tests/gather_ref.rs"]
mod reference;
mod rings;

use rings::{Ring, RingMaker, next_spot, ring_spots};

/// What a gathering must respect besides the table: who moved, where the leading figure ended,
/// along which stick, and which enemy group (if any) it engaged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGatherContext"))]
pub struct GatherContext {
    /// The group being gathered.
    pub group: GroupKey,
    /// Index of the leading figure in the group.
    pub leader: usize,
    /// Where the leading figure ended (fixed-point centre).
    pub leader_end: Point,
    /// Start of the last stick the leader moved along (its centre's start on that stick);
    /// "no figure further along the stick than the leading figure" is measured along the
    /// direction from here to `leader_end`. Equal to `leader_end` when the leader did not move.
    pub last_stick_from: Point,
    /// The enemy group the leading figure engaged, if any: its figures may be touched, and if
    /// it is in a terrain area the group may end partly in that area (the special case).
    pub engaged: Option<GroupKey>,
}

/// The terrain a base stands in, for the all-in-or-all-out rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Region {
    area: Option<AreaId>,
    river: Option<RiverId>,
    track: Option<TrackId>,
}

fn region(field: &Field<'_>, p: Point) -> Region {
    let t = field.table();
    Region { area: t.area_at(p), river: t.river_at(p), track: t.track_at(p) }
}

/// The area in which the melee special case lets the group end partly inside.
fn special_area(field: &Field<'_>, ctx: &GatherContext) -> Option<AreaId> {
    let e = ctx.engaged?;
    let g = field.group(e).ok()?;
    field.occupancy(&g.figures).area()
}

fn compatible(leader: Region, r: Region, special: Option<AreaId>) -> Result<(), Feature> {
    if leader.area != r.area {
        let ok = special.is_some_and(|s| {
            (leader.area == Some(s) || leader.area.is_none()) && (r.area == Some(s) || r.area.is_none())
        });
        if !ok {
            let a = leader.area.or(r.area);
            return Err(a.map_or(Feature::OpenTerrain, Feature::Area));
        }
    }
    if leader.river != r.river {
        return Err(Feature::River(leader.river.or(r.river).unwrap_or(super::table::RiverId(0))));
    }
    if leader.track != r.track {
        return Err(Feature::Track(leader.track.or(r.track).unwrap_or(super::table::TrackId(0))));
    }
    Ok(())
}

/// Checks one figure's spot (everything but chain and count).
#[allow(clippy::too_many_arguments)]
fn check_spot(
    field: &Field<'_>,
    ctx: &GatherContext,
    side: Side,
    index: usize,
    p: Point,
    placed: &[Point],
    lead: Region,
    special: Option<AreaId>,
    others: &[Other],
) -> Result<(), GatherError> {
    let table = field.table();
    if !table.base_on_table(p) {
        return Err(GatherError::OffTable { index });
    }
    if table.blocking_under(p, BASE_RADIUS).is_some() {
        return Err(GatherError::Blocking { index });
    }
    if table.obstacles().iter().any(|o| prim::cmp_point_seg(p, o.from, o.to, BASE_RADIUS) == Ordering::Less) {
        return Err(GatherError::OnObstacle { index });
    }
    if placed.iter().any(|&q| overlaps(p, q)) {
        return Err(GatherError::Overlap { index });
    }
    for &(key, other_side, q) in others {
        if overlaps(p, q) {
            return Err(GatherError::Overlap { index });
        }
        if Some(key) != ctx.engaged
            && side.is_hostile_to(other_side)
            && prim::cmp_dist(p, q, BASE_DIAMETER + CONTACT_TOLERANCE) != Ordering::Greater
        {
            return Err(GatherError::TouchesOtherEnemy { index, enemy: key });
        }
    }
    if index != ctx.leader && ahead_of_leader(ctx, p) {
        return Err(GatherError::AheadOfLeader { index });
    }
    compatible(lead, region(field, p), special).map_err(|feature| GatherError::Split { feature })
}

/// Another group's base: its group, side and centre.
type Other = (GroupKey, Side, Point);

/// The other groups' bases a gathering looks at: on the stack up to a few dozen (speed, issue
/// #3: most gatherings allocate nothing for them), spilling to the heap beyond.
type Others = SmallVec<[Other; 32]>;

/// The bases of the groups other than `ctx.group`, in field order; with `near`, only those
/// within `near.1` of `near.0` (centre to centre): the only ones that can overlap or touch a
/// spot within `near.1 - 1" - CONTACT_TOLERANCE` of it (a speed filter, same answers).
fn others(field: &Field<'_>, ctx: &GatherContext, near: Option<(Point, Length)>) -> Others {
    let to_other = |(g, _, q): (&super::base::PlacedGroup, usize, Point)| (g.key, g.side, q);
    match near {
        None => field.other_bases(ctx.group).map(to_other).collect(),
        Some((c, r)) => field
            .other_bases_near(ctx.group, c, c, r + Length(1))
            .filter(|&(_, _, q)| prim::cmp_dist(q, c, r) != Ordering::Greater)
            .map(to_other)
            .collect(),
    }
}

/// Whether `p` lies further along the last stick than the leading figure (only the leader may).
fn ahead_of_leader(ctx: &GatherContext, p: Point) -> bool {
    prim::dot(prim::vector(ctx.leader_end, p), prim::vector(ctx.last_stick_from, ctx.leader_end)) > 0
}

/// The cheap part of [`check_spot`] (on the table, overlapping no placed figure), run first so
/// that most illegal spots never reach the terrain tests. Rejects only spots `check_spot`
/// rejects.
fn cheap_spot_ok(field: &Field<'_>, p: Point, placed: &[Point]) -> bool {
    field.table().base_on_table(p) && !placed.iter().any(|&q| overlaps(p, q))
}

/// The spot of smallest key that passes `legal` (keys are unique, so this is the best legal
/// spot), found by checking spots best first and dropping each one that fails: most spots are
/// never checked. Leaves `spots` without the failed ones (order not kept).
fn best_legal<K: Ord + Copy>(spots: &mut Vec<(K, Point)>, mut legal: impl FnMut(Point) -> bool) -> Option<Point> {
    loop {
        let (at, _) = spots.iter().enumerate().min_by_key(|(_, s)| s.0)?;
        let (_, p) = spots.swap_remove(at);
        if legal(p) {
            return Some(p);
        }
    }
}

/// Checks a formation the player gives for the group after its leading figure moved:
/// `formation[i]` is figure `i`'s new centre, and `formation[ctx.leader]` must be
/// `ctx.leader_end`. Source: "Gather the group together". Rules: CG-MOVE-07, CG-MOVE-08,
/// CG-MOVE-12, CG-MELEE-06.
///
/// Checks: the right number of figures; the leader where the move put it; every base on the
/// table, out of blocking terrain, off obstacle lines, overlapping no base (the group's old
/// positions are ignored: it is moving); no figure further along the last stick than the
/// leader; no contact with an enemy other than the engaged group; all figures in the leader's
/// area (or, engaging a group in an area, each in that area or the open), river and track; one
/// chain of base contact.
///
/// # Errors
/// The first [`GatherError`] found, figures checked in index order.
pub fn check_formation(field: &Field<'_>, ctx: &GatherContext, formation: &[Point]) -> Result<(), GatherError> {
    let g = field.group(ctx.group).map_err(|_| GatherError::WrongCount { given: formation.len(), expected: 0 })?;
    check_formation_from(field, ctx, g.side, g.figures.len(), formation)
}

/// [`check_formation`] for a group of side `side` with `expected` figures (the group itself need
/// not be on the field: an entering group).
pub(crate) fn check_formation_from(
    field: &Field<'_>,
    ctx: &GatherContext,
    side: Side,
    expected: usize,
    formation: &[Point],
) -> Result<(), GatherError> {
    let (lead, special, others) = check_placement(field, ctx, side, expected, formation)?;
    room_beside_leader(field, ctx, side, formation, lead, special, &others)
}

/// Checks where a group that keeps its formation stands (crossing an obstacle after a melee,
/// CG-TERR-17: the whole group shifts, it does not gather): every check of
/// [`check_formation`] but the gathering around the leading figure (CG-MOVE-07).
///
/// # Errors
/// The first [`GatherError`] found, figures checked in index order.
pub(crate) fn check_kept_formation(
    field: &Field<'_>,
    ctx: &GatherContext,
    formation: &[Point],
) -> Result<(), GatherError> {
    let g = field.group(ctx.group).map_err(|_| GatherError::WrongCount { given: formation.len(), expected: 0 })?;
    check_placement(field, ctx, g.side, g.figures.len(), formation).map(|_| ())
}

/// The checks of a placed formation (count, the leader's spot, every figure's spot, one chain);
/// returns what the gathering check goes on with: the leader's region, the melee special case's
/// area and the other groups' bases.
fn check_placement(
    field: &Field<'_>,
    ctx: &GatherContext,
    side: Side,
    expected: usize,
    formation: &[Point],
) -> Result<(Region, Option<AreaId>, Others), GatherError> {
    if formation.len() != expected {
        return Err(GatherError::WrongCount { given: formation.len(), expected });
    }
    if formation.get(ctx.leader) != Some(&ctx.leader_end) {
        return Err(GatherError::LeaderMoved);
    }
    let lead = region(field, ctx.leader_end);
    let special = special_area(field, ctx);
    let others = others(field, ctx, None);
    for (i, &p) in formation.iter().enumerate() {
        check_spot(field, ctx, side, i, p, &formation[..i], lead, special, &others)?;
    }
    if !is_chain(formation) {
        return Err(GatherError::NotAChain);
    }
    Ok((lead, special, others))
}

/// CG-MOVE-07, "each other figure is placed in base contact with the leading figure; if there
/// is no room, as close as possible": a figure out of contact with the leading figure is refused
/// while one of the spots the automatic gathering tries around him (every 10 degrees, in base
/// contact) is legal for it, the rest of the formation standing where it is given. The error
/// names the first such figure and the spot (docs/rulings.md "A formation gathers around the
/// leading figure first").
#[allow(clippy::too_many_arguments)]
fn room_beside_leader(
    field: &Field<'_>,
    ctx: &GatherContext,
    side: Side,
    formation: &[Point],
    lead: Region,
    special: Option<AreaId>,
    others: &[Other],
) -> Result<(), GatherError> {
    let mut rest: Vec<Point> = Vec::with_capacity(formation.len());
    for (i, &p) in formation.iter().enumerate() {
        if i == ctx.leader || in_contact(p, ctx.leader_end) {
            continue;
        }
        rest.clear();
        rest.extend(formation.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &q)| q));
        let free = ring_spots(ctx.leader_end)
            .find(|&q| check_spot(field, ctx, side, i, q, &rest, lead, special, others).is_ok());
        if let Some(spot) = free {
            return Err(GatherError::RoomBesideLeader { index: i, spot });
        }
    }
    Ok(())
}

/// How far from the leader's end the automatic gathering of a group of `figures` figures looks
/// at other groups' bases: every spot is within (figures - 1) rings of the leader's end (each
/// touches a placed one), and a base farther than 1" and the contact tolerance from every spot
/// neither overlaps nor touches one.
pub(crate) fn gather_reach(figures: usize) -> Length {
    let ring = BASE_DIAMETER + Length(2);
    Length(ring.units().saturating_mul(i32::try_from(figures).unwrap_or(i32::MAX)))
        + BASE_DIAMETER
        + CONTACT_TOLERANCE
        + Length(10)
}

/// Number of spots tried around each placed figure by [`auto_gather`] (every 10 degrees).
pub const GATHER_SPOTS: u16 = 36;

/// Gathers the group automatically, deterministically. Source: "Gather the group together".
///
/// The leader stays at `ctx.leader_end`. The other figures are placed one at a time, in order
/// of their distance from the leader's *old* position (closest first, ties by index). Each goes
/// to a legal spot (as [`check_formation`] checks it) in base contact with the leader if there
/// is one, else in contact with an already placed figure as close as possible to the leader;
/// among equally good spots, the one closest to the figure's old position; then the lowest
/// heading. Spots are tried every 10 degrees around each placed figure, 1.002" from its centre
/// (within [`CONTACT_TOLERANCE`]).
///
/// # Errors
/// [`GatherError::NoRoom`] naming the first figure with no legal spot (the group may then have
/// to be gathered by hand, or the move is impossible), or any error of the leader's own spot.
pub fn auto_gather(field: &Field<'_>, ctx: &GatherContext) -> Result<Vec<Point>, GatherError> {
    let g = field.group(ctx.group).map_err(|_| GatherError::NoRoom { index: ctx.leader })?;
    gather_from(field, ctx, g.side, &g.figures)
}

/// [`auto_gather`] for a group of side `side` whose figures stood at `old` (the group itself
/// need not be on the field: an entering group).
pub(crate) fn gather_from(
    field: &Field<'_>,
    ctx: &GatherContext,
    side: Side,
    old: &[Point],
) -> Result<Vec<Point>, GatherError> {
    let r = gather_fast(field, ctx, side, old);
    // The unit tests (every playout among them) check it against the earlier implementation.
    #[cfg(test)]
    debug_assert_eq!(r, reference::gather_from(field, ctx, side, old), "the gathering differs: {ctx:?} {old:?}");
    r
}

/// [`gather_from`]'s search.
///
/// Each figure takes the legal spot of smallest key: (squared distance to the leader, or 0
/// around the leader; squared distance to the figure's old spot; anchor; heading). Spots are
/// 1.002" from a placed figure (the anchor), every 10 degrees: each anchor's ring (`rings`).
///
/// Whether a spot is legal depends on the figure placed there only through the figures placed
/// before it, and a spot overlapping a placed figure stays illegal: so each ring (its spots on
/// the table and not ahead of the leader) is made once, a spot that overlaps a placed figure is
/// dropped when the figure is placed, and a spot that fails `check_spot` is dropped for good
/// when it comes up. No spot is checked twice
/// in one gathering. The leader's ring is searched first (its spots' first key is 0); the other
/// rings are made lazily, in order of a lower bound on their spots' first key (`Ring::unmade`):
/// the best spot of the rings made is the best of all once it ranks below every unmade ring's
/// bound (`next_spot`).
///
/// Fifth speed pass (issue #3): the rings are bit sets over the fixed `RING_OFFSETS` (made by the
/// compiler), tested in `i64` (every point a ring compares is on the table), with no allocation
/// per ring; the results are those of the test-only reference (`tests/gather_ref.rs`).
fn gather_fast(field: &Field<'_>, ctx: &GatherContext, side: Side, old: &[Point]) -> Result<Vec<Point>, GatherError> {
    let old_leader = *old.get(ctx.leader).ok_or(GatherError::LeaderMoved)?;
    let lead = region(field, ctx.leader_end);
    let special = special_area(field, ctx);
    let others = others(field, ctx, Some((ctx.leader_end, gather_reach(old.len()))));
    check_spot(field, ctx, side, ctx.leader, ctx.leader_end, &[], lead, special, &others)?;
    // The working buffers stay on the stack for groups of up to 16 figures (no allocation).
    // Each figure's key computed once (a sort by key computes it at every comparison).
    let mut order: SmallVec<[(i128, usize); 16]> =
        (0..old.len()).filter(|&i| i != ctx.leader).map(|i| (prim::dist_sq(old[i], old_leader), i)).collect();
    order.sort_unstable();
    let maker = RingMaker::new(field, ctx);
    let mut formation = alloc::vec![ctx.leader_end; old.len()];
    let mut placed: SmallVec<[Point; 16]> = SmallVec::new();
    placed.push(ctx.leader_end);
    // `rings[a]` is the ring around `placed[a]`; the leader's is made at once.
    let mut rings: SmallVec<[Ring; 16]> = SmallVec::new();
    rings.push(Ring::unmade(ctx.leader_end, ctx.leader_end));
    maker.make(&mut rings[0], &placed);
    for (_, i) in order {
        let legal = |p: Point| check_spot(field, ctx, side, i, p, &[], lead, special, &others).is_ok();
        let p = next_spot(&mut rings, &maker, &placed, old[i], legal).ok_or(GatherError::NoRoom { index: i })?;
        formation[i] = p;
        // No free spot of a made ring overlaps a placed figure.
        for r in rings.iter_mut().filter(|r| r.bound.is_none()) {
            if r.drop_overlapping(p) {
                r.find_nearest();
            }
        }
        rings.push(Ring::unmade(p, ctx.leader_end));
        placed.push(p);
    }
    debug_assert!(in_contact_or_single(&formation));
    Ok(formation)
}

fn in_contact_or_single(f: &[Point]) -> bool {
    f.len() < 2 || f.iter().skip(1).all(|&p| f.iter().any(|&q| q != p && in_contact(p, q)))
}

/// After a melee fought under the special case (the group partly in the open and partly in
/// `area`), moves the figures that are outside the area into it, "moving only the minimum
/// distances necessary": figures already inside stay; each outside figure (closest to the
/// figures inside first, ties by index) goes to the legal spot in base contact with an already
/// placed figure, inside the area, nearest its current position (spots every 10 degrees). If
/// that leaves the group out of one chain, the whole group is gathered automatically around its
/// first figure inside the area. `opponent`'s bases may be touched (the melee's other side).
/// Source: "Defeating your Enemies", "Special case". Rule: CG-MELEE-06.
///
/// # Errors
/// [`GatherError::Split`] when no figure is inside the area; [`GatherError::NoRoom`] when the
/// group does not fit.
pub fn regroup_in_area(
    field: &Field<'_>,
    group: GroupKey,
    area: AreaId,
    opponent: Option<GroupKey>,
) -> Result<Vec<Point>, GatherError> {
    let g = field.group(group).map_err(|_| GatherError::NoRoom { index: 0 })?;
    let table = field.table();
    let inside: Vec<usize> = (0..g.figures.len()).filter(|&i| table.area_at(g.figures[i]) == Some(area)).collect();
    if inside.is_empty() {
        return Err(GatherError::Split { feature: Feature::Area(area) });
    }
    close_around(field, group, &inside, opponent)
}

/// Brings a group that stands in more than one chain back to one (group integrity, CG-GEN-09:
/// a rule took a link of the chain away), "moving only the minimum distances necessary": the
/// chain with the most bases stays (ties: the one holding the lowest index), and each other
/// base goes to the legal spot in base contact with a placed base nearest its own, as
/// [`regroup_in_area`] moves its outside figures; if that fails, the whole group is gathered
/// automatically around the first base of that chain. A group fighting a melee against
/// `opponent` keeps a chain in contact with it where one is (the largest such), and its bases
/// may touch the opponent's. `None` when the group is one chain. Ruling: docs/rulings.md, "A
/// group that cannot stay one chain".
///
/// # Errors
/// [`GatherError::NoRoom`] when the group does not fit anywhere around that chain.
pub fn close_up(
    field: &Field<'_>,
    group: GroupKey,
    opponent: Option<GroupKey>,
) -> Result<Option<Vec<Point>>, GatherError> {
    let g = field.group(group).map_err(|_| GatherError::NoRoom { index: 0 })?;
    if g.figures.len() < 2 || is_chain(&g.figures) {
        return Ok(None);
    }
    let foe = opponent.and_then(|o| field.group(o).ok());
    let touching = |c: &&Vec<usize>| {
        foe.is_some_and(|o| c.iter().any(|&i| o.figures.iter().any(|&q| in_contact(g.figures[i], q))))
    };
    let chains = chain_members(&g.figures);
    let engaged: Vec<&Vec<usize>> = chains.iter().filter(touching).collect();
    let pool = if engaged.is_empty() { chains.iter().collect() } else { engaged };
    // The first of the largest: the chains come in the order of their lowest index.
    let mut kept: Option<&Vec<usize>> = None;
    for c in pool {
        if kept.is_none_or(|k| c.len() > k.len()) {
            kept = Some(c);
        }
    }
    let Some(kept) = kept else { return Ok(None) };
    close_around(field, group, kept, opponent).map(Some)
}

/// The bases `inside` of `group` stay; the others join them (closest first, ties by index), each
/// at the legal spot in base contact with an already placed base nearest its own; if one has no
/// room or the result is not one chain, the whole group is gathered around the first base of
/// `inside`. `opponent`'s bases may be touched.
fn close_around(
    field: &Field<'_>,
    group: GroupKey,
    inside: &[usize],
    opponent: Option<GroupKey>,
) -> Result<Vec<Point>, GatherError> {
    let g = field.group(group).map_err(|_| GatherError::NoRoom { index: 0 })?;
    let Some(&anchor) = inside.first() else {
        return Err(GatherError::NoRoom { index: 0 });
    };
    let ctx = GatherContext {
        group,
        leader: anchor,
        leader_end: g.figures[anchor],
        last_stick_from: g.figures[anchor],
        engaged: opponent,
    };
    let lead = region(field, g.figures[anchor]);
    let mut out: Vec<Option<Point>> =
        g.figures.iter().enumerate().map(|(i, &p)| inside.contains(&i).then_some(p)).collect();
    let mut placed: Vec<Point> = inside.iter().map(|&i| g.figures[i]).collect();
    let mut outside: Vec<usize> = (0..g.figures.len()).filter(|i| !inside.contains(i)).collect();
    outside.sort_by_key(|&i| (placed.iter().map(|&q| prim::dist_sq(q, g.figures[i])).min().unwrap_or(0), i));
    let mut minimal = true;
    let others = others(field, &ctx, None);
    let mut spots: Vec<((i128, usize, u16), Point)> = Vec::new();
    for i in outside {
        let old = g.figures[i];
        spots.clear();
        for (ai, &a) in placed.iter().enumerate() {
            for k in 0..GATHER_SPOTS {
                let p = Heading::degrees(i32::from(k) * 10).step(a, BASE_DIAMETER + Length(2));
                if cheap_spot_ok(field, p, &placed) {
                    spots.push(((prim::dist_sq(p, old), ai, k), p));
                }
            }
        }
        match best_legal(&mut spots, |p| check_spot(field, &ctx, g.side, i, p, &placed, lead, None, &others).is_ok()) {
            Some(p) => {
                out[i] = Some(p);
                placed.push(p);
            }
            None => {
                minimal = false;
                break;
            }
        }
    }
    let formation: Vec<Point> = out.iter().map(|p| p.unwrap_or(ctx.leader_end)).collect();
    if minimal && out.iter().all(Option::is_some) && is_chain(&formation) {
        return Ok(formation);
    }
    let ctx = GatherContext { engaged: opponent, ..ctx };
    auto_gather(field, &ctx)
}
