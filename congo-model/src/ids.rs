//! The ids the vocabulary names the pieces of a game by: groups and figures, numbered in setup
//! order (Congo rulebook, "Surviving in Africa": groups, characters and figures). The game that
//! holds what they index is congo-core's; here they are plain numbers with their serde shape
//! (a bare integer in JSON).

use serde::{Deserialize, Serialize};

/// A group's id: its index in `congo_core::Game::groups` (column One's groups first, in setup
/// order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupId"))]
#[serde(transparent)]
pub struct GroupId(pub u16);

/// A figure's id: its index in `congo_core::Game::figures` (in setup order: each group's members,
/// then its characters, then its auxiliaries).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFigureId"))]
#[serde(transparent)]
pub struct FigureId(pub u16);
