//! Whole simulated expedition journeys per second: four teams (one with each supercargo),
//! played to the end by uniform random bots over the protocol (nile-core).
//!
//! Run: `cargo bench --bench nile` (quoted in README.md, "Expedition game figures").

use congo_nile::nile::{Game, Outfit, Setup, TeamSetup};
use congo_nile::tabletop::{Bot, RulesGame, random_playout};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

#[path = "../tests/nile_support/four_teams.rs"]
mod four_teams;
use four_teams::{four_teams, playout_outfit};

/// The whole-game suites' four teams, with two more bearers and ten more rations each.
fn teams() -> Vec<TeamSetup> {
    four_teams(&Outfit { bearers: 14, rations: 160, ..playout_outfit() })
}

fn journeys(c: &mut Criterion) {
    let teams = teams();
    let mut seed = 0u64;
    c.bench_function("nile: one whole 4-team journey (random bots, up to 60 days)", |b| {
        b.iter(|| {
            seed += 1;
            let mut setup = Setup::seeded(seed, teams.clone());
            setup.max_days = 60;
            let mut g = Game::new(&setup).expect("valid setup");
            let ev = random_playout(&mut g, &mut Bot::new(seed), 1_000_000).expect("plays to the end");
            black_box((g.day(), ev.len()))
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));
    targets = journeys
}
criterion_main!(benches);
