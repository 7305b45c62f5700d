//! Every Wilderness Encounter entry with scripted dice (nile-core, `events`).
//!
//! Scripts hold die faces and, for "a randomly determined" man, the index drawn among the
//! candidates (0-based, in hiring order: the explorer is man 0, then bearers 1.., askari, guides).

mod nile_support;

use congo_nile::nile::decision::{Decision, Question};
use congo_nile::nile::event::Event;
use congo_nile::nile::events::{self, desert, jungle, mountains, river, swamp, veldt};
use congo_nile::nile::health::Condition;
use congo_nile::nile::hooks::DangerousGame;
use congo_nile::nile::map::Square;
use congo_nile::nile::movement;
use congo_nile::nile::party::{Fate, ManId, Role};
use congo_nile::nile::{Direction, Outfit, Skill, Terrain};
use nile_support::{Bench, bench, bench_with};

fn dg(ev: &[Event]) -> Option<DangerousGame> {
    ev.iter().find_map(|e| match e {
        Event::DangerousGame { encounter, .. } => Some(encounter.clone()),
        _ => None,
    })
}

// ---------- Mountains ----------

// rule: EX-EVENT-MOUNTAIN-01
#[test]
fn mountain_1_porter_falls_with_his_load() {
    let mut b = bench();
    // Pick porter index 0 (man 1). His share: the first 10 rations.
    b.run(&[0], |c| mountains::resolve(c, 1).unwrap());
    assert_eq!(b.gone(1), Some(Fate::Died));
    assert_eq!(b.team.stores.rations, 20);
}

// rule: EX-EVENT-MOUNTAIN-02
#[test]
fn mountain_2_baboons() {
    let mut b = bench();
    let ev = b.run(&[3, 4, 5, 7], |c| mountains::resolve(c, 2).unwrap());
    assert_eq!(dg(&ev), Some(DangerousGame::Baboons { count: 13, distance: 9, direction: Direction::W }));
}

// rule: EX-EVENT-MOUNTAIN-03
#[test]
fn mountain_3_impassable() {
    let mut b = bench();
    b.run(&[], |c| mountains::resolve(c, 3).unwrap());
    assert!(b.map.cell(Square::new(6, 0)).unwrap().impassable);
    assert!(b.today.no_move);
}

// rule: EX-EVENT-MOUNTAIN-04
#[test]
fn mountain_4_lost_moves_d3_squares() {
    let mut b = bench();
    // 1D3 = D6 4 -> 2 squares; direction D8 1 (north): (6,1) unknown: explore 2D8 (5 = south, known
    // jungle), river D10 1, trail D10 1; (6,2) is the known mountain row.
    let ev = b.run(&[4, 1, 5, 1, 1, 1], |c| mountains::resolve(c, 4).unwrap());
    assert_eq!(congo_nile::nile::map::square_of(b.team.position), Square::new(6, 2));
    assert!(b.today.no_move);
    assert!(ev.iter().any(|e| matches!(e, Event::Explored { .. })));
}

// rule: EX-EVENT-MOUNTAIN-05
#[test]
fn mountain_5_cold() {
    let mut b = bench();
    // 1D6 = 1 man; pick index 2 (man 2); sickness D10 5 -> carried 1D3 (D6 6 -> 3).
    b.run(&[1, 2, 5, 6], |c| mountains::resolve(c, 5).unwrap());
    assert_eq!(b.cond(2), Condition::Carried { days: 3, total: 3 });
}

// rule: EX-EVENT-MOUNTAIN-06
#[test]
fn mountain_6_chimpanzees() {
    let mut b = bench();
    // The snap shots and the chimps' food are race::beasts::chimpanzees's (nile-core tests).
    let ev = b.run_partial(&[1, 2, 3], |c| {
        let _ = mountains::resolve(c, 6);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Chimpanzees { count: 6 }));
}

// rule: EX-EVENT-MOUNTAIN-07
#[test]
fn mountain_7_gorillas() {
    let mut b = bench();
    // Porter index 1 (man 2), 1D6 = 4 gorillas, 2D6 = 3+3, action D6 5 -> D (runs).
    let ev = b.run(&[1, 4, 3, 3, 5], |c| mountains::resolve(c, 7).unwrap());
    assert_eq!(dg(&ev), Some(DangerousGame::Gorillas { count: 4, porter: ManId(2), action: 'D', party_distance: 6 }));
}

// rule: EX-EVENT-MOUNTAIN-08
#[test]
fn mountain_8_avalanche() {
    let mut b = bench();
    // Six men: explorer, 4 bearers, 1 askari. Caught: man 1 (1) and man 4 (1).
    // Man 1 rolls 6: killed, load lost. Man 4 rolls 4: severely injured (+2): injury D6 3+2 = 5 maimed.
    b.run(&[2, 1, 3, 3, 1, 4, 6, 4, 3], |c| mountains::avalanche(c).unwrap());
    assert_eq!(b.gone(1), Some(Fate::Died));
    assert_eq!(b.cond(4), Condition::Maimed);
    assert_eq!(b.team.stores.rations, 20);
    // A caught askari (man 5) whose load is lost (1) loses his musket with it; so does the
    // explorer (man 0) his rifle.
    let mut b = bench();
    assert!(b.team.men[5].musket_rounds > 0);
    b.team.kit.rifle = Some(congo_nile::nile::outfit::Rifle::Regular);
    b.run(&[1, 2, 2, 2, 2, 1, 1, 1], |c| mountains::avalanche(c).unwrap());
    assert_eq!(b.team.men[5].musket_rounds, 0);
    assert_eq!(b.team.kit.rifle, None);
}

// rule: EX-EVENT-MOUNTAIN-09
// rule: EX-SKILL-11
#[test]
fn mountain_9_berries_but_not_for_the_botanist() {
    let mut b = bench();
    b.run(&[3], |c| mountains::resolve(c, 9).unwrap());
    assert_eq!(b.gone(4), Some(Fate::Died));
    assert_eq!(b.team.stores.rations, 30, "his load stays with the party");
    let mut b = bench_with(Outfit { bearers: 2, rations: 10, ..Outfit::default() }, Skill::Botanist);
    let ev = b.run(&[], |c| mountains::resolve(c, 9).unwrap());
    assert!(ev.iter().any(|e| matches!(e, Event::BotanistIgnores { .. })));
    assert_eq!(b.men(), 3);
}

// rule: EX-EVENT-MOUNTAIN-10
#[test]
fn mountain_0_load_down_the_mountainside() {
    let mut b = bench();
    b.run(&[1], |c| mountains::resolve(c, 10).unwrap());
    assert_eq!(b.men(), 6);
    assert_eq!(b.team.stores.rations, 20);
}

// ---------- Jungle ----------

// rule: EX-EVENT-JUNGLE-01
#[test]
fn jungle_1_voodoo() {
    let mut b = bench();
    b.run(&[], |c| jungle::resolve(c, 1).unwrap());
    assert_eq!(b.team.forbidden, [Square::new(6, 1)]);
}

// rule: EX-EVENT-JUNGLE-02
#[test]
fn jungle_2_python() {
    let mut b = bench();
    b.run(&[2], |c| jungle::resolve(c, 2).unwrap());
    let Some(Question::Python { victim, candidates }) = b.question.clone() else { panic!("asks for attackers") };
    assert_eq!(victim, ManId(2));
    assert!(!candidates.contains(&victim));
    // Round 1: attackers roll 4 (hit) and 5 (hit, nick); kill 1D6 3 + 2 < 10; victim 3 (held).
    // Round 2: 4, 6 (victim hit: injury); kill 6 + 3 < 10; victim 2 (injured).
    // Round 3: 4, 4; kill 5 + 5 = 10: dead snake. Injuries 2 (+ 1 nick) -> Injury Table + 0: D6 1, 1D3 (D6 2) = 1.
    b.run(&[4, 5, 3, 3, 4, 6, 6, 2, 4, 4, 5, 1, 2], |c| {
        events::answer(
            c,
            &Question::Python { victim, candidates: candidates.clone() },
            &Decision::KnifeAttackers { men: vec![ManId(1), ManId(3)] },
        )
        .unwrap()
    });
    assert_eq!(b.cond(2), Condition::Unladen { days: 1 });
    // The python kills on a 1.
    let mut b = bench();
    b.run(&[5, 1], |c| jungle::python(c, ManId(3), &[]).unwrap());
    assert_eq!(b.gone(3), Some(Fate::Died));
    // Escapes on a 6.
    let mut b = bench();
    b.run(&[5, 6], |c| jungle::python(c, ManId(3), &[]).unwrap());
    assert_eq!(b.cond(3), Condition::Fit);
}

// rule: EX-EVENT-JUNGLE-03
#[test]
fn jungle_3_lost_cannot_move() {
    let mut b = bench();
    b.run(&[], |c| jungle::resolve(c, 3).unwrap());
    assert!(b.today.no_move);
}

// rule: EX-EVENT-JUNGLE-04
#[test]
fn jungle_4_porter_wanders_off() {
    let mut b = bench();
    b.run(&[0], |c| jungle::resolve(c, 4).unwrap());
    assert_eq!(b.gone(1), Some(Fate::LostForever));
    assert_eq!(b.team.stores.rations, 20);
}

// rule: EX-EVENT-JUNGLE-05
#[test]
fn jungle_5_leopard() {
    let mut b = bench();
    // The fight (the lion's numbers) is race::beasts's (nile-core tests).
    let ev = b.run_partial(&[0], |c| {
        let _ = jungle::resolve(c, 5);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Leopard { victim: ManId(0) }));
}

// rule: EX-EVENT-JUNGLE-06
#[test]
fn jungle_6_insects() {
    let mut b = bench();
    // 2 men: picks 0 (explorer) and 0 (man 1 from the rest); sickness 1 (1D3: D6 1) and 9 (dies).
    b.run(&[2, 0, 0, 1, 1, 9], |c| jungle::resolve(c, 6).unwrap());
    assert_eq!(b.cond(0), Condition::Unladen { days: 1 });
    assert_eq!(b.gone(1), Some(Fate::Died));
}

// rule: EX-EVENT-JUNGLE-07
#[test]
fn jungle_7_elephants() {
    let mut b = bench();
    // 2D6 = 4+4 elephants; 1D6 = 2 loads: carriers drawn 0 and 0.
    let ev = b.run_partial(&[4, 4, 2, 0, 0], |c| {
        let _ = jungle::resolve(c, 7);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Elephants { count: 8 }));
    assert!(
        ev.iter().any(|e| matches!(e, Event::GoodsLost { goods, .. } if goods.rations == 20)),
        "2 loads destroyed before the charge"
    );
}

// rule: EX-EVENT-JUNGLE-08
#[test]
fn jungle_8_bad_omens() {
    let mut b = bench_with(Outfit { bearers: 3, reliable_bearers: 1, rations: 30, ..Outfit::default() }, Skill::Hunter);
    // 1D6 = 6, but only the 3 ordinary bearers leave (picks 0, 0, 0); loads are put down.
    b.run(&[6, 0, 0, 0], |c| jungle::resolve(c, 8).unwrap());
    assert_eq!(b.team.count(Role::Bearer), 0);
    assert_eq!(b.team.count(Role::ReliableBearer), 1);
    assert_eq!(b.team.stores.rations, 30);
}

// rule: EX-EVENT-JUNGLE-09
#[test]
fn jungle_9_fruit() {
    let mut b = bench();
    b.run(&[1, 3, 4, 2], |c| jungle::resolve(c, 9).unwrap());
    assert_eq!(b.cond(3), Condition::Unladen { days: 2 });
    let mut b = bench_with(Outfit::default(), Skill::Botanist);
    b.run(&[], |c| jungle::resolve(c, 9).unwrap());
}

// rule: EX-EVENT-JUNGLE-10
#[test]
fn jungle_0_falls_down_a_hill() {
    let mut b = bench();
    b.run(&[5, 4, 6], |c| jungle::resolve(c, 10).unwrap());
    assert_eq!(b.cond(5), Condition::Carried { days: 6, total: 6 });
}

// ---------- Swamp ----------

// rule: EX-EVENT-SWAMP-01
#[test]
fn swamp_1_quicksand() {
    let mut b = bench();
    // 1D6 = 2 trapped: men 0 and 1 (picks 0, 0).
    b.run(&[2, 0, 0], |c| swamp::resolve(c, 1).unwrap());
    let Some(Question::Quicksand { trapped, max_helpers }) = b.question.clone() else { panic!() };
    assert_eq!(trapped, [ManId(0), ManId(1)]);
    assert_eq!(max_helpers, 2);
    // 2 helpers each. Round 1: man 0 rescue 4+2 = 6 saved (load lost); man 1 rescue 1+2 fails,
    // sinks 5+1 = 6: sucked under.
    b.run(&[4, 1, 5], |c| swamp::quicksand(c, &trapped, 2).unwrap());
    assert!(b.team.men.iter().any(|m| m.id == ManId(0)));
    assert_eq!(b.gone(1), Some(Fate::LostForever));
}

// rule: EX-EVENT-SWAMP-02
#[test]
fn swamp_2_gas() {
    let mut b = bench();
    // 1D6 = 3 men: picks 1 (man 1), 0 (man 0), 0 (man 2). Man 1 rolls 2 (out without load);
    // man 0 rolls 3 (collapses: carried 1D3 = D6 5 -> 3); man 2 rolls 6 (down in the cloud).
    b.run(&[3, 1, 0, 0, 2, 3, 5, 6], |c| swamp::resolve(c, 2).unwrap());
    assert_eq!(b.cond(0), Condition::Carried { days: 3, total: 3 });
    let Some(Question::Gas { downed, max_rescuers }) = b.question.clone() else { panic!() };
    assert_eq!((downed.clone(), max_rescuers), (vec![ManId(2)], 1));
    // No rescuer: round 1: 1D6 4 + 1 < 6; round 2: 4 + 2 = 6: dead.
    let mut b2 = bench();
    b2.run(&[4, 4], |c| swamp::gas(c, &downed, 0).unwrap());
    assert_eq!(b2.gone(2), Some(Fate::Died));
    // One rescuer (the last able man, man 5): rolls 2 + 1 < 6: carries him out, carried 1D3 (D6 1).
    let mut b3 = bench();
    b3.run(&[2, 1], |c| swamp::gas(c, &downed, 1).unwrap());
    assert_eq!(b3.cond(2), Condition::Carried { days: 1, total: 1 });
}

// rule: EX-EVENT-SWAMP-03
#[test]
fn swamp_3_crocodile() {
    let mut b = bench();
    // The snap shot is race::beasts::crocodile's (nile-core tests).
    let ev = b.run_partial(&[2], |c| {
        let _ = swamp::resolve(c, 3);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Crocodile { victim: ManId(3) }));
}

// rule: EX-EVENT-SWAMP-04
#[test]
fn swamp_4_hippo() {
    let mut b = bench();
    let ev = b.run_partial(&[1, 2, 5], |c| {
        let _ = swamp::resolve(c, 4);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Hippo { victim: ManId(1), distance: 7 }));
}

// rule: EX-EVENT-SWAMP-05
#[test]
fn swamp_5_deep_hole() {
    let mut b = bench();
    b.run(&[0], |c| swamp::resolve(c, 5).unwrap());
    assert_eq!(b.gone(1), Some(Fate::LostForever));
}

// rule: EX-EVENT-SWAMP-06
#[test]
fn swamp_6_food_ruined() {
    let mut b = bench();
    b.run(&[2], |c| swamp::resolve(c, 6).unwrap());
    assert_eq!(b.team.stores.rations, 10);
}

// rule: EX-EVENT-SWAMP-07
#[test]
fn swamp_7_fever() {
    let mut b = bench();
    b.run(&[1, 0, 7], |c| swamp::resolve(c, 7).unwrap());
    assert_eq!(b.cond(0), Condition::Delirious);
}

// rule: EX-EVENT-SWAMP-08
#[test]
fn swamp_8_muck() {
    let mut b = bench();
    b.run(&[], |c| swamp::resolve(c, 8).unwrap());
    assert!(b.today.no_move);
}

// rule: EX-EVENT-SWAMP-09
#[test]
fn swamp_9_creature() {
    let mut b = bench();
    b.today.heading = Direction::NE;
    b.run(&[], |c| swamp::resolve(c, 9).unwrap());
    assert_eq!(b.team.forbidden, [Square::new(7, 1)]);
}

// rule: EX-EVENT-SWAMP-10
#[test]
fn swamp_0_stung() {
    let mut b = bench();
    b.run(&[4, 10], |c| swamp::resolve(c, 10).unwrap());
    assert_eq!(b.gone(4), Some(Fate::Died));
}

// ---------- Veldt ----------

// rule: EX-EVENT-VELDT-01
#[test]
fn veldt_1_grass_fire() {
    let mut b = bench();
    b.run(&[6], |c| veldt::resolve(c, 1).unwrap());
    assert!(b.team.stores.is_empty(), "a 6: supplies abandoned");
    assert_eq!(b.question, Some(Question::GrassFire { intended: Direction::N }));
    let ok = events::answers(&b.team, b.question.as_ref().unwrap());
    assert!(!ok.contains(&Decision::NewHeading { heading: Direction::NE }), "45 degrees is not enough");
    assert!(ok.contains(&Decision::NewHeading { heading: Direction::E }));
    let q = b.question.take().unwrap();
    b.run(&[], |c| events::answer(c, &q, &Decision::NewHeading { heading: Direction::SE }).unwrap());
    assert_eq!(b.today.heading, Direction::SE);
}

// rule: EX-EVENT-VELDT-02
#[test]
fn veldt_2_rhinos() {
    let mut b = bench();
    let ev = b.run_partial(&[0, 3, 1, 2, 3], |c| {
        let _ = veldt::resolve(c, 2);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Rhinos { victim: ManId(0), distance: 6, direction: Direction::E }));
}

// rule: EX-EVENT-VELDT-03
#[test]
fn veldt_3_stampede() {
    let mut b = bench();
    // 1 man injured (pick 1 = man 1): Injury 5 maimed; 1 load destroyed (carrier 0).
    b.run(&[1, 1, 5, 1, 0], |c| veldt::resolve(c, 3).unwrap());
    assert_eq!(b.cond(1), Condition::Maimed);
    assert_eq!(b.team.stores.rations, 20);
}

// rule: EX-EVENT-VELDT-04
#[test]
fn veldt_4_lion_and_straggler() {
    let mut b = bench();
    let ev = b.run_partial(&[3, 6, 6, 6], |c| {
        let _ = veldt::resolve(c, 4);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Lion { victim: ManId(4), distance: 18 }));
}

// rule: EX-EVENT-VELDT-05
#[test]
fn veldt_5_locusts() {
    let mut b = bench_with(Outfit { bearers: 2, pack_animals: 2, rations: 6, ..Outfit::default() }, Skill::Hunter);
    // The first animal eats 5, the second cannot be fed; a random man (index 0) runs off.
    b.run(&[0], |c| veldt::resolve(c, 5).unwrap());
    assert_eq!(b.team.stores.rations, 1);
    assert_eq!(b.team.animals.len(), 1);
    assert_eq!(b.gone(0), Some(Fate::LostForever));
}

// rule: EX-EVENT-VELDT-06
#[test]
fn veldt_6_elephants_graveyard() {
    let mut b = bench();
    b.run(&[1], |c| veldt::resolve(c, 6).unwrap());
    assert_eq!(b.team.graveyard, Some(Square::new(6, 2)));
    // Reached: a 6 = found: the 4 ordinary bearers drop their loads and carry ivory.
    b.run(&[6], |c| veldt::graveyard_reached(c).unwrap());
    assert_eq!(b.team.graveyard, None);
    assert_eq!(b.team.stores.rations, 0);
    assert_eq!(b.team.stores.treasure, 40);
    // Four tusks, 20 VP each on return, not 5 a Portage Point as treasure (issue 23).
    assert_eq!(b.team.race.tusks, 4);
    b.team.race.phase = congo_nile::nile::race::QuestPhase::Completed;
    let sheet = congo_nile::nile::race::score_sheet(&b.team);
    let tusks = sheet.lines.iter().find(|l| l.item == congo_nile::nile::score::ScoreItem::Tusks);
    assert_eq!(tusks.map(|l| (l.count, l.vp)), Some((4, 80)), "{sheet:?}");
    assert!(!sheet.lines.iter().any(|l| l.item == congo_nile::nile::score::ScoreItem::Treasure));
    // Not found: the mission continues.
    let mut b = bench();
    b.team.graveyard = Some(Square::new(6, 2));
    b.run(&[5], |c| veldt::graveyard_reached(c).unwrap());
    assert_eq!((b.team.graveyard, b.team.stores.treasure), (None, 0));
}

// rule: EX-EVENT-VELDT-07
#[test]
fn veldt_7_buffalo() {
    let mut b = bench();
    let ev = b.run(&[1, 1, 2, 2, 2, 4], |c| veldt::resolve(c, 7).unwrap());
    assert_eq!(dg(&ev), Some(DangerousGame::Buffalo { count: 2, distance: 6, water_beyond: 4 }));
}

// rule: EX-EVENT-VELDT-08
#[test]
fn veldt_8_porter_drops_out() {
    let mut b = bench();
    b.run(&[3], |c| veldt::resolve(c, 8).unwrap());
    assert_eq!(b.gone(4), Some(Fate::LostForever));
}

// rule: EX-EVENT-VELDT-09
#[test]
fn veldt_9_tsetse() {
    let mut b = bench();
    b.run(&[1, 5, 3, 1], |c| veldt::resolve(c, 9).unwrap());
    assert_eq!(b.cond(5), Condition::Unladen { days: 1 });
}

// rule: EX-EVENT-VELDT-10
#[test]
fn veldt_0_warthogs() {
    let mut b = bench();
    let ev = b.run(&[6, 6], |c| veldt::resolve(c, 10).unwrap());
    assert_eq!(dg(&ev), Some(DangerousGame::Warthogs { count: 12 }));
}

// ---------- Desert ----------

fn desert_bench() -> Bench {
    bench_with(Outfit { bearers: 4, askari: 1, rations: 10, water: 25, ..Outfit::default() }, Skill::Hunter)
}

// rule: EX-EVENT-DESERT-01
#[test]
fn desert_1_sandstorm() {
    let mut b = desert_bench();
    b.run(&[1, 6, 2, 3, 4, 5], |c| desert::resolve(c, 1).unwrap());
    assert!(b.today.no_move);
    assert_eq!(b.gone(1), Some(Fate::LostForever));
    assert_eq!(b.men(), 5);
}

// rule: EX-EVENT-DESERT-02
#[test]
fn desert_2_scorpion() {
    let mut b = desert_bench();
    b.run(&[0], |c| desert::resolve(c, 2).unwrap());
    assert_eq!(b.gone(1), Some(Fate::Died));
}

// rule: EX-EVENT-DESERT-03
#[test]
fn desert_3_water_bag() {
    let mut b = desert_bench();
    // Packing: rations 10 on man 1, water 10 on man 2, 10 on man 3, 5 on man 4. Pick the 2nd
    // water carrier (man 3).
    b.run(&[1], |c| desert::resolve(c, 3).unwrap());
    assert_eq!(b.team.stores.water, 15);
}

// rule: EX-EVENT-DESERT-04
#[test]
fn desert_4_dry_waterhole() {
    let mut b = desert_bench();
    b.run(&[], |c| desert::resolve(c, 4).unwrap());
    assert_eq!(b.question, Some(Question::DryWaterhole));
    // Dig, 1-3: every bag filled to the free capacity (40 - 35 = 5).
    b.run(&[2], |c| desert::dig(c, true).unwrap());
    assert!(b.today.no_move);
    assert_eq!(b.team.stores.water, 30);
    // 4: one day's water (6 men) within capacity.
    let mut b = bench_with(Outfit { bearers: 4, askari: 1, water: 10, ..Outfit::default() }, Skill::Hunter);
    b.run(&[4], |c| desert::dig(c, true).unwrap());
    assert_eq!(b.team.stores.water, 16);
    // 5-6: none.
    let mut b = desert_bench();
    b.run(&[5], |c| desert::dig(c, true).unwrap());
    assert_eq!(b.team.stores.water, 25);
    // Not digging: nothing happens, the party moves.
    let mut b = desert_bench();
    b.run(&[], |c| desert::dig(c, false).unwrap());
    assert!(!b.today.no_move);
}

// rule: EX-EVENT-DESERT-05
#[test]
fn desert_5_heat() {
    let mut b = desert_bench();
    b.run(&[2, 0, 0], |c| desert::resolve(c, 5).unwrap());
    let Some(Question::HeatCollapse { men }) = b.question.clone() else { panic!() };
    assert_eq!(men, [ManId(0), ManId(1)]);
    b.run(&[], |c| desert::heat_collapse(c, &men, true).unwrap());
    assert_eq!(b.team.stores.water, 23);
    assert_eq!(b.cond(0), Condition::Fit);
    b.run(&[3], |c| desert::heat_collapse(c, &men[..1], false).unwrap());
    assert_eq!(b.cond(0), Condition::Carried { days: 2, total: 2 });
}

// rule: EX-EVENT-DESERT-06
#[test]
fn desert_6_toxic_waterhole() {
    let mut b = bench_with(Outfit { bearers: 2, pack_animals: 2, rations: 10, ..Outfit::default() }, Skill::Hunter);
    // 1 man (pick 0): sickness 2 (1D3: 1); animals: 9 (dies), 3 (sick 1D3: D6 6 -> 3 days).
    b.run(&[1, 0, 2, 1, 9, 3, 6], |c| desert::resolve(c, 6).unwrap());
    assert_eq!(b.team.animals.len(), 1);
    assert_eq!(b.team.animals[0].sick_days, 3);
}

// rule: EX-EVENT-DESERT-07
#[test]
fn desert_7_whirlwind() {
    let mut b = desert_bench();
    // Victim index 0 (explorer): he and men 1, 2 (within 2") roll 1, 6, 5.
    b.run(&[0, 1, 6, 1, 1, 5, 2, 1], |c| desert::resolve(c, 7).unwrap());
    assert_eq!(b.cond(0), Condition::Fit);
    assert_eq!(b.cond(1), Condition::Unladen { days: 1 });
    assert_eq!(b.cond(2), Condition::Unladen { days: 1 });
    assert_eq!(b.team.stores.rations, 0, "man 1's load (the rations) destroyed");
}

// rule: EX-EVENT-DESERT-08
#[test]
fn desert_8_bandits() {
    let mut b = desert_bench();
    b.run(&[2], |c| desert::resolve(c, 8).unwrap());
    assert_eq!(b.gone(3), Some(Fate::LostForever));
    assert_eq!(b.team.stores.water, 15);
}

// rule: EX-EVENT-DESERT-09
#[test]
fn desert_9_water_carrier_deserts() {
    let mut b = desert_bench();
    b.run(&[], |c| desert::resolve(c, 9).unwrap());
    assert_eq!(b.gone(2), Some(Fate::Deserted), "the first bearer with a full load of water");
    assert_eq!(b.team.stores.water, 15);
}

// rule: EX-EVENT-DESERT-10
#[test]
fn desert_0_spoiled_rations() {
    let mut b = bench();
    b.run(&[2], |c| desert::resolve(c, 10).unwrap());
    assert_eq!(b.team.stores.rations, 10);
}

// ---------- On River ----------

fn river_bench() -> Bench {
    let mut b = bench_with(Outfit { bearers: 4, rations: 40, canoes: 2, ..Outfit::default() }, Skill::Hunter);
    b.team.position = congo_nile::nile::map::square_centre(Square::new(6, 1));
    let cell = b.map.cell_mut(Square::new(6, 1)).unwrap();
    cell.terrain = Some(Terrain::Jungle);
    cell.river = vec![Direction::S, Direction::N];
    b.today.afloat = true;
    b
}

// rule: EX-EVENT-RIVER-01
#[test]
fn river_1_porter_falls_in() {
    let mut b = river_bench();
    b.run(&[0], |c| river::resolve(c, 1, 0).unwrap());
    assert_eq!(b.team.stores.rations, 30, "half a canoe's 20 rations");
}

// rule: EX-EVENT-RIVER-02
#[test]
fn river_2_giant_crocodile() {
    let mut b = river_bench();
    // The random member (1), seized and never seen again: no snap shot, no other die.
    let ev = b.run(&[1], |c| river::resolve(c, 2, 0).unwrap());
    assert_eq!(b.gone(1), Some(Fate::LostForever));
    assert_eq!(dg(&ev), None, "no shot can save the first victim");
    let Some(Question::CrocodileLoad { max_divers, load }) = b.question.clone() else { panic!() };
    assert_eq!((max_divers, load.rations), (4, 10));
    // Two divers: the first is attacked (1), the second brings the load back.
    let ev = b.run(&[1, 4], |c| river::retrieve(c, load, 2).unwrap());
    assert_eq!(dg(&ev), Some(DangerousGame::RiverCrocodile { victim: ManId(0) }));
    assert_eq!(b.team.stores.rations, 40);
}

// rule: EX-EVENT-RIVER-03
#[test]
fn river_3_hippos() {
    let mut b = river_bench();
    let ev = b.run_partial(&[1, 1, 6, 6], |c| {
        let _ = river::resolve(c, 3, 0);
    });
    assert_eq!(dg(&ev), Some(DangerousGame::Hippos { count: 2, distance: 12 }));
}

// rule: EX-EVENT-RIVER-11
#[test]
fn river_3_hippo_reaches_a_canoe() {
    use river::HippoCanoe::*;
    assert_eq!(
        (1..=6).map(river::hippo_reaches_canoe).collect::<Vec<_>>(),
        [Upright, Upright, Upright, Capsized, Capsized, Capsized]
    );
}

// rule: EX-EVENT-RIVER-04
#[test]
fn river_4_rapids() {
    // Downstream (north, away from the middle? (6,1) -> (6,2) is nearer the middle: upstream).
    let mut b = new_ground(river_bench());
    b.run(&[], |c| river::resolve(c, 4, 0).unwrap());
    assert!(b.map.cell(Square::new(6, 1)).unwrap().rapids);
    assert!(b.today.no_move, "upstream: carried around, the turn is spent");
    // Downstream: heading south, toward the edge.
    let mut b = new_ground(river_bench());
    b.today.heading = Direction::S;
    b.run(&[], |c| river::resolve(c, 4, 0).unwrap());
    assert_eq!(b.question, Some(Question::ShootRapids));
    // Shoot: canoe 1 rolls 3 (1D6 = 1 load lost, carrier 0), canoe 2 rolls 6 (destroyed with its
    // share and its people: 3 of 5 men... ceil(5/2) = 3, picks 0,0,0).
    b.run(&[3, 1, 0, 6, 0, 0, 0], |c| river::rapids_choice(c, true).unwrap());
    assert_eq!(b.team.canoes, 1);
    assert_eq!(b.men(), 2);
    // A swamp or a square discovered before the move that brought the party there: roll again.
    let mut b = river_bench();
    b.run(&[8, 1, 0, 10], |c| river::resolve(c, 4, 0).unwrap());
    assert!(!b.map.cell(Square::new(6, 1)).unwrap().rapids);
}

/// The bench's party came to its square by a move that discovered it.
fn new_ground(mut b: Bench) -> Bench {
    b.team.race.new_ground = Some(Square::new(6, 1));
    b
}

// rule: EX-EVENT-RIVER-04
#[test]
fn river_4_rapids_only_on_ground_the_last_move_discovered() {
    // Paddling north from (6, 1) into the unknown (6, 2): it is new ground; a second move that
    // stays put (no movement) leaves none.
    let mut b = river_bench();
    b.map.cell_mut(Square::new(6, 2)).unwrap().terrain = None;
    b.today.movement = Some((vec![6, 6, 6], 18));
    b.run_partial(&[1; 40], |c| movement::move_party(c).unwrap());
    let here = congo_nile::nile::map::square_of(b.team.position);
    assert_ne!(here, Square::new(6, 1), "the party moved");
    assert_eq!(b.team.race.new_ground, Some(here));
    b.today.movement = None;
    b.run(&[], |c| movement::move_party(c).unwrap());
    assert_eq!(b.team.race.new_ground, None);
}

// rule: EX-EVENT-RIVER-04
#[test]
fn river_4_the_portage_takes_the_turns_the_loads_need() {
    // Two canoes (two men each) and 40 rations (4 loads) carried by 4 bearers and the explorer:
    // 8 man-turns for 5 men, 2 turns: this one and one held turn.
    let mut b = new_ground(river_bench());
    assert_eq!(b.team.stores.portage(), 40);
    assert_eq!(river::portage_turns(&b.team), 2);
    b.run(&[], |c| river::resolve(c, 4, 0).unwrap());
    assert!(b.today.no_move);
    assert_eq!(b.team.race.held_turns, 1);
    // Carrying around downstream costs the same.
    let mut b = new_ground(river_bench());
    b.today.heading = Direction::S;
    b.run(&[], |c| river::resolve(c, 4, 0).unwrap());
    b.run(&[], |c| river::rapids_choice(c, false).unwrap());
    assert_eq!((b.today.no_move, b.team.race.held_turns), (true, 1));
}

// rule: EX-EVENT-RIVER-12
#[test]
fn river_4_crossing_a_river_with_rapids() {
    let mut b = bench();
    // Six men: 1 ok; 3 load lost; 4 then 2; 5 injured (injury 1, 1D3 1); 6 dead; 2.
    b.run(&[1, 3, 4, 2, 5, 1, 1, 6, 2], |c| river::cross_rapids(c).unwrap());
    assert_eq!(b.cond(3), Condition::Unladen { days: 1 });
    assert_eq!(b.gone(4), Some(Fate::Died));
    // Two loads of 10 are lost (men 1 and 2); the party repacks after each loss, so man 3's
    // share is empty by his turn.
    assert_eq!(b.team.stores.rations, 10);
}

// rule: EX-EVENT-RIVER-05
#[test]
fn river_5_fetching_water() {
    let mut b = river_bench();
    b.run(&[3], |c| river::resolve(c, 5, 0).unwrap());
    assert_eq!(b.gone(4), Some(Fate::LostForever));
}

// rule: EX-EVENT-RIVER-06
#[test]
fn river_6_war_canoes() {
    let mut b = river_bench();
    b.run(&[3], |c| river::resolve(c, 6, 0).unwrap());
    let q = b.question.take().unwrap();
    assert_eq!(q, Question::WarCanoes { count: 3 });
    b.run(&[], |c| events::answer(c, &q, &Decision::TakeCanoes { count: 2 }).unwrap());
    assert_eq!(b.team.canoes, 4);
}

// rule: EX-EVENT-RIVER-07
// rule: EX-SEQ-02
// rule: EX-OUTFIT-19
#[test]
fn river_7_water_snake() {
    let mut b = river_bench();
    b.run(&[1, 6], |c| river::resolve(c, 7, 0).unwrap());
    assert_eq!(b.gone(1), Some(Fate::Died));
    let mut b = river_bench();
    b.run(&[1, 4, 5], |c| river::resolve(c, 7, 0).unwrap());
    assert_eq!(b.cond(1), Condition::Carried { days: 5, total: 5 });
    // Treated with medicine: -1.
    let mut b = bench_with(Outfit { bearers: 2, medicine: 1, ..Outfit::default() }, Skill::Hunter);
    b.today.medicine = true;
    b.run(&[1, 3, 2], |c| river::resolve(c, 7, 0).unwrap());
    assert_eq!(b.cond(1), Condition::Unladen { days: 1 });
    assert_eq!(b.team.stores.medicine, 0);
}

// rule: EX-EVENT-RIVER-08
#[test]
fn river_8_mosquitoes() {
    let mut b = river_bench();
    b.run(&[1, 0, 3, 6], |c| river::resolve(c, 8, 0).unwrap());
    assert_eq!(b.cond(0), Condition::Unladen { days: 6 });
}

// rule: EX-EVENT-RIVER-09
#[test]
fn river_9_crocodile_landing() {
    let mut b = river_bench();
    let ev = b.run(&[1, 2, 5], |c| river::resolve(c, 9, 0).unwrap());
    assert_eq!(dg(&ev), Some(DangerousGame::RiverCrocodile { victim: ManId(2) }), "one attack at most");
}

// rule: EX-EVENT-RIVER-10
#[test]
fn river_0_porter_falls_in() {
    let mut b = river_bench();
    b.run(&[0], |c| river::resolve(c, 10, 0).unwrap());
    assert_eq!(b.team.stores.rations, 30);
}

// rule: EX-EVENT-RIVER-11
#[test]
fn river_3_an_upset_canoe_s_supplies_are_paddled_after_or_lost() {
    // Canoes and paddlers left: the supplies are retrieved, at the cost of the turn's move.
    let mut b = river_bench();
    b.run(&[], river::canoe_upset);
    assert_eq!((b.today.no_move, b.team.stores.rations), (true, 40));
    // No canoe left to paddle after them: the canoe's share (here all of it) is lost.
    let mut b = river_bench();
    b.team.canoes = 0;
    b.run(&[], river::canoe_upset);
    assert_eq!((b.today.no_move, b.team.stores.rations), (false, 0));
}
