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
    fn events_for(&self, events: &[nile_core::Event], player: nile_core::TeamId) -> Vec<nile_core::Event> {
        nile_core::view::events_for(self, player, events)
    }
    type PendingFor = Option<nile_core::Pending>;
    fn pending_for(&self, player: nile_core::TeamId) -> Option<nile_core::Pending> {
        nile_core::Game::pending_for(self, player)
    }
}

/// Congo (congo-core). Built-in setups: the built-in Adventures
/// ([`congo_core::adventure::Adventure::builtin_names`]) as
/// [`congo_core::deploy::builtin_adventure_setup`] sets them up (the cultures its protagonists
/// name, a protagonist of free culture gets [`congo_core::deploy::FREE_CULTURE`]; the same setup as
/// `examples/skirmish.rs`); and `"skirmish"`, the demo skirmish of
/// [`congo_core::demo::skirmish`]. Players are [`congo_core::Player::BOTH`]; the phase is the
/// turn's [`congo_core::game::Phase`].
impl BindingGame for congo_core::Game {
    const KIND: &'static str = "congo";
    const PHASE_NAMES: &'static [&'static str] =
        &["choose_action_cards", "choose_card", "cheetah", "tie", "resolve", "over"];

    fn seed_setup(setup: &mut congo_core::Setup, seed: u64) {
        setup.dice = congo_core::DiceSetup::Seeded { seed };
    }
    fn builtin_names() -> Vec<&'static str> {
        let mut names = congo_core::adventure::Adventure::builtin_names().to_vec();
        names.push(CONGO_SKIRMISH);
        names
    }
    fn builtin_setup(name: &str) -> Option<congo_core::Setup> {
        if name == CONGO_SKIRMISH {
            return congo_core::demo::skirmish(0);
        }
        congo_core::deploy::builtin_adventure_setup(name, 0).ok()
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
    fn events_for(&self, events: &[congo_core::Event], player: congo_core::Player) -> Vec<congo_core::Event> {
        events.iter().map(|e| e.for_player(player)).collect()
    }
    type PendingFor = congo_core::Pending;
    fn pending_for(&self, player: congo_core::Player) -> congo_core::Pending {
        congo_core::Game::pending_for(self, player)
    }
}

/// The name of the demo skirmish among Congo's built-in setups.
pub const CONGO_SKIRMISH: &str = "skirmish";
