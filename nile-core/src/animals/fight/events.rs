//! What happens in a fight with animals, as events (dice shown).

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::animals::creature::{Creature, MeleeRound, Reaction, SurvivalRoll};
use crate::animals::shot::{ShotKind, ShotOutcome};
use crate::deck::CardColour;

/// One thing that happened in a fight with animals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAnimalEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AnimalEvent {
    /// A new turn began (the deck is reshuffled).
    TurnBegan {
        /// Turn number.
        turn: u32,
    },
    /// A card was drawn.
    CardDrawn {
        /// Its colour.
        colour: CardColour,
    },
    /// A charging hippopotamus reached a man's canoe (On River 3, EX-EVENT-RIVER-11): the D6,
    /// and whether the canoe was upset (else it stays upright and he cannot shoot this turn).
    HitCanoe {
        /// The man.
        member: usize,
        /// The D6.
        face: u8,
        /// True when the canoe capsized.
        capsized: bool,
    },
    /// A man shot at an animal (or at the porter).
    Shot {
        /// The man.
        member: usize,
        /// The animal, or None for a shot at the porter.
        beast: Option<usize>,
        /// Aimed or snap.
        kind: ShotKind,
        /// The dice.
        outcome: ShotOutcome,
    },
    /// A near miss hit the engaged porter (encounter 11): 1D6 + 3 damage.
    PorterHit {
        /// The porter.
        member: usize,
        /// Damage.
        damage: u32,
    },
    /// An animal reacted (to a shot, or after losing its porter).
    Reacted {
        /// The animal.
        beast: usize,
        /// Its new behaviour.
        reaction: Reaction,
    },
    /// A man moved.
    MemberMoved {
        /// The man.
        member: usize,
        /// From (inches on the line).
        from: i32,
        /// To.
        to: i32,
    },
    /// A man did nothing.
    Held {
        /// The man.
        member: usize,
    },
    /// An animal moved.
    BeastMoved {
        /// The animal.
        beast: usize,
        /// From.
        from: i32,
        /// To.
        to: i32,
    },
    /// An animal stood up after a knock-down, its only action.
    StoodUp {
        /// The animal.
        beast: usize,
    },
    /// One round of melee (the man is the first side).
    Melee {
        /// The man.
        member: usize,
        /// The animal.
        beast: usize,
        /// The dice.
        round: MeleeRound,
    },
    /// A single hit knocked someone down.
    KnockedDown {
        /// Man (true) or animal (false).
        man: bool,
        /// Its index.
        index: usize,
    },
    /// A Survival Table roll.
    Survival {
        /// Man or animal.
        man: bool,
        /// Index.
        index: usize,
        /// The roll.
        roll: SurvivalRoll,
    },
    /// A death.
    Died {
        /// Man or animal.
        man: bool,
        /// Index.
        index: usize,
    },
    /// An animal is 24" or more from every man: it has left the fight.
    Left {
        /// The animal.
        beast: usize,
    },
    /// The fight ended.
    Ended(FightEnding),
}

/// How a fight with animals ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileFightEnding"))]
pub struct FightEnding {
    /// Animals killed.
    pub killed: Vec<Creature>,
    /// Indexes of the men who died.
    pub dead_members: Vec<usize>,
    /// Turns played.
    pub turns: u32,
    /// True when the fight stopped at the turn limit.
    pub timed_out: bool,
    /// Canoes a charging hippopotamus upset (On River 3, EX-EVENT-RIVER-11): their men and
    /// supplies went into the river.
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub canoes_upset: u32,
}
