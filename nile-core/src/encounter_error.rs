//! The typed error of the encounter rules (natives, combat, hunting, dangerous game, the quest,
//! the score sheet).

use alloc::string::String;
use tabletop::DiceError;
use tabletop::error::{Coded, ErrorCode};

/// What can go wrong while resolving an encounter. Never a panic: a refused choice leaves the
/// encounter's state as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EncounterError {
    /// The dice source ran dry or held a value out of range (scripted dice only).
    #[error("dice: {0}")]
    Dice(#[from] DiceError),
    /// A choice that is not legal now; `expected` says what would be.
    #[error("illegal choice {got}: expected {expected}")]
    IllegalChoice {
        /// What was offered.
        got: String,
        /// What the encounter is waiting for.
        expected: String,
    },
    /// An index (a unit, a figure, an animal) that does not exist in this encounter.
    #[error("unknown {what} {index}: there are {count}")]
    UnknownIndex {
        /// What was indexed ("native unit", "animal", "hunter").
        what: String,
        /// The index given.
        index: usize,
        /// How many there are.
        count: usize,
    },
    /// The encounter is already over; nothing more can be applied.
    #[error("the encounter is over: no choice is accepted")]
    Over,
    /// An input out of its range (e.g. a hunting party without its two porters).
    #[error("invalid input: {0}")]
    InvalidInput(String),
}

impl Coded for EncounterError {
    fn code(&self) -> ErrorCode {
        match self {
            EncounterError::Dice(d) => d.code(),
            EncounterError::IllegalChoice { .. } => ErrorCode::IllegalDecision,
            EncounterError::UnknownIndex { .. } => ErrorCode::UnknownId,
            EncounterError::Over => ErrorCode::GameOver,
            EncounterError::InvalidInput(_) => ErrorCode::InvalidSetup,
        }
    }
}

/// Shorthand for an illegal choice.
pub(crate) fn illegal(got: impl Into<String>, expected: impl Into<String>) -> EncounterError {
    EncounterError::IllegalChoice { got: got.into(), expected: expected.into() }
}

/// Result of the encounter rules.
pub type EncounterResult<T> = Result<T, EncounterError>;

/// The most dice one roll of the encounter rules draws (a guard against absurd inputs).
pub const MAX_DICE: usize = 10_000;

/// Sum of `n` dice of one type (helper for "roll 3D6" and the like, at most [`MAX_DICE`]);
/// returns the faces too.
pub(crate) fn roll_sum(
    dice: &mut dyn crate::luck::Dice,
    die: tabletop::Die,
    n: usize,
) -> Result<(u32, alloc::vec::Vec<u8>), DiceError> {
    let rolls = dice.roll_many(die, n.min(MAX_DICE))?;
    let faces: alloc::vec::Vec<u8> = rolls.iter().map(|r| r.face()).collect();
    Ok((faces.iter().map(|&f| u32::from(f)).sum(), faces))
}

/// One face of one die.
pub(crate) fn face(dice: &mut dyn crate::luck::Dice, die: tabletop::Die) -> Result<u8, DiceError> {
    Ok(dice.roll(die)?.face())
}
