//! congo-nile-bots: computer opponents for Congo, and an arena that plays them against each other.
//!
//! - [`Heuristic`]: a rules-aware bot, well under a millisecond a decision: it chooses its Action
//!   cards for what its groups can do, shoots at the best exact odds
//!   ([`congo_core::odds`](mod@congo_core::odds)), rallies a group before it flees, moves toward the Adventure's
//!   objectives and into cover, charges with groups that fight better than they shoot.
//! - [`Mcts`]: information-set Monte-Carlo search with a budget in iterations, over the
//!   heuristic's candidates, each iteration on a game imagined from the bot's own view.
//! - [`BotKind::Random`]: the uniform random bot of [`tabletop::Bot`].
//!
//! No bot reads what its player may not see: each decision starts from
//! [`congo_core::Game::determinize`], which keeps only the player's view and his own cards and
//! draws the rest (the opponent's Totem hand and sealed Action cards, the deck orders, the dice)
//! from the bot's own seed. Every bot is deterministic given its seed.
//!
//! ```
//! use congo_core::deploy::builtin_adventure_setup;
//! use congo_core::Game;
//! use congo_nile_bots::{BotKind, CongoBot};
//! use tabletop::RulesGame;
//!
//! let setup = builtin_adventure_setup("gorilla_clearing", 1)?;
//! let mut game = Game::new(&setup)?;
//! let mut bot = CongoBot::new("heuristic".parse::<BotKind>()?, 7);
//! let player = game.to_decide()[0];
//! let decision = bot.decide(&game, player).expect("a prompt is pending");
//! game.apply(player, &decision)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod actions;
pub mod arena;
pub mod board;
pub mod cards;
pub mod eval;
pub mod heuristic;
pub mod mcts;
pub mod stats;

pub use heuristic::Heuristic;
pub use mcts::Mcts;

use congo_core::{Decision, Game, Player};
use tabletop::{DiceSource, RulesGame};

/// Which bot: `random`, `heuristic` or `mcts:N` (N iterations a decision) on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Uniform among the legal decisions.
    Random,
    /// [`Heuristic`].
    Heuristic,
    /// [`Mcts`] with this many iterations a decision.
    Mcts {
        /// Iterations a decision.
        iterations: u32,
    },
}

/// A bot name that is not `random`, `heuristic` or `mcts:N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl core::fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "unknown bot `{}`: expected random, heuristic or mcts:N", self.0)
    }
}

impl std::error::Error for UnknownBot {}

impl core::str::FromStr for BotKind {
    type Err = UnknownBot;
    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        match s {
            "random" => Ok(BotKind::Random),
            "heuristic" => Ok(BotKind::Heuristic),
            "mcts" => Ok(BotKind::Mcts { iterations: 2000 }),
            _ => s
                .strip_prefix("mcts:")
                .and_then(|n| n.parse().ok())
                .map(|iterations| BotKind::Mcts { iterations })
                .ok_or_else(|| UnknownBot(s.to_string())),
        }
    }
}

impl core::fmt::Display for BotKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            BotKind::Random => f.write_str("random"),
            BotKind::Heuristic => f.write_str("heuristic"),
            BotKind::Mcts { iterations } => write!(f, "mcts:{iterations}"),
        }
    }
}

/// A bot of any kind, with its state (its dice).
#[derive(Clone, Debug)]
pub enum CongoBot {
    /// The uniform random bot.
    Random(DiceSource),
    /// The heuristic bot.
    Heuristic(Heuristic),
    /// The search bot.
    Mcts(Mcts),
}

impl CongoBot {
    /// A bot of `kind` seeded with `seed`.
    pub fn new(kind: BotKind, seed: u64) -> CongoBot {
        match kind {
            BotKind::Random => CongoBot::Random(DiceSource::seeded(seed)),
            BotKind::Heuristic => CongoBot::Heuristic(Heuristic::new(seed)),
            BotKind::Mcts { iterations } => CongoBot::Mcts(Mcts::new(iterations, seed)),
        }
    }

    /// `player`'s decision in `game` (`None` when he has nothing to decide).
    pub fn decide(&mut self, game: &Game, player: Player) -> Option<Decision> {
        match self {
            CongoBot::Random(dice) => game.random_decision(player, dice),
            CongoBot::Heuristic(h) => h.decide(game, player),
            CongoBot::Mcts(m) => m.decide(game, player),
        }
    }
}
