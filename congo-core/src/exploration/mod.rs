//! Dangerous Terrain in play: a group entering an unexplored dangerous area rolls on the
//! environment's table and lives with the result.
//!
//! Sources: Congo rulebook, "Surviving in Dangerous Lands" (Dangerous terrain: "When all figures
//! from a group have moved into any terrain classed as dangerous, the group must, at the end of
//! its movement, roll on the appropriate Dangerous Terrain table if this terrain area is not yet
//! explored"; "A dangerous area is considered to be explored if at least one figure (be it
//! friend, enemy or animal) is already in the feature"), the two Dangerous Terrain tables, the
//! Scientist's I found it! and the Scouts' Natives; docs/rulings.md "Adventures in play".
//!
//! The hook is `on_entry`, called by [`crate::movement`] before a move's figures are placed
//! (the "explored" check looks at the area as the group enters it). It returns an [`Explore`]
//! task, which rolls the Scientist's die, then the two cover dice, and resolves the entry read
//! (`effects`): every choice an entry gives is asked as [`crate::pending::Ask::Choose`] and
//! answered with [`crate::Decision::Choose`]; lasting effects are kept in [`TerrainState`].

pub(crate) mod askaris;
mod choice;
pub(crate) mod drums;
pub(crate) mod effects;
#[cfg(test)]
mod found_tests;
pub(crate) mod lost;
#[cfg(test)]
mod lost_tests;
#[cfg(test)]
mod melee_tests;
pub(crate) mod pet;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod trail;

/// The choices, area markers and events of exploration: data of congo-model's
/// `dangerous_terrain`, named here too.
pub use crate::dangerous_terrain::{AreaMarker, Choice, TerrainEvent};
pub(crate) use choice::answer as choice_answer;

use crate::dangerous_terrain::{Environment, Lasting, TableEntry};
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::geometry::AreaId;
use crate::pending::Ask;
use crate::state::{GroupId, Player};
use crate::tasks::Task;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DieRoll, Point};

/// One exploration made (for the view and the log): which group rolled, where, when, and the
/// entry it read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExplored"))]
pub struct Explored {
    /// The area.
    pub area: AreaId,
    /// The exploring group.
    pub group: GroupId,
    /// The turn.
    pub turn: u8,
    /// The entry read (its rule id, e.g. `"CG-DT-JUNGLE-13"`).
    pub entry: String,
}

/// What Dangerous Terrain and the Universal Special Rules keep in the game state. All of it is
/// public information (shown in [`crate::View`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTerrainState"))]
pub struct TerrainState {
    /// Every exploration made, in order; an area appears once per exploration.
    #[serde(default)]
    pub explored: Vec<Explored>,
    /// Markers on the table.
    #[serde(default)]
    pub markers: Vec<AreaMarker>,
    /// Rules a Dangerous Terrain result put in force until the end of the game.
    #[serde(default)]
    pub lasting: Vec<Lasting>,
    /// The jungle's heavy downpour (CG-DT-JUNGLE-08): shooting ranges are at most M until the
    /// end of this turn.
    #[serde(default)]
    pub cloudburst_turn: Option<u8>,
    /// The turn in which each player (`[One, Two]`) last set a trap (Traps: once per turn).
    #[serde(default)]
    pub traps_set: [Option<u8>; 2],
    /// The wild animals placed so far (dead ones stay, marked, so that ids are stable).
    #[serde(default)]
    pub animals: Vec<crate::wild::Animal>,
}

impl TerrainState {
    /// True when nothing happened yet (the state then serializes without it).
    pub fn is_empty(&self) -> bool {
        *self == TerrainState::default()
    }
    /// True when `area` has been explored at least once.
    pub fn is_explored(&self, area: AreaId) -> bool {
        self.explored.iter().any(|e| e.area == area)
    }
    /// True when the marker is on the table.
    pub fn has(&self, m: AreaMarker) -> bool {
        self.markers.contains(&m)
    }
}

/// The environment whose table is rolled on: the Adventure's Savannah or Jungle rule, else the
/// setup's environment (CG-USR-03, CG-USR-04, CG-TERR-09).
pub fn environment(g: &Game) -> Environment {
    g.setup
        .adventure
        .as_ref()
        .and_then(|a| a.adventure.special_rules.iter().find_map(|r| r.environment()))
        .unwrap_or(g.setup.environment)
}

/// An exploration in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExplore"))]
pub struct Explore {
    /// The exploring group.
    pub group: GroupId,
    /// The dangerous area it entered.
    pub area: AreaId,
    /// Where its figures stood before the move (figure order), for "stops before entering" and
    /// the sleeping lion's "move back".
    pub start: Vec<Point>,
    /// Roll on the table (false for Natives: only I found it! is rolled).
    pub table: bool,
    /// Where the resolution stands.
    pub stage: Stage,
    /// The question asked, if any: who answers and the options.
    pub ask: Option<(Player, Vec<Choice>)>,
    /// The answer, once given.
    pub answer: Option<Choice>,
    /// Points kept between steps (the antelope herd's first point).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<Point>,
    /// The Prince's owner's Frenzy answer before the monkeys' or the baboons' melee, once given
    /// (CG-AK-02). Absent in JSON = not given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frenzy: Option<Option<crate::state::FigureId>>,
    /// The group entered the table with the move (CG-USR-08): it waited off table so before it,
    /// and "move back" puts it back there (docs/rulings.md "Every move ends the same way").
    /// Absent in JSON = it stood on the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered_from: Option<crate::universal::OffTable>,
}

/// Where an [`Explore`] stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStage"))]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// The Scientist's I found it! (CG-WME-06), before the table roll.
    FoundIt,
    /// The two cover dice (CG-TERR-12).
    Roll,
    /// The entry read (its rule id) is being resolved; `step` counts its stages, `rolls` holds
    /// dice kept between them (the sinister 3D10), `figures` the group's size before an attack.
    Entry {
        /// The entry's rule id.
        entry: String,
        /// The resolution step.
        step: u8,
        /// Dice kept between steps.
        rolls: Vec<DieRoll>,
        /// Figures before an attack (panther: "if you suffer no losses").
        figures: u8,
    },
}

/// The cannibal pygmies shooting a group that enters their territory (CG-DT-JUNGLE-34): three
/// Pygmy Archers (stand-in D6 each, Poison); a group that suffers a casualty flees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAmbush"))]
pub struct Ambush {
    /// The group.
    pub group: GroupId,
    /// Its figures before the shot.
    pub before: u8,
    /// The shot is resolved.
    pub shot: bool,
}

impl Ambush {
    fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        if self.shot {
            let now = u8::try_from(g.group(self.group)?.figures.len()).unwrap_or(u8::MAX);
            return Ok(if now < self.before { Flow::Then(crate::flight::Flee::new(self.group)) } else { Flow::Done });
        }
        self.shot = true;
        use crate::dangerous_terrain::{DangerousEffect, MarkerKind};
        let (count, die) = match entry("CG-DT-JUNGLE-34").map(|e| e.effect) {
            Some(DangerousEffect::Marker { kind: MarkerKind::CannibalTerritory { archers, shooting } }) => {
                (u16::from(archers), shooting)
            }
            _ => (3, tabletop::Die::D6),
        };
        let tasks = effects::attack(g, self.group, count, die, true, "CG-DT-JUNGLE-34", ev)?;
        g.stack.push(Task::Terrain(TerrainTask::Ambush(self)));
        g.stack.extend(tasks.into_iter().rev());
        Ok(Flow::Done)
    }
}

/// The hook of [`crate::movement`]: called before a move's figures are placed, with the area the
/// move enters (if any) and the group's figures' positions before the move (its events are told
/// after the move's own: the callers hold them). Returns the
/// exploration to run after the move when the area is dangerous and no figure (friend, enemy or
/// animal) is in it (CG-TERR-10, CG-TERR-11); Natives never roll on the table (CG-WME-13) but the
/// Scientist still rolls his die (CG-WME-06), since his rule asks only that the zone be
/// unexplored.
pub(crate) fn on_entry(g: &Game, group: GroupId, area: Option<AreaId>, ev: &mut Vec<Event>) -> Vec<Task> {
    let Some(area) = area else { return Vec::new() };
    let mut tasks: Vec<Task> = explore_on_entry(g, group, area, ev).into_iter().collect();
    if g.terrain.has(AreaMarker::Cannibals { area }) {
        // Cannibal pygmy territory (CG-DT-JUNGLE-34): shot at on entering, whoever explored.
        let before = g.group(group).map_or(0, |gr| u8::try_from(gr.figures.len()).unwrap_or(u8::MAX));
        tasks.push(Task::Terrain(TerrainTask::Ambush(Ambush { group, before, shot: false })));
    }
    tasks
}

/// Whether `area` counts as explored for `group` entering it: another group or a wild animal is
/// in it (CG-TERR-11); else a dangerous area is explored as the group enters (CG-TERR-10).
pub(crate) fn already_explored(g: &Game, group: GroupId, area: AreaId) -> bool {
    g.groups_in_play().filter(|o| *o != group).any(|o| group_in_area(g, o, area)) || crate::wild::animal_in(g, area)
}

/// The exploration part of [`on_entry`].
fn explore_on_entry(g: &Game, group: GroupId, area: AreaId, ev: &mut Vec<Event>) -> Option<Task> {
    let a = g.setup.table.area(area)?;
    if !a.dangerous {
        return None;
    }
    let grp = g.group(group).ok()?;
    let start: Vec<Point> = grp.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    if already_explored(g, group, area) {
        ev.push(Event::new("CG-TERR-11", What::Terrain { event: TerrainEvent::AlreadyExplored { group, area } }));
        return None;
    }
    let v = g.values(group)?;
    let table = crate::hooks::rolls_dangerous_terrain(&v);
    if !table {
        ev.push(Event::new("CG-WME-13", What::Terrain { event: TerrainEvent::Natives { group, area } }));
    }
    let stage = if crate::hooks::i_found_it_die(&v).is_some() { Stage::FoundIt } else { Stage::Roll };
    if !table && stage == Stage::Roll {
        return None;
    }
    Some(Task::Terrain(crate::exploration::TerrainTask::Explore(Explore {
        group,
        area,
        start,
        table,
        stage,
        ask: None,
        answer: None,
        line: Vec::new(),
        frenzy: None,
        entered_from: grp.off_table.filter(|o| matches!(o, crate::universal::OffTable::Waiting { .. })),
    })))
}

/// The tasks of this chapter and of the Universal Special Rules, on [`Game`]'s stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTerrainTask"))]
#[serde(tag = "terrain", rename_all = "snake_case")]
pub enum TerrainTask {
    /// An exploration.
    Explore(Explore),
    /// A trap sprung (Traps, CG-USR-07).
    Trap(crate::conditions::Trap),
    /// A wild animal at work (placement, activation, melee).
    Animal(crate::wild::AnimalTask),
    /// The end of an Action step or of a turn: the animals act, the bush fire burns.
    StepEnd(crate::wild::StepEnd),
    /// The cannibal pygmies shoot a group entering their territory.
    Ambush(Ambush),
    /// A trail: the group may move again (CG-DT-JUNGLE-07, CG-DT-SAVANNAH-04).
    Trail(trail::Trail),
    /// The dead askaris' muskets fired by the exploring group (CG-DT-SAVANNAH-11).
    Volley(askaris::Volley),
    /// The strange drums' Mad Hyena, after a successful roll (CG-DT-SAVANNAH-06).
    Drums(drums::Drums),
}

impl TerrainTask {
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        match self {
            TerrainTask::Explore(t) => t.prompt(g),
            TerrainTask::Trap(_) | TerrainTask::StepEnd(_) | TerrainTask::Ambush(_) | TerrainTask::Volley(_) => None,
            TerrainTask::Animal(t) => t.prompt(g),
            TerrainTask::Trail(t) => t.prompt(g),
            TerrainTask::Drums(t) => t.prompt(),
        }
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &crate::decision::Decision) -> Result<(), RuleError> {
        match self {
            TerrainTask::Explore(t) if t.asks_frenzy() => {
                t.frenzy = Some(crate::special::kingdoms::frenzy_answer(g, t.group, d)?);
                Ok(())
            }
            TerrainTask::Explore(t) => choice::answer(&t.ask, &mut t.answer, d),
            TerrainTask::Animal(t) => t.answer(g, d),
            TerrainTask::Trail(t) => t.answer(g, d),
            TerrainTask::Drums(t) => t.answer(g, d),
            _ => Err(RuleError::WrongDecision { expected: "choose" }),
        }
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self {
            TerrainTask::Explore(t) => t.advance(g, ev),
            TerrainTask::Trap(t) => t.advance(g, ev),
            TerrainTask::Animal(t) => t.advance(g, ev),
            TerrainTask::StepEnd(t) => t.advance(g, ev),
            TerrainTask::Ambush(t) => t.advance(g, ev),
            TerrainTask::Trail(t) => t.advance(g, ev),
            TerrainTask::Volley(t) => t.advance(g, ev),
            TerrainTask::Drums(t) => t.advance(g, ev),
        }
    }
}

impl Explore {
    /// Whether the resolution stands before the group's roll in the monkeys' or the baboons'
    /// melee with no Frenzy answer yet: the Prince's owner is asked as in a group melee
    /// (CG-AK-02; docs/rulings.md "Culture rules in the monkeys', the baboons' and the cattle's
    /// melee"), when he has a figure to give (`frenzy_prompt`).
    fn asks_frenzy(&self) -> bool {
        let melee = |id: &str| {
            entry(id).is_some_and(|e| matches!(e.effect, crate::dangerous_terrain::DangerousEffect::MeleeAttack { .. }))
        };
        self.frenzy.is_none()
            && self.ask.is_none()
            && matches!(&self.stage, Stage::Entry { entry, step: 0, .. } if melee(entry))
    }

    fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if self.asks_frenzy() {
            return crate::special::kingdoms::frenzy_prompt(g, self.group);
        }
        if self.answer.is_some() {
            return None;
        }
        let (player, options) = self.ask.clone()?;
        let rule = match &self.stage {
            Stage::Entry { entry, .. } => entry.clone(),
            _ => String::from("CG-TERR-10"),
        };
        Some((player, Ask::Choose { group: Some(self.group), rule, options }))
    }

    fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !g.group(self.group)?.in_play() {
            return Ok(Flow::Done);
        }
        match self.stage.clone() {
            Stage::FoundIt => {
                let die = g.values(self.group).and_then(|v| crate::hooks::i_found_it_die(&v));
                if let Some(die) = die {
                    let roll = g.dice.roll(die)?;
                    let at = if roll.is_success() { effects::free_spot(g, self.area) } else { None };
                    if let Some(at) = at {
                        effects::lay_loot(g, at, false);
                    }
                    ev.push(Event::new(
                        "CG-WME-06",
                        What::Terrain { event: TerrainEvent::FoundIt { group: self.group, roll, placed: at } },
                    ));
                }
                if !self.table {
                    return Ok(Flow::Done);
                }
                self.stage = Stage::Roll;
                Ok(Flow::Then(Task::Terrain(TerrainTask::Explore(self))))
            }
            Stage::Roll => {
                let cover = g.setup.table.area(self.area).map_or(tabletop::Die::D8, |a| a.cover);
                let env = environment(g);
                let found = crate::dangerous_terrain::explore(env, cover, &mut g.dice).map_err(map_dt)?;
                g.terrain.explored.push(Explored {
                    area: self.area,
                    group: self.group,
                    turn: g.turn,
                    entry: String::from(found.entry.id),
                });
                ev.push(Event::new(
                    "CG-TERR-12",
                    What::Terrain {
                        event: TerrainEvent::Explored {
                            group: self.group,
                            area: self.area,
                            block: found.block,
                            row: found.row,
                            entry: String::from(found.entry.id),
                        },
                    },
                ));
                self.stage =
                    Stage::Entry { entry: String::from(found.entry.id), step: 0, rolls: Vec::new(), figures: 0 };
                Ok(Flow::Then(Task::Terrain(TerrainTask::Explore(self))))
            }
            Stage::Entry { .. } => effects::resolve(g, self, ev),
        }
    }
}

/// The table entry with rule id `id` in either table.
pub(crate) fn entry(id: &str) -> Option<&'static TableEntry> {
    Environment::Jungle.table().iter().chain(Environment::Savannah.table().iter()).find(|e| e.id == id)
}

/// A Dangerous Terrain reading error as a rule error.
pub(crate) fn map_dt(e: crate::dangerous_terrain::DangerousTerrainError) -> RuleError {
    match e {
        crate::dangerous_terrain::DangerousTerrainError::Dice(d) => RuleError::Dice(d),
        other => RuleError::Model(crate::error::ModelRefusal::DangerousTerrain(other)),
    }
}

/// Remove the mist markers of areas no figure occupies any more (CG-DT-JUNGLE-35: "Remove the
/// smoke marker as soon as the area becomes unoccupied"). Called after every move, flight and
/// removal the engine makes (at the end of each task run).
pub(crate) fn clear_mist(g: &mut Game, ev: &mut Vec<Event>) {
    let mut cleared = Vec::new();
    for m in &g.terrain.markers {
        if let AreaMarker::Mist { area } = *m {
            let occupied = g.groups_in_play().any(|gid| group_in_area(g, gid, area));
            if !occupied {
                cleared.push(*m);
            }
        }
    }
    for m in cleared {
        g.terrain.markers.retain(|x| *x != m);
        ev.push(Event::new("CG-DT-JUNGLE-35", What::Terrain { event: TerrainEvent::MarkerRemoved { marker: m } }));
    }
}

/// True when a figure of `group` stands in `area`.
pub(crate) fn group_in_area(g: &Game, group: GroupId, area: AreaId) -> bool {
    g.group(group).is_ok_and(|gr| {
        gr.figures.iter().any(|f| g.figure(*f).is_some_and(|f| g.setup.table.area_at(f.at) == Some(area)))
    })
}

/// The area a group stands in (its first figure's), if any.
pub(crate) fn area_of(g: &Game, group: GroupId) -> Option<AreaId> {
    let f = g.group(group).ok()?.figures.first().copied()?;
    g.setup.table.area_at(g.figure(f)?.at)
}

/// The smoke markers that hide groups, as geometry's veils (CG-DT-SAVANNAH-08, CG-DT-JUNGLE-35).
pub(crate) fn veils(g: &Game) -> Vec<crate::geometry::Veil> {
    use crate::geometry::{Veil, VeilKind};
    g.terrain
        .markers
        .iter()
        .filter_map(|m| match *m {
            AreaMarker::Hiding { area } => Some(Veil { area, kind: VeilKind::Hiding }),
            AreaMarker::Mist { area } => Some(Veil { area, kind: VeilKind::Mist }),
            _ => None,
        })
        .collect()
}

/// An Event token whose effect is a Dangerous Terrain effect (CG-USR-19): resolved for `group`
/// as the first table entry with that effect, in the group's area.
pub(crate) fn as_entry(g: &Game, group: GroupId, effect: &crate::dangerous_terrain::DangerousEffect) -> Option<Task> {
    let e = environment(g)
        .table()
        .iter()
        .chain(Environment::Jungle.table().iter())
        .chain(Environment::Savannah.table().iter())
        .find(|e| e.effect == *effect)?;
    let area = area_of(g, group).unwrap_or(AreaId(u32::MAX));
    let start = g.group(group).ok()?.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
    Some(Task::Terrain(TerrainTask::Explore(Explore {
        group,
        area,
        start,
        table: true,
        stage: Stage::Entry { entry: String::from(e.id), step: 0, rolls: Vec::new(), figures: 0 },
        ask: None,
        answer: None,
        line: Vec::new(),
        frenzy: None,
        entered_from: None,
    })))
}
