//! `CongoGame`: the Congo skirmish game (congo-core) for JavaScript. Its TypeScript shapes
//! (`CongoSetup`, `CongoDecision`...) are generated from congo-core's types (`types.d.ts`).

use congo_nile_ffi::session::InputKind;
use wasm_bindgen::prelude::wasm_bindgen;

crate::wasm_game! {
    class: CongoGame, game: congo_core::Game, title: "Congo",
    ts_setup: "CongoSetup", ts_builtins: "CongoBuiltin[]", ts_setup_or_name: "CongoSetup | CongoBuiltin", ts_setup_or_text: "CongoSetup | string",
    ts_player: "CongoPlayer",
    ts_decision: "CongoDecision", ts_decisions: "CongoDecision[]", ts_events: "CongoEvent[]",
    ts_pending: "CongoPending", ts_pending_for: "CongoPending", ts_view: "CongoView", ts_players: "CongoPlayer[]", ts_log: "CongoLogEntry[]",
}

/// List-building for Congo apps (rosters, column validation, Adventures): congo-core's rules
/// through [`congo_nile_ffi::congo_lists`], the same answers as the C ABI's `congo_rosters`,
/// `congo_column_validate`, `congo_adventures` and `congo_game_new_adventure`.
#[wasm_bindgen]
impl CongoGame {
    /// The built-in rosters: the column-wide limits and each culture's characters, auxiliaries
    /// and groups with their points, stars and per-column limits.
    #[wasm_bindgen(js_name = rosters, unchecked_return_type = "CongoRosters")]
    pub fn rosters() -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        crate::convert::to_js(&congo_nile_ffi::congo_lists::rosters(), "the rosters")
    }

    /// The built-in Adventures, in order of difficulty, with each side's budget and muster rules.
    #[wasm_bindgen(js_name = adventures, unchecked_return_type = "CongoAdventureSummary[]")]
    pub fn adventures() -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let all = crate::convert::js(congo_nile_ffi::congo_lists::adventures())?;
        crate::convert::to_js(&all, "the adventures")
    }

    /// Check a column list against the rosters and a side's muster rules (every rule of
    /// "Mustering the Column", all problems at once). Throws only for a malformed list or rules
    /// (code 102); an invalid column is answered with `valid: false` and its problems.
    #[wasm_bindgen(js_name = validateColumn, unchecked_return_type = "CongoColumnCheck")]
    pub fn validate_column(
        #[wasm_bindgen(unchecked_param_type = "CongoColumnList")] list: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "CongoMusterRules")] rules: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let list = crate::convert::from_js(list, "the column list", InputKind::ColumnList)?;
        let rules = crate::convert::from_js(rules, "the muster rules", InputKind::ColumnList)?;
        crate::convert::to_js(&congo_nile_ffi::congo_lists::check_column(&list, &rules), "the column check")
    }

    /// Start the built-in Adventure `name` with two column lists (`[one, two]`) and a dice seed:
    /// each list is mustered against its side's rules, then deployed automatically. Throws the
    /// first mustering error's code with every problem in the message, or the deployment's.
    #[wasm_bindgen(js_name = fromAdventure)]
    pub fn from_adventure(
        #[wasm_bindgen(unchecked_param_type = "CongoBuiltin")] name: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "[CongoColumnList, CongoColumnList]")] columns: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "bigint")] seed: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<CongoGame> {
        let name = crate::convert::text_arg(&name, "the Adventure's name", InputKind::Name)?;
        let seed = crate::convert::seed_arg(&seed, "the seed")?;
        let columns: [congo_core::muster::ColumnList; 2] =
            crate::convert::from_js(columns, "the two column lists", InputKind::ColumnList)?;
        let session = crate::convert::js(congo_nile_ffi::congo_lists::adventure_game(&name, &columns, seed))?;
        Ok(CongoGame { session })
    }
}

/// Exact odds (congo-core's `odds`), the same answers as the C ABI's `congo_game_odds`.
#[wasm_bindgen]
impl CongoGame {
    /// The exact odds of an action for the player at index `player`: the distribution of a
    /// shot's hits, casualties and Stress tokens, a melee's, a Terror test's or a Rally's, each
    /// probability as a float `p` and an exact fraction (decimal strings), from what that player
    /// may know (no Totem card counted, the weakest dice discarded, a shot's target rolling its
    /// cover at once). Throws `OutOfRange` for a bad index, `IllegalDecision` for an action that
    /// could not be taken as asked, `UnknownId` for an unknown group.
    #[wasm_bindgen(unchecked_return_type = "CongoOdds")]
    pub fn odds(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "CongoOddsQuery")] query: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        let query = crate::convert::from_js(query, "the odds query", InputKind::Decision)?;
        let odds = crate::convert::js(congo_nile_ffi::congo_odds::odds(&self.session, player, &query))?;
        crate::convert::to_js(&odds, "the odds")
    }
}

/// The front-end queries (issue 24), the same answers as the C ABI's `congo_game_preview_move`,
/// `congo_game_sight`, `congo_game_preview_shot`, `congo_game_reach`, `congo_game_can_undo`,
/// `congo_game_undo`, `congo_game_can_redo` and `congo_game_redo` (through
/// [`congo_nile_ffi::congo_query`]). Read-only, from one player's point of view, fast enough
/// for every mouse move.
///
/// ```js
/// const preview = game.previewMove(0, { group: 0, leader: 0, path: [{ x: 14000, y: 10000 }] });
/// if (preview.verdict === "legal") game.apply(0, preview.move.decision);
/// ```
#[wasm_bindgen]
impl CongoGame {
    /// Preview a Movement action of the player at index `player`: `{verdict: "legal", move}`
    /// (the decision `apply` accepts, the sticks, the pace, the formation, the terrain entered,
    /// what it engages) or `{verdict: "illegal", refusal: {reason, ...}}`. Throws only for a
    /// bad index or a malformed request.
    #[wasm_bindgen(js_name = previewMove, unchecked_return_type = "CongoMovePreview")]
    pub fn preview_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "CongoMoveRequest")] request: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        let request = crate::convert::from_js(request, "the move request", InputKind::Decision)?;
        let preview = crate::convert::js(congo_nile_ffi::congo_query::preview_move(&self.session, player, &request))?;
        crate::convert::to_js(&preview, "the move preview")
    }

    /// What group `group` sees: each enemy group and wild animal, figure by figure, with the
    /// range band and the cover a shot would give it.
    #[wasm_bindgen(unchecked_return_type = "CongoSightReport")]
    pub fn sight(&self, group: u16) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let report = crate::convert::js(congo_nile_ffi::congo_query::sight(&self.session, group))?;
        crate::convert::to_js(&report, "the sight report")
    }

    /// Preview a Shooting action of the player at index `player`: `{verdict: "legal", shot}`
    /// (the Attack dice, why each, the discards) or `{verdict: "illegal", refusal}`.
    #[wasm_bindgen(js_name = previewShot, unchecked_return_type = "CongoShotVerdict")]
    pub fn preview_shot(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
        #[wasm_bindgen(unchecked_param_type = "CongoShotRequest")] request: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        let request = crate::convert::from_js(request, "the shot request", InputKind::Decision)?;
        let verdict = crate::convert::js(congo_nile_ffi::congo_query::preview_shot(&self.session, player, &request))?;
        crate::convert::to_js(&verdict, "the shot preview")
    }

    /// Where `leader` of `group` can get this action: outlines with one stick and picking up
    /// the pace (polygons of points).
    #[wasm_bindgen(unchecked_return_type = "CongoReach")]
    pub fn reach(&self, group: u16, leader: u16) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let reach = crate::convert::js(congo_nile_ffi::congo_query::reach(&self.session, group, leader))?;
        crate::convert::to_js(&reach, "the reach")
    }

    /// How many of his latest decisions the player at index `player` may take back now.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<u32> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        let n = crate::convert::js(congo_nile_ffi::congo_query::can_undo(&self.session, player))?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// Take back the latest decision of the player at index `player` (throws code 3,
    /// `IllegalDecision`, when he has none to take back).
    pub fn undo(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<()> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        crate::convert::js(congo_nile_ffi::congo_query::undo(&mut self.session, player))
    }

    /// Whether the player at index `player` may make again the latest decision taken back.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<bool> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        crate::convert::js(self.session.can_redo(player))
    }

    /// Make again the latest decision taken back, the player's; returns its events.
    #[wasm_bindgen(unchecked_return_type = "CongoEvent[]")]
    pub fn redo(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] player: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<wasm_bindgen::JsValue> {
        let player = crate::convert::index_arg(&player, "the player index")?;
        let events = crate::convert::js(congo_nile_ffi::congo_query::redo(&mut self.session, player))?;
        crate::convert::to_js(&events, "events")
    }
}

/// Narration: the same sentences as the Rust narration (congo-core's `narration`, what the
/// `skirmish` example prints), for a page's log. Feature `narration` (on by default).
#[cfg(feature = "narration")]
#[wasm_bindgen]
impl CongoGame {
    /// Each event as a sentence a person at the table would say, in the rulebook's terms
    /// ("The Expedition's group 2 (Askaris) goes to ground"), groups, columns, animals and areas
    /// named from this game's setup: one string per event, in order. The events are any this
    /// game gave (`apply`, `lastEvents`, `lastEventsFor`: a redacted event narrates what its
    /// player may know). Throws `InvalidJson` for a value that is not an array of events, and
    /// `InputTooLarge` over a saved game's count of values (250,000).
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn narrate(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CongoEvent[]")] events: wasm_bindgen::JsValue,
    ) -> crate::convert::JsResult<Vec<String>> {
        let events: Vec<congo_core::Event> = crate::convert::from_js(events, "the events", InputKind::SavedGame)?;
        let game = self.session.game();
        Ok(events.iter().map(|e| e.narrate(game).to_string()).collect())
    }
}
