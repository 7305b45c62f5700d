//! The entries' own dice and attacks, with scripted dice.

use super::super::*;
use crate::sorcery::RitualOutcome;
use alloc::vec::Vec;
use tabletop::{DiceSource, Die};

fn effect(env: Environment, block: u8, row: u8) -> DangerousEffect {
    read_index(env, block, row).unwrap().effect
}
fn roll(env: Environment, block: u8, row: u8, group: GroupFacts, faces: &[u32]) -> EntryRoll {
    let mut dice = DiceSource::scripted(faces.iter().copied());
    let out = effect(env, block, row).roll(group, &mut dice).unwrap().unwrap();
    assert_eq!(dice.remaining_script(), Some(0), "every scripted die used");
    out
}
const SIX: GroupFacts = GroupFacts { models: 6, stress: 2 };
use Environment::{Jungle, Savannah};

// rule: CG-DT-JUNGLE-15
#[test]
fn berries_give_a_halved_d6_of_loot_then_a_d8_survival() {
    let EntryRoll::Berries { loot, model_lost, .. } = roll(Jungle, 5, 6, SIX, &[5, 4]) else { panic!() };
    assert_eq!((loot, model_lost), (3, true));
    let EntryRoll::Berries { loot, model_lost, .. } = roll(Jungle, 5, 7, SIX, &[1, 8]) else { panic!() };
    assert_eq!((loot, model_lost), (1, false));
}

// rule: CG-DT-JUNGLE-33
#[test]
fn trap_pit_compares_the_d10_with_the_models() {
    let EntryRoll::TrapPit { eliminated, .. } = roll(Jungle, 9, 2, SIX, &[6]) else { panic!() };
    assert!(eliminated, "equal to the number of models");
    let EntryRoll::TrapPit { eliminated, .. } = roll(Jungle, 9, 3, SIX, &[7]) else { panic!() };
    assert!(!eliminated);
    let EntryRoll::TrapPit { eliminated, .. } = roll(Jungle, 9, 3, GroupFacts { models: 9, stress: 0 }, &[10]) else {
        panic!()
    };
    assert!(!eliminated, "the 10 is a 10 here, not a 0");
}

// rule: CG-DT-SAVANNAH-24
#[test]
fn angry_warthog_costs_a_figure_on_any_pair() {
    let EntryRoll::AngryWarthog { figure_lost, rolls } = roll(Savannah, 7, 4, SIX, &[1, 2, 3, 4]) else { panic!() };
    assert!(!figure_lost);
    assert_eq!(rolls.len(), 4);
    let EntryRoll::AngryWarthog { figure_lost, .. } = roll(Savannah, 7, 5, SIX, &[6, 2, 3, 6]) else { panic!() };
    assert!(figure_lost);
}

// rule: CG-DT-SAVANNAH-30
#[test]
fn hunters_trap_rolls_d6_d8_d10_and_counts_failures() {
    let EntryRoll::HuntersTrap { rolls, models_lost } = roll(Savannah, 8, 6, SIX, &[4, 8, 2]) else { panic!() };
    let dice: Vec<Die> = rolls.iter().map(|r| r.die()).collect();
    assert_eq!(dice, [Die::D6, Die::D8, Die::D10]);
    assert_eq!(models_lost, 2);
}

// rule: CG-DT-JUNGLE-29
#[test]
fn python_on_a_d8() {
    let EntryRoll::Python { python_killed, .. } = roll(Jungle, 8, 4, SIX, &[5]) else { panic!() };
    assert!(python_killed);
    let EntryRoll::Python { python_killed, .. } = roll(Jungle, 8, 5, SIX, &[4]) else { panic!() };
    assert!(!python_killed);
}

// rule: CG-DT-JUNGLE-12
#[test]
fn sacred_site_successes_are_loot_and_stress() {
    let EntryRoll::SacredSite { successes, .. } = roll(Jungle, 5, 0, SIX, &[8, 5, 4]) else { panic!() };
    assert_eq!(successes, 2);
}

// rule: CG-DT-SAVANNAH-18
#[test]
fn night_falls_on_a_d6_success() {
    let EntryRoll::Chance { happens, .. } = roll(Savannah, 6, 2, SIX, &[5]) else { panic!() };
    assert!(happens);
    let EntryRoll::Chance { happens, .. } = roll(Savannah, 6, 3, SIX, &[4]) else { panic!() };
    assert!(!happens);
}

// rule: CG-DT-JUNGLE-09
#[test]
fn haggard_man_casts_the_mandrills_dance_with_3d8_and_a_double_costs_the_totems() {
    let EntryRoll::Ritual { ritual, outcome, double, rolls } = roll(Jungle, 4, 4, SIX, &[7, 7, 2]) else { panic!() };
    assert_eq!(ritual, crate::profile::Ritual::MandrillsDance);
    assert!(rolls.iter().all(|r| r.die() == Die::D8));
    assert!(matches!(outcome, RitualOutcome::Success { successes: 2, .. }));
    assert!(double);
    let EntryRoll::Ritual { double, .. } = roll(Jungle, 4, 5, SIX, &[1, 2, 3]) else { panic!() };
    assert!(!double);
}

// rule: CG-DT-SAVANNAH-06
#[test]
fn strange_drums_cast_the_mad_hyena_with_3d6() {
    let EntryRoll::Ritual { ritual, outcome, .. } = roll(Savannah, 3, 8, SIX, &[1, 2, 4]) else { panic!() };
    assert_eq!(ritual, crate::profile::Ritual::MadHyena);
    assert_eq!(outcome, RitualOutcome::Failed, "no success: discard a Totem card, draw a Stress token");
}

// rule: CG-DT-SAVANNAH-21
#[test]
fn the_sleeping_lion_wakes_on_a_failed_d8_and_attacks_with_2d8_plus_stress() {
    let EntryRoll::SleepingLion { attacks, .. } = roll(Savannah, 6, 8, SIX, &[3]) else { panic!() };
    assert!(attacks);
    let EntryRoll::SleepingLion { attacks, .. } = roll(Savannah, 6, 9, SIX, &[6]) else { panic!() };
    assert!(!attacks);
    let attack = effect(Savannah, 6, 8).attack(SIX).unwrap();
    assert_eq!(attack, Attack { kind: AttackKind::Shooting, dice: 4, die: Die::D8, poison: false });
}

// rule: CG-DT-JUNGLE-24
// rule: CG-DT-JUNGLE-25
// rule: CG-DT-SAVANNAH-34
#[test]
fn survival_rolls() {
    let EntryRoll::Survival { model_lost, roll: r } = roll(Jungle, 7, 4, SIX, &[4]) else { panic!() };
    assert!(model_lost && r.die() == Die::D8, "quicksand: D8");
    let EntryRoll::Survival { model_lost, roll: r } = roll(Jungle, 7, 6, SIX, &[9]) else { panic!() };
    assert!(!model_lost && r.die() == Die::D10, "venomous plants: D10");
    let EntryRoll::Survival { model_lost, roll: r } = roll(Savannah, 9, 4, SIX, &[2]) else { panic!() };
    assert!(model_lost && r.die() == Die::D6, "bush fire: D6");
}

// rule: CG-DT-JUNGLE-10
// rule: CG-DT-JUNGLE-18
// rule: CG-DT-JUNGLE-22
// rule: CG-DT-JUNGLE-28
// rule: CG-DT-JUNGLE-34
// rule: CG-DT-SAVANNAH-26
// rule: CG-DT-SAVANNAH-28
#[test]
fn attacks_by_entry() {
    let shooting = |dice, die| Some(Attack { kind: AttackKind::Shooting, dice, die, poison: false });
    let melee = |dice, die| Some(Attack { kind: AttackKind::Melee, dice, die, poison: false });
    assert_eq!(effect(Jungle, 4, 6).attack(SIX), shooting(3, Die::D8), "panther");
    assert_eq!(effect(Jungle, 6, 2).attack(SIX), shooting(4, Die::D8), "gorilla family");
    assert_eq!(effect(Jungle, 7, 0).attack(SIX), shooting(3, Die::D6), "warthog");
    assert_eq!(effect(Savannah, 8, 2).attack(SIX), shooting(5, Die::D6), "vultures");
    assert_eq!(effect(Jungle, 8, 2).attack(SIX), melee(3, Die::D8), "monkeys");
    assert_eq!(effect(Savannah, 7, 8).attack(SIX), melee(3, Die::D8), "baboons");
    assert_eq!(
        effect(Jungle, 9, 4).attack(SIX),
        Some(Attack { kind: AttackKind::Shooting, dice: 3, die: Die::D6, poison: true }),
        "cannibal pygmies"
    );
    assert_eq!(effect(Jungle, 3, 0).attack(SIX), None);
    let mut dice = DiceSource::scripted([]);
    assert_eq!(effect(Jungle, 3, 0).roll(SIX, &mut dice), Ok(None), "no dice of its own");
}
