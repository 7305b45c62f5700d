//! The rule pieces: rule durations, Plunder, wild animals, budgets and sides.

use super::super::animals::*;
use super::super::plunder::*;
use super::super::*;
use crate::dangerous_terrain::Environment;
use crate::profile::{DicePool, Stick};
use alloc::vec::Vec;
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceSource, Die};

// rule: CG-USR-20
#[test]
fn timed_rules_stop_after_their_last_turn() {
    let night = UniversalRule::Night { last_turn: Some(3) };
    assert!(night.in_force_on(3) && !night.in_force_on(4));
    let rain = UniversalRule::Downpour { last_turn: None };
    assert!(rain.in_force_on(30));
    let confusion = UniversalRule::Confusion { last_turn: 1 };
    assert!(confusion.in_force_on(1) && !confusion.in_force_on(2));
    assert!(UniversalRule::DenseCover.in_force_on(8));
    assert_eq!(RuleKind::EnterOnTable.name(), "Enter on the table");
    assert_eq!(alloc::string::ToString::to_string(&RuleKind::WildAnimals), "Wild Animals");
}

// rule: CG-USR-17
#[test]
fn cattle_always_roll_3d6() {
    assert_eq!(CATTLE_MELEE, DicePool { count: 3, die: Die::D6 });
}

#[test]
fn budgets_and_sides() {
    assert!(Budget::Agreed { min: 70, max: 100 }.allows(85));
    assert!(!Budget::Agreed { min: 70, max: 100 }.allows(101));
    assert!(Budget::Fixed { points: 90 }.allows(90) && !Budget::Fixed { points: 90 }.allows(89));
    assert_eq!(Side::One.other(), Side::Two);
    assert!(Sides::Both.contains(Side::Two) && Sides::One.contains(Side::One) && !Sides::One.contains(Side::Two));
}

fn plunder_faces(faces: &[u32]) -> Vec<PlunderResult> {
    let mut dice = DiceSource::scripted(faces.iter().copied());
    faces.iter().map(|_| read_plunder(dice.roll(Die::D6).unwrap()).unwrap()).collect()
}

// rule: CG-USR-24
// rule: CG-USR-25
// rule: CG-USR-26
// rule: CG-USR-27
#[test]
fn the_plunder_table() {
    use PlunderResult::*;
    assert_eq!(plunder_faces(&[1, 2, 3, 4, 5, 6]), [Disturbed, Disturbed, GoodFood, GoodFood, Found, BurnItDown]);
    let mut b = Building::default();
    assert_eq!(b.plunder(Disturbed), PlunderOutcome { opponent_totems_drawn: 1, ..PlunderOutcome::default() });
    assert_eq!(b.plunder(GoodFood), PlunderOutcome { totems_drawn: 1, ..PlunderOutcome::default() });
    let mut dice = DiceSource::scripted([5]);
    let d8 = dice.roll(Die::D8).unwrap();
    assert_eq!(read_plunder(d8), Err(PlunderError::NotAD6 { die: Die::D8 }));
}

// rule: CG-USR-29
#[test]
fn one_plunder_token_per_building_and_none_once_burning() {
    let mut b = Building::default();
    assert!(b.plunder(PlunderResult::Found).plunder_token);
    assert!(!b.plunder(PlunderResult::Found).plunder_token, "a single token per building");
    let fire = b.plunder(PlunderResult::BurnItDown);
    assert!(!fire.plunder_token && fire.sets_fire, "a 6 still burns it (ruling)");
    assert!(b.on_fire);
    let mut c = Building::default();
    let first = c.plunder(PlunderResult::BurnItDown);
    assert!(first.plunder_token && first.sets_fire);
    let mut d = Building { token_taken: false, on_fire: true };
    let again = d.plunder(PlunderResult::BurnItDown);
    assert!(!again.plunder_token && !again.sets_fire, "none once on fire");
}

// rule: CG-USR-23
// rule: CG-USR-28
#[test]
fn who_may_plunder_and_the_move_after() {
    assert!(may_plunder(true, false, true));
    assert!(may_plunder(false, true, false));
    assert!(!may_plunder(false, true, true), "picked up the pace");
    assert!(!may_plunder(false, false, false));
    assert_eq!(move_after_plunder(true), Some(Stick::S));
    assert_eq!(move_after_plunder(false), None);
    let mut dice = DiceSource::scripted([6]);
    let mut b = Building::default();
    let e = plunder(&mut b, false, true, true, &mut dice).unwrap_err();
    assert_eq!(e, PlunderError::NotInContact);
    assert_eq!(e.code(), ErrorCode::IllegalDecision);
    assert_eq!(dice.remaining_script(), Some(1), "no die rolled");
    let (roll, result, outcome) = plunder(&mut b, true, false, false, &mut dice).unwrap();
    assert_eq!((roll.face(), result), (6, PlunderResult::BurnItDown));
    assert!(outcome.plunder_token && b.on_fire && b.token_taken);
}

// rule: CG-ANIMAL-02
#[test]
fn the_environment_picks_the_animal() {
    assert_eq!(AnimalProfile::of(Environment::Savannah).kind, AnimalKind::Lion);
    assert_eq!(AnimalProfile::of(Environment::Jungle).kind, AnimalKind::Gorilla);
}

// rule: CG-ANIMAL-07
// rule: CG-ANIMAL-10
#[test]
fn how_the_animals_activate() {
    assert_eq!(LION.activation, Activation::Roams { wake: Die::D8, stick: Stick::M });
    assert_eq!(GORILLA.activation, Activation::Guards { reach: Stick::S });
}

// rule: CG-ANIMAL-08
#[test]
fn the_lion_rolls_2d8_plus_one_per_stress_token() {
    assert_eq!(LION.melee_dice(0, 0), 2);
    assert_eq!(LION.melee_dice(3, 0), 5);
    let mut dice = DiceSource::scripted([8, 1, 5, 2]);
    let rolled = LION.roll_melee(2, 0, false, &mut dice).unwrap();
    assert_eq!(rolled.len(), 4);
    assert!(rolled.iter().all(|r| r.die() == Die::D8));
    assert_eq!(rolled.iter().filter(|r| r.is_success()).count(), 2);
}

// rule: CG-ANIMAL-11
#[test]
fn the_gorilla_rolls_4d6_and_each_six_adds_a_die() {
    assert_eq!(GORILLA.melee_dice(4, 0), 4, "Stress tokens do not feed the gorilla");
    // 6, 1, 2, 3 -> one more die: 6 -> one more: 5. Six dice in all.
    let mut dice = DiceSource::scripted([6, 1, 2, 3, 6, 5, 4]);
    let rolled = GORILLA.roll_melee(0, 0, false, &mut dice).unwrap();
    let faces: Vec<u8> = rolled.iter().map(|r| r.face()).collect();
    assert_eq!(faces, [6, 1, 2, 3, 6, 5]);
    assert_eq!(dice.remaining_script(), Some(1));
}

// rule: CG-TERR-18, CG-ANIMAL-11
#[test]
fn an_animal_behind_an_obstacle_rerolls_each_failed_die_once() {
    // 6, 1 (re-rolled: 6), 2 (re-rolled: 1), 5: two 6s add two dice: 3 (re-rolled: 5), 4
    // (re-rolled: 2).
    let mut dice = DiceSource::scripted([6, 1, 6, 2, 1, 5, 3, 5, 4, 2, 9]);
    let rolled = GORILLA.roll_melee(0, 0, true, &mut dice).unwrap();
    let faces: Vec<u8> = rolled.iter().map(|r| r.face()).collect();
    assert_eq!(faces, [6, 6, 1, 5, 5, 2]);
    assert_eq!(dice.remaining_script(), Some(1));
    // The lion: a failure re-rolled once, never twice.
    let mut dice = DiceSource::scripted([1, 2, 7, 9]);
    let faces: Vec<u8> = LION.roll_melee(0, 0, true, &mut dice).unwrap().iter().map(|r| r.face()).collect();
    assert_eq!(faces, [2, 7]);
}

// rule: CG-ANIMAL-12
#[test]
fn shooting_the_gorilla_enrages_then_kills() {
    assert_eq!(GORILLA.cover, Die::D10);
    assert_eq!(GORILLA.shot(0), ShotOutcome::Unharmed);
    assert_eq!(GORILLA.shot(1), ShotOutcome::Enraged);
    assert_eq!(GORILLA.shot(2), ShotOutcome::Killed);
    assert_eq!(GORILLA.melee_dice(0, 2), 8, "enraged twice: +2D6 each time");
}

// rule: CG-ANIMAL-09
#[test]
fn any_uncancelled_hit_kills_the_lion() {
    assert_eq!(LION.cover, Die::D10);
    assert_eq!((LION.rerolls_failed_cover, GORILLA.rerolls_failed_cover), (true, false));
    assert_eq!(LION.shot(0), ShotOutcome::Unharmed);
    assert_eq!(LION.shot(1), ShotOutcome::Killed);
}

// rule: CG-ANIMAL-08
#[test]
fn animal_melee_margins() {
    assert_eq!(animal_melee(5, 3), AnimalMeleeOutcome::AnimalBeaten);
    assert_eq!(animal_melee(4, 3), AnimalMeleeOutcome::Standoff);
    assert_eq!(animal_melee(3, 3), AnimalMeleeOutcome::GroupLoses { by: 0 });
    assert_eq!(animal_melee(1, 3), AnimalMeleeOutcome::GroupLoses { by: 2 });
    assert_eq!(animal_melee(u16::MAX, u16::MAX), AnimalMeleeOutcome::GroupLoses { by: 0 });
    assert_eq!(animal_melee(u16::MAX, u16::MAX - 2), AnimalMeleeOutcome::AnimalBeaten);
    assert_eq!(animal_melee(0, u16::MAX), AnimalMeleeOutcome::GroupLoses { by: u16::MAX });
}

// rule: CG-OBJ-02
// rule: CG-OBJ-03
// rule: CG-OBJ-04
#[test]
fn what_becomes_of_a_carried_object() {
    use HolderEvent::*;
    assert_eq!(object_fate(RetreatsAfterMelee { against_animal: false }), Fate::ToWinner);
    assert_eq!(object_fate(WipedOutInMelee { against_animal: false }), Fate::ToWinner);
    assert_eq!(object_fate(RetreatsAfterMelee { against_animal: true }), Fate::LeftBehind);
    assert_eq!(object_fate(WipedOutInMelee { against_animal: true }), Fate::LeftBehind);
    assert_eq!(object_fate(Eliminated), Fate::LeftBehind);
    assert_eq!(object_fate(Flees), Fate::LeftBehind);
}

// rule: CG-USR-11
// rule: CG-USR-13
#[test]
fn what_becomes_of_an_independent_character() {
    use HolderEvent::*;
    assert_eq!(character_fate(RetreatsAfterMelee { against_animal: false }), Fate::ToWinner);
    assert_eq!(character_fate(WipedOutInMelee { against_animal: true }), Fate::LeftBehind);
    assert_eq!(character_fate(Eliminated), Fate::LeftBehind);
    assert_eq!(character_fate(Flees), Fate::StaysWithGroup);
}

// rule: CG-USR-02
#[test]
fn confusion_deals_three_of_seven_and_rewards_keeping_them() {
    use super::super::confusion::*;
    let cards = [1u8, 2, 3, 4, 5, 6, 7];
    // below(7) = 6 -> card 7; below(6) = 0 -> card 1; below(5) = 2 -> card 4.
    let mut dice = DiceSource::scripted([6, 0, 2]);
    let mut hand = ConfusionHand::deal(&cards, &mut dice).unwrap();
    assert_eq!(hand.hand, [7, 1, 4]);
    assert_eq!(hand.undealt, [2, 3, 5, 6]);
    assert_eq!(hand.totem_reward(), 1);
    // Swap the 1: below(4) = 3 -> card 6.
    let mut dice = DiceSource::scripted([3, 0]);
    assert_eq!(hand.swap(1, &mut dice), Ok(6));
    assert_eq!(hand.hand, [7, 6, 4]);
    assert_eq!(hand.totem_reward(), 0);
    assert_eq!(hand.swap(0, &mut dice), Err(DealError::AlreadySwapped));
    assert_eq!(dice.remaining_script(), Some(1), "a refused swap draws nothing");
    let mut fresh = ConfusionHand::deal(&cards, &mut DiceSource::scripted([0, 0, 0])).unwrap();
    assert_eq!(fresh.swap(3, &mut DiceSource::scripted([0])), Err(DealError::NotInHand { index: 3, len: 3 }));
    assert!(!fresh.swapped);
    assert_eq!(
        draw_at_random(&cards, 8, &mut DiceSource::scripted([])),
        Err(DealError::PoolTooSmall { wanted: 8, available: 7 })
    );
}

// rule: CG-DT-SAVANNAH-09
#[test]
fn the_wind_replaces_unplayed_cards_from_those_not_chosen() {
    use super::super::confusion::wind;
    let mut dice = DiceSource::scripted([1, 0]);
    assert_eq!(wind(&[5, 6], &[1, 2, 3, 4], &mut dice), Ok(alloc::vec![2, 1]));
}

// rule: CG-USR-09
#[test]
fn exits_open_only_where_and_when_the_adventure_says() {
    use crate::geometry::Edge;
    let raid = Adventure::builtin("cattle_raid").unwrap();
    assert!(raid.exits_for(Side::One, 2).is_empty(), "the raiders may leave from turn 3");
    assert_eq!(raid.exits_for(Side::One, 3), [Edge::North]);
    assert!(raid.exits_for(Side::Two, 6).is_empty(), "the villagers never leave");
    let race = Adventure::builtin("savannah_race").unwrap();
    assert_eq!(race.exits_for(Side::Two, 1), [Edge::East]);
    assert!(Adventure::builtin("gorilla_clearing").unwrap().exits_for(Side::One, 8).is_empty());
}

// rule: CG-ANIMAL-01
// rule: CG-USR-19
#[test]
fn tokens_the_adventure_adds_to_the_bag() {
    let clearing = Adventure::builtin("gorilla_clearing").unwrap();
    assert_eq!(clearing.animal_tokens(), 1);
    let numbers: Vec<u8> = clearing.event_tokens().iter().map(|t| t.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4]);
    let ambush = Adventure::builtin("night_ambush").unwrap();
    assert_eq!(ambush.animal_tokens(), 2);
    assert!(ambush.event_tokens().is_empty());
    assert!(ambush.checked_table().is_ok());
    assert_eq!(Adventure::builtin("cattle_raid").unwrap().animal_tokens(), 0);
}
