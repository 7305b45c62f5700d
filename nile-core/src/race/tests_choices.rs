//! The choices the rules give a player at the moment they arise, put as questions: how much to
//! trade, whether to hunt and who leads, a photograph, cannibalism.

use super::*;
use crate::Game;
use crate::ctx::Ctx;
use crate::day::{DayState, Step, run_step};
use crate::decision::{Decision, Question};
use crate::luck::Roller;
use crate::map::Approach;
use crate::natives::{EncounterCheck, NativeKind, NativeTotals, Posture, Tribe, TribeSize};
use crate::outfit::Outfit;
use crate::party::{Fate, Role};
use crate::setup::{Setup, TeamSetup};
use crate::standing::meeting::NativesMet;
use tabletop::{DiceSource, RulesGame};

/// A one-team game on the built-in terrain (the southern approach is the Swamp) with `dice`.
pub(super) fn game(outfit: Outfit, dice: DiceSource) -> Game {
    let team = TeamSetup { name: "Royal Society".into(), approach: Approach::South, outfit };
    let mut setup = Setup::seeded(1, alloc::vec![team]);
    // South: the Swamp.
    setup.approach_terrain = Some(crate::builtin::BUILTIN_TERRAIN);
    let mut g = Game::new(&setup).unwrap();
    g.dice = dice;
    g
}

/// Run `f` with the first team's step context (day 5, a Veldt square on its approach).
fn with_ctx<T>(g: &mut Game, today: &mut DayState, f: impl FnOnce(&mut Ctx<'_, '_>) -> T) -> T {
    let Game { teams, map, dice, .. } = g;
    let mut question = None;
    let mut c =
        Ctx { team: &mut teams[0], map, today, day: 5, r: Roller::new(dice), ev: Vec::new(), question: &mut question };
    f(&mut c)
}

fn met(warriors: u32) -> NativesMet {
    NativesMet {
        check: EncounterCheck { roll: 1, total: 1, encountered: true },
        type_roll: 1,
        tribe: Tribe { kind: NativeKind::Generic, size: TribeSize::Small, warriors },
        totals: NativeTotals { against_friendly: 2, against_force: 20 },
    }
}

// rule: EX-ATTITUDE-10
#[test]
fn friendly_natives_ask_how_much_to_trade() {
    let outfit = Outfit { bearers: 10, trade_goods: 30, rations: 20, ..Outfit::default() };
    // Friendly with 2 gifts: D8 2 passes; 2D6 = 3 + 3 + 2 gifts = 8 against 2: friendly.
    let mut g = game(outfit, DiceSource::scripted([2, 3, 3]));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        meet::meet_with(c, met(6), Posture::Friendly { gifts: 2 }).unwrap();
        // 28 goods left, but 6 warriors trade at most 12 rations.
        let q = c.question.take().expect("the trade question");
        assert_eq!(q, Question::Trade { max_goods: 12 });
        assert_eq!(answers(c.team, &q).len(), 13);
        answer(c, &q, &Decision::Trade { goods: 5 }).unwrap();
        let men = c.team.men.len() as u32;
        assert_eq!(c.team.stores.trade_goods, 30 - 2 - 5);
        assert_eq!(c.team.stores.rations, 20 + 5 + men, "traded 5, and fed");
    });
}

// rule: EX-HUNT-01
#[test]
fn hunting_is_asked_and_an_askari_may_lead() {
    let outfit = Outfit { bearers: 10, askari: 1, rations: 20, ..Outfit::default() };
    // The hunting party goes out 4D6"; Swamp hunt: results 3 = 2 food; ammo 1D6 = 2 rounds.
    let mut g = game(outfit, DiceSource::scripted([3, 3, 3, 3, 3, 2]));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        // The outer (known) row of the southern approach.
        c.team.position = crate::map::square_centre(crate::map::Square::new(5, 0));
        hunt(c).unwrap();
        let askari = c.team.men.iter().find(|m| m.role == Role::Askari).unwrap().id;
        // The explorer has no rifle: only the askari may lead.
        let q = c.question.take().expect("the hunt question");
        assert_eq!(q, Question::GoHunting { hunters: alloc::vec![askari] });
        assert_eq!(
            answers(c.team, &q),
            [Decision::SendHunters { hunter: None }, Decision::SendHunters { hunter: Some(askari) }]
        );
        answer(c, &q, &Decision::SendHunters { hunter: Some(askari) }).unwrap();
        // Nobody more joins; the 4D6 give 12"; out east along the known swamp row.
        let q = c.question.take().expect("who else joins");
        answer(c, &q, &Decision::JoinHunt { join: crate::hunting::HuntJoin::SetOff }).unwrap();
        let q = c.question.take().expect("the direction");
        assert_eq!(q, Question::HuntDirection { distance: 12 });
        answer(c, &q, &Decision::HuntHeading { heading: crate::map::Direction::E }).unwrap();
        assert!(c.question.is_none());
        let rounds = c.team.men.iter().find(|m| m.id == askari).unwrap().musket_rounds;
        assert_eq!(rounds, 18, "the askari spent his own rounds");
        assert_eq!(c.team.stores.rations, 22);
    });
}

#[test]
fn no_hunt_rolls_no_dice() {
    let outfit = Outfit { bearers: 10, askari: 1, rations: 20, ..Outfit::default() };
    let mut g = game(outfit, DiceSource::scripted([]));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        hunt(c).unwrap();
        let q = c.question.take().expect("the hunt question");
        answer(c, &q, &Decision::SendHunters { hunter: None }).unwrap();
        assert_eq!(c.team.stores.rations, 20);
    });
}

// rule: EX-VP-14
// rule: EX-FOOD-14
#[test]
fn cannibalism_is_asked_when_the_food_runs_out_and_a_man_died() {
    let outfit = Outfit { bearers: 10, rations: 4, ..Outfit::default() };
    let mut g = game(outfit, DiceSource::scripted([]));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        // No body: no question; the unfed bearers desert.
        assert_eq!(run_step(c, Step::Supplies).unwrap(), Some(Step::Event));
        assert!(c.question.is_none());
        assert_eq!(c.team.men.len(), 4);
    });
    let mut g = game(Outfit { bearers: 10, rations: 4, ..Outfit::default() }, DiceSource::scripted([]));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        let dead = c.team.men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
        c.remove(dead, Fate::Died, false).unwrap();
        let men = c.team.men.len() as u32;
        assert_eq!(run_step(c, Step::Supplies).unwrap(), Some(Step::Supplies), "the step waits for the answer");
        let q = c.question.take().expect("the cannibalism question");
        assert_eq!(q, Question::Cannibalism { hungry: men - 4 });
        crate::events::answer(c, &q, &Decision::Choose { yes: true }).unwrap();
        assert_eq!(run_step(c, Step::Supplies).unwrap(), Some(Step::Event));
        assert_eq!(c.team.race.cannibalism, 1);
        assert_eq!(c.team.men.len() as u32, men, "nobody went unfed, nobody deserted");
        assert!(score_sheet(c.team).total <= -20);
        assert!(c.ev.iter().any(|e| matches!(e, crate::Event::Rations { hungry: 0, .. })));
    });
}

#[test]
fn declining_cannibalism_leaves_the_hungry_unfed() {
    let mut g = game(Outfit { bearers: 10, rations: 4, ..Outfit::default() }, DiceSource::seeded(3));
    let mut today = DayState { cannibalism: Some(false), ..DayState::default() };
    with_ctx(&mut g, &mut today, |c| {
        let dead = c.team.men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
        c.remove(dead, Fate::Died, false).unwrap();
        assert_eq!(run_step(c, Step::Supplies).unwrap(), Some(Step::Event));
        assert_eq!(c.team.race.cannibalism, 0);
        assert!(c.ev.iter().any(|e| matches!(e, crate::Event::Rations { hungry, .. } if *hungry > 0)));
    });
}

#[test]
fn the_game_asks_every_new_question_with_legal_answers() {
    // A seeded race with the standing orders: every question's standing answer is legal.
    let setup = crate::builtin::builtin_setup("four_teams", 11).unwrap();
    let mut g = Game::new(&setup).unwrap();
    for _ in 0..3000 {
        let Some(&team) = g.to_decide().first() else { break };
        let legal = g.legal_decisions(team);
        let d = match g.pending() {
            crate::Pending::Question { question, .. } => {
                let t = g.team(team).unwrap();
                standing_answer(t, &question).filter(|d| legal.contains(d)).unwrap_or_else(|| legal[0].clone())
            }
            _ => legal[0].clone(),
        };
        g.apply(team, &d).unwrap();
    }
}

// rule: EX-SKILL-08
#[test]
fn africa_knowledge_shows_the_natives_totals_before_the_posture() {
    let mut asked = 0;
    for seed in 0..40 {
        for skill in [crate::skills::Skill::AfricaKnowledge, crate::skills::Skill::Diplomat] {
            let mut g = game(Outfit { bearers: 10, ..Outfit::default() }, DiceSource::seeded(seed));
            let mut today = DayState::default();
            with_ctx(&mut g, &mut today, |c| {
                c.team.skill = skill;
                meet::natives(c).unwrap();
                let Some(Question::NativePosture { totals, .. }) = c.question.take() else { return };
                let Some(Pending::Natives { met }) = &c.team.race.pending else { panic!("natives pending") };
                let expected = (skill == crate::skills::Skill::AfricaKnowledge).then_some(met.totals);
                assert_eq!(totals, expected);
                asked += 1;
            });
        }
    }
    assert!(asked >= 2, "natives met in some seeds");
}

// rule: EX-CARGO-03
#[test]
fn the_heroine_is_never_killed_by_the_party_even_starving() {
    let outfit = Outfit {
        bearers: 10,
        rations: 0,
        supercargoes: alloc::vec![crate::supercargo::SupercargoKind::Heroine],
        ..Outfit::default()
    };
    let heroine = |t: &crate::party::Team| {
        t.men.iter().find(|m| m.role == Role::Supercargo(crate::supercargo::SupercargoKind::Heroine)).map(|m| m.id)
    };
    // Starving, nobody dead: no cannibalism is offered (the party has no way to kill anyone for
    // food); the lady goes hungry with the others and takes her chance on the Sickness Table.
    let mut g = game(outfit.clone(), DiceSource::seeded(2));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        assert!(heroine(c.team).is_some(), "the Heroine travels with the party");
        run_step(c, Step::Supplies).unwrap();
        assert!(c.question.is_none());
        assert!(c.team.race.eaten.is_empty());
        assert!(c.ev.iter().any(|e| matches!(e, crate::Event::Rations { hungry, .. } if *hungry > 0)));
    });
    // A bearer died: the party may eat him, and only him (the dead), never her.
    let mut g = game(outfit, DiceSource::seeded(2));
    let mut today = DayState::default();
    with_ctx(&mut g, &mut today, |c| {
        let lady = heroine(c.team).unwrap();
        let dead = c.team.men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
        assert_ne!(dead, lady);
        c.remove(dead, Fate::Died, false).unwrap();
        run_step(c, Step::Supplies).unwrap();
        let q = c.question.take().expect("the cannibalism question");
        crate::events::answer(c, &q, &Decision::Choose { yes: true }).unwrap();
        run_step(c, Step::Supplies).unwrap();
        assert_eq!(c.team.race.eaten, [dead], "only the dead man is eaten");
        assert_eq!(heroine(c.team), Some(lady), "fed by the body, she is not even hungry");
    });
}

// rule: EX-CARGO-39
// rule: EX-ATTITUDE-03
#[test]
fn the_journalists_friendly_posture_leaves_the_gifts_to_the_team() {
    let outfit = Outfit {
        bearers: 10,
        trade_goods: 20,
        supercargoes: alloc::vec![crate::supercargo::SupercargoKind::Journalist],
        ..Outfit::default()
    };
    let mut asked = 0;
    for seed in 0..200 {
        let g = game(outfit.clone(), DiceSource::seeded(seed));
        // Natives met and the Journalist's Friendly: the team is asked the gifts only.
        let mut probe = g.clone();
        let mut today = DayState::default();
        let q = with_ctx(&mut probe, &mut today, |c| {
            meet::natives(c).unwrap();
            c.question.clone()
        });
        let Some(q @ Question::Gifts { trade_goods: 20, .. }) = q else {
            assert!(!matches!(q, Some(Question::NativePosture { .. })), "the Journalist decides the posture");
            continue;
        };
        asked += 1;
        let legal = answers(&probe.teams[0], &q);
        let friendly = |gifts| Decision::Posture { posture: Posture::Friendly { gifts } };
        assert_eq!(legal, (0..=8).map(friendly).collect::<Vec<_>>());
        assert_eq!(standing_answer(&probe.teams[0], &q), Some(friendly(8)));
        // The team's answer takes effect: no gifts always fail the gift test (hostile); eight
        // always pass it, and are spent.
        for gifts in [0, 8] {
            let mut g = g.clone();
            let mut today = DayState::default();
            with_ctx(&mut g, &mut today, |c| {
                meet::natives(c).unwrap();
                let q = c.question.take().unwrap();
                answer(c, &q, &friendly(gifts)).unwrap();
                let report = match &c.team.race.pending {
                    Some(Pending::NativeFight(f)) => f.report.clone(),
                    Some(Pending::Trade { report, .. }) => (**report).clone(),
                    _ => {
                        c.ev.iter()
                            .find_map(|e| match e {
                                crate::Event::Race { event, .. } => match &**event {
                                    RaceEvent::Natives { report, .. } => Some(report.clone()),
                                    _ => None,
                                },
                                _ => None,
                            })
                            .expect("the meeting is reported")
                    }
                };
                assert_eq!(report.attitude.gifts_refused, gifts == 0, "seed {seed}, {gifts} gifts");
                assert_eq!(report.gifts_spent, gifts);
            });
        }
    }
    assert!(asked >= 2, "the Journalist chose Friendly in some seeds: {asked}");
}
