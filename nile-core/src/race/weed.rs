//! Using the Weed of Life (EX-QUEST-32): before its plan, or before a held turn passes
//! ([`crate::decision::Question::HeldTurn`]: kept at a prize, trapped in the mines, held at the
//! Amazons' temple), a team may give a man a dose of good weed; it cures any sickness and
//! negates the effects of hunger for 1D6 turns. One Portage Point is ten doses.

use alloc::vec::Vec;
use tabletop::Die;

use super::RaceEvent;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::health::Condition;
use crate::luck::Roller;
use crate::party::{ManId, Team};

/// Doses in one Portage Point of weed.
pub const DOSES_PER_PORTAGE: u32 = 10;

/// Doses of good weed the team carries: the opened Portage Point's doses left, and ten per
/// whole Portage Point.
pub fn weed_doses(t: &Team) -> u32 {
    t.race.weed_pp.saturating_mul(DOSES_PER_PORTAGE).saturating_add(u32::from(t.race.weed_doses_open))
}

/// The `use_weed` decisions a team may send before its plan or its held turn (one per man,
/// while it has doses).
pub fn weed_decisions(t: &Team) -> Vec<crate::Decision> {
    if weed_doses(t) == 0 {
        return Vec::new();
    }
    t.men.iter().map(|m| crate::Decision::UseWeed { man: m.id }).collect()
}

/// Give `man` a dose: a sick man (walking without a load, carried or delirious) is cured; he
/// needs no food for 1D6 turns (docs/rulings.md). The D6 comes from the game's dice (no Lucky
/// Break: it is rolled outside the turn's steps).
///
/// # Errors
/// [`RuleError::Illegal`] without weed; [`RuleError::UnknownMan`] for a man not in the party;
/// dice.
pub fn use_weed(g: &mut Game, man: ManId) -> Result<Vec<Event>, RuleError> {
    let team = g.active;
    let Some(t) = g.teams.get_mut(usize::from(team.0)) else {
        return Err(RuleError::Illegal(alloc::format!("{team} is not in the game")));
    };
    if weed_doses(t) == 0 {
        return Err(RuleError::Illegal("the party carries no good weed".into()));
    }
    let Some(m) = t.men.iter_mut().find(|m| m.id == man) else {
        return Err(RuleError::UnknownMan { id: man.0, team });
    };
    let turns = Roller::new(&mut g.dice).roll(Die::D6)?;
    // Comatose and maimed men are injured, not sick (EX-INJURY-05/06).
    let cured = matches!(m.condition, Condition::Unladen { .. } | Condition::Carried { .. } | Condition::Delirious);
    if cured {
        m.condition = Condition::Fit;
    }
    if t.race.weed_doses_open == 0 {
        // Open a Portage Point: it no longer counts as a whole one (nor as treasure to score).
        t.race.weed_pp -= 1;
        t.stores.treasure = t.stores.treasure.saturating_sub(1);
        t.race.weed_doses_open = DOSES_PER_PORTAGE as u8;
    }
    t.race.weed_doses_open -= 1;
    t.race.weed_fed.retain(|(id, _)| *id != man);
    t.race.weed_fed.push((man, turns));
    Ok(alloc::vec![Event::Race { team, event: alloc::boxed::Box::new(RaceEvent::WeedUsed { man, turns, cured }) }])
}
