//! The prizes' fights (the mines' warriors, the Amazons, the guardians beyond the Gates of
//! Peril) and the mines' escape attempts, asked of the team one by one.

use super::tests::{game, with_ctx};
use super::turn::site_point;
use super::*;
use crate::ctx::Ctx;
use crate::decision::{Decision, Question};
use crate::quest::{Prize, PrizeSite};
use tabletop::RulesGame;

fn reached(c: &Ctx<'_, '_>) -> Option<crate::standing::prize::PrizeReport> {
    c.ev.iter().find_map(|e| match e {
        crate::event::Event::Race { event, .. } => match &**event {
            RaceEvent::PrizeReached { report, .. } => Some(report.clone()),
            _ => None,
        },
        _ => None,
    })
}

// rule: EX-QUEST-08
// rule: EX-QUEST-09
// rule: EX-QUEST-10
// rule: EX-QUEST-15
// rule: EX-QUEST-27
// rule: EX-QUEST-28
// rule: EX-QUEST-29
// rule: EX-QUEST-30
// rule: EX-QUEST-31
#[test]
fn a_prize_asks_each_fights_order_and_each_escape_attempt() {
    let mut asked = alloc::collections::BTreeSet::new();
    for seed in 0..24 {
        for prize in [Prize::KingSolomonsMines, Prize::LostCityOfTheAmazons, Prize::LastCigaretteInTheSofa] {
            let mut g = game(seed);
            with_ctx(&mut g, |c| {
                let site = PrizeSite { prize, column: 2, row: 2 };
                c.map.quest.sites = alloc::vec![site];
                c.team.race.phase = QuestPhase::Questing;
                c.team.position = site_point(&site);
                after_move(c).unwrap();
                let mut escapes = 0;
                let mut orders = 0;
                loop {
                    while let Some(q) = c.question.take() {
                        let d = match &q {
                            Question::PrizeChoice { .. } => Decision::Choose { yes: true },
                            Question::CombatOrder { .. } | Question::HuntOrder { .. } => {
                                assert!(matches!(c.team.race.pending, Some(Pending::AtPrize(_))), "{q:?}");
                                asked.insert(crate::decision::Decision::kind(&suggested_answer(c.team).unwrap()));
                                orders += 1;
                                suggested_answer(c.team).unwrap()
                            }
                            Question::MinesEscape { men, treasure, failed } => {
                                assert_eq!(prize, Prize::KingSolomonsMines);
                                assert_eq!((*failed, *treasure), (escapes, men * crate::quest::LOAD));
                                asked.insert("carry_treasure");
                                escapes += 1;
                                // The team chooses to carry nothing out.
                                Decision::CarryTreasure { treasure: 0 }
                            }
                            Question::LavaBridge { explorer, back, .. } => {
                                asked.insert("cross_lava");
                                assert!(
                                    *explorer < 2 && matches!(c.team.race.pending, Some(Pending::AtPrize(_))),
                                    "{back}"
                                );
                                Decision::CrossLava { charge: false }
                            }
                            Question::WeedHarvest { most, .. } => {
                                assert_eq!(*most, 5);
                                asked.insert("collect_weed");
                                Decision::CollectWeed { portage: 2 }
                            }
                            Question::WhiteRabbit => {
                                asked.insert("white_rabbit");
                                Decision::Choose { yes: true }
                            }
                            Question::Photograph { .. } => Decision::Choose { yes: false },
                            other => panic!("{other:?}"),
                        };
                        assert!(answers(c.team, &q).contains(&d), "{q:?} -> {d:?}");
                        answer(c, &q, &d).unwrap();
                        assert!(orders < 5000);
                    }
                    if !trapped_in_mines(c.team) {
                        break;
                    }
                    // A held turn in the mines: this turn's escape attempt is asked.
                    held_turn(c).unwrap();
                }
                assert_eq!(c.team.race.pending, None);
                let report = reached(c).expect("the prize was reached");
                let attempts = report
                    .steps
                    .iter()
                    .filter(|s| matches!(s, crate::standing::prize::PrizeStep::Escape { .. }))
                    .count();
                assert_eq!(attempts as u32, escapes);
                if escapes > 0 {
                    assert_eq!(report.treasure_pp, 0, "nothing carried, nothing taken");
                }
            });
        }
    }
    for kind in ["combat_order", "hunt_order", "carry_treasure", "cross_lava", "collect_weed", "white_rabbit"] {
        assert!(asked.contains(kind), "{kind} never asked: {asked:?}");
    }
}

#[test]
fn the_random_bot_answers_the_prize_questions() {
    // Legal decisions at a mines escape are every load from 0 to the treasure in reach.
    let mut g = game(3);
    let q = with_ctx(&mut g, |c| {
        let mut v = crate::standing::prize::PrizeVisit::begin(
            c.r.source(),
            Prize::KingSolomonsMines,
            &party_summary(c.team, crate::ActivityLevel::Normal),
            0,
            0,
            crate::standing::prize::PrizeChoices::default(),
        )
        .unwrap();
        v.wait = Some(crate::standing::prize::PrizeWait::Escape { carriers: 2, treasure: 20, failed: 0 });
        super::prize::prize_visit(c, v).unwrap();
        // Trapped: no question this turn; the escape attempt is asked on the party's next turn.
        assert_eq!(*c.question, None);
        assert!(trapped_in_mines(c.team));
        c.team.race.held_turns = 0;
        held_turn(c).unwrap();
        c.question.clone()
    });
    assert_eq!(q, Some(Question::MinesEscape { men: 2, treasure: 20, failed: 0 }));
    g.question = q;
    g.step = crate::day::Step::Care;
    // A game waiting at a prize survives a JSON round trip.
    let back: crate::Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back.teams[0].race.pending, g.teams[0].race.pending);
    let legal = g.legal_decisions(crate::party::TeamId(0));
    assert_eq!(legal.len(), 21);
    assert!(legal.contains(&Decision::CarryTreasure { treasure: 20 }));
    assert!(g.apply(crate::party::TeamId(0), &Decision::CarryTreasure { treasure: 21 }).is_err(), "more than in reach");
    assert!(g.apply(crate::party::TeamId(0), &Decision::CarryTreasure { treasure: 7 }).is_ok());
}
