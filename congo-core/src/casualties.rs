//! Casualty removal and the terrifying death roll (Congo rulebook, "Casualty removal"), and the
//! rules that take a whole group off the table: no figure left, four Stress tokens and a single
//! figure ("Stress Limit"), an auxiliary left alone ("Mustering the Column", Auxiliaries).

use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Elimination, Event, What};
use crate::game::{Flow, Game};
use crate::pending::Ask;
use crate::state::{FigureId, GroupId, Player, Role};
use crate::tasks::Task;
use alloc::format;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// What caused a loss (names the rule in events).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLoss"))]
#[serde(rename_all = "snake_case")]
pub enum Loss {
    /// Uncancelled shooting hits.
    Shooting,
    /// A lost melee.
    Melee,
    /// A retreat or flight that could not be made in full.
    Flight,
    /// A Stress draw after the step's flight.
    Stress,
    /// A Dangerous Terrain result, a trap or a bush fire.
    Terrain,
    /// An Exhausted roll of 1 after deployment.
    Exhausted,
    /// A ritual's effect (Bull's Breath).
    Ritual,
}

impl Loss {
    const fn rule(self) -> &'static str {
        match self {
            Loss::Shooting => "CG-SHOOT-15",
            Loss::Melee => "CG-MELEE-16",
            Loss::Flight => "CG-FLIGHT-09",
            Loss::Stress => "CG-STRESS-07",
            Loss::Terrain => "CG-TERR-10",
            Loss::Exhausted => "CG-USR-01",
            Loss::Ritual => "CG-RITUAL-03",
        }
    }
}

/// Figures a group must remove; the owner chooses them within group integrity, after the
/// terrifying death roll when it applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCasualties"))]
pub struct Casualties {
    /// The group.
    pub group: GroupId,
    /// How many figures.
    pub count: u8,
    /// The terrifying death roll applies (shooting and melee casualties).
    pub death_roll: bool,
    /// The death roll's verdict, once rolled: a character or auxiliary must fall.
    pub must_fall: Option<bool>,
    /// Why.
    pub loss: Loss,
    /// The owner's choice, once given.
    pub answer: Option<Vec<FigureId>>,
    /// Reckless, once offered: `Some(true)` when the group drew its tokens to cancel one loss
    /// (CG-WME-10).
    #[serde(default)]
    pub reckless: Option<bool>,
}

impl Casualties {
    pub(crate) fn new(group: GroupId, count: u8, death_roll: bool, loss: Loss) -> Task {
        Task::Casualties(Casualties { group, count, death_roll, must_fall: None, loss, answer: None, reckless: None })
    }

    fn owner(&self, g: &Game) -> Option<Player> {
        g.group(self.group).ok().map(|gr| gr.owner)
    }

    fn size(&self, g: &Game) -> usize {
        g.group(self.group).map(|gr| usize::from(self.count).min(gr.figures.len())).unwrap_or(0)
    }

    /// Reckless, when the group may still use it on these losses (CG-WME-10).
    fn reckless_offer(&self, g: &Game) -> Option<crate::profile::SpecialRule> {
        if self.reckless.is_some() || self.size(g) == 0 {
            return None;
        }
        let v = g.values(self.group)?;
        let (stress, below_stress) = crate::hooks::reckless(&v)?;
        (g.group(self.group).ok()?.stress.len() < usize::from(below_stress))
            .then_some(crate::profile::SpecialRule::Reckless { stress, below_stress })
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if let Some(rule) = self.reckless_offer(g) {
            return Some((self.owner(g)?, Ask::UseRule { group: self.group, rule }));
        }
        if self.answer.is_some() {
            return None;
        }
        Some((
            self.owner(g)?,
            Ask::Casualties {
                group: self.group,
                count: self.size(g) as u8,
                character_must_fall: self.must_fall == Some(true),
            },
        ))
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if self.reckless_offer(g).is_some() {
            let Decision::UseRule { accept } = d else {
                return Err(RuleError::WrongDecision { expected: "use_rule" });
            };
            self.reckless = Some(*accept);
            return Ok(());
        }
        let Decision::RemoveCasualties { figures } = d else {
            return Err(RuleError::WrongDecision { expected: "remove_casualties" });
        };
        check_choice(g, self.group, self.size(g), self.must_fall == Some(true), figures)?;
        self.answer = Some(figures.clone());
        Ok(())
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let grp = g.group(self.group)?;
        if !grp.in_play() {
            return Ok(Flow::Done);
        }
        let n = self.size(g);
        if n == 0 {
            return Ok(Flow::Done);
        }
        if self.reckless_offer(g).is_some() {
            return Ok(Flow::Wait(Task::Casualties(self)));
        }
        if self.reckless == Some(true) {
            // Reckless: cancel one loss, then draw the tokens (CG-WME-10).
            self.reckless = Some(false);
            self.count -= 1;
            ev.push(Event::new("CG-WME-10", What::CasualtyCancelled { group: self.group }));
            let stress = g.values(self.group).and_then(|v| crate::hooks::reckless(&v)).map_or(0, |r| r.0);
            let draw = crate::stress::StressDraw::new(self.group, stress, crate::event::StressCause::Other);
            return Ok(Flow::Call(Task::Casualties(self), draw));
        }
        let all = g.group(self.group)?.figures.clone();
        if n >= all.len() {
            for f in all {
                remove_figure(g, f, self.loss.rule(), ev)?;
            }
            check_group(g, self.group, ev)?;
            return Ok(Flow::Done);
        }
        if self.death_roll && self.must_fall.is_none() {
            let subject = all.iter().any(|f| is_character_or_auxiliary(g, *f));
            if subject {
                let roll = g.dice.roll(Die::D10)?;
                let must = roll.face() == 1;
                ev.push(Event::new(
                    "CG-SHOOT-16",
                    What::DeathRoll { group: self.group, roll, character_must_fall: must },
                ));
                self.must_fall = Some(must);
            } else {
                self.must_fall = Some(false);
            }
        }
        let Some(chosen) = self.answer.take() else {
            return Ok(Flow::Wait(Task::Casualties(self)));
        };
        for f in chosen {
            remove_figure(g, f, self.loss.rule(), ev)?;
        }
        check_group(g, self.group, ev)?;
        Ok(Flow::Done)
    }
}

pub(crate) fn is_character_or_auxiliary(g: &Game, f: FigureId) -> bool {
    g.figure(f).is_some_and(|f| matches!(f.role, Role::Character { .. } | Role::Auxiliary { .. }))
}

/// Check an owner's casualty choice: `count` distinct living figures of the group, a character
/// or auxiliary among them when the death roll says so, and the rest still one chain — unless
/// no choice can meet both, when the death roll prevails (docs/rulings.md, "Turn engine").
pub(crate) fn check_choice(
    g: &Game,
    group: GroupId,
    count: usize,
    must: bool,
    figures: &[FigureId],
) -> Result<(), RuleError> {
    match check_with(g, group, count, must, figures, true) {
        Err(RuleError::Illegal { .. })
            if must && figures.len() == count && choices_with(g, group, count, must, true).is_empty() =>
        {
            check_with(g, group, count, must, figures, false)
        }
        other => other,
    }
}

fn check_with(
    g: &Game,
    group: GroupId,
    count: usize,
    must: bool,
    figures: &[FigureId],
    integrity: bool,
) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if figures.len() != count {
        return Err(RuleError::illegal(format!("remove exactly {count} figures, not {}", figures.len())));
    }
    for (i, f) in figures.iter().enumerate() {
        if !grp.figures.contains(f) {
            return Err(RuleError::UnknownFigure { figure: *f, group });
        }
        if figures[..i].contains(f) {
            return Err(RuleError::illegal(format!("figure {} is named twice", f.0)));
        }
    }
    if must && !figures.iter().any(|f| is_character_or_auxiliary(g, *f)) {
        return Err(RuleError::illegal(
            "the terrifying death roll was a 1: a character or auxiliary must be among the casualties",
        ));
    }
    if integrity && !crate::space::keeps_integrity(g, group, figures) {
        return Err(RuleError::illegal("the figures left must still form one unbroken chain (group integrity)"));
    }
    Ok(())
}

/// Every legal casualty choice of `count` figures (a documented enumeration: all combinations,
/// in figure order, that pass [`check_choice`]).
pub(crate) fn choices(g: &Game, group: GroupId, count: usize, must: bool) -> Vec<Vec<FigureId>> {
    let strict = choices_with(g, group, count, must, true);
    if strict.is_empty() && must { choices_with(g, group, count, must, false) } else { strict }
}

fn choices_with(g: &Game, group: GroupId, count: usize, must: bool, integrity: bool) -> Vec<Vec<FigureId>> {
    let Ok(grp) = g.group(group) else { return Vec::new() };
    if count == 0 {
        return Vec::new();
    }
    crate::legal::combinations(grp.figures.len(), count)
        .into_iter()
        .map(|c| c.iter().map(|&i| grp.figures[i]).collect::<Vec<FigureId>>())
        .filter(|pick| check_with(g, group, count, must, pick, integrity).is_ok())
        .collect()
}

/// Remove one figure from its group.
pub(crate) fn remove_figure(
    g: &mut Game,
    f: FigureId,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(fig) = g.figures.get_mut(usize::from(f.0)) else {
        return Ok(());
    };
    if !fig.alive {
        return Ok(());
    }
    fig.alive = false;
    let (group, role) = (fig.group, fig.role);
    g.group_mut(group)?.figures.retain(|x| *x != f);
    ev.push(Event::new(rule, What::FigureRemoved { group, figure: f, role }));
    Ok(())
}

/// Apply the rules that remove a whole group: no figure left; auxiliaries as the only figures
/// (CG-MUSTER-15); four Stress tokens and a single figure. An eliminated group's tokens go back to the bag.
pub(crate) fn check_group(g: &mut Game, group: GroupId, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if grp.eliminated {
        return Ok(());
    }
    let auxiliaries_only =
        grp.figures.iter().all(|f| g.figure(*f).is_some_and(|f| matches!(f.role, Role::Auxiliary { .. })));
    let reason = if grp.figures.is_empty() {
        Some((Elimination::NoFigureLeft, "CG-SHOOT-15"))
    } else if auxiliaries_only {
        // "An Auxiliary that would end up as the only figure of his group is immediately
        // eliminated": two auxiliaries left together are no group either (docs/rulings.md).
        Some((Elimination::AuxiliaryAlone, "CG-MUSTER-15"))
    } else if grp.figures.len() == 1 && grp.at_limit() {
        Some((Elimination::FourTokensOneFigure, "CG-STRESS-08"))
    } else {
        None
    };
    let Some((reason, rule)) = reason else { return Ok(()) };
    for f in g.group(group)?.figures.clone() {
        remove_figure(g, f, rule, ev)?;
    }
    // What the group held stays where it stood (CG-OBJ-04).
    crate::universal::pieces::on_eliminated(g, group, ev)?;
    let grp = g.group_mut(group)?;
    grp.eliminated = true;
    let tokens = core::mem::take(&mut grp.stress);
    for t in tokens {
        g.bag.put_back(t);
    }
    ev.push(Event::new(rule, What::GroupEliminated { group, reason }));
    Ok(())
}
