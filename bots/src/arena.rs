//! One game of bot against bot, for the arena (`examples/arena.rs`): the two bots, which side
//! each plays, the final victory points, and what each bot's decisions cost.

use crate::{BotKind, CongoBot};
use congo_core::{Game, Player, Setup};
use std::time::{Duration, Instant};
use tabletop::{Bot, RulesGame};

/// The most decisions a game may take before it is given up as stuck.
pub const DECISION_LIMIT: usize = 100_000;

/// How one game went, from bot A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// The side bot A played.
    pub a_side: Player,
    /// Victory points `[A, B]`.
    pub points: [i32; 2],
    /// Decisions taken `[A, B]`.
    pub decisions: [u32; 2],
    /// Time spent deciding `[A, B]`.
    pub thinking: [Duration; 2],
    /// Decisions `apply` refused `[A, B]` (each replaced by a uniform random one; 0 expected).
    pub refused: [u32; 2],
}

/// Why a game could not be played to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaError {
    /// The setup was refused.
    Setup(String),
    /// A player had a prompt but no legal decision, or a random decision was refused.
    Stuck(String),
    /// The game took more than [`DECISION_LIMIT`] decisions.
    TooLong,
}

impl core::fmt::Display for ArenaError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ArenaError::Setup(m) => write!(f, "the setup was refused: {m}"),
            ArenaError::Stuck(m) => write!(f, "the game is stuck: {m}"),
            ArenaError::TooLong => write!(f, "the game took more than {DECISION_LIMIT} decisions"),
        }
    }
}

impl std::error::Error for ArenaError {}

/// Play `setup` to its end with bot `a` (seeded `seed`) on side `a_side` and bot `b` (seeded
/// `seed + 1`) on the other.
///
/// # Errors
/// [`ArenaError`].
pub fn play(setup: &Setup, a: BotKind, b: BotKind, a_side: Player, seed: u64) -> Result<GameRecord, ArenaError> {
    let mut game = Game::new(setup).map_err(|e| ArenaError::Setup(e.to_string()))?;
    let mut bots = [CongoBot::new(a, seed), CongoBot::new(b, seed.wrapping_add(1))];
    let mut fallback = Bot::new(seed ^ 0xa5a5_a5a5);
    let mut record =
        GameRecord { a_side, points: [0, 0], decisions: [0, 0], thinking: [Duration::ZERO; 2], refused: [0, 0] };
    for _ in 0..DECISION_LIMIT {
        let Some(&p) = game.to_decide().first() else {
            let pts = game.points().ok_or_else(|| ArenaError::Stuck("nobody decides".into()))?;
            record.points = [pts[a_side.index()], pts[a_side.other().index()]];
            return Ok(record);
        };
        let who = usize::from(p != a_side);
        let start = Instant::now();
        let decision = bots[who].decide(&game, p);
        record.thinking[who] += start.elapsed();
        record.decisions[who] += 1;
        let accepted = decision.is_some_and(|d| game.apply(p, &d).is_ok());
        if !accepted {
            record.refused[who] += 1;
            let d = fallback.choose(&game, p).ok_or_else(|| ArenaError::Stuck(format!("{p:?} has no decision")))?;
            game.apply(p, &d).map_err(|e| ArenaError::Stuck(e.to_string()))?;
        }
    }
    Err(ArenaError::TooLong)
}
