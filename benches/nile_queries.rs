//! The expedition game's front-end queries (issue 24, nile-core's `query`) on a built-in
//! four-team game in play: a plan's cost (dice, route, meal, Lost Check), the reach of a team at
//! each Activity Level, the hunt odds read from the team's ground, and the native attitude odds
//! of a Friendly posture with gifts (every die of both sides enumerated) for natives met.
//!
//! Run: `cargo bench --bench nile_queries` (quoted in README.md, "Front-end query figures").

use congo_nile::nile::builtin::builtin_setup;
use congo_nile::nile::natives::Posture;
use congo_nile::nile::query::{attitude_odds_for, hunt_odds_for, plan_cost, reach};
use congo_nile::nile::{Decision, Game, Pending, Question};
use congo_nile::tabletop::{Bot, RulesGame};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

/// A four-team game played by bots until `pick` accepts the position (at most 5,000 decisions
/// per seed, seeds from 3 on).
fn scene(pick: impl Fn(&Game) -> bool) -> Game {
    for seed in 3..200 {
        let mut g = Game::new(&builtin_setup("four_teams", seed).expect("built-in")).expect("valid setup");
        let mut bot = Bot::new(seed);
        for _ in 0..5000 {
            if pick(&g) {
                return g;
            }
            let Some(&team) = g.to_decide().first() else { break };
            let d = bot.choose(&g, team).expect("a legal decision");
            g.apply(team, &d).expect("legal");
        }
    }
    panic!("no such position in 200 games");
}

fn bench(c: &mut Criterion) {
    // A plan asked on day 6 or later: the team has seen some of the map.
    let g = scene(|g| g.day() >= 6 && matches!(g.pending(), Pending::Plan { .. }));
    let team = g.active();
    let plan = g.legal_decisions(team).into_iter().find(|d| matches!(d, Decision::Plan { .. })).expect("a plan");
    let cost = plan_cost(&g, team, &plan).expect("a legal plan");
    assert!(cost.moves || cost.route.squares.is_empty());
    c.bench_function("nile_plan_cost", |b| b.iter(|| black_box(plan_cost(&g, team, black_box(&plan)))));
    c.bench_function("nile_reach", |b| b.iter(|| black_box(reach(&g, black_box(team)))));
    c.bench_function("nile_hunt_odds_for", |b| b.iter(|| black_box(hunt_odds_for(&g, black_box(team)))));
    // Natives met; a Friendly posture with one gift (the most dice: with a Diplomat 1D4, the
    // gift test's 1D8, 2D6, the temper's 1D6; the natives' 2D8 and 1D10 unless seen).
    let met = scene(
        |g| matches!(g.pending(), Pending::Question { question: Question::NativePosture { trade_goods, .. }, .. } if trade_goods > 0),
    );
    let team = met.active();
    let posture = Posture::Friendly { gifts: 1 };
    attitude_odds_for(&met, team, posture).expect("the posture asked");
    c.bench_function("nile_attitude_odds_for_friendly", |b| {
        b.iter(|| black_box(attitude_odds_for(&met, team, black_box(posture))))
    });
    c.bench_function("nile_attitude_odds_for_forceful", |b| {
        b.iter(|| black_box(attitude_odds_for(&met, team, black_box(Posture::Forceful))))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
