//! Wilderness Encounters Table - Jungle (EX-EVENT-JUNGLE-01 to -10).

use super::{able_men, botanist, count, porter_gone};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::event::{Event, RollPurpose};
use crate::hooks::{self, DangerousGame};
use crate::map;
use crate::party::{Fate, ManId, Role};
use tabletop::{DiceError, Die};

/// Resolve entry `face`.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, face: u8) -> Result<(), DiceError> {
    match face {
        // 1: voodoo signs: the porters will not enter the next square (on the party's heading).
        1 => {
            forbid_next(c);
            Ok(())
        }
        // 2: a python seizes a random party member; who attacks it with knives?
        2 => {
            let Some(victim) = c.random_member()? else { return Ok(()) };
            let candidates = able_men(c.team, &[victim]);
            *c.question = Some(Question::Python { victim, candidates });
            Ok(())
        }
        // 3: lost: no movement this turn.
        3 => {
            c.today.no_move = true;
            Ok(())
        }
        // 4: a porter wanders off, never seen again, with his load.
        4 => porter_gone(c, Fate::LostForever, true, false),
        // 5: a leopard attacks a random party member.
        5 => {
            let Some(victim) = c.random_member()? else { return Ok(()) };
            hooks::dangerous_game(c, DangerousGame::Leopard { victim })
        }
        // 6: insect bites: 1D6 members sick.
        6 => {
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))
        }
        // 7: 2D6 elephants crash through camp: 1D6 loads destroyed; they charge.
        7 => {
            let n = count(c, 2, Die::D6)?;
            let loads = count(c, 1, Die::D6)?;
            c.destroy_loads(u16::from(loads))?;
            hooks::dangerous_game(c, DangerousGame::Elephants { count: n })
        }
        // 8: bad omens: 1D6 porters put down their loads and vanish (reliable bearers stay).
        8 => {
            let n = count(c, 1, Die::D6)?;
            for id in c.pick_men(usize::from(n), |m| m.role == Role::Bearer)? {
                c.remove(id, Fate::LostForever, false)?;
            }
            Ok(())
        }
        // 9: jungle fruit: 1D6 members sick (the Botanist ignores it).
        9 => {
            if botanist(c) {
                return Ok(());
            }
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))
        }
        // 0: a random member falls down a hill: Injury Table.
        _ => {
            if let Some(id) = c.random_member()? {
                c.injure(id, 0)?;
            }
            Ok(())
        }
    }
}

/// The porters refuse the next square on the party's heading.
pub(crate) fn forbid_next(c: &mut Ctx<'_, '_>) {
    let sq = map::square_of(c.team.position).neighbour(c.today.heading);
    if sq.on_table() && !c.team.forbidden.contains(&sq) {
        c.team.forbidden.push(sq);
        let team = c.tid();
        c.ev.push(Event::Forbidden { team, square: sq });
    }
}

/// Most python rounds before the engine stops the fight (it cannot go on forever; `docs`).
const PYTHON_ROUNDS: u8 = 50;

/// The python fight (Jungle 2). Each round each attacker rolls 1D6: 1-3 miss, 4 snake hit,
/// 5 snake hit and the victim nicked, 6 the victim hit (an injury). Then hits so far + 1D6 >= 10
/// kills the snake; otherwise the victim rolls 1D6: 1 killed, 2 injured, 3-5 held, 6 escapes.
/// 3 nicks = 1 injury. At the end a victim with injuries rolls once on the Injury Table, +1 per
/// 3 injuries (`docs/rulings.md`).
///
/// # Errors
/// Dice.
pub fn python(c: &mut Ctx<'_, '_>, victim: ManId, attackers: &[ManId]) -> Result<(), DiceError> {
    let (mut hits, mut nicks, mut injuries) = (0u8, 0u8, 0u8);
    for _ in 0..PYTHON_ROUNDS {
        for _ in attackers {
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::Struggle, Die::D6, f);
            match f {
                4 => hits += 1,
                5 => {
                    hits += 1;
                    nicks += 1;
                }
                6 => injuries += 1,
                _ => {}
            }
        }
        let k = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Struggle, Die::D6, k);
        if k + hits >= 10 {
            break;
        }
        let v = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Fate, Die::D6, v);
        match v {
            1 => return c.remove(victim, Fate::Died, false),
            2 => injuries += 1,
            6 => break,
            _ => {}
        }
    }
    let total = injuries + nicks / 3;
    if total > 0 {
        c.injure(victim, total / 3)?;
    }
    Ok(())
}
