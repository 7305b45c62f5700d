//! The `ffi_entry` target: the C entry points (`congo_nile_ffi`'s `extern "C"` exports) called
//! in a fuzzer-chosen order on fuzzer-chosen bytes, as a C program would call them.
//!
//! The input: a byte choosing the game (even: Congo, odd: the expedition game), then calls until
//! the bytes run out, each an op byte and its operands (see [`ffi_entry`]). Two handle slots
//! hold the games made; a slot may be empty (a null handle, which every call must refuse).
//!
//! Checked: no call panics (a panic caught at the boundary answers `PANIC`), no handle is
//! poisoned or busy; a refused `apply` leaves the game's serialized bytes unchanged; a game's
//! serialized text restores, and serializes again to the same bytes; a legal decision taken
//! from the JSON list is accepted.

use crate::input::Input;
use crate::promise::Broken;
use congo_nile_ffi::ErrorCode;
use congo_nile_ffi::session::BindingGame;
use congo_nile_ffi::{CongoGame, NileGame};
use std::ffi::{CStr, CString, c_char};
use std::ptr::null_mut;

/// The most calls one input makes.
pub const MAX_CALLS: usize = 400;

type Out = *mut *mut c_char;

/// One game's generic exports (the `game_exports!` set of `congo_nile_ffi`).
struct Calls<H> {
    names: Vec<&'static str>,
    new: unsafe extern "C" fn(*const c_char, u64, *mut *mut H) -> ErrorCode,
    new_from_setup: unsafe extern "C" fn(*const c_char, *mut *mut H) -> ErrorCode,
    new_builtin: unsafe extern "C" fn(*const c_char, u64, *mut *mut H) -> ErrorCode,
    builtin_setup: unsafe extern "C" fn(*const c_char, Out) -> ErrorCode,
    statics: [unsafe extern "C" fn(Out) -> ErrorCode; 2],
    free: unsafe extern "C" fn(*mut H),
    clone: unsafe extern "C" fn(*const H, *mut *mut H) -> ErrorCode,
    whole: [unsafe extern "C" fn(*const H, Out) -> ErrorCode; 4],
    per_player: [unsafe extern "C" fn(*const H, u32, Out) -> ErrorCode; 4],
    legal: unsafe extern "C" fn(*const H, u32, Out) -> ErrorCode,
    apply: unsafe extern "C" fn(*mut H, u32, *const c_char, Out) -> ErrorCode,
    serialize: unsafe extern "C" fn(*const H, Out) -> ErrorCode,
    restore: unsafe extern "C" fn(*const c_char, *mut *mut H) -> ErrorCode,
    is_over: unsafe extern "C" fn(*const H, *mut bool) -> ErrorCode,
    numbers: [unsafe extern "C" fn(*const H, *mut u32) -> ErrorCode; 2],
    legal_count: unsafe extern "C" fn(*const H, u32, *mut usize) -> ErrorCode,
    apply_legal: unsafe extern "C" fn(*mut H, u32, usize) -> ErrorCode,
    playout: unsafe extern "C" fn(*mut H, u64, usize, *mut usize) -> ErrorCode,
    /// The game's own queries (Congo's previews and odds, the expedition game's maps and odds).
    queries: fn(*mut H, &mut Input<'_>) -> Result<(), Broken>,
}

/// The [`Calls`] of a game, by its export prefix.
macro_rules! calls {
    (congo, $f:ident, $names:expr, $queries:expr) => {
        Calls {
            names: $names,
            new: $f::congo_game_new,
            new_from_setup: $f::congo_game_new_from_setup,
            new_builtin: $f::congo_game_new_builtin,
            builtin_setup: $f::congo_game_builtin_setup,
            statics: [$f::congo_game_builtin_names, $f::congo_game_phase_names],
            free: $f::congo_game_free,
            clone: $f::congo_game_clone,
            whole: [$f::congo_game_players, $f::congo_game_pending, $f::congo_game_state, $f::congo_game_events],
            per_player: [
                $f::congo_game_pending_for,
                $f::congo_game_view,
                $f::congo_game_events_for,
                $f::congo_game_legal_decisions,
            ],
            legal: $f::congo_game_legal_decisions,
            apply: $f::congo_game_apply,
            serialize: $f::congo_game_serialize,
            restore: $f::congo_game_restore,
            is_over: $f::congo_game_is_over,
            numbers: [$f::congo_game_current_player, $f::congo_game_phase],
            legal_count: $f::congo_game_legal_count,
            apply_legal: $f::congo_game_apply_legal,
            playout: $f::congo_game_random_playout,
            queries: $queries,
        }
    };
    (nile, $f:ident, $names:expr, $queries:expr) => {
        Calls {
            names: $names,
            new: $f::nile_game_new,
            new_from_setup: $f::nile_game_new_from_setup,
            new_builtin: $f::nile_game_new_builtin,
            builtin_setup: $f::nile_game_builtin_setup,
            statics: [$f::nile_game_builtin_names, $f::nile_game_phase_names],
            free: $f::nile_game_free,
            clone: $f::nile_game_clone,
            whole: [$f::nile_game_players, $f::nile_game_pending, $f::nile_game_state, $f::nile_game_events],
            per_player: [
                $f::nile_game_pending_for,
                $f::nile_game_view,
                $f::nile_game_events_for,
                $f::nile_game_legal_decisions,
            ],
            legal: $f::nile_game_legal_decisions,
            apply: $f::nile_game_apply,
            serialize: $f::nile_game_serialize,
            restore: $f::nile_game_restore,
            is_over: $f::nile_game_is_over,
            numbers: [$f::nile_game_current_player, $f::nile_game_phase],
            legal_count: $f::nile_game_legal_count,
            apply_legal: $f::nile_game_apply_legal,
            playout: $f::nile_game_random_playout,
            queries: $queries,
        }
    };
}

/// Runs an `ffi_entry` input (see the module's docs).
///
/// Op bytes (`op % 14`): 0 a built-in game (a real name, or fuzzed text), 1 a game from a
/// fuzzed setup and seed, 2 from a fuzzed setup with its own dice, 3 a restore of fuzzed text,
/// 4 `apply` of fuzzed JSON, 5 `apply` of a legal decision taken from the JSON list, 6
/// `apply_legal`, 7 a query of the game (pending, view, events, counts...), 8 serialize and
/// restore, 9 clone, 10 free, 11 a random playout (at most 63 decisions), 12 the game's own
/// queries on fuzzed JSON, 13 the library's global calls.
///
/// # Errors
/// [`Broken::Ffi`] naming the first call that broke its contract.
pub fn ffi_entry(data: &[u8]) -> Result<(), Broken> {
    let mut input = Input::new(data);
    use congo_nile_ffi as f;
    if input.byte() % 2 == 0 {
        run(&calls!(congo, f, congo_core::Game::builtin_names(), congo_queries), &mut input)
    } else {
        run(&calls!(nile, f, nile_core::Game::builtin_names(), nile_queries), &mut input)
    }
}

/// The input's calls on one game's exports, with the handles freed at the end whatever happens.
fn run<H>(c: &Calls<H>, input: &mut Input<'_>) -> Result<(), Broken> {
    let mut slots: [*mut H; 2] = [null_mut(); 2];
    let mut result = Ok(());
    for _ in 0..MAX_CALLS {
        if input.is_empty() || result.is_err() {
            break;
        }
        result = call(c, &mut slots, input);
    }
    for h in slots {
        // SAFETY: each slot is null or a live handle of this game, freed once here.
        unsafe { (c.free)(h) };
    }
    result
}

/// Frees the handle in `slot` and puts `h` there.
fn replace<H>(c: &Calls<H>, slot: &mut *mut H, h: *mut H) {
    // SAFETY: the slot holds null or a live handle, never used again.
    unsafe { (c.free)(*slot) };
    *slot = h;
}

fn call<H>(c: &Calls<H>, slots: &mut [*mut H; 2], input: &mut Input<'_>) -> Result<(), Broken> {
    let op = input.byte();
    let slot = usize::from(op >> 7);
    let h = slots[slot];
    // SAFETY (every call below): handles are null or live, strings NUL-terminated, outs writable.
    unsafe {
        match op % 14 {
            0 => {
                let pick = input.byte();
                let name = if pick < 224 {
                    c_text(c.names[usize::from(pick) % c.names.len()].as_bytes())
                } else {
                    c_text(input.sized())
                };
                let mut out = null_mut();
                if status("new_builtin", (c.new_builtin)(name.as_ptr(), input.u64(), &mut out))? == ErrorCode::Ok {
                    replace(c, &mut slots[slot], out);
                }
            }
            1..=3 => {
                let text = c_text(input.sized());
                let seed = input.u64();
                let mut out = null_mut();
                let code = match op % 14 {
                    1 => status("new", (c.new)(text.as_ptr(), seed, &mut out))?,
                    2 => status("new_from_setup", (c.new_from_setup)(text.as_ptr(), &mut out))?,
                    _ => status("restore", (c.restore)(text.as_ptr(), &mut out))?,
                };
                if code == ErrorCode::Ok {
                    replace(c, &mut slots[slot], out);
                }
            }
            4 => {
                let player = player(input);
                let text = c_text(input.sized());
                apply_checked(c, h, player, &text)?;
            }
            5 => {
                let player = player(input);
                let k = usize::from(input.u16());
                let Some(list) = string("legal_decisions", |o| (c.legal)(h, player, o))? else { return Ok(()) };
                let legal: Vec<serde_json::Value> = serde_json::from_str(&list).unwrap_or_default();
                if let Some(decision) = (!legal.is_empty()).then(|| &legal[k % legal.len()]) {
                    let text = c_text(decision.to_string().as_bytes());
                    if apply_checked(c, h, player, &text)? != ErrorCode::Ok {
                        return Err(Broken::Ffi {
                            call: "apply",
                            detail: format!("a legal decision is refused: {decision}"),
                        });
                    }
                }
            }
            6 => {
                status("apply_legal", (c.apply_legal)(h, player(input), usize::from(input.u16())))?;
            }
            7 => {
                let which = input.byte();
                let p = player(input);
                let mut n = 0usize;
                let (mut flag, mut number) = (false, 0u32);
                match which % 9 {
                    0..=3 => drop(string("game query", |o| (c.whole[usize::from(which % 4)])(h, o))?),
                    4 => drop(string("player query", |o| (c.per_player[usize::from(input.byte() % 4)])(h, p, o))?),
                    5 => drop(status("is_over", (c.is_over)(h, &mut flag))?),
                    6 => drop(status("current/phase", (c.numbers[usize::from(input.byte() % 2)])(h, &mut number))?),
                    7 => drop(status("legal_count", (c.legal_count)(h, p, &mut n))?),
                    _ => {
                        let name = c_text(input.sized());
                        drop(string("builtin_setup", |o| (c.builtin_setup)(name.as_ptr(), o))?);
                        drop(string("builtin_names/phase_names", |o| (c.statics[usize::from(input.byte() % 2)])(o))?);
                    }
                }
            }
            8 => drop(saved_restores(c, h)?),
            9 => {
                let mut out = null_mut();
                if status("clone", (c.clone)(h, &mut out))? == ErrorCode::Ok {
                    replace(c, &mut slots[1 - slot], out);
                }
            }
            10 => replace(c, &mut slots[slot], null_mut()),
            11 => {
                let mut n = 0usize;
                let (seed, limit) = (input.u64(), usize::from(input.byte() % 64));
                status("random_playout", (c.playout)(h, seed, limit, &mut n))?;
            }
            12 => (c.queries)(h, input)?,
            _ => globals(input)?,
        }
    }
    Ok(())
}

/// `apply` of `text` for `player`, checked: refused, the game's bytes are unchanged; accepted,
/// they restore and serialize again to the same bytes. Returns the status.
unsafe fn apply_checked<H>(c: &Calls<H>, h: *mut H, player: u32, text: &CStr) -> Result<ErrorCode, Broken> {
    // SAFETY: the caller's promise (a null or live handle).
    unsafe {
        let before = string("serialize", |o| (c.serialize)(h, o))?;
        let mut events = null_mut();
        let code = status("apply", (c.apply)(h, player, text.as_ptr(), &mut events))?;
        congo_nile_ffi::congo_nile_string_free(events);
        if code == ErrorCode::Ok {
            saved_restores(c, h)?;
        } else if string("serialize", |o| (c.serialize)(h, o))? != before {
            return Err(Broken::Ffi {
                call: "apply",
                detail: format!("refused ({code:?}) {text:?} but the game changed"),
            });
        }
        Ok(code)
    }
}

/// The game's serialized text restores to a game that serializes to the same text.
unsafe fn saved_restores<H>(c: &Calls<H>, h: *mut H) -> Result<Option<String>, Broken> {
    // SAFETY: the caller's promise (a null or live handle).
    unsafe {
        let Some(saved) = string("serialize", |o| (c.serialize)(h, o))? else { return Ok(None) };
        let text = c_text(saved.as_bytes());
        let mut copy = null_mut();
        let code = status("restore", (c.restore)(text.as_ptr(), &mut copy))?;
        let again = string("serialize", |o| (c.serialize)(copy, o));
        (c.free)(copy);
        if code != ErrorCode::Ok || again?.as_deref() != Some(saved.as_str()) {
            return Err(Broken::Ffi {
                call: "restore",
                detail: format!("a saved game does not restore to itself ({code:?})"),
            });
        }
        Ok(Some(saved))
    }
}

/// Congo's own queries: odds, move and shot previews on fuzzed JSON; sight, reach, undo, redo.
fn congo_queries(h: *mut CongoGame, input: &mut Input<'_>) -> Result<(), Broken> {
    use congo_nile_ffi as f;
    let (which, p) = (input.byte(), player(input));
    let text = c_text(input.sized());
    let (a, b) = (input.u16(), input.u16());
    let (mut n, mut flag) = (0usize, false);
    // SAFETY: a null or live handle, a NUL-terminated text, writable outs.
    unsafe {
        match which % 9 {
            0 => drop(string("congo_game_odds", |o| f::congo_game_odds(h, p, text.as_ptr(), o))?),
            1 => drop(string("congo_game_preview_move", |o| f::congo_game_preview_move(h, p, text.as_ptr(), o))?),
            2 => drop(string("congo_game_preview_shot", |o| f::congo_game_preview_shot(h, p, text.as_ptr(), o))?),
            3 => drop(string("congo_game_sight", |o| f::congo_game_sight(h, a, o))?),
            4 => drop(string("congo_game_reach", |o| f::congo_game_reach(h, a, b, o))?),
            5 => drop(status("congo_game_can_undo", f::congo_game_can_undo(h, p, &mut n))?),
            6 => drop(status("congo_game_undo", f::congo_game_undo(h, p))?),
            7 => drop(status("congo_game_can_redo", f::congo_game_can_redo(h, p, &mut flag))?),
            _ => drop(status("congo_game_redo", f::congo_game_redo(h, p))?),
        }
    }
    Ok(())
}

/// The expedition game's own queries: the known map, a plan's odds of getting lost, the hunting
/// and attitude odds on fuzzed JSON.
fn nile_queries(h: *mut NileGame, input: &mut Input<'_>) -> Result<(), Broken> {
    use congo_nile_ffi as f;
    let (which, p) = (input.byte(), player(input));
    let text = c_text(input.sized());
    // SAFETY: a null or live handle, a NUL-terminated text, writable outs.
    unsafe {
        match which % 4 {
            0 => drop(string("nile_game_known_map", |o| f::nile_game_known_map(h, p, o))?),
            1 => drop(string("nile_game_plan_lost_odds", |o| f::nile_game_plan_lost_odds(h, p, text.as_ptr(), o))?),
            2 => drop(string("nile_hunt_odds", |o| f::nile_hunt_odds(text.as_ptr(), o))?),
            _ => drop(string("nile_attitude_odds", |o| f::nile_attitude_odds(text.as_ptr(), o))?),
        }
    }
    Ok(())
}

/// The calls on no game: versions, the last error, Congo's rosters, Adventures, a column list's
/// check and an Adventure's game from fuzzed columns.
fn globals(input: &mut Input<'_>) -> Result<(), Broken> {
    use congo_nile_ffi as f;
    let which = input.byte();
    let (a, b) = (c_text(input.sized()), c_text(input.sized()));
    // SAFETY: NUL-terminated texts, writable outs; a string returned is freed once.
    unsafe {
        match which % 5 {
            0 => {
                let _ = (f::congo_nile_version(), f::congo_nile_abi_version());
                f::congo_nile_string_free(f::congo_nile_last_error_message());
            }
            1 => drop(string("congo_rosters", |o| f::congo_rosters(o))?),
            2 => drop(string("congo_adventures", |o| f::congo_adventures(o))?),
            3 => drop(string("congo_column_validate", |o| f::congo_column_validate(a.as_ptr(), b.as_ptr(), o))?),
            _ => {
                let mut out = null_mut();
                status(
                    "congo_game_new_adventure",
                    f::congo_game_new_adventure(a.as_ptr(), b.as_ptr(), input.u64(), &mut out),
                )?;
                f::congo_game_free(out);
            }
        }
    }
    Ok(())
}

/// A player index: mostly a real one (0 to 3), sometimes far out of range.
fn player(input: &mut Input<'_>) -> u32 {
    match input.byte() {
        b @ 0..=250 => u32::from(b % 5),
        b => u32::MAX - u32::from(b),
    }
}

/// `bytes` as a C string: cut at the first NUL, as C would read it.
fn c_text(bytes: &[u8]) -> CString {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    CString::new(&bytes[..end]).unwrap_or_default()
}

/// `code`, unless it says the call broke its contract (a panic caught, a poisoned or busy
/// handle: none may happen to a single-threaded caller).
fn status(call: &'static str, code: ErrorCode) -> Result<ErrorCode, Broken> {
    match code {
        ErrorCode::Panic | ErrorCode::PoisonedHandle | ErrorCode::Busy => {
            // SAFETY: the message is this library's string, freed once.
            let message = unsafe {
                let m = congo_nile_ffi::congo_nile_last_error_message();
                let text = if m.is_null() { String::new() } else { CStr::from_ptr(m).to_string_lossy().into_owned() };
                congo_nile_ffi::congo_nile_string_free(m);
                text
            };
            Err(Broken::Ffi { call, detail: format!("{code:?}: {message}") })
        }
        code => Ok(code),
    }
}

/// Calls `f` with an out-string, checks its status, and takes the string it wrote (freeing it).
fn string(call: &'static str, f: impl FnOnce(Out) -> ErrorCode) -> Result<Option<String>, Broken> {
    let mut out: *mut c_char = null_mut();
    let code = status(call, f(&mut out))?;
    if out.is_null() {
        return Ok(None);
    }
    // SAFETY: a string this library returned, freed once.
    let text = unsafe { CStr::from_ptr(out).to_string_lossy().into_owned() };
    // SAFETY: as above.
    unsafe { congo_nile_ffi::congo_nile_string_free(out) };
    Ok((code == ErrorCode::Ok).then_some(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_null_handle_is_refused_by_every_call() {
        // Congo, then for each op with slot 0 empty: every call answers without a panic.
        let data: Vec<u8> = std::iter::once(0).chain((0..14).flat_map(|op| [op, 1, 0, 0, 0])).collect();
        assert_eq!(ffi_entry(&data), Ok(()));
    }

    #[test]
    fn c_text_stops_at_nul() {
        assert_eq!(c_text(b"ab\0cd").as_bytes(), b"ab");
    }
}
