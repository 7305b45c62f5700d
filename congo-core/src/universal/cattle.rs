//! Cattle in play: the melee against a livestock animal, the animal driven off, and the herd's
//! end-of-turn move.
//!
//! Source: Congo rulebook, "Universal Special Rules", Cattle (CG-USR-16: "No player controls them
//! as long as they have not joined a group. They do not count as enemies to groups who want to
//! pick up the pace"; CG-USR-17: "If a group comes into contact with a livestock animal, they
//! resolve a melee against this animal (which always rolls 3D6). If the group wins the melee, the
//! animal joins the group or is removed (depending on what is specified in the Adventure).
//! Otherwise, the animal performs an M movement getting as far away from the attacker as
//! possible ... If that movement is impossible, the animal joins the group or is eliminated";
//! CG-USR-18: "At the end of each turn, all livestock animals that are not in an enclosure or
//! with a group make an S movement away from the closest enemy group").
//!
//! Rulings (docs/rulings.md "Adventures in play"): contact is a Move action of any colour whose
//! stick touches the animal (it is no enemy); the group rolls its Combat dice as the attacker of a
//! melee (Combat Stress discards, Crocodile) and wins with more successes than the animal; a
//! lost melee costs the group nothing else; "the closest enemy group" of an animal is the closest
//! group of either column, or the nearest wild animal when it is closer; an animal that cannot
//! move at the end of the turn stays.

use super::pieces::{give, piece_key};
use super::{PieceKind, Place};
use crate::adventure::{CATTLE_MELEE, CattleFate, RuleKind, UniversalRule};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::geometry::animal::{animal_move_away, closest_where};
use crate::geometry::base::Field;
use crate::geometry::prim::in_polygon;
use crate::geometry::{M, S};
use crate::pending::{Ask, RollPurpose};
use crate::roll::successes;
use crate::state::{FigureId, GroupId, Player};
use crate::tasks::Task;
use crate::wild::AnimalMeleeStage;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Length, Point};

/// A melee between a group and a livestock animal in progress (CG-USR-17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCattleMelee"))]
pub struct CattleMelee {
    /// The group.
    pub group: GroupId,
    /// The animal's piece index.
    pub piece: u16,
    /// The group's Combat roll was asked for.
    pub rolled: bool,
    /// Where the culture rules that act before the group's roll stand (docs/rulings.md
    /// "Culture rules in the monkeys', the baboons' and the cattle's melee"). Absent in JSON =
    /// `authority`.
    #[serde(default)]
    pub stage: AnimalMeleeStage,
    /// The Prince's owner's Frenzy answer, once given (CG-AK-02). Absent in JSON = not given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frenzy: Option<Option<FigureId>>,
}

impl CattleMelee {
    pub(crate) fn new(group: GroupId, piece: u16) -> CattleMelee {
        CattleMelee { group, piece, rolled: false, stage: AnimalMeleeStage::Authority, frenzy: None }
    }

    /// The Frenzy question, asked as in a group melee before the group's roll (CG-AK-02;
    /// `crate::special::kingdoms::frenzy_prompt`).
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        let asking = !self.rolled && self.stage != AnimalMeleeStage::Authority && self.frenzy.is_none();
        asking.then(|| crate::special::kingdoms::frenzy_prompt(g, self.group)).flatten()
    }

    /// Record the Frenzy answer (`crate::special::kingdoms::frenzy_answer`).
    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if self.prompt(g).is_none() {
            return Err(RuleError::WrongDecision { expected: "no decision now" });
        }
        self.frenzy = Some(crate::special::kingdoms::frenzy_answer(g, self.group, d)?);
        Ok(())
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !self.rolled {
            if !g.group(self.group)?.in_play() {
                return Ok(Flow::Done);
            }
            // The group engaged the animal: the King's Authority (CG-AK-01), the Prince's Frenzy
            // (CG-AK-02), then the group's roll as the attacker of a group melee, through the
            // same code (its Combat pool, Mystical Trance against an animal holding no Stress
            // token, CG-MUSTER-10).
            if self.stage == AnimalMeleeStage::Authority {
                self.stage = AnimalMeleeStage::Frenzy;
                return Ok(match crate::special::kingdoms::authority(g, self.group, ev)? {
                    Some(t) => Flow::Call(Task::Universal(super::UniversalTask::CattleMelee(self)), t),
                    None => Flow::Then(Task::Universal(super::UniversalTask::CattleMelee(self))),
                });
            }
            let Some(bonus) = crate::special::kingdoms::frenzy_step(g, self.group, &mut self.frenzy, ev)? else {
                return Ok(Flow::Wait(Task::Universal(super::UniversalTask::CattleMelee(self))));
            };
            self.rolled = true;
            self.stage = AnimalMeleeStage::Roll;
            let pool = crate::melee::melee_dice(g, self.group, 0, &bonus);
            let next = Task::Universal(super::UniversalTask::CattleMelee(self.clone()));
            return Ok(match crate::melee::combat_roll(g, self.group, RollPurpose::MeleeAttack, pool, ev)? {
                Some(roll) => Flow::Call(next, Task::Roll(roll)),
                None => Flow::Then(next),
            });
        }
        let rolls = g.rolled.take().unwrap_or_default();
        // Ruthless adds its success (CG-ZAN-02); none for a group scoring nothing (CG-MUSTER-10).
        let group_hits = crate::melee::hits(g, self.group, &rolls);
        let animal = g.dice.roll_many(CATTLE_MELEE.die, usize::from(CATTLE_MELEE.count))?;
        let animal_hits = u8::try_from(successes(&animal)).unwrap_or(u8::MAX);
        let won = group_hits > animal_hits;
        ev.push(Event::new(
            "CG-USR-17",
            What::CattleMelee { group: self.group, piece: self.piece, group_hits, animal, animal_hits, won },
        ));
        if won {
            return settle(g, self.group, self.piece, ev).map(|()| Flow::Done);
        }
        match drive_off(g, usize::from(self.piece), Some(self.group), M)? {
            Some(to) => {
                ev.push(Event::new("CG-USR-17", What::CattleMoved { piece: self.piece, to }));
                Ok(Flow::Done)
            }
            None => settle(g, self.group, self.piece, ev).map(|()| Flow::Done),
        }
    }
}

/// What a won melee (or an animal that cannot get away) does: it joins the group or is removed,
/// as the Adventure says.
fn settle(g: &mut Game, group: GroupId, piece: u16, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let fate = herd_of(g, usize::from(piece)).map_or(CattleFate::JoinsGroup, |h| h.on_defeat);
    match fate {
        CattleFate::JoinsGroup => {
            give(g, usize::from(piece), group)?;
            ev.push(Event::new("CG-USR-17", What::CattleJoined { group, piece }));
        }
        CattleFate::Removed => {
            if let Some(p) = g.universal.pieces.get_mut(usize::from(piece)) {
                p.place = Place::Removed;
            }
            ev.push(Event::new("CG-USR-17", What::CattleRemoved { piece }));
        }
    }
    Ok(())
}

/// The herd of the animal at `index`.
fn herd_of(g: &Game, index: usize) -> Option<&crate::adventure::Herd> {
    let PieceKind::Cattle { herd } = g.universal.pieces.get(index)?.kind else { return None };
    match super::rule(g, RuleKind::Cattle) {
        Some(UniversalRule::Cattle { herds }) => herds.get(usize::from(herd)),
        _ => None,
    }
}

/// Move the free animal at `index` up to `reach` away from `from` (or, at the end of the turn,
/// from the closest group or wild animal, CG-USR-18): its new spot, or `None` when it cannot
/// move (or no group is on the table).
fn drive_off(g: &mut Game, index: usize, from: Option<GroupId>, reach: Length) -> Result<Option<Point>, RuleError> {
    if !matches!(g.universal.pieces.get(index).map(|p| p.place), Some(Place::Table { .. })) {
        return Ok(None);
    }
    // The field of every move: the free animals are on it as bases of no side (`Side::Neutral`),
    // which an animal's move treats like any other base in its way; only a player's group is a
    // threat. One that did not fit on the field (an overlap) is not on it and cannot move.
    let groups = crate::space::placed(g);
    let Ok(field) = Field::new(&g.setup.table, &groups, &[]) else { return Ok(None) };
    let threat = match from {
        Some(f) => Some(crate::space::key(f)),
        None => closest_where(&field, piece_key(index), |pg| {
            matches!(pg.side, crate::geometry::base::Side::Player { .. }) || crate::wild::is_animal(pg.key)
        })
        .ok()
        .flatten(),
    };
    let Some(threat) = threat else { return Ok(None) };
    let Ok(mv) = animal_move_away(&field, piece_key(index), threat, reach) else { return Ok(None) };
    if mv.path.len() < 2 {
        return Ok(None);
    }
    let to = mv.path[mv.path.len() - 1];
    if let Some(p) = g.universal.pieces.get_mut(index) {
        p.place = Place::Table { at: to };
        p.dropped = None;
    }
    Ok(Some(to))
}

/// The end of a turn: every livestock animal on the table and out of its herd's enclosure moves
/// S away from the closest group or wild animal (CG-USR-18).
pub(crate) fn end_of_turn(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    for i in 0..g.universal.pieces.len() {
        let Some(Place::Table { at }) = g.universal.pieces.get(i).map(|p| p.place) else { continue };
        let Some(herd) = herd_of(g, i) else { continue };
        let penned = herd.enclosure.and_then(|a| g.setup.table.area(a)).is_some_and(|a| in_polygon(at, &a.outline));
        if penned {
            continue;
        }
        if let Some(to) = drive_off(g, i, None, S)? {
            let piece = u16::try_from(i).unwrap_or(u16::MAX);
            ev.push(Event::new("CG-USR-18", What::CattleMoved { piece, to }));
        }
    }
    Ok(())
}
