//! Typed errors: a setup or outfit that cannot start a game, and a refused decision.
//! Each maps to a stable [`tabletop::ErrorCode`] through [`tabletop::error::Coded`].

use crate::map::Approach;
use crate::party::TeamId;
use crate::supercargo::SupercargoKind;
use alloc::string::String;
use tabletop::DiceError;
use tabletop::error::{Coded, ErrorCode};

/// A team's purchases break an outfitting rule (expedition game, "Outfitting The Expeditions").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OutfitError {
    /// The purchases cost more than the team's money.
    #[error("the outfit costs ${cost} but the team has ${money} (the $1,000 budget plus supercargo donations)")]
    OverBudget {
        /// Total price.
        cost: u32,
        /// Budget plus donations.
        money: u32,
    },
    /// More to carry than the party can.
    #[error(
        "the party must carry {portage} portage points but can carry only {capacity} (bearers 10, pack animals 40, wagon 300, cart 110 with the piano)"
    )]
    Overloaded {
        /// Portage Points to carry.
        portage: u32,
        /// Carrying capacity.
        capacity: u32,
    },
    /// More pack animals than the bearers can lead.
    #[error("{animals} pack animals need at least {} bearers to lead them (3 each), but only {bearers} were hired", .animals.div_ceil(3))]
    AnimalsUnled {
        /// Pack animals and camels.
        animals: u32,
        /// Bearers of both kinds.
        bearers: u32,
    },
    /// The same supercargo listed twice.
    #[error("{supercargo:?} is listed twice: a supercargo joins an expedition once")]
    SupercargoTwice {
        /// The supercargo.
        supercargo: SupercargoKind,
    },
    /// A supercargo already taken by another team.
    #[error("{supercargo:?} already travels with {team}: each supercargo joins one team only")]
    SupercargoTaken {
        /// The supercargo.
        supercargo: SupercargoKind,
        /// The team that took them first.
        team: TeamId,
    },
    /// Extra oxen without the Heroine's wagon.
    #[error("{oxen} extra oxen were bought but there is no ox-wagon (it comes with the Heroine)")]
    OxenWithoutWagon {
        /// Oxen bought.
        oxen: u32,
    },
    /// Extra mules without the Missionaries' cart.
    #[error("{mules} extra mules were bought but there is no mule cart (it comes with the Missionaries)")]
    MulesWithoutCart {
        /// Mules bought.
        mules: u32,
    },
    /// The explorer's own extra load exceeds one man's load.
    #[error("the explorer's own extra load is {portage} portage points; one man carries at most {capacity}")]
    ExplorerOverloaded {
        /// Portage Points.
        portage: u32,
        /// A man's load.
        capacity: u32,
    },
    /// Rounds for a weapon the explorer does not carry.
    #[error("the explorer carries rounds for a {weapon} but no {weapon}")]
    RoundsWithoutWeapon {
        /// "rifle" or "pistol".
        weapon: &'static str,
    },
    /// More men or animals than one expedition can field (each needs its own id; a guard
    /// against absurd setups, far above anything the $1,000 budget buys).
    #[error("the outfit hires {men} men and {animals} animals; an expedition takes at most {limit} of each")]
    TooManyHands {
        /// Men hired (askari, guides, bearers, reliable bearers).
        men: u32,
        /// Pack animals, camels, extra oxen and extra mules.
        animals: u32,
        /// The limit for each.
        limit: u32,
    },
    /// Ammunition comes in boxes of 10 rounds.
    #[error("{rounds} rounds is not a whole number of boxes: ammunition is sold by 10 rounds")]
    PartialBox {
        /// Rounds asked for.
        rounds: u32,
    },
}

impl Coded for OutfitError {
    fn code(&self) -> ErrorCode {
        match self {
            OutfitError::OverBudget { .. }
            | OutfitError::Overloaded { .. }
            | OutfitError::AnimalsUnled { .. }
            | OutfitError::SupercargoTwice { .. }
            | OutfitError::SupercargoTaken { .. }
            | OutfitError::OxenWithoutWagon { .. }
            | OutfitError::MulesWithoutCart { .. }
            | OutfitError::ExplorerOverloaded { .. }
            | OutfitError::RoundsWithoutWeapon { .. }
            | OutfitError::PartialBox { .. }
            | OutfitError::TooManyHands { .. } => ErrorCode::InvalidRoster,
        }
    }
}

/// A setup that cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// Not 1 to 4 teams.
    #[error("the game needs 1 to 4 teams, {count} were given")]
    TeamCount {
        /// Teams given.
        count: usize,
    },
    /// Two teams on one approach.
    #[error("two teams start on the {approach:?} approach; each approach takes one team")]
    SharedApproach {
        /// The approach.
        approach: Approach,
    },
    /// The approach terrains are not Veldt, Swamp, Jungle and Desert, one each.
    #[error("the approach terrains must be veldt, swamp, jungle and desert, one each")]
    ApproachTerrains,
    /// A team's outfit is invalid.
    #[error("{team}'s outfit: {source}")]
    Outfit {
        /// The team.
        team: TeamId,
        /// What is wrong.
        #[source]
        source: OutfitError,
    },
    /// The day limit is zero.
    #[error("the day limit must be at least 1")]
    NoDays,
    /// The dice ran dry while setting up.
    #[error("dice: {0}")]
    Dice(#[from] DiceError),
}

impl Coded for SetupError {
    fn code(&self) -> ErrorCode {
        match self {
            SetupError::TeamCount { .. }
            | SetupError::SharedApproach { .. }
            | SetupError::ApproachTerrains
            | SetupError::NoDays => ErrorCode::InvalidSetup,
            SetupError::Outfit { .. } => ErrorCode::InvalidRoster,
            SetupError::Dice(d) => d.code(),
        }
    }
}

/// A refused decision; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over: no decision is accepted")]
    GameOver,
    /// Another team (or nobody) must decide now.
    #[error("{team} has nothing to decide now; waiting for {waiting}")]
    NotYourTurn {
        /// The sender.
        team: TeamId,
        /// Who is awaited.
        waiting: String,
    },
    /// The decision does not answer the question asked.
    #[error("{got} does not answer the question asked now ({expected})")]
    WrongDecision {
        /// The decision's kind.
        got: &'static str,
        /// What is expected.
        expected: String,
    },
    /// The decision breaks a rule.
    #[error("{0}")]
    Illegal(String),
    /// A man id that is not in the party.
    #[error("man {id} is not with {team}'s party")]
    UnknownMan {
        /// The id.
        id: u16,
        /// The team.
        team: TeamId,
    },
    /// A team number that is not in the game (a pantomime guessed by team 3 in a two-team
    /// race, say).
    #[error("team {team} is not in the game, which has {teams} teams (numbered from 0)")]
    UnknownTeam {
        /// The number named.
        team: u8,
        /// How many teams play.
        teams: usize,
    },
    /// A scripted dice source ran dry.
    #[error("dice: {0}")]
    Dice(#[from] DiceError),
}

impl Coded for RuleError {
    fn code(&self) -> ErrorCode {
        match self {
            RuleError::GameOver => ErrorCode::GameOver,
            RuleError::NotYourTurn { .. } => ErrorCode::NotYourDecision,
            RuleError::WrongDecision { .. } | RuleError::Illegal(_) => ErrorCode::IllegalDecision,
            RuleError::UnknownMan { .. } | RuleError::UnknownTeam { .. } => ErrorCode::UnknownId,
            RuleError::Dice(d) => d.code(),
        }
    }
}
