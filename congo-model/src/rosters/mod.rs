//! The rosters of the four cultures: every character, auxiliary and group the rulebook prints,
//! as data, with stable ids (`"wme.soldiers"`, `"zan.emir"`, `"forest.pygmy_archers"`,
//! `"ak.sacred_warriors"`: culture prefix, a dot, the rulebook name in snake case).
//!
//! Sources: Congo rulebook, "The White Men Expeditions", "The Sultanate of Zanzibar", "The
//! Forest Tribes", "The African Kingdoms", "Groups and characters" (the Hunters); RULINGS.md
//! "Rows the source text lost". Rows the text lost are shipped with what the text gives, marked
//! incomplete ([`GroupProfile::complete`], [`GroupProfile::missing`]); a user supplies the rest
//! through a [`RosterExtension`] (see `extension`), which also adds house profiles.
//!
//! ```
//! use congo_model::rosters::Roster;
//! use congo_model::profile::Culture;
//! let roster = Roster::builtin();
//! let soldiers = roster.group("wme.soldiers").expect("printed");
//! assert_eq!((soldiers.figures, soldiers.points), (4, 21));
//! assert_eq!(roster.characters_of(Culture::ForestTribes).count(), 6);
//! ```

mod african_kingdoms;
mod build;
mod extension;
mod forest;
mod shared;
mod wme;
mod zanzibar;

pub use extension::{RosterError, RosterErrors, RosterExtension, SuppliedValue, SuppliedValues};

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::profile::{AuxiliaryProfile, CharacterProfile, Culture, GroupProfile};

/// Every profile a column may be mustered from: the built-in rosters of the four cultures,
/// possibly extended by user data. Lists keep the printed order within each culture (the
/// characters' order is the random-choice order, CG-MUSTER-12).
///
/// Serializable, so that an app can list it (JSON: `{"characters": [...], "auxiliaries": [...],
/// "groups": [...]}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRoster"))]
pub struct Roster {
    /// Every character.
    pub characters: Vec<CharacterProfile>,
    /// Every auxiliary.
    pub auxiliaries: Vec<AuxiliaryProfile>,
    /// Every group.
    pub groups: Vec<GroupProfile>,
}

impl Default for Roster {
    fn default() -> Roster {
        Roster::builtin()
    }
}

impl Roster {
    /// The four cultures as the rulebook prints them (with RULINGS.md's recovered values).
    pub fn builtin() -> Roster {
        let mut roster = Roster { characters: Vec::new(), auxiliaries: Vec::new(), groups: Vec::new() };
        for culture in Culture::ALL {
            let one = Roster::builtin_of(culture);
            roster.characters.extend(one.characters);
            roster.auxiliaries.extend(one.auxiliaries);
            roster.groups.extend(one.groups);
        }
        roster
    }

    /// One culture's own profiles, as [`Roster::builtin`] holds them for it (same order): a
    /// quarter of the work when a column of that culture is all that is mustered.
    pub fn builtin_of(culture: Culture) -> Roster {
        let (characters, auxiliaries, groups) = match culture {
            Culture::WhiteMenExpeditions => (wme::characters(), wme::auxiliaries(), wme::groups()),
            Culture::SultanateOfZanzibar => (zanzibar::characters(), zanzibar::auxiliaries(), zanzibar::groups()),
            Culture::ForestTribes => (forest::characters(), forest::auxiliaries(), forest::groups()),
            Culture::AfricanKingdoms => {
                (african_kingdoms::characters(), african_kingdoms::auxiliaries(), african_kingdoms::groups())
            }
        };
        Roster { characters, auxiliaries, groups }
    }

    /// The character with this id, if any.
    pub fn character(&self, id: &str) -> Option<&CharacterProfile> {
        self.characters.iter().find(|c| c.id.as_str() == id)
    }

    /// The auxiliary with this id, if any.
    pub fn auxiliary(&self, id: &str) -> Option<&AuxiliaryProfile> {
        self.auxiliaries.iter().find(|a| a.id.as_str() == id)
    }

    /// The group with this id, if any.
    pub fn group(&self, id: &str) -> Option<&GroupProfile> {
        self.groups.iter().find(|g| g.id.as_str() == id)
    }

    /// True when any profile (character, auxiliary or group) has this id.
    pub fn contains(&self, id: &str) -> bool {
        self.character(id).is_some() || self.auxiliary(id).is_some() || self.group(id).is_some()
    }

    /// A culture's characters, in printed order.
    pub fn characters_of(&self, culture: Culture) -> impl Iterator<Item = &CharacterProfile> {
        self.characters.iter().filter(move |c| c.culture == culture)
    }

    /// A culture's auxiliaries.
    pub fn auxiliaries_of(&self, culture: Culture) -> impl Iterator<Item = &AuxiliaryProfile> {
        self.auxiliaries.iter().filter(move |a| a.culture == culture)
    }

    /// A culture's groups, in printed order, complete or not.
    pub fn groups_of(&self, culture: Culture) -> impl Iterator<Item = &GroupProfile> {
        self.groups.iter().filter(move |g| g.culture == culture)
    }
}

#[cfg(test)]
mod tests;
