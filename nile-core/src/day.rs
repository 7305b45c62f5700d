//! One team's turn: the sequence of play as steps, the plan, and what may be left behind.
//!
//! Source: expedition game, "Sequence Of Play" (EX-SEQ-01): 1 select an Activity Level; 2 move
//! (route, event check, lost check, move); 3 native encounter check; 4 hunt; 5 care for the sick
//! and injured. The engine runs them as [`Step`]s, with the morning's food and water first
//! (`docs/rulings.md`: rations are eaten at the start of the turn, so the hunger and thirst
//! effects, which last one turn, act on that turn's movement and shooting).

use crate::activity::{self, ActivityLevel};
use crate::ctx::Ctx;
use crate::decision::{Decision, Leave, Question};
use crate::error::RuleError;
use crate::event::Event;
use crate::events::{self, Table};
use crate::game::Game;
use crate::health::{self, Condition};
use crate::lost;
use crate::map::{self, Direction, Terrain};
use crate::meal;
use crate::party::{AnimalKind, Fate, Role, Team};
use crate::skills::Skill;
use crate::supercargo::{self, Photo, SupercargoKind};
use crate::supplies::{self, MoveEffect};
use crate::{hooks, movement};
use alloc::format;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// A step of a team's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStep"))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Waiting for the team's plan (Activity Level and route).
    Plan,
    /// The morning's rations and water (EX-FOOD, EX-WATER).
    Supplies,
    /// The event check (EX-MOVE-08).
    Event,
    /// The Wilderness Encounters table's D10.
    EventTable,
    /// The entry rolled, resolved.
    EventResolve,
    /// The supercargoes' event rolls (EX-CARGO-08, -20, -31).
    Supercargo,
    /// The Lost Check's D6 (EX-LOST); its consequences wait for `LostOutcome`.
    Lost,
    /// The Lost Template's D6, when lost.
    LostTemplate,
    /// The movement dice.
    MoveDice,
    /// The move itself.
    Move,
    /// Step 3: the native encounter check ([`crate::hooks::native_encounter`]).
    Natives,
    /// Step 4: hunting ([`crate::hooks::hunt`]).
    Hunt,
    /// Step 5: care for the sick and injured.
    Care,
    /// The turn is over.
    Done,
    /// The Lost Check's consequences, once its roll is final (after the Lucky Break offer is
    /// declined or the re-roll made): a guide used on a lost turn deserts (EX-LOST-11) and a
    /// photograph waiting on not getting lost is taken.
    LostOutcome,
}

/// What the team's turn has settled so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileDayState"))]
pub struct DayState {
    /// The Activity Level.
    pub activity: ActivityLevel,
    /// The intended heading.
    pub heading: Direction,
    /// A guide's +1 is used.
    pub use_guide: bool,
    /// Travelling by canoe.
    pub afloat: bool,
    /// Treat the sick with medicine.
    pub medicine: bool,
    /// No movement this turn.
    pub no_move: bool,
    /// Half the movement is lost (Heroine 6).
    pub half_move: bool,
    /// Movement dice lost (Photographer 4).
    pub lose_dice: u8,
    /// Move as lost (supercargo events).
    pub move_as_lost: bool,
    /// A photo found if the party is not actually lost.
    pub photo_if_not_lost: Option<Photo>,
    /// No hunting this turn (Missionaries 6).
    pub no_hunting: bool,
    /// The Missionaries look for their station (they stay if natives are found).
    pub mission_station: bool,
    /// Short of food or water this morning (-1 on the event check, EX-FOOD-01).
    pub short: bool,
    /// The worst hunger or thirst effect on movement in the party this turn.
    pub privation: MoveEffect,
    /// Shooting modifiers from hunger and thirst this turn, by man id.
    pub shooting: Vec<(crate::party::ManId, u8)>,
    /// An event occurred this turn.
    pub event: bool,
    /// The Wilderness Encounter entry rolled (table, face).
    pub entry: Option<(Table, u8)>,
    /// The Lost Check said lost.
    pub lost: bool,
    /// The movement dice's faces and the inches they give.
    pub movement: Option<(Vec<u8>, u32)>,
    /// Natives were met this turn (set by the natives rules).
    pub natives_met: bool,
    /// The answer to [`Question::Cannibalism`] this morning (None: not asked).
    #[serde(default)]
    pub cannibalism: Option<bool>,
    /// This is a free move earned by solving another team's pantomime (EX-QUEST-05): the
    /// movement step only (route, Lost Check, move, and the search and prizes the move brings;
    /// no meal, event check, native check, hunt or care; docs/rulings.md).
    #[serde(default)]
    pub free_move: bool,
    /// A held turn (at a prize, trapped in the mines, waiting for a white god): the meal, the
    /// held turn itself ([`crate::race::held_turn`]) and care; no move, event, native
    /// encounter or hunt (docs/rulings.md "Time at a prize").
    #[serde(default)]
    pub held: bool,
}

impl Default for DayState {
    fn default() -> DayState {
        DayState {
            activity: ActivityLevel::Normal,
            heading: Direction::N,
            use_guide: false,
            afloat: false,
            medicine: false,
            no_move: false,
            half_move: false,
            lose_dice: 0,
            move_as_lost: false,
            photo_if_not_lost: None,
            no_hunting: false,
            mission_station: false,
            short: false,
            privation: MoveEffect::None,
            shooting: Vec::new(),
            event: false,
            entry: None,
            lost: false,
            movement: None,
            natives_met: false,
            cannibalism: None,
            free_move: false,
            held: false,
        }
    }
}

/// The explorer lost face at the outset: every native employee but the reliable bearers
/// abandons the party (EX-OUTFIT-30).
pub fn lose_face_at_start(t: &mut Team) {
    if !t.lost_face {
        return;
    }
    let gone: Vec<_> = t.men.iter().filter(|m| m.role.is_ordinary_native()).map(|m| m.id).collect();
    for id in gone {
        t.remove_man(id, Fate::Deserted, 0, false);
    }
    t.enforce_load(0);
}

fn active_team(g: &Game) -> Result<&Team, RuleError> {
    g.team(g.active).ok_or_else(|| RuleError::Illegal(format!("{} is not in the game", g.active)))
}

/// The Activity Levels the party's vehicles allow (all three without vehicles).
pub fn allowed_levels(t: &Team) -> Vec<ActivityLevel> {
    let mut v = ActivityLevel::ALL.to_vec();
    if let Some(w) = t.wagon {
        let a = supercargo::allowed_levels(SupercargoKind::Heroine, w.draught);
        if !a.is_empty() {
            v.retain(|l| a.contains(l));
        }
    }
    if let Some(c) = t.cart {
        let a = supercargo::allowed_levels(SupercargoKind::Missionaries, c.draught);
        if !a.is_empty() {
            v.retain(|l| a.contains(l));
        }
    }
    v
}

/// Check a plan against the rules.
///
/// # Errors
/// [`RuleError::Illegal`] naming the broken rule.
pub fn check_plan(g: &Game, d: &Decision) -> Result<(), RuleError> {
    let Decision::Plan { activity, heading, use_guide, afloat, .. } = d else {
        return Err(RuleError::WrongDecision { got: d.kind(), expected: "plan".into() });
    };
    let t = active_team(g)?;
    let levels = allowed_levels(t);
    if !levels.contains(activity) {
        return Err(RuleError::Illegal(format!("the party's vehicles allow only {levels:?} activity, not {activity}")));
    }
    if !g.legal_headings(t.id).contains(heading) {
        return Err(RuleError::Illegal(format!(
            "the porters insist on heading {} toward the rumoured graveyard",
            g.legal_headings(t.id).first().copied().unwrap_or(Direction::N)
        )));
    }
    if *use_guide && t.count(Role::Guide) == 0 {
        return Err(RuleError::Illegal("no guide is with the party".into()));
    }
    if *afloat {
        movement::check_afloat(g.map(), t, *heading)?;
    }
    Ok(())
}

/// Every plan a team may send now (its legal decisions before the turn).
pub fn plans(g: &Game) -> Vec<Decision> {
    let Ok(t) = active_team(g) else { return Vec::new() };
    let guides: &[bool] = if t.count(Role::Guide) > 0 { &[true, false] } else { &[false] };
    let medicine = t.stores.medicine > 0;
    let mut out = Vec::new();
    for activity in allowed_levels(t) {
        for heading in g.legal_headings(t.id) {
            for &use_guide in guides {
                out.push(Decision::Plan { activity, heading, use_guide, afloat: false, medicine });
                if movement::check_afloat(g.map(), t, heading).is_ok() {
                    out.push(Decision::Plan { activity, heading, use_guide, afloat: true, medicine });
                }
            }
        }
    }
    out
}

/// Begin the active team's turn with its plan.
pub fn start_turn(g: &mut Game, d: &Decision, events: &mut Vec<Event>) {
    if let Decision::Plan { activity, heading, use_guide, afloat, medicine } = d {
        let free_move = g.today.free_move;
        g.today = DayState {
            activity: *activity,
            heading: *heading,
            use_guide: *use_guide,
            afloat: *afloat,
            medicine: *medicine,
            free_move,
            ..DayState::default()
        };
        events.push(Event::Planned {
            team: g.active,
            activity: *activity,
            heading: *heading,
            use_guide: *use_guide,
            afloat: *afloat,
        });
    }
    g.step = if g.today.free_move { Step::Lost } else { Step::Supplies };
}

/// True when leaving `what` behind is possible now.
pub fn leave_is_useful(g: &Game, what: Leave) -> bool {
    let Ok(t) = active_team(g) else { return false };
    match what {
        Leave::Wagon => t.wagon.is_some(),
        Leave::Cart => t.cart.is_some(),
        Leave::Piano => t.piano && !piano_must_stay(t),
        Leave::Camels => t.animals.iter().any(|a| a.kind == AnimalKind::Camel),
        Leave::Canoes => t.canoes > 0,
    }
}

/// "As long as there are 4 more bearers than Europeans, the piano must be brought along"
/// (EX-CARGO-17).
pub fn piano_must_stay(t: &Team) -> bool {
    let bearers = t.men.iter().filter(|m| m.role.is_porter()).count();
    bearers >= t.europeans() + 4
}

/// Leave something behind.
///
/// # Errors
/// [`RuleError::Illegal`] when the party has no such thing or the piano must stay.
pub fn leave_behind(g: &mut Game, what: Leave) -> Result<(), RuleError> {
    if !leave_is_useful(g, what) {
        let why = if what == Leave::Piano && g.team(g.active).is_some_and(|t| t.piano) {
            "the piano must come along while there are 4 more bearers than Europeans".into()
        } else {
            format!("the party has no {what:?} to leave behind").to_lowercase()
        };
        return Err(RuleError::Illegal(why));
    }
    let day = g.day;
    let Some(t) = g.teams.get_mut(usize::from(g.active.0)) else { return Ok(()) };
    match what {
        Leave::Wagon => {
            t.wagon = None;
            t.animals.retain(|a| a.kind != AnimalKind::Ox);
        }
        Leave::Cart => {
            t.cart = None;
            t.piano = false;
            t.animals.retain(|a| a.kind != AnimalKind::Mule);
        }
        Leave::Piano => t.piano = false,
        Leave::Camels => t.animals.retain(|a| a.kind != AnimalKind::Camel),
        Leave::Canoes => t.canoes = 0,
    }
    t.enforce_load(day);
    Ok(())
}

/// Run one step; returns the next step.
///
/// # Errors
/// Dice.
pub fn run_step(c: &mut Ctx<'_, '_>, step: Step) -> Result<Option<Step>, DiceError> {
    let next = match step {
        Step::Plan => return Ok(None),
        Step::Supplies => {
            if ask_cannibalism(c) {
                Step::Supplies
            } else {
                supplies_step(c)?;
                if c.today.held { Step::Natives } else { Step::Event }
            }
        }
        Step::Event => {
            event_step(c)?;
            if c.today.event { Step::EventTable } else { Step::Supercargo }
        }
        Step::EventTable => {
            let table = if c.today.afloat { Table::OnRiver } else { Table::of(terrain_here(c)) };
            let f = c.r.d10()?;
            let team = c.tid();
            c.ev.push(Event::Wilderness { team, table, face: f });
            c.today.entry = Some((table, f));
            Step::EventResolve
        }
        Step::EventResolve => {
            if let Some((table, f)) = c.today.entry {
                events::resolve(c, table, f)?;
            }
            Step::Supercargo
        }
        Step::Supercargo => {
            supercargo_step(c)?;
            Step::Lost
        }
        Step::Lost => {
            lost_step(c)?;
            Step::LostOutcome
        }
        Step::LostOutcome => {
            lost_outcome_step(c)?;
            if !c.today.no_move && !c.today.afloat && (c.today.lost || c.today.move_as_lost) {
                Step::LostTemplate
            } else {
                Step::MoveDice
            }
        }
        Step::LostTemplate => {
            template_step(c)?;
            Step::MoveDice
        }
        Step::MoveDice => {
            movement::roll_movement(c)?;
            Step::Move
        }
        Step::Move => {
            movement::move_party(c)?;
            Step::Natives
        }
        Step::Natives if c.today.held => {
            crate::race::held_turn(c)?;
            Step::Care
        }
        Step::Natives => {
            hooks::native_encounter(c)?;
            if c.today.free_move { Step::Done } else { Step::Hunt }
        }
        Step::Hunt => {
            if !c.today.no_hunting {
                hooks::hunt(c)?;
            }
            Step::Care
        }
        Step::Care => {
            care_step(c)?;
            Step::Done
        }
        Step::Done => Step::Done,
    };
    c.team.sync_vehicles();
    c.enforce_load();
    if !c.team.is_travelling() {
        return Ok(Some(Step::Done));
    }
    Ok(Some(next))
}

/// The terrain the party occupies.
pub fn terrain_here(c: &Ctx<'_, '_>) -> Terrain {
    terrain_of(c.map, c.team)
}

/// The terrain team `t` occupies on `map`: its square's, or its approach's while it has not yet
/// entered the table.
pub fn terrain_of(map: &map::Map, t: &Team) -> Terrain {
    map.terrain(map::square_of(t.position)).unwrap_or(map.approach_terrain[t.approach.index()])
}

/// "Resorting to cannibalism" (EX-VP-14, docs/rulings.md): when the rations will not feed every
/// man this morning and a man died today or yesterday, the team is asked
/// ([`Question::Cannibalism`]) before the meal. Returns true when the question was put.
fn ask_cannibalism(c: &mut Ctx<'_, '_>) -> bool {
    if c.today.cannibalism.is_some() {
        return false;
    }
    if !meal::cannibalism_asked(c.team, c.day) {
        return false;
    }
    let need = meal::mouths(c.team);
    *c.question = Some(Question::Cannibalism { hungry: need - c.team.stores.rations });
    true
}

/// Morning rations: 1 per man (EX-OUTFIT-17); in the desert 1 water per man and 2 per animal
/// except camels (EX-OUTFIT-25). The unfed or unwatered: ordinary bearers, askari and guides
/// abandon the party; Europeans and reliable bearers fall sick, and Europeans roll on the
/// hunger or thirst table (only thirst when short of both) (EX-FOOD-01, EX-FOOD-02).
fn supplies_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let team = c.tid();
    let desert = terrain_here(c) == Terrain::Desert;
    // A body eaten feeds every man the rations do not (one occurrence, docs/rulings.md).
    let feast = c.today.cannibalism == Some(true) && c.team.stores.rations < meal::mouths(c.team);
    if let (true, Some(body)) = (feast, meal::bodies_at_hand(c.team, c.day).first().copied()) {
        c.team.race.eaten.push(body);
        c.team.race.cannibalism += 1;
        c.ev.push(Event::Race { team, event: alloc::boxed::Box::new(crate::race::RaceEvent::Cannibalism { body }) });
    }
    let meal = meal::serve(c.team, desert, feast);
    c.team.stores = meal.stores;
    for &(id, food, water) in &meal.men {
        if let Some(m) = c.team.men.iter_mut().find(|m| m.id == id) {
            if food {
                m.hunger = Default::default();
            }
            if water {
                m.thirst = Default::default();
            }
        }
    }
    if !meal.animals_lost.is_empty() {
        c.team.animals.retain(|a| !meal.animals_lost.contains(&a.id));
        c.ev.push(Event::AnimalsLost { team, count: meal.animals_lost.len() as u32 });
    }
    for (_, turns) in &mut c.team.race.weed_fed {
        *turns = turns.saturating_sub(1);
    }
    c.team.race.weed_fed.retain(|(_, turns)| *turns > 0);
    let (eaten, drunk, hungry, thirsty) = (meal.eaten, meal.drunk, meal.hungry(), meal.thirsty());
    c.ev.push(Event::Rations { team, eaten, drunk, hungry, thirsty });
    let unfed: Vec<_> = meal.men.into_iter().filter(|(_, food, water)| !food || !water).collect();
    c.today.short = !unfed.is_empty();
    for (id, food, water) in unfed {
        let Some(role) = c.role(id) else { continue };
        if role.is_ordinary_native() {
            c.remove(id, Fate::Deserted, false)?;
            continue;
        }
        c.sicken(id)?;
        if role.is_european() {
            let thirst = !water;
            let _ = food;
            let Some(m) = c.team.men.iter_mut().find(|m| m.id == id) else { continue };
            let mut p = if thirst { m.thirst } else { m.hunger };
            let (face, total, effect) = supplies::privation_roll(&mut p, thirst, &mut c.r)?;
            if let Some(m) = c.team.men.iter_mut().find(|m| m.id == id) {
                if thirst {
                    m.thirst = p;
                } else {
                    m.hunger = p;
                }
            }
            c.ev.push(Event::Privation { team, man: id, thirst, face, total });
            if effect.dies {
                c.remove(id, Fate::Died, false)?;
                continue;
            }
            c.today.privation = c.today.privation.max(effect.movement);
            if effect.shooting > 0 {
                c.today.shooting.push((id, effect.shooting));
            }
        }
    }
    Ok(())
}

/// The event check and the Wilderness Encounter (EX-MOVE-08).
fn event_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let team = c.tid();
    let extra = if c.today.short { -1 } else { 0 };
    let (face, occurred) = activity::event_check(c.today.activity, extra, &mut c.r)?;
    c.ev.push(Event::EventCheck { team, die: c.today.activity.event_die().0, face, occurred });
    c.today.event = occurred;
    Ok(())
}

/// The supercargoes' event rolls: a D6 each, a 1 = roll on its table (EX-CARGO-08/20/31).
fn supercargo_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    for kind in [SupercargoKind::Heroine, SupercargoKind::Missionaries, SupercargoKind::Photographer] {
        if !c.team.has(kind) || c.r.roll(Die::D6)? != 1 {
            continue;
        }
        let f = c.r.roll(Die::D6)?;
        if let Some(e) = supercargo::event_table(kind, f) {
            let team = c.tid();
            c.ev.push(Event::Supercargo { team, who: kind, event: e });
            events::supercargo_event(c, kind, e)?;
        }
    }
    Ok(())
}

/// The Lost Check and, if lost, the Lost Template (EX-LOST-01, -11, -12; EX-SKILL-06).
fn lost_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.today.no_move || c.today.afloat {
        return Ok(());
    }
    let team = c.tid();
    let terrain = terrain_here(c);
    let guide = c.today.use_guide && c.team.count(Role::Guide) > 0;
    let face = c.r.roll(Die::D6)?;
    let (total, lost) = lost::lost_check(face, guide, c.today.activity, terrain);
    c.ev.push(Event::LostCheck { team, face, total, lost_number: lost::lost_number(terrain), lost, guide });
    c.today.lost = lost;
    Ok(())
}

/// What a final Lost Check leaves (EX-LOST-11): a step of its own, with no dice, so that a
/// Lucky Break offered on the check's D6 is settled before the guide deserts or the photograph
/// is taken (no event is told for a roll that is then re-rolled).
fn lost_outcome_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.today.no_move || c.today.afloat {
        return Ok(());
    }
    let team = c.tid();
    let lost = c.today.lost;
    let guide = c.today.use_guide && c.team.count(Role::Guide) > 0;
    if lost && guide {
        if let Some(g) = c.team.men.iter().find(|m| m.role == Role::Guide).map(|m| m.id) {
            c.remove(g, Fate::Deserted, false)?;
        }
    }
    if let Some(p) = c.today.photo_if_not_lost.take() {
        if !lost {
            if let Some(rec) = c.team.photos.as_mut() {
                if rec.opportunities() > 0 {
                    rec.photos.push(p);
                    // On the score sheet too: 2 VP on return (EX-CARGO-32, EX-CARGO-33).
                    c.team.race.photos.extend(p.scored());
                    c.ev.push(Event::Photo { team, photo: p });
                }
            }
        }
    }
    Ok(())
}

/// The Lost Template's D6 (EX-LOST-12, EX-LOST-13, EX-SKILL-06).
fn template_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let team = c.tid();
    let lost = c.today.lost;
    {
        let t = c.r.roll(Die::D6)?;
        // Nose For Direction counts only for the party's own Lost Check, not a supercargo's.
        let nose = lost && c.team.skill == Skill::NoseForDirection;
        let dir = lost::lost_direction(c.today.heading, t, nose);
        c.ev.push(Event::LostTemplate {
            team,
            face: t,
            heading: dir.unwrap_or(c.today.heading),
            actually_lost: dir.is_some(),
        });
        if let Some(d) = dir {
            c.today.heading = d;
        }
    }
    Ok(())
}

/// Step 5: care for the sick and injured. Durations run down; delirious men roll on the
/// Sickness Table again, comatose men the injury table's second die (EX-SICK-04, EX-INJURY-06);
/// sick animals recover; a vehicle under repair is mended.
fn care_step(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let ids: Vec<_> = c.team.men.iter().map(|m| (m.id, m.condition)).collect();
    for (id, cond) in ids {
        match cond {
            Condition::Fit | Condition::Maimed => {}
            Condition::Delirious => {
                let med = c.use_medicine();
                let o = health::roll_sickness(med, &mut c.r)?;
                replace_condition(c, id, o)?;
            }
            Condition::Comatose => {
                let o = health::injury_six(&mut c.r)?;
                replace_condition(c, id, o)?;
            }
            other => {
                let next = health::pass_day(other);
                if let Some(m) = c.team.men.iter_mut().find(|m| m.id == id) {
                    m.condition = next;
                }
                if next == Condition::Fit {
                    let team = c.tid();
                    let role = c.role(id).unwrap_or(Role::Bearer);
                    c.ev.push(Event::Health { team, man: id, role, condition: next });
                }
            }
        }
    }
    for a in &mut c.team.animals {
        a.sick_days = a.sick_days.saturating_sub(1);
    }
    for v in [c.team.wagon.as_mut(), c.team.cart.as_mut()].into_iter().flatten() {
        v.repair_days = v.repair_days.saturating_sub(1);
    }
    Ok(())
}

/// A re-roll's result replaces the condition (it is not "the worse of").
fn replace_condition(c: &mut Ctx<'_, '_>, id: crate::party::ManId, o: health::Outcome) -> Result<(), DiceError> {
    match o {
        health::Outcome::Dies => c.remove(id, Fate::Died, false),
        health::Outcome::Condition { condition } => {
            if let Some(m) = c.team.men.iter_mut().find(|m| m.id == id) {
                m.condition = condition;
            }
            let team = c.tid();
            let role = c.role(id).unwrap_or(Role::Bearer);
            c.ev.push(Event::Health { team, man: id, role, condition });
            Ok(())
        }
    }
}

/// Check an answer against the question.
///
/// # Errors
/// [`RuleError::WrongDecision`] or [`RuleError::Illegal`].
pub fn check_answer(g: &Game, q: &Question, d: &Decision) -> Result<(), RuleError> {
    let t = active_team(g)?;
    events::check_answer(t, q, d)?;
    match named_team(d) {
        Some(team) if usize::from(team) >= g.teams().len() => {
            Err(RuleError::UnknownTeam { team, teams: g.teams().len() })
        }
        _ => Ok(()),
    }
}

/// Every legal answer to a question. The chapters list answers for a full table of four
/// teams; here an answer naming a team that is not in this game is dropped.
pub fn answers(g: &Game, q: &Question) -> Vec<Decision> {
    let Ok(t) = active_team(g) else { return Vec::new() };
    let teams = g.teams().len();
    events::answers(t, q).into_iter().filter(|d| named_team(d).is_none_or(|n| usize::from(n) < teams)).collect()
}

/// The other team an answer names, if any (the guesser of a pantomime).
fn named_team(d: &Decision) -> Option<u8> {
    match d {
        Decision::Pantomime { result: crate::quest::Pantomime::GuessedBy { team } } => Some(*team),
        _ => None,
    }
}

/// Resolve an answer.
///
/// # Errors
/// Dice.
pub fn answer(c: &mut Ctx<'_, '_>, d: &Decision) -> Result<(), DiceError> {
    let Some(q) = c.question.take() else { return Ok(()) };
    events::answer(c, &q, d)?;
    // Animals met while this question was put are fought now, order by order.
    crate::race::fight_waiting_animals(c)?;
    c.team.sync_vehicles();
    c.enforce_load();
    Ok(())
}
