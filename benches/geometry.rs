//! Hot geometry queries of congo-core: line of sight (group to group), within-X, a stick
//! validation with automatic gathering, the candidate moves a bot chooses from, and a flight.
//!
//! Run: `cargo bench --bench geometry` (quoted in README.md, "Geometry figures").

use congo_core::geometry::*;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use tabletop::{Die, Length, Point};

fn scene() -> (Table, Vec<PlacedGroup>) {
    let table = Table::new(TableSpec {
        areas: vec![
            TerrainArea::new(1, TerrainArea::rect_outline(30, 28, 10, 8), Height::High, false, Die::D10).dangerous(),
            TerrainArea::new(2, TerrainArea::rect_outline(8, 30, 8, 6), Height::Low, false, Die::D8),
            TerrainArea::new(3, TerrainArea::rect_outline(46, 14, 6, 6), Height::High, true, Die::D8),
            TerrainArea::house(4, TerrainArea::rect_outline(62, 36, 3, 3)),
        ],
        obstacles: vec![
            Obstacle {
                id: ObstacleId(1),
                from: Point::inches(24, 16),
                to: Point::inches(24, 26),
                height: Height::High,
            },
            Obstacle { id: ObstacleId(2), from: Point::inches(44, 30), to: Point::inches(44, 40), height: Height::Low },
        ],
        ..TableSpec::default()
    })
    .expect("valid bench table");
    let line = |key: u32, player: u8, x: i32, y: i32, dx: i32, dy: i32, n: i32| PlacedGroup {
        key: GroupKey(key),
        side: Side::Player { player },
        figures: (0..n)
            .map(|i| Point::new(Length::inches(x) + Length(i * dx), Length::inches(y) + Length(i * dy)))
            .collect(),
    };
    let groups = vec![
        line(1, 0, 16, 22, -1000, 0, 6),
        line(2, 1, 30, 21, 1000, 0, 6),
        line(3, 1, 38, 14, 0, 1000, 6),
        line(4, 0, 32, 31, 1000, 0, 4),
        line(5, 0, 10, 40, 1000, 0, 5),
        line(6, 1, 60, 10, 0, 1000, 6),
    ];
    (table, groups)
}

fn bench(c: &mut Criterion) {
    let (table, groups) = scene();
    let field = Field::new(&table, &groups, &[]).expect("valid bench field");
    c.bench_function("line_of_sight_figure_to_figure", |b| {
        b.iter(|| {
            sight(
                &field,
                black_box(FigureRef { group: GroupKey(4), index: 0 }),
                FigureRef { group: GroupKey(6), index: 3 },
            )
        })
    });
    c.bench_function("group_sight_6x6", |b| b.iter(|| group_sight(&field, black_box(GroupKey(2)), 5, GroupKey(5))));
    c.bench_function("within_m_6x6", |b| b.iter(|| within(black_box(&groups[0].figures), &groups[1].figures, M)));
    let start = groups[4].figures[4];
    let mv = ProposedMove {
        group: GroupKey(5),
        leader: 4,
        sticks: vec![Heading::EAST.step(start, S), Heading::SOUTH.step(Heading::EAST.step(start, S), S)],
        formation: None,
    };
    let allow = MoveAllowance { may_engage: true, may_leave_table: false };
    assert!(check_move(&field, &mv, allow).is_ok());
    c.bench_function("check_move_two_sticks_auto_gather", |b| b.iter(|| check_move(&field, black_box(&mv), allow)));
    let spec = CandidateSpec::default();
    c.bench_function("candidate_moves_default_spec", |b| {
        b.iter(|| candidate_moves(&field, black_box(GroupKey(5)), allow, &spec))
    });
    c.bench_function("flight_all_leaders_all_headings", |b| {
        b.iter(|| run_away(&field, black_box(GroupKey(3)), RunAwayKind::Flight, None))
    });
}

criterion_group! {
    name = geometry;
    config = Criterion::default().sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    targets = bench
}
criterion_main!(geometry);
