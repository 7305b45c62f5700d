//! Read-only questions a front end asks so that a person can play: answered from one player's
//! point of view (never from the opponent's hand, his sealed card choices, the bag or deck
//! order or the dice), without changing the game, and fast enough for every mouse move.
//!
//! Each query asks the engine's own checks and geometry, never a copy of a rule:
//! - [`Game::preview_move`](crate::Game::preview_move) ([`move_preview`]): would this Movement action be accepted, and if
//!   so where the group stands after it; if not, a typed [`MoveRefusal`]. A legal preview
//!   carries the [`crate::Decision`] that `apply` accepts.
//! - [`Game::sight`](crate::Game::sight) ([`sight`]): the enemy groups and wild animals a group sees, figure by
//!   figure, with the range band and the cover a shot would give them ("Big Game Hunting").
//! - [`Game::preview_shot`](crate::Game::preview_shot) ([`shot`]): the Attack dice a Shooting action would roll, and why.
//! - [`Game::reach`](crate::Game::reach) ([`reach`]): an outline of where a group's leading figure can get this action.
//!
//! Lengths and points are fixed-point [`tabletop::Length`] / [`tabletop::Point`] (JSON: integer
//! thousandths of an inch, [`tabletop::fixed::UNITS_PER_INCH`]). Taking decisions back is
//! [`crate::history`].

pub mod move_preview;
pub mod reach;
pub mod shot;
pub mod sight;

pub use move_preview::{Engagement, LegalMove, MovePreview, MoveRefusal, MoveRequest};
pub use reach::{REACH_HEADINGS, Reach, ReachOutline};
pub use shot::{DiceReason, DiceSource, ShotPreview, ShotRefusal, ShotRequest, ShotVerdict};
pub use sight::{FigureSight, RangeBand, SightReport, SightTarget, TargetSight};

#[cfg(test)]
mod tests;
