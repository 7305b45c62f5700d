use super::*;
use crate::deck::CardColour::{Black as B, Red as R};
use tabletop::DiceSource;

fn rifle() -> ExplorerInCombat {
    ExplorerInCombat {
        weapon: Weapon::Rifle,
        crack_shot: false,
        pugilist: false,
        ammo: 10,
        female: false,
        side_arm_rounds: 0,
        penalty: 0,
    }
}
fn setup(opening: HostileOpening) -> CombatSetup {
    CombatSetup {
        explorers: alloc::vec![rifle()],
        askari: 4,
        askari_ammo: 40,
        bearers: 6,
        reliable_bearers: 0,
        rough: false,
        opening,
        stand_ins: StandIns::default(),
    }
}

// rule: EX-COMBAT-02
#[test]
fn warriors_form_units_of_ten() {
    assert_eq!(divide_into_units(6), [6]);
    assert_eq!(divide_into_units(10), [10]);
    assert_eq!(divide_into_units(14), [14]);
    assert_eq!(divide_into_units(23), [12, 11]);
    assert_eq!(divide_into_units(25), [10, 10, 5]);
    assert_eq!(divide_into_units(65), [10, 10, 10, 10, 10, 10, 5]);
    assert_eq!(divide_into_units(64), [11, 11, 11, 11, 10, 10]);
}

// rule: EX-COMBAT-03
#[test]
fn natives_are_placed_by_d8_and_6d6() {
    assert_eq!(along(Point::default(), 1, 6), Point::inches(0, 6));
    assert_eq!(along(Point::default(), 3, 6), Point::inches(6, 0));
    assert_eq!(along(Point::default(), 5, 6), Point::inches(0, -6));
    assert_eq!(along(Point::default(), 2, 10), Point::new(Length::milli(7070), Length::milli(7070)));
    // Two units of 10: each placed separately.
    let mut d = DiceSource::scripted([7, 1, 1, 1, 1, 1, 1, 3, 6, 6, 6, 6, 6, 6]);
    let f =
        NativeCombat::begin(&mut d, setup(HostileOpening::Normal), NativeKind::Generic, 20, Some(Deck::stacked(&[R])))
            .unwrap();
    assert_eq!(f.natives()[0].position, Point::inches(-6, 0));
    assert_eq!(f.natives()[1].position, Point::inches(36, 0));
}

// rule: EX-COMBAT-04
// rule: EX-COMBAT-05
// rule: EX-COMBAT-06
// rule: EX-COMBAT-07
// rule: EX-COMBAT-08
// rule: EX-COMBAT-09
// rule: EX-COMBAT-10
// rule: EX-COMBAT-11
// rule: EX-CAPTURE-01
#[test]
fn a_small_fight_from_placement_to_capture() {
    let script = [
        1, 1, 1, 1, 1, 1, 1, // placed 6" ahead
        3, // explorer, aimed (14): hit, a warrior out
        1, 1, 1, // natives move 3" to 3" away, then throw
        20, 20, 20, 20, 2, 0, 4, // one spear hits the explorer (the first nearest unit): 4 damage
        1, 2, 10, 6, // askari snap (6): three more out; 2 left
        3, // explorer survival (4 damage, level 1): lives
        6, // natives' morale (4 of 6 lost, 50%+): holds
        1, 1, 1, // turn 2: natives close on the explorer
        6, 1, // he beats the first warrior by 5
        1, 6, // and loses to the second by 5: surrounded, captured
        1, 20, 20, 20, // askari: the last warrior is out: the captive is freed, no fate
    ];
    let mut d = DiceSource::scripted(script);
    let mut f = NativeCombat::begin(
        &mut d,
        setup(HostileOpening::Normal),
        NativeKind::Generic,
        6,
        Some(Deck::stacked(&[R, B, R, R, B, R])),
    )
    .unwrap();
    assert_eq!(f.pending(), [0, 1, 2], "explorer, askari and bearers may take the red card");
    assert!(
        f.validate(&CombatOrder::Fire { unit: 2, target: 0, kind: ShotKind::Snap }).is_err(),
        "bearers do not shoot"
    );
    f.apply(&mut d, CombatOrder::Fire { unit: 0, target: 0, kind: ShotKind::Aimed }).unwrap();
    assert_eq!(f.natives()[0].warriors, 5);
    assert_eq!(f.natives()[0].position, Point::inches(0, 3));
    assert_eq!(f.party()[0].figures[0].damage, 4);
    assert!(
        f.validate(&CombatOrder::Fire { unit: 1, target: 0, kind: ShotKind::Aimed }).is_err(),
        "natives within 5\": snap only"
    );
    f.apply(&mut d, CombatOrder::Fire { unit: 1, target: 0, kind: ShotKind::Snap }).unwrap();
    // The bearers still have to act this turn: hold.
    f.apply(&mut d, CombatOrder::Hold { unit: 2 }).unwrap();
    assert_eq!(f.turn(), 2);
    assert_eq!(f.party()[0].figures[0].state, FigureState::Captured);
    f.apply(&mut d, CombatOrder::Fire { unit: 1, target: 0, kind: ShotKind::Snap }).unwrap();
    let out = f.outcome().unwrap();
    assert_eq!(out.result, CombatResult::PartyWon);
    assert_eq!(out.warriors_out, 6);
    assert!(out.explorers_captured.is_empty(), "the party won: its captive is freed");
    assert_eq!(out.askari_ammo_used, 8);
    assert_eq!(d.remaining_script(), Some(0));
}

// rule: EX-ATTITUDE-11
#[test]
fn the_hasty_defence_halves_the_natives_number() {
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1]);
    let mut s = setup(HostileOpening::HastyDefence { others: 2 });
    s.askari = 0;
    let f = NativeCombat::begin(&mut d, s, NativeKind::Generic, 6, Some(Deck::stacked(&[B, R]))).unwrap_err();
    // The natives move first: 3D6 script ran dry: the error is a dice error, never a panic.
    assert!(matches!(f, EncounterError::Dice(_)));
    let mut s = setup(HostileOpening::HastyDefence { others: 2 });
    s.askari = 0;
    // Placed at 6"; natives move 3 and throw: six D20 at the explorer (covered: hits on 1-2 only).
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 0, 5, 0, 1, 0, 6, 20, 20, 20]);
    let f = NativeCombat::begin(&mut d, s, NativeKind::Generic, 6, Some(Deck::stacked(&[B, R]))).unwrap();
    let covered: alloc::vec::Vec<usize> =
        f.party().iter().map(|u| u.figures.iter().filter(|x| x.covered).count()).collect();
    assert_eq!(covered, [1, 2], "the explorer and two other figures are covered");
    assert_eq!(f.party()[0].figures[0].damage, 6, "3 and 5 are deflected; only the 1 hits");
}

// rule: EX-ATTITUDE-12
#[test]
fn the_free_move_comes_before_any_native_moves() {
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1, 2, 2, 2]);
    let mut f = NativeCombat::begin(
        &mut d,
        setup(HostileOpening::FreeMove),
        NativeKind::Masai,
        6,
        Some(Deck::stacked(&[B, R])),
    )
    .unwrap();
    assert_eq!(f.pending(), [0, 1, 2]);
    assert!(f.validate(&CombatOrder::Fire { unit: 0, target: 0, kind: ShotKind::Aimed }).is_err());
    f.apply(&mut d, CombatOrder::Move { unit: 0, direction: 5 }).unwrap();
    assert_eq!(f.party()[0].position, Point::inches(0, -6));
    f.apply(&mut d, CombatOrder::Hold { unit: 1 }).unwrap();
    let before = f.log().len();
    let mut d2 = DiceSource::scripted([1, 1, 1, 20, 20, 20, 20, 20, 20]);
    f.apply(&mut d2, CombatOrder::Hold { unit: 2 }).unwrap();
    assert!(f.log()[before..].contains(&CombatEvent::FreeMoveDone));
    // Then the cards: the black card moves the Masai 3" (toward the askari, nearer than the explorer).
    assert_eq!(f.natives()[0].position, Point::inches(0, 3));
}

// rule: EX-MORALE-02
// rule: EX-MORALE-09
#[test]
fn askari_morale_counts_the_armed_portion_and_bearers_their_own() {
    let mut d = DiceSource::scripted([1, 6, 6, 6, 6, 6, 6]);
    let mut f =
        NativeCombat::begin(&mut d, setup(HostileOpening::Normal), NativeKind::Generic, 6, Some(Deck::stacked(&[R])))
            .unwrap();
    // One askari of 4 down: 1 of the 5 armed men = 20%: askari break on a 1.
    f.party[1].figures[0].state = FigureState::Dead;
    // Two bearers of 6 down = 33%: bearers break on 1-5.
    f.party[2].figures[0].state = FigureState::Dead;
    f.party[2].figures[1].state = FigureState::Dead;
    let mut d = DiceSource::scripted([1, 6]);
    f.party_morale(&mut d).unwrap();
    assert!(f.party[1].broken);
    assert!(f.party[1].figures[1..].iter().all(|x| x.state == FigureState::Fled));
    assert!(!f.party[2].broken);
    assert!(f.party[2].checking, "once checked, it checks every turn");
    // The explorer never runs: no check for him.
    assert!(!f.party[0].checking);
}

#[test]
fn refused_orders_leave_the_fight_untouched() {
    let mut d = DiceSource::scripted([1, 6, 6, 6, 6, 6, 6]);
    let mut f =
        NativeCombat::begin(&mut d, setup(HostileOpening::Normal), NativeKind::Generic, 6, Some(Deck::stacked(&[R])))
            .unwrap();
    let before = f.clone();
    assert!(matches!(f.apply(&mut d, CombatOrder::Hold { unit: 7 }), Err(EncounterError::UnknownIndex { .. })));
    assert!(
        f.apply(&mut d, CombatOrder::Fire { unit: 1, target: 0, kind: ShotKind::Snap }).is_err(),
        "36\" is beyond a musket"
    );
    assert!(f.apply(&mut d, CombatOrder::Move { unit: 1, direction: 9 }).is_err());
    assert!(matches!(
        f.apply(&mut d, CombatOrder::Fire { unit: 0, target: 3, kind: ShotKind::Snap }),
        Err(EncounterError::UnknownIndex { .. })
    ));
    assert!(matches!(f.apply(&mut d, CombatOrder::Move { unit: 1, direction: 1 }), Err(EncounterError::Dice(_))));
    assert_eq!(f, before);
    assert!(NativeCombat::begin(&mut d, setup(HostileOpening::Normal), NativeKind::Generic, 0, None).is_err());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
    #[test]
    fn seeded_fights_end_with_a_consistent_outcome(seed in proptest::prelude::any::<u64>(), warriors in 6u32..66) {
        let mut d = DiceSource::seeded(seed);
        let mut f = NativeCombat::begin(&mut d, setup(HostileOpening::Normal), NativeKind::Generic, warriors, None).unwrap();
        let out = f.play_out(&mut d).unwrap();
        proptest::prop_assert!(out.turns <= MAX_TURNS);
        proptest::prop_assert!(out.warriors_out <= warriors);
        proptest::prop_assert!(out.askari_dead + out.askari_fled <= 4);
        proptest::prop_assert!(out.bearers_dead + out.bearers_fled <= 6);
        let json = serde_json::to_string(&f).unwrap();
        let back: NativeCombat = serde_json::from_str(&json).unwrap();
        proptest::prop_assert_eq!(back, f);
    }
}

#[test]
fn absurd_sizes_are_refused_not_allocated() {
    let mut d = DiceSource::seeded(1);
    assert!(matches!(
        NativeCombat::begin(&mut d, setup(HostileOpening::Normal), NativeKind::Generic, u32::MAX, None),
        Err(EncounterError::InvalidInput(_))
    ));
    let mut s = setup(HostileOpening::Normal);
    s.bearers = u32::MAX;
    assert!(NativeCombat::begin(&mut d, s, NativeKind::Generic, 10, None).is_err());
}

/// One explorer (or more) alone against `warriors` placed 6" ahead (D8 1, 6D6 all ones) who
/// close at once (3D6 = 6) on a black card.
fn closing(
    explorers: alloc::vec::Vec<ExplorerInCombat>,
    warriors: u32,
    melee: &[u32],
    deck: &[crate::deck::CardColour],
) -> (NativeCombat, DiceSource) {
    let s = CombatSetup {
        explorers,
        askari: 0,
        askari_ammo: 0,
        bearers: 0,
        reliable_bearers: 0,
        ..setup(HostileOpening::Normal)
    };
    let mut script = alloc::vec![1, 1, 1, 1, 1, 1, 1, 2, 2, 2];
    script.extend_from_slice(melee);
    let mut d = DiceSource::scripted(script);
    let f = NativeCombat::begin(&mut d, s, NativeKind::Generic, warriors, Some(Deck::stacked(deck))).unwrap();
    (f, d)
}

// rule: EX-SKILL-10
#[test]
fn a_pugilist_adds_one_in_melee() {
    // Man 4 against warrior 2: a difference of 2 does nothing...
    let (f, _) = closing(alloc::vec![rifle()], 1, &[4, 2], &[B, R]);
    assert_eq!(f.natives()[0].warriors, 1);
    assert_eq!(f.outcome(), None);
    // ...but the Pugilist's 4 + 1 beats him by 3: the warrior is out, the fight won.
    let pugilist = ExplorerInCombat { pugilist: true, ..rifle() };
    let (f, _) = closing(alloc::vec![pugilist], 1, &[4, 2], &[B]);
    assert_eq!(f.natives()[0].warriors, 0);
    assert_eq!(f.outcome().map(|o| o.result), Some(CombatResult::PartyWon));
}

// rule: EX-CARGO-04
#[test]
fn europeans_defend_the_heroine_unto_death() {
    // Two warriors surround the explorer; he loses the first round 1 to 6.
    let companion = ExplorerInCombat { weapon: Weapon::Pistol, ammo: 0, ..rifle() };
    let (f, _) = closing(alloc::vec![rifle(), companion], 2, &[1, 6], &[B, R]);
    assert_eq!(f.party()[0].figures[0].state, FigureState::Captured, "surrounded, he is taken");
    // With the Heroine in the fight he fights on: he takes the 5 damage, and beats the second
    // warrior 6 to 1.
    let heroine = ExplorerInCombat { female: true, ..companion };
    let (f, _) = closing(alloc::vec![rifle(), heroine], 2, &[1, 6, 6, 1], &[B, R]);
    let fig = f.party()[0].figures[0];
    assert_eq!((fig.state, fig.damage, fig.knocked_down), (FigureState::Fighting, 5, true));
    assert_eq!(f.natives()[0].warriors, 1);
    // She herself, surrounded, is captured as any European is.
    let (f, _) = closing(alloc::vec![heroine, rifle()], 2, &[1, 6], &[B, R]);
    assert_eq!(f.party()[0].figures[0].state, FigureState::Captured);
}

// rule: EX-OUTFIT-20
#[test]
fn each_round_of_ammo_is_one_die_in_combat() {
    let mut spent_all = 0;
    for seed in 0..12 {
        let mut s = setup(HostileOpening::Normal);
        s.explorers[0].ammo = 2;
        s.askari_ammo = 5;
        let mut d = DiceSource::seeded(seed);
        let mut f = NativeCombat::begin(&mut d, s, NativeKind::Generic, 30, None).unwrap();
        let mut fired = [0usize; 2];
        while f.outcome().is_none() {
            let before: alloc::vec::Vec<u32> = f.party().iter().map(|u| u.ammo).collect();
            let logged = f.log().len();
            let Some(o) = f.suggested_order() else { break };
            f.apply(&mut d, o).unwrap();
            for e in &f.log()[logged..] {
                if let CombatEvent::PartyFired { unit, shots, .. } = e {
                    // One die per round spent; the askari roll one per man while rounds last.
                    assert_eq!(before[*unit] - f.party()[*unit].ammo, shots.len() as u32);
                    fired[*unit] += shots.len();
                }
            }
            for u in 0..2 {
                if f.party()[u].ammo == 0 {
                    assert!(
                        !f.legal_orders().iter().any(|o| matches!(o, CombatOrder::Fire { unit, .. } if *unit == u))
                    );
                }
            }
        }
        assert!(fired[0] <= 2 && fired[1] <= 5, "seed {seed}: {fired:?}");
        spent_all += usize::from(fired == [2, 5]);
    }
    assert!(spent_all > 0, "some fight used every round");
}

// rule: EX-COMBAT-01
#[test]
fn the_stand_ins_for_the_outside_ruleset() {
    // RULINGS.md "Combat with natives": to-hit 7 Europeans, 6 askari, 5 natives; ranges rifle 24",
    // musket 18", pistol 6", bow 12", thrown spear 6".
    assert_eq!(StandIns::default(), StandIns { european_to_hit: 7, askari_to_hit: 6, native_to_hit: 5 });
    let ranges = [Weapon::Rifle, Weapon::ExpressRifle, Weapon::Musket, Weapon::Pistol, Weapon::Bow, Weapon::Spear]
        .map(Weapon::range_inches);
    assert_eq!(ranges, [24, 24, 18, 6, 12, 6]);
    // A native hit by a shot is out of the fight: the explorer's aimed 3 (up to 14) takes one of
    // the six out at once, with no damage roll.
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1, 3]);
    let mut f = NativeCombat::begin(
        &mut d,
        setup(HostileOpening::Normal),
        NativeKind::Generic,
        6,
        Some(Deck::stacked(&[R, R])),
    )
    .unwrap();
    f.apply(&mut d, CombatOrder::Fire { unit: 0, target: 0, kind: ShotKind::Aimed }).unwrap();
    assert_eq!(f.natives()[0].warriors, 5);
    assert_eq!(d.remaining_script(), Some(0));
}

// rule: EX-OUTFIT-20
// rule: EX-FOOD-06
// rule: EX-WATER-04
#[test]
fn a_dry_rifle_leaves_the_side_arm_and_hunger_spoils_the_aim() {
    // Ten rounds, all of them the side arm's (the rifle is dry), and +1 on the die from hunger.
    let e = ExplorerInCombat { ammo: 10, side_arm_rounds: 10, penalty: 1, ..rifle() };
    let s = CombatSetup { explorers: alloc::vec![e], ..setup(HostileOpening::Normal) };
    // Placed 6" ahead: within the pistol's 6". An aimed 13 reads 14, a hit at twice 7.
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1, 13]);
    let mut f = NativeCombat::begin(&mut d, s, NativeKind::Generic, 6, Some(Deck::stacked(&[R, R, R]))).unwrap();
    f.apply(&mut d, CombatOrder::Fire { unit: 0, target: 0, kind: ShotKind::Aimed }).unwrap();
    let shot = f.log().iter().find_map(|e| match e {
        CombatEvent::PartyFired { shots, .. } => shots.first().copied(),
        _ => None,
    });
    assert_eq!(shot.map(|s| (s.roll, s.score, s.hit)), Some((13, 14, true)));
    assert_eq!(f.party()[0].ammo, 9);
    // The side arm's range is 6": a target farther off is refused, which the rifle would reach.
    let mut far = DiceSource::scripted([1, 2, 2, 2, 2, 2, 2]);
    let f = NativeCombat::begin(&mut far, s_far(), NativeKind::Generic, 6, Some(Deck::stacked(&[R]))).unwrap();
    assert!(f.validate(&CombatOrder::Fire { unit: 0, target: 0, kind: ShotKind::Aimed }).is_err());
    let rifle_setup = CombatSetup { explorers: alloc::vec![rifle()], ..setup(HostileOpening::Normal) };
    let mut far = DiceSource::scripted([1, 2, 2, 2, 2, 2, 2]);
    let f = NativeCombat::begin(&mut far, rifle_setup, NativeKind::Generic, 6, Some(Deck::stacked(&[R]))).unwrap();
    f.validate(&CombatOrder::Fire { unit: 0, target: 0, kind: ShotKind::Aimed }).unwrap();
}

fn s_far() -> CombatSetup {
    let e = ExplorerInCombat { ammo: 10, side_arm_rounds: 10, ..rifle() };
    CombatSetup { explorers: alloc::vec![e], ..setup(HostileOpening::Normal) }
}

// rule: EX-OUTFIT-27
#[test]
fn reliable_bearers_fight_when_no_askari_are_present() {
    let base = setup(HostileOpening::Normal);
    let with_reliable = |askari| CombatSetup { askari, askari_ammo: askari * 10, reliable_bearers: 3, ..base.clone() };
    // Units: explorer 0, (askari), bearers, reliable bearers last.
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1]);
    let f =
        NativeCombat::begin(&mut d, with_reliable(0), NativeKind::Generic, 6, Some(Deck::stacked(&[R, R]))).unwrap();
    let reliable = f.party().iter().position(|u| u.kind == PartyUnitKind::ReliableBearers).unwrap();
    f.validate(&CombatOrder::Charge { unit: reliable, target: 0 }).unwrap();
    let bearers = f.party().iter().position(|u| u.kind == PartyUnitKind::Bearers).unwrap();
    assert!(f.validate(&CombatOrder::Charge { unit: bearers, target: 0 }).is_err(), "ordinary bearers never fight");
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1]);
    let f =
        NativeCombat::begin(&mut d, with_reliable(4), NativeKind::Generic, 6, Some(Deck::stacked(&[R, R]))).unwrap();
    let reliable = f.party().iter().position(|u| u.kind == PartyUnitKind::ReliableBearers).unwrap();
    assert!(f.validate(&CombatOrder::Charge { unit: reliable, target: 0 }).is_err(), "askari present");
    // A party of reliable bearers alone (no European fights, no askari) has not lost while they
    // stand.
    let alone =
        CombatSetup { explorers: alloc::vec![], askari: 0, askari_ammo: 0, bearers: 0, reliable_bearers: 3, ..base };
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1]);
    let f = NativeCombat::begin(&mut d, alone, NativeKind::Generic, 6, Some(Deck::stacked(&[R, R]))).unwrap();
    assert_eq!(f.outcome().map(|o| o.result), None);
}
