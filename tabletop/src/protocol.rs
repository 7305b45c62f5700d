//! The decision protocol both games implement, and a uniform random bot over it.
//!
//! A game is a pure state machine: [`RulesGame::pending`] says who must decide what (possibly
//! several players at once, for simultaneous secret choices), [`RulesGame::apply`] takes one
//! player's decision and returns the events it caused, or a typed error that leaves the state
//! untouched. [`RulesGame::legal_decisions`] lists the legal decisions (for positional decisions,
//! a documented sample of legal candidates), enough for a bot to play any game to its end.

use crate::DiceSource;
use crate::error::{Coded, ErrorCode};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Debug;
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// One entry of a game's decision log: who decided what, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "LogEntry"))]
pub struct LogEntry<P, D> {
    /// The deciding player or team.
    pub player: P,
    /// The decision as it was applied.
    pub decision: D,
}

/// The protocol of a rules engine: what the C ABI and the wasm package wrap.
///
/// Contract (checked by each core's property tests):
/// - `apply` returning `Err` leaves `self` byte-identical (serialize before and after).
/// - Every decision in `legal_decisions(p)` is accepted by `apply(p, _)`.
/// - When `to_decide()` is non-empty, `legal_decisions(p)` is non-empty for each listed `p`.
/// - `replay(setup, log)` reproduces the state byte for byte.
pub trait RulesGame: Clone + Serialize + DeserializeOwned {
    /// What a game starts from (table, columns or teams, dice seed or script).
    type Setup: Clone + Debug + Serialize + DeserializeOwned;
    /// A player (Congo) or team (expedition game).
    type Player: Copy + Eq + Ord + Debug + Serialize + DeserializeOwned;
    /// A decision a player can send.
    type Decision: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a decision caused (rolls, hits, cards, moves...).
    type Event: Clone + Debug + Serialize + DeserializeOwned;
    /// Who must decide what now.
    type Pending: Clone + Debug + Serialize;
    /// The state as one player may see it.
    type View: Clone + Debug + Serialize;
    /// A setup that cannot start a game.
    type SetupError: core::error::Error + Coded;
    /// A decision that was refused.
    type RuleError: core::error::Error + Coded;

    /// Validate a setup and start the game.
    ///
    /// # Errors
    /// The setup's typed error.
    fn new(setup: &Self::Setup) -> Result<Self, Self::SetupError>;
    /// The setup this game started from.
    fn setup(&self) -> &Self::Setup;
    /// Who must decide what now, unredacted: every player's prompt with its secrets (the cards
    /// a player still holds, another team's question). For referees, replays and tests, never
    /// for a player's eyes: a player's UI asks the game's `pending_for(player)` (redacted as
    /// [`RulesGame::view`] is).
    fn pending(&self) -> Self::Pending;
    /// The players who have a decision to make now, in ascending order; empty when the game is
    /// over.
    fn to_decide(&self) -> Vec<Self::Player>;
    /// Legal decisions for `player` now (empty when `player` has nothing to decide).
    fn legal_decisions(&self, player: Self::Player) -> Vec<Self::Decision>;
    /// Apply one decision.
    ///
    /// # Errors
    /// The rules' typed error; the state is then unchanged.
    fn apply(&mut self, player: Self::Player, decision: &Self::Decision) -> Result<Vec<Self::Event>, Self::RuleError>;
    /// The state as `player` may see it: nothing hidden from that player.
    fn view(&self, player: Self::Player) -> Self::View;
    /// True when the game has ended.
    fn is_over(&self) -> bool;
    /// Every decision applied so far, in order, every player's secret choices included (the
    /// Action cards chosen, the Totem cards kept). For referees and replays
    /// ([`RulesGame::replay`]), never for a player's eyes.
    fn log(&self) -> &[LogEntry<Self::Player, Self::Decision>];

    /// One of `legal_decisions(player)` drawn uniformly with `dice`; `None` when there is none
    /// (or `dice` cannot draw). What [`Bot`] plays.
    ///
    /// The provided method lists [`RulesGame::legal_decisions`] and draws one index
    /// (`dice.below(n)`). A game whose listing checks costly candidates may override it to check
    /// only the candidates it draws (rejection sampling: draw among the candidates left, drop the
    /// drawn one if it is illegal, draw again), provided every decision it returns is in
    /// `legal_decisions(player)` and each of them is equally likely. Its use of `dice` (how many
    /// draws) is the game's own.
    fn random_decision(&self, player: Self::Player, dice: &mut DiceSource) -> Option<Self::Decision> {
        let mut options = self.legal_decisions(player);
        let n = u32::try_from(options.len()).ok().filter(|n| *n > 0)?;
        let k = dice.below(n).ok()? as usize;
        (k < options.len()).then(|| options.swap_remove(k))
    }

    /// Start from `setup` and apply `log` in order.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first entry that failed.
    fn replay(setup: &Self::Setup, log: &[LogEntry<Self::Player, Self::Decision>]) -> Result<Self, ReplayError> {
        let mut game =
            Self::new(setup).map_err(|e| ReplayError { index: None, code: e.code(), message: e.to_string() })?;
        for (i, entry) in log.iter().enumerate() {
            game.apply(entry.player, &entry.decision).map_err(|e| ReplayError {
                index: Some(i),
                code: e.code(),
                message: e.to_string(),
            })?;
        }
        Ok(game)
    }
}

/// A decision log that did not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "ReplayError"))]
#[error("replay failed at {}: {message}", match .index { Some(i) => alloc::format!("log entry {i}"), None => "setup".into() })]
pub struct ReplayError {
    /// The failing log entry (`None`: the setup itself failed).
    pub index: Option<usize>,
    /// The failing call's code.
    pub code: ErrorCode,
    /// The failing call's message.
    pub message: String,
}

impl Coded for ReplayError {
    fn code(&self) -> ErrorCode {
        ErrorCode::ReplayFailed
    }
}

/// A bot that picks uniformly among legal decisions, with its own seeded source (so that its
/// choices never consume the game's dice).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Bot"))]
pub struct Bot {
    dice: DiceSource,
}

impl Bot {
    /// A bot seeded with `seed`.
    pub fn new(seed: u64) -> Bot {
        Bot { dice: DiceSource::seeded(seed) }
    }

    /// Pick one of `player`'s legal decisions uniformly ([`RulesGame::random_decision`] with
    /// the bot's own dice); `None` when there is none.
    pub fn choose<G: RulesGame>(&mut self, game: &G, player: G::Player) -> Option<G::Decision> {
        game.random_decision(player, &mut self.dice)
    }
}

/// Why a random playout stopped before the end.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayoutError {
    /// A player was asked to decide but had no legal decision (a rules-engine bug).
    #[error("player {player} must decide but has no legal decision")]
    NoLegalDecision {
        /// The player, as debug text.
        player: String,
    },
    /// A decision from `legal_decisions` was refused (a rules-engine bug).
    #[error("legal decision {decision} was refused: {message}")]
    LegalDecisionRefused {
        /// The decision, as debug text.
        decision: String,
        /// The refusal.
        message: String,
    },
    /// The game did not end within the given number of decisions.
    #[error("the game did not end within {limit} decisions")]
    TooLong {
        /// The limit.
        limit: usize,
    },
}

/// Play `game` to its end with a uniform random [`Bot`] for every player; the lowest player in
/// [`RulesGame::to_decide`] decides first. Returns the events of every decision, in order.
///
/// # Errors
/// [`PlayoutError`] when the engine breaks its contract or the game exceeds `limit` decisions.
pub fn random_playout<G: RulesGame>(game: &mut G, bot: &mut Bot, limit: usize) -> Result<Vec<G::Event>, PlayoutError> {
    let mut events = Vec::new();
    for _ in 0..limit {
        let Some(&player) = game.to_decide().first() else {
            return Ok(events);
        };
        let decision = bot
            .choose(game, player)
            .ok_or_else(|| PlayoutError::NoLegalDecision { player: alloc::format!("{player:?}") })?;
        let evs = game.apply(player, &decision).map_err(|e| PlayoutError::LegalDecisionRefused {
            decision: alloc::format!("{decision:?}"),
            message: e.to_string(),
        })?;
        events.extend(evs);
    }
    if game.to_decide().is_empty() { Ok(events) } else { Err(PlayoutError::TooLong { limit }) }
}
