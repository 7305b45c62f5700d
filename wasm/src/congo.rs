//! `CongoGame`: the Congo skirmish game (congo-core) for JavaScript. Its TypeScript declarations
//! (`congo.d.ts`) are included in the package's `congo_nile.d.ts`.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const CONGO_TS: &str = include_str!("congo.d.ts");

crate::wasm_game! {
    class: CongoGame, game: congo_core::Game, title: "Congo",
    ts_setup: "CongoSetup", ts_setup_or_name: "CongoSetup | CongoBuiltin", ts_player: "CongoPlayer",
    ts_decision: "CongoDecision", ts_decisions: "CongoDecision[]", ts_events: "CongoEvent[]",
    ts_pending: "CongoPending", ts_view: "CongoView", ts_players: "CongoPlayer[]", ts_log: "CongoLogEntry[]",
}
