//! Adventures written by hand as JSON, the way a game app would, including hostile ones: every
//! failure is a typed error with a readable message, never a panic, and nothing wrong is
//! silently accepted.

use super::super::*;
use crate::geometry::TableError;
use serde_json::{Value, json};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{Length, Point};

/// A small valid adventure, written by hand: one copse, one dangerous thicket, a treasure.
fn base() -> Value {
    let rect = |x: i32, y: i32, w: i32, h: i32| {
        json!([{"x": x * 1000, "y": y * 1000}, {"x": (x + w) * 1000, "y": y * 1000},
               {"x": (x + w) * 1000, "y": (y + h) * 1000}, {"x": x * 1000, "y": (y + h) * 1000}])
    };
    json!({
        "name": "hand_written",
        "title": "Written by hand",
        "table": {
            "width": 72000, "height": 48000,
            "areas": [
                {"id": 1, "outline": rect(30, 20, 6, 6), "height": "high", "blocking": false,
                 "dangerous": true, "cover": "D10", "size": "large"},
                {"id": 2, "outline": rect(0, 40, 4, 8), "height": "high", "blocking": true, "cover": "D6", "size": "large"}
            ]
        },
        "protagonists": [
            {"name": "West", "budget": {"type": "fixed", "points": 80},
             "detachments": [{"name": "main", "arrival": {"type": "zone", "zone": {"outline": rect(0, 10, 6, 20)}}}]},
            {"name": "East", "budget": {"type": "agreed", "min": 70, "max": 100},
             "detachments": [{"name": "main", "arrival": {"type": "zone", "zone": {"outline": rect(66, 10, 6, 20)}}}]}
        ],
        "initiative": "one",
        "turns": 6,
        "special_rules": [
            {"type": "jungle"},
            {"type": "objects", "objects": [
                {"id": "idol", "name": "the idol", "placement": {"type": "at", "point": {"x": 50000, "y": 24000}}}
            ]}
        ],
        "objectives": [
            {"name": "Hold the idol", "columns": "both", "points": 5, "scoring": "end_of_game",
             "condition": {"type": "carries_object", "object": "idol"}}
        ]
    })
}

fn parse(v: Value) -> Result<Adventure, serde_json::Error> {
    serde_json::from_value(v)
}

/// Parses, validates, and returns the typed error (checking its code and message).
fn invalid(v: Value) -> AdventureError {
    let a = parse(v).expect("the JSON itself is well formed");
    let e = a.validate().expect_err("the adventure must be refused");
    assert_eq!(e.code(), ErrorCode::InvalidSetup, "{e}");
    let msg = alloc::format!("{e}");
    assert!(!msg.is_empty() && msg.chars().next().is_some_and(|c| !c.is_uppercase()), "{msg}");
    e
}

fn push_rule(v: &mut Value, rule: Value) {
    if let Some(rules) = v["special_rules"].as_array_mut() {
        rules.push(rule);
    }
}

fn zone(outline: Value) -> Value {
    json!({"type": "zone", "zone": {"outline": outline}})
}

fn p(x: i32, y: i32) -> Value {
    json!({"x": x * 1000, "y": y * 1000})
}

#[test]
fn the_hand_written_adventure_is_valid() {
    parse(base()).unwrap().validate().unwrap();
}

// rule: CG-ADV-01 -- a misspelt parameter must not silently change the rule ("last_turns" would
// otherwise read as a Night lasting the whole game).
#[test]
fn unknown_rule_parameters_are_refused() {
    let mut v = base();
    push_rule(&mut v, json!({"type": "night", "last_turns": 2}));
    let e = parse(v).unwrap_err();
    assert!(alloc::format!("{e}").contains("last_turns"), "{e}");
    let mut v = base();
    push_rule(&mut v, json!({"type": "wild_animals", "tokens": 1, "lion": true}));
    assert!(parse(v).is_err());
    // Known limit: serde ignores extra fields on a rule without parameters ({"type": "jungle",
    // "dense": true} reads as Jungle); every rule with parameters refuses them.
    let mut v = base();
    v["premature_ends"] = json!([{"type": "all_objects_exited"}]);
    assert!(parse(v).is_err());
    let mut v = base();
    v["objectives"][0]["condition"]["edge"] = json!("east");
    assert!(parse(v).is_err());
    let mut v = base();
    v["protagonists"][0]["detachments"][0]["max_group"] = json!(2);
    assert!(parse(v).is_err());
    let mut v = base();
    push_rule(
        &mut v,
        json!({"type": "special_events", "tokens": [
            {"number": 1, "text": "x", "effect": {"type": "dangerous", "effect": {"type": "draw_stress", "count": 1, "panic": true}}}
        ]}),
    );
    assert!(parse(v).is_err());
}

#[test]
fn malformed_numbers_are_serde_errors() {
    for bad in [json!(-1), json!(256), json!(1.5), json!("six"), json!(null)] {
        let mut v = base();
        v["turns"] = bad;
        assert!(parse(v).is_err());
    }
    let mut v = base();
    v["special_rules"][1]["objects"][0]["placement"]["point"] = json!({"x": 99_999_999_999_i64, "y": 0});
    assert!(parse(v).is_err());
}

#[test]
fn zero_turns_and_degenerate_terrain() {
    let mut v = base();
    v["turns"] = json!(0);
    assert_eq!(invalid(v), AdventureError::BadTurns { turns: 0, max: MAX_TURNS });
    for outline in [
        json!([]),
        json!([p(1, 1), p(2, 2)]),
        json!([p(10, 1), p(12, 1), p(14, 1)]),
        json!([p(10, 1), p(14, 5), p(14, 1), p(10, 5)]),
    ] {
        let mut v = base();
        v["table"]["areas"][0]["outline"] = outline;
        assert!(matches!(invalid(v), AdventureError::Table(_)));
    }
    let mut v = base();
    v["table"]["areas"][0]["outline"] = json!([p(70, 1), p(80, 1), p(80, 5)]);
    assert!(matches!(invalid(v), AdventureError::Table(TableError::OffTable { .. })));
    let mut v = base();
    v["table"]["areas"][1]["id"] = json!(1);
    assert!(matches!(invalid(v), AdventureError::Table(TableError::DuplicateId { .. })));
}

// rule: CG-ADV-03 -- "players refer to the paragraph dealing with deployment to place their
// groups on the table": a zone is a real polygon with room for a base outside blocking terrain.
#[test]
fn deployment_zones_are_real_polygons_with_room_to_deploy() {
    let side = Side::One;
    let detachment = String::from("main");
    for outline in [
        json!([p(0, 10), p(3, 10), p(6, 10)]),
        json!([p(0, 10), p(6, 30), p(6, 10), p(0, 30)]),
        json!([p(0, 10), p(80, 10), p(80, 30)]),
    ] {
        let mut v = base();
        v["protagonists"][0]["detachments"][0]["arrival"] = zone(outline);
        assert_eq!(invalid(v), AdventureError::BadZone { side, detachment: detachment.clone() });
    }
    // Wholly inside the blocking copse in the north-west corner.
    let mut v = base();
    v["protagonists"][0]["detachments"][0]["arrival"] = zone(json!([p(0, 41), p(3, 41), p(3, 47), p(0, 47)]));
    assert_eq!(invalid(v), AdventureError::NoRoomToDeploy { side, detachment: detachment.clone() });
    // Too thin for a 1" base.
    let mut v = base();
    v["protagonists"][0]["detachments"][0]["arrival"] = zone(json!([p(10, 0), p(20, 0), p(20, 0)]));
    assert!(matches!(invalid(v), AdventureError::BadZone { .. }));
}

#[test]
fn entry_points_are_on_an_edge_and_clear_of_blocking_terrain() {
    let mut v = base();
    push_rule(&mut v, json!({"type": "enter_on_table"}));
    v["protagonists"][0]["detachments"][0]["arrival"] =
        json!({"type": "entry_point", "point": p(0, 44), "from_turn": 1});
    assert_eq!(invalid(v), AdventureError::NoRoomToDeploy { side: Side::One, detachment: String::from("main") });
}

// rule: CG-OBJ-01 -- "Place the group's leading figure where the Object was": a base must fit there.
#[test]
fn an_object_stands_where_a_base_fits() {
    for at in [p(0, 0), json!({"x": 4300, "y": 42000}), p(72, 24)] {
        let mut v = base();
        v["special_rules"][1]["objects"][0]["placement"]["point"] = at;
        assert!(matches!(invalid(v), AdventureError::NoRoomForBase { what: "an object", .. }));
    }
}

// rule: CG-MUSTER-03 -- "you cannot take the same character twice".
#[test]
fn imposed_characters_are_different() {
    let mut v = base();
    v["protagonists"][1]["imposed_characters"] = json!(["explorer", "explorer"]);
    assert!(matches!(invalid(v), AdventureError::DuplicateImposedCharacter { side: Side::Two, .. }));
}

#[test]
fn a_detachment_holds_at_least_one_group() {
    let mut v = base();
    v["protagonists"][0]["detachments"][0]["max_groups"] = json!(0);
    assert!(matches!(invalid(v), AdventureError::EmptyDetachment { side: Side::One, .. }));
}

#[test]
fn objectives_and_events_name_real_things() {
    let mut v = base();
    v["objectives"][0]["condition"] = json!({"type": "carries_object", "object": "ghost"});
    assert!(matches!(invalid(v), AdventureError::UnknownObject { .. }));
    let mut v = base();
    v["objectives"][0]["condition"] = json!({"type": "occupies", "area": 77});
    assert!(matches!(invalid(v), AdventureError::BadArea { .. }));
    let mut v = base();
    v["objectives"][0]["condition"] = json!({"type": "independent_character_with", "name": "nobody"});
    assert!(matches!(invalid(v), AdventureError::BadIndependentCharacter { .. }));
    let mut v = base();
    v["objectives"][0]["condition"] = json!({"type": "custom", "key": ""});
    assert!(matches!(invalid(v), AdventureError::EmptyCustomKey { .. }));
    let mut v = base();
    v["objectives"] = json!([]);
    assert_eq!(invalid(v), AdventureError::NoObjective);
    let mut v = base();
    push_rule(
        &mut v,
        json!({"type": "special_events", "tokens": [
            {"number": 1, "text": "?", "effect": {"type": "custom", "key": ""}}
        ]}),
    );
    assert_eq!(invalid(v), AdventureError::EmptyEventKey { number: 1 });
    let mut v = base();
    let idol = v["special_rules"][1]["objects"][0].clone();
    if let Some(objects) = v["special_rules"][1]["objects"].as_array_mut() {
        objects.push(idol);
    }
    assert!(matches!(invalid(v), AdventureError::DuplicateObject { .. }));
}

// rule: CG-USR-09 -- "only where and when this rule indicates it is possible": an objective on
// leaving by an edge no exit opens to its columns can never score.
#[test]
fn an_exit_objective_names_an_open_edge() {
    let mut v = base();
    push_rule(&mut v, json!({"type": "exiting_table", "exits": [{"columns": "one", "edge": "west", "from_turn": 1}]}));
    v["objectives"][0]["condition"] = json!({"type": "groups_exited", "edge": "west"});
    v["objectives"][0]["columns"] = json!("one");
    parse(v.clone()).unwrap().validate().unwrap();
    v["objectives"][0]["condition"]["edge"] = json!("east");
    assert!(matches!(invalid(v.clone()), AdventureError::ExitNotOpen { .. }));
    v["objectives"][0]["condition"]["edge"] = json!("west");
    v["objectives"][0]["columns"] = json!("two");
    assert!(matches!(invalid(v), AdventureError::ExitNotOpen { .. }));
}

#[test]
fn every_builtin_adventure_is_playable_on_its_table() {
    // Validation now checks deployment room, entry points and Object bases: each built-in passes.
    for name in Adventure::builtin_names() {
        Adventure::builtin(name).unwrap().validate().unwrap();
    }
}

// rule: CG-USR-05 -- open terrain is D6 unless the Dense cover rule makes it D8; the table's
// open cover and the turn's conditions must agree.
#[test]
fn open_cover_is_d6_without_dense_cover() {
    let mut v = base();
    v["table"]["open_cover"] = json!("D10");
    assert_eq!(invalid(v), AdventureError::OpenCoverWithoutDenseCover { found: tabletop::Die::D10 });
    let mut v = base();
    v["table"]["open_cover"] = json!("D8");
    push_rule(&mut v, json!({"type": "dense_cover"}));
    let a = parse(v).unwrap();
    a.validate().unwrap();
    assert_eq!(a.conditions(1, LastingEffects::default()).open_cover, a.table.open_cover);
}

/// Cells of a 1" grid (centres at half inches) where a base fits, reachable from `starts` by
/// steps to the four neighbours: a coarse check that nothing a player needs is walled off.
fn reachable(table: &crate::geometry::Table, starts: &[(i32, i32)]) -> alloc::collections::BTreeSet<(i32, i32)> {
    let fits = |(i, j): (i32, i32)| {
        let c = tabletop::Point::new(tabletop::Length::milli(i * 1000 + 500), tabletop::Length::milli(j * 1000 + 500));
        super::super::validate::base_fits(table, c)
    };
    let mut seen = alloc::collections::BTreeSet::new();
    let mut todo: alloc::vec::Vec<(i32, i32)> = starts.iter().copied().filter(|c| fits(*c)).collect();
    while let Some(c) = todo.pop() {
        if !seen.insert(c) {
            continue;
        }
        for n in [(c.0 + 1, c.1), (c.0 - 1, c.1), (c.0, c.1 + 1), (c.0, c.1 - 1)] {
            if !seen.contains(&n) && fits(n) {
                todo.push(n);
            }
        }
    }
    seen
}

/// The grid cell holding `p`, clamped to the `w` x `h` table (a point on the east or north
/// edge lies in the last cell).
fn cell(p: Point, (w, h): (i32, i32)) -> (i32, i32) {
    (p.x.units().div_euclid(1000).clamp(0, w - 1), p.y.units().div_euclid(1000).clamp(0, h - 1))
}

// rule: CG-ADV-03
// rule: CG-OBJ-01
// rule: CG-USR-12
// rule: CG-USR-17
#[test]
fn builtin_objects_characters_and_cattle_are_reachable_from_every_deployment() {
    use crate::geometry::prim::in_polygon;
    for name in Adventure::builtin_names() {
        let a = Adventure::builtin(name).unwrap();
        let table = a.checked_table().unwrap();
        let (w, h) = (a.table.width.units() / 1000, a.table.height.units() / 1000);
        let mut targets: alloc::vec::Vec<(&str, alloc::vec::Vec<(i32, i32)>)> = alloc::vec::Vec::new();
        for o in a.objects() {
            let cells = match o.placement {
                Placement::At { point } => alloc::vec![cell(point, (w, h))],
                Placement::InArea { area } => {
                    let outline = &table.area(area).unwrap().outline;
                    (0..w)
                        .flat_map(|i| (0..h).map(move |j| (i, j)))
                        .filter(|(i, j)| {
                            in_polygon(
                                Point::new(Length::milli(i * 1000 + 500), Length::milli(j * 1000 + 500)),
                                outline,
                            )
                        })
                        .collect()
                }
            };
            targets.push(("an object", cells));
        }
        if let Some(UniversalRule::IndependentCharacter { characters }) = a.rule(RuleKind::IndependentCharacter) {
            targets.extend(characters.iter().map(|c| ("an independent character", alloc::vec![cell(c.at, (w, h))])));
        }
        if let Some(UniversalRule::Cattle { herds }) = a.rule(RuleKind::Cattle) {
            targets.extend(
                herds
                    .iter()
                    .flat_map(|hd| hd.animals.iter().map(|p| ("a livestock animal", alloc::vec![cell(*p, (w, h))]))),
            );
        }
        for side in Side::BOTH {
            for d in &a.protagonist(side).detachments {
                let starts: alloc::vec::Vec<(i32, i32)> = match &d.arrival {
                    Arrival::Zone { zone } => (0..w)
                        .flat_map(|i| (0..h).map(move |j| (i, j)))
                        .filter(|(i, j)| {
                            in_polygon(
                                Point::new(Length::milli(i * 1000 + 500), Length::milli(j * 1000 + 500)),
                                &zone.outline,
                            )
                        })
                        .collect(),
                    Arrival::EntryPoint { point, .. } => alloc::vec![cell(*point, (w, h))],
                    Arrival::RandomEntryPoint { points, .. } => points.iter().map(|p| cell(*p, (w, h))).collect(),
                };
                let from = reachable(&table, &starts);
                assert!(!from.is_empty(), "{name}: {} of {side:?} has no room", d.name);
                for (what, cells) in &targets {
                    assert!(
                        cells.iter().any(|c| from.contains(c)
                            || from.contains(&(c.0 - 1, c.1))
                            || from.contains(&(c.0, c.1 - 1))),
                        "{name}: {what} at {cells:?} cannot be reached from {} of {side:?}",
                        d.name
                    );
                }
            }
        }
    }
}

/// Every number of a JSON document, with the path to it, in document order.
fn numbers(v: &Value, path: &mut alloc::vec::Vec<Value>, out: &mut alloc::vec::Vec<alloc::vec::Vec<Value>>) {
    match v {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(json!(i));
                numbers(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(json!(k));
                numbers(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at_path<'a>(v: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(v, |v, k| match k {
        Value::String(k) => &mut v[k.as_str()],
        _ => &mut v[usize::try_from(k.as_u64().unwrap_or(0)).unwrap_or(0)],
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Any number of any built-in, replaced by any value, is read and validated without a panic;
    /// a refusal is a typed `InvalidSetup` error with a message.
    #[test]
    fn any_number_anywhere_is_read_and_validated_without_a_panic(
        which in 0usize..4,
        pick in 0usize..10_000,
        value in proptest::prelude::any::<i64>(),
        small in -5i64..80,
    ) {
        let mut v = serde_json::to_value(Adventure::builtin(Adventure::builtin_names()[which]).unwrap()).unwrap();
        let mut found = alloc::vec::Vec::new();
        numbers(&v, &mut alloc::vec::Vec::new(), &mut found);
        let path = &found[pick % found.len()];
        *at_path(&mut v, path) = json!(if pick % 2 == 0 { value } else { small * 1000 });
        if let Ok(a) = serde_json::from_value::<Adventure>(v) {
            if let Err(e) = a.validate() {
                proptest::prop_assert_eq!(e.code(), ErrorCode::InvalidSetup);
                let msg = alloc::format!("{}", e);
                proptest::prop_assert!(!msg.is_empty());
            }
        }
    }
}
