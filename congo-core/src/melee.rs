//! Melee (Congo rulebook, "Defeating your Enemies"): attack then defence dice, Combat Stress
//! discards, the results table, casualties with the death roll, the retreat, and the Stress
//! tokens in the order RULINGS.md fixes (the retreating group's after its retreat, then the
//! other's).

use crate::casualties::{Casualties, Loss};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::flight::Retreat;
use crate::game::{Flow, Game};
use crate::geometry::table::ObstacleId;
use crate::pending::Ask;
use crate::pending::RollPurpose;
use crate::roll::{RollTask, successes};
use crate::state::{FigureId, GroupId, Player};
use crate::stress::{StressDraw, StressKind};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Point};

/// Where a melee stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMeleeStage"))]
#[serde(rename_all = "snake_case")]
pub enum MeleeStage {
    /// What special rules do before a melee: Bribe, then Bodyguard (CG-ZAN-04, -05).
    Before,
    /// The engagement: the King's Authority (CG-AK-01).
    Engaged,
    /// The attacker may use Frenzy (CG-AK-02).
    AttackerFrenzy,
    /// The defender may use Frenzy (CG-AK-02).
    DefenderFrenzy,
    /// The attacker rolls.
    Attack,
    /// The defender rolls.
    Defence,
    /// Compare and apply the table.
    Result,
    /// The loser (the defender on a draw) retreats.
    Retreat,
    /// The retreating group draws its token.
    RetreaterStress,
    /// The other group draws its token, when the table says so.
    OtherStress,
    /// An attacker that won across an obstacle may cross it (CG-TERR-17).
    Cross,
    /// The attacker, left partly inside a terrain area, gathers inside it (CG-MELEE-06).
    Regroup,
    /// The winner's special rules after the melee (Fear my wrath: CG-AK-04).
    Aftermath,
}

/// The consequences of a melee, by how many more hits the winner scored (the results table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOutcome"))]
pub struct Outcome {
    /// Figures the loser removes.
    pub casualties: u8,
    /// The winner (or the attacker on a draw) also draws a Stress token.
    pub both_draw: bool,
}

/// The results table (Congo rulebook, "Resolving the melee"; CG-MELEE-10 to -14).
pub const fn outcome(difference: u8) -> Outcome {
    match difference {
        0 => Outcome { casualties: 0, both_draw: true },
        1 => Outcome { casualties: 1, both_draw: true },
        2 => Outcome { casualties: 2, both_draw: true },
        3 => Outcome { casualties: 2, both_draw: false },
        _ => Outcome { casualties: 3, both_draw: false },
    }
}

/// A melee in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMelee"))]
pub struct Melee {
    /// The group that engaged.
    pub attacker: GroupId,
    /// The group engaged.
    pub defender: GroupId,
    /// Where it stands.
    pub stage: MeleeStage,
    /// Attacker's hits.
    pub attacker_hits: u8,
    /// Defender's hits.
    pub defender_hits: u8,
    /// The group that retreats (the loser, or the defender on a draw).
    pub retreater: Option<GroupId>,
    /// The other group draws a Stress token too.
    pub both_draw: bool,
    /// The attacker engaged across an obstacle: the defender re-rolls its failed Combat dice
    /// once (CG-TERR-18).
    #[serde(default)]
    pub across_obstacle: bool,
    /// The obstacle the attacker engaged across, if any: a winning attacker may cross it
    /// (CG-TERR-17).
    #[serde(default)]
    pub obstacle: Option<ObstacleId>,
    /// The attacker's answer to the crossing question, once given.
    #[serde(default)]
    pub cross: Option<bool>,
    /// Extra Combat dice for this melee, `[attacker, defender]` (Frenzy).
    #[serde(default)]
    pub bonus: [Vec<Die>; 2],
    /// The Frenzy choice asked for at a Frenzy stage, once given.
    #[serde(default)]
    pub frenzy: Option<Option<FigureId>>,
    /// Steps of [`MeleeStage::Before`] done: Bribe for the attacker, the defender, then
    /// Bodyguard for each.
    #[serde(default)]
    pub before: u8,
    /// A group whose Bribe succeeded, and its owner's answer once given.
    #[serde(default)]
    pub bribe: Option<(GroupId, Option<bool>)>,
}

/// The Combat pool of a group and the dice its Combat Stress tokens discard (CG-MELEE-08).
pub(crate) fn combat_pool(g: &Game, group: GroupId) -> (Vec<Die>, usize) {
    let Some(v) = g.values(group) else { return (Vec::new(), 0) };
    let Ok(gr) = g.group(group) else { return (Vec::new(), 0) };
    let tokens =
        crate::special::kingdoms::group_stress(g, group, false).iter().filter(|k| **k == StressKind::Combat).count();
    let mut dice = crate::hooks::combat_dice(&v, gr.stress.len());
    dice.extend(crate::exploration::pet::combat_dice(g, group));
    (dice, tokens)
}

/// The dice `group` rolls in a melee, of either kind (against a group, or a wild animal): its
/// Combat pool and the dice its Combat Stress tokens discard ([`combat_pool`]), the `bonus`
/// dice gained for this melee (Frenzy, CG-AK-02), and Mystical Trance's D6 per Stress token of
/// the foe, who holds `foe_stress` tokens (CG-FOREST-07, CG-AK-07; an animal holds none).
pub(crate) fn melee_dice(g: &Game, group: GroupId, foe_stress: usize, bonus: &[Die]) -> (Vec<Die>, usize) {
    let (mut dice, drop) = combat_pool(g, group);
    dice.extend(bonus.iter().copied());
    dice.extend(crate::special::forest::trance_dice_against(g, group, foe_stress));
    (dice, drop)
}

/// A character alone (or characters alone together) with no Combat value: no successes in
/// melee, whatever adds to the roll (CG-MUSTER-10).
pub(crate) fn scores_nothing(g: &Game, group: GroupId) -> bool {
    g.values(group).is_some_and(|v| v.alone_without_combat())
}

/// The Combat roll of `group` in a melee of either kind, of `dice` less `drop` discards
/// ([`melee_dice`]). `None` for a character alone with no Combat value, who is not asked to
/// roll: he "will always be considered to have rolled no successes" (Congo rulebook,
/// "Mustering the Column", Characters; CG-MUSTER-10), so no Crocodile can be added to his empty
/// pool; his empty roll is then in [`Game::rolled`].
pub(crate) fn combat_roll(
    g: &mut Game,
    group: GroupId,
    purpose: RollPurpose,
    (dice, drop): (Vec<Die>, usize),
    ev: &mut Vec<Event>,
) -> Result<Option<RollTask>, RuleError> {
    if scores_nothing(g, group) {
        ev.push(Event::new("CG-MUSTER-10", What::Rolled { group, purpose, dice: Vec::new(), successes: 0 }));
        g.rolled = Some(Vec::new());
        return Ok(None);
    }
    Ok(Some(RollTask::new(g.group(group)?.owner, group, purpose, dice, drop)))
}

/// The hits of `group`'s Combat roll `rolls` in a melee of either kind: its successes and those
/// a special rule adds (the Slavers' Ruthless, CG-ZAN-02); none for a group that scores
/// nothing (CG-MUSTER-10).
pub(crate) fn hits(g: &Game, group: GroupId, rolls: &[tabletop::DieRoll]) -> u8 {
    (successes(rolls) + extra_hits(g, group)).min(usize::from(u8::MAX)) as u8
}

/// The hits a special rule adds to `group`'s Combat successes (the Slavers' Ruthless,
/// CG-ZAN-02); none for a group that scores nothing (CG-MUSTER-10).
pub(crate) fn extra_hits(g: &Game, group: GroupId) -> usize {
    if scores_nothing(g, group) { 0 } else { g.values(group).map_or(0, |v| crate::hooks::melee_successes(&v)) }
}

/// The winner of a melee whose attacker scored `a` hits and defender `d` (none on a draw), the
/// group that retreats (the loser, the defender on a draw) and the results table's line
/// (CG-MELEE-10 to -14).
pub(crate) fn result(attacker: GroupId, defender: GroupId, a: u8, d: u8) -> (Option<GroupId>, GroupId, Outcome) {
    let (winner, loser) = if a > d {
        (Some(attacker), defender)
    } else if d > a {
        (Some(defender), attacker)
    } else {
        (None, defender)
    };
    (winner, loser, outcome(a.abs_diff(d)))
}

impl Melee {
    pub(crate) fn new(attacker: GroupId, defender: GroupId, obstacle: Option<ObstacleId>) -> Task {
        Task::Melee(Melee {
            attacker,
            defender,
            stage: MeleeStage::Before,
            attacker_hits: 0,
            defender_hits: 0,
            retreater: None,
            both_draw: false,
            across_obstacle: obstacle.is_some(),
            obstacle,
            cross: None,
            bonus: [Vec::new(), Vec::new()],
            frenzy: None,
            before: 0,
            bribe: None,
        })
    }

    /// The Bribe question, while it waits (CG-ZAN-04).
    fn bribe_prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        let (group, None) = self.bribe? else { return None };
        let die = g.values(group).and_then(|v| crate::hooks::bribe_die(&v))?;
        let rule = crate::profile::SpecialRule::Bribe { die };
        Some((g.group(group).ok()?.owner, Ask::UseRule { group, rule }))
    }

    /// Bribe and Bodyguard, before the dice (CG-ZAN-04, CG-ZAN-05).
    fn before(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self.bribe {
            Some((_, None)) => return Ok(Flow::Wait(Task::Melee(self))),
            Some((group, Some(true))) => {
                ev.push(Event::new("CG-ZAN-04", What::Bribed { group }));
                let from = if group == self.attacker { self.defender } else { self.attacker };
                return Ok(Flow::Then(Retreat::new(group, from, false)));
            }
            Some((_, Some(false))) => self.bribe = None,
            None => {}
        }
        while self.before < 4 {
            let k = self.before;
            self.before += 1;
            if !(g.group(self.attacker)?.in_play() && g.group(self.defender)?.in_play()) {
                return Ok(Flow::Done);
            }
            let (group, other) =
                if k % 2 == 0 { (self.attacker, self.defender) } else { (self.defender, self.attacker) };
            let Some((bribe, bodyguard)) =
                g.values(group).map(|v| (crate::hooks::bribe_die(&v), crate::hooks::bodyguard_die(&v)))
            else {
                continue;
            };
            if k < 2 {
                let Some(die) = bribe else { continue };
                let roll = g.dice.roll(die)?;
                ev.push(Event::new("CG-ZAN-04", What::SpecialRoll { group, roll }));
                if roll.is_success() {
                    self.bribe = Some((group, None));
                    return Ok(Flow::Wait(Task::Melee(self)));
                }
                continue;
            }
            let Some(die) = bodyguard else { continue };
            let roll = g.dice.roll(die)?;
            ev.push(Event::new("CG-ZAN-05", What::SpecialRoll { group, roll }));
            if roll.is_success() {
                return Ok(Flow::Call(Task::Melee(self), Casualties::new(other, 1, false, Loss::Melee)));
            }
            let brute = g.group(group)?.figures.iter().copied().find(|f| {
                let Some(crate::state::Role::Character { index }) = g.figure(*f).map(|f| f.role) else { return false };
                let Ok(grp) = g.group(group) else { return false };
                g.setup.columns[grp.owner.index()]
                    .groups
                    .get(usize::from(grp.index))
                    .and_then(|gs| gs.characters.get(usize::from(index)))
                    .is_some_and(|c| {
                        c.profile
                            .special_rules
                            .iter()
                            .any(|r| matches!(r, crate::profile::SpecialRule::Bodyguard { .. }))
                    })
            });
            if let Some(f) = brute {
                crate::casualties::remove_figure(g, f, "CG-ZAN-05", ev)?;
                // A link gone before the melee: the group closes up, in contact with the foe.
                let foe = if group == self.attacker { self.defender } else { self.attacker };
                crate::space::close_up_against(g, group, Some(foe), ev)?;
                crate::casualties::check_group(g, group, ev)?;
            }
        }
        if !(g.group(self.attacker)?.in_play() && g.group(self.defender)?.in_play()) {
            return Ok(Flow::Done);
        }
        self.stage = MeleeStage::Engaged;
        Ok(Flow::Then(Task::Melee(self)))
    }

    /// Roll `group`'s Combat pool ([`combat_roll`]), then come back to this melee.
    fn call_roll(
        self,
        g: &mut Game,
        group: GroupId,
        purpose: RollPurpose,
        ev: &mut Vec<Event>,
    ) -> Result<Flow, RuleError> {
        let enemy = if group == self.attacker { self.defender } else { self.attacker };
        let foe_stress = g.group(enemy).map(|gr| gr.stress.len()).unwrap_or(0);
        let pool = melee_dice(g, group, foe_stress, &self.bonus[usize::from(group != self.attacker)]);
        let Some(mut t) = combat_roll(g, group, purpose, pool, ev)? else {
            return Ok(Flow::Then(Task::Melee(self)));
        };
        t.reroll_failures = purpose == RollPurpose::MeleeDefence && self.across_obstacle;
        Ok(Flow::Call(Task::Melee(self), Task::Roll(t)))
    }

    /// The group deciding on Frenzy at this stage.
    fn frenzy_group(&self) -> Option<GroupId> {
        match self.stage {
            MeleeStage::AttackerFrenzy => Some(self.attacker),
            MeleeStage::DefenderFrenzy => Some(self.defender),
            _ => None,
        }
    }

    /// The Frenzy prompt (CG-AK-02).
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if self.bribe.is_some() {
            return self.bribe_prompt(g);
        }
        if self.stage == MeleeStage::Cross {
            let obstacle = self.obstacle?;
            if self.cross.is_some() || self.crossing(g).is_none() {
                return None;
            }
            return Some((g.group(self.attacker).ok()?.owner, Ask::CrossObstacle { group: self.attacker, obstacle }));
        }
        let group = self.frenzy_group()?;
        if self.frenzy.is_some() {
            return None;
        }
        crate::special::kingdoms::frenzy_prompt(g, group)
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if let Some((_, answer @ None)) = &mut self.bribe {
            let Decision::UseRule { accept } = d else {
                return Err(RuleError::WrongDecision { expected: "use_rule" });
            };
            *answer = Some(*accept);
            return Ok(());
        }
        if self.stage == MeleeStage::Cross {
            let Decision::CrossObstacle { cross } = d else {
                return Err(RuleError::WrongDecision { expected: "cross_obstacle" });
            };
            self.cross = Some(*cross);
            return Ok(());
        }
        if !matches!(d, Decision::Frenzy { .. }) {
            return Err(RuleError::WrongDecision { expected: "frenzy" });
        }
        let group = self.frenzy_group().ok_or(RuleError::WrongDecision { expected: "no frenzy now" })?;
        self.frenzy = Some(crate::special::kingdoms::frenzy_answer(g, group, d)?);
        Ok(())
    }

    /// One Frenzy stage: wait for the choice, then carry it out.
    fn frenzy_stage(mut self, g: &mut Game, ev: &mut Vec<Event>, next: MeleeStage) -> Result<Flow, RuleError> {
        let Some(group) = self.frenzy_group() else { return Ok(Flow::Done) };
        let Some(dice) = crate::special::kingdoms::frenzy_step(g, group, &mut self.frenzy, ev)? else {
            return Ok(Flow::Wait(Task::Melee(self)));
        };
        self.bonus[usize::from(group != self.attacker)].extend(dice);
        self.stage = next;
        if !g.group(self.attacker)?.in_play() || !g.group(self.defender)?.in_play() {
            return Ok(Flow::Done);
        }
        Ok(Flow::Then(Task::Melee(self)))
    }

    /// Where the attacker stands after crossing its obstacle, when it won the melee, is still on
    /// the table, and the crossing is possible (geometry's `cross_obstacle`).
    fn crossing(&self, g: &Game) -> Option<(usize, Vec<Point>)> {
        let obstacle = self.obstacle?;
        if self.attacker_hits <= self.defender_hits {
            return None;
        }
        crate::space::crossing(g, self.attacker, obstacle)
    }

    /// The winner's option to cross the obstacle (Congo rulebook, "Obstacles": "If the attacking
    /// group wins the combat, it may immediately cross the obstacle"; CG-TERR-17): asked once the
    /// melee's results are applied, carried out if accepted.
    fn cross_stage(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let Some((leader, formation)) = self.crossing(g) else {
            self.stage = MeleeStage::Regroup;
            return Ok(Flow::Then(Task::Melee(self)));
        };
        match self.cross {
            None => return Ok(Flow::Wait(Task::Melee(self))),
            Some(true) => {
                crate::flight::place(g, self.attacker, leader, &formation, false, "CG-TERR-17", ev)?;
            }
            Some(false) => {}
        }
        self.stage = MeleeStage::Regroup;
        Ok(Flow::Then(Task::Melee(self)))
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self.stage {
            MeleeStage::Before => self.before(g, ev),
            MeleeStage::Engaged => {
                self.stage = MeleeStage::AttackerFrenzy;
                match crate::special::kingdoms::authority(g, self.attacker, ev)? {
                    Some(t) => Ok(Flow::Call(Task::Melee(self), t)),
                    None => Ok(Flow::Then(Task::Melee(self))),
                }
            }
            MeleeStage::AttackerFrenzy => self.frenzy_stage(g, ev, MeleeStage::DefenderFrenzy),
            MeleeStage::DefenderFrenzy => self.frenzy_stage(g, ev, MeleeStage::Attack),
            MeleeStage::Attack => {
                self.stage = MeleeStage::Defence;
                let attacker = self.attacker;
                self.call_roll(g, attacker, RollPurpose::MeleeAttack, ev)
            }
            MeleeStage::Defence => {
                let rolls = g.rolled.take().unwrap_or_default();
                self.attacker_hits = hits(g, self.attacker, &rolls);
                self.stage = MeleeStage::Result;
                let defender = self.defender;
                self.call_roll(g, defender, RollPurpose::MeleeDefence, ev)
            }
            MeleeStage::Result => {
                let rolls = g.rolled.take().unwrap_or_default();
                self.defender_hits = hits(g, self.defender, &rolls);
                let (a, d) = (self.attacker_hits, self.defender_hits);
                let (winner, loser, out) = result(self.attacker, self.defender, a, d);
                let rule = match a.abs_diff(d) {
                    0 => "CG-MELEE-10",
                    1 => "CG-MELEE-11",
                    2 => "CG-MELEE-12",
                    3 => "CG-MELEE-13",
                    _ => "CG-MELEE-14",
                };
                ev.push(Event::new(
                    rule,
                    What::MeleeResult {
                        attacker: self.attacker,
                        defender: self.defender,
                        attacker_hits: a,
                        defender_hits: d,
                        winner,
                        casualties: out.casualties,
                    },
                ));
                self.retreater = Some(loser);
                self.both_draw = out.both_draw;
                self.stage = MeleeStage::Retreat;
                if out.casualties > 0 {
                    let loss = Casualties::new(loser, out.casualties, true, Loss::Melee);
                    return Ok(Flow::Call(Task::Melee(self), loss));
                }
                Ok(Flow::Then(Task::Melee(self)))
            }
            MeleeStage::Retreat => {
                self.stage = MeleeStage::RetreaterStress;
                let Some(r) = self.retreater else { return Ok(Flow::Then(Task::Melee(self))) };
                // The other group takes what the loser held (CG-OBJ-02, CG-OBJ-03, CG-USR-13).
                let other = if r == self.attacker { self.defender } else { self.attacker };
                crate::universal::pieces::on_melee_lost(g, r, other, ev)?;
                if g.group(r)?.in_play() {
                    let from = if r == self.attacker { self.defender } else { self.attacker };
                    return Ok(Flow::Call(Task::Melee(self), Retreat::new(r, from, false)));
                }
                Ok(Flow::Then(Task::Melee(self)))
            }
            MeleeStage::RetreaterStress => {
                self.stage = MeleeStage::OtherStress;
                let Some(r) = self.retreater else { return Ok(Flow::Then(Task::Melee(self))) };
                Ok(Flow::Call(Task::Melee(self), StressDraw::new(r, 1, StressCause::Melee)))
            }
            MeleeStage::OtherStress => {
                let other = if self.retreater == Some(self.attacker) { self.defender } else { self.attacker };
                self.stage = MeleeStage::Cross;
                if self.both_draw {
                    return Ok(Flow::Call(Task::Melee(self), StressDraw::new(other, 1, StressCause::Melee)));
                }
                Ok(Flow::Then(Task::Melee(self)))
            }
            MeleeStage::Cross => self.cross_stage(g, ev),
            MeleeStage::Regroup => {
                crate::space::regroup_after_melee(g, self.attacker, self.defender, ev)?;
                self.stage = MeleeStage::Aftermath;
                Ok(Flow::Then(Task::Melee(self)))
            }
            MeleeStage::Aftermath => {
                let (Some(loser), true) = (self.retreater, self.attacker_hits != self.defender_hits) else {
                    return Ok(Flow::Done);
                };
                let winner = if loser == self.attacker { self.defender } else { self.attacker };
                let mut next = crate::special::forest::meat(g, winner, Some(loser), ev)?;
                if let Some(target) = crate::special::kingdoms::fear_my_wrath(g, winner, loser) {
                    ev.push(Event::new(
                        "CG-AK-04",
                        What::SpecialRuleUsed { group: winner, rule: "Fear my wrath".into() },
                    ));
                    next.push(crate::influence::TerrorTest::new(target));
                }
                // Run in order: the first on top of the stack.
                g.stack.extend(next.into_iter().rev());
                Ok(Flow::Done)
            }
        }
    }
}
