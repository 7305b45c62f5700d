//! Where special rules plug in.
//!
//! Each function here computes one base rule of the chapters, from a group's [`Values`] (which
//! carry the special rules of its profile, characters and auxiliaries). The special-rules pass
//! (the culture chapters, Universal Special Rules such as Downpour) changes these functions and
//! nothing else: the engine calls them at every point the rules consult them.
//!
//! | hook | base rule | special rules that change it |
//! | --- | --- | --- |
//! | [`shooting_stress_discards`] | one die per Shooting token | Soldiers ("We know our business"), Downpour (two per token) |
//! | [`go_to_ground_die`] | D8 per token | the Explorer's Composure (D10) |
//! | [`may_pick_up_pace`] | no Movement token | Bearers (each ignores one Movement token) |
//! | [`may_move`] | fewer than two Movement tokens, no Panic | Bearers |

use crate::state::Values;
use crate::stress::StressKind;
use tabletop::Die;

/// Attack dice a group discards for its Shooting Stress tokens: one per token (CG-STRESS-09).
pub(crate) fn shooting_stress_discards(_v: &Values<'_>, tokens: usize) -> usize {
    tokens
}

/// The Cover die each Stress token drawn to go to ground adds: a D8 (CG-SHOOT-13).
pub(crate) fn go_to_ground_die(_v: &Values<'_>) -> Die {
    Die::D8
}

/// A group with a Movement Stress token cannot pick up the pace (CG-STRESS-11).
pub(crate) fn may_pick_up_pace(_v: &Values<'_>, stress: &[StressKind]) -> bool {
    !stress.contains(&StressKind::Movement)
}

/// Whether a group may take a Movement action: not with two or more Movement tokens
/// (CG-STRESS-11), not with a Panic token (CG-STRESS-13).
pub(crate) fn may_move(_v: &Values<'_>, stress: &[StressKind]) -> bool {
    stress.iter().filter(|k| **k == StressKind::Movement).count() < 2 && !stress.contains(&StressKind::Panic)
}
