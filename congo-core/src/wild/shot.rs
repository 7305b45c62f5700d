//! Shooting at a wild animal: the lion and the gorilla "can be the target of a shooting action".
//!
//! The shot is declared like any other ([`crate::Decision::ShootAnimal`]): a group that may shoot
//! (not at four Stress tokens, no Panic token, no smoke marker, a ranged weapon), a leading figure
//! that sees the animal within the weapon's range (a Giraffe card adds S), half the dice when only
//! the leader sees it; the shooter rolls its Attack dice as usual (Shooting Stress discards, a
//! Crocodile). Then the animal, not a player, rolls its Cover: one D10 per hit whatever its
//! terrain, the lion re-rolling each failed die once; it never goes to ground. Any uncancelled
//! hit kills the lion; exactly one enrages the gorilla (+2D6 in melee, cumulative), two or more in
//! the same shot kill it. A dead animal's model is replaced by a bulky Loot token lying where it
//! stood, and its Animal token goes back to the bag. Muskets still leave their smoke marker; the
//! animal draws no Stress token for them, as it never takes Stress.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Lion ("he always rolls D10 for cover
//! whatever terrain he occupies. In addition, he can re-roll once on every failure. On the other
//! hand, any uncancelled hit will kill him") and The gorilla ("If the gorilla takes only one
//! uncancelled hit from shooting, he becomes enraged ... Two uncancelled hits inflicted during
//! the same shot kill the gorilla"); rules CG-ANIMAL-06, CG-ANIMAL-09, CG-ANIMAL-12;
//! docs/rulings.md "Shooting at wild animals".

use super::{Animal, AnimalId, AnimalTask, kill};
use crate::adventure::animals::{AnimalKind, ShotOutcome};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::exploration::{TerrainEvent, TerrainTask};
use crate::game::{Flow, Game};
use crate::geometry::base::{Field, within};
use crate::pending::RollPurpose;
use crate::roll::{RollTask, successes};
use crate::state::{FigureId, GroupId, Player};
use crate::tasks::Task;
use crate::totem::TotemKind;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Length;

/// A Shooting action at a wild animal in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalShot"))]
pub struct AnimalShot {
    /// The shooting group.
    pub shooter: GroupId,
    /// The figure leading the shot.
    pub leader: FigureId,
    /// The animal shot at.
    pub animal: AnimalId,
    /// Only the leading figure sees the animal: half the dice, rounded up.
    pub partial: bool,
    /// The group fired muskets (smoke marker).
    pub musket: bool,
    /// The Attack roll is done (its dice are in the game's last roll).
    pub rolled: bool,
}

/// The living animal `id`.
fn living(g: &Game, id: AnimalId) -> Option<&Animal> {
    g.terrain.animals.get(usize::from(id.0)).filter(|a| a.alive)
}

fn rule(kind: AnimalKind) -> &'static str {
    match kind {
        AnimalKind::Lion => "CG-ANIMAL-09",
        AnimalKind::Gorilla => "CG-ANIMAL-12",
    }
}

/// The line of fire from `leader` to the animal: `Some(partial)` when it is within `range`
/// (`None`: unlimited) and the leader sees it; `partial` when no other figure of the group sees
/// it (CG-SHOOT-04 to CG-SHOOT-07). Its cover is always D10, so none is computed.
pub(crate) fn line_of_fire(
    field: &Field<'_>,
    g: &Game,
    shooter: GroupId,
    leader: FigureId,
    animal: AnimalId,
    range: Option<Length>,
) -> Result<Option<bool>, RuleError> {
    let err = |e: crate::geometry::FieldError| RuleError::Model(crate::error::ModelRefusal::Field(e));
    let li = crate::space::index_of(g, shooter, leader)?;
    let from = g.figure(leader).map(|f| f.at).ok_or(RuleError::UnknownFigure { figure: leader, group: shooter })?;
    let target = super::key(animal);
    let at = &field.group(target).map_err(err)?.figures;
    if range.is_some_and(|r| !within(&[from], at, r)) {
        return Ok(None);
    }
    let sight = crate::geometry::los::group_sight(field, crate::space::key(shooter), li, target).map_err(err)?;
    Ok(sight.leader_sees().then_some(sight.is_partial()))
}

/// The living animals, in id order.
fn targets(g: &Game) -> impl Iterator<Item = AnimalId> + '_ {
    g.terrain.animals.iter().enumerate().filter(|(_, a)| a.alive).map(|(i, _)| AnimalId(i as u16))
}

/// Append the candidate shots of `player`'s `group` at each living animal to `out`, unchecked
/// (`crate::candidate::Candidate::Shot`, resolved by [`offer`]; as Harassment shots if
/// `harass`): none when the group cannot shoot.
pub(crate) fn candidates(
    g: &Game,
    player: Player,
    group: GroupId,
    harass: bool,
    out: &mut Vec<crate::candidate::Candidate>,
) {
    if g.terrain.animals.iter().all(|a| !a.alive) || crate::shooting::shooter_ready(g, group, None).is_err() {
        return;
    }
    for animal in targets(g) {
        let at = crate::candidate::ShotAt::Animal(animal);
        out.push(crate::candidate::Candidate::Shot { player, group, at, harass });
    }
}

/// The shot offered to `group` at a living `animal`, if any, the leading figure and Giraffe
/// chosen as for a shot at a group (`crate::shooting::shot_offer`): the first figure with a full
/// line of fire, else the first with a partial one; without the Giraffe if that gives a line of
/// fire, else with it.
pub(crate) fn offer(field: &Field<'_>, g: &Game, player: Player, group: GroupId, animal: AnimalId) -> Option<Decision> {
    let grp = g.group(group).ok()?;
    crate::shooting::shooter_ready(g, group, None).ok()?;
    living(g, animal)?;
    let giraffe = g.players[player.index()].totems.playable(|k| *k == TotemKind::Giraffe).first().map(|c| c.id);
    for giraffe in core::iter::once(None).chain(giraffe.map(Some)) {
        let Ok(range) = crate::shooting::weapon_range(g, player, group, giraffe) else { continue };
        let sees = |leader: &FigureId| line_of_fire(field, g, group, *leader, animal, range).ok().flatten();
        let leader = grp
            .figures
            .iter()
            .find(|l| sees(l) == Some(false))
            .or_else(|| grp.figures.iter().find(|l| sees(l).is_some()));
        if let Some(&leader) = leader {
            return Some(Decision::ShootAnimal { group, leader, animal, giraffe });
        }
    }
    None
}

/// Check a Shooting action of `player`'s `group` at `animal` and build its task (the shooter's
/// checks are those of a shot at a group, `crate::shooting::shot_allowed`).
pub(crate) fn check(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    animal: AnimalId,
    giraffe: Option<u8>,
) -> Result<Task, RuleError> {
    crate::shooting::shooter_ready(g, group, Some(leader))?;
    let range = crate::shooting::weapon_range(g, player, group, giraffe)?;
    if living(g, animal).is_none() {
        return Err(RuleError::BadTarget(crate::error::BadTarget::NoLivingAnimal(animal.0)));
    }
    let partial = crate::space::with_field(g, |field| line_of_fire(field, g, group, leader, animal, range))??
        .ok_or(RuleError::NotInRange { group, target: None, animal: Some(animal.0) })?;
    let musket = g.values(group).and_then(|v| v.profile.weapon).is_some_and(|w| w.is_musket());
    Ok(Task::Terrain(TerrainTask::Animal(AnimalTask::Shot(AnimalShot {
        shooter: group,
        leader,
        animal,
        partial,
        musket,
        rolled: false,
    }))))
}

impl AnimalShot {
    /// The event declaring the shot.
    pub(crate) fn declared(&self, g: &Game) -> Option<Event> {
        let a = living(g, self.animal)?;
        Some(Event::new(
            rule(a.kind),
            What::Terrain {
                event: TerrainEvent::AnimalTargeted {
                    group: self.shooter,
                    leader: self.leader,
                    animal: self.animal,
                    partial: self.partial,
                },
            },
        ))
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let Some(a) = living(g, self.animal).cloned() else { return Ok(Flow::Done) };
        if !self.rolled {
            let owner = g.group(self.shooter)?.owner;
            let (mut dice, drop) = crate::shooting::attack_pool_at(g, self.shooter, self.partial, self.leader, &[a.at]);
            crate::special::forest::poison_cap(g, self.shooter, &mut dice);
            self.rolled = true;
            let half = crate::shooting::partial_discards(self.partial, dice.len());
            let roll = RollTask::new(owner, self.shooter, RollPurpose::Attack, dice, drop).with_partial(half);
            return Ok(Flow::Call(Task::Terrain(TerrainTask::Animal(AnimalTask::Shot(self))), Task::Roll(roll)));
        }
        let rolls = g.rolled.take().unwrap_or_default();
        if self.musket {
            g.group_mut(self.shooter)?.smoke = true;
            ev.push(Event::new("CG-SHOOT-19", What::SmokeMarker { group: self.shooter }));
        }
        let hits = successes(&rolls).min(usize::from(u8::MAX)) as u8;
        if hits == 0 {
            return Ok(Flow::Done);
        }
        let p = a.profile();
        let mut dice = g.dice.roll_many(p.cover, usize::from(hits))?;
        let rerolled = if p.rerolls_failed_cover {
            tabletop::reroll_once(&mut dice, &mut g.dice, |d| !d.is_success())?
        } else {
            Vec::new()
        };
        let uncancelled = hits - successes(&dice).min(usize::from(hits)) as u8;
        let rule = rule(a.kind);
        ev.push(Event::new(
            rule,
            What::Terrain {
                event: TerrainEvent::AnimalCover { animal: self.animal, hits, dice, uncancelled, rerolled },
            },
        ));
        match p.shot(uncancelled) {
            ShotOutcome::Unharmed => {}
            ShotOutcome::Enraged => {
                let times = g.terrain.animals.get_mut(usize::from(self.animal.0)).map_or(0, |x| {
                    x.enraged = x.enraged.saturating_add(1);
                    x.enraged
                });
                ev.push(Event::new(
                    rule,
                    What::Terrain { event: TerrainEvent::AnimalEnraged { animal: self.animal, times } },
                ));
            }
            ShotOutcome::Killed => {
                kill(g, self.animal, ev);
                // The carcass: a bulky Loot token where the model stood, picked up as any Object.
                crate::universal::pieces::place_loot(g, a.at, true);
                ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::LootPlaced { at: a.at, bulky: true } }));
            }
        }
        Ok(Flow::Done)
    }
}

#[cfg(test)]
mod tests;
