//! The quest on the central table: the four Objects de Quest, finding them by searching or by
//! asking friendly natives (the pantomime, played by people), and each prize's special rules:
//! [`mines`] (King Solomon's Mines), [`graveyard`] (the Elephants' Graveyard), [`amazons`] (the
//! Lost City of the Amazons), [`sofa`] (the Last Cigarette in the Sofa and the Gates of Peril).
//!
//! Source: expedition game, "Finding The Prize" to the end of "The Last Cigarette In The Sofa";
//! RULINGS.md "Further rulings" (placement, pantomime, averages, loads).

pub mod amazons;
pub mod graveyard;
pub mod mines;
pub mod sofa;

use crate::luck::Dice;
use serde::{Deserialize, Serialize};
use tabletop::{Length, Point};

use crate::encounter_error::EncounterResult;

/// Passing within this distance of a prize location reveals where it is.
pub const SEARCH_RADIUS: Length = Length::inches(4);
/// Portage Points in a "load" of treasure (RULINGS.md).
pub const LOAD: u32 = 10;

/// The four Objects de Quest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrize"))]
#[serde(rename_all = "snake_case")]
pub enum Prize {
    /// King Solomon's Mines.
    KingSolomonsMines,
    /// The Elephants' Graveyard.
    ElephantsGraveyard,
    /// The Lost City of the Amazons.
    LostCityOfTheAmazons,
    /// The Last Cigarette in the Sofa.
    LastCigaretteInTheSofa,
}

impl Prize {
    /// All four, in printed order.
    pub const ALL: [Prize; 4] = [
        Prize::KingSolomonsMines,
        Prize::ElephantsGraveyard,
        Prize::LostCityOfTheAmazons,
        Prize::LastCigaretteInTheSofa,
    ];

    /// The clue the party must mime when asking natives.
    pub const fn pantomime(self) -> &'static str {
        match self {
            Prize::KingSolomonsMines => "stones that hold the sun",
            Prize::ElephantsGraveyard => "bone covered valley",
            Prize::LostCityOfTheAmazons => "village of warrior women",
            Prize::LastCigaretteInTheSofa => "last cigarette in the sofa",
        }
    }
}

/// Where a prize lies: a square of the central table (column and row, 0-5 each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrizeSite"))]
pub struct PrizeSite {
    /// The prize.
    pub prize: Prize,
    /// Centre column, 0-5.
    pub column: u8,
    /// Centre row, 0-5.
    pub row: u8,
}

/// The default placement (RULINGS.md): the four prizes are dealt to the four quarters of the
/// centre (a shuffle), each at a random square of its quarter (3 x 3 squares). Quarters in
/// order: columns 0-2 / rows 0-2, columns 3-5 / rows 0-2, columns 0-2 / rows 3-5, columns 3-5 /
/// rows 3-5.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn place_prizes(dice: &mut dyn Dice) -> EncounterResult<[PrizeSite; 4]> {
    let mut prizes = Prize::ALL;
    crate::luck::shuffle(dice, &mut prizes)?;
    let mut out = [PrizeSite { prize: Prize::KingSolomonsMines, column: 0, row: 0 }; 4];
    for (q, prize) in prizes.into_iter().enumerate() {
        let square = dice.below(9)? as u8;
        let (qc, qr) = ((q as u8 % 2) * 3, (q as u8 / 2) * 3);
        out[q] = PrizeSite { prize, column: qc + square % 3, row: qr + square / 3 };
    }
    Ok(out)
}

/// Searching: true when a party at `party` is within 4" of the prize location.
pub fn search_reveals(party: Point, site: Point) -> bool {
    party.distance(site) <= SEARCH_RADIUS
}

/// Searching along a move: true when the straight move from `from` to `to` passes within 4"
/// of the prize location (the nearest point of the move's segment).
pub fn passes_within(from: Point, to: Point, site: Point) -> bool {
    // i128: differences of i32 coordinates squared do not fit an i64 in the worst case.
    let (fx, fy) = (i128::from(from.x.units()), i128::from(from.y.units()));
    let (dx, dy) = (i128::from(to.x.units()) - fx, i128::from(to.y.units()) - fy);
    let (sx, sy) = (i128::from(site.x.units()) - fx, i128::from(site.y.units()) - fy);
    let len2 = dx * dx + dy * dy;
    // The nearest point: from + t (to - from), t = clamp(s . d / |d|^2, 0, 1), in thousandths.
    let t = if len2 == 0 { 0 } else { ((sx * dx + sy * dy) * 1000 / len2).clamp(0, 1000) };
    let (nx, ny) = (dx * t / 1000 - sx, dy * t / 1000 - sy);
    let r = i128::from(SEARCH_RADIUS.units());
    nx * nx + ny * ny <= r * r
}

impl PrizeSite {
    /// True when the centre-table square (column, row, 0-5) is this prize's: a party whose
    /// move ends in the prize's square has reached it (docs/rulings.md).
    pub const fn is_at(&self, column: u8, row: u8) -> bool {
        self.column == column && self.row == row
    }
}

/// How the pantomime went: the people at the table decide, the engine records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePantomime"))]
#[serde(tag = "verdict", rename_all = "snake_case")]
#[serde(expecting = "a pantomime verdict: an object whose `verdict` is `guessed_by`, `not_guessed` or `gave_away`")]
pub enum Pantomime {
    /// A player guessed it (within the 3 minutes): the index of the guesser's team.
    GuessedBy {
        /// The guessing team.
        team: u8,
    },
    /// Nobody guessed it.
    NotGuessed,
    /// The asking party talked, wrote or drew: the natives tell nothing.
    GaveAway,
}

/// What asking friendly natives yields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAskOutcome"))]
pub struct AskOutcome {
    /// The party learns the prize's location.
    pub location_told: bool,
    /// The team that gets a free move for solving the pantomime.
    pub free_move_for: Option<u8>,
}

/// Asking local natives in a friendly village on the central table. A guess by the asking team
/// itself is refused (it must mime to the other players).
pub fn ask_natives(asking_team: u8, pantomime: Pantomime) -> AskOutcome {
    match pantomime {
        Pantomime::GuessedBy { team } if team != asking_team => {
            AskOutcome { location_told: true, free_move_for: Some(team) }
        }
        _ => AskOutcome { location_told: false, free_move_for: None },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-QUEST-01
    // rule: EX-QUEST-02
    // rule: EX-QUEST-03
    #[test]
    fn prizes_one_per_quarter_and_the_search_radius() {
        // Identity shuffle (each swap index = i), then squares 0, 4, 8, 5.
        let mut d = DiceSource::scripted([3, 2, 1, 0, 4, 8, 5]);
        let sites = place_prizes(&mut d).unwrap();
        assert_eq!(sites.map(|s| (s.column, s.row)), [(0, 0), (4, 1), (2, 5), (5, 4)]);
        let mut prizes = sites.map(|s| s.prize);
        prizes.sort();
        assert_eq!(prizes, Prize::ALL);
        let site = Point::inches(10, 10);
        assert!(search_reveals(Point::inches(10, 14), site));
        assert!(!search_reveals(Point::inches(10, 15), site));
        // A move passing by: from (0, 13) to (20, 13) comes within 3"; (0, 15) to (20, 15) 5".
        assert!(passes_within(Point::inches(0, 13), Point::inches(20, 13), site));
        assert!(!passes_within(Point::inches(0, 15), Point::inches(20, 15), site));
        assert!(!passes_within(Point::inches(0, 10), Point::inches(5, 10), site), "stops 5\" short");
        assert!(passes_within(Point::inches(10, 10), Point::inches(10, 10), site));
        assert!(sites[1].is_at(4, 1) && !sites[1].is_at(1, 4));
    }

    // rule: EX-QUEST-04
    // rule: EX-QUEST-05
    // rule: EX-QUEST-06
    #[test]
    fn the_pantomime_is_decided_by_people() {
        assert_eq!(
            ask_natives(0, Pantomime::GuessedBy { team: 2 }),
            AskOutcome { location_told: true, free_move_for: Some(2) }
        );
        assert!(!ask_natives(0, Pantomime::GuessedBy { team: 0 }).location_told);
        assert!(!ask_natives(0, Pantomime::NotGuessed).location_told);
        assert_eq!(ask_natives(1, Pantomime::GaveAway), AskOutcome { location_told: false, free_move_for: None });
        assert_eq!(Prize::KingSolomonsMines.pantomime(), "stones that hold the sun");
        assert_eq!(Prize::ElephantsGraveyard.pantomime(), "bone covered valley");
        assert_eq!(Prize::LostCityOfTheAmazons.pantomime(), "village of warrior women");
        assert_eq!(Prize::LastCigaretteInTheSofa.pantomime(), "last cigarette in the sofa");
    }
}
