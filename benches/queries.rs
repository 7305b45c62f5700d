//! The front-end queries of congo-core (issue 24) on a demo skirmish in play: a move preview
//! (on a copy of the game, whose cache of move checks is empty; and a fresh path each time), the
//! sight report of a group, and a reach outline (on a copy).
//!
//! Run: `cargo bench --bench queries` (quoted in README.md, "Front-end query figures").

use congo_core::query::MoveRequest;
use congo_core::{Ask, Decision, Game, Player};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use tabletop::{Bot, Length, Point, RulesGame};

const SEED: u64 = 3;

/// The demo game at the first card action in which the bot moves a group, with the player and
/// the move.
fn scene() -> (Game, Player, MoveRequest) {
    let mut g = Game::new(&congo_core::demo::skirmish(SEED).expect("demo")).expect("setup");
    let mut bot = Bot::new(SEED);
    loop {
        let player = *g.to_decide().first().expect("the game goes on");
        let d = bot.choose(&g, player).expect("a legal decision");
        let card = g.pending_for(player).prompts.iter().any(|p| matches!(p.ask, Ask::CardAction { .. }));
        if let (true, Decision::Move { group, leader, path, engage: None, .. }) = (card, &d) {
            let r = MoveRequest { group: *group, leader: *leader, path: path.clone(), formation: None, giraffe: None };
            return (g, player, r);
        }
        g.apply(player, &d).expect("legal");
    }
}

fn bench(c: &mut Criterion) {
    let (g, player, request) = scene();
    assert!(g.preview_move(player, &request).legal().is_some(), "the bot's move previews legal");
    // A cold preview: a copy of the game keeps none of the cache's move checks.
    c.bench_function("preview_move_cold", |b| {
        b.iter_batched(|| g.clone(), |h| black_box(h.preview_move(player, &request)), BatchSize::SmallInput)
    });
    // The mouse moving: a path ending up to 1" short and 0.1" aside, a different one each time
    // for 100,000 calls (the cache keeps 256 checks: none is answered from it).
    let fresh = |i: i32| {
        let mut r = request.clone();
        if let Some(p) = r.path.last_mut() {
            *p = Point::new(p.x - Length(i % 1000), p.y + Length(i / 1000));
        }
        r
    };
    let legal = (0..100).filter(|k| g.preview_move(player, &fresh(k * 997)).legal().is_some()).count();
    assert!(legal > 50, "the fresh paths are mostly legal moves: {legal} of 100");
    let mut i = 0i32;
    c.bench_function("preview_move_fresh_path", |b| {
        b.iter(|| {
            i = (i + 1) % 100_000;
            black_box(g.preview_move(player, &fresh(i)))
        })
    });
    let report = g.sight(request.group).expect("sight");
    assert!(!report.targets.is_empty());
    c.bench_function("sight_of_a_group", |b| b.iter(|| black_box(g.sight(black_box(request.group)))));
    c.bench_function("reach_outline_cold", |b| {
        b.iter_batched(|| g.clone(), |h| black_box(h.reach(request.group, request.leader)), BatchSize::SmallInput)
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
