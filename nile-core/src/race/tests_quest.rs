//! The quest's rules that act on the journey: the weed's cure, the Lost City's token, the
//! graveyard's desert, the pantomime's free move, and the Wilderness Encounters' animal fights
//! played order by order.

use super::*;
use crate::ctx::Ctx;
use crate::day::DayState;
use crate::decision::{Decision, Question};
use crate::health::Condition;
use crate::hooks::DangerousGame;
use crate::luck::Roller;
use crate::map::{Approach, Square};
use crate::outfit::Outfit;
use crate::party::Role;
use crate::quest::{Prize, PrizeSite};
use crate::setup::{Setup, TeamSetup};
use crate::{Event, Game, Pending as GamePending};
use tabletop::{DiceSource, Die, RulesGame};

fn game(teams: usize) -> Game {
    let outfit = Outfit { bearers: 12, askari: 2, rations: 100, ..Outfit::default() };
    let approaches = [Approach::South, Approach::North];
    let teams = approaches
        .iter()
        .take(teams)
        .map(|a| TeamSetup { name: "t".into(), approach: *a, outfit: outfit.clone() })
        .collect();
    let mut setup = Setup::seeded(5, teams);
    setup.approach_terrain = Some(crate::builtin::BUILTIN_TERRAIN);
    Game::new(&setup).unwrap()
}

fn with_ctx<T>(g: &mut Game, today: &mut DayState, f: impl FnOnce(&mut Ctx<'_, '_>) -> T) -> T {
    let Game { teams, map, dice, .. } = g;
    let mut question = None;
    let mut c =
        Ctx { team: &mut teams[0], map, today, day: 5, r: Roller::new(dice), ev: Vec::new(), question: &mut question };
    f(&mut c)
}

// rule: EX-QUEST-32
#[test]
fn weed_cures_sickness_and_negates_hunger() {
    let mut g = game(1);
    let team = g.teams[0].id;
    // Without weed there is no such decision, and it is refused.
    let man = g.teams[0].men[3].id;
    assert!(!g.legal_decisions(team).contains(&Decision::UseWeed { man }));
    assert!(g.clone().apply(team, &Decision::UseWeed { man }).is_err());
    let t = &mut g.teams[0];
    t.race.weed_pp = 1;
    t.stores.treasure = 1;
    t.men[3].condition = Condition::Delirious;
    assert!(g.legal_decisions(team).contains(&Decision::UseWeed { man }));
    g.dice = DiceSource::scripted([4]);
    let events = g.apply(team, &Decision::UseWeed { man }).unwrap();
    assert_eq!(events.len(), 1);
    assert!(
        matches!(&events[0], Event::Race { event, .. } if **event == RaceEvent::WeedUsed { man, turns: 4, cured: true })
    );
    let t = &g.teams[0];
    assert_eq!(t.men[3].condition, Condition::Fit);
    assert_eq!(
        (t.race.weed_pp, t.race.weed_doses_open, t.stores.treasure),
        (0, 9, 0),
        "one Portage Point opened: 9 doses left"
    );
    assert_eq!(weed_doses(t), 9);
    assert_eq!(t.race.weed_fed, [(man, 4)]);
    // A fed man needs no ration: 14 men, 13 rations, nobody hungry.
    let mut today = DayState { cannibalism: Some(false), ..DayState::default() };
    with_ctx(&mut g, &mut today, |c| {
        let men = c.team.men.len() as u32;
        c.team.stores.rations = men - 1;
        crate::day::run_step(c, crate::day::Step::Supplies).unwrap();
        assert!(c.ev.iter().any(|e| matches!(e, Event::Rations { hungry: 0, .. })));
        assert_eq!(c.team.stores.rations, 0);
        assert_eq!(c.team.race.weed_fed, [(man, 3)], "one turn of the 1D6 spent");
    });
}

// rule: EX-QUEST-20
#[test]
fn the_lost_city_token_weighs_two_portage_points() {
    let mut g = game(1);
    let t = &mut g.teams[0];
    let before = t.demand();
    t.race.lost_city_evidence = true;
    assert_eq!(t.demand(), before + crate::quest::amazons::TOKEN_PORTAGE);
}

// rule: EX-QUEST-12
#[test]
fn the_graveyard_desert_moves_with_d4s() {
    let mut g = game(1);
    g.map.quest.sites = alloc::vec![PrizeSite { prize: Prize::ElephantsGraveyard, column: 0, row: 0 }];
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        c.team.position = crate::map::square_centre(Square::new(3, 3));
        assert!(crate::movement::in_graveyard_desert(c));
        crate::movement::roll_movement(c).unwrap();
        assert!(c.r.recorded().iter().all(|d| d.die() == Die::D4), "Normal: three D4s");
        assert_eq!(c.r.recorded().len(), 3);
        c.team.position = crate::map::square_centre(Square::new(4, 3));
        assert!(!crate::movement::in_graveyard_desert(c));
    });
}

// rule: EX-QUEST-05
#[test]
fn the_pantomime_guesser_makes_a_free_move_at_once() {
    let mut g = game(2);
    let (first, second) = (g.teams[0].id, g.teams[1].id);
    // The first team's pantomime was guessed by the second: a free move at the end of the turn.
    g.map.quest.free_moves.push(second.0);
    let plan = |team| g.legal_decisions(team).into_iter().find(|d| matches!(d, Decision::Plan { .. })).unwrap();
    let first_plan = plan(first);
    let mut events = g.apply(first, &first_plan).unwrap();
    let answer = |g: &mut Game, events: &mut Vec<Event>| loop {
        match g.pending() {
            GamePending::Plan { team, .. } => return team,
            GamePending::LuckyBreak { team, .. } => events.extend(g.apply(team, &Decision::KeepRoll).unwrap()),
            GamePending::Question { team, question } => {
                let t = g.team(team).unwrap();
                let d = standing_answer(t, &question).unwrap_or_else(|| g.legal_decisions(team)[0].clone());
                events.extend(g.apply(team, &d).unwrap());
            }
            GamePending::Over => unreachable!(),
        }
    };
    assert_eq!(answer(&mut g, &mut events), second, "the guesser moves now");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Race { event, .. } if **event == RaceEvent::FreeMove { mover: second.0 }))
    );
    assert!(g.map.quest.free_moves.is_empty());
    let day = g.day();
    let free_plan = g.legal_decisions(second).into_iter().find(|d| matches!(d, Decision::Plan { .. })).unwrap();
    let mut free = g.apply(second, &free_plan).unwrap();
    assert_eq!(answer(&mut g, &mut free), second, "then its own turn, the same day");
    assert_eq!(g.day(), day);
    // The free move is the move only: no meal, no event check.
    assert!(free.iter().any(|e| matches!(e, Event::Moved { .. } | Event::NoMovement { .. })));
    assert!(!free.iter().any(|e| matches!(e, Event::Rations { .. } | Event::EventCheck { .. })));
}

// rule: EX-EVENT-VELDT-04
// rule: EX-ANIMAL-14
#[test]
fn a_wilderness_lion_is_fought_order_by_order() {
    for seed in 0..6 {
        let mut g = game(1);
        g.dice = DiceSource::seeded(seed);
        let mut today = DayState::default();
        with_ctx(&mut g, &mut today, |c| {
            let victim = c.team.men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
            assert!(fight_wild_animals(c, &DangerousGame::Lion { victim, distance: 9 }).unwrap());
            let mut orders = 0;
            while let Some(q) = c.question.take() {
                assert!(matches!(q, Question::HuntOrder { .. }));
                assert!(matches!(c.team.race.pending, Some(Pending::WildFight(_))));
                let d = suggested_answer(c.team).unwrap();
                assert!(answers(c.team, &q).contains(&d));
                answer(c, &q, &d).unwrap();
                orders += 1;
                assert!(orders < 500);
            }
            assert_eq!(c.team.race.pending, None);
            assert!(
                c.ev.iter().any(
                    |e| matches!(e, Event::Race { event, .. } if matches!(**event, RaceEvent::WildAnimals { .. }))
                )
            );
        });
    }
}

// rule: EX-QUEST-22
#[test]
fn the_amazons_hunt_escapers_until_the_mountain_divide() {
    let mut g = game(1);
    let mut today = DayState::default();
    // On the central table, a 3: they do not catch up this turn.
    g.dice = DiceSource::scripted([3]);
    with_ctx(&mut g, &mut today, |c| {
        c.team.race.hunted_by_amazons = true;
        c.team.position = crate::map::square_centre(Square::new(5, 4));
        amazons_hunt(c).unwrap();
        assert!(c.team.race.hunted_by_amazons);
        assert!(c.question.is_none());
        // Over the divide (off the central table): the hunt is over, no die.
        c.team.position = crate::map::square_centre(Square::new(5, 2));
        amazons_hunt(c).unwrap();
        assert!(!c.team.race.hunted_by_amazons);
    });
    // A 1 or 2: an Amazon war party attacks, fought order by order.
    for seed in 0..6 {
        let mut g = game(1);
        g.dice = DiceSource::seeded(seed);
        let mut today = DayState::default();
        with_ctx(&mut g, &mut today, |c| {
            c.team.race.hunted_by_amazons = true;
            c.team.position = crate::map::square_centre(Square::new(5, 4));
            amazons_hunt(c).unwrap();
            let attacked =
                c.ev.iter().any(|e| matches!(e, Event::Race { event, .. } if **event == RaceEvent::AmazonsAttack));
            let roll = c.r.recorded().first().map(|d| d.face()).unwrap();
            assert_eq!(attacked, roll <= CATCH_UP_ON, "seed {seed}");
            if attacked {
                let fighting = matches!(c.question, Some(Question::CombatOrder { .. }))
                    && matches!(c.team.race.pending, Some(Pending::NativeFight(_)));
                let over = c
                    .ev
                    .iter()
                    .any(|e| matches!(e, Event::Race { event, .. } if matches!(**event, RaceEvent::Natives { .. })));
                assert!(fighting || over);
                if let Some(Pending::NativeFight(f)) = &c.team.race.pending {
                    assert_eq!(f.met.tribe.kind, crate::natives::NativeKind::Amazon);
                }
            }
        });
    }
}
