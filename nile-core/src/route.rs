//! The route a day's move would take, worked out on a map before any die is rolled: the squares
//! a party would enter along its heading (on foot) or down the river (afloat), each with the
//! least movement roll that gets it there, and where a known obstacle would stop it.
//!
//! It walks the same samples and asks the same questions as the move itself
//! ([`movement::walk_samples`], [`movement::barred`], [`movement::barred_by_terrain`],
//! [`movement::crosses_river`], [`movement::arrival_stop`], [`movement::paddle_cost`],
//! [`movement::river_onward`]); only exploring is left out: a square whose terrain the map does
//! not hold is entered as unexplored, and what exploring it would find (a river, impassable
//! ground) is not foreseen. The front-end queries run it on the map as the team knows it
//! ([`crate::map::Map::as_known_by`]), so nothing unseen is told.
//!
//! Source: expedition game, "Step 2: Movement" (EX-MOVE-01 to EX-MOVE-07), "Crossing Rivers
//! Without Canoes" (EX-CROSS-01), the Lost Template's stops (EX-LOST-12).

use crate::event::StopReason;
use crate::map::{self, Direction, Map, Square};
use crate::movement;
use crate::party::Team;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Length;

/// A square on a route.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRouteSquare"))]
pub struct RouteSquare {
    /// The square.
    pub square: Square,
    /// The least movement roll, in whole inches, that brings the party into it.
    pub roll: u32,
    /// Its terrain is not known yet (exploring it may stop the party or turn up a river).
    pub unexplored: bool,
}

/// Where a route stops short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRouteStop"))]
pub struct RouteStop {
    /// Why.
    pub reason: StopReason,
    /// The least movement roll, in whole inches, that goes as far as the stop.
    pub roll: u32,
}

/// The route of one day's move for rolls up to a most.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRoute"))]
pub struct Route {
    /// The squares entered, in order (the party's own square is not listed). With a roll of
    /// `r` inches the party ends in the last square whose `roll` is at most `r` (its own square
    /// when there is none).
    pub squares: Vec<RouteSquare>,
    /// A known obstacle the move meets within the most roll, if any (nothing is entered past it).
    pub stop: Option<RouteStop>,
    /// The route starts by fording a river without canoes (EX-CROSS-01): it takes the whole
    /// turn, the party ends just across.
    pub fords: bool,
}

impl Route {
    /// Where a roll of `inches` leaves the party: the last square entered, `None` when it does
    /// not leave its square.
    pub fn end(&self, inches: u32) -> Option<Square> {
        self.squares.iter().take_while(|s| s.roll <= inches).last().map(|s| s.square)
    }
}

/// Whole inches, rounded up, of a length in thousandths.
fn inches_up(units: i32) -> u32 {
    u32::try_from(units).unwrap_or(0).div_ceil(Length::inches(1).units() as u32)
}

/// The route on foot of team `t` along `heading` for rolls up to `most` inches, on `map`.
pub fn walk(map: &Map, t: &Team, heading: Direction, most: u32) -> Route {
    let start = t.position;
    let mut cur = map::square_of(start);
    let mut prev = start;
    let mut route = Route::default();
    let most = Length::inches(i32::try_from(most).unwrap_or(0));
    for (done, after, p) in movement::walk_samples(start, heading, most) {
        let roll = inches_up(after);
        let sq = map::square_of(p);
        if sq != cur {
            let terrain = map.terrain(sq);
            let barred =
                movement::barred(map, t, sq).or_else(|| terrain.and_then(|x| movement::barred_by_terrain(t, x)));
            if let Some(reason) = barred {
                route.stop = Some(RouteStop { reason, roll });
                return route;
            }
            route.squares.push(RouteSquare { square: sq, roll, unexplored: terrain.is_none() });
        }
        if movement::crosses_river(map, prev, p) && t.canoes == 0 {
            if movement::fords_at(done) {
                route.fords = true;
                let across = map::square_of(movement::ford_point(start, heading, after));
                if route.squares.last().map_or(across != map::square_of(start), |s| s.square != across) {
                    let unexplored = map.terrain(across).is_none();
                    route.squares.push(RouteSquare { square: across, roll, unexplored });
                }
            }
            route.stop = Some(RouteStop { reason: StopReason::RiverBank, roll });
            return route;
        }
        prev = p;
        if sq != cur {
            cur = sq;
            if let Some(reason) = movement::arrival_stop(t, sq) {
                route.stop = Some(RouteStop { reason, roll });
                return route;
            }
        }
    }
    route
}

/// The route by canoe of team `t` setting off along `heading` for rolls up to `most` inches,
/// on `map`: square centre to square centre down the river (12" a side step, 17" a diagonal
/// one); it ends at rapids, where the river ends or leaves the table, or at an unexplored
/// square (where the river goes on is not known).
pub fn paddle(map: &Map, t: &Team, heading: Direction, most: u32) -> Route {
    let mut route = Route::default();
    let most = Length::inches(i32::try_from(most).unwrap_or(0)).units();
    let mut heading = heading;
    let mut cur = map::square_of(t.position);
    let mut used = 0;
    loop {
        let cost = movement::paddle_cost(heading);
        if used + cost > most {
            return route;
        }
        let next = cur.neighbour(heading);
        let roll = inches_up(used + cost);
        let terrain = map.terrain(next);
        let barred = movement::barred(map, t, next).or_else(|| terrain.and_then(|x| movement::barred_by_terrain(t, x)));
        if let Some(why) = barred {
            let reason = if why == StopReason::TableEdge { StopReason::RiverEnds } else { why };
            route.stop = Some(RouteStop { reason, roll });
            return route;
        }
        used += cost;
        route.squares.push(RouteSquare { square: next, roll, unexplored: terrain.is_none() });
        if let Some(reason) = movement::arrival_stop(t, next) {
            route.stop = Some(RouteStop { reason, roll });
            return route;
        }
        if terrain.is_none() {
            return route;
        }
        let rapids = map.cell(next).is_some_and(|x| x.rapids);
        match movement::river_onward(map, next, heading).filter(|_| !rapids) {
            Some(d) => heading = d,
            None => {
                route.stop = Some(RouteStop { reason: StopReason::RiverEnds, roll });
                return route;
            }
        }
        cur = next;
    }
}
