//! Writes the fuzz targets' seed corpora (`congo_nile_harness::corpus::seeds`) into
//! `DIR/TARGET/NAME` (default DIR: `fuzz/corpus`), replacing what is there.
//!
//! `cargo run --release -p congo-nile-harness --bin fuzz-corpus [DIR]`

use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "fuzz/corpus".into()));
    for target in congo_nile_harness::corpus::targets() {
        let folder = dir.join(target);
        if folder.exists() {
            std::fs::remove_dir_all(&folder)?;
        }
        std::fs::create_dir_all(&folder)?;
        let seeds = congo_nile_harness::corpus::seeds(target)?;
        for (name, bytes) in &seeds {
            std::fs::write(folder.join(name), bytes)?;
        }
        println!("{target}: {} seeds, {} bytes", seeds.len(), seeds.iter().map(|(_, b)| b.len()).sum::<usize>());
    }
    Ok(())
}
