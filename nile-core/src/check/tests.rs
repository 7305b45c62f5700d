//! Tests of the loaded game's consistency check ([`super`]).

use super::*;
use crate::decision::Decision;
use crate::map::Approach;
use crate::outfit::Outfit;
use crate::party::TeamId;
use crate::setup::{Setup, TeamSetup};

fn setup(seed: u64, teams: usize, days: u16) -> Setup {
    let outfit = Outfit { bearers: 10, askari: 3, rations: 80, trade_goods: 20, ..Outfit::default() };
    let teams = Approach::ALL
        .into_iter()
        .take(teams)
        .map(|approach| TeamSetup { name: alloc::format!("{approach:?}"), approach, outfit: outfit.clone() })
        .collect();
    let mut s = Setup::seeded(seed, teams);
    s.max_days = days;
    s
}

fn game() -> Game {
    Game::new(&setup(5, 2, 30)).unwrap()
}

#[test]
fn a_fresh_game_is_consistent() {
    let g = game();
    assert_eq!(g.check(), Ok(()));
    assert_eq!(g.verify(), Ok(()));
}

/// A purposeful player: toward the centre, then a known prize (or the centre's middle),
/// then home; the standing orders for every question; Lucky Breaks and the rest at random.
fn purposeful(g: &Game, t: TeamId, bot: &mut tabletop::Bot) -> Decision {
    let team = &g.teams[usize::from(t.0)];
    let legal = g.legal_decisions(t);
    match g.pending() {
        crate::Pending::Question { question, .. } => {
            crate::race::standing_answer(team, &question).unwrap_or_else(|| legal[0].clone())
        }
        crate::Pending::Plan { .. } => {
            let here = map::square_of(team.position);
            let target = match team.race.phase {
                crate::race::QuestPhase::Homeward => map::square_of(team.approach.start_point()),
                _ => g
                    .map
                    .quest
                    .sites
                    .iter()
                    .find(|s| team.race.revealed.contains(&s.prize) && !team.race.tried.contains(&s.prize))
                    .map_or(map::Square::new(5 + (g.day % 2) as i8, 5), |s| {
                        map::Square::new(s.column as i8 + 3, s.row as i8 + 3)
                    }),
            };
            let to = map::step_toward(here, target).unwrap_or(team.approach.inward());
            let want = |d: &&Decision| match d {
                Decision::Plan { heading, activity, afloat, .. } => {
                    u32::from(heading.angle_to(to)) * 4
                        + u32::from(*activity != crate::ActivityLevel::Normal) * 2
                        + u32::from(*afloat)
                }
                _ => u32::MAX,
            };
            legal.iter().min_by_key(want).cloned().unwrap_or_else(|| legal[0].clone())
        }
        _ => bot.choose(g, t).unwrap_or_else(|| legal[0].clone()),
    }
}

/// Every state the games reach (questions, fights, prizes, held turns, Lucky Break offers)
/// passes the check and survives a JSON round trip; the decisions replay to the last one.
#[test]
fn every_state_of_played_games_is_consistent() {
    let mut deepest = 0;
    for seed in 1..=6u64 {
        let mut s = crate::builtin::builtin_setup("four_teams", seed).unwrap();
        s.max_days = 60;
        let mut g = Game::new(&s).unwrap();
        let mut bot = tabletop::Bot::new(seed);
        let mut n = 0u32;
        while let Some(&t) = g.to_decide().first() {
            let d = if seed % 3 == 0 { bot.choose(&g, t).unwrap() } else { purposeful(&g, t, &mut bot) };
            g.apply(t, &d).unwrap();
            if let Err(e) = g.check() {
                panic!("seed {seed}, decision {n} ({d:?}): {e}\n{:?}", g.pending());
            }
            if n % 7 == 0 {
                let json = serde_json::to_string(&g).unwrap();
                let back: Game = serde_json::from_str(&json).unwrap();
                assert_eq!(back, g);
            }
            n += 1;
        }
        assert_eq!(g.verify(), Ok(()), "seed {seed}");
        deepest = deepest.max(g.teams.iter().filter(|t| t.race.phase != crate::race::QuestPhase::Journey).count());
    }
    assert!(deepest > 0, "some team reached the centre");
}

#[test]
fn each_inconsistency_has_its_typed_error() {
    let mut g = game();
    g.teams.pop();
    assert_eq!(g.check(), Err(StateError::Teams { found: 1, expected: 2 }));

    let mut g = game();
    g.teams.swap(0, 1);
    assert!(matches!(g.check(), Err(StateError::Team { team: 1, .. })));

    let mut g = game();
    let id = g.teams[0].men[0].id;
    g.teams[0].men[1].id = id;
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("twice")));

    let mut g = game();
    g.teams[1].men[2].id = ManId(60_000);
    assert!(matches!(g.check(), Err(StateError::Team { team: 1, reason }) if reason.contains("never issued")));

    // Canoes are never gained: 2^31 of them made the load and the rapids loop once per canoe.
    let mut g = game();
    g.teams[0].canoes = u32::MAX;
    assert!(
        matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("canoes are never gained"))
    );

    // Nor do stores or rounds near `u32::MAX`: the rules add to them with ordinary sums.
    let mut g = game();
    g.teams[1].stores.rations = u32::MAX;
    assert!(matches!(g.check(), Err(StateError::Team { team: 1, reason }) if reason.contains("rations")));
    let mut g = game();
    g.teams[0].men[0].musket_rounds = crate::check::MOST_OF_ANY_COUNT + 1;
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("musket rounds")));

    let mut g = game();
    g.teams[0].race.weed_doses_open = 10;
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, .. })));

    let mut g = game();
    let man = g.teams[0].men[0].id;
    g.teams[0].race.weed_fed.push((man, 7));
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, .. })));

    let mut g = game();
    g.teams[0].race.eaten.push(man);
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("still in the party")));

    let mut g = game();
    g.teams[1].position = tabletop::Point::default();
    assert!(matches!(g.check(), Err(StateError::Team { team: 1, reason }) if reason.contains("off the table")));

    let mut g = game();
    g.active = TeamId(2);
    assert!(matches!(g.check(), Err(StateError::Turn { .. })));

    let mut g = game();
    g.day = 31;
    assert!(matches!(g.check(), Err(StateError::Turn { .. })));

    let mut g = game();
    g.map.quest.free_moves.push(3);
    assert!(matches!(g.check(), Err(StateError::Turn { .. })));

    let mut g = game();
    g.over = true;
    assert!(matches!(g.check(), Err(StateError::Turn { .. })), "over while a plan is awaited");

    let mut g = game();
    alloc::sync::Arc::make_mut(&mut g.setup).max_days = 0;
    assert_eq!(g.check(), Err(StateError::Setup(SetupError::NoDays)));
    assert_eq!(g.check().unwrap_err().code(), ErrorCode::InvalidSetup);

    let mut g = game();
    g.teams[0].stores.rations -= 1;
    assert_eq!(g.check(), Ok(()));
    let e = g.verify().unwrap_err();
    assert!(matches!(e, StateError::Log { .. }), "{e}");
    assert_eq!(e.code(), ErrorCode::ReplayFailed);
}

#[test]
fn the_question_must_fit_the_team() {
    // A plan is awaited: no question may be put.
    let mut g = game();
    g.question = Some(Question::ShootRapids);
    assert!(matches!(g.check(), Err(StateError::Turn { .. })));
    g.step = Step::Event;
    assert_eq!(g.check(), Ok(()), "a Wilderness Encounter's question carries what it needs");
    // A race question needs its encounter waiting.
    g.question = Some(Question::MinesEscape { men: 2, treasure: 20, failed: 0 });
    assert!(matches!(g.check(), Err(StateError::Question { .. })));
    g.question = Some(Question::Trade { max_goods: 5 });
    assert!(matches!(g.check(), Err(StateError::Question { .. })));
    g.question = Some(Question::CombatOrder { units: alloc::vec![0] });
    assert!(matches!(g.check(), Err(StateError::Question { .. })));
    // Men named must be in the party.
    g.question = Some(Question::HeatCollapse { men: alloc::vec![ManId(999)] });
    assert!(matches!(g.check(), Err(StateError::Question { reason }) if reason.contains("man 999")));
    // A held turn only for a held team, at its start.
    g.question = Some(Question::HeldTurn { turns_left: 1, trapped: false, captive: false });
    assert!(matches!(g.check(), Err(StateError::Question { .. })));
    g.teams[0].race.held_turns = 1;
    g.step = Step::Supplies;
    g.today.held = true;
    assert_eq!(g.check(), Ok(()));
    g.question = Some(Question::HeldTurn { turns_left: 5, trapped: false, captive: false });
    assert!(matches!(g.check(), Err(StateError::Question { .. })), "the turns owed are the team's");
    // A Lucky Break needs breaks left and a die.
    let mut g = game();
    let before = alloc::boxed::Box::new(g.clone());
    let work = crate::game::Work::Step { step: Step::Supplies };
    g.luck =
        Some(alloc::boxed::Box::new(crate::game::LuckOffer { before, work, record: Vec::new(), picks: Vec::new() }));
    assert!(matches!(g.check(), Err(StateError::Question { .. })));
    assert!(!g.legal_decisions(TeamId(0)).contains(&Decision::Wait));
}

/// The first team, its Photographer with it, offered a photograph of friendly natives at the
/// encounter step: the state the offer leaves.
fn photo_offered() -> Game {
    let mut s = setup(5, 2, 30);
    s.teams[0].outfit.supercargoes = alloc::vec![crate::supercargo::SupercargoKind::Photographer];
    s.teams[0].outfit.bearers += 6;
    let mut g = Game::new(&s).unwrap();
    let subject = crate::score::PhotoSubject::FriendlyNatives;
    let opportunities = g.teams[0].photos.as_ref().unwrap().opportunities();
    g.teams[0].race.pending = Some(Pending::Photo { subject, ask_village: false });
    g.question = Some(Question::Photograph { subject, opportunities });
    g.step = Step::Event;
    g
}

#[test]
fn a_photograph_question_needs_the_photographer_and_his_camera() {
    let g = photo_offered();
    assert_eq!(g.check(), Ok(()));
    // The Photographer gone (dead, lost), his record still there: refused.
    let mut gone = g.clone();
    gone.teams[0]
        .men
        .retain(|m| m.role != crate::party::Role::Supercargo(crate::supercargo::SupercargoKind::Photographer));
    let e = gone.check().unwrap_err();
    assert!(matches!(&e, StateError::Team { team: 0, reason } if reason.contains("Photographer")), "{e}");
    assert_eq!(e.code(), ErrorCode::ReplayFailed);
    // No supplies left to develop the photo: refused too (no offer is made then).
    let mut dry = g.clone();
    dry.teams[0].stores.photo_supplies = 0;
    assert!(matches!(dry.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("Photographer")));
    // Nor through JSON.
    let json = serde_json::to_string(&gone).unwrap();
    assert!(serde_json::from_str::<Game>(&json).is_err());
}

/// The first team at the Elephants' Graveyard, asked how many tusks it takes (the visit waits).
fn at_the_graveyard() -> Game {
    let mut g = game();
    let party = crate::race::party_summary(&g.teams[0], crate::ActivityLevel::Normal);
    let mut v = crate::standing::prize::PrizeVisit::begin(
        &mut tabletop::DiceSource::seeded(3),
        crate::quest::Prize::ElephantsGraveyard,
        &party,
        0,
        40,
        crate::standing::prize::PrizeChoices::default(),
    )
    .unwrap();
    v.wait = Some(PrizeWait::Tusks { most: 4 });
    g.teams[0].race.pending = Some(Pending::AtPrize(alloc::boxed::Box::new(v)));
    g.question = Some(Question::Tusks { most: 4 });
    g.step = Step::Event;
    g
}

#[test]
fn a_prize_visits_report_is_checked_on_load() {
    let g = at_the_graveyard();
    assert_eq!(g.check(), Ok(()));
    let edited = |f: fn(&mut crate::standing::prize::PrizeReport)| {
        let mut g = g.clone();
        let Some(Pending::AtPrize(v)) = g.teams[0].race.pending.as_mut() else { unreachable!() };
        f(&mut v.report);
        g.check()
    };
    let refused = |r: Result<(), StateError>, what: &str| {
        assert!(matches!(&r, Err(StateError::Team { team: 0, reason }) if reason.contains(what)), "{what}: {r:?}");
    };
    // The men the visit would hire: no more than the dice give (u32::MAX looped the hiring).
    refused(edited(|r| r.city_bearers = 13), "city bearers");
    refused(edited(|r| r.city_bearers = u32::MAX), "city bearers");
    refused(edited(|r| r.extra_reliable_bearers = 7), "slaves");
    // Counts the visit's end adds to the party's with ordinary sums.
    refused(edited(|r| r.treasure_pp = u32::MAX), "treasure");
    refused(edited(|r| r.tusks = MOST_OF_ANY_COUNT + 1), "tusks");
    refused(edited(|r| r.weed_pp = u32::MAX), "weed");
    refused(edited(|r| r.turns_spent = u32::MAX), "turns spent");
    assert_eq!(edited(|r| r.city_bearers = 12), Ok(()), "the dice's most is possible");
    // And the race's own counts those sums go into.
    let mut g = g.clone();
    g.teams[0].race.tusks = u32::MAX;
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("tusks")));
    g.teams[0].race.tusks = 0;
    g.teams[0].race.journalist_vp = i32::MIN;
    assert!(matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("stories")));
}
