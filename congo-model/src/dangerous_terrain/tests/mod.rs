//! Tests of the table reading: the cover die, the D10's 10, reachability, the sinister pick.

/// The D10 face that reads `index` (0 is the face 10).
fn face(index: u32) -> u32 {
    if index == 0 { 10 } else { index }
}

/// One test per table entry (used by `jungle` and `savannah`, declared after it).
macro_rules! entry {
    ($name:ident, $env:ident, [$b0:literal, $r0:literal], [$b1:literal, $r1:literal], $id:literal, $effect:expr) => {
        #[test]
        fn $name() {
            for (b, r) in [($b0, $r0), ($b1, $r1)] {
                let mut dice = DiceSource::scripted([face(b), face(r)]);
                let found = explore(Environment::$env, Die::D10, &mut dice).unwrap();
                assert_eq!(found.entry.id, $id, "block {b}, row {r}");
                assert_eq!(found.entry.effect, $effect);
                assert_eq!(dice.remaining_script(), Some(0), "exactly two rolls");
            }
        }
    };
}

mod jungle;
mod resolve;
mod savannah;

use super::*;
use alloc::string::ToString;
use alloc::vec::Vec;

fn rolls(die: Die, faces: &[u32]) -> Vec<DieRoll> {
    let mut dice = DiceSource::scripted(faces.iter().copied());
    faces.iter().map(|_| dice.roll(die).unwrap()).collect()
}

// rule: CG-TERR-12
#[test]
fn rulebook_example_five_then_two_is_the_anthill() {
    // "You obtain a 5 on the first die and then a 2 on the second roll ... a huge ant-hill!"
    let mut dice = DiceSource::scripted([5, 2]);
    let found = explore(Environment::Jungle, Die::D8, &mut dice).unwrap();
    assert_eq!(found.entry.id, "CG-DT-JUNGLE-13");
    assert_eq!((found.block.face(), found.row.face()), (5, 2));
}

// rule: CG-TERR-12
#[test]
fn a_d10_ten_reads_zero_on_both_rolls() {
    let mut dice = DiceSource::scripted([3, 10]);
    assert_eq!(explore(Environment::Jungle, Die::D10, &mut dice).unwrap().entry.id, "CG-DT-JUNGLE-02");
    let mut dice = DiceSource::scripted([10, 9]);
    assert_eq!(explore(Environment::Savannah, Die::D10, &mut dice).unwrap().entry.id, "CG-DT-SAVANNAH-01");
}

// rule: CG-TERR-12
#[test]
fn d6_and_d8_never_read_zero_or_nine() {
    // A D8's 8 is an 8, never 0; a D6 cannot reach block 7, 8 or 9.
    let r = rolls(Die::D8, &[8, 8]);
    assert_eq!(read_table(Environment::Jungle, r[0], r[1]).unwrap().id, "CG-DT-JUNGLE-31");
    let reach = |env, die| reachable_entries(env, die).count();
    for env in [Environment::Jungle, Environment::Savannah] {
        assert_eq!(reach(env, Die::D6), 17);
        assert_eq!(reach(env, Die::D8), 31);
        assert_eq!(reach(env, Die::D10), 36);
        assert_eq!(reach(env, Die::D4), 0);
        assert!(!reachable_entries(env, Die::D8).any(|e| e.first_block == 9));
        assert!(!reachable_entries(env, Die::D6).any(|e| e.first_row == 8 || e.first_block >= 7));
    }
}

/// Exhaustive: every D6/D8/D10 face pair reads exactly the entry `reachable_with` promises.
#[test]
fn every_face_pair_reads_one_reachable_entry() {
    for env in [Environment::Jungle, Environment::Savannah] {
        for (die, sides) in [(Die::D6, 6u32), (Die::D8, 8), (Die::D10, 10)] {
            for b in 1..=sides {
                for r in 1..=sides {
                    let x = rolls(die, &[b, r]);
                    let e = read_table(env, x[0], x[1]).unwrap();
                    assert!(e.reachable_with(die), "{} with {die}", e.id);
                }
            }
        }
    }
}

#[test]
fn each_table_covers_every_index_pair_exactly_once_in_printed_order() {
    for (env, prefix) in [(Environment::Jungle, "CG-DT-JUNGLE-"), (Environment::Savannah, "CG-DT-SAVANNAH-")] {
        let table = env.table();
        assert_eq!(table.len(), 36);
        for (i, e) in table.iter().enumerate() {
            assert_eq!(e.id, alloc::format!("{prefix}{:02}", i + 1));
            assert!(!e.event.is_empty() && !e.effect_text.is_empty());
        }
        for b in 0..10 {
            for r in 0..10 {
                assert_eq!(table.iter().filter(|e| e.covers(b, r)).count(), 1, "{prefix} {b}/{r}");
            }
        }
    }
}

#[test]
fn a_non_cover_die_draws_nothing_and_is_refused() {
    let mut dice = DiceSource::scripted([3, 3]);
    let err = explore(Environment::Jungle, Die::D12, &mut dice).unwrap_err();
    assert_eq!(err, DangerousTerrainError::NotACoverDie { die: Die::D12 });
    assert_eq!(err.code(), ErrorCode::InvalidSetup);
    assert_eq!(dice.remaining_script(), Some(2));
    assert!(err.to_string().contains("D6, D8 or D10"));
}

#[test]
fn mixed_dice_and_bad_indices_are_refused() {
    let a = rolls(Die::D8, &[3]);
    let b = rolls(Die::D10, &[3]);
    assert_eq!(
        read_table(Environment::Jungle, a[0], b[0]),
        Err(DangerousTerrainError::MismatchedDice { block: Die::D8, row: Die::D10 })
    );
    assert_eq!(read_index(Environment::Jungle, 10, 0), Err(DangerousTerrainError::IndexOutOfRange { index: 10 }));
    assert_eq!(read_index(Environment::Jungle, 0, 200).unwrap_err().code(), ErrorCode::OutOfRange);
}

#[test]
fn a_dry_script_is_an_error_not_a_panic() {
    let mut dice = DiceSource::scripted([4]);
    let err = explore(Environment::Savannah, Die::D10, &mut dice).unwrap_err();
    assert!(matches!(err, DangerousTerrainError::Dice(DiceError::ScriptExhausted { .. })));
    assert_eq!(err.code(), ErrorCode::DiceExhausted);
}

// rule: CG-DT-JUNGLE-36
#[test]
fn sinister_the_opponent_picks_two_dice_and_their_order() {
    let mut dice = DiceSource::scripted([9, 8, 3]);
    let x = roll_sinister(&mut dice).unwrap();
    // 3 then 8: block 3, row 8-9: the breather.
    let e = resolve_sinister(Environment::Jungle, &x, SinisterPick { first: 2, second: 1 }).unwrap();
    assert_eq!(e.id, "CG-DT-JUNGLE-06");
    // 8 then 9: block 8, row 8-9: the spider.
    let e = resolve_sinister(Environment::Jungle, &x, SinisterPick { first: 1, second: 0 }).unwrap();
    assert_eq!(e.id, "CG-DT-JUNGLE-31");
    // 9 then 8 reads "really sinister" again: refused (ruling), and not offered.
    assert_eq!(
        resolve_sinister(Environment::Jungle, &x, SinisterPick { first: 0, second: 1 }),
        Err(DangerousTerrainError::SinisterAgain)
    );
    let offered = sinister_choices(Environment::Jungle, &x);
    assert_eq!(offered.len(), 5);
    assert!(offered.iter().all(|(p, _)| *p != SinisterPick { first: 0, second: 1 }));
    assert_eq!(
        resolve_sinister(Environment::Jungle, &x, SinisterPick { first: 1, second: 1 }),
        Err(DangerousTerrainError::SameDiePicked { index: 1 })
    );
    assert_eq!(
        resolve_sinister(Environment::Jungle, &x, SinisterPick { first: 3, second: 1 }),
        Err(DangerousTerrainError::PickOutOfRange { index: 3, rolled: 3 })
    );
}

// rule: CG-DT-SAVANNAH-36
#[test]
fn strange_three_nines_offer_nothing_so_the_dice_are_rolled_again() {
    let mut dice = DiceSource::scripted([9, 9, 9, 10, 4, 7]);
    let x = roll_sinister(&mut dice).unwrap();
    assert!(sinister_choices(Environment::Savannah, &x).is_empty());
    let y = roll_sinister(&mut dice).unwrap();
    // The 10 reads 0: 0 then 4 is "everything is fine"; 7 then 4 is the angry warthog.
    let offered = sinister_choices(Environment::Savannah, &y);
    assert_eq!(offered.len(), 6);
    let e = resolve_sinister(Environment::Savannah, &y, SinisterPick { first: 2, second: 1 }).unwrap();
    assert_eq!(e.id, "CG-DT-SAVANNAH-24");
    let d6 = rolls(Die::D6, &[1, 2, 3]);
    let d6 = [d6[0], d6[1], d6[2]];
    assert_eq!(
        resolve_sinister(Environment::Savannah, &d6, SinisterPick { first: 0, second: 1 }),
        Err(DangerousTerrainError::NotThreeD10 { die: Die::D6 })
    );
}

#[test]
fn effects_have_a_stable_tagged_json_shape_and_round_trip() {
    let json = serde_json::to_string(&read_index(Environment::Jungle, 3, 0).unwrap().effect).unwrap();
    assert_eq!(json, r#"{"type":"place_loot","count":1,"bulky":false,"placement":"with_group"}"#);
    let json = serde_json::to_string(&read_index(Environment::Jungle, 6, 6).unwrap().effect).unwrap();
    assert_eq!(json, r#"{"type":"marker","kind":{"type":"tsetse_swarm","moves":3,"stick":"L"}}"#);
    for env in [Environment::Jungle, Environment::Savannah] {
        for e in env.table() {
            let json = serde_json::to_string(&e.effect).unwrap();
            let back: DangerousEffect = serde_json::from_str(&json).unwrap();
            assert_eq!(back, e.effect, "{}", e.id);
        }
    }
    assert!(serde_json::from_str::<DangerousEffect>(r#"{"type":"no_such_effect"}"#).is_err());
}

// rule: CG-DT-JUNGLE-16
#[test]
fn a_random_table_edge_is_a_d8_read_in_pairs() {
    use crate::geometry::Edge;
    let mut dice = DiceSource::scripted([1, 2, 3, 4, 5, 6, 7, 8]);
    let edges: Vec<Edge> = (0..8).map(|_| roll_random_edge(&mut dice).unwrap().1).collect();
    assert_eq!(
        edges,
        [Edge::North, Edge::North, Edge::East, Edge::East, Edge::South, Edge::South, Edge::West, Edge::West]
    );
    let d6 = rolls(Die::D6, &[1]);
    assert_eq!(random_edge(d6[0]), Err(DangerousTerrainError::EdgeDie { die: Die::D6 }));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Any index pair reads exactly one entry when both are 0-9, and is refused otherwise.
    #[test]
    fn read_index_is_total(block in 0u8..=255, row in 0u8..=255) {
        for env in [Environment::Jungle, Environment::Savannah] {
            let r = read_index(env, block, row);
            proptest::prop_assert_eq!(r.is_ok(), block <= 9 && row <= 9);
        }
    }

    /// A seeded exploration always reads an entry its cover die can reach.
    #[test]
    fn seeded_explorations_reach_reachable_entries(seed in proptest::prelude::any::<u64>()) {
        let mut dice = DiceSource::seeded(seed);
        for env in [Environment::Jungle, Environment::Savannah] {
            for cover in [Die::D6, Die::D8, Die::D10] {
                let found = explore(env, cover, &mut dice).unwrap();
                proptest::prop_assert!(found.entry.reachable_with(cover));
            }
        }
    }

    /// Every pick offered after a sinister roll resolves to the entry offered, never to the
    /// sinister entry itself.
    #[test]
    fn sinister_picks_resolve_as_offered(a in 1u32..=10, b in 1u32..=10, c in 1u32..=10) {
        let x = rolls(Die::D10, &[a, b, c]);
        let x = [x[0], x[1], x[2]];
        for env in [Environment::Jungle, Environment::Savannah] {
            for (pick, entry) in sinister_choices(env, &x) {
                proptest::prop_assert_eq!(resolve_sinister(env, &x, pick), Ok(entry));
                let again = matches!(entry.effect, DangerousEffect::ReallySinister { .. });
                proptest::prop_assert!(!again);
            }
        }
    }
}
