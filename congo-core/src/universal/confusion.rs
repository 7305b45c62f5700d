//! Confusion in play: while it reigns, each player's three Action cards are dealt at random; he
//! may swap one for another dealt at random, or keep all three and draw a Totem card.
//!
//! Source: Congo rulebook, "Universal Special Rules", Confusion (CG-USR-02: "each player draws his
//! three Actions cards for the turn randomly from the seven cards available. After looking at the
//! cards drawn, each player may, if they wish, discard one card and replace it with another
//! randomly drawn Action card. Any player who does not use this option and keeps the three cards
//! initially drawn may draw a Totem card as a reward"). Dealing and swapping are
//! [`crate::adventure::confusion`]'s.
//!
//! In play: at the opening phase of a turn of confusion both hands are dealt (after the Totem
//! draws); instead of choosing three cards, each player answers [`crate::pending::Ask::Confusion`]
//! with [`crate::Decision::Confusion`]: the card to discard, or none to keep the hand and draw a
//! Totem card (the reward is always taken: it can only help). The hand then stands as his three
//! chosen cards. Hands are secret: views and events show the opponent only that he swapped or
//! kept.

use crate::adventure::confusion::ConfusionHand;
use crate::adventure::{RuleKind, UniversalRule};
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Game, Phase};
use crate::state::Player;
use alloc::vec::Vec;

/// Whether Confusion reigns on the current turn.
pub(crate) fn reigns(g: &Game) -> bool {
    matches!(super::rule(g, RuleKind::Confusion), Some(r @ UniversalRule::Confusion { .. }) if r.in_force_on(g.turn))
}

/// Deal both players' hands for this turn, if Confusion reigns (CG-USR-02).
pub(crate) fn deal(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    g.universal.confusion = [None, None];
    if !reigns(g) {
        return Ok(());
    }
    let cards: Vec<u8> = g.action_cards().iter().map(|c| c.initiative).collect();
    for p in Player::BOTH {
        let hand = ConfusionHand::deal(&cards, &mut g.dice).map_err(|e| match e {
            crate::adventure::confusion::DealError::Dice(d) => RuleError::Dice(d),
            other => RuleError::Model(crate::error::ModelRefusal::Deal(other)),
        })?;
        ev.push(Event::new("CG-USR-02", What::ConfusionDealt { player: p, cards: Some(hand.hand.clone()) }));
        g.universal.confusion[p.index()] = Some(hand);
    }
    Ok(())
}

/// The hand `p` must answer for now, if any.
pub(crate) fn hand(g: &Game, p: Player) -> Option<Vec<u8>> {
    let Phase::ChooseActionCards { chosen } = &g.phase else { return None };
    if chosen[p.index()].is_some() {
        return None;
    }
    g.universal.confusion[p.index()].as_ref().map(|h| h.hand.clone())
}

/// `p`'s answer: swap `discard` (a card of the hand) for one dealt at random, or keep the hand
/// and draw a Totem card; the hand becomes his three cards for the turn.
pub(crate) fn answer(g: &mut Game, p: Player, discard: Option<u8>, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let Some(mut h) = g.universal.confusion[p.index()].clone() else {
        return Err(RuleError::WrongDecision { expected: "choose_action_cards" });
    };
    match discard {
        Some(card) => {
            let index = h
                .hand
                .iter()
                .position(|c| *c == card)
                .ok_or(RuleError::Unavailable(crate::error::Unavailable::CardNotInHand(card)))?;
            let drawn = h.swap(index, &mut g.dice).map_err(|e| match e {
                crate::adventure::confusion::DealError::Dice(d) => RuleError::Dice(d),
                other => RuleError::Model(crate::error::ModelRefusal::Deal(other)),
            })?;
            ev.push(Event::new(
                "CG-USR-02",
                What::ConfusionSwapped { player: p, discarded: Some(card), drawn: Some(drawn) },
            ));
        }
        None => {
            ev.push(Event::new("CG-USR-02", What::ConfusionKept { player: p }));
            for _ in 0..h.totem_reward() {
                crate::turn::draw_totem(g, p, "CG-USR-02", ev)?;
            }
        }
    }
    let mut cards = h.hand.clone();
    cards.sort_unstable();
    g.universal.confusion[p.index()] = Some(h);
    let Phase::ChooseActionCards { chosen } = &mut g.phase else {
        return Err(RuleError::WrongDecision { expected: "confusion only in the opening phase" });
    };
    chosen[p.index()] = Some(cards.clone());
    ev.push(Event::new("CG-TURN-03", What::ActionCardsChosen { player: p, cards: Some(cards) }));
    if let [Some(a), Some(b)] = chosen.clone() {
        crate::turn::cards_chosen(g, [a, b], ev);
    }
    Ok(())
}
