//! The Forest Tribes (Congo rulebook, "The Forest Tribes"; rules CG-FOREST-*).

use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10};

use super::build::{Row, character, d, id};
use super::shared;
use crate::profile::{
    AuxiliaryProfile, CharacterProfile, Culture, GroupKind, GroupProfile, ProfileField as F, Ritual, SpecialRule as R,
    Stick, Weapon,
};

const C: Culture = Culture::ForestTribes;

/// The six characters, in printed order (the order of the random choice, CG-MUSTER-12).
pub(crate) fn characters() -> Vec<CharacterProfile> {
    vec![
        character(C, "chieftain", "The Chieftain", 3, [d(D6), d(D6), d(D10)], R::BigChief),
        character(C, "talking_drums", "Talking Drums", 1, [None, None, d(D6)], R::Drums { range: Stick::L }),
        character(
            C,
            "champion",
            "The Champion",
            2,
            [None, d(D10), d(D6)],
            R::Inspiration { range: Stick::M, groups: 2 },
        ),
        character(C, "pygmy_king", "Pygmy King", 2, [None, d(D10), d(D10)], R::GreatIsTheKing { bravery: D10 }),
        character(C, "healer", "The Healer", 2, [None, None, d(D6)], R::PowerOfSpirits),
        shared::witchdoctor(C, Ritual::FOREST_TRIBES),
    ]
}

/// Sacred Warriors.
pub(crate) fn auxiliaries() -> Vec<AuxiliaryProfile> {
    vec![shared::sacred_warriors(C)]
}

/// The groups, in printed order.
pub(crate) fn groups() -> Vec<GroupProfile> {
    vec![
        Row::new(C, "cannibals", "Cannibals")
            .joins(false, 1)
            .figures(5)
            .combat(D8)
            .bravery(D8)
            .points(20)
            .rule(R::Meat { range: Stick::M, die: D8 })
            .build(),
        Row::new(C, "warriors", "Warriors")
            .joins(true, 1)
            .figures(5)
            .shooting(D6, Weapon::Assegais)
            .combat(D8)
            .bravery(D8)
            .points(17)
            .build(),
        Row::new(C, "young_warriors", "Young Warriors")
            .kind(GroupKind::YoungWarriors)
            .joins(true, 1)
            .figures(5)
            .shooting(D6, Weapon::Assegais)
            .combat(D8)
            .bravery(D6)
            .points(12)
            .build(),
        Row::new(C, "bundukis", "Bundukis")
            .kind(GroupKind::Bundukis)
            .joins(true, 1)
            .figures(5)
            .lost(&[F::Shooting, F::Weapon, F::Combat, F::Bravery, F::Points])
            .build(),
        // From "Groups and characters" (RULINGS.md: C and A icons).
        Row::new(C, "hunters", "Hunters")
            .joins(true, 1)
            .figures(4)
            .shooting(D8, Weapon::Bows)
            .combat(D6)
            .bravery(D8)
            .points(14)
            .rule(R::HuntingThePrey { die: D8 })
            .build(),
        shared::scouts(C),
        // One purchase = two bonded groups of three; pygmies' Bravery is D8 (Great is the King!).
        Row::new(C, "pygmy_archers", "Pygmy Archers")
            .kind(GroupKind::Pygmies)
            .only_with(id(C, "pygmy_king"))
            .figures(3)
            .weapon(Weapon::PygmyBows)
            .bravery(D8)
            .rule(R::Poison)
            .rule(R::Tiny { range: Stick::M })
            .rule(R::Bond { groups: 2 })
            .lost(&[F::Shooting, F::Combat, F::Points, F::Joins])
            .build(),
        Row::new(C, "pygmy_warriors", "Pygmy Warriors")
            .kind(GroupKind::Pygmies)
            .only_with(id(C, "pygmy_king"))
            .bravery(D8)
            .rule(R::Harassment)
            .rule(R::Tiny { range: Stick::M })
            .lost(&[F::Figures, F::Shooting, F::Weapon, F::Combat, F::Points, F::Joins])
            .build(),
    ]
}
