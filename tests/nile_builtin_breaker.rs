//! A newcomer trying to break the expedition game's built-in setups (review, "breaker"):
//! `nile_breaker.rs` plays a short, plain three-team journey; these play the bindings' built-in
//! setups (four teams with supercargoes, approach terrains, the full day limit), so the
//! encounters of long journeys (natives, hunts, combat, sickness) are attacked too. Nothing may
//! panic; a refused decision leaves the state byte-identical.

use congo_nile::nile::Game;
use congo_nile::nile::builtin::{BUILTIN_SETUPS, builtin_setup};
use congo_nile::nile::party::TeamId;
use congo_nile::tabletop::{Bot, RulesGame};
use serde_json::{Value, json};
mod breaker_support;
use breaker_support::{
    ListEdit, Mutations, Rng, edits, load_and_use, pick_leaf, play_with_mutated_decisions, saved_states,
    state_edits_that_panic,
};

fn game(seed: u64) -> Game {
    let name = BUILTIN_SETUPS[(seed as usize) % BUILTIN_SETUPS.len()];
    Game::new(&builtin_setup(name, seed).expect("built in")).expect("a built-in setup is valid")
}

/// One mutation of a decision's JSON: a number at an extreme of its type or one off, a list
/// emptied or doubled, a flag flipped, a member nulled.
fn mutate(v: &mut Value, rng: &mut Rng) {
    let Some(ptr) = pick_leaf(v, rng) else { return };
    let Some(slot) = v.pointer_mut(&ptr) else { return };
    match slot {
        Value::Number(n) => {
            let x = n.as_i64().unwrap_or(0);
            *slot = match rng.below(9) {
                0 => json!(x + 1),
                1 => json!(-x - 1),
                2 => json!(i64::from(i32::MAX)),
                3 => json!(i64::from(i32::MIN)),
                4 => json!(u64::from(u32::MAX)),
                5 => json!(255),
                6 => json!(65_535),
                7 => json!(u64::MAX),
                _ => json!(0),
            };
        }
        Value::Array(a) => match rng.below(3) {
            0 => a.clear(),
            1 if !a.is_empty() => {
                let first = a[0].clone();
                a.extend([first.clone(), first]);
            }
            _ => a.reverse(),
        },
        Value::Bool(b) => *b = !*b,
        Value::Null => *slot = json!(rng.below(6)),
        Value::String(_) => {}
        Value::Object(_) => *slot = Value::Null,
    }
}

/// Whole journeys of every built-in setup; before each step, legal decisions mutated one to three
/// times, sent by the deciding team or another (or a team that does not exist).
#[test]
fn mutated_decisions_on_builtin_journeys_never_panic_nor_corrupt() {
    let deep = std::env::var_os("BREAKER_DEEP").is_some();
    for seed in 0..if deep { 24 } else { 4 } {
        let g = game(seed);
        let teams = g.teams().len();
        let mut rng = Rng(seed.wrapping_mul(0x2545_f491) | 1);
        let attack = Mutations {
            every: 1,
            tries: 2,
            extra: 2,
            mutate: |_: &Game, v: &mut Value, rng: &mut Rng| mutate(v, rng),
            sender: |t: TeamId, rng: &mut Rng| match rng.below(4) {
                0 => TeamId(u8::try_from(rng.below(teams + 2)).unwrap_or(u8::MAX)),
                1 => TeamId(u8::MAX),
                _ => t,
            },
            consistent: Game::check,
        };
        play_with_mutated_decisions(
            &format!("seed {seed}"),
            g,
            &mut Bot::new(seed ^ 0x4e11e),
            &mut rng,
            &attack,
            20_000,
        );
    }
}

/// Saved states of the built-in journeys edited by hand: each number of the running state made -1,
/// an `i32` extreme or `u64::MAX`, each list emptied or its first element doubled. Loading may
/// refuse it; a loaded state must answer every query and play on without a panic.
///
/// It found two hangs (2^31 canoes looped the load and the rapids; a fight's 2^31 warriors) and
/// overflowing sums on `u32::MAX` stores and rounds: `Game::check` now refuses such states
/// (canoes never gained, `check::MOST_OF_ANY_COUNT`, `NativeCombat::check`).
#[test]
fn hand_edited_builtin_states_never_panic() {
    let deep = std::env::var_os("BREAKER_DEEP").is_some();
    let mut saved = Vec::new();
    for seed in 0..if deep { 6 } else { 3 } {
        let most = ((seed as usize + 1) * 2).saturating_sub(saved.len());
        saved.extend(saved_states(game(seed + 30), seed, 61, 40, most));
    }
    let numbers = [
        json!(-1),
        json!(i64::from(i32::MAX)),
        json!(i64::from(i32::MIN)),
        json!(u64::from(u32::MAX)),
        json!(u64::MAX),
    ];
    let teams: Vec<TeamId> = (0..5u8).map(TeamId).collect();
    // The map's squares: only their top level (each square is a small record of its own).
    let keep = |p: &str| !p.starts_with("/map") || p.matches('/').count() <= 4;
    let edited = |orig: &Value| edits(orig, &numbers, &[ListEdit::DoubleFirst], true);
    let failures = state_edits_that_panic(&saved, keep, edited, |m| load_and_use::<Game>(m, &teams));
    assert!(failures.is_empty(), "hand-edited states panicked ({}): {failures:#?}", failures.len());
}
