//! The [`Game`]: the whole state of a game of Congo, and its protocol
//! ([`tabletop::RulesGame`]).
//!
//! Resolution is a small machine: the turn's [`Phase`] says where the turn is, and a stack of
//! [`Task`]s holds the resolutions in progress (a shot waiting for the target to go to ground, a
//! melee waiting for a roll, casualties waiting for the owner's choice...). A decision answers
//! the prompt of the top task (or of the phase when the stack is empty); the engine then runs
//! until the next decision is needed. `apply` keeps a copy of the state and swaps it back on
//! refusal, so a refused decision leaves the state byte-identical.

use crate::cards::{ActionCard, CardAction};
use crate::decision::Decision;
use crate::error::{RuleError, SetupError};
use crate::event::Event;
use crate::pending::{Ask, Pending, Prompt};
use crate::setup::{DiceSetup, Setup};
use crate::state::{Figure, FigureId, Group, GroupId, Player, Values};
use crate::stress::StressBag;
use crate::tasks::Task;
use crate::totem::TotemCards;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::protocol::LogEntry;
use tabletop::{DiceSource, DieRoll, RulesGame};

/// One player's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlayerState"))]
pub struct PlayerState {
    /// The three Action cards chosen this turn (initiatives), not yet played. Secret.
    pub chosen: Vec<u8>,
    /// Totem deck, hand and discard pile.
    pub totems: TotemCards,
    /// The Sorcery card is in hand.
    pub sorcery: bool,
    /// Totem cards limited to one per Action step, used this step.
    pub step_totems: StepTotems,
}

/// The Totem cards limited to one per Action step (Lion, Buffalo, Gorilla) used this step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStepTotems"))]
pub struct StepTotems {
    /// A Lion was played this step.
    pub lion: bool,
    /// A Buffalo was played this step.
    pub buffalo: bool,
    /// A Gorilla was played this step.
    pub gorilla: bool,
}

/// The card being resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCardInPlay"))]
pub struct CardInPlay {
    /// Its owner.
    pub player: Player,
    /// Its printed initiative (its name).
    pub card: u8,
    /// Actions left (with those a Lion or Gorilla added).
    pub remaining: Vec<CardAction>,
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPhase"))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Opening phase: both players choose three Action cards, secretly.
    ChooseActionCards {
        /// Choices made so far, `[One, Two]`.
        chosen: [Option<Vec<u8>>; 2],
    },
    /// Action step: both players choose the step's card, secretly.
    ChooseCard {
        /// Choices made so far.
        chosen: [Option<u8>; 2],
    },
    /// Cards revealed; the Cheetah window (both asked).
    Cheetah {
        /// The revealed cards.
        cards: [u8; 2],
        /// Answers so far (`Some(true)`: played).
        played: [Option<bool>; 2],
    },
    /// Equal initiatives: the token holder chooses.
    Tie {
        /// The revealed cards.
        cards: [u8; 2],
    },
    /// A card is being resolved; `second` is the card to resolve after it, if any.
    Resolve {
        /// The card in play.
        card: CardInPlay,
        /// The other player's card, still to resolve.
        second: Option<(Player, u8)>,
    },
    /// The game has ended.
    Over {
        /// Victory points, `[One, Two]`.
        points: [i32; 2],
    },
}

/// The whole state of a game of Congo. Serialize it to save a game; everything hidden lives
/// here (it is for referees and replays), so send players [`Game::view`]s and
/// [`Game::pending_for`], never the state itself. Deserializing checks the state
/// ([`Game::check`]: an inconsistent state is refused with a [`crate::check::StateError`]);
/// [`Game::verify`] also replays its log. A field added here must be added to
/// `check::GameRepr` too.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGame", as = "crate::check::GameRepr"))]
#[serde(try_from = "crate::check::GameRepr")]
pub struct Game {
    /// Never changes during a game: shared, so that the copy [`RulesGame::apply`] works on does
    /// not copy the rosters and the table (serialized as the `Setup` itself).
    #[serde(serialize_with = "serialize_setup")]
    pub(crate) setup: alloc::sync::Arc<Setup>,
    pub(crate) dice: DiceSource,
    pub(crate) bag: StressBag,
    pub(crate) players: [PlayerState; 2],
    pub(crate) groups: Vec<Group>,
    pub(crate) figures: Vec<Figure>,
    pub(crate) initiative: Player,
    pub(crate) turn: u8,
    pub(crate) step: u8,
    /// Serial of the current step (Action steps, end phases and set-up each get one), for the
    /// once-per-step limits.
    pub(crate) serial: u32,
    pub(crate) phase: Phase,
    pub(crate) stack: Vec<Task>,
    /// A finished roll handed back to the task that asked for it.
    pub(crate) rolled: Option<Vec<DieRoll>>,
    pub(crate) log: Vec<LogEntry<Player, Decision>>,
    /// The running victory points of the Adventure's "each End phase" objectives, per objective
    /// `[One, Two]` ([`crate::objectives`]).
    #[serde(default)]
    pub(crate) objective_points: Vec<[i32; 2]>,
    /// Explorations, markers, lasting rules, lying Loot and wild animals
    /// ([`crate::exploration`], [`crate::conditions`], [`crate::wild`]).
    #[serde(default, skip_serializing_if = "crate::exploration::TerrainState::is_empty")]
    pub(crate) terrain: crate::exploration::TerrainState,
    /// The Adventure's pieces, houses, waiting detachments and Confusion hands
    /// ([`crate::universal`]).
    #[serde(default)]
    pub(crate) universal: crate::universal::AdventureState,
    /// Not part of the state: a cache of geometry's move checks on the current field, never
    /// serialized and equal in every game (`crate::move_checks`; not in `check::GameRepr`).
    #[serde(skip)]
    pub(crate) move_checks: crate::move_checks::MoveChecks,
    /// Not part of the state: the spare copy of the state `apply` takes a refused decision back
    /// with, kept to reuse its buffers; never serialized, equal in every game
    /// (`crate::working_copy`; not in `check::GameRepr`).
    #[serde(skip)]
    pub(crate) spare: crate::working_copy::Spare,
}

/// Serializes the shared setup as the `Setup` itself (the JSON shape of a `Game` does not show
/// the sharing).
fn serialize_setup<S: serde::Serializer>(setup: &alloc::sync::Arc<Setup>, s: S) -> Result<S::Ok, S::Error> {
    Serialize::serialize(&**setup, s)
}

/// Control flow of one task step. A short-lived value handed from a task back to the stack
/// loop, never stored: the size of its `Task`s does not matter.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Flow {
    /// The task waits for a decision; keep it on the stack.
    Wait(Task),
    /// The task is finished.
    Done,
    /// Run `1` first, then come back to `0`.
    Call(Task, Task),
    /// The task is finished; run this one next.
    Then(Task),
}

impl Game {
    /// The setup this game started from.
    pub fn setup_ref(&self) -> &Setup {
        &self.setup
    }
    /// Every group, by [`GroupId`].
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }
    /// Every figure, by [`FigureId`].
    pub fn figures(&self) -> &[Figure] {
        &self.figures
    }
    /// The current turn (1-based).
    pub fn turn(&self) -> u8 {
        self.turn
    }
    /// Who holds the Initiative token.
    pub fn initiative(&self) -> Player {
        self.initiative
    }
    /// The Stress bag.
    pub fn bag(&self) -> &StressBag {
        &self.bag
    }
    /// What Dangerous Terrain and the Universal Special Rules keep (public).
    pub fn terrain(&self) -> &crate::exploration::TerrainState {
        &self.terrain
    }
    /// The turn's phase.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// One player's cards (includes hidden information: for the engine and tests).
    pub fn player(&self, p: Player) -> &PlayerState {
        &self.players[p.index()]
    }
    /// The running victory points of the Adventure's "each End phase" objectives so far, per
    /// objective (in the Adventure's order) `[One, Two]`: public, scored at each End phase
    /// (empty before the first; [`crate::objectives`]).
    pub fn objective_points(&self) -> &[[i32; 2]] {
        &self.objective_points
    }
    /// Final victory points, once over.
    pub fn points(&self) -> Option<[i32; 2]> {
        match self.phase {
            Phase::Over { points } => Some(points),
            _ => None,
        }
    }
    /// The group `id`.
    ///
    /// # Errors
    /// [`RuleError::UnknownGroup`].
    pub fn group(&self, id: GroupId) -> Result<&Group, RuleError> {
        self.groups.get(usize::from(id.0)).ok_or(RuleError::UnknownGroup(id))
    }
    /// Whether `grp` has performed an action in this Action step already (one action per group
    /// per Action step: Congo rulebook, "Actions phase", "During an Action step, a group can only
    /// perform one action").
    pub(crate) fn acted_this_step(&self, grp: &Group) -> bool {
        grp.acted == Some(self.serial)
    }
    pub(crate) fn group_mut(&mut self, id: GroupId) -> Result<&mut Group, RuleError> {
        self.groups.get_mut(usize::from(id.0)).ok_or(RuleError::UnknownGroup(id))
    }
    /// The figure `id`.
    pub fn figure(&self, id: FigureId) -> Option<&Figure> {
        self.figures.get(usize::from(id.0))
    }
    /// The player's seven Action cards.
    pub fn action_cards(&self) -> &[ActionCard] {
        &self.setup.components.action_cards
    }
    /// The card with initiative `i`.
    pub(crate) fn card(&self, i: u8) -> Option<&ActionCard> {
        self.setup.components.action_cards.iter().find(|c| c.initiative == i)
    }
    /// Ids of the groups on the table.
    pub fn groups_in_play(&self) -> impl Iterator<Item = GroupId> + '_ {
        self.groups.iter().enumerate().filter(|(_, g)| g.in_play()).map(|(i, _)| GroupId(i as u16))
    }

    /// A group's values as they apply now (living characters and auxiliaries only).
    pub fn values(&self, id: GroupId) -> Option<Values<'_>> {
        use crate::state::Role;
        let g = self.groups.get(usize::from(id.0))?;
        let gs = self.setup.columns[g.owner.index()].groups.get(usize::from(g.index))?;
        let mut v = Values {
            profile: &gs.profile,
            characters: smallvec::SmallVec::new(),
            auxiliaries: smallvec::SmallVec::new(),
            members: 0,
        };
        for f in &g.figures {
            match self.figure(*f).map(|f| f.role) {
                Some(Role::Member) => v.members += 1,
                Some(Role::Character { index }) => {
                    if let Some(d) = gs.characters.get(usize::from(index)) {
                        v.characters.push(&d.profile);
                    }
                }
                Some(Role::Auxiliary { index }) => {
                    if let Some(d) = gs.auxiliaries.get(usize::from(index)) {
                        v.auxiliaries.push(&d.profile);
                    }
                }
                // Its Combat die joins the melee pool (`crate::melee::combat_pool`).
                Some(Role::Pet { .. }) | None => {}
            }
        }
        Some(v)
    }

    /// Validate `setup` and start the game: shuffle the Totem decks, make the star-difference
    /// draws, and open turn 1. See [`RulesGame::new`].
    ///
    /// # Errors
    /// [`SetupError`].
    pub fn start(setup: &Setup) -> Result<(Game, Vec<Event>), SetupError> {
        crate::turn::start(setup)
    }

    /// Run the machine until a decision is needed.
    pub(crate) fn run(&mut self, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        // Every loop either finishes a task, pushes one (bounded by the rules' nesting), or
        // returns; the bound guards against an engine bug turning into a hang.
        for _ in 0..100_000 {
            let Some(task) = self.stack.pop() else {
                crate::exploration::clear_mist(self, ev);
                return Ok(());
            };
            match self.advance(task, ev)? {
                Flow::Wait(t) => {
                    self.stack.push(t);
                    return Ok(());
                }
                Flow::Done => {}
                Flow::Then(t) => self.stack.push(t),
                Flow::Call(parent, child) => {
                    self.stack.push(parent);
                    self.stack.push(child);
                }
            }
        }
        Err(RuleError::EngineLimit(crate::error::EngineLimit::DidNotSettle))
    }

    /// The prompts pending now, unredacted: both players' secrets included (the Action cards
    /// each still holds, a Confusion hand, Big Chief's cards). For referees, replays and tests;
    /// a player's UI asks [`Game::pending_for`].
    pub fn prompts(&self) -> Vec<Prompt> {
        crate::legal::prompts(self)
    }

    /// What is pending now as `player` may see it: [`RulesGame::pending`] with the opponent's
    /// prompt redacted ([`Prompt::seen_by`]: who must decide what, without the cards he holds),
    /// exactly as `view(player).prompts` shows it. What a player's UI asks for "whose turn, what
    /// to decide"; it never changes when only the opponent's hidden state does.
    pub fn pending_for(&self, player: Player) -> Pending {
        let mut pending = RulesGame::pending(self);
        pending.prompts = pending.prompts.into_iter().map(|p| p.seen_by(player)).collect();
        pending
    }

    fn apply_inner(&mut self, player: Player, d: &Decision) -> Result<Vec<Event>, RuleError> {
        if matches!(self.phase, Phase::Over { .. }) {
            return Err(RuleError::GameOver);
        }
        let Some(ask) = crate::legal::prompt_of(self, player) else {
            return Err(RuleError::NotYourDecision { player });
        };
        let mut ev = Vec::new();
        crate::answer::answer(self, player, ask, d, &mut ev)?;
        self.run(&mut ev)?;
        Ok(ev)
    }
}

impl RulesGame for Game {
    type Setup = Setup;
    type Player = Player;
    type Decision = Decision;
    type Event = Event;
    type Pending = Pending;
    type View = crate::view::View;
    type SetupError = SetupError;
    type RuleError = RuleError;

    fn new(setup: &Setup) -> Result<Game, SetupError> {
        Game::start(setup).map(|(g, _)| g)
    }
    fn setup(&self) -> &Setup {
        &self.setup
    }
    fn pending(&self) -> Pending {
        let step = match self.phase {
            Phase::ChooseActionCards { .. } | Phase::Over { .. } => None,
            _ => Some(self.step),
        };
        Pending { turn: self.turn, step, prompts: self.prompts() }
    }
    fn to_decide(&self) -> Vec<Player> {
        crate::legal::deciders(self)
    }
    fn legal_decisions(&self, player: Player) -> Vec<Decision> {
        crate::legal::legal_decisions(self, player)
    }
    /// Checks only the candidates it draws (`crate::candidate`): uniform among
    /// [`RulesGame::legal_decisions`], as the provided method is.
    fn random_decision(&self, player: Player, dice: &mut DiceSource) -> Option<Decision> {
        crate::legal::random_decision(self, player, dice)
    }
    fn apply(&mut self, player: Player, d: &Decision) -> Result<Vec<Event>, RuleError> {
        // Applied in place; a refusal swaps back the copy of the state taken first
        // (`crate::working_copy`). The log only grows, on success.
        let ev = tabletop::working_copy::transact(self, |g| g.apply_inner(player, d))?;
        self.log.push(LogEntry { player, decision: d.clone() });
        Ok(ev)
    }
    fn view(&self, player: Player) -> crate::view::View {
        crate::view::View::of(self, player)
    }
    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }
    fn log(&self) -> &[LogEntry<Player, Decision>] {
        &self.log
    }
}

impl DiceSetup {
    pub(crate) fn source(&self) -> DiceSource {
        match self {
            DiceSetup::Seeded { seed } => DiceSource::seeded(*seed),
            DiceSetup::Scripted { values } => DiceSource::scripted(values.iter().copied()),
        }
    }
}

/// Helper: every [`Ask`] kind's name, for [`RuleError::WrongDecision`].
pub(crate) fn ask_name(a: &Ask) -> &'static str {
    match a {
        Ask::ChooseActionCards { .. } => "choose_action_cards",
        Ask::ChooseCard { .. } => "choose_card",
        Ask::Cheetah => "cheetah",
        Ask::InitiativeTie { .. } => "initiative",
        Ask::CardAction { .. } => "an action of the card, a lion, gorilla or buffalo, or end_card",
        Ask::Roll { .. } => "roll",
        Ask::Cover { .. } => "go_to_ground or roll",
        Ask::Casualties { .. } => "remove_casualties",
        Ask::ReturnStress { .. } => "return_stress",
        Ask::UseRule { .. } => "use_rule",
        Ask::TakeStress { .. } => "take_stress",
        Ask::GiveStress { .. } => "give_stress",
        Ask::Frenzy { .. } => "frenzy",
        Ask::CrossObstacle { .. } => "cross_obstacle",
        Ask::RemoveStress { .. } => "remove_stress",
        Ask::Litany => "litany",
        Ask::BigChief { .. } => "keep_totem",
        Ask::Choose { .. } => "choose",
        Ask::Confusion { .. } => "confusion",
        Ask::Plunder { .. } => "plunder or stay",
        Ask::MoveAfterPlunder { .. } => "move (one S stick) or stay",
        Ask::Sorcery { .. } => "sorcery",
        Ask::Incantation { .. } => "draw_stress_token or roll",
        Ask::SaveCharacter { .. } => "use_rule",
        Ask::ChooseTotems { .. } => "choose_totems",
        Ask::MadHyena { .. } => "a move of the group, or use_rule",
        Ask::ExtraAction { .. } => "the action granted (move, shoot, reload or rally), or use_rule false",
        Ask::Trail { .. } => "move or stay",
        Ask::RunAwayLeader { .. } => "run_away_leader",
        Ask::CharacterFlees { .. } => "move (the fleeing independent character)",
    }
}
