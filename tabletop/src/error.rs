//! The error codes every binding reports (the C ABI returns them; the wasm package sets them as
//! the `code` property of thrown `Error`s). One number per kind of failure, never shared: each
//! core maps its typed errors here with an exhaustive `match`.

use serde::{Deserialize, Serialize};

/// A stable numeric error code. `0` is success. Codes below 100 come from the rules; codes from
/// 100 up are the bindings' own (bad pointers, bad JSON).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "ErrorCode"))]
#[non_exhaustive]
pub enum ErrorCode {
    /// Success.
    Ok = 0,
    /// The setup (table, columns, teams, adventure) is invalid.
    InvalidSetup = 1,
    /// The player who sent the decision has nothing to decide now.
    NotYourDecision = 2,
    /// The decision is not legal in this state.
    IllegalDecision = 3,
    /// The game is over; no decision is accepted.
    GameOver = 4,
    /// A scripted dice source ran dry: a die or draw was wanted and no value is left.
    DiceExhausted = 5,
    /// A column, roster or outfit breaks a mustering/outfitting rule.
    InvalidRoster = 6,
    /// An id (group, figure, team, profile, adventure) does not exist.
    UnknownId = 7,
    /// A decision log does not replay on its setup.
    ReplayFailed = 8,
    /// A scripted dice source held a value that does not fit the die or range drawn
    /// (e.g. a 7 for a D6).
    ScriptedValueOutOfRange = 9,
    /// A die was re-rolled a second time: a die is re-rolled at most once.
    AlreadyRerolled = 10,
    /// A number was drawn below 0: the range to draw from is empty.
    EmptyRange = 11,
    /// A null pointer was passed where a value was required (C ABI).
    NullPointer = 100,
    /// A string was not valid UTF-8 (C ABI).
    InvalidUtf8 = 101,
    /// A JSON text could not be parsed into the expected shape.
    InvalidJson = 102,
    /// A handle of the wrong game was passed (C ABI).
    WrongHandleKind = 103,
    /// The handle was poisoned by an earlier internal panic and can no longer be used.
    PoisonedHandle = 104,
    /// An internal panic was caught at the boundary (a bug in the library; please report it).
    Panic = 105,
    /// An index (e.g. "the k-th legal decision") was out of range.
    OutOfRange = 106,
    /// An input (a decision, setup, saved game or column list) is larger than the binding
    /// reads; refused before it is parsed (the limits: `congo_nile_ffi::session::InputKind`).
    InputTooLarge = 107,
    /// The handle is in use by another call (another thread) right now; nothing was done, try
    /// again (C ABI: a handle is for one thread at a time).
    Busy = 108,
}

impl ErrorCode {
    /// Every code, in increasing order of its number (for bindings that list them: the
    /// TypeScript union of the codes, C# enums).
    pub const ALL: [ErrorCode; 21] = {
        use ErrorCode::*;
        [
            Ok,
            InvalidSetup,
            NotYourDecision,
            IllegalDecision,
            GameOver,
            DiceExhausted,
            InvalidRoster,
            UnknownId,
            ReplayFailed,
            ScriptedValueOutOfRange,
            AlreadyRerolled,
            EmptyRange,
            NullPointer,
            InvalidUtf8,
            InvalidJson,
            WrongHandleKind,
            PoisonedHandle,
            Panic,
            OutOfRange,
            InputTooLarge,
            Busy,
        ]
    };

    /// The number as the C ABI returns it.
    pub const fn as_u32(self) -> u32 {
        self as u32
    }

    /// The code's position in [`ErrorCode::ALL`]; an exhaustive `match`, so that a new code
    /// cannot be added without listing it there too (checked by the tests).
    #[cfg(test)]
    const fn index(self) -> usize {
        use ErrorCode::*;
        match self {
            Ok => 0,
            InvalidSetup => 1,
            NotYourDecision => 2,
            IllegalDecision => 3,
            GameOver => 4,
            DiceExhausted => 5,
            InvalidRoster => 6,
            UnknownId => 7,
            ReplayFailed => 8,
            ScriptedValueOutOfRange => 9,
            AlreadyRerolled => 10,
            EmptyRange => 11,
            NullPointer => 12,
            InvalidUtf8 => 13,
            InvalidJson => 14,
            WrongHandleKind => 15,
            PoisonedHandle => 16,
            Panic => 17,
            OutOfRange => 18,
            InputTooLarge => 19,
            Busy => 20,
        }
    }
}

/// A typed error that knows its [`ErrorCode`].
pub trait Coded {
    /// The stable code of this error.
    fn code(&self) -> ErrorCode;
}

impl Coded for crate::DiceError {
    /// One code per kind of dice failure: [`ErrorCode::DiceExhausted`] only for a script that
    /// ran dry.
    fn code(&self) -> ErrorCode {
        match self {
            crate::DiceError::ScriptExhausted { .. } => ErrorCode::DiceExhausted,
            crate::DiceError::ScriptedValueOutOfRange { .. } => ErrorCode::ScriptedValueOutOfRange,
            crate::DiceError::AlreadyRerolled { .. } => ErrorCode::AlreadyRerolled,
            crate::DiceError::EmptyRange => ErrorCode::EmptyRange,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DiceError, Die};
    use alloc::string::String;

    // Each kind of dice failure has its own code: only a script that ran dry is
    // `DiceExhausted`, so a binding can tell a short script from a bad one.
    #[test]
    fn each_dice_error_has_its_own_code() {
        let errors = [
            DiceError::ScriptExhausted { wanted: String::from("a D6") },
            DiceError::ScriptedValueOutOfRange { value: 7, wanted: String::from("a D6"), min: 1, max: 6 },
            DiceError::AlreadyRerolled { die: Die::D6, face: 3 },
            DiceError::EmptyRange,
        ];
        let codes: alloc::vec::Vec<ErrorCode> = errors.iter().map(Coded::code).collect();
        assert_eq!(
            codes,
            [
                ErrorCode::DiceExhausted,
                ErrorCode::ScriptedValueOutOfRange,
                ErrorCode::AlreadyRerolled,
                ErrorCode::EmptyRange
            ]
        );
        assert_eq!(ErrorCode::ScriptedValueOutOfRange.as_u32(), 9);
        assert_eq!(ErrorCode::AlreadyRerolled.as_u32(), 10);
        assert_eq!(ErrorCode::EmptyRange.as_u32(), 11);
        assert_eq!((ErrorCode::InputTooLarge.as_u32(), ErrorCode::Busy.as_u32()), (107, 108));
    }

    #[test]
    fn all_lists_every_code_once_in_order() {
        for (i, code) in ErrorCode::ALL.iter().enumerate() {
            assert_eq!(code.index(), i, "{code:?} is listed at {i}");
        }
        assert!(ErrorCode::ALL.windows(2).all(|w| w[0].as_u32() < w[1].as_u32()), "increasing numbers");
    }
}
