//! The African Kingdoms (Congo rulebook, "The African Kingdoms"; rules CG-AK-*).

use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10};

use super::build::{Row, character, d, id};
use super::shared;
use crate::profile::{
    AuxiliaryProfile, CharacterProfile, Culture, DicePool, GroupKind, GroupProfile, ProfileField as F, Ritual,
    SpecialRule as R, Stick, Weapon,
};

const C: Culture = Culture::AfricanKingdoms;

/// The six characters, in printed order (the order of the random choice, CG-MUSTER-12).
pub(crate) fn characters() -> Vec<CharacterProfile> {
    vec![
        character(
            C,
            "king",
            "The King",
            3,
            [d(D8), d(D10), d(D8)],
            R::Authority { dice: DicePool { count: 2, die: D8 }, range: Stick::M },
        ),
        character(C, "prince", "The Prince", 2, [None, d(D10), d(D8)], R::Frenzy { dice: 3 }),
        character(C, "war_drum", "The War Drum", 2, [None, None, d(D6)], R::Litany),
        character(C, "war_chief", "The War Chief", 1, [None, d(D8), None], R::FearMyWrath),
        character(C, "war_horn", "The War Horn", 1, [None, None, d(D6)], R::Charge),
        shared::witchdoctor(C, Ritual::AFRICAN_KINGDOMS),
    ]
}

/// Sacred Warriors.
pub(crate) fn auxiliaries() -> Vec<AuxiliaryProfile> {
    vec![shared::sacred_warriors(C)]
}

/// The groups, in printed order.
pub(crate) fn groups() -> Vec<GroupProfile> {
    vec![
        Row::new(C, "married_warriors", "Married Warriors")
            .joins(true, 1)
            .figures(5)
            .shooting(D6, Weapon::Assegais)
            .combat(D10)
            .bravery(D8)
            .points(22)
            .build(),
        Row::new(C, "fanatical_warriors", "Fanatical Warriors")
            .joins(false, 1)
            .figures(4)
            .combat(D10)
            .bravery(D10)
            .points(22)
            .rule(R::Insensible)
            .build(),
        Row::new(C, "askaris", "Askaris")
            .joins(true, 1)
            .figures(5)
            .shooting(D8, Weapon::Muskets)
            .combat(D6)
            .bravery(D6)
            .points(11)
            .build(),
        Row::new(C, "young_warriors", "Young Warriors")
            .kind(GroupKind::YoungWarriors)
            .joins(true, 1)
            .figures(5)
            .lost(&[F::Shooting, F::Weapon, F::Combat, F::Bravery, F::Points])
            .build(),
        Row::new(C, "bodyguards", "Bodyguards")
            .zero_one()
            .only_with(id(C, "king"))
            .rule(R::Elite)
            .lost(&F::ALL)
            .build(),
        shared::ruga_ruga(C),
        shared::scouts(C),
    ]
}
