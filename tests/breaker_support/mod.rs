//! What the breaker suites (tests/congo_breaker.rs, congo_adventure_breaker.rs, nile_breaker.rs,
//! nile_builtin_breaker.rs) share: the mutations' deterministic generator and JSON leaf picker,
//! the byte form of a state, the guarded apply of a mutated decision and the whole game played
//! with them, the hand edits of a saved state (and the edited states a load must refuse), and
//! the scripted dice that run dry part-way through a game.
#![allow(dead_code)] // each suite uses a part of it

use congo_nile::tabletop::{Bot, RulesGame};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::borrow::Borrow;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// A small deterministic generator for the mutations (xorshift64*).
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % (n.max(1) as u64)).unwrap_or(0)
    }
}

/// A state's JSON, compared before and after a refused decision.
pub fn bytes<G: Serialize>(g: &G) -> String {
    serde_json::to_string(g).expect("serializes")
}

/// Plays `g` seeded for a while, swaps its dice source for a script of `min_len` to
/// `min_len + spread` faces (some 0, 13 or `u32::MAX`, which no die has), as a conformance suite
/// editing the state JSON would, then plays on: every decision either succeeds (and `consistent`
/// holds of the state it leaves) or is refused with the state byte-identical.
pub fn play_on_running_dry_script<G>(seed: u64, g: G, min_len: usize, spread: usize, consistent: impl Fn(&G) -> bool)
where
    G: RulesGame + Serialize + DeserializeOwned,
{
    let mut rng = Rng(seed.wrapping_mul(0x51_7cc1_b727_220a) | 1);
    let len = min_len + rng.below(spread);
    let values: Vec<u32> = (0..len)
        .map(|_| match rng.below(40) {
            0 => 0,
            1 => 13,
            2 => u32::MAX,
            _ => 1 + u32::try_from(rng.below(4)).unwrap_or(0),
        })
        .collect();
    let mut g = g;
    let mut warm = Bot::new(!seed);
    for _ in 0..rng.below(300) {
        let Some(&p) = g.to_decide().first() else { break };
        let d = warm.choose(&g, p).expect("legal");
        g.apply(p, &d).expect("accepted");
    }
    let mut v = serde_json::to_value(&g).expect("serializes");
    v["dice"] = json!({"kind": "scripted", "queue": values});
    let mut g: G = serde_json::from_value(v).expect("a scripted dice source is a valid state");
    let at = g.log().len();
    let mut bot = Bot::new(seed);
    'play: for _ in 0..5000 {
        let Some(&p) = g.to_decide().first() else { break };
        let legal = g.legal_decisions(p);
        assert!(!legal.is_empty(), "a side asked to decide has a legal decision");
        let first = bot.choose(&g, p).expect("legal");
        for d in std::iter::once(first).chain(legal) {
            let before = bytes(&g);
            match catch_unwind(AssertUnwindSafe(|| g.apply(p, &d))) {
                Err(_) => panic!("seed {seed}: apply({p:?}, {}) panicked on {before}", json!(d)),
                Ok(Ok(_)) => {
                    assert!(consistent(&g), "seed {seed}: accepted {} leaves an inconsistent state", json!(d));
                    continue 'play;
                }
                Ok(Err(_)) => assert_eq!(before, bytes(&g), "seed {seed}: refused {} changed the state", json!(d)),
            }
        }
        break; // every legal decision needs dice the script cannot give
    }
    eprintln!("seed {seed}: {} decisions on the script", g.log().len() - at);
}

/// Every JSON pointer of a leaf or a list in `v` (`at` is `v`'s own pointer, "" for the root).
pub fn leaves(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                leaves(x, format!("{at}/{k}"), out);
            }
        }
        Value::Array(a) => {
            out.push(at.clone());
            for (i, x) in a.iter().enumerate() {
                leaves(x, format!("{at}/{i}"), out);
            }
        }
        _ => out.push(at),
    }
}

/// Every JSON pointer of a leaf or a list in `v`.
pub fn leaf_pointers(v: &Value) -> Vec<String> {
    let mut out = Vec::new();
    leaves(v, String::new(), &mut out);
    out
}

/// The JSON pointer of a random leaf or list of `v` to mutate, never an enum's `type` tag;
/// `None` for a value without one.
pub fn pick_leaf(v: &Value, rng: &mut Rng) -> Option<String> {
    let mut s = leaf_pointers(v);
    s.retain(|p| !p.ends_with("/type"));
    s.get(rng.below(s.len())).cloned()
}

/// Applies `d` as `p` under a panic guard: a refusal must leave the bytes unchanged; an
/// acceptance must leave a state that `consistent` accepts (itself under a panic guard) and that
/// round-trips through JSON. `what` names the game in the failure messages. Whether `d` was
/// accepted.
pub fn apply_checked<G, E>(
    what: &str,
    g: &mut G,
    p: G::Player,
    d: &G::Decision,
    consistent: impl Fn(&G) -> Result<(), E>,
) -> bool
where
    G: RulesGame + Serialize + DeserializeOwned,
    E: std::fmt::Debug,
{
    let before = bytes(g);
    let Ok(r) = catch_unwind(AssertUnwindSafe(|| g.apply(p, d))) else {
        panic!("{what}: apply({p:?}, {}) panicked on {before}", json!(d));
    };
    match r {
        Err(_) => {
            assert_eq!(before, bytes(g), "{what}: refused {} changed the state", json!(d));
            false
        }
        Ok(_) => {
            let checked = catch_unwind(AssertUnwindSafe(|| consistent(g)));
            assert!(
                matches!(checked, Ok(Ok(()))),
                "{what}: accepted {} leaves an inconsistent state: {:?}",
                json!(d),
                checked.map(|c| c.err())
            );
            let back: G = serde_json::from_str(&bytes(g)).unwrap_or_else(|e| panic!("{what}: reloads: {e}"));
            assert_eq!(bytes(&back), bytes(g), "{what}: an accepted decision's state round-trips");
            true
        }
    }
}

/// Up to `n` decisions of a bot seeded by `seed` on `g`, their results ignored: an edited state
/// that loaded must take them without a panic.
pub fn play_a_few<G: RulesGame>(g: &mut G, seed: u64, n: usize) {
    let mut bot = Bot::new(seed);
    for _ in 0..n {
        let Some(&p) = g.to_decide().first() else { break };
        let Some(d) = bot.choose(g, p) else { break };
        let _ = g.apply(p, &d);
    }
}

/// Loads `m` as a `G` (a refusal is fine) and uses it: `pending`, the `view` of each of
/// `players`, the first three legal decisions of each side to decide tried on copies, then ten
/// random decisions.
pub fn load_and_use<G: RulesGame + Clone + DeserializeOwned>(m: Value, players: &[G::Player]) {
    let Ok(mut g) = serde_json::from_value::<G>(m) else { return };
    let _ = g.pending();
    for &p in players {
        let _ = g.view(p);
    }
    for p in g.to_decide() {
        for d in g.legal_decisions(p).into_iter().take(3) {
            let mut h = g.clone();
            let _ = h.apply(p, &d);
        }
    }
    play_a_few(&mut g, 1, 10);
}

/// The JSON of `g` every `every` decisions from the `at`-th (at most `most` of them) while a bot
/// seeded by `seed` plays it to its end: mid-game states to edit by hand.
pub fn saved_states<G: RulesGame + Serialize>(mut g: G, seed: u64, every: usize, at: usize, most: usize) -> Vec<Value> {
    let mut bot = Bot::new(seed);
    let mut saved = Vec::new();
    let mut n = 0;
    while let Some(&p) = g.to_decide().first() {
        if n % every == at && saved.len() < most {
            saved.push(serde_json::to_value(&g).expect("serializes"));
        }
        let d = bot.choose(&g, p).expect("legal");
        g.apply(p, &d).expect("accepted");
        n += 1;
    }
    saved
}

/// A hand edit of a saved state's JSON.
pub type Edit = Box<dyn Fn(&mut Value)>;

/// For each case (`expect`, `edit`, `base`): the saved state `base` loads as a `G`, and with
/// `edit` made it is refused, with an error whose message contains `expect` (the checked load of
/// a state: plain serde deserialization, the path the bindings restore through).
pub fn assert_edits_refused<'a, G, B>(cases: impl IntoIterator<Item = (&'a str, Edit, B)>)
where
    G: DeserializeOwned,
    B: Borrow<Value>,
{
    for (expect, edit, base) in cases {
        let mut m = base.borrow().clone();
        if let Err(e) = serde_json::from_value::<G>(m.clone()) {
            panic!("{expect:?}: the state as saved is refused: {e}");
        }
        edit(&mut m);
        match serde_json::from_value::<G>(m) {
            Ok(_) => panic!("{expect:?}: the edited state is accepted"),
            Err(e) => assert!(e.to_string().contains(expect), "expected {expect:?} in: {e}"),
        }
    }
}

/// The pointers of a saved state's own slots: every leaf and list of `state` but its setup, its
/// log and its dice source, kept by `keep`.
pub fn state_pointers(state: &Value, keep: impl Fn(&str) -> bool) -> Vec<String> {
    let mut ptrs = leaf_pointers(state);
    ptrs.retain(|p| !(p.starts_with("/setup") || p.starts_with("/log") || p.starts_with("/dice")) && keep(p));
    ptrs
}

/// [`edits_that_panic`] over each of `states` at its [`state_pointers`] kept by `keep`: every
/// hand edit of a saved game that panicked, sorted, without repeats.
pub fn state_edits_that_panic(
    states: &[Value],
    keep: impl Fn(&str) -> bool,
    variants: impl Fn(&Value) -> Vec<Value>,
    load_and_use: impl Fn(Value),
) -> Vec<String> {
    let mut failures = Vec::new();
    for st in states {
        failures.extend(edits_that_panic(st, state_pointers(st, &keep), &variants, &load_and_use));
    }
    failures.sort();
    failures.dedup();
    failures
}

/// `g` and every state a bot seeded by `seed` takes it through to its end.
pub fn all_states<G: RulesGame + Clone>(mut g: G, seed: u64) -> Vec<G> {
    let mut bot = Bot::new(seed);
    let mut all = vec![g.clone()];
    while let Some(&p) = g.to_decide().first() {
        let d = bot.choose(&g, p).expect("a legal decision");
        g.apply(p, &d).expect("legal decisions apply");
        all.push(g.clone());
    }
    all
}

/// How an edit changes a list.
#[derive(Clone, Copy)]
pub enum ListEdit {
    /// Emptied.
    Empty,
    /// Its first element doubled.
    DoubleFirst,
    /// Every element doubled.
    DoubleAll,
}

/// The hand edits of one slot holding `orig`: each of `numbers` for a number, each of `lists`
/// for a list, the other value for a flag when `flip` (nothing for a string, a null or an object).
pub fn edits(orig: &Value, numbers: &[Value], lists: &[ListEdit], flip: bool) -> Vec<Value> {
    match orig {
        Value::Number(_) => numbers.to_vec(),
        Value::Array(a) => lists
            .iter()
            .map(|e| {
                let mut b = a.clone();
                match e {
                    ListEdit::Empty => b.clear(),
                    ListEdit::DoubleFirst => b.extend(a.first().cloned()),
                    ListEdit::DoubleAll => b.extend(a.iter().cloned()),
                }
                Value::Array(b)
            })
            .collect(),
        Value::Bool(b) if flip => vec![json!(!b)],
        _ => Vec::new(),
    }
}

/// Each slot `ptrs` of `base`, set in turn to each of `variants(original)`, the edited JSON handed
/// to `load_and_use` under a panic guard: the edits that panicked, as `pointer = value` (a list
/// shown as `[..]`), sorted, without repeats.
pub fn edits_that_panic(
    base: &Value,
    ptrs: impl IntoIterator<Item = String>,
    variants: impl Fn(&Value) -> Vec<Value>,
    load_and_use: impl Fn(Value),
) -> Vec<String> {
    let mut failures = Vec::new();
    for ptr in ptrs {
        let Some(orig) = base.pointer(&ptr) else { continue };
        for v in variants(orig) {
            let mut m = base.clone();
            let Some(slot) = m.pointer_mut(&ptr) else { continue };
            *slot = v.clone();
            if catch_unwind(AssertUnwindSafe(|| load_and_use(m))).is_err() {
                let v = if v.is_array() { "[..]".into() } else { v.to_string() };
                failures.push(format!("{ptr} = {v}"));
            }
        }
    }
    failures.sort();
    failures.dedup();
    failures
}

/// How [`play_with_mutated_decisions`] attacks a game.
pub struct Mutations<M, S, C> {
    /// Attack before every `every`-th decision of the game (1: before each).
    pub every: u32,
    /// Legal decisions picked each time.
    pub tries: usize,
    /// Each is mutated once and up to `extra` more times.
    pub extra: usize,
    /// One mutation of a decision's JSON, given the game.
    pub mutate: M,
    /// Who sends a mutated decision, given the side to decide.
    pub sender: S,
    /// What an accepted decision's state must pass (see [`apply_checked`]).
    pub consistent: C,
}

/// Plays `g` to its end with `bot`: before every `every`-th decision, `tries` legal decisions of
/// the side to decide, their JSON mutated, sent by `sender` through [`apply_checked`]. The game
/// must end within `most_steps` decisions; it is returned over.
pub fn play_with_mutated_decisions<G, M, S, C, E>(
    what: &str,
    mut g: G,
    bot: &mut Bot,
    rng: &mut Rng,
    m: &Mutations<M, S, C>,
    most_steps: u32,
) -> G
where
    G: RulesGame + Serialize + DeserializeOwned,
    M: Fn(&G, &mut Value, &mut Rng),
    S: Fn(G::Player, &mut Rng) -> G::Player,
    C: Fn(&G) -> Result<(), E>,
    E: std::fmt::Debug,
{
    let mut steps = 0u32;
    while let Some(&p) = g.to_decide().first() {
        if steps % m.every == 0 {
            let legal = g.legal_decisions(p);
            for _ in 0..m.tries {
                let Some(d) = legal.get(rng.below(legal.len())) else { break };
                let mut v = serde_json::to_value(d).expect("a decision serializes");
                for _ in 0..=rng.below(m.extra + 1) {
                    (m.mutate)(&g, &mut v, rng);
                }
                let Ok(d) = serde_json::from_value::<G::Decision>(v) else { continue };
                let who = (m.sender)(p, rng);
                apply_checked(what, &mut g, who, &d, &m.consistent);
            }
        }
        let Some(&p) = g.to_decide().first() else { break };
        let d = bot.choose(&g, p).expect("a side asked to decide has a legal decision");
        g.apply(p, &d).unwrap_or_else(|e| panic!("{what}: legal {} refused: {e}", json!(d)));
        steps += 1;
        assert!(steps < most_steps, "{what}: the game ends");
    }
    assert!(g.is_over(), "{what}: the game ends");
    g
}
