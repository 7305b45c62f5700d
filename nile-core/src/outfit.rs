//! Outfitting the expeditions: the price list, portage and carrying capacities, the explorer's
//! own load, and the validation of a team's purchases.
//!
//! Source: expedition game, "Outfitting The Expeditions", "Description Of Items", "The
//! Explorer(s)" (EX-OUTFIT-01 to EX-OUTFIT-31); the supercargoes' donations and extra oxen and
//! mules from "Supercargo" (EX-CARGO-02, -06, -15, -19, -27, -38).

use crate::error::OutfitError;
use crate::supercargo::SupercargoKind;
use crate::supplies::{Item, Stores};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// Money each team starts with, in dollars (EX-OUTFIT-01).
pub const BUDGET: u32 = 1000;
/// A bearer's (or reliable bearer's) carrying capacity, Portage Points (EX-OUTFIT-13/14).
pub const BEARER_CAPACITY: u32 = 10;
/// A pack animal's carrying capacity (EX-OUTFIT-15).
pub const ANIMAL_CAPACITY: u32 = 40;
/// Pack animals one bearer can lead (EX-OUTFIT-24).
pub const ANIMALS_PER_BEARER: u32 = 3;
/// A canoe's capacity (EX-OUTFIT-16/23).
pub const CANOE_CAPACITY: u32 = 300;
/// Portage Points of a carried canoe, and of each man aboard a canoe (EX-OUTFIT-16/23); also
/// what a man who must be carried weighs (ruling, `docs/rulings.md`).
pub const CANOE_PORTAGE: u32 = 15;
/// Most men, and most animals, one expedition may hire (men and animals are numbered with
/// 16-bit ids; the $1,000 budget buys a few hundred at most).
pub const MAX_HANDS: u32 = 10_000;
/// Rounds in one purchased box of ammunition.
pub const ROUNDS_PER_BOX: u32 = 10;

/// One line of the price list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePurchase"))]
#[serde(rename_all = "snake_case")]
pub enum Purchase {
    /// $2.
    Ration,
    /// $2.
    TradeGood,
    /// $10.
    Medicine,
    /// $10 per 10 rounds.
    RegularAmmoBox,
    /// $20 per 10 rounds.
    ExpressAmmoBox,
    /// $5 per 10 rounds.
    PistolAmmoBox,
    /// $20.
    RegularRifle,
    /// $50.
    ExpressRifle,
    /// $5.
    Pistol,
    /// $50, with a musket and 20 rounds.
    Askari,
    /// $50.
    Guide,
    /// $10.
    Bearer,
    /// $40.
    ReliableBearer,
    /// $90 (ponies, donkeys, mules, horses or camels).
    PackAnimal,
    /// $50.
    Canoe,
    /// $50, only with the Heroine's ox-wagon.
    Ox,
    /// $50, only with the Missionaries' mule cart.
    Mule,
}

impl Purchase {
    /// The price in dollars (EX-OUTFIT-02 to EX-OUTFIT-16, EX-CARGO-06, EX-CARGO-19).
    pub const fn price(self) -> u32 {
        match self {
            Purchase::Ration | Purchase::TradeGood => 2,
            Purchase::Medicine | Purchase::RegularAmmoBox | Purchase::Bearer => 10,
            Purchase::ExpressAmmoBox | Purchase::RegularRifle => 20,
            Purchase::PistolAmmoBox | Purchase::Pistol => 5,
            Purchase::ExpressRifle
            | Purchase::Askari
            | Purchase::Guide
            | Purchase::Canoe
            | Purchase::Ox
            | Purchase::Mule => 50,
            Purchase::ReliableBearer => 40,
            Purchase::PackAnimal => 90,
        }
    }
}

/// The explorer's rifle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRifle"))]
#[serde(rename_all = "snake_case")]
pub enum Rifle {
    /// A generic military rifle.
    Regular,
    /// A big game rifle.
    Express,
}

/// What the explorer carries himself (EX-OUTFIT-30): a rifle, a side arm, 10 rounds for each
/// and a knife are allowed; anything in `extra` (or more rounds) makes him lose face when
/// ordinary bearers, askari or guides are present. Bought from the price list like the rest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileExplorerKit"))]
#[serde(
    expecting = "the explorer's kit: an object with `rifle`, `pistol`, `rifle_rounds`, `pistol_rounds` and `extra`"
)]
pub struct ExplorerKit {
    /// His rifle, if any.
    pub rifle: Option<Rifle>,
    /// True when he carries a pistol.
    pub pistol: bool,
    /// Rounds for his rifle (bought by the box of 10).
    pub rifle_rounds: u32,
    /// Rounds for his pistol (bought by the box of 10).
    pub pistol_rounds: u32,
    /// Anything else he carries himself (at most one man's load, 10 Portage Points).
    pub extra: Stores,
}

impl ExplorerKit {
    /// True when he carries more than a gentleman may (EX-OUTFIT-30): extra goods other than
    /// treasure (EX-OUTFIT-31), or more than 10 rounds for a weapon.
    pub fn loses_face(&self) -> bool {
        let mut other = self.extra;
        other.treasure = 0;
        !other.is_empty() || self.rifle_rounds > ROUNDS_PER_BOX || self.pistol_rounds > ROUNDS_PER_BOX
    }
}

/// A team's shopping list. Ammunition is bought in boxes of 10 rounds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileOutfit"))]
#[serde(default)]
#[serde(expecting = "an outfit: an object of counts (`rations`, `trade_goods`, `askari`, `bearers`...), each optional")]
pub struct Outfit {
    /// Supercargoes taken on (each brings money, EX-CARGO-01).
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub supercargoes: Vec<SupercargoKind>,
    /// Rations.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub rations: u32,
    /// Trade goods.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub trade_goods: u32,
    /// Medicine.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub medicine: u32,
    /// Boxes of 10 regular rounds.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub regular_ammo_boxes: u32,
    /// Boxes of 10 express rounds.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub express_ammo_boxes: u32,
    /// Boxes of 10 pistol rounds.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub pistol_ammo_boxes: u32,
    /// Regular rifles carried as stores (for the party).
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub regular_rifles: u32,
    /// Express rifles carried as stores.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub express_rifles: u32,
    /// Pistols carried as stores.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub pistols: u32,
    /// Askari.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub askari: u32,
    /// Guides.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub guides: u32,
    /// Ordinary bearers.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub bearers: u32,
    /// Reliable bearers.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub reliable_bearers: u32,
    /// Pack animals other than camels.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub pack_animals: u32,
    /// Camels (pack animals that need no water in the desert but cannot enter Jungle, Swamp or
    /// Mountains).
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub camels: u32,
    /// Canoes.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub canoes: u32,
    /// Extra oxen for the Heroine's wagon.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub extra_oxen: u32,
    /// Extra mules for the Missionaries' cart.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub extra_mules: u32,
    /// Water units (free; 1 Portage Point each).
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub water: u32,
    /// The explorer's own kit.
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub explorer: ExplorerKit,
    /// What to leave behind first when the party cannot carry everything (items not listed
    /// follow in [`Item::ALL`] order); empty = [`DEFAULT_ABANDON_ORDER`].
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub abandon_order: Vec<Item>,
}

/// Default order in which goods are abandoned when the party cannot carry them all: spare
/// arms and ammunition first, food, water and treasure last.
pub const DEFAULT_ABANDON_ORDER: [Item; 13] = [
    Item::Pistol,
    Item::PistolAmmo,
    Item::RegularRifle,
    Item::ExpressRifle,
    Item::TradeGood,
    Item::Medicine,
    Item::RegularAmmo,
    Item::ExpressAmmo,
    Item::PhotoSupplies,
    Item::PhotoPlates,
    Item::Water,
    Item::Ration,
    Item::Treasure,
];

impl Outfit {
    /// The money available: the budget plus each supercargo's donation (saturating).
    pub fn money(&self, budget: u32) -> u32 {
        self.supercargoes.iter().fold(budget, |m, s| m.saturating_add(s.donation()))
    }

    /// Total price in dollars (saturating).
    pub fn cost(&self) -> u32 {
        let k = &self.explorer;
        let lines: [(Purchase, u32); 17] = [
            (Purchase::Ration, self.rations.saturating_add(k.extra.rations)),
            (Purchase::TradeGood, self.trade_goods.saturating_add(k.extra.trade_goods)),
            (Purchase::Medicine, self.medicine.saturating_add(k.extra.medicine)),
            (Purchase::RegularAmmoBox, self.regular_ammo_boxes.saturating_add(explorer_boxes(k, Rifle::Regular))),
            (Purchase::ExpressAmmoBox, self.express_ammo_boxes.saturating_add(explorer_boxes(k, Rifle::Express))),
            (Purchase::PistolAmmoBox, self.pistol_ammo_boxes.saturating_add(k.pistol_rounds.div_ceil(ROUNDS_PER_BOX))),
            (Purchase::RegularRifle, self.regular_rifles.saturating_add(u32::from(k.rifle == Some(Rifle::Regular)))),
            (Purchase::ExpressRifle, self.express_rifles.saturating_add(u32::from(k.rifle == Some(Rifle::Express)))),
            (Purchase::Pistol, self.pistols.saturating_add(u32::from(k.pistol))),
            (Purchase::Askari, self.askari),
            (Purchase::Guide, self.guides),
            (Purchase::Bearer, self.bearers),
            (Purchase::ReliableBearer, self.reliable_bearers),
            (Purchase::PackAnimal, self.pack_animals.saturating_add(self.camels)),
            (Purchase::Canoe, self.canoes),
            (Purchase::Ox, self.extra_oxen),
            (Purchase::Mule, self.extra_mules),
        ];
        lines.iter().fold(0u32, |t, (p, n)| t.saturating_add(p.price().saturating_mul(*n)))
    }

    /// The goods bought as stores (not the explorer's own kit).
    pub fn stores(&self) -> Stores {
        Stores {
            rations: self.rations,
            water: self.water,
            trade_goods: self.trade_goods,
            medicine: self.medicine,
            regular_ammo: self.regular_ammo_boxes.saturating_mul(ROUNDS_PER_BOX),
            express_ammo: self.express_ammo_boxes.saturating_mul(ROUNDS_PER_BOX),
            pistol_ammo: self.pistol_ammo_boxes.saturating_mul(ROUNDS_PER_BOX),
            regular_rifles: self.regular_rifles,
            express_rifles: self.express_rifles,
            pistols: self.pistols,
            ..Stores::default()
        }
    }

    /// The order in which goods are abandoned.
    pub fn abandon_order(&self) -> Vec<Item> {
        let mut v: Vec<Item> =
            if self.abandon_order.is_empty() { DEFAULT_ABANDON_ORDER.to_vec() } else { self.abandon_order.clone() };
        for i in Item::ALL {
            if !v.contains(&i) {
                v.push(i);
            }
        }
        v
    }

    /// Check the rules that need no map: money, animals led, supercargoes, extra draught
    /// animals, the explorer's load. (Portage against capacity is checked when the party is
    /// assembled, [`crate::party::Team::check_load`].)
    ///
    /// # Errors
    /// The first broken rule, as an [`OutfitError`].
    pub fn validate(&self, budget: u32) -> Result<(), OutfitError> {
        for (i, s) in self.supercargoes.iter().enumerate() {
            if self.supercargoes[..i].contains(s) {
                return Err(OutfitError::SupercargoTwice { supercargo: *s });
            }
        }
        let money = self.money(budget);
        let cost = self.cost();
        if cost > money {
            return Err(OutfitError::OverBudget { cost, money });
        }
        let men = [self.askari, self.guides, self.bearers, self.reliable_bearers]
            .iter()
            .fold(0u32, |t, n| t.saturating_add(*n));
        let beasts = [self.pack_animals, self.camels, self.extra_oxen, self.extra_mules]
            .iter()
            .fold(0u32, |t, n| t.saturating_add(*n));
        if men > MAX_HANDS || beasts > MAX_HANDS {
            return Err(OutfitError::TooManyHands { men, animals: beasts, limit: MAX_HANDS });
        }
        let animals = self.pack_animals.saturating_add(self.camels);
        let leaders = self.bearers.saturating_add(self.reliable_bearers);
        if animals > leaders.saturating_mul(ANIMALS_PER_BEARER) {
            return Err(OutfitError::AnimalsUnled { animals, bearers: leaders });
        }
        if self.extra_oxen > 0 && !self.supercargoes.contains(&SupercargoKind::Heroine) {
            return Err(OutfitError::OxenWithoutWagon { oxen: self.extra_oxen });
        }
        if self.extra_mules > 0 && !self.supercargoes.contains(&SupercargoKind::Missionaries) {
            return Err(OutfitError::MulesWithoutCart { mules: self.extra_mules });
        }
        let k = &self.explorer;
        if k.extra.portage() > BEARER_CAPACITY {
            return Err(OutfitError::ExplorerOverloaded { portage: k.extra.portage(), capacity: BEARER_CAPACITY });
        }
        if k.rifle.is_none() && k.rifle_rounds > 0 {
            return Err(OutfitError::RoundsWithoutWeapon { weapon: "rifle" });
        }
        if !k.pistol && k.pistol_rounds > 0 {
            return Err(OutfitError::RoundsWithoutWeapon { weapon: "pistol" });
        }
        if k.rifle_rounds % ROUNDS_PER_BOX != 0 || k.pistol_rounds % ROUNDS_PER_BOX != 0 {
            return Err(OutfitError::PartialBox {
                rounds: if k.rifle_rounds % ROUNDS_PER_BOX != 0 { k.rifle_rounds } else { k.pistol_rounds },
            });
        }
        Ok(())
    }
}

fn explorer_boxes(k: &ExplorerKit, which: Rifle) -> u32 {
    if k.rifle == Some(which) { k.rifle_rounds.div_ceil(ROUNDS_PER_BOX) } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: EX-OUTFIT-02
    // rule: EX-OUTFIT-03
    // rule: EX-OUTFIT-04
    // rule: EX-OUTFIT-05
    // rule: EX-OUTFIT-06
    // rule: EX-OUTFIT-07
    // rule: EX-OUTFIT-08
    // rule: EX-OUTFIT-09
    // rule: EX-OUTFIT-10
    // rule: EX-OUTFIT-11
    // rule: EX-OUTFIT-12
    // rule: EX-OUTFIT-13
    // rule: EX-OUTFIT-14
    // rule: EX-OUTFIT-15
    // rule: EX-OUTFIT-16
    #[test]
    fn the_price_list() {
        use Purchase::*;
        let want = [
            (Ration, 2),
            (TradeGood, 2),
            (Medicine, 10),
            (RegularAmmoBox, 10),
            (ExpressAmmoBox, 20),
            (PistolAmmoBox, 5),
            (RegularRifle, 20),
            (ExpressRifle, 50),
            (Pistol, 5),
            (Askari, 50),
            (Guide, 50),
            (Bearer, 10),
            (ReliableBearer, 40),
            (PackAnimal, 90),
            (Canoe, 50),
            (Ox, 50),
            (Mule, 50),
        ];
        for (p, price) in want {
            assert_eq!(p.price(), price, "{p:?}");
        }
        // Portage: every good 1 point (ammunition per 10 rounds); a carried canoe 15.
        let o = Outfit {
            rations: 3,
            trade_goods: 2,
            medicine: 1,
            regular_ammo_boxes: 2,
            express_ammo_boxes: 1,
            pistol_ammo_boxes: 1,
            regular_rifles: 1,
            express_rifles: 1,
            pistols: 1,
            ..Outfit::default()
        };
        assert_eq!(o.stores().portage(), 3 + 2 + 1 + 2 + 1 + 1 + 1 + 1 + 1);
        assert_eq!((BEARER_CAPACITY, ANIMAL_CAPACITY, CANOE_CAPACITY, CANOE_PORTAGE), (10, 40, 300, 15));
    }

    // rule: EX-OUTFIT-01
    #[test]
    fn over_budget_is_refused() {
        let o = Outfit { bearers: 101, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::OverBudget { cost: 1010, money: 1000 }));
        let o = Outfit { bearers: 100, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Ok(()));
        // A supercargo's donation raises the money.
        let o = Outfit { bearers: 101, supercargoes: alloc::vec![SupercargoKind::Journalist], ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Ok(()));
    }

    // rule: EX-OUTFIT-24
    #[test]
    fn each_bearer_leads_at_most_three_animals() {
        let o = Outfit { bearers: 1, pack_animals: 3, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Ok(()));
        let o = Outfit { bearers: 1, pack_animals: 3, camels: 1, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::AnimalsUnled { animals: 4, bearers: 1 }));
    }

    // rule: EX-CARGO-06
    // rule: EX-CARGO-19
    #[test]
    fn extra_oxen_and_mules_need_their_vehicle() {
        let o = Outfit { extra_oxen: 1, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::OxenWithoutWagon { oxen: 1 }));
        let o = Outfit { extra_mules: 2, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::MulesWithoutCart { mules: 2 }));
        let o = Outfit { extra_oxen: 2, supercargoes: alloc::vec![SupercargoKind::Heroine], ..Outfit::default() };
        assert_eq!(o.cost(), 100);
        assert_eq!(o.validate(BUDGET), Ok(()));
    }

    // rule: EX-CARGO-01
    #[test]
    fn a_supercargo_joins_a_team_once() {
        let o = Outfit {
            supercargoes: alloc::vec![SupercargoKind::Photographer, SupercargoKind::Photographer],
            ..Outfit::default()
        };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::SupercargoTwice { supercargo: SupercargoKind::Photographer }));
    }

    // rule: EX-OUTFIT-30
    // rule: EX-OUTFIT-31
    #[test]
    fn the_explorers_own_load() {
        let mut k = ExplorerKit {
            rifle: Some(Rifle::Express),
            pistol: true,
            rifle_rounds: 10,
            pistol_rounds: 10,
            extra: Stores::default(),
        };
        assert!(!k.loses_face());
        let o = Outfit { explorer: k, ..Outfit::default() };
        assert_eq!(o.cost(), 50 + 20 + 5 + 5);
        k.extra.treasure = 10;
        assert!(!k.loses_face(), "treasure is the exception");
        k.extra.rations = 1;
        assert!(k.loses_face());
        k.extra.rations = 0;
        k.rifle_rounds = 20;
        assert!(k.loses_face());
        let heavy = ExplorerKit { extra: Stores { rations: 11, ..Stores::default() }, ..ExplorerKit::default() };
        let o = Outfit { explorer: heavy, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::ExplorerOverloaded { portage: 11, capacity: 10 }));
        let o = Outfit { explorer: ExplorerKit { rifle_rounds: 10, ..ExplorerKit::default() }, ..Outfit::default() };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::RoundsWithoutWeapon { weapon: "rifle" }));
        let o = Outfit {
            explorer: ExplorerKit { pistol: true, pistol_rounds: 5, ..ExplorerKit::default() },
            ..Outfit::default()
        };
        assert_eq!(o.validate(BUDGET), Err(OutfitError::PartialBox { rounds: 5 }));
    }
}
