//! The C exports of Congo's front-end queries (issue 24), thin wrappers of
//! [`crate::congo_query`]: read-only answers for one player, fast enough for every mouse move,
//! and undo/redo.

use crate::abi::{check_out, read_json, with_handle, write_json, write_out};
use crate::congo_query as q;
use crate::session::InputKind;
use crate::{CongoGame, ErrorCode};
use congo_core::query::{MoveRequest, ShotRequest};
use std::ffi::c_char;

/// Preview a Movement action of one player (Congo rulebook, "Moving along the Track"): legal or
/// not, exactly as `congo_game_apply` would answer the decision it gives.
///
/// \param player the player's index.
/// \param request_json NUL-terminated UTF-8 JSON (borrowed), at most 8 KiB: `{"group": 0,
/// "leader": 0, "path": [{"x": 14000, "y": 10000}], "formation": null, "giraffe": null}`
/// (points in thousandths of an inch; `formation` and `giraffe` may be left out).
/// \param out_json receives a new string (free it with `congo_nile_string_free`):
/// `{"verdict": "legal", "move": {"decision", "colour", "sticks", "picked_up_pace", "shortcut",
/// "leader_path", "figures", "formation", "entered_area", "explores_dangerous", "engages",
/// "across_obstacle", "left_table"}}` or `{"verdict": "illegal", "refusal": {"reason":
/// "red_movement_cannot_engage", ...}}`.
/// \return OK (an illegal move is an answer); NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8,
/// INVALID_JSON, OUT_OF_RANGE (player index).
///
/// # Safety
/// `game` is null or a live handle; `request_json` is null or NUL-terminated; `out_json` is null
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_preview_move(
    game: *const CongoGame,
    player: u32,
    request_json: *const c_char,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out_json, "out_json")?;
            let request: MoveRequest = read_json(request_json, "request_json", InputKind::Decision)?;
            write_json(out_json, &q::preview_move(s, player, &request)?, "out_json")
        })
    }
}

/// What a group sees (Congo rulebook, "Big Game Hunting"): each enemy group and wild animal,
/// figure by figure, with the range band (`s`, `m`, `l`, `beyond`) and the cover a shot would
/// give it.
///
/// \param group the group's id.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"group",
/// "weapon_range", "has_weapon", "targets": [{"target": {"kind": "group", "group": 4}, "seen",
/// "fully", "band", "in_weapon_range", "figures": [{"figure", "sees", "leads_partial", "cover",
/// "band"}]}]}`.
/// \return OK; UNKNOWN_ID for no such group; ILLEGAL_DECISION for a group off the table.
///
/// # Safety
/// `game` is null or a live handle; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_sight(game: *const CongoGame, group: u16, out_json: *mut *mut c_char) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out_json, "out_json")?;
            write_json(out_json, &q::sight(s, group)?, "out_json")
        })
    }
}

/// Preview a Shooting action of one player: the Attack dice it would roll and why each.
///
/// \param player the player's index.
/// \param request_json NUL-terminated UTF-8 JSON (borrowed), at most 8 KiB: `{"group": 0,
/// "leader": 0, "target": 4, "giraffe": null}`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`):
/// `{"verdict": "legal", "shot": {"decision", "partial", "cover", "musket", "dice", "sources",
/// "discards", "partial_discards", "stress_discards", "rolled"}}` or `{"verdict": "illegal",
/// "refusal": {"reason": ...}}`.
/// \return OK (an illegal shot is an answer); NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8,
/// INVALID_JSON, OUT_OF_RANGE.
///
/// # Safety
/// `game` is null or a live handle; `request_json` is null or NUL-terminated; `out_json` is null
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_preview_shot(
    game: *const CongoGame,
    player: u32,
    request_json: *const c_char,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out_json, "out_json")?;
            let request: ShotRequest = read_json(request_json, "request_json", InputKind::Decision)?;
            write_json(out_json, &q::preview_shot(s, player, &request)?, "out_json")
        })
    }
}

/// Where a group's leading figure can get this action: outlines (polygons of points) with one
/// stick and picking up the pace.
///
/// \param group the group's id. \param leader the leading figure's id.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"group",
/// "leader", "start", "one_stick": {"points": [...]}, "pace": {"points": [...]}}`.
/// \return OK; UNKNOWN_ID.
///
/// # Safety
/// `game` is null or a live handle; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_reach(
    game: *const CongoGame,
    group: u16,
    leader: u16,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out_json, "out_json")?;
            write_json(out_json, &q::reach(s, group, leader)?, "out_json")
        })
    }
}

/// Fast (no JSON): how many of one player's latest decisions he may take back now (none across
/// a random draw, a revealed secret choice or the opponent's decision; docs/rulings.md "Undo").
///
/// \param player the player's index. \param out receives the count.
/// \return OK; NULL_POINTER; OUT_OF_RANGE.
///
/// # Safety
/// `game` is null or a live handle; `out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_can_undo(game: *const CongoGame, player: u32, out: *mut usize) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out, "out")?;
            write_out(out, q::can_undo(s, player)?, "out")
        })
    }
}

/// Take back one player's latest decision (kept for `congo_game_redo`). The latest events are
/// cleared.
///
/// \return OK; OUT_OF_RANGE; ILLEGAL_DECISION when he has nothing to take back (nothing changes).
///
/// # Safety
/// `game` is null or a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_undo(game: *mut CongoGame, player: u32) -> ErrorCode {
    // SAFETY: the caller's promise.
    unsafe { with_handle::<congo_core::Game, CongoGame>(game, |s| q::undo(s, player)) }
}

/// Fast (no JSON): whether one player may redo (the latest decision taken back is his). Any
/// other decision applied forgets the decisions taken back.
///
/// \return OK; NULL_POINTER; OUT_OF_RANGE.
///
/// # Safety
/// `game` is null or a live handle; `out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_can_redo(game: *const CongoGame, player: u32, out: *mut bool) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out, "out")?;
            write_out(out, s.can_redo(player)?, "out")
        })
    }
}

/// Make again the latest decision taken back, one player's; its events are then available from
/// `congo_game_events`.
///
/// \return OK; OUT_OF_RANGE; ILLEGAL_DECISION when he has nothing to redo (nothing changes).
///
/// # Safety
/// `game` is null or a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_redo(game: *mut CongoGame, player: u32) -> ErrorCode {
    // SAFETY: the caller's promise.
    unsafe { with_handle::<congo_core::Game, CongoGame>(game, |s| q::redo(s, player).map(|_| ())) }
}
