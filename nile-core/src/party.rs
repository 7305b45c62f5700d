//! The team and its party: the explorer, supercargoes, bearers, askari, guides, pack animals,
//! canoes, vehicles and stores; who carries what, and what is left behind.
//!
//! Source: expedition game, "Outfitting The Expeditions" and "Description Of Items"
//! (EX-OUTFIT-13 to EX-OUTFIT-31), "Supercargo" (vehicles and the piano).
//!
//! Stores are held as one pool per team ([`Team::stores`]); which carrier holds what is computed
//! by a fixed packing order ([`Team::allocation`]): the wagon, then the cart, then pack animals,
//! then fit bearers in hiring order, then the fit Europeans and askari in hiring order, each
//! filled to capacity with goods in [`Item::ALL`] order. "A porter and his load" is the porter's
//! share of that packing.
//!
//! Who may carry what (EX-OUTFIT-26 to EX-OUTFIT-31, EX-QUEST-09, `docs/rulings.md` "Who carries
//! what"): the wagon, the cart, led pack animals and fit bearers carry anything. A fit European
//! (the explorer, every supercargo) carries a full load of anything while no ordinary bearer,
//! askari or guide is with the party, and otherwise only treasure (a gentleman's own kit is not a
//! load). A fit askari carries only treasure. Both may carry a comrade who must be carried.
//! Guides carry nothing. The treasure-only carriers are packed first, with treasure.

use crate::error::OutfitError;
use crate::health::Condition;
use crate::map::Approach;
use crate::outfit::ExplorerKit;
use crate::outfit::{ANIMAL_CAPACITY, ANIMALS_PER_BEARER, BEARER_CAPACITY, CANOE_PORTAGE, Outfit};
use crate::skills::Skill;
use crate::supercargo::{
    CART_CAPACITY, CART_MULES, PHOTO_PLATES, PHOTO_SUPPLIES, PIANO_PORTAGE, PhotoRecord, SupercargoKind, Vehicle,
    WAGON_CAPACITY, WAGON_OXEN,
};
use crate::supplies::{Item, Stores};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// A team: 0 to 3, in setup order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileTeamId"))]
#[serde(transparent)]
pub struct TeamId(pub u8);

impl fmt::Display for TeamId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", self.0)
    }
}

/// A man of a party, unique within his team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileManId"))]
#[serde(transparent)]
pub struct ManId(pub u16);

/// What a man is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileRole"))]
#[serde(tag = "type", content = "who", rename_all = "snake_case")]
pub enum Role {
    /// The team's explorer and leader (free; EX-OUTFIT-30).
    Explorer,
    /// A supercargo (a European; counts as an explorer for the text).
    Supercargo(SupercargoKind),
    /// An ordinary bearer: carries 10, paddles, leads up to 3 animals.
    Bearer,
    /// A reliable bearer: as a bearer, never abandons his post.
    ReliableBearer,
    /// An askari: hunts and fights with his musket; carries nothing.
    Askari,
    /// A guide: +1 on one Lost Check a turn; carries nothing.
    Guide,
}

impl Role {
    /// Bearers of both kinds ("porters" in the event tables).
    pub const fn is_porter(self) -> bool {
        matches!(self, Role::Bearer | Role::ReliableBearer)
    }
    /// Europeans: the explorer and the supercargoes.
    pub const fn is_european(self) -> bool {
        matches!(self, Role::Explorer | Role::Supercargo(_))
    }
    /// Native employees who leave when the explorer loses face or is unfed (not reliable bearers).
    pub const fn is_ordinary_native(self) -> bool {
        matches!(self, Role::Bearer | Role::Askari | Role::Guide)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Role::Explorer => f.write_str("the explorer"),
            Role::Supercargo(k) => write!(f, "{k}"),
            Role::Bearer => f.write_str("a bearer"),
            Role::ReliableBearer => f.write_str("a reliable bearer"),
            Role::Askari => f.write_str("an askari"),
            Role::Guide => f.write_str("a guide"),
        }
    }
}

/// Hunger or thirst record (EX-FOOD-03, EX-WATER-01).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrivation"))]
pub struct Privation {
    /// Consecutive turns without (0 = fed).
    pub turns: u8,
    /// Earlier unmodified rolls above the table's threshold.
    pub high_rolls: u8,
}

/// One man.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMan"))]
pub struct Man {
    /// His id.
    pub id: ManId,
    /// What he is.
    pub role: Role,
    /// His health.
    pub condition: Condition,
    /// Hunger record.
    pub hunger: Privation,
    /// Thirst record.
    pub thirst: Privation,
    /// Musket rounds (askari: 20 each, EX-OUTFIT-28).
    pub musket_rounds: u32,
}

/// What happened to a man who left the party.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileFate"))]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// Died.
    Died,
    /// Gone, never seen again.
    LostForever,
    /// Abandoned the party (unfed, lost face, converted, refused).
    Deserted,
    /// Left behind (could not be carried).
    LeftBehind,
    /// Stayed with natives (the Missionaries).
    StayedBehind,
}

/// A man no longer with the party.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileFallen"))]
pub struct Fallen {
    /// The man as he was.
    pub man: Man,
    /// What became of him.
    pub fate: Fate,
    /// On which day.
    pub day: u16,
}

/// A draught or pack animal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAnimalKind"))]
#[serde(rename_all = "snake_case")]
pub enum AnimalKind {
    /// Pony, donkey, mule or horse: carries 40, needs 2 water a day in the desert.
    PackAnimal,
    /// Carries 40, needs no water, cannot enter Jungle, Swamp or Mountains (EX-OUTFIT-25).
    Camel,
    /// Draws the ox-wagon.
    Ox,
    /// Draws the mule cart.
    Mule,
}

/// One animal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAnimal"))]
pub struct Animal {
    /// Its id (unique within the team, separate from men's ids).
    pub id: u16,
    /// Its kind.
    pub kind: AnimalKind,
    /// Days it still carries nothing after sickness.
    pub sick_days: u8,
}

/// Where a team stands in the race.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileTeamStatus"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TeamStatus {
    /// On its way across its approach table.
    Travelling,
    /// Entered the centre table on `day` and still on its way: looking for a prize, then
    /// carrying it home (the quest rules take over from here; set on the first entry, kept
    /// until the team completes its mission or perishes).
    Arrived {
        /// The day.
        day: u16,
    },
    /// The expedition is over: its explorer is dead.
    Perished {
        /// The day.
        day: u16,
    },
    /// Back at its far edge with a prize: mission complete (`crate::race`).
    Completed {
        /// The day.
        day: u16,
        /// Its place in the completion order (1 = first).
        place: u8,
    },
}

/// A load carrier in the packing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCarrier"))]
#[serde(tag = "type", content = "id", rename_all = "snake_case")]
pub enum Carrier {
    /// The ox-wagon.
    Wagon,
    /// The mule cart.
    Cart,
    /// A pack animal.
    Animal(u16),
    /// A bearer.
    Bearer(ManId),
    /// A European (the explorer, a supercargo) or an askari: a load of treasure, or of anything
    /// for a European while no ordinary native is with the party (EX-OUTFIT-30/31, EX-QUEST-09).
    Man(ManId),
}

/// One expedition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileTeam"))]
pub struct Team {
    /// Its id.
    pub id: TeamId,
    /// Its name.
    pub name: String,
    /// Its approach table.
    pub approach: Approach,
    /// Where the party stands (its head), fixed-point inches.
    pub position: Point,
    /// The explorer's skill (EX-SKILL-01).
    pub skill: Skill,
    /// Lucky Breaks left (EX-LUCK-01).
    pub lucky_breaks: u8,
    /// Lucky Bastard rolls made so far (EX-SKILL-07).
    pub lucky_bastard_rolls: u8,
    /// The men, in hiring order.
    pub men: Vec<Man>,
    /// Men no longer with the party.
    pub fallen: Vec<Fallen>,
    /// Animals.
    pub animals: Vec<Animal>,
    /// Canoes.
    pub canoes: u32,
    /// The pooled stores.
    pub stores: Stores,
    /// The explorer's own kit.
    pub kit: ExplorerKit,
    /// Supercargoes taken on.
    pub supercargoes: Vec<SupercargoKind>,
    /// The Heroine's ox-wagon, while it is with the party.
    pub wagon: Option<Vehicle>,
    /// The Missionaries' mule cart, while it is with the party.
    pub cart: Option<Vehicle>,
    /// True while the piano is on the cart.
    pub piano: bool,
    /// The Photographer's record.
    pub photos: Option<PhotoRecord>,
    /// Race status.
    pub status: TeamStatus,
    /// Squares the porters refuse to enter (voodoo signs, swamp creature).
    pub forbidden: Vec<crate::map::Square>,
    /// The rumoured elephants' graveyard the porters insist on checking (Veldt 6).
    pub graveyard: Option<crate::map::Square>,
    /// Last turn the party was short of food or water (-1 on the event check, EX-FOOD-01).
    pub short_of_supplies: bool,
    /// The order in which goods are abandoned.
    pub abandon_order: Vec<Item>,
    /// Next free man id.
    pub next_man: u16,
    /// The explorer lost face (EX-OUTFIT-30).
    pub lost_face: bool,
    /// Water units the party refills to at a river (its outfit's water).
    pub water_target: u32,
    /// The race's end: the quest, the haul, the completion (`crate::race`).
    #[serde(default)]
    pub race: crate::race::RaceRecord,
}

impl Team {
    /// Assemble a team from its outfit (already validated with [`Outfit::validate`]).
    pub fn from_outfit(
        id: TeamId,
        name: String,
        approach: Approach,
        outfit: &Outfit,
        skill: Skill,
        lucky_breaks: u8,
    ) -> Team {
        let mut t = Team {
            id,
            name,
            approach,
            position: approach.start_point(),
            skill,
            lucky_breaks,
            lucky_bastard_rolls: 0,
            men: Vec::new(),
            fallen: Vec::new(),
            animals: Vec::new(),
            canoes: outfit.canoes,
            stores: outfit.stores(),
            kit: outfit.explorer,
            supercargoes: outfit.supercargoes.clone(),
            wagon: None,
            cart: None,
            piano: false,
            photos: None,
            status: TeamStatus::Travelling,
            forbidden: Vec::new(),
            graveyard: None,
            short_of_supplies: false,
            abandon_order: outfit.abandon_order(),
            next_man: 0,
            lost_face: false,
            water_target: outfit.water,
            race: crate::race::RaceRecord::default(),
        };
        t.hire(Role::Explorer, 1);
        for s in &outfit.supercargoes {
            t.hire(Role::Supercargo(*s), u32::from(s.europeans()));
            match s {
                SupercargoKind::Heroine => {
                    t.wagon = Some(Vehicle {
                        draught: WAGON_OXEN.saturating_add(u8::try_from(outfit.extra_oxen).unwrap_or(u8::MAX)),
                        repair_days: 0,
                    });
                    let n = WAGON_OXEN as u32 + outfit.extra_oxen;
                    t.add_animals(AnimalKind::Ox, n);
                }
                SupercargoKind::Missionaries => {
                    t.cart = Some(Vehicle {
                        draught: CART_MULES.saturating_add(u8::try_from(outfit.extra_mules).unwrap_or(u8::MAX)),
                        repair_days: 0,
                    });
                    t.add_animals(AnimalKind::Mule, CART_MULES as u32 + outfit.extra_mules);
                    t.piano = true;
                }
                SupercargoKind::Photographer => {
                    t.stores.photo_supplies += PHOTO_SUPPLIES;
                    t.stores.photo_plates += PHOTO_PLATES;
                    t.photos = Some(PhotoRecord::default());
                }
                SupercargoKind::Journalist => {}
            }
        }
        t.hire(Role::ReliableBearer, outfit.reliable_bearers);
        t.hire(Role::Bearer, outfit.bearers);
        t.hire(Role::Askari, outfit.askari);
        t.hire(Role::Guide, outfit.guides);
        t.add_animals(AnimalKind::PackAnimal, outfit.pack_animals);
        t.add_animals(AnimalKind::Camel, outfit.camels);
        t.lost_face = t.kit.loses_face() && t.men.iter().any(|m| m.role.is_ordinary_native());
        t
    }

    pub(crate) fn hire(&mut self, role: Role, n: u32) {
        for _ in 0..n {
            let id = ManId(self.next_man);
            self.next_man = self.next_man.saturating_add(1);
            let musket_rounds = if role == Role::Askari { 20 } else { 0 };
            self.men.push(Man {
                id,
                role,
                condition: Condition::Fit,
                hunger: Privation::default(),
                thirst: Privation::default(),
                musket_rounds,
            });
        }
    }

    fn add_animals(&mut self, kind: AnimalKind, n: u32) {
        for _ in 0..n {
            let id = u16::try_from(self.animals.len()).unwrap_or(u16::MAX);
            self.animals.push(Animal { id, kind, sick_days: 0 });
        }
    }

    /// True while the expedition is on its way (on its approach, or on the central table and
    /// back: [`TeamStatus::Travelling`] or [`TeamStatus::Arrived`]).
    pub fn is_travelling(&self) -> bool {
        matches!(self.status, TeamStatus::Travelling | TeamStatus::Arrived { .. })
    }

    /// The men of a role.
    pub fn count(&self, role: Role) -> usize {
        self.men.iter().filter(|m| m.role == role).count()
    }

    /// Europeans with the party.
    pub fn europeans(&self) -> usize {
        self.men.iter().filter(|m| m.role.is_european()).count()
    }

    /// The explorer, if alive.
    pub fn explorer(&self) -> Option<&Man> {
        self.men.iter().find(|m| m.role == Role::Explorer)
    }

    /// True when a supercargo is still with the party.
    pub fn has(&self, kind: SupercargoKind) -> bool {
        self.men.iter().any(|m| m.role == Role::Supercargo(kind))
    }

    fn fit_bearers(&self) -> impl Iterator<Item = &Man> {
        self.men.iter().filter(|m| m.role.is_porter() && m.condition == Condition::Fit)
    }

    /// Pack animals (and camels) the fit bearers can lead, in order: 3 per bearer (EX-OUTFIT-24).
    pub fn led_pack_animals(&self) -> Vec<Animal> {
        let leaders = self.fit_bearers().count();
        self.animals
            .iter()
            .filter(|a| matches!(a.kind, AnimalKind::PackAnimal | AnimalKind::Camel))
            .take(leaders.saturating_mul(ANIMALS_PER_BEARER as usize))
            .copied()
            .collect()
    }

    /// Carrying capacity of each carrier, in packing order (Packmaster: +20%, EX-SKILL-09): the
    /// wagon, the cart, led pack animals, fit bearers, then the fit Europeans and askari
    /// ([`Carrier::Man`]; see [`Team::treasure_only`] for what they may hold).
    pub fn carriers(&self) -> Vec<(Carrier, u32)> {
        let mut v = Vec::new();
        if self.wagon.is_some() {
            v.push((Carrier::Wagon, self.skill.carrying(WAGON_CAPACITY)));
        }
        if self.cart.is_some() {
            let piano = if self.piano { PIANO_PORTAGE } else { 0 };
            v.push((Carrier::Cart, self.skill.carrying(CART_CAPACITY).saturating_sub(piano)));
        }
        for a in self.led_pack_animals() {
            if a.sick_days == 0 {
                v.push((Carrier::Animal(a.id), self.skill.carrying(ANIMAL_CAPACITY)));
            }
        }
        for m in self.fit_bearers() {
            v.push((Carrier::Bearer(m.id), self.skill.carrying(BEARER_CAPACITY)));
        }
        let carries = |m: &&Man| (m.role.is_european() || m.role == Role::Askari) && m.condition == Condition::Fit;
        for m in self.men.iter().filter(carries) {
            v.push((Carrier::Man(m.id), self.skill.carrying(BEARER_CAPACITY)));
        }
        v
    }

    /// True when an ordinary bearer, askari or guide is with the party: then a European may
    /// carry nothing but his own kit and treasure (EX-OUTFIT-30/31).
    pub fn natives_present(&self) -> bool {
        self.men.iter().any(|m| m.role.is_ordinary_native())
    }

    /// True when `carrier` may hold only treasure (and carry a comrade who must be carried): an
    /// askari (EX-OUTFIT-28, EX-QUEST-09), or a European while ordinary natives are present
    /// (EX-OUTFIT-30/31). The wagon, the cart, animals and bearers carry anything.
    pub fn treasure_only(&self, carrier: Carrier) -> bool {
        match carrier {
            Carrier::Man(id) => {
                self.men.iter().find(|m| m.id == id).is_none_or(|m| m.role == Role::Askari || self.natives_present())
            }
            Carrier::Wagon | Carrier::Cart | Carrier::Animal(_) | Carrier::Bearer(_) => false,
        }
    }

    /// The carrier a man is in the packing: [`Carrier::Bearer`] for bearers, [`Carrier::Man`]
    /// for anyone else (who holds nothing unless he is a fit European or askari).
    pub fn carrier_of(&self, id: ManId) -> Carrier {
        match self.men.iter().find(|m| m.id == id) {
            Some(m) if m.role.is_porter() => Carrier::Bearer(id),
            _ => Carrier::Man(id),
        }
    }

    /// Total carrying capacity, Portage Points (every carrier, treasure-only ones included).
    pub fn capacity(&self) -> u32 {
        self.carriers().iter().map(|(_, c)| *c).sum()
    }

    /// Carrying capacity for goods other than treasure (the carriers that carry anything).
    pub fn goods_capacity(&self) -> u32 {
        self.carriers().iter().filter(|(c, _)| !self.treasure_only(*c)).map(|(_, c)| *c).sum()
    }

    /// Portage Points to be carried overland: stores, carried canoes (15 each), men who must
    /// be carried (15 each) and the Lost City's token (2, EX-QUEST-20).
    pub fn demand(&self) -> u32 {
        let carried = self.men.iter().filter(|m| m.condition.must_be_carried()).count() as u32;
        self.goods_demand().saturating_add(self.treasure_demand()).saturating_add(carried.saturating_mul(CANOE_PORTAGE))
    }

    /// The part of [`Team::demand`] that only carriers of anything may hold: the stores other
    /// than treasure and the carried canoes.
    pub fn goods_demand(&self) -> u32 {
        let mut goods = self.stores;
        goods.treasure = 0;
        goods.portage().saturating_add(self.canoes.saturating_mul(CANOE_PORTAGE))
    }

    /// Treasure and the Lost City's token (2, EX-QUEST-20): what any carrier may hold.
    fn treasure_demand(&self) -> u32 {
        let token = if self.race.lost_city_evidence { crate::quest::amazons::TOKEN_PORTAGE } else { 0 };
        self.stores.treasure.saturating_add(token)
    }

    /// Free room, Portage Points, for more of `item`: the free capacity, and for anything but
    /// treasure no more than the free capacity of the carriers of anything.
    pub fn room_for(&self, item: Item) -> u32 {
        let all = self.capacity().saturating_sub(self.demand());
        if item == Item::Treasure { all } else { all.min(self.goods_capacity().saturating_sub(self.goods_demand())) }
    }

    /// The outfit's portage must fit the party's capacity: the goods the carriers of anything,
    /// the whole demand all the carriers.
    ///
    /// # Errors
    /// [`OutfitError::Overloaded`] (the goods and their carriers first, then the whole load).
    pub fn check_load(&self) -> Result<(), OutfitError> {
        let (portage, capacity) = (self.goods_demand(), self.goods_capacity());
        if portage > capacity {
            return Err(OutfitError::Overloaded { portage, capacity });
        }
        let (portage, capacity) = (self.demand(), self.capacity());
        if portage > capacity {
            return Err(OutfitError::Overloaded { portage, capacity });
        }
        Ok(())
    }

    /// Who carries what: the stores packed carrier by carrier, in the order of
    /// [`Team::carriers`]; the treasure-only carriers take treasure first, then the others take
    /// the rest (see the module docs).
    pub fn allocation(&self) -> Vec<(Carrier, Stores)> {
        let mut pool = self.stores;
        let carriers = self.carriers();
        let mut out: Vec<(Carrier, Stores)> = carriers.iter().map(|(c, _)| (*c, Stores::default())).collect();
        for ((c, cap), (_, load)) in carriers.iter().zip(out.iter_mut()) {
            if self.treasure_only(*c) {
                load.treasure = pool.take(Item::Treasure, *cap);
            }
        }
        for ((c, cap), (_, load)) in carriers.iter().zip(out.iter_mut()) {
            if !self.treasure_only(*c) {
                *load = pool.take_portage(*cap);
            }
        }
        out
    }

    /// The goods a carrier holds in the packing.
    pub fn load_of(&self, carrier: Carrier) -> Stores {
        self.allocation().into_iter().find(|(c, _)| *c == carrier).map(|(_, s)| s).unwrap_or_default()
    }

    /// A man loses his arms: the explorer his rifle, side arm and their rounds (his kit; what
    /// the party carries is not his); an askari his musket, with its rounds (askari cannot use
    /// ammunition bought separately, so he shoots no more). Others carry no gun.
    pub fn lose_arms(&mut self, id: ManId) {
        match self.men.iter_mut().find(|m| m.id == id) {
            Some(m) if m.role == Role::Explorer => {
                let kit = &mut self.kit;
                (kit.rifle, kit.pistol, kit.rifle_rounds, kit.pistol_rounds) = (None, false, 0, 0);
            }
            Some(m) if m.role == Role::Askari => m.musket_rounds = 0,
            _ => {}
        }
    }

    /// Remove a man from the party; his share of the packing is lost too when `with_load`.
    /// Returns the goods lost. Unknown ids do nothing.
    pub fn remove_man(&mut self, id: ManId, fate: Fate, day: u16, with_load: bool) -> Stores {
        let load = if with_load { self.load_of(self.carrier_of(id)) } else { Stores::default() };
        self.stores.remove_all(&load);
        self.note_photo_loss(&load);
        if let Some(i) = self.men.iter().position(|m| m.id == id) {
            let man = self.men.remove(i);
            if man.role == Role::Explorer && fate != Fate::StayedBehind {
                self.status = TeamStatus::Perished { day };
            }
            self.fallen.push(Fallen { man, fate, day });
        }
        load
    }

    /// Count photographic supplies among lost goods (EX-CARGO-30).
    pub fn note_photo_loss(&mut self, lost: &Stores) {
        if let Some(r) = self.photos.as_mut() {
            r.supplies_lost = r.supplies_lost.saturating_add(lost.photo_supplies);
        }
    }

    /// Lose a carrier's share of the packing (returns it).
    pub fn lose_load(&mut self, carrier: Carrier) -> Stores {
        let load = self.load_of(carrier);
        self.stores.remove_all(&load);
        self.note_photo_loss(&load);
        load
    }

    /// Leave behind what cannot be carried: unled pack animals first, then carried canoes, then
    /// goods in the team's abandon order (goods other than treasure until the carriers of
    /// anything can hold them, then any until the whole load fits); if men who must be carried
    /// still exceed the capacity, they are left behind, the last hired first; the party never
    /// leaves its explorer: with too few to carry him it stays where it is ([`Team::can_march`],
    /// `docs/rulings.md`). Goods always go before people. Returns what was abandoned.
    pub fn enforce_load(&mut self, day: u16) -> Abandoned {
        let mut out = Abandoned::default();
        let led: Vec<u16> = self.led_pack_animals().iter().map(|a| a.id).collect();
        let before = self.animals.len();
        self.animals.retain(|a| !matches!(a.kind, AnimalKind::PackAnimal | AnimalKind::Camel) || led.contains(&a.id));
        out.animals = (before - self.animals.len()) as u32;
        // (goods over the carriers of anything, whole load over every carrier)
        let over =
            |t: &Team| (t.goods_demand().saturating_sub(t.goods_capacity()), t.demand().saturating_sub(t.capacity()));
        while self.canoes > 0 && over(self) != (0, 0) {
            self.canoes -= 1;
            out.canoes += 1;
        }
        for item in self.abandon_order.clone() {
            let (goods, all) = over(self);
            if (goods, all) == (0, 0) {
                break;
            }
            let excess = if item == Item::Treasure { all } else { goods.max(all) };
            let have = self.stores.get(item);
            let qty = if item.is_ammo() { have.min(excess.saturating_mul(10)) } else { have.min(excess) };
            self.stores.take(item, qty);
            out.goods.add(item, qty);
        }
        while over(self).1 > 0 {
            let left = self.men.iter().rev().find(|m| m.condition.must_be_carried() && m.role != Role::Explorer);
            let Some(m) = left.map(|m| m.id) else { break };
            self.remove_man(m, Fate::LeftBehind, day, false);
            out.men += 1;
        }
        out
    }

    /// False when the explorer must be carried and the party cannot carry its whole load (after
    /// [`Team::enforce_load`], only a party with too few men to carry him): it waits with him
    /// and does not march (`crate::movement::stays_put`).
    pub fn can_march(&self) -> bool {
        !self.explorer().is_some_and(|m| m.condition.must_be_carried()) || self.demand() <= self.capacity()
    }

    /// Draught animals of a kind.
    pub fn draught(&self, kind: AnimalKind) -> u8 {
        u8::try_from(self.animals.iter().filter(|a| a.kind == kind && a.sick_days == 0).count()).unwrap_or(u8::MAX)
    }

    /// Keep each vehicle's team count in step with the animals present.
    pub fn sync_vehicles(&mut self) {
        let (oxen, mules) = (self.draught(AnimalKind::Ox), self.draught(AnimalKind::Mule));
        if let Some(w) = self.wagon.as_mut() {
            w.draught = oxen;
        }
        if let Some(c) = self.cart.as_mut() {
            c.draught = mules;
        }
    }
}

/// What [`Team::enforce_load`] left behind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAbandoned"))]
pub struct Abandoned {
    /// Goods.
    pub goods: Stores,
    /// Canoes.
    pub canoes: u32,
    /// Pack animals nobody could lead.
    pub animals: u32,
    /// Men who must be carried and could not be.
    pub men: u32,
}

impl Abandoned {
    /// True when nothing was left.
    pub fn is_empty(&self) -> bool {
        self.goods.is_empty() && self.canoes == 0 && self.animals == 0 && self.men == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn team(o: &Outfit, skill: Skill) -> Team {
        Team::from_outfit(TeamId(0), "t".into(), Approach::North, o, skill, 3)
    }

    // rule: EX-OUTFIT-13
    // rule: EX-OUTFIT-15
    // rule: EX-OUTFIT-16
    // rule: EX-OUTFIT-24
    // rule: EX-OUTFIT-26
    #[test]
    fn capacity_and_portage() {
        let o = Outfit { bearers: 2, pack_animals: 3, canoes: 1, rations: 100, ..Outfit::default() };
        let t = team(&o, Skill::Hunter);
        assert_eq!(t.goods_capacity(), 2 * 10 + 3 * 40);
        // The explorer's load of treasure besides (bearers present: nothing else).
        assert_eq!(t.capacity(), 2 * 10 + 3 * 40 + 10);
        assert_eq!(t.demand(), 100 + 15);
        assert_eq!(t.check_load(), Ok(()));
        let o = Outfit { bearers: 1, rations: 11, ..Outfit::default() };
        assert_eq!(team(&o, Skill::Hunter).check_load(), Err(OutfitError::Overloaded { portage: 11, capacity: 10 }));
        // Packmaster: +20%.
        assert_eq!(team(&o, Skill::Packmaster).check_load(), Ok(()));
    }

    // rule: EX-OUTFIT-28
    // rule: EX-OUTFIT-29
    #[test]
    fn askari_and_guides_carry_no_goods() {
        let o = Outfit { askari: 2, guides: 1, ..Outfit::default() };
        let t = team(&o, Skill::Hunter);
        assert_eq!(t.goods_capacity(), 0);
        // Treasure: the explorer and each askari, a load each (EX-OUTFIT-31, EX-QUEST-09); the
        // guide nothing.
        assert_eq!(t.capacity(), 3 * 10);
        assert!(t.men.iter().filter(|m| m.role == Role::Askari).all(|m| m.musket_rounds == 20));
    }

    // rule: EX-CARGO-07
    // rule: EX-CARGO-16
    // rule: EX-CARGO-28
    #[test]
    fn supercargo_loads() {
        let o = Outfit {
            supercargoes: alloc::vec![
                SupercargoKind::Heroine,
                SupercargoKind::Missionaries,
                SupercargoKind::Photographer
            ],
            ..Outfit::default()
        };
        let t = team(&o, Skill::Hunter);
        // The wagon, the cart less the piano, and the five Europeans (no natives: a full load
        // each).
        assert_eq!(t.capacity(), 300 + 150 - 40 + 5 * 10);
        assert_eq!(t.goods_capacity(), t.capacity());
        assert_eq!(t.stores.portage(), 50);
        assert_eq!(t.draught(AnimalKind::Ox), 6);
        assert_eq!(t.europeans(), 1 + 1 + 2 + 1);
    }

    #[test]
    fn a_porter_and_his_load() {
        let o = Outfit { bearers: 2, rations: 15, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        let first = t.men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
        let lost = t.remove_man(first, Fate::LostForever, 1, true);
        assert_eq!(lost.rations, 10);
        assert_eq!(t.stores.rations, 5);
    }

    #[test]
    fn what_cannot_be_carried_is_left_behind() {
        let o = Outfit { bearers: 2, rations: 15, trade_goods: 8, canoes: 1, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        let ab = t.enforce_load(1);
        assert_eq!(ab.canoes, 1);
        assert_eq!(ab.goods.trade_goods, 3);
        assert_eq!(ab.goods.rations, 0);
        assert_eq!(t.demand(), 20);
        assert_eq!(t.goods_capacity(), 20);
    }

    // rule: EX-OUTFIT-30
    #[test]
    fn the_explorer_loses_face_before_ordinary_natives() {
        let mut o = Outfit { reliable_bearers: 1, ..Outfit::default() };
        o.explorer.extra.rations = 2;
        assert!(!team(&o, Skill::Hunter).lost_face, "only reliable bearers: no disgrace");
        o.bearers = 1;
        assert!(team(&o, Skill::Hunter).lost_face);
    }

    // rule: EX-OUTFIT-30
    #[test]
    fn a_lone_explorer_carries_a_full_load() {
        let o = Outfit { rations: 10, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        assert_eq!((t.goods_capacity(), t.capacity()), (10, 10));
        assert_eq!(t.check_load(), Ok(()));
        assert!(t.enforce_load(1).is_empty(), "nobody to see him: he carries his rations");
        let explorer = t.explorer().unwrap().id;
        assert_eq!(t.load_of(Carrier::Man(explorer)).rations, 10);
        // With a guide along he may carry nothing but his own kit (and treasure).
        let o = Outfit { rations: 10, guides: 1, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        assert_eq!((t.goods_capacity(), t.capacity()), (0, 10));
        assert_eq!(t.check_load(), Err(OutfitError::Overloaded { portage: 10, capacity: 0 }));
        assert_eq!(t.enforce_load(1).goods.rations, 10);
        // Reliable bearers are no ordinary natives (EX-OUTFIT-27): he still carries.
        let o = Outfit { rations: 20, reliable_bearers: 1, ..Outfit::default() };
        assert_eq!(team(&o, Skill::Hunter).goods_capacity(), 20);
    }

    // rule: EX-OUTFIT-31
    // rule: EX-QUEST-09
    #[test]
    fn explorers_and_askari_carry_treasure() {
        let o = Outfit { bearers: 1, askari: 1, rations: 10, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        t.stores.treasure = 20;
        assert_eq!(t.check_load(), Ok(()));
        assert!(t.enforce_load(1).is_empty(), "the explorer and the askari carry the treasure");
        let explorer = t.explorer().unwrap().id;
        let askari = t.men.iter().find(|m| m.role == Role::Askari).unwrap().id;
        let bearer = t.men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
        assert_eq!(t.load_of(Carrier::Man(explorer)), Stores { treasure: 10, ..Stores::default() });
        assert_eq!(t.load_of(Carrier::Man(askari)), Stores { treasure: 10, ..Stores::default() });
        assert_eq!(t.load_of(Carrier::Bearer(bearer)), Stores { rations: 10, ..Stores::default() });
        assert_eq!(t.room_for(Item::Treasure), 0);
        // A man lost with his load loses his share of the treasure.
        assert_eq!(t.remove_man(askari, Fate::LostForever, 1, true).treasure, 10);
        // Goods beyond the carriers of anything are left, even with treasure room free.
        t.stores.treasure = 0;
        t.stores.rations = 11;
        assert_eq!(t.room_for(Item::Ration), 0);
        assert_eq!(t.room_for(Item::Treasure), 9);
        let left = t.enforce_load(1);
        assert_eq!((left.goods.rations, t.stores.rations), (1, 10));
    }

    // rule: EX-OUTFIT-28
    #[test]
    fn goods_go_before_people_and_the_explorer_is_carried() {
        let o = Outfit { bearers: 1, askari: 2, rations: 10, trade_goods: 5, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        let explorer = t.explorer().unwrap().id;
        t.men[0].condition = Condition::Carried { days: 2, total: 2 };
        // 15 Portage Points of goods for one bearer: 5 trade goods are left; the explorer (15)
        // rides on the two askari.
        let left = t.enforce_load(1);
        assert_eq!((left.goods.trade_goods, left.goods.rations, left.men), (5, 0, 0));
        assert!(t.explorer().is_some_and(|m| m.id == explorer));
        assert_eq!(t.status, TeamStatus::Travelling);
        // Every good, treasure too, goes before a man is left.
        t.stores.treasure = 30;
        let left = t.enforce_load(1);
        assert_eq!((left.goods.rations, left.goods.treasure, left.men), (10, 15, 0));
        assert_eq!(t.demand(), t.capacity());
    }

    // rule: EX-OUTFIT-30
    #[test]
    fn a_party_never_leaves_its_explorer() {
        let o = Outfit { supercargoes: alloc::vec![SupercargoKind::Journalist], rations: 4, ..Outfit::default() };
        let mut t = team(&o, Skill::Hunter);
        t.men[0].condition = Condition::Carried { days: 1, total: 1 };
        // One man can carry 10 of his 15 Portage Points: the rations go, the explorer stays, the
        // party waits with him.
        let left = t.enforce_load(1);
        assert_eq!((left.goods.rations, left.men), (4, 0));
        assert!(t.explorer().is_some());
        assert_eq!(t.status, TeamStatus::Travelling);
        assert!(!t.can_march());
        // Fit again, he walks and the party marches.
        t.men[0].condition = Condition::Fit;
        assert!(t.can_march());
    }
}
