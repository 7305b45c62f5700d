use super::*;
use crate::animals::shot::Weapon;
use crate::deck::CardColour::{Black as B, Red as R};
use crate::hunting::encounters::{HuntContext, HuntingEncounter, open};
use tabletop::DiceSource;

fn hunter() -> PartyRole {
    PartyRole::armed(7, Weapon::Rifle, 10)
}
fn party() -> Vec<PartyRole> {
    alloc::vec![hunter(), PartyRole::Porter, PartyRole::Porter]
}
fn ctx() -> HuntContext {
    HuntContext { hippo_country: false, members: 3 }
}

// rule: EX-ANIMAL-13
// rule: EX-ANIMAL-14
// rule: EX-ANIMAL-21
// rule: EX-DAMAGE-01
// rule: EX-DAMAGE-02
// rule: EX-DAMAGE-09
// rule: EX-DAMAGE-23
#[test]
fn a_charging_rhinoceros_fought_to_the_death() {
    let mut d = DiceSource::scripted([3, 4]);
    let o = open(&mut d, HuntingEncounter::AngryRhinoceros, None, ctx()).unwrap();
    let deck = Deck::stacked(&[R, B, R, R, B, R, R, R, R]);
    // shot: D20 10 (hit, 10 damage = knock-down), reaction 3 + level 1 = 4: charge.
    // porter moves away 3D6 = 3; rhino survival 2 (lives); turn 2: rhino charges 4D6 (5 - 1
    // for its damage level) = 8 and reaches the hunter at 7"; melee 1 v 12: hunter takes 11.
    // Hunter stands up (hold); survival: hunter level 3 rolls 4: dies; rhino (15, level 1)
    // was hurt by nobody this turn: no roll... so we fight: see below.
    let mut d = DiceSource::scripted([10, 3, 1, 1, 1, 2, 2, 2, 2, 2, 1, 12, 4]);
    let mut f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(deck)).unwrap();
    assert_eq!(f.pending(), [0, 1, 2]);
    f.apply(&mut d, HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).unwrap();
    assert_eq!(f.beasts()[0].damage, 10);
    assert!(f.log().contains(&AnimalEvent::StoodUp { beast: 0 }), "knocked down: 5 - 1 - 4 = 0 dice, it only stands");
    f.apply(&mut d, HuntOrder::Hold { member: 1 }).unwrap();
    f.apply(&mut d, HuntOrder::Move { member: 2, away: true }).unwrap();
    assert_eq!(f.members()[2].position, -3);
    assert_eq!(f.turn(), 2);
    assert_eq!(f.beasts()[0].position, 0, "charged the closest man");
    assert_eq!(f.members()[0].damage, 11);
    // The hunter was knocked down: he may only stand up.
    assert!(f.validate(&HuntOrder::Fight { member: 0, beast: 0 }).is_err());
    f.apply(&mut d, HuntOrder::Hold { member: 0 }).unwrap();
    f.apply(&mut d, HuntOrder::Hold { member: 1 }).unwrap();
    f.apply(&mut d, HuntOrder::Hold { member: 2 }).unwrap();
    assert!(!f.members()[0].alive, "level 3 lives on 1-3 only");
    assert_eq!(d.remaining_script(), Some(0));
}

// rule: EX-SHOT-03
#[test]
fn only_snap_shots_at_a_charger_within_five_inches() {
    let mut d = DiceSource::scripted([2, 2]);
    let o = open(&mut d, HuntingEncounter::AngryRhinoceros, None, ctx()).unwrap();
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[R]))).unwrap();
    assert!(f.validate(&HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).is_err());
    assert!(f.validate(&HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Snap }).is_ok());
    assert!(
        f.validate(&HuntOrder::Shoot { member: 1, beast: 0, kind: ShotKind::Snap }).is_err(),
        "porters do not shoot"
    );
}

// rule: EX-HENC-05
// rule: EX-HENC-08
#[test]
fn first_shot_rules() {
    // The lion springs from 2": aimed if the hunter moves first.
    let mut d = DiceSource::scripted([1, 1]);
    let o = open(&mut d, HuntingEncounter::LionSprings, None, ctx()).unwrap();
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[R]))).unwrap();
    assert!(f.validate(&HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).is_ok());
    // If the lion moves first (7D6 = 7 reaches him; melee 3 v 3 nothing), only a snap shot.
    let mut d = DiceSource::scripted([6, 6]);
    let o = open(&mut d, HuntingEncounter::LionSprings, None, ctx()).unwrap();
    let mut d = DiceSource::scripted([1, 1, 1, 1, 1, 1, 1, 3, 3]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[B, R]))).unwrap();
    assert!(f.validate(&HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).is_err());
    // The donga lion: a snap shot only, even at 3".
    let mut d = DiceSource::scripted([6]);
    let o = open(&mut d, HuntingEncounter::DongaLion, None, ctx()).unwrap();
    let mut d = DiceSource::scripted([]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[R]))).unwrap();
    assert!(f.validate(&HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).is_err());
}

// rule: EX-HENC-11
#[test]
fn a_near_miss_hits_the_engaged_porter() {
    // 3D6 = 6", lion, keeps attacking the porter.
    let mut d = DiceSource::scripted([2, 2, 2, 5, 1]);
    let o = open(&mut d, HuntingEncounter::PorterInTrouble, None, ctx()).unwrap();
    let mut d = DiceSource::scripted([15, 2]);
    let mut f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[R, B, R]))).unwrap();
    assert_eq!(f.members()[1].position, 6);
    // Aimed: needs 14, rolls 15 = missed by 1: the porter takes 1D6 + 3 = 5.
    d = DiceSource::scripted([15, 2, 4, 4]);
    f.apply(&mut d, HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).unwrap();
    assert!(f.log().contains(&AnimalEvent::PorterHit { member: 1, damage: 5 }));
    // Then the lion's card: it keeps mauling the porter (melee 4 v 4: nothing).
    assert!(f.log().iter().any(|e| matches!(e, AnimalEvent::Melee { member: 1, beast: 0, .. })));
}

// rule: EX-ANIMAL-22
// rule: EX-ANIMAL-23
#[test]
fn animals_moving_or_running_away_leave_at_24_inches() {
    // Twilight rhinos 3D6 = 18", action A; reactions 4 (move away) and 6 (run away).
    let mut d = DiceSource::scripted([6, 6, 6, 4, 6]);
    let o = open(&mut d, HuntingEncounter::TwilightRhinoceroses, Some(HunterAction::A), ctx()).unwrap();
    // Black: rhino 0 moves away 1D6 = 5, direction 3 (veers: half, 3") -> 21.
    // Black: rhino 1 runs 5D6 = 1,1,1,1,2 = 6 -> 24: gone.
    let mut d = DiceSource::scripted([5, 3, 1, 1, 1, 1, 2]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[B, B, R]))).unwrap();
    assert_eq!(f.beasts()[0].position, 21);
    assert!(f.beasts()[1].gone);
    assert_eq!(f.beasts()[0].stance, Stance::React(Reaction::DoNothing));
    assert!(f.ending().is_none());
}

#[test]
fn refused_orders_leave_the_fight_untouched() {
    let mut d = DiceSource::scripted([3, 4]);
    let o = open(&mut d, HuntingEncounter::AngryRhinoceros, None, ctx()).unwrap();
    let mut d = DiceSource::scripted([]);
    let mut f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[R]))).unwrap();
    let before = f.clone();
    assert!(matches!(f.apply(&mut d, HuntOrder::Hold { member: 9 }), Err(EncounterError::UnknownIndex { .. })));
    assert!(matches!(
        f.apply(&mut d, HuntOrder::Fight { member: 0, beast: 0 }),
        Err(EncounterError::IllegalChoice { .. })
    ));
    // Dice run dry in the middle of a shot: refused, untouched.
    assert!(matches!(
        f.apply(&mut d, HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }),
        Err(EncounterError::Dice(_))
    ));
    assert_eq!(f, before);
    let no_ammo = PartyRole::armed(7, Weapon::Rifle, 0);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &[no_ammo], false, Some(Deck::stacked(&[R]))).unwrap();
    assert!(f.validate(&HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Aimed }).is_err());
    assert!(AnimalFight::begin(&mut d, &o, &[PartyRole::Porter], false).is_err());
}

#[test]
fn the_opening_shot_at_a_porter_hurts_the_porter() {
    let mut d = DiceSource::scripted([6, 2]);
    let o = open(&mut d, HuntingEncounter::NoiseBehind, Some(HunterAction::C), ctx()).unwrap();
    let mut d = DiceSource::scripted([3]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[]))).unwrap();
    assert_eq!(f.members()[1].damage, 3);
    assert!(f.ending().is_some(), "no animal: over at once");
}

use crate::hunting::encounters::HunterAction;

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    #[test]
    fn seeded_fights_end_and_stay_consistent(seed in proptest::prelude::any::<u64>()) {
        let mut d = DiceSource::seeded(seed);
        let (_, enc) = crate::hunting::encounters::roll_encounter(&mut d, false).unwrap();
        let action = enc.needs_action().then_some(HunterAction::C);
        let o = open(&mut d, enc, action, ctx()).unwrap();
        let mut f = AnimalFight::begin(&mut d, &o, &party(), false).unwrap();
        let end = f.play_out(&mut d).unwrap();
        proptest::prop_assert!(end.turns <= MAX_TURNS);
        proptest::prop_assert!(f.ending().is_some());
        proptest::prop_assert!(f.members().iter().all(|m| m.alive || end.dead_members.contains(&0) || end.dead_members.len() <= 3));
        let json = serde_json::to_string(&f).unwrap();
        let back: AnimalFight = serde_json::from_str(&json).unwrap();
        proptest::prop_assert_eq!(back, f);
    }
}

#[test]
fn absurd_openings_are_refused_or_capped() {
    let mut o = crate::hunting::encounters::Opening::with_beasts(alloc::vec![crate::hunting::encounters::BeastStart {
        creature: Creature::Lion,
        distance: u32::MAX,
        stance: Stance::React(Reaction::Charge),
    }]);
    o.party_moved = u32::MAX;
    let mut d = DiceSource::seeded(3);
    let mut f = AnimalFight::begin(&mut d, &o, &party(), false).unwrap();
    assert!(f.play_out(&mut d).is_ok());
    let many = alloc::vec![PartyRole::Porter; MAX_FIGURES + 1];
    assert!(AnimalFight::begin(&mut d, &o, &many, false).is_err());
}

// rule: EX-EVENT-RIVER-11
#[test]
fn a_charging_hippo_that_reaches_a_canoe_may_upset_it() {
    use crate::hunting::encounters::{BeastStart, Opening, Stance};
    let hippo = BeastStart { creature: Creature::Hippopotamus, distance: 6, stance: Stance::React(Reaction::Charge) };
    let mut o = Opening::with_beasts(alloc::vec![hippo]);
    o.afloat = true;
    // Its card first: 4D6 = 6 reaches the hunter's canoe; the D6 5 upsets it; then the melee.
    let mut d = DiceSource::scripted([2, 2, 1, 1, 5, 3, 3, 3, 3, 3, 3, 3, 3]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[B, R]))).unwrap();
    assert!(f.log().contains(&AnimalEvent::HitCanoe { member: 0, face: 5, capsized: true }));
    assert!(f.log().iter().any(|e| matches!(e, AnimalEvent::Melee { member: 0, .. })));
    // A 2: the canoe stays upright, and its man cannot shoot this turn.
    let mut d = DiceSource::scripted([2, 2, 1, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[B, R]))).unwrap();
    assert!(f.log().contains(&AnimalEvent::HitCanoe { member: 0, face: 2, capsized: false }));
    assert!(!f.pending().contains(&0));
    // On land (not afloat) no canoe is hit.
    o.afloat = false;
    let mut d = DiceSource::scripted([2, 2, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3]);
    let f = AnimalFight::begin_with_deck(&mut d, &o, &party(), false, Some(Deck::stacked(&[B, R]))).unwrap();
    assert!(!f.log().iter().any(|e| matches!(e, AnimalEvent::HitCanoe { .. })));
}
