//! Melee (Congo rulebook, "Defeating your Enemies"): attack then defence dice, Combat Stress
//! discards, the results table, casualties with the death roll, the retreat, and the Stress
//! tokens in the order RULINGS.md fixes (the retreating group's after its retreat, then the
//! other's).

use crate::casualties::{Casualties, Loss};
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::flight::Retreat;
use crate::game::{Flow, Game};
use crate::pending::RollPurpose;
use crate::roll::{successes, RollTask};
use crate::state::GroupId;
use crate::stress::{StressDraw, StressKind};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// Where a melee stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeleeStage {
    /// The attacker rolls.
    Attack,
    /// The defender rolls.
    Defence,
    /// Compare and apply the table.
    Result,
    /// The loser (the defender on a draw) retreats.
    Retreat,
    /// The retreating group draws its token.
    RetreaterStress,
    /// The other group draws its token, when the table says so.
    OtherStress,
}

/// The consequences of a melee, by how many more hits the winner scored (the results table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Figures the loser removes.
    pub casualties: u8,
    /// The winner (or the attacker on a draw) also draws a Stress token.
    pub both_draw: bool,
}

/// The results table (Congo rulebook, "Resolving the melee"; CG-MELEE-10 to -14).
pub const fn outcome(difference: u8) -> Outcome {
    match difference {
        0 => Outcome { casualties: 0, both_draw: true },
        1 => Outcome { casualties: 1, both_draw: true },
        2 => Outcome { casualties: 2, both_draw: true },
        3 => Outcome { casualties: 2, both_draw: false },
        _ => Outcome { casualties: 3, both_draw: false },
    }
}

/// A melee in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Melee {
    /// The group that engaged.
    pub attacker: GroupId,
    /// The group engaged.
    pub defender: GroupId,
    /// Where it stands.
    pub stage: MeleeStage,
    /// Attacker's hits.
    pub attacker_hits: u8,
    /// Defender's hits.
    pub defender_hits: u8,
    /// The group that retreats (the loser, or the defender on a draw).
    pub retreater: Option<GroupId>,
    /// The other group draws a Stress token too.
    pub both_draw: bool,
}

/// The Combat pool of a group and the dice its Combat Stress tokens discard (CG-MELEE-08).
pub(crate) fn combat_pool(g: &Game, group: GroupId) -> (Vec<Die>, usize) {
    let Some(v) = g.values(group) else { return (Vec::new(), 0) };
    let tokens = g.group(group).map(|gr| gr.count(StressKind::Combat)).unwrap_or(0);
    (v.combat_dice(), tokens)
}

impl Melee {
    pub(crate) fn new(attacker: GroupId, defender: GroupId) -> Task {
        Task::Melee(Melee {
            attacker,
            defender,
            stage: MeleeStage::Attack,
            attacker_hits: 0,
            defender_hits: 0,
            retreater: None,
            both_draw: false,
        })
    }

    fn roll(&self, g: &Game, group: GroupId, purpose: RollPurpose) -> Result<Task, RuleError> {
        let owner = g.group(group)?.owner;
        let (dice, drop) = combat_pool(g, group);
        Ok(Task::Roll(RollTask::new(owner, group, purpose, dice, drop)))
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self.stage {
            MeleeStage::Attack => {
                self.stage = MeleeStage::Defence;
                let roll = self.roll(g, self.attacker, RollPurpose::MeleeAttack)?;
                Ok(Flow::Call(Task::Melee(self), roll))
            }
            MeleeStage::Defence => {
                let rolls = g.rolled.take().unwrap_or_default();
                self.attacker_hits = successes(&rolls).min(usize::from(u8::MAX)) as u8;
                self.stage = MeleeStage::Result;
                let roll = self.roll(g, self.defender, RollPurpose::MeleeDefence)?;
                Ok(Flow::Call(Task::Melee(self), roll))
            }
            MeleeStage::Result => {
                let rolls = g.rolled.take().unwrap_or_default();
                self.defender_hits = successes(&rolls).min(usize::from(u8::MAX)) as u8;
                let (a, d) = (self.attacker_hits, self.defender_hits);
                let (winner, loser) = if a > d {
                    (Some(self.attacker), self.defender)
                } else if d > a {
                    (Some(self.defender), self.attacker)
                } else {
                    (None, self.defender)
                };
                let out = outcome(a.abs_diff(d));
                let rule = match a.abs_diff(d) {
                    0 => "CG-MELEE-10",
                    1 => "CG-MELEE-11",
                    2 => "CG-MELEE-12",
                    3 => "CG-MELEE-13",
                    _ => "CG-MELEE-14",
                };
                ev.push(Event::new(
                    rule,
                    What::MeleeResult {
                        attacker: self.attacker,
                        defender: self.defender,
                        attacker_hits: a,
                        defender_hits: d,
                        winner,
                        casualties: out.casualties,
                    },
                ));
                self.retreater = Some(loser);
                self.both_draw = out.both_draw;
                self.stage = MeleeStage::Retreat;
                if out.casualties > 0 {
                    let loss = Casualties::new(loser, out.casualties, true, Loss::Melee);
                    return Ok(Flow::Call(Task::Melee(self), loss));
                }
                Ok(Flow::Then(Task::Melee(self)))
            }
            MeleeStage::Retreat => {
                self.stage = MeleeStage::RetreaterStress;
                let Some(r) = self.retreater else { return Ok(Flow::Then(Task::Melee(self))) };
                if g.group(r)?.in_play() {
                    let from = if r == self.attacker { self.defender } else { self.attacker };
                    return Ok(Flow::Call(Task::Melee(self), Retreat::new(r, from, false)));
                }
                Ok(Flow::Then(Task::Melee(self)))
            }
            MeleeStage::RetreaterStress => {
                self.stage = MeleeStage::OtherStress;
                let Some(r) = self.retreater else { return Ok(Flow::Then(Task::Melee(self))) };
                Ok(Flow::Call(Task::Melee(self), StressDraw::new(r, 1, StressCause::Melee)))
            }
            MeleeStage::OtherStress => {
                let other = if self.retreater == Some(self.attacker) { self.defender } else { self.attacker };
                if self.both_draw {
                    return Ok(Flow::Then(StressDraw::new(other, 1, StressCause::Melee)));
                }
                Ok(Flow::Done)
            }
        }
    }
}
