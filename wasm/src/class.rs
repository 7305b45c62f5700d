//! `wasm_game!`: one JS class per game, every method a thin call into the generic
//! [`congo_nile_ffi::session::Session`], so both classes have exactly the same API.

/// Declare the wasm-bindgen class of one game. The `ts_*` literals name the TypeScript types
/// (declared in the game's `typescript_custom_section`) that the class's methods take and return.
#[macro_export]
macro_rules! wasm_game {
    (
        class: $Class:ident, game: $Game:ty, title: $title:literal,
        ts_setup: $TsSetup:literal, ts_builtins: $TsBuiltins:literal, ts_setup_or_name: $TsSetupOrName:literal, ts_setup_or_text: $TsSetupOrText:literal, ts_player: $TsPlayer:literal, ts_decision: $TsDecision:literal,
        ts_decisions: $TsDecisions:literal, ts_events: $TsEvents:literal, ts_pending: $TsPending:literal, ts_pending_for: $TsPendingFor:literal,
        ts_view: $TsView:literal, ts_players: $TsPlayers:literal, ts_log: $TsLog:literal $(,)?
    ) => {
        #[doc = concat!("A ", $title, " game. Every method that can fail throws an `Error` with a numeric `code` (the C ABI's status numbers) and a `codeName`.\n\n",
            "```js\nconst game = new ", stringify!($Class), "(", stringify!($Class), ".builtinNames()[0], 7n);\n",
            "const player = game.currentPlayer(); // undefined once the game is over\n",
            "if (player !== undefined) {\n  const events = game.apply(player, game.legalDecisions(player)[0]);\n}\n```")]
        #[::wasm_bindgen::prelude::wasm_bindgen]
        pub struct $Class {
            session: ::congo_nile_ffi::session::Session<$Game>,
        }

        #[::wasm_bindgen::prelude::wasm_bindgen]
        impl $Class {
            /// Start a game from a setup object, or from the name of a built-in setup, and a
            /// 64-bit dice seed (a `bigint`): the same setup and seed give the same game. The seed
            /// replaces the setup's own dice, scripted ones included ([`Self::from_setup`] keeps
            /// them).
            #[wasm_bindgen(constructor)]
            pub fn new(
                #[wasm_bindgen(unchecked_param_type = $TsSetupOrName)] setup: ::wasm_bindgen::JsValue,
                #[wasm_bindgen(unchecked_param_type = "bigint")] seed: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<$Class> {
                let seed = $crate::convert::seed_arg(&seed, "the seed")?;
                let name = if setup.is_string() {
                    Some($crate::convert::text_arg(&setup, "the setup's name", ::congo_nile_ffi::session::InputKind::Name)?)
                } else {
                    None
                };
                let session = match name {
                    Some(name) => $crate::convert::js(::congo_nile_ffi::session::Session::builtin(&name, seed))?,
                    None => {
                        let setup = $crate::convert::from_js(setup, "setup", ::congo_nile_ffi::session::InputKind::Setup)?;
                        $crate::convert::js(::congo_nile_ffi::session::Session::new(setup, seed))?
                    }
                };
                Ok($Class { session })
            }

            /// Start a game from a setup with the setup's own dice, as they are: seeded from its
            /// seed, or scripted (`{kind: "scripted", ...}`: faces consumed in order, to reproduce
            /// a rulebook example exactly). The setup is an object, or its JSON text (exact 64-bit
            /// numbers without `bigint`s). The same setup always starts the same game.
            ///
            /// A script that runs dry or holds a value the die cannot show throws code 5
            /// (`DiceExhausted`) or 9 (`ScriptedValueOutOfRange`): here if the game draws while it
            /// starts, from `apply` later (the game then stays untouched).
            #[wasm_bindgen(js_name = fromSetup)]
            pub fn from_setup(
                #[wasm_bindgen(unchecked_param_type = $TsSetupOrText)] setup: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<$Class> {
                let setup = $crate::convert::from_js_or_text(setup, "setup", ::congo_nile_ffi::session::InputKind::Setup)?;
                Ok($Class { session: $crate::convert::js(::congo_nile_ffi::session::Session::from_setup(setup))? })
            }

            /// The names of the built-in setups (each a name the constructor takes).
            #[wasm_bindgen(js_name = builtinNames, unchecked_return_type = $TsBuiltins)]
            pub fn builtin_names() -> Vec<String> {
                <$Game as ::congo_nile_ffi::session::BindingGame>::builtin_names().into_iter().map(String::from).collect()
            }

            /// The names of the phases; [`Self::phase`] is an index into it.
            #[wasm_bindgen(js_name = phaseNames)]
            pub fn phase_names() -> Vec<String> {
                <$Game as ::congo_nile_ffi::session::BindingGame>::PHASE_NAMES.iter().map(|s| String::from(*s)).collect()
            }

            /// Restore a game from the text of [`Self::to_json`]; the state is checked against
            /// the replay of its own setup and decision log.
            #[wasm_bindgen(js_name = fromJSON)]
            pub fn from_json(
                #[wasm_bindgen(unchecked_param_type = "string")] text: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<$Class> {
                let text = $crate::convert::text_arg(&text, "the serialized game", ::congo_nile_ffi::session::InputKind::SavedGame)?;
                Ok($Class { session: $crate::convert::js(::congo_nile_ffi::session::Session::from_json(&text))? })
            }

            /// The game as JSON text, `{"kind": ..., "state": ...}`: byte-identical to the C ABI's
            /// serialize call and to `serde_json` in Rust. The full state, every secret and the
            /// dice included: for saving, referees and replays, never for a player's eyes. Text, not an object: the dice state
            /// holds 64-bit integers that a JS number cannot carry. Keep it as text: after
            /// `JSON.parse`/`JSON.stringify` those integers are rounded, and [`Self::from_json`]
            /// refuses the result (code `ReplayFailed`: it no longer matches its own replay).
            #[wasm_bindgen(js_name = toJSON)]
            pub fn to_json(&self) -> $crate::convert::JsResult<String> {
                $crate::convert::js(self.session.to_json())
            }

            /// An independent copy (for tree search or undo).
            #[wasm_bindgen(js_name = clone)]
            pub fn clone_game(&self) -> $Class {
                $Class { session: self.session.clone() }
            }

            /// The setup this game started from (with its seed). Its dice source's 64-bit
            /// numbers (the seed, a seeded generator's `state` and `increment`) are `bigint`s, so
            /// the setup is exact: passed back to the constructor (with the same seed) it starts
            /// the same game.
            #[wasm_bindgen(unchecked_return_type = $TsSetup)]
            pub fn setup(&self) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                $crate::convert::to_js_exact(::tabletop::RulesGame::setup(self.session.game()), "setup")
            }

            /// Every player; a player's index in this array is how the other methods name it.
            #[wasm_bindgen(unchecked_return_type = $TsPlayers)]
            pub fn players(&self) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                $crate::convert::to_js(&::congo_nile_ffi::session::BindingGame::players(self.session.game()), "players")
            }

            /// Who must decide what now, unredacted: every player's secrets in the prompts
            /// included (Congo: the Action cards each still holds, a Confusion hand, Big Chief's
            /// cards; Nile: the deciding team's question). For referees and replays: a player's
            /// UI asks [`Self::pending_for`].
            #[wasm_bindgen(unchecked_return_type = $TsPending)]
            pub fn pending(&self) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                $crate::convert::to_js(&::tabletop::RulesGame::pending(self.session.game()), "pending")
            }

            /// Who must decide what now as the player at index `player` may see it, redacted
            /// exactly as `view(player).prompts` (Congo: the opponent's prompt kept, its cards
            /// emptied; Nile: the pending decision when that team decides, `null` otherwise).
            /// What a player's UI asks for "whose turn, what to decide". Throws `OutOfRange` for
            /// a bad index.
            #[wasm_bindgen(js_name = pendingFor, unchecked_return_type = $TsPendingFor)]
            pub fn pending_for(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] player: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                let player = $crate::convert::index_arg(&player, "the player index")?;
                let pending = $crate::convert::js(self.session.pending_for(player))?;
                $crate::convert::to_js(&pending, "pending")
            }

            /// The index of the first player who must decide now, or `undefined` when the game
            /// is over.
            #[wasm_bindgen(js_name = currentPlayer)]
            pub fn current_player(&self) -> Option<u32> {
                self.session.current_player().ok()
            }

            /// The current phase: an index into [`Self::phase_names`].
            pub fn phase(&self) -> u32 {
                ::congo_nile_ffi::session::BindingGame::phase(self.session.game())
            }

            /// True when the game has ended.
            #[wasm_bindgen(js_name = isOver)]
            pub fn is_over(&self) -> bool {
                ::tabletop::RulesGame::is_over(self.session.game())
            }

            /// The legal decisions of the player at index `player` (empty when it has nothing
            /// to decide). Throws `OutOfRange` for a bad index.
            #[wasm_bindgen(js_name = legalDecisions, unchecked_return_type = $TsDecisions)]
            pub fn legal_decisions(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] player: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                let player = $crate::convert::index_arg(&player, "the player index")?;
                let legal = $crate::convert::js(self.session.legal_decisions(player))?;
                $crate::convert::to_js(&legal, "legal decisions")
            }

            /// Apply one decision of the player at index `player`; returns its events. A refused
            /// decision throws (code `IllegalDecision`, `NotYourDecision`, `GameOver`...) and
            /// leaves the game untouched.
            #[wasm_bindgen(unchecked_return_type = $TsEvents)]
            pub fn apply(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "number")] player: ::wasm_bindgen::JsValue,
                #[wasm_bindgen(unchecked_param_type = $TsDecision)] decision: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                let player = $crate::convert::index_arg(&player, "the player index")?;
                let decision = $crate::convert::from_js(decision, "decision", ::congo_nile_ffi::session::InputKind::Decision)?;
                let events = $crate::convert::js(self.session.apply(player, &decision))?;
                $crate::convert::to_js(events, "events")
            }

            /// Apply the `k`-th (0-based) of the player's legal decisions; returns its events.
            #[wasm_bindgen(js_name = applyLegal, unchecked_return_type = $TsEvents)]
            pub fn apply_legal(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "number")] player: ::wasm_bindgen::JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] k: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                let player = $crate::convert::index_arg(&player, "the player index")?;
                let k = $crate::convert::count_arg(&k, "the decision index")?;
                let events = $crate::convert::js(self.session.apply_legal(player, k))?;
                $crate::convert::to_js(events, "events")
            }

            /// Play to the end with uniform random choices from a bot seeded with `botSeed` (a
            /// `bigint`; its choices never use the game's dice), at most `limit` decisions.
            /// Returns the number of decisions applied; throws `OutOfRange` if the game did not
            /// end within `limit`.
            #[wasm_bindgen(js_name = randomPlayout)]
            pub fn random_playout(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "bigint")] bot_seed: ::wasm_bindgen::JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] limit: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<usize> {
                let bot_seed = $crate::convert::seed_arg(&bot_seed, "the bot seed")?;
                let limit = $crate::convert::count_arg(&limit, "the limit")?;
                $crate::convert::js(self.session.random_playout(bot_seed, limit))
            }

            /// The events of the latest successful `apply`, `applyLegal` or `randomPlayout`.
            #[wasm_bindgen(js_name = lastEvents, unchecked_return_type = $TsEvents)]
            pub fn last_events(&self) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                $crate::convert::to_js(self.session.last_events(), "events")
            }

            /// The events of the latest successful `apply`, `applyLegal` or `randomPlayout` as
            /// the player at index `player` may see them: the other side's secret choices (Congo's
            /// Action cards and Totem cards) redacted, another team's private events (Nile) left
            /// out. Send a player these; `lastEvents` is unfiltered. Throws `OutOfRange` for a bad
            /// index.
            #[wasm_bindgen(js_name = lastEventsFor, unchecked_return_type = $TsEvents)]
            pub fn last_events_for(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] player: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                let player = $crate::convert::index_arg(&player, "the player index")?;
                let events = $crate::convert::js(self.session.last_events_for(player))?;
                $crate::convert::to_js(&events, "events")
            }

            /// The state as the player at index `player` may see it.
            #[wasm_bindgen(unchecked_return_type = $TsView)]
            pub fn view(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] player: ::wasm_bindgen::JsValue,
            ) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                let player = $crate::convert::index_arg(&player, "the player index")?;
                let view = $crate::convert::js(self.session.view(player))?;
                $crate::convert::to_js(&view, "view")
            }

            /// Every decision applied so far, in order, every player's secret choices included:
            /// for referees and replays, never for a player's eyes.
            #[wasm_bindgen(unchecked_return_type = $TsLog)]
            pub fn log(&self) -> $crate::convert::JsResult<::wasm_bindgen::JsValue> {
                $crate::convert::to_js(::tabletop::RulesGame::log(self.session.game()), "log")
            }
        }
    };
}
