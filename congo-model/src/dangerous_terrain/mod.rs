//! The Dangerous Terrain tables: what a group finds when it explores a dangerous area.
//!
//! Sources: Congo rulebook, "Surviving in Dangerous Lands" (Dangerous terrain, The environment),
//! "Dangerous Terrain Table: Jungle", "Dangerous Terrain Table: Savannah"; `shared/RULINGS.md`
//! "Dice" ("The Dangerous Terrain tables are read with two rolls of the entered area's cover die
//! ... A D10's 10 reads 0. With a D6 or D8 the 0 and 9 entries cannot occur; that is intended.").
//!
//! Each table has blocks 0 to 9 (the first die); blocks 0-2 are one entry ("Everything is fine"),
//! blocks 3-9 have five rows each, read by the second die in pairs 0-1, 2-3, 4-5, 6-7, 8-9. Every
//! entry is a [`TableEntry`]: its printed text and its effect as data ([`DangerousEffect`]).
//!
//! Playing an entry out is congo-core's (`exploration`, `wild`); its vocabulary is here: the
//! [`Choice`]s an entry or a Universal Special Rule asks a player for, the [`AreaMarker`]s left
//! in areas, and the [`TerrainEvent`]s that narrate exploration and the wild animals.
//!
//! ```
//! use congo_model::dangerous_terrain::{explore, DangerousEffect, Environment};
//! use tabletop::{DiceSource, Die};
//! // The rulebook's example: a 5 then a 2 (a D8 area) -- the huge ant-hill.
//! let mut dice = DiceSource::scripted([5, 2]);
//! let found = explore(Environment::Jungle, Die::D8, &mut dice)?;
//! assert_eq!(found.entry.effect, DangerousEffect::DrawStress { count: 1 });
//! # Ok::<_, congo_model::dangerous_terrain::DangerousTerrainError>(())
//! ```

mod choice;
mod effect;
mod jungle;
mod resolve;
mod savannah;
#[cfg(test)]
mod tests;

pub use choice::{AreaMarker, Choice, TerrainEvent};
pub use effect::{DangerousEffect, IfNoToken, Lasting, LootPlacement, MarkerKind};
pub use resolve::{Attack, AttackKind, EntryRoll, GroupFacts};

use crate::geometry::Edge;
use crate::profile::DicePool;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceError, DiceSource, Die, DieRoll};

/// The environment of an Adventure: it selects the Dangerous Terrain table and the wild animal
/// (Congo rulebook, "Surviving in Dangerous Lands", The environment; "Universal Special Rules",
/// Savannah, Jungle, Wild Animals).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEnvironment"))]
#[serde(rename_all = "snake_case")]
pub enum Environment {
    /// The jungle: the jungle table, the gorilla.
    Jungle,
    /// The savannah: the savannah table, the lion.
    Savannah,
}

impl Environment {
    /// The 36 entries of this environment's table, in printed order.
    pub fn table(self) -> &'static [TableEntry] {
        match self {
            Environment::Jungle => &jungle::JUNGLE,
            Environment::Savannah => &savannah::SAVANNAH,
        }
    }
}

/// One entry of a Dangerous Terrain table: the blocks (first die) and rows (second die) it
/// covers, both as table indices 0-9, its printed text and its effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTableEntry"))]
pub struct TableEntry {
    /// The rule id of `shared/RULES-INVENTORY.md`, e.g. `"CG-DT-JUNGLE-13"`; stable.
    pub id: &'static str,
    /// First block (first die) covered, 0-9.
    pub first_block: u8,
    /// Last block covered, inclusive.
    pub last_block: u8,
    /// First row (second die) covered, 0-9.
    pub first_row: u8,
    /// Last row covered, inclusive.
    pub last_row: u8,
    /// The "Event" column, as printed.
    pub event: &'static str,
    /// The "Effect" column, as printed.
    pub effect_text: &'static str,
    /// The effect, as data.
    pub effect: DangerousEffect,
}

impl TableEntry {
    #[allow(clippy::too_many_arguments)]
    const fn new(
        id: &'static str,
        first_block: u8,
        last_block: u8,
        first_row: u8,
        last_row: u8,
        event: &'static str,
        effect_text: &'static str,
        effect: DangerousEffect,
    ) -> TableEntry {
        TableEntry { id, first_block, last_block, first_row, last_row, event, effect_text, effect }
    }

    /// True when the table indices `block` (first die) and `row` (second die) read this entry.
    pub const fn covers(&self, block: u8, row: u8) -> bool {
        self.first_block <= block && block <= self.last_block && self.first_row <= row && row <= self.last_row
    }

    /// True when two rolls of a `cover` die can read this entry (D6: indices 1-6, D8: 1-8, D10:
    /// 0-9; any other die reaches nothing).
    pub fn reachable_with(&self, cover: Die) -> bool {
        let Some((lo, hi)) = index_range(cover) else {
            return false;
        };
        self.first_block.max(lo) <= self.last_block.min(hi) && self.first_row.max(lo) <= self.last_row.min(hi)
    }
}

/// Builds a dice pool in the tables' data.
const fn dice(count: u8, die: Die) -> DicePool {
    DicePool { count, die }
}

/// The table indices a cover die can show: D6 1-6, D8 1-8, D10 0-9 (its 10 reads 0).
const fn index_range(cover: Die) -> Option<(u8, u8)> {
    match cover {
        Die::D6 => Some((1, 6)),
        Die::D8 => Some((1, 8)),
        Die::D10 => Some((0, 9)),
        _ => None,
    }
}

/// What can go wrong reading a Dangerous Terrain table. Never a panic.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DangerousTerrainError {
    /// The die is not a cover die (D6, D8 or D10).
    #[error("a {die} is not a cover die: the tables are read with a D6, D8 or D10")]
    NotACoverDie {
        /// The die given.
        die: Die,
    },
    /// The two rolls were not of the same die ("Reroll the same die").
    #[error("the block was rolled with a {block} and the row with a {row}: both rolls use the same cover die")]
    MismatchedDice {
        /// The first die.
        block: Die,
        /// The second die.
        row: Die,
    },
    /// A table index above 9.
    #[error("table index {index} is out of range: expected 0 to 9")]
    IndexOutOfRange {
        /// The index given.
        index: u8,
    },
    /// A "really sinister" pick names a die that was not rolled.
    #[error("die number {index} was picked but only {rolled} dice were rolled")]
    PickOutOfRange {
        /// The index given.
        index: usize,
        /// Dice rolled.
        rolled: usize,
    },
    /// A "really sinister" pick names the same die for the block and the row.
    #[error("die number {index} was picked for both the block and the row: two different dice are expected")]
    SameDiePicked {
        /// The index given twice.
        index: usize,
    },
    /// A "really sinister" pick reads the sinister entry again (see `docs/rulings.md`).
    #[error("the pick reads \"this place is really sinister\" again: the opponent must pick another result")]
    SinisterAgain,
    /// A "really sinister" roll must be three D10s.
    #[error("a really sinister roll is three D10s, but a {die} was given")]
    NotThreeD10 {
        /// The die that is not a D10.
        die: Die,
    },
    /// A random table edge is rolled with a D8.
    #[error("a random table edge is rolled with a D8, not a {die}")]
    EdgeDie {
        /// The die given.
        die: Die,
    },
    /// The dice source failed (a scripted source ran dry).
    #[error(transparent)]
    Dice(#[from] DiceError),
}

impl Coded for DangerousTerrainError {
    fn code(&self) -> ErrorCode {
        match self {
            DangerousTerrainError::NotACoverDie { .. } => ErrorCode::InvalidSetup,
            DangerousTerrainError::EdgeDie { .. } => ErrorCode::IllegalDecision,
            DangerousTerrainError::MismatchedDice { .. }
            | DangerousTerrainError::SameDiePicked { .. }
            | DangerousTerrainError::SinisterAgain
            | DangerousTerrainError::NotThreeD10 { .. } => ErrorCode::IllegalDecision,
            DangerousTerrainError::IndexOutOfRange { .. } | DangerousTerrainError::PickOutOfRange { .. } => {
                ErrorCode::OutOfRange
            }
            DangerousTerrainError::Dice(e) => e.code(),
        }
    }
}

/// Read the table by indices: `block` (first die) and `row` (second die), each 0-9.
///
/// # Errors
/// [`DangerousTerrainError::IndexOutOfRange`] for an index above 9.
pub fn read_index(environment: Environment, block: u8, row: u8) -> Result<&'static TableEntry, DangerousTerrainError> {
    for index in [block, row] {
        if index > 9 {
            return Err(DangerousTerrainError::IndexOutOfRange { index });
        }
    }
    environment
        .table()
        .iter()
        .find(|e| e.covers(block, row))
        .ok_or(DangerousTerrainError::IndexOutOfRange { index: block.max(row) })
}

/// Read the table from two rolls of the same cover die: the first picks the block, the second
/// the row; a D10's 10 reads 0 (rule: CG-TERR-12).
///
/// # Errors
/// [`DangerousTerrainError::NotACoverDie`] unless D6/D8/D10;
/// [`DangerousTerrainError::MismatchedDice`] if the two rolls are of different dice.
pub fn read_table(
    environment: Environment,
    block: DieRoll,
    row: DieRoll,
) -> Result<&'static TableEntry, DangerousTerrainError> {
    if index_range(block.die()).is_none() {
        return Err(DangerousTerrainError::NotACoverDie { die: block.die() });
    }
    if block.die() != row.die() {
        return Err(DangerousTerrainError::MismatchedDice { block: block.die(), row: row.die() });
    }
    read_index(environment, block.table_index(), row.table_index())
}

/// An exploration: the two rolls and the entry they read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExploration"))]
pub struct Exploration {
    /// The first roll (block).
    pub block: DieRoll,
    /// The second roll (row).
    pub row: DieRoll,
    /// The entry read.
    pub entry: &'static TableEntry,
}

/// Explore an area whose cover die is `cover`: roll it twice from `dice` and read the table
/// (Congo rulebook, "Surviving in Dangerous Lands": "grab a die whose type is the same as the
/// cover of the terrain your group has just entered. Roll the die once ... Reroll the same die").
///
/// # Errors
/// [`DangerousTerrainError::NotACoverDie`] (no dice are drawn); a dice source failure.
pub fn explore(
    environment: Environment,
    cover: Die,
    dice: &mut DiceSource,
) -> Result<Exploration, DangerousTerrainError> {
    if index_range(cover).is_none() {
        return Err(DangerousTerrainError::NotACoverDie { die: cover });
    }
    let block = dice.roll(cover)?;
    let row = dice.roll(cover)?;
    let entry = read_table(environment, block, row)?;
    Ok(Exploration { block, row, entry })
}

/// The entries two rolls of `cover` can reach (D6: 17, D8: 31, D10: all 36; other dice: none).
pub fn reachable_entries(environment: Environment, cover: Die) -> impl Iterator<Item = &'static TableEntry> {
    environment.table().iter().filter(move |e| e.reachable_with(cover))
}

/// The opponent's pick after "This place is really sinister/strange": which of the three D10s
/// reads the block (`first`) and which the row (`second`), as indices into the rolled dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSinisterPick"))]
pub struct SinisterPick {
    /// Index (0-2) of the die that reads the block.
    pub first: usize,
    /// Index (0-2) of the die that reads the row.
    pub second: usize,
}

/// Roll the three D10s of "This place is really sinister/strange".
///
/// # Errors
/// A dice source failure.
pub fn roll_sinister(dice: &mut DiceSource) -> Result<[DieRoll; 3], DangerousTerrainError> {
    Ok([dice.roll(Die::D10)?, dice.roll(Die::D10)?, dice.roll(Die::D10)?])
}

/// Every pick the opponent may make from `rolls` (three D10s), with the entry it reads. Picks
/// that would read the sinister entry again are left out (`docs/rulings.md`, "Adventures"); an
/// empty list (three 9s) means the 3D10 are rolled again.
pub fn sinister_choices(environment: Environment, rolls: &[DieRoll; 3]) -> Vec<(SinisterPick, &'static TableEntry)> {
    let mut out = Vec::new();
    for first in 0..3 {
        for second in 0..3 {
            if first == second {
                continue;
            }
            let pick = SinisterPick { first, second };
            if let Ok(entry) = resolve_sinister(environment, rolls, pick) {
                out.push((pick, entry));
            }
        }
    }
    out
}

/// The entry the opponent's `pick` reads (rule: CG-DT-JUNGLE-36, CG-DT-SAVANNAH-36).
///
/// # Errors
/// [`DangerousTerrainError::NotThreeD10`], [`DangerousTerrainError::PickOutOfRange`],
/// [`DangerousTerrainError::SameDiePicked`], [`DangerousTerrainError::SinisterAgain`].
pub fn resolve_sinister(
    environment: Environment,
    rolls: &[DieRoll; 3],
    pick: SinisterPick,
) -> Result<&'static TableEntry, DangerousTerrainError> {
    if let Some(bad) = rolls.iter().find(|r| r.die() != Die::D10) {
        return Err(DangerousTerrainError::NotThreeD10 { die: bad.die() });
    }
    let get =
        |index: usize| rolls.get(index).copied().ok_or(DangerousTerrainError::PickOutOfRange { index, rolled: 3 });
    let block = get(pick.first)?;
    let row = get(pick.second)?;
    if pick.first == pick.second {
        return Err(DangerousTerrainError::SameDiePicked { index: pick.first });
    }
    let entry = read_table(environment, block, row)?;
    if matches!(entry.effect, DangerousEffect::ReallySinister { .. }) {
        return Err(DangerousTerrainError::SinisterAgain);
    }
    Ok(entry)
}

/// Read a random table edge from a D8 (RULINGS.md "A random table edge": 1-2 north, 3-4 east,
/// 5-6 south, 7-8 west), as the "lost" entries and the tsetse swarm need.
///
/// # Errors
/// [`DangerousTerrainError::EdgeDie`] unless the roll is a D8.
pub fn random_edge(roll: DieRoll) -> Result<Edge, DangerousTerrainError> {
    if roll.die() != Die::D8 {
        return Err(DangerousTerrainError::EdgeDie { die: roll.die() });
    }
    Ok(match roll.face() {
        1 | 2 => Edge::North,
        3 | 4 => Edge::East,
        5 | 6 => Edge::South,
        _ => Edge::West,
    })
}

/// Roll a random table edge: 1D8 read by [`random_edge`].
///
/// # Errors
/// A dice source failure.
pub fn roll_random_edge(dice: &mut DiceSource) -> Result<(DieRoll, Edge), DangerousTerrainError> {
    let roll = dice.roll(Die::D8)?;
    Ok((roll, random_edge(roll)?))
}
