//! What one team may see: its own party in full, the squares it has seen, and of the other
//! teams only their names, approaches, race status, and their position when it lies on a square
//! the viewer has seen. Other teams' stores, men and plans stay hidden.

use crate::decision::Pending;
use crate::event::Event;
use crate::game::Game;
use crate::map::{Approach, Direction, Map, Square, Terrain};
use crate::party::{Team, TeamId, TeamStatus};
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

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
        let pending = g.pending_for(team);
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

/// Events as one team may see them (the same hidden information as [`TeamView`]): the viewer's
/// own events in full; of the other teams only what their race status shows anyway — arriving
/// at the centre table, perishing, completing the mission —; a square marked impassable when the
/// viewer has seen that square; the day and the game's end. Everything else of another team (its
/// plans, stores, men, rolls, encounters) is withheld. Bindings send a team these events, never
/// the unfiltered list (which is for referees, replays and tests).
///
/// Source: the expedition game's hidden stores and plans, as in [`TeamView::of`].
pub fn events_for(g: &Game, viewer: TeamId, events: &[Event]) -> Vec<Event> {
    events.iter().filter(|e| visible_to(g, viewer, e)).cloned().collect()
}

/// True when `viewer` may see `event` (see [`events_for`]).
fn visible_to(g: &Game, viewer: TeamId, event: &Event) -> bool {
    match event {
        Event::DayBegins { .. } | Event::GameOver { .. } => true,
        Event::Impassable { square } => g.map().cell(*square).is_some_and(|c| c.seen(viewer.0)),
        Event::Arrived { .. } | Event::Perished { .. } => true,
        Event::Race { team, event } => {
            *team == viewer || matches!(**event, crate::race::RaceEvent::MissionCompleted { .. })
        }
        other => other.team() == Some(viewer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::{Bot, RulesGame, random_playout};

    /// `pending_for`, like the view, shows a team only its own decision: it does not change when
    /// only another team's hidden state changes (here the Lucky Breaks the deciding team has left,
    /// which the unredacted `pending()` does show), and it is exactly the view's `pending`.
    #[test]
    fn pending_for_does_not_change_with_another_teams_hidden_state() {
        let setup = crate::builtin::builtin_setup("four_teams", 11).expect("built-in setup");
        let mut g = Game::new(&setup).expect("valid setup");
        let mut bot = Bot::new(11);
        let mut offers = 0;
        while let Some(&active) = g.to_decide().first() {
            for t in g.teams() {
                assert_eq!(g.pending_for(t.id), g.view(t.id).pending, "one redaction for both");
            }
            assert_eq!(g.pending_for(active), Some(g.pending()));
            if matches!(g.pending(), Pending::LuckyBreak { .. }) {
                offers += 1;
                let mut state = serde_json::to_value(&g).expect("serializes");
                let left = &mut state["teams"][usize::from(active.0)]["lucky_breaks"];
                *left = serde_json::Value::from(left.as_u64().expect("a count") + 1);
                let other: Game = serde_json::from_value(state).expect("still a consistent state");
                assert_ne!(other.pending(), g.pending(), "the referee's pending shows the count");
                for t in g.teams().iter().filter(|t| t.id != active) {
                    assert_eq!(other.pending_for(t.id), g.pending_for(t.id));
                    assert_eq!(g.pending_for(t.id), None);
                }
            }
            let d = bot.choose(&g, active).expect("a legal decision");
            g.apply(active, &d).expect("accepted");
        }
        assert!(offers > 0, "the game offered a Lucky Break");
    }

    /// Hidden information in the events: a team sees all of its own events, of the others only
    /// their status changes (arrived, perished, mission completed) and the shared day and end.
    #[test]
    fn a_team_sees_its_own_events_and_only_the_others_status_changes() {
        let setup = crate::builtin::builtin_setup("four_teams", 11).expect("built-in setup");
        let mut g = Game::new(&setup).expect("valid setup");
        let events = random_playout(&mut g, &mut Bot::new(11), 20_000).expect("the game ends");
        let viewer = TeamId(0);
        let seen = events_for(&g, viewer, &events);
        let own = events.iter().filter(|e| e.team() == Some(viewer)).count();
        assert!(own > 0, "team 0 did something");
        assert_eq!(seen.iter().filter(|e| e.team() == Some(viewer)).count(), own);
        let others: alloc::vec::Vec<&Event> =
            events.iter().filter(|e| matches!(e.team(), Some(t) if t != viewer)).collect();
        assert!(others.iter().any(|e| matches!(e, Event::Planned { .. })), "the others planned their days");
        for e in &seen {
            match e.team() {
                Some(t) if t != viewer => assert!(
                    matches!(e, Event::Arrived { .. } | Event::Perished { .. })
                        || matches!(e, Event::Race { event, .. } if matches!(**event, crate::race::RaceEvent::MissionCompleted { .. })),
                    "another team's private event leaked: {e:?}"
                ),
                _ => {}
            }
        }
    }
}
