//! Profiles printed in more than one culture's list: Bearers, Sacred Warriors, Ruga-Ruga, Scouts
//! and the witchdoctors.

use alloc::vec::Vec;
use tabletop::Die::{D6, D8};

use super::build::{Row, auxiliary, character, d};
use crate::profile::{AuxiliaryProfile, CharacterProfile, Culture, ProfileField as F, Ritual, SpecialRule, Weapon};

/// Bearers: up to 4 per column, 2 points each (rules: CG-WME-07, CG-ZAN-07).
pub(crate) fn bearers(culture: Culture) -> AuxiliaryProfile {
    auxiliary(culture, "bearers", "Bearers", 2, 4, SpecialRule::Bearer)
}

/// Sacred Warriors: up to 2 per column, 2 points each, Shooting and Combat "special" (rules:
/// CG-FOREST-07, CG-AK-07).
pub(crate) fn sacred_warriors(culture: Culture) -> AuxiliaryProfile {
    auxiliary(culture, "sacred_warriors", "Sacred Warriors", 2, 2, SpecialRule::MysticalTrance { die: D6 })
}

/// The Witchdoctor (2 stars; -/-/D8; Sorcery (D8)) with his culture's rituals (CG-FOREST-06,
/// CG-AK-06).
pub(crate) fn witchdoctor(culture: Culture, rituals: [Ritual; 3]) -> CharacterProfile {
    character(
        culture,
        "witchdoctor",
        "The Witchdoctor",
        2,
        [None, None, d(D8)],
        SpecialRule::Sorcery { die: D8, rituals: Vec::from(rituals) },
    )
}

/// Ruga-Ruga (A; 5 figures; muskets, from its description; Bravery D8, from Superstitious).
/// Shooting, Combat and points were lost (CG-WME-11, CG-ZAN-12, CG-AK-13).
pub(crate) fn ruga_ruga(culture: Culture) -> crate::profile::GroupProfile {
    Row::new(culture, "ruga_ruga", "Ruga-Ruga")
        .joins(false, 1)
        .figures(5)
        .weapon(Weapon::Muskets)
        .bravery(D8)
        .rule(SpecialRule::Superstitious { terror_bravery: D6 })
        .lost(&[F::Shooting, F::Combat, F::Points])
        .build()
}

/// Scouts: only the rule Natives survives (CG-WME-13, CG-ZAN-12, CG-FOREST-13, CG-AK-13).
pub(crate) fn scouts(culture: Culture) -> crate::profile::GroupProfile {
    Row::new(culture, "scouts", "Scouts").rule(SpecialRule::Natives).lost(&F::ALL).build()
}
