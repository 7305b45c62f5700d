//! The engine's single doorway to [`crate::geometry`]: builds a geometry `Field` from the game
//! state and asks it the spatial questions the rules need (range and line of sight, cover, moves,
//! retreats and flights, group integrity). No geometry is computed here.
//!
//! Ids: a group's geometry key is its [`GroupId`]; a figure's index is its position among the
//! group's living figures ([`crate::state::Group::figures`]).

use crate::error::{RuleError, SetupError};
use crate::game::Game;
use crate::geometry::base::{is_chain, within, Field, PlacedGroup, Side};
use crate::geometry::los::{cover, group_sight};
use crate::geometry::movement::{candidate_moves, check_move, CandidateSpec, MoveAllowance, MoveOutcome, ProposedMove};
use crate::geometry::retreat::{run_away, RunAway, RunAwayKind};
use crate::geometry::{FigureRef, GroupKey};
use crate::state::{FigureId, GroupId};
use alloc::format;
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

/// Every group on the table, as geometry sees it.
pub(crate) fn placed(g: &Game) -> Vec<PlacedGroup> {
    g.groups_in_play()
        .filter_map(|gid| {
            let grp = g.group(gid).ok()?;
            let figures = grp.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
            Some(PlacedGroup { key: key(gid), side: Side::Player { player: grp.owner.index() as u8 }, figures })
        })
        .collect()
}

fn field_err(e: impl core::fmt::Display) -> RuleError {
    RuleError::illegal(format!("{e}"))
}

/// Run `f` on the game's field.
pub(crate) fn with_field<R>(g: &Game, f: impl FnOnce(&Field<'_>) -> R) -> Result<R, RuleError> {
    let groups = placed(g);
    let field = Field::new(&g.setup.table, &groups, &[]).map_err(field_err)?;
    Ok(f(&field))
}

/// A figure's index within its group.
pub(crate) fn index_of(g: &Game, group: GroupId, figure: FigureId) -> Result<usize, RuleError> {
    g.group(group)?.figures.iter().position(|f| *f == figure).ok_or(RuleError::UnknownFigure { figure, group })
}

/// The deployment is legal: bases on the table, not overlapping, not in blocking terrain, and
/// each group one unbroken chain (CG-GEN-09).
pub(crate) fn check_deployment(g: &Game) -> Result<(), SetupError> {
    let groups = placed(g);
    let bad = |gid: GroupId, reason: alloc::string::String| {
        let grp = &g.groups[usize::from(gid.0)];
        SetupError::BadPlacement { column: grp.owner.index(), group: usize::from(grp.index), index: 0, reason }
    };
    if let Err(e) = Field::new(&g.setup.table, &groups, &[]) {
        return Err(SetupError::BadPlacement { column: 0, group: 0, index: 0, reason: format!("{e}") });
    }
    for pg in &groups {
        if !is_chain(&pg.figures) {
            return Err(bad(id(pg.key), "the group's figures are not one unbroken chain of bases".into()));
        }
    }
    Ok(())
}

/// Whether removing `removed` from `group` leaves one unbroken chain (CG-SHOOT-15).
pub(crate) fn keeps_integrity(g: &Game, group: GroupId, removed: &[FigureId]) -> bool {
    let Ok(grp) = g.group(group) else { return false };
    let left: Vec<Point> =
        grp.figures.iter().filter(|f| !removed.contains(f)).filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    left.is_empty() || is_chain(&left)
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
    g: &Game,
    shooter: GroupId,
    leader: FigureId,
    target: GroupId,
    range: Option<Length>,
) -> Result<Option<Fire>, RuleError> {
    let li = index_of(g, shooter, leader)?;
    let from = g.figure(leader).map(|f| f.at).ok_or(RuleError::UnknownFigure { figure: leader, group: shooter })?;
    with_field(g, |field| {
        let t = field.group(key(target)).map_err(field_err)?;
        if let Some(r) = range {
            if !within(&[from], &t.figures, r) {
                return Ok(None);
            }
        }
        let sight = group_sight(field, key(shooter), li, key(target)).map_err(field_err)?;
        if !sight.leader_sees() {
            return Ok(None);
        }
        let c = cover(field, FigureRef { group: key(shooter), index: li }, key(target)).map_err(field_err)?;
        Ok(Some(Fire { partial: sight.is_partial(), cover: c.die }))
    })?
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
    let li = index_of(g, group, leader)?;
    let mv = ProposedMove { group: key(group), leader: li, sticks: sticks.to_vec(), formation };
    let allow = MoveAllowance { may_engage, may_leave_table: false };
    with_field(g, |field| check_move(field, &mv, allow).map_err(|e| RuleError::illegal(format!("{e}"))))?
}

/// Candidate moves for a bot: geometry's generator with the first and last figures as leaders,
/// 6 headings 60 degrees apart, a full S stick, and with `pace` every pair of headings.
/// A documented sample, not every legal move.
pub(crate) fn candidates(g: &Game, group: GroupId, may_engage: bool, pace: bool) -> Vec<MoveOutcome> {
    let n = g.group(group).map(|gr| gr.figures.len()).unwrap_or(0);
    let mut leaders = alloc::vec![0];
    if n > 1 {
        leaders.push(n - 1);
    }
    let spec = CandidateSpec { heading_step: 60, lengths: alloc::vec![Length::inches(4)], pace, leaders: Some(leaders) };
    let allow = MoveAllowance { may_engage, may_leave_table: false };
    with_field(g, |field| candidate_moves(field, key(group), allow, &spec).unwrap_or_default()).unwrap_or_default()
}

/// A retreat (away from `from`) or a flight, as geometry resolves it.
pub(crate) fn run(g: &Game, group: GroupId, from: Option<GroupId>) -> Result<RunAway, RuleError> {
    let kind = match from {
        Some(f) => RunAwayKind::Retreat { from: key(f) },
        None => RunAwayKind::Flight,
    };
    with_field(g, |field| run_away(field, key(group), kind, None).map_err(field_err))?
}
