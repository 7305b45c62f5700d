//! The C exports of Congo's list-building calls (rosters, column validation, the built-in
//! Adventures, a game from an Adventure and two column lists), thin wrappers of
//! [`crate::congo_lists`].

use crate::abi::{check_out, guard, into_handle, read_json, read_str, with_handle, write_json, write_out};
use crate::congo_lists::{AdventureColumns, adventure_game, adventures, check_column, rosters};
use crate::session::InputKind;
use crate::{CongoGame, ErrorCode};
use congo_core::muster::{ColumnList, MusterRules};
use std::ffi::c_char;

/// The built-in Congo rosters, as JSON: `{"max_characters": 2, "max_auxiliaries": 4,
/// "cultures": [{"culture", "name", "characters", "auxiliaries", "groups"}]}` (each profile
/// with its points or stars and its per-column limit, `max_per_column`).
///
/// \param out_json receives a new string (owned by the caller: free it with `congo_nile_string_free`).
///
/// # Safety
/// `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_rosters(out_json: *mut *mut c_char) -> ErrorCode {
    // SAFETY: the caller's promise on `out_json`.
    guard(|| unsafe { write_json(out_json, &rosters(), "out_json") })
}

/// Check a Congo column list against the built-in rosters and an Adventure side's muster rules
/// (Congo rulebook, "Mustering the Column": every rule, all problems at once).
///
/// \param list_json NUL-terminated UTF-8 JSON of the list (borrowed): `{"culture":
/// "white_men_expeditions", "groups": ["wme.soldiers", ...], "characters": [{"id":
/// "wme.explorer", "group": 0}], "auxiliaries": [{"id": "wme.bearers", "group": 1}]}` (`group`:
/// a 0-based index into `groups`).
/// \param rules_json NUL-terminated UTF-8 JSON of the rules (borrowed): `{"budget": 100,
/// "imposed_characters": []}` (an Adventure side's `muster_rules` from `congo_adventures`).
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"valid":
/// bool, "cost": points, "stars": n, "column": the mustered column or null, "problems":
/// [{"kind": "over_budget", "code": "InvalidRoster", "message": "..."}]}`.
/// \return OK whenever both inputs parse (an invalid column is a valid answer); NULL_POINTER,
/// INVALID_UTF8, INVALID_JSON.
///
/// # Safety
/// `list_json` and `rules_json` are null or NUL-terminated; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_column_validate(
    list_json: *const c_char,
    rules_json: *const c_char,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    guard(|| {
        check_out(out_json, "out_json")?;
        // SAFETY: the caller's promises on the arguments.
        let list: ColumnList = unsafe { read_json(list_json, "list_json", InputKind::ColumnList) }?;
        let rules: MusterRules = unsafe { read_json(rules_json, "rules_json", InputKind::ColumnList) }?;
        unsafe { write_json(out_json, &check_column(&list, &rules), "out_json") }
    })
}

/// The built-in Congo Adventures, as a JSON array in order of difficulty: each `{"name",
/// "title", "narrative", "turns", "initiative", "protagonists": [{"name", "culture", "budget",
/// "muster_rules", "detachments"}, ...], "special_rules", "objectives"}`.
///
/// \param out_json receives a new string (free it with `congo_nile_string_free`).
///
/// # Safety
/// `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_adventures(out_json: *mut *mut c_char) -> ErrorCode {
    guard(|| {
        check_out(out_json, "out_json")?;
        let all = adventures()?;
        // SAFETY: the caller's promise on `out_json`.
        unsafe { write_json(out_json, &all, "out_json") }
    })
}

/// Start the built-in Congo Adventure `adventure` with two column lists and a dice seed: each
/// list is mustered against its side's rules, the columns are deployed automatically, and the
/// game starts.
///
/// \param adventure NUL-terminated UTF-8 name (borrowed; names: `congo_adventures`).
/// \param columns_json NUL-terminated UTF-8 JSON (borrowed): `{"columns": [list_one, list_two]}`,
/// each list as `congo_column_validate` takes it.
/// \param out receives the new handle (owned by the caller: free it with `congo_game_free`).
/// \return OK; NULL_POINTER, INVALID_UTF8, INVALID_JSON; UNKNOWN_ID for an unknown Adventure;
/// a mustering code (INVALID_ROSTER...) naming the column and every problem; a deployment or
/// setup code.
///
/// # Safety
/// `adventure` and `columns_json` are null or NUL-terminated; `out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_new_adventure(
    adventure: *const c_char,
    columns_json: *const c_char,
    seed: u64,
    out: *mut *mut CongoGame,
) -> ErrorCode {
    guard(|| {
        check_out(out, "out")?;
        // SAFETY: the caller's promises on the arguments.
        let name = unsafe { read_str(adventure, "adventure", InputKind::Name) }?;
        let columns: AdventureColumns = unsafe { read_json(columns_json, "columns_json", InputKind::ColumnList) }?;
        let session = adventure_game(name, &columns.columns, seed)?;
        // SAFETY: checked non-null.
        unsafe { write_out(out, into_handle(session), "out") }
    })
}

/// A Congo bot's decision for one player, as JSON (issue 25): the heuristic bot for a `budget`
/// of 0, else the search bot (information-set Monte-Carlo search) with `budget` iterations. The
/// bot reads only what that player may see, and the same game, player, budget and seed give the
/// same decision on every target. Apply it with `congo_game_apply`.
///
/// \param game the game (borrowed).
/// \param player the deciding player's index (see the players call).
/// \param budget 0 for the heuristic bot (well under a millisecond), else the search bot's
/// iterations (2000: tens of milliseconds).
/// \param seed the bot's seed.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): the decision,
/// as the legal decisions list them (`{"type": "end_card"}`...), or `null` when the player has
/// nothing to decide.
/// \return OK; NULL_POINTER; OUT_OF_RANGE for a bad player index.
///
/// # Safety
/// `game` is null or a live handle; `out_json` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_bot_decide(
    game: *const CongoGame,
    player: u32,
    budget: u32,
    seed: u64,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out_json, "out_json")?;
            let decision = crate::congo_bots::decide(s, player, budget, seed)?;
            write_json(out_json, &decision, "out_json")
        })
    }
}

/// The exact odds of an action for one player, as JSON (congo-core's `odds`: the exact
/// distribution of a shot's hits, casualties and Stress tokens, a melee's, a Terror test's or a
/// Rally's, computed from the dice, from what that player may know: no Totem card counted, the
/// weakest dice discarded, a shot's target rolling its cover at once).
///
/// \param game the game (borrowed).
/// \param player the asking player's index (see the players call).
/// \param query_json NUL-terminated UTF-8 JSON of the action (borrowed): `{"type": "shot",
/// "group": 0, "leader": 0, "target": 1, "giraffe": null}`, `{"type": "melee", "attacker": 0,
/// "defender": 1, "across_obstacle": false}`, `{"type": "terror", "target": 1}` or `{"type":
/// "rally", "group": 0}`.
/// \param out_json receives a new string (free it with `congo_nile_string_free`): `{"type":
/// "shot", "hits": [{"value": 0, "probability": {"p": 0.0625, "numerator": "1",
/// "denominator": "16"}}, ...], "casualties": [...], "at_least_one_casualty": {...}, ...,
/// "not_counted": [...]}`.
/// \return OK; NULL_POINTER, INPUT_TOO_LARGE (over 8 KiB), INVALID_UTF8, INVALID_JSON,
/// OUT_OF_RANGE for a bad player index; ILLEGAL_DECISION when the action could not be taken as
/// asked (out of range or sight, not the player's group...) and UNKNOWN_ID for an unknown group.
///
/// # Safety
/// `game` is null or a live handle; `query_json` is null or NUL-terminated; `out_json` is null
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn congo_game_odds(
    game: *const CongoGame,
    player: u32,
    query_json: *const c_char,
    out_json: *mut *mut c_char,
) -> ErrorCode {
    // SAFETY: the caller's promises on the arguments.
    unsafe {
        with_handle::<congo_core::Game, CongoGame>(game, |s| {
            check_out(out_json, "out_json")?;
            let query = read_json(query_json, "query_json", InputKind::Decision)?;
            let odds = crate::congo_odds::odds(s, player, &query)?;
            write_json(out_json, &odds, "out_json")
        })
    }
}
