//! The six Wilderness Encounter tables and the supercargo events' effects.
//!
//! Source: expedition game, "Event Checks" and "Wilderness Encounters Table - Mountains ...
//! On River" (EX-EVENT-*), the supercargo event tables (EX-CARGO-08 to EX-CARGO-37).
//!
//! Every entry is resolved here, with its own rolls; entries that give the party a choice put
//! a [`Question`] and finish in [`answer`]; entries that bring dangerous animals make their setup
//! rolls and hand the fight to [`crate::hooks::dangerous_game`].

pub mod desert;
pub mod jungle;
pub mod mountains;
pub mod river;
pub mod swamp;
pub mod veldt;

use crate::ctx::Ctx;
use crate::decision::{Decision, Question};
use crate::error::RuleError;
use crate::event::{Event, RollPurpose};
use crate::map::{Direction, Terrain};
use crate::party::{Carrier, Fate, Role, Team};
use crate::supercargo::{Photo, SupercargoEvent, SupercargoKind};
use alloc::format;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// A Wilderness Encounters table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileTable"))]
#[serde(rename_all = "snake_case")]
pub enum Table {
    /// Mountains.
    Mountains,
    /// Jungle.
    Jungle,
    /// Swamp.
    Swamp,
    /// Veldt.
    Veldt,
    /// Desert.
    Desert,
    /// On River (a party travelling by canoe).
    OnRiver,
}

impl Table {
    /// The table of a terrain.
    pub const fn of(t: Terrain) -> Table {
        match t {
            Terrain::Mountain => Table::Mountains,
            Terrain::Jungle => Table::Jungle,
            Terrain::Swamp => Table::Swamp,
            Terrain::Veldt => Table::Veldt,
            Terrain::Desert => Table::Desert,
        }
    }
}

/// Resolve entry `face` (1-10, 10 = the printed 0) of `table`.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, table: Table, face: u8) -> Result<(), DiceError> {
    match table {
        Table::Mountains => mountains::resolve(c, face),
        Table::Jungle => jungle::resolve(c, face),
        Table::Swamp => swamp::resolve(c, face),
        Table::Veldt => veldt::resolve(c, face),
        Table::Desert => desert::resolve(c, face),
        Table::OnRiver => river::resolve(c, face, 0),
    }
}

/// Roll a count die and report it.
///
/// # Errors
/// Dice.
pub(crate) fn count(c: &mut Ctx<'_, '_>, n: u8, die: Die) -> Result<u8, DiceError> {
    let mut t = 0u8;
    for _ in 0..n {
        let f = c.r.roll(die)?;
        c.note_roll(RollPurpose::Count, die, f);
        t = t.saturating_add(f);
    }
    Ok(t)
}

/// A random direction on the direction indicator (1D8).
///
/// # Errors
/// Dice.
pub(crate) fn direction(c: &mut Ctx<'_, '_>) -> Result<Direction, DiceError> {
    let f = c.r.roll(Die::D8)?;
    c.note_roll(RollPurpose::Direction, Die::D8, f);
    Ok(Direction::new(f).unwrap_or(Direction::N))
}

/// The Botanist ignores this event (EX-SKILL-11): true when he did.
pub(crate) fn botanist(c: &mut Ctx<'_, '_>) -> bool {
    if c.team.skill == crate::skills::Skill::Botanist {
        let team = c.tid();
        c.ev.push(Event::BotanistIgnores { team });
        true
    } else {
        false
    }
}

/// A random porter dies or is lost (`fate`), with or without his load.
///
/// # Errors
/// Dice.
pub(crate) fn porter_gone(
    c: &mut Ctx<'_, '_>,
    fate: Fate,
    with_load: bool,
    willing_only: bool,
) -> Result<(), DiceError> {
    if let Some(id) = c.random_porter(willing_only)? {
        c.remove(id, fate, with_load)?;
    }
    Ok(())
}

/// A random porter loses his load.
///
/// # Errors
/// Dice.
pub(crate) fn porter_drops_load(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if let Some(id) = c.random_porter(false)? {
        c.lose_load_of(id);
    }
    Ok(())
}

/// Apply a supercargo event (EX-CARGO-09 to EX-CARGO-37).
///
/// # Errors
/// Dice.
pub fn supercargo_event(c: &mut Ctx<'_, '_>, who: SupercargoKind, e: SupercargoEvent) -> Result<(), DiceError> {
    use SupercargoEvent::*;
    let team = c.tid();
    match e {
        // "Mrs. Trubell becomes sick and can not be moved this turn": she is sick, as any man
        // is (the Sickness Table, medicine used if the team chose to), and the party stays.
        HeroineSick => {
            c.today.no_move = true;
            let heroine = c.team.men.iter().find(|m| m.role == Role::Supercargo(SupercargoKind::Heroine)).map(|m| m.id);
            if let Some(id) = heroine {
                c.sicken(id)?;
            }
        }
        Prayers | DevelopPlates => c.today.no_move = true,
        AnimalInTent => {
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::WildShot, Die::D6, f);
            if f == 1 {
                porter_gone(c, Fate::Died, false, false)?;
            }
        }
        HeroineOffCourse => c.today.move_as_lost = true,
        Breakdown => {
            let v = if who == SupercargoKind::Heroine { c.team.wagon.as_mut() } else { c.team.cart.as_mut() };
            if let Some(v) = v {
                v.repair_days = 1;
            }
        }
        Wrecked => {
            if who == SupercargoKind::Heroine {
                c.team.wagon = None;
                c.team.animals.retain(|a| a.kind != crate::party::AnimalKind::Ox);
            } else {
                c.team.cart = None;
                c.team.piano = false;
                c.team.animals.retain(|a| a.kind != crate::party::AnimalKind::Mule);
            }
        }
        SnakeInBed => c.today.half_move = true,
        MissionStation => {
            c.today.move_as_lost = true;
            c.today.mission_station = true;
        }
        AskariConverted => {
            let n = c.r.d3()?;
            c.note_roll(RollPurpose::Count, Die::D6, n);
            for id in c.pick_men(usize::from(n), |m| m.role == Role::Askari)? {
                c.remove(id, Fate::Deserted, false)?;
            }
        }
        PianoScaresGame => c.today.no_hunting = true,
        GeologicalFeature => {
            c.today.move_as_lost = true;
            c.today.photo_if_not_lost = Some(Photo::GeologicalFeature);
        }
        RareAnimal => {
            c.today.move_as_lost = true;
            c.today.photo_if_not_lost = Some(Photo::RareAnimal);
        }
        FlashPowder => {
            let alloc = c.team.allocation();
            let with: Vec<_> = alloc
                .iter()
                .filter_map(|(carrier, s)| match carrier {
                    Carrier::Bearer(id) if s.photo_supplies > 0 => Some(*id),
                    _ => None,
                })
                .collect();
            if let Some(id) = c.pick(&with)? {
                c.remove(id, Fate::Died, true)?;
            }
        }
        FascinatingShot => {
            c.today.lose_dice = c.today.lose_dice.saturating_add(1);
            if let Some(rec) = c.team.photos.as_mut() {
                if rec.opportunities() > 0 {
                    rec.photos.push(Photo::FascinatingShot);
                    c.ev.push(Event::Photo { team, photo: Photo::FascinatingShot });
                }
            }
        }
        DevelopingSolution => porter_gone(c, Fate::Died, false, false)?,
    }
    Ok(())
}

/// Check an answer.
///
/// # Errors
/// [`RuleError::WrongDecision`] when it answers another question, [`RuleError::Illegal`] when
/// out of bounds.
pub fn check_answer(t: &Team, q: &Question, d: &Decision) -> Result<(), RuleError> {
    if answers(t, q).contains(d) {
        return Ok(());
    }
    let expected = match q {
        Question::GrassFire { intended } => format!("new_heading at least 90 degrees from {intended}"),
        Question::Python { candidates, .. } => {
            format!("knife_attackers: up to 2 of {:?}", candidates.iter().map(|m| m.0).collect::<Vec<_>>())
        }
        Question::Quicksand { max_helpers, .. } => format!("helpers: 0 to {max_helpers}"),
        Question::Gas { max_rescuers, .. } => format!("helpers: 0 to {max_rescuers}"),
        Question::DryWaterhole
        | Question::HeatCollapse { .. }
        | Question::ShootRapids
        | Question::Cannibalism { .. } => "choose".into(),
        Question::CrocodileLoad { max_divers, .. } => format!("divers: 0 to {max_divers}"),
        Question::WarCanoes { count } => format!("take_canoes: 0 to {count}"),
        q => crate::race::expected(q),
    };
    let same_kind = answers(t, q).first().is_some_and(|a| a.kind() == d.kind());
    if same_kind {
        if let (Question::Python { candidates, .. }, Decision::KnifeAttackers { men }) = (q, d) {
            if let Some(bad) = men.iter().find(|m| !candidates.contains(m)) {
                return Err(RuleError::UnknownMan { id: bad.0, team: t.id });
            }
        }
        Err(RuleError::Illegal(format!("{} is out of bounds: expected {expected}", d.kind())))
    } else {
        Err(RuleError::WrongDecision { got: d.kind(), expected })
    }
}

/// Every legal answer to a question.
pub fn answers(t: &Team, q: &Question) -> Vec<Decision> {
    match q {
        Question::GrassFire { intended } => Direction::ALL
            .into_iter()
            .filter(|d| intended.angle_to(*d) >= 2)
            .map(|heading| Decision::NewHeading { heading })
            .collect(),
        Question::Python { candidates, .. } => {
            let mut v = alloc::vec![Decision::KnifeAttackers { men: Vec::new() }];
            for (i, a) in candidates.iter().enumerate() {
                v.push(Decision::KnifeAttackers { men: alloc::vec![*a] });
                for b in candidates.iter().skip(i + 1) {
                    v.push(Decision::KnifeAttackers { men: alloc::vec![*a, *b] });
                }
            }
            v
        }
        Question::Quicksand { max_helpers, .. } => {
            (0..=*max_helpers).map(|count| Decision::Helpers { count }).collect()
        }
        Question::Gas { max_rescuers, .. } => (0..=*max_rescuers).map(|count| Decision::Helpers { count }).collect(),
        Question::DryWaterhole
        | Question::HeatCollapse { .. }
        | Question::ShootRapids
        | Question::Cannibalism { .. } => {
            alloc::vec![Decision::Choose { yes: true }, Decision::Choose { yes: false }]
        }
        Question::CrocodileLoad { max_divers, .. } => {
            (0..=*max_divers).map(|count| Decision::Divers { count }).collect()
        }
        Question::WarCanoes { count } => (0..=*count).map(|count| Decision::TakeCanoes { count }).collect(),
        q => crate::race::answers(t, q),
    }
}

/// Resolve an answer (already checked).
///
/// # Errors
/// Dice.
pub fn answer(c: &mut Ctx<'_, '_>, q: &Question, d: &Decision) -> Result<(), DiceError> {
    match (q, d) {
        (Question::GrassFire { .. }, Decision::NewHeading { heading }) => {
            c.today.heading = *heading;
            Ok(())
        }
        (Question::Python { victim, .. }, Decision::KnifeAttackers { men }) => jungle::python(c, *victim, men),
        (Question::Quicksand { trapped, .. }, Decision::Helpers { count }) => swamp::quicksand(c, trapped, *count),
        (Question::Gas { downed, .. }, Decision::Helpers { count }) => swamp::gas(c, downed, *count),
        (Question::DryWaterhole, Decision::Choose { yes }) => desert::dig(c, *yes),
        (Question::HeatCollapse { men }, Decision::Choose { yes }) => desert::heat_collapse(c, men, *yes),
        (Question::CrocodileLoad { load, .. }, Decision::Divers { count }) => river::retrieve(c, *load, *count),
        (Question::ShootRapids, Decision::Choose { yes }) => river::rapids_choice(c, *yes),
        (Question::WarCanoes { .. }, Decision::TakeCanoes { count }) => {
            c.team.canoes = c.team.canoes.saturating_add(u32::from(*count));
            if *count > 0 {
                let team = c.tid();
                c.ev.push(Event::Canoes { team, change: i32::from(*count) });
            }
            Ok(())
        }
        (Question::Cannibalism { .. }, Decision::Choose { yes }) => {
            c.today.cannibalism = Some(*yes);
            Ok(())
        }
        (q, d) if crate::race::asks(q) => crate::race::answer(c, q, d),
        _ => Ok(()),
    }
}

/// Fit men who may help (not disabled), other than `except`.
pub(crate) fn able_men(t: &Team, except: &[crate::party::ManId]) -> Vec<crate::party::ManId> {
    t.men.iter().filter(|m| !m.condition.is_disabled() && !except.contains(&m.id)).map(|m| m.id).collect()
}
