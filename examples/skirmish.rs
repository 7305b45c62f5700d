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
use congo_nile::congo::event::StressCause;
use congo_nile::congo::exploration::TerrainEvent;
use congo_nile::congo::narration::position;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::profile::Ritual;
use congo_nile::congo::{Event, Game, GroupId, Setup, What, demo};
use congo_nile::tabletop::{Bot, RulesGame};
use std::io::Write;
use std::process::ExitCode;

/// Print a line; stop quietly when stdout is closed (`skirmish | head`).
macro_rules! say {
    ($($arg:tt)*) => {
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    };
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
/// the turn's draw (a Dangerous Terrain entry, Plunder...) is told under what caused it.
fn depth(e: &Event) -> Option<usize> {
    let turn_rule = matches!(&*e.rule, "CG-TURN-02" | "CG-FOREST-01" | "CG-ADV-04" | "CG-USR-02");
    Some(match &e.what {
        What::TotemDrawn { .. } | What::TotemDiscarded { .. } if !turn_rule => 2,
        What::ConfusionDealt { .. } | What::ConfusionSwapped { .. } | What::ConfusionKept { .. } => 0,
        What::Rolled { purpose: RollPurpose::Rally, .. } | What::Terrain { event: TerrainEvent::TrapSet { .. } } => 1,
        What::ExhaustedRoll { .. }
        | What::EntryPointRolled { .. }
        | What::GroupEntered { .. }
        | What::GroupExited { .. } => 1,
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

/// Turns the game's events into lines of narration: each event's own sentence
/// ([`Event::narrate`]: groups, animals and columns named from the game), indented by
/// [`depth`]. An Action card resolved without any action says so; a group entering an area it
/// needs no roll for is told after the move that follows at once, not before it; a flight or a
/// retreat is told before the move that makes it, with where the move ends; a wild animal's
/// attack is told before the Combat roll of the group it attacks; a group entering the table
/// is told before its first move; a Ritual of the Mad Hyena that moves nobody says so.
struct Narrator {
    /// End each line with the rule's inventory id.
    rules: bool,
    /// A card is being resolved and nothing has happened under it yet.
    card_idle: bool,
    /// A "no roll: already explored" line, told after the move that follows.
    explored: Option<String>,
    /// A move not yet told: its group, its line, where its leading figure ends, and the
    /// lines held for after it.
    moved: Option<(GroupId, String, String, Vec<String>)>,
    /// A group's Combat roll not yet told: a wild animal's attack that follows is told first.
    combat: Option<(GroupId, Vec<String>)>,
    /// Action cards finished this Action step (after two, the step's end: the animals act).
    cards_done: u8,
    /// The Ritual of the Mad Hyena took effect: its target moves (or takes its Panic token)
    /// next, or nothing is done with it.
    hyena: bool,
}

impl Narrator {
    fn new(rules: bool) -> Narrator {
        Narrator { rules, card_idle: false, explored: None, moved: None, combat: None, cards_done: 0, hyena: false }
    }

    /// The event's line, `extra` added to its sentence.
    fn line(&self, g: &Game, e: &Event, depth: usize, extra: &str) -> String {
        let text = e.narrate(g).to_string();
        let indent = "  ".repeat(depth);
        match (&e.what, self.rules) {
            (What::TurnStarted { turn }, _) => format!("\n=== Turn {turn} ==="),
            (What::GameOver { .. }, _) => format!("\n{text}"),
            (_, true) => format!("{indent}{text}{extra} [{}]", e.rule),
            (_, false) => format!("{indent}{text}{extra}"),
        }
    }

    /// Tell the move held, then what was held for after it, then the Combat roll held.
    fn flush(&mut self, out: &mut Vec<String>) {
        if let Some((_, lines)) = self.combat.take() {
            out.extend(lines);
        }
        if let Some((_, line, _, after)) = self.moved.take() {
            out.push(line);
            out.extend(after);
        }
        out.extend(self.explored.take());
    }

    /// Hold a line of `group`'s Combat roll (after any other held line of another group).
    fn hold_combat(&mut self, group: GroupId, line: String, out: &mut Vec<String>) {
        if self.combat.as_ref().is_some_and(|c| c.0 != group) || self.moved.is_some() || self.explored.is_some() {
            self.flush(out);
        }
        self.combat.get_or_insert_with(|| (group, Vec::new())).1.push(line);
    }

    /// The lines for one batch of events (a decision's, or the set-up's).
    fn tell(&mut self, g: &Game, events: &[Event]) -> Vec<String> {
        let mut out = Vec::new();
        for e in events {
            if let What::CardDiscarded { .. } = e.what {
                if self.card_idle {
                    out.push("  no action is taken with this card".to_string());
                }
                self.card_idle = false;
            }
            match &e.what {
                What::CardsRevealed { .. } => self.cards_done = 0,
                What::CardDiscarded { .. } => self.cards_done = self.cards_done.saturating_add(1),
                What::Terrain {
                    event:
                        TerrainEvent::AnimalWakes { .. }
                        | TerrainEvent::AnimalMoved { .. }
                        | TerrainEvent::AnimalAttacks { .. },
                } if self.cards_done >= 2 => {
                    self.cards_done = 0;
                    let (mut before, mut held) = (Vec::new(), self.combat.take());
                    self.flush(&mut before);
                    out.extend(before);
                    out.push("  at the end of the Action step, the wild animals act".to_string());
                    self.combat = held.take();
                }
                _ => {}
            }
            if std::mem::take(&mut self.hyena) {
                let answered = matches!(
                    e.what,
                    What::SpecialRuleUsed { .. } | What::StressDrawn { cause: StressCause::Ritual, .. }
                );
                if !answered {
                    self.flush(&mut out);
                    out.push("    no move is made for the Ritual of the Mad Hyena".to_string());
                }
            }
            if let What::RitualResolved { ritual: Ritual::MadHyena, successes: 1.. } = e.what {
                self.hyena = true;
            }
            let Some(depth) = depth(e) else { continue };
            let line = self.line(g, e, depth, "");
            self.card_idle = matches!(e.what, What::CardResolving { .. });
            match &e.what {
                What::Terrain { event: TerrainEvent::AlreadyExplored { .. } } => {
                    let before = self.explored.replace(line);
                    out.extend(before);
                }
                What::Moved { group, leader, to, .. } => {
                    let after: Vec<String> = self.explored.take().into_iter().collect();
                    self.flush(&mut out);
                    let at = to.iter().find(|(id, _)| id == leader).or(to.first());
                    let at = at.map(|(_, p)| position(*p)).unwrap_or_default();
                    self.moved = Some((*group, line, at, after));
                }
                What::DiceDiscarded { group, .. } if e.rule == "CG-STRESS-10" => {
                    self.hold_combat(*group, line, &mut out)
                }
                What::Rolled { group, purpose: RollPurpose::MeleeAttack | RollPurpose::MeleeDefence, .. } => {
                    self.hold_combat(*group, line, &mut out)
                }
                What::Terrain { event: TerrainEvent::AnimalAttacks { group, .. } }
                    if self.combat.as_ref().is_some_and(|c| c.0 == *group) =>
                {
                    out.push(line);
                    self.flush(&mut out);
                }
                What::TotemPlayed { .. } if self.combat.is_some() => {
                    let combat = self.combat.take();
                    self.flush(&mut out);
                    self.combat = combat;
                    out.push(line);
                }
                What::GroupEntered { group, .. } if self.moved.as_ref().is_some_and(|m| m.0 == *group) => {
                    out.push(line);
                    self.flush(&mut out);
                }
                What::Fled { group, .. }
                | What::Retreated { group, .. }
                | What::Terrain { event: TerrainEvent::RetreatedFromAnimal { group, .. } }
                    if self.moved.as_ref().is_some_and(|m| m.0 == *group) =>
                {
                    if let Some((_, _, at, after)) = self.moved.take() {
                        out.push(self.line(g, e, depth, &format!("; its leading figure ends at {at}")));
                        out.extend(after);
                    }
                }
                _ => {
                    self.flush(&mut out);
                    out.push(line);
                }
            }
        }
        // A Combat roll stays held over a decision (a Totem card played for it): the animal's
        // attack may follow in the next batch.
        let combat = self.combat.take();
        self.flush(&mut out);
        self.combat = combat;
        out
    }

    /// The lines still held at the end of the game.
    fn finish(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        self.flush(&mut out);
        out
    }
}

fn main() -> ExitCode {
    let Args { seed, adventure: name, rules } = match parse_args() {
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
        say!("Congo adventure \"{}\" ({}), seed {seed}", a.title, a.name);
        let rules: Vec<&str> = a.special_rules.iter().map(|r| r.kind().name()).collect();
        say!("Special rules: {}", rules.join(", "));
        for o in &a.objectives {
            say!("Objective: {}", o.name);
        }
        say!("{} turns; the Initiative token starts with {}", a.turns, setup.columns[a.initiative.index()].name);
    } else {
        say!("Congo skirmish, seed {seed}");
    }
    say!(
        "{} ({}) vs {} ({})",
        setup.columns[0].name,
        setup.columns[0].culture.name(),
        setup.columns[1].name,
        setup.columns[1].culture.name()
    );
    let mut narrator = Narrator::new(rules);
    for line in narrator.tell(&game, &start_events) {
        say!("{line}");
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
                for line in narrator.tell(&game, &events) {
                    say!("{line}");
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
    for line in narrator.finish() {
        say!("{line}");
    }
    say!("({decisions} decisions)");
    ExitCode::SUCCESS
}
