//! The Action card in play, as every chapter uses it: taking one of its actions
//! ([`take_movement`], [`take_shooting`], [`take_action`], [`set_remaining`]), the group that
//! may act ([`own_ready_group`], CG-TURN-08), a group's action performed ([`perform`]) and a
//! Totem card played ([`play_totem`]).
//!
//! The dispatch of a decision to its prompt (`crate::answer`) and the listing of the legal
//! decisions (`crate::legal`) sit above the chapters and call this module; no chapter calls
//! them.

use crate::cards::{ActionKind, CardAction, Colour};
use crate::decision::Decision;
use crate::error::{CannotAct, Forbidden, RuleError, TotemAnimal, TotemRefusal};
use crate::event::{Event, What};
use crate::game::{Game, Phase};
use crate::state::{GroupId, Player};
use crate::tasks::Task;
use crate::totem::TotemKind;
use alloc::vec::Vec;

/// Take one use of an action from the card in play: the first circle (in `prefer` order of
/// colours) of the kind that allows it. Returns false when none is left.
pub(crate) fn take_action(remaining: &mut Vec<CardAction>, kind: fn(Colour) -> ActionKind, colours: &[Colour]) -> bool {
    take_colour(remaining, kind, colours).is_some()
}

/// [`take_action`], returning the colour of the circle taken.
fn take_colour(remaining: &mut Vec<CardAction>, kind: fn(Colour) -> ActionKind, colours: &[Colour]) -> Option<Colour> {
    for &c in colours {
        if let Some(i) = remaining.iter().position(|a| a.kind == kind(c) && a.groups > 0) {
            remaining[i].groups -= 1;
            if remaining[i].groups == 0 {
                remaining.remove(i);
            }
            return Some(c);
        }
    }
    None
}

/// Take one Movement action from the card in play: a black one to engage, else a red one first.
/// Returns the colour of the circle taken, `None` when none is left.
pub(crate) fn take_movement(remaining: &mut Vec<CardAction>, engage: bool) -> Option<Colour> {
    let colours: &[Colour] = if engage { &[Colour::Black] } else { &[Colour::Red, Colour::Black] };
    take_colour(remaining, |c| ActionKind::Movement { colour: c }, colours)
}

/// Take one Shooting action from the card in play. Returns false when none is left.
pub(crate) fn take_shooting(remaining: &mut Vec<CardAction>) -> bool {
    take_action(remaining, |_| ActionKind::Shooting, &[Colour::Black])
}

/// Check that `group` is one of `player`'s groups in play that has not acted this step
/// (CG-TURN-08).
pub(crate) fn own_ready_group(g: &Game, player: Player, group: GroupId) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if grp.owner != player || !grp.in_play() {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::NotYoursOnTable });
    }
    if g.acted_this_step(grp) {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::AlreadyActed });
    }
    Ok(())
}

/// Perform a group's Movement, Shooting (or reload) or Rally action: the checks, the group's
/// one action of the step, then the resolution. `black`: a black Movement circle (it may
/// engage). `free`: a group allowed to act again this step (Harassment's shot). The special
/// rules that grant another action after this one ([`crate::special::bonus`]) are queued under
/// the action's resolution, so that they come once it is over.
pub(crate) fn perform(
    g: &mut Game,
    player: Player,
    d: &Decision,
    black: bool,
    free: Option<GroupId>,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let serial = g.serial;
    let ready = |g: &Game, group: GroupId| if free == Some(group) { Ok(()) } else { own_ready_group(g, player, group) };
    match d {
        Decision::Move { group, giraffe, .. } | Decision::EngageAnimal { group, giraffe, .. } => {
            ready(g, *group)?;
            if matches!(d, Decision::Move { engage: Some(_), .. } | Decision::EngageAnimal { .. }) && !black {
                return Err(RuleError::Forbidden(Forbidden::RedEngages));
            }
            if let Some(id) = giraffe {
                if g.players[player.index()].totems.in_hand(*id).map(|c| c.kind) != Some(TotemKind::Giraffe) {
                    return Err(RuleError::Totem(TotemRefusal::NotInHand { card: *id, animal: TotemAnimal::Giraffe }));
                }
            }
            let plan = crate::movement::check_decision(g, player, d)?;
            if let Some(id) = giraffe {
                play_totem(g, player, *id, "CG-TOTEM-09", ev);
            }
            g.group_mut(*group)?.acted = Some(serial);
            let colour = if black { Colour::Black } else { Colour::Red };
            let start = crate::movement::end::begin(g, player, *group, colour, ev)?;
            crate::movement::execute(g, player, plan, start, ev)?;
        }
        Decision::Shoot { group, leader, target, giraffe } => {
            ready(g, *group)?;
            let shot = crate::shooting::check_shot(g, player, *group, *leader, *target, *giraffe)?;
            ev.extend(crate::special::forest::tiny_events(g, *group, *leader, *target, giraffe.is_some()));
            if let Some(id) = giraffe {
                play_totem(g, player, *id, "CG-TOTEM-09", ev);
            }
            g.group_mut(*group)?.acted = Some(serial);
            ev.push(Event::new(
                "CG-SHOOT-02",
                What::ShotDeclared {
                    group: *group,
                    leader: *leader,
                    target: *target,
                    partial: shot.partial,
                    cover: shot.cover,
                },
            ));
            crate::special::bonus::after_action(g, player, *group, ActionKind::Shooting, ev)?;
            g.stack.push(Task::Shot(shot));
        }
        Decision::Reload { group } => {
            ready(g, *group)?;
            crate::shooting::shooting_action_allowed(g, *group, g.values(*group).as_ref())?;
            if !g.group(*group)?.smoke {
                return Err(RuleError::GroupCannotAct { group: *group, reason: CannotAct::NoSmokeMarker });
            }
            let grp = g.group_mut(*group)?;
            grp.smoke = false;
            grp.acted = Some(serial);
            ev.push(Event::new("CG-SHOOT-19", What::Reloaded { group: *group }));
            crate::special::bonus::after_action(g, player, *group, ActionKind::Shooting, ev)?;
        }
        Decision::Rally { group } => {
            ready(g, *group)?;
            if g.group(*group)?.stress.is_empty() {
                return Err(RuleError::GroupCannotAct { group: *group, reason: CannotAct::NoStressToRally });
            }
            g.group_mut(*group)?.acted = Some(serial);
            crate::special::bonus::after_action(g, player, *group, ActionKind::Influence { colour: Colour::Red }, ev)?;
            g.stack.push(crate::influence::RallyTest::new(*group));
        }
        Decision::ShootAnimal { group, leader, animal, giraffe } => {
            ready(g, *group)?;
            let task = crate::wild::shot::check(g, player, *group, *leader, *animal, *giraffe)?;
            if let Some(id) = giraffe {
                play_totem(g, player, *id, "CG-TOTEM-09", ev);
            }
            g.group_mut(*group)?.acted = Some(serial);
            if let Task::Terrain(crate::exploration::TerrainTask::Animal(crate::wild::AnimalTask::Shot(s))) = &task {
                ev.extend(s.declared(g));
            }
            crate::special::bonus::after_action(g, player, *group, ActionKind::Shooting, ev)?;
            g.stack.push(task);
        }
        _ => return Err(RuleError::WrongDecision { expected: "move, shoot, reload or rally" }),
    }
    Ok(())
}

/// The card in play's actions left become `remaining`.
pub(crate) fn set_remaining(g: &mut Game, remaining: Vec<CardAction>) {
    if let Phase::Resolve { card, .. } = &mut g.phase {
        card.remaining = remaining;
    }
}

/// Move a Totem card from hand to discard and narrate it.
pub(crate) fn play_totem(g: &mut Game, player: Player, id: u8, rule: &'static str, ev: &mut Vec<Event>) {
    if let Some(card) = g.players[player.index()].totems.play(id) {
        ev.push(Event::new(rule, What::TotemPlayed { player, card }));
    }
}
