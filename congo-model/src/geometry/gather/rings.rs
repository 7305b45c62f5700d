//! The automatic gathering's rings of spots around placed figures: bit sets over fixed offsets,
//! and the best-first search over them ([`next_spot`]). Speed (issue #3, fifth pass): every test
//! is in `i64` on points of the table, no ring allocates, a placed figure drops only the spots
//! facing it. Source: Congo rulebook, "Gather the group together" (via [`super::gather_from`]).

use tabletop::{Length, Point};

use super::super::base::Field;
use super::super::dirs::clamp_i32;
use super::super::prim;
use super::super::{BASE_DIAMETER, BASE_RADIUS};
use super::{GATHER_SPOTS, GatherContext};

/// The distance from a placed figure's centre to the spots of its ring: 1" and 2 units (base
/// contact, within [`CONTACT_TOLERANCE`]).
const RING: Length = Length(BASE_DIAMETER.units() + 2);

/// The offsets of a ring's spots from its figure's centre, spot `k` at heading `10 k` degrees
/// (as [`Heading::offset`] gives them; each component at most [`RING`] long).
const RING_OFFSETS: [(i64, i64); GATHER_SPOTS as usize] = super::super::dirs::fan(10, RING);

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

/// One placed figure's ring of spots in `gather_fast`: the spots still in the running, as a
/// bit set over [`RING_OFFSETS`], with their squared distances to the leader's end. Every point
/// a made ring compares is on the table (sides at most 1000", 10^6 units), so its squared
/// distances fit an `i64` exactly (equal to [`prim::dist_sq`]'s).
pub(super) struct Ring {
    /// The placed figure's centre.
    anchor: Point,
    /// Until the ring is made: a lower bound on its spots' squared distance to the leader's end.
    pub(super) bound: Option<i64>,
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
    pub(super) fn unmade(anchor: Point, leader_end: Point) -> Ring {
        let (ax, ay) = xy64(anchor);
        let (lx, ly) = xy64(leader_end);
        let d = ((ax - lx) * (ax - lx) + (ay - ly) * (ay - ly)).unsigned_abs();
        // `lb > 0` only when `d > (RING + 2)^2` (no square root for the leader's neighbours).
        let near = u64::from(RING.units().unsigned_abs() + 2);
        let lb = if d <= near * near { 0 } else { i64::try_from(d.isqrt()).unwrap_or(i64::MAX) - near as i64 };
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

    pub(super) fn find_nearest(&mut self) {
        self.nearest = spots_of(self.free).map(|k| self.to_leader[k]).min().unwrap_or(i64::MAX);
    }

    /// Drops the spots that overlap a base at `q`, a placed figure (on the table, overlapping
    /// no other placed figure: the anchor is one); whether any was dropped.
    pub(super) fn drop_overlapping(&mut self, q: Point) -> bool {
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
pub(super) struct RingMaker {
    leader_end: Point,
    last: (i64, i64),
    along: [i64; GATHER_SPOTS as usize],
    /// The smallest and largest `x`, the largest `y` of a base centre on the table (the
    /// smallest `y` is the smallest `x`).
    on_table: (i64, i64, i64),
}

impl RingMaker {
    pub(super) fn new(field: &Field<'_>, ctx: &GatherContext) -> RingMaker {
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
    pub(super) fn make(&self, ring: &mut Ring, placed: &[Point]) {
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

/// The legal spot of smallest key (see `gather_fast` in the parent module) for the next figure, whose old spot is
/// `was`: around the leader first (smallest squared distance to `was`, then heading), else among
/// the other rings (smallest squared distance to the leader, then to `was`, anchor, heading),
/// making them as needed. Every spot that comes up and is not legal is dropped from its ring.
/// `legal` is `check_spot`'s verdict less its test of the placed figures: no free spot of a
/// made ring overlaps one.
pub(super) fn next_spot(
    rings: &mut [Ring],
    maker: &RingMaker,
    placed: &[Point],
    was: Point,
    legal: impl Fn(Point) -> bool,
) -> Option<Point> {
    let (leader, rest) = rings.split_first_mut()?;
    // The squared distances to `was` of the leader's free spots (on the table): in `i64` when
    // `was` is within 2^29 units of the origin (a figure's old spot on the table always is),
    // where each is exact (under 2^61) and equal to `prim::dist_sq`'s.
    let (wx, wy) = xy64(was);
    let found = if wx.abs() < 1 << 29 && wy.abs() < 1 << 29 {
        let (ax, ay) = xy64(leader.anchor);
        let (cx, cy) = (ax - wx, ay - wy);
        let mut to_was = [0i64; GATHER_SPOTS as usize];
        for k in spots_of(leader.free) {
            let (dx, dy) = RING_OFFSETS[k];
            to_was[k] = (cx + dx) * (cx + dx) + (cy + dy) * (cy + dy);
        }
        leader_spot(leader, &to_was, &legal)
    } else {
        let mut to_was = [0i128; GATHER_SPOTS as usize];
        for k in spots_of(leader.free) {
            to_was[k] = prim::dist_sq(leader.spot(k), was);
        }
        leader_spot(leader, &to_was, &legal)
    };
    if found.is_some() {
        return found;
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

/// The spots of the ring around `anchor` (every 10 degrees, 1.002" from its centre: base
/// contact), as the automatic gathering tries them, lowest heading first.
pub(super) fn ring_spots(anchor: Point) -> impl Iterator<Item = Point> {
    let (ax, ay) = xy64(anchor);
    RING_OFFSETS.iter().map(move |&(dx, dy)| Point::new(Length(clamp_i32(ax + dx)), Length(clamp_i32(ay + dy))))
}

/// The legal free spot of the leader's ring of smallest (distance to the figure's old spot,
/// heading), `to_was[k]` being spot `k`'s distance (any exact measure of it): spots are taken
/// best first, and each that comes up is dropped.
fn leader_spot<K: Ord + Copy>(
    leader: &mut Ring,
    to_was: &[K; GATHER_SPOTS as usize],
    legal: &impl Fn(Point) -> bool,
) -> Option<Point> {
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
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

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
