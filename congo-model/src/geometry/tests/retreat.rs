//! Running Away: retreat after a melee, threatened and unthreatened flight, limited moves, the
//! table edge.

use super::*;

fn single(key: u32, player: u8, p: Point) -> PlacedGroup {
    PlacedGroup { key: GroupKey(key), side: Side::Player { player }, figures: alloc::vec![p] }
}

// rule: CG-FLIGHT-02
// rule: CG-FLIGHT-03
#[test]
fn a_retreat_is_an_s_move_straight_away_from_the_opponent() {
    // Caption: "The warriors have lost the melee and have to retreat."
    let tb = Table::default();
    let gs = [grp(1, 0, &[(200, 200), (210, 200), (200, 210)]), grp(2, 1, &[(190, 200), (180, 200)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let r = run_away(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(2) }, None).unwrap();
    assert_eq!(r.aim, Aim::AwayFrom { group: GroupKey(2) });
    assert_eq!(r.extent, Extent::Full);
    assert_eq!(r.pivot, 0);
    let out = r.outcome.unwrap();
    assert_eq!(prim::dist(out.path[0], out.leader_end()), S);
    // Every figure ends farther from the enemy than it was, in one chain.
    assert!(is_chain(&out.formation));
    assert!(groups_distance(&out.formation, &gs[1].figures).unwrap() > Length::inches(3));
}

// rule: CG-FLIGHT-04
#[test]
fn the_retreat_pivots_right_around_blocking_terrain_when_that_ends_farther_away() {
    // Caption: "Here the retreat is blocked by a blocking terrain area. The warriors have to
    // pivot their measuring stick to avoid this feature... Only by pivoting the stick to the
    // right is this condition met. A pivot on the left would end with the leading figure closer
    // to the enemy, so is not permitted."
    let copse = rect(1, 140, 215, 63, 85, Height::High, true, Die::D8);
    let tb = table(alloc::vec![copse], alloc::vec![]);
    let gs = [single(1, 0, t(200, 200)), grp(2, 1, &[(200, 190)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Straight away (north) is blocked.
    assert_eq!(
        check_run_away_stick(&f, GroupKey(1), 0, Heading::NORTH).err(),
        Some(IllegalMove::BlockingTerrain { area: AreaId(1) })
    );
    let r = run_away(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(2) }, Some(0)).unwrap();
    assert_eq!(r.extent, Extent::Full);
    let h = r.heading.unwrap().as_degrees();
    assert!(h < 90 && r.pivot > 0, "pivoted right (clockwise from north): heading {h}, pivot {}", r.pivot);
    let end = r.outcome.as_ref().unwrap().leader_end();
    // The smallest legal pivot to the left ends closer to the enemy.
    let left = (1..=180)
        .map(|p| Heading::NORTH.turned(p))
        .find(|&h| check_run_away_stick(&f, GroupKey(1), 0, h).is_ok())
        .unwrap();
    let left_end = check_run_away_stick(&f, GroupKey(1), 0, left).unwrap().leader_end();
    assert!(groups_distance(&[left_end], &gs[1].figures) < groups_distance(&[end], &gs[1].figures));
}

// rule: CG-FLIGHT-07
#[test]
fn a_threatened_flight_runs_from_the_closest_threat_within_m() {
    // Caption: "the warriors are threatened by the Zanzibaris (i.e. the closest enemy group).
    // Their flight should bring them as far away as possible from this threat."
    let tb = Table::default();
    let gs = [single(1, 0, t(300, 240)), grp(2, 1, &[(300, 200)]), grp(3, 1, &[(365, 240)]), grp(4, 1, &[(300, 400)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(closest_threat(&f, GroupKey(1)).unwrap(), Some(GroupKey(2)));
    let r = run_away(&f, GroupKey(1), RunAwayKind::Flight, None).unwrap();
    assert_eq!(r.aim, Aim::AwayFrom { group: GroupKey(2) });
    assert_eq!(r.extent, Extent::Full);
    let end = r.outcome.unwrap().leader_end();
    assert!(end.y > t(300, 240).y);
    // An animal within M is a threat too; enemies beyond M are not.
    let gs = [
        single(1, 0, t(300, 240)),
        PlacedGroup { key: GroupKey(5), side: Side::Animal, figures: alloc::vec![t(300, 310)] },
        grp(4, 1, &[(300, 100)]),
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(closest_threat(&f, GroupKey(1)).unwrap(), Some(GroupKey(5)));
}

// rule: CG-FLIGHT-08
// rule: CG-FLIGHT-11
#[test]
fn an_unthreatened_flight_reaches_the_table_edge_and_stops_in_contact_with_it() {
    // Caption: "the warriors, without any immediate threat... must flee in the direction of the
    // closest table edge... and will gather near the table edge (with their leading figure in
    // contact with the said edge) and lose a figure."
    let tb = Table::default();
    let gs = [grp(1, 0, &[(20, 240), (30, 240), (20, 250), (30, 250)]), grp(2, 1, &[(400, 240)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(closest_threat(&f, GroupKey(1)).unwrap(), None);
    let r = run_away(&f, GroupKey(1), RunAwayKind::Flight, None).unwrap();
    assert_eq!(r.aim, Aim::TowardEdge { edge: Edge::West });
    assert_eq!(r.extent, Extent::Shortened { at_table_edge: true });
    let out = r.outcome.unwrap();
    assert_eq!(out.leader_end().x, BASE_RADIUS);
    assert!(out.formation.iter().all(|&p| tb.base_on_table(p)));
}

// rule: CG-FLIGHT-11
#[test]
fn the_table_edge_cannot_redirect_the_stick() {
    // A threat to the east, the west edge 2" behind: the stick is laid west as if the table
    // went on, and the group stops at the edge rather than turning along it.
    let tb = Table::default();
    let gs = [single(1, 0, t(25, 240)), grp(2, 1, &[(60, 240)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let r = run_away(&f, GroupKey(1), RunAwayKind::Flight, None).unwrap();
    assert_eq!(r.heading, Some(Heading::WEST));
    assert_eq!(r.extent, Extent::Shortened { at_table_edge: true });
    assert_eq!(r.outcome.unwrap().leader_end(), Point::new(BASE_RADIUS, Length::inches(24)));
}

// rule: CG-FLIGHT-09
#[test]
fn a_group_hemmed_in_moves_as_far_as_it_can() {
    let houses = alloc::vec![
        TerrainArea::house(1, alloc::vec![t(60, 60), t(140, 60), t(140, 70), t(60, 70)]),
        TerrainArea::house(2, alloc::vec![t(60, 130), t(140, 130), t(140, 140), t(60, 140)]),
        TerrainArea::house(3, alloc::vec![t(60, 72), t(70, 72), t(70, 128), t(60, 128)]),
        TerrainArea::house(4, alloc::vec![t(130, 72), t(140, 72), t(140, 128), t(130, 128)]),
    ];
    let tb = table(houses, alloc::vec![]);
    let gs = [single(1, 0, t(100, 100))];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let r = run_away(&f, GroupKey(1), RunAwayKind::Flight, None).unwrap();
    assert_eq!(r.extent, Extent::Shortened { at_table_edge: false });
    let out = r.outcome.unwrap();
    let moved = prim::dist(out.path[0], out.leader_end());
    assert!(moved < S && moved >= Length::inches(3));
}

// rule: CG-FLIGHT-10
#[test]
fn a_surrounded_group_cannot_move_at_all() {
    let tb = Table::default();
    let c = t(300, 240);
    let ring: Vec<Point> = (0..6).map(|k| Heading::degrees(60 * k).step(c, Length(1002))).collect();
    let gs = [single(1, 0, c), PlacedGroup { key: GroupKey(2), side: Side::Player { player: 1 }, figures: ring }];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let r = run_away(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(2) }, None).unwrap();
    assert_eq!(r.extent, Extent::CannotMove);
    assert!(r.outcome.is_none() && r.heading.is_none());
}

// rule: CG-FLIGHT-02
// rule: CG-FLIGHT-10
#[test]
fn the_figures_that_may_lead_a_run_away_are_those_reaching_the_longest_stick() {
    let tb = Table::default();
    // In the open: every figure of the group can lead a full S retreat.
    let gs = [grp(1, 0, &[(200, 200), (210, 200), (200, 210)]), grp(2, 1, &[(190, 200), (180, 200)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let kind = RunAwayKind::Retreat { from: GroupKey(2) };
    assert_eq!(run_away_leaders(&f, GroupKey(1), kind).unwrap(), alloc::vec![0, 1, 2]);
    // Each one's move, resolved with that leader, is a full S led by it.
    for i in 0..3 {
        let r = run_away(&f, GroupKey(1), kind, Some(i)).unwrap();
        assert_eq!(r.extent, Extent::Full);
        assert_eq!(r.outcome.unwrap().leader, i);
    }
    // Surrounded: nobody can lead (the group cannot move).
    let c = t(300, 240);
    let ring: Vec<Point> = (0..6).map(|k| Heading::degrees(60 * k).step(c, Length(1002))).collect();
    let gs = [single(1, 0, c), PlacedGroup { key: GroupKey(2), side: Side::Player { player: 1 }, figures: ring }];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(run_away_leaders(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(2) }).unwrap().is_empty());
    assert_eq!(
        run_away_leaders(&f, GroupKey(7), RunAwayKind::Flight).err(),
        Some(FieldError::UnknownGroup(GroupKey(7)))
    );
}

// rule: CG-USR-10
// rule: CG-FLIGHT-02
#[test]
fn a_joined_independent_characters_base_never_leads_a_run_away() {
    // The group's third base is a joined Independent Character's (docs/rulings.md "A joined
    // Independent Character is a base of his group"): only the first two, its figures, lead.
    let tb = Table::default();
    let gs = [grp(1, 0, &[(200, 200), (210, 200), (200, 210)]), grp(2, 1, &[(190, 200), (180, 200)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let kind = RunAwayKind::Retreat { from: GroupKey(2) };
    assert_eq!(run_away_leaders_among(&f, GroupKey(1), kind, 2).unwrap(), alloc::vec![0, 1]);
    let r = run_away_among(&f, GroupKey(1), kind, None, 2).unwrap();
    assert!(r.outcome.unwrap().leader < 2, "a figure leads");
    assert!(run_away_among(&f, GroupKey(1), kind, Some(2), 2).is_err(), "he cannot be chosen");
    // His base still moves with the group: the formation holds all three bases.
    let r = run_away_among(&f, GroupKey(1), kind, Some(0), 2).unwrap();
    assert_eq!(r.outcome.unwrap().formation.len(), 3);
}

#[test]
fn run_away_reports_unknown_ids() {
    let tb = Table::default();
    let gs = [single(1, 0, t(300, 240))];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(run_away(&f, GroupKey(7), RunAwayKind::Flight, None).err(), Some(FieldError::UnknownGroup(GroupKey(7))));
    assert_eq!(
        run_away(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(8) }, None).err(),
        Some(FieldError::UnknownGroup(GroupKey(8)))
    );
    assert!(run_away(&f, GroupKey(1), RunAwayKind::Flight, Some(3)).is_err());
}

// rule: CG-ANIMAL-07
// rule: CG-ANIMAL-06
#[test]
fn the_lion_advances_m_on_the_closest_group_around_blocking_terrain_and_engages_it_if_it_can() {
    let copse = rect(1, 140, 215, 63, 85, Height::High, true, Die::D8);
    let grass = rect(2, 300, 100, 40, 40, Height::High, false, Die::D8);
    let tb = table(alloc::vec![copse, grass], alloc::vec![]);
    let lion = |p: Point| PlacedGroup { key: GroupKey(9), side: Side::Animal, figures: alloc::vec![p] };
    // Within reach, across non-blocking high grass: engages.
    let gs = [grp(1, 0, &[(350, 120), (360, 120)]), grp(2, 1, &[(100, 400)]), lion(t(290, 120))];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(closest_group(&f, GroupKey(9)).unwrap(), Some(GroupKey(1)));
    let m = animal_advance(&f, GroupKey(9), M).unwrap();
    assert_eq!(m.engaged, Some(FigureRef { group: GroupKey(1), index: 0 }));
    assert!(in_contact(m.path[1], t(350, 120)));
    // Out of reach behind a copse: it goes around (pivots) and gets closer, no melee.
    let gs = [grp(1, 0, &[(200, 320)]), lion(t(200, 200))];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let m = animal_advance(&f, GroupKey(9), M).unwrap();
    assert_eq!(m.engaged, None);
    assert!(m.pivot > 0);
    assert!(prim::dist(m.path[1], t(200, 320)) < prim::dist(t(200, 200), t(200, 320)));
    // No group at all: it stays.
    let gs = [lion(t(200, 200))];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(animal_advance(&f, GroupKey(9), M).unwrap().path, alloc::vec![t(200, 200)]);
}

// rule: CG-ANIMAL-10
// rule: CG-MEAS-04
#[test]
fn groups_in_or_within_s_of_an_area_closest_first() {
    let tb = table(alloc::vec![rect(1, 100, 100, 60, 60, Height::High, false, Die::D8)], alloc::vec![]);
    let gs = [grp(1, 0, &[(130, 130)]), grp(2, 1, &[(205, 130)]), grp(3, 1, &[(207, 150)]), grp(4, 0, &[(400, 400)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Group 2's base edge is 4" from the area (centre 4.5" out); group 3's is 4.2".
    assert_eq!(f.base_to_area(t(205, 130), AreaId(1)).unwrap(), S);
    let near = f.groups_near_area(AreaId(1), S).unwrap();
    assert_eq!(near, alloc::vec![(GroupKey(1), Length::ZERO), (GroupKey(2), S)]);
    assert_eq!(f.groups_near_area(AreaId(7), S).err(), Some(FieldError::UnknownArea(AreaId(7))));
}

// rule: CG-USR-17
// rule: CG-USR-18
#[test]
fn driven_cattle_move_away_around_blocking_terrain_and_groups() {
    let copse = rect(1, 140, 215, 63, 85, Height::High, true, Die::D8);
    let tb = table(alloc::vec![copse], alloc::vec![]);
    let cow = |p: Point| PlacedGroup { key: GroupKey(9), side: Side::Animal, figures: alloc::vec![p] };
    let gs = [grp(1, 0, &[(200, 190)]), cow(t(200, 200))];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let m = animal_move_away(&f, GroupKey(9), GroupKey(1), M).unwrap();
    assert_eq!(m.engaged, None);
    assert!(m.pivot > 0, "straight away is blocked by the copse");
    assert!(prim::dist(*m.path.last().unwrap(), t(200, 190)) > Length::inches(4));
    // Surrounded by a group's bases: every heading is closed, it stays.
    let c = t(300, 240);
    let ring: Vec<Point> = (0..6).map(|k| Heading::degrees(60 * k).step(c, Length(1002))).collect();
    let gs = [PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: ring }, cow(c)];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let m = animal_move_away(&f, GroupKey(9), GroupKey(1), S).unwrap();
    assert_eq!((m.path, m.heading), (alloc::vec![c], None));
}

/// A negative reach steps each leg backwards, `|reach|` long: the legs into a base are closed as
/// `first_touch` finds them (debug builds compare every leg's touch test with it).
#[test]
fn cattle_driven_off_with_a_negative_reach_are_stopped_by_the_bases_behind() {
    let tb = table(alloc::vec![], alloc::vec![]);
    let cow = PlacedGroup { key: GroupKey(9), side: Side::Animal, figures: alloc::vec![t(200, 200)] };
    let gs = [grp(1, 0, &[(150, 200)]), grp(2, 1, &[(215, 200)]), cow];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let m = animal_move_away(&f, GroupKey(9), GroupKey(1), Length(-M.units())).unwrap();
    let end = *m.path.last().unwrap();
    assert!(prim::cmp_point_seg(t(215, 200), t(200, 200), end, Length::inches(1)) == core::cmp::Ordering::Greater);
}

/// Exact integer answers for one scene, so that any change of result (or a platform that
/// computed differently) shows up. The values were produced by this code and checked by eye
/// against the rules; they are not derived from the rulebook.
// rule: CG-MEAS-06
#[test]
fn golden_values_are_stable() {
    let copse = rect(1, 140, 215, 63, 85, Height::High, true, Die::D8);
    let tb = table(alloc::vec![copse], alloc::vec![]);
    let gs = [grp(1, 0, &[(200, 200), (190, 200), (210, 200)]), grp(2, 1, &[(200, 190), (190, 190)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let r = run_away(&f, GroupKey(1), RunAwayKind::Retreat { from: GroupKey(2) }, None).unwrap();
    let out = r.outcome.clone().unwrap();
    let m = |x: i32, y: i32| Point::new(Length(x), Length(y));
    assert_eq!((r.heading, r.pivot, r.extent), (Some(Heading::degrees(45)), 0, Extent::Full));
    assert_eq!(out.path, alloc::vec![m(21_000, 20_000), m(23_828, 22_828)]);
    assert_eq!(out.formation, alloc::vec![m(23_061, 22_184), m(22_887, 23_170), m(23_828, 22_828)]);
    let mv = check_move(
        &f,
        &ProposedMove {
            group: GroupKey(1),
            leader: 2,
            sticks: alloc::vec![Heading::degrees(37).step(t(210, 200), S)],
            formation: None,
        },
        red(),
    )
    .unwrap();
    assert_eq!(mv.path, alloc::vec![m(21_000, 20_000), m(24_194, 22_407)]);
    assert_eq!(mv.formation, alloc::vec![m(23_327, 21_906), m(23_327, 22_907), m(24_194, 22_407)]);
}

/// The run-away search's cheap test of a stick (`LegBases::touched_by`) finds a base exactly
/// when `first_touch` does: every heading and length from every figure of a crowded field
/// (bases in contact, at 1.002", a little apart; a table edge near).
#[test]
fn the_search_drops_exactly_the_sticks_that_touch_a_base() {
    use crate::geometry::movement::{LegBases, first_touch, stop_at_edge};
    let tb = Table::default();
    let gs = [
        row(1, 0, 12, 200, 4),
        grp(2, 0, &[(12, 210), (22, 211), (31, 222)]),
        grp(3, 1, &[(60, 195), (70, 196), (60, 215)]),
        PlacedGroup {
            key: GroupKey(4),
            side: Side::Animal,
            figures: alloc::vec![Point::new(Length(3_002), Length(18_998)), Point::new(Length(4_003), Length(19_000))],
        },
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let (mut touched, mut tried) = (0, 0);
    for g in &gs {
        for (leader, &start) in g.figures.iter().enumerate() {
            for eighths in [8, 5, 1] {
                let len = Length(S.units() * eighths / 8);
                let bases = LegBases::new(&f, g.key, leader, start, len).unwrap();
                for deg in 0..360 {
                    let placed = Heading::degrees(deg).step(start, len);
                    let to = if tb.base_on_table(placed) { placed } else { stop_at_edge(&tb, start, placed) };
                    let first = first_touch(&f, g.key, leader, start, to);
                    assert_eq!(bases.touched_by(to), first.is_some(), "group {} leader {leader} {deg} deg", g.key);
                    touched += usize::from(first.is_some());
                    tried += 1;
                }
            }
        }
    }
    assert!(touched > tried / 4 && touched < tried, "{touched} of {tried}");
}
