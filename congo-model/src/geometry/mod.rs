//! The tabletop geometry of Congo: the table and its terrain, figures on 1" round bases,
//! distances, line of sight and cover, movement sticks, gathering, retreat and flight.
//!
//! Everything is integer fixed-point ([`tabletop::Length`]/[`tabletop::Point`]: thousandths of
//! an inch, `x` east, `y` north, origin at the south-west corner) and deterministic: no floating
//! point is ever evaluated; comparisons of distances with thresholds are exact (squared, in
//! `i128`); distances reported as values are rounded down to a whole unit; directions the
//! engine chooses itself come from a fixed table of 360 integer unit vectors ([`Heading`]).
//! Rulings that settle what the rulebook leaves to the eye are in `docs/rulings.md`,
//! "Geometry".
//!
//! Every item is re-exported here; the submodules (one per concern: [`table`], [`base`],
//! [`los`], [`movement`], [`gather`], [`retreat`], [`dirs`], [`error`]) are public too.
//!
//! Sources: Congo rulebook, "Surviving in Africa", "Moving along the Track", "Big Game Hunting",
//! "Defeating your Enemies", "Running Away", "Surviving in Dangerous Lands"; RULINGS.md.
//!
//! # The API, with one example each
//!
//! **Table** ([`Table`], [`TableSpec`], [`TerrainArea`], [`Obstacle`], [`River`], [`Track`]):
//! a checked description; bad input is a typed [`TableError`].
//! ```
//! use congo_model::geometry::*;
//! use tabletop::{Die, Point};
//! let spec = TableSpec {
//!     areas: vec![
//!         TerrainArea::new(1, TerrainArea::rect_outline(30, 20, 8, 8), Height::High, false, Die::D10).dangerous(),
//!         TerrainArea::house(2, TerrainArea::rect_outline(50, 30, 3, 3)),
//!     ],
//!     ..TableSpec::default() // 72" x 48"
//! };
//! let table = Table::new(spec).unwrap();
//! assert_eq!(table.area_at(Point::inches(34, 24)), Some(AreaId(1)));
//! assert!(Table::new(TableSpec { areas: vec![TerrainArea::new(3, vec![], Height::Low, false, Die::D8)], ..TableSpec::default() }).is_err());
//! ```
//!
//! **Figures and distances** ([`Field`], [`PlacedGroup`], [`base_distance`], [`within`],
//! [`Field::occupancy`]): groups of bases on a table, checked (no overlap, on the table, out of
//! blocking terrain).
//! ```
//! use congo_model::geometry::*;
//! use tabletop::{Length, Point};
//! let table = Table::default();
//! let groups = vec![
//!     PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: vec![Point::inches(10, 10), Point::inches(11, 10)] },
//!     PlacedGroup { key: GroupKey(2), side: Side::Player { player: 1 }, figures: vec![Point::inches(18, 10)] },
//! ];
//! let field = Field::new(&table, &groups, &[]).unwrap();
//! assert_eq!(field.group_distance(GroupKey(1), GroupKey(2)).unwrap(), Length::inches(6));
//! assert!(field.groups_within(GroupKey(1), GroupKey(2), M).unwrap());
//! assert_eq!(field.group_occupancy(GroupKey(1)).unwrap(), Occupancy::Open);
//! ```
//!
//! **Line of sight and cover** ([`sight`], [`group_sight`], [`cover`]):
//! ```
//! use congo_model::geometry::*;
//! use tabletop::{Die, Point};
//! let table = Table::default();
//! let groups = vec![
//!     PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: (10..14).map(|y| Point::inches(10, y)).collect() },
//!     PlacedGroup { key: GroupKey(2), side: Side::Player { player: 1 }, figures: vec![Point::inches(20, 10)] },
//!     PlacedGroup { key: GroupKey(3), side: Side::Player { player: 1 }, figures: vec![Point::inches(15, 10)] },
//! ];
//! let field = Field::new(&table, &groups, &[]).unwrap();
//! let s = group_sight(&field, GroupKey(1), 3, GroupKey(2)).unwrap();
//! assert!(s.leader_sees() && s.is_partial()); // the other lines are blocked by group 3
//! assert_eq!(sight(&field, FigureRef { group: GroupKey(1), index: 0 }, FigureRef { group: GroupKey(2), index: 0 }).unwrap(),
//!            Some(Blocker::Figure { figure: FigureRef { group: GroupKey(3), index: 0 } }));
//! assert_eq!(cover(&field, FigureRef { group: GroupKey(1), index: 3 }, GroupKey(2)).unwrap().die, Die::D6);
//! ```
//!
//! **Movement** ([`check_move`], [`ProposedMove`], [`MoveAllowance`], [`candidate_moves`],
//! [`hostile_within_s_of`]): a leader and one or two stick end points; every rule checked, the
//! group gathered (a given formation checked by [`check_formation`], or [`auto_gather`]).
//! ```
//! use congo_model::geometry::*;
//! use tabletop::Point;
//! let table = Table::default();
//! let groups = vec![PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: vec![Point::inches(10, 10), Point::inches(9, 10)] }];
//! let field = Field::new(&table, &groups, &[]).unwrap();
//! let mv = ProposedMove { group: GroupKey(1), leader: 0, sticks: vec![Point::inches(14, 10), Point::inches(18, 10)], formation: None };
//! let out = check_move(&field, &mv, MoveAllowance { may_engage: true, may_leave_table: false }).unwrap();
//! assert!(out.picked_up_pace);
//! assert_eq!(out.formation[0], Point::inches(18, 10));
//! let bad = ProposedMove { sticks: vec![Point::inches(6, 10)], leader: 0, ..mv }; // through figure 1
//! assert!(matches!(check_move(&field, &bad, MoveAllowance::default()), Err(IllegalMove::TouchesBase { .. })));
//! ```
//!
//! **Retreat and flight** ([`run_away`], [`RunAwayKind`], [`Extent`]):
//! ```
//! use congo_model::geometry::*;
//! use tabletop::Point;
//! let table = Table::default();
//! let groups = vec![PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: vec![Point::inches(2, 24)] }];
//! let field = Field::new(&table, &groups, &[]).unwrap();
//! let r = run_away(&field, GroupKey(1), RunAwayKind::Flight, None).unwrap();
//! assert_eq!(r.aim, Aim::TowardEdge { edge: Edge::West });
//! assert_eq!(r.extent, Extent::Shortened { at_table_edge: true }); // stopped at the edge
//! ```
//!
//! **Adventure and animal moves** ([`check_entry`] for "Enter on the table", [`check_reach`] to
//! join an Independent Character or pick up an Object, [`animal_advance`] for the lion,
//! [`Field::groups_near_area`] for the gorilla), and melee across an obstacle
//! ([`MoveOutcome::across_obstacle`], [`obstacle_between`]) and after it ([`regroup_in_area`]):
//! ```
//! use congo_model::geometry::*;
//! use tabletop::{Length, Point};
//! let table = Table::default();
//! let groups = vec![
//!     PlacedGroup { key: GroupKey(1), side: Side::Player { player: 0 }, figures: vec![Point::inches(10, 10), Point::inches(9, 10)] },
//!     PlacedGroup { key: GroupKey(2), side: Side::Animal, figures: vec![Point::inches(16, 10)] },
//! ];
//! let field = Field::new(&table, &groups, &[]).unwrap();
//! let lion = animal_advance(&field, GroupKey(2), M).unwrap();
//! assert_eq!(lion.engaged.map(|f| f.group), Some(GroupKey(1))); // 5" to base contact: within M
//! let mv = ProposedMove { group: GroupKey(1), leader: 0, sticks: vec![Point::inches(10, 14)], formation: None };
//! let got = check_reach(&field, &mv, MoveAllowance::default(), Reach::Object { at: Point::inches(10, 13) }).unwrap();
//! assert_eq!(got.leader_end(), Point::inches(10, 13));
//! let entry = Entry { group: GroupKey(3), side: Side::Player { player: 1 }, figures: 3, entry: Point::new(Length::milli(500), Length::inches(30)), second: None, formation: None };
//! assert_eq!(check_entry(&field, &entry, MoveAllowance::default()).unwrap().formation.len(), 3);
//! ```

pub mod animal;
pub mod base;
pub mod dirs;
pub mod entry;
pub mod error;
pub mod gather;
pub mod join;
pub mod los;
pub mod movement;
pub mod obstacle;
#[doc(hidden)]
pub mod prim;
pub mod retreat;
pub mod table;
#[cfg(test)]
mod tests;

pub use animal::{AnimalMove, animal_advance, animal_move_away, closest_group};
pub use base::{
    Field, FigureRef, GroupKey, Occupancy, PlacedGroup, Side, Veil, VeilKind, base_distance, base_to_point,
    base_within_bases, bases_within, groups_distance, in_contact, is_chain, overlaps, within,
};
pub use dirs::{DIRECTIONS, Heading, UNIT};
pub use entry::{Entry, check_entry, check_entry_reach};
pub use error::{Feature, FieldError, GatherError, IllegalMove, TableError};
pub use gather::{GATHER_SPOTS, GatherContext, auto_gather, check_formation, regroup_in_area};
pub use join::{Reach, check_reach};
pub use los::{Blocker, Cover, GroupSight, cover, group_sight, shot_sight, sight, sight_between};
pub use movement::{
    CandidateSpec, MoveAllowance, MoveOutcome, ProposedMove, candidate_moves, check_giraffe_move, check_move,
    first_stick_end, hostile_within_s_of,
};
pub use obstacle::{FACING_TOLERANCE, cross_obstacle, obstacle_between};
pub use retreat::{
    Aim, Extent, RunAway, RunAwayKind, check_run_away_stick, closest_edge, closest_threat, run_away, run_away_among,
    run_away_leaders, run_away_leaders_among,
};
pub use table::{
    AreaId, AreaKind, Crossing, CrossingKind, Edge, Height, MAX_OBSTACLES, MAX_OUTLINE_VERTICES, MAX_TABLE_SIDE_INCHES,
    MAX_TABLE_VERTICES, Obstacle, ObstacleId, River, RiverId, SMALL_AREA_SQUARE, SizeClass, Table, TableSpec,
    TerrainArea, Track, TrackId,
};

use tabletop::Length;

/// Diameter of every figure's base: 1" (RULINGS.md "Measures and table").
pub const BASE_DIAMETER: Length = Length::inches(1);
/// Radius of every figure's base: 0.5".
pub const BASE_RADIUS: Length = Length::milli(500);
/// Slack for "base-to-base contact": two bases whose centres are between 1" and 1.005" apart
/// are in contact (placements computed in integers cannot always land at exactly 1").
pub const CONTACT_TOLERANCE: Length = Length::milli(5);
/// A first stick at least S minus this is a full stick (picking up the pace needs one).
pub const FULL_STICK_TOLERANCE: Length = Length::milli(3);
/// Short stick, 4": the move of a group, retreat and flight ("Measuring sticks and distances").
pub const S: Length = Length::inches(4);
/// Medium stick, 6" (the introduction's 8" is a misprint; RULINGS.md).
pub const M: Length = Length::inches(6);
/// Long stick, 12".
pub const L: Length = Length::inches(12);

#[cfg(test)]
mod stick_tests {
    // rule: CG-MEAS-01
    #[test]
    fn sticks_are_s_4_m_6_l_12_inches_as_the_profiles_say() {
        use crate::profile::Stick;
        assert_eq!((super::S, super::M, super::L), (Stick::S.length(), Stick::M.length(), Stick::L.length()));
        assert_eq!((super::S.units(), super::M.units(), super::L.units()), (4_000, 6_000, 12_000));
    }
}
