//! A game as one player may imagine it: [`Game::determinize`] keeps everything `player` may see
//! ([`crate::View`]) and his own secrets, and draws everything hidden from him afresh, so that a
//! search bot (information-set Monte-Carlo tree search) can play ahead without ever reading the
//! opponent's hidden information or the order of anything.
//!
//! Drawn afresh, with a dice source seeded by the caller's `seed`:
//! - the dice source itself (every later roll, draw from the Stress bag and reshuffle);
//! - the order of both Totem decks (hidden from their owner too);
//! - the opponent's Totem hand: as many cards as he holds, drawn from his hand and deck taken
//!   together (the cards he may hold: neither discarded nor in play), the rest his deck;
//! - the opponent's Action cards chosen this turn and not yet revealed: as many as he still
//!   holds, drawn from his seven less the ones revealed on the table; his sealed choice of the
//!   step's card among them, once he has made it; his sealed choice of three during the opening
//!   phase.
//!
//! Not redrawn (kept as they are, rare and short-lived): the cards of a Big Chief or Confusion
//! prompt still pending for the opponent. The log of decisions is emptied (it holds both
//! players' secrets): the determinized game is a scratch copy to play ahead on, not a record.
//!
//! The result depends only on `player`'s view, his own cards and `seed`: two games that look
//! the same to `player` give the same determinized game.

use crate::game::{Game, Phase};
use crate::state::Player;
use alloc::vec::Vec;
use tabletop::DiceSource;

impl Game {
    /// This game as `player` may imagine it, its hidden information drawn afresh with `seed`
    /// (module docs: what is drawn, what is kept). The result passes the same legal decisions to
    /// `player` now, and shows him the same [`crate::View`].
    pub fn determinize(&self, player: Player, seed: u64) -> Game {
        let mut dice = DiceSource::seeded(seed);
        // Every field but the log (not copied: it grows with the game, and is emptied anyway).
        let mut g = Game {
            setup: self.setup.clone(),
            dice: DiceSource::seeded(seed),
            bag: self.bag.clone(),
            players: self.players.clone(),
            groups: self.groups.clone(),
            figures: self.figures.clone(),
            initiative: self.initiative,
            turn: self.turn,
            step: self.step,
            serial: self.serial,
            phase: self.phase.clone(),
            stack: self.stack.clone(),
            rolled: self.rolled.clone(),
            log: Vec::new(),
            objective_points: self.objective_points.clone(),
            terrain: self.terrain.clone(),
            universal: self.universal.clone(),
            move_checks: self.move_checks.clone(),
            spare: crate::working_copy::Spare::default(),
        };
        let me = player.index();
        let them = player.other().index();
        // Own deck: its order is hidden from its owner too. Sorted first so that the result does
        // not depend on the true order.
        let own = &mut g.players[me].totems.deck;
        own.sort_unstable_by_key(|c| c.id);
        // A seeded source never fails (`DiceSource::below` fails only when scripted or empty).
        let _ = dice.shuffle(own);
        // The opponent's hand and deck, drawn from the cards he may hold.
        let totems = &mut g.players[them].totems;
        let hand_size = totems.hand.len();
        let mut pool: Vec<_> = totems.hand.drain(..).chain(totems.deck.drain(..)).collect();
        pool.sort_unstable_by_key(|c| c.id);
        let _ = dice.shuffle(&mut pool);
        totems.hand = pool.split_off(pool.len() - hand_size);
        totems.deck = pool;
        self.redraw_action_cards(&mut g, player.other(), &mut dice);
        g.dice = dice;
        g
    }

    /// Redraw `them`'s secret Action cards in `g` (module docs).
    fn redraw_action_cards(&self, g: &mut Game, them: Player, dice: &mut DiceSource) {
        let all: Vec<u8> = self.action_cards().iter().map(|c| c.initiative).collect();
        let t = them.index();
        // Draw `n` distinct cards of `from` (sorted, so that only the set matters).
        let mut draw = |from: &[u8], n: usize| -> Vec<u8> {
            let mut v = from.to_vec();
            v.sort_unstable();
            let _ = dice.shuffle(&mut v);
            v.truncate(n);
            v
        };
        match &mut g.phase {
            Phase::ChooseActionCards { chosen } => {
                if let Some(cards) = &mut chosen[t] {
                    *cards = draw(&all, cards.len());
                }
            }
            Phase::ChooseCard { chosen } => {
                let held = draw(&all, g.players[t].chosen.len());
                if let Some(card) = &mut chosen[t] {
                    *card = draw(&held, 1).first().copied().unwrap_or(*card);
                }
                g.players[t].chosen = held;
            }
            Phase::Cheetah { cards, .. } | Phase::Tie { cards } => {
                let shown = cards[t];
                g.players[t].chosen = redraw_hidden(&all, &g.players[t].chosen, &[shown], &mut draw);
            }
            Phase::Resolve { card, second } => {
                let mut shown = Vec::new();
                if card.player == them {
                    shown.push(card.card);
                }
                if let Some((p, c)) = second {
                    if *p == them {
                        shown.push(*c);
                    }
                }
                g.players[t].chosen = redraw_hidden(&all, &g.players[t].chosen, &shown, &mut draw);
            }
            Phase::Over { .. } => {}
        }
    }
}

/// The cards `held` with those not in `shown` redrawn among `all` less `shown`.
fn redraw_hidden(all: &[u8], held: &[u8], shown: &[u8], draw: &mut impl FnMut(&[u8], usize) -> Vec<u8>) -> Vec<u8> {
    let hidden = held.iter().filter(|c| !shown.contains(c)).count();
    let from: Vec<u8> = all.iter().copied().filter(|c| !shown.contains(c)).collect();
    let mut v: Vec<u8> = shown.iter().copied().filter(|c| held.contains(c)).collect();
    v.extend(draw(&from, hidden));
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use crate::deploy::builtin_adventure_setup;
    use crate::game::Phase;
    use crate::{Game, Player};
    use tabletop::{Bot, RulesGame};

    /// A game of gorilla_clearing played by random bots for `n` decisions.
    fn played(seed: u64, n: usize) -> Game {
        let setup = builtin_adventure_setup("gorilla_clearing", seed).expect("a built-in Adventure");
        let mut g = Game::new(&setup).expect("the setup starts");
        let mut bot = Bot::new(seed);
        for _ in 0..n {
            let Some(&p) = g.to_decide().first() else { break };
            let d = bot.choose(&g, p).expect("a legal decision");
            g.apply(p, &d).expect("accepted");
        }
        g
    }

    /// `g` with the opponent of `player`'s secrets swapped for others: his hand and deck cards
    /// exchanged, his unrevealed Action cards changed, the dice reseeded.
    fn other_secrets(g: &Game, player: Player) -> Game {
        let mut h = g.clone();
        let t = player.other().index();
        let totems = &mut h.players[t].totems;
        if let (Some(a), Some(b)) = (totems.hand.first_mut(), totems.deck.first_mut()) {
            core::mem::swap(a, b);
        }
        totems.deck.reverse();
        h.dice = tabletop::DiceSource::seeded(0xdead_beef);
        if let Phase::ChooseCard { chosen } = &mut h.phase {
            let sealed = chosen[t];
            if let Some(other) = h.players[t].chosen.iter().copied().find(|x| sealed.is_some() && Some(*x) != sealed) {
                chosen[t] = Some(other);
            }
        }
        h
    }

    #[test]
    fn the_same_view_gives_the_same_determinized_game() {
        for (seed, n) in [(1, 3), (2, 40), (3, 90), (4, 7), (5, 150)] {
            let g = played(seed, n);
            for p in Player::BOTH {
                let h = other_secrets(&g, p);
                assert_eq!(g.view(p), h.view(p), "the change is hidden from {p:?}");
                let (a, b) = (g.determinize(p, 9), h.determinize(p, 9));
                assert_eq!(
                    serde_json::to_string(&a).ok(),
                    serde_json::to_string(&b).ok(),
                    "seed {seed}, {n} decisions"
                );
                // What the player sees and may do is kept.
                assert_eq!(a.view(p), g.view(p));
                assert_eq!(a.legal_decisions(p), g.legal_decisions(p));
                // The determinized game plays on.
                let mut a = a;
                let mut bot = Bot::new(seed);
                tabletop::random_playout(&mut a, &mut bot, 100_000).expect("a determinized game plays to its end");
            }
        }
    }

    #[test]
    fn another_seed_draws_other_secrets() {
        let g = played(6, 3);
        let p = Player::One;
        let draws: alloc::collections::BTreeSet<_> = (0..8)
            .map(|s| {
                let d = g.determinize(p, s);
                (d.players[1].totems.hand.clone(), d.players[1].chosen.clone(), d.phase.clone())
            })
            .map(|x| alloc::format!("{x:?}"))
            .collect();
        assert!(draws.len() > 1, "the opponent's secrets are drawn, not copied");
    }
}
