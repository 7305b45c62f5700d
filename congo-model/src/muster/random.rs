//! Choosing the characters at random ("Mustering the Column", Choosing the characters;
//! CG-MUSTER-12): 1D6 per character, read on the culture's list of six in printed (ascending)
//! order; a duplicate is rolled again.

use alloc::vec::Vec;
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceError, DiceSource, Die};

use super::MAX_CHARACTERS;
use crate::profile::{Culture, ProfileId};
use crate::rosters::Roster;

/// Rolls beyond which a run of duplicates is reported instead of rolled again (a scripted
/// source repeating one face forever; a seeded one never gets near it).
const MAX_ROLLS: usize = 64;

/// Why characters could not be chosen at random.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RandomCharacterError {
    /// `count` is 0, or `count` plus the characters already chosen is more than two.
    #[error(
        "{count} random character(s) were asked beside {already} already chosen; expected at least one, and one or two characters in all"
    )]
    BadCount {
        /// Characters asked.
        count: usize,
        /// Characters already in the column.
        already: usize,
    },
    /// The culture's list does not hold six characters for the D6.
    #[error("the {} list has {found} characters; the random choice needs six", .culture.name())]
    NotSixCharacters {
        /// The culture.
        culture: Culture,
        /// Characters found.
        found: usize,
    },
    /// The dice kept showing characters already chosen.
    #[error("{rolls} rolls gave only characters already chosen; expected a different one")]
    OnlyDuplicates {
        /// Rolls made.
        rolls: usize,
    },
    /// The dice source failed (a scripted source ran dry).
    #[error(transparent)]
    Dice(#[from] DiceError),
}

impl Coded for RandomCharacterError {
    fn code(&self) -> ErrorCode {
        match self {
            RandomCharacterError::BadCount { .. }
            | RandomCharacterError::NotSixCharacters { .. }
            | RandomCharacterError::OnlyDuplicates { .. } => ErrorCode::InvalidRoster,
            RandomCharacterError::Dice(e) => e.code(),
        }
    }
}

/// Chooses `count` characters of `culture` at random: one D6 each on the first six characters
/// of the culture's list (printed order), never one of `already` (e.g. an imposed character) nor
/// one chosen before — such a roll is rolled again.
///
/// # Errors
/// [`RandomCharacterError`]: a count of 0 or one that would make more than two characters, a list
/// without six characters, 64 rolls without a new character, or the dice source's error.
pub fn random_characters(
    roster: &Roster,
    culture: Culture,
    count: usize,
    already: &[ProfileId],
    dice: &mut DiceSource,
) -> Result<Vec<ProfileId>, RandomCharacterError> {
    let total = count.saturating_add(already.len());
    if count == 0 || total > MAX_CHARACTERS {
        return Err(RandomCharacterError::BadCount { count, already: already.len() });
    }
    let list: Vec<&ProfileId> = roster.characters_of(culture).take(6).map(|c| &c.id).collect();
    if list.len() < 6 {
        return Err(RandomCharacterError::NotSixCharacters { culture, found: list.len() });
    }
    let mut chosen: Vec<ProfileId> = Vec::new();
    let mut rolls = 0;
    while chosen.len() < count {
        if rolls >= MAX_ROLLS {
            return Err(RandomCharacterError::OnlyDuplicates { rolls });
        }
        rolls += 1;
        let face = dice.roll(Die::D6)?.face();
        let Some(&id) = list.get(usize::from(face.saturating_sub(1))) else {
            continue;
        };
        if !chosen.contains(id) && !already.contains(id) {
            chosen.push(id.clone());
        }
    }
    Ok(chosen)
}
