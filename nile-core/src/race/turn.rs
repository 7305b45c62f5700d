//! The race's end, step by step of a team's turn.

use tabletop::{DiceError, Point};

use super::meet::natives;
use super::{Pending, QuestPhase, RaceEvent};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::encounter_error::{EncounterError, EncounterResult};
use crate::event::Event;
use crate::map::{self, Approach, Square};
use crate::party::Fate;
use crate::quest::{Prize, PrizeSite, passes_within, place_prizes};
use crate::standing::prize::PrizeChoices;

/// Turn an encounter result into the hooks' result: dice errors go up; any other error (an
/// input the party summary should never produce) skips the encounter.
pub(super) fn lift<T>(r: EncounterResult<T>) -> Result<Option<T>, DiceError> {
    match r {
        Ok(v) => Ok(Some(v)),
        Err(EncounterError::Dice(e)) => Err(e),
        Err(_) => Ok(None),
    }
}

pub(super) fn push(c: &mut Ctx<'_, '_>, event: RaceEvent) {
    let team = c.tid();
    c.ev.push(Event::Race { team, event: alloc::boxed::Box::new(event) });
}

/// The centre-table square (column, row 0-5) of a point, if it is on the centre table.
fn centre_square(p: Point) -> Option<(u8, u8)> {
    let sq = map::square_of(p);
    sq.in_centre().then(|| ((sq.col - 3) as u8, (sq.row - 3) as u8))
}

/// Where a prize lies on the table: the centre of its square.
pub fn site_point(site: &PrizeSite) -> Point {
    map::square_centre(Square::new(site.column as i8 + 3, site.row as i8 + 3))
}

/// The party entered the centre table: the quest begins (the prizes are placed when the first
/// team arrives).
///
/// # Errors
/// Dice.
pub fn arrive(c: &mut Ctx<'_, '_>, square: Square) -> Result<(), DiceError> {
    let team = c.tid();
    c.ev.push(Event::Arrived { team, square });
    if c.team.race.phase == QuestPhase::Journey {
        c.team.race.phase = QuestPhase::Questing;
        if c.team.status == crate::party::TeamStatus::Travelling {
            c.team.status = crate::party::TeamStatus::Arrived { day: c.day };
        }
    }
    if c.map.quest.sites.is_empty() {
        if let Some(sites) = lift(place_prizes(&mut c.r))? {
            c.map.quest.sites = sites.to_vec();
            push(c, RaceEvent::PrizesPlaced);
        }
    }
    Ok(())
}

/// Step 3 (after the move): the search and the prizes, the way home, the Amazons hunting
/// escapers, then the native encounter check.
///
/// # Errors
/// Dice.
pub fn after_move(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let to = c.team.position;
    let from = c.team.race.last_position.unwrap_or(to);
    c.team.race.last_position = Some(to);
    spoil_weed(c)?;
    match c.team.race.phase {
        QuestPhase::Questing => quest(c, from, to)?,
        QuestPhase::Homeward => homeward(c, to)?,
        QuestPhase::Journey | QuestPhase::Completed => {}
    }
    if c.team.race.phase == QuestPhase::Completed
        || !c.team.is_travelling()
        || c.question.is_some()
        || super::held::is_held(c.team)
    {
        return Ok(());
    }
    super::amazons::amazons_hunt(c)?;
    if c.question.is_some() || !c.team.is_travelling() || c.today.free_move {
        return Ok(());
    }
    natives(c)
}

fn quest(c: &mut Ctx<'_, '_>, from: Point, to: Point) -> Result<(), DiceError> {
    let sites = c.map.quest.sites.clone();
    for site in &sites {
        if !c.team.race.revealed.contains(&site.prize) && passes_within(from, to, site_point(site)) {
            c.team.race.revealed.push(site.prize);
            push(c, RaceEvent::PrizeRevealed { site: *site });
        }
    }
    let Some((col, row)) = centre_square(to) else { return Ok(()) };
    let Some(site) = sites.iter().find(|s| s.is_at(col, row) && !c.team.race.tried.contains(&s.prize)).copied() else {
        return Ok(());
    };
    match site.prize {
        Prize::LostCityOfTheAmazons | Prize::LastCigaretteInTheSofa => {
            c.team.race.pending = Some(Pending::Prize { site });
            *c.question = Some(Question::PrizeChoice { prize: site.prize });
            Ok(())
        }
        _ => super::prize::take_prize(c, site, PrizeChoices::default()),
    }
}

/// Each turn after the weed is acquired, 1D6: a 1 spoils one Portage Point; spoiled weed is
/// thrown away (docs/rulings.md).
fn spoil_weed(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.team.race.weed_pp == 0 || c.team.race.weed_acquired_this_turn {
        c.team.race.weed_acquired_this_turn = false;
        return Ok(());
    }
    let Some((_, good, spoiled)) = lift(crate::quest::sofa::spoilage(&mut c.r, c.team.race.weed_pp))? else {
        return Ok(());
    };
    if spoiled > 0 {
        c.team.race.weed_pp = good;
        c.team.stores.treasure = c.team.stores.treasure.saturating_sub(spoiled);
        push(c, RaceEvent::WeedSpoiled { portage: spoiled });
    }
    Ok(())
}

fn homeward(c: &mut Ctx<'_, '_>, to: Point) -> Result<(), DiceError> {
    let sq = map::square_of(to);
    if !sq.in_centre() && !c.team.race.city_bearers.is_empty() {
        homesick(c)?;
    }
    if Approach::of(sq) == Some(c.team.approach) && c.team.approach.depth(sq) == 0 {
        let place = c.map.quest.completed.complete(c.team.id.0);
        c.team.race.phase = QuestPhase::Completed;
        c.team.race.completion = Some((place, c.day));
        c.team.status = crate::party::TeamStatus::Completed { day: c.day, place };
        push(c, RaceEvent::MissionCompleted { place });
    }
    Ok(())
}

fn homesick(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let turns = c.team.race.turns_since_divide;
    c.team.race.turns_since_divide += 1;
    let ids = c.team.race.city_bearers.clone();
    for id in ids {
        if c.role(id).is_none() {
            continue;
        }
        let Some((_, leaves)) = lift(crate::quest::amazons::homesick(&mut c.r, turns))? else { continue };
        if leaves {
            c.remove(id, Fate::Deserted, false)?;
            push(c, RaceEvent::CityBearerLeft);
        }
    }
    c.team.race.city_bearers.retain(|id| c.team.men.iter().any(|m| m.id == *id));
    c.enforce_load();
    Ok(())
}
