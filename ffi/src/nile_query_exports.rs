//! The C exports of the expedition game's front-end queries (issue 24), thin wrappers of
//! [`crate::nile_query`]: read-only answers for one team; no die is rolled, nothing changes.
//! Odds are exact: `{"numerator": 2, "denominator": 6}` (equally likely dice outcomes, not
//! reduced).

use crate::abi::{check_out, guard, read_json, with_handle, write_json};
use crate::nile_query as q;
use crate::session::InputKind;
use crate::{ErrorCode, NileGame};
use std::ffi::c_char;

/// The map as a team knows it (expedition rulebook, exploring the map): the squares it has seen,
/// with terrain and features; nothing of the squares it has not seen.
///
/// \param team the team's index.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `[{"square":
/// {...}, "terrain": "jungle", "river": ["n"], "trail": [], "impassable": false, "rapids":
/// false}, ...]`.
/// \return OK; NULL_POINTER; OUT_OF_RANGE (team index).
///
/// # Safety
/// `game` is null or a live handle; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_game_known_map(
    game: *const NileGame,
    team: u32,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<nile_core::Game, NileGame>(game, |s| {
            check_out(out_json, "out_json")?;
            write_json(out_json, &q::known_map(s, team)?, "out_json")
        })
    }
}

/// The Lost Check a proposed day plan would make (EX-LOST-01..10), before it is sent: the same
/// refusal `nile_game_apply` would give the plan, else the odds of becoming lost.
///
/// \param team the team's index.
/// \param plan_json NUL-terminated UTF-8 JSON of a plan decision (borrowed, at most 8 KiB), as
/// for `nile_game_apply`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"check":
/// true, "terrain": "jungle", "lost_number": 4, "guide": true, "lost": {"numerator": 3,
/// "denominator": 6}}`.
/// \return OK; NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8, INVALID_JSON, OUT_OF_RANGE; the
/// refusal of the plan (NOT_YOUR_TURN, WRONG_DECISION, ILLEGAL_DECISION, GAME_OVER...).
///
/// # Safety
/// `game` is null or a live handle; `plan_json` is null or NUL-terminated; `out_json` is null or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_game_plan_lost_odds(
    game: *const NileGame,
    team: u32,
    plan_json: *const c_char,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<nile_core::Game, NileGame>(game, |s| {
            check_out(out_json, "out_json")?;
            let plan = read_json(plan_json, "plan_json", InputKind::Decision)?;
            write_json(out_json, &q::plan_lost_odds(s, team, &plan)?, "out_json")
        })
    }
}

/// The exact odds of one hunt (EX-HUNT-02..09): the food found and the chance of a
/// dangerous-game encounter, over the 36 rolls of the results and multiplier dice.
///
/// \param request_json NUL-terminated UTF-8 JSON (borrowed, at most 8 KiB): `{"ground":
/// "veldt", "hunter_skill": false}`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"food":
/// [[0, {"numerator": 12, "denominator": 36}], ...], "encounter": {...}}`.
/// \return OK; NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8, INVALID_JSON.
///
/// # Safety
/// `request_json` is null or NUL-terminated; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_hunt_odds(request_json: *const c_char, out_json: *mut *mut c_char) -> ErrorCode {
    guard(|| {
        check_out(out_json, "out_json")?;
        // SAFETY: the caller's promises on the arguments.
        let request = unsafe { read_json(request_json, "request_json", InputKind::Decision) }?;
        // SAFETY: checked non-null above; writable by the caller's promise.
        unsafe { write_json(out_json, &q::hunt_odds(&request)?, "out_json") }
    })
}

/// The exact odds of the native attitude roll for a posture (EX-ATTITUDE-01..10): every die
/// of the party's total and, unless the party has seen them (`totals`), of the natives'.
///
/// \param request_json NUL-terminated UTF-8 JSON (borrowed, at most 8 KiB): `{"tribe": {"kind":
/// "generic", "size": "medium", "warriors": 20}, "party": {"armed_men": 6,
/// "commanding_presence": false, "diplomat": false, "temper": "normal"}, "posture":
/// {"posture": "forceful"}, "totals": null}`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"hostile":
/// {"numerator", "denominator"}, "inhospitable": {...}, "friendly": {...}}`.
/// \return OK; NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8, INVALID_JSON.
///
/// # Safety
/// `request_json` is null or NUL-terminated; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_attitude_odds(request_json: *const c_char, out_json: *mut *mut c_char) -> ErrorCode {
    guard(|| {
        check_out(out_json, "out_json")?;
        // SAFETY: the caller's promises on the arguments.
        let request = unsafe { read_json(request_json, "request_json", InputKind::Decision) }?;
        // SAFETY: checked non-null above; writable by the caller's promise.
        unsafe { write_json(out_json, &q::attitude_odds(&request)?, "out_json") }
    })
}
