//! The committed header `ffi/include/congo_nile.h` must equal a fresh cbindgen generation.
//!
//! cbindgen must expand the crate's macros (the per-game exports come from `game_exports!`),
//! which runs `rustc -Zunpretty=expanded`; on a stable toolchain this needs `RUSTC_BOOTSTRAP=1`
//! in cbindgen's child process, which this test sets for it. Regenerate the header with
//! `UPDATE_HEADER=1 cargo test -p congo-nile-ffi --test header`.

use std::path::Path;

#[test]
fn committed_header_matches_fresh_generation() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("ffi/cbindgen.toml parses");
    // SAFETY: this test binary runs this one test, so no other thread reads the environment.
    unsafe { std::env::set_var("RUSTC_BOOTSTRAP", "1") };
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header");
    let mut fresh = Vec::new();
    bindings.write(&mut fresh);
    let fresh = String::from_utf8(fresh).expect("the header is UTF-8");
    let path = crate_dir.join("include/congo_nile.h");
    if std::env::var_os("UPDATE_HEADER").is_some() {
        std::fs::write(&path, &fresh).expect("write ffi/include/congo_nile.h");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "ffi/include/congo_nile.h is stale: run `UPDATE_HEADER=1 cargo test -p congo-nile-ffi --test header` and commit it"
    );
}
