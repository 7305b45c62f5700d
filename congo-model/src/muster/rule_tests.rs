//! The column's composition rules of "Surviving in Africa" (Columns and cultures) and
//! "Mustering the Column" (Auxiliaries, Groups), checked through [`ColumnList::validate`].

use alloc::vec;
use alloc::vec::Vec;

use super::*;
use crate::profile::ProfileId;

fn column(
    culture: Culture,
    groups: &[&str],
    characters: &[(&str, usize)],
    auxiliaries: &[(&str, usize)],
) -> ColumnList {
    ColumnList {
        culture,
        groups: groups.iter().map(|g| ProfileId::new(g)).collect(),
        characters: characters.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
        auxiliaries: auxiliaries.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
    }
}

#[test]
fn a_column_is_one_players_groups_and_characters_of_one_culture() {
    // rule: CG-GEN-04
    let roster = Roster::builtin();
    let wme = Culture::WhiteMenExpeditions;
    let legal = column(wme, &["wme.soldiers", "wme.trained_askaris"], &[("wme.explorer", 0)], &[("wme.bearers", 1)]);
    let mustered = legal.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!(mustered.culture, wme);
    for g in &mustered.groups {
        assert_eq!(g.profile.culture, wme);
        assert!(g.characters.iter().all(|c| c.culture == wme));
        assert!(g.auxiliaries.iter().all(|a| a.culture == wme));
    }
    // A group, a character and an auxiliary from three other lists: three refusals.
    let mixed =
        column(wme, &["wme.soldiers", "zan.zanzibaris"], &[("forest.chieftain", 0)], &[("ak.sacred_warriors", 1)]);
    let errors = mixed.validate(&roster, &MusterRules::budget(100)).expect_err("mixed").0;
    let foreign: Vec<&str> = errors
        .iter()
        .filter_map(|e| match e {
            MusterError::WrongCulture { id, expected, .. } if *expected == wme => Some(id.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(foreign, ["zan.zanzibaris", "forest.chieftain", "ak.sacred_warriors"]);
}

#[test]
fn auxiliaries_have_no_stars_and_are_paid_from_the_budget() {
    // rule: CG-MUSTER-16
    let roster = Roster::builtin();
    let wme = Culture::WhiteMenExpeditions;
    let bare = column(wme, &["wme.soldiers", "wme.trained_askaris"], &[("wme.explorer", 0)], &[]);
    let with_bearers = column(
        wme,
        &["wme.soldiers", "wme.trained_askaris"],
        &[("wme.explorer", 0)],
        &[("wme.bearers", 0), ("wme.bearers", 1)],
    );
    assert_eq!((bare.cost(&roster), bare.stars(&roster)), (37, 3));
    assert_eq!((with_bearers.cost(&roster), with_bearers.stars(&roster)), (41, 3), "2 points each, no star");
    let bearers = serde_json::to_value(roster.auxiliary("wme.bearers").expect("bearers")).expect("json");
    assert!(bearers.get("stars").is_none() && bearers["points"] == 2);
    // The bearers alone push the column past a 40-point budget.
    assert!(bare.validate(&roster, &MusterRules::budget(40)).is_ok());
    assert_eq!(
        with_bearers.validate(&roster, &MusterRules::budget(40)).expect_err("over").0,
        vec![MusterError::OverBudget { cost: 41, budget: 40 }]
    );
    let mustered = with_bearers.validate(&roster, &MusterRules::budget(41)).expect("exactly the budget");
    assert_eq!((mustered.cost, mustered.stars), (41, 3));
}

#[test]
fn a_groups_figures_are_fixed_by_its_type() {
    // rule: CG-MUSTER-17, CG-GEN-05
    let roster = Roster::builtin();
    for g in roster.groups.iter().filter(|g| g.complete) {
        assert!((3..=6).contains(&g.figures), "{} has {}", g.id, g.figures);
    }
    // The list names groups, never a number of figures: Soldiers are four, the Explorer and a
    // bearer join them on top.
    let wme = Culture::WhiteMenExpeditions;
    let list = column(wme, &["wme.soldiers"], &[("wme.explorer", 0)], &[("wme.bearers", 0)]);
    let mustered = list.validate(&roster, &MusterRules::budget(100)).expect("legal");
    let soldiers = &mustered.groups[0];
    assert_eq!((soldiers.profile.figures, soldiers.characters.len(), soldiers.auxiliaries.len()), (4, 1, 1));
}
