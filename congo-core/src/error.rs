//! The engine's typed errors: a setup that cannot start a game, and a refused decision.
//!
//! Both implement [`tabletop::error::Coded`]; a refused decision leaves the game untouched.
//!
//! # How set-up errors name groups
//! Every error about a setup ([`SetupError`] here, `DeployError` in [`crate::deploy`],
//! `MusterError` in [`crate::muster`]) names a group the same way: by its column and its
//! position in that column, never by the game's [`GroupId`] (which numbers the groups of both
//! columns in one list and only exists once the game starts).
//! - Fields hold 0-based indexes: `column` (or `side`) 0 is [`Player::One`]'s column
//!   (`Setup::columns[0]`), `group` indexes that column's own groups (`ColumnSetup::groups`,
//!   `ColumnList::groups`, a deployment's placements), `index`/`figure` a figure within the
//!   group (members, then characters, then auxiliaries).
//! - Messages count groups and figures from 1 and name the column by its player:
//!   "figure 1 of group 2 of column One".

pub use crate::refusal::{
    ActionNeeded, BadTarget, CannotAct, Counted, EngineLimit, Forbidden, ModelRefusal, Timing, TotemAnimal,
    TotemRefusal, Unavailable,
};
use crate::refusal::{Count, GroupCannot};
use crate::state::{FigureId, GroupId, Player};
use alloc::string::String;
use tabletop::DiceError;
use tabletop::error::{Coded, ErrorCode};

/// Why a [`crate::Setup`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A column has no group.
    #[error("column {} has no group: a column needs at least one group", column_name(*.column))]
    EmptyColumn {
        /// The column's index (0 or 1).
        column: usize,
    },
    /// A column deploys more than [`crate::setup::MAX_GROUPS_PER_COLUMN`] groups.
    #[error("column {} deploys {count} groups: a column may have at most {max}", column_name(*.column), max = crate::setup::MAX_GROUPS_PER_COLUMN)]
    TooManyGroups {
        /// The column's index (0 or 1).
        column: usize,
        /// Groups deployed.
        count: usize,
    },
    /// A group's deployed members do not match its profile's figure count.
    #[error("group {} of column {} deploys {deployed} members but its profile has {expected}", .group.saturating_add(1), column_name(*.column))]
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
    #[error("group {} of column {} has a profile of 0 figures: a group needs at least one member", .group.saturating_add(1), column_name(*.column))]
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
    #[error("figure {} of group {} of column {} is not on a legal spot: {reason}", .index.saturating_add(1), .group.saturating_add(1), column_name(*.column))]
    BadPlacement {
        /// The column's index.
        column: usize,
        /// The group's index in the column.
        group: usize,
        /// The figure's index within the group (members, then characters, then auxiliaries).
        index: usize,
        /// Why.
        reason: String,
    },
    /// A group's figures are not one unbroken chain of bases (CG-GEN-09).
    #[error("the figures of group {} of column {} are not one unbroken chain of bases: each base must touch the next", .group.saturating_add(1), column_name(*.column))]
    BrokenChain {
        /// The column's index.
        column: usize,
        /// The group's index in the column.
        group: usize,
    },
    /// The table and the deployment do not make a legal field for a reason that names no
    /// figure of the columns (a wild animal's token, an area or group the table does not have).
    #[error("the table and deployment are not legal: {reason}")]
    BadTable {
        /// Why.
        reason: String,
    },
    /// A scripted dice source ran dry, or held a value that does not fit, while setting up
    /// (shuffles, star-difference draws).
    #[error("during set-up, {0}")]
    Dice(#[from] DiceError),
    /// More characters or auxiliaries join one group than the engine numbers (at most 255 of
    /// each per group).
    #[error("{count} {joined} join group {} of {}: at most 255 per group", .group.saturating_add(1), column_name(*.column))]
    TooManyJoined {
        /// The column's index (0 or 1).
        column: usize,
        /// The group's index in the column (0-based).
        group: usize,
        /// "characters" or "auxiliaries".
        joined: &'static str,
        /// How many join it.
        count: usize,
    },
    /// The engine refused to open the game on this setup for a reason other than the dice:
    /// `step` of the set-up failed with the engine's own `error` (kept as it was).
    #[error("the game cannot open on this setup: {step} failed: {error}")]
    Opening {
        /// The set-up step that failed.
        step: OpeningStep,
        /// Why.
        error: RuleError,
    },
}

/// A column as set-up errors name it: "One" for index 0, "Two" for 1.
pub(crate) fn column_name(column: usize) -> &'static str {
    match column {
        0 => "One",
        1 => "Two",
        _ => "(no such column)",
    }
}

/// The steps of opening a game after its setup is checked (Congo rulebook, "Adventuring in
/// Africa" and "Planning the Expedition"), as [`SetupError::Opening`] names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OpeningStep {
    /// The Totem cards drawn for the difference in stars (CG-ADV-04).
    StarDifference,
    /// The first turn's opening phase (CG-TURN-02 to CG-TURN-04, the Adventure's start-of-turn
    /// rules).
    FirstTurn,
    /// The Exhausted rolls after deployment (CG-USR-01).
    Exhausted,
}

impl core::fmt::Display for OpeningStep {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            OpeningStep::StarDifference => "the Totem draws for the difference in stars",
            OpeningStep::FirstTurn => "the first turn's opening phase",
            OpeningStep::Exhausted => "the Exhausted rolls after deployment",
        })
    }
}

impl SetupError {
    /// The set-up error for the engine's `error` during `step`: a dice failure stays
    /// [`SetupError::Dice`], anything else is [`SetupError::Opening`] with its cause kept.
    pub(crate) fn opening(step: OpeningStep, error: RuleError) -> SetupError {
        match error {
            RuleError::Dice(d) => SetupError::Dice(d),
            error => SetupError::Opening { step, error },
        }
    }
}

impl Coded for SetupError {
    fn code(&self) -> ErrorCode {
        match self {
            SetupError::EmptyColumn { .. }
            | SetupError::TooManyGroups { .. }
            | SetupError::WrongFigureCount { .. }
            | SetupError::NoMembers { .. }
            | SetupError::NoTurns
            | SetupError::BadActionCards { .. }
            | SetupError::BadTotemDeck { .. }
            | SetupError::TooLarge
            | SetupError::TooManyJoined { .. }
            | SetupError::BadPlacement { .. }
            | SetupError::BrokenChain { .. }
            | SetupError::BadTable { .. } => ErrorCode::InvalidSetup,
            SetupError::Dice(d) => d.code(),
            // The engine's refusal keeps its code, except that a refusal of the rules while
            // opening is the setup's fault.
            SetupError::Opening { error, .. } => match error.code() {
                ErrorCode::GameOver | ErrorCode::NotYourDecision | ErrorCode::IllegalDecision => {
                    ErrorCode::InvalidSetup
                }
                code => code,
            },
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
    /// The card in play has no action left of the kind the decision needs.
    #[error("illegal decision: {needed}")]
    NoActionLeft {
        /// The action needed.
        needed: ActionNeeded,
    },
    /// The group may not do what the decision asks of it.
    #[error("illegal decision: {}", GroupCannot(*.group, .reason))]
    GroupCannotAct {
        /// The group.
        group: GroupId,
        /// Why not.
        reason: CannotAct,
    },
    /// A Totem card that may not be played (or kept).
    #[error("illegal decision: {0}")]
    Totem(TotemRefusal),
    /// The target is not within range and in line of sight of the leading figure.
    #[error("illegal decision: the {} is not within range and in line of sight of the leading figure", if .animal.is_some() { "animal" } else { "target" })]
    NotInRange {
        /// The shooting group.
        group: GroupId,
        /// The target group, when a group is shot.
        target: Option<GroupId>,
        /// The target animal's number, when a wild animal is shot.
        animal: Option<u16>,
    },
    /// A target (or group named for an effect) the rule does not allow.
    #[error("illegal decision: {0}")]
    BadTarget(BadTarget),
    /// The decision names a wrong number of things.
    #[error("illegal decision: {}", Count(*.counted, *.expected, *.given))]
    WrongCount {
        /// What is counted.
        counted: Counted,
        /// How many the rule wants.
        expected: usize,
        /// How many the decision names.
        given: usize,
    },
    /// The decision names something that is not there.
    #[error("illegal decision: {0}")]
    Unavailable(Unavailable),
    /// The decision comes at a moment its rule does not allow.
    #[error("illegal decision: {0}")]
    WrongMoment(Timing),
    /// A chapter's own rule refuses the decision.
    #[error("illegal decision: {0}")]
    Forbidden(Forbidden),
    /// Geometry refuses the move (the message names a wild animal or an Adventure's piece by
    /// its name where geometry knows only its key).
    #[error("illegal decision: {message}")]
    IllegalMove {
        /// Geometry's refusal.
        error: crate::geometry::IllegalMove,
        /// Its text, things named.
        message: String,
    },
    /// One of congo-model's tables or rules refuses.
    #[error("illegal decision: {0}")]
    Model(ModelRefusal),
    /// One of the engine's own limits was reached.
    #[error("illegal decision: {0}")]
    EngineLimit(EngineLimit),
    /// A casualty choice that leaves the group's figures in more chains than another choice
    /// would (CG-SHOOT-15, group integrity: one unbroken chain where any choice keeps one; else
    /// the fewest chains any choice leaves, docs/rulings.md "A group that cannot stay one chain").
    #[error(
        "group integrity: the figures of group {} left by this choice stand in {chains} chains, and a choice leaving {fewest} exists (the figures left must form one unbroken chain where they can)",
        group.0
    )]
    BreaksIntegrity {
        /// The group.
        group: GroupId,
        /// The chains this choice leaves.
        chains: usize,
        /// The fewest chains a legal choice leaves.
        fewest: usize,
    },
    /// A casualty choice naming the wrong number of figures.
    #[error("remove exactly {expected} figures, not {given}")]
    CasualtyCount {
        /// The figures to remove.
        expected: usize,
        /// The figures named.
        given: usize,
    },
    /// The scripted dice ran dry, or held a value that does not fit, while resolving the
    /// decision.
    #[error("{0}")]
    Dice(#[from] DiceError),
}

impl Coded for RuleError {
    fn code(&self) -> ErrorCode {
        match self {
            RuleError::GameOver => ErrorCode::GameOver,
            RuleError::NotYourDecision { .. } => ErrorCode::NotYourDecision,
            RuleError::WrongDecision { .. }
            | RuleError::NoActionLeft { .. }
            | RuleError::GroupCannotAct { .. }
            | RuleError::Totem(_)
            | RuleError::NotInRange { .. }
            | RuleError::BadTarget(_)
            | RuleError::WrongCount { .. }
            | RuleError::Unavailable(_)
            | RuleError::WrongMoment(_)
            | RuleError::Forbidden(_)
            | RuleError::IllegalMove { .. }
            | RuleError::Model(_)
            | RuleError::EngineLimit(_)
            | RuleError::BreaksIntegrity { .. }
            | RuleError::CasualtyCount { .. } => ErrorCode::IllegalDecision,
            RuleError::UnknownGroup(_) | RuleError::UnknownFigure { .. } => ErrorCode::UnknownId,
            RuleError::Dice(d) => d.code(),
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
        // Each dice failure keeps its own code through the engine's errors.
        assert_eq!(dry.code(), ErrorCode::DiceExhausted);
        assert_eq!(bad.code(), ErrorCode::ScriptedValueOutOfRange);
        let refused =
            RuleError::from(DiceError::ScriptedValueOutOfRange { value: 9, wanted: "D6".into(), min: 1, max: 6 });
        assert!(!refused.to_string().contains("ran dry"), "{refused}");
        assert_eq!(refused.code(), ErrorCode::ScriptedValueOutOfRange);
        assert_eq!(RuleError::from(DiceError::EmptyRange).code(), ErrorCode::EmptyRange);
        let twice = RuleError::from(DiceError::AlreadyRerolled { die: tabletop::Die::D6, face: 2 });
        assert_eq!(twice.code(), ErrorCode::AlreadyRerolled);
    }

    // Every typed refusal of the rules keeps the one code the bindings have always seen for a
    // refusal, and reads as the bare-string refusals read before them.
    #[test]
    fn typed_refusals_keep_the_illegal_decision_code_and_their_wording() {
        let refusals = [
            (
                RuleError::NoActionLeft { needed: ActionNeeded::Shooting },
                "illegal decision: no shooting action is left on this card",
            ),
            (
                RuleError::GroupCannotAct { group: GroupId(3), reason: CannotAct::AlreadyActed },
                "illegal decision: group 3 already performed an action this action step (one action per group per step)",
            ),
            (
                RuleError::Totem(TotemRefusal::NotInHand { card: 4, animal: TotemAnimal::Giraffe }),
                "illegal decision: totem card 4 is not a giraffe in your hand",
            ),
            (
                RuleError::NotInRange { group: GroupId(0), target: Some(GroupId(1)), animal: None },
                "illegal decision: the target is not within range and in line of sight of the leading figure",
            ),
            (
                RuleError::WrongCount { counted: Counted::ActionCards, expected: 3, given: 2 },
                "illegal decision: choose exactly 3 action cards, not 2",
            ),
            (
                RuleError::Unavailable(Unavailable::RunAwayLeader {
                    figure: FigureId(6),
                    offered: vec![FigureId(5), FigureId(7)],
                }),
                "illegal decision: figure 6 cannot lead the longest run-away move of its group; expected one of [5, 7]",
            ),
            (
                RuleError::Forbidden(Forbidden::LongShortcut),
                "illegal decision: shortcuts never move a group more than three sticks",
            ),
        ];
        for (e, text) in refusals {
            assert_eq!(e.code(), ErrorCode::IllegalDecision, "{e:?}");
            assert_eq!(e.to_string(), text);
            assert_eq!(SetupError::opening(OpeningStep::FirstTurn, e).code(), ErrorCode::InvalidSetup);
        }
    }

    // A non-dice refusal while opening the game keeps its cause and its code: it was once
    // reported as `TooLarge` ("too many groups or figures") whatever it was.
    #[test]
    fn an_opening_refusal_keeps_its_own_cause_and_code() {
        let e = SetupError::opening(OpeningStep::FirstTurn, RuleError::UnknownGroup(GroupId(9)));
        assert_eq!(e, SetupError::Opening { step: OpeningStep::FirstTurn, error: RuleError::UnknownGroup(GroupId(9)) });
        assert_eq!(e.code(), ErrorCode::UnknownId);
        assert_eq!(
            e.to_string(),
            "the game cannot open on this setup: the first turn's opening phase failed: there is no group 9"
        );
        let e = SetupError::opening(OpeningStep::Exhausted, RuleError::Forbidden(Forbidden::CharacterOnBase));
        assert!(matches!(e, SetupError::Opening { step: OpeningStep::Exhausted, .. }), "{e:?}");
        assert_eq!(e.code(), ErrorCode::InvalidSetup);
        assert!(!e.to_string().contains("too many"), "{e}");
        let dry = DiceError::ScriptExhausted { wanted: "a D8".into() };
        let e = SetupError::opening(OpeningStep::StarDifference, RuleError::Dice(dry.clone()));
        assert_eq!(e, SetupError::Dice(dry));
    }
}
