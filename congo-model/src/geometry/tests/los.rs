//! Big Game Hunting (line of sight, partial shooting, cover) and Surviving in Dangerous Lands
//! (height, obstacles, rivers, tracks, mist).

use super::*;

fn fig(group: u32, index: usize) -> FigureRef {
    FigureRef { group: GroupKey(group), index }
}

// rule: CG-SHOOT-06
#[test]
fn the_archer_group_entirely_blocks_the_line_of_sight() {
    // Caption: "the archer group entirely blocks the line of sight... No enemy figure is
    // entirely visible... making the shot impossible."
    let tb = Table::default();
    let archers: Vec<(i32, i32)> = (0..7).map(|i| (150, 70 + 10 * i)).collect();
    let gs = [
        grp(1, 0, &[(100, 90), (100, 100), (100, 110)]),
        grp(2, 1, &[(200, 95), (200, 105), (210, 100)]),
        grp(3, 1, &archers),
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let s = group_sight(&f, GroupKey(1), 1, GroupKey(2)).unwrap();
    assert!(!s.leader_sees() && s.seeing.is_empty());
    assert!(
        matches!(sight(&f, fig(1, 1), fig(2, 0)).unwrap(), Some(Blocker::Figure { figure }) if figure.group == GroupKey(3))
    );
    // The same archers do not block when they are the target.
    assert!(sight(&f, fig(1, 1), fig(3, 3)).unwrap().is_none());
}

// rule: CG-SHOOT-04
// rule: CG-SHOOT-06
#[test]
fn the_stick_entirely_encompassing_one_target_base_is_enough() {
    // Caption: "the stick placed above the models entirely encompasses one base of the target
    // group. Shooting is permitted."
    let tb = Table::default();
    let archers: Vec<(i32, i32)> = (0..7).map(|i| (150, 70 + 10 * i)).collect();
    let gs =
        [grp(1, 0, &[(100, 100), (90, 100)]), grp(2, 1, &[(200, 190), (200, 180), (200, 170)]), grp(3, 1, &archers)];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let s = group_sight(&f, GroupKey(1), 0, GroupKey(2)).unwrap();
    assert_eq!(s.visible_to_leader, alloc::vec![0]);
    assert!(s.leader_sees());
    // A base of a third group touching the corridor's edge (centre exactly 1" from the line)
    // does not overlap it.
    let gs = [grp(1, 0, &[(100, 100)]), grp(2, 1, &[(200, 100)]), grp(3, 0, &[(150, 110)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert!(sight(&f, fig(1, 0), fig(2, 0)).unwrap().is_none());
    let gs = [
        grp(1, 0, &[(100, 100)]),
        grp(2, 1, &[(200, 100)]),
        PlacedGroup {
            key: GroupKey(3),
            side: Side::Player { player: 0 },
            figures: alloc::vec![Point::new(Length(15_000), Length(10_999))],
        },
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // A friendly group blocks just as an enemy one does ("friend or foe").
    assert_eq!(sight(&f, fig(1, 0), fig(2, 0)).unwrap(), Some(Blocker::Figure { figure: fig(3, 0) }));
}

// rule: CG-SHOOT-07
// rule: CG-SHOOT-03
#[test]
fn partial_shooting_when_only_the_leading_figure_sees() {
    // Caption: "only A has a line of sight to the target, so this is a case of partial
    // shooting." A leads from the end of a row of five; a hut hides the target from the others.
    let hut = TerrainArea::house(1, alloc::vec![t(150, 111), t(170, 111), t(170, 131), t(150, 131)]);
    let tb = table(alloc::vec![hut], alloc::vec![]);
    let gs = [row(1, 0, 100, 100, 5), grp(2, 1, &[(200, 120), (200, 130)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    let s = group_sight(&f, GroupKey(1), 4, GroupKey(2)).unwrap();
    assert_eq!(s.visible_to_leader, alloc::vec![0]);
    assert_eq!(s.seeing, alloc::vec![4]);
    assert!(s.is_partial());
    assert_eq!(shot_sight(&f, GroupKey(1), 4, GroupKey(2)), Ok(Some(true)));
    // With another leader who sees nothing, the shot cannot be declared.
    assert!(!group_sight(&f, GroupKey(1), 0, GroupKey(2)).unwrap().leader_sees());
    assert_eq!(shot_sight(&f, GroupKey(1), 0, GroupKey(2)), Ok(None));
    assert!(group_sight(&f, GroupKey(1), 9, GroupKey(2)).is_err());
    assert!(shot_sight(&f, GroupKey(1), 9, GroupKey(2)).is_err());
    // The shooter's own figures never block (nor the target's).
    let gs = [grp(1, 0, &[(100, 100), (110, 100)]), grp(2, 1, &[(200, 100), (190, 100)])];
    let open = Table::default();
    let f = Field::new(&open, &gs, &[]).unwrap();
    let s = group_sight(&f, GroupKey(1), 0, GroupKey(2)).unwrap();
    assert_eq!(
        (s.visible_to_leader.clone(), s.seeing.clone(), s.is_partial()),
        (alloc::vec![0, 1], alloc::vec![0, 1], false)
    );
    assert_eq!(shot_sight(&f, GroupKey(1), 0, GroupKey(2)), Ok(Some(false)));
}

// rule: CG-TERR-02
#[test]
fn high_terrain_is_seen_into_and_out_of_but_never_through() {
    let a = rect(1, 150, 50, 40, 100, Height::High, false, Die::D8);
    let b = rect(2, 220, 50, 40, 100, Height::High, false, Die::D8);
    let low = rect(3, 300, 50, 40, 100, Height::Low, false, Die::D8);
    let tb = table(alloc::vec![a, b, low], alloc::vec![]);
    let gs = [
        grp(1, 0, &[(100, 100)]),
        grp(2, 1, &[(170, 100)]),
        grp(3, 1, &[(180, 120)]),
        grp(4, 1, &[(240, 100)]),
        grp(5, 1, &[(200, 100)]),
        grp(6, 1, &[(400, 100)]),
        grp(7, 0, &[(280, 30)]),
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Into high terrain: seen.
    assert!(sight(&f, fig(1, 0), fig(2, 0)).unwrap().is_none());
    // Two figures in the same high area see each other.
    assert!(sight(&f, fig(2, 0), fig(3, 0)).unwrap().is_none());
    // Out of it: seen.
    assert!(sight(&f, fig(2, 0), fig(5, 0)).unwrap().is_none());
    // Through it: blocked.
    assert_eq!(sight(&f, fig(1, 0), fig(5, 0)).unwrap(), Some(Blocker::HighTerrain { area: AreaId(1) }));
    // Out of one high area into another: blocked (two crossings in all).
    assert_eq!(sight(&f, fig(2, 0), fig(4, 0)).unwrap(), Some(Blocker::HighTerrain { area: AreaId(2) }));
    // Low terrain never blocks.
    assert!(sight(&f, fig(7, 0), fig(6, 0)).unwrap().is_none());
}

// rule: CG-TERR-15
// rule: CG-TERR-16
// rule: CG-SHOOT-12
#[test]
fn high_obstacles_block_low_ones_give_d10_cover_when_crossed() {
    let wall = Obstacle { id: ObstacleId(1), from: t(150, 50), to: t(150, 150), height: Height::High };
    let fence = Obstacle { id: ObstacleId(2), from: t(150, 250), to: t(150, 350), height: Height::Low };
    let wood = rect(1, 160, 280, 30, 40, Height::Low, false, Die::D8);
    let tb = table(alloc::vec![wood], alloc::vec![wall, fence]);
    let gs = [
        grp(1, 0, &[(100, 100)]),
        grp(2, 1, &[(200, 100)]),
        grp(3, 0, &[(100, 300)]),
        grp(4, 1, &[(175, 300), (185, 300)]),
        grp(5, 1, &[(100, 200)]),
    ];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(sight(&f, fig(1, 0), fig(2, 0)).unwrap(), Some(Blocker::HighObstacle { obstacle: ObstacleId(1) }));
    // Across the low fence: visible, and the target's D8 wood becomes D10.
    assert!(sight(&f, fig(3, 0), fig(4, 0)).unwrap().is_none());
    let c = cover(&f, fig(3, 0), GroupKey(4)).unwrap();
    assert_eq!((c.area, c.terrain, c.low_obstacle, c.die), (Some(AreaId(1)), Die::D8, Some(ObstacleId(2)), Die::D10));
    // Not across it: the terrain's own cover, open terrain D6.
    let c = cover(&f, fig(3, 0), GroupKey(5)).unwrap();
    assert_eq!((c.low_obstacle, c.die), (None, Die::D6));
}

// rule: CG-SHOOT-11
// rule: CG-TERR-05
#[test]
fn a_group_always_gets_the_cover_of_the_terrain_it_occupies() {
    let jungle = rect(1, 100, 100, 100, 100, Height::High, false, Die::D10);
    let tb = Table::new(TableSpec { areas: alloc::vec![jungle], open_cover: Die::D8, ..TableSpec::default() }).unwrap();
    let gs = [grp(1, 0, &[(120, 150)]), grp(2, 1, &[(180, 150)]), grp(3, 1, &[(400, 150)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    // Even if the shooter is in the same area.
    assert_eq!(cover(&f, fig(1, 0), GroupKey(2)).unwrap().die, Die::D10);
    // Open terrain: the adventure's open cover (here improved to D8).
    assert_eq!(cover(&f, fig(2, 0), GroupKey(3)).unwrap().die, Die::D8);
}

// rule: CG-TERR-20
// rule: CG-TERR-21
#[test]
fn rivers_and_tracks_give_d6_cover() {
    let river = River {
        id: RiverId(1),
        outline: alloc::vec![t(200, 0), t(230, 0), t(230, 480), t(200, 480)],
        crossings: alloc::vec![],
    };
    let track = Track { id: TrackId(1), outline: alloc::vec![t(0, 400), t(720, 400), t(720, 420), t(0, 420)] };
    let tb = Table::new(TableSpec {
        rivers: alloc::vec![river],
        tracks: alloc::vec![track],
        open_cover: Die::D8,
        ..TableSpec::default()
    })
    .unwrap();
    let gs = [grp(1, 0, &[(100, 100)]), grp(2, 1, &[(215, 100)]), grp(3, 1, &[(100, 410)])];
    let f = Field::new(&tb, &gs, &[]).unwrap();
    assert_eq!(cover(&f, fig(1, 0), GroupKey(2)).unwrap().die, Die::D6);
    assert_eq!(cover(&f, fig(1, 0), GroupKey(3)).unwrap().die, Die::D6);
}

// rule: CG-DT-JUNGLE-35
// rule: CG-DT-SAVANNAH-08
#[test]
fn mist_hides_everyone_in_the_area_a_hiding_place_hides_from_outside_only() {
    let tb = table(alloc::vec![rect(1, 100, 100, 60, 60, Height::Low, false, Die::D8)], alloc::vec![]);
    let gs = [grp(1, 0, &[(120, 120)]), grp(2, 1, &[(140, 140)]), grp(3, 1, &[(300, 300)])];
    let mist = [Veil { area: AreaId(1), kind: VeilKind::Mist }];
    let f = Field::new(&tb, &gs, &mist).unwrap();
    assert_eq!(sight(&f, fig(3, 0), fig(1, 0)).unwrap(), Some(Blocker::Veil { area: AreaId(1) }));
    assert_eq!(sight(&f, fig(2, 0), fig(1, 0)).unwrap(), Some(Blocker::Veil { area: AreaId(1) }));
    let hide = [Veil { area: AreaId(1), kind: VeilKind::Hiding }];
    let f = Field::new(&tb, &gs, &hide).unwrap();
    assert_eq!(sight(&f, fig(3, 0), fig(1, 0)).unwrap(), Some(Blocker::Veil { area: AreaId(1) }));
    assert!(sight(&f, fig(2, 0), fig(1, 0)).unwrap().is_none());
    let bogus = [Veil { area: AreaId(9), kind: VeilKind::Mist }];
    assert_eq!(Field::new(&tb, &gs, &bogus).err(), Some(FieldError::UnknownArea(AreaId(9))));
}
