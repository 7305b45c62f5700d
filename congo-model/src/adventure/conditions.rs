//! What the Universal Special Rules in force (and the lasting effects the Dangerous Terrain
//! tables add) mean on a given turn, and the small dice tables of Exhausted and Traps.
//!
//! Source: Congo rulebook, "Universal Special Rules" (Exhausted, Dense cover, Downpour, Traps,
//! Night), the savannah table's lasting effects (night falls, downpour, heat, hostile tribe) and
//! the jungle table's heavy downpour.

use super::{Adventure, RuleKind, Side, Sides, UniversalRule};
use crate::dangerous_terrain::Lasting;
use crate::profile::Stick;
use serde::{Deserialize, Serialize};
use tabletop::{Die, DieRoll};

/// The table conditions on one turn: ranges, sight, Stress for moving, cover in the open, traps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoConditions"))]
pub struct Conditions {
    /// Every ranged weapon's range is at most this (Night, Downpour, the jungle's heavy
    /// downpour), or unlimited by the conditions.
    pub max_range: Option<Stick>,
    /// Lines of sight are at most this long (Night).
    pub max_sight: Option<Stick>,
    /// Shooting dice discarded per Shooting Stress token: 1, or 2 under Downpour.
    pub shooting_dice_per_stress_token: u8,
    /// A group that picks up the pace draws a Stress token at the end of its move (Night, Heat).
    pub stress_for_picking_up_the_pace: bool,
    /// A group starting a Move action with no friendly group within M draws a Stress token
    /// first (Night).
    pub stress_when_alone: bool,
    /// The cover die of open terrain (D8 under Dense cover, else D6).
    pub open_cover: Die,
    /// Which columns may spring traps (Traps, or every column after the hostile tribe entry).
    pub traps: Option<Sides>,
}

/// Lasting effects the game has gathered so far (from Dangerous Terrain entries), and whether
/// the jungle's heavy downpour fell this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLastingEffects"))]
pub struct LastingEffects {
    /// Night has fallen (savannah 6/2-3).
    pub night: bool,
    /// The rain has come (savannah 6/6-7).
    pub downpour: bool,
    /// The heat is overwhelming (savannah 7/0-1).
    pub heat: bool,
    /// The hostile tribe's traps (savannah 7/6-7).
    pub traps_for_all: bool,
    /// The jungle's heavy downpour fell this turn (ranges M until the end of the turn).
    pub cloudburst_this_turn: bool,
}

impl LastingEffects {
    /// Record a lasting effect coming into force.
    pub fn add(&mut self, effect: Lasting) {
        match effect {
            Lasting::NightFalls => self.night = true,
            Lasting::Downpour => self.downpour = true,
            Lasting::Heat => self.heat = true,
            Lasting::TrapsForAll => self.traps_for_all = true,
        }
    }
}

impl Adventure {
    /// The conditions on `turn` (1-based), given the lasting effects gathered so far.
    pub fn conditions(&self, turn: u8, lasting: LastingEffects) -> Conditions {
        let on = |kind: RuleKind| self.rule(kind).is_some_and(|r| r.in_force_on(turn));
        let night = on(RuleKind::Night) || lasting.night;
        let downpour = on(RuleKind::Downpour) || lasting.downpour;
        let limited = night || downpour || lasting.cloudburst_this_turn;
        let traps = if lasting.traps_for_all {
            Some(Sides::Both)
        } else {
            match self.rule(RuleKind::Traps) {
                Some(UniversalRule::Traps { beneficiaries }) => Some(*beneficiaries),
                _ => None,
            }
        };
        Conditions {
            max_range: limited.then_some(Stick::M),
            max_sight: night.then_some(Stick::M),
            shooting_dice_per_stress_token: if downpour { 2 } else { 1 },
            stress_for_picking_up_the_pace: night || lasting.heat,
            stress_when_alone: night,
            open_cover: if on(RuleKind::DenseCover) { Die::D8 } else { Die::D6 },
            traps,
        }
    }
}

impl Conditions {
    /// True when `side` may spring a trap this turn.
    pub fn may_trap(&self, side: Side) -> bool {
        self.traps.is_some_and(|s| s.contains(side))
    }
}

/// A result of the Exhausted roll (rule: CG-USR-01), one 1D8 per group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExhaustedResult"))]
#[serde(rename_all = "snake_case")]
pub enum ExhaustedResult {
    /// A success: no penalty.
    Fresh,
    /// A failure: the group draws a Stress token.
    Stress,
    /// A 1: the group starts with a Stress token and loses a figure of its owner's choice.
    StressAndFigure,
}

/// A result of a sprung trap (rule: CG-USR-07), 1D6 for the trapped group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTrapResult"))]
#[serde(rename_all = "snake_case")]
pub enum TrapResult {
    /// A success: the trap misfired; the Totem card is lost all the same.
    Misfire,
    /// A failure: the group draws a Stress token.
    Stress,
    /// A 1: a Stress token and a figure of the owner's choice.
    StressAndFigure,
}

/// Whether `roll` is a success and whether it shows a 1; `None` when it is not a `die`.
fn three_way(roll: DieRoll, die: Die) -> Option<(bool, bool)> {
    (roll.die() == die).then(|| (roll.is_success(), roll.face() == 1))
}

/// Read an Exhausted roll (a D8; `None` for another die).
pub fn exhausted(roll: DieRoll) -> Option<ExhaustedResult> {
    three_way(roll, Die::D8).map(|(success, one)| match (success, one) {
        (true, _) => ExhaustedResult::Fresh,
        (false, true) => ExhaustedResult::StressAndFigure,
        (false, false) => ExhaustedResult::Stress,
    })
}

/// Read a trap roll (a D6; `None` for another die).
pub fn trap(roll: DieRoll) -> Option<TrapResult> {
    three_way(roll, Die::D6).map(|(success, one)| match (success, one) {
        (true, _) => TrapResult::Misfire,
        (false, true) => TrapResult::StressAndFigure,
        (false, false) => TrapResult::Stress,
    })
}
