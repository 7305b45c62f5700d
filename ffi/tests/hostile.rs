//! A hostile C caller (review, "breaker"): null pointers in every position, another game's
//! handle, non-UTF-8 text, JSON nested a million deep, player and decision indices at the ends of
//! their types, hand-edited serialized states, absurd column lists. Every call answers a status
//! code, never `PANIC`; a refused call leaves the game byte-identical (compared through
//! `*_serialize`).

use congo_nile_ffi::*;
use std::ffi::{CStr, CString, c_char};
use std::ptr;

fn take(s: *mut c_char) -> String {
    assert!(!s.is_null());
    // SAFETY: a NUL-terminated string returned by the library.
    let text = unsafe { CStr::from_ptr(s) }.to_str().expect("the library returns UTF-8").to_owned();
    // SAFETY: returned by the library, freed once.
    unsafe { congo_nile_string_free(s) };
    text
}

/// The latest error message (cleared); every failing call must leave one.
fn message() -> String {
    let m = congo_nile_last_error_message();
    assert!(!m.is_null(), "a failed call leaves a message");
    take(m)
}

/// Evaluate each `(what, call)` in turn, checking its code and taking its message at once (a
/// later call's failure would replace it).
macro_rules! each_refused {
    ($check:expr; $(($what:expr, $call:expr)),* $(,)?) => {{
        $( let code = $call; ($check)($what, code); )*
    }};
}

fn c(s: &str) -> CString {
    CString::new(s).expect("no NUL")
}

/// Bytes that are not UTF-8 (a lone continuation byte, an overlong form), NUL-terminated.
const NOT_UTF8: &[u8] = b"{\"type\":\"end_card\x80\xc0\xaf\"}\0";

fn not_utf8() -> *const c_char {
    NOT_UTF8.as_ptr().cast()
}

/// `text` nested `depth` arrays deep, inside an object with the right `kind`.
fn deep_json(kind: &str, depth: usize) -> CString {
    let mut s = format!("{{\"kind\":\"{kind}\",\"state\":");
    s.push_str(&"[".repeat(depth));
    s.push_str(&"]".repeat(depth));
    s.push('}');
    c(&s)
}

fn congo_bytes(h: *const CongoGame) -> String {
    let mut out = ptr::null_mut();
    // SAFETY: a live handle and a writable out-parameter.
    assert_eq!(unsafe { congo_game_serialize(h, &mut out) }, ErrorCode::Ok);
    take(out)
}

fn nile_bytes(h: *const NileGame) -> String {
    let mut out = ptr::null_mut();
    // SAFETY: as above.
    assert_eq!(unsafe { nile_game_serialize(h, &mut out) }, ErrorCode::Ok);
    take(out)
}

fn congo_new(name: &str, seed: u64) -> *mut CongoGame {
    let mut h = ptr::null_mut();
    // SAFETY: valid strings and out-parameter.
    assert_eq!(unsafe { congo_game_new_builtin(c(name).as_ptr(), seed, &mut h) }, ErrorCode::Ok);
    h
}

fn nile_new(name: &str, seed: u64) -> *mut NileGame {
    let mut h = ptr::null_mut();
    // SAFETY: as above.
    assert_eq!(unsafe { nile_game_new_builtin(c(name).as_ptr(), seed, &mut h) }, ErrorCode::Ok);
    h
}

/// Null handles and null out-parameters in every Congo export: `NULL_POINTER`, a message, no
/// crash, and the live game untouched.
#[test]
fn congo_null_pointers_everywhere() {
    let g = congo_new("gorilla_clearing", 1);
    let before = congo_bytes(g);
    let d = c("{\"type\":\"end_card\"}");
    let list = c(GOOD_LIST);
    let null_game: *mut CongoGame = ptr::null_mut();
    let mut s = ptr::null_mut();
    let (mut n, mut b, mut u) = (0usize, false, 0u32);
    // SAFETY (every call): null or live handles, valid or null strings and out-parameters.
    unsafe {
        let check = |what: &str, code: ErrorCode| {
            assert_eq!(code, ErrorCode::NullPointer, "{what}");
            assert!(message().contains("null"), "{what}: the message names the null pointer");
        };
        each_refused![check;
            ("new setup", congo_game_new(ptr::null(), 1, &mut ptr::null_mut())),
            ("new out", congo_game_new(d.as_ptr(), 1, ptr::null_mut())),
            ("builtin name", congo_game_new_builtin(ptr::null(), 1, &mut ptr::null_mut())),
            ("builtin out", congo_game_new_builtin(c("skirmish").as_ptr(), 1, ptr::null_mut())),
            ("builtin names", congo_game_builtin_names(ptr::null_mut())),
            ("builtin setup name", congo_game_builtin_setup(ptr::null(), &mut s)),
            ("builtin setup out", congo_game_builtin_setup(c("skirmish").as_ptr(), ptr::null_mut())),
            ("phase names", congo_game_phase_names(ptr::null_mut())),
            ("clone game", congo_game_clone(null_game, &mut ptr::null_mut())),
            ("clone out", congo_game_clone(g, ptr::null_mut())),
            ("players", congo_game_players(g, ptr::null_mut())),
            ("pending", congo_game_pending(g, ptr::null_mut())),
            ("state", congo_game_state(null_game, &mut s)),
            ("events", congo_game_events(g, ptr::null_mut())),
            ("legal", congo_game_legal_decisions(g, 0, ptr::null_mut())),
            ("apply game", congo_game_apply(null_game, 0, d.as_ptr(), ptr::null_mut())),
            ("apply decision", congo_game_apply(g, 0, ptr::null(), ptr::null_mut())),
            ("view", congo_game_view(g, 0, ptr::null_mut())),
            ("events for", congo_game_events_for(g, 1, ptr::null_mut())),
            ("serialize", congo_game_serialize(g, ptr::null_mut())),
            ("restore json", congo_game_restore(ptr::null(), &mut ptr::null_mut())),
            ("restore out", congo_game_restore(c(&before).as_ptr(), ptr::null_mut())),
            ("is over", congo_game_is_over(g, ptr::null_mut())),
            ("is over game", congo_game_is_over(null_game, &mut b)),
            ("current", congo_game_current_player(g, ptr::null_mut())),
            ("phase", congo_game_phase(g, ptr::null_mut())),
            ("phase game", congo_game_phase(null_game, &mut u)),
            ("legal count", congo_game_legal_count(g, 0, ptr::null_mut())),
            ("apply legal", congo_game_apply_legal(null_game, 0, 0)),
            ("playout game", congo_game_random_playout(null_game, 1, 10, &mut n)),
            ("rosters", congo_rosters(ptr::null_mut())),
            ("validate list", congo_column_validate(ptr::null(), d.as_ptr(), &mut s)),
            ("validate rules", congo_column_validate(list.as_ptr(), ptr::null(), &mut s)),
            ("validate out", congo_column_validate(d.as_ptr(), d.as_ptr(), ptr::null_mut())),
            ("adventures", congo_adventures(ptr::null_mut())),
            ("adventure name", congo_game_new_adventure(ptr::null(), d.as_ptr(), 1, &mut ptr::null_mut())),
            ("adventure columns", congo_game_new_adventure(c("gorilla_clearing").as_ptr(), ptr::null(), 1, &mut ptr::null_mut())),
            ("adventure out", congo_game_new_adventure(c("gorilla_clearing").as_ptr(), d.as_ptr(), 1, ptr::null_mut())),
        ];
        congo_game_free(ptr::null_mut());
    }
    assert_eq!(congo_bytes(g), before, "no null-pointer call touched the game");
    // SAFETY: live, freed once.
    unsafe { congo_game_free(g) };
}

/// A Nile handle passed to Congo calls and a Congo handle to Nile calls: `WRONG_HANDLE_KIND`,
/// both games untouched; freeing through the wrong game's call leaves the handle alone.
#[test]
fn wrong_game_handles_are_refused() {
    let (cg, ng) = (congo_new("skirmish", 2), nile_new("two_teams", 2));
    let (cb, nb) = (congo_bytes(cg), nile_bytes(ng));
    let (as_congo, as_nile) = (ng.cast::<CongoGame>(), cg.cast::<NileGame>());
    let mut s = ptr::null_mut();
    let mut n = 0usize;
    // SAFETY: both are live handles of this library (of the other game: the call checks).
    unsafe {
        assert_eq!(congo_game_legal_decisions(as_congo, 0, &mut s), ErrorCode::WrongHandleKind);
        assert_eq!(congo_game_apply_legal(as_congo, 0, 0), ErrorCode::WrongHandleKind);
        assert_eq!(congo_game_random_playout(as_congo, 1, 100, &mut n), ErrorCode::WrongHandleKind);
        assert_eq!(nile_game_apply_legal(as_nile, 0, 0), ErrorCode::WrongHandleKind);
        assert_eq!(nile_game_serialize(as_nile, &mut s), ErrorCode::WrongHandleKind);
        congo_game_free(as_congo);
        assert!(message().contains("not a congo game handle"));
        nile_game_free(as_nile);
    }
    assert_eq!((congo_bytes(cg), nile_bytes(ng)), (cb, nb), "both games untouched and still alive");
    // SAFETY: live, freed once each.
    unsafe {
        congo_game_free(cg);
        nile_game_free(ng);
    }
}

/// Text that is not UTF-8 in every string argument: `INVALID_UTF8`.
#[test]
fn non_utf8_text_is_refused() {
    let g = congo_new("skirmish", 3);
    let h = nile_new("solo", 3);
    let before = (congo_bytes(g), nile_bytes(h));
    let mut s = ptr::null_mut();
    let mut out = ptr::null_mut();
    // SAFETY: NUL-terminated byte strings; live handles.
    unsafe {
        let check = |what: &str, code: ErrorCode| {
            assert_eq!(code, ErrorCode::InvalidUtf8, "{what}");
            assert!(message().contains("UTF-8"), "{what}");
        };
        each_refused![check;
            ("congo new", congo_game_new(not_utf8(), 1, &mut out)),
            ("congo builtin", congo_game_new_builtin(not_utf8(), 1, &mut out)),
            ("congo builtin setup", congo_game_builtin_setup(not_utf8(), &mut s)),
            ("congo apply", congo_game_apply(g, 0, not_utf8(), &mut s)),
            ("congo restore", congo_game_restore(not_utf8(), &mut out)),
            ("congo validate", congo_column_validate(not_utf8(), not_utf8(), &mut s)),
            ("congo adventure", congo_game_new_adventure(not_utf8(), c("{}").as_ptr(), 1, &mut out)),
            ("nile apply", nile_game_apply(h, 0, not_utf8(), &mut s)),
            ("nile restore", nile_game_restore(not_utf8(), &mut ptr::null_mut())),
        ];
    }
    assert!(out.is_null() && s.is_null(), "out-parameters untouched on error");
    assert_eq!((congo_bytes(g), nile_bytes(h)), before);
    // SAFETY: live, freed once each.
    unsafe {
        congo_game_free(g);
        nile_game_free(h);
    }
}

/// JSON nested far deeper than any shape (a million arrays) in every JSON argument: a parse
/// error (or, over the argument's size limit, `INPUT_TOO_LARGE` unread), never a stack overflow
/// (which no panic guard could catch); nested as deep as each limit allows, a parse error.
#[test]
fn deeply_nested_json_is_an_error_not_a_stack_overflow() {
    let g = congo_new("skirmish", 4);
    let before = congo_bytes(g);
    let deep = "[".repeat(1_000_000);
    let deep_obj = format!("{{\"type\":\"move\",\"path\":{deep}");
    let mut out = ptr::null_mut();
    let mut s = ptr::null_mut();
    // SAFETY: NUL-terminated strings; live handles.
    unsafe {
        let check = |what: &str, code: ErrorCode| {
            assert!(
                matches!(code, ErrorCode::InvalidJson | ErrorCode::WrongHandleKind | ErrorCode::InputTooLarge),
                "{what}: {code:?}"
            );
            let _ = message();
        };
        each_refused![check;
            ("congo restore", congo_game_restore(deep_json("congo", 1_000_000).as_ptr(), &mut out)),
            ("congo restore unclosed", congo_game_restore(c(&format!("{{\"kind\":\"congo\",\"x\":{deep}")).as_ptr(), &mut out)),
            ("nile restore", nile_game_restore(deep_json("nile", 1_000_000).as_ptr(), &mut ptr::null_mut())),
            ("congo new", congo_game_new(c(&deep).as_ptr(), 1, &mut out)),
            ("congo apply", congo_game_apply(g, 0, c(&deep_obj).as_ptr(), &mut s)),
            ("validate", congo_column_validate(c(&deep).as_ptr(), c(&deep).as_ptr(), &mut s)),
            ("adventure", congo_game_new_adventure(c("gorilla_clearing").as_ptr(), c(&deep).as_ptr(), 1, &mut out)),
        ];
        let within = |kind: session::InputKind| "[".repeat(kind.max_bytes() - 40);
        let parse_error = |what: &str, code: ErrorCode| {
            assert_eq!(code, ErrorCode::InvalidJson, "{what}");
            let _ = message();
        };
        let deep_decision = format!("{{\"type\":\"move\",\"path\":{}", within(session::InputKind::Decision));
        each_refused![parse_error;
            ("congo apply, deep within the limit", congo_game_apply(g, 0, c(&deep_decision).as_ptr(), &mut s)),
            ("validate, deep within the limit", congo_column_validate(c(&within(session::InputKind::ColumnList)).as_ptr(), c("{}").as_ptr(), &mut s)),
        ];
    }
    assert!(out.is_null());
    assert_eq!(congo_bytes(g), before);
    // SAFETY: live, freed once.
    unsafe { congo_game_free(g) };
}

/// Players and decision indices at the ends of their types, playouts with no room or all the
/// room in the world: `OUT_OF_RANGE` or a finished game, the state unchanged by refusals.
#[test]
fn indices_at_the_ends_of_their_types() {
    for name in ["gorilla_clearing", "savannah_race", "skirmish"] {
        let g = congo_new(name, 5);
        let before = congo_bytes(g);
        let mut s = ptr::null_mut();
        let mut n = 0usize;
        let d = c("{\"type\":\"end_card\"}");
        // SAFETY: a live handle, valid out-parameters.
        unsafe {
            for p in [2, u32::MAX, u32::MAX - 1, 1 << 31] {
                assert_eq!(congo_game_legal_decisions(g, p, &mut s), ErrorCode::OutOfRange);
                assert_eq!(congo_game_view(g, p, &mut s), ErrorCode::OutOfRange);
                assert_eq!(congo_game_legal_count(g, p, &mut n), ErrorCode::OutOfRange);
                assert_eq!(congo_game_apply(g, p, d.as_ptr(), &mut s), ErrorCode::OutOfRange);
                assert_eq!(congo_game_apply_legal(g, p, 0), ErrorCode::OutOfRange);
                assert_eq!(congo_game_events_for(g, p, &mut s), ErrorCode::OutOfRange);
            }
            for k in [usize::MAX, usize::MAX / 2, 1 << 40, 100_000] {
                assert_eq!(congo_game_apply_legal(g, 0, k), ErrorCode::OutOfRange);
                assert_eq!(congo_game_apply_legal(g, 1, k), ErrorCode::OutOfRange);
            }
            let _ = message();
            assert!(s.is_null());
            assert_eq!(congo_bytes(g), before, "{name}: refused calls left the game alone");
            assert_eq!(congo_game_random_playout(g, u64::MAX, 0, &mut n), ErrorCode::OutOfRange);
            assert_eq!(n, 0);
            assert_eq!(congo_bytes(g), before, "{name}: a playout of 0 decisions changes nothing");
            assert_eq!(congo_game_random_playout(g, u64::MAX, usize::MAX, &mut n), ErrorCode::Ok);
            let done = congo_bytes(g);
            assert_eq!(congo_game_random_playout(g, 0, usize::MAX, &mut n), ErrorCode::Ok);
            assert_eq!(n, 0, "{name}: nothing left to play");
            assert_eq!(congo_game_apply_legal(g, 0, 0), ErrorCode::OutOfRange);
            assert_eq!(congo_game_apply(g, 0, d.as_ptr(), ptr::null_mut()), ErrorCode::GameOver);
            let _ = message();
            assert_eq!(congo_bytes(g), done);
            congo_game_free(g);
        }
    }
}

/// One number or list of a serialized mid-game state edited by hand (the setup, the log and the
/// dice included), restored through the C ABI: a status code, never `PANIC`; an accepted state
/// plays on through the C ABI without a panic either.
#[test]
fn hand_edited_serialized_states_never_panic_the_restore() {
    let deep = std::env::var_os("BREAKER_DEEP").is_some();
    for (name, seed) in [("gorilla_clearing", 11u64), ("cattle_raid", 12)] {
        let g = congo_new(name, seed);
        // SAFETY: a live handle.
        for k in 0..25 {
            if unsafe { congo_game_apply_legal(g, if k % 2 == 0 { 0 } else { 1 }, k % 3) } != ErrorCode::Ok {
                let _ = message();
                // The other player must decide: let it.
                let mut p = 0;
                unsafe { congo_game_current_player(g, &mut p) };
                unsafe { congo_game_apply_legal(g, p, 0) };
            }
        }
        let text = congo_bytes(g);
        let state: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let mut ptrs = Vec::new();
        leaves(&state, String::new(), &mut ptrs);
        // Every pointer outside the figure lists; a spread of those (each restore replays the log).
        let step = if deep { 1 } else { 29 };
        let ptrs: Vec<String> = ptrs.into_iter().enumerate().filter(|(i, _)| i % step == 0).map(|(_, p)| p).collect();
        let mut panics = Vec::new();
        for ptr_ in ptrs {
            let Some(orig) = state.pointer(&ptr_) else { continue };
            let variants = match orig {
                serde_json::Value::Number(_) => {
                    vec![serde_json::json!(-1), serde_json::json!(i64::from(i32::MAX)), serde_json::json!(u64::MAX)]
                }
                serde_json::Value::Array(a) => {
                    let mut doubled = a.clone();
                    doubled.extend(a.first().cloned());
                    vec![serde_json::json!([]), serde_json::Value::Array(doubled)]
                }
                serde_json::Value::Bool(b) => vec![serde_json::json!(!b)],
                serde_json::Value::String(_) => vec![serde_json::json!("nile")],
                _ => continue,
            };
            for v in variants {
                let mut m = state.clone();
                *m.pointer_mut(&ptr_).expect("exists") = v.clone();
                let mut out = ptr::null_mut();
                // SAFETY: a NUL-terminated string; a writable out-parameter.
                let code = unsafe { congo_game_restore(c(&m.to_string()).as_ptr(), &mut out) };
                if code == ErrorCode::Panic {
                    panics.push(format!("{ptr_} = {v}: {}", message()));
                    continue;
                }
                if code != ErrorCode::Ok {
                    let _ = message();
                    assert!(out.is_null(), "out untouched on error");
                    continue;
                }
                let mut n = 0;
                // SAFETY: a live handle made by the restore.
                let played = unsafe { congo_game_random_playout(out, 1, 200, &mut n) };
                if played == ErrorCode::Panic {
                    panics.push(format!("{ptr_} = {v}, then a playout: {}", message()));
                }
                unsafe { congo_game_free(out) };
            }
        }
        assert!(panics.is_empty(), "{name}: restored states panicked: {panics:#?}");
        // SAFETY: live, freed once.
        unsafe { congo_game_free(g) };
    }
}

fn leaves(v: &serde_json::Value, at: String, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                leaves(x, format!("{at}/{k}"), out);
            }
        }
        serde_json::Value::Array(a) => {
            out.push(at.clone());
            for (i, x) in a.iter().enumerate() {
                leaves(x, format!("{at}/{i}"), out);
            }
        }
        _ => out.push(at),
    }
}

/// A valid White Men Expeditions column list.
const GOOD_LIST: &str = r#"{"culture":"white_men_expeditions","groups":["wme.soldiers","wme.trained_askaris"],"characters":[{"id":"wme.explorer","group":0}],"auxiliaries":[]}"#;

/// Column lists and muster rules a list-building app might send by mistake or malice: numbers out
/// of their types, joinings to `usize::MAX`, thousands of entries, unknown ids. Validation answers
/// (`valid: false` with problems, or `INVALID_JSON`); a game from such lists is refused with a
/// code.
#[test]
fn absurd_column_lists_through_the_c_abi() {
    let good_one = GOOD_LIST;
    let mut out = ptr::null_mut();
    let rules90 = c(r#"{"budget":90}"#);
    // SAFETY: NUL-terminated strings; a writable out-parameter.
    assert_eq!(unsafe { congo_column_validate(c(good_one).as_ptr(), rules90.as_ptr(), &mut out) }, ErrorCode::Ok);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&take(out)).expect("JSON")["valid"],
        true,
        "the base list is valid"
    );
    let many = format!(
        r#"{{"culture":"forest_tribes","groups":[{}],"characters":[],"auxiliaries":[]}}"#,
        vec!["\"forest.warriors\""; 3000].join(",")
    );
    let lists = [
        good_one.to_string(),
        good_one.replace("\"group\":0", "\"group\":18446744073709551615"),
        good_one.replace("\"group\":0", "\"group\":-1"),
        good_one.replace("\"group\":0", "\"group\":1e300"),
        good_one.replace("white_men_expeditions", "martians"),
        good_one.replace("wme.explorer", "forest.chieftain"),
        many,
        "{}".into(),
        "null".into(),
        "[]".into(),
    ];
    let rules = [
        r#"{"budget":90,"imposed_characters":[]}"#,
        r#"{"budget":0,"imposed_characters":["wme.explorer","wme.explorer","no.such"]}"#,
        r#"{"budget":65535,"imposed_characters":[]}"#,
        r#"{"budget":65536,"imposed_characters":[]}"#,
        r#"{"budget":-1}"#,
    ];
    for l in &lists {
        for r in rules {
            let mut out = ptr::null_mut();
            // SAFETY: NUL-terminated strings; a writable out-parameter.
            let code = unsafe { congo_column_validate(c(l).as_ptr(), c(r).as_ptr(), &mut out) };
            match code {
                ErrorCode::Ok => {
                    let check: serde_json::Value = serde_json::from_str(&take(out)).expect("JSON");
                    assert!(check["valid"].is_boolean());
                }
                ErrorCode::InvalidJson => assert!(message().contains("json")),
                other => panic!("validate {l} with {r}: {other:?} {}", message()),
            }
        }
        for name in ["gorilla_clearing", "night_ambush", "", "../../etc/passwd"] {
            let cols = format!(r#"{{"columns":[{l},{l}]}}"#);
            let mut out = ptr::null_mut();
            // SAFETY: as above.
            let code = unsafe { congo_game_new_adventure(c(name).as_ptr(), c(&cols).as_ptr(), u64::MAX, &mut out) };
            assert_ne!(code, ErrorCode::Panic, "{name} with {l}: {}", message());
            if code == ErrorCode::Ok {
                // SAFETY: made by the call.
                unsafe { congo_game_free(out) };
            } else {
                let _ = message();
            }
        }
    }
}

/// Every text argument has a size limit (`session::InputKind`), checked before the text is
/// parsed: one byte over it is `INPUT_TOO_LARGE` with the limit in the message, and the game is
/// untouched; the scan for the terminating NUL stops one byte past the limit, so a longer
/// string is never read to its end (issue 29: a 56 MB decision cost 970 MB before its refusal).
/// At the limit, the text is read (here: refused as a decision, not for its size).
#[test]
fn every_text_argument_has_a_size_limit() {
    use session::InputKind;
    let g = congo_new("skirmish", 4);
    let before = congo_bytes(g);
    let over = |kind: InputKind| c(&" ".repeat(kind.max_bytes() + 1));
    let mut out = ptr::null_mut();
    let mut nile = ptr::null_mut();
    let mut s = ptr::null_mut();
    // SAFETY: NUL-terminated strings; live handles; writable out-parameters.
    unsafe {
        let too_large = |what: &str, code: ErrorCode| {
            assert_eq!(code, ErrorCode::InputTooLarge, "{what}");
            let m = message();
            assert!(m.contains("larger than") && m.contains("bytes"), "{what}: {m}");
        };
        let list = c("{\"culture\":\"forest_tribes\",\"groups\":[],\"characters\":[],\"auxiliaries\":[]}");
        each_refused![too_large;
            ("congo apply", congo_game_apply(g, 0, over(InputKind::Decision).as_ptr(), &mut s)),
            ("congo new", congo_game_new(over(InputKind::Setup).as_ptr(), 1, &mut out)),
            ("congo new from setup", congo_game_new_from_setup(over(InputKind::Setup).as_ptr(), &mut out)),
            ("nile new", nile_game_new(over(InputKind::Setup).as_ptr(), 1, &mut nile)),
            ("congo restore", congo_game_restore(over(InputKind::SavedGame).as_ptr(), &mut out)),
            ("nile restore", nile_game_restore(over(InputKind::SavedGame).as_ptr(), &mut nile)),
            ("congo builtin", congo_game_new_builtin(over(InputKind::Name).as_ptr(), 1, &mut out)),
            ("validate list", congo_column_validate(over(InputKind::ColumnList).as_ptr(), list.as_ptr(), &mut s)),
            ("validate rules", congo_column_validate(list.as_ptr(), over(InputKind::ColumnList).as_ptr(), &mut s)),
            ("adventure columns", congo_game_new_adventure(c("gorilla_clearing").as_ptr(), over(InputKind::ColumnList).as_ptr(), 1, &mut out)),
            ("adventure name", congo_game_new_adventure(over(InputKind::Name).as_ptr(), c("[]").as_ptr(), 1, &mut out)),
        ];
        // No NUL at all within the limit: refused from the first `max + 1` bytes alone.
        let unterminated = vec![b' '; InputKind::Decision.max_bytes() + 1];
        assert_eq!(congo_game_apply(g, 0, unterminated.as_ptr().cast(), &mut s), ErrorCode::InputTooLarge);
        let _ = message();
        // At the limit: parsed (a padded decision that is not this player's to make).
        let padded = format!("{{\"type\":\"end_card\"}}{}", " ".repeat(InputKind::Decision.max_bytes() - 19));
        assert_eq!(padded.len(), InputKind::Decision.max_bytes());
        let code = congo_game_apply(g, 0, c(&padded).as_ptr(), &mut s);
        assert!(!matches!(code, ErrorCode::InputTooLarge | ErrorCode::Ok), "{code:?}");
        let _ = message();
    }
    assert!(out.is_null() && nile.is_null());
    assert_eq!(congo_bytes(g), before);
    // SAFETY: live, freed once.
    unsafe { congo_game_free(g) };
}

/// A raw handle pointer that may cross threads (the library, not the test, guards its use).
#[derive(Clone, Copy)]
struct Shared(*mut CongoGame);
// SAFETY: the test shares the pointer on purpose: the handle's busy flag is what is tested.
unsafe impl Send for Shared {}

/// Two threads using one handle at once (issue 29: 2 of 8 runs segfaulted): each call either
/// runs alone on the handle or answers `BUSY` having done nothing; never a crash, never another
/// code. One thread plays the game (its only mutator, retrying a busy call), the other reads it
/// (serializes, views, counts, clones) in a loop; the game ends as the same game played alone.
#[test]
fn two_threads_on_one_handle_get_ok_or_busy() {
    let seed = 12;
    let shared = Shared(congo_new("skirmish", seed));
    let alone = congo_new("skirmish", seed);
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let ok_or_busy = |what: &str, code: ErrorCode| {
        assert!(matches!(code, ErrorCode::Ok | ErrorCode::Busy), "{what}: {code:?}");
        let m = congo_nile_last_error_message();
        if !m.is_null() {
            assert!(take(m).contains("in use by another call"));
        }
        code == ErrorCode::Busy
    };
    let reader = {
        let done = done.clone();
        std::thread::spawn(move || {
            let h = shared;
            let mut busy = 0usize;
            while !done.load(std::sync::atomic::Ordering::Acquire) {
                let (mut s, mut n, mut over, mut copy) = (ptr::null_mut(), 0usize, false, ptr::null_mut());
                // SAFETY: a live handle (freed only after this thread is joined).
                unsafe {
                    for (what, code) in [
                        ("serialize", congo_game_serialize(h.0, &mut s)),
                        ("view", congo_game_view(h.0, 0, &mut s)),
                        ("legal count", congo_game_legal_count(h.0, 0, &mut n)),
                        ("is over", congo_game_is_over(h.0, &mut over)),
                        ("clone", congo_game_clone(h.0, &mut copy)),
                    ] {
                        if ok_or_busy(what, code) {
                            busy += 1;
                        } else if what == "clone" {
                            congo_game_free(copy);
                        } else if !s.is_null() {
                            congo_nile_string_free(s);
                            s = ptr::null_mut();
                        }
                    }
                }
            }
            busy
        })
    };
    let mut busy = 0usize;
    // SAFETY: live handles; this thread is the only one that changes the game.
    unsafe {
        let mut over = false;
        for _ in 0..100_000 {
            let mut code = congo_game_is_over(shared.0, &mut over);
            while ok_or_busy("is over", code) {
                busy += 1;
                code = congo_game_is_over(shared.0, &mut over);
            }
            if over {
                break;
            }
            let mut p = 0;
            while ok_or_busy("current player", congo_game_current_player(shared.0, &mut p)) {
                busy += 1;
            }
            while ok_or_busy("apply legal", congo_game_apply_legal(shared.0, p, 0)) {
                busy += 1;
            }
            assert_eq!(congo_game_apply_legal(alone, p, 0), ErrorCode::Ok);
        }
        assert!(over, "the game ended");
    }
    done.store(true, std::sync::atomic::Ordering::Release);
    let read_busy = reader.join().expect("the reader never panics");
    assert!(busy + read_busy > 0, "the two threads never met on the handle");
    assert_eq!(congo_bytes(shared.0), congo_bytes(alone), "the shared game is the game played alone");
    // SAFETY: live, freed once, no other thread left.
    unsafe {
        congo_game_free(shared.0);
        congo_game_free(alone);
    }
}

/// A pointer that is not aligned as a handle is refused from its address (`WRONG_HANDLE_KIND`),
/// never read; freeing it does nothing.
#[test]
fn a_misaligned_pointer_is_a_status_not_a_read() {
    let bytes = [0u64; 4];
    let mut over = false;
    let mut s = ptr::null_mut();
    for offset in 1..8 {
        // SAFETY: within `bytes`; the library must not read through it.
        let p = unsafe { bytes.as_ptr().cast::<u8>().add(offset) };
        // SAFETY: the library checks the alignment before any read.
        unsafe {
            assert_eq!(congo_game_is_over(p.cast(), &mut over), ErrorCode::WrongHandleKind);
            assert!(message().contains("not aligned"));
            assert_eq!(nile_game_state(p.cast(), &mut s), ErrorCode::WrongHandleKind);
            let _ = message();
            congo_game_free(p.cast_mut().cast());
        }
    }
    assert!(s.is_null());
}
