//! The generated map over many seeds: every square generated, rivers and trails connected both
//! ways, the known rows untouched (nile-core, `map`).

use congo_nile::nile::luck::Roller;
use congo_nile::nile::map::{self, Approach, Map, Terrain};
use congo_nile::tabletop::DiceSource;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    // rule: EX-MAP-11
    // rule: EX-RIVER-05
    #[test]
    fn pregenerated_maps_are_whole_and_connected(seed in any::<u64>()) {
        let mut m = Map::new([Terrain::Veldt, Terrain::Swamp, Terrain::Jungle, Terrain::Desert]);
        map::pregenerate(&mut m, &mut Roller::new(&mut DiceSource::seeded(seed))).unwrap();
        for sq in Map::squares() {
            let cell = m.cell(sq).unwrap();
            prop_assert!(cell.terrain.is_some());
            if let Some(a) = Approach::of(sq) {
                match a.depth(sq) {
                    0 => prop_assert_eq!(cell.terrain, Some(m.approach_terrain[a.index()])),
                    2 => prop_assert_eq!(cell.terrain, Some(Terrain::Mountain)),
                    _ => {}
                }
            }
            let river: fn(&map::Cell) -> Vec<map::Direction> = |c| c.river.clone();
            let trail: fn(&map::Cell) -> Vec<map::Direction> = |c| c.trail.clone();
            for (layer, other) in [(&cell.river, river), (&cell.trail, trail)] {
                let mut seen = layer.clone();
                seen.sort();
                seen.dedup();
                prop_assert_eq!(seen.len(), layer.len(), "no exit twice in {}", sq);
                for d in layer {
                    if let Some(n) = m.cell(sq.neighbour(*d)) {
                        prop_assert!(other(n).contains(&d.opposite()), "{} leaves {} toward {} but {} has no entry", "a course", sq, d, sq.neighbour(*d));
                    }
                }
            }
        }
    }
}
