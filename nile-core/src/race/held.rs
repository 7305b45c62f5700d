//! Turns the party spends where it is: kept at a prize (admitted to the Lost City for 1 turn,
//! its guests for 1D6 turns, held in god-like captivity at its temple, led into King Solomon's
//! Mines the turn after the warriors are beaten), trapped in the mines (an escape attempt each
//! turn), or waiting for an explorer held as a white god. Such a turn is a turn of the race: it
//! begins with [`Question::HeldTurn`] (the team may use the weed or leave things behind before
//! it lets the turn pass), then the morning's rations and water (with the rules for going
//! without), the held turn itself and the care of the sick; no movement, event, native
//! encounter or hunt.
//!
//! Source: expedition game, "King Solomon's Mines" ("Each turn the party may attempt to
//! escape... The rules for no food or water apply while trapped in the mine"), "Lost City Of The
//! Amazons" ("It must stay for 1 turn", "kept busy at the city for 1D6 turns", "For each turn
//! that the party is held at the city, roll 1D6"), "Capture!" 4; docs/rulings.md "Time at a
//! prize", "The Lost City's captivity", "What a held team may do".

use tabletop::DiceError;

use super::turn::push;
use super::{Pending, RaceEvent};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::party::Team;
use crate::standing::prize::{PrizeReport, PrizeStep, PrizeWait};

/// True when the party is trapped in King Solomon's Mines: its prize visit waits for an escape
/// attempt, made on each of its turns.
pub fn trapped_in_mines(t: &Team) -> bool {
    matches!(&t.race.pending, Some(Pending::AtPrize(v)) if matches!(v.wait, Some(PrizeWait::Escape { .. })))
}

/// True when the party is held in god-like captivity at the Amazons' temple: its prize visit
/// waits for a captivity roll, made on each of its turns (EX-QUEST-22).
pub fn held_at_temple(t: &Team) -> bool {
    matches!(&t.race.pending, Some(Pending::AtPrize(v)) if matches!(v.wait, Some(PrizeWait::Captivity { .. })))
}

/// True when the team's next turn is a held turn ([`held_turn`]) rather than a journey's turn.
pub fn is_held(t: &Team) -> bool {
    t.is_travelling() && (t.race.held_turns > 0 || trapped_in_mines(t) || held_at_temple(t))
}

/// The question that opens a held turn of `t` ([`Question::HeldTurn`]).
pub fn held_question(t: &Team) -> Question {
    Question::HeldTurn { turns_left: t.race.held_turns, trapped: trapped_in_mines(t), captive: held_at_temple(t) }
}

/// The turns a prize visit still owes the race when it ends: its turns spent, less the escape
/// attempts and captivity rolls (each made on a held turn of its own) and the witch doctor's
/// turn before a trap (held when the party was trapped).
pub fn turns_owed(report: &PrizeReport) -> u32 {
    let own = report.steps.iter().filter(|s| matches!(s, PrizeStep::Escape { .. } | PrizeStep::Captivity { .. }));
    let trapped = report.steps.iter().any(|s| matches!(s, PrizeStep::Mines { trapped: true, .. }));
    report.turns_spent.saturating_sub(own.count() as u32 + u32::from(trapped))
}

/// A held turn, after the morning's meal: one of the turns the party must stay passes; once
/// they have passed, a party trapped in the mines is asked for this turn's escape attempt
/// ([`Question::MinesEscape`]), and a party held at the temple makes this turn's captivity roll
/// (1D6 + the full turns already held; an escape ends the visit, asking first how much treasure
/// to grab when the slaves come along, [`Question::TempleTreasure`]).
///
/// # Errors
/// Dice (the captivity roll's; the visit is then left as it was).
pub fn held_turn(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.team.race.held_turns > 0 {
        c.team.race.held_turns -= 1;
        let (turns_left, trapped) = (c.team.race.held_turns, trapped_in_mines(c.team));
        push(c, RaceEvent::Held { turns_left, trapped });
        return Ok(());
    }
    if held_at_temple(c.team) {
        let Some(Pending::AtPrize(mut v)) = c.team.race.pending.take() else { return Ok(()) };
        let turns_held = match v.wait {
            Some(PrizeWait::Captivity { turns_held }) => turns_held,
            _ => 0,
        };
        push(c, RaceEvent::Held { turns_left: 0, trapped: false });
        // What the party can carry now (its meals since it arrived have lightened the load).
        let free = c.team.room_for(crate::supplies::Item::Treasure);
        if let Err(e) = v.captivity(&mut c.r, free) {
            c.team.race.pending = Some(Pending::AtPrize(v));
            return match e {
                crate::EncounterError::Dice(e) => Err(e),
                _ => Ok(()),
            };
        }
        if let Some(PrizeStep::Captivity { roll, result }) = v.report.steps.last().cloned() {
            let total = u32::from(roll).saturating_add(turns_held);
            push(c, RaceEvent::TempleCaptivity { roll, total, result });
        }
        return super::prize::prize_visit(c, *v);
    }
    let Some(Pending::AtPrize(v)) = &c.team.race.pending else { return Ok(()) };
    if let Some(PrizeWait::Escape { carriers, treasure, failed }) = v.wait {
        push(c, RaceEvent::Held { turns_left: 0, trapped: true });
        *c.question = Some(Question::MinesEscape { men: carriers, treasure, failed });
    }
    Ok(())
}
