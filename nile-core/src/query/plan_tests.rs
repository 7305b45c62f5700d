//! The plan preview and the reach agree with what `apply` then does.

use super::*;
use crate::decision::Pending;
use crate::event::Event;
use crate::map;
use crate::query::plan_lost_odds;
use tabletop::{Bot, RulesGame};

/// Plays the team's turn on `g` after `plan` until its move (the `Moved` or `NoMovement`
/// event), answering any question with `bot`; returns the turn's events so far.
fn play_to_the_move(g: &mut Game, team: TeamId, plan: &Decision, bot: &mut Bot) -> Vec<Event> {
    let mut events = g.apply(team, plan).expect("a legal plan");
    for _ in 0..60 {
        let moved = events
            .iter()
            .any(|e| matches!(e, Event::Moved { team: t, .. } | Event::NoMovement { team: t } if t == &team));
        let Some(&active) = g.to_decide().first() else { break };
        if moved || active != team || matches!(g.pending(), Pending::Plan { .. }) {
            break;
        }
        let d = bot.choose(&*g, active).expect("a legal decision");
        events.extend(g.apply(active, &d).expect("accepted"));
    }
    events
}

/// Nothing the preview leaves out happened before the move: no event, supercargo event, lost
/// check failed, Lost Template or hunger effect.
fn plain_day(events: &[Event]) -> bool {
    !events.iter().any(|e| match e {
        Event::EventCheck { occurred, .. } => *occurred,
        Event::LostCheck { lost, .. } => *lost,
        Event::Supercargo { .. } | Event::LostTemplate { .. } | Event::Privation { .. } => true,
        _ => false,
    })
}

#[derive(Default)]
struct Tally {
    meals: u32,
    routes: u32,
    stops: u32,
    moved_squares: u32,
}

/// One plan on a clone of `g`: its cost, then the turn played to the move, compared.
fn compare(g: &Game, team: TeamId, plan: &Decision, bot: &mut Bot, tally: &mut Tally) {
    let cost = plan_cost(g, team, plan).expect("a legal plan has a cost");
    assert_eq!(cost.lost, plan_lost_odds(g, team, plan).expect("legal"));
    let t = g.team(team).expect("the team").clone();
    let reach = reach(g, team).expect("the team is in the game");
    let mut after = g.clone();
    let events = play_to_the_move(&mut after, team, plan, bot);
    // The meal: the Rations event says who ate and drank.
    for e in &events {
        if let Event::Rations { team: who, eaten, drunk, hungry, thirsty } = e {
            let meal = cost.meal.expect("a meal on a turn that eats");
            let eaten_a_body = events.iter().any(|e| {
                matches!(e, Event::Race { event, .. } if matches!(**event, crate::race::RaceEvent::Cannibalism { .. }))
            });
            assert!(!eaten_a_body || meal.cannibalism, "a body eaten the preview did not foresee");
            if eaten_a_body {
                continue;
            }
            assert_eq!((meal.hungry, meal.thirsty, meal.water), (*hungry, *thirsty, *drunk), "{plan:?}");
            if t.race.weed_fed.is_empty() && *who == team {
                assert_eq!(meal.rations, *eaten);
            }
            tally.meals += 1;
        }
    }
    let Some((dice, intended, to, stopped)) = events.iter().find_map(|e| match e {
        Event::Moved { team: who, dice, intended, to, stopped, .. } if *who == team => {
            Some((dice.clone(), *intended, *to, *stopped))
        }
        _ => None,
    }) else {
        return;
    };
    assert!(cost.moves);
    if !plain_day(&events) {
        return;
    }
    assert_eq!(dice.len(), usize::from(cost.dice), "{plan:?}");
    assert!(dice.iter().all(|f| *f >= 1 && *f <= cost.die.sides()), "{dice:?} on a {:?}", cost.die);
    let inches = u32::try_from(intended / 1000).expect("a whole-inch roll");
    assert!((cost.least..=cost.most).contains(&inches));
    // The route holds up to the first unexplored square (exploring may change the way).
    let upto: Vec<_> = cost.route.squares.iter().take_while(|s| s.roll <= inches).collect();
    if upto.iter().any(|s| s.unexplored) {
        return;
    }
    let end = cost.route.end(inches).unwrap_or(map::square_of(t.position));
    assert_eq!(map::square_of(to), end, "{plan:?}: rolled {inches}, route {:?}", cost.route);
    let expected_stop = cost.route.stop.filter(|s| s.roll <= inches).map(|s| s.reason);
    if !cost.afloat {
        assert_eq!(stopped, expected_stop, "{plan:?}: rolled {inches}, route {:?}", cost.route);
    }
    tally.routes += 1;
    tally.stops += u32::from(stopped.is_some());
    if end != map::square_of(t.position) {
        let Decision::Plan { activity, .. } = plan else { unreachable!() };
        let level = reach.iter().find(|r| r.activity == *activity).expect("the plan's level is offered");
        let r = level.squares.iter().find(|s| s.square == end).expect("the square moved to is within reach");
        assert!(r.roll <= inches);
        tally.moved_squares += 1;
    }
}

/// On several seeds and both built-in setups, every plan a team is asked for is priced; four
/// of them per turn are then played on a copy: the morning's meal, the dice, the square moved
/// to and why the move stopped are what the preview said (on a day where nothing the preview
/// cannot foresee happened), and the square is within the reach of the plan's Activity Level.
// rule: EX-MOVE-01
// rule: EX-ACT-02
// rule: EX-OUTFIT-17
#[test]
fn the_plan_preview_is_what_apply_does() {
    let mut tally = Tally::default();
    for (name, seed) in [("two_teams", 1), ("two_teams", 2), ("four_teams", 3), ("four_teams", 4), ("four_teams", 5)] {
        let setup = crate::builtin::builtin_setup(name, seed).expect("built-in setup");
        let mut g = Game::new(&setup).expect("valid setup");
        let mut bot = Bot::new(seed);
        for _ in 0..3000 {
            let Some(&active) = g.to_decide().first() else { break };
            if let Pending::Plan { team, .. } = g.pending() {
                let plans: Vec<Decision> =
                    g.legal_decisions(team).into_iter().filter(|d| matches!(d, Decision::Plan { .. })).collect();
                for (i, plan) in plans.iter().enumerate() {
                    if i % (plans.len() / 4).max(1) == 0 {
                        compare(&g, team, plan, &mut bot, &mut tally);
                    } else {
                        plan_cost(&g, team, plan).expect("every legal plan has a cost");
                    }
                }
            }
            let d = bot.choose(&g, active).expect("a legal decision");
            g.apply(active, &d).expect("accepted");
        }
    }
    assert!(tally.meals > 100, "meals compared: {}", tally.meals);
    assert!(tally.routes > 100, "routes compared: {}", tally.routes);
    assert!(tally.stops > 3, "stops compared: {}", tally.stops);
    assert!(tally.moved_squares > 50, "moves into reach: {}", tally.moved_squares);
}

/// A refused plan gets apply's refusal; a plan of the waiting team is not its turn.
#[test]
fn plan_cost_refuses_as_apply() {
    let setup = crate::builtin::builtin_setup("two_teams", 7).expect("built-in setup");
    let g = Game::new(&setup).expect("valid setup");
    let Pending::Plan { team, .. } = g.pending() else { panic!("a plan is asked first") };
    let plan = g.legal_decisions(team).into_iter().find(|d| matches!(d, Decision::Plan { .. })).expect("a plan");
    let waiting = TeamId(1 - team.0);
    let mut applied = g.clone();
    assert_eq!(plan_cost(&g, waiting, &plan).unwrap_err(), applied.apply(waiting, &plan).unwrap_err());
    assert!(matches!(plan_cost(&g, team, &Decision::KeepRoll), Err(RuleError::WrongDecision { .. })));
    assert!(matches!(reach(&g, TeamId(9)), Err(RuleError::Illegal(_))));
}

/// The reach tells nothing unseen: changing squares the team has not seen leaves it as it was;
/// every level the vehicles allow is listed, with its dice.
#[test]
fn reach_reads_only_the_known_map() {
    let setup = crate::builtin::builtin_setup("four_teams", 11).expect("built-in setup");
    let mut g = Game::new(&setup).expect("valid setup");
    let mut bot = Bot::new(11);
    for _ in 0..300 {
        let Some(&active) = g.to_decide().first() else { break };
        let d = bot.choose(&g, active).expect("a legal decision");
        g.apply(active, &d).expect("accepted");
    }
    let viewer = TeamId(0);
    let r = reach(&g, viewer).expect("in the game");
    let t = g.team(viewer).expect("team 0");
    assert_eq!(r.iter().map(|l| l.activity).collect::<Vec<_>>(), day::allowed_levels(t));
    for l in &r {
        assert_eq!(l.dice, l.activity.movement_dice());
        assert!(l.squares.iter().all(|s| s.roll >= 1 && s.roll <= u32::from(l.dice) * 10));
    }
    let mut other = g.clone();
    for s in Map::squares() {
        if let Some(c) = other.map.cell_mut(s) {
            if !c.seen(viewer.0) {
                c.terrain = Some(Terrain::Mountain);
                c.impassable = !c.impassable;
                c.river = alloc::vec![Direction::N];
            }
        }
    }
    assert_eq!(reach(&other, viewer).expect("in the game"), r);
}
