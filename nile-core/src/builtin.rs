//! Built-in setups selectable by name, for the bindings (C ABI, wasm) and quick starts: each
//! team takes the plain outfit of the crate's quick-start example (20 bearers, 150 rations, a
//! guide), which is valid on every approach within the standard $1,000.
//!
//! Source: expedition game, "The Game Table", "Outfitting The Expeditions".

use crate::map::Approach;
use crate::outfit::Outfit;
use crate::setup::{Setup, TeamSetup};
use alloc::string::String;
use alloc::vec::Vec;

/// The names of the built-in setups: `"solo"` (one team, from the south), `"two_teams"` (south
/// and north) and `"four_teams"` (one team on each approach).
pub const BUILTIN_SETUPS: &[&str] = &["solo", "two_teams", "four_teams"];

fn team(name: &str, approach: Approach) -> TeamSetup {
    let outfit = Outfit { bearers: 20, rations: 150, guides: 1, ..Outfit::default() };
    TeamSetup { name: String::from(name), approach, outfit }
}

/// The built-in setup called `name` (see [`BUILTIN_SETUPS`]), with seeded dice from `seed`, a
/// shuffled table, no pre-generation and the default day limit of [`Setup::seeded`]; `None` for
/// an unknown name.
pub fn builtin_setup(name: &str, seed: u64) -> Option<Setup> {
    let teams: Vec<TeamSetup> = match name {
        "solo" => alloc::vec![team("Royal Society", Approach::South)],
        "two_teams" => alloc::vec![team("Royal Society", Approach::South), team("Zanzibar Company", Approach::North)],
        "four_teams" => alloc::vec![
            team("Royal Geographical Society", Approach::North),
            team("Zanzibar Company", Approach::East),
            team("Cape Colony Expedition", Approach::South),
            team("Congo Free State party", Approach::West),
        ],
        _ => return None,
    };
    Some(Setup::seeded(seed, teams))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use tabletop::RulesGame;

    #[test]
    fn every_builtin_setup_starts_a_game() {
        for name in BUILTIN_SETUPS {
            let setup = builtin_setup(name, 7).expect("listed names are built in");
            assert!(Game::new(&setup).is_ok(), "{name}");
        }
        assert!(builtin_setup("no such setup", 7).is_none());
    }
}
