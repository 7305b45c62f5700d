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
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::ffi::CString;
use std::hint::black_box;
use support::*;
use tabletop::RulesGame;

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
