//! How every move ends (Congo rulebook, "Moving along the Track", and each chapter that acts
//! at the end of a move): one step that every mover goes through. The movers are a Movement
//! action ([`crate::Decision::Move`], [`crate::Decision::EngageAnimal`]), an entry onto the
//! table (CG-USR-08), a reach of an Object, a Loot token, an Independent Character or a
//! livestock animal (CG-OBJ-01, CG-USR-12, CG-USR-17), the move after a plunder, a trail's
//! move, a ritual's move, and a Dangerous Terrain result's forced move.
//!
//! [`begin`] runs before a Movement action's figures move: the special rules that grant another
//! group an action after it are queued (Drums, Inspiration, Bond, Harassment:
//! `crate::special::bonus`), and Night's "no friendly group within M" is measured (CG-USR-22).
//! [`end`] places the group and then, for every mover alike:
//! - the area it entered: the Dangerous Terrain roll if the area is dangerous and unexplored
//!   (CG-TERR-10, CG-TERR-11), the Scientist's I found it! (CG-WME-06), the cannibal pygmies'
//!   ambush (CG-DT-JUNGLE-34) — all of `crate::exploration::on_entry`;
//! - what the move reached: an Object or Loot picked up, a character joined, a livestock animal
//!   met (its melee);
//! - for a Movement action: Night's and the heat's Stress tokens (CG-USR-21, CG-USR-22,
//!   CG-DT-SAVANNAH-22), the houses it may plunder (CG-USR-23), the Kirangozi's token after his
//!   extra stick (CG-WME-02);
//! - the melee it engaged (CG-MOVE-16).
//!
//! The order on the stack (the first runs first): the Kirangozi's token, Night's and the heat's
//! tokens, the melee (engaged or the livestock's), the plunder offer, the exploration, then the
//! bonus actions queued by [`begin`].

use super::Foe;
use crate::error::RuleError;
use crate::event::{Event, StressCause};
use crate::game::Game;
use crate::geometry::movement::MoveOutcome;
use crate::state::{GroupId, Player};
use alloc::vec::Vec;
use tabletop::Point;

/// What a Movement action's start leaves for its end ([`begin`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Start {
    /// At Night, the group started with no friendly group within M (CG-USR-22).
    alone: bool,
}

impl Start {
    /// Measure the start of `group`'s Movement action without queuing bonus actions (a move a
    /// plunder, a trail or a ritual grants): Night's "no friendly group within M" only.
    pub(crate) fn measure(g: &Game, group: GroupId) -> Start {
        let at = start_bases(g, group);
        Start { alone: crate::conditions::night(g) && crate::conditions::alone_at(g, group, &at) }
    }
}

/// Where `group` starts a move: its bases, or for a group waiting off table its entry point
/// (it comes on there: docs/rulings.md "Every move ends the same way").
pub(crate) fn start_bases(g: &Game, group: GroupId) -> Vec<Point> {
    match crate::universal::edge::may_enter(g, group) {
        Some(entry) => alloc::vec![entry],
        None => crate::space::bases(g, group),
    }
}

/// The start of a Movement action of `player`'s `group` (a card's circle of `colour`, or a
/// granted one): the special rules that grant another action after it are queued under the
/// move's own resolution, and the start is measured ([`Start::measure`]).
pub(crate) fn begin(
    g: &mut Game,
    player: Player,
    group: GroupId,
    colour: crate::cards::Colour,
    ev: &mut Vec<Event>,
) -> Result<Start, RuleError> {
    let start = Start::measure(g, group);
    crate::special::bonus::after_action(g, player, group, crate::cards::ActionKind::Movement { colour }, ev)?;
    Ok(start)
}

/// Which mover ends its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mover {
    /// A Movement action (a card's, a granted one, an entry, a reach, a plunder's, a trail's, a
    /// ritual's), with its start.
    Action(Start),
    /// A move by force (a Dangerous Terrain result): no action, so no Night or heat token and no
    /// plunder.
    Forced,
}

/// A checked move, ready to end.
pub(crate) struct Ending<'a> {
    /// The moving group.
    pub(crate) group: GroupId,
    /// Geometry's outcome (the whole move: every stick).
    pub(crate) outcome: &'a MoveOutcome,
    /// The rule that narrates the move.
    pub(crate) rule: &'static str,
    /// Who moves.
    pub(crate) mover: Mover,
    /// The foe the move engaged.
    pub(crate) engaged: Option<Foe>,
    /// The piece the move reached, if it is a reach.
    pub(crate) reached: Option<usize>,
    /// The group waited off table and enters with this move (CG-USR-08).
    pub(crate) entering: bool,
    /// The move ended with the Kirangozi's extra stick (CG-WME-02).
    pub(crate) shortcut: bool,
}

/// End a checked move: place the group and run, for every mover alike, what the end of a move
/// brings (the module's list), in the module's order.
///
/// # Errors
/// [`RuleError::UnknownGroup`] for a group not in the game.
pub(crate) fn end(g: &mut Game, m: Ending<'_>, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let o = m.outcome;
    // Checked as the group enters: is the dangerous area explored? (CG-TERR-10, CG-TERR-11)
    // Told after the move itself.
    let mut entry = Vec::new();
    let explore = crate::exploration::on_entry(g, m.group, o.entered_area(), &mut entry);
    if m.entering {
        // The group enters, then its move is told.
        crate::universal::edge::arrived(g, m.group, o, ev)?;
    }
    let reach = m.reached.map(|piece| crate::universal::pieces::Reached::of(g, piece));
    let formation = match &reach {
        Some(r) => r.join(g, m.group, &o.formation),
        None => None,
    };
    let rule = reach.as_ref().map_or(m.rule, |r| r.rule);
    let formation = formation.as_deref().unwrap_or(&o.formation);
    crate::flight::place(g, m.group, o.leader, formation, o.picked_up_pace, rule, ev)?;
    let met = match &reach {
        Some(r) => r.end(g, m.group, ev)?,
        None => None,
    };
    ev.append(&mut entry);
    let Mover::Action(start) = m.mover else {
        g.stack.extend(explore);
        if let Some(foe) = m.engaged {
            super::start_melee(g, m.group, foe, o.across_obstacle, ev);
        }
        return Ok(());
    };
    // Night and the heat: Stress tokens after the move (crate::conditions).
    let conditions = crate::conditions::after_move(g, m.group, start.alone, o.picked_up_pace, ev);
    g.stack.extend(explore);
    if m.engaged.is_none() && met.is_none() && !o.picked_up_pace {
        // Plunder: a move ending in base contact with a house (CG-USR-23).
        crate::universal::task::after_move(g, m.group);
    }
    if let Some(foe) = m.engaged {
        super::start_melee(g, m.group, foe, o.across_obstacle, ev);
    }
    g.stack.extend(met);
    g.stack.extend(conditions);
    if m.shortcut {
        // After the extra stick the group draws a Stress token (before any melee it started).
        g.stack.push(crate::stress::StressDraw::new(m.group, 1, StressCause::Other));
    }
    Ok(())
}
