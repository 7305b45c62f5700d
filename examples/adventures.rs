//! Lists the built-in Adventures (environment, table, protagonists, Universal Special Rules,
//! objectives and their points), then explores every dangerous area of each table once with the
//! seed given by `--seed N`, reading the Dangerous Terrain table with the area's cover die, and
//! plunders each house once.
//!
//! Run: `cargo run --example adventures -- --seed 7` (add `--adventure NAME` for just one).

use congo_core::adventure::plunder::{Building, plunder};
use congo_core::adventure::{Adventure, Arrival, Budget, UniversalRule};
use congo_core::dangerous_terrain::{DangerousEffect, explore, roll_sinister, sinister_choices};
use congo_core::geometry::AreaKind;
use tabletop::DiceSource;

struct Args {
    seed: u64,
    adventure: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { seed: 7, adventure: None };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let usage = "usage: adventures [--seed N] [--adventure NAME]";
        if flag != "--seed" && flag != "--adventure" {
            return Err(usage.to_string());
        }
        let value = it.next().ok_or_else(|| format!("{flag} expects a value; {usage}"))?;
        match flag.as_str() {
            "--seed" => args.seed = value.parse().map_err(|_| format!("--seed expects a number, got {value:?}"))?,
            "--adventure" => args.adventure = Some(value),
            _ => return Err(usage.to_string()),
        }
    }
    Ok(args)
}

fn describe(a: &Adventure) {
    let issue = a.issue.map_or_else(|| "no Bulletin issue".to_string(), |n| format!("Bulletin issue {n}"));
    println!("== {} ({}), {issue}", a.title, a.name);
    let environment = a.environment().map_or_else(|| "none".to_string(), |e| format!("{e:?}"));
    println!(
        "   environment: {environment}, {} turns, column {} holds the Initiative token",
        a.turns,
        a.initiative.index() + 1
    );
    println!("   table {} x {}, open terrain cover {}", a.table.width, a.table.height, a.table.open_cover);
    for area in &a.table.areas {
        let kind = if area.kind == AreaKind::House {
            "house"
        } else if area.blocking {
            "blocking"
        } else {
            "area"
        };
        let danger = if area.dangerous { " dangerous" } else { "" };
        println!("   - {} #{}: {:?} {kind}{danger} ({})", area.name, area.id, area.height, area.cover);
    }
    for (i, p) in a.protagonists.iter().enumerate() {
        let budget = match p.budget {
            Budget::Fixed { points } => format!("{points} points"),
            Budget::Agreed { min, max } => format!("{min}-{max} points"),
        };
        let culture = p.culture.map_or_else(|| "culture of the player's choice".to_string(), |c| c.name().to_string());
        println!("   column {}: {} ({culture}), {budget}", i + 1, p.name);
        for d in &p.detachments {
            let how = match &d.arrival {
                Arrival::Zone { .. } => "deploys in its zone".to_string(),
                Arrival::EntryPoint { point, from_turn } => {
                    format!("enters at ({}, {}) from turn {from_turn}", point.x, point.y)
                }
                Arrival::RandomEntryPoint { points, die, from_turn } => {
                    format!("enters at one of {} points ({die}) from turn {from_turn}", points.len())
                }
            };
            println!("     * {}: {how}", d.name);
        }
    }
    let rules: Vec<String> = a.special_rules.iter().map(|r| r.kind().name().to_string()).collect();
    println!("   rules: {}", rules.join(", "));
    for o in &a.objectives {
        println!("   objective: {} [{:?}, {} VP per unit, {:?}]", o.name, o.columns, o.points, o.scoring);
    }
    match a.validate() {
        Ok(()) => println!("   valid"),
        Err(e) => println!("   INVALID: {e}"),
    }
}

fn explore_all(a: &Adventure, dice: &mut DiceSource) -> Result<(), String> {
    let Some(env) = a.environment() else { return Ok(()) };
    for area in a.table.areas.iter().filter(|x| x.dangerous) {
        let found = explore(env, area.cover, dice).map_err(|e| e.to_string())?;
        println!(
            "   explore {} ({}): {} then {} -> {}: {}",
            area.name,
            area.cover,
            found.block.face(),
            found.row.face(),
            found.entry.id,
            found.entry.event
        );
        if let DangerousEffect::ReallySinister { .. } = found.entry.effect {
            let rolls = roll_sinister(dice).map_err(|e| e.to_string())?;
            let faces: Vec<String> = rolls.iter().map(|r| r.face().to_string()).collect();
            println!("     3D10: {}", faces.join(", "));
            for (pick, entry) in sinister_choices(env, &rolls) {
                println!(
                    "     the opponent may read the block on die {} and the row on die {}: {}",
                    pick.first + 1,
                    pick.second + 1,
                    entry.id
                );
            }
        }
    }
    for house in a.table.areas.iter().filter(|x| x.kind == AreaKind::House) {
        let mut building = Building::default();
        let (roll, result, outcome) = plunder(&mut building, true, false, false, dice).map_err(|e| e.to_string())?;
        println!("   plunder {}: {} -> {result:?} {outcome:?}", house.name, roll.face());
    }
    if let Some(UniversalRule::WildAnimals { tokens }) = a.rule(congo_core::adventure::RuleKind::WildAnimals) {
        let animal = congo_core::adventure::animals::AnimalProfile::of(env);
        println!(
            "   {tokens} Animal Stress token(s): the {:?} rolls {}D{} in melee",
            animal.kind,
            animal.melee.count,
            animal.melee.die.sides()
        );
    }
    Ok(())
}

fn main() -> Result<(), String> {
    let args = parse_args()?;
    let mut dice = DiceSource::seeded(args.seed);
    let names: Vec<&str> = match &args.adventure {
        Some(n) => vec![n.as_str()],
        None => Adventure::builtin_names().to_vec(),
    };
    println!("built-in adventures: {}", Adventure::builtin_names().join(", "));
    for name in names {
        let a = Adventure::builtin(name).map_err(|e| e.to_string())?;
        describe(&a);
        explore_all(&a, &mut dice)?;
    }
    Ok(())
}
