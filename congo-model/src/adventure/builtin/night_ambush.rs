//! "Ambush by Night": an exhausted caravan follows a jungle track at night; warriors lie in wait
//! in the thickets on both sides. The caravan scores by getting groups off the east edge, the
//! ambushers by destroying them. Night, Wild Animals, Traps, Dense cover, Exhausted, Enter on
//! the table and Exiting the table.

use super::blob;
use crate::adventure::{
    Adventure, Arrival, Budget, Condition, Detachment, EndCondition, Objective, Protagonist, Scoring, Side, Sides,
    TableExit, UniversalRule, Zone,
};
use crate::geometry::{Edge, Height, TableSpec, TerrainArea, Track, TrackId};
use crate::profile::Culture;
use alloc::string::String;
use tabletop::Die;

pub(super) fn adventure() -> Adventure {
    let thicket = |id, name, centre, radii| blob(id, name, centre, radii, Height::High, Die::D10).dangerous();
    let undergrowth = |id, name, centre, radii| blob(id, name, centre, radii, Height::Low, Die::D8).dangerous();
    let table = TableSpec {
        areas: alloc::vec![
            thicket(1, "north-west thicket", (12, 34), (5, 4)),
            undergrowth(2, "fern hollow", (34, 36), (5, 4)),
            thicket(3, "north-east thicket", (56, 34), (5, 4)),
            thicket(4, "south-west thicket", (22, 12), (5, 4)),
            undergrowth(5, "bamboo stand", (46, 12), (5, 4)),
            thicket(6, "south-east thicket", (64, 10), (5, 4)),
        ],
        tracks: alloc::vec![Track { id: TrackId(1), outline: TerrainArea::rect_outline(0, 22, 72, 4) }],
        open_cover: Die::D8,
        ..TableSpec::default()
    };
    Adventure {
        name: String::from("night_ambush"),
        title: String::from("Ambush by Night"),
        issue: Some(2),
        narrative: String::from(
            "Three days without rest, and still the track winds on under the canopy. Night has \
             fallen when the drums fall silent; the porters know what that silence means.",
        ),
        table,
        protagonists: [
            Protagonist {
                name: String::from("The caravan"),
                culture: Some(Culture::SultanateOfZanzibar),
                budget: Budget::Fixed { points: 90 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![Detachment {
                    name: String::from("the caravan"),
                    arrival: Arrival::EntryPoint { point: tabletop::Point::inches(0, 24), from_turn: 1 },
                    max_groups: None,
                }],
            },
            Protagonist {
                name: String::from("The ambushers"),
                culture: Some(Culture::AfricanKingdoms),
                budget: Budget::Fixed { points: 70 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![
                    Detachment {
                        name: String::from("the northern band"),
                        arrival: Arrival::Zone { zone: Zone::rect(6, 29, 60, 14) },
                        max_groups: None,
                    },
                    Detachment {
                        name: String::from("the southern band"),
                        arrival: Arrival::Zone { zone: Zone::rect(14, 5, 44, 14) },
                        max_groups: Some(2),
                    },
                ],
            },
        ],
        initiative: Side::Two,
        turns: 8,
        premature_end: alloc::vec![EndCondition::ColumnGone { columns: Sides::One }],
        special_rules: alloc::vec![
            UniversalRule::Jungle,
            UniversalRule::Night { last_turn: None },
            UniversalRule::WildAnimals { tokens: 2 },
            UniversalRule::DenseCover,
            UniversalRule::Exhausted { columns: Sides::One },
            UniversalRule::Traps { beneficiaries: Sides::Two },
            UniversalRule::EnterOnTable,
            UniversalRule::ExitingTable {
                exits: alloc::vec![TableExit { columns: Sides::One, edge: Edge::East, from_turn: 1 }],
            },
        ],
        objectives: alloc::vec![
            Objective {
                name: String::from("Each caravan group that leaves by the east edge: 4 VP"),
                columns: Sides::One,
                points: 4,
                scoring: Scoring::EndOfGame,
                condition: Condition::GroupsExited { edge: Some(Edge::East) },
            },
            Objective {
                name: String::from("Each caravan group destroyed: 3 VP"),
                columns: Sides::Two,
                points: 3,
                scoring: Scoring::EndOfGame,
                condition: Condition::EnemyGroupsEliminated,
            },
            Objective {
                name: String::from("Each Loot token taken from the caravan's path: 1 VP"),
                columns: Sides::Two,
                points: 1,
                scoring: Scoring::EndOfGame,
                condition: Condition::LootHeld,
            },
        ],
    }
}
