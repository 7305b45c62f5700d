//! The Sultanate of Zanzibar's special rules in play, with scripted dice (Congo rulebook, "The
//! Sultanate of Zanzibar"). Each test is named after the rule and cites its inventory id.

mod congo_common;
use congo_common::*;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::profile::{SpecialRule, Stick, Weapon};
use congo_nile::congo::setup::GroupSetup;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Event, Game, GroupId, What};
use congo_nile::tabletop::{Die, RulesGame};

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

fn game(one: Vec<GroupSetup>, two: Vec<GroupSetup>, dice: Vec<u32>) -> Game {
    Game::new(&setup(one, two, TotemKind::Lion, dice)).unwrap()
}

/// Warriors (5 x D8) charge `defender` deployed 6" north of them with card 5.
fn charge(defender: GroupSetup, dice: Vec<u32>) -> (Game, Vec<Event>) {
    let mut g = game(vec![line("forest.warriors", 10, 10)], vec![defender], dice);
    reveal(&mut g, 5, 1);
    let d = charge_into(GroupId(0), GroupId(1));
    let ev = g.apply(Player::One, &d).unwrap();
    (g, ev)
}

// rule: CG-ZAN-02
#[test]
fn ruthless_adds_one_success_in_melee() {
    // Attack 5 1 1 1 1 = one hit; defence (4 x D8 and the Slavers' D6) all 1s, plus one: a draw.
    let (mut g, _) = charge(
        with_character(line("zan.trained_troops", 10, 16), "zan.slavers"),
        vec![5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0],
    );
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &roll()).unwrap();
    assert!(find(&ev, |w| matches!(w, What::MeleeResult { attacker_hits: 1, defender_hits: 1, .. })).is_some());
}

// rule: CG-ZAN-04
#[test]
fn bribe_lets_the_traders_group_retreat_instead_of_fighting() {
    // The Trader's D8: 5, a success; his owner takes the bribe: a retreat and no melee.
    let (mut g, ev) = charge(with_character(line("zan.trained_troops", 10, 16), "zan.trader"), vec![5]);
    assert!(ev.iter().any(|e| e.rule == "CG-ZAN-04" && matches!(e.what, What::SpecialRoll { group: GroupId(1), .. })));
    assert!(matches!(ask(&g), Ask::UseRule { group: GroupId(1), rule: SpecialRule::Bribe { die: Die::D8 } }));
    assert_eq!(g.to_decide(), vec![Player::Two]);
    assert_eq!(g.legal_decisions(Player::Two).len(), 2);
    let mut ev = g.apply(Player::Two, &Decision::UseRule { accept: true }).unwrap();
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::Bribed { group: GroupId(1) })).is_some());
    assert!(find(&ev, |w| matches!(w, What::Retreated { group: GroupId(1), .. })).is_some());
    assert!(find(&ev, |w| matches!(w, What::MeleeResult { .. } | What::Rolled { .. })).is_none());
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
    // A 4 fails: the melee is fought.
    let (g, _) = charge(with_character(line("zan.trained_troops", 10, 16), "zan.trader"), vec![4]);
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeAttack, .. }));
}

// rule: CG-ZAN-05
#[test]
fn bodyguard_kills_an_enemy_or_falls_before_the_melee() {
    // The Brute's D10: 7, a success: the attackers' owner removes one of his figures.
    let (mut g, _) = charge(with_character(line("zan.trained_troops", 10, 16), "zan.brute"), vec![7]);
    assert!(matches!(ask(&g), Ask::Casualties { group: GroupId(0), count: 1, character_must_fall: false }));
    g.apply(Player::One, &Decision::RemoveCasualties { figures: vec![FigureId(4)] }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeAttack, ref dice, .. } if dice.len() == 4));
    // A 2: the Brute is removed, then the melee is fought.
    let (g, ev) = charge(with_character(line("zan.trained_troops", 10, 16), "zan.brute"), vec![2]);
    let brute = FigureId(9);
    assert!(find(&ev, |w| matches!(w, What::FigureRemoved { figure, .. } if *figure == brute)).is_some());
    assert!(!g.figure(brute).unwrap().alive);
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeAttack, .. }));
}

// rule: CG-ZAN-06
#[test]
fn inspiring_presence_gives_young_warriors_a_d8_bravery() {
    for (diplomat, die) in [(true, Die::D8), (false, Die::D6)] {
        let yw = line("forest.young_warriors", 10, 30);
        let yw = if diplomat { with_character(yw, "zan.diplomat") } else { yw };
        let mut g = game(vec![line("forest.warriors", 10, 10)], vec![yw], vec![]);
        reveal(&mut g, 4, 1);
        g.apply(Player::One, &Decision::Terror { target: GroupId(1) }).unwrap();
        assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Terror, ref dice, .. } if dice == &vec![die]));
    }
}

// rule: CG-ZAN-10
#[test]
fn warrior_tradition_dice_follow_the_stress_tokens() {
    for (tokens, die) in [(0, Die::D10), (1, Die::D8), (2, Die::D8), (3, Die::D6)] {
        let mut g =
            game(vec![line("forest.warriors", 10, 10)], vec![line("zan.baluchis", 10, 16)], vec![1, 1, 1, 1, 1]);
        g = set_stress(&g, GroupId(1), &vec![StressKind::Terror; tokens]);
        reveal(&mut g, 5, 1);
        let d = charge_into(GroupId(0), GroupId(1));
        g.apply(Player::One, &d).unwrap();
        g.apply(Player::One, &roll()).unwrap();
        assert!(
            matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeDefence, ref dice, .. } if dice == &vec![die; 5]),
            "{tokens}"
        );
    }
    // Bravery too: Terror with no token rolls a D10.
    let mut g = game(vec![line("forest.warriors", 10, 10)], vec![line("zan.baluchis", 10, 30)], vec![]);
    reveal(&mut g, 4, 1);
    g.apply(Player::One, &Decision::Terror { target: GroupId(1) }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { ref dice, .. } if dice == &vec![Die::D10]));
}

fn sharpshooters(x: i32, y: i32) -> GroupSetup {
    let mut g = line("zan.zanzibaris", x, y);
    g.profile.weapon = Some(Weapon::JezailMuskets);
    g.profile.special_rules.push(SpecialRule::Jezzails { beyond: Stick::L, die: Die::D6 });
    g
}

// rule: CG-ZAN-11
#[test]
fn jezzails_shoot_d6_beyond_l() {
    for (y, die) in [(30, Die::D6), (20, Die::D8)] {
        let mut g = game(vec![sharpshooters(10, 10)], vec![line("forest.cannibals", 10, y)], vec![]);
        reveal(&mut g, 6, 1);
        g.apply(
            Player::One,
            &Decision::Shoot { group: GroupId(0), leader: FigureId(0), target: GroupId(1), giraffe: None },
        )
        .unwrap();
        assert!(
            matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Attack, ref dice, .. } if dice == &vec![die; 5]),
            "{y}"
        );
    }
}

// rule: CG-ZAN-01
#[test]
fn zamara_takes_tokens_from_friends_within_m_before_rallying() {
    let emir = with_character(line("zan.trained_troops", 10, 10), "zan.emir");
    let friend = line("zan.trained_troops", 10, 14);
    let g = game(vec![emir, friend], vec![line("forest.warriors", 50, 40)], vec![]);
    let g = set_stress(&g, GroupId(0), &[StressKind::Movement]);
    let mut g = set_stress(&g, GroupId(1), &[StressKind::Combat, StressKind::Terror]);
    reveal(&mut g, 1, 2);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    g.apply(Player::One, &Decision::Rally { group: GroupId(0) }).unwrap();
    assert!(matches!(ask(&g), Ask::TakeStress { group: GroupId(0), ref offers } if offers == &vec![GroupId(1)]));
    assert_eq!(g.legal_decisions(Player::One).len(), 3, "stop, or take the Combat or the Terror token");
    let bad = Decision::TakeStress { from: Some(GroupId(1)), token: Some(StressKind::Panic) };
    assert!(g.apply(Player::One, &bad).is_err());
    let ev = g
        .apply(Player::One, &Decision::TakeStress { from: Some(GroupId(1)), token: Some(StressKind::Terror) })
        .unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-ZAN-01"));
    g.apply(Player::One, &Decision::TakeStress { from: None, token: None }).unwrap();
    assert_eq!(g.groups()[0].stress, vec![StressKind::Movement, StressKind::Terror]);
    assert_eq!(g.groups()[1].stress, vec![StressKind::Combat]);
    // Two tokens: 2 x D8, plus the Emir's 2D8 bonus.
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Rally, ref dice, .. } if dice == &vec![Die::D8; 4]));
}

/// The Sheikh's Trained Troops at (10, 20), terrorized by Warriors at (10, `enemy_y`); friends
/// given as groups of column Two after his.
fn guided(friends: Vec<GroupSetup>, enemy_y: i32, dice: Vec<u32>) -> Game {
    let mut two = vec![with_character(line("zan.trained_troops", 10, 20), "zan.sheikh")];
    two.extend(friends);
    let mut g = game(vec![line("forest.warriors", 10, enemy_y)], two, dice);
    reveal(&mut g, 4, 1);
    g.apply(Player::One, &Decision::Terror { target: GroupId(1) }).unwrap();
    // Bravery D8 and the Sheikh's D8: 1 1, no hit cancelled.
    g.apply(Player::Two, &roll()).unwrap();
    g
}

// rule: CG-ZAN-03
#[test]
fn spiritual_guidance_sends_the_token_to_a_friend_within_m() {
    // Bag index 0: a Shooting token; two friends within M: the owner chooses.
    let mut g = guided(vec![line("zan.trained_troops", 10, 24), line("zan.trained_troops", 18, 20)], 10, vec![1, 1, 0]);
    assert!(
        matches!(ask(&g), Ask::GiveStress { group: GroupId(1), token: StressKind::Shooting, ref to } if to == &vec![GroupId(2), GroupId(3)])
    );
    assert_eq!(
        g.legal_decisions(Player::Two),
        vec![Decision::GiveStress { to: GroupId(2) }, Decision::GiveStress { to: GroupId(3) }]
    );
    assert!(g.apply(Player::Two, &Decision::GiveStress { to: GroupId(0) }).is_err());
    let ev = g.apply(Player::Two, &Decision::GiveStress { to: GroupId(3) }).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-ZAN-03"));
    assert!(g.groups()[1].stress.is_empty());
    assert_eq!(g.groups()[3].stress, vec![StressKind::Shooting]);
    // One friend: it takes the token without a question.
    let g = guided(vec![line("zan.trained_troops", 10, 24)], 10, vec![1, 1, 0]);
    assert_eq!(g.groups()[2].stress, vec![StressKind::Shooting]);
    // No friend within M: his own group takes it, even with an enemy near.
    let g = guided(vec![line("zan.trained_troops", 40, 40)], 14, vec![1, 1, 0]);
    assert_eq!(g.groups()[1].stress, vec![StressKind::Shooting]);
}

// rule: CG-ZAN-03
#[test]
fn spiritual_guidance_may_send_a_panic_token_to_an_enemy_within_m() {
    // Bag index 44: a Panic token; a friend and the terrorizing Warriors within M.
    let mut g = guided(vec![line("zan.trained_troops", 10, 24)], 14, vec![1, 1, 44]);
    assert!(
        matches!(ask(&g), Ask::GiveStress { token: StressKind::Panic, ref to, .. } if to == &vec![GroupId(2), GroupId(0)])
    );
    g.apply(Player::Two, &Decision::GiveStress { to: GroupId(0) }).unwrap();
    assert_eq!(g.groups()[0].stress, vec![StressKind::Panic]);
}
