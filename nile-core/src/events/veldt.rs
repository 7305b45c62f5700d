//! Wilderness Encounters Table - Veldt (EX-EVENT-VELDT-01 to -10).

use super::{count, direction, porter_gone};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::event::{Event, RollPurpose};
use crate::hooks::{self, DangerousGame};
use crate::map;
use crate::party::{Carrier, Fate, Role};
use crate::supplies::Stores;
use alloc::vec::Vec;
use tabletop::{DiceError, Die};

/// Resolve entry `face`.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, face: u8) -> Result<(), DiceError> {
    match face {
        // 1: grass fire: 1D6, a 6 = supplies abandoned; the party turns 90 degrees or more.
        1 => {
            let f = c.r.roll(Die::D6)?;
            c.note_roll(RollPurpose::GrassFire, Die::D6, f);
            if f == 6 {
                let all = c.team.stores;
                c.lose_goods(all);
            }
            *c.question = Some(Question::GrassFire { intended: c.today.heading });
            Ok(())
        }
        // 2: two rhinoceroses charge a random man from a random direction, 3D6" away.
        2 => {
            let Some(victim) = c.random_member()? else { return Ok(()) };
            let dir = direction(c)?;
            let distance = count(c, 3, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Rhinos { victim, distance, direction: dir })
        }
        // 3: stampede: 1D6 men injured, 1D6 loads destroyed.
        3 => {
            let n = count(c, 1, Die::D6)?;
            for id in c.pick_men(usize::from(n), |_| true)? {
                c.injure(id, 0)?;
            }
            let loads = count(c, 1, Die::D6)?;
            c.destroy_loads(u16::from(loads))
        }
        // 4: a straggling porter 3D6" behind is charged by a lion.
        4 => {
            let Some(victim) = c.random_porter(false)? else { return Ok(()) };
            let distance = count(c, 3, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Lion { victim, distance })
        }
        // 5: locusts: every animal must be fed 5 units of food (rations; an animal that cannot be
        // fed is lost, docs/rulings.md); one random man runs off.
        5 => {
            let animals: Vec<u16> = c.team.animals.iter().map(|a| a.id).collect();
            let mut lost = 0;
            let mut eaten = Stores::default();
            for id in animals {
                if c.team.stores.rations >= 5 {
                    c.team.stores.rations -= 5;
                    eaten.rations += 5;
                } else {
                    c.team.animals.retain(|a| a.id != id);
                    lost += 1;
                }
            }
            let team = c.tid();
            if !eaten.is_empty() {
                c.ev.push(Event::GoodsLost { team, goods: eaten });
            }
            if lost > 0 {
                c.ev.push(Event::AnimalsLost { team, count: lost });
            }
            if let Some(id) = c.random_member()? {
                c.remove(id, Fate::LostForever, true)?;
            }
            Ok(())
        }
        // 6: a rumoured elephants' graveyard two squares away in a random direction.
        6 => {
            let d = direction(c)?;
            let sq = map::square_of(c.team.position).neighbour(d).neighbour(d);
            if sq.on_table() && c.map.cell(sq).is_some_and(|x| !x.impassable) {
                c.team.graveyard = Some(sq);
            }
            Ok(())
        }
        // 7: 2D6 buffalo at the only waterhole, 3D6" away, the water 1D6" beyond.
        7 => {
            let n = count(c, 2, Die::D6)?;
            let distance = count(c, 3, Die::D6)?;
            let water_beyond = count(c, 1, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Buffalo { count: n, distance, water_beyond })
        }
        // 8: a porter drops out of line, never seen again, with his load.
        8 => porter_gone(c, Fate::LostForever, true, true),
        // 9: tsetse flies: 1D6 members sick.
        9 => {
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))
        }
        // 0: 2D6 warthogs attack.
        _ => {
            let n = count(c, 2, Die::D6)?;
            hooks::dangerous_game(c, DangerousGame::Warthogs { count: n })
        }
    }
}

/// The rumoured graveyard is reached (Veldt 6): 1D6, a 6 = found: the ordinary bearers drop
/// their loads and carry ivory instead, one tusk each (10 Portage Points, EX-QUEST-14), scored
/// as tusks, 20 VP each on return (EX-VP table; `docs/rulings.md`); otherwise the mission
/// continues. Either way the porters are satisfied.
///
/// # Errors
/// Dice.
pub fn graveyard_reached(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    c.team.graveyard = None;
    let f = c.r.roll(Die::D6)?;
    c.note_roll(RollPurpose::Graveyard, Die::D6, f);
    if f != 6 {
        return Ok(());
    }
    let bearers: Vec<_> =
        c.team.men.iter().filter(|m| m.role == Role::Bearer && !m.condition.is_disabled()).map(|m| m.id).collect();
    let mut dropped = Stores::default();
    for id in &bearers {
        let s = c.team.load_of(Carrier::Bearer(*id));
        for i in crate::supplies::Item::ALL {
            dropped.add(i, s.get(i));
        }
    }
    c.lose_goods(dropped);
    let tusks = bearers.len() as u32;
    let ivory = tusks.saturating_mul(crate::quest::graveyard::TUSK_PORTAGE);
    c.team.race.tusks = c.team.race.tusks.saturating_add(tusks);
    c.team.stores.treasure = c.team.stores.treasure.saturating_add(ivory);
    let team = c.tid();
    let goods = Stores { treasure: ivory, ..Stores::default() };
    c.ev.push(Event::GoodsGained { team, goods });
    Ok(())
}
