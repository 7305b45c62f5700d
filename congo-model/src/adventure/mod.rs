//! Adventures as data: an issue of *Le Bulletin de la Société Géographique* — environment,
//! table, protagonists, Initiative, turns, Universal Special Rules, tokens and events,
//! objectives — as a serde description, validated with typed errors, with built-in Adventures
//! selectable by name.
//!
//! Sources: Congo rulebook, "Adventuring in Africa" (The Bulletin, Forming a column for an
//! Adventure, Setting up the table, Ending the Adventure), "Universal Special Rules",
//! "Surviving in Dangerous Lands"; `shared/RULINGS.md`.
//!
//! ```
//! use congo_model::adventure::Adventure;
//! for name in Adventure::builtin_names() {
//!     let adventure = Adventure::builtin(name)?;
//!     adventure.validate()?;
//! }
//! # Ok::<_, congo_model::adventure::AdventureError>(())
//! ```
//!
//! JSON written by hand is read strictly: a field the description does not know (a misspelt
//! parameter such as `"last_turns"`) is a serde error, never silently dropped. (Serde cannot
//! refuse extra fields on a rule without parameters, such as `{"type": "jungle"}`.)
//!
//! The module is data and pure rules pieces only: the turn engine runs an Adventure (deploys
//! the detachments, puts the tokens in the bag, applies the rules, scores the objectives through
//! [`ObjectiveFacts`]).

pub mod animals;
mod builtin;
mod carried;
mod conditions;
pub mod confusion;
mod events;
mod in_play;
mod objective;
pub mod plunder;
mod protagonists;
mod rules;
#[cfg(test)]
mod tests;
mod validate;

pub use carried::{Fate, HolderEvent, character_fate, object_fate};
pub use conditions::{Conditions, ExhaustedResult, LastingEffects, TrapResult, exhausted, trap};
pub use events::{CustomEvent, EventContext, EventError, custom_effects};
pub use in_play::{AdventureInPlay, OffTable, PlacedObject};
pub use objective::{Condition, CustomObjective, Objective, ObjectiveError, ObjectiveFacts, Scoring};
pub use protagonists::{Arrival, Budget, Detachment, Protagonist, Zone};
pub use rules::{
    CATTLE_MELEE, CattleFate, EventEffect, EventToken, Herd, IndependentCharacter, ObjectSpec, Placement, RuleKind,
    TableExit, UniversalRule,
};
pub use validate::{AdventureError, MAX_ZONE_VERTICES};

use crate::dangerous_terrain::Environment;
use crate::geometry::TableSpec;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// One of the two columns, in the order the Adventure lists its protagonists: the engine's
/// [`crate::player::Player`] (the first protagonist is `Player::One`), under the name the
/// adventure descriptions use.
pub use crate::player::Player as Side;

/// One column or both, as a rule or objective concerns them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSides"))]
#[serde(rename_all = "snake_case")]
pub enum Sides {
    /// The first protagonist only.
    One,
    /// The second protagonist only.
    Two,
    /// Both.
    Both,
}

impl Sides {
    /// True when `side` is concerned.
    pub const fn contains(self, side: Side) -> bool {
        matches!((self, side), (Sides::Both, _) | (Sides::One, Side::One) | (Sides::Two, Side::Two))
    }
}

/// The id of an Object, unique in its Adventure (e.g. `"treasure"`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoObjectId"))]
#[serde(transparent)]
pub struct ObjectId(pub String);

impl ObjectId {
    /// An id from a string.
    pub fn new(id: &str) -> ObjectId {
        ObjectId(String::from(id))
    }
}

/// A condition that ends the Adventure before its last turn (CG-ADV-05), checked at each End
/// phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEndCondition"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
// Not `#[non_exhaustive]`: the engine (congo-core) resolves every variant in a match the
// compiler checks, which a wildcard outside this crate would lose.
#[serde(expecting = "an end condition: an object with a `type` (e.g. `column_gone`)")]
pub enum EndCondition {
    /// Every Object has left the table.
    AllObjectsExited,
    /// Every group of the column has left the table or been eliminated.
    ColumnGone {
        /// Which column (`Both`: either one).
        columns: Sides,
    },
    /// The Object has left the table.
    ObjectExited {
        /// The Object.
        object: ObjectId,
    },
}

/// The Adventure's maximum number of turns accepted by validation.
pub const MAX_TURNS: u8 = 30;

/// An Adventure (an issue of the Bulletin), as data (CG-ADV-01).
///
/// Build one in Rust or deserialize it (JSON or any serde format), then [`Adventure::validate`]
/// it; the built-in ones come from [`Adventure::builtin`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAdventure"))]
#[serde(deny_unknown_fields)]
#[serde(
    expecting = "an Adventure: an object with `name`, `title`, `table`, `protagonists`, `initiative`, `turns`, `special_rules` and `objectives`"
)]
pub struct Adventure {
    /// The short name it is selected by (`"gorilla_clearing"`): lowercase ASCII letters, digits
    /// and underscores.
    pub name: String,
    /// Its title ("The Gorilla Clearing").
    pub title: String,
    /// The Bulletin issue number (its difficulty), if it has one.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub issue: Option<u8>,
    /// The narrative.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub narrative: String,
    /// The table and its terrain (default size 72" x 48"); which areas are dangerous is part of
    /// each area.
    pub table: TableSpec,
    /// The two protagonists, [`Side::One`] first.
    pub protagonists: [Protagonist; 2],
    /// The column holding the Initiative token at the start (CG-ADV-03).
    pub initiative: Side,
    /// Turns to play (1 to [`MAX_TURNS`]).
    pub turns: u8,
    /// Conditions that end the game early.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub premature_end: Vec<EndCondition>,
    /// The Universal Special Rules in force, one of each kind at most; exactly one of Jungle and
    /// Savannah.
    pub special_rules: Vec<UniversalRule>,
    /// The objectives, at least one.
    pub objectives: Vec<Objective>,
}

impl Adventure {
    /// The environment: the one named by the Jungle or Savannah rule (the first, if the
    /// Adventure is invalid and names both); `None` if neither is in force (invalid).
    pub fn environment(&self) -> Option<Environment> {
        self.special_rules.iter().find_map(UniversalRule::environment)
    }

    /// The rule of `kind` in force, if any.
    pub fn rule(&self, kind: RuleKind) -> Option<&UniversalRule> {
        self.special_rules.iter().find(|r| r.kind() == kind)
    }

    /// True when a rule of `kind` is in force.
    pub fn has_rule(&self, kind: RuleKind) -> bool {
        self.rule(kind).is_some()
    }

    /// The Objects of the Objects rule (empty without it).
    pub fn objects(&self) -> &[ObjectSpec] {
        match self.rule(RuleKind::Objects) {
            Some(UniversalRule::Objects { objects }) => objects,
            _ => &[],
        }
    }

    /// The Animal Stress tokens the Wild Animals rule adds to the bag (0 without it).
    pub fn animal_tokens(&self) -> u8 {
        match self.rule(RuleKind::WildAnimals) {
            Some(UniversalRule::WildAnimals { tokens }) => *tokens,
            _ => 0,
        }
    }

    /// The numbered Event tokens the Special Events rule adds to the bag (empty without it).
    pub fn event_tokens(&self) -> &[EventToken] {
        match self.rule(RuleKind::SpecialEvents) {
            Some(UniversalRule::SpecialEvents { tokens }) => tokens,
            _ => &[],
        }
    }

    /// The edges `side` may leave the table by on `turn` (rule: CG-USR-09: "only where and when
    /// this rule indicates it is possible"); empty without the Exiting the table rule.
    pub fn exits_for(&self, side: Side, turn: u8) -> Vec<crate::geometry::Edge> {
        let mut edges = Vec::new();
        if let Some(UniversalRule::ExitingTable { exits }) = self.rule(RuleKind::ExitingTable) {
            for e in exits.iter().filter(|e| e.columns.contains(side) && turn >= e.from_turn) {
                if !edges.contains(&e.edge) {
                    edges.push(e.edge);
                }
            }
        }
        edges
    }

    /// The table as a checked [`crate::geometry::Table`].
    ///
    /// # Errors
    /// [`AdventureError::Table`].
    pub fn checked_table(&self) -> Result<crate::geometry::Table, AdventureError> {
        Ok(crate::geometry::Table::new(self.table.clone())?)
    }

    /// The protagonist of `side`.
    pub fn protagonist(&self, side: Side) -> &Protagonist {
        &self.protagonists[side.index()]
    }

    /// The names of the built-in Adventures, in order of difficulty.
    pub fn builtin_names() -> &'static [&'static str] {
        builtin::NAMES
    }

    /// A built-in Adventure by name.
    ///
    /// # Errors
    /// [`AdventureError::UnknownAdventure`] for a name not in [`Adventure::builtin_names`].
    pub fn builtin(name: &str) -> Result<Adventure, AdventureError> {
        builtin::by_name(name).ok_or_else(|| AdventureError::UnknownAdventure { name: String::from(name) })
    }
}
