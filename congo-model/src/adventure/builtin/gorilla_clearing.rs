//! "The Gorilla Clearing": the clearing in gorilla territory that the rulebook's "Setting up the
//! table" example describes — a totem in a small low area at the centre, a treasure in contact
//! with it, large high dangerous jungle all around.

use super::{area, at, blob, copse, rect};
use crate::adventure::{
    Adventure, Arrival, Budget, Condition, Detachment, EventEffect, EventToken, ObjectId, ObjectSpec, Objective,
    Placement, Protagonist, Scoring, Side, Sides, UniversalRule, Zone,
};
use crate::dangerous_terrain::{DangerousEffect, LootPlacement};
use crate::geometry::{Height, TableSpec};
use crate::profile::{Culture, Stick};
use alloc::string::String;
use tabletop::Die;

/// The totem clearing's area id.
const CLEARING: u32 = 7;

pub(super) fn adventure() -> Adventure {
    let jungle = |id, name, centre, radii| blob(id, name, centre, radii, Height::High, Die::D10).dangerous();
    let table = TableSpec {
        areas: alloc::vec![
            jungle(1, "north-west thicket", (14, 36), (5, 4)),
            jungle(2, "north thicket", (36, 40), (5, 4)),
            jungle(3, "north-east thicket", (58, 36), (5, 4)),
            jungle(4, "south-west thicket", (14, 12), (5, 4)),
            jungle(5, "south thicket", (36, 8), (5, 4)),
            jungle(6, "south-east thicket", (58, 12), (5, 4)),
            rect(CLEARING, "the totem clearing", (34, 22), (4, 4), Height::Low, Die::D8),
            copse(8, "west copse", (24, 22), (3, 4)),
            copse(9, "east copse", (45, 22), (3, 4)),
        ],
        ..TableSpec::default()
    };
    let treasure = ObjectId::new("treasure");
    let event = |number, text: &str, effect| EventToken { number, text: String::from(text), effect };
    Adventure {
        name: String::from("gorilla_clearing"),
        title: String::from("The Gorilla Clearing"),
        issue: Some(1),
        narrative: String::from(
            "The clearing is situated in the middle of the jungle, in gorilla territory. At its centre \
             stands a totem, and at the foot of the totem lies a treasure that two columns have come \
             to claim. The great apes do not like visitors.",
        ),
        table,
        protagonists: [
            Protagonist {
                name: String::from("The Explorer's expedition"),
                culture: Some(Culture::WhiteMenExpeditions),
                budget: Budget::Agreed { min: 70, max: 100 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![Detachment {
                    name: String::from("the column"),
                    arrival: Arrival::Zone { zone: Zone::rect(0, 4, 6, 40) },
                    max_groups: None,
                }],
            },
            Protagonist {
                name: String::from("The guardians of the totem"),
                culture: Some(Culture::ForestTribes),
                budget: Budget::Agreed { min: 70, max: 100 },
                imposed_characters: alloc::vec![],
                detachments: alloc::vec![Detachment {
                    name: String::from("the column"),
                    arrival: Arrival::Zone { zone: Zone::rect(66, 4, 6, 40) },
                    max_groups: None,
                }],
            },
        ],
        initiative: Side::One,
        turns: 8,
        premature_end: alloc::vec![],
        special_rules: alloc::vec![
            UniversalRule::Jungle,
            UniversalRule::Objects {
                objects: alloc::vec![ObjectSpec {
                    id: treasure.clone(),
                    name: String::from("the treasure at the foot of the totem"),
                    bulky: true,
                    placement: Placement::At { point: at(36, 24) },
                }],
            },
            UniversalRule::WildAnimals { tokens: 1 },
            UniversalRule::SpecialEvents {
                tokens: alloc::vec![
                    event(
                        1,
                        "The totem's spirits stir: the group suffers a Terror test.",
                        EventEffect::Dangerous { effect: DangerousEffect::TerrorTest }
                    ),
                    event(2, "A second silverback roars: the gorilla appears.", EventEffect::WildAnimal),
                    event(
                        3,
                        "A heavy downpour falls on the jungle.",
                        EventEffect::Dangerous { effect: DangerousEffect::Cloudburst { range: Stick::M } }
                    ),
                    event(
                        4,
                        "An offering left by the natives: place a Loot token with the group.",
                        EventEffect::Dangerous {
                            effect: DangerousEffect::PlaceLoot {
                                count: 1,
                                bulky: false,
                                placement: LootPlacement::WithGroup
                            },
                        }
                    ),
                ],
            },
        ],
        objectives: alloc::vec![
            Objective {
                name: String::from("Carry the treasure at the end of the game: 8 VP"),
                columns: Sides::Both,
                points: 8,
                scoring: Scoring::EndOfGame,
                condition: Condition::CarriesObject { object: treasure },
            },
            Objective {
                name: String::from("Occupy the totem clearing at the end of each turn: 1 VP"),
                columns: Sides::Both,
                points: 1,
                scoring: Scoring::EachEndPhase,
                condition: Condition::Occupies { area: area(CLEARING) },
            },
        ],
    }
}
