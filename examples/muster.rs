//! Musters a column of each culture from the built-in rosters, prints its cost, stars and
//! validation, then an illegal column and every rule it breaks, and finally characters chosen at
//! random for each culture (1D6 on the ascending list) with the seed given by `--seed N`.
//!
//! Run: `cargo run --example muster -- --seed 7`

use congo_core::muster::{ColumnList, Joining, MusterRules, random_characters, totem_draws};
use congo_core::profile::{Culture, ProfileId};
use congo_core::rosters::Roster;
use tabletop::DiceSource;

fn seed_from_args() -> Result<u64, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => Ok(7),
        [flag, n] if flag == "--seed" => n.parse().map_err(|_| format!("--seed expects a number, got {n:?}")),
        _ => Err("usage: muster [--seed N]".to_string()),
    }
}

fn list(culture: Culture, groups: &[&str], characters: &[(&str, usize)], auxiliaries: &[(&str, usize)]) -> ColumnList {
    ColumnList {
        culture,
        groups: groups.iter().map(|id| ProfileId::new(id)).collect(),
        characters: characters.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
        auxiliaries: auxiliaries.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
    }
}

fn columns() -> Vec<ColumnList> {
    vec![
        list(
            Culture::WhiteMenExpeditions,
            &[
                "wme.soldiers",
                "wme.trained_askaris",
                "wme.trained_askaris",
                "wme.trained_askaris",
                "wme.trained_askaris",
                "wme.adventurers",
            ],
            &[("wme.explorer", 0), ("wme.retired_officer", 1)],
            &[("wme.bearers", 5), ("wme.bearers", 2)],
        ),
        list(
            Culture::SultanateOfZanzibar,
            &["zan.baluchis", "zan.zanzibaris", "zan.zanzibaris", "zan.trained_troops", "zan.trained_troops"],
            &[("zan.emir", 1), ("zan.brute", 1)],
            &[("zan.bearers", 1), ("zan.bearers", 2), ("zan.bearers", 3), ("zan.bearers", 4)],
        ),
        list(
            Culture::ForestTribes,
            &[
                "forest.cannibals",
                "forest.warriors",
                "forest.warriors",
                "forest.young_warriors",
                "forest.young_warriors",
                "forest.hunters",
            ],
            &[("forest.chieftain", 1), ("forest.champion", 3)],
            &[("forest.sacred_warriors", 0), ("forest.sacred_warriors", 2)],
        ),
        list(
            Culture::AfricanKingdoms,
            &["ak.married_warriors", "ak.married_warriors", "ak.fanatical_warriors", "ak.askaris", "ak.askaris"],
            &[("ak.king", 0), ("ak.witchdoctor", 3)],
            &[("ak.sacred_warriors", 2), ("ak.sacred_warriors", 4)],
        ),
    ]
}

fn main() {
    let seed = match seed_from_args() {
        Ok(seed) => seed,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let roster = Roster::builtin();
    let rules = MusterRules::budget(100);
    println!("Mustering the Column: budget {} points", rules.budget);
    let mut stars = Vec::new();
    for column in columns() {
        println!();
        println!("== {} ==", column.culture.name());
        match column.validate(&roster, &rules) {
            Ok(mustered) => {
                for group in &mustered.groups {
                    let mut joined: Vec<String> =
                        group.characters.iter().map(|c| format!("{} ({}*)", c.name, c.stars)).collect();
                    joined.extend(group.auxiliaries.iter().map(|a| a.name.clone()));
                    let with = if joined.is_empty() { String::new() } else { format!(" with {}", joined.join(", ")) };
                    println!(
                        "  {} ({} figures, {} pts){with}",
                        group.profile.name, group.profile.figures, group.profile.points
                    );
                }
                println!("  cost {} points, {} stars: legal", mustered.cost, mustered.stars);
                stars.push((column.culture, mustered.stars));
            }
            Err(errors) => println!("  REFUSED: {errors}"),
        }
    }
    println!();
    for pair in stars.windows(2) {
        let [(a, sa), (b, sb)] = pair else { continue };
        println!(
            "{} ({sa} stars) against {} ({sb} stars): {} draws {} Totem card(s), {} draws {}",
            a.name(),
            b.name(),
            a.name(),
            totem_draws(*sa, *sb),
            b.name(),
            totem_draws(*sb, *sa)
        );
    }

    println!();
    println!("== An illegal White Men Expeditions column ==");
    let illegal = list(
        Culture::WhiteMenExpeditions,
        &["wme.soldiers", "wme.soldiers", "wme.adventurers", "wme.ruga_ruga", "zan.zanzibaris"],
        &[("wme.explorer", 0), ("wme.explorer", 2), ("wme.scientist", 7)],
        &[("wme.bearers", 0), ("wme.bearers", 0), ("wme.bearers", 1), ("wme.bearers", 2), ("wme.bearers", 2)],
    );
    println!("  cost {} points, {} stars", illegal.cost(&roster), illegal.stars(&roster));
    match illegal.validate(&roster, &MusterRules::budget(70)) {
        Ok(_) => println!("  unexpectedly legal"),
        Err(errors) => {
            for e in &errors.0 {
                println!("  - {e}");
            }
        }
    }

    println!();
    println!("== Random characters (seed {seed}) ==");
    let mut dice = DiceSource::seeded(seed);
    for culture in Culture::ALL {
        match random_characters(&roster, culture, 2, &[], &mut dice) {
            Ok(ids) => {
                let names: Vec<String> = ids
                    .iter()
                    .filter_map(|id| roster.character(id.as_str()))
                    .map(|c| format!("{} ({}*)", c.name, c.stars))
                    .collect();
                println!("  {}: {}", culture.name(), names.join(" and "));
            }
            Err(e) => println!("  {}: {e}", culture.name()),
        }
    }
}
