//! Roster data spot-checked against the printed tables, and the extension format.

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10, D12};

use super::*;
use crate::profile::{
    DicePool, GroupKind, Joins, ProfileField, ProfileId, Ritual, SpecialRule, Stick, Weapon,
};

fn g<'a>(r: &'a Roster, id: &str) -> &'a GroupProfile {
    r.group(id).expect(id)
}

fn c<'a>(r: &'a Roster, id: &str) -> &'a CharacterProfile {
    r.character(id).expect(id)
}

#[test]
fn every_culture_has_six_characters_one_auxiliary_and_three_complete_groups() {
    // rule: CG-MUSTER-20, CG-MUSTER-13
    let r = Roster::builtin();
    for culture in Culture::ALL {
        assert_eq!(r.characters_of(culture).count(), 6, "{culture:?}");
        assert_eq!(r.auxiliaries_of(culture).count(), 1, "{culture:?}");
        assert!(
            r.groups_of(culture).filter(|g| g.complete).count() >= 3,
            "{culture:?}"
        );
    }
}

#[test]
fn ids_are_unique_prefixed_and_complete_matches_missing() {
    let r = Roster::builtin();
    let mut ids: Vec<&str> = Vec::new();
    for (id, culture) in r
        .characters
        .iter()
        .map(|c| (&c.id, c.culture))
        .chain(r.auxiliaries.iter().map(|a| (&a.id, a.culture)))
        .chain(r.groups.iter().map(|g| (&g.id, g.culture)))
    {
        assert!(!ids.contains(&id.as_str()), "duplicate {id}");
        assert!(id.as_str().starts_with(culture.id_prefix()), "{id}");
        ids.push(id.as_str());
    }
    for group in &r.groups {
        assert_eq!(group.complete, group.missing.is_empty(), "{}", group.id);
    }
}

#[test]
fn white_men_expeditions_rows() {
    // rule: CG-WME-01, CG-WME-02, CG-WME-03, CG-WME-04, CG-WME-05, CG-WME-06
    let r = Roster::builtin();
    let explorer = c(&r, "wme.explorer");
    assert_eq!(explorer.stars, 3);
    assert_eq!(explorer.shooting, Some(DicePool::one(D10)));
    assert_eq!(
        explorer.special_rules,
        vec![SpecialRule::Composure { die: D10 }]
    );
    assert_eq!(
        c(&r, "wme.kirangozi").special_rules,
        vec![SpecialRule::Shortcuts {
            extra: Stick::S,
            max_sticks: 3
        }]
    );
    assert_eq!(
        c(&r, "wme.retired_officer").shooting,
        Some(DicePool::one(D8))
    );
    let flag = c(&r, "wme.flag_bearer");
    assert_eq!(
        (flag.stars, flag.shooting, flag.combat, flag.bravery),
        (1, None, None, Some(DicePool::one(D10)))
    );
    assert_eq!(c(&r, "wme.reporter").combat, None);
    assert_eq!(c(&r, "wme.scientist").stars, 2);
    // rule: CG-WME-07
    let bearers = r.auxiliary("wme.bearers").expect("bearers");
    assert_eq!((bearers.points, bearers.max_per_column), (2, 4));
    // rule: CG-WME-08
    let soldiers = g(&r, "wme.soldiers");
    assert_eq!(soldiers.max_per_column, Some(1));
    assert_eq!(
        soldiers.joins,
        Joins {
            character: true,
            auxiliaries: 1
        }
    );
    assert_eq!(
        (soldiers.figures, soldiers.shooting, soldiers.weapon),
        (4, Some(D10), Some(Weapon::Rifles))
    );
    assert_eq!(
        (soldiers.combat, soldiers.bravery, soldiers.points),
        (Some(D8), Some(D10), 21)
    );
    assert_eq!(soldiers.special_rules, vec![SpecialRule::WeKnowOurBusiness]);
    // rule: CG-WME-09
    let askaris = g(&r, "wme.trained_askaris");
    assert_eq!(
        (askaris.figures, askaris.shooting, askaris.points),
        (4, Some(D8), 16)
    );
    // rule: CG-WME-10
    let adventurers = g(&r, "wme.adventurers");
    assert_eq!(
        adventurers.joins,
        Joins {
            character: false,
            auxiliaries: 2
        }
    );
    assert_eq!(
        (adventurers.figures, adventurers.combat, adventurers.points),
        (3, Some(D6), 11)
    );
    // rule: CG-WME-11, CG-WME-12, CG-WME-13
    let ruga = g(&r, "wme.ruga_ruga");
    assert!(!ruga.complete);
    assert_eq!(
        (ruga.figures, ruga.bravery, ruga.joins.auxiliaries),
        (5, Some(D8), 1)
    );
    assert_eq!(
        ruga.missing,
        vec![
            ProfileField::Shooting,
            ProfileField::Combat,
            ProfileField::Points
        ]
    );
    let archers = g(&r, "wme.archers");
    assert_eq!(
        (archers.figures, archers.weapon, archers.complete),
        (6, Some(Weapon::Bows), false)
    );
    assert!(!g(&r, "wme.scouts").complete);
    assert_eq!(
        g(&r, "wme.scouts").special_rules,
        vec![SpecialRule::Natives]
    );
}

#[test]
fn zanzibar_rows() {
    // rule: CG-ZAN-01 .. CG-ZAN-06
    let r = Roster::builtin();
    let emir = c(&r, "zan.emir");
    assert_eq!(
        (emir.stars, emir.bravery),
        (3, Some(DicePool { count: 2, die: D8 }))
    );
    assert_eq!(
        c(&r, "zan.slavers").special_rules,
        vec![SpecialRule::Ruthless { successes: 1 }]
    );
    assert_eq!(c(&r, "zan.sheikh").stars, 1);
    assert_eq!(c(&r, "zan.trader").bravery, None);
    assert_eq!(
        c(&r, "zan.brute").special_rules,
        vec![SpecialRule::Bodyguard { die: D10 }]
    );
    assert_eq!(
        c(&r, "zan.diplomat").special_rules,
        vec![SpecialRule::InspiringPresence { bravery: D8 }]
    );
    // rule: CG-ZAN-08, CG-ZAN-09
    let zanzibaris = g(&r, "zan.zanzibaris");
    assert_eq!(
        (
            zanzibaris.figures,
            zanzibaris.weapon,
            zanzibaris.combat,
            zanzibaris.points
        ),
        (5, Some(Weapon::Muskets), Some(D6), 16)
    );
    assert_eq!(g(&r, "zan.trained_troops").weapon, Some(Weapon::Rifles));
    // rule: CG-ZAN-10
    let baluchis = g(&r, "zan.baluchis");
    assert_eq!(
        (
            baluchis.figures,
            baluchis.shooting,
            baluchis.points,
            baluchis.max_per_column
        ),
        (5, None, 23, Some(1))
    );
    assert_eq!(
        baluchis.joins,
        Joins {
            character: false,
            auxiliaries: 1
        }
    );
    assert_eq!(baluchis.special_rules, vec![SpecialRule::WarriorTradition]);
    // rule: CG-ZAN-11
    let sharpshooters = g(&r, "zan.baluchi_sharpshooters");
    assert_eq!(
        (sharpshooters.weapon, sharpshooters.complete),
        (Some(Weapon::JezailMuskets), false)
    );
    assert_eq!(
        sharpshooters.joins,
        Joins {
            character: true,
            auxiliaries: 1
        }
    );
}

#[test]
fn forest_tribes_rows() {
    // rule: CG-FOREST-01 .. CG-FOREST-06
    let r = Roster::builtin();
    assert_eq!(c(&r, "forest.chieftain").bravery, Some(DicePool::one(D10)));
    assert_eq!(
        c(&r, "forest.talking_drums").special_rules,
        vec![SpecialRule::Drums { range: Stick::L }]
    );
    assert_eq!(c(&r, "forest.champion").combat, Some(DicePool::one(D10)));
    assert_eq!(
        c(&r, "forest.pygmy_king").special_rules,
        vec![SpecialRule::GreatIsTheKing { bravery: D10 }]
    );
    assert_eq!(
        c(&r, "forest.healer").special_rules,
        vec![SpecialRule::PowerOfSpirits]
    );
    assert_eq!(
        c(&r, "forest.witchdoctor").special_rules,
        vec![SpecialRule::Sorcery {
            die: D8,
            rituals: Vec::from(Ritual::FOREST_TRIBES)
        }]
    );
    // rule: CG-FOREST-07
    let sacred = r
        .auxiliary("forest.sacred_warriors")
        .expect("sacred warriors");
    assert_eq!((sacred.points, sacred.max_per_column), (2, 2));
    // rule: CG-FOREST-08 .. CG-FOREST-12
    let cannibals = g(&r, "forest.cannibals");
    assert_eq!(
        (
            cannibals.figures,
            cannibals.weapon,
            cannibals.points,
            cannibals.joins.character
        ),
        (5, None, 20, false)
    );
    assert_eq!(g(&r, "forest.warriors").points, 17);
    let young = g(&r, "forest.young_warriors");
    assert_eq!(
        (young.bravery, young.points, young.kinds.clone()),
        (Some(D6), 12, vec![GroupKind::YoungWarriors])
    );
    assert!(!g(&r, "forest.bundukis").complete);
    let hunters = g(&r, "forest.hunters");
    assert_eq!(
        (
            hunters.figures,
            hunters.shooting,
            hunters.weapon,
            hunters.combat,
            hunters.bravery,
            hunters.points
        ),
        (4, Some(D8), Some(Weapon::Bows), Some(D6), Some(D8), 14)
    );
    assert_eq!(
        hunters.joins,
        Joins {
            character: true,
            auxiliaries: 1
        }
    );
    assert!(hunters.complete);
    // rule: CG-FOREST-14, CG-FOREST-18
    let archers = g(&r, "forest.pygmy_archers");
    assert_eq!(archers.only_with, vec![ProfileId::new("forest.pygmy_king")]);
    assert!(
        archers
            .special_rules
            .contains(&SpecialRule::Bond { groups: 2 })
    );
    assert_eq!(
        (archers.figures, archers.weapon),
        (3, Some(Weapon::PygmyBows))
    );
    assert!(
        g(&r, "forest.pygmy_warriors")
            .special_rules
            .contains(&SpecialRule::Harassment)
    );
}

#[test]
fn african_kingdoms_rows() {
    // rule: CG-AK-01 .. CG-AK-06
    let r = Roster::builtin();
    let king = c(&r, "ak.king");
    assert_eq!(
        (king.stars, king.shooting, king.combat),
        (3, Some(DicePool::one(D8)), Some(DicePool::one(D10)))
    );
    assert_eq!(
        c(&r, "ak.prince").special_rules,
        vec![SpecialRule::Frenzy { dice: 3 }]
    );
    assert_eq!(c(&r, "ak.war_chief").bravery, None);
    assert_eq!(
        c(&r, "ak.war_horn").special_rules,
        vec![SpecialRule::Charge]
    );
    assert_eq!(
        c(&r, "ak.witchdoctor").special_rules,
        vec![SpecialRule::Sorcery {
            die: D8,
            rituals: Vec::from(Ritual::AFRICAN_KINGDOMS)
        }]
    );
    // rule: CG-AK-08 .. CG-AK-12
    let married = g(&r, "ak.married_warriors");
    assert_eq!(
        (married.figures, married.combat, married.points),
        (5, Some(D10), 22)
    );
    let fanatics = g(&r, "ak.fanatical_warriors");
    assert_eq!(
        (fanatics.figures, fanatics.joins.character, fanatics.points),
        (4, false, 22)
    );
    assert_eq!(g(&r, "ak.askaris").points, 11);
    let bodyguards = g(&r, "ak.bodyguards");
    assert_eq!(
        (bodyguards.max_per_column, bodyguards.complete),
        (Some(1), false)
    );
    assert_eq!(bodyguards.only_with, vec![ProfileId::new("ak.king")]);
}

#[test]
fn roster_round_trips_through_json() {
    let r = Roster::builtin();
    let json = serde_json::to_string(&r).expect("serialize");
    let back: Roster = serde_json::from_str(&json).expect("deserialize");
    assert_eq!(back, r);
    assert!(
        json.contains(r#""rule":"composure","value":{"die":"D10"}"#),
        "{json}"
    );
}

#[test]
fn extension_supplies_lost_values() {
    // rule: CG-MUSTER-20
    let mut r = Roster::builtin();
    let ext: RosterExtension = serde_json::from_str(
        r#"{"supply": [{"group": "wme.ruga_ruga", "values": [
            {"field": "shooting", "value": "D6"}, {"field": "combat", "value": "D8"},
            {"field": "points", "value": 12}]}]}"#,
    )
    .expect("json");
    r.extend(&ext).expect("valid");
    let ruga = g(&r, "wme.ruga_ruga");
    assert!(ruga.complete && ruga.missing.is_empty());
    assert_eq!(
        (ruga.shooting, ruga.combat, ruga.points),
        (Some(D6), Some(D8), 12)
    );
}

#[test]
fn extension_partial_supply_stays_incomplete() {
    let mut r = Roster::builtin();
    let ext = RosterExtension {
        supply: vec![SuppliedValues {
            group: ProfileId::new("wme.ruga_ruga"),
            values: vec![SuppliedValue::Points(9)],
        }],
        ..RosterExtension::default()
    };
    r.extend(&ext).expect("valid");
    let ruga = g(&r, "wme.ruga_ruga");
    assert!(!ruga.complete);
    assert_eq!(
        ruga.missing,
        vec![ProfileField::Shooting, ProfileField::Combat]
    );
}

#[test]
fn extension_refuses_bad_data_and_changes_nothing() {
    let mut r = Roster::builtin();
    let before = r.clone();
    let mut house = g(&r, "wme.soldiers").clone();
    house.figures = 9;
    house.shooting = Some(D12);
    let mut unfinished = g(&r, "wme.trained_askaris").clone();
    unfinished.id = ProfileId::new("wme.house_askaris");
    unfinished.complete = false;
    let ext = RosterExtension {
        supply: vec![
            SuppliedValues {
                group: ProfileId::new("wme.nobody"),
                values: vec![],
            },
            SuppliedValues {
                group: ProfileId::new("wme.soldiers"),
                values: vec![SuppliedValue::Points(5)],
            },
            SuppliedValues {
                group: ProfileId::new("wme.ruga_ruga"),
                values: vec![SuppliedValue::Points(0), SuppliedValue::Points(3)],
            },
        ],
        groups: vec![house, unfinished],
        ..RosterExtension::default()
    };
    let errors = r.extend(&ext).expect_err("refused").0;
    let has = |pred: &dyn Fn(&RosterError) -> bool| errors.iter().any(pred);
    assert!(has(&|e| matches!(e, RosterError::UnknownGroup { .. })));
    assert!(has(&|e| matches!(
        e,
        RosterError::NotMissing {
            field: "points",
            ..
        }
    )));
    assert!(has(&|e| matches!(e, RosterError::SuppliedTwice { .. })));
    assert!(has(&|e| matches!(e, RosterError::ZeroPoints { .. })));
    assert!(has(&|e| matches!(e, RosterError::DuplicateId { .. })));
    assert!(has(&|e| matches!(
        e,
        RosterError::BadFigures { figures: 9, .. }
    )));
    assert!(has(&|e| matches!(e, RosterError::BadDie { die: D12, .. })));
    assert!(has(&|e| matches!(
        e,
        RosterError::HouseProfileIncomplete { .. }
    )));
    assert_eq!(r, before);
    let message = RosterErrors(errors).to_string();
    assert!(message.contains("printed in the rulebook"), "{message}");
}

#[test]
fn extension_adds_house_character_and_checks_requirements() {
    let mut r = Roster::builtin();
    let mut pasha = c(&r, "zan.emir").clone();
    pasha.id = ProfileId::new("zan.pasha");
    pasha.stars = 4;
    let mut guards = g(&r, "zan.trained_troops").clone();
    guards.id = ProfileId::new("zan.guards");
    guards.only_with = vec![ProfileId::new("zan.vizier")];
    let ext = RosterExtension {
        characters: vec![pasha.clone()],
        groups: vec![guards],
        ..RosterExtension::default()
    };
    let errors = r.extend(&ext).expect_err("refused").0;
    assert!(errors.contains(&RosterError::BadStars {
        id: ProfileId::new("zan.pasha"),
        stars: 4
    }));
    assert!(
        errors
            .iter()
            .any(|e| matches!(e, RosterError::UnknownRequirement { .. }))
    );
    pasha.stars = 3;
    r.extend(&RosterExtension {
        characters: vec![pasha],
        ..RosterExtension::default()
    })
    .expect("valid");
    assert!(r.character("zan.pasha").is_some());
}
