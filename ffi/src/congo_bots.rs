//! A Congo bot's decision for one player (`congo-nile-bots`, issue 25), shared by the C ABI
//! (`congo_bot_decide`): the heuristic bot for a budget of 0, the search bot with that many
//! iterations otherwise. The bot reads only what the player may see (its decision starts from
//! `congo_core::Game::determinize`) and is deterministic: the same game, player, budget and seed
//! give the same decision.

use crate::session::{BindingResult, Session};
use congo_core::{Decision, Game};
use congo_nile_bots::{BotKind, CongoBot};

/// The bot's decision for the player at index `player` of `session`'s game with `budget`
/// iterations (0: the heuristic bot) and `seed`; `None` when that player has nothing to decide.
///
/// # Errors
/// [`crate::ErrorCode::OutOfRange`] for a bad player index.
pub fn decide(session: &Session<Game>, player: u32, budget: u32, seed: u64) -> BindingResult<Option<Decision>> {
    let player = session.player(player)?;
    let kind = if budget == 0 { BotKind::Heuristic } else { BotKind::Mcts { iterations: budget } };
    Ok(CongoBot::new(kind, seed).decide(session.game(), player))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::RulesGame;

    #[test]
    fn the_bot_decides_the_same_and_legally() {
        let mut session = Session::<Game>::builtin("gorilla_clearing", 3).expect("a built-in setup");
        for _ in 0..40 {
            let Some(&p) = session.game().to_decide().first() else { break };
            let index = session.player_index(p).expect("a player");
            let budget = if index == 0 { 0 } else { 4 };
            let d = decide(&session, index, budget, 9).expect("a player index").expect("a decision");
            assert_eq!(decide(&session, index, budget, 9).ok().flatten(), Some(d.clone()), "same seed, same decision");
            session.apply(index, &d).expect("accepted");
        }
        assert!(decide(&session, 2, 0, 1).is_err(), "no third player");
    }
}
