//! The White Men Expeditions (Congo rulebook, "The White Men Expeditions"; rules CG-WME-*).

use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10};

use super::build::{Row, character, d};
use super::shared;
use crate::profile::{
    AuxiliaryProfile, CharacterProfile, Culture, GroupKind, GroupProfile, ProfileField as F, SpecialRule as R, Stick,
    Weapon,
};

const C: Culture = Culture::WhiteMenExpeditions;

/// The six characters, in printed order (the order of the random choice, CG-MUSTER-12).
pub(crate) fn characters() -> Vec<CharacterProfile> {
    vec![
        character(C, "explorer", "The Explorer", 3, [d(D10), d(D6), d(D6)], R::Composure { die: D10 }),
        character(
            C,
            "kirangozi",
            "The Kirangozi",
            2,
            [d(D6), d(D6), d(D6)],
            R::Shortcuts { extra: Stick::S, max_sticks: 3 },
        ),
        character(C, "retired_officer", "The Retired Officer", 2, [d(D8), d(D6), d(D6)], R::Training),
        character(C, "flag_bearer", "The Flag Bearer", 1, [None, None, d(D10)], R::TheColours { range: Stick::M }),
        character(C, "reporter", "The Reporter", 1, [d(D6), None, d(D6)], R::TellingAStory { per_points: 3, die: D6 }),
        character(C, "scientist", "The Scientist", 2, [None, None, d(D8)], R::IFoundIt { die: D8 }),
    ]
}

/// Bearers.
pub(crate) fn auxiliaries() -> Vec<AuxiliaryProfile> {
    vec![shared::bearers(C)]
}

/// The groups, in printed order.
pub(crate) fn groups() -> Vec<GroupProfile> {
    vec![
        Row::new(C, "soldiers", "Soldiers")
            .zero_one()
            .joins(true, 1)
            .figures(4)
            .shooting(D10, Weapon::Rifles)
            .combat(D8)
            .bravery(D10)
            .points(21)
            .rule(R::WeKnowOurBusiness)
            .build(),
        Row::new(C, "trained_askaris", "Trained Askaris")
            .joins(true, 1)
            .figures(4)
            .shooting(D8, Weapon::Rifles)
            .combat(D8)
            .bravery(D8)
            .points(16)
            .build(),
        Row::new(C, "adventurers", "Adventurers")
            .zero_one()
            .joins(false, 2)
            .figures(3)
            .shooting(D10, Weapon::Rifles)
            .combat(D6)
            .bravery(D8)
            .points(11)
            .rule(R::Reckless { stress: 2, below_stress: 3 })
            .build(),
        shared::ruga_ruga(C),
        // "a group of Askaris gathers 5" ("Groups and characters"); "armed with old muskets".
        Row::new(C, "askaris", "Askaris")
            .figures(5)
            .weapon(Weapon::Muskets)
            .lost(&[F::Shooting, F::Combat, F::Bravery, F::Points, F::Joins])
            .build(),
        Row::new(C, "young_warriors", "Young Warriors").kind(GroupKind::YoungWarriors).lost(&F::ALL).build(),
        // "a group of tribal archers is composed of 6 figures" (RULINGS.md: 6 figures with bows).
        Row::new(C, "archers", "Archers")
            .figures(6)
            .weapon(Weapon::Bows)
            .lost(&[F::Shooting, F::Combat, F::Bravery, F::Points, F::Joins])
            .build(),
        shared::scouts(C),
    ]
}
