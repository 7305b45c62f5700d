//! Sorcery: the rituals as data and pure functions ([`congo_model::sorcery`], re-exported here:
//! the effects by number of successes, the incantation) and their play in the turn ([`play`]).
//!
//! Sources: Congo rulebook, "Believing in the Impossible" (CG-SORC-*), "The Forest Tribes" and
//! "The African Kingdoms" (the rituals, CG-RITUAL-*).

pub use congo_model::sorcery::*;

pub mod play;
