//! The conditions rules put on a turn, and the Exhausted and Traps rolls.

use super::super::*;
use crate::dangerous_terrain::Lasting;
use crate::profile::Stick;
use alloc::vec::Vec;
use tabletop::{DiceSource, Die};

fn none() -> LastingEffects {
    LastingEffects::default()
}

// rule: CG-USR-20
// rule: CG-USR-21
// rule: CG-USR-22
// rule: CG-USR-05
#[test]
fn night_and_dense_cover_in_the_ambush() {
    let a = Adventure::builtin("night_ambush").unwrap();
    let c = a.conditions(1, none());
    assert_eq!(c.max_range, Some(Stick::M));
    assert_eq!(c.max_sight, Some(Stick::M));
    assert!(c.stress_for_picking_up_the_pace && c.stress_when_alone);
    assert_eq!(c.shooting_dice_per_stress_token, 1);
    assert_eq!(c.open_cover, Die::D8);
    assert!(c.may_trap(Side::Two) && !c.may_trap(Side::One), "CG-USR-07: only the ambushers");
}

// rule: CG-USR-06
#[test]
fn a_downpour_that_stops_after_turn_three() {
    let a = Adventure::builtin("cattle_raid").unwrap();
    let wet = a.conditions(3, none());
    assert_eq!((wet.max_range, wet.shooting_dice_per_stress_token), (Some(Stick::M), 2));
    assert_eq!(wet.max_sight, None, "rain limits ranges, not sight");
    let dry = a.conditions(4, none());
    assert_eq!((dry.max_range, dry.shooting_dice_per_stress_token), (None, 1));
    assert_eq!(dry.open_cover, Die::D6);
    assert_eq!(dry.traps, None);
}

// rule: CG-DT-SAVANNAH-18
// rule: CG-DT-SAVANNAH-20
// rule: CG-DT-SAVANNAH-22
// rule: CG-DT-SAVANNAH-25
// rule: CG-DT-JUNGLE-08
#[test]
fn lasting_effects_from_the_tables() {
    let a = Adventure::builtin("savannah_race").unwrap();
    assert_eq!(a.conditions(2, none()).max_range, None);
    let mut l = none();
    l.add(Lasting::Heat);
    let c = a.conditions(2, l);
    assert!(c.stress_for_picking_up_the_pace && !c.stress_when_alone);
    l.add(Lasting::NightFalls);
    let c = a.conditions(2, l);
    assert_eq!((c.max_range, c.max_sight), (Some(Stick::M), Some(Stick::M)));
    assert!(c.stress_when_alone);
    let mut rain = none();
    rain.add(Lasting::Downpour);
    assert_eq!(a.conditions(5, rain).shooting_dice_per_stress_token, 2);
    let mut tribe = none();
    tribe.add(Lasting::TrapsForAll);
    let c = a.conditions(5, tribe);
    assert!(c.may_trap(Side::One) && c.may_trap(Side::Two));
    let burst = LastingEffects { cloudburst_this_turn: true, ..none() };
    let c = a.conditions(5, burst);
    assert_eq!((c.max_range, c.shooting_dice_per_stress_token, c.max_sight), (Some(Stick::M), 1, None));
}

// rule: CG-USR-01
#[test]
fn exhausted_is_a_d8_per_group() {
    let mut dice = DiceSource::scripted([5, 8, 4, 2, 1]);
    let got: Vec<_> = (0..5).map(|_| exhausted(dice.roll(Die::D8).unwrap()).unwrap()).collect();
    use ExhaustedResult::*;
    assert_eq!(got, [Fresh, Fresh, Stress, Stress, StressAndFigure]);
    let mut dice = DiceSource::scripted([1]);
    assert_eq!(exhausted(dice.roll(Die::D6).unwrap()), None);
}

// rule: CG-USR-07
#[test]
fn a_trap_is_a_d6() {
    let mut dice = DiceSource::scripted([6, 5, 4, 1]);
    let got: Vec<_> = (0..4).map(|_| trap(dice.roll(Die::D6).unwrap()).unwrap()).collect();
    use TrapResult::*;
    assert_eq!(got, [Misfire, Misfire, Stress, StressAndFigure]);
    let mut dice = DiceSource::scripted([1]);
    assert_eq!(trap(dice.roll(Die::D10).unwrap()), None);
}
