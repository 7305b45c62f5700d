//! What the race's end reports, as events (wrapped in [`crate::Event::Race`]).

use serde::{Deserialize, Serialize};

use crate::natives::Posture;
use crate::quest::{Prize, PrizeSite};
use crate::score::Photo;
use crate::standing::hunt::HuntReport;
use crate::standing::meeting::{MeetingReport, NativesMet};
use crate::standing::prize::PrizeReport;

/// One thing that happened at the race's end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRaceEvent"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RaceEvent {
    /// Natives were met, approached with a posture, and what came of it.
    Natives {
        /// The tribe and the natives' totals.
        met: NativesMet,
        /// The posture taken.
        posture: Posture,
        /// What came of it.
        report: MeetingReport,
    },
    /// What happened in a fight with natives since the last order.
    NativeFightLog {
        /// The fight's events.
        events: alloc::vec::Vec<crate::combat::CombatEvent>,
    },
    /// What happened in a fight with animals since the last order.
    AnimalFightLog {
        /// The fight's events.
        events: alloc::vec::Vec<crate::animals::AnimalEvent>,
    },
    /// The Journalist wrote a story.
    Story {
        /// Its victory points.
        vp: i8,
    },
    /// A hunt.
    Hunted {
        /// What it brought.
        report: HuntReport,
    },
    /// The prizes were placed on the central table (hidden from the teams).
    PrizesPlaced,
    /// A move passed within 4" of a prize: the team learns where it is.
    PrizeRevealed {
        /// The site.
        site: PrizeSite,
    },
    /// The party reached a prize and played out its rules.
    PrizeReached {
        /// The prize.
        prize: Prize,
        /// What it gave.
        report: PrizeReport,
    },
    /// The party mimed its question to friendly natives' village; how it went.
    Asked {
        /// The prize mimed.
        prize: Prize,
        /// The people's verdict.
        pantomime: crate::quest::Pantomime,
        /// The location was told.
        told: bool,
    },
    /// A player-directed photograph.
    Photographed {
        /// The photo.
        photo: Photo,
    },
    /// Animals of a Wilderness Encounter fought with the animal rules.
    WildAnimals {
        /// How the fight ended.
        ending: crate::animals::fight::FightEnding,
    },
    /// Weed went bad and was thrown away.
    WeedSpoiled {
        /// Portage Points spoiled.
        portage: u32,
    },
    /// A homesick city bearer dropped his load and went home.
    CityBearerLeft,
    /// Starving, the party ate a dead man (-20 VP, EX-VP-14).
    Cannibalism {
        /// The dead man.
        body: crate::party::ManId,
    },
    /// A dose of good weed was used (EX-QUEST-32).
    WeedUsed {
        /// Who took it.
        man: crate::party::ManId,
        /// Turns he needs no food (1D6).
        turns: u8,
        /// He was sick (disabled) and is cured.
        cured: bool,
    },
    /// Another team guessed this team's pantomime: it makes a free move now (EX-QUEST-05).
    FreeMove {
        /// The team that moves.
        mover: u8,
    },
    /// The Amazons hunting escapers from their city caught up with the party (EX-QUEST-22).
    AmazonsAttack,
    /// Back at its far edge with its prize: mission complete.
    MissionCompleted {
        /// Place (1 = first).
        place: u8,
    },
    /// A held turn: the party stays at a prize or waits for a white god (no move, event, native
    /// encounter or hunt), or, trapped in King Solomon's Mines, makes this turn's escape attempt.
    Held {
        /// Held turns left after this one (an escape attempt's turns are not counted).
        turns_left: u32,
        /// Trapped in the mines.
        trapped: bool,
    },
    /// A turn held in god-like captivity at the Amazons' temple: the captivity roll (1D6 + 1 per
    /// full turn already held there, EX-QUEST-22).
    TempleCaptivity {
        /// The D6.
        roll: u8,
        /// With the turns already held.
        total: u32,
        /// Still held, or escaped.
        result: crate::quest::amazons::Captivity,
    },
    /// A crocodile seized a man: the snap shots taken (D20 faces) until one hit; a hit drove it
    /// off, else the man was taken, never seen again (docs/rulings.md "Animals without numbers").
    Crocodile {
        /// The man seized.
        victim: crate::party::ManId,
        /// The shots' D20 faces, in order.
        rolls: alloc::vec::Vec<u8>,
        /// A shot hit: the crocodile was driven off.
        driven_off: bool,
    },
    /// Chimpanzees raided the food stores: those not shot took 1D6 rations each.
    Chimpanzees {
        /// Chimpanzees in the raid.
        count: u8,
        /// Chimpanzees shot (they took nothing).
        shot: u8,
        /// Rations taken.
        rations_taken: u32,
    },
}
