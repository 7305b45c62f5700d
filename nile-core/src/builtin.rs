//! Built-in setups selectable by name, for the bindings (C ABI, wasm) and quick starts, and the
//! outfit a sensible player buys ([`expedition_outfit`]).
//!
//! Source: expedition game, "The Game Table", "Outfitting The Expeditions".

use crate::map::{Approach, Terrain};
use crate::outfit::{ExplorerKit, Outfit, Rifle};
use crate::party::{Team, TeamId};
use crate::setup::{Setup, TeamSetup};
use crate::skills::Skill;
use crate::supercargo::SupercargoKind;
use crate::supplies::Item;
use alloc::string::String;
use alloc::vec::Vec;

/// The names of the built-in setups: `"solo"` (one team, from the south), `"two_teams"` (south
/// and north) and `"four_teams"` (one team on each approach, each with one supercargo).
pub const BUILTIN_SETUPS: &[&str] = &["solo", "two_teams", "four_teams"];

/// The approach terrains of the built-in setups (north, east, south, west): the Sahara to the
/// north, the veldt to the east, the Sudd swamp to the south, the Congo jungle to the west.
pub const BUILTIN_TERRAIN: [Terrain; 4] = [Terrain::Desert, Terrain::Veldt, Terrain::Swamp, Terrain::Jungle];

/// Trade goods a sensible expedition buys: eight gifts (which always pass the gift test) for
/// each of about eight meetings with natives (EX-ATTITUDE-03).
pub const OUTFIT_TRADE_GOODS: u32 = 64;
/// Days of water bought for a desert approach (1 per man, 2 per pack animal a day, EX-OUTFIT-25).
pub const OUTFIT_WATER_DAYS: u32 = 6;

/// What a sensible player buys for an approach of `terrain` with these supercargoes and the
/// `budget` (before their donations): the explorer's Express rifle and pistol with 10 rounds each
/// and 20 more Express rounds, a guide, four askari (armed men for the posture and the fights,
/// who with the Europeans carry the treasure home, EX-OUTFIT-31, EX-QUEST-09), a canoe but on a
/// desert approach (rivers are then crossed without the fording losses, EX-CROSS-01), four medicine,
/// [`OUTFIT_TRADE_GOODS`] trade goods, water for [`OUTFIT_WATER_DAYS`] days on a desert approach
/// ([`OUTFIT_SPARE_WATER_DAYS`] elsewhere), the abandon order of [`abandon_order`] (three askari and half the trade goods when that leaves less than
/// [`OUTFIT_MIN_DAYS`] days of rations), then the bearers (eight or more) and pack animals (no more than bearers)
/// that carry the most days of rations with the money left. Always valid ([`Outfit::validate`] and the party's load); with too little
/// money it falls back to fewer purchases.
pub fn expedition_outfit(terrain: Terrain, supercargoes: &[SupercargoKind], budget: u32) -> Outfit {
    let kit = ExplorerKit {
        rifle: Some(Rifle::Express),
        pistol: true,
        rifle_rounds: 10,
        pistol_rounds: 10,
        ..ExplorerKit::default()
    };
    let full = Outfit {
        supercargoes: supercargoes.to_vec(),
        guides: 1,
        askari: 4,
        medicine: 4,
        trade_goods: OUTFIT_TRADE_GOODS,
        express_ammo_boxes: 2,
        canoes: u32::from(terrain != Terrain::Desert),
        explorer: kit,
        ..Outfit::default()
    };
    let lean =
        Outfit { askari: 3, trade_goods: OUTFIT_TRADE_GOODS / 2, express_ammo_boxes: 1, medicine: 2, ..full.clone() };
    let bare = Outfit { supercargoes: supercargoes.to_vec(), ..Outfit::default() };
    let mut fallback = None;
    for base in [full, lean, bare] {
        match most_days(terrain, base, budget) {
            Some((days, o)) if days >= OUTFIT_MIN_DAYS => return o,
            Some(found) => fallback = fallback.or(Some(found.1)),
            None => {}
        }
    }
    fallback.unwrap_or_else(|| Outfit { supercargoes: supercargoes.to_vec(), ..Outfit::default() })
}

/// Days of water bought for any other approach: the centre may hold desert squares.
pub const OUTFIT_SPARE_WATER_DAYS: u32 = 2;

/// What a sensible player leaves first when the party cannot carry it all: spare arms, the
/// photographer's supplies and medicine, then (in the desert) rations before water (elsewhere
/// water before rations), then the trade goods (the gifts that make natives friendly: a meeting
/// without them costs the explorer about one time in three, where a Friendly one with eight
/// gifts almost never does), then the ammunition kept for fights, and treasure last.
pub fn abandon_order(terrain: Terrain) -> [Item; 13] {
    let (first, second) =
        if terrain == Terrain::Desert { (Item::Ration, Item::Water) } else { (Item::Water, Item::Ration) };
    [
        Item::Pistol,
        Item::RegularRifle,
        Item::ExpressRifle,
        Item::PhotoPlates,
        Item::PhotoSupplies,
        Item::Medicine,
        first,
        second,
        Item::TradeGood,
        Item::PistolAmmo,
        Item::RegularAmmo,
        Item::ExpressAmmo,
        Item::Treasure,
    ]
}

/// Days of rations the sensible outfit carries at least; with less it buys fewer askari and
/// trade goods.
pub const OUTFIT_MIN_DAYS: u32 = 5;

/// The bearers, pack animals and rations that give `base` the most days of rations (days, outfit).
fn most_days(terrain: Terrain, base: Outfit, budget: u32) -> Option<(u32, Outfit)> {
    let europeans = 1 + base.supercargoes.iter().map(|s| u32::from(s.europeans())).sum::<u32>();
    let mut best: Option<(u32, Outfit)> = None;
    // At least eight bearers (two hunt, the rest carry), and no more animals than bearers, so
    // that a few bearers lost do not leave animals unled.
    for bearers in 8..=40u32 {
        for animals in 0..=bearers.min(10) {
            let mut o = base.clone();
            o.bearers = bearers;
            o.pack_animals = animals;
            let men = europeans + o.askari + o.guides + bearers;
            let days = if terrain == Terrain::Desert { OUTFIT_WATER_DAYS } else { OUTFIT_SPARE_WATER_DAYS };
            o.water = days * (men + 2 * animals);
            o.abandon_order = abandon_order(terrain).to_vec();
            let money = o.money(budget).saturating_sub(o.cost());
            o.rations = money / 2;
            // As many rations as the party can carry.
            let team = |o: &Outfit| Team::from_outfit(TeamId(0), String::new(), Approach::North, o, Skill::Hunter, 0);
            let t = team(&o);
            let over = t.goods_demand().saturating_sub(t.goods_capacity()).max(t.demand().saturating_sub(t.capacity()));
            o.rations = o.rations.saturating_sub(over);
            if o.validate(budget).is_err() || team(&o).check_load().is_err() {
                continue;
            }
            let days = o.rations / men;
            if best.as_ref().is_none_or(|(d, _)| days > *d) {
                best = Some((days, o));
            }
        }
    }
    best
}

fn team(name: &str, approach: Approach, supercargo: Option<SupercargoKind>) -> TeamSetup {
    let cargo: Vec<SupercargoKind> = supercargo.into_iter().collect();
    let outfit = expedition_outfit(BUILTIN_TERRAIN[approach.index()], &cargo, crate::outfit::BUDGET);
    TeamSetup { name: String::from(name), approach, outfit }
}

/// The built-in setup called `name` (see [`BUILTIN_SETUPS`]), with seeded dice from `seed`, the
/// approach terrains of [`BUILTIN_TERRAIN`], each team outfitted by [`expedition_outfit`], no
/// pre-generation and the default day limit of [`Setup::seeded`]; `None` for an unknown name.
pub fn builtin_setup(name: &str, seed: u64) -> Option<Setup> {
    let teams: Vec<TeamSetup> = match name {
        "solo" => alloc::vec![team("Royal Society", Approach::South, None)],
        "two_teams" => {
            alloc::vec![team("Royal Society", Approach::South, None), team("Zanzibar Company", Approach::North, None)]
        }
        "four_teams" => alloc::vec![
            team("Royal Geographical Society", Approach::North, Some(SupercargoKind::Photographer)),
            team("Zanzibar Company", Approach::East, Some(SupercargoKind::Journalist)),
            team("Cape Colony Expedition", Approach::South, Some(SupercargoKind::Missionaries)),
            team("Congo Free State party", Approach::West, Some(SupercargoKind::Heroine)),
        ],
        _ => return None,
    };
    let mut setup = Setup::seeded(seed, teams);
    setup.approach_terrain = Some(BUILTIN_TERRAIN);
    Some(setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use tabletop::RulesGame;

    #[test]
    fn every_builtin_setup_starts_a_game() {
        for name in BUILTIN_SETUPS {
            let setup = builtin_setup(name, 7).expect("listed names are built in");
            assert!(Game::new(&setup).is_ok(), "{name}");
        }
        assert!(builtin_setup("no such setup", 7).is_none());
    }

    #[test]
    fn the_sensible_party_keeps_water_in_the_desert_and_ammunition_for_fights() {
        let o = expedition_outfit(Terrain::Desert, &[], crate::outfit::BUDGET);
        let at = |o: &Outfit, i: Item| o.abandon_order().iter().position(|x| *x == i).unwrap();
        assert!(at(&o, Item::Ration) < at(&o, Item::Water), "rations go before water in the desert");
        assert!(at(&o, Item::Water) < at(&o, Item::ExpressAmmo), "ammunition is kept for the fights");
        assert!(at(&o, Item::Water) < at(&o, Item::TradeGood), "gifts are kept before food and water");
        let o = expedition_outfit(Terrain::Jungle, &[], crate::outfit::BUDGET);
        assert!(at(&o, Item::Water) < at(&o, Item::Ration));
        assert_eq!(o.canoes, 1);
        assert!(o.water > 0, "water for a desert square on the centre");
        // The Europeans and the askari have room for treasure from the start.
        let t = Team::from_outfit(TeamId(0), String::new(), Approach::North, &o, Skill::Hunter, 0);
        assert!(t.room_for(Item::Treasure) >= (1 + o.askari) * crate::outfit::BEARER_CAPACITY);
    }

    #[test]
    fn the_sensible_outfit_is_legal_on_every_approach_with_every_supercargo() {
        for terrain in [Terrain::Desert, Terrain::Veldt, Terrain::Swamp, Terrain::Jungle] {
            for cargo in [
                None,
                Some(SupercargoKind::Heroine),
                Some(SupercargoKind::Missionaries),
                Some(SupercargoKind::Photographer),
                Some(SupercargoKind::Journalist),
            ] {
                let cargo: Vec<SupercargoKind> = cargo.into_iter().collect();
                let o = expedition_outfit(terrain, &cargo, crate::outfit::BUDGET);
                assert!(o.validate(crate::outfit::BUDGET).is_ok(), "{terrain:?} {cargo:?}");
                let men = 1 + o.askari + o.guides + o.bearers;
                assert!(o.rations >= 5 * men, "{terrain:?} {cargo:?}: {} rations for {men} men", o.rations);
                assert!(o.trade_goods >= OUTFIT_TRADE_GOODS / 2, "{terrain:?} {cargo:?}: {o:?}");
                if terrain == Terrain::Desert {
                    assert!(o.water >= OUTFIT_WATER_DAYS * men, "{cargo:?}");
                }
            }
        }
    }
}
