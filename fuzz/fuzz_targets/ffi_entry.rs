//! `ffi_entry`: `congo_nile_harness::ffi_entry::ffi_entry` on the fuzzer's bytes; a broken
//! promise panics.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(broken) = congo_nile_harness::ffi_entry::ffi_entry(data) {
        panic!("{broken}");
    }
});
