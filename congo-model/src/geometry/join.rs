//! Reaching for something with a movement stick: joining an Independent Character, picking up
//! an Object. In both, a stick must touch it; the leading figure then takes its place and the
//! group gathers.
//!
//! Sources: Congo rulebook, "Adventuring in Africa", universal special rules "Independent
//! Character" ("one of the group's movement sticks must touch the base of the Independent
//! character. Your leading figure takes the place of the Independent character... and then the
//! group is gathered around the leading figure") and "Objects" ("a group simply has to touch it
//! with one of its movement sticks during a move action. Place the group's leading figure where
//! the Object was, gather your group"). Rules: CG-USR-12, CG-OBJ-01.

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use tabletop::Point;

use super::base::{Field, GroupKey, PlacedGroup};
use super::error::IllegalMove;
use super::gather::{GatherContext, check_formation_from, gather_from};
use super::movement::{EdgeMode, MoveAllowance, MoveOutcome, ProposedMove, resolve_path, terrain_rule};
use super::prim;
use super::{BASE_DIAMETER, BASE_RADIUS};

/// What a move reaches for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoReach"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reach {
    /// An Independent Character standing alone: a group of one figure on the field (its side is
    /// the adventure's business). A stick must touch its base.
    Character {
        /// The character's group key.
        group: GroupKey,
    },
    /// An Object (or Loot token) lying at a point: a stick must touch the point.
    Object {
        /// Where it lies (fixed-point).
        at: Point,
    },
}

/// Checks a move that reaches for an Independent Character or an Object, and resolves it: the
/// sticks are followed until the first one touches it (the move stops there: later sticks are
/// not used), the leading figure takes its place, and the group gathers. For a character, the
/// returned formation has one more entry, last: the character's new spot in the group (the
/// engine adds it to the group). A given formation must have that extra entry too. Rules:
/// CG-USR-12, CG-OBJ-01; every movement rule applies to the sticks used.
///
/// # Errors
/// [`IllegalMove::DoesNotReach`] when no stick touches it (or a stick engages an enemy first),
/// [`IllegalMove::Unknown`] for an unknown character, and every [`IllegalMove`] of
/// [`super::check_move`].
pub fn check_reach(
    field: &Field<'_>,
    mv: &ProposedMove,
    allow: MoveAllowance,
    reach: Reach,
) -> Result<MoveOutcome, IllegalMove> {
    let g = field.group(mv.group).map_err(|e| IllegalMove::Unknown { detail: alloc::format!("{e}") })?;
    reach_gathering(field, mv, allow, reach, g.figures.clone())
}

/// [`check_reach`], the group gathering `old`'s bases (its bases before the move; the
/// character's is added last): the group's bases on `field`, or, for a group entering the
/// table (`super::entry::check_entry_reach`), as many bases as it has, all at the entry point
/// where its leader stands on `field`.
pub(crate) fn reach_gathering(
    field: &Field<'_>,
    mv: &ProposedMove,
    allow: MoveAllowance,
    reach: Reach,
    mut old: Vec<Point>,
) -> Result<MoveOutcome, IllegalMove> {
    let g = field.group(mv.group).map_err(|e| IllegalMove::Unknown { detail: alloc::format!("{e}") })?;
    let start = *g
        .figures
        .get(mv.leader)
        .ok_or_else(|| IllegalMove::Unknown { detail: alloc::format!("figure {} of group {}", mv.leader, mv.group) })?;
    let (target, radius, without): (Point, _, Vec<PlacedGroup>) = match reach {
        Reach::Character { group } => {
            let c = field.group(group).map_err(|e| IllegalMove::Unknown { detail: alloc::format!("{e}") })?;
            let at = *c
                .figures
                .first()
                .ok_or_else(|| IllegalMove::Unknown { detail: alloc::format!("character group {group} is empty") })?;
            (at, BASE_DIAMETER, field.groups().iter().filter(|h| h.key != group).cloned().collect())
        }
        Reach::Object { at } => (at, BASE_RADIUS, field.groups().to_vec()),
    };
    let what = match reach {
        Reach::Character { group } => alloc::format!("the independent character (group {group})"),
        Reach::Object { .. } => alloc::string::String::from("the object"),
    };
    let rest = Field::new(field.table(), &without, field.veils())
        .map_err(|e| IllegalMove::Unknown { detail: alloc::format!("{e}") })?;
    // The first stick that touches the target, and where the leader is then.
    let mut from = start;
    let mut sticks: Vec<Point> = Vec::new();
    let mut touched = false;
    for &end in &mv.sticks {
        if let Some((c, _)) = prim::first_contact(from, end, target, radius) {
            if c != from {
                sticks.push(c);
            }
            touched = true;
            break;
        }
        sticks.push(end);
        from = end;
    }
    if !touched {
        return Err(IllegalMove::DoesNotReach { what });
    }
    let mut out = if sticks.is_empty() {
        MoveOutcome {
            group: mv.group,
            leader: mv.leader,
            path: alloc::vec![start],
            picked_up_pace: false,
            engaged: None,
            across_obstacle: None,
            crossed_obstacles: Vec::new(),
            from_area: rest.occupancy(&g.figures).area(),
            to_area: None,
            left_table: false,
            formation: Vec::new(),
        }
    } else {
        let (o, _) =
            resolve_path(&rest, &ProposedMove { sticks, formation: None, ..mv.clone() }, allow, EdgeMode::Respect)?;
        o
    };
    if out.engaged.is_some() || out.left_table {
        return Err(IllegalMove::DoesNotReach { what });
    }
    // The leader takes its place.
    let last_from = out.path.len().checked_sub(2).and_then(|i| out.path.get(i)).copied().unwrap_or(start);
    match out.path.len() {
        0 | 1 => out.path.push(target),
        n => out.path[n - 1] = target,
    }
    let table = field.table();
    if !table.base_on_table(target) {
        return Err(IllegalMove::OffTable);
    }
    if let Some(a) = table.blocking_under(target, BASE_RADIUS) {
        return Err(IllegalMove::BlockingTerrain { area: a.id });
    }
    if table.obstacles().iter().any(|o| prim::cmp_point_seg(target, o.from, o.to, BASE_RADIUS) == Ordering::Less) {
        return Err(IllegalMove::BadEndPosition { reason: alloc::string::String::from("the spot is on an obstacle") });
    }
    if let Some((h, i, _)) =
        rest.other_bases(mv.group).find(|&(_, _, q)| prim::cmp_dist(target, q, BASE_DIAMETER) == Ordering::Less)
    {
        return Err(IllegalMove::TouchesBase {
            stick: out.path.len().saturating_sub(1) as u8,
            figure: super::FigureRef { group: h.key, index: i },
        });
    }
    out.to_area = terrain_rule(table, out.from_area, &out.path)?;
    let ctx = GatherContext {
        group: mv.group,
        leader: mv.leader,
        leader_end: target,
        last_stick_from: last_from,
        engaged: None,
    };
    if matches!(reach, Reach::Character { .. }) {
        old.push(target);
    }
    out.formation = match &mv.formation {
        Some(f) => {
            check_formation_from(&rest, &ctx, g.side, old.len(), f)?;
            f.clone()
        }
        None => gather_from(&rest, &ctx, g.side, &old)?,
    };
    Ok(out)
}
