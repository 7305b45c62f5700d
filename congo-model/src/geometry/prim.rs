//! Exact integer primitives on segments, circles and polygons (all coordinates in thousandths
//! of an inch, products in `i128`). Nothing here knows any Congo rule; the rule modules build on
//! these predicates. Every comparison of a distance with a threshold is exact (squared
//! quantities compared in `i128`); a distance *value* (for display or ranking) is rounded down to
//! a whole unit with an integer square root.

use core::cmp::Ordering;
use smallvec::SmallVec;
use tabletop::{Length, Point};

#[inline]
pub(crate) fn xy(p: Point) -> (i128, i128) {
    (i128::from(p.x.units()), i128::from(p.y.units()))
}

/// The vector `b - a` in units, exact (coordinates are `i32`, so each component fits an `i64`).
#[inline]
pub(crate) fn vector(a: Point, b: Point) -> (i64, i64) {
    (i64::from(b.x.units()) - i64::from(a.x.units()), i64::from(b.y.units()) - i64::from(a.y.units()))
}

/// The exact product of two `i64` factors (one widening multiplication, not a full `i128` one).
#[inline]
fn mul(a: i64, b: i64) -> i128 {
    i128::from(a) * i128::from(b)
}

/// The dot product of two vectors of [`vector`], exact.
#[inline]
pub(crate) fn dot(u: (i64, i64), v: (i64, i64)) -> i128 {
    mul(u.0, v.0) + mul(u.1, v.1)
}

/// The cross product `u x v` of two vectors of [`vector`], exact.
#[inline]
fn cross(u: (i64, i64), v: (i64, i64)) -> i128 {
    mul(u.0, v.1) - mul(u.1, v.0)
}

/// Squared distance between two points, in units², exact.
pub(crate) fn dist_sq(a: Point, b: Point) -> i128 {
    let d = vector(a, b);
    dot(d, d)
}

/// Integer square root of a non-negative `i128` (rounded down); negative gives 0.
pub(crate) fn isqrt(v: i128) -> i128 {
    if v <= 0 { 0 } else { (v as u128).isqrt() as i128 }
}

/// Smallest integer whose square is at least `v`.
pub(crate) fn isqrt_ceil(v: i128) -> i128 {
    let r = isqrt(v);
    if r * r < v { r + 1 } else { r }
}

/// Distance between two points rounded down to a whole unit.
pub(crate) fn dist(a: Point, b: Point) -> Length {
    Length(i32::try_from(isqrt(dist_sq(a, b))).unwrap_or(i32::MAX))
}

/// Compares the distance between two points with `r` (exact).
pub fn cmp_dist(a: Point, b: Point, r: Length) -> Ordering {
    // Exact quick answer: one coordinate apart by more than r puts the points farther than r.
    let rr = i64::from(r.units().max(0));
    let dx = (i64::from(a.x.units()) - i64::from(b.x.units())).abs();
    let dy = (i64::from(a.y.units()) - i64::from(b.y.units())).abs();
    if dx > rr || dy > rr {
        return Ordering::Greater;
    }
    // Both differences are at most r < 2^31: the squares and their sum fit an i64 exactly.
    (dx * dx + dy * dy).cmp(&(rr * rr))
}

/// Sign of the cross product (b - a) x (c - a): 1 left turn, -1 right turn, 0 collinear.
pub(crate) fn orient(a: Point, b: Point, c: Point) -> i8 {
    cross(vector(a, b), vector(a, c)).signum() as i8
}

fn on_segment(a: Point, b: Point, p: Point) -> bool {
    // p is collinear with a-b; is it within the bounding box?
    let (ax, ay) = xy(a);
    let (bx, by) = xy(b);
    let (px, py) = xy(p);
    px >= ax.min(bx) && px <= ax.max(bx) && py >= ay.min(by) && py <= ay.max(by)
}

/// Whether the closed segments a-b and c-d share at least one point (touching counts).
pub(crate) fn segments_intersect(a: Point, b: Point, c: Point, d: Point) -> bool {
    let o1 = orient(a, b, c);
    let o2 = orient(a, b, d);
    let o3 = orient(c, d, a);
    let o4 = orient(c, d, b);
    if o1 * o2 < 0 && o3 * o4 < 0 {
        return true;
    }
    (o1 == 0 && on_segment(a, b, c))
        || (o2 == 0 && on_segment(a, b, d))
        || (o3 == 0 && on_segment(c, d, a))
        || (o4 == 0 && on_segment(c, d, b))
}

/// Squared distance from `p` to the closed segment a-b, as an exact fraction `num / den`
/// (`den > 0`).
pub(crate) fn point_seg_dist_sq_frac(p: Point, a: Point, b: Point) -> (i128, i128) {
    let d = vector(a, b);
    let w = vector(a, p);
    let dd = dot(d, d);
    let t = dot(w, d);
    if dd == 0 || t <= 0 {
        return (dot(w, w), 1);
    }
    if t >= dd {
        return (dist_sq(p, b), 1);
    }
    let cross = cross(w, d);
    match cross.checked_mul(cross) {
        Some(c2) => (c2, dd),
        None => (i128::MAX, 1),
    }
}

/// Compares the distance from `p` to the closed segment a-b with `r` (exact).
pub(crate) fn cmp_point_seg(p: Point, a: Point, b: Point, r: Length) -> Ordering {
    // Exact quick answer: farther than r from the segment's bounding box along one axis.
    let rr = i64::from(r.units().max(0));
    let (px, py) = (i64::from(p.x.units()), i64::from(p.y.units()));
    let (ax, bx) = (i64::from(a.x.units()), i64::from(b.x.units()));
    let (ay, by) = (i64::from(a.y.units()), i64::from(b.y.units()));
    if px < ax.min(bx) - rr || px > ax.max(bx) + rr || py < ay.min(by) - rr || py > ay.max(by) + rr {
        return Ordering::Greater;
    }
    let (num, den) = point_seg_dist_sq_frac(p, a, b);
    let r = i128::from(r.units().max(0));
    match (r * r).checked_mul(den) {
        Some(rhs) => num.cmp(&rhs),
        None => Ordering::Less,
    }
}

/// Distance from `p` to the segment a-b, rounded down to a whole unit.
pub fn point_seg_dist_floor(p: Point, a: Point, b: Point) -> Length {
    let (num, den) = point_seg_dist_sq_frac(p, a, b);
    Length(i32::try_from(isqrt(num / den)).unwrap_or(i32::MAX))
}

/// Whether the distance between the closed segments a-b and c-d is less than `r` (or at most
/// `r` when `inclusive`), exact.
pub(crate) fn seg_seg_within(a: Point, b: Point, c: Point, d: Point, r: Length, inclusive: bool) -> bool {
    if segments_intersect(a, b, c, d) {
        return true;
    }
    let ok = |o: Ordering| if inclusive { o != Ordering::Greater } else { o == Ordering::Less };
    ok(cmp_point_seg(a, c, d, r))
        || ok(cmp_point_seg(b, c, d, r))
        || ok(cmp_point_seg(c, a, b, r))
        || ok(cmp_point_seg(d, a, b, r))
}

/// Where a point lies with respect to a polygon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Inside {
    Outside,
    Boundary,
    Interior,
}

/// Locates `p` with respect to the simple polygon `poly` (vertices in order, closing edge
/// implied). Exact (crossing number with integer orientation tests).
pub(crate) fn locate(p: Point, poly: &[Point]) -> Inside {
    locate_boxed(p, poly, &Bbox::of(poly))
}

/// [`locate`] given the polygon's bounding box `bbox` (speed: the table keeps its outlines'
/// boxes; the box test is inlined into the callers, most points being far from most outlines).
#[inline]
pub(crate) fn locate_boxed(p: Point, poly: &[Point], bbox: &Bbox) -> Inside {
    if poly.len() < 3 || bbox.apart(p, p, 1) {
        return Inside::Outside;
    }
    locate_near(p, poly)
}

/// [`locate`] for a point in the box of `poly`, which has at least 3 vertices (kept out of line:
/// its callers stay small).
#[inline(never)]
fn locate_near(p: Point, poly: &[Point]) -> Inside {
    let n = poly.len();
    let py = p.y.units();
    let mut inside = false;
    for i in 0..n {
        let a = poly[i];
        let b = poly[(i + 1) % n];
        if orient(a, b, p) == 0 && on_segment(a, b, p) {
            return Inside::Boundary;
        }
        let (ay, by) = (a.y.units(), b.y.units());
        if (ay > py) != (by > py) {
            // x coordinate of the edge at height py compared with px, exactly:
            // px < ax + (py - ay) * (bx - ax) / (by - ay)
            let (w, e) = (vector(a, p), vector(a, b));
            let lhs = mul(w.0, e.1);
            let rhs = mul(w.1, e.0);
            let crosses = if by > ay { lhs < rhs } else { lhs > rhs };
            if crosses {
                inside = !inside;
            }
        }
    }
    if inside { Inside::Interior } else { Inside::Outside }
}

/// Whether `p` is inside `poly` or on its boundary.
pub fn in_polygon(p: Point, poly: &[Point]) -> bool {
    locate(p, poly) != Inside::Outside
}

/// [`in_polygon`] given the polygon's bounding box `bbox`.
#[inline]
pub(crate) fn in_polygon_boxed(p: Point, poly: &[Point], bbox: &Bbox) -> bool {
    locate_boxed(p, poly, bbox) != Inside::Outside
}

/// A polygon's bounding box, in units (an empty polygon's box is empty: apart from everything).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bbox {
    x0: i64,
    y0: i64,
    x1: i64,
    y1: i64,
}

impl Bbox {
    /// The bounding box of `poly`.
    pub fn of(poly: &[Point]) -> Bbox {
        let mut b = Bbox { x0: i64::MAX, y0: i64::MAX, x1: i64::MIN, y1: i64::MIN };
        for q in poly {
            let (x, y) = (i64::from(q.x.units()), i64::from(q.y.units()));
            b.x0 = b.x0.min(x);
            b.x1 = b.x1.max(x);
            b.y0 = b.y0.min(y);
            b.y1 = b.y1.max(y);
        }
        b
    }

    /// Whether every point of the box spanned by `a` and `b` is at least `r` (fixed-point
    /// units, r >= 1) from this box along some axis: then no point of the segment a-b comes
    /// within less than `r` of the polygon region. An exact, cheap pre-test (no products) for
    /// the polygon predicates below.
    pub fn apart(&self, a: Point, b: Point, r: i64) -> bool {
        let (ax, bx) = (i64::from(a.x.units()), i64::from(b.x.units()));
        let (ay, by) = (i64::from(a.y.units()), i64::from(b.y.units()));
        ax.max(bx) + r <= self.x0 || ax.min(bx) - r >= self.x1 || ay.max(by) + r <= self.y0 || ay.min(by) - r >= self.y1
    }

    /// [`Bbox::apart`] for the box spanned by the corners of `other`: whether every point of
    /// `other` is at least `r` from this box along some axis (an empty box is apart from
    /// everything).
    pub fn apart_from(&self, other: &Bbox, r: i64) -> bool {
        other.x1 + r <= self.x0 || other.x0 - r >= self.x1 || other.y1 + r <= self.y0 || other.y0 - r >= self.y1
    }
}

/// [`Bbox::apart`] with the box of `poly`.
fn apart(a: Point, b: Point, poly: &[Point], r: i64) -> bool {
    Bbox::of(poly).apart(a, b, r)
}

fn edges(poly: &[Point]) -> impl Iterator<Item = (Point, Point)> + '_ {
    let n = poly.len();
    (0..n).map(move |i| (poly[i], poly[(i + 1) % n]))
}

/// Whether the closed segment a-b meets the closed polygon region `poly`.
pub(crate) fn segment_meets_polygon(a: Point, b: Point, poly: &[Point]) -> bool {
    if apart(a, b, poly, 1) {
        return false;
    }
    in_polygon(a, poly) || in_polygon(b, poly) || edges(poly).any(|(c, d)| segments_intersect(a, b, c, d))
}

/// Whether the closed polygon region comes closer than `r` to the segment a-b.
pub(crate) fn segment_near_polygon(a: Point, b: Point, poly: &[Point], r: Length) -> bool {
    if apart(a, b, poly, i64::from(r.units()).max(1)) {
        return false;
    }
    segment_meets_polygon(a, b, poly) || edges(poly).any(|(c, d)| seg_seg_within(a, b, c, d, r, false))
}

/// Whether a disc of radius `r` centred on `p` overlaps the polygon region (touching the
/// boundary from outside does not count).
pub fn disc_overlaps_polygon(p: Point, r: Length, poly: &[Point]) -> bool {
    if apart(p, p, poly, i64::from(r.units()).max(1)) {
        return false;
    }
    in_polygon(p, poly) || edges(poly).any(|(c, d)| cmp_point_seg(p, c, d, r) == Ordering::Less)
}

/// Number of times the segment a-b crosses the boundary of `poly`, counting a segment that
/// starts or ends inside as one boundary crossing for each change between inside and outside.
/// Computed as the number of inside/outside changes along the segment: the crossing parameters
/// with each edge are sorted exactly and the state between them is sampled.
///
/// Returns `(starts_inside, ends_inside, changes)`. `bbox` is the polygon's bounding box (speed:
/// the table keeps its outlines' boxes; the crossings stay on the stack).
pub(crate) fn boundary_changes(a: Point, b: Point, poly: &[Point], bbox: &Bbox) -> (bool, bool, u32) {
    if bbox.apart(a, b, 1) {
        return (false, false, 0);
    }
    // Collect the parameters t = num/den (0 <= t <= 1) where a-b meets an edge.
    let (ax, ay) = xy(a);
    let (bx, by) = xy(b);
    let (dx, dy) = (bx - ax, by - ay);
    let mut ts: SmallVec<[(i128, i128); 8]> = SmallVec::new();
    for (c, d) in edges(poly) {
        let (cx, cy) = xy(c);
        let (ex, ey) = (xy(d).0 - cx, xy(d).1 - cy);
        let denom = dx * ey - dy * ex;
        if denom == 0 {
            continue; // parallel: sampling between the other crossings handles it
        }
        let tn = (cx - ax) * ey - (cy - ay) * ex;
        let un = (cx - ax) * dy - (cy - ay) * dx;
        let (tn, un, den) = if denom < 0 { (-tn, -un, -denom) } else { (tn, un, denom) };
        if tn >= 0 && tn <= den && un >= 0 && un <= den {
            ts.push((tn, den));
        }
        // Also treat the edge's endpoints lying on a-b (collinear touches) as events.
        for q in [c, d] {
            if orient(a, b, q) == 0 && on_segment(a, b, q) {
                let (qx, qy) = xy(q);
                let dd = dx * dx + dy * dy;
                if dd > 0 {
                    ts.push(((qx - ax) * dx + (qy - ay) * dy, dd));
                }
            }
        }
    }
    ts.sort_by(|p, q| (p.0 * q.1).cmp(&(q.0 * p.1)));
    ts.dedup_by(|p, q| p.0 * q.1 == q.0 * p.1);
    let starts = locate_boxed(a, poly, bbox) == Inside::Interior;
    let b_at = locate_boxed(b, poly, bbox);
    let ends = b_at == Inside::Interior;
    // Sample the midpoints between consecutive events (and the ends): count state changes.
    let mut state = starts;
    let mut changes = 0u32;
    let mut from = (0i128, 1i128);
    for (n2, d2) in ts.iter().copied().chain(core::iter::once((1, 1))) {
        let (n1, d1) = core::mem::replace(&mut from, (n2, d2));
        // midpoint t = (n1/d1 + n2/d2) / 2 = (n1*d2 + n2*d1) / (2*d1*d2)
        let num = n1 * d2 + n2 * d1;
        let den = 2 * d1 * d2;
        if n1 * d2 == n2 * d1 {
            continue; // empty interval
        }
        let mx = ax + dx * num / den;
        let my = ay + dy * num / den;
        let m = Point::new(Length(mx as i32), Length(my as i32));
        let s = match locate_boxed(m, poly, bbox) {
            Inside::Interior => true,
            Inside::Outside => false,
            Inside::Boundary => state,
        };
        if s != state {
            changes += 1;
            state = s;
        }
    }
    if ends != state && b_at != Inside::Boundary {
        changes += 1;
    }
    (starts, ends, changes)
}

/// Twice the signed area of a polygon (positive when counter-clockwise), in units².
pub fn twice_area(poly: &[Point]) -> i128 {
    edges(poly)
        .map(|(a, b)| {
            let (ax, ay) = xy(a);
            let (bx, by) = xy(b);
            ax * by - bx * ay
        })
        .sum()
}

/// Whether a polygon's edges cross each other (non-adjacent edges meeting).
pub fn self_intersects(poly: &[Point]) -> bool {
    let n = poly.len();
    for i in 0..n {
        for j in (i + 1)..n {
            let adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if adjacent {
                continue;
            }
            if segments_intersect(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n]) {
                return true;
            }
        }
    }
    false
}

/// Whether two polygon regions share any point. Regions whose bounding boxes are a unit or more
/// apart share none (an exact quick reject: a table's areas are checked pairwise).
pub(crate) fn polygons_meet(p: &[Point], q: &[Point]) -> bool {
    if Bbox::of(p).apart_from(&Bbox::of(q), 1) {
        return false;
    }
    p.iter().any(|&v| in_polygon(v, q))
        || q.iter().any(|&v| in_polygon(v, p))
        || edges(p).any(|(a, b)| edges(q).any(|(c, d)| segments_intersect(a, b, c, d)))
}

/// How a point moving from `a` to `b` approaches `q`, as [`first_contact`] solves it.
enum Approach {
    /// Within the contact distance of `q` at `a` already.
    AtStart,
    /// Its line comes within the contact distance: `|a + t (b - a) - q| = contact` at
    /// `t = (bb -+ sqrt(disc)) / dd`, both roots positive.
    Meets { bb: i128, dd: i128, disc: i128 },
}

/// [`first_contact`]'s equation: `None` when the point never comes within `contact` of `q`
/// moving forward along the line (or the products overflow).
#[inline]
fn approach(a: Point, b: Point, q: Point, contact: Length) -> Option<Approach> {
    let (d, w) = (vector(a, b), vector(a, q));
    let r = i128::from(contact.units());
    let dd = dot(d, d);
    let c = dot(w, w) - r * r;
    if c <= 0 {
        return Some(Approach::AtStart);
    }
    if dd == 0 {
        return None;
    }
    let bb = dot(w, d);
    if bb <= 0 {
        return None;
    }
    let disc = bb.checked_mul(bb)?.checked_sub(dd.checked_mul(c)?)?;
    (disc >= 0).then_some(Approach::Meets { bb, dd, disc })
}

/// Whether [`first_contact`] finds a contact (`first_contact(a, b, q, contact).is_some()`),
/// without computing it: no square root, no division (speed: the run-away search rejects
/// most headings by it).
pub(crate) fn makes_contact(a: Point, b: Point, q: Point, contact: Length) -> bool {
    match approach(a, b, q, contact) {
        None => false,
        Some(Approach::AtStart) => true,
        // `first_contact` finds one when `bb - ceil(sqrt(disc)) <= dd`, i.e. when
        // `ceil(sqrt(disc)) >= m` for `m = bb - dd`: always when `m <= 0`, else exactly when
        // `disc > (m - 1)^2` (`m - 1 < bb`, and `bb^2` did not overflow).
        Some(Approach::Meets { bb, dd, disc }) => {
            let m = bb - dd;
            m <= 0 || disc > (m - 1) * (m - 1)
        }
    }
}

/// The first point along a-b at which a disc of radius `r` moving from `a` to `b` comes within
/// `contact` of the point `q` (i.e. `|x - q| <= contact`), rounded so the returned point is no
/// closer than `contact` to `q`. Returns `None` if it never does, and the distance along a-b.
pub(crate) fn first_contact(a: Point, b: Point, q: Point, contact: Length) -> Option<(Point, Length)> {
    let (bb, dd, disc) = match approach(a, b, q, contact)? {
        Approach::AtStart => return Some((a, Length::ZERO)),
        Approach::Meets { bb, dd, disc } => (bb, dd, disc),
    };
    let (ax, ay) = xy(a);
    let d = vector(a, b);
    let (dx, dy) = (i128::from(d.0), i128::from(d.1));
    let r = i128::from(contact.units());
    // smallest root t = (bb - sqrt(disc)) / dd, rounded down (earlier on the segment)
    let mut tn = bb - isqrt_ceil(disc);
    if tn > dd {
        return None;
    }
    if tn < 0 {
        tn = 0;
    }
    let mut p = Point::new(Length((ax + dx * tn / dd) as i32), Length((ay + dy * tn / dd) as i32));
    // Rounding may leave the point a unit too close: step back toward a until it is not.
    let mut guard = 0;
    while dist_sq(p, q) < r * r && guard < 8 {
        let sx = (-dx).signum();
        let sy = (-dy).signum();
        let ddx = if dx.abs() >= dy.abs() { sx } else { 0 };
        let ddy = if dy.abs() >= dx.abs() { sy } else { 0 };
        p = Point::new(Length(p.x.units() + ddx as i32), Length(p.y.units() + ddy as i32));
        guard += 1;
    }
    Some((p, dist(a, p)))
}

/// The point `len` along the direction of the vector a->b from `a` (rounded toward `a`); if a
/// equals b, `a`.
pub fn along(a: Point, b: Point, len: Length) -> Point {
    let (ax, ay) = xy(a);
    let (bx, by) = xy(b);
    let (dx, dy) = (bx - ax, by - ay);
    let n = isqrt_ceil(dx * dx + dy * dy);
    if n == 0 {
        return a;
    }
    let l = i128::from(len.units());
    Point::new(Length((ax + dx * l / n) as i32), Length((ay + dy * l / n) as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: i32, y: i32) -> Point {
        Point::new(Length(x), Length(y))
    }

    #[test]
    fn segment_intersection_cases() {
        assert!(segments_intersect(p(0, 0), p(10, 10), p(0, 10), p(10, 0)));
        assert!(segments_intersect(p(0, 0), p(10, 0), p(10, 0), p(20, 5)));
        assert!(!segments_intersect(p(0, 0), p(10, 0), p(0, 1), p(10, 1)));
        assert!(segments_intersect(p(0, 0), p(10, 0), p(5, 0), p(20, 0)));
        assert!(!segments_intersect(p(0, 0), p(10, 0), p(11, 0), p(20, 0)));
    }

    /// Regions meet when they share any point: a corner or an edge in common, one inside the
    /// other, crossing edges; the quick reject by bounding boxes only drops boxes a unit apart.
    #[test]
    fn polygons_meet_on_any_shared_point() {
        let sq = |x: i32, y: i32, s: i32| [p(x, y), p(x + s, y), p(x + s, y + s), p(x, y + s)];
        assert!(polygons_meet(&sq(0, 0, 10), &sq(10, 0, 10)), "an edge in common");
        assert!(polygons_meet(&sq(0, 0, 10), &sq(10, 10, 10)), "a corner in common");
        assert!(polygons_meet(&sq(0, 0, 10), &sq(2, 2, 3)), "one inside the other");
        assert!(polygons_meet(&sq(0, 0, 10), &sq(5, 5, 10)), "crossing edges");
        assert!(!polygons_meet(&sq(0, 0, 10), &sq(11, 0, 10)), "boxes a unit apart");
        assert!(!polygons_meet(&sq(0, 0, 10), &sq(0, 100, 10)));
        // Boxes that overlap around regions that do not: two triangles either side of a diagonal.
        let (lower, upper) = ([p(0, 0), p(10, 0), p(10, 9)], [p(0, 1), p(9, 10), p(0, 10)]);
        assert!(!polygons_meet(&lower, &upper));
    }

    #[test]
    fn polygon_location() {
        let sq = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
        assert_eq!(locate(p(5, 5), &sq), Inside::Interior);
        assert_eq!(locate(p(10, 5), &sq), Inside::Boundary);
        assert_eq!(locate(p(11, 5), &sq), Inside::Outside);
        assert_eq!(twice_area(&sq), 200);
        assert!(!self_intersects(&sq));
        assert!(self_intersects(&[p(0, 0), p(10, 10), p(10, 0), p(0, 10)]));
    }

    #[test]
    fn boundary_changes_counts_entries_and_exits() {
        let sq = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
        let changes = |a, b| boundary_changes(a, b, &sq, &Bbox::of(&sq));
        assert_eq!(changes(p(-5, 5), p(15, 5)), (false, false, 2));
        assert_eq!(changes(p(5, 5), p(15, 5)), (true, false, 1));
        assert_eq!(changes(p(2, 5), p(8, 5)), (true, true, 0));
        assert_eq!(changes(p(-5, 5), p(-1, 5)), (false, false, 0));
        // grazing a corner does not enter
        assert_eq!(changes(p(-5, 5), p(5, 15)).2, 0);
        // running along an edge does not enter
        assert_eq!(changes(p(-5, 0), p(15, 0)).2, 0);
    }

    #[test]
    fn first_contact_stops_at_touch() {
        let (c, along) = first_contact(p(0, 0), p(10_000, 0), p(5_000, 0), Length(1000)).unwrap();
        assert_eq!(c, p(4000, 0));
        assert_eq!(along, Length(4000));
        assert!(first_contact(p(0, 0), p(10_000, 0), p(5_000, 2000), Length(1000)).is_none());
        let (c, _) = first_contact(p(0, 0), p(10_000, 0), p(5_000, 600), Length(1000)).unwrap();
        assert!(dist_sq(c, p(5000, 600)) >= 1_000_000);
        assert!(dist_sq(c, p(5000, 600)) <= 1_005 * 1_005);
    }

    /// `makes_contact` answers as `first_contact(..).is_some()` (near and at the end of the
    /// leg, where its rounding matters, and for legs of every direction).
    #[test]
    fn makes_contact_agrees_with_first_contact() {
        let mut found = 0;
        for (bx, by) in [(4000, 0), (2828, 2828), (-3999, 17), (1, 4000), (3, -7), (0, 0)] {
            for qx in (-6000..=6000).step_by(97) {
                for qy in (-6000..=6000).step_by(89) {
                    let (a, b, q) = (p(0, 0), p(bx, by), p(qx, qy));
                    let some = first_contact(a, b, q, Length(1000)).is_some();
                    assert_eq!(makes_contact(a, b, q, Length(1000)), some, "{b:?} {q:?}");
                    found += usize::from(some);
                }
            }
        }
        // Exactly at the end of a leg (the root's rounding): contact 1" from the end and a unit
        // either side of it.
        for d in -3..=3 {
            let (a, b, q) = (p(0, 0), p(4000, 0), p(5000 + d, 0));
            assert_eq!(makes_contact(a, b, q, Length(1000)), first_contact(a, b, q, Length(1000)).is_some());
        }
        assert!(found > 1000);
    }

    #[test]
    fn point_segment_distance() {
        assert_eq!(point_seg_dist_floor(p(5, 5), p(0, 0), p(10, 0)), Length(5));
        assert_eq!(cmp_point_seg(p(5, 5), p(0, 0), p(10, 0), Length(5)), Ordering::Equal);
        assert_eq!(point_seg_dist_floor(p(13, 4), p(0, 0), p(10, 0)), Length(5));
    }
}
