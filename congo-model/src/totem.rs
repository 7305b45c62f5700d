//! Totem cards: each player's fourteen-card deck, hand and discard pile (Congo rulebook,
//! "Taming the Jungle Spirits"; RULINGS.md "Totem deck").
//!
//! Each card has an id (0-13 in the printed deck order) so that a decision can name it. Which
//! card is on top of a deck is hidden information: a player's view shows deck sizes only.

use crate::profile::DicePool;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, DiceSource, Die};

/// What a Totem card does (Congo rulebook, "Totem cards effects").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTotemKind"))]
#[serde(tag = "animal", rename_all = "snake_case")]
#[serde(expecting = "a Totem card: an object with an `animal` (e.g. `crocodile`)")]
pub enum TotemKind {
    /// +dice to one roll that uses a group value, a cover roll or a ritual; one per roll.
    Crocodile {
        /// The dice the card adds (1D8, 1D8, 2D6 or 1D10).
        dice: DicePool,
    },
    /// +1 full action before or after one of your Action cards; one per Action step.
    Lion,
    /// Return one non-Panic Stress token of one of your groups; one per Action step.
    Buffalo,
    /// +2 red Movement actions before or after one of your Action cards; one per Action step.
    Gorilla,
    /// +S to one move or one shot's range; one per move or shot.
    Giraffe,
    /// Your revealed card's initiative becomes 8.
    Cheetah,
}

/// One Totem card: its id within its owner's deck and its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTotemCard"))]
pub struct TotemCard {
    /// Id within the owner's deck (0-13 for the printed deck).
    pub id: u8,
    /// Its effect.
    pub kind: TotemKind,
}

/// The printed fourteen-card deck: Crocodile x4 (1D8, 1D8, 2D6, 1D10), Lion x2, Buffalo x3,
/// Gorilla x2, Giraffe x2, Cheetah x1, with ids 0-13 in that order.
pub fn default_totem_deck() -> Vec<TotemKind> {
    let croc = |count, die| TotemKind::Crocodile { dice: DicePool { count, die } };
    let mut v = alloc::vec![croc(1, Die::D8), croc(1, Die::D8), croc(2, Die::D6), croc(1, Die::D10)];
    v.extend([TotemKind::Lion; 2]);
    v.extend([TotemKind::Buffalo; 3]);
    v.extend([TotemKind::Gorilla; 2]);
    v.extend([TotemKind::Giraffe; 2]);
    v.push(TotemKind::Cheetah);
    v
}

/// One player's Totem cards: deck (top is the last element), hand and discard pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTotemCards"))]
pub struct TotemCards {
    /// Face-down deck; the top card is the last element. Hidden order.
    pub deck: Vec<TotemCard>,
    /// The hand (hidden from the opponent).
    pub hand: Vec<TotemCard>,
    /// The face-up discard pile.
    pub discard: Vec<TotemCard>,
}

impl TotemCards {
    /// A shuffled deck built from `kinds` (ids in the given order).
    ///
    /// # Errors
    /// The dice source's error.
    pub fn shuffled(kinds: &[TotemKind], dice: &mut DiceSource) -> Result<TotemCards, DiceError> {
        let mut deck: Vec<TotemCard> =
            kinds.iter().enumerate().map(|(i, &kind)| TotemCard { id: i as u8, kind }).collect();
        dice.shuffle(&mut deck)?;
        Ok(TotemCards { deck, hand: Vec::new(), discard: Vec::new() })
    }

    /// Draw the top card into the hand; an exhausted deck is first rebuilt by shuffling the
    /// discard pile. `Ok(None)` when deck and discard are both empty.
    ///
    /// # Errors
    /// The dice source's error (only when a reshuffle happens).
    pub fn draw(&mut self, dice: &mut DiceSource) -> Result<Option<(TotemCard, bool)>, DiceError> {
        let mut reshuffled = false;
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck = core::mem::take(&mut self.discard);
            dice.shuffle(&mut self.deck)?;
            reshuffled = true;
        }
        Ok(self.deck.pop().map(|c| {
            self.hand.push(c);
            (c, reshuffled)
        }))
    }

    /// The card with `id` in the hand.
    pub fn in_hand(&self, id: u8) -> Option<TotemCard> {
        self.hand.iter().copied().find(|c| c.id == id)
    }

    /// Move the card `id` from the hand to the discard pile; returns it.
    pub fn play(&mut self, id: u8) -> Option<TotemCard> {
        let pos = self.hand.iter().position(|c| c.id == id)?;
        let card = self.hand.remove(pos);
        self.discard.push(card);
        Some(card)
    }

    /// The first card in hand (lowest id) matching `pred`, for each distinct kind: the choices
    /// worth offering (two 1D8 Crocodiles are interchangeable).
    pub fn playable(&self, pred: impl Fn(&TotemKind) -> bool) -> Vec<TotemCard> {
        // Without a copy of the hand (speed: asked for at every listing, mostly of no card).
        let mut out: Vec<TotemCard> = Vec::new();
        for &c in self.hand.iter().filter(|c| pred(&c.kind)) {
            match out.iter_mut().find(|o| o.kind == c.kind) {
                Some(o) if c.id < o.id => *o = c,
                Some(_) => {}
                None => out.push(c),
            }
        }
        out.sort_by_key(|c| c.id);
        out
    }
}

impl core::fmt::Display for TotemKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            TotemKind::Crocodile { dice } => write!(f, "Crocodile (+{dice})"),
            TotemKind::Lion => f.write_str("Lion (+1 action)"),
            TotemKind::Buffalo => f.write_str("Buffalo (-1 Stress token)"),
            TotemKind::Gorilla => f.write_str("Gorilla (+2 red movements)"),
            TotemKind::Giraffe => f.write_str("Giraffe (+S)"),
            TotemKind::Cheetah => f.write_str("Cheetah (initiative 8)"),
        }
    }
}

impl core::fmt::Display for TotemCard {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.kind.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: CG-TOTEM-01
    #[test]
    fn the_printed_deck_has_fourteen_cards() {
        let d = default_totem_deck();
        assert_eq!(d.len(), 14);
        let n = |k: TotemKind| d.iter().filter(|x| **x == k).count();
        assert_eq!(d.iter().filter(|k| matches!(k, TotemKind::Crocodile { .. })).count(), 4);
        assert_eq!(n(TotemKind::Crocodile { dice: DicePool { count: 1, die: Die::D8 } }), 2);
        assert_eq!(n(TotemKind::Crocodile { dice: DicePool { count: 2, die: Die::D6 } }), 1);
        assert_eq!(n(TotemKind::Crocodile { dice: DicePool { count: 1, die: Die::D10 } }), 1);
        assert_eq!(n(TotemKind::Lion), 2);
        assert_eq!(n(TotemKind::Buffalo), 3);
        assert_eq!(n(TotemKind::Gorilla), 2);
        assert_eq!(n(TotemKind::Giraffe), 2);
        assert_eq!(n(TotemKind::Cheetah), 1);
    }

    // rule: CG-TOTEM-03
    #[test]
    fn an_exhausted_deck_is_rebuilt_from_the_discard_pile() {
        let mut dice = DiceSource::seeded(1);
        let mut t = TotemCards::shuffled(&[TotemKind::Lion, TotemKind::Cheetah], &mut dice).unwrap();
        let (a, r1) = t.draw(&mut dice).unwrap().unwrap();
        let (b, r2) = t.draw(&mut dice).unwrap().unwrap();
        assert!(!r1 && !r2);
        assert_ne!(a.id, b.id);
        t.play(a.id).unwrap();
        let (c, r3) = t.draw(&mut dice).unwrap().unwrap();
        assert!(r3, "the discard pile was shuffled into a new deck");
        assert_eq!(c, a);
        assert!(t.draw(&mut dice).unwrap().is_none(), "nothing left anywhere");
        assert_eq!(t.hand.len(), 2, "no hand limit");
    }
}
