//! How well a game stands for one player, 0 (lost) to 1 (won): the search bot's evaluation of
//! a game it stopped playing ahead (Congo rulebook, "Ending the Adventure": the victory points
//! decide).
//!
//! A finished game is 1, 0.5 or 0 by its victory points. An unfinished one is scored by an
//! estimate of the points each side would end with: the Adventure's objectives counted now
//! (an "each End phase" one: the points it scored, and as many again each turn left as it
//! would score now), each enemy character
//! eliminated (2 VP per expected success of its stars' D8s: 1 a star), each Loot token held
//! (1.5, the mean of 3D6's successes), -2 a lost auxiliary; plus a material term (the figures
//! and groups still fighting, less their Stress tokens) that stands for the points they may
//! still earn; and where the groups stand (near their goals, in cover). The difference goes through a logistic curve.

use congo_core::adventure::Scoring;
use congo_core::objectives::CUSTOM_OBJECTIVES;
use congo_core::state::Role;
use congo_core::{Game, Player};

/// The scale of the logistic curve, in victory points: a lead of this many points is worth
/// about 0.73.
const SCALE: f64 = 4.0;

/// `player`'s estimated points in `g` (module docs), not counting material.
pub fn points_estimate(g: &Game, player: Player) -> f64 {
    let mut v = 0.0;
    if let Some(a) = &g.setup_ref().adventure {
        let turns_left = f64::from(g.setup_ref().turns.saturating_sub(g.turn()) + 1);
        for (i, o) in a.adventure.objectives.iter().enumerate().filter(|(_, o)| o.columns.contains(player)) {
            let now = f64::from(o.points_for(player, g, CUSTOM_OBJECTIVES).unwrap_or(0));
            v += match o.scoring {
                Scoring::EndOfGame => now,
                Scoring::EachEndPhase => {
                    let scored = g.objective_points().get(i).map_or(0, |t| t[player.index()]);
                    f64::from(scored) + now * turns_left
                }
            };
        }
    }
    for f in g.figures().iter().filter(|f| !f.alive) {
        let Ok(grp) = g.group(f.group) else { continue };
        match f.role {
            Role::Character { index } if grp.owner != player => {
                let stars = g.setup_ref().columns[grp.owner.index()]
                    .groups
                    .get(usize::from(grp.index))
                    .and_then(|gs| gs.characters.get(usize::from(index)))
                    .map_or(0, |c| c.profile.stars);
                v += f64::from(stars);
            }
            Role::Auxiliary { .. } if grp.owner == player => v -= 2.0,
            _ => {}
        }
    }
    let loot: u32 = g.groups().iter().filter(|grp| grp.owner == player).map(|grp| u32::from(grp.loot)).sum();
    v + 1.5 * f64::from(loot)
}

/// `player`'s fighting strength in `g`: 0.5 a living figure, 1 a group on the table, -0.3 a
/// Stress token.
pub fn material(g: &Game, player: Player) -> f64 {
    let mut v = 0.0;
    for id in g.groups_in_play() {
        let Ok(grp) = g.group(id) else { continue };
        if grp.owner == player {
            v += 1.0 + 0.5 * grp.figures.len() as f64 - 0.3 * grp.stress.len() as f64;
        }
    }
    v
}

/// Where `player`'s groups stand: -0.1 an inch from their goal ([`crate::board::goal`]), +0.3 a
/// step of cover.
pub fn position(g: &Game, player: Player) -> f64 {
    let pieces = congo_core::View::of(g, player).adventure.pieces;
    let mut v = 0.0;
    for id in g.groups_in_play() {
        if !g.group(id).is_ok_and(|grp| grp.owner == player) {
            continue;
        }
        let Some(c) = crate::board::centre(g, id) else { continue };
        if let Some(goal) = crate::board::goal_among(g, &pieces, player, id, c) {
            v -= 0.1 * crate::board::inches(c, goal);
        }
        v += 0.3 * crate::board::cover_bonus(g, c);
    }
    v
}

/// How well `g` stands for `player`, 0 to 1 (module docs).
pub fn evaluate(g: &Game, player: Player) -> f64 {
    if let Some(points) = g.points() {
        let (mine, theirs) = (points[player.index()], points[player.other().index()]);
        return match mine.cmp(&theirs) {
            core::cmp::Ordering::Greater => 1.0,
            core::cmp::Ordering::Equal => 0.5,
            core::cmp::Ordering::Less => 0.0,
        };
    }
    let lead = points_estimate(g, player) - points_estimate(g, player.other()) + 0.5 * material(g, player)
        - 0.5 * material(g, player.other())
        + position(g, player)
        - position(g, player.other());
    1.0 / (1.0 + (-lead / SCALE).exp())
}
