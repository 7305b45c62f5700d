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
use tabletop::{Length, Point};

use super::base::{Field, GroupKey, Side, in_contact, is_chain, overlaps};
use super::dirs::{Heading, clamp_i32};
use super::error::{Feature, GatherError};
use super::prim;
use super::table::{AreaId, RiverId, TrackId};
use super::{BASE_DIAMETER, BASE_RADIUS, CONTACT_TOLERANCE};

#[cfg(test)]
#[path = "tests/gather_ref.rs"]
mod reference;

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

/// The bases of the groups other than `ctx.group`, in field order; with `near`, only those
/// within `near.1` of `near.0` (centre to centre): the only ones that can overlap or touch a
/// spot within `near.1 - 1" - CONTACT_TOLERANCE` of it (a speed filter, same answers).
fn others(field: &Field<'_>, ctx: &GatherContext, near: Option<(Point, Length)>) -> Vec<Other> {
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
/// [`RING`] from a placed figure (the anchor), every 10 degrees: each anchor's [`Ring`].
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
    let mut order: Vec<usize> = (0..old.len()).filter(|&i| i != ctx.leader).collect();
    order.sort_by_key(|&i| (prim::dist_sq(old[i], old_leader), i));
    let maker = RingMaker::new(field, ctx);
    let mut formation = alloc::vec![ctx.leader_end; old.len()];
    let mut placed: Vec<Point> = Vec::with_capacity(old.len());
    placed.push(ctx.leader_end);
    // `rings[a]` is the ring around `placed[a]`; the leader's is made at once.
    let mut rings: Vec<Ring> = Vec::with_capacity(old.len());
    rings.push(Ring::unmade(ctx.leader_end, ctx.leader_end));
    maker.make(&mut rings[0], &placed);
    for i in order {
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

/// The distance from a placed figure's centre to the spots of its ring: 1" and 2 units (base
/// contact, within [`CONTACT_TOLERANCE`]).
const RING: Length = Length(BASE_DIAMETER.units() + 2);

/// The offsets of a ring's spots from its figure's centre, spot `k` at heading `10 k` degrees
/// (as [`Heading::offset`] gives them; each component at most [`RING`] long).
const RING_OFFSETS: [(i64, i64); GATHER_SPOTS as usize] = super::dirs::fan(10, RING);

/// The spots of a ring that a base `w` from its anchor can overlap, when that base overlaps
/// neither the anchor nor (`w` not zero) sits on it: a superset, by the octant of `w`'s
/// direction. Such a base is at least 1" from the anchor and a spot at least 1" (each offset),
/// so a spot it overlaps (closer than 1") is less than 60 degrees from `w`'s direction: the set
/// holds every spot within 61 degrees of the octant (the offsets' directions are within a
/// tenth of a degree of `10 k`).
fn ring_facing(wx: i64, wy: i64) -> u64 {
    // The octant `j` of the direction: it lies within [45 j, 45 j + 45] degrees.
    let j = if wy >= 0 {
        match (wx > 0, wy <= wx, wy >= -wx) {
            (true, true, _) => 0,
            (true, false, _) => 1,
            (false, _, true) => 2,
            (false, _, false) => 3,
        }
    } else {
        match (wx < 0, -wy <= -wx, -wy >= wx) {
            (true, true, _) => 4,
            (true, false, _) => 5,
            (false, _, true) => 6,
            (false, _, false) => 7,
        }
    };
    RING_FACING[j]
}

/// [`ring_facing`]'s sets, by octant: the spots `k` whose heading `10 k` is less than 61
/// degrees from the octant's arc.
const RING_FACING: [u64; 8] = {
    let mut sets = [0u64; 8];
    let mut j = 0;
    while j < 8 {
        let (lo, hi) = (45 * j as i32, 45 * j as i32 + 45);
        let mut k = 0;
        while k < GATHER_SPOTS as i32 {
            let a = 10 * k;
            // The angle from `a` to the arc [lo, hi] (0 inside it), around the circle.
            let below = (lo - a).rem_euclid(360);
            let above = (a - hi).rem_euclid(360);
            let inside = a >= lo && a <= hi;
            let off = if inside {
                0
            } else if below < above {
                below
            } else {
                above
            };
            if off < 61 {
                sets[j] |= 1 << k;
            }
            k += 1;
        }
        j += 1;
    }
    sets
};

/// The spots of a set of ring spots (bit `k`: spot `k`), in increasing order.
fn spots_of(mut set: u64) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        (set != 0).then(|| {
            let k = set.trailing_zeros() as usize;
            set &= set - 1;
            k
        })
    })
}

/// A point's coordinates in `i64`.
fn xy64(p: Point) -> (i64, i64) {
    (i64::from(p.x.units()), i64::from(p.y.units()))
}

/// One placed figure's ring of spots in [`gather_fast`]: the spots still in the running, as a
/// bit set over [`RING_OFFSETS`], with their squared distances to the leader's end. Every point
/// a made ring compares is on the table (sides at most 1000", 10^6 units), so its squared
/// distances fit an `i64` exactly (equal to [`prim::dist_sq`]'s).
struct Ring {
    /// The placed figure's centre.
    anchor: Point,
    /// Until the ring is made: a lower bound on its spots' squared distance to the leader's end.
    bound: Option<i64>,
    /// The spots still in the running (bit `k`: spot `k`): on the table, not ahead of the
    /// leader, not yet found to overlap a placed figure or to fail `check_spot`.
    free: u64,
    /// Each free spot's squared distance to the leader's end.
    to_leader: [i64; GATHER_SPOTS as usize],
    /// The smallest `to_leader` of the free spots; `i64::MAX` when none is left.
    nearest: i64,
}

impl Ring {
    /// The ring around `anchor` (on the table), not made yet. Its bound: a spot is at most
    /// [`RING`] from its anchor, so its distance to the leader exceeds the anchor's (rounded
    /// down) less [`RING`] less 2 units; and a legal spot never is the leader's end (B >= 1).
    fn unmade(anchor: Point, leader_end: Point) -> Ring {
        let (ax, ay) = xy64(anchor);
        let (lx, ly) = xy64(leader_end);
        let d = ((ax - lx) * (ax - lx) + (ay - ly) * (ay - ly)).unsigned_abs();
        let lb = i64::try_from(d.isqrt()).unwrap_or(i64::MAX) - i64::from(RING.units()) - 2;
        let bound = if lb > 0 { lb * lb + 1 } else { 1 };
        Ring { anchor, bound: Some(bound), free: 0, to_leader: [0; GATHER_SPOTS as usize], nearest: i64::MAX }
    }

    /// Spot `k` (on the table when free).
    fn spot(&self, k: usize) -> Point {
        let (ax, ay) = xy64(self.anchor);
        let (dx, dy) = RING_OFFSETS[k];
        Point::new(Length(clamp_i32(ax + dx)), Length(clamp_i32(ay + dy)))
    }

    /// Drops spot `k` for good.
    fn drop_spot(&mut self, k: usize) {
        self.free &= !(1 << k);
        self.find_nearest();
    }

    fn find_nearest(&mut self) {
        self.nearest = spots_of(self.free).map(|k| self.to_leader[k]).min().unwrap_or(i64::MAX);
    }

    /// Drops the spots that overlap a base at `q`, a placed figure (on the table, overlapping
    /// no other placed figure: the anchor is one); whether any was dropped.
    fn drop_overlapping(&mut self, q: Point) -> bool {
        let (ax, ay) = xy64(self.anchor);
        let (qx, qy) = xy64(q);
        let (wx, wy) = (qx - ax, qy - ay);
        // A base overlapping a spot is within 1" of it, so within `reach` of the anchor; the
        // anchor itself overlaps none of its spots (each offset is at least 1" long).
        let d = i64::from(BASE_DIAMETER.units());
        let reach = i64::from(RING.units()) + d + 2;
        if wx.abs() > reach || wy.abs() > reach || (wx, wy) == (0, 0) {
            return false;
        }
        let before = self.free;
        for k in spots_of(self.free & ring_facing(wx, wy)) {
            // `overlaps(spot, q)`: the spot less `q` is `offset - w`.
            let (ex, ey) = (RING_OFFSETS[k].0 - wx, RING_OFFSETS[k].1 - wy);
            if ex * ex + ey * ey < d * d {
                self.free &= !(1 << k);
            }
        }
        self.free != before
    }
}

/// What a gathering's rings share: the leader's end, each ring offset's dot product with the
/// last stick's direction (for "not ahead of the leader"), and where a base's centre stays on
/// the table.
struct RingMaker {
    leader_end: Point,
    last: (i64, i64),
    along: [i64; GATHER_SPOTS as usize],
    /// The smallest and largest `x`, the largest `y` of a base centre on the table (the
    /// smallest `y` is the smallest `x`).
    on_table: (i64, i64, i64),
}

impl RingMaker {
    fn new(field: &Field<'_>, ctx: &GatherContext) -> RingMaker {
        let last = prim::vector(ctx.last_stick_from, ctx.leader_end);
        // |offset| <= 1002 and |last| < 2^33 per axis: each dot product fits an `i64`.
        let along = RING_OFFSETS.map(|(dx, dy)| dx * last.0 + dy * last.1);
        let table = field.table();
        let on_table = (
            i64::from(BASE_RADIUS.units()),
            i64::from((table.width() - BASE_RADIUS).units()),
            i64::from((table.height() - BASE_RADIUS).units()),
        );
        RingMaker { leader_end: ctx.leader_end, last, along, on_table }
    }

    /// Makes `ring`: its spots on the table, not ahead of the leader and overlapping no base of
    /// `placed`.
    fn make(&self, ring: &mut Ring, placed: &[Point]) {
        let (ax, ay) = xy64(ring.anchor);
        // A spot `anchor + offset` is ahead of the leader when `dot(anchor - leader_end, last) +
        // dot(offset, last) > 0`, exactly as `ahead_of_leader` computes it (a spot on the
        // table is never clamped).
        let anchor_along = prim::dot(prim::vector(self.leader_end, ring.anchor), self.last);
        let limit = i64::try_from(-anchor_along).unwrap_or(if anchor_along < 0 { i64::MAX } else { i64::MIN });
        let (lo, hi_x, hi_y) = self.on_table;
        let r = i64::from(RING.units());
        let all_on_table = ax - r >= lo && ay - r >= lo && ax + r <= hi_x && ay + r <= hi_y;
        let mut free = 0u64;
        for (k, &(dx, dy)) in RING_OFFSETS.iter().enumerate() {
            let (x, y) = (ax + dx, ay + dy);
            let on = all_on_table || (x >= lo && y >= lo && x <= hi_x && y <= hi_y);
            free |= u64::from(on && self.along[k] <= limit) << k;
        }
        ring.free = free;
        for &q in placed {
            ring.drop_overlapping(q);
        }
        let (lx, ly) = xy64(self.leader_end);
        for k in spots_of(ring.free) {
            let (ex, ey) = (ax + RING_OFFSETS[k].0 - lx, ay + RING_OFFSETS[k].1 - ly);
            ring.to_leader[k] = ex * ex + ey * ey;
        }
        ring.bound = None;
        ring.find_nearest();
    }
}

/// The legal spot of smallest key (see [`gather_fast`]) for the next figure, whose old spot is
/// `was`: around the leader first (smallest squared distance to `was`, then heading), else among
/// the other rings (smallest squared distance to the leader, then to `was`, anchor, heading),
/// making them as needed. Every spot that comes up and is not legal is dropped from its ring.
/// `legal` is `check_spot`'s verdict less its test of the placed figures: no free spot of a
/// made ring overlaps one.
fn next_spot(
    rings: &mut [Ring],
    maker: &RingMaker,
    placed: &[Point],
    was: Point,
    legal: impl Fn(Point) -> bool,
) -> Option<Point> {
    let (leader, rest) = rings.split_first_mut()?;
    let mut to_was = [0i128; GATHER_SPOTS as usize];
    for k in spots_of(leader.free) {
        to_was[k] = prim::dist_sq(leader.spot(k), was);
    }
    while leader.free != 0 {
        // The smallest (distance to `was`, heading): ties keep the lower heading.
        let mut k = leader.free.trailing_zeros() as usize;
        for j in spots_of(leader.free) {
            if to_was[j] < to_was[k] {
                k = j;
            }
        }
        leader.free &= !(1 << k);
        let p = leader.spot(k);
        if legal(p) {
            return Some(p);
        }
    }
    loop {
        let nearest = rest.iter().filter(|r| r.bound.is_none()).map(|r| r.nearest).min().unwrap_or(i64::MAX);
        let unmade = rest.iter().enumerate().filter_map(|(a, r)| r.bound.map(|b| (b, a))).min();
        if nearest != i64::MAX && unmade.is_none_or(|(b, _)| nearest < b) {
            // The spots at that distance: smallest (distance to `was`, anchor, heading).
            let mut best: Option<(i128, usize, usize)> = None;
            for (a, r) in rest.iter().enumerate() {
                if r.bound.is_some() || r.nearest != nearest {
                    continue;
                }
                for k in spots_of(r.free).filter(|&k| r.to_leader[k] == nearest) {
                    let key = (prim::dist_sq(r.spot(k), was), a, k);
                    if best.is_none_or(|b| key < b) {
                        best = Some(key);
                    }
                }
            }
            let (_, a, k) = best?;
            let ring = &mut rest[a];
            ring.drop_spot(k);
            let p = ring.spot(k);
            if legal(p) {
                return Some(p);
            }
        } else {
            let (_, a) = unmade?;
            maker.make(&mut rest[a], placed);
        }
    }
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
    let Some(&anchor) = inside.first() else {
        return Err(GatherError::Split { feature: Feature::Area(area) });
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

#[cfg(test)]
mod ring_tests {
    use super::*;

    /// Every ring offset is at least 1" long (the anchor overlaps none of its spots) and at most
    /// [`RING`] long.
    #[test]
    fn ring_offsets_are_between_one_inch_and_the_ring() {
        let d = i64::from(BASE_DIAMETER.units());
        let r = i64::from(RING.units());
        for &(dx, dy) in &RING_OFFSETS {
            assert!(dx * dx + dy * dy >= d * d && dx * dx + dy * dy <= r * r, "{dx} {dy}");
        }
    }

    /// `ring_facing` keeps every spot a base at least 1" from the anchor overlaps (a grid of
    /// positions within reach, with the axes and diagonals).
    #[test]
    fn ring_facing_keeps_every_spot_a_base_can_overlap() {
        let d = i64::from(BASE_DIAMETER.units());
        let reach = i64::from(RING.units()) + d + 2;
        let mut ws: Vec<(i64, i64)> = Vec::new();
        for x in (-reach..=reach).step_by(11) {
            for y in (-reach..=reach).step_by(11) {
                ws.push((x, y));
            }
        }
        for t in (0..=reach).step_by(3) {
            for (sx, sy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                ws.extend([(sx * t, sy * t), (-sx * t, -sy * t)]);
            }
        }
        let mut kept = 0;
        for (wx, wy) in ws {
            if wx * wx + wy * wy < d * d {
                continue;
            }
            let set = ring_facing(wx, wy);
            for (k, &(ox, oy)) in RING_OFFSETS.iter().enumerate() {
                let (ex, ey) = (ox - wx, oy - wy);
                if ex * ex + ey * ey < d * d {
                    assert!(set & (1 << k) != 0, "w = ({wx}, {wy}), spot {k}");
                    kept += 1;
                }
            }
            assert!(set.count_ones() <= 18, "{set:b}");
        }
        assert!(kept > 1000);
    }
}
