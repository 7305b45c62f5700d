//! congo-nile-wasm: the wasm-bindgen package of both games, for JavaScript front ends.
//!
//! Each game is one class over the generic binding layer shared with the C ABI
//! ([`congo_nile_ffi::session`]), declared by [`wasm_game!`]:
//!
//! ```js
//! import { CongoGame } from "congo-nile";
//! const game = new CongoGame(CongoGame.builtinNames()[0], 7n); // setup object or built-in name, bigint seed
//! for (let player = game.currentPlayer(); player !== undefined; player = game.currentPlayer()) {
//!   const events = game.apply(player, game.legalDecisions(player)[0]);
//! }
//! const saved = game.toJSON();             // JSON text, byte-equal to the Rust and C results
//! const again = CongoGame.fromJSON(saved); // checked by replaying its own log
//! const exact = CongoGame.fromSetup(setup);  // the setup's own dice kept (scripted: a rulebook example)
//! ```
//!
//! - Values cross as plain JS objects in the cores' serde shapes (serde-wasm-bindgen, JSON
//!   compatible), typed by the TypeScript declarations generated from the Rust types (`types.d.ts`).
//! - Errors are thrown as real `Error`s with a numeric `code` (the C ABI's status numbers) and
//!   a `codeName`.
//! - Players are numbered: a player's index in `players()`.
//! - Seeds are `bigint`s (64-bit); so are the 64-bit numbers of the dice source in `setup()`.
//!
//! The npm package is built by `scripts/build-wasm.sh` into `wasm/pkg/`.

use wasm_bindgen::prelude::wasm_bindgen;

/// The TypeScript declarations of every value the classes take and return (setups, decisions,
/// events, prompts, views, list-building values), generated from the Rust types by
/// `tests/typescript.rs` (see the README, "TypeScript types").
#[wasm_bindgen(typescript_custom_section)]
const TYPES_TS: &str = include_str!("types.d.ts");

pub mod class;
mod congo;
pub mod convert;
mod nile;

pub use congo::CongoGame;
pub use nile::NileGame;
