//! Moving, fording, canoes and cataracts; care of the sick; the supercargo events' effects
//! (nile-core).

mod nile_support;

use congo_nile::nile::day::{self, Step};
use congo_nile::nile::event::{Event, StopReason};
use congo_nile::nile::events;
use congo_nile::nile::health::Condition;
use congo_nile::nile::map::{Square, square_centre, square_of};
use congo_nile::nile::movement;
use congo_nile::nile::party::{Fate, ManId, Role};
use congo_nile::nile::supercargo::{Photo, SupercargoEvent, SupercargoKind};
use congo_nile::nile::{Direction, Outfit, Skill, Terrain};
use congo_nile::tabletop::{Length, Point};
use nile_support::{Bench, bench, bench_with};

/// A river running west-east through the middle of square (6,1).
fn river_bench(outfit: Outfit) -> Bench {
    let mut b = bench_with(outfit, Skill::Hunter);
    let cell = b.map.cell_mut(Square::new(6, 1)).unwrap();
    cell.terrain = Some(Terrain::Jungle);
    cell.river = vec![Direction::W, Direction::E];
    for sq in [Square::new(5, 1), Square::new(7, 1)] {
        b.map.cell_mut(sq).unwrap().terrain = Some(Terrain::Jungle);
    }
    b.team.position = Point::new(Length::inches(78), Length::inches(14));
    b
}

fn moved(ev: &[Event]) -> Option<StopReason> {
    ev.iter().find_map(|e| match e {
        Event::Moved { stopped, .. } => Some(*stopped),
        _ => None,
    })?
}

// rule: EX-CROSS-01
// rule: EX-CROSS-02
#[test]
fn fording_takes_a_turn_and_may_sweep_men_away() {
    let mut b = river_bench(Outfit { bearers: 6, rations: 30, ..Outfit::default() });
    b.today.movement = Some((vec![6], 6));
    let ev = b.run(&[], |c| movement::move_party(c).unwrap());
    assert_eq!(moved(&ev), Some(StopReason::RiverBank));
    assert!(b.team.position.y < Length::inches(18), "stops on the near bank");
    // Next turn: the crossing is the whole move. Seven men: groups of 6 and 1; the first group
    // rolls a 1 (man drawn: index 2 = man 2, with his load), the second a 4.
    b.today.movement = Some((vec![6], 6));
    let ev = b.run(&[1, 2, 4], |c| movement::move_party(c).unwrap());
    assert!(ev.iter().any(|e| matches!(e, Event::Forded { .. })));
    assert_eq!(moved(&ev), Some(StopReason::RiverBank));
    assert!(b.team.position.y > Length::inches(18) && b.team.position.y < Length::inches(19), "just across");
    assert_eq!(b.gone(2), Some(Fate::LostForever));
    assert_eq!(b.team.stores.rations, 20);
}

#[test]
fn canoes_cross_without_loss() {
    let mut b = river_bench(Outfit { bearers: 6, rations: 30, canoes: 1, ..Outfit::default() });
    b.today.movement = Some((vec![6], 6));
    let ev = b.run(&[], |c| movement::move_party(c).unwrap());
    assert_eq!(moved(&ev), None);
    assert_eq!(b.team.position.y, Length::inches(20));
}

// rule: EX-MOVE-07
// rule: EX-CROSS-03
#[test]
fn afloat_down_the_river_and_over_the_falls() {
    // A river from the mountain row (6,2) down to the far edge (6,0), through (6,1).
    let mut b = bench_with(Outfit { bearers: 4, rations: 40, canoes: 2, ..Outfit::default() }, Skill::Hunter);
    for (sq, exits) in [
        (Square::new(6, 2), vec![Direction::S]),
        (Square::new(6, 1), vec![Direction::N, Direction::S]),
        (Square::new(6, 0), vec![Direction::N]),
    ] {
        let c = b.map.cell_mut(sq).unwrap();
        c.terrain.get_or_insert(Terrain::Jungle);
        c.river = exits;
    }
    b.map.cell_mut(Square::new(6, 0)).unwrap().rapids = true;
    b.team.position = square_centre(Square::new(6, 2));
    b.today.afloat = true;
    b.today.heading = Direction::S;
    b.today.movement = Some((vec![10, 10, 10], 30));
    // Into (6,1) (12"), then (6,0) (24"): cataract downstream, 1D6 = 1: the lead canoe is lost with
    // its share (half the goods).
    let ev = b.run(&[1], |c| movement::move_party(c).unwrap());
    assert_eq!(moved(&ev), Some(StopReason::RiverEnds));
    assert_eq!(square_of(b.team.position), Square::new(6, 0));
    assert_eq!(b.team.canoes, 1);
    assert_eq!(b.team.stores.rations, 20);
    assert!(b.map.cell(Square::new(6, 1)).unwrap().navigated);
}

// rule: EX-LOST-12
#[test]
fn a_move_stops_at_the_table_edge_and_impassable_squares() {
    let mut b = bench();
    b.today.heading = Direction::S;
    b.today.movement = Some((vec![6], 6));
    let ev = b.run(&[], |c| movement::move_party(c).unwrap());
    assert_eq!(moved(&ev), Some(StopReason::TableEdge));
    let mut b = bench();
    b.map.cell_mut(Square::new(6, 1)).unwrap().impassable = true;
    b.today.movement = Some((vec![20], 20));
    let ev = b.run(&[], |c| movement::move_party(c).unwrap());
    assert_eq!(moved(&ev), Some(StopReason::Impassable));
    assert_eq!(square_of(b.team.position), Square::new(6, 0));
}

// rule: EX-EVENT-JUNGLE-01
#[test]
fn porters_refuse_a_forbidden_square() {
    let mut b = bench();
    b.team.forbidden.push(Square::new(6, 1));
    b.today.movement = Some((vec![20], 20));
    let ev = b.run(&[], |c| movement::move_party(c).unwrap());
    assert_eq!(moved(&ev), Some(StopReason::PortersRefuse));
}

#[test]
fn reaching_the_centre_ends_the_race() {
    let mut b = bench();
    b.team.position = Point::new(Length::inches(72), Length::inches(34));
    b.today.movement = Some((vec![4], 4));
    // (6,3) is explored: 2D8 5 (south: the known mountains) and 1; no river, no trail.
    // (The quest rules then place the prizes with dice this script does not give.)
    let ev = b.run_partial(&[5, 1, 1, 1], |c| {
        let _ = movement::move_party(c);
    });
    assert!(ev.iter().any(|e| matches!(e, Event::Arrived { square, .. } if *square == Square::new(6, 3))));
    assert_eq!(square_of(b.team.position), Square::new(6, 3), "the move stops on entering the centre");
    // The team's status says so (the bench plays day 1), and it is still on its way.
    assert_eq!(b.team.status, congo_nile::nile::party::TeamStatus::Arrived { day: 1 });
    assert!(b.team.is_travelling());
}

/// Only the first entry into the centre table is an arrival: a party already questing there walks
/// on into the next centre square (it used to stop at every square boundary of the centre, and a
/// party heading across it "moved 0" day after day).
#[test]
fn a_party_already_in_the_centre_is_not_stopped_by_its_squares() {
    let mut b = bench();
    b.team.race.phase = congo_nile::nile::race::QuestPhase::Questing;
    b.team.position = Point::new(Length::inches(72), Length::inches(42));
    b.map.cell_mut(Square::new(6, 4)).unwrap().terrain = Some(Terrain::Veldt);
    b.today.movement = Some((vec![10], 10));
    let ev = b.run_partial(&[], |c| {
        let _ = movement::move_party(c);
    });
    assert!(!ev.iter().any(|e| matches!(e, Event::Arrived { .. })), "no second arrival: {ev:?}");
    assert_eq!(b.team.status, congo_nile::nile::party::TeamStatus::Travelling, "no arrival, no new status");
    assert_eq!(square_of(b.team.position), Square::new(6, 4), "the party walks on into the next centre square");
}

// rule: EX-SICK-04
// rule: EX-INJURY-06
// rule: EX-INJURY-07
#[test]
fn care_of_the_sick_and_injured() {
    let mut b = bench_with(Outfit { bearers: 8, rations: 30, ..Outfit::default() }, Skill::Hunter);
    let set =
        |b: &mut Bench, id: u16, c: Condition| b.team.men.iter_mut().find(|m| m.id == ManId(id)).unwrap().condition = c;
    set(&mut b, 1, Condition::Delirious);
    set(&mut b, 2, Condition::Comatose);
    set(&mut b, 3, Condition::Carried { days: 1, total: 3 });
    set(&mut b, 4, Condition::Maimed);
    // Delirious: Sickness D10 3 (1D6 4 days). Comatose: D6 6 (dies).
    b.run(&[3, 4, 6], |c| {
        day::run_step(c, Step::Care).unwrap();
    });
    assert_eq!(b.cond(1), Condition::Unladen { days: 4 });
    assert_eq!(b.gone(2), Some(Fate::Died));
    assert_eq!(b.cond(3), Condition::Unladen { days: 2 });
    assert_eq!(b.cond(4), Condition::Maimed, "maimed for life");
}

// rule: EX-CARGO-08
// rule: EX-CARGO-09
// rule: EX-CARGO-10
// rule: EX-CARGO-11
// rule: EX-CARGO-12
// rule: EX-CARGO-13
// rule: EX-CARGO-14
#[test]
fn heroine_events() {
    use SupercargoEvent::*;
    let o = Outfit { bearers: 4, rations: 20, supercargoes: vec![SupercargoKind::Heroine], ..Outfit::default() };
    let mut b = bench_with(o.clone(), Skill::Hunter);
    // She rolls on the Sickness Table (no medicine): D10 6 = carried 1D3 days (D6 2: 1 day).
    b.run(&[6, 2], |c| events::supercargo_event(c, SupercargoKind::Heroine, HeroineSick).unwrap());
    assert!(b.today.no_move);
    let heroine = b.team.men.iter().find(|m| m.role == Role::Supercargo(SupercargoKind::Heroine)).unwrap();
    assert!(matches!(heroine.condition, Condition::Carried { days: 1, .. }), "{:?}", heroine.condition);
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[1, 0], |c| events::supercargo_event(c, SupercargoKind::Heroine, AnimalInTent).unwrap());
    assert_eq!(b.team.fallen.len(), 1, "a bearer accidentally killed");
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[6], |c| events::supercargo_event(c, SupercargoKind::Heroine, AnimalInTent).unwrap());
    assert!(b.team.fallen.is_empty());
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Heroine, HeroineOffCourse).unwrap());
    assert!(b.today.move_as_lost);
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Heroine, Breakdown).unwrap());
    assert_eq!(b.team.wagon.unwrap().repair_days, 1);
    b.today.movement = Some((vec![5], 5));
    let ev = b.run(&[], |c| movement::move_party(c).unwrap());
    assert!(ev.iter().any(|e| matches!(e, Event::NoMovement { .. })), "the party waits for the repair");
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Heroine, Wrecked).unwrap());
    assert!(b.team.wagon.is_none());
    let mut b = bench_with(o, Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Heroine, SnakeInBed).unwrap());
    assert!(b.today.half_move);
}

// rule: EX-CARGO-20
// rule: EX-CARGO-21
// rule: EX-CARGO-22
// rule: EX-CARGO-23
// rule: EX-CARGO-24
// rule: EX-CARGO-25
// rule: EX-CARGO-26
#[test]
fn missionaries_events() {
    use SupercargoEvent::*;
    let o = Outfit {
        bearers: 4,
        askari: 3,
        rations: 20,
        supercargoes: vec![SupercargoKind::Missionaries],
        ..Outfit::default()
    };
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Missionaries, Prayers).unwrap());
    assert!(b.today.no_move);
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| {
        events::supercargo_event(c, SupercargoKind::Missionaries, MissionStation).unwrap();
        c.today.natives_met = true;
        congo_nile::nile::hooks::missionaries_meet_natives(c).unwrap();
    });
    assert!(b.today.move_as_lost);
    assert!(!b.team.has(SupercargoKind::Missionaries), "they stay with the natives");
    assert!(!b.team.piano);
    assert!(b.team.cart.is_some(), "leaving everything but the piano to the expedition");
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Missionaries, Breakdown).unwrap());
    assert_eq!(b.team.cart.unwrap().repair_days, 1);
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Missionaries, Wrecked).unwrap());
    assert!(b.team.cart.is_none());
    let mut b = bench_with(o.clone(), Skill::Hunter);
    // 1D3: D6 4 -> 2 askari leave (picks 0, 0).
    b.run(&[4, 0, 0], |c| events::supercargo_event(c, SupercargoKind::Missionaries, AskariConverted).unwrap());
    assert_eq!(b.team.count(Role::Askari), 1);
    let mut b = bench_with(o, Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Missionaries, PianoScaresGame).unwrap());
    assert!(b.today.no_hunting);
}

// rule: EX-CARGO-31
// rule: EX-CARGO-33
// rule: EX-CARGO-34
// rule: EX-CARGO-35
// rule: EX-CARGO-36
// rule: EX-CARGO-37
// rule: EX-CARGO-32
#[test]
fn photographer_events() {
    use SupercargoEvent::*;
    let o = Outfit { bearers: 8, rations: 20, supercargoes: vec![SupercargoKind::Photographer], ..Outfit::default() };
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Photographer, GeologicalFeature).unwrap());
    assert!(b.today.move_as_lost);
    assert_eq!(b.today.photo_if_not_lost, Some(Photo::GeologicalFeature));
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Photographer, RareAnimal).unwrap());
    assert_eq!(b.today.photo_if_not_lost, Some(Photo::RareAnimal));
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Photographer, DevelopPlates).unwrap());
    assert!(b.today.no_move);
    // Flash powder: the bearers carrying supplies are men 4-7 (rations 20 on 2-3); pick the first.
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[0], |c| events::supercargo_event(c, SupercargoKind::Photographer, FlashPowder).unwrap());
    assert_eq!(b.gone(4), Some(Fate::Died));
    assert_eq!(b.team.stores.photo_supplies, 30);
    assert_eq!(b.team.photos.as_ref().unwrap().opportunities(), 8, "10 supplies lost: 2 opportunities");
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.run(&[], |c| events::supercargo_event(c, SupercargoKind::Photographer, FascinatingShot).unwrap());
    assert_eq!(b.today.lose_dice, 1);
    let mut b = bench_with(o, Skill::Hunter);
    b.run(&[2], |c| events::supercargo_event(c, SupercargoKind::Photographer, DevelopingSolution).unwrap());
    assert_eq!(b.team.fallen.len(), 1);
}

// rule: EX-OUTFIT-23
// rule: EX-OUTFIT-26
#[test]
fn who_may_go_afloat() {
    use congo_nile::nile::RuleError;
    let on_river = |o: Outfit| {
        let mut b = bench_with(o, Skill::Hunter);
        let c = b.map.cell_mut(Square::new(6, 0)).unwrap();
        c.river = vec![Direction::N];
        b
    };
    let b = on_river(Outfit { bearers: 2, rations: 40, canoes: 1, ..Outfit::default() });
    assert_eq!(movement::check_afloat(&b.map, &b.team, Direction::N), Ok(()));
    assert_eq!(
        movement::check_afloat(&b.map, &b.team, Direction::E),
        Err(RuleError::Illegal("no river leaves square (6,0) toward the east".into()))
    );
    // 300 per canoe, 15 per man aboard: 3 men (45) + 260 goods = 305.
    let b = on_river(Outfit { bearers: 2, rations: 260, canoes: 1, pack_animals: 0, ..Outfit::default() });
    assert_eq!(
        movement::check_afloat(&b.map, &b.team, Direction::N),
        Err(RuleError::Illegal("the canoes hold 300 portage points; goods and men need 305".into()))
    );
    // Canoes must be paddled by bearers: one fit bearer per canoe.
    let b = on_river(Outfit { bearers: 1, canoes: 2, ..Outfit::default() });
    assert_eq!(
        movement::check_afloat(&b.map, &b.team, Direction::N),
        Err(RuleError::Illegal("2 canoes need 2 fit bearers to paddle them, the party has 1".into()))
    );
    let b = on_river(Outfit { bearers: 2, pack_animals: 1, canoes: 1, ..Outfit::default() });
    assert!(movement::check_afloat(&b.map, &b.team, Direction::N).is_err(), "animals cannot embark");
    let b = on_river(Outfit { bearers: 2, ..Outfit::default() });
    assert_eq!(
        movement::check_afloat(&b.map, &b.team, Direction::N),
        Err(RuleError::Illegal("the party has no canoes".into()))
    );
}

// rule: EX-LOST-07
#[test]
fn no_lost_check_on_the_river() {
    let mut b = bench();
    b.today.afloat = true;
    let ev = b.run(&[], |c| {
        day::run_step(c, Step::Lost).unwrap();
    });
    assert!(!ev.iter().any(|e| matches!(e, Event::LostCheck { .. })));
}

// rule: EX-CARGO-08
// rule: EX-CARGO-20
// rule: EX-CARGO-31
#[test]
fn each_supercargo_rolls_an_extra_d6_in_the_event_phase() {
    let o = Outfit {
        bearers: 10,
        rations: 20,
        supercargoes: vec![
            SupercargoKind::Heroine,
            SupercargoKind::Missionaries,
            SupercargoKind::Photographer,
            SupercargoKind::Journalist,
        ],
        ..Outfit::default()
    };
    let mut b = bench_with(o, Skill::Hunter);
    // Heroine: 1, then her table 1 (sick: the Sickness Table's D10 1, 1D3 days unladen: D6 1).
    // Missionaries: 2 (nothing). Photographer: 1, table 2 (developing plates). The Journalist
    // has no table and rolls nothing.
    let ev = b.run(&[1, 1, 1, 1, 2, 1, 2], |c| {
        day::run_step(c, Step::Supercargo).unwrap();
    });
    let got: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Supercargo { who, event, .. } => Some((*who, *event)),
            _ => None,
        })
        .collect();
    assert_eq!(
        got,
        [
            (SupercargoKind::Heroine, SupercargoEvent::HeroineSick),
            (SupercargoKind::Photographer, SupercargoEvent::DevelopPlates)
        ]
    );
    assert!(b.today.no_move);
}

// rule: EX-CARGO-32
// rule: EX-CARGO-33
#[test]
fn the_photo_is_found_when_the_party_is_not_actually_lost() {
    let o = Outfit { bearers: 6, rations: 20, supercargoes: vec![SupercargoKind::Photographer], ..Outfit::default() };
    let mut b = bench_with(o.clone(), Skill::Hunter);
    b.today.move_as_lost = true;
    b.today.photo_if_not_lost = Some(Photo::RareAnimal);
    // The Lost Check's D6 6 (not lost in the jungle): the animal is photographed; the party still
    // moves as lost: template D6 3 (90 degrees left of north).
    let ev = b.run(&[6, 3], |c| {
        day::run_step(c, Step::Lost).unwrap();
        day::run_step(c, Step::LostOutcome).unwrap();
        day::run_step(c, Step::LostTemplate).unwrap();
    });
    assert!(ev.iter().any(|e| matches!(e, Event::Photo { photo: Photo::RareAnimal, .. })));
    assert_eq!(b.today.heading, Direction::W);
    assert_eq!(b.team.photos.as_ref().unwrap().photos, [Photo::RareAnimal]);
    // It scores 2 VP once the plates are home (issue 23: it was recorded and never scored).
    assert_eq!(b.team.race.photos.iter().map(|p| p.vp).collect::<Vec<_>>(), [2]);
    b.team.race.phase = congo_nile::nile::race::QuestPhase::Completed;
    let sheet = congo_nile::nile::race::score_sheet(&b.team);
    let photos = sheet.lines.iter().find(|l| l.item == congo_nile::nile::score::ScoreItem::Photographs);
    assert_eq!(photos.map(|l| (l.count, l.vp)), Some((1, 2)), "{sheet:?}");
    // Actually lost (D6 2): no photo.
    let mut b = bench_with(o, Skill::Hunter);
    b.today.move_as_lost = true;
    b.today.photo_if_not_lost = Some(Photo::GeologicalFeature);
    let ev = b.run(&[2, 4], |c| {
        day::run_step(c, Step::Lost).unwrap();
        day::run_step(c, Step::LostOutcome).unwrap();
        day::run_step(c, Step::LostTemplate).unwrap();
    });
    assert!(!ev.iter().any(|e| matches!(e, Event::Photo { .. })));
    assert!(b.team.race.photos.is_empty());
    assert_eq!(b.today.heading, Direction::E);
}
