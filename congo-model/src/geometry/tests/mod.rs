//! Rule tests of the geometry, built from the rulebook's diagram captions, and property tests.
//! Positions are written in tenths of an inch (`t(100, 50)` is 10" east, 5" north).

use alloc::vec::Vec;
use tabletop::{Die, Length, Point};

use super::*;

mod los;
mod movement;
mod props;
mod retreat;

/// A point in tenths of an inch.
pub(super) fn t(x: i32, y: i32) -> Point {
    Point::new(Length(x * 100), Length(y * 100))
}

/// A group of player `player` with figures at the given tenths-of-inch positions.
pub(super) fn grp(key: u32, player: u8, pts: &[(i32, i32)]) -> PlacedGroup {
    PlacedGroup {
        key: GroupKey(key),
        side: Side::Player { player },
        figures: pts.iter().map(|&(x, y)| t(x, y)).collect(),
    }
}

/// A row of `n` figures in contact, starting at (x, y), going east (tenths of an inch).
pub(super) fn row(key: u32, player: u8, x: i32, y: i32, n: i32) -> PlacedGroup {
    let pts: Vec<(i32, i32)> = (0..n).map(|i| (x + 10 * i, y)).collect();
    grp(key, player, &pts)
}

/// A table with the given areas and obstacles.
pub(super) fn table(areas: Vec<TerrainArea>, obstacles: Vec<Obstacle>) -> Table {
    Table::new(TableSpec { areas, obstacles, ..TableSpec::default() }).expect("valid test table")
}

/// A rectangular area given in tenths of an inch.
#[allow(clippy::too_many_arguments)]
pub(super) fn rect(id: u32, x: i32, y: i32, w: i32, h: i32, height: Height, blocking: bool, cover: Die) -> TerrainArea {
    TerrainArea::new(id, alloc::vec![t(x, y), t(x + w, y), t(x + w, y + h), t(x, y + h)], height, blocking, cover)
}

pub(super) fn black() -> MoveAllowance {
    MoveAllowance { may_engage: true, may_leave_table: false }
}

pub(super) fn red() -> MoveAllowance {
    MoveAllowance { may_engage: false, may_leave_table: false }
}
