//! A newcomer trying to break the nile-core expedition game (review, "breaker"): the JSON of
//! legal decisions mutated (numbers pushed far, fields removed, lists duplicated) and saved
//! states edited by hand. Nothing may panic; a refused decision leaves the state byte-identical.

use congo_nile::nile::party::TeamId;
use congo_nile::nile::{Approach, Game, Outfit, Setup, TeamSetup};
use congo_nile::tabletop::{Bot, RulesGame};
use serde_json::{Value, json};
mod breaker_support;
use breaker_support::{
    ListEdit, Mutations, Rng, edits, load_and_use, pick_leaf, play_on_running_dry_script, play_with_mutated_decisions,
    saved_states, state_edits_that_panic,
};

fn setup(seed: u64) -> Setup {
    let outfit = Outfit { bearers: 6, askari: 3, guides: 1, rations: 40, ..Outfit::default() };
    let teams = [Approach::North, Approach::South, Approach::East]
        .into_iter()
        .map(|approach| TeamSetup { name: format!("{approach:?}"), approach, outfit: outfit.clone() })
        .collect();
    let mut s = Setup::seeded(seed, teams);
    s.max_days = 12;
    s
}

fn mutate(v: &mut Value, rng: &mut Rng) {
    let Some(ptr) = pick_leaf(v, rng) else { return };
    if rng.below(5) == 0 {
        if let Some((parent, key)) = ptr.rsplit_once('/') {
            if let Some(Value::Object(o)) = v.pointer_mut(parent) {
                o.remove(key);
                return;
            }
        }
    }
    let Some(slot) = v.pointer_mut(&ptr) else { return };
    match slot {
        Value::Number(n) => {
            let x = n.as_i64().unwrap_or(0);
            *slot = match rng.below(8) {
                0 => json!(x + 1),
                1 => json!(x - 1),
                2 => json!(-x - 1),
                3 => json!(x.saturating_add(1_000_000)),
                4 => json!(255),
                5 => json!(65_535),
                6 => json!(u64::MAX),
                _ => json!(0),
            };
        }
        Value::Array(a) => {
            if rng.below(2) == 0 {
                a.clear();
            } else if let Some(first) = a.first().cloned() {
                a.push(first.clone());
                a.push(first);
            }
        }
        Value::Bool(b) => *b = !*b,
        _ => {}
    }
}

/// Whole random games; before each step, a few legal decisions of the team to decide with their
/// JSON mutated, sent by that team or another: refused with the bytes unchanged, or accepted
/// with a state that round-trips and whose game still ends.
#[test]
fn mutated_legal_decisions_never_panic_nor_corrupt() {
    for seed in 1..=4u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9) | 1);
        let attack = Mutations {
            every: 1,
            tries: 2,
            extra: 1,
            mutate: |_: &Game, v: &mut Value, rng: &mut Rng| mutate(v, rng),
            sender: |t: TeamId, rng: &mut Rng| {
                if rng.below(3) == 0 { TeamId(u8::try_from(rng.below(5)).unwrap_or(0)) } else { t }
            },
            consistent: Game::check,
        };
        let g = Game::new(&setup(seed)).expect("valid setup");
        play_with_mutated_decisions(&format!("seed {seed}"), g, &mut Bot::new(seed), &mut rng, &attack, 20_000);
    }
}

/// Saved states edited by hand: every number of the running state (not the setup or the log)
/// made 0, 255 or 65535 in turn. Loading may refuse it; using a loaded one must not panic.
#[test]
fn tampered_states_never_panic() {
    // `BREAKER_DEEP=1`: more saved states, seeds and values (minutes; for a local search).
    let deep = std::env::var_os("BREAKER_DEEP").is_some();
    let (seeds, keep) = if deep { (1..=4u64, 12) } else { (3..=3u64, 3) };
    let mut saved = Vec::new();
    for seed in seeds {
        let most = (keep * usize::try_from(seed).unwrap_or(1)).saturating_sub(saved.len());
        saved.extend(saved_states(Game::new(&setup(seed)).expect("valid setup"), seed, 23, 5, most));
    }
    let numbers = if deep {
        vec![json!(0), json!(1), json!(255), json!(65_535), json!(u64::from(u32::MAX)), json!(-1)]
    } else {
        vec![json!(0), json!(255), json!(65_535)]
    };
    let teams: Vec<TeamId> = (0..5u8).map(TeamId).collect();
    let edited = |orig: &Value| edits(orig, &numbers, &[ListEdit::Empty], false);
    let keep = |p: &str| !p.starts_with("/map") || p.matches('/').count() <= 3;
    let failures = state_edits_that_panic(&saved, keep, edited, |m| load_and_use::<Game>(m, &teams));
    assert!(failures.is_empty(), "tampered states panicked ({}): {failures:#?}", failures.len());
}

/// Scripted dice that run dry or hold a face no die has, part-way through a journey: every
/// decision either succeeds or is refused with the state byte-identical.
#[test]
fn scripted_dice_running_dry_refuse_atomically() {
    for seed in 1..=12u64 {
        play_on_running_dry_script(seed, Game::new(&setup(seed)).expect("valid setup"), 10, 600, |_| true);
    }
}
