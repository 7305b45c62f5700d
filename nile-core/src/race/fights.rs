//! The tactical fights inside the race, played order by order: each red card puts a question to
//! the team ([`Question::CombatOrder`], [`Question::HuntOrder`]); when the fight ends, the
//! meeting or the hunt is concluded.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceError;

use super::hunting::{after_hunt, PendingHunt};
use super::meet::after_meeting;
use super::turn::lift;
use super::Pending;
use crate::animals::AnimalFight;
use crate::combat::NativeCombat;
use crate::ctx::Ctx;
use crate::decision::{Decision, Question};
use crate::natives::Posture;
use crate::party::Team;
use crate::standing::hunt::{conclude_hunt, HuntReport};
use crate::standing::meeting::{conclude, MeetingReport, NativesMet};

/// A fight with natives in progress, and the meeting it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NativeFight {
    /// The fight.
    pub fight: NativeCombat,
    /// The natives.
    pub met: NativesMet,
    /// The posture that led to it.
    pub posture: Posture,
    /// The meeting so far.
    pub report: MeetingReport,
}

/// A hunt's fight in progress, and the hunt it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HuntFight {
    /// The fight.
    pub fight: AnimalFight,
    /// The hunt.
    pub hunt: PendingHunt,
    /// The hunt so far.
    pub report: HuntReport,
}

/// Ask for the next order, or conclude the meeting when the fight is over.
///
/// # Errors
/// Dice.
pub fn natives_fight(c: &mut Ctx<'_, '_>, mut f: NativeFight) -> Result<(), DiceError> {
    if let Some(outcome) = f.fight.outcome().cloned() {
        lift(conclude(c.r.source(), &mut f.report, outcome, false))?;
        return after_meeting(c, f.met, f.posture, f.report);
    }
    let units = f.fight.pending();
    c.team.race.pending = Some(Pending::NativeFight(alloc::boxed::Box::new(f)));
    *c.question = Some(Question::CombatOrder { units });
    Ok(())
}

/// Ask for the next order, or conclude the hunt when the fight is over.
///
/// # Errors
/// Dice.
pub fn hunt_fight(c: &mut Ctx<'_, '_>, mut f: HuntFight) -> Result<(), DiceError> {
    if let Some(ending) = f.fight.ending().cloned() {
        conclude_hunt(&mut f.report, &f.hunt.members, &f.fight, ending);
        return after_hunt(c, &f.hunt, f.report);
    }
    let members = f.fight.pending();
    c.team.race.pending = Some(Pending::HuntFight(alloc::boxed::Box::new(f)));
    *c.question = Some(Question::HuntOrder { members });
    Ok(())
}

/// The legal orders of the team's fight in progress, as decisions.
pub fn orders(t: &Team) -> Vec<Decision> {
    match &t.race.pending {
        Some(Pending::NativeFight(f)) => f.fight.legal_orders().into_iter().map(|order| Decision::CombatOrder { order }).collect(),
        Some(Pending::HuntFight(f)) => f.fight.legal_orders().into_iter().map(|order| Decision::HuntOrder { order }).collect(),
        Some(Pending::WildFight(f)) => f.fight.legal_orders().into_iter().map(|order| Decision::HuntOrder { order }).collect(),
        _ => Vec::new(),
    }
}

/// The fight's own suggested order as a decision (fire at the nearest target in range, aimed
/// when allowed; against animals only at threats): a strategy for bots and examples.
pub fn suggested_answer(t: &Team) -> Option<Decision> {
    match &t.race.pending {
        Some(Pending::NativeFight(f)) => f.fight.suggested_order().map(|order| Decision::CombatOrder { order }),
        Some(Pending::HuntFight(f)) => f.fight.suggested_order().map(|order| Decision::HuntOrder { order }),
        Some(Pending::WildFight(f)) => f.fight.suggested_order().map(|order| Decision::HuntOrder { order }),
        _ => None,
    }
    .or_else(|| orders(t).into_iter().next())
}
