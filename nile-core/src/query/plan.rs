//! What a day's plan would cost before it is sent, and how far a team can go this turn: the
//! movement dice and the route ([`crate::route`]), the morning's meal ([`crate::meal`]), the
//! Lost Check ([`super::plan_lost_odds`]) and what the team has left; and for each Activity
//! Level the squares within reach. All from the same functions the turn resolves with, on the
//! map as the team knows it ([`Map::as_known_by`]).
//!
//! Rulebook: the expedition game's "Sequence Of Play", "Step 1: Select An Activity Level"
//! (EX-ACT-01 to EX-ACT-04), "Step 2: Movement" (EX-MOVE-01 to EX-MOVE-07), food and water
//! (EX-OUTFIT-17, EX-OUTFIT-25, EX-FOOD-01, EX-FOOD-02).

use super::{PlanLostOdds, checked_plan, lost_odds_of};
use crate::activity::ActivityLevel;
use crate::day;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::game::Game;
use crate::map::{Direction, Map, Square, Terrain};
use crate::meal;
use crate::movement;
use crate::party::{Team, TeamId};
use crate::route::{self, Route};
use crate::supplies::Stores;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// What the morning's meal of a plan uses (the supplies step that opens the turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMealCost"))]
pub struct MealCost {
    /// Rations eaten (1 per man, EX-OUTFIT-17; none for a man the weed feeds).
    pub rations: u32,
    /// Units of water drunk: in the desert 1 per man and 2 per animal but camels (EX-OUTFIT-25);
    /// 0 elsewhere.
    pub water: u32,
    /// Men who would go hungry (EX-FOOD-01: bearers, askari and guides leave; Europeans and
    /// reliable bearers fall sick).
    pub hungry: u32,
    /// Men who would go thirsty (EX-FOOD-02).
    pub thirsty: u32,
    /// Animals that would get no water and be lost.
    pub animals_lost: u32,
    /// The team will first be asked whether to eat a man who died today or yesterday
    /// (EX-VP-14); if it does, nobody goes hungry (the counts above are for a refusal).
    pub cannibalism: bool,
}

/// The cost of a proposed day plan (see [`plan_cost`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePlanCost"))]
pub struct PlanCost {
    /// The Activity Level.
    pub activity: ActivityLevel,
    /// The heading.
    pub heading: Direction,
    /// By canoe.
    pub afloat: bool,
    /// False when the party cannot move whatever the dice say: a wagon or cart under repair or
    /// short of draught animals, an explorer who must be carried and too few to carry him.
    pub moves: bool,
    /// Movement dice rolled (the Activity Level's: 2, 3 or 5, EX-ACT-02..04).
    pub dice: u8,
    /// Their die (the terrain's, EX-MOVE-02..07; D10 by canoe; D4 in the graveyard's desert).
    pub die: Die,
    /// The least movement roll in inches (every die a 1), before hunger and thirst effects.
    pub least: u32,
    /// The most (every die its highest face).
    pub most: u32,
    /// The squares the move would enter for rolls up to `most`, and where it would stop short;
    /// empty when the party does not move. A Lost Check failed turns the party (the Lost
    /// Template) and the route no longer holds.
    pub route: Route,
    /// The morning's meal; `None` on a free move (EX-QUEST-05: the movement step only).
    pub meal: Option<MealCost>,
    /// The Lost Check the plan makes ([`super::plan_lost_odds`]).
    pub lost: PlanLostOdds,
    /// The stores the team has left after the meal.
    pub left: Stores,
}

/// The movement dice of team `t` at `level`: how many, and which die.
fn movement_dice(map: &Map, t: &Team, level: ActivityLevel, afloat: bool) -> (u8, Die) {
    (level.movement_dice(), movement::party_movement_die(map, t, afloat))
}

/// The route of team `t` along `heading` (on foot or by canoe) for rolls up to `most`, on the
/// map as it knows it.
fn route_of(known: &Map, t: &Team, heading: Direction, afloat: bool, most: u32) -> Route {
    if afloat { route::paddle(known, t, heading, most) } else { route::walk(known, t, heading, most) }
}

/// The cost of a day plan `team` proposes, before it is sent: first the same refusal
/// [`apply`](tabletop::RulesGame::apply) gives the plan (as [`super::plan_lost_odds`]), then
/// the movement dice and the span of their roll, the route on the map as the team knows it,
/// the morning's meal and the stores left, and the Lost Check's odds. Pure: no die is rolled,
/// nothing changes, nothing the team has not seen is told.
///
/// What the day's dice bring is not foreseen: an event (which may stop or slow the party or
/// take dice away), a Lost Check failed (which turns it), hunger and thirst effects on the
/// movement dice (from the privation rolls of unfed Europeans), what exploring a square finds.
///
/// # Errors
/// As [`super::plan_lost_odds`].
pub fn plan_cost(g: &Game, team: TeamId, plan: &Decision) -> Result<PlanCost, RuleError> {
    let (t, p) = checked_plan(g, team, plan)?;
    let lost = lost_odds_of(g, t, &p);
    let (dice, die) = movement_dice(g.map(), t, p.activity, p.afloat);
    let moves = !movement::held_back(t);
    let (least, most) = if moves { (u32::from(dice), u32::from(dice) * u32::from(die.sides())) } else { (0, 0) };
    let route =
        if moves { route_of(&g.map().as_known_by(team.0), t, p.heading, p.afloat, most) } else { Route::default() };
    let (meal, left) = if g.today.free_move {
        (None, t.stores)
    } else {
        let desert = day::terrain_of(g.map(), t) == Terrain::Desert;
        let m = meal::serve(t, desert, false);
        let cost = MealCost {
            rations: t.stores.rations - m.stores.rations,
            water: t.stores.water - m.stores.water,
            hungry: m.hungry(),
            thirsty: m.thirsty(),
            animals_lost: m.animals_lost.len() as u32,
            cannibalism: meal::cannibalism_asked(t, g.day()),
        };
        (Some(cost), m.stores)
    };
    Ok(PlanCost {
        activity: p.activity,
        heading: p.heading,
        afloat: p.afloat,
        moves,
        dice,
        die,
        least,
        most,
        route,
        meal,
        lost,
        left,
    })
}

/// A square within reach at one Activity Level, by the cheapest way there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileReachSquare"))]
pub struct ReachSquare {
    /// The square.
    pub square: Square,
    /// The heading that gets there with the least roll.
    pub heading: Direction,
    /// By canoe.
    pub afloat: bool,
    /// The least movement roll, in inches, that gets there.
    pub roll: u32,
    /// Its terrain is not known yet (exploring it may stop the party short).
    pub unexplored: bool,
}

/// The squares within reach this turn at one Activity Level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileReach"))]
pub struct Reach {
    /// The Activity Level.
    pub activity: ActivityLevel,
    /// Movement dice rolled (2, 3 or 5).
    pub dice: u8,
    /// Their die on foot.
    pub die: Die,
    /// Their die by canoe, when the party may take to the river this turn along some heading.
    pub canoe_die: Option<Die>,
    /// Every square some roll of these dice along some legal heading gets to (the party's own
    /// square left out), ordered by square, each by its cheapest way.
    pub squares: Vec<ReachSquare>,
}

/// For each Activity Level team `t` may choose (its vehicles allow), the squares within reach
/// this turn: along every heading it may take ([`Game::legal_headings`]), on foot and, where
/// it may ([`movement::check_afloat`]), by canoe, for every roll up to the most its dice give;
/// on the map as it knows it, with the turn's events, a failed Lost Check and hunger effects
/// not foreseen (as [`plan_cost`]). Empty squares when the party cannot move. Read for any
/// team at any time (not only on its turn). Pure.
///
/// # Errors
/// [`RuleError::Illegal`] when `team` is not in the game.
pub fn reach(g: &Game, team: TeamId) -> Result<Vec<Reach>, RuleError> {
    let t = g.team(team).ok_or_else(|| RuleError::Illegal(format!("{team} is not in the game")))?;
    let known = g.map().as_known_by(team.0);
    let headings = g.legal_headings(team);
    let canoe_headings: Vec<Direction> =
        headings.iter().copied().filter(|h| movement::check_afloat(g.map(), t, *h).is_ok()).collect();
    let moves = !movement::held_back(t);
    let mut out = Vec::new();
    for activity in day::allowed_levels(t) {
        let (dice, die) = movement_dice(g.map(), t, activity, false);
        let canoe_die = (!canoe_headings.is_empty()).then(|| movement_dice(g.map(), t, activity, true).1);
        let mut best: BTreeMap<Square, ReachSquare> = BTreeMap::new();
        let ways = headings
            .iter()
            .map(|h| (*h, false, die))
            .chain(canoe_headings.iter().map(|h| (*h, true, canoe_die.unwrap_or(die))));
        for (heading, afloat, d) in ways.filter(|_| moves) {
            let most = u32::from(dice) * u32::from(d.sides());
            for s in route_of(&known, t, heading, afloat, most).squares {
                let candidate =
                    ReachSquare { square: s.square, heading, afloat, roll: s.roll, unexplored: s.unexplored };
                best.entry(s.square)
                    .and_modify(|b| {
                        if candidate.roll < b.roll {
                            *b = candidate
                        }
                    })
                    .or_insert(candidate);
            }
        }
        let here = crate::map::square_of(t.position);
        best.remove(&here);
        out.push(Reach { activity, dice, die, canoe_die, squares: best.into_values().collect() });
    }
    Ok(out)
}

#[cfg(test)]
#[path = "plan_tests.rs"]
mod tests;
