//! The expedition game's side of [`tabletop::working_copy`] (speed, issue #28: no whole-state
//! clone in `apply`): how a [`Game`]'s state is copied into the spare that
//! [`RulesGame::apply`](tabletop::RulesGame::apply) keeps to take a refused decision back, and
//! swapped back from it. The mechanism is the shared one; this file names the game's fields (a
//! field added to [`Game`] does not compile until it is placed here). The setup is shared, never
//! copied (an `Arc`: it does not change after the start); the log (it only grows, and only on
//! success) and the spare itself are the fields not copied or swapped back.

use crate::game::Game;
use alloc::boxed::Box;

/// A game's spare copy of its state, for `apply`. Not part of the state.
pub(crate) type Spare = tabletop::working_copy::Spare<Game>;

impl tabletop::working_copy::WorkingCopy for Game {
    fn spare(&mut self) -> &mut Spare {
        &mut self.spare
    }

    fn new_spare(&mut self) -> Box<Game> {
        let log = core::mem::take(&mut self.log);
        let spare = Box::new(self.clone());
        self.log = log;
        spare
    }

    fn copy_state_from(&mut self, src: &Game) {
        let Game {
            setup,
            map,
            teams,
            dice,
            day,
            active,
            step,
            today,
            question,
            luck,
            over,
            log: _,
            free_move_resume,
            spare: _,
        } = self;
        if !alloc::sync::Arc::ptr_eq(setup, &src.setup) {
            setup.clone_from(&src.setup);
        }
        map.clone_from(&src.map);
        teams.clone_from(&src.teams);
        dice.clone_from(&src.dice);
        *day = src.day;
        *active = src.active;
        *step = src.step;
        today.clone_from(&src.today);
        question.clone_from(&src.question);
        luck.clone_from(&src.luck);
        *over = src.over;
        *free_move_resume = src.free_move_resume;
    }

    fn swap_state(&mut self, other: &mut Game) {
        use core::mem::swap;
        swap(self, other);
        swap(&mut self.log, &mut other.log);
        swap(&mut self.spare, &mut other.spare);
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin;
    use crate::decision::Decision;
    use crate::game::Game;
    use tabletop::RulesGame;

    /// A refused decision leaves the game byte-identical, with its spare made and kept, and the
    /// game plays on exactly as one that never saw the refusal.
    #[test]
    fn a_refusal_changes_nothing_and_the_spare_is_reused() {
        let setup = builtin::builtin_setup("two_teams", 7).expect("a built-in setup");
        let mut g = Game::new(&setup).expect("starts");
        let mut twin = g.clone();
        for step in 0..40 {
            if g.is_over() {
                break;
            }
            let team = g.to_decide()[0];
            let before = serde_json::to_string(&g).expect("serializes");
            // Not this team's turn, or a decision that is not legal now: refused.
            let other = crate::party::TeamId(team.0 ^ 1);
            assert!(g.apply(other, &Decision::KeepRoll).is_err());
            assert!(g.apply(team, &Decision::Divers { count: 250 }).is_err());
            assert_eq!(serde_json::to_string(&g).expect("serializes"), before, "step {step}");
            let d = g.legal_decisions(team)[0].clone();
            let (a, b) = (g.apply(team, &d), twin.apply(team, &d));
            assert_eq!(a, b);
            assert_eq!(g, twin);
            assert_eq!(serde_json::to_string(&g).ok(), serde_json::to_string(&twin).ok());
            assert!(g.spare.copy().is_some(), "the spare is kept between decisions");
        }
    }
}
