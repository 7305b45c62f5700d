use super::*;
use crate::animals::creature::Reaction::{Charge, DoNothing, MoveAway, RunAway};
use tabletop::DiceSource;

fn ctx() -> HuntContext {
    HuntContext { hippo_country: false, members: 3 }
}

// rule: EX-HENC-01
#[test]
fn actions_are_needed_exactly_on_rows_2_4_7_10_12() {
    for total in 2..=12u32 {
        let enc = HuntingEncounter::from_total(total).unwrap();
        assert_eq!(enc.needs_action(), matches!(total, 2 | 4 | 7 | 10 | 12), "{total}");
    }
    assert_eq!(HuntingEncounter::from_total(13), None);
    let mut d = DiceSource::scripted([]);
    assert!(open(&mut d, HuntingEncounter::ElephantHerd, None, ctx()).is_err());
    assert!(open(&mut d, HuntingEncounter::AngryRhinoceros, Some(HunterAction::A), ctx()).is_err());
}

// rule: EX-HENC-06
#[test]
fn the_hippo_row_is_rerolled_in_the_desert() {
    let mut d = DiceSource::scripted([3, 3, 4, 4]);
    let (totals, enc) = roll_encounter(&mut d, true).unwrap();
    assert_eq!((totals, enc), (alloc::vec![6, 8], HuntingEncounter::DongaLion));
    let mut d = DiceSource::scripted([3, 3]);
    assert_eq!(roll_encounter(&mut d, false).unwrap().1, HuntingEncounter::MotherHippo);
}

// rule: EX-ANIMAL-01
// rule: EX-ANIMAL-02
// rule: EX-ANIMAL-03
// rule: EX-ANIMAL-04
// rule: EX-ANIMAL-05
// rule: EX-ANIMAL-06
#[test]
fn randomly_determined_animals() {
    let b = RandomAnimal::Beast;
    assert_eq!(random_animal(1, false, false), b(Creature::Elephant));
    assert_eq!(random_animal(2, false, false), b(Creature::Rhinoceros));
    assert_eq!(random_animal(3, false, false), b(Creature::Buffalo));
    assert_eq!(random_animal(4, true, false), b(Creature::Hippopotamus));
    assert_eq!(random_animal(4, false, false), b(Creature::Rhinoceros));
    assert_eq!(random_animal(5, false, true), b(Creature::Lion));
    assert_eq!(random_animal(6, false, true), RandomAnimal::Porter);
    assert_eq!(random_animal(6, false, false), b(Creature::Lion));
}

fn column(c: Creature, a: HunterAction) -> [Reaction; 6] {
    [1, 2, 3, 4, 5, 6].map(|r| reaction_to_action(c, a, r))
}

// rule: EX-ANIMAL-07
// rule: EX-ANIMAL-08
#[test]
fn hippo_reactions() {
    use HunterAction::*;
    let h = Creature::Hippopotamus;
    assert_eq!(column(h, A), [Charge, DoNothing, DoNothing, MoveAway, RunAway, RunAway]);
    assert_eq!(column(h, B), [Charge, Charge, DoNothing, MoveAway, RunAway, RunAway]);
    assert_eq!(column(h, C), [Charge, Charge, RunAway, RunAway, RunAway, RunAway]);
    assert_eq!(column(h, D), [Charge, DoNothing, DoNothing, MoveAway, RunAway, RunAway]);
}

// rule: EX-ANIMAL-09
#[test]
fn elephant_reactions() {
    use HunterAction::*;
    let e = Creature::Elephant;
    assert_eq!(column(e, A), [Charge, DoNothing, DoNothing, DoNothing, MoveAway, RunAway]);
    assert_eq!(column(e, B), [Charge, Charge, DoNothing, DoNothing, MoveAway, RunAway]);
    assert_eq!(column(e, C), [Charge, Charge, Charge, RunAway, RunAway, RunAway]);
    assert_eq!(column(e, D), [Charge, Charge, DoNothing, DoNothing, MoveAway, RunAway]);
}

// rule: EX-ANIMAL-10
#[test]
fn rhinoceros_reactions() {
    use HunterAction::*;
    let r = Creature::Rhinoceros;
    assert_eq!(column(r, A), [Charge, Charge, DoNothing, MoveAway, MoveAway, RunAway]);
    assert_eq!(column(r, B), [Charge, Charge, DoNothing, DoNothing, MoveAway, RunAway]);
    assert_eq!(column(r, C), [Charge, Charge, Charge, Charge, RunAway, RunAway]);
    assert_eq!(column(r, D), [Charge, Charge, Charge, DoNothing, MoveAway, RunAway]);
}

// rule: EX-ANIMAL-11
#[test]
fn buffalo_reactions() {
    use HunterAction::*;
    let b = Creature::Buffalo;
    assert_eq!(column(b, A), [Charge, Charge, DoNothing, DoNothing, MoveAway, RunAway]);
    assert_eq!(column(b, B), [Charge, Charge, DoNothing, DoNothing, MoveAway, RunAway]);
    assert_eq!(column(b, C), [Charge, Charge, Charge, RunAway, RunAway, RunAway]);
    assert_eq!(column(b, D), [Charge, Charge, DoNothing, MoveAway, MoveAway, RunAway]);
}

// rule: EX-ANIMAL-12
#[test]
fn lion_reactions() {
    use HunterAction::*;
    let l = Creature::Lion;
    assert_eq!(column(l, A), [Charge, Charge, Charge, DoNothing, DoNothing, MoveAway]);
    assert_eq!(column(l, B), [Charge, Charge, Charge, Charge, DoNothing, DoNothing]);
    assert_eq!(column(l, C), [Charge, Charge, Charge, Charge, Charge, RunAway]);
    assert_eq!(column(l, D), [Charge, Charge, Charge, Charge, Charge, DoNothing]);
}

// rule: EX-HENC-02
#[test]
fn noise_behind_the_hunter() {
    // Animal 5 = lion, 1D6 = 4", D: 4D6 = 10", reaction (D) 6 = do nothing.
    let mut d = DiceSource::scripted([5, 4, 1, 2, 3, 4, 6]);
    let o = open(&mut d, HuntingEncounter::NoiseBehind, Some(HunterAction::D), ctx()).unwrap();
    assert_eq!(o.party_moved, 10);
    assert_eq!(
        o.beasts,
        alloc::vec![BeastStart { creature: Creature::Lion, distance: 4, stance: Stance::React(DoNothing) }]
    );
    // C: a snap shot; the porter result means no animal.
    let mut d = DiceSource::scripted([6, 2]);
    let o = open(&mut d, HuntingEncounter::NoiseBehind, Some(HunterAction::C), ctx()).unwrap();
    assert!(o.just_a_porter && o.beasts.is_empty());
    assert_eq!(o.opening_shot, Some(ShotKind::Snap));
}

// rule: EX-HENC-03
// rule: EX-HENC-05
// rule: EX-HENC-06
// rule: EX-HENC-08
#[test]
fn charging_rows() {
    let mut d = DiceSource::scripted([3, 4]);
    let o = open(&mut d, HuntingEncounter::AngryRhinoceros, None, ctx()).unwrap();
    assert_eq!(
        (o.beasts[0].creature, o.beasts[0].distance, o.beasts[0].stance),
        (Creature::Rhinoceros, 7, Stance::React(Charge))
    );
    assert_eq!(o.first_shot, FirstShot::General);
    let mut d = DiceSource::scripted([6, 6]);
    let o = open(&mut d, HuntingEncounter::LionSprings, None, ctx()).unwrap();
    assert_eq!((o.beasts[0].distance, o.first_shot), (12, FirstShot::AimedIfHunterFirst));
    let mut d = DiceSource::scripted([1, 1, 1]);
    let o = open(&mut d, HuntingEncounter::MotherHippo, None, ctx()).unwrap();
    assert_eq!((o.beasts[0].creature, o.beasts[0].distance), (Creature::Hippopotamus, 3));
    let mut d = DiceSource::scripted([6]);
    let o = open(&mut d, HuntingEncounter::DongaLion, None, ctx()).unwrap();
    assert_eq!((o.beasts[0].distance, o.first_shot), (3, FirstShot::SnapOnly));
}

// rule: EX-HENC-04
#[test]
fn elephant_herd_each_elephant_reacts() {
    // 2D6 = 1+1 = 2 elephants, 2D6 = 3+3 = 6", B backs 1D6 = 2", reactions 1 (charge), 6 (run).
    let mut d = DiceSource::scripted([1, 1, 3, 3, 2, 1, 6]);
    let o = open(&mut d, HuntingEncounter::ElephantHerd, Some(HunterAction::B), ctx()).unwrap();
    assert_eq!(o.party_moved, 2);
    let stances: alloc::vec::Vec<_> = o.beasts.iter().map(|b| (b.distance, b.stance)).collect();
    assert_eq!(stances, [(6, Stance::React(Charge)), (6, Stance::React(RunAway))]);
    let mut d = DiceSource::scripted([1, 1, 3, 3, 4, 4]);
    let o = open(&mut d, HuntingEncounter::ElephantHerd, Some(HunterAction::C), ctx()).unwrap();
    assert_eq!(o.opening_shot, Some(ShotKind::Aimed));
}

// rule: EX-HENC-07
#[test]
fn buffalo_herd_snap_shot_in_tall_grass() {
    let mut d = DiceSource::scripted([1, 2, 2, 2, 1, 4, 3]);
    let o = open(&mut d, HuntingEncounter::BuffaloHerd, Some(HunterAction::C), ctx()).unwrap();
    assert_eq!(o.opening_shot, Some(ShotKind::Snap));
    assert_eq!(o.beasts.len(), 3);
    assert_eq!(o.beasts[2].stance, Stance::React(Charge));
    assert_eq!(o.beasts[1].stance, Stance::React(RunAway));
    let mut d = DiceSource::scripted([1, 1, 2, 2, 5, 5, 6, 6]);
    let o = open(&mut d, HuntingEncounter::BuffaloHerd, Some(HunterAction::B), ctx()).unwrap();
    assert_eq!(o.party_moved, 10, "skulk away 2D6");
}

// rule: EX-HENC-09
#[test]
fn stampede_fates() {
    let mut d = DiceSource::scripted([1, 2, 3, 4, 5, 6]);
    let o = open(&mut d, HuntingEncounter::Stampede, None, HuntContext { members: 6, ..ctx() }).unwrap();
    use StampedeFate::*;
    assert_eq!(o.stampede, [Unhurt, Unhurt, Battered, Battered, Injured, Killed]);
}

// rule: EX-HENC-10
#[test]
fn two_rhinoceroses_at_twilight() {
    let mut d = DiceSource::scripted([2, 2, 2, 1, 1, 1, 1, 1, 6]);
    let o = open(&mut d, HuntingEncounter::TwilightRhinoceroses, Some(HunterAction::D), ctx()).unwrap();
    assert_eq!(o.beasts.len(), 2);
    assert_eq!((o.beasts[0].distance, o.party_moved), (6, 4));
    assert_eq!((o.beasts[0].stance, o.beasts[1].stance), (Stance::React(Charge), Stance::React(RunAway)));
}

// rule: EX-HENC-11
#[test]
fn porter_in_trouble() {
    for (r, want) in [
        (1, Stance::AttackingPorter),
        (3, Stance::AttackingPorter),
        (4, Stance::React(Charge)),
        (5, Stance::React(Charge)),
        (6, Stance::React(RunAway)),
    ] {
        let mut d = DiceSource::scripted([2, 2, 2, 6, r]);
        let o = open(&mut d, HuntingEncounter::PorterInTrouble, None, ctx()).unwrap();
        assert!(o.porter_engaged);
        assert_eq!((o.beasts[0].creature, o.beasts[0].distance, o.beasts[0].stance), (Creature::Lion, 6, want));
    }
}

// rule: EX-HENC-12
#[test]
fn lions_on_the_kill() {
    // kill 2", 3 lions, 4" beyond; A; reactions 1 (charge), 4, 5 (do nothing); 1D3 = 1 dragger.
    let mut d = DiceSource::scripted([2, 3, 4, 1, 4, 5, 1]);
    let o = open(&mut d, HuntingEncounter::LionsOnTheKill, Some(HunterAction::A), ctx()).unwrap();
    assert_eq!(o.kill_distance, Some(2));
    let got: alloc::vec::Vec<_> = o.beasts.iter().map(|b| (b.distance, b.stance)).collect();
    assert_eq!(got, [(6, Stance::React(Charge)), (2, Stance::DraggingKill), (2, Stance::OnKill)]);
    // C: an aimed shot and the C column; nobody goes to the kill.
    let mut d = DiceSource::scripted([2, 1, 4, 6]);
    let o = open(&mut d, HuntingEncounter::LionsOnTheKill, Some(HunterAction::C), ctx()).unwrap();
    assert_eq!((o.opening_shot, o.beasts[0].stance), (Some(ShotKind::Aimed), Stance::React(RunAway)));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    #[test]
    fn every_row_opens_with_seeded_dice(seed in proptest::prelude::any::<u64>(), act in 0u8..4) {
        let mut d = DiceSource::seeded(seed);
        let (_, enc) = roll_encounter(&mut d, seed % 2 == 0).unwrap();
        let action = enc.needs_action().then_some([HunterAction::A, HunterAction::B, HunterAction::C, HunterAction::D][act as usize]);
        let o = open(&mut d, enc, action, ctx()).unwrap();
        proptest::prop_assert!(o.beasts.len() <= 12);
        proptest::prop_assert!(o.beasts.iter().all(|b| b.distance <= 18));
    }
}
