//! Roster extensions: user data that supplies the values the source text lost (RULINGS.md "Rows
//! the source text lost") and adds house or custom profiles, in the same vocabulary as the
//! built-in rosters.
//!
//! JSON shape (every list optional):
//! ```json
//! {
//!   "supply": [{"group": "wme.ruga_ruga", "values": [
//!       {"field": "shooting", "value": "D6"}, {"field": "combat", "value": "D8"},
//!       {"field": "points", "value": 12}]}],
//!   "groups": [ ...GroupProfile... ], "characters": [...], "auxiliaries": [...]
//! }
//! ```
//! A supplied value fills a lost one only: the printed values cannot be changed this way (a
//! house variant is a new profile with its own id). [`Roster::extend`] applies everything or
//! nothing, and reports every problem it found.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};
use tabletop::Die;
use tabletop::error::{Coded, ErrorCode};

use super::Roster;
use crate::profile::{
    AuxiliaryProfile, CharacterProfile, DicePool, GroupProfile, Joins, ProfileField, ProfileId, SpecialRule, Weapon,
};

/// User roster data: lost values supplied, and house profiles added.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRosterExtension"))]
pub struct RosterExtension {
    /// Lost values of existing groups, supplied.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub supply: Vec<SuppliedValues>,
    /// New (house or custom) groups; they must be complete.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub groups: Vec<GroupProfile>,
    /// New characters.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub characters: Vec<CharacterProfile>,
    /// New auxiliaries.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub auxiliaries: Vec<AuxiliaryProfile>,
}

/// The lost values of one group, supplied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSuppliedValues"))]
pub struct SuppliedValues {
    /// The group's id.
    pub group: ProfileId,
    /// The values.
    pub values: Vec<SuppliedValue>,
}

/// One supplied value. JSON: `{"field": "shooting", "value": "D8"}`; `null` for a "-" die or no
/// weapon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSuppliedValue"))]
#[serde(tag = "field", content = "value", rename_all = "snake_case")]
pub enum SuppliedValue {
    /// Number of figures (3 to 6).
    Figures(u8),
    /// Shooting die, `null` for "-".
    Shooting(Option<Die>),
    /// Ranged weapon, `null` for none.
    Weapon(Option<Weapon>),
    /// Combat die, `null` for "-".
    Combat(Option<Die>),
    /// Bravery die, `null` for "-".
    Bravery(Option<Die>),
    /// Cost in points (at least 1).
    Points(u16),
    /// Joining icons.
    Joins(Joins),
}

impl SuppliedValue {
    /// The field this value fills.
    pub const fn field(&self) -> ProfileField {
        match self {
            SuppliedValue::Figures(_) => ProfileField::Figures,
            SuppliedValue::Shooting(_) => ProfileField::Shooting,
            SuppliedValue::Weapon(_) => ProfileField::Weapon,
            SuppliedValue::Combat(_) => ProfileField::Combat,
            SuppliedValue::Bravery(_) => ProfileField::Bravery,
            SuppliedValue::Points(_) => ProfileField::Points,
            SuppliedValue::Joins(_) => ProfileField::Joins,
        }
    }
}

/// One problem in a roster extension.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RosterError {
    /// Values were supplied for a group the roster does not have.
    #[error("values were supplied for \"{id}\", but the roster has no group with that id")]
    UnknownGroup {
        /// The id given.
        id: ProfileId,
    },
    /// A value was supplied that is not lost: the rulebook prints it, or an earlier extension
    /// already supplied it (only lost values may be supplied, once).
    #[error(
        "the {field} of \"{id}\" is not a lost value (it is printed in the rulebook or was already supplied) and cannot be replaced; add a house profile with its own id instead"
    )]
    NotMissing {
        /// The group.
        id: ProfileId,
        /// The field's name.
        field: &'static str,
    },
    /// The same lost value was supplied twice in one extension.
    #[error("the {field} of \"{id}\" was supplied more than once; expected it once")]
    SuppliedTwice {
        /// The group.
        id: ProfileId,
        /// The field's name.
        field: &'static str,
    },
    /// A new profile reuses an id already in the roster (or in the extension).
    #[error("the id \"{id}\" is already taken; a new profile needs an id of its own")]
    DuplicateId {
        /// The id.
        id: ProfileId,
    },
    /// An id is empty or not lowercase letters, digits, '_' and '.'.
    #[error("the id \"{id}\" is not valid: expected lowercase letters, digits, '_' and '.', e.g. \"wme.house_guards\"")]
    BadId {
        /// The id.
        id: ProfileId,
    },
    /// A die that Congo profiles do not use (only D6, D8 and D10).
    #[error("the {field} of \"{id}\" is a {die}; Congo profiles use D6, D8 or D10")]
    BadDie {
        /// The profile.
        id: ProfileId,
        /// The field's name.
        field: &'static str,
        /// The die given.
        die: Die,
    },
    /// A dice count of 0 or more than 3.
    #[error("the {field} of \"{id}\" has {count} dice; expected 1 to 3")]
    BadDiceCount {
        /// The profile.
        id: ProfileId,
        /// The field's name.
        field: &'static str,
        /// The count given.
        count: u8,
    },
    /// A group's figures outside 3 to 6.
    #[error("\"{id}\" has {figures} figures; a group has 3 to 6")]
    BadFigures {
        /// The group.
        id: ProfileId,
        /// The number given.
        figures: u8,
    },
    /// A cost of 0 points.
    #[error("\"{id}\" costs 0 points; expected at least 1")]
    ZeroPoints {
        /// The profile.
        id: ProfileId,
    },
    /// More than two auxiliary icons.
    #[error("\"{id}\" accepts {slots} auxiliaries; a group accepts at most 2")]
    BadAuxiliarySlots {
        /// The group.
        id: ProfileId,
        /// The number given.
        slots: u8,
    },
    /// A Shooting die without a ranged weapon, or a weapon without a Shooting die.
    #[error(
        "\"{id}\" has a shooting die without a ranged weapon or a weapon without a shooting die; expected both or neither"
    )]
    ShootingWithoutWeapon {
        /// The group.
        id: ProfileId,
    },
    /// Stars outside 1 to 3.
    #[error("the character \"{id}\" has {stars} stars; expected 1 to 3")]
    BadStars {
        /// The character.
        id: ProfileId,
        /// The number given.
        stars: u8,
    },
    /// An auxiliary allowed 0 or more than 4 times per column.
    #[error("the auxiliary \"{id}\" is allowed {max} times per column; expected 1 to 4")]
    BadAuxiliaryLimit {
        /// The auxiliary.
        id: ProfileId,
        /// The number given.
        max: u8,
    },
    /// A special rule's number that would make the rule meaningless (a divisor of 0, a Bond of
    /// fewer than two groups).
    #[error("the rule {rule} of \"{id}\" has the value {value}; expected {expected}")]
    BadRuleValue {
        /// The profile.
        id: ProfileId,
        /// The rule's printed name.
        rule: &'static str,
        /// The value given.
        value: u8,
        /// What it should be.
        expected: &'static str,
    },
    /// A group limited to 0 per column (it could never be mustered).
    #[error("\"{id}\" is limited to 0 per column; expected a limit of at least 1, or none (null)")]
    ZeroGroupLimit {
        /// The group.
        id: ProfileId,
    },
    /// A house group that is not complete.
    #[error("the new group \"{id}\" is incomplete; a house profile must give every value")]
    HouseProfileIncomplete {
        /// The group.
        id: ProfileId,
    },
    /// An "only with" requirement that names no character of the roster.
    #[error("\"{id}\" can be mustered only with \"{requires}\", but the roster has no such character")]
    UnknownRequirement {
        /// The group.
        id: ProfileId,
        /// The missing character.
        requires: ProfileId,
    },
}

impl Coded for RosterError {
    fn code(&self) -> ErrorCode {
        match self {
            RosterError::UnknownGroup { .. } | RosterError::UnknownRequirement { .. } => ErrorCode::UnknownId,
            RosterError::NotMissing { .. }
            | RosterError::SuppliedTwice { .. }
            | RosterError::DuplicateId { .. }
            | RosterError::BadId { .. }
            | RosterError::BadDie { .. }
            | RosterError::BadDiceCount { .. }
            | RosterError::BadFigures { .. }
            | RosterError::ZeroPoints { .. }
            | RosterError::BadAuxiliarySlots { .. }
            | RosterError::ShootingWithoutWeapon { .. }
            | RosterError::BadStars { .. }
            | RosterError::BadAuxiliaryLimit { .. }
            | RosterError::BadRuleValue { .. }
            | RosterError::ZeroGroupLimit { .. }
            | RosterError::HouseProfileIncomplete { .. } => ErrorCode::InvalidRoster,
        }
    }
}

/// Every problem found in a roster extension (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterErrors(pub Vec<RosterError>);

impl fmt::Display for RosterErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the roster extension was refused ({} problem(s))", self.0.len())?;
        for e in &self.0 {
            write!(f, "; {e}")?;
        }
        Ok(())
    }
}

impl core::error::Error for RosterErrors {}

impl Coded for RosterErrors {
    fn code(&self) -> ErrorCode {
        self.0.first().map_or(ErrorCode::InvalidRoster, Coded::code)
    }
}

fn check_die(errors: &mut Vec<RosterError>, id: &ProfileId, field: &'static str, die: Option<Die>) {
    match die {
        None | Some(Die::D6 | Die::D8 | Die::D10) => {}
        Some(die) => errors.push(RosterError::BadDie { id: id.clone(), field, die }),
    }
}

fn check_pool(errors: &mut Vec<RosterError>, id: &ProfileId, field: &'static str, pool: Option<DicePool>) {
    if let Some(pool) = pool {
        check_die(errors, id, field, Some(pool.die));
        if !(1..=3).contains(&pool.count) {
            errors.push(RosterError::BadDiceCount { id: id.clone(), field, count: pool.count });
        }
    }
}

/// Checks the dice and numbers of a special rule of a new profile.
fn check_rule(errors: &mut Vec<RosterError>, id: &ProfileId, rule: &SpecialRule) {
    use SpecialRule as R;
    let name = rule.name();
    let mut bad_value = |value: u8, expected: &'static str| {
        errors.push(RosterError::BadRuleValue { id: id.clone(), rule: name, value, expected });
    };
    match rule {
        R::TellingAStory { per_points: 0, .. } => {
            bad_value(0, "at least 1 victory point per die");
        }
        R::Bond { groups } if *groups < 2 => bad_value(*groups, "at least 2 groups"),
        _ => {}
    }
    match rule {
        R::Composure { die }
        | R::TellingAStory { die, .. }
        | R::IFoundIt { die }
        | R::Superstitious { terror_bravery: die }
        | R::Bribe { die }
        | R::Bodyguard { die }
        | R::InspiringPresence { bravery: die }
        | R::Jezzails { die, .. }
        | R::GreatIsTheKing { bravery: die }
        | R::Sorcery { die, .. }
        | R::MysticalTrance { die }
        | R::Meat { die, .. }
        | R::HuntingThePrey { die } => check_die(errors, id, name, Some(*die)),
        R::Authority { dice, .. } => check_pool(errors, id, name, Some(*dice)),
        R::Shortcuts { .. }
        | R::Training
        | R::TheColours { .. }
        | R::Bearer
        | R::WeKnowOurBusiness
        | R::Reckless { .. }
        | R::Natives
        | R::Zamara { .. }
        | R::Ruthless { .. }
        | R::SpiritualGuidance { .. }
        | R::WarriorTradition
        | R::BigChief
        | R::Drums { .. }
        | R::Inspiration { .. }
        | R::PowerOfSpirits
        | R::Poison
        | R::Tiny { .. }
        | R::Bond { .. }
        | R::Harassment
        | R::Frenzy { .. }
        | R::Litany
        | R::FearMyWrath
        | R::Charge
        | R::Insensible
        | R::Elite => {}
    }
}

fn check_id(errors: &mut Vec<RosterError>, id: &ProfileId) {
    let ok =
        !id.0.is_empty() && id.0.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.');
    if !ok {
        errors.push(RosterError::BadId { id: id.clone() });
    }
}

/// Checks the values of a group that are known (not missing).
fn check_group_values(errors: &mut Vec<RosterError>, g: &GroupProfile) {
    let known = |f: ProfileField| !g.missing.contains(&f);
    if known(ProfileField::Figures) && !(3..=6).contains(&g.figures) {
        errors.push(RosterError::BadFigures { id: g.id.clone(), figures: g.figures });
    }
    if known(ProfileField::Points) && g.points == 0 {
        errors.push(RosterError::ZeroPoints { id: g.id.clone() });
    }
    if known(ProfileField::Joins) && g.joins.auxiliaries > 2 {
        errors.push(RosterError::BadAuxiliarySlots { id: g.id.clone(), slots: g.joins.auxiliaries });
    }
    for (field, die) in
        [(ProfileField::Shooting, g.shooting), (ProfileField::Combat, g.combat), (ProfileField::Bravery, g.bravery)]
    {
        if known(field) {
            check_die(errors, &g.id, field.name(), die);
        }
    }
    if known(ProfileField::Shooting) && known(ProfileField::Weapon) && g.shooting.is_some() != g.weapon.is_some() {
        errors.push(RosterError::ShootingWithoutWeapon { id: g.id.clone() });
    }
}

fn apply(group: &mut GroupProfile, value: SuppliedValue) {
    match value {
        SuppliedValue::Figures(n) => group.figures = n,
        SuppliedValue::Shooting(d) => group.shooting = d,
        SuppliedValue::Weapon(w) => group.weapon = w,
        SuppliedValue::Combat(d) => group.combat = d,
        SuppliedValue::Bravery(d) => group.bravery = d,
        SuppliedValue::Points(p) => group.points = p,
        SuppliedValue::Joins(j) => group.joins = j,
    }
}

impl Roster {
    /// Applies a roster extension: fills lost values, then adds the new profiles. All or
    /// nothing: on any problem the roster is left unchanged.
    ///
    /// # Errors
    /// [`RosterErrors`] listing every problem: an unknown group, a value that is not lost or is
    /// supplied twice, a reused or malformed id, a die other than D6/D8/D10, figures outside 3-6,
    /// 0 points, more than 2 auxiliary slots, a Shooting die without a weapon (or the reverse),
    /// stars outside 1-3, an auxiliary limit outside 1-4, a group limit of 0, a special rule with
    /// a die other than D6/D8/D10 or a meaningless number, an incomplete house group, an "only
    /// with" naming no character.
    pub fn extend(&mut self, extension: &RosterExtension) -> Result<(), RosterErrors> {
        let mut next = self.clone();
        let mut errors = Vec::new();
        // Fields supplied so far, per group: a second value for one is `SuppliedTwice`.
        let mut supplied_fields: BTreeMap<&ProfileId, Vec<ProfileField>> = BTreeMap::new();
        for supplied in &extension.supply {
            let Some(group) = next.groups.iter_mut().find(|g| g.id == supplied.group) else {
                errors.push(RosterError::UnknownGroup { id: supplied.group.clone() });
                continue;
            };
            let seen = supplied_fields.entry(&supplied.group).or_default();
            for value in &supplied.values {
                let field = value.field();
                if seen.contains(&field) {
                    errors.push(RosterError::SuppliedTwice { id: group.id.clone(), field: field.name() });
                    continue;
                }
                if !group.missing.contains(&field) {
                    errors.push(RosterError::NotMissing { id: group.id.clone(), field: field.name() });
                    continue;
                }
                seen.push(field);
                apply(group, *value);
                group.missing.retain(|f| *f != field);
            }
            group.complete = group.missing.is_empty();
        }
        // Each supplied group's values are checked once, after all its values are in.
        for id in supplied_fields.keys() {
            if let Some(group) = next.groups.iter().find(|g| &&g.id == id) {
                check_group_values(&mut errors, group);
            }
        }
        let mut new_ids: Vec<&ProfileId> = Vec::new();
        let ids = extension
            .groups
            .iter()
            .map(|g| &g.id)
            .chain(extension.characters.iter().map(|c| &c.id))
            .chain(extension.auxiliaries.iter().map(|a| &a.id));
        for id in ids {
            check_id(&mut errors, id);
            if self.contains(id.as_str()) || new_ids.contains(&id) {
                errors.push(RosterError::DuplicateId { id: id.clone() });
            }
            new_ids.push(id);
        }
        for c in &extension.characters {
            if !(1..=3).contains(&c.stars) {
                errors.push(RosterError::BadStars { id: c.id.clone(), stars: c.stars });
            }
            check_pool(&mut errors, &c.id, "shooting", c.shooting);
            check_pool(&mut errors, &c.id, "combat", c.combat);
            check_pool(&mut errors, &c.id, "bravery", c.bravery);
            for rule in &c.special_rules {
                check_rule(&mut errors, &c.id, rule);
            }
        }
        for a in &extension.auxiliaries {
            if !(1..=4).contains(&a.max_per_column) {
                errors.push(RosterError::BadAuxiliaryLimit { id: a.id.clone(), max: a.max_per_column });
            }
            if a.points == 0 {
                errors.push(RosterError::ZeroPoints { id: a.id.clone() });
            }
            check_pool(&mut errors, &a.id, "shooting", a.shooting);
            check_pool(&mut errors, &a.id, "combat", a.combat);
            check_pool(&mut errors, &a.id, "bravery", a.bravery);
            for rule in &a.special_rules {
                check_rule(&mut errors, &a.id, rule);
            }
        }
        next.characters.extend(extension.characters.iter().cloned());
        next.auxiliaries.extend(extension.auxiliaries.iter().cloned());
        for g in &extension.groups {
            if !g.complete || !g.missing.is_empty() {
                errors.push(RosterError::HouseProfileIncomplete { id: g.id.clone() });
            }
            check_group_values(&mut errors, g);
            if g.max_per_column == Some(0) {
                errors.push(RosterError::ZeroGroupLimit { id: g.id.clone() });
            }
            for rule in &g.special_rules {
                check_rule(&mut errors, &g.id, rule);
            }
            for requires in &g.only_with {
                if next.character(requires.as_str()).is_none() {
                    errors.push(RosterError::UnknownRequirement { id: g.id.clone(), requires: requires.clone() });
                }
            }
        }
        next.groups.extend(extension.groups.iter().cloned());
        if errors.is_empty() {
            *self = next;
            Ok(())
        } else {
            Err(RosterErrors(errors))
        }
    }
}
