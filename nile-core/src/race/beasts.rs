//! Dangerous game met on the journey (a Wilderness Encounter's animals), fought with the animal
//! rules where the animal has them: elephants, hippopotamuses, rhinoceroses, lions, and the
//! leopard with the lion's numbers. Crocodiles and chimpanzees are settled by the snap shots
//! their entries give ([`crocodile`], [`chimpanzees`]). Buffalo at the waterhole are left alone;
//! baboons, gorillas and warthogs have neither numbers nor an outcome in the text and stay
//! reported only (docs/rulings.md "Animals without numbers").

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceError;

use super::apply::apply_losses;
use super::turn::lift;
use super::{RaceEvent, europeans, party_today};
use crate::animals::creature::{Creature, Reaction};
use crate::animals::fight::{AnimalFight, PartyRole};
use crate::animals::shot::{Shooter, Weapon};
use crate::combat::StandIns;
use crate::ctx::Ctx;
use crate::hooks::DangerousGame;
use crate::hunting::encounters::{BeastStart, HunterAction, Opening, Stance, reaction_to_action};
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
            | DangerousGame::Leopard { .. }
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
    match *encounter {
        DangerousGame::Crocodile { victim } => return crocodile(c, victim, 1).map(|_| false),
        DangerousGame::RiverCrocodile { victim } => return crocodile(c, victim, 4).map(|_| false),
        DangerousGame::Chimpanzees { count } => return chimpanzees(c, count).map(|_| false),
        _ => {}
    }
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
    let beasts: Vec<BeastStart> = match *encounter {
        DangerousGame::Elephants { count } => (0..count).map(|_| charge(Creature::Elephant, 6)).collect(),
        // Swamp 4: "An enraged Hippopotamus charges a random member of the party from 2D6
        // inches away"; Veldt 2: "Randomly determine the man who is the target of the charge"
        // of the 2 rhinoceroses, "starting 3D6 inches away". The charge starts there, at him
        // among the party: the armed men shoot, aimed while it is farther than 5"
        // (docs/rulings.md "Charges from their distance").
        DangerousGame::Hippo { victim, distance } => {
            return charge_fight(c, victim, Creature::Hippopotamus, 1, distance);
        }
        DangerousGame::Rhinos { victim, distance, .. } => {
            return charge_fight(c, victim, Creature::Rhinoceros, 2, distance);
        }
        // Veldt 4: "The nearest armed person ... has time for one snap shot at the lion before
        // its on the porter", the straggler `distance` inches behind the last man.
        DangerousGame::Lion { victim, distance } => return victim_fight(c, victim, Creature::Lion, 1, distance, 1),
        // Jungle 5: "A leopard attacks a randomly determined person in the party. The 4 nearest
        // armed members may attempt to shoot the cat with a snap shot before it hits its
        // victim." The lion's numbers; it springs on him where he stands.
        DangerousGame::Leopard { victim } => return victim_fight(c, victim, Creature::Lion, 1, 0, 4),
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
    start_wild_fight(c, &Opening::with_beasts(beasts))
}

/// On River 3's herd of hippos with the action the team chose
/// ([`crate::decision::Question::HerdAction`]): the party's retreat (B: 2D6", D: 4D6"), an
/// opening aimed shot for C ("Start shooting at the animals"), then each hippo's reaction on
/// the action's column (EX-EVENT-RIVER-03, EX-ANIMAL-08), and the fight, order by order.
///
/// # Errors
/// Dice.
pub fn herd_fight(c: &mut Ctx<'_, '_>, count: u8, distance: u8, action: HunterAction) -> Result<(), DiceError> {
    let Some(mut opening) = lift(herd_opening(&mut c.r, count, distance, action))? else { return Ok(()) };
    opening.afloat = c.today.afloat && c.team.canoes > 0;
    start_wild_fight(c, &opening)?;
    Ok(())
}

/// The opening of On River 3's fight for the party's action. Dice: the retreat (B 2D6, D 4D6),
/// then a D6 per hippo for its reaction.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn herd_opening(
    dice: &mut dyn crate::luck::Dice,
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
    let party = party_today(c);
    let explorer = party.explorers.first().copied()?;
    let mut members = alloc::vec![explorer.hunter(StandIns::default().european_to_hit)];
    let mut ids: Vec<ManId> = europeans(c.team).into_iter().take(1).collect();
    for m in c.team.men.iter().filter(|m| m.role == Role::Askari) {
        members.push(PartyRole::armed(StandIns::default().askari_to_hit, Weapon::Musket, m.musket_rounds));
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
    begin_fight(c, opening, &members, ids)
}

fn begin_fight(
    c: &mut Ctx<'_, '_>,
    opening: &Opening,
    members: &[PartyRole],
    ids: Vec<ManId>,
) -> Result<bool, DiceError> {
    let Some(fight) = lift(AnimalFight::begin(&mut c.r, opening, members, false))? else { return Ok(false) };
    let ammo = members.iter().map(|m| if let PartyRole::Hunter { ammo, .. } = m { *ammo } else { 0 }).collect();
    wild_fight(c, WildFight { fight, ids, ammo })?;
    Ok(true)
}

/// The journey's leopard, lion, hippopotamus and rhinoceroses go for a named victim: the fight
/// is his and the `shots` nearest armed men's ([`marksmen`]), who each fire one snap shot
/// before the `count` animals (`creature`) are on him (they come from `distance` inches: where
/// he stands); then each one no shot turned away attacks him, and the fight goes on by the
/// animal rules among them (docs/rulings.md "The named victim of a journey's animal"). The
/// victim shoots if armed; otherwise he fights it off as a porter does.
fn victim_fight(
    c: &mut Ctx<'_, '_>,
    victim: ManId,
    creature: Creature,
    count: usize,
    distance: u8,
    shots: usize,
) -> Result<bool, DiceError> {
    if c.role(victim).is_none() {
        return Ok(false);
    }
    let (members, ids) = victim_and_marksmen(c, victim, shots);
    let start = BeastStart { creature, distance: u32::from(distance), stance: Stance::React(Reaction::Charge) };
    let mut opening = Opening::with_beasts(alloc::vec![start; count]);
    opening.victim = Some(0);
    opening.snap_shots = (1..members.len()).collect();
    begin_fight(c, &opening, &members, ids)
}

/// The victim of a journey's animal and the `shots` nearest armed men ([`marksmen`]): their
/// fight roles and ids, the victim first.
fn victim_and_marksmen(c: &Ctx<'_, '_>, victim: ManId, shots: usize) -> (Vec<PartyRole>, Vec<ManId>) {
    let mut members = alloc::vec![role_in_fight(c, victim)];
    let mut ids = alloc::vec![victim];
    for (id, _) in marksmen(c, Some(victim)).into_iter().take(shots) {
        members.push(role_in_fight(c, id));
        ids.push(id);
    }
    (members, ids)
}

/// Swamp 4's hippopotamus and Veldt 2's rhinoceroses charge `victim` from `distance` inches:
/// he stands with every armed man of the party ([`marksmen`]), the victim first (the one a
/// charge goes for among men equally near, EX-ANIMAL-21), and the fight is played from the
/// cards with the animals at their distance, so aimed shots are possible before contact. With
/// no armed man at all the animals are simply on him ([`victim_fight`]).
fn charge_fight(
    c: &mut Ctx<'_, '_>,
    victim: ManId,
    creature: Creature,
    count: usize,
    distance: u8,
) -> Result<bool, DiceError> {
    if c.role(victim).is_none() {
        return Ok(false);
    }
    let (members, ids) = victim_and_marksmen(c, victim, usize::MAX);
    if !members.iter().any(|m| m.gun().is_some()) {
        return victim_fight(c, victim, creature, count, 0, 0);
    }
    let start = BeastStart { creature, distance: u32::from(distance), stance: Stance::React(Reaction::Charge) };
    begin_fight(c, &Opening::with_beasts(alloc::vec![start; count]), &members, ids)
}

/// A man's part in a fight with animals: the explorer with a gun and rounds, or an askari with
/// rounds, shoots; anyone else fights hand to hand as a porter does.
fn role_in_fight(c: &Ctx<'_, '_>, id: ManId) -> PartyRole {
    if marksmen(c, None).iter().all(|(m, _)| *m != id) {
        return PartyRole::Porter;
    }
    match party_today(c).explorers.first() {
        Some(e) if c.role(id) == Some(Role::Explorer) => e.hunter(StandIns::default().european_to_hit),
        _ => {
            let rounds = c.team.men.iter().find(|m| m.id == id).map_or(0, |m| m.musket_rounds);
            PartyRole::armed(StandIns::default().askari_to_hit, Weapon::Musket, rounds)
        }
    }
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
    for _ in 0..ending.canoes_upset.min(c.team.canoes) {
        crate::events::river::canoe_upset(c);
    }
    c.enforce_load();
    Ok(())
}

/// The party's armed men who may shoot, nearest first: the explorer with a gun and rounds, then
/// each askari with rounds (the order the party marches in the fights); never `except`.
fn marksmen(c: &Ctx<'_, '_>, except: Option<ManId>) -> Vec<(ManId, Shooter)> {
    let party = party_today(c);
    let mut out = Vec::new();
    if let (Some(e), Some(id)) = (party.explorers.first(), europeans(c.team).first().copied()) {
        if let Some(shooter) = e.shooter(StandIns::default().european_to_hit, e.ammo).filter(|s| s.weapon.is_gun()) {
            out.push((id, shooter));
        }
    }
    for m in c.team.men.iter().filter(|m| m.role == Role::Askari && m.musket_rounds > 0) {
        out.push((m.id, Shooter::plain(StandIns::default().askari_to_hit, Weapon::Musket)));
    }
    out.retain(|(id, _)| Some(*id) != except);
    out
}

/// One snap shot by `id` (a round spent): its D20 and whether it hit; `None` when the dice
/// source refused (never for a live source).
fn snap_shot(c: &mut Ctx<'_, '_>, id: ManId, shooter: Shooter) -> Result<Option<(u8, bool)>, DiceError> {
    let Some(shot) = lift(crate::animals::shot::aim(&mut c.r, shooter, crate::animals::shot::ShotKind::Snap))? else {
        return Ok(None);
    };
    match c.team.men.iter_mut().find(|m| m.id == id) {
        Some(m) if m.role == Role::Askari => m.musket_rounds = m.musket_rounds.saturating_sub(1),
        _ => apply_losses(c, &[], &Losses { explorer_ammo_used: alloc::vec![1], ..Losses::default() })?,
    }
    Ok(Some((shot.roll, shot.hit)))
}

/// A crocodile seizes `victim` (Swamp 3: "The nearest party member with a rifle has one chance
/// to shoot (snap shoot) the beast. One hit will drive off the croc"; On River 2: "Up to 4
/// people may take a snap shot to save him"; On River 9 and the divers of On River 2: "Croc
/// attacks"). Up to `shots` armed men, nearest first, take a snap shot each until one hits: a
/// hit drives the crocodile off; if none hits, the victim is taken by it and never seen again,
/// his load with him (docs/rulings.md "Animals without numbers").
///
/// # Errors
/// Dice.
pub fn crocodile(c: &mut Ctx<'_, '_>, victim: ManId, shots: usize) -> Result<(), DiceError> {
    if c.role(victim).is_none() {
        return Ok(());
    }
    let mut rolls = Vec::new();
    let mut driven_off = false;
    for (id, shooter) in marksmen(c, Some(victim)).into_iter().take(shots) {
        let Some((roll, hit)) = snap_shot(c, id, shooter)? else { break };
        rolls.push(roll);
        if hit {
            driven_off = true;
            break;
        }
    }
    super::turn::push(c, RaceEvent::Crocodile { victim, rolls, driven_off });
    if !driven_off {
        c.remove(victim, Fate::LostForever, true)?;
    }
    Ok(())
}

/// Mountains 6: "3D6 Chimpanzees raid the camp. They are found in the food stores. Each chimp
/// will take 1D6 units of food unless shot." Each armed man takes one snap shot at a chimp;
/// every chimp not hit takes 1D6 rations (docs/rulings.md "Animals without numbers").
///
/// # Errors
/// Dice.
pub fn chimpanzees(c: &mut Ctx<'_, '_>, count: u8) -> Result<(), DiceError> {
    let mut shot = 0u8;
    for (id, shooter) in marksmen(c, None).into_iter().take(usize::from(count)) {
        let Some((_, hit)) = snap_shot(c, id, shooter)? else { break };
        shot += u8::from(hit);
    }
    let mut wanted = 0u32;
    for _ in shot..count {
        wanted += u32::from(c.r.roll(tabletop::Die::D6)?);
    }
    let taken = c.team.stores.take(crate::supplies::Item::Ration, wanted);
    super::turn::push(c, RaceEvent::Chimpanzees { count, shot, rations_taken: taken });
    Ok(())
}
