//! Stress tokens (Congo rulebook, "Overcoming your Fears"): the bag and the token kinds
//! ([`congo_model::stress`], re-exported here) and the draws a group must make in play
//! ([`StressDraw`]).

pub use congo_model::stress::*;

use serde::{Deserialize, Serialize};

/// Stress tokens a group must draw, one at a time (Congo rulebook, "Stress Limit"): a group at
/// four tokens flees instead of drawing; a group that already fled this step loses a figure
/// instead (no death roll).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStressDraw"))]
pub struct StressDraw {
    /// The group.
    pub group: crate::state::GroupId,
    /// Tokens still to draw.
    pub count: u8,
    /// Why.
    pub cause: crate::event::StressCause,
    /// Spiritual Guidance: a token drawn, the groups that may take it, and the owner's choice
    /// once given (CG-ZAN-03).
    #[serde(default)]
    pub guided: Option<(StressKind, alloc::vec::Vec<crate::state::GroupId>, Option<crate::state::GroupId>)>,
}

/// A group already holding four Stress tokens that must take another flees instead
/// (CG-STRESS-06), or, having already fled this Action step, loses a figure (CG-STRESS-07):
/// the task to run instead of the token, or `None` when the group may take it. Congo rulebook,
/// "Overcoming your Fears". Every way of taking a token (the draw, Dangerous Terrain's named
/// tokens) goes through here, so no group ever holds a fifth token.
pub(crate) fn instead_of_a_fifth_token(
    g: &crate::game::Game,
    group: crate::state::GroupId,
    ev: &mut alloc::vec::Vec<crate::event::Event>,
) -> Result<Option<crate::tasks::Task>, crate::error::RuleError> {
    use crate::event::{Event, What};
    let grp = g.group(group)?;
    if !grp.at_limit() {
        return Ok(None);
    }
    if grp.fled == Some(g.serial) {
        ev.push(Event::new("CG-STRESS-07", What::CasualtyInsteadOfFlight { group }));
        return Ok(Some(crate::casualties::Casualties::new(group, 1, false, crate::casualties::Loss::Stress)));
    }
    ev.push(Event::new("CG-STRESS-06", What::FleesInsteadOfStress { group }));
    Ok(Some(crate::flight::Flee::new(group)))
}

impl StressDraw {
    /// `count` tokens for `group`.
    pub(crate) fn new(group: crate::state::GroupId, count: u8, cause: crate::event::StressCause) -> crate::tasks::Task {
        crate::tasks::Task::Stress(StressDraw { group, count, cause, guided: None })
    }

    pub(crate) fn prompt(&self, g: &crate::game::Game) -> Option<(crate::state::Player, crate::pending::Ask)> {
        let (token, to, None) = self.guided.clone()? else { return None };
        Some((g.group(self.group).ok()?.owner, crate::pending::Ask::GiveStress { group: self.group, token, to }))
    }

    pub(crate) fn answer(
        &mut self,
        _: &crate::game::Game,
        d: &crate::decision::Decision,
    ) -> Result<(), crate::error::RuleError> {
        let Some((_, to, answer @ None)) = &mut self.guided else {
            return Err(crate::error::RuleError::WrongDecision { expected: "give_stress" });
        };
        let crate::decision::Decision::GiveStress { to: chosen } = d else {
            return Err(crate::error::RuleError::WrongDecision { expected: "give_stress" });
        };
        if !to.contains(chosen) {
            return Err(crate::error::RuleError::GroupCannotAct {
                group: *chosen,
                reason: crate::error::CannotAct::CannotTakeToken,
            });
        }
        *answer = Some(*chosen);
        Ok(())
    }

    /// Spiritual Guidance: the friendly groups within the Sheikh's reach that can take a token
    /// (fewer than four), and the enemy groups that can take a Panic token (CG-ZAN-03).
    fn guidance(
        &self,
        g: &crate::game::Game,
    ) -> Option<(alloc::vec::Vec<crate::state::GroupId>, alloc::vec::Vec<crate::state::GroupId>)> {
        let v = g.values(self.group)?;
        let range = crate::hooks::guidance_range(&v)?;
        let owner = g.group(self.group).ok()?.owner;
        let (mut friends, mut enemies) = (alloc::vec::Vec::new(), alloc::vec::Vec::new());
        for o in crate::hooks::groups_within(g, self.group, range) {
            let Ok(og) = g.group(o) else { continue };
            if og.at_limit() {
                continue;
            }
            if og.owner == owner { friends.push(o) } else { enemies.push(o) }
        }
        Some((friends, enemies))
    }

    pub(crate) fn advance(
        mut self,
        g: &mut crate::game::Game,
        ev: &mut alloc::vec::Vec<crate::event::Event>,
    ) -> Result<crate::game::Flow, crate::error::RuleError> {
        use crate::event::{Event, What};
        use crate::game::Flow;
        if let Some((token, choices, answer)) = self.guided.take() {
            let Some(to) = answer else {
                self.guided = Some((token, choices, None));
                return Ok(Flow::Wait(crate::tasks::Task::Stress(self)));
            };
            g.group_mut(to)?.stress.push(token);
            ev.push(Event::new("CG-ZAN-03", What::StressDrawn { group: to, token: Some(token), cause: self.cause }));
            crate::casualties::check_group(g, to, ev)?;
        }
        while self.count > 0 {
            let grp = g.group(self.group)?;
            if !grp.in_play() {
                return Ok(Flow::Done);
            }
            self.count -= 1;
            if let Some((friends, enemies)) = self.guidance(g).filter(|(f, e)| !f.is_empty() || !e.is_empty()) {
                let Some(token) = g.bag.draw(&mut g.dice)? else {
                    ev.push(Event::new(
                        "CG-STRESS-01",
                        What::StressDrawn { group: self.group, token: None, cause: self.cause },
                    ));
                    continue;
                };
                let mut to = friends;
                if token == StressKind::Panic {
                    to.extend(enemies);
                }
                match to[..] {
                    [] => {
                        // No group can take it: his own group does (RULINGS.md); at four
                        // tokens it flees instead, as below.
                        if g.group(self.group)?.at_limit() {
                            g.bag.put_back(token);
                        } else {
                            g.group_mut(self.group)?.stress.push(token);
                            ev.push(Event::new(
                                "CG-STRESS-01",
                                What::StressDrawn { group: self.group, token: Some(token), cause: self.cause },
                            ));
                            crate::casualties::check_group(g, self.group, ev)?;
                            continue;
                        }
                    }
                    [only] => {
                        g.group_mut(only)?.stress.push(token);
                        ev.push(Event::new(
                            "CG-ZAN-03",
                            What::StressDrawn { group: only, token: Some(token), cause: self.cause },
                        ));
                        crate::casualties::check_group(g, only, ev)?;
                        continue;
                    }
                    _ => {
                        self.guided = Some((token, to, None));
                        return Ok(Flow::Wait(crate::tasks::Task::Stress(self)));
                    }
                }
            }
            if let Some(instead) = instead_of_a_fifth_token(g, self.group, ev)? {
                return Ok(Flow::Call(crate::tasks::Task::Stress(self), instead));
            }
            let token = match g.bag.draw_any(&mut g.dice)? {
                Some(Drawn::Extra(t)) => return crate::conditions::extra_token(g, self, t, ev),
                Some(Drawn::Stress(k)) => Some(k),
                None => None,
            };
            let grp = g.group_mut(self.group)?;
            if let Some(t) = token {
                grp.stress.push(t);
            }
            ev.push(Event::new("CG-STRESS-01", What::StressDrawn { group: self.group, token, cause: self.cause }));
            crate::casualties::check_group(g, self.group, ev)?;
        }
        Ok(Flow::Done)
    }
}
