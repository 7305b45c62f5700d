//! What the table says to a bot: where its groups stand, where the Adventure's objectives call
//! them, the cover at a point, and how close the enemy is. Everything here reads the public
//! table only (the groups, the figures, the terrain and the Adventure's pieces: what
//! [`congo_core::View`] shows both players).
//!
//! Lengths are fixed-point [`tabletop::Length`] units (thousandths of an inch); the scores
//! returned are plain `f64`s in inches where a distance is meant.

use congo_core::adventure::Condition;
use congo_core::geometry::Edge;
use congo_core::universal::{Piece, PieceKind, Place};
use congo_core::{Game, GroupId, Player};
use tabletop::{Die, Point};

/// Thousandths of an inch in an inch.
const UNITS: f64 = 1000.0;

/// The distance from `a` to `b`, in inches.
pub fn inches(a: Point, b: Point) -> f64 {
    (a.distance_sq(b) as f64).sqrt() / UNITS
}

/// The centre of `group`'s living figures (`None` for a group with none on the table).
pub fn centre(g: &Game, group: GroupId) -> Option<Point> {
    let grp = g.group(group).ok()?;
    let pts: Vec<Point> = grp.figures.iter().filter_map(|f| g.figure(*f)).map(|f| f.at).collect();
    mean(&pts)
}

/// The mean of `pts` (`None` when empty).
pub fn mean(pts: &[Point]) -> Option<Point> {
    if pts.is_empty() {
        return None;
    }
    let n = pts.len() as i64;
    let x = pts.iter().map(|p| i64::from(p.x.units())).sum::<i64>() / n;
    let y = pts.iter().map(|p| i64::from(p.y.units())).sum::<i64>() / n;
    Some(Point::new(tabletop::Length::milli(x as i32), tabletop::Length::milli(y as i32)))
}

/// The cover die a group standing at `p` rolls: its terrain area's, or the table's open cover.
pub fn cover_at(g: &Game, p: Point) -> Die {
    let table = &g.setup_ref().table;
    table.area_at(p).and_then(|a| table.area(a)).filter(|a| !a.blocking).map_or(table.open_cover(), |a| a.cover)
}

/// How much better than open ground the cover at `p` is: 0 in the open, 1 per die step (D6 to
/// D8 is 1, to D10 is 2).
pub fn cover_bonus(g: &Game, p: Point) -> f64 {
    let open = f64::from(g.setup_ref().table.open_cover().sides());
    ((f64::from(cover_at(g, p).sides()) - open) / 2.0).max(0.0)
}

/// The point nearest `p` on `edge`, just inside the table.
fn on_edge(g: &Game, p: Point, edge: Edge) -> Point {
    let table = &g.setup_ref().table;
    let (w, h) = (table.width(), table.height());
    match edge {
        Edge::North => Point::new(p.x, h),
        Edge::South => Point::new(p.x, tabletop::Length::ZERO),
        Edge::East => Point::new(w, p.y),
        Edge::West => Point::new(tabletop::Length::ZERO, p.y),
    }
}

/// Where the Adventure's objectives call `group` of `player`, seen from `from`: the nearest of
/// an Object or Loot token lying on the table, an enemy group carrying an Object the column
/// scores for, an area the column scores for occupying, and (for a group carrying an Object, or
/// when groups score for leaving) the exit edge. `None` when nothing calls it (then the enemy
/// does: [`nearest_enemy`]).
pub fn goal(g: &Game, player: Player, group: GroupId, from: Point) -> Option<Point> {
    goal_among(g, &congo_core::View::of(g, player).adventure.pieces, player, group, from)
}

/// [`goal`] with the Adventure's pieces as `player`'s view shows them (`View::adventure.pieces`),
/// read once by a caller that asks for many groups.
pub fn goal_among(g: &Game, pieces: &[Piece], player: Player, group: GroupId, from: Point) -> Option<Point> {
    let adventure = g.setup_ref().adventure.as_ref()?;
    let carrying =
        pieces.iter().any(|p| matches!(p.kind, PieceKind::Object { .. }) && p.place == Place::With { group });
    let mut best: Option<(f64, Point)> = None;
    let mut consider = |p: Point| {
        let d = inches(from, p);
        if best.is_none_or(|(b, _)| d < b) {
            best = Some((d, p));
        }
    };
    for o in adventure.adventure.objectives.iter().filter(|o| o.columns.contains(player) && o.points > 0) {
        match &o.condition {
            Condition::CarriesObject { object } | Condition::ObjectExited { object, .. } => {
                for piece in pieces {
                    let PieceKind::Object { id, .. } = &piece.kind else { continue };
                    if id != object {
                        continue;
                    }
                    match piece.place {
                        Place::Table { at } if !carrying => consider(at),
                        Place::With { group: holder } => {
                            let enemy = g.group(holder).is_ok_and(|h| h.owner != player);
                            if enemy {
                                if let Some(c) = centre(g, holder) {
                                    consider(c);
                                }
                            }
                        }
                        _ => {}
                    }
                }
                if let Condition::ObjectExited { edge, .. } = &o.condition {
                    if carrying {
                        let table = &g.setup_ref().table;
                        consider(on_edge(g, from, edge.unwrap_or_else(|| table.nearest_edge(from).0)));
                    }
                }
            }
            Condition::GroupsExited { edge } => {
                let table = &g.setup_ref().table;
                consider(on_edge(g, from, edge.unwrap_or_else(|| table.nearest_edge(from).0)));
            }
            Condition::Occupies { area } => {
                if let Some(a) = g.setup_ref().table.area(*area) {
                    if let Some(c) = mean(&a.outline) {
                        consider(c);
                    }
                }
            }
            Condition::LootHeld => {
                for piece in pieces {
                    if let (PieceKind::Loot { .. }, Place::Table { at }) = (&piece.kind, piece.place) {
                        consider(at);
                    }
                }
            }
            _ => {}
        }
    }
    best.map(|(_, p)| p)
}

/// The enemy group nearest `from` and its distance in inches, figure to figure.
pub fn nearest_enemy(g: &Game, player: Player, from: Point) -> Option<(GroupId, f64)> {
    let mut best: Option<(GroupId, f64)> = None;
    for id in g.groups_in_play() {
        let Ok(grp) = g.group(id) else { continue };
        if grp.owner == player {
            continue;
        }
        for f in grp.figures.iter().filter_map(|f| g.figure(*f)) {
            let d = inches(from, f.at);
            if best.is_none_or(|(_, b)| d < b) {
                best = Some((id, d));
            }
        }
    }
    best
}

/// How many enemy groups that shoot have a figure within `reach` inches of `at`.
pub fn shooters_near(g: &Game, player: Player, at: Point, reach: f64) -> usize {
    g.groups_in_play()
        .filter(|id| g.group(*id).is_ok_and(|grp| grp.owner != player))
        .filter(|id| g.values(*id).is_some_and(|v| !v.shooting_dice().is_empty()))
        .filter(|id| {
            g.group(*id)
                .is_ok_and(|grp| grp.figures.iter().filter_map(|f| g.figure(*f)).any(|f| inches(at, f.at) <= reach))
        })
        .count()
}

/// Whether `group` fights better than it shoots: its Combat dice outnumber its Shooting dice (a
/// group of warriors closes in, a group of rifles keeps its distance).
pub fn melee_minded(g: &Game, group: GroupId) -> bool {
    g.values(group).is_some_and(|v| {
        let shooting = v.shooting_dice().len();
        let combat = usize::from(v.profile.combat.is_some()) * v.members;
        combat > shooting
    })
}
