//! The protagonists of an Adventure: each column's budget, culture, imposed characters and
//! detachments, and how each detachment deploys or enters the table.
//!
//! Source: Congo rulebook, "Adventuring in Africa" (The Bulletin: the protagonists, deployment;
//! Forming a column for an Adventure), "Mustering the Column" (at most two characters, including
//! imposed ones), "Universal Special Rules" (Enter on the table).

use crate::profile::{Culture, ProfileId};
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// The points a column may spend (Congo rulebook, "Forming a column for an Adventure": "90
/// points from the White Men Expeditions list", or "Choose a budget between 70 and 100 points").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoBudget"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[serde(expecting = "a budget: an object whose `type` is `fixed` or `agreed`")]
pub enum Budget {
    /// A fixed number of points.
    Fixed {
        /// The points.
        points: u16,
    },
    /// The players agree on a budget within `min..=max` (both columns the same).
    Agreed {
        /// Lowest budget.
        min: u16,
        /// Highest budget.
        max: u16,
    },
}

impl Budget {
    /// True when `points` is a budget this allows.
    pub const fn allows(self, points: u16) -> bool {
        match self {
            Budget::Fixed { points: p } => points == p,
            Budget::Agreed { min, max } => min <= points && points <= max,
        }
    }
}

/// A deployment zone: a simple polygon on the table (fixed-point points, either orientation);
/// every figure of a detachment deploying there is placed with its base's centre inside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoZone"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "a zone: an object with `outline` (points)")]
pub struct Zone {
    /// The zone's outline, at least three vertices.
    pub outline: Vec<Point>,
}

impl Zone {
    /// An axis-aligned rectangle from its south-west corner and size, in whole inches.
    pub fn rect(x: i32, y: i32, width: i32, height: i32) -> Zone {
        Zone {
            outline: alloc::vec![
                Point::inches(x, y),
                Point::inches(x + width, y),
                Point::inches(x + width, y + height),
                Point::inches(x, y + height),
            ],
        }
    }
}

/// How a detachment arrives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoArrival"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[serde(expecting = "a detachment's arrival: an object whose `type` is `zone`, `entry_point` or `random_entry_point`")]
pub enum Arrival {
    /// Deployed in a zone before the first turn.
    Zone {
        /// The zone.
        zone: Zone,
    },
    /// Waits off table at an entry point and enters with a Move action (Enter on the table,
    /// CG-USR-08), from turn `from_turn` on.
    EntryPoint {
        /// The entry point, on a table edge.
        point: Point,
        /// The first turn it may enter (1 = from the start).
        from_turn: u8,
    },
    /// Waits off table; its entry point is rolled when it arrives: `die` picks one of `points`
    /// (face `k` = `points[(k - 1) % len]`), from turn `from_turn` on ("This entry point may be
    /// decided ... in the course of adventure by rolling a die").
    RandomEntryPoint {
        /// The candidate entry points, each on a table edge.
        points: Vec<Point>,
        /// The die rolled (D6, D8 or D10).
        die: tabletop::Die,
        /// The first turn it may enter.
        from_turn: u8,
    },
}

/// One detachment of a column ("They are divided into 2 detachments"). The player assigns his
/// groups to detachments when deploying.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDetachment"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "a detachment: an object with `name` and `arrival`")]
pub struct Detachment {
    /// Its name ("the vanguard"); events refer to it.
    pub name: String,
    /// How it arrives.
    pub arrival: Arrival,
    /// The most groups it may hold, if limited.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub max_groups: Option<u8>,
}

/// One column's part in the Adventure ("The protagonists").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoProtagonist"))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "a protagonist: an object with `name`, `budget` and `detachments`")]
pub struct Protagonist {
    /// The column's name in the Bulletin ("The Hunters").
    pub name: String,
    /// The culture the Adventure names; `None` = the player's choice. Either way a player may
    /// substitute his own culture (CG-ADV-02).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub culture: Option<Culture>,
    /// The points to muster the column.
    pub budget: Budget,
    /// Characters the Adventure imposes (profile ids); they count toward the two-character
    /// limit.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub imposed_characters: Vec<ProfileId>,
    /// The detachments, at least one.
    pub detachments: Vec<Detachment>,
}
