//! Every built-in Adventure, played to its end by the random bot over eight seeds, exercises the
//! Dangerous Terrain and Universal Special Rules in play: the events of each rule are counted so
//! that a rule that silently never fires is caught.

use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_setup;
use congo_nile::congo::profile::Culture;
use congo_nile::congo::{Game, What};
use congo_nile::tabletop::{Bot, RulesGame};
use std::collections::BTreeMap;

/// Play `name` with `seed` to the end; count the terrain events by rule id.
fn play(name: &str, seed: u64, counts: &mut BTreeMap<String, usize>) {
    let cultures = [Culture::WhiteMenExpeditions, Culture::ForestTribes];
    let setup = builtin_setup(name, cultures, seed).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut game = Game::new(&setup).expect("the adventure starts");
    let mut bot = Bot::new(seed);
    for _ in 0..100_000 {
        if game.is_over() {
            break;
        }
        let Some(&player) = game.to_decide().first() else { break };
        let d = bot.choose(&game, player).expect("a legal decision");
        let ev = game.apply(player, &d).unwrap_or_else(|e| panic!("{name} seed {seed}: {d:?} refused: {e}"));
        for e in ev {
            if let What::Terrain { event } = &e.what {
                let kind = serde_json::to_value(event).unwrap()["type"].as_str().unwrap().to_string();
                *counts.entry(format!("{} {kind}", e.rule)).or_default() += 1;
            }
        }
    }
    assert!(game.is_over(), "{name} seed {seed} reaches its end");
    // The whole game replays from its log.
    let replayed = Game::replay(&setup, game.log()).expect("replays");
    assert_eq!(replayed.points(), game.points());
}

// rule: CG-TERR-10, CG-USR-19, CG-USR-21, CG-USR-22, CG-ANIMAL-02, CG-ANIMAL-07, CG-ANIMAL-10
#[test]
fn the_builtin_adventures_fire_their_terrain_rules() {
    let mut counts = BTreeMap::new();
    for name in Adventure::builtin_names() {
        for seed in 1..=8 {
            play(name, seed, &mut counts);
        }
    }
    let fired = |prefix: &str| counts.iter().filter(|(k, _)| k.starts_with(prefix)).map(|(_, n)| *n).sum::<usize>();
    assert!(fired("CG-TERR-12") > 0, "explorations: {counts:?}");
    assert!(fired("CG-USR-21") + fired("CG-USR-22") > 0, "night stress: {counts:?}");
    assert!(fired("CG-ANIMAL-02") > 0, "animals appear: {counts:?}");
    assert!(
        fired("CG-ANIMAL-10") + fired("CG-ANIMAL-07") + fired("CG-ANIMAL-11") + fired("CG-ANIMAL-08") > 0,
        "animals act: {counts:?}"
    );
    assert!(fired("CG-DT-") > 0, "entries take effect: {counts:?}");
    assert!(fired("CG-USR-19") > 0, "event tokens drawn: {counts:?}");
}
