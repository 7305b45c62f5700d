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
/// party's explorer and askari shoot; two porters stand with them; the party keeps still
/// (action A) where the encounter asks for an action. Each red card asks the team for an order
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
            let mut v = Vec::new();
            for _ in 0..count {
                let r = reaction_to_action(
                    Creature::Hippopotamus,
                    HunterAction::A,
                    c.r.source().roll(tabletop::Die::D6)?.face(),
                );
                v.push(BeastStart {
                    creature: Creature::Hippopotamus,
                    distance: u32::from(distance),
                    stance: Stance::React(r),
                });
            }
            v
        }
        _ => return Ok(false),
    };
    let mut opening = Opening::with_beasts(beasts);
    opening.first_shot = first_shot;
    let party = party_summary(c.team, c.today.activity);
    let Some(explorer) = party.explorers.first().copied() else { return Ok(false) };
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
    let Some(fight) = lift(AnimalFight::begin(c.r.source(), &opening, &members, false))? else { return Ok(false) };
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
