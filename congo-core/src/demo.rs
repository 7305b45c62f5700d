//! A ready-made standard skirmish, for the README's main job, the benches and the tests: a 72" x
//! 48" jungle table with terrain, and two 90-point columns mustered from the built-in rosters
//! (White Men Expeditions with the Explorer against Forest Tribes with the Chieftain), deployed
//! 30" apart along the long edges, six turns, the Initiative token with the expedition.
//!
//! [`deploy`] turns any [`MusteredColumn`] into a deployed [`ColumnSetup`] with each group in a
//! line of touching bases from an anchor point.

use crate::geometry::table::{Height, TableSpec, TerrainArea};
use crate::muster::{ColumnList, Joining, MusterRules, MusteredColumn};
use crate::profile::{Culture, ProfileId};
use crate::rosters::Roster;
use crate::setup::{ColumnSetup, Components, Deployed, DiceSetup, Environment, GroupSetup, Setup};
use crate::space::Table;
use crate::state::Player;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use tabletop::{Die, Length, Point};

/// Deploy a mustered column: group `i`'s figures (members, then characters, then auxiliaries)
/// in a line of touching bases eastward from `anchors[i]` (base centres 1" apart). Groups
/// without an anchor are placed 2" north of the previous anchor.
pub fn deploy(column: &MusteredColumn, name: &str, anchors: &[Point]) -> ColumnSetup {
    let mut groups = Vec::new();
    let mut last = Point::inches(2, 2);
    for (i, g) in column.groups.iter().enumerate() {
        let anchor = anchors.get(i).copied().unwrap_or(Point::new(last.x, last.y + Length::inches(2)));
        last = anchor;
        let mut k = 0;
        let mut next = || {
            let p = Point::new(anchor.x + Length::inches(k), anchor.y);
            k += 1;
            p
        };
        let members = (0..g.profile.figures).map(|_| next()).collect();
        let characters = g.characters.iter().map(|c| Deployed { profile: c.clone(), at: next() }).collect();
        let auxiliaries = g.auxiliaries.iter().map(|a| Deployed { profile: a.clone(), at: next() }).collect();
        groups.push(GroupSetup { profile: g.profile.clone(), members, characters, auxiliaries });
    }
    ColumnSetup { name: String::from(name), culture: column.culture, groups }
}

/// The demo table: 72" x 48" jungle with a dense jungle patch (high, dangerous, D10), rocky
/// ground (low, D8), tall grass (high, D8), a copse (high, blocking) and a hut.
pub fn table() -> Table {
    let areas = vec![
        TerrainArea::new(1, TerrainArea::rect_outline(30, 20, 10, 8), Height::High, false, Die::D10)
            .dangerous()
            .named("dense jungle"),
        TerrainArea::new(2, TerrainArea::rect_outline(10, 18, 9, 7), Height::Low, false, Die::D8).named("rocky ground"),
        TerrainArea::new(3, TerrainArea::rect_outline(52, 22, 8, 8), Height::High, false, Die::D8).named("tall grass"),
        TerrainArea::new(4, TerrainArea::rect_outline(44, 12, 4, 4), Height::High, true, Die::D6).named("copse"),
        TerrainArea::house(5, TerrainArea::rect_outline(22, 32, 3, 3)).named("hut"),
    ];
    Table::new(TableSpec { areas, ..TableSpec::default() }).unwrap_or_default()
}

/// The expedition: Soldiers with the Explorer, Trained Askaris with a bearer, Adventurers,
/// Trained Askaris (90 points or less).
pub fn expedition() -> Option<MusteredColumn> {
    let list = ColumnList {
        culture: Culture::WhiteMenExpeditions,
        groups: vec![
            ProfileId::new("wme.soldiers"),
            ProfileId::new("wme.trained_askaris"),
            ProfileId::new("wme.adventurers"),
            ProfileId::new("wme.trained_askaris"),
        ],
        characters: vec![Joining::new("wme.explorer", 0)],
        auxiliaries: vec![Joining::new("wme.bearers", 1)],
    };
    list.validate(&Roster::builtin_of(list.culture), &MusterRules::budget(90)).ok()
}

/// The tribe: Warriors with the Chieftain, Young Warriors, Cannibals, Hunters with a Sacred
/// Warrior (90 points or less).
pub fn tribe() -> Option<MusteredColumn> {
    let list = ColumnList {
        culture: Culture::ForestTribes,
        groups: vec![
            ProfileId::new("forest.warriors"),
            ProfileId::new("forest.young_warriors"),
            ProfileId::new("forest.cannibals"),
            ProfileId::new("forest.hunters"),
        ],
        characters: vec![Joining::new("forest.chieftain", 0)],
        auxiliaries: vec![Joining::new("forest.sacred_warriors", 3)],
    };
    list.validate(&Roster::builtin_of(list.culture), &MusterRules::budget(90)).ok()
}

/// The demo skirmish with seeded dice, or `None` if the built-in rosters no longer muster the
/// demo columns.
pub fn skirmish(seed: u64) -> Option<Setup> {
    let one = deploy(
        &expedition()?,
        "The Explorer's expedition",
        &[Point::inches(14, 8), Point::inches(26, 8), Point::inches(40, 8), Point::inches(54, 8)],
    );
    let two = deploy(
        &tribe()?,
        "The Chieftain's warband",
        &[Point::inches(14, 40), Point::inches(26, 40), Point::inches(40, 40), Point::inches(54, 40)],
    );
    Some(Setup {
        table: table(),
        environment: Environment::Jungle,
        columns: [one, two],
        turns: 6,
        initiative: Player::One,
        dice: DiceSetup::Seeded { seed },
        components: Components::default(),
        adventure: None,
    })
}
