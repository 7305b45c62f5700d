//! Scripted-dice harness for the Congo rule tests: small setups on an empty table, a helper to
//! reach a chosen card's resolution, and a state editor (through serde) for preset Stress tokens.
#![allow(dead_code)]

use congo_nile::congo::profile::{GroupProfile, ProfileId};
use congo_nile::congo::rosters::Roster;
use congo_nile::congo::setup::{Components, DiceSetup, Environment, GroupSetup, Setup};
use congo_nile::congo::space::Table;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, ColumnSetup, Decision, Deployed, Event, Game, GroupId, What};
use congo_nile::tabletop::{Point, RulesGame};

pub fn roster() -> Roster {
    Roster::builtin()
}

pub fn group_profile(id: &str) -> GroupProfile {
    roster().group(id).unwrap_or_else(|| panic!("{id} in the roster")).clone()
}

/// A group of `id` with its members in a row of touching bases eastward from (x, y) inches.
pub fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = group_profile(id);
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// Add a character (by roster id) at the east end of the group's row.
pub fn with_character(mut g: GroupSetup, id: &str) -> GroupSetup {
    let p = roster().character(id).unwrap().clone();
    let last = *g.members.last().unwrap();
    let at = Point::new(last.x + congo_nile::tabletop::Length::inches(1 + g.characters.len() as i32), last.y);
    g.characters.push(Deployed { profile: p, at });
    g
}

/// Add an auxiliary (by roster id) east of everything else.
pub fn with_auxiliary(mut g: GroupSetup, id: &str) -> GroupSetup {
    let p = roster().auxiliary(id).unwrap().clone();
    let n = g.members.len() + g.characters.len() + g.auxiliaries.len();
    let first = g.members[0];
    let at = Point::new(first.x + congo_nile::tabletop::Length::inches(n as i32), first.y);
    g.auxiliaries.push(Deployed { profile: p, at });
    g
}

/// A setup on an empty 72" x 48" table with scripted dice and a one-card Totem deck each (so
/// that no shuffle consumes dice).
pub fn setup(one: Vec<GroupSetup>, two: Vec<GroupSetup>, totem: TotemKind, dice: Vec<u32>) -> Setup {
    let col = |name: &str, groups| ColumnSetup {
        name: name.into(),
        culture: congo_nile::congo::profile::Culture::WhiteMenExpeditions,
        groups,
    };
    Setup {
        table: Table::default(),
        environment: Environment::Jungle,
        columns: [col("one", one), col("two", two)],
        turns: 2,
        initiative: Player::One,
        dice: DiceSetup::Scripted { values: dice },
        components: Components { totem_deck: vec![totem], ..Components::default() },
        adventure: None,
    }
}

/// Figure 0 of `group` (a `line` at 10, 10) picks up the pace 8" north into `enemy` (a line at
/// y = 16).
pub fn charge_into(group: GroupId, enemy: GroupId) -> Decision {
    Decision::Move {
        group,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14), Point::inches(10, 18)],
        engage: Some(enemy),
        formation: None,
        giraffe: None,
    }
}

/// Both players choose three cards (their step card first), then both reveal `one` and `two`;
/// both pass the Cheetah window. Returns the events of the whole sequence.
pub fn reveal(g: &mut Game, one: u8, two: u8) -> Vec<Event> {
    let mut ev = vec![];
    if matches!(g.prompts().first().map(|p| &p.ask), Some(Ask::ChooseActionCards { .. })) {
        for (p, c) in [(Player::One, one), (Player::Two, two)] {
            let mut cards = vec![c];
            cards.extend((1..=7).filter(|x| *x != c).take(2));
            ev.extend(g.apply(p, &Decision::ChooseActionCards { cards }).unwrap());
        }
    }
    ev.extend(g.apply(Player::One, &Decision::ChooseCard { card: one }).unwrap());
    ev.extend(g.apply(Player::Two, &Decision::ChooseCard { card: two }).unwrap());
    ev.extend(g.apply(Player::One, &Decision::Cheetah { card: None }).unwrap());
    ev.extend(g.apply(Player::Two, &Decision::Cheetah { card: None }).unwrap());
    ev
}

/// Preset Stress tokens on a group (state edited through its JSON; the group's old tokens go
/// back to the bag and the new ones are taken out of it, so that the count stays 45: a loaded
/// state is checked).
pub fn set_stress(g: &Game, group: GroupId, tokens: &[StressKind]) -> Game {
    let mut v = serde_json::to_value(g).unwrap();
    let kinds = ["shooting", "combat", "movement", "terror", "panic"];
    for t in g.groups()[usize::from(group.0)].stress.clone() {
        let k = kinds.iter().position(|x| *x == serde_json::to_value(t).unwrap().as_str().unwrap()).unwrap();
        let c = v["bag"]["counts"][k].as_u64().unwrap();
        v["bag"]["counts"][k] = (c + 1).into();
    }
    v["groups"][usize::from(group.0)]["stress"] = serde_json::to_value(tokens).unwrap();
    for t in tokens {
        let k = kinds.iter().position(|x| *x == serde_json::to_value(t).unwrap().as_str().unwrap()).unwrap();
        let c = v["bag"]["counts"][k].as_u64().unwrap();
        v["bag"]["counts"][k] = (c - 1).into();
    }
    serde_json::from_value(v).unwrap()
}

/// The events' kinds, for order checks.
pub fn kinds(ev: &[Event]) -> Vec<String> {
    ev.iter().map(|e| serde_json::to_value(&e.what).unwrap()["type"].as_str().unwrap().to_string()).collect()
}

/// The first event matching `f`.
pub fn find(ev: &[Event], f: impl Fn(&What) -> bool) -> Option<&Event> {
    ev.iter().find(|e| f(&e.what))
}

pub fn id(s: &str) -> ProfileId {
    ProfileId::new(s)
}

pub fn ask(g: &Game) -> Ask {
    g.prompts().first().expect("a prompt").ask.clone()
}

pub fn json<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_string(t).unwrap()
}

/// The targets the legal Shoot decisions of `player` name.
pub fn shoot_targets(g: &Game, player: Player) -> Vec<GroupId> {
    let mut t: Vec<GroupId> = g
        .legal_decisions(player)
        .iter()
        .filter_map(|d| match d {
            Decision::Shoot { target, .. } => Some(*target),
            _ => None,
        })
        .collect();
    t.sort();
    t.dedup();
    t
}

/// Answer the pending choice of the figure leading a retreat or flight (`Ask::RunAwayLeader`,
/// Congo rulebook, "Running Away": "choose freely the leading figure") with the `pick`-th figure
/// offered, as the group's owner; returns the events. Panics when that choice is not pending,
/// so a test also pins that the owner is asked.
pub fn lead(g: &mut Game, pick: usize) -> Vec<Event> {
    let Ask::RunAwayLeader { group, figures } = ask(g) else {
        panic!("the owner chooses the run-away leading figure, not {:?}", ask(g))
    };
    let owner = g.groups()[usize::from(group.0)].owner;
    g.apply(owner, &Decision::RunAwayLeader { figure: figures[pick] }).unwrap()
}

/// The open 72" x 48" table with one low obstacle from (15, 5) to (15, 15) inches: a group in a
/// row just east of it (x from 15.5") defends it against a charge from the west.
pub fn low_wall_at_x15() -> Table {
    use congo_nile::congo::geometry::table::{Height, Obstacle, ObstacleId, TableSpec};
    let spec = TableSpec {
        obstacles: vec![Obstacle {
            id: ObstacleId(1),
            from: Point::inches(15, 5),
            to: Point::inches(15, 15),
            height: Height::Low,
        }],
        ..TableSpec::default()
    };
    Table::new(spec).expect("a valid table")
}
