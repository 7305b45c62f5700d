//! The Adventure's objectives in the engine: [`ObjectiveFacts`] for the [`Game`], the points of
//! "each End phase" objectives scored at every End phase, and every objective's points added to
//! the general victory points at the end (CG-VP-04).
//!
//! Sources: Congo rulebook, "Adventuring in Africa" (The Bulletin: the objectives; Ending the
//! Adventure: "General VP are added to the Adventure's VP").
//!
//! The facts come from the Adventure's state in play ([`crate::universal`]): who carries each
//! Object (a group gone off the table keeps it), which groups left the table and by which edge,
//! Plunder tokens, livestock and Independent Characters with each column's groups. A `Custom`
//! objective is counted by the engine's registry of custom objectives ([`CUSTOM_OBJECTIVES`]);
//! a key it does not know scores 0.

use crate::adventure::{CustomObjective, ObjectId, ObjectiveFacts, Scoring, Side};
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::prim::in_polygon;
use crate::geometry::{AreaId, Edge};
use crate::state::Player;
use alloc::vec::Vec;

impl ObjectiveFacts for Game {
    fn turn(&self) -> u8 {
        self.turn
    }
    fn carrier_of(&self, object: &ObjectId) -> Option<Side> {
        crate::universal::carrier_of(self, object)
            .filter(|(_, group)| self.group(*group).is_ok_and(|g| g.in_play()))
            .map(|(side, _)| side)
    }
    fn object_exited(&self, object: &ObjectId) -> Option<(Side, Edge)> {
        crate::universal::object_exited(self, object)
    }
    fn groups_exited(&self, column: Side, edge: Option<Edge>) -> u16 {
        crate::universal::groups_exited(self, column, edge)
    }
    fn groups_eliminated(&self, column: Side) -> u16 {
        let n = self.groups.iter().filter(|g| g.owner == column && (g.eliminated || g.figures.is_empty())).count();
        u16::try_from(n).unwrap_or(u16::MAX)
    }
    fn groups_in_area(&self, column: Side, area: AreaId) -> u16 {
        let Some(area) = self.setup.table.area(area) else { return 0 };
        let n = self
            .groups
            .iter()
            .filter(|g| g.owner == column && g.in_play())
            .filter(|g| {
                g.figures
                    .iter()
                    .all(|f| self.figures.get(usize::from(f.0)).is_some_and(|f| in_polygon(f.at, &area.outline)))
            })
            .count();
        u16::try_from(n).unwrap_or(u16::MAX)
    }
    fn loot_held(&self, column: Side) -> u16 {
        crate::universal::loot_held(self, column)
    }
    fn plunder_tokens(&self, column: Side) -> u16 {
        crate::universal::plunder_tokens(self, column)
    }
    fn cattle_with(&self, column: Side) -> u16 {
        crate::universal::cattle_with(self, column)
    }
    fn independent_character_with(&self, name: &str) -> Option<Side> {
        crate::universal::character_with(self, name)
    }
}

/// The points `player` scores now for objective `index` (0 for a custom one the registry does
/// not know).
fn points_now(g: &Game, index: usize, player: Player) -> i32 {
    let Some(a) = &g.setup.adventure else { return 0 };
    a.adventure.objectives.get(index).map_or(0, |o| o.points_for(player, g, CUSTOM_OBJECTIVES).unwrap_or(0))
}

/// At each End phase: score the "each End phase" objectives and keep their running totals.
pub(crate) fn end_of_turn(g: &mut Game, ev: &mut Vec<Event>) {
    let Some(a) = &g.setup.adventure else { return };
    let each: Vec<usize> = a
        .adventure
        .objectives
        .iter()
        .enumerate()
        .filter(|(_, o)| o.scoring == Scoring::EachEndPhase)
        .map(|(i, _)| i)
        .collect();
    let n = a.adventure.objectives.len();
    if g.objective_points.len() < n {
        g.objective_points.resize(n, [0, 0]);
    }
    for i in each {
        for p in Player::BOTH {
            let pts = points_now(g, i, p);
            if pts != 0 {
                g.objective_points[i][p.index()] += pts;
                let objective = u8::try_from(i).unwrap_or(u8::MAX);
                ev.push(Event::new("CG-ADV-01", What::ObjectivePoints { player: p, objective, points: pts }));
            }
        }
    }
}

/// At the end of the game: every objective's points for each column it concerns (the running
/// total of an "each End phase" one, the count now of an "end of game" one), named in an event
/// and added to `points` (CG-VP-04).
pub(crate) fn final_points(g: &mut Game, points: &mut [i32; 2], ev: &mut Vec<Event>) {
    let Some(a) = &g.setup.adventure else { return };
    let objectives = a.adventure.objectives.clone();
    for (i, o) in objectives.iter().enumerate() {
        for p in Player::BOTH {
            if !o.columns.contains(p) {
                continue;
            }
            let pts = match o.scoring {
                Scoring::EachEndPhase => g.objective_points.get(i).map_or(0, |t| t[p.index()]),
                Scoring::EndOfGame => points_now(g, i, p),
            };
            points[p.index()] += pts;
            let objective = u8::try_from(i).unwrap_or(u8::MAX);
            ev.push(Event::new(
                "CG-VP-04",
                What::ObjectiveScored { player: p, objective, name: o.name.clone(), points: pts },
            ));
        }
    }
}

/// "More of your groups left the table than the enemy's": 1 or 0 (key `more_groups_exited`).
struct MoreGroupsExited;
impl CustomObjective for MoreGroupsExited {
    fn key(&self) -> &str {
        "more_groups_exited"
    }
    fn count(&self, column: Side, facts: &dyn ObjectiveFacts) -> u16 {
        u16::from(facts.groups_exited(column, None) > facts.groups_exited(column.other(), None))
    }
}

/// "Each enemy group eliminated beyond your own losses" (key `eliminated_difference`).
struct EliminatedDifference;
impl CustomObjective for EliminatedDifference {
    fn key(&self) -> &str {
        "eliminated_difference"
    }
    fn count(&self, column: Side, facts: &dyn ObjectiveFacts) -> u16 {
        facts.groups_eliminated(column.other()).saturating_sub(facts.groups_eliminated(column))
    }
}

/// The custom objectives the engine knows, by key: an Adventure's `Condition::Custom { key }`
/// is counted by the entry with that key (a key not listed scores 0 in play; scoring outside
/// the engine takes any registry, see [`crate::adventure::CustomObjective`]).
///
/// | key | one unit |
/// | --- | --- |
/// | `more_groups_exited` | 1 when more of the column's groups left the table than the enemy's |
/// | `eliminated_difference` | each enemy group eliminated beyond the column's own eliminated groups |
pub const CUSTOM_OBJECTIVES: &[&dyn CustomObjective] = &[&MoreGroupsExited, &EliminatedDifference];
