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
//! # Layers
//! `tabletop` <- `congo-model` <- **`congo-core`** <- `ffi` / `wasm`: the data and vocabulary
//! that name no game, task or turn (geometry, profiles, rosters, mustering, cards, Totem cards,
//! the Stress bag, sorcery's rituals, the Dangerous Terrain tables, the Adventures as data) live
//! in the `congo-model` crate and are re-exported here under their own paths ([`geometry`],
//! [`profile`], ...); this crate holds the engine: the [`Game`], its stack of resolution
//! [`tasks`], the turn and the chapters' rules, and (for now) the state, decisions, prompts,
//! events, errors and setup. That vocabulary names congo-model's types and its own, never a
//! rule chapter's (the chapters re-export the data they once defined, e.g.
//! `exploration::Choice` is `dangerous_terrain::Choice`). congo-model never depends on
//! congo-core.
//!
//! Inside the engine the dispatch sits on top: `answer` (a decision checked against the
//! pending prompt) and `legal` (who decides what, and the legal decisions) are called by
//! [`Game`]'s `apply` and `pending` only, never by a chapter. What the chapters share lives
//! below them: `card_in_play` (the card's actions taken, a group's action performed, a Totem
//! card played), the Shooting action's checks in [`shooting`], the hooks in [`hooks`]. A
//! refusal is a typed [`RuleError`] whose reasons ([`refusal`]) name the rule and what it was
//! given.
//!
//! One module per rulebook chapter: [`turn`] (Planning the Expedition), [`movement`] (Moving
//! along the Track), [`shooting`] (Big Game Hunting), [`melee`] (Defeating your Enemies),
//! [`stress`] and [`influence`] (Overcoming your Fears), [`flight`] (Running Away), [`totem`]
//! (Taming the Jungle Spirits), [`victory`] (Ending the Adventure); [`cards`] holds the Action
//! cards, [`casualties`] casualty removal and the terrifying death roll, [`hooks`] the numbers
//! where special rules plug in, [`geometry`] the table and every spatial rule, [`demo`] a
//! ready-made skirmish; [`odds`](mod@odds) gives the exact odds of a shot, a melee, a Terror test or a
//! Rally before it is taken.
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
//!
//! # Playing a built-in Adventure, with narration
//! [`deploy::builtin_setup`] musters two cultures' columns from the built-in rosters, deploys
//! them and seeds the dice for one of [`adventure::Adventure::builtin_names`] (the README's
//! `skirmish` example does exactly this). [`Game::start`] is
//! [`RulesGame::new`](tabletop::RulesGame::new) that also returns the events of the set-up (the
//! opening Totem card draws): `new` drops them. Every [`Event`] carries the inventory id of the
//! rule it applied (`rule`) and reads as a sentence with [`Event::narrate`] (or
//! [`What::narrate`] without the rule), groups, players and animals named from the game.
//! Events hold both players' secrets (the Action cards chosen, the Totem cards drawn): show a
//! player [`Event::for_player`], as
//! [`Game::view`](tabletop::RulesGame::view) shows him the state. A refused decision's
//! [`RuleError`] has a stable number through [`tabletop::Coded`] (the C ABI's status, the wasm
//! package's `code`).
//! ```
//! use congo_core::adventure::Adventure;
//! use congo_core::deploy::builtin_setup;
//! use congo_core::profile::Culture;
//! use congo_core::{Decision, Game, Player};
//! use tabletop::{Coded, ErrorCode, RulesGame};
//!
//! assert!(Adventure::builtin_names().contains(&"gorilla_clearing"));
//! let setup = builtin_setup("gorilla_clearing", [Culture::ForestTribes, Culture::AfricanKingdoms], 1)?;
//! let (mut game, opening) = Game::start(&setup)?;
//! for e in &opening {
//!     println!("{} ({})", e.narrate(&game), e.rule); // "... draws a Totem card: ..."
//! }
//! // Nobody is resolving a card yet: the refusal says what the pending prompt expects.
//! let error = game.apply(Player::One, &Decision::EndCard).unwrap_err();
//! assert_eq!(error.code(), ErrorCode::IllegalDecision);
//! assert!(error.to_string().starts_with("this decision does not answer the pending prompt: expected"));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! # Rules tests with scripted dice
//! A conformance test builds its own [`Setup`]: groups from the built-in roster
//! ([`rosters::Roster::builtin`]) placed by their bases' centres (fixed-point inches,
//! [`tabletop::Point::inches`]), and [`DiceSetup::Scripted`] faces consumed in order. A Totem
//! deck of one card ([`Components::totem_deck`]) keeps the opening shuffles from consuming
//! scripted values. Dice that run dry refuse the decision (`DiceExhausted`), state untouched.
//! The repository's `tests/congo_*.rs` are written this way (`tests/congo_common`).
//! ```
//! use congo_core::profile::Culture;
//! use congo_core::rosters::Roster;
//! use congo_core::space::Table;
//! use congo_core::totem::TotemKind;
//! use congo_core::{ColumnSetup, Components, Decision, DiceSetup, Environment, Game, GroupId, GroupSetup};
//! use congo_core::{FigureId, Player, Setup, What};
//! use tabletop::{Coded, ErrorCode, Point, RulesGame};
//!
//! // A group's figures in a row of touching 1" bases, eastward from (x, y) inches.
//! let row = |id: &str, x: i32, y: i32| {
//!     let profile = Roster::builtin().group(id).expect("in the roster").clone();
//!     let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
//!     GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
//! };
//! let column = |name: &str, culture, group| ColumnSetup { name: name.into(), culture, groups: vec![group] };
//! let setup = Setup {
//!     table: Table::default(), // 72" x 48", open ground
//!     environment: Environment::Jungle,
//!     columns: [
//!         column("Zanzibaris", Culture::SultanateOfZanzibar, row("zan.zanzibaris", 10, 10)),
//!         column("Cannibals", Culture::ForestTribes, row("forest.cannibals", 10, 20)),
//!     ],
//!     turns: 2,
//!     initiative: Player::One,
//!     dice: DiceSetup::Scripted { values: vec![6, 5, 5, 2, 7] }, // the Attack dice, 5D8
//!     components: Components { totem_deck: vec![TotemKind::Lion], ..Components::default() },
//!     adventure: None,
//! };
//! let mut game = Game::new(&setup)?;
//! for (player, card) in [(Player::One, 6), (Player::Two, 1)] {
//!     game.apply(player, &Decision::ChooseActionCards { cards: vec![card, if card == 1 { 2 } else { 1 }, 3] })?;
//! }
//! game.apply(Player::One, &Decision::ChooseCard { card: 6 })?; // card 6 carries a Shooting action
//! game.apply(Player::Two, &Decision::ChooseCard { card: 1 })?;
//! for player in [Player::One, Player::Two] {
//!     game.apply(player, &Decision::Cheetah { card: None })?;
//! }
//! let shoot = Decision::Shoot { group: GroupId(0), leader: FigureId(0), target: GroupId(1), giraffe: None };
//! game.apply(Player::One, &shoot)?;
//! let events = game.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None })?;
//! assert!(events.iter().any(|e| matches!(e.what, What::Hits { hits: 4, .. }))); // 6 5 5 7: four hits
//! // The target's Cover roll needs dice the script no longer has.
//! let before = serde_json::to_string(&game)?;
//! let dry = game.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap_err();
//! assert_eq!(dry.code(), ErrorCode::DiceExhausted);
//! assert_eq!(serde_json::to_string(&game)?, before);
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

mod answer;
mod candidate;
mod card_in_play;
pub mod casualties;
pub mod check;
pub mod conditions;
pub mod decision;
pub mod demo;
pub mod deploy;
pub mod determinize;
pub mod error;
pub mod event;
pub mod exploration;
pub mod flight;
pub mod game;
pub mod history;
pub mod hooks;
pub mod influence;
mod legal;
pub mod melee;
mod move_checks;
pub mod movement;
pub mod narration;
pub mod objectives;
pub mod odds;
pub mod pending;
pub mod query;
pub mod refusal;
pub mod roll;
#[cfg(test)]
mod roster_lists;
pub mod setup;
pub mod shooting;
pub mod sorcery;
pub mod space;
pub mod special;
pub mod state;
pub mod stress;
pub mod tasks;
pub mod turn;
pub mod universal;
pub mod victory;
pub mod view;
pub mod wild;
mod working_copy;

pub use congo_model::{adventure, cards, dangerous_terrain, geometry, muster, profile, rosters, totem};

pub use check::StateError;
pub use decision::Decision;
pub use error::{RuleError, SetupError};
pub use event::{Event, What};
pub use game::Game;
pub use history::History;
pub use odds::{Odds, OddsQuery, odds};
pub use pending::{Ask, Pending, Prompt};
pub use query::{LegalMove, MovePreview, MoveRefusal, MoveRequest, Reach, ShotPreview, ShotRequest, SightReport};
pub use setup::{ColumnSetup, Components, Deployed, DiceSetup, Environment, GroupSetup, Setup};
pub use state::{FigureId, GroupId, Player};
pub use view::View;
