//! Planning the Expedition, Overcoming your Fears, Taming the Jungle Spirits and Ending the
//! Adventure, with scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::cards::{ActionKind, Colour};
use congo_nile::congo::event::StressCause;
use congo_nile::congo::profile::DicePool;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Game, GroupId, What};
use congo_nile::tabletop::{Die, Point, RulesGame};

const G1: GroupId = GroupId(0);
const G2: GroupId = GroupId(1);

fn croc(die: Die) -> TotemKind {
    TotemKind::Crocodile { dice: DicePool::one(die) }
}

fn basic(totem: TotemKind, dice: Vec<u32>) -> Game {
    let s = setup(vec![line("forest.cannibals", 10, 10)], vec![line("forest.cannibals", 40, 30)], totem, dice);
    Game::new(&s).unwrap()
}

// rule: CG-INFL-03
// rule: CG-INFL-04
// rule: CG-INFL-05
// rule: CG-INFL-07
// rule: CG-MUSTER-06
// rule: CG-TOTEM-05
#[test]
fn the_terror_example() {
    // Soldiers (Bravery D10) with the Explorer (Bravery D6) and one Terror token are targeted by
    // Terror: two hits; 2D10 + 1D6 + the Crocodile's die (1D8) roll 5 1 2 3: one success.
    let soldiers = with_character(line("wme.soldiers", 10, 10), "wme.explorer");
    let s = setup(vec![soldiers], vec![line("forest.cannibals", 40, 30)], croc(Die::D8), vec![5, 1, 2, 3, 0]);
    let g = Game::new(&s).unwrap();
    let mut g = set_stress(&g, G1, &[StressKind::Terror]);
    reveal(&mut g, 1, 4);
    let mut ev = g.apply(Player::Two, &Decision::Terror { target: G1 }).unwrap();
    // The Terror action is announced before its hits (narration: "... uses Terror on ...").
    let kinds = kinds(&ev);
    let declared = kinds.iter().position(|k| k == "terror_declared").expect("the Terror action is announced");
    assert!(declared < kinds.iter().position(|k| k == "hits").expect("hits"));
    assert!(find(&ev, |w| matches!(w, What::TerrorDeclared { player: Player::Two, target: G1 })).is_some());
    assert!(find(&ev, |w| matches!(w, What::Hits { hits: 2, .. })).is_some());
    assert!(matches!(ask(&g), Ask::Roll { ref dice, drop: 0, .. } if dice == &vec![Die::D10, Die::D10, Die::D6]));
    let card = g.player(Player::One).totems.hand[0].id;
    ev.extend(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: Some(card) }).unwrap());
    let rolled = find(&ev, |w| matches!(w, What::Rolled { .. })).unwrap();
    let What::Rolled { dice, successes, .. } = &rolled.what else { unreachable!() };
    assert_eq!(dice.iter().map(|r| r.die()).collect::<Vec<_>>(), vec![Die::D10, Die::D10, Die::D6, Die::D8]);
    assert_eq!(*successes, 1);
    assert!(find(&ev, |w| matches!(w, What::HitsCancelled { cancelled: 1, remaining: 1, .. })).is_some());
    assert_eq!(g.groups()[0].stress, vec![StressKind::Terror, StressKind::Shooting]);
    assert!(g.player(Player::One).totems.hand.is_empty(), "the Crocodile went to the discard pile");
}

// rule: CG-INFL-06
// rule: CG-TOTEM-06
#[test]
fn terror_once_per_group_per_step() {
    let s = setup(
        vec![line("forest.cannibals", 10, 10)],
        vec![line("forest.cannibals", 40, 30)],
        TotemKind::Lion,
        vec![5, 0],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 4, 1);
    let lion = g.player(Player::One).totems.hand[0].id;
    g.apply(Player::One, &Decision::Lion { card: lion, action: ActionKind::Influence { colour: Colour::Red } })
        .unwrap();
    g.apply(Player::One, &Decision::Terror { target: G2 }).unwrap();
    g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(g.apply(Player::One, &Decision::Terror { target: G2 }).is_err());
    // The Lion's action is black: it may still be used for Rally.
    assert!(
        matches!(ask(&g), Ask::CardAction { ref remaining, .. } if remaining.iter().any(|a| a.kind == ActionKind::Influence { colour: Colour::Black }))
    );
}

// rule: CG-INFL-01
#[test]
fn red_influence_is_rally_only() {
    let mut g = basic(TotemKind::Lion, vec![]);
    g = set_stress(&g, G1, &[StressKind::Combat]);
    reveal(&mut g, 1, 2);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    assert!(g.apply(Player::One, &Decision::Terror { target: G2 }).is_err());
    assert!(g.apply(Player::One, &Decision::Rally { group: G1 }).is_ok());
}

// rule: CG-INFL-02
#[test]
fn rally_returns_one_token_per_success_of_the_owners_choice() {
    let mut g = basic(TotemKind::Lion, vec![5, 6, 1]);
    g = set_stress(&g, G1, &[StressKind::Shooting, StressKind::Combat, StressKind::Panic]);
    reveal(&mut g, 1, 2);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    g.apply(Player::One, &Decision::Rally { group: G1 }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { ref dice, .. } if dice == &vec![Die::D8; 3]));
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(matches!(ask(&g), Ask::ReturnStress { count: 2, .. }));
    assert!(
        g.apply(Player::One, &Decision::ReturnStress { tokens: vec![StressKind::Terror, StressKind::Panic] }).is_err()
    );
    let ev = g
        .apply(Player::One, &Decision::ReturnStress { tokens: vec![StressKind::Shooting, StressKind::Panic] })
        .unwrap();
    assert_eq!(ev.iter().filter(|e| matches!(e.what, What::StressReturned { .. })).count(), 2);
    assert_eq!(g.groups()[0].stress, vec![StressKind::Combat]);
    assert_eq!(g.bag().count(StressKind::Panic), 5);
}

// rule: CG-STRESS-06
// rule: CG-STRESS-07
// rule: CG-STRESS-08
// rule: CG-STRESS-12
// rule: CG-FLIGHT-08
#[test]
fn past_four_tokens_a_group_flees_once_then_loses_figures() {
    // Four Terror tokens: five Terror hits; 5D8 all fail. First draw: flight; then a casualty per
    // draw (no death roll); at one figure with four tokens the group is removed.
    let mut g = basic(TotemKind::Lion, vec![1, 1, 1, 1, 1]);
    g = set_stress(&g, G2, &[StressKind::Terror; 4]);
    reveal(&mut g, 4, 1);
    let mut ev = g.apply(Player::One, &Decision::Terror { target: G2 }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Hits { hits: 5, .. })).is_some());
    ev.extend(g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    assert!(find(&ev, |w| matches!(w, What::FleesInsteadOfStress { .. })).is_some());
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::Fled { threat: None, limited: false, .. })).is_some());
    for _ in 0..3 {
        assert!(matches!(ask(&g), Ask::Casualties { count: 1, character_must_fall: false, .. }));
        let d = g.legal_decisions(Player::Two)[0].clone();
        ev.extend(g.apply(Player::Two, &d).unwrap());
    }
    // The fourth draw's casualty is already asked for.
    assert_eq!(ev.iter().filter(|e| matches!(e.what, What::CasualtyInsteadOfFlight { .. })).count(), 4);
    // Fourth draw: a casualty leaves one figure at four tokens: removed.
    let d = g.legal_decisions(Player::Two)[0].clone();
    ev.extend(g.apply(Player::Two, &d).unwrap());
    assert!(find(&ev, |w| matches!(w, What::GroupEliminated { .. })).is_some());
    assert!(g.groups()[1].eliminated);
    assert_eq!(g.bag().total(), 45, "its tokens went back to the bag");
    assert!(find(&ev, |w| matches!(w, What::DeathRoll { .. })).is_none());
}

// rule: CG-STRESS-11
#[test]
fn movement_tokens_stop_the_pace_then_the_move() {
    let g = basic(TotemKind::Lion, vec![]);
    let pace = Decision::Move {
        group: G1,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14), Point::inches(10, 18)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    let walk = Decision::Move {
        group: G1,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    let mut one = set_stress(&g, G1, &[StressKind::Movement]);
    reveal(&mut one, 7, 1);
    assert!(one.apply(Player::One, &pace).is_err());
    assert!(one.apply(Player::One, &walk).is_ok());
    let mut two = set_stress(&g, G1, &[StressKind::Movement, StressKind::Movement]);
    reveal(&mut two, 7, 1);
    assert!(two.apply(Player::One, &walk).is_err());
}

// rule: CG-STRESS-13
// rule: CG-TURN-10
#[test]
fn panic_allows_only_rally_and_goes_back_at_the_end_phase() {
    let g = basic(TotemKind::Lion, vec![]);
    let mut g = set_stress(&g, G1, &[StressKind::Panic, StressKind::Combat]);
    reveal(&mut g, 7, 1);
    let walk = Decision::Move {
        group: G1,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::One, &walk).is_err());
    let mut ev = vec![];
    // Play out the turn with nothing but ends.
    while g.turn() == 1 {
        let p = g.to_decide()[0];
        let d = match ask(&g) {
            Ask::CardAction { .. } => Decision::EndCard,
            _ => g.legal_decisions(p)[0].clone(),
        };
        ev.extend(g.apply(p, &d).unwrap());
    }
    assert!(find(&ev, |w| matches!(w, What::PanicReturned { count: 1, .. })).is_some());
    assert_eq!(g.groups()[0].stress, vec![StressKind::Combat]);
}

// rule: CG-TURN-07
#[test]
fn an_initiative_tie_is_settled_by_the_token_holder() {
    for go_first in [true, false] {
        let mut g = basic(TotemKind::Lion, vec![]);
        reveal(&mut g, 6, 6);
        assert_eq!(g.to_decide(), vec![Player::One], "Player One holds the token");
        assert!(matches!(ask(&g), Ask::InitiativeTie { initiative: 6 }));
        g.apply(Player::One, &Decision::Initiative { go_first }).unwrap();
        let first = if go_first { Player::One } else { Player::Two };
        assert_eq!(g.to_decide(), vec![first]);
        assert_eq!(g.initiative(), if go_first { Player::Two } else { Player::One });
    }
}

// rule: CG-TURN-05
// rule: CG-TOTEM-10
#[test]
fn higher_initiative_first_and_the_cheetah_makes_eight() {
    let mut g = basic(TotemKind::Cheetah, vec![]);
    for (p, c) in [(Player::One, vec![1, 2, 3]), (Player::Two, vec![5, 6, 7])] {
        g.apply(p, &Decision::ChooseActionCards { cards: c }).unwrap();
    }
    g.apply(Player::One, &Decision::ChooseCard { card: 1 }).unwrap();
    g.apply(Player::Two, &Decision::ChooseCard { card: 7 }).unwrap();
    assert_eq!(g.to_decide(), vec![Player::One, Player::Two], "both are asked about the Cheetah");
    let cheetah = g.player(Player::One).totems.hand[0].id;
    g.apply(Player::One, &Decision::Cheetah { card: Some(cheetah) }).unwrap();
    let ev = g.apply(Player::Two, &Decision::Cheetah { card: None }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::TotemPlayed { player: Player::One, .. })).is_some());
    assert_eq!(g.to_decide(), vec![Player::One], "8 beats 7");
}

// rule: CG-TURN-08
// rule: CG-TURN-09
#[test]
fn one_action_per_group_per_step() {
    let s = setup(
        vec![line("forest.warriors", 10, 10), line("forest.warriors", 15, 10)],
        vec![line("forest.cannibals", 10, 15)],
        TotemKind::Lion,
        vec![1, 1, 1, 1, 1],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 2, 1);
    // Card 2: move first (the player's order), then shoot.
    let walk = |grp: GroupId, x: i32| Decision::Move {
        group: grp,
        leader: FigureId(if grp == G1 { 0 } else { 5 }),
        path: vec![Point::inches(x, 7)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &walk(G1, 10)).unwrap();
    let shoot = |grp: GroupId, leader: u16| Decision::Shoot {
        group: grp,
        leader: FigureId(leader),
        target: GroupId(2),
        giraffe: None,
    };
    assert!(g.apply(Player::One, &shoot(G1, 0)).is_err(), "the group already moved this step");
    g.apply(Player::One, &shoot(G2, 5)).unwrap();
}

// rule: CG-TURN-01
// rule: CG-TURN-02
// rule: CG-TURN-03
// rule: CG-CARD-02
#[test]
fn turns_run_to_the_adventures_end() {
    let mut g = basic(TotemKind::Lion, vec![]);
    let (_, start) = Game::start(g.setup()).unwrap();
    assert_eq!(start.iter().filter(|e| matches!(e.what, What::TotemDrawn { .. })).count(), 2);
    assert!(g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![1, 2] }).is_err());
    assert!(g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![1, 1, 2] }).is_err());
    let mut turns = vec![];
    while !g.is_over() {
        let p = g.to_decide()[0];
        let d = match ask(&g) {
            Ask::CardAction { .. } => Decision::EndCard,
            _ => g.legal_decisions(p)[0].clone(),
        };
        for e in g.apply(p, &d).unwrap() {
            if let What::TurnEnded { turn } = e.what {
                turns.push(turn);
            }
        }
    }
    assert_eq!(turns, vec![1, 2], "the setup's two turns");
    assert_eq!(g.points(), Some([0, 0]));
}

// rule: CG-TOTEM-07
#[test]
fn the_buffalo_returns_a_non_panic_token_once_per_step() {
    // Two Buffalos each: one shuffle draw per deck.
    let mut s = setup(
        vec![line("forest.cannibals", 10, 10)],
        vec![line("forest.cannibals", 40, 30)],
        TotemKind::Buffalo,
        vec![0, 0],
    );
    s.components.totem_deck = vec![TotemKind::Buffalo, TotemKind::Buffalo];
    s.turns = 2;
    let g = Game::new(&s).unwrap();
    let mut g = set_stress(&g, G1, &[StressKind::Panic, StressKind::Combat, StressKind::Terror]);
    // Turn 1 draws one card; give the second by skipping to turn 2 is long: check with one.
    reveal(&mut g, 7, 1);
    let card = g.player(Player::One).totems.hand[0].id;
    assert!(g.apply(Player::One, &Decision::Buffalo { card, group: G1, token: StressKind::Panic }).is_err());
    assert!(g.apply(Player::One, &Decision::Buffalo { card, group: G2, token: StressKind::Combat }).is_err());
    g.apply(Player::One, &Decision::Buffalo { card, group: G1, token: StressKind::Combat }).unwrap();
    assert_eq!(g.groups()[0].stress, vec![StressKind::Panic, StressKind::Terror]);
    assert!(g.player(Player::One).step_totems.buffalo);
}

// rule: CG-TOTEM-08
#[test]
fn the_gorilla_adds_two_red_moves() {
    let mut g = basic(TotemKind::Gorilla, vec![]);
    reveal(&mut g, 6, 1);
    let card = g.player(Player::One).totems.hand[0].id;
    g.apply(Player::One, &Decision::Gorilla { card }).unwrap();
    assert!(matches!(ask(&g), Ask::CardAction { ref remaining, .. }
        if remaining.iter().any(|a| a.kind == ActionKind::Movement { colour: Colour::Red } && a.groups == 2)));
}

// rule: CG-ADV-04
// rule: CG-TOTEM-02
#[test]
fn the_column_with_fewer_stars_draws_the_difference() {
    let soldiers = with_character(line("wme.soldiers", 10, 10), "wme.explorer");
    let mut s = setup(vec![soldiers], vec![line("forest.cannibals", 40, 30)], TotemKind::Lion, vec![0; 26]);
    s.components.totem_deck = congo_nile::congo::totem::default_totem_deck();
    let (g, ev) = Game::start(&s).unwrap();
    assert!(find(&ev, |w| matches!(w, What::StarDifference { player: Player::Two, cards: 3 })).is_some());
    assert_eq!(g.player(Player::Two).totems.hand.len(), 4, "three for the stars, one for turn 1");
    assert_eq!(g.player(Player::One).totems.hand.len(), 1);
}

// rule: CG-TURN-04
// rule: CG-CARD-01
#[test]
fn a_witchdoctor_brings_the_sorcery_card() {
    let warriors = with_character(line("forest.warriors", 10, 10), "forest.witchdoctor");
    let s = setup(vec![warriors], vec![line("forest.cannibals", 40, 30)], TotemKind::Lion, vec![]);
    let (g, ev) = Game::start(&s).unwrap();
    assert!(find(&ev, |w| matches!(w, What::SorceryCardTaken { player: Player::One })).is_some());
    assert!(g.player(Player::One).sorcery && !g.player(Player::Two).sorcery);
}

// rule: CG-VP-01
// rule: CG-VP-03
// rule: CG-VP-04
#[test]
fn victory_points_for_characters_and_lost_auxiliaries() {
    let soldiers = with_auxiliary(with_character(line("wme.soldiers", 10, 10), "wme.explorer"), "wme.bearers");
    let mut s = setup(vec![soldiers], vec![line("forest.cannibals", 40, 30)], TotemKind::Lion, vec![5, 6, 1]);
    s.turns = 1;
    let g = Game::new(&s).unwrap();
    // The Explorer (figure 4) and the bearer (figure 5) have fallen.
    let mut v = serde_json::to_value(&g).unwrap();
    v["figures"][4]["alive"] = false.into();
    v["figures"][5]["alive"] = false.into();
    v["groups"][0]["figures"] = serde_json::json!([0, 1, 2, 3]);
    let mut g: Game = serde_json::from_value(v).unwrap();
    let mut ev = vec![];
    while !g.is_over() {
        let p = g.to_decide()[0];
        let d = match ask(&g) {
            Ask::CardAction { .. } => Decision::EndCard,
            _ => g.legal_decisions(p)[0].clone(),
        };
        ev.extend(g.apply(p, &d).unwrap());
    }
    // Three stars: 3D8 = 5 6 1, two successes, 4 VP to the tribe; the expedition loses 2.
    assert_eq!(g.points(), Some([-2, 4]));
    assert!(find(&ev, |w| matches!(w, What::GameOver { winner: Some(Player::Two), .. })).is_some());
    let _ = StressCause::Other;
}

fn giraffe_move(path: &[(i32, i32)], giraffe: Option<u8>) -> Decision {
    let path = path.iter().map(|&(x, y)| Point::inches(x, y)).collect();
    Decision::Move { group: G1, leader: FigureId(0), path, engage: None, formation: None, giraffe }
}

// rule: CG-TOTEM-09
// rule: CG-TOTEM-04
#[test]
fn the_giraffe_adds_an_s_stick_to_a_move() {
    // Each player's deck is one Giraffe (id 0), drawn at the start of turn 1.
    let mut g = basic(TotemKind::Giraffe, vec![]);
    reveal(&mut g, 5, 1);
    let three = [(10, 14), (10, 18), (10, 22)];
    assert!(g.apply(Player::One, &giraffe_move(&three, None)).is_err(), "three sticks need the giraffe");
    assert!(g.apply(Player::One, &giraffe_move(&[(10, 14)], Some(0))).is_err(), "the giraffe's stick follows another");
    assert!(g.apply(Player::Two, &giraffe_move(&three, Some(0))).is_err(), "not his card to resolve");
    let offered = g.legal_decisions(Player::One);
    assert!(offered.iter().any(|d| matches!(d, Decision::Move { giraffe: Some(0), path, .. } if path.len() == 3)));
    let ev = g.apply(Player::One, &giraffe_move(&three, Some(0))).unwrap();
    let played =
        find(&ev, |w| matches!(w, What::TotemPlayed { player: Player::One, card } if card.kind == TotemKind::Giraffe))
            .unwrap();
    assert_eq!(played.rule, "CG-TOTEM-09");
    assert!(matches!(
        find(&ev, |w| matches!(w, What::Moved { .. })).unwrap().what,
        What::Moved { picked_up_pace: true, .. }
    ));
    assert_eq!(g.figures()[0].at, Point::inches(10, 22), "12 inches: S, S and the giraffe's S");
    assert!(g.player(Player::One).totems.hand.is_empty(), "played and discarded");
    assert!(!g.legal_decisions(Player::One).iter().any(|d| matches!(d, Decision::Move { giraffe: Some(_), .. })));
}

// rule: CG-TOTEM-09
// rule: CG-MOVE-03
// rule: CG-STRESS-11
#[test]
fn the_giraffes_stick_ignores_enemy_proximity_and_movement_tokens() {
    // An enemy within S of the end of the first stick forbids the pace, not the giraffe.
    let s = setup(
        vec![line("forest.cannibals", 10, 10)],
        vec![line("forest.cannibals", 14, 16)],
        TotemKind::Giraffe,
        vec![],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let two = [(10, 14), (10, 18)];
    let refused = g.apply(Player::One, &giraffe_move(&two, None)).unwrap_err();
    assert!(refused.to_string().contains("within S"), "{refused}");
    g.apply(Player::One, &giraffe_move(&two, Some(0))).unwrap();
    assert_eq!(g.figures()[0].at, Point::inches(10, 18));
    // A Movement token forbids the pace, not the giraffe.
    let g = basic(TotemKind::Giraffe, vec![]);
    let mut g = set_stress(&g, G1, &[StressKind::Movement]);
    reveal(&mut g, 5, 1);
    assert!(g.apply(Player::One, &giraffe_move(&two, None)).is_err());
    assert!(g.apply(Player::One, &giraffe_move(&[(10, 14), (10, 18), (10, 22)], Some(0))).is_err());
    g.apply(Player::One, &giraffe_move(&two, Some(0))).unwrap();
    assert_eq!(g.figures()[0].at, Point::inches(10, 18));
    // Two Movement tokens: the group cannot move, so the giraffe cannot be used either.
    let g = basic(TotemKind::Giraffe, vec![]);
    let mut g = set_stress(&g, G1, &[StressKind::Movement, StressKind::Movement]);
    reveal(&mut g, 5, 1);
    assert!(g.apply(Player::One, &giraffe_move(&two, Some(0))).is_err());
}

fn causes(ev: &[congo_nile::congo::Event]) -> Vec<StressCause> {
    ev.iter()
        .filter_map(|e| match e.what {
            What::StressDrawn { cause, token: Some(_), .. } => Some(cause),
            _ => None,
        })
        .collect()
}

// rule: CG-STRESS-03
#[test]
fn stress_comes_from_going_to_ground_melee_results_muskets_and_special_rules() {
    // Going to ground (and a musket volley): Zanzibaris fire at Cannibals 10" away. Attack 5D8:
    // 6 5 5 2 7; the target goes to ground (bag index 0); cover 5 1 2 3 | 6; musket token 9.
    let s = setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("forest.cannibals", 10, 20)],
        TotemKind::Lion,
        vec![6, 5, 5, 2, 7, 0, 5, 1, 2, 3, 6, 9],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    let mut ev =
        g.apply(Player::One, &Decision::Shoot { group: G1, leader: FigureId(0), target: G2, giraffe: None }).unwrap();
    ev.extend(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    ev.extend(g.apply(Player::Two, &Decision::GoToGround).unwrap());
    ev.extend(g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    while let Some(d) = g.legal_decisions(Player::Two).first().cloned() {
        ev.extend(g.apply(Player::Two, &d).unwrap());
    }
    assert_eq!(causes(&ev), vec![StressCause::GoToGround, StressCause::Musket]);
    // A melee result: a draw (no hit either side), the defender retreats, both draw a token.
    let s = setup(
        vec![line("forest.warriors", 10, 10)],
        vec![line("forest.cannibals", 10, 16)],
        TotemKind::Lion,
        vec![1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let charge = charge_into(G1, G2);
    let mut ev = g.apply(Player::One, &charge).unwrap();
    ev.extend(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    ev.extend(g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    ev.extend(lead(&mut g, 0));
    assert_eq!(causes(&ev), vec![StressCause::Melee, StressCause::Melee]);
    // A special rule: the Kirangozi's shortcut costs a token after the extra stick.
    let askaris = with_character(line("wme.trained_askaris", 10, 10), "wme.kirangozi");
    let s = setup(vec![askaris], vec![line("forest.cannibals", 50, 40)], TotemKind::Lion, vec![0]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let three = vec![Point::inches(10, 14), Point::inches(10, 18), Point::inches(10, 22)];
    let ev = g
        .apply(
            Player::One,
            &Decision::Move {
                group: G1,
                leader: FigureId(0),
                path: three,
                engage: None,
                formation: None,
                giraffe: None,
            },
        )
        .unwrap();
    assert_eq!(causes(&ev), vec![StressCause::Other]);
}

/// `player` moves a group (engaging nothing) with the card in play, then ends it: the end's
/// events.
fn move_and_end_card(g: &mut Game, player: Player) -> Vec<congo_nile::congo::Event> {
    let d = g
        .legal_decisions(player)
        .into_iter()
        .find(|d| matches!(d, Decision::Move { engage: None, .. }))
        .expect("a move");
    g.apply(player, &d).unwrap();
    g.apply(player, &Decision::EndCard).unwrap()
}

// rule: CG-TURN-05
#[test]
fn a_card_with_no_action_taken_says_so_before_it_is_discarded() {
    let mut g = basic(TotemKind::Lion, vec![]);
    reveal(&mut g, 7, 1);
    let ev = g.apply(Player::One, &Decision::EndCard).unwrap();
    let k = kinds(&ev);
    let told = k.iter().position(|k| k == "no_action_taken").expect("the engine says no action was taken");
    assert_eq!(k.get(told + 1).map(String::as_str), Some("card_discarded"), "just before the discard: {k:?}");
    let e = &ev[told];
    assert_eq!(e.what, What::NoActionTaken { player: Player::One, card: 7 });
    assert_eq!(e.rule, "CG-TURN-05");
    // Player Two moves a group with card 1, then ends it: nothing to say.
    let ev = move_and_end_card(&mut g, Player::Two);
    assert!(find(&ev, |w| matches!(w, What::CardDiscarded { player: Player::Two, card: 1 })).is_some());
    assert!(find(&ev, |w| matches!(w, What::NoActionTaken { .. })).is_none(), "an action was taken: {ev:?}");
}

// rule: CG-TURN-05
// rule: CG-TOTEM-08
#[test]
fn a_totem_card_played_under_a_card_is_no_action_of_it() {
    // The Gorilla adds two red moves to card 6; none of the card's actions is used.
    let played = || {
        let mut g = basic(TotemKind::Gorilla, vec![]);
        reveal(&mut g, 6, 1);
        let card = g.player(Player::One).totems.hand[0].id;
        g.apply(Player::One, &Decision::Gorilla { card }).unwrap();
        g
    };
    let mut g = played();
    let ev = g.apply(Player::One, &Decision::EndCard).unwrap();
    assert!(find(&ev, |w| matches!(w, What::NoActionTaken { player: Player::One, card: 6 })).is_some());
    // One of the Gorilla's moves is an action taken with the card.
    let ev = move_and_end_card(&mut played(), Player::One);
    assert!(find(&ev, |w| matches!(w, What::NoActionTaken { .. })).is_none(), "{ev:?}");
}
