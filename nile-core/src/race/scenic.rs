//! Scenic pictures: "The controlling player may direct the photographer to take up to 10 photos
//! that may score victory points" (EX-CARGO-29); a scenic picture rolls 1D6 (EX-PHOTO-04 to
//! -06). The text names no moment for it: before its plan, once a turn, a team may send
//! [`crate::Decision::ScenicPhoto`] (docs/rulings.md "Scenic pictures").

use alloc::vec::Vec;

use super::RaceEvent;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::party::Team;
use crate::score::{PhotoSubject, take_photo};
use crate::supercargo::Photo;

/// True when the team may take a scenic picture now: the Photographer travels with it, a photo
/// opportunity remains, the party carries the 4 Portage Points of photographic supplies that
/// develop it ([`crate::score::DEVELOPING_SUPPLIES`]), and it took none this turn (`day`).
pub fn scenic_ready(t: &Team, day: u16) -> bool {
    t.is_travelling() && super::meet::camera_ready(t) && t.race.scenic_day != Some(day)
}

/// Take a scenic picture for the active team: one photo opportunity used, 1D6 from the game's
/// dice (outside the turn's steps, so no Lucky Break), developed in the field (4 Portage Points
/// of photographic supplies used).
///
/// # Errors
/// [`RuleError::Illegal`] when [`scenic_ready`] is false (no Photographer, no opportunity
/// left, or one taken this turn); dice.
pub fn scenic_photo(g: &mut Game) -> Result<Vec<Event>, RuleError> {
    let (team, day) = (g.active, g.day);
    let Some(t) = g.teams.get_mut(usize::from(team.0)) else {
        return Err(RuleError::Illegal(alloc::format!("{team} is not in the game")));
    };
    if !scenic_ready(t, day) {
        return Err(RuleError::Illegal(
            "a scenic picture needs the photographer, a photo opportunity left, and none taken this turn".into(),
        ));
    }
    let photo = match take_photo(&mut g.dice, PhotoSubject::Scenic) {
        Ok(p) => p,
        Err(crate::EncounterError::Dice(e)) => return Err(e.into()),
        Err(e) => return Err(RuleError::Illegal(alloc::format!("{e}"))),
    };
    if let Some(record) = t.photos.as_mut() {
        record.photos.push(Photo::Directed);
    }
    // Developed in the field: 4 Portage Points of photographic supplies (EX-CARGO-30).
    crate::score::develop_in_field(&mut t.stores);
    t.race.photos.push(photo);
    t.race.scenic_day = Some(day);
    Ok(alloc::vec![Event::Race { team, event: alloc::boxed::Box::new(RaceEvent::Photographed { photo }) }])
}
