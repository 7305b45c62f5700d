//! [`cross_check!`](crate::cross_check): the switch of the expensive debug-build checks.

/// Asserts that a cache, lazy listing or quick test agrees with the full computation it stands
/// for (`assert!`'s arguments, or `cross_check!(eq: a, b, ...)` for `assert_eq!`'s).
///
/// On in debug builds, so the whole test suite runs every such check; off in release builds and
/// in fuzz builds (`--cfg fuzzing`, which cargo-fuzz passes), where redoing the full computation
/// beside each quick one made the fuzz targets about a hundred times slower
/// (`docs/fuzzing.md`). Cheap invariants stay plain `debug_assert!`s. Like `debug_assert!`, the
/// arguments are always type-checked and compiled out when the switch is off.
#[macro_export]
macro_rules! cross_check {
    (eq: $($arg:tt)*) => {
        if ::core::cfg!(all(debug_assertions, not(fuzzing))) {
            ::core::assert_eq!($($arg)*);
        }
    };
    ($($arg:tt)*) => {
        if ::core::cfg!(all(debug_assertions, not(fuzzing))) {
            ::core::assert!($($arg)*);
        }
    };
}
