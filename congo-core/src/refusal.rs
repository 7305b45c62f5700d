//! Why a decision breaks a rule, in types: the reasons that [`crate::RuleError`]'s refusals
//! carry, so that a caller matches on which rule refused and what it named instead of on a
//! message. Every one of them has the code [`tabletop::ErrorCode::IllegalDecision`]; the texts
//! are the messages the refusals show after "illegal decision: ".
//!
//! The groups: an action the card no longer has ([`ActionNeeded`]), a group that may not do
//! what it was asked ([`CannotAct`]), a Totem card that may not be played ([`TotemRefusal`]), a
//! target the rule does not allow ([`BadTarget`]), a count of named things that is wrong
//! ([`Counted`]), something named that is not there ([`Unavailable`]), a decision sent at the
//! wrong moment ([`Timing`]), one chapter's own rule ([`Forbidden`]), a data table's refusal
//! ([`ModelRefusal`]) and the engine's own limits ([`EngineLimit`]).
//!
//! This module names no rule chapter's type: an animal is its number, a Dangerous Terrain
//! choice its name.

use crate::state::{FigureId, GroupId};
use alloc::string::String;
use alloc::vec::Vec;
use tabletop::Die;

/// The action the card in play no longer has for the decision (CG-TURN-08: each action of a
/// card is used once, by one group).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionNeeded {
    /// A Movement action, of either colour.
    #[error("no movement action is left on this card")]
    Movement,
    /// A black Movement action: only black movement engages.
    #[error("no black movement action is left on this card (red movement cannot engage)")]
    BlackMovement,
    /// A Movement action for the move that follows a harassment's shot (CG-USR-13).
    #[error("no movement action is left on this card for the harassment's move")]
    HarassmentMove,
    /// A Shooting action.
    #[error("no shooting action is left on this card")]
    Shooting,
    /// An Influence action, of either colour.
    #[error("no influence action is left on this card")]
    Influence,
    /// A black Influence action: red influence only rallies (terror needs black).
    #[error("no black influence action is left on this card (red influence is rally only)")]
    BlackInfluence,
}

/// Why a group may not do what the decision asks of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CannotAct {
    /// It is not one of the player's groups.
    NotYours,
    /// It is not one of the player's groups on the table.
    NotYoursOnTable,
    /// It is not on the table (waiting to enter, gone or destroyed).
    NotOnTable,
    /// It already performed an action this action step (one action per group per step).
    AlreadyActed,
    /// It has a Panic token or two Movement tokens: no movement action (CG-STRESS).
    NoMovement,
    /// It has a Movement token: it may not pick up the pace.
    NoPickingUpPace,
    /// It has a Movement token or carries a bulky load: it may not pick up the pace.
    NoPickingUpPaceLoaded,
    /// Four Stress tokens: it may not engage in melee.
    NoMeleeAtFour,
    /// Four Stress tokens: it may not fight the melee a reach would start.
    NoMeleeFightAtFour,
    /// Four Stress tokens: no shooting action (shoot or reload).
    NoShootingAtFour,
    /// Four Stress tokens: it may not go to ground.
    NoGoingToGroundAtFour,
    /// A Panic token: it may only rally.
    OnlyRally,
    /// A smoke marker: it must reload before firing again.
    MustReload,
    /// It has no Shooting value.
    NoShootingValue,
    /// It has no ranged weapon.
    NoRangedWeapon,
    /// It has no smoke marker to remove.
    NoSmokeMarker,
    /// It has no Stress token to rally.
    NoStressToRally,
    /// It has no token of this kind.
    NoToken(crate::stress::StressKind),
    /// The witchdoctor's group would pass four Stress tokens (CG-SORC-04).
    WouldPassFour,
    /// It is not waiting off table to enter.
    NotWaitingToEnter,
    /// Its detachment may not enter yet.
    MayNotEnterYet,
    /// It may plunder only one of the houses it touches.
    PlundersOneHouse,
    /// To plunder with a Movement action it must start in contact with the house.
    NotInContactWithHouse,
    /// It may not take the Stress token given.
    CannotTakeToken,
}

/// [`CannotAct`]'s text for one group.
pub(crate) struct GroupCannot<'a>(pub(crate) GroupId, pub(crate) &'a CannotAct);

impl core::fmt::Display for GroupCannot<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let g = self.0.0;
        match self.1 {
            CannotAct::NotYours => write!(f, "group {g} is not one of your groups"),
            CannotAct::NotYoursOnTable => write!(f, "group {g} is not one of your groups on the table"),
            CannotAct::NotOnTable => write!(f, "group {g} is not on the table"),
            CannotAct::AlreadyActed => {
                write!(f, "group {g} already performed an action this action step (one action per group per step)")
            }
            CannotAct::NoMovement => {
                f.write_str("a group with a panic token or two movement tokens cannot take a movement action")
            }
            CannotAct::NoPickingUpPace => f.write_str("a group with a movement stress token cannot pick up the pace"),
            CannotAct::NoPickingUpPaceLoaded => {
                f.write_str("a group with a movement stress token (or a bulky load) cannot pick up the pace")
            }
            CannotAct::NoMeleeAtFour => f.write_str("a group with four stress tokens cannot engage in melee"),
            CannotAct::NoMeleeFightAtFour => f.write_str("a group with four stress tokens cannot fight a melee"),
            CannotAct::NoShootingAtFour => {
                f.write_str("a group with four stress tokens cannot take a shooting action (shoot or reload)")
            }
            CannotAct::NoGoingToGroundAtFour => f.write_str("a group with four Stress tokens cannot go to ground"),
            CannotAct::OnlyRally => f.write_str("a group with a panic token can only rally"),
            CannotAct::MustReload => f.write_str("the group has a smoke marker: it must reload before firing again"),
            CannotAct::NoShootingValue => f.write_str("the group has no shooting value"),
            CannotAct::NoRangedWeapon => f.write_str("the group has no ranged weapon"),
            CannotAct::NoSmokeMarker => f.write_str("the group has no smoke marker to remove"),
            CannotAct::NoStressToRally => f.write_str("the group has no stress token to rally"),
            CannotAct::NoToken(t) => write!(f, "the group has no {t:?} token"),
            CannotAct::WouldPassFour => {
                f.write_str("no more stress token may be drawn: the witchdoctor's group would pass four")
            }
            CannotAct::NotWaitingToEnter => write!(f, "group {g} is not waiting off table to enter"),
            CannotAct::MayNotEnterYet => f.write_str(
                "the group's detachment may not enter yet (its turn has not come or its entry point is not known)",
            ),
            CannotAct::PlundersOneHouse => write!(f, "group {g} may plunder only one of the houses it touches"),
            CannotAct::NotInContactWithHouse => {
                f.write_str("to plunder a house with a Movement action the group must start in contact with it")
            }
            CannotAct::CannotTakeToken => write!(f, "group {g} cannot take the token"),
        }
    }
}

/// The animal a Totem card must show for the play (Congo rulebook, "Totem cards effects").
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TotemAnimal {
    /// Crocodile: more dice to one roll.
    #[error("crocodile")]
    Crocodile,
    /// Lion: one more full action.
    #[error("lion")]
    Lion,
    /// Buffalo: one Stress token returned.
    #[error("buffalo")]
    Buffalo,
    /// Gorilla: two red Movement actions.
    #[error("gorilla")]
    Gorilla,
    /// Giraffe: +S to a move or a range.
    #[error("giraffe")]
    Giraffe,
    /// Cheetah: initiative 8.
    #[error("cheetah")]
    Cheetah,
}

impl TotemAnimal {
    /// The animal a Totem card of `kind` shows.
    pub fn of(kind: crate::totem::TotemKind) -> TotemAnimal {
        use crate::totem::TotemKind as K;
        match kind {
            K::Crocodile { .. } => TotemAnimal::Crocodile,
            K::Lion => TotemAnimal::Lion,
            K::Buffalo => TotemAnimal::Buffalo,
            K::Gorilla => TotemAnimal::Gorilla,
            K::Giraffe => TotemAnimal::Giraffe,
            K::Cheetah => TotemAnimal::Cheetah,
        }
    }
}

/// Why a Totem card may not be played (or kept).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TotemRefusal {
    /// The card is not in the player's hand, or shows another animal.
    #[error("totem card {card} is not a {animal} in your hand")]
    NotInHand {
        /// The card's id.
        card: u8,
        /// The animal the play needs.
        animal: TotemAnimal,
    },
    /// The card to play is not in the player's hand.
    #[error("no such totem card in hand")]
    NoSuchCard {
        /// The card's id.
        card: u8,
    },
    /// Only one card of this animal may be played each action step (CG-TOTEM-06 to 08).
    #[error("only one {animal} card may be played each action step")]
    OncePerStep {
        /// The animal.
        animal: TotemAnimal,
    },
    /// A Buffalo never returns a Panic token (CG-TOTEM-07).
    #[error("a buffalo may never remove a panic token")]
    BuffaloOnPanic,
    /// A trap is set by discarding a Totem card from the hand.
    #[error("a trap needs a totem card from your hand")]
    TrapWithoutCard {
        /// The card named.
        card: u8,
    },
    /// The card kept is not one of those offered, or is named twice.
    #[error("totem card {card} is not one of the cards offered (or is named twice)")]
    NotOffered {
        /// The card named.
        card: u8,
    },
    /// Big Chief keeps one of the two cards he drew.
    #[error("keep one of the two totem cards big chief drew")]
    BigChiefKeeps {
        /// The card named.
        card: u8,
    },
}

/// A target (or a group named for a rule's effect) that the rule does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BadTarget {
    /// A shot targets an enemy group on the table.
    #[error("the target must be an enemy group on the table")]
    ShotAtNonEnemy(GroupId),
    /// Only an enemy group on the table can be engaged.
    #[error("only an enemy group on the table can be engaged")]
    EngagedNonEnemy(GroupId),
    /// The animal named is not a living animal on the table.
    #[error("there is no living animal {0} on the table")]
    NoLivingAnimal(u16),
    /// Terror targets an enemy group on the table.
    #[error("terror targets an enemy group on the table")]
    TerrorAtNonEnemy(GroupId),
    /// A group can be targeted by terror only once per action step.
    #[error("a group can be targeted by terror only once per action step")]
    TerrorTwice(GroupId),
    /// A trap is set for an enemy group on the table.
    #[error("a trap is set for an enemy group on the table")]
    TrapForNonEnemy(GroupId),
    /// A trap is set for a group in a dangerous area.
    #[error("a trap is set for a group in a dangerous area")]
    TrapOutsideDanger(GroupId),
    /// The ritual may not be cast at that target.
    #[error("that target is not one the {} may be cast at", .0.name())]
    RitualTarget(crate::profile::Ritual),
    /// A Buffalo returns a token of one of the player's groups on the table.
    #[error("the buffalo removes a token from one of your groups on the table")]
    BuffaloOnOtherGroup(GroupId),
    /// The rule does not remove this group's Stress token.
    #[error("that group is not one whose stress token this rule may remove")]
    StressRemoval(GroupId),
    /// Influence moves a token from a friendly group within reach that holds it.
    #[error("group {} is not a friendly group within reach holding a {token:?} token", .group.0)]
    TokenSource {
        /// The group named.
        group: GroupId,
        /// The token.
        token: crate::stress::StressKind,
    },
    /// The group may not take the action the rule grants.
    #[error("that group may not take the action this rule grants")]
    BonusGroup(GroupId),
}

/// What a decision names a wrong number of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Counted {
    /// Action cards chosen for the turn (CG-TURN-03).
    ActionCards,
    /// Stress tokens returned to the bag.
    TokensReturned,
    /// Totem cards kept of those offered.
    TotemCardsKept,
    /// Dice discarded (Stress tokens or partial shooting).
    DiceDiscarded,
}

/// [`Counted`]'s text for a count.
pub(crate) struct Count(pub(crate) Counted, pub(crate) usize, pub(crate) usize);

impl core::fmt::Display for Count {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let Count(what, expected, given) = self;
        match what {
            Counted::ActionCards => write!(f, "choose exactly {expected} action cards, not {given}"),
            Counted::TokensReturned => write!(f, "return exactly {expected} tokens, not {given}"),
            Counted::TotemCardsKept => write!(f, "keep exactly {expected} of the totem cards offered, not {given}"),
            Counted::DiceDiscarded => {
                write!(f, "discard exactly {expected} dice (Stress tokens or partial shooting), not {given}")
            }
        }
    }
}

/// Something the decision names that is not there to name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Unavailable {
    /// The Action card is not one of the player's cards left this turn.
    #[error("card {0} is not one of your cards left this turn")]
    CardNotLeft(u8),
    /// No Action card has this initiative.
    #[error("there is no action card with initiative {0}")]
    NoActionCard(u8),
    /// The Action card is chosen twice.
    #[error("action card {0} is chosen twice")]
    CardChosenTwice(u8),
    /// The Action card is not in the player's Confusion hand (CG-USR-02).
    #[error("action card {0} is not in your hand")]
    CardNotInHand(u8),
    /// The figure is named twice.
    #[error("figure {} is named twice", .0.0)]
    FigureNamedTwice(FigureId),
    /// The die is not (or no longer) in the pool.
    #[error("there is no {0} left in the pool to discard")]
    DieNotInPool(Die),
    /// The group holds no (more) token of this kind to return.
    #[error("the group has no {0:?} token left to return")]
    TokenToReturn(crate::stress::StressKind),
    /// The Adventure has no such piece.
    #[error("there is no adventure piece {0}")]
    NoPiece(u16),
    /// The Adventure's piece is not lying on the table.
    #[error("adventure piece {0} is not lying on the table")]
    PieceNotOnTable(u16),
    /// The choice is not one of the options offered (by their names).
    #[error("{choice} is not one of the options offered: [{}]", .offered.join(", "))]
    NotAnOption {
        /// The choice made.
        choice: String,
        /// The options offered.
        offered: Vec<String>,
    },
    /// The figure cannot lead the longest run-away move of its group (CG-FLEE).
    #[error("figure {} cannot lead the longest run-away move of its group; expected one of {:?}", .figure.0, .offered.iter().map(|f| f.0).collect::<Vec<_>>())]
    RunAwayLeader {
        /// The figure named.
        figure: FigureId,
        /// The figures that may lead it.
        offered: Vec<FigureId>,
    },
}

/// A decision sent at a moment its rule does not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Timing {
    /// A trap may be set once per turn.
    #[error("a trap may be set once per turn")]
    TrapOncePerTurn,
    /// A trap is set before resolving one of the player's Action cards.
    #[error("a trap is set before resolving one of your action cards")]
    TrapOutsideCard,
    /// ... before the card's first action is used.
    #[error("a trap is set before resolving one of your action cards, not after using one of its actions")]
    TrapAfterAction,
    /// A harassment's move needs an Action card being resolved (CG-USR-13).
    #[error("no action card is being resolved for the harassment's move")]
    HarassmentWithoutCard,
}

/// A chapter's own rule, refusing a decision it names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Forbidden {
    /// Shortcuts never move a group more than three sticks.
    #[error("shortcuts never move a group more than three sticks")]
    LongShortcut,
    /// The move does not engage the group it names.
    #[error("the move does not engage the named group: a stick must touch one of its figures")]
    MissesNamedGroup,
    /// The move does not engage the animal it names.
    #[error("the move does not engage the named animal: a stick must touch its base")]
    MissesNamedAnimal,
    /// The move touches an enemy it does not name.
    #[error("the move touches an enemy: name the group or animal to engage it")]
    UnnamedEnemy,
    /// Red movement cannot engage.
    #[error("red movement cannot engage")]
    RedEngages,
    /// An entry engages one enemy, a group or an animal (CG-USR-07).
    #[error("an entry engages one enemy: a group or an animal, not both")]
    EntryEngagesTwo,
    /// A group entering the table is led by its first figure.
    #[error("a group entering the table is led by its first figure")]
    EntryLeader,
    /// A group entering the table reaches with two sticks.
    #[error("a group entering the table reaches with two sticks: the first ending on its entry point, then one more")]
    EntrySticks,
    /// The entry's first stick ends on the entry point.
    #[error(
        "a group entering the table lays its first stick's end on its entry point (where its leading figure's base goes)"
    )]
    EntryPoint,
    /// An entry meets no livestock animal.
    #[error("a group entering the table meets no livestock animal on its entry")]
    EntryMeetsLivestock,
    /// An Independent Character that may not join the player's groups.
    #[error("this independent character cannot join your groups")]
    CharacterWillNotJoin,
    /// A reach that does not come into contact with the animal.
    #[error("the move does not come into contact with the animal (a stick must touch it first)")]
    AnimalNotReached,
    /// The move does not leave the table.
    #[error("the move does not leave the table")]
    StaysOnTable,
    /// The Adventure does not let the group leave by this edge now.
    #[error("the adventure does not let this group leave the table by the {0:?} edge now")]
    ExitClosed(crate::geometry::table::Edge),
    /// The fleeing character would end on a model's base.
    #[error("the fleeing character would end on a model's base (only he moves: the leading figure stays)")]
    CharacterOnBase,
    /// The fleeing character is no longer with the group.
    #[error("the independent character is no longer with the group he flees")]
    CharacterGone,
    /// The fleeing character's move names his group.
    #[error("the independent character flees group {}: name that group", .0.0)]
    CharacterFlees(GroupId),
    /// After plundering the group may move one S stick, without engaging.
    #[error("after plundering the group may move one S stick, without engaging")]
    AfterPlunder,
    /// The area is not a house that may be plundered.
    #[error("that area is not a house that may be plundered")]
    NotAHouse,
    /// On the trail the group itself moves again, without engaging or a Totem card.
    #[error("on the trail the group itself moves again, without engaging and without a Totem card")]
    TrailMove,
    /// The trail leads out of the area, never into another terrain area.
    #[error("the trail leads out of the area, never into another terrain area")]
    TrailLeavesArea,
    /// Only a group with harassment may shoot before its move (CG-USR-13).
    #[error("only a group with harassment may shoot before its move")]
    NoHarassment,
    /// The rule grants another kind of action.
    #[error("the rule grants another kind of action")]
    OtherBonusKind,
    /// Frenzy's choice of figure.
    #[error(
        "frenzy eliminates a figure of the prince's group with a combat value, not the prince, keeping the group one chain"
    )]
    Frenzy,
    /// Litany's exchange of tokens.
    #[error(
        "litany exchanges one token of each of two different groups on the table, of different kinds, each held by its group"
    )]
    Litany,
    /// The Mad Hyena moves the group one S stick.
    #[error("the mad hyena moves the group one s stick")]
    MadHyena,
    /// The witchdoctor does not know the ritual.
    #[error("the witchdoctor does not know the {}", .0.name())]
    UnknownRitual(crate::profile::Ritual),
    /// The ritual has no range for a Giraffe to increase.
    #[error("the {} has no range for a giraffe to increase", .0.name())]
    RitualWithoutRange(crate::profile::Ritual),
    /// The terrifying death roll was a 1: a character or auxiliary is among the casualties.
    #[error("the terrifying death roll was a 1: a character or auxiliary must be among the casualties")]
    TerrifyingDeath,
    /// The traps rule does not benefit the column.
    #[error("the traps rule does not benefit this column")]
    NoTraps,
}

/// A refusal of one of congo-model's tables or rules, kept as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ModelRefusal {
    /// The field of groups (geometry).
    #[error("{0}")]
    Field(crate::geometry::FieldError),
    /// Dealing the Confusion hands (CG-USR-02).
    #[error("{0}")]
    Deal(crate::adventure::confusion::DealError),
    /// The Plunder table.
    #[error("{0}")]
    Plunder(crate::adventure::plunder::PlunderError),
    /// A Dangerous Terrain table.
    #[error("{0}")]
    DangerousTerrain(crate::dangerous_terrain::DangerousTerrainError),
    /// A ritual's incantation.
    #[error("{0}")]
    Sorcery(congo_model::sorcery::SorceryError),
}

/// One of the engine's own limits, reached (a bug or a game far past the rulebook's size).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EngineLimit {
    /// The resolution loop did not settle.
    #[error("the engine did not settle (internal limit reached)")]
    DidNotSettle,
    /// More figures than the 16-bit ids number.
    #[error("too many figures")]
    TooManyFigures,
    /// A Sinister Dangerous Terrain entry lost its three dice.
    #[error("the sinister dice were lost")]
    SinisterDiceLost,
    /// No Dangerous Terrain entry has this rule id.
    #[error("no dangerous terrain entry {0}")]
    NoTerrainEntry(String),
}
