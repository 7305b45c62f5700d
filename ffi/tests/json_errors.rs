//! A malformed setup, decision, column list or serialized game through the C ABI answers
//! `INVALID_JSON` with a message that says WHERE in the JSON the problem is (a path such as
//! `table.areas[2].cover`) and WHAT was expected there in a caller's terms (`a point: an object
//! with x and y`), never a Rust type's name (`struct TableSpec`, `u8`); a refused decision leaves
//! the game byte-identical.

use congo_nile_ffi::*;
use serde_json::{Value, json};
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

fn c(s: &str) -> CString {
    CString::new(s).expect("no NUL")
}

/// The latest error message (cleared).
fn message() -> String {
    take(congo_nile_last_error_message())
}

/// Rust names a caller should never see in a message.
const RUST_NAMES: &[&str] = &[
    "struct ",
    "enum ",
    "TableSpec",
    "Setup",
    "Lcg64Xsh32",
    "expected u8",
    "expected u16",
    "expected u32",
    "expected u64",
    "expected i32",
];

/// Check a refusal: `INVALID_JSON`, and a message holding every one of `parts` and no Rust name.
fn assert_refused(code: ErrorCode, parts: &[&str]) -> String {
    let text = message();
    assert_eq!(code, ErrorCode::InvalidJson, "{text}");
    for part in parts {
        assert!(text.contains(part), "{text:?} does not say {part:?}");
    }
    for name in RUST_NAMES {
        assert!(!text.contains(name), "{text:?} names a Rust type ({name:?})");
    }
    text
}

fn congo_setup() -> Value {
    let mut out = ptr::null_mut();
    // SAFETY: a valid name and out-parameter.
    assert_eq!(unsafe { congo_game_builtin_setup(c("skirmish").as_ptr(), &mut out) }, ErrorCode::Ok);
    serde_json::from_str(&take(out)).expect("the setup is JSON")
}

fn nile_setup() -> Value {
    let mut out = ptr::null_mut();
    // SAFETY: as above.
    assert_eq!(unsafe { nile_game_builtin_setup(c("two_teams").as_ptr(), &mut out) }, ErrorCode::Ok);
    serde_json::from_str(&take(out)).expect("the setup is JSON")
}

/// `setup` with the value at the JSON pointer `at` replaced by `with`.
fn edited(setup: &Value, at: &str, with: Value) -> String {
    let mut setup = setup.clone();
    *setup.pointer_mut(at).unwrap_or_else(|| panic!("no {at} in the setup")) = with;
    setup.to_string()
}

fn congo_new(setup: &str) -> ErrorCode {
    let mut h = ptr::null_mut();
    // SAFETY: a valid string and out-parameter.
    let code = unsafe { congo_game_new(c(setup).as_ptr(), 1, &mut h) };
    assert!(h.is_null(), "no handle is made on error");
    code
}

fn nile_new(setup: &str) -> ErrorCode {
    let mut h = ptr::null_mut();
    // SAFETY: as above.
    let code = unsafe { nile_game_new(c(setup).as_ptr(), 1, &mut h) };
    assert!(h.is_null(), "no handle is made on error");
    code
}

#[test]
fn a_bad_congo_setup_names_the_path_and_what_was_expected() {
    let setup = congo_setup();
    assert_refused(
        congo_new(&edited(&setup, "/table/areas/2/cover", json!("D7"))),
        &["setup_json", "at table.areas[2].cover: unknown variant `D7`, expected one of `D4`, `D6`"],
    );
    assert_refused(
        congo_new(&edited(&setup, "/table", json!(5))),
        &["at table: invalid type: integer `5`, expected a table: an object with `width` and `height`"],
    );
    assert_refused(
        congo_new(&edited(&setup, "/columns/0/groups/0/members/1", json!("x"))),
        &["at columns[0].groups[0].members[1]: invalid type: string \"x\", expected a point"],
    );
    assert_refused(
        congo_new(&edited(&setup, "/turns", json!(300))),
        &["at turns: invalid value: integer `300`, expected an integer from 0 to 255"],
    );
    assert_refused(
        congo_new(&edited(&setup, "/columns/1/culture", json!("vikings"))),
        &["at columns[1].culture: unknown variant `vikings`"],
    );
    assert_refused(
        congo_new(&edited(&setup, "/dice", json!("seeded"))),
        &["at dice: ", "expected the dice: an object"],
    );
    assert_refused(congo_new("[]"), &["at the top level: ", "expected a Congo setup: an object with `table`"]);
    assert_refused(congo_new("{}"), &["at the top level: missing field `table`"]);
    assert_refused(congo_new("{\"table\":"), &["EOF while parsing"]);
}

#[test]
fn a_bad_nile_setup_names_the_path_and_what_was_expected() {
    let setup = nile_setup();
    assert_refused(
        nile_new(&edited(&setup, "/teams/1/approach", json!("up"))),
        &["at teams[1].approach: unknown variant `up`, expected one of `north`"],
    );
    assert_refused(
        nile_new(&edited(&setup, "/teams/0/outfit/rations", json!(-1))),
        &["at teams[0].outfit.rations: invalid value: integer `-1`, expected an integer from 0 to 4294967295"],
    );
    assert_refused(
        nile_new(&edited(&setup, "/teams/0", json!("Royal Society"))),
        &["at teams[0]: ", "expected a team: an object with `name`, `approach` and `outfit`"],
    );
    // The dice generator's state is a type from outside the cores: still no Rust name.
    assert_refused(nile_new(&edited(&setup, "/dice/rng", json!("x"))), &["at dice: ", "expected an object"]);
    assert_refused(nile_new("42"), &["expected a Nile setup: an object with `teams`"]);
    assert_refused(nile_new(&format!("{setup} trailing")), &["after the value: trailing characters"]);
}

#[test]
fn a_bad_decision_says_what_was_expected_and_changes_nothing() {
    let mut h = ptr::null_mut();
    // SAFETY (all calls below): valid strings, a live handle, writable out-parameters.
    assert_eq!(unsafe { congo_game_new_builtin(c("skirmish").as_ptr(), 3, &mut h) }, ErrorCode::Ok);
    let state = |h| {
        let mut out = ptr::null_mut();
        assert_eq!(unsafe { congo_game_serialize(h, &mut out) }, ErrorCode::Ok);
        take(out)
    };
    let before = state(h);
    let apply = |text: &str| unsafe { congo_game_apply(h, 0, c(text).as_ptr(), ptr::null_mut()) };
    assert_refused(apply("\"end_card\""), &["decision_json", "expected a Congo decision: an object with a `type`"]);
    assert_refused(
        apply("{\"type\":\"fly\"}"),
        &["at type: unknown variant `fly`, expected one of `choose_action_cards`"],
    );
    assert_refused(
        apply("{\"type\":\"choose_action_cards\",\"cards\":[1,2,999]}"),
        &["invalid value: integer `999`, expected an integer from 0 to 255"],
    );
    assert_eq!(state(h), before, "a refused decision changed the game");
    // SAFETY: a live handle, freed once.
    unsafe { congo_game_free(h) };

    let mut h = ptr::null_mut();
    assert_eq!(unsafe { nile_game_new_builtin(c("solo").as_ptr(), 3, &mut h) }, ErrorCode::Ok);
    let mut out = ptr::null_mut();
    assert_eq!(unsafe { nile_game_serialize(h, &mut out) }, ErrorCode::Ok);
    let before = take(out);
    let code =
        unsafe { nile_game_apply(h, 0, c("{\"type\":\"plan\",\"activity\":\"zippy\"}").as_ptr(), ptr::null_mut()) };
    assert_refused(code, &["unknown variant `zippy`, expected one of `cautious`, `normal`, `reckless`"]);
    let code = unsafe { nile_game_apply(h, 0, c("null").as_ptr(), ptr::null_mut()) };
    assert_refused(code, &["expected a Nile decision: an object with a `type`"]);
    let mut out = ptr::null_mut();
    assert_eq!(unsafe { nile_game_serialize(h, &mut out) }, ErrorCode::Ok);
    assert_eq!(take(out), before, "a refused decision changed the game");
    unsafe { nile_game_free(h) };
}

#[test]
fn a_bad_column_list_or_serialized_game_names_the_path() {
    let list = json!({"culture": "forest_tribes", "groups": ["ft.warriors"], "characters": [{"id": "ft.chief", "group": "first"}], "auxiliaries": []});
    let mut out = ptr::null_mut();
    // SAFETY: valid strings and out-parameter.
    let code =
        unsafe { congo_column_validate(c(&list.to_string()).as_ptr(), c("{\"budget\": 100}").as_ptr(), &mut out) };
    assert_refused(code, &["list_json", "at characters[0].group: invalid type: string \"first\""]);

    let mut h = ptr::null_mut();
    // SAFETY: as above.
    let code = unsafe { nile_game_restore(c("{\"kind\": \"nile\", \"state\": 7}").as_ptr(), &mut h) };
    assert_refused(code, &["serialized nile game", "at state: invalid type: integer `7`"]);
}
