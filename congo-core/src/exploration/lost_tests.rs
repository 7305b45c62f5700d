//! The entries that move a group by force, with scripted dice: getting lost, lost bearings,
//! quicksand, hopelessly lost, the antelope herd; and the trail, which lets it move again.

use super::tests::{AREA, setup, to_move};
use super::*;
use crate::decision::Decision;
use crate::geometry::table::{Height, TableSpec, TerrainArea};
use crate::rosters::Roster;
use crate::setup::GroupSetup;
use crate::stress::StressKind;
use alloc::vec;
use tabletop::{DiceSource, Die, Length, RulesGame};

fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = Roster::builtin().group(id).cloned().expect("a built-in group");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// Askaris at x 21-24, y 25 in the dangerous area (20-32, 20-32); Cannibals far away.
fn game(env: Environment) -> Game {
    let mut g =
        Game::new(&setup(env, line("wme.trained_askaris", 21, 25), line("forest.cannibals", 10, 44), vec![])).unwrap();
    to_move(&mut g);
    g
}

/// Resolve `entry` for group 0 with scripted dice; returns the events so far.
fn resolve(g: &mut Game, entry: &str, dice: Vec<u32>) -> Vec<Event> {
    resolve_with(g, entry, DiceSource::scripted(dice))
}

fn resolve_with(g: &mut Game, entry: &str, dice: DiceSource) -> Vec<Event> {
    g.dice = dice;
    super::tests::push_entry(g, entry);
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    ev
}

fn xs(g: &Game) -> Vec<i32> {
    g.group(GroupId(0)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at.x.units()).collect()
}

fn ys(g: &Game) -> Vec<i32> {
    g.group(GroupId(0)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at.y.units()).collect()
}

fn choose(g: &mut Game, p: Player, choice: Choice) -> Vec<Event> {
    g.apply(p, &Decision::Choose { choice }).unwrap()
}

// rule: CG-DT-JUNGLE-16, CG-DT-SAVANNAH-13
#[test]
fn getting_lost_moves_the_group_one_s_stick_toward_a_random_edge() {
    // D8 3: the east edge. The easternmost Askari leads, 4" east (24 -> 28).
    let mut g = game(Environment::Jungle);
    resolve(&mut g, "CG-DT-JUNGLE-16", vec![3]);
    assert_eq!(xs(&g).into_iter().max(), Some(28_000));
    assert!(g.stack.is_empty());
    // D8 1: the north edge, in the savannah.
    let mut g = game(Environment::Savannah);
    resolve(&mut g, "CG-DT-SAVANNAH-13", vec![1]);
    assert_eq!(ys(&g).into_iter().max(), Some(29_000));
}

// rule: CG-DT-SAVANNAH-23
#[test]
fn lost_bearings_the_opponent_picks_the_heading_and_the_group_picks_up_the_pace() {
    let mut g = game(Environment::Savannah);
    resolve(&mut g, "CG-DT-SAVANNAH-23", vec![]);
    let p = g.prompts().first().cloned().unwrap();
    assert_eq!(p.player, Player::Two, "the opponent picks the direction");
    choose(&mut g, Player::Two, Choice::Heading { degrees: 180 });
    // Two sticks west: the westernmost Askari from 21 to 13.
    assert_eq!(xs(&g).into_iter().min(), Some(13_000));
    // With a Movement Stress token: one stick only.
    let mut g = game(Environment::Savannah);
    g.group_mut(GroupId(0)).unwrap().stress.push(StressKind::Movement);
    resolve(&mut g, "CG-DT-SAVANNAH-23", vec![]);
    choose(&mut g, Player::Two, Choice::Heading { degrees: 180 });
    assert_eq!(xs(&g).into_iter().min(), Some(17_000));
}

// rule: CG-DT-JUNGLE-24
#[test]
fn quicksand_a_failed_d8_costs_a_model_until_the_group_is_out() {
    let mut g = game(Environment::Jungle);
    resolve(&mut g, "CG-DT-JUNGLE-24", vec![2]);
    assert_eq!(g.prompts()[0].player, Player::One);
    // North: 25 -> 29, still in the area (to y 32): the D8 rolls 2, a failure.
    choose(&mut g, Player::One, Choice::Heading { degrees: 90 });
    assert!(matches!(g.prompts()[0].ask, crate::pending::Ask::Casualties { count: 1, .. }), "{:?}", g.prompts());
    let d = g.legal_decisions(Player::One)[0].clone();
    g.apply(Player::One, &d).unwrap();
    assert_eq!(g.group(GroupId(0)).unwrap().figures.len(), 3);
    // Asked again; north once more takes the group out: no roll (no die left to roll).
    assert!(matches!(&g.prompts()[0].ask, crate::pending::Ask::Choose { rule, .. } if rule == "CG-DT-JUNGLE-24"));
    choose(&mut g, Player::One, Choice::Heading { degrees: 90 });
    assert!(g.stack.is_empty());
    assert!(lost::out_of(&g, GroupId(0), AREA));
}

// rule: CG-DT-JUNGLE-32
#[test]
fn hopelessly_lost_the_group_is_put_in_the_nearest_unoccupied_area() {
    let far = TerrainArea::new(3, TerrainArea::rect_outline(60, 30, 8, 8), Height::Low, false, Die::D8);
    let near = TerrainArea::new(2, TerrainArea::rect_outline(38, 22, 8, 8), Height::Low, false, Die::D8);
    let area = TerrainArea::new(1, TerrainArea::rect_outline(20, 20, 12, 12), Height::Low, false, Die::D10).dangerous();
    let mut s =
        setup(Environment::Jungle, line("wme.trained_askaris", 21, 25), line("forest.cannibals", 10, 44), vec![]);
    s.table = crate::space::Table::new(TableSpec { areas: vec![area, far, near], ..TableSpec::default() }).unwrap();
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    let ev = resolve(&mut g, "CG-DT-JUNGLE-32", vec![]);
    assert!(g.stack.is_empty());
    assert!(
        super::tests::terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::PutInArea { area: AreaId(2), .. }))
    );
    assert!(
        xs(&g).iter().zip(ys(&g)).all(|(x, y)| g
            .setup_ref()
            .table
            .area_at(Point::new(Length::milli(*x), Length::milli(y)))
            == Some(AreaId(2)))
    );
    assert!(
        !ev.iter().any(|e| matches!(&e.what, What::Terrain { event: TerrainEvent::Explored { .. } })),
        "no roll on the table"
    );
    // No other area: two Stress tokens.
    let mut g = game(Environment::Jungle);
    let ev = resolve_with(&mut g, "CG-DT-JUNGLE-32", DiceSource::seeded(3));
    let drawn: usize = g.group(GroupId(0)).unwrap().stress.len();
    assert_eq!(drawn, 2, "{ev:?}");
}

// rule: CG-DT-SAVANNAH-15
#[test]
fn antelope_herd_groups_on_the_line_draw_a_stress_token_or_flee() {
    let mut g = game(Environment::Savannah);
    resolve(&mut g, "CG-DT-SAVANNAH-15", vec![]);
    assert_eq!(g.prompts()[0].player, Player::One);
    choose(&mut g, Player::One, Choice::EdgePoint { at: Point::inches(0, 25) });
    let p = g.prompts()[0].clone();
    assert_eq!(p.player, Player::Two);
    let crate::pending::Ask::Choose { options, .. } = &p.ask else { panic!("{p:?}") };
    assert!(
        options.iter().all(|o| matches!(o, Choice::EdgePoint { at } if at.x == Length::inches(72))),
        "the opposite edge only"
    );
    assert!(
        g.apply(Player::Two, &Decision::Choose { choice: Choice::EdgePoint { at: Point::inches(30, 48) } }).is_err()
    );
    let ev = choose(&mut g, Player::Two, Choice::EdgePoint { at: Point::inches(72, 25) });
    assert!(
        super::tests::terrain_events(&ev)
            .iter()
            .any(|t| matches!(t, TerrainEvent::Stampede { groups, .. } if groups == &vec![GroupId(0)]))
    );
    // The Askaris' owner chooses: a Stress token.
    assert_eq!(g.prompts()[0].player, Player::One);
    g.dice = DiceSource::seeded(1);
    choose(&mut g, Player::One, Choice::DrawStress);
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1);
    assert!(g.group(GroupId(1)).unwrap().stress.is_empty());
}

// rule: CG-DT-JUNGLE-07, CG-DT-SAVANNAH-04
#[test]
fn trail_the_group_may_move_again_but_not_into_another_terrain_area() {
    let other = TerrainArea::new(2, TerrainArea::rect_outline(33, 20, 6, 12), Height::Low, false, Die::D8);
    let area = TerrainArea::new(1, TerrainArea::rect_outline(20, 20, 12, 12), Height::Low, false, Die::D10).dangerous();
    let mut s =
        setup(Environment::Jungle, line("wme.trained_askaris", 27, 25), line("forest.cannibals", 10, 44), vec![]);
    s.table = crate::space::Table::new(TableSpec { areas: vec![area, other], ..TableSpec::default() }).unwrap();
    let mut g = Game::new(&s).unwrap();
    to_move(&mut g);
    resolve(&mut g, "CG-DT-JUNGLE-07", vec![]);
    assert!(matches!(g.prompts()[0].ask, crate::pending::Ask::Trail { group: GroupId(0) }), "{:?}", g.prompts());
    let legal = g.legal_decisions(Player::One);
    assert!(legal.contains(&Decision::Stay) && legal.len() > 1);
    let leader = g.group(GroupId(0)).unwrap().figures[3];
    let mv = |to: Point| Decision::Move {
        group: GroupId(0),
        leader,
        path: vec![to],
        engage: None,
        formation: None,
        giraffe: None,
    };
    // East into area 2: refused, the game left as it was (the trail still asks).
    let before = serde_json::to_string(&g).unwrap();
    assert!(g.apply(Player::One, &mv(Point::inches(34, 25))).is_err());
    assert_eq!(before, serde_json::to_string(&g).unwrap());
    // Every move offered is accepted.
    for d in &legal {
        g.clone().apply(Player::One, d).unwrap();
    }
    // North, staying in the area: the group moves.
    g.apply(Player::One, &mv(Point::inches(30, 29))).unwrap();
    assert_eq!(ys(&g).into_iter().max(), Some(29_000));
    assert!(g.stack.is_empty());
    // Staying is allowed too.
    let mut g = game(Environment::Savannah);
    resolve(&mut g, "CG-DT-SAVANNAH-04", vec![]);
    g.apply(Player::One, &Decision::Stay).unwrap();
    assert!(g.stack.is_empty());
}
