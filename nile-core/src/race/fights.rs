//! The tactical fights inside the race, played order by order: each red card puts a question to
//! the team ([`Question::CombatOrder`], [`Question::HuntOrder`]); when the fight ends, the
//! meeting or the hunt is concluded.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceError;

use super::hunting::{PendingHunt, after_hunt};
use super::meet::after_meeting;
use super::turn::lift;
use super::{Pending, RaceEvent};
use crate::animals::AnimalFight;
use crate::combat::NativeCombat;
use crate::ctx::Ctx;
use crate::decision::{Decision, Question};
use crate::natives::Posture;
use crate::party::Team;
use crate::standing::hunt::{HuntReport, conclude_hunt};
use crate::standing::meeting::{MeetingReport, NativesMet, conclude};

/// A fight with natives in progress, and the meeting it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileNativeFight"))]
pub struct NativeFight {
    /// The fight.
    pub fight: NativeCombat,
    /// The natives.
    pub met: NativesMet,
    /// The posture that led to it.
    pub posture: Posture,
    /// The meeting so far.
    pub report: MeetingReport,
    /// The natives fight in their village: met on the central table (`natives_in_village`);
    /// a beaten village pays the village's booty (EX-BOOTY-07 to EX-BOOTY-12).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub in_village: bool,
}

/// True when natives met by the party at `sq` are in their village: the text speaks of villages
/// only on the central table ("Should the party come upon a friendly village in the center
/// table"; the Lost City's villagers); on the approach tables natives are met out in the
/// wilderness (docs/rulings.md "Natives in a village").
pub fn natives_in_village(sq: crate::map::Square) -> bool {
    sq.in_centre()
}

/// A hunt's fight in progress, and the hunt it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntFight"))]
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
        lift(conclude(&mut c.r, &mut f.report, outcome, f.in_village))?;
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

/// The team's fight in progress: with natives or with animals.
enum FightRef<'a> {
    Natives(&'a NativeCombat),
    Animals(&'a AnimalFight),
}

fn fight_in_progress(t: &Team) -> Option<FightRef<'_>> {
    match &t.race.pending {
        Some(Pending::NativeFight(f)) => Some(FightRef::Natives(&f.fight)),
        Some(Pending::HuntFight(f)) => Some(FightRef::Animals(&f.fight)),
        Some(Pending::WildFight(f)) => Some(FightRef::Animals(&f.fight)),
        Some(Pending::AtPrize(v)) => {
            v.native_fight().map(FightRef::Natives).or_else(|| v.beast_fight().map(FightRef::Animals))
        }
        _ => None,
    }
}

/// The legal orders of the team's fight in progress, as decisions.
pub fn orders(t: &Team) -> Vec<Decision> {
    match fight_in_progress(t) {
        Some(FightRef::Natives(f)) => {
            f.legal_orders().into_iter().map(|order| Decision::CombatOrder { order }).collect()
        }
        Some(FightRef::Animals(f)) => f.legal_orders().into_iter().map(|order| Decision::HuntOrder { order }).collect(),
        None => Vec::new(),
    }
}

/// The fight's own suggested order as a decision (fire at the nearest target in range, aimed
/// when allowed; against animals only at threats): a strategy for bots and examples.
pub fn suggested_answer(t: &Team) -> Option<Decision> {
    match fight_in_progress(t) {
        Some(FightRef::Natives(f)) => f.suggested_order().map(|order| Decision::CombatOrder { order }),
        Some(FightRef::Animals(f)) => f.suggested_order().map(|order| Decision::HuntOrder { order }),
        None => None,
    }
    .or_else(|| orders(t).into_iter().next())
}

/// A fight the race plays order by order, with the race event that reports its log.
pub(super) trait OrderedFight {
    /// An order for a red card.
    type Order: Copy;
    /// Apply an order (the fight's own `apply`).
    fn give(&mut self, dice: &mut dyn crate::luck::Dice, order: Self::Order) -> crate::EncounterResult<()>;
    /// Events logged so far.
    fn logged(&self) -> usize;
    /// The events logged from `from` on, as a race event.
    fn log_since(&self, from: usize) -> RaceEvent;
}

impl OrderedFight for NativeCombat {
    type Order = crate::combat::CombatOrder;
    fn give(&mut self, dice: &mut dyn crate::luck::Dice, order: Self::Order) -> crate::EncounterResult<()> {
        self.apply(dice, order)
    }
    fn logged(&self) -> usize {
        self.log().len()
    }
    fn log_since(&self, from: usize) -> RaceEvent {
        RaceEvent::NativeFightLog { events: self.log().get(from..).unwrap_or_default().to_vec() }
    }
}

impl OrderedFight for AnimalFight {
    type Order = crate::animals::HuntOrder;
    fn give(&mut self, dice: &mut dyn crate::luck::Dice, order: Self::Order) -> crate::EncounterResult<()> {
        self.apply(dice, order)
    }
    fn logged(&self) -> usize {
        self.log().len()
    }
    fn log_since(&self, from: usize) -> RaceEvent {
        RaceEvent::AnimalFightLog { events: self.log().get(from..).unwrap_or_default().to_vec() }
    }
}

/// Give the order a red card asked for to the fight held in a pending encounter and report what
/// followed. A scripted dice source that ran dry puts the encounter back as it was (`wrap`
/// rebuilds its [`Pending`]) and returns the error; a refused order (never, once checked against
/// [`orders`]) changes nothing. Returns the encounter, to ask its next order or conclude it.
///
/// # Errors
/// Dice.
pub(super) fn give_order<P, F: OrderedFight>(
    c: &mut Ctx<'_, '_>,
    mut p: alloc::boxed::Box<P>,
    fight: impl Fn(&mut P) -> Option<&mut F>,
    wrap: impl FnOnce(alloc::boxed::Box<P>) -> Pending,
    order: F::Order,
) -> Result<alloc::boxed::Box<P>, DiceError> {
    let Some(f) = fight(&mut p) else { return Ok(p) };
    let before = f.logged();
    if let Err(crate::EncounterError::Dice(e)) = f.give(&mut c.r, order) {
        c.team.race.pending = Some(wrap(p));
        return Err(e);
    }
    let event = f.log_since(before);
    super::turn::push(c, event);
    Ok(p)
}
