//! Mustering: a legal 100-point column per culture, and each illegal column refused with its own
//! error.

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceSource, Die};

use super::*;
use crate::profile::{Joins, ProfileField};
use crate::rosters::{RosterExtension, SuppliedValue, SuppliedValues};

fn ids(list: &[&str]) -> Vec<ProfileId> {
    list.iter().map(|id| ProfileId::new(id)).collect()
}

fn wme_100() -> ColumnList {
    ColumnList {
        culture: Culture::WhiteMenExpeditions,
        groups: ids(&[
            "wme.soldiers",
            "wme.trained_askaris",
            "wme.trained_askaris",
            "wme.trained_askaris",
            "wme.trained_askaris",
            "wme.adventurers",
        ]),
        characters: vec![Joining::new("wme.explorer", 0), Joining::new("wme.retired_officer", 1)],
        auxiliaries: vec![Joining::new("wme.bearers", 5), Joining::new("wme.bearers", 2)],
    }
}

fn errors_of(list: &ColumnList, roster: &Roster, rules: &MusterRules) -> Vec<MusterError> {
    list.validate(roster, rules).expect_err("illegal column").0
}

/// A roster where the pygmy groups and the Bodyguards have their lost values supplied (test
/// values, not the rulebook's).
fn supplied_roster() -> Roster {
    let mut roster = Roster::builtin();
    let supply = |group: &str, values: Vec<SuppliedValue>| SuppliedValues { group: ProfileId::new(group), values };
    let ext = RosterExtension {
        supply: vec![
            supply(
                "forest.pygmy_archers",
                vec![
                    SuppliedValue::Shooting(Some(Die::D8)),
                    SuppliedValue::Combat(Some(Die::D6)),
                    SuppliedValue::Points(10),
                    SuppliedValue::Joins(Joins { character: true, auxiliaries: 0 }),
                ],
            ),
            supply(
                "ak.bodyguards",
                vec![
                    SuppliedValue::Figures(4),
                    SuppliedValue::Shooting(None),
                    SuppliedValue::Weapon(None),
                    SuppliedValue::Combat(Some(Die::D10)),
                    SuppliedValue::Bravery(Some(Die::D10)),
                    SuppliedValue::Points(25),
                    SuppliedValue::Joins(Joins { character: true, auxiliaries: 1 }),
                ],
            ),
        ],
        ..RosterExtension::default()
    };
    roster.extend(&ext).expect("valid extension");
    roster
}

#[test]
fn legal_100_point_white_men_column() {
    // rule: CG-MUSTER-02, CG-MUSTER-03, CG-MUSTER-05, CG-MUSTER-13, CG-MUSTER-18, CG-MUSTER-19
    let roster = Roster::builtin();
    let column = wme_100().validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!((column.cost, column.stars), (100, 5));
    assert_eq!(column.groups.len(), 6);
    assert_eq!(column.groups[0].characters[0].name, "The Explorer");
    assert_eq!(column.groups[5].auxiliaries.len(), 1);
}

#[test]
fn legal_100_point_zanzibar_column_with_the_brute_as_second_character() {
    // rule: CG-ZAN-05 (the Brute joins a group that already has its character)
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::SultanateOfZanzibar,
        groups: ids(&["zan.baluchis", "zan.zanzibaris", "zan.zanzibaris", "zan.trained_troops", "zan.trained_troops"]),
        characters: vec![Joining::new("zan.emir", 1), Joining::new("zan.brute", 1)],
        auxiliaries: (1..5).map(|g| Joining::new("zan.bearers", g)).collect(),
    };
    let column = list.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!((column.cost, column.stars), (95, 4));
    assert_eq!(column.groups[1].characters.len(), 2);
}

#[test]
fn the_brute_may_join_a_group_without_the_character_icon() {
    // ruling (docs/rulings.md, Cultures): "The Brute can join any group"
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::SultanateOfZanzibar,
        groups: ids(&["zan.baluchis", "zan.zanzibaris"]),
        characters: vec![Joining::new("zan.brute", 0), Joining::new("zan.trader", 1)],
        auxiliaries: vec![],
    };
    assert!(list.validate(&roster, &MusterRules::budget(100)).is_ok());
}

#[test]
fn legal_100_point_forest_tribes_column() {
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::ForestTribes,
        groups: ids(&[
            "forest.cannibals",
            "forest.warriors",
            "forest.warriors",
            "forest.young_warriors",
            "forest.young_warriors",
            "forest.hunters",
        ]),
        characters: vec![Joining::new("forest.chieftain", 1), Joining::new("forest.champion", 3)],
        auxiliaries: vec![Joining::new("forest.sacred_warriors", 0), Joining::new("forest.sacred_warriors", 2)],
    };
    let column = list.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!((column.cost, column.stars), (96, 5));
}

#[test]
fn legal_100_point_african_kingdoms_column() {
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::AfricanKingdoms,
        groups: ids(&[
            "ak.married_warriors",
            "ak.married_warriors",
            "ak.fanatical_warriors",
            "ak.askaris",
            "ak.askaris",
        ]),
        characters: vec![Joining::new("ak.king", 0), Joining::new("ak.witchdoctor", 3)],
        auxiliaries: vec![Joining::new("ak.sacred_warriors", 2), Joining::new("ak.sacred_warriors", 4)],
    };
    let column = list.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!((column.cost, column.stars), (92, 5));
}

#[test]
fn unknown_ids_are_refused() {
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.groups.push(ProfileId::new("wme.elephants"));
    list.characters[1] = Joining::new("wme.queen", 1);
    list.auxiliaries.push(Joining::new("wme.porters", 0));
    let errors = errors_of(&list, &roster, &MusterRules::budget(200));
    assert!(errors.contains(&MusterError::UnknownGroup { group: 6, id: ProfileId::new("wme.elephants") }));
    assert!(errors.contains(&MusterError::UnknownCharacter { id: ProfileId::new("wme.queen") }));
    assert!(errors.contains(&MusterError::UnknownAuxiliary { id: ProfileId::new("wme.porters") }));
    assert!(errors.iter().all(|e| e.code() == ErrorCode::UnknownId));
}

#[test]
fn another_cultures_profile_is_refused() {
    // rule: CG-MUSTER-01
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.groups[1] = ProfileId::new("zan.trained_troops");
    let errors = errors_of(&list, &roster, &MusterRules::budget(100));
    assert_eq!(
        errors,
        vec![MusterError::WrongCulture {
            id: ProfileId::new("zan.trained_troops"),
            found: Culture::SultanateOfZanzibar,
            expected: Culture::WhiteMenExpeditions,
        }]
    );
}

#[test]
fn over_budget_is_refused() {
    // rule: CG-MUSTER-02
    let roster = Roster::builtin();
    let errors = errors_of(&wme_100(), &roster, &MusterRules::budget(99));
    assert_eq!(errors, vec![MusterError::OverBudget { cost: 100, budget: 99 }]);
    assert_eq!(errors[0].to_string(), "the column costs 100 points, over the adventure's budget of 99");
}

#[test]
fn no_character_is_refused() {
    // rule: CG-MUSTER-03
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters.clear();
    assert_eq!(errors_of(&list, &roster, &MusterRules::budget(100)), vec![MusterError::NoCharacter]);
}

#[test]
fn three_characters_are_refused() {
    // rule: CG-MUSTER-03
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters.push(Joining::new("wme.kirangozi", 2));
    assert_eq!(errors_of(&list, &roster, &MusterRules::budget(100)), vec![MusterError::TooManyCharacters { count: 3 }]);
}

#[test]
fn the_same_character_twice_is_refused() {
    // rule: CG-MUSTER-03
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters[1] = Joining::new("wme.explorer", 1);
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::DuplicateCharacter { id: ProfileId::new("wme.explorer") }]
    );
}

#[test]
fn imposed_characters_count_and_must_be_present() {
    // rule: CG-MUSTER-03 (imposed characters count toward the two)
    let roster = Roster::builtin();
    let imposed = MusterRules { budget: 100, imposed_characters: ids(&["wme.reporter"]) };
    let errors = errors_of(&wme_100(), &roster, &imposed);
    assert_eq!(errors, vec![MusterError::ImposedCharacterMissing { id: ProfileId::new("wme.reporter") }]);
    let mut list = wme_100();
    list.characters.push(Joining::new("wme.reporter", 2));
    assert_eq!(errors_of(&list, &roster, &imposed), vec![MusterError::TooManyCharacters { count: 3 }]);
    list.characters.remove(1);
    assert!(list.validate(&roster, &imposed).is_ok());
    // An imposed character may come from another list (an adventure's own character).
    let foreign = MusterRules { budget: 100, imposed_characters: ids(&["zan.trader"]) };
    list.characters[1] = Joining::new("zan.trader", 2);
    assert!(list.validate(&roster, &foreign).is_ok());
}

#[test]
fn more_than_four_auxiliaries_are_refused() {
    // rule: CG-MUSTER-13
    let mut roster = Roster::builtin();
    let mut guide = roster.auxiliary("wme.bearers").expect("bearers").clone();
    guide.id = ProfileId::new("wme.guides");
    roster.extend(&RosterExtension { auxiliaries: vec![guide], ..RosterExtension::default() }).expect("valid");
    let mut list = wme_100();
    list.auxiliaries.push(Joining::new("wme.guides", 3));
    list.auxiliaries.push(Joining::new("wme.guides", 4));
    list.auxiliaries.push(Joining::new("wme.bearers", 1));
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(110)),
        vec![MusterError::TooManyAuxiliaries { count: 5 }]
    );
}

#[test]
fn sacred_warriors_are_limited_to_two() {
    // rule: CG-FOREST-07 (up to 2 per column)
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::ForestTribes,
        groups: ids(&["forest.warriors", "forest.warriors", "forest.cannibals"]),
        characters: vec![Joining::new("forest.healer", 0)],
        auxiliaries: (0..3).map(|g| Joining::new("forest.sacred_warriors", g)).collect(),
    };
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::AuxiliaryLimit { id: ProfileId::new("forest.sacred_warriors"), count: 3, max: 2 }]
    );
}

#[test]
fn a_group_takes_no_more_auxiliaries_than_its_icons() {
    // rule: CG-MUSTER-19
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.auxiliaries = vec![Joining::new("wme.bearers", 0), Joining::new("wme.bearers", 0)];
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::AuxiliarySlotsFull { group: 0, id: ProfileId::new("wme.soldiers"), count: 2, slots: 1 }]
    );
}

#[test]
fn joining_a_group_that_is_not_there_is_refused() {
    // rule: CG-MUSTER-05
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters[1].group = 9;
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::NoSuchGroup { id: ProfileId::new("wme.retired_officer"), group: 9, groups: 6 }]
    );
}

#[test]
fn a_group_without_the_character_icon_refuses_a_character() {
    // rule: CG-MUSTER-19 (Adventurers: two auxiliary icons, no character icon)
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters[1].group = 5;
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::GroupRefusesCharacter {
            group: 5,
            id: ProfileId::new("wme.adventurers"),
            character: ProfileId::new("wme.retired_officer"),
        }]
    );
}

#[test]
fn one_character_per_group() {
    // rule: CG-MUSTER-05
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters[1].group = 0;
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::GroupAlreadyLed {
            group: 0,
            id: ProfileId::new("wme.soldiers"),
            first: ProfileId::new("wme.explorer"),
            second: ProfileId::new("wme.retired_officer"),
        }]
    );
}

#[test]
fn zero_one_groups_are_limited_to_one() {
    // rule: CG-MUSTER-18
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.groups[4] = ProfileId::new("wme.soldiers");
    let errors = errors_of(&list, &roster, &MusterRules::budget(200));
    assert_eq!(errors, vec![MusterError::GroupLimit { id: ProfileId::new("wme.soldiers"), count: 2, max: 1 }]);
}

#[test]
fn incomplete_profiles_cannot_be_mustered() {
    // rule: CG-MUSTER-20
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.groups[4] = ProfileId::new("wme.ruga_ruga");
    let errors = errors_of(&list, &roster, &MusterRules::budget(100));
    assert_eq!(
        errors,
        vec![MusterError::IncompleteProfile {
            id: ProfileId::new("wme.ruga_ruga"),
            missing: vec![ProfileField::Shooting, ProfileField::Combat, ProfileField::Points],
        }]
    );
    assert!(errors[0].to_string().contains("lost its shooting, combat, points"), "{}", errors[0]);
}

fn pygmy_column(groups: &[&str], king_at: usize) -> ColumnList {
    ColumnList {
        culture: Culture::ForestTribes,
        groups: ids(groups),
        characters: vec![Joining::new("forest.pygmy_king", king_at)],
        auxiliaries: vec![],
    }
}

#[test]
fn pygmy_archers_are_two_bonded_groups_bought_once() {
    // rule: CG-FOREST-14, CG-FOREST-17
    let roster = supplied_roster();
    let list = pygmy_column(&["forest.warriors", "forest.pygmy_archers", "forest.pygmy_archers"], 1);
    let column = list.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!(column.cost, 17 + 10);
    assert_eq!(column.groups[1].bonded_with, Some(2));
    assert_eq!(column.groups[2].bonded_with, Some(1));
    assert_eq!(column.groups[0].bonded_with, None);
}

#[test]
fn an_unpaired_pygmy_archers_group_is_refused() {
    // rule: CG-FOREST-14
    let roster = supplied_roster();
    let list = pygmy_column(&["forest.pygmy_archers", "forest.pygmy_archers", "forest.pygmy_archers"], 0);
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::UnpairedBondedGroups {
            id: ProfileId::new("forest.pygmy_archers"),
            count: 3,
            per_purchase: 2
        }]
    );
}

#[test]
fn pygmies_only_with_the_pygmy_king() {
    // rule: CG-FOREST-14 ("only with the Pygmy King")
    let roster = supplied_roster();
    let mut list = pygmy_column(&["forest.warriors", "forest.pygmy_archers", "forest.pygmy_archers"], 0);
    list.characters[0] = Joining::new("forest.chieftain", 0);
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::RequiresCharacter {
            id: ProfileId::new("forest.pygmy_archers"),
            requires: ProfileId::new("forest.pygmy_king"),
        }]
    );
}

#[test]
fn the_pygmy_king_joins_only_pygmies() {
    // rule: CG-FOREST-04
    let roster = supplied_roster();
    let list = pygmy_column(&["forest.warriors", "forest.pygmy_archers", "forest.pygmy_archers"], 0);
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::JoinsOnlyKind {
            character: ProfileId::new("forest.pygmy_king"),
            kind: GroupKind::Pygmies,
            group: 0,
            id: ProfileId::new("forest.warriors"),
        }]
    );
}

#[test]
fn messages_name_kinds_and_counts_as_a_person_reads_them() {
    // rule: CG-FOREST-04 ("The Pygmy King can only join a group of pygmies"), CG-MUSTER-12
    let error = MusterError::JoinsOnlyKind {
        character: ProfileId::new("forest.pygmy_king"),
        kind: GroupKind::Pygmies,
        group: 0,
        id: ProfileId::new("forest.warriors"),
    };
    assert_eq!(
        error.to_string(),
        "\"forest.pygmy_king\" can join only a group of pygmies, and group 1 (\"forest.warriors\") is not one"
    );
    let roster = Roster::builtin();
    let mut dice = DiceSource::scripted([1]);
    let asked_none = random_characters(&roster, Culture::ForestTribes, 0, &ids(&["forest.healer"]), &mut dice)
        .expect_err("nothing asked");
    assert_eq!(
        asked_none.to_string(),
        "0 random character(s) were asked beside 1 already chosen; expected at least one, and one or two characters in all"
    );
}

#[test]
fn bodyguards_need_the_king_and_the_king_joins_them() {
    // rule: CG-AK-12 (Elite)
    let roster = supplied_roster();
    let mut list = ColumnList {
        culture: Culture::AfricanKingdoms,
        groups: ids(&["ak.bodyguards", "ak.married_warriors"]),
        characters: vec![Joining::new("ak.king", 0)],
        auxiliaries: vec![],
    };
    assert!(list.validate(&roster, &MusterRules::budget(100)).is_ok());
    list.characters[0].group = 1;
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::EliteNotJoined { id: ProfileId::new("ak.bodyguards"), character: ProfileId::new("ak.king") }]
    );
    list.characters[0] = Joining::new("ak.prince", 1);
    assert_eq!(
        errors_of(&list, &roster, &MusterRules::budget(100)),
        vec![MusterError::RequiresCharacter {
            id: ProfileId::new("ak.bodyguards"),
            requires: ProfileId::new("ak.king")
        }]
    );
}

#[test]
fn every_failure_is_reported_at_once() {
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.characters.clear();
    list.groups[4] = ProfileId::new("wme.soldiers");
    let errors = list.validate(&roster, &MusterRules::budget(50)).expect_err("illegal");
    assert_eq!(errors.0.len(), 3, "{errors}");
    assert_eq!(errors.code(), ErrorCode::InvalidRoster);
}

#[test]
fn cost_and_stars_are_running_totals() {
    let roster = Roster::builtin();
    let mut list = wme_100();
    list.groups.push(ProfileId::new("wme.nonsense"));
    assert_eq!((list.cost(&roster), list.stars(&roster)), (100, 5));
}

#[test]
fn the_lower_column_draws_a_totem_card_per_star_of_difference() {
    // rule: CG-MUSTER-04 (star difference)
    assert_eq!(totem_draws(3, 5), 2);
    assert_eq!(totem_draws(5, 3), 0);
    assert_eq!(totem_draws(4, 4), 0);
}

#[test]
fn random_characters_read_the_ascending_list_and_skip_duplicates() {
    // rule: CG-MUSTER-12
    let roster = Roster::builtin();
    let mut dice = DiceSource::scripted([3, 3, 6]);
    let chosen = random_characters(&roster, Culture::AfricanKingdoms, 2, &[], &mut dice).expect("chosen");
    assert_eq!(chosen, ids(&["ak.war_drum", "ak.witchdoctor"]));
    let mut dice = DiceSource::scripted([1, 2]);
    let chosen = random_characters(&roster, Culture::WhiteMenExpeditions, 1, &ids(&["wme.explorer"]), &mut dice)
        .expect("chosen");
    assert_eq!(chosen, ids(&["wme.kirangozi"]));
}

#[test]
fn random_characters_refuse_bad_counts_and_report_dry_dice() {
    let roster = Roster::builtin();
    let mut dice = DiceSource::scripted([1]);
    let err = random_characters(&roster, Culture::ForestTribes, 2, &ids(&["forest.healer"]), &mut dice);
    assert_eq!(err, Err(RandomCharacterError::BadCount { count: 2, already: 1 }));
    let err = random_characters(&roster, Culture::ForestTribes, 2, &[], &mut dice).expect_err("dry");
    assert_eq!(err.code(), ErrorCode::DiceExhausted);
    let mut sixes = DiceSource::scripted(core::iter::repeat_n(6, 100));
    let err = random_characters(&roster, Culture::ForestTribes, 2, &[], &mut sixes);
    assert_eq!(err, Err(RandomCharacterError::OnlyDuplicates { rolls: 64 }));
}

#[test]
fn seeded_random_characters_are_reproducible_and_legal() {
    let roster = Roster::builtin();
    for seed in 0..20 {
        let a = random_characters(&roster, Culture::SultanateOfZanzibar, 2, &[], &mut DiceSource::seeded(seed));
        let b = random_characters(&roster, Culture::SultanateOfZanzibar, 2, &[], &mut DiceSource::seeded(seed));
        let a = a.expect("chosen");
        assert_eq!(Ok(a.clone()), b);
        assert_ne!(a[0], a[1]);
    }
}

#[test]
fn column_list_json_shape() {
    let json = serde_json::to_string(&wme_100()).expect("json");
    assert!(json.starts_with(r#"{"culture":"white_men_expeditions","groups":["wme.soldiers""#), "{json}");
    let back: ColumnList = serde_json::from_str(&json).expect("parse");
    assert_eq!(back, wme_100());
}

#[test]
fn a_cost_past_the_largest_budget_is_still_over_budget() {
    // rule: CG-MUSTER-02 (the total may not exceed the budget, however long the list):
    // 4096 Trained Askaris cost 65 536 points, one more than the largest budget.
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::WhiteMenExpeditions,
        groups: (0..4096).map(|_| ProfileId::new("wme.trained_askaris")).collect(),
        characters: vec![Joining::new("wme.explorer", 0)],
        auxiliaries: vec![],
    };
    let errors = errors_of(&list, &roster, &MusterRules::budget(u16::MAX));
    assert_eq!(errors, vec![MusterError::OverBudget { cost: 65_536, budget: u16::MAX }]);
    assert!(errors[0].to_string().contains("costs 65536 points"));
}

#[test]
fn a_huge_hostile_list_is_answered_in_n_log_n() {
    // 100 000 distinct unknown groups, 100 000 characters and auxiliaries, 100 000 imposed
    // characters: every problem is reported without a quadratic pass (which took minutes).
    let n = 100_000;
    let roster = Roster::builtin();
    let list = ColumnList {
        culture: Culture::ForestTribes,
        groups: (0..n).map(|i| ProfileId(alloc::format!("forest.nobody_{i}"))).collect(),
        characters: (0..n).map(|i| Joining::new("forest.healer", i)).collect(),
        auxiliaries: (0..n).map(|i| Joining::new("forest.sacred_warriors", i)).collect(),
    };
    let rules = MusterRules {
        budget: 100,
        imposed_characters: (0..n).map(|i| ProfileId(alloc::format!("forest.imposed_{i}"))).collect(),
    };
    let errors = errors_of(&list, &roster, &rules);
    // Every unknown group and every missing imposed character, and the rest.
    assert!(errors.len() > 2 * n, "{}", errors.len());
    assert!(errors.contains(&MusterError::DuplicateCharacter { id: ProfileId::new("forest.healer") }));
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Every id of the roster, plus some it does not have.
    fn all_ids(roster: &Roster) -> Vec<ProfileId> {
        let mut ids: Vec<ProfileId> = roster
            .groups
            .iter()
            .map(|g| g.id.clone())
            .chain(roster.characters.iter().map(|c| c.id.clone()))
            .chain(roster.auxiliaries.iter().map(|a| a.id.clone()))
            .collect();
        ids.push(ProfileId::new(""));
        ids.push(ProfileId::new("wme.nobody"));
        ids
    }

    fn culture() -> impl Strategy<Value = Culture> {
        prop::sample::select(Culture::ALL.to_vec())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Whatever a caller lists, validation answers without panicking, and an accepted column
        /// keeps the rules: budget, one or two different characters, four auxiliaries, one
        /// culture, complete profiles.
        #[test]
        fn validation_never_panics_and_accepts_only_legal_columns(
            culture in culture(),
            groups in prop::collection::vec(0usize..200, 0..8),
            characters in prop::collection::vec((0usize..200, 0usize..10), 0..4),
            auxiliaries in prop::collection::vec((0usize..200, 0usize..10), 0..6),
            budget in 0u16..150,
        ) {
            let roster = Roster::builtin();
            let ids = all_ids(&roster);
            let pick = |i: usize| ids[i % ids.len()].clone();
            let list = ColumnList {
                culture,
                groups: groups.iter().map(|&i| pick(i)).collect(),
                characters: characters.iter().map(|&(i, g)| Joining { id: pick(i), group: g }).collect(),
                auxiliaries: auxiliaries.iter().map(|&(i, g)| Joining { id: pick(i), group: g }).collect(),
            };
            match list.validate(&roster, &MusterRules::budget(budget)) {
                Ok(column) => {
                    prop_assert!(column.cost <= budget);
                    prop_assert_eq!(column.cost, list.cost(&roster));
                    prop_assert!((1..=MAX_CHARACTERS).contains(&list.characters.len()));
                    prop_assert!(list.auxiliaries.len() <= MAX_AUXILIARIES);
                    prop_assert_eq!(column.groups.len(), list.groups.len());
                    for g in &column.groups {
                        prop_assert_eq!(g.profile.culture, culture);
                        prop_assert!(g.profile.complete);
                        prop_assert!(g.auxiliaries.len() <= usize::from(g.profile.joins.auxiliaries));
                    }
                }
                Err(errors) => {
                    prop_assert!(!errors.0.is_empty());
                    for e in &errors.0 {
                        prop_assert!(!e.to_string().is_empty());
                    }
                }
            }
        }
    }
}
