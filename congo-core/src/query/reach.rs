//! Reach (Congo rulebook, "Moving along the Track"): a sampled outline of where a group's
//! leading figure can end a Movement action, with one S stick and picking up the pace, for a
//! front end to draw. Each sample is geometry's own check of a move (the same check `apply`
//! asks, automatic gathering included), so a point of the outline is an end point geometry
//! accepts.

use crate::error::RuleError;
use crate::game::Game;
use crate::geometry::MoveAllowance;
use crate::geometry::dirs::Heading;
use crate::profile::Stick;
use crate::state::{FigureId, GroupId};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Length, Point};

/// How many headings an outline samples (every 360 / this degrees).
pub const REACH_HEADINGS: u16 = 36;

/// One outline: a closed polygon of the leading figure's centre, one point per heading
/// (counter-clockwise from east), each the farthest end point found straight along that
/// heading (the start itself where the figure cannot go that way).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoReachOutline"))]
pub struct ReachOutline {
    /// The polygon's points (fixed-point inches).
    pub points: Vec<Point>,
}

/// [`Game::reach`]'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoReach"))]
pub struct Reach {
    /// The group.
    pub group: GroupId,
    /// The leading figure.
    pub leader: FigureId,
    /// Where it starts.
    pub start: Point,
    /// One S stick straight on (empty when the group may not move).
    pub one_stick: ReachOutline,
    /// A full S stick then a second one straight on, picking up the pace (empty when the group
    /// may not pick it up: a Movement token, CG-STRESS-11).
    pub pace: ReachOutline,
}

impl Game {
    /// Where `leader` of `group` can get this action (Congo rulebook, "Moving along the Track"):
    /// the outlines of its reach with one stick and picking up the pace, each sampled along
    /// [`REACH_HEADINGS`] headings by geometry's move check (a move that would engage an enemy
    /// stops short of it; terrain, bases and obstacles as geometry says). A straight-line
    /// sample: bent two-stick paths may reach a little further. Reads only the table.
    ///
    /// # Errors
    /// [`RuleError::UnknownGroup`], [`RuleError::UnknownFigure`].
    pub fn reach(&self, group: GroupId, leader: FigureId) -> Result<Reach, RuleError> {
        let grp = self.group(group)?;
        let start = self.figure(leader).filter(|_| grp.figures.contains(&leader)).map(|f| f.at);
        let start = start.ok_or(RuleError::UnknownFigure { figure: leader, group })?;
        let v = self.values(group).ok_or(RuleError::UnknownGroup(group))?;
        let stress = crate::special::kingdoms::effective_stress(&v, &grp.stress, false);
        let stress = crate::universal::with_bulky(self, group, stress);
        let may_move = grp.in_play() && crate::hooks::may_move(&v, &stress);
        let may_pace = may_move && crate::hooks::may_pick_up_pace(&v, &stress);
        let ok = |path: &[Point]| {
            let allow = MoveAllowance { may_engage: false, may_leave_table: false };
            crate::space::propose_typed(None, self, group, leader, path, None, allow, false)
                .is_ok_and(|r| r.is_ok_and(|o| o.picked_up_pace == (path.len() == 2)))
        };
        let s = Stick::S.length();
        let mut one = Vec::new();
        let mut pace = Vec::new();
        for k in 0..REACH_HEADINGS {
            let h = Heading::degrees(i32::from(k) * 360 / i32::from(REACH_HEADINGS));
            if may_move {
                let d = farthest(s, |d| ok(&[h.step(start, d)]));
                one.push(h.step(start, d));
            }
            if may_pace {
                let first = h.step(start, s);
                let end = if ok(&[first]) {
                    let d = farthest(s, |d| ok(&[first, h.step(first, d)]));
                    if d > Length::ZERO { h.step(first, d) } else { first }
                } else {
                    h.step(start, farthest(s, |d| ok(&[h.step(start, d)])))
                };
                pace.push(end);
            }
        }
        Ok(Reach { group, leader, start, one_stick: ReachOutline { points: one }, pace: ReachOutline { points: pace } })
    }
}

/// The farthest length up to `max` that `ok` accepts, by bisection to 1/16" (zero when it
/// accepts none): `ok(max)` is asked first.
fn farthest(max: Length, ok: impl Fn(Length) -> bool) -> Length {
    if ok(max) {
        return max;
    }
    let (mut lo, mut hi) = (Length::ZERO, max);
    let step = Length(tabletop::fixed::UNITS_PER_INCH / 16);
    while hi - lo > step {
        let mid = Length((lo.0 + hi.0) / 2);
        if ok(mid) { lo = mid } else { hi = mid }
    }
    lo
}
