//! The Rust reference of the bindings' conformance runs: start a built-in setup with a seed,
//! play it to the end with the shared decision policy through the Rust API only
//! (`congo_nile_ffi::session::play_with_policy`), and print the final game in the serialized
//! form every binding writes (`{"kind":...,"state":...}`). CI compares it byte for byte with what
//! the C test program and the Node tests end with.
//!
//! Usage: `cargo run --release -p congo-nile-ffi --example reference_game -- --game congo|nile --seed N [--setup NAME]`

use congo_nile_ffi::session::{BindingGame, Session, play_with_policy};
use std::process::ExitCode;

fn run<G: BindingGame>(setup: Option<&str>, seed: u64) -> Result<String, String> {
    let name = match setup {
        Some(name) => name.to_string(),
        None => G::builtin_names().first().map(|s| s.to_string()).ok_or("the game has no built-in setup")?,
    };
    let mut setup = G::builtin_setup(&name).ok_or_else(|| format!("no built-in setup {name:?}"))?;
    G::seed_setup(&mut setup, seed);
    let mut game = G::new(&setup).map_err(|e| e.to_string())?;
    play_with_policy(&mut game, 100_000).map_err(|e| e.message)?;
    Session::from_game(game).to_json().map_err(|e| e.message)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let seed = value("--seed").and_then(|s| s.parse().ok()).unwrap_or(7);
    let game = value("--game").unwrap_or_else(|| "congo".into());
    let setup = value("--setup");
    let result = match game.as_str() {
        "congo" => run::<congo_core::Game>(setup.as_deref(), seed),
        "nile" => run::<nile_core::Game>(setup.as_deref(), seed),
        _ => Err(format!("unknown game {game:?}; expected one of: {}", congo_nile_ffi::GAMES.join(", "))),
    };
    match result {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("reference_game: {e}");
            ExitCode::FAILURE
        }
    }
}
