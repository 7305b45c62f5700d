//! The search bot: information-set Monte-Carlo search over the bot's own decisions, with a
//! budget in iterations.
//!
//! Each iteration imagines the game afresh from the bot's own view ([`Game::determinize`]: the
//! opponent's Totem hand and sealed Action cards, the deck orders and the dice drawn anew; never
//! the true hidden information), picks one of the root's candidate decisions by UCB1, applies it
//! to the imagined game, plays on until the candidate's outcome is known (the rolls, Cover,
//! casualties and Stress tokens it leads to, answered by the heuristic; at most `depth`
//! decisions, stopping at the next choice of an action or a card), and scores the game reached with [`crate::eval::evaluate`] (a
//! finished game by its victory points). The decision returned is the candidate visited most
//! when its mean value beats the heuristic's first choice by [`Mcts::margin`], else the
//! heuristic's first choice.
//!
//! Simultaneous choices stay simultaneous: when the bot chooses its Action cards, the
//! opponent's sealed choice (if made) is redrawn in every imagined game, and a choice he has not
//! made yet is made in the play-out without seeing the bot's.
//!
//! The candidates are the heuristic bot's ([`crate::actions`] for a card in play; the legal
//! decisions, best first by the heuristic's order, for the other prompts), at most
//! [`Mcts::width`]; prompts whose choices are moves of a flight or a trail are left to the
//! heuristic. Deterministic: the same seed and budget give the same decision.

use crate::actions::{self, Scored};
use crate::eval::evaluate;
use crate::heuristic::{self, next_seed};
use congo_core::pending::Ask;
use congo_core::{Decision, Game, Player};
use tabletop::{DiceSource, RulesGame};

/// The search bot (module docs).
#[derive(Clone, Debug)]
pub struct Mcts {
    /// Iterations a decision.
    pub iterations: u32,
    /// Decisions played ahead after the candidate before the evaluation.
    pub depth: u32,
    /// Candidates considered at most.
    pub width: usize,
    /// UCB1's exploration constant (values are 0 to 1).
    pub exploration: f64,
    /// The weight of the heuristic's order in the choice of a candidate to try.
    pub prior: f64,
    /// How much better (in evaluation, 0 to 1) the search's choice must score than the
    /// heuristic's first choice to be taken instead.
    pub margin: f64,
    dice: DiceSource,
}

impl Mcts {
    /// A search bot with `iterations` a decision, seeded with `seed` (depth 16, width 6,
    /// exploration 0.1, prior 0.1, margin 0.01).
    pub fn new(iterations: u32, seed: u64) -> Mcts {
        Mcts {
            iterations,
            depth: 16,
            width: 6,
            exploration: 0.1,
            prior: 0.1,
            margin: 0.01,
            dice: DiceSource::seeded(seed),
        }
    }

    /// `player`'s decision in `game`, read only from what `player` may know; `None` when he has
    /// nothing to decide.
    pub fn decide(&mut self, game: &Game, player: Player) -> Option<Decision> {
        let base = next_seed(&mut self.dice);
        let first = game.determinize(player, base);
        let candidates = self.candidates(&first, player)?;
        if candidates.len() == 1 || self.iterations == 0 {
            return candidates.into_iter().next();
        }
        let n = candidates.len();
        let (mut visits, mut total) = (vec![0u32; n], vec![0.0f64; n]);
        for it in 0..self.iterations {
            let arm = self.select(&visits, &total, it, n);
            let seed = base ^ (u64::from(it) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            let mut imagined = game.determinize(player, seed);
            let value = match imagined.apply(player, &candidates[arm]) {
                Ok(_) => {
                    self.play_out(&mut imagined, seed);
                    evaluate(&imagined, player)
                }
                Err(_) => 0.0,
            };
            visits[arm] += 1;
            total[arm] += value;
        }
        // The most visited, when its mean beats the heuristic's first choice by more than
        // `margin`; else the heuristic's first choice (the search overrules the heuristic only on
        // clear evidence: the evaluation is flat and the samples noisy).
        let mean = |i: usize| total[i] / f64::from(visits[i].max(1));
        let best = (0..n).max_by(|&a, &b| visits[a].cmp(&visits[b]).then(b.cmp(&a)))?;
        let pick = if mean(best) > mean(0) + self.margin { best } else { 0 };
        candidates.into_iter().nth(pick)
    }

    /// UCB1's choice among the `n` arms (each tried once first, in order), with a bias toward
    /// the heuristic's order that fades with the visits (progressive bias: the best candidate
    /// gets [`Mcts::prior`], the last none).
    fn select(&self, visits: &[u32], total: &[f64], it: u32, n: usize) -> usize {
        if let Some(untried) = visits.iter().position(|v| *v == 0) {
            return untried;
        }
        let ln = f64::from(it.max(1)).ln();
        let rank = |i: usize| if n > 1 { 1.0 - i as f64 / (n - 1) as f64 } else { 1.0 };
        let ucb = |i: usize| {
            let v = f64::from(visits[i]);
            total[i] / v + self.exploration * (ln / v).sqrt() + self.prior * rank(i) / (v + 1.0)
        };
        (0..visits.len()).max_by(|&a, &b| ucb(a).total_cmp(&ucb(b)).then(b.cmp(&a))).unwrap_or(0)
    }

    /// Play on until the outcome of the candidate is known: the prompts that resolve it (rolls,
    /// Cover, casualties, Stress tokens...) are answered by the heuristic, at most `depth` of
    /// them; the play-out stops at the next choice of an action or a card, or at the end.
    fn play_out(&self, g: &mut Game, seed: u64) {
        let mut dice = DiceSource::seeded(seed.rotate_left(17) ^ 0x5851_f42d_4c95_7f2d);
        for _ in 0..self.depth {
            let Some(&p) = g.to_decide().first() else { return };
            let Some(prompt) = g.prompts().into_iter().find(|q| q.player == p) else { return };
            let d = match prompt.ask {
                Ask::CardAction { .. } | Ask::ChooseCard { .. } | Ask::ChooseActionCards { .. } => return,
                Ask::MadHyena { .. }
                | Ask::MoveAfterPlunder { .. }
                | Ask::ExtraAction { .. }
                | Ask::Trail { .. }
                | Ask::Sorcery { .. }
                | Ask::CharacterFlees { .. } => g.random_decision(p, &mut dice),
                _ => heuristic::pick(heuristic::ranked(g, p), &mut dice),
            };
            let Some(d) = d else { return };
            if g.apply(p, &d).is_err() {
                return;
            }
        }
    }

    /// The root's candidates in the imagined game `g`, best first by the heuristic, at most
    /// `width` of them, each accepted by `apply` on a copy of `g`.
    fn candidates(&mut self, g: &Game, player: Player) -> Option<Vec<Decision>> {
        let ask = g.pending_for(player).prompts.into_iter().find(|p| p.player == player)?.ask;
        let mut scored: Vec<Scored> = match ask {
            Ask::CardAction { remaining, .. } => actions::candidates(g, player, &remaining),
            Ask::MadHyena { .. }
            | Ask::MoveAfterPlunder { .. }
            | Ask::ExtraAction { .. }
            | Ask::Trail { .. }
            | Ask::Sorcery { .. }
            | Ask::CharacterFlees { .. } => return heuristic::choose(g, player, &mut self.dice).map(|d| vec![d]),
            _ => heuristic::ranked(g, player),
        };
        let _ = self.dice.shuffle(&mut scored);
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut out = Vec::new();
        for (_, d) in scored {
            if out.len() >= self.width {
                break;
            }
            if out.contains(&d) {
                continue;
            }
            let ok = matches!(d, Decision::EndCard) || g.clone().apply(player, &d).is_ok();
            if ok {
                out.push(d);
            }
        }
        if out.is_empty() { heuristic::choose(g, player, &mut self.dice).map(|d| vec![d]) } else { Some(out) }
    }
}
