//! Rituals by number of successes, and the incantation's dice.

use alloc::vec;
use tabletop::error::{Coded, ErrorCode};

use super::*;

fn pool(count: u8, die: Die) -> DicePool {
    DicePool { count, die }
}

#[test]
fn bulls_breath_by_successes() {
    // rule: CG-RITUAL-01, CG-RITUAL-02, CG-RITUAL-03
    let at = |n| Ritual::BullsBreath.effect(n);
    assert_eq!(at(0), None);
    assert_eq!(at(1), Some(RitualEffect::BullsBreath { range: Stick::L, figures_lost: 0, stress: 0 }));
    assert_eq!(at(2), Some(RitualEffect::BullsBreath { range: Stick::L, figures_lost: 0, stress: 1 }));
    assert_eq!(at(3), Some(RitualEffect::BullsBreath { range: Stick::L, figures_lost: 1, stress: 1 }));
    assert_eq!(at(7), at(3));
}

#[test]
fn mandrills_dance_by_successes() {
    // rule: CG-RITUAL-04, CG-RITUAL-05, CG-RITUAL-06
    let at = |n| Ritual::MandrillsDance.effect(n);
    assert_eq!(at(1), Some(RitualEffect::DrawTotemCards { draw: 1, keep: 1 }));
    assert_eq!(at(2), Some(RitualEffect::DrawTotemCards { draw: 3, keep: 1 }));
    assert_eq!(at(3), Some(RitualEffect::ChooseTotemCards { cards: 2 }));
}

#[test]
fn wild_hunt_by_successes() {
    // rule: CG-RITUAL-07, CG-RITUAL-08, CG-RITUAL-09
    let at = |n| Ritual::WildHunt.effect(n);
    assert_eq!(
        at(1),
        Some(RitualEffect::WildHunt { stress: StressDraw::Tokens(0), dice: pool(4, Die::D6), per_stress: None })
    );
    assert_eq!(
        at(2),
        Some(RitualEffect::WildHunt {
            stress: StressDraw::Tokens(1),
            dice: pool(2, Die::D8),
            per_stress: Some(Die::D8)
        })
    );
    assert_eq!(
        at(3),
        Some(RitualEffect::WildHunt { stress: StressDraw::UpToFour, dice: pool(6, Die::D8), per_stress: None })
    );
}

#[test]
fn bloody_hand_by_successes() {
    // rule: CG-RITUAL-10, CG-RITUAL-11, CG-RITUAL-12
    let at = |n| Ritual::BloodyHand.effect(n);
    let unless_two = CurseSuccess::EliminatedUnlessStress { stress: 2 };
    assert_eq!(at(1), Some(RitualEffect::BloodyHand { die: Die::D6, on_success: unless_two, stress_on_failure: 0 }));
    assert_eq!(at(2), Some(RitualEffect::BloodyHand { die: Die::D8, on_success: unless_two, stress_on_failure: 1 }));
    assert_eq!(
        at(3),
        Some(RitualEffect::BloodyHand {
            die: Die::D10,
            on_success: CurseSuccess::EliminatedAndStress { stress: 1 },
            stress_on_failure: 1,
        })
    );
}

#[test]
fn mad_hyena_by_successes() {
    // rule: CG-RITUAL-13, CG-RITUAL-14, CG-RITUAL-15
    let at = |n| Ritual::MadHyena.effect(n);
    assert_eq!(
        at(1),
        Some(RitualEffect::MadHyena {
            movement: HyenaMove::Stick(Stick::S),
            panic_instead: false,
            melee_bonus: pool(1, Die::D8)
        })
    );
    assert_eq!(
        at(2),
        Some(RitualEffect::MadHyena {
            movement: HyenaMove::Normal,
            panic_instead: false,
            melee_bonus: pool(2, Die::D8)
        })
    );
    assert_eq!(
        at(3),
        Some(RitualEffect::MadHyena {
            movement: HyenaMove::Normal,
            panic_instead: true,
            melee_bonus: pool(4, Die::D6)
        })
    );
}

#[test]
fn macabre_blessing_by_successes() {
    // rule: CG-RITUAL-16, CG-RITUAL-17, CG-RITUAL-18
    let at = |n| Ritual::MacabreBlessing.effect(n);
    assert_eq!(
        at(1),
        Some(RitualEffect::MacabreBlessing { scope: BlessingScope::Groups { groups: 1, range: Stick::M } })
    );
    assert_eq!(
        at(2),
        Some(RitualEffect::MacabreBlessing { scope: BlessingScope::Groups { groups: 3, range: Stick::L } })
    );
    assert_eq!(at(3), Some(RitualEffect::MacabreBlessing { scope: BlessingScope::WholeColumn }));
}

#[test]
fn rituals_belong_to_their_witchdoctors_culture() {
    for r in Ritual::FOREST_TRIBES {
        assert_eq!(r.culture(), Culture::ForestTribes, "{}", r.name());
    }
    for r in Ritual::AFRICAN_KINGDOMS {
        assert_eq!(r.culture(), Culture::AfricanKingdoms, "{}", r.name());
    }
}

#[test]
fn the_journal_example_rolls_three_d8_for_two_movement_tokens() {
    // rule: CG-SORC-04, CG-SORC-05 ("Believing in the Impossible", example from the journal)
    let mut spell = Incantation::begin(Ritual::BullsBreath, Die::D8, 0).expect("begin");
    assert_eq!(spell.draw_stress_token(false), Ok(DrawOutcome::Continue));
    assert_eq!(spell.draw_stress_token(false), Ok(DrawOutcome::Continue));
    assert_eq!(spell.pool(), vec![pool(3, Die::D8)]);
    let (rolls, outcome) = spell.roll(&mut DiceSource::scripted([5, 1, 8])).expect("roll");
    assert!(rolls.iter().all(|r| r.die() == Die::D8));
    assert_eq!(
        outcome,
        RitualOutcome::Success {
            successes: 2,
            effect: RitualEffect::BullsBreath { range: Stick::L, figures_lost: 0, stress: 1 },
        }
    );
}

#[test]
fn no_success_fails_the_ritual() {
    // rule: CG-SORC-06
    let spell = Incantation::begin(Ritual::MadHyena, Die::D8, 0).expect("begin");
    let (_, outcome) = spell.roll(&mut DiceSource::scripted([4])).expect("roll");
    assert_eq!(outcome, RitualOutcome::Failed);
}

#[test]
fn stress_tokens_never_pass_four() {
    // rule: CG-SORC-04 ("you can not draw Stress tokens if the witchdoctor's group already has four")
    let mut spell = Incantation::begin(Ritual::WildHunt, Die::D8, 2).expect("begin");
    assert!(spell.can_draw());
    spell.draw_stress_token(false).expect("third token");
    spell.draw_stress_token(false).expect("fourth token");
    assert!(!spell.can_draw());
    assert_eq!(spell.draw_stress_token(false), Err(SorceryError::StressLimit { stress: 4 }));
    assert_eq!(spell.pool(), vec![pool(3, Die::D8)]);
    assert_eq!(Incantation::begin(Ritual::WildHunt, Die::D8, 5), Err(SorceryError::StressLimit { stress: 5 }));
}

#[test]
fn a_panic_token_miscasts_the_ritual() {
    // rule: CG-SORC-07
    let mut spell = Incantation::begin(Ritual::MandrillsDance, Die::D8, 0).expect("begin");
    assert_eq!(spell.draw_stress_token(true), Ok(DrawOutcome::Miscast));
    assert_eq!(spell.draw_stress_token(false), Err(SorceryError::Miscast));
    assert_eq!(spell.play_crocodile(pool(1, Die::D10)), Err(SorceryError::Miscast));
    let mut dice = DiceSource::scripted([]);
    assert_eq!(spell.roll(&mut dice), Ok((Vec::new(), RitualOutcome::Miscast)));
}

#[test]
fn one_crocodile_adds_its_dice() {
    // rule: CG-SORC-04 (Totem cards: "only use a single crocodile card" per ritual roll)
    let mut spell = Incantation::begin(Ritual::MacabreBlessing, Die::D8, 1).expect("begin");
    spell.draw_stress_token(false).expect("token");
    spell.play_crocodile(pool(2, Die::D6)).expect("crocodile");
    assert_eq!(spell.play_crocodile(pool(1, Die::D8)), Err(SorceryError::CrocodileAlreadyPlayed));
    assert_eq!(spell.pool(), vec![pool(2, Die::D8), pool(2, Die::D6)]);
    let (rolls, outcome) = spell.roll(&mut DiceSource::scripted([5, 6, 6, 2])).expect("roll");
    assert_eq!(rolls.len(), 4);
    assert_eq!(rolls[2].die(), Die::D6);
    assert_eq!(
        outcome,
        RitualOutcome::Success {
            successes: 3,
            effect: RitualEffect::MacabreBlessing { scope: BlessingScope::WholeColumn }
        }
    );
}

#[test]
fn dry_dice_are_an_error_not_a_panic() {
    let spell = Incantation::begin(Ritual::BloodyHand, Die::D8, 0).expect("begin");
    let err = spell.roll(&mut DiceSource::scripted([])).expect_err("dry");
    assert_eq!(err.code(), ErrorCode::DiceExhausted);
}

#[test]
fn effects_have_a_stable_json_shape() {
    let json = serde_json::to_string(&Ritual::WildHunt.effect(3)).expect("json");
    assert_eq!(
        json,
        r#"{"type":"wild_hunt","stress":{"type":"up_to_four"},"dice":{"count":6,"die":"D8"},"per_stress":null}"#
    );
}

#[test]
fn a_deserialized_incantation_past_four_tokens_is_refused() {
    // rule: CG-SORC-04 ("you may draw as many Stress tokens as you want but may not exceed the
    // maximum number of four"): a state from JSON cannot roll more Sorcery dice than that.
    let spell: Incantation = serde_json::from_str(
        r#"{"ritual":"wild_hunt","sorcery":"D8","group_stress":3,"drawn":200,"crocodile":null,"miscast":false}"#,
    )
    .expect("well-formed JSON");
    let mut dice = DiceSource::seeded(1);
    assert_eq!(spell.roll(&mut dice), Err(SorceryError::StressLimit { stress: 203 }));
}
