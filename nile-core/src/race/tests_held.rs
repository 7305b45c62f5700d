//! Time at a prize is a turn of the race: a held team eats, stays and makes its escape attempts
//! from the mines one turn at a time, while the other teams go on. Also what a team may do
//! before its plan: a scenic picture.

use super::*;
use crate::decision::{Decision, Question};
use crate::event::Event;
use crate::map::Approach;
use crate::outfit::Outfit;
use crate::party::TeamId;
use crate::setup::{Setup, TeamSetup};
use crate::standing::prize::{PrizeChoices, PrizeVisit, PrizeWait};
use crate::{Game, Pending as GamePending};
use tabletop::RulesGame;

fn game(seed: u64) -> Game {
    let outfit = Outfit { bearers: 12, askari: 2, rations: 100, ..Outfit::default() };
    let teams = [Approach::South, Approach::West]
        .iter()
        .map(|a| TeamSetup { name: "t".into(), approach: *a, outfit: outfit.clone() })
        .collect();
    let mut setup = Setup::seeded(seed, teams);
    setup.approach_terrain = Some(crate::builtin::BUILTIN_TERRAIN);
    Game::new(&setup).unwrap()
}

/// One decision by whoever is to decide: the standing orders, else the first legal decision
/// (a plan, keep the roll). Returns the team and the events.
fn play_one(g: &mut Game) -> (TeamId, Vec<Event>) {
    let team = g.to_decide()[0];
    let legal = g.legal_decisions(team);
    let d = match g.pending() {
        GamePending::Question { question, .. } => {
            standing_answer(&g.teams[usize::from(team.0)], &question).unwrap_or_else(|| legal[0].clone())
        }
        _ => legal.iter().find(|d| **d == Decision::KeepRoll).unwrap_or(&legal[0]).clone(),
    };
    (team, g.apply(team, &d).unwrap())
}

fn held_events(events: &[Event], team: TeamId) -> Vec<(u32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Race { team: t, event } if *t == team => match **event {
                RaceEvent::Held { turns_left, trapped } => Some((turns_left, trapped)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The team's meals, event checks, Lost Checks and plans.
fn journey_events(events: &[Event], team: TeamId) -> [usize; 4] {
    let mut n = [0; 4];
    for e in events {
        match e {
            Event::Rations { team: t, .. } if *t == team => n[0] += 1,
            Event::EventCheck { team: t, .. } if *t == team => n[1] += 1,
            Event::LostCheck { team: t, .. } if *t == team => n[2] += 1,
            Event::Planned { team: t, .. } if *t == team => n[3] += 1,
            _ => {}
        }
    }
    n
}

#[test]
fn a_held_team_eats_and_stays_while_the_race_goes_on() {
    let mut g = game(11);
    let held = TeamId(1);
    g.teams[1].race.held_turns = 2;
    let (position, rations) = (g.teams[1].position, g.teams[1].stores.rations);
    let men = g.teams[1].men.len() as u32;
    let mut events = Vec::new();
    while g.day() < 3 {
        // The held team is never asked for a plan: only whether to let its held turn pass (it
        // may use the weed or leave things first), and a Lucky Break on its meal's dice.
        let lucky = matches!(g.pending(), GamePending::LuckyBreak { .. });
        let wait = matches!(g.pending(), GamePending::Question { question: Question::HeldTurn { .. }, .. });
        let (team, mut ev) = play_one(&mut g);
        assert!(team != held || lucky || wait, "{:?}", g.pending());
        events.append(&mut ev);
    }
    // Its two turns (days 1 and 2) were held turns: a meal each, no event check, no move, no
    // native check, no hunt.
    assert_eq!(held_events(&events, held), [(1, false), (0, false)]);
    assert_eq!(journey_events(&events, held), [2, 0, 0, 0]);
    assert_eq!(g.teams[1].stores.rations, rations - 2 * men);
    assert_eq!(g.teams[1].position, position);
    assert!(journey_events(&events, TeamId(0))[3] >= 2, "the other team went on");
    // Day 3: its own turn again, with a plan.
    while g.to_decide() != [held] {
        play_one(&mut g);
    }
    assert!(matches!(g.pending(), GamePending::Plan { team, .. } if team == held));
}

// rule: EX-QUEST-10
// rule: EX-QUEST-11
#[test]
fn each_escape_attempt_from_the_mines_is_a_turn_of_its_own() {
    let mut most = 0;
    for seed in 0..6 {
        let mut g = game(seed);
        let trapped = TeamId(1);
        let party = party_summary(&g.teams[1], crate::ActivityLevel::Normal);
        let mut v = PrizeVisit::begin(
            &mut tabletop::DiceSource::seeded(seed),
            crate::quest::Prize::KingSolomonsMines,
            &party,
            0,
            0,
            PrizeChoices::default(),
        )
        .unwrap();
        v.wait = Some(PrizeWait::Escape { carriers: 2, treasure: 20, failed: 0 });
        g.teams[1].race.pending = Some(Pending::AtPrize(alloc::boxed::Box::new(v)));
        g.teams[1].race.phase = QuestPhase::Questing;
        let mut attempts_by_day = Vec::new();
        while trapped_in_mines(&g.teams[1]) && g.day() < 40 {
            let day = g.day();
            let asked = matches!(g.pending(), GamePending::Question { team, question: Question::MinesEscape { .. } } if team == trapped);
            let (_, events) = play_one(&mut g);
            // Trapped between its turns (asked nothing until its next held turn), the party's
            // game still saves and loads (a fuzzed race found it refused).
            let text = serde_json::to_string(&g).unwrap();
            let back: Game = serde_json::from_str(&text).unwrap_or_else(|e| panic!("seed {seed}, day {day}: {e}"));
            assert_eq!(back, g);
            if !asked {
                continue;
            }
            // The team was asked this turn's escape attempt; its answer (all 20 Portage Points:
            // 10 + D20, 15 or less escapes) was one attempt, and its turn is over.
            assert!(
                !matches!(g.pending(), GamePending::Question { team, question: Question::MinesEscape { .. } } if team == trapped)
            );
            attempts_by_day.push(day);
            let out = events.iter().any(|e| {
                matches!(e, Event::Race { team, event } if *team == trapped && matches!(**event, RaceEvent::PrizeReached { .. }))
            });
            assert_eq!(out, !trapped_in_mines(&g.teams[1]));
        }
        assert!(!attempts_by_day.is_empty());
        most = most.max(attempts_by_day.len());
        // One attempt a day, on consecutive days.
        for (i, day) in attempts_by_day.iter().enumerate() {
            assert_eq!(*day, attempts_by_day[0] + i as u16, "seed {seed}: {attempts_by_day:?}");
        }
    }
    assert!(most >= 2, "some party failed an attempt and tried again the next day");
}

// rule: EX-QUEST-20
// rule: EX-QUEST-21
#[test]
fn the_lost_citys_stays_are_held_turns() {
    use crate::quest::{Prize, PrizeSite};
    let site = PrizeSite { prize: Prize::LostCityOfTheAmazons, column: 2, row: 2 };
    let gate = |script: Vec<u32>| {
        let mut g = super::tests::game(1);
        g.dice = tabletop::DiceSource::scripted(script);
        let rations = g.teams[0].stores.rations;
        super::tests::with_ctx(&mut g, |c| {
            let choices = PrizeChoices { help_villagers: false, enter_gates: true };
            take_prize(c, site, choices).unwrap();
            assert_eq!(c.r.source().remaining_script(), Some(0));
        });
        // The stay costs no food now: the party eats on each held turn.
        assert_eq!(g.teams[0].stores.rations, rations);
        g.teams[0].race.held_turns
    };
    // 4: admitted, it must stay 1 turn.
    assert_eq!(gate(alloc::vec![4]), 1);
    // 5: honoured guests for 1D6 (3) turns; 5D10 treasure, 2D6 city bearers.
    assert_eq!(gate(alloc::vec![5, 3, 1, 1, 1, 1, 1, 1, 1]), 3);
    // 3: turned away at the gates: no turn held.
    assert_eq!(gate(alloc::vec![3]), 0);
}

// rule: EX-PHOTO-04
// rule: EX-PHOTO-05
// rule: EX-PHOTO-06
#[test]
fn the_player_directs_a_scenic_picture_before_its_plan_once_a_turn() {
    let outfit = Outfit {
        bearers: 16,
        rations: 100,
        supercargoes: alloc::vec![crate::supercargo::SupercargoKind::Photographer],
        ..Outfit::default()
    };
    let team = TeamSetup { name: "t".into(), approach: Approach::South, outfit };
    let mut g = Game::new(&Setup::seeded(3, alloc::vec![team])).unwrap();
    let t = TeamId(0);
    assert!(matches!(g.pending(), GamePending::Plan { .. }));
    assert!(g.legal_decisions(t).contains(&Decision::ScenicPhoto));
    let before = g.teams[0].photos.as_ref().unwrap().opportunities();
    // A 5: a spectacular shot, 4 v.p.
    g.dice = tabletop::DiceSource::scripted([5]);
    let events = g.apply(t, &Decision::ScenicPhoto).unwrap();
    let photo = crate::score::Photo { subject: crate::score::PhotoSubject::Scenic, roll: Some(5), vp: 4 };
    assert!(matches!(&events[..], [Event::Race { event, .. }] if **event == RaceEvent::Photographed { photo }));
    assert_eq!(g.teams[0].race.photos, [photo]);
    assert_eq!(g.teams[0].photos.as_ref().unwrap().opportunities(), before - 1);
    // One a turn: no second one today (refused, nothing changes); the plan is still awaited.
    assert!(!g.legal_decisions(t).contains(&Decision::ScenicPhoto));
    let kept = g.clone();
    assert!(g.apply(t, &Decision::ScenicPhoto).is_err());
    assert_eq!(g, kept);
    assert!(matches!(g.pending(), GamePending::Plan { .. }));
    // The next day, another (a 1: nondescript, 0 v.p.; a 3: exceptional, 1 v.p.).
    g.day += 1;
    g.dice = tabletop::DiceSource::scripted([3]);
    g.apply(t, &Decision::ScenicPhoto).unwrap();
    assert_eq!(g.teams[0].race.photos[1].vp, 1);
    // Without the Photographer there is no such decision.
    let plain = game(1);
    assert!(!plain.legal_decisions(TeamId(0)).contains(&Decision::ScenicPhoto));
    assert!(plain.clone().apply(TeamId(0), &Decision::ScenicPhoto).is_err());
}
