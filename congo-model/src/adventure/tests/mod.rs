//! Tests of the Adventure description: the built-in Adventures, serde, validation, objectives,
//! Plunder, wild animals.

mod conditions;
mod hostile;
mod objectives;
mod pieces;
mod validation;

use super::*;
use crate::geometry::{AreaKind, SizeClass};
use alloc::collections::BTreeSet;
use alloc::vec::Vec;
use tabletop::error::{Coded, ErrorCode};
use tabletop::{Length, Point};

fn all_builtin() -> Vec<Adventure> {
    Adventure::builtin_names().iter().map(|n| Adventure::builtin(n).unwrap()).collect()
}

// rule: CG-ADV-01
#[test]
fn every_builtin_adventure_validates_and_is_named_by_its_key() {
    assert!(Adventure::builtin_names().len() >= 3);
    for a in all_builtin() {
        assert_eq!(a.validate(), Ok(()), "{}", a.name);
        assert!(Adventure::builtin_names().contains(&a.name.as_str()));
        assert!(!a.title.is_empty() && !a.narrative.is_empty() && !a.objectives.is_empty());
    }
}

#[test]
fn an_unknown_builtin_name_is_a_typed_error() {
    let err = Adventure::builtin("the_lost_city").unwrap_err();
    assert_eq!(err, AdventureError::UnknownAdventure { name: "the_lost_city".into() });
    assert_eq!(err.code(), ErrorCode::UnknownId);
    assert!(alloc::string::ToString::to_string(&err).contains("the_lost_city"));
}

#[test]
fn the_builtins_are_the_promised_three_and_more() {
    let env = |n| Adventure::builtin(n).unwrap().environment();
    let jungle = Some(crate::dangerous_terrain::Environment::Jungle);
    let savannah = Some(crate::dangerous_terrain::Environment::Savannah);
    assert_eq!(env("gorilla_clearing"), jungle);
    assert_eq!(env("night_ambush"), jungle);
    assert_eq!(env("savannah_race"), savannah);
    assert_eq!(env("cattle_raid"), savannah);
    let ambush = Adventure::builtin("night_ambush").unwrap();
    assert!(ambush.has_rule(RuleKind::Night) && ambush.has_rule(RuleKind::WildAnimals));
    let race = Adventure::builtin("savannah_race").unwrap();
    assert!(race.has_rule(RuleKind::Objects) && race.has_rule(RuleKind::ExitingTable));
    assert_eq!(race.objects().len(), 3);
    let clearing = Adventure::builtin("gorilla_clearing").unwrap();
    assert_eq!(clearing.objects()[0].id, ObjectId::new("treasure"));
}

#[test]
fn the_builtins_use_every_universal_special_rule_between_them() {
    let used: BTreeSet<RuleKind> =
        all_builtin().iter().flat_map(|a| a.special_rules.iter().map(UniversalRule::kind)).collect();
    assert_eq!(used.len(), 16, "{used:?}");
}

#[test]
fn builtins_survive_a_json_round_trip() {
    for a in all_builtin() {
        let json = serde_json::to_string(&a).unwrap();
        let back: Adventure = serde_json::from_str(&json).unwrap();
        assert_eq!(back, a);
        assert_eq!(back.validate(), Ok(()));
    }
}

#[test]
fn rules_have_a_stable_tagged_json_shape() {
    let json = serde_json::to_string(&UniversalRule::WildAnimals { tokens: 2 }).unwrap();
    assert_eq!(json, r#"{"type":"wild_animals","tokens":2}"#);
    let night: UniversalRule = serde_json::from_str(r#"{"type":"night"}"#).unwrap();
    assert_eq!(night, UniversalRule::Night { last_turn: None });
    let json = serde_json::to_string(&Condition::GroupsExited { edge: Some(crate::geometry::Edge::East) }).unwrap();
    assert_eq!(json, r#"{"type":"groups_exited","edge":"east"}"#);
}

#[test]
fn malformed_json_is_an_error_not_a_panic() {
    let mut v: serde_json::Value = serde_json::to_value(Adventure::builtin("night_ambush").unwrap()).unwrap();
    v["special_rules"][0] = serde_json::json!({"type": "volcano"});
    assert!(serde_json::from_value::<Adventure>(v.clone()).is_err());
    v["special_rules"][0] = serde_json::json!({"type": "jungle"});
    v["protagonists"] = serde_json::json!([]);
    assert!(serde_json::from_value::<Adventure>(v).is_err());
    assert!(serde_json::from_str::<Adventure>("{}").is_err());
}

fn bbox(outline: &[Point]) -> (i32, i32, i32, i32) {
    let xs = outline.iter().map(|p| p.x.units());
    let ys = outline.iter().map(|p| p.y.units());
    (xs.clone().min().unwrap(), ys.clone().min().unwrap(), xs.max().unwrap(), ys.max().unwrap())
}

// rule: CG-TERR-07
#[test]
fn builtin_tables_leave_two_inches_between_areas() {
    // Bounding boxes 2" apart on one axis is a sufficient condition.
    let gap = Length::inches(2).units();
    for a in all_builtin() {
        let boxes: Vec<_> = a.table.areas.iter().map(|x| (x.id, bbox(&x.outline))).collect();
        for (i, (ida, p)) in boxes.iter().enumerate() {
            for (idb, q) in &boxes[..i] {
                let apart = p.0 - q.2 >= gap || q.0 - p.2 >= gap || p.1 - q.3 >= gap || q.1 - p.3 >= gap;
                assert!(apart, "{}: areas {ida} and {idb} are closer than 2\"", a.name);
            }
        }
    }
}

// rule: CG-TERR-06
#[test]
fn builtin_areas_match_their_size_class() {
    let small = 5_905; // 15 cm in thousandths of an inch
    let l = i64::from(Length::inches(12).units());
    for a in all_builtin() {
        for area in &a.table.areas {
            let (x0, y0, x1, y1) = bbox(&area.outline);
            let fits = x1 - x0 <= small && y1 - y0 <= small;
            match area.size {
                SizeClass::Small => assert!(fits, "{}: {} is not small", a.name, area.name),
                SizeClass::Large => {
                    assert!(!fits, "{}: {} is small", a.name, area.name);
                    for p in &area.outline {
                        for q in &area.outline {
                            assert!(p.distance_sq(*q) <= l * l, "{}: {} is wider than L", a.name, area.name);
                        }
                    }
                }
            }
        }
    }
}

// rule: CG-TERR-04
#[test]
fn builtin_tables_have_dangerous_areas_and_houses_where_rules_need_them() {
    for a in all_builtin() {
        let dangerous = a.table.areas.iter().filter(|x| x.dangerous).count();
        assert!(dangerous >= 3, "{}: explorers need dangerous areas", a.name);
        let houses = a.table.areas.iter().filter(|x| x.kind == AreaKind::House).count();
        assert_eq!(houses > 0, a.has_rule(RuleKind::Plunder), "{}", a.name);
    }
}

/// A custom Adventure written by hand as JSON (a river with a ford, an obstacle, reinforcements
/// by Event token, a custom objective) deserializes, validates and scores.
#[test]
fn a_custom_adventure_written_as_json() {
    let a: Adventure = serde_json::from_str(include_str!("river_crossing.json")).unwrap();
    assert_eq!(a.validate(), Ok(()));
    assert_eq!(a.environment(), Some(crate::dangerous_terrain::Environment::Jungle));
    assert_eq!(a.table.rivers.len(), 1);
    assert_eq!(a.protagonist(Side::Two).culture, None);

    struct RiverToll;
    impl CustomObjective for RiverToll {
        fn key(&self) -> &str {
            "river_toll"
        }
        fn count(&self, column: Side, facts: &dyn ObjectiveFacts) -> u16 {
            // A count data cannot express ("enemy groups still south of the river"), built here
            // from the facts: the other column's groups in area 1, the south-west jungle.
            facts.groups_in_area(column.other(), crate::geometry::AreaId(1))
        }
    }
    struct Facts;
    impl ObjectiveFacts for Facts {
        fn turn(&self) -> u8 {
            7
        }
        fn carrier_of(&self, _: &ObjectId) -> Option<Side> {
            Some(Side::One)
        }
        fn object_exited(&self, _: &ObjectId) -> Option<(Side, crate::geometry::Edge)> {
            None
        }
        fn groups_exited(&self, _: Side, _: Option<crate::geometry::Edge>) -> u16 {
            0
        }
        fn groups_eliminated(&self, _: Side) -> u16 {
            0
        }
        fn groups_in_area(&self, column: Side, _: crate::geometry::AreaId) -> u16 {
            if column == Side::One { 2 } else { 0 }
        }
        fn loot_held(&self, _: Side) -> u16 {
            0
        }
        fn plunder_tokens(&self, _: Side) -> u16 {
            0
        }
        fn cattle_with(&self, _: Side) -> u16 {
            0
        }
        fn independent_character_with(&self, _: &str) -> Option<Side> {
            None
        }
    }
    let customs: [&dyn CustomObjective; 1] = [&RiverToll];
    let score = |side| a.objectives.iter().map(|o| o.points_for(side, &Facts, &customs).unwrap()).sum::<i32>();
    assert_eq!((score(Side::One), score(Side::Two)), (6, 2));
}
