//! `congo_load`: `congo_nile_harness::targets::congo_load` on the fuzzer's bytes; a broken promise panics.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(broken) = congo_nile_harness::targets::congo_load(data) {
        panic!("{broken}");
    }
});
