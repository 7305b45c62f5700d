//! Answering a choice a Dangerous Terrain entry or a Universal Special Rule asks a player for
//! (the choices and the events that narrate them are congo-model's
//! `dangerous_terrain::{Choice, TerrainEvent}`).

use crate::dangerous_terrain::Choice;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::state::Player;
use alloc::vec::Vec;

/// Check `d` against the options asked and record it.
pub(crate) fn answer(
    ask: &Option<(Player, Vec<Choice>)>,
    slot: &mut Option<Choice>,
    d: &Decision,
) -> Result<(), RuleError> {
    let (Some((_, options)), None) = (ask, &slot) else {
        return Err(RuleError::WrongDecision { expected: "no choice is asked here" });
    };
    let Decision::Choose { choice } = d else {
        return Err(RuleError::WrongDecision { expected: "choose" });
    };
    if !options.contains(choice) {
        return Err(RuleError::Unavailable(crate::error::Unavailable::NotAnOption {
            choice: alloc::format!("{choice:?}"),
            offered: options.iter().map(|o| alloc::format!("{o:?}")).collect(),
        }));
    }
    *slot = Some(*choice);
    Ok(())
}
