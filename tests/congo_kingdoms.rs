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
        giraffe: None,
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
    let moves: Vec<_> =
        g.legal_decisions(Player::One).into_iter().filter(|d| matches!(d, Decision::Move { group: A, .. })).collect();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|d| matches!(d, Decision::Move { engage: Some(_), .. })));
    let away = Decision::Move {
        group: A,
        leader: FigureId(0),
        path: vec![Point::inches(10, 7)],
        engage: None,
        formation: None,
        giraffe: None,
    };
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
    let mut ev = g
        .apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9), FigureId(10)] })
        .unwrap();
    ev.extend(lead(&mut g, 0));
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
    let mut ev = g.apply(Player::Two, &roll()).unwrap();
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::Retreated { group: D, .. })).is_some());
    assert!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).is_none());
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

// rule: CG-AK-02
#[test]
fn frenzy() {
    // Married Warriors (5 x D10) and the Prince (D10) engage; a warrior is sacrificed for three
    // more D10s; the cannibals have no Prince and are not asked.
    let prince = with_character(line("ak.married_warriors", 10, 10), "ak.prince");
    let mut g = arena(prince, vec![]);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    let Ask::Frenzy { group: A, figures } = ask(&g) else { panic!("frenzy asked: {:?}", ask(&g)) };
    assert!(!figures.contains(&FigureId(5)), "not the prince himself");
    let legal = g.legal_decisions(Player::One);
    assert_eq!(legal.len(), figures.len() + 1);
    assert!(legal.contains(&Decision::Frenzy { figure: None }));
    // A figure outside the list is refused and changes nothing.
    let before = json(&g);
    assert!(g.apply(Player::One, &Decision::Frenzy { figure: Some(FigureId(5)) }).is_err());
    assert!(g.apply(Player::One, &Decision::Frenzy { figure: Some(FigureId(7)) }).is_err());
    assert_eq!(before, json(&g));
    let ev = g.apply(Player::One, &Decision::Frenzy { figure: Some(figures[0]) }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::FigureRemoved { group: A, .. })).is_some());
    assert!(!g.figures()[usize::from(figures[0].0)].alive);
    assert_eq!(drop_of(&g), (vec![Die::D10; 8], 0));

    // Declined: the usual six dice.
    let prince = with_character(line("ak.married_warriors", 10, 10), "ak.prince");
    let mut g = arena(prince, vec![]);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    g.apply(Player::One, &Decision::Frenzy { figure: None }).unwrap();
    assert_eq!(drop_of(&g), (vec![Die::D10; 6], 0));
}

// rule: CG-AK-02
#[test]
fn frenzy_of_the_engaged_group() {
    // The Prince's group is engaged: it is asked after the attacker.
    let prince = with_character(line("ak.married_warriors", 10, 16), "ak.prince");
    let s = setup(vec![line("forest.cannibals", 10, 10)], vec![prince], TotemKind::Lion, vec![]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &into_cannibals(true)).unwrap();
    assert!(matches!(ask(&g), Ask::Frenzy { group: D, .. }));
    assert_eq!(g.to_decide(), vec![Player::Two]);
}

// rule: CG-AK-01
#[test]
fn authority() {
    // The King's group (a Combat token) engages; Askaris of his column stand within M (a
    // Terror token); far away Askaris (a Shooting token) and the cannibals (a Movement token)
    // are out of his reach. 2D8: 5 and 1, one success.
    let king = with_character(line("ak.married_warriors", 10, 10), "ak.king");
    let s = setup(
        vec![king, line("ak.askaris", 17, 12), line("ak.askaris", 40, 40)],
        vec![line("forest.cannibals", 10, 16)],
        TotemKind::Lion,
        vec![5, 1],
    );
    let g = Game::new(&s).unwrap();
    let (near, far, cannibals) = (GroupId(1), GroupId(2), GroupId(3));
    let g = set_stress(&g, A, &[StressKind::Combat]);
    let g = set_stress(&g, near, &[StressKind::Terror]);
    let g = set_stress(&g, far, &[StressKind::Shooting]);
    let mut g = set_stress(&g, cannibals, &[StressKind::Movement]);
    reveal(&mut g, 5, 1);
    let ev = g.apply(Player::One, &charge_into(A, cannibals)).unwrap();
    assert!(find(&ev, |w| matches!(w, What::SpecialRuleRolled { group: A, successes: 1, .. })).is_some());
    assert_eq!(ask(&g), Ask::RemoveStress { count: 1, groups: vec![A, near] });
    assert_eq!(
        g.legal_decisions(Player::One),
        vec![
            Decision::RemoveStress { group: A, token: StressKind::Combat },
            Decision::RemoveStress { group: near, token: StressKind::Terror },
        ]
    );
    assert!(g.apply(Player::One, &Decision::RemoveStress { group: far, token: StressKind::Shooting }).is_err());
    assert!(g.apply(Player::One, &Decision::RemoveStress { group: A, token: StressKind::Terror }).is_err());
    let ev = g.apply(Player::One, &Decision::RemoveStress { group: A, token: StressKind::Combat }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::StressReturned { group: A, token: StressKind::Combat })).is_some());
    // Its Combat token gone, the King's group rolls every die.
    assert_eq!(drop_of(&g), (vec![Die::D10, Die::D10, Die::D10, Die::D10, Die::D10, Die::D10], 0));
    assert_eq!(g.bag().total(), 45 - 3);
}

/// Play out the current turn with every card ended at once.
fn pass_turn(g: &mut Game, steps: [(u8, u8); 3]) {
    for (one, two) in steps {
        reveal(g, one, two);
        while let Some(p) = g.prompts().first().filter(|p| matches!(p.ask, Ask::CardAction { .. })).map(|p| p.player) {
            g.apply(p, &Decision::EndCard).unwrap();
        }
    }
}

// rule: CG-AK-03
#[test]
fn litany() {
    // The War Drum's column (One) holds a Combat token; the enemy cannibals a Terror and a
    // Panic token. At the beginning of turn 2, One is asked before the Action cards.
    let drum = with_character(line("ak.married_warriors", 10, 10), "ak.war_drum");
    let s = setup(vec![drum], vec![line("forest.cannibals", 10, 30)], TotemKind::Lion, vec![]);
    let g = Game::new(&s).unwrap();
    assert!(matches!(ask(&g), Ask::ChooseActionCards { .. }), "no token on the table: not asked");
    let g = set_stress(&g, A, &[StressKind::Combat]);
    let mut g = set_stress(&g, D, &[StressKind::Terror, StressKind::Panic]);
    pass_turn(&mut g, [(5, 1), (1, 2), (2, 3)]);
    // Panic went back in the end phase: only the Terror token is left to the cannibals.
    assert_eq!(g.turn(), 2);
    assert_eq!(g.prompts().len(), 1);
    assert_eq!(ask(&g), Ask::Litany);
    assert_eq!(g.to_decide(), vec![Player::One]);
    let swap = congo_nile::congo::special::kingdoms::LitanySwap {
        a: A,
        a_gives: StressKind::Combat,
        b: D,
        b_gives: StressKind::Terror,
    };
    assert_eq!(
        g.legal_decisions(Player::One),
        vec![Decision::Litany { swap: None }, Decision::Litany { swap: Some(swap) }]
    );
    // The Action cards wait; a token the group does not hold is refused.
    assert!(g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![1, 2, 3] }).is_err());
    let bad = congo_nile::congo::special::kingdoms::LitanySwap { a_gives: StressKind::Movement, ..swap };
    assert!(g.apply(Player::One, &Decision::Litany { swap: Some(bad) }).is_err());
    let ev = g.apply(Player::One, &Decision::Litany { swap: Some(swap) }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::StressExchanged { .. })).is_some());
    assert_eq!(g.groups()[0].stress, vec![StressKind::Terror]);
    assert_eq!(g.groups()[1].stress, vec![StressKind::Combat]);
    assert!(matches!(ask(&g), Ask::ChooseActionCards { .. }));
}
