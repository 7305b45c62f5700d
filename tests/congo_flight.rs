//! Running Away and the movement rules the engine enforces, with scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Game, GroupId, What};
use congo_nile::tabletop::{Point, RulesGame};

const G1: GroupId = GroupId(0);
const G2: GroupId = GroupId(1);

/// Terror on `G2` (four Combat tokens) with one failed Bravery die: it must flee.
fn terrorize(g: &mut Game) -> Vec<congo_nile::congo::Event> {
    *g = set_stress(g, G2, &[StressKind::Combat; 4]);
    reveal(g, 4, 1);
    let mut ev = g.apply(Player::One, &Decision::Terror { target: G2 }).unwrap();
    ev.extend(g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    ev
}

// rule: CG-FLIGHT-08
// rule: CG-FLIGHT-09
// rule: CG-FLIGHT-11
#[test]
fn a_flight_cut_short_by_the_table_edge_costs_a_figure() {
    // Cannibals 1.5" from the west edge, no enemy within M: they flee west and stop at the edge.
    let s =
        setup(vec![line("forest.cannibals", 40, 40)], vec![line("forest.cannibals", 2, 10)], TotemKind::Lion, vec![1]);
    let mut g = Game::new(&s).unwrap();
    let mut ev = terrorize(&mut g);
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::Fled { threat: None, limited: true, .. })).is_some());
    assert!(g.groups()[1].figures.iter().all(|f| g.figures()[usize::from(f.0)].at.x.units() >= 500));
    assert!(matches!(ask(&g), Ask::Casualties { group: G2, count: 1, character_must_fall: false }));
}

// rule: CG-FLIGHT-11
// rule: CG-FLIGHT-08
// rule: CG-FLIGHT-04
#[test]
fn the_leader_chosen_decides_whether_the_table_edge_stops_a_flight() {
    // The same flight toward the west edge. Led by the westernmost cannibal, the stick (laid
    // as if the table had no edge) runs off the table: the group stops at the edge and loses a
    // figure. Led by the easternmost one, whose stick must pivot clear of his own group's
    // bases, the full S stays on the table: no figure lost.
    let s =
        setup(vec![line("forest.cannibals", 40, 40)], vec![line("forest.cannibals", 2, 10)], TotemKind::Lion, vec![1]);
    let mut g = Game::new(&s).unwrap();
    terrorize(&mut g);
    let Ask::RunAwayLeader { group: G2, figures } = ask(&g) else { panic!("the owner chooses: {:?}", ask(&g)) };
    assert_eq!(figures, g.groups()[1].figures, "every stick can be laid a full S");
    let mut west = g.clone();
    let ev = west.apply(Player::Two, &Decision::RunAwayLeader { figure: FigureId(5) }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Fled { threat: None, limited: true, .. })).is_some());
    assert_eq!(west.figures()[5].at.x.units(), 500, "the leader stops in contact with the edge");
    assert!(matches!(ask(&west), Ask::Casualties { group: G2, count: 1, .. }));
    let ev = g.apply(Player::Two, &Decision::RunAwayLeader { figure: FigureId(9) }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Fled { threat: None, limited: false, .. })).is_some());
    assert!(!matches!(ask(&g), Ask::Casualties { .. }), "a full S costs no figure");
    assert!(g.groups()[1].figures.len() == 5 && west.groups()[1].figures.len() == 5);
}

// rule: CG-FLIGHT-07
// rule: CG-FLIGHT-06
#[test]
fn a_threatened_flight_runs_from_the_closest_enemy() {
    let s =
        setup(vec![line("forest.cannibals", 30, 20)], vec![line("forest.cannibals", 30, 25)], TotemKind::Lion, vec![1]);
    let mut g = Game::new(&s).unwrap();
    let before = g.figures()[5].at.y;
    let mut ev = terrorize(&mut g);
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::Fled { threat: Some(G1), limited: false, .. })).is_some());
    // The flight is told, then its move.
    let k = kinds(&ev);
    let fled = k.iter().position(|k| k == "fled").expect("fled");
    assert_eq!(k.get(fled + 1).map(String::as_str), Some("moved"), "{k:?}");
    let after = g.groups()[1].figures.iter().map(|f| g.figures()[usize::from(f.0)].at.y).min().unwrap();
    assert!(after > before, "farther north, away from the group to the south");
}

// rule: CG-FLIGHT-06
// rule: CG-FLIGHT-07
// rule: CG-FLIGHT-04
#[test]
fn the_owner_chooses_the_figure_leading_a_flight() {
    // "Choose freely the leading figure": every Cannibal can lead the full S away from the
    // enemy to the south, so the owner is asked; the chosen figure leads (the stick placed as
    // far as possible from the threat), and a figure not offered is refused.
    let s =
        setup(vec![line("forest.cannibals", 30, 20)], vec![line("forest.cannibals", 30, 25)], TotemKind::Lion, vec![1]);
    let mut g = Game::new(&s).unwrap();
    let ev = terrorize(&mut g);
    assert!(find(&ev, |w| matches!(w, What::Fled { .. })).is_none(), "no move before the choice");
    let Ask::RunAwayLeader { group, figures } = ask(&g) else { panic!("the owner chooses the leading figure") };
    assert_eq!(group, G2);
    assert_eq!(figures, g.groups()[1].figures, "every figure can lead the full S");
    let legal = g.legal_decisions(Player::Two);
    assert_eq!(legal, figures.iter().map(|&figure| Decision::RunAwayLeader { figure }).collect::<Vec<_>>());
    assert!(
        g.apply(Player::Two, &Decision::RunAwayLeader { figure: FigureId(0) }).is_err(),
        "not one of the group's figures"
    );
    let chosen = *figures.last().unwrap();
    let before = g.figures()[usize::from(chosen.0)].at;
    let ev = g.apply(Player::Two, &Decision::RunAwayLeader { figure: chosen }).unwrap();
    let moved = find(&ev, |w| matches!(w, What::Moved { group: G2, .. })).expect("the flight move");
    let What::Moved { leader, .. } = &moved.what else { unreachable!() };
    assert_eq!(*leader, chosen);
    assert!(find(&ev, |w| matches!(w, What::Fled { threat: Some(G1), limited: false, .. })).is_some());
    let after = g.figures()[usize::from(chosen.0)].at;
    assert!(after.y > before.y, "the chosen leader ran north, away from the enemy");
}

// rule: CG-MOVE-10
// rule: CG-MOVE-01
#[test]
fn a_group_moves_once_per_step() {
    let s =
        setup(vec![line("forest.cannibals", 10, 10)], vec![line("forest.cannibals", 40, 40)], TotemKind::Lion, vec![]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let walk = |y| Decision::Move {
        group: G1,
        leader: FigureId(0),
        path: vec![Point::inches(10, y)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::One, &walk(15)).is_err(), "a stick is S (4\") long");
    g.apply(Player::One, &walk(14)).unwrap();
    assert!(g.apply(Player::One, &walk(17)).is_err(), "card 5 has a second move, but not for the same group");
}

// rule: CG-MOVE-03
// rule: CG-MOVE-05
#[test]
fn the_pace_needs_no_enemy_near_the_first_sticks_end_unless_it_engages() {
    let s =
        setup(vec![line("forest.cannibals", 10, 10)], vec![line("forest.cannibals", 12, 17)], TotemKind::Lion, vec![]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let sidestep = Decision::Move {
        group: G1,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14), Point::inches(6, 14)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::One, &sidestep).is_err(), "the enemy is within S of the first stick's end");
    let charge = Decision::Move {
        group: G1,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14), Point::inches(12, 17)],
        engage: Some(G2),
        formation: None,
        giraffe: None,
    };
    let ev = g.apply(Player::One, &charge).unwrap();
    assert!(find(&ev, |w| matches!(w, What::MeleeEngaged { .. })).is_some());
}

// rule: CG-STRESS-04
#[test]
fn a_group_with_four_tokens_cannot_go_to_ground() {
    let s = setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("forest.cannibals", 10, 20)],
        TotemKind::Lion,
        vec![5, 1, 1, 1, 1],
    );
    let g = Game::new(&s).unwrap();
    let mut g = set_stress(&g, G2, &[StressKind::Combat; 4]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &Decision::Shoot { group: G1, leader: FigureId(0), target: G2, giraffe: None }).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(!g.legal_decisions(Player::Two).contains(&Decision::GoToGround));
    assert!(g.apply(Player::Two, &Decision::GoToGround).is_err());
}

// rule: CG-TURN-06
#[test]
fn the_setup_names_the_initiative_holder() {
    let mut s =
        setup(vec![line("forest.cannibals", 10, 10)], vec![line("forest.cannibals", 40, 40)], TotemKind::Lion, vec![]);
    s.initiative = Player::Two;
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 3, 3);
    assert_eq!(g.to_decide(), vec![Player::Two]);
}

// rule: CG-VP-02
#[test]
fn loot_scores_3d6_one_point_per_success() {
    let mut s = setup(
        vec![line("forest.cannibals", 10, 10)],
        vec![line("forest.cannibals", 40, 40)],
        TotemKind::Lion,
        vec![5, 6, 1],
    );
    s.turns = 1;
    let g = Game::new(&s).unwrap();
    let mut v = serde_json::to_value(&g).unwrap();
    v["groups"][1]["loot"] = 1.into();
    let mut g: Game = serde_json::from_value(v).unwrap();
    while !g.is_over() {
        let p = g.to_decide()[0];
        let d = match ask(&g) {
            Ask::CardAction { .. } => Decision::EndCard,
            _ => g.legal_decisions(p)[0].clone(),
        };
        g.apply(p, &d).unwrap();
    }
    assert_eq!(g.points(), Some([0, 2]));
}
