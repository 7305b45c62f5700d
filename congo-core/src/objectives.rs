//! The Adventure's objectives in the engine: [`ObjectiveFacts`] for the [`Game`], the points of
//! "each End phase" objectives scored at every End phase, and every objective's points added to
//! the general victory points at the end (CG-VP-04).
//!
//! Sources: Congo rulebook, "Adventuring in Africa" (The Bulletin: the objectives; Ending the
//! Adventure: "General VP are added to the Adventure's VP").
//!
//! What the engine does not run yet counts nothing: no group can pick up an Object, leave the
//! table, plunder, lead cattle or take an Independent Character (docs/rulings.md "Adventures in
//! play"), so those facts are "nobody", and a `Custom` objective (which needs an application's
//! registration) scores 0.

use crate::adventure::{ObjectId, ObjectiveFacts, Scoring, Side};
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
    fn carrier_of(&self, _object: &ObjectId) -> Option<Side> {
        None
    }
    fn object_exited(&self, _object: &ObjectId) -> Option<(Side, Edge)> {
        None
    }
    fn groups_exited(&self, _column: Side, _edge: Option<Edge>) -> u16 {
        0
    }
    fn groups_eliminated(&self, column: Side) -> u16 {
        let n = self.groups.iter().filter(|g| g.owner == column && !g.in_play()).count();
        u16::try_from(n).unwrap_or(u16::MAX)
    }
    fn groups_in_area(&self, column: Side, area: AreaId) -> u16 {
        let Some(area) = self.setup.table.area(area) else { return 0 };
        let n = self
            .groups
            .iter()
            .filter(|g| g.owner == column && g.in_play())
            .filter(|g| {
                g.figures.iter().all(|f| self.figures.get(usize::from(f.0)).is_some_and(|f| in_polygon(f.at, &area.outline)))
            })
            .count();
        u16::try_from(n).unwrap_or(u16::MAX)
    }
    fn loot_held(&self, column: Side) -> u16 {
        self.groups.iter().filter(|g| g.owner == column && g.in_play()).map(|g| u16::from(g.loot)).sum()
    }
    fn plunder_tokens(&self, _column: Side) -> u16 {
        0
    }
    fn cattle_with(&self, _column: Side) -> u16 {
        0
    }
    fn independent_character_with(&self, _name: &str) -> Option<Side> {
        None
    }
}

/// The points `player` scores now for objective `index` (0 for an unregistered custom one).
fn points_now(g: &Game, index: usize, player: Player) -> i32 {
    let Some(a) = &g.setup.adventure else { return 0 };
    a.adventure.objectives.get(index).map_or(0, |o| o.points_for(player, g, &[]).unwrap_or(0))
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
