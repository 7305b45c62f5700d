//! Congo's side of [`tabletop::working_copy`] (speed, issues #3 and #28): how a [`Game`]'s state
//! is copied into the spare that [`RulesGame::apply`] keeps to take a refused decision back, and
//! swapped back from it. The mechanism (copy before, swap back on refusal, the spare reused from
//! one decision to the next) is the shared one; this file names Congo's fields.
//!
//! The spare is never part of the state: it is not serialized, it compares equal whatever it
//! holds, its `Debug` shows nothing, and a clone of a game starts without one. [`copy_state`] names
//! every field of [`Game`] (a field added there does not compile until it is added here too); the
//! log (which only grows, and only on success), the cache of move checks and the spare itself are
//! the fields not copied or swapped back.
//!
//! [`RulesGame::apply`]: tabletop::RulesGame::apply

use crate::exploration::TerrainState;
use crate::game::{CardInPlay, Game, Phase, PlayerState};
use crate::state::Group;
use crate::totem::TotemCards;
use crate::universal::AdventureState;
use alloc::boxed::Box;
use alloc::vec::Vec;

/// A game's spare copy of its state, for `apply` (module docs). Not part of the state.
pub(crate) type Spare = tabletop::working_copy::Spare<Game>;

impl tabletop::working_copy::WorkingCopy for Game {
    fn spare(&mut self) -> &mut Spare {
        &mut self.spare
    }
    fn new_spare(&mut self) -> Box<Game> {
        new_spare(self)
    }
    fn copy_state_from(&mut self, src: &Game) {
        copy_state(self, src);
    }
    fn swap_state(&mut self, other: &mut Game) {
        swap_state(self, other);
    }
}

/// A new spare: a clone of `g`'s state, without its log (the log only grows: a copy of the state
/// never needs it), with an empty cache and no spare.
fn new_spare(g: &mut Game) -> Box<Game> {
    let log = core::mem::take(&mut g.log);
    let mut spare = Box::new(g.clone());
    g.log = log;
    spare.move_checks = crate::move_checks::MoveChecks::new();
    spare
}

/// Makes `dst`'s state equal to `src`'s, reusing `dst`'s buffers where it can (not the log, the
/// cache or the spare).
fn copy_state(dst: &mut Game, src: &Game) {
    let Game {
        setup,
        dice,
        bag,
        players,
        groups,
        figures,
        initiative,
        turn,
        step,
        serial,
        phase,
        stack,
        rolled,
        log: _,
        objective_points,
        terrain,
        universal,
        move_checks: _,
        spare: _,
    } = dst;
    if !alloc::sync::Arc::ptr_eq(setup, &src.setup) {
        setup.clone_from(&src.setup);
    }
    dice.clone_from(&src.dice);
    bag.clone_from(&src.bag);
    for (d, s) in players.iter_mut().zip(&src.players) {
        copy_player(d, s);
    }
    copy_vec(groups, &src.groups, copy_group);
    figures.clone_from(&src.figures);
    *initiative = src.initiative;
    *turn = src.turn;
    *step = src.step;
    *serial = src.serial;
    copy_phase(phase, &src.phase);
    stack.clone_from(&src.stack);
    rolled.clone_from(&src.rolled);
    objective_points.clone_from(&src.objective_points);
    copy_terrain(terrain, &src.terrain);
    copy_universal(universal, &src.universal);
}

/// Swaps the states of `a` and `b` (not their logs, caches or spares): every field but those
/// three, so that a field added to [`Game`] is part of the state here unless named.
fn swap_state(a: &mut Game, b: &mut Game) {
    use core::mem::swap;
    swap(a, b);
    swap(&mut a.log, &mut b.log);
    swap(&mut a.move_checks, &mut b.move_checks);
    swap(&mut a.spare, &mut b.spare);
}

/// `dst` becomes a copy of `src`: the common prefix copied in place with `copy`, the rest
/// cloned or dropped.
fn copy_vec<T: Clone>(dst: &mut Vec<T>, src: &[T], copy: fn(&mut T, &T)) {
    dst.truncate(src.len());
    let n = dst.len();
    for (d, s) in dst.iter_mut().zip(src) {
        copy(d, s);
    }
    dst.extend(src.iter().skip(n).cloned());
}

fn copy_group(dst: &mut Group, src: &Group) {
    let Group { owner, index, figures, stress, smoke, acted, fled, terrorized, eliminated, loot, off_table } = dst;
    *owner = src.owner;
    *index = src.index;
    figures.clone_from(&src.figures);
    stress.clone_from(&src.stress);
    *smoke = src.smoke;
    *acted = src.acted;
    *fled = src.fled;
    *terrorized = src.terrorized;
    *eliminated = src.eliminated;
    *loot = src.loot;
    off_table.clone_from(&src.off_table);
}

/// `dst` becomes `src`, reusing the list of the card in play's actions left when both resolve a
/// card (the phase of most decisions).
fn copy_phase(dst: &mut Phase, src: &Phase) {
    match (dst, src) {
        (Phase::Resolve { card, second }, Phase::Resolve { card: src_card, second: src_second }) => {
            let CardInPlay { player, card: initiative, remaining } = card;
            *player = src_card.player;
            *initiative = src_card.card;
            remaining.clone_from(&src_card.remaining);
            *second = *src_second;
        }
        (dst, src) => dst.clone_from(src),
    }
}

fn copy_terrain(dst: &mut TerrainState, src: &TerrainState) {
    let TerrainState { explored, markers, lasting, cloudburst_turn, traps_set, animals } = dst;
    explored.clone_from(&src.explored);
    markers.clone_from(&src.markers);
    lasting.clone_from(&src.lasting);
    *cloudburst_turn = src.cloudburst_turn;
    *traps_set = src.traps_set;
    animals.clone_from(&src.animals);
}

fn copy_universal(dst: &mut AdventureState, src: &AdventureState) {
    let AdventureState { pieces, houses, plunder_tokens, entry_points, confusion } = dst;
    pieces.clone_from(&src.pieces);
    houses.clone_from(&src.houses);
    plunder_tokens.clone_from(&src.plunder_tokens);
    entry_points.clone_from(&src.entry_points);
    if *confusion != src.confusion {
        confusion.clone_from(&src.confusion);
    }
}

fn copy_player(dst: &mut PlayerState, src: &PlayerState) {
    let PlayerState { chosen, totems, sorcery, step_totems } = dst;
    chosen.clone_from(&src.chosen);
    let TotemCards { deck, hand, discard } = totems;
    deck.clone_from(&src.totems.deck);
    hand.clone_from(&src.totems.hand);
    discard.clone_from(&src.totems.discard);
    *sorcery = src.sorcery;
    *step_totems = src.step_totems;
}

#[cfg(test)]
mod tests {
    use super::copy_state;
    use crate::Game;
    use crate::profile::Culture;
    use alloc::string::String;
    use alloc::vec::Vec;
    use tabletop::{Bot, DiceSource, RulesGame};

    fn json(g: &Game) -> String {
        serde_json::to_string(g).expect("serializes")
    }

    /// States along a random game of the demo skirmish and of each built-in Adventure.
    fn states() -> Vec<Game> {
        let mut games = alloc::vec![Game::new(&crate::demo::skirmish(3).expect("demo")).expect("setup")];
        for (i, name) in crate::adventure::Adventure::builtin_names().iter().enumerate() {
            let cultures = [Culture::ALL[i % 4], Culture::ALL[(i + 2) % 4]];
            let setup = crate::deploy::builtin_setup(name, cultures, i as u64).expect("built-in adventure");
            games.push(Game::new(&setup).expect("setup"));
        }
        let mut out = Vec::new();
        for (i, mut g) in games.into_iter().enumerate() {
            let mut bot = Bot::new(90 + i as u64);
            for n in 0..400 {
                let Some(&p) = g.to_decide().first() else { break };
                if n % 37 == 0 {
                    out.push(g.clone());
                }
                let d = bot.choose(&g, p).expect("a legal decision");
                g.apply(p, &d).expect("accepted");
            }
            out.push(g);
        }
        out
    }

    /// Scripted dice of ten million values stay out of the per-decision copy: the spare's dice
    /// share the script's values with the game's (issue 29), so a decision costs the same with a
    /// long script as with a short one.
    #[test]
    fn the_spare_shares_a_long_script() {
        let mut g = Game::new(&crate::demo::skirmish(3).expect("demo")).expect("setup");
        g.dice = DiceSource::scripted(core::iter::repeat_n(1, 10_000_000));
        let mut bot = Bot::new(3);
        for _ in 0..20 {
            let Some(&p) = g.to_decide().first() else { break };
            let d = bot.choose(&g, p).expect("a legal decision");
            let _ = g.apply(p, &d);
            let spare = g.spare.copy().expect("a spare after a decision");
            let (DiceSource::Scripted { queue: mine }, DiceSource::Scripted { queue: copied }) = (&g.dice, &spare.dice)
            else {
                panic!("scripted dice")
            };
            assert!(mine.shares_values(copied), "the copy holds its own script");
        }
    }

    /// Copying a state into a spare that held any other state (of the same game, earlier or
    /// later, or of another game with other groups, tasks and pieces) gives that very state.
    #[test]
    fn a_copy_into_any_spare_is_the_state_copied() {
        let states = states();
        for (i, src) in states.iter().enumerate() {
            for dst in states.iter().skip(i % 3).step_by(3) {
                let mut spare = dst.clone();
                copy_state(&mut spare, src);
                let mut expected = src.clone();
                expected.log = spare.log.clone();
                assert_eq!(json(&spare), json(&expected));
                assert_eq!(alloc::format!("{spare:?}"), alloc::format!("{expected:?}"));
            }
        }
    }

    /// A decision refused half-way through its resolution (the scripted dice run dry) leaves
    /// the state as it was, and the game then goes on exactly as a copy that never saw the
    /// refusal: the spare then holding the refused resolution's state does not leak into the next
    /// decision.
    #[test]
    fn a_refusal_half_way_leaves_the_state_and_the_next_decisions_alone() {
        let mut refusals = 0;
        for seed in 1..=4u64 {
            let mut g = Game::new(&crate::demo::skirmish(seed).expect("demo")).expect("setup");
            let mut bot = Bot::new(seed);
            for _ in 0..600 {
                let Some(&p) = g.to_decide().first() else { break };
                let d = bot.choose(&g, p).expect("a legal decision");
                // The same decision with no dice left: refused if it needs a roll.
                let (mut dry, mut wet) = (g.clone(), g.clone());
                dry.dice = DiceSource::scripted([]);
                let before = json(&dry);
                if dry.apply(p, &d).is_err() {
                    refusals += 1;
                    assert_eq!(json(&dry), before, "seed {seed}: a refusal changed the state");
                    // Give the dice back: the refused game goes on as the copy that never refused.
                    dry.dice = g.dice.clone();
                    assert_eq!(dry.apply(p, &d).map_err(|_| ()), wet.apply(p, &d).map_err(|_| ()));
                    assert_eq!(json(&dry), json(&wet), "seed {seed}: the spare leaked into the next decision");
                }
                g.apply(p, &d).expect("accepted");
            }
        }
        assert!(refusals > 20, "too few refusals half-way to test ({refusals})");
    }
}
