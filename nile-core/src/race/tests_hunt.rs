//! The hunting party's make-up and its 4D6" in the team's direction, the hasty defence as the
//! team's choice, and the graveyard's tusks as the team's choice.

use super::*;
use crate::Game;
use crate::ctx::Ctx;
use crate::decision::{Decision, Question};
use crate::event::Event;
use crate::hunting::{HuntJoin, HuntingGround, HuntingPartySize};
use crate::map::{Direction, Square, Terrain, square_centre, square_of};
use crate::natives::{EncounterCheck, NativeKind, NativeTotals, Posture, Tribe, TribeSize};
use crate::outfit::Outfit;
use crate::party::Role;
use crate::standing::hunt::HuntReport;
use crate::standing::meeting::NativesMet;
use tabletop::DiceSource;

use super::tests::with_ctx;
use super::tests_choices::game;

/// Answer the question put, checking the answer is among the legal ones.
fn reply(c: &mut Ctx<'_, '_>, d: Decision) -> Question {
    let q = c.question.take().expect("a question");
    assert!(answers(c.team, &q).contains(&d), "{d:?} is not an answer to {q:?}");
    answer(c, &q, &d).unwrap();
    q
}

fn hunted(c: &Ctx<'_, '_>) -> HuntReport {
    c.ev.iter()
        .find_map(|e| match e {
            Event::Race { event, .. } => match &**event {
                RaceEvent::Hunted { report } => Some(report.clone()),
                _ => None,
            },
            _ => None,
        })
        .expect("a hunt report")
}

/// The team on the known swamp row of the southern approach, in the middle of square (5, 0).
fn on_the_swamp_row(c: &mut Ctx<'_, '_>) {
    c.team.position = square_centre(Square::new(5, 0));
}

fn armed_outfit() -> Outfit {
    let explorer = crate::outfit::ExplorerKit {
        rifle: Some(crate::outfit::Rifle::Regular),
        rifle_rounds: 10,
        ..crate::outfit::ExplorerKit::default()
    };
    Outfit { bearers: 10, askari: 2, rations: 20, regular_ammo_boxes: 2, explorer, ..Outfit::default() }
}

// rule: EX-HUNT-02
#[test]
fn the_hunting_party_hunts_the_ground_where_its_4d6_in_the_chosen_direction_take_it() {
    // 4D6 = 12"; the results die 5; ammunition 1D6 = 4.
    let mut g = game(armed_outfit(), DiceSource::scripted([3, 3, 3, 3, 5, 4]));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        // The square to the east is Veldt: 12" east of the middle of (5, 0) is in (6, 0).
        c.map.cell_mut(Square::new(6, 0)).unwrap().terrain = Some(Terrain::Veldt);
        hunt(c).unwrap();
        let explorer = c.team.men[0].id;
        reply(c, Decision::SendHunters { hunter: Some(explorer) });
        reply(c, Decision::JoinHunt { join: HuntJoin::SetOff });
        assert_eq!(*c.question, Some(Question::HuntDirection { distance: 12 }));
        assert_eq!(answers(c.team, c.question.as_ref().unwrap()).len(), 8, "the eight directions");
        reply(c, Decision::HuntHeading { heading: Direction::E });
        let r = hunted(c);
        // Veldt 5 = 10 units of food (the swamp's 5 would give 5).
        assert_eq!((r.went_out, r.heading, r.ground, r.food), (12, Some(Direction::E), HuntingGround::Veldt, 10));
        assert_eq!(c.team.stores.rations, 30);
        assert!(c.question.is_none());
    });
    // The same dice to the west: the swamp.
    let mut g = game(armed_outfit(), DiceSource::scripted([3, 3, 3, 3, 5, 4]));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        c.map.cell_mut(Square::new(6, 0)).unwrap().terrain = Some(Terrain::Veldt);
        hunt(c).unwrap();
        for d in
            [Decision::SendHunters { hunter: Some(c.team.men[0].id) }, Decision::JoinHunt { join: HuntJoin::SetOff }]
        {
            reply(c, d);
        }
        reply(c, Decision::HuntHeading { heading: Direction::W });
        let r = hunted(c);
        assert_eq!((r.ground, r.food), (HuntingGround::Swamp, 5));
    });
}

// rule: EX-HUNT-02
#[test]
fn the_hunting_party_stops_at_the_table_edge() {
    // 4D6 = 24" south from 6" inside the southern edge; results 3 (swamp: 2 food), ammo 1.
    let mut g = game(armed_outfit(), DiceSource::scripted([6, 6, 6, 6, 3, 1]));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        hunt(c).unwrap();
        let explorer = c.team.men[0].id;
        reply(c, Decision::SendHunters { hunter: Some(explorer) });
        reply(c, Decision::JoinHunt { join: HuntJoin::SetOff });
        let start = c.team.position;
        let end = hunting_ground_point_for_test(c, Direction::S, 24);
        assert_eq!(square_of(end), Square::new(5, 0), "it stays on the table");
        assert!(start.y.units() - end.y.units() < tabletop::Length::inches(6).units() + 1);
        reply(c, Decision::HuntHeading { heading: Direction::S });
        assert_eq!(hunted(c).ground, HuntingGround::Swamp);
    });
}

fn hunting_ground_point_for_test(c: &mut Ctx<'_, '_>, heading: Direction, inches: u32) -> tabletop::Point {
    // The walk along a known row rolls no dice.
    super::hunting::hunting_ground_point(c, heading, inches).unwrap()
}

// rule: EX-HUNT-02
#[test]
fn the_hunting_party_explores_an_unknown_square_it_enters() {
    let mut g = game(armed_outfit(), DiceSource::seeded(11));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        let north = Square::new(5, 1);
        assert!(c.map.terrain(north).is_none());
        let end = super::hunting::hunting_ground_point(c, Direction::N, 12).unwrap();
        assert_eq!(square_of(end), north);
        assert!(c.map.terrain(north).is_some(), "explored");
        assert!(c.map.cell(north).unwrap().seen(0));
        assert!(c.ev.iter().any(|e| matches!(e, Event::Explored { found, .. } if found.square == north)));
    });
}

// rule: EX-HUNT-01
// rule: EX-HENC-09
#[test]
fn more_hunters_porters_and_gun_bearers_may_join_the_hunting_party() {
    // 4D6 = 4"; results 6, multiplier 1 (an encounter; 10 food, ammo 1D6 = 2); 2D6 = 4 + 5: the
    // stampede; one D6 for each of the six men: the last (the gun bearer) is killed.
    let dice = [1, 1, 1, 1, 6, 1, 2, 4, 5, 1, 2, 1, 2, 1, 6];
    let mut g = game(armed_outfit(), DiceSource::scripted(dice));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        c.map.cell_mut(Square::new(5, 0)).unwrap().terrain = Some(Terrain::Veldt);
        hunt(c).unwrap();
        let explorer = c.team.men[0].id;
        let askari: Vec<_> = c.team.men.iter().filter(|m| m.role == Role::Askari).map(|m| m.id).collect();
        reply(c, Decision::SendHunters { hunter: Some(explorer) });
        let q = c.question.clone().unwrap();
        assert_eq!(
            q,
            Question::HuntingParty {
                party: HuntingPartySize { hunters: 1, porters: 2, gun_bearers: 0 },
                hunters: askari.clone(),
                spare_porters: 8
            }
        );
        assert_eq!(answers(c.team, &q).len(), 1 + 2 + 2, "set off, two askari, a porter or a gun bearer");
        reply(c, Decision::JoinHunt { join: HuntJoin::Hunter { man: askari[0] } });
        reply(c, Decision::JoinHunt { join: HuntJoin::Porter });
        reply(c, Decision::JoinHunt { join: HuntJoin::GunBearer });
        let q = c.question.clone().unwrap();
        assert_eq!(
            q,
            Question::HuntingParty {
                party: HuntingPartySize { hunters: 2, porters: 3, gun_bearers: 1 },
                hunters: alloc::vec![askari[1]],
                spare_porters: 6
            }
        );
        // A hunter joins once.
        assert!(!answers(c.team, &q).contains(&Decision::JoinHunt { join: HuntJoin::Hunter { man: askari[0] } }));
        let bearers = c.team.men.iter().filter(|m| m.role == Role::Bearer).count();
        reply(c, Decision::JoinHunt { join: HuntJoin::SetOff });
        reply(c, Decision::HuntHeading { heading: Direction::N });
        let r = hunted(c);
        assert_eq!(r.fates, [(5, crate::standing::hunt::MemberFate::Killed)]);
        assert_eq!(r.food, 0, "a stampede gives no food");
        assert_eq!(c.team.men.iter().filter(|m| m.role == Role::Bearer).count(), bearers - 1);
        // The hunt's rounds are the leader's: 2 of the explorer's.
        assert_eq!(r.ammo_used[0], 2);
    });
}

// rule: EX-HUNT-01
#[test]
fn a_hunting_party_takes_everyone_it_can_then_sets_off_by_itself() {
    // An askari leads; the explorer (no rifle) cannot hunt; two bearers only: nobody more can
    // join, so the 4D6 are rolled at once.
    let outfit = Outfit { bearers: 2, askari: 1, rations: 20, ..Outfit::default() };
    let mut g = game(outfit, DiceSource::scripted([1, 2, 3, 4]));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        hunt(c).unwrap();
        let askari = c.team.men.iter().find(|m| m.role == Role::Askari).unwrap().id;
        reply(c, Decision::SendHunters { hunter: Some(askari) });
        assert_eq!(*c.question, Some(Question::HuntDirection { distance: 10 }));
    });
}

fn met(warriors: u32) -> NativesMet {
    NativesMet {
        check: EncounterCheck { roll: 1, total: 1, encountered: true },
        type_roll: 1,
        tribe: Tribe { kind: NativeKind::Generic, size: TribeSize::Small, warriors },
        totals: NativeTotals { against_friendly: 2, against_force: 40 },
    }
}

fn covered(c: &Ctx<'_, '_>) -> Vec<bool> {
    let Some(Pending::NativeFight(f)) = &c.team.race.pending else { panic!("a fight") };
    f.fight.party().iter().flat_map(|u| u.figures.iter().map(|f| f.covered)).collect()
}

// rule: EX-ATTITUDE-11
#[test]
fn the_hasty_defence_is_the_teams_choice() {
    let outfit = armed_outfit();
    for raise in [true, false] {
        let mut g = game(outfit.clone(), DiceSource::seeded(3));
        with_ctx(&mut g, |c| {
            on_the_swamp_row(c);
            // Defensive: (1D10 + 3 armed men) x 1 against 40: hostile whatever the die.
            meet::meet_with(c, met(20), Posture::Defensive).unwrap();
            let q = c.question.clone().expect("the hasty defence question");
            assert_eq!(q, Question::HastyDefence { tribe: met(20).tribe });
            assert_eq!(answers(c.team, &q), [Decision::Choose { yes: true }, Decision::Choose { yes: false }]);
            reply(c, Decision::Choose { yes: raise });
            let cov = covered(c);
            // The explorer and both askari, then 1D6 others; or nobody.
            assert_eq!(cov[..3], [raise; 3], "raise {raise}");
            if !raise {
                assert!(cov.iter().all(|c| !c));
            } else {
                assert!(cov.iter().filter(|c| **c).count() > 3);
            }
        });
    }
}

// rule: EX-ATTITUDE-11
// rule: EX-ATTITUDE-13
#[test]
fn only_a_defensive_posture_asks_for_the_hasty_defence() {
    let outfit = armed_outfit();
    let mut g = game(outfit, DiceSource::seeded(3));
    with_ctx(&mut g, |c| {
        on_the_swamp_row(c);
        // Forceful: 9 + 1D10 against 40: hostile; the free move, no question of a defence.
        meet::meet_with(c, met(20), Posture::Forceful).unwrap();
        assert_eq!(*c.question, Some(Question::FreeMove { tribe: met(20).tribe }));
        reply(c, Decision::Choose { yes: true });
        assert!(covered(c).iter().all(|c| !c));
    });
}

fn native_fight<'a>(c: &'a Ctx<'_, '_>) -> &'a crate::combat::NativeCombat {
    let Some(Pending::NativeFight(f)) = &c.team.race.pending else { panic!("a fight") };
    &f.fight
}

// rule: EX-ATTITUDE-12
#[test]
fn the_free_move_is_the_teams_choice() {
    let outfit = armed_outfit();
    for take in [true, false] {
        let mut g = game(outfit.clone(), DiceSource::seeded(3));
        with_ctx(&mut g, |c| {
            on_the_swamp_row(c);
            // Forceful: 9 + 1D10 against 40: hostile whatever the die; "the mission party may
            // move all of its units": the team is asked.
            meet::meet_with(c, met(20), Posture::Forceful).unwrap();
            let q = c.question.clone().expect("the free move question");
            assert_eq!(q, Question::FreeMove { tribe: met(20).tribe });
            assert_eq!(answers(c.team, &q), [Decision::Choose { yes: true }, Decision::Choose { yes: false }]);
            assert_eq!(crate::race::standing_answer(c.team, &q), Some(Decision::Choose { yes: true }));
            reply(c, Decision::Choose { yes: take });
            let next = c.question.clone().expect("a fight's order");
            let f = native_fight(c);
            assert_eq!(f.in_free_move(), take, "take {take}");
            if take {
                // Before any card: every unit may move or hold, and nothing else.
                assert_eq!(next, Question::CombatOrder { units: (0..f.party().len()).collect() });
                assert!(f.log().iter().all(|e| !matches!(e, crate::combat::CombatEvent::CardDrawn { .. })));
                let orders = answers(c.team, &next);
                assert!(!orders.is_empty());
                assert!(orders.iter().all(|d| matches!(
                    d,
                    Decision::CombatOrder {
                        order: crate::combat::CombatOrder::Move { .. } | crate::combat::CombatOrder::Hold { .. }
                    }
                )));
            } else {
                // Combat occurs normally: the cards are drawn at once.
                assert!(f.log().iter().any(|e| matches!(e, crate::combat::CombatEvent::CardDrawn { .. })));
            }
        });
    }
}

// rule: EX-QUEST-14
#[test]
fn the_team_chooses_how_many_tusks_to_take() {
    let outfit = Outfit { bearers: 10, rations: 20, ..Outfit::default() };
    // The toxic water: 1D6 = 2, nobody sick.
    let mut g = game(outfit, DiceSource::scripted([2]));
    with_ctx(&mut g, |c| {
        c.team.race.phase = QuestPhase::Questing;
        let free = c.team.room_for(crate::supplies::Item::Treasure);
        let site = crate::quest::PrizeSite { prize: crate::quest::Prize::ElephantsGraveyard, column: 0, row: 0 };
        take_prize(c, site, crate::standing::prize::PrizeChoices::default()).unwrap();
        let most = free / crate::quest::graveyard::TUSK_PORTAGE;
        assert!(most >= 3);
        let q = c.question.clone().expect("the tusks question");
        assert_eq!(q, Question::Tusks { most });
        assert_eq!(answers(c.team, &q).len() as u32, most + 1, "0 to the most the party can carry");
        assert!(!answers(c.team, &q).contains(&Decision::TakeTusks { count: most + 1 }));
        let treasure = c.team.stores.treasure;
        reply(c, Decision::TakeTusks { count: 2 });
        assert_eq!(c.team.race.tusks, 2);
        assert_eq!(c.team.stores.treasure, treasure + 20);
        assert_eq!(c.team.race.phase, QuestPhase::Homeward);
    });
}

// rule: EX-QUEST-14
#[test]
fn no_tusks_taken_is_no_prize() {
    let outfit = Outfit { bearers: 10, rations: 20, ..Outfit::default() };
    let mut g = game(outfit, DiceSource::scripted([2]));
    with_ctx(&mut g, |c| {
        c.team.race.phase = QuestPhase::Questing;
        let site = crate::quest::PrizeSite { prize: crate::quest::Prize::ElephantsGraveyard, column: 0, row: 0 };
        take_prize(c, site, crate::standing::prize::PrizeChoices::default()).unwrap();
        reply(c, Decision::TakeTusks { count: 0 });
        assert_eq!(c.team.race.tusks, 0);
        assert_eq!(c.team.race.phase, QuestPhase::Questing);
        assert!(c.team.race.tried.contains(&crate::quest::Prize::ElephantsGraveyard));
    });
}

fn photographer_game(dice: DiceSource) -> Game {
    let outfit = Outfit {
        bearers: 10,
        rations: 20,
        supercargoes: alloc::vec![crate::supercargo::SupercargoKind::Photographer],
        ..Outfit::default()
    };
    game(outfit, dice)
}

// rule: EX-CARGO-30
#[test]
fn each_photo_the_player_directs_is_developed_in_the_field_with_four_portage_points_of_supplies() {
    // A scenic picture (1D6 = 5: spectacular) uses 4 of the 40 Portage Points of supplies.
    let mut g = photographer_game(DiceSource::scripted([5, 3]));
    assert_eq!(g.teams[0].stores.photo_supplies, 40);
    scenic_photo(&mut g).unwrap();
    assert_eq!(g.teams[0].stores.photo_supplies, 36);
    assert_eq!(g.teams[0].race.photos[0].vp, 4);
    // A photograph of friendly natives (1D6 = 3) uses 4 more.
    with_ctx(&mut g, |c| {
        assert!(meet::offer_photo(c, crate::score::PhotoSubject::FriendlyNatives, false));
        reply(c, Decision::Choose { yes: true });
        assert_eq!(c.team.stores.photo_supplies, 32);
        assert_eq!(c.team.race.photos.len(), 2);
    });
}

// rule: EX-CARGO-30
#[test]
fn no_photo_without_the_supplies_to_develop_it() {
    let mut g = photographer_game(DiceSource::scripted([5]));
    // Three Portage Points left: opportunities remain (3 lost is less than one opportunity), but
    // no photo can be developed.
    g.teams[0].stores.photo_supplies = 3;
    assert!(g.teams[0].photos.as_ref().unwrap().opportunities() > 0);
    assert!(!scenic_ready(&g.teams[0], g.day));
    assert!(scenic_photo(&mut g).is_err());
    with_ctx(&mut g, |c| {
        assert!(!meet::offer_photo(c, crate::score::PhotoSubject::FriendlyNatives, false));
        assert!(c.question.is_none());
    });
    assert_eq!(g.teams[0].stores.photo_supplies, 3);
}

// rule: EX-OUTFIT-20
#[test]
fn an_explorer_whose_rifle_is_dry_hunts_with_his_side_arm() {
    let mut g = game(armed_outfit(), DiceSource::scripted([]));
    with_ctx(&mut g, |c| {
        let explorer = c.team.men[0].id;
        (c.team.kit.rifle_rounds, c.team.stores.regular_ammo) = (0, 0);
        assert!(!crate::race::hunting::hunters(c).contains(&explorer), "no round for any gun");
        (c.team.kit.pistol, c.team.kit.pistol_rounds) = (true, 10);
        assert!(crate::race::hunting::hunters(c).contains(&explorer), "the side arm's rounds");
    });
}
