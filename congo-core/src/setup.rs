//! What a game of Congo starts from: the table, two deployed columns, the number of turns, the
//! side holding the Initiative token, the environment, the dice, and the stand-in components.
//!
//! Sources: Congo rulebook, "Adventuring in Africa" (set-up, Initiative token, star difference),
//! "Surviving in Africa" (cards and decks); RULINGS.md "Cards and tokens the text does not list".

use crate::cards::{ActionCard, default_action_cards};
use crate::geometry::Table;
use crate::profile::{AuxiliaryProfile, CharacterProfile, Culture, GroupProfile};
use crate::state::Player;
use crate::totem::{TotemKind, default_totem_deck};
use alloc::string::String;
use alloc::vec::Vec;
use congo_model::stress::StressBag;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// Where the adventure takes place (one type for the engine and the adventures: the
/// Dangerous Terrain chapter's).
pub use crate::dangerous_terrain::Environment;

/// Where the game's chance comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDiceSetup"))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[serde(expecting = "the dice: an object whose `kind` is `seeded` (with `seed`) or `scripted` (with `values`)")]
pub enum DiceSetup {
    /// A seeded PCG-32 source.
    Seeded {
        /// The seed (a `bigint` in JS).
        #[cfg_attr(feature = "ts", ts(type = "bigint"))]
        seed: u64,
    },
    /// Scripted values, consumed in order (dice faces; for draws from the bag and shuffles, the
    /// drawn index). For tests and conformance vectors.
    Scripted {
        /// The values.
        values: Vec<u32>,
    },
}

/// A profile deployed at a spot on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDeployed"))]
#[serde(expecting = "a deployed figure: an object with `profile` and `at` (a point)")]
pub struct Deployed<P> {
    /// The profile.
    pub profile: P,
    /// The centre of its base.
    pub at: Point,
}

/// One deployed group: its profile, its members' positions, and the characters and auxiliaries
/// that joined it (Congo rulebook, "Mustering the Column").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupSetup"))]
#[serde(expecting = "a deployed group: an object with `profile`, `members` (points), `characters` and `auxiliaries`")]
#[serde(deny_unknown_fields)]
pub struct GroupSetup {
    /// The group's profile (its `figures` members are deployed at `members`).
    pub profile: GroupProfile,
    /// Centres of the members' bases; exactly `profile.figures` of them.
    pub members: Vec<Point>,
    /// Characters who joined the group.
    pub characters: Vec<Deployed<CharacterProfile>>,
    /// Auxiliaries who joined the group.
    pub auxiliaries: Vec<Deployed<AuxiliaryProfile>>,
}

/// The most groups one column may deploy: far more than a real column musters (the built-in
/// Adventures deploy at most 5), far below the engine's 16-bit ids, and a bound on the work of
/// every decision that lists or checks the groups.
pub const MAX_GROUPS_PER_COLUMN: usize = 64;

/// One column as deployed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoColumnSetup"))]
#[serde(expecting = "a deployed column: an object with `name`, `culture` and `groups`")]
#[serde(deny_unknown_fields)]
pub struct ColumnSetup {
    /// A display name ("The Explorer's expedition").
    pub name: String,
    /// Its culture.
    pub culture: Culture,
    /// Its groups, deployed (1 to [`MAX_GROUPS_PER_COLUMN`]).
    pub groups: Vec<GroupSetup>,
}

/// The components the source text does not list, as stand-ins a setup may replace
/// (RULINGS.md "Cards and tokens the text does not list").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoComponents"))]
#[serde(expecting = "the components: an object with `action_cards`, `stress_bag` and `totem_deck`")]
#[serde(deny_unknown_fields)]
pub struct Components {
    /// Each player's seven Action cards (distinct initiatives 1-7).
    pub action_cards: Vec<ActionCard>,
    /// The Stress bag at the start.
    pub stress_bag: StressBag,
    /// Each player's Totem deck (ids are positions in this list).
    pub totem_deck: Vec<TotemKind>,
}

impl Default for Components {
    fn default() -> Self {
        Components {
            action_cards: default_action_cards(),
            stress_bag: StressBag::default(),
            totem_deck: default_totem_deck(),
        }
    }
}

/// Everything a game starts from. `columns[0]` is [`Player::One`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSetup"))]
#[serde(
    expecting = "a Congo setup: an object with `table`, `environment`, `columns` (two), `turns`, `initiative` and `dice`"
)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The table and its terrain.
    pub table: Table,
    /// Jungle or savannah.
    pub environment: Environment,
    /// The two deployed columns.
    pub columns: [ColumnSetup; 2],
    /// The number of turns the adventure lasts.
    pub turns: u8,
    /// Who holds the Initiative token at the start.
    pub initiative: Player,
    /// The dice.
    pub dice: DiceSetup,
    /// Action cards, Stress bag, Totem deck.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub components: Components,
    /// The Adventure played, if any, with its Objects placed (see [`crate::deploy`]); `None`
    /// for a plain skirmish.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub adventure: Option<congo_model::adventure::AdventureInPlay>,
}

#[cfg(test)]
mod tests;
