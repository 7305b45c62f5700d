//! Dangerous game met on the journey (a Wilderness Encounter's animals), fought with the animal
//! rules where the animal has them: elephants, hippopotamuses, rhinoceroses, lions. Buffalo at
//! the waterhole are left alone; baboons, chimpanzees, gorillas, leopards, crocodiles and
//! warthogs have no numbers in the animal rules and stay reported only.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceError;

use super::apply::apply_losses;
use super::turn::lift;
use super::{RaceEvent, europeans, party_summary};
use crate::animals::creature::{Creature, Reaction};
use crate::animals::fight::{AnimalFight, PartyRole};
use crate::animals::shot::{Shooter, Weapon};
use crate::ctx::Ctx;
use crate::hooks::DangerousGame;
use crate::hunting::encounters::{BeastStart, FirstShot, HunterAction, Opening, Stance, reaction_to_action};
use crate::party::{Fate, ManId, Role};
use crate::standing::Losses;

/// True for the Wilderness Encounters whose animals the animal rules know (elephants, a
/// hippopotamus, two rhinoceroses, a lion, a herd of hippos): they are fought.
pub fn fought(encounter: &DangerousGame) -> bool {
    matches!(
        encounter,
        DangerousGame::Elephants { .. }
            | DangerousGame::Hippo { .. }
            | DangerousGame::Rhinos { .. }
            | DangerousGame::Lion { .. }
            | DangerousGame::Hippos { .. }
    )
}

/// Fight the animals of a Wilderness Encounter, if the animal rules know them ([`fought`]). The
/// party's explorer and askari shoot; two porters stand with them. On River 3's herd of hippos
/// first asks the party's action ([`crate::decision::Question::HerdAction`], then
/// [`herd_fight`]). Each red card asks the team for an order
/// ([`crate::decision::Question::HuntOrder`]). When the step already asks the team another
/// question, the animals wait ([`super::RaceRecord::waiting_animals`]) and the fight begins,
/// order by order, once that question is answered ([`fight_waiting_animals`]). Returns true
/// when a fight began or waits.
///
/// # Errors
/// Dice.
pub fn fight_wild_animals(c: &mut Ctx<'_, '_>, encounter: &DangerousGame) -> Result<bool, DiceError> {
    if !fought(encounter) {
        return Ok(false);
    }
    if c.question.is_some() {
        // One question at a time: the fight begins when the team has answered this one.
        c.team.race.waiting_animals.push(encounter.clone());
        return Ok(true);
    }
    begin_wild_fight(c, encounter)
}

/// Begin the fights that waited for the team's answer to another question, one after another:
/// the first that asks an order ends the call (the next waits for that fight's end). Called
/// after every answer; does nothing while a question is put or once the party has stopped
/// travelling (its waiting animals are dropped).
///
/// # Errors
/// Dice.
pub fn fight_waiting_animals(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    while c.question.is_none() && !c.team.race.waiting_animals.is_empty() {
        if !c.team.is_travelling() {
            c.team.race.waiting_animals.clear();
            break;
        }
        let encounter = c.team.race.waiting_animals.remove(0);
        begin_wild_fight(c, &encounter)?;
    }
    Ok(())
}

fn begin_wild_fight(c: &mut Ctx<'_, '_>, encounter: &DangerousGame) -> Result<bool, DiceError> {
    let charge = |creature, distance: u8| BeastStart {
        creature,
        distance: u32::from(distance),
        stance: Stance::React(Reaction::Charge),
    };
    let mut first_shot = FirstShot::General;
    let beasts: Vec<BeastStart> = match *encounter {
        DangerousGame::Elephants { count } => (0..count).map(|_| charge(Creature::Elephant, 6)).collect(),
        DangerousGame::Hippo { distance, .. } => alloc::vec![charge(Creature::Hippopotamus, distance)],
        DangerousGame::Rhinos { distance, .. } => alloc::vec![charge(Creature::Rhinoceros, distance); 2],
        DangerousGame::Lion { distance, .. } => {
            first_shot = FirstShot::SnapOnly;
            alloc::vec![charge(Creature::Lion, distance)]
        }
        DangerousGame::Hippos { count, distance } => {
            // "Choose an action for the party" (On River 3): the team is asked first.
            if party_members(c).is_none() {
                return Ok(false);
            }
            c.team.race.pending = Some(super::Pending::Herd { count, distance });
            *c.question = Some(crate::decision::Question::HerdAction { count, distance });
            return Ok(true);
        }
        _ => return Ok(false),
    };
    let mut opening = Opening::with_beasts(beasts);
    opening.first_shot = first_shot;
    start_wild_fight(c, &opening)
}

/// On River 3's herd of hippos with the action the team chose
/// ([`crate::decision::Question::HerdAction`]): the party's retreat (B: 2D6", D: 4D6"), an
/// opening aimed shot for C ("Start shooting at the animals"), then each hippo's reaction on
/// the action's column (EX-EVENT-RIVER-03, EX-ANIMAL-08), and the fight, order by order.
///
/// # Errors
/// Dice.
pub fn herd_fight(c: &mut Ctx<'_, '_>, count: u8, distance: u8, action: HunterAction) -> Result<(), DiceError> {
    let Some(opening) = lift(herd_opening(c.r.source(), count, distance, action))? else { return Ok(()) };
    start_wild_fight(c, &opening)?;
    Ok(())
}

/// The opening of On River 3's fight for the party's action. Dice: the retreat (B 2D6, D 4D6),
/// then a D6 per hippo for its reaction.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn herd_opening(
    dice: &mut tabletop::DiceSource,
    count: u8,
    distance: u8,
    action: HunterAction,
) -> crate::EncounterResult<Opening> {
    let retreat = match action {
        HunterAction::B => 2,
        HunterAction::D => 4,
        HunterAction::A | HunterAction::C => 0,
    };
    let mut opening = Opening::with_beasts(Vec::new());
    opening.action = Some(action);
    opening.party_moved = crate::encounter_error::roll_sum(dice, tabletop::Die::D6, retreat)?.0;
    if action == HunterAction::C {
        opening.opening_shot = Some(crate::animals::shot::ShotKind::Aimed);
    }
    for _ in 0..count {
        let stance = Stance::React(reaction_to_action(
            Creature::Hippopotamus,
            action,
            crate::encounter_error::face(dice, tabletop::Die::D6)?,
        ));
        opening.beasts.push(BeastStart { creature: Creature::Hippopotamus, distance: u32::from(distance), stance });
    }
    Ok(opening)
}

/// The party's fighting men in a Wilderness fight: the explorer, every askari, two porters
/// (`None` without an explorer). Returns their fight roles and ids, in order.
fn party_members(c: &Ctx<'_, '_>) -> Option<(Vec<PartyRole>, Vec<ManId>)> {
    let party = party_summary(c.team, c.today.activity);
    let explorer = party.explorers.first().copied()?;
    let mut members = alloc::vec![PartyRole::Hunter {
        shooter: Shooter { to_hit: 7, weapon: explorer.weapon, crack_shot: explorer.crack_shot },
        pugilist: explorer.pugilist,
        ammo: explorer.ammo,
    }];
    let mut ids: Vec<ManId> = europeans(c.team).into_iter().take(1).collect();
    for m in c.team.men.iter().filter(|m| m.role == Role::Askari) {
        let shooter = Shooter { to_hit: 6, weapon: Weapon::Musket, crack_shot: false };
        members.push(PartyRole::Hunter { shooter, pugilist: false, ammo: m.musket_rounds });
        ids.push(m.id);
    }
    for m in c.team.men.iter().filter(|m| m.role.is_porter()).take(2) {
        members.push(PartyRole::Porter);
        ids.push(m.id);
    }
    Some((members, ids))
}

fn start_wild_fight(c: &mut Ctx<'_, '_>, opening: &Opening) -> Result<bool, DiceError> {
    let Some((members, ids)) = party_members(c) else { return Ok(false) };
    let Some(fight) = lift(AnimalFight::begin(c.r.source(), opening, &members, false))? else { return Ok(false) };
    let ammo = members.iter().map(|m| if let PartyRole::Hunter { ammo, .. } = m { *ammo } else { 0 }).collect();
    wild_fight(c, WildFight { fight, ids, ammo })?;
    Ok(true)
}

/// A Wilderness Encounter's fight with animals in progress, played order by order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileWildFight"))]
pub struct WildFight {
    /// The fight.
    pub fight: AnimalFight,
    /// The men in it, in the fight's member order (the explorer, the askari, two porters).
    pub ids: Vec<ManId>,
    /// Each member's rounds at the start (0 for porters).
    pub ammo: Vec<u32>,
}

/// Ask for the next order ([`crate::decision::Question::HuntOrder`]), or conclude the fight:
/// rounds spent, men killed.
///
/// # Errors
/// Dice.
pub fn wild_fight(c: &mut Ctx<'_, '_>, f: WildFight) -> Result<(), DiceError> {
    let Some(ending) = f.fight.ending().cloned() else {
        let members = f.fight.pending();
        c.team.race.pending = Some(super::Pending::WildFight(alloc::boxed::Box::new(f)));
        *c.question = Some(crate::decision::Question::HuntOrder { members });
        return Ok(());
    };
    let team = c.tid();
    c.ev.push(crate::event::Event::Race {
        team,
        event: alloc::boxed::Box::new(RaceEvent::WildAnimals { ending: ending.clone() }),
    });
    for ((now, start), id) in f.fight.members().iter().zip(&f.ammo).zip(&f.ids) {
        let PartyRole::Hunter { ammo: left, .. } = now.role else { continue };
        let used = start.saturating_sub(left);
        match c.team.men.iter_mut().find(|m| m.id == *id) {
            Some(m) if m.role == Role::Askari => m.musket_rounds = m.musket_rounds.saturating_sub(used),
            Some(m) if m.role == Role::Explorer => {
                apply_losses(c, &[], &Losses { explorer_ammo_used: alloc::vec![used], ..Losses::default() })?;
            }
            _ => {}
        }
    }
    for &i in &ending.dead_members {
        if let Some(&id) = f.ids.get(i) {
            c.remove(id, Fate::Died, false)?;
        }
    }
    c.enforce_load();
    Ok(())
}
