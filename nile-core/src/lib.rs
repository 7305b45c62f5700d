//! nile-core: the rules of the four-team expedition game (not yet implemented).
#![no_std]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod animals;
pub mod combat;
pub mod deck;
pub mod encounter_error;
pub mod hunting;
pub mod natives;
pub mod quest;
pub mod score;
pub mod standing;
pub use encounter_error::{EncounterError, EncounterResult};
