//! Running away when the group cannot move at all, with the state arranged directly.

use super::*;
use crate::decision::Decision;
use crate::exploration::tests::{setup, to_move};
use crate::geometry::table::{Height, TableSpec, TerrainArea};
use crate::rosters::Roster;
use crate::setup::{Environment, GroupSetup};
use alloc::vec;
use tabletop::{Die, Length, Point, RulesGame};

fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = Roster::builtin().group(id).cloned().expect("a built-in group");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

fn m(x: i32, y: i32) -> Point {
    Point::new(Length::milli(x), Length::milli(y))
}

fn wall(id: u32, (x0, y0): (i32, i32), (x1, y1): (i32, i32)) -> TerrainArea {
    TerrainArea::new(id, vec![m(x0, y0), m(x1, y0), m(x1, y1), m(x0, y1)], Height::High, true, Die::D8)
}

/// Two askaris (group 0, Player One) penned in by four blocking walls with 0.05" to spare on
/// every side, so that they cannot move at all; the five cannibals (group 1, Player Two) in the
/// open 6" to the south. Player One's card is being resolved.
fn penned_in() -> Game {
    let mut s =
        setup(Environment::Jungle, line("wme.trained_askaris", 10, 10), line("forest.cannibals", 40, 24), vec![]);
    let walls = vec![
        wall(1, (38_000, 30_550), (43_000, 31_500)),
        wall(2, (38_000, 28_500), (43_000, 29_450)),
        wall(3, (38_000, 29_460), (39_450, 30_540)),
        wall(4, (41_550, 29_460), (43_000, 30_540)),
    ];
    s.table = crate::space::Table::new(TableSpec { areas: walls, ..TableSpec::default() }).expect("a valid table");
    let mut g = Game::new(&s).expect("the game starts");
    to_move(&mut g);
    g.figures[0].at = m(40_000, 30_000);
    g.figures[1].at = m(41_000, 30_000);
    for f in [2, 3] {
        g.figures[f].alive = false;
    }
    g.groups[0].figures.truncate(2);
    g.check().expect("a consistent state");
    g
}

// rule: CG-FLIGHT-10
// rule: CG-FLIGHT-02
#[test]
fn a_group_that_cannot_retreat_loses_a_figure_and_the_enemy_retreats_instead_led_by_its_owners_choice() {
    // "If the group cannot move at all, whatever the chosen direction ..., the group loses a
    // figure of its owner's choice. If the group in question was meant to retreat, the enemy in
    // contact with it must retreat instead." No figure can lead the penned askaris: nobody is
    // asked for a leader; their owner removes a figure; then the cannibals retreat and *their*
    // owner chooses the leading figure.
    let mut g = penned_in();
    let mut ev = Vec::new();
    g.stack.push(Retreat::new(GroupId(0), GroupId(1), false));
    g.run(&mut ev).expect("the retreat resolves");
    assert!(ev.iter().any(|e| matches!(e.what, What::Retreated { group: GroupId(0), limited: true, .. })));
    assert!(!ev.iter().any(|e| matches!(e.what, What::Moved { .. })), "the askaris did not move");
    let p = g.prompts()[0].clone();
    assert_eq!(p.player, Player::One);
    assert!(matches!(p.ask, Ask::Casualties { group: GroupId(0), count: 1, .. }), "{p:?}");
    let ev = g.apply(Player::One, &Decision::RemoveCasualties { figures: vec![FigureId(1)] }).expect("removes one");
    assert!(ev.iter().any(|e| matches!(e.what, What::FigureRemoved { group: GroupId(0), figure: FigureId(1), .. })));
    let p = g.prompts()[0].clone();
    assert_eq!(p.player, Player::Two, "the enemy's owner chooses its leading figure");
    let Ask::RunAwayLeader { group: GroupId(1), figures } = p.ask else { panic!("the cannibals' leader: {p:?}") };
    assert_eq!(figures, g.groups[1].figures, "in the open, every cannibal can lead a full S");
    assert_eq!(g.to_decide(), vec![Player::Two]);
    let leader = figures[2];
    let start = g.figures[usize::from(leader.0)].at;
    let ev = g.apply(Player::Two, &Decision::RunAwayLeader { figure: leader }).expect("a leader offered");
    assert!(ev.iter().any(|e| matches!(e.what, What::Moved { group: GroupId(1), leader: l, .. } if l == leader)));
    assert!(
        ev.iter().any(|e| matches!(e.what, What::Retreated { group: GroupId(1), from: GroupId(0), limited: false }))
    );
    let end = g.figures[usize::from(leader.0)].at;
    assert!(end.y < start.y, "south, away from the askaris");
    assert_eq!(g.figures[0].at, m(40_000, 30_000), "the askari still stands in the pen");
}

// rule: CG-STRESS-07
#[test]
fn a_group_never_flees_twice_in_one_action_step_whatever_orders_it() {
    // A flight ordered by anything (here the task itself, as a Dangerous Terrain result, an
    // ambush or a ritual orders it) for a group that already fled this step costs a figure.
    let s = setup(Environment::Jungle, line("wme.trained_askaris", 10, 10), line("forest.cannibals", 10, 40), vec![]);
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    let serial = g.serial;
    g.groups[0].fled = Some(serial);
    let before: Vec<Point> = g.groups[0].figures.iter().map(|f| g.figures[usize::from(f.0)].at).collect();
    let mut ev = Vec::new();
    let flow = Flee { group: GroupId(0), choice: LeaderChoice::default() }.advance(&mut g, &mut ev).unwrap();
    assert!(matches!(flow, Flow::Then(Task::Casualties(ref c)) if c.group == GroupId(0) && c.count == 1));
    assert!(ev.iter().any(|e| matches!(e.what, What::CasualtyInsteadOfFlight { group: GroupId(0) })));
    assert!(!ev.iter().any(|e| matches!(e.what, What::Fled { .. } | What::Moved { .. })), "no second flight");
    let after: Vec<Point> = g.groups[0].figures.iter().map(|f| g.figures[usize::from(f.0)].at).collect();
    assert_eq!(before, after);
    // A group that has not fled this step flees.
    g.groups[0].fled = None;
    let mut ev = Vec::new();
    let _ = Flee { group: GroupId(0), choice: LeaderChoice::default() }.advance(&mut g, &mut ev).unwrap();
    assert_eq!(g.groups[0].fled, Some(serial));
    assert!(!ev.iter().any(|e| matches!(e.what, What::CasualtyInsteadOfFlight { .. })));
}
