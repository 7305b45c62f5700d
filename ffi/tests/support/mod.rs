//! A small game implementing `RulesGame`, to test the generic binding layer without the real
//! cores: dice Nim. Two players take 1-3 counters from a heap in turn, or roll a D6 and take 2
//! on a success (5+) or 1 otherwise; whoever takes the last counter wins. The decision `panic`
//! is never legal and panics inside `apply` (to test the panic guard and poisoning).
#![allow(dead_code, missing_docs)]

use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::protocol::LogEntry;
use tabletop::{DiceSource, Die, RulesGame};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NimSetup {
    pub heap: u32,
    #[serde(default)]
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum NimDecision {
    Take { count: u32 },
    Roll,
    Panic,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum NimEvent {
    Rolled { face: u8 },
    Took { player: u8, count: u32 },
    Won { player: u8 },
}

#[derive(Clone, Debug, Serialize)]
pub struct NimPending {
    pub player: u8,
}

#[derive(Clone, Debug, Serialize)]
pub struct NimView {
    pub heap: u32,
    pub you: u8,
}

#[derive(Debug, thiserror::Error)]
pub enum NimSetupError {
    #[error("heap of {0} counters is too small; expected at least 1")]
    EmptyHeap(u32),
}

impl Coded for NimSetupError {
    fn code(&self) -> ErrorCode {
        match self {
            NimSetupError::EmptyHeap(_) => ErrorCode::InvalidSetup,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum NimRuleError {
    #[error("player {0} has nothing to decide now")]
    NotYourTurn(u8),
    #[error("cannot take {0} counters; expected 1 to 3, at most the heap")]
    BadCount(u32),
    #[error("the game is over")]
    Over,
    #[error("dice: {0}")]
    Dice(tabletop::DiceError),
}

impl Coded for NimRuleError {
    fn code(&self) -> ErrorCode {
        match self {
            NimRuleError::NotYourTurn(_) => ErrorCode::NotYourDecision,
            NimRuleError::BadCount(_) => ErrorCode::IllegalDecision,
            NimRuleError::Over => ErrorCode::GameOver,
            NimRuleError::Dice(d) => d.code(),
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Nim {
    setup: NimSetup,
    heap: u32,
    turn: u8,
    winner: Option<u8>,
    dice: DiceSource,
    log: Vec<LogEntry<u8, NimDecision>>,
}

impl RulesGame for Nim {
    type Setup = NimSetup;
    type Player = u8;
    type Decision = NimDecision;
    type Event = NimEvent;
    type Pending = NimPending;
    type View = NimView;
    type SetupError = NimSetupError;
    type RuleError = NimRuleError;

    fn new(setup: &NimSetup) -> Result<Nim, NimSetupError> {
        if setup.heap == 0 {
            return Err(NimSetupError::EmptyHeap(0));
        }
        Ok(Nim {
            setup: setup.clone(),
            heap: setup.heap,
            turn: 0,
            winner: None,
            dice: DiceSource::seeded(setup.seed),
            log: Vec::new(),
        })
    }
    fn setup(&self) -> &NimSetup {
        &self.setup
    }
    fn pending(&self) -> NimPending {
        NimPending { player: self.turn }
    }
    fn to_decide(&self) -> Vec<u8> {
        if self.winner.is_some() { Vec::new() } else { vec![self.turn] }
    }
    fn legal_decisions(&self, player: u8) -> Vec<NimDecision> {
        if self.winner.is_some() || player != self.turn {
            return Vec::new();
        }
        let mut out: Vec<_> = (1..=self.heap.min(3)).map(|count| NimDecision::Take { count }).collect();
        if self.heap >= 2 {
            out.push(NimDecision::Roll);
        }
        out
    }
    fn apply(&mut self, player: u8, decision: &NimDecision) -> Result<Vec<NimEvent>, NimRuleError> {
        if self.winner.is_some() {
            return Err(NimRuleError::Over);
        }
        if player != self.turn {
            return Err(NimRuleError::NotYourTurn(player));
        }
        let mut events = Vec::new();
        let count = match decision {
            NimDecision::Take { count } => *count,
            NimDecision::Roll if self.heap >= 2 => {
                let mut dice = self.dice.clone();
                let roll = dice.roll(Die::D6).map_err(NimRuleError::Dice)?;
                self.dice = dice;
                events.push(NimEvent::Rolled { face: roll.face() });
                if roll.is_success() { 2 } else { 1 }
            }
            NimDecision::Roll => return Err(NimRuleError::BadCount(2)),
            NimDecision::Panic => panic!("the panic decision was applied"),
        };
        if count == 0 || count > 3 || count > self.heap {
            return Err(NimRuleError::BadCount(count));
        }
        self.heap -= count;
        events.push(NimEvent::Took { player, count });
        self.log.push(LogEntry { player, decision: decision.clone() });
        if self.heap == 0 {
            self.winner = Some(player);
            events.push(NimEvent::Won { player });
        } else {
            self.turn = 1 - self.turn;
        }
        Ok(events)
    }
    fn view(&self, player: u8) -> NimView {
        NimView { heap: self.heap, you: player }
    }
    fn is_over(&self) -> bool {
        self.winner.is_some()
    }
    fn log(&self) -> &[LogEntry<u8, NimDecision>] {
        &self.log
    }
}

impl congo_nile_ffi::session::BindingGame for Nim {
    const KIND: &'static str = "nim";
    const PHASE_NAMES: &'static [&'static str] = &["playing", "over"];
    fn seed_setup(setup: &mut NimSetup, seed: u64) {
        setup.seed = seed;
    }
    fn builtin_names() -> Vec<&'static str> {
        vec!["small", "large"]
    }
    fn builtin_setup(name: &str) -> Option<NimSetup> {
        match name {
            "small" => Some(NimSetup { heap: 7, seed: 0 }),
            "large" => Some(NimSetup { heap: 40, seed: 0 }),
            _ => None,
        }
    }
    fn players(&self) -> Vec<u8> {
        vec![0, 1]
    }
    fn phase(&self) -> u32 {
        u32::from(self.winner.is_some())
    }
    fn events_for(&self, events: &[Self::Event], _player: u8) -> Vec<Self::Event> {
        // Nim hides nothing.
        events.to_vec()
    }
    type PendingFor = <Nim as RulesGame>::Pending;
    fn pending_for(&self, _player: u8) -> Self::PendingFor {
        // Nim hides nothing.
        self.pending()
    }
}

// The C exports instantiated for Nim, shared by the generic ABI test and the overhead bench.
congo_nile_ffi::game_exports! {
    handle: NimGame, game: Nim, title: "Nim",
    new: nim_game_new, new_from_setup: nim_game_new_from_setup, new_builtin: nim_game_new_builtin,
    builtin_names: nim_game_builtin_names, builtin_setup: nim_game_builtin_setup,
    free: nim_game_free, clone: nim_game_clone, players: nim_game_players, pending: nim_game_pending,
    pending_for: nim_game_pending_for,
    legal_decisions: nim_game_legal_decisions, apply: nim_game_apply, view: nim_game_view,
    state: nim_game_state, events: nim_game_events, events_for: nim_game_events_for, serialize: nim_game_serialize,
    restore: nim_game_restore, is_over: nim_game_is_over, current_player: nim_game_current_player,
    phase: nim_game_phase, phase_names: nim_game_phase_names, legal_count: nim_game_legal_count,
    apply_legal: nim_game_apply_legal, random_playout: nim_game_random_playout,
}
