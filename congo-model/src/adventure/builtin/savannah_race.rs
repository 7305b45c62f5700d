//! "The Race for the Idols": three idols lie in the tall grass around an abandoned kraal; two
//! expeditions race to carry them off by their own table edge, plundering the huts on the way.
//! Objects, Exiting the table, Enter on the table (porters arriving at a rolled point), Plunder
//! and Wild Animals; the game ends early once every idol has left the table.

use super::{area, at, blob, hut};
use crate::adventure::{
    Adventure, Arrival, Budget, Condition, Detachment, EndCondition, ObjectId, ObjectSpec, Objective, Placement,
    Protagonist, Scoring, Side, Sides, TableExit, UniversalRule, Zone,
};
use crate::geometry::{Edge, Height, TableSpec};
use crate::profile::Culture;
use alloc::string::String;
use alloc::vec::Vec;
use tabletop::Die;

/// Ids of the tall-grass areas holding an idol.
const NORTH_WEST_GRASS: u32 = 1;
const SOUTH_EAST_GRASS: u32 = 2;

pub(super) fn adventure() -> Adventure {
    let grass = |id, name, centre| blob(id, name, centre, (5, 4), Height::High, Die::D8).dangerous();
    let table = TableSpec {
        areas: alloc::vec![
            grass(NORTH_WEST_GRASS, "north-west tall grass", (14, 36)),
            grass(SOUTH_EAST_GRASS, "south-east tall grass", (58, 12)),
            blob(3, "rocky rise", (36, 40), (5, 4), Height::Low, Die::D8),
            grass(4, "south tall grass", (36, 8)),
            blob(5, "thorn scrub", (14, 12), (5, 4), Height::Low, Die::D8).dangerous(),
            grass(6, "north-east tall grass", (58, 36)),
            hut(7, "west hut", (30, 22)),
            hut(8, "north-east hut", (38, 26)),
            hut(9, "south-east hut", (38, 18)),
        ],
        ..TableSpec::default()
    };
    let idols = [("ivory_idol", NORTH_WEST_GRASS), ("ebony_idol", SOUTH_EAST_GRASS)];
    let mut objects: Vec<ObjectSpec> = idols
        .iter()
        .map(|(id, grass)| ObjectSpec {
            id: ObjectId::new(id),
            name: String::from(*id).replace('_', " "),
            bulky: false,
            placement: Placement::InArea { area: area(*grass) },
        })
        .collect();
    objects.push(ObjectSpec {
        id: ObjectId::new("great_idol"),
        name: String::from("the great idol of the kraal"),
        bulky: true,
        placement: Placement::At { point: at(35, 24) },
    });
    let mut objectives: Vec<Objective> = objects
        .iter()
        .map(|o| Objective {
            name: alloc::format!("Carry {} off by your own edge: {} VP", o.name, if o.bulky { 8 } else { 5 }),
            columns: Sides::Both,
            points: if o.bulky { 8 } else { 5 },
            scoring: Scoring::EndOfGame,
            condition: Condition::ObjectExited { object: o.id.clone(), edge: None },
        })
        .collect();
    objectives.push(Objective {
        name: String::from("More groups home than the other expedition: 3 VP"),
        columns: Sides::Both,
        points: 3,
        scoring: Scoring::EndOfGame,
        // Counted by the engine's registry (objectives::CUSTOM_OBJECTIVES).
        condition: Condition::Custom { key: String::from("more_groups_exited") },
    });
    objectives.push(Objective {
        name: String::from("Each Plunder token (ivory from the huts): 2 VP"),
        columns: Sides::Both,
        points: 2,
        scoring: Scoring::EndOfGame,
        condition: Condition::PlunderTokens,
    });
    let porters = |points| Detachment {
        name: String::from("the porters"),
        arrival: Arrival::RandomEntryPoint { points, die: Die::D6, from_turn: 3 },
        max_groups: Some(1),
    };
    Adventure {
        name: String::from("savannah_race"),
        title: String::from("The Race for the Idols"),
        issue: Some(3),
        narrative: String::from(
            "Word reached both camps on the same evening: the kraal of the idol-makers stands empty, \
             and its idols lie scattered in the grass. The first to bring them home will be rich.",
        ),
        table,
        protagonists: [
            Protagonist {
                name: String::from("The western expedition"),
                culture: Some(Culture::WhiteMenExpeditions),
                budget: Budget::Fixed { points: 80 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![
                    Detachment {
                        name: String::from("the column"),
                        arrival: Arrival::Zone { zone: Zone::rect(0, 14, 6, 20) },
                        max_groups: None,
                    },
                    porters(alloc::vec![at(0, 6), at(0, 24), at(0, 42)]),
                ],
            },
            Protagonist {
                name: String::from("The eastern expedition"),
                culture: Some(Culture::SultanateOfZanzibar),
                budget: Budget::Fixed { points: 80 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![
                    Detachment {
                        name: String::from("the column"),
                        arrival: Arrival::Zone { zone: Zone::rect(66, 14, 6, 20) },
                        max_groups: None,
                    },
                    porters(alloc::vec![at(72, 6), at(72, 24), at(72, 42)]),
                ],
            },
        ],
        initiative: Side::One,
        turns: 7,
        premature_end: alloc::vec![EndCondition::AllObjectsExited],
        special_rules: alloc::vec![
            UniversalRule::Savannah,
            UniversalRule::Objects { objects },
            UniversalRule::ExitingTable {
                exits: alloc::vec![
                    TableExit { columns: Sides::One, edge: Edge::West, from_turn: 1 },
                    TableExit { columns: Sides::Two, edge: Edge::East, from_turn: 1 },
                ],
            },
            UniversalRule::EnterOnTable,
            UniversalRule::Plunder { buildings: alloc::vec![], token: String::from("a bundle of ivory tusks") },
            UniversalRule::WildAnimals { tokens: 1 },
        ],
        objectives,
    }
}
