use super::*;
use crate::animals::shot::Weapon;
use crate::combat::ExplorerInCombat;
use crate::natives::PostureTemper;
use crate::standing::SkillFlags;

fn party(female: bool) -> PartySummary {
    let e = ExplorerInCombat { weapon: Weapon::ExpressRifle, crack_shot: false, pugilist: false, ammo: 30, female: false };
    let mut explorers = alloc::vec![e];
    if female {
        explorers.push(ExplorerInCombat { female: true, weapon: Weapon::Rifle, ..e });
    }
    PartySummary {
        explorers,
        askari: 8,
        askari_ammo: 160,
        bearers: 12,
        reliable_bearers: 2,
        trade_goods: 10,
        skills: SkillFlags::default(),
        temper: PostureTemper::Normal,
    }
}

// rule: EX-QUEST-13
// rule: EX-QUEST-14
#[test]
fn the_graveyard_gives_tusks_and_sick_porters() {
    let mut d = DiceSource::scripted([5]);
    let r = resolve_prize(&mut d, Prize::ElephantsGraveyard, &party(false), 10, 45, PrizeChoices::default()).unwrap();
    assert_eq!((r.tusks, r.sick_porters), (4, 2));
}

// rule: EX-QUEST-18
// rule: EX-QUEST-20
#[test]
fn the_gate_without_helping() {
    let no_help = PrizeChoices { help_villagers: false, enter_gates: true };
    let mut d = DiceSource::scripted([2]);
    assert!(resolve_prize(&mut d, Prize::LostCityOfTheAmazons, &party(false), 10, 20, no_help).unwrap().stripped);
    let mut d = DiceSource::scripted([4]);
    let r = resolve_prize(&mut d, Prize::LostCityOfTheAmazons, &party(false), 10, 20, no_help).unwrap();
    assert!(r.lost_city_evidence);
    assert_eq!(r.turns_spent, 1);
    // God-like captivity: held (1), then 6 + 1 = 7: escapes with proof.
    let mut d = DiceSource::scripted([6, 1, 6]);
    let r = resolve_prize(&mut d, Prize::LostCityOfTheAmazons, &party(false), 10, 20, no_help).unwrap();
    assert!(r.lost_city_evidence && r.hunted);
    assert_eq!(r.turns_spent, 2);
}

// rule: EX-QUEST-23
// rule: EX-QUEST-26
#[test]
fn the_sofa_unprotected_field() {
    // Cigarettes: 3 goods rolled 2, 3, 1 (yes); guardian 1: the field is unprotected.
    let mut d = DiceSource::scripted([2, 3, 1, 1]);
    let r = resolve_prize(&mut d, Prize::LastCigaretteInTheSofa, &party(false), 3, 0, PrizeChoices::default()).unwrap();
    assert_eq!(r.weed_pp, 6);
    assert_eq!(r.steps[0], PrizeStep::Cigarettes { had: true });
    // Not going through the gates: Tim's pouch only.
    let mut d = DiceSource::scripted([2, 3, 4]);
    let r = resolve_prize(&mut d, Prize::LastCigaretteInTheSofa, &party(false), 3, 0, PrizeChoices { enter_gates: false, ..PrizeChoices::default() }).unwrap();
    assert_eq!(r.weed_pp, 1);
}

// rule: EX-QUEST-31
#[test]
fn kong_takes_the_lady() {
    let mut d = DiceSource::scripted([6, 6]);
    let r = resolve_prize(&mut d, Prize::LastCigaretteInTheSofa, &party(true), 1, 0, PrizeChoices::default()).unwrap();
    assert_eq!((r.women_taken, r.weed_pp), (1, 6));
    assert_eq!(r.losses.explorers_taken, [1]);
}

// rule: EX-QUEST-28
#[test]
fn the_lava_bridge_both_ways() {
    // One European: in 3, 3; out (carrying 5: -1) 3, 2 -> 2 - 1 = 1: he falls.
    let mut d = DiceSource::scripted([6, 3, 3, 3, 3, 2]);
    let r = resolve_prize(&mut d, Prize::LastCigaretteInTheSofa, &party(false), 1, 0, PrizeChoices::default()).unwrap();
    assert_eq!(r.losses.explorers_dead, [0]);
    assert_eq!(r.weed_pp, 1, "nobody came back with the harvest");
}

// rule: EX-QUEST-07
// rule: EX-QUEST-09
// rule: EX-QUEST-10
#[test]
fn seeded_mines_resolve() {
    for seed in 0..12 {
        let mut d = DiceSource::seeded(seed);
        let r = resolve_prize(&mut d, Prize::KingSolomonsMines, &party(false), 10, 100, PrizeChoices::default()).unwrap();
        assert!(r.bearers_scared_off);
        assert_eq!(r.losses.bearers_fled, 12);
        assert!(r.treasure_pp <= 90);
        assert!(matches!(r.steps[0], PrizeStep::VoodooSigns { .. }));
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(16))]
    #[test]
    fn seeded_prizes_resolve(seed in proptest::prelude::any::<u64>(), which in 0usize..4, help in proptest::prelude::any::<bool>()) {
        let mut d = DiceSource::seeded(seed);
        let choices = PrizeChoices { help_villagers: help, enter_gates: true };
        let r = resolve_prize(&mut d, Prize::ALL[which], &party(seed % 2 == 0), 10, 60, choices).unwrap();
        proptest::prop_assert!(r.turns_spent <= 2 * MAX_TURNS_HELD);
        proptest::prop_assert!(r.weed_pp <= 6);
    }
}
