//! Generating an unknown square: terrain by 2D8 against the direction indicator or the D10
//! terrain table, then its rivers/streams and trails.
//!
//! Source: expedition game, "Exploring new squares" and "Trails"; RULINGS.md "The map"
//! (EX-MAP-05 to EX-MAP-11, EX-RIVER-01 to EX-RIVER-08).

use super::{Cell, Direction, Map, Square, Terrain};
use crate::luck::Roller;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// What exploring one square found (reported in [`crate::Event::Explored`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileExploration"))]
pub struct Exploration {
    /// The square.
    pub square: Square,
    /// Its terrain.
    pub terrain: Terrain,
    /// The 2D8 rolled against the direction indicator.
    pub direction_dice: [u8; 2],
    /// The D10 of the terrain table, when neither die named a known square.
    pub terrain_table: Option<u8>,
    /// Directions through which a river leaves the square (inflows included).
    pub river: Vec<Direction>,
    /// Directions through which a trail leaves the square.
    pub trail: Vec<Direction>,
}

/// The terrain table, by D10 face (10 = the printed 0): 1-4 Jungle, 5-7 Veldt, 8 Mountain,
/// 9 Swamp, 0 Desert (EX-MAP-06 to EX-MAP-10).
pub fn terrain_from_d10(face: u8) -> Terrain {
    match face {
        1..=4 => Terrain::Jungle,
        5..=7 => Terrain::Veldt,
        8 => Terrain::Mountain,
        9 => Terrain::Swamp,
        _ => Terrain::Desert,
    }
}

/// Which watercourse layer is being generated.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Course {
    River,
    Trail,
}

fn layer(cell: &Cell, c: Course) -> &Vec<Direction> {
    match c {
        Course::River => &cell.river,
        Course::Trail => &cell.trail,
    }
}
fn layer_mut(cell: &mut Cell, c: Course) -> &mut Vec<Direction> {
    match c {
        Course::River => &mut cell.river,
        Course::Trail => &mut cell.trail,
    }
}

/// Explore square `sq` if its terrain is still unknown. `entered_from` is the direction from
/// `sq` toward the square the party came from (the side or corner it entered by), `None` during
/// pre-generation. Returns `None` when the square was already known or is off the table.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn explore(
    map: &mut Map,
    sq: Square,
    entered_from: Option<Direction>,
    r: &mut Roller<'_>,
) -> Result<Option<Exploration>, DiceError> {
    if map.cell(sq).is_none_or(|c| c.is_known()) {
        return Ok(None);
    }
    // EX-MAP-05: each D8 names a neighbour; one known = copy it; both known = the first die's.
    let a = r.roll(Die::D8)?;
    let b = r.roll(Die::D8)?;
    let known = |face: u8| Direction::new(face).and_then(|d| map.terrain(sq.neighbour(d)));
    let (terrain, table) = match known(a).or_else(|| known(b)) {
        Some(t) => (t, None),
        None => {
            let f = r.d10()?;
            (terrain_from_d10(f), Some(f))
        }
    };
    if let Some(c) = map.cell_mut(sq) {
        c.terrain = Some(terrain);
    }
    generate_course(map, sq, terrain, entered_from, Course::River, r)?;
    generate_course(map, sq, terrain, entered_from, Course::Trail, r)?;
    let cell = map.cell(sq).cloned().unwrap_or_default();
    Ok(Some(Exploration {
        square: sq,
        terrain,
        direction_dice: [a, b],
        terrain_table: table,
        river: cell.river,
        trail: cell.trail,
    }))
}

/// Exit direction for a watercourse entering from `d`: start one number clockwise of `d` and
/// count the D6 around the indicator, i.e. ((d + D6) mod 8) + 1 (EX-RIVER-04).
pub fn exit_direction(entry: Direction, d6: u8) -> Direction {
    let n = (entry.number() + d6) % 8 + 1;
    Direction::new(n).unwrap_or(Direction::N)
}

fn generate_course(
    map: &mut Map,
    sq: Square,
    terrain: Terrain,
    entered_from: Option<Direction>,
    c: Course,
    r: &mut Roller<'_>,
) -> Result<(), DiceError> {
    // Inflows: known neighbours whose watercourse leaves toward this square; the party's own
    // entry side first (it is "following" that stream).
    let mut inflows: Vec<Direction> = Direction::ALL
        .into_iter()
        .filter(|d| map.cell(sq.neighbour(*d)).is_some_and(|n| layer(n, c).contains(&d.opposite())))
        .collect();
    if let Some(e) = entered_from {
        if let Some(i) = inflows.iter().position(|d| *d == e) {
            inflows.swap(0, i);
        }
    }
    if let Some(cell) = map.cell_mut(sq) {
        layer_mut(cell, c).extend(inflows.iter().copied());
    }
    if let Some(&first) = inflows.first() {
        // EX-RIVER-01..03: 1-8 continues, 9 forks, 0 ends (a river flowing downstream, i.e.
        // away from the table's middle, cannot end unless the square is swamp; trails may end
        // any time: EX-RIVER-08).
        let f = r.d10()?;
        let downstream = sq.neighbour(first).remoteness() < sq.remoteness();
        let exits = match f {
            9 => 2,
            10 if c == Course::Trail || !downstream || terrain == Terrain::Swamp => 0,
            _ => 1,
        };
        for _ in 0..exits {
            add_exit(map, sq, first, None, c, r)?;
        }
        return Ok(());
    }
    // EX-RIVER-06/07: not following one: 1D10, 0 = one crosses the square.
    if r.d10()? != 10 {
        return Ok(());
    }
    let mut first = Direction::new(r.roll(Die::D8)?).unwrap_or(Direction::N);
    for _ in 0..3 {
        if Some(first) != entered_from && acceptable(map, sq, first, c) {
            break;
        }
        first = Direction::new(r.roll(Die::D8)?).unwrap_or(Direction::N);
    }
    if Some(first) == entered_from || !acceptable(map, sq, first, c) {
        return Ok(());
    }
    connect(map, sq, first, c);
    add_exit(map, sq, first, entered_from, c, r)
}

/// A direction a watercourse may leave by: not already used in this square, and not into a
/// known square that has none (RULINGS in docs: no circles, rivers join rivers).
fn acceptable(map: &Map, sq: Square, d: Direction, c: Course) -> bool {
    if map.cell(sq).is_some_and(|cell| layer(cell, c).contains(&d)) {
        return false;
    }
    match map.cell(sq.neighbour(d)) {
        None => true,
        Some(n) if !n.is_known() => true,
        Some(n) => !layer(n, c).is_empty(),
    }
}

fn connect(map: &mut Map, sq: Square, d: Direction, c: Course) {
    if let Some(cell) = map.cell_mut(sq) {
        if !layer(cell, c).contains(&d) {
            layer_mut(cell, c).push(d);
        }
    }
    let n = sq.neighbour(d);
    if let Some(ncell) = map.cell_mut(n) {
        if ncell.is_known() && !layer(ncell, c).contains(&d.opposite()) {
            layer_mut(ncell, c).push(d.opposite());
        }
    }
}

/// Roll an exit from `entry` (EX-RIVER-04); rerolled up to three times when it is not
/// acceptable or equals `avoid`, then the first acceptable direction clockwise (EX-RIVER-05).
fn add_exit(
    map: &mut Map,
    sq: Square,
    entry: Direction,
    avoid: Option<Direction>,
    c: Course,
    r: &mut Roller<'_>,
) -> Result<(), DiceError> {
    let ok = |m: &Map, d: Direction| Some(d) != avoid && d != entry && acceptable(m, sq, d, c);
    let mut d = exit_direction(entry, r.roll(Die::D6)?);
    for _ in 0..3 {
        if ok(map, d) {
            break;
        }
        d = exit_direction(entry, r.roll(Die::D6)?);
    }
    if !ok(map, d) {
        match (1..8).map(|k| d.turned(k)).find(|x| ok(map, *x)) {
            Some(x) => d = x,
            None => return Ok(()),
        }
    }
    connect(map, sq, d, c);
    Ok(())
}

/// Generate every unknown square before play (EX-MAP-11), from the approaches' far edges
/// inward, then the centre; nobody has seen them yet.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn pregenerate(map: &mut Map, r: &mut Roller<'_>) -> Result<(), DiceError> {
    let mut order: Vec<Square> = Map::squares().collect();
    order.sort_by_key(|s| (-s.remoteness(), s.row, s.col));
    for sq in order {
        explore(map, sq, None, r)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    fn map() -> Map {
        Map::new([Terrain::Veldt, Terrain::Swamp, Terrain::Jungle, Terrain::Desert])
    }

    // rule: EX-MAP-05
    #[test]
    fn a_known_neighbour_gives_its_terrain() {
        let mut m = map();
        // (4,10): north neighbour (4,11) is veldt, south neighbour (4,9) is mountain.
        // Dice 1 (north, known) and 3 (east, unknown); then no river, no trail (D10s 1, 1).
        let mut d = DiceSource::scripted([1, 3, 1, 1]);
        let e = explore(&mut m, Square::new(4, 10), Some(Direction::N), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.terrain, Terrain::Veldt);
        assert_eq!(e.terrain_table, None);
        // Both known and different: the first die's square wins (5 = south = mountain).
        let mut d = DiceSource::scripted([5, 1, 1, 1]);
        let e = explore(&mut m, Square::new(5, 10), None, &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.terrain, Terrain::Mountain);
        // Off the map counts as unknown: (3,10) to the west (7) is off the table; 3 = east = (4,10), known now.
        let mut d = DiceSource::scripted([7, 3, 1, 1]);
        let e = explore(&mut m, Square::new(3, 10), None, &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.terrain, Terrain::Veldt);
    }

    // rule: EX-MAP-06
    // rule: EX-MAP-07
    // rule: EX-MAP-08
    // rule: EX-MAP-09
    // rule: EX-MAP-10
    #[test]
    fn terrain_table_by_d10() {
        let want = [
            Terrain::Jungle,
            Terrain::Jungle,
            Terrain::Jungle,
            Terrain::Jungle,
            Terrain::Veldt,
            Terrain::Veldt,
            Terrain::Veldt,
            Terrain::Mountain,
            Terrain::Swamp,
            Terrain::Desert,
        ];
        for (i, t) in want.iter().enumerate() {
            assert_eq!(terrain_from_d10(i as u8 + 1), *t);
        }
        // Both dice unknown (centre square, directions into unknown squares): the table is rolled.
        let mut m = map();
        let mut d = DiceSource::scripted([1, 2, 10, 1, 1]);
        let e = explore(&mut m, Square::new(5, 5), None, &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!((e.terrain, e.terrain_table), (Terrain::Desert, Some(10)));
    }

    // rule: EX-RIVER-04
    #[test]
    fn exit_direction_worked_example() {
        // "a stream enters a square from direction 4. Starting on number 5, a D6 is rolled scoring
        // a 5. Counting around clockwise 5 numbers, the exit direction is 2."
        assert_eq!(exit_direction(Direction::SE, 5), Direction::NE);
        for e in Direction::ALL {
            for f in 1..=6 {
                assert_ne!(exit_direction(e, f), e);
            }
        }
    }

    // rule: EX-RIVER-06
    // rule: EX-RIVER-07
    #[test]
    fn a_stream_crosses_on_a_zero() {
        let mut m = map();
        // Terrain dice 1 (N, unknown (5,6)) and 2 -> table 5 (veldt); river D10 = 10: crosses;
        // D8 = 3 (east); exit from 3 with D6 = 2 -> ((3+2)%8)+1 = 6 (south-west); trail D10 1.
        let mut d = DiceSource::scripted([1, 2, 5, 10, 3, 2, 1]);
        let e = explore(&mut m, Square::new(5, 5), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.river, [Direction::E, Direction::SW]);
        assert!(e.trail.is_empty());
    }

    // rule: EX-RIVER-07
    #[test]
    fn a_crossing_stream_never_leaves_by_the_entry_side() {
        let mut m = map();
        // Entered from the south (5): the D8's 5 is rerolled (3, east); the exit rule from 3 gives
        // D6 1 -> 5, the entry again: rerolled, D6 2 -> 6 (south-west).
        let mut d = DiceSource::scripted([1, 2, 5, 10, 5, 3, 1, 2, 1]);
        let e = explore(&mut m, Square::new(5, 5), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.river, [Direction::E, Direction::SW]);
    }

    // rule: EX-RIVER-01
    // rule: EX-RIVER-02
    // rule: EX-RIVER-03
    #[test]
    fn following_a_river_continues_forks_or_ends() {
        let setup = || {
            let mut m = map();
            m.cell_mut(Square::new(5, 5)).unwrap().terrain = Some(Terrain::Veldt);
            m.cell_mut(Square::new(5, 5)).unwrap().river.push(Direction::N);
            m
        };
        // Continue: (5,6) entered from the south; terrain dice 5 (S, known veldt), 1; river D10 4 ->
        // one exit: D6 1 from entry 5 -> 7 (west); trail D10 1.
        let mut m = setup();
        let mut d = DiceSource::scripted([5, 1, 4, 1, 1]);
        let e = explore(&mut m, Square::new(5, 6), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.river, [Direction::S, Direction::W]);
        // Fork: D10 9, two exits (D6 1 -> 7, D6 3 -> 1).
        let mut m = setup();
        let mut d = DiceSource::scripted([5, 1, 9, 1, 3, 1]);
        let e = explore(&mut m, Square::new(5, 6), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.river, [Direction::S, Direction::W, Direction::N]);
        // End: (5,6) is farther from the middle than (5,5)? Both are near the middle; (5,5) has
        // remoteness 2, (5,6) has 2 as well, so the river is not flowing downstream: it may end.
        let mut m = setup();
        let mut d = DiceSource::scripted([5, 1, 10, 1]);
        let e = explore(&mut m, Square::new(5, 6), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.river, [Direction::S]);
        // Downstream (from (5,6) into (5,7), away from the middle) a 0 does not end it outside swamp.
        let mut m = setup();
        m.cell_mut(Square::new(5, 6)).unwrap().terrain = Some(Terrain::Veldt);
        m.cell_mut(Square::new(5, 6)).unwrap().river.push(Direction::N);
        let mut d = DiceSource::scripted([5, 1, 10, 2, 1]);
        let e = explore(&mut m, Square::new(5, 7), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.river.len(), 2, "continues: {:?}", e.river);
    }

    // rule: EX-RIVER-05
    #[test]
    fn a_river_never_runs_into_a_known_dry_square() {
        let mut m = map();
        // (4,10) known veldt without river north of... use (5,10): set (5,10) river from south.
        m.cell_mut(Square::new(5, 10)).unwrap().terrain = Some(Terrain::Veldt);
        m.cell_mut(Square::new(5, 10)).unwrap().river.push(Direction::E);
        // (6,10) unknown: inflow from west. D6 = 4 from entry 7 -> ((7+4)%8)+1 = 4 (SE) = (7,9),
        // the known dry mountain range: rejected; D6 = 6 -> 6 (SW) = (5,9) dry too; D6 5 -> 5 (S)
        // dry; D6 1 -> 1 (N) = (6,11) known dry far edge; then the first acceptable clockwise.
        let mut d = DiceSource::scripted([7, 7, 1, 4, 6, 5, 1, 1]);
        let e = explore(&mut m, Square::new(6, 10), Some(Direction::W), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.terrain, Terrain::Veldt);
        assert_eq!(e.river, [Direction::W, Direction::E], "goes on east into the unknown square");
    }

    // rule: EX-RIVER-08
    #[test]
    fn trails_may_end_anywhere() {
        let mut m = map();
        m.cell_mut(Square::new(5, 5)).unwrap().terrain = Some(Terrain::Veldt);
        m.cell_mut(Square::new(5, 5)).unwrap().trail.push(Direction::N);
        m.cell_mut(Square::new(5, 5)).unwrap().trail.push(Direction::NE);
        // Into (5,6) and downstream-equivalent: a trail ends on 0 anyway. Terrain 5,1; river D10 1; trail D10 10.
        let mut d = DiceSource::scripted([5, 1, 1, 10]);
        let e = explore(&mut m, Square::new(5, 6), Some(Direction::S), &mut Roller::new(&mut d)).unwrap().unwrap();
        assert_eq!(e.trail, [Direction::S]);
    }

    // rule: EX-MAP-11
    #[test]
    fn pregeneration_fills_every_square() {
        let mut m = map();
        let mut d = DiceSource::seeded(3);
        pregenerate(&mut m, &mut Roller::new(&mut d)).unwrap();
        assert!(Map::squares().all(|s| m.terrain(s).is_some()));
        // Nobody has seen the generated squares.
        assert!(Map::squares().filter(|s| m.cell(*s).unwrap().seen_by == 0).count() == 108 - 48);
    }
}
