//! The README's main job: a full seeded Adventure of Congo (`--adventure NAME`, default
//! `gorilla_clearing`; `--adventure demo` plays the demo skirmish), both columns played by a bot
//! that picks uniformly among legal decisions, narrated turn by turn: the Adventure's name, its
//! special rules and objectives, and at the end each objective's points and the final victory
//! points. Same seed, same output.
//!
//! The game is the one the bindings build for the same name (`congo_game_new_builtin` in C,
//! `new CongoGame(name, seed)` in wasm): [`builtin_adventure_setup`] musters the cultures the
//! Adventure's protagonists name from the built-in rosters and deploys them; the seed only seeds
//! the dice (and the bot), never the cultures or the deployment.
//!
//! ```sh
//! cargo run --release --example skirmish -- --seed 7 --adventure night_ambush
//! ```

use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_adventure_setup;
use congo_nile::congo::{Game, Setup, What, demo};
use congo_nile::tabletop::{Bot, RulesGame};
use std::process::ExitCode;

/// `--seed N` (default 1) and `--adventure NAME` (default `gorilla_clearing`); anything else is
/// refused with the usage line.
fn parse_args() -> Result<(u64, String), String> {
    let usage =
        "usage: skirmish [--seed N] [--adventure NAME] (NAME: demo, also called skirmish, or a built-in Adventure)";
    let (mut seed, mut adventure) = (1, "gorilla_clearing".to_string());
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag != "--seed" && flag != "--adventure" {
            return Err(format!("unknown argument {flag:?}; {usage}"));
        }
        let value = it.next().ok_or_else(|| format!("{flag} expects a value; {usage}"))?;
        if flag == "--seed" {
            seed = value.parse().map_err(|_| format!("--seed expects a number, got {value:?}"))?;
        } else {
            adventure = value;
        }
    }
    Ok((seed, adventure))
}

/// One line of narration for an event, indented by how deep in the turn it happens (the card,
/// the action, the dice), or `None` for the secret choices and other bookkeeping. The sentences
/// are the events' own narration ([`What::narrate`]), groups and columns named from the game.
fn narrate(g: &Game, w: &What) -> Option<String> {
    let depth = match w {
        What::ActionCardsChosen { .. }
        | What::CardChosen { .. }
        | What::StepStarted { .. }
        | What::CardDiscarded { .. } => {
            return None;
        }
        What::TurnStarted { turn } => return Some(format!("\n=== Turn {turn} ===")),
        What::GameOver { .. } => return Some(format!("\n{}", w.narrate(g))),
        What::StarDifference { .. }
        | What::TotemDrawn { .. }
        | What::TotemDeckEmpty { .. }
        | What::TotemDiscarded { .. }
        | What::SorceryCardTaken { .. }
        | What::CardsRevealed { .. }
        | What::InitiativeTie { .. }
        | What::CardResolving { .. }
        | What::TurnEnded { .. }
        | What::VictoryPoints { .. }
        | What::ObjectivePoints { .. }
        | What::ObjectiveScored { .. } => 0,
        What::Moved { .. }
        | What::MeleeEngaged { .. }
        | What::ShotDeclared { .. }
        | What::TerrorDeclared { .. }
        | What::Reloaded { .. }
        | What::TotemPlayed { .. }
        | What::PanicReturned { .. } => 1,
        _ => 2,
    };
    Some(format!("{}{}", "  ".repeat(depth), w.narrate(g)))
}

fn main() -> ExitCode {
    let (seed, name) = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let setup: Setup = if name == "demo" || name == "skirmish" {
        let Some(setup) = demo::skirmish(seed) else {
            eprintln!("the demo columns no longer muster from the built-in rosters");
            return ExitCode::FAILURE;
        };
        setup
    } else {
        match builtin_adventure_setup(&name, seed) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("adventure {name:?}: {e} (built in: {})", Adventure::builtin_names().join(", "));
                return ExitCode::FAILURE;
            }
        }
    };
    let (mut game, start_events) = match Game::start(&setup) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("setup refused: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(inplay) = &setup.adventure {
        let a = &inplay.adventure;
        println!("Congo adventure \"{}\" ({}), seed {seed}", a.title, a.name);
        let rules: Vec<&str> = a.special_rules.iter().map(|r| r.kind().name()).collect();
        println!("Special rules: {}", rules.join(", "));
        for o in &a.objectives {
            println!("Objective: {}", o.name);
        }
        println!("{} turns; the Initiative token starts with {}", a.turns, setup.columns[a.initiative.index()].name);
    } else {
        println!("Congo skirmish, seed {seed}");
    }
    println!(
        "{} ({}) vs {} ({})",
        setup.columns[0].name,
        setup.columns[0].culture.name(),
        setup.columns[1].name,
        setup.columns[1].culture.name()
    );
    for e in &start_events {
        if let Some(line) = narrate(&game, &e.what) {
            println!("{line}");
        }
    }
    let mut bot = Bot::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut decisions = 0usize;
    while let Some(&player) = game.to_decide().first() {
        let Some(d) = bot.choose(&game, player) else {
            eprintln!("{player:?} has no legal decision");
            return ExitCode::FAILURE;
        };
        match game.apply(player, &d) {
            Ok(events) => {
                for e in &events {
                    if let Some(line) = narrate(&game, &e.what) {
                        println!("{line}");
                    }
                }
            }
            Err(e) => {
                eprintln!("legal decision {d:?} refused: {e}");
                return ExitCode::FAILURE;
            }
        }
        decisions += 1;
        if decisions > 100_000 {
            eprintln!("the game did not end");
            return ExitCode::FAILURE;
        }
    }
    println!("({decisions} decisions)");
    ExitCode::SUCCESS
}
