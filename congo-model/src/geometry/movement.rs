//! Movement: the leading figure, one or two S sticks, every constraint on where the sticks may
//! lie, picking up the pace, engaging in melee, then gathering the group.
//!
//! Sources: Congo rulebook, "Moving along the Track" (choosing the leading figure, picking up
//! the pace, engaging in melee, gather the group together, movement constraints), "Defeating
//! your Enemies" (engaging), "Surviving in Dangerous Lands" (terrain, obstacles, rivers);
//! RULINGS.md "Measures and table".
//!
//! # The model (see docs/rulings.md "Geometry")
//! A move is the path of the leading figure's base centre: from where it stands, one or two
//! straight legs, each at most S (4") long. A stick is the 1"-wide band its base sweeps along a
//! leg: another base "touches the stick" when the moving base would touch it after leaving its
//! start (a base already in contact at the start is touched only if the leg heads into it).
//! The "end of the first stick" is the front of the leader's base at the end of leg 1 (its
//! centre plus 0.5" along the leg). Terrain crossing and obstacle crossing use the centre line;
//! blocking terrain may not be touched by the sweeping base at all.

use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use tabletop::{Length, Point};

use super::base::{Field, FigureRef, GroupKey};
use super::dirs::Heading;
use super::error::IllegalMove;
use super::gather::{GatherContext, auto_gather, check_formation};
use super::obstacle::engage_across;
use super::prim;
use super::table::{AreaId, Height, ObstacleId};
use super::{BASE_DIAMETER, BASE_RADIUS, CONTACT_TOLERANCE, FULL_STICK_TOLERANCE, S};

/// A move proposed by a player (or a bot): the leading figure and the points its base centre
/// moves to, one per stick (one point: a plain move; two: picking up the pace), plus an optional
/// formation for the gathered group (`formation[i]` is figure `i`'s new centre; `None` asks for
/// the automatic gathering). Coordinates fixed-point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoProposedMove"))]
pub struct ProposedMove {
    /// The moving group.
    pub group: GroupKey,
    /// Index of the leading figure in the group.
    pub leader: usize,
    /// End point of the leader's centre on each stick, in order (1 or 2 points).
    pub sticks: Vec<Point>,
    /// The gathered formation, or `None` for [`auto_gather`].
    #[serde(default)]
    pub formation: Option<Vec<Point>>,
}

/// What the rules layer allows this move (it knows the card, the Stress tokens, the adventure).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMoveAllowance"))]
pub struct MoveAllowance {
    /// A black-footprint move of a group with fewer than four Stress tokens may engage
    /// (CG-MELEE-01, CG-MOVE-14).
    pub may_engage: bool,
    /// The adventure lets this group leave the table (CG-MOVE-15): a last stick ending off the
    /// table takes the group off it.
    pub may_leave_table: bool,
}

/// A legal move, fully resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMoveOutcome"))]
pub struct MoveOutcome {
    /// The moving group.
    pub group: GroupKey,
    /// The leading figure.
    pub leader: usize,
    /// The leader's centre path: its start, then the end of each stick it used (truncated at
    /// base contact when it engaged).
    pub path: Vec<Point>,
    /// Whether the group picked up the pace (used a second stick).
    pub picked_up_pace: bool,
    /// The enemy figure the stick touched, now in base contact with the leader (a melee
    /// follows at once; CG-MOVE-16).
    pub engaged: Option<FigureRef>,
    /// The obstacle the engagement is made across (the leader stopped in contact with it,
    /// directly facing the engaged model; CG-TERR-17). The engaged group then defends the
    /// obstacle (CG-TERR-18).
    #[serde(default)]
    pub across_obstacle: Option<ObstacleId>,
    /// Obstacles whose line the leader's path crossed (high ones only when allowed).
    pub crossed_obstacles: Vec<ObstacleId>,
    /// The area the group was in before the move, if any.
    pub from_area: Option<AreaId>,
    /// The area the leading figure ended in, if any.
    pub to_area: Option<AreaId>,
    /// The group left the table (adventure exits only); `formation` is then empty.
    pub left_table: bool,
    /// The new centre of each figure (index as in the group).
    pub formation: Vec<Point>,
}

impl MoveOutcome {
    /// Where the leading figure ended.
    pub fn leader_end(&self) -> Point {
        self.path.last().copied().unwrap_or(Point::new(Length::ZERO, Length::ZERO))
    }
    /// The group entered an area it was not in (a dangerous one may need a Dangerous Terrain
    /// roll: the engine checks "explored").
    pub fn entered_area(&self) -> Option<AreaId> {
        match (self.from_area, self.to_area) {
            (a, Some(b)) if a != Some(b) => Some(b),
            _ => None,
        }
    }
}

/// The first base a leg touches, as seen by the leading figure's sweeping base. Returns the
/// figure, the contact point (the leader's centre when it first touches) and the distance along
/// the leg.
pub(crate) fn first_touch(
    field: &Field<'_>,
    group: GroupKey,
    leader: usize,
    a: Point,
    b: Point,
) -> Option<(FigureRef, Point, Length)> {
    let mut best: Option<(FigureRef, Point, Length)> = None;
    let me = field.group(group).ok()?;
    // Bases at least 1" + 1 unit from the leg are not touched (the quick reject below).
    let others = field.other_bases_near(group, a, b, BASE_DIAMETER + Length(1)).map(|(g, i, p)| (g.key, i, p));
    let own = me.figures.iter().enumerate().filter(|&(i, _)| i != leader).map(|(i, &p)| (group, i, p));
    for (key, i, q) in others.chain(own) {
        // Quick reject: farther than 1" from the whole leg.
        if prim::cmp_point_seg(q, a, b, BASE_DIAMETER) == Ordering::Greater {
            continue;
        }
        let hit = if prim::cmp_dist(a, q, BASE_DIAMETER) != Ordering::Greater {
            // Already in contact at the start: touched only if the leg heads into it.
            heads_into(a, b, q).then_some((a, Length::ZERO))
        } else {
            prim::first_contact(a, b, q, BASE_DIAMETER)
        };
        if let Some((p, along)) = hit {
            let f = FigureRef { group: key, index: i };
            if best.as_ref().is_none_or(|(bf, _, bl)| (along, f) < (*bl, *bf)) {
                best = Some((f, p, along));
            }
        }
    }
    best
}

/// Whether a leg from `a` heads into a base at `q` already in contact with it at `a` (toward
/// `b`: the dot product is positive).
fn heads_into(a: Point, b: Point, q: Point) -> bool {
    prim::dot(prim::vector(a, q), prim::vector(a, b)) > 0
}

/// The bases a stick at most `reach` long from `start` may touch, the leading figure standing
/// there (speed, issue #3: the run-away search tries up to 361 headings from one start, most of
/// them into a base): every other base (its own group's too) whose centre is within `reach` and
/// 1" (and a margin) of `start`, with whether it is within 1" of `start` (as [`first_touch`]
/// treats them).
pub(crate) struct LegBases {
    start: Point,
    bases: SmallVec<[(Point, bool); 32]>,
}

impl LegBases {
    /// The bases figure `leader` of `group`, standing at `start`, may touch with a stick at
    /// most `reach` long; `None` for an unknown group.
    pub(crate) fn new(
        field: &Field<'_>,
        group: GroupKey,
        leader: usize,
        start: Point,
        reach: Length,
    ) -> Option<LegBases> {
        let me = field.group(group).ok()?;
        let r = reach + BASE_DIAMETER + Length(2);
        let others = field.other_bases_near(group, start, start, r + Length(1)).map(|(_, _, q)| q);
        let own = me.figures.iter().enumerate().filter(|&(i, _)| i != leader).map(|(_, &q)| q);
        let mut bases = SmallVec::new();
        for q in others.chain(own).filter(|&q| prim::cmp_dist(start, q, r) != Ordering::Greater) {
            bases.push((q, prim::cmp_dist(start, q, BASE_DIAMETER) != Ordering::Greater));
        }
        Some(LegBases { start, bases })
    }

    /// Where the leader stands.
    pub(crate) fn start(&self) -> Point {
        self.start
    }

    /// Whether a leg from the start to `b`, at most the reach long, touches one of the bases:
    /// exactly when [`first_touch`] finds one, without finding the first (no square root, no
    /// division).
    pub(crate) fn touched_by(&self, b: Point) -> bool {
        let a = self.start;
        self.bases.iter().any(|&(q, at_start)| {
            prim::cmp_point_seg(q, a, b, BASE_DIAMETER) != Ordering::Greater
                && if at_start { heads_into(a, b, q) } else { prim::makes_contact(a, b, q, BASE_DIAMETER) }
        })
    }
}

/// A hostile base in base contact (within [`CONTACT_TOLERANCE`]) with the leader's base at the
/// end `b` of a leg from `a`, approached head-on (the leg heads toward it); lowest group key and
/// index first.
fn contact_at_end(field: &Field<'_>, group: GroupKey, a: Point, b: Point) -> Option<FigureRef> {
    let me = field.group(group).ok()?;
    let (ax, ay) = prim::xy(a);
    let (bx, by) = prim::xy(b);
    let mut best: Option<FigureRef> = None;
    for (g, i, q) in field.other_bases_near(group, b, b, BASE_DIAMETER + CONTACT_TOLERANCE + Length(1)) {
        if !me.side.is_hostile_to(g.side)
            || prim::cmp_dist(b, q, BASE_DIAMETER + CONTACT_TOLERANCE) == Ordering::Greater
        {
            continue;
        }
        let (qx, qy) = prim::xy(q);
        if (qx - bx) * (bx - ax) + (qy - by) * (by - ay) <= 0 {
            continue;
        }
        let f = FigureRef { group: g.key, index: i };
        if best.is_none_or(|b| f < b) {
            best = Some(f);
        }
    }
    best
}

/// The hostile (enemy or animal) group nearest to `point` whose base is within S of it, if
/// any: the pick-up-the-pace test ("no enemy figure or animal is within S of the end of the
/// first stick, even if not visible"). Rule: CG-MOVE-03.
///
/// # Errors
/// [`IllegalMove::Unknown`] for an unknown group.
pub fn hostile_within_s_of(field: &Field<'_>, group: GroupKey, point: Point) -> Result<Option<GroupKey>, IllegalMove> {
    let me = field.group(group).map_err(unknown)?;
    let mut best: Option<(i128, GroupKey)> = None;
    // Only groups whose box comes within S + 1/2" of the point (speed, issue #3).
    for (g, _, q) in field.other_bases_near(group, point, point, S + BASE_RADIUS + Length(1)) {
        if me.side.is_hostile_to(g.side) && prim::cmp_dist(q, point, S + BASE_RADIUS) != Ordering::Greater {
            let d = prim::dist_sq(q, point);
            if best.is_none_or(|(bd, bk)| (d, g.key) < (bd, bk)) {
                best = Some((d, g.key));
            }
        }
    }
    Ok(best.map(|(_, k)| k))
}

fn unknown(e: super::error::FieldError) -> IllegalMove {
    IllegalMove::Unknown { detail: alloc::format!("{e}") }
}

/// The end of the first stick: the front of the leader's base at the end of leg 1 (its centre
/// moved 0.5" further along the leg), rounded toward the leg's start.
pub fn first_stick_end(start: Point, leg1_end: Point) -> Point {
    let len = prim::dist(start, leg1_end);
    prim::along(start, leg1_end, len + BASE_RADIUS)
}

/// Checks a proposed move against every movement rule and resolves it (including the
/// gathering). Source: "Moving along the Track", "Defeating your Enemies", "Surviving in
/// Dangerous Lands". Rules: CG-MOVE-02 to CG-MOVE-06, CG-MOVE-09, CG-MOVE-11 to CG-MOVE-15,
/// CG-MELEE-02, CG-MELEE-04, CG-MELEE-06, CG-TERR-03, CG-TERR-19.
///
/// In order: 1 or 2 sticks, each non-zero and at most S; for each stick, the first base its
/// band touches — an enemy or animal base engages (if allowed) and ends the move in base
/// contact, any other base makes it illegal; no blocking terrain under the band; high obstacles
/// only from contact and without the pace; the pace only after a full first stick, with no
/// hostile base within S of the first stick's end unless stick 2 engages, and not from a river;
/// no entering and leaving terrain; the leader's end on the table (unless the adventure lets it
/// leave) and off obstacle lines; then the formation.
///
/// # Errors
/// [`IllegalMove`] naming the first rule broken.
pub fn check_move(field: &Field<'_>, mv: &ProposedMove, allow: MoveAllowance) -> Result<MoveOutcome, IllegalMove> {
    check_move_sticks(field, mv, allow, false)
}

/// [`check_move`] for a move with a Giraffe Totem card's extra S stick (Congo rulebook,
/// "Taming the Jungle Spirits", Giraffe: "Increase your movement distance ... by S. If used
/// during a movement, this extra distance is not impacted by enemy proximity and may always be
/// used if the group is able to move"; CG-TOTEM-09).
///
/// `mv.sticks` holds two or three points; the last stick is the Giraffe's. The sticks before it
/// are an ordinary move (two of them pick up the pace, with every pace rule); the Giraffe's stick
/// is not picking up the pace (no enemy-proximity, river or high-obstacle limit on it), but like
/// any stick it is laid at the end of a full stick, may engage only when the move may, and ends
/// the move when it touches an enemy. `picked_up_pace` reports the ordinary sticks only.
///
/// # Errors
/// As [`check_move`]; [`IllegalMove::StickCount`] for fewer than two or more than three sticks.
pub fn check_giraffe_move(
    field: &Field<'_>,
    mv: &ProposedMove,
    allow: MoveAllowance,
) -> Result<MoveOutcome, IllegalMove> {
    check_move_sticks(field, mv, allow, true)
}

fn check_move_sticks(
    field: &Field<'_>,
    mv: &ProposedMove,
    allow: MoveAllowance,
    giraffe: bool,
) -> Result<MoveOutcome, IllegalMove> {
    let (mut out, ctx) = resolve_sticks(field, mv, allow, EdgeMode::Respect, giraffe)?;
    if out.left_table {
        return Ok(out);
    }
    out.formation = match &mv.formation {
        Some(f) => {
            check_formation(field, &ctx, f)?;
            f.clone()
        }
        None => auto_gather(field, &ctx)?,
    };
    Ok(out)
}

/// How far from the box bounding the leading figure's start, the ends of its sticks and the
/// given formation's spots [`check_move`] and [`check_giraffe_move`] look at other groups'
/// bases, for a group of `figures` figures: a base farther than this from that box never
/// changes their result. The sticks' bands, the contact at a stick's end and an engagement
/// across an obstacle look within 1" and a tolerance of the path; the pace's test within
/// S + 1/2" of a point at most 1/2" past the first stick; the gathering within
/// `gather_reach` of the leader's end (on the path); a given formation within 1" and the
/// contact tolerance of its spots. Every other base a check reads belongs to a group with a
/// base in that range (the one touched or engaged). Used to key the engine's cache of move
/// checks (congo-core's `move_checks`).
pub fn check_reach(figures: usize) -> Length {
    let band = BASE_DIAMETER + super::obstacle::FACING_TOLERANCE + CONTACT_TOLERANCE;
    let pace = S + BASE_DIAMETER;
    band.max(pace).max(super::gather::gather_reach(figures)) + Length::milli(100)
}

/// How the table edge is treated while resolving a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeMode {
    /// Movement: the leader must end on the table (or leave it, if allowed).
    Respect,
    /// Retreat and flight: the stick is placed as if the table had no edge; the leader stops in
    /// contact with the edge (CG-FLIGHT-11).
    StopAtEdge,
}

/// The point where a base moving from `a` (on the table) toward `b` first touches the table
/// edge, rounded toward `a`.
pub(super) fn stop_at_edge(table: &super::Table, a: Point, b: Point) -> Point {
    let r = i128::from(BASE_RADIUS.units());
    let (ax, ay) = prim::xy(a);
    let (bx, by) = prim::xy(b);
    let (w, h) = (i128::from(table.width().units()), i128::from(table.height().units()));
    // t = num/den, the largest t in [0,1] keeping the centre within [r, w-r] x [r, h-r].
    let mut best: (i128, i128) = (1, 1);
    let mut limit = |num: i128, den: i128| {
        if den > 0 && num * best.1 < best.0 * den {
            best = (num.max(0), den);
        }
    };
    if bx < r {
        limit(ax - r, ax - bx);
    }
    if bx > w - r {
        limit(w - r - ax, bx - ax);
    }
    if by < r {
        limit(ay - r, ay - by);
    }
    if by > h - r {
        limit(h - r - ay, by - ay);
    }
    let (n, d) = best;
    Point::new(Length((ax + (bx - ax) * n / d) as i32), Length((ay + (by - ay) * n / d) as i32))
}

/// Resolves everything about a move but the gathering: the path, the engagement, obstacles,
/// the pace, terrain, the table edge. Returns the outcome with an empty formation, and the
/// gathering context.
pub fn resolve_path(
    field: &Field<'_>,
    mv: &ProposedMove,
    allow: MoveAllowance,
    edge: EdgeMode,
) -> Result<(MoveOutcome, GatherContext), IllegalMove> {
    resolve_sticks(field, mv, allow, edge, false)
}

/// [`resolve_path`], the last stick being a Giraffe's when `giraffe` (see [`check_giraffe_move`]).
fn resolve_sticks(
    field: &Field<'_>,
    mv: &ProposedMove,
    allow: MoveAllowance,
    edge: EdgeMode,
    giraffe: bool,
) -> Result<(MoveOutcome, GatherContext), IllegalMove> {
    let table = field.table();
    let g = field.group(mv.group).map_err(unknown)?;
    let start = *g
        .figures
        .get(mv.leader)
        .ok_or_else(|| IllegalMove::Unknown { detail: alloc::format!("figure {} of group {}", mv.leader, mv.group) })?;
    let most = if giraffe { 3 } else { 2 };
    if mv.sticks.is_empty() || mv.sticks.len() > most || (giraffe && mv.sticks.len() < 2) {
        return Err(IllegalMove::StickCount { count: mv.sticks.len(), giraffe });
    }
    // The sticks of the move proper (the Giraffe's, if any, is the last one).
    let ordinary = mv.sticks.len() - usize::from(giraffe);
    let mut path = Vec::with_capacity(mv.sticks.len() + 1);
    path.push(start);
    let mut engaged: Option<FigureRef> = None;
    let mut across_obstacle: Option<ObstacleId> = None;
    let mut crossed: Vec<ObstacleId> = Vec::new();
    for (k, &end) in mv.sticks.iter().enumerate() {
        let stick = (k + 1) as u8;
        let from = *path.last().unwrap_or(&start);
        if engaged.is_some() {
            return Err(IllegalMove::StickAfterEngagement);
        }
        if end == from {
            return Err(IllegalMove::ZeroStick { stick });
        }
        if prim::cmp_dist(from, end, S) == Ordering::Greater {
            return Err(IllegalMove::StickTooLong { stick, length: prim::dist(from, end) });
        }
        let mut to = end;
        if edge == EdgeMode::Respect && k + 1 < mv.sticks.len() && !table.base_on_table(end) {
            return Err(IllegalMove::OffTable);
        }
        if edge == EdgeMode::StopAtEdge && !table.base_on_table(end) {
            to = stop_at_edge(table, from, end);
            if to == from {
                return Err(IllegalMove::OffTable);
            }
        }
        let across = if allow.may_engage { engage_across(field, mv.group, from, to) } else { None };
        let touch = first_touch(field, mv.group, mv.leader, from, to);
        if let Some((f, o, stop, _)) = across.filter(|c| touch.as_ref().is_none_or(|t| c.3 <= t.2)) {
            // Stopped in contact with an obstacle, directly facing an enemy behind it.
            engaged = Some(f);
            across_obstacle = Some(o);
            to = stop;
        } else if let Some((f, contact, _)) = touch {
            let owner = field.group(f.group).map_err(unknown)?;
            if f.group != mv.group && g.side.is_hostile_to(owner.side) {
                if !allow.may_engage {
                    return Err(IllegalMove::MayNotEngage { stick, target: f.group });
                }
                engaged = Some(f);
                to = contact;
            } else {
                return Err(IllegalMove::TouchesBase { stick, figure: f });
            }
        } else if let Some(f) = contact_at_end(field, mv.group, from, to) {
            // The leg ends in base contact (within the tolerance) with a hostile base it was
            // heading for: the stick's end touched it.
            if !allow.may_engage {
                return Err(IllegalMove::MayNotEngage { stick, target: f.group });
            }
            engaged = Some(f);
        }
        if let Some(a) = table.blocking_near(from, to, BASE_RADIUS) {
            return Err(IllegalMove::BlockingTerrain { area: a.id });
        }
        for o in table.obstacles() {
            if prim::segments_intersect(from, to, o.from, o.to) && !crossed.contains(&o.id) {
                if o.height == Height::High {
                    let in_contact =
                        prim::cmp_point_seg(start, o.from, o.to, BASE_RADIUS + CONTACT_TOLERANCE) != Ordering::Greater;
                    if !in_contact {
                        return Err(IllegalMove::CrossesHighObstacle {
                            obstacle: o.id,
                            reason: String::from("the leading figure must start the move in contact with it"),
                        });
                    }
                    if ordinary > 1 {
                        return Err(IllegalMove::CrossesHighObstacle {
                            obstacle: o.id,
                            reason: String::from("a group crossing it cannot pick up the pace, even to engage"),
                        });
                    }
                }
                crossed.push(o.id);
            }
        }
        path.push(to);
    }
    let leader_end = *path.last().unwrap_or(&start);
    let picked_up_pace = ordinary == 2 && path.len() >= 3;
    // Every stick but the last is used in full: the next one is laid at its end (CG-MOVE-09).
    for (k, w) in path.windows(2).enumerate().take(path.len().saturating_sub(2)) {
        let len = prim::dist(w[0], w[1]);
        if len < S - FULL_STICK_TOLERANCE {
            return Err(if k == 0 {
                IllegalMove::ShortFirstStick { length: len }
            } else {
                IllegalMove::ShortSecondStick { length: len }
            });
        }
    }
    if picked_up_pace {
        let (p0, p1) = (path[0], path[1]);
        let end1 = first_stick_end(p0, p1);
        if let Some(near) = hostile_within_s_of(field, mv.group, end1)? {
            if engaged.is_none() {
                return Err(IllegalMove::EnemyNearFirstStick { near });
            }
        }
        if let Some(river) = table.river_at(end1) {
            return Err(IllegalMove::FirstStickInRiver { river });
        }
    }
    let from_area = field.occupancy(&g.figures).area();
    let to_area = terrain_rule(table, from_area, &path)?;
    let ctx = GatherContext {
        group: mv.group,
        leader: mv.leader,
        leader_end,
        last_stick_from: path[path.len() - 2],
        engaged: engaged.map(|f| f.group),
    };
    if !table.base_on_table(leader_end) {
        if allow.may_leave_table && edge == EdgeMode::Respect {
            let out = MoveOutcome {
                group: mv.group,
                leader: mv.leader,
                path,
                picked_up_pace,
                engaged: None,
                across_obstacle: None,
                crossed_obstacles: crossed,
                from_area,
                to_area: None,
                left_table: true,
                formation: Vec::new(),
            };
            return Ok((out, ctx));
        }
        return Err(IllegalMove::OffTable);
    }
    if let Some(o) =
        table.obstacles().iter().find(|o| prim::cmp_point_seg(leader_end, o.from, o.to, BASE_RADIUS) == Ordering::Less)
    {
        return Err(IllegalMove::BadEndPosition {
            reason: alloc::format!("its base would stand on obstacle {}", o.id),
        });
    }
    let out = MoveOutcome {
        group: mv.group,
        leader: mv.leader,
        path,
        picked_up_pace,
        engaged,
        across_obstacle,
        crossed_obstacles: crossed,
        from_area,
        to_area,
        left_table: false,
        formation: Vec::new(),
    };
    Ok((out, ctx))
}

/// The terrain rules of a leader's centre path (CG-MOVE-11): no entering and leaving an area,
/// no leaving one area and entering another. `from_area` is the area the group stood in.
/// Returns the area the path ends in. A move made in parts (the Kirangozi's extra stick,
/// measured from where the group gathered) is checked once, on its whole path.
///
/// # Errors
/// [`IllegalMove::EnterAndLeave`] naming the area entered and left (or the one entered after
/// leaving another).
pub fn terrain_rule(
    table: &super::Table,
    from_area: Option<AreaId>,
    path: &[Point],
) -> Result<Option<AreaId>, IllegalMove> {
    let to_area = path.last().and_then(|&p| table.area_at(p));
    for (a, bbox) in table.boxed_areas() {
        if a.blocking {
            continue;
        }
        let is_from = from_area == Some(a.id);
        let is_to = to_area == Some(a.id);
        // A leg apart from the area's box neither enters it nor changes sides (as
        // `boundary_changes` finds it, by the same box): the speed filter of issue #3.
        if !is_from && !is_to && path.windows(2).all(|w| bbox.apart(w[0], w[1], 1)) {
            continue;
        }
        // Running along the border or grazing a corner is not entering.
        let (mut entered, mut changes) = (false, 0u32);
        for w in path.windows(2) {
            let (starts, ends, n) = prim::boundary_changes(w[0], w[1], &a.outline, bbox);
            entered |= starts || ends || n > 0;
            changes += n;
        }
        if !entered && !is_from && !is_to {
            continue;
        }
        let legal = match (is_from, is_to) {
            (true, true) => changes == 0,
            (true, false) => to_area.is_none(),
            (false, true) => from_area.is_none() && changes <= 1,
            (false, false) => false,
        };
        if !legal {
            let area = if is_from { to_area.unwrap_or(a.id) } else { a.id };
            return Err(IllegalMove::EnterAndLeave { area });
        }
    }
    Ok(to_area)
}

/// Which moves [`candidate_moves`] tries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCandidateSpec"))]
pub struct CandidateSpec {
    /// Degrees between two tried headings (e.g. 30 tries 12 headings); at least 1.
    pub heading_step: u16,
    /// Stick lengths tried for a plain move (each at most S).
    pub lengths: Vec<Length>,
    /// Also try picking up the pace: a full first stick at each heading, then a full second
    /// stick at each heading.
    pub pace: bool,
    /// Leading figures tried: `None` for every figure of the group.
    pub leaders: Option<Vec<usize>>,
}

impl Default for CandidateSpec {
    /// Every leader, 12 headings (30 degrees apart), S and S/2, with the pace.
    fn default() -> CandidateSpec {
        CandidateSpec { heading_step: 30, lengths: alloc::vec![S, Length(S.units() / 2)], pace: true, leaders: None }
    }
}

/// Legal moves for a group, for bots and for hints: every leader in `spec`, every heading
/// `spec.heading_step` degrees apart (from east, counter-clockwise; see [`Heading`]), every
/// length; with `spec.pace`, every pair of full sticks. A stick that runs into an enemy is
/// truncated at base contact and becomes an engagement (if allowed). Only moves that pass
/// [`check_move`] with automatic gathering are returned, in generation order (leader, first
/// heading, length, second heading), without duplicates of the same final formation.
///
/// Cost grows as leaders x headings x (lengths + headings); the default spec tries at most
/// 6 x 12 x (2 + 12) = 1008 moves for a six-figure group.
///
/// # Errors
/// [`IllegalMove::Unknown`] for an unknown group.
pub fn candidate_moves(
    field: &Field<'_>,
    group: GroupKey,
    allow: MoveAllowance,
    spec: &CandidateSpec,
) -> Result<Vec<MoveOutcome>, IllegalMove> {
    let g = field.group(group).map_err(unknown)?;
    let leaders: Vec<usize> = match &spec.leaders {
        Some(l) => l.iter().copied().filter(|&i| i < g.figures.len()).collect(),
        None => (0..g.figures.len()).collect(),
    };
    let step = i32::from(spec.heading_step.clamp(1, 360));
    let headings: Vec<Heading> = (0..360).step_by(step as usize).map(Heading::degrees).collect();
    let mut out: Vec<MoveOutcome> = Vec::new();
    let push = |o: MoveOutcome, out: &mut Vec<MoveOutcome>| {
        if !out.iter().any(|p| p.formation == o.formation && p.engaged == o.engaged && p.left_table == o.left_table) {
            out.push(o);
        }
    };
    for &leader in &leaders {
        let start = g.figures[leader];
        for &h in &headings {
            for &len in &spec.lengths {
                let len = len.min(S);
                if len <= Length::ZERO {
                    continue;
                }
                let mv = ProposedMove { group, leader, sticks: alloc::vec![h.step(start, len)], formation: None };
                if let Ok(o) = check_move(field, &mv, allow) {
                    push(o, &mut out);
                }
            }
            if spec.pace {
                let p1 = h.step(start, S);
                for &h2 in &headings {
                    let mv = ProposedMove { group, leader, sticks: alloc::vec![p1, h2.step(p1, S)], formation: None };
                    if let Ok(o) = check_move(field, &mv, allow) {
                        push(o, &mut out);
                    }
                }
            }
        }
    }
    Ok(out)
}
