//! A loaded expedition game is checked: every state a real game goes through is accepted (and
//! its log replays to it), and hand-edited or corrupted states are refused with a typed
//! `StateError`, both by `Game::check`/`Game::verify` and by plain serde deserialization (the
//! path the wasm and C bindings restore through).

use congo_nile::nile::builtin::builtin_setup;
use congo_nile::nile::{Game, Pending, StateError};
use congo_nile::tabletop::RulesGame;
use congo_nile::tabletop::error::{Coded, ErrorCode};
use serde_json::{Value, json};
mod breaker_support;
use breaker_support::{Edit, all_states, assert_edits_refused};

/// Saved states along a bot game of the built-in two-team setup.
fn saved_states(seed: u64) -> Vec<Game> {
    let mut setup = builtin_setup("two_teams", seed).expect("built in");
    setup.max_days = 40;
    all_states(Game::new(&setup).expect("a built-in setup starts"), seed)
}

#[test]
fn every_state_of_real_games_is_consistent_and_replays() {
    for seed in 1..=3 {
        let all = saved_states(seed);
        let step = (all.len() / 8).max(1);
        for g in all.iter().step_by(step).chain(all.last()) {
            g.check().unwrap_or_else(|e| panic!("seed {seed}: a real state refused: {e}"));
            g.verify().unwrap_or_else(|e| panic!("seed {seed}: a real state does not verify: {e}"));
            let back: Game = serde_json::from_str(&serde_json::to_string(g).unwrap()).expect("deserializes");
            assert_eq!(&back, g);
        }
    }
}

/// A state awaiting a plan, and one awaiting an answer to a question, as JSON.
fn plan_and_question() -> (Value, Value) {
    let all = saved_states(4);
    let plan = all
        .iter()
        .rev()
        .find(|g| matches!(g.pending(), Pending::Plan { .. }) && g.teams().iter().all(|t| t.men.len() >= 2))
        .expect("a plan is awaited");
    let question =
        all.iter().rev().find(|g| matches!(g.pending(), Pending::Question { .. })).expect("a question is put");
    (serde_json::to_value(plan).unwrap(), serde_json::to_value(question).unwrap())
}

#[test]
fn hand_edited_states_are_refused_with_a_reason() {
    let (plan, question) = plan_and_question();
    let cases: Vec<(&str, Edit, &Value)> = vec![
        ("the active team is team 7", Box::new(|m: &mut Value| m["active"] = json!(7)), &plan),
        ("day 0 is not one of the days", Box::new(|m: &mut Value| m["day"] = json!(0)), &plan),
        ("day 41 is not one of the days 1 to 40", Box::new(|m: &mut Value| m["day"] = json!(41)), &plan),
        (
            "the state has 1 teams, the setup makes 2",
            Box::new(|m: &mut Value| {
                m["teams"].as_array_mut().unwrap().pop();
            }),
            &plan,
        ),
        ("the setup makes it team 1", Box::new(|m: &mut Value| m["teams"][1]["name"] = json!("Impostors")), &plan),
        (
            "is listed twice",
            Box::new(|m: &mut Value| {
                // A copy of a man of the first team with men (however few the bot game left).
                let men = m["teams"].as_array_mut().unwrap().iter_mut().map(|t| &mut t["men"]);
                let men = men.filter_map(Value::as_array_mut).find(|men| !men.is_empty()).unwrap();
                let man = men[0].clone();
                men.push(man);
            }),
            &plan,
        ),
        ("never issued", Box::new(|m: &mut Value| m["teams"][1]["next_man"] = json!(1)), &plan),
        (
            "off the table",
            Box::new(|m: &mut Value| m["teams"][0]["position"] = json!({"x": -500_000, "y": -500_000})),
            &plan,
        ),
        ("at most 9", Box::new(|m: &mut Value| m["teams"][0]["race"]["weed_doses_open"] = json!(10)), &plan),
        (
            "a plan is awaited, yet a question is put",
            Box::new(|m: &mut Value| m["question"] = json!({"type": "shoot_rapids"})),
            &plan,
        ),
        ("the game is over but the step is Plan", Box::new(|m: &mut Value| m["over"] = json!(true)), &plan),
        (
            "prize sites",
            Box::new(|m: &mut Value| {
                m["map"]["quest"]["sites"] = json!([{"prize": "king_solomons_mines", "column": 9, "row": 0}])
            }),
            &plan,
        ),
        ("the quest board names team 6", Box::new(|m: &mut Value| m["map"]["quest"]["free_moves"] = json!([6])), &plan),
        (
            // Issue 29: a map of the wrong size.
            "the map has 1144 cells, the table has 144",
            Box::new(|m: &mut Value| {
                let cells = m["map"]["cells"].as_array_mut().unwrap();
                let cell = cells[0].clone();
                cells.extend(std::iter::repeat_n(cell, 1000));
            }),
            &plan,
        ),
        (
            "the map has 143 cells",
            Box::new(|m: &mut Value| {
                m["map"]["cells"].as_array_mut().unwrap().pop();
            }),
            &plan,
        ),
        (
            // Issue 29: an abandon order padded with duplicates.
            "its abandon order lists 1013 goods; it must list each of the 13 goods once",
            Box::new(|m: &mut Value| {
                let order = m["teams"][0]["abandon_order"].as_array_mut().unwrap();
                order.extend(std::iter::repeat_n(json!("ration"), 1000));
            }),
            &plan,
        ),
        (
            "its abandon order lists 13 goods; it must list each",
            Box::new(|m: &mut Value| m["teams"][1]["abandon_order"][0] = m["teams"][1]["abandon_order"][1].clone()),
            &plan,
        ),
        (
            "not trapped in the mines",
            Box::new(|m: &mut Value| {
                m["question"] = json!({"type": "mines_escape", "men": 2, "treasure": 500, "failed": 0})
            }),
            &question,
        ),
        (
            "not at the start of a held turn",
            Box::new(|m: &mut Value| {
                m["question"] = json!({"type": "held_turn", "turns_left": 3, "trapped": false, "captive": false})
            }),
            &question,
        ),
        (
            "who is not in the party",
            Box::new(|m: &mut Value| m["question"] = json!({"type": "heat_collapse", "men": [4000]})),
            &question,
        ),
    ];
    assert_edits_refused::<Game, _>(cases);
}

#[test]
fn a_log_that_does_not_reproduce_the_state_fails_verification() {
    let (plan, _) = plan_and_question();
    let g: Game = serde_json::from_value(plan.clone()).unwrap();
    assert_eq!(g.verify(), Ok(()));
    // A ration more: structurally fine, but the log does not lead there.
    let mut m = plan.clone();
    m["teams"][0]["stores"]["rations"] = json!(m["teams"][0]["stores"]["rations"].as_u64().unwrap() + 1);
    let fed: Game = serde_json::from_value(m).expect("a ration more is structurally fine");
    let err = fed.verify().expect_err("the replay gives the team its real rations");
    assert!(matches!(err, StateError::Log { .. }), "{err}");
    assert!(err.to_string().contains("the teams differ"), "{err}");
    assert_eq!(err.code(), ErrorCode::ReplayFailed);
    // A log cut short replays to an earlier state.
    let mut m = plan;
    m["log"].as_array_mut().unwrap().pop();
    let cut: Game = serde_json::from_value(m).unwrap();
    assert!(matches!(cut.verify(), Err(StateError::Log { .. })));
}

/// The first saved state (of a few bot games) whose active team has an encounter of this type
/// waiting, as JSON.
fn waiting(kind: &str) -> Option<Value> {
    (1..=8).flat_map(saved_states).map(|g| serde_json::to_value(&g).unwrap()).find(|m| {
        let active = m["active"].as_u64().unwrap() as usize;
        m["teams"][active]["race"]["pending"]["type"] == json!(kind)
    })
}

/// Every question and every encounter waiting for an answer is checked against the team: the
/// newer race questions (tusks, hasty defence, free move, hunting party, its direction), the
/// numbers of the Wilderness questions, and what the encounter holds (a possible tribe, the men
/// it names, the fights' own units).
#[test]
fn every_question_and_waiting_encounter_is_checked() {
    let (_, question) = plan_and_question();
    let active = question["active"].as_u64().unwrap() as usize;
    let other = 1 - active;
    let tribe = json!({"kind": "generic", "size": "small", "warriors": 10});
    // The question state with no encounter waiting (whatever the bot game left there).
    let mut question = question;
    question["teams"][active]["race"]["pending"] = Value::Null;
    question["question"] = json!({"type": "shoot_rapids"});
    let mut cases: Vec<(&str, Edit, Value)> = vec![
        (
            "graveyard's tusks",
            Box::new(|m: &mut Value| m["question"] = json!({"type": "tusks", "most": 3})),
            question.clone(),
        ),
        (
            "attack after a Defensive posture",
            Box::new(move |m: &mut Value| m["question"] = json!({"type": "hasty_defence", "tribe": tribe})),
            question.clone(),
        ),
        (
            "attack after a Forceful posture",
            Box::new(|m: &mut Value| {
                m["question"] =
                    json!({"type": "free_move", "tribe": {"kind": "masai", "size": "large", "warriors": 60}})
            }),
            question.clone(),
        ),
        (
            "no hunting party is made up",
            Box::new(|m: &mut Value| {
                m["question"] = json!({"type": "hunting_party", "party": {"hunters": 1, "porters": 2, "gun_bearers": 0},
                    "hunters": [], "spare_porters": 0})
            }),
            question.clone(),
        ),
        (
            "no hunting party waits for its direction",
            Box::new(|m: &mut Value| m["question"] = json!({"type": "hunt_direction", "distance": 9})),
            question.clone(),
        ),
        (
            "9 war canoes",
            Box::new(|m: &mut Value| m["question"] = json!({"type": "war_canoes", "count": 9})),
            question.clone(),
        ),
        (
            "rescuers",
            Box::new(|m: &mut Value| m["question"] = json!({"type": "gas", "downed": [], "max_rescuers": 200})),
            question.clone(),
        ),
        (
            "no question is put to it",
            Box::new(move |m: &mut Value| m["teams"][other]["race"]["pending"] = json!({"type": "hunt_offer"})),
            question.clone(),
        ),
        (
            "40 hippos (2D6)",
            Box::new(move |m: &mut Value| {
                m["teams"][active]["race"]["pending"] = json!({"type": "herd", "count": 40, "distance": 3});
                m["question"] = json!({"type": "herd_action", "count": 40, "distance": 3});
            }),
            question.clone(),
        ),
    ];
    // What the encounters found in real games hold.
    if let Some(state) = waiting("natives") {
        cases.push((
            "a tribe of 5000 warriors",
            Box::new(|m: &mut Value| {
                let a = m["active"].as_u64().unwrap() as usize;
                m["teams"][a]["race"]["pending"]["met"]["tribe"]["warriors"] = json!(5000);
            }),
            state,
        ));
    }
    if let Some(state) = waiting("native_fight") {
        cases.push((
            "more warriors than it started with",
            Box::new(|m: &mut Value| {
                let a = m["active"].as_u64().unwrap() as usize;
                let unit = &mut m["teams"][a]["race"]["pending"]["fight"]["natives"][0];
                unit["warriors"] = json!(unit["start"].as_u64().unwrap() + 1);
            }),
            state.clone(),
        ));
        cases.push((
            "figures, its setup",
            Box::new(|m: &mut Value| {
                let a = m["active"].as_u64().unwrap() as usize;
                let figures = &mut m["teams"][a]["race"]["pending"]["fight"]["party"][0]["figures"];
                let f = figures[0].clone();
                figures.as_array_mut().unwrap().push(f);
            }),
            state,
        ));
    }
    if let Some(state) = waiting("hunt_party") {
        cases.push((
            "in the hunting party twice",
            Box::new(|m: &mut Value| {
                let a = m["active"].as_u64().unwrap() as usize;
                let p = &mut m["teams"][a]["race"]["pending"];
                let porter = p["porters"][0].clone();
                p["porters"].as_array_mut().unwrap().push(porter);
            }),
            state,
        ));
    }
    if let Some(state) = waiting("hunt_fight").or_else(|| waiting("wild_fight")) {
        cases.push((
            "down the line",
            Box::new(|m: &mut Value| {
                let a = m["active"].as_u64().unwrap() as usize;
                m["teams"][a]["race"]["pending"]["fight"]["beasts"][0]["position"] = json!(i32::MAX);
            }),
            state,
        ));
    }
    assert!(cases.len() >= 12, "real games met natives, fights and hunting parties: {} cases", cases.len());
    assert_edits_refused::<Game, _>(cases);
}

/// A game saved before the carrying rules of issue 23 (Europeans and askari carry; the built-in
/// outfits' abandon order), by commit a9b795a: the four-team built-in setup, seed 5, on day 6,
/// played by the conformance policy (k = (step*7+3) % n). The saved shape did not change, so it
/// still loads and plays on under the new rules; its log, played by the old rules, need not
/// replay to it (`verify` then says so with a typed `StateError::Log`).
#[test]
fn a_game_saved_before_the_carrying_rules_still_loads_and_plays_on() {
    let text = include_str!("nile_support/saved_before_issue23.json");
    let mut g: Game = serde_json::from_str(text).expect("an old save loads");
    g.check().expect("and is consistent");
    assert_eq!(serde_json::to_string(&g).unwrap(), text.trim_end(), "loads and saves back byte for byte");
    match g.verify() {
        Ok(()) | Err(StateError::Log { .. }) => {}
        Err(e) => panic!("an old save refused for another reason: {e}"),
    }
    for step in 0..200usize {
        let Some(&t) = g.to_decide().first() else { break };
        let legal = g.legal_decisions(t);
        assert!(!legal.is_empty());
        let d = legal[(step * 7 + 3) % legal.len()].clone();
        g.apply(t, &d).unwrap_or_else(|e| panic!("step {step}: {d:?} refused: {e}"));
    }
}
