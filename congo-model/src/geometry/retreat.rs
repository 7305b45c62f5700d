//! Running away: the S move of a retreat after a melee and of a flight, chosen by the rules
//! engine itself.
//!
//! Source: Congo rulebook, "Running Away" (retreating after a melee, threatened and
//! unthreatened flight, limited flight or retreat, the table edge). Rules: CG-FLIGHT-02 to
//! CG-FLIGHT-04, CG-FLIGHT-07 to CG-FLIGHT-11.
//!
//! # How the move is chosen (see docs/rulings.md "Geometry")
//! Every figure may lead, and every heading of the one-degree table ([`Heading`]) is tried. A
//! heading's *pivot* is its angle from the ideal heading of that leader (straight away from the
//! nearest base of the group it faced or of the closest threat, or straight toward the aimed
//! table edge). The stick is placed ignoring the table edge; a leader whose stick runs off the
//! table stops in contact with the edge (and the group loses a figure: the rules layer's job).
//! Among the placements that are legal (every movement constraint, no engaging, the group can
//! be gathered), the engine takes the one whose stick end is farthest from the threat (or
//! nearest the aimed edge); ties go to the smaller pivot, then to the right (clockwise), then
//! to the lower leader index. If no full S placement is legal, the same search runs on shorter
//! sticks, from 3.5" down to 0.5" in 0.5" steps; if none at all, the group cannot move.

use alloc::collections::BinaryHeap;
use alloc::vec::Vec;
use core::cmp::Reverse;
use serde::{Deserialize, Serialize};
use tabletop::{Length, Point};

use super::base::{Field, GroupKey};
use super::dirs::Heading;
use super::error::{FieldError, IllegalMove};
use super::gather::auto_gather;
use super::movement::{
    EdgeMode, LegBases, MoveAllowance, MoveOutcome, ProposedMove, first_touch, resolve_path, stop_at_edge,
};
use super::prim;
use super::table::Edge;
use super::{M, S};

/// Why the group runs away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRunAwayKind"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RunAwayKind {
    /// A retreat after a melee, away from the group it faced (CG-FLIGHT-02).
    Retreat {
        /// The opponent.
        from: GroupKey,
    },
    /// A flight: away from the closest threat within M, or toward the closest table edge
    /// (CG-FLIGHT-07, CG-FLIGHT-08).
    Flight,
}

/// What the run-away move aims at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAim"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Aim {
    /// As far as possible from this group.
    AwayFrom {
        /// The opponent or closest threat.
        group: GroupKey,
    },
    /// As close as possible to this table edge.
    TowardEdge {
        /// The edge closest to the group.
        edge: Edge,
    },
}

/// How far the group got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExtent"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Extent {
    /// The full S.
    Full,
    /// Less than S: stopped by the table edge (CG-FLIGHT-11) or blocked on every route
    /// (CG-FLIGHT-09). The group loses a figure of its owner's choice (rules layer).
    Shortened {
        /// True when the table edge stopped it.
        at_table_edge: bool,
    },
    /// No move at all in any direction (CG-FLIGHT-10): the group loses a figure; after a melee
    /// the enemy in contact retreats instead (rules layer).
    CannotMove,
}

/// The resolved retreat or flight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRunAway"))]
pub struct RunAway {
    /// What the move aimed at.
    pub aim: Aim,
    /// Full, shortened, or no move.
    pub extent: Extent,
    /// The heading of the stick (absent when the group cannot move).
    pub heading: Option<Heading>,
    /// Degrees pivoted from the ideal heading (0 when straight).
    pub pivot: u16,
    /// The move (path and gathered formation); `None` when the group cannot move.
    pub outcome: Option<MoveOutcome>,
}

/// The threat a fleeing group runs from: the closest enemy group or animal within M, if any
/// ("Threatened flight"; ties by group key). Rule: CG-FLIGHT-07.
///
/// # Errors
/// [`FieldError::UnknownGroup`].
pub fn closest_threat(field: &Field<'_>, group: GroupKey) -> Result<Option<GroupKey>, FieldError> {
    Ok(field.hostiles_within(group, M)?.first().map(|&(k, _)| k))
}

/// The table edge closest to any figure of the group (ties: north, east, south, west).
/// Rule: CG-FLIGHT-08.
///
/// # Errors
/// [`FieldError::UnknownGroup`].
pub fn closest_edge(field: &Field<'_>, group: GroupKey) -> Result<Edge, FieldError> {
    let g = field.group(group)?;
    let t = field.table();
    let mut best: Option<(Length, u8, Edge)> = None;
    for &p in &g.figures {
        for (rank, e) in [Edge::North, Edge::East, Edge::South, Edge::West].into_iter().enumerate() {
            let d = t.distance_to_edge(p, e);
            let key = (d, rank as u8, e);
            if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                best = Some(key);
            }
        }
    }
    Ok(best.map_or(Edge::North, |b| b.2))
}

fn edge_heading(e: Edge) -> Heading {
    match e {
        Edge::North => Heading::NORTH,
        Edge::East => Heading::EAST,
        Edge::South => Heading::SOUTH,
        Edge::West => Heading::WEST,
    }
}

/// Resolves a retreat or a flight of `group`. `leader`: `Some(i)` when the owner has chosen
/// the leading figure, `None` to let the engine choose the best one. Source: "Running Away".
///
/// # Errors
/// [`FieldError`] for an unknown group or opponent, or a leader index out of range.
pub fn run_away(
    field: &Field<'_>,
    group: GroupKey,
    kind: RunAwayKind,
    leader: Option<usize>,
) -> Result<RunAway, FieldError> {
    let bases = field.group(group)?.figures.len();
    run_away_among(field, group, kind, leader, bases)
}

/// [`run_away`] where only the group's first `leaders` bases may lead (the figures: the bases
/// past them, a joined Independent Character's, move with the group but never lead it; docs/rulings.md
/// "A joined Independent Character is a base of his group"). `leaders` beyond the group's bases
/// counts them all.
///
/// # Errors
/// As [`run_away`]; a `leader` that is not one of the first `leaders` bases is
/// [`FieldError::UnknownFigure`].
pub fn run_away_among(
    field: &Field<'_>,
    group: GroupKey,
    kind: RunAwayKind,
    leader: Option<usize>,
    leaders: usize,
) -> Result<RunAway, FieldError> {
    let g = field.group(group)?;
    let (aim, threat) = aim_of(field, group, kind)?;
    let n = leaders.min(g.figures.len());
    let leaders: Vec<usize> = match leader {
        Some(i) if i < n => alloc::vec![i],
        Some(i) => return Err(FieldError::UnknownFigure(super::FigureRef { group, index: i })),
        None => (0..n).collect(),
    };
    for eighths in (1..=8).rev() {
        let len = Length(S.units() * eighths / 8);
        if let Some(found) = search(field, group, &leaders, aim, &threat, len) {
            let (heading, pivot, outcome, at_edge) = found;
            let extent = if at_edge {
                Extent::Shortened { at_table_edge: true }
            } else if eighths == 8 {
                Extent::Full
            } else {
                Extent::Shortened { at_table_edge: false }
            };
            return Ok(RunAway { aim, extent, heading: Some(heading), pivot, outcome: Some(outcome) });
        }
    }
    Ok(RunAway { aim, extent: Extent::CannotMove, heading: None, pivot: 0, outcome: None })
}

/// What a run-away move aims at, and the bases of the group it runs from (none for an edge).
fn aim_of(field: &Field<'_>, group: GroupKey, kind: RunAwayKind) -> Result<(Aim, Vec<Point>), FieldError> {
    let aim = match kind {
        RunAwayKind::Retreat { from } => {
            field.group(from)?;
            Aim::AwayFrom { group: from }
        }
        RunAwayKind::Flight => match closest_threat(field, group)? {
            Some(t) => Aim::AwayFrom { group: t },
            None => Aim::TowardEdge { edge: closest_edge(field, group)? },
        },
    };
    let threat: Vec<Point> = match aim {
        Aim::AwayFrom { group: t } => field.group(t)?.figures.clone(),
        Aim::TowardEdge { .. } => Vec::new(),
    };
    Ok((aim, threat))
}

/// The figures (indices in the group, ascending) that may lead a retreat or flight of `group`:
/// "choose freely the leading figure for this retreat" (Congo rulebook, "Running Away"), among
/// the figures whose run-away move is the longest any figure of the group can make (a full S
/// if some figure can; else the longest shortened stick, as [`run_away`] measures it). Empty
/// when the group cannot move at all (CG-FLIGHT-10). [`run_away`] with `Some(i)` for one of
/// them resolves the move that figure leads.
///
/// # Errors
/// [`FieldError`] for an unknown group or opponent.
pub fn run_away_leaders(field: &Field<'_>, group: GroupKey, kind: RunAwayKind) -> Result<Vec<usize>, FieldError> {
    let bases = field.group(group)?.figures.len();
    run_away_leaders_among(field, group, kind, bases)
}

/// [`run_away_leaders`] among the group's first `leaders` bases only (see [`run_away_among`]).
///
/// # Errors
/// As [`run_away_leaders`].
pub fn run_away_leaders_among(
    field: &Field<'_>,
    group: GroupKey,
    kind: RunAwayKind,
    leaders: usize,
) -> Result<Vec<usize>, FieldError> {
    let g = field.group(group)?;
    let (aim, threat) = aim_of(field, group, kind)?;
    let n = leaders.min(g.figures.len());
    for eighths in (1..=8).rev() {
        let len = Length(S.units() * eighths / 8);
        let able: Vec<usize> = (0..n)
            .filter(|&l| {
                let can = can_run(field, group, l, aim, &threat, len);
                crate::cross_check!(eq: can, search(field, group, &[l], aim, &threat, len).is_some(), "leader {l}");
                can
            })
            .collect();
        if !able.is_empty() {
            return Ok(able);
        }
    }
    Ok(Vec::new())
}

type Found = (Heading, u16, MoveOutcome, bool);

/// One search at a fixed stick length: every (leader, heading) ranked by where its stick ends
/// (a cheap score), then resolved and gathered in rank order; the first legal one wins. Ranking
/// first means the costly checks run only until the best legal placement is found.
///
/// Speed (issue #3): the ranking is a heap, ordered only as far as the search goes; a stick
/// that touches a base (illegal here: it may not engage) is dropped by [`LegBases`] before
/// any costly check, and most are.
fn search(
    field: &Field<'_>,
    group: GroupKey,
    leaders: &[usize],
    aim: Aim,
    threat: &[Point],
    len: Length,
) -> Option<Found> {
    let g = field.group(group).ok()?;
    let table = field.table();
    // Each leader, its ideal heading and the bases its stick may touch.
    let mut runners: Vec<(usize, Heading, LegBases)> = Vec::with_capacity(leaders.len());
    // (score, pivot and side, leader): smallest first. The score is the squared distance from
    // the threat, negated, or the distance to the edge; every base is on the table (sides at
    // most 1000", 10^6 units) and a stick end within S of one, so it fits an `i64` exactly.
    // The pivot and side `2 pivot + (1 when to the left)` order as (pivot, to the left?).
    let mut ranked: Vec<Reverse<(i64, u16, usize)>> = Vec::with_capacity(leaders.len() * 361);
    for &leader in leaders {
        let start = *g.figures.get(leader)?;
        let ideal = ideal_heading(aim, threat, start)?;
        for (pivot, left) in pivots() {
            let placed = turn(ideal, pivot, left).step(start, len);
            let score = match aim {
                Aim::AwayFrom { .. } => {
                    let d = threat.iter().map(|&q| prim::dist_sq(q, placed)).min().unwrap_or(0);
                    i64::try_from(-d).unwrap_or(i64::MIN)
                }
                Aim::TowardEdge { edge } => i64::from(table.distance_to_edge(placed, edge).units()),
            };
            ranked.push(Reverse((score, 2 * pivot + u16::from(left), leader)));
        }
        runners.push((leader, ideal, LegBases::new(field, group, leader, start, len)?));
    }
    let mut ranked = BinaryHeap::from(ranked);
    while let Some(Reverse((_, pivot_side, leader))) = ranked.pop() {
        let Some((_, ideal, bases)) = runners.iter().find(|r| r.0 == leader) else { continue };
        let (pivot, left) = (pivot_side / 2, pivot_side % 2 == 1);
        let h = turn(*ideal, pivot, left);
        if let Some((out, at_edge)) = try_stick(field, group, leader, bases, h, len) {
            return Some((h, pivot, out, at_edge));
        }
    }
    None
}

/// Whether figure `leader` of `group` has a legal run-away stick `len` long in some heading:
/// exactly when [`search`] for that leader alone finds one (the same headings, each checked by
/// [`try_stick`]), but an existence needs no ranking: the headings are tried in [`pivots`]'
/// spread order and the first legal one answers (speed, issue #3: the leaders' listing asks
/// this of every figure at each length until one can move; in pivot order from the ideal
/// heading a figure that could move tried about 90 headings first, most of them into its own
/// group's bases).
fn can_run(field: &Field<'_>, group: GroupKey, leader: usize, aim: Aim, threat: &[Point], len: Length) -> bool {
    let Some(&start) = field.group(group).ok().and_then(|g| g.figures.get(leader)) else { return false };
    let Some(ideal) = ideal_heading(aim, threat, start) else { return false };
    let Some(bases) = LegBases::new(field, group, leader, start, len) else { return false };
    pivots().any(|(pivot, left)| try_stick(field, group, leader, &bases, turn(ideal, pivot, left), len).is_some())
}

/// The ideal heading of a run-away move from `start`: straight away from the nearest base of
/// `threat` (the first by position on a tie), or straight toward the aimed edge; `None` when
/// the aim is a group with no bases.
fn ideal_heading(aim: Aim, threat: &[Point], start: Point) -> Option<Heading> {
    Some(match aim {
        Aim::AwayFrom { .. } => {
            let nearest = threat.iter().copied().min_by_key(|&q| (prim::dist_sq(q, start), q.x, q.y))?;
            let (sx, sy) = prim::xy(start);
            let (nx, ny) = prim::xy(nearest);
            Heading::nearest((sx - nx) as i64, (sy - ny) as i64)
        }
        Aim::TowardEdge { edge } => edge_heading(edge),
    })
}

/// Every heading a run-away search tries, once each, as (pivot from the ideal heading in
/// degrees, to the left?): 0 and 180, and 1 to 179 each way (360 headings). They come spread
/// round the circle: every 45 degrees clockwise from the ideal heading, then every 15 degrees
/// not yet tried, then every 5, then every degree (a free direction is usually found early).
fn pivots() -> impl Iterator<Item = (u16, bool)> {
    const STEPS: [u16; 4] = [45, 15, 5, 1];
    STEPS.iter().enumerate().flat_map(|(i, &step)| {
        let coarser = if i == 0 { None } else { STEPS.get(i - 1).copied() };
        (0..360u16)
            .step_by(usize::from(step))
            .filter(move |a| coarser.is_none_or(|c| a % c != 0))
            .map(|a| if a <= 180 { (a, false) } else { (360 - a, true) })
    })
}

/// The run-away stick `len` long in heading `h` from where `leader` stands (`bases`' start),
/// stopped at the table edge, if it is legal: it touches no base, geometry's movement rules
/// accept it and the group can be gathered. The move with its formation, and whether the edge
/// stopped it.
fn try_stick(
    field: &Field<'_>,
    group: GroupKey,
    leader: usize,
    bases: &LegBases,
    h: Heading,
    len: Length,
) -> Option<(MoveOutcome, bool)> {
    let table = field.table();
    let placed = h.step(bases.start(), len);
    let to = if table.base_on_table(placed) { placed } else { stop_at_edge(table, bases.start(), placed) };
    let touched = bases.touched_by(to);
    crate::cross_check!(eq: touched, first_touch(field, group, leader, bases.start(), to).is_some(), "{h:?} {to:?}");
    if touched {
        return None;
    }
    let allow = MoveAllowance { may_engage: false, may_leave_table: false };
    let mv = ProposedMove { group, leader, sticks: alloc::vec![placed], formation: None };
    let (mut out, ctx) = resolve_path(field, &mv, allow, EdgeMode::StopAtEdge).ok()?;
    let f = auto_gather(field, &ctx).ok()?;
    let at_edge = out.leader_end() != placed;
    out.formation = f;
    Some((out, at_edge))
}

/// The heading `pivot` degrees from `ideal`, to the left (counter-clockwise) or to the right.
fn turn(ideal: Heading, pivot: u16, left: bool) -> Heading {
    let pivot = i32::from(pivot);
    ideal.turned(if left { pivot } else { -pivot })
}

/// Convenience: the illegal-move reason for a run-away stick in a given heading (for
/// explanations and tests).
///
/// # Errors
/// The [`IllegalMove`] the placement breaks.
pub fn check_run_away_stick(
    field: &Field<'_>,
    group: GroupKey,
    leader: usize,
    heading: Heading,
) -> Result<MoveOutcome, IllegalMove> {
    let g = field.group(group).map_err(|e| IllegalMove::Unknown { detail: alloc::format!("{e}") })?;
    let start =
        *g.figures.get(leader).ok_or_else(|| IllegalMove::Unknown { detail: alloc::format!("figure {leader}") })?;
    let mv = ProposedMove { group, leader, sticks: alloc::vec![heading.step(start, S)], formation: None };
    let (mut out, ctx) = resolve_path(field, &mv, MoveAllowance::default(), EdgeMode::StopAtEdge)?;
    out.formation = auto_gather(field, &ctx)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::pivots;
    use alloc::collections::BTreeSet;

    /// The search tries every heading of the one-degree table once: pivot 0 and 180, and 1 to
    /// 179 to each side (`(180, left)` is `(180, right)`, `(0, left)` is `(0, right)`).
    #[test]
    fn the_run_away_search_tries_each_of_the_360_headings_once() {
        let tried: alloc::vec::Vec<(u16, bool)> = pivots().collect();
        let once: BTreeSet<(u16, bool)> = tried.iter().copied().collect();
        assert_eq!(tried.len(), 360);
        assert_eq!(once.len(), 360, "no heading twice");
        let every: BTreeSet<(u16, bool)> = (0..=180u16)
            .flat_map(|p| [(p, false), (p, true)])
            .filter(|&(p, left)| !left || (p != 0 && p != 180))
            .collect();
        assert_eq!(once, every);
        assert_eq!(&tried[..4], &[(0, false), (45, false), (90, false), (135, false)], "spread first");
    }
}
