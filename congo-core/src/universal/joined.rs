//! A joined Independent Character as a base of his group's formation (CG-USR-10, CG-USR-12,
//! CG-USR-13).
//!
//! Source: Congo rulebook, "Universal Special Rules", Independent Character: "they move with
//! this group in accordance with the standard rules ... They are considered to be exactly the
//! same as any other model in the group (for lines of sight, movement etc.)"; "Your leading
//! figure takes the place of the Independent character (i.e. the Independent character becomes
//! part of the group) and then the group is gathered around the leading figure"; "If a group
//! including an Independent character retreats or is wiped out after a melee, the Independent
//! character joins the winning group. The character is simply 'gathered' with the winning
//! group. If the group is retreating from or wiped out by an animal, the Independent character
//! just stays where they are."
//!
//! Ruling (docs/rulings.md "A joined Independent Character is a base of his group"): a character
//! with a group on the table has a base ([`super::Piece::base`]); on every field
//! (`crate::space::placed`) the group's bases are its living figures, in order, then the bases
//! of the characters with it, in piece order ([`bases`]). So every geometry question treats him
//! as a model of the group: the group's gathering, retreat and flight move him
//! (`crate::flight::place` writes a formation's entries past the figures to [`place`]), he
//! blocks and gives lines of sight, a stick touching him touches the group. He is never a
//! figure: he never leads a move or a shot (the leading figure is one of the group's figures),
//! adds no dice, is no casualty. A character given to a group other than by a move (the winner
//! of a melee, the strange man) is placed in base contact with it ([`seat`]).

use super::Place;
use crate::game::Game;
use crate::state::GroupId;
use alloc::vec::Vec;
use tabletop::Point;

/// The bases of the Independent Characters with `group`: `(piece index, base centre)`, in
/// piece order. Geometry sees them as the group's bases after its living figures.
pub(crate) fn bases(g: &Game, group: GroupId) -> impl Iterator<Item = (usize, Point)> + '_ {
    g.universal.pieces.iter().enumerate().filter_map(move |(i, p)| match (p.place, p.base) {
        (Place::With { group: w }, Some(at)) if w == group && p.kind.is_character() => Some((i, at)),
        _ => None,
    })
}

/// Move the characters' bases of `group` to `extra`: the entries of a formation of the group
/// past its figures, in the order of [`bases`]. Missing entries leave a base where it is. A
/// character with the group and no base yet (no room was found when he came, or a state saved
/// before bases) is then [`seat`]ed beside it.
pub(crate) fn place(g: &mut Game, group: GroupId, extra: &[Point]) {
    let moved: Vec<(usize, Point)> = bases(g, group).map(|(i, _)| i).zip(extra.iter().copied()).collect();
    for (i, at) in moved {
        if let Some(p) = g.universal.pieces.get_mut(i) {
            p.base = Some(at);
        }
    }
    let unseated: Vec<usize> = g
        .universal
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| p.kind.is_character() && p.base.is_none() && p.place == (Place::With { group }))
        .map(|(i, _)| i)
        .collect();
    for i in unseated {
        seat(g, i, group);
    }
}

/// Place the base of character `piece`, now with `group`, in base contact with the group: the
/// first spot next to one of its figures where a base fits (as the lost pet's,
/// `crate::exploration::pet::spot`); with no room anywhere, he keeps the spot he had, if any.
pub(crate) fn seat(g: &mut Game, piece: usize, group: GroupId) {
    let Some(kept) = g.universal.pieces.get_mut(piece).map(|p| p.base.take()) else { return };
    let at = crate::exploration::pet::spot(g, group).or(kept);
    if let Some(p) = g.universal.pieces.get_mut(piece) {
        p.base = at;
    }
}

/// Character `piece` joins `group`: with it, his base where he stood (the group's formation, or
/// [`seat`], then places it).
pub(crate) fn join(g: &mut Game, piece: usize, group: GroupId) {
    if let Some(p) = g.universal.pieces.get_mut(piece) {
        if let Place::Table { at } = p.place {
            p.base = Some(at);
        }
        p.place = Place::With { group };
        p.dropped = None;
    }
}

/// The formation of `group` once character `piece` joined it, from a Reach move's formation
/// (geometry's `check_reach`: the group's bases, then his new spot last): his entry put among
/// the characters' in piece order, as [`bases`] lists them once he is with the group.
pub(crate) fn with_newcomer(g: &Game, group: GroupId, piece: usize, formation: &[Point]) -> Vec<Point> {
    let n = g.group(group).map_or(0, |grp| grp.figures.len());
    let (figures, rest) = formation.split_at(n.min(formation.len()));
    let Some((&newcomer, old)) = rest.split_last() else { return formation.to_vec() };
    let mut extra: Vec<(usize, Point)> = bases(g, group).map(|(i, _)| i).zip(old.iter().copied()).collect();
    extra.push((piece, newcomer));
    extra.sort_by_key(|&(i, _)| i);
    figures.iter().copied().chain(extra.into_iter().map(|(_, at)| at)).collect()
}
