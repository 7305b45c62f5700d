//! The fuzz targets' bodies: each reads the fuzzer's bytes and checks the protocol's promises
//! ([`crate::promise`]) on what they make, returning the first [`Broken`] promise. A panic is
//! a finding too (the fuzzer reports it; [`TARGETS`]' regression test fails on it).
//!
//! A play input ([`congo_play`], [`nile_play`]) is: a byte choosing the built-in setup, eight
//! bytes of dice seed, then decisions until the bytes run out, each an op byte followed by its
//! operands ([`Op`]).

use crate::input::Input;
use crate::promise::{Answer, Broken, Probe, answerable, apply_any, apply_legal, reload, replays};
use congo_nile_ffi::session::{BindingGame, Session};
use serde_json::Value;
use tabletop::DiceSource;

/// The most decisions one play input makes (a whole game takes 200 to 700).
pub const MAX_STEPS: usize = 2_000;

/// A fuzz target: its name (the file in `fuzz/fuzz_targets/`) and its body.
pub type Target = (&'static str, fn(&[u8]) -> Result<(), Broken>);

/// Every target, by name.
pub const TARGETS: &[Target] = &[
    ("congo_play", congo_play),
    ("nile_play", nile_play),
    ("congo_load", congo_load),
    ("nile_load", nile_load),
    ("ffi_entry", crate::ffi_entry::ffi_entry),
];

/// The kinds of decision a play input makes, by its op byte (`op % 16`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Ops 0 to 11: the first decider's legal decision at an index (two bytes, modulo the count).
    Legal,
    /// Op 12: the first decider's random decision (`RulesGame::random_decision`, the bot's
    /// draw) with dice seeded from eight bytes.
    Random,
    /// Op 13: a legal decision with one number in its JSON changed, for any player: a player
    /// byte, a decision index (two bytes), a number's index (two bytes), its new value (a byte
    /// choosing how, eight bytes).
    Tweaked,
    /// Ops 14 and 15: any JSON text as a decision, for any player: a player byte, then the
    /// text's length (two bytes) and the text.
    Json,
}

impl Op {
    /// The op of an op byte.
    pub fn of(byte: u8) -> Op {
        match byte % 16 {
            0..=11 => Op::Legal,
            12 => Op::Random,
            13 => Op::Tweaked,
            _ => Op::Json,
        }
    }
}

/// Congo from each built-in setup (the Adventures and the demo skirmish).
///
/// # Errors
/// The first promise broken.
pub fn congo_play(data: &[u8]) -> Result<(), Broken> {
    play::<congo_core::Game>(data)
}

/// The expedition game from each built-in setup.
///
/// # Errors
/// The first promise broken.
pub fn nile_play(data: &[u8]) -> Result<(), Broken> {
    play::<nile_core::Game>(data)
}

/// A fuzzed saved Congo game restored as the bindings restore one.
///
/// # Errors
/// The first promise broken.
pub fn congo_load(data: &[u8]) -> Result<(), Broken> {
    load::<congo_core::Game>(data)
}

/// A fuzzed saved expedition game restored as the bindings restore one.
///
/// # Errors
/// The first promise broken.
pub fn nile_load(data: &[u8]) -> Result<(), Broken> {
    load::<nile_core::Game>(data)
}

/// The game a play input starts: the built-in setup its first byte chooses, seeded with its next
/// eight bytes.
///
/// # Errors
/// [`Broken::SetupRefused`] when the game does not start.
pub fn start<G: BindingGame>(input: &mut Input<'_>) -> Result<G, Broken> {
    let names = G::builtin_names();
    let name = names[usize::from(input.byte()) % names.len()];
    let seed = input.u64();
    let refused = |error: String| Broken::SetupRefused { name: name.to_string(), error };
    let mut setup = G::builtin_setup(name).ok_or_else(|| refused("not found".into()))?;
    G::seed_setup(&mut setup, seed);
    G::new(&setup).map_err(|e| refused(e.to_string()))
}

/// Plays a play input: every decision checked ([`answerable`] before it, [`apply_legal`] or
/// [`apply_any`]), the final state checked to be its own replay ([`replays`]).
///
/// # Errors
/// The first promise broken.
pub fn play<G: BindingGame>(data: &[u8]) -> Result<(), Broken> {
    let mut input = Input::new(data);
    let mut game = start::<G>(&mut input)?;
    for step in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let op = Op::of(input.byte());
        let probe = if matches!(op, Op::Legal | Op::Random) { Probe::Others } else { Probe::All };
        let deciders = answerable(&game, step, probe, Answer::Drawn)?;
        let first = deciders.first().copied();
        match (op, first) {
            (Op::Legal, Some(player)) => {
                let mut legal = game.legal_decisions(player);
                let decision = legal.swap_remove(input.below(legal.len()));
                apply_legal(&mut game, player, &decision, step)?;
            }
            (Op::Random, Some(player)) => {
                let mut dice = DiceSource::seeded(input.u64());
                let Some(decision) = game.random_decision(player, &mut dice) else {
                    return Err(Broken::RandomDecision {
                        step,
                        player: format!("{player:?}"),
                        detail: "missing".into(),
                    });
                };
                game.apply(player, &decision).map_err(|e| Broken::RandomDecision {
                    step,
                    player: format!("{player:?}"),
                    detail: format!("{decision:?}, refused: {e}"),
                })?;
            }
            (Op::Legal | Op::Random, None) => {}
            (Op::Tweaked, _) => {
                let player = any_player(&game, &mut input);
                let legal = first.map(|p| game.legal_decisions(p)).unwrap_or_default();
                let k = input.below(legal.len());
                let (leaf, how, value) = (input.u16(), input.byte(), input.u64());
                let Some(mut json) = legal.get(k).and_then(|d| serde_json::to_value(d).ok()) else { continue };
                tweak(&mut json, usize::from(leaf), how, value);
                if let Ok(decision) = serde_json::from_value::<G::Decision>(json) {
                    apply_any(&mut game, player, &decision, step)?;
                }
            }
            (Op::Json, _) => {
                let player = any_player(&game, &mut input);
                if let Ok(decision) = serde_json::from_slice::<G::Decision>(input.sized()) {
                    apply_any(&mut game, player, &decision, step)?;
                }
            }
        }
    }
    reload(&game, game.log().len())?;
    replays(&game)
}

/// One of the game's players, chosen by a byte (whether asked to decide or not).
fn any_player<G: BindingGame>(game: &G, input: &mut Input<'_>) -> G::Player {
    let players = game.players();
    players[usize::from(input.byte()) % players.len()]
}

/// Replaces the `leaf`-th number of `json` (modulo their count; in document order) by a value
/// made of `how` and `value`: a small step up or down, an extreme, or the raw bits.
pub fn tweak(json: &mut Value, leaf: usize, how: u8, value: u64) {
    let mut numbers = Vec::new();
    collect_numbers(json, &mut numbers);
    let n = numbers.len();
    if n == 0 {
        return;
    }
    let target = numbers.swap_remove(leaf % n);
    let old = target.as_i64().unwrap_or(0);
    *target = match how % 6 {
        0 => Value::from(old.wrapping_add(1 + (value % 8) as i64)),
        1 => Value::from(old.wrapping_sub(1 + (value % 8) as i64)),
        2 => Value::from([0, -1, i64::from(u16::MAX), i64::from(u32::MAX), i64::MIN, i64::MAX][(value % 6) as usize]),
        3 => Value::from(value),
        4 => Value::from(value as i64),
        _ => Value::from((value % 1000) as i64),
    };
}

fn collect_numbers<'a>(json: &'a mut Value, out: &mut Vec<&'a mut Value>) {
    match json {
        Value::Number(_) => out.push(json),
        Value::Array(items) => items.iter_mut().for_each(|v| collect_numbers(v, out)),
        Value::Object(fields) => fields.values_mut().for_each(|v| collect_numbers(v, out)),
        _ => {}
    }
}

/// Restores a saved game from `data` as the bindings do ([`Session::from_json`]: refused unless
/// it is the replay of its own setup and log); a game restored must save and restore again to
/// the same bytes and answer whoever it asks to decide.
///
/// # Errors
/// The first promise broken.
pub fn load<G: BindingGame>(data: &[u8]) -> Result<(), Broken> {
    let Ok(text) = core::str::from_utf8(data) else { return Ok(()) };
    let Ok(session) = Session::<G>::from_json(text) else { return Ok(()) };
    let step = session.game().log().len();
    let saved = session.to_json().map_err(|e| Broken::ReloadDiffers { step, detail: e.message })?;
    let again = Session::<G>::from_json(&saved)
        .and_then(|s| s.to_json())
        .map_err(|e| Broken::ReloadDiffers { step, detail: format!("restoring it: {}", e.message) })?;
    if again != saved {
        return Err(Broken::ReloadDiffers { step, detail: "restored and saved again, it differs".into() });
    }
    reload(session.game(), step)?;
    answerable(session.game(), step, Probe::All, Answer::Listed).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tweak_changes_the_chosen_number_only() {
        let mut json = serde_json::json!({"a": 1, "b": [2, {"c": 3}], "d": "x"});
        tweak(&mut json, 1, 0, 0);
        assert_eq!(json, serde_json::json!({"a": 1, "b": [3, {"c": 3}], "d": "x"}));
        tweak(&mut json, 5, 2, 4);
        assert_eq!(json["b"][1]["c"], serde_json::json!(i64::MIN));
    }

    #[test]
    fn every_op_byte_has_an_op() {
        let ops: Vec<Op> = (0..16).map(Op::of).collect();
        assert_eq!(ops.iter().filter(|o| **o == Op::Legal).count(), 12);
        assert_eq!(&ops[12..], &[Op::Random, Op::Tweaked, Op::Json, Op::Json]);
    }

    #[test]
    fn a_broken_save_is_refused_not_a_finding() {
        assert_eq!(congo_load(b"{\"kind\":\"congo\",\"state\":{}}"), Ok(()));
        assert_eq!(nile_load(&[0xff, 0xfe]), Ok(()));
    }
}
