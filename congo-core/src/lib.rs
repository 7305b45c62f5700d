//! congo-core: the rules of *Congo: Adventures in the Heart of Africa* (not yet implemented).
#![no_std]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod adventure;
pub mod dangerous_terrain;
pub mod geometry;
pub mod muster;
pub mod profile;
pub mod rosters;
pub mod sorcery;
