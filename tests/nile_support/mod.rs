//! Shared test bench for nile-core integration tests: a team and a map, and a step context with
//! scripted dice; the four-team expedition of the whole-game suites ([`four_teams`]).
#![allow(dead_code)]

pub mod four_teams;

use congo_nile::nile::ctx::Ctx;
use congo_nile::nile::day::DayState;
use congo_nile::nile::decision::Question;
use congo_nile::nile::event::Event;
use congo_nile::nile::health::Condition;
use congo_nile::nile::luck::Roller;
use congo_nile::nile::map::Map;
use congo_nile::nile::party::{Fate, ManId, Team, TeamId};
use congo_nile::nile::{Approach, Direction, Outfit, Skill, Terrain};
use congo_nile::tabletop::DiceSource;

pub struct Bench {
    pub team: Team,
    pub map: Map,
    pub today: DayState,
    pub question: Option<Question>,
}

pub fn bench_with(outfit: Outfit, skill: Skill) -> Bench {
    let map = Map::new([Terrain::Veldt, Terrain::Swamp, Terrain::Jungle, Terrain::Desert]);
    let team = Team::from_outfit(TeamId(0), "t".into(), Approach::South, &outfit, skill, 0);
    Bench { team, map, today: DayState { heading: Direction::N, ..DayState::default() }, question: None }
}

pub fn bench() -> Bench {
    bench_with(Outfit { bearers: 4, askari: 1, rations: 30, medicine: 0, ..Outfit::default() }, Skill::Hunter)
}

impl Bench {
    /// Run `f` with scripted dice; returns the events; panics if the script is not used up.
    pub fn run(&mut self, faces: &[u32], f: impl FnOnce(&mut Ctx<'_, '_>)) -> Vec<Event> {
        let (ev, dice) = self.run_on(faces, f);
        assert_eq!(dice.remaining_script(), Some(0), "script not used up; events: {ev:?}");
        ev
    }
    /// Run `f` with scripted dice that may run dry after the part under test (the encounter
    /// rules then fight on with dice the script does not give); returns the events so far.
    pub fn run_partial(&mut self, faces: &[u32], f: impl FnOnce(&mut Ctx<'_, '_>)) -> Vec<Event> {
        self.run_on(faces, f).0
    }
    /// Run `f` with scripted dice; the events and the dice left.
    fn run_on(&mut self, faces: &[u32], f: impl FnOnce(&mut Ctx<'_, '_>)) -> (Vec<Event>, DiceSource) {
        let mut dice = DiceSource::scripted(faces.iter().copied());
        let mut c = Ctx {
            team: &mut self.team,
            map: &mut self.map,
            today: &mut self.today,
            day: 1,
            r: Roller::new(&mut dice),
            ev: Vec::new(),
            question: &mut self.question,
        };
        f(&mut c);
        let ev = c.ev;
        (ev, dice)
    }
    pub fn men(&self) -> usize {
        self.team.men.len()
    }
    pub fn gone(&self, id: u16) -> Option<Fate> {
        self.team.fallen.iter().find(|f| f.man.id == ManId(id)).map(|f| f.fate)
    }
    pub fn cond(&self, id: u16) -> Condition {
        self.team.men.iter().find(|m| m.id == ManId(id)).map(|m| m.condition).unwrap_or_default()
    }
}
