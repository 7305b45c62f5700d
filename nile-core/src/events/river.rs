//! Wilderness Encounters Table - On River (EX-EVENT-RIVER-01 to -12), for a party travelling by
//! canoe; crossing a river with rapids.

use super::{able_men, count, porter_gone};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::event::{Event, RollPurpose};
use crate::health::{Condition, Outcome};
use crate::hooks::{self, DangerousGame};
use crate::map::{self, Terrain};
use crate::movement::share_of_one_canoe;
use crate::party::{Fate, ManId, Role};
use crate::supplies::{Item, Stores};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// Re-rolls of entry 4 (rapids in a swamp or an already navigated square) before giving up.
const MAX_REROLLS: u8 = 5;

/// Resolve entry `face`; `rerolls` counts entry-4 re-rolls so far.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, face: u8, rerolls: u8) -> Result<(), DiceError> {
    match face {
        // 1: a porter falls in and loses his load; in a canoe, half the canoe's cargo is lost.
        1 => {
            if c.random_porter(false)?.is_none() {
                return Ok(());
            }
            let share = share_of_one_canoe(c.team);
            let mut half = Stores::default();
            for i in Item::ALL {
                half.add(i, share.get(i) / 2);
            }
            c.lose_goods(half);
            Ok(())
        }
        // 2: a giant crocodile seizes a random member, who "is never seen again" (no shot saves
        // him); a taken porter's load may be retrieved, and the snap shots ("Up to 4 people may
        // take a snap shot to save him") are for a diver the crocodiles attack ([`retrieve`]).
        2 => {
            let Some(id) = c.random_member()? else { return Ok(()) };
            let porter = c.role(id).is_some_and(Role::is_porter);
            let load = c.team.load_of(crate::party::Carrier::Bearer(id));
            c.remove(id, Fate::LostForever, true)?;
            if porter && !load.is_empty() && c.role(id).is_none() {
                let max_divers = u8::try_from(able_men(c.team, &[]).len()).unwrap_or(u8::MAX);
                *c.question = Some(Question::CrocodileLoad { max_divers, load });
            }
            Ok(())
        }
        // 3: 2D6 hippos 2D6" away.
        3 => {
            let n = count(c, 2, Die::D6)?;
            let distance = count(c, 2, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Hippos { count: n, distance })
        }
        // 4: rapids (roll again in a swamp or a square discovered before the move that brought
        // the party there).
        4 => {
            let sq = map::square_of(c.team.position);
            let again = c.team.race.new_ground != Some(sq) || c.map.terrain(sq) == Some(Terrain::Swamp);
            if again {
                if rerolls >= MAX_REROLLS {
                    return Ok(());
                }
                let f = c.r.d10()?;
                let team = c.tid();
                c.ev.push(Event::Wilderness { team, table: super::Table::OnRiver, face: f });
                return resolve(c, f, rerolls + 1);
            }
            if let Some(cell) = c.map.cell_mut(sq) {
                cell.rapids = true;
            }
            let downstream = sq.neighbour(c.today.heading).remoteness() > sq.remoteness();
            if downstream && c.team.canoes > 0 {
                *c.question = Some(Question::ShootRapids);
            } else {
                // Upstream: canoes and supplies are carried around.
                portage(c);
            }
            Ok(())
        }
        // 5: a porter fetching water is never seen again.
        5 => porter_gone(c, Fate::LostForever, true, false),
        // 6: 1D6 war canoes found on the bank.
        6 => {
            let n = count(c, 1, Die::D6)?;
            *c.question = Some(Question::WarCanoes { count: n });
            Ok(())
        }
        // 7: a water snake bites a random member.
        7 => {
            let Some(id) = c.random_member()? else { return Ok(()) };
            let med = c.use_medicine();
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Fate, Die::D6, f);
            let o = snake_bite(f.saturating_sub(u8::from(med)), &mut c.r)?;
            c.apply_outcome(id, o)
        }
        // 8: mosquitoes: 1D6 members sick.
        8 => {
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))
        }
        // 9: a crocodile-covered landing: 1D6 per member, 5-6 = attacked; one attack at most.
        9 => {
            let ids: Vec<_> = c.team.men.iter().map(|m| m.id).collect();
            for id in ids {
                let f = c.r.roll(Die::D6)?;
                if f >= 5 {
                    return hooks::dangerous_game(c, DangerousGame::RiverCrocodile { victim: id });
                }
            }
            Ok(())
        }
        // 0: a porter falls into the river and loses his load.
        _ => super::porter_drops_load(c),
    }
}

/// The water snake's bite by the (medicine-modified) D6: 0-2 feverish 1D3 days, walks without a
/// load; 3-4 deathly ill 1D6 days, carried; 5-6 dies.
///
/// # Errors
/// Dice.
pub fn snake_bite(roll: u8, r: &mut crate::luck::Roller<'_>) -> Result<Outcome, DiceError> {
    Ok(match roll {
        0..=2 => Outcome::Condition { condition: Condition::Unladen { days: r.d3()? } },
        3..=4 => {
            let d = r.roll(Die::D6)?;
            Outcome::Condition { condition: Condition::Carried { days: d, total: d } }
        }
        _ => Outcome::Dies,
    })
}

/// On River 2: divers go in for the taken porter's load; 1D6 each, a 1 = attacked by a
/// crocodile; the load is saved if any diver came out unharmed.
///
/// # Errors
/// Dice.
pub fn retrieve(c: &mut Ctx<'_, '_>, load: Stores, divers: u8) -> Result<(), DiceError> {
    let men = able_men(c.team, &[]);
    let mut saved = false;
    for id in men.into_iter().take(usize::from(divers)) {
        let f = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Struggle, Die::D6, f);
        if f == 1 {
            hooks::dangerous_game(c, DangerousGame::RiverCrocodile { victim: id })?;
        } else {
            saved = true;
        }
    }
    if saved {
        for i in Item::ALL {
            c.team.stores.add(i, load.get(i));
        }
        let team = c.tid();
        c.ev.push(Event::GoodsGained { team, goods: load });
    }
    Ok(())
}

/// On River 4, downstream: shoot the rapids (1D6 per canoe: 1-2 no mishap; 3 lose 1D6 loads;
/// 4 lose 1D6 loads and one person; 5 lose the canoe's supplies and 1D3 men; 6 the canoe, its
/// supplies and its people are lost) or carry around (the turn's move is spent).
///
/// # Errors
/// Dice.
pub fn rapids_choice(c: &mut Ctx<'_, '_>, shoot: bool) -> Result<(), DiceError> {
    if !shoot {
        portage(c);
        return Ok(());
    }
    let canoes = c.team.canoes;
    for _ in 0..canoes {
        let f = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Rapids, Die::D6, f);
        match f {
            1..=2 => {}
            3 => {
                let n = count(c, 1, Die::D6)?;
                c.destroy_loads(u16::from(n))?;
            }
            4 => {
                let n = count(c, 1, Die::D6)?;
                c.destroy_loads(u16::from(n))?;
                lose_men(c, 1)?;
            }
            5 => {
                let share = share_of_one_canoe(c.team);
                c.lose_goods(share);
                let n = c.r.d3()?;
                lose_men(c, usize::from(n))?;
            }
            _ => {
                let share = share_of_one_canoe(c.team);
                let aboard = c.team.men.len().div_ceil(c.team.canoes.max(1) as usize);
                c.team.canoes = c.team.canoes.saturating_sub(1);
                let team = c.tid();
                c.ev.push(Event::Canoes { team, change: -1 });
                c.lose_goods(share);
                lose_men(c, aboard)?;
            }
        }
    }
    Ok(())
}

/// The most turns a portage takes (a bound for absurd parties; real ones need a few).
pub const MAX_PORTAGE_TURNS: u32 = 30;

/// Turns to carry the party around rapids (On River 4: "It takes 2 men to carry an empty canoe.
/// One load per man per day can be moved past the rapids"): each man moves one load (10
/// Portage Points: the stores, treasure included, and the men who must be carried) or his share
/// of a canoe (two men a canoe) a turn; at least one turn (docs/rulings.md "The portage").
pub fn portage_turns(t: &crate::party::Team) -> u32 {
    let canoes = t.canoes.saturating_mul(crate::outfit::CANOE_PORTAGE);
    let loads = t.demand().saturating_sub(canoes).div_ceil(crate::outfit::BEARER_CAPACITY);
    let man_turns = loads.saturating_add(t.canoes.saturating_mul(2));
    let men = able_men(t, &[]).len() as u32;
    man_turns.div_ceil(men.max(1)).clamp(1, MAX_PORTAGE_TURNS)
}

/// Carry the canoes and supplies around the rapids: this turn's move is spent, and the party
/// stays for the further turns the loads need (held turns, [`crate::race::held_turn`]).
fn portage(c: &mut Ctx<'_, '_>) {
    c.today.no_move = true;
    let more = portage_turns(c.team) - 1;
    c.team.race.held_turns = c.team.race.held_turns.saturating_add(more);
}

fn lose_men(c: &mut Ctx<'_, '_>, n: usize) -> Result<(), DiceError> {
    for id in c.pick_men(n, |_| true)? {
        c.remove(id, Fate::LostForever, false)?;
    }
    Ok(())
}

/// Crossing a river with rapids (On River 4, EX-EVENT-RIVER-12): 1D6 per member: 1-2 across;
/// 3 across without his load; 4 swept downstream without his load, tries again; 5 swept, load
/// lost, injured (he gets across); 6 dashed on the rocks, dead.
///
/// # Errors
/// Dice.
pub fn cross_rapids(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let ids: Vec<ManId> = c.team.men.iter().map(|m| m.id).collect();
    for id in ids {
        for _ in 0..MAX_REROLLS {
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Fate, Die::D6, f);
            match f {
                1..=2 => break,
                3 => {
                    c.lose_load_of(id);
                    break;
                }
                4 => c.lose_load_of(id),
                5 => {
                    c.lose_load_of(id);
                    c.injure(id, 0)?;
                    break;
                }
                _ => {
                    c.remove(id, Fate::Died, true)?;
                    break;
                }
            }
        }
    }
    Ok(())
}

/// A charging hippo that reaches a canoe (On River 3, EX-EVENT-RIVER-11): 1D6 1-3 (RULINGS.md:
/// the printed "1,2" reads 1-3) upright, its men cannot shoot this turn; 4-6 capsized.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHippoCanoe"))]
#[serde(rename_all = "snake_case")]
pub enum HippoCanoe {
    /// Upright; no shooting from it this turn.
    Upright,
    /// Upset: men and supplies in the river; supplies drift 1D6" a turn downstream and are lost
    /// unless retrieved within 4 turns (the dangerous-game rules run that).
    Capsized,
}

/// A canoe a charging hippopotamus upset (On River 3: "all of the men and supplies are dumped
/// into the river. Supplies not retrieved in 4 turns are lost. Supplies drift downstream 1D6
/// inches per turn"): the party paddles after its canoe's share of the supplies, drifting at
/// most 6" a turn, and has them back well within the 4 turns, at the cost of this turn's move;
/// with no canoe left or no fit man to paddle, they are lost (docs/rulings.md "The upset
/// canoe").
pub fn canoe_upset(c: &mut Ctx<'_, '_>) {
    if c.team.canoes > 0 && !able_men(c.team, &[]).is_empty() {
        c.today.no_move = true;
    } else {
        let share = share_of_one_canoe(c.team);
        c.lose_goods(share);
    }
}

/// Read the hippo-canoe D6.
pub const fn hippo_reaches_canoe(d6: u8) -> HippoCanoe {
    if d6 <= 3 { HippoCanoe::Upright } else { HippoCanoe::Capsized }
}
