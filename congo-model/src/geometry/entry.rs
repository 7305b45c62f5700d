//! Entering the table: a group waiting off table at an entry point comes on with a Move action.
//!
//! Source: Congo rulebook, "Adventuring in Africa", universal special rule "Enter on the table"
//! ("the group or groups are placed in front of it (i.e. off table) and may enter only if you
//! use a Move action. When you play a Move action, place the end of the movement stick on the
//! defined entry point and apply the normal movement rules."). Rule: CG-USR-08.

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use tabletop::{Length, Point};

use super::base::{Field, GroupKey, PlacedGroup, Side};
use super::error::IllegalMove;
use super::gather::{GatherContext, check_formation_from, gather_from};
use super::movement::{EdgeMode, MoveAllowance, MoveOutcome, ProposedMove, hostile_within_s_of, resolve_path};
use super::prim;
use super::table::{Edge, Height};
use super::{BASE_DIAMETER, BASE_RADIUS};

/// A group entering the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEntry"))]
pub struct Entry {
    /// The entering group's key (not yet on the field).
    pub group: GroupKey,
    /// Whose group it is.
    pub side: Side,
    /// How many figures it has.
    pub figures: usize,
    /// The entry point: where the end of the first stick is placed; the leading figure's base
    /// centre goes there (it must lie wholly on the table).
    pub entry: Point,
    /// A second stick from the entry point (picking up the pace), if any.
    #[serde(default)]
    pub second: Option<Point>,
    /// The gathered formation (`figures` centres, the leader first), or `None` for the automatic
    /// gathering.
    #[serde(default)]
    pub formation: Option<Vec<Point>>,
}

/// Checks and resolves a group's entry: the leading figure (index 0) is placed at the entry
/// point, optionally picks up the pace with a second stick (the normal rules: no enemy or
/// animal within S of the entry point unless the second stick engages, not from a river, no
/// high obstacle crossed), then the group gathers behind it. Rule: CG-USR-08.
///
/// # Errors
/// [`IllegalMove`]: no figures; a group already on the table; the entry point off the table, on
/// a base, an obstacle or blocking terrain; any movement rule broken by the second stick; a
/// formation that cannot be gathered.
pub fn check_entry(field: &Field<'_>, e: &Entry, allow: MoveAllowance) -> Result<MoveOutcome, IllegalMove> {
    let table = field.table();
    let groups = entry_groups(field, e)?;
    let here = Field::new(table, &groups, field.veils())
        .map_err(|err| IllegalMove::Unknown { detail: alloc::format!("{err}") })?;
    // Where the first stick came from: straight in from the nearest edge.
    let (edge, _) = table.nearest_edge(e.entry);
    let outside = match edge {
        Edge::North => Point::new(e.entry.x, e.entry.y + Length::inches(1)),
        Edge::East => Point::new(e.entry.x + Length::inches(1), e.entry.y),
        Edge::South => Point::new(e.entry.x, e.entry.y - Length::inches(1)),
        Edge::West => Point::new(e.entry.x - Length::inches(1), e.entry.y),
    };
    let (out, last_from) = match e.second {
        None => {
            let to_area = table.area_at(e.entry);
            let out = MoveOutcome {
                group: e.group,
                leader: 0,
                path: alloc::vec![e.entry],
                picked_up_pace: false,
                engaged: None,
                across_obstacle: None,
                crossed_obstacles: Vec::new(),
                from_area: None,
                to_area,
                left_table: false,
                formation: Vec::new(),
            };
            // The group gathers around its leader on the table: the stick came from off the
            // table, so "no figure further along the stick" cannot confine it to the edge
            // (docs/rulings.md "Adventures in play").
            let _ = outside;
            (out, e.entry)
        }
        Some(p2) => {
            if let Some(river) = table.river_at(e.entry) {
                return Err(IllegalMove::FirstStickInRiver { river });
            }
            let mv = ProposedMove { group: e.group, leader: 0, sticks: alloc::vec![p2], formation: None };
            let (mut out, _) = resolve_path(&here, &mv, allow, EdgeMode::Respect)?;
            if let Some(near) = hostile_within_s_of(&here, e.group, e.entry)? {
                if out.engaged.is_none() {
                    return Err(IllegalMove::EnemyNearFirstStick { near });
                }
            }
            if let Some(&o) =
                out.crossed_obstacles.iter().find(|&&o| table.obstacle(o).is_some_and(|o| o.height == Height::High))
            {
                return Err(IllegalMove::CrossesHighObstacle {
                    obstacle: o,
                    reason: alloc::string::String::from("a group crossing it cannot pick up the pace, even to engage"),
                });
            }
            if out.left_table {
                return Err(IllegalMove::OffTable);
            }
            out.picked_up_pace = true;
            (out, e.entry)
        }
    };
    let leader_end = out.leader_end();
    let ctx = GatherContext {
        group: e.group,
        leader: 0,
        leader_end,
        last_stick_from: last_from,
        engaged: out.engaged.map(|f| f.group),
    };
    let formation = match &e.formation {
        Some(f) => {
            check_formation_from(field, &ctx, e.side, e.figures, f)?;
            f.clone()
        }
        None => gather_from(field, &ctx, e.side, &alloc::vec![leader_end; e.figures])?,
    };
    Ok(MoveOutcome { formation, ..out })
}

/// The checks of the first stick of an entry (the leading figure's base at the entry point:
/// on the table, on no base, obstacle or blocking terrain), and the groups of the field once it
/// is laid: `field`'s, and the entering group's leader at the entry point.
fn entry_groups(field: &Field<'_>, e: &Entry) -> Result<Vec<PlacedGroup>, IllegalMove> {
    let table = field.table();
    if e.figures == 0 {
        return Err(IllegalMove::Unknown { detail: alloc::format!("group {} has no figures", e.group) });
    }
    if field.group(e.group).is_ok() {
        return Err(IllegalMove::Unknown { detail: alloc::format!("group {} is already on the table", e.group) });
    }
    if !table.base_on_table(e.entry) {
        return Err(IllegalMove::OffTable);
    }
    if let Some(a) = table.blocking_under(e.entry, BASE_RADIUS) {
        return Err(IllegalMove::BlockingTerrain { area: a.id });
    }
    if let Some((g, i, _)) =
        field.other_bases(e.group).find(|&(_, _, q)| prim::cmp_dist(e.entry, q, BASE_DIAMETER) != Ordering::Greater)
    {
        return Err(IllegalMove::TouchesBase { stick: 1, figure: super::FigureRef { group: g.key, index: i } });
    }
    if table.obstacles().iter().any(|o| prim::cmp_point_seg(e.entry, o.from, o.to, BASE_RADIUS) == Ordering::Less) {
        return Err(IllegalMove::BadEndPosition {
            reason: alloc::string::String::from("the entry point is on an obstacle"),
        });
    }
    // The group as it stands once the first stick is laid: its leader at the entry point.
    let mut groups: Vec<PlacedGroup> = field.groups().to_vec();
    groups.push(PlacedGroup { key: e.group, side: e.side, figures: alloc::vec![e.entry] });
    Ok(groups)
}

/// Checks and resolves an entry whose second stick (`e.second`, required) reaches for an
/// Independent Character standing alone (`reach`), as a move on the table does
/// ([`super::check_reach`]): the leading figure (index 0) is placed at the entry point, the
/// second stick is followed until it touches the character's base, the leader takes his
/// place, and the group (its `e.figures` figures, then him) gathers around it. The entry's
/// rules hold: not from a river, no enemy or animal within S of the entry point (a Reach never
/// engages), no high obstacle crossed; the group picks up the pace. A given formation has
/// `e.figures + 1` entries, his last. Rules: CG-USR-08, CG-USR-12.
///
/// # Errors
/// [`IllegalMove`]: as [`check_entry`] and [`super::check_reach`];
/// [`IllegalMove::DoesNotReach`] without a second stick.
pub fn check_entry_reach(
    field: &Field<'_>,
    e: &Entry,
    allow: MoveAllowance,
    reach: super::join::Reach,
) -> Result<MoveOutcome, IllegalMove> {
    let table = field.table();
    let groups = entry_groups(field, e)?;
    let here = Field::new(table, &groups, field.veils())
        .map_err(|err| IllegalMove::Unknown { detail: alloc::format!("{err}") })?;
    let Some(p2) = e.second else {
        return Err(IllegalMove::DoesNotReach {
            what: alloc::string::String::from("the independent character (the first stick ends on the entry point)"),
        });
    };
    if let Some(river) = table.river_at(e.entry) {
        return Err(IllegalMove::FirstStickInRiver { river });
    }
    // The pace: no enemy within S of the entry point, the character aside (he is none).
    let target = match reach {
        super::join::Reach::Character { group } => Some(group),
        super::join::Reach::Object { .. } => None,
    };
    let others: Vec<PlacedGroup> = groups.iter().filter(|h| Some(h.key) != target).cloned().collect();
    let near = Field::new(table, &others, field.veils())
        .map_err(|err| IllegalMove::Unknown { detail: alloc::format!("{err}") })
        .and_then(|f| hostile_within_s_of(&f, e.group, e.entry))?;
    if let Some(near) = near {
        return Err(IllegalMove::EnemyNearFirstStick { near });
    }
    let mv = ProposedMove { group: e.group, leader: 0, sticks: alloc::vec![p2], formation: e.formation.clone() };
    let allow = MoveAllowance { may_engage: false, ..allow };
    let mut out = super::join::reach_gathering(&here, &mv, allow, reach, alloc::vec![e.entry; e.figures])?;
    if let Some(&o) =
        out.crossed_obstacles.iter().find(|&&o| table.obstacle(o).is_some_and(|o| o.height == Height::High))
    {
        return Err(IllegalMove::CrossesHighObstacle {
            obstacle: o,
            reason: alloc::string::String::from("a group crossing it cannot pick up the pace"),
        });
    }
    out.picked_up_pace = true;
    Ok(out)
}
