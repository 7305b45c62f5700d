//! Property tests: distance symmetry, within-X monotonicity, gathering yields a valid formation
//! or a typed error, flight never leaves the table, serde round-trips, no panic on any input.

use super::*;
use proptest::prelude::*;

fn pt() -> impl Strategy<Value = Point> {
    (-100_000i32..100_000, -100_000i32..100_000).prop_map(|(x, y)| Point::new(Length(x), Length(y)))
}

fn on_table() -> impl Strategy<Value = Point> {
    (600i32..71_400, 600i32..47_400).prop_map(|(x, y)| Point::new(Length(x), Length(y)))
}

fn any_point() -> impl Strategy<Value = Point> {
    (any::<i32>(), any::<i32>()).prop_map(|(x, y)| Point::new(Length(x), Length(y)))
}

/// A table with up to three areas laid on a grid (never overlapping) and an obstacle.
fn scenery() -> impl Strategy<Value = Table> {
    (
        proptest::collection::vec((0u32..3, 0u32..2, 20i32..100, 20i32..100, any::<bool>(), any::<bool>()), 0..4),
        any::<bool>(),
        (0i32..700, 0i32..470),
    )
        .prop_map(|(cells, high_wall, (wx, wy))| {
            let mut areas = Vec::new();
            for (i, (cx, cy, w, h, high, blocking)) in cells.into_iter().enumerate() {
                let (x, y) = (40 + 220 * cx as i32, 40 + 220 * cy as i32);
                if areas.iter().any(|a: &TerrainArea| a.outline[0] == t(x, y)) {
                    continue;
                }
                let height = if high { Height::High } else { Height::Low };
                areas.push(rect(i as u32 + 1, x, y, w, h, height, blocking, Die::D8));
            }
            let wall = Obstacle {
                id: ObstacleId(1),
                from: t(wx, wy),
                to: t((wx + 40).min(720), wy.min(470)),
                height: if high_wall { Height::High } else { Height::Low },
            };
            let obstacles = if wall.from == wall.to { alloc::vec![] } else { alloc::vec![wall] };
            Table::new(TableSpec { areas, obstacles, ..TableSpec::default() }).expect("grid scenery is valid")
        })
}

/// A row group (chain) of n figures at a heading, and a lone enemy, that make a valid field on
/// the table, or `None`.
fn field_groups(table: &Table, start: Point, heading: u16, n: usize, enemy: Point) -> Option<Vec<PlacedGroup>> {
    let h = Heading::degrees(i32::from(heading));
    let mut figs = alloc::vec![start];
    for _ in 1..n {
        let last = *figs.last()?;
        figs.push(h.step(last, Length(1002)));
    }
    let gs = alloc::vec![
        PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: figs },
        PlacedGroup { key: GroupKey(2), side: Side::Player { player: 1 }, figures: alloc::vec![enemy] },
    ];
    Field::new(table, &gs, &[]).ok()?;
    Some(gs)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    // rule: CG-MEAS-05
    // rule: CG-MEAS-06
    #[test]
    fn base_distance_is_symmetric(a in pt(), b in pt()) {
        prop_assert_eq!(base_distance(a, b), base_distance(b, a));
        prop_assert_eq!(in_contact(a, b), in_contact(b, a));
    }

    // rule: CG-MEAS-04
    #[test]
    fn within_is_monotonic_and_symmetric(a in proptest::collection::vec(pt(), 1..4), b in proptest::collection::vec(pt(), 1..4),
                                         d in 0i32..20_000, e in 0i32..20_000) {
        if within(&a, &b, Length(d)) {
            prop_assert!(within(&a, &b, Length(d + e)));
        }
        prop_assert_eq!(within(&a, &b, Length(d)), within(&b, &a, Length(d)));
        let gd = groups_distance(&a, &b).unwrap();
        prop_assert!(within(&a, &b, gd + Length(1)));
    }

    // rule: CG-MOVE-07
    #[test]
    fn gathering_yields_a_valid_formation_or_a_typed_error(table in scenery(), start in on_table(), heading in 0u16..360,
                                                           n in 1usize..7, enemy in on_table(), go in 0u16..360, len in 1i32..4_000) {
        let Some(gs) = field_groups(&table, start, heading, n, enemy) else { return Ok(()) };
        let f = Field::new(&table, &gs, &[]).unwrap();
        let end = Heading::degrees(i32::from(go)).step(start, Length(len));
        let ctx = GatherContext { group: GroupKey(1), leader: 0, leader_end: end, last_stick_from: start, engaged: None };
        match auto_gather(&f, &ctx) {
            Ok(formation) => prop_assert_eq!(check_formation(&f, &ctx, &formation), Ok(())),
            Err(e) => {
                let typed = matches!(e, GatherError::NoRoom { .. } | GatherError::OffTable { .. } | GatherError::Blocking { .. }
                    | GatherError::OnObstacle { .. } | GatherError::Overlap { .. } | GatherError::TouchesOtherEnemy { .. }
                    | GatherError::Split { .. });
                prop_assert!(typed, "unexpected error {:?}", e);
            }
        }
    }

    // rule: CG-FLIGHT-11
    #[test]
    fn flight_never_leaves_the_table(table in scenery(), start in on_table(), heading in 0u16..360, n in 1usize..5, enemy in on_table()) {
        let Some(gs) = field_groups(&table, start, heading, n, enemy) else { return Ok(()) };
        let f = Field::new(&table, &gs, &[]).unwrap();
        let r = run_away(&f, GroupKey(1), RunAwayKind::Flight, None).unwrap();
        match (&r.extent, &r.outcome) {
            (Extent::CannotMove, None) => {}
            (_, Some(out)) => {
                prop_assert!(out.formation.iter().all(|&p| table.base_on_table(p)));
                prop_assert_eq!(out.formation.len(), n);
                prop_assert!(is_chain(&out.formation));
                prop_assert!(prim::cmp_dist(out.path[0], out.leader_end(), S) != core::cmp::Ordering::Greater);
            }
            _ => prop_assert!(false, "inconsistent run-away {:?}", r),
        }
    }

    // rule: CG-SHOOT-06
    // rule: CG-TERR-02
    #[test]
    fn line_of_sight_is_symmetric(table in scenery(), a in on_table(), b in on_table(), c in on_table()) {
        let gs = alloc::vec![
            PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: alloc::vec![a] },
            PlacedGroup { key: GroupKey(2), side: Side::Player { player: 1 }, figures: alloc::vec![b] },
            PlacedGroup { key: GroupKey(3), side: Side::Player { player: 1 }, figures: alloc::vec![c] },
        ];
        let Ok(f) = Field::new(&table, &gs, &[]) else { return Ok(()) };
        let fa = FigureRef { group: GroupKey(1), index: 0 };
        let fb = FigureRef { group: GroupKey(2), index: 0 };
        prop_assert_eq!(sight(&f, fa, fb).unwrap().is_none(), sight(&f, fb, fa).unwrap().is_none());
    }

    // rule: CG-MOVE-04
    // rule: CG-MOVE-07
    #[test]
    fn a_legal_move_ends_in_a_valid_formation(table in scenery(), start in on_table(), heading in 0u16..360, n in 1usize..6,
                                              enemy in on_table(), h1 in 0u16..360, h2 in proptest::option::of(0u16..360), len in 1i32..4_001) {
        let Some(gs) = field_groups(&table, start, heading, n, enemy) else { return Ok(()) };
        let f = Field::new(&table, &gs, &[]).unwrap();
        let p1 = Heading::degrees(i32::from(h1)).step(start, Length(len));
        let mut sticks = alloc::vec![p1];
        if let Some(h2) = h2 {
            sticks.push(Heading::degrees(i32::from(h2)).step(p1, S));
        }
        let mv = ProposedMove { group: GroupKey(1), leader: 0, sticks, formation: None };
        if let Ok(out) = check_move(&f, &mv, MoveAllowance { may_engage: true, may_leave_table: false }) {
            prop_assert_eq!(out.formation.len(), n);
            prop_assert!(is_chain(&out.formation));
            prop_assert!(out.formation.iter().all(|&p| table.base_on_table(p) && !overlaps(p, gs[1].figures[0])));
            prop_assert_eq!(out.formation[0], out.leader_end());
            for w in out.path.windows(2) {
                prop_assert!(prim::cmp_dist(w[0], w[1], S) != core::cmp::Ordering::Greater);
            }
            // The same move, given the formation it produced, is accepted as is.
            let again = ProposedMove { formation: Some(out.formation.clone()), ..mv };
            prop_assert_eq!(check_move(&f, &again, MoveAllowance { may_engage: true, may_leave_table: false }), Ok(out));
        }
    }

    #[test]
    fn check_move_never_panics(table in scenery(), start in on_table(), heading in 0u16..360, n in 1usize..5, enemy in on_table(),
                               sticks in proptest::collection::vec(any_point(), 0..4), leader in 0usize..6,
                               formation in proptest::option::of(proptest::collection::vec(any_point(), 0..6)), engage in any::<bool>()) {
        let Some(gs) = field_groups(&table, start, heading, n, enemy) else { return Ok(()) };
        let f = Field::new(&table, &gs, &[]).unwrap();
        let mv = ProposedMove { group: GroupKey(1), leader, sticks, formation };
        let _ = check_move(&f, &mv, MoveAllowance { may_engage: engage, may_leave_table: !engage });
        let _ = group_sight(&f, GroupKey(1), leader, GroupKey(2));
        let _ = cover(&f, FigureRef { group: GroupKey(1), index: leader }, GroupKey(2));
    }

    #[test]
    fn legal_moves_replay_identically_after_a_serde_round_trip(table in scenery(), start in on_table(), heading in 0u16..360,
                                                               n in 1usize..4, enemy in on_table(), go in 0u16..360) {
        let table: Table = serde_json::from_str(&serde_json::to_string(&table).unwrap()).unwrap();
        let Some(gs) = field_groups(&table, start, heading, n, enemy) else { return Ok(()) };
        let json = serde_json::to_string(&gs).unwrap();
        let gs2: Vec<PlacedGroup> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&gs, &gs2);
        let f = Field::new(&table, &gs, &[]).unwrap();
        let f2 = Field::new(&table, &gs2, &[]).unwrap();
        let mv = ProposedMove { group: GroupKey(1), leader: 0, sticks: alloc::vec![Heading::degrees(i32::from(go)).step(start, S)], formation: None };
        let mv2: ProposedMove = serde_json::from_str(&serde_json::to_string(&mv).unwrap()).unwrap();
        let a = check_move(&f, &mv, MoveAllowance { may_engage: true, may_leave_table: false });
        let b = check_move(&f2, &mv2, MoveAllowance { may_engage: true, may_leave_table: false });
        prop_assert_eq!(&a, &b);
        if let Ok(out) = a {
            let back: MoveOutcome = serde_json::from_str(&serde_json::to_string(&out).unwrap()).unwrap();
            prop_assert_eq!(back, out);
        }
        let r = run_away(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(2) }, None).unwrap();
        let back: RunAway = serde_json::from_str(&serde_json::to_string(&r).unwrap()).unwrap();
        prop_assert_eq!(back, r);
    }
}

#[test]
fn table_serde_round_trip_is_equal() {
    let tb = table(
        alloc::vec![
            rect(1, 100, 100, 50, 50, Height::High, false, Die::D10).dangerous().named("jungle"),
            TerrainArea::house(2, TerrainArea::rect_outline(40, 40, 3, 3))
        ],
        alloc::vec![Obstacle { id: ObstacleId(1), from: t(300, 300), to: t(350, 300), height: Height::Low }],
    );
    let json = serde_json::to_string(&tb).unwrap();
    let back: Table = serde_json::from_str(&json).unwrap();
    assert_eq!(back, tb);
}
