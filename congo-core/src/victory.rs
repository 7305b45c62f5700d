//! The end of the game and the general victory points (Congo rulebook, "Ending the
//! Adventure"): each enemy character eliminated, 1D8 per star, 2 VP per success; each Loot token
//! held, 3D6, 1 VP per success; each of your own auxiliaries eliminated, -2 VP. The adventure's
//! own objectives are added by the adventures pass here.

use crate::error::RuleError;
use crate::event::{Event, VpReason, What};
use crate::game::{Game, Phase};
use crate::state::{FigureId, Player, Role};
use alloc::vec::Vec;
use tabletop::Die;

/// Count the victory points, roll their dice, and end the game (CG-VP-01 to -04).
pub(crate) fn end_game(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let mut points = [0i32; 2];
    for p in Player::BOTH {
        // Enemy characters eliminated.
        for i in 0..g.figures.len() {
            let f = &g.figures[i];
            if f.alive {
                continue;
            }
            let Role::Character { index } = f.role else { continue };
            let Some(owner) = g.groups.get(usize::from(f.group.0)).map(|gr| (gr.owner, gr.index)) else { continue };
            if owner.0 == p {
                continue;
            }
            let stars = g.setup.columns[owner.0.index()]
                .groups
                .get(usize::from(owner.1))
                .and_then(|gs| gs.characters.get(usize::from(index)))
                .map_or(0, |c| c.profile.stars);
            let dice = g.dice.roll_many(Die::D8, usize::from(stars))?;
            let pts = 2 * dice.iter().filter(|r| r.is_success()).count() as i32;
            points[p.index()] += pts;
            let figure = FigureId(i as u16);
            ev.push(Event::new(
                "CG-VP-01",
                What::VictoryPoints { player: p, dice, points: pts, reason: VpReason::EnemyCharacter { figure } },
            ));
        }
        // Loot tokens held.
        // Loot tokens held: carried by groups on the table or gone off it (crate::universal).
        let loot = u32::from(crate::universal::loot_held(g, p));
        for _ in 0..loot {
            let dice = g.dice.roll_many(Die::D6, 3)?;
            let pts = dice.iter().filter(|r| r.is_success()).count() as i32;
            points[p.index()] += pts;
            ev.push(Event::new(
                "CG-VP-02",
                What::VictoryPoints { player: p, dice, points: pts, reason: VpReason::Loot },
            ));
        }
        // Own auxiliaries lost.
        for i in 0..g.figures.len() {
            let f = &g.figures[i];
            if f.alive || !matches!(f.role, Role::Auxiliary { .. }) {
                continue;
            }
            if g.groups.get(usize::from(f.group.0)).map(|gr| gr.owner) != Some(p) {
                continue;
            }
            points[p.index()] -= 2;
            let figure = FigureId(i as u16);
            ev.push(Event::new(
                "CG-VP-03",
                What::VictoryPoints {
                    player: p,
                    dice: Vec::new(),
                    points: -2,
                    reason: VpReason::OwnAuxiliaryLost { figure },
                },
            ));
        }
    }
    // The Adventure's objectives, then the Reporter's Telling a story, last: it counts every
    // point scored, the objectives' included (CG-WME-05).
    crate::objectives::final_points(g, &mut points, ev);
    for p in Player::BOTH {
        let Some((per, die)) = crate::hooks::story_points(g, p) else { continue };
        let full = usize::try_from(points[p.index()].max(0) / i32::from(per)).unwrap_or(0);
        let dice = g.dice.roll_many(die, full)?;
        let pts = dice.iter().filter(|r| r.is_success()).count() as i32;
        points[p.index()] += pts;
        ev.push(Event::new(
            "CG-WME-05",
            What::VictoryPoints { player: p, dice, points: pts, reason: VpReason::TellingAStory },
        ));
    }
    let winner = match points[0].cmp(&points[1]) {
        core::cmp::Ordering::Greater => Some(Player::One),
        core::cmp::Ordering::Less => Some(Player::Two),
        core::cmp::Ordering::Equal => None,
    };
    ev.push(Event::new("CG-VP-04", What::GameOver { points, winner }));
    g.phase = Phase::Over { points };
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::end_game;
    use crate::adventure::{Adventure, Condition, Objective, Scoring, Sides};
    use crate::deploy::AdventureInPlay;
    use crate::event::{VpReason, What};
    use crate::exploration::tests::{line, setup};
    use crate::rosters::Roster;
    use crate::setup::{Deployed, Environment};
    use crate::{Game, Player};
    use alloc::string::String;
    use alloc::vec;
    use alloc::vec::Vec;
    use tabletop::{DiceSource, Point, RulesGame};

    // rule: CG-WME-05
    #[test]
    fn telling_a_story_counts_the_adventures_objective_points() {
        // Six points from an Adventure's objective and nothing else: the Reporter rolls 2D6.
        let mut askaris = line("wme.trained_askaris", 10, 10);
        let reporter = Roster::builtin().character("wme.reporter").expect("the Reporter").clone();
        askaris.characters.push(Deployed { profile: reporter, at: Point::inches(14, 10) });
        let mut s = setup(Environment::Jungle, askaris, line("forest.cannibals", 10, 40), vec![]);
        let mut adventure = Adventure::builtin("night_ambush").expect("built in");
        adventure.special_rules.clear();
        adventure.premature_end.clear();
        adventure.objectives = vec![Objective {
            name: String::from("a test objective"),
            columns: Sides::One,
            points: 1,
            scoring: Scoring::EachEndPhase,
            condition: Condition::LootHeld,
        }];
        s.adventure = Some(AdventureInPlay { adventure, objects: vec![], detachments: Default::default() });
        let mut g = Game::new(&s).expect("a valid setup");
        g.objective_points = vec![[6, 0]];
        g.dice = DiceSource::scripted([5, 6]);
        let mut ev = Vec::new();
        end_game(&mut g, &mut ev).expect("the game ends");
        let story = ev
            .iter()
            .find_map(|e| match &e.what {
                What::VictoryPoints { player: Player::One, dice, points, reason: VpReason::TellingAStory } => {
                    Some((dice.len(), *points))
                }
                _ => None,
            })
            .expect("the Reporter tells his story");
        assert_eq!(story, (2, 2), "a D6 per full three points, the objective's six included");
        assert_eq!(g.points(), Some([8, 0]));
    }
}
