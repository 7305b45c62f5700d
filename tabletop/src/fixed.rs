//! Fixed-point lengths and points: thousandths of an inch in `i32`, maths in `i64`.
//!
//! No floating point enters any rules decision (RULINGS.md "Congo, measuring": "All rules
//! geometry is done in fixed-point integers"), so native, wasm32 and C builds agree bit for bit.
//! A 72" table is 72_000 units; `i32` holds about ±2.1 million units (±2147 inches), and every
//! product is taken in `i64`.

use core::ops::{Add, Neg, Sub};
use serde::{Deserialize, Serialize};

/// Units per inch: lengths are thousandths of an inch.
pub const UNITS_PER_INCH: i32 = 1000;

/// A signed length in thousandths of an inch (1 inch = [`UNITS_PER_INCH`] units).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Length"))]
#[serde(transparent)]
pub struct Length(pub i32);

impl Length {
    /// Zero length.
    pub const ZERO: Length = Length(0);
    /// A whole number of inches, saturating at the `i32` bounds (about ±2.1 million inches
    /// cannot be held; a caller's huge count gives the largest length, never an overflow).
    pub const fn inches(n: i32) -> Length {
        Length(n.saturating_mul(UNITS_PER_INCH))
    }
    /// A length in thousandths of an inch.
    pub const fn milli(units: i32) -> Length {
        Length(units)
    }
    /// The length in thousandths of an inch.
    pub const fn units(self) -> i32 {
        self.0
    }
    /// Whole inches, rounded toward zero (for display).
    pub const fn whole_inches(self) -> i32 {
        self.0 / UNITS_PER_INCH
    }
    /// Absolute value (saturating at `i32::MAX`).
    pub const fn abs(self) -> Length {
        Length(self.0.saturating_abs())
    }
}

impl Add for Length {
    type Output = Length;
    fn add(self, o: Length) -> Length {
        Length(self.0.saturating_add(o.0))
    }
}
impl Sub for Length {
    type Output = Length;
    fn sub(self, o: Length) -> Length {
        Length(self.0.saturating_sub(o.0))
    }
}
impl Neg for Length {
    type Output = Length;
    fn neg(self) -> Length {
        Length(self.0.saturating_neg())
    }
}

impl core::fmt::Display for Length {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:03}\"", a / 1000, a % 1000)
    }
}

/// A point on the table, in thousandths of an inch; `x` grows east, `y` grows north, the origin
/// is the table's south-west corner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Point"))]
#[serde(expecting = "a point: an object with `x` and `y` (thousandths of an inch)")]
pub struct Point {
    /// East-west coordinate.
    pub x: Length,
    /// North-south coordinate.
    pub y: Length,
}

impl Point {
    /// A point from two lengths.
    pub const fn new(x: Length, y: Length) -> Point {
        Point { x, y }
    }
    /// A point from whole inches.
    pub const fn inches(x: i32, y: i32) -> Point {
        Point { x: Length::inches(x), y: Length::inches(y) }
    }
    /// Squared distance to `other`, in units² (exact, `i64`, for any two points of a table up
    /// to about 2.1 million units across; saturates at `i64::MAX` for points near opposite `i32`
    /// extremes, whose square would not fit).
    pub fn distance_sq(self, other: Point) -> i64 {
        let dx = i64::from(other.x.0) - i64::from(self.x.0);
        let dy = i64::from(other.y.0) - i64::from(self.y.0);
        dx.saturating_mul(dx).saturating_add(dy.saturating_mul(dy))
    }
    /// Distance to `other`, rounded down to a whole unit (integer square root).
    pub fn distance(self, other: Point) -> Length {
        let d = isqrt_i64(self.distance_sq(other));
        Length(i32::try_from(d).unwrap_or(i32::MAX))
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, o: Point) -> Point {
        Point { x: self.x + o.x, y: self.y + o.y }
    }
}
impl Sub for Point {
    type Output = Point;
    fn sub(self, o: Point) -> Point {
        Point { x: self.x - o.x, y: self.y - o.y }
    }
}

/// Integer square root of a non-negative `i64`, rounded down; negative input gives 0.
pub fn isqrt_i64(v: i64) -> i64 {
    if v <= 0 { 0 } else { v.isqrt() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    // rule: CG-MEAS-06
    #[test]
    fn distances_are_exact_integers() {
        assert_eq!(Point::inches(0, 0).distance(Point::inches(3, 4)), Length::inches(5));
        assert_eq!(Point::inches(0, 0).distance(Point::new(Length(1), Length(1))), Length(1));
        assert_eq!(Length::milli(-1500).to_string(), "-1.500\"");
    }

    /// A caller's extreme coordinates (breaker): `i32::MIN` to `i32::MAX` on both axes squares to
    /// more than `i64` holds; the distance saturates instead of overflowing (a panic in debug, a
    /// wrapped negative in release).
    #[test]
    fn extreme_points_and_counts_saturate() {
        let (lo, hi) = (Point::new(Length(i32::MIN), Length(i32::MIN)), Point::new(Length(i32::MAX), Length(i32::MAX)));
        assert_eq!(lo.distance_sq(hi), i64::MAX);
        assert_eq!(lo.distance(hi), Length(i32::MAX));
        assert_eq!(hi.distance(lo), Length(i32::MAX));
        let edge = Point::new(Length(i32::MIN), Length(0));
        assert_eq!(edge.distance_sq(Point::new(Length(i32::MAX), Length(0))), i64::MAX);
        assert_eq!(Length::inches(i32::MAX), Length(i32::MAX));
        assert_eq!(Length::inches(i32::MIN), Length(i32::MIN));
        assert_eq!(Length::inches(-3), Length(-3000));
    }

    proptest::proptest! {
        #[test]
        fn distance_is_symmetric(ax in -100_000i32..100_000, ay in -100_000i32..100_000,
                                 bx in -100_000i32..100_000, by in -100_000i32..100_000) {
            let a = Point::new(Length(ax), Length(ay));
            let b = Point::new(Length(bx), Length(by));
            proptest::prop_assert_eq!(a.distance(b), b.distance(a));
        }
    }
}
