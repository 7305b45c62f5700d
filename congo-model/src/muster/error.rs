//! Mustering errors: one variant per rule a column list can break.

use alloc::vec::Vec;
use core::fmt;
use tabletop::error::{Coded, ErrorCode};

use crate::profile::{Culture, GroupKind, ProfileField, ProfileId};

/// The names of some profile fields, comma-separated, for messages.
pub struct FieldList<'a>(pub &'a [ProfileField]);

impl fmt::Display for FieldList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, field) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(field.name())?;
        }
        Ok(())
    }
}

/// One rule of "Mustering the Column" that a [`super::ColumnList`] breaks. Group positions
/// (`group`) are 0-based indexes into [`super::ColumnList::groups`]; messages count from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MusterError {
    /// A group id the roster does not have.
    #[error("group {} is \"{id}\", which is not in the roster", .group.saturating_add(1))]
    UnknownGroup {
        /// Position in the list.
        group: usize,
        /// The id given.
        id: ProfileId,
    },
    /// A character id the roster does not have.
    #[error("the character \"{id}\" is not in the roster")]
    UnknownCharacter {
        /// The id given.
        id: ProfileId,
    },
    /// An auxiliary id the roster does not have.
    #[error("the auxiliary \"{id}\" is not in the roster")]
    UnknownAuxiliary {
        /// The id given.
        id: ProfileId,
    },
    /// A profile from another culture (CG-MUSTER-01).
    #[error("\"{id}\" belongs to the {} list, but this column is {}: every profile comes from the column's culture", .found.name(), .expected.name())]
    WrongCulture {
        /// The profile.
        id: ProfileId,
        /// Its culture.
        found: Culture,
        /// The column's culture.
        expected: Culture,
    },
    /// Groups and auxiliaries cost more than the budget (CG-MUSTER-02).
    #[error("the column costs {cost} points, over the adventure's budget of {budget}")]
    OverBudget {
        /// Points spent (exact, even past `u16::MAX`).
        cost: u32,
        /// Points allowed.
        budget: u16,
    },
    /// No character leads the column (CG-MUSTER-03).
    #[error("the column has no character; it needs one or two")]
    NoCharacter,
    /// More than two characters, imposed ones included (CG-MUSTER-03).
    #[error("the column has {count} characters; at most two, including those the adventure imposes")]
    TooManyCharacters {
        /// Characters listed.
        count: usize,
    },
    /// The same character twice (CG-MUSTER-03).
    #[error("the character \"{id}\" is taken twice; two characters must be different")]
    DuplicateCharacter {
        /// The character.
        id: ProfileId,
    },
    /// A character the adventure imposes is not in the column.
    #[error("the adventure imposes the character \"{id}\", but the column does not include him")]
    ImposedCharacterMissing {
        /// The imposed character.
        id: ProfileId,
    },
    /// More than four auxiliaries (CG-MUSTER-13).
    #[error("the column has {count} auxiliaries; at most four")]
    TooManyAuxiliaries {
        /// Auxiliaries listed.
        count: usize,
    },
    /// More of one auxiliary than its culture allows (Bearers up to 4, Sacred Warriors up to 2).
    #[error("the column has {count} \"{id}\"; at most {max} per column")]
    AuxiliaryLimit {
        /// The auxiliary.
        id: ProfileId,
        /// How many were listed.
        count: usize,
        /// The limit.
        max: u8,
    },
    /// A character or auxiliary joins a group position that does not exist (CG-MUSTER-05).
    #[error("\"{id}\" joins group {}, but the column has {groups} group(s); every character and auxiliary joins one of its groups", .group.saturating_add(1))]
    NoSuchGroup {
        /// The character or auxiliary.
        id: ProfileId,
        /// The position given.
        group: usize,
        /// Groups in the column.
        groups: usize,
    },
    /// More auxiliaries join a group than its icons allow (CG-MUSTER-19).
    #[error("{count} auxiliaries join group {} (\"{id}\"), which accepts {slots}", .group.saturating_add(1))]
    AuxiliarySlotsFull {
        /// Position of the group.
        group: usize,
        /// The group's profile.
        id: ProfileId,
        /// Auxiliaries joining it.
        count: usize,
        /// Auxiliaries it accepts.
        slots: u8,
    },
    /// A character joins a group without the character icon (CG-MUSTER-19).
    #[error("\"{character}\" joins group {} (\"{id}\"), which cannot be joined by a character", .group.saturating_add(1))]
    GroupRefusesCharacter {
        /// Position of the group.
        group: usize,
        /// The group's profile.
        id: ProfileId,
        /// The character.
        character: ProfileId,
    },
    /// Two characters join one group, neither of them the Brute (CG-MUSTER-05, CG-ZAN-05).
    #[error("\"{first}\" and \"{second}\" both join group {} (\"{id}\"); a group takes one character (only the Brute may join a group that already has one)", .group.saturating_add(1))]
    GroupAlreadyLed {
        /// Position of the group.
        group: usize,
        /// The group's profile.
        id: ProfileId,
        /// The first character.
        first: ProfileId,
        /// The second character.
        second: ProfileId,
    },
    /// More groups of a "0-1" profile than allowed (CG-MUSTER-18).
    #[error("the column has {count} groups of \"{id}\"; at most {max}")]
    GroupLimit {
        /// The group's profile.
        id: ProfileId,
        /// How many were listed.
        count: usize,
        /// The limit.
        max: u8,
    },
    /// A group listed without the character it needs ("only with the Pygmy King", Elite).
    #[error("\"{id}\" can be included only if \"{requires}\" is in the column")]
    RequiresCharacter {
        /// The group's profile.
        id: ProfileId,
        /// The character it needs.
        requires: ProfileId,
    },
    /// Elite (Bodyguards): the character the group needs must join it (CG-AK-12).
    #[error("\"{character}\" must join the \"{id}\" group (Elite), but joins another group")]
    EliteNotJoined {
        /// The group's profile.
        id: ProfileId,
        /// The character.
        character: ProfileId,
    },
    /// A character that joins only some kind of group joins another (Great is the King!).
    #[error("\"{character}\" can join only a group of {}, and group {} (\"{id}\") is not one", .kind.name(), .group.saturating_add(1))]
    JoinsOnlyKind {
        /// The character.
        character: ProfileId,
        /// The kind he needs.
        kind: GroupKind,
        /// Position of the group.
        group: usize,
        /// The group's profile.
        id: ProfileId,
    },
    /// Bonded groups (Pygmy Archers) not bought in whole sets (CG-FOREST-14).
    #[error("the column has {count} group(s) of \"{id}\", which are bought {per_purchase} at a time")]
    UnpairedBondedGroups {
        /// The group's profile.
        id: ProfileId,
        /// How many were listed.
        count: usize,
        /// Groups per purchase.
        per_purchase: u8,
    },
    /// A profile whose lost values were not supplied (CG-MUSTER-20).
    #[error("\"{id}\" cannot be mustered: the rulebook's text lost its {}; supply them in a roster extension", FieldList(.missing))]
    IncompleteProfile {
        /// The group's profile.
        id: ProfileId,
        /// The values still missing.
        missing: Vec<ProfileField>,
    },
}

impl Coded for MusterError {
    fn code(&self) -> ErrorCode {
        match self {
            MusterError::UnknownGroup { .. }
            | MusterError::UnknownCharacter { .. }
            | MusterError::UnknownAuxiliary { .. } => ErrorCode::UnknownId,
            MusterError::WrongCulture { .. }
            | MusterError::OverBudget { .. }
            | MusterError::NoCharacter
            | MusterError::TooManyCharacters { .. }
            | MusterError::DuplicateCharacter { .. }
            | MusterError::ImposedCharacterMissing { .. }
            | MusterError::TooManyAuxiliaries { .. }
            | MusterError::AuxiliaryLimit { .. }
            | MusterError::NoSuchGroup { .. }
            | MusterError::AuxiliarySlotsFull { .. }
            | MusterError::GroupRefusesCharacter { .. }
            | MusterError::GroupAlreadyLed { .. }
            | MusterError::GroupLimit { .. }
            | MusterError::RequiresCharacter { .. }
            | MusterError::EliteNotJoined { .. }
            | MusterError::JoinsOnlyKind { .. }
            | MusterError::UnpairedBondedGroups { .. }
            | MusterError::IncompleteProfile { .. } => ErrorCode::InvalidRoster,
        }
    }
}

/// Every rule a column list breaks (never empty), in the order they were found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MusterErrors(pub Vec<MusterError>);

impl fmt::Display for MusterErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the column cannot be mustered ({} problem(s))", self.0.len())?;
        for e in &self.0 {
            write!(f, "; {e}")?;
        }
        Ok(())
    }
}

impl core::error::Error for MusterErrors {}

impl Coded for MusterErrors {
    fn code(&self) -> ErrorCode {
        self.0.first().map_or(ErrorCode::InvalidRoster, Coded::code)
    }
}
