//! Adventure objectives and their victory points, and the extension point for objectives that
//! data cannot express.
//!
//! Source: Congo rulebook, "Adventuring in Africa" (The Bulletin: "The objectives: these indicate
//! how to win the Adventure, detailing the means by which the players will gain victory points";
//! Ending the Adventure). The general victory points (eliminated characters, Loot, lost
//! auxiliaries: CG-VP-01 to CG-VP-03) are the turn engine's and are added to these (CG-VP-04).
//!
//! An [`Objective`] is data: who scores it, how many points per unit, when, and a
//! [`Condition`] that counts units. Conditions are evaluated against [`ObjectiveFacts`], a
//! read-only view of the game that the turn engine implements (and tests fake), so scoring does
//! not depend on the engine's internals. A [`Condition::Custom`] is counted by a
//! [`CustomObjective`] the application registers under the same key.
//!
//! ```
//! use congo_model::adventure::{
//!     Condition, CustomObjective, Objective, ObjectiveFacts, Scoring, Side, Sides,
//! };
//!
//! /// "One point per turn survived by the missionary": data cannot say it.
//! struct TurnsSurvived;
//! impl CustomObjective for TurnsSurvived {
//!     fn key(&self) -> &str { "turns_survived" }
//!     fn count(&self, _column: Side, facts: &dyn ObjectiveFacts) -> u16 {
//!         u16::from(facts.turn())
//!     }
//! }
//! # struct Turn5;
//! # impl ObjectiveFacts for Turn5 {
//! #     fn turn(&self) -> u8 { 5 }
//! #     fn carrier_of(&self, _: &congo_model::adventure::ObjectId) -> Option<Side> { None }
//! #     fn object_exited(&self, _: &congo_model::adventure::ObjectId) -> Option<(Side, congo_model::geometry::Edge)> { None }
//! #     fn groups_exited(&self, _: Side, _: Option<congo_model::geometry::Edge>) -> u16 { 0 }
//! #     fn groups_eliminated(&self, _: Side) -> u16 { 0 }
//! #     fn groups_in_area(&self, _: Side, _: congo_model::geometry::AreaId) -> u16 { 0 }
//! #     fn loot_held(&self, _: Side) -> u16 { 0 }
//! #     fn plunder_tokens(&self, _: Side) -> u16 { 0 }
//! #     fn cattle_with(&self, _: Side) -> u16 { 0 }
//! #     fn independent_character_with(&self, _: &str) -> Option<Side> { None }
//! # }
//! let objective = Objective {
//!     name: "Keep the missionary alive".into(),
//!     columns: Sides::One,
//!     points: 1,
//!     scoring: Scoring::EndOfGame,
//!     condition: Condition::Custom { key: "turns_survived".into() },
//! };
//! let customs: [&dyn CustomObjective; 1] = [&TurnsSurvived];
//! assert_eq!(objective.points_for(Side::One, &Turn5, &customs), Ok(5));
//! assert_eq!(objective.points_for(Side::Two, &Turn5, &customs), Ok(0));
//! ```

use super::{ObjectId, Side, Sides};
use crate::geometry::{AreaId, Edge};
use alloc::string::String;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};

/// When an objective scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoScoring"))]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// Once, when the victory points are counted at the end of the Adventure.
    EndOfGame,
    /// At every End phase (the points accumulate), e.g. "1 VP each turn you occupy the clearing".
    EachEndPhase,
}

/// What an objective counts for a column. Each variant says what one unit is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoObjectiveCondition"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
#[serde(expecting = "an objective's condition: an object with a `type` (e.g. `carries_object`)")]
pub enum Condition {
    /// 1 if one of the column's groups carries the Object (Objects, CG-OBJ-01).
    CarriesObject {
        /// The Object.
        object: ObjectId,
    },
    /// 1 if one of the column's groups left the table carrying the Object, by `edge` when given
    /// (Exiting the table, CG-USR-09).
    ObjectExited {
        /// The Object.
        object: ObjectId,
        /// The edge it must leave by, or any.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        edge: Option<Edge>,
    },
    /// One per group of the column that left the table, by `edge` when given.
    GroupsExited {
        /// The edge, or any.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        edge: Option<Edge>,
    },
    /// One per enemy group eliminated.
    EnemyGroupsEliminated,
    /// 1 if at least one of the column's groups is in the area and no enemy group is.
    Occupies {
        /// The area.
        area: AreaId,
    },
    /// One per Loot token the column holds (on top of the general 3D6 per token).
    LootHeld,
    /// One per Plunder token the column holds (Plunder, CG-USR-30).
    PlunderTokens,
    /// One per livestock animal that joined the column's groups (Cattle, CG-USR-17).
    CattleHeld,
    /// 1 if the Independent Character is with one of the column's groups (CG-USR-12).
    IndependentCharacterWith {
        /// The character's name, as in the Independent Character rule.
        name: String,
    },
    /// Counted by the [`CustomObjective`] registered under `key`.
    Custom {
        /// The key.
        key: String,
    },
}

/// One objective of an Adventure: `points` victory points per unit its [`Condition`] counts,
/// for the columns in `columns`, scored as `scoring` says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoObjective"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "an objective: an object with `name`, `columns`, `points`, `scoring` and `condition`")]
pub struct Objective {
    /// A short description for logs ("Carry the treasure off the table").
    pub name: String,
    /// Which columns score it.
    pub columns: Sides,
    /// Victory points per unit (may be negative: a penalty).
    pub points: i16,
    /// When it scores.
    pub scoring: Scoring,
    /// What is counted.
    pub condition: Condition,
}

/// What the game looks like, as objectives need to see it. The turn engine implements this on
/// its state; every count is for the state at the moment of scoring.
pub trait ObjectiveFacts {
    /// The current turn (1-based).
    fn turn(&self) -> u8;
    /// The column whose group carries the Object now, if any.
    fn carrier_of(&self, object: &ObjectId) -> Option<Side>;
    /// The column that carried the Object off the table, and by which edge, if it left.
    fn object_exited(&self, object: &ObjectId) -> Option<(Side, Edge)>;
    /// Groups of `column` that left the table (by `edge`, or by any edge for `None`).
    fn groups_exited(&self, column: Side, edge: Option<Edge>) -> u16;
    /// Groups of `column` eliminated so far.
    fn groups_eliminated(&self, column: Side) -> u16;
    /// Groups of `column` in the area (all their figures inside).
    fn groups_in_area(&self, column: Side, area: AreaId) -> u16;
    /// Loot tokens carried by groups of `column`.
    fn loot_held(&self, column: Side) -> u16;
    /// Plunder tokens held by groups of `column`.
    fn plunder_tokens(&self, column: Side) -> u16;
    /// Livestock animals with groups of `column` (groups that left the table with them included).
    fn cattle_with(&self, column: Side) -> u16;
    /// The column whose group the named Independent Character is with, if any.
    fn independent_character_with(&self, name: &str) -> Option<Side>;
}

/// The extension point for objectives that data cannot express.
///
/// Implement it for a type, give it a `key`, and use `Condition::Custom { key }` in the
/// Adventure's objectives; pass the implementation in the `customs` slice when scoring
/// ([`Objective::count`]). The count must depend only on the facts it is given (the game stays
/// a pure function of its state and decisions). Keys are matched exactly; a key nobody
/// registered is [`ObjectiveError::UnknownCustomObjective`].
pub trait CustomObjective {
    /// The key this objective answers to.
    fn key(&self) -> &str;
    /// How many units `column` scores in the state `facts` shows.
    fn count(&self, column: Side, facts: &dyn ObjectiveFacts) -> u16;
}

/// What can go wrong scoring an objective.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ObjectiveError {
    /// A `Condition::Custom` whose key no registered [`CustomObjective`] answers to.
    #[error("no custom objective is registered under the key \"{key}\": register one with that key")]
    UnknownCustomObjective {
        /// The key.
        key: String,
    },
}

impl Coded for ObjectiveError {
    fn code(&self) -> ErrorCode {
        match self {
            ObjectiveError::UnknownCustomObjective { .. } => ErrorCode::UnknownId,
        }
    }
}

impl Condition {
    /// The units `column` scores. `customs` holds the custom objectives by key.
    ///
    /// # Errors
    /// [`ObjectiveError::UnknownCustomObjective`].
    pub fn count(
        &self,
        column: Side,
        facts: &dyn ObjectiveFacts,
        customs: &[&dyn CustomObjective],
    ) -> Result<u16, ObjectiveError> {
        let one_if = |b: bool| u16::from(b);
        Ok(match self {
            Condition::CarriesObject { object } => one_if(facts.carrier_of(object) == Some(column)),
            Condition::ObjectExited { object, edge } => one_if(
                facts.object_exited(object).is_some_and(|(side, by)| side == column && edge.is_none_or(|e| e == by)),
            ),
            Condition::GroupsExited { edge } => facts.groups_exited(column, *edge),
            Condition::EnemyGroupsEliminated => facts.groups_eliminated(column.other()),
            Condition::Occupies { area } => {
                one_if(facts.groups_in_area(column, *area) > 0 && facts.groups_in_area(column.other(), *area) == 0)
            }
            Condition::LootHeld => facts.loot_held(column),
            Condition::PlunderTokens => facts.plunder_tokens(column),
            Condition::CattleHeld => facts.cattle_with(column),
            Condition::IndependentCharacterWith { name } => {
                one_if(facts.independent_character_with(name) == Some(column))
            }
            Condition::Custom { key } => customs
                .iter()
                .find(|c| c.key() == key)
                .ok_or_else(|| ObjectiveError::UnknownCustomObjective { key: key.clone() })?
                .count(column, facts),
        })
    }
}

impl Objective {
    /// The units `column` scores for this objective now (0 for a column it does not concern).
    ///
    /// # Errors
    /// As [`Condition::count`].
    pub fn count(
        &self,
        column: Side,
        facts: &dyn ObjectiveFacts,
        customs: &[&dyn CustomObjective],
    ) -> Result<u16, ObjectiveError> {
        if !self.columns.contains(column) {
            return Ok(0);
        }
        self.condition.count(column, facts, customs)
    }

    /// The victory points `column` scores for this objective now: units x points.
    ///
    /// # Errors
    /// As [`Condition::count`].
    pub fn points_for(
        &self,
        column: Side,
        facts: &dyn ObjectiveFacts,
        customs: &[&dyn CustomObjective],
    ) -> Result<i32, ObjectiveError> {
        Ok(i32::from(self.count(column, facts, customs)?) * i32::from(self.points))
    }
}
