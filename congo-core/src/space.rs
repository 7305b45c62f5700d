//! The game's field for [`crate::geometry`]: builds a geometry `Field` from the game state
//! (the groups on the table, the bases of the characters with them, the wild animals, the
//! veils) and asks it the spatial questions the rules need about the game (range and line of
//! sight, cover, moves, retreats and flights, group integrity), turning its refusals into
//! [`RuleError`]s. No geometry is computed here.
//!
//! It is not the only door to geometry: a chapter that checks a proposed move or measures on
//! a field it already holds (movement, the entries, the flights, the wild animals) calls
//! [`crate::geometry`]'s functions itself, on the field this module built. The game's field
//! as it stands is built here only; a rule that measures on another field (an Adventure's
//! piece added, a fleeing character's group left out: `universal::pieces`,
//! `universal::character`, `universal::cattle`) builds that one with geometry itself.
//!
//! Ids: a group's geometry key is its [`GroupId`]; a figure's index is its position among the
//! group's living figures ([`crate::state::Group::figures`]).

use crate::error::{RuleError, SetupError};
use crate::game::Game;
use crate::geometry::base::{Field, PlacedGroup, Side, Veil, group_box, is_chain, within};
use crate::geometry::los::{cover, shot_sight};
use crate::geometry::movement::{MoveAllowance, MoveOutcome, ProposedMove};
use crate::geometry::prim::Bbox;
use crate::geometry::retreat::{RunAway, RunAwayKind};
use crate::geometry::{FigureRef, GroupKey};
use crate::move_checks::{MoveCheck, SharedResult};
use crate::state::{FigureId, Group, GroupId, Player};
use alloc::format;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use tabletop::{Die, Length, Point};

pub use crate::geometry::table::Table;

/// The geometry key of a group.
pub(crate) const fn key(id: GroupId) -> GroupKey {
    GroupKey(id.0 as u32)
}

/// The group id of a geometry key.
pub(crate) fn id(key: GroupKey) -> GroupId {
    GroupId(u16::try_from(key.0).unwrap_or(u16::MAX))
}

/// A group's bases, as geometry sees them: its living figures, in order, then the bases of the
/// Independent Characters with it (CG-USR-10: "exactly the same as any other model in the
/// group (for lines of sight, movement etc.)"; `universal::joined::bases`). Every measure of a
/// group's models (ranges, contact, the terrain it occupies) reads these.
pub(crate) fn bases(g: &Game, group: GroupId) -> Vec<Point> {
    let Ok(grp) = g.group(group) else { return Vec::new() };
    let (n, points) = bases_of(g, group, grp);
    collect_bases(n, points)
}

/// How many bases `grp` (the group `group`) has, and the bases themselves ([`bases`]).
fn bases_of<'a>(g: &'a Game, group: GroupId, grp: &'a Group) -> (usize, impl Iterator<Item = Point> + 'a) {
    let joined = move || crate::universal::joined::bases(g, group).map(|(_, at)| at);
    let n = grp.figures.len() + joined().count();
    (n, grp.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).chain(joined()))
}

/// `n` bases in a vector sized at once (no regrowing: every field builds every group's bases).
fn collect_bases(n: usize, points: impl Iterator<Item = Point>) -> Vec<Point> {
    let mut out = Vec::with_capacity(n);
    out.extend(points);
    out
}

/// Every group on the table, as geometry sees it: the columns' groups (their living figures,
/// then the bases of the Independent Characters with them, `universal::joined::bases`), the
/// wild animals, and the Independent Characters standing alone and the free livestock animals (bases of no side,
/// `universal::character::standing`).
pub(crate) fn placed(g: &Game) -> Vec<PlacedGroup> {
    // Room for every group, animal and piece at once (no regrowing: this runs for every field).
    let room = g.groups.len() + g.terrain.animals.len() + g.universal.pieces.len();
    placed_into(g, Vec::with_capacity(room))
}

/// [`placed`], built in `old` (groups no longer needed): their buffers are reused.
fn placed_into(g: &Game, mut old: Vec<PlacedGroup>) -> Vec<PlacedGroup> {
    place_in(g, &mut old);
    old
}

/// Makes `groups` [`placed`] of `g`, reusing their buffers; returns the groups it changed (bit
/// `i`: `groups[i]`, not set from the 64th on: [`Inputs::update`] counts those as changed; the
/// groups dropped from the end are no one's bit: what `Field::new` checks of the others holds
/// without them).
fn place_in(g: &Game, groups: &mut Vec<PlacedGroup>) -> u64 {
    let mut rebuild = Rebuild { groups, built: 0, changed: 0 };
    each_placed(g, &mut rebuild);
    let Rebuild { groups, built, mut changed } = rebuild;
    let standing = crate::universal::character::standing(g, &groups[..built]);
    let n = built + standing.len();
    for (i, s) in (built..).zip(standing) {
        match groups.get_mut(i) {
            Some(pg) if *pg == s => {}
            Some(pg) => {
                *pg = s;
                changed |= bit(i);
            }
            None => {
                groups.push(s);
                changed |= bit(i);
            }
        }
    }
    groups.truncate(n);
    changed
}

/// Group `i`'s bit in a set of groups (none from the 64th on).
fn bit(i: usize) -> u64 {
    if i < 64 { 1 << i } else { 0 }
}

/// Whether `groups` are [`placed`] of `g`, found without building them (a field's inputs kept
/// from an earlier state are reused only when they are `g`'s now: [`FieldInputs::of`]).
fn are_placed(g: &Game, groups: &[PlacedGroup]) -> bool {
    let mut kept = groups.iter();
    let same = each_placed(g, &mut kept);
    let (before, standing) = groups.split_at(groups.len() - kept.len());
    same && crate::universal::character::standing(g, before) == standing
}

/// What [`each_placed`] hands the groups to: [`place_in`] builds them, [`are_placed`]
/// compares them with those kept.
trait PlacedVisit {
    /// One group: its key, side, number of bases and bases. False stops the walk.
    fn group(&mut self, key: GroupKey, side: Side, n: usize, points: impl Iterator<Item = Point> + Clone) -> bool;
}

/// [`place_in`]'s groups: the first `built` are built, the rest are old groups whose buffers
/// are reused; `changed` has the bit of each built group that differs from the old one.
struct Rebuild<'v> {
    groups: &'v mut Vec<PlacedGroup>,
    built: usize,
    changed: u64,
}

impl PlacedVisit for Rebuild<'_> {
    fn group(&mut self, key: GroupKey, side: Side, n: usize, points: impl Iterator<Item = Point> + Clone) -> bool {
        let same = match self.groups.get_mut(self.built) {
            Some(pg) => {
                let same = (pg.key, pg.side) == (key, side);
                (pg.key, pg.side) = (key, side);
                rewrite(&mut pg.figures, n, points) && same
            }
            None => {
                self.groups.push(PlacedGroup { key, side, figures: collect_bases(n, points) });
                false
            }
        };
        if !same {
            self.changed |= bit(self.built);
        }
        self.built += 1;
        true
    }
}

/// Writes `points` (at most `n`) over `figures`; whether `figures` held them already.
fn rewrite(figures: &mut Vec<Point>, n: usize, points: impl Iterator<Item = Point> + Clone) -> bool {
    // Speed: most groups have not moved; comparing alone is the cheaper walk.
    if same_points(figures, points.clone()) {
        return true;
    }
    let mut same = true;
    let mut k = 0;
    for p in points {
        match figures.get_mut(k) {
            Some(q) if *q == p => {}
            Some(q) => {
                *q = p;
                same = false;
            }
            None => {
                figures.reserve(n.saturating_sub(k));
                figures.push(p);
                same = false;
            }
        }
        k += 1;
    }
    if k != figures.len() {
        figures.truncate(k);
        same = false;
    }
    same
}

/// Whether `points` are `figures`, in order.
fn same_points(figures: &[Point], points: impl Iterator<Item = Point>) -> bool {
    let mut kept = figures.iter();
    for p in points {
        if kept.next() != Some(&p) {
            return false;
        }
    }
    kept.next().is_none()
}

impl PlacedVisit for core::slice::Iter<'_, PlacedGroup> {
    fn group(&mut self, key: GroupKey, side: Side, n: usize, points: impl Iterator<Item = Point> + Clone) -> bool {
        self.next().is_some_and(|pg| {
            pg.key == key && pg.side == side && pg.figures.len() == n && points.eq(pg.figures.iter().copied())
        })
    }
}

/// Hands `visit` each of [`placed`]'s columns' groups and wild animals in turn. Stops, returning
/// false, when `visit` does.
fn each_placed(g: &Game, visit: &mut impl PlacedVisit) -> bool {
    for gid in g.groups_in_play() {
        let Ok(grp) = g.group(gid) else { continue };
        let side = Side::Player { player: grp.owner.index() as u8 };
        // Speed: most groups have no character with them, and their bases are their figures'
        // alone (a plainer walk than [`bases_of`]'s chain; the same bases).
        let more = if crate::universal::joined::bases(g, gid).next().is_none() {
            let figures = g.figures.as_slice();
            let own = grp.figures.iter().filter_map(move |f| figures.get(usize::from(f.0)).map(|f| f.at));
            visit.group(key(gid), side, grp.figures.len(), own)
        } else {
            let (n, points) = bases_of(g, gid, grp);
            let points: smallvec::SmallVec<[Point; 16]> = points.collect();
            visit.group(key(gid), side, n, points.iter().copied())
        };
        if !more {
            return false;
        }
    }
    crate::wild::bases(g).all(|(key, at)| visit.group(key, Side::Animal, 1, core::iter::once(at)))
}

/// The column's group a geometry key stands for; `None` for a wild animal's or a piece's key.
pub(crate) fn group_id(key: GroupKey) -> Option<GroupId> {
    u16::try_from(key.0).ok().map(GroupId).filter(|_| !crate::wild::is_animal(key))
}

/// Geometry's refusal to build or read the field, as the engine's error.
pub(crate) fn field_err(e: crate::geometry::FieldError) -> RuleError {
    RuleError::Model(crate::error::ModelRefusal::Field(e))
}

/// What a geometry key that is no group of a column stands for, in words: a wild animal ("the
/// gorilla"), or an Adventure's piece on the field (an Independent Character standing alone, a
/// livestock animal).
pub(crate) fn thing_name(g: &Game, key: GroupKey) -> Option<alloc::string::String> {
    crate::wild::name(g, key).map(alloc::string::String::from).or_else(|| crate::universal::pieces::piece_name(g, key))
}

/// Geometry's refusal of a move as a rule error. Geometry knows a wild animal or an Adventure's
/// piece only by its key on the field: the message names it instead ("stick 1 touches the
/// gorilla, but this move may not engage", not "enemy group 1048576").
pub(crate) fn illegal_move(g: &Game, e: &crate::geometry::IllegalMove) -> RuleError {
    use crate::geometry::IllegalMove as I;
    use crate::geometry::error::GatherError;
    let message = format!("{e}");
    let (key, figure) = match e {
        I::TouchesBase { figure, .. } => (figure.group, Some(figure.index)),
        I::MayNotEngage { target, .. } => (*target, None),
        I::EnemyNearFirstStick { near } => (*near, None),
        I::Gather(GatherError::TouchesOtherEnemy { enemy, .. }) => (*enemy, None),
        _ => return RuleError::IllegalMove { error: e.clone(), message },
    };
    let Some(name) = thing_name(g, key) else { return RuleError::IllegalMove { error: e.clone(), message } };
    let mut named = match figure {
        Some(i) => message.replace(&format!("figure {i} of group {key}"), &name),
        None => message.replace(&format!("enemy group {key}"), &name).replace(&format!("group {key}"), &name),
    };
    if figure.is_some() && crate::universal::pieces::is_character(g, key) {
        named.push_str(" (a group joins an independent character with a reach move)");
    } else if figure.is_some() && crate::universal::pieces::is_cattle(g, key) {
        named.push_str(" (a group comes into contact with a livestock animal with a reach move)");
    }
    RuleError::IllegalMove { error: e.clone(), message: named }
}

/// Run `f` on the game's field.
pub(crate) fn with_field<R>(g: &Game, f: impl FnOnce(&Field<'_>) -> R) -> Result<R, RuleError> {
    let inputs = FieldInputs::of(g);
    Ok(f(&inputs.field(g)?))
}

/// What the game's field is built from: the groups on the table and the veils. Shared with the
/// game's cache (`crate::move_checks`), which keeps the inputs last built and what `Field::new`
/// knows of them.
pub(crate) struct FieldInputs(Arc<Inputs>);

/// The contents of [`FieldInputs`].
#[derive(Debug, PartialEq)]
pub(crate) struct Inputs {
    groups: Vec<PlacedGroup>,
    veils: Vec<Veil>,
    /// Each group's bounding box (geometry's `group_box`), in `groups`' order: a field of these
    /// inputs borrows them instead of making its own.
    boxes: Vec<Bbox>,
}

impl Inputs {
    /// The groups.
    pub(crate) fn groups(&self) -> &[PlacedGroup] {
        &self.groups
    }

    /// Each group's box, in the groups' order.
    pub(crate) fn boxes(&self) -> &[Bbox] {
        &self.boxes
    }

    /// Whether `field` is built of these very inputs (their groups and veils, not a copy).
    pub(crate) fn built(&self, field: &Field<'_>) -> bool {
        core::ptr::eq(self.groups.as_slice(), field.groups()) && core::ptr::eq(self.veils.as_slice(), field.veils())
    }

    /// The inputs of `g`'s field, built afresh.
    fn new(g: &Game, veils: Vec<Veil>) -> Inputs {
        let groups = placed(g);
        let boxes = groups.iter().map(group_box).collect();
        Inputs { groups, veils, boxes }
    }

    /// Makes these the inputs of `g`'s field (whose veils are `veils`) in place, reusing their
    /// buffers; returns the groups that changed (bit `i`: group `i`; every group from the 64th
    /// on is counted as changed, as `Field::new_since` counts it), whose boxes are made again,
    /// or every bit when the veils changed (rare: a field checks its veils in any case).
    fn update(&mut self, g: &Game, veils: &[Veil]) -> u64 {
        let mut changed = place_in(g, &mut self.groups);
        if self.veils != veils {
            self.veils.clear();
            self.veils.extend_from_slice(veils);
            changed = u64::MAX;
        }
        self.boxes.truncate(self.groups.len());
        // Every box still holds when no group changed (a group from the 64th on has no bit).
        let kept = changed == 0 && self.groups.len() <= 64 && self.boxes.len() == self.groups.len();
        if !kept {
            for (i, pg) in self.groups.iter().enumerate() {
                match self.boxes.get_mut(i) {
                    Some(b) if i >= 64 || changed & bit(i) != 0 => *b = group_box(pg),
                    Some(_) => {}
                    None => self.boxes.push(group_box(pg)),
                }
            }
        }
        congo_model::cross_check!(self.groups.iter().zip(&self.boxes).all(|(pg, b)| group_box(pg) == *b));
        changed
    }
}

impl FieldInputs {
    /// The inputs of `g`'s field now: the inputs the game's cache kept, brought up to date in
    /// place when nothing else holds them (noting which groups changed), else reused if they
    /// are still `g`'s (compared with `g`'s groups, animals, pieces and veils, none built; the
    /// same table), else built afresh.
    pub(crate) fn of(g: &Game) -> FieldInputs {
        let veils = crate::exploration::veils(g);
        if let Some(kept) = g.move_checks.update_inputs(&g.setup, |inputs| inputs.update(g, &veils)) {
            congo_model::cross_check!(
                kept.groups == placed(g) && kept.veils == veils,
                "field inputs updated in place differ"
            );
            return FieldInputs(kept);
        }
        if let Some(kept) = g.move_checks.accepted(&g.setup) {
            if kept.veils == veils && are_placed(g, &kept.groups) {
                congo_model::cross_check!(kept.groups == placed(g), "kept field inputs differ from the game's");
                return FieldInputs(kept);
            }
        }
        FieldInputs(Arc::new(Inputs::new(g, veils)))
    }

    /// The field of these inputs on `g`'s table (`g`: the game they were taken from): built
    /// without checks when `Field::new` accepted them, checked only in the groups that changed
    /// since it accepted the game's cache's inputs when these are those, else checked in full.
    ///
    /// # Errors
    /// Geometry's refusal of the field (overlapping bases...), as an illegal-decision error.
    pub(crate) fn field<'a>(&'a self, g: &'a Game) -> Result<Field<'a>, RuleError> {
        let (table, groups, veils, boxes) = (&g.setup.table, &self.0.groups, &self.0.veils, &self.0.boxes);
        let known = g.move_checks.known(&g.setup, &self.0);
        if known == Some(0) {
            congo_model::cross_check!(Field::new(table, groups, veils).is_ok(), "an accepted field is refused");
            return Ok(Field::accepted(table, groups, veils, boxes));
        }
        let field = match known {
            Some(changed) => {
                let field = Field::new_since(table, groups, veils, boxes, changed);
                congo_model::cross_check!(eq:
                    field.as_ref().err(),
                    Field::new(table, groups, veils).err().as_ref(),
                    "a field checked in its changed groups only differs"
                );
                field
            }
            None => Field::new(table, groups, veils),
        }
        .map_err(field_err)?;
        g.move_checks.accept(&g.setup, &self.0);
        Ok(field)
    }
}

/// `check` of `mv` with `allow` on `field` if given, else on the game's field; the game's
/// cache of move checks answers a check already made (`crate::move_checks`).
fn check_on(
    g: &Game,
    field: Option<&Field<'_>>,
    check: MoveCheck,
    mv: &ProposedMove,
    allow: MoveAllowance,
) -> Result<SharedResult, RuleError> {
    match field {
        Some(field) => Ok(g.move_checks.run(&g.setup, field, check, mv, allow)),
        None => with_field(g, |field| g.move_checks.run(&g.setup, field, check, mv, allow)),
    }
}

/// A figure's index within its group.
pub(crate) fn index_of(g: &Game, group: GroupId, figure: FigureId) -> Result<usize, RuleError> {
    g.group(group)?.figures.iter().position(|f| *f == figure).ok_or(RuleError::UnknownFigure { figure, group })
}

/// The deployment is legal: bases on the table, not overlapping, not in blocking terrain, and
/// each group one unbroken chain (CG-GEN-09).
pub(crate) fn check_deployment(g: &Game) -> Result<(), SetupError> {
    let groups = placed(g);
    if let Err(e) = Field::new(&g.setup.table, &groups, &[]) {
        return Err(placement_error(g, e));
    }
    for pg in &groups {
        if !is_chain(&pg.figures) {
            let Ok(grp) = g.group(id(pg.key)) else { continue };
            return Err(SetupError::BrokenChain { column: grp.owner.index(), group: usize::from(grp.index) });
        }
    }
    Ok(())
}

/// How many chains the figures of `group` left after removing `removed` stand in (0 when none
/// is left; group integrity, CG-SHOOT-15, asks for one).
pub(crate) fn chains_left(g: &Game, group: GroupId, removed: &[FigureId]) -> usize {
    let Ok(grp) = g.group(group) else { return 0 };
    let left: Vec<Point> =
        grp.figures.iter().filter(|f| !removed.contains(f)).filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    crate::geometry::base::chains(&left)
}

/// A legal line of fire: partial or not, and the target's cover die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fire {
    pub partial: bool,
    pub cover: Die,
}

/// Range and line of sight from `leader` to `target` (CG-SHOOT-04 to -07, -11, -12).
/// `range`: `None` for unlimited.
pub(crate) fn line_of_fire(
    field: &Field<'_>,
    g: &Game,
    shooter: GroupId,
    leader: FigureId,
    target: GroupId,
    range: Option<Length>,
) -> Result<Option<Fire>, RuleError> {
    let li = index_of(g, shooter, leader)?;
    let from = g.figure(leader).map(|f| f.at).ok_or(RuleError::UnknownFigure { figure: leader, group: shooter })?;
    {
        let t = field.group(key(target)).map_err(field_err)?;
        if let Some(r) = range {
            if !within(&[from], &t.figures, r) {
                return Ok(None);
            }
        }
        let Some(partial) = shot_sight(field, key(shooter), li, key(target)).map_err(field_err)? else {
            return Ok(None);
        };
        let c = cover(field, FigureRef { group: key(shooter), index: li }, key(target)).map_err(field_err)?;
        Ok(Some(Fire { partial, cover: c.die }))
    }
}

/// Check a proposed move with geometry (every movement constraint and the gathering).
pub(crate) fn propose(
    g: &Game,
    group: GroupId,
    leader: FigureId,
    sticks: &[Point],
    formation: Option<Vec<Point>>,
    may_engage: bool,
) -> Result<MoveOutcome, RuleError> {
    propose_allowing(g, group, leader, sticks, formation, MoveAllowance { may_engage, may_leave_table: false })
}

/// [`propose`] with the full allowance (an Adventure's exits: `may_leave_table`).
pub(crate) fn propose_allowing(
    g: &Game,
    group: GroupId,
    leader: FigureId,
    sticks: &[Point],
    formation: Option<Vec<Point>>,
    allow: MoveAllowance,
) -> Result<MoveOutcome, RuleError> {
    propose_in(None, g, group, leader, sticks, formation, allow, false).map(Arc::unwrap_or_clone)
}

/// [`propose_allowing`], or with `giraffe` geometry's `check_giraffe_move` (a Giraffe Totem
/// card's extra S stick as the last of `sticks`; CG-TOTEM-09), on `field` if given (the game's
/// field already built: candidate moves need no second field per candidate), else on the game's.
/// The outcome is shared with the game's cache of move checks.
#[allow(clippy::too_many_arguments)]
pub(crate) fn propose_in(
    field: Option<&Field<'_>>,
    g: &Game,
    group: GroupId,
    leader: FigureId,
    sticks: &[Point],
    formation: Option<Vec<Point>>,
    allow: MoveAllowance,
    giraffe: bool,
) -> Result<Arc<MoveOutcome>, RuleError> {
    propose_typed(field, g, group, leader, sticks, formation, allow, giraffe)?.map_err(|e| illegal_move(g, &e))
}

/// [`propose_in`] with geometry's refusal kept as geometry's typed [`crate::geometry::IllegalMove`]
/// (the move preview, `crate::query`, reports it as it is). The outer error: an unknown leader.
#[allow(clippy::too_many_arguments)]
pub(crate) fn propose_typed(
    field: Option<&Field<'_>>,
    g: &Game,
    group: GroupId,
    leader: FigureId,
    sticks: &[Point],
    formation: Option<Vec<Point>>,
    allow: MoveAllowance,
    giraffe: bool,
) -> Result<SharedResult, RuleError> {
    let check = if giraffe { MoveCheck::Giraffe } else { MoveCheck::Move };
    let li = index_of(g, group, leader)?;
    let mv = ProposedMove { group: key(group), leader: li, sticks: sticks.to_vec(), formation };
    check_on(g, field, check, &mv, allow)
}

/// Candidate moves for a bot, unchecked (`crate::movement::MoveTry` checks each with
/// geometry's `check_move`, automatic gathering, when it is drawn or listed):
/// - the figure at the front in each of 6 headings (60 degrees apart; the first on a tie) leads
///   one full S stick in that heading, and, with `pace`, two full sticks straight on;
/// - with `may_engage`, for each enemy group (and each wild animal) whose nearest figure is
///   within 2S of the group,
///   the figure nearest to it charges straight at that figure's centre (one stick, or a full
///   first stick and a second one to it).
///
/// Returns each try's leading figure (index in the group) and sticks. A documented sample, not
/// every legal move.
pub(crate) fn move_tries(g: &Game, group: GroupId, may_engage: bool, pace: bool) -> Vec<(usize, Sticks)> {
    let Some((owner, pos)) = try_positions(g, group) else { return Vec::new() };
    let mut tries: Vec<(usize, Sticks)> = Vec::with_capacity(12 + g.groups.len());
    tries.extend((0..heading_tries(pace)).filter_map(|t| heading_try(&pos, t, pace)));
    if may_engage {
        charges(g, owner, &pos, |i, q, d| tries.push((i, charge_sticks(&pos, i, q, d))));
    }
    tries
}

/// Try `t` of [`move_tries`] alone (speed: the draw makes only the tries it reaches).
pub(crate) fn move_try(g: &Game, group: GroupId, may_engage: bool, pace: bool, t: usize) -> Option<(usize, Sticks)> {
    let (owner, pos) = try_positions(g, group)?;
    let Some(c) = t.checked_sub(heading_tries(pace)) else { return heading_try(&pos, t, pace) };
    let mut found = None;
    if may_engage {
        let mut seen = 0;
        charges(g, owner, &pos, |i, q, d| {
            if seen == c {
                found = Some((i, charge_sticks(&pos, i, q, d)));
            }
            seen += 1;
        });
    }
    found
}

/// How many of [`move_tries`] follow a heading: one per heading (a figure is always at the
/// front), two with the pace.
fn heading_tries(pace: bool) -> usize {
    6 * (1 + usize::from(pace))
}

/// Try `t` of [`move_tries`] (`t` below [`heading_tries`]) of a group whose figures stand at
/// `pos`: heading `t` (or `t / 2` with the pace, the second of each two with the pace).
fn heading_try(pos: &[Point], t: usize, pace: bool) -> Option<(usize, Sticks)> {
    use crate::geometry::dirs::Heading;
    let s = Length::inches(4);
    let per = 1 + usize::from(pace);
    let h = Heading::degrees(60 * i32::try_from(t / per).ok()?);
    // The figure at the front in that heading leads (the first one on a tie): its own group's
    // bases are never in its way.
    let lead = front(pos, h.step(Point::new(Length(0), Length(0)), s));
    let &start = pos.get(lead)?;
    let p1 = h.step(start, s);
    Some((lead, if t % per == 0 { Sticks::one(p1) } else { Sticks::two(p1, h.step(p1, s)) }))
}

/// The sticks of a charge of [`move_tries`]: the figure at `pos[i]` at a foe figure's centre
/// `q`, `d` (squared) away: one stick, or a full first stick and a second one to it.
fn charge_sticks(pos: &[Point], i: usize, q: Point, d: i64) -> Sticks {
    use crate::geometry::dirs::Heading;
    let s = Length::inches(4);
    let from = pos[i];
    if d <= i64::from(s.units()).pow(2) {
        Sticks::one(q)
    } else {
        let h = Heading::nearest(i64::from((q.x - from.x).units()), i64::from((q.y - from.y).units()));
        Sticks::two(h.step(from, s), q)
    }
}

/// How many tries [`move_tries`] gives, without making them (speed: the listing counts a group's
/// candidate moves, and makes them only when one is drawn, `crate::movement::Moves`).
pub(crate) fn move_try_count(g: &Game, group: GroupId, may_engage: bool, pace: bool) -> usize {
    let Some((owner, pos)) = try_positions(g, group) else { return 0 };
    let mut n = heading_tries(pace);
    if may_engage {
        charges(g, owner, &pos, |_, _, _| n += 1);
    }
    n
}

/// The owner of `group` and its figures' positions, for [`move_tries`]; `None` without a figure.
fn try_positions(g: &Game, group: GroupId) -> Option<(Player, smallvec::SmallVec<[Point; 16]>)> {
    let grp = g.group(group).ok()?;
    let pos: smallvec::SmallVec<[Point; 16]> = grp.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    (!pos.is_empty()).then_some((grp.owner, pos))
}

/// The charges of [`move_tries`] of a group of `owner` whose figures stand at `pos`: for each
/// foe (an enemy group, then each wild animal) whose nearest figure is within 2S of it, in that
/// order, `found` of the nearest figure's index in `pos`, the foe figure's centre and their
/// squared distance.
fn charges(g: &Game, owner: Player, pos: &[Point], mut found: impl FnMut(usize, Point, i64)) {
    let reach2 = i64::from(Length::inches(9).units()).pow(2);
    // A foe's figure farther than the charge's reach from the group's bounding box is out of
    // reach of every figure of the group (speed: most are; the nearest pair is unchanged).
    let (xs, ys) = (pos.iter().map(|p| i64::from(p.x.units())), pos.iter().map(|p| i64::from(p.y.units())));
    let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
    let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
    // The nearest pair so far (squared distance, figure of `pos`, foe figure) with `q`.
    let nearest = |best: &mut Option<(i64, usize, Point)>, q: Point| {
        let (x, y) = (i64::from(q.x.units()), i64::from(q.y.units()));
        let (dx, dy) = ((x0 - x).max(x - x1).max(0), (y0 - y).max(y - y1).max(0));
        if dx.saturating_mul(dx).saturating_add(dy.saturating_mul(dy)) > reach2 {
            return;
        }
        for (i, &p) in pos.iter().enumerate() {
            let d = p.distance_sq(q);
            if best.is_none_or(|b| d < b.0 || (d == b.0 && i < b.1)) {
                *best = Some((d, i, q));
            }
        }
    };
    let mut charge = |best: Option<(i64, usize, Point)>| {
        if let Some((d, i, q)) = best.filter(|b| b.0 <= reach2) {
            found(i, q, d);
        }
    };
    for og in g.groups.iter().filter(|og| og.in_play() && og.owner != owner) {
        let mut best = None;
        for f in og.figures.iter().filter_map(|f| g.figure(*f)) {
            nearest(&mut best, f.at);
        }
        charge(best);
    }
    // The wild animals, enemies of both sides (CG-ANIMAL-06; docs/rulings.md "Wild animals").
    for at in crate::wild::positions(g) {
        let mut best = None;
        nearest(&mut best, at);
        charge(best);
    }
}

/// The sticks of a candidate move ([`move_tries`]): one or two end points, kept without
/// allocating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sticks {
    ends: [Point; 2],
    two: bool,
}

impl Sticks {
    fn one(end: Point) -> Sticks {
        Sticks { ends: [end, end], two: false }
    }

    fn two(first: Point, second: Point) -> Sticks {
        Sticks { ends: [first, second], two: true }
    }

    /// The end points, in order.
    pub(crate) fn as_slice(&self) -> &[Point] {
        if self.two { &self.ends } else { &self.ends[..1] }
    }
}

/// Geometry's check of a candidate move of `group` (`crate::space::move_tries`) on `field`, the
/// game's field: the sticks (as a path) with its outcome, or `None` if it is illegal. The
/// game's cache of move checks answers a check already made (and shares the outcome).
pub(crate) fn check_try(
    field: &Field<'_>,
    g: &Game,
    group: GroupId,
    leader: usize,
    sticks: Sticks,
    allow: MoveAllowance,
) -> Option<(Vec<Point>, Arc<MoveOutcome>)> {
    let mv = ProposedMove { group: key(group), leader, sticks: sticks.as_slice().to_vec(), formation: None };
    let o = g.move_checks.run(&g.setup, field, MoveCheck::Move, &mv, allow).ok()?;
    Some((mv.sticks, o))
}

/// The index of the figure of `pos` farthest along the direction `d` (the first one on a tie).
fn front(pos: &[Point], d: Point) -> usize {
    let along =
        |p: &Point| i64::from(p.x.units()) * i64::from(d.x.units()) + i64::from(p.y.units()) * i64::from(d.y.units());
    let mut best = (0, i64::MIN);
    for (i, p) in pos.iter().enumerate() {
        let a = along(p);
        if i == 0 || a > best.1 {
            best = (i, a);
        }
    }
    best.0
}

/// Where `group` stands after crossing `obstacle` (geometry's `cross_obstacle`): its leading
/// figure's index and formation, or `None` when it is off the table or cannot stand there
/// (CG-TERR-17).
pub(crate) fn crossing(
    g: &Game,
    group: GroupId,
    obstacle: crate::geometry::table::ObstacleId,
) -> Option<(usize, Vec<Point>)> {
    if !g.group(group).ok()?.in_play() {
        return None;
    }
    with_field(g, |field| crate::geometry::cross_obstacle(field, key(group), obstacle).ok()).ok().flatten()
}

/// The geometry's kind of run-away move: a retreat away from `from`, or a flight.
pub(crate) fn run_kind(from: Option<GroupId>) -> RunAwayKind {
    match from {
        Some(f) => RunAwayKind::Retreat { from: key(f) },
        None => RunAwayKind::Flight,
    }
}

/// A retreat (away from `from`) or a flight, as geometry resolves it; `leader`: the chosen
/// leading figure's index in the group, or `None` for geometry's best.
pub(crate) fn run(
    g: &Game,
    group: GroupId,
    from: Option<GroupId>,
    leader: Option<usize>,
) -> Result<RunAway, RuleError> {
    run_as(g, group, run_kind(from), leader)
}

/// The run-away move `kind` of `group`, led by `leader` (index in the group) or geometry's best
/// figure: only the group's figures lead, never a joined Independent Character's base (geometry's
/// `run_away_among`; docs/rulings.md "A joined Independent Character is a base of his group").
pub(crate) fn run_as(g: &Game, group: GroupId, kind: RunAwayKind, leader: Option<usize>) -> Result<RunAway, RuleError> {
    let figures = g.group(group)?.figures.len();
    with_field(g, |field| crate::geometry::run_away_among(field, key(group), kind, leader, figures).map_err(field_err))?
}

/// The figures that may lead the retreat or flight `kind` of `group` (geometry's
/// `run_away_leaders_among`, the group's figures only), as figure ids.
pub(crate) fn run_leaders(g: &Game, group: GroupId, kind: RunAwayKind) -> Result<Vec<FigureId>, RuleError> {
    let figs = &g.group(group)?.figures;
    let n = figs.len();
    let idx =
        with_field(g, |field| crate::geometry::run_away_leaders_among(field, key(group), kind, n).map_err(field_err))??;
    Ok(idx.into_iter().filter_map(|i| figs.get(i).copied()).collect())
}

/// The melee special case's aftermath (CG-MELEE-06): an attacker left partly in the open and
/// partly in a terrain area moves its outside figures into the area (geometry's
/// `regroup_in_area`, the minimum distances). Nothing happens otherwise.
pub(crate) fn regroup_after_melee(
    g: &mut Game,
    attacker: GroupId,
    defender: GroupId,
    ev: &mut Vec<crate::event::Event>,
) -> Result<(), RuleError> {
    let opponent = g.group(defender)?.in_play().then_some(key(defender));
    regroup_after_melee_against(g, attacker, opponent, ev)
}

/// [`regroup_after_melee`] against `opponent` (the defender's key while it is on the table: a
/// group or a wild animal), which no regrouped figure may touch.
pub(crate) fn regroup_after_melee_against(
    g: &mut Game,
    attacker: GroupId,
    opponent: Option<crate::geometry::base::GroupKey>,
    ev: &mut Vec<crate::event::Event>,
) -> Result<(), RuleError> {
    if !g.group(attacker)?.in_play() {
        return Ok(());
    }
    let formation = with_field(g, |field| match field.group_occupancy(key(attacker)) {
        Ok(crate::geometry::base::Occupancy::Partly { area }) => {
            crate::geometry::gather::regroup_in_area(field, key(attacker), area, opponent).ok()
        }
        _ => None,
    })?;
    if let Some(f) = formation {
        crate::flight::place(g, attacker, 0, &f, false, "CG-MELEE-06", ev)?;
    }
    Ok(())
}

/// Group integrity after a figure left (CG-GEN-09): a group whose figures no longer stand in
/// one chain (a rule took a link away, or no casualty choice could keep one) closes up as
/// geometry's `close_up` places it, the largest chain staying. Nothing happens to a group that
/// is one chain, off the table, or that cannot be closed up (no room: it stays as it stands).
/// Ruling: docs/rulings.md, "A group that cannot stay one chain".
pub(crate) fn close_up(g: &mut Game, group: GroupId, ev: &mut Vec<crate::event::Event>) -> Result<(), RuleError> {
    // The melee the group is fighting, if one is resolving (its casualties come under it).
    let opponent = g.stack.iter().rev().find_map(|t| match t {
        crate::tasks::Task::Melee(m) if m.attacker == group => Some(m.defender),
        crate::tasks::Task::Melee(m) if m.defender == group => Some(m.attacker),
        _ => None,
    });
    close_up_against(g, group, opponent, ev)
}

/// [`close_up`] for a group fighting `opponent` in melee: it keeps a chain in contact with it
/// where one is (geometry's `close_up`).
pub(crate) fn close_up_against(
    g: &mut Game,
    group: GroupId,
    opponent: Option<GroupId>,
    ev: &mut Vec<crate::event::Event>,
) -> Result<(), RuleError> {
    if !g.group(group)?.in_play() || chains_left(g, group, &[]) <= 1 {
        return Ok(());
    }
    let opponent = opponent.filter(|o| g.group(*o).is_ok_and(|x| x.in_play())).map(key);
    // A field the geometry refuses leaves the group as it stands, as no room does.
    let formation =
        with_field(g, |field| crate::geometry::gather::close_up(field, key(group), opponent).ok().flatten())
            .ok()
            .flatten();
    if let Some(f) = formation {
        crate::flight::place(g, group, 0, &f, false, "CG-GEN-09", ev)?;
    }
    Ok(())
}

/// Where a figure of the field stands in the setup: `(column, group in the column, figure in
/// the group)`, or `None` for a wild animal's token.
fn setup_position(g: &Game, r: FigureRef) -> Option<(usize, usize, usize)> {
    if crate::wild::is_animal(r.group) {
        return None;
    }
    let grp = g.groups().get(usize::from(id(r.group).0))?;
    Some((grp.owner.index(), usize::from(grp.index), r.index))
}

/// The set-up error for a deployment the geometry refuses, naming groups by column and
/// position in the column like every set-up error (see [`crate::error`]), never by the game's
/// group ids that the geometry uses.
fn placement_error(g: &Game, e: crate::geometry::FieldError) -> SetupError {
    use crate::error::column_name;
    use crate::geometry::FieldError;
    let bad = |r, reason: String| match setup_position(g, r) {
        Some((column, group, index)) => SetupError::BadPlacement { column, group, index, reason },
        None => SetupError::BadTable { reason: alloc::format!("a wild animal's token: {reason}") },
    };
    match e {
        FieldError::BaseOffTable(r) => bad(r, String::from("its base must lie wholly on the table")),
        FieldError::InBlockingTerrain(r, area) => {
            bad(r, alloc::format!("its base is in blocking terrain (area {area}), which no model may enter"))
        }
        FieldError::OverlappingBases(a, b) => {
            let (a, b) = if setup_position(g, a).is_none() { (b, a) } else { (a, b) };
            let other = match setup_position(g, b) {
                Some((column, group, index)) => alloc::format!(
                    "figure {} of group {} of column {}",
                    index.saturating_add(1),
                    group.saturating_add(1),
                    column_name(column)
                ),
                None => String::from("a wild animal's token"),
            };
            bad(a, alloc::format!("its base overlaps {other}: bases may touch but not overlap"))
        }
        // The rest (an unknown group, figure or area, a duplicate or empty group; the enum is
        // non-exhaustive outside congo-model) are the table's own.
        e => SetupError::BadTable { reason: alloc::format!("{e}") },
    }
}

#[cfg(test)]
mod tests {
    use super::{FieldInputs, Inputs, place_in, placed, placed_into};
    use crate::Game;
    use crate::exploration::AreaMarker;
    use crate::profile::Culture;
    use crate::universal::Place;
    use alloc::sync::Arc;
    use alloc::vec::Vec;
    use tabletop::{Bot, Length, Point, RulesGame};

    /// The inputs of `g`'s field built afresh.
    fn built(g: &Game) -> Inputs {
        Inputs::new(g, crate::exploration::veils(g))
    }

    fn nudged(p: Point) -> Point {
        Point::new(p.x + Length(1), p.y)
    }

    /// Each way a state can change what its field is built from: a figure moved or removed,
    /// a group off the table, a wild animal moved or killed, a piece (alone or joined) moved, a
    /// veil laid.
    fn changes(g: &Game) -> Vec<Game> {
        let mut out = Vec::new();
        for gid in g.groups_in_play() {
            let Ok(grp) = g.group(gid) else { continue };
            let Some(&f) = grp.figures.last() else { continue };
            let mut h = g.clone();
            h.figures[usize::from(f.0)].at = nudged(h.figures[usize::from(f.0)].at);
            out.push(h);
            let mut h = g.clone();
            h.groups[usize::from(gid.0)].figures.pop();
            out.push(h);
            let mut h = g.clone();
            h.groups[usize::from(gid.0)].eliminated = true;
            out.push(h);
        }
        for i in 0..g.terrain.animals.len() {
            let mut h = g.clone();
            h.terrain.animals[i].at = nudged(h.terrain.animals[i].at);
            out.push(h);
            let mut h = g.clone();
            h.terrain.animals[i].alive = !h.terrain.animals[i].alive;
            out.push(h);
        }
        for i in 0..g.universal.pieces.len() {
            let mut h = g.clone();
            let p = &mut h.universal.pieces[i];
            if let Place::Table { at } = &mut p.place {
                *at = nudged(*at);
            }
            p.base = p.base.map(nudged);
            out.push(h);
        }
        if let Some(area) = g.setup.table.areas().first().map(|a| a.id) {
            let mut h = g.clone();
            h.terrain.markers.push(AreaMarker::Mist { area });
            out.push(h);
        }
        out
    }

    /// The game's cache keeps the field inputs last accepted and hands them out again while they
    /// are the game's; after any change to what the field is built from (on a clone, which shares
    /// the cache) they are built afresh: a kept field is never stale. Inputs built in the buffers
    /// of another state's are the same as those built anew.
    #[test]
    fn kept_field_inputs_are_the_games_own() {
        let mut games = alloc::vec![Game::new(&crate::demo::skirmish(2).expect("demo")).expect("setup")];
        for (i, name) in crate::adventure::Adventure::builtin_names().iter().enumerate() {
            let cultures = [Culture::ALL[i % 4], Culture::ALL[(i + 3) % 4]];
            let setup = crate::deploy::builtin_setup(name, cultures, i as u64).expect("built-in adventure");
            games.push(Game::new(&setup).expect("setup"));
        }
        let (mut reused, mut changed) = (0, 0);
        for (i, mut g) in games.into_iter().enumerate() {
            let mut bot = Bot::new(7 + i as u64);
            for n in 0..300 {
                let Some(&p) = g.to_decide().first() else { break };
                if n % 20 == 0 {
                    let inputs = FieldInputs::of(&g);
                    assert!(inputs.field(&g).is_ok());
                    let again = FieldInputs::of(&g);
                    assert!(Arc::ptr_eq(&inputs.0, &again.0), "the same state builds its inputs again");
                    assert_eq!(*again.0, built(&g));
                    reused += 1;
                    for h in changes(&g) {
                        // Buffers reused from another state build the same groups, and every
                        // group not counted as changed is the same as before (a group dropped from
                        // the end changes nothing that `Field::new` checks of the others).
                        assert_eq!(placed_into(&h, placed(&g)), placed(&h));
                        assert_eq!(placed_into(&g, placed(&h)), placed(&g));
                        let (before, mut groups) = (placed(&g), placed(&g));
                        let moved = place_in(&h, &mut groups);
                        assert!(moved != 0 || before.starts_with(&groups));
                        for (i, pg) in groups.iter().enumerate().filter(|&(i, _)| i < 64 && moved & (1 << i) == 0) {
                            assert_eq!(before.get(i), Some(pg));
                        }
                        let fresh = FieldInputs::of(&h);
                        assert_eq!(*fresh.0, built(&h));
                        if *fresh.0 != *inputs.0 {
                            assert!(!Arc::ptr_eq(&fresh.0, &inputs.0));
                            changed += 1;
                        }
                    }
                }
                let d = bot.choose(&g, p).expect("a legal decision");
                g.apply(p, &d).expect("accepted");
            }
        }
        assert!(reused > 20 && changed > 200, "too few states to test ({reused} reused, {changed} changed)");
    }
}
