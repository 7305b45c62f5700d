//! Per-call overhead of `apply` through the C ABI against the Rust call, on the same states:
//! - `rust`: `RulesGame::apply` on the core type;
//! - `c_json`: the C export with the decision as JSON text (parse, guard, handle check);
//! - `c_legal`: the fast call applying the k-th legal decision (no JSON; includes listing the
//!   legal decisions).
//!
//! Each sample applies one decision to a fresh copy of the state (the copy is made outside the
//! timing). Run: `cargo bench -p congo-nile-ffi --bench apply_overhead`.

#[path = "../tests/support/mod.rs"]
mod support;

use congo_nile_ffi::ErrorCode;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use std::ffi::CString;
use std::hint::black_box;
use support::{Nim, NimDecision, NimSetup};
use tabletop::RulesGame;

congo_nile_ffi::game_exports! {
    handle: NimGame, game: Nim, title: "Nim",
    new: nim_game_new, new_builtin: nim_game_new_builtin, builtin_names: nim_game_builtin_names,
    builtin_setup: nim_game_builtin_setup,
    free: nim_game_free, clone: nim_game_clone, players: nim_game_players, pending: nim_game_pending,
    legal_decisions: nim_game_legal_decisions, apply: nim_game_apply, view: nim_game_view,
    state: nim_game_state, events: nim_game_events, serialize: nim_game_serialize,
    restore: nim_game_restore, is_over: nim_game_is_over, current_player: nim_game_current_player,
    phase: nim_game_phase, phase_names: nim_game_phase_names, legal_count: nim_game_legal_count,
    apply_legal: nim_game_apply_legal, random_playout: nim_game_random_playout,
}

/// A C handle freed when dropped (outside the timed routine).
struct Owned(*mut NimGame);
impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: a live handle made by `nim_game_clone`.
        unsafe { nim_game_free(self.0) }
    }
}

const SEED: u64 = 7;

fn bench(c: &mut Criterion) {
    let rust = Nim::new(&NimSetup { heap: 30, seed: SEED }).expect("valid setup");
    let decision = NimDecision::Take { count: 2 };
    let json = CString::new(serde_json::to_string(&decision).expect("serializes")).expect("no NUL");
    let setup = CString::new(r#"{"heap": 30}"#).expect("no NUL");
    let mut handle = std::ptr::null_mut();
    // SAFETY: valid arguments.
    assert_eq!(unsafe { nim_game_new(setup.as_ptr(), SEED, &mut handle) }, ErrorCode::Ok);
    let fresh = || {
        let mut copy = std::ptr::null_mut();
        // SAFETY: live handle, valid out-pointer.
        assert_eq!(unsafe { nim_game_clone(handle, &mut copy) }, ErrorCode::Ok);
        Owned(copy)
    };

    let mut group = c.benchmark_group("apply");
    group.bench_function("rust", |b| {
        b.iter_batched(
            || rust.clone(),
            |mut g| {
                assert!(g.apply(0, black_box(&decision)).is_ok());
                g
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("c_json", |b| {
        b.iter_batched(
            fresh,
            |h| {
                // SAFETY: live handle; NUL-terminated JSON.
                let code = unsafe { nim_game_apply(h.0, 0, black_box(json.as_ptr()), std::ptr::null_mut()) };
                assert_eq!(code, ErrorCode::Ok);
                h
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("c_legal", |b| {
        b.iter_batched(
            fresh,
            |h| {
                // SAFETY: live handle.
                assert_eq!(unsafe { nim_game_apply_legal(h.0, 0, black_box(1)) }, ErrorCode::Ok);
                h
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
    // SAFETY: made above, freed once.
    unsafe { nim_game_free(handle) };
}

criterion_group!(benches, bench);
criterion_main!(benches);
