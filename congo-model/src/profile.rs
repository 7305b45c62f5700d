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

/// A stable profile id, e.g. `"wme.soldiers"` or `"zan.emir"` (lowercase letters, digits, `_`
/// and `.`; the built-in ones are the culture prefix, a dot and the rulebook name in snake case).
/// JSON: a plain string.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoProfileId"))]
#[serde(transparent)]
pub struct ProfileId(pub String);

/// The four cultures (Congo rulebook, "Mustering the Column", "The culture").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCulture"))]
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

impl Culture {
    /// The four cultures in the order "Mustering the Column" lists them.
    pub const ALL: [Culture; 4] =
        [Culture::WhiteMenExpeditions, Culture::ForestTribes, Culture::AfricanKingdoms, Culture::SultanateOfZanzibar];

    /// The prefix of the built-in profile ids of this culture: `wme`, `zan`, `forest`, `ak`.
    pub const fn id_prefix(self) -> &'static str {
        match self {
            Culture::WhiteMenExpeditions => "wme",
            Culture::SultanateOfZanzibar => "zan",
            Culture::ForestTribes => "forest",
            Culture::AfricanKingdoms => "ak",
        }
    }

    /// The culture's name as the rulebook prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Culture::WhiteMenExpeditions => "White Men Expeditions",
            Culture::SultanateOfZanzibar => "Sultanate of Zanzibar",
            Culture::ForestTribes => "Forest Tribes",
            Culture::AfricanKingdoms => "African Kingdoms",
        }
    }
}

impl ProfileId {
    /// A profile id from a string slice.
    pub fn new(id: &str) -> ProfileId {
        ProfileId(String::from(id))
    }
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl core::fmt::Display for ProfileId {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A measuring stick length, as ranges and moves are given (Congo rulebook, "Surviving in
/// Africa": S = 4", M = 6", L = 12"; RULINGS.md: the 8" M is a misprint).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStick"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRange"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoWeapon"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDicePool"))]
#[serde(expecting = "a dice pool: an object with `count` and `die` (e.g. `D6`)")]
#[serde(deny_unknown_fields)]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoJoins"))]
#[serde(expecting = "who may join a group: an object with `character` and `auxiliaries`")]
#[serde(deny_unknown_fields)]
pub struct Joins {
    /// The group may be joined by a character.
    pub character: bool,
    /// How many auxiliaries may join it (0, 1 or 2).
    pub auxiliaries: u8,
}

/// A witchdoctor's ritual (Congo rulebook, "Believing in the Impossible"; "The Forest Tribes",
/// Forest Tribe Rituals; "The African Kingdoms", African Kingdoms Rituals). The effects of each
/// number of successes are described in `sorcery`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitual"))]
#[serde(rename_all = "snake_case")]
pub enum Ritual {
    /// Bull's Breath Ritual (Forest Tribes): Terror, Stress and a lost figure on an enemy within L.
    BullsBreath,
    /// Ritual of the Mandrill's Dance (Forest Tribes): Totem cards.
    MandrillsDance,
    /// Ritual of the Wild Hunt (Forest Tribes): animals attack an enemy in dangerous terrain.
    WildHunt,
    /// Ritual of the Bloody Hand (African Kingdoms): a character in line of sight may die.
    BloodyHand,
    /// Ritual of the Mad Hyena (African Kingdoms): a group in line of sight moves.
    MadHyena,
    /// Ritual of the Macabre Blessing (African Kingdoms): Stress tokens removed.
    MacabreBlessing,
}

impl Ritual {
    /// The three rituals of the Forest Tribes witchdoctor.
    pub const FOREST_TRIBES: [Ritual; 3] = [Ritual::BullsBreath, Ritual::MandrillsDance, Ritual::WildHunt];
    /// The three rituals of the African Kingdoms witchdoctor.
    pub const AFRICAN_KINGDOMS: [Ritual; 3] = [Ritual::BloodyHand, Ritual::MadHyena, Ritual::MacabreBlessing];
}

/// What kind of men a group is, where another rule names them ("all your pygmies", "any group of
/// young warriors or bundukis", "two Young Warriors units"). A house profile may carry these
/// kinds to be affected by those rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupKind"))]
#[serde(rename_all = "snake_case")]
pub enum GroupKind {
    /// Pygmies (Pygmy Archers, Pygmy Warriors): the Pygmy King joins only these, and
    /// Great is the King! raises their Bravery (Congo rulebook, "The Forest Tribes").
    Pygmies,
    /// Young Warriors: affected by the Champion's Inspiration and the Diplomat's Inspiring
    /// presence ("The Forest Tribes", "The Sultanate of Zanzibar").
    YoungWarriors,
    /// Bundukis: affected by the Diplomat's Inspiring presence ("The Sultanate of Zanzibar").
    Bundukis,
}

impl GroupKind {
    /// The kind as the rulebook names it in running text: "pygmies", "young warriors",
    /// "bundukis".
    pub const fn name(self) -> &'static str {
        match self {
            GroupKind::Pygmies => "pygmies",
            GroupKind::YoungWarriors => "young warriors",
            GroupKind::Bundukis => "bundukis",
        }
    }
}

/// A value of a group's roster row, as named when the source text lost it (RULINGS.md "Rows the
/// source text lost") and when a roster extension supplies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoProfileField"))]
#[serde(rename_all = "snake_case")]
pub enum ProfileField {
    /// The number of figures.
    Figures,
    /// The Shooting die.
    Shooting,
    /// The ranged weapon.
    Weapon,
    /// The Combat die.
    Combat,
    /// The Bravery die.
    Bravery,
    /// The cost in points.
    Points,
    /// The joining icons (character, auxiliaries).
    Joins,
}

impl ProfileField {
    /// Every field: a row of which only the name and rules survive.
    pub const ALL: [ProfileField; 7] = [
        ProfileField::Figures,
        ProfileField::Shooting,
        ProfileField::Weapon,
        ProfileField::Combat,
        ProfileField::Bravery,
        ProfileField::Points,
        ProfileField::Joins,
    ];

    /// The field's name as a person reads it ("shooting", "points"...).
    pub const fn name(self) -> &'static str {
        match self {
            ProfileField::Figures => "figures",
            ProfileField::Shooting => "shooting",
            ProfileField::Weapon => "weapon",
            ProfileField::Combat => "combat",
            ProfileField::Bravery => "bravery",
            ProfileField::Points => "points",
            ProfileField::Joins => "joins",
        }
    }
}

/// A special rule of a character, auxiliary or group (Congo rulebook, the four culture chapters
/// and "Believing in the Impossible"). Profiles list the rules they carry; the turn engine
/// implements each effect. Where a rule has numbers (a range, a die type), they are data, so that
/// house profiles in roster extensions can vary them; the built-in rosters use the printed values
/// given in each variant's documentation.
///
/// JSON shape: `{"rule": "training"}` or `{"rule": "composure", "value": {"die": "D10"}}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSpecialRule"))]
#[serde(rename_all = "snake_case", tag = "rule", content = "value")]
#[non_exhaustive]
#[serde(expecting = "a special rule: an object with a `rule` (e.g. `composure`) and, for some, a `value`")]
pub enum SpecialRule {
    // ---- White Men Expeditions ("The White Men Expeditions") ----
    /// The Explorer's Composure: when his group goes to ground it rolls one `die` (printed: D10)
    /// instead of a D8 for each Stress token drawn.
    Composure {
        /// Cover die gained per Stress token drawn (D10).
        die: Die,
    },
    /// The Kirangozi's Shortcuts: his group may add an `extra` stick (S) to its movement, never
    /// moving more than `max_sticks` (3) sticks with it; after this extra movement it draws a
    /// Stress token.
    Shortcuts {
        /// The added stick (S).
        extra: Stick,
        /// Most sticks in one movement with the rule (3).
        max_sticks: u8,
    },
    /// The Retired Officer's Training: his group re-rolls every "1" rolled when shooting and in
    /// melee.
    Training,
    /// The Flag Bearer's The colours: any group within `range` (M) of his group may use his
    /// Bravery bonus die for a Rally or Terror test.
    TheColours {
        /// Reach of the rule (M).
        range: Stick,
    },
    /// The Reporter's Telling a story: at the end of the game, if he is alive, roll one `die`
    /// (D6) per full `per_points` (3) victory points scored, Loot included; each success is one
    /// more victory point.
    TellingAStory {
        /// Victory points per die (3).
        per_points: u8,
        /// The die rolled (D6).
        die: Die,
    },
    /// The Scientist's I found it!: when his group enters an unexplored dangerous terrain area,
    /// roll one `die` (D8); on a success place a Loot token in the area, touching no model.
    IFoundIt {
        /// The die rolled (D8).
        die: Die,
    },
    /// Bearers (auxiliary; White Men Expeditions and Sultanate of Zanzibar): each bearer in a
    /// group lets it ignore the effects of one Movement Stress token or the penalty of one bulky
    /// object; the token still counts toward the four.
    Bearer,
    /// Soldiers' We know our business: the group ignores the effects of Shooting Stress tokens
    /// (they still count as Stress tokens).
    WeKnowOurBusiness,
    /// Adventurers' Reckless: when the group takes one or more casualties from any cause, and has
    /// fewer than `below_stress` (3) Stress tokens, it may draw `stress` (2) Stress tokens to
    /// cancel one casualty.
    Reckless {
        /// Stress tokens drawn to cancel one casualty (2).
        stress: u8,
        /// Only while the group has fewer Stress tokens than this (3).
        below_stress: u8,
    },
    /// Ruga-Ruga's Superstitious: the group's Bravery is `terror_bravery` (D6) instead of its
    /// profile value (D8) when rolling for Terror.
    Superstitious {
        /// Bravery die when rolling for Terror (D6).
        terror_bravery: Die,
    },
    /// Scouts' Natives: the group never rolls on a Dangerous Terrain table and treats all
    /// dangerous terrain as explored.
    Natives,

    // ---- Sultanate of Zanzibar ("The Sultanate of Zanzibar") ----
    /// The Emir's Zamara: before rallying, his group may take any number of Stress tokens from
    /// friendly groups within `range` (M), never beyond four.
    Zamara {
        /// Reach of the rule (M).
        range: Stick,
    },
    /// The Slavers' Ruthless: in a melee the group adds `successes` (1) to its rolled successes.
    Ruthless {
        /// Successes added (1).
        successes: u8,
    },
    /// The Sheikh's Spiritual Guidance: a Stress token his group must take goes to a friendly
    /// group within `range` (M) instead (RULINGS.md: one that can take it, else his own); a drawn
    /// Panic token may instead go to an enemy group within `range`.
    SpiritualGuidance {
        /// Reach of the rule (M).
        range: Stick,
    },
    /// The Trader's Bribe: before a melee involving his group roll one `die` (D8); on a success
    /// the group may retreat instead and no melee takes place. Not against wild animals.
    Bribe {
        /// The die rolled (D8).
        die: Die,
    },
    /// The Brute's Bodyguard: he may join a group that already has its character; before each
    /// melee involving his group roll one `die` (D10): a success eliminates one enemy figure (its
    /// owner chooses), a failure removes the Brute.
    Bodyguard {
        /// The die rolled (D10).
        die: Die,
    },
    /// The Diplomat's Inspiring presence: a Young Warriors or Bundukis group he joins has
    /// `bravery` (D8) instead of D6.
    InspiringPresence {
        /// The Bravery die given (D8).
        bravery: Die,
    },
    /// Baluchis' Warrior tradition: every value of the group is D10 with no Stress token, D8 with
    /// one or two, D6 with three or more. The profile carries the D10 of zero Stress.
    WarriorTradition,
    /// Baluchi Sharpshooters' Jezzails: against a target more than `beyond` (L) away the group's
    /// Shooting value is `die` (D6).
    Jezzails {
        /// Distance beyond which the value drops (L).
        beyond: Stick,
        /// The Shooting die at that distance (D6).
        die: Die,
    },

    // ---- Forest Tribes ("The Forest Tribes") ----
    /// The Chieftain's Big Chief: at the beginning of each turn draw two Totem cards instead of
    /// one, keep one and discard the other.
    BigChief,
    /// The Talking Drums' Drums: after his group resolves an action, another friendly group
    /// within `range` (L) may resolve the same action (one action per group per step still
    /// holds); the Drums' group then draws a Stress token.
    Drums {
        /// Reach of the rule (L).
        range: Stick,
    },
    /// The Champion's Inspiration: when his group performs a move action, up to `groups` (2)
    /// Young Warriors groups within `range` (M) of it at the start of the move may also move.
    Inspiration {
        /// Reach of the rule (M).
        range: Stick,
        /// How many Young Warriors groups (2).
        groups: u8,
    },
    /// The Pygmy King's Great is the King!: he joins only a group of pygmies; while he is in play
    /// all your pygmies have `bravery` (D10) instead of D8.
    GreatIsTheKing {
        /// The pygmies' Bravery die (D10).
        bravery: Die,
    },
    /// The Healer's Power of Spirits: when his group, in a terrain area, is shot at, the shooter
    /// must re-roll each of its hits once, after its own re-rolls.
    PowerOfSpirits,
    /// A witchdoctor's Sorcery (X): the column adds the Sorcery card to its hand; the witchdoctor
    /// casts `rituals` with dice of type `die` (D8 for both witchdoctors of the book)
    /// ("Believing in the Impossible").
    Sorcery {
        /// The Sorcery value X (D8).
        die: Die,
        /// The rituals he knows.
        rituals: Vec<Ritual>,
    },
    /// Sacred Warriors' Mystical Trance (auxiliary; Forest Tribes and African Kingdoms): in a
    /// melee the Sacred Warrior rolls one `die` (D6) per Stress token on the engaged enemy group;
    /// when shooting, one per Stress token on the targeted group.
    MysticalTrance {
        /// The die rolled per enemy Stress token (D6).
        die: Die,
    },
    /// Cannibals' Meat!: when the group wins a melee, every other enemy group within `range` (M)
    /// rolls one `die` (D8) and takes a Stress token on a failure.
    Meat {
        /// Reach of the rule (M).
        range: Stick,
        /// The die each enemy group rolls (D8).
        die: Die,
    },
    /// Hunters' Hunting the prey: when shooting, roll one more `die` (D8) per success of the
    /// shooting roll; successes on these extra dice add no more dice.
    HuntingThePrey {
        /// The extra die (D8).
        die: Die,
    },
    /// Pygmies' Poison: never more shooting dice than figures in the group; each set of two or
    /// three successes showing the same face causes that many casualties with no cover roll;
    /// the remaining successes are ordinary hits (RULINGS.md).
    Poison,
    /// Pygmies' Tiny: a pygmy group in a high dangerous terrain area cannot be shot at by a group
    /// beyond `range` (M); a shooter that cannot target it may ignore it for line of sight.
    Tiny {
        /// Greatest distance from which it may be shot at (M).
        range: Stick,
    },
    /// Pygmy Archers' Bond: one purchase is `groups` (2) groups, distinct on the table; when one
    /// resolves an action (movement, rally or shooting) its bonded group may be activated too,
    /// wherever it is. The profile's figures and points are per group and per purchase.
    Bond {
        /// Groups bought together (2).
        groups: u8,
    },
    /// Pygmy Warriors' Harassment: just before or just after a move action, the group may
    /// resolve a shooting action (an exception to one action per Action step).
    Harassment,

    // ---- African Kingdoms ("The African Kingdoms") ----
    /// The King's Authority: when his group engages in melee roll `dice` (2D8); each success
    /// removes a Stress token from any friendly group within `range` (M), his own included.
    Authority {
        /// The dice rolled (2D8).
        dice: DicePool,
        /// Reach of the rule (M).
        range: Stick,
    },
    /// The Prince's Frenzy: before a melee you may eliminate one figure of his group to gain
    /// `dice` (3) Combat dice of that figure's Combat type for this melee.
    Frenzy {
        /// Combat dice gained (3).
        dice: u8,
    },
    /// The War Drum's Litany: at the beginning of each turn you may choose two groups (friendly
    /// and/or enemy); each gives one of its Stress tokens to the other (RULINGS.md).
    Litany,
    /// The War Chief's Fear my wrath: when his group wins a melee, the defeated group takes a
    /// Terror test after retreating.
    FearMyWrath,
    /// The War Horn's Charge: the group ignores the effects of Movement Stress tokens during a
    /// movement that engages an enemy group in melee.
    Charge,
    /// Fanatical Warriors' Insensible: the group ignores the special effects of Stress tokens
    /// (they still count as Stress tokens).
    Insensible,
    /// Bodyguards' Elite: the group can be included only with the character(s) of its
    /// `only_with` list (the King), and that character must join this group.
    Elite,
}

impl SpecialRule {
    /// The rule's name as the rulebook prints it ("Composure", "Meat!", "Great is the King!"),
    /// for an app to display.
    pub const fn name(&self) -> &'static str {
        match self {
            SpecialRule::Composure { .. } => "Composure",
            SpecialRule::Shortcuts { .. } => "Shortcuts",
            SpecialRule::Training => "Training",
            SpecialRule::TheColours { .. } => "The colours",
            SpecialRule::TellingAStory { .. } => "Telling a story",
            SpecialRule::IFoundIt { .. } => "I found it!",
            SpecialRule::Bearer => "Bearers",
            SpecialRule::WeKnowOurBusiness => "We know our business",
            SpecialRule::Reckless { .. } => "Reckless",
            SpecialRule::Superstitious { .. } => "Superstitious",
            SpecialRule::Natives => "Natives",
            SpecialRule::Zamara { .. } => "Zamara",
            SpecialRule::Ruthless { .. } => "Ruthless",
            SpecialRule::SpiritualGuidance { .. } => "Spiritual Guidance",
            SpecialRule::Bribe { .. } => "Bribe",
            SpecialRule::Bodyguard { .. } => "Bodyguard",
            SpecialRule::InspiringPresence { .. } => "Inspiring presence",
            SpecialRule::WarriorTradition => "Warrior tradition",
            SpecialRule::Jezzails { .. } => "Jezzails",
            SpecialRule::BigChief => "Big Chief",
            SpecialRule::Drums { .. } => "Drums",
            SpecialRule::Inspiration { .. } => "Inspiration",
            SpecialRule::GreatIsTheKing { .. } => "Great is the King!",
            SpecialRule::PowerOfSpirits => "Power of Spirits",
            SpecialRule::Sorcery { .. } => "Sorcery",
            SpecialRule::MysticalTrance { .. } => "Mystical Trance",
            SpecialRule::Meat { .. } => "Meat!",
            SpecialRule::HuntingThePrey { .. } => "Hunting the prey",
            SpecialRule::Poison => "Poison",
            SpecialRule::Tiny { .. } => "Tiny",
            SpecialRule::Bond { .. } => "Bond",
            SpecialRule::Harassment => "Harassment",
            SpecialRule::Authority { .. } => "Authority",
            SpecialRule::Frenzy { .. } => "Frenzy",
            SpecialRule::Litany => "Litany",
            SpecialRule::FearMyWrath => "Fear my wrath",
            SpecialRule::Charge => "Charge",
            SpecialRule::Insensible => "Insensible",
            SpecialRule::Elite => "Elite",
        }
    }
}

/// A group's profile: one roster row (Congo rulebook, "Surviving in Africa", group profile).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupProfile"))]
#[serde(
    expecting = "a group's profile: an object with `id`, `name`, `culture`, `figures`, `shooting`, `weapon`, `combat`, `bravery`, `points`, `joins`, `max_per_column`, `only_with`, `special_rules` and `complete`"
)]
#[serde(deny_unknown_fields)]
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
    /// Which values the source text lost (empty when `complete`). A lost value holds a
    /// placeholder (`0` figures or points, `None` dice, no joins) that means nothing until a
    /// roster extension supplies it.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub missing: Vec<ProfileField>,
    /// What kind of men the group is, for rules that name them (pygmies, young warriors...).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub kinds: Vec<GroupKind>,
}

/// A character's profile (Congo rulebook, "Mustering the Column", Characters).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCharacterProfile"))]
#[serde(
    expecting = "a Character's profile: an object with `id`, `name`, `culture`, `stars`, `shooting`, `combat`, `bravery` and `special_rules`"
)]
#[serde(deny_unknown_fields)]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAuxiliaryProfile"))]
#[serde(
    expecting = "an Auxiliary's profile: an object with `id`, `name`, `culture`, `shooting`, `combat`, `bravery`, `points`, `max_per_column` and `special_rules`"
)]
#[serde(deny_unknown_fields)]
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

impl core::fmt::Display for DicePool {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}{}", self.count, self.die)
    }
}
