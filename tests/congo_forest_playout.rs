//! Seeded random games with a Forest Tribes column (the witchdoctor, the Healer, the Talking
//! Drums, the Champion, Hunters, Cannibals, Pygmy Archers with the Pygmy King, Pygmy Warriors)
//! against an African Kingdoms column with its
//! witchdoctor: the Forest Tribes rules and the rituals do fire in play (a rule the engine never
//! reaches is caught here), and every game keeps the invariants and replays.

mod congo_common;
use congo_common::*;
use congo_nile::congo::profile::Culture;
use congo_nile::congo::setup::{DiceSetup, GroupSetup, Setup};
use congo_nile::congo::totem::default_totem_deck;
use congo_nile::congo::{Ask, Decision, Game, demo};
use congo_nile::tabletop::{Bot, Die, Point, RulesGame};
use std::collections::BTreeMap;

fn at(mut g: GroupSetup, x: i32, y: i32) -> GroupSetup {
    let n = g.members.len() + g.characters.len() + g.auxiliaries.len();
    let spots: Vec<Point> = (0..n as i32).map(|i| Point::inches(x + i, y)).collect();
    let (m, c) = (g.members.len(), g.characters.len());
    g.members = spots[..m].to_vec();
    for (d, p) in g.characters.iter_mut().zip(&spots[m..m + c]) {
        d.at = *p;
    }
    for (d, p) in g.auxiliaries.iter_mut().zip(&spots[m + c..]) {
        d.at = *p;
    }
    g
}

fn pygmies() -> GroupSetup {
    let mut g = line("forest.pygmy_archers", 0, 0);
    g.profile.shooting = Some(Die::D6);
    g.profile.combat = Some(Die::D6);
    g
}

fn pygmy_warriors() -> GroupSetup {
    let mut g = line("forest.pygmy_warriors", 0, 0);
    g.profile.figures = 4;
    g.members = (0..4).map(|i| Point::inches(i, 0)).collect();
    g.profile.shooting = Some(Die::D6);
    g.profile.combat = Some(Die::D6);
    g.profile.weapon = Some(congo_nile::congo::profile::Weapon::PygmyBows);
    g
}

fn game(seed: u64) -> Game {
    let forest = vec![
        at(
            with_auxiliary(
                with_character(line("forest.warriors", 0, 0), "forest.witchdoctor"),
                "forest.sacred_warriors",
            ),
            24,
            16,
        ),
        at(with_character(line("forest.warriors", 0, 0), "forest.healer"), 10, 19),
        at(line("forest.hunters", 0, 0), 38, 12),
        at(with_character(pygmies(), "forest.pygmy_king"), 31, 21),
        at(pygmies(), 36, 21),
        at(line("forest.cannibals", 0, 0), 50, 18),
        at(with_character(line("forest.young_warriors", 0, 0), "forest.talking_drums"), 16, 12),
        at(with_character(line("forest.young_warriors", 0, 0), "forest.champion"), 16, 15),
        at(line("forest.young_warriors", 0, 0), 4, 15),
        at(pygmy_warriors(), 42, 22),
    ];
    let kingdoms = vec![
        at(with_character(line("ak.married_warriors", 0, 0), "ak.witchdoctor"), 24, 30),
        at(line("ak.askaris", 0, 0), 32, 25),
        at(line("ak.askaris", 0, 0), 12, 27),
        at(line("ak.fanatical_warriors", 0, 0), 44, 28),
    ];
    let mut s: Setup = setup(forest, kingdoms, congo_nile::congo::totem::TotemKind::Lion, vec![]);
    s.columns[0].culture = Culture::ForestTribes;
    s.columns[1].culture = Culture::AfricanKingdoms;
    s.table = demo::table();
    s.turns = 6;
    s.dice = DiceSetup::Seeded { seed };
    s.components.totem_deck = default_totem_deck();
    Game::new(&s).expect("a valid setup")
}

#[test]
fn the_forest_rules_and_the_rituals_fire_in_random_games() {
    let mut fired: BTreeMap<String, usize> = BTreeMap::new();
    for seed in 0..12u64 {
        let mut g = game(seed);
        let mut bot = Bot::new(seed ^ 0x5eed);
        let mut steps = 0;
        let mut pick = seed;
        while let Some(&p) = g.to_decide().first() {
            // At the Sorcery offer always cast (any ritual at any target), and always take an
            // action a rule grants, so that every rule comes up in a few games.
            let offer = g
                .prompts()
                .iter()
                .any(|x| x.player == p && matches!(x.ask, Ask::Sorcery { .. } | Ask::ExtraAction { .. }));
            let casts: Vec<Decision> = if offer {
                let pass = [Decision::Sorcery { cast: None }, Decision::UseRule { accept: false }];
                g.legal_decisions(p).into_iter().filter(|d| !pass.contains(d)).collect()
            } else {
                Vec::new()
            };
            // The Healer's warriors hold the rocky ground (their moves are left out), so that
            // Power of Spirits comes up whatever else the bot does.
            let holds =
                |d: &Decision| matches!(d, Decision::Move { group, .. } if *group == congo_nile::congo::GroupId(1));
            let d = if casts.is_empty() {
                let d = bot.choose(&g, p).expect("a legal decision");
                if holds(&d) && g.legal_decisions(p).iter().any(|d| !holds(d)) {
                    let other: Vec<Decision> = g.legal_decisions(p).into_iter().filter(|d| !holds(d)).collect();
                    pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    other[(pick >> 33) as usize % other.len()].clone()
                } else {
                    d
                }
            } else {
                pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                casts[(pick >> 33) as usize % casts.len()].clone()
            };
            for e in g.apply(p, &d).expect("a legal decision is accepted") {
                *fired.entry(e.rule.to_string()).or_default() += 1;
            }
            for grp in g.groups() {
                assert!(grp.stress.len() <= 4);
            }
            let tokens: u32 = g.groups().iter().map(|x| x.stress.len() as u32).sum();
            assert_eq!(tokens + g.bag().total(), 45);
            steps += 1;
            assert!(steps < 50_000, "the game ends");
        }
        assert!(g.is_over());
        let again = Game::replay(g.setup(), g.log()).expect("replays");
        assert_eq!(json(&g), json(&again));
    }
    eprintln!("{fired:?}");
    let any = |rules: &[&str]| rules.iter().any(|r| fired.get(*r).is_some_and(|n| *n > 0));
    let expected: [(&str, &[&str]); 17] = [
        ("Mad Hyena", &["CG-RITUAL-13", "CG-RITUAL-14", "CG-RITUAL-15"]),
        ("Drums", &["CG-FOREST-02"]),
        ("Inspiration", &["CG-FOREST-03"]),
        ("Bond", &["CG-FOREST-17"]),
        ("Harassment", &["CG-FOREST-18"]),
        ("the Sorcery card", &["CG-SORC-02"]),
        ("the incantation's tokens", &["CG-SORC-04"]),
        ("a failed ritual", &["CG-SORC-06"]),
        ("Bull's Breath", &["CG-RITUAL-01", "CG-RITUAL-02", "CG-RITUAL-03"]),
        ("Mandrill's Dance", &["CG-RITUAL-04", "CG-RITUAL-05", "CG-RITUAL-06"]),
        ("Wild Hunt", &["CG-RITUAL-07", "CG-RITUAL-08", "CG-RITUAL-09"]),
        ("Bloody Hand", &["CG-RITUAL-10", "CG-RITUAL-11", "CG-RITUAL-12"]),
        ("Macabre Blessing", &["CG-RITUAL-16", "CG-RITUAL-17", "CG-RITUAL-18"]),
        ("Power of Spirits", &["CG-FOREST-05"]),
        ("Poison", &["CG-FOREST-15"]),
        ("Hunting the prey", &["CG-FOREST-12"]),
        ("a miscast", &["CG-SORC-07"]),
    ];
    for (name, rules) in expected {
        assert!(any(rules), "{name} ({rules:?}) never fired in the random games");
    }
}
