//! The Universal Special Rules' resolutions on the engine's stack ([`UniversalTask`]) and their
//! card actions ([`card_action`]: entering the table, reaching a piece, plundering).

use super::cattle::CattleMelee;
use super::exhausted::Exhausted;
use crate::cards::CardAction;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Flow, Game};
use crate::geometry::AreaId;
use crate::movement::Foe;
use crate::pending::Ask;
use crate::state::{GroupId, Player};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// A Universal Special Rule's resolution in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoUniversalTask"))]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum UniversalTask {
    /// The Exhausted rolls after deployment (CG-USR-01).
    Exhausted(Exhausted),
    /// A melee against a livestock animal (CG-USR-17).
    CattleMelee(CattleMelee),
    /// A group ended a move in contact with houses: plunder one, or not (CG-USR-23).
    OfferPlunder {
        /// The group.
        group: GroupId,
        /// The houses it touches.
        houses: Vec<AreaId>,
        /// The answer, once given.
        answer: Option<Option<AreaId>>,
    },
    /// A group that plundered from contact may move S without the pace, or stay (CG-USR-28).
    AfterPlunder {
        /// The group.
        group: GroupId,
        /// The answer once given: the move, or `None` to stay.
        answer: Option<Option<Decision>>,
    },
    /// An Independent Character flees the group he joined, moved by the opposing player
    /// (CG-USR-14).
    CharacterFlees(super::character::CharacterFlight),
}

impl UniversalTask {
    fn wrap(self) -> Task {
        Task::Universal(self)
    }

    /// The decision this task waits for.
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        match self {
            UniversalTask::OfferPlunder { group, houses, answer: None } => {
                Some((g.group(*group).ok()?.owner, Ask::Plunder { group: *group, houses: houses.clone() }))
            }
            UniversalTask::AfterPlunder { group, answer: None } => {
                Some((g.group(*group).ok()?.owner, Ask::MoveAfterPlunder { group: *group }))
            }
            UniversalTask::CharacterFlees(t) => t.prompt(g),
            UniversalTask::CattleMelee(t) => t.prompt(g),
            _ => None,
        }
    }

    /// Record the answer to this task's prompt.
    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        match (self, d) {
            (UniversalTask::CharacterFlees(t), _) => t.answer(g, d),
            (UniversalTask::CattleMelee(t), _) => t.answer(g, d),
            (
                UniversalTask::OfferPlunder { group, houses, answer: a @ None },
                Decision::Plunder { group: by, building },
            ) => {
                if by != group || !houses.contains(building) {
                    return Err(RuleError::GroupCannotAct {
                        group: *group,
                        reason: crate::error::CannotAct::PlundersOneHouse,
                    });
                }
                *a = Some(Some(*building));
                Ok(())
            }
            (UniversalTask::OfferPlunder { answer: a @ None, .. }, Decision::Stay) => {
                *a = Some(None);
                Ok(())
            }
            (UniversalTask::AfterPlunder { answer: a @ None, .. }, Decision::Stay) => {
                *a = Some(None);
                Ok(())
            }
            (
                UniversalTask::AfterPlunder { group, answer: a @ None },
                Decision::Move { group: by, leader, path, engage, formation, giraffe: None },
            ) => {
                if by != group || path.len() != 1 || engage.is_some() {
                    return Err(RuleError::Forbidden(crate::error::Forbidden::AfterPlunder));
                }
                let owner = g.group(*group)?.owner;
                crate::movement::check(g, owner, *group, *leader, path, None, formation.clone(), false)?;
                *a = Some(Some(d.clone()));
                Ok(())
            }
            (UniversalTask::OfferPlunder { .. }, _) => Err(RuleError::WrongDecision { expected: "plunder or stay" }),
            (UniversalTask::AfterPlunder { .. }, _) => {
                Err(RuleError::WrongDecision { expected: "move (one S stick) or stay" })
            }
            _ => Err(RuleError::WrongDecision { expected: "no decision now" }),
        }
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self {
            UniversalTask::Exhausted(t) => t.advance(g, ev),
            UniversalTask::CattleMelee(t) => t.advance(g, ev),
            UniversalTask::CharacterFlees(t) => t.advance(g, ev),
            t @ (UniversalTask::OfferPlunder { answer: None, .. }
            | UniversalTask::AfterPlunder { answer: None, .. }) => Ok(Flow::Wait(t.wrap())),
            UniversalTask::OfferPlunder { group, answer: Some(choice), .. } => {
                if let Some(b) = choice {
                    if g.group(group)?.in_play() {
                        super::plunder::plunder(g, group, b, ev)?;
                    }
                }
                Ok(Flow::Done)
            }
            UniversalTask::AfterPlunder { group, answer: Some(choice) } => {
                if let Some(Decision::Move { leader, path, formation, .. }) = choice {
                    let owner = g.group(group)?.owner;
                    let plan = crate::movement::check(g, owner, group, leader, &path, None, formation, false)?;
                    let start = crate::movement::end::Start::measure(g, group);
                    crate::movement::execute(g, owner, plan, start, ev)?;
                }
                Ok(Flow::Done)
            }
        }
    }
}

/// A group ended a move (without the pace, without engaging) in base contact with houses that
/// may be plundered: offer it to plunder one (CG-USR-23).
pub(crate) fn after_move(g: &mut Game, group: GroupId) {
    if !g.group(group).is_ok_and(|gr| gr.in_play()) {
        return;
    }
    let houses = super::plunder::houses_touching(g, group);
    if !houses.is_empty() {
        g.stack.push(UniversalTask::OfferPlunder { group, houses, answer: None }.wrap());
    }
}

/// Whether the group, waiting off table, has not acted this step.
fn ready(g: &Game, player: Player, group: GroupId) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if grp.owner != player {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NotYours });
    }
    if g.acted_this_step(grp) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::AlreadyActed });
    }
    Ok(())
}

/// Resolve a card action of the Universal Special Rules: entering the table
/// ([`Decision::Enter`]), reaching a piece ([`Decision::Reach`]), plundering from contact
/// ([`Decision::Plunder`]). Each uses one Movement action of the card (a black one to engage).
pub(crate) fn card_action(
    g: &mut Game,
    player: Player,
    d: &Decision,
    mut remaining: Vec<CardAction>,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let serial = g.serial;
    let no_move = || RuleError::NoActionLeft { needed: crate::error::ActionNeeded::Movement };
    match d {
        Decision::Enter { group, second, engage, formation, animal } => {
            ready(g, player, *group)?;
            let foe = match (engage, animal) {
                (Some(_), Some(_)) => {
                    return Err(RuleError::Forbidden(crate::error::Forbidden::EntryEngagesTwo));
                }
                (Some(e), None) => Some(Foe::Group(*e)),
                (None, a) => a.map(Foe::Animal),
            };
            let plan = super::edge::check_enter(g, player, *group, *second, foe, formation.clone())?;
            let Some(colour) = crate::card_in_play::take_movement(&mut remaining, foe.is_some()) else {
                return Err(no_move());
            };
            crate::card_in_play::set_remaining(g, remaining);
            g.group_mut(*group)?.acted = Some(serial);
            let start = crate::movement::end::begin(g, player, *group, colour, ev)?;
            super::edge::enter(g, plan, start, ev)
        }
        Decision::Reach { group, leader, path, piece, formation } => {
            if super::edge::entry_of(g, *group).is_some() {
                ready(g, player, *group)?; // a group waiting off table reaches as it enters
            } else {
                crate::card_in_play::own_ready_group(g, player, *group)?;
            }
            let plan = super::pieces::check(g, player, *group, *leader, path, *piece, formation.clone())?;
            let Some(colour) = crate::card_in_play::take_movement(&mut remaining, false) else {
                return Err(no_move());
            };
            crate::card_in_play::set_remaining(g, remaining);
            g.group_mut(*group)?.acted = Some(serial);
            let start = crate::movement::end::begin(g, player, *group, colour, ev)?;
            super::pieces::execute(g, plan, start, ev)
        }
        Decision::Plunder { group, building } => {
            crate::card_in_play::own_ready_group(g, player, *group)?;
            if !super::pieces::move_limits(g, *group)?.0 {
                return Err(RuleError::GroupCannotAct { group: *group, reason: crate::error::CannotAct::NoMovement });
            }
            if !super::plunder::houses_touching(g, *group).contains(building) {
                return Err(RuleError::GroupCannotAct {
                    group: *group,
                    reason: crate::error::CannotAct::NotInContactWithHouse,
                });
            }
            if crate::card_in_play::take_movement(&mut remaining, false).is_none() {
                return Err(no_move());
            }
            crate::card_in_play::set_remaining(g, remaining);
            g.group_mut(*group)?.acted = Some(serial);
            super::plunder::plunder(g, *group, *building, ev)?;
            if g.group(*group)?.in_play() {
                g.stack.push(UniversalTask::AfterPlunder { group: *group, answer: None }.wrap());
            }
            Ok(())
        }
        _ => Err(RuleError::WrongDecision { expected: "enter, reach or plunder" }),
    }
}
