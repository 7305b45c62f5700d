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
/// `nile_game_known_map`, `nile_game_plan_lost_odds`, `nile_game_plan_cost`, `nile_game_reach`,
/// `nile_game_hunt_odds`, `nile_game_attitude_odds`, `nile_hunt_odds` and `nile_attitude_odds`
/// (through [`congo_nile_ffi::nile_query`]). Read-only; no die is rolled. Odds are exact:
/// `{p, numerator, denominator}`, the fraction over the equally likely dice outcomes (not
/// reduced) and `p` its nearest float (as Congo's odds).
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

    /// The cost of a proposed day plan of the team at index `team`, before it is sent: throws the
    /// refusal `apply` would give the plan, else `{activity, heading, afloat, moves, dice, die,
    /// least, most, route, meal, lost, left}` (the route on the map as the team knows it; the
    /// day's events, a failed Lost Check and hunger effects are not foreseen).
    #[wasm_bindgen(js_name = planCost, unchecked_return_type = "NilePlanCost")]
    pub fn plan_cost(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] team: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "NileDecision")] plan: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let team = crate::convert::index_arg(&team, "the team index")?;
        let plan = crate::convert::from_js(plan, "the plan", congo_nile_ffi::session::InputKind::Decision)?;
        let cost = crate::convert::js(congo_nile_ffi::nile_query::plan_cost(&self.session, team, &plan))?;
        crate::convert::to_js(&cost, "the plan's cost")
    }

    /// The squares the team at index `team` can reach this turn, for each Activity Level its
    /// vehicles allow, each square with the cheapest heading and roll. Throws `OutOfRange` for a
    /// bad index.
    #[wasm_bindgen(js_name = reach, unchecked_return_type = "NileReach[]")]
    pub fn reach(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] team: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let team = crate::convert::index_arg(&team, "the team index")?;
        let reach = crate::convert::js(congo_nile_ffi::nile_query::reach(&self.session, team))?;
        crate::convert::to_js(&reach, "the reach")
    }

    /// The exact odds of a hunt on the ground the team at index `team` stands on, with its
    /// explorer's Hunter skill: `{square, ground, hunter_skill, odds}`.
    #[wasm_bindgen(js_name = huntOddsFor, unchecked_return_type = "NileHuntHere")]
    pub fn hunt_odds_for(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] team: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let team = crate::convert::index_arg(&team, "the team index")?;
        let odds = crate::convert::js(congo_nile_ffi::nile_query::hunt_odds_for(&self.session, team))?;
        crate::convert::to_js(&odds, "the hunt odds")
    }

    /// The exact odds of the native attitude roll if the team at index `team`, asked now its
    /// posture toward the natives it met (or its Journalist's gifts), answers `posture`: throws
    /// when it is not asked or may not take that posture, else `{tribe, party, totals, posture,
    /// odds}`.
    #[wasm_bindgen(js_name = attitudeOddsFor, unchecked_return_type = "NileAttitudeHere")]
    pub fn attitude_odds_for(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] team: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "NilePosture")] posture: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let team = crate::convert::index_arg(&team, "the team index")?;
        let posture = crate::convert::from_js(posture, "the posture", congo_nile_ffi::session::InputKind::Decision)?;
        let odds = crate::convert::js(congo_nile_ffi::nile_query::attitude_odds_for(&self.session, team, posture))?;
        crate::convert::to_js(&odds, "the attitude odds")
    }
}
