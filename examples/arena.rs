//! The arena (issue 25): two Congo bots play a built-in Adventure against each other, many
//! games in parallel (rayon), bot A on the first side in even games and on the second in odd
//! ones; each game is seeded by its number alone (`--seed` + game), so a run's figures do not
//! depend on `--jobs`.
//!
//! ```sh
//! cargo run --release --example arena -- --game congo --adventure gorilla_clearing \
//!     --a heuristic --b random --games 400 --jobs 2
//! ```
//!
//! Prints A's wins, draws and losses, A's win rate over the decisive games with its 95% Wilson
//! interval, each bot's mean victory points and any decision `apply` refused (replaced by a
//! random one; expected 0) on stdout, the same for the same `--seed`; and each bot's mean
//! decision time on stderr (it varies from run to run). Defaults: `--adventure
//! gorilla_clearing --a heuristic --b random --games 100 --jobs 2 --seed 1`. `--all-cultures`
//! plays every pairing of the four cultures' built-in columns (`--games` each) and prints a table
//! of each culture's win rate against each other (the row's column on the first side). Bots:
//! `random`, `heuristic`, `mcts:N` (N iterations a decision).

use congo_nile::congo::deploy::{builtin_adventure_setup, builtin_setup};
use congo_nile::congo::profile::Culture;
use congo_nile::congo::{Player, Setup};
use congo_nile_bots::BotKind;
use congo_nile_bots::arena::{self, ArenaError, GameRecord};
use congo_nile_bots::stats::{Z95, wilson};
use rayon::prelude::*;
use std::process::ExitCode;
use std::time::Duration;

/// The command line.
struct Args {
    adventure: String,
    a: BotKind,
    b: BotKind,
    games: u32,
    jobs: usize,
    seed: u64,
    all_cultures: bool,
}

fn parse_args() -> Result<Args, String> {
    let usage = "usage: arena [--game congo] [--adventure NAME] [--a BOT] [--b BOT] [--games N] [--jobs N] \
                 [--seed N] [--all-cultures] (BOT: random, heuristic, mcts:N)";
    let mut args = Args {
        adventure: "gorilla_clearing".into(),
        a: BotKind::Heuristic,
        b: BotKind::Random,
        games: 100,
        jobs: 2,
        seed: 1,
        all_cultures: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--all-cultures" {
            args.all_cultures = true;
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value\n{usage}"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {value}: {e}\n{usage}");
        match flag.as_str() {
            "--game" if value == "congo" => {}
            "--game" => return Err(format!("--game {value}: only congo has bots yet\n{usage}")),
            "--adventure" => args.adventure = value,
            "--a" => args.a = value.parse().map_err(|e| bad(&e))?,
            "--b" => args.b = value.parse().map_err(|e| bad(&e))?,
            "--games" => args.games = value.parse().map_err(|e| bad(&e))?,
            "--jobs" => args.jobs = value.parse().map_err(|e| bad(&e))?,
            "--seed" => args.seed = value.parse().map_err(|e| bad(&e))?,
            _ => return Err(usage.to_string()),
        }
    }
    Ok(args)
}

/// The totals of a run.
#[derive(Default)]
struct Totals {
    wins: u32,
    draws: u32,
    losses: u32,
    points: [i64; 2],
    decisions: [u64; 2],
    thinking: [Duration; 2],
    refused: [u32; 2],
}

impl Totals {
    fn of(records: &[GameRecord]) -> Totals {
        let mut t = Totals::default();
        for r in records {
            match r.points[0].cmp(&r.points[1]) {
                std::cmp::Ordering::Greater => t.wins += 1,
                std::cmp::Ordering::Equal => t.draws += 1,
                std::cmp::Ordering::Less => t.losses += 1,
            }
            for i in 0..2 {
                t.points[i] += i64::from(r.points[i]);
                t.decisions[i] += u64::from(r.decisions[i]);
                t.thinking[i] += r.thinking[i];
                t.refused[i] += r.refused[i];
            }
        }
        t
    }
    fn rate(&self) -> (f64, f64, f64) {
        let decisive = self.wins + self.losses;
        let (lo, hi) = wilson(self.wins, decisive, Z95);
        (f64::from(self.wins) / f64::from(decisive.max(1)), lo, hi)
    }
}

/// Play `games` games of `setup_of(seed)` in parallel.
fn run(args: &Args, setup_of: &(dyn Fn(u64) -> Result<Setup, String> + Sync)) -> Result<Vec<GameRecord>, String> {
    (0..args.games)
        .into_par_iter()
        .map(|i| {
            let seed = args.seed.wrapping_add(u64::from(i));
            let setup = setup_of(seed)?;
            let side = if i % 2 == 0 { Player::One } else { Player::Two };
            arena::play(&setup, args.a, args.b, side, seed)
                .map_err(|e: ArenaError| format!("game {i} (seed {seed}): {e}"))
        })
        .collect()
}

fn micros(d: Duration, n: u64) -> f64 {
    d.as_secs_f64() * 1e6 / n.max(1) as f64
}

fn report(args: &Args, records: &[GameRecord]) {
    let t = Totals::of(records);
    let (rate, lo, hi) = t.rate();
    let n = records.len().max(1) as f64;
    println!(
        "{} (A) against {} (B), {} games of {}, sides swapped every other game",
        args.a,
        args.b,
        records.len(),
        args.adventure
    );
    println!("A: {} wins, {} draws, {} losses", t.wins, t.draws, t.losses);
    println!(
        "A's win rate over decisive games: {:.1}% (95% Wilson interval {:.1}% to {:.1}%)",
        100.0 * rate,
        100.0 * lo,
        100.0 * hi
    );
    for (i, name) in [(0, args.a), (1, args.b)] {
        let who = ["A", "B"][i];
        println!(
            "{who} {name}: mean VP {:.2}, {} decisions, refused decisions {}",
            t.points[i] as f64 / n,
            t.decisions[i],
            t.refused[i]
        );
        // Timings vary from run to run: on stderr, so that stdout is the same for the same seed.
        eprintln!("{who} {name}: mean decision time {:.1} µs", micros(t.thinking[i], t.decisions[i]));
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = rayon::ThreadPoolBuilder::new().num_threads(args.jobs.max(1)).build_global() {
        eprintln!("arena: {e}");
        return ExitCode::FAILURE;
    }
    let result = if args.all_cultures { all_cultures(&args) } else { one(&args) };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arena: {e}");
            ExitCode::FAILURE
        }
    }
}

fn one(args: &Args) -> Result<(), String> {
    let name = args.adventure.clone();
    let records = run(args, &|seed| builtin_adventure_setup(&name, seed).map_err(|e| e.to_string()))?;
    report(args, &records);
    Ok(())
}

/// Every pairing of the four cultures' built-in columns: the row culture's win rate over
/// decisive games against the column culture (the row's column plays the first side; each bot
/// plays it in half the games, so the bots' strengths cancel out).
fn all_cultures(args: &Args) -> Result<(), String> {
    let names = ["White Men", "Forest", "Kingdoms", "Zanzibar"]; // Culture::ALL order
    println!(
        "{} and {} (each plays each column in half the games), {} games a pairing of {}: the row culture's \
         win rate over decisive games against the column culture (95% Wilson interval)",
        args.a, args.b, args.games, args.adventure
    );
    println!("| first side \\ second side | {} |", names.join(" | "));
    println!("| --- |{}", " --- |".repeat(4));
    for (i, a) in Culture::ALL.iter().enumerate() {
        let mut row = Vec::new();
        for b in Culture::ALL {
            let name = args.adventure.clone();
            let cultures = [*a, b];
            let records = run(args, &|seed| builtin_setup(&name, cultures, seed).map_err(|e| e.to_string()))?;
            // The row culture's column is the first side's: its points, whichever bot played it.
            let by_culture: Vec<GameRecord> = records
                .into_iter()
                .map(|mut r| {
                    if r.a_side == Player::Two {
                        r.points.swap(0, 1);
                    }
                    r
                })
                .collect();
            let (rate, lo, hi) = Totals::of(&by_culture).rate();
            row.push(format!("{:.0}% ({:.0}-{:.0})", 100.0 * rate, 100.0 * lo, 100.0 * hi));
        }
        println!("| {} | {} |", names[i], row.join(" | "));
    }
    Ok(())
}
