//! Candidate decisions: each either known legal, or checked only when asked (speed, issue #3).
//!
//! `crate::legal` lists a prompt's candidates once; [`legal_decisions`](crate::legal) keeps
//! those whose check passes (all of them), and the bot's draw
//! ([`tabletop::RulesGame::random_decision`]) checks only the ones it draws: it draws uniformly
//! among the candidates left, drops a drawn candidate whose check fails, and draws again. The
//! first candidate that passes is then equally likely to be any of the legal decisions, and the
//! legal decisions are exactly the listing's, since both go through [`Candidate::resolve`].
//!
//! What is checked lazily is what costs geometry: a candidate move (geometry's `check_move`
//! and the gathering), the shot offered to a group at a target (range and line of fire
//! from each figure in turn), an Adventure's entry, reach, exit or approach to a house, and a
//! ritual's cast at a target it must see.

use crate::decision::Decision;
use crate::game::Game;
use crate::geometry::base::Field;
use crate::movement::{MoveTry, Moves};
use crate::state::{GroupId, Player};
use crate::wild::AnimalId;
use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use tabletop::DiceSource;

/// What a shot candidate aims at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ShotAt {
    /// An enemy group (`crate::shooting::shot_offer`).
    Group(GroupId),
    /// A living wild animal (`crate::wild::shot::offer`).
    Animal(AnimalId),
}

/// One candidate decision of a prompt.
#[derive(Clone, Debug)]
pub(crate) enum Candidate {
    /// A decision known to be legal.
    Legal(Decision),
    /// Three Action cards for the turn (by initiative), known legal: the decision's list is built
    /// only when drawn (a turn's choice lists 35 of them).
    ActionCards([u8; 3]),
    /// A candidate move, legal if geometry and the rules accept it (`crate::movement`).
    Move(MoveTry),
    /// A group's candidate moves, one [`Candidate::Move`] each, made only when the draw reaches
    /// one of them or every candidate is resolved ([`draw`], [`resolve_all`]).
    Moves(Moves),
    /// The shot offered to `player`'s `group` at `at`, if any leading figure has a line of fire
    /// (as a Harassment shot before the move, [`Decision::Harass`] or
    /// [`Decision::HarassAnimal`], when `harass`).
    Shot {
        /// The shooting player.
        player: Player,
        /// The shooting group (ready to shoot: checked when listed).
        group: GroupId,
        /// The target.
        at: ShotAt,
        /// A Harassment shot before the move.
        harass: bool,
    },
    /// An Adventure's card action (an entry, a reach, an exit, an approach to a house), legal if
    /// the check `apply` makes of it passes (`crate::universal`'s candidates). Boxed: it holds
    /// up to two decisions, and the rarer candidates should not make every one larger (speed).
    Universal(Box<crate::universal::Try>),
    /// A ritual's cast at a target, legal if the witchdoctor's group sees it when it must
    /// (`crate::sorcery::play`).
    Cast(crate::sorcery::play::CastTry),
}

impl Candidate {
    /// How many candidates this one stands for: a group's moves ([`Candidate::Moves`]) several,
    /// any other one.
    fn len(&self) -> usize {
        match self {
            Candidate::Moves(m) => m.len(),
            _ => 1,
        }
    }

    /// The decision, if the candidate passes its check on `field` (the game's field; `None`
    /// when it could not be built: every checked candidate then fails). A group's moves are
    /// unfolded first ([`unfold`]): as one candidate they resolve to none.
    pub(crate) fn resolve(self, field: Option<&Field<'_>>, g: &Game) -> Option<Decision> {
        match self {
            Candidate::Legal(d) => Some(d),
            Candidate::Moves(_) => {
                debug_assert!(false, "a group's moves are unfolded before they are resolved");
                None
            }
            Candidate::ActionCards(cards) => Some(Decision::ChooseActionCards { cards: cards.to_vec() }),
            Candidate::Move(m) => m.resolve(field?, g),
            Candidate::Shot { player, group, at, harass } => {
                let field = field?;
                let d = match at {
                    ShotAt::Group(target) => crate::shooting::shot_offer(field, g, player, group, target)?,
                    ShotAt::Animal(animal) => crate::wild::shot::offer(field, g, player, group, animal)?,
                };
                Some(if harass { harassing(d)? } else { d })
            }
            Candidate::Universal(t) => t.resolve(g),
            Candidate::Cast(c) => c.resolve(field, g),
        }
    }
}

/// A shot as Harassment's shot before the move (CG-FOREST-18).
fn harassing(d: Decision) -> Option<Decision> {
    match d {
        Decision::Shoot { group, leader, target, giraffe } => Some(Decision::Harass { group, leader, target, giraffe }),
        Decision::ShootAnimal { group, leader, animal, giraffe } => {
            Some(Decision::HarassAnimal { group, leader, animal, giraffe })
        }
        _ => None,
    }
}

/// Candidates known legal, from decisions.
pub(crate) fn legal(decisions: impl IntoIterator<Item = Decision>) -> impl Iterator<Item = Candidate> {
    decisions.into_iter().map(Candidate::Legal)
}

/// Every candidate that passes its check, in order.
pub(crate) fn resolve_all(candidates: Vec<Candidate>, field: Option<&Field<'_>>, g: &Game) -> Vec<Decision> {
    unfolded(candidates, g).into_iter().filter_map(|c| c.resolve(field, g)).collect()
}

/// The list `candidates` stand for: each group's moves ([`Candidate::Moves`]) unfolded in place.
fn unfolded(candidates: Vec<Candidate>, g: &Game) -> Vec<Candidate> {
    let mut out = Vec::with_capacity(candidates.iter().map(Candidate::len).sum());
    for c in candidates {
        match c {
            Candidate::Moves(m) => m.unfold(g, &mut out),
            c => out.push(c),
        }
    }
    out
}

/// Draw uniformly among `candidates` with `dice` until one passes its check on `field` (module
/// docs); `None` when none does.
///
/// The draw is made on the list with every group's moves unfolded ([`Candidate::Moves`]): an
/// index below its length, the candidate there swapped with the last one and taken. Only the
/// candidates drawn are made of a group's moves (speed); the dice and the candidates drawn are
/// the same as on the whole list (debug builds but fuzz builds draw on both and compare).
pub(crate) fn draw(
    candidates: Vec<Candidate>,
    field: Option<&Field<'_>>,
    g: &Game,
    dice: &mut DiceSource,
) -> Option<Decision> {
    // A cross-check (`congo_model::cross_check!`): off in release and fuzz builds.
    #[cfg(all(debug_assertions, not(fuzzing)))]
    let whole = {
        let mut dice = dice.clone();
        let d = draw_made(unfolded(candidates.clone(), g), field, g, &mut dice);
        (d, dice)
    };
    let d = draw_made(candidates, field, g, dice);
    #[cfg(all(debug_assertions, not(fuzzing)))]
    congo_model::cross_check!(whole == (d.clone(), dice.clone()), "the draw on the whole list: {:?}", whole.0);
    d
}

/// [`draw`], making only the groups' moves it reaches.
///
/// The unfolded list is never built: `starts` says where each candidate's stretch of it begins,
/// and the swaps made so far are kept aside (`moved`: the place, the item now there), so each
/// draw costs a search and a map lookup, whatever the size of the list (issue #28).
fn draw_made(
    mut candidates: Vec<Candidate>,
    field: Option<&Field<'_>>,
    g: &Game,
    dice: &mut DiceSource,
) -> Option<Decision> {
    let mut starts = Vec::with_capacity(candidates.len());
    let mut n: usize = 0;
    for c in &candidates {
        starts.push(n);
        n += c.len();
    }
    let mut moved: BTreeMap<usize, usize> = BTreeMap::new();
    loop {
        let n32 = u32::try_from(n).ok().filter(|n| *n > 0)?;
        let k = dice.below(n32).ok()? as usize;
        if k >= n {
            return None;
        }
        // The item at place `k` is taken and the last place's item takes its place (`swap_remove`).
        let item = moved.get(&k).copied().unwrap_or(k);
        let last = moved.remove(&(n - 1)).unwrap_or(n - 1);
        if k != n - 1 {
            moved.insert(k, last);
        }
        n -= 1;
        if let Some(d) = take(&mut candidates, &starts, item, g)?.resolve(field, g) {
            return Some(d);
        }
    }
}

/// Item `item` of the list `candidates` stand for (each starting at its `starts`), made alone if
/// it is one of a group's moves; `None` past the end. Each item is taken once: a candidate that
/// stands for one item is moved out (a cheap one left in its place).
fn take(candidates: &mut [Candidate], starts: &[usize], item: usize, g: &Game) -> Option<Candidate> {
    let i = starts.partition_point(|&s| s <= item).checked_sub(1)?;
    match candidates.get_mut(i)? {
        Candidate::Moves(m) => {
            let offset = item - starts[i];
            if offset >= m.len() {
                return None;
            }
            m.split(g, offset).1
        }
        c => Some(core::mem::replace(c, Candidate::ActionCards([0; 3]))),
    }
}

#[cfg(test)]
mod tests {
    use crate::Game;
    use crate::decision::Decision;
    use crate::pending::Ask;
    use crate::profile::Culture;
    use tabletop::{Bot, DiceSource, RulesGame};

    /// At every decision of a few random games (the demo skirmish, and built-in Adventures with
    /// wild animals and special rules), the drawn decision is one of `legal_decisions`, and the
    /// draw finds one whenever there is one.
    fn draws_are_legal(mut g: Game, seed: u64) {
        let mut bot = Bot::new(seed);
        let mut dice = DiceSource::seeded(seed ^ 0x5eed);
        for _ in 0..5_000 {
            let Some(&p) = g.to_decide().first() else { break };
            let legal = g.legal_decisions(p);
            assert!(!legal.is_empty());
            for _ in 0..3 {
                let d = g.random_decision(p, &mut dice).expect("a legal decision is drawn");
                assert!(legal.contains(&d), "{d:?} is not among {legal:?}");
            }
            let d = bot.choose(&g, p).expect("a legal decision");
            g.apply(p, &d).expect("a drawn decision is accepted");
        }
        assert!(g.is_over());
    }

    /// Built-in Adventure `i` (of `Adventure::builtin_names`) with a pairing of cultures.
    fn adventure(i: usize, cultures: [Culture; 2]) -> Game {
        let name = crate::adventure::Adventure::builtin_names()[i];
        Game::new(&crate::deploy::builtin_setup(name, cultures, i as u64).expect("built-in adventure")).expect("setup")
    }

    #[test]
    fn every_drawn_decision_is_legal() {
        for seed in [1, 2] {
            draws_are_legal(Game::new(&crate::demo::skirmish(seed).expect("demo")).expect("setup"), seed);
        }
        for i in 0..crate::adventure::Adventure::builtin_names().len() {
            draws_are_legal(adventure(i, [Culture::ALL[i % 4], Culture::ALL[(i + 2) % 4]]), 70 + i as u64);
        }
    }

    /// `n` draws per legal decision of `p` now: each legal decision comes about equally often.
    fn draws_cover(g: &Game, p: crate::state::Player, seed: u64) {
        let legal = g.legal_decisions(p);
        let n = legal.len();
        let per = 150;
        let mut counts = alloc::vec![0usize; n];
        let mut dice = DiceSource::seeded(seed);
        for _ in 0..n * per {
            let d = g.random_decision(p, &mut dice).expect("a legal decision");
            let i = legal.iter().position(|l| *l == d).expect("a drawn decision is legal");
            counts[i] += 1;
        }
        // Each count is binomial (mean 150, deviation about 12): 60 off is 5 deviations.
        assert!(counts.iter().all(|&c| c.abs_diff(per) < 60), "{counts:?} over {legal:?}");
    }

    /// The Adventures' own card actions (an entry onto the table, a reach for a piece, a move off
    /// the table), listed unchecked: drawn about as often as every other legal decision, and
    /// accepted by `apply`; so are a witchdoctor's casts (listed before line of sight is checked).
    #[test]
    fn draws_cover_the_adventure_card_actions_and_casts() {
        let is_universal = |g: &Game, d: &Decision| match d {
            Decision::Enter { .. } | Decision::Reach { .. } => true,
            Decision::Move { path, .. } => path.last().is_some_and(|&q| !g.setup.table.base_on_table(q)),
            _ => false,
        };
        let mut seen = (false, false, false);
        for i in 0..crate::adventure::Adventure::builtin_names().len() {
            for pair in 0..2 {
                let mut g = adventure(i, [Culture::ALL[(i + pair) % 4], Culture::ALL[(i + pair + 1) % 4]]);
                let mut bot = Bot::new(90 + i as u64);
                let mut tested = 0;
                for _ in 0..3_000 {
                    let Some(&p) = g.to_decide().first() else { break };
                    let card = g.prompts().iter().any(|q| q.player == p && matches!(q.ask, Ask::CardAction { .. }));
                    let sorcery = g.prompts().iter().any(|q| q.player == p && matches!(q.ask, Ask::Sorcery { .. }));
                    if sorcery && !seen.2 {
                        // Casts at targets in line of sight, listed before it is checked.
                        let legal = g.legal_decisions(p);
                        if legal.len() >= 3 {
                            seen.2 = true;
                            draws_cover(&g, p, 5 + i as u64);
                        }
                    }
                    if card && tested < 1 {
                        let legal = g.legal_decisions(p);
                        if legal.iter().any(|d| is_universal(&g, d)) && legal.len() <= 40 {
                            tested += 1;
                            seen.0 |= legal.iter().any(|d| matches!(d, Decision::Enter { .. }));
                            seen.1 |= legal.iter().any(|d| matches!(d, Decision::Reach { .. }));
                            draws_cover(&g, p, 17 * i as u64 + tested);
                            for d in legal.iter().filter(|d| is_universal(&g, d)) {
                                g.clone().apply(p, d).expect("a listed adventure action is accepted");
                            }
                        }
                    }
                    let d = bot.choose(&g, p).expect("a legal decision");
                    g.apply(p, &d).expect("accepted");
                }
            }
        }
        assert_eq!(seen, (true, true, true), "the games offered entries, reaches and casts");
    }

    /// A card's actions with moves and shots among them: many draws give every legal decision,
    /// each about equally often (uniform on `legal_decisions`).
    #[test]
    fn draws_cover_every_legal_decision_about_equally() {
        let mut g = Game::new(&crate::demo::skirmish(3).expect("demo")).expect("setup");
        let mut bot = Bot::new(3);
        let mut tested = 0;
        for _ in 0..2_000 {
            let Some(&p) = g.to_decide().first() else { break };
            let legal = g.legal_decisions(p);
            let card = g.prompts().iter().any(|q| q.player == p && matches!(q.ask, Ask::CardAction { .. }));
            let moves = legal.iter().filter(|d| matches!(d, Decision::Move { .. })).count();
            if card && moves >= 5 && tested < 2 {
                tested += 1;
                draws_cover(&g, p, p.index() as u64 + 17 * tested);
            }
            let d = bot.choose(&g, p).expect("a legal decision");
            g.apply(p, &d).expect("accepted");
        }
        assert_eq!(tested, 2, "the game had card actions with moves");
    }
}
