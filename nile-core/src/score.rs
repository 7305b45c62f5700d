//! Victory points: the order in which the expeditions complete their mission, every line of
//! the Victory Points list, player-directed photographs and their rolls, cannibalism.
//!
//! Source: expedition game, "Victory Points" and "Player Directed Photos"; the Photographer's
//! rules (plates must return; event photos worth 2 VP); RULINGS.md "Further rulings"
//! (completing the mission; extraordinary creatures).

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

use crate::encounter_error::{EncounterResult, face};

/// Victory points for a completion place: first 20, second 15, third 10, fourth 5.
pub const fn completion_vp(place: u8) -> i32 {
    match place {
        1 => 20,
        2 => 15,
        3 => 10,
        4 => 5,
        _ => 0,
    }
}

/// The order in which teams complete their mission (first first).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCompletionOrder"))]
pub struct CompletionOrder {
    teams: Vec<u8>,
}

impl CompletionOrder {
    /// Record that `team` completed its mission now; returns its place (1-based). A team that
    /// already completed keeps its place.
    pub fn complete(&mut self, team: u8) -> u8 {
        if let Some(p) = self.place_of(team) {
            return p;
        }
        self.teams.push(team);
        self.teams.len().min(u8::MAX as usize) as u8
    }

    /// The place of a team, if it completed.
    pub fn place_of(&self, team: u8) -> Option<u8> {
        self.teams.iter().position(|&t| t == team).map(|i| (i + 1).min(u8::MAX as usize) as u8)
    }

    /// The teams in completion order.
    pub fn teams(&self) -> &[u8] {
        &self.teams
    }
}

/// What a photograph shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePhotoSubject"))]
#[serde(rename_all = "snake_case")]
pub enum PhotoSubject {
    /// Friendly natives: 1D6 1-2 common (0), 3-4 uncommon (2), 5-6 rare (4).
    FriendlyNatives,
    /// A scenic picture: 1D6 1 nondescript (0), 2-4 exceptional (1), 5-6 spectacular (4).
    Scenic,
    /// Combat with natives: 1D6 1 too graphic (-1), 2-3 nice action (1), 4-5 exceptional (2),
    /// 6 award-winning (4).
    CombatWithNatives,
    /// An extraordinary creature (the Tyrannosaurus, Kong, the rabbit): 10 VP.
    ExtraordinaryCreature,
    /// The Lost City: 10 VP.
    LostCity,
    /// Another quest site: 5 VP.
    OtherQuestSite,
    /// The photographer's event: a rare animal, 2 VP.
    RareAnimal,
    /// The photographer's event: a geological feature, 2 VP.
    GeologicalFeature,
}

/// A photograph taken, with its roll where the subject has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileQuestPhoto"))]
pub struct Photo {
    /// The subject.
    pub subject: PhotoSubject,
    /// The D6, for subjects that roll.
    pub roll: Option<u8>,
    /// Its worth on return to civilization.
    pub vp: i32,
}

/// The VP of a rolled photo subject for a D6 face.
pub const fn photo_vp(subject: PhotoSubject, roll: u8) -> i32 {
    match subject {
        PhotoSubject::FriendlyNatives => match roll {
            1 | 2 => 0,
            3 | 4 => 2,
            _ => 4,
        },
        PhotoSubject::Scenic => match roll {
            1 => 0,
            2..=4 => 1,
            _ => 4,
        },
        PhotoSubject::CombatWithNatives => match roll {
            1 => -1,
            2 | 3 => 1,
            4 | 5 => 2,
            _ => 4,
        },
        PhotoSubject::ExtraordinaryCreature | PhotoSubject::LostCity => 10,
        PhotoSubject::OtherQuestSite => 5,
        PhotoSubject::RareAnimal | PhotoSubject::GeologicalFeature => 2,
    }
}

/// Take a photograph: subjects with a table roll 1D6.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn take_photo(dice: &mut dyn Dice, subject: PhotoSubject) -> EncounterResult<Photo> {
    let rolls =
        matches!(subject, PhotoSubject::FriendlyNatives | PhotoSubject::Scenic | PhotoSubject::CombatWithNatives);
    let roll = if rolls { Some(face(dice, Die::D6)?) } else { None };
    Ok(Photo { subject, roll, vp: photo_vp(subject, roll.unwrap_or(0)) })
}

/// Portage Points of photographic supplies used by each of the player's photos developed in
/// the field ("For each of the players photos developed in the field, 4 portage points of
/// photographic supplies are used", the Photographer's rule 6, EX-CARGO-30). The player's photos
/// are developed in the field as they are taken (docs/rulings.md "Developing the photos").
pub const DEVELOPING_SUPPLIES: u32 = crate::supercargo::SUPPLIES_PER_PHOTO;

/// True when `photo_supplies` Portage Points of photographic supplies can develop one more of
/// the player's photos.
pub const fn can_develop(photo_supplies: u32) -> bool {
    photo_supplies >= DEVELOPING_SUPPLIES
}

/// Develop one of the player's photos in the field: [`DEVELOPING_SUPPLIES`] Portage Points of
/// photographic supplies are used from `stores`. Returns false, using nothing, when fewer are
/// carried.
pub fn develop_in_field(stores: &mut crate::supplies::Stores) -> bool {
    if !can_develop(stores.photo_supplies) {
        return false;
    }
    stores.photo_supplies -= DEVELOPING_SUPPLIES;
    true
}

/// What a team brings home, for its score sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHaul"))]
pub struct Haul {
    /// Portage Points of treasure.
    pub treasure_pp: u32,
    /// Elephant tusks.
    pub tusks: u32,
    /// Portage Points of good Weed of Life.
    pub weed_pp: u32,
    /// Physical evidence of the Lost City (the token, or proof from the temple).
    pub lost_city_evidence: bool,
    /// Pieces of physical evidence of extraordinary creatures (one per kind killed).
    pub creature_evidence: u32,
    /// Photographs taken.
    pub photos: Vec<Photo>,
    /// The photographic plates made it back to civilization (photos score only then).
    pub plates_returned: bool,
    /// Every European returned alive.
    pub all_europeans_alive: bool,
    /// Completion place (1-4), if the mission was completed.
    pub completion_place: Option<u8>,
    /// Female Europeans captured and not recovered.
    pub women_lost_to_capture: u32,
    /// Occurrences of cannibalism.
    pub cannibalism: u32,
    /// The Journalist's stories (their VP, already rolled).
    pub journalist_vp: i32,
    /// How many stories the Journalist filed.
    #[serde(default)]
    pub journalist_stories: u32,
}

/// One line of a score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileScoreItem"))]
#[serde(rename_all = "snake_case")]
pub enum ScoreItem {
    /// Each Portage Point of treasure: 5.
    Treasure,
    /// Each elephant tusk: 20.
    Tusks,
    /// Each Portage Point of Weed of Life: 20.
    Weed,
    /// Physical evidence of the Lost City: 25.
    LostCityEvidence,
    /// Physical evidence of an extraordinary creature: 15 each.
    CreatureEvidence,
    /// Photographs (their VP).
    Photographs,
    /// All Europeans returning alive: 5.
    AllEuropeansAlive,
    /// Completing the mission first/second/third/fourth: 20/15/10/5.
    Completion,
    /// Female Europeans captured, not recovered: -20 each.
    WomenLost,
    /// Cannibalism: -20 each.
    Cannibalism,
    /// The Journalist's stories.
    JournalistStories,
}

/// A line: what, how many, and the points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileScoreLine"))]
pub struct ScoreLine {
    /// The item.
    pub item: ScoreItem,
    /// How many (1 for yes/no items).
    pub count: u32,
    /// Victory points of the line.
    pub vp: i32,
}

/// A team's score sheet: its non-zero lines and the total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileScoreSheet"))]
pub struct ScoreSheet {
    /// The lines, in the source's order.
    pub lines: Vec<ScoreLine>,
    /// The total.
    pub total: i32,
}

fn times(count: u32, each: i32) -> i32 {
    i32::try_from(count).unwrap_or(i32::MAX).saturating_mul(each)
}

/// Score a haul (every line of the Victory Points list).
pub fn score(h: &Haul) -> ScoreSheet {
    let photos_vp: i32 = if h.plates_returned { h.photos.iter().map(|p| p.vp).sum() } else { 0 };
    let photo_count = if h.plates_returned { h.photos.len() as u32 } else { 0 };
    let candidates = [
        (ScoreItem::Treasure, h.treasure_pp, times(h.treasure_pp, 5)),
        (ScoreItem::Tusks, h.tusks, times(h.tusks, 20)),
        (ScoreItem::Weed, h.weed_pp, times(h.weed_pp, 20)),
        (ScoreItem::LostCityEvidence, u32::from(h.lost_city_evidence), if h.lost_city_evidence { 25 } else { 0 }),
        (ScoreItem::CreatureEvidence, h.creature_evidence, times(h.creature_evidence, 15)),
        (ScoreItem::Photographs, photo_count, photos_vp),
        (ScoreItem::AllEuropeansAlive, u32::from(h.all_europeans_alive), if h.all_europeans_alive { 5 } else { 0 }),
        (
            ScoreItem::Completion,
            u32::from(h.completion_place.unwrap_or(0)),
            completion_vp(h.completion_place.unwrap_or(0)),
        ),
        (ScoreItem::WomenLost, h.women_lost_to_capture, times(h.women_lost_to_capture, -20)),
        (ScoreItem::Cannibalism, h.cannibalism, times(h.cannibalism, -20)),
        (ScoreItem::JournalistStories, h.journalist_stories, h.journalist_vp),
    ];
    let lines: Vec<ScoreLine> = candidates
        .into_iter()
        // A line with points but no count: stories of a state saved before they were counted.
        .filter(|&(_, count, vp)| count > 0 || vp != 0)
        .map(|(item, count, vp)| ScoreLine { item, count, vp })
        .collect();
    let total = lines.iter().fold(0i32, |a, l| a.saturating_add(l.vp));
    ScoreSheet { lines, total }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    fn vp_of(sheet: &ScoreSheet, item: ScoreItem) -> i32 {
        sheet.lines.iter().find(|l| l.item == item).map(|l| l.vp).unwrap_or(0)
    }

    // rule: EX-VP-01
    // rule: EX-VP-02
    // rule: EX-VP-03
    // rule: EX-VP-04
    // rule: EX-VP-05
    // rule: EX-VP-08
    // rule: EX-VP-13
    // rule: EX-VP-14
    #[test]
    fn every_line_of_the_victory_points_list() {
        let h = Haul {
            treasure_pp: 12,
            tusks: 2,
            weed_pp: 3,
            lost_city_evidence: true,
            creature_evidence: 1,
            all_europeans_alive: true,
            women_lost_to_capture: 1,
            cannibalism: 2,
            ..Haul::default()
        };
        let s = score(&h);
        assert_eq!(vp_of(&s, ScoreItem::Treasure), 60);
        assert_eq!(vp_of(&s, ScoreItem::Tusks), 40);
        assert_eq!(vp_of(&s, ScoreItem::Weed), 60);
        assert_eq!(vp_of(&s, ScoreItem::LostCityEvidence), 25);
        assert_eq!(vp_of(&s, ScoreItem::CreatureEvidence), 15);
        assert_eq!(vp_of(&s, ScoreItem::AllEuropeansAlive), 5);
        assert_eq!(vp_of(&s, ScoreItem::WomenLost), -20);
        assert_eq!(vp_of(&s, ScoreItem::Cannibalism), -40);
        assert_eq!(s.total, 60 + 40 + 60 + 25 + 15 + 5 - 20 - 40);
        assert_eq!(score(&Haul::default()), ScoreSheet { lines: Vec::new(), total: 0 });
    }

    // rule: EX-VP-09
    // rule: EX-VP-10
    // rule: EX-VP-11
    // rule: EX-VP-12
    #[test]
    fn completion_order() {
        let mut order = CompletionOrder::default();
        assert_eq!(order.complete(2), 1);
        assert_eq!(order.complete(0), 2);
        assert_eq!(order.complete(2), 1, "a team completes once");
        assert_eq!(order.complete(3), 3);
        assert_eq!(order.complete(1), 4);
        assert_eq!([1, 2, 3, 4, 5].map(completion_vp), [20, 15, 10, 5, 0]);
        let s = score(&Haul { completion_place: Some(2), ..Haul::default() });
        assert_eq!(s.total, 15);
    }

    // rule: EX-CARGO-30
    #[test]
    fn each_photo_developed_in_the_field_uses_four_portage_points_of_supplies() {
        let mut stores = crate::supplies::Stores { photo_supplies: 9, ..Default::default() };
        assert!(develop_in_field(&mut stores));
        assert_eq!(stores.photo_supplies, 5);
        assert!(develop_in_field(&mut stores));
        assert_eq!(stores.photo_supplies, 1);
        assert!(!develop_in_field(&mut stores), "too few supplies left");
        assert_eq!(stores.photo_supplies, 1);
        assert!(!can_develop(3) && can_develop(4));
    }

    // rule: EX-VP-06
    // rule: EX-VP-07
    // rule: EX-PHOTO-01
    // rule: EX-PHOTO-02
    // rule: EX-PHOTO-03
    // rule: EX-PHOTO-04
    // rule: EX-PHOTO-05
    // rule: EX-PHOTO-06
    // rule: EX-PHOTO-07
    // rule: EX-PHOTO-08
    // rule: EX-PHOTO-09
    // rule: EX-PHOTO-10
    #[test]
    fn photographs() {
        let col = |s| [1, 2, 3, 4, 5, 6].map(|r| photo_vp(s, r));
        assert_eq!(col(PhotoSubject::FriendlyNatives), [0, 0, 2, 2, 4, 4]);
        assert_eq!(col(PhotoSubject::Scenic), [0, 1, 1, 1, 4, 4]);
        assert_eq!(col(PhotoSubject::CombatWithNatives), [-1, 1, 1, 2, 2, 4]);
        let mut d = DiceSource::scripted([6]);
        assert_eq!(take_photo(&mut d, PhotoSubject::CombatWithNatives).unwrap().vp, 4);
        assert_eq!(take_photo(&mut d, PhotoSubject::ExtraordinaryCreature).unwrap().vp, 10);
        assert_eq!(take_photo(&mut d, PhotoSubject::LostCity).unwrap().vp, 10);
        assert_eq!(take_photo(&mut d, PhotoSubject::OtherQuestSite).unwrap().vp, 5);
        assert_eq!(take_photo(&mut d, PhotoSubject::RareAnimal).unwrap().vp, 2);
        let photos = alloc::vec![Photo { subject: PhotoSubject::LostCity, roll: None, vp: 10 }];
        assert_eq!(score(&Haul { photos: photos.clone(), plates_returned: true, ..Haul::default() }).total, 10);
        assert_eq!(
            score(&Haul { photos, plates_returned: false, ..Haul::default() }).total,
            0,
            "plates lost: no photo scores"
        );
    }
}
