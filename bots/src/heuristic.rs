//! The rules-aware heuristic bot: one decision from a game its player may imagine
//! ([`Game::determinize`]), never from the true one.
//!
//! Prompt by prompt:
//! - Action cards: the three (and then the step's one) worth most as the table stands
//!   ([`crate::cards`]);
//! - the card in play: the best of a short list of scored actions ([`crate::actions`]), each
//!   tried on a scratch copy before it is returned;
//! - rolls: the weakest dice are discarded; Cover: rolled (going to ground costs a token);
//! - casualties: members before auxiliaries before characters;
//! - Stress tokens returned: Panic first, then Movement, Terror, Shooting, Combat;
//! - Totem cards kept: Lion, Gorilla and Buffalo before the rest;
//! - yes-or-no rules: accepted; a house: plundered; the Cheetah: kept for later;
//! - any other prompt (the ones whose choices are moves: Mad Hyena, the trail, a move after
//!   plunder, sorcery, an extra action): a decision drawn uniformly with the bot's dice.
//!
//! Ties go to a draw with the bot's dice, so the bot is deterministic given its seed.

use crate::actions;
use crate::cards::{self, Needs};
use congo_core::pending::Ask;
use congo_core::state::Role;
use congo_core::stress::StressKind;
use congo_core::totem::TotemKind;
use congo_core::{Decision, Game, Player};
use tabletop::{DiceSource, RulesGame};

/// A seed for a determinization, drawn from the bot's dice.
pub(crate) fn next_seed(dice: &mut DiceSource) -> u64 {
    let hi = u64::from(dice.below(u32::MAX).unwrap_or(0));
    let lo = u64::from(dice.below(u32::MAX).unwrap_or(0));
    (hi << 32) | lo
}

/// The heuristic bot: its dice (ties, the prompts it answers at random, the determinizations).
#[derive(Clone, Debug)]
pub struct Heuristic {
    dice: DiceSource,
}

impl Heuristic {
    /// A bot seeded with `seed`.
    pub fn new(seed: u64) -> Heuristic {
        Heuristic { dice: DiceSource::seeded(seed) }
    }

    /// `player`'s decision in `game`, read only from what `player` may know (the game is first
    /// determinized from his view); `None` when he has nothing to decide.
    pub fn decide(&mut self, game: &Game, player: Player) -> Option<Decision> {
        let seed = next_seed(&mut self.dice);
        let imagined = game.determinize(player, seed);
        choose(&imagined, player, &mut self.dice)
    }
}

/// The heuristic's decision for `player` in `g`, a game the caller may read whole (a
/// determinized one: [`Heuristic::decide`], the search bot's rollouts). `None` when `player` has
/// no prompt.
pub fn choose(g: &Game, player: Player, dice: &mut DiceSource) -> Option<Decision> {
    let ask = g.pending_for(player).prompts.into_iter().find(|p| p.player == player)?.ask;
    match ask {
        Ask::CardAction { remaining, .. } => {
            let mut scored = actions::candidates(g, player, &remaining);
            best_accepted(g, player, &mut scored, dice).or_else(|| g.random_decision(player, dice))
        }
        Ask::MadHyena { .. }
        | Ask::MoveAfterPlunder { .. }
        | Ask::ExtraAction { .. }
        | Ask::Trail { .. }
        | Ask::Sorcery { .. }
        | Ask::CharacterFlees { .. } => g.random_decision(player, dice),
        _ => pick(ranked(g, player), dice),
    }
}

/// `player`'s legal decisions in `g` with their scores (a prompt with few choices: the Action
/// cards by their value as the table stands, the others by [`small_choice`]).
pub(crate) fn ranked(g: &Game, player: Player) -> Vec<actions::Scored> {
    let legal = g.legal_decisions(player);
    let needs = match legal.first() {
        Some(Decision::ChooseActionCards { .. } | Decision::ChooseCard { .. }) => Some(Needs::of(g, player)),
        _ => None,
    };
    legal
        .into_iter()
        .map(|d| {
            let score = match (&d, &needs) {
                (Decision::ChooseActionCards { cards }, Some(n)) => {
                    cards.iter().map(|c| cards::value_of(g, *c, n)).sum()
                }
                (Decision::ChooseCard { card }, Some(n)) => cards::value_of(g, *card, n),
                _ => small_choice(g, player, &d),
            };
            (score, d)
        })
        .collect()
}

/// The score of a decision of a prompt with few choices (module docs).
fn small_choice(g: &Game, player: Player, d: &Decision) -> f64 {
    match d {
        Decision::Roll { drop, crocodile } => {
            // Discarding a big die costs more; a Crocodile is kept for a better moment.
            -drop.iter().map(|die| f64::from(die.sides())).sum::<f64>() - if crocodile.is_some() { 5.0 } else { 0.0 }
        }
        Decision::GoToGround => -1.0,
        Decision::RemoveCasualties { figures } => -figures
            .iter()
            .filter_map(|f| g.figure(*f))
            .map(|f| match f.role {
                Role::Member => 1.0,
                Role::Auxiliary { .. } => 3.0,
                Role::Pet { .. } => 2.0,
                Role::Character { .. } => 6.0,
            })
            .sum::<f64>(),
        Decision::ReturnStress { tokens } => tokens.iter().map(|t| token_harm(*t)).sum(),
        Decision::ChooseTotems { cards } => cards.iter().map(|id| own_totem_value(g, player, *id)).sum(),
        Decision::KeepTotem { card } => own_totem_value(g, player, *card),
        Decision::UseRule { accept } | Decision::CrossObstacle { cross: accept } => f64::from(u8::from(*accept)),
        Decision::Initiative { go_first } => f64::from(u8::from(*go_first)),
        // A Cheetah and a Zamara token are kept for a better moment.
        Decision::Cheetah { card: Some(_) } | Decision::TakeStress { from: Some(_), .. } => -1.0,
        Decision::Plunder { .. } => 1.0,
        _ => 0.0,
    }
}

/// How much a Stress token of `kind` hinders its group (higher: return it first).
fn token_harm(kind: StressKind) -> f64 {
    match kind {
        StressKind::Panic => 5.0,
        StressKind::Movement => 3.0,
        StressKind::Terror => 2.5,
        StressKind::Shooting => 2.0,
        StressKind::Combat => 2.0,
    }
}

/// What `player`'s own Totem card `id` is worth keeping (0 when not found).
fn own_totem_value(g: &Game, player: Player, id: u8) -> f64 {
    let t = &g.player(player).totems;
    t.hand.iter().chain(&t.deck).chain(&t.discard).find(|c| c.id == id).map_or(0.0, |c| totem_value(&c.kind))
}

/// What a Totem card of `kind` is worth keeping.
pub fn totem_value(kind: &TotemKind) -> f64 {
    match kind {
        TotemKind::Lion | TotemKind::Gorilla => 3.0,
        TotemKind::Buffalo => 2.5,
        TotemKind::Crocodile { .. } => 2.0,
        TotemKind::Giraffe => 1.5,
        _ => 1.0,
    }
}

/// The best-scored decision of `options`, ties drawn with `dice`.
pub(crate) fn pick(options: Vec<actions::Scored>, dice: &mut DiceSource) -> Option<Decision> {
    let best = options.iter().map(|o| o.0).fold(f64::NEG_INFINITY, f64::max);
    let tied: Vec<usize> = (0..options.len()).filter(|&i| options[i].0 >= best - 1e-9).collect();
    let i = match tied.len() {
        0 => return None,
        1 => tied[0],
        n => tied[dice.below(n as u32).unwrap_or(0) as usize],
    };
    options.into_iter().nth(i).map(|o| o.1)
}

/// The best-scored of `scored` that `apply` accepts on a scratch copy of `g` (ties drawn with
/// `dice`); `None` when none is accepted.
pub(crate) fn best_accepted(
    g: &Game,
    player: Player,
    scored: &mut [actions::Scored],
    dice: &mut DiceSource,
) -> Option<Decision> {
    // Shuffle first so that equal scores are ordered by the bot's dice, then sort stably.
    let _ = dice.shuffle(scored);
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, d) in scored.iter() {
        if matches!(d, Decision::EndCard) {
            return Some(Decision::EndCard);
        }
        let mut copy = g.clone();
        if copy.apply(player, d).is_ok() {
            return Some(d.clone());
        }
    }
    None
}
