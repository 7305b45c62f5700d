//! The generic C ABI layer, exercised through real `extern "C"` exports instantiated for a small
//! test game (dice Nim, `support/mod.rs`): every call, every error path, panics and poisoning,
//! and byte-equal state against the Rust API.

mod support;

use congo_nile_ffi::{ErrorCode, congo_nile_last_error_message, congo_nile_string_free};
use std::ffi::{CStr, CString, c_char};
use std::ptr;
use support::*;
use tabletop::RulesGame;

/// Take a library string and free it with the library's free function.
fn take(s: *mut c_char) -> String {
    assert!(!s.is_null());
    // SAFETY: a NUL-terminated string returned by the library.
    let text = unsafe { CStr::from_ptr(s) }.to_str().unwrap().to_owned();
    // SAFETY: returned by the library, freed once.
    unsafe { congo_nile_string_free(s) };
    text
}

fn last_error() -> Option<String> {
    let s = congo_nile_last_error_message();
    if s.is_null() { None } else { Some(take(s)) }
}

fn new_game(json: &str, seed: u64) -> *mut NimGame {
    let json = CString::new(json).unwrap();
    let mut game = ptr::null_mut();
    // SAFETY: valid arguments.
    assert_eq!(unsafe { nim_game_new(json.as_ptr(), seed, &mut game) }, ErrorCode::Ok);
    game
}

fn json_of(call: impl FnOnce(*mut *mut c_char) -> ErrorCode) -> String {
    let mut out = ptr::null_mut();
    assert_eq!(call(&mut out), ErrorCode::Ok, "{:?}", last_error());
    take(out)
}

#[test]
fn plays_to_the_end_and_matches_the_rust_api_byte_for_byte() {
    let game = new_game(r#"{"heap": 25}"#, 11);
    let mut rust = Nim::new(&NimSetup { heap: 25, seed: 11 }).unwrap();
    let mut k = 0usize;
    loop {
        let mut over = false;
        // SAFETY: live handle, valid out-pointers (here and below).
        assert_eq!(unsafe { nim_game_is_over(game, &mut over) }, ErrorCode::Ok);
        if over {
            break;
        }
        let mut player = 9;
        assert_eq!(unsafe { nim_game_current_player(game, &mut player) }, ErrorCode::Ok);
        let mut n = 0usize;
        assert_eq!(unsafe { nim_game_legal_count(game, player, &mut n) }, ErrorCode::Ok);
        let legal: Vec<NimDecision> =
            serde_json::from_str(&json_of(|o| unsafe { nim_game_legal_decisions(game, player, o) })).unwrap();
        assert_eq!(legal.len(), n);
        k = (k * 7 + 3) % n;
        assert_eq!(unsafe { nim_game_apply_legal(game, player, k) }, ErrorCode::Ok);
        let rust_events = rust.apply(u8::try_from(player).unwrap(), &legal[k]).unwrap();
        let events = json_of(|o| unsafe { nim_game_events(game, o) });
        assert_eq!(events, serde_json::to_string(&rust_events).unwrap());
    }
    let state = json_of(|o| unsafe { nim_game_state(game, o) });
    assert_eq!(state, serde_json::to_string(&rust).unwrap());
    let mut player = 0;
    assert_eq!(unsafe { nim_game_current_player(game, &mut player) }, ErrorCode::GameOver);
    assert!(last_error().unwrap().contains("over"));
    let mut phase = 0;
    assert_eq!(unsafe { nim_game_phase(game, &mut phase) }, ErrorCode::Ok);
    assert_eq!(phase, 1);
    assert_eq!(json_of(|o| unsafe { nim_game_phase_names(o) }), r#"["playing","over"]"#);
    unsafe { nim_game_free(game) };
}

#[test]
fn json_apply_returns_events_and_refusals_leave_the_state_alone() {
    let game = new_game(r#"{"heap": 5}"#, 1);
    let before = json_of(|o| unsafe { nim_game_state(game, o) });
    let apply = |player: u32, d: &str| {
        let d = CString::new(d).unwrap();
        unsafe { nim_game_apply(game, player, d.as_ptr(), ptr::null_mut()) }
    };
    assert_eq!(apply(1, r#"{"type":"take","count":1}"#), ErrorCode::NotYourDecision);
    assert_eq!(apply(0, r#"{"type":"take","count":4}"#), ErrorCode::IllegalDecision);
    assert!(last_error().unwrap().contains("expected 1 to 3"));
    assert_eq!(apply(0, r#"{"type":"jump"}"#), ErrorCode::InvalidJson);
    assert_eq!(apply(0, "not json"), ErrorCode::InvalidJson);
    assert_eq!(apply(7, r#"{"type":"take","count":1}"#), ErrorCode::OutOfRange);
    assert_eq!(json_of(|o| unsafe { nim_game_state(game, o) }), before, "refused decisions changed the state");
    let d = CString::new(r#"{"type":"take","count":2}"#).unwrap();
    let events = json_of(|o| unsafe { nim_game_apply(game, 0, d.as_ptr(), o) });
    assert_eq!(events, r#"[{"type":"took","player":0,"count":2}]"#);
    assert_eq!(json_of(|o| unsafe { nim_game_view(game, 1, o) }), r#"{"heap":3,"you":1}"#);
    assert_eq!(json_of(|o| unsafe { nim_game_pending(game, o) }), r#"{"player":1}"#);
    assert_eq!(json_of(|o| unsafe { nim_game_players(game, o) }), "[0,1]");
    let mut out = ptr::null_mut();
    assert_eq!(unsafe { nim_game_view(game, 2, &mut out) }, ErrorCode::OutOfRange);
    assert_eq!(unsafe { nim_game_apply_legal(game, 1, 99) }, ErrorCode::OutOfRange);
    assert!(last_error().unwrap().contains("decision index 99"));
    unsafe { nim_game_free(game) };
}

#[test]
fn new_from_setup_keeps_the_setups_own_dice() {
    let own = CString::new(r#"{"heap": 25, "seed": 11}"#).unwrap();
    let mut game = ptr::null_mut();
    // SAFETY: valid arguments (here and below).
    assert_eq!(unsafe { nim_game_new_from_setup(own.as_ptr(), &mut game) }, ErrorCode::Ok);
    let seeded = new_game(r#"{"heap": 25, "seed": 0}"#, 11);
    let state = |g| json_of(|o| unsafe { nim_game_state(g, o) });
    assert_eq!(state(game), state(seeded), "the setup's seed 11 kept, as the seed argument 11 gives it");
    assert_eq!(state(game), serde_json::to_string(&Nim::new(&NimSetup { heap: 25, seed: 11 }).unwrap()).unwrap());
    unsafe { (nim_game_free(game), nim_game_free(seeded)) };
    let empty = CString::new(r#"{"heap": 0}"#).unwrap();
    let mut none = ptr::null_mut();
    assert_eq!(unsafe { nim_game_new_from_setup(empty.as_ptr(), &mut none) }, ErrorCode::InvalidSetup);
    assert_eq!(unsafe { nim_game_new_from_setup(ptr::null(), &mut none) }, ErrorCode::NullPointer);
    assert_eq!(unsafe { nim_game_new_from_setup(own.as_ptr(), ptr::null_mut()) }, ErrorCode::NullPointer);
    assert!(none.is_null(), "out is untouched on error");
}

#[test]
fn every_bad_argument_is_an_error_code_never_a_crash() {
    let mut game = ptr::null_mut();
    assert_eq!(unsafe { nim_game_new(ptr::null(), 1, &mut game) }, ErrorCode::NullPointer);
    assert!(last_error().unwrap().contains("setup_json is null"));
    assert_eq!(last_error(), None, "the last error is cleared when taken");
    let setup = CString::new(r#"{"heap": 3}"#).unwrap();
    assert_eq!(unsafe { nim_game_new(setup.as_ptr(), 1, ptr::null_mut()) }, ErrorCode::NullPointer);
    let bad_utf8 = [b'{', 0xff, b'}', 0];
    assert_eq!(unsafe { nim_game_new(bad_utf8.as_ptr().cast(), 1, &mut game) }, ErrorCode::InvalidUtf8);
    let bad_json = CString::new("{heap").unwrap();
    assert_eq!(unsafe { nim_game_new(bad_json.as_ptr(), 1, &mut game) }, ErrorCode::InvalidJson);
    let empty = CString::new(r#"{"heap": 0}"#).unwrap();
    assert_eq!(unsafe { nim_game_new(empty.as_ptr(), 1, &mut game) }, ErrorCode::InvalidSetup);
    assert!(game.is_null(), "out is untouched on error");
    let name = CString::new("huge").unwrap();
    assert_eq!(unsafe { nim_game_new_builtin(name.as_ptr(), 1, &mut game) }, ErrorCode::UnknownId);
    assert!(last_error().unwrap().contains("\"small\""));

    let mut over = false;
    assert_eq!(unsafe { nim_game_is_over(ptr::null(), &mut over) }, ErrorCode::NullPointer);
    let live = new_game(r#"{"heap": 3}"#, 1);
    assert_eq!(unsafe { nim_game_is_over(live, ptr::null_mut()) }, ErrorCode::NullPointer);
    assert_eq!(unsafe { nim_game_state(live, ptr::null_mut()) }, ErrorCode::NullPointer);
    assert_eq!(unsafe { nim_game_apply(live, 0, ptr::null(), ptr::null_mut()) }, ErrorCode::NullPointer);
    // Another kind of handle: the same layout with another game's tag.
    let mut fake = [0x1234_5678_u64, 0, 0, 0, 0, 0, 0, 0];
    let fake_ptr = fake.as_mut_ptr().cast::<NimGame>();
    assert_eq!(unsafe { nim_game_is_over(fake_ptr, &mut over) }, ErrorCode::WrongHandleKind);
    unsafe { nim_game_free(fake_ptr) }; // refused, not freed
    assert_eq!(fake[0], 0x1234_5678);
    unsafe { nim_game_free(live) };
    unsafe { nim_game_free(ptr::null_mut()) };
    unsafe { congo_nile_string_free(ptr::null_mut()) };
}

#[test]
fn a_panic_is_caught_and_poisons_the_handle() {
    let game = new_game(r#"{"heap": 9}"#, 1);
    let d = CString::new(r#"{"type":"panic"}"#).unwrap();
    let prev = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let code = unsafe { nim_game_apply(game, 0, d.as_ptr(), ptr::null_mut()) };
    std::panic::set_hook(prev);
    assert_eq!(code, ErrorCode::Panic);
    assert!(last_error().unwrap().contains("the panic decision was applied"));
    let mut over = false;
    assert_eq!(unsafe { nim_game_is_over(game, &mut over) }, ErrorCode::PoisonedHandle);
    let mut copy = ptr::null_mut();
    assert_eq!(unsafe { nim_game_clone(game, &mut copy) }, ErrorCode::PoisonedHandle);
    unsafe { nim_game_free(game) };
}

#[test]
fn clone_serialize_restore_and_playout() {
    let name = CString::new("large").unwrap();
    let mut game = ptr::null_mut();
    assert_eq!(unsafe { nim_game_new_builtin(name.as_ptr(), 5, &mut game) }, ErrorCode::Ok);
    assert_eq!(json_of(|o| unsafe { nim_game_builtin_names(o) }), r#"["small","large"]"#);
    assert_eq!(json_of(|o| unsafe { nim_game_builtin_setup(name.as_ptr(), o) }), r#"{"heap":40,"seed":0}"#);
    assert_eq!(unsafe { nim_game_apply_legal(game, 0, 3) }, ErrorCode::Ok); // a roll
    let mut copy = ptr::null_mut();
    assert_eq!(unsafe { nim_game_clone(game, &mut copy) }, ErrorCode::Ok);
    let saved = json_of(|o| unsafe { nim_game_serialize(game, o) });
    assert!(saved.starts_with(r#"{"kind":"nim","state":{"#));

    let mut played = 0usize;
    assert_eq!(unsafe { nim_game_random_playout(game, 99, 1000, &mut played) }, ErrorCode::Ok);
    assert!(played > 0);
    let mut over = false;
    assert_eq!(unsafe { nim_game_is_over(game, &mut over) }, ErrorCode::Ok);
    assert!(over);
    assert_eq!(unsafe { nim_game_is_over(copy, &mut over) }, ErrorCode::Ok);
    assert!(!over, "the clone evolves independently");
    // The same bot seed on the clone gives the same end state.
    assert_eq!(unsafe { nim_game_random_playout(copy, 99, 1000, ptr::null_mut()) }, ErrorCode::Ok);
    assert_eq!(json_of(|o| unsafe { nim_game_state(copy, o) }), json_of(|o| unsafe { nim_game_state(game, o) }));
    // A playout that does not end within its limit says so.
    let mut short = ptr::null_mut();
    let text = CString::new(saved.clone()).unwrap();
    assert_eq!(unsafe { nim_game_restore(text.as_ptr(), &mut short) }, ErrorCode::Ok);
    assert_eq!(unsafe { nim_game_random_playout(short, 1, 2, ptr::null_mut()) }, ErrorCode::OutOfRange);

    let mut restored = ptr::null_mut();
    assert_eq!(unsafe { nim_game_restore(text.as_ptr(), &mut restored) }, ErrorCode::Ok);
    assert_eq!(json_of(|o| unsafe { nim_game_serialize(restored, o) }), saved);
    let other_kind = CString::new(saved.replace(r#""kind":"nim""#, r#""kind":"congo""#)).unwrap();
    assert_eq!(unsafe { nim_game_restore(other_kind.as_ptr(), &mut restored) }, ErrorCode::WrongHandleKind);
    let tampered =
        CString::new(saved.replace(r#""heap":40"#, r#""heap":41"#).replacen(r#""heap":3"#, r#""heap":30"#, 1)).unwrap();
    assert_eq!(unsafe { nim_game_restore(tampered.as_ptr(), &mut restored) }, ErrorCode::ReplayFailed);
    let garbage = CString::new(r#"{"kind":"nim","state":7}"#).unwrap();
    assert_eq!(unsafe { nim_game_restore(garbage.as_ptr(), &mut restored) }, ErrorCode::InvalidJson);
    for h in [game, copy, short, restored] {
        unsafe { nim_game_free(h) };
    }
}

#[test]
fn version_calls() {
    let v = unsafe { CStr::from_ptr(congo_nile_ffi::congo_nile_version()) };
    assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    assert_eq!(congo_nile_ffi::congo_nile_abi_version(), congo_nile_ffi::CONGO_NILE_ABI_VERSION);
}
