//! Big Game Hunting, with scripted dice (Congo rulebook, "Big Game Hunting"; the shooting
//! journal example: Askaris shoot 5D8 with muskets at cannibals in the open).

mod congo_common;
use congo_common::*;
use congo_nile::congo::event::StressCause;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Game, GroupId, What};
use congo_nile::tabletop::{Die, RulesGame};

const SHOOTERS: GroupId = GroupId(0);

fn shoot(target: GroupId) -> Decision {
    Decision::Shoot { group: SHOOTERS, leader: FigureId(0), target, giraffe: None }
}

/// Zanzibaris (5 x D8, muskets) 10" south of Cannibals (5 figures, open ground).
fn journal(dice: Vec<u32>) -> Game {
    let s = setup(vec![line("zan.zanzibaris", 10, 10)], vec![line("forest.cannibals", 10, 20)], TotemKind::Lion, dice);
    Game::new(&s).unwrap()
}

// rule: CG-SHOOT-02
// rule: CG-SHOOT-08
// rule: CG-SHOOT-10
// rule: CG-SHOOT-11
// rule: CG-SHOOT-13
// rule: CG-SHOOT-14
// rule: CG-SHOOT-15
// rule: CG-SHOOT-19
// rule: CG-SHOOT-20
#[test]
fn the_shooting_journal_example() {
    // Attack 5D8: 6 5 5 2 7 = four hits. Go to ground: bag index 0 (a Shooting token).
    // Cover 4D6 + 1D8: 5 1 2 3 | 6 = two cancelled. Musket token: bag index 9 (Combat).
    let mut g = journal(vec![6, 5, 5, 2, 7, 0, 5, 1, 2, 3, 6, 9]);
    let target = GroupId(1);
    reveal(&mut g, 6, 1);
    let mut ev = g.apply(Player::One, &shoot(target)).unwrap();
    assert!(
        matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Attack, ref dice, drop: 0, .. } if dice == &vec![Die::D8; 5])
    );
    ev.extend(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    assert!(find(&ev, |w| matches!(w, What::Hits { hits: 4, .. })).is_some());
    assert!(find(&ev, |w| matches!(w, What::SmokeMarker { group } if *group == SHOOTERS)).is_some());
    // The target's owner decides: go to ground once, then roll.
    assert_eq!(g.to_decide(), vec![Player::Two]);
    assert!(matches!(ask(&g), Ask::Cover { hits: 4, .. }));
    ev.extend(g.apply(Player::Two, &Decision::GoToGround).unwrap());
    assert!(
        matches!(ask(&g), Ask::Cover { ref dice, .. } if dice == &vec![Die::D6, Die::D6, Die::D6, Die::D6, Die::D8])
    );
    ev.extend(g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap());
    assert!(find(&ev, |w| matches!(w, What::HitsCancelled { cancelled: 2, remaining: 2, .. })).is_some());
    // No character or auxiliary: no death roll; the owner picks two figures keeping a chain.
    assert!(matches!(ask(&g), Ask::Casualties { count: 2, character_must_fall: false, .. }));
    let broken = Decision::RemoveCasualties { figures: vec![FigureId(6), FigureId(8)] };
    assert!(g.apply(Player::Two, &broken).is_err(), "the rest would not be one chain");
    ev.extend(g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap());
    assert!(find(&ev, |w| matches!(w, What::DeathRoll { .. })).is_none());
    // The musket's Stress token comes after the casualties.
    let k = kinds(&ev);
    let removed = k.iter().rposition(|x| x == "figure_removed").unwrap();
    let musket =
        ev.iter().position(|e| matches!(e.what, What::StressDrawn { cause: StressCause::Musket, .. })).unwrap();
    assert!(musket > removed);
    let t = &g.groups()[1];
    assert_eq!(t.figures.len(), 3);
    assert_eq!(t.stress, vec![StressKind::Shooting, StressKind::Combat]);
    assert!(g.groups()[0].smoke);
    assert!(ev.iter().all(|e| e.rule.starts_with("CG-")), "every event names its rule");
}

// rule: CG-SHOOT-19
#[test]
fn a_group_with_a_smoke_marker_reloads_before_firing_again() {
    let mut g = journal(vec![1, 1, 1, 1, 1, 0, 0]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(g.groups()[0].smoke, "muskets leave smoke even after a miss");
    g.apply(Player::One, &Decision::EndCard).unwrap();
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    // Next step: card 2 (a shooting action) after the opponent's card 3.
    reveal(&mut g, 2, 3);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    assert!(g.legal_decisions(Player::One).iter().all(|d| !matches!(d, Decision::Shoot { .. })));
    let before = json(&g);
    assert!(g.apply(Player::One, &shoot(GroupId(1))).is_err());
    assert_eq!(before, json(&g), "the refusal changed nothing");
    let ev = g.apply(Player::One, &Decision::Reload { group: SHOOTERS }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Reloaded { .. })).is_some());
    assert!(!g.groups()[0].smoke);
}

// rule: CG-STRESS-13
// rule: CG-STRESS-04
// rule: CG-SHOOT-01
#[test]
fn reloading_is_a_shooting_action_a_panicked_or_four_token_group_cannot_take() {
    let mut g = journal(vec![1, 1, 1, 1, 1, 0, 0]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    g.apply(Player::One, &Decision::EndCard).unwrap();
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    reveal(&mut g, 2, 3);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    assert!(g.groups()[0].smoke);
    let reload = Decision::Reload { group: SHOOTERS };
    for tokens in [&[StressKind::Panic][..], &[StressKind::Combat; 4][..]] {
        let mut h = set_stress(&g, SHOOTERS, tokens);
        assert!(!h.legal_decisions(Player::One).contains(&reload), "{tokens:?}: no reload offered");
        let before = json(&h);
        assert!(h.apply(Player::One, &reload).is_err(), "{tokens:?}: the reload is refused");
        assert_eq!(before, json(&h));
    }
    let mut h = set_stress(&g, SHOOTERS, &[StressKind::Combat; 3]);
    assert!(h.legal_decisions(Player::One).contains(&reload));
    assert!(h.apply(Player::One, &reload).is_ok(), "three tokens and no Panic: the group reloads");
}

// rule: CG-SHOOT-20
#[test]
fn a_musket_target_draws_a_token_even_when_missed() {
    let mut g = journal(vec![1, 2, 3, 4, 1, 20]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Hits { .. })).is_none(), "CG-SHOOT-10: no hit ends the shot");
    assert_eq!(g.groups()[1].stress, vec![StressKind::Movement]);
}

// rule: CG-SHOOT-16
// rule: CG-SHOOT-18
#[test]
fn the_terrifying_death_roll() {
    // Two hits on Soldiers with the Explorer in the open: 2D6 cover both fail; D10 shows 1.
    let soldiers = with_character(line("wme.soldiers", 10, 20), "wme.explorer");
    let s =
        setup(vec![line("zan.zanzibaris", 10, 10)], vec![soldiers], TotemKind::Lion, vec![5, 5, 1, 1, 1, 1, 1, 1, 0]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    let ev = g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    let roll = find(&ev, |w| matches!(w, What::DeathRoll { .. })).expect("one death roll");
    assert!(matches!(roll.what, What::DeathRoll { character_must_fall: true, .. }));
    assert!(matches!(ask(&g), Ask::Casualties { count: 2, character_must_fall: true, .. }));
    // Soldiers' figures are 5..=8, the Explorer is 9.
    let members_only = Decision::RemoveCasualties { figures: vec![FigureId(7), FigureId(8)] };
    assert!(g.apply(Player::Two, &members_only).is_err());
    g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap();
    assert!(!g.figures()[9].alive);
}

// rule: CG-SHOOT-18
#[test]
fn a_character_may_fall_even_when_spared() {
    let soldiers = with_character(line("wme.soldiers", 10, 20), "wme.explorer");
    let s = setup(vec![line("zan.zanzibaris", 10, 10)], vec![soldiers], TotemKind::Lion, vec![5, 1, 1, 1, 1, 1, 7, 0]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(matches!(ask(&g), Ask::Casualties { count: 1, character_must_fall: false, .. }));
    g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(9)] }).unwrap();
    assert!(!g.figures()[9].alive);
}

// rule: CG-SHOOT-09
// rule: CG-STRESS-09
#[test]
fn one_attack_die_discarded_per_shooting_token_owner_picks() {
    let mut g = journal(vec![]);
    g = set_stress(&g, SHOOTERS, &[StressKind::Shooting, StressKind::Shooting]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { drop: 2, .. }));
    assert!(g.apply(Player::One, &Decision::Roll { drop: vec![Die::D8], crocodile: None }).is_err());
    assert!(g.apply(Player::One, &Decision::Roll { drop: vec![Die::D6, Die::D8], crocodile: None }).is_err());
}

// rule: CG-SHOOT-01
// rule: CG-STRESS-05
#[test]
fn a_group_with_four_tokens_cannot_shoot() {
    let mut g = journal(vec![]);
    g = set_stress(&g, SHOOTERS, &[StressKind::Combat; 4]);
    reveal(&mut g, 6, 1);
    assert!(g.apply(Player::One, &shoot(GroupId(1))).is_err());
    g = set_stress(&g, SHOOTERS, &[StressKind::Combat; 3]);
    assert!(g.apply(Player::One, &shoot(GroupId(1))).is_ok(), "the limit lifts below four");
}

// rule: CG-SHOOT-04
// rule: CG-SHOOT-05
#[test]
fn the_target_must_be_within_the_weapons_range() {
    // Warriors throw assegais (M = 6"): 7" between bases is out of range, 5" is in.
    for (gap, ok) in [(8, false), (6, true)] {
        let s = setup(
            vec![line("forest.warriors", 10, 10)],
            vec![line("forest.cannibals", 10, 10 + gap)],
            TotemKind::Lion,
            vec![],
        );
        let mut g = Game::new(&s).unwrap();
        reveal(&mut g, 6, 1);
        assert_eq!(g.apply(Player::One, &shoot(GroupId(1))).is_ok(), ok, "gap {gap}");
    }
    // Rifles reach L = 12".
    let s = setup(vec![line("wme.soldiers", 10, 10)], vec![line("forest.cannibals", 10, 22)], TotemKind::Lion, vec![]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    assert!(g.apply(Player::One, &shoot(GroupId(1))).is_ok());
}

// rule: CG-TOTEM-09
#[test]
fn a_giraffe_adds_s_to_a_shots_range() {
    let s = setup(
        vec![line("forest.warriors", 10, 10)],
        vec![line("forest.cannibals", 10, 18)],
        TotemKind::Giraffe,
        vec![],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    assert!(g.apply(Player::One, &shoot(GroupId(1))).is_err(), "7\" is beyond M");
    let card = g.player(Player::One).totems.hand[0].id;
    let with = Decision::Shoot { group: SHOOTERS, leader: FigureId(0), target: GroupId(1), giraffe: Some(card) };
    assert!(g.legal_decisions(Player::One).contains(&with));
    g.apply(Player::One, &with).unwrap();
    assert!(g.player(Player::One).totems.hand.is_empty());
}

// rule: CG-SHOOT-07
// rule: CG-SHOOT-03
#[test]
fn partial_shooting_rolls_half_the_dice_rounded_up() {
    // A friendly screen hides the target from every Zanzibari but the leading figure at x=10.
    let screen = {
        let mut s = line("zan.zanzibaris", 11, 16);
        s.members = (0..5)
            .map(|i| {
                congo_nile::tabletop::Point::new(
                    congo_nile::tabletop::Length::milli(11_300 + 1000 * i),
                    congo_nile::tabletop::Length::inches(16),
                )
            })
            .collect();
        s
    };
    let s = setup(
        vec![line("zan.zanzibaris", 10, 10), screen],
        vec![line("forest.cannibals", 10, 21)],
        TotemKind::Lion,
        vec![],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    let target = GroupId(2);
    let ev =
        g.apply(Player::One, &Decision::Shoot { group: SHOOTERS, leader: FigureId(0), target, giraffe: None }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::ShotDeclared { partial: true, .. })).is_some());
    // 5 dice, half rounded up = 3: two are left out.
    assert!(matches!(ask(&g), Ask::Roll { drop: 2, .. }));
    // They are told as partial shooting's, not as Stress tokens' (the group holds none).
    let mut g = g;
    let mut v = serde_json::to_value(&g).unwrap();
    v["dice"] = serde_json::json!({ "kind": "scripted", "queue": [1, 1, 1, 0, 0, 0] });
    g = serde_json::from_value(v).unwrap();
    let drop = vec![Die::D8, Die::D8];
    let ev = g.apply(Player::One, &Decision::Roll { drop, crocodile: None }).unwrap();
    let discarded: Vec<&str> =
        ev.iter().filter(|e| matches!(e.what, What::DiceDiscarded { .. })).map(|e| &*e.rule).collect();
    assert_eq!(discarded, ["CG-SHOOT-07"]);
    let told: String =
        ev.iter().filter(|e| matches!(e.what, What::DiceDiscarded { .. })).map(|e| e.narrate(&g).to_string()).collect();
    assert!(told.contains("partial shooting"), "{told}");
    assert!(!told.contains("Stress"), "{told}");
}

// rule: CG-STRESS-02
// rule: CG-SHOOT-13
#[test]
fn going_to_ground_from_an_empty_bag_gives_no_die() {
    let mut s = setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("forest.cannibals", 10, 20)],
        TotemKind::Lion,
        vec![5, 1, 1, 1, 1, 1],
    );
    s.components.stress_bag = congo_nile::congo::stress::StressBag::with_counts([0; 5]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    let ev = g.apply(Player::Two, &Decision::GoToGround).unwrap();
    assert!(find(&ev, |w| matches!(w, What::StressDrawn { token: None, .. })).is_some());
    assert!(matches!(ask(&g), Ask::Cover { ref dice, .. } if dice == &vec![Die::D6]));
}

// rule: CG-SHOOT-16
// rule: CG-SHOOT-15
#[test]
fn the_death_roll_prevails_over_integrity() {
    // The Explorer stands in the middle of the chain: removing him splits the group, yet a
    // death roll of 1 demands him.
    let mut soldiers = with_character(line("wme.soldiers", 10, 20), "wme.explorer");
    soldiers.members = vec![
        congo_nile::tabletop::Point::inches(10, 20),
        congo_nile::tabletop::Point::inches(11, 20),
        congo_nile::tabletop::Point::inches(13, 20),
        congo_nile::tabletop::Point::inches(14, 20),
    ];
    soldiers.characters[0].at = congo_nile::tabletop::Point::inches(12, 20);
    let s = setup(vec![line("zan.zanzibaris", 10, 10)], vec![soldiers], TotemKind::Lion, vec![5, 1, 1, 1, 1, 1, 1, 0]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(1))).unwrap();
    g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(matches!(ask(&g), Ask::Casualties { count: 1, character_must_fall: true, .. }));
    assert_eq!(g.legal_decisions(Player::Two), vec![Decision::RemoveCasualties { figures: vec![FigureId(9)] }]);
    g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(9)] }).unwrap();
}
