//! The game: state, the protocol ([`tabletop::RulesGame`]) and the day loop's driver.
//!
//! A day: every travelling team, in team order, plays its whole turn before the next starts
//! (the teams never meet, so the order changes nothing but the narration). A turn is the
//! sequence of play (EX-SEQ-01) as [`Step`]s; see [`crate::day`].

use crate::day::{self, DayState, Step};
use crate::decision::{Decision, Leave, Pending, Question};
use crate::error::{OutfitError, RuleError, SetupError};
use crate::event::Event;
use crate::luck::{self, Roller};
use crate::map::{self, Direction, Map, Terrain};
use crate::party::{Team, TeamId};
use crate::setup::Setup;
use crate::skills::Skill;
use crate::view::TeamView;
use alloc::boxed::Box;
use alloc::string::ToString;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::protocol::LogEntry;
use tabletop::{DiceSource, Die, DieRoll, RulesGame};

/// What a Lucky Break would re-run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileWork"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Work {
    /// A step of the sequence of play.
    Step {
        /// The step.
        step: Step,
    },
    /// The resolution of an answer to a question.
    Answer {
        /// The answer.
        decision: Decision,
    },
}

/// A Lucky Break on offer: the state before the step, the step, and the dice it drew.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileLuckOffer"))]
pub struct LuckOffer {
    /// The game before the step (without its log).
    pub before: Box<Game>,
    /// The step.
    pub work: Work,
    /// Dice the step drew.
    pub record: Vec<DieRoll>,
    /// Random picks the step made (replayed as they fell when the step is run again).
    #[serde(default)]
    pub picks: Vec<luck::Pick>,
}

/// The expedition game. Deserializing one checks it ([`Game::check`]: an inconsistent state is
/// refused with a [`crate::check::StateError`]). The state (and its serialized form) holds every
/// team's stores, men and plans and the dice: it is for referees and replays; send a team its
/// [`RulesGame::view`] and [`Game::pending_for`], never the state itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileGame", as = "crate::check::GameRepr"))]
#[serde(try_from = "crate::check::GameRepr")]
pub struct Game {
    /// Never changed after the start: shared (not copied) by the spare and by clones.
    pub(crate) setup: alloc::sync::Arc<Setup>,
    pub(crate) map: Map,
    pub(crate) teams: Vec<Team>,
    pub(crate) dice: DiceSource,
    pub(crate) day: u16,
    /// The team whose turn it is.
    pub(crate) active: TeamId,
    pub(crate) step: Step,
    pub(crate) today: DayState,
    pub(crate) question: Option<Question>,
    pub(crate) luck: Option<Box<LuckOffer>>,
    pub(crate) over: bool,
    pub(crate) log: Vec<LogEntry<TeamId, Decision>>,
    /// During a free move earned by solving a pantomime (EX-QUEST-05): the team whose turn
    /// resumes the normal order afterwards.
    #[serde(default)]
    pub(crate) free_move_resume: Option<TeamId>,
    /// Not part of the state: the spare copy of the state `apply` takes a refused decision back
    /// from ([`crate::working_copy`]).
    #[serde(skip_serializing)]
    pub(crate) spare: crate::working_copy::Spare,
}

impl Game {
    /// The map as the gamesmaster sees it (everything generated so far).
    pub fn map(&self) -> &Map {
        &self.map
    }
    /// Every team.
    pub fn teams(&self) -> &[Team] {
        &self.teams
    }
    /// One team.
    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.get(usize::from(id.0))
    }
    /// The current day (from 1).
    pub fn day(&self) -> u16 {
        self.day
    }
    /// The team whose turn it is.
    pub fn active(&self) -> TeamId {
        self.active
    }

    /// What is pending now as `team` may see it: [`RulesGame::pending`] when `team` is the one
    /// to decide, `None` otherwise (another team's question, Lucky Break or plan is its own
    /// business; who decides is [`RulesGame::to_decide`]). Exactly what `view(team).pending`
    /// shows; it never changes when only another team's hidden state does.
    pub fn pending_for(&self, team: TeamId) -> Option<Pending> {
        self.to_decide().contains(&team).then(|| self.pending())
    }

    pub(crate) fn start(setup: &Setup) -> Result<Game, SetupError> {
        if setup.teams.is_empty() || setup.teams.len() > 4 {
            return Err(SetupError::TeamCount { count: setup.teams.len() });
        }
        if setup.max_days == 0 {
            return Err(SetupError::NoDays);
        }
        for (i, t) in setup.teams.iter().enumerate() {
            if setup.teams[..i].iter().any(|o| o.approach == t.approach) {
                return Err(SetupError::SharedApproach { approach: t.approach });
            }
            let id = TeamId(i as u8);
            t.outfit.validate(setup.budget).map_err(|source| SetupError::Outfit { team: id, source })?;
            for s in &t.outfit.supercargoes {
                if let Some(j) = setup.teams[..i].iter().position(|o| o.outfit.supercargoes.contains(s)) {
                    return Err(SetupError::Outfit {
                        team: id,
                        source: OutfitError::SupercargoTaken { supercargo: *s, team: TeamId(j as u8) },
                    });
                }
            }
        }
        let mut dice = setup.dice.clone();
        let terrain = match setup.approach_terrain {
            Some(t) => {
                let mut s = t;
                s.sort();
                if s != [Terrain::Jungle, Terrain::Veldt, Terrain::Swamp, Terrain::Desert] {
                    return Err(SetupError::ApproachTerrains);
                }
                t
            }
            None => {
                let mut t = [Terrain::Veldt, Terrain::Swamp, Terrain::Jungle, Terrain::Desert];
                dice.shuffle(&mut t)?;
                t
            }
        };
        let mut map = Map::new(terrain);
        let mut teams = Vec::new();
        for (i, t) in setup.teams.iter().enumerate() {
            let mut r = Roller::new(&mut dice);
            let skill = Skill::from_d10(r.d10()?);
            let breaks = luck::roll_lucky_breaks(&mut r)?;
            let id = TeamId(i as u8);
            let team = Team::from_outfit(id, t.name.clone(), t.approach, &t.outfit, skill, breaks);
            team.check_load().map_err(|source| SetupError::Outfit { team: id, source })?;
            teams.push(team);
        }
        if setup.pregenerate {
            map::pregenerate(&mut map, &mut Roller::new(&mut dice))?;
        }
        let mut g = Game {
            setup: alloc::sync::Arc::new(setup.clone()),
            map,
            teams,
            dice,
            day: 1,
            active: TeamId(0),
            step: Step::Plan,
            today: DayState::default(),
            question: None,
            luck: None,
            over: false,
            log: Vec::new(),
            free_move_resume: None,
            spare: Default::default(),
        };
        for t in &mut g.teams {
            day::lose_face_at_start(t);
        }
        Ok(g)
    }

    /// Apply a decision on a working copy (the caller keeps the original on error).
    fn decide(&mut self, team: TeamId, d: &Decision) -> Result<Vec<Event>, RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        if team != self.active {
            return Err(RuleError::NotYourTurn { team, waiting: self.active.to_string() });
        }
        let mut events = Vec::new();
        if let Some(offer) = self.luck.take() {
            match d {
                Decision::KeepRoll => {}
                Decision::PlayLuckyBreak => {
                    let replay = luck::reroll_last(&offer.record, &mut self.dice)?.unwrap_or_default();
                    if let (Some(old), Some(new)) = (offer.record.last(), replay.last()) {
                        events.push(Event::LuckyBreak { team, die: old.die(), old: old.face(), new: new.face() });
                    }
                    let dice = self.dice.clone();
                    let log = core::mem::take(&mut self.log);
                    *self = *offer.before;
                    self.dice = dice;
                    self.log = log;
                    if let Some(t) = self.teams.get_mut(usize::from(team.0)) {
                        t.lucky_breaks = t.lucky_breaks.saturating_sub(1);
                    }
                    self.run(Some(offer.work), Some((replay, offer.picks)), &mut events)?;
                    return Ok(events);
                }
                other => {
                    return Err(RuleError::WrongDecision {
                        got: other.kind(),
                        expected: "play_lucky_break or keep_roll".to_string(),
                    });
                }
            }
            self.run(None, None, &mut events)?;
            return Ok(events);
        }
        if matches!(self.question, Some(Question::HeldTurn { .. })) {
            // What a held team may do before its held turn passes (docs/rulings.md).
            match d {
                Decision::LeaveBehind { what } => {
                    day::leave_behind(self, *what)?;
                    events.push(Event::LeftBehind { team, what: *what });
                    return Ok(events);
                }
                Decision::UseWeed { man } => return crate::race::use_weed(self, *man),
                _ => {}
            }
        }
        if let Some(q) = &self.question {
            day::check_answer(self, q, d)?;
            self.run(Some(Work::Answer { decision: d.clone() }), None, &mut events)?;
            return Ok(events);
        }
        match d {
            Decision::LeaveBehind { what } => {
                day::leave_behind(self, *what)?;
                events.push(Event::LeftBehind { team, what: *what });
                Ok(events)
            }
            Decision::UseWeed { man } => crate::race::use_weed(self, *man),
            Decision::ScenicPhoto => crate::race::scenic_photo(self),
            Decision::Plan { .. } => {
                day::check_plan(self, d)?;
                day::start_turn(self, d, &mut events);
                self.run(None, None, &mut events)?;
                Ok(events)
            }
            other => Err(RuleError::WrongDecision {
                got: other.kind(),
                expected: "plan, leave_behind, use_weed or scenic_photo".to_string(),
            }),
        }
    }

    /// Run steps until a question, a Lucky Break offer or a plan is awaited.
    fn run(
        &mut self,
        first: Option<Work>,
        mut replay: Option<(Vec<DieRoll>, Vec<luck::Pick>)>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let mut work = first;
        loop {
            if self.over {
                return Ok(());
            }
            let w = match work.take() {
                Some(w) => w,
                None => {
                    if self.question.is_some() {
                        return Ok(());
                    }
                    if self.step == Step::Done {
                        // The turn ends only now, after any Lucky Break on its last step was
                        // settled, so that the offer belongs to the team that rolled.
                        self.end_turn(events);
                        continue;
                    }
                    if self.step == Step::Plan {
                        return Ok(());
                    }
                    Work::Step { step: self.step }
                }
            };
            let team = self.active;
            let can_luck = self.team(team).is_some_and(|t| t.lucky_breaks > 0 && t.is_travelling());
            let before = if can_luck {
                let log = core::mem::take(&mut self.log);
                let snap = self.clone();
                self.log = log;
                Some(snap)
            } else {
                None
            };
            let (record, picks) = self.execute(&w, replay.take().unwrap_or_default(), events)?;
            let rerollable = record.last().is_some_and(|d| !d.was_rerolled());
            let still = self.team(team).is_some_and(|t| t.is_travelling() && t.lucky_breaks > 0);
            if let (Some(before), true, true) = (before, rerollable, still) {
                self.luck = Some(Box::new(LuckOffer { before: Box::new(before), work: w, record, picks }));
                return Ok(());
            }
        }
    }

    /// Execute one piece of work, replaying `replay`'s dice and picks first; returns the dice it
    /// drew and the picks it made.
    fn execute(
        &mut self,
        w: &Work,
        replay: (Vec<DieRoll>, Vec<luck::Pick>),
        events: &mut Vec<Event>,
    ) -> Result<(Vec<DieRoll>, Vec<luck::Pick>), RuleError> {
        let idx = usize::from(self.active.0);
        let Game { teams, map, dice, today, day, question, .. } = self;
        let Some(team) = teams.get_mut(idx) else {
            // Only a hand-edited (deserialized) state can name a team that does not exist.
            return Err(RuleError::Illegal(alloc::format!("the active team {} is not in the game", self.active)));
        };
        let mut ctx = crate::ctx::Ctx {
            team,
            map,
            today,
            day: *day,
            r: Roller::replaying(dice, replay.0, replay.1),
            ev: Vec::new(),
            question,
        };
        let next = match w {
            Work::Step { step } => day::run_step(&mut ctx, *step)?,
            Work::Answer { decision } => {
                day::answer(&mut ctx, decision)?;
                None
            }
        };
        let record = ctx.r.into_records();
        events.append(&mut ctx.ev);
        if let Some(next) = next {
            self.step = next;
        }
        Ok(record)
    }

    /// The active team's turn is over: next team, or next day.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        // A team that perished in its turn leaves no encounter waiting for an answer: nobody is
        // left to give one (a saved game's check refuses such a state).
        if let Some(t) = self.teams.get_mut(usize::from(self.active.0)).filter(|t| !t.is_travelling()) {
            t.race.pending = None;
        }
        if let Some(resume) = self.free_move_resume.take() {
            // The free move is over: the normal order goes on after the team whose turn it was.
            self.active = resume;
        }
        // A team that solved another's pantomime makes its free move now (EX-QUEST-05).
        while !self.map.quest.free_moves.is_empty() {
            let mover = TeamId(self.map.quest.free_moves.remove(0));
            if !self.team(mover).is_some_and(|t| t.is_travelling() && !crate::race::is_held(t)) {
                continue;
            }
            self.free_move_resume = Some(self.active);
            self.active = mover;
            self.step = Step::Plan;
            self.today = DayState { free_move: true, ..DayState::default() };
            events.push(Event::Race {
                team: mover,
                event: Box::new(crate::race::RaceEvent::FreeMove { mover: mover.0 }),
            });
            return;
        }
        let n = self.teams.len();
        let mut next = usize::from(self.active.0) + 1;
        while next < n && !self.teams[next].is_travelling() {
            next += 1;
        }
        if next >= n {
            // The day is over. With nobody left travelling (or no day left) the game ends on
            // it: the day reported is the last one played.
            next = match self.teams.iter().position(|t| t.is_travelling()) {
                Some(i) if self.day < self.setup.max_days => i,
                _ => {
                    self.finish(events);
                    return;
                }
            };
            self.day = self.day.saturating_add(1);
            events.push(Event::DayBegins { day: self.day });
        }
        self.active = TeamId(next as u8);
        self.step = Step::Plan;
        self.today = DayState::default();
        if let Some(t) = self.teams.get(next).filter(|t| crate::race::is_held(t)) {
            // A held turn: no plan; the team may use the weed or leave things behind, then the
            // meal, the held turn and care (docs/rulings.md).
            self.question = Some(crate::race::held_question(t));
            self.step = Step::Supplies;
            self.today.held = true;
        }
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.over = true;
        self.step = Step::Done;
        events.push(Event::GameOver { day: self.day });
    }

    /// What the active team may do before its turn, a journey's or a held one: leave things
    /// behind, give a man a dose of weed.
    fn before_the_turn(&self, team: TeamId) -> Vec<Decision> {
        let mut out = Vec::new();
        for what in [Leave::Wagon, Leave::Cart, Leave::Piano, Leave::Camels, Leave::Canoes] {
            if day::leave_is_useful(self, what) {
                out.push(Decision::LeaveBehind { what });
            }
        }
        if let Some(t) = self.team(team) {
            out.extend(crate::race::weed_decisions(t));
        }
        out
    }

    /// The headings a team may plan now (all eight, or the one toward a rumoured graveyard).
    pub fn legal_headings(&self, team: TeamId) -> Vec<Direction> {
        let Some(t) = self.team(team) else { return Vec::new() };
        if let Some(g) = t.graveyard {
            if let Some(d) = map::step_toward(map::square_of(t.position), g) {
                return alloc::vec![d];
            }
        }
        Direction::ALL.to_vec()
    }
}

impl RulesGame for Game {
    type Setup = Setup;
    type Player = TeamId;
    type Decision = Decision;
    type Event = Event;
    type Pending = Pending;
    type View = TeamView;
    type SetupError = SetupError;
    type RuleError = RuleError;

    fn new(setup: &Setup) -> Result<Game, SetupError> {
        Game::start(setup)
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn pending(&self) -> Pending {
        if self.over {
            return Pending::Over;
        }
        let team = self.active;
        if let Some(o) = &self.luck {
            if let Some(die) = o.record.last() {
                return Pending::LuckyBreak { team, die: *die, left: self.team(team).map_or(0, |t| t.lucky_breaks) };
            }
        }
        if let Some(q) = &self.question {
            return Pending::Question { team, question: q.clone() };
        }
        Pending::Plan { team, day: self.day }
    }

    fn to_decide(&self) -> Vec<TeamId> {
        if self.over { Vec::new() } else { alloc::vec![self.active] }
    }

    fn legal_decisions(&self, team: TeamId) -> Vec<Decision> {
        if self.over || team != self.active {
            return Vec::new();
        }
        if self.luck.is_some() {
            return alloc::vec![Decision::KeepRoll, Decision::PlayLuckyBreak];
        }
        if let Some(q) = &self.question {
            let mut out = day::answers(self, q);
            if matches!(q, Question::HeldTurn { .. }) {
                out.extend(self.before_the_turn(team));
            }
            return out;
        }
        let mut out = day::plans(self);
        out.extend(self.before_the_turn(team));
        if let Some(t) = self.team(team) {
            if crate::race::scenic_ready(t, self.day) {
                out.push(Decision::ScenicPhoto);
            }
        }
        out
    }

    fn apply(&mut self, team: TeamId, decision: &Decision) -> Result<Vec<Event>, RuleError> {
        // A refusal changes nothing: the state is kept in the game's spare and taken back from it.
        let events = tabletop::working_copy::transact(self, |g| g.decide(team, decision))?;
        self.log.push(LogEntry { player: team, decision: decision.clone() });
        Ok(events)
    }

    fn view(&self, team: TeamId) -> TeamView {
        TeamView::of(self, team)
    }

    fn is_over(&self) -> bool {
        self.over
    }

    fn log(&self) -> &[LogEntry<TeamId, Decision>] {
        &self.log
    }
}

/// The die type a D10 table uses (for documentation of [`Event::Wilderness`]).
pub const TABLE_DIE: Die = Die::D10;
