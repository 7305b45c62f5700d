//! Moving along the Track, Defeating your Enemies (engaging), Surviving in Dangerous Lands.

use super::*;

fn mv(group: u32, leader: usize, sticks: &[(i32, i32)]) -> ProposedMove {
    ProposedMove {
        group: GroupKey(group),
        leader,
        sticks: sticks.iter().map(|&(x, y)| t(x, y)).collect(),
        formation: None,
    }
}

// rule: CG-MOVE-01
// rule: CG-MOVE-04
#[test]
fn a_stick_is_at_most_s_and_a_move_at_most_two_sticks() {
    let tb = Table::default();
    let gs = [row(1, 0, 100, 100, 3)];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(check_move(&f, &mv(1, 2, &[(160, 100)]), red()).is_ok());
    assert!(matches!(check_move(&f, &mv(1, 2, &[(161, 100)]), red()), Err(IllegalMove::StickTooLong { stick: 1, .. })));
    assert!(matches!(check_move(&f, &mv(1, 2, &[]), red()), Err(IllegalMove::StickCount { count: 0, .. })));
    assert!(matches!(
        check_move(&f, &mv(1, 2, &[(160, 100), (200, 100), (240, 100)]), red()),
        Err(IllegalMove::StickCount { count: 3, .. })
    ));
    assert!(matches!(check_move(&f, &mv(1, 2, &[(120, 100)]), red()), Err(IllegalMove::ZeroStick { stick: 1 })));
    // The second stick starts at the end of the first, in any direction ("trace an arc").
    let out = check_move(&f, &mv(1, 2, &[(160, 100), (160, 140)]), red()).unwrap();
    assert!(out.picked_up_pace);
    assert_eq!(out.leader_end(), t(160, 140));
}

// rule: CG-MOVE-02
// rule: CG-MEAS-02
#[test]
fn any_figure_may_lead_but_the_stick_may_not_touch_another_base_even_of_its_own_group() {
    let tb = Table::default();
    let gs = [row(1, 0, 100, 100, 3), grp(2, 0, &[(150, 110)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Caption: "You can choose this model as leading figure... or this one. Both are permitted."
    assert!(check_move(&f, &mv(1, 0, &[(100, 60)]), red()).is_ok());
    assert!(check_move(&f, &mv(1, 1, &[(110, 60)]), red()).is_ok());
    // "...you may not put the stick this way, as it overlaps another figure's base" (own group).
    assert_eq!(
        check_move(&f, &mv(1, 0, &[(140, 100)]), red()),
        Err(IllegalMove::TouchesBase { stick: 1, figure: FigureRef { group: GroupKey(1), index: 1 } })
    );
    // "...or even like this as the stick is touching another figure": a friendly base exactly
    // 1" from the leader's line (its edge touches the stick's edge).
    assert_eq!(
        check_move(&f, &mv(1, 2, &[(160, 100)]), red()),
        Err(IllegalMove::TouchesBase { stick: 1, figure: FigureRef { group: GroupKey(2), index: 0 } })
    );
    // A thousandth of an inch farther and the stick is clear.
    let gs2 = [
        row(1, 0, 100, 100, 3),
        PlacedGroup {
            key: GroupKey(2),
            side: Side::Player { player: 0 },
            figures: alloc::vec![Point::new(Length(15_000), Length(11_001))],
        },
    ];
    let f2 = Field::new(&tb, &gs2, &[]).unwrap();
    assert!(check_move(&f2, &mv(1, 2, &[(160, 100)]), red()).is_ok());
    // A neighbour beside the leader (at 90 degrees) does not touch a stick laid straight ahead.
    let gs3 = [grp(1, 0, &[(100, 100), (100, 110)])];
    let f3 = Field::new(&tb, &gs3, &[]).unwrap();
    assert!(check_move(&f3, &mv(1, 0, &[(140, 100)]), red()).is_ok());
}

// rule: CG-MOVE-03
#[test]
fn the_pace_needs_no_enemy_within_s_of_the_end_of_the_first_stick() {
    let tb = Table::default();
    // Leader at 10", stick 1 to 14": its end (the base's front) is at 14.5".
    let near = |y_tenths: i32| {
        let gs = alloc::vec![grp(1, 0, &[(100, 100), (90, 100)]), grp(2, 1, &[(145, y_tenths)])];
        gs
    };
    // Caption: "the enemy archers are more than S away from the end of the first stick".
    let gs = near(150); // centre 5" from the end: base 4.5" away
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(check_move(&f, &mv(1, 0, &[(140, 100), (140, 60)]), black()).unwrap().picked_up_pace);
    // "...which is not the case in this situation": base exactly S (4") from the end.
    let gs = near(145);
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(
        check_move(&f, &mv(1, 0, &[(140, 100), (140, 60)]), black()),
        Err(IllegalMove::EnemyNearFirstStick { near: GroupKey(2) })
    );
    // A single stick is always allowed.
    assert!(check_move(&f, &mv(1, 0, &[(140, 100)]), black()).is_ok());
    // Animals stop the pace too.
    let mut gs = near(145);
    gs[1].side = Side::Animal;
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(matches!(
        check_move(&f, &mv(1, 0, &[(140, 100), (140, 60)]), black()),
        Err(IllegalMove::EnemyNearFirstStick { .. })
    ));
    // Friends do not.
    let mut gs = near(145);
    gs[1].side = Side::Player { player: 0 };
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(check_move(&f, &mv(1, 0, &[(140, 100), (140, 60)]), black()).is_ok());
}

// rule: CG-MOVE-05
// rule: CG-MOVE-06
// rule: CG-MELEE-02
// rule: CG-MELEE-04
#[test]
fn the_pace_may_always_be_picked_up_to_engage_and_the_leader_ends_in_base_contact() {
    let tb = Table::default();
    // Caption: "the archers are within S of the end of the first stick... The leading figure
    // may not pick up the pace, unless he decides to engage the warriors in melee."
    let gs = [grp(1, 0, &[(100, 100), (90, 100), (80, 100)]), row(2, 1, 170, 100, 3), row(3, 1, 150, 140, 2)];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(matches!(
        check_move(&f, &mv(1, 0, &[(140, 100), (140, 60)]), black()),
        Err(IllegalMove::EnemyNearFirstStick { .. })
    ));
    let out = check_move(&f, &mv(1, 0, &[(140, 100), (180, 100)]), black()).unwrap();
    assert_eq!(out.engaged, Some(FigureRef { group: GroupKey(2), index: 0 }));
    assert!(in_contact(out.leader_end(), t(170, 100)));
    assert!(out.picked_up_pace);
    // The figures gathered behind are not in contact with group 3 (not engaged).
    for &p in &out.formation {
        for &q in &gs[2].figures {
            assert!(!in_contact(p, q) && !overlaps(p, q));
        }
    }
}

// rule: CG-MELEE-02
#[test]
fn ending_near_an_enemy_is_not_engaging_the_stick_must_touch_it() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(100, 100)]), grp(2, 1, &[(145, 113)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // The leader ends 1.39" from the enemy's centre: no contact, no melee.
    let out = check_move(&f, &mv(1, 0, &[(140, 100)]), black()).unwrap();
    assert_eq!(out.engaged, None);
    // Aimed at it, the stick touches it: engagement, the leader stops in base contact.
    let out = check_move(&f, &mv(1, 0, &[(138, 110)]), black()).unwrap();
    assert!(in_contact(out.leader_end(), t(145, 113)));
    assert_eq!(out.engaged, Some(FigureRef { group: GroupKey(2), index: 0 }));
}

// rule: CG-MELEE-01
// rule: CG-MELEE-03
// rule: CG-MOVE-14
#[test]
fn a_move_that_may_not_engage_cannot_touch_an_enemy() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(100, 100)]), grp(2, 1, &[(150, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(
        check_move(&f, &mv(1, 0, &[(140, 100)]), red()),
        Err(IllegalMove::MayNotEngage { stick: 1, target: GroupKey(2) })
    );
    // Stick 1 engaging ends the move: no second stick.
    assert_eq!(check_move(&f, &mv(1, 0, &[(140, 100), (140, 140)]), black()), Err(IllegalMove::StickAfterEngagement));
}

// rule: CG-MOVE-09
#[test]
fn a_move_stopped_before_the_end_of_stick_one_cannot_pick_up_the_pace() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(100, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(matches!(
        check_move(&f, &mv(1, 0, &[(130, 100), (170, 100)]), red()),
        Err(IllegalMove::ShortFirstStick { .. })
    ));
    // Moving less than a stick is fine on its own.
    assert!(check_move(&f, &mv(1, 0, &[(130, 100)]), red()).is_ok());
}

// rule: CG-MOVE-11
// rule: CG-TERR-08
#[test]
fn a_group_may_not_enter_and_leave_nor_leave_one_area_and_enter_another() {
    let tb = table(
        alloc::vec![
            rect(1, 120, 80, 20, 40, Height::Low, false, Die::D8),
            rect(2, 170, 80, 20, 40, Height::Low, false, Die::D8)
        ],
        alloc::vec![],
    );
    let gs = [grp(1, 0, &[(100, 100)]), grp(3, 0, &[(130, 60), (130, 50)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Entering: fine, the move ends in the area.
    let out = check_move(&f, &mv(1, 0, &[(130, 100)]), red()).unwrap();
    assert_eq!((out.from_area, out.to_area, out.entered_area()), (None, Some(AreaId(1)), Some(AreaId(1))));
    // Through it: enter and leave.
    assert_eq!(
        check_move(&f, &mv(1, 0, &[(140, 100), (145, 70)]), red()),
        Err(IllegalMove::EnterAndLeave { area: AreaId(1) })
    );
    let gs = [grp(1, 0, &[(130, 100)]), grp(3, 0, &[(130, 60), (130, 50)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Leaving one area and entering another.
    assert_eq!(
        check_move(&f, &mv(1, 0, &[(170, 100), (175, 100)]), red()),
        Err(IllegalMove::EnterAndLeave { area: AreaId(2) })
    );
    // Leaving alone is fine; terrain never shortens the move.
    let out = check_move(&f, &mv(1, 0, &[(150, 100), (150, 60)]), red());
    assert!(out.is_err(), "stick 2 runs into group 3");
    assert_eq!(check_move(&f, &mv(1, 0, &[(155, 100)]), red()).unwrap().to_area, None);
}

// rule: CG-MOVE-12
// rule: CG-MOVE-07
#[test]
fn a_group_ends_wholly_in_or_wholly_out_of_an_area() {
    let tb = table(alloc::vec![rect(1, 120, 80, 40, 40, Height::High, false, Die::D8)], alloc::vec![]);
    let gs = [grp(1, 0, &[(100, 100), (90, 100), (80, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Caption: the Zanzibaris enter the terrain; model A cannot be placed outside.
    let leader_end = t(125, 100);
    let mut m = mv(1, 0, &[(125, 100)]);
    m.formation = Some(alloc::vec![leader_end, t(115, 100), t(105, 100)]);
    assert_eq!(
        check_move(&f, &m, red()),
        Err(IllegalMove::Gather(GatherError::Split { feature: Feature::Area(AreaId(1)) }))
    );
    // Placed in spots "1 or 2" inside, the formation is fine.
    m.formation = Some(alloc::vec![leader_end, t(125, 110), t(125, 90)]);
    assert!(check_move(&f, &m, red()).is_ok());
    // Automatic gathering keeps everyone inside.
    let out = check_move(&f, &mv(1, 0, &[(125, 100)]), red()).unwrap();
    assert_eq!(f.occupancy(&out.formation), Occupancy::Inside { area: AreaId(1) });
}

// rule: CG-MOVE-13
// rule: CG-TERR-15
#[test]
fn high_obstacles_need_contact_and_forbid_the_pace_low_ones_never_restrict() {
    let wall = Obstacle { id: ObstacleId(1), from: t(130, 50), to: t(130, 150), height: Height::High };
    let fence = Obstacle { id: ObstacleId(2), from: t(300, 50), to: t(300, 150), height: Height::Low };
    let tb = table(alloc::vec![], alloc::vec![wall, fence]);
    let gs = [grp(1, 0, &[(100, 100)]), grp(2, 0, &[(125, 130)]), grp(3, 0, &[(280, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Not in contact with the wall at the start.
    assert!(matches!(check_move(&f, &mv(1, 0, &[(140, 100)]), red()), Err(IllegalMove::CrossesHighObstacle { .. })));
    // In contact (base edge on the wall): one stick may cross it...
    let out = check_move(&f, &mv(2, 0, &[(160, 130)]), red()).unwrap();
    assert_eq!(out.crossed_obstacles, alloc::vec![ObstacleId(1)]);
    // ...but not with the pace, not even to engage.
    assert!(matches!(
        check_move(&f, &mv(2, 0, &[(165, 130), (205, 130)]), red()),
        Err(IllegalMove::CrossesHighObstacle { .. })
    ));
    // A low obstacle never restricts movement, pace included.
    let out = check_move(&f, &mv(3, 0, &[(320, 100), (360, 100)]), red()).unwrap();
    assert_eq!(out.crossed_obstacles, alloc::vec![ObstacleId(2)]);
    // Nobody may end standing on an obstacle line.
    assert!(matches!(check_move(&f, &mv(3, 0, &[(297, 100)]), red()), Err(IllegalMove::BadEndPosition { .. })));
}

// rule: CG-TERR-03
// rule: CG-TERR-14
#[test]
fn blocking_terrain_and_houses_cannot_be_entered_nor_brushed_by_the_stick() {
    let tb = table(
        alloc::vec![
            rect(1, 120, 80, 20, 40, Height::High, true, Die::D8),
            TerrainArea::house(2, TerrainArea::rect_outline(20, 30, 3, 3)),
        ],
        alloc::vec![],
    );
    let gs = [grp(1, 0, &[(100, 100)]), grp(2, 0, &[(160, 300)]), grp(3, 0, &[(100, 75)]), grp(4, 0, &[(100, 124)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(check_move(&f, &mv(1, 0, &[(130, 100)]), red()), Err(IllegalMove::BlockingTerrain { area: AreaId(1) }));
    // Passing with the base's edge exactly on the border is allowed; 0.1" closer is not.
    assert!(check_move(&f, &mv(3, 0, &[(140, 75)]), red()).is_ok());
    assert_eq!(check_move(&f, &mv(4, 0, &[(140, 124)]), red()), Err(IllegalMove::BlockingTerrain { area: AreaId(1) }));
    assert_eq!(check_move(&f, &mv(2, 0, &[(200, 300)]), red()), Err(IllegalMove::BlockingTerrain { area: AreaId(2) }));
    // A base may not be placed in blocking terrain either.
    let bad = [grp(3, 0, &[(130, 100)])];
    assert!(matches!(Field::new(&tb, &bad, &[]), Err(FieldError::InBlockingTerrain(_, AreaId(1)))));
}

fn river_table() -> Table {
    let river = River {
        id: RiverId(1),
        outline: alloc::vec![t(200, 0), t(230, 0), t(230, 480), t(200, 480)],
        crossings: alloc::vec![Crossing {
            kind: CrossingKind::Ford,
            outline: alloc::vec![t(195, 300), t(235, 300), t(235, 340), t(195, 340)]
        }],
    };
    let track = Track { id: TrackId(1), outline: alloc::vec![t(0, 400), t(720, 400), t(720, 420), t(0, 420)] };
    Table::new(TableSpec { rivers: alloc::vec![river], tracks: alloc::vec![track], ..TableSpec::default() }).unwrap()
}

// rule: CG-TERR-19
// rule: CG-TERR-20
#[test]
fn no_pace_from_a_river_and_a_group_is_wholly_in_or_out_of_it_fords_excepted() {
    let tb = river_table();
    let gs = [grp(1, 0, &[(175, 100), (165, 100)]), grp(2, 0, &[(170, 320), (160, 320)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Stick 1 ends (base front at 22") in the river: no second stick.
    assert_eq!(
        check_move(&f, &mv(1, 0, &[(215, 100), (255, 100)]), red()),
        Err(IllegalMove::FirstStickInRiver { river: RiverId(1) })
    );
    // Rivers are open ground: a single stick may end in it, and the group gathers all in.
    let out = check_move(&f, &mv(1, 0, &[(215, 100)]), red()).unwrap();
    assert!(out.formation.iter().all(|&p| tb.river_at(p) == Some(RiverId(1))));
    // Across the ford the river rules do not apply.
    assert!(check_move(&f, &mv(2, 0, &[(210, 320), (250, 320)]), red()).unwrap().picked_up_pace);
    // A formation half in the water is refused.
    let mut m = mv(1, 0, &[(205, 100)]);
    m.formation = Some(alloc::vec![t(205, 100), t(195, 100)]);
    assert!(matches!(
        check_move(&f, &m, red()),
        Err(IllegalMove::Gather(GatherError::Split { feature: Feature::River(_) }))
    ));
}

// rule: CG-TERR-21
#[test]
fn a_group_is_wholly_on_or_off_a_track() {
    let tb = river_table();
    let gs = [grp(1, 0, &[(100, 380), (100, 370)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let mut m = mv(1, 0, &[(100, 410)]);
    m.formation = Some(alloc::vec![t(100, 410), t(100, 400 - 5)]);
    assert!(matches!(
        check_move(&f, &m, red()),
        Err(IllegalMove::Gather(GatherError::Split { feature: Feature::Track(_) }))
    ));
    let out = check_move(&f, &mv(1, 0, &[(100, 410)]), red()).unwrap();
    assert!(out.formation.iter().all(|&p| tb.track_at(p) == Some(TrackId(1))));
}

// rule: CG-MOVE-15
#[test]
fn a_group_may_not_leave_the_table_unless_the_adventure_allows() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(20, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(check_move(&f, &mv(1, 0, &[(-10, 100)]), red()), Err(IllegalMove::OffTable));
    let out =
        check_move(&f, &mv(1, 0, &[(-10, 100)]), MoveAllowance { may_engage: false, may_leave_table: true }).unwrap();
    assert!(out.left_table && out.formation.is_empty());
}

// rule: CG-MOVE-07
#[test]
fn no_figure_ends_further_along_the_stick_than_the_leader_and_the_chain_holds() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(100, 100), (90, 100), (80, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let mut m = mv(1, 0, &[(140, 100)]);
    m.formation = Some(alloc::vec![t(140, 100), t(150, 100), t(130, 100)]);
    assert_eq!(check_move(&f, &m, red()), Err(IllegalMove::Gather(GatherError::AheadOfLeader { index: 1 })));
    m.formation = Some(alloc::vec![t(140, 100), t(130, 100), t(110, 100)]);
    assert_eq!(check_move(&f, &m, red()), Err(IllegalMove::Gather(GatherError::NotAChain)));
    m.formation = Some(alloc::vec![t(140, 100), t(130, 100)]);
    assert!(matches!(
        check_move(&f, &m, red()),
        Err(IllegalMove::Gather(GatherError::WrongCount { given: 2, expected: 3 }))
    ));
    m.formation = Some(alloc::vec![t(141, 100), t(131, 100), t(121, 100)]);
    assert_eq!(check_move(&f, &m, red()), Err(IllegalMove::Gather(GatherError::LeaderMoved)));
    m.formation = Some(alloc::vec![t(140, 100), t(130, 100), t(140, 110)]);
    assert!(check_move(&f, &m, red()).is_ok());
}

// rule: CG-MOVE-08
// rule: CG-MELEE-05
#[test]
fn following_figures_may_touch_only_the_engaged_group() {
    let tb = Table::default();
    // Caption: "you cannot when placing B have him end in base-to-base contact with an enemy
    // model that does not belong to the group you're engaging. Hence B is placed at the back."
    let gs = [grp(1, 0, &[(100, 100), (90, 100)]), grp(2, 1, &[(150, 100)]), grp(3, 1, &[(140, 120)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let mut m = mv(1, 0, &[(140, 100)]);
    m.formation = Some(alloc::vec![t(140, 100), t(140, 110)]);
    assert_eq!(
        check_move(&f, &m, black()),
        Err(IllegalMove::Gather(GatherError::TouchesOtherEnemy { index: 1, enemy: GroupKey(3) }))
    );
    m.formation = Some(alloc::vec![t(140, 100), t(130, 100)]);
    assert!(check_move(&f, &m, black()).is_ok());
    let out = check_move(&f, &mv(1, 0, &[(140, 100)]), black()).unwrap();
    assert_eq!(out.engaged.map(|e| e.group), Some(GroupKey(2)));
    assert!(
        !in_contact(out.formation[1], t(140, 120)) && !overlaps(out.formation[1], t(140, 120)),
        "B placed at the back"
    );
}

// rule: CG-MELEE-06
#[test]
fn engaging_a_group_in_terrain_may_leave_the_attacker_partly_outside() {
    let tb = table(alloc::vec![rect(1, 150, 60, 40, 80, Height::High, false, Die::D10)], alloc::vec![]);
    let gs = [grp(1, 0, &[(110, 100), (100, 100), (90, 100)]), grp(2, 1, &[(160, 100), (170, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let mut m = mv(1, 0, &[(150, 100)]);
    // Both followers in contact with the leader, west of the area's edge.
    m.formation = Some(alloc::vec![t(150, 100), off(t(150, 100), -867, 500), off(t(150, 100), -867, -500)]);
    let out = check_move(&f, &ProposedMove { formation: None, ..m.clone() }, black()).unwrap();
    assert_eq!(out.engaged.map(|e| e.group), Some(GroupKey(2)));
    assert_eq!(out.leader_end(), t(150, 100));
    // Outside the area, leader on its border: the attacker is partly in.
    assert_eq!(check_move(&f, &m, black()).map(|_| ()), Ok(()));
    // Without the engagement, the same split formation is refused.
    let gs2 = [grp(1, 0, &[(110, 100), (100, 100), (90, 100)])];
    let f2 = Field::new(&tb, &gs2, &[]).unwrap();
    let mut m2 = mv(1, 0, &[(150, 100)]);
    m2.formation = m.formation.clone();
    assert!(matches!(check_move(&f2, &m2, black()), Err(IllegalMove::Gather(GatherError::Split { .. }))));
}

#[test]
fn candidate_moves_are_legal_and_include_engagements() {
    let tb = table(alloc::vec![rect(1, 200, 200, 40, 40, Height::High, true, Die::D8)], alloc::vec![]);
    let gs = [grp(1, 0, &[(100, 100), (90, 100), (100, 110)]), grp(2, 1, &[(160, 100), (170, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let spec = CandidateSpec { heading_step: 45, lengths: alloc::vec![S], pace: true, leaders: Some(alloc::vec![0]) };
    let moves = candidate_moves(&f, GroupKey(1), black(), &spec).unwrap();
    assert!(!moves.is_empty());
    assert!(moves.iter().any(|m| m.engaged.is_some()));
    for m in &moves {
        let again = ProposedMove {
            group: m.group,
            leader: m.leader,
            sticks: m.path[1..].to_vec(),
            formation: Some(m.formation.clone()),
        };
        assert_eq!(check_move(&f, &again, black()).as_ref(), Ok(m));
    }
    let red_moves = candidate_moves(&f, GroupKey(1), red(), &spec).unwrap();
    assert!(red_moves.iter().all(|m| m.engaged.is_none()));
    assert!(candidate_moves(&f, GroupKey(9), red(), &spec).is_err());
}

// rule: CG-TERR-17
// rule: CG-TERR-18
#[test]
fn a_group_behind_an_obstacle_is_engaged_by_moving_into_contact_with_the_obstacle_facing_it() {
    let fence = Obstacle { id: ObstacleId(1), from: t(150, 50), to: t(150, 150), height: Height::Low };
    let wall = Obstacle { id: ObstacleId(2), from: t(150, 250), to: t(150, 350), height: Height::High };
    let tb = table(alloc::vec![], alloc::vec![fence, wall]);
    let gs = [
        grp(1, 0, &[(110, 100), (100, 100)]),
        grp(2, 1, &[(155, 100), (155, 110)]),
        grp(3, 0, &[(110, 300), (100, 300)]),
        grp(4, 1, &[(155, 300)]),
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // The leader stops with its base against the fence, facing the defender behind it.
    let out = check_move(&f, &mv(1, 0, &[(150, 100)]), black()).unwrap();
    assert_eq!(out.engaged, Some(FigureRef { group: GroupKey(2), index: 0 }));
    assert_eq!(out.across_obstacle, Some(ObstacleId(1)));
    assert_eq!(out.leader_end(), t(145, 100));
    assert_eq!(out.crossed_obstacles, alloc::vec![]);
    assert_eq!(
        obstacle_between(&f, FigureRef { group: GroupKey(1), index: 0 }, FigureRef { group: GroupKey(2), index: 0 })
            .unwrap(),
        Some(ObstacleId(1))
    );
    // A high wall too: nothing is crossed, so no contact is needed at the start.
    let out = check_move(&f, &mv(3, 0, &[(150, 300)]), black()).unwrap();
    assert_eq!((out.engaged.map(|e| e.group), out.across_obstacle), (Some(GroupKey(4)), Some(ObstacleId(2))));
    // A move that may not engage cannot do it; and crossing the wall stays illegal.
    assert!(check_move(&f, &mv(3, 0, &[(150, 300)]), red()).is_err());
    // Not facing the defender (2" to one side): the fence is simply crossed.
    let gs = [grp(1, 0, &[(110, 100), (100, 100)]), grp(2, 1, &[(155, 120)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let out = check_move(&f, &mv(1, 0, &[(150, 80)]), black());
    assert!(out.as_ref().map_or(true, |o| o.across_obstacle.is_none()));
}

// rule: CG-MELEE-06
#[test]
fn after_the_melee_the_figures_outside_the_area_move_the_minimum_into_it() {
    let tb = table(alloc::vec![rect(1, 150, 60, 40, 80, Height::High, false, Die::D10)], alloc::vec![]);
    // The attacker ended partly in the area (leader on its border), the defender wiped out.
    let gs = [grp(1, 0, &[(150, 100), (140, 100), (130, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let after = regroup_in_area(&f, GroupKey(1), AreaId(1), None).unwrap();
    assert_eq!(after[0], t(150, 100), "the figure inside stays");
    assert!(after.iter().all(|&p| tb.area_at(p) == Some(AreaId(1))));
    assert!(is_chain(&after));
    // Each moved figure moved little (less than 3").
    for (a, b) in after.iter().zip(&gs[0].figures) {
        assert!(prim::dist(*a, *b) < Length::inches(3));
    }
    // A group with nobody inside cannot be regrouped into it.
    let gs = [grp(1, 0, &[(120, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(
        regroup_in_area(&f, GroupKey(1), AreaId(1), None),
        Err(GatherError::Split { feature: Feature::Area(AreaId(1)) })
    );
}

// rule: CG-USR-08
#[test]
fn a_group_enters_with_the_end_of_its_stick_on_the_entry_point() {
    let tb = Table::default();
    let gs = [grp(1, 1, &[(300, 240)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let entry = |second: Option<Point>| Entry {
        group: GroupKey(5),
        side: Side::Player { player: 0 },
        figures: 4,
        entry: t(5, 240),
        second,
        formation: None,
    };
    let out = check_entry(&f, &entry(None), red()).unwrap();
    assert_eq!(out.leader_end(), t(5, 240));
    assert_eq!(out.formation.len(), 4);
    // The group gathers around its leader anywhere on the table: the stick came from off the
    // table (docs/rulings.md "Adventures in play", Enter on the table).
    assert!(out.formation.iter().all(|&p| tb.base_on_table(p)));
    assert!(is_chain(&out.formation));
    // Picking up the pace from the entry point.
    let out = check_entry(&f, &entry(Some(t(45, 240))), red()).unwrap();
    assert!(out.picked_up_pace);
    assert_eq!(out.leader_end(), t(45, 240));
    assert!(out.formation.iter().all(|&p| p.x <= t(45, 240).x));
    // Not with an enemy within S of the entry point.
    let gs = [grp(1, 1, &[(25, 275)])];
    let f2 = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(
        check_entry(&f2, &entry(Some(t(45, 240))), red()),
        Err(IllegalMove::EnemyNearFirstStick { near: GroupKey(1) })
    );
    // The entry point must be free and on the table.
    let gs = [grp(1, 1, &[(10, 240)])];
    let f3 = Field::new(&tb, &gs, &[]).unwrap();
    assert!(matches!(check_entry(&f3, &entry(None), red()), Err(IllegalMove::TouchesBase { .. })));
    let mut off = entry(None);
    off.entry = t(3, 240);
    assert_eq!(check_entry(&f, &off, red()), Err(IllegalMove::OffTable));
    // A given formation is checked like any other.
    let mut given = entry(None);
    given.formation = Some(alloc::vec![t(5, 240), t(5, 250), t(5, 230), t(15, 240)]);
    assert!(check_entry(&f, &given, red()).is_ok());
    // A file trailing into the table while there is room beside the leader is not (CG-MOVE-07).
    given.formation = Some(alloc::vec![t(5, 240), t(15, 240), t(25, 240), t(35, 240)]);
    assert!(matches!(
        check_entry(&f, &given, red()),
        Err(IllegalMove::Gather(GatherError::RoomBesideLeader { index: 2, .. }))
    ));
    // Figures further in than the leader are fine on entering; a broken chain is not.
    given.formation = Some(alloc::vec![t(5, 240), t(15, 240), t(5, 250), t(5, 230)]);
    assert!(check_entry(&f, &given, red()).is_ok());
    given.formation = Some(alloc::vec![t(5, 240), t(15, 240), t(5, 260), t(5, 270)]);
    assert_eq!(check_entry(&f, &given, red()), Err(IllegalMove::Gather(GatherError::NotAChain)));
}

// rule: CG-USR-12
// rule: CG-OBJ-01
#[test]
fn a_stick_touching_an_independent_character_or_an_object_puts_the_leader_in_its_place() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(100, 100), (90, 100)]), grp(7, 2, &[(150, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let ic = Reach::Character { group: GroupKey(7) };
    // Stick 1 touches the character's base (its leader 1" short of its centre): joined.
    let out = check_reach(&f, &mv(1, 0, &[(140, 100), (140, 140)]), red(), ic).unwrap();
    assert_eq!(out.leader_end(), t(150, 100));
    assert_eq!(out.path, alloc::vec![t(100, 100), t(150, 100)], "the second stick is not used");
    assert_eq!(out.formation.len(), 3, "the character gets a spot in the group, last");
    assert!(is_chain(&out.formation));
    assert!(out.formation.iter().all(|&p| p.x <= t(150, 100).x));
    // A stick that misses it.
    assert!(matches!(check_reach(&f, &mv(1, 0, &[(100, 140)]), red(), ic), Err(IllegalMove::DoesNotReach { .. })));
    // An object lying on the table: the stick (the leader's sweeping base) must touch the point.
    let obj = Reach::Object { at: t(130, 104) };
    let out = check_reach(&f, &mv(1, 0, &[(140, 100)]), red(), obj).unwrap();
    assert_eq!(out.leader_end(), t(130, 104));
    assert_eq!(out.formation.len(), 2);
    assert!(matches!(
        check_reach(&f, &mv(1, 0, &[(140, 90)]), red(), Reach::Object { at: t(130, 110) }),
        Err(IllegalMove::DoesNotReach { .. })
    ));
    assert!(matches!(
        check_reach(&f, &mv(1, 0, &[(140, 100)]), red(), Reach::Character { group: GroupKey(9) }),
        Err(IllegalMove::Unknown { .. })
    ));
}

// rule: CG-MOVE-11
#[test]
fn running_along_the_border_of_an_area_or_grazing_its_corner_is_not_entering_it() {
    let tb = table(alloc::vec![rect(1, 120, 80, 20, 40, Height::Low, false, Die::D8)], alloc::vec![]);
    let gs = [grp(1, 0, &[(100, 80)]), grp(2, 0, &[(100, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // The centre line runs along the area's south border.
    let out = check_move(&f, &mv(1, 0, &[(140, 80), (160, 80)]), red()).unwrap();
    assert_eq!(out.to_area, None);
    // The centre line touches the south-west corner only.
    let out = check_move(&f, &mv(2, 0, &[(128, 72)]), red()).unwrap();
    assert_eq!(out.to_area, None);
}

/// `p` moved by (`dx`, `dy`) thousandths of an inch.
fn off(p: Point, dx: i32, dy: i32) -> Point {
    Point::new(Length(p.x.units() + dx), Length(p.y.units() + dy))
}

// rule: CG-MOVE-07
#[test]
fn a_formation_trailing_behind_a_leader_with_room_beside_him_is_refused_with_the_spot() {
    let tb = Table::default();
    let gs = [grp(1, 0, &[(100, 100), (90, 100), (80, 100)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let leader_end = t(140, 100);
    // A straight file behind the leader: one chain, but figure 2 stands 2" from him while there
    // is room beside him.
    let mut m = mv(1, 0, &[(140, 100)]);
    m.formation = Some(alloc::vec![leader_end, t(130, 100), t(120, 100)]);
    let Err(IllegalMove::Gather(GatherError::RoomBesideLeader { index: 2, spot })) = check_move(&f, &m, red()) else {
        panic!("{:?}", check_move(&f, &m, red()))
    };
    // The spot the error gives is in contact with the leader, and figure 2 may stand there.
    assert!(crate::geometry::base::in_contact(spot, leader_end));
    m.formation = Some(alloc::vec![leader_end, t(130, 100), spot]);
    assert!(check_move(&f, &m, red()).is_ok(), "{spot:?}");
    // Both followers beside the leader (behind and to his side) is a formation like any other.
    m.formation = Some(alloc::vec![leader_end, t(130, 100), t(140, 110)]);
    assert!(check_move(&f, &m, red()).is_ok());
}

// rule: CG-MOVE-07
#[test]
fn with_no_room_beside_the_leader_a_figure_stands_as_close_as_it_can() {
    // Six figures: no follower may stand further along the stick (east) than the leader, so at
    // most four fit around him (north, north-west, south-west, south); the fifth follower
    // touches the north-west one.
    let tb = Table::default();
    let gs = [row(1, 0, 40, 100, 6)];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let l = t(130, 100);
    let (nw, sw) = (off(l, -867, 500), off(l, -867, -500));
    let ring = [off(l, 0, 1001), nw, sw, off(l, 0, -1001)];
    let mut m = mv(1, 5, &[(130, 100)]);
    let mut formation = alloc::vec![ring[0], ring[1], ring[2], ring[3], off(nw, -1001, 0), l];
    m.formation = Some(formation.clone());
    assert!(check_move(&f, &m, red()).is_ok(), "{:?}", check_move(&f, &m, red()));
    // With the south figure gone round to the west, there is room again beside the leader.
    formation[3] = off(sw, -1001, 0);
    m.formation = Some(formation);
    assert!(matches!(
        check_move(&f, &m, red()),
        Err(IllegalMove::Gather(GatherError::RoomBesideLeader { index: 3, .. }))
    ));
}
