//! The Universal Special Rules of the turn, with scripted dice.

use super::*;
use crate::adventure::{Adventure, Sides};
use crate::decision::Decision;
use crate::deploy::AdventureInPlay;
use crate::exploration::tests::{AREA, enter, setup, terrain_events, to_move, to_shoot};
use crate::rosters::Roster;
use crate::setup::{Environment, GroupSetup, Setup};
use crate::state::FigureId;
use alloc::vec;
use tabletop::{Point, RulesGame};

fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = Roster::builtin().group(id).cloned().expect("a built-in group");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// `s` playing an Adventure whose only special rules are `rules` (objectives and end conditions
/// dropped: only the rules matter here).
fn with_rules(mut s: Setup, rules: Vec<UniversalRule>) -> Setup {
    let mut adventure = Adventure::builtin("night_ambush").expect("built in");
    adventure.special_rules = rules;
    adventure.objectives.clear();
    adventure.premature_end.clear();
    s.adventure = Some(AdventureInPlay { adventure, objects: vec![], detachments: Default::default() });
    s
}

fn askaris() -> GroupSetup {
    line("wme.trained_askaris", 16, 25)
}

/// Askaris (rifles, L) at y 10 and Cannibals 10" north of them.
fn duel(rules: Vec<UniversalRule>, dice: Vec<u32>) -> Game {
    let s = setup(Environment::Jungle, line("wme.trained_askaris", 40, 10), line("forest.cannibals", 40, 20), dice);
    let mut g = Game::new(&with_rules(s, rules)).unwrap();
    to_shoot(&mut g);
    g
}

fn shoot() -> Decision {
    Decision::Shoot { group: GroupId(0), leader: FigureId(0), target: GroupId(1), giraffe: None }
}

// rule: CG-USR-06
#[test]
fn downpour_limits_ranges_to_m() {
    let mut dry = duel(vec![UniversalRule::Jungle], vec![]);
    assert!(dry.legal_decisions(Player::One).contains(&shoot()), "10\" is within L");
    let mut wet = duel(vec![UniversalRule::Jungle, UniversalRule::Downpour { last_turn: None }], vec![]);
    assert!(wet.apply(Player::One, &shoot()).is_err(), "10\" is beyond M under the downpour");
    assert!(!wet.legal_decisions(Player::One).contains(&shoot()));
    assert!(dry.apply(Player::One, &shoot()).is_ok());
}

// rule: CG-USR-06
#[test]
fn downpour_discards_two_dice_per_shooting_stress_token() {
    let g = duel(vec![UniversalRule::Downpour { last_turn: Some(1) }], vec![]);
    let mut g = g;
    g.groups[0].stress.push(crate::stress::StressKind::Shooting);
    let (_, drop) = crate::shooting::attack_pool(&g, GroupId(0), false, FigureId(0), GroupId(1));
    assert_eq!(drop, 2);
    g.turn = 2;
    let (_, drop) = crate::shooting::attack_pool(&g, GroupId(0), false, FigureId(0), GroupId(1));
    assert_eq!(drop, 1, "the rain stopped after turn 1");
}

// rule: CG-USR-20
#[test]
fn night_limits_ranges_to_m() {
    let mut g = duel(vec![UniversalRule::Night { last_turn: None }], vec![]);
    assert!(g.apply(Player::One, &shoot()).is_err());
    assert_eq!(range_cap(&g), Some(Stick::M.length()));
}

// rule: CG-USR-20
#[test]
fn night_limits_every_line_of_sight_to_m_rituals_included() {
    // The Cannibals 10" north: seen by day, not at Night; 4" north: seen at Night too.
    let day = duel(vec![], vec![]);
    assert!(crate::sorcery::play::in_sight(&day, GroupId(0), GroupId(1)));
    let night = duel(vec![UniversalRule::Night { last_turn: None }], vec![]);
    assert_eq!(sight_limit(&night), Some(Stick::M.length()));
    assert!(!crate::sorcery::play::in_sight(&night, GroupId(0), GroupId(1)), "beyond M at Night");
    let s = setup(Environment::Jungle, line("wme.trained_askaris", 40, 10), line("forest.cannibals", 40, 14), vec![]);
    let near = Game::new(&with_rules(s, vec![UniversalRule::Night { last_turn: None }])).unwrap();
    assert!(crate::sorcery::play::in_sight(&near, GroupId(0), GroupId(1)), "within M at Night");
}

// rule: CG-USR-05
#[test]
fn dense_cover_gives_open_terrain_d8_cover() {
    let mut s =
        setup(Environment::Jungle, line("wme.trained_askaris", 40, 10), line("forest.cannibals", 40, 20), vec![]);
    let mut spec = s.table.spec().clone();
    spec.open_cover = tabletop::Die::D8;
    s.table = crate::space::Table::new(spec).unwrap();
    let mut g = Game::new(&with_rules(s, vec![UniversalRule::DenseCover])).unwrap();
    to_shoot(&mut g);
    let ev = g.apply(Player::One, &shoot()).unwrap();
    assert!(ev.iter().any(|e| matches!(e.what, What::ShotDeclared { cover: tabletop::Die::D8, .. })));
}

// rule: CG-USR-21, CG-USR-22
#[test]
fn night_a_lone_group_and_a_group_picking_up_the_pace_draw_stress() {
    let s = setup(Environment::Jungle, askaris(), line("forest.cannibals", 10, 44), vec![0, 2, 7]);
    let mut g = Game::new(&with_rules(s, vec![UniversalRule::Night { last_turn: None }])).unwrap();
    to_move(&mut g);
    // Alone (no friend within M): a token (bag index 0), then the area (2, 7: everything is fine).
    let ev = g.apply(Player::One, &enter()).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-USR-22"));
    assert!(!ev.iter().any(|e| e.rule == "CG-USR-21"));
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1);
}

// rule: CG-DT-SAVANNAH-22
#[test]
fn heat_picking_up_the_pace_draws_a_stress_token() {
    let s =
        setup(Environment::Savannah, line("wme.trained_askaris", 40, 10), line("forest.cannibals", 10, 44), vec![0]);
    let mut g = Game::new(&s).unwrap();
    g.terrain.lasting.push(Lasting::Heat);
    to_move(&mut g);
    let pace = Decision::Move {
        group: GroupId(0),
        leader: FigureId(3),
        path: vec![Point::inches(43, 14), Point::inches(43, 18)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    let ev = g.apply(Player::One, &pace).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-DT-SAVANNAH-22"));
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1);
}

// rule: CG-USR-07
#[test]
fn traps_discard_a_totem_card_to_trap_an_enemy_in_a_dangerous_area() {
    // Player Two benefits; the Askaris stand in the dangerous area. The trap's D6: 1 (a Stress
    // token, bag index 0, and a figure).
    let s =
        setup(Environment::Jungle, line("wme.trained_askaris", 22, 25), line("forest.cannibals", 10, 44), vec![1, 0]);
    let mut g = Game::new(&with_rules(s, vec![UniversalRule::Traps { beneficiaries: Sides::Two }])).unwrap();
    g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![1, 2, 3] }).unwrap();
    g.apply(Player::Two, &Decision::ChooseActionCards { cards: vec![7, 1, 2] }).unwrap();
    g.apply(Player::One, &Decision::ChooseCard { card: 1 }).unwrap();
    g.apply(Player::Two, &Decision::ChooseCard { card: 7 }).unwrap();
    g.apply(Player::One, &Decision::Cheetah { card: None }).unwrap();
    g.apply(Player::Two, &Decision::Cheetah { card: None }).unwrap();
    let card = g.player(Player::Two).totems.hand[0].id;
    let trap = Decision::SetTrap { card, group: GroupId(0) };
    assert!(g.legal_decisions(Player::Two).contains(&trap));
    assert!(g.apply(Player::Two, &Decision::SetTrap { card, group: GroupId(1) }).is_err(), "his own group");
    let ev = g.apply(Player::Two, &trap).unwrap();
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::TrapSet { .. })));
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1);
    assert!(matches!(g.prompts()[0].ask, crate::pending::Ask::Casualties { group: GroupId(0), count: 1, .. }));
    assert!(g.player(Player::Two).totems.hand.is_empty(), "the card is discarded");
    assert!(check_trap(&g, Player::Two, card, GroupId(0)).is_err(), "once per turn");
}

// rule: CG-USR-19, CG-ANIMAL-01, CG-ANIMAL-02
#[test]
fn animal_and_event_tokens_go_into_the_bag() {
    use crate::adventure::{EventEffect, EventToken};
    let s = setup(Environment::Jungle, askaris(), line("forest.cannibals", 10, 44), vec![]);
    let events = UniversalRule::SpecialEvents {
        tokens: vec![EventToken {
            number: 1,
            text: "An anthill".into(),
            effect: EventEffect::Dangerous {
                effect: crate::dangerous_terrain::DangerousEffect::DrawStress { count: 1 },
            },
        }],
    };
    let g = Game::new(&with_rules(s, vec![UniversalRule::WildAnimals { tokens: 2 }, events])).unwrap();
    let extras = g.bag().extras();
    assert_eq!(extras.iter().filter(|t| **t == crate::stress::BagToken::Animal).count(), 2);
    assert!(extras.contains(&crate::stress::BagToken::Event { number: 1 }));
    let _ = AREA;
}

// rule: CG-USR-03, CG-USR-04
#[test]
fn the_adventures_savannah_or_jungle_rule_picks_the_dangerous_terrain_table() {
    // The set-up says jungle; the Adventure's Savannah rule wins: 2 then 7 read the savannah's
    // first block. And the other way round.
    let cases = [
        (Environment::Jungle, UniversalRule::Savannah, Environment::Savannah, "CG-DT-SAVANNAH-"),
        (Environment::Savannah, UniversalRule::Jungle, Environment::Jungle, "CG-DT-JUNGLE-"),
    ];
    for (set_up, rule, table, prefix) in cases {
        let s = setup(set_up, askaris(), line("forest.cannibals", 10, 44), vec![2, 7]);
        let mut g = Game::new(&with_rules(s, vec![rule])).unwrap();
        assert_eq!(crate::exploration::environment(&g), table);
        to_move(&mut g);
        let ev = g.apply(Player::One, &enter()).unwrap();
        assert!(
            terrain_events(&ev)
                .iter()
                .any(|t| matches!(t, TerrainEvent::Explored { entry, .. } if entry.starts_with(prefix)))
        );
    }
}
