//! `NileGame`: the expedition game (nile-core) for JavaScript. Its TypeScript shapes (every
//! setup, decision, event, pending and view: `NileSetup`, `NileDecision`...) are generated from
//! nile-core's types (`types.d.ts`).

crate::wasm_game! {
    class: NileGame, game: nile_core::Game, title: "Nile expedition",
    ts_setup: "NileSetup", ts_setup_or_name: "NileSetup | NileBuiltin", ts_setup_or_text: "NileSetup | string",
    ts_player: "NileTeamId",
    ts_decision: "NileDecision", ts_decisions: "NileDecision[]", ts_events: "NileEvent[]",
    ts_pending: "NilePending", ts_pending_for: "NilePending | null", ts_view: "NileView", ts_players: "NileTeamId[]", ts_log: "NileLogEntry[]",
}
