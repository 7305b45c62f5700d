//! The generic binding layer: one implementation over [`RulesGame`], shared by the C ABI
//! (this crate's `extern "C"` exports) and the wasm package (`congo-nile-wasm`).
//!
//! A binding needs a little more than [`RulesGame`] gives: a way to put the caller's 64-bit seed
//! into a setup, the built-in setups by name, numbered players (C passes a player as an index)
//! and a numbered phase for the fast per-frame calls. [`BindingGame`] adds exactly that, and
//! [`Session`] implements every binding operation once, generically, with errors as
//! [`BindingError`] (an [`ErrorCode`] and a lowercase message).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::protocol::LogEntry;
use tabletop::{Bot, PlayoutError, RulesGame, random_playout};

/// What a binding needs from a game beyond [`RulesGame`].
pub trait BindingGame: RulesGame {
    /// The game's short name: the prefix of its exports (`congo`, `nile`) and the `kind` of its
    /// serialized envelope.
    const KIND: &'static str;
    /// Names of the phases [`BindingGame::phase`] numbers, in order.
    const PHASE_NAMES: &'static [&'static str];

    /// Replace the setup's dice seed with `seed`: the same setup and seed start the same game.
    fn seed_setup(setup: &mut Self::Setup, seed: u64);
    /// The names of the built-in setups (adventures, scenarios, table layouts...).
    fn builtin_names() -> Vec<&'static str>;
    /// The built-in setup called `name`, if there is one.
    fn builtin_setup(name: &str) -> Option<Self::Setup>;
    /// Every player of this game, in a fixed order: a player's index in this list is how the C ABI
    /// names it.
    fn players(&self) -> Vec<Self::Player>;
    /// The current phase, as an index into [`BindingGame::PHASE_NAMES`].
    fn phase(&self) -> u32;
    /// `events` as `player` may see them: what is hidden from him redacted or withheld, as
    /// [`RulesGame::view`] hides it from the state (Congo: `Event::for_player`; Nile:
    /// `view::events_for`).
    fn events_for(&self, events: &[Self::Event], player: Self::Player) -> Vec<Self::Event>;
    /// What [`BindingGame::pending_for`] gives: the core's pending shape as one player sees it.
    type PendingFor: Serialize;
    /// What is pending now as `player` may see it, redacted exactly as [`RulesGame::view`]
    /// redacts its prompts (Congo: `Game::pending_for`, the opponent's cards emptied; Nile:
    /// `Game::pending_for`, `None` unless that team decides). What a player's UI asks;
    /// [`RulesGame::pending`] is unredacted, for referees and replays.
    fn pending_for(&self, player: Self::Player) -> Self::PendingFor;
}

/// The built-in setup of `G` called `name`.
///
/// # Errors
/// [`ErrorCode::UnknownId`] naming the known setups.
pub fn builtin_setup<G: BindingGame>(name: &str) -> BindingResult<G::Setup> {
    G::builtin_setup(name).ok_or_else(|| {
        BindingError::new(
            ErrorCode::UnknownId,
            format!("no built-in {} setup called {name:?}; expected one of {:?}", G::KIND, G::builtin_names()),
        )
    })
}

/// A failed binding call: the code every binding reports and a message saying what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingError {
    /// The stable code (the C ABI's return value, the JS `Error`'s `code`).
    pub code: ErrorCode,
    /// Lowercase, says what was wrong and what was expected.
    pub message: String,
}

impl BindingError {
    /// An error with `code` and `message`.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> BindingError {
        BindingError { code, message: message.into() }
    }

    /// A typed core error, keeping its code and message.
    pub fn from_coded<E: Coded + core::fmt::Display>(error: &E) -> BindingError {
        BindingError { code: error.code(), message: error.to_string() }
    }
}

impl core::fmt::Display for BindingError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.message)
    }
}

impl core::error::Error for BindingError {}

/// Shorthand for binding results.
pub type BindingResult<T> = Result<T, BindingError>;

/// Where a caller's value failed to deserialize and why, for an error message: `at
/// table.areas[2].cover: unknown variant ...` (or `at the top level: ...`). The cores' types say
/// what they expect in user terms (`#[serde(expecting = ...)]`), never a Rust type's name.
///
/// Every binding reads callers' values through this (the C ABI's JSON text with [`parse_json`],
/// the wasm package's JS values), so the messages are the same everywhere.
pub fn describe_path_error<E: core::fmt::Display>(error: &serde_path_to_error::Error<E>) -> String {
    let path = error.path();
    let place = if path.iter().next().is_none() { "the top level".to_string() } else { path.to_string() };
    format!("at {place}: {}", in_user_terms(&error.inner().to_string()))
}

/// What serde's primitive visitors say they expect (`expected u8`), in a caller's terms; the
/// cores' own types say it themselves (`#[serde(expecting = ...)]`).
const PRIMITIVE_TERMS: &[(&str, &str)] = &[
    ("u8", "an integer from 0 to 255"),
    ("u16", "an integer from 0 to 65535"),
    ("u32", "an integer from 0 to 4294967295"),
    ("u64", "an integer from 0 to 18446744073709551615"),
    ("usize", "a non-negative integer"),
    ("i8", "an integer from -128 to 127"),
    ("i16", "an integer from -32768 to 32767"),
    ("i32", "an integer from -2147483648 to 2147483647"),
    ("i64", "an integer from -9223372036854775808 to 9223372036854775807"),
    ("option", "a value or null"),
];

/// `message` (a deserializer's) with its Rust names replaced: a primitive's expectation in words
/// ([`PRIMITIVE_TERMS`]) and `struct Name` (a type from outside the cores, such as the dice
/// generator's state) as `an object`.
fn in_user_terms(message: &str) -> String {
    const EXPECTED: &str = "expected ";
    let Some(at) = message.rfind(EXPECTED) else {
        return message.to_string();
    };
    let (head, rest) = message.split_at(at + EXPECTED.len());
    // serde_json ends its messages with the position; keep it.
    let (what, tail) = rest.find(" at line ").map_or((rest, ""), |i| rest.split_at(i));
    let plain = if let Some((_, words)) = PRIMITIVE_TERMS.iter().find(|(name, _)| *name == what) {
        (*words).to_string()
    } else if what.starts_with("struct ") {
        let elements = what.find(" with ").map_or("", |i| &what[i..]);
        format!("an object{elements}")
    } else {
        what.to_string()
    };
    format!("{head}{plain}{tail}")
}

/// What kind of input a caller passes, each with the most a binding reads of it: a larger input
/// is refused with [`ErrorCode::InputTooLarge`] before it is parsed (before it is even copied,
/// where the binding can tell its size first), so a small call cannot cost a lot of memory or
/// time.
///
/// The limits are set from what real inputs need, with a margin of 16 or more: the largest saved
/// game of 60 random games of each built-in setup was 52 KB for Congo (`night_ambush`, 374
/// decisions) and 90 KB for Nile (`four_teams`, 634 decisions); the largest setup 16 KB (a
/// table at its vertex caps, `congo_core::geometry::MAX_TABLE_VERTICES`, adds about 120 KB);
/// the largest decision 156 bytes; a column list or an Adventure's muster rules about 1 KB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A decision: at most 8 KiB of JSON text (8,192 bytes), 1,024 values as a JS object.
    Decision,
    /// A setup: at most 1 MiB (1,048,576 bytes), 250,000 values.
    Setup,
    /// A serialized game (restore, `fromJSON`): at most 2 MiB (2,097,152 bytes).
    SavedGame,
    /// A column list, muster rules, or the two column lists of an Adventure: at most 64 KiB
    /// (65,536 bytes), 10,000 values.
    ColumnList,
    /// A built-in name (setup, Adventure): at most 256 bytes.
    Name,
}

impl InputKind {
    /// The most bytes of text (UTF-8, without the C string's NUL) read of this kind of input.
    pub const fn max_bytes(self) -> usize {
        match self {
            InputKind::Decision => 8 * 1024,
            InputKind::Setup => 1024 * 1024,
            InputKind::SavedGame => 2 * 1024 * 1024,
            InputKind::ColumnList => 64 * 1024,
            InputKind::Name => 256,
        }
    }

    /// The most values (objects, arrays, numbers, strings...) read of this kind of input when it
    /// comes as a JS value rather than text (the wasm package).
    pub const fn max_values(self) -> usize {
        match self {
            InputKind::Decision => 1024,
            InputKind::Setup | InputKind::SavedGame => 250_000,
            InputKind::ColumnList => 10_000,
            InputKind::Name => 1,
        }
    }

    /// Refuse an input called `what` of `len` bytes when it is over [`InputKind::max_bytes`].
    ///
    /// # Errors
    /// [`ErrorCode::InputTooLarge`] naming the limit.
    pub fn check_len(self, len: usize, what: &str) -> BindingResult<()> {
        if len <= self.max_bytes() {
            return Ok(());
        }
        Err(self.too_large(what))
    }

    /// The error for an input called `what` over the limit.
    pub fn too_large(self, what: &str) -> BindingError {
        BindingError::new(
            ErrorCode::InputTooLarge,
            format!("{what} is larger than {} bytes, the most read of {}", self.max_bytes(), self.describe()),
        )
    }

    fn describe(self) -> &'static str {
        match self {
            InputKind::Decision => "a decision",
            InputKind::Setup => "a setup",
            InputKind::SavedGame => "a saved game",
            InputKind::ColumnList => "a column list or muster rules",
            InputKind::Name => "a name",
        }
    }
}

/// Parse the JSON text `text` (a value called `what`, e.g. `setup_json`) into `T`, with errors
/// saying where ([`describe_path_error`]).
///
/// # Errors
/// [`ErrorCode::InvalidJson`] naming where in `text` the problem is and what was expected there
/// (malformed JSON, a wrong type or variant, a missing or unknown field, trailing text, nesting
/// deeper than 128 levels).
pub fn parse_json<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> BindingResult<T> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        BindingError::new(
            ErrorCode::InvalidJson,
            format!("{what} is not the expected JSON: {}", describe_path_error(&e)),
        )
    })?;
    de.end().map_err(|e| {
        BindingError::new(ErrorCode::InvalidJson, format!("{what} is not the expected JSON: after the value: {e}"))
    })?;
    Ok(value)
}

/// The serialized form of a session: the game's kind (so that a Nile state is never restored
/// into a Congo handle) and its full state.
#[derive(Serialize, Deserialize)]
pub struct Envelope<G> {
    /// [`BindingGame::KIND`] of the game that wrote it.
    pub kind: String,
    /// The game state, exactly as `serde` writes the core's `Game`.
    pub state: G,
}

/// One game behind a binding handle: the state, plus the events of the latest call that
/// changed it (so that callers of the fast non-JSON entry points can still read what happened).
#[derive(Clone, Debug)]
pub struct Session<G: BindingGame> {
    game: G,
    last_events: Vec<G::Event>,
    /// The decisions taken back ([`Session::take_back`]), oldest first, for [`Session::redo`];
    /// forgotten by any other change of the game.
    undone: Vec<LogEntry<G::Player, G::Decision>>,
}

impl<G: BindingGame> Session<G> {
    /// Validate `setup` with `seed` as its dice seed and start a game: the setup's own dice
    /// (seeded or scripted) are replaced by seeded dice from `seed`.
    ///
    /// # Errors
    /// The core's setup error (usually [`ErrorCode::InvalidSetup`]).
    pub fn new(mut setup: G::Setup, seed: u64) -> BindingResult<Session<G>> {
        G::seed_setup(&mut setup, seed);
        Session::from_setup(setup)
    }

    /// Validate `setup` and start a game with the setup's own dice, as they are: seeded from
    /// the setup's seed, or scripted (`{"kind": "scripted", ...}`: the faces a rulebook example
    /// or a conformance vector gives, consumed in order). The same setup always starts the same
    /// game.
    ///
    /// A script that runs dry or holds a value the die or draw cannot show is refused with the
    /// dice's own code ([`ErrorCode::DiceExhausted`], [`ErrorCode::ScriptedValueOutOfRange`]):
    /// here when the game draws while it starts (Nile's approach terrains, skills and Lucky
    /// Breaks; Congo's Totem deck shuffle), by [`Session::apply`] later (the state then stays
    /// untouched).
    ///
    /// # Errors
    /// The core's setup error (usually [`ErrorCode::InvalidSetup`]; a dice code as above).
    pub fn from_setup(setup: G::Setup) -> BindingResult<Session<G>> {
        let game = G::new(&setup).map_err(|e| BindingError::from_coded(&e))?;
        Ok(Session::from_game(game))
    }

    /// Start the built-in setup called `name` with `seed`.
    ///
    /// # Errors
    /// [`ErrorCode::UnknownId`] naming the known setups; the core's setup error.
    pub fn builtin(name: &str, seed: u64) -> BindingResult<Session<G>> {
        Session::new(builtin_setup::<G>(name)?, seed)
    }

    /// Wrap an existing game (no events yet).
    pub fn from_game(game: G) -> Session<G> {
        Session { game, last_events: Vec::new(), undone: Vec::new() }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The player at `index` in [`BindingGame::players`].
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] when there is no such player.
    pub fn player(&self, index: u32) -> BindingResult<G::Player> {
        let players = self.game.players();
        usize::try_from(index).ok().and_then(|i| players.get(i).copied()).ok_or_else(|| {
            BindingError::new(
                ErrorCode::OutOfRange,
                format!("player index {index} is out of range; this game has {} players", players.len()),
            )
        })
    }

    /// The index of `player` in [`BindingGame::players`].
    ///
    /// # Errors
    /// [`ErrorCode::UnknownId`] when the game does not list that player (a core bug).
    pub fn player_index(&self, player: G::Player) -> BindingResult<u32> {
        self.game.players().iter().position(|p| *p == player).and_then(|i| u32::try_from(i).ok()).ok_or_else(|| {
            BindingError::new(ErrorCode::UnknownId, format!("player {player:?} is not one of this game's players"))
        })
    }

    /// The first player who must decide now (the lowest in [`RulesGame::to_decide`]), as an index.
    ///
    /// # Errors
    /// [`ErrorCode::GameOver`] when nobody has anything to decide.
    pub fn current_player(&self) -> BindingResult<u32> {
        let first = self.game.to_decide().first().copied();
        match first {
            Some(p) => self.player_index(p),
            None => Err(BindingError::new(ErrorCode::GameOver, "the game is over; nobody has a decision to make")),
        }
    }

    /// Legal decisions for the player at `index`.
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index.
    pub fn legal_decisions(&self, index: u32) -> BindingResult<Vec<G::Decision>> {
        Ok(self.game.legal_decisions(self.player(index)?))
    }

    /// The view of the player at `index`.
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index.
    pub fn view(&self, index: u32) -> BindingResult<G::View> {
        Ok(self.game.view(self.player(index)?))
    }

    /// What is pending now as the player at `index` may see it ([`BindingGame::pending_for`]).
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index.
    pub fn pending_for(&self, index: u32) -> BindingResult<G::PendingFor> {
        Ok(self.game.pending_for(self.player(index)?))
    }

    /// Apply `decision` for the player at `index`; returns its events (also kept as
    /// [`Session::last_events`]). On error nothing changes, not even the last events.
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index; the core's rule error otherwise.
    pub fn apply(&mut self, index: u32, decision: &G::Decision) -> BindingResult<&[G::Event]> {
        let player = self.player(index)?;
        let events = self.game.apply(player, decision).map_err(|e| BindingError::from_coded(&e))?;
        self.last_events = events;
        self.undone.clear();
        Ok(&self.last_events)
    }

    /// Apply the `k`-th of the player's legal decisions (in [`RulesGame::legal_decisions`] order).
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad player index or `k`; the core's rule error.
    pub fn apply_legal(&mut self, index: u32, k: usize) -> BindingResult<&[G::Event]> {
        let mut legal = self.legal_decisions(index)?;
        if k >= legal.len() {
            return Err(BindingError::new(
                ErrorCode::OutOfRange,
                format!("decision index {k} is out of range; the player has {} legal decisions", legal.len()),
            ));
        }
        let decision = legal.swap_remove(k);
        self.apply(index, &decision)
    }

    /// Play to the end with a uniform random bot seeded with `bot_seed` (its choices never use the
    /// game's dice), at most `limit` decisions. Returns the number of decisions applied; the
    /// last events are then every event of the playout.
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] when the game did not end within `limit` (the decisions made
    /// stay applied); [`ErrorCode::IllegalDecision`] when the engine broke its own contract.
    pub fn random_playout(&mut self, bot_seed: u64, limit: usize) -> BindingResult<usize> {
        let before = self.game.log().len();
        let mut bot = Bot::new(bot_seed);
        let result = random_playout(&mut self.game, &mut bot, limit);
        let applied = self.game.log().len().saturating_sub(before);
        if applied > 0 {
            self.undone.clear();
        }
        match result {
            Ok(events) => {
                self.last_events = events;
                Ok(applied)
            }
            Err(e) => {
                self.last_events.clear();
                let code = match e {
                    PlayoutError::TooLong { .. } => ErrorCode::OutOfRange,
                    _ => ErrorCode::IllegalDecision,
                };
                Err(BindingError::new(code, e.to_string()))
            }
        }
    }

    /// Replace the game by `earlier`, the game before its latest decision `entry` (an undo: the
    /// game's own rules say what may be taken back, e.g. `congo_core::history::take_back`);
    /// `entry` is kept for [`Session::redo`]. The last events are cleared.
    pub fn take_back(&mut self, earlier: G, entry: LogEntry<G::Player, G::Decision>) {
        self.game = earlier;
        self.undone.push(entry);
        self.last_events.clear();
    }

    /// Whether the player at `index` may make again the latest decision taken back (it is his).
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index.
    pub fn can_redo(&self, index: u32) -> BindingResult<bool> {
        let player = self.player(index)?;
        Ok(self.undone.last().is_some_and(|e| e.player == player))
    }

    /// Make again the latest decision taken back, the player's at `index`; returns its events
    /// (also kept as [`Session::last_events`]). The other decisions taken back stay for redo.
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index; [`ErrorCode::IllegalDecision`] when there is
    /// no decision of his to redo; the core's rule error (nothing changes).
    pub fn redo(&mut self, index: u32) -> BindingResult<&[G::Event]> {
        if !self.can_redo(index)? {
            return Err(BindingError::new(
                ErrorCode::IllegalDecision,
                "this player has no decision taken back to redo",
            ));
        }
        let Some(entry) = self.undone.last() else {
            return Err(BindingError::new(ErrorCode::IllegalDecision, "no decision taken back to redo"));
        };
        let events = self.game.apply(entry.player, &entry.decision).map_err(|e| BindingError::from_coded(&e))?;
        self.undone.pop();
        self.last_events = events;
        Ok(&self.last_events)
    }

    /// The events of the latest successful [`Session::apply`], [`Session::apply_legal`] or
    /// [`Session::random_playout`]; empty for a new, cloned-fresh or restored session.
    pub fn last_events(&self) -> &[G::Event] {
        &self.last_events
    }

    /// [`Session::last_events`] as the player at `index` may see them ([`BindingGame::events_for`]):
    /// what a binding sends to that player, while the unfiltered list is for referees, replays
    /// and tests.
    ///
    /// # Errors
    /// [`ErrorCode::OutOfRange`] for a bad index.
    pub fn last_events_for(&self, index: u32) -> BindingResult<Vec<G::Event>> {
        Ok(self.game.events_for(&self.last_events, self.player(index)?))
    }

    /// The serialized form of this game: the JSON text of its [`Envelope`].
    ///
    /// # Errors
    /// [`ErrorCode::InvalidJson`] if the state cannot be written as JSON (a core bug).
    pub fn to_json(&self) -> BindingResult<String> {
        serde_json::to_string(&Envelope { kind: G::KIND.into(), state: &self.game })
            .map_err(|e| BindingError::new(ErrorCode::InvalidJson, format!("could not serialize the game: {e}")))
    }

    /// Restore a game from the JSON text of its [`Envelope`] (as [`Session::to_json`] writes it).
    /// The state is checked against its own setup and decision log: replaying them must give the
    /// same state, byte for byte, so a hand-edited or corrupted state is refused, never trusted.
    ///
    /// # Errors
    /// [`ErrorCode::InputTooLarge`] for a text over [`InputKind::SavedGame`]'s limit, before
    /// it is parsed; [`ErrorCode::InvalidJson`] for text that is not an envelope of this game's state;
    /// [`ErrorCode::WrongHandleKind`] for another game's envelope; [`ErrorCode::ReplayFailed`]
    /// when the state does not follow from its setup and log.
    pub fn from_json(text: &str) -> BindingResult<Session<G>> {
        InputKind::SavedGame.check_len(text.len(), &format!("the serialized {} game", G::KIND))?;
        #[derive(Deserialize)]
        struct Kind {
            kind: String,
        }
        let what = format!("the serialized {} game", G::KIND);
        let kind: Kind = parse_json(text, &what)?;
        if kind.kind != G::KIND {
            return Err(BindingError::new(
                ErrorCode::WrongHandleKind,
                format!("serialized game is of kind {:?}; expected {:?}", kind.kind, G::KIND),
            ));
        }
        let envelope: Envelope<G> = parse_json(text, &what)?;
        let game = envelope.state;
        let replayed = G::replay(game.setup(), game.log()).map_err(|e| BindingError::from_coded(&e))?;
        match (serde_json::to_vec(&game), serde_json::to_vec(&replayed)) {
            (Ok(a), Ok(b)) if a == b => Ok(Session::from_game(game)),
            _ => Err(BindingError::new(
                ErrorCode::ReplayFailed,
                "serialized state does not match the replay of its own setup and decision log",
            )),
        }
    }
}

/// The decision policy shared by the conformance runs of every binding (the Rust reference, the
/// C test program, the Node tests): at step `step`, the first player who must decide applies the
/// `policy_choice(step, n)`-th of its `n` legal decisions. Deterministic and cheap, and it
/// wanders through the decision lists rather than always taking the first.
pub const fn policy_choice(step: usize, n: usize) -> usize {
    if n == 0 { 0 } else { (step.wrapping_mul(7).wrapping_add(3)) % n }
}

/// Play `game` to its end with [`policy_choice`], through the Rust API only (no binding code),
/// at most `limit` decisions; returns the number applied.
///
/// # Errors
/// [`ErrorCode::OutOfRange`] when the game did not end within `limit`; the rules' error if a
/// legal decision was refused (a core bug).
pub fn play_with_policy<G: RulesGame>(game: &mut G, limit: usize) -> BindingResult<usize> {
    for step in 0..limit {
        let Some(&player) = game.to_decide().first() else {
            return Ok(step);
        };
        let legal = game.legal_decisions(player);
        let decision = legal.get(policy_choice(step, legal.len())).ok_or_else(|| {
            BindingError::new(
                ErrorCode::IllegalDecision,
                format!("player {player:?} must decide but has no legal decision"),
            )
        })?;
        game.apply(player, decision).map_err(|e| BindingError::from_coded(&e))?;
    }
    if game.to_decide().is_empty() {
        Ok(limit)
    } else {
        Err(BindingError::new(ErrorCode::OutOfRange, format!("the game did not end within {limit} decisions")))
    }
}
