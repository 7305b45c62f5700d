//! Consistency of a loaded [`Game`]: a saved state (JSON from a client, a file, a binding's
//! restore) is checked before it is used, so that an edited or corrupted state is refused with a
//! typed [`StateError`] instead of being played.
//!
//! Two levels:
//! - [`Game::check`], structural: the setup still starts a game; every group and figure the
//!   setup makes is there with its owner and role; ids point at existing groups and figures;
//!   each living figure is listed by its own group and only there; at most four Stress tokens
//!   per group and the bag plus the tokens on groups make up exactly the setup's bag; each
//!   player's Totem deck, hand and discard pile hold exactly the setup's Totem cards; the chosen
//!   Action cards exist; the turn, step and phase refer to existing cards and groups; every
//!   resolution in progress refers to existing groups. Deserializing a [`Game`] runs it (serde
//!   `try_from`), so `serde_json::from_str::<Game>` refuses an inconsistent state.
//! - [`Game::verify`], complete: [`Game::check`], then the setup and the decision log must
//!   replay to exactly this state (the same check the bindings make on restore).
//!
//! Groups and figures beyond those the setup makes (an adventure may bring more in play) are
//! checked for consistent ids only.

use crate::error::SetupError;
use crate::game::{Game, Phase};
use crate::state::{FigureId, GroupId, Player};
use crate::stress::{STRESS_LIMIT, StressKind};
use crate::tasks::Task;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use tabletop::RulesGame;
use tabletop::error::{Coded, ErrorCode};

/// Why a loaded game state is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StateError {
    /// The saved setup no longer starts a game.
    #[error("the saved setup does not start a game: {0}")]
    Setup(SetupError),
    /// A list is shorter than the setup makes it (or longer than 16-bit ids allow).
    #[error(
        "the state has {found} {what}, the setup makes {expected} (more only when an adventure brings them, at most 65535)"
    )]
    Count {
        /// What was counted ("groups", "figures").
        what: &'static str,
        /// How many the state has.
        found: usize,
        /// How many the setup makes.
        expected: usize,
    },
    /// A group contradicts the setup or its figures.
    #[error("group {group}: {reason}")]
    Group {
        /// The group's id.
        group: u16,
        /// What is wrong, and what was expected.
        reason: String,
    },
    /// A figure contradicts the setup or its group.
    #[error("figure {figure}: {reason}")]
    Figure {
        /// The figure's id.
        figure: u16,
        /// What is wrong, and what was expected.
        reason: String,
    },
    /// Stress tokens appeared or vanished: the bag plus the tokens on groups must make up the
    /// setup's bag.
    #[error("{found} {kind:?} stress tokens are in the bag and on groups, the setup's bag holds {expected}")]
    StressTokens {
        /// The kind.
        kind: StressKind,
        /// Tokens in the bag and on groups.
        found: usize,
        /// Tokens of the setup's bag.
        expected: usize,
    },
    /// A player's Totem or Action cards are not the setup's.
    #[error("the cards of player {player:?}: {reason}")]
    Cards {
        /// Whose cards.
        player: Player,
        /// What is wrong, and what was expected.
        reason: String,
    },
    /// The turn, step or phase is impossible.
    #[error("the turn: {reason}")]
    Turn {
        /// What is wrong, and what was expected.
        reason: String,
    },
    /// A resolution in progress (or the phase) names a group that does not exist.
    #[error("a resolution in progress names group {group}, but the game has {groups} groups")]
    Task {
        /// The id named.
        group: u16,
        /// How many groups there are.
        groups: usize,
    },
    /// Wild animals stand on a table whose Adventure has no Wild Animals rule: only an Animal
    /// Stress token of that rule brings one into play (CG-ANIMAL-01, CG-ANIMAL-02).
    #[error("the state has {found} wild animals, but its Adventure has no Wild Animals rule to bring them into play")]
    WildAnimals {
        /// How many animals the state has.
        found: usize,
    },
    /// The setup and decision log do not replay to this state.
    #[error("the decision log does not reproduce the state: {reason}")]
    Log {
        /// Where the replay failed or which part of the state differs.
        reason: String,
    },
}

impl Coded for StateError {
    fn code(&self) -> ErrorCode {
        match self {
            StateError::Setup(e) => e.code(),
            StateError::Count { .. }
            | StateError::Group { .. }
            | StateError::Figure { .. }
            | StateError::StressTokens { .. }
            | StateError::Cards { .. }
            | StateError::Turn { .. }
            | StateError::Task { .. }
            | StateError::WildAnimals { .. }
            | StateError::Log { .. } => ErrorCode::ReplayFailed,
        }
    }
}

fn group_err(id: usize, reason: String) -> StateError {
    StateError::Group { group: u16::try_from(id).unwrap_or(u16::MAX), reason }
}

fn figure_err(id: usize, reason: String) -> StateError {
    StateError::Figure { figure: u16::try_from(id).unwrap_or(u16::MAX), reason }
}

impl Game {
    /// Check that this state is consistent (see the [module docs](crate::check)). Deserializing a
    /// `Game` calls it.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`].
    pub fn check(&self) -> Result<(), StateError> {
        let (fresh, _) = Game::start(&self.setup).map_err(StateError::Setup)?;
        self.check_counts(&fresh)?;
        self.check_groups(&fresh)?;
        self.check_figures(&fresh)?;
        self.check_stress()?;
        self.check_cards()?;
        self.check_turn()?;
        self.check_animals()?;
        Ok(())
    }

    /// No wild animal without the Wild Animals rule (CG-ANIMAL-01).
    fn check_animals(&self) -> Result<(), StateError> {
        let rule = self
            .setup
            .adventure
            .as_ref()
            .is_some_and(|a| a.adventure.rule(crate::adventure::RuleKind::WildAnimals).is_some());
        if !rule && !self.terrain.animals.is_empty() {
            return Err(StateError::WildAnimals { found: self.terrain.animals.len() });
        }
        Ok(())
    }

    /// [`Game::check`], then replay the setup and the decision log: they must give exactly this
    /// state.
    ///
    /// # Errors
    /// [`StateError`]; [`StateError::Log`] when the log fails to replay or replays to another
    /// state (naming the first part that differs).
    pub fn verify(&self) -> Result<(), StateError> {
        self.check()?;
        let replayed = Game::replay(&self.setup, &self.log).map_err(|e| StateError::Log { reason: format!("{e}") })?;
        let part = if replayed.dice != self.dice {
            "the dice source"
        } else if replayed.bag != self.bag {
            "the stress bag"
        } else if replayed.players != self.players {
            "the players' cards"
        } else if replayed.groups != self.groups {
            "the groups"
        } else if replayed.figures != self.figures {
            "the figures"
        } else if (replayed.initiative, replayed.turn, replayed.step, replayed.serial)
            != (self.initiative, self.turn, self.step, self.serial)
        {
            "the turn, step or initiative"
        } else if replayed.phase != self.phase || replayed.stack != self.stack || replayed.rolled != self.rolled {
            "the phase or the resolution in progress"
        } else if replayed != *self {
            "the adventure's running state"
        } else {
            return Ok(());
        };
        Err(StateError::Log { reason: format!("{part} differ from the replay of the setup and log") })
    }

    fn check_counts(&self, fresh: &Game) -> Result<(), StateError> {
        for (what, found, expected) in
            [("groups", self.groups.len(), fresh.groups.len()), ("figures", self.figures.len(), fresh.figures.len())]
        {
            if found < expected || found > usize::from(u16::MAX) {
                return Err(StateError::Count { what, found, expected });
            }
        }
        Ok(())
    }

    fn check_groups(&self, fresh: &Game) -> Result<(), StateError> {
        for (i, g) in self.groups.iter().enumerate() {
            if let Some(f) = fresh.groups.get(i) {
                if (g.owner, g.index) != (f.owner, f.index) {
                    return Err(group_err(
                        i,
                        format!(
                            "it is group {} of {:?}, the setup makes it group {} of {:?}",
                            g.index, g.owner, f.index, f.owner
                        ),
                    ));
                }
            }
            if g.stress.len() > STRESS_LIMIT {
                return Err(group_err(i, format!("it holds {} stress tokens, at most {STRESS_LIMIT}", g.stress.len())));
            }
            for (what, step) in [("acted", g.acted), ("fled", g.fled), ("was targeted by terror", g.terrorized)] {
                if step.is_some_and(|s| s > self.serial) {
                    return Err(group_err(
                        i,
                        format!("it {what} in step {}, after the current step {}", step.unwrap_or(0), self.serial),
                    ));
                }
            }
            for (k, id) in g.figures.iter().enumerate() {
                let Some(fig) = self.figures.get(usize::from(id.0)) else {
                    return Err(group_err(
                        i,
                        format!("it lists figure {}, but the game has {} figures", id.0, self.figures.len()),
                    ));
                };
                if usize::from(fig.group.0) != i {
                    return Err(group_err(
                        i,
                        format!("it lists figure {}, which belongs to group {}", id.0, fig.group.0),
                    ));
                }
                if !fig.alive {
                    return Err(group_err(i, format!("it lists figure {}, which was removed", id.0)));
                }
                if g.figures[..k].contains(id) {
                    return Err(group_err(i, format!("it lists figure {} twice", id.0)));
                }
            }
        }
        Ok(())
    }

    fn check_figures(&self, fresh: &Game) -> Result<(), StateError> {
        for (i, f) in self.figures.iter().enumerate() {
            if let Some(s) = fresh.figures.get(i) {
                if (f.group, f.role) != (s.group, s.role) {
                    return Err(figure_err(
                        i,
                        format!(
                            "it is {:?} of group {}, the setup makes it {:?} of group {}",
                            f.role, f.group.0, s.role, s.group.0
                        ),
                    ));
                }
            }
            let Some(g) = self.groups.get(usize::from(f.group.0)) else {
                return Err(figure_err(
                    i,
                    format!("its group {} does not exist ({} groups)", f.group.0, self.groups.len()),
                ));
            };
            let id = FigureId(u16::try_from(i).unwrap_or(u16::MAX));
            if f.alive && !g.figures.contains(&id) {
                return Err(figure_err(i, format!("it is alive, but its group {} does not list it", f.group.0)));
            }
        }
        Ok(())
    }

    fn check_stress(&self) -> Result<(), StateError> {
        let setup = &self.setup.components.stress_bag;
        for kind in StressKind::ALL {
            let on_groups: usize = self.groups.iter().map(|g| g.count(kind)).sum();
            let found = usize::from(self.bag.count(kind)) + on_groups;
            let expected = usize::from(setup.count(kind));
            if found != expected {
                return Err(StateError::StressTokens { kind, found, expected });
            }
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), StateError> {
        let deck = &self.setup.components.totem_deck;
        let known = |c: &u8| self.card(*c).is_some();
        for p in Player::BOTH {
            let ps = &self.players[p.index()];
            let t = &ps.totems;
            let mut held: Vec<(u8, crate::totem::TotemKind)> =
                t.deck.iter().chain(&t.hand).chain(&t.discard).map(|c| (c.id, c.kind)).collect();
            held.sort_by_key(|c| c.0);
            let expected: Vec<(u8, crate::totem::TotemKind)> =
                deck.iter().enumerate().map(|(i, k)| (u8::try_from(i).unwrap_or(u8::MAX), *k)).collect();
            if held != expected {
                return Err(StateError::Cards {
                    player: p,
                    reason: format!(
                        "the totem deck, hand and discard pile hold {} cards that are not the setup's {} cards",
                        held.len(),
                        expected.len()
                    ),
                });
            }
            if ps.chosen.len() > 3 || !ps.chosen.iter().all(known) || has_duplicates(&ps.chosen) {
                return Err(StateError::Cards {
                    player: p,
                    reason: format!(
                        "the chosen action cards {:?} are not up to three distinct cards of the deck",
                        ps.chosen
                    ),
                });
            }
        }
        Ok(())
    }

    fn check_turn(&self) -> Result<(), StateError> {
        let turn_err = |reason: String| StateError::Turn { reason };
        if self.turn == 0 || self.turn > self.setup.turns {
            return Err(turn_err(format!(
                "turn {} is not one of the adventure's turns 1 to {}",
                self.turn, self.setup.turns
            )));
        }
        if self.step > 3 {
            return Err(turn_err(format!("action step {} is not one of the steps 1 to 3", self.step)));
        }
        // A revealed card may have become an 8 by the Cheetah.
        let card_ok = |c: u8| self.card(c).is_some() || c == 8;
        let bad_card = |c: u8| turn_err(format!("card {c} is not an action card of the deck"));
        match &self.phase {
            Phase::ChooseActionCards { chosen } => {
                for c in chosen.iter().flatten() {
                    if c.len() != 3 || has_duplicates(c) || !c.iter().all(|x| self.card(*x).is_some()) {
                        return Err(turn_err(format!("the choice {c:?} is not three distinct action cards")));
                    }
                }
            }
            Phase::ChooseCard { chosen } => {
                for (p, c) in Player::BOTH.iter().zip(chosen) {
                    if let Some(c) = c {
                        if !self.players[p.index()].chosen.contains(c) {
                            return Err(turn_err(format!(
                                "player {p:?} plays card {c}, which is not among his cards left this turn"
                            )));
                        }
                    }
                }
            }
            Phase::Cheetah { cards, .. } | Phase::Tie { cards } => {
                if let Some(&c) = cards.iter().find(|c| !card_ok(**c)) {
                    return Err(bad_card(c));
                }
            }
            Phase::Resolve { card, second } => {
                if self.card(card.card).is_none() {
                    return Err(bad_card(card.card));
                }
                if let Some((_, c)) = second.filter(|(_, c)| self.card(*c).is_none()) {
                    return Err(bad_card(c));
                }
            }
            Phase::Over { .. } => {}
        }
        for task in &self.stack {
            if let Some(g) = task.groups().into_iter().find(|g| usize::from(g.0) >= self.groups.len()) {
                return Err(StateError::Task { group: g.0, groups: self.groups.len() });
            }
        }
        let objectives = self.setup.adventure.as_ref().map_or(0, |a| a.adventure.objectives.len());
        if self.objective_points.len() > objectives {
            return Err(turn_err(format!(
                "{} objectives are scored, the adventure has {objectives}",
                self.objective_points.len()
            )));
        }
        Ok(())
    }
}

/// The serialized fields of a [`Game`], read before [`Game::check`] accepts them (serde
/// `try_from`). Keep in step with `Game`: a field added there must be added here with the same
/// serde attributes (the conversion below names every field, so the compiler says so).
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGameRepr"))]
pub(crate) struct GameRepr {
    setup: crate::setup::Setup,
    dice: tabletop::DiceSource,
    bag: crate::stress::StressBag,
    players: [crate::game::PlayerState; 2],
    groups: Vec<crate::state::Group>,
    figures: Vec<crate::state::Figure>,
    initiative: Player,
    turn: u8,
    step: u8,
    serial: u32,
    phase: Phase,
    stack: Vec<Task>,
    rolled: Option<Vec<tabletop::DieRoll>>,
    log: Vec<tabletop::protocol::LogEntry<Player, crate::decision::Decision>>,
    #[serde(default)]
    objective_points: Vec<[i32; 2]>,
    #[serde(default)]
    terrain: crate::exploration::TerrainState,
    #[serde(default)]
    universal: crate::universal::AdventureState,
}

impl TryFrom<GameRepr> for Game {
    type Error = StateError;
    fn try_from(r: GameRepr) -> Result<Game, StateError> {
        let GameRepr {
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
            log,
            objective_points,
            terrain,
            universal,
        } = r;
        let game = Game {
            setup: alloc::sync::Arc::new(setup),
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
            log,
            objective_points,
            terrain,
            universal,
            move_checks: Default::default(),
            spare: Default::default(),
        };
        game.check()?;
        Ok(game)
    }
}

fn has_duplicates(v: &[u8]) -> bool {
    v.iter().enumerate().any(|(i, x)| v[..i].contains(x))
}

impl Task {
    /// The groups this resolution names (for [`Game::check`]).
    pub(crate) fn groups(&self) -> Vec<GroupId> {
        use alloc::vec;
        match self {
            Task::Roll(t) => vec![t.group],
            Task::Shot(t) => vec![t.shooter, t.target],
            Task::Melee(t) => vec![t.attacker, t.defender],
            Task::Terror(t) => vec![t.target],
            Task::Rally(t) => vec![t.group],
            Task::Casualties(t) => vec![t.group],
            Task::Stress(t) => {
                let mut v = vec![t.group];
                if let Some((_, to, chosen)) = &t.guided {
                    v.extend(to.iter().copied().chain(*chosen));
                }
                v
            }
            Task::Flee(t) => vec![t.group],
            Task::Retreat(t) => vec![t.group, t.from],
            Task::RemoveStress(t) => vec![t.from],
            Task::Sorcery(c) => {
                let mut v = vec![c.group];
                if let Some(crate::decision::RitualTarget::Group { group }) = c.cast.as_ref().and_then(|c| c.target) {
                    v.push(group);
                }
                v.extend(c.queue.iter().flat_map(Task::groups));
                v
            }
            Task::ExtraAction(t) => core::iter::once(t.from).chain(t.fixed.iter().flatten().copied()).collect(),
            Task::Litany(_) | Task::BigChief(_) | Task::TotemPick(_) => Vec::new(),
            Task::Terrain(t) => {
                use crate::exploration::TerrainTask;
                use crate::wild::AnimalTask;
                match t {
                    TerrainTask::Explore(e) => vec![e.group],
                    TerrainTask::Trap(t) => vec![t.group],
                    TerrainTask::Ambush(a) => vec![a.group],
                    TerrainTask::Animal(
                        AnimalTask::Place { group, .. }
                        | AnimalTask::Melee { group, .. }
                        | AnimalTask::Retreat { group, .. }
                        | AnimalTask::Won { group, .. },
                    ) => {
                        vec![*group]
                    }
                    TerrainTask::StepEnd(_) => Vec::new(),
                    TerrainTask::Animal(AnimalTask::Shot(s)) => vec![s.shooter],
                    TerrainTask::Trail(t) => vec![t.group],
                    TerrainTask::Volley(v) => vec![v.shooter, v.target],
                    TerrainTask::Drums(d) => vec![d.group, d.hyena.group],
                }
            }
            Task::Universal(u) => {
                use crate::universal::UniversalTask;
                match u {
                    UniversalTask::Exhausted(e) => {
                        e.groups.iter().copied().chain(e.loses_figure).chain(e.waiting.as_ref().map(|w| w.0)).collect()
                    }
                    UniversalTask::CattleMelee(c) => vec![c.group],
                    UniversalTask::OfferPlunder { group, .. } | UniversalTask::AfterPlunder { group, .. } => {
                        vec![*group]
                    }
                    UniversalTask::CharacterFlees(f) => vec![f.group],
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn game() -> Game {
        let setup = crate::demo::skirmish(3).expect("the demo musters");
        Game::start(&setup).expect("the demo starts").0
    }

    #[test]
    fn a_fresh_game_is_consistent() {
        let g = game();
        assert_eq!(g.check(), Ok(()));
        assert_eq!(g.verify(), Ok(()));
    }

    #[test]
    fn each_inconsistency_has_its_typed_error() {
        let mut g = game();
        g.groups[0].figures.push(FigureId(60_000));
        assert!(matches!(g.check(), Err(StateError::Group { group: 0, .. })));

        let mut g = game();
        g.groups[0].figures.pop();
        assert!(matches!(g.check(), Err(StateError::Figure { .. })));

        let mut g = game();
        g.groups[1].stress = vec![StressKind::Combat; 5];
        assert!(matches!(g.check(), Err(StateError::Group { group: 1, .. })));

        let mut g = game();
        g.groups[1].stress = vec![StressKind::Panic];
        assert_eq!(g.check(), Err(StateError::StressTokens { kind: StressKind::Panic, found: 6, expected: 5 }));
        g.bag = crate::stress::StressBag::with_counts([10, 10, 10, 10, 4]);
        assert_eq!(g.check(), Ok(()), "a token taken out of the bag is consistent");

        let mut g = game();
        g.players[1].totems.hand.clear();
        g.players[1].totems.deck.pop();
        assert!(matches!(g.check(), Err(StateError::Cards { player: Player::Two, .. })));

        let mut g = game();
        g.figures.truncate(3);
        assert!(matches!(g.check(), Err(StateError::Count { what: "figures", found: 3, .. })));

        let mut g = game();
        g.stack.push(crate::flight::Flee::new(GroupId(77)));
        let groups = g.groups.len();
        assert_eq!(g.check(), Err(StateError::Task { group: 77, groups }));

        let mut g = game();
        g.turn = 0;
        assert!(matches!(g.check(), Err(StateError::Turn { .. })));

        let mut g = game();
        alloc::sync::Arc::make_mut(&mut g.setup).turns = 0;
        assert_eq!(g.check(), Err(StateError::Setup(SetupError::NoTurns)));
        assert_eq!(g.check().unwrap_err().code(), ErrorCode::InvalidSetup);

        // rule: CG-ANIMAL-01
        // The demo has no Adventure, so no Wild Animals rule: no animal can be on its table.
        let mut g = game();
        g.terrain.animals.push(crate::wild::Animal {
            kind: crate::adventure::animals::AnimalKind::Lion,
            at: tabletop::Point::inches(36, 24),
            home: crate::geometry::AreaId(1),
            enraged: 0,
            alive: true,
        });
        assert_eq!(g.check(), Err(StateError::WildAnimals { found: 1 }));
        assert_eq!(g.check().unwrap_err().code(), ErrorCode::ReplayFailed);

        let mut g = game();
        g.serial = 1;
        assert_eq!(g.check(), Ok(()));
        let e = g.verify().unwrap_err();
        assert!(matches!(e, StateError::Log { .. }), "{e}");
        assert_eq!(e.code(), ErrorCode::ReplayFailed);
    }
}
