//! The race after the mountains, wired into the journey: natives and hunting on every turn, the
//! quest on the central table, the way home, the completion order and each team's score sheet.
//!
//! The journey's [`crate::hooks`] call [`after_move`] (step 3), [`hunt`] (step 4) and [`arrive`]
//! (entering the centre). Every choice the rules give a player at that moment is a question to
//! the team ([`crate::decision::Question`]); [`standing_answer`] gives the documented standing
//! orders for bots and callers who opt in.
//!
//! Source: expedition game, "Natives" to the end; docs/rulings.md "Expedition game: encounters".

mod amazons;
mod apply;
mod ask;
mod beasts;
mod events;
mod fights;
mod held;
mod hunting;
mod meet;
mod orders;
mod prize;
mod scenic;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_beasts;
#[cfg(test)]
mod tests_captivity;
#[cfg(test)]
mod tests_choices;
#[cfg(test)]
mod tests_held;
#[cfg(test)]
mod tests_hunt;
#[cfg(test)]
mod tests_prize;
#[cfg(test)]
mod tests_quest;
#[cfg(test)]
mod tests_small_game;
mod turn;
mod weed;

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

pub use amazons::{CATCH_UP_ON, amazons_hunt};
pub use ask::{answer, answers, asks, expected};
pub use beasts::{WildFight, fight_waiting_animals, fight_wild_animals, fought, herd_fight, herd_opening};
pub use events::RaceEvent;
pub use fights::{HuntFight, NativeFight, suggested_answer};
pub use held::{held_at_temple, held_question, held_turn, is_held, trapped_in_mines, turns_owed};
pub use hunting::{HuntParty, PendingHunt, hunt};
pub(crate) use meet::camera_ready;
pub use meet::{MAX_GIFTS, posture_answers, standing_posture};
pub use orders::{HUNT_BELOW_DAYS, KEEP_TRADE_GOODS, standing_answer};
pub use prize::take_prize;
pub use scenic::{scenic_photo, scenic_ready};
pub use turn::{after_move, arrive, site_point};
pub use weed::{DOSES_PER_PORTAGE, use_weed, weed_decisions, weed_doses};

use crate::activity::ActivityLevel;
use crate::animals::shot::Weapon;
use crate::combat::ExplorerInCombat;
use crate::ctx::Ctx;
use crate::natives::PostureTemper;
use crate::outfit::Rifle;
use crate::party::{Fate, ManId, Role, Team};
use crate::quest::{Prize, PrizeSite};
use crate::score::{self, CompletionOrder, Haul, ScoreSheet};
use crate::skills::Skill;
use crate::standing::{PartySummary, SkillFlags};
use crate::supercargo::SupercargoKind;

/// What every team shares: where the prizes lie (placed when the first team reaches the
/// centre) and the order in which teams complete their mission.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileQuestBoard"))]
pub struct QuestBoard {
    /// The four prize sites (empty until placed).
    pub sites: Vec<PrizeSite>,
    /// Teams in the order they completed (team numbers).
    pub completed: CompletionOrder,
    /// Free moves earned by solving another team's pantomime (team numbers, in order), each
    /// played when the current turn ends ([`crate::day::DayState::free_move`]).
    pub free_moves: Vec<u8>,
}

/// Where a team stands in the quest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileQuestPhase"))]
#[serde(rename_all = "snake_case")]
pub enum QuestPhase {
    /// Still crossing its approach table.
    #[default]
    Journey,
    /// On the central table, looking for a prize.
    Questing,
    /// Carrying a prize (or its proof) home.
    Homeward,
    /// Back at its far edge: mission complete.
    Completed,
}

/// An encounter waiting for the team's answer to a question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRacePending"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Pending {
    /// Natives met: which posture? ([`crate::decision::Question::NativePosture`]).
    Natives {
        /// The natives.
        met: crate::standing::meeting::NativesMet,
    },
    /// A hunting encounter: the hunter's action ([`crate::decision::Question::HunterAction`]).
    Hunt(alloc::boxed::Box<PendingHunt>),
    /// Asking friendly natives ([`crate::decision::Question::Pantomime`]).
    Ask {
        /// The prize they will tell about.
        site: PrizeSite,
    },
    /// A fight with natives, waiting for an order ([`crate::decision::Question::CombatOrder`]).
    NativeFight(alloc::boxed::Box<NativeFight>),
    /// A hunt's fight with animals, waiting for an order ([`crate::decision::Question::HuntOrder`]).
    HuntFight(alloc::boxed::Box<HuntFight>),
    /// A Wilderness Encounter's fight with animals, waiting for an order
    /// ([`crate::decision::Question::HuntOrder`]).
    WildFight(alloc::boxed::Box<WildFight>),
    /// A prize visit waiting for a fight's order ([`crate::decision::Question::CombatOrder`],
    /// [`crate::decision::Question::HuntOrder`]) or an escape attempt from the mines
    /// ([`crate::decision::Question::MinesEscape`]).
    AtPrize(alloc::boxed::Box<crate::standing::prize::PrizeVisit>),
    /// A prize with a choice ([`crate::decision::Question::PrizeChoice`]).
    Prize {
        /// The site.
        site: PrizeSite,
    },
    /// Step 4: hunt this turn? ([`crate::decision::Question::GoHunting`]).
    HuntOffer,
    /// Friendly natives: how much to trade ([`crate::decision::Question::Trade`]).
    Trade {
        /// The natives.
        met: crate::standing::meeting::NativesMet,
        /// The posture taken.
        posture: crate::natives::Posture,
        /// The meeting so far.
        report: alloc::boxed::Box<crate::standing::meeting::MeetingReport>,
    },
    /// On River 3's herd of hippos: the party's action
    /// ([`crate::decision::Question::HerdAction`]).
    Herd {
        /// Hippos.
        count: u8,
        /// Inches away.
        distance: u8,
    },
    /// A photograph may be taken ([`crate::decision::Question::Photograph`]); then, after a
    /// friendly meeting on the central table, the village is asked about a prize.
    Photo {
        /// The subject.
        subject: crate::score::PhotoSubject,
        /// Ask the village afterwards.
        ask_village: bool,
    },
    /// Hostile natives after a Defensive posture: raise the hasty defence?
    /// ([`crate::decision::Question::HastyDefence`]).
    HastyDefence {
        /// The natives.
        met: crate::standing::meeting::NativesMet,
        /// The meeting so far.
        report: alloc::boxed::Box<crate::standing::meeting::MeetingReport>,
    },
    /// The hunting party being made up ([`crate::decision::Question::HuntingParty`]) or, once
    /// its 4D6 are rolled, waiting for its direction ([`crate::decision::Question::HuntDirection`]).
    HuntParty(alloc::boxed::Box<HuntParty>),
    /// Hostile natives after a Forceful posture: take the free move?
    /// ([`crate::decision::Question::FreeMove`]).
    FreeMove {
        /// The natives.
        met: crate::standing::meeting::NativesMet,
        /// The meeting so far.
        report: alloc::boxed::Box<crate::standing::meeting::MeetingReport>,
    },
}

/// A team's record of the race's end.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRaceRecord"))]
pub struct RaceRecord {
    /// The quest phase.
    pub phase: QuestPhase,
    /// The party's position after its previous move (the search looks along each move).
    pub last_position: Option<Point>,
    /// Prize locations this team has learnt.
    pub revealed: Vec<Prize>,
    /// The prize it took.
    pub prize: Option<Prize>,
    /// Prizes it reached that gave it nothing to carry home (it looks for another).
    pub tried: Vec<Prize>,
    /// Elephant tusks carried (their Portage Points are in the stores' treasure).
    pub tusks: u32,
    /// Portage Points of good weed carried (in the stores' treasure too).
    pub weed_pp: u32,
    /// The weed was acquired this turn (it starts to spoil the turn after).
    pub weed_acquired_this_turn: bool,
    /// Physical evidence of the Lost City.
    pub lost_city_evidence: bool,
    /// Physical evidence of extraordinary creatures.
    pub creature_evidence: u32,
    /// Female Europeans captured and not recovered.
    pub women_lost: u32,
    /// Occurrences of cannibalism ([`crate::decision::Question::Cannibalism`]).
    pub cannibalism: u32,
    /// The square the party's last move ended in, when that move discovered it: On River 4's
    /// rapids are met only there ("roll again if in swamp or in a previously discovered square",
    /// EX-EVENT-RIVER-04; [`crate::movement::move_party`] keeps it).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub new_ground: Option<crate::map::Square>,
    /// The dead men the party has eaten (each body once).
    #[serde(default)]
    pub eaten: Vec<ManId>,
    /// Doses left in the Portage Point of weed opened for use (10 per Portage Point; an opened
    /// Portage Point no longer counts in `weed_pp`).
    #[serde(default)]
    pub weed_doses_open: u8,
    /// Men under the weed's effect: turns left without need of food (EX-QUEST-32).
    #[serde(default)]
    pub weed_fed: Vec<(ManId, u8)>,
    /// The Amazons hunt the party (escapers from the Lost City) until it crosses the mountain
    /// divide (EX-QUEST-22).
    #[serde(default)]
    pub hunted_by_amazons: bool,
    /// The Journalist's stories.
    pub journalist_vp: i32,
    /// Player-directed photographs.
    pub photos: Vec<score::Photo>,
    /// Completion place and day.
    pub completion: Option<(u8, u16)>,
    /// City bearers lent by the Amazons (homesick once the mountains are crossed).
    pub city_bearers: Vec<ManId>,
    /// Turns since the party crossed the mountains with city bearers.
    pub turns_since_divide: u32,
    /// An encounter waiting for an answer.
    pub pending: Option<Pending>,
    /// Wilderness Encounters' animals met while the team was being asked another question:
    /// each is fought, order by order, once the questions before it are answered
    /// ([`fight_waiting_animals`]).
    #[serde(default)]
    pub waiting_animals: Vec<crate::hooks::DangerousGame>,
    /// Turns the party must still spend where it is (at a prize, or waiting for an explorer
    /// held as a white god): each of its turns is then a held turn ([`held_turn`]).
    #[serde(default)]
    pub held_turns: u32,
    /// The day of the last scenic picture (one a turn, [`scenic_photo`]).
    #[serde(default)]
    pub scenic_day: Option<u16>,
    /// The Journalist's stories filed (one for each meeting with natives that makes a story;
    /// their victory points are `journalist_vp`).
    #[serde(default)]
    pub journalist_stories: u32,
}

/// The Europeans of a team in the order the encounter rules index them (explorer first).
pub fn europeans(team: &Team) -> Vec<ManId> {
    team.men.iter().filter(|m| m.role.is_european()).map(|m| m.id).collect()
}

/// What the encounter rules need to know about the team of `c` today: [`party_summary`] with
/// each European's hunger and thirst penalty of the day on his shooting
/// ([`crate::day::DayState::shooting`]; EX-FOOD-06, EX-WATER-04).
pub fn party_today(c: &Ctx<'_, '_>) -> PartySummary {
    let mut party = party_summary(c.team, c.today.activity);
    for (e, id) in party.explorers.iter_mut().zip(europeans(c.team)) {
        e.penalty = c.today.shooting.iter().filter(|(man, _)| *man == id).fold(0u8, |n, (_, p)| n.saturating_add(*p));
    }
    party
}

/// What the encounter rules need to know about a team (no hunger or thirst penalty: see
/// [`party_today`]).
pub fn party_summary(team: &Team, activity: ActivityLevel) -> PartySummary {
    let explorers = team
        .men
        .iter()
        .filter(|m| m.role.is_european())
        .map(|m| match m.role {
            Role::Explorer => {
                let side_arm_rounds = if team.kit.rifle.is_some() && team.kit.pistol {
                    team.kit.pistol_rounds.saturating_add(team.stores.pistol_ammo)
                } else {
                    0
                };
                let (weapon, ammo) = match team.kit.rifle {
                    Some(Rifle::Express) => {
                        (Weapon::ExpressRifle, team.kit.rifle_rounds.saturating_add(team.stores.express_ammo))
                    }
                    Some(Rifle::Regular) => {
                        (Weapon::Rifle, team.kit.rifle_rounds.saturating_add(team.stores.regular_ammo))
                    }
                    None if team.kit.pistol => {
                        (Weapon::Pistol, team.kit.pistol_rounds.saturating_add(team.stores.pistol_ammo))
                    }
                    None => (Weapon::Rifle, 0),
                };
                ExplorerInCombat {
                    weapon,
                    crack_shot: team.skill == Skill::CrackShot,
                    pugilist: team.skill == Skill::Pugilist,
                    ammo: ammo.saturating_add(side_arm_rounds),
                    female: false,
                    side_arm_rounds,
                    penalty: 0,
                }
            }
            role => ExplorerInCombat {
                weapon: Weapon::Pistol,
                crack_shot: false,
                pugilist: false,
                ammo: 0,
                female: role == Role::Supercargo(SupercargoKind::Heroine),
                side_arm_rounds: 0,
                penalty: 0,
            },
        })
        .collect();
    let count = |r: Role| team.men.iter().filter(|m| m.role == r).count() as u32;
    PartySummary {
        explorers,
        askari: count(Role::Askari),
        askari_ammo: team
            .men
            .iter()
            .filter(|m| m.role == Role::Askari)
            .fold(0u32, |n, m| n.saturating_add(m.musket_rounds)),
        bearers: count(Role::Bearer) + count(Role::Guide),
        reliable_bearers: count(Role::ReliableBearer),
        trade_goods: team.stores.trade_goods,
        skills: SkillFlags {
            commanding_presence: team.skill == Skill::CommandingPresence,
            diplomat: team.skill == Skill::Diplomat,
            africa_knowledge: team.skill == Skill::AfricaKnowledge,
            hunter: team.skill == Skill::Hunter,
        },
        temper: match activity {
            ActivityLevel::Cautious => PostureTemper::Cautious,
            ActivityLevel::Reckless => PostureTemper::Reckless,
            _ => PostureTemper::Normal,
        },
    }
}

/// What a team brings home, read from its party and record. The stores' treasure holds plain
/// treasure, tusks (10 each) and weed; treasure lost on the way is taken from plain treasure
/// first, then weed, then tusks (docs/rulings.md).
pub fn haul(team: &Team) -> Haul {
    let r = &team.race;
    let mut left = team.stores.treasure;
    let tusks = r.tusks.min(left / crate::quest::graveyard::TUSK_PORTAGE);
    left -= tusks * crate::quest::graveyard::TUSK_PORTAGE;
    let weed = r.weed_pp.min(left);
    left -= weed;
    let completed = r.phase == QuestPhase::Completed;
    let europeans_lost =
        team.fallen.iter().any(|f| f.man.role.is_european() && matches!(f.fate, Fate::Died | Fate::LostForever));
    let photographer = team.photos.is_some();
    Haul {
        treasure_pp: if completed { left } else { 0 },
        tusks: if completed { tusks } else { 0 },
        weed_pp: if completed { weed } else { 0 },
        lost_city_evidence: completed && r.lost_city_evidence,
        creature_evidence: if completed { r.creature_evidence } else { 0 },
        photos: r.photos.clone(),
        plates_returned: completed && photographer && team.stores.photo_plates > 0,
        all_europeans_alive: completed && !europeans_lost,
        completion_place: r.completion.map(|(p, _)| p),
        women_lost_to_capture: r.women_lost,
        cannibalism: r.cannibalism,
        journalist_vp: r.journalist_vp,
        journalist_stories: r.journalist_stories,
    }
}

/// A team's score sheet. Goods and evidence count only for a team that completed its mission
/// (they must reach civilization); the penalties and the Journalist's stories count always.
pub fn score_sheet(team: &Team) -> ScoreSheet {
    score::score(&haul(team))
}
