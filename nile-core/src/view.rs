//! What one team may see: its own party in full, the squares it has seen, and of the other
//! teams only their names, approaches, race status, and their position when it lies on a square
//! the viewer has seen. Other teams' stores, men and plans stay hidden.

use crate::decision::Pending;
use crate::game::Game;
use crate::map::{Approach, Direction, Map, Square, Terrain};
use crate::party::{Team, TeamId, TeamStatus};
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Point, RulesGame};

/// A square as a team knows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSquareView"))]
pub struct SquareView {
    /// The square.
    pub square: Square,
    /// Its terrain (always known for a seen square).
    pub terrain: Option<Terrain>,
    /// River exits.
    pub river: Vec<Direction>,
    /// Trail exits.
    pub trail: Vec<Direction>,
    /// Marked impassable.
    pub impassable: bool,
    /// Rapids met here.
    pub rapids: bool,
}

/// Another team, as far as the viewer can tell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOtherTeam"))]
pub struct OtherTeam {
    /// Its id.
    pub id: TeamId,
    /// Its name.
    pub name: String,
    /// Its approach.
    pub approach: Approach,
    /// Its race status.
    pub status: TeamStatus,
    /// Where it is, if on a square the viewer has seen.
    pub position: Option<Point>,
}

/// The game as one team sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileView"))]
pub struct TeamView {
    /// The viewer.
    pub team: TeamId,
    /// The day.
    pub day: u16,
    /// The viewer's own party, in full (`None` for a bogus id).
    pub own: Option<Team>,
    /// Squares the viewer has seen.
    pub squares: Vec<SquareView>,
    /// The other teams.
    pub others: Vec<OtherTeam>,
    /// What the viewer must decide now, if anything.
    pub pending: Option<Pending>,
}

impl TeamView {
    /// Build the view of `team`.
    pub fn of(g: &Game, team: TeamId) -> TeamView {
        let map = g.map();
        let seen = |sq: Square| map.cell(sq).is_some_and(|c| c.seen(team.0));
        let squares = Map::squares()
            .filter(|s| seen(*s))
            .filter_map(|s| {
                map.cell(s).map(|c| SquareView {
                    square: s,
                    terrain: c.terrain,
                    river: c.river.clone(),
                    trail: c.trail.clone(),
                    impassable: c.impassable,
                    rapids: c.rapids,
                })
            })
            .collect();
        let others = g
            .teams()
            .iter()
            .filter(|t| t.id != team)
            .map(|t| OtherTeam {
                id: t.id,
                name: t.name.clone(),
                approach: t.approach,
                status: t.status.clone(),
                position: seen(crate::map::square_of(t.position)).then_some(t.position),
            })
            .collect();
        let pending = g.to_decide().contains(&team).then(|| g.pending());
        TeamView { team, day: g.day(), own: g.team(team).cloned(), squares, others, pending }
    }
}

/// Convenience: the viewer's own team.
impl TeamView {
    /// The viewer's party.
    pub fn party(&self) -> Option<&Team> {
        self.own.as_ref()
    }
}
