//! Plunder in play: a group in contact with a house plunders it as part of a Move action.
//!
//! Source: Congo rulebook, "Universal Special Rules", Plunder (CG-USR-23 to CG-USR-30: "A group
//! can plunder a house ... when it starts a movement with one or more figures in contact with the
//! building; it ends a movement (without having picked up the pace) with one of its models in
//! base to base contact with the building ... After plundering, a group that started its
//! movement in contact with the building can make a movement of S without being able to pick up
//! the pace"). The table and the buildings' state are [`crate::adventure::plunder`]'s.
//!
//! In play: a group starting in contact plunders with a Movement action of its card
//! ([`crate::Decision::Plunder`]) and may then move one S stick without engaging
//! ([`crate::pending::Ask::MoveAfterPlunder`]); a group ending a move (any, without the pace and
//! without engaging) in base contact is offered to plunder ([`crate::pending::Ask::Plunder`]).
//! Plunder tokens stay with their group (docs/rulings.md "Adventures in play").

use crate::adventure::plunder::read_plunder;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::prim::{Bbox, disc_overlaps_polygon};
use crate::geometry::{AreaId, BASE_RADIUS, CONTACT_TOLERANCE};
use crate::state::GroupId;
use alloc::vec::Vec;
use tabletop::Die;

/// The houses that may be plundered with a model of `group` in base contact (a figure, or an
/// Independent Character with it, `crate::space::bases`).
///
/// Speed (issue #3): a house whose box is a unit or more beyond the contact distance from the
/// models' box is touched by none of them (the card's listing asks this of every group).
pub(crate) fn houses_touching(g: &Game, group: GroupId) -> Vec<AreaId> {
    let spots = crate::space::bases(g, group);
    let contact = BASE_RADIUS + CONTACT_TOLERANCE;
    let models = Bbox::of(&spots);
    g.universal
        .houses
        .iter()
        .filter(|h| {
            g.setup.table.area(h.area).is_some_and(|a| {
                !Bbox::of(&a.outline).apart_from(&models, i64::from(contact.units()) + 1)
                    && spots.iter().any(|&p| disc_overlaps_polygon(p, contact, &a.outline))
            })
        })
        .map(|h| h.area)
        .collect()
}

/// Plunder `building` with `group`: roll 1D6 and apply the table (CG-USR-24 to CG-USR-27), one
/// Plunder token per building at most and none once it burns (CG-USR-29).
pub(crate) fn plunder(g: &mut Game, group: GroupId, building: AreaId, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let owner = g.group(group)?.owner;
    let Some(h) = g.universal.houses.iter().position(|h| h.area == building) else {
        return Err(RuleError::Forbidden(crate::error::Forbidden::NotAHouse));
    };
    let roll = g.dice.roll(Die::D6)?;
    let result = read_plunder(roll).map_err(|e| RuleError::Model(crate::error::ModelRefusal::Plunder(e)))?;
    let rule = match roll.face() {
        1 | 2 => "CG-USR-24",
        3 | 4 => "CG-USR-25",
        5 => "CG-USR-26",
        _ => "CG-USR-27",
    };
    ev.push(Event::new(rule, What::Plundered { group, building, roll, result }));
    let out = g.universal.houses[h].building.plunder(result);
    for _ in 0..out.opponent_totems_drawn {
        crate::turn::draw_totem(g, owner.other(), "CG-USR-24", ev)?;
    }
    for _ in 0..out.totems_drawn {
        crate::turn::draw_totem(g, owner, "CG-USR-25", ev)?;
    }
    if out.plunder_token {
        let i = usize::from(group.0);
        if g.universal.plunder_tokens.len() <= i {
            g.universal.plunder_tokens.resize(i + 1, 0);
        }
        g.universal.plunder_tokens[i] = g.universal.plunder_tokens[i].saturating_add(1);
        ev.push(Event::new("CG-USR-26", What::PlunderTokenGained { group, building }));
    }
    if out.sets_fire {
        ev.push(Event::new("CG-USR-27", What::HouseOnFire { building }));
    }
    Ok(())
}
