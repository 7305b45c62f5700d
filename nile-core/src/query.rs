//! Front-end queries for a person playing the expedition game (issue 24): the map as a team
//! knows it, and the exact odds of the day's Lost Check for a proposed plan, before it is sent.
//!
//! Every query is pure: it takes `&Game`, never rolls a die and never changes the state. The
//! answers come from the viewing team's own knowledge ([`TeamView`]) and from the same rule
//! functions the engine resolves with ([`lost::lost_check`], [`day::check_plan`]), never from a
//! copy of the rules.
//!
//! Rulebook: the expedition game's "Exploring the Map" (what a team has seen) and "Making the
//! Lost Check and Becoming Lost" (EX-LOST-01 to EX-LOST-13).

use crate::activity::ActivityLevel;
use crate::day;
use crate::decision::{Decision, Pending};
use crate::error::RuleError;
use crate::game::Game;
use crate::lost;
use crate::map::{self, Terrain};
use crate::party::{Role, TeamId};
use crate::view::{SquareView, TeamView};
use alloc::string::ToString;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::RulesGame;

/// An exact probability: `numerator / denominator` (the denominator is the number of equally
/// likely dice outcomes enumerated, here 6 for the Lost Check's D6; not reduced).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOdds"))]
pub struct Odds {
    /// Outcomes in favour.
    pub numerator: u32,
    /// All equally likely outcomes.
    pub denominator: u32,
}

impl Odds {
    /// The probability as a float (`numerator / denominator`; 0 for an empty denominator).
    pub fn probability(self) -> f64 {
        if self.denominator == 0 { 0.0 } else { f64::from(self.numerator) / f64::from(self.denominator) }
    }
}

/// The map as `team` knows it: every square it has seen (explored, or known from the start),
/// with its terrain and features (river and trail exits, impassable, rapids), in the order of
/// [`Map::squares`](crate::map::Map::squares). Squares it has not seen are left out entirely:
/// nothing of them (terrain, rivers, another team's discoveries) is told. This is exactly
/// [`TeamView::squares`]: a front end that already holds the view needs no second call.
///
/// A team id that is not in the game sees nothing (an empty list).
pub fn known_map(g: &Game, team: TeamId) -> Vec<SquareView> {
    TeamView::of(g, team).squares
}

/// The exact odds of the Lost Check (EX-LOST-01): one D6, +1 with a guide used (EX-LOST-08),
/// plus the Activity Level's modifier (EX-LOST-09/10); lost when the total is at most the
/// terrain's Lost Number (EX-LOST-02..06), and always on an unmodified 1. Enumerates the six
/// faces through [`lost::lost_check`], the engine's own function. Over sixths.
pub fn lost_check_odds(guide: bool, level: ActivityLevel, terrain: Terrain) -> Odds {
    let numerator = (1..=6u8).filter(|&f| lost::lost_check(f, guide, level, terrain).1).count() as u32;
    Odds { numerator, denominator: 6 }
}

/// What a proposed day plan brings to the Lost Check, before it is sent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePlanLostOdds"))]
pub struct PlanLostOdds {
    /// Whether the plan makes a Lost Check at all: false afloat (a river has no Lost Number,
    /// EX-LOST-07). An event of the day that stops the party also skips it (not foreseeable).
    pub check: bool,
    /// The terrain whose Lost Number applies (the party's square; its approach's terrain while
    /// it has not yet entered the table).
    pub terrain: Terrain,
    /// The Lost Number (EX-LOST-02..06).
    pub lost_number: u8,
    /// Whether a guide's +1 counts (the plan uses one and one is with the party).
    pub guide: bool,
    /// The odds of becoming lost (0 of 6 when there is no check).
    pub lost: Odds,
}

/// The Lost Check a proposed plan would make, for the team to decide: first the same refusal
/// [`apply`](tabletop::RulesGame::apply) gives the plan (the game over, another team's turn,
/// no plan asked now, or the plan itself refused by [`day::check_plan`], the engine's own
/// check), then the exact odds of becoming lost. Pure: no die is rolled, nothing changes.
///
/// # Errors
/// [`RuleError::GameOver`], [`RuleError::NotYourTurn`], [`RuleError::WrongDecision`] (no plan is
/// asked now, or `plan` is not a [`Decision::Plan`]), [`RuleError::Illegal`] (as `apply`).
pub fn plan_lost_odds(g: &Game, team: TeamId, plan: &Decision) -> Result<PlanLostOdds, RuleError> {
    let Decision::Plan { activity, use_guide, afloat, .. } = plan else {
        return Err(RuleError::WrongDecision { got: plan.kind(), expected: "plan".to_string() });
    };
    match g.pending() {
        Pending::Over => return Err(RuleError::GameOver),
        Pending::Plan { team: t, .. } if t == team => {}
        _ if g.active() != team => {
            return Err(RuleError::NotYourTurn { team, waiting: g.active().to_string() });
        }
        _ => return Err(RuleError::WrongDecision { got: plan.kind(), expected: "the question asked now".to_string() }),
    }
    day::check_plan(g, plan)?;
    let t = g.team(team).ok_or(RuleError::NotYourTurn { team, waiting: g.active().to_string() })?;
    let map = g.map();
    let terrain = map.terrain(map::square_of(t.position)).unwrap_or(map.approach_terrain[t.approach.index()]);
    let guide = *use_guide && t.count(Role::Guide) > 0;
    let check = !*afloat;
    let lost = if check { lost_check_odds(guide, *activity, terrain) } else { Odds { numerator: 0, denominator: 6 } };
    Ok(PlanLostOdds { check, terrain, lost_number: lost::lost_number(terrain), guide, lost })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;
    use ActivityLevel::*;
    use tabletop::{Bot, DiceSource, Die};

    const TERRAINS: [Terrain; 5] =
        [Terrain::Veldt, Terrain::Desert, Terrain::Jungle, Terrain::Swamp, Terrain::Mountain];

    // rule: EX-LOST-01
    // rule: EX-LOST-02
    // rule: EX-LOST-04
    // rule: EX-LOST-08
    // rule: EX-LOST-09
    // rule: EX-LOST-10
    #[test]
    fn lost_check_odds_by_hand() {
        // Veldt (2), no guide, Normal: lost on 1 and 2.
        assert_eq!(lost_check_odds(false, Normal, Terrain::Veldt), Odds { numerator: 2, denominator: 6 });
        // Jungle (4), guide, Cautious: 1 always; 2+1+1 = 4 lost; 3+2 = 5 safe.
        assert_eq!(lost_check_odds(true, Cautious, Terrain::Jungle), Odds { numerator: 2, denominator: 6 });
        // Jungle, Reckless, no guide: 1..5 (5-1 = 4) lost.
        assert_eq!(lost_check_odds(false, Reckless, Terrain::Jungle), Odds { numerator: 5, denominator: 6 });
        // Veldt, guide, Cautious: only the unmodified 1.
        assert_eq!(lost_check_odds(true, Cautious, Terrain::Veldt).numerator, 1);
    }

    /// The agreement test: for each guide, Activity Level and terrain, the exact odds match
    /// 20,000 seeded D6 rolls resolved by the engine's Lost Check within 4.5 standard errors.
    #[test]
    fn lost_check_odds_agree_with_seeded_resolutions() {
        const N: u32 = 20_000;
        let mut dice = DiceSource::seeded(24);
        for guide in [false, true] {
            for level in [Cautious, Normal, Reckless] {
                for terrain in TERRAINS {
                    let mut lost = 0u32;
                    for _ in 0..N {
                        let face = dice.roll(Die::D6).expect("a seeded die").face();
                        lost += u32::from(lost::lost_check(face, guide, level, terrain).1);
                    }
                    let p = lost_check_odds(guide, level, terrain).probability();
                    let observed = f64::from(lost) / f64::from(N);
                    let se = (p * (1.0 - p) / f64::from(N)).sqrt();
                    assert!(
                        (observed - p).abs() <= 4.5 * se + 1e-12,
                        "{guide} {level:?} {terrain:?}: {observed} vs {p}"
                    );
                }
            }
        }
    }

    /// The known map is the view's squares, holds only seen squares, and does not change when
    /// only what the team has not seen changes (another team's discoveries).
    #[test]
    fn the_known_map_leaks_nothing_unseen() {
        let setup = crate::builtin::builtin_setup("four_teams", 5).expect("built-in setup");
        let mut g = Game::new(&setup).expect("valid setup");
        let mut bot = Bot::new(5);
        for _ in 0..400 {
            let Some(&active) = g.to_decide().first() else { break };
            let d = bot.choose(&g, active).expect("a legal decision");
            g.apply(active, &d).expect("accepted");
        }
        let viewer = TeamId(0);
        let known = known_map(&g, viewer);
        assert_eq!(known, g.view(viewer).squares);
        for s in &known {
            assert!(g.map().cell(s.square).is_some_and(|c| c.seen(viewer.0)));
        }
        let unseen: Vec<_> = Map::squares().filter(|s| !g.map().cell(*s).is_some_and(|c| c.seen(viewer.0))).collect();
        assert!(!unseen.is_empty(), "some of the map is still unknown to team 0");
        // Change every unseen square: the known map is unchanged.
        let mut other = g.clone();
        for s in &unseen {
            if let Some(c) = other.map.cell_mut(*s) {
                c.terrain = Some(Terrain::Swamp);
                c.impassable = !c.impassable;
            }
        }
        assert_eq!(known_map(&other, viewer), known);
        assert!(known_map(&g, TeamId(9)).is_empty(), "a bogus team sees nothing");
    }

    /// The plan query gives apply's refusal, and for a legal plan the odds of its Lost Check.
    // rule: EX-LOST-07
    #[test]
    fn plan_lost_odds_refuses_as_apply_and_reads_the_square() {
        let setup = crate::builtin::builtin_setup("two_teams", 7).expect("built-in setup");
        let g = Game::new(&setup).expect("valid setup");
        let Pending::Plan { team, .. } = g.pending() else { panic!("a plan is asked first") };
        let waiting = TeamId(1 - team.0);
        let plans: Vec<Decision> =
            g.legal_decisions(team).into_iter().filter(|d| matches!(d, Decision::Plan { .. })).collect();
        assert!(!plans.is_empty());
        for plan in plans {
            let odds = plan_lost_odds(&g, team, &plan).expect("a legal plan");
            let Decision::Plan { activity, afloat, .. } = plan else { panic!("a plan") };
            assert_eq!(odds.check, !afloat);
            if odds.check {
                assert_eq!(odds.lost, lost_check_odds(odds.guide, activity, odds.terrain));
            }
            assert_eq!(odds.lost_number, lost::lost_number(odds.terrain));
            let mut applied = g.clone();
            assert_eq!(plan_lost_odds(&g, waiting, &plan).unwrap_err(), applied.apply(waiting, &plan).unwrap_err());
        }
        // An illegal plan: a guide the party may not have, or an impossible heading.
        let bad = Decision::Plan {
            activity: Normal,
            heading: crate::map::Direction::S,
            use_guide: true,
            afloat: true,
            medicine: false,
        };
        let mut applied = g.clone();
        if let Err(e) = applied.apply(team, &bad) {
            assert_eq!(plan_lost_odds(&g, team, &bad).unwrap_err(), e);
        }
        assert!(matches!(plan_lost_odds(&g, team, &Decision::KeepRoll), Err(RuleError::WrongDecision { .. })));
    }
}
