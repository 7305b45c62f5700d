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
    g.figure(f).is_some_and(|f| matches!(f.role, Role::Character { .. } | Role::Auxiliary { .. } | Role::Pet { .. }))
}

/// Check an owner's casualty choice: `count` distinct living figures of the group, a character
/// or auxiliary among them when the death roll says so (and the group still has one), and the
/// rest one unbroken chain where any such choice keeps one: else the fewest chains any such
/// choice leaves (the death roll prevails over integrity, and a group a rule already split
/// never blocks the game; docs/rulings.md, "Turn engine" and "A group that cannot stay one
/// chain").
pub(crate) fn check_choice(
    g: &Game,
    group: GroupId,
    count: usize,
    must: bool,
    figures: &[FigureId],
) -> Result<(), RuleError> {
    let must = must_fall(g, group, must);
    check_pick(g, group, count, must, figures)?;
    let chains = crate::space::chains_left(g, group, figures);
    if chains > 1 {
        let fewest = picks(g, group, count, must).into_iter().map(|(_, c)| c).min().unwrap_or(chains);
        if chains > fewest {
            return Err(RuleError::BreaksIntegrity { group, chains, fewest });
        }
    }
    Ok(())
}

/// The death roll's verdict holds while the group has a character or auxiliary to lose.
fn must_fall(g: &Game, group: GroupId, must: bool) -> bool {
    must && g.group(group).is_ok_and(|grp| grp.figures.iter().any(|f| is_character_or_auxiliary(g, *f)))
}

/// Everything but integrity: the number, the figures, the death roll.
fn check_pick(g: &Game, group: GroupId, count: usize, must: bool, figures: &[FigureId]) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if figures.len() != count {
        return Err(RuleError::CasualtyCount { expected: count, given: figures.len() });
    }
    for (i, f) in figures.iter().enumerate() {
        if !grp.figures.contains(f) {
            return Err(RuleError::UnknownFigure { figure: *f, group });
        }
        if figures[..i].contains(f) {
            return Err(RuleError::Unavailable(crate::error::Unavailable::FigureNamedTwice(*f)));
        }
    }
    if must && !figures.iter().any(|f| is_character_or_auxiliary(g, *f)) {
        return Err(RuleError::Forbidden(crate::error::Forbidden::TerrifyingDeath));
    }
    Ok(())
}

/// Every choice of `count` figures that passes [`check_pick`], in figure order, with the
/// chains it leaves.
fn picks(g: &Game, group: GroupId, count: usize, must: bool) -> Vec<(Vec<FigureId>, usize)> {
    let Ok(grp) = g.group(group) else { return Vec::new() };
    if count == 0 {
        return Vec::new();
    }
    combinations(grp.figures.len(), count)
        .into_iter()
        .map(|c| c.iter().map(|&i| grp.figures[i]).collect::<Vec<FigureId>>())
        .filter(|pick| check_pick(g, group, count, must, pick).is_ok())
        .map(|pick| {
            let chains = crate::space::chains_left(g, group, &pick);
            (pick, chains)
        })
        .collect()
}

/// Every legal casualty choice of `count` figures (a documented enumeration: all combinations,
/// in figure order, that pass [`check_choice`]: those leaving the fewest chains).
pub(crate) fn choices(g: &Game, group: GroupId, count: usize, must: bool) -> Vec<Vec<FigureId>> {
    let all = picks(g, group, count, must_fall(g, group, must));
    let fewest = all.iter().map(|(_, c)| *c).min().unwrap_or(0).max(1);
    all.into_iter().filter(|(_, c)| *c <= fewest).map(|(pick, _)| pick).collect()
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
    let Some((reason, rule)) = reason else {
        // A figure that left may have been a link of the chain (CG-GEN-09).
        return crate::space::close_up(g, group, ev);
    };
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

/// Every k-subset of `0..n`, as ascending index lists, in lexicographic order.
pub(crate) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if k > n {
        return out;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(idx.clone());
        if !next_combination(&mut idx, n) {
            return out;
        }
    }
}

/// Step the k-subset `idx` of `0..n` (ascending indices) to the next one in lexicographic
/// order, in place; `false` after the last one.
pub(crate) fn next_combination(idx: &mut [usize], n: usize) -> bool {
    let k = idx.len();
    let mut i = k;
    loop {
        if i == 0 {
            return false;
        }
        i -= 1;
        if idx[i] < n - k + i {
            idx[i] += 1;
            for j in i + 1..k {
                idx[j] = idx[j - 1] + 1;
            }
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Casualties, Loss, check_choice, choices};
    use crate::exploration::tests::{line, setup};
    use crate::game::Flow;
    use crate::setup::Environment;
    use crate::state::{FigureId, GroupId};
    use crate::{Game, RuleError};
    use alloc::vec;
    use alloc::vec::Vec;
    use tabletop::{Point, RulesGame};

    /// Zanzibaris in a row at x 10-14, y 10 (figures 0-4), against Cannibals far away; then
    /// figure 2 is carried off to x 30 by a rule (the chain is split in three).
    fn split_game() -> Game {
        let s = setup(Environment::Jungle, line("zan.zanzibaris", 10, 10), line("forest.cannibals", 10, 40), vec![]);
        let mut g = Game::new(&s).expect("a valid setup");
        g.figures[2].at = Point::inches(30, 10);
        g
    }

    fn chains(g: &Game, group: GroupId) -> usize {
        crate::space::chains_left(g, group, &[])
    }

    // rule: CG-SHOOT-15
    // rule: CG-GEN-09
    #[test]
    fn the_fewest_chains_are_legal_when_none_keeps_one() {
        let g = split_game();
        assert_eq!(chains(&g, GroupId(0)), 3);
        // Taking the lone figure leaves two chains; any other leaves three (or more).
        assert_eq!(choices(&g, GroupId(0), 1, false), vec![vec![FigureId(2)]]);
        assert!(check_choice(&g, GroupId(0), 1, false, &[FigureId(2)]).is_ok());
        assert_eq!(
            check_choice(&g, GroupId(0), 1, false, &[FigureId(0)]),
            Err(RuleError::BreaksIntegrity { group: GroupId(0), chains: 3, fewest: 2 })
        );
        // Two casualties: the lone figure and an end of a pair leave two chains at best.
        let two = choices(&g, GroupId(0), 2, false);
        assert!(!two.is_empty());
        assert!(two.iter().all(|pick| crate::space::chains_left(&g, GroupId(0), pick) == 2), "{two:?}");
        // A death roll that names a character when the group has none asks nothing impossible.
        assert_eq!(choices(&g, GroupId(0), 1, true), vec![vec![FigureId(2)]]);
    }

    // rule: CG-GEN-09
    #[test]
    fn a_split_group_closes_up() {
        let mut g = split_game();
        let mut ev = Vec::new();
        let task = Casualties {
            group: GroupId(0),
            count: 1,
            death_roll: false,
            must_fall: None,
            loss: Loss::Shooting,
            answer: Some(vec![FigureId(2)]),
            reckless: None,
        };
        assert!(matches!(task.advance(&mut g, &mut ev), Ok(Flow::Done)));
        assert_eq!(g.group(GroupId(0)).unwrap().figures.len(), 4);
        assert_eq!(chains(&g, GroupId(0)), 1, "the two pairs close up into one chain");
        assert!(ev.iter().any(|e| e.rule == "CG-GEN-09"), "the close-up is narrated: {ev:?}");
        // The pair with the group's first figure stayed where it stood.
        assert_eq!(g.figures[0].at, Point::inches(10, 10));
        assert_eq!(g.figures[1].at, Point::inches(11, 10));
        // The closed-up state is a consistent saved game.
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).expect("a consistent state");
        assert_eq!(back, g);
    }
}
