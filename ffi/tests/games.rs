//! The real games through the C ABI against the Rust API: the same setup, seed and decisions
//! (the shared policy, `session::policy_choice`) give byte-identical final states; every 3rd
//! decision goes through the JSON `apply`, the others through the fast `apply_legal`.

use congo_nile_ffi::session::{BindingGame, Session, play_with_policy, policy_choice};
use congo_nile_ffi::{ErrorCode, congo_nile_string_free};
use std::ffi::{CStr, CString, c_char};
use std::ptr;
use tabletop::RulesGame;

fn take(s: *mut c_char) -> String {
    assert!(!s.is_null());
    // SAFETY: a NUL-terminated string returned by the library.
    let text = unsafe { CStr::from_ptr(s) }.to_str().unwrap().to_owned();
    // SAFETY: returned by the library, freed once.
    unsafe { congo_nile_string_free(s) };
    text
}

/// The function table of one game's exports, so one test body serves every game.
struct Exports<H> {
    new_builtin: unsafe extern "C" fn(*const c_char, u64, *mut *mut H) -> ErrorCode,
    current_player: unsafe extern "C" fn(*const H, *mut u32) -> ErrorCode,
    legal: unsafe extern "C" fn(*const H, u32, *mut *mut c_char) -> ErrorCode,
    apply: unsafe extern "C" fn(*mut H, u32, *const c_char, *mut *mut c_char) -> ErrorCode,
    apply_legal: unsafe extern "C" fn(*mut H, u32, usize) -> ErrorCode,
    serialize: unsafe extern "C" fn(*const H, *mut *mut c_char) -> ErrorCode,
    free: unsafe extern "C" fn(*mut H),
}

fn same_final_state<G: BindingGame, H>(x: &Exports<H>, seed: u64) {
    for name in G::builtin_names() {
        // Rust API only.
        let mut setup = G::builtin_setup(name).unwrap();
        G::seed_setup(&mut setup, seed);
        let mut rust = G::new(&setup).unwrap();
        let steps = play_with_policy(&mut rust, 100_000).unwrap();
        let expected = Session::from_game(rust).to_json().unwrap();

        // The C ABI.
        let cname = CString::new(name).unwrap();
        let mut h = ptr::null_mut();
        // SAFETY (all calls below): a live handle and valid pointers.
        assert_eq!(unsafe { (x.new_builtin)(cname.as_ptr(), seed, &mut h) }, ErrorCode::Ok);
        let mut step = 0;
        loop {
            let mut player = 0;
            let code = unsafe { (x.current_player)(h, &mut player) };
            if code == ErrorCode::GameOver {
                break;
            }
            assert_eq!(code, ErrorCode::Ok);
            let mut out = ptr::null_mut();
            assert_eq!(unsafe { (x.legal)(h, player, &mut out) }, ErrorCode::Ok);
            let legal: Vec<serde_json::Value> = serde_json::from_str(&take(out)).unwrap();
            let k = policy_choice(step, legal.len());
            if step % 3 == 0 {
                let d = CString::new(legal[k].to_string()).unwrap();
                assert_eq!(unsafe { (x.apply)(h, player, d.as_ptr(), ptr::null_mut()) }, ErrorCode::Ok);
            } else {
                assert_eq!(unsafe { (x.apply_legal)(h, player, k) }, ErrorCode::Ok);
            }
            step += 1;
        }
        assert_eq!(step, steps, "{name}: number of decisions");
        let mut out = ptr::null_mut();
        assert_eq!(unsafe { (x.serialize)(h, &mut out) }, ErrorCode::Ok);
        assert_eq!(take(out), expected, "{name}: final state through the C ABI differs from the Rust API");
        unsafe { (x.free)(h) };
    }
}

#[test]
fn congo_final_state_through_the_c_abi_equals_the_rust_api() {
    use congo_nile_ffi::*;
    let x = Exports {
        new_builtin: congo_game_new_builtin,
        current_player: congo_game_current_player,
        legal: congo_game_legal_decisions,
        apply: congo_game_apply,
        apply_legal: congo_game_apply_legal,
        serialize: congo_game_serialize,
        free: congo_game_free,
    };
    same_final_state::<congo_core::Game, CongoGame>(&x, 7);
}

#[test]
fn nile_final_state_through_the_c_abi_equals_the_rust_api() {
    use congo_nile_ffi::*;
    let x = Exports {
        new_builtin: nile_game_new_builtin,
        current_player: nile_game_current_player,
        legal: nile_game_legal_decisions,
        apply: nile_game_apply,
        apply_legal: nile_game_apply_legal,
        serialize: nile_game_serialize,
        free: nile_game_free,
    };
    for seed in [1, 7] {
        same_final_state::<nile_core::Game, NileGame>(&x, seed);
    }
}

#[test]
fn replay_of_a_finished_game_equals_it() {
    let mut game = Session::<nile_core::Game>::builtin("two_teams", 3).unwrap();
    game.random_playout(5, 100_000).unwrap();
    let text = game.to_json().unwrap();
    let restored = Session::<nile_core::Game>::from_json(&text).unwrap();
    assert_eq!(restored.to_json().unwrap(), text);
    assert!(restored.game().is_over());
}

/// `*_game_pending_for` answers, at every step of a game, exactly the core's `pending_for` (the
/// view's redaction) for every player, byte for byte.
fn pending_for_matches_the_core<G: BindingGame, H>(
    new_builtin: unsafe extern "C" fn(*const c_char, u64, *mut *mut H) -> ErrorCode,
    pending_for: unsafe extern "C" fn(*const H, u32, *mut *mut c_char) -> ErrorCode,
    apply_legal: unsafe extern "C" fn(*mut H, u32, usize) -> ErrorCode,
    free: unsafe extern "C" fn(*mut H),
    name: &str,
) {
    let mut rust = Session::<G>::builtin(name, 5).unwrap();
    let cname = CString::new(name).unwrap();
    let mut h = ptr::null_mut();
    // SAFETY (all calls below): a live handle and valid pointers.
    assert_eq!(unsafe { new_builtin(cname.as_ptr(), 5, &mut h) }, ErrorCode::Ok);
    let players = u32::try_from(rust.game().players().len()).unwrap();
    for step in 0..400 {
        for p in 0..players {
            let mut out = ptr::null_mut();
            assert_eq!(unsafe { pending_for(h, p, &mut out) }, ErrorCode::Ok);
            let want = serde_json::to_string(&rust.pending_for(p).unwrap()).unwrap();
            assert_eq!(take(out), want, "{name} step {step}, player {p}");
        }
        let Ok(player) = rust.current_player() else { break };
        let k = policy_choice(step, rust.legal_decisions(player).unwrap().len());
        rust.apply_legal(player, k).unwrap();
        assert_eq!(unsafe { apply_legal(h, player, k) }, ErrorCode::Ok);
    }
    let mut out = ptr::null_mut();
    assert_eq!(unsafe { pending_for(h, players, &mut out) }, ErrorCode::OutOfRange);
    unsafe { free(h) };
}

#[test]
fn pending_for_through_the_c_abi_is_the_cores() {
    use congo_nile_ffi::*;
    pending_for_matches_the_core::<congo_core::Game, CongoGame>(
        congo_game_new_builtin,
        congo_game_pending_for,
        congo_game_apply_legal,
        congo_game_free,
        "gorilla_clearing",
    );
    pending_for_matches_the_core::<nile_core::Game, NileGame>(
        nile_game_new_builtin,
        nile_game_pending_for,
        nile_game_apply_legal,
        nile_game_free,
        "two_teams",
    );
}
