//! Wild Animals in play, and the end of each Action step: the lion and the gorilla appear when
//! an Animal Stress token is drawn, act at the end of each Action step and fight groups; the
//! bush fire burns at the end of each turn.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Wild Animals, Lion, The gorilla
//! (CG-ANIMAL-01 to CG-ANIMAL-11); "Dangerous Terrain Table: Savannah" 9/4-5 (the bush fire);
//! `shared/RULINGS.md` "Animal melee"; docs/rulings.md "Adventures in play".
//!
//! Shooting at an animal (CG-ANIMAL-09, CG-ANIMAL-12) is `wild::shot`.

use crate::adventure::animals::{AnimalKind, AnimalProfile};
use crate::casualties::{Casualties, Loss};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::exploration::{AreaMarker, Choice, TerrainEvent, TerrainTask};
use crate::game::{Flow, Game};
use crate::geometry::AreaId;
use crate::geometry::base::GroupKey;
use crate::geometry::table::ObstacleId;
use crate::pending::{Ask, RollPurpose};
use crate::state::{GroupId, Player};
use crate::stress::StressDraw;
use crate::tasks::Task;
use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Point};

/// An animal's id (its index in [`crate::exploration::TerrainState::animals`]): data of
/// congo-model's `adventure::animals`, named here too.
pub use crate::adventure::animals::AnimalId;

/// The geometry keys of animals start here (group keys are below).
const ANIMAL_KEY: u32 = 1 << 20;

/// A wild animal on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimal"))]
pub struct Animal {
    /// Lion or gorilla.
    pub kind: AnimalKind,
    /// Where its base's centre is.
    pub at: Point,
    /// The area it was placed in (the gorilla returns there after a melee).
    pub home: AreaId,
    /// Times enraged (the gorilla).
    pub enraged: u8,
    /// Still alive.
    pub alive: bool,
}

impl Animal {
    fn profile(&self) -> AnimalProfile {
        match self.kind {
            AnimalKind::Lion => crate::adventure::animals::LION,
            AnimalKind::Gorilla => crate::adventure::animals::GORILLA,
        }
    }
}

/// The living animals' keys and bases, as geometry sees them (one-base groups of
/// `Side::Animal`, enemies of both sides: CG-ANIMAL-06).
pub(crate) fn bases(g: &Game) -> impl Iterator<Item = (GroupKey, Point)> + '_ {
    g.terrain.animals.iter().enumerate().filter(|(_, a)| a.alive).map(|(i, a)| (GroupKey(ANIMAL_KEY + i as u32), a.at))
}

/// The geometry key of an animal.
pub(crate) const fn key(id: AnimalId) -> GroupKey {
    GroupKey(ANIMAL_KEY + id.0 as u32)
}

/// True when a geometry key is an animal's (one of the [`AnimalId`] range above
/// `ANIMAL_KEY`; the pieces' keys lie above it, `crate::universal::pieces::PIECE_KEY`).
pub(crate) const fn is_animal(key: GroupKey) -> bool {
    key.0 >= ANIMAL_KEY && key.0 - ANIMAL_KEY <= u16::MAX as u32
}

/// The animal a geometry key stands for, if it is an animal's.
pub(crate) fn animal_id(key: GroupKey) -> Option<AnimalId> {
    if !is_animal(key) {
        return None;
    }
    key.0.checked_sub(ANIMAL_KEY).map(|i| AnimalId(u16::try_from(i).unwrap_or(u16::MAX)))
}

/// The animal a geometry key stands for, in words ("the lion", "the gorilla"), for a refusal
/// that names it.
pub(crate) fn name(g: &Game, key: GroupKey) -> Option<&'static str> {
    let a = g.terrain.animals.get(usize::from(animal_id(key)?.0))?;
    Some(match a.kind {
        AnimalKind::Lion => "the lion",
        AnimalKind::Gorilla => "the gorilla",
    })
}

/// True when `animal` is a living animal on the table.
pub(crate) fn alive(g: &Game, animal: AnimalId) -> bool {
    g.terrain.animals.get(usize::from(animal.0)).is_some_and(|a| a.alive)
}

/// A group's move engaged `animal` (CG-MOVE-16 with an animal, an enemy of both sides:
/// CG-ANIMAL-06), across `obstacle` if any (CG-TERR-17): the event, and the melee to fight at
/// once, with the group's Combat roll in attack and the animal's dice (CG-ANIMAL-08,
/// CG-ANIMAL-11).
pub(crate) fn engaged(
    g: &Game,
    group: GroupId,
    animal: AnimalId,
    obstacle: Option<ObstacleId>,
    ev: &mut Vec<Event>,
) -> Task {
    let rule = match g.terrain.animals.get(usize::from(animal.0)).map(|a| a.kind) {
        Some(AnimalKind::Gorilla) => "CG-ANIMAL-11",
        _ => "CG-ANIMAL-08",
    };
    ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::AnimalEngaged { group, animal } }));
    AnimalTask::melee(animal, group, Some(obstacle))
}

/// Where the living animals stand.
pub(crate) fn positions(g: &Game) -> impl Iterator<Item = Point> + '_ {
    g.terrain.animals.iter().filter(|a| a.alive).map(|a| a.at)
}

/// True when a living animal stands in `area` (it explores the area: CG-TERR-11).
pub(crate) fn animal_in(g: &Game, area: AreaId) -> bool {
    positions(g).any(|p| g.setup.table.area_at(p) == Some(area))
}

/// The dangerous areas no group occupies, where a free spot takes the animal (CG-ANIMAL-02).
fn free_areas(g: &Game) -> Vec<Choice> {
    g.setup
        .table
        .areas()
        .iter()
        .filter(|a| a.dangerous && !a.blocking)
        .filter(|a| !g.groups_in_play().any(|o| crate::exploration::group_in_area(g, o, a.id)))
        .filter(|a| crate::exploration::effects::free_spot(g, a.id).is_some())
        .map(|a| Choice::Area { area: a.id })
        .collect()
}

/// The environment's animal appears: returns the placement task, or `None` when no dangerous
/// area may take it (CG-ANIMAL-03: the token goes back to the bag).
pub(crate) fn appear(g: &Game, group: GroupId) -> Option<Task> {
    let player = g.group(group).ok()?.owner;
    let options = free_areas(g);
    (!options.is_empty()).then_some(Task::Terrain(TerrainTask::Animal(AnimalTask::Place {
        group,
        player,
        options,
        answer: None,
    })))
}

/// A wild animal at work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalTask"))]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum AnimalTask {
    /// The player who drew the Animal token picks the dangerous area (CG-ANIMAL-02).
    Place {
        /// The group that drew the token.
        group: GroupId,
        /// Who places the animal.
        player: Player,
        /// The areas offered.
        options: Vec<Choice>,
        /// The answer.
        answer: Option<Choice>,
    },
    /// An animal fights a group (CG-ANIMAL-08, CG-ANIMAL-11): the group's Combat roll first.
    Melee {
        /// The animal.
        animal: AnimalId,
        /// The group.
        group: GroupId,
        /// The group's roll is done.
        rolled: bool,
        /// The group engaged the animal with a move ([`crate::Decision::EngageAnimal`]): it rolls
        /// in attack, and gathers inside the terrain area it charged into if the melee leaves it
        /// partly outside (CG-MELEE-06). Absent in JSON = `false` (the animal attacked).
        #[serde(default, skip_serializing_if = "core::ops::Not::not")]
        engaged: bool,
        /// Where the culture rules that act before the group's roll stand (docs/rulings.md
        /// "Culture rules in a melee against a wild animal"). Absent in JSON = `authority`.
        #[serde(default)]
        stage: AnimalMeleeStage,
        /// Combat dice the group gained for this melee (Frenzy, CG-AK-02).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bonus: Vec<Die>,
        /// The Frenzy answer, once given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        frenzy: Option<Option<crate::state::FigureId>>,
        /// The obstacle the group engaged the animal across, if any: the animal, its defender,
        /// re-rolls its failed dice once (CG-TERR-18), and a winning group may cross it
        /// (CG-TERR-17). Absent in JSON = none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        obstacle: Option<ObstacleId>,
    },
    /// A group that lost a melee to an animal retreats from it (RULINGS.md "Animal melee";
    /// Congo rulebook, "Running away": "Retreat is a movement of S in the direction that will
    /// allow the retreating group to move the greatest possible distance away from its
    /// opponent"; CG-FLIGHT-02, CG-FLIGHT-04): an S move taking its leading figure as far as
    /// possible from the animal, a figure lost if the retreat is cut short (CG-FLIGHT-09).
    Retreat {
        /// The animal.
        animal: AnimalId,
        /// The group.
        group: GroupId,
        /// Its owner's choice of the leading figure (`crate::flight::LeaderChoice`).
        #[serde(default, skip_serializing_if = "crate::flight::LeaderChoice::is_empty")]
        choice: crate::flight::LeaderChoice,
    },
    /// A group's Shooting action at an animal (CG-ANIMAL-09, CG-ANIMAL-12): the Attack roll,
    /// then the animal's Cover roll and what the uncancelled hits do.
    Shot(shot::AnimalShot),
    /// A group won its melee against the animal (more hits, the animal killed or not), what
    /// follows: when it engaged the animal across an obstacle it may cross it at once (Congo
    /// rulebook, "Obstacles": "If the attacking group wins the combat, it may immediately cross
    /// the obstacle"; CG-TERR-17), asked as after a melee against a group; when it engaged,
    /// left partly inside a terrain area, it gathers inside it (CG-MELEE-06); when it killed
    /// the animal, Meat! (CG-FOREST-08).
    Won {
        /// The animal (dead or alive).
        animal: AnimalId,
        /// The group.
        group: GroupId,
        /// The group engaged the animal with a move.
        #[serde(default, skip_serializing_if = "core::ops::Not::not")]
        engaged: bool,
        /// The obstacle it engaged across, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        obstacle: Option<ObstacleId>,
        /// Its owner's answer to the crossing question, once given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        cross: Option<bool>,
    },
}

/// Where an animal melee stands before the group's roll: the culture rules a group melee
/// applies at its opening, applied to the group alone (the animal "is never affected by the
/// rules of Special characters and groups"; docs/rulings.md "Culture rules in a melee against a
/// wild animal").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalMeleeStage"))]
#[serde(rename_all = "snake_case")]
pub enum AnimalMeleeStage {
    /// The King's Authority, when his group engaged the animal (CG-AK-01).
    #[default]
    Authority,
    /// The Prince's Frenzy, whoever engaged (CG-AK-02).
    Frenzy,
    /// The group's Combat roll.
    Roll,
}

impl AnimalTask {
    /// A melee between `group` and `animal`, to fight now; `engaged`: the group engaged it
    /// (`Some`), across that obstacle if any.
    pub(crate) fn melee(animal: AnimalId, group: GroupId, engaged: Option<Option<ObstacleId>>) -> Task {
        Task::Terrain(TerrainTask::Animal(AnimalTask::Melee {
            animal,
            group,
            rolled: false,
            engaged: engaged.is_some(),
            stage: AnimalMeleeStage::Authority,
            bonus: Vec::new(),
            frenzy: None,
            obstacle: engaged.flatten(),
        }))
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        match self {
            AnimalTask::Place { group, player, options, answer: None } => Some((
                *player,
                Ask::Choose { group: Some(*group), rule: "CG-ANIMAL-02".into(), options: options.clone() },
            )),
            AnimalTask::Retreat { group, choice, .. } => choice.prompt(g, *group),
            AnimalTask::Melee { group, rolled: false, stage: AnimalMeleeStage::Frenzy, frenzy: None, .. } => {
                crate::special::kingdoms::frenzy_prompt(g, *group)
            }
            AnimalTask::Won { group, obstacle: Some(obstacle), cross: None, .. } => {
                crate::space::crossing(g, *group, *obstacle)?;
                Some((g.group(*group).ok()?.owner, Ask::CrossObstacle { group: *group, obstacle: *obstacle }))
            }
            _ => None,
        }
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        let asked = self.prompt(g).is_some();
        match self {
            AnimalTask::Place { player, options, answer, .. } => {
                crate::exploration::choice_answer(&Some((*player, options.clone())), answer, d)
            }
            AnimalTask::Retreat { group, choice, .. } => choice.answer(g, *group, d),
            AnimalTask::Melee {
                group, rolled: false, stage: AnimalMeleeStage::Frenzy, frenzy: frenzy @ None, ..
            } => {
                *frenzy = Some(crate::special::kingdoms::frenzy_answer(g, *group, d)?);
                Ok(())
            }
            AnimalTask::Won { cross, .. } if asked => {
                let Decision::CrossObstacle { cross: c } = d else {
                    return Err(RuleError::WrongDecision { expected: "cross_obstacle" });
                };
                *cross = Some(*c);
                Ok(())
            }
            AnimalTask::Melee { .. } | AnimalTask::Shot(_) | AnimalTask::Won { .. } => {
                Err(RuleError::WrongDecision { expected: "no choice is asked here" })
            }
        }
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self {
            AnimalTask::Place { answer: None, .. } => Ok(Flow::Wait(Task::Terrain(TerrainTask::Animal(self)))),
            AnimalTask::Place { answer: Some(Choice::Area { area }), player, .. } => {
                let kind = AnimalProfile::of(crate::exploration::environment(g)).kind;
                if let Some(at) = crate::exploration::effects::free_spot(g, area) {
                    let id = AnimalId(u16::try_from(g.terrain.animals.len()).unwrap_or(u16::MAX));
                    g.terrain.animals.push(Animal { kind, at, home: area, enraged: 0, alive: true });
                    ev.push(Event::new(
                        "CG-ANIMAL-02",
                        What::Terrain { event: TerrainEvent::Chose { player, choice: Choice::Area { area } } },
                    ));
                    ev.push(Event::new(
                        "CG-ANIMAL-02",
                        What::Terrain { event: TerrainEvent::AnimalPlaced { animal: id, kind, at } },
                    ));
                }
                Ok(Flow::Done)
            }
            AnimalTask::Place { .. } => Ok(Flow::Done),
            AnimalTask::Melee { rolled: false, .. } => self.opening(g, ev),
            AnimalTask::Melee { animal, group, rolled: true, engaged, obstacle, .. } => {
                melee(g, animal, group, engaged.then_some(obstacle), ev)
            }
            AnimalTask::Retreat { animal, group, choice } => retreat(g, animal, group, choice, ev),
            AnimalTask::Shot(s) => s.advance(g, ev),
            AnimalTask::Won { animal, group, engaged, obstacle, cross } => {
                won(g, animal, group, engaged, obstacle, cross, ev)
            }
        }
    }
}

impl AnimalTask {
    /// An animal melee before the group's roll is done: the King's Authority when his group
    /// engaged (CG-AK-01), the Prince's Frenzy (CG-AK-02), then the group's Combat roll
    /// (`crate::melee::melee_dice`, `crate::melee::combat_roll`: the pools and rules of a group
    /// melee; the animal holds no Stress token for Mystical Trance).
    fn opening(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let AnimalTask::Melee { animal, group, engaged, stage, mut bonus, mut frenzy, obstacle, .. } = self else {
            return Ok(Flow::Done);
        };
        if !g.group(group)?.in_play() {
            return Ok(Flow::Done);
        }
        let task = |stage, bonus, frenzy, rolled| {
            Task::Terrain(TerrainTask::Animal(AnimalTask::Melee {
                animal,
                group,
                rolled,
                engaged,
                stage,
                bonus,
                frenzy,
                obstacle,
            }))
        };
        match stage {
            AnimalMeleeStage::Authority => {
                let next = task(AnimalMeleeStage::Frenzy, bonus, frenzy, false);
                let authority = if engaged { crate::special::kingdoms::authority(g, group, ev)? } else { None };
                Ok(match authority {
                    Some(t) => Flow::Call(next, t),
                    None => Flow::Then(next),
                })
            }
            AnimalMeleeStage::Frenzy => match crate::special::kingdoms::frenzy_step(g, group, &mut frenzy, ev)? {
                None => Ok(Flow::Wait(task(stage, bonus, frenzy, false))),
                Some(dice) => {
                    bonus.extend(dice);
                    Ok(Flow::Then(task(AnimalMeleeStage::Roll, bonus, None, false)))
                }
            },
            AnimalMeleeStage::Roll => {
                let purpose = if engaged { RollPurpose::MeleeAttack } else { RollPurpose::MeleeDefence };
                let pool = crate::melee::melee_dice(g, group, 0, &bonus);
                let next = task(stage, Vec::new(), None, true);
                Ok(match crate::melee::combat_roll(g, group, purpose, pool, ev)? {
                    Some(roll) => Flow::Call(next, Task::Roll(roll)),
                    None => Flow::Then(next),
                })
            }
        }
    }
}

/// The animal's dice against the group's roll, and the result (RULINGS.md "Animal melee");
/// `engaged`: the group engaged the animal with a move (`Some`), across that obstacle if any.
fn melee(
    g: &mut Game,
    animal: AnimalId,
    group: GroupId,
    engaged: Option<Option<ObstacleId>>,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    let obstacle = engaged.flatten();
    let mine = g.rolled.take().unwrap_or_default();
    let Some(a) = g.terrain.animals.get(usize::from(animal.0)).cloned() else { return Ok(Flow::Done) };
    let p = a.profile();
    let stress = u8::try_from(g.group(group)?.stress.len()).unwrap_or(u8::MAX);
    // The defender of the obstacle re-rolls its failed dice once (CG-TERR-18).
    let theirs = p.roll_melee(stress, a.enraged, obstacle.is_some(), &mut g.dice)?;
    let count = |r: &[tabletop::DieRoll]| u8::try_from(r.iter().filter(|d| d.is_success()).count()).unwrap_or(u8::MAX);
    // The group's hits as in a group melee (Ruthless adds its success: CG-ZAN-02).
    let (group_hits, animal_hits) = (crate::melee::hits(g, group, &mine), count(&theirs));
    let rule = if a.kind == AnimalKind::Lion { "CG-ANIMAL-08" } else { "CG-ANIMAL-11" };
    ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::AnimalAttacks { animal, group, dice: theirs } }));
    let killed = group_hits >= animal_hits.saturating_add(2);
    ev.push(Event::new(
        rule,
        What::Terrain { event: TerrainEvent::AnimalMelee { animal, group, group_hits, animal_hits, killed } },
    ));
    if killed {
        kill(g, animal, ev);
        // The carcass: a bulky Loot token the group carries (CG-ANIMAL-05).
        crate::universal::pieces::gain_loot(g, group, true)?;
        ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::LootTaken { group, count: 1, bulky: true } }));
        return Ok(Flow::Then(won_task(animal, group, engaged)));
    }
    if a.kind == AnimalKind::Gorilla {
        // Back to its starting point (CG-ANIMAL-11): it never left it.
        if let Some(x) = g.terrain.animals.get_mut(usize::from(animal.0)) {
            x.at = a.at;
        }
    }
    if group_hits > animal_hits {
        return Ok(Flow::Then(won_task(animal, group, engaged)));
    }
    let lost = crate::melee::outcome(animal_hits - group_hits).casualties;
    // The loser leaves what it holds where it stands (CG-OBJ-03), then, as the loser of a melee
    // against a group: casualties, its retreat, its Stress token (CG-ANIMAL-08; the stack runs
    // the last pushed first).
    crate::universal::pieces::on_animal_melee_lost(g, group, ev)?;
    let choice = crate::flight::LeaderChoice::default();
    g.stack.push(StressDraw::new(group, 1, StressCause::Melee));
    g.stack.push(Task::Terrain(TerrainTask::Animal(AnimalTask::Retreat { animal, group, choice })));
    if lost > 0 {
        g.stack.push(Casualties::new(group, lost, true, Loss::Melee));
    }
    Ok(Flow::Done)
}

/// [`AnimalTask::Won`], its question not yet asked; `engaged` as for `melee`.
fn won_task(animal: AnimalId, group: GroupId, engaged: Option<Option<ObstacleId>>) -> Task {
    let (obstacle, engaged) = (engaged.flatten(), engaged.is_some());
    Task::Terrain(TerrainTask::Animal(AnimalTask::Won { animal, group, engaged, obstacle, cross: None }))
}

/// A group won against `animal`: it crosses `obstacle` if it may and its owner accepts
/// (geometry's `cross_obstacle`, as after a melee against a group: CG-TERR-17); having engaged,
/// it regroups inside the area it charged into (CG-MELEE-06), touching no living animal; having
/// killed the animal, Meat! (CG-FOREST-08) frightens the other enemy groups near the Cannibals,
/// as after a group melee they won.
fn won(
    g: &mut Game,
    animal: AnimalId,
    group: GroupId,
    engaged: bool,
    obstacle: Option<ObstacleId>,
    cross: Option<bool>,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    if let Some((leader, formation)) = obstacle.and_then(|o| crate::space::crossing(g, group, o)) {
        match cross {
            None => {
                let task = AnimalTask::Won { animal, group, engaged, obstacle, cross };
                return Ok(Flow::Wait(Task::Terrain(TerrainTask::Animal(task))));
            }
            Some(true) => crate::flight::place(g, group, leader, &formation, false, "CG-TERR-17", ev)?,
            Some(false) => {}
        }
    }
    let killed = !alive(g, animal);
    if engaged {
        crate::space::regroup_after_melee_against(g, group, (!killed).then_some(key(animal)), ev)?;
    }
    if killed {
        let draws = crate::special::forest::meat(g, group, None, ev)?;
        g.stack.extend(draws.into_iter().rev());
    }
    Ok(Flow::Done)
}

/// The retreat of a group that lost to `animal`: geometry's retreat away from the animal's base,
/// led by the figure its owner chooses (`crate::flight::LeaderChoice`, CG-FLIGHT-02); cut short
/// or impossible, the group loses a figure (CG-FLIGHT-04, CG-FLIGHT-05).
fn retreat(
    g: &mut Game,
    animal: AnimalId,
    group: GroupId,
    mut choice: crate::flight::LeaderChoice,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    use crate::geometry::retreat::{Extent, RunAwayKind};
    if !g.group(group)?.in_play() {
        return Ok(Flow::Done);
    }
    let from = GroupKey(ANIMAL_KEY + u32::from(animal.0));
    let kind = if g.terrain.animals.get(usize::from(animal.0)).is_some_and(|a| a.alive) {
        RunAwayKind::Retreat { from }
    } else {
        RunAwayKind::Flight
    };
    let Some(leader) = choice.settle(g, group, kind)? else {
        return Ok(Flow::Wait(Task::Terrain(TerrainTask::Animal(AnimalTask::Retreat { animal, group, choice }))));
    };
    let r = crate::space::run_as(g, group, kind, leader)?;
    // The retreat is told, then its move.
    let limited = r.extent != Extent::Full;
    ev.push(Event::new(
        "CG-FLIGHT-02",
        What::Terrain { event: TerrainEvent::RetreatedFromAnimal { group, animal, limited } },
    ));
    if let Some(o) = &r.outcome {
        crate::flight::place(g, group, o.leader, &o.formation, false, "CG-FLIGHT-02", ev)?;
    }
    if limited {
        return Ok(Flow::Then(Casualties::new(group, 1, false, Loss::Flight)));
    }
    Ok(Flow::Done)
}

/// The animal dies; its Animal token goes back to the bag (CG-ANIMAL-04).
fn kill(g: &mut Game, animal: AnimalId, ev: &mut Vec<Event>) {
    if let Some(x) = g.terrain.animals.get_mut(usize::from(animal.0)) {
        x.alive = false;
        g.bag.put_back_extra(crate::stress::BagToken::Animal);
        ev.push(Event::new("CG-ANIMAL-04", What::Terrain { event: TerrainEvent::AnimalKilled { animal } }));
    }
}

/// The end of an Action step: each living animal acts in turn (CG-ANIMAL-07, CG-ANIMAL-10); at
/// the end of the turn's last step the bush fires burn (CG-DT-SAVANNAH-34). Then the turn goes
/// on (`crate::turn::finish_step`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStepEnd"))]
pub struct StepEnd {
    /// The next animal to act.
    pub next: u16,
    /// The bush fires have burnt.
    pub burnt: bool,
}

/// The task the end of a step needs, if any (animals on the table, or a bush fire at the end of
/// the turn).
pub(crate) fn step_end(g: &Game, last_step: bool) -> Option<Task> {
    let animals = g.terrain.animals.iter().any(|a| a.alive);
    let fire = last_step && g.terrain.markers.iter().any(|m| matches!(m, AreaMarker::BushFire { .. }));
    (animals || fire).then_some(Task::Terrain(TerrainTask::StepEnd(StepEnd { next: 0, burnt: !last_step })))
}

impl StepEnd {
    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        // The heading is told before the first animal that does something; the task comes back
        // (with `next` past it) only after an animal's melee, so it was told then.
        let mut told = self.next > 0;
        while let Some(a) = g.terrain.animals.get(usize::from(self.next)).cloned() {
            let id = AnimalId(self.next);
            self.next = self.next.saturating_add(1);
            if !a.alive {
                continue;
            }
            let at = ev.len();
            let engaged = act(g, id, &a, ev)?;
            let rule = if a.kind == AnimalKind::Lion { "CG-ANIMAL-07" } else { "CG-ANIMAL-10" };
            if !told && (ev.len() > at || engaged.is_some()) {
                told = true;
                ev.insert(at, Event::new(rule, What::WildAnimalsAct { step: g.step }));
            }
            if let Some(group) = engaged {
                ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::AnimalCharges { animal: id, group } }));
                let fight = AnimalTask::melee(id, group, None);
                return Ok(Flow::Call(Task::Terrain(TerrainTask::StepEnd(self)), fight));
            }
        }
        if !self.burnt {
            self.burnt = true;
            let mut tasks = Vec::new();
            for m in g.terrain.markers.clone() {
                let AreaMarker::BushFire { area } = m else { continue };
                for gid in g.groups_in_play().collect::<Vec<_>>() {
                    if !crate::exploration::group_in_area(g, gid, area) {
                        continue;
                    }
                    let roll = g.dice.roll(Die::D6)?;
                    let burnt = !roll.is_success();
                    let outcome = if burnt { "the fire takes a man" } else { "the group escapes the flames" };
                    ev.push(Event::new(
                        "CG-DT-SAVANNAH-34",
                        What::Terrain {
                            event: TerrainEvent::Rolled { group: Some(gid), dice: vec![roll], outcome: outcome.into() },
                        },
                    ));
                    if burnt {
                        tasks.push(Casualties::new(gid, 1, false, Loss::Terrain));
                    }
                }
            }
            if !tasks.is_empty() {
                g.stack.push(Task::Terrain(TerrainTask::StepEnd(self)));
                g.stack.extend(tasks);
                return Ok(Flow::Done);
            }
        }
        crate::turn::finish_step(g, ev)?;
        Ok(Flow::Done)
    }
}

/// One animal's activation; returns the group it engages.
fn act(g: &mut Game, id: AnimalId, a: &Animal, ev: &mut Vec<Event>) -> Result<Option<GroupId>, RuleError> {
    let key = GroupKey(ANIMAL_KEY + u32::from(id.0));
    let err = crate::space::field_err;
    match a.kind {
        AnimalKind::Lion => {
            let roll = g.dice.roll(Die::D8)?;
            ev.push(Event::new(
                "CG-ANIMAL-07",
                What::Terrain { event: TerrainEvent::AnimalWakes { animal: id, roll } },
            ));
            if !roll.is_success() {
                return Ok(None);
            }
            let m = crate::space::with_field(g, |f| {
                crate::geometry::animal_advance(f, key, crate::profile::Stick::M.length())
            })?
            .map_err(err)?;
            if let Some(&to) = m.path.last() {
                if let Some(x) = g.terrain.animals.get_mut(usize::from(id.0)) {
                    x.at = to;
                }
                if m.path.len() > 1 {
                    ev.push(Event::new(
                        "CG-ANIMAL-07",
                        What::Terrain { event: TerrainEvent::AnimalMoved { animal: id, to } },
                    ));
                }
            }
            Ok(m.engaged.map(|f| crate::space::id(f.group)).filter(|gid| g.group(*gid).is_ok_and(|x| x.in_play())))
        }
        AnimalKind::Gorilla => {
            // Any group in its area or within S of it wakes it; it engages the closest of them
            // to itself (base to base; ties: the lower key), not to the area (CG-ANIMAL-10).
            let reach = crate::profile::Stick::S.length();
            let closest = crate::space::with_field(g, |f| {
                let near = f.groups_near_area(a.home, reach)?;
                crate::geometry::animal::closest_where(f, key, |pg| {
                    crate::space::group_id(pg.key).is_some() && near.iter().any(|(k, _)| *k == pg.key)
                })
            })?
            .map_err(err)?;
            Ok(closest.and_then(crate::space::group_id).filter(|gid| g.group(*gid).is_ok_and(|x| x.in_play())))
        }
    }
}

#[cfg(test)]
pub(crate) mod culture_tests;
#[cfg(test)]
mod engage_tests;
pub mod shot;
#[cfg(test)]
mod tests;
