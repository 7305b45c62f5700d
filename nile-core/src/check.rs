//! Consistency of a loaded [`Game`]: a saved state (JSON from a client, a file, a binding's
//! restore) is checked before it is used, so that an edited or corrupted state is refused with a
//! typed [`StateError`] instead of being played.
//!
//! Two levels, as in congo-core:
//! - [`Game::check`], structural: the setup still starts a game; the teams are the setup's (one
//!   per team setup, in order, with their names and approaches); the day, the active team and
//!   the step are possible; every man is listed once with an id the team has issued; the men the
//!   race names (under the weed, city bearers, eaten) exist; every party stands on the table;
//!   the prize sites, completion order and free moves name real squares and teams; the question
//!   awaited fits the active team's state (the encounter waiting for it, the men and numbers it
//!   names); a Lucky Break on offer has a die to re-roll. Deserializing a [`Game`] runs it (serde
//!   `try_from`), so `serde_json::from_str::<Game>` refuses an inconsistent state.
//! - [`Game::verify`], complete: [`Game::check`], then the setup and the decision log must
//!   replay to exactly this state.

use crate::day::Step;
use crate::decision::Question;
use crate::error::SetupError;
use crate::game::Game;
use crate::map::{self, Map};
use crate::party::{ManId, Team};
use crate::race::Pending;
use crate::standing::prize::PrizeWait;
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
    /// Not one team per team of the setup.
    #[error("the state has {found} teams, the setup makes {expected}")]
    Teams {
        /// Teams in the state.
        found: usize,
        /// Teams of the setup.
        expected: usize,
    },
    /// A team contradicts the setup or itself.
    #[error("team {team}: {reason}")]
    Team {
        /// The team's number.
        team: u8,
        /// What is wrong, and what was expected.
        reason: String,
    },
    /// The day, the active team, the step or the shared quest board is impossible.
    #[error("the turn: {reason}")]
    Turn {
        /// What is wrong, and what was expected.
        reason: String,
    },
    /// The question awaited (or the Lucky Break on offer) does not fit the active team's state.
    #[error("the question awaited: {reason}")]
    Question {
        /// What is wrong, and what was expected.
        reason: String,
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
            StateError::Teams { .. }
            | StateError::Team { .. }
            | StateError::Turn { .. }
            | StateError::Question { .. }
            | StateError::Log { .. } => ErrorCode::ReplayFailed,
        }
    }
}

fn team_err(t: &Team, reason: String) -> StateError {
    StateError::Team { team: t.id.0, reason }
}

fn turn_err(reason: String) -> StateError {
    StateError::Turn { reason }
}

fn question_err(reason: String) -> StateError {
    StateError::Question { reason }
}

impl Game {
    /// Check that this state is consistent (see the [module docs](crate::check)). Deserializing a
    /// `Game` calls it.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`].
    pub fn check(&self) -> Result<(), StateError> {
        let fresh = Game::start(&self.setup).map_err(StateError::Setup)?;
        if self.teams.len() != fresh.teams.len() {
            return Err(StateError::Teams { found: self.teams.len(), expected: fresh.teams.len() });
        }
        for (t, f) in self.teams.iter().zip(&fresh.teams) {
            check_team(t, f)?;
        }
        self.check_turn()?;
        check_board(&self.map, self.teams.len())?;
        self.check_question()
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
        } else if replayed.teams != self.teams {
            "the teams"
        } else if replayed.map != self.map {
            "the map"
        } else if (replayed.day, replayed.active, replayed.step, replayed.over)
            != (self.day, self.active, self.step, self.over)
        {
            "the day, active team or step"
        } else if replayed != *self {
            "the turn in progress"
        } else {
            return Ok(());
        };
        Err(StateError::Log { reason: format!("{part} differ from the replay of the setup and log") })
    }

    fn check_turn(&self) -> Result<(), StateError> {
        let n = self.teams.len();
        if self.day == 0 || self.day > self.setup.max_days {
            return Err(turn_err(format!("day {} is not one of the days 1 to {}", self.day, self.setup.max_days)));
        }
        if usize::from(self.active.0) >= n {
            return Err(turn_err(format!("the active team is {}, the game has {n} teams", self.active)));
        }
        if let Some(r) = self.free_move_resume.filter(|r| usize::from(r.0) >= n) {
            return Err(turn_err(format!("the order resumes after a free move with {r}, the game has {n} teams")));
        }
        if self.over && self.step != Step::Done {
            return Err(turn_err(format!("the game is over but the step is {:?}, not done", self.step)));
        }
        if self.step == Step::Plan && (self.question.is_some() || self.today.held) {
            return Err(turn_err("a plan is awaited, yet a question is put or the turn is a held one".into()));
        }
        Ok(())
    }

    fn check_question(&self) -> Result<(), StateError> {
        let Some(t) = self.team(self.active) else { return Ok(()) };
        if let Some(offer) = &self.luck {
            if self.over || t.lucky_breaks == 0 {
                return Err(question_err(format!(
                    "a lucky break is offered to {}, which has none left or the game is over",
                    t.id
                )));
            }
            if offer.record.last().is_none_or(|d| d.was_rerolled()) {
                return Err(question_err("a lucky break is offered without a die that may be re-rolled".into()));
            }
        }
        let Some(q) = &self.question else { return Ok(()) };
        if self.over {
            return Err(question_err("the game is over, yet a question is put".into()));
        }
        if let Question::HeldTurn { .. } = q {
            let expected = crate::race::held_question(t);
            if !crate::race::is_held(t) || !self.today.held || self.step != Step::Supplies || *q != expected {
                return Err(question_err(format!(
                    "a held turn is asked, but {} is not at the start of a held turn (expected {expected:?})",
                    t.id
                )));
            }
            return Ok(());
        }
        question_fits(t, q).map_err(|reason| question_err(format!("{q:?} asked of {}: {reason}", t.id)))
    }
}

fn check_team(t: &Team, fresh: &Team) -> Result<(), StateError> {
    if (t.id, t.approach, &t.name) != (fresh.id, fresh.approach, &fresh.name) {
        return Err(team_err(
            t,
            format!(
                "it is {} ({:?}, {:?}), the setup makes it {} ({:?}, {:?})",
                t.id, t.name, t.approach, fresh.id, fresh.name, fresh.approach
            ),
        ));
    }
    let ids: Vec<ManId> = t.men.iter().map(|m| m.id).chain(t.fallen.iter().map(|f| f.man.id)).collect();
    for (i, id) in ids.iter().enumerate() {
        if ids[..i].contains(id) {
            return Err(team_err(t, format!("man {} is listed twice (among its men and fallen)", id.0)));
        }
        if id.0 >= t.next_man {
            return Err(team_err(t, format!("man {} has an id the team never issued (next is {})", id.0, t.next_man)));
        }
    }
    let r = &t.race;
    let alive = |id: &ManId| t.men.iter().any(|m| m.id == *id);
    if let Some((id, _)) = r.weed_fed.iter().find(|(id, turns)| !ids.contains(id) || *turns > 6) {
        return Err(team_err(t, format!("man {} is under the weed for more than 1D6 turns or never was", id.0)));
    }
    if u32::from(r.weed_doses_open) >= crate::race::DOSES_PER_PORTAGE {
        return Err(team_err(
            t,
            format!("{} doses are left in an opened portage point of weed, at most 9", r.weed_doses_open),
        ));
    }
    if let Some(id) = r.city_bearers.iter().chain(&r.eaten).find(|id| !ids.contains(id)) {
        return Err(team_err(t, format!("the race names man {}, who was never in the party", id.0)));
    }
    if let Some(id) = r.eaten.iter().find(|id| alive(id)) {
        return Err(team_err(t, format!("man {} was eaten but is still in the party", id.0)));
    }
    let sq = map::square_of(t.position);
    if !sq.on_table() {
        return Err(team_err(t, format!("the party stands at {sq}, off the table")));
    }
    Ok(())
}

fn check_board(m: &Map, teams: usize) -> Result<(), StateError> {
    if let Some(sq) = Map::squares().find(|s| m.cell(*s).is_none()) {
        return Err(turn_err(format!("the map has no cell for square {sq} (it needs all 144)")));
    }
    let q = &m.quest;
    let known = |t: &u8| usize::from(*t) < teams;
    if let Some(t) = q.completed.teams().iter().chain(&q.free_moves).find(|t| !known(t)) {
        return Err(turn_err(format!("the quest board names team {t}, the game has {teams} teams")));
    }
    if q.sites.len() > 4 || q.sites.iter().any(|s| s.column > 5 || s.row > 5) {
        return Err(turn_err("the prize sites are not up to four squares of the centre (columns and rows 0-5)".into()));
    }
    Ok(())
}

/// Does the question fit the team's state: the encounter that waits for it, the men and
/// numbers it names? `Err` says what is wrong.
fn question_fits(t: &Team, q: &Question) -> Result<(), String> {
    let pending = t.race.pending.as_ref();
    let visit_wait = match pending {
        Some(Pending::AtPrize(v)) => v.wait.as_ref(),
        _ => None,
    };
    let men_exist = |men: &[ManId]| match men.iter().find(|id| !t.men.iter().any(|m| m.id == **id)) {
        Some(id) => Err(format!("it names man {}, who is not in the party", id.0)),
        None => Ok(()),
    };
    let waits = |ok: bool, what: &str| if ok { Ok(()) } else { Err(format!("no {what} waits for the answer")) };
    match q {
        Question::Python { victim, candidates } => {
            men_exist(candidates)?;
            men_exist(core::slice::from_ref(victim))
        }
        Question::Quicksand { trapped, .. } => men_exist(trapped),
        Question::Gas { downed, .. } => men_exist(downed),
        Question::HeatCollapse { men } => men_exist(men),
        Question::GoHunting { hunters } => {
            men_exist(hunters)?;
            waits(matches!(pending, Some(Pending::HuntOffer)), "hunt offer")
        }
        Question::NativePosture { .. } | Question::Gifts { .. } => {
            waits(matches!(pending, Some(Pending::Natives { .. })), "meeting with natives")
        }
        Question::HunterAction { .. } => waits(matches!(pending, Some(Pending::Hunt(_))), "hunting encounter"),
        Question::HerdAction { .. } => waits(matches!(pending, Some(Pending::Herd { .. })), "herd of hippos"),
        Question::Pantomime { .. } => waits(matches!(pending, Some(Pending::Ask { .. })), "friendly village"),
        Question::Trade { .. } => waits(matches!(pending, Some(Pending::Trade { .. })), "trade with natives"),
        Question::Photograph { .. } => waits(matches!(pending, Some(Pending::Photo { .. })), "photograph"),
        Question::PrizeChoice { .. } => waits(matches!(pending, Some(Pending::Prize { .. })), "prize's choice"),
        Question::CombatOrder { units } => {
            let fight = match pending {
                Some(Pending::NativeFight(f)) => Some(&f.fight),
                Some(Pending::AtPrize(v)) => v.native_fight(),
                _ => None,
            };
            match fight {
                Some(f) if f.pending() == *units => Ok(()),
                Some(f) => Err(format!("the fight waits for an order to units {:?}", f.pending())),
                None => Err("no fight with natives waits for an order".into()),
            }
        }
        Question::HuntOrder { members } => {
            let fight = match pending {
                Some(Pending::HuntFight(f)) => Some(&f.fight),
                Some(Pending::WildFight(f)) => Some(&f.fight),
                Some(Pending::AtPrize(v)) => v.beast_fight(),
                _ => None,
            };
            match fight {
                Some(f) if f.pending() == *members => Ok(()),
                Some(f) => Err(format!("the fight waits for an order to men {:?}", f.pending())),
                None => Err("no fight with animals waits for an order".into()),
            }
        }
        Question::MinesEscape { men, treasure, failed } => match visit_wait {
            Some(PrizeWait::Escape { carriers, treasure: t2, failed: f2 })
                if (carriers, t2, f2) == (men, treasure, failed) =>
            {
                Ok(())
            }
            _ => Err("the party is not trapped in the mines with these numbers".into()),
        },
        Question::TempleTreasure { slaves, most } => match visit_wait {
            Some(PrizeWait::TempleTreasure { most: m }) if m == most => {
                let freed = match pending {
                    Some(Pending::AtPrize(v)) => v.report.extra_reliable_bearers,
                    _ => 0,
                };
                if freed == *slaves { Ok(()) } else { Err(format!("{freed} slaves escaped, not {slaves}")) }
            }
            _ => Err("no escape from the temple with this much treasure waits".into()),
        },
        Question::LavaBridge { explorer, back, carrying } => match visit_wait {
            Some(PrizeWait::LavaBridge(c)) if c.back == *back && c.next() == Some((*explorer, *carrying)) => Ok(()),
            _ => Err("no crossing of the lava bridge by this European waits".into()),
        },
        Question::WhiteRabbit => waits(matches!(visit_wait, Some(PrizeWait::WhiteRabbit)), "white rabbit"),
        Question::WeedHarvest { carriers, most } => match visit_wait {
            Some(PrizeWait::Harvest { across })
                if across.len() as u32 == *carriers && *most == crate::quest::sofa::FIELD_HARVEST =>
            {
                Ok(())
            }
            _ => Err("no harvest by these Europeans waits".into()),
        },
        // The Wilderness Encounters' other questions carry all they need; the held turn is
        // checked by the caller.
        _ => Ok(()),
    }
}

/// The serialized fields of a [`Game`], read before [`Game::check`] accepts them (serde
/// `try_from`). Keep in step with `Game`: a field added there must be added here with the same
/// serde attributes (the conversion below names every field, so the compiler says so).
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileGameRepr"))]
pub(crate) struct GameRepr {
    setup: crate::setup::Setup,
    map: Map,
    teams: Vec<Team>,
    dice: tabletop::DiceSource,
    day: u16,
    active: crate::party::TeamId,
    step: Step,
    today: crate::day::DayState,
    question: Option<Question>,
    luck: Option<alloc::boxed::Box<crate::game::LuckOffer>>,
    over: bool,
    log: Vec<tabletop::protocol::LogEntry<crate::party::TeamId, crate::decision::Decision>>,
    #[serde(default)]
    free_move_resume: Option<crate::party::TeamId>,
}

impl TryFrom<GameRepr> for Game {
    type Error = StateError;
    fn try_from(r: GameRepr) -> Result<Game, StateError> {
        let GameRepr { setup, map, teams, dice, day, active, step, today, question, luck, over, log, free_move_resume } =
            r;
        let game =
            Game { setup, map, teams, dice, day, active, step, today, question, luck, over, log, free_move_resume };
        game.check()?;
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decision::Decision;
    use crate::map::Approach;
    use crate::outfit::Outfit;
    use crate::party::TeamId;
    use crate::setup::{Setup, TeamSetup};

    fn setup(seed: u64, teams: usize, days: u16) -> Setup {
        let outfit = Outfit { bearers: 10, askari: 3, rations: 80, trade_goods: 20, ..Outfit::default() };
        let teams = Approach::ALL
            .into_iter()
            .take(teams)
            .map(|approach| TeamSetup { name: alloc::format!("{approach:?}"), approach, outfit: outfit.clone() })
            .collect();
        let mut s = Setup::seeded(seed, teams);
        s.max_days = days;
        s
    }

    fn game() -> Game {
        Game::new(&setup(5, 2, 30)).unwrap()
    }

    #[test]
    fn a_fresh_game_is_consistent() {
        let g = game();
        assert_eq!(g.check(), Ok(()));
        assert_eq!(g.verify(), Ok(()));
    }

    /// A purposeful player: toward the centre, then a known prize (or the centre's middle),
    /// then home; the standing orders for every question; Lucky Breaks and the rest at random.
    fn purposeful(g: &Game, t: TeamId, bot: &mut tabletop::Bot) -> Decision {
        let team = &g.teams[usize::from(t.0)];
        let legal = g.legal_decisions(t);
        match g.pending() {
            crate::Pending::Question { question, .. } => {
                crate::race::standing_answer(team, &question).unwrap_or_else(|| legal[0].clone())
            }
            crate::Pending::Plan { .. } => {
                let here = map::square_of(team.position);
                let target = match team.race.phase {
                    crate::race::QuestPhase::Homeward => map::square_of(team.approach.start_point()),
                    _ => g
                        .map
                        .quest
                        .sites
                        .iter()
                        .find(|s| team.race.revealed.contains(&s.prize) && !team.race.tried.contains(&s.prize))
                        .map_or(map::Square::new(5 + (g.day % 2) as i8, 5), |s| {
                            map::Square::new(s.column as i8 + 3, s.row as i8 + 3)
                        }),
                };
                let to = map::step_toward(here, target).unwrap_or(team.approach.inward());
                let want = |d: &&Decision| match d {
                    Decision::Plan { heading, activity, afloat, .. } => {
                        u32::from(heading.angle_to(to)) * 4
                            + u32::from(*activity != crate::ActivityLevel::Normal) * 2
                            + u32::from(*afloat)
                    }
                    _ => u32::MAX,
                };
                legal.iter().min_by_key(want).cloned().unwrap_or_else(|| legal[0].clone())
            }
            _ => bot.choose(g, t).unwrap_or_else(|| legal[0].clone()),
        }
    }

    /// Every state the games reach (questions, fights, prizes, held turns, Lucky Break offers)
    /// passes the check and survives a JSON round trip; the decisions replay to the last one.
    #[test]
    fn every_state_of_played_games_is_consistent() {
        let mut deepest = 0;
        for seed in 1..=6u64 {
            let mut s = crate::builtin::builtin_setup("four_teams", seed).unwrap();
            s.max_days = 60;
            let mut g = Game::new(&s).unwrap();
            let mut bot = tabletop::Bot::new(seed);
            let mut n = 0u32;
            while let Some(&t) = g.to_decide().first() {
                let d = if seed % 3 == 0 { bot.choose(&g, t).unwrap() } else { purposeful(&g, t, &mut bot) };
                g.apply(t, &d).unwrap();
                if let Err(e) = g.check() {
                    panic!("seed {seed}, decision {n} ({d:?}): {e}\n{:?}", g.pending());
                }
                if n % 7 == 0 {
                    let json = serde_json::to_string(&g).unwrap();
                    let back: Game = serde_json::from_str(&json).unwrap();
                    assert_eq!(back, g);
                }
                n += 1;
            }
            assert_eq!(g.verify(), Ok(()), "seed {seed}");
            deepest = deepest.max(g.teams.iter().filter(|t| t.race.phase != crate::race::QuestPhase::Journey).count());
        }
        assert!(deepest > 0, "some team reached the centre");
    }

    #[test]
    fn each_inconsistency_has_its_typed_error() {
        let mut g = game();
        g.teams.pop();
        assert_eq!(g.check(), Err(StateError::Teams { found: 1, expected: 2 }));

        let mut g = game();
        g.teams.swap(0, 1);
        assert!(matches!(g.check(), Err(StateError::Team { team: 1, .. })));

        let mut g = game();
        let id = g.teams[0].men[0].id;
        g.teams[0].men[1].id = id;
        assert!(matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("twice")));

        let mut g = game();
        g.teams[1].men[2].id = ManId(60_000);
        assert!(matches!(g.check(), Err(StateError::Team { team: 1, reason }) if reason.contains("never issued")));

        let mut g = game();
        g.teams[0].race.weed_doses_open = 10;
        assert!(matches!(g.check(), Err(StateError::Team { team: 0, .. })));

        let mut g = game();
        let man = g.teams[0].men[0].id;
        g.teams[0].race.weed_fed.push((man, 7));
        assert!(matches!(g.check(), Err(StateError::Team { team: 0, .. })));

        let mut g = game();
        g.teams[0].race.eaten.push(man);
        assert!(
            matches!(g.check(), Err(StateError::Team { team: 0, reason }) if reason.contains("still in the party"))
        );

        let mut g = game();
        g.teams[1].position = tabletop::Point::default();
        assert!(matches!(g.check(), Err(StateError::Team { team: 1, reason }) if reason.contains("off the table")));

        let mut g = game();
        g.active = TeamId(2);
        assert!(matches!(g.check(), Err(StateError::Turn { .. })));

        let mut g = game();
        g.day = 31;
        assert!(matches!(g.check(), Err(StateError::Turn { .. })));

        let mut g = game();
        g.map.quest.free_moves.push(3);
        assert!(matches!(g.check(), Err(StateError::Turn { .. })));

        let mut g = game();
        g.over = true;
        assert!(matches!(g.check(), Err(StateError::Turn { .. })), "over while a plan is awaited");

        let mut g = game();
        g.setup.max_days = 0;
        assert_eq!(g.check(), Err(StateError::Setup(SetupError::NoDays)));
        assert_eq!(g.check().unwrap_err().code(), ErrorCode::InvalidSetup);

        let mut g = game();
        g.teams[0].stores.rations -= 1;
        assert_eq!(g.check(), Ok(()));
        let e = g.verify().unwrap_err();
        assert!(matches!(e, StateError::Log { .. }), "{e}");
        assert_eq!(e.code(), ErrorCode::ReplayFailed);
    }

    #[test]
    fn the_question_must_fit_the_team() {
        // A plan is awaited: no question may be put.
        let mut g = game();
        g.question = Some(Question::ShootRapids);
        assert!(matches!(g.check(), Err(StateError::Turn { .. })));
        g.step = Step::Event;
        assert_eq!(g.check(), Ok(()), "a Wilderness Encounter's question carries what it needs");
        // A race question needs its encounter waiting.
        g.question = Some(Question::MinesEscape { men: 2, treasure: 20, failed: 0 });
        assert!(matches!(g.check(), Err(StateError::Question { .. })));
        g.question = Some(Question::Trade { max_goods: 5 });
        assert!(matches!(g.check(), Err(StateError::Question { .. })));
        g.question = Some(Question::CombatOrder { units: alloc::vec![0] });
        assert!(matches!(g.check(), Err(StateError::Question { .. })));
        // Men named must be in the party.
        g.question = Some(Question::HeatCollapse { men: alloc::vec![ManId(999)] });
        assert!(matches!(g.check(), Err(StateError::Question { reason }) if reason.contains("man 999")));
        // A held turn only for a held team, at its start.
        g.question = Some(Question::HeldTurn { turns_left: 1, trapped: false, captive: false });
        assert!(matches!(g.check(), Err(StateError::Question { .. })));
        g.teams[0].race.held_turns = 1;
        g.step = Step::Supplies;
        g.today.held = true;
        assert_eq!(g.check(), Ok(()));
        g.question = Some(Question::HeldTurn { turns_left: 5, trapped: false, captive: false });
        assert!(matches!(g.check(), Err(StateError::Question { .. })), "the turns owed are the team's");
        // A Lucky Break needs breaks left and a die.
        let mut g = game();
        let before = alloc::boxed::Box::new(g.clone());
        let work = crate::game::Work::Step { step: Step::Supplies };
        g.luck = Some(alloc::boxed::Box::new(crate::game::LuckOffer { before, work, record: Vec::new() }));
        assert!(matches!(g.check(), Err(StateError::Question { .. })));
        assert!(!g.legal_decisions(TeamId(0)).contains(&Decision::Wait));
    }
}
