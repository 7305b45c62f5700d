//! Melee across a linear obstacle: engaging a group behind an obstacle, and telling whether a
//! defender is behind one.
//!
//! Source: Congo rulebook, "Surviving in Dangerous Lands", "Obstacles": "You can engage in
//! hand-to-hand combat with an enemy group positioned behind an obstacle, by moving the leading
//! figure of your group into contact with said obstacle, directly facing the target model."
//! and "During a combat, the defender of the obstacle may re-roll all his unsuccessful save
//! rolls." Rules: CG-TERR-17, CG-TERR-18 (RULINGS.md: failed Combat dice re-rolled once).

use core::cmp::Ordering;
use tabletop::{Length, Point};

use super::base::{Field, FigureRef, GroupKey};
use super::error::FieldError;
use super::prim;
use super::table::ObstacleId;
use super::{BASE_DIAMETER, BASE_RADIUS};

/// How far off "directly facing" may be: the leader, stopped in contact with the obstacle, and
/// the target model behind it have centres at most 1" plus this apart (docs/rulings.md).
pub const FACING_TOLERANCE: Length = Length::milli(100);

/// Where a leader moving from `a` toward `b` stops when its base first touches the obstacle
/// line c-d (the farthest point along a-b whose base does not overlap it), with the distance
/// travelled; `None` if the centre line does not cross the obstacle.
pub(crate) fn stop_at_obstacle(a: Point, b: Point, c: Point, d: Point) -> Option<(Point, Length)> {
    if !prim::segments_intersect(a, b, c, d) {
        return None;
    }
    let clear = |s: i32| prim::cmp_point_seg(prim::along(a, b, Length(s)), c, d, BASE_RADIUS) != Ordering::Less;
    if !clear(0) {
        return None;
    }
    let (mut lo, mut hi) = (0i32, prim::dist(a, b).units());
    while lo < hi {
        let mid = lo + (hi - lo + 1) / 2;
        if clear(mid) { lo = mid } else { hi = mid - 1 }
    }
    Some((prim::along(a, b, Length(lo)), Length(lo)))
}

/// The engagement across an obstacle a leg from `a` to `b` makes, if any: the first obstacle
/// (along the leg) whose line the leg crosses and behind which, directly facing the leader
/// stopped in contact with it, stands a hostile base. Returns the figure, the obstacle, the
/// leader's stopping point and the distance to it.
pub(crate) fn engage_across(
    field: &Field<'_>,
    group: GroupKey,
    a: Point,
    b: Point,
) -> Option<(FigureRef, ObstacleId, Point, Length)> {
    let me = field.group(group).ok()?;
    let mut best: Option<(FigureRef, ObstacleId, Point, Length)> = None;
    for o in field.table().obstacles() {
        let Some((stop, along)) = stop_at_obstacle(a, b, o.from, o.to) else { continue };
        let side = prim::orient(o.from, o.to, a);
        for (g, i, q) in field.other_bases(group) {
            if !me.side.is_hostile_to(g.side) || prim::orient(o.from, o.to, q) == side {
                continue;
            }
            if prim::cmp_dist(stop, q, BASE_DIAMETER + FACING_TOLERANCE) == Ordering::Greater {
                continue;
            }
            let f = FigureRef { group: g.key, index: i };
            let better = best.as_ref().is_none_or(|(bf, bo, _, bl)| (along, o.id, f) < (*bl, *bo, *bf));
            if better {
                best = Some((f, o.id, stop, along));
            }
        }
    }
    best
}

/// The obstacle between two figures, if any: the lowest-id obstacle whose line the segment
/// between their base centres meets. Used for melee across an obstacle: when the attacker's
/// leading figure and the defender's model it engaged have an obstacle between them, the
/// defender is "the defender of the obstacle" (CG-TERR-18).
///
/// # Errors
/// [`FieldError::UnknownGroup`], [`FieldError::UnknownFigure`].
pub fn obstacle_between(field: &Field<'_>, a: FigureRef, b: FigureRef) -> Result<Option<ObstacleId>, FieldError> {
    let (p, q) = (field.figure(a)?, field.figure(b)?);
    Ok(field.table().obstacles().iter().filter(|o| prim::segments_intersect(p, q, o.from, o.to)).map(|o| o.id).min())
}

/// Extra clearance (thousandths of an inch) added to a crossing so that rounding never leaves a
/// base touching the obstacle's line from the wrong side.
const CROSSING_MARGIN: i128 = 2;

/// The winner of a melee fought across an obstacle crossing it (Congo rulebook, "Obstacles":
/// "If the attacking group wins the combat, it may immediately cross the obstacle"; CG-TERR-17).
///
/// The group keeps its formation and moves straight across, perpendicular to the obstacle's
/// line, by the least distance that puts every base wholly beyond that line, on the side away
/// from the group's figure nearest to the obstacle, its leading figure (docs/rulings.md
/// "Crossing an obstacle after a won melee"). Returns the leading figure's index and the
/// group's new base centres (index as in the group).
///
/// # Errors
/// `IllegalMove::Unknown` for an unknown group or obstacle; `IllegalMove::BlockingTerrain`
/// when a base would pass over blocking terrain; `IllegalMove::Gather` when the group cannot
/// stand there (off the table, overlapping or touching an enemy base, split by terrain...).
pub fn cross_obstacle(
    field: &Field<'_>,
    group: GroupKey,
    obstacle: ObstacleId,
) -> Result<(usize, alloc::vec::Vec<Point>), super::error::IllegalMove> {
    use super::error::IllegalMove;
    let unknown = |detail: alloc::string::String| IllegalMove::Unknown { detail };
    let g = field.group(group).map_err(|e| unknown(alloc::format!("{e}")))?;
    let o = field.table().obstacle(obstacle).ok_or_else(|| unknown(alloc::format!("obstacle {obstacle}")))?;
    let (cx, cy) = prim::xy(o.from);
    let (dx, dy) = prim::xy(o.to);
    let (ux, uy) = (dx - cx, dy - cy);
    let len = prim::isqrt_ceil(ux * ux + uy * uy).max(1);
    // The near side: that of the figure nearest to the obstacle (lowest index on a tie).
    let leader = (0..g.figures.len())
        .min_by_key(|&i| (prim::point_seg_dist_floor(g.figures[i], o.from, o.to), i))
        .ok_or_else(|| unknown(alloc::format!("group {group} has no figure")))?;
    let near = i128::from(prim::orient(o.from, o.to, g.figures[leader]));
    if near == 0 {
        return Err(unknown(alloc::format!("the leading figure of group {group} stands on obstacle {obstacle}")));
    }
    // Signed distance of each centre from the line, positive on the far side (units).
    let far_dist = |p: Point| {
        let (px, py) = prim::xy(p);
        -near * (ux * (py - cy) - uy * (px - cx)) / len
    };
    let depth = g.figures.iter().map(|&p| i128::from(BASE_RADIUS.units()) - far_dist(p)).max().unwrap_or(0);
    let t = depth.max(0) + CROSSING_MARGIN;
    // The unit normal toward the far side is -near * (-uy, ux) / len.
    let (vx, vy) = (near * uy * t / len, -near * ux * t / len);
    let shift = |p: Point| {
        let (px, py) = prim::xy(p);
        let x = i32::try_from(px + vx).unwrap_or(i32::MAX);
        let y = i32::try_from(py + vy).unwrap_or(i32::MAX);
        Point::new(Length(x), Length(y))
    };
    let formation: alloc::vec::Vec<Point> = g.figures.iter().map(|&p| shift(p)).collect();
    for (&from, &to) in g.figures.iter().zip(&formation) {
        if let Some(a) = field.table().blocking_near(from, to, BASE_RADIUS) {
            return Err(IllegalMove::BlockingTerrain { area: a.id });
        }
    }
    let ctx = super::gather::GatherContext {
        group,
        leader,
        leader_end: formation[leader],
        last_stick_from: formation[leader],
        engaged: None,
    };
    super::gather::check_kept_formation(field, &ctx, &formation)?;
    Ok((leader, formation))
}
