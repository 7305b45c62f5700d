//! Criterion bench of congo-core's exact odds (issue 24): the odds of the first shot a seeded
//! demo skirmish offers (the whole answer: Attack and Cover convolutions with exact fractions,
//! casualties, Stress tokens, flight). Quick run: `cargo bench --bench odds -- --quick`.
//!
//! Figure (2026-12-05, release, the shared 2-core machine, `--quick`): about 14 µs an answer.

use congo_nile::congo::{Decision, Game, OddsQuery, Player, demo, odds};
use congo_nile::tabletop::{Bot, RulesGame};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// The demo skirmish of `seed`, played by the random bot until a shot is offered: the game, the
/// player and the shot.
fn first_shot(seed: u64) -> (Game, Player, OddsQuery) {
    let mut g = Game::new(&demo::skirmish(seed).expect("demo columns")).expect("demo setup");
    let mut bot = Bot::new(seed);
    for _ in 0..100_000 {
        let p = g.to_decide()[0];
        let shot = g.legal_decisions(p).into_iter().find_map(|d| match d {
            Decision::Shoot { group, leader, target, giraffe } => {
                Some(OddsQuery::Shot { group, leader, target, giraffe })
            }
            _ => None,
        });
        if let Some(q) = shot {
            return (g, p, q);
        }
        let d = bot.choose(&g, p).expect("a decision");
        g.apply(p, &d).expect("legal");
    }
    panic!("no shot offered")
}

fn shot_odds(c: &mut Criterion) {
    let (g, player, query) = first_shot(3);
    c.bench_function("congo: the exact odds of a shot (demo skirmish)", |b| {
        b.iter(|| black_box(odds(&g, player, &query).expect("the offered shot")))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = shot_odds
}
criterion_main!(benches);
