//! Stores (what a party carries), and food and water: rations per man per day, water in the
//! desert, hunger and thirst, desertion of the unfed.
//!
//! Sources: expedition game, price list and "Description Of Items"; "Running Out Of Food Or
//! Water", "Effects Of Being Without Food", "Effects Of Being Without Water" (EX-OUTFIT-17,
//! EX-FOOD-01 to EX-FOOD-14, EX-WATER-01 to EX-WATER-10); RULINGS.md (a turn is one day; water
//! is free, 1 Portage Point a unit, needed only in the desert).

use core::fmt;
use serde::{Deserialize, Serialize};

/// A kind of carried good. Each unit weighs 1 Portage Point, except ammunition, counted in
/// rounds and weighing 1 Portage Point per 10 rounds (or part of 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileItem"))]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// 1 ration feeds 1 man for 1 day.
    Ration,
    /// A unit of water (desert: 1 per man, 2 per pack animal, per day).
    Water,
    /// Cloth, beads and trinkets for barter.
    TradeGood,
    /// Treats 1 man 1 time.
    Medicine,
    /// Regular rifle rounds.
    RegularAmmo,
    /// Express rifle rounds.
    ExpressAmmo,
    /// Pistol rounds.
    PistolAmmo,
    /// A regular rifle.
    RegularRifle,
    /// An Express (big game) rifle.
    ExpressRifle,
    /// A pistol.
    Pistol,
    /// The Photographer's supplies (4 Portage Points per photo).
    PhotoSupplies,
    /// The Photographer's plates.
    PhotoPlates,
    /// Treasure and ivory, in Portage Points (a "load" is 10).
    Treasure,
}

impl Item {
    /// Every item, in packing order (what is loaded first).
    pub const ALL: [Item; 13] = [
        Item::Ration,
        Item::Water,
        Item::TradeGood,
        Item::Medicine,
        Item::RegularAmmo,
        Item::ExpressAmmo,
        Item::PistolAmmo,
        Item::RegularRifle,
        Item::ExpressRifle,
        Item::Pistol,
        Item::PhotoSupplies,
        Item::PhotoPlates,
        Item::Treasure,
    ];

    /// True for ammunition (counted in rounds).
    pub const fn is_ammo(self) -> bool {
        matches!(self, Item::RegularAmmo | Item::ExpressAmmo | Item::PistolAmmo)
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Item::Ration => "rations",
            Item::Water => "water",
            Item::TradeGood => "trade goods",
            Item::Medicine => "medicine",
            Item::RegularAmmo => "regular rounds",
            Item::ExpressAmmo => "express rounds",
            Item::PistolAmmo => "pistol rounds",
            Item::RegularRifle => "regular rifles",
            Item::ExpressRifle => "express rifles",
            Item::Pistol => "pistols",
            Item::PhotoSupplies => "photographic supplies",
            Item::PhotoPlates => "photographic plates",
            Item::Treasure => "treasure",
        })
    }
}

/// Quantities of every [`Item`] (ammunition in rounds, the rest in units = Portage Points).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStores"))]
#[serde(expecting = "stores: an object of counts (`rations`, `water`, `trade_goods`, `medicine`...)")]
pub struct Stores {
    /// Rations.
    pub rations: u32,
    /// Water units.
    pub water: u32,
    /// Trade goods.
    pub trade_goods: u32,
    /// Medicine units.
    pub medicine: u32,
    /// Regular rifle rounds.
    pub regular_ammo: u32,
    /// Express rifle rounds.
    pub express_ammo: u32,
    /// Pistol rounds.
    pub pistol_ammo: u32,
    /// Regular rifles.
    pub regular_rifles: u32,
    /// Express rifles.
    pub express_rifles: u32,
    /// Pistols.
    pub pistols: u32,
    /// Photographic supplies (Portage Points).
    pub photo_supplies: u32,
    /// Photographic plates (Portage Points).
    pub photo_plates: u32,
    /// Treasure (Portage Points).
    pub treasure: u32,
}

impl Stores {
    /// The quantity of one item.
    pub const fn get(&self, item: Item) -> u32 {
        match item {
            Item::Ration => self.rations,
            Item::Water => self.water,
            Item::TradeGood => self.trade_goods,
            Item::Medicine => self.medicine,
            Item::RegularAmmo => self.regular_ammo,
            Item::ExpressAmmo => self.express_ammo,
            Item::PistolAmmo => self.pistol_ammo,
            Item::RegularRifle => self.regular_rifles,
            Item::ExpressRifle => self.express_rifles,
            Item::Pistol => self.pistols,
            Item::PhotoSupplies => self.photo_supplies,
            Item::PhotoPlates => self.photo_plates,
            Item::Treasure => self.treasure,
        }
    }

    /// The quantity of one item, mutably.
    pub fn get_mut(&mut self, item: Item) -> &mut u32 {
        match item {
            Item::Ration => &mut self.rations,
            Item::Water => &mut self.water,
            Item::TradeGood => &mut self.trade_goods,
            Item::Medicine => &mut self.medicine,
            Item::RegularAmmo => &mut self.regular_ammo,
            Item::ExpressAmmo => &mut self.express_ammo,
            Item::PistolAmmo => &mut self.pistol_ammo,
            Item::RegularRifle => &mut self.regular_rifles,
            Item::ExpressRifle => &mut self.express_rifles,
            Item::Pistol => &mut self.pistols,
            Item::PhotoSupplies => &mut self.photo_supplies,
            Item::PhotoPlates => &mut self.photo_plates,
            Item::Treasure => &mut self.treasure,
        }
    }

    /// Portage Points of one item's quantity (ammunition: 1 per 10 rounds or part).
    pub const fn portage_of(item: Item, qty: u32) -> u32 {
        if item.is_ammo() { qty.div_ceil(10) } else { qty }
    }

    /// Total Portage Points (saturating).
    pub fn portage(&self) -> u32 {
        Item::ALL.iter().fold(0u32, |t, i| t.saturating_add(Stores::portage_of(*i, self.get(*i))))
    }

    /// Remove up to `qty` of `item`; returns how much was removed (never goes below zero).
    pub fn take(&mut self, item: Item, qty: u32) -> u32 {
        let v = self.get_mut(item);
        let t = qty.min(*v);
        *v -= t;
        t
    }

    /// Add `qty` of `item` (saturating).
    pub fn add(&mut self, item: Item, qty: u32) {
        let v = self.get_mut(item);
        *v = v.saturating_add(qty);
    }

    /// Remove everything in `other` from `self` (saturating at zero).
    pub fn remove_all(&mut self, other: &Stores) {
        for i in Item::ALL {
            self.take(i, other.get(i));
        }
    }

    /// True when nothing is held.
    pub fn is_empty(&self) -> bool {
        Item::ALL.iter().all(|i| self.get(*i) == 0)
    }

    /// Take up to `pp` Portage Points of goods in packing order (ammunition by 10 rounds);
    /// returns what was taken.
    pub fn take_portage(&mut self, mut pp: u32) -> Stores {
        let mut out = Stores::default();
        for item in Item::ALL {
            if pp == 0 {
                break;
            }
            let have = self.get(item);
            let qty = if item.is_ammo() { have.min(pp.saturating_mul(10)) } else { have.min(pp) };
            if qty == 0 {
                continue;
            }
            self.take(item, qty);
            out.add(item, qty);
            pp = pp.saturating_sub(Stores::portage_of(item, qty));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn portage_counts_ammo_by_tens() {
        let s = Stores { rations: 5, regular_ammo: 21, express_ammo: 10, ..Stores::default() };
        assert_eq!(s.portage(), 5 + 3 + 1);
        let mut t = s;
        assert_eq!(t.take(Item::Ration, 9), 5);
        assert_eq!(t.rations, 0);
        let mut u = s;
        let got = u.take_portage(7);
        assert_eq!(got.rations, 5);
        assert_eq!(got.regular_ammo, 20);
        assert_eq!(u.portage(), 2);
    }
}

/// What a hunger or thirst roll does to a man's movement this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMoveEffect"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MoveEffect {
    /// No effect.
    None,
    /// Inches off each movement die.
    PerDie {
        /// Inches.
        inches: u8,
    },
    /// Movement is 1D6-3 inches.
    D6Minus3,
    /// No movement.
    NoMove,
}

/// The result of a hunger or thirst roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrivationEffect"))]
pub struct PrivationEffect {
    /// Movement.
    pub movement: MoveEffect,
    /// Added to all his shooting die rolls this turn.
    pub shooting: u8,
    /// The man dies.
    pub dies: bool,
}

const fn eff(movement: MoveEffect, shooting: u8) -> PrivationEffect {
    PrivationEffect { movement, shooting, dies: false }
}

/// The table "Effects Of Being Without Food" by modified total (EX-FOOD-04 to EX-FOOD-12).
pub const fn hunger_effect(total: u8) -> PrivationEffect {
    use MoveEffect::*;
    match total {
        0..=3 => eff(None, 0),
        4..=5 => eff(PerDie { inches: 1 }, 0),
        6 => eff(PerDie { inches: 2 }, 1),
        7 => eff(PerDie { inches: 3 }, 1),
        8..=9 => eff(D6Minus3, 2),
        10..=11 => eff(NoMove, 2),
        12..=13 => eff(NoMove, 3),
        14 => eff(NoMove, 4),
        _ => PrivationEffect { movement: NoMove, shooting: 4, dies: true },
    }
}

/// The table "Effects Of Being Without Water" by modified total (EX-WATER-02 to EX-WATER-10).
pub const fn thirst_effect(total: u8) -> PrivationEffect {
    use MoveEffect::*;
    match total {
        0..=2 => eff(None, 0),
        3 => eff(PerDie { inches: 1 }, 0),
        4 => eff(PerDie { inches: 2 }, 1),
        5 => eff(PerDie { inches: 3 }, 1),
        6 => eff(D6Minus3, 2),
        7 => eff(NoMove, 2),
        8 => eff(NoMove, 3),
        9 => eff(NoMove, 4),
        _ => PrivationEffect { movement: NoMove, shooting: 4, dies: true },
    }
}

/// Roll for a man without food (`thirst == false`, 1D10, high rolls above 5) or water (1D6,
/// high rolls above 3): + 1 per turn without after the first, + 1 per earlier high roll
/// (EX-FOOD-03, EX-WATER-01). Updates the record; returns (face, total, effect).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn privation_roll(
    p: &mut crate::party::Privation,
    thirst: bool,
    r: &mut crate::luck::Roller<'_>,
) -> Result<(u8, u8, PrivationEffect), tabletop::DiceError> {
    let (die, high) = if thirst { (tabletop::Die::D6, 3) } else { (tabletop::Die::D10, 5) };
    p.turns = p.turns.saturating_add(1);
    let face = r.roll(die)?;
    let total = face.saturating_add(p.turns - 1).saturating_add(p.high_rolls);
    if face > high {
        p.high_rolls = p.high_rolls.saturating_add(1);
    }
    let e = if thirst { thirst_effect(total) } else { hunger_effect(total) };
    Ok((face, total, e))
}

/// Movement after privation effects: dice faces less `per die` inches each (not below 0), or
/// the 1D6-3 result, or nothing (EX-FOOD-13: below zero = no movement).
pub fn apply_move_effect(faces: &[u8], effect: MoveEffect, d6: u8) -> u32 {
    match effect {
        MoveEffect::None => faces.iter().map(|f| u32::from(*f)).sum(),
        MoveEffect::PerDie { inches } => faces.iter().map(|f| u32::from(f.saturating_sub(inches))).sum(),
        MoveEffect::D6Minus3 => u32::from(d6.saturating_sub(3)),
        MoveEffect::NoMove => 0,
    }
}

#[cfg(test)]
mod privation_tests {
    use super::*;
    use crate::luck::Roller;
    use crate::party::Privation;
    use tabletop::DiceSource;

    // rule: EX-FOOD-04
    // rule: EX-FOOD-05
    // rule: EX-FOOD-06
    // rule: EX-FOOD-07
    // rule: EX-FOOD-08
    // rule: EX-FOOD-09
    // rule: EX-FOOD-10
    // rule: EX-FOOD-11
    // rule: EX-FOOD-12
    #[test]
    fn hunger_table() {
        use MoveEffect::*;
        assert_eq!(hunger_effect(3), eff(None, 0));
        assert_eq!(hunger_effect(5), eff(PerDie { inches: 1 }, 0));
        assert_eq!(hunger_effect(6), eff(PerDie { inches: 2 }, 1));
        assert_eq!(hunger_effect(7), eff(PerDie { inches: 3 }, 1));
        assert_eq!(hunger_effect(9), eff(D6Minus3, 2));
        assert_eq!(hunger_effect(11), eff(NoMove, 2));
        assert_eq!(hunger_effect(13), eff(NoMove, 3));
        assert_eq!(hunger_effect(14), eff(NoMove, 4));
        assert!(hunger_effect(15).dies);
    }

    // rule: EX-WATER-02
    // rule: EX-WATER-03
    // rule: EX-WATER-04
    // rule: EX-WATER-05
    // rule: EX-WATER-06
    // rule: EX-WATER-07
    // rule: EX-WATER-08
    // rule: EX-WATER-09
    // rule: EX-WATER-10
    #[test]
    fn thirst_table() {
        use MoveEffect::*;
        assert_eq!(thirst_effect(2), eff(None, 0));
        assert_eq!(thirst_effect(3), eff(PerDie { inches: 1 }, 0));
        assert_eq!(thirst_effect(4), eff(PerDie { inches: 2 }, 1));
        assert_eq!(thirst_effect(5), eff(PerDie { inches: 3 }, 1));
        assert_eq!(thirst_effect(6), eff(D6Minus3, 2));
        assert_eq!(thirst_effect(7), eff(NoMove, 2));
        assert_eq!(thirst_effect(8), eff(NoMove, 3));
        assert_eq!(thirst_effect(9), eff(NoMove, 4));
        assert!(thirst_effect(10).dies);
    }

    // rule: EX-FOOD-03
    // rule: EX-WATER-01
    #[test]
    fn privation_grows_with_turns_and_high_rolls() {
        let mut p = Privation::default();
        let mut d = DiceSource::scripted([6, 2, 4, 4]);
        let mut r = Roller::new(&mut d);
        assert_eq!(privation_roll(&mut p, false, &mut r).unwrap().1, 6, "first turn: as rolled");
        assert_eq!(
            privation_roll(&mut p, false, &mut r).unwrap().1,
            2 + 1 + 1,
            "+1 second turn, +1 earlier roll over 5"
        );
        let mut q = Privation::default();
        assert_eq!(privation_roll(&mut q, true, &mut r).unwrap().1, 4);
        assert_eq!(privation_roll(&mut q, true, &mut r).unwrap().1, 4 + 1 + 1, "thirst: rolls over 3 count");
    }

    // rule: EX-FOOD-13
    // rule: EX-FOOD-14
    #[test]
    fn movement_never_below_zero() {
        assert_eq!(apply_move_effect(&[1, 5, 3], MoveEffect::PerDie { inches: 2 }, 0), 3 + 1);
        assert_eq!(apply_move_effect(&[6, 6], MoveEffect::D6Minus3, 2), 0);
        assert_eq!(apply_move_effect(&[6, 6], MoveEffect::D6Minus3, 5), 2);
        assert_eq!(apply_move_effect(&[6, 6], MoveEffect::NoMove, 0), 0);
        // Effects last the turn only: a fed man's record is reset by the caller (see day.rs).
    }
}
