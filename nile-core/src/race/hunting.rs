//! Step 4: the hunt, and the hunter's action question when an encounter asks for one.

use serde::{Deserialize, Serialize};
use tabletop::DiceError;

use super::apply::apply_losses;
use super::fights::HuntFight;
use super::turn::{lift, push};
use super::{Pending, QuestPhase, RaceEvent, party_summary};
use crate::animals::fight::PartyRole;
use crate::animals::shot::{Shooter, Weapon};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::hunting::HuntingGround;
use crate::hunting::encounters::HunterAction;
use crate::map::{self, Terrain};
use crate::party::{Fate, ManId, Role};
use crate::standing::Losses;
use crate::standing::hunt::{HuntReport, HuntStart, MemberFate, begin_hunt_fight, start_hunt};

/// A hunt waiting for the hunter's action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePendingHunt"))]
pub struct PendingHunt {
    /// The hunt so far.
    pub start: HuntStart,
    /// The hunting party (the hunter, two porters).
    pub members: [PartyRole; 3],
    /// Their ids.
    pub ids: [ManId; 3],
    /// A square with swamp or river.
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

/// The men who may lead a hunt: the explorer with a rifle and rounds, askari with musket rounds
/// (fit, EX-OUTFIT-28: "Askari- Men that hunt").
pub fn hunters(c: &Ctx<'_, '_>) -> alloc::vec::Vec<ManId> {
    let party = party_summary(c.team, c.today.activity);
    let explorer_armed = party.explorers.first().is_some_and(|e| e.ammo > 0 && e.weapon != Weapon::Pistol);
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

fn porters(c: &Ctx<'_, '_>) -> alloc::vec::Vec<ManId> {
    c.team.men.iter().filter(|m| m.role.is_porter() && !m.condition.must_be_carried()).map(|m| m.id).take(2).collect()
}

/// The hunt itself: the hunter and two porters go out (EX-HUNT-01/02). An encounter that
/// offers the hunter a choice puts [`Question::HunterAction`] to the team.
///
/// # Errors
/// Dice.
pub fn go_hunting(c: &mut Ctx<'_, '_>, hunter_id: ManId) -> Result<(), DiceError> {
    let party = party_summary(c.team, c.today.activity);
    let porters = porters(c);
    let (Some(&p1), Some(&p2)) = (porters.first(), porters.get(1)) else { return Ok(()) };
    let Some(man) = c.team.men.iter().find(|m| m.id == hunter_id) else { return Ok(()) };
    let hunter = match man.role {
        Role::Explorer => {
            let Some(explorer) = party.explorers.first().copied() else { return Ok(()) };
            let shooter = Shooter { to_hit: 7, weapon: explorer.weapon, crack_shot: explorer.crack_shot };
            PartyRole::Hunter { shooter, pugilist: explorer.pugilist, ammo: explorer.ammo }
        }
        _ => PartyRole::Hunter {
            shooter: Shooter { to_hit: 6, weapon: Weapon::Musket, crack_shot: false },
            pugilist: false,
            ammo: man.musket_rounds,
        },
    };
    let sq = map::square_of(c.team.position);
    let ground = match c.map.terrain(sq) {
        Some(Terrain::Jungle) => HuntingGround::Jungle,
        Some(Terrain::Veldt) => HuntingGround::Veldt,
        Some(Terrain::Mountain) => HuntingGround::Mountain,
        Some(Terrain::Swamp) => HuntingGround::Swamp,
        Some(Terrain::Desert) => HuntingGround::Desert,
        None => return Ok(()),
    };
    let Some(start) = lift(start_hunt(c.r.source(), ground, party.skills.hunter))? else { return Ok(()) };
    let pending = PendingHunt {
        start,
        members: [hunter, PartyRole::Porter, PartyRole::Porter],
        ids: [hunter_id, p1, p2],
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
        lift(begin_hunt_fight(c.r.source(), &p.start, &p.members, p.hippo_country, action, p.rough))?
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
    c.team.stores.rations += report.food;
    let used = report.ammo_used.first().copied().unwrap_or(0);
    let fates = report.fates.clone();
    push(c, RaceEvent::Hunted { report });
    let hunter = p.ids.first().copied();
    match c.team.men.iter_mut().find(|m| Some(m.id) == hunter) {
        // An askari spends his own musket rounds.
        Some(m) if m.role == Role::Askari => m.musket_rounds = m.musket_rounds.saturating_sub(used),
        _ => apply_losses(c, &[], &Losses { explorer_ammo_used: alloc::vec![used], ..Losses::default() })?,
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
