//! The front-end queries of Congo (issue 24), shared by the C ABI and the wasm package: the move
//! preview, sight and range, the shot preview, reach, and undo/redo. Every answer is
//! congo-core's ([`congo_core::query`], [`congo_core::history`]); this module only takes the
//! session's player indices and shapes errors.

use crate::session::{BindingError, BindingResult, Session};
use alloc::vec::Vec;
use congo_core::query::{MovePreview, MoveRequest, Reach, ShotRequest, ShotVerdict, SightReport};
use congo_core::{Event, FigureId, Game, GroupId};
use tabletop::error::Coded;

type CongoSession = Session<Game>;

/// [`Game::preview_move`] for the player at `index`.
///
/// # Errors
/// [`tabletop::ErrorCode::OutOfRange`] for a bad index (a refused move is an answer, not an error).
pub fn preview_move(s: &CongoSession, index: u32, request: &MoveRequest) -> BindingResult<MovePreview> {
    Ok(s.game().preview_move(s.player(index)?, request))
}

/// [`Game::sight`] of group `group`.
///
/// # Errors
/// The core's error (an unknown group: UNKNOWN_ID; a group off the table: ILLEGAL_DECISION).
pub fn sight(s: &CongoSession, group: u16) -> BindingResult<SightReport> {
    s.game().sight(GroupId(group)).map_err(|e| BindingError::from_coded(&e))
}

/// [`Game::preview_shot`] for the player at `index`, as one value.
///
/// # Errors
/// OUT_OF_RANGE for a bad index (a refused shot is an answer, not an error).
pub fn preview_shot(s: &CongoSession, index: u32, request: &ShotRequest) -> BindingResult<ShotVerdict> {
    Ok(s.game().preview_shot(s.player(index)?, request).into())
}

/// [`Game::reach`] of `leader` of `group`.
///
/// # Errors
/// The core's error (UNKNOWN_ID).
pub fn reach(s: &CongoSession, group: u16, leader: u16) -> BindingResult<Reach> {
    s.game().reach(GroupId(group), FigureId(leader)).map_err(|e| BindingError::from_coded(&e))
}

/// How many decisions the player at `index` may take back now
/// ([`congo_core::history::undoable`]).
///
/// # Errors
/// OUT_OF_RANGE for a bad index.
pub fn can_undo(s: &CongoSession, index: u32) -> BindingResult<usize> {
    Ok(congo_core::history::undoable(s.game(), s.player(index)?))
}

/// Take back the latest decision of the player at `index` ([`congo_core::history::take_back`]);
/// it is kept for [`redo`].
///
/// # Errors
/// OUT_OF_RANGE for a bad index; ILLEGAL_DECISION when he has nothing to take back; nothing
/// changes.
pub fn undo(s: &mut CongoSession, index: u32) -> BindingResult<()> {
    let (earlier, entry) = congo_core::history::take_back(s.game(), s.player(index)?)
        .map_err(|e| BindingError::new(e.code(), e.to_string()))?;
    s.take_back(earlier, entry);
    Ok(())
}

/// Make again the latest decision taken back, the player's at `index` ([`Session::redo`]).
///
/// # Errors
/// As [`Session::redo`].
pub fn redo(s: &mut CongoSession, index: u32) -> BindingResult<Vec<Event>> {
    s.redo(index).map(<[Event]>::to_vec)
}
