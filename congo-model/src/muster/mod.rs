//! Mustering the Column: a column list (culture, groups, characters and auxiliaries and whom they
//! join) checked against the rosters and the adventure's budget, its cost and star totals, the
//! random choice of characters, and the Totem cards drawn for a star difference.
//!
//! Source: Congo rulebook, "Mustering the Column" (rules CG-MUSTER-*), the culture chapters
//! ("0-1", icons, "only with", Bond, Bodyguard, Great is the King!, Elite), "Adventuring in
//! Africa" (budget, imposed characters, star difference); RULINGS.md "Rows the source text lost".
//!
//! ```
//! use congo_model::muster::{ColumnList, Joining, MusterRules};
//! use congo_model::profile::{Culture, ProfileId};
//! use congo_model::rosters::Roster;
//! let roster = Roster::builtin();
//! let list = ColumnList {
//!     culture: Culture::WhiteMenExpeditions,
//!     groups: vec![ProfileId::new("wme.soldiers"), ProfileId::new("wme.trained_askaris")],
//!     characters: vec![Joining::new("wme.explorer", 0)],
//!     auxiliaries: vec![Joining::new("wme.bearers", 1)],
//! };
//! let column = list.validate(&roster, &MusterRules::budget(100)).expect("legal");
//! assert_eq!((column.cost, column.stars), (39, 3));
//! ```

mod error;
mod random;

pub use error::{FieldList, MusterError, MusterErrors};
pub use random::{RandomCharacterError, random_characters};

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::profile::{AuxiliaryProfile, CharacterProfile, Culture, GroupKind, GroupProfile, ProfileId, SpecialRule};
use crate::rosters::Roster;

/// Most characters in a column, imposed ones included, Independent characters not (CG-MUSTER-03).
pub const MAX_CHARACTERS: usize = 2;
/// Most auxiliaries in a column (CG-MUSTER-13).
pub const MAX_AUXILIARIES: usize = 4;

/// What the adventure imposes on a column ("The protagonists").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMusterRules"))]
#[serde(expecting = "muster rules: an object with `budget` (points) and optional `imposed_characters`")]
#[serde(deny_unknown_fields)]
pub struct MusterRules {
    /// Points for groups and auxiliaries (typically 70 to 100).
    pub budget: u16,
    /// Characters the adventure imposes: they must be in the column, count toward the two, and
    /// may come from any roster list (an adventure's own profile). Independent characters are
    /// not listed here nor in a column: they never count (CG-MUSTER-03).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub imposed_characters: Vec<ProfileId>,
}

impl MusterRules {
    /// A budget and nothing imposed.
    pub fn budget(points: u16) -> MusterRules {
        MusterRules { budget: points, imposed_characters: Vec::new() }
    }
}

/// A character or an auxiliary and the group it joins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoJoining"))]
#[serde(expecting = "a joining figure: an object with `id` (a profile id) and `group` (an index into `groups`)")]
#[serde(deny_unknown_fields)]
pub struct Joining {
    /// Its profile id.
    pub id: ProfileId,
    /// 0-based position of the group it joins in [`ColumnList::groups`].
    pub group: usize,
}

impl Joining {
    /// `id` joins the group at position `group`.
    pub fn new(id: &str, group: usize) -> Joining {
        Joining { id: ProfileId::new(id), group }
    }
}

/// A player's column list before validation: what an app edits.
///
/// Each entry of `groups` is one group on the table. A bonded profile (Pygmy Archers, `Bond`) is
/// bought as a set: list each of its groups, consecutive entries forming one set; the set costs
/// the profile's points once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoColumnList"))]
#[serde(
    expecting = "a column list: an object with `culture`, `groups` (profile ids), `characters` and `auxiliaries` (each `{id, group}`)"
)]
#[serde(deny_unknown_fields)]
pub struct ColumnList {
    /// The column's culture.
    pub culture: Culture,
    /// The groups, by profile id.
    pub groups: Vec<ProfileId>,
    /// The characters, each with the group he joins.
    pub characters: Vec<Joining>,
    /// The auxiliaries (one entry per figure), each with the group it joins.
    pub auxiliaries: Vec<Joining>,
}

/// One group of a mustered column, with what joins it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMusteredGroup"))]
pub struct MusteredGroup {
    /// The group's profile.
    pub profile: GroupProfile,
    /// Characters with it (one, or two with the Brute).
    pub characters: Vec<CharacterProfile>,
    /// Auxiliaries with it.
    pub auxiliaries: Vec<AuxiliaryProfile>,
    /// The position of the group it is bonded with (Pygmy Archers), if any.
    pub bonded_with: Option<usize>,
}

/// A column that passed every mustering rule: what the turn engine deploys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMusteredColumn"))]
pub struct MusteredColumn {
    /// Its culture.
    pub culture: Culture,
    /// Its groups, in list order.
    pub groups: Vec<MusteredGroup>,
    /// Points spent on groups and auxiliaries.
    pub cost: u16,
    /// Total stars of its characters.
    pub stars: u8,
}

/// Totem cards drawn before the first turn by the column with `stars` against one with
/// `opponent_stars`: one per star of difference for the lower column, none for the other
/// (CG-MUSTER-04, "Adventuring in Africa").
pub const fn totem_draws(stars: u8, opponent_stars: u8) -> u8 {
    opponent_stars.saturating_sub(stars)
}

fn bond_size(group: &GroupProfile) -> Option<u8> {
    group.special_rules.iter().find_map(|r| match r {
        SpecialRule::Bond { groups } if *groups > 1 => Some(*groups),
        _ => None,
    })
}

fn is_bodyguard(character: &CharacterProfile) -> bool {
    character.special_rules.iter().any(|r| matches!(r, SpecialRule::Bodyguard { .. }))
}

fn joins_only(character: &CharacterProfile) -> Option<GroupKind> {
    character
        .special_rules
        .iter()
        .any(|r| matches!(r, SpecialRule::GreatIsTheKing { .. }))
        .then_some(GroupKind::Pygmies)
}

fn is_elite(group: &GroupProfile) -> bool {
    group.special_rules.contains(&SpecialRule::Elite)
}

/// Each distinct id of `ids` with how many times it appears, in first-seen order (n log n: a
/// hostile list of many distinct ids is answered quickly).
fn tally<'a>(ids: impl Iterator<Item = &'a ProfileId>) -> Vec<(&'a ProfileId, usize)> {
    let mut seen: BTreeMap<&ProfileId, (usize, usize)> = BTreeMap::new();
    for (position, id) in ids.enumerate() {
        seen.entry(id).or_insert((position, 0)).1 += 1;
    }
    let mut counts: Vec<(usize, &ProfileId, usize)> = seen.into_iter().map(|(id, (first, n))| (first, id, n)).collect();
    counts.sort_unstable_by_key(|(first, _, _)| *first);
    counts.into_iter().map(|(_, id, n)| (id, n)).collect()
}

impl ColumnList {
    /// Points spent on groups and auxiliaries; ids the roster lacks count 0, a bonded profile
    /// counts once per (possibly partial) set. Usable on an invalid list (an app's running total).
    /// A total past `u16::MAX` reads `u16::MAX` (validation compares the exact total).
    pub fn cost(&self, roster: &Roster) -> u16 {
        u16::try_from(self.total_cost(roster)).unwrap_or(u16::MAX)
    }

    /// The exact total of [`ColumnList::cost`], in points.
    fn total_cost(&self, roster: &Roster) -> u32 {
        let groups: u32 = tally(self.groups.iter())
            .into_iter()
            .filter_map(|(id, n)| roster.group(id.as_str()).map(|g| (g, n)))
            .map(|(g, n)| {
                let per = usize::from(bond_size(g).unwrap_or(1));
                let sets = u32::try_from(n.div_ceil(per)).unwrap_or(u32::MAX);
                u32::from(g.points).saturating_mul(sets)
            })
            .fold(0u32, u32::saturating_add);
        let auxiliaries: u32 = self
            .auxiliaries
            .iter()
            .filter_map(|a| roster.auxiliary(a.id.as_str()))
            .map(|a| u32::from(a.points))
            .fold(0u32, u32::saturating_add);
        groups.saturating_add(auxiliaries)
    }

    /// Total stars of the listed characters the roster knows.
    pub fn stars(&self, roster: &Roster) -> u8 {
        self.characters
            .iter()
            .filter_map(|c| roster.character(c.id.as_str()))
            .fold(0u8, |sum, c| sum.saturating_add(c.stars))
    }

    /// Checks every rule of "Mustering the Column" and returns the column ready to deploy.
    ///
    /// # Errors
    /// [`MusterErrors`] with one [`MusterError`] per broken rule (all of them, not only the
    /// first): unknown ids, another culture's profile, over budget, no / too many / duplicate
    /// characters, a missing imposed character, too many auxiliaries (in all or of one kind),
    /// joins to a group that does not exist, refuses a character or has no free auxiliary slot,
    /// two characters in a group without the Brute, "0-1" exceeded, "only with" unmet, Elite's
    /// character elsewhere, the Pygmy King outside the pygmies, unpaired bonded groups, and
    /// incomplete profiles.
    pub fn validate(&self, roster: &Roster, rules: &MusterRules) -> Result<MusteredColumn, MusterErrors> {
        let mut errors = Vec::new();
        let culture = self.culture;
        let check_culture = |errors: &mut Vec<MusterError>, id: &ProfileId, found: Culture| {
            if found != culture {
                errors.push(MusterError::WrongCulture { id: id.clone(), found, expected: culture });
            }
        };

        // Groups: known, of the culture, complete; 0-1 limits; bonded sets.
        let mut groups: Vec<Option<&GroupProfile>> = Vec::new();
        for (index, id) in self.groups.iter().enumerate() {
            let group = roster.group(id.as_str());
            match group {
                None => errors.push(MusterError::UnknownGroup { group: index, id: id.clone() }),
                Some(g) => check_culture(&mut errors, id, g.culture),
            }
            groups.push(group);
        }
        for (id, count) in tally(self.groups.iter()) {
            let Some(g) = roster.group(id.as_str()) else {
                continue;
            };
            if !g.complete || !g.missing.is_empty() {
                errors.push(MusterError::IncompleteProfile { id: id.clone(), missing: g.missing.clone() });
            }
            let per = bond_size(g).unwrap_or(1);
            if let Some(max) = g.max_per_column {
                if count.div_ceil(usize::from(per)) > usize::from(max) {
                    errors.push(MusterError::GroupLimit { id: id.clone(), count, max });
                }
            }
            if per > 1 && count % usize::from(per) != 0 {
                errors.push(MusterError::UnpairedBondedGroups { id: id.clone(), count, per_purchase: per });
            }
        }

        // Characters: known, of the culture (imposed ones excepted), one or two, different.
        let imposed: BTreeSet<&ProfileId> = rules.imposed_characters.iter().collect();
        let mut characters: Vec<(&CharacterProfile, usize)> = Vec::new();
        for joining in &self.characters {
            match roster.character(joining.id.as_str()) {
                None => errors.push(MusterError::UnknownCharacter { id: joining.id.clone() }),
                Some(c) => {
                    if !imposed.contains(&c.id) {
                        check_culture(&mut errors, &c.id, c.culture);
                    }
                    characters.push((c, joining.group));
                }
            }
        }
        if self.characters.is_empty() {
            errors.push(MusterError::NoCharacter);
        }
        if self.characters.len() > MAX_CHARACTERS {
            errors.push(MusterError::TooManyCharacters { count: self.characters.len() });
        }
        for (id, count) in tally(self.characters.iter().map(|c| &c.id)) {
            if count > 1 {
                errors.push(MusterError::DuplicateCharacter { id: id.clone() });
            }
        }
        let listed: BTreeSet<&ProfileId> = self.characters.iter().map(|c| &c.id).collect();
        for id in &rules.imposed_characters {
            if !listed.contains(id) {
                errors.push(MusterError::ImposedCharacterMissing { id: id.clone() });
            }
        }

        // Auxiliaries: known, of the culture, four at most, each kind within its limit.
        let mut auxiliaries: Vec<(&AuxiliaryProfile, usize)> = Vec::new();
        for joining in &self.auxiliaries {
            match roster.auxiliary(joining.id.as_str()) {
                None => errors.push(MusterError::UnknownAuxiliary { id: joining.id.clone() }),
                Some(a) => {
                    check_culture(&mut errors, &a.id, a.culture);
                    auxiliaries.push((a, joining.group));
                }
            }
        }
        if self.auxiliaries.len() > MAX_AUXILIARIES {
            errors.push(MusterError::TooManyAuxiliaries { count: self.auxiliaries.len() });
        }
        for (id, count) in tally(self.auxiliaries.iter().map(|a| &a.id)) {
            if let Some(a) = roster.auxiliary(id.as_str()) {
                if count > usize::from(a.max_per_column) {
                    errors.push(MusterError::AuxiliaryLimit { id: id.clone(), count, max: a.max_per_column });
                }
            }
        }

        // Joining: an existing group, with the icons for it.
        let group_count = self.groups.len();
        for joining in self.characters.iter().chain(self.auxiliaries.iter()) {
            if joining.group >= group_count {
                errors.push(MusterError::NoSuchGroup {
                    id: joining.id.clone(),
                    group: joining.group,
                    groups: group_count,
                });
            }
        }
        // What joins each group position, gathered in one pass.
        let mut with_at: Vec<Vec<&CharacterProfile>> = groups.iter().map(|_| Vec::new()).collect();
        for (c, at) in &characters {
            if let Some(with) = with_at.get_mut(*at) {
                with.push(*c);
            }
        }
        let mut auxiliaries_at: Vec<usize> = groups.iter().map(|_| 0).collect();
        for (_, at) in &auxiliaries {
            if let Some(n) = auxiliaries_at.get_mut(*at) {
                *n += 1;
            }
        }
        for ((index, group), (with, aux)) in
            groups.iter().enumerate().zip(with_at.iter().zip(auxiliaries_at.iter().copied()))
        {
            let Some(g) = group else { continue };
            for c in with {
                if !g.joins.character && !is_bodyguard(c) {
                    errors.push(MusterError::GroupRefusesCharacter {
                        group: index,
                        id: g.id.clone(),
                        character: c.id.clone(),
                    });
                }
                if let Some(kind) = joins_only(c) {
                    if !g.kinds.contains(&kind) {
                        errors.push(MusterError::JoinsOnlyKind {
                            character: c.id.clone(),
                            kind,
                            group: index,
                            id: g.id.clone(),
                        });
                    }
                }
            }
            let leaders: Vec<&&CharacterProfile> = with.iter().filter(|c| !is_bodyguard(c)).collect();
            if let [first, second, ..] = leaders.as_slice() {
                errors.push(MusterError::GroupAlreadyLed {
                    group: index,
                    id: g.id.clone(),
                    first: first.id.clone(),
                    second: second.id.clone(),
                });
            }
            if aux > usize::from(g.joins.auxiliaries) {
                errors.push(MusterError::AuxiliarySlotsFull {
                    group: index,
                    id: g.id.clone(),
                    count: aux,
                    slots: g.joins.auxiliaries,
                });
            }
        }

        // "Only with" requirements and Elite.
        for (id, _) in tally(self.groups.iter()) {
            let Some(g) = roster.group(id.as_str()) else {
                continue;
            };
            for requires in &g.only_with {
                let joined_at: Vec<usize> =
                    characters.iter().filter(|(c, _)| &c.id == requires).map(|(_, at)| *at).collect();
                if joined_at.is_empty() {
                    errors.push(MusterError::RequiresCharacter { id: id.clone(), requires: requires.clone() });
                } else if is_elite(g) && !joined_at.iter().any(|at| self.groups.get(*at) == Some(id)) {
                    errors.push(MusterError::EliteNotJoined { id: id.clone(), character: requires.clone() });
                }
            }
        }

        let total = self.total_cost(roster);
        if total > u32::from(rules.budget) {
            errors.push(MusterError::OverBudget { cost: total, budget: rules.budget });
        }
        if !errors.is_empty() {
            return Err(MusterErrors(errors));
        }
        // Within the budget, so within u16.
        let cost = u16::try_from(total).unwrap_or(rules.budget);
        Ok(self.assemble(&groups, &characters, &auxiliaries, cost))
    }

    /// Builds the mustered column once every check passed (every group is known).
    fn assemble(
        &self,
        groups: &[Option<&GroupProfile>],
        characters: &[(&CharacterProfile, usize)],
        auxiliaries: &[(&AuxiliaryProfile, usize)],
        cost: u16,
    ) -> MusteredColumn {
        let mut mustered: Vec<MusteredGroup> = groups
            .iter()
            .enumerate()
            .filter_map(|(index, g)| {
                g.map(|g| MusteredGroup {
                    profile: g.clone(),
                    characters: characters.iter().filter(|(_, at)| *at == index).map(|(c, _)| (*c).clone()).collect(),
                    auxiliaries: auxiliaries.iter().filter(|(_, at)| *at == index).map(|(a, _)| (*a).clone()).collect(),
                    bonded_with: None,
                })
            })
            .collect();
        // Bonded sets: consecutive groups of the same bonded profile, in list order.
        let mut open: Vec<(&ProfileId, usize)> = Vec::new();
        for index in 0..mustered.len() {
            let Some(per) = mustered.get(index).and_then(|g| bond_size(&g.profile)) else {
                continue;
            };
            let Some(id) = self.groups.get(index) else {
                continue;
            };
            let members: Vec<usize> = open.iter().filter(|(seen, _)| *seen == id).map(|(_, at)| *at).collect();
            if members.len() + 1 == usize::from(per) {
                // A set of two links its pair; larger sets link each to the next, in a ring.
                let mut set = members;
                set.push(index);
                for (k, &at) in set.iter().enumerate() {
                    if let Some(group) = mustered.get_mut(at) {
                        group.bonded_with = set.get((k + 1) % set.len()).copied();
                    }
                }
                open.retain(|(seen, _)| *seen != id);
            } else {
                open.push((id, index));
            }
        }
        MusteredColumn {
            culture: self.culture,
            groups: mustered,
            cost,
            stars: characters.iter().fold(0u8, |sum, (c, _)| sum.saturating_add(c.stars)),
        }
    }
}

#[cfg(test)]
mod rule_tests;
#[cfg(test)]
mod tests;
