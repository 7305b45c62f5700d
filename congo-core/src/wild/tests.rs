//! Wild animals and Event tokens in play, with scripted dice.

use super::*;
use crate::adventure::{Adventure, EventEffect, EventToken, UniversalRule};
use crate::decision::Decision;
use crate::deploy::AdventureInPlay;
use crate::exploration::tests::{AREA, setup, terrain_events, to_move};
use crate::rosters::Roster;
use crate::setup::{Environment, GroupSetup};
use crate::state::Player;
use tabletop::{DiceSource, RulesGame};

pub(crate) fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = Roster::builtin().group(id).cloned().expect("a built-in group");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// Askaris just west of the dangerous area, Cannibals far away, the given rules in force; the
/// first card (Player One's 7) is being resolved.
pub(crate) fn game(env: Environment, rules: Vec<UniversalRule>, askaris_at: (i32, i32)) -> Game {
    let mut g = fresh(env, rules, askaris_at);
    to_move(&mut g);
    g
}

/// [`game`] before the first Action cards are chosen.
pub(crate) fn fresh(env: Environment, rules: Vec<UniversalRule>, askaris_at: (i32, i32)) -> Game {
    fresh_with(env, rules, line("wme.trained_askaris", askaris_at.0, askaris_at.1))
}

/// [`fresh`] with Player One's group `one` in place of the Askaris.
pub(crate) fn fresh_with(env: Environment, rules: Vec<UniversalRule>, one: GroupSetup) -> Game {
    Game::new(&fresh_setup(env, rules, one)).unwrap()
}

/// The setup of [`fresh_with`], to change before the game begins.
pub(crate) fn fresh_setup(env: Environment, rules: Vec<UniversalRule>, one: GroupSetup) -> crate::setup::Setup {
    let mut s = setup(env, one, line("forest.cannibals", 10, 44), vec![]);
    let mut adventure = Adventure::builtin("night_ambush").expect("built in");
    adventure.special_rules = rules;
    adventure.objectives.clear();
    adventure.premature_end.clear();
    s.adventure = Some(AdventureInPlay { adventure, objects: vec![], detachments: Default::default() });
    s.dice = crate::setup::DiceSetup::Seeded { seed: 1 };
    s
}

/// Group 0 draws one Stress token with scripted `dice`.
fn draw(g: &mut Game, dice: Vec<u32>) -> Vec<Event> {
    g.dice = DiceSource::scripted(dice);
    g.stack.push(StressDraw::new(GroupId(0), 1, StressCause::Other));
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    ev
}

/// End both cards of the step.
pub(crate) fn end_step(g: &mut Game) -> Vec<Event> {
    let mut ev = g.apply(Player::One, &Decision::EndCard).unwrap();
    ev.extend(g.apply(Player::Two, &Decision::EndCard).unwrap());
    ev
}

/// Answer the group's Roll prompt with faces `mine`, then let `theirs` be the animal's dice.
pub(crate) fn fight(g: &mut Game, mine: u32, theirs: Vec<u32>) -> Vec<Event> {
    let n = match &g.prompts()[0].ask {
        Ask::Roll { dice, .. } => dice.len(),
        other => panic!("a combat roll, not {other:?}"),
    };
    let mut script = vec![mine; n];
    script.extend(theirs);
    script.extend([0; 4]);
    g.dice = DiceSource::scripted(script);
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap()
}

// rule: CG-ANIMAL-01, CG-ANIMAL-02, CG-ANIMAL-10, CG-ANIMAL-11
#[test]
fn the_animal_token_places_a_gorilla_which_attacks_the_closest_group_at_the_end_of_the_step() {
    let mut g =
        game(Environment::Jungle, vec![UniversalRule::Jungle, UniversalRule::WildAnimals { tokens: 1 }], (16, 25));
    assert_eq!(g.bag().total() + 1, 46, "45 Stress tokens and the Animal token");
    // Bag index 45 of 46: the Animal token.
    draw(&mut g, vec![45]);
    let p = g.prompts()[0].clone();
    assert_eq!(p.player, Player::One, "the player who drew it places the animal");
    assert!(matches!(&p.ask, Ask::Choose { options, .. } if options == &vec![Choice::Area { area: AREA }]));
    g.dice = DiceSource::scripted([0]);
    let ev = g.apply(Player::One, &Decision::Choose { choice: Choice::Area { area: AREA } }).unwrap();
    assert!(
        terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalPlaced { kind: AnimalKind::Gorilla, .. }))
    );
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1, "the replacement token");
    assert!(g.bag().extras().is_empty(), "the Animal token is set aside");
    // The Askaris stand within S of the gorilla's area: it attacks at the end of the step.
    end_step(&mut g);
    // The group rolls only 1s; the gorilla 6 5 5 1 and the 6's extra die: 2 = three hits.
    let ev = fight(&mut g, 1, vec![6, 5, 5, 1, 2]);
    assert!(
        terrain_events(&ev)
            .iter()
            .any(|t| matches!(t, TerrainEvent::AnimalMelee { group_hits: 0, animal_hits: 3, killed: false, .. }))
    );
    assert!(matches!(g.prompts()[0].ask, Ask::Casualties { count: 2, .. }), "lost by 3: two casualties");
    // The loser removes its casualties, draws its Stress token and retreats from the gorilla.
    g.dice = DiceSource::seeded(5);
    let mut ev = vec![];
    for _ in 0..5 {
        let Some(p) = g.prompts().first().cloned() else { break };
        if !matches!(p.ask, Ask::Casualties { .. }) {
            break;
        }
        let d = g.legal_decisions(p.player)[0].clone();
        ev.extend(g.apply(p.player, &d).unwrap());
    }
    // Its owner chooses the figure leading the retreat (CG-FLIGHT-02).
    let p = g.prompts()[0].clone();
    let Ask::RunAwayLeader { group: GroupId(0), figures } = p.ask else { panic!("the leader is asked: {p:?}") };
    assert_eq!(p.player, Player::One);
    assert!(figures.len() > 1);
    let leader = *figures.last().unwrap();
    ev.extend(g.apply(Player::One, &Decision::RunAwayLeader { figure: leader }).unwrap());
    assert!(ev.iter().any(|e| matches!(e.what, What::Moved { group: GroupId(0), leader: l, .. } if l == leader)));
    assert!(
        terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::RetreatedFromAnimal { group: GroupId(0), .. })),
        "{ev:?}"
    );
    // The retreat is told, then its move (CG-FLIGHT-02).
    let at = |f: fn(&What) -> bool| ev.iter().position(|e| f(&e.what)).expect("the event");
    let retreat = at(|w| matches!(w, What::Terrain { event: TerrainEvent::RetreatedFromAnimal { .. } }));
    assert!(retreat < at(|w| matches!(w, What::Moved { group: GroupId(0), .. })), "{ev:?}");
    let gorilla = g.terrain.animals[0].at;
    assert!(
        g.group(GroupId(0))
            .unwrap()
            .figures
            .iter()
            .all(|f| !crate::geometry::base::in_contact(g.figure(*f).unwrap().at, gorilla))
    );
}

// rule: CG-ANIMAL-04, CG-ANIMAL-05, CG-ANIMAL-11
#[test]
fn a_gorilla_beaten_by_two_hits_dies_and_its_carcass_is_bulky_loot() {
    let mut g =
        game(Environment::Jungle, vec![UniversalRule::Jungle, UniversalRule::WildAnimals { tokens: 1 }], (16, 25));
    draw(&mut g, vec![45]);
    g.dice = DiceSource::scripted([0]);
    g.apply(Player::One, &Decision::Choose { choice: Choice::Area { area: AREA } }).unwrap();
    end_step(&mut g);
    let ev = fight(&mut g, 6, vec![1, 1, 1, 1]);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalMelee { killed: true, .. })));
    assert_eq!(crate::universal::bulky_carried(&g, GroupId(0)), 1, "the carcass is carried as bulky Loot");
    assert_eq!(crate::universal::loot_held(&g, Player::One), 1);
    assert_eq!(g.bag().extras(), &[crate::stress::BagToken::Animal], "its token is back in the bag");
}

// rule: CG-ANIMAL-03
#[test]
fn with_no_free_dangerous_area_the_token_goes_back_and_the_group_draws_again() {
    // The Askaris stand in the only dangerous area.
    let mut g =
        game(Environment::Jungle, vec![UniversalRule::Jungle, UniversalRule::WildAnimals { tokens: 1 }], (22, 25));
    let ev = draw(&mut g, vec![45, 0]);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalNotPlaced { .. })));
    assert_eq!(g.bag().extras(), &[crate::stress::BagToken::Animal]);
    assert_eq!(g.group(GroupId(0)).unwrap().stress, vec![crate::stress::StressKind::Shooting]);
}

// rule: CG-ANIMAL-06, CG-ANIMAL-07, CG-ANIMAL-08
#[test]
fn the_lion_wakes_on_a_success_and_charges_the_closest_group() {
    let mut g =
        game(Environment::Savannah, vec![UniversalRule::Savannah, UniversalRule::WildAnimals { tokens: 1 }], (16, 25));
    // A lion 5" east of the Askaris' last figure (at x 19).
    g.terrain.animals.push(Animal {
        kind: AnimalKind::Lion,
        at: Point::inches(25, 25),
        home: AREA,
        enraged: 0,
        alive: true,
    });
    g.dice = DiceSource::scripted([5]);
    let ev = end_step(&mut g);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalWakes { .. })));
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalMoved { .. })));
    let lion = g.terrain.animals[0].at;
    assert!(g.figures().iter().any(|f| crate::geometry::base::in_contact(f.at, lion)), "in base contact");
    // The group rolls 5s (all hits); the lion 2D8 (no Stress token on the group): 1 1.
    let ev = fight(&mut g, 5, vec![1, 1]);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalMelee { killed: true, .. })));
}

// rule: CG-ANIMAL-07
#[test]
fn the_lion_sleeps_on_a_failure() {
    let mut g = game(Environment::Savannah, vec![UniversalRule::Savannah], (16, 25));
    g.terrain.animals.push(Animal {
        kind: AnimalKind::Lion,
        at: Point::inches(25, 25),
        home: AREA,
        enraged: 0,
        alive: true,
    });
    g.dice = DiceSource::scripted([4]);
    let ev = end_step(&mut g);
    assert!(!terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalMoved { .. })));
    // The animals' turn is told before the wake roll.
    let heading = at(&ev, |w| matches!(w, What::WildAnimalsAct { step: 1 })).expect("the animals' turn is told");
    assert_eq!(ev[heading].rule, "CG-ANIMAL-07");
    assert!(matches!(ev[heading + 1].what, What::Terrain { event: TerrainEvent::AnimalWakes { .. } }));
    assert_eq!(g.terrain.animals[0].at, Point::inches(25, 25));
    assert!(matches!(g.prompts()[0].ask, Ask::ChooseCard { .. }), "the next step begins");
}

// rule: CG-USR-19
#[test]
fn an_event_token_is_resolved_then_the_group_draws_another_token() {
    let events = UniversalRule::SpecialEvents {
        tokens: vec![EventToken {
            number: 1,
            text: "Giant ants".into(),
            effect: EventEffect::Dangerous {
                effect: crate::dangerous_terrain::DangerousEffect::DrawStress { count: 1 },
            },
        }],
    };
    let mut g = game(Environment::Jungle, vec![UniversalRule::Jungle, events], (16, 25));
    // Index 45: the Event token; then its Stress token (0) and the replacement (0).
    let ev = draw(&mut g, vec![45, 0, 0]);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::EventToken { number: 1, .. })));
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 2);
    assert!(g.bag().extras().is_empty());
}

// rule: CG-ANIMAL-10, CG-USR-15
#[test]
fn the_gorilla_attacks_a_group_not_an_independent_character_standing_closer() {
    // The strange man stands alone inside the gorilla's area (distance 0, closer than the
    // Askaris within S of it): he is a base of no side, no group; the gorilla attacks the group.
    let mut g = game(Environment::Jungle, vec![UniversalRule::Jungle], (16, 25));
    super::engage_tests::place(&mut g, AnimalKind::Gorilla, 0);
    let at = crate::exploration::effects::free_spot(&g, AREA).expect("room in the area");
    g.universal.pieces.push(crate::universal::Piece {
        kind: crate::universal::PieceKind::StrangeMan,
        place: crate::universal::Place::Table { at },
        dropped: None,
        base: None,
    });
    assert!(crate::space::placed(&g).iter().any(|p| p.side == crate::geometry::base::Side::Neutral));
    end_step(&mut g);
    assert!(
        matches!(g.prompts()[0].ask, Ask::Roll { group: GroupId(0), .. }),
        "the gorilla attacks the Askaris: {:?}",
        g.prompts()
    );
}

/// The index of the first event matching `f`.
fn at(ev: &[Event], f: impl Fn(&What) -> bool) -> Option<usize> {
    ev.iter().position(|e| f(&e.what))
}

// rule: CG-ANIMAL-10
#[test]
fn the_wild_animals_turn_is_told_before_the_gorilla_engages_and_the_group_rolls() {
    let mut g = game(Environment::Jungle, vec![UniversalRule::Jungle], (16, 25));
    super::engage_tests::place(&mut g, AnimalKind::Gorilla, 0);
    // A lion far from everyone acts after the gorilla.
    g.terrain.animals.push(Animal {
        kind: AnimalKind::Lion,
        at: Point::inches(60, 40),
        home: AREA,
        enraged: 0,
        alive: true,
    });
    let ev = end_step(&mut g);
    let discarded = ev.iter().rposition(|e| matches!(e.what, What::CardDiscarded { .. })).expect("the cards end");
    let heading = at(&ev, |w| matches!(w, What::WildAnimalsAct { step: 1 })).expect("the animals' turn is told");
    assert!(discarded < heading);
    assert_eq!(ev[heading].rule, "CG-ANIMAL-10", "the first animal acting is the gorilla");
    let charge = TerrainEvent::AnimalCharges { animal: AnimalId(0), group: GroupId(0) };
    assert_eq!(
        ev.get(heading + 1).map(|e| (&*e.rule, &e.what)),
        Some(("CG-ANIMAL-10", &What::Terrain { event: charge }))
    );
    assert_eq!(ev.len(), heading + 2, "the group's Combat roll in defence is asked next");
    assert!(matches!(g.prompts()[0].ask, Ask::Roll { group: GroupId(0), purpose: RollPurpose::MeleeDefence, .. }));
    // The group rolls 6s, the gorilla 1s: it dies; then the lion sleeps on (a 4), with no second
    // heading.
    let n = match &g.prompts()[0].ask {
        Ask::Roll { dice, .. } => dice.len(),
        _ => 0,
    };
    let mut script = vec![6; n];
    script.extend([1, 1, 1, 1, 4]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    let attacks = at(&ev, |w| matches!(w, What::Terrain { event: TerrainEvent::AnimalAttacks { .. } }));
    let wakes = at(&ev, |w| matches!(w, What::Terrain { event: TerrainEvent::AnimalWakes { .. } }));
    assert!(attacks.is_some() && attacks < wakes, "{ev:?}");
    assert!(at(&ev, |w| matches!(w, What::WildAnimalsAct { .. })).is_none(), "told once a step");
}

// rule: CG-ANIMAL-10
#[test]
fn a_gorilla_with_nobody_near_its_area_is_not_told() {
    // The Askaris far west of the area: the gorilla stays, and nothing is said.
    let mut g = game(Environment::Jungle, vec![UniversalRule::Jungle], (2, 5));
    super::engage_tests::place(&mut g, AnimalKind::Gorilla, 0);
    g.terrain.animals[0].at = Point::inches(26, 26);
    let ev = end_step(&mut g);
    assert!(at(&ev, |w| matches!(w, What::WildAnimalsAct { .. } | What::Terrain { .. })).is_none(), "{ev:?}");
    assert!(matches!(g.prompts()[0].ask, Ask::ChooseCard { .. }), "the next step begins");
}

// rule: CG-ANIMAL-10
#[test]
fn the_gorilla_engages_the_group_closest_to_itself_not_to_its_area() {
    // The Askaris stand in the gorilla's area but 12" from it; the Cannibals stand 0.5" outside
    // the area, 1" from the gorilla: both wake it, and it engages the Cannibals.
    let mut s = fresh_setup(Environment::Jungle, vec![UniversalRule::Jungle], line("wme.trained_askaris", 20, 21));
    s.columns[1].groups[0].members = (0..5).map(|i| Point::inches(33 + i, 31)).collect();
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    super::engage_tests::place(&mut g, AnimalKind::Gorilla, 0);
    g.terrain.animals[0].at = Point::inches(31, 31);
    let ev = end_step(&mut g);
    let charged: Vec<GroupId> = terrain_events(&ev)
        .into_iter()
        .filter_map(|t| match t {
            TerrainEvent::AnimalCharges { group, .. } => Some(*group),
            _ => None,
        })
        .collect();
    assert_eq!(charged, vec![GroupId(1)], "{ev:?}");
}
