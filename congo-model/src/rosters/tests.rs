//! Roster data spot-checked against the printed tables, and the extension format.

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;
use tabletop::Die::{D6, D8, D10, D12};

use super::*;
use crate::profile::{DicePool, GroupKind, Joins, ProfileField, ProfileId, Ritual, SpecialRule, Stick, Weapon};

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
        assert!(r.groups_of(culture).filter(|g| g.complete).count() >= 3, "{culture:?}");
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
    assert_eq!(explorer.special_rules, vec![SpecialRule::Composure { die: D10 }]);
    assert_eq!(c(&r, "wme.kirangozi").special_rules, vec![SpecialRule::Shortcuts { extra: Stick::S, max_sticks: 3 }]);
    assert_eq!(c(&r, "wme.retired_officer").shooting, Some(DicePool::one(D8)));
    let flag = c(&r, "wme.flag_bearer");
    assert_eq!((flag.stars, flag.shooting, flag.combat, flag.bravery), (1, None, None, Some(DicePool::one(D10))));
    assert_eq!(c(&r, "wme.reporter").combat, None);
    assert_eq!(c(&r, "wme.scientist").stars, 2);
    // rule: CG-WME-07
    let bearers = r.auxiliary("wme.bearers").expect("bearers");
    assert_eq!((bearers.points, bearers.max_per_column), (2, 4));
    // rule: CG-WME-08
    let soldiers = g(&r, "wme.soldiers");
    assert_eq!(soldiers.max_per_column, Some(1));
    assert_eq!(soldiers.joins, Joins { character: true, auxiliaries: 1 });
    assert_eq!((soldiers.figures, soldiers.shooting, soldiers.weapon), (4, Some(D10), Some(Weapon::Rifles)));
    assert_eq!((soldiers.combat, soldiers.bravery, soldiers.points), (Some(D8), Some(D10), 21));
    assert_eq!(soldiers.special_rules, vec![SpecialRule::WeKnowOurBusiness]);
    // rule: CG-WME-09
    let askaris = g(&r, "wme.trained_askaris");
    assert_eq!((askaris.figures, askaris.shooting, askaris.points), (4, Some(D8), 16));
    // rule: CG-WME-10
    let adventurers = g(&r, "wme.adventurers");
    assert_eq!(adventurers.joins, Joins { character: false, auxiliaries: 2 });
    assert_eq!((adventurers.figures, adventurers.combat, adventurers.points), (3, Some(D6), 11));
    // rule: CG-WME-11, CG-WME-12, CG-WME-13
    let ruga = g(&r, "wme.ruga_ruga");
    assert!(!ruga.complete);
    assert_eq!((ruga.figures, ruga.bravery, ruga.joins.auxiliaries), (5, Some(D8), 1));
    assert_eq!(ruga.missing, vec![ProfileField::Shooting, ProfileField::Combat, ProfileField::Points]);
    let archers = g(&r, "wme.archers");
    assert_eq!((archers.figures, archers.weapon, archers.complete), (6, Some(Weapon::Bows), false));
    assert!(!g(&r, "wme.scouts").complete);
    assert_eq!(g(&r, "wme.scouts").special_rules, vec![SpecialRule::Natives]);
}

#[test]
fn zanzibar_rows() {
    // rule: CG-ZAN-01 .. CG-ZAN-06
    let r = Roster::builtin();
    let emir = c(&r, "zan.emir");
    assert_eq!((emir.stars, emir.bravery), (3, Some(DicePool { count: 2, die: D8 })));
    assert_eq!(c(&r, "zan.slavers").special_rules, vec![SpecialRule::Ruthless { successes: 1 }]);
    assert_eq!(c(&r, "zan.sheikh").stars, 1);
    assert_eq!(c(&r, "zan.trader").bravery, None);
    assert_eq!(c(&r, "zan.brute").special_rules, vec![SpecialRule::Bodyguard { die: D10 }]);
    assert_eq!(c(&r, "zan.diplomat").special_rules, vec![SpecialRule::InspiringPresence { bravery: D8 }]);
    // rule: CG-ZAN-08, CG-ZAN-09
    let zanzibaris = g(&r, "zan.zanzibaris");
    assert_eq!(
        (zanzibaris.figures, zanzibaris.weapon, zanzibaris.combat, zanzibaris.points),
        (5, Some(Weapon::Muskets), Some(D6), 16)
    );
    assert_eq!(g(&r, "zan.trained_troops").weapon, Some(Weapon::Rifles));
    // rule: CG-ZAN-10
    let baluchis = g(&r, "zan.baluchis");
    assert_eq!((baluchis.figures, baluchis.shooting, baluchis.points, baluchis.max_per_column), (5, None, 23, Some(1)));
    assert_eq!(baluchis.joins, Joins { character: false, auxiliaries: 1 });
    assert_eq!(baluchis.special_rules, vec![SpecialRule::WarriorTradition]);
    // rule: CG-ZAN-11
    let sharpshooters = g(&r, "zan.baluchi_sharpshooters");
    assert_eq!((sharpshooters.weapon, sharpshooters.complete), (Some(Weapon::JezailMuskets), false));
    assert_eq!(sharpshooters.joins, Joins { character: true, auxiliaries: 1 });
}

#[test]
fn forest_tribes_rows() {
    // rule: CG-FOREST-01 .. CG-FOREST-06
    let r = Roster::builtin();
    assert_eq!(c(&r, "forest.chieftain").bravery, Some(DicePool::one(D10)));
    assert_eq!(c(&r, "forest.talking_drums").special_rules, vec![SpecialRule::Drums { range: Stick::L }]);
    assert_eq!(c(&r, "forest.champion").combat, Some(DicePool::one(D10)));
    assert_eq!(c(&r, "forest.pygmy_king").special_rules, vec![SpecialRule::GreatIsTheKing { bravery: D10 }]);
    assert_eq!(c(&r, "forest.healer").special_rules, vec![SpecialRule::PowerOfSpirits]);
    assert_eq!(
        c(&r, "forest.witchdoctor").special_rules,
        vec![SpecialRule::Sorcery { die: D8, rituals: Vec::from(Ritual::FOREST_TRIBES) }]
    );
    // rule: CG-FOREST-07
    let sacred = r.auxiliary("forest.sacred_warriors").expect("sacred warriors");
    assert_eq!((sacred.points, sacred.max_per_column), (2, 2));
    // rule: CG-FOREST-08 .. CG-FOREST-12
    let cannibals = g(&r, "forest.cannibals");
    assert_eq!(
        (cannibals.figures, cannibals.weapon, cannibals.points, cannibals.joins.character),
        (5, None, 20, false)
    );
    assert_eq!(g(&r, "forest.warriors").points, 17);
    let young = g(&r, "forest.young_warriors");
    assert_eq!((young.bravery, young.points, young.kinds.clone()), (Some(D6), 12, vec![GroupKind::YoungWarriors]));
    assert!(!g(&r, "forest.bundukis").complete);
    let hunters = g(&r, "forest.hunters");
    assert_eq!(
        (hunters.figures, hunters.shooting, hunters.weapon, hunters.combat, hunters.bravery, hunters.points),
        (4, Some(D8), Some(Weapon::Bows), Some(D6), Some(D8), 14)
    );
    assert_eq!(hunters.joins, Joins { character: true, auxiliaries: 1 });
    assert!(hunters.complete);
    // rule: CG-FOREST-14, CG-FOREST-18
    let archers = g(&r, "forest.pygmy_archers");
    assert_eq!(archers.only_with, vec![ProfileId::new("forest.pygmy_king")]);
    assert!(archers.special_rules.contains(&SpecialRule::Bond { groups: 2 }));
    assert_eq!((archers.figures, archers.weapon), (3, Some(Weapon::PygmyBows)));
    assert!(g(&r, "forest.pygmy_warriors").special_rules.contains(&SpecialRule::Harassment));
}

#[test]
fn african_kingdoms_rows() {
    // rule: CG-AK-01 .. CG-AK-06
    let r = Roster::builtin();
    let king = c(&r, "ak.king");
    assert_eq!((king.stars, king.shooting, king.combat), (3, Some(DicePool::one(D8)), Some(DicePool::one(D10))));
    assert_eq!(c(&r, "ak.prince").special_rules, vec![SpecialRule::Frenzy { dice: 3 }]);
    assert_eq!(c(&r, "ak.war_chief").bravery, None);
    assert_eq!(c(&r, "ak.war_horn").special_rules, vec![SpecialRule::Charge]);
    assert_eq!(
        c(&r, "ak.witchdoctor").special_rules,
        vec![SpecialRule::Sorcery { die: D8, rituals: Vec::from(Ritual::AFRICAN_KINGDOMS) }]
    );
    // rule: CG-AK-08 .. CG-AK-12
    let married = g(&r, "ak.married_warriors");
    assert_eq!((married.figures, married.combat, married.points), (5, Some(D10), 22));
    let fanatics = g(&r, "ak.fanatical_warriors");
    assert_eq!((fanatics.figures, fanatics.joins.character, fanatics.points), (4, false, 22));
    assert_eq!(g(&r, "ak.askaris").points, 11);
    let bodyguards = g(&r, "ak.bodyguards");
    assert_eq!((bodyguards.max_per_column, bodyguards.complete), (Some(1), false));
    assert_eq!(bodyguards.only_with, vec![ProfileId::new("ak.king")]);
}

#[test]
fn roster_round_trips_through_json() {
    let r = Roster::builtin();
    let json = serde_json::to_string(&r).expect("serialize");
    let back: Roster = serde_json::from_str(&json).expect("deserialize");
    assert_eq!(back, r);
    assert!(json.contains(r#""rule":"composure","value":{"die":"D10"}"#), "{json}");
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
    assert_eq!((ruga.shooting, ruga.combat, ruga.points), (Some(D6), Some(D8), 12));
}

#[test]
fn extension_partial_supply_stays_incomplete() {
    let mut r = Roster::builtin();
    let ext = RosterExtension {
        supply: vec![SuppliedValues { group: ProfileId::new("wme.ruga_ruga"), values: vec![SuppliedValue::Points(9)] }],
        ..RosterExtension::default()
    };
    r.extend(&ext).expect("valid");
    let ruga = g(&r, "wme.ruga_ruga");
    assert!(!ruga.complete);
    assert_eq!(ruga.missing, vec![ProfileField::Shooting, ProfileField::Combat]);
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
            SuppliedValues { group: ProfileId::new("wme.nobody"), values: vec![] },
            SuppliedValues { group: ProfileId::new("wme.soldiers"), values: vec![SuppliedValue::Points(5)] },
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
    assert!(has(&|e| matches!(e, RosterError::NotMissing { field: "points", .. })));
    assert!(has(&|e| matches!(e, RosterError::SuppliedTwice { .. })));
    assert!(has(&|e| matches!(e, RosterError::ZeroPoints { .. })));
    assert!(has(&|e| matches!(e, RosterError::DuplicateId { .. })));
    assert!(has(&|e| matches!(e, RosterError::BadFigures { figures: 9, .. })));
    assert!(has(&|e| matches!(e, RosterError::BadDie { die: D12, .. })));
    assert!(has(&|e| matches!(e, RosterError::HouseProfileIncomplete { .. })));
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
    let ext = RosterExtension { characters: vec![pasha.clone()], groups: vec![guards], ..RosterExtension::default() };
    let errors = r.extend(&ext).expect_err("refused").0;
    assert!(errors.contains(&RosterError::BadStars { id: ProfileId::new("zan.pasha"), stars: 4 }));
    assert!(errors.iter().any(|e| matches!(e, RosterError::UnknownRequirement { .. })));
    pasha.stars = 3;
    r.extend(&RosterExtension { characters: vec![pasha], ..RosterExtension::default() }).expect("valid");
    assert!(r.character("zan.pasha").is_some());
}

// ---- Every row, transcribed from the rulebook tables (review) ----
// "?" marks a value the source text lost (RULINGS.md "Rows the source text lost"); "-" a printed
// "-" (or no ranged weapon).

fn die_or_dash(die: Option<tabletop::Die>) -> alloc::string::String {
    die.map_or("-".to_string(), |d| alloc::format!("{d:?}"))
}

fn pool_or_dash(pool: Option<DicePool>) -> alloc::string::String {
    match pool {
        None => "-".to_string(),
        Some(DicePool { count: 1, die }) => alloc::format!("{die:?}"),
        Some(DicePool { count, die }) => alloc::format!("{count}{die:?}"),
    }
}

fn group_row(g: &GroupProfile) -> alloc::string::String {
    let lost = |f: ProfileField, s: alloc::string::String| {
        if g.missing.contains(&f) { "?".to_string() } else { s }
    };
    let joins = match (g.joins.character, g.joins.auxiliaries) {
        (false, 0) => "none".to_string(),
        (true, 0) => "C".to_string(),
        (c, n) => {
            let mut s = if c { "C".to_string() } else { alloc::string::String::new() };
            for _ in 0..n {
                if !s.is_empty() {
                    s.push(' ');
                }
                s.push('A');
            }
            s
        }
    };
    let only: Vec<&str> = g.only_with.iter().map(ProfileId::as_str).collect();
    alloc::format!(
        "{}: {}{}; joins {}; {} figures; shooting {} ({}); combat {}; bravery {}; {} pts; only with {:?}; {:?}; kinds {:?}",
        g.id,
        if g.max_per_column == Some(1) { "0-1 " } else { "" },
        g.name,
        lost(ProfileField::Joins, joins),
        lost(ProfileField::Figures, alloc::format!("{}", g.figures)),
        lost(ProfileField::Shooting, die_or_dash(g.shooting)),
        lost(ProfileField::Weapon, g.weapon.map_or("-".to_string(), |w| alloc::format!("{w:?}"))),
        lost(ProfileField::Combat, die_or_dash(g.combat)),
        lost(ProfileField::Bravery, die_or_dash(g.bravery)),
        lost(ProfileField::Points, alloc::format!("{}", g.points)),
        only,
        g.special_rules,
        g.kinds,
    )
}

fn character_row(c: &CharacterProfile) -> alloc::string::String {
    alloc::format!(
        "{}: {} ({} stars) {}/{}/{}; {:?}",
        c.id,
        c.name,
        c.stars,
        pool_or_dash(c.shooting),
        pool_or_dash(c.combat),
        pool_or_dash(c.bravery),
        c.special_rules
    )
}

#[test]
fn every_group_row_as_printed() {
    // rule: CG-WME-08, CG-WME-09, CG-WME-10, CG-WME-11, CG-WME-12, CG-WME-13, CG-ZAN-08,
    // CG-ZAN-09, CG-ZAN-10, CG-ZAN-11, CG-ZAN-12, CG-FOREST-08 .. CG-FOREST-18, CG-AK-08 ..
    // CG-AK-13, CG-MUSTER-18, CG-MUSTER-19, CG-MUSTER-20
    let expected = [
        // The White Men Expeditions, "Your Groups" and the descriptions after it.
        "wme.soldiers: 0-1 Soldiers; joins C A; 4 figures; shooting D10 (Rifles); combat D8; bravery D10; 21 pts; only with []; [WeKnowOurBusiness]; kinds []",
        "wme.trained_askaris: Trained Askaris; joins C A; 4 figures; shooting D8 (Rifles); combat D8; bravery D8; 16 pts; only with []; []; kinds []",
        "wme.adventurers: 0-1 Adventurers; joins A A; 3 figures; shooting D10 (Rifles); combat D6; bravery D8; 11 pts; only with []; [Reckless { stress: 2, below_stress: 3 }]; kinds []",
        "wme.ruga_ruga: Ruga-Ruga; joins A; 5 figures; shooting ? (Muskets); combat ?; bravery D8; ? pts; only with []; [Superstitious { terror_bravery: D6 }]; kinds []",
        "wme.askaris: Askaris; joins ?; 5 figures; shooting ? (Muskets); combat ?; bravery ?; ? pts; only with []; []; kinds []",
        "wme.young_warriors: Young Warriors; joins ?; ? figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; []; kinds [YoungWarriors]",
        "wme.archers: Archers; joins ?; 6 figures; shooting ? (Bows); combat ?; bravery ?; ? pts; only with []; []; kinds []",
        "wme.scouts: Scouts; joins ?; ? figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; [Natives]; kinds []",
        // The Forest Tribes.
        "forest.cannibals: Cannibals; joins A; 5 figures; shooting - (-); combat D8; bravery D8; 20 pts; only with []; [Meat { range: M, die: D8 }]; kinds []",
        "forest.warriors: Warriors; joins C A; 5 figures; shooting D6 (Assegais); combat D8; bravery D8; 17 pts; only with []; []; kinds []",
        "forest.young_warriors: Young Warriors; joins C A; 5 figures; shooting D6 (Assegais); combat D8; bravery D6; 12 pts; only with []; []; kinds [YoungWarriors]",
        "forest.bundukis: Bundukis; joins C A; 5 figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; []; kinds [Bundukis]",
        "forest.hunters: Hunters; joins C A; 4 figures; shooting D8 (Bows); combat D6; bravery D8; 14 pts; only with []; [HuntingThePrey { die: D8 }]; kinds []",
        "forest.scouts: Scouts; joins ?; ? figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; [Natives]; kinds []",
        "forest.pygmy_archers: Pygmy Archers; joins ?; 3 figures; shooting ? (PygmyBows); combat ?; bravery D8; ? pts; only with [\"forest.pygmy_king\"]; [Poison, Tiny { range: M }, Bond { groups: 2 }]; kinds [Pygmies]",
        "forest.pygmy_warriors: Pygmy Warriors; joins ?; ? figures; shooting ? (?); combat ?; bravery D8; ? pts; only with [\"forest.pygmy_king\"]; [Harassment, Tiny { range: M }]; kinds [Pygmies]",
        // The African Kingdoms.
        "ak.married_warriors: Married Warriors; joins C A; 5 figures; shooting D6 (Assegais); combat D10; bravery D8; 22 pts; only with []; []; kinds []",
        "ak.fanatical_warriors: Fanatical Warriors; joins A; 4 figures; shooting - (-); combat D10; bravery D10; 22 pts; only with []; [Insensible]; kinds []",
        "ak.askaris: Askaris; joins C A; 5 figures; shooting D8 (Muskets); combat D6; bravery D6; 11 pts; only with []; []; kinds []",
        "ak.young_warriors: Young Warriors; joins C A; 5 figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; []; kinds [YoungWarriors]",
        "ak.bodyguards: 0-1 Bodyguards; joins ?; ? figures; shooting ? (?); combat ?; bravery ?; ? pts; only with [\"ak.king\"]; [Elite]; kinds []",
        "ak.ruga_ruga: Ruga-Ruga; joins A; 5 figures; shooting ? (Muskets); combat ?; bravery D8; ? pts; only with []; [Superstitious { terror_bravery: D6 }]; kinds []",
        "ak.scouts: Scouts; joins ?; ? figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; [Natives]; kinds []",
        // The Sultanate of Zanzibar (the table prints "0-1 Baluchis Sharpshooters").
        "zan.zanzibaris: Zanzibaris; joins C A; 5 figures; shooting D8 (Muskets); combat D6; bravery D8; 16 pts; only with []; []; kinds []",
        "zan.trained_troops: Trained Troops; joins C A; 4 figures; shooting D8 (Rifles); combat D8; bravery D8; 16 pts; only with []; []; kinds []",
        "zan.baluchis: 0-1 Baluchis; joins A; 5 figures; shooting - (-); combat D10; bravery D10; 23 pts; only with []; [WarriorTradition]; kinds []",
        "zan.baluchi_sharpshooters: 0-1 Baluchis Sharpshooters; joins C A; ? figures; shooting ? (JezailMuskets); combat ?; bravery ?; ? pts; only with []; [Jezzails { beyond: L, die: D6 }]; kinds []",
        "zan.ruga_ruga: Ruga-Ruga; joins A; 5 figures; shooting ? (Muskets); combat ?; bravery D8; ? pts; only with []; [Superstitious { terror_bravery: D6 }]; kinds []",
        "zan.scouts: Scouts; joins ?; ? figures; shooting ? (?); combat ?; bravery ?; ? pts; only with []; [Natives]; kinds []",
    ];
    let r = Roster::builtin();
    assert_eq!(r.groups.len(), expected.len());
    for (group, want) in r.groups.iter().zip(expected) {
        assert_eq!(group_row(group), want);
    }
}

#[test]
fn every_character_and_auxiliary_row_as_printed() {
    // rule: CG-WME-01 .. CG-WME-07, CG-ZAN-01 .. CG-ZAN-07, CG-FOREST-01 .. CG-FOREST-07,
    // CG-AK-01 .. CG-AK-07, CG-MUSTER-07, CG-MUSTER-12 (printed order)
    let expected = [
        "wme.explorer: The Explorer (3 stars) D10/D6/D6; [Composure { die: D10 }]",
        "wme.kirangozi: The Kirangozi (2 stars) D6/D6/D6; [Shortcuts { extra: S, max_sticks: 3 }]",
        "wme.retired_officer: The Retired Officer (2 stars) D8/D6/D6; [Training]",
        "wme.flag_bearer: The Flag Bearer (1 stars) -/-/D10; [TheColours { range: M }]",
        "wme.reporter: The Reporter (1 stars) D6/-/D6; [TellingAStory { per_points: 3, die: D6 }]",
        "wme.scientist: The Scientist (2 stars) -/-/D8; [IFoundIt { die: D8 }]",
        "forest.chieftain: The Chieftain (3 stars) D6/D6/D10; [BigChief]",
        "forest.talking_drums: Talking Drums (1 stars) -/-/D6; [Drums { range: L }]",
        "forest.champion: The Champion (2 stars) -/D10/D6; [Inspiration { range: M, groups: 2 }]",
        "forest.pygmy_king: Pygmy King (2 stars) -/D10/D10; [GreatIsTheKing { bravery: D10 }]",
        "forest.healer: The Healer (2 stars) -/-/D6; [PowerOfSpirits]",
        "forest.witchdoctor: The Witchdoctor (2 stars) -/-/D8; [Sorcery { die: D8, rituals: [BullsBreath, MandrillsDance, WildHunt] }]",
        "ak.king: The King (3 stars) D8/D10/D8; [Authority { dice: DicePool { count: 2, die: D8 }, range: M }]",
        "ak.prince: The Prince (2 stars) -/D10/D8; [Frenzy { dice: 3 }]",
        "ak.war_drum: The War Drum (2 stars) -/-/D6; [Litany]",
        "ak.war_chief: The War Chief (1 stars) -/D8/-; [FearMyWrath]",
        "ak.war_horn: The War Horn (1 stars) -/-/D6; [Charge]",
        "ak.witchdoctor: The Witchdoctor (2 stars) -/-/D8; [Sorcery { die: D8, rituals: [BloodyHand, MadHyena, MacabreBlessing] }]",
        "zan.emir: The Emir (3 stars) -/D6/2D8; [Zamara { range: M }]",
        "zan.slavers: Slavers (2 stars) -/D6/D8; [Ruthless { successes: 1 }]",
        "zan.sheikh: The Sheikh (1 stars) -/-/D8; [SpiritualGuidance { range: M }]",
        "zan.trader: The Trader (1 stars) D6/D6/-; [Bribe { die: D8 }]",
        "zan.brute: The Brute (1 stars) -/D8/D6; [Bodyguard { die: D10 }]",
        "zan.diplomat: The Diplomat (2 stars) D6/D6/-; [InspiringPresence { bravery: D8 }]",
    ];
    let r = Roster::builtin();
    assert_eq!(r.characters.len(), expected.len());
    for (character, want) in r.characters.iter().zip(expected) {
        assert_eq!(character_row(character), want);
    }
    let auxiliaries: Vec<alloc::string::String> = r
        .auxiliaries
        .iter()
        .map(|a| {
            alloc::format!(
                "{}: {} {}/{}/{}; {} pts each; up to {}; {:?}",
                a.id,
                a.name,
                pool_or_dash(a.shooting),
                pool_or_dash(a.combat),
                pool_or_dash(a.bravery),
                a.points,
                a.max_per_column,
                a.special_rules
            )
        })
        .collect();
    assert_eq!(
        auxiliaries,
        [
            "wme.bearers: Bearers -/-/-; 2 pts each; up to 4; [Bearer]",
            "forest.sacred_warriors: Sacred Warriors -/-/-; 2 pts each; up to 2; [MysticalTrance { die: D6 }]",
            "ak.sacred_warriors: Sacred Warriors -/-/-; 2 pts each; up to 2; [MysticalTrance { die: D6 }]",
            "zan.bearers: Bearers -/-/-; 2 pts each; up to 4; [Bearer]",
        ]
    );
}

#[test]
fn extension_reports_each_problem_once_and_names_a_second_supply_as_such() {
    // rule: CG-MUSTER-20 (lost values are supplied once; printed ones never)
    let mut r = Roster::builtin();
    let ext: RosterExtension = serde_json::from_str(
        r#"{"supply": [
            {"group": "wme.ruga_ruga", "values": [
                {"field": "shooting", "value": "D20"}, {"field": "combat", "value": "D8"},
                {"field": "points", "value": 0}]},
            {"group": "wme.ruga_ruga", "values": [{"field": "points", "value": 5}]}
        ]}"#,
    )
    .expect("well-formed JSON");
    let errors = r.extend(&ext).expect_err("refused").0;
    let id = ProfileId::new("wme.ruga_ruga");
    assert_eq!(
        errors,
        vec![
            RosterError::SuppliedTwice { id: id.clone(), field: "points" },
            RosterError::ZeroPoints { id: id.clone() },
            RosterError::BadDie { id, field: "shooting", die: tabletop::Die::D20 },
        ]
    );
}

#[test]
fn a_value_supplied_by_an_earlier_extension_is_not_called_printed() {
    // rule: CG-MUSTER-20
    let mut r = Roster::builtin();
    let points = |p: u16| RosterExtension {
        supply: vec![SuppliedValues { group: ProfileId::new("wme.ruga_ruga"), values: vec![SuppliedValue::Points(p)] }],
        ..RosterExtension::default()
    };
    r.extend(&points(12)).expect("lost value supplied");
    let message = r.extend(&points(13)).expect_err("refused").to_string();
    assert!(message.contains("already supplied"), "{message}");
    assert_eq!(g(&r, "wme.ruga_ruga").points, 12);
}

#[test]
fn house_special_rules_use_congo_dice_and_sane_numbers() {
    // rule: CG-MUSTER-20 (house profiles use the same special-rule vocabulary), CG-SORC-01
    // (Sorcery X is a D6, D8 or D10), CG-WME-05 (one die per full 3 VP: a divisor),
    // CG-FOREST-14 (a Bond links two groups)
    let mut r = Roster::builtin();
    let before = r.clone();
    let ext: RosterExtension = serde_json::from_str(
        r#"{
        "characters": [{"id": "wme.mystic", "name": "The Mystic", "culture": "white_men_expeditions",
            "stars": 2, "shooting": null, "combat": null, "bravery": {"count": 1, "die": "D8"},
            "special_rules": [
                {"rule": "composure", "value": {"die": "D20"}},
                {"rule": "sorcery", "value": {"die": "D4", "rituals": ["bulls_breath"]}},
                {"rule": "authority", "value": {"dice": {"count": 0, "die": "D8"}, "range": "M"}},
                {"rule": "telling_a_story", "value": {"per_points": 0, "die": "D6"}}]}],
        "groups": [{"id": "wme.twins", "name": "Twins", "culture": "white_men_expeditions",
            "figures": 3, "shooting": null, "weapon": null, "combat": "D8", "bravery": "D8",
            "points": 5, "joins": {"character": true, "auxiliaries": 1}, "max_per_column": 0,
            "only_with": [], "special_rules": [{"rule": "bond", "value": {"groups": 1}}],
            "complete": true}]
    }"#,
    )
    .expect("well-formed JSON");
    let errors = r.extend(&ext).expect_err("refused").0;
    let mystic = ProfileId::new("wme.mystic");
    let twins = ProfileId::new("wme.twins");
    for expected in [
        RosterError::BadDie { id: mystic.clone(), field: "Composure", die: tabletop::Die::D20 },
        RosterError::BadDie { id: mystic.clone(), field: "Sorcery", die: tabletop::Die::D4 },
        RosterError::BadDiceCount { id: mystic.clone(), field: "Authority", count: 0 },
        RosterError::BadRuleValue {
            id: mystic,
            rule: "Telling a story",
            value: 0,
            expected: "at least 1 victory point per die",
        },
        RosterError::BadRuleValue { id: twins.clone(), rule: "Bond", value: 1, expected: "at least 2 groups" },
        RosterError::ZeroGroupLimit { id: twins },
    ] {
        assert!(errors.contains(&expected), "{expected:?} not in {errors:?}");
    }
    assert_eq!(r, before);
    let message = RosterErrors(errors).to_string();
    assert!(message.contains("the Composure of \"wme.mystic\" is a D20"), "{message}");
}

#[test]
fn every_special_rule_has_its_printed_name() {
    assert_eq!(SpecialRule::Training.name(), "Training");
    assert_eq!(SpecialRule::Meat { range: Stick::M, die: D8 }.name(), "Meat!");
    assert_eq!(SpecialRule::GreatIsTheKing { bravery: D10 }.name(), "Great is the King!");
    let r = Roster::builtin();
    for rule in r
        .groups
        .iter()
        .flat_map(|g| &g.special_rules)
        .chain(r.characters.iter().flat_map(|c| &c.special_rules))
        .chain(r.auxiliaries.iter().flat_map(|a| &a.special_rules))
    {
        assert!(!rule.name().is_empty());
    }
}
