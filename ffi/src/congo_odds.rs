//! The exact odds of a Congo action for one player (congo-core's [`congo_core::odds()`]), shared
//! by the C ABI (`congo_game_odds`) and the wasm package (`CongoGame.odds`).

use crate::session::{BindingError, BindingResult, Session};
use congo_core::{Game, Odds, OddsQuery};

/// The odds of `query` for the player at index `player` of `session`'s game: only what that
/// player may know (congo-core's `odds` module docs).
///
/// # Errors
/// [`crate::ErrorCode::OutOfRange`] for a bad player index; the rules' refusal of the action
/// (`IllegalDecision`, `UnknownId`...).
pub fn odds(session: &Session<Game>, player: u32, query: &OddsQuery) -> BindingResult<Odds> {
    let player = session.player(player)?;
    congo_core::odds(session.game(), player, query).map_err(|e| BindingError::from_coded(&e))
}
