//! The angry Amazons hunting a party that escaped from their temple, until it reaches the
//! mountain divide (EX-QUEST-22).

use tabletop::{DiceError, Die};

use super::fights::{NativeFight, natives_fight};
use super::turn::{lift, push};
use super::{RaceEvent, party_today};
use crate::combat::NativeCombat;
use crate::ctx::Ctx;
use crate::map::{self, Terrain};
use crate::natives::{AttitudeOutcome, EncounterCheck, HostileOpening, NativeKind, NativeTotals, Posture, tribe_size};
use crate::quest::amazons::Captivity;
use crate::standing::meeting::{MeetingReport, NativesMet};
use crate::standing::prize::{PrizeReport, PrizeStep};

/// The Amazons catch up with the escapers on this D6 or less, each turn on the central table
/// (docs/rulings.md).
pub const CATCH_UP_ON: u8 = 2;

/// True when the prize's report says the party escaped from the temple (EX-QUEST-22).
pub fn escaped_from_the_temple(report: &PrizeReport) -> bool {
    report.steps.iter().any(|s| {
        matches!(
            s,
            PrizeStep::Captivity { result: Captivity::EscapesWithProof | Captivity::EscapesWithRiches { .. }, .. }
        )
    })
}

/// After the move of a party the Amazons hunt: off the central table (over the mountain
/// divide) the hunt is over; on it, 1D6: on [`CATCH_UP_ON`] or less an Amazon war party (its
/// size rolled on the Size Of Tribe table) attacks at once, a fight with hostile natives played
/// order by order (no posture: combat occurs normally).
///
/// # Errors
/// Dice.
pub fn amazons_hunt(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if !c.team.race.hunted_by_amazons {
        return Ok(());
    }
    let sq = map::square_of(c.team.position);
    if !sq.in_centre() {
        c.team.race.hunted_by_amazons = false;
        return Ok(());
    }
    let roll = c.r.roll(Die::D6)?;
    if roll > CATCH_UP_ON {
        return Ok(());
    }
    let Some(tribe) = lift(tribe_size(&mut c.r, NativeKind::Amazon))? else { return Ok(()) };
    push(c, RaceEvent::AmazonsAttack);
    let party = party_today(c);
    let rough = !matches!(c.map.terrain(sq), Some(Terrain::Veldt | Terrain::Desert));
    let setup = party.combat_setup(rough, HostileOpening::Normal);
    let Some(fight) = lift(NativeCombat::begin(&mut c.r, setup, NativeKind::Amazon, tribe.warriors, None))? else {
        return Ok(());
    };
    let check = EncounterCheck { roll, total: roll as i8, encountered: true };
    let met = NativesMet { check, type_roll: 0, tribe, totals: NativeTotals { against_friendly: 0, against_force: 0 } };
    // No posture is taken; the meeting is reported as a hostile one with a Defensive posture
    // that raised no hasty defence (HostileOpening::Normal above).
    let posture = Posture::Defensive;
    let attitude = AttitudeOutcome::hostile(posture);
    let report = MeetingReport {
        tribe,
        attitude,
        gifts_spent: 0,
        fed: false,
        traded: (0, 0),
        combat: None,
        booty: None,
        losses: crate::standing::Losses::default(),
        turns_waiting: 0,
    };
    // The Amazons hunt the party down: not in a village.
    natives_fight(c, NativeFight { fight, met, posture, report, in_village: false })
}
