//! The engine's typed errors: a setup that cannot start a game, and a refused decision.
//!
//! Both implement [`tabletop::error::Coded`]; a refused decision leaves the game untouched.

use crate::state::{FigureId, GroupId, Player};
use alloc::string::String;
use tabletop::DiceError;
use tabletop::error::{Coded, ErrorCode};

/// Why a [`crate::Setup`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A column has no group.
    #[error("column {column} has no group: a column needs at least one group")]
    EmptyColumn {
        /// The column's index (0 or 1).
        column: usize,
    },
    /// A group's deployed members do not match its profile's figure count.
    #[error("group {group} of column {column} deploys {deployed} members but its profile has {expected}")]
    WrongFigureCount {
        /// The column's index.
        column: usize,
        /// The group's index in the column.
        group: usize,
        /// Members deployed.
        deployed: usize,
        /// Figures in the profile.
        expected: usize,
    },
    /// A group's profile has no figures: a group is its members, characters only join one
    /// (Congo rulebook, "Mustering the Column").
    #[error("group {group} of column {column} has a profile of 0 figures: a group needs at least one member")]
    NoMembers {
        /// The column's index.
        column: usize,
        /// The group's index in the column.
        group: usize,
    },
    /// The game must last at least one turn (and at most 255).
    #[error("the adventure must last at least one turn, got 0")]
    NoTurns,
    /// The Action cards are not seven cards with distinct initiatives 1 to 7, each with an action.
    #[error("the action cards must be 7 cards with distinct initiatives 1 to 7, each with an action: {reason}")]
    BadActionCards {
        /// What was wrong.
        reason: String,
    },
    /// The Totem deck is empty or too large (at most 255 cards).
    #[error("the totem deck must hold 1 to 255 cards, got {cards}")]
    BadTotemDeck {
        /// Its size.
        cards: usize,
    },
    /// Too many groups or figures for the engine's ids (at most 65535 of each).
    #[error("too many groups or figures: ids are 16-bit")]
    TooLarge,
    /// A figure is placed off the table or overlapping another base or a blocking area.
    #[error("figure {index} of group {group} of column {column} is not on a legal spot: {reason}")]
    BadPlacement {
        /// The column's index.
        column: usize,
        /// The group's index.
        group: usize,
        /// The figure's index within the group (members, then characters, then auxiliaries).
        index: usize,
        /// Why.
        reason: String,
    },
    /// A scripted dice source ran dry, or held a value that does not fit, while setting up
    /// (shuffles, star-difference draws).
    #[error("during set-up, {0}")]
    Dice(#[from] DiceError),
}

impl Coded for SetupError {
    fn code(&self) -> ErrorCode {
        match self {
            SetupError::EmptyColumn { .. }
            | SetupError::WrongFigureCount { .. }
            | SetupError::NoMembers { .. }
            | SetupError::NoTurns
            | SetupError::BadActionCards { .. }
            | SetupError::BadTotemDeck { .. }
            | SetupError::TooLarge
            | SetupError::BadPlacement { .. } => ErrorCode::InvalidSetup,
            SetupError::Dice(_) => ErrorCode::DiceExhausted,
        }
    }
}

/// Why a decision was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over: no decision is accepted")]
    GameOver,
    /// This player has nothing to decide now (or already decided this simultaneous choice).
    #[error("player {player:?} has nothing to decide now")]
    NotYourDecision {
        /// Who sent it.
        player: Player,
    },
    /// The decision is not of the kind the pending prompt asks for.
    #[error("this decision does not answer the pending prompt: expected {expected}")]
    WrongDecision {
        /// What the prompt expects, as text.
        expected: &'static str,
    },
    /// A group id that does not exist.
    #[error("there is no group {}", .0.0)]
    UnknownGroup(GroupId),
    /// A figure id that does not exist or is not in the named group.
    #[error("figure {} is not a living figure of group {}", figure.0, group.0)]
    UnknownFigure {
        /// The figure.
        figure: FigureId,
        /// The group it should belong to.
        group: GroupId,
    },
    /// The decision names something this player may not use now.
    #[error("illegal decision: {reason}")]
    Illegal {
        /// What rule refused it (with the rule's rulebook name).
        reason: String,
    },
    /// The scripted dice ran dry, or held a value that does not fit, while resolving the
    /// decision.
    #[error("{0}")]
    Dice(#[from] DiceError),
}

impl RuleError {
    /// An [`RuleError::Illegal`] with a message.
    pub fn illegal(reason: impl Into<String>) -> RuleError {
        RuleError::Illegal { reason: reason.into() }
    }
}

impl Coded for RuleError {
    fn code(&self) -> ErrorCode {
        match self {
            RuleError::GameOver => ErrorCode::GameOver,
            RuleError::NotYourDecision { .. } => ErrorCode::NotYourDecision,
            RuleError::WrongDecision { .. } | RuleError::Illegal { .. } => ErrorCode::IllegalDecision,
            RuleError::UnknownGroup(_) | RuleError::UnknownFigure { .. } => ErrorCode::UnknownId,
            RuleError::Dice(_) => ErrorCode::DiceExhausted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{DiceSetup, Environment};
    use crate::totem::TotemKind;
    use alloc::string::ToString;
    use alloc::vec;

    /// A set-up whose two-card Totem decks are shuffled with the scripted `values`.
    fn shuffled_with(values: alloc::vec::Vec<u32>) -> SetupError {
        let line = |x| {
            let profile = crate::rosters::Roster::builtin().group("forest.cannibals").cloned().expect("built in");
            let members = (0..i32::from(profile.figures)).map(|i| tabletop::Point::inches(x + i, 10)).collect();
            crate::setup::GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
        };
        let mut s = crate::exploration::tests::setup(Environment::Jungle, line(10), line(40), vec![]);
        s.components.totem_deck = vec![TotemKind::Lion, TotemKind::Giraffe];
        s.dice = DiceSetup::Scripted { values };
        <crate::Game as tabletop::RulesGame>::new(&s).expect_err("the shuffle cannot draw")
    }

    // The set-up's dice error says what went wrong: a script that ran dry, or a value that
    // does not fit the draw (never "ran dry" for the latter).
    #[test]
    fn a_setup_dice_error_says_whether_the_script_ran_dry_or_held_a_bad_value() {
        let dry = shuffled_with(vec![]);
        assert!(matches!(dry, SetupError::Dice(DiceError::ScriptExhausted { .. })), "{dry:?}");
        assert!(dry.to_string().contains("ran dry"), "{dry}");
        let bad = shuffled_with(vec![7, 7]);
        assert!(matches!(bad, SetupError::Dice(DiceError::ScriptedValueOutOfRange { value: 7, .. })), "{bad:?}");
        assert!(!bad.to_string().contains("ran dry"), "{bad}");
        assert!(bad.to_string().contains("scripted value 7 cannot stand for"), "{bad}");
        assert_eq!(bad.code(), ErrorCode::DiceExhausted);
        let refused =
            RuleError::from(DiceError::ScriptedValueOutOfRange { value: 9, wanted: "D6".into(), min: 1, max: 6 });
        assert!(!refused.to_string().contains("ran dry"), "{refused}");
    }
}
