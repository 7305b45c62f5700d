//! Test-only: the automatic gathering's earlier, slower implementation, kept as the reference
//! the faster one must agree with exactly (issue #3: same formations, same errors).

use super::*;
use crate::geometry::dirs::clamp_i32;

/// The key of a candidate spot (unique; smallest is best): squared distance to the leader (0
/// around the leader), squared distance to the figure's old spot, anchor, heading.
type SpotKey = (i128, i128, usize, u16);

/// The gathering as it was before the speed pass of issue #3 (every ring spot keyed and
/// scanned for each figure): the reference [`super::gather_from`] must agree with.
pub(super) fn gather_from(
    field: &Field<'_>,
    ctx: &GatherContext,
    side: Side,
    old: &[Point],
) -> Result<Vec<Point>, GatherError> {
    let old_leader = *old.get(ctx.leader).ok_or(GatherError::LeaderMoved)?;
    let lead = region(field, ctx.leader_end);
    let special = special_area(field, ctx);
    let ring = BASE_DIAMETER + Length(2);
    let others = others(field, ctx, Some((ctx.leader_end, gather_reach(old.len()))));
    check_spot(field, ctx, side, ctx.leader, ctx.leader_end, &[], lead, special, &others)?;
    let mut order: Vec<usize> = (0..old.len()).filter(|&i| i != ctx.leader).collect();
    order.sort_by_key(|&i| (prim::dist_sq(old[i], old_leader), i));
    let mut out: Vec<Option<Point>> = alloc::vec![None; old.len()];
    out[ctx.leader] = Some(ctx.leader_end);
    // Best first, lazily. A spot's key is (squared distance to the leader, or 0 around the
    // leader; squared distance to the figure's old spot; anchor; heading). Anchors are expanded
    // in order of a bound B on their legal spots' first key: around the leader every legal spot
    // has a positive distance to it (it does not overlap it), so B >= 1; and a spot is at most
    // `ring` from its anchor, so its distance to the leader exceeds the anchor's (rounded down)
    // less `ring` less 2 units. The best spot found so far is the best of all once it ranks
    // below every unexpanded anchor's B.
    //
    // Whether a spot is legal depends on the figure placed there only through the figures
    // placed before it, and a spot overlapping a placed figure stays illegal: so each anchor's
    // ring (its spots on the table, not ahead of the leader, overlapping no placed figure) is
    // made once, loses the spots a newly placed figure overlaps, and loses each spot that fails
    // `check_spot`. No spot is checked twice in one gathering.
    let ring_offsets: [(i64, i64); GATHER_SPOTS as usize] =
        core::array::from_fn(|k| Heading::degrees(k as i32 * 10).offset(ring));
    // A spot `anchor + offset` is ahead of the leader when `dot(anchor - leader_end, last) +
    // dot(offset, last) > 0` (`last`: the last stick's direction), exactly as
    // `ahead_of_leader` computes it for a spot on the table (never clamped).
    let last = prim::vector(ctx.last_stick_from, ctx.leader_end);
    let offset_along: [i128; GATHER_SPOTS as usize] = core::array::from_fn(|k| prim::dot(ring_offsets[k], last));
    // A spot is `ring` from its anchor; a base overlapping it is within 1" of the spot.
    let reach = ring + BASE_DIAMETER + Length(2);
    let mut placed: Vec<Point> = Vec::with_capacity(old.len());
    placed.push(ctx.leader_end);
    let mut rings: Vec<Option<Vec<(u16, Point)>>> = Vec::with_capacity(old.len());
    rings.push(None);
    // The anchors other than the leader, by bound.
    let mut anchors: Vec<(i128, usize)> = Vec::with_capacity(old.len());
    let mut spots: Vec<(SpotKey, Point)> = Vec::with_capacity(usize::from(GATHER_SPOTS));
    for i in order {
        let was = old[i];
        type Ring = Option<Vec<(u16, Point)>>;
        let expand = |ai: usize, rings: &mut [Ring], spots: &mut Vec<(SpotKey, Point)>| {
            let anchor = placed[ai];
            let around = rings[ai].get_or_insert_with(|| {
                let anchor_along = prim::dot(prim::vector(ctx.leader_end, anchor), last);
                // Only placed bases near the anchor can overlap a spot in contact with it.
                let near: Vec<Point> =
                    placed.iter().copied().filter(|&q| prim::cmp_dist(q, anchor, reach) != Ordering::Greater).collect();
                let mut around = Vec::with_capacity(usize::from(GATHER_SPOTS));
                for (k, &(dx, dy)) in ring_offsets.iter().enumerate() {
                    let x = Length(clamp_i32(i64::from(anchor.x.units()) + dx));
                    let p = Point::new(x, Length(clamp_i32(i64::from(anchor.y.units()) + dy)));
                    if field.table().base_on_table(p)
                        && anchor_along + offset_along[k] <= 0
                        && !near.iter().any(|&q| overlaps(p, q))
                    {
                        around.push((k as u16, p));
                    }
                }
                around
            });
            spots.extend(around.iter().map(|&(k, p)| {
                let near_leader = if ai == 0 { 0 } else { prim::dist_sq(p, ctx.leader_end) };
                ((near_leader, prim::dist_sq(p, was), ai, k), p)
            }));
        };
        spots.clear();
        expand(0, &mut rings, &mut spots);
        let mut next = 0;
        let found = loop {
            let best = spots.iter().enumerate().min_by_key(|(_, s)| s.0).map(|(at, s)| (at, s.0));
            let bound = anchors.get(next).map(|a| a.0);
            match (best, bound) {
                (Some((at, key)), b) if b.is_none_or(|b| key.0 < b) => {
                    let (_, p) = spots.swap_remove(at);
                    if check_spot(field, ctx, side, i, p, &placed, lead, special, &others).is_ok() {
                        break Some(p);
                    }
                    if let Some(around) = rings.get_mut(key.2).and_then(Option::as_mut) {
                        around.retain(|s| s.0 != key.3);
                    }
                }
                (_, Some(_)) => {
                    expand(anchors[next].1, &mut rings, &mut spots);
                    next += 1;
                }
                (_, None) => break None,
            }
        };
        let p = found.ok_or(GatherError::NoRoom { index: i })?;
        out[i] = Some(p);
        for around in rings.iter_mut().flatten() {
            around.retain(|&(_, q)| !overlaps(p, q));
        }
        let lb = prim::isqrt(prim::dist_sq(p, ctx.leader_end)) - i128::from(ring.units()) - 2;
        let bound = (if lb > 0 { lb * lb + 1 } else { 1 }, placed.len());
        let at = anchors.partition_point(|a| *a < bound);
        anchors.insert(at, bound);
        placed.push(p);
        rings.push(None);
    }
    let formation: Vec<Point> = out.into_iter().map(|p| p.unwrap_or(ctx.leader_end)).collect();
    Ok(formation)
}

mod agree {
    use super::super::{GatherContext, gather_fast};
    use crate::geometry::base::{Field, GroupKey, PlacedGroup, Side};
    use crate::geometry::dirs::Heading;
    use crate::geometry::table::{Height, Obstacle, ObstacleId};
    use crate::geometry::tests::{rect, t};
    use alloc::vec::Vec;
    use proptest::prelude::*;
    use tabletop::{Die, Length, Point};

    /// A group of `steps.len() + 1` figures from `start`, each step 1.002" from a figure placed
    /// before it at the given heading (steps that overlap a figure are skipped).
    fn cluster(key: u32, player: u8, start: Point, steps: &[(usize, u16)]) -> PlacedGroup {
        let mut figures = alloc::vec![start];
        for &(from, h) in steps {
            let a = figures[from % figures.len()];
            let p = Heading::degrees(i32::from(h) * 10).step(a, Length(1002));
            if figures.iter().all(|&q| crate::geometry::prim::cmp_dist(p, q, Length(1000)).is_ge()) {
                figures.push(p);
            }
        }
        PlacedGroup { key: GroupKey(key), side: Side::Player { player }, figures }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        // rule: CG-MOVE-07
        #[test]
        fn the_fast_gathering_agrees_with_the_reference(
            areas in proptest::collection::vec((0i32..6, 0i32..4, 10i32..100, 10i32..80, any::<bool>(), any::<bool>()), 0..4),
            wall in (0i32..700, 0i32..460, 0i32..60, 0i32..60),
            start in (20i32..700, 20i32..460), steps in proptest::collection::vec((0usize..12, 0u16..36), 0..12),
            foes in proptest::collection::vec(((-60i32..60, -60i32..60), proptest::collection::vec((0usize..4, 0u16..36), 0..4), any::<bool>()), 0..4),
            leader in 0usize..12, go in (0u16..360, 0i32..8_000), from in (0u16..360, 0i32..4_000), engage in any::<bool>(),
        ) {
            let mut spec_areas = Vec::new();
            for (i, &(cx, cy, w, h, high, blocking)) in areas.iter().enumerate() {
                if spec_areas.iter().any(|a: &crate::geometry::table::TerrainArea| a.outline[0] == t(20 + 120 * cx, 20 + 120 * cy)) {
                    continue;
                }
                let height = if high { Height::High } else { Height::Low };
                spec_areas.push(rect(i as u32 + 1, 20 + 120 * cx, 20 + 120 * cy, w, h, height, blocking, Die::D8));
            }
            let obstacles = if wall.2 == 0 && wall.3 == 0 {
                alloc::vec![]
            } else {
                alloc::vec![Obstacle { id: ObstacleId(1), from: t(wall.0, wall.1), to: t(wall.0 + wall.2, wall.1 + wall.3), height: Height::Low }]
            };
            let spec = crate::geometry::table::TableSpec { areas: spec_areas, obstacles, ..Default::default() };
            let Ok(tb) = crate::geometry::table::Table::new(spec) else { return Ok(()) };
            let me = cluster(1, 0, t(start.0, start.1), &steps);
            let mut groups = alloc::vec![me.clone()];
            for (n, &((dx, dy), ref fsteps, friend)) in foes.iter().enumerate() {
                let g = cluster(2 + n as u32, u8::from(!friend), t(start.0 + dx, start.1 + dy), fsteps);
                groups.push(g);
            }
            // Drop the groups that make the field invalid (overlaps), then try.
            while Field::new(&tb, &groups, &[]).is_err() && groups.len() > 1 {
                groups.pop();
            }
            let Ok(field) = Field::new(&tb, &groups, &[]) else { return Ok(()) };
            let leader = leader % me.figures.len();
            let s = me.figures[leader];
            let last_stick_from = Heading::degrees(i32::from(from.0)).step(s, Length(from.1));
            let leader_end = Heading::degrees(i32::from(go.0)).step(s, Length(go.1));
            let engaged = (engage && groups.len() > 1).then_some(GroupKey(2));
            let ctx = GatherContext { group: GroupKey(1), leader, leader_end, last_stick_from, engaged };
            let fast = gather_fast(&field, &ctx, me.side, &me.figures);
            let slow = super::gather_from(&field, &ctx, me.side, &me.figures);
            prop_assert_eq!(fast, slow);
        }
    }
}
