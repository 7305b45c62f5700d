//! What happens to a carried Object (or Loot token) and to an Independent Character when the
//! group holding it retreats, is wiped out or flees.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Objects (rules: CG-OBJ-02 to CG-OBJ-04) and
//! Independent Character (rules: CG-USR-11, CG-USR-13); `shared/RULINGS.md` "Objects".

use serde::{Deserialize, Serialize};

/// What befell the group holding the Object or the Independent Character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoHolderEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HolderEvent {
    /// It lost a melee and retreats.
    RetreatsAfterMelee {
        /// The melee was against an animal (lion, gorilla, monkeys...).
        against_animal: bool,
    },
    /// It was wiped out in a melee.
    WipedOutInMelee {
        /// The melee was against an animal.
        against_animal: bool,
    },
    /// It was eliminated by shooting, or by anything else that is not a melee.
    Eliminated,
    /// It flees.
    Flees,
}

/// Where the Object or character goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFate"))]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// The winning group takes it (gathered with it).
    ToWinner,
    /// It is left where the group stood, to be picked up again.
    LeftBehind,
    /// It stays with the group (it moves with it).
    StaysWithGroup,
}

/// The fate of a carried Object or Loot token (rules: CG-OBJ-02 to CG-OBJ-04): the winner of a
/// melee takes it (after a melee with an animal it is dropped); eliminated otherwise or
/// fleeing, the group leaves it where it stood.
pub const fn object_fate(event: HolderEvent) -> Fate {
    match event {
        HolderEvent::RetreatsAfterMelee { against_animal: false }
        | HolderEvent::WipedOutInMelee { against_animal: false } => Fate::ToWinner,
        HolderEvent::RetreatsAfterMelee { against_animal: true }
        | HolderEvent::WipedOutInMelee { against_animal: true }
        | HolderEvent::Eliminated
        | HolderEvent::Flees => Fate::LeftBehind,
    }
}

/// The fate of an Independent Character in the group (rules: CG-USR-11, CG-USR-13): after a
/// melee lost or wiped out against a column, it joins the winning group; against an animal, or
/// left alone by any other elimination, it stays where it is and does nothing; a fleeing group
/// keeps it (only an Adventure's own rule makes it flee on its own).
pub const fn character_fate(event: HolderEvent) -> Fate {
    match event {
        HolderEvent::Flees => Fate::StaysWithGroup,
        other => object_fate(other),
    }
}
