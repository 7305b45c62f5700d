//! The culture, character and Totem rules in the monkeys' and the baboons' melee (CG-DT-JUNGLE-28,
//! CG-DT-SAVANNAH-26), with scripted dice (docs/rulings.md "Culture rules in the monkeys', the
//! baboons' and the cattle's melee"): the group's roll is a group melee's, the animals'
//! dice are nobody's.

use super::tests::{line, push_entry, setup, terrain_events, to_move};
use super::*;
use crate::decision::Decision;
use crate::event::What;
use crate::pending::{Ask, RollPurpose};
use crate::profile::DicePool;
use crate::setup::GroupSetup;
use crate::stress::StressKind;
use crate::totem::TotemKind;
use crate::wild::culture_tests::{leave_only_the_character, with_auxiliary, with_character};
use alloc::vec;
use alloc::vec::Vec;
use tabletop::{DiceSource, Die, RulesGame};

const MONKEYS: &str = "CG-DT-JUNGLE-28";

/// Player One's `one` in the dangerous area (leading figure at 21, 25), Player Two's `two`; the
/// monkeys attack group 0 (their entry on the stack, run up to the first question).
fn monkeys(one: GroupSetup, two: GroupSetup, deck: Option<TotemKind>) -> (Game, Vec<Event>) {
    let mut s = setup(Environment::Jungle, one, two, vec![]);
    if let Some(kind) = deck {
        s.components.totem_deck = vec![kind];
    }
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    push_entry(&mut g, MONKEYS);
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    (g, ev)
}

fn far() -> GroupSetup {
    line("forest.cannibals", 10, 44)
}

fn roll_dice(g: &Game) -> (Vec<Die>, RollPurpose) {
    match g.prompts().first().map(|p| p.ask.clone()) {
        Some(Ask::Roll { dice, purpose, .. }) => (dice, purpose),
        other => panic!("a combat roll, not {other:?}"),
    }
}

/// Roll the group's dice as `mine` faces, then the monkeys' `theirs`, then bag draws (index 0).
fn fight(g: &mut Game, mine: u32, theirs: [u32; 3]) -> Vec<Event> {
    let n = roll_dice(g).0.len();
    let mut script = vec![mine; n];
    script.extend(theirs);
    script.extend([0; 4]);
    g.dice = DiceSource::scripted(script);
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap()
}

fn drawn(ev: &[Event]) -> usize {
    ev.iter().filter(|e| matches!(e.what, What::StressDrawn { group: GroupId(0), .. })).count()
}

// rule: CG-ZAN-02
// rule: CG-DT-JUNGLE-28
#[test]
fn ruthless_adds_a_success_against_the_monkeys() {
    // Askaris with the Slavers' character roll only 2s, the monkeys 5 5 1: two hits against the
    // group's one (Ruthless): lost by one, one Stress token instead of one casualty (not two).
    let (mut g, _) = monkeys(with_character(line("wme.trained_askaris", 21, 25), "zan.slavers"), far(), None);
    let figures = g.group(GroupId(0)).unwrap().figures.len();
    let ev = fight(&mut g, 2, [5, 5, 1]);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::Attacked { hits: 2, .. })));
    assert_eq!(drawn(&ev), 1);
    assert_eq!(g.group(GroupId(0)).unwrap().figures.len(), figures, "no model lost");
}

// rule: CG-MUSTER-10
// rule: CG-TOTEM-05
#[test]
fn a_character_alone_without_combat_scores_nothing_against_the_monkeys() {
    // The Flag Bearer (-/-/D10) alone: not asked to roll, no Crocodile played; the monkeys' 1 1 1
    // are level with his nothing: lost by 0, no token.
    let croc = TotemKind::Crocodile { dice: DicePool::one(Die::D8) };
    let bearer_group = with_character(line("wme.soldiers", 21, 25), "wme.flag_bearer");
    let mut s = setup(Environment::Jungle, bearer_group, far(), vec![]);
    s.components.totem_deck = vec![croc];
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    leave_only_the_character(&mut g, GroupId(0));
    assert!(g.values(GroupId(0)).unwrap().alone_without_combat());
    assert!(!g.player(Player::One).totems.hand.is_empty(), "a Crocodile in hand");
    g.dice = DiceSource::scripted([1, 1, 1]);
    push_entry(&mut g, MONKEYS);
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    let nothing = ev
        .iter()
        .find(|e| matches!(&e.what, What::Rolled { group: GroupId(0), purpose: RollPurpose::MeleeDefence, .. }))
        .expect("the group's empty roll");
    assert_eq!(nothing.rule, "CG-MUSTER-10");
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::Attacked { hits: 0, .. })));
    assert!(g.stack.is_empty(), "the monkeys are gone: {:?}", g.prompts());
    assert!(!g.player(Player::One).totems.hand.is_empty(), "no Crocodile was played");
}

// rule: CG-FOREST-07
// rule: CG-AK-07
#[test]
fn mystical_trance_rolls_nothing_against_the_monkeys() {
    // A Sacred Warrior with the Cannibals (5 x D8), the group holding two Terror tokens: the
    // monkeys hold no Stress token, so the Trance adds no D6.
    let trance = with_auxiliary(line("forest.cannibals", 21, 25), "forest.sacred_warriors");
    let mut s = setup(Environment::Jungle, trance, far(), vec![]);
    s.components.totem_deck = vec![TotemKind::Lion];
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    g.group_mut(GroupId(0)).unwrap().stress = vec![StressKind::Terror, StressKind::Terror];
    push_entry(&mut g, MONKEYS);
    g.run(&mut vec![]).unwrap();
    assert_eq!(roll_dice(&g), (vec![Die::D8; 5], RollPurpose::MeleeDefence));
}

// rule: CG-AK-01
#[test]
fn no_authority_when_the_monkeys_engage_the_kings_group() {
    let king = with_character(line("ak.married_warriors", 21, 25), "ak.king");
    let (g, ev) = monkeys(king, far(), None);
    assert!(!ev.iter().any(|e| e.rule == "CG-AK-01"));
    assert_eq!(roll_dice(&g).1, RollPurpose::MeleeDefence);
}

// rule: CG-FOREST-08
#[test]
fn no_meat_when_the_cannibals_beat_the_monkeys() {
    // The Cannibals' 5s beat the monkeys' 1s ("If you win the melee, nothing happens"): the
    // Young Warriors 3" away roll no Meat! die.
    let (mut g, _) = monkeys(line("forest.cannibals", 21, 25), line("forest.young_warriors", 21, 28), None);
    let ev = fight(&mut g, 5, [1, 1, 1]);
    assert!(!ev.iter().any(|e| e.rule == "CG-FOREST-08"));
    assert_eq!(drawn(&ev), 0);
    assert!(g.group(GroupId(1)).unwrap().stress.is_empty());
}

// rule: CG-WME-03
#[test]
fn training_rerolls_the_ones_against_the_monkeys() {
    // Askaris with the Retired Officer roll 1s: each is re-rolled (5s, all hits); the monkeys'
    // 5 5 1 score fewer: nothing happens.
    let officer = with_character(line("wme.trained_askaris", 21, 25), "wme.retired_officer");
    let (mut g, _) = monkeys(officer, far(), None);
    let n = roll_dice(&g).0.len();
    let mut script = vec![1; n];
    script.extend(core::iter::repeat_n(5, n));
    script.extend([5, 5, 1, 0, 0]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-WME-03"), "the re-rolls: {ev:?}");
    assert_eq!(drawn(&ev), 0);
}

/// The question waiting, if any.
fn asked(g: &Game) -> Option<Ask> {
    g.prompts().first().map(|p| p.ask.clone())
}

// rule: CG-AK-02
// rule: CG-DT-JUNGLE-28
#[test]
fn frenzy_is_asked_before_the_monkeys_melee() {
    // Married Warriors (5 x D10) with the Prince (D10): before the group's roll the Prince's
    // owner is asked, as in a group melee; a warrior is sacrificed: 4 + 1 + 3 D10s.
    let prince = with_character(line("ak.married_warriors", 21, 25), "ak.prince");
    let (mut g, _) = monkeys(prince, far(), None);
    let Some(Ask::Frenzy { group: GroupId(0), figures }) = asked(&g) else { panic!("frenzy: {:?}", asked(&g)) };
    let prince = *g.group(GroupId(0)).unwrap().figures.last().unwrap();
    assert!(!figures.is_empty() && !figures.contains(&prince), "not the prince himself");
    assert_eq!(g.legal_decisions(Player::One).len(), figures.len() + 1);
    // Anything else (the roll, the prince himself) is refused and changes nothing.
    let before = serde_json::to_string(&g).unwrap();
    assert!(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).is_err());
    assert!(g.apply(Player::One, &Decision::Frenzy { figure: Some(prince) }).is_err());
    assert_eq!(before, serde_json::to_string(&g).unwrap());
    let ev = g.apply(Player::One, &Decision::Frenzy { figure: Some(figures[0]) }).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-AK-02" && matches!(e.what, What::FigureRemoved { .. })));
    assert_eq!(roll_dice(&g), (vec![Die::D10; 8], RollPurpose::MeleeDefence));
    // 5s against the monkeys' 1s: the group wins, nothing happens.
    let ev = fight(&mut g, 5, [1, 1, 1]);
    assert_eq!(drawn(&ev), 0);
    assert!(g.stack.is_empty(), "the monkeys are gone: {:?}", g.prompts());
}

// rule: CG-AK-02
// rule: CG-DT-SAVANNAH-26
#[test]
fn frenzy_declined_before_the_baboons_melee() {
    // The baboons (savannah) are the monkeys' melee: Frenzy asked, declined, the usual 6 D10s.
    let prince = with_character(line("ak.married_warriors", 21, 25), "ak.prince");
    let mut g = Game::new(&setup(Environment::Savannah, prince, far(), vec![])).unwrap();
    to_move(&mut g);
    push_entry(&mut g, "CG-DT-SAVANNAH-26");
    g.run(&mut vec![]).unwrap();
    assert!(matches!(asked(&g), Some(Ask::Frenzy { group: GroupId(0), .. })), "{:?}", asked(&g));
    // The waiting question survives a JSON round trip.
    let back: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
    let ev = g.apply(Player::One, &Decision::Frenzy { figure: None }).unwrap();
    assert!(!ev.iter().any(|e| e.rule == "CG-AK-02"));
    assert_eq!(roll_dice(&g), (vec![Die::D10; 6], RollPurpose::MeleeDefence));
}

// rule: CG-AK-02
#[test]
fn no_frenzy_question_without_a_prince_before_the_monkeys_melee() {
    let (g, _) = monkeys(line("ak.married_warriors", 21, 25), far(), None);
    assert!(matches!(asked(&g), Some(Ask::Roll { .. })), "{:?}", asked(&g));
}
