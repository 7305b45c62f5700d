//! The C exports of the expedition game's front-end queries (issue 24), thin wrappers of
//! [`crate::nile_query`]: read-only answers for one team; no die is rolled, nothing changes.
//! Odds are exact: `{"p": 0.3333333333333333, "numerator": 2, "denominator": 6}` (the fraction
//! over the equally likely dice outcomes, not reduced; `p` its nearest float, as in Congo's
//! odds).

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
/// true, "terrain": "jungle", "lost_number": 4, "guide": true, "lost": {"p": 0.5, "numerator": 3,
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
/// [[0, {"p": 0.3333333333333333, "numerator": 12, "denominator": 36}], ...], "encounter":
/// {...}}`.
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
/// {"p", "numerator", "denominator"}, "inhospitable": {...}, "friendly": {...}}`.
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

/// The cost of a proposed day plan before it is sent (expedition rulebook, "Step 1: Select An
/// Activity Level", "Step 2: Movement", food and water): the same refusal `nile_game_apply`
/// would give the plan, else its movement dice and the span of their roll, the route on the map
/// as the team knows it (each square with the least roll that reaches it, and a known stop),
/// the morning's meal, the Lost Check's odds and the stores left. The day's events, a failed
/// Lost Check and hunger effects are not foreseen.
///
/// \param team the team's index.
/// \param plan_json NUL-terminated UTF-8 JSON of a plan decision (borrowed, at most 8 KiB), as
/// for `nile_game_apply`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"activity":
/// "normal", "heading": 1, "afloat": false, "moves": true, "dice": 3, "die": "D8", "least": 3,
/// "most": 24, "route": {"squares": [{"square": {"col": 3, "row": 2}, "roll": 5, "unexplored":
/// false}, ...], "stop": null, "fords": false}, "meal": {"rations": 12, "water": 0, "hungry": 0,
/// "thirsty": 0, "animals_lost": 0, "cannibalism": false}, "lost": {...}, "left": {...}}`.
/// \return OK; NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8, INVALID_JSON, OUT_OF_RANGE; the
/// refusal of the plan (NOT_YOUR_DECISION, ILLEGAL_DECISION, GAME_OVER).
///
/// # Safety
/// `game` is null or a live handle; `plan_json` is null or NUL-terminated; `out_json` is null or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_game_plan_cost(
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
            write_json(out_json, &q::plan_cost(s, team, &plan)?, "out_json")
        })
    }
}

/// The squares a team can reach this turn with each Activity Level its vehicles allow (EX-ACT-02
/// to EX-ACT-04, EX-MOVE-01 to EX-MOVE-07): along every legal heading, on foot and by canoe
/// where it may, for every roll its dice can give, on the map as it knows it. Any team, any time.
///
/// \param team the team's index.
/// \param out_json receives a new string (free it with `congo_nile_string_free`):
/// `[{"activity": "cautious", "dice": 2, "die": "D8", "canoe_die": null, "squares": [{"square":
/// {...}, "heading": 1, "afloat": false, "roll": 3, "unexplored": false}, ...]}, ...]`.
/// \return OK; NULL_POINTER; OUT_OF_RANGE (team index).
///
/// # Safety
/// `game` is null or a live handle; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_game_reach(game: *const NileGame, team: u32, out_json: *mut *mut c_char) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<nile_core::Game, NileGame>(game, |s| {
            check_out(out_json, "out_json")?;
            write_json(out_json, &q::reach(s, team)?, "out_json")
        })
    }
}

/// The exact odds of a hunt on the ground a team stands on, with its explorer's Hunter skill
/// (EX-HUNT-02..09), read from the game (`nile_hunt_odds` prices any ground).
///
/// \param team the team's index.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"square":
/// {...}, "ground": "veldt", "hunter_skill": false, "odds": {"food": [...], "encounter": {...}}}`.
/// \return OK; NULL_POINTER; OUT_OF_RANGE (team index); ILLEGAL_DECISION (not on the table).
///
/// # Safety
/// `game` is null or a live handle; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_game_hunt_odds(
    game: *const NileGame,
    team: u32,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<nile_core::Game, NileGame>(game, |s| {
            check_out(out_json, "out_json")?;
            write_json(out_json, &q::hunt_odds_for(s, team)?, "out_json")
        })
    }
}

/// The exact odds of the native attitude roll (EX-ATTITUDE-01..10) if a team, asked now its
/// posture toward the natives it met (or its Journalist's gifts), answers `posture_json`: the
/// tribe and the totals it has seen from the question, its armed men, skills and Activity Level
/// from the game.
///
/// \param team the team's index.
/// \param posture_json NUL-terminated UTF-8 JSON (borrowed, at most 8 KiB): `{"posture":
/// "forceful"}`, `{"posture": "defensive"}` or `{"posture": "friendly", "gifts": 3}`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"tribe":
/// {...}, "party": {...}, "totals": null, "posture": {...}, "odds": {"hostile": {...},
/// "inhospitable": {...}, "friendly": {...}}}`.
/// \return OK; NULL_POINTER, INPUT_TOO_LARGE, INVALID_UTF8, INVALID_JSON, OUT_OF_RANGE; the
/// team not asked now (NOT_YOUR_DECISION: another team's turn; ILLEGAL_DECISION: asked something
/// else; GAME_OVER); ILLEGAL_DECISION (a posture it may not take).
///
/// # Safety
/// `game` is null or a live handle; `posture_json` is null or NUL-terminated; `out_json` is null
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nile_game_attitude_odds(
    game: *const NileGame,
    team: u32,
    posture_json: *const c_char,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<nile_core::Game, NileGame>(game, |s| {
            check_out(out_json, "out_json")?;
            let posture = read_json(posture_json, "posture_json", InputKind::Decision)?;
            write_json(out_json, &q::attitude_odds_for(s, team, posture)?, "out_json")
        })
    }
}
