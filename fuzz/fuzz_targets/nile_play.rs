//! `nile_play`: `congo_nile_harness::targets::nile_play` on the fuzzer's bytes; a broken promise panics.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(broken) = congo_nile_harness::targets::nile_play(data) {
        panic!("{broken}");
    }
});
