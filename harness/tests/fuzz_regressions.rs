//! Every input the fuzzer once found breaking a promise (`fuzz/regressions/TARGET/*`, kept after
//! the fix) passes its target now; and every target passes its first seed input
//! (`congo_nile_harness::corpus`), so a target that stopped reading its seeds is caught.

use congo_nile_harness::corpus;
use congo_nile_harness::targets::TARGETS;
use std::path::Path;

#[test]
fn every_regression_input_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions");
    let mut failed = Vec::new();
    let mut count = 0;
    for (name, target) in TARGETS {
        let Ok(files) = std::fs::read_dir(root.join(name)) else { continue };
        for file in files {
            let path = file.expect("a readable folder").path();
            let data = std::fs::read(&path).expect("a readable regression file");
            count += 1;
            if let Err(e) = target(&data) {
                failed.push(format!("{}: {e}", path.display()));
            }
        }
    }
    assert!(failed.is_empty(), "{} of {count} regression inputs fail:\n{}", failed.len(), failed.join("\n"));
}

#[test]
fn every_target_passes_a_seed_input() {
    for (name, target) in TARGETS {
        let seeds = corpus::seeds(name).expect("the built-in setups start");
        let (file, data) = seeds.first().unwrap_or_else(|| panic!("{name} has seeds"));
        target(data).unwrap_or_else(|e| panic!("{name} seed {file}: {e}"));
    }
}
