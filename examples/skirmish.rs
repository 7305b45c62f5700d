//! The README's main job: a full seeded Adventure of Congo (`--adventure NAME`, default
//! `gorilla_clearing`; `--adventure demo` plays the demo skirmish), its two columns mustered from
//! the built-in rosters (the culture pairing changes with the seed), both played by a bot that
//! picks uniformly among legal decisions, narrated turn by turn: the Adventure's name, its
//! special rules and objectives, and at the end each objective's points and the final victory
//! points. Same seed, same output.
//!
//! ```sh
//! cargo run --release --example skirmish -- --seed 7 --adventure night_ambush
//! ```

use congo_nile::congo::event::{StressCause, VpReason};
use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_setup;
use congo_nile::congo::profile::Culture;
use congo_nile::congo::{demo, Game, GroupId, Player, Setup, What};
use congo_nile::tabletop::{Bot, RulesGame};
use std::process::ExitCode;

fn seed_arg() -> Result<u64, String> {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|a| a == "--seed") {
        None => Ok(1),
        Some(i) => args
            .get(i + 1)
            .ok_or("--seed needs a number")?
            .parse()
            .map_err(|e| format!("--seed: {e}")),
    }
}

fn adventure_arg() -> Result<String, String> {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|a| a == "--adventure") {
        None => Ok("gorilla_clearing".to_string()),
        Some(i) => args.get(i + 1).cloned().ok_or_else(|| "--adventure needs a name".to_string()),
    }
}

/// Two different cultures, chosen by the seed (all twelve ordered pairings in turn).
fn cultures(seed: u64) -> [Culture; 2] {
    let all = Culture::ALL;
    let first = (seed % 4) as usize;
    let second = (first + 1 + ((seed / 4) % 3) as usize) % 4;
    [all[first], all[second]]
}

fn who(g: &Game, p: Player) -> String {
    g.setup_ref().columns[p.index()].name.clone()
}

fn name(g: &Game, id: GroupId) -> String {
    let Some(grp) = g.groups().get(usize::from(id.0)) else { return format!("group {}", id.0) };
    let gs = &g.setup_ref().columns[grp.owner.index()].groups[usize::from(grp.index)];
    format!("{}: {}#{}", who(g, grp.owner), gs.profile.name, id.0)
}

fn narrate(g: &Game, w: &What) -> Option<String> {
    let n = |id| name(g, id);
    Some(match w {
        What::StarDifference { player, cards } => format!("{} draws {cards} Totem card(s) for the star difference", who(g, *player)),
        What::TurnStarted { turn } => format!("\n=== Turn {turn} ==="),
        What::TotemDrawn { player, card, .. } => format!("{} draws a Totem card ({:?})", who(g, *player), card.map(|c| c.kind)?),
        What::ActionCardsChosen { .. } | What::CardChosen { .. } | What::StepStarted { .. } => return None,
        What::CardsRevealed { one, two } => format!("-- cards revealed: {one} against {two}"),
        What::TotemPlayed { player, card } => format!("{} plays a Totem card: {:?}", who(g, *player), card.kind),
        What::InitiativeTie { holder, went_first, .. } => {
            format!("initiative tie: {} {}", who(g, *holder), if *went_first { "goes first and hands over the token" } else { "lets the opponent go first" })
        }
        What::CardResolving { player, card } => format!("{} resolves card {card}", who(g, *player)),
        What::Moved { group, to, picked_up_pace, .. } => {
            let p = to.first().map(|(_, p)| *p)?;
            format!("  {} moves{} to ({}, {})", n(*group), if *picked_up_pace { " at the double" } else { "" }, p.x, p.y)
        }
        What::MeleeEngaged { attacker, defender } => format!("  {} charges {}!", n(*attacker), n(*defender)),
        What::Reloaded { group } => format!("  {} reloads", n(*group)),
        What::ShotDeclared { group, target, partial, cover, .. } => {
            format!("  {} shoots at {}{} (cover {cover})", n(*group), n(*target), if *partial { " (partial)" } else { "" })
        }
        What::Rolled { group, purpose, dice, successes } => {
            let faces: Vec<String> = dice.iter().map(|r| format!("{}:{}", r.die(), r.face())).collect();
            format!("    {} rolls {:?} [{}] -> {successes} success(es)", n(*group), purpose, faces.join(" "))
        }
        What::Hits { group, hits } => format!("    {hits} hit(s) on {}", n(*group)),
        What::HitsCancelled { cancelled, remaining, .. } => format!("    {cancelled} cancelled, {remaining} left"),
        What::DeathRoll { group, roll, character_must_fall } => format!(
            "    terrifying death roll for {}: {}{}",
            n(*group),
            roll.face(),
            if *character_must_fall { " - a character must fall!" } else { "" }
        ),
        What::FigureRemoved { group, .. } => format!("    {} loses a figure", n(*group)),
        What::GroupEliminated { group, reason } => format!("    {} is gone ({reason:?})", n(*group)),
        What::StressDrawn { group, token, cause } => {
            let why = match cause {
                StressCause::GoToGround => "goes to ground",
                _ => "draws a Stress token",
            };
            format!("    {} {why}: {:?}", n(*group), token)
        }
        What::StressReturned { group, token } => format!("    {} returns a {token:?} token", n(*group)),
        What::FleesInsteadOfStress { group } => format!("    {} has four tokens and flees!", n(*group)),
        What::CasualtyInsteadOfFlight { group } => format!("    {} already fled this step: a casualty instead", n(*group)),
        What::Fled { group, limited, .. } => format!("    {} flees{}", n(*group), if *limited { " (cut short)" } else { "" }),
        What::Retreated { group, limited, .. } => format!("    {} retreats{}", n(*group), if *limited { " (cut short)" } else { "" }),
        What::MeleeResult { attacker_hits, defender_hits, winner, casualties, .. } => format!(
            "    melee: {attacker_hits} hits against {defender_hits}; {}",
            match winner {
                Some(w) => format!("{} wins, the loser removes {casualties}", n(*w)),
                None => "a draw".into(),
            }
        ),
        What::PanicReturned { group, count } => format!("  {} returns {count} Panic token(s)", n(*group)),
        // The Adventure's Universal Special Rules (congo::universal).
        What::ExhaustedRoll { group, roll, result } => format!("  {} is exhausted: D8 {} -> {result:?}", n(*group), roll.face()),
        What::ConfusionKept { player } => format!("{} keeps the cards Confusion dealt and draws a Totem card", who(g, *player)),
        What::ConfusionSwapped { player, .. } => format!("{} swaps one of the cards Confusion dealt", who(g, *player)),
        What::GroupEntered { group, at } => format!("  {} enters the table at ({}, {})", n(*group), at.x, at.y),
        What::EntryPointRolled { player, point, .. } => format!("{}'s reinforcements will enter at ({}, {})", who(g, *player), point.x, point.y),
        What::GroupExited { group, edge } => format!("  {} leaves the table by the {edge:?} edge", n(*group)),
        What::PiecePickedUp { group, piece } => format!("  {} picks up piece {piece}", n(*group)),
        What::CharacterJoined { group, .. } => format!("  the independent character joins {}", n(*group)),
        What::PiecesLeft { group, pieces, .. } => format!("    {} leaves {} piece(s) behind", n(*group), pieces.len()),
        What::PiecesTaken { to, pieces, loot, .. } => format!("    {} takes {} piece(s) and {loot} Loot token(s)", n(*to), pieces.len()),
        What::Plundered { group, roll, result, .. } => format!("  {} plunders a house: D6 {} -> {result:?}", n(*group), roll.face()),
        What::HouseOnFire { .. } => "    the house goes up in flames".to_string(),
        What::CattleMelee { group, group_hits, animal_hits, won, .. } => {
            format!("    {} wrestles an animal: {group_hits} against {animal_hits}{}", n(*group), if *won { ", and wins" } else { "" })
        }
        What::CattleJoined { group, .. } => format!("    the animal joins {}", n(*group)),
        What::CattleMoved { piece, to } => format!("  animal {piece} trots to ({}, {})", to.x, to.y),
        What::VictoryPoints { player, points, reason, .. } => format!(
            "{} scores {points} VP ({})",
            who(g, *player),
            match reason {
                VpReason::EnemyCharacter { .. } => "an enemy character eliminated",
                VpReason::Loot => "loot",
                VpReason::OwnAuxiliaryLost { .. } => "an auxiliary lost",
                VpReason::TellingAStory => "telling a story",
            }
        ),
        What::ObjectivePoints { player, objective, points } => {
            let name = g.setup_ref().adventure.as_ref().and_then(|a| a.adventure.objectives.get(usize::from(*objective)))?;
            format!("{} scores {points} VP for the objective \"{}\"", who(g, *player), name.name)
        }
        What::ObjectiveScored { player, name, points, .. } => format!("Objective \"{name}\": {} {points} VP", who(g, *player)),
        What::GameOver { points, winner } => format!(
            "\nFinal victory points: {} {}, {} {} - {}",
            who(g, Player::One),
            points[0],
            who(g, Player::Two),
            points[1],
            winner.map_or("a draw".to_string(), |w| format!("{} wins", who(g, w)))
        ),
        _ => return None,
    })
}

fn main() -> ExitCode {
    let seed = match seed_arg() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let name = match adventure_arg() {
        Ok(n) => n,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let setup: Setup = if name == "demo" {
        let Some(setup) = demo::skirmish(seed) else {
            eprintln!("the demo columns no longer muster from the built-in rosters");
            return ExitCode::FAILURE;
        };
        setup
    } else {
        match builtin_setup(&name, cultures(seed), seed) {
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
        println!("{} turns; {} holds the Initiative token", a.turns, setup.columns[a.initiative.index()].name);
    } else {
        println!("Congo skirmish, seed {seed}");
    }
    println!(
        "{} ({:?}) vs {} ({:?})",
        setup.columns[0].name, setup.columns[0].culture, setup.columns[1].name, setup.columns[1].culture
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
