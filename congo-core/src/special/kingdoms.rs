//! The African Kingdoms' special rules in play (Congo rulebook, "The African Kingdoms").
//!
//! | rule | where the engine asks |
//! | --- | --- |
//! | Insensible (CG-AK-09), Charge (CG-AK-05) | [`effective_stress`]: movement, shooting, melee, Terror |
//! | Fear my wrath (CG-AK-04) | [`fear_my_wrath`]: the end of a melee |

use super::has;
use crate::game::Game;
use crate::profile::SpecialRule;
use crate::state::{GroupId, Values};
use crate::stress::StressKind;
use alloc::vec::Vec;

/// The Stress tokens of a group whose pictograms take effect now (their count toward four is
/// unchanged, see [`crate::state::Group::at_limit`]):
/// - none for an Insensible group (Fanatical Warriors, CG-AK-09: "the pictogram on the token
///   has no effect");
/// - no Movement token for a group with the War Horn during a movement that engages an enemy
///   group (`engaging`; Charge, CG-AK-05).
pub(crate) fn effective_stress(v: &Values<'_>, stress: &[StressKind], engaging: bool) -> Vec<StressKind> {
    if has(v, |r| matches!(r, SpecialRule::Insensible)) {
        return Vec::new();
    }
    let charge = engaging && has(v, |r| matches!(r, SpecialRule::Charge));
    stress.iter().copied().filter(|k| !(charge && *k == StressKind::Movement)).collect()
}

/// The effective tokens of a group of the game (see [`effective_stress`]); none for a bad id.
pub(crate) fn group_stress(g: &Game, group: GroupId, engaging: bool) -> Vec<StressKind> {
    match (g.values(group), g.group(group)) {
        (Some(v), Ok(grp)) => effective_stress(&v, &grp.stress, engaging),
        _ => Vec::new(),
    }
}

/// Fear my wrath (CG-AK-04): when the War Chief's group wins a melee, the defeated group, once
/// it has retreated, takes a Terror test. `Some(loser)` when it applies: the winner still has a
/// living War Chief and the loser is still on the table.
pub(crate) fn fear_my_wrath(g: &Game, winner: GroupId, loser: GroupId) -> Option<GroupId> {
    let v = g.values(winner)?;
    (has(&v, |r| matches!(r, SpecialRule::FearMyWrath)) && g.group(loser).ok()?.in_play()).then_some(loser)
}
