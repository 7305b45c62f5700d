//! The Universal Special Rules an Adventure puts in force, with their parameters.
//!
//! Source: Congo rulebook, "Universal Special Rules" (Exhausted, Confusion, Savannah, Jungle,
//! Dense cover, Downpour, Traps, Enter on the table, Exiting the table, Independent Character,
//! Cattle, Special Events, Night, Objects, Plunder, Wild Animals).
//!
//! An Adventure lists its rules as [`UniversalRule`] values, at most one of each kind; the
//! parameters are what "the Adventure specifies" in the rulebook's wording (a duration, the
//! exits, the herds, the Event tokens, the Objects...). The turn engine gives each rule its
//! effect.

use super::{ObjectId, Side, Sides};
use crate::dangerous_terrain::{DangerousEffect, Environment};
use crate::geometry::{AreaId, Edge};
use crate::profile::DicePool;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Point};

/// The dice a livestock animal always rolls in melee (Cattle: "which always rolls 3D6").
pub const CATTLE_MELEE: DicePool = DicePool { count: 3, die: Die::D6 };

/// A Universal Special Rule in force in an Adventure, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoUniversalRule"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
#[serde(expecting = "a universal rule: an object with a `type` (e.g. `exhausted`, `night`)")]
pub enum UniversalRule {
    /// Exhausted (rule: CG-USR-01): after deployment the named columns roll 1D8 per group
    /// (success: nothing; failure: a Stress token; a 1: a Stress token and a figure lost).
    Exhausted {
        /// Which columns are exhausted (may be both).
        columns: Sides,
    },
    /// Confusion (rule: CG-USR-02): Action cards drawn at random, one may be swapped, keeping
    /// all three earns a Totem card; lasts to the end of turn `last_turn`.
    Confusion {
        /// The last turn of confusion (1 or more, at most the Adventure's turns).
        last_turn: u8,
    },
    /// Savannah (rule: CG-USR-03): the savannah Dangerous Terrain table and the lion.
    Savannah,
    /// Jungle (rule: CG-USR-04): the jungle Dangerous Terrain table and the gorilla.
    Jungle,
    /// Dense cover (rule: CG-USR-05): open terrain gives D8 cover instead of D6.
    DenseCover,
    /// Downpour (rule: CG-USR-06): ranges at most M, two Shooting dice lost per Shooting Stress
    /// token. `last_turn: None` = the whole game (the rulebook's default).
    Downpour {
        /// The last turn of rain, or `None` for the whole game.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        last_turn: Option<u8>,
    },
    /// Traps (rule: CG-USR-07): once per turn, before resolving an Action card, the beneficiary
    /// may discard a Totem card to trap an enemy group in a dangerous area.
    Traps {
        /// Which columns benefit.
        beneficiaries: Sides,
    },
    /// Enter on the table (rule: CG-USR-08): detachments whose deployment is an entry point wait
    /// off table and enter with a Move action, the stick's end on the entry point.
    EnterOnTable,
    /// Exiting the table (rule: CG-USR-09): groups may leave only where and when listed.
    ExitingTable {
        /// The allowed exits.
        exits: Vec<TableExit>,
    },
    /// Independent Character (rules: CG-USR-10 to CG-USR-15): characters controlled by no
    /// column, who may join groups.
    IndependentCharacter {
        /// The independent characters.
        characters: Vec<IndependentCharacter>,
    },
    /// Cattle (rules: CG-USR-16 to CG-USR-18): herds of livestock (melee [`CATTLE_MELEE`]; won:
    /// joins the group or is removed; lost: moves M away; end of turn: moves S away).
    Cattle {
        /// The herds.
        herds: Vec<Herd>,
    },
    /// Special Events (rule: CG-USR-19): numbered Event tokens go into the Stress bag; a drawn one
    /// is resolved as listed here, then the group draws another Stress token.
    SpecialEvents {
        /// The Event tokens.
        tokens: Vec<EventToken>,
    },
    /// Night (rules: CG-USR-20 to CG-USR-22): ranges and lines of sight at most M; picking up the
    /// pace draws a Stress token; starting a move with no friend within M draws one.
    /// `last_turn: None` = the whole game.
    Night {
        /// The last night turn, or `None` for the whole game.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        last_turn: Option<u8>,
    },
    /// Objects (rules: CG-OBJ-01 to CG-OBJ-05): the Objects on the table at the start.
    Objects {
        /// The Objects and where they start.
        objects: Vec<ObjectSpec>,
    },
    /// Plunder (rules: CG-USR-23 to CG-USR-30): houses may be plundered (the 1D6 table in
    /// [`super::plunder`]).
    Plunder {
        /// The buildings that may be plundered (house area ids); empty = every house.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
        buildings: Vec<AreaId>,
        /// What a Plunder token stands for in this Adventure ("The shape, type and effects of
        /// Plunder tokens are detailed in the Adventure"); its points come from the objectives.
        token: String,
    },
    /// Wild Animals (rules: CG-ANIMAL-01 to CG-ANIMAL-12): `tokens` Animal Stress tokens go into
    /// the bag; a drawn one places the environment's animal (lion or gorilla).
    WildAnimals {
        /// Animal Stress tokens added to the bag (1 or more).
        tokens: u8,
    },
}

/// The kind of a [`UniversalRule`], without parameters: the rule's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRuleKind"))]
#[serde(rename_all = "snake_case")]
pub enum RuleKind {
    /// Exhausted.
    Exhausted,
    /// Confusion.
    Confusion,
    /// Savannah.
    Savannah,
    /// Jungle.
    Jungle,
    /// Dense cover.
    DenseCover,
    /// Downpour.
    Downpour,
    /// Traps.
    Traps,
    /// Enter on the table.
    EnterOnTable,
    /// Exiting the table.
    ExitingTable,
    /// Independent Character.
    IndependentCharacter,
    /// Cattle.
    Cattle,
    /// Special Events.
    SpecialEvents,
    /// Night.
    Night,
    /// Objects.
    Objects,
    /// Plunder.
    Plunder,
    /// Wild Animals.
    WildAnimals,
}

impl RuleKind {
    /// The rule's name as the rulebook prints it.
    pub const fn name(self) -> &'static str {
        match self {
            RuleKind::Exhausted => "Exhausted",
            RuleKind::Confusion => "Confusion",
            RuleKind::Savannah => "Savannah",
            RuleKind::Jungle => "Jungle",
            RuleKind::DenseCover => "Dense cover",
            RuleKind::Downpour => "Downpour",
            RuleKind::Traps => "Traps",
            RuleKind::EnterOnTable => "Enter on the table",
            RuleKind::ExitingTable => "Exiting the table",
            RuleKind::IndependentCharacter => "Independent Character",
            RuleKind::Cattle => "Cattle",
            RuleKind::SpecialEvents => "Special Events",
            RuleKind::Night => "Night",
            RuleKind::Objects => "Objects",
            RuleKind::Plunder => "Plunder",
            RuleKind::WildAnimals => "Wild Animals",
        }
    }
}

impl core::fmt::Display for RuleKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl UniversalRule {
    /// The rule's kind (its name without parameters).
    pub const fn kind(&self) -> RuleKind {
        match self {
            UniversalRule::Exhausted { .. } => RuleKind::Exhausted,
            UniversalRule::Confusion { .. } => RuleKind::Confusion,
            UniversalRule::Savannah => RuleKind::Savannah,
            UniversalRule::Jungle => RuleKind::Jungle,
            UniversalRule::DenseCover => RuleKind::DenseCover,
            UniversalRule::Downpour { .. } => RuleKind::Downpour,
            UniversalRule::Traps { .. } => RuleKind::Traps,
            UniversalRule::EnterOnTable => RuleKind::EnterOnTable,
            UniversalRule::ExitingTable { .. } => RuleKind::ExitingTable,
            UniversalRule::IndependentCharacter { .. } => RuleKind::IndependentCharacter,
            UniversalRule::Cattle { .. } => RuleKind::Cattle,
            UniversalRule::SpecialEvents { .. } => RuleKind::SpecialEvents,
            UniversalRule::Night { .. } => RuleKind::Night,
            UniversalRule::Objects { .. } => RuleKind::Objects,
            UniversalRule::Plunder { .. } => RuleKind::Plunder,
            UniversalRule::WildAnimals { .. } => RuleKind::WildAnimals,
        }
    }

    /// The environment this rule names, for Savannah and Jungle.
    pub const fn environment(&self) -> Option<Environment> {
        match self {
            UniversalRule::Savannah => Some(Environment::Savannah),
            UniversalRule::Jungle => Some(Environment::Jungle),
            _ => None,
        }
    }

    /// True when the rule is in force during `turn` (1-based). Rules with a `last_turn` stop
    /// after it; every other rule lasts the whole game.
    pub fn in_force_on(&self, turn: u8) -> bool {
        match self {
            UniversalRule::Confusion { last_turn } => turn <= *last_turn,
            UniversalRule::Downpour { last_turn } | UniversalRule::Night { last_turn } => {
                last_turn.is_none_or(|last| turn <= last)
            }
            _ => true,
        }
    }
}

/// Where and when groups may leave the table (Exiting the table: "only where and when this rule
/// indicates it is possible").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTableExit"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "a table exit: an object with `columns`, `edge` and `from_turn`")]
pub struct TableExit {
    /// Which columns may use this exit.
    pub columns: Sides,
    /// The table edge a movement stick's end must be placed beyond.
    pub edge: Edge,
    /// The first turn the exit may be used (1 = from the start).
    pub from_turn: u8,
}

/// An Independent Character (CG-USR-10): no profile, controlled by no column until it joins a
/// group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoIndependentCharacter"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "an Independent Character: an object with `name`, `at` and `joinable_by`")]
pub struct IndependentCharacter {
    /// The character's name; objectives refer to it by this name.
    pub name: String,
    /// Where its base's centre starts.
    pub at: Point,
    /// Which columns' groups may make it join them.
    pub joinable_by: Sides,
    /// "An Independent character cannot be eliminated (except as specified by the Adventure)":
    /// `true` eliminates him with the group he is with when that group is eliminated
    /// (`What::CharacterEliminated`; ruling "An eliminable Independent Character"). Default
    /// `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub eliminable: bool,
}

/// What happens to a livestock animal a group beats in melee (Cattle: "the animal joins the
/// group or is removed (depending on what is specified in the Adventure)").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCattleFate"))]
#[serde(rename_all = "snake_case")]
pub enum CattleFate {
    /// The animal joins the group.
    JoinsGroup,
    /// The animal is removed.
    Removed,
}

/// A herd of livestock (Cattle).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoHerd"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "a herd: an object with `name`, `animals` and `on_defeat`")]
pub struct Herd {
    /// A display name ("the Masai cattle").
    pub name: String,
    /// Where each animal's base centre starts.
    pub animals: Vec<Point>,
    /// What a won melee does to the animal.
    pub on_defeat: CattleFate,
    /// The enclosure (a terrain area) the herd stands in, if any: animals in it do not make the
    /// end-of-turn S move.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub enclosure: Option<AreaId>,
}

/// What a numbered Event token does when drawn (Special Events: "refer to the Adventure to see
/// what happens").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEventEffect"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
// Not `#[non_exhaustive]`: the engine (congo-core) resolves every variant in a match the
// compiler checks, which a wildcard outside this crate would lose.
#[serde(expecting = "an Event token's effect: an object with a `type` (e.g. `dangerous`, `wild_animal`)")]
pub enum EventEffect {
    /// The drawing group suffers a Dangerous Terrain effect, as if it had read that entry.
    Dangerous {
        /// The effect.
        effect: DangerousEffect,
    },
    /// The environment's wild animal appears, as an Animal Stress token does (CG-ANIMAL-02).
    WildAnimal,
    /// A detachment of a column, waiting off table, may now enter (its entry point is used).
    Reinforcements {
        /// The column.
        column: Side,
        /// The detachment's name.
        detachment: String,
    },
    /// An effect data cannot express. The Adventure carries only the `key`: the turn engine
    /// resolves it with the [`super::CustomEvent`] registered under that key (the engine's
    /// registry is `congo_core::conditions::CUSTOM_EVENTS`), which answers with the effects to
    /// apply; a key no handler answers to has no effect (narrated). An empty key is refused by
    /// [`super::Adventure::validate`].
    Custom {
        /// The key the engine looks the handler up by.
        key: String,
    },
    /// The named Independent Character flees the group he joined (Independent Character:
    /// "It may happen that an Independent Character flees from the group they have joined
    /// (always, as a result of Adventure specific rules)"; CG-USR-14): the opponent of that
    /// group's column moves him. Nothing happens if he is with no group on the table. The name
    /// must be one of the Adventure's Independent Characters.
    IndependentCharacterFlees {
        /// The character's name, as in the Independent Character rule.
        name: String,
    },
}

/// One numbered Event token (Special Events).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEventToken"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "an Event token: an object with `number`, `text` and `effect`")]
pub struct EventToken {
    /// The token's number (1 or more, unique).
    pub number: u8,
    /// What the Adventure says happens.
    pub text: String,
    /// The effect, as data.
    pub effect: EventEffect,
}

/// Where an Object starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlacement"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[serde(expecting = "a placement: an object whose `type` is `at` or `in_area`")]
pub enum Placement {
    /// At a point of the table.
    At {
        /// The point.
        point: Point,
    },
    /// Anywhere inside a terrain area: the Adventure names only the area, and the player holding
    /// the Initiative token places it there during set-up.
    InArea {
        /// The area.
        area: AreaId,
    },
}

/// An Object of the Objects rule (CG-OBJ-01): anything that can be carried.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoObjectSpec"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "an Object: an object with `id`, `name` and `placement`")]
pub struct ObjectSpec {
    /// Its id; objectives refer to it.
    pub id: ObjectId,
    /// What it is ("the treasure", "an ivory idol").
    pub name: String,
    /// Bulky Objects slow their carrier as a Movement Stress token does (CG-OBJ-05).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub bulky: bool,
    /// Where it starts.
    pub placement: Placement,
}
