//! The Sultanate of Zanzibar (Congo rulebook, "The Sultanate of Zanzibar"; rules CG-ZAN-*).

use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10};

use super::build::{Row, character, d};
use super::shared;
use crate::profile::{
    AuxiliaryProfile, CharacterProfile, Culture, DicePool, GroupProfile, ProfileField as F, SpecialRule as R, Stick,
    Weapon,
};

const C: Culture = Culture::SultanateOfZanzibar;

/// The six characters, in printed order (the order of the random choice, CG-MUSTER-12).
pub(crate) fn characters() -> Vec<CharacterProfile> {
    vec![
        character(
            C,
            "emir",
            "The Emir",
            3,
            [None, d(D6), Some(DicePool { count: 2, die: D8 })],
            R::Zamara { range: Stick::M },
        ),
        character(C, "slavers", "Slavers", 2, [None, d(D6), d(D8)], R::Ruthless { successes: 1 }),
        character(C, "sheikh", "The Sheikh", 1, [None, None, d(D8)], R::SpiritualGuidance { range: Stick::M }),
        character(C, "trader", "The Trader", 1, [d(D6), d(D6), None], R::Bribe { die: D8 }),
        character(C, "brute", "The Brute", 1, [None, d(D8), d(D6)], R::Bodyguard { die: D10 }),
        character(C, "diplomat", "The Diplomat", 2, [d(D6), d(D6), None], R::InspiringPresence { bravery: D8 }),
    ]
}

/// Bearers.
pub(crate) fn auxiliaries() -> Vec<AuxiliaryProfile> {
    vec![shared::bearers(C)]
}

/// The groups, in printed order.
pub(crate) fn groups() -> Vec<GroupProfile> {
    vec![
        Row::new(C, "zanzibaris", "Zanzibaris")
            .joins(true, 1)
            .figures(5)
            .shooting(D8, Weapon::Muskets)
            .combat(D6)
            .bravery(D8)
            .points(16)
            .build(),
        Row::new(C, "trained_troops", "Trained Troops")
            .joins(true, 1)
            .figures(4)
            .shooting(D8, Weapon::Rifles)
            .combat(D8)
            .bravery(D8)
            .points(16)
            .build(),
        // Combat and Bravery "special": Warrior tradition; the profile holds the zero-Stress D10.
        Row::new(C, "baluchis", "Baluchis")
            .zero_one()
            .joins(false, 1)
            .figures(5)
            .combat(D10)
            .bravery(D10)
            .points(23)
            .rule(R::WarriorTradition)
            .build(),
        Row::new(C, "baluchi_sharpshooters", "Baluchis Sharpshooters")
            .zero_one()
            .joins(true, 1)
            .weapon(Weapon::JezailMuskets)
            .rule(R::Jezzails { beyond: Stick::L, die: D6 })
            .lost(&[F::Figures, F::Shooting, F::Combat, F::Bravery, F::Points])
            .build(),
        shared::ruga_ruga(C),
        shared::scouts(C),
    ]
}
