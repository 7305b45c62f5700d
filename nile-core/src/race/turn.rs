//! The race's end, step by step of a team's turn.

use alloc::vec::Vec;
use tabletop::{DiceError, Point};

use super::apply::{apply_losses, hire};
use super::{europeans, party_summary, QuestPhase, RaceEvent};
use crate::ctx::Ctx;
use crate::encounter_error::{EncounterError, EncounterResult};
use crate::event::Event;
use crate::hunting::encounters::HunterAction;
use crate::hunting::HuntingGround;
use crate::map::{self, Approach, Square, Terrain};
use crate::natives::{Attitude, EncounterGround, NativeKind, Posture};
use crate::party::{Fate, Role};
use crate::quest::{passes_within, place_prizes, Prize, PrizeSite};
use crate::score::{take_photo, PhotoSubject};
use crate::standing::hunt::{go_hunting, MemberFate};
use crate::standing::meeting::{meet, natives_met, NativesMet};
use crate::standing::prize::{resolve_prize, PrizeChoices};
use crate::standing::PartySummary;
use crate::supercargo::journalist::{self, StoryCase};
use crate::supercargo::{Photo, SupercargoKind};
use crate::animals::fight::PartyRole;
use crate::animals::shot::{Shooter, Weapon};

/// Turn an encounter result into the hooks' result: dice errors go up; any other error (an
/// input the party summary should never produce) skips the encounter.
pub(super) fn lift<T>(r: EncounterResult<T>) -> Result<Option<T>, DiceError> {
    match r {
        Ok(v) => Ok(Some(v)),
        Err(EncounterError::Dice(e)) => Err(e),
        Err(_) => Ok(None),
    }
}

fn push(c: &mut Ctx<'_, '_>, event: RaceEvent) {
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
    }
    if c.map.quest.sites.is_empty() {
        if let Some(sites) = lift(place_prizes(c.r.source()))? {
            c.map.quest.sites = sites.to_vec();
            push(c, RaceEvent::PrizesPlaced);
        }
    }
    Ok(())
}

/// Step 3 (after the move): the search and the prizes, the way home, then the native
/// encounter check.
///
/// # Errors
/// Dice.
pub fn after_move(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let to = c.team.position;
    let from = c.team.race.last_position.unwrap_or(to);
    c.team.race.last_position = Some(to);
    match c.team.race.phase {
        QuestPhase::Questing => quest(c, from, to)?,
        QuestPhase::Homeward => homeward(c, to)?,
        QuestPhase::Journey | QuestPhase::Completed => {}
    }
    if c.team.race.phase == QuestPhase::Completed || !c.team.is_travelling() {
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
    let party = party_summary(c.team, c.today.activity);
    let free = c.team.capacity().saturating_sub(c.team.demand());
    let goods = c.team.stores.trade_goods;
    let Some(report) = lift(resolve_prize(c.r.source(), site.prize, &party, goods, free, PrizeChoices::default()))? else {
        return Ok(());
    };
    let eu = europeans(c.team);
    c.team.stores.treasure += report.treasure_pp + report.tusks * crate::quest::graveyard::TUSK_PORTAGE + report.weed_pp;
    c.team.race.tusks += report.tusks;
    c.team.race.weed_pp += report.weed_pp;
    c.team.race.lost_city_evidence |= report.lost_city_evidence;
    c.team.race.creature_evidence += report.creature_evidence;
    let gained = report.treasure_pp + report.tusks + report.weed_pp > 0 || report.lost_city_evidence || report.creature_evidence > 0;
    if report.stripped {
        c.team.stores = crate::supplies::Stores::default();
        c.team.kit.rifle = None;
        c.team.kit.pistol = false;
    }
    for id in c.pick_men(report.sick_porters as usize, |m| m.role.is_porter())? {
        c.sicken(id)?;
    }
    if report.bearers_scared_off {
        let all = c.team.men.iter().filter(|m| m.role == Role::Bearer).count() as u32;
        let mut l = report.losses.clone();
        l.bearers_fled = all;
        apply_losses(c, &eu, &l)?;
    } else {
        apply_losses(c, &eu, &report.losses)?;
    }
    let city = hire(c, Role::Bearer, report.city_bearers);
    c.team.race.city_bearers.extend(city);
    hire(c, Role::ReliableBearer, report.extra_reliable_bearers);
    // Days spent at the prize are paid for in food (docs/rulings.md).
    let men = c.team.men.len() as u32;
    c.team.stores.rations = c.team.stores.rations.saturating_sub(report.turns_spent * men);
    let subject = match site.prize {
        Prize::LostCityOfTheAmazons => PhotoSubject::LostCity,
        Prize::LastCigaretteInTheSofa if report.creature_evidence > 0 => PhotoSubject::ExtraordinaryCreature,
        _ => PhotoSubject::OtherQuestSite,
    };
    push(c, RaceEvent::PrizeReached { prize: site.prize, report });
    photograph(c, subject, 0)?;
    // A prize that gave nothing to carry home is no mission completed: look for another
    // (docs/rulings.md).
    if !gained {
        c.team.race.tried.push(site.prize);
    } else if c.team.is_travelling() {
        c.team.race.prize = Some(site.prize);
        c.team.race.phase = QuestPhase::Homeward;
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
        let Some((_, leaves)) = lift(crate::quest::amazons::homesick(c.r.source(), turns))? else { continue };
        if leaves {
            c.remove(id, Fate::Deserted, false)?;
            push(c, RaceEvent::CityBearerLeft);
        }
    }
    c.team.race.city_bearers.retain(|id| c.team.men.iter().any(|m| m.id == *id));
    c.enforce_load();
    Ok(())
}

/// The standing posture (docs/rulings.md "Standing orders"): Friendly with 6 gifts when the
/// party has 6 trade goods or more; otherwise Forceful or Defensive, whichever gives the party
/// the better total on average (with Africa Knowledge, against the natives' actual total).
pub fn standing_posture(p: &PartySummary, met: &NativesMet) -> Posture {
    if p.trade_goods >= 6 && met.tribe.kind != NativeKind::Pygmy {
        return Posture::Friendly { gifts: 6 };
    }
    let armed = i64::from(p.armed_men()) + if p.skills.commanding_presence { 4 } else { 0 };
    // Averages in tenths: 1D10 = 5.5.
    let forceful = 30 * armed + 55;
    let defensive = (55 + 10 * i64::from(p.armed_men())) * i64::from(met.tribe.size.factor());
    if forceful >= defensive { Posture::Forceful } else { Posture::Defensive }
}

fn natives(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let sq = map::square_of(c.team.position);
    let terrain = c.map.terrain(sq);
    let ground = EncounterGround {
        in_desert: terrain == Some(Terrain::Desert),
        near_water: c.map.has_river(sq),
        in_veldt: terrain == Some(Terrain::Veldt),
    };
    let inner_third = Approach::of(sq).is_some_and(|a| a.depth(sq) == 2);
    let pygmy = terrain == Some(Terrain::Jungle) && (sq.in_centre() || inner_third);
    let Some(Some(met)) = lift(natives_met(c.r.source(), ground, pygmy))? else { return Ok(()) };
    c.today.natives_met = true;
    let party = party_summary(c.team, c.today.activity);
    let journalist = c.team.supercargoes.contains(&SupercargoKind::Journalist)
        && c.team.men.iter().any(|m| m.role == Role::Supercargo(SupercargoKind::Journalist));
    let posture = if journalist {
        match journalist::roll_posture(&mut c.r)? {
            journalist::Posture::Defensive => Posture::Defensive,
            journalist::Posture::Forceful => Posture::Forceful,
            journalist::Posture::Friendly => Posture::Friendly { gifts: party.trade_goods.min(6) },
        }
    } else {
        standing_posture(&party, &met)
    };
    let trade = party.trade_goods.saturating_sub(12);
    let rough = !matches!(terrain, Some(Terrain::Veldt | Terrain::Desert));
    let Some(report) = lift(meet(c.r.source(), &met, &party, posture, trade, false, rough))? else { return Ok(()) };
    let eu = europeans(c.team);
    c.team.stores.trade_goods = c.team.stores.trade_goods.saturating_sub(report.gifts_spent + report.traded.0);
    c.team.stores.rations += report.traded.1;
    if report.fed {
        c.team.stores.rations += c.team.men.len() as u32;
    }
    if let Some(b) = report.booty {
        c.team.stores.trade_goods += b.trade_goods;
        c.team.stores.rations += b.rations;
        hire(c, Role::Bearer, b.bearers);
    }
    apply_losses(c, &eu, &report.losses)?;
    let men = c.team.men.len() as u32;
    c.team.stores.rations = c.team.stores.rations.saturating_sub(report.turns_waiting * men);
    let case = match (report.attitude.attitude, &report.combat) {
        (Attitude::Friendly, _) => StoryCase::Friendly,
        (Attitude::Hostile, Some(o)) if o.result == crate::combat::CombatResult::PartyWon => StoryCase::HostileWon,
        (Attitude::Hostile, _) => StoryCase::HostileLost,
        (Attitude::Inhospitable, _) => StoryCase::Inhospitable,
    };
    let subject = match report.attitude.attitude {
        Attitude::Friendly => Some(PhotoSubject::FriendlyNatives),
        Attitude::Hostile => Some(PhotoSubject::CombatWithNatives),
        Attitude::Inhospitable => None,
    };
    push(c, RaceEvent::Natives { met, posture, report });
    if journalist {
        if let Some(vp) = journalist::write_story(case, &mut c.r)? {
            c.team.race.journalist_vp += i32::from(vp);
            push(c, RaceEvent::Story { vp });
        }
    }
    if let Some(s) = subject {
        photograph(c, s, 3)?;
    }
    crate::hooks::missionaries_meet_natives(c)
}

/// A player-directed photograph, when the Photographer is with the party and more than
/// `keep` opportunities remain (the standing order keeps the last three for the quest sites).
fn photograph(c: &mut Ctx<'_, '_>, subject: PhotoSubject, keep: u8) -> Result<(), DiceError> {
    let present = c.team.men.iter().any(|m| m.role == Role::Supercargo(SupercargoKind::Photographer));
    let Some(record) = c.team.photos.as_mut() else { return Ok(()) };
    if !present || record.opportunities() <= keep {
        return Ok(());
    }
    record.photos.push(Photo::Directed);
    let Some(photo) = lift(take_photo(c.r.source(), subject))? else { return Ok(()) };
    c.team.race.photos.push(photo);
    push(c, RaceEvent::Photographed { photo });
    Ok(())
}

/// Step 4: the standing hunt. The explorer hunts with two bearers when he has a gun and rounds
/// and the party has two fit bearers; in an encounter that asks, he keeps still (action A).
///
/// # Errors
/// Dice.
pub fn hunt(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.team.race.phase == QuestPhase::Completed || !c.team.is_travelling() {
        return Ok(());
    }
    let party = party_summary(c.team, c.today.activity);
    let Some(explorer) = party.explorers.first().copied() else { return Ok(()) };
    let Some(explorer_id) = c.team.men.iter().find(|m| m.role == Role::Explorer).map(|m| m.id) else { return Ok(()) };
    let porters: Vec<_> = c.team.men.iter().filter(|m| m.role.is_porter() && !m.condition.must_be_carried()).map(|m| m.id).take(2).collect();
    if explorer.ammo == 0 || porters.len() < 2 || explorer.weapon == Weapon::Pistol {
        return Ok(());
    }
    let sq = map::square_of(c.team.position);
    let ground = match c.map.terrain(sq) {
        Some(Terrain::Jungle) => HuntingGround::Jungle,
        Some(Terrain::Veldt) => HuntingGround::Veldt,
        Some(Terrain::Mountain) => HuntingGround::Mountain,
        Some(Terrain::Swamp) => HuntingGround::Swamp,
        Some(Terrain::Desert) => HuntingGround::Desert,
        None => return Ok(()),
    };
    let shooter = Shooter { to_hit: 7, weapon: explorer.weapon, crack_shot: explorer.crack_shot };
    let members = [PartyRole::Hunter { shooter, pugilist: explorer.pugilist, ammo: explorer.ammo }, PartyRole::Porter, PartyRole::Porter];
    let hippo = c.map.has_river(sq) || ground == HuntingGround::Swamp;
    let rough = !matches!(ground, HuntingGround::Veldt | HuntingGround::Desert);
    let Some(report) = lift(go_hunting(c.r.source(), ground, party.skills.hunter, &members, hippo, HunterAction::A, rough))? else {
        return Ok(());
    };
    c.team.stores.rations += report.food;
    let losses = crate::standing::Losses { explorer_ammo_used: alloc::vec![report.ammo_used.first().copied().unwrap_or(0)], ..Default::default() };
    let ids = [explorer_id, porters[0], porters[1]];
    let fates = report.fates.clone();
    push(c, RaceEvent::Hunted { report });
    apply_losses(c, &[], &losses)?;
    for (i, fate) in fates {
        let Some(&id) = ids.get(i) else { continue };
        match fate {
            MemberFate::Killed => c.remove(id, Fate::Died, false)?,
            MemberFate::Injured => c.injure(id, 0)?,
            MemberFate::Battered => {}
        }
    }
    c.enforce_load();
    Ok(())
}
