//! Animal moves chosen by the engine: the lion's advance on the closest group, and cattle
//! driven away.
//!
//! Source: Congo rulebook, animal rules of the adventures (RULES-INVENTORY CG-ANIMAL-07: "at the
//! end of each Action step roll 1D8; on a success it moves M toward the closest group, unhindered
//! by non-blocking terrain, going around blocking terrain if possible, and engages the closest
//! group if it can"). The die roll is the rules layer's; this module only places the animal.

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use tabletop::{Length, Point};

use super::BASE_RADIUS;
use super::base::{Field, FigureRef, GroupKey, Side, groups_distance};
use super::dirs::Heading;
use super::error::FieldError;
use super::movement::{LegBases, first_touch};
use super::prim;
use super::table::Height;

/// Where an animal's advance took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalMove"))]
pub struct AnimalMove {
    /// The closest (non-animal) group, the advance's aim; `None` when there is none.
    pub target: Option<GroupKey>,
    /// The animal's path: its start, then its end (just the start when it cannot move).
    pub path: Vec<Point>,
    /// The figure of the target group it ended in base contact with (a melee follows).
    pub engaged: Option<FigureRef>,
    /// The heading moved along, and its pivot (degrees) from straight at the target.
    pub heading: Option<Heading>,
    /// Degrees pivoted from the straight line to the target's nearest figure.
    pub pivot: u16,
}

/// Where an animal's straight leg from `start` toward `end` ends: at `end`, or in base contact
/// with the first base of `prey` it touches. `None` when the leg is closed: it touches another
/// base first, passes over blocking terrain or a house, crosses or ends on a high obstacle, or
/// ends off the table.
fn animal_leg(
    field: &Field<'_>,
    animal: GroupKey,
    start: Point,
    end: Point,
    prey: Option<GroupKey>,
) -> Option<(Point, Option<FigureRef>)> {
    let (to, engaged) = match first_touch(field, animal, 0, start, end) {
        Some((f, contact, _)) if Some(f.group) == prey => (contact, Some(f)),
        Some(_) => return None,
        None => (end, None),
    };
    (!terrain_closes(field, start, to)).then_some((to, engaged))
}

/// Whether the terrain closes an animal's leg from `start` to `to`: it ends off the table,
/// passes over blocking terrain or a house, or crosses or ends on a high obstacle.
fn terrain_closes(field: &Field<'_>, start: Point, to: Point) -> bool {
    let table = field.table();
    !table.base_on_table(to)
        || table.blocking_near(start, to, BASE_RADIUS).is_some()
        || table.obstacles().iter().any(|o| {
            o.height == Height::High
                && (prim::segments_intersect(start, to, o.from, o.to)
                    || prim::cmp_point_seg(to, o.from, o.to, BASE_RADIUS) == Ordering::Less)
        })
}

/// An animal driven off: cattle that lose a melee move M "as far from the attacker as
/// possible", and at the end of the turn S "away from the closest enemy group or nearest wild
/// animal", "avoiding blocking terrain and groups" (CG-USR-17, CG-USR-18). One straight leg of
/// `reach` for its first figure: the open heading whose end is farthest from `from` (its closest
/// base), ties to the smaller pivot from straight away, then right. `path` is just the start
/// when every heading is closed (the animal cannot move: the adventure decides what follows).
///
/// # Errors
/// [`FieldError::UnknownGroup`] for an unknown animal or `from`.
pub fn animal_move_away(
    field: &Field<'_>,
    animal: GroupKey,
    from: GroupKey,
    reach: Length,
) -> Result<AnimalMove, FieldError> {
    let me = field.group(animal)?;
    let start = *me.figures.first().ok_or(FieldError::EmptyGroup(animal))?;
    let threat = &field.group(from)?.figures;
    let Some(&nearest) = threat.iter().min_by_key(|&&q| (prim::dist_sq(q, start), q.x, q.y)) else {
        return Ok(AnimalMove { target: Some(from), path: alloc::vec![start], engaged: None, heading: None, pivot: 0 });
    };
    let (sx, sy) = prim::xy(start);
    let (nx, ny) = prim::xy(nearest);
    let ideal = Heading::nearest((sx - nx) as i64, (sy - ny) as i64);
    let mut best: Option<(i128, u16, Heading, Point)> = None;
    // A leg that touches any base is closed ([`animal_leg`] with no prey): `LegBases` tells it
    // without finding the first base touched (speed, issue #3: cattle driven off try 360 legs).
    // (A negative reach steps backwards `|reach|` long: the bases are gathered that far.)
    let bases = LegBases::new(field, animal, 0, start, Length(reach.units().saturating_abs()))
        .ok_or(FieldError::UnknownGroup(animal))?;
    for pivot in 0..=180i32 {
        for side in [-1i32, 1] {
            if side == 1 && (pivot == 0 || pivot == 180) {
                continue;
            }
            let h = ideal.turned(side * pivot);
            let to = h.step(start, reach);
            let touched = bases.touched_by(to);
            crate::cross_check!(eq: touched, first_touch(field, animal, 0, start, to).is_some(), "{h:?}");
            crate::cross_check!(eq:
                !touched && !terrain_closes(field, start, to),
                animal_leg(field, animal, start, to, None).is_some()
            );
            if touched || terrain_closes(field, start, to) {
                continue;
            }
            let score = -threat.iter().map(|&q| prim::dist_sq(q, to)).min().unwrap_or(0);
            if best.is_none_or(|b| score < b.0) {
                best = Some((score, pivot as u16, h, to));
            }
        }
    }
    Ok(match best {
        Some((_, pivot, h, to)) => {
            AnimalMove { target: Some(from), path: alloc::vec![start, to], engaged: None, heading: Some(h), pivot }
        }
        None => AnimalMove { target: Some(from), path: alloc::vec![start], engaged: None, heading: None, pivot: 0 },
    })
}

/// The closest player's group to `of` (not an animal, not a model of no side; smallest base
/// distance, ties by key).
///
/// # Errors
/// [`FieldError::UnknownGroup`].
pub fn closest_group(field: &Field<'_>, of: GroupKey) -> Result<Option<GroupKey>, FieldError> {
    closest_where(field, of, |g| matches!(g.side, Side::Player { .. }))
}

/// The closest group to `of` among those `pick` accepts (`of` itself never; smallest base
/// distance, ties by key): cattle flee "the closest enemy group or nearest wild animal"
/// (CG-USR-18).
///
/// # Errors
/// [`FieldError::UnknownGroup`].
pub fn closest_where(
    field: &Field<'_>,
    of: GroupKey,
    pick: impl Fn(&super::base::PlacedGroup) -> bool,
) -> Result<Option<GroupKey>, FieldError> {
    let me = field.group(of)?;
    Ok(field
        .groups()
        .iter()
        .filter(|g| g.key != of && pick(g))
        .filter_map(|g| groups_distance(&me.figures, &g.figures).map(|d| (d, g.key)))
        .min()
        .map(|(_, k)| k))
}

/// The lion's advance: up to `reach` (M for the lion) toward the closest group, with its first
/// figure. It ignores non-blocking terrain and low obstacles; blocking terrain, houses, high
/// obstacles, the table edge and every base but the target's stop a heading. The engine tries
/// every whole-degree heading by increasing pivot from straight at the target (right before
/// left): the first that touches a base of the target engages it (the animal stops in base
/// contact); if none can, the heading whose full-length end is closest to the target (ties:
/// smaller pivot, right first). If no heading is open, the animal stays. Rule: CG-ANIMAL-07
/// (docs/rulings.md "Geometry").
///
/// # Errors
/// [`FieldError::UnknownGroup`] for an unknown animal.
pub fn animal_advance(field: &Field<'_>, animal: GroupKey, reach: Length) -> Result<AnimalMove, FieldError> {
    let me = field.group(animal)?;
    let start = *me.figures.first().ok_or(FieldError::EmptyGroup(animal))?;
    let stay = |target| AnimalMove { target, path: alloc::vec![start], engaged: None, heading: None, pivot: 0 };
    let Some(target) = closest_group(field, animal)? else { return Ok(stay(None)) };
    let prey = &field.group(target)?.figures;
    let Some(&nearest) = prey.iter().min_by_key(|&&q| (prim::dist_sq(q, start), q.x, q.y)) else {
        return Ok(stay(Some(target)));
    };
    let (sx, sy) = prim::xy(start);
    let (nx, ny) = prim::xy(nearest);
    let ideal = Heading::nearest((nx - sx) as i64, (ny - sy) as i64);
    let mut best: Option<(i128, u16, Heading, Point)> = None;
    for pivot in 0..=180i32 {
        for side in [-1i32, 1] {
            if side == 1 && (pivot == 0 || pivot == 180) {
                continue;
            }
            let h = ideal.turned(side * pivot);
            let Some((to, engaged)) = animal_leg(field, animal, start, h.step(start, reach), Some(target)) else {
                continue;
            };
            if engaged.is_some() {
                return Ok(AnimalMove {
                    target: Some(target),
                    path: alloc::vec![start, to],
                    engaged,
                    heading: Some(h),
                    pivot: pivot as u16,
                });
            }
            let score = prey.iter().map(|&q| prim::dist_sq(q, to)).min().unwrap_or(0);
            if best.is_none_or(|b| score < b.0) {
                best = Some((score, pivot as u16, h, to));
            }
        }
    }
    Ok(match best {
        Some((_, pivot, h, to)) => {
            AnimalMove { target: Some(target), path: alloc::vec![start, to], engaged: None, heading: Some(h), pivot }
        }
        None => stay(Some(target)),
    })
}
