//! An Adventure in play, as data: the Adventure a game's setup plays with where its Objects
//! start ([`AdventureInPlay`], [`PlacedObject`]), and why a group is off the table although not
//! eliminated ([`OffTable`]).
//!
//! Sources: Congo rulebook, "Adventuring in Africa" (Setting up the table, Deployment),
//! "Universal Special Rules" (Objects, Enter on the table, Exiting the table); docs/rulings.md
//! "Adventures in play". Congo-core deploys an Adventure into its `Setup` (`congo_core::deploy`)
//! and plays these rules; here they are data only.

use super::{Adventure, ObjectId};
use crate::geometry::Edge;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// The Adventure a `Setup` plays, with where its Objects start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAdventureInPlay"))]
#[serde(
    expecting = "the Adventure in play: an object with `adventure` (the Adventure) and `objects` (its placed Objects)"
)]
#[serde(deny_unknown_fields)]
pub struct AdventureInPlay {
    /// The Adventure (its rules in force, objectives, premature end conditions).
    pub adventure: Adventure,
    /// Each Object of the Objects rule and the point it starts at.
    pub objects: Vec<PlacedObject>,
    /// Each column's groups' detachments (`[One, Two]`, by group index): a group of a detachment
    /// arriving by an entry point waits off table (Enter on the table). Missing entries mean the
    /// first detachment.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub detachments: [Vec<usize>; 2],
}

/// An Object on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlacedObject"))]
#[serde(expecting = "a placed Object: an object with `id` and `at` (a point)")]
#[serde(deny_unknown_fields)]
pub struct PlacedObject {
    /// The Object.
    pub id: ObjectId,
    /// Where it lies (fixed-point inches).
    pub at: Point,
}

/// Why a group is not on the table although it was not eliminated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOffTable"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum OffTable {
    /// It waits off table to enter by its detachment's entry point (Enter on the table,
    /// CG-USR-08).
    Waiting {
        /// Its detachment's index in the protagonist's `detachments`.
        detachment: u8,
    },
    /// It left the table (Exiting the table, CG-USR-09) by `edge` during `turn`; it keeps what it
    /// carried.
    Exited {
        /// The edge.
        edge: Edge,
        /// The turn it left.
        turn: u8,
    },
}
