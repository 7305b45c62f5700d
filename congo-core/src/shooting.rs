//! Shooting actions (Congo rulebook, "Big Game Hunting"): the figure leading the shot, the
//! target in range and line of sight, partial shooting, Attack dice, go to ground, Cover dice,
//! casualties and the terrifying death roll, and muskets (smoke marker, Stress on the target).

use crate::casualties::{Casualties, Loss};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::pending::{Ask, RollPurpose};
use crate::profile::{Range, Stick};
use crate::roll::{RollTask, check_roll, roll_pool, successes};
use crate::state::{FigureId, GroupId, Player};
use crate::stress::{StressDraw, StressKind};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Length};

mod allowed;
pub(crate) use allowed::{
    check_shot, shooter_ready, shooting_action_allowed, shot_offer, shots, shots_with, weapon_range,
};

/// Where a shot stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotStage"))]
#[serde(rename_all = "snake_case")]
pub enum ShotStage {
    /// Roll the Attack dice.
    Attack,
    /// Count the hits.
    Hits,
    /// The target goes to ground or rolls cover.
    Cover,
    /// Muskets: the target draws a Stress token.
    Musket,
}

/// The target's answer at the cover prompt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCoverAnswer"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CoverAnswer {
    /// Draw a Stress token for one more D8.
    GoToGround,
    /// Roll, with a Crocodile card or not.
    Roll {
        /// The Crocodile's id.
        crocodile: Option<u8>,
    },
}

/// A Shooting action in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShot"))]
pub struct Shot {
    /// The shooting group.
    pub shooter: GroupId,
    /// The figure leading the shot.
    pub leader: FigureId,
    /// The target group.
    pub target: GroupId,
    /// Only the leading figure sees the target: half the dice, rounded up.
    pub partial: bool,
    /// The target's cover die (terrain, obstacle or open ground).
    pub cover: Die,
    /// The group fired muskets.
    pub musket: bool,
    /// Where the shot stands.
    pub stage: ShotStage,
    /// Hits scored.
    pub hits: u8,
    /// Extra D8 Cover dice gained by going to ground.
    pub ground: Vec<Die>,
    /// The target's answer at the cover prompt.
    pub answer: Option<CoverAnswer>,
    /// Casualties Poison caused, taken with the uncancelled hits (CG-FOREST-15).
    #[serde(default)]
    pub poisoned: u8,
    /// A shooting action a ritual resolves against the target with these dice (the Wild Hunt,
    /// CG-RITUAL-07..09): rolled at once, with none of the shooter's values or rules.
    #[serde(default)]
    pub fixed: Option<Vec<Die>>,
}

/// The range of a group's shot: its weapon's (jezail: unlimited), M for a character alone,
/// plus S with a Giraffe. `None` = unlimited. (CG-SHOOT-05, CG-MUSTER-11, CG-TOTEM-09.)
pub(crate) fn shot_range(g: &Game, group: GroupId, giraffe: bool) -> Option<Option<Length>> {
    let v = g.values(group)?;
    let base = if v.character_alone() { Range::Within(Stick::M) } else { v.profile.weapon?.range() };
    let range = match base {
        Range::Unlimited => None,
        Range::Within(s) => Some(if giraffe { s.length() + Stick::S.length() } else { s.length() }),
    };
    // Downpour, Night, the jungle's heavy downpour: at most M (crate::universal).
    Some(crate::conditions::limit_range(g, range))
}

/// The Attack pool before discards and the number of dice to discard: half (rounded up) for a
/// partial shot, then one per Shooting Stress token (CG-SHOOT-07, -08, -09). The dice are the
/// group's against this target from this leader ([`crate::hooks::shooting_dice`]).
pub(crate) fn attack_pool(
    g: &Game,
    group: GroupId,
    partial: bool,
    leader: FigureId,
    target: GroupId,
) -> (Vec<Die>, usize) {
    attack_pool_at(g, group, partial, leader, &crate::space::bases(g, target))
}

/// [`attack_pool`] against a target standing at `to` (a group's bases, or a wild animal's).
pub(crate) fn attack_pool_at(
    g: &Game,
    group: GroupId,
    partial: bool,
    leader: FigureId,
    to: &[tabletop::Point],
) -> (Vec<Die>, usize) {
    let Some(v) = g.values(group) else { return (Vec::new(), 0) };
    let from: Vec<tabletop::Point> = g.figure(leader).map(|f| f.at).into_iter().collect();
    let stress = g.group(group).map_or(0, |gr| gr.stress.len());
    let dice = crate::hooks::shooting_dice(&v, stress, |s| !crate::geometry::base::within(&from, to, s.length()));
    let drop = attack_discards(g, group, partial, dice.len());
    (dice, drop)
}

/// How many of `n` Attack dice a partial shot leaves unrolled: half, rounded down (the other
/// half, rounded up, is rolled; CG-SHOOT-07); none for a full shot.
pub(crate) fn partial_discards(partial: bool, n: usize) -> usize {
    if partial { n - n.div_ceil(2) } else { 0 }
}

/// How many of `n` Attack dice of `group` are discarded: half (rounded down; the rest, rounded
/// up, is rolled) for a partial shot, then one per Shooting Stress token (two in a downpour).
pub(crate) fn attack_discards(g: &Game, group: GroupId, partial: bool, n: usize) -> usize {
    let half = partial_discards(partial, n);
    let tokens =
        crate::special::kingdoms::group_stress(g, group, false).iter().filter(|k| **k == StressKind::Shooting).count();
    let per_token = g.values(group).map_or(tokens, |v| crate::hooks::shooting_stress_discards(&v, tokens));
    half + per_token * crate::conditions::shooting_discards_per_token(g)
}

impl Shot {
    pub(crate) fn new(
        g: &Game,
        shooter: GroupId,
        leader: FigureId,
        target: GroupId,
        partial: bool,
        cover: Die,
    ) -> Shot {
        let musket = g.values(shooter).and_then(|v| v.profile.weapon).is_some_and(|w| w.is_musket());
        Shot {
            shooter,
            leader,
            target,
            partial,
            cover,
            musket,
            stage: ShotStage::Attack,
            hits: 0,
            ground: Vec::new(),
            answer: None,
            poisoned: 0,
            fixed: None,
        }
    }

    /// The Attack dice of this shot (the group's against the target from the leader, Mystical
    /// Trance's, cut by Poison), how many of them are discarded (partial shot and Shooting Stress
    /// tokens), and how many of those discards are the partial shot's (CG-SHOOT-07, -08, -09,
    /// CG-FOREST-07, -15). The roll, the odds ([`crate::odds`]) and the shot preview
    /// ([`crate::query`]) all take the dice from here.
    pub(crate) fn attack_dice(&self, g: &Game) -> (Vec<Die>, usize, usize) {
        let (mut dice, drop) = attack_pool(g, self.shooter, self.partial, self.leader, self.target);
        dice.extend(crate::special::forest::trance_dice(g, self.shooter, self.target));
        crate::special::forest::poison_cap(g, self.shooter, &mut dice);
        let half = partial_discards(self.partial, dice.len());
        (dice, drop, half)
    }

    fn target_owner(&self, g: &Game) -> Option<Player> {
        g.group(self.target).ok().map(|t| t.owner)
    }

    /// The target's Cover dice: one of its cover die per hit, and those going to ground gained
    /// (CG-SHOOT-11, -13).
    pub(crate) fn cover_dice(&self) -> Vec<Die> {
        let mut v: Vec<Die> = core::iter::repeat_n(self.cover, usize::from(self.hits)).collect();
        v.extend(self.ground.iter().copied());
        v
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        (self.stage == ShotStage::Cover && self.answer.is_none()).then_some(())?;
        Some((self.target_owner(g)?, Ask::Cover { group: self.target, hits: self.hits, dice: self.cover_dice() }))
    }

    /// May the target still go to ground? (Fewer than four tokens; CG-SHOOT-13, CG-STRESS-04.)
    pub(crate) fn may_go_to_ground(&self, g: &Game) -> bool {
        g.group(self.target).is_ok_and(|t| crate::hooks::may_draw_by_choice(&t.stress))
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        let owner = self.target_owner(g).ok_or(RuleError::UnknownGroup(self.target))?;
        match d {
            Decision::GoToGround => {
                if !self.may_go_to_ground(g) {
                    return Err(RuleError::GroupCannotAct {
                        group: self.target,
                        reason: crate::error::CannotAct::NoGoingToGroundAtFour,
                    });
                }
                self.answer = Some(CoverAnswer::GoToGround);
            }
            Decision::Roll { drop, crocodile } => {
                check_roll(g, owner, &self.cover_dice(), 0, drop, *crocodile)?;
                self.answer = Some(CoverAnswer::Roll { crocodile: *crocodile });
            }
            _ => return Err(RuleError::WrongDecision { expected: "go_to_ground or roll" }),
        }
        Ok(())
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self.stage {
            ShotStage::Attack => {
                let owner = g.group(self.shooter)?.owner;
                if let Some(dice) = &self.fixed {
                    let mut rolls = Vec::with_capacity(dice.len());
                    for d in dice {
                        rolls.push(g.dice.roll(*d)?);
                    }
                    let successes = successes(&rolls).min(usize::from(u8::MAX)) as u8;
                    ev.push(Event::new(
                        "CG-SHOOT-10",
                        What::Rolled {
                            group: self.shooter,
                            purpose: RollPurpose::Attack,
                            dice: rolls.clone(),
                            successes,
                        },
                    ));
                    g.rolled = Some(rolls);
                    self.stage = ShotStage::Hits;
                    return Ok(Flow::Then(Task::Shot(self)));
                }
                let (dice, drop, half) = self.attack_dice(g);
                self.stage = ShotStage::Hits;
                let roll = RollTask::new(owner, self.shooter, RollPurpose::Attack, dice, drop).with_partial(half);
                Ok(Flow::Call(Task::Shot(self), Task::Roll(roll)))
            }
            ShotStage::Hits => {
                let mut rolls = g.rolled.take().unwrap_or_default();
                crate::special::forest::power_of_spirits(g, self.shooter, self.target, &mut rolls, ev)?;
                if self.musket {
                    g.group_mut(self.shooter)?.smoke = true;
                    ev.push(Event::new("CG-SHOOT-19", What::SmokeMarker { group: self.shooter }));
                }
                self.hits = successes(&rolls).min(usize::from(u8::MAX)) as u8;
                if self.fixed.is_none() {
                    if let Some((poisoned, hits)) =
                        crate::special::forest::poison(g, self.shooter, self.target, &rolls, ev)
                    {
                        (self.poisoned, self.hits) = (poisoned, hits);
                    }
                    self.hits = self.hits.saturating_add(crate::special::forest::hunting_the_prey(
                        g,
                        self.shooter,
                        self.hits,
                        ev,
                    )?);
                }
                if self.hits == 0 {
                    self.stage = ShotStage::Musket;
                    if self.poisoned > 0 {
                        let loss = Casualties::new(self.target, self.poisoned, true, Loss::Shooting);
                        return Ok(Flow::Call(Task::Shot(self), loss));
                    }
                } else {
                    ev.push(Event::new("CG-SHOOT-10", What::Hits { group: self.target, hits: self.hits }));
                    self.stage = ShotStage::Cover;
                }
                Ok(Flow::Then(Task::Shot(self)))
            }
            ShotStage::Cover => match self.answer.take() {
                None => Ok(Flow::Wait(Task::Shot(self))),
                Some(CoverAnswer::GoToGround) => {
                    let token = g.bag.draw(&mut g.dice)?;
                    if let Some(t) = token {
                        g.group_mut(self.target)?.stress.push(t);
                        let v = g.values(self.target);
                        self.ground.push(v.as_ref().map_or(Die::D8, crate::hooks::go_to_ground_die));
                    }
                    ev.push(Event::new(
                        "CG-SHOOT-13",
                        What::StressDrawn { group: self.target, token, cause: StressCause::GoToGround },
                    ));
                    crate::casualties::check_group(g, self.target, ev)?;
                    if !g.group(self.target)?.in_play() {
                        return Ok(Flow::Done);
                    }
                    Ok(Flow::Wait(Task::Shot(self)))
                }
                Some(CoverAnswer::Roll { crocodile }) => {
                    let owner = self.target_owner(g).ok_or(RuleError::UnknownGroup(self.target))?;
                    let rolls = roll_pool(
                        g,
                        owner,
                        self.target,
                        RollPurpose::Cover,
                        &self.cover_dice(),
                        &[],
                        &[],
                        crocodile,
                        ev,
                    )?;
                    let cancelled = successes(&rolls).min(usize::from(self.hits)) as u8;
                    let remaining = self.hits - cancelled;
                    ev.push(Event::new(
                        "CG-SHOOT-14",
                        What::HitsCancelled { group: self.target, cancelled, remaining },
                    ));
                    self.stage = ShotStage::Musket;
                    let remaining = remaining.saturating_add(self.poisoned);
                    if remaining > 0 {
                        let loss = Casualties::new(self.target, remaining, true, Loss::Shooting);
                        return Ok(Flow::Call(Task::Shot(self), loss));
                    }
                    Ok(Flow::Then(Task::Shot(self)))
                }
            },
            ShotStage::Musket => {
                if self.musket && g.group(self.target)?.in_play() {
                    return Ok(Flow::Then(StressDraw::new(self.target, 1, StressCause::Musket)));
                }
                Ok(Flow::Done)
            }
        }
    }
}
