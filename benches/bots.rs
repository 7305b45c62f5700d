//! Criterion bench of the Congo bots (issue 25): one heuristic decision, and one search decision
//! at 200 iterations, on the positions of a Gorilla Clearing game (seed 1) played by the
//! heuristic bot on both sides, every 10th position from the start (card choices, card actions,
//! rolls, casualties...). Quick run: `cargo bench --bench bots -- --quick`.

use congo_nile::congo::deploy::builtin_adventure_setup;
use congo_nile::congo::{Game, Player};
use congo_nile::tabletop::RulesGame;
use congo_nile_bots::{Heuristic, Mcts};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// Every 10th position of a heuristic-played Gorilla Clearing, with the player to decide.
fn positions() -> Vec<(Game, Player)> {
    let setup = builtin_adventure_setup("gorilla_clearing", 1).expect("a built-in Adventure");
    let mut g = Game::new(&setup).expect("the setup starts");
    let mut bot = Heuristic::new(1);
    let mut out = Vec::new();
    for i in 0..100_000 {
        let Some(&p) = g.to_decide().first() else { break };
        if i % 10 == 0 {
            out.push((g.clone(), p));
        }
        let d = bot.decide(&g, p).expect("a decision");
        g.apply(p, &d).expect("legal");
    }
    out
}

fn heuristic(c: &mut Criterion) {
    let positions = positions();
    let mut bot = Heuristic::new(7);
    let mut i = 0;
    c.bench_function("congo bots: one heuristic decision (gorilla_clearing positions)", |b| {
        b.iter(|| {
            let (g, p) = &positions[i % positions.len()];
            i += 1;
            black_box(bot.decide(g, *p))
        })
    });
    let mut mcts = Mcts::new(200, 7);
    let mut i = 0;
    c.bench_function("congo bots: one mcts:200 decision (gorilla_clearing positions)", |b| {
        b.iter(|| {
            let (g, p) = &positions[i % positions.len()];
            i += 1;
            black_box(mcts.decide(g, *p))
        })
    });
}

criterion_group!(benches, heuristic);
criterion_main!(benches);
