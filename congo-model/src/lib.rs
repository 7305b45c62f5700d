//! congo-model: the data and vocabulary of *Congo: Adventures in the Heart of Africa*, below the
//! rules engine.
//!
//! The layers, and the one way the dependencies run:
//!
//! `tabletop` (dice, fixed-point lengths, the decision protocol) <- **`congo-model`** (this
//! crate: what the rules speak about) <- `congo-core` (the engine: the game, its resolution
//! tasks and the flow of the turn) <- `ffi` / `wasm` (the bindings).
//!
//! Nothing here names the game, a resolution task or the flow of a turn: these are shapes,
//! tables and pure functions that the engine, list building and the bindings all read. The
//! engine re-exports every module under its own path (`congo_core::geometry` is [`geometry`]),
//! so callers of congo-core need not know this crate exists.
//!
//! - [`geometry`]: the table and its terrain, figures on 1" round bases, distances, line of
//!   sight and cover, movement sticks, gathering, retreat and flight;
//! - [`profile`]: what a group, character or auxiliary is before it is deployed; [`rosters`]:
//!   the four cultures' profiles; [`muster`]: column lists and their checks;
//! - [`cards`]: the Action cards; [`totem`]: the Totem cards and their deck; [`stress`]: the
//!   Stress tokens, the bag and the Litany's swap; [`sorcery`]: the rituals' effects and the incantation;
//! - [`dangerous_terrain`]: the Dangerous Terrain tables, and the choices, area markers and
//!   events of exploration and the wild animals; [`adventure`]: the Adventures as data
//!   (objectives, rules, events, the built-in ones, an Adventure in play, a group off the
//!   table, the wild animals and their ids); [`player`]: the two players; [`ids`]: the ids of
//!   groups and figures.
//!
//! The rest of the vocabulary (the game's state, decisions, prompts, events, errors and the
//! setup) still lives in congo-core, but names no rule chapter's type: what it borrowed from the
//! chapters (the ids, the Litany swap, the choices and terrain events, the Adventure in play)
//! is data here (issue 21).
//!
//! Like the engine, the crate is `no_std` + `alloc` and deterministic (integer fixed-point
//! geometry, no floating point, all chance from the caller's dice source).
// With `ts` (TypeScript declarations, a host-side build) the crate is std: the derive output needs
// the std prelude.
#![cfg_attr(not(feature = "ts"), no_std)]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod adventure;
pub mod cards;
mod cross_check;
pub mod dangerous_terrain;
pub mod geometry;
pub mod ids;
pub mod muster;
pub mod player;
pub mod profile;
pub mod rosters;
pub mod sorcery;
pub mod stress;
pub mod totem;
