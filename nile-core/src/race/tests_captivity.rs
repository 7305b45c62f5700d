//! The Lost City's god-like captivity played turn by turn through the Game (a roll on each
//! held turn, the treasure grabbed on the way out as a question), and what a held team may do
//! before its held turn passes (the weed, leaving things behind).

use super::*;
use crate::day::Step;
use crate::decision::{Decision, Leave, Question};
use crate::event::Event;
use crate::health::Condition;
use crate::party::TeamId;
use crate::quest::Prize;
use crate::quest::amazons::Captivity;
use crate::standing::prize::{PrizeChoices, PrizeStep, PrizeVisit, PrizeWait};
use crate::{Game, Pending as GamePending};
use tabletop::{DiceSource, RulesGame};

const T: TeamId = TeamId(0);

/// A one-team game whose party was just thrown into the temple (the gate's 6): its next turn
/// is a held turn, begun as the game begins one (`Game::end_turn`).
fn captive_game() -> Game {
    let mut g = super::tests::game(4);
    let party = party_summary(&g.teams[0], crate::ActivityLevel::Normal);
    let no_help = PrizeChoices { help_villagers: false, enter_gates: true };
    let v =
        PrizeVisit::begin(&mut DiceSource::scripted([6]), Prize::LostCityOfTheAmazons, &party, 0, 0, no_help).unwrap();
    assert_eq!(v.wait, Some(PrizeWait::Captivity { turns_held: 0 }));
    g.teams[0].race.pending = Some(Pending::AtPrize(alloc::boxed::Box::new(v)));
    g.teams[0].race.phase = QuestPhase::Questing;
    // No Lucky Breaks: the captivity's D6 would be offered to one (EX-LUCK-02).
    g.teams[0].lucky_breaks = 0;
    begin_held_turn(&mut g);
    g
}

fn begin_held_turn(g: &mut Game) {
    assert!(is_held(&g.teams[0]));
    g.question = Some(held_question(&g.teams[0]));
    g.step = Step::Supplies;
    g.today = crate::day::DayState { held: true, ..Default::default() };
}

fn asked(g: &Game) -> Option<Question> {
    match g.pending() {
        GamePending::Question { team, question } if team == T => Some(question),
        _ => None,
    }
}

fn captivity_events(events: &[Event]) -> Vec<(u8, u32, Captivity)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Race { event, .. } => match **event {
                RaceEvent::TempleCaptivity { roll, total, result } => Some((roll, total, result)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

// rule: EX-QUEST-22
#[test]
fn the_temple_captivity_is_rolled_turn_by_turn() {
    let mut g = captive_game();
    let day = g.day();
    let rations = g.teams[0].stores.rations;
    let men = g.teams[0].men.len() as u32;
    let open = Question::HeldTurn { turns_left: 0, trapped: false, captive: true };
    // Day after day: 1 + 0 = 1 held; 4 + 1 = 5 held; 5 + 2 = 7: escapes with proof.
    g.dice = DiceSource::scripted([1, 4, 5]);
    let mut rolls = Vec::new();
    for (i, want) in
        [(1, 1, Captivity::Held), (4, 5, Captivity::Held), (5, 7, Captivity::EscapesWithProof)].into_iter().enumerate()
    {
        assert_eq!(asked(&g), Some(open.clone()), "held turn {i}");
        assert!(!g.legal_decisions(T).iter().any(|d| matches!(d, Decision::Plan { .. })), "no plan while held");
        let events = g.apply(T, &Decision::Wait).unwrap();
        rolls.extend(captivity_events(&events));
        assert_eq!(rolls.last(), Some(&want));
        // One roll a turn: the turn is over, with the day's meal eaten.
        assert!(events.iter().any(|e| matches!(e, Event::Rations { .. })));
        assert_eq!(g.day(), day + i as u16 + 1);
    }
    assert_eq!(g.teams[0].stores.rations, rations - 3 * men, "three held turns, three meals");
    // Out: proof of the city, hunted to the divide; the next turn is a journey's turn again.
    let t = &g.teams[0];
    assert!(t.race.lost_city_evidence && t.race.hunted_by_amazons && !is_held(t));
    assert_eq!(t.race.phase, QuestPhase::Homeward);
    assert!(matches!(g.pending(), GamePending::Plan { team: T, .. }));
    assert_eq!(g.dice.remaining_script(), Some(0));
}

// rule: EX-QUEST-22
#[test]
fn escaping_with_the_slaves_the_party_chooses_the_treasure_it_grabs() {
    let mut g = captive_game();
    let reliable = g.teams[0].count(crate::party::Role::ReliableBearer);
    let treasure = g.teams[0].stores.treasure;
    // 1 + 0 held; 4 + 1 held; 6 + 2 = 8: escapes with 1D6 (3) slaves and up to 4D6 (24) treasure.
    g.dice = DiceSource::scripted([1, 4, 6, 3, 6, 6, 6, 6]);
    g.apply(T, &Decision::Wait).unwrap();
    g.apply(T, &Decision::Wait).unwrap();
    let events = g.apply(T, &Decision::Wait).unwrap();
    assert_eq!(captivity_events(&events), [(6, 8, Captivity::EscapesWithRiches { slaves: 3, treasure: 24 })]);
    // The party is asked how much to grab: 0 to 24 (it can carry that much).
    assert_eq!(asked(&g), Some(Question::TempleTreasure { slaves: 3, most: 24 }));
    let legal = g.legal_decisions(T);
    assert_eq!(legal.len(), 25);
    assert!(legal.contains(&Decision::CarryTreasure { treasure: 24 }));
    let kept = g.clone();
    assert!(g.apply(T, &Decision::CarryTreasure { treasure: 25 }).is_err(), "more than 4D6");
    assert_eq!(g, kept, "a refused answer changes nothing");
    assert_eq!(standing_answer(&g.teams[0], &asked(&g).unwrap()), Some(Decision::CarryTreasure { treasure: 24 }));
    g.apply(T, &Decision::CarryTreasure { treasure: 10 }).unwrap();
    let t = &g.teams[0];
    assert_eq!(t.stores.treasure, treasure + 10);
    assert_eq!(t.count(crate::party::Role::ReliableBearer), reliable + 3);
    assert!(t.race.hunted_by_amazons && !is_held(t));
    assert_eq!(t.race.phase, QuestPhase::Homeward);
}

// rule: EX-QUEST-22
#[test]
fn the_captivity_roll_adds_the_full_turns_held() {
    // PrizeVisit::captivity directly: the n-th roll adds n - 1.
    let party = party_summary(&super::tests::game(1).teams[0], crate::ActivityLevel::Normal);
    let no_help = PrizeChoices { help_villagers: false, enter_gates: true };
    let mut d = DiceSource::scripted([6, 1, 1, 1, 1, 2]);
    let mut v = PrizeVisit::begin(&mut d, Prize::LostCityOfTheAmazons, &party, 0, 0, no_help).unwrap();
    assert!(v.grab_treasure(0).is_err(), "nothing to grab while held");
    for held in 0..4 {
        assert_eq!(v.wait, Some(PrizeWait::Captivity { turns_held: held }));
        v.captivity(&mut d, 0).unwrap();
    }
    // 1+0, 1+1, 1+2, 1+3 = 4: still held; then 2 + 4 = 6: out with proof.
    v.captivity(&mut d, 0).unwrap();
    assert_eq!(v.wait, None);
    assert!(v.report.lost_city_evidence && v.report.hunted);
    assert_eq!(v.report.turns_spent, 5);
    assert_eq!(turns_owed(&v.report), 0, "each roll was a held turn of its own");
    assert!(matches!(
        v.report.steps.last(),
        Some(PrizeStep::Captivity { roll: 2, result: Captivity::EscapesWithProof })
    ));
    assert!(v.captivity(&mut d, 0).is_err(), "no longer held");
}

// rule: EX-QUEST-32
#[test]
fn a_held_team_may_use_the_weed_and_leave_things_before_its_turn_passes() {
    let mut g = super::tests::game(2);
    let t = &mut g.teams[0];
    t.race.held_turns = 2;
    t.race.weed_pp = 1;
    t.stores.treasure += 1;
    t.canoes = 2;
    let sick = t.men[1].id;
    t.men[1].condition = Condition::Carried { days: 3, total: 3 };
    let rations = t.stores.rations;
    let men = t.men.len() as u32;
    begin_held_turn(&mut g);
    let q = Question::HeldTurn { turns_left: 2, trapped: false, captive: false };
    assert_eq!(asked(&g), Some(q.clone()));
    let legal = g.legal_decisions(T);
    assert_eq!(legal[0], Decision::Wait, "letting the turn pass comes first");
    assert!(legal.contains(&Decision::UseWeed { man: sick }));
    assert!(legal.contains(&Decision::LeaveBehind { what: Leave::Canoes }));
    assert!(!legal.iter().any(|d| matches!(d, Decision::Plan { .. } | Decision::ScenicPhoto)));
    // No plan: refused, nothing changes.
    let plan = super::tests::game(2).legal_decisions(T).into_iter().find(|d| matches!(d, Decision::Plan { .. }));
    let kept = g.clone();
    assert!(g.apply(T, &plan.unwrap()).is_err());
    assert_eq!(g, kept);
    // A dose (1D6 = 2 turns without need of food) cures the carried man; the question stays.
    g.dice = DiceSource::scripted([2]);
    g.apply(T, &Decision::UseWeed { man: sick }).unwrap();
    assert_eq!(g.teams[0].men[1].condition, Condition::Fit);
    assert_eq!(asked(&g), Some(q.clone()));
    g.apply(T, &Decision::LeaveBehind { what: Leave::Canoes }).unwrap();
    assert_eq!(g.teams[0].canoes, 0);
    assert_eq!(asked(&g), Some(q));
    // The turn passes: the dosed man eats nothing.
    let events = g.apply(T, &Decision::Wait).unwrap();
    assert!(
        events.iter().any(
            |e| matches!(e, Event::Race { event, .. } if matches!(**event, RaceEvent::Held { turns_left: 1, .. }))
        )
    );
    assert_eq!(g.teams[0].stores.rations, rations - (men - 1));
    assert_eq!(asked(&g), Some(Question::HeldTurn { turns_left: 1, trapped: false, captive: false }));
}

// rule: EX-LUCK-02
#[test]
fn a_lucky_break_rerolls_the_captivity_die() {
    // "A Lucky Break is used to change the last die roll made by the expedition": the temple's
    // captivity D6 is an encounter's die, rolled through the team's dice like any other. A 1
    // (held) re-rolled to a 6: 6 + 0 turns held, the party escapes with proof of the city.
    let mut g = captive_game();
    g.teams[0].lucky_breaks = 2;
    g.dice = DiceSource::scripted([1, 6]);
    g.apply(T, &Decision::Wait).unwrap();
    match g.pending() {
        GamePending::LuckyBreak { team, die, left } => {
            assert_eq!((team, die.die(), die.face(), left), (T, tabletop::Die::D6, 1, 2));
        }
        other => panic!("a Lucky Break is offered on the captivity die, not {other:?}"),
    }
    let events = g.apply(T, &Decision::PlayLuckyBreak).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LuckyBreak { old: 1, new: 6, .. })));
    assert_eq!(captivity_events(&events), [(6, 6, Captivity::EscapesWithProof)]);
    assert_eq!(g.teams[0].lucky_breaks, 1);
    assert!(g.teams[0].race.lost_city_evidence);
    assert_eq!(g.dice.remaining_script(), Some(0));
}
