//! Rulebook examples with scripted dice as conformance vectors for every binding: the files in
//! `ffi/tests/vectors/` that the C test program (`tests/c/play.c`) and the Node tests
//! (`wasm/tests/vectors.test.mjs`) replay through `*_game_new_from_setup` / `fromSetup`, the
//! constructors that keep a setup's own dice.
//!
//! Each example is played here on the core's `Game` exactly as its rule test plays it (the Congo
//! setups come from the rule tests' own harness, `tests/congo_common`), its rulebook outcome is
//! checked, and then its setup and decision log are replayed through the shared binding layer
//! ([`Session::from_setup`]) to write the vector. A vector with a script that runs dry or holds
//! a face its die cannot show ends with the refused decision, its code, and the promise that
//! the state stayed byte-identical. `UPDATE_VECTORS=1 cargo test -p congo-nile-ffi --test
//! rulebook_vectors` rewrites the files; otherwise a stale file fails.
//!
//! # The vector format (JSON Lines, every line compact `serde_json`)
//! 1. `{"game":"congo"|"nile","example":"...","rules":["CG-SHOOT-02",...]}`
//! 2. `{"setup":SETUP,"result":RESULT}`: start a game keeping the setup's dice.
//! 3. and on: `{"player":INDEX,"decision":DECISION,"result":RESULT}`: apply one decision (the
//!    player as an index into the game's players).
//!
//! `RESULT` is `{"events":[...]}` (the events, byte-equal to what the binding returns; a new game
//! has none) or `{"error":{"code":5,"name":"DiceExhausted"}}` (the call is refused with that code
//! and the game, if there is one, is left byte-identical).

#[path = "../../tests/congo_common/mod.rs"]
mod congo_common;

use congo_common::{find, reveal, setup};
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Decision, GroupId, What};
use congo_nile_ffi::session::{BindingError, BindingGame, Session};
use serde::Serialize;
use serde_json::json;
use std::path::Path;
use tabletop::{ErrorCode, RulesGame};

/// What one line of a vector says happened.
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Outcome<'a, E> {
    Events(&'a [E]),
    Error { code: u32, name: String },
}

impl<'a, E> Outcome<'a, E> {
    fn of(result: &'a Result<Vec<E>, BindingError>) -> Outcome<'a, E> {
        match result {
            Ok(events) => Outcome::Events(events),
            Err(e) => Outcome::Error { code: e.code.as_u32(), name: format!("{:?}", e.code) },
        }
    }
}

/// Line 1 of a vector.
#[derive(Serialize)]
struct Head<'a> {
    game: &'a str,
    example: &'a str,
    rules: &'a [&'a str],
}

/// Line 2: the setup and what starting from it gave.
#[derive(Serialize)]
struct Start<'a, S, E> {
    setup: &'a S,
    result: Outcome<'a, E>,
}

/// Lines 3 and on: one decision and what it gave.
#[derive(Serialize)]
struct Step<'a, D, E> {
    player: u32,
    decision: &'a D,
    result: Outcome<'a, E>,
}

/// One recorded vector: its text, and the events of each decision (for the rulebook checks).
struct Recorded<G: BindingGame> {
    text: String,
    events: Vec<Vec<G::Event>>,
    refusal: Option<ErrorCode>,
}

/// Replay `setup` and `log` through the binding layer, then `refused` (a decision that must be
/// refused, with the state untouched), and write the vector's lines.
fn record<G: BindingGame>(
    example: &str,
    rules: &[&str],
    setup: &G::Setup,
    log: &[(G::Player, G::Decision)],
    refused: Option<(G::Player, G::Decision)>,
) -> Recorded<G> {
    let mut text = line(&Head { game: G::KIND, example, rules });
    let mut session = match Session::<G>::from_setup(setup.clone()) {
        Ok(session) => {
            text += &line(&Start { setup, result: Outcome::<G::Event>::Events(&[]) });
            session
        }
        Err(e) => {
            let refusal = Err::<Vec<G::Event>, _>(e);
            text += &line(&Start { setup, result: Outcome::of(&refusal) });
            assert!(log.is_empty() && refused.is_none(), "{example}: nothing follows a refused setup");
            return Recorded { text, events: vec![], refusal: refusal.err().map(|e| e.code) };
        }
    };
    let mut events = Vec::new();
    let mut step = |session: &mut Session<G>, player: G::Player, decision: &G::Decision| {
        let index = session.player_index(player).unwrap();
        let result = session.apply(index, decision).map(<[G::Event]>::to_vec);
        text += &line(&Step { player: index, decision, result: Outcome::of(&result) });
        result
    };
    for (player, decision) in log {
        let result = step(&mut session, *player, decision);
        events.push(result.unwrap_or_else(|e| panic!("{example}: {decision:?} refused through the binding: {e}")));
    }
    let refusal = refused.map(|(player, decision)| {
        let before = session.to_json().unwrap();
        let error = step(&mut session, player, &decision).expect_err("the script cannot serve this decision");
        assert_eq!(session.to_json().unwrap(), before, "{example}: the refusal changed the state");
        error.code
    });
    Recorded { text, events, refusal }
}

/// `value` as one line of a vector.
fn line<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap() + "\n"
}

/// The decisions a game applied, in order.
fn log_of<G: RulesGame>(game: &G) -> Vec<(G::Player, G::Decision)> {
    game.log().iter().map(|e| (e.player, e.decision.clone())).collect()
}

/// Compare a vector with its committed file (or write it under `UPDATE_VECTORS`).
fn check_file(name: &str, text: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors").join(name);
    if std::env::var_os("UPDATE_VECTORS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == text,
        "ffi/tests/vectors/{name} is stale: run `UPDATE_VECTORS=1 cargo test -p congo-nile-ffi --test rulebook_vectors` and commit it"
    );
}

// ---------- Congo: the shooting journal example (Congo rulebook, "Big Game Hunting") ----------

const JOURNAL_RULES: &[&str] = &["CG-SHOOT-08", "CG-SHOOT-10", "CG-SHOOT-13", "CG-SHOOT-14", "CG-SHOOT-19"];

/// Zanzibaris (5 x D8, muskets) 10" south of Cannibals (5 figures, open ground): the rule test's
/// setup (`tests/congo_shooting.rs`, `journal`).
fn journal_setup(dice: Vec<u32>) -> congo_core::Setup {
    setup(
        vec![congo_common::line("zan.zanzibaris", 10, 10)],
        vec![congo_common::line("forest.cannibals", 10, 20)],
        TotemKind::Lion,
        dice,
    )
}

fn shoot() -> Decision {
    Decision::Shoot { group: GroupId(0), leader: FigureId(0), target: GroupId(1), giraffe: None }
}

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

/// The journal example up to the target's cover roll: cards revealed, the shot, its attack roll,
/// going to ground.
fn journal_until_cover(dice: Vec<u32>) -> congo_core::Game {
    let mut g = congo_core::Game::new(&journal_setup(dice)).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot()).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &Decision::GoToGround).unwrap();
    g
}

// rule: CG-SHOOT-10
// rule: CG-SHOOT-13
// rule: CG-SHOOT-19
#[test]
fn congo_shooting_journal_example() {
    // Attack 5D8: 6 5 5 2 7 = four hits. Go to ground: bag index 0 (a Shooting token).
    // Cover 4D6 + 1D8: 5 1 2 3 | 6 = two cancelled. Musket token: bag index 9 (Combat).
    let dice = vec![6, 5, 5, 2, 7, 0, 5, 1, 2, 3, 6, 9];
    let mut g = journal_until_cover(dice.clone());
    g.apply(Player::Two, &roll()).unwrap();
    g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap();
    assert_eq!(g.groups()[1].figures.len(), 3, "two of five cannibals fell");
    let v = record::<congo_core::Game>(
        "Congo rulebook, Big Game Hunting: the shooting journal example (5D8 muskets at cannibals in the open)",
        JOURNAL_RULES,
        &journal_setup(dice),
        &log_of(&g),
        None,
    );
    let all: Vec<_> = v.events.iter().flatten().cloned().collect();
    assert!(find(&all, |w| matches!(w, What::Hits { hits: 4, .. })).is_some());
    assert!(find(&all, |w| matches!(w, What::HitsCancelled { cancelled: 2, remaining: 2, .. })).is_some());
    assert!(find(&all, |w| matches!(w, What::SmokeMarker { group } if *group == GroupId(0))).is_some());
    check_file("congo_shooting_journal.jsonl", &v.text);
}

#[test]
fn congo_shooting_journal_with_a_script_that_runs_dry() {
    // The script stops after going to ground: the target's cover roll finds no face.
    let dice = vec![6, 5, 5, 2, 7, 0];
    let g = journal_until_cover(dice.clone());
    let v = record::<congo_core::Game>(
        "the shooting journal example, its script cut before the cover roll: the roll is refused",
        JOURNAL_RULES,
        &journal_setup(dice),
        &log_of(&g),
        Some((Player::Two, roll())),
    );
    assert_eq!(v.refusal, Some(ErrorCode::DiceExhausted));
    check_file("congo_shooting_journal_dry.jsonl", &v.text);
}

#[test]
fn congo_shooting_journal_with_a_face_no_d8_shows() {
    // The fifth attack die reads 9: no D8 shows it.
    let dice = vec![6, 5, 5, 2, 9, 0, 5, 1, 2, 3, 6, 9];
    let mut g = congo_core::Game::new(&journal_setup(dice.clone())).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot()).unwrap();
    let v = record::<congo_core::Game>(
        "the shooting journal example with a 9 among the attack dice (5D8): the roll is refused",
        JOURNAL_RULES,
        &journal_setup(dice),
        &log_of(&g),
        Some((Player::One, roll())),
    );
    assert_eq!(v.refusal, Some(ErrorCode::ScriptedValueOutOfRange));
    check_file("congo_shooting_journal_bad_face.jsonl", &v.text);
}

// ---------- Nile: a day lost with a guide, and a Lucky Break (expedition game, the day) ----------

/// One team from the south (jungle) with five bearers, a guide and 40 rations, on a table whose
/// approach terrains are given: the setup of `tests/nile_journey.rs` (`scripted`).
fn nile_setup(faces: &[u32]) -> nile_core::Setup {
    serde_json::from_value(json!({
        "teams": [{"name": "South", "approach": "south", "outfit": {"bearers": 5, "guides": 1, "rations": 40}}],
        "dice": {"kind": "scripted", "queue": faces},
        "approach_terrain": ["veldt", "swamp", "jungle", "desert"],
        "pregenerate": false,
        "max_days": 10,
        "budget": 1000,
    }))
    .unwrap()
}

fn plan() -> nile_core::Decision {
    nile_core::Decision::Plan {
        activity: nile_core::ActivityLevel::Normal,
        heading: nile_core::Direction::N,
        use_guide: true,
        afloat: false,
        medicine: false,
    }
}

/// Day 1 of `tests/nile_journey.rs`: skill D6 4 (Hunter), Lucky Breaks D6 1 (3); event D6 3
/// (none), Lost D6 3 (+1 guide = 4: lost in the jungle, the guide leaves), template D6 2 (NE),
/// movement 2 2 2, the native check's D6 6 (none).
const DAY1: [u32; 9] = [4, 1, 3, 3, 2, 2, 2, 2, 6];

// rule: EX-SEQ-01
// rule: EX-LOST-11
// rule: EX-LUCK-02
#[test]
fn nile_a_day_lost_with_a_guide_and_a_lucky_break() {
    use nile_core::{Decision, Event, Pending};
    let t = nile_core::TeamId(0);
    // After the Lost Check's 3, a Lucky Break re-rolls it: 6, not lost; the guide stays.
    let mut faces = DAY1.to_vec();
    faces.splice(4..5, [6]);
    let mut g = nile_core::Game::new(&nile_setup(&faces)).unwrap();
    g.apply(t, &plan()).unwrap();
    g.apply(t, &Decision::KeepRoll).unwrap();
    assert!(matches!(g.pending(), Pending::LuckyBreak { .. }), "offered after the Lost Check");
    g.apply(t, &Decision::PlayLuckyBreak).unwrap();
    while let Pending::LuckyBreak { .. } = g.pending() {
        g.apply(t, &Decision::KeepRoll).unwrap();
    }
    assert_eq!(g.day(), 2);
    let v = record::<nile_core::Game>(
        "the expedition game, the day: a Lost Check re-rolled with a Lucky Break (6: not lost, the guide stays)",
        &["EX-SEQ-01", "EX-LOST-11", "EX-LUCK-02"],
        &nile_setup(&faces),
        &log_of(&g),
        None,
    );
    let all: Vec<_> = v.events.iter().flatten().cloned().collect();
    assert!(all.contains(&Event::LuckyBreak { team: t, die: tabletop::Die::D6, old: 3, new: 6 }));
    assert!(all.iter().any(|e| matches!(e, Event::LostCheck { lost: false, total: 7, .. })));
    assert!(!all.iter().any(|e| matches!(e, Event::ManGone { .. })), "no event says the guide went");
    assert!(all.iter().any(|e| matches!(e, Event::DayBegins { .. })));
    check_file("nile_lucky_break.jsonl", &v.text);
}

#[test]
fn nile_with_a_script_that_runs_dry() {
    // The script ends with the start's rolls: the plan's event check finds no face, so the plan
    // is refused and the game left untouched.
    let faces = &DAY1[..2];
    let g = nile_core::Game::new(&nile_setup(faces)).unwrap();
    let v = record::<nile_core::Game>(
        "the expedition game, the day: a script that runs dry during the day refuses the plan",
        &["EX-SEQ-01"],
        &nile_setup(faces),
        &log_of(&g),
        Some((nile_core::TeamId(0), plan())),
    );
    assert_eq!(v.refusal, Some(ErrorCode::DiceExhausted));
    check_file("nile_day_dry.jsonl", &v.text);
}

#[test]
fn nile_with_a_script_too_short_to_start() {
    // The team's skill is rolled at the start, its Lucky Breaks find no face: no game.
    let v = record::<nile_core::Game>(
        "the expedition game, the start: a script with no face for the Lucky Breaks refuses the setup",
        &["EX-LUCK-01"],
        &nile_setup(&[4]),
        &[],
        None,
    );
    assert_eq!(v.refusal, Some(ErrorCode::DiceExhausted));
    check_file("nile_start_dry.jsonl", &v.text);
}
