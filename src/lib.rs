//! congo-nile: rules engines for two tabletop games of African exploration.
//!
//! - [`congo`] (`congo-core`): *Congo: Adventures in the Heart of Africa*, the skirmish game.
//! - [`nile`] (`nile-core`): the four-team expedition game.
//! - [`tabletop`]: the dice, fixed-point lengths and decision protocol both share.
//!
//! This package owns the runnable examples (`examples/`), the cross-crate tests (`tests/`) and
//! the benchmarks (`benches/`).
pub use congo_core as congo;
pub use nile_core as nile;
pub use tabletop;
