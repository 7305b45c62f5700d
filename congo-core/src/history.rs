//! Taking decisions back, and making them again (a front end's undo and redo), around a pure
//! [`Game`]: the game keeps no history of its own beyond its decision log, and a game taken
//! back is the replay of its setup and the log's earlier part (the engine's promise: the same
//! setup and decisions give the same state, byte for byte).
//!
//! What may be taken back (this project's ruling, docs/rulings.md "Undo"): a player takes back
//! his own latest decisions, newest first, as long as
//! - no decision of the opponent came after them (he cannot take back another's decision);
//! - none of them drew anything random (a die, a Stress token from the bag, a Totem card from a
//!   deck: the dice source moved or a deck shrank), since taking it back would let him draw
//!   again knowing what came;
//! - none of them revealed a hidden choice of the opponent (completing a choice both make in
//!   secret: the Action cards, the step's card, the Cheetah), or came right after one (his
//!   Action cards, the
//!   step's card, a Cheetah, a Confusion discard, the Totem cards Big Chief keeps or a pick of
//!   Totem cards), which it may have revealed.
//!
//! [`undoable`] and [`take_back`] answer on a bare [`Game`] (the bindings keep the redo list
//! beside their game); [`History`] wraps a game with its redo list.

use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::state::Player;
use alloc::string::ToString;
use alloc::vec::Vec;
use tabletop::RulesGame;
use tabletop::error::{Coded, ErrorCode};
use tabletop::protocol::LogEntry;

/// A log entry of Congo: who decided what.
pub type Entry = LogEntry<Player, Decision>;

/// Why an undo or a redo was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum UndoError {
    /// The player has no decision he may take back now ([`undoable`] is 0).
    #[error(
        "player {player:?} has no decision to take back: none since the last random draw, hidden choice or decision of the opponent"
    )]
    NothingToUndo {
        /// The player.
        player: Player,
    },
    /// The player has no decision taken back to make again (or the latest one taken back is the
    /// other player's).
    #[error("player {player:?} has no decision taken back to make again")]
    NothingToRedo {
        /// The player.
        player: Player,
    },
    /// The earlier part of the log did not replay (a corrupted game), or the decision made
    /// again was refused.
    #[error("the decisions could not be replayed: {message}")]
    Replay {
        /// Why.
        message: alloc::string::String,
    },
}

impl Coded for UndoError {
    fn code(&self) -> ErrorCode {
        match self {
            UndoError::NothingToUndo { .. } | UndoError::NothingToRedo { .. } => ErrorCode::IllegalDecision,
            UndoError::Replay { .. } => ErrorCode::ReplayFailed,
        }
    }
}

/// Whether `d` is a hidden choice: made in secret, revealed by a later decision.
fn is_hidden(d: &Decision) -> bool {
    matches!(
        d,
        Decision::ChooseActionCards { .. }
            | Decision::ChooseCard { .. }
            | Decision::Cheetah { .. }
            | Decision::Confusion { .. }
            | Decision::KeepTotem { .. }
            | Decision::ChooseTotems { .. }
    )
}

/// Whether going from `before` to `after` drew anything random: the dice source moved (dice,
/// Stress bag draws, shuffles) or a Totem deck shrank.
fn drew(before: &Game, after: &Game) -> bool {
    before.dice != after.dice || before.players.iter().zip(&after.players).any(|(a, b)| a.totems.deck != b.totems.deck)
}

/// Whether going from `before` to `after` closed a choice both players make in secret at once
/// (the Action cards, the step's card, the Cheetah): the decision that completes it reveals the
/// opponent's sealed choice.
fn revealed(before: &Game, after: &Game) -> bool {
    use crate::game::Phase;
    let secret =
        matches!(before.phase, Phase::ChooseActionCards { .. } | Phase::ChooseCard { .. } | Phase::Cheetah { .. });
    secret && core::mem::discriminant(&before.phase) != core::mem::discriminant(&after.phase)
}

/// How many of `player`'s latest decisions he may take back now, one by one (the module's
/// rules). Replays the game from its setup (time: about one whole game's resolution).
pub fn undoable(game: &Game, player: Player) -> usize {
    let log = game.log();
    let run = log.iter().rev().take_while(|e| e.player == player).count();
    if run == 0 {
        return 0;
    }
    let first = log.len() - run;
    let Ok(mut g) = Game::replay(game.setup_ref(), &log[..first]) else { return 0 };
    let mut count = 0;
    for (j, e) in log.iter().enumerate().skip(first) {
        let before = g.clone();
        if g.apply(e.player, &e.decision).is_err() {
            return 0;
        }
        let after_hidden = j > 0 && log[j - 1].player != player && is_hidden(&log[j - 1].decision);
        count = if drew(&before, &g) || revealed(&before, &g) || after_hidden { 0 } else { count + 1 };
    }
    count
}

/// `game` with `player`'s latest decision taken back, and that decision (for a redo).
///
/// # Errors
/// [`UndoError::NothingToUndo`] when [`undoable`] is 0; [`UndoError::Replay`] for a game
/// whose log does not replay.
pub fn take_back(game: &Game, player: Player) -> Result<(Game, Entry), UndoError> {
    if undoable(game, player) == 0 {
        return Err(UndoError::NothingToUndo { player });
    }
    let log = game.log();
    let (last, earlier) = log.split_last().ok_or(UndoError::NothingToUndo { player })?;
    let g = Game::replay(game.setup_ref(), earlier).map_err(|e| UndoError::Replay { message: e.to_string() })?;
    Ok((g, last.clone()))
}

/// A game with undo and redo: the game (a pure state) and the decisions taken back, newest
/// last. Every decision applied through [`History::apply`] forgets the decisions taken back.
#[derive(Clone, Debug)]
pub struct History {
    game: Game,
    undone: Vec<Entry>,
}

impl History {
    /// Wrap `game` (nothing taken back yet).
    pub fn new(game: Game) -> History {
        History { game, undone: Vec::new() }
    }

    /// The game now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, without its redo list.
    pub fn into_game(self) -> Game {
        self.game
    }

    /// The decisions taken back, oldest first (the next redo is the last).
    pub fn undone(&self) -> &[Entry] {
        &self.undone
    }

    /// Apply `player`'s decision `d` ([`RulesGame::apply`]); on success the decisions taken
    /// back are forgotten.
    ///
    /// # Errors
    /// The game's [`RuleError`]; nothing changes.
    pub fn apply(&mut self, player: Player, d: &Decision) -> Result<Vec<Event>, RuleError> {
        let ev = self.game.apply(player, d)?;
        self.undone.clear();
        Ok(ev)
    }

    /// How many decisions `player` may take back now ([`undoable`]).
    pub fn can_undo(&self, player: Player) -> usize {
        undoable(&self.game, player)
    }

    /// Take back `player`'s latest decision ([`take_back`]).
    ///
    /// # Errors
    /// [`UndoError`]; nothing changes.
    pub fn undo(&mut self, player: Player) -> Result<(), UndoError> {
        let (g, entry) = take_back(&self.game, player)?;
        self.game = g;
        self.undone.push(entry);
        Ok(())
    }

    /// Whether `player` may make again the latest decision taken back (it is his).
    pub fn can_redo(&self, player: Player) -> bool {
        self.undone.last().is_some_and(|e| e.player == player)
    }

    /// Make again the latest decision taken back, `player`'s; returns its events.
    ///
    /// # Errors
    /// [`UndoError::NothingToRedo`]; [`UndoError::Replay`] if the game refuses it (it cannot:
    /// the state is the one it was made in). Nothing changes.
    pub fn redo(&mut self, player: Player) -> Result<Vec<Event>, UndoError> {
        let entry = self.undone.last().filter(|e| e.player == player).ok_or(UndoError::NothingToRedo { player })?;
        let ev = self.game.apply(player, &entry.decision).map_err(|e| UndoError::Replay { message: e.to_string() })?;
        self.undone.pop();
        Ok(ev)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use tabletop::Bot;

    fn json(g: &Game) -> alloc::string::String {
        serde_json::to_string(g).expect("serializes")
    }

    fn demo(seed: u64) -> Game {
        Game::new(&crate::demo::skirmish(seed).expect("demo")).expect("setup")
    }

    // rule: CG-TURN-03
    // A player takes back his secret choice of Action cards while the opponent has not chosen;
    // once the opponent has chosen (the choices are revealed), neither may.
    #[test]
    fn a_secret_choice_is_taken_back_until_the_opponent_answers() {
        let fresh = demo(7);
        let mut h = History::new(fresh.clone());
        assert_eq!(h.can_undo(Player::One), 0);
        let choose = |cards: [u8; 3]| Decision::ChooseActionCards { cards: cards.to_vec() };
        h.apply(Player::One, &choose([2, 5, 7])).expect("legal");
        let chosen = json(h.game());
        assert_eq!(h.can_undo(Player::One), 1);
        assert_eq!(h.can_undo(Player::Two), 0);
        h.undo(Player::One).expect("undo");
        assert_eq!(json(h.game()), json(&fresh));
        assert!(h.can_redo(Player::One) && !h.can_redo(Player::Two));
        assert_eq!(h.redo(Player::Two), Err(UndoError::NothingToRedo { player: Player::Two }));
        h.redo(Player::One).expect("redo");
        assert_eq!(json(h.game()), chosen);
        assert!(!h.can_redo(Player::One));
        // The opponent answers (Big Chief's choice first, if he has one), then chooses his cards.
        for _ in 0..4 {
            let legal = h.game().legal_decisions(Player::Two);
            let d = legal.iter().find(|d| matches!(d, Decision::ChooseActionCards { .. })).or(legal.first());
            let d = d.expect("Two decides").clone();
            h.apply(Player::Two, &d).expect("legal");
            if matches!(d, Decision::ChooseActionCards { .. }) {
                break;
            }
        }
        assert!(matches!(h.game().log().last().map(|e| &e.decision), Some(Decision::ChooseActionCards { .. })));
        assert_eq!(h.can_undo(Player::One), 0, "the opponent decided after him");
        assert_eq!(h.can_undo(Player::Two), 0, "his choice revealed the opponent's hidden one");
        assert_eq!(h.undo(Player::Two), Err(UndoError::NothingToUndo { player: Player::Two }));
        // A new decision forgets what was taken back.
        let mut h = History::new(fresh);
        h.apply(Player::One, &choose([2, 5, 7])).expect("legal");
        h.undo(Player::One).expect("undo");
        h.apply(Player::One, &choose([1, 2, 3])).expect("legal");
        assert!(h.undone().is_empty() && !h.can_redo(Player::One));
        let _ = vec![0u8];
    }

    // Through a random game: whatever may be taken back is the replay of the log without the
    // latest decision, and redoing it gives the same state back, byte for byte; a decision that
    // drew (dice, the bag, a deck) is never taken back.
    #[test]
    fn undo_is_the_replay_without_the_latest_decision_and_never_crosses_a_draw() {
        for seed in 1..3 {
            let mut g = demo(seed);
            let mut bot = Bot::new(seed);
            let (mut undone, mut drawn) = (0, 0);
            for step in 0..400 {
                let Some(&player) = g.to_decide().first() else { break };
                let d = bot.choose(&g, player).expect("legal");
                let before = g.clone();
                g.apply(player, &d).expect("legal");
                if drew(&before, &g) {
                    assert_eq!(undoable(&g, player), 0, "step {step}: {d:?} drew");
                    drawn += 1;
                    continue;
                }
                if step % 3 != 0 || undoable(&g, player) == 0 {
                    continue;
                }
                let (back, entry) = take_back(&g, player).expect("undo");
                assert_eq!(json(&back), json(&before), "step {step}");
                assert_eq!(entry.decision, d);
                let mut again = back;
                again.apply(entry.player, &entry.decision).expect("redo");
                assert_eq!(json(&again), json(&g));
                undone += 1;
            }
            assert!(undone > 5 && drawn > 5, "too few cases: {undone} undone, {drawn} drawn");
        }
    }
}
