//! The README's main job: a full seeded Adventure of Congo (`--adventure NAME`, default
//! `gorilla_clearing`; `--adventure demo` plays the demo skirmish), both columns played by a bot
//! that picks uniformly among legal decisions, narrated turn by turn: the Adventure's name, its
//! special rules and objectives, and at the end each objective's points and the final victory
//! points. Same seed, same output. `--rules` ends each line with the inventory id of the rule it
//! applied (`shared/RULES-INVENTORY.md`).
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
use congo_nile::congo::exploration::TerrainEvent;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::{Event, Game, Setup, What, demo};
use congo_nile::tabletop::{Bot, RulesGame};
use std::io::Write;
use std::process::ExitCode;

/// Write a line to `out`; a write that fails stops the game ([`Stop::Closed`]).
macro_rules! say {
    ($out:expr, $($arg:tt)*) => {
        writeln!($out, $($arg)*).map_err(|_| Stop::Closed)?
    };
}

/// Why [`play`] stopped before the end of the game.
#[derive(Debug)]
pub(crate) enum Stop {
    /// The output was closed (`skirmish | head`): stop quietly.
    Closed,
    /// Something went wrong: the message says what.
    Failed(String),
}

/// The command line: `--seed N` (default 1), `--adventure NAME` (default `gorilla_clearing`),
/// `--rules` (each line ends with the inventory id of the rule it applied).
struct Args {
    seed: u64,
    adventure: String,
    rules: bool,
}

/// Parse the command line; anything else is refused with the usage line.
fn parse_args() -> Result<Args, String> {
    let usage = "usage: skirmish [--seed N] [--adventure NAME] [--rules] (NAME: demo, also called skirmish, or a \
                 built-in Adventure; --rules ends each line with the rule's inventory id)";
    let mut args = Args { seed: 1, adventure: "gorilla_clearing".to_string(), rules: false };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--rules" {
            args.rules = true;
            continue;
        }
        if flag != "--seed" && flag != "--adventure" {
            return Err(format!("unknown argument {flag:?}; {usage}"));
        }
        let value = it.next().ok_or_else(|| format!("{flag} expects a value; {usage}"))?;
        if flag == "--seed" {
            args.seed = value.parse().map_err(|_| format!("--seed expects a number, got {value:?}"))?;
        } else {
            args.adventure = value;
        }
    }
    Ok(args)
}

/// How deep in the turn an event happens (the card, the action, the dice), or `None` for the
/// secret choices and other bookkeeping. A Totem card drawn or discarded by another rule than
/// the turn's draw (a Dangerous Terrain entry, Plunder...) is told under what caused it, and so
/// is the move of a flight or a retreat.
fn depth(e: &Event) -> Option<usize> {
    let turn_rule = matches!(&*e.rule, "CG-TURN-02" | "CG-FOREST-01" | "CG-ADV-04" | "CG-USR-02");
    let flight_rule = e.rule.starts_with("CG-FLIGHT-");
    Some(match &e.what {
        What::TotemDrawn { .. } | What::TotemDiscarded { .. } if !turn_rule => 2,
        What::Moved { .. } if flight_rule => 2,
        What::ConfusionDealt { .. } | What::ConfusionSwapped { .. } | What::ConfusionKept { .. } => 0,
        What::Rolled { purpose: RollPurpose::Rally, .. } | What::Terrain { event: TerrainEvent::TrapSet { .. } } => 1,
        What::ExhaustedRoll { .. }
        | What::EntryPointRolled { .. }
        | What::GroupEntered { .. }
        | What::GroupExited { .. }
        | What::NoActionTaken { .. }
        | What::WildAnimalsAct { .. } => 1,
        What::ActionCardsChosen { .. }
        | What::CardChosen { .. }
        | What::StepStarted { .. }
        | What::CardDiscarded { .. } => {
            return None;
        }
        What::TurnStarted { .. } | What::GameOver { .. } => 0,
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
        | What::RitualCast { .. }
        | What::PanicReturned { .. } => 1,
        _ => 2,
    })
}

/// One event's line: its own sentence ([`Event::narrate`]: groups, animals and columns named
/// from the game), indented by [`depth`], ending with the rule's inventory id when `rules`;
/// `None` for the events [`depth`] leaves out.
fn line(g: &Game, e: &Event, rules: bool) -> Option<String> {
    let depth = depth(e)?;
    let text = e.narrate(g).to_string();
    let indent = "  ".repeat(depth);
    Some(match (&e.what, rules) {
        (What::TurnStarted { turn }, _) => format!("\n=== Turn {turn} ==="),
        (What::GameOver { .. }, _) => format!("\n{text}"),
        (_, true) => format!("{indent}{text} [{}]", e.rule),
        (_, false) => format!("{indent}{text}"),
    })
}

/// Write the lines of one batch of events (a decision's, or the set-up's), in the engine's
/// order.
fn tell(out: &mut dyn Write, g: &Game, events: &[Event], rules: bool) -> Result<(), Stop> {
    for e in events {
        if let Some(l) = line(g, e, rules) {
            say!(out, "{l}");
        }
    }
    Ok(())
}

/// The setup `name` plays: the demo skirmish (`demo`, also `skirmish`) or a built-in Adventure.
fn setup(name: &str, seed: u64) -> Result<Setup, Stop> {
    if name == "demo" || name == "skirmish" {
        return demo::skirmish(seed)
            .ok_or_else(|| Stop::Failed("the demo columns no longer muster from the built-in rosters".to_string()));
    }
    builtin_adventure_setup(name, seed).map_err(|e| {
        Stop::Failed(format!("adventure {name:?}: {e} (built in: {})", Adventure::builtin_names().join(", ")))
    })
}

/// Play the game of `seed` on `name` ([`setup`]) to its end, bot against bot, writing its
/// narration to `out` (`rules`: each line ends with the rule's inventory id).
pub(crate) fn play(out: &mut dyn Write, seed: u64, name: &str, rules: bool) -> Result<(), Stop> {
    let setup = setup(name, seed)?;
    let (mut game, start_events) = Game::start(&setup).map_err(|e| Stop::Failed(format!("setup refused: {e}")))?;
    if let Some(inplay) = &setup.adventure {
        let a = &inplay.adventure;
        say!(out, "Congo adventure \"{}\" ({}), seed {seed}", a.title, a.name);
        let rules: Vec<&str> = a.special_rules.iter().map(|r| r.kind().name()).collect();
        say!(out, "Special rules: {}", rules.join(", "));
        for o in &a.objectives {
            say!(out, "Objective: {}", o.name);
        }
        say!(out, "{} turns; the Initiative token starts with {}", a.turns, setup.columns[a.initiative.index()].name);
    } else {
        say!(out, "Congo skirmish, seed {seed}");
    }
    say!(
        out,
        "{} ({}) vs {} ({})",
        setup.columns[0].name,
        setup.columns[0].culture.name(),
        setup.columns[1].name,
        setup.columns[1].culture.name()
    );
    tell(out, &game, &start_events, rules)?;
    let mut bot = Bot::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut decisions = 0usize;
    while let Some(&player) = game.to_decide().first() {
        let d = bot.choose(&game, player).ok_or_else(|| Stop::Failed(format!("{player:?} has no legal decision")))?;
        let events = game.apply(player, &d).map_err(|e| Stop::Failed(format!("legal decision {d:?} refused: {e}")))?;
        tell(out, &game, &events, rules)?;
        decisions += 1;
        if decisions > 100_000 {
            return Err(Stop::Failed("the game did not end".to_string()));
        }
    }
    say!(out, "({decisions} decisions)");
    Ok(())
}

fn main() -> ExitCode {
    let Args { seed, adventure: name, rules } = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    match play(&mut std::io::stdout().lock(), seed, &name, rules) {
        Ok(()) | Err(Stop::Closed) => ExitCode::SUCCESS,
        Err(Stop::Failed(e)) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
