//! Fixed-point geometry of squares and headings.

use super::{Direction, SQUARE, Square};
use tabletop::{Length, Point};

/// The square containing `p` (floor division; points off the grid give off-grid squares).
pub fn square_of(p: Point) -> Square {
    let s = SQUARE.units();
    let col = p.x.units().div_euclid(s).clamp(-1, 12) as i8;
    let row = p.y.units().div_euclid(s).clamp(-1, 12) as i8;
    Square::new(col, row)
}

/// The centre of a square.
pub fn square_centre(sq: Square) -> Point {
    let s = SQUARE.units();
    Point::new(Length(i32::from(sq.col) * s + s / 2), Length(i32::from(sq.row) * s + s / 2))
}

/// Where a river leaving `sq` in direction `d` crosses the square's edge: the middle of a side
/// (odd directions) or a corner (even directions).
pub fn exit_point(sq: Square, d: Direction) -> Point {
    let c = square_centre(sq);
    let h = SQUARE.units() / 2;
    let (dx, dy) = d.delta();
    Point::new(Length(c.x.units() + i32::from(dx) * h), Length(c.y.units() + i32::from(dy) * h))
}

/// Diagonal component of a unit of travel, in thousandths (1/sqrt 2 = 0.7071, rounded).
const DIAGONAL_PER_MILLE: i64 = 707;

/// The point reached from `p` after `dist` along heading `d` (diagonals scaled by 707/1000).
pub fn point_in_direction(p: Point, d: Direction, dist: Length) -> Point {
    let (dx, dy) = d.delta();
    let len = i64::from(dist.units());
    let along = if d.is_side() { len } else { len * DIAGONAL_PER_MILLE / 1000 };
    let x = i64::from(p.x.units()) + i64::from(dx) * along;
    let y = i64::from(p.y.units()) + i64::from(dy) * along;
    Point::new(Length(clamp_i32(x)), Length(clamp_i32(y)))
}

fn clamp_i32(v: i64) -> i32 {
    i32::try_from(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX })
}

/// The direction among the eight that best leads from square `from` toward square `to`
/// (`None` when they are the same square).
pub fn step_toward(from: Square, to: Square) -> Option<Direction> {
    if from == to {
        return None;
    }
    let dx = (to.col - from.col).signum();
    let dy = (to.row - from.row).signum();
    Direction::ALL.into_iter().find(|d| d.delta() == (dx, dy))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_points() {
        assert_eq!(square_of(Point::inches(0, 0)), Square::new(0, 0));
        assert_eq!(square_of(Point::inches(72, 143)), Square::new(6, 11));
        assert_eq!(square_centre(Square::new(1, 2)), Point::inches(18, 30));
        assert_eq!(exit_point(Square::new(1, 2), Direction::NE), Point::inches(24, 36));
        assert_eq!(
            point_in_direction(Point::inches(0, 0), Direction::NE, Length::inches(10)),
            Point::new(Length(7070), Length(7070))
        );
        assert_eq!(step_toward(Square::new(5, 5), Square::new(7, 2)), Some(Direction::SE));
    }
}
