//! The odds of a hunt and of a native attitude roll read from the game itself: the ground the
//! team stands on and its explorer's Hunter skill; the natives it has met, what it has seen of
//! their totals, its armed men, skills and Activity Level. The same enumeration as
//! [`super::hunt_odds`] and [`super::attitude_odds`], fed from the state by the functions the
//! encounter rules read it with ([`crate::race::party_summary`],
//! [`crate::standing::PartySummary::standing`]).
//!
//! Rulebook: the expedition game's "Hunting" (EX-HUNT-01 to EX-HUNT-09) and the Native Attitude
//! table (EX-ATTITUDE-01 to EX-ATTITUDE-10; Africa Knowledge, EX-SKILL-08).

use super::{AttitudeOdds, HuntOdds, attitude_odds, hunt_odds};
#[cfg(test)]
use crate::decision::Decision;
use crate::decision::{Pending, Question};
use crate::encounter_error::EncounterError;
use crate::error::RuleError;
use crate::game::Game;
use crate::hunting::HuntingGround;
use crate::map::{self, Square};
use crate::natives::{NativeTotals, PartyStanding, Posture, Tribe};
use crate::party::{Team, TeamId};
use crate::race::{self, posture_answers};
use alloc::format;
use serde::{Deserialize, Serialize};
use tabletop::RulesGame;

/// The odds of a hunt from where a team stands (see [`hunt_odds_for`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntHere"))]
pub struct HuntHere {
    /// The team's square.
    pub square: Square,
    /// Its ground (the Hunting Results table of its terrain).
    pub ground: HuntingGround,
    /// The explorer has the Hunter skill (+1 on every roll for food).
    pub hunter_skill: bool,
    /// The odds.
    pub odds: HuntOdds,
}

/// The odds of a native attitude roll for the natives a team has met (see [`attitude_odds_for`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAttitudeHere"))]
pub struct AttitudeHere {
    /// The tribe met.
    pub tribe: Tribe,
    /// What the party brings: armed men, skills, the Activity Level's temper.
    pub party: PartyStanding,
    /// The natives' totals when the team has seen them (Africa Knowledge), else null.
    pub totals: Option<NativeTotals>,
    /// The posture priced.
    pub posture: Posture,
    /// The odds.
    pub odds: AttitudeOdds,
}

fn team_of(g: &Game, team: TeamId) -> Result<&Team, RuleError> {
    g.team(team).ok_or_else(|| RuleError::Illegal(format!("{team} is not in the game")))
}

/// An enumeration error (none in practice: every die is scripted) as a rule error.
fn enumerated<T>(r: Result<T, EncounterError>) -> Result<T, RuleError> {
    r.map_err(|e| match e {
        EncounterError::Dice(d) => RuleError::Dice(d),
        other => RuleError::Illegal(format!("{other}")),
    })
}

/// The exact odds of a hunt on the ground team `team` stands on, with its explorer's Hunter
/// skill: the food found and the chance of a dangerous-game encounter ([`super::hunt_odds`]).
/// The hunting party hunts where it ends up, 4D6" out in the direction the team picks
/// (EX-HUNT-01): where that is another terrain, price it with [`super::hunt_odds`]. Read at
/// any time; pure.
///
/// # Errors
/// [`RuleError::Illegal`] when the team is not in the game or has not entered the table yet
/// (its square has no terrain).
pub fn hunt_odds_for(g: &Game, team: TeamId) -> Result<HuntHere, RuleError> {
    let t = team_of(g, team)?;
    let square = map::square_of(t.position);
    let terrain = g
        .map()
        .terrain(square)
        .ok_or_else(|| RuleError::Illegal(format!("{team} has not entered the table: no ground to hunt on")))?;
    let ground = HuntingGround::of(terrain);
    let hunter_skill = race::party_summary(t, g.today.activity).skills.hunter;
    Ok(HuntHere { square, ground, hunter_skill, odds: enumerated(hunt_odds(ground, hunter_skill))? })
}

/// The exact odds of the native attitude roll if team `team`, asked now which posture to take
/// toward the natives it has met ([`Question::NativePosture`]), or how many gifts its
/// Journalist's Friendly posture offers ([`Question::Gifts`]), answers `posture`: the tribe
/// and the totals it has seen (with Africa Knowledge) from the question, its armed men, skills
/// and Activity Level from the state, through [`super::attitude_odds`]. Pure.
///
/// # Errors
/// [`RuleError::GameOver`]; [`RuleError::NotYourTurn`] when another team is asked;
/// [`RuleError::WrongDecision`] when the team is asked something else; [`RuleError::Illegal`]
/// when `posture` is not an answer it may give (more gifts than its trade goods, or than 8;
/// not Friendly when only the gifts are asked).
pub fn attitude_odds_for(g: &Game, team: TeamId, posture: Posture) -> Result<AttitudeHere, RuleError> {
    let (tribe, totals, trade_goods, friendly_only) = match g.pending() {
        Pending::Over => return Err(RuleError::GameOver),
        Pending::Question { team: t, question: Question::NativePosture { tribe, totals, trade_goods } }
            if t == team =>
        {
            (tribe, totals, trade_goods, false)
        }
        Pending::Question { team: t, question: Question::Gifts { tribe, totals, trade_goods } } if t == team => {
            (tribe, totals, trade_goods, true)
        }
        _ if g.active() != team => {
            return Err(RuleError::NotYourTurn { team, waiting: format!("{}", g.active()) });
        }
        _ => return Err(RuleError::WrongDecision { got: "posture", expected: "the question asked now".into() }),
    };
    let answerable = posture_answers(trade_goods).contains(&posture)
        && (!friendly_only || matches!(posture, Posture::Friendly { .. }));
    if !answerable {
        return Err(RuleError::Illegal(format!("{posture:?} is not a posture the party can take")));
    }
    let t = team_of(g, team)?;
    let party = race::party_summary(t, g.today.activity).standing();
    let odds = enumerated(attitude_odds(&tribe, &party, posture, totals))?;
    Ok(AttitudeHere { tribe, party, totals, posture, odds })
}

#[cfg(test)]
#[path = "here_tests.rs"]
mod tests;
