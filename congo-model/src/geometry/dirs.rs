//! The fixed table of 360 directions, one per whole degree, used wherever the rules engine has to
//! *choose* a direction itself (candidate moves for bots, retreat and flight pivots, automatic
//! gathering).
//!
//! Entry `k` is `(cos k°, sin k°)` scaled by 1 000 000 and truncated toward zero. The table was
//! computed once, offline, and is stored here as integer literals: no floating point runs at any
//! time, so every target reads the same numbers. Because each component is truncated toward
//! zero, a vector scaled from this table is never longer than the length asked for (at most
//! 2 units = 0.002" shorter).
//!
//! Angles grow counter-clockwise (x east, y north): index `k + 1` is a one-degree turn to the
//! left of index `k`, `k - 1` a turn to the right.

use tabletop::{Length, Point};

/// Number of directions in the table (one per degree).
pub const DIRECTIONS: u16 = 360;

/// Scale of the table entries: a unit vector is `UNIT` long.
pub const UNIT: i64 = 1_000_000;

#[rustfmt::skip]
static TABLE: [(i32, i32); 360] = [
    (1000000, 0), (999847, 17452), (999390, 34899), (998629, 52335), (997564, 69756), (996194, 87155),
    (994521, 104528), (992546, 121869), (990268, 139173), (987688, 156434), (984807, 173648), (981627, 190808),
    (978147, 207911), (974370, 224951), (970295, 241921), (965925, 258819), (961261, 275637), (956304, 292371),
    (951056, 309016), (945518, 325568), (939692, 342020), (933580, 358367), (927183, 374606), (920504, 390731),
    (913545, 406736), (906307, 422618), (898794, 438371), (891006, 453990), (882947, 469471), (874619, 484809),
    (866025, 499999), (857167, 515038), (848048, 529919), (838670, 544639), (829037, 559192), (819152, 573576),
    (809016, 587785), (798635, 601815), (788010, 615661), (777145, 629320), (766044, 642787), (754709, 656059),
    (743144, 669130), (731353, 681998), (719339, 694658), (707106, 707106), (694658, 719339), (681998, 731353),
    (669130, 743144), (656059, 754709), (642787, 766044), (629320, 777145), (615661, 788010), (601815, 798635),
    (587785, 809016), (573576, 819152), (559192, 829037), (544639, 838670), (529919, 848048), (515038, 857167),
    (500000, 866025), (484809, 874619), (469471, 882947), (453990, 891006), (438371, 898794), (422618, 906307),
    (406736, 913545), (390731, 920504), (374606, 927183), (358367, 933580), (342020, 939692), (325568, 945518),
    (309016, 951056), (292371, 956304), (275637, 961261), (258819, 965925), (241921, 970295), (224951, 974370),
    (207911, 978147), (190808, 981627), (173648, 984807), (156434, 987688), (139173, 990268), (121869, 992546),
    (104528, 994521), (87155, 996194), (69756, 997564), (52335, 998629), (34899, 999390), (17452, 999847),
    (0, 1000000), (-17452, 999847), (-34899, 999390), (-52335, 998629), (-69756, 997564), (-87155, 996194),
    (-104528, 994521), (-121869, 992546), (-139173, 990268), (-156434, 987688), (-173648, 984807), (-190808, 981627),
    (-207911, 978147), (-224951, 974370), (-241921, 970295), (-258819, 965925), (-275637, 961261), (-292371, 956304),
    (-309016, 951056), (-325568, 945518), (-342020, 939692), (-358367, 933580), (-374606, 927183), (-390731, 920504),
    (-406736, 913545), (-422618, 906307), (-438371, 898794), (-453990, 891006), (-469471, 882947), (-484809, 874619),
    (-499999, 866025), (-515038, 857167), (-529919, 848048), (-544639, 838670), (-559192, 829037), (-573576, 819152),
    (-587785, 809016), (-601815, 798635), (-615661, 788010), (-629320, 777145), (-642787, 766044), (-656059, 754709),
    (-669130, 743144), (-681998, 731353), (-694658, 719339), (-707106, 707106), (-719339, 694658), (-731353, 681998),
    (-743144, 669130), (-754709, 656059), (-766044, 642787), (-777145, 629320), (-788010, 615661), (-798635, 601815),
    (-809016, 587785), (-819152, 573576), (-829037, 559192), (-838670, 544639), (-848048, 529919), (-857167, 515038),
    (-866025, 499999), (-874619, 484809), (-882947, 469471), (-891006, 453990), (-898794, 438371), (-906307, 422618),
    (-913545, 406736), (-920504, 390731), (-927183, 374606), (-933580, 358367), (-939692, 342020), (-945518, 325568),
    (-951056, 309016), (-956304, 292371), (-961261, 275637), (-965925, 258819), (-970295, 241921), (-974370, 224951),
    (-978147, 207911), (-981627, 190808), (-984807, 173648), (-987688, 156434), (-990268, 139173), (-992546, 121869),
    (-994521, 104528), (-996194, 87155), (-997564, 69756), (-998629, 52335), (-999390, 34899), (-999847, 17452),
    (-1000000, 0), (-999847, -17452), (-999390, -34899), (-998629, -52335), (-997564, -69756), (-996194, -87155),
    (-994521, -104528), (-992546, -121869), (-990268, -139173), (-987688, -156434), (-984807, -173648), (-981627, -190808),
    (-978147, -207911), (-974370, -224951), (-970295, -241921), (-965925, -258819), (-961261, -275637), (-956304, -292371),
    (-951056, -309016), (-945518, -325568), (-939692, -342020), (-933580, -358367), (-927183, -374606), (-920504, -390731),
    (-913545, -406736), (-906307, -422618), (-898794, -438371), (-891006, -453990), (-882947, -469471), (-874619, -484809),
    (-866025, -500000), (-857167, -515038), (-848048, -529919), (-838670, -544639), (-829037, -559192), (-819152, -573576),
    (-809016, -587785), (-798635, -601815), (-788010, -615661), (-777145, -629320), (-766044, -642787), (-754709, -656059),
    (-743144, -669130), (-731353, -681998), (-719339, -694658), (-707106, -707106), (-694658, -719339), (-681998, -731353),
    (-669130, -743144), (-656059, -754709), (-642787, -766044), (-629320, -777145), (-615661, -788010), (-601815, -798635),
    (-587785, -809016), (-573576, -819152), (-559192, -829037), (-544639, -838670), (-529919, -848048), (-515038, -857167),
    (-500000, -866025), (-484809, -874619), (-469471, -882947), (-453990, -891006), (-438371, -898794), (-422618, -906307),
    (-406736, -913545), (-390731, -920504), (-374606, -927183), (-358367, -933580), (-342020, -939692), (-325568, -945518),
    (-309016, -951056), (-292371, -956304), (-275637, -961261), (-258819, -965925), (-241921, -970295), (-224951, -974370),
    (-207911, -978147), (-190808, -981627), (-173648, -984807), (-156434, -987688), (-139173, -990268), (-121869, -992546),
    (-104528, -994521), (-87155, -996194), (-69756, -997564), (-52335, -998629), (-34899, -999390), (-17452, -999847),
    (0, -1000000), (17452, -999847), (34899, -999390), (52335, -998629), (69756, -997564), (87155, -996194),
    (104528, -994521), (121869, -992546), (139173, -990268), (156434, -987688), (173648, -984807), (190808, -981627),
    (207911, -978147), (224951, -974370), (241921, -970295), (258819, -965925), (275637, -961261), (292371, -956304),
    (309016, -951056), (325568, -945518), (342020, -939692), (358367, -933580), (374606, -927183), (390731, -920504),
    (406736, -913545), (422618, -906307), (438371, -898794), (453990, -891006), (469471, -882947), (484809, -874619),
    (500000, -866025), (515038, -857167), (529919, -848048), (544639, -838670), (559192, -829037), (573576, -819152),
    (587785, -809016), (601815, -798635), (615661, -788010), (629320, -777145), (642787, -766044), (656059, -754709),
    (669130, -743144), (681998, -731353), (694658, -719339), (707106, -707106), (719339, -694658), (731353, -681998),
    (743144, -669130), (754709, -656059), (766044, -642787), (777145, -629320), (788010, -615661), (798635, -601815),
    (809016, -587785), (819152, -573576), (829037, -559192), (838670, -544639), (848048, -529919), (857167, -515038),
    (866025, -500000), (874619, -484809), (882947, -469471), (891006, -453990), (898794, -438371), (906307, -422618),
    (913545, -406736), (920504, -390731), (927183, -374606), (933580, -358367), (939692, -342020), (945518, -325568),
    (951056, -309016), (956304, -292371), (961261, -275637), (965925, -258819), (970295, -241921), (974370, -224951),
    (978147, -207911), (981627, -190808), (984807, -173648), (987688, -156434), (990268, -139173), (992546, -121869),
    (994521, -104528), (996194, -87155), (997564, -69756), (998629, -52335), (999390, -34899), (999847, -17452),];

/// A direction on the table: a whole number of degrees counter-clockwise from east (0 = east,
/// 90 = north, 180 = west, 270 = south). Always in `0..360`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoHeading"))]
#[serde(transparent)]
pub struct Heading(u16);

impl Heading {
    /// East.
    pub const EAST: Heading = Heading(0);
    /// North.
    pub const NORTH: Heading = Heading(90);
    /// West.
    pub const WEST: Heading = Heading(180);
    /// South.
    pub const SOUTH: Heading = Heading(270);

    /// A heading from any whole number of degrees (taken modulo 360).
    pub const fn degrees(d: i32) -> Heading {
        Heading(d.rem_euclid(360) as u16)
    }
    /// The heading in degrees, `0..360`.
    pub const fn as_degrees(self) -> u16 {
        self.0
    }
    /// The heading turned `d` degrees counter-clockwise (to the left); negative `d` turns right.
    pub const fn turned(self, d: i32) -> Heading {
        Heading::degrees(self.0 as i32 + d)
    }
    /// The unit vector of this heading, scaled by [`UNIT`].
    pub fn unit(self) -> (i64, i64) {
        let (c, s) = TABLE.get(usize::from(self.0)).copied().unwrap_or((UNIT as i32, 0));
        (i64::from(c), i64::from(s))
    }
    /// The point `length` away from `from` in this heading (components truncated toward zero,
    /// so the step is never longer than `length`).
    pub fn step(self, from: Point, length: Length) -> Point {
        let (dx, dy) = self.offset(length);
        Point::new(Length(clamp_i32(i64::from(from.x.units()) + dx)), Length(clamp_i32(i64::from(from.y.units()) + dy)))
    }
    /// The vector `length` long in this heading, `(dx, dy)` in fixed-point units (components
    /// truncated toward zero): [`Heading::step`] adds it to its start point.
    pub fn offset(self, length: Length) -> (i64, i64) {
        scaled(self.unit(), length)
    }
    /// The table heading closest to the direction of the integer vector `(dx, dy)` (the entry
    /// with the largest dot product; ties go to the lower index). A zero vector gives east.
    ///
    /// Speed (issue #3): the entries just below and above the vector's direction are found by
    /// bisection (the entries of each half-turn are in increasing angle, so the sign of their
    /// cross product with the vector changes once), and only the entries around them compete:
    /// an entry two or more places from them is more than a degree off, and the entries'
    /// rounding (a millionth) cannot make up for that.
    pub fn nearest(dx: i64, dy: i64) -> Heading {
        if dx == 0 && dy == 0 {
            return Heading(0);
        }
        let dot = |k: usize| {
            let (c, s) = TABLE[k % 360];
            i128::from(c) * i128::from(dx) + i128::from(s) * i128::from(dy)
        };
        // Whether entry k is at or clockwise of the vector (within its half-turn).
        let behind = |k: usize| {
            let (c, s) = TABLE[k];
            i128::from(c) * i128::from(dy) - i128::from(s) * i128::from(dx) >= 0
        };
        // The half-turn the vector points into: [0, 180) degrees, or [180, 360).
        let (mut lo, mut hi) = if dy > 0 || (dy == 0 && dx > 0) { (0usize, 179usize) } else { (180, 359) };
        // The last entry of the half-turn at or clockwise of the vector (the first one is).
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if behind(mid) { lo = mid } else { hi = mid - 1 }
        }
        // The largest dot product among the entries around it, the lower index on a tie.
        let mut best = (dot(lo), core::cmp::Reverse(lo));
        for k in (lo + 358..=lo + 363).map(|k| k % 360) {
            best = best.max((dot(k), core::cmp::Reverse(k)));
        }
        let found = Heading(best.1.0 as u16);
        crate::cross_check!(eq: found, Heading::nearest_by_scan(dx, dy), "({dx}, {dy})");
        found
    }

    /// [`Heading::nearest`] by comparing every entry: what the bisection must agree with.
    pub(crate) fn nearest_by_scan(dx: i64, dy: i64) -> Heading {
        let mut best = 0u16;
        let mut best_dot = i128::MIN;
        for (k, &(c, s)) in TABLE.iter().enumerate() {
            let dot = i128::from(c) * i128::from(dx) + i128::from(s) * i128::from(dy);
            if dot > best_dot {
                best_dot = dot;
                best = k as u16;
            }
        }
        Heading(best)
    }
    /// The unsigned angle between two headings, in degrees (`0..=180`).
    pub const fn angle_to(self, other: Heading) -> u16 {
        let d = (other.0 as i32 - self.0 as i32).rem_euclid(360);
        if d > 180 { (360 - d) as u16 } else { d as u16 }
    }
}

/// A table entry `(c, s)` scaled to `length` (components truncated toward zero).
const fn scaled((c, s): (i64, i64), length: Length) -> (i64, i64) {
    let l = length.units() as i64;
    (c * l / UNIT, s * l / UNIT)
}

/// The offsets [`Heading::offset`] gives for `length` at the headings `0, step, 2 step, ...`
/// degrees (`N` of them), computed once by the compiler: the automatic gathering's ring of
/// spots around a figure (speed, issue #3).
pub(crate) const fn fan<const N: usize>(step: u16, length: Length) -> [(i64, i64); N] {
    let mut out = [(0, 0); N];
    let mut k = 0;
    while k < N {
        let (c, s) = TABLE[(k * step as usize) % 360];
        out[k] = scaled((c as i64, s as i64), length);
        k += 1;
    }
    out
}

pub(crate) fn clamp_i32(v: i64) -> i32 {
    v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bisection finds the entry a scan of all 360 finds: on the axes and diagonals, near
    /// every entry's own direction, and for vectors of every size and direction.
    #[test]
    fn nearest_agrees_with_a_scan_of_every_entry() {
        let mut vectors: alloc::vec::Vec<(i64, i64)> = alloc::vec::Vec::new();
        for &(c, s) in TABLE.iter() {
            let (c, s) = (i64::from(c), i64::from(s));
            for (ex, ey) in [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (3, -2)] {
                vectors.push((c + ex, s + ey));
                vectors.push((c / 1000 + ex, s / 1000 + ey));
            }
            // Half-way to the next entry: the two tie or nearly tie.
            let (n, m) = TABLE[(vectors.len() / 12 + 1) % 360];
            vectors.push((c + i64::from(n), s + i64::from(m)));
        }
        let mut x: i64 = 12345;
        for _ in 0..20_000 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let (dx, dy) = ((x >> 40) % 2_000_000, (x >> 17) % 2_000_000);
            vectors.push((dx, dy));
            vectors.push((dx % 7, dy % 5));
        }
        vectors.extend([(0, 0), (5, 0), (-5, 0), (0, 5), (0, -5), (1, 1), (-1, -1), (1, -1), (-1, 1)]);
        for (dx, dy) in vectors {
            assert_eq!(Heading::nearest(dx, dy), Heading::nearest_by_scan(dx, dy), "({dx}, {dy})");
        }
    }

    #[test]
    fn table_entries_are_never_longer_than_one() {
        for k in 0..360 {
            let (c, s) = Heading::degrees(k).unit();
            let len2 = c * c + s * s;
            assert!(len2 <= UNIT * UNIT, "entry {k}");
            assert!(len2 >= (UNIT - 3) * (UNIT - 3), "entry {k}");
        }
    }

    #[test]
    fn a_fan_is_the_headings_offsets() {
        const F: [(i64, i64); 36] = fan(10, Length(1002));
        for (k, &o) in F.iter().enumerate() {
            assert_eq!(o, Heading::degrees(k as i32 * 10).offset(Length(1002)));
        }
    }

    #[test]
    fn nearest_and_turns() {
        assert_eq!(Heading::nearest(0, 5), Heading::NORTH);
        assert_eq!(Heading::nearest(-3, 0), Heading::WEST);
        assert_eq!(Heading::nearest(1, 1), Heading::degrees(45));
        assert_eq!(Heading::NORTH.turned(-100), Heading::degrees(350));
        assert_eq!(Heading::EAST.angle_to(Heading::degrees(350)), 10);
        let p = Heading::NORTH.step(Point::inches(10, 10), Length::inches(4));
        assert_eq!(p, Point::inches(10, 14));
    }
}
