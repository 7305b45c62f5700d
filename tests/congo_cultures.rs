//! Each culture musters a legal 100-point column from the built-in rosters and plays it through
//! a full game against the demo's Forest Tribes warband, with the random Bot (Congo rulebook,
//! "Mustering the Column" and the culture chapters): every special rule the column carries is
//! met in play without breaking the engine's invariants.

use congo_nile::congo::demo;
use congo_nile::congo::muster::{ColumnList, Joining, MusterRules, MusteredColumn};
use congo_nile::congo::profile::{Culture, ProfileId};
use congo_nile::congo::rosters::Roster;
use congo_nile::congo::setup::{Components, DiceSetup, Environment, Setup};
use congo_nile::congo::{Game, Player};
use congo_nile::tabletop::{Bot, Point, RulesGame, random_playout};

fn muster(
    culture: Culture,
    groups: &[&str],
    characters: &[(&str, usize)],
    auxiliaries: &[(&str, usize)],
) -> MusteredColumn {
    let list = ColumnList {
        culture,
        groups: groups.iter().map(|g| ProfileId::new(g)).collect(),
        characters: characters.iter().map(|(c, g)| Joining::new(c, *g)).collect(),
        auxiliaries: auxiliaries.iter().map(|(a, g)| Joining::new(a, *g)).collect(),
    };
    let column = list.validate(&Roster::builtin(), &MusterRules::budget(100)).expect("a legal column");
    // African Kingdoms' printed points (22, 22, 11, auxiliaries 2) cannot make exactly 100;
    // a Sultanate column with the Baluchis (23) makes 95 at most.
    assert!((95..=100).contains(&column.cost), "a 100-point column: {}", column.cost);
    column
}

/// Play `column` against the demo warband for every seed; each game ends with points.
fn play(column: &MusteredColumn, seeds: &[u64]) {
    let anchors: Vec<Point> = (0..column.groups.len() as i32).map(|i| Point::inches(2 + 11 * i, 6)).collect();
    let one = demo::deploy(column, "column", &anchors);
    let two = demo::deploy(
        &demo::tribe().expect("the demo warband musters"),
        "warband",
        &[Point::inches(14, 40), Point::inches(26, 40), Point::inches(40, 40), Point::inches(54, 40)],
    );
    for &seed in seeds {
        let setup = Setup {
            table: demo::table(),
            environment: Environment::Jungle,
            columns: [one.clone(), two.clone()],
            turns: 6,
            initiative: Player::One,
            dice: DiceSetup::Seeded { seed },
            components: Components::default(),
            adventure: None,
        };
        let mut g = Game::new(&setup).expect("a valid setup");
        random_playout(&mut g, &mut Bot::new(seed ^ 0x5eed), 200_000).expect("the game ends");
        assert!(g.is_over() && g.points().is_some(), "seed {seed}");
    }
}

// rule: CG-WME-01
// rule: CG-WME-02
// rule: CG-WME-03
// rule: CG-WME-07
// rule: CG-WME-08
// rule: CG-WME-10
#[test]
fn a_white_men_expedition_plays_a_full_game() {
    let column = muster(
        Culture::WhiteMenExpeditions,
        &[
            "wme.soldiers",
            "wme.trained_askaris",
            "wme.trained_askaris",
            "wme.adventurers",
            "wme.trained_askaris",
            "wme.trained_askaris",
        ],
        &[("wme.retired_officer", 0), ("wme.kirangozi", 1)],
        &[("wme.bearers", 1), ("wme.bearers", 3)],
    );
    play(&column, &[1, 2, 3]);
}

// rule: CG-ZAN-03
// rule: CG-ZAN-04
// rule: CG-ZAN-07
#[test]
fn a_sultanate_column_plays_a_full_game() {
    let column = muster(
        Culture::SultanateOfZanzibar,
        &[
            "zan.zanzibaris",
            "zan.trained_troops",
            "zan.zanzibaris",
            "zan.trained_troops",
            "zan.zanzibaris",
            "zan.trained_troops",
        ],
        &[("zan.sheikh", 0), ("zan.trader", 1)],
        &[("zan.bearers", 2), ("zan.bearers", 3)],
    );
    assert_eq!(column.cost, 100);
    play(&column, &[1, 2, 3]);
}

// rule: CG-ZAN-01
// rule: CG-ZAN-05
// rule: CG-ZAN-10
#[test]
fn a_sultanate_column_with_baluchis_plays_a_full_game() {
    let column = muster(
        Culture::SultanateOfZanzibar,
        &["zan.baluchis", "zan.trained_troops", "zan.zanzibaris", "zan.trained_troops", "zan.zanzibaris"],
        &[("zan.emir", 1), ("zan.brute", 0)],
        &[("zan.bearers", 0), ("zan.bearers", 2), ("zan.bearers", 3), ("zan.bearers", 4)],
    );
    play(&column, &[4, 5, 6]);
}

// rule: CG-AK-01
// rule: CG-AK-02
// rule: CG-AK-09
#[test]
fn an_african_kingdom_with_the_king_and_the_prince_plays_a_full_game() {
    let column = muster(
        Culture::AfricanKingdoms,
        &[
            "ak.married_warriors",
            "ak.fanatical_warriors",
            "ak.askaris",
            "ak.askaris",
            "ak.askaris",
            "ak.married_warriors",
        ],
        &[("ak.king", 0), ("ak.prince", 5)],
        &[],
    );
    play(&column, &[1, 2]);
}

// rule: CG-AK-03
// rule: CG-AK-04
// rule: CG-AK-05
#[test]
fn an_african_kingdom_with_the_war_drum_war_chief_and_war_horn_plays_full_games() {
    let chief = muster(
        Culture::AfricanKingdoms,
        &[
            "ak.married_warriors",
            "ak.married_warriors",
            "ak.married_warriors",
            "ak.askaris",
            "ak.askaris",
            "ak.askaris",
        ],
        &[("ak.war_chief", 0), ("ak.war_horn", 1)],
        &[],
    );
    play(&chief, &[3]);
    let drum = muster(
        Culture::AfricanKingdoms,
        &[
            "ak.married_warriors",
            "ak.fanatical_warriors",
            "ak.askaris",
            "ak.askaris",
            "ak.askaris",
            "ak.married_warriors",
        ],
        &[("ak.war_drum", 0), ("ak.war_horn", 5)],
        &[],
    );
    play(&drum, &[4]);
}

// rule: CG-FOREST-07
// rule: CG-FOREST-08
// rule: CG-FOREST-12
#[test]
fn a_forest_tribe_plays_a_full_game() {
    let column = muster(
        Culture::ForestTribes,
        &[
            "forest.cannibals",
            "forest.cannibals",
            "forest.warriors",
            "forest.warriors",
            "forest.young_warriors",
            "forest.hunters",
        ],
        &[("forest.chieftain", 2), ("forest.healer", 5)],
        &[],
    );
    play(&column, &[5, 6]);
    let trance = muster(
        Culture::ForestTribes,
        &[
            "forest.cannibals",
            "forest.cannibals",
            "forest.warriors",
            "forest.young_warriors",
            "forest.hunters",
            "forest.young_warriors",
        ],
        &[("forest.champion", 2)],
        &[("forest.sacred_warriors", 0), ("forest.sacred_warriors", 1)],
    );
    play(&trance, &[7]);
}
