//! Scoring objectives against fake facts, and the custom-objective extension point.

use super::super::*;
use crate::geometry::{AreaId, Edge};
use alloc::string::String;
use tabletop::error::{Coded, ErrorCode};

/// A hand-made state: column One carries the treasure and holds the clearing alone, column Two
/// got two groups off the east edge and lost one group, and so on.
struct Facts;

impl ObjectiveFacts for Facts {
    fn turn(&self) -> u8 {
        6
    }
    fn carrier_of(&self, object: &ObjectId) -> Option<Side> {
        (object.0 == "treasure").then_some(Side::One)
    }
    fn object_exited(&self, object: &ObjectId) -> Option<(Side, Edge)> {
        (object.0 == "idol").then_some((Side::Two, Edge::East))
    }
    fn groups_exited(&self, column: Side, edge: Option<Edge>) -> u16 {
        match (column, edge) {
            (Side::Two, None | Some(Edge::East)) => 2,
            _ => 0,
        }
    }
    fn groups_eliminated(&self, column: Side) -> u16 {
        if column == Side::Two { 1 } else { 3 }
    }
    fn groups_in_area(&self, column: Side, area: AreaId) -> u16 {
        match (column, area.0) {
            (Side::One, 7) => 2,
            (_, 5) => 1,
            _ => 0,
        }
    }
    fn loot_held(&self, column: Side) -> u16 {
        if column == Side::One { 4 } else { 0 }
    }
    fn plunder_tokens(&self, column: Side) -> u16 {
        if column == Side::Two { 2 } else { 0 }
    }
    fn cattle_with(&self, column: Side) -> u16 {
        if column == Side::One { 3 } else { 0 }
    }
    fn independent_character_with(&self, name: &str) -> Option<Side> {
        (name == "the missionary").then_some(Side::Two)
    }
}

fn objective(columns: Sides, points: i16, condition: Condition) -> Objective {
    Objective { name: String::from("test"), columns, points, scoring: Scoring::EndOfGame, condition }
}

fn score(o: &Objective, side: Side) -> i32 {
    o.points_for(side, &Facts, &[]).unwrap()
}

#[test]
fn each_condition_counts_its_units() {
    let both = |c| objective(Sides::Both, 1, c);
    let cases = [
        (Condition::CarriesObject { object: ObjectId::new("treasure") }, [1, 0]),
        (Condition::ObjectExited { object: ObjectId::new("idol"), edge: None }, [0, 1]),
        (Condition::ObjectExited { object: ObjectId::new("idol"), edge: Some(Edge::West) }, [0, 0]),
        (Condition::GroupsExited { edge: Some(Edge::East) }, [0, 2]),
        (Condition::EnemyGroupsEliminated, [1, 3]),
        (Condition::Occupies { area: AreaId(7) }, [1, 0]),
        (Condition::Occupies { area: AreaId(5) }, [0, 0]), // contested: nobody occupies it
        (Condition::LootHeld, [4, 0]),
        (Condition::PlunderTokens, [0, 2]),
        (Condition::CattleHeld, [3, 0]),
        (Condition::IndependentCharacterWith { name: String::from("the missionary") }, [0, 1]),
    ];
    for (condition, want) in cases {
        let o = both(condition.clone());
        assert_eq!([score(&o, Side::One), score(&o, Side::Two)], want, "{condition:?}");
    }
}

#[test]
fn points_multiply_units_and_only_named_columns_score() {
    let o = objective(Sides::Two, 3, Condition::EnemyGroupsEliminated);
    assert_eq!((score(&o, Side::One), score(&o, Side::Two)), (0, 9));
    let penalty = objective(Sides::One, -2, Condition::LootHeld);
    assert_eq!(score(&penalty, Side::One), -8);
}

struct TurnsPlayed;
impl CustomObjective for TurnsPlayed {
    fn key(&self) -> &str {
        "turns_played"
    }
    fn count(&self, column: Side, facts: &dyn ObjectiveFacts) -> u16 {
        if column == Side::One { u16::from(facts.turn()) } else { 0 }
    }
}

#[test]
fn custom_objectives_are_found_by_key() {
    let o = objective(Sides::Both, 2, Condition::Custom { key: String::from("turns_played") });
    let customs: [&dyn CustomObjective; 1] = [&TurnsPlayed];
    assert_eq!(o.points_for(Side::One, &Facts, &customs), Ok(12));
    assert_eq!(o.points_for(Side::Two, &Facts, &customs), Ok(0));
    let err = o.points_for(Side::One, &Facts, &[]).unwrap_err();
    assert_eq!(err, ObjectiveError::UnknownCustomObjective { key: String::from("turns_played") });
    assert_eq!(err.code(), ErrorCode::UnknownId);
}

#[test]
fn builtin_objectives_score_against_facts() {
    // The clearing: One carries the treasure (8) and holds area 7 (1 per End phase).
    let a = Adventure::builtin("gorilla_clearing").unwrap();
    let points: i32 = a.objectives.iter().map(|o| o.points_for(Side::One, &Facts, &[]).unwrap()).sum();
    assert_eq!(points, 9);
}
