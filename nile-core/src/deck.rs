//! The standard 52-card deck that activates figures in the tactical fights: red cards for the
//! expedition (or hunting party), black cards for the natives (or animals).
//!
//! Source: expedition game, "Combat with Animals" (Movement: "the black cards represent the
//! animal(s) and red cards are for the hunting party"); RULINGS.md "Combat with natives" (the
//! same deck activates one unit per card).

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::encounter_error::EncounterResult;

/// A card's colour: all that matters for activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCardColour"))]
#[serde(rename_all = "snake_case")]
pub enum CardColour {
    /// Hearts and diamonds: the expedition or hunting party.
    Red,
    /// Spades and clubs: the natives or the animals.
    Black,
}

/// A playing card: colour and a number 0-51 (its place in a fresh deck, kept so a log can name
/// the card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCard"))]
pub struct Card {
    /// 0-51: 0-25 red, 26-51 black.
    pub index: u8,
}

impl Card {
    /// Red for 0-25, black for 26-51.
    pub const fn colour(self) -> CardColour {
        if self.index < 26 { CardColour::Red } else { CardColour::Black }
    }
}

/// A 52-card deck, shuffled with the game's dice; drawing from an empty deck reshuffles a fresh
/// one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileDeck"))]
pub struct Deck {
    /// Cards still to draw, next last.
    cards: Vec<Card>,
}

impl Deck {
    /// A fresh deck shuffled with `dice` (Fisher-Yates, [`crate::luck::shuffle`]).
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn shuffled(dice: &mut dyn Dice) -> EncounterResult<Deck> {
        let mut cards: Vec<Card> = (0..52u8).map(|index| Card { index }).collect();
        crate::luck::shuffle(dice, &mut cards)?;
        Ok(Deck { cards })
    }

    /// A deck that yields `colours` in order, then fresh shuffled decks (for tests).
    pub fn stacked(colours: &[CardColour]) -> Deck {
        let cards = colours.iter().rev().map(|c| Card { index: if *c == CardColour::Red { 0 } else { 26 } }).collect();
        Deck { cards }
    }

    /// Draw the next card; an empty deck is replaced by a freshly shuffled one first.
    ///
    /// # Errors
    /// A scripted dice source that ran dry while reshuffling.
    pub fn draw(&mut self, dice: &mut dyn Dice) -> EncounterResult<Card> {
        if self.cards.is_empty() {
            *self = Deck::shuffled(dice)?;
        }
        // Never empty here: a fresh deck has 52 cards.
        Ok(self.cards.pop().unwrap_or(Card { index: 0 }))
    }

    /// Cards left.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when no card is left.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

/// A fight activated card by card: a red card lets the expedition (or hunting party) order one
/// of its units (or men) that has not acted this turn, a black card activates the next native
/// unit (or animal) that has not; a turn ends when every side has acted. The shared activation
/// loop of [`crate::combat::NativeCombat`] and [`crate::animals::AnimalFight`] ([`run_cards`],
/// [`apply_order`], [`play_to_end`]).
pub(crate) trait CardFight: Clone {
    /// An order for a red card.
    type Order: Copy;
    /// The fight has ended.
    fn over(&self) -> bool;
    /// A red card waits for an order.
    fn awaiting(&self) -> bool;
    /// Wait for an order.
    fn await_order(&mut self);
    /// The deck.
    fn deck(&mut self) -> &mut Deck;
    /// Log the card drawn.
    fn card_drawn(&mut self, colour: CardColour);
    /// Checks before each card (the combat's end of the fight); none by default.
    ///
    /// # Errors
    /// Dice.
    fn before_card(&mut self, _dice: &mut dyn Dice) -> EncounterResult<()> {
        Ok(())
    }
    /// The expedition's side has someone who has not acted this turn.
    fn party_to_act(&self) -> bool;
    /// The next opponent (native unit or animal) that has not acted this turn.
    fn opponent_to_act(&self) -> Option<usize>;
    /// A black card: that opponent acts.
    ///
    /// # Errors
    /// Dice.
    fn opponent_acts(&mut self, dice: &mut dyn Dice, i: usize) -> EncounterResult<()>;
    /// Everyone has acted: end the turn and begin the next.
    ///
    /// # Errors
    /// Dice.
    fn next_turn(&mut self, dice: &mut dyn Dice) -> EncounterResult<()>;
    /// Check an order.
    ///
    /// # Errors
    /// The order is not legal now.
    fn check(&self, order: &Self::Order) -> EncounterResult<()>;
    /// Carry out a checked order.
    ///
    /// # Errors
    /// Dice.
    fn carry_out(&mut self, dice: &mut dyn Dice, order: Self::Order) -> EncounterResult<()>;
    /// Draw cards until an order is wanted or the fight ends ([`run_cards`], unless the fight
    /// has a prelude of its own).
    ///
    /// # Errors
    /// Dice.
    fn draw_until_order(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        run_cards(self, dice)
    }
    /// A bot's order, else the first legal one.
    fn bot_order(&self) -> Option<Self::Order>;
}

/// The activation loop: draw cards until a red card finds someone to order, or the fight ends.
///
/// # Errors
/// Dice.
pub(crate) fn run_cards<F: CardFight>(f: &mut F, dice: &mut dyn Dice) -> EncounterResult<()> {
    while !f.over() && !f.awaiting() {
        f.before_card(dice)?;
        if f.over() {
            break;
        }
        let party = f.party_to_act();
        let opponent = f.opponent_to_act();
        if !party && opponent.is_none() {
            f.next_turn(dice)?;
            continue;
        }
        let colour = f.deck().draw(dice)?.colour();
        f.card_drawn(colour);
        match (colour, opponent) {
            (CardColour::Red, _) if party => f.await_order(),
            (CardColour::Black, Some(i)) => f.opponent_acts(dice, i)?,
            _ => {}
        }
    }
    Ok(())
}

/// Apply an order, then draw cards until the next order is wanted or the fight ends; on any
/// error (a refused order, a scripted dice source that ran dry) the fight and the dice are left
/// as they were.
///
/// # Errors
/// As [`CardFight::check`]; dice.
pub(crate) fn apply_order<F: CardFight>(f: &mut F, dice: &mut dyn Dice, order: F::Order) -> EncounterResult<()> {
    f.check(&order)?;
    let mut next = f.clone();
    let mark = dice.mark();
    let done = next.carry_out(dice, order).and_then(|()| next.draw_until_order(dice));
    match done {
        Ok(()) => {
            *f = next;
            Ok(())
        }
        Err(e) => {
            dice.rewind(mark);
            Err(e)
        }
    }
}

/// Play to the end with the bot's orders.
///
/// # Errors
/// Dice.
pub(crate) fn play_to_end<F: CardFight>(f: &mut F, dice: &mut dyn Dice) -> EncounterResult<()> {
    while !f.over() {
        match f.bot_order() {
            Some(o) => apply_order(f, dice, o)?,
            None => break,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-COMBAT-04
    // rule: EX-ANIMAL-14
    #[test]
    fn a_deck_has_26_red_and_26_black() {
        let mut dice = DiceSource::seeded(3);
        let mut deck = Deck::shuffled(&mut dice).unwrap();
        let mut red = 0;
        for _ in 0..52 {
            if deck.draw(&mut dice).unwrap().colour() == CardColour::Red {
                red += 1;
            }
        }
        assert_eq!(red, 26);
        assert!(deck.is_empty());
        deck.draw(&mut dice).unwrap();
        assert_eq!(deck.len(), 51, "an empty deck is reshuffled");
    }

    #[test]
    fn a_stacked_deck_yields_its_colours_in_order() {
        let mut dice = DiceSource::scripted([]);
        let mut deck = Deck::stacked(&[CardColour::Black, CardColour::Red]);
        assert_eq!(deck.draw(&mut dice).unwrap().colour(), CardColour::Black);
        assert_eq!(deck.draw(&mut dice).unwrap().colour(), CardColour::Red);
    }
}
