//! Line of sight, partial shooting and cover.
//!
//! Sources: Congo rulebook, "Big Game Hunting" (target designation, partial shooting, cover
//! rolls), "Surviving in Dangerous Lands" (height, obstacles, rivers, tracks); RULINGS.md
//! "Further rulings" (the 1"-wide corridor, high terrain seen into or out of but not through).
//!
//! The line of sight from a figure to another is the 1"-wide corridor of a stick laid from the
//! centre of one base to the centre of the other. It is blocked by:
//! - any base of a third group (neither the shooter's nor the target's) overlapping the corridor
//!   (its centre closer than 1" to the centre line; touching the corridor's edge does not block);
//! - a high obstacle its centre line meets;
//! - high terrain: the centre line may cross the boundaries of high areas at most once in all
//!   (into or out of high terrain, never through; two figures in one high area see each other);
//! - a veil: mist in an area hides every figure in it from everyone; a hiding place hides the
//!   figures in it from every figure not in the same area.
//!
//! Low terrain and low obstacles never block. Because no base may overlap the shooter's or the
//! target's, the corridor's rounded ends never matter, so the corridor test is exact.

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use tabletop::{Die, Point};

use super::BASE_DIAMETER;
use super::base::{Field, FigureRef, GroupKey, VeilKind};
use super::error::FieldError;
use super::prim;
use super::table::{AreaId, Height, ObstacleId};

/// What blocks a line of sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoBlocker"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Blocker {
    /// A base of a third group overlaps the corridor.
    Figure {
        /// The figure.
        figure: FigureRef,
    },
    /// The centre line would pass through high terrain (its last crossing is in this area).
    HighTerrain {
        /// The area.
        area: AreaId,
    },
    /// The centre line meets a high obstacle.
    HighObstacle {
        /// The obstacle.
        obstacle: ObstacleId,
    },
    /// A veil (mist, hiding place) hides one end.
    Veil {
        /// The veiled area.
        area: AreaId,
    },
}

/// Line of sight between two base centres, ignoring the bases of the groups in `ignore` (the
/// shooter's and the target's). `None` means the line is clear. Rule: CG-SHOOT-06, CG-TERR-02,
/// CG-TERR-15. Units: fixed-point; exact.
pub fn sight_between(field: &Field<'_>, from: Point, to: Point, ignore: [GroupKey; 2]) -> Option<Blocker> {
    let table = field.table();
    for v in field.veils() {
        let Some(area) = table.area(v.area) else { continue };
        let a_in = prim::in_polygon(from, &area.outline);
        let b_in = prim::in_polygon(to, &area.outline);
        let hidden = match v.kind {
            VeilKind::Mist => a_in || b_in,
            VeilKind::Hiding => a_in != b_in,
        };
        if hidden {
            return Some(Blocker::Veil { area: v.area });
        }
    }
    for o in table.obstacles() {
        if o.height == Height::High && prim::segments_intersect(from, to, o.from, o.to) {
            return Some(Blocker::HighObstacle { obstacle: o.id });
        }
    }
    let mut crossings = 0u32;
    for (a, bbox) in table.boxed_areas() {
        if a.height != Height::High {
            continue;
        }
        let (_, _, n) = prim::boundary_changes(from, to, &a.outline, bbox);
        crossings += n;
        if crossings > 1 {
            return Some(Blocker::HighTerrain { area: a.id });
        }
    }
    // Only the groups whose box comes within 1" of the line (speed, issue #3).
    field
        .other_bases_near(ignore[0], from, to, BASE_DIAMETER)
        .find(|&(g, _, p)| g.key != ignore[1] && prim::cmp_point_seg(p, from, to, BASE_DIAMETER) == Ordering::Less)
        .map(|(g, i, _)| Blocker::Figure { figure: FigureRef { group: g.key, index: i } })
}

/// Line of sight from one figure to another (the groups of both never block). `Ok(None)` is a
/// clear line. Rule: CG-SHOOT-06.
///
/// # Errors
/// [`FieldError::UnknownGroup`], [`FieldError::UnknownFigure`].
pub fn sight(field: &Field<'_>, from: FigureRef, to: FigureRef) -> Result<Option<Blocker>, FieldError> {
    let (a, b) = (field.figure(from)?, field.figure(to)?);
    Ok(sight_between(field, a, b, [from.group, to.group]))
}

/// Who sees whom between a shooting group and a target group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupSight"))]
pub struct GroupSight {
    /// The figure leading the shooting.
    pub leader: usize,
    /// Target figures the leading figure sees (indices in the target group), ascending.
    pub visible_to_leader: Vec<usize>,
    /// Shooter figures that see at least one target figure (indices), ascending.
    pub seeing: Vec<usize>,
}

impl GroupSight {
    /// Whether the leading figure sees the target (the shot may be declared, range aside;
    /// CG-SHOOT-04).
    pub fn leader_sees(&self) -> bool {
        !self.visible_to_leader.is_empty()
    }
    /// Partial shooting: only the leading figure sees the target (CG-SHOOT-07).
    pub fn is_partial(&self) -> bool {
        self.leader_sees() && self.seeing.iter().all(|&i| i == self.leader)
    }
}

/// Lines of sight between every figure of `shooter` and every figure of `target`, with the
/// leading figure `leader`. Source: "Big Game Hunting", "Target designation", "Partial
/// shooting". Rules: CG-SHOOT-04, CG-SHOOT-06, CG-SHOOT-07.
///
/// # Errors
/// [`FieldError::UnknownGroup`], [`FieldError::UnknownFigure`] (leader out of range).
pub fn group_sight(
    field: &Field<'_>,
    shooter: GroupKey,
    leader: usize,
    target: GroupKey,
) -> Result<GroupSight, FieldError> {
    let s = field.group(shooter)?;
    let t = field.group(target)?;
    if leader >= s.figures.len() {
        return Err(FieldError::UnknownFigure(FigureRef { group: shooter, index: leader }));
    }
    let ignore = [shooter, target];
    let mut seeing = Vec::new();
    let mut visible_to_leader = Vec::new();
    for (i, &p) in s.figures.iter().enumerate() {
        let mut sees = false;
        for (j, &q) in t.figures.iter().enumerate() {
            if sight_between(field, p, q, ignore).is_none() {
                sees = true;
                if i == leader {
                    visible_to_leader.push(j);
                } else {
                    break;
                }
            }
        }
        if sees {
            seeing.push(i);
        }
    }
    Ok(GroupSight { leader, visible_to_leader, seeing })
}

/// What a shot needs of [`group_sight`]: `None` when the leading figure sees no figure of the
/// target (no shot), else whether the shooting is partial (no other figure of the shooter sees
/// one; CG-SHOOT-07). The same answers as [`GroupSight::leader_sees`] and
/// [`GroupSight::is_partial`] of [`group_sight`], each search stopping at the first line of sight
/// it finds (speed, issue #3: the offered shots need no more).
///
/// # Errors
/// As [`group_sight`].
pub fn shot_sight(
    field: &Field<'_>,
    shooter: GroupKey,
    leader: usize,
    target: GroupKey,
) -> Result<Option<bool>, FieldError> {
    let s = field.group(shooter)?;
    let t = field.group(target)?;
    let ignore = [shooter, target];
    let Some(&from) = s.figures.get(leader) else {
        return Err(FieldError::UnknownFigure(FigureRef { group: shooter, index: leader }));
    };
    let sees = |p: Point| sees_any(field, p, &t.figures, ignore);
    let r = if !sees(from) { None } else { Some(!s.figures.iter().enumerate().any(|(i, &p)| i != leader && sees(p))) };
    crate::cross_check!(eq:
        r,
        group_sight(field, shooter, leader, target).ok().and_then(|g| g.leader_sees().then(|| g.is_partial())),
        "the shot's sight differs from the group's"
    );
    Ok(r)
}

/// Whether a base at `p` has line of sight to one of `bases` (`ignore`: as [`sight_between`]),
/// stopping at the first line found.
fn sees_any(field: &Field<'_>, p: Point, bases: &[Point], ignore: [GroupKey; 2]) -> bool {
    bases.iter().any(|&q| sight_between(field, p, q, ignore).is_none())
}

/// Whether one of the first `lookers` bases of `group` (its figures: a joined Independent
/// Character's base comes after them) has line of sight to a base of `target`, stopping at the
/// first line found: a shot's sight without its partial or cover ([`shot_sight`] of some
/// leader is `Some`), as a witchdoctor's ritual asks it of a target in sight (speed, issue #3).
///
/// # Errors
/// [`FieldError::UnknownGroup`].
pub fn in_sight(field: &Field<'_>, group: GroupKey, lookers: usize, target: GroupKey) -> Result<bool, FieldError> {
    let s = field.group(group)?;
    let t = field.group(target)?;
    let ignore = [group, target];
    Ok(s.figures.iter().take(lookers).any(|&p| sees_any(field, p, &t.figures, ignore)))
}

/// Which cover a target group gets against a shot led by `leader`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCover"))]
pub struct Cover {
    /// The terrain the target occupies, if it is (at least partly) in an area.
    pub area: Option<AreaId>,
    /// The die of the terrain it occupies (area, river D6, track D6, else open terrain's die).
    pub terrain: Die,
    /// A low obstacle every clear line from the leader to the target crosses, if any.
    pub low_obstacle: Option<ObstacleId>,
    /// The die rolled: the terrain's, or the better of D10 and the terrain's when a low obstacle
    /// is crossed (RULINGS.md; CG-TERR-16).
    pub die: Die,
}

/// The cover of `target` against a shot led by figure `leader`. Source: "Big Game Hunting",
/// "Cover rolls"; "Surviving in Dangerous Lands" (obstacles, rivers, tracks). Rules:
/// CG-SHOOT-11, CG-SHOOT-12, CG-TERR-16, CG-TERR-20, CG-TERR-21.
///
/// The terrain is the one the target occupies: an area it is in or partly in (the melee special
/// case) gives that area's die; else a river (any figure in the water) gives D6; else a track
/// (any figure on it) gives D6; else the table's open-terrain die. A low obstacle counts when
/// every clear line of sight from the leader to a target figure crosses it (the shooter cannot
/// pick a line that avoids it); with no clear line, every line to a target figure.
///
/// # Errors
/// [`FieldError::UnknownGroup`], [`FieldError::UnknownFigure`].
pub fn cover(field: &Field<'_>, leader: FigureRef, target: GroupKey) -> Result<Cover, FieldError> {
    let from = field.figure(leader)?;
    let t = field.group(target)?;
    let table = field.table();
    let occ = field.occupancy(&t.figures);
    let area = occ.area();
    let terrain = if let Some(a) = area.and_then(|a| table.area(a)) {
        a.cover
    } else if t.figures.iter().any(|&p| table.river_at(p).is_some() || table.track_at(p).is_some()) {
        Die::D6
    } else {
        table.open_cover()
    };
    let ignore = [leader.group, target];
    // The clear lines matter only to a low obstacle (speed: most tables have none).
    let low_obstacle = if table.obstacles().iter().any(|o| o.height == Height::Low) {
        let clear: SmallVec<[Point; 16]> =
            t.figures.iter().copied().filter(|&q| sight_between(field, from, q, ignore).is_none()).collect();
        let lines: &[Point] = if clear.is_empty() { &t.figures } else { &clear };
        table
            .obstacles()
            .iter()
            .find(|o| o.height == Height::Low && lines.iter().all(|&q| prim::segments_intersect(from, q, o.from, o.to)))
            .map(|o| o.id)
    } else {
        None
    };
    let die = if low_obstacle.is_some() { terrain.max(Die::D10) } else { terrain };
    Ok(Cover { area, terrain, low_obstacle, die })
}
