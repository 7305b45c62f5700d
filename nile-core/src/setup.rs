//! What a game starts from: the teams (name, approach, outfit), the approach terrains, the dice,
//! whether the map is generated before play, and the day limit.
//!
//! Source: expedition game, "The Game Table", "Outfitting The Expeditions"; RULINGS.md "The map".

use crate::map::{Approach, Terrain};
use crate::outfit::{BUDGET, Outfit};
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceSource;

/// One team's entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileTeamSetup"))]
#[serde(expecting = "a team: an object with `name`, `approach` and `outfit`")]
pub struct TeamSetup {
    /// A display name.
    pub name: String,
    /// Its approach table (one team per approach).
    pub approach: Approach,
    /// What it buys.
    pub outfit: Outfit,
}

/// A game's setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSetup"))]
#[serde(expecting = "a Nile setup: an object with `teams`, `dice` and `max_days`")]
pub struct Setup {
    /// 1 to 4 teams, each on its own approach; team ids follow this order.
    pub teams: Vec<TeamSetup>,
    /// The dice (seeded or scripted). At the start it rolls, in order: the approach terrains
    /// (a shuffle, unless given), each team's skill (1D10) and Lucky Breaks (1D4), then the
    /// pre-generated map if asked.
    pub dice: DiceSource,
    /// Terrain of the North, East, South, West approaches; `None` = a seeded shuffle of Veldt,
    /// Swamp, Jungle and Desert (EX-MAP-03).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub approach_terrain: Option<[Terrain; 4]>,
    /// Generate every square before play (EX-MAP-11).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub pregenerate: bool,
    /// The game ends after this many days at the latest.
    pub max_days: u16,
    /// Money per team before donations (default $1,000).
    #[serde(default = "default_budget")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub budget: u32,
}

fn default_budget() -> u32 {
    BUDGET
}

impl Setup {
    /// A setup with these teams, seeded dice, a shuffled table, no pre-generation, 120 days.
    pub fn seeded(seed: u64, teams: Vec<TeamSetup>) -> Setup {
        Setup {
            teams,
            dice: DiceSource::seeded(seed),
            approach_terrain: None,
            pregenerate: false,
            max_days: 120,
            budget: BUDGET,
        }
    }
}
