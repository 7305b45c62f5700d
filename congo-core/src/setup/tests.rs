//! Set-up errors name groups one way (see `crate::error`): column and 0-based position in the
//! column in the fields, "group N of column One" counted from 1 in the messages; never the
//! game's group ids, which number both columns' groups in one list.

use super::*;
use crate::error::SetupError;
use crate::exploration::tests::setup as base_setup;
use alloc::string::ToString;
use alloc::vec;
use tabletop::error::{Coded, ErrorCode};

/// A cannibal group of the built-in roster in a row from (`x`", `y`").
fn line(x: i32, y: i32) -> GroupSetup {
    let profile = crate::rosters::Roster::builtin().group("forest.cannibals").cloned().expect("built in");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// Two groups a column, far apart: column One at y = 4" and 10", column Two at 40" and 46".
fn two_by_two() -> Setup {
    let mut s = base_setup(Environment::Jungle, line(40, 4), line(40, 40), vec![1; 64]);
    s.columns[0].groups.push(line(40, 10));
    s.columns[1].groups.push(line(40, 46));
    s
}

fn refused(s: &Setup) -> SetupError {
    <crate::Game as tabletop::RulesGame>::new(s).expect_err("the setup is refused")
}

#[test]
fn the_two_by_two_setup_is_valid() {
    <crate::Game as tabletop::RulesGame>::new(&two_by_two()).expect("valid");
}

// Column Two's second group is the game's group 3: the error names it as group 2 of column
// Two, in its fields and its message, and the figure within it.
#[test]
fn an_overlapping_base_is_named_by_its_column_and_its_place_in_it() {
    let mut s = two_by_two();
    // The third member of column Two's second group stands on its first member.
    s.columns[1].groups[1].members[2] = Point::inches(40, 46);
    let e = refused(&s);
    let SetupError::BadPlacement { column, group, index, .. } = &e else { panic!("{e:?}") };
    assert_eq!((*column, *group), (1, 1), "{e}");
    assert!(*index == 0 || *index == 2, "{e}");
    let text = e.to_string();
    assert!(text.contains("of group 2 of column Two"), "{text}");
    assert!(!text.contains("group 3") && !text.contains("group 1 "), "{text}");
    assert_eq!(e.code(), ErrorCode::InvalidSetup);
}

#[test]
fn a_base_off_the_table_is_named_by_its_column_and_its_place_in_it() {
    let mut s = two_by_two();
    s.columns[0].groups[1].members[0] = Point::inches(-5, 10);
    let e = refused(&s);
    assert!(matches!(e, SetupError::BadPlacement { column: 0, group: 1, index: 0, .. }), "{e:?}");
    assert!(e.to_string().starts_with("figure 1 of group 2 of column One is not on a legal spot"), "{e}");
}

#[test]
fn a_broken_chain_names_the_group_and_no_figure() {
    let mut s = two_by_two();
    s.columns[1].groups[1].members[0] = Point::inches(10, 46);
    let e = refused(&s);
    assert_eq!(e, SetupError::BrokenChain { column: 1, group: 1 });
    assert!(e.to_string().contains("group 2 of column Two"), "{e}");
}

#[test]
fn the_count_checks_count_groups_from_one_and_name_the_column_by_its_player() {
    let mut s = two_by_two();
    s.columns[1].groups[1].members.pop();
    let e = refused(&s);
    assert!(matches!(e, SetupError::WrongFigureCount { column: 1, group: 1, .. }), "{e:?}");
    assert!(e.to_string().starts_with("group 2 of column Two deploys"), "{e}");
    let mut s = two_by_two();
    s.columns[0].groups.clear();
    assert_eq!(refused(&s).to_string(), "column One has no group: a column needs at least one group");
}

/// A table's groups are capped well below the 16-bit ids (issue 29: 15,000 groups made one
/// decision's legal listing take seconds): a column of more than `MAX_GROUPS_PER_COLUMN` groups
/// is refused before anything else is checked, with a typed error naming the cap; a column of
/// exactly the cap is not refused for its size.
#[test]
fn a_column_has_at_most_the_cap_of_groups() {
    let mut s = two_by_two();
    s.columns[1].groups = (0..15_000).map(|i| line(1 + i % 60, 20 + i / 60 % 20)).collect();
    let e = refused(&s);
    assert_eq!(e, SetupError::TooManyGroups { column: 1, count: 15_000 });
    assert_eq!(e.code(), ErrorCode::InvalidSetup);
    assert!(e.to_string().contains(&MAX_GROUPS_PER_COLUMN.to_string()), "{e}");
    s.columns[1].groups.truncate(MAX_GROUPS_PER_COLUMN);
    assert!(!matches!(refused(&s), SetupError::TooManyGroups { .. }), "the cap itself is allowed");
    // Every built-in Adventure stays far below it.
    for name in crate::adventure::Adventure::builtin_names() {
        let setup = crate::deploy::builtin_adventure_setup(name, 0).expect("built in");
        assert!(setup.columns.iter().all(|c| c.groups.len() <= 8), "{name}");
    }
}
