//! The Plunder rule: who may plunder a house, the 1D6 table, and what a building yields.
//!
//! Source: Congo rulebook, "Universal Special Rules", Plunder (rules: CG-USR-23 to CG-USR-30).

use crate::profile::Stick;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceError, DiceSource, Die, DieRoll};

/// A result of the 1D6 Plunder table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlunderResult"))]
#[serde(rename_all = "snake_case")]
pub enum PlunderResult {
    /// 1-2 "You disturbed someone!": your opponent draws a Totem card.
    Disturbed,
    /// 3-4 "Nothing shiny, but the food was good": you draw a Totem card.
    GoodFood,
    /// 5 "Hurrah! You find something": the group gets a Plunder token.
    Found,
    /// 6 "Burn it down!": the group gets a Plunder token, then sets the building on fire.
    BurnItDown,
}

/// A building's Plunder state (CG-USR-29: one Plunder token at most, none once on fire).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoBuilding"))]
pub struct Building {
    /// Its Plunder token was taken.
    pub token_taken: bool,
    /// It is on fire.
    pub on_fire: bool,
}

/// What one plundering does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlunderOutcome"))]
pub struct PlunderOutcome {
    /// Totem cards the plundering player draws.
    pub totems_drawn: u8,
    /// Totem cards his opponent draws.
    pub opponent_totems_drawn: u8,
    /// The group receives the building's Plunder token.
    pub plunder_token: bool,
    /// The building catches fire now.
    pub sets_fire: bool,
}

/// What can go wrong on the Plunder table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlunderError {
    /// The table is read with a D6.
    #[error("the plunder table is read with a D6, not a {die}")]
    NotAD6 {
        /// The die given.
        die: Die,
    },
    /// The group may not plunder (see [`may_plunder`]).
    #[error(
        "the group may not plunder: it must start its move in contact with the building, or end it in base contact without having picked up the pace"
    )]
    NotInContact,
    /// The dice source failed.
    #[error(transparent)]
    Dice(#[from] DiceError),
}

impl Coded for PlunderError {
    fn code(&self) -> ErrorCode {
        match self {
            PlunderError::NotAD6 { .. } | PlunderError::NotInContact => ErrorCode::IllegalDecision,
            PlunderError::Dice(e) => e.code(),
        }
    }
}

/// Whether a group may plunder a building (rule: CG-USR-23): it started its move with a figure
/// in contact with the building, or ended it (without picking up the pace) with a model in base
/// contact.
pub const fn may_plunder(started_in_contact: bool, ended_in_contact: bool, picked_up_pace: bool) -> bool {
    started_in_contact || (ended_in_contact && !picked_up_pace)
}

/// The move allowed after plundering (rule: CG-USR-28): S, without picking up the pace, for a
/// group that started its move in contact with the building; none otherwise.
pub const fn move_after_plunder(started_in_contact: bool) -> Option<Stick> {
    if started_in_contact { Some(Stick::S) } else { None }
}

/// Read the 1D6 Plunder table (rules: CG-USR-24 to CG-USR-27).
///
/// # Errors
/// [`PlunderError::NotAD6`].
pub fn read_plunder(roll: DieRoll) -> Result<PlunderResult, PlunderError> {
    if roll.die() != Die::D6 {
        return Err(PlunderError::NotAD6 { die: roll.die() });
    }
    Ok(match roll.face() {
        1 | 2 => PlunderResult::Disturbed,
        3 | 4 => PlunderResult::GoodFood,
        5 => PlunderResult::Found,
        _ => PlunderResult::BurnItDown,
    })
}

impl Building {
    /// Apply a Plunder result to this building and say what it yields (rule: CG-USR-29): a
    /// Plunder token only while none was taken and the building is not on fire; a 6 sets it on
    /// fire (if it is not already burning) even when its token is gone (`docs/rulings.md`).
    pub fn plunder(&mut self, result: PlunderResult) -> PlunderOutcome {
        let token_available = !self.token_taken && !self.on_fire;
        let mut out = PlunderOutcome::default();
        match result {
            PlunderResult::Disturbed => out.opponent_totems_drawn = 1,
            PlunderResult::GoodFood => out.totems_drawn = 1,
            PlunderResult::Found => out.plunder_token = token_available,
            PlunderResult::BurnItDown => {
                out.plunder_token = token_available;
                out.sets_fire = !self.on_fire;
            }
        }
        self.token_taken |= out.plunder_token;
        self.on_fire |= out.sets_fire;
        out
    }
}

/// Plunder a building: check the group may, roll 1D6, apply the result.
///
/// # Errors
/// [`PlunderError::NotInContact`] (no die is rolled); a dice source failure.
pub fn plunder(
    building: &mut Building,
    started_in_contact: bool,
    ended_in_contact: bool,
    picked_up_pace: bool,
    dice: &mut DiceSource,
) -> Result<(DieRoll, PlunderResult, PlunderOutcome), PlunderError> {
    if !may_plunder(started_in_contact, ended_in_contact, picked_up_pace) {
        return Err(PlunderError::NotInContact);
    }
    let roll = dice.roll(Die::D6)?;
    let result = read_plunder(roll)?;
    Ok((roll, result, building.plunder(result)))
}
