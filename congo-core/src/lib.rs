//! congo-core: the rules of *Congo: Adventures in the Heart of Africa*, as a pure state machine.
//!
//! A [`Game`] starts from a [`Setup`] (table, two deployed columns, turns, Initiative token,
//! environment, dice) and advances one [`Decision`] at a time through the
//! [`tabletop::RulesGame`] protocol: [`Game::pending`](tabletop::RulesGame::pending) says who must
//! decide what (both players at once for the secret card choices),
//! [`legal_decisions`](tabletop::RulesGame::legal_decisions) lists the choices,
//! [`apply`](tabletop::RulesGame::apply) returns the [`Event`]s it caused or a [`RuleError`]
//! that leaves the game untouched, and [`view`](tabletop::RulesGame::view) shows a player only
//! what he may see.
//!
//! One module per rulebook chapter: [`turn`] (Planning the Expedition), [`movement`] (Moving
//! along the Track), [`shooting`] (Big Game Hunting), [`melee`] (Defeating your Enemies),
//! [`stress`] and [`influence`] (Overcoming your Fears), [`flight`] (Running Away), [`totem`]
//! (Taming the Jungle Spirits), [`victory`] (Ending the Adventure); [`cards`] holds the Action
//! cards, [`casualties`] casualty removal and the terrifying death roll, [`hooks`] the places
//! where special rules plug in, [`geometry`] the table and every spatial rule, [`demo`] a
//! ready-made skirmish.
//!
//! # Quick start
//! ```
//! use congo_core::{demo, Decision, Game, Player};
//! use tabletop::{random_playout, Bot, RulesGame};
//!
//! let setup = demo::skirmish(7).expect("the demo columns muster from the built-in rosters");
//! let mut game = Game::new(&setup)?;
//! // The opening phase: both players choose three Action cards at once, in secret.
//! assert_eq!(game.to_decide(), vec![Player::One, Player::Two]);
//! game.apply(Player::One, &Decision::ChooseActionCards { cards: vec![2, 5, 7] })?;
//! // An illegal decision is refused and changes nothing.
//! assert!(game.apply(Player::One, &Decision::EndCard).is_err());
//! // Let two uniform random bots play the rest, then replay the log.
//! random_playout(&mut game, &mut Bot::new(7), 100_000)?;
//! let points = game.points().expect("the game is over");
//! let replayed = Game::replay(&setup, game.log())?;
//! assert_eq!(replayed.points(), Some(points));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
// With `ts` (TypeScript declarations, a host-side build) the crate is std: the derive output needs
// the std prelude.
#![cfg_attr(not(feature = "ts"), no_std)]
// Each resolution's `new` builds the `Task` that wraps it, ready for the stack (crate::tasks).
#![allow(clippy::new_ret_no_self)]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod adventure;
pub mod answer;
pub mod cards;
pub mod casualties;
pub mod check;
pub mod conditions;
pub mod dangerous_terrain;
pub mod decision;
pub mod demo;
pub mod deploy;
pub mod error;
pub mod event;
pub mod exploration;
pub mod flight;
pub mod game;
pub mod geometry;
pub mod hooks;
pub mod influence;
pub mod legal;
pub mod melee;
mod move_checks;
pub mod movement;
pub mod muster;
pub mod narration;
pub mod objectives;
pub mod pending;
pub mod profile;
pub mod roll;
pub mod rosters;
pub mod setup;
pub mod shooting;
pub mod sorcery;
pub mod space;
pub mod special;
pub mod state;
pub mod stress;
pub mod tasks;
pub mod totem;
pub mod turn;
pub mod universal;
pub mod victory;
pub mod view;
pub mod wild;

pub use check::StateError;
pub use decision::Decision;
pub use error::{RuleError, SetupError};
pub use event::{Event, What};
pub use game::Game;
pub use pending::{Ask, Pending, Prompt};
pub use setup::{ColumnSetup, Components, Deployed, DiceSetup, Environment, GroupSetup, Setup};
pub use state::{FigureId, GroupId, Player};
pub use view::View;
