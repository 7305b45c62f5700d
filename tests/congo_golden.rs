//! Determinism guard: fixed-seed random playouts of the demo skirmish and of every built-in
//! Adventure end in exactly the state recorded here (an FNV-1a hash of the final `Game`'s JSON,
//! which holds the whole decision log and the dice source).
//!
//! Speed work on the engine (geometry searches, candidate moves) must not change a single
//! outcome: this test fails if it does. A change that is *meant* to change outcomes (a rule fixed,
//! a new decision offered to the bot) re-records the table in a commit of its own that says why:
//! run `CONGO_GOLDEN=print cargo test --test congo_golden -- --nocapture` and paste the printed
//! table over `GOLDEN`.

use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_setup;
use congo_nile::congo::profile::Culture;
use congo_nile::congo::{Game, Setup, demo};
use congo_nile::tabletop::{Bot, RulesGame, random_playout};

/// (game, seed, hash of the final state's JSON).
const GOLDEN: &[(&str, u64, u64)] = &[
    ("demo", 1, 0x20e9bd0acc54f238),
    ("demo", 2, 0x790aedbe2bd5c290),
    ("demo", 3, 0x01d79682649e81ed),
    ("gorilla_clearing", 1, 0xf28fd658a9b40778),
    ("gorilla_clearing", 2, 0x95497e533f555bdf),
    ("night_ambush", 11, 0x7cd1887127405b73),
    ("night_ambush", 12, 0x354ad4e4fca0ceb2),
    ("savannah_race", 21, 0x3fa97f853a5ac09b),
    ("savannah_race", 22, 0x284c1b1b09d4edd9),
    ("cattle_raid", 31, 0x98cbdd6306340bec),
    ("cattle_raid", 32, 0x58f0a5e965670187),
];

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Two different cultures chosen by the seed: all twelve ordered pairings in turn, wider than the
/// built-in setups (`deploy::builtin_adventure_setup`, which the example and the bindings play),
/// where each Adventure keeps its own cultures.
fn cultures(seed: u64) -> [Culture; 2] {
    let all = Culture::ALL;
    let first = (seed % 4) as usize;
    let second = (first + 1 + ((seed / 4) % 3) as usize) % 4;
    [all[first], all[second]]
}

fn setup(name: &str, seed: u64) -> Setup {
    if name == "demo" {
        demo::skirmish(seed).expect("demo columns muster")
    } else {
        builtin_setup(name, cultures(seed), seed).expect("built-in adventure sets up")
    }
}

fn final_hash(name: &str, seed: u64) -> u64 {
    let (mut g, _) = Game::start(&setup(name, seed)).expect("valid setup");
    random_playout(&mut g, &mut Bot::new(seed ^ 0x9e37_79b9_7f4a_7c15), 100_000).expect("the game ends");
    assert!(g.is_over());
    fnv1a(serde_json::to_string(&g).expect("serializes").as_bytes())
}

fn games() -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = (1..=3).map(|s| ("demo".to_string(), s)).collect();
    for (i, name) in Adventure::builtin_names().iter().enumerate() {
        for s in [1u64, 2] {
            v.push((name.to_string(), s + 10 * i as u64));
        }
    }
    v
}

#[test]
fn fixed_seed_playouts_end_in_the_recorded_states() {
    let got: Vec<(String, u64, u64)> = games()
        .into_iter()
        .map(|(n, s)| {
            let h = final_hash(&n, s);
            (n, s, h)
        })
        .collect();
    if std::env::var("CONGO_GOLDEN").is_ok_and(|v| v == "print") {
        println!("const GOLDEN: &[(&str, u64, u64)] = &[");
        for (n, s, h) in &got {
            println!("    ({n:?}, {s}, {h:#018x}),");
        }
        println!("];");
    }
    let want: Vec<(String, u64, u64)> = GOLDEN.iter().map(|&(n, s, h)| (n.to_string(), s, h)).collect();
    assert_eq!(
        got, want,
        "a fixed-seed random playout changed its outcome; if the change is meant (a rule fixed, a decision added), \
         re-record GOLDEN in a commit of its own (see the module docs)"
    );
}
