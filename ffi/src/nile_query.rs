//! The expedition game's front-end queries (nile-core's [`nile_core::query`]), shared by the C
//! ABI (`nile_game_known_map`, `nile_game_plan_lost_odds`, `nile_game_plan_cost`,
//! `nile_game_reach`, `nile_game_hunt_odds`, `nile_game_attitude_odds`, `nile_hunt_odds`,
//! `nile_attitude_odds`) and the wasm package.

use crate::session::{BindingError, BindingResult, Session};
use nile_core::natives::Posture;
use nile_core::query::{
    self, AttitudeHere, AttitudeOdds, AttitudeRequest, HuntHere, HuntOdds, HuntRequest, PlanCost, PlanLostOdds, Reach,
};
use nile_core::view::SquareView;
use nile_core::{Decision, Game};

/// The map as the team at index `team` knows it (only the squares it has seen).
///
/// # Errors
/// [`crate::ErrorCode::OutOfRange`] for a bad team index.
pub fn known_map(session: &Session<Game>, team: u32) -> BindingResult<Vec<SquareView>> {
    let team = session.player(team)?;
    Ok(query::known_map(session.game(), team))
}

/// The Lost Check a proposed plan of the team at index `team` would make.
///
/// # Errors
/// `OutOfRange` for a bad team index; the same refusal `apply` gives the plan.
pub fn plan_lost_odds(session: &Session<Game>, team: u32, plan: &Decision) -> BindingResult<PlanLostOdds> {
    let team = session.player(team)?;
    query::plan_lost_odds(session.game(), team, plan).map_err(|e| BindingError::from_coded(&e))
}

/// The exact odds of a hunt.
///
/// # Errors
/// None in practice (the enumeration's dice never run dry).
pub fn hunt_odds(request: &HuntRequest) -> BindingResult<HuntOdds> {
    query::hunt_odds(request.ground, request.hunter_skill).map_err(|e| BindingError::from_coded(&e))
}

/// The exact odds of the native attitude roll.
///
/// # Errors
/// None in practice.
pub fn attitude_odds(request: &AttitudeRequest) -> BindingResult<AttitudeOdds> {
    query::attitude_odds(&request.tribe, &request.party, request.posture, request.totals)
        .map_err(|e| BindingError::from_coded(&e))
}

/// The cost of a proposed plan of the team at index `team`: dice, route, meal, Lost Check,
/// stores left.
///
/// # Errors
/// `OutOfRange` for a bad team index; the same refusal `apply` gives the plan.
pub fn plan_cost(session: &Session<Game>, team: u32, plan: &Decision) -> BindingResult<PlanCost> {
    let team = session.player(team)?;
    query::plan_cost(session.game(), team, plan).map_err(|e| BindingError::from_coded(&e))
}

/// The squares within reach this turn of the team at index `team`, per Activity Level.
///
/// # Errors
/// `OutOfRange` for a bad team index.
pub fn reach(session: &Session<Game>, team: u32) -> BindingResult<Vec<Reach>> {
    let team = session.player(team)?;
    query::reach(session.game(), team).map_err(|e| BindingError::from_coded(&e))
}

/// The exact odds of a hunt on the ground the team at index `team` stands on, with its skill.
///
/// # Errors
/// `OutOfRange` for a bad team index; `Illegal` before the team is on the table.
pub fn hunt_odds_for(session: &Session<Game>, team: u32) -> BindingResult<HuntHere> {
    let team = session.player(team)?;
    query::hunt_odds_for(session.game(), team).map_err(|e| BindingError::from_coded(&e))
}

/// The exact odds of the attitude roll if the team at index `team`, asked its posture toward
/// the natives it met, answers `posture`.
///
/// # Errors
/// `OutOfRange` for a bad team index; the team not asked now (`NotYourTurn`,
/// `WrongDecision`); a posture it may not take (`Illegal`).
pub fn attitude_odds_for(session: &Session<Game>, team: u32, posture: Posture) -> BindingResult<AttitudeHere> {
    let team = session.player(team)?;
    query::attitude_odds_for(session.game(), team, posture).map_err(|e| BindingError::from_coded(&e))
}
