//! The promises of the decision protocol (`tabletop::RulesGame`), one check each:
//!
//! - [`answerable`]: every player `to_decide()` lists has a legal decision, and `apply` accepts
//!   the one it is probed with (listed, or drawn as a bot draws it);
//! - [`apply_legal`]: a legal decision is accepted;
//! - [`apply_any`]: any decision, legal or not: a refusal leaves the state's saved bytes
//!   unchanged, an accepted decision's saved JSON reloads to the same bytes ([`reload`]);
//! - [`replays`]: the state is the replay of its own setup and decision log, byte for byte.

/// The bindings' conformance policy, which [`answerable`] probes with.
pub use congo_nile_ffi::session::policy_choice;
use serde::Serialize;
use tabletop::{DiceSource, RulesGame};

/// A broken promise: what was being done, and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Broken {
    /// A built-in setup did not start a game.
    #[error("the built-in setup {name} is refused: {error}")]
    SetupRefused {
        /// The setup's name.
        name: String,
        /// The refusal.
        error: String,
    },
    /// A player asked to decide has no legal decision.
    #[error("step {step}: {player} is asked to decide but has no legal decision")]
    NoLegalDecision {
        /// The decision's number in the game.
        step: usize,
        /// The player, as debug text.
        player: String,
    },
    /// `apply` refused a legal decision.
    #[error("step {step}: {player}'s legal decision {decision} is refused: {error}")]
    LegalRefused {
        /// The decision's number in the game.
        step: usize,
        /// The player, as debug text.
        player: String,
        /// The decision, as debug text.
        decision: String,
        /// The refusal.
        error: String,
    },
    /// A refused decision changed the state.
    #[error("step {step}: {player}'s decision {decision} is refused ({error}) but the state changed")]
    RefusalChangedState {
        /// The decision's number in the game.
        step: usize,
        /// The player, as debug text.
        player: String,
        /// The decision, as debug text.
        decision: String,
        /// The refusal.
        error: String,
    },
    /// The state's saved JSON did not load back to the same bytes.
    #[error("step {step}: the saved game does not reload to the same bytes: {detail}")]
    ReloadDiffers {
        /// The decision's number in the game.
        step: usize,
        /// What failed (writing, reading, or the bytes differ).
        detail: String,
    },
    /// The state is not the replay of its own setup and decision log.
    #[error("the state is not the replay of its setup and log: {detail}")]
    ReplayDiffers {
        /// The replay's error, or that the bytes differ.
        detail: String,
    },
    /// The random decision of a player asked to decide was missing or refused.
    #[error("step {step}: {player}'s random decision is {detail}")]
    RandomDecision {
        /// The decision's number in the game.
        step: usize,
        /// The player, as debug text.
        player: String,
        /// `missing`, or the refusal.
        detail: String,
    },
    /// A C entry point broke its contract (a panic caught at the boundary, a poisoned handle, a
    /// refusal that changed the game, a saved game its own restore refused).
    #[error("the C call {call} broke its contract: {detail}")]
    Ffi {
        /// The entry point.
        call: &'static str,
        /// What it did.
        detail: String,
    },
}

/// Which deciders [`answerable`] probes with a copy of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// Every player but the first: the caller plays the first one's decision itself.
    Others,
    /// Every player listed.
    All,
}

/// How [`answerable`] finds a decider's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The [`policy_choice`]`(step, n)`-th of its `n` legal decisions (the whole listing: the
    /// strongest check, and the costliest).
    Listed,
    /// Its random decision (`RulesGame::random_decision`, with dice seeded from the step),
    /// which a game may draw without listing every candidate (the fuzz targets' speed).
    Drawn,
}

/// Checks that every player `game.to_decide()` lists has a legal decision (found as `answer`
/// says) and, for those `probe` names, that a copy of the game accepts it. Returns the players
/// listed.
///
/// # Errors
/// [`Broken::NoLegalDecision`], [`Broken::LegalRefused`].
pub fn answerable<G: RulesGame>(game: &G, step: usize, probe: Probe, answer: Answer) -> Result<Vec<G::Player>, Broken> {
    let deciders = game.to_decide();
    for (i, &player) in deciders.iter().enumerate() {
        let decision = match answer {
            Answer::Listed => {
                let mut legal = game.legal_decisions(player);
                let k = policy_choice(step, legal.len());
                (k < legal.len()).then(|| legal.swap_remove(k))
            }
            Answer::Drawn => game.random_decision(player, &mut DiceSource::seeded(step as u64)),
        };
        let Some(decision) = decision else {
            return Err(Broken::NoLegalDecision { step, player: format!("{player:?}") });
        };
        if i > 0 || probe == Probe::All {
            apply_legal(&mut game.clone(), player, &decision, step)?;
        }
    }
    Ok(deciders)
}

/// Applies `decision`, one of `player`'s legal decisions.
///
/// # Errors
/// [`Broken::LegalRefused`] when `apply` refuses it.
pub fn apply_legal<G: RulesGame>(
    game: &mut G,
    player: G::Player,
    decision: &G::Decision,
    step: usize,
) -> Result<Vec<G::Event>, Broken> {
    game.apply(player, decision).map_err(|e| Broken::LegalRefused {
        step,
        player: format!("{player:?}"),
        decision: format!("{decision:?}"),
        error: e.to_string(),
    })
}

/// Applies any `decision` for `player` and checks what follows: a refusal leaves the saved
/// bytes as they were; an accepted decision's saved game reloads to the same bytes. Returns
/// whether it was accepted.
///
/// # Errors
/// [`Broken::RefusalChangedState`], [`Broken::ReloadDiffers`].
pub fn apply_any<G: RulesGame>(
    game: &mut G,
    player: G::Player,
    decision: &G::Decision,
    step: usize,
) -> Result<bool, Broken> {
    let before = saved(game, step)?;
    match game.apply(player, decision) {
        Ok(_) => reload(game, step).map(|_| true),
        Err(e) => {
            if saved(game, step)? == before {
                return Ok(false);
            }
            Err(Broken::RefusalChangedState {
                step,
                player: format!("{player:?}"),
                decision: format!("{decision:?}"),
                error: e.to_string(),
            })
        }
    }
}

/// The saved game (serde JSON) of `game`, checked to load back to the same bytes.
///
/// # Errors
/// [`Broken::ReloadDiffers`] when it cannot be written or read, or reads back differently.
pub fn reload<G: RulesGame>(game: &G, step: usize) -> Result<Vec<u8>, Broken> {
    let bytes = saved(game, step)?;
    let differs = |detail: String| Broken::ReloadDiffers { step, detail };
    let loaded: G = serde_json::from_slice(&bytes).map_err(|e| differs(format!("reading it: {e}")))?;
    let again = saved(&loaded, step)?;
    if again == bytes { Ok(bytes) } else { Err(differs(first_difference(&bytes, &again))) }
}

/// Checks that `game` is the replay of its own setup and decision log, byte for byte.
///
/// # Errors
/// [`Broken::ReplayDiffers`].
pub fn replays<G: RulesGame>(game: &G) -> Result<(), Broken> {
    let replayed = G::replay(game.setup(), game.log()).map_err(|e| Broken::ReplayDiffers { detail: e.to_string() })?;
    let (a, b) = (saved(game, usize::MAX)?, saved(&replayed, usize::MAX)?);
    if a == b { Ok(()) } else { Err(Broken::ReplayDiffers { detail: first_difference(&a, &b) }) }
}

/// The JSON bytes of `value`.
fn saved<T: Serialize>(value: &T, step: usize) -> Result<Vec<u8>, Broken> {
    serde_json::to_vec(value).map_err(|e| Broken::ReloadDiffers { step, detail: format!("writing it: {e}") })
}

/// Where two byte strings first differ, with a little of each around it.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let at = a.iter().zip(b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
    let around = |s: &[u8]| String::from_utf8_lossy(&s[at.saturating_sub(40)..(at + 40).min(s.len())]).into_owned();
    format!("they differ at byte {at}: {:?} against {:?}", around(a), around(b))
}
