//! The resolutions in progress, kept on [`crate::Game`]'s stack, and their dispatch.
//!
//! A task that needs a decision returns `Flow::Wait` and exposes a prompt; the decision is
//! checked and recorded on the task (`crate::answer`), and the next `advance` carries on.

use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Flow, Game};
use crate::pending::Ask;
use crate::state::Player;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

pub use crate::casualties::Casualties;
pub use crate::flight::{Flee, Retreat};
pub use crate::influence::{RallyTest, TerrorTest};
pub use crate::melee::Melee;
pub use crate::roll::RollTask;
pub use crate::shooting::Shot;
pub use crate::stress::StressDraw;

/// A resolution in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTask"))]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// A pool roll waiting for its discards and Crocodile.
    Roll(RollTask),
    /// A Shooting action.
    Shot(Shot),
    /// A melee.
    Melee(Melee),
    /// A Terror test.
    Terror(TerrorTest),
    /// A Rally.
    Rally(RallyTest),
    /// Casualty removal.
    Casualties(Casualties),
    /// Stress tokens to draw.
    Stress(StressDraw),
    /// A flight.
    Flee(Flee),
    /// A retreat after a melee.
    Retreat(Retreat),
    /// Stress tokens removed one by one by a special rule (the King's Authority).
    RemoveStress(crate::special::RemoveStress),
    /// The War Drum's Litany at the beginning of a turn.
    Litany(crate::special::kingdoms::Litany),
    /// The Chieftain's Big Chief choice at the beginning of a turn.
    BigChief(crate::special::forest::BigChief),
    /// Dangerous Terrain, Traps, wild animals ([`crate::exploration::TerrainTask`]).
    Terrain(crate::exploration::TerrainTask),
    /// A Universal Special Rule of the Adventure.
    Universal(crate::universal::UniversalTask),
    /// A ritual cast with the Sorcery card.
    Sorcery(crate::sorcery::play::Cast),
    /// An action a special rule grants after another (Drums, Inspiration, Bond, Harassment).
    ExtraAction(crate::special::bonus::ExtraAction),
    /// A Mandrill's Dance's choice of Totem cards cast outside a Witchdoctor's cast (the haggard
    /// man, CG-DT-JUNGLE-09).
    TotemPick(crate::sorcery::play::TotemPick),
}

impl Task {
    /// The decision this task waits for, if it waits.
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        match self {
            Task::Roll(t) => t.prompt(g),
            Task::Shot(t) => t.prompt(g),
            Task::Casualties(t) => t.prompt(g),
            Task::Rally(t) => t.prompt(g),
            Task::Melee(t) => t.prompt(g),
            Task::Stress(t) => t.prompt(g),
            Task::RemoveStress(t) => t.prompt(g),
            Task::Litany(t) => t.prompt(g),
            Task::BigChief(t) => t.prompt(g),
            Task::Terrain(t) => t.prompt(g),
            Task::Universal(t) => t.prompt(g),
            Task::Sorcery(t) => t.prompt(g),
            Task::ExtraAction(t) => t.prompt(g),
            Task::TotemPick(t) => t.prompt(g),
            Task::Flee(t) => t.prompt(g),
            Task::Retreat(t) => t.prompt(g),
            Task::Terror(_) => None,
        }
    }
}

impl Game {
    pub(crate) fn advance(&mut self, task: Task, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match task {
            Task::Roll(t) => t.advance(self, ev),
            Task::Shot(t) => t.advance(self, ev),
            Task::Melee(t) => t.advance(self, ev),
            Task::Terror(t) => t.advance(self, ev),
            Task::Rally(t) => t.advance(self, ev),
            Task::Casualties(t) => t.advance(self, ev),
            Task::Stress(t) => t.advance(self, ev),
            Task::Flee(t) => t.advance(self, ev),
            Task::Retreat(t) => t.advance(self, ev),
            Task::RemoveStress(t) => t.advance(self, ev),
            Task::Litany(t) => t.advance(self, ev),
            Task::BigChief(t) => t.advance(self, ev),
            Task::Terrain(t) => t.advance(self, ev),
            Task::Universal(t) => t.advance(self, ev),
            Task::Sorcery(t) => t.advance(self, ev),
            Task::ExtraAction(t) => t.advance(self, ev),
            Task::TotemPick(t) => t.advance(self, ev),
        }
    }
}
