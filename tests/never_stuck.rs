//! The protocol's promise, checked after every decision of whole games: while `to_decide()` is
//! non-empty, every listed player has a legal decision, and the legal decision a player is
//! played is accepted by `apply` (tabletop/src/protocol.rs, `RulesGame`). Played on every
//! built-in setup of both games, with the bindings' conformance policy (decision
//! `(step * 7 + 3) % n`, as `ffi::session::policy_choice`) and with the uniform random bot.
//!
//! CI plays a quick sample (`NEVER_STUCK_SEEDS`, default 6 seeds a setup and policy). The full
//! run, 1,000 seeds a setup and policy (about an hour on two cores in release):
//! `NEVER_STUCK_SEEDS=1000 cargo test --release --test never_stuck -- --nocapture`.

use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_adventure_setup;
use congo_nile::tabletop::{Bot, RulesGame};
// `policy_choice`: the bindings' conformance policy (`ffi::session::policy_choice`).
use congo_nile_harness::promise::{Answer, Probe, answerable, apply_legal, policy_choice};

#[derive(Clone, Copy, Debug)]
enum Policy {
    Conformance,
    Random,
}

fn seeds() -> u64 {
    std::env::var("NEVER_STUCK_SEEDS").ok().and_then(|s| s.parse().ok()).unwrap_or(6)
}

/// Plays `game` to its end with `policy`; panics, naming the step, where the promise breaks
/// (checked by `congo_nile_harness::promise`, as the fuzz targets check it).
fn play<G: RulesGame + Clone>(mut game: G, policy: Policy, seed: u64, what: &str) -> usize
where
    G::Player: core::fmt::Debug,
    G::Decision: core::fmt::Debug,
{
    let mut bot = Bot::new(seed.rotate_left(17) ^ 0x5eed);
    for step in 0..100_000 {
        // Every listed player can answer: the others of a simultaneous choice are probed.
        let deciders = answerable(&game, step, Probe::Others, Answer::Listed)
            .unwrap_or_else(|e| panic!("{what} seed {seed} {policy:?}: {e}"));
        let Some(&player) = deciders.first() else { return step };
        let decision = match policy {
            Policy::Conformance => {
                let legal = game.legal_decisions(player);
                legal[policy_choice(step, legal.len())].clone()
            }
            Policy::Random => bot.choose(&game, player).expect("the bot chooses among legal decisions"),
        };
        if let Err(e) = apply_legal(&mut game, player, &decision, step) {
            panic!("{what} seed {seed} {policy:?}: {e}");
        }
    }
    panic!("{what} seed {seed} {policy:?}: no end within 100,000 decisions");
}

fn congo(name: &str, policy: Policy, seeds: impl Iterator<Item = u64>) {
    for seed in seeds {
        let setup = if name == "demo" {
            congo_nile::congo::demo::skirmish(seed).expect("the demo columns muster")
        } else {
            builtin_adventure_setup(name, seed).expect("a built-in Adventure sets up")
        };
        let game = congo_nile::congo::Game::new(&setup).expect("a built-in setup is valid");
        play(game, policy, seed, name);
    }
}

fn nile(name: &str, policy: Policy, seeds: impl Iterator<Item = u64>) {
    for seed in seeds {
        let setup = congo_nile::nile::builtin::builtin_setup(name, seed).expect("a built-in setup");
        let game = congo_nile::nile::Game::new(&setup).expect("a built-in setup is valid");
        play(game, policy, seed, name);
    }
}

/// The two games found stuck by the reliability review (issue 29): a Casualties prompt with no
/// legal answer, after a character who was a link of the group's chain was removed by a rule
/// (a special roll, CG-ZAN-05) or by a refused Ritual of the Bloody Hand (CG-RITUAL-10).
#[test]
fn night_ambush_seeds_48_and_471_play_to_their_end() {
    // rule: CG-SHOOT-15
    congo("night_ambush", Policy::Conformance, [48, 471].into_iter());
}

#[test]
fn every_congo_adventure_never_stalls_under_the_conformance_policy() {
    for name in ["demo"].iter().chain(Adventure::builtin_names()) {
        congo(name, Policy::Conformance, 1..=seeds());
    }
}

#[test]
fn every_congo_adventure_never_stalls_under_random_play() {
    for name in ["demo"].iter().chain(Adventure::builtin_names()) {
        congo(name, Policy::Random, 1..=seeds());
    }
}

#[test]
fn every_expedition_setup_never_stalls() {
    for name in congo_nile::nile::builtin::BUILTIN_SETUPS {
        nile(name, Policy::Conformance, 1..=seeds());
        nile(name, Policy::Random, 1..=seeds());
    }
}
