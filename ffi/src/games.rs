//! [`BindingGame`] for each core's `Game`: how a binding seeds a setup, names the built-in
//! setups, numbers the players and the phases.

use crate::session::BindingGame;
use alloc::vec::Vec;
use tabletop::{DiceSource, RulesGame};

/// The expedition game (nile-core). Built-in setups: [`nile_core::builtin::BUILTIN_SETUPS`];
/// players are the teams in setup order; the phase is the kind of the pending decision.
impl BindingGame for nile_core::Game {
    const KIND: &'static str = "nile";
    const PHASE_NAMES: &'static [&'static str] = &["plan", "lucky_break", "question", "over"];

    fn seed_setup(setup: &mut nile_core::Setup, seed: u64) {
        setup.dice = DiceSource::seeded(seed);
    }
    fn builtin_names() -> Vec<&'static str> {
        nile_core::builtin::BUILTIN_SETUPS.to_vec()
    }
    fn builtin_setup(name: &str) -> Option<nile_core::Setup> {
        nile_core::builtin::builtin_setup(name, 0)
    }
    fn players(&self) -> Vec<nile_core::TeamId> {
        self.teams().iter().map(|t| t.id).collect()
    }
    fn phase(&self) -> u32 {
        match self.pending() {
            nile_core::Pending::Plan { .. } => 0,
            nile_core::Pending::LuckyBreak { .. } => 1,
            nile_core::Pending::Question { .. } => 2,
            nile_core::Pending::Over => 3,
        }
    }
}
