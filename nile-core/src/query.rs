//! Front-end queries for a person playing the expedition game (issue 24): the map as a team
//! knows it, the squares within reach this turn and the cost of a day plan before it is sent
//! ([`reach`], [`plan_cost`]), the exact odds of the day's Lost Check for a proposed plan, and
//! the exact odds of a hunt and of a native attitude roll, from given inputs ([`hunt_odds`],
//! [`attitude_odds`]) or read from the game ([`hunt_odds_for`], [`attitude_odds_for`]).
//!
//! Every query is pure: it takes `&Game`, never rolls a die and never changes the state. The
//! answers come from the viewing team's own knowledge ([`TeamView`]) and from the same rule
//! functions the engine resolves with ([`lost::lost_check`], [`day::check_plan`]), never from a
//! copy of the rules.
//!
//! Rulebook: the expedition game's "Exploring the Map" (what a team has seen) and "Making the
//! Lost Check and Becoming Lost" (EX-LOST-01 to EX-LOST-13), "Hunting" (EX-HUNT-01 to
//! EX-HUNT-09) and the Native Attitude table (EX-ATTITUDE-01 to EX-ATTITUDE-10).

mod here;
mod plan;

pub use here::{AttitudeHere, HuntHere, attitude_odds_for, hunt_odds_for};
pub use plan::{MealCost, PlanCost, Reach, ReachSquare, plan_cost, reach};

use crate::activity::ActivityLevel;
use crate::day;
use crate::decision::{Decision, Pending};
use crate::encounter_error::EncounterError;
use crate::error::RuleError;
use crate::game::Game;
use crate::hunting::{self, HuntingGround};
use crate::lost;
use crate::map::{Direction, Terrain};
use crate::natives::{self, Attitude, NativeTotals, PartyStanding, Posture, PostureTemper, Tribe};
use crate::party::{Role, Team, TeamId};
use crate::view::{SquareView, TeamView};
use alloc::collections::BTreeMap;
use alloc::string::ToString;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceSource, RulesGame};

/// An exact probability: `numerator / denominator` (the denominator is the number of equally
/// likely dice outcomes enumerated, here 6 for the Lost Check's D6; not reduced). Serialized as
/// [`OddsJson`], `{"p": 0.333..., "numerator": 2, "denominator": 6}`: the same fields as
/// Congo's exact odds (`congo_core::odds::Probability`), so a front end reads both alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOdds", as = "OddsJson"))]
#[serde(from = "OddsJson", into = "OddsJson")]
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

/// The JSON shape of [`Odds`]: `p` is the probability as the nearest float (0 for an empty
/// denominator), then the exact fraction. Read back, `p` is ignored (the fraction is the value).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOddsJson"))]
pub struct OddsJson {
    /// The probability, 0 to 1: `numerator / denominator` as the nearest `f64`.
    #[serde(default)]
    pub p: f64,
    /// Outcomes in favour.
    pub numerator: u32,
    /// All equally likely outcomes.
    pub denominator: u32,
}

impl From<Odds> for OddsJson {
    fn from(o: Odds) -> OddsJson {
        OddsJson { p: o.probability(), numerator: o.numerator, denominator: o.denominator }
    }
}

impl From<OddsJson> for Odds {
    fn from(o: OddsJson) -> Odds {
        Odds { numerator: o.numerator, denominator: o.denominator }
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
    let (t, plan) = checked_plan(g, team, plan)?;
    Ok(lost_odds_of(g, t, &plan))
}

/// The fields of a plan decision.
struct Plan {
    /// The Activity Level.
    activity: ActivityLevel,
    /// The heading.
    heading: Direction,
    /// A guide's +1 is asked for.
    use_guide: bool,
    /// By canoe.
    afloat: bool,
}

/// A plan `team` may send now, with its team: the same refusal `apply` gives it otherwise.
fn checked_plan<'g>(g: &'g Game, team: TeamId, plan: &Decision) -> Result<(&'g Team, Plan), RuleError> {
    let &Decision::Plan { activity, heading, use_guide, afloat, .. } = plan else {
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
    Ok((t, Plan { activity, heading, use_guide, afloat }))
}

fn lost_odds_of(g: &Game, t: &Team, plan: &Plan) -> PlanLostOdds {
    let &Plan { activity, use_guide, afloat, .. } = plan;
    let terrain = day::terrain_of(g.map(), t);
    let guide = use_guide && t.count(Role::Guide) > 0;
    let check = !afloat;
    let lost = if check { lost_check_odds(guide, activity, terrain) } else { Odds { numerator: 0, denominator: 6 } };
    PlanLostOdds { check, terrain, lost_number: lost::lost_number(terrain), guide, lost }
}

/// Every sequence of faces of `sides` dice (in order), as scripted values: the product of the
/// sides, each sequence equally likely.
fn every_roll(sides: &[u32]) -> Vec<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = alloc::vec![Vec::new()];
    for &n in sides {
        out = out.into_iter().flat_map(|prefix| (1..=n).map(move |f| [prefix.as_slice(), &[f]].concat())).collect();
    }
    out
}

/// The exact odds of one hunt (EX-HUNT; the Hunting Results table): the food found and whether
/// a dangerous-game encounter occurs, for every results die and multiplier die, each resolved
/// by [`hunting::hunt`], the engine's own function (the ammunition dice do not change either).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntOdds"))]
pub struct HuntOdds {
    /// Units of food found, each with its odds, ascending by food (over 36ths: two D6).
    pub food: Vec<(u32, Odds)>,
    /// The odds of a dangerous-game encounter (roll 2D6 on the Hunting Encounters table).
    pub encounter: Odds,
}

/// The exact odds of a hunt on `ground`, with or without the Hunter skill (+1 on every roll
/// for food). See [`HuntOdds`].
///
/// # Errors
/// None in practice: the enumeration scripts every die `hunt` asks for; an error would mean
/// the table asked for more dice than enumerated.
pub fn hunt_odds(ground: HuntingGround, hunter_skill: bool) -> Result<HuntOdds, EncounterError> {
    let mut food: BTreeMap<u32, u32> = BTreeMap::new();
    let mut encounter = 0;
    let rolls = every_roll(&[6, 6]);
    let denominator = rolls.len() as u32;
    for faces in rolls {
        // The results die, the multiplier die (unused on rows without one: read as an
        // ammunition die), then enough ammunition dice for the most food (7 x 10).
        let script = faces.into_iter().chain(core::iter::repeat_n(1, 8));
        let out = hunting::hunt(&mut DiceSource::scripted(script), ground, hunter_skill)?;
        *food.entry(out.food).or_default() += 1;
        encounter += u32::from(out.encounter);
    }
    Ok(HuntOdds {
        food: food.into_iter().map(|(f, n)| (f, Odds { numerator: n, denominator })).collect(),
        encounter: Odds { numerator: encounter, denominator },
    })
}

/// The exact odds of each row of the Native Attitude table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAttitudeOdds"))]
pub struct AttitudeOdds {
    /// The natives attack (-3 or less, pygmies always, or the gifts refused).
    pub hostile: Odds,
    /// -2 to +1.
    pub inhospitable: Odds,
    /// +2 or more.
    pub friendly: Odds,
}

/// The exact odds of the native attitude roll for a posture (the Native Attitude table,
/// RULINGS.md): every die the party would roll (a Diplomat's 1D4, the gift test's 1D8, 2D6;
/// or 1D10; then the Activity Level's 1D6), and, when `totals` is `None` (the party has not
/// seen them: no Africa Knowledge), every die of the natives' totals too (2D8 and 1D10, through
/// [`natives::native_totals`]); each resolved by [`natives::resolve_attitude`], the engine's own
/// function. With `totals` given (an explorer with Africa Knowledge has seen them) only the
/// party's dice are enumerated. The three odds share one denominator and sum to it.
///
/// # Errors
/// None in practice (as [`hunt_odds`]).
pub fn attitude_odds(
    tribe: &Tribe,
    party: &PartyStanding,
    posture: Posture,
    totals: Option<NativeTotals>,
) -> Result<AttitudeOdds, EncounterError> {
    // The natives' totals, with how many of their dice give each.
    let natives: Vec<(NativeTotals, u32)> = match totals {
        Some(t) => alloc::vec![(t, 1)],
        None => {
            let mut seen: BTreeMap<(u32, u32), u32> = BTreeMap::new();
            for faces in every_roll(&[8, 8, 10]) {
                let t = natives::native_totals(&mut DiceSource::scripted(faces), tribe)?;
                // Only the total the posture reads matters: group by it.
                let key = match posture {
                    Posture::Friendly { .. } => (t.against_friendly, 0),
                    Posture::Forceful | Posture::Defensive => (0, t.against_force),
                };
                *seen.entry(key).or_default() += 1;
            }
            seen.into_iter()
                .map(|((against_friendly, against_force), n)| (NativeTotals { against_friendly, against_force }, n))
                .collect()
        }
    };
    let mut sides: Vec<u32> = match posture {
        Posture::Friendly { .. } if party.diplomat => alloc::vec![4, 8, 6, 6],
        Posture::Friendly { .. } => alloc::vec![8, 6, 6],
        Posture::Forceful | Posture::Defensive => alloc::vec![10],
    };
    if party.temper != PostureTemper::Normal {
        sides.push(6);
    }
    let mut counts = [0u32; 3];
    let mut denominator = 0;
    for faces in every_roll(&sides) {
        for (t, n) in &natives {
            let out = natives::resolve_attitude(&mut DiceSource::scripted(faces.clone()), tribe, party, t, posture)?;
            let row = match out.attitude {
                Attitude::Hostile => 0,
                Attitude::Inhospitable => 1,
                Attitude::Friendly => 2,
            };
            counts[row] += n;
            denominator += n;
        }
    }
    let odds = |numerator| Odds { numerator, denominator };
    Ok(AttitudeOdds { hostile: odds(counts[0]), inhospitable: odds(counts[1]), friendly: odds(counts[2]) })
}

/// A hunt to price (the request of the bindings' `nile_hunt_odds` / `huntOdds`):
/// `{"ground": "veldt", "hunter_skill": false}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntRequest"))]
pub struct HuntRequest {
    /// The ground hunted on.
    pub ground: HuntingGround,
    /// The Hunter skill (+1 on every roll for food).
    pub hunter_skill: bool,
}

/// An attitude roll to price (the request of the bindings' `nile_attitude_odds` /
/// `attitudeOdds`): `{"tribe": {...}, "party": {...}, "posture": {"posture": "forceful"},
/// "totals": null}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAttitudeRequest"))]
pub struct AttitudeRequest {
    /// The tribe met.
    pub tribe: Tribe,
    /// What the party brings.
    pub party: PartyStanding,
    /// The posture considered.
    pub posture: Posture,
    /// The natives' totals when the party has seen them (Africa Knowledge), else null.
    pub totals: Option<NativeTotals>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;
    use ActivityLevel::*;
    use tabletop::{Bot, Die};

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

    /// Odds serialize as Congo's probabilities do: `p`, then the fraction; read back without `p`.
    #[test]
    fn odds_json_has_p() {
        let o = Odds { numerator: 2, denominator: 6 };
        let json = serde_json::to_value(o).expect("serializes");
        assert_eq!(json, serde_json::json!({"p": 2.0 / 6.0, "numerator": 2, "denominator": 6}));
        let back: Odds = serde_json::from_value(serde_json::json!({"numerator": 2, "denominator": 6})).expect("reads");
        assert_eq!(back, o);
        let none = serde_json::to_value(Odds { numerator: 0, denominator: 0 }).expect("serializes");
        assert_eq!(none["p"], serde_json::json!(0.0));
    }

    // rule: EX-HUNT-02
    // rule: EX-HUNT-04
    // rule: EX-HUNT-09
    #[test]
    fn hunt_odds_by_hand() {
        // Veldt without the skill: 1-2 none, 3-4 five, 5 ten, 6 the D6 x 10; an encounter on
        // 6 then 1 or 2.
        let o = hunt_odds(HuntingGround::Veldt, false).expect("enumerates");
        let of = |food| o.food.iter().find(|(f, _)| *f == food).map(|(_, p)| p.numerator);
        assert_eq!(of(0), Some(12));
        assert_eq!(of(5), Some(12));
        assert_eq!(of(10), Some(6 + 1));
        assert_eq!(of(60), Some(1));
        assert_eq!(o.encounter, Odds { numerator: 2, denominator: 36 });
        assert_eq!(o.food.iter().map(|(_, p)| p.numerator).sum::<u32>(), 36);
    }

    fn seeded_agreement(expected: &[(&str, f64)], observed: &[(&str, u32)], n: u32) {
        for ((name, p), (_, seen)) in expected.iter().zip(observed) {
            let freq = f64::from(*seen) / f64::from(n);
            let se = (p * (1.0 - p) / f64::from(n)).sqrt();
            assert!((freq - p).abs() <= 4.5 * se + 1e-12, "{name}: observed {freq}, exact {p}");
        }
    }

    /// The agreement test for hunts: 20,000 seeded hunts per ground and skill, resolved by the
    /// engine's `hunt`, match the exact odds within 4.5 standard errors.
    #[test]
    fn hunt_odds_agree_with_seeded_resolutions() {
        const N: u32 = 20_000;
        let mut dice = DiceSource::seeded(2424);
        for ground in [HuntingGround::Jungle, HuntingGround::Veldt, HuntingGround::Swamp, HuntingGround::Desert] {
            for skill in [false, true] {
                let o = hunt_odds(ground, skill).expect("enumerates");
                let mut food: BTreeMap<u32, u32> = BTreeMap::new();
                let mut enc = 0;
                for _ in 0..N {
                    let h = hunting::hunt(&mut dice, ground, skill).expect("a seeded hunt");
                    *food.entry(h.food).or_default() += 1;
                    enc += u32::from(h.encounter);
                }
                assert!(food.keys().all(|f| o.food.iter().any(|(g, _)| g == f)), "a food the odds do not list");
                let exp: Vec<(&str, f64)> = o
                    .food
                    .iter()
                    .map(|(_, p)| ("food", p.probability()))
                    .chain([("encounter", o.encounter.probability())])
                    .collect();
                let obs: Vec<(&str, u32)> = o
                    .food
                    .iter()
                    .map(|(f, _)| ("food", food.get(f).copied().unwrap_or(0)))
                    .chain([("encounter", enc)])
                    .collect();
                seeded_agreement(&exp, &obs, N);
            }
        }
    }

    fn tribe() -> Tribe {
        Tribe { kind: natives::NativeKind::Generic, size: natives::TribeSize::Medium, warriors: 20 }
    }

    // rule: EX-ATTITUDE-01
    // rule: EX-ATTITUDE-05
    // rule: EX-ATTITUDE-08
    /// Attitude odds sum to one; pygmies are always hostile; known totals narrow the odds.
    #[test]
    fn attitude_odds_by_hand() {
        let party =
            PartyStanding { armed_men: 6, commanding_presence: false, diplomat: false, temper: PostureTemper::Normal };
        let o = attitude_odds(&tribe(), &party, Posture::Forceful, None).expect("enumerates");
        assert_eq!(o.hostile.numerator + o.inhospitable.numerator + o.friendly.numerator, o.hostile.denominator);
        let pygmies = Tribe { kind: natives::NativeKind::Pygmy, ..tribe() };
        let p = attitude_odds(&pygmies, &party, Posture::Defensive, None).expect("enumerates");
        assert_eq!(p.hostile.numerator, p.hostile.denominator);
        // No gifts with a Friendly posture: always hostile (RULINGS).
        let f = attitude_odds(&tribe(), &party, Posture::Friendly { gifts: 0 }, None).expect("enumerates");
        assert_eq!(f.hostile.numerator, f.hostile.denominator);
        // Forceful, 6 armed men (18) + 1D10 against 20 + 30 = 50 seen: always hostile.
        let t = NativeTotals { against_friendly: 2, against_force: 50 };
        let k = attitude_odds(&tribe(), &party, Posture::Forceful, Some(t)).expect("enumerates");
        assert_eq!((k.hostile.numerator, k.hostile.denominator), (10, 10));
    }

    /// The agreement test for the attitude roll: 20,000 seeded encounters per posture and party,
    /// the natives' totals and the attitude each resolved by the engine's functions, match the
    /// exact odds within 4.5 standard errors.
    #[test]
    fn attitude_odds_agree_with_seeded_resolutions() {
        const N: u32 = 20_000;
        let mut dice = DiceSource::seeded(2425);
        let parties = [
            PartyStanding { armed_men: 6, commanding_presence: false, diplomat: true, temper: PostureTemper::Cautious },
            PartyStanding { armed_men: 9, commanding_presence: true, diplomat: false, temper: PostureTemper::Reckless },
        ];
        for party in parties {
            for posture in [Posture::Friendly { gifts: 4 }, Posture::Forceful, Posture::Defensive] {
                let o = attitude_odds(&tribe(), &party, posture, None).expect("enumerates");
                let mut seen = [0u32; 3];
                for _ in 0..N {
                    let t = natives::native_totals(&mut dice, &tribe()).expect("seeded");
                    let a = natives::resolve_attitude(&mut dice, &tribe(), &party, &t, posture).expect("seeded");
                    seen[match a.attitude {
                        Attitude::Hostile => 0,
                        Attitude::Inhospitable => 1,
                        Attitude::Friendly => 2,
                    }] += 1;
                }
                seeded_agreement(
                    &[
                        ("hostile", o.hostile.probability()),
                        ("inhospitable", o.inhospitable.probability()),
                        ("friendly", o.friendly.probability()),
                    ],
                    &[("hostile", seen[0]), ("inhospitable", seen[1]), ("friendly", seen[2])],
                    N,
                );
            }
        }
    }
}
