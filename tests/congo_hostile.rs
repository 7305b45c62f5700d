//! A hostile or careless caller of the congo-core turn engine: arbitrary decisions, garbage JSON,
//! nonsense setups and tampered saved states must give typed errors, never panic, and a refused
//! decision leaves the state byte-identical.

use congo_nile::congo::{Decision, Game, Player, Setup, demo};
use congo_nile::tabletop::{Bot, Die, Length, Point, RulesGame};
use proptest::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};
mod breaker_support;
use breaker_support::{apply_checked, edits, saved_states, state_edits_that_panic};

fn setup(seed: u64) -> Setup {
    demo::skirmish(seed).expect("demo columns muster")
}

fn game(seed: u64) -> Game {
    Game::new(&setup(seed)).expect("demo setup is valid")
}

fn json<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_string(t).expect("serializes")
}

// rule: CG-STRESS-04
/// The invariants every state keeps: at most four Stress tokens by a group, only living figures
/// in a group, the 45 Stress tokens all in the bag or by a group.
fn invariants(g: &Game) -> Result<(), String> {
    for grp in g.groups() {
        if grp.stress.len() > 4 {
            return Err(format!("a group holds {} Stress tokens, never more than four", grp.stress.len()));
        }
        if let Some(f) = grp.figures.iter().find(|f| !g.figure(**f).is_some_and(|f| f.alive)) {
            return Err(format!("a group lists {f:?}, no living figure: only living figures"));
        }
    }
    let on_table: usize = g.groups().iter().map(|x| x.stress.len()).sum();
    let total = on_table as u32 + g.bag().total();
    if total != 45 {
        return Err(format!("{total} Stress tokens in the bag and by the groups, not 45"));
    }
    Ok(())
}

/// Apply `d` as `p` under the shared guard (`breaker_support::apply_checked`): no panic; a
/// refusal leaves the bytes identical; an acceptance keeps the invariants. Whether accepted.
fn hostile_apply(g: &mut Game, p: Player, d: &Decision) -> bool {
    apply_checked("congo", g, p, d, invariants)
}

fn wild_u16() -> impl Strategy<Value = u16> {
    prop_oneof![0u16..40, Just(u16::MAX), Just(u16::MAX - 1), any::<u16>()]
}
fn wild_u8() -> impl Strategy<Value = u8> {
    prop_oneof![0u8..12, Just(u8::MAX), Just(0), any::<u8>()]
}
fn wild_len() -> impl Strategy<Value = Length> {
    prop_oneof![-2_000i32..50_000, Just(i32::MAX), Just(i32::MIN), any::<i32>()].prop_map(Length)
}
fn wild_point() -> impl Strategy<Value = Point> {
    (wild_len(), wild_len()).prop_map(|(x, y)| Point { x, y })
}
fn gid() -> impl Strategy<Value = congo_nile::congo::GroupId> {
    wild_u16().prop_map(congo_nile::congo::GroupId)
}
fn fid() -> impl Strategy<Value = congo_nile::congo::FigureId> {
    wild_u16().prop_map(congo_nile::congo::FigureId)
}
fn die() -> impl Strategy<Value = Die> {
    prop_oneof![Just(Die::D4), Just(Die::D6), Just(Die::D8), Just(Die::D10), Just(Die::D12)]
}

/// Any decision of the JSON shape, with wild ids, indices and coordinates, built by JSON so the
/// test follows the wire format a hostile caller uses.
fn arbitrary_decision() -> impl Strategy<Value = Decision> {
    let kinds = ["shooting", "combat", "movement", "terror", "panic"];
    let kind = proptest::sample::select(kinds.to_vec());
    let opt_kind = proptest::option::of(kind.clone());
    let action = prop_oneof![
        Just(serde_json::json!({"kind": "movement", "colour": "black"})),
        Just(serde_json::json!({"kind": "movement", "colour": "red"})),
        Just(serde_json::json!({"kind": "shooting"})),
        Just(serde_json::json!({"kind": "influence", "colour": "black"})),
        Just(serde_json::json!({"kind": "influence", "colour": "red"})),
    ];
    let j = prop_oneof![
        proptest::collection::vec(wild_u8(), 0..5).prop_map(|c| serde_json::json!({"type": "choose_action_cards", "cards": c})),
        wild_u8().prop_map(|c| serde_json::json!({"type": "choose_card", "card": c})),
        proptest::option::of(wild_u8()).prop_map(|c| serde_json::json!({"type": "cheetah", "card": c})),
        any::<bool>().prop_map(|b| serde_json::json!({"type": "initiative", "go_first": b})),
        (gid(), fid(), proptest::collection::vec(wild_point(), 0..4), proptest::option::of(gid()),
            proptest::option::of(proptest::collection::vec(wild_point(), 0..8)))
            .prop_map(|(g, f, p, e, fm)| serde_json::json!({"type": "move", "group": g, "leader": f, "path": p, "engage": e, "formation": fm})),
        (gid(), fid(), gid(), proptest::option::of(wild_u8()))
            .prop_map(|(g, f, t, gi)| serde_json::json!({"type": "shoot", "group": g, "leader": f, "target": t, "giraffe": gi})),
        gid().prop_map(|g| serde_json::json!({"type": "reload", "group": g})),
        gid().prop_map(|g| serde_json::json!({"type": "rally", "group": g})),
        gid().prop_map(|g| serde_json::json!({"type": "terror", "target": g})),
        (wild_u8(), action).prop_map(|(c, a)| serde_json::json!({"type": "lion", "card": c, "action": a})),
        wild_u8().prop_map(|c| serde_json::json!({"type": "gorilla", "card": c})),
        (wild_u8(), gid(), kind.clone()).prop_map(|(c, g, k)| serde_json::json!({"type": "buffalo", "card": c, "group": g, "token": k})),
        Just(serde_json::json!({"type": "end_card"})),
        (proptest::collection::vec(die(), 0..6), proptest::option::of(wild_u8()))
            .prop_map(|(d, c)| serde_json::json!({"type": "roll", "drop": d, "crocodile": c})),
        Just(serde_json::json!({"type": "go_to_ground"})),
        proptest::collection::vec(fid(), 0..8).prop_map(|f| serde_json::json!({"type": "remove_casualties", "figures": f})),
        any::<bool>().prop_map(|b| serde_json::json!({"type": "use_rule", "accept": b})),
        (proptest::option::of(gid()), opt_kind).prop_map(|(g, k)| serde_json::json!({"type": "take_stress", "from": g, "token": k})),
        gid().prop_map(|g| serde_json::json!({"type": "give_stress", "to": g})),
        proptest::collection::vec(kind.clone(), 0..6).prop_map(|t| serde_json::json!({"type": "return_stress", "tokens": t})),
        proptest::option::of(fid()).prop_map(|f| serde_json::json!({"type": "frenzy", "figure": f})),
        (gid(), kind.clone()).prop_map(|(g, k)| serde_json::json!({"type": "remove_stress", "group": g, "token": k})),
        proptest::option::of((gid(), kind.clone(), gid(), kind))
            .prop_map(|s| serde_json::json!({"type": "litany", "swap": s.map(|(a, ag, b, bg)| serde_json::json!({"a": a, "a_gives": ag, "b": b, "b_gives": bg}))})),
    ];
    j.prop_map(|v| serde_json::from_value::<Decision>(v.clone()).unwrap_or_else(|e| panic!("{v}: {e}")))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, .. ProptestConfig::default() })]

    #[test]
    fn arbitrary_decisions_never_panic_nor_corrupt(
        seed in any::<u64>(),
        hostile in proptest::collection::vec((any::<u16>(), arbitrary_decision(), any::<bool>()), 1..40),
    ) {
        let mut g = game(seed);
        let mut bot = Bot::new(seed ^ 0x5eed);
        let mut steps: u32 = 0;
        let mut hostile = hostile.into_iter().peekable();
        while let Some(&p) = g.to_decide().first() {
            // At random points, hostile decisions instead of a legal one.
            while let Some((at, d, wrong)) = hostile.next_if(|(at, _, _)| u32::from(*at % 600) <= steps) {
                let _ = at;
                let who = if wrong { p.other() } else { p };
                hostile_apply(&mut g, who, &d);
                // A legal decision of the other player, sent as this one.
                if let Some(other) = g.legal_decisions(p.other()).first().cloned() {
                    hostile_apply(&mut g, p, &other);
                }
            }
            let Some(&p) = g.to_decide().first() else { break };
            let d = bot.choose(&g, p).expect("a player asked to decide has a legal decision");
            g.apply(p, &d).expect("a legal decision is accepted");
            prop_assert_eq!(invariants(&g), Ok(()));
            steps += 1;
            prop_assert!(steps < 50_000, "the game ends");
        }
        prop_assert!(g.is_over());
        // After the end: everything is refused and nothing changes.
        for (_, d, _) in hostile {
            for p in Player::BOTH {
                prop_assert!(!hostile_apply(&mut g, p, &d), "a decision after the end is refused");
            }
        }
        let _ = (g.pending(), g.view(Player::One), g.view(Player::Two));
    }
}

#[test]
fn mangled_decision_json_is_an_error() {
    let good = json(&Decision::ChooseActionCards { cards: vec![1, 2, 3] });
    let bad = [
        &good[..good.len() / 2],
        r#"{"type":"choose_action_cards","cards":[1,2,99999999999999999999]}"#,
        r#"{"type":"choose_action_cards","cards":[-1,2,3]}"#,
        r#"{"type":"no_such","cards":[1,2,3]}"#,
        r#"{"type":"move","group":70000,"leader":0,"path":[],"engage":null,"formation":null}"#,
        r#"{"type":"move","group":0,"leader":0,"path":[{"x":1e99,"y":0}],"engage":null,"formation":null}"#,
        r#"{"type":"roll","drop":["d7"],"crocodile":null}"#,
        r#"{"type":"remove_stress","group":0,"token":"fear"}"#,
        r#"{"cards":[1,2,3]}"#,
        "[]",
        "null",
        "",
    ];
    for s in bad {
        let r = catch_unwind(|| serde_json::from_str::<Decision>(s).is_err());
        assert!(matches!(r, Ok(true)), "{s:?} must be an error, not a panic or a decision");
    }
}

#[test]
fn mangled_setup_json_is_an_error() {
    let good = serde_json::to_value(setup(1)).unwrap();
    let text = good.to_string();
    for cut in [1, text.len() / 3, text.len() / 2, text.len() - 1] {
        assert!(serde_json::from_str::<Setup>(&text[..cut]).is_err());
    }
    let mutations: [(&str, serde_json::Value); 5] = [
        ("/turns", serde_json::json!(256)),
        ("/turns", serde_json::json!(-1)),
        ("/initiative", serde_json::json!("three")),
        ("/dice", serde_json::json!({"kind": "loaded", "seed": 1})),
        ("/dice", serde_json::json!({"kind": "seeded", "seed": 1e30})),
    ];
    for (ptr, v) in mutations {
        let mut m = good.clone();
        *m.pointer_mut(ptr).unwrap() = v;
        let r = catch_unwind(|| serde_json::from_value::<Setup>(m).is_err());
        assert!(matches!(r, Ok(true)), "{ptr} mutated must be an error");
    }
}

/// Runs `Game::new` with a guard; `Ok(true)` when refused.
fn refused(s: &Setup) -> bool {
    let r = catch_unwind(AssertUnwindSafe(|| Game::new(s).is_err()));
    r.unwrap_or_else(|_| panic!("Game::new panicked"))
}

#[test]
fn nonsense_setups_are_setup_errors() {
    // rule: CG-TURN-06
    let mut s = setup(2);
    s.turns = 0;
    assert!(refused(&s), "zero turns");
    // Overlapping bases: every member of a group on one spot.
    let mut s = setup(2);
    let at = s.columns[0].groups[0].members[0];
    for m in &mut s.columns[0].groups[0].members {
        *m = at;
    }
    assert!(refused(&s), "overlapping bases");
    // Two groups of different columns on the same spot.
    let mut s = setup(2);
    let n = usize::from(s.columns[1].groups[0].profile.figures);
    s.columns[1].groups[0].members = s.columns[0].groups[0].members.clone();
    s.columns[1].groups[0].members.truncate(n);
    while s.columns[1].groups[0].members.len() < n {
        s.columns[1].groups[0].members.push(Point::inches(-50, -50));
    }
    assert!(refused(&s), "bases of both columns on one spot");
    // Off the table, at the ends of i32.
    for far in [Point { x: Length(i32::MAX), y: Length(i32::MAX) }, Point { x: Length(i32::MIN), y: Length(i32::MIN) }]
    {
        let mut s = setup(2);
        for m in &mut s.columns[0].groups[0].members {
            *m = far;
        }
        assert!(refused(&s), "a group off the table at {far:?}");
    }
    // Zero figures.
    let mut s = setup(2);
    s.columns[0].groups[0].profile.figures = 0;
    s.columns[0].groups[0].members.clear();
    assert!(refused(&s), "a group of zero figures");
    // Absurd figure count.
    let mut s = setup(2);
    s.columns[0].groups[0].profile.figures = 255;
    assert!(refused(&s), "a profile of 255 figures with its members missing");
    // No group at all.
    let mut s = setup(2);
    s.columns[1].groups.clear();
    assert!(refused(&s), "an empty column");
    // Empty components.
    let mut s = setup(2);
    s.components.action_cards.clear();
    assert!(refused(&s), "no action cards");
    let mut s = setup(2);
    s.components.totem_deck.clear();
    assert!(refused(&s), "no totem deck");
}

#[test]
fn unknown_profile_values_are_refused() {
    // An unknown special rule / die in the JSON: a parse error.
    let good = serde_json::to_value(setup(3)).unwrap();
    let mut m = good.clone();
    *m.pointer_mut("/columns/0/groups/0/profile/combat").unwrap() = serde_json::json!("d7");
    assert!(serde_json::from_value::<Setup>(m).is_err());
    let mut m = good.clone();
    *m.pointer_mut("/columns/0/groups/0/profile/culture").unwrap() = serde_json::json!("atlantis");
    assert!(serde_json::from_value::<Setup>(m).is_err());
    // An incomplete profile (the source lost a value) cannot start a game.
    let mut s = setup(3);
    s.columns[0].groups[0].profile.complete = false;
    let _ = refused(&s); // must not panic; refusing it is the muster's job
}

#[test]
fn absurd_turn_counts_end() {
    // 255 turns: the game must still start and every call must return (no endless loop).
    let mut s = setup(4);
    s.turns = u8::MAX;
    let mut g = Game::new(&s).expect("255 turns is a legal (if long) adventure");
    let mut bot = Bot::new(4);
    let mut n = 0;
    while let Some(&p) = g.to_decide().first() {
        let d = bot.choose(&g, p).unwrap();
        g.apply(p, &d).unwrap();
        n += 1;
        assert!(n < 200_000);
    }
    assert!(g.is_over(), "the playout stops only at the end of the game");
}

/// Loads a tampered saved state (a refusal is fine) and uses it: `pending`, both views, every
/// legal decision of each player tried on a copy, an End Card from each.
fn load_and_use(m: serde_json::Value) {
    let Ok(mut g) = serde_json::from_value::<Game>(m) else { return };
    let _ = g.pending();
    let _ = g.view(Player::One);
    let _ = g.view(Player::Two);
    let _ = g.to_decide();
    for p in Player::BOTH {
        for d in g.legal_decisions(p) {
            let mut h = g.clone();
            let _ = h.apply(p, &d);
        }
        let _ = g.apply(p, &Decision::EndCard);
    }
}

#[test]
fn tampered_states_never_panic() {
    // Saved states at many points of a game; every number outside the setup made huge or zero.
    let numbers = [serde_json::json!(255), serde_json::json!(65535), serde_json::json!(0)];
    let saved = saved_states(game(11), 11, 37, 0, 8);
    let failures = state_edits_that_panic(&saved, |_| true, |orig| edits(orig, &numbers, &[], false), load_and_use);
    assert!(failures.is_empty(), "tampered states panicked: {failures:#?}");
}

#[test]
fn misspelt_setup_fields_are_parse_errors_not_silently_ignored() {
    let ok = serde_json::to_value(setup(1)).expect("serializes");
    for (pointer, field) in [("", "turn"), ("/table", "widht"), ("/columns/0", "nam")] {
        let mut bad = ok.clone();
        bad.pointer_mut(pointer).expect("in the setup")[field] = serde_json::json!(6);
        let err = serde_json::from_value::<Setup>(bad).expect_err(field).to_string();
        assert!(err.contains("unknown field") && err.contains(field), "{field}: {err}");
    }
}
