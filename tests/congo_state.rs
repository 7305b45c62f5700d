//! A loaded Congo game is checked: every state a real game goes through is accepted (and its
//! log replays to it), and edited or corrupted states are refused with a typed `StateError`,
//! both by `Game::check`/`Game::verify` and by plain serde deserialization.

mod breaker_support;
mod congo_common;
use breaker_support::{Edit, all_states, assert_edits_refused};
use congo_common::*;
use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_setup;
use congo_nile::congo::profile::Culture;
use congo_nile::congo::{Game, Setup, StateError, demo};
use congo_nile::tabletop::RulesGame;
use congo_nile::tabletop::error::{Coded, ErrorCode};
use serde_json::{Value, json};

/// Saved states along a bot game of `setup` (about `points` of them, the last one over).
fn saved_states(setup: &Setup, seed: u64, points: usize) -> Vec<Game> {
    let all = all_states(Game::new(setup).expect("a built-in setup starts"), seed);
    let step = (all.len() / points).max(1);
    let mut out: Vec<Game> = all.iter().step_by(step).cloned().collect();
    out.extend(all.last().cloned());
    out
}

fn setups() -> Vec<Setup> {
    let mut v = vec![demo::skirmish(3).expect("the demo musters")];
    for (i, name) in Adventure::builtin_names().iter().enumerate() {
        let all = Culture::ALL;
        let cultures = [all[i % 4], all[(i + 1) % 4]];
        v.push(builtin_setup(name, cultures, i as u64 + 5).expect("a built-in adventure sets up"));
    }
    v
}

#[test]
fn every_state_of_real_games_is_consistent_and_replays() {
    for (i, setup) in setups().iter().enumerate() {
        for g in saved_states(setup, 40 + i as u64, 6) {
            g.check().unwrap_or_else(|e| panic!("setup {i}: a real state refused: {e}"));
            g.verify().unwrap_or_else(|e| panic!("setup {i}: a real state does not verify: {e}"));
            let back: Game = serde_json::from_str(&json(&g)).expect("a real state deserializes");
            assert_eq!(back, g);
        }
    }
}

/// A mid-game state of the demo skirmish, as JSON.
fn mid_game() -> Value {
    let states = saved_states(&demo::skirmish(3).unwrap(), 9, 4);
    serde_json::to_value(&states[2]).unwrap()
}

fn groups_of(v: &Value) -> usize {
    v["groups"].as_array().unwrap().len()
}

#[test]
fn edited_states_are_refused_with_a_reason() {
    let v = mid_game();
    let n_groups = groups_of(&v);
    let cases: Vec<(&str, Edit)> = vec![
        ("figure 9999", Box::new(|m: &mut Value| m["groups"][0]["figures"][0] = json!(9999))),
        (
            "belongs to group",
            Box::new(|m: &mut Value| {
                let other = m["groups"][1]["figures"][0].clone();
                m["groups"][0]["figures"].as_array_mut().unwrap().push(other);
            }),
        ),
        (
            "does not list it",
            Box::new(|m: &mut Value| {
                m["groups"][0]["figures"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "twice",
            Box::new(|m: &mut Value| {
                let f = m["groups"][0]["figures"][0].clone();
                m["groups"][0]["figures"].as_array_mut().unwrap().push(f);
            }),
        ),
        (
            "stress tokens, at most 4",
            Box::new(|m: &mut Value| {
                m["groups"][0]["stress"] = json!(["combat", "combat", "combat", "combat", "combat"])
            }),
        ),
        ("the setup's bag holds", Box::new(|m: &mut Value| m["groups"][0]["stress"] = json!(["panic"]))),
        (
            "not the setup's",
            Box::new(|m: &mut Value| {
                let c = m["players"][0]["totems"]["deck"][0].clone();
                m["players"][0]["totems"]["hand"].as_array_mut().unwrap().push(c);
            }),
        ),
        ("turn 0", Box::new(|m: &mut Value| m["turn"] = json!(0))),
        ("action step 7", Box::new(|m: &mut Value| m["step"] = json!(7))),
        ("group 1 of One", Box::new(|m: &mut Value| m["groups"][0]["index"] = json!(1))),
        (
            "the setup makes",
            Box::new(|m: &mut Value| {
                m["figures"].as_array_mut().unwrap().pop();
            }),
        ),
        ("card 9", Box::new(|m: &mut Value| m["phase"] = json!({"phase": "tie", "cards": [9, 9]}))),
        (
            "names group 400",
            Box::new(|m: &mut Value| {
                m["stack"] = json!([{"task": "flee", "group": 400}]);
            }),
        ),
    ];
    assert!(n_groups >= 2);
    assert_edits_refused::<Game, _>(cases.into_iter().map(|(expect, edit)| (expect, edit, &v)));
}

#[test]
fn a_log_that_does_not_reproduce_the_state_fails_verification() {
    let v = mid_game();
    // A different dice seed: structurally fine, but the log no longer replays to this state.
    let mut m = v.clone();
    let g: Game = serde_json::from_value(m.clone()).unwrap();
    assert!(g.verify().is_ok());
    m["figures"][0]["at"]["x"] = json!(m["figures"][0]["at"]["x"].as_i64().unwrap() + 1);
    let moved: Game = serde_json::from_value(m).expect("a figure moved by 0.001\" is structurally fine");
    let err = moved.verify().expect_err("the replay puts the figure elsewhere");
    assert!(matches!(err, StateError::Log { .. }), "{err}");
    assert!(err.to_string().contains("the figures differ"), "{err}");
    assert_eq!(err.code(), ErrorCode::ReplayFailed);
    // A log cut short replays to an earlier state.
    let mut m = v.clone();
    m["log"].as_array_mut().unwrap().pop();
    let cut: Game = serde_json::from_value(m).unwrap();
    assert!(matches!(cut.verify(), Err(StateError::Log { .. })));
    // An illegal decision in the log fails the replay.
    let mut m = v;
    m["log"][0]["decision"] = json!({"type": "end_card"});
    let bad: Game = serde_json::from_value(m).unwrap();
    let err = bad.verify().unwrap_err();
    assert!(err.to_string().contains("log entry 0"), "{err}");
}
