//! A newcomer trying to break the congo-core turn engine (review, "breaker"): the JSON of legal
//! decisions mutated (numbers pushed far, ids swapped for the opponent's, fields removed, lists
//! duplicated), hand-edited setups with absurd values. Nothing may panic; a refused decision
//! leaves the state byte-identical; an accepted one leaves a state that passes `Game::check`.

use congo_nile::congo::{Decision, Game, Player, Setup, demo};
use congo_nile::tabletop::{Bot, RulesGame};
use proptest::prelude::*;
use serde_json::{Value, json};
mod breaker_support;
use breaker_support::{
    ListEdit, Mutations, Rng, bytes, edits, edits_that_panic, leaf_pointers, play_a_few, play_on_running_dry_script,
    play_with_mutated_decisions, saved_states, state_edits_that_panic,
};
use std::panic::{AssertUnwindSafe, catch_unwind};

fn game(seed: u64) -> Game {
    Game::new(&demo::skirmish(seed).expect("demo columns muster")).expect("demo setup is valid")
}

/// JSON pointers of every leaf and every object member of `v`.
fn slots(v: &Value, at: String, out: &mut Vec<(String, bool)>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let p = format!("{at}/{k}");
                if k != "type" {
                    out.push((p.clone(), true));
                }
                slots(x, p, out);
            }
        }
        Value::Array(a) => {
            out.push((at.clone(), false));
            for (i, x) in a.iter().enumerate() {
                slots(x, format!("{at}/{i}"), out);
            }
        }
        _ => out.push((at, false)),
    }
}

/// One mutation of a decision's JSON: a number moved far or replaced by another id in play
/// (often the opponent's), a member removed, a list's element duplicated or the list emptied,
/// the decision's type changed.
fn mutate(v: &mut Value, ids: &[u64], rng: &mut Rng) {
    let mut s = Vec::new();
    slots(v, String::new(), &mut s);
    let types = [
        "choose_action_cards",
        "choose_card",
        "move",
        "shoot",
        "reload",
        "rally",
        "terror",
        "roll",
        "remove_casualties",
        "take_stress",
        "give_stress",
        "return_stress",
        "frenzy",
        "remove_stress",
        "litany",
        "buffalo",
        "lion",
        "end_card",
        "go_to_ground",
        "use_rule",
    ];
    if s.is_empty() || rng.below(8) == 0 {
        if let Some(o) = v.as_object_mut() {
            o.insert("type".into(), json!(types[rng.below(types.len())]));
        }
        return;
    }
    let (ptr, member) = s[rng.below(s.len())].clone();
    if member && rng.below(4) == 0 {
        let (parent, key) = ptr.rsplit_once('/').expect("a member pointer has a parent");
        if let Some(Value::Object(o)) = v.pointer_mut(parent) {
            o.remove(key);
        }
        return;
    }
    let Some(slot) = v.pointer_mut(&ptr) else { return };
    match slot {
        Value::Number(n) => {
            let x = n.as_i64().unwrap_or(0);
            let id = ids.get(rng.below(ids.len())).copied().unwrap_or(0);
            *slot = match rng.below(10) {
                0 => json!(x + 1),
                1 => json!(x - 1),
                2 => json!(-x - 1),
                3 => json!(x.saturating_add(1_000_000)),
                4 => json!(i64::from(i32::MAX)),
                5 => json!(i64::from(i32::MIN)),
                6 => json!(65_535),
                7 => json!(u64::MAX),
                _ => json!(id),
            };
        }
        Value::Array(a) => match rng.below(3) {
            0 => a.clear(),
            1 if !a.is_empty() => {
                let first = a[0].clone();
                a.push(first);
            }
            _ => a.reverse(),
        },
        Value::Bool(b) => *b = !*b,
        Value::Null => *slot = json!(ids.get(rng.below(ids.len())).copied().unwrap_or(0)),
        Value::String(_) => *slot = json!("d12"),
        Value::Object(_) => *slot = Value::Null,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, failure_persistence: None, .. ProptestConfig::default() })]

    /// Legal decisions, their JSON mutated one to three times, sent by either player at random
    /// points of a game played to its end.
    #[test]
    fn mutated_legal_decisions_never_panic_nor_corrupt(seed in any::<u64>(), every in 1u32..6) {
        let mut rng = Rng(seed | 1);
        let attack = Mutations {
            every,
            tries: 3,
            extra: 2,
            mutate: |g: &Game, v: &mut Value, rng: &mut Rng| {
                let mut ids: Vec<u64> = (0..g.groups().len() as u64).collect();
                ids.extend(0..g.figures().len() as u64);
                mutate(v, &ids, rng);
            },
            sender: |p: Player, rng: &mut Rng| if rng.below(3) == 0 { p.other() } else { p },
            consistent: Game::check,
        };
        play_with_mutated_decisions("congo", game(seed), &mut Bot::new(seed ^ 0xb4ea), &mut rng, &attack, 50_000);
    }
}

/// Every number of a setup's JSON replaced by an absurd value, one at a time (and every list
/// emptied or doubled): parsing may refuse it, `Game::new` may refuse it, but neither may panic,
/// and a game it starts must survive a few random decisions.
#[test]
fn absurd_setup_values_never_panic() {
    let good = serde_json::to_value(demo::skirmish(5).expect("demo")).expect("setup serializes");
    let numbers =
        [json!(0), json!(-1), json!(-48_000), json!(i64::from(i32::MAX)), json!(i64::from(i32::MIN)), json!(65_535)];
    let edited = |orig: &Value| edits(orig, &numbers, &[ListEdit::Empty, ListEdit::DoubleAll], false);
    let failures = edits_that_panic(&good, leaf_pointers(&good), edited, |m| {
        let Ok(s) = serde_json::from_value::<Setup>(m) else { return };
        if let Ok(mut g) = Game::new(&s) {
            play_a_few(&mut g, 1, 30);
        }
    });
    assert!(failures.is_empty(), "absurd setups panicked: {failures:#?}");
}

/// A table of zero or negative size, and a column of thousands of groups: refused, not a panic.
#[test]
fn degenerate_tables_and_huge_columns_are_refused() {
    let good = serde_json::to_value(demo::skirmish(6).expect("demo")).expect("setup serializes");
    let table = good.pointer("/table").expect("a setup has a table").clone();
    let mut sizes = Vec::new();
    if let Value::Object(t) = &table {
        for (k, v) in t {
            if v.is_number() {
                sizes.push(k.clone());
            }
        }
    }
    assert!(!sizes.is_empty(), "the table has numeric dimensions: {table}");
    for k in &sizes {
        for v in [json!(0), json!(-1), json!(-72_000)] {
            let mut m = good.clone();
            m["table"][k] = v.clone();
            let Ok(s) = serde_json::from_value::<Setup>(m) else { continue };
            let r = catch_unwind(AssertUnwindSafe(|| Game::new(&s).is_err()));
            assert!(matches!(r, Ok(true)), "a table with {k} = {v} must be refused: {r:?}");
        }
    }
    let mut s = demo::skirmish(6).expect("demo");
    let g0 = s.columns[0].groups[0].clone();
    s.columns[0].groups = vec![g0; 3000];
    let r = catch_unwind(AssertUnwindSafe(|| Game::new(&s).is_err()));
    assert!(matches!(r, Ok(true)), "3000 groups on one spot must be refused: {r:?}");
}

/// Decisions of the right type but out of turn, for the other player, or after the end.
#[test]
fn legal_decisions_of_one_player_are_refused_for_the_other() {
    let mut g = game(9);
    let mut bot = Bot::new(9);
    let mut n = 0;
    while let Some(&p) = g.to_decide().first() {
        if !g.to_decide().contains(&p.other()) {
            let before = bytes(&g);
            for d in g.legal_decisions(p).into_iter().take(4) {
                assert!(g.apply(p.other(), &d).is_err(), "{d:?} accepted from {:?} out of turn", p.other());
                assert_eq!(before, bytes(&g));
            }
        }
        let d = bot.choose(&g, p).expect("legal");
        g.apply(p, &d).expect("accepted");
        n += 1;
        assert!(n < 50_000);
    }
    let before = bytes(&g);
    for p in Player::BOTH {
        assert!(g.legal_decisions(p).is_empty(), "no legal decision after the end");
        assert!(g.apply(p, &Decision::EndCard).is_err());
    }
    assert_eq!(before, bytes(&g));
}

/// Column lists an app might send: joinings to groups that do not exist (`usize::MAX`), the same
/// character twice, thousands of groups, unknown ids, an empty list. Validation reports problems
/// (with a budget of 0 or `u16::MAX` too), it never panics.
#[test]
fn absurd_column_lists_are_problems_not_panics() {
    use congo_nile::congo::muster::{ColumnList, Joining, MusterRules};
    use congo_nile::congo::profile::{Culture, ProfileId};
    use congo_nile::congo::rosters::Roster;
    let roster = Roster::builtin();
    let good = ColumnList {
        culture: Culture::WhiteMenExpeditions,
        groups: vec![ProfileId::new("wme.soldiers"), ProfileId::new("wme.trained_askaris")],
        characters: vec![Joining::new("wme.explorer", 0)],
        auxiliaries: vec![Joining::new("wme.bearers", 1)],
    };
    assert!(good.validate(&roster, &MusterRules::budget(90)).is_ok(), "the base list is valid");
    let mut lists = Vec::new();
    let mut l = good.clone();
    l.characters[0].group = usize::MAX;
    lists.push(("a character joining group usize::MAX", l));
    let mut l = good.clone();
    l.auxiliaries[0].group = 2;
    lists.push(("an auxiliary joining a group past the end", l));
    let mut l = good.clone();
    l.characters.push(Joining::new("wme.explorer", 0));
    lists.push(("the same character twice", l));
    let mut l = good.clone();
    l.characters.push(Joining::new("wme.explorer", 1));
    lists.push(("the same character in two groups", l));
    let mut l = good.clone();
    l.groups = vec![ProfileId::new("wme.soldiers"); 5000];
    lists.push(("5000 groups", l));
    let mut l = good.clone();
    l.auxiliaries = vec![Joining::new("wme.bearers", 0); 5000];
    lists.push(("5000 auxiliaries", l));
    let mut l = good.clone();
    l.groups = vec![ProfileId::new(""), ProfileId::new("forest.warriors"), ProfileId::new("wme.explorer")];
    lists.push(("unknown, foreign and character ids as groups", l));
    let mut l = good.clone();
    l.characters = vec![Joining::new("wme.soldiers", 0)];
    lists.push(("a group id as a character", l));
    let mut l = good.clone();
    l.groups.clear();
    lists.push(("no group, with joinings", l));
    lists.push((
        "nothing",
        ColumnList { culture: Culture::ForestTribes, groups: vec![], characters: vec![], auxiliaries: vec![] },
    ));
    for (what, l) in lists {
        for budget in [0, 90, u16::MAX] {
            let r = catch_unwind(AssertUnwindSafe(|| l.validate(&roster, &MusterRules::budget(budget)).is_ok()));
            match r {
                Err(_) => panic!("{what} (budget {budget}) panicked"),
                Ok(valid) => assert!(!valid || what == "5000 groups" && budget == u16::MAX, "{what} accepted"),
            }
        }
    }
}

/// Saved states edited by hand beyond `congo_hostile`'s 0/255/65535: numbers made negative or
/// pushed to the ends of i32, lists emptied or their first element doubled. Loading runs
/// `Game::check` and may refuse; a loaded state must be usable without a panic.
#[test]
fn hand_edited_states_never_panic() {
    let deep = std::env::var_os("BREAKER_DEEP").is_some();
    let numbers = [json!(-1), json!(i64::from(i32::MAX)), json!(i64::from(i32::MIN))];
    let saved = saved_states(game(12), 12, 41, 3, if deep { 10 } else { 2 });
    let edited = |orig: &Value| edits(orig, &numbers, &[ListEdit::Empty, ListEdit::DoubleFirst], false);
    let failures = state_edits_that_panic(
        &saved,
        |_| true,
        edited,
        |m| {
            let Ok(mut g) = serde_json::from_value::<Game>(m) else { return };
            let _ = (g.pending(), g.view(Player::One), g.view(Player::Two));
            play_a_few(&mut g, 2, 12);
        },
    );
    assert!(failures.is_empty(), "hand-edited states panicked ({}): {failures:#?}", failures.len());
}

/// A conformance suite's scripted dice that run dry or hold a face no die has, part-way through a
/// game: every decision then either succeeds or is refused with the state byte-identical (a
/// resolution that fails half-way must not leave half its effects).
#[test]
fn scripted_dice_running_dry_refuse_atomically() {
    for seed in 1..=12u64 {
        play_on_running_dry_script(
            seed,
            Game::new(&demo::skirmish(seed).expect("demo")).expect("valid setup"),
            20,
            400,
            |g| g.check().is_ok(),
        );
    }
}
