//! The morning's meal as the rules serve it, computed without touching the party: who eats and
//! drinks in the feeding order, which animals go without water, and what stores are left.
//! The turn's supplies step applies it ([`crate::day`]); the plan preview
//! ([`crate::query::plan_cost`]) reads it before the plan is sent.
//!
//! Source: expedition game, rations (1 per man, EX-OUTFIT-17) and water in the desert (1 per
//! man, 2 per animal except camels, EX-OUTFIT-25); `docs/rulings.md` (the feeding order; rations
//! are eaten at the start of the turn; a body eaten feeds every man the rations do not).

use crate::party::{AnimalKind, Fate, ManId, Role, Team};
use crate::supplies::{Item, Stores};
use alloc::vec::Vec;

/// One morning's meal: who is fed and watered, and what it uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meal {
    /// Every man in the feeding order, with whether he eats and whether he drinks (always true
    /// outside the desert).
    pub men: Vec<(ManId, bool, bool)>,
    /// The animals that get no water in the desert (they are lost), by id.
    pub animals_lost: Vec<u16>,
    /// Men fed (rations, the weed or a body).
    pub eaten: u32,
    /// Units of water drunk by men and animals (0 outside the desert).
    pub drunk: u32,
    /// The stores once the meal is eaten.
    pub stores: Stores,
}

impl Meal {
    /// Men who go hungry.
    pub fn hungry(&self) -> u32 {
        self.men.iter().filter(|m| !m.1).count() as u32
    }

    /// Men who go thirsty.
    pub fn thirsty(&self) -> u32 {
        self.men.iter().filter(|m| !m.2).count() as u32
    }
}

/// Feeding order: Europeans, reliable bearers, askari, guides, bearers (`docs/rulings.md`).
fn feed_rank(r: Role) -> u8 {
    match r {
        Role::Explorer | Role::Supercargo(_) => 0,
        Role::ReliableBearer => 1,
        Role::Askari => 2,
        Role::Guide => 3,
        Role::Bearer => 4,
    }
}

/// True when man `id` is under the weed's effect this morning (he needs no ration, EX-QUEST-32).
fn weed_fed(t: &Team, id: ManId) -> bool {
    t.race.weed_fed.iter().any(|(m, turns)| *m == id && *turns > 0)
}

/// Men who need a ration this morning (those under the weed's effect do not, EX-QUEST-32).
pub fn mouths(t: &Team) -> u32 {
    t.men.iter().filter(|m| !weed_fed(t, m.id)).count() as u32
}

/// The dead men whose bodies are at hand on `day`: died that day or the day before, not yet
/// eaten.
pub fn bodies_at_hand(t: &Team, day: u16) -> Vec<ManId> {
    let since = day.saturating_sub(1);
    t.fallen
        .iter()
        .filter(|f| f.fate == Fate::Died && f.day >= since && !t.race.eaten.contains(&f.man.id))
        .map(|f| f.man.id)
        .collect()
}

/// "Resorting to cannibalism" (EX-VP-14, docs/rulings.md): true when the team is asked before
/// the meal of `day` whether to eat a body: the rations will not feed every man and a body is at
/// hand.
pub fn cannibalism_asked(t: &Team, day: u16) -> bool {
    t.stores.rations < mouths(t) && !bodies_at_hand(t, day).is_empty()
}

/// The meal team `t` eats this morning: in the feeding order each man takes a ration (unless
/// the weed feeds him, or `feast`: a body eaten feeds whom the rations do not) and, in the
/// `desert`, a unit of water; then each animal but camels takes 2 units of water in the desert
/// or is lost.
pub fn serve(t: &Team, desert: bool, feast: bool) -> Meal {
    let mut order: Vec<(u8, ManId)> = t.men.iter().map(|m| (feed_rank(m.role), m.id)).collect();
    order.sort();
    let mut stores = t.stores;
    let mut meal = Meal { men: Vec::new(), animals_lost: Vec::new(), eaten: 0, drunk: 0, stores };
    for (_, id) in order {
        let food = weed_fed(t, id) || stores.take(Item::Ration, 1) == 1 || feast;
        let water = !desert || stores.take(Item::Water, 1) == 1;
        meal.eaten += u32::from(food);
        meal.drunk += u32::from(desert && water);
        meal.men.push((id, food, water));
    }
    if desert {
        for a in t.animals.iter().filter(|a| a.kind != AnimalKind::Camel) {
            if stores.take(Item::Water, 2) == 2 {
                meal.drunk += 2;
            } else {
                meal.animals_lost.push(a.id);
            }
        }
    }
    meal.stores = stores;
    meal
}
