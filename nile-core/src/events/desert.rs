//! Wilderness Encounters Table - Desert (EX-EVENT-DESERT-01 to -10).

use super::{count, porter_gone};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::event::{Event, RollPurpose};
use crate::health::Condition;
use crate::party::{AnimalKind, Carrier, Fate, ManId, Role};
use crate::supplies::{Item, Stores};
use alloc::vec::Vec;
use tabletop::{DiceError, Die};

/// Resolve entry `face`.
///
/// # Errors
/// Dice.
pub fn resolve(c: &mut Ctx<'_, '_>, face: u8) -> Result<(), DiceError> {
    match face {
        // 1: sandstorm: no movement; 1D6 per member, a 6 = lost in the storm forever.
        1 => {
            c.today.no_move = true;
            let ids: Vec<_> = c.team.men.iter().map(|m| m.id).collect();
            for id in ids {
                let f = c.r.roll(Die::D6)?;
                if f == 6 {
                    c.remove(id, Fate::LostForever, true)?;
                }
            }
            Ok(())
        }
        // 2: a porter is stung by a scorpion and dies.
        2 => porter_gone(c, Fate::Died, false, false),
        // 3: a porter's water bag fails: all his water is lost.
        3 => {
            let carriers = water_carriers(c);
            if let Some(id) = c.pick(&carriers)? {
                let s = Stores { water: c.team.load_of(Carrier::Bearer(id)).water, ..Stores::default() };
                c.lose_goods(s);
            }
            Ok(())
        }
        // 4: a dry waterhole: dig?
        4 => {
            *c.question = Some(Question::DryWaterhole);
            Ok(())
        }
        // 5: 1D6 men collapse from the heat: an extra ration of water each may revive them.
        5 => {
            let n = count(c, 1, Die::D6)?;
            let men = c.pick_men(usize::from(n), |_| true)?;
            if !men.is_empty() {
                *c.question = Some(Question::HeatCollapse { men });
            }
            Ok(())
        }
        // 6: a toxic waterhole: 1D6 men and all animals sick.
        6 => {
            let n = count(c, 1, Die::D6)?;
            c.sicken_random(usize::from(n))?;
            sicken_animals(c)
        }
        // 7: a whirlwind.
        7 => whirlwind(c),
        // 8: mounted bandits: a porter and his load are gone.
        8 => porter_gone(c, Fate::LostForever, true, false),
        // 9: a porter with a full load of water deserts with it.
        9 => {
            let carriers = water_carriers(c);
            let best = carriers
                .iter()
                .copied()
                .filter(|id| c.role(*id) == Some(Role::Bearer))
                .max_by_key(|id| (c.team.load_of(Carrier::Bearer(*id)).water, core::cmp::Reverse(id.0)));
            if let Some(id) = best {
                c.remove(id, Fate::Deserted, true)?;
            }
            Ok(())
        }
        // 0: the heat spoils 1D6 x 10 rations.
        _ => {
            let n = count(c, 1, Die::D6)?;
            super::swamp::spoil(c, u32::from(n) * 10);
            Ok(())
        }
    }
}

/// Porters carrying water in the packing.
fn water_carriers(c: &Ctx<'_, '_>) -> Vec<ManId> {
    c.team
        .allocation()
        .into_iter()
        .filter_map(|(carrier, s)| match carrier {
            Carrier::Bearer(id) if s.water > 0 => Some(id),
            _ => None,
        })
        .collect()
}

/// Animals fall sick (`docs/rulings.md`): 1D10 each, 9-10 dies, else it carries nothing for
/// 1D3 days.
fn sicken_animals(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let ids: Vec<u16> = c.team.animals.iter().map(|a| a.id).collect();
    let mut lost = 0;
    for id in ids {
        let f = c.r.d10()?;
        if f >= 9 {
            c.team.animals.retain(|a| a.id != id);
            lost += 1;
        } else {
            let d = c.r.d3()?;
            if let Some(a) = c.team.animals.iter_mut().find(|a| a.id == id) {
                a.sick_days = d;
            }
        }
    }
    if lost > 0 {
        let team = c.tid();
        c.ev.push(Event::AnimalsLost { team, count: lost });
    }
    Ok(())
}

/// Desert 7: a random member and everyone within 2" of him (the party marches in file 1"
/// apart, so the two men before and after him in marching order, `docs/rulings.md`); 1D6 each:
/// 1-2 knocked down, unhurt; 3-4 knocked down, supplies carried destroyed; 5 injured, supplies
/// intact; 6 injured and supplies destroyed.
///
/// # Errors
/// Dice.
pub fn whirlwind(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let n = c.team.men.len();
    let Some(i) = c.r.pick(n)? else { return Ok(()) };
    let hit: Vec<ManId> = c.team.men[i.saturating_sub(2)..(i + 3).min(n)].iter().map(|m| m.id).collect();
    for id in hit {
        let f = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Fate, Die::D6, f);
        match f {
            1..=2 => {}
            3..=4 => c.lose_load_of(id),
            5 => c.injure(id, 0)?,
            _ => {
                c.lose_load_of(id);
                c.injure(id, 0)?;
            }
        }
    }
    Ok(())
}

/// Desert 4, dig or not: digging costs the day's move; 1D6: 1-3 every water bag filled (to the
/// party's free carrying capacity), 4 one day's water, 5-6 none.
///
/// # Errors
/// Dice.
pub fn dig(c: &mut Ctx<'_, '_>, yes: bool) -> Result<(), DiceError> {
    if !yes {
        return Ok(());
    }
    c.today.no_move = true;
    let f = c.r.roll(Die::D6)?;
    c.note_roll(RollPurpose::Digging, Die::D6, f);
    let room = c.team.room_for(crate::supplies::Item::Water);
    let day =
        c.team.men.len() as u32 + 2 * c.team.animals.iter().filter(|a| a.kind != AnimalKind::Camel).count() as u32;
    let add = match f {
        1..=3 => room,
        4 => day.min(room),
        _ => 0,
    };
    if add > 0 {
        c.team.stores.add(Item::Water, add);
        let team = c.tid();
        let goods = Stores { water: add, ..Stores::default() };
        c.ev.push(Event::GoodsGained { team, goods });
    }
    Ok(())
}

/// Desert 5: men given an extra unit of water each (while it lasts) are revived; the others
/// must be carried for 1D3 days (`docs/rulings.md`).
///
/// # Errors
/// Dice.
pub fn heat_collapse(c: &mut Ctx<'_, '_>, men: &[ManId], give: bool) -> Result<(), DiceError> {
    for id in men {
        if c.role(*id).is_none() {
            continue;
        }
        if give && c.team.stores.take(Item::Water, 1) == 1 {
            continue;
        }
        let d = c.r.d3()?;
        c.set_condition(*id, Condition::Carried { days: d, total: d });
    }
    Ok(())
}
