//! Profiles: what a group, character or auxiliary *is* before it is deployed — the rows of the
//! culture rosters.
//!
//! Sources: Congo rulebook, "Surviving in Africa" (group and character profiles), "Big Game
//! Hunting" (the weapons table), "Mustering the Column" (joining icons, 0-1 limits), the four
//! culture chapters; RULINGS.md "Rows the source text lost".
//!
//! The roster data itself (every profile of the four cultures) lives in `rosters`; this module
//! holds only the shapes, so that the turn engine, mustering and user-supplied roster extensions
//! all speak one vocabulary.

use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// A stable profile id, e.g. `"wme.soldiers"` or `"zan.tippu_tip"` (lowercase, culture prefix).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ProfileId(pub String);

/// The four cultures (Congo rulebook, "Mustering the Column", "The culture").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Culture {
    /// The White Men Expeditions.
    WhiteMenExpeditions,
    /// The Sultanate of Zanzibar.
    SultanateOfZanzibar,
    /// The Forest Tribes.
    ForestTribes,
    /// The African Kingdoms.
    AfricanKingdoms,
}

/// A measuring stick length, as ranges and moves are given (Congo rulebook, "Surviving in
/// Africa": S = 4", M = 6", L = 12"; RULINGS.md: the 8" M is a misprint).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Stick {
    /// Short: 4 inches.
    S,
    /// Medium: 6 inches.
    M,
    /// Long: 12 inches.
    L,
}

impl Stick {
    /// The stick's length in whole inches.
    pub const fn inches(self) -> i32 {
        match self {
            Stick::S => 4,
            Stick::M => 6,
            Stick::L => 12,
        }
    }
    /// The stick's length as a fixed-point [`tabletop::Length`].
    pub const fn length(self) -> tabletop::Length {
        tabletop::Length::inches(self.inches())
    }
}

/// A shooting range (Congo rulebook, "Big Game Hunting", weapons table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Range {
    /// Within the given stick.
    Within(Stick),
    /// Jezail muskets: no range limit.
    Unlimited,
}

/// A ranged weapon (Congo rulebook, "Big Game Hunting": Assegais / Pygmies bows M; Bows /
/// Muskets / Rifles L; Jezail muskets unlimited).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weapon {
    /// Thrown spears: range M.
    Assegais,
    /// Pygmies' bows: range M.
    PygmyBows,
    /// Bows: range L.
    Bows,
    /// Muskets: range L; smoke marker after firing; the target draws a Stress token.
    Muskets,
    /// Rifles: range L.
    Rifles,
    /// Jezail muskets: unlimited range; otherwise as muskets.
    JezailMuskets,
}

impl Weapon {
    /// The weapon's range.
    pub const fn range(self) -> Range {
        match self {
            Weapon::Assegais | Weapon::PygmyBows => Range::Within(Stick::M),
            Weapon::Bows | Weapon::Muskets | Weapon::Rifles => Range::Within(Stick::L),
            Weapon::JezailMuskets => Range::Unlimited,
        }
    }
    /// True for muskets and jezail muskets (smoke markers, Stress token on the target).
    pub const fn is_musket(self) -> bool {
        matches!(self, Weapon::Muskets | Weapon::JezailMuskets)
    }
    /// True for firearms (rifles and muskets), which some effects (downpour) silence.
    pub const fn is_firearm(self) -> bool {
        matches!(self, Weapon::Muskets | Weapon::Rifles | Weapon::JezailMuskets)
    }
}

/// A number of dice of one type, as a profile value reads ("D8" = 1 x D8; the Emir's "2D8").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DicePool {
    /// How many dice.
    pub count: u8,
    /// Which die.
    pub die: Die,
}

impl DicePool {
    /// One die of the given type.
    pub const fn one(die: Die) -> DicePool {
        DicePool { count: 1, die }
    }
}

/// What may join a group (the character and auxiliary icons of a roster row).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Joins {
    /// The group may be joined by a character.
    pub character: bool,
    /// How many auxiliaries may join it (0, 1 or 2).
    pub auxiliaries: u8,
}

/// A special rule, by its rulebook name. The effect of each is implemented by the turn engine;
/// a profile lists the rules it carries. Rules an adventure or table entry gives (e.g. the lost
/// pet) use the same vocabulary.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "rule", content = "value")]
#[non_exhaustive]
pub enum SpecialRule {
    /// A witchdoctor: the column adds the Sorcery card to its hand (Believing in the Impossible).
    Sorcery,
    /// Any rule the engine knows by name but which needs no data (see the culture chapters);
    /// the string is the rule's rulebook name in snake case, e.g. `"composure"`.
    Named(String),
}

/// A group's profile: one roster row (Congo rulebook, "Surviving in Africa", group profile).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupProfile {
    /// Stable id.
    pub id: ProfileId,
    /// The rulebook's name, e.g. "Soldiers".
    pub name: String,
    /// Its culture.
    pub culture: Culture,
    /// Number of figures (3 to 6), characters and auxiliaries not counted.
    pub figures: u8,
    /// Shooting die per figure, `None` for "-".
    pub shooting: Option<Die>,
    /// Ranged weapon, `None` when the group has none.
    pub weapon: Option<Weapon>,
    /// Combat die per figure, `None` for "-".
    pub combat: Option<Die>,
    /// Bravery die, `None` for "-".
    pub bravery: Option<Die>,
    /// Cost in points.
    pub points: u16,
    /// What may join it.
    pub joins: Joins,
    /// `Some(1)` for a "0-1" group.
    pub max_per_column: Option<u8>,
    /// Profiles (characters) without which this group cannot be mustered ("only with").
    pub only_with: Vec<ProfileId>,
    /// Its special rules.
    pub special_rules: Vec<SpecialRule>,
    /// False when the source text lost part of the row (RULINGS.md "Rows the source text lost"):
    /// such a profile cannot be mustered until the user supplies the missing values.
    pub complete: bool,
}

/// A character's profile (Congo rulebook, "Mustering the Column", Characters).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterProfile {
    /// Stable id.
    pub id: ProfileId,
    /// The rulebook's name, e.g. "The Explorer".
    pub name: String,
    /// Its culture.
    pub culture: Culture,
    /// Stars, 1 to 3.
    pub stars: u8,
    /// Shooting dice added to his group's, `None` for "-".
    pub shooting: Option<DicePool>,
    /// Combat dice added to his group's, `None` for "-".
    pub combat: Option<DicePool>,
    /// Bravery bonus dice for Influence actions, `None` for "-".
    pub bravery: Option<DicePool>,
    /// His special rules.
    pub special_rules: Vec<SpecialRule>,
}

/// An auxiliary's profile: Bearers, Sacred Warriors (Congo rulebook, "Mustering the Column",
/// Auxiliaries).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuxiliaryProfile {
    /// Stable id.
    pub id: ProfileId,
    /// The rulebook's name.
    pub name: String,
    /// Its culture.
    pub culture: Culture,
    /// Shooting dice, `None` for "-" (Sacred Warriors: "special").
    pub shooting: Option<DicePool>,
    /// Combat dice, `None` for "-".
    pub combat: Option<DicePool>,
    /// Bravery dice, `None` for "-".
    pub bravery: Option<DicePool>,
    /// Cost in points per auxiliary.
    pub points: u16,
    /// How many a column may buy (Bearers up to 4, Sacred Warriors up to 2).
    pub max_per_column: u8,
    /// Its special rules.
    pub special_rules: Vec<SpecialRule>,
}
