//! The game state: players, groups, figures and the per-step bookkeeping the rules need.
//!
//! Sources: Congo rulebook, "Surviving in Africa" (groups, characters, figures and formations),
//! "Mustering the Column" (characters and auxiliaries), "Overcoming your Fears" (Stress tokens).

use crate::profile::{AuxiliaryProfile, CharacterProfile, GroupProfile, SpecialRule};
use alloc::vec::Vec;
use congo_model::stress::{STRESS_LIMIT, StressKind};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use tabletop::{Die, Point};

pub use congo_model::player::Player;

/// The ids of groups (their index in [`crate::Game::groups`]) and figures (their index in
/// [`crate::Game::figures`]): data of congo-model's `ids`, named here too.
pub use congo_model::ids::{FigureId, GroupId};

/// What a figure is within its group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRole"))]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum Role {
    /// One of the group's own figures (its profile's dice).
    Member,
    /// A character: the index of his deployment in the group's setup.
    Character {
        /// Index into the group's `characters` in the setup.
        index: u8,
    },
    /// An auxiliary: the index of its deployment in the group's setup.
    Auxiliary {
        /// Index into the group's `auxiliaries` in the setup.
        index: u8,
    },
    /// The lost pet a Dangerous Terrain entry placed with the group (jungle 4/8-9): a character
    /// only for its Combat die and the terrifying death roll (RULINGS.md "lost pet").
    Pet {
        /// Its Combat die (D8).
        combat: tabletop::Die,
    },
}

/// One miniature on its 1" round base.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFigure"))]
pub struct Figure {
    /// Its group.
    pub group: GroupId,
    /// Member, character or auxiliary.
    pub role: Role,
    /// Centre of its base (thousandths of an inch).
    pub at: Point,
    /// False once removed as a casualty.
    pub alive: bool,
}

/// One group on the table: its figures (alive ones), Stress tokens and markers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroup"))]
pub struct Group {
    /// Its owner.
    pub owner: Player,
    /// Its index within its column's setup.
    pub index: u16,
    /// Its living figures, in setup order.
    pub figures: Vec<FigureId>,
    /// Stress tokens by it, in the order drawn (at most four).
    pub stress: Vec<StressKind>,
    /// A smoke marker: it fired muskets and must reload before firing again.
    pub smoke: bool,
    /// The Action step (serial) in which it last performed an action.
    pub acted: Option<u32>,
    /// The step (serial) in which it last fled.
    pub fled: Option<u32>,
    /// The Action step (serial) in which it was last targeted by a Terror action.
    pub terrorized: Option<u32>,
    /// True once it has no figure left or was removed from the game.
    pub eliminated: bool,
    /// Ordinary Loot tokens it carries (scored at the end: CG-VP-02); bulky Loot and Objects
    /// are pieces, kept with the state of the Adventure's rules (its Universal Special Rules).
    pub loot: u8,
    /// Not on the table although not eliminated: waiting to enter, or gone off it (Enter on
    /// the table, Exiting the table).
    #[serde(default)]
    pub off_table: Option<congo_model::adventure::OffTable>,
}

impl Group {
    /// Tokens of one kind.
    pub fn count(&self, kind: StressKind) -> usize {
        self.stress.iter().filter(|k| **k == kind).count()
    }
    /// True at the limit of four tokens.
    pub fn at_limit(&self) -> bool {
        self.stress.len() >= STRESS_LIMIT
    }
    /// True while the group is on the table.
    pub fn in_play(&self) -> bool {
        !self.eliminated && !self.figures.is_empty() && self.off_table.is_none()
    }
}

/// A group's dice values as they apply now, gathered from its profile, its living characters
/// and auxiliaries (Congo rulebook, "Mustering the Column", Characters and Auxiliaries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values<'a> {
    /// The group profile.
    pub profile: &'a GroupProfile,
    /// Its living characters' profiles (inline up to four: no allocation per look-up).
    pub characters: SmallVec<[&'a CharacterProfile; 4]>,
    /// Its living auxiliaries' profiles (inline up to four).
    pub auxiliaries: SmallVec<[&'a AuxiliaryProfile; 4]>,
    /// Living members (figures with the group's own values).
    pub members: usize,
}

impl Values<'_> {
    /// Characters left alone after the elimination of every model of their group: no member
    /// left, one character or more (the Brute with another; an auxiliary still with them does
    /// not give the group back its own values; docs/rulings.md "Turn engine"). They then use
    /// their own profiles: their best Bravery die as the group's value, range M, and no
    /// successes in melee when none has a Combat value (Congo rulebook, "Mustering the Column",
    /// Characters; CG-MUSTER-09 to -11, CG-GEN-07).
    pub fn character_alone(&self) -> bool {
        self.members == 0 && !self.characters.is_empty()
    }

    /// Characters alone of whom none has a Combat value (CG-MUSTER-10).
    pub fn alone_without_combat(&self) -> bool {
        self.character_alone() && self.characters.iter().all(|c| c.combat.is_none())
    }

    /// Every special rule the group carries: its profile's, its characters' (a character's rule
    /// usually benefits his group) and its auxiliaries'. This is where special-rule effects
    /// plug in (see [`crate::hooks`]).
    pub fn special_rules(&self) -> impl Iterator<Item = &SpecialRule> {
        self.profile
            .special_rules
            .iter()
            .chain(self.characters.iter().flat_map(|c| c.special_rules.iter()))
            .chain(self.auxiliaries.iter().flat_map(|a| a.special_rules.iter()))
    }

    /// Full Shooting dice: one die of the group's Shooting value per member, plus each
    /// character's and auxiliary's Shooting dice (a "-" adds none).
    pub fn shooting_dice(&self) -> Vec<Die> {
        let mut v = Vec::new();
        if let Some(d) = self.profile.shooting {
            v.extend(core::iter::repeat_n(d, self.members));
        }
        for p in
            self.characters.iter().filter_map(|c| c.shooting).chain(self.auxiliaries.iter().filter_map(|a| a.shooting))
        {
            v.extend(core::iter::repeat_n(p.die, usize::from(p.count)));
        }
        v
    }

    /// Whether [`Values::shooting_dice`] holds a die (without making the pool: speed, the
    /// listing asks it of every group that may shoot).
    pub(crate) fn has_shooting_dice(&self) -> bool {
        let has = (self.members > 0 && self.profile.shooting.is_some())
            || self
                .characters
                .iter()
                .filter_map(|c| c.shooting)
                .chain(self.auxiliaries.iter().filter_map(|a| a.shooting))
                .any(|p| p.count > 0);
        congo_model::cross_check!(eq: has, !self.shooting_dice().is_empty());
        has
    }

    /// Full Combat dice: one die of the group's Combat value per member, plus each character's
    /// and auxiliary's Combat dice.
    pub fn combat_dice(&self) -> Vec<Die> {
        let mut v = Vec::new();
        if let Some(d) = self.profile.combat {
            v.extend(core::iter::repeat_n(d, self.members));
        }
        for p in self.characters.iter().filter_map(|c| c.combat).chain(self.auxiliaries.iter().filter_map(|a| a.combat))
        {
            v.extend(core::iter::repeat_n(p.die, usize::from(p.count)));
        }
        v
    }

    /// The Bravery value used for "one die per token/hit", and the bonus dice added to the
    /// roll. A character alone uses his Bravery die as the value and adds the same die as bonus;
    /// characters alone together use the best of their Bravery dice as the value and each adds
    /// his own as bonus; `None` as value means the test fails (RULINGS.md "A character alone").
    pub fn bravery(&self) -> (Option<Die>, Vec<Die>) {
        let mut bonus = Vec::new();
        for p in
            self.characters.iter().filter_map(|c| c.bravery).chain(self.auxiliaries.iter().filter_map(|a| a.bravery))
        {
            bonus.extend(core::iter::repeat_n(p.die, usize::from(p.count)));
        }
        if self.character_alone() {
            let value = self.characters.iter().filter_map(|c| c.bravery).map(|p| p.die).max();
            return (value, if value.is_some() { bonus } else { Vec::new() });
        }
        (self.profile.bravery, bonus)
    }
}
