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
#[serde(deny_unknown_fields)]
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
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// 1 to 4 teams, each on its own approach; team ids follow this order.
    pub teams: Vec<TeamSetup>,
    /// The dice (seeded or scripted). At the start it rolls, in order: the approach terrains
    /// (a shuffle, unless given), each team's skill (1D10) and Lucky Breaks (1D4), then the
    /// pre-generated map if asked. Read as a [`tabletop::SetupDice`]: `{"kind":"seeded","seed":7}`
    /// alone starts the generator from the seed (as [`Setup::seeded`]); a saved game's setup
    /// carries the generator state `rng` and resumes from it.
    #[serde(deserialize_with = "tabletop::dice::setup_source")]
    #[cfg_attr(feature = "ts", ts(as = "tabletop::SetupDice"))]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Approach, Game, Outfit};
    use alloc::string::ToString;
    use alloc::vec;
    use tabletop::RulesGame;

    fn teams() -> Vec<TeamSetup> {
        let outfit = Outfit { bearers: 5, guides: 1, rations: 40, ..Outfit::default() };
        vec![TeamSetup { name: "South".to_string(), approach: Approach::South, outfit }]
    }

    #[test]
    fn a_setup_seeded_by_the_seed_alone_starts_the_same_game() {
        let by_number = Setup::seeded(7, teams());
        let mut json = serde_json::to_value(&by_number).unwrap();
        json["dice"] = serde_json::json!({"kind": "seeded", "seed": 7});
        let by_seed: Setup = serde_json::from_value(json).unwrap();
        assert_eq!(by_seed, by_number);
        let (a, b) = (Game::new(&by_seed).unwrap(), Game::new(&by_number).unwrap());
        assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
        // A saved game (its setup carries the generator state) loads as before.
        let saved = serde_json::to_string(&a).unwrap();
        let loaded: Game = serde_json::from_str(&saved).unwrap();
        assert_eq!(serde_json::to_string(&loaded).unwrap(), saved);
    }
}
