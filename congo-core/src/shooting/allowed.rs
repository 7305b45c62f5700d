//! Whether a group may take a Shooting action and at what (CG-SHOOT-01, -03, -04, CG-SHOOT-19,
//! CG-STRESS-05, -13, CG-TOTEM-09), and the shots offered to it: the checks that the prompt's
//! dispatch, the listing of legal decisions and the chapters (Harassment, a shot at a wild
//! animal) share.

use super::{Shot, shot_range};
use crate::candidate::{Candidate, ShotAt};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::game::Game;
use crate::geometry::base::Field;
use crate::state::{FigureId, GroupId, Player, Values};
use crate::stress::StressKind;
use crate::totem::TotemKind;
use alloc::vec::Vec;

/// Append the candidate shots of `player`'s `group` at each of `targets` to `out`, unchecked
/// ([`Candidate::Shot`], resolved by [`shot_offer`]; as Harassment shots if `harass`): none
/// when the group cannot shoot, none at a target that may not be shot.
pub(crate) fn shots(
    g: &Game,
    player: Player,
    group: GroupId,
    targets: &[GroupId],
    harass: bool,
    out: &mut Vec<Candidate>,
) {
    shots_with(g, player, group, g.values(group).as_ref(), targets, harass, out);
}

/// [`shots`] with the group's values `values` (`g.values(group)`; speed: a card's listing
/// works them out once per group).
pub(crate) fn shots_with(
    g: &Game,
    player: Player,
    group: GroupId,
    values: Option<&Values<'_>>,
    targets: &[GroupId],
    harass: bool,
    out: &mut Vec<Candidate>,
) {
    if shooter_ready_with(g, group, values, None).is_err() {
        return;
    }
    for &target in targets {
        if shot_target(g, player, target).is_ok() {
            out.push(Candidate::Shot { player, group, at: ShotAt::Group(target), harass });
        }
    }
}

/// The shot offered to `group` at `target` (module docs), if any: the first leading figure in
/// figure order with a full line of fire, else the first with a partial one; without the
/// Giraffe Totem card if that gives a line of fire, else with it. The group is ready to shoot
/// and the target may be shot at: [`shots`] checked both when it listed the candidate.
pub(crate) fn shot_offer(
    field: &Field<'_>,
    g: &Game,
    player: Player,
    group: GroupId,
    target: GroupId,
) -> Option<Decision> {
    let grp = g.group(group).ok()?;
    let giraffe = g.players[player.index()].totems.playable(|k| *k == TotemKind::Giraffe).first().map(|c| c.id);
    // The groups Tiny may hide, looked for once a figure is in range (most offers have none).
    let mut hiders: Option<Vec<GroupId>> = None;
    // The target's bases on the field: a figure out of range of all of them has no line of fire
    // (the range check of `crate::space::line_of_fire`, made first: most figures are out of
    // range, and it is the cheapest).
    let aimed = &field.group(crate::space::key(target)).ok()?.figures;
    let aimed_box = crate::geometry::prim::Bbox::of(aimed);
    let mut partial: Option<FigureId> = None;
    // The range without the Giraffe, then with it (an error: that shot is not allowed).
    for giraffe in core::iter::once(None).chain(giraffe.map(Some)) {
        if let Ok(range) = weapon_range(g, player, group, giraffe) {
            for &leader in &grp.figures {
                let in_range = range.is_none_or(|r| {
                    g.figure(leader).is_some_and(|f| crate::geometry::base_within_bases(f.at, aimed, &aimed_box, r))
                });
                if !in_range {
                    continue;
                }
                let hiders = hiders.get_or_insert_with(|| crate::special::forest::may_hide(g, group, target));
                let fire = crate::special::forest::line_of_fire_among(field, g, group, leader, target, range, hiders);
                if let Ok(Some(fire)) = fire {
                    if !fire.partial {
                        return Some(Decision::Shoot { group, leader, target, giraffe });
                    }
                    partial.get_or_insert(leader);
                }
            }
        }
        if let Some(leader) = partial {
            return Some(Decision::Shoot { group, leader, target, giraffe });
        }
    }
    None
}

/// Check a Shooting action and build its shot (CG-SHOOT-01, -03, -04, CG-STRESS-05, -13,
/// CG-SHOOT-19, CG-TOTEM-09): the task the action pushes, and what the odds read.
pub(crate) fn check_shot(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<Shot, RuleError> {
    crate::space::with_field(g, |field| check_shot_in(field, g, player, group, leader, target, giraffe))?
}

fn check_shot_in(
    field: &Field<'_>,
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<Shot, RuleError> {
    let range = shot_allowed(g, player, group, Some(leader), target, giraffe)?;
    let fire = crate::special::forest::line_of_fire(field, g, group, leader, target, range)?
        .ok_or(RuleError::NotInRange { group, target: Some(target), animal: None })?;
    Ok(Shot::new(g, group, leader, target, fire.partial, fire.cover))
}

/// The checks of a Shooting action that do not depend on the leading figure; returns the
/// weapon's range (`None`: unlimited). `leader`, if given, must be one of the group's figures
/// (checked in the order of the rules' checks, for the same error as before).
fn shot_allowed(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: Option<FigureId>,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<Option<tabletop::Length>, RuleError> {
    shooter_ready(g, group, leader)?;
    shot_target(g, player, target)?;
    weapon_range(g, player, group, giraffe)
}

/// The checks of [`shot_allowed`] on the shooting group (and the leading figure, if given).
pub(crate) fn shooter_ready(g: &Game, group: GroupId, leader: Option<FigureId>) -> Result<(), RuleError> {
    // The group's values, worked out once for its effective tokens and its dice.
    shooter_ready_with(g, group, g.values(group).as_ref(), leader)
}

/// Whether `group` may take a Shooting action at all, to fire or to reload (CG-SHOOT-01,
/// "Muskets": reloading is the Shooting action): not with four Stress tokens (CG-STRESS-04), not
/// with a Panic token (CG-STRESS-13). `values`: the group's values (`g.values(group)`).
pub(crate) fn shooting_action_allowed(g: &Game, group: GroupId, values: Option<&Values<'_>>) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if grp.at_limit() {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoShootingAtFour });
    }
    let stress = values.map(|v| crate::special::kingdoms::effective_stress(v, &grp.stress, false));
    if stress.is_some_and(|s| s.contains(&StressKind::Panic)) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::OnlyRally });
    }
    Ok(())
}

/// [`shooter_ready`] with the group's values `values` (`g.values(group)`).
fn shooter_ready_with(
    g: &Game,
    group: GroupId,
    values: Option<&Values<'_>>,
    leader: Option<FigureId>,
) -> Result<(), RuleError> {
    shooting_action_allowed(g, group, values)?;
    let grp = g.group(group)?;
    if grp.smoke {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::MustReload });
    }
    if let Some(leader) = leader.filter(|l| !grp.figures.contains(l)) {
        return Err(RuleError::UnknownFigure { figure: leader, group });
    }
    let v = values.ok_or(RuleError::UnknownGroup(group))?;
    if !v.has_shooting_dice() {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoShootingValue });
    }
    Ok(())
}

/// The check of [`shot_allowed`] on the target.
fn shot_target(g: &Game, player: Player, target: GroupId) -> Result<(), RuleError> {
    let t = g.group(target)?;
    if t.owner == player || !t.in_play() {
        return Err(RuleError::BadTarget(crate::error::BadTarget::ShotAtNonEnemy(target)));
    }
    Ok(())
}

/// The checks of [`shot_allowed`] on the weapon (and the Giraffe card, if played): its range.
pub(crate) fn weapon_range(
    g: &Game,
    player: Player,
    group: GroupId,
    giraffe: Option<u8>,
) -> Result<Option<tabletop::Length>, RuleError> {
    if let Some(id) = giraffe {
        if g.players[player.index()].totems.in_hand(id).map(|c| c.kind) != Some(TotemKind::Giraffe) {
            return Err(RuleError::Totem(crate::error::TotemRefusal::NotInHand {
                card: id,
                animal: crate::error::TotemAnimal::Giraffe,
            }));
        }
    }
    shot_range(g, group, giraffe.is_some())
        .ok_or(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoRangedWeapon })
}
