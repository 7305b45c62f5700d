//! Wilderness Encounters Table - Mountains (EX-EVENT-MOUNTAIN-01 to -10).

use super::{botanist, count, direction, porter_drops_load, porter_gone};
use crate::ctx::Ctx;
use crate::event::{Event, RollPurpose, StopReason};
use crate::hooks::{self, DangerousGame};
use crate::map::{self, SQUARE};
use crate::movement;
use crate::party::Fate;
use alloc::vec::Vec;
use tabletop::{DiceError, Die, Length};

/// Resolve entry `face`.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, face: u8) -> Result<(), DiceError> {
    match face {
        // 1: a porter falls to his death; his load is lost.
        1 => porter_gone(c, Fate::Died, true, false),
        // 2: 1D6+10 baboons, 2D6" away in a random direction.
        2 => {
            let n = count(c, 1, Die::D6)? + 10;
            let distance = count(c, 2, Die::D6)?;
            let dir = direction(c)?;
            hooks::dangerous_game(c, DangerousGame::Baboons { count: n, distance, direction: dir })
        }
        // 3: no path: the square is marked impassable; the party cannot go on through it this
        // turn (docs/rulings.md).
        3 => {
            let sq = map::square_of(c.team.position);
            if let Some(cell) = c.map.cell_mut(sq) {
                cell.impassable = true;
            }
            c.ev.push(Event::Impassable { square: sq });
            c.today.no_move = true;
            Ok(())
        }
        // 4: lost: moved 1D3 squares in a random direction (this is the turn's move).
        4 => {
            let n = c.r.d3()?;
            c.note_roll(RollPurpose::Count, Die::D6, n);
            let d = direction(c)?;
            shift(c, d, n)?;
            c.today.no_move = true;
            Ok(())
        }
        // 5: the cold makes 1D6 random party members sick.
        5 => {
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))
        }
        // 6: 3D6 chimpanzees raid the food stores.
        6 => {
            let n = count(c, 3, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Chimpanzees { count: n })
        }
        // 7: a porter meets 1D6 mountain gorillas.
        7 => {
            let Some(porter) = c.random_porter(false)? else { return Ok(()) };
            let n = count(c, 1, Die::D6)?;
            let party_distance = count(c, 2, Die::D6)?;
            let a = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Fate, Die::D6, a);
            let action = match a {
                1..=2 => 'A',
                3..=4 => 'B',
                _ => 'D',
            };
            hooks::dangerous_game(c, DangerousGame::Gorillas { count: n, porter, action, party_distance })
        }
        // 8: avalanche.
        8 => avalanche(c),
        // 9: a porter eats strange berries and dies (the Botanist ignores it).
        9 => {
            if botanist(c) {
                return Ok(());
            }
            porter_gone(c, Fate::Died, false, false)
        }
        // 0: a porter drops his load down the mountainside.
        _ => porter_drops_load(c),
    }
}

/// The party is moved `n` squares in direction `d`, stopping at the table edge or an
/// impassable square; squares entered are explored.
///
/// # Errors
/// Dice.
pub fn shift(c: &mut Ctx<'_, '_>, d: map::Direction, n: u8) -> Result<(), DiceError> {
    let team = c.tid();
    let from = c.team.position;
    let mut stopped = None;
    for _ in 0..n {
        let cur = map::square_of(c.team.position);
        let next = cur.neighbour(d);
        if let Err(why) = movement::enter(c, cur, next)? {
            stopped = Some(why);
            break;
        }
        let (dx, dy) = d.delta();
        let p = c.team.position;
        c.team.position = tabletop::Point::new(
            Length(p.x.units() + i32::from(dx) * SQUARE.units()),
            Length(p.y.units() + i32::from(dy) * SQUARE.units()),
        );
        if let Some(why) = movement::arrived_in(c, next)? {
            stopped = Some(why);
            break;
        }
    }
    let to = c.team.position;
    let stopped: Option<StopReason> = stopped;
    c.ev.push(Event::Moved { team, dice: Vec::new(), intended: i32::from(n) * SQUARE.units(), from, to, stopped });
    Ok(())
}

/// An avalanche takes a caught man's load, and a European's or an askari's gun with it (he
/// carries his gun himself: it is part of what he loses, docs/rulings.md "The avalanche's
/// lost loads").
fn lost_with_gun(c: &mut Ctx<'_, '_>, id: crate::party::ManId) {
    c.lose_load_of(id);
    c.team.lose_arms(id);
}

/// Mountains 8: 1D6 per member, a 1 = caught; 1D6 per caught man in printed order: 1 OK, load
/// lost (his gun too); 2 injured, load saved; 3 injured, load lost; 4 severely injured (+2 on the Injury
/// Table), load saved; 5 severely injured, load lost; 6 killed, load lost.
///
/// # Errors
/// Dice.
pub fn avalanche(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let ids: Vec<_> = c.team.men.iter().map(|m| m.id).collect();
    let mut caught = Vec::new();
    for id in ids {
        let f = c.r.roll(Die::D6)?;
        if f == 1 {
            caught.push(id);
        }
    }
    for id in caught {
        let f = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Fate, Die::D6, f);
        match f {
            1 => lost_with_gun(c, id),
            2 => c.injure(id, 0)?,
            3 => {
                lost_with_gun(c, id);
                c.injure(id, 0)?;
            }
            4 => c.injure(id, 2)?,
            5 => {
                lost_with_gun(c, id);
                c.injure(id, 2)?;
            }
            _ => c.remove(id, Fate::Died, true)?,
        }
    }
    Ok(())
}
