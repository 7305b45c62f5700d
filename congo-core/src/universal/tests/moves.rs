//! Every move ends the same way (`crate::movement::end`; docs/rulings.md "Every move ends the
//! same way"): a reach of a piece and an entry onto the table roll for the dangerous area they
//! enter, draw Night's tokens and bring the bonus actions, as a plain Move action does.

use super::*;
use crate::dangerous_terrain::Environment;
use crate::decision::Decision;
use crate::event::What;
use crate::exploration::TerrainEvent;
use crate::exploration::tests::{AREA, line, setup, terrain_events, to_move};
use crate::pending::Ask;
use crate::state::FigureId;
use alloc::string::String;
use tabletop::RulesGame;

const ONE: GroupId = GroupId(0);

/// The entry read by an exploration in `ev`, if any.
fn explored(ev: &[crate::event::Event]) -> Option<String> {
    terrain_events(ev).into_iter().find_map(|t| match t {
        TerrainEvent::Explored { entry, .. } => Some(entry.clone()),
        _ => None,
    })
}

/// Askaris (x 16-19, y 25) reach a Loot token lying at (23", 25"), in the unexplored dangerous
/// area: the leader (figure 3) takes its place.
fn reach_loot_in_the_area(g: &mut Game) -> Decision {
    let loot = crate::universal::pieces::place_loot(g, Point::inches(23, 25), false);
    Decision::Reach { group: ONE, leader: FigureId(3), path: vec![Point::inches(23, 25)], piece: loot, formation: None }
}

// rule: CG-OBJ-01, CG-TERR-10
#[test]
fn a_reach_into_an_unexplored_dangerous_area_picks_up_the_loot_and_rolls_on_the_table() {
    // The D10 area: 2 then 7 read block 2: "Everything is fine".
    let s =
        setup(Environment::Jungle, line("wme.trained_askaris", 16, 25), line("forest.cannibals", 10, 44), vec![2, 7]);
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    let d = reach_loot_in_the_area(&mut g);
    let ev = g.apply(Player::One, &d).expect("reaches the loot");
    assert!(ev.iter().any(|e| matches!(e.what, What::PiecePickedUp { group: ONE, .. })));
    assert_eq!(g.groups[0].loot, 1);
    assert_eq!(explored(&ev).as_deref(), Some("CG-DT-JUNGLE-01"), "{ev:?}");
    assert!(g.terrain().is_explored(AREA));
    // The pickup is told with the move, before what the area holds.
    let at = |f: fn(&What) -> bool| ev.iter().position(|e| f(&e.what)).expect("the event");
    assert!(
        at(|w| matches!(w, What::PiecePickedUp { .. }))
            < at(|w| matches!(w, What::Terrain { event: TerrainEvent::Explored { .. } }))
    );
}

// rule: CG-USR-08, CG-USR-21, CG-USR-22
#[test]
fn an_entry_at_night_draws_nights_tokens_as_any_move_does() {
    // "Ambush by Night": the caravan's first group enters at (0", 24") and picks up the pace;
    // no friendly group is within M of its entry point (the rest of the caravan waits off
    // table): two tokens, for starting alone and for the pace.
    let mut g = game("night_ambush");
    resolving(&mut g, Player::One);
    g.groups[0].stress.clear();
    dice(&mut g, &[0, 0]);
    let enter =
        Decision::Enter { group: ONE, second: Some(Point::inches(4, 24)), engage: None, formation: None, animal: None };
    let ev = g.apply(Player::One, &enter).expect("enters with the pace");
    let night: Vec<&str> = ev
        .iter()
        .filter(|e| matches!(e.what, What::Terrain { event: TerrainEvent::ConditionStress { group: ONE } }))
        .map(|e| e.rule.as_ref())
        .collect();
    assert_eq!(night, ["CG-USR-22", "CG-USR-21"], "{ev:?}");
    assert_eq!(g.groups[0].stress.len(), 2, "{ev:?}");
    // Without the pace and beside a friendly group already on the table, none.
    let mut g = game("night_ambush");
    resolving(&mut g, Player::One);
    for i in 0..2 {
        g.groups[i].stress.clear();
    }
    g.groups[1].off_table = None;
    put(&mut g, GroupId(1), 2, 28);
    let enter = Decision::Enter { group: ONE, second: None, engage: None, formation: None, animal: None };
    let ev = g.apply(Player::One, &enter).expect("enters");
    assert!(!ev.iter().any(|e| matches!(e.what, What::Terrain { event: TerrainEvent::ConditionStress { .. } })));
    assert!(g.groups[0].stress.is_empty());
}

// rule: CG-FOREST-18, CG-OBJ-01
#[test]
fn a_reach_brings_the_bonus_actions_of_a_move() {
    // Askaris given Harassment (the Pygmy Warriors' shot after their move) reach the Loot
    // token: the shot is offered once the move is over, as after a plain Move action.
    let mut harassers = line("wme.trained_askaris", 16, 25);
    harassers.profile.special_rules.push(crate::profile::SpecialRule::Harassment);
    let s = setup(Environment::Jungle, harassers, line("forest.cannibals", 10, 44), vec![2, 7]);
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    let leader = *g.groups[0].figures.last().expect("a figure");
    let loot = crate::universal::pieces::place_loot(&mut g, Point::inches(23, 25), false);
    let d = Decision::Reach { group: ONE, leader, path: vec![Point::inches(23, 25)], piece: loot, formation: None };
    g.apply(Player::One, &d).expect("reaches the loot");
    let asks: Vec<Ask> = g.pending().prompts.into_iter().map(|p| p.ask).collect();
    assert!(asks.iter().any(|a| matches!(a, Ask::ExtraAction { .. })), "{asks:?}");
}
