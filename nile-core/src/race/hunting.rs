//! Step 4: the hunt. The team sends a hunting party out (a hunter and two porters at least, more
//! hunters, porters and gun bearers if it wishes), rolls its 4D6" and chooses its direction; the
//! party hunts on the ground where it ends up, and the hunter's action question comes when an
//! encounter asks for one.
//!
//! Source: expedition game, "Hunting Parties" (EX-HUNT-01, EX-HUNT-02); docs/rulings.md
//! "The hunting party's move".

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Length, Point};

use super::apply::apply_losses;
use super::fights::HuntFight;
use super::turn::{lift, push};
use super::{Pending, QuestPhase, RaceEvent, party_today};
use crate::animals::fight::PartyRole;
use crate::animals::shot::Weapon;
use crate::combat::StandIns;
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::event::Event;
use crate::hunting::encounters::HunterAction;
use crate::hunting::{HuntJoin, HuntingGround, HuntingPartySize, hunting_party_move};
use crate::map::{self, Direction, Terrain};
use crate::party::{Fate, ManId, Role};
use crate::standing::Losses;
use crate::standing::hunt::{HuntReport, HuntStart, MemberFate, begin_hunt_fight, hunt_out};

/// The hunting party's walk is sampled every quarter inch (as the expedition's move is).
const STEP: i32 = 250;

/// A hunting party being made up, then waiting for its direction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntParty"))]
pub struct HuntParty {
    /// The hunters, the leader first (the hunt's ammunition is his).
    pub hunters: Vec<ManId>,
    /// The porters (two at least).
    pub porters: Vec<ManId>,
    /// The gun bearers.
    pub gun_bearers: Vec<ManId>,
    /// Inches out (the 4D6), once rolled: the party waits for its direction.
    pub distance: Option<u32>,
}

impl HuntParty {
    /// Its make-up, counted.
    pub fn size(&self) -> HuntingPartySize {
        HuntingPartySize {
            hunters: self.hunters.len() as u32,
            porters: self.porters.len() as u32,
            gun_bearers: self.gun_bearers.len() as u32,
        }
    }

    fn has(&self, id: ManId) -> bool {
        self.hunters.contains(&id) || self.porters.contains(&id) || self.gun_bearers.contains(&id)
    }
}

/// A hunt waiting for the hunter's action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePendingHunt"))]
pub struct PendingHunt {
    /// The hunt so far.
    pub start: HuntStart,
    /// The hunting party: its hunters (the leader first), porters and gun bearers.
    pub members: Vec<PartyRole>,
    /// Their ids, in the same order.
    pub ids: Vec<ManId>,
    /// The hunting party's square has swamp or river.
    pub hippo_country: bool,
    /// Men move 2D6 in the fight.
    pub rough: bool,
}

/// Step 4: when the party can send out a hunting party (a hunter — the explorer with a rifle
/// and rounds, or an askari with musket rounds — and two porters fit to walk, EX-HUNT-01), the
/// team is asked whether to hunt and who leads ([`Question::GoHunting`]).
///
/// # Errors
/// Dice.
pub fn hunt(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if c.team.race.phase == QuestPhase::Completed || !c.team.is_travelling() || super::held::is_held(c.team) {
        return Ok(());
    }
    let hunters = hunters(c);
    if hunters.is_empty() || porters(c).len() < 2 || c.map.terrain(map::square_of(c.team.position)).is_none() {
        return Ok(());
    }
    c.team.race.pending = Some(Pending::HuntOffer);
    *c.question = Some(Question::GoHunting { hunters });
    Ok(())
}

/// The men who may lead a hunt: the explorer with a gun in hand (his rifle, or his side arm once
/// the rifle is dry, EX-OUTFIT-20: [`ExplorerInCombat::shooter`](crate::combat::ExplorerInCombat::shooter)),
/// askari with musket rounds (fit, EX-OUTFIT-28: "Askari- Men that hunt").
pub fn hunters(c: &Ctx<'_, '_>) -> Vec<ManId> {
    let party = party_today(c);
    let explorer_armed = party.explorers.first().is_some_and(|e| e.shooter(0, e.ammo).is_some());
    c.team
        .men
        .iter()
        .filter(|m| !m.condition.is_disabled())
        .filter(|m| match m.role {
            Role::Explorer => explorer_armed,
            Role::Askari => m.musket_rounds > 0,
            _ => false,
        })
        .map(|m| m.id)
        .collect()
}

/// Bearers (ordinary or reliable) fit to walk: the porters and gun bearers a hunt may take.
fn porters(c: &Ctx<'_, '_>) -> Vec<ManId> {
    c.team.men.iter().filter(|m| m.role.is_porter() && !m.condition.must_be_carried()).map(|m| m.id).collect()
}

/// The team sent a hunting party out led by `leader`: with him go two porters (EX-HUNT-01);
/// the team is then asked who else joins ([`Question::HuntingParty`]) while anyone can.
///
/// # Errors
/// Dice.
pub fn go_hunting(c: &mut Ctx<'_, '_>, leader: ManId) -> Result<(), DiceError> {
    let porters = porters(c);
    if !hunters(c).contains(&leader) || porters.len() < 2 {
        return Ok(());
    }
    let party = HuntParty {
        hunters: alloc::vec![leader],
        porters: porters[..2].to_vec(),
        gun_bearers: Vec::new(),
        distance: None,
    };
    make_up(c, party)
}

/// Ask who else joins the hunting party, or set it off when nobody more can.
fn make_up(c: &mut Ctx<'_, '_>, party: HuntParty) -> Result<(), DiceError> {
    let candidates: Vec<ManId> = hunters(c).into_iter().filter(|id| !party.has(*id)).collect();
    let spare_porters = porters(c).into_iter().filter(|id| !party.has(*id)).count() as u32;
    if candidates.is_empty() && spare_porters == 0 {
        return set_off(c, party);
    }
    let size = party.size();
    c.team.race.pending = Some(Pending::HuntParty(alloc::boxed::Box::new(party)));
    *c.question = Some(Question::HuntingParty { party: size, hunters: candidates, spare_porters });
    Ok(())
}

/// One more man joins the hunting party (a hunter, or the next spare bearer as a porter or gun
/// bearer), or it sets off.
///
/// # Errors
/// Dice.
pub fn join_hunt(c: &mut Ctx<'_, '_>, mut party: HuntParty, join: HuntJoin) -> Result<(), DiceError> {
    let spare = porters(c).into_iter().find(|id| !party.has(*id));
    match join {
        HuntJoin::SetOff => return set_off(c, party),
        HuntJoin::Hunter { man } if hunters(c).contains(&man) && !party.has(man) => party.hunters.push(man),
        HuntJoin::Porter => party.porters.extend(spare),
        HuntJoin::GunBearer => party.gun_bearers.extend(spare),
        HuntJoin::Hunter { .. } => {}
    }
    make_up(c, party)
}

/// The party sets off: its 4D6" are rolled, and the team chooses the direction
/// ([`Question::HuntDirection`]).
fn set_off(c: &mut Ctx<'_, '_>, mut party: HuntParty) -> Result<(), DiceError> {
    let Some(distance) = lift(hunting_party_move(&mut c.r))? else { return Ok(()) };
    party.distance = Some(distance);
    c.team.race.pending = Some(Pending::HuntParty(alloc::boxed::Box::new(party)));
    *c.question = Some(Question::HuntDirection { distance });
    Ok(())
}

/// Where the hunting party ends up: `distance` inches from the main group along `heading`, in
/// a straight line that stops short at the table edge or impassable terrain; each unknown
/// square it enters is explored as the expedition's move explores it (docs/rulings.md).
///
/// # Errors
/// Dice.
pub fn hunting_ground_point(c: &mut Ctx<'_, '_>, heading: Direction, distance: u32) -> Result<Point, DiceError> {
    let team = c.tid();
    let start = c.team.position;
    let total = Length::inches(i32::try_from(distance).unwrap_or(i32::MAX / 1000)).units();
    let mut cur = map::square_of(start);
    let (mut end, mut done) = (start, 0);
    while done < total {
        let step = STEP.min(total - done);
        let p = map::point_in_direction(start, heading, Length(done + step));
        let sq = map::square_of(p);
        if sq != cur {
            match c.map.cell(sq) {
                Some(cell) if !cell.impassable => {}
                _ => break,
            }
            if let Some(found) = map::explore(c.map, sq, sq.direction_to(cur), &mut c.r)? {
                c.ev.push(Event::Explored { team, found });
            }
            c.map.mark_seen(sq, team.0);
            cur = sq;
        }
        end = p;
        done += step;
    }
    Ok(end)
}

/// The hunting party goes out on `heading`: it hunts on the ground where it ends up (the
/// Hunting Results table of that terrain; hippos where that square has swamp or river; 2D6
/// movement in the fight unless it is Veldt or Desert). An encounter that offers the hunter a
/// choice puts [`Question::HunterAction`] to the team.
///
/// # Errors
/// Dice.
pub fn go_out(c: &mut Ctx<'_, '_>, party: &HuntParty, heading: Direction) -> Result<(), DiceError> {
    let Some(distance) = party.distance else { return Ok(()) };
    let summary = party_today(c);
    let mut members = Vec::new();
    let mut ids = Vec::new();
    for &id in &party.hunters {
        let Some(man) = c.team.men.iter().find(|m| m.id == id) else { continue };
        let hunter = match man.role {
            Role::Explorer => {
                let Some(explorer) = summary.explorers.first().copied() else { continue };
                explorer.hunter(StandIns::default().european_to_hit)
            }
            _ => PartyRole::armed(StandIns::default().askari_to_hit, Weapon::Musket, man.musket_rounds),
        };
        members.push(hunter);
        ids.push(id);
    }
    for (&id, role) in party
        .porters
        .iter()
        .map(|id| (id, PartyRole::Porter))
        .chain(party.gun_bearers.iter().map(|id| (id, PartyRole::GunBearer)))
    {
        members.push(role);
        ids.push(id);
    }
    let end = hunting_ground_point(c, heading, distance)?;
    let sq = map::square_of(end);
    let ground = match c.map.terrain(sq) {
        Some(Terrain::Jungle) => HuntingGround::Jungle,
        Some(Terrain::Veldt) => HuntingGround::Veldt,
        Some(Terrain::Mountain) => HuntingGround::Mountain,
        Some(Terrain::Swamp) => HuntingGround::Swamp,
        Some(Terrain::Desert) => HuntingGround::Desert,
        None => return Ok(()),
    };
    let skill = summary.skills.hunter;
    let Some(start) = lift(hunt_out(&mut c.r, distance, Some(heading), ground, skill))? else { return Ok(()) };
    let pending = PendingHunt {
        start,
        members,
        ids,
        hippo_country: c.map.has_river(sq) || ground == HuntingGround::Swamp,
        rough: !matches!(ground, HuntingGround::Veldt | HuntingGround::Desert),
    };
    match pending.start.encounter {
        Some(encounter) if encounter.needs_action() => {
            c.team.race.pending = Some(Pending::Hunt(alloc::boxed::Box::new(pending)));
            *c.question = Some(Question::HunterAction { encounter });
            Ok(())
        }
        _ => finish(c, &pending, HunterAction::A),
    }
}

/// Finish a hunt with the hunter's action: the fight, the food, the ammunition, the men lost.
///
/// # Errors
/// Dice.
pub fn finish(c: &mut Ctx<'_, '_>, p: &PendingHunt, action: HunterAction) -> Result<(), DiceError> {
    let Some((report, fight)) =
        lift(begin_hunt_fight(&mut c.r, &p.start, &p.members, p.hippo_country, action, p.rough))?
    else {
        return Ok(());
    };
    match fight {
        Some(fight) => super::fights::hunt_fight(c, HuntFight { fight, hunt: p.clone(), report }),
        None => after_hunt(c, p, report),
    }
}

/// What a hunt leaves: food, rounds used, men killed or hurt.
///
/// # Errors
/// Dice.
pub fn after_hunt(c: &mut Ctx<'_, '_>, p: &PendingHunt, report: HuntReport) -> Result<(), DiceError> {
    c.team.stores.rations = c.team.stores.rations.saturating_add(report.food);
    let used = report.ammo_used.clone();
    let fates = report.fates.clone();
    push(c, RaceEvent::Hunted { report });
    let mut explorer_used = 0;
    for (&id, &rounds) in p.ids.iter().zip(&used) {
        match c.team.men.iter_mut().find(|m| m.id == id) {
            // An askari spends his own musket rounds.
            Some(m) if m.role == Role::Askari => m.musket_rounds = m.musket_rounds.saturating_sub(rounds),
            Some(m) if m.role == Role::Explorer => explorer_used = rounds.saturating_add(explorer_used),
            _ => {}
        }
    }
    if explorer_used > 0 {
        apply_losses(c, &[], &Losses { explorer_ammo_used: alloc::vec![explorer_used], ..Losses::default() })?;
    }
    for (i, fate) in fates {
        let Some(&id) = p.ids.get(i) else { continue };
        match fate {
            MemberFate::Killed => c.remove(id, Fate::Died, false)?,
            MemberFate::Injured => c.injure(id, 0)?,
            MemberFate::Battered => {}
        }
    }
    c.enforce_load();
    Ok(())
}
