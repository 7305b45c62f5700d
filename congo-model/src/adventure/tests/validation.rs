//! One test per way an Adventure can be invalid: start from a valid built-in, break one thing.

use super::super::*;
use crate::geometry::{AreaId, Edge, TableError, TerrainArea};
use crate::profile::ProfileId;
use tabletop::error::{Coded, ErrorCode};
use tabletop::{Die, Point};

fn ambush() -> Adventure {
    Adventure::builtin("night_ambush").unwrap()
}
fn race() -> Adventure {
    Adventure::builtin("savannah_race").unwrap()
}
fn raid() -> Adventure {
    Adventure::builtin("cattle_raid").unwrap()
}
fn clearing() -> Adventure {
    Adventure::builtin("gorilla_clearing").unwrap()
}

fn err(a: &Adventure) -> AdventureError {
    let e = a.validate().unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidSetup, "{e}");
    e
}

fn set_rule(a: &mut Adventure, rule: UniversalRule) {
    let kind = rule.kind();
    a.special_rules.retain(|r| r.kind() != kind);
    a.special_rules.push(rule);
}

#[test]
fn name_and_turns() {
    let mut a = ambush();
    a.name = "Night Ambush".into();
    assert_eq!(err(&a), AdventureError::BadName { name: "Night Ambush".into() });
    a.name.clear();
    assert!(matches!(err(&a), AdventureError::BadName { .. }));
    for turns in [0, MAX_TURNS + 1] {
        let mut a = ambush();
        a.turns = turns;
        assert_eq!(err(&a), AdventureError::BadTurns { turns, max: MAX_TURNS });
    }
}

// rule: CG-TERR-09
#[test]
fn exactly_one_environment() {
    let mut a = ambush();
    a.special_rules.retain(|r| r.kind() != RuleKind::Jungle);
    assert_eq!(err(&a), AdventureError::NoEnvironment);
    assert_eq!(a.environment(), None);
    let mut a = ambush();
    a.special_rules.push(UniversalRule::Savannah);
    assert_eq!(err(&a), AdventureError::TwoEnvironments);
}

#[test]
fn a_rule_is_listed_once() {
    let mut a = ambush();
    a.special_rules.push(UniversalRule::Night { last_turn: Some(2) });
    assert_eq!(err(&a), AdventureError::DuplicateRule { rule: RuleKind::Night });
}

#[test]
fn the_table_is_checked() {
    let mut a = ambush();
    a.table.areas.push(TerrainArea::new(
        99,
        TerrainArea::rect_outline(70, 40, 6, 6),
        crate::geometry::Height::Low,
        false,
        Die::D8,
    ));
    assert!(matches!(err(&a), AdventureError::Table(TableError::OffTable { .. })));
}

#[test]
fn durations_end_inside_the_game() {
    let mut a = ambush();
    set_rule(&mut a, UniversalRule::Night { last_turn: Some(9) });
    assert_eq!(err(&a), AdventureError::BadDuration { rule: RuleKind::Night, last_turn: 9, turns: 8 });
    let mut a = raid();
    set_rule(&mut a, UniversalRule::Confusion { last_turn: 0 });
    assert!(matches!(err(&a), AdventureError::BadDuration { rule: RuleKind::Confusion, .. }));
    let mut a = raid();
    set_rule(&mut a, UniversalRule::Downpour { last_turn: Some(7) });
    assert!(matches!(err(&a), AdventureError::BadDuration { rule: RuleKind::Downpour, .. }));
    let mut a = ambush();
    set_rule(
        &mut a,
        UniversalRule::ExitingTable {
            exits: alloc::vec![TableExit { columns: Sides::One, edge: Edge::East, from_turn: 0 }],
        },
    );
    assert!(matches!(err(&a), AdventureError::BadDuration { rule: RuleKind::ExitingTable, .. }));
}

#[test]
fn rules_with_lists_are_not_empty() {
    let mut a = ambush();
    set_rule(&mut a, UniversalRule::WildAnimals { tokens: 0 });
    assert_eq!(err(&a), AdventureError::EmptyRule { rule: RuleKind::WildAnimals });
    let mut a = clearing();
    set_rule(&mut a, UniversalRule::SpecialEvents { tokens: alloc::vec![] });
    assert_eq!(err(&a), AdventureError::EmptyRule { rule: RuleKind::SpecialEvents });
    let mut a = raid();
    set_rule(&mut a, UniversalRule::Cattle { herds: alloc::vec![] });
    assert_eq!(err(&a), AdventureError::EmptyRule { rule: RuleKind::Cattle });
}

#[test]
fn budgets_characters_and_detachments() {
    let mut a = ambush();
    a.protagonists[1].budget = Budget::Agreed { min: 100, max: 70 };
    assert_eq!(err(&a), AdventureError::BadBudget { side: Side::Two });
    let mut a = ambush();
    a.protagonists[0].budget = Budget::Fixed { points: 0 };
    assert_eq!(err(&a), AdventureError::BadBudget { side: Side::One });
    let mut a = ambush();
    a.protagonists[0].imposed_characters = (0..3).map(|i| ProfileId(alloc::format!("x.{i}"))).collect();
    assert_eq!(err(&a), AdventureError::TooManyImposedCharacters { side: Side::One, count: 3 });
    let mut a = ambush();
    a.protagonists[0].detachments.clear();
    assert_eq!(err(&a), AdventureError::NoDetachment { side: Side::One });
    let mut a = ambush();
    let d = a.protagonists[1].detachments[0].clone();
    a.protagonists[1].detachments.push(d);
    assert_eq!(err(&a), AdventureError::DuplicateDetachment { side: Side::Two, name: "the northern band".into() });
}

// rule: CG-USR-08
#[test]
fn zones_and_entry_points() {
    let mut a = ambush();
    a.protagonists[1].detachments[0].arrival = Arrival::Zone { zone: Zone::rect(70, 40, 6, 6) };
    assert!(matches!(err(&a), AdventureError::BadZone { side: Side::Two, .. }));
    let mut a = ambush();
    a.protagonists[0].detachments[0].arrival = Arrival::EntryPoint { point: Point::inches(10, 24), from_turn: 1 };
    assert!(matches!(err(&a), AdventureError::BadEntryPoint { side: Side::One, .. }));
    let mut a = ambush();
    a.special_rules.retain(|r| r.kind() != RuleKind::EnterOnTable);
    assert!(matches!(err(&a), AdventureError::EntryWithoutRule { side: Side::One, .. }));
    let mut a = ambush();
    a.protagonists[0].detachments[0].arrival = Arrival::EntryPoint { point: Point::inches(0, 24), from_turn: 9 };
    assert!(matches!(err(&a), AdventureError::BadEntryTurn { turn: 9, .. }));
    let mut a = race();
    a.protagonists[0].detachments[1].arrival =
        Arrival::RandomEntryPoint { points: alloc::vec![Point::inches(0, 6)], die: Die::D12, from_turn: 3 };
    assert!(matches!(err(&a), AdventureError::BadEntryPoint { .. }));
}

// rule: CG-OBJ-01
#[test]
fn objects_are_unique_placed_and_known() {
    let mut a = race();
    let mut objects = a.objects().to_vec();
    objects.push(objects[0].clone());
    set_rule(&mut a, UniversalRule::Objects { objects });
    assert_eq!(err(&a), AdventureError::DuplicateObject { id: ObjectId::new("ivory_idol") });
    let mut a = race();
    let mut objects = a.objects().to_vec();
    objects[2].placement = Placement::At { point: Point::inches(80, 10) };
    set_rule(&mut a, UniversalRule::Objects { objects });
    assert!(matches!(err(&a), AdventureError::OffTable { what: "an object", .. }));
    let mut a = race();
    let mut objects = a.objects().to_vec();
    objects[2].placement = Placement::At { point: Point::inches(31, 23) }; // inside the west hut
    set_rule(&mut a, UniversalRule::Objects { objects });
    assert_eq!(err(&a), AdventureError::InBlockingArea { what: "an object", id: AreaId(7) });
    let mut a = race();
    let mut objects = a.objects().to_vec();
    objects[0].placement = Placement::InArea { area: AreaId(7) }; // a hut: blocking
    set_rule(&mut a, UniversalRule::Objects { objects });
    assert!(matches!(err(&a), AdventureError::BadArea { id: AreaId(7), .. }));
    let mut a = race();
    a.objectives[0].condition = Condition::CarriesObject { object: ObjectId::new("crown") };
    assert_eq!(err(&a), AdventureError::UnknownObject { id: ObjectId::new("crown") });
    let mut a = ambush();
    a.objectives[0].condition = Condition::CarriesObject { object: ObjectId::new("crown") };
    assert!(matches!(err(&a), AdventureError::MissingRule { needs: RuleKind::Objects, .. }));
}

// rule: CG-USR-09
#[test]
fn objectives_need_their_rules() {
    let mut a = ambush();
    a.special_rules.retain(|r| r.kind() != RuleKind::ExitingTable);
    assert!(matches!(err(&a), AdventureError::MissingRule { needs: RuleKind::ExitingTable, .. }));
    let mut a = race();
    a.special_rules.retain(|r| r.kind() != RuleKind::Plunder);
    assert!(matches!(err(&a), AdventureError::MissingRule { needs: RuleKind::Plunder, .. }));
    let mut a = raid();
    a.special_rules.retain(|r| r.kind() != RuleKind::Cattle);
    assert!(matches!(err(&a), AdventureError::MissingRule { needs: RuleKind::Cattle, .. }));
    let mut a = race();
    a.special_rules.retain(|r| r.kind() != RuleKind::ExitingTable);
    a.objectives.retain(|o| !matches!(o.condition, Condition::ObjectExited { .. }));
    assert!(matches!(err(&a), AdventureError::MissingRule { needs: RuleKind::ExitingTable, .. }), "the end condition");
    let mut a = clearing();
    a.objectives[1].condition = Condition::Occupies { area: AreaId(8) }; // a blocking copse
    assert!(matches!(err(&a), AdventureError::BadArea { id: AreaId(8), .. }));
    let mut a = clearing();
    a.objectives.clear();
    assert_eq!(err(&a), AdventureError::NoObjective);
    let mut a = clearing();
    a.objectives[0].condition = Condition::Custom { key: "".into() };
    assert!(matches!(err(&a), AdventureError::EmptyCustomKey { .. }));
}

// rule: CG-ANIMAL-02
#[test]
fn wild_animals_need_a_dangerous_area() {
    let mut a = ambush();
    for x in &mut a.table.areas {
        x.dangerous = false;
    }
    assert_eq!(err(&a), AdventureError::NoDangerousArea);
}

// rule: CG-USR-23
#[test]
fn plunder_needs_houses() {
    let mut a = race();
    a.table.areas.retain(|x| x.kind != crate::geometry::AreaKind::House);
    let two_idols = a.objects()[..2].to_vec();
    set_rule(&mut a, UniversalRule::Objects { objects: two_idols });
    a.objectives
        .retain(|o| !matches!(&o.condition, Condition::ObjectExited { object, .. } if object.0 == "great_idol"));
    assert_eq!(err(&a), AdventureError::NoHouse);
    let mut a = race();
    set_rule(&mut a, UniversalRule::Plunder { buildings: alloc::vec![AreaId(1)], token: "ivory".into() });
    assert!(matches!(err(&a), AdventureError::BadArea { id: AreaId(1), expected: "a house" }));
}

// rule: CG-USR-19
#[test]
fn event_tokens_are_numbered_once_and_name_real_detachments() {
    let mut a = clearing();
    let Some(UniversalRule::SpecialEvents { tokens }) = a.rule(RuleKind::SpecialEvents).cloned() else { panic!() };
    let mut twice = tokens.clone();
    twice[1].number = 1;
    set_rule(&mut a, UniversalRule::SpecialEvents { tokens: twice });
    assert_eq!(err(&a), AdventureError::BadEventNumber { number: 1 });
    let mut reinforce = tokens;
    reinforce[0].effect = EventEffect::Reinforcements { column: Side::One, detachment: "the column".into() };
    set_rule(&mut a, UniversalRule::SpecialEvents { tokens: reinforce });
    assert!(
        matches!(err(&a), AdventureError::UnknownDetachment { side: Side::One, .. }),
        "a deployed detachment does not enter"
    );
}

// rule: CG-USR-10
#[test]
fn independent_characters_and_cattle_are_placed_properly() {
    let mut a = raid();
    a.objectives[2].condition = Condition::IndependentCharacterWith { name: "the trader".into() };
    assert_eq!(err(&a), AdventureError::BadIndependentCharacter { name: "the trader".into() });
    let mut a = raid();
    let Some(UniversalRule::IndependentCharacter { characters }) = a.rule(RuleKind::IndependentCharacter).cloned()
    else {
        panic!()
    };
    let mut twice = characters.clone();
    twice.push(characters[0].clone());
    set_rule(&mut a, UniversalRule::IndependentCharacter { characters: twice });
    assert!(matches!(err(&a), AdventureError::BadIndependentCharacter { .. }));
    let mut a = raid();
    let mut moved = characters;
    moved[0].at = Point::inches(36, 17); // inside the chief's hut
    set_rule(&mut a, UniversalRule::IndependentCharacter { characters: moved });
    assert!(matches!(err(&a), AdventureError::InBlockingArea { what: "an independent character", .. }));
    let mut a = raid();
    let Some(UniversalRule::Cattle { herds }) = a.rule(RuleKind::Cattle).cloned() else { panic!() };
    let mut strayed = herds;
    strayed[0].animals[0] = Point::inches(50, 30); // out of the kraal
    set_rule(&mut a, UniversalRule::Cattle { herds: strayed });
    assert!(matches!(err(&a), AdventureError::BadArea { .. }));
}

// rule: CG-USR-14, CG-USR-19
#[test]
fn an_event_token_making_a_character_flee_names_one_of_the_adventures_characters() {
    let mut a = raid();
    assert_eq!(a.validate(), Ok(()), "the missionary's tokens are valid");
    let Some(UniversalRule::SpecialEvents { tokens }) = a.rule(RuleKind::SpecialEvents).cloned() else { panic!() };
    let mut stranger = tokens;
    stranger[0].effect = EventEffect::IndependentCharacterFlees { name: "the trader".into() };
    set_rule(&mut a, UniversalRule::SpecialEvents { tokens: stranger });
    assert_eq!(err(&a), AdventureError::BadIndependentCharacter { name: "the trader".into() });
}

// rule: CG-USR-05
#[test]
fn dense_cover_means_d8_open_terrain() {
    let mut a = ambush();
    a.table.open_cover = Die::D6;
    assert_eq!(err(&a), AdventureError::DenseCoverMismatch { found: Die::D6 });
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Validation never panics on altered numbers, and what it accepts keeps the invariants.
    #[test]
    fn validation_is_total(
        which in 0usize..4,
        turns in 0u8..=255,
        last in proptest::option::of(0u8..=255),
        tokens in 0u8..=3,
        min in 0u16..=200,
        max in 0u16..=200,
        x in -10i32..=90,
        y in -10i32..=60,
    ) {
        let mut a = Adventure::builtin(Adventure::builtin_names()[which]).unwrap();
        a.turns = turns;
        set_rule(&mut a, UniversalRule::Night { last_turn: last });
        if a.has_rule(RuleKind::WildAnimals) {
            set_rule(&mut a, UniversalRule::WildAnimals { tokens });
        }
        a.protagonists[0].budget = Budget::Agreed { min, max };
        a.protagonists[1].detachments[0].arrival = Arrival::EntryPoint { point: Point::inches(x, y), from_turn: 1 };
        if !a.has_rule(RuleKind::EnterOnTable) {
            a.special_rules.push(UniversalRule::EnterOnTable);
        }
        if a.validate().is_ok() {
            proptest::prop_assert!((1..=MAX_TURNS).contains(&a.turns));
            proptest::prop_assert!(last.is_none_or(|l| l >= 1 && l <= a.turns));
            proptest::prop_assert!(min >= 1 && min <= max);
            proptest::prop_assert!(x == 0 || x == 72 || y == 0 || y == 48);
        }
    }
}
