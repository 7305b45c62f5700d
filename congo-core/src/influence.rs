//! Influence actions (Congo rulebook, "Overcoming your Fears", Influence): Rally and Terror.

use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::pending::{Ask, RollPurpose};
use crate::roll::{RollTask, successes};
use crate::state::{GroupId, Player};
use crate::stress::{StressDraw, StressKind};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// A Terror test in progress: one automatic hit plus one per Terror token; one Bravery die per
/// hit plus the character's bonus dice; uncancelled hits become Stress tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTerrorTest"))]
pub struct TerrorTest {
    /// The group tested.
    pub target: GroupId,
    /// Terror hits.
    pub hits: u8,
    /// The Bravery roll was asked for.
    pub rolled: bool,
}

/// The Bravery pool for `n` dice of the group's value plus its bonus dice (and those it
/// borrows: [`crate::hooks::borrowed_bravery`]); `None` when the test fails automatically (a
/// character alone with no Bravery value). `purpose` is Rally or Terror.
pub(crate) fn bravery_pool(g: &Game, group: GroupId, n: usize, purpose: RollPurpose) -> Option<Vec<Die>> {
    let v = g.values(group)?;
    let (value, bonus) = v.bravery();
    if v.character_alone() && value.is_none() {
        return None;
    }
    let tokens = g.group(group).map_or(0, |gr| gr.stress.len());
    let value = crate::hooks::bravery_value(&v, purpose, value, tokens);
    let value = crate::special::forest::great_is_the_king(g, group, value);
    let mut dice: Vec<Die> = value.map(|d| core::iter::repeat_n(d, n).collect()).unwrap_or_default();
    dice.extend(bonus);
    dice.extend(crate::hooks::borrowed_bravery(g, group));
    Some(dice)
}

/// The Terror hits `target` suffers: one, plus one per Terror Stress token it holds (as the
/// rules count its tokens; CG-INFL-04).
pub(crate) fn terror_hits(g: &Game, target: GroupId) -> u8 {
    let terror =
        crate::special::kingdoms::group_stress(g, target, false).iter().filter(|k| **k == StressKind::Terror).count();
    (1 + terror).min(usize::from(u8::MAX)) as u8
}

impl TerrorTest {
    pub(crate) fn new(target: GroupId) -> Task {
        Task::Terror(TerrorTest { target, hits: 0, rolled: false })
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let grp = g.group(self.target)?;
        if !grp.in_play() {
            return Ok(Flow::Done);
        }
        if !self.rolled {
            self.hits = terror_hits(g, self.target);
            let owner = grp.owner;
            ev.push(Event::new("CG-INFL-04", What::Hits { group: self.target, hits: self.hits }));
            self.rolled = true;
            let Some(dice) = bravery_pool(g, self.target, usize::from(self.hits), RollPurpose::Terror) else {
                ev.push(Event::new(
                    "CG-MUSTER-09",
                    What::HitsCancelled { group: self.target, cancelled: 0, remaining: self.hits },
                ));
                return Ok(Flow::Then(StressDraw::new(self.target, self.hits, StressCause::Terror)));
            };
            let roll = RollTask::new(owner, self.target, RollPurpose::Terror, dice, 0);
            return Ok(Flow::Call(Task::Terror(self), Task::Roll(roll)));
        }
        let rolls = g.rolled.take().unwrap_or_default();
        let cancelled = successes(&rolls).min(usize::from(self.hits)) as u8;
        let remaining = self.hits - cancelled;
        ev.push(Event::new("CG-INFL-05", What::HitsCancelled { group: self.target, cancelled, remaining }));
        if remaining > 0 {
            return Ok(Flow::Then(StressDraw::new(self.target, remaining, StressCause::Terror)));
        }
        Ok(Flow::Done)
    }
}

/// Where a Rally stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRallyStage"))]
#[serde(rename_all = "snake_case")]
pub enum RallyStage {
    /// Roll the Bravery dice.
    Roll,
    /// Count the successes.
    Count,
    /// The owner chooses the tokens to return.
    Choose,
}

/// A Rally in progress: one Bravery die per Stress token plus bonus dice; each success returns a
/// token of the owner's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRallyTest"))]
pub struct RallyTest {
    /// The group.
    pub group: GroupId,
    /// Where it stands.
    pub stage: RallyStage,
    /// Tokens to return (successes, at most the tokens held).
    pub count: u8,
    /// The owner's choice of tokens, once given.
    pub answer: Option<Vec<StressKind>>,
    /// Zamara: the Emir stopped taking tokens (CG-ZAN-01).
    #[serde(default)]
    pub zamara_done: bool,
    /// Zamara: the token to take next, once chosen (`None`: stop).
    #[serde(default)]
    pub take: Option<Option<(GroupId, StressKind)>>,
}

impl RallyTest {
    pub(crate) fn new(group: GroupId) -> Task {
        Task::Rally(RallyTest {
            group,
            stage: RallyStage::Roll,
            count: 0,
            answer: None,
            zamara_done: false,
            take: None,
        })
    }

    /// Zamara: friendly groups within the Emir's reach holding tokens, while his group may
    /// still take one (CG-ZAN-01).
    fn zamara_offers(&self, g: &Game) -> Vec<GroupId> {
        let (Ok(grp), Some(v)) = (g.group(self.group), g.values(self.group)) else { return Vec::new() };
        let Some(range) = crate::hooks::zamara_range(&v) else { return Vec::new() };
        if self.zamara_done || self.stage != RallyStage::Roll || grp.at_limit() {
            return Vec::new();
        }
        crate::hooks::groups_within(g, self.group, range)
            .into_iter()
            .filter(|o| g.group(*o).is_ok_and(|og| og.owner == grp.owner && !og.stress.is_empty()))
            .collect()
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        let offers = self.zamara_offers(g);
        if !offers.is_empty() && self.take.is_none() {
            return Some((g.group(self.group).ok()?.owner, Ask::TakeStress { group: self.group, offers }));
        }
        if self.stage != RallyStage::Choose || self.answer.is_some() {
            return None;
        }
        let grp = g.group(self.group).ok()?;
        Some((grp.owner, Ask::ReturnStress { group: self.group, count: self.count, tokens: grp.stress.clone() }))
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        let offers = self.zamara_offers(g);
        if !offers.is_empty() && self.take.is_none() {
            self.take = Some(match d {
                Decision::TakeStress { from: None, token: None } => None,
                Decision::TakeStress { from: Some(from), token: Some(token) } => {
                    if !offers.contains(from) || !g.group(*from)?.stress.contains(token) {
                        return Err(RuleError::BadTarget(crate::error::BadTarget::TokenSource {
                            group: *from,
                            token: *token,
                        }));
                    }
                    Some((*from, *token))
                }
                _ => return Err(RuleError::WrongDecision { expected: "take_stress" }),
            });
            return Ok(());
        }
        let Decision::ReturnStress { tokens } = d else {
            return Err(RuleError::WrongDecision { expected: "return_stress" });
        };
        check_return(&g.group(self.group)?.stress, usize::from(self.count), tokens)?;
        self.answer = Some(tokens.clone());
        Ok(())
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let grp = g.group(self.group)?;
        if !grp.in_play() {
            return Ok(Flow::Done);
        }
        match self.stage {
            RallyStage::Roll if !self.zamara_offers(g).is_empty() => match self.take.take() {
                None => Ok(Flow::Wait(Task::Rally(self))),
                Some(None) => {
                    self.zamara_done = true;
                    Ok(Flow::Then(Task::Rally(self)))
                }
                Some(Some((from, token))) => {
                    let og = g.group_mut(from)?;
                    if let Some(i) = og.stress.iter().position(|k| *k == token) {
                        og.stress.remove(i);
                        g.group_mut(self.group)?.stress.push(token);
                        ev.push(Event::new("CG-ZAN-01", What::StressPassed { from, to: self.group, token }));
                    }
                    Ok(Flow::Then(Task::Rally(self)))
                }
            },
            RallyStage::Roll => {
                let owner = grp.owner;
                let Some(dice) = bravery_pool(g, self.group, grp.stress.len(), RollPurpose::Rally) else {
                    // A character alone with no Bravery value: the test fails, no token returns.
                    let group = self.group;
                    ev.push(Event::new(
                        "CG-MUSTER-09",
                        What::Rolled { group, purpose: RollPurpose::Rally, dice: Vec::new(), successes: 0 },
                    ));
                    return Ok(Flow::Done);
                };
                self.stage = RallyStage::Count;
                let roll = RollTask::new(owner, self.group, RollPurpose::Rally, dice, 0);
                Ok(Flow::Call(Task::Rally(self), Task::Roll(roll)))
            }
            RallyStage::Count => {
                let rolls = g.rolled.take().unwrap_or_default();
                let grp = g.group(self.group)?;
                let n = successes(&rolls).min(grp.stress.len());
                if n == 0 {
                    return Ok(Flow::Done);
                }
                let first = grp.stress[0];
                if n == grp.stress.len() || grp.stress.iter().all(|k| *k == first) {
                    let tokens = grp.stress[..n].to_vec();
                    return_tokens(g, self.group, &tokens, ev)?;
                    return Ok(Flow::Done);
                }
                self.count = n as u8;
                self.stage = RallyStage::Choose;
                Ok(Flow::Wait(Task::Rally(self)))
            }
            RallyStage::Choose => match self.answer.take() {
                None => Ok(Flow::Wait(Task::Rally(self))),
                Some(tokens) => {
                    return_tokens(g, self.group, &tokens, ev)?;
                    Ok(Flow::Done)
                }
            },
        }
    }
}

/// Check a choice of `n` tokens to return from `held`.
pub(crate) fn check_return(held: &[StressKind], n: usize, tokens: &[StressKind]) -> Result<(), RuleError> {
    if tokens.len() != n {
        return Err(RuleError::WrongCount {
            counted: crate::error::Counted::TokensReturned,
            expected: n,
            given: tokens.len(),
        });
    }
    let mut left = held.to_vec();
    for t in tokens {
        let Some(i) = left.iter().position(|x| x == t) else {
            return Err(RuleError::Unavailable(crate::error::Unavailable::TokenToReturn(*t)));
        };
        left.remove(i);
    }
    Ok(())
}

/// Return tokens of a group to the bag.
pub(crate) fn return_tokens(
    g: &mut Game,
    group: GroupId,
    tokens: &[StressKind],
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    for t in tokens {
        let grp = g.group_mut(group)?;
        if let Some(i) = grp.stress.iter().position(|x| x == t) {
            grp.stress.remove(i);
            g.bag.put_back(*t);
            ev.push(Event::new("CG-INFL-02", What::StressReturned { group, token: *t }));
        }
    }
    Ok(())
}
