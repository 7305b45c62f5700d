//! The two players of a game (Congo rulebook, "Planning the Expedition": each player musters a
//! column): the vocabulary that the Adventures' sides, the game's state and every decision share.

use serde::{Deserialize, Serialize};

/// A player: the column deployed first in the setup is `One`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlayer"))]
#[serde(rename_all = "snake_case")]
pub enum Player {
    /// The first column of the setup.
    One,
    /// The second column of the setup.
    Two,
}

impl Player {
    /// Both players, `One` first.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];
    /// The opponent.
    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
    /// 0 for `One`, 1 for `Two`.
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }
}
