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
//!   names; a prize visit's report no larger than its dice make; a photograph offered to a party
//!   whose Photographer is with it and can take one); a Lucky Break on offer has a die to re-roll. Deserializing a [`Game`] runs it (serde
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
use crate::supplies::Item;
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
        self.check_encounters()?;
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

    /// Each team's encounter waiting for an answer: only the active team's, while a question is
    /// put (or a Lucky Break offered on the step that put it); and whole ([`pending_fits`]).
    fn check_encounters(&self) -> Result<(), StateError> {
        for t in &self.teams {
            let Some(p) = &t.race.pending else { continue };
            // A party trapped in the Mines or held at the temple waits between its turns, asked
            // nothing until its next held turn (EX-QUEST-10, EX-QUEST-22: race::held).
            let held = crate::race::trapped_in_mines(t) || crate::race::held_at_temple(t);
            if !held && (t.id != self.active || self.question.is_none() || self.over) {
                return Err(team_err(t, "an encounter waits for an answer, but no question is put to it".into()));
            }
            pending_fits(t, &self.map, p).map_err(|reason| team_err(t, format!("the encounter waiting: {reason}")))?;
        }
        Ok(())
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
    // The abandon order lists every good once (the outfit's order, completed with the rest):
    // no more, no duplicates (issue 29: a padded order made every load check loop over it).
    if t.abandon_order.len() != Item::ALL.len() || Item::ALL.iter().any(|i| !t.abandon_order.contains(i)) {
        return Err(team_err(
            t,
            format!(
                "its abandon order lists {} goods; it must list each of the {} goods once",
                t.abandon_order.len(),
                Item::ALL.len()
            ),
        ));
    }
    // Canoes are bought at outfitting and only ever lost (rapids, left behind): a saved team
    // holding more than its outfit bought was edited (and would make the load and the rapids
    // loop once per canoe).
    if t.canoes > fresh.canoes {
        return Err(team_err(
            t,
            format!("{} canoes, but its outfit bought {} and canoes are never gained", t.canoes, fresh.canoes),
        ));
    }
    // No count of a saved team may come near `u32::MAX`: the rules add to them (rations
    // bought, food hunted, rounds shared out) with ordinary sums.
    let too_many = |what: &dyn core::fmt::Display, n: u32| {
        Err(team_err(t, format!("{n} {what}, more than any expedition holds (at most {MOST_OF_ANY_COUNT})")))
    };
    if let Some(item) = Item::ALL.into_iter().find(|&item| t.stores.get(item) > MOST_OF_ANY_COUNT) {
        return too_many(&item, t.stores.get(item));
    }
    let r = &t.race;
    let race_counts = [
        ("tusks", r.tusks),
        ("portage points of weed", r.weed_pp),
        ("pieces of evidence of creatures", r.creature_evidence),
        ("women lost", r.women_lost),
        ("occurrences of cannibalism", r.cannibalism),
        ("held turns owed", r.held_turns),
        ("turns since the divide", r.turns_since_divide),
        ("stories filed", r.journalist_stories),
        ("victory points of stories", r.journalist_vp.unsigned_abs()),
    ];
    for (what, n) in [("rifle rounds", t.kit.rifle_rounds), ("pistol rounds", t.kit.pistol_rounds)]
        .into_iter()
        .chain(t.men.iter().map(|m| ("musket rounds", m.musket_rounds)))
        .chain(race_counts)
    {
        if n > MOST_OF_ANY_COUNT {
            return too_many(&what, n);
        }
    }
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
    let cells = Map::CELLS;
    if m.cell_count() != cells {
        return Err(turn_err(format!("the map has {} cells, the table has {cells}", m.cell_count())));
    }
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

/// Is an encounter waiting for an answer whole: the natives a possible tribe, the men it names
/// issued by the team, the prize sites on the board, a prize visit's report (`report_fits`), a
/// photograph's camera ready, the fights' own checks
/// ([`crate::combat::NativeCombat::check`], [`crate::animals::AnimalFight::check`]), the
/// numbers what the dice can give? `Err` says what is wrong.
fn pending_fits(t: &Team, m: &Map, p: &Pending) -> Result<(), String> {
    let issued = |ids: &[ManId]| match ids.iter().find(|id| id.0 >= t.next_man) {
        Some(id) => Err(format!("it names man {}, an id the team never issued", id.0)),
        None => Ok(()),
    };
    let alive = |ids: &[ManId]| match ids.iter().find(|id| !t.men.iter().any(|m| m.id == **id)) {
        Some(id) => Err(format!("it names man {}, who is not in the party", id.0)),
        None => Ok(()),
    };
    let tribe = |tribe: &crate::natives::Tribe| {
        if (1..=MOST_WARRIORS).contains(&tribe.warriors) {
            Ok(())
        } else {
            Err(format!("a tribe of {} warriors (the Size Of Tribe table gives 6 to 65)", tribe.warriors))
        }
    };
    let on_board = |site: &crate::quest::PrizeSite| {
        if m.quest.sites.contains(site) { Ok(()) } else { Err(format!("{site:?} is not one of the prize sites")) }
    };
    let in_range = |n: u8, what: &str| if (2..=12).contains(&n) { Ok(()) } else { Err(format!("{n} {what} (2D6)")) };
    match p {
        Pending::Natives { met } | Pending::Trade { met, .. } => tribe(&met.tribe),
        Pending::HastyDefence { met, report } | Pending::FreeMove { met, report } => {
            tribe(&met.tribe)?;
            if report.attitude.attitude == crate::natives::Attitude::Hostile {
                Ok(())
            } else {
                Err("a fight's opening is asked for natives who are not hostile".into())
            }
        }
        Pending::Hunt(h) => {
            if h.ids.len() != h.members.len() {
                return Err(format!("{} ids for {} hunting party members", h.ids.len(), h.members.len()));
            }
            alive(&h.ids)
        }
        Pending::Ask { site } | Pending::Prize { site } => on_board(site),
        Pending::NativeFight(f) => {
            tribe(&f.met.tribe)?;
            f.fight.check()
        }
        Pending::HuntFight(f) => {
            if f.hunt.ids.len() != f.fight.members().len() {
                return Err(format!("{} ids for {} men in the fight", f.hunt.ids.len(), f.fight.members().len()));
            }
            issued(&f.hunt.ids)?;
            f.fight.check()
        }
        Pending::WildFight(f) => {
            let n = f.fight.members().len();
            if f.ids.len() != n || f.ammo.len() != n {
                return Err(format!("{} ids and {} rounds for {n} men in the fight", f.ids.len(), f.ammo.len()));
            }
            issued(&f.ids)?;
            f.fight.check()
        }
        Pending::AtPrize(v) => {
            report_fits(&v.report)?;
            match (v.native_fight(), v.beast_fight()) {
                (Some(f), _) => f.check(),
                (_, Some(f)) => f.check(),
                _ => Ok(()),
            }
        }
        Pending::Photo { .. } => {
            if crate::race::camera_ready(t) {
                Ok(())
            } else {
                Err("a photograph is offered, but the Photographer is not with the party or has no photo \
                     opportunity or supplies left"
                    .into())
            }
        }
        Pending::HuntOffer => Ok(()),
        Pending::Herd { count, distance } => {
            in_range(*count, "hippos")?;
            in_range(*distance, "inches to the hippos")
        }
        Pending::HuntParty(h) => {
            let ids: Vec<ManId> = h.hunters.iter().chain(&h.porters).chain(&h.gun_bearers).copied().collect();
            alive(&ids)?;
            if let Some((i, id)) = ids.iter().enumerate().find(|(i, id)| ids[..*i].contains(id)) {
                return Err(format!("man {} is in the hunting party twice (place {i})", id.0));
            }
            if h.hunters.is_empty() || h.porters.len() < 2 {
                return Err("a hunting party needs a hunter and two porters".into());
            }
            match h.distance {
                Some(d) if !(4..=24).contains(&d) => Err(format!("the hunting party went out {d}\" (4D6)")),
                _ => Ok(()),
            }
        }
    }
}

/// Is a prize visit's report one the visit could have written: no more men hired than the dice
/// give (the Amazons lend 2D6 city bearers, 1D6 slaves escape the temple with the party) and every
/// count far below `u32::MAX` (the visit's end adds them to the party's with ordinary sums)?
/// `Err` says what is wrong.
fn report_fits(r: &crate::standing::prize::PrizeReport) -> Result<(), String> {
    if r.city_bearers > MOST_CITY_BEARERS {
        return Err(format!("the visit lends {} city bearers, the Amazons lend 2D6", r.city_bearers));
    }
    if r.extra_reliable_bearers > MOST_FREED_SLAVES {
        return Err(format!("{} slaves escaped with the party, the temple frees 1D6", r.extra_reliable_bearers));
    }
    let counts = [
        ("portage points of treasure", r.treasure_pp),
        ("tusks", r.tusks),
        ("portage points of weed", r.weed_pp),
        ("pieces of evidence of creatures", r.creature_evidence),
        ("turns spent", r.turns_spent),
        ("sick porters", r.sick_porters),
        ("women taken", r.women_taken),
    ];
    match counts.into_iter().find(|&(_, n)| n > MOST_OF_ANY_COUNT) {
        Some((what, n)) => Err(format!("the visit's report has {n} {what} (at most {MOST_OF_ANY_COUNT})")),
        None => Ok(()),
    }
}

/// The most city bearers the Amazons lend honoured guests: 2D6.
const MOST_CITY_BEARERS: u32 = 12;

/// The most slaves who escape the Amazons' temple with the party: 1D6.
const MOST_FREED_SLAVES: u32 = 6;

/// The most of any store, rounds or count a saved team may hold: far more than any outfit buys or
/// a race gathers (a tribe's booty is at most 65 warriors' rations), far below `u32::MAX`.
pub const MOST_OF_ANY_COUNT: u32 = 1_000_000;

/// The most warriors a tribe met may have: the Size Of Tribe table's largest.
const MOST_WARRIORS: u32 = 65;

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
    let at_most = |n: usize, most: usize, what: &str| {
        if n <= most { Ok(()) } else { Err(format!("{n} {what}, the party has {most} men")) }
    };
    let met = match pending {
        Some(
            Pending::Natives { met }
            | Pending::Trade { met, .. }
            | Pending::HastyDefence { met, .. }
            | Pending::FreeMove { met, .. },
        ) => Some(met),
        _ => None,
    };
    let men = t.men.len();
    match q {
        Question::Python { victim, candidates } => {
            men_exist(candidates)?;
            men_exist(core::slice::from_ref(victim))
        }
        Question::Quicksand { trapped, max_helpers } => {
            men_exist(trapped)?;
            at_most(usize::from(*max_helpers) * trapped.len(), men, "helpers")
        }
        Question::Gas { downed, max_rescuers } => {
            men_exist(downed)?;
            at_most(usize::from(*max_rescuers), downed.len().min(men), "rescuers")
        }
        Question::CrocodileLoad { max_divers, .. } => at_most(usize::from(*max_divers), men, "divers"),
        Question::WarCanoes { count } => {
            if (1..=6).contains(count) {
                Ok(())
            } else {
                Err(format!("{count} war canoes, the D6 gives 1 to 6"))
            }
        }
        Question::Cannibalism { hungry } => {
            if *hungry > 0 {
                Ok(())
            } else {
                Err("nobody is hungry".into())
            }
        }
        Question::HeatCollapse { men } => men_exist(men),
        Question::GoHunting { hunters } => {
            men_exist(hunters)?;
            waits(matches!(pending, Some(Pending::HuntOffer)), "hunt offer")
        }
        Question::NativePosture { tribe, totals, trade_goods } | Question::Gifts { tribe, totals, trade_goods } => {
            let Some(Pending::Natives { met }) = pending else { return Err("no meeting with natives waits".into()) };
            let shown = (t.skill == crate::skills::Skill::AfricaKnowledge).then_some(met.totals);
            if met.tribe != *tribe || shown != *totals {
                return Err(format!("the natives met are {:?} (totals shown: {shown:?})", met.tribe));
            }
            if *trade_goods != t.stores.trade_goods {
                return Err(format!("the party carries {} trade goods, not {trade_goods}", t.stores.trade_goods));
            }
            Ok(())
        }
        Question::HunterAction { encounter } => match pending {
            Some(Pending::Hunt(h)) if h.start.encounter == Some(*encounter) => Ok(()),
            _ => Err("no hunting encounter of this row waits".into()),
        },
        Question::HerdAction { count, distance } => {
            waits(pending == Some(&Pending::Herd { count: *count, distance: *distance }), "herd of hippos")
        }
        Question::Pantomime { prize } => {
            waits(matches!(pending, Some(Pending::Ask { site }) if site.prize == *prize), "friendly village")
        }
        Question::Trade { max_goods } => {
            waits(matches!(pending, Some(Pending::Trade { .. })), "trade with natives")?;
            if *max_goods <= t.stores.trade_goods {
                Ok(())
            } else {
                Err(format!("{max_goods} goods to trade, the party carries {}", t.stores.trade_goods))
            }
        }
        Question::Photograph { subject, opportunities } => {
            waits(matches!(pending, Some(Pending::Photo { subject: s, .. }) if s == subject), "photograph")?;
            let left = t.photos.as_ref().map_or(0, |r| r.opportunities());
            if left == *opportunities { Ok(()) } else { Err(format!("{left} photo opportunities left")) }
        }
        Question::PrizeChoice { prize } => {
            waits(matches!(pending, Some(Pending::Prize { site }) if site.prize == *prize), "prize's choice")
        }
        Question::Tusks { most } => {
            waits(matches!(visit_wait, Some(PrizeWait::Tusks { most: m }) if m == most), "graveyard's tusks")
        }
        Question::HastyDefence { tribe } => waits(
            matches!(pending, Some(Pending::HastyDefence { .. })) && met.is_some_and(|m| m.tribe == *tribe),
            "attack after a Defensive posture",
        ),
        Question::FreeMove { tribe } => waits(
            matches!(pending, Some(Pending::FreeMove { .. })) && met.is_some_and(|m| m.tribe == *tribe),
            "attack after a Forceful posture",
        ),
        Question::HuntingParty { party, hunters, spare_porters } => {
            let Some(Pending::HuntParty(p)) = pending else { return Err("no hunting party is made up".into()) };
            men_exist(hunters)?;
            if p.distance.is_some() || p.size() != *party {
                return Err(format!("the hunting party is {:?}, already out: {}", p.size(), p.distance.is_some()));
            }
            if let Some(id) = hunters.iter().find(|id| p.hunters.contains(id)) {
                return Err(format!("man {} is offered as a hunter but is in the party already", id.0));
            }
            at_most(*spare_porters as usize + p.porters.len() + p.gun_bearers.len(), men, "porters")
        }
        Question::HuntDirection { distance } => match pending {
            Some(Pending::HuntParty(p)) if p.distance == Some(*distance) => Ok(()),
            _ => Err("no hunting party waits for its direction".into()),
        },
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
        // The Wilderness Encounters' other questions (GrassFire, DryWaterhole, ShootRapids) carry
        // all they need; the held turn is checked by the caller.
        Question::GrassFire { .. } | Question::DryWaterhole | Question::ShootRapids | Question::HeldTurn { .. } => {
            Ok(())
        }
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
        let game = Game {
            setup: alloc::sync::Arc::new(setup),
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
            log,
            free_move_resume,
            spare: Default::default(),
        };
        game.check()?;
        Ok(game)
    }
}

#[cfg(test)]
mod tests;
