//! The arena's statistics: a win rate's 95% confidence interval (Wilson's score interval).

/// The z value of a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// Wilson's score interval for `wins` out of `n` trials at `z` (both bounds in 0..=1);
/// `(0, 1)` when `n` is 0.
pub fn wilson(wins: u32, n: u32, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p) = (f64::from(n), f64::from(wins) / f64::from(n));
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_the_textbook() {
        // 8 of 10: (0.490, 0.943) (Wilson 1927; e.g. Newcombe 1998, table I).
        let (lo, hi) = wilson(8, 10, Z95);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3, "{lo} {hi}");
        let (lo, hi) = wilson(0, 10, Z95);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
        assert_eq!(wilson(0, 0, Z95), (0.0, 1.0));
    }
}
