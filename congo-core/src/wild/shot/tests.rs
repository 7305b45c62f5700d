//! Shooting at wild animals, with scripted dice.

use super::*;
use crate::adventure::UniversalRule;
use crate::exploration::tests::{AREA, lying_loot, terrain_events, to_shoot};
use crate::pending::Ask;
use crate::setup::Environment;
use crate::wild::tests::fresh;
use alloc::vec;
use tabletop::{DiceSource, Point, RulesGame};

/// The Askaris (4 figures, D8 rifles, x 10-13 at y 25) and `kind` at (25, 25) in the dangerous
/// D10 area; Player One resolves its card 6 (one Shooting action).
fn hunt(kind: AnimalKind) -> Game {
    let (env, rule) = match kind {
        AnimalKind::Lion => (Environment::Savannah, UniversalRule::Savannah),
        AnimalKind::Gorilla => (Environment::Jungle, UniversalRule::Jungle),
    };
    let mut g = fresh(env, vec![rule], (10, 25));
    to_shoot(&mut g);
    // As if its Animal token had been drawn: none is in the bag.
    g.terrain.animals.push(Animal { kind, at: Point::inches(25, 25), home: AREA, enraged: 0, alive: true });
    g
}

/// The offered shot at animal 0.
fn offered(g: &Game) -> Decision {
    g.legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::ShootAnimal { animal: AnimalId(0), .. }))
        .expect("a shot at the animal is offered")
}

/// Shoot animal 0: the Attack dice show `attack` (one face per die), then the animal's Cover
/// dice `cover`.
fn shoot(g: &mut Game, attack: &[u32], cover: &[u32]) -> Vec<Event> {
    let d = offered(g);
    let mut ev = g.apply(Player::One, &d).unwrap();
    let n = match &g.prompts()[0].ask {
        Ask::Roll { dice, purpose: RollPurpose::Attack, .. } => dice.len(),
        other => panic!("the Attack roll, not {other:?}"),
    };
    assert_eq!(n, attack.len(), "one face per Attack die");
    g.dice = DiceSource::scripted(attack.iter().chain(cover).copied());
    ev.extend(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    assert_eq!(g.dice.remaining_script(), Some(0), "every scripted die rolled");
    ev
}

fn cover_of(ev: &[Event]) -> (u8, Vec<u8>, u8) {
    terrain_events(ev)
        .into_iter()
        .find_map(|t| match t {
            TerrainEvent::AnimalCover { hits, dice, uncancelled, .. } => {
                Some((*hits, dice.iter().map(|d| d.face()).collect(), *uncancelled))
            }
            _ => None,
        })
        .expect("the animal rolls its cover")
}

// rule: CG-ANIMAL-06, CG-ANIMAL-09
#[test]
fn an_uncancelled_hit_kills_the_lion_and_leaves_a_bulky_loot_token() {
    let mut g = hunt(AnimalKind::Lion);
    assert!(matches!(offered(&g), Decision::ShootAnimal { group: GroupId(0), giraffe: None, .. }));
    // One hit (5); the lion's D10 fails (3) and its re-roll fails (4): the hit stands.
    let ev = shoot(&mut g, &[5, 1, 1, 1], &[3, 4]);
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-09"
        && matches!(&e.what, What::Terrain { event: TerrainEvent::AnimalTargeted { animal: AnimalId(0), .. } })));
    assert_eq!(cover_of(&ev), (1, vec![4], 1), "the failed die re-rolled once, still a failure");
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalKilled { animal: AnimalId(0) })));
    assert!(!g.terrain.animals[0].alive);
    assert_eq!(lying_loot(&g), vec![(Point::inches(25, 25), true)], "its model replaced by a bulky Loot token");
    assert_eq!(g.bag().extras(), &[crate::stress::BagToken::Animal], "its token goes back to the bag");
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty(), "the shooter draws nothing");
    assert!(
        !g.legal_decisions(Player::One).iter().any(|d| matches!(d, Decision::ShootAnimal { .. })),
        "a dead animal is no target"
    );
}

// rule: CG-ANIMAL-09
#[test]
fn the_lion_rerolls_each_failed_cover_die_once() {
    let mut g = hunt(AnimalKind::Lion);
    // Two hits; the D10s show 6 (saved) and 2, re-rolled to 9 (saved): the lion lives.
    let ev = shoot(&mut g, &[5, 6, 1, 1], &[6, 2, 9]);
    assert_eq!(cover_of(&ev), (2, vec![6, 9], 0));
    // The event shows the failed face and its re-roll, and the narration tells both.
    let rerolled: Vec<(u8, u8)> = terrain_events(&ev)
        .into_iter()
        .find_map(|t| match t {
            TerrainEvent::AnimalCover { rerolled, .. } => {
                Some(rerolled.iter().map(|(b, a)| (b.face(), a.face())).collect())
            }
            _ => None,
        })
        .expect("the cover roll");
    assert_eq!(rerolled, [(2, 9)]);
    let told: alloc::string::String = ev
        .iter()
        .filter(|e| matches!(&e.what, What::Terrain { event: TerrainEvent::AnimalCover { .. } }))
        .map(|e| alloc::string::ToString::to_string(&e.what.narrate(&g)))
        .collect();
    assert!(told.contains("failed D10 2, re-rolled once: D10 9"), "{told}");
    assert!(g.terrain.animals[0].alive);
    assert!(lying_loot(&g).is_empty());
    assert!(g.group(GroupId(0)).unwrap().acted.is_some(), "the shot was the group's action");
}

// rule: CG-ANIMAL-09
#[test]
fn no_hit_no_cover_roll() {
    let mut g = hunt(AnimalKind::Lion);
    let ev = shoot(&mut g, &[1, 2, 3, 4], &[]);
    assert!(!terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalCover { .. })));
    assert!(g.terrain.animals[0].alive);
}

// rule: CG-ANIMAL-12
#[test]
fn one_uncancelled_hit_enrages_the_gorilla_without_a_reroll() {
    let mut g = hunt(AnimalKind::Gorilla);
    // Two hits; the D10s show 7 (saved) and 4 (no re-roll for the gorilla): one hit left.
    let ev = shoot(&mut g, &[5, 5, 1, 1], &[7, 4]);
    assert_eq!(cover_of(&ev), (2, vec![7, 4], 1));
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-12"
        && matches!(&e.what, What::Terrain { event: TerrainEvent::AnimalEnraged { times: 1, .. } })));
    assert_eq!(g.terrain.animals[0].enraged, 1);
    assert!(g.terrain.animals[0].alive);
    // Enraged: +2D6 in melee (4D6 + 2D6).
    assert_eq!(g.terrain.animals[0].profile().melee_dice(0, g.terrain.animals[0].enraged), 6);
}

// rule: CG-ANIMAL-12
#[test]
fn two_uncancelled_hits_in_one_shot_kill_the_gorilla() {
    let mut g = hunt(AnimalKind::Gorilla);
    let ev = shoot(&mut g, &[5, 5, 5, 1], &[1, 4, 9]);
    assert_eq!(cover_of(&ev), (3, vec![1, 4, 9], 2));
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalKilled { animal: AnimalId(0) })));
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-12"
        && matches!(&e.what, What::Terrain { event: TerrainEvent::LootPlaced { bulky: true, .. } })));
    assert_eq!(lying_loot(&g), vec![(Point::inches(25, 25), true)]);
}

// rule: CG-ANIMAL-12
#[test]
fn enraging_is_cumulative_over_shots() {
    let mut g = hunt(AnimalKind::Gorilla);
    g.terrain.animals[0].enraged = 1;
    shoot(&mut g, &[5, 1, 1, 1], &[2]);
    assert_eq!(g.terrain.animals[0].enraged, 2);
    assert_eq!(g.terrain.animals[0].profile().melee_dice(0, 2), 8);
}

// rule: CG-SHOOT-04, CG-ANIMAL-09
#[test]
fn an_animal_out_of_range_is_not_offered_and_a_bogus_shot_changes_nothing() {
    let mut g = hunt(AnimalKind::Lion);
    // 40" away: beyond the rifles' L.
    g.terrain.animals[0].at = Point::inches(60, 25);
    assert!(!g.legal_decisions(Player::One).iter().any(|d| matches!(d, Decision::ShootAnimal { .. })));
    let before = g.clone();
    let shot =
        |animal| Decision::ShootAnimal { group: GroupId(0), leader: crate::state::FigureId(3), animal, giraffe: None };
    assert!(g.apply(Player::One, &shot(AnimalId(0))).is_err());
    assert!(g.apply(Player::One, &shot(AnimalId(7))).is_err(), "no such animal");
    assert!(g.apply(Player::Two, &shot(AnimalId(0))).is_err(), "not the player to act");
    assert_eq!(g, before, "a rejected decision leaves the state untouched");
}

// rule: CG-SHOOT-19, CG-ANIMAL-06
#[test]
fn muskets_fired_at_an_animal_leave_their_smoke_and_the_animal_takes_no_stress() {
    let mut g = hunt(AnimalKind::Lion);
    let mut profile = g.setup.columns[0].groups[0].profile.clone();
    profile.weapon = Some(crate::profile::Weapon::Muskets);
    alloc::sync::Arc::make_mut(&mut g.setup).columns[0].groups[0].profile = profile;
    let bag = g.bag().total();
    let ev = shoot(&mut g, &[5, 1, 1, 1], &[6]);
    assert!(ev.iter().any(|e| matches!(e.what, What::SmokeMarker { group: GroupId(0) })));
    assert!(g.group(GroupId(0)).unwrap().smoke);
    assert_eq!(g.bag().total(), bag, "no Stress token drawn for the musket shot");
}
