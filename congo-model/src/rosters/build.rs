//! Small builders that keep the roster files readable as tables. Crate-private.

use alloc::string::String;
use alloc::vec::Vec;
use tabletop::Die;

use crate::profile::{
    AuxiliaryProfile, CharacterProfile, Culture, DicePool, GroupKind, GroupProfile, Joins, ProfileField, ProfileId,
    SpecialRule, Weapon,
};

/// `"<culture prefix>.<key>"`.
pub(crate) fn id(culture: Culture, key: &str) -> ProfileId {
    let prefix = culture.id_prefix();
    let mut s = String::with_capacity(prefix.len() + 1 + key.len());
    s.push_str(prefix);
    s.push('.');
    s.push_str(key);
    ProfileId(s)
}

/// One die of a character value ("D8").
pub(crate) const fn d(die: Die) -> Option<DicePool> {
    Some(DicePool::one(die))
}

/// A character row: stars, Shooting / Combat / Bravery, special rule.
pub(crate) fn character(
    culture: Culture,
    key: &str,
    name: &str,
    stars: u8,
    [shooting, combat, bravery]: [Option<DicePool>; 3],
    rule: SpecialRule,
) -> CharacterProfile {
    CharacterProfile {
        id: id(culture, key),
        name: String::from(name),
        culture,
        stars,
        shooting,
        combat,
        bravery,
        special_rules: alloc::vec![rule],
    }
}

/// An auxiliary row (1 figure each).
pub(crate) fn auxiliary(
    culture: Culture,
    key: &str,
    name: &str,
    points: u16,
    max_per_column: u8,
    rule: SpecialRule,
) -> AuxiliaryProfile {
    AuxiliaryProfile {
        id: id(culture, key),
        name: String::from(name),
        culture,
        shooting: None,
        combat: None,
        bravery: None,
        points,
        max_per_column,
        special_rules: alloc::vec![rule],
    }
}

/// A group row under construction.
pub(crate) struct Row(GroupProfile);

impl Row {
    /// A row with nothing known yet: complete, 0 figures, no values, no icons.
    pub(crate) fn new(culture: Culture, key: &str, name: &str) -> Row {
        Row(GroupProfile {
            id: id(culture, key),
            name: String::from(name),
            culture,
            figures: 0,
            shooting: None,
            weapon: None,
            combat: None,
            bravery: None,
            points: 0,
            joins: Joins::default(),
            max_per_column: None,
            only_with: Vec::new(),
            special_rules: Vec::new(),
            complete: true,
            missing: Vec::new(),
            kinds: Vec::new(),
        })
    }
    /// Icons: character icon, number of auxiliary icons.
    pub(crate) fn joins(mut self, character: bool, auxiliaries: u8) -> Row {
        self.0.joins = Joins { character, auxiliaries };
        self
    }
    pub(crate) fn figures(mut self, figures: u8) -> Row {
        self.0.figures = figures;
        self
    }
    pub(crate) fn shooting(mut self, die: Die, weapon: Weapon) -> Row {
        self.0.shooting = Some(die);
        self.0.weapon = Some(weapon);
        self
    }
    pub(crate) fn weapon(mut self, weapon: Weapon) -> Row {
        self.0.weapon = Some(weapon);
        self
    }
    pub(crate) fn combat(mut self, die: Die) -> Row {
        self.0.combat = Some(die);
        self
    }
    pub(crate) fn bravery(mut self, die: Die) -> Row {
        self.0.bravery = Some(die);
        self
    }
    pub(crate) fn points(mut self, points: u16) -> Row {
        self.0.points = points;
        self
    }
    /// "0-1".
    pub(crate) fn zero_one(mut self) -> Row {
        self.0.max_per_column = Some(1);
        self
    }
    pub(crate) fn only_with(mut self, character: ProfileId) -> Row {
        self.0.only_with.push(character);
        self
    }
    pub(crate) fn rule(mut self, rule: SpecialRule) -> Row {
        self.0.special_rules.push(rule);
        self
    }
    pub(crate) fn kind(mut self, kind: GroupKind) -> Row {
        self.0.kinds.push(kind);
        self
    }
    /// The values the source text lost (RULINGS.md "Rows the source text lost").
    pub(crate) fn lost(mut self, fields: &[ProfileField]) -> Row {
        self.0.missing.extend_from_slice(fields);
        self.0.complete = self.0.missing.is_empty();
        self
    }
    pub(crate) fn build(self) -> GroupProfile {
        self.0
    }
}
