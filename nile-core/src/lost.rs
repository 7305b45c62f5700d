//! The Lost Check and the Lost Template (expedition game, "Making the Lost Check and Becoming
//! Lost"; RULINGS.md "Lost Template"; EX-LOST-01 to EX-LOST-13, EX-SKILL-06).

use crate::activity::ActivityLevel;
use crate::map::{Direction, Terrain};

/// The Lost Number of a terrain (EX-LOST-02..06). On a river there is none (EX-LOST-07).
pub const fn lost_number(t: Terrain) -> u8 {
    match t {
        Terrain::Veldt | Terrain::Desert => 2,
        Terrain::Jungle | Terrain::Swamp => 4,
        Terrain::Mountain => 3,
    }
}

/// The Lost Check (EX-LOST-01): 1D6 + 1 with a guide (EX-LOST-08) + the Activity Level's
/// modifier (EX-LOST-09/10); lost when the total is at most the Lost Number, and always on an
/// unmodified 1. Returns (total, lost).
pub fn lost_check(face: u8, guide: bool, level: ActivityLevel, terrain: Terrain) -> (i8, bool) {
    let total = face as i8 + i8::from(guide) + level.lost_modifier();
    (total, face == 1 || total <= lost_number(terrain) as i8)
}

/// The Lost Template (stand-in, RULINGS.md): 1 = 45 deg left, 2 = 45 right, 3 = 90 left,
/// 4 = 90 right, 5 = 135 left, 6 = 135 right of the intended heading. Directions are in
/// eighths of a turn, so the template maps exactly onto the direction indicator.
pub fn template(intended: Direction, result: u8) -> Direction {
    let steps: i8 = match result {
        1 => -1,
        2 => 1,
        3 => -2,
        4 => 2,
        5 => -3,
        _ => 3,
    };
    intended.turned(steps)
}

/// The template roll with Nose For Direction (EX-SKILL-06): 2 off the D6; below 1 = not actually
/// lost (`None`). `nose` is false for supercargo events' directions.
pub fn lost_direction(intended: Direction, face: u8, nose: bool) -> Option<Direction> {
    let r = if nose { face as i8 - 2 } else { face as i8 };
    if r < 1 { None } else { Some(template(intended, r as u8)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ActivityLevel::*;

    // rule: EX-LOST-01
    // rule: EX-LOST-02
    // rule: EX-LOST-03
    // rule: EX-LOST-04
    // rule: EX-LOST-05
    // rule: EX-LOST-06
    #[test]
    fn lost_numbers_and_the_check() {
        assert_eq!(
            [Terrain::Veldt, Terrain::Desert, Terrain::Jungle, Terrain::Swamp, Terrain::Mountain].map(lost_number),
            [2, 2, 4, 4, 3]
        );
        assert_eq!(lost_check(2, false, Normal, Terrain::Veldt), (2, true));
        assert_eq!(lost_check(3, false, Normal, Terrain::Veldt), (3, false));
        assert_eq!(lost_check(4, false, Normal, Terrain::Jungle), (4, true));
        assert_eq!(lost_check(1, true, Cautious, Terrain::Veldt), (3, true), "an unmodified 1 is always lost");
    }

    // rule: EX-LOST-08
    // rule: EX-LOST-09
    // rule: EX-LOST-10
    #[test]
    fn modifiers() {
        assert_eq!(lost_check(4, true, Normal, Terrain::Jungle), (5, false), "guide +1");
        assert_eq!(lost_check(4, false, Cautious, Terrain::Jungle), (5, false), "cautious +1");
        assert_eq!(lost_check(5, false, Reckless, Terrain::Jungle), (4, true), "reckless -1");
    }

    // rule: EX-LOST-13
    #[test]
    fn the_lost_template() {
        let n = Direction::N;
        let got: alloc::vec::Vec<Direction> = (1..=6).map(|f| template(n, f)).collect();
        assert_eq!(got, [Direction::NW, Direction::NE, Direction::W, Direction::E, Direction::SW, Direction::SE]);
    }

    // rule: EX-SKILL-06
    #[test]
    fn nose_for_direction() {
        assert_eq!(lost_direction(Direction::N, 2, true), None, "below 1: not actually lost");
        assert_eq!(lost_direction(Direction::N, 3, true), Some(Direction::NW));
        assert_eq!(lost_direction(Direction::N, 2, false), Some(Direction::NE));
    }
}
