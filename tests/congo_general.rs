//! The general principles in play (Congo rulebook, "Exploring the Congo", "Surviving in
//! Africa": the table, tokens, groups and formations, facing, bases, measuring at any time).

mod congo_common;
use congo_common::*;
use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::geometry::{BASE_DIAMETER, L, Table, TableSpec, groups_distance, in_contact, overlaps};
use congo_nile::congo::setup::GroupSetup;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::{StressBag, StressKind};
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Decision, Game, GroupId, SetupError, What};
use congo_nile::tabletop::{DiceSource, Length, Point, RulesGame};

const G0: GroupId = GroupId(0);
const G1: GroupId = GroupId(1);

fn far() -> Vec<GroupSetup> {
    vec![line("forest.cannibals", 40, 40)]
}

fn at(x_milli: i32, y_milli: i32) -> Point {
    Point::new(Length::milli(x_milli), Length::milli(y_milli))
}

/// Base centres of a group's living figures, as a player's view shows them.
fn seen(g: &Game, viewer: Player, group: GroupId) -> Vec<Point> {
    let view = g.view(viewer);
    view.groups[usize::from(group.0)].figures.iter().map(|f| view.figures[usize::from(f.0)].at).collect()
}

// rule: CG-GEN-01
#[test]
fn the_table_is_72_by_48_unless_the_adventure_says_otherwise() {
    let table = Table::default();
    assert_eq!((table.width(), table.height()), (Length::inches(72), Length::inches(48)));
    // Cannibals in a row from x = 67 end at 71 (base edge 71.5): on the table; from 68 the last
    // base would stick out past 72.
    let fits = setup(vec![line("forest.cannibals", 67, 10)], far(), TotemKind::Lion, vec![]);
    assert!(Game::new(&fits).is_ok());
    let off = setup(vec![line("forest.cannibals", 68, 10)], far(), TotemKind::Lion, vec![]);
    assert!(matches!(Game::new(&off), Err(SetupError::BadPlacement { column: 0, .. })));
    // An adventure's 48" x 48" table: the same row at x = 67 is off it.
    let mut small = fits.clone();
    small.table =
        Table::new(TableSpec { width: Length::inches(48), height: Length::inches(48), ..TableSpec::default() })
            .unwrap();
    small.columns[1].groups = vec![line("forest.cannibals", 10, 40)];
    assert!(matches!(Game::new(&small), Err(SetupError::BadPlacement { .. })));
    // The built-in Adventures play on the standard table.
    for name in Adventure::builtin_names() {
        let a = Adventure::builtin(name).unwrap();
        assert_eq!((a.table.width, a.table.height), (Length::inches(72), Length::inches(48)), "{name}");
    }
}

// rule: CG-GEN-03
#[test]
fn tokens_stress_drawn_blind_initiative_and_smoke() {
    // The Stress bag: 45 tokens; the dice, not a player, pick the one drawn.
    let mut bag = StressBag::default();
    assert_eq!(bag.total(), 45);
    assert_eq!(bag.draw(&mut DiceSource::scripted([0])).unwrap(), Some(StressKind::Shooting));
    assert_eq!(bag.draw(&mut DiceSource::scripted([43])).unwrap(), Some(StressKind::Panic));
    assert_eq!(bag.total(), 43);
    // A game: the Initiative token has one holder, the views show the bag only as counts, and
    // muskets leave a smoke marker (dice: 5D8 all miss, then the musket's token, index 0).
    let mut s = setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("forest.cannibals", 10, 20)],
        TotemKind::Lion,
        vec![1, 1, 1, 1, 1, 0],
    );
    s.initiative = Player::Two;
    let mut g = Game::new(&s).unwrap();
    assert_eq!(g.initiative(), Player::Two);
    for p in Player::BOTH {
        let v = g.view(p);
        assert_eq!(v.initiative, Player::Two);
        assert_eq!(v.bag.iter().map(|(_, n)| u32::from(*n)).sum::<u32>(), 45);
    }
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(0), target: G1, giraffe: None }).unwrap();
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(g.groups()[0].smoke);
    assert!(find(&ev, |w| matches!(w, What::StressDrawn { .. })).is_some());
    assert_eq!(g.bag().total(), 44);
    // An Adventure adds Animal Stress and Special Event tokens.
    let clearing = Adventure::builtin("gorilla_clearing").unwrap();
    assert!(clearing.animal_tokens() > 0 && !clearing.event_tokens().is_empty());
}

// rule: CG-GEN-05
#[test]
fn a_group_moves_as_one() {
    // Cannibals (5 figures, fixed by the profile) move: every figure goes, the group stays
    // one chain and has acted for the step.
    let g0 = {
        let s = setup(vec![line("forest.cannibals", 10, 10)], far(), TotemKind::Lion, vec![]);
        Game::new(&s).unwrap()
    };
    assert_eq!(g0.groups()[0].figures.len(), 5);
    let mut g = g0.clone();
    reveal(&mut g, 2, 1);
    let walk = Decision::Move {
        group: G0,
        leader: FigureId(2),
        path: vec![Point::inches(12, 14)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &walk).unwrap();
    for i in 0..5 {
        assert!(g.figures()[i].at.y > g0.figures()[i].at.y, "figure {i} moved with its group");
    }
    let pts: Vec<Point> = g.figures()[..5].iter().map(|f| f.at).collect();
    assert!(congo_nile::congo::geometry::is_chain(&pts));
    // The same group may not take card 2's Shooting action in the same step.
    assert!(g.legal_decisions(Player::One).iter().all(|d| !matches!(d, Decision::Shoot { group, .. } if *group == G0)));
}

// rule: CG-GEN-09, CG-MOVE-07
#[test]
fn a_move_that_breaks_the_chain_is_refused() {
    // Cannibals at (10..14, 10); figure 0 leads north to (10, 14).
    let s = setup(vec![line("forest.cannibals", 10, 10)], far(), TotemKind::Lion, vec![]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 7, 1);
    let mv = |xs: [i32; 5]| Decision::Move {
        group: G0,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14)],
        engage: None,
        formation: Some(xs.iter().map(|x| Point::inches(*x, 14)).collect()),
        giraffe: None,
    };
    let before = json(&g);
    let err = g.apply(Player::One, &mv([10, 11, 12, 14, 15])).unwrap_err();
    assert!(err.to_string().contains("chain"), "{err}");
    assert_eq!(before, json(&g), "refused, nothing changed");
    // A file is one chain, but not a gathering while there is room beside the leader
    // (CG-MOVE-07): refused, with the spot a figure could take.
    let err = g.apply(Player::One, &mv([10, 11, 12, 13, 14])).unwrap_err();
    assert!(err.to_string().contains("base contact with the leading figure"), "{err}");
    assert_eq!(before, json(&g), "refused, nothing changed");
    // Around the leader (east, west, and the two spots south of them): accepted.
    let ring = |x: i32, y: i32| Point::new(Length(x), Length(y));
    let around = vec![
        Point::inches(10, 14),
        Point::inches(11, 14),
        Point::inches(9, 14),
        ring(10_500, 13_133),
        ring(9_500, 13_133),
    ];
    let gathered = Decision::Move {
        group: G0,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14)],
        engage: None,
        formation: Some(around.clone()),
        giraffe: None,
    };
    g.apply(Player::One, &gathered).unwrap();
    assert_eq!(g.figures()[4].at, around[4]);
    // Deployed with a gap: refused too.
    let mut gap = line("forest.cannibals", 10, 10);
    gap.members[4] = Point::inches(16, 10);
    let s = setup(vec![gap], far(), TotemKind::Lion, vec![]);
    assert!(matches!(Game::new(&s), Err(SetupError::BrokenChain { column: 0, group: 0 })));
}

// rule: CG-GEN-10
#[test]
fn facing_is_irrelevant() {
    // Zanzibaris in the middle of the table; Cannibals 6" away north, south, east and west:
    // every one is a target. A figure has a base position and nothing else.
    let s = setup(
        vec![line("zan.zanzibaris", 30, 24)],
        vec![
            line("forest.cannibals", 30, 31),
            line("forest.cannibals", 30, 17),
            line("forest.cannibals", 41, 24),
            line("forest.cannibals", 19, 24),
        ],
        TotemKind::Lion,
        vec![],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    assert_eq!(shoot_targets(&g, Player::One), vec![GroupId(1), GroupId(2), GroupId(3), GroupId(4)]);
    let figure = serde_json::to_value(g.figures()[0]).unwrap();
    let mut keys: Vec<&str> = figure.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    keys.sort();
    assert_eq!(keys, ["alive", "at", "group", "role"]);
}

// rule: CG-GEN-11
#[test]
fn every_base_is_a_1_inch_round_base() {
    assert_eq!(BASE_DIAMETER, Length::inches(1));
    // Round: centres 1" apart on a diagonal (0.6", 0.8") touch; (0.7", 0.7") overlap;
    // (0.8", 0.8") neither touch nor overlap (square bases would overlap).
    let o = at(0, 0);
    assert!(in_contact(o, at(600, 800)) && !overlaps(o, at(600, 800)));
    assert!(overlaps(o, at(700, 700)));
    assert!(!in_contact(o, at(800, 800)) && !overlaps(o, at(800, 800)));
    // A group deployed along that diagonal is one chain; 0.9" apart, the bases overlap.
    let mut diagonal = line("forest.cannibals", 10, 10);
    diagonal.members = (0..5).map(|i| at(10_000 + 600 * i, 10_000 + 800 * i)).collect();
    assert!(Game::new(&setup(vec![diagonal], far(), TotemKind::Lion, vec![])).is_ok());
    let mut crowded = line("forest.cannibals", 10, 10);
    crowded.members = (0..5).map(|i| at(10_000 + 900 * i, 10_000)).collect();
    assert!(matches!(
        Game::new(&setup(vec![crowded], far(), TotemKind::Lion, vec![])),
        Err(SetupError::BadPlacement { .. })
    ));
}

// rule: CG-MEAS-03
#[test]
fn any_distance_may_be_measured_at_any_time() {
    // Zanzibaris (muskets, L) and two Cannibal groups: one 11" away, one 13" away (base to base).
    let s = setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("forest.cannibals", 10, 22), line("forest.cannibals", 30, 24)],
        TotemKind::Lion,
        vec![1, 1, 1, 1, 1, 0],
    );
    let mut g = Game::new(&s).unwrap();
    let (near, beyond) = (GroupId(1), GroupId(2));
    // Both players may measure from their own views, even while the cards are secret.
    for p in Player::BOTH {
        let d = groups_distance(&seen(&g, p, G0), &seen(&g, p, near)).unwrap();
        assert_eq!(d, Length::inches(11));
        assert!(groups_distance(&seen(&g, p, G0), &seen(&g, p, beyond)).unwrap() > L);
    }
    // What the measure says is what the rules then allow: measure before declaring.
    reveal(&mut g, 6, 1);
    assert_eq!(shoot_targets(&g, Player::One), vec![near]);
    let before = json(&g);
    assert!(
        g.apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(0), target: beyond, giraffe: None })
            .is_err()
    );
    assert_eq!(before, json(&g), "a declared shot out of range is refused and costs nothing");
    // In the middle of a shot (the roll is pending), measuring still works for both.
    g.apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(0), target: near, giraffe: None }).unwrap();
    for p in Player::BOTH {
        assert_eq!(groups_distance(&seen(&g, p, G0), &seen(&g, p, near)), Some(Length::inches(11)));
    }
}
