//! Sight and range (Congo rulebook, "Big Game Hunting": line of sight, range, partial
//! shooting, cover): what a group sees of each enemy group and wild animal, figure by figure,
//! asked of the shooting rules' own functions (the line of fire a shot declared by that figure
//! would have, Tiny included, and its cover) and of geometry's line of sight and `within`.

use crate::error::RuleError;
use crate::game::Game;
use crate::geometry::base::{Field, within};
use crate::geometry::{FigureRef, GroupKey};
use crate::profile::Stick;
use crate::state::{FigureId, GroupId};
use crate::wild::AnimalId;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Length, Point};

/// What a group looks at: an enemy group or a wild animal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSightTarget"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SightTarget {
    /// An enemy group on the table.
    Group {
        /// The group.
        group: GroupId,
    },
    /// A living wild animal (an enemy of both sides, CG-ANIMAL-06).
    Animal {
        /// The animal.
        animal: AnimalId,
    },
}

/// How far a target is, in measuring sticks, base edge to base edge (CG-SHOOT-05): within S
/// (4"), within M (6"), within L (12"), or beyond L.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRangeBand"))]
#[serde(rename_all = "snake_case")]
pub enum RangeBand {
    /// Within S.
    S,
    /// Within M, not S.
    M,
    /// Within L, not M.
    L,
    /// Beyond L.
    Beyond,
}

impl RangeBand {
    /// The band of the closest of `to` from any of `from`, by geometry's `within`.
    pub(crate) fn of(from: &[Point], to: &[Point]) -> RangeBand {
        [(Stick::S, RangeBand::S), (Stick::M, RangeBand::M), (Stick::L, RangeBand::L)]
            .into_iter()
            .find(|(s, _)| within(from, to, s.length()))
            .map_or(RangeBand::Beyond, |(_, b)| b)
    }
}

/// One figure of the looking group and one target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFigureSight"))]
pub struct FigureSight {
    /// The figure.
    pub figure: FigureId,
    /// The target's bases it has a clear line of sight to (indices in the target group's
    /// living figures, ascending; an animal has one base, index 0).
    pub sees: Vec<usize>,
    /// A shot led by this figure would be declared (range aside, CG-SHOOT-04): `Some(true)` for a
    /// partial shot (no other figure of the group sees the target, CG-SHOOT-07), `Some(false)`
    /// for a full one, `None` when it may not lead one (no line of sight, or Tiny hides it).
    pub leads_partial: Option<bool>,
    /// The cover the target would roll against that shot (CG-SHOOT-12, CG-TERR-16).
    pub cover: Option<Die>,
    /// The range band from this figure to the target's nearest base.
    pub band: RangeBand,
}

/// What the group sees of one target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTargetSight"))]
pub struct TargetSight {
    /// The target.
    pub target: SightTarget,
    /// Some figure may lead a shot at it.
    pub seen: bool,
    /// Some figure may lead a full (not partial) shot at it.
    pub fully: bool,
    /// The band of the closest figures of the two.
    pub band: RangeBand,
    /// Some figure that may lead a shot at it has it within the group's weapon range (the
    /// range the shot would have: weapon, character alone, the weather; no Giraffe).
    pub in_weapon_range: bool,
    /// Each living figure of the group, in the group's order.
    pub figures: Vec<FigureSight>,
}

/// [`Game::sight`]'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSightReport"))]
pub struct SightReport {
    /// The looking group.
    pub group: GroupId,
    /// Its shooting range now (CG-SHOOT-05; `None` with `has_weapon`: unlimited, a jezail).
    pub weapon_range: Option<Length>,
    /// The group has a ranged weapon (or is a character alone).
    pub has_weapon: bool,
    /// Each enemy group on the table (group order), then each living wild animal.
    pub targets: Vec<TargetSight>,
}

impl Game {
    /// What `group` sees (Congo rulebook, "Big Game Hunting"): for each enemy group on the table
    /// and each living wild animal, which of its figures see which of the target's, which may
    /// lead a shot (full or partial) and with what cover, and the range bands. Only the
    /// table's public state is read; nothing changes.
    ///
    /// # Errors
    /// [`RuleError::UnknownGroup`]; [`RuleError::GroupCannotAct`] ([`crate::refusal::CannotAct::NotOnTable`]) for a group not on
    /// the table.
    pub fn sight(&self, group: GroupId) -> Result<SightReport, RuleError> {
        let grp = self.group(group)?;
        if !grp.in_play() {
            return Err(RuleError::GroupCannotAct { group, reason: crate::refusal::CannotAct::NotOnTable });
        }
        let range = crate::shooting::shot_range(self, group, false);
        let targets = crate::space::with_field(self, |field| {
            let enemies = self
                .groups_in_play()
                .filter(|e| self.group(*e).is_ok_and(|t| t.owner != grp.owner))
                .map(|e| SightTarget::Group { group: e });
            let animals = (0..self.terrain.animals.len())
                .filter_map(|i| u16::try_from(i).ok().map(AnimalId))
                .filter(|a| crate::wild::alive(self, *a))
                .map(|animal| SightTarget::Animal { animal });
            enemies.chain(animals).map(|t| target_sight(field, self, group, range, t)).collect::<Result<Vec<_>, _>>()
        })??;
        Ok(SightReport { group, weapon_range: range.flatten(), has_weapon: range.is_some(), targets })
    }
}

fn key_of(t: SightTarget) -> GroupKey {
    match t {
        SightTarget::Group { group } => crate::space::key(group),
        SightTarget::Animal { animal } => crate::wild::key(animal),
    }
}

fn target_sight(
    field: &Field<'_>,
    g: &Game,
    group: GroupId,
    range: Option<Option<Length>>,
    target: SightTarget,
) -> Result<TargetSight, RuleError> {
    let err = crate::space::field_err;
    let grp = g.group(group)?;
    let tkey = key_of(target);
    let to = &field.group(tkey).map_err(err)?.figures;
    let mut figures = Vec::with_capacity(grp.figures.len());
    let mut in_weapon_range = false;
    for (i, &f) in grp.figures.iter().enumerate() {
        let from = g.figure(f).map(|x| x.at).ok_or(RuleError::UnknownFigure { figure: f, group })?;
        let me = FigureRef { group: crate::space::key(group), index: i };
        let mut sees = Vec::new();
        for j in 0..to.len() {
            let there = FigureRef { group: tkey, index: j };
            if crate::geometry::sight(field, me, there).map_err(err)?.is_none() {
                sees.push(j);
            }
        }
        // The shooting rules' own line of fire, range aside (unlimited).
        let (leads_partial, cover) = match target {
            SightTarget::Group { group: t } => match crate::special::forest::line_of_fire(field, g, group, f, t, None)?
            {
                Some(fire) => (Some(fire.partial), Some(fire.cover)),
                None => (None, None),
            },
            // An animal's cover is always D10 (CG-ANIMAL-*, `crate::wild::shot`).
            SightTarget::Animal { animal } => {
                let p = crate::wild::shot::line_of_fire(field, g, group, f, animal, None)?;
                (p, p.map(|_| Die::D10))
            }
        };
        if leads_partial.is_some() {
            in_weapon_range |= match range {
                Some(None) => true,
                Some(Some(r)) => within(&[from], to, r),
                None => false,
            };
        }
        figures.push(FigureSight { figure: f, sees, leads_partial, cover, band: RangeBand::of(&[from], to) });
    }
    let own: Vec<Point> = figures.iter().filter_map(|s| g.figure(s.figure).map(|x| x.at)).collect();
    Ok(TargetSight {
        target,
        seen: figures.iter().any(|s| s.leads_partial.is_some()),
        fully: figures.iter().any(|s| s.leads_partial == Some(false)),
        band: RangeBand::of(&own, to),
        in_weapon_range,
        figures,
    })
}
