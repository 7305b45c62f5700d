//! The journey's animals without numbers in the animal rules (docs/rulings.md "Animals without
//! numbers"): the crocodiles and chimpanzees settled by the snap shots their entries give, the
//! leopard fought with the lion's numbers, the baboons, gorillas and warthogs reported only.

use super::*;
use crate::event::Event;
use crate::hooks::{DangerousGame, dangerous_game};
use crate::map::{Approach, Direction};
use crate::outfit::{ExplorerKit, Outfit, Rifle};
use crate::party::{Fate, Role};
use crate::setup::{Setup, TeamSetup};
use crate::{Game, Question};
use tabletop::{DiceSource, RulesGame};

/// A party with a rifle (10 rounds) and two askari (musket rounds).
fn game() -> Game {
    let explorer = ExplorerKit { rifle: Some(Rifle::Regular), rifle_rounds: 10, ..ExplorerKit::default() };
    let outfit = Outfit { bearers: 12, askari: 2, rations: 100, explorer, ..Outfit::default() };
    let teams = alloc::vec![TeamSetup { name: "t".into(), approach: Approach::South, outfit }];
    Game::new(&Setup::seeded(5, teams)).unwrap()
}

fn porter(g: &Game) -> crate::party::ManId {
    g.teams[0].men.iter().find(|m| m.role == Role::Bearer).unwrap().id
}

fn race_events(events: &[Event]) -> Vec<RaceEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Race { event, .. } => Some((**event).clone()),
            _ => None,
        })
        .collect()
}

fn rounds(g: &Game) -> (u32, u32) {
    let askari: u32 = g.teams[0].men.iter().filter(|m| m.role == Role::Askari).map(|m| m.musket_rounds).sum();
    (g.teams[0].kit.rifle_rounds + g.teams[0].stores.regular_ammo, askari)
}

fn meet(g: &mut Game, encounter: DangerousGame) -> Vec<Event> {
    super::tests::with_ctx(g, |c| {
        dangerous_game(c, encounter).unwrap();
        assert_eq!(c.r.source().remaining_script(), Some(0), "every scripted die was used");
        core::mem::take(&mut c.ev)
    })
}

// rule: EX-EVENT-SWAMP-03
#[test]
fn one_snap_shot_drives_off_the_swamp_crocodile() {
    // The explorer's snap shot (to-hit 7): a 5 hits, the crocodile is driven off.
    let mut g = game();
    let victim = porter(&g);
    let (rifle, muskets) = rounds(&g);
    g.dice = DiceSource::scripted([5]);
    let ev = meet(&mut g, DangerousGame::Crocodile { victim });
    assert!(race_events(&ev).contains(&RaceEvent::Crocodile { victim, rolls: alloc::vec![5], driven_off: true }));
    assert!(g.teams[0].men.iter().any(|m| m.id == victim));
    assert_eq!(rounds(&g), (rifle - 1, muskets), "one round spent, the askari did not shoot");
    // One chance only: a 12 misses and the porter is taken with his load, never seen again.
    g.dice = DiceSource::scripted([12]);
    let ev = meet(&mut g, DangerousGame::Crocodile { victim });
    assert!(race_events(&ev).contains(&RaceEvent::Crocodile { victim, rolls: alloc::vec![12], driven_off: false }));
    assert!(g.teams[0].fallen.iter().any(|f| f.man.id == victim && f.fate == Fate::LostForever));
}

// rule: EX-EVENT-RIVER-02
// rule: EX-EVENT-RIVER-09
#[test]
fn up_to_four_snap_shots_save_a_man_from_a_river_crocodile() {
    let mut g = game();
    let victim = porter(&g);
    let (rifle, muskets) = rounds(&g);
    // The explorer misses (12), the first askari misses (7 > 6), the second hits (6).
    g.dice = DiceSource::scripted([12, 7, 6]);
    let ev = meet(&mut g, DangerousGame::RiverCrocodile { victim });
    assert!(race_events(&ev).contains(&RaceEvent::Crocodile {
        victim,
        rolls: alloc::vec![12, 7, 6],
        driven_off: true
    }));
    assert!(g.teams[0].men.iter().any(|m| m.id == victim));
    assert_eq!(rounds(&g), (rifle - 1, muskets - 2));
    // Three armed men, three misses: he is taken.
    g.dice = DiceSource::scripted([20, 20, 20]);
    meet(&mut g, DangerousGame::RiverCrocodile { victim });
    assert!(g.teams[0].fallen.iter().any(|f| f.man.id == victim && f.fate == Fate::LostForever));
    // A seized askari does not shoot at his own crocodile.
    let askari = g.teams[0].men.iter().find(|m| m.role == Role::Askari).unwrap().id;
    g.dice = DiceSource::scripted([20, 1]);
    let ev = meet(&mut g, DangerousGame::RiverCrocodile { victim: askari });
    assert!(race_events(&ev).contains(&RaceEvent::Crocodile {
        victim: askari,
        rolls: alloc::vec![20, 1],
        driven_off: true
    }));
}

// rule: EX-EVENT-MOUNTAIN-06
#[test]
fn chimpanzees_not_shot_take_food() {
    let mut g = game();
    let rations = g.teams[0].stores.rations;
    // 5 chimps; three snap shots: 3 hits, 20 misses, 2 hits; the three others take 1D6 each.
    g.dice = DiceSource::scripted([3, 20, 2, 4, 6, 1]);
    let ev = meet(&mut g, DangerousGame::Chimpanzees { count: 5 });
    assert!(race_events(&ev).contains(&RaceEvent::Chimpanzees { count: 5, shot: 2, rations_taken: 11 }));
    assert_eq!(g.teams[0].stores.rations, rations - 11);
}

// rule: EX-EVENT-JUNGLE-05
#[test]
fn the_leopard_is_fought_with_the_lions_numbers() {
    let g = game();
    let victim = porter(&g);
    let encounter = DangerousGame::Leopard { victim };
    assert!(fought(&encounter));
    let mut fights = 0;
    for seed in 0..12 {
        let mut g = g.clone();
        g.dice = DiceSource::seeded(seed);
        super::tests::with_ctx(&mut g, |c| {
            assert!(fight_wild_animals(c, &encounter).unwrap(), "a fight begins");
            // (A snap shot may turn the cat away before it reaches its victim: it runs off.)
            if let Some(Pending::WildFight(f)) = &c.team.race.pending {
                assert_eq!(f.fight.beasts()[0].creature, crate::animals::creature::Creature::Lion);
                assert!(matches!(c.question, Some(Question::HuntOrder { .. })));
                fights += 1;
            }
        });
    }
    assert!(fights > 0);
}

// rule: EX-EVENT-MOUNTAIN-02
// rule: EX-EVENT-MOUNTAIN-07
// rule: EX-EVENT-VELDT-07
// rule: EX-EVENT-VELDT-10
#[test]
fn baboons_gorillas_buffalo_and_warthogs_are_reported_only() {
    // Mountains 2 ("1D6 + 10 baboons attack the camp"), Mountains 7 (the porter's action A, B or
    // D against gorillas, which the reaction table has no row for), Veldt 7 (buffalo at the only
    // waterhole: no act for the herd, no action for the party) and Veldt 0 ("2D6 angry warthogs
    // attack the party"): no table gives these animals numbers or the entries an outcome
    // (docs/rulings.md), so each is reported, draws no die and changes nothing.
    let mut g = game();
    let porter = porter(&g);
    let before = g.teams[0].clone();
    g.dice = DiceSource::scripted([]);
    for encounter in [
        DangerousGame::Baboons { count: 14, distance: 7, direction: Direction::N },
        DangerousGame::Gorillas { count: 3, porter, action: 'A', party_distance: 6 },
        DangerousGame::Gorillas { count: 3, porter, action: 'D', party_distance: 6 },
        DangerousGame::Buffalo { count: 7, distance: 10, water_beyond: 3 },
        DangerousGame::Warthogs { count: 8 },
    ] {
        assert!(!fought(&encounter));
        let ev = meet(&mut g, encounter.clone());
        assert!(matches!(&ev[..], [Event::DangerousGame { encounter: e, .. }] if *e == encounter));
    }
    assert_eq!(g.teams[0], before, "nothing else happens: no water from the buffalo's waterhole");
}

// rule: EX-FOOD-07
// rule: EX-WATER-05
#[test]
fn a_hungry_explorer_s_snap_shot_reads_worse() {
    // A 6 hits a snap shot needing 7; with +2 from today's hunger it reads 8 and misses.
    let mut g = game();
    let victim = porter(&g);
    let explorer = g.teams[0].men.iter().find(|m| m.role == Role::Explorer).unwrap().id;
    g.dice = DiceSource::scripted([6]);
    let ev = super::tests::with_ctx(&mut g, |c| {
        c.today.shooting.push((explorer, 2));
        dangerous_game(c, DangerousGame::Crocodile { victim }).unwrap();
        core::mem::take(&mut c.ev)
    });
    assert!(race_events(&ev).contains(&RaceEvent::Crocodile { victim, rolls: alloc::vec![6], driven_off: false }));
}

// rule: EX-OUTFIT-20
#[test]
fn the_side_arm_fires_when_the_rifle_is_dry() {
    let mut g = game();
    let victim = porter(&g);
    let t = &mut g.teams[0];
    (t.kit.rifle_rounds, t.stores.regular_ammo) = (0, 0);
    (t.kit.pistol, t.kit.pistol_rounds) = (true, 10);
    g.dice = DiceSource::scripted([5]);
    let ev = meet(&mut g, DangerousGame::Crocodile { victim });
    assert!(race_events(&ev).contains(&RaceEvent::Crocodile { victim, rolls: alloc::vec![5], driven_off: true }));
    assert_eq!(g.teams[0].kit.pistol_rounds, 9, "the pistol's round spent");
}
