//! The culture lists as a player musters them: the rows shared between lists (Ruga-Ruga,
//! Scouts), the rows the text gives in full, and the rows it lost, checked through
//! [`crate::muster`] so that a wrong row shows up as a wrong column (cost, culture, refusal).
//!
//! Sources: Congo rulebook, "The Sultanate of Zanzibar", "The Forest Tribes", "The African
//! Kingdoms" (the group tables and the descriptions after them); RULINGS.md "Rows the source
//! text lost".

use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10};

use crate::muster::{ColumnList, Joining, MusterError, MusterRules};
use crate::profile::Culture;
use crate::profile::{Joins, ProfileField as F, ProfileId, SpecialRule, Weapon};
use crate::rosters::{Roster, RosterError, RosterExtension};
use crate::rosters::{SuppliedValue as V, SuppliedValues};
use crate::state::Values;

fn list(culture: Culture, groups: &[&str], character: &str) -> ColumnList {
    ColumnList {
        culture,
        groups: groups.iter().map(|g| ProfileId::new(g)).collect(),
        characters: vec![Joining::new(character, 0)],
        auxiliaries: vec![],
    }
}

/// The errors of an illegal list (empty when it is legal).
fn refusals(list: &ColumnList, roster: &Roster) -> Vec<MusterError> {
    list.validate(roster, &MusterRules::budget(100)).err().map_or_else(Vec::new, |e| e.0)
}

/// The builtin roster with `values` supplied for the lost fields of `group`.
fn supplied(group: &str, values: Vec<V>) -> Roster {
    let mut roster = Roster::builtin();
    let supply = SuppliedValues { group: ProfileId::new(group), values };
    roster.extend(&RosterExtension { supply: vec![supply], ..RosterExtension::default() }).expect("a valid supply");
    roster
}

/// Test values for every field of a Scouts row (not the rulebook's: it lost them).
fn scouts_values() -> Vec<V> {
    vec![
        V::Figures(4),
        V::Shooting(Some(D6)),
        V::Weapon(Some(Weapon::Bows)),
        V::Combat(Some(D6)),
        V::Bravery(Some(D8)),
        V::Points(10),
        V::Joins(Joins { character: true, auxiliaries: 1 }),
    ]
}

fn rolls_dangerous_terrain(roster: &Roster, group: &str) -> bool {
    let profile = roster.group(group).expect(group);
    crate::hooks::rolls_dangerous_terrain(&Values {
        profile,
        characters: smallvec::SmallVec::new(),
        auxiliaries: smallvec::SmallVec::new(),
        members: usize::from(profile.figures),
    })
}

/// Ruga-Ruga and Scouts stand in the list of `culture` as in the White Men's: same rules, same
/// known values, that culture's ids; a column of that culture musters them once their lost
/// values are supplied, and refuses another list's copy.
fn ruga_ruga_and_scouts_in(culture: Culture, core: &str, character: &str) {
    let prefix = culture.id_prefix();
    let ruga_id = alloc::format!("{prefix}.ruga_ruga");
    let scouts_id = alloc::format!("{prefix}.scouts");
    let roster = Roster::builtin();
    let ruga = roster.group(&ruga_id).expect("Ruga-Ruga in the list");
    let white = roster.group("wme.ruga_ruga").expect("the White Men's");
    assert_eq!(ruga.culture, culture);
    assert_eq!(
        (ruga.figures, ruga.weapon, ruga.bravery, ruga.joins),
        (white.figures, white.weapon, white.bravery, white.joins)
    );
    assert_eq!(ruga.special_rules, vec![SpecialRule::Superstitious { terror_bravery: D6 }]);
    let scouts = roster.group(&scouts_id).expect("Scouts in the list");
    assert_eq!((scouts.culture, scouts.special_rules.clone()), (culture, vec![SpecialRule::Natives]));
    assert!(!rolls_dangerous_terrain(&roster, &scouts_id), "Natives");
    assert!(rolls_dangerous_terrain(&roster, core));

    // Lost values: refused until supplied, then mustered in this culture's column.
    let with_ruga = list(culture, &[core, &ruga_id], character);
    assert!(matches!(
        refusals(&with_ruga, &roster).as_slice(),
        [MusterError::IncompleteProfile { id, .. }] if *id == ProfileId::new(&ruga_id)
    ));
    let roster = supplied(&ruga_id, vec![V::Shooting(Some(D6)), V::Combat(Some(D6)), V::Points(10)]);
    assert_eq!(refusals(&with_ruga, &roster), vec![]);
    let mut roster = roster;
    roster
        .extend(&RosterExtension {
            supply: vec![SuppliedValues { group: ProfileId::new(&scouts_id), values: scouts_values() }],
            ..RosterExtension::default()
        })
        .expect("valid");
    assert_eq!(refusals(&list(culture, &[core, &scouts_id], character), &roster), vec![]);
    // The White Men's Ruga-Ruga is not this list's.
    let foreign = list(culture, &[core, "wme.ruga_ruga"], character);
    assert!(
        refusals(&foreign, &supplied("wme.ruga_ruga", vec![V::Shooting(Some(D6)), V::Combat(Some(D6)), V::Points(10)]))
            .iter()
            .any(|e| matches!(e, MusterError::WrongCulture { .. }))
    );
}

#[test]
fn the_sultanate_lists_ruga_ruga_and_scouts() {
    // rule: CG-ZAN-12
    ruga_ruga_and_scouts_in(Culture::SultanateOfZanzibar, "zan.zanzibaris", "zan.slavers");
}

#[test]
fn the_african_kingdoms_list_ruga_ruga_and_scouts() {
    // rule: CG-AK-13
    ruga_ruga_and_scouts_in(Culture::AfricanKingdoms, "ak.askaris", "ak.war_chief");
}

#[test]
fn forest_scouts_are_natives() {
    // rule: CG-FOREST-13
    let roster = Roster::builtin();
    let scouts = roster.group("forest.scouts").expect("Scouts");
    assert_eq!(
        (scouts.culture, scouts.complete, scouts.special_rules.clone()),
        (Culture::ForestTribes, false, vec![SpecialRule::Natives])
    );
    assert!(!rolls_dangerous_terrain(&roster, "forest.scouts"));
    assert!(rolls_dangerous_terrain(&roster, "forest.warriors"));
    let column = list(Culture::ForestTribes, &["forest.warriors", "forest.scouts"], "forest.chieftain");
    let roster = supplied("forest.scouts", scouts_values());
    let mustered = column.validate(&roster, &MusterRules::budget(100)).expect("legal once supplied");
    assert_eq!(mustered.cost, 17 + 10);
}

#[test]
fn forest_warriors_row() {
    // rule: CG-FOREST-09
    let roster = Roster::builtin();
    let w = roster.group("forest.warriors").expect("Warriors");
    assert_eq!(
        (w.figures, w.shooting, w.weapon, w.combat, w.bravery, w.points),
        (5, Some(D6), Some(Weapon::Assegais), Some(D8), Some(D8), 17)
    );
    assert_eq!(w.joins, Joins { character: true, auxiliaries: 1 });
    assert!(w.complete && w.special_rules.is_empty() && w.max_per_column.is_none());
    // Any number within budget; the Chieftain and a Sacred Warrior may join one.
    let mut column =
        list(Culture::ForestTribes, &["forest.warriors", "forest.warriors", "forest.warriors"], "forest.chieftain");
    column.auxiliaries = vec![Joining::new("forest.sacred_warriors", 0)];
    let mustered = column.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!(mustered.cost, 3 * 17 + 2);
    column.auxiliaries.push(Joining::new("forest.sacred_warriors", 0));
    assert!(
        refusals(&column, &roster).iter().any(|e| matches!(e, MusterError::AuxiliarySlotsFull { .. })),
        "one auxiliary icon"
    );
}

#[test]
fn forest_young_warriors_row() {
    // rule: CG-FOREST-10
    let roster = Roster::builtin();
    let y = roster.group("forest.young_warriors").expect("Young Warriors");
    assert_eq!(
        (y.figures, y.shooting, y.weapon, y.combat, y.bravery, y.points),
        (5, Some(D6), Some(Weapon::Assegais), Some(D8), Some(D6), 12)
    );
    assert_eq!(y.joins, Joins { character: true, auxiliaries: 1 });
    let column = list(Culture::ForestTribes, &["forest.young_warriors", "forest.young_warriors"], "forest.champion");
    let mustered = column.validate(&roster, &MusterRules::budget(100)).expect("legal");
    assert_eq!((mustered.cost, mustered.stars), (24, 2));
}

/// A row the text lost except for figures and icons: refused until supplied, then mustered
/// with the supplied values.
fn lost_row_musters_once_supplied(culture: Culture, id: &str, core: &str, character: &str) {
    let roster = Roster::builtin();
    let row = roster.group(id).expect(id);
    assert_eq!(
        (row.culture, row.figures, row.joins, row.complete),
        (culture, 5, Joins { character: true, auxiliaries: 1 }, false)
    );
    let lost = vec![F::Shooting, F::Weapon, F::Combat, F::Bravery, F::Points];
    assert_eq!(row.missing, lost);
    assert_eq!((row.shooting, row.combat, row.bravery, row.points), (None, None, None, 0));
    let column = list(culture, &[core, id], character);
    assert_eq!(
        refusals(&column, &roster),
        vec![MusterError::IncompleteProfile { id: ProfileId::new(id), missing: lost }]
    );
    let roster = supplied(
        id,
        vec![
            V::Shooting(Some(D8)),
            V::Weapon(Some(Weapon::Muskets)),
            V::Combat(Some(D6)),
            V::Bravery(Some(D10)),
            V::Points(13),
        ],
    );
    let mustered = column.validate(&roster, &MusterRules::budget(100)).expect("legal once supplied");
    let core_points = roster.group(core).expect(core).points;
    assert_eq!(mustered.cost, core_points + 13);
    assert_eq!(mustered.groups[1].profile.figures, 5, "the printed figures stay");
}

#[test]
fn forest_bundukis_are_incomplete_until_supplied() {
    // rule: CG-FOREST-11
    lost_row_musters_once_supplied(Culture::ForestTribes, "forest.bundukis", "forest.warriors", "forest.chieftain");
}

#[test]
fn kingdoms_young_warriors_are_incomplete_until_supplied() {
    // rule: CG-AK-11
    lost_row_musters_once_supplied(Culture::AfricanKingdoms, "ak.young_warriors", "ak.askaris", "ak.king");
}

#[test]
fn kingdoms_askaris_row() {
    // rule: CG-AK-10
    let roster = Roster::builtin();
    let a = roster.group("ak.askaris").expect("Askaris");
    assert_eq!(
        (a.figures, a.shooting, a.weapon, a.combat, a.bravery, a.points),
        (5, Some(D8), Some(Weapon::Muskets), Some(D6), Some(D6), 11)
    );
    assert_eq!(a.joins, Joins { character: true, auxiliaries: 1 });
    assert!(a.complete && a.special_rules.is_empty());
    // The cheapest group of the list: nine of them fit in 100 points, ten do not.
    let nine = list(Culture::AfricanKingdoms, &["ak.askaris"; 9], "ak.war_horn");
    assert_eq!(nine.validate(&roster, &MusterRules::budget(100)).expect("99 points").cost, 99);
    let ten = list(Culture::AfricanKingdoms, &["ak.askaris"; 10], "ak.war_horn");
    assert!(matches!(refusals(&ten, &roster).as_slice(), [MusterError::OverBudget { .. }]));
}

// ---- The profile shapes ("Surviving in Africa", Groups and characters; Dice and tests) ----

#[test]
fn profile_values_are_d6_d8_or_d10_and_better_dice_succeed_more() {
    // rule: CG-GEN-02
    let roster = Roster::builtin();
    let congo = [D6, D8, D10];
    let mut dice: Vec<tabletop::Die> = Vec::new();
    for g in &roster.groups {
        dice.extend([g.shooting, g.combat, g.bravery].into_iter().flatten());
    }
    let pools = roster
        .characters
        .iter()
        .flat_map(|c| [c.shooting, c.combat, c.bravery])
        .chain(roster.auxiliaries.iter().flat_map(|a| [a.shooting, a.combat, a.bravery]));
    dice.extend(pools.flatten().map(|p| p.die));
    assert!(dice.len() > 80, "every printed value is looked at");
    assert!(dice.iter().all(|d| congo.contains(d)), "{dice:?}");
    // D6 weakest, D10 best: the faces that succeed (5 or more) on each.
    let successes = |die: tabletop::Die| {
        let mut source = tabletop::DiceSource::scripted(1..=u32::from(die.sides()));
        (1..=die.sides()).filter(|_| source.roll(die).expect("scripted face").is_success()).count()
    };
    assert_eq!(congo.map(successes), [2, 4, 6]);
    // A house profile with any other die is refused.
    let mut house = roster.group("wme.soldiers").expect("Soldiers").clone();
    house.id = ProfileId::new("wme.house_soldiers");
    house.combat = Some(tabletop::Die::D12);
    let mut extended = roster.clone();
    let refused = extended.extend(&RosterExtension { groups: vec![house], ..RosterExtension::default() });
    assert!(matches!(refused.expect_err("D12").0.as_slice(), [RosterError::BadDie { die: tabletop::Die::D12, .. }]));
    assert_eq!(extended, roster);
}

#[test]
fn a_group_profile_has_the_printed_fields() {
    // rule: CG-GEN-06 (the Hunters, the example of "Groups and characters")
    let roster = Roster::builtin();
    let hunters = serde_json::to_value(roster.group("forest.hunters").expect("Hunters")).expect("json");
    let field = |k: &str| hunters[k].clone();
    assert_eq!(field("name"), "Hunters");
    assert_eq!(field("joins"), serde_json::json!({"character": true, "auxiliaries": 1}));
    assert_eq!(field("figures"), 4);
    assert_eq!((field("shooting"), field("weapon")), ("D8".into(), "bows".into()));
    assert_eq!((field("combat"), field("bravery")), ("D6".into(), "D8".into()));
    assert_eq!(field("points"), 14);
    assert_eq!(field("special_rules"), serde_json::json!([{"rule": "hunting_the_prey", "value": {"die": "D8"}}]));
    // A group with no ranged weapon has neither a Shooting value nor a weapon.
    let cannibals = serde_json::to_value(roster.group("forest.cannibals").expect("Cannibals")).expect("json");
    assert_eq!(
        (cannibals["shooting"].clone(), cannibals["weapon"].clone()),
        (serde_json::Value::Null, serde_json::Value::Null)
    );
}

#[test]
fn a_character_profile_has_the_printed_fields() {
    // rule: CG-GEN-07 (the Explorer, the example of "Groups and characters")
    let roster = Roster::builtin();
    let explorer = serde_json::to_value(roster.character("wme.explorer").expect("Explorer")).expect("json");
    let one = |die: &str| serde_json::json!({"count": 1, "die": die});
    assert_eq!(explorer["name"], "The Explorer");
    assert_eq!(explorer["stars"], 3);
    assert_eq!(
        (explorer["shooting"].clone(), explorer["combat"].clone(), explorer["bravery"].clone()),
        (one("D10"), one("D6"), one("D6"))
    );
    assert_eq!(explorer["special_rules"], serde_json::json!([{"rule": "composure", "value": {"die": "D10"}}]));
    // A character's rule usually serves his group: it is among the group's rules once he joins.
    let soldiers = roster.group("wme.soldiers").expect("Soldiers");
    let character = roster.character("wme.explorer").expect("Explorer");
    let v = Values {
        profile: soldiers,
        characters: smallvec::smallvec![character],
        auxiliaries: smallvec::SmallVec::new(),
        members: 4,
    };
    assert!(v.special_rules().any(|r| matches!(r, SpecialRule::Composure { die: D10 })));
}
