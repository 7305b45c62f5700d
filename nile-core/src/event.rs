//! What happened: every decision returns the events it caused, in order. They carry enough to
//! narrate a day (see `examples/expedition.rs`) and to audit every roll.

use crate::activity::ActivityLevel;
use crate::decision::Leave;
use crate::events::Table;
use crate::health::Condition;
use crate::hooks::DangerousGame;
use crate::map::{Direction, Exploration, Square};
use crate::party::{Abandoned, Fate, ManId, Role, TeamId};
use crate::supercargo::{SupercargoEvent, SupercargoKind};
use crate::supplies::Stores;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Point};

/// Why a move stopped short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStopReason"))]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// The table edge.
    TableEdge,
    /// An impassable square.
    Impassable,
    /// The porters refuse to enter the square.
    PortersRefuse,
    /// The ox-wagon cannot enter Mountains.
    WagonInMountains,
    /// Camels cannot enter Jungle, Swamp or Mountains.
    Camels,
    /// A river to ford (it takes the next full turn).
    RiverBank,
    /// The party entered the centre table.
    ReachedCentre,
    /// The rumoured graveyard was reached.
    Graveyard,
    /// The river ends or leaves the table (afloat).
    RiverEnds,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A new day begins.
    DayBegins {
        /// The day, from 1.
        day: u16,
    },
    /// A team planned its day.
    Planned {
        /// The team.
        team: TeamId,
        /// Activity Level.
        activity: ActivityLevel,
        /// Heading.
        heading: Direction,
        /// Guide used.
        use_guide: bool,
        /// By canoe.
        afloat: bool,
    },
    /// Something was left behind by choice.
    LeftBehind {
        /// The team.
        team: TeamId,
        /// What.
        what: Leave,
    },
    /// A Lucky Break was played: the step was run again with the last die re-rolled.
    LuckyBreak {
        /// The team.
        team: TeamId,
        /// The die.
        die: Die,
        /// Old face.
        old: u8,
        /// New face.
        new: u8,
    },
    /// The morning's food and water.
    Rations {
        /// The team.
        team: TeamId,
        /// Rations eaten.
        eaten: u32,
        /// Water drunk (men and animals).
        drunk: u32,
        /// Men without food.
        hungry: u32,
        /// Men without water.
        thirsty: u32,
    },
    /// A hunger or thirst roll (EX-FOOD-03, EX-WATER-01).
    Privation {
        /// The team.
        team: TeamId,
        /// The man.
        man: ManId,
        /// True for thirst, false for hunger.
        thirst: bool,
        /// Unmodified die.
        face: u8,
        /// Modified total.
        total: u8,
    },
    /// The event check (EX-MOVE-08).
    EventCheck {
        /// The team.
        team: TeamId,
        /// The event die.
        die: Die,
        /// Its face.
        face: u8,
        /// True when an event occurs.
        occurred: bool,
    },
    /// A Wilderness Encounter was rolled.
    Wilderness {
        /// The team.
        team: TeamId,
        /// The table.
        table: Table,
        /// The D10 face (10 = the printed 0).
        face: u8,
    },
    /// The Botanist ignores an event about plants, fruits or berries (EX-SKILL-11).
    BotanistIgnores {
        /// The team.
        team: TeamId,
    },
    /// A supercargo event.
    Supercargo {
        /// The team.
        team: TeamId,
        /// Who.
        who: SupercargoKind,
        /// The result.
        event: SupercargoEvent,
    },
    /// The Lost Check (EX-LOST-01).
    LostCheck {
        /// The team.
        team: TeamId,
        /// Unmodified D6.
        face: u8,
        /// Modified total.
        total: i8,
        /// The terrain's Lost Number.
        lost_number: u8,
        /// True when lost.
        lost: bool,
        /// A guide's +1 was used.
        guide: bool,
    },
    /// The Lost Template (EX-LOST-12/13, EX-SKILL-06).
    LostTemplate {
        /// The team.
        team: TeamId,
        /// Its D6.
        face: u8,
        /// The heading taken.
        heading: Direction,
        /// False when Nose For Direction shows the party was not actually lost.
        actually_lost: bool,
    },
    /// The day's move.
    Moved {
        /// The team.
        team: TeamId,
        /// Movement dice faces.
        dice: Vec<u8>,
        /// Intended distance, thousandths of an inch.
        intended: i32,
        /// From.
        from: Point,
        /// To.
        to: Point,
        /// Why it stopped short, if it did.
        stopped: Option<StopReason>,
    },
    /// No movement this turn.
    NoMovement {
        /// The team.
        team: TeamId,
    },
    /// A square was explored.
    Explored {
        /// The team.
        team: TeamId,
        /// What was found.
        found: Exploration,
    },
    /// The party forded a river (EX-CROSS-01/02).
    Forded {
        /// The team.
        team: TeamId,
        /// The square.
        square: Square,
    },
    /// A man left the party.
    ManGone {
        /// The team.
        team: TeamId,
        /// The man.
        man: ManId,
        /// What he was.
        role: Role,
        /// How.
        fate: Fate,
        /// Goods lost with him.
        load: Stores,
    },
    /// A man's condition changed (sickness, injury, recovery).
    Health {
        /// The team.
        team: TeamId,
        /// The man.
        man: ManId,
        /// What he is.
        role: Role,
        /// New condition.
        condition: Condition,
    },
    /// The Lucky Bastard roll (EX-SKILL-07).
    LuckyBastard {
        /// The team.
        team: TeamId,
        /// Face.
        face: u8,
        /// True: he cheats death.
        cheated: bool,
    },
    /// Goods lost.
    GoodsLost {
        /// The team.
        team: TeamId,
        /// What.
        goods: Stores,
    },
    /// Goods gained (water refilled, ivory...).
    GoodsGained {
        /// The team.
        team: TeamId,
        /// What.
        goods: Stores,
    },
    /// Animals lost.
    AnimalsLost {
        /// The team.
        team: TeamId,
        /// How many.
        count: u32,
    },
    /// Canoes gained (positive) or lost (negative).
    Canoes {
        /// The team.
        team: TeamId,
        /// Change.
        change: i32,
    },
    /// What could not be carried was left behind.
    Abandoned {
        /// The team.
        team: TeamId,
        /// What.
        abandoned: Abandoned,
    },
    /// The porters will not enter a square.
    Forbidden {
        /// The team.
        team: TeamId,
        /// The square.
        square: Square,
    },
    /// A square was marked impassable.
    Impassable {
        /// The square.
        square: Square,
    },
    /// A dangerous-game encounter, handed to the animals rules ([`crate::hooks`]).
    DangerousGame {
        /// The team.
        team: TeamId,
        /// What.
        encounter: DangerousGame,
    },
    /// A die rolled inside an entry (which entry it belongs to is the preceding event).
    Roll {
        /// The team.
        team: TeamId,
        /// What it decides.
        what: RollPurpose,
        /// The die.
        die: Die,
        /// Its face.
        face: u8,
    },
    /// A team entered the centre table.
    Arrived {
        /// The team.
        team: TeamId,
        /// The square.
        square: Square,
    },
    /// A team's expedition ended: its explorer is dead.
    Perished {
        /// The team.
        team: TeamId,
    },
    /// A photo was taken.
    Photo {
        /// The team.
        team: TeamId,
        /// Which.
        photo: crate::supercargo::Photo,
    },
    /// The game ended.
    GameOver {
        /// The last day played.
        day: u16,
    },
    /// The race's end: natives, hunting, the quest, completion (`crate::race`).
    Race {
        /// The team.
        team: TeamId,
        /// What happened (boxed: the reports are large).
        event: alloc::boxed::Box<crate::race::RaceEvent>,
    },
}

impl Event {
    /// The team this event is about, `None` for an event of the whole race (a new day, a square
    /// marked impassable, the game's end).
    pub fn team(&self) -> Option<TeamId> {
        match self {
            Event::Planned { team, .. }
            | Event::LeftBehind { team, .. }
            | Event::LuckyBreak { team, .. }
            | Event::Rations { team, .. }
            | Event::Privation { team, .. }
            | Event::EventCheck { team, .. }
            | Event::Wilderness { team, .. }
            | Event::BotanistIgnores { team, .. }
            | Event::Supercargo { team, .. }
            | Event::LostCheck { team, .. }
            | Event::LostTemplate { team, .. }
            | Event::Moved { team, .. }
            | Event::NoMovement { team, .. }
            | Event::Explored { team, .. }
            | Event::Forded { team, .. }
            | Event::ManGone { team, .. }
            | Event::Health { team, .. }
            | Event::LuckyBastard { team, .. }
            | Event::GoodsLost { team, .. }
            | Event::GoodsGained { team, .. }
            | Event::AnimalsLost { team, .. }
            | Event::Canoes { team, .. }
            | Event::Abandoned { team, .. }
            | Event::Forbidden { team, .. }
            | Event::DangerousGame { team, .. }
            | Event::Roll { team, .. }
            | Event::Arrived { team, .. }
            | Event::Perished { team, .. }
            | Event::Photo { team, .. }
            | Event::Race { team, .. } => Some(*team),
            Event::DayBegins { .. } | Event::Impassable { .. } | Event::GameOver { .. } => None,
        }
    }
}

/// What an in-entry roll decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRollPurpose"))]
#[serde(rename_all = "snake_case")]
pub enum RollPurpose {
    /// How many (men, loads, animals...).
    Count,
    /// The grass fire: a 6 = supplies abandoned.
    GrassFire,
    /// Graveyard found on a 6.
    Graveyard,
    /// Digging a dry waterhole.
    Digging,
    /// The Heroine's wild shot.
    WildShot,
    /// A man's fate (avalanche, gas, whirlwind, rapids, quicksand...).
    Fate,
    /// A rescue or attack roll.
    Struggle,
    /// Shooting the rapids.
    Rapids,
    /// Fording losses.
    Fording,
    /// A direction.
    Direction,
    /// A distance in inches.
    Distance,
}
