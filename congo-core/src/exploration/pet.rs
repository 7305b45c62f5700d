//! The lost pet (Dangerous Terrain Table: Jungle, 4/8-9: "One of your men found his lost pet!
//! Place an animal with the group (dog, leopard, tapir or other). It counts as a character with
//! a Combat value of D8.").
//!
//! The pet is a new figure of the exploring group ([`Role::Pet`]), placed in base contact with
//! one of its figures, in the same terrain area (or open ground) as the group, where its base
//! fits. As RULINGS.md "lost pet" reads it, it counts as a character only for its Combat die,
//! added to the group's melee dice, and for the terrifying death roll (a rolled 1 may be met by
//! removing it): no stars, no victory points, not counted toward the two-character limit, no
//! Shooting or Bravery value. Otherwise it is a figure of the group like any other (movement,
//! line of sight, casualties, the group's integrity).

use super::TerrainEvent;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::base::{Field, PlacedGroup};
use crate::geometry::dirs::Heading;
use crate::state::{Figure, FigureId, GroupId, Role};
use alloc::vec::Vec;
use tabletop::{Die, Length, Point};

/// The Combat dice of the pets with `group` (none for most groups).
pub(crate) fn combat_dice(g: &Game, group: GroupId) -> Vec<Die> {
    let Ok(grp) = g.group(group) else { return Vec::new() };
    grp.figures
        .iter()
        .filter_map(|f| match g.figure(*f)?.role {
            Role::Pet { combat } => Some(combat),
            _ => None,
        })
        .collect()
}

/// Where the pet's base goes: the first spot, trying each figure of the group in order and
/// twelve directions 30 degrees apart from east, where a base in contact with that figure lies
/// wholly on the table, touches no other base and no blocking terrain, and stands in the same
/// terrain area as that figure (or in the open with it). `None` when no such spot exists.
pub(crate) fn spot(g: &Game, group: GroupId) -> Option<Point> {
    let grp = g.group(group).ok()?;
    let mine: Vec<Point> = grp.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    let table = &g.setup.table;
    // Centre to centre: 1" and a hair, within the contact tolerance whatever the rounding.
    let reach = Length::milli(1002);
    for &from in &mine {
        for k in 0..12 {
            let at = Heading::degrees(30 * k).step(from, reach);
            if table.area_at(at) != table.area_at(from) {
                continue;
            }
            let mut groups = crate::space::placed(g);
            groups.push(PlacedGroup {
                key: crate::geometry::GroupKey(u32::MAX),
                side: crate::geometry::base::Side::Animal,
                figures: alloc::vec![at],
            });
            if Field::new(table, &groups, &[]).is_ok() {
                return Some(at);
            }
        }
    }
    None
}

/// Place the pet with `group` (CG-DT-JUNGLE-11): a new figure of the group, or an event saying
/// there is no room for its base.
pub(crate) fn place(
    g: &mut Game,
    group: GroupId,
    combat: Die,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(at) = spot(g, group) else {
        ev.push(super::effects::narrate(rule, group, "the pet finds no room beside the group and runs off"));
        return Ok(());
    };
    let figure = FigureId(
        u16::try_from(g.figures.len())
            .map_err(|_| RuleError::EngineLimit(crate::error::EngineLimit::TooManyFigures))?,
    );
    g.figures.push(Figure { group, role: Role::Pet { combat }, at, alive: true });
    g.group_mut(group)?.figures.push(figure);
    ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::PetJoined { group, figure, at } }));
    Ok(())
}
