//! Independent Characters' own rules in play: a character fleeing the group he joined
//! (CG-USR-14), and who is an enemy to whom where Independent Characters are concerned
//! (CG-USR-15). Joining, and what happens to a character when his group retreats, flees or is
//! eliminated, are in [`super::pieces`].
//!
//! Source: Congo rulebook, "Universal Special Rules", Independent Character: "It may happen
//! that an Independent Character flees from the group they have joined (always, as a result of
//! Adventure specific rules). If this happens, the opposing player handles this movement as if
//! it was a movement by the group (i.e. the opposing player chooses a leading figure, places
//! the movement sticks etc) but only the Independent character actually moves. The usual rules
//! of movement apply except that the group from which the character flees does not prevent him
//! from picking up the pace. In addition, the fleeing Independent character cannot, under any
//! circumstances, join a group during this movement and they cannot leave the table.
//! Independent Characters that have not joined a group are not considered to be enemies, except
//! by other Independent Characters. They however consider all other models as enemies."
//!
//! Rulings (docs/rulings.md "Adventures in play", Independent Character): an Adventure makes a
//! character flee with an Event token (`EventEffect::IndependentCharacterFlees`, or a custom
//! event returning it). The character is a base of his group but no figure (he leads no move),
//! so the opposing player picks one of the group's figures as the leading figure: the character
//! leaves his base and starts from that figure's spot and is moved along one S stick, or two (picking up the pace), with every rule
//! of geometry's movement (`resolve_path`): no stick may touch any base (he cannot join a group,
//! nor engage), the end stays on the table; his own group's figures do not stop the pace, every
//! other group (of either column), wild animal and Independent Character standing alone does.
//! Only he moves (no gathering); he ends where the leading figure's base would, on no other
//! base. The group's Stress tokens, loads and special rules do not limit him (they are the
//! group's, and the character has no profile); he explores nothing. He then stands alone and
//! may be joined again (CG-USR-12). If he is not with a group on the table, or no move is open
//! to him (the engine's sample of moves, below, finds none), he stays where he is.

use super::{PieceKind, Place};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::geometry::base::{Field, PlacedGroup, Side, overlaps};
use crate::geometry::movement::{EdgeMode, MoveAllowance, ProposedMove, resolve_path};
use crate::geometry::{BASE_RADIUS, S};
use crate::pending::Ask;
use crate::state::{FigureId, GroupId, Player};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// The geometry side of a fleeing character: a side of its own, so that geometry finds every
/// other group of either column hostile (and every wild animal), as he sees them (CG-USR-15).
/// His own group's figures are his move's own "group" on the field: never hostile.
const FLEEING: Side = Side::Player { player: 2 };

/// The geometry side of the Independent Characters standing alone, as the fleeing character
/// sees them: enemies (CG-USR-15).
const STANDING: Side = Side::Player { player: 3 };

/// The move the opposing player chose for the fleeing character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCharacterFlightMove"))]
pub struct CharacterFlightMove {
    /// The group's figure chosen as the leading figure (the character starts from its spot).
    pub leader: FigureId,
    /// The end of each S stick (1 or 2 points).
    pub path: Vec<Point>,
}

/// An Independent Character fleeing the group he joined (CG-USR-14): the opposing player moves
/// him ([`Ask::CharacterFlees`], answered with a [`Decision::Move`] naming the group, with no
/// engagement, formation or Giraffe).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCharacterFlight"))]
pub struct CharacterFlight {
    /// The character's piece index.
    pub piece: u16,
    /// The group he flees.
    pub group: GroupId,
    /// The opposing player's move, once chosen.
    pub answer: Option<CharacterFlightMove>,
}

/// A checked flight: where the character ends, and whether he picked up the pace.
struct Flight {
    at: Point,
    picked_up_pace: bool,
}

/// The group on the table the piece is with.
fn group_of(g: &Game, piece: usize) -> Option<GroupId> {
    match g.universal.pieces.get(piece)?.place {
        Place::With { group } => g.group(group).is_ok_and(|gr| gr.in_play()).then_some(group),
        _ => None,
    }
}

/// The named Independent Character flees the group he joined (CG-USR-14), as an Adventure's
/// rule says: the flight to resolve, or `None` (narrated) when he is not with a group on the
/// table.
pub(crate) fn flees(g: &Game, name: &str, ev: &mut Vec<Event>) -> Option<Task> {
    let piece = super::character_piece(g, name)?;
    let index = u16::try_from(piece).ok()?;
    let Some(group) = group_of(g, piece) else {
        ev.push(Event::new("CG-USR-14", What::CharacterStays { piece: index, group: None }));
        return None;
    };
    Some(Task::Universal(super::UniversalTask::CharacterFlees(CharacterFlight { piece: index, group, answer: None })))
}

/// The Independent Characters standing alone and the free livestock animals, as bases of no
/// side on the field of every move (`Side::Neutral`; CG-USR-15: no enemy to anyone, but no base
/// may overlap one and no stick touch one; a group joins a character, or comes into contact with
/// an animal for the Cattle melee, with a Reach move; ruling "Cattle"): one a base of `others`
/// (or a piece listed before it) covers, or off the table or in blocking terrain, is left out
/// until that spot is free. Each is a one-base group keyed `pieces::piece_key`.
pub(crate) fn standing(g: &Game, others: &[PlacedGroup]) -> Vec<PlacedGroup> {
    let table = &g.setup.table;
    let mut out: Vec<PlacedGroup> = Vec::new();
    for (i, p) in g.universal.pieces.iter().enumerate() {
        let Place::Table { at } = p.place else { continue };
        if !matches!(p.kind, PieceKind::Character { .. } | PieceKind::StrangeMan | PieceKind::Cattle { .. }) {
            continue;
        }
        let free = table.base_on_table(at)
            && table.blocking_under(at, BASE_RADIUS).is_none()
            && !others.iter().chain(out.iter()).flat_map(|h| h.figures.iter()).any(|&q| overlaps(at, q));
        if free {
            out.push(PlacedGroup { key: super::pieces::piece_key(i), side: Side::Neutral, figures: alloc::vec![at] });
        }
    }
    out
}

/// Every base on the table as the fleeing character (piece `piece`) sees it: his group's other
/// bases are his own move's group (side [`FLEEING`]; his own base is left out: he leaves it);
/// the Independent Characters standing alone are enemies (side [`STANDING`]).
fn field_groups(g: &Game, group: GroupId, piece: usize) -> Vec<PlacedGroup> {
    let me = crate::space::key(group);
    let own = g.universal.pieces.get(piece).and_then(|p| p.base);
    let mut groups = crate::space::placed(g);
    for pg in &mut groups {
        if pg.key == me {
            pg.side = FLEEING;
            pg.figures.retain(|&q| Some(q) != own);
        } else if pg.side == Side::Neutral {
            pg.side = STANDING;
        }
    }
    groups
}

/// Check the flight of the character with `group` along `path`, led from `leader`'s spot, on
/// `field` (built by [`field_groups`]).
fn check_on(
    field: &Field<'_>,
    g: &Game,
    group: GroupId,
    leader: FigureId,
    path: &[Point],
) -> Result<Flight, RuleError> {
    let li = crate::space::index_of(g, group, leader)?;
    let mv = ProposedMove { group: crate::space::key(group), leader: li, sticks: path.to_vec(), formation: None };
    // No engagement (he cannot join a group), no leaving the table.
    let allow = MoveAllowance { may_engage: false, may_leave_table: false };
    let (o, _) = resolve_path(field, &mv, allow, EdgeMode::Respect).map_err(|e| crate::space::illegal_move(g, &e))?;
    let at = o.leader_end();
    // Only he moves: the leading figure stays, and he may end on no base.
    let taken = field.groups().iter().flat_map(|h| h.figures.iter()).any(|&q| overlaps(at, q));
    if taken {
        return Err(RuleError::Forbidden(crate::error::Forbidden::CharacterOnBase));
    }
    Ok(Flight { at, picked_up_pace: o.picked_up_pace })
}

impl CharacterFlight {
    fn check(&self, g: &Game, leader: FigureId, path: &[Point]) -> Result<Flight, RuleError> {
        if group_of(g, usize::from(self.piece)) != Some(self.group) {
            return Err(RuleError::Forbidden(crate::error::Forbidden::CharacterGone));
        }
        let groups = field_groups(g, self.group, usize::from(self.piece));
        let veils = crate::exploration::veils(g);
        let field = Field::new(&g.setup.table, &groups, &veils)
            .map_err(|e| RuleError::Model(crate::error::ModelRefusal::Field(e)))?;
        check_on(&field, g, self.group, leader, path)
    }

    /// The opposing player: the one who does not own the group.
    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if self.answer.is_some() {
            return None;
        }
        let owner = g.group(self.group).ok()?.owner;
        Some((owner.other(), Ask::CharacterFlees { group: self.group, piece: self.piece }))
    }

    /// Record the opposing player's move: a [`Decision::Move`] of the group, 1 or 2 sticks, no
    /// engagement, formation or Giraffe.
    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        let Decision::Move { group, leader, path, engage: None, formation: None, giraffe: None } = d else {
            return Err(RuleError::WrongDecision {
                expected: "move (the fleeing character: the group, its leading figure and the sticks only)",
            });
        };
        if *group != self.group {
            return Err(RuleError::Forbidden(crate::error::Forbidden::CharacterFlees(self.group)));
        }
        self.check(g, *leader, path)?;
        self.answer = Some(CharacterFlightMove { leader: *leader, path: path.clone() });
        Ok(())
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if group_of(g, usize::from(self.piece)) != Some(self.group) {
            return Ok(Flow::Done);
        }
        let Some(m) = &self.answer else {
            if decisions(g, &self).is_empty() {
                ev.push(Event::new("CG-USR-14", What::CharacterStays { piece: self.piece, group: Some(self.group) }));
                return Ok(Flow::Done);
            }
            return Ok(Flow::Wait(Task::Universal(super::UniversalTask::CharacterFlees(self))));
        };
        let f = self.check(g, m.leader, &m.path)?;
        if let Some(p) = g.universal.pieces.get_mut(usize::from(self.piece)) {
            p.place = Place::Table { at: f.at };
            p.dropped = None;
            p.base = None;
        }
        ev.push(Event::new(
            "CG-USR-14",
            What::CharacterFled { group: self.group, piece: self.piece, at: f.at, picked_up_pace: f.picked_up_pace },
        ));
        Ok(Flow::Done)
    }
}

/// The flights offered to the opposing player (a documented sample, as for every move): each
/// figure of the group leads one full S stick in each of 6 headings (60 degrees apart), and two
/// full sticks straight on; only those that pass the check, one per end point.
pub(crate) fn decisions(g: &Game, t: &CharacterFlight) -> Vec<Decision> {
    use crate::geometry::dirs::Heading;
    let Ok(grp) = g.group(t.group) else { return Vec::new() };
    let groups = field_groups(g, t.group, usize::from(t.piece));
    let veils = crate::exploration::veils(g);
    let Ok(field) = Field::new(&g.setup.table, &groups, &veils) else { return Vec::new() };
    let mut out = Vec::new();
    let mut ends: Vec<Point> = Vec::new();
    for &leader in &grp.figures {
        let Some(start) = g.figure(leader).map(|f| f.at) else { continue };
        for k in 0..6 {
            let h = Heading::degrees(60 * k);
            let p1 = h.step(start, S);
            for path in [alloc::vec![p1], alloc::vec![p1, h.step(p1, S)]] {
                let Ok(f) = check_on(&field, g, t.group, leader, &path) else { continue };
                if ends.contains(&f.at) {
                    continue;
                }
                ends.push(f.at);
                out.push(Decision::Move { group: t.group, leader, path, engage: None, formation: None, giraffe: None });
            }
        }
    }
    out
}
