//! Applying an encounter's summary to a team: men lost, ammunition spent, men hired.

use alloc::vec::Vec;
use tabletop::DiceError;

use crate::ctx::Ctx;
use crate::outfit::Rifle;
use crate::party::{Fate, ManId, Role};
use crate::standing::Losses;
use crate::supercargo::SupercargoKind;

/// Remove the men an encounter cost (dead, taken, fled), spend the ammunition it used, take
/// the arms of an explorer freed from the lion pit and add the escapers' rations, and leave
/// behind what can no longer be carried. Fleeing bearers drop their loads (docs/rulings.md).
///
/// # Errors
/// Dice (a Lucky Bastard roll).
pub fn apply_losses(c: &mut Ctx<'_, '_>, europeans: &[ManId], l: &Losses) -> Result<(), DiceError> {
    spend_ammo(c, l);
    for &i in &l.explorers_disarmed {
        if let Some(&id) = europeans.get(i) {
            c.team.lose_arms(id);
        }
    }
    c.team.stores.rations = c.team.stores.rations.saturating_add(l.rations_brought);
    for &i in &l.explorers_taken {
        if let Some(&id) = europeans.get(i) {
            if c.role(id) == Some(Role::Supercargo(SupercargoKind::Heroine)) {
                c.team.race.women_lost += 1;
            }
            c.remove(id, Fate::LostForever, false)?;
        }
    }
    for &i in &l.explorers_dead {
        if let Some(&id) = europeans.get(i) {
            c.remove(id, Fate::Died, false)?;
        }
    }
    remove_role(c, Role::Askari, l.askari_dead, Fate::Died)?;
    remove_role(c, Role::Askari, l.askari_fled, Fate::Deserted)?;
    remove_role(c, Role::Bearer, l.bearers_dead, Fate::Died)?;
    remove_role(c, Role::Bearer, l.bearers_fled, Fate::Deserted)?;
    remove_role(c, Role::ReliableBearer, l.reliable_bearers_dead, Fate::Died)?;
    c.enforce_load();
    Ok(())
}

/// Remove the first `n` men of a role (guides count with the bearers once the bearers are gone).
fn remove_role(c: &mut Ctx<'_, '_>, role: Role, n: u32, fate: Fate) -> Result<(), DiceError> {
    for _ in 0..n {
        let id = c.team.men.iter().find(|m| m.role == role).map(|m| m.id).or_else(|| {
            (role == Role::Bearer).then(|| c.team.men.iter().find(|m| m.role == Role::Guide).map(|m| m.id)).flatten()
        });
        match id {
            Some(id) => c.remove(id, fate, false)?,
            None => break,
        }
    }
    Ok(())
}

/// Take up to `used` rounds from `own` then `store`; returns what is still to take.
fn take_rounds(used: u32, own: &mut u32, store: &mut u32) -> u32 {
    let from_own = used.min(*own);
    *own -= from_own;
    let from_store = (used - from_own).min(*store);
    *store -= from_store;
    used - from_own - from_store
}

/// Spend the explorer's rounds (his rifle's first, his own then the stores', then his side
/// arm's: [`crate::animals::shot::Shooter::in_hand`]) and the askari's.
fn spend_ammo(c: &mut Ctx<'_, '_>, l: &Losses) {
    let mut used = l.explorer_ammo_used.first().copied().unwrap_or(0);
    let kit = &mut c.team.kit;
    let stores = &mut c.team.stores;
    if let Some(rifle) = kit.rifle {
        let store = match rifle {
            Rifle::Express => &mut stores.express_ammo,
            Rifle::Regular => &mut stores.regular_ammo,
        };
        used = take_rounds(used, &mut kit.rifle_rounds, store);
    }
    if kit.pistol {
        take_rounds(used, &mut kit.pistol_rounds, &mut stores.pistol_ammo);
    }
    let mut askari = l.askari_ammo_used;
    for m in c.team.men.iter_mut().filter(|m| m.role == Role::Askari) {
        let take = askari.min(m.musket_rounds);
        m.musket_rounds -= take;
        askari -= take;
    }
}

/// Hire `n` men of a role (booty bearers, city bearers, freed slaves); returns their ids.
pub fn hire(c: &mut Ctx<'_, '_>, role: Role, n: u32) -> Vec<ManId> {
    let first = c.team.next_man;
    c.team.hire(role, n);
    (first..c.team.next_man).map(ManId).collect()
}
