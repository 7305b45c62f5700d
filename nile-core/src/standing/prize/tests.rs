use super::*;
use crate::animals::creature::Creature;
use crate::animals::shot::Weapon;
use crate::combat::ExplorerInCombat;
use crate::natives::PostureTemper;
use crate::standing::SkillFlags;
use tabletop::DiceSource;

fn party(female: bool) -> PartySummary {
    let e = ExplorerInCombat {
        weapon: Weapon::ExpressRifle,
        crack_shot: false,
        pugilist: false,
        ammo: 30,
        female: false,
        side_arm_rounds: 0,
        penalty: 0,
    };
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

/// A whole visit played as a bot would ([`PrizeVisit::play_out`]).
fn resolve_prize(
    d: &mut DiceSource,
    prize: Prize,
    p: &PartySummary,
    goods: u32,
    free: u32,
    choices: PrizeChoices,
) -> EncounterResult<PrizeReport> {
    let mut v = PrizeVisit::begin(d, prize, p, goods, free, choices)?;
    v.play_out(d)?;
    Ok(v.report)
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
    let r = resolve_prize(
        &mut d,
        Prize::LastCigaretteInTheSofa,
        &party(false),
        3,
        0,
        PrizeChoices { enter_gates: false, ..PrizeChoices::default() },
    )
    .unwrap();
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

fn at_the_bridge(d: &mut DiceSource, female: bool) -> PrizeVisit {
    // Tim's cigarettes (one good: 2), then the guardian: 3, the lava bridge.
    let v = PrizeVisit::begin(d, Prize::LastCigaretteInTheSofa, &party(female), 1, 0, PrizeChoices::default()).unwrap();
    assert_eq!(v.standing_crossing(), Some(false));
    v
}

// rule: EX-QUEST-28
#[test]
fn the_lava_bridge_both_ways() {
    // One European walks in: 3, 3; collects all 5 (-1 on the way back) and walks out: 3, 2 ->
    // 2 - 1 = 1: he breaks through with the weed.
    let mut d = DiceSource::scripted([2, 3, 3, 3, 3, 2]);
    let mut v = at_the_bridge(&mut d, false);
    assert!(v.collect_weed(5).is_err(), "no harvest before the crossing");
    v.cross_lava(&mut d, false).unwrap();
    assert_eq!(v.wait, Some(PrizeWait::Harvest { across: alloc::vec![0] }));
    assert_eq!(v.standing_harvest(), Some(4), "alone, the standing order stays under 5");
    assert!(v.collect_weed(6).is_err(), "at most 5");
    v.collect_weed(5).unwrap();
    assert_eq!(v.standing_crossing(), Some(true), "heavy: the standing order charges");
    v.cross_lava(&mut d, false).unwrap();
    assert!(v.is_over());
    assert_eq!(v.report.losses.explorers_dead, [0]);
    assert_eq!(v.report.weed_pp, 1, "nobody came back with the harvest");
    // With 4 he walks out on the same dice: 3, 2 hold.
    let mut d = DiceSource::scripted([2, 3, 3, 3, 3, 2]);
    let mut v = at_the_bridge(&mut d, false);
    v.cross_lava(&mut d, false).unwrap();
    v.collect_weed(4).unwrap();
    v.cross_lava(&mut d, false).unwrap();
    assert_eq!((v.report.weed_pp, v.report.losses.explorers_dead.len()), (5, 0));
    // Charging: one check at -1: a 2 breaks through on the way in.
    let mut d = DiceSource::scripted([2, 3, 2]);
    let mut v = at_the_bridge(&mut d, false);
    v.cross_lava(&mut d, true).unwrap();
    assert!(v.is_over(), "nobody across, nothing to collect");
    assert_eq!(
        v.report.steps.last(),
        Some(&PrizeStep::Lava { explorer: 0, survived: false, charged: true, carrying: 0 })
    );
}

// rule: EX-QUEST-29
#[test]
fn the_white_rabbit_attacks_only_those_who_go_for_the_field() {
    // Tim's cigarettes (one good: 2), then the guardian: 4, the white rabbit.
    let mut d = DiceSource::scripted([2, 4]);
    let mut v =
        PrizeVisit::begin(&mut d, Prize::LastCigaretteInTheSofa, &party(false), 1, 0, PrizeChoices::default()).unwrap();
    assert_eq!(v.wait, Some(PrizeWait::WhiteRabbit));
    assert!(v.escape(&mut d, 0).is_err());
    // Leaving it be: no fight, Tim's pouch only.
    let mut left = v.clone();
    left.approach_rabbit(&mut d, false).unwrap();
    assert!(left.is_over());
    assert_eq!((left.report.weed_pp, left.report.creature_evidence), (1, 0));
    // Going for the field: the rabbit charges from 4", a fight played order by order.
    v.approach_rabbit(&mut DiceSource::seeded(4), true).unwrap();
    let f = v.beast_fight().expect("the rabbit's fight");
    assert_eq!(f.beasts()[0].creature, Creature::Rabbit);
    assert!(v.approach_rabbit(&mut d, true).is_err(), "asked once");
}

#[test]
fn two_europeans_share_the_weed_over_the_lava() {
    // Both walk in (5, 5 each); 5 collected: 3 and 2; the first falls on the way back (1), the
    // second walks out (4, 4) with his 2.
    let mut d = DiceSource::scripted([2, 3, 5, 5, 5, 5, 1, 4, 4]);
    let mut v = at_the_bridge(&mut d, true);
    v.cross_lava(&mut d, false).unwrap();
    assert!(matches!(&v.wait, Some(PrizeWait::LavaBridge(c)) if c.next() == Some((1, 0))));
    v.cross_lava(&mut d, false).unwrap();
    assert_eq!(v.standing_harvest(), Some(5));
    v.collect_weed(5).unwrap();
    assert!(matches!(&v.wait, Some(PrizeWait::LavaBridge(c)) if c.to_cross == [(0, 3), (1, 2)] && c.back));
    v.cross_lava(&mut d, false).unwrap();
    v.cross_lava(&mut d, false).unwrap();
    assert!(v.is_over());
    assert_eq!(v.report.losses.explorers_dead, [0]);
    assert_eq!(v.report.weed_pp, 1 + 2);
}

// rule: EX-QUEST-07
// rule: EX-QUEST-09
// rule: EX-QUEST-10
#[test]
fn seeded_mines_resolve() {
    for seed in 0..12 {
        let mut d = DiceSource::seeded(seed);
        let r =
            resolve_prize(&mut d, Prize::KingSolomonsMines, &party(false), 10, 100, PrizeChoices::default()).unwrap();
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

fn trapped(carriers: u32, treasure: u32, failed: u32) -> PrizeVisit {
    PrizeVisit {
        prize: Prize::KingSolomonsMines,
        party: party(false),
        free_portage: 0,
        report: PrizeReport::default(),
        wait: Some(PrizeWait::Escape { carriers, treasure, failed }),
    }
}

// rule: EX-QUEST-10
// rule: EX-QUEST-11
#[test]
fn a_trapped_party_chooses_the_treasure_it_carries_on_each_attempt() {
    let mut v = trapped(3, 30, 0);
    let mut d = DiceSource::scripted([6, 5]);
    // More than in reach: refused, nothing changes, no die rolled.
    let before = v.clone();
    assert!(matches!(v.escape(&mut d, 31), Err(crate::EncounterError::IllegalChoice { .. })));
    assert_eq!(v, before);
    // 30 PP over 3 men = 10, + D20 6 = 16: still trapped.
    v.escape(&mut d, 30).unwrap();
    assert_eq!(v.wait, Some(PrizeWait::Escape { carriers: 3, treasure: 30, failed: 1 }));
    // 10 + 5 = 15: out, with all of it; each attempt is a turn.
    v.escape(&mut d, 30).unwrap();
    assert!(v.is_over());
    assert_eq!((v.report.treasure_pp, v.report.turns_spent), (30, 2));
    // A lighter load: 14 PP over 3 men = 4 (rounded down), + D20 11 = 15: out with 14.
    let mut v = trapped(3, 30, 0);
    v.escape(&mut DiceSource::scripted([11]), 14).unwrap();
    assert_eq!(v.report.treasure_pp, 14);
    assert_eq!(v.report.steps, [PrizeStep::Escape { roll: 11, total: 15, escaped: true, treasure: 14 }]);
    // Once out, no more attempts.
    assert!(v.escape(&mut DiceSource::scripted([1]), 0).is_err());
}

#[test]
fn the_standing_escape_lightens_the_load_after_3_and_6_failures() {
    assert_eq!(trapped(3, 30, 2).standing_escape(), Some(30));
    assert_eq!(trapped(3, 30, 3).standing_escape(), Some(15));
    assert_eq!(trapped(3, 30, 6).standing_escape(), Some(0));
    let mut over = trapped(3, 30, 0);
    over.wait = None;
    assert_eq!(over.standing_escape(), None);
}

#[test]
fn a_party_trapped_too_long_is_given_up_for_lost() {
    let mut v = trapped(2, 20, MAX_TURNS_HELD - 1);
    v.party.explorers.push(v.party.explorers[0]);
    v.report.losses.explorers_dead = alloc::vec![1];
    v.escape(&mut DiceSource::scripted([20]), 0).unwrap();
    assert!(v.is_over());
    assert_eq!(v.report.losses.explorers_taken, [0], "the dead are not taken twice");
    assert_eq!(v.report.treasure_pp, 0);
}

/// Play a visit with the fights' suggested orders, checking that each fight waits for every
/// order and that [`PrizeVisit::resume`] does nothing while it does.
fn order_by_order(d: &mut DiceSource, v: &mut PrizeVisit) -> (u32, u32) {
    let (mut native_orders, mut beast_orders) = (0, 0);
    while !v.is_over() {
        let before = v.clone();
        v.resume(d).unwrap();
        assert_eq!(*v, before, "resume waits for the order");
        if let Some(f) = v.native_fight_mut() {
            assert!(!f.pending().is_empty());
            let o = f.suggested_order().unwrap();
            f.apply(d, o).unwrap();
            native_orders += 1;
        } else if let Some(f) = v.beast_fight_mut() {
            assert!(!f.pending().is_empty());
            let o = f.suggested_order().unwrap();
            f.apply(d, o).unwrap();
            beast_orders += 1;
        } else if let Some(t) = v.standing_escape() {
            v.escape(d, t).unwrap();
        } else if v.wait == Some(PrizeWait::WhiteRabbit) {
            v.approach_rabbit(d, true).unwrap();
        } else if let Some(charge) = v.standing_crossing() {
            v.cross_lava(d, charge).unwrap();
        } else {
            let portage = v.standing_harvest().unwrap();
            v.collect_weed(portage).unwrap();
        }
        v.resume(d).unwrap();
        assert!(native_orders + beast_orders < 5000);
    }
    (native_orders, beast_orders)
}

// rule: EX-QUEST-08
// rule: EX-QUEST-15
// rule: EX-QUEST-17
// rule: EX-QUEST-27
// rule: EX-QUEST-29
// rule: EX-QUEST-30
// rule: EX-QUEST-31
#[test]
fn the_prize_sites_fights_wait_for_each_order() {
    let mut seen = alloc::collections::BTreeSet::new();
    for seed in 0..40 {
        for (prize, help) in [
            (Prize::KingSolomonsMines, true),
            (Prize::LostCityOfTheAmazons, true),
            (Prize::LastCigaretteInTheSofa, true),
        ] {
            let choices = PrizeChoices { help_villagers: help, enter_gates: true };
            let mut d = DiceSource::seeded(seed);
            let mut v = PrizeVisit::begin(&mut d, prize, &party(false), 10, 60, choices).unwrap();
            match (&v.wait, prize) {
                (Some(PrizeWait::MinesWarriors { askari, .. }), Prize::KingSolomonsMines) => {
                    assert!(*askari == 0 || *askari == 8);
                }
                (Some(PrizeWait::Amazons { helped, .. }), Prize::LostCityOfTheAmazons) => assert!(helped),
                (Some(PrizeWait::Guardian { guardian, .. }), Prize::LastCigaretteInTheSofa) => {
                    seen.insert(alloc::string::String::from(alloc::format!("{guardian:?}").split(' ').next().unwrap()));
                }
                (Some(PrizeWait::WhiteRabbit), Prize::LastCigaretteInTheSofa) => {
                    seen.insert(alloc::string::String::from("Rabbit"));
                }
                (None | Some(PrizeWait::LavaBridge(_)), Prize::LastCigaretteInTheSofa) => {}
                (w, p) => panic!("{p:?} waits for {w:?}"),
            }
            // The same dice played in one go give the same report.
            let mut d2 = d.clone();
            let mut bot = v.clone();
            bot.play_out(&mut d2).unwrap();
            let (natives, beasts) = order_by_order(&mut d, &mut v);
            assert_eq!(v.report, bot.report);
            if prize == Prize::LastCigaretteInTheSofa {
                assert_eq!(natives, 0);
            } else {
                assert_eq!(beasts, 0);
            }
        }
    }
    for g in ["Pride", "Rabbit", "Tyrannosaurus", "Kong"] {
        assert!(seen.contains(g), "{g} not met in 40 seeds: {seen:?}");
    }
}
