//! Supercargoes: the Heroine, the Missionaries, the Photographer and the Journalist, with their
//! money, load, movement limits and event tables.
//!
//! Source: expedition game, "Supercargo" (EX-CARGO-01 to EX-CARGO-44). The event tables are
//! rolled in the event phase ([`crate::game`]): an extra D6 per supercargo, a 1 sends the party
//! to that supercargo's table. The Journalist has no event table; his posture roll and stories
//! are in [`journalist`] for the natives rules to call.

pub mod journalist;

use crate::activity::ActivityLevel;
use core::fmt;
use serde::{Deserialize, Serialize};

/// The four supercargoes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSupercargoKind"))]
#[serde(rename_all = "snake_case")]
pub enum SupercargoKind {
    /// Mrs. Ima N. Trubell and her ox-wagon.
    Heroine,
    /// Mr. Watson and Mrs. Abbigail Goodword, their mule cart and piano.
    Missionaries,
    /// Mr. Godfrey Lenscap and 50 Portage Points of equipment.
    Photographer,
    /// Morton Stanley Henry.
    Journalist,
}

impl SupercargoKind {
    /// All four.
    pub const ALL: [SupercargoKind; 4] = [
        SupercargoKind::Heroine,
        SupercargoKind::Missionaries,
        SupercargoKind::Photographer,
        SupercargoKind::Journalist,
    ];

    /// Dollars donated toward outfitting (EX-CARGO-02, -15, -27, -38).
    pub const fn donation(self) -> u32 {
        match self {
            SupercargoKind::Heroine => 500,
            SupercargoKind::Missionaries => 400,
            SupercargoKind::Photographer => 300,
            SupercargoKind::Journalist => 200,
        }
    }

    /// Europeans this supercargo adds to the party (the Goodwords are two).
    pub const fn europeans(self) -> u8 {
        match self {
            SupercargoKind::Missionaries => 2,
            _ => 1,
        }
    }
}

impl fmt::Display for SupercargoKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SupercargoKind::Heroine => "Mrs. Trubell",
            SupercargoKind::Missionaries => "the Goodwords",
            SupercargoKind::Photographer => "Mr. Lenscap",
            SupercargoKind::Journalist => "Mr. Henry",
        })
    }
}

/// The ox-wagon carries 300 Portage Points (EX-CARGO-07).
pub const WAGON_CAPACITY: u32 = 300;
/// Oxen that come with the wagon (EX-CARGO-02).
pub const WAGON_OXEN: u8 = 6;
/// The mule cart carries 150 Portage Points (EX-CARGO-16).
pub const CART_CAPACITY: u32 = 150;
/// Portage Points of the cart taken by the piano (EX-CARGO-16).
pub const PIANO_PORTAGE: u32 = 40;
/// Mules that come with the cart (the text gives none; `docs/rulings.md`: four, the number
/// that lets the cart move at any Activity Level).
pub const CART_MULES: u8 = 4;
/// The Photographer's equipment: 40 Portage Points of supplies and 10 of plates (EX-CARGO-28).
pub const PHOTO_SUPPLIES: u32 = 40;
/// Plates, Portage Points.
pub const PHOTO_PLATES: u32 = 10;
/// Photos the player may direct (EX-CARGO-29).
pub const PHOTOS_MAX: u8 = 10;
/// Portage Points of supplies per photo (EX-CARGO-30).
pub const SUPPLIES_PER_PHOTO: u32 = 4;

/// A wagon or cart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileVehicle"))]
pub struct Vehicle {
    /// Oxen (wagon) or mules (cart) still in harness.
    pub draught: u8,
    /// Days of repair left after a breakdown (the party waits).
    pub repair_days: u8,
}

/// The Activity Levels a vehicle allows with `draught` animals; empty = it cannot move.
/// Wagon: 6+ oxen Normal or Cautious, 4-5 Cautious (EX-CARGO-05). Cart: 4+ mules any, 3 Normal or
/// Cautious, 2 Cautious (EX-CARGO-18).
pub fn allowed_levels(kind: SupercargoKind, draught: u8) -> &'static [ActivityLevel] {
    use ActivityLevel::*;
    match (kind, draught) {
        (SupercargoKind::Heroine, 6..) => &[Cautious, Normal],
        (SupercargoKind::Heroine, 4..=5) => &[Cautious],
        (SupercargoKind::Missionaries, 4..) => &[Cautious, Normal, Reckless],
        (SupercargoKind::Missionaries, 3) => &[Cautious, Normal],
        (SupercargoKind::Missionaries, 2) => &[Cautious],
        _ => &[],
    }
}

/// A photo that may score on its return to civilization.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePhoto"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Photo {
    /// A unique geological feature (Photographer event 1): 2 VP.
    GeologicalFeature,
    /// A rare animal (Photographer event 6): 2 VP.
    RareAnimal,
    /// A fascinating shot (Photographer event 4); no points are printed for it.
    FascinatingShot,
    /// A photo the player directed (scored by the victory-point rules).
    Directed,
}

impl Photo {
    /// Victory points on return, where this table fixes them (events 1 and 6: 2 VP).
    pub const fn event_vp(self) -> Option<u8> {
        match self {
            Photo::GeologicalFeature | Photo::RareAnimal => Some(2),
            Photo::FascinatingShot | Photo::Directed => None,
        }
    }

    /// The photo as the score sheet counts it (`crate::race::RaceRecord::photos`): events 1 and
    /// 6 at their 2 VP (EX-CARGO-32, EX-CARGO-33); `None` for the others (a fascinating shot has
    /// no printed points; a directed photo is scored when it is taken).
    pub const fn scored(self) -> Option<crate::score::Photo> {
        let subject = match self {
            Photo::GeologicalFeature => crate::score::PhotoSubject::GeologicalFeature,
            Photo::RareAnimal => crate::score::PhotoSubject::RareAnimal,
            Photo::FascinatingShot | Photo::Directed => return None,
        };
        match self.event_vp() {
            Some(vp) => Some(crate::score::Photo { subject, roll: None, vp: vp as i32 }),
            None => None,
        }
    }
}

/// The Photographer's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePhotoRecord"))]
pub struct PhotoRecord {
    /// Photos taken so far (events' and directed).
    pub photos: alloc::vec::Vec<Photo>,
    /// Portage Points of supplies lost so far (each 4 removes one opportunity).
    pub supplies_lost: u32,
}

impl PhotoRecord {
    /// Photo opportunities left: 10, less photos taken, less one per 4 Portage Points of
    /// supplies lost (EX-CARGO-29, EX-CARGO-30).
    pub fn opportunities(&self) -> u8 {
        let taken = u8::try_from(self.photos.len()).unwrap_or(u8::MAX);
        let lost = u8::try_from(self.supplies_lost / SUPPLIES_PER_PHOTO).unwrap_or(u8::MAX);
        PHOTOS_MAX.saturating_sub(taken).saturating_sub(lost)
    }
}

/// A result of a supercargo event table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSupercargoEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SupercargoEvent {
    /// Heroine 1: she is sick and cannot be moved this turn (the party stays with her).
    HeroineSick,
    /// Heroine 2: an animal in her tent; she fires wildly (1D6: 1 a bearer killed, 6 she bags it).
    AnimalInTent,
    /// Heroine 3: she decides the party is off course: move as lost.
    HeroineOffCourse,
    /// Heroine 4 / Missionaries 3: the vehicle breaks down, 1 turn to repair.
    Breakdown,
    /// Heroine 5 / Missionaries 4: the vehicle breaks down beyond repair.
    Wrecked,
    /// Heroine 6: snake in her bed: half a turn's movement lost.
    SnakeInBed,
    /// Missionaries 1: prayers: no movement this turn.
    Prayers,
    /// Missionaries 2: their station is near: move as lost; if natives are found they stay.
    MissionStation,
    /// Missionaries 5: 1D3 askari abandon the party.
    AskariConverted,
    /// Missionaries 6: the piano scares off the game: no hunting this turn.
    PianoScaresGame,
    /// Photographer 1: a geological feature: move as if lost; found if not actually lost.
    GeologicalFeature,
    /// Photographer 2: developing plates: no movement.
    DevelopPlates,
    /// Photographer 3: flash powder: a bearer with photographic supplies and his load are lost.
    FlashPowder,
    /// Photographer 4: a fascinating shot: one movement die fewer.
    FascinatingShot,
    /// Photographer 5: a bearer drinks developing solution and dies.
    DevelopingSolution,
    /// Photographer 6 (printed unnumbered): a rare animal: as event 1.
    RareAnimal,
}

/// Read a supercargo event table (D6 face 1-6). The Journalist has none.
pub fn event_table(kind: SupercargoKind, d6: u8) -> Option<SupercargoEvent> {
    use SupercargoEvent::*;
    Some(match (kind, d6) {
        (SupercargoKind::Heroine, 1) => HeroineSick,
        (SupercargoKind::Heroine, 2) => AnimalInTent,
        (SupercargoKind::Heroine, 3) => HeroineOffCourse,
        (SupercargoKind::Heroine, 4) => Breakdown,
        (SupercargoKind::Heroine, 5) => Wrecked,
        (SupercargoKind::Heroine, _) => SnakeInBed,
        (SupercargoKind::Missionaries, 1) => Prayers,
        (SupercargoKind::Missionaries, 2) => MissionStation,
        (SupercargoKind::Missionaries, 3) => Breakdown,
        (SupercargoKind::Missionaries, 4) => Wrecked,
        (SupercargoKind::Missionaries, 5) => AskariConverted,
        (SupercargoKind::Missionaries, _) => PianoScaresGame,
        (SupercargoKind::Photographer, 1) => GeologicalFeature,
        (SupercargoKind::Photographer, 2) => DevelopPlates,
        (SupercargoKind::Photographer, 3) => FlashPowder,
        (SupercargoKind::Photographer, 4) => FascinatingShot,
        (SupercargoKind::Photographer, 5) => DevelopingSolution,
        (SupercargoKind::Photographer, _) => RareAnimal,
        (SupercargoKind::Journalist, _) => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use SupercargoEvent::*;

    // rule: EX-CARGO-02
    // rule: EX-CARGO-15
    // rule: EX-CARGO-27
    // rule: EX-CARGO-38
    #[test]
    fn donations() {
        let d: alloc::vec::Vec<u32> = SupercargoKind::ALL.iter().map(|k| k.donation()).collect();
        assert_eq!(d, [500, 400, 300, 200]);
    }

    // rule: EX-CARGO-05
    // rule: EX-CARGO-18
    #[test]
    fn vehicle_activity_limits() {
        use ActivityLevel::*;
        assert_eq!(allowed_levels(SupercargoKind::Heroine, 6), [Cautious, Normal]);
        assert_eq!(allowed_levels(SupercargoKind::Heroine, 5), [Cautious]);
        assert_eq!(allowed_levels(SupercargoKind::Heroine, 4), [Cautious]);
        assert!(allowed_levels(SupercargoKind::Heroine, 3).is_empty());
        assert_eq!(allowed_levels(SupercargoKind::Missionaries, 4), [Cautious, Normal, Reckless]);
        assert_eq!(allowed_levels(SupercargoKind::Missionaries, 3), [Cautious, Normal]);
        assert_eq!(allowed_levels(SupercargoKind::Missionaries, 2), [Cautious]);
        assert!(allowed_levels(SupercargoKind::Missionaries, 1).is_empty());
    }

    // rule: EX-CARGO-09
    // rule: EX-CARGO-10
    // rule: EX-CARGO-11
    // rule: EX-CARGO-12
    // rule: EX-CARGO-13
    // rule: EX-CARGO-14
    // rule: EX-CARGO-21
    // rule: EX-CARGO-22
    // rule: EX-CARGO-23
    // rule: EX-CARGO-24
    // rule: EX-CARGO-25
    // rule: EX-CARGO-26
    // rule: EX-CARGO-32
    // rule: EX-CARGO-33
    // rule: EX-CARGO-34
    // rule: EX-CARGO-35
    // rule: EX-CARGO-36
    // rule: EX-CARGO-37
    #[test]
    fn the_event_tables() {
        let h: alloc::vec::Vec<_> = (1..=6).filter_map(|f| event_table(SupercargoKind::Heroine, f)).collect();
        assert_eq!(h, [HeroineSick, AnimalInTent, HeroineOffCourse, Breakdown, Wrecked, SnakeInBed]);
        let m: alloc::vec::Vec<_> = (1..=6).filter_map(|f| event_table(SupercargoKind::Missionaries, f)).collect();
        assert_eq!(m, [Prayers, MissionStation, Breakdown, Wrecked, AskariConverted, PianoScaresGame]);
        let p: alloc::vec::Vec<_> = (1..=6).filter_map(|f| event_table(SupercargoKind::Photographer, f)).collect();
        assert_eq!(p, [GeologicalFeature, DevelopPlates, FlashPowder, FascinatingShot, DevelopingSolution, RareAnimal]);
        assert_eq!(event_table(SupercargoKind::Journalist, 1), None);
        assert_eq!(Photo::RareAnimal.event_vp(), Some(2));
    }

    // rule: EX-CARGO-29
    // rule: EX-CARGO-30
    #[test]
    fn photo_opportunities() {
        let mut r = PhotoRecord::default();
        assert_eq!(r.opportunities(), 10);
        r.photos.push(Photo::RareAnimal);
        assert_eq!(r.opportunities(), 9);
        r.supplies_lost = 9;
        assert_eq!(r.opportunities(), 7);
    }
}
