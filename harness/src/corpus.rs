//! Seed inputs for the fuzz targets, made from real games: bot-played games of every built-in
//! setup written as the targets read them (the committed corpora in `fuzz/corpus/TARGET/` are
//! [`seeds`]' output, written by `cargo run -p congo-nile-harness --bin fuzz-corpus`).

use crate::input::push_sized;
use crate::promise::Broken;
use crate::targets::{MAX_STEPS, TARGETS};
use congo_nile_ffi::session::{BindingGame, Session};
use tabletop::DiceSource;

/// A seed input: its file name and bytes.
pub type Seed = (String, Vec<u8>);

/// The seeds of the target called `target` (one of [`TARGETS`]); none for an unknown name.
///
/// # Errors
/// [`Broken::SetupRefused`] if a built-in setup does not start.
pub fn seeds(target: &str) -> Result<Vec<Seed>, Broken> {
    Ok(match target {
        "congo_play" => plays::<congo_core::Game>()?,
        "nile_play" => plays::<nile_core::Game>()?,
        "congo_load" => loads::<congo_core::Game>()?,
        "nile_load" => loads::<nile_core::Game>()?,
        "ffi_entry" => (0..2u8).flat_map(|game| (1..=6).map(move |seed| ffi_session(game, seed))).collect(),
        _ => Vec::new(),
    })
}

/// The names of the targets with seeds (every one of [`TARGETS`]).
pub fn targets() -> impl Iterator<Item = &'static str> {
    TARGETS.iter().map(|(name, _)| *name)
}

/// Four games of each built-in setup: two played to their end, two cut short (see
/// [`play_input`]).
fn plays<G: BindingGame>() -> Result<Vec<Seed>, Broken> {
    let mut out = Vec::new();
    for (i, name) in G::builtin_names().into_iter().enumerate() {
        for seed in 1..=4u64 {
            let steps = if seed <= 2 { MAX_STEPS } else { 12 * seed as usize };
            out.push((format!("{name}-{seed}"), play_input::<G>(i as u8, seed, steps)?));
        }
    }
    Ok(out)
}

/// The play input of a game of the `setup`-th built-in setup seeded with `seed`, played by a
/// bot for at most `steps` decisions: most decisions as the bot's draw ([`Op::Random`](crate::targets::Op::Random), cheap to
/// replay), every fifth as its index in the legal list ([`Op::Legal`](crate::targets::Op::Legal)), every 29th as JSON
/// text ([`Op::Json`](crate::targets::Op::Json)).
///
/// # Errors
/// [`Broken::SetupRefused`] if the setup does not start.
pub fn play_input<G: BindingGame>(setup: u8, seed: u64, steps: usize) -> Result<Vec<u8>, Broken> {
    let mut out = vec![setup];
    out.extend_from_slice(&seed.to_le_bytes());
    let mut game = built_in::<G>(setup, seed)?;
    for step in 0..steps {
        let Some(&player) = game.to_decide().first() else { break };
        let draw = seed.wrapping_mul(1_000_003).wrapping_add(step as u64);
        let Some(decision) = game.random_decision(player, &mut DiceSource::seeded(draw)) else { break };
        let listed = (step % 5 == 4)
            .then(|| game.legal_decisions(player).iter().position(|d| *d == decision))
            .flatten()
            .and_then(|k| u16::try_from(k).ok());
        match (step % 29, listed) {
            (28, _) => {
                let index = game.players().iter().position(|p| *p == player).unwrap_or(0);
                out.extend_from_slice(&[14, index as u8]);
                push_sized(&mut out, &serde_json::to_vec(&decision).unwrap_or_default());
            }
            (_, Some(k)) => {
                out.push(0);
                out.extend_from_slice(&k.to_le_bytes());
            }
            _ => {
                out.push(12);
                out.extend_from_slice(&draw.to_le_bytes());
            }
        }
        if game.apply(player, &decision).is_err() {
            break;
        }
    }
    Ok(out)
}

/// Saved games of each built-in setup after 0, 6 and 30 decisions.
fn loads<G: BindingGame>() -> Result<Vec<Seed>, Broken> {
    let mut out = Vec::new();
    for (i, name) in G::builtin_names().into_iter().enumerate() {
        for steps in [0, 6, 30] {
            let mut session = Session::from_game(built_in::<G>(i as u8, 1)?);
            let _ = session.random_playout(7, steps);
            let text = session.to_json().map(String::into_bytes).unwrap_or_default();
            out.push((format!("{name}-after-{steps}"), text));
        }
    }
    Ok(out)
}

/// An `ffi_entry` input: a built-in game through the C calls, decisions made by index and from
/// the JSON list, queried, saved and restored, cloned and freed.
fn ffi_session(game: u8, seed: u8) -> Seed {
    let mut out = vec![game, 0, seed];
    out.extend_from_slice(&u64::from(seed).to_le_bytes());
    for step in 0..40u8 {
        let k = step.wrapping_mul(seed) % 5;
        match step % 8 {
            // apply_legal for the first players; a legal decision from the JSON list.
            0..=2 => out.extend_from_slice(&[6, k % 4, k, 0]),
            3 => out.extend_from_slice(&[5, k % 4, k, 0]),
            4 => out.extend_from_slice(&[7, step, k % 4, step]),
            5 => out.extend_from_slice(&[12, step, k % 4, 0, 0, k, 0, 1, 0]),
            6 => out.push(8),
            _ => out.extend_from_slice(&[9, 128 | 10, 13, seed % 5, 0, 0, 0, 0]),
        }
    }
    (format!("{}-{seed}", if game == 0 { "congo" } else { "nile" }), out)
}

/// The `setup`-th built-in game of `G`, seeded with `seed` (as a play input starts it).
fn built_in<G: BindingGame>(setup: u8, seed: u64) -> Result<G, Broken> {
    let mut bytes = vec![setup];
    bytes.extend_from_slice(&seed.to_le_bytes());
    crate::targets::start::<G>(&mut crate::input::Input::new(&bytes))
}
