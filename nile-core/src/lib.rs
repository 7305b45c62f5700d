//! nile-core: the rules of the four-team expedition game ("The Black Amazons In King Solomon's
//! Lost City Of The Diamond Mines In The Elephant's Graveyard At The Source Of The Nile").
//!
//! Up to four teams race across an uncharted table. The engine plays the gamesmaster: it
//! generates the unknown terrain as parties enter it ([`map`]), rolls every event, and keeps
//! each team's knowledge of the map to itself ([`view`]). Like `congo-core`, it is a pure state
//! machine implementing [`tabletop::RulesGame`]: [`Game::pending`](tabletop::RulesGame::pending)
//! says who decides what, `apply(team, decision)` returns the [`Event`]s or a typed
//! [`RuleError`] that leaves the game untouched, and `replay` rebuilds a game from its setup and
//! decision log.
//!
//! One module per chapter of the rules: [`outfit`] (price list, portage, validation),
//! [`party`] (the men, animals, canoes and stores), [`skills`], [`luck`] (Lucky Breaks),
//! [`supercargo`], [`activity`], [`day`] (the sequence of play), [`movement`], [`lost`],
//! [`events`] (the six Wilderness Encounter tables), [`health`] (injury, sickness, care),
//! [`supplies`] (food and water). The encounter rules plug in through [`hooks`]: [`natives`]
//! (encounter, tribe, posture, attitude), [`combat`] (the card-driven fight with natives, Morale,
//! Capture, booty), [`hunting`] (results, the Hunting Encounters table), [`animals`] (the fight
//! with dangerous game), [`quest`] (the four prizes), [`score`] (victory points), with
//! [`standing`] (whole encounters from a party summary) and [`race`] (their wiring into the
//! Game: questions, the way home, completion, score sheets). [`query`] answers a front end's
//! questions without changing the game: the map as a team knows it, the exact odds of a plan's
//! Lost Check, of a hunt and of a native attitude roll.
//!
//! ```
//! use nile_core::{Game, Setup, TeamSetup, Outfit, Approach, Decision, Pending, ActivityLevel, Direction};
//! use tabletop::RulesGame;
//!
//! let outfit = Outfit { bearers: 20, rations: 150, guides: 1, ..Outfit::default() };
//! let team = TeamSetup { name: "Royal Society".into(), approach: Approach::South, outfit };
//! let mut game = Game::new(&Setup::seeded(7, vec![team]))?;
//! let Pending::Plan { team, day } = game.pending() else { unreachable!() };
//! assert_eq!(day, 1);
//! let plan = Decision::Plan {
//!     activity: ActivityLevel::Normal, heading: Direction::N, use_guide: true, afloat: false, medicine: false,
//! };
//! let events = game.apply(team, &plan)?;
//! assert!(!events.is_empty());
//! // The team sees only what it has explored (plus the known rows).
//! let view = game.view(team);
//! assert!(view.squares.iter().all(|s| s.terrain.is_some()));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # A whole journey
//! [`builtin::builtin_setup`] gives ready-outfitted teams (`"solo"`, `"two_teams"`,
//! `"four_teams"`: [`builtin::BUILTIN_SETUPS`]). Besides the day's [`Pending::Plan`], the game
//! asks [`Pending::LuckyBreak`] (re-roll the last die or not) and [`Pending::Question`]s (a
//! [`Question`] for each choice an event leaves to the team: posture toward natives, whether to
//! hunt, a prize's choices...); [`legal_decisions`](tabletop::RulesGame::legal_decisions) lists
//! the answers to each. Events are plain data (serde): nile-core has no narration of its own
//! (the repository's `expedition` example narrates them). Refusals carry a stable
//! [`tabletop::Coded`] number, as in `congo-core`.
//! ```
//! use nile_core::builtin::builtin_setup;
//! use nile_core::{Game, Pending, TeamId};
//! use tabletop::{Coded, ErrorCode, RulesGame};
//!
//! let setup = builtin_setup("two_teams", 7).expect("a built-in setup");
//! let mut game = Game::new(&setup)?;
//! let Pending::Plan { team, .. } = game.pending() else { unreachable!() };
//! let waiting = TeamId(1 - team.0);
//! let plan = game.legal_decisions(team)[0].clone();
//! assert_eq!(game.apply(waiting, &plan).unwrap_err().code(), ErrorCode::NotYourDecision);
//! while let Some(&team) = game.to_decide().first() {
//!     let decision = game.legal_decisions(team)[0].clone(); // a real front end asks the player
//!     game.apply(team, &decision)?;
//! }
//! assert_eq!(game.pending(), Pending::Over);
//! let replayed = Game::replay(&setup, game.log())?;
//! assert_eq!(serde_json::to_string(&replayed)?, serde_json::to_string(&game)?);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Rulings on the text's gaps: `../shared/RULINGS.md` and this project's `docs/rulings.md`
//! ("Expedition game: journey").
// With `ts` (TypeScript declarations, a host-side build) the crate is std: the derive output needs
// the std prelude.
#![cfg_attr(not(feature = "ts"), no_std)]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod activity;
pub mod animals;
pub mod builtin;
pub mod check;
pub mod combat;
pub mod ctx;
pub mod day;
pub mod decision;
pub mod deck;
pub mod encounter_error;
pub mod error;
pub mod event;
pub mod events;
pub mod game;
pub mod health;
pub mod hooks;
pub mod hunting;
pub mod lost;
pub mod luck;
pub mod map;
pub mod meal;
pub mod movement;
pub mod natives;
pub mod outfit;
pub mod party;
pub mod query;
pub mod quest;
pub mod race;
pub mod route;
pub mod score;
pub mod setup;
pub mod skills;
pub mod standing;
pub mod supercargo;
pub mod supplies;
pub mod view;
mod working_copy;

/// True for a field's default value: fields added to the saved shape are left out while they
/// hold it, so that a game saved before them loads and saves back byte for byte.
pub(crate) fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

pub use activity::ActivityLevel;
pub use check::StateError;
pub use decision::{Decision, Leave, Pending, Question};
pub use encounter_error::{EncounterError, EncounterResult};
pub use error::{OutfitError, RuleError, SetupError};
pub use event::Event;
pub use game::Game;
pub use map::{Approach, Direction, Square, Terrain};
pub use outfit::Outfit;
pub use party::{ManId, Team, TeamId};
pub use setup::{Setup, TeamSetup};
pub use skills::Skill;
