//! `NileGame`: the expedition game (nile-core) for JavaScript. Its TypeScript shapes (every
//! setup, decision, event, pending and view: `NileSetup`, `NileDecision`...) are generated from
//! nile-core's types (`types.d.ts`).

crate::wasm_game! {
    class: NileGame, game: nile_core::Game, title: "Nile expedition",
    ts_setup: "NileSetup", ts_builtins: "NileBuiltin[]", ts_setup_or_name: "NileSetup | NileBuiltin", ts_setup_or_text: "NileSetup | string",
    ts_player: "NileTeamId",
    ts_decision: "NileDecision", ts_decisions: "NileDecision[]", ts_events: "NileEvent[]",
    ts_pending: "NilePending", ts_pending_for: "NilePending | null", ts_view: "NileView", ts_players: "NileTeamId[]", ts_log: "NileLogEntry[]",
}

/// The expedition game's front-end queries (issue 24), the same answers as the C ABI's
/// `nile_game_known_map`, `nile_game_plan_lost_odds`, `nile_hunt_odds` and `nile_attitude_odds`
/// (through [`congo_nile_ffi::nile_query`]). Read-only; no die is rolled. Odds are exact:
/// `{numerator, denominator}` over the equally likely dice outcomes (not reduced).
///
/// ```js
/// const odds = game.planLostOdds(team, plan);
/// if (odds.lost.numerator * 2 < odds.lost.denominator) game.apply(team, plan);
/// ```
#[wasm_bindgen::prelude::wasm_bindgen]
impl NileGame {
    /// The map as the team at index `team` knows it: the squares it has seen, with terrain and
    /// features; nothing of the others. Throws `OutOfRange` for a bad index.
    #[wasm_bindgen(js_name = knownMap, unchecked_return_type = "NileSquareView[]")]
    pub fn known_map(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] team: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let team = crate::convert::index_arg(&team, "the team index")?;
        let map = crate::convert::js(congo_nile_ffi::nile_query::known_map(&self.session, team))?;
        crate::convert::to_js(&map, "the known map")
    }

    /// The Lost Check a proposed day plan of the team at index `team` would make: throws the
    /// refusal `apply` would give the plan, else `{check, terrain, lost_number, guide, lost}`.
    #[wasm_bindgen(js_name = planLostOdds, unchecked_return_type = "NilePlanLostOdds")]
    pub fn plan_lost_odds(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] team: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "NileDecision")] plan: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let team = crate::convert::index_arg(&team, "the team index")?;
        let plan = crate::convert::from_js(plan, "the plan", congo_nile_ffi::session::InputKind::Decision)?;
        let odds = crate::convert::js(congo_nile_ffi::nile_query::plan_lost_odds(&self.session, team, &plan))?;
        crate::convert::to_js(&odds, "the Lost Check odds")
    }

    /// The exact odds of one hunt: the food found and the chance of a dangerous-game encounter.
    #[wasm_bindgen(js_name = huntOdds, unchecked_return_type = "NileHuntOdds")]
    pub fn hunt_odds(
        #[wasm_bindgen(unchecked_param_type = "NileHuntRequest")] request: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let request = crate::convert::from_js(request, "the hunt", congo_nile_ffi::session::InputKind::Decision)?;
        let odds = crate::convert::js(congo_nile_ffi::nile_query::hunt_odds(&request))?;
        crate::convert::to_js(&odds, "the hunt odds")
    }

    /// The exact odds of each row of the Native Attitude table for a posture.
    #[wasm_bindgen(js_name = attitudeOdds, unchecked_return_type = "NileAttitudeOdds")]
    pub fn attitude_odds(
        #[wasm_bindgen(unchecked_param_type = "NileAttitudeRequest")] request: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let request =
            crate::convert::from_js(request, "the attitude roll", congo_nile_ffi::session::InputKind::Decision)?;
        let odds = crate::convert::js(congo_nile_ffi::nile_query::attitude_odds(&request))?;
        crate::convert::to_js(&odds, "the attitude odds")
    }
}
