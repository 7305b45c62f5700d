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

/// Congo (congo-core). Built-in setups: `"skirmish"`, the standard skirmish of
/// [`congo_core::demo::skirmish`] (the Adventures of `congo_core::adventure` are data the turn
/// engine does not start from yet); players are [`congo_core::Player::BOTH`]; the phase is the
/// turn's [`congo_core::game::Phase`].
impl BindingGame for congo_core::Game {
    const KIND: &'static str = "congo";
    const PHASE_NAMES: &'static [&'static str] = &["choose_action_cards", "choose_card", "cheetah", "tie", "resolve", "over"];

    fn seed_setup(setup: &mut congo_core::Setup, seed: u64) {
        setup.dice = congo_core::DiceSetup::Seeded { seed };
    }
    fn builtin_names() -> Vec<&'static str> {
        alloc::vec!["skirmish"]
    }
    fn builtin_setup(name: &str) -> Option<congo_core::Setup> {
        match name {
            "skirmish" => congo_core::demo::skirmish(0),
            _ => None,
        }
    }
    fn players(&self) -> Vec<congo_core::Player> {
        congo_core::Player::BOTH.to_vec()
    }
    fn phase(&self) -> u32 {
        use congo_core::game::Phase;
        match self.phase() {
            Phase::ChooseActionCards { .. } => 0,
            Phase::ChooseCard { .. } => 1,
            Phase::Cheetah { .. } => 2,
            Phase::Tie { .. } => 3,
            Phase::Resolve { .. } => 4,
            Phase::Over { .. } => 5,
        }
    }
}
