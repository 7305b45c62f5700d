//! The entries that bring something into play, with scripted dice from the table roll on: the
//! lost pet (jungle 4/8-9), the dead askaris' muskets (savannah 4/8-9), the strange drums' Mad
//! Hyena (savannah 3/8-9).

use super::tests::{AREA, enter, setup, terrain_events, to_move};
use super::*;
use crate::pending::Ask;
use crate::rosters::Roster;
use crate::setup::GroupSetup;
use crate::state::{FigureId, Role};
use alloc::vec;
use tabletop::{Die, RulesGame};

fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = Roster::builtin().group(id).cloned().expect("a built-in group");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// The Askaris (x 16-19, y 25) enter the D10 area with the table dice `dice` (then whatever
/// follows), against `two`.
fn explore(env: Environment, two: GroupSetup, dice: Vec<u32>) -> (Game, Vec<Event>) {
    let mut g = Game::new(&setup(env, line("wme.trained_askaris", 16, 25), two, dice)).unwrap();
    to_move(&mut g);
    let ev = g.apply(Player::One, &enter()).unwrap();
    (g, ev)
}

fn far() -> GroupSetup {
    line("forest.cannibals", 10, 44)
}

// rule: CG-DT-JUNGLE-11
#[test]
fn the_lost_pet_joins_the_group_as_a_figure_in_contact_inside_the_area() {
    let (g, ev) = explore(Environment::Jungle, far(), vec![4, 8]);
    let (figure, at) = terrain_events(&ev)
        .into_iter()
        .find_map(|t| match t {
            TerrainEvent::PetJoined { group: GroupId(0), figure, at } => Some((*figure, *at)),
            _ => None,
        })
        .expect("the pet joins the group");
    let grp = g.group(GroupId(0)).unwrap();
    assert_eq!(grp.figures.len(), 5, "four Askaris and the pet");
    assert_eq!(grp.figures.last(), Some(&figure));
    assert_eq!(g.figure(figure).unwrap().role, Role::Pet { combat: Die::D8 });
    assert_eq!(g.setup_ref().table.area_at(at), Some(AREA), "in the area with the group");
    let others: Vec<Point> = grp.figures[..4].iter().map(|f| g.figure(*f).unwrap().at).collect();
    assert!(others.iter().any(|p| crate::geometry::base::in_contact(*p, at)), "in base contact");
    assert!(g.figures().iter().all(|f| f.at == at || !crate::geometry::base::overlaps(f.at, at)));
    assert!(crate::geometry::base::is_chain(&[others, vec![at]].concat()), "the group stays one chain");
    assert!(!terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::NotResolved { .. })));
    // A saved game with the pet loads (an extra figure of the group).
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).expect("the state with a pet is consistent");
    assert_eq!(back, g);
}

// rule: CG-DT-JUNGLE-11
#[test]
fn the_pet_adds_its_combat_d8_to_the_melee_but_no_shooting_die() {
    let (g, _) = explore(Environment::Jungle, far(), vec![4, 8]);
    let (dice, _) = crate::melee::combat_pool(&g, GroupId(0));
    assert_eq!(dice, vec![Die::D8; 5], "four Askaris' D8 and the pet's D8");
    let v = g.values(GroupId(0)).unwrap();
    assert_eq!(v.shooting_dice().len(), 4, "the pet does not shoot");
    assert!(v.characters.is_empty(), "no character: no stars, no victory points");
}

// rule: CG-DT-JUNGLE-11, CG-SHOOT-16
#[test]
fn the_pet_may_be_the_model_a_rolled_one_on_the_death_roll_takes() {
    let (g, _) = explore(Environment::Jungle, far(), vec![4, 8]);
    let pet = *g.group(GroupId(0)).unwrap().figures.last().unwrap();
    assert!(crate::casualties::is_character_or_auxiliary(&g, pet), "the death roll applies to the group");
    let forced = crate::casualties::choices(&g, GroupId(0), 1, true);
    assert_eq!(forced, vec![vec![pet]], "a rolled 1: the pet is the character that falls");
}

// rule: CG-DT-JUNGLE-11
#[test]
fn a_pet_placed_beside_a_group_in_the_open_stands_in_the_open() {
    let mut g = Game::new(&setup(Environment::Jungle, line("wme.trained_askaris", 16, 25), far(), vec![])).unwrap();
    to_move(&mut g);
    let mut ev = vec![];
    let before = g.figures().len();
    let spot = super::pet::spot(&g, GroupId(0)).expect("room in the open");
    assert!(g.setup_ref().table.area_at(spot).is_none(), "beside a group in the open, in the open");
    super::pet::place(&mut g, GroupId(0), Die::D8, "CG-DT-JUNGLE-11", &mut ev).unwrap();
    assert_eq!(g.figures().len(), before + 1);
    assert_eq!(g.figure(FigureId(before as u16)).unwrap().at, spot);
}

fn choose(g: &mut Game, player: Player, choice: Choice) -> Vec<Event> {
    g.apply(player, &crate::decision::Decision::Choose { choice }).unwrap()
}

fn asked(g: &Game) -> Vec<Choice> {
    match &g.prompts()[0].ask {
        Ask::Choose { options, .. } => options.clone(),
        other => panic!("a choice, not {other:?}"),
    }
}

/// The Cannibals (5 figures, x 24-28) just south of the area, 9" from the Askaris inside it.
fn near() -> GroupSetup {
    line("forest.cannibals", 24, 34)
}

// rule: CG-DT-SAVANNAH-11, CG-SHOOT-19
#[test]
fn the_dead_askaris_muskets_fire_one_die_per_model_and_the_target_draws_its_musket_token() {
    // The table: 4, 8 (dead askaris); the Stress token: bag index 10 (a Combat token).
    let (mut g, _) = explore(Environment::Savannah, near(), vec![4, 8, 10]);
    assert_eq!(asked(&g), vec![Choice::Accept, Choice::Decline]);
    choose(&mut g, Player::One, Choice::Accept);
    assert_eq!(g.group(GroupId(0)).unwrap().stress, vec![crate::stress::StressKind::Combat], "the token drawn");
    let options = asked(&g);
    assert_eq!(options.len(), 1, "one enemy group in sight and range: {options:?}");
    let Choice::Target { group: GroupId(1), .. } = options[0] else { panic!("{options:?}") };
    let ev = choose(&mut g, Player::One, options[0]);
    assert!(ev.iter().any(|e| e.rule == "CG-DT-SAVANNAH-11" && matches!(e.what, What::ShotDeclared { .. })));
    // The Askaris' four D8s; two hits; the Cannibals in the open roll two D6 cover dice: 1, 1.
    assert!(matches!(&g.prompts()[0].ask, Ask::Roll { dice, drop: 0, .. } if *dice == vec![Die::D8; 4]));
    g.dice = tabletop::DiceSource::scripted([5, 6, 1, 1, 1, 1, 0]);
    g.apply(Player::One, &crate::decision::Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(matches!(g.prompts()[0].ask, Ask::Cover { group: GroupId(1), hits: 2, .. }));
    g.apply(Player::Two, &crate::decision::Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    let d = g.legal_decisions(Player::Two)[0].clone();
    let ev = g.apply(Player::Two, &d).unwrap();
    assert_eq!(g.group(GroupId(1)).unwrap().figures.len(), 3, "two casualties");
    assert_eq!(g.group(GroupId(1)).unwrap().stress.len(), 1, "the musket shot's Stress token");
    assert!(ev.iter().any(|e| matches!(
        e.what,
        What::StressDrawn { group: GroupId(1), cause: crate::event::StressCause::Musket, .. }
    )));
    assert!(!g.group(GroupId(0)).unwrap().smoke, "loaded muskets found: no smoke marker left");
    assert!(g.stack.is_empty());
}

// rule: CG-DT-SAVANNAH-11
#[test]
fn a_model_without_a_shooting_value_rolls_a_d6_with_the_muskets() {
    // Cannibals (no Shooting value) explore; the Askaris stand 9" away in the open.
    let mut g = Game::new(&setup(
        Environment::Savannah,
        line("forest.cannibals", 15, 25),
        line("wme.trained_askaris", 24, 34),
        vec![4, 8, 10],
    ))
    .unwrap();
    to_move(&mut g);
    g.apply(
        Player::One,
        &crate::decision::Decision::Move {
            group: GroupId(0),
            leader: FigureId(4),
            path: vec![Point::inches(23, 25)],
            engage: None,
            formation: None,
            giraffe: None,
        },
    )
    .unwrap();
    choose(&mut g, Player::One, Choice::Accept);
    let target = asked(&g)[0];
    choose(&mut g, Player::One, target);
    assert!(matches!(&g.prompts()[0].ask, Ask::Roll { dice, .. } if *dice == vec![Die::D6; 5]));
}

// rule: CG-DT-SAVANNAH-11
#[test]
fn the_dead_askaris_offer_nothing_to_a_group_with_four_stress_tokens_and_nothing_when_declined() {
    let mut g =
        Game::new(&setup(Environment::Savannah, line("wme.trained_askaris", 16, 25), near(), vec![4, 8])).unwrap();
    to_move(&mut g);
    g.groups[0].stress = vec![crate::stress::StressKind::Terror; 4];
    for _ in 0..4 {
        assert!(g.bag.take(crate::stress::StressKind::Terror));
    }
    g.apply(Player::One, &enter()).unwrap();
    assert!(g.stack.is_empty() && !matches!(g.prompts()[0].ask, Ask::Choose { .. }), "no choice offered");
    let (mut g, _) = explore(Environment::Savannah, near(), vec![4, 8]);
    choose(&mut g, Player::One, Choice::Decline);
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty());
    assert!(g.stack.is_empty());
}

// rule: CG-DT-SAVANNAH-06, CG-RITUAL-13
#[test]
fn the_strange_drums_one_success_moves_a_group_in_sight_one_s_stick() {
    // The table: 3, 8 (strange drums); the ritual's 3D6: 5, 1, 1 (one success).
    let (mut g, _) = explore(Environment::Savannah, near(), vec![3, 8, 5, 1, 1]);
    assert_eq!(asked(&g), vec![Choice::Accept, Choice::Decline]);
    choose(&mut g, Player::One, Choice::Accept);
    let options = asked(&g);
    assert_eq!(options, vec![Choice::Group { group: GroupId(1) }], "the only other group, in sight");
    assert!(matches!(&g.prompts()[0].ask, Ask::Choose { rule, .. } if rule == "CG-RITUAL-13"));
    choose(&mut g, Player::One, options[0]);
    let p = g.prompts()[0].clone();
    assert_eq!(p.player, Player::One, "the exploring player moves the group");
    assert!(matches!(p.ask, Ask::MadHyena { group: GroupId(1), one_stick: true, panic: false }));
    let legal = g.legal_decisions(Player::One);
    assert!(legal.contains(&crate::decision::Decision::UseRule { accept: false }));
    assert!(!legal.contains(&crate::decision::Decision::UseRule { accept: true }), "no Panic token with one success");
    let mv = legal
        .iter()
        .find(|d| matches!(d, crate::decision::Decision::Move { group: GroupId(1), path, .. } if path.len() == 1))
        .cloned()
        .expect("a one-stick move of the Cannibals");
    let before: Vec<Point> = g.group(GroupId(1)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at).collect();
    let ev = g.apply(Player::One, &mv).unwrap();
    let after: Vec<Point> = g.group(GroupId(1)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at).collect();
    assert_ne!(before, after, "the Cannibals moved");
    assert!(ev.iter().any(|e| e.rule == "CG-RITUAL-13"));
    assert!(g.group(GroupId(1)).unwrap().acted.is_none(), "the ritual's move is no action of the group");
    assert!(!terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::NotResolved { .. })));
    assert!(g.stack.is_empty());
}

// rule: CG-DT-SAVANNAH-06, CG-RITUAL-15
#[test]
fn the_strange_drums_three_successes_may_give_a_panic_token_instead() {
    let (mut g, _) = explore(Environment::Savannah, near(), vec![3, 8, 5, 6, 5]);
    choose(&mut g, Player::One, Choice::Accept);
    choose(&mut g, Player::One, Choice::Group { group: GroupId(1) });
    assert!(matches!(g.prompts()[0].ask, Ask::MadHyena { one_stick: false, panic: true, .. }));
    g.apply(Player::One, &crate::decision::Decision::UseRule { accept: true }).unwrap();
    assert_eq!(g.group(GroupId(1)).unwrap().stress, vec![crate::stress::StressKind::Panic]);
    assert!(g.stack.is_empty());
}

// rule: CG-DT-SAVANNAH-06
#[test]
fn the_strange_drums_without_a_success_cost_a_totem_card_and_a_stress_token() {
    // 3D6: 1, 2, 4; the random Totem card (the hand's only one); the Stress token drawn (bag
    // index 20: a Movement token).
    let (mut g, _) = explore(Environment::Savannah, near(), vec![3, 8, 1, 2, 4, 0, 20]);
    assert_eq!(g.players[0].totems.hand.len(), 1);
    choose(&mut g, Player::One, Choice::Accept);
    assert!(g.players[0].totems.hand.is_empty());
    assert_eq!(g.group(GroupId(0)).unwrap().stress, vec![crate::stress::StressKind::Movement]);
    assert!(g.stack.is_empty(), "no Mad Hyena");
}
