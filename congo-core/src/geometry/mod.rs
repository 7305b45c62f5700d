//! TEMPORARY local copy of geom's work in progress (never committed).
#![allow(missing_docs, dead_code)]
use tabletop::Length;
pub mod base;
pub mod dirs;
pub mod error;
pub mod gather;
pub mod los;
pub mod movement;
pub mod prim;
pub mod retreat;
pub mod table;
pub use base::{FigureRef, GroupKey};
pub const BASE_DIAMETER: Length = Length(1000);
pub const BASE_RADIUS: Length = Length(500);
pub const CONTACT_TOLERANCE: Length = Length(2);
pub const FULL_STICK_TOLERANCE: Length = Length(2);
pub const S: Length = Length(4000);
pub const M: Length = Length(6000);
pub use table::Table;
