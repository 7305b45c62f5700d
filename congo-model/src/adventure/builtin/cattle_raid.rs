//! "The Cattle Raid": raiders come down from the north to drive off a village's cattle while a
//! missionary is caught in the middle. Cattle, Independent Character, Confusion (the surprise of
//! the first two turns), a Downpour that stops after turn 3, Plunder, Exiting the table, and
//! Special Events: the drums, and the missionary running from the group that holds him
//! (CG-USR-14; token 3 is the engine's custom event `missionary_panics`).

use super::{area, blob, hut, rect};
use crate::adventure::{
    Adventure, Arrival, Budget, CattleFate, Condition, Detachment, Herd, IndependentCharacter, Objective, Protagonist,
    Scoring, Side, Sides, TableExit, UniversalRule, Zone,
};
use crate::geometry::{Edge, Height, TableSpec};
use crate::profile::Culture;
use alloc::string::String;
use tabletop::{Die, Point};

/// The kraal's area id.
const KRAAL: u32 = 1;

pub(super) fn adventure() -> Adventure {
    let grass = |id, name, centre| blob(id, name, centre, (5, 4), Height::High, Die::D8).dangerous();
    let table = TableSpec {
        areas: alloc::vec![
            rect(KRAAL, "the kraal", (30, 30), (10, 6), Height::Low, Die::D6),
            hut(2, "west hut", (28, 18)),
            hut(3, "chief's hut", (35, 16)),
            hut(4, "east hut", (42, 18)),
            grass(5, "north-west tall grass", (10, 38)),
            grass(6, "north-east tall grass", (62, 38)),
            grass(7, "south-west tall grass", (12, 10)),
            grass(8, "south-east tall grass", (60, 10)),
            blob(9, "rocky rise", (36, 6), (5, 4), Height::Low, Die::D8),
        ],
        ..TableSpec::default()
    };
    let cow = |x, y| Point::inches(x, y);
    Adventure {
        name: String::from("cattle_raid"),
        title: String::from("The Cattle Raid"),
        issue: Some(4),
        narrative: String::from(
            "Before dawn, in the rain, the raiders come down from the hills for the village's cattle. \
             The missionary who was staying with the chief steps out of his hut to see what the noise is.",
        ),
        table,
        protagonists: [
            Protagonist {
                name: String::from("The raiders"),
                culture: Some(Culture::AfricanKingdoms),
                budget: Budget::Fixed { points: 80 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![Detachment {
                    name: String::from("the raiding party"),
                    arrival: Arrival::Zone { zone: Zone::rect(20, 43, 32, 5) },
                    max_groups: None,
                }],
            },
            Protagonist {
                name: String::from("The villagers"),
                culture: None,
                budget: Budget::Fixed { points: 70 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![Detachment {
                    name: String::from("the village"),
                    arrival: Arrival::Zone { zone: Zone::rect(20, 22, 32, 6) },
                    max_groups: None,
                }],
            },
        ],
        initiative: Side::One,
        turns: 6,
        premature_end: alloc::vec![],
        special_rules: alloc::vec![
            UniversalRule::Savannah,
            UniversalRule::Cattle {
                herds: alloc::vec![Herd {
                    name: String::from("the village cattle"),
                    animals: alloc::vec![cow(32, 32), cow(35, 32), cow(38, 32), cow(33, 34), cow(37, 34)],
                    on_defeat: CattleFate::JoinsGroup,
                    enclosure: Some(area(KRAAL)),
                }],
            },
            UniversalRule::IndependentCharacter {
                characters: alloc::vec![IndependentCharacter {
                    name: String::from("the missionary"),
                    at: Point::inches(36, 24),
                    joinable_by: Sides::Both,
                    eliminable: false,
                }],
            },
            UniversalRule::Confusion { last_turn: 2 },
            UniversalRule::Downpour { last_turn: Some(3) },
            UniversalRule::SpecialEvents {
                tokens: alloc::vec![
                    crate::adventure::EventToken {
                        number: 1,
                        text: String::from("Drums in the distance: a war party approaches"),
                        effect: crate::adventure::EventEffect::Dangerous {
                            effect: crate::dangerous_terrain::DangerousEffect::TerrorNearEdges {
                                range: crate::profile::Stick::M
                            },
                        },
                    },
                    crate::adventure::EventToken {
                        number: 2,
                        text: String::from("A shot rings out: the missionary runs from the group that holds him"),
                        effect: crate::adventure::EventEffect::IndependentCharacterFlees {
                            name: String::from("the missionary"),
                        },
                    },
                    crate::adventure::EventToken {
                        number: 3,
                        text: String::from(
                            "The missionary loses his nerve: held, he bolts; alone, he prays for the group that drew this",
                        ),
                        effect: crate::adventure::EventEffect::Custom { key: String::from("missionary_panics") },
                    },
                ],
            },
            UniversalRule::Plunder { buildings: alloc::vec![], token: String::from("the village's grain and cloth") },
            UniversalRule::ExitingTable {
                exits: alloc::vec![TableExit { columns: Sides::One, edge: Edge::North, from_turn: 3 }],
            },
        ],
        objectives: alloc::vec![
            Objective {
                name: String::from("Each head of cattle with the raiders: 3 VP"),
                columns: Sides::One,
                points: 3,
                scoring: Scoring::EndOfGame,
                condition: Condition::CattleHeld,
            },
            Objective {
                name: String::from("Each Plunder token: 2 VP"),
                columns: Sides::One,
                points: 2,
                scoring: Scoring::EndOfGame,
                condition: Condition::PlunderTokens,
            },
            Objective {
                name: String::from("The missionary with one of your groups: 3 VP"),
                columns: Sides::Both,
                points: 3,
                scoring: Scoring::EndOfGame,
                condition: Condition::IndependentCharacterWith { name: String::from("the missionary") },
            },
            Objective {
                name: String::from("Each raider group destroyed: 2 VP"),
                columns: Sides::Two,
                points: 2,
                scoring: Scoring::EndOfGame,
                condition: Condition::EnemyGroupsEliminated,
            },
        ],
    }
}
