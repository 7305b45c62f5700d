//! The Adventure's Event tokens resolved in play (Special Events, CG-USR-19), and the engine's
//! registry of custom events ([`CUSTOM_EVENTS`]).
//!
//! Source: Congo rulebook, "Universal Special Rules", Special Events ("When such a numbered
//! token is drawn, refer to the Adventure to see what happens. After drawing such a token and
//! after the appropriate event has been resolved, draw a further Stress token"), Independent
//! Character (a character fleeing his group "always, as a result of Adventure specific rules").
//!
//! Each [`EventEffect`] of the token is resolved in order: a Dangerous Terrain effect as if the
//! group had read that entry, the environment's wild animal, reinforcements, an Independent
//! Character's flight; a custom one asks the registered [`crate::adventure::CustomEvent`] for
//! its effects and resolves those (one level: a custom effect it returns is not looked up
//! again). A custom key no handler answers to has no effect and is narrated as such
//! (`TerrainEvent::CustomEventUnhandled`).

use crate::adventure::{CustomEvent, EventContext, EventEffect, ObjectiveFacts, RuleKind, UniversalRule};
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::exploration::TerrainEvent;
use crate::game::Game;
use crate::state::GroupId;
use crate::tasks::Task;
use alloc::string::String;
use alloc::vec::Vec;

/// Resolve Event token `number`, drawn by `group`: its narration, then its effect. Returns the
/// resolutions to run, in order (before the group's replacement draw).
pub(crate) fn resolve(g: &mut Game, group: GroupId, number: u8, ev: &mut Vec<Event>) -> Result<Vec<Task>, RuleError> {
    let spec = g.setup.adventure.as_ref().and_then(|a| match a.adventure.rule(RuleKind::SpecialEvents) {
        Some(UniversalRule::SpecialEvents { tokens }) => tokens.iter().find(|t| t.number == number).cloned(),
        _ => None,
    });
    let Some(spec) = spec else { return Ok(Vec::new()) };
    ev.push(Event::new(
        "CG-USR-19",
        What::Terrain { event: TerrainEvent::EventToken { group, number, text: spec.text.clone() } },
    ));
    let effects = match spec.effect {
        EventEffect::Custom { key } => {
            let Ok(column) = g.group(group).map(|gr| gr.owner) else { return Ok(Vec::new()) };
            let ctx = EventContext { column, number, facts: &*g as &dyn ObjectiveFacts };
            match crate::adventure::custom_effects(&key, &ctx, CUSTOM_EVENTS) {
                Ok(effects) => effects,
                Err(_) => {
                    ev.push(unhandled(group, number, key));
                    return Ok(Vec::new());
                }
            }
        }
        effect => alloc::vec![effect],
    };
    let mut tasks = Vec::new();
    for effect in effects {
        tasks.extend(one(g, group, number, effect, ev)?);
    }
    Ok(tasks)
}

/// The narration of a custom key no handler answers to.
fn unhandled(group: GroupId, number: u8, key: String) -> Event {
    Event::new("CG-USR-19", What::Terrain { event: TerrainEvent::CustomEventUnhandled { group, number, key } })
}

/// Resolve one data effect of Event token `number` drawn by `group`.
fn one(
    g: &mut Game,
    group: GroupId,
    number: u8,
    effect: EventEffect,
    ev: &mut Vec<Event>,
) -> Result<Option<Task>, RuleError> {
    Ok(match effect {
        EventEffect::Dangerous { effect } => crate::exploration::as_entry(g, group, &effect),
        EventEffect::WildAnimal => crate::wild::appear(g, group),
        EventEffect::Reinforcements { column, detachment } => {
            super::reinforce(g, column, &detachment, ev)?;
            None
        }
        EventEffect::IndependentCharacterFlees { name } => crate::universal::character::flees(g, &name, ev),
        // A custom effect returned by a custom event is not looked up again.
        EventEffect::Custom { key } => {
            ev.push(unhandled(group, number, key));
            None
        }
    })
}

/// "The missionary loses his nerve" (key `missionary_panics`): if a group holds the
/// missionary, he bolts from it (CG-USR-14); if he stands alone, he prays for the group that
/// drew the token, whose column draws a Totem card.
struct MissionaryPanics;
impl CustomEvent for MissionaryPanics {
    fn key(&self) -> &str {
        "missionary_panics"
    }
    fn effects(&self, ctx: &EventContext<'_>) -> Vec<EventEffect> {
        let name = String::from("the missionary");
        match ctx.facts.independent_character_with(&name) {
            Some(_) => alloc::vec![EventEffect::IndependentCharacterFlees { name }],
            None => alloc::vec![EventEffect::Dangerous {
                effect: crate::dangerous_terrain::DangerousEffect::DrawTotem { count: 1 },
            }],
        }
    }
}

/// The custom events the engine knows, by key: an Adventure's `EventEffect::Custom { key }` is
/// resolved by the entry with that key (a key not listed has no effect in play, narrated as
/// `TerrainEvent::CustomEventUnhandled`; resolving outside the engine takes any registry, see
/// [`crate::adventure::custom_effects`]). To give an Adventure an event of its own, add an
/// implementation of [`crate::adventure::CustomEvent`] here under a new key.
///
/// | key | effect |
/// | --- | --- |
/// | `missionary_panics` | a group holding "the missionary": he flees it; else the drawing column draws a Totem card |
pub const CUSTOM_EVENTS: &[&dyn CustomEvent] = &[&MissionaryPanics];
