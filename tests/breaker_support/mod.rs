//! What the two breaker suites (tests/congo_breaker.rs, tests/nile_breaker.rs) share: the
//! mutations' deterministic generator, the byte form of a state, and the scripted dice that run
//! dry part-way through a game.

use congo_nile::tabletop::{Bot, RulesGame};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
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

/// The JSON pointer of a random leaf or list of `v` to mutate, never an enum's `type` tag;
/// `None` for a value without one.
pub fn pick_leaf(v: &Value, rng: &mut Rng) -> Option<String> {
    let mut s = Vec::new();
    leaves(v, String::new(), &mut s);
    s.retain(|p| !p.ends_with("/type"));
    s.get(rng.below(s.len())).cloned()
}
