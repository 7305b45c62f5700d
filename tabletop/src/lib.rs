//! Shared ground of `congo-core` and `nile-core`.
//!
//! Both rules engines are pure state-transition functions whose only source of chance is a
//! [`DiceSource`] kept inside the game state. This crate holds what both games need and nothing
//! game-specific:
//!
//! - [`dice`]: die types (D4 to D20), the "5 or more is a success" convention, the
//!   re-roll-at-most-once rule (enforced by [`DieRoll`]), seeded and scripted dice sources, and a
//!   value-stable bounded draw and shuffle (our own reduction, so that a dependency update can
//!   never change a seeded game).
//! - [`fixed`]: fixed-point lengths (thousandths of an inch) and points, with integer-only maths
//!   so that x86-64, wasm32 and the C ABI give bit-identical answers.
//! - [`protocol`]: the [`RulesGame`] trait that both `Game` types implement, and that the C ABI
//!   and the wasm package wrap generically.
//! - [`error`]: the [`ErrorCode`] numbering shared by every binding, and the [`Coded`] trait
//!   that gives every typed error its code (`use tabletop::Coded;` to call `.code()` on a
//!   `RuleError` or `SetupError`).
//! - [`working_copy`]: the spare copy of the state that lets `apply` take a refused decision
//!   back without cloning the whole game each time ([`working_copy::transact`]).
//!
//! ```
//! use tabletop::{Die, DiceSource};
//! let mut dice = DiceSource::seeded(42);
//! let roll = dice.roll(Die::D6)?;
//! assert!((1..=6).contains(&roll.face()));
//! let mut scripted = DiceSource::scripted([5, 2]);
//! assert!(scripted.roll(Die::D8)?.is_success());
//! assert!(!scripted.roll(Die::D8)?.is_success());
//! assert!(scripted.roll(Die::D8).is_err()); // ran dry: an error, never a panic
//! # Ok::<_, tabletop::DiceError>(())
//! ```
//!
//! # Feature flags
//! - `std` (default): implements nothing extra today; kept so that dependants can forward it.
// With `ts` (TypeScript declarations, a host-side build) the crate is std: the derive output needs
// the std prelude.
#![cfg_attr(not(feature = "ts"), no_std)]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod dice;
pub mod error;
pub mod fixed;
pub mod protocol;
pub mod working_copy;

pub use dice::{DiceError, DiceSource, Die, DieRoll, Script, SetupDice, reroll_once};
pub use error::{Coded, ErrorCode};
pub use fixed::{Length, Point};
pub use protocol::{Bot, PlayoutError, RulesGame, random_playout};
