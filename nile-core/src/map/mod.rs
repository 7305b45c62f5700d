//! The game table: a 6' x 6' centre and four 3' x 6' approach tables, in 1-foot squares.
//!
//! Source: expedition game, "The Game Table" and "Exploring new squares"; RULINGS.md "The map"
//! (EX-MAP-01 to EX-MAP-05).
//!
//! Squares are addressed in one 12 x 12 grid ([`Square`]: `col` grows east, `row` grows north,
//! as [`tabletop::Point`] does); 108 of its 144 squares are on the table:
//!
//! ```text
//!  row 11 . . . N N N N N N . . .     N = north approach (rows 9-11, row 11 its far edge)
//!  row  9 . . . N N N N N N . . .         row 9 = its known mountain range
//!  row  8 W W W C C C C C C E E E     C = the centre, cols 3-8 x rows 3-8
//!  row  3 W W W C C C C C C E E E     W/E = west/east approaches (cols 0-2 / 9-11)
//!  row  2 . . . S S S S S S . . .     S = south approach (rows 0-2)
//!  row  0 . . . S S S S S S . . .
//! ```
//!
//! Positions are [`tabletop::Point`]s in thousandths of an inch from the grid's south-west
//! corner; a square is 12" ([`SQUARE`]).

mod explore;
mod geometry;

pub use explore::{Exploration, explore, pregenerate, terrain_from_d10};
pub use geometry::{exit_point, point_in_direction, square_centre, square_of, step_toward};

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};
use tabletop::Length;

/// Side of a square: 12 inches.
pub const SQUARE: Length = Length::inches(12);
/// Squares along each side of the bounding grid.
pub const GRID: i8 = 12;

/// A terrain type (expedition game: "Veldt, Swamp, Jungle, and Desert" for the approaches, plus
/// Mountain from the terrain table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileTerrain"))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// Jungle (terrain table 1-4).
    Jungle,
    /// Veldt (5-7).
    Veldt,
    /// Mountain (8).
    Mountain,
    /// Swamp (9).
    Swamp,
    /// Desert (0, the face 10).
    Desert,
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Terrain::Jungle => "jungle",
            Terrain::Veldt => "veldt",
            Terrain::Mountain => "mountains",
            Terrain::Swamp => "swamp",
            Terrain::Desert => "desert",
        })
    }
}

/// One of the four approach tables, named by the side of the centre it projects from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileApproach"))]
#[serde(rename_all = "snake_case")]
pub enum Approach {
    /// Rows 9-11.
    North,
    /// Cols 9-11.
    East,
    /// Rows 0-2.
    South,
    /// Cols 0-2.
    West,
}

impl Approach {
    /// The four approaches in order.
    pub const ALL: [Approach; 4] = [Approach::North, Approach::East, Approach::South, Approach::West];

    /// Index 0-3 in [`Approach::ALL`].
    pub const fn index(self) -> usize {
        match self {
            Approach::North => 0,
            Approach::East => 1,
            Approach::South => 2,
            Approach::West => 3,
        }
    }

    /// The direction that leads from this approach's far edge toward the centre.
    pub const fn inward(self) -> Direction {
        match self {
            Approach::North => Direction::S,
            Approach::East => Direction::W,
            Approach::South => Direction::N,
            Approach::West => Direction::E,
        }
    }

    /// The approach a square lies on, `None` for the centre and off-table squares.
    pub fn of(sq: Square) -> Option<Approach> {
        let mid = (3..=8).contains(&sq.col) && (3..=8).contains(&sq.row);
        let cols = (3..=8).contains(&sq.col);
        let rows = (3..=8).contains(&sq.row);
        if mid {
            None
        } else if cols && (9..=11).contains(&sq.row) {
            Some(Approach::North)
        } else if cols && (0..=2).contains(&sq.row) {
            Some(Approach::South)
        } else if rows && (9..=11).contains(&sq.col) {
            Some(Approach::East)
        } else if rows && (0..=2).contains(&sq.col) {
            Some(Approach::West)
        } else {
            None
        }
    }

    /// Depth of a square into this approach: 0 = its far-edge row, 2 = its mountain row.
    pub fn depth(self, sq: Square) -> i8 {
        match self {
            Approach::North => 11 - sq.row,
            Approach::South => sq.row,
            Approach::East => 11 - sq.col,
            Approach::West => sq.col,
        }
    }

    /// The start point: the middle of this approach's far edge (RULINGS.md, "Teams start off
    /// the far edge of their approach table, at its centre"), one unit inside the table.
    pub fn start_point(self) -> tabletop::Point {
        use tabletop::Point;
        let mid = Length::inches(72);
        let far = Length::inches(144) - Length(1);
        match self {
            Approach::North => Point::new(mid, far),
            Approach::South => Point::new(mid, Length(0)),
            Approach::East => Point::new(far, mid),
            Approach::West => Point::new(Length(0), mid),
        }
    }
}

/// A direction on the direction indicator (RULINGS.md): 1 N side, 2 NE corner, 3 E side,
/// 4 SE corner, 5 S side, 6 SW corner, 7 W side, 8 NW corner (EX-MAP-04). Serialized as the
/// number 1-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileDirection", as = "u8"))]
#[serde(try_from = "u8", into = "u8")]
pub struct Direction(u8);

impl Direction {
    /// 1: north side.
    pub const N: Direction = Direction(1);
    /// 2: north-east corner.
    pub const NE: Direction = Direction(2);
    /// 3: east side.
    pub const E: Direction = Direction(3);
    /// 4: south-east corner.
    pub const SE: Direction = Direction(4);
    /// 5: south side.
    pub const S: Direction = Direction(5);
    /// 6: south-west corner.
    pub const SW: Direction = Direction(6);
    /// 7: west side.
    pub const W: Direction = Direction(7);
    /// 8: north-west corner.
    pub const NW: Direction = Direction(8);
    /// All eight, 1 to 8.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The direction numbered `n` (1-8).
    pub const fn new(n: u8) -> Option<Direction> {
        if n >= 1 && n <= 8 { Some(Direction(n)) } else { None }
    }
    /// Its number, 1-8.
    pub const fn number(self) -> u8 {
        self.0
    }
    /// Turned clockwise by `steps` eighths of a turn (45 degrees each; negative = anticlockwise).
    pub const fn turned(self, steps: i8) -> Direction {
        let n = (self.0 as i16 - 1 + steps as i16).rem_euclid(8);
        Direction(n as u8 + 1)
    }
    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        self.turned(4)
    }
    /// True for the odd numbers (through a side), false for corners.
    pub const fn is_side(self) -> bool {
        self.0 % 2 == 1
    }
    /// (east, north) unit steps of this direction.
    pub const fn delta(self) -> (i8, i8) {
        match self.0 {
            1 => (0, 1),
            2 => (1, 1),
            3 => (1, 0),
            4 => (1, -1),
            5 => (0, -1),
            6 => (-1, -1),
            7 => (-1, 0),
            _ => (-1, 1),
        }
    }
    /// Eighths of a turn between two directions, 0-4.
    pub const fn angle_to(self, other: Direction) -> u8 {
        let d = (other.0 as i16 - self.0 as i16).rem_euclid(8) as u8;
        if d > 4 { 8 - d } else { d }
    }
}

impl TryFrom<u8> for Direction {
    type Error = &'static str;
    fn try_from(n: u8) -> Result<Direction, &'static str> {
        Direction::new(n).ok_or("a direction is a number from 1 (north) to 8 (north-west)")
    }
}
impl From<Direction> for u8 {
    fn from(d: Direction) -> u8 {
        d.0
    }
}
impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            1 => "north",
            2 => "north-east",
            3 => "east",
            4 => "south-east",
            5 => "south",
            6 => "south-west",
            7 => "west",
            _ => "north-west",
        })
    }
}

/// A square of the 12 x 12 grid (`col` east, `row` north); see the module docs for which are on
/// the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSquare"))]
pub struct Square {
    /// Column 0-11, west to east.
    pub col: i8,
    /// Row 0-11, south to north.
    pub row: i8,
}

impl Square {
    /// A square from column and row.
    pub const fn new(col: i8, row: i8) -> Square {
        Square { col, row }
    }
    /// True when the square is part of the table (the centre or an approach).
    pub fn on_table(self) -> bool {
        (0..GRID).contains(&self.col)
            && (0..GRID).contains(&self.row)
            && ((3..=8).contains(&self.col) || (3..=8).contains(&self.row))
    }
    /// True for the 36 squares of the centre table.
    pub fn in_centre(self) -> bool {
        (3..=8).contains(&self.col) && (3..=8).contains(&self.row)
    }
    /// The neighbour in direction `d` (it may be off the table).
    pub const fn neighbour(self, d: Direction) -> Square {
        let (dx, dy) = d.delta();
        Square { col: self.col + dx, row: self.row + dy }
    }
    /// The direction from `self` to an adjacent square `other` (eight neighbours), if adjacent.
    pub fn direction_to(self, other: Square) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| self.neighbour(*d) == other)
    }
    /// Index into the grid (row-major), for on-grid squares.
    fn index(self) -> Option<usize> {
        if (0..GRID).contains(&self.col) && (0..GRID).contains(&self.row) {
            Some(self.row as usize * GRID as usize + self.col as usize)
        } else {
            None
        }
    }
    /// Twice the squared distance from the table's middle, in half-squares (for flow:
    /// downstream = away from the middle, RULINGS in `docs/rulings.md`).
    pub fn remoteness(self) -> i32 {
        let dx = 2 * i32::from(self.col) - 11;
        let dy = 2 * i32::from(self.row) - 11;
        dx * dx + dy * dy
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.col, self.row)
    }
}

/// What is known of one square.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCell"))]
pub struct Cell {
    /// Terrain, once generated (`None`: nobody has explored it and it was not pre-generated).
    pub terrain: Option<Terrain>,
    /// Directions through which a river or stream leaves the square (RULINGS: every watercourse
    /// counts as a river for canoes and fording, see `docs/rulings.md`).
    pub river: Vec<Direction>,
    /// Directions through which a trail leaves the square.
    pub trail: Vec<Direction>,
    /// Marked impassable (Wilderness Encounters, Mountains 3).
    pub impassable: bool,
    /// Rapids were met on this square's river (On River 4).
    pub rapids: bool,
    /// A party has travelled this square's river by canoe (rapids are not found twice).
    pub navigated: bool,
    /// Bit `t` set: team `t` has seen this square.
    pub seen_by: u8,
}

impl Cell {
    /// True when the terrain has been generated.
    pub fn is_known(&self) -> bool {
        self.terrain.is_some()
    }
    /// True when team `team` (0-3) has seen the square.
    pub fn seen(&self, team: u8) -> bool {
        team < 8 && self.seen_by & (1 << team) != 0
    }
}

/// The whole table: 144 cells, 108 of them on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMap"))]
pub struct Map {
    cells: Vec<Cell>,
    /// The terrain of each approach, indexed by [`Approach::index`].
    pub approach_terrain: [Terrain; 4],
    /// The prizes and the completion order (`crate::race`).
    #[serde(default)]
    pub quest: crate::race::QuestBoard,
}

impl Map {
    /// Cells a whole map holds: one per square of the 12 x 12 grid (144; 108 on the table).
    pub const CELLS: usize = (GRID as usize) * (GRID as usize);

    /// Cells held ([`Map::CELLS`] in a whole map).
    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    /// A fresh table: each approach's far-edge row has its terrain, its inner row is the known
    /// mountain range, both seen by every team; all else unknown (EX-MAP-02, EX-MAP-03).
    pub fn new(approach_terrain: [Terrain; 4]) -> Map {
        let mut cells = vec![Cell::default(); Map::CELLS];
        for row in 0..GRID {
            for col in 0..GRID {
                let sq = Square::new(col, row);
                let Some(a) = Approach::of(sq) else { continue };
                let t = match a.depth(sq) {
                    0 => Some(approach_terrain[a.index()]),
                    2 => Some(Terrain::Mountain),
                    _ => None,
                };
                if let (Some(t), Some(i)) = (t, sq.index()) {
                    cells[i] = Cell { terrain: Some(t), seen_by: 0xFF, ..Cell::default() };
                }
            }
        }
        Map { cells, approach_terrain, quest: crate::race::QuestBoard::default() }
    }

    /// The cell of an on-grid square.
    pub fn cell(&self, sq: Square) -> Option<&Cell> {
        if !sq.on_table() {
            return None;
        }
        sq.index().and_then(|i| self.cells.get(i))
    }

    /// The cell of an on-table square, mutably.
    pub fn cell_mut(&mut self, sq: Square) -> Option<&mut Cell> {
        if !sq.on_table() {
            return None;
        }
        sq.index().and_then(|i| self.cells.get_mut(i))
    }

    /// The terrain of a square, if generated.
    pub fn terrain(&self, sq: Square) -> Option<Terrain> {
        self.cell(sq).and_then(|c| c.terrain)
    }

    /// True when a square has a river.
    pub fn has_river(&self, sq: Square) -> bool {
        self.cell(sq).is_some_and(|c| !c.river.is_empty())
    }

    /// The map as team `team` knows it: the cells it has seen as they are; every other cell
    /// blank (no terrain, river, trail or mark: as if nobody had explored it), and no quest
    /// board. What a front-end query may read without telling anything unseen.
    pub fn as_known_by(&self, team: u8) -> Map {
        let cells = self.cells.iter().map(|c| if c.seen(team) { c.clone() } else { Cell::default() }).collect();
        Map { cells, approach_terrain: self.approach_terrain, quest: crate::race::QuestBoard::default() }
    }

    /// Every on-table square, row by row from the south.
    pub fn squares() -> impl Iterator<Item = Square> {
        (0..GRID).flat_map(|row| (0..GRID).map(move |col| Square::new(col, row))).filter(|s| s.on_table())
    }

    /// Mark a square seen by `team`.
    pub fn mark_seen(&mut self, sq: Square, team: u8) {
        if let Some(c) = self.cell_mut(sq) {
            if team < 8 {
                c.seen_by |= 1 << team;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: EX-MAP-01
    #[test]
    fn the_table_is_a_six_by_six_centre_and_four_six_by_three_approaches() {
        assert_eq!(Map::squares().count(), 36 + 4 * 18);
        assert_eq!(Map::squares().filter(|s| s.in_centre()).count(), 36);
        for a in Approach::ALL {
            assert_eq!(Map::squares().filter(|s| Approach::of(*s) == Some(a)).count(), 18);
        }
        assert!(!Square::new(0, 0).on_table());
        assert_eq!(SQUARE, Length::inches(12));
    }

    // rule: EX-MAP-02
    #[test]
    fn far_edge_and_mountain_rows_are_known_the_rest_unknown() {
        let m = Map::new([Terrain::Veldt, Terrain::Swamp, Terrain::Jungle, Terrain::Desert]);
        assert_eq!(m.terrain(Square::new(4, 11)), Some(Terrain::Veldt));
        assert_eq!(m.terrain(Square::new(4, 10)), None);
        assert_eq!(m.terrain(Square::new(4, 9)), Some(Terrain::Mountain));
        assert_eq!(m.terrain(Square::new(11, 5)), Some(Terrain::Swamp));
        assert_eq!(m.terrain(Square::new(9, 5)), Some(Terrain::Mountain));
        assert_eq!(m.terrain(Square::new(5, 0)), Some(Terrain::Jungle));
        assert_eq!(m.terrain(Square::new(0, 5)), Some(Terrain::Desert));
        assert_eq!(m.terrain(Square::new(5, 5)), None);
        let known = Map::squares().filter(|s| m.terrain(*s).is_some()).count();
        assert_eq!(known, 4 * 12);
    }

    // rule: EX-MAP-04
    #[test]
    fn direction_indicator_runs_clockwise_from_north() {
        assert_eq!(Direction::N.delta(), (0, 1));
        assert_eq!(Direction::NE.delta(), (1, 1));
        assert_eq!(Direction::E.delta(), (1, 0));
        assert_eq!(Direction::SW.delta(), (-1, -1));
        assert!(Direction::N.is_side() && !Direction::NE.is_side());
        assert_eq!(Direction::NW.turned(1), Direction::N);
        assert_eq!(Direction::N.turned(-1), Direction::NW);
        assert_eq!(Direction::E.opposite(), Direction::W);
        assert_eq!(Direction::N.angle_to(Direction::SW), 3);
        assert!(serde_json::from_str::<Direction>("9").is_err());
        assert_eq!(serde_json::to_string(&Direction::SE).unwrap(), "4");
    }
}
