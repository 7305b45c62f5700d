//! nile-core: the rules of the four-team expedition game (not yet implemented).
#![no_std]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;
