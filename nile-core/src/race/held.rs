//! Turns the party spends where it is: kept at a prize (admitted to the Lost City for 1 turn,
//! its guests for 1D6 turns, held in its temple, led into King Solomon's Mines the turn after
//! the warriors are beaten), trapped in the mines (an escape attempt each turn), or waiting for
//! an explorer held as a white god. Such a turn is a turn of the race: the morning's rations and
//! water (with the rules for going without), then the held turn itself and the care of the sick;
//! no movement, event, native encounter or hunt.
//!
//! Source: expedition game, "King Solomon's Mines" ("Each turn the party may attempt to
//! escape... The rules for no food or water apply while trapped in the mine"), "Lost City Of The
//! Amazons" ("It must stay for 1 turn", "kept busy at the city for 1D6 turns", "For each turn
//! that the party is held"), "Capture!" 4; docs/rulings.md "Time at a prize".

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

/// True when the team's next turn is a held turn ([`held_turn`]) rather than a journey's turn.
pub fn is_held(t: &Team) -> bool {
    t.is_travelling() && (t.race.held_turns > 0 || trapped_in_mines(t))
}

/// The turns a prize visit still owes the race when it ends: its turns spent, less the escape
/// attempts (each made on a held turn of its own) and the witch doctor's turn before a trap
/// (held when the party was trapped).
pub fn turns_owed(report: &PrizeReport) -> u32 {
    let attempts = report.steps.iter().filter(|s| matches!(s, PrizeStep::Escape { .. })).count() as u32;
    let trapped = report.steps.iter().any(|s| matches!(s, PrizeStep::Mines { trapped: true, .. }));
    report.turns_spent.saturating_sub(attempts + u32::from(trapped))
}

/// A held turn, after the morning's meal: one of the turns the party must stay passes; once
/// they have passed, a party trapped in the mines is asked for this turn's escape attempt
/// ([`Question::MinesEscape`]).
///
/// # Errors
/// Dice (none are drawn here).
pub fn held_turn(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.team.race.held_turns > 0 {
        c.team.race.held_turns -= 1;
        let (turns_left, trapped) = (c.team.race.held_turns, trapped_in_mines(c.team));
        push(c, RaceEvent::Held { turns_left, trapped });
        return Ok(());
    }
    let Some(Pending::AtPrize(v)) = &c.team.race.pending else { return Ok(()) };
    if let Some(PrizeWait::Escape { carriers, treasure, failed }) = v.wait {
        push(c, RaceEvent::Held { turns_left: 0, trapped: true });
        *c.question = Some(Question::MinesEscape { men: carriers, treasure, failed });
    }
    Ok(())
}
