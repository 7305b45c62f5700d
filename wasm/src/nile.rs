//! `NileGame`: the expedition game (nile-core) for JavaScript. Its TypeScript declarations
//! (`nile.d.ts`, every setup, decision, event, pending and view shape) are included in the
//! package's `congo_nile.d.ts`.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const NILE_TS: &str = include_str!("nile.d.ts");

crate::wasm_game! {
    class: NileGame, game: nile_core::Game, title: "Nile expedition",
    ts_setup: "NileSetup", ts_setup_or_name: "NileSetup | NileBuiltin", ts_player: "NileTeamId",
    ts_decision: "NileDecision", ts_decisions: "NileDecision[]", ts_events: "NileEvent[]",
    ts_pending: "NilePending", ts_view: "NileView", ts_players: "NileTeamId[]", ts_log: "NileLogEntry[]",
}
