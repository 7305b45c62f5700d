//! Wilderness Encounters Table - Swamp (EX-EVENT-SWAMP-01 to -10).

use super::{able_men, count, porter_gone};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::event::RollPurpose;
use crate::health::Condition;
use crate::hooks::{self, DangerousGame};
use crate::party::{Fate, ManId};
use crate::supplies::Item;
use alloc::vec::Vec;
use tabletop::{DiceError, Die};

/// Resolve entry `face`.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, face: u8) -> Result<(), DiceError> {
    match face {
        // 1: quicksand takes 1D6 members.
        1 => {
            let n = count(c, 1, Die::D6)?;
            let trapped = c.pick_men(usize::from(n), |_| true)?;
            if trapped.is_empty() {
                return Ok(());
            }
            let free = able_men(c.team, &trapped).len();
            let max_helpers = u8::try_from(free / trapped.len()).unwrap_or(u8::MAX);
            *c.question = Some(Question::Quicksand { trapped, max_helpers });
            Ok(())
        }
        // 2: noxious gases overcome 1D6 members.
        2 => gas_cloud(c),
        // 3: a crocodile bears down on a porter.
        3 => {
            let Some(victim) = c.random_porter(false)? else { return Ok(()) };
            hooks::dangerous_game(c, DangerousGame::Crocodile { victim })
        }
        // 4: a hippopotamus charges a random member from 2D6".
        4 => {
            let Some(victim) = c.random_member()? else { return Ok(()) };
            let distance = count(c, 2, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Hippo { victim, distance })
        }
        // 5: a porter steps into a deep hole, never seen again (with his load).
        5 => porter_gone(c, Fate::LostForever, true, false),
        // 6: 1D6 x 10 units of food ruined.
        6 => {
            let n = count(c, 1, Die::D6)?;
            let s =
                crate::supplies::Stores { rations: c.team.stores.rations.min(u32::from(n) * 10), ..Default::default() };
            c.lose_goods(s);
            Ok(())
        }
        // 7: swamp fever: 1D6 members sick.
        7 => {
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))
        }
        // 8: the muck: no movement this turn.
        8 => {
            c.today.no_move = true;
            Ok(())
        }
        // 9: a swamp creature: the porters will not enter the next square.
        9 => {
            super::jungle::forbid_next(c);
            Ok(())
        }
        // 0: a random member is stung and falls sick.
        _ => {
            if let Some(id) = c.random_member()? {
                c.sicken(id)?;
            }
            Ok(())
        }
    }
}

/// Most rounds of quicksand or gas before the engine ends the episode (the +1 per turn makes
/// both end by the fifth round anyway).
const ROUNDS: u8 = 10;

/// Quicksand (Swamp 1): each round, for each trapped man, a rescue roll 1D6 + 1 per helper
/// (a 6 or more = saved, his load lost), then for those still trapped 1D6 + rounds in the mire
/// (6 or more = sucked under, never seen again).
///
/// # Errors
/// Dice.
pub fn quicksand(c: &mut Ctx<'_, '_>, trapped: &[ManId], helpers: u8) -> Result<(), DiceError> {
    let mut stuck: Vec<ManId> = trapped.to_vec();
    for round in 1..=ROUNDS {
        let mut still = Vec::new();
        for id in stuck {
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Struggle, Die::D6, f);
            if f.saturating_add(helpers) >= 6 {
                c.lose_load_of(id);
                continue;
            }
            let s = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Fate, Die::D6, s);
            if s + round >= 6 {
                c.remove(id, Fate::LostForever, true)?;
            } else {
                still.push(id);
            }
        }
        stuck = still;
        if stuck.is_empty() {
            break;
        }
    }
    Ok(())
}

/// Swamp 2, the first rolls: 1D6 members, 1D6 each: 1-2 out without his load; 3-4 collapses
/// outside, carried 1D3 days, load lost; 5-6 down inside the cloud (then [`gas`]).
fn gas_cloud(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let n = count(c, 1, Die::D6)?;
    let mut downed = Vec::new();
    for id in c.pick_men(usize::from(n), |_| true)? {
        let f = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Fate, Die::D6, f);
        c.lose_load_of(id);
        match f {
            1..=2 => {}
            3..=4 => {
                let d = c.r.d3()?;
                c.set_condition(id, Condition::Carried { days: d, total: d });
            }
            _ => downed.push(id),
        }
    }
    if !downed.is_empty() {
        let free = able_men(c.team, &downed).len();
        let max_rescuers = u8::try_from(free.min(downed.len())).unwrap_or(u8::MAX);
        *c.question = Some(Question::Gas { downed, max_rescuers });
    }
    Ok(())
}

/// Men down in the gas (Swamp 2): each round a rescuer goes in for each downed man while
/// rescuers last: 1D6 + rounds he has gone in, 6 or more = he falls too; otherwise he carries the
/// man out (carried 1D3 days, `docs/rulings.md`). A man left down rolls 1D6 + rounds down: 6 or
/// more = dead.
///
/// # Errors
/// Dice.
pub fn gas(c: &mut Ctx<'_, '_>, downed: &[ManId], rescuers: u8) -> Result<(), DiceError> {
    let mut down: Vec<(ManId, u8)> = downed.iter().map(|d| (*d, 0)).collect();
    let mut team: Vec<(ManId, u8)> =
        able_men(c.team, downed).into_iter().take(usize::from(rescuers)).map(|m| (m, 0)).collect();
    for _ in 0..ROUNDS {
        let mut still = Vec::new();
        for (id, turns) in down {
            let turns = turns + 1;
            if let Some((rescuer, went)) = team.pop() {
                let went = went + 1;
                let f = c.r.roll(Die::D6)?;
                c.note_roll(RollPurpose::Struggle, Die::D6, f);
                if f + went >= 6 {
                    c.lose_load_of(rescuer);
                    still.push((rescuer, 0));
                } else {
                    let d = c.r.d3()?;
                    c.set_condition(id, Condition::Carried { days: d, total: d });
                    team.insert(0, (rescuer, went));
                    continue;
                }
            }
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Fate, Die::D6, f);
            if f + turns >= 6 {
                c.remove(id, Fate::Died, false)?;
            } else {
                still.push((id, turns));
            }
        }
        down = still;
        if down.is_empty() {
            break;
        }
    }
    Ok(())
}

/// Rations lost to spoilage: at most what is held.
pub(crate) fn spoil(c: &mut Ctx<'_, '_>, n: u32) {
    let mut s = crate::supplies::Stores::default();
    s.add(Item::Ration, c.team.stores.rations.min(n));
    c.lose_goods(s);
}
