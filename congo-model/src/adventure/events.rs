//! The extension point for Event tokens whose effect data cannot express (Special Events).
//!
//! Source: Congo rulebook, "Universal Special Rules", Special Events: "When such a numbered
//! token is drawn, refer to the Adventure to see what happens." Most Adventures' events are
//! data ([`EventEffect`]); an event that depends on the state of the game ("if the missionary
//! is with a group he runs off, otherwise...") is an [`EventEffect::Custom`] whose `key` names
//! a [`CustomEvent`]. Like a [`super::CustomObjective`], a custom event only *reads* the game
//! (through [`ObjectiveFacts`]) and answers with data: the effects to apply, which the turn
//! engine resolves as if the token listed them. The game therefore stays a pure function of its
//! state and decisions, and what happened is in the events (serde-safe).
//!
//! ```
//! use congo_model::adventure::{
//!     CustomEvent, EventContext, EventEffect, EventError, ObjectiveFacts, Side, custom_effects,
//! };
//!
//! /// "The missionary runs off if a column holds him; otherwise a wild animal appears."
//! struct MissionaryOrBeast;
//! impl CustomEvent for MissionaryOrBeast {
//!     fn key(&self) -> &str { "missionary_or_beast" }
//!     fn effects(&self, ctx: &EventContext<'_>) -> Vec<EventEffect> {
//!         match ctx.facts.independent_character_with("the missionary") {
//!             Some(_) => vec![EventEffect::IndependentCharacterFlees { name: "the missionary".into() }],
//!             None => vec![EventEffect::WildAnimal],
//!         }
//!     }
//! }
//! # struct Held;
//! # impl ObjectiveFacts for Held {
//! #     fn turn(&self) -> u8 { 2 }
//! #     fn carrier_of(&self, _: &congo_model::adventure::ObjectId) -> Option<Side> { None }
//! #     fn object_exited(&self, _: &congo_model::adventure::ObjectId) -> Option<(Side, congo_model::geometry::Edge)> { None }
//! #     fn groups_exited(&self, _: Side, _: Option<congo_model::geometry::Edge>) -> u16 { 0 }
//! #     fn groups_eliminated(&self, _: Side) -> u16 { 0 }
//! #     fn groups_in_area(&self, _: Side, _: congo_model::geometry::AreaId) -> u16 { 0 }
//! #     fn loot_held(&self, _: Side) -> u16 { 0 }
//! #     fn plunder_tokens(&self, _: Side) -> u16 { 0 }
//! #     fn cattle_with(&self, _: Side) -> u16 { 0 }
//! #     fn independent_character_with(&self, _: &str) -> Option<Side> { Some(Side::Two) }
//! # }
//! let registry: [&dyn CustomEvent; 1] = [&MissionaryOrBeast];
//! let ctx = EventContext { column: Side::One, number: 2, facts: &Held };
//! assert_eq!(
//!     custom_effects("missionary_or_beast", &ctx, &registry),
//!     Ok(vec![EventEffect::IndependentCharacterFlees { name: "the missionary".into() }])
//! );
//! assert_eq!(
//!     custom_effects("unknown", &ctx, &registry),
//!     Err(EventError::UnknownCustomEvent { key: "unknown".into() })
//! );
//! ```

use super::{EventEffect, ObjectiveFacts, Side};
use alloc::string::String;
use alloc::vec::Vec;
use tabletop::error::{Coded, ErrorCode};

/// What a [`CustomEvent`] is told about the token drawn.
#[derive(Clone, Copy)]
pub struct EventContext<'a> {
    /// The column whose group drew the token.
    pub column: Side,
    /// The token's number.
    pub number: u8,
    /// The game as it is when the token is drawn (read-only).
    pub facts: &'a dyn ObjectiveFacts,
}

/// The extension point for Event tokens whose effect data cannot express.
///
/// Implement it for a type, give it a `key`, and use `EventEffect::Custom { key }` in the
/// Adventure's Special Events; the engine looks the key up in its registry
/// (`congo_core::conditions::CUSTOM_EVENTS`), and [`custom_effects`] does the same with any
/// registry. The effects must depend only on the context (the game stays a pure function of
/// its state and decisions); they are applied in order, as if the token listed them. A `Custom`
/// effect among them is not looked up again (it is narrated as unresolved). Keys are matched
/// exactly.
pub trait CustomEvent {
    /// The key this event answers to.
    fn key(&self) -> &str;
    /// The effects of the token in the state the context shows, in order (may be empty).
    fn effects(&self, ctx: &EventContext<'_>) -> Vec<EventEffect>;
}

/// What can go wrong resolving a custom event.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EventError {
    /// An `EventEffect::Custom` whose key no registered [`CustomEvent`] answers to.
    #[error("no custom event is registered under the key \"{key}\": register one with that key")]
    UnknownCustomEvent {
        /// The key.
        key: String,
    },
}

impl Coded for EventError {
    fn code(&self) -> ErrorCode {
        match self {
            EventError::UnknownCustomEvent { .. } => ErrorCode::UnknownId,
        }
    }
}

/// The effects of the custom event registered under `key` in `registry`, in the context given.
///
/// # Errors
/// [`EventError::UnknownCustomEvent`] when no entry of `registry` answers to `key`.
pub fn custom_effects(
    key: &str,
    ctx: &EventContext<'_>,
    registry: &[&dyn CustomEvent],
) -> Result<Vec<EventEffect>, EventError> {
    registry
        .iter()
        .find(|c| c.key() == key)
        .map(|c| c.effects(ctx))
        .ok_or_else(|| EventError::UnknownCustomEvent { key: String::from(key) })
}
