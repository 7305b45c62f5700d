//! congo-nile-harness: the decision protocol's promises (`tabletop::RulesGame`), checked on
//! whole games and on fuzzed inputs.
//!
//! - [`promise`]: the checks themselves, one function per promise, each returning a typed
//!   [`Broken`] rather than panicking (`tests/never_stuck.rs` uses them on bot-played games);
//! - [`targets`]: the fuzz targets' bodies, each a function of the fuzzer's bytes
//!   (`fuzz/fuzz_targets/*.rs` are one line each; `tests/fuzz_regressions.rs` replays the
//!   crashes once found, kept in `fuzz/regressions/TARGET/`);
//! - [`corpus`]: seed inputs for the targets, made from real games (`fuzz-corpus` writes them).
//!
//! `docs/fuzzing.md` says how to run the targets and what they check.

pub mod corpus;
pub mod ffi_entry;
pub mod input;
pub mod promise;
pub mod targets;

pub use promise::Broken;
