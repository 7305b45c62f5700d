//! The copy of the state that [`RulesGame::apply`] keeps to take a refused decision back, shared
//! by both cores (speed: issue #28, "no whole-state clone in `apply`").
//!
//! `apply` must leave the state byte-identical when it refuses a decision, and a decision may be
//! refused after the engine has started to change the state (scripted dice running out half-way
//! through a resolution, an engine limit). So before each decision the state is copied into a
//! spare game the game keeps for the purpose, the decision is applied to the game itself, and on
//! refusal the copy is swapped back in. The spare is kept from one decision to the next, so
//! copying into it reuses its buffers (`clone_from`) instead of allocating a new game and dropping
//! the old one each time.
//!
//! The spare is never part of the state: it is not serialized, it compares equal whatever it
//! holds, its `Debug` shows nothing, and a clone of a game starts without one. Each game says, in
//! its [`WorkingCopy`] impl, how its state is copied and swapped (naming every field, so that a
//! field added to the game does not compile until it is placed there).
//!
//! [`RulesGame::apply`]: crate::RulesGame::apply

use alloc::boxed::Box;

/// A game's spare copy of its state, for `apply` (module docs). Not part of the state.
pub struct Spare<G>(Option<Box<G>>);

impl<G> Spare<G> {
    /// An empty spare.
    pub const fn new() -> Spare<G> {
        Spare(None)
    }

    /// The copy held, if any (the state before the last decision; for tests and checks).
    pub fn copy(&self) -> Option<&G> {
        self.0.as_deref()
    }
}

impl<G> Default for Spare<G> {
    fn default() -> Spare<G> {
        Spare::new()
    }
}

/// A clone of a game starts without a spare (one is made at its first decision).
impl<G> Clone for Spare<G> {
    fn clone(&self) -> Spare<G> {
        Spare::new()
    }
}

/// Not part of the state: two spares always compare equal.
impl<G> PartialEq for Spare<G> {
    fn eq(&self, _: &Spare<G>) -> bool {
        true
    }
}

/// Shows nothing of the copy (a game's `Debug` text does not depend on it).
impl<G> core::fmt::Debug for Spare<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Spare")
    }
}

/// How a game's state is copied into its spare and taken back, for [`transact`].
pub trait WorkingCopy: Sized {
    /// The game's spare.
    fn spare(&mut self) -> &mut Spare<Self>;
    /// A new spare: a copy of the state (without what only grows, such as the log, and
    /// without a spare of its own).
    fn new_spare(&mut self) -> Box<Self>;
    /// Make `self`'s state equal to `src`'s, reusing `self`'s buffers where it can (not the log
    /// or the spare).
    fn copy_state_from(&mut self, src: &Self);
    /// Swap the states of `self` and `other` (not their logs or spares).
    fn swap_state(&mut self, other: &mut Self);
}

/// Runs `f` on `g` (a decision's resolution) so that an error leaves `g`'s state as it was: the
/// state is copied into the game's spare first, and swapped back from it on error.
///
/// # Errors
/// `f`'s error, with `g`'s state as it was before the call.
pub fn transact<G: WorkingCopy, T, E>(g: &mut G, f: impl FnOnce(&mut G) -> Result<T, E>) -> Result<T, E> {
    let mut backup = match g.spare().0.take() {
        Some(mut b) => {
            b.copy_state_from(g);
            b
        }
        None => g.new_spare(),
    };
    let result = f(g);
    if result.is_err() {
        g.swap_state(&mut backup);
    }
    g.spare().0 = Some(backup);
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use alloc::vec::Vec;

    /// A game whose state is a list and whose log only grows.
    #[derive(Clone, Debug, PartialEq)]
    struct Tally {
        state: Vec<u32>,
        log: Vec<u32>,
        spare: Spare<Tally>,
    }

    impl WorkingCopy for Tally {
        fn spare(&mut self) -> &mut Spare<Tally> {
            &mut self.spare
        }
        fn new_spare(&mut self) -> Box<Tally> {
            Box::new(Tally { state: self.state.clone(), log: Vec::new(), spare: Spare::new() })
        }
        fn copy_state_from(&mut self, src: &Tally) {
            self.state.clone_from(&src.state);
        }
        fn swap_state(&mut self, other: &mut Tally) {
            core::mem::swap(&mut self.state, &mut other.state);
        }
    }

    #[test]
    fn a_refusal_leaves_the_state_and_an_acceptance_keeps_its_changes() {
        let mut g = Tally { state: vec![1, 2], log: vec![7], spare: Spare::new() };
        let r: Result<(), &str> = transact(&mut g, |g| {
            g.state.push(3);
            g.log.push(8);
            Ok(())
        });
        assert_eq!((r, &g.state[..], &g.log[..]), (Ok(()), &[1, 2, 3][..], &[7, 8][..]));
        let r: Result<(), &str> = transact(&mut g, |g| {
            g.state.clear();
            Err("refused half-way")
        });
        assert_eq!((r, &g.state[..]), (Err("refused half-way"), &[1, 2, 3][..]));
        // The spare is kept and reused, and is no part of the state.
        assert!(g.spare.copy().is_some());
        assert!(g.clone().spare.copy().is_none());
        assert_eq!(g, Tally { state: vec![1, 2, 3], log: vec![7, 8], spare: Spare::new() });
    }
}
