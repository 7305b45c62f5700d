//! The Universal Special Rules in play, each pinned with scripted dice on a built-in Adventure
//! whose groups are put where the test needs them.

mod cattle;
mod character;
mod joined;
mod moves;
mod rules;
mod standing;

use crate::cards::{ActionKind, CardAction, Colour};
use crate::deploy::builtin_setup;
use crate::game::{CardInPlay, Game, Phase};
use crate::profile::Culture;
use crate::state::{GroupId, Player};
use crate::universal::{PieceKind, Place};
use alloc::vec;
use alloc::vec::Vec;
use tabletop::{DiceSource, Point};

/// A built-in Adventure started with the sample columns (White Men against Zanzibar).
pub(super) fn game(name: &str) -> Game {
    let setup = builtin_setup(name, [Culture::WhiteMenExpeditions, Culture::SultanateOfZanzibar], 1).expect("sets up");
    Game::start(&setup).expect("starts").0
}

/// `player` resolves a card with three black Movement actions; the stack is empty; a new step.
pub(super) fn resolving(g: &mut Game, player: Player) {
    g.stack.clear();
    g.serial = g.serial.wrapping_add(1);
    g.phase = Phase::Resolve {
        card: CardInPlay {
            player,
            card: 7,
            remaining: vec![CardAction { kind: ActionKind::Movement { colour: Colour::Black }, groups: 3 }],
        },
        second: None,
    };
}

/// Put every living figure of `group` in a row from (`x`, `y`) eastward, 1" apart (inches).
pub(super) fn put(g: &mut Game, group: GroupId, x: i32, y: i32) {
    let figs = g.groups[usize::from(group.0)].figures.clone();
    for (k, f) in figs.iter().enumerate() {
        g.figures[usize::from(f.0)].at = Point::inches(x + k as i32, y);
    }
}

/// Put every other group of the game far away, in the corners, out of the test's way: the
/// groups are simply taken off the field by marking them eliminated (no events).
pub(super) fn only(g: &mut Game, keep: &[GroupId]) {
    for (i, grp) in g.groups.iter_mut().enumerate() {
        if !keep.contains(&GroupId(i as u16)) {
            grp.eliminated = true;
        }
    }
}

/// Scripted dice from now on.
pub(super) fn dice(g: &mut Game, values: &[u32]) {
    g.dice = DiceSource::scripted(values.iter().copied());
}

/// The first piece of `kind`'s sort.
pub(super) fn piece_of(g: &Game, f: impl Fn(&PieceKind) -> bool) -> usize {
    g.universal.pieces.iter().position(|p| f(&p.kind)).expect("the adventure has the piece")
}

/// Move piece `i` to (`x`, `y`) on the table.
pub(super) fn lay(g: &mut Game, i: usize, x: i32, y: i32) {
    g.universal.pieces[i].place = Place::Table { at: Point::inches(x, y) };
}

/// The leading figure of `group` (its first figure).
pub(super) fn first(g: &Game, group: GroupId) -> crate::state::FigureId {
    g.groups[usize::from(group.0)].figures[0]
}

/// The positions of `group`'s living figures, in order.
pub(super) fn positions(g: &Game, group: GroupId) -> Vec<Point> {
    g.groups[usize::from(group.0)].figures.iter().map(|f| g.figures[usize::from(f.0)].at).collect()
}

/// The rule ids of `events`.
pub(super) fn rules(events: &[crate::event::Event]) -> Vec<&str> {
    events.iter().map(|e| e.rule.as_ref()).collect()
}
