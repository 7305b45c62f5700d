//! Applying an encounter's summary to a team: men lost, ammunition spent, men hired.

use alloc::vec::Vec;
use tabletop::DiceError;

use crate::ctx::Ctx;
use crate::outfit::Rifle;
use crate::party::{Fate, ManId, Role};
use crate::standing::Losses;
use crate::supercargo::SupercargoKind;

/// Remove the men an encounter cost (dead, taken, fled), spend the ammunition it used, and
/// leave behind what can no longer be carried. Fleeing bearers drop their loads
/// (docs/rulings.md).
///
/// # Errors
/// Dice (a Lucky Bastard roll).
pub fn apply_losses(c: &mut Ctx<'_, '_>, europeans: &[ManId], l: &Losses) -> Result<(), DiceError> {
    spend_ammo(c, l);
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

/// Spend the explorer's rounds (his own first, then the stores') and the askari's.
fn spend_ammo(c: &mut Ctx<'_, '_>, l: &Losses) {
    let mut used = l.explorer_ammo_used.first().copied().unwrap_or(0);
    let own = match c.team.kit.rifle {
        Some(_) => &mut c.team.kit.rifle_rounds,
        None => &mut c.team.kit.pistol_rounds,
    };
    let from_own = used.min(*own);
    *own -= from_own;
    used -= from_own;
    let store = match c.team.kit.rifle {
        Some(Rifle::Express) => &mut c.team.stores.express_ammo,
        Some(Rifle::Regular) => &mut c.team.stores.regular_ammo,
        None => &mut c.team.stores.pistol_ammo,
    };
    *store = store.saturating_sub(used);
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
