//! The African Kingdoms' special rules in play (Congo rulebook, "The African Kingdoms"), with
//! scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::setup::GroupSetup;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Game, GroupId, What};
use congo_nile::tabletop::{Die, Point, RulesGame};

const A: GroupId = GroupId(0);
const D: GroupId = GroupId(1);

/// `attacker` (leading figure at 10, 10) 6" south of Cannibals (5 x Combat D8).
fn arena(attacker: GroupSetup, dice: Vec<u32>) -> Game {
    let s = setup(vec![attacker], vec![line("forest.cannibals", 10, 16)], TotemKind::Lion, dice);
    Game::new(&s).unwrap()
}

/// Figure 0 picks up the pace into the cannibals.
fn into_cannibals(engage: bool) -> Decision {
    Decision::Move {
        group: A,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14), Point::inches(10, 18)],
        engage: engage.then_some(D),
        formation: None,
    }
}

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

fn drop_of(g: &Game) -> (Vec<Die>, u8) {
    match ask(g) {
        Ask::Roll { dice, drop, .. } => (dice, drop),
        other => panic!("expected a roll, got {other:?}"),
    }
}

// rule: CG-AK-09
#[test]
fn insensible() {
    // Fanatical Warriors with two Movement tokens and a Combat token still pick up the pace into
    // a melee and discard no Combat die; the tokens still count toward four.
    let tokens = [StressKind::Movement, StressKind::Movement, StressKind::Combat];
    let g = arena(line("ak.fanatical_warriors", 10, 10), vec![]);
    let mut g = set_stress(&g, A, &tokens);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    assert_eq!(drop_of(&g), (vec![Die::D10; 4], 0));
    assert_eq!(g.groups()[0].stress.len(), 3);

    // The same tokens stop Married Warriors.
    let g = arena(line("ak.married_warriors", 10, 10), vec![]);
    let mut g = set_stress(&g, A, &tokens);
    reveal(&mut g, 5, 1);
    assert!(g.apply(Player::One, &into_cannibals(true)).is_err());
    assert!(g.legal_decisions(Player::One).iter().all(|d| !matches!(d, Decision::Move { group: A, .. })));

    // A Panic token does not keep them from moving; Terror tokens add no Terror hit.
    let g = arena(line("ak.fanatical_warriors", 10, 10), vec![]);
    let mut g = set_stress(&g, A, &[StressKind::Panic, StressKind::Terror, StressKind::Terror]);
    reveal(&mut g, 5, 1);
    assert!(g.legal_decisions(Player::One).iter().any(|d| matches!(d, Decision::Move { group: A, .. })));
    let g = arena(line("ak.fanatical_warriors", 10, 10), vec![]);
    let mut g = set_stress(&g, A, &[StressKind::Terror, StressKind::Terror]);
    reveal(&mut g, 1, 4);
    let ev = g.apply(Player::Two, &Decision::Terror { target: A }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Hits { group: A, hits: 1 })).is_some());
    assert_eq!(drop_of(&g), (vec![Die::D10], 0));
}

// rule: CG-AK-05
#[test]
fn charge() {
    let tokens = [StressKind::Movement, StressKind::Movement];
    let horn = with_character(line("ak.married_warriors", 10, 10), "ak.war_horn");
    let g = arena(horn, vec![]);
    let mut g = set_stress(&g, A, &tokens);
    reveal(&mut g, 5, 1);
    // Every Movement offered to the group engages; a plain move is refused.
    let moves: Vec<_> = g.legal_decisions(Player::One).into_iter().filter(|d| matches!(d, Decision::Move { group: A, .. })).collect();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|d| matches!(d, Decision::Move { engage: Some(_), .. })));
    let away = Decision::Move { group: A, leader: FigureId(0), path: vec![Point::inches(10, 7)], engage: None, formation: None };
    assert!(g.apply(Player::One, &away).is_err());
    // The charge picks up the pace despite the tokens and starts the melee.
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeAttack, .. }));
}

// rule: CG-AK-04
#[test]
fn fear_my_wrath() {
    // Married Warriors (5 x D10) and the War Chief (D8): 5 hits against 1: won by four, three
    // casualties; the cannibals retreat, draw their token (index 0: Shooting), then take a
    // Terror test: one hit, one Bravery D8 rolling 2 (fails): one more token (index 30 of 43:
    // Terror).
    let chief = with_character(line("ak.married_warriors", 10, 10), "ak.war_chief");
    let mut g = arena(chief, vec![5, 5, 5, 5, 5, 1, 5, 1, 1, 1, 1, 0, 2, 29]);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    assert_eq!(drop_of(&g).0, vec![Die::D10, Die::D10, Die::D10, Die::D10, Die::D10, Die::D8]);
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &roll()).unwrap();
    let ev = g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9), FigureId(10)] }).unwrap();
    let k = kinds(&ev);
    let at = |s: &str| k.iter().position(|x| x == s).unwrap();
    assert!(at("retreated") < at("stress_drawn"));
    assert!(at("stress_drawn") < at("special_rule_used"));
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Terror, group: D, .. }));
    let ev = g.apply(Player::Two, &roll()).unwrap();
    assert!(find(&ev, |w| matches!(w, What::StressDrawn { group: D, token: Some(StressKind::Terror), .. })).is_some());
    assert_eq!(g.groups()[1].stress, vec![StressKind::Shooting, StressKind::Terror]);
}

// rule: CG-AK-04
#[test]
fn fear_my_wrath_needs_a_win() {
    // A draw (1 hit each): no Terror test.
    let chief = with_character(line("ak.married_warriors", 10, 10), "ak.war_chief");
    let mut g = arena(chief, vec![5, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 0, 0]);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &roll()).unwrap();
    assert!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).is_none());
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}
