//! Characters and auxiliaries in play (Congo rulebook, "Surviving in Africa", Groups and
//! characters; "Mustering the Column", Characters, Auxiliaries, Groups), with scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::event::{Elimination, VpReason};
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::profile::DicePool;
use congo_nile::congo::setup::{GroupSetup, Setup};
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Event, Game, GroupId, SetupError, What};
use congo_nile::tabletop::{Die, Point, RulesGame};

const G0: GroupId = GroupId(0);
const G1: GroupId = GroupId(1);

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

fn game(one: Vec<GroupSetup>, two: Vec<GroupSetup>, dice: Vec<u32>) -> Game {
    Game::new(&setup(one, two, TotemKind::Lion, dice)).unwrap()
}

/// The game with `figures` removed as if killed earlier (state edited through its JSON).
fn without(g: &Game, figures: &[u16]) -> Game {
    let mut v = serde_json::to_value(g).unwrap();
    for f in figures {
        let i = usize::from(*f);
        v["figures"][i]["alive"] = false.into();
        let group = v["figures"][i]["group"].as_u64().unwrap() as usize;
        let left: Vec<serde_json::Value> = v["groups"][group]["figures"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|x| x.as_u64() != Some(u64::from(*f)))
            .cloned()
            .collect();
        v["groups"][group]["figures"] = left.into();
    }
    serde_json::from_value(v).unwrap()
}

fn rolled_dice(g: &Game) -> Vec<Die> {
    match ask(g) {
        Ask::Roll { dice, .. } => dice,
        other => panic!("expected a roll, got {other:?}"),
    }
}

/// Play to the end: every card action ended, every other prompt answered by its first legal
/// decision.
fn play_out(g: &mut Game) -> Vec<Event> {
    let mut ev = vec![];
    while !g.is_over() {
        let p = g.to_decide()[0];
        let d = match ask(g) {
            Ask::CardAction { .. } => Decision::EndCard,
            _ => g.legal_decisions(p)[0].clone(),
        };
        ev.extend(g.apply(p, &d).unwrap());
    }
    ev
}

/// Zanzibaris (group 0, figures 0-4) fire at group 1 with card 6; both rolls are made (the
/// script gives the faces). Returns the game and the cover roll's events.
fn volley(s: &Setup) -> (Game, Vec<Event>) {
    let mut g = Game::new(s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(0), target: G1, giraffe: None }).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &roll()).unwrap();
    (g, ev)
}

// rule: CG-MUSTER-07
#[test]
fn a_dash_adds_no_die_and_the_emirs_2d8_adds_two() {
    // The Emir (-/D6/2D8) with Zanzibaris (D8/D6/D8): no Shooting die, one Combat die, two
    // Bravery bonus dice.
    let emir = with_character(line("zan.zanzibaris", 10, 10), "zan.emir");
    let g = game(vec![emir], vec![line("forest.cannibals", 40, 30)], vec![5, 1, 1, 1]);
    let v = g.values(G0).unwrap();
    assert_eq!(v.shooting_dice(), vec![Die::D8; 5]);
    assert_eq!(v.combat_dice(), vec![Die::D6; 6]);
    assert_eq!(v.bravery(), (Some(Die::D8), vec![Die::D8, Die::D8]));
    // A Rally with two tokens: 2D8 for the tokens and the Emir's 2D8.
    let mut g = set_stress(&g, G0, &[StressKind::Shooting, StressKind::Combat]);
    reveal(&mut g, 1, 2);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    g.apply(Player::One, &Decision::Rally { group: G0 }).unwrap();
    assert_eq!(rolled_dice(&g), vec![Die::D8; 4]);
}

// rule: CG-MUSTER-08
#[test]
fn a_character_shoots_his_groups_weapon_under_its_rules() {
    // The Chieftain (D6 shooting) with Hunters (4 x D8 bows, Hunting the prey) shoots cannibals
    // 9" away, beyond any range but the bows'. Hunters 1 1 1 1, Chieftain 5: his success earns
    // the group's extra D8 (6): two hits.
    let hunters = with_character(line("forest.hunters", 10, 10), "forest.chieftain");
    let mut g = game(vec![hunters], vec![line("forest.cannibals", 10, 20)], vec![1, 1, 1, 1, 5, 6]);
    reveal(&mut g, 6, 1);
    assert_eq!(shoot_targets(&g, Player::One), vec![G1], "within the bows' L");
    g.apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(4), target: G1, giraffe: None }).unwrap();
    assert_eq!(rolled_dice(&g), vec![Die::D8, Die::D8, Die::D8, Die::D8, Die::D6]);
    let ev = g.apply(Player::One, &roll()).unwrap();
    let extra = find(&ev, |w| matches!(w, What::SpecialRuleRolled { group: G0, .. })).expect("Hunting the prey");
    assert_eq!(extra.rule, "CG-FOREST-12");
    assert!(find(&ev, |w| matches!(w, What::Hits { group: G1, hits: 2 })).is_some());
}

// rule: CG-MUSTER-09
#[test]
fn a_character_alone_rolls_his_bravery_die_as_value_and_bonus() {
    // Soldiers with the Explorer (Bravery D6); the four Soldiers are dead.
    let soldiers = with_character(line("wme.soldiers", 10, 10), "wme.explorer");
    let g = without(&game(vec![soldiers], vec![line("forest.cannibals", 40, 30)], vec![1, 1, 1]), &[0, 1, 2, 3]);
    let v = g.values(G0).unwrap();
    assert!(v.character_alone());
    assert_eq!(v.bravery(), (Some(Die::D6), vec![Die::D6]), "not the Soldiers' D10");
    let mut g = set_stress(&g, G0, &[StressKind::Shooting, StressKind::Combat]);
    reveal(&mut g, 1, 2);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    g.apply(Player::One, &Decision::Rally { group: G0 }).unwrap();
    assert_eq!(rolled_dice(&g), vec![Die::D6; 3], "one D6 per token and the D6 bonus");
}

// rule: CG-MUSTER-09
#[test]
fn a_character_alone_without_bravery_fails_rally_and_terror() {
    // The Trader (D6/D6/-) with Zanzibaris; the Zanzibaris are dead.
    let zanzibaris = with_character(line("zan.zanzibaris", 10, 10), "zan.trader");
    let g = without(&game(vec![zanzibaris], vec![line("forest.cannibals", 40, 30)], vec![0]), &[0, 1, 2, 3, 4]);
    let g = set_stress(&g, G0, &[StressKind::Shooting]);
    // Rally: no roll is asked for, nothing returns.
    let mut rally = g.clone();
    reveal(&mut rally, 1, 2);
    rally.apply(Player::Two, &Decision::EndCard).unwrap();
    let ev = rally.apply(Player::One, &Decision::Rally { group: G0 }).unwrap();
    let failed =
        find(&ev, |w| matches!(w, What::Rolled { group: G0, purpose: RollPurpose::Rally, successes: 0, .. })).unwrap();
    assert_eq!(failed.rule, "CG-MUSTER-09");
    assert_eq!(rally.groups()[0].stress, vec![StressKind::Shooting]);
    assert!(!matches!(ask(&rally), Ask::Roll { .. } | Ask::ReturnStress { .. }));
    // Terror: one hit (no Terror token), nothing cancels it: a token is drawn (bag index 0).
    let mut terror = g;
    reveal(&mut terror, 1, 4);
    let ev = terror.apply(Player::Two, &Decision::Terror { target: G0 }).unwrap();
    let failed = find(&ev, |w| matches!(w, What::HitsCancelled { group: G0, cancelled: 0, remaining: 1 })).unwrap();
    assert_eq!(failed.rule, "CG-MUSTER-09");
    assert!(find(&ev, |w| matches!(w, What::Rolled { .. })).is_none());
    assert_eq!(terror.groups()[0].stress, vec![StressKind::Shooting, StressKind::Shooting]);
}

// rule: CG-MUSTER-10
#[test]
fn a_character_alone_without_combat_scores_no_successes() {
    // The Flag Bearer (-/-/D10) is all that is left of his Soldiers; Cannibals engage him. His
    // side holds a Crocodile (1D10) but is not asked to roll: 0 successes. Cannibals roll
    // 5 1 1 1 1: one success wins the melee.
    let soldiers = with_character(line("wme.soldiers", 10, 16), "wme.flag_bearer");
    let s = setup(
        vec![line("forest.cannibals", 10, 10)],
        vec![soldiers],
        TotemKind::Crocodile { dice: DicePool::one(Die::D10) },
        vec![5, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0],
    );
    let mut g = without(&Game::new(&s).unwrap(), &[5, 6, 7, 8]);
    assert!(g.values(G1).unwrap().character_alone());
    reveal(&mut g, 5, 1);
    let engage = Decision::Move {
        group: G0,
        leader: FigureId(4),
        path: vec![Point::inches(14, 14), Point::inches(14, 18)],
        engage: Some(G1),
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &engage).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { group: G0, purpose: RollPurpose::MeleeAttack, .. }));
    assert!(!g.player(Player::Two).totems.hand.is_empty(), "a Crocodile in hand");
    let ev = g.apply(Player::One, &roll()).unwrap();
    let nothing =
        find(&ev, |w| matches!(w, What::Rolled { group: G1, purpose: RollPurpose::MeleeDefence, .. })).unwrap();
    assert_eq!(nothing.rule, "CG-MUSTER-10");
    assert!(matches!(&nothing.what, What::Rolled { dice, successes: 0, .. } if dice.is_empty()));
    assert!(
        find(&ev, |w| matches!(w, What::MeleeResult { attacker_hits: 1, defender_hits: 0, winner: Some(G0), .. }))
            .is_some()
    );
    assert!(!g.player(Player::Two).totems.hand.is_empty(), "no Crocodile was played");
}

// rule: CG-MUSTER-11
#[test]
fn a_character_alone_shoots_at_range_m() {
    // Trained Askaris (rifles, L) with the Explorer at (14, 10). Cannibals A: 6" from the
    // Explorer (base to base); Cannibals B: about 9" away.
    let askaris = with_character(line("wme.trained_askaris", 10, 10), "wme.explorer");
    let g = game(vec![askaris], vec![line("forest.cannibals", 14, 17), line("forest.cannibals", 24, 12)], vec![]);
    let (a, b) = (GroupId(1), GroupId(2));
    let mut whole = g.clone();
    reveal(&mut whole, 6, 1);
    assert_eq!(shoot_targets(&whole, Player::One), vec![a, b], "the group shoots at L");
    let mut alone = without(&g, &[0, 1, 2, 3]);
    reveal(&mut alone, 6, 1);
    assert_eq!(shoot_targets(&alone, Player::One), vec![a], "the Explorer alone: M, rifle or not");
    let before = json(&alone);
    assert!(
        alone
            .apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(4), target: b, giraffe: None })
            .is_err()
    );
    assert_eq!(before, json(&alone));
    alone.apply(Player::One, &Decision::Shoot { group: G0, leader: FigureId(4), target: a, giraffe: None }).unwrap();
    assert_eq!(rolled_dice(&alone), vec![Die::D10]);
}

// rule: CG-MUSTER-14
#[test]
fn auxiliaries_take_the_terrifying_death_roll() {
    // Trained Askaris with a bearer and no character take two hits (5 5 1 1 1), cover 1 1, the
    // death roll shows 1: the bearer (figure 9) must be among the casualties.
    let askaris = with_auxiliary(line("wme.trained_askaris", 10, 20), "wme.bearers");
    let (mut g, ev) = volley(&setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![askaris],
        TotemKind::Lion,
        vec![5, 5, 1, 1, 1, 1, 1, 1, 0],
    ));
    assert!(find(&ev, |w| matches!(w, What::DeathRoll { group: G1, character_must_fall: true, .. })).is_some());
    assert!(matches!(ask(&g), Ask::Casualties { count: 2, character_must_fall: true, .. }));
    let before = json(&g);
    assert!(g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(7), FigureId(8)] }).is_err());
    assert_eq!(before, json(&g));
    g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap();
    assert!(!g.figures()[9].alive);
}

// rule: CG-MUSTER-15
#[test]
fn an_auxiliary_left_alone_is_eliminated_and_counts_as_a_loss() {
    // Four hits (5 5 5 5 1) on Trained Askaris with a bearer, cover 1 1 1 1, death roll 7: the
    // owner removes the four Askaris; the bearer, left alone, is eliminated at once and costs
    // its owner 2 victory points at the end.
    let askaris = with_auxiliary(line("wme.trained_askaris", 10, 20), "wme.bearers");
    let mut s =
        setup(vec![line("zan.zanzibaris", 10, 10)], vec![askaris], TotemKind::Lion, vec![5, 5, 5, 5, 1, 1, 1, 1, 1, 7]);
    s.turns = 1;
    let (mut g, _) = volley(&s);
    assert!(matches!(ask(&g), Ask::Casualties { count: 4, character_must_fall: false, .. }));
    let ev = g
        .apply(
            Player::Two,
            &Decision::RemoveCasualties { figures: vec![FigureId(5), FigureId(6), FigureId(7), FigureId(8)] },
        )
        .unwrap();
    let gone =
        find(&ev, |w| matches!(w, What::GroupEliminated { group: G1, reason: Elimination::AuxiliaryAlone })).unwrap();
    assert_eq!(gone.rule, "CG-MUSTER-15");
    assert!(
        find(&ev, |w| matches!(w, What::FigureRemoved { figure: FigureId(9), .. }))
            .is_some_and(|e| e.rule == "CG-MUSTER-15")
    );
    assert!(!g.figures()[9].alive);
    assert!(!g.groups()[1].in_play());
    let ev = play_out(&mut g);
    assert!(
        find(&ev, |w| matches!(
            w,
            What::VictoryPoints {
                player: Player::Two,
                points: -2,
                reason: VpReason::OwnAuxiliaryLost { figure: FigureId(9) },
                ..
            }
        ))
        .is_some()
    );
    assert_eq!(g.points(), Some([0, -2]));
}

// rule: CG-MUSTER-17
#[test]
fn a_groups_figures_are_its_profiles_count_plus_who_joins() {
    let five = line("zan.zanzibaris", 10, 10);
    let far = || vec![line("forest.cannibals", 40, 30)];
    for n in [4, 6] {
        let mut g = five.clone();
        g.members = (0..n).map(|i| Point::inches(10 + i, 10)).collect();
        let s = setup(vec![g], far(), TotemKind::Lion, vec![]);
        assert_eq!(
            Game::new(&s).err(),
            Some(SetupError::WrongFigureCount { column: 0, group: 0, deployed: n as usize, expected: 5 })
        );
    }
    let joined = with_auxiliary(with_character(five, "zan.trader"), "zan.bearers");
    let g = game(vec![joined], far(), vec![]);
    assert_eq!(g.groups()[0].figures.len(), 7, "five Zanzibaris, the Trader, a bearer");
    assert_eq!(g.values(G0).unwrap().members, 5);
}

// rule: CG-GEN-08
#[test]
fn a_character_acts_with_his_group_and_helps_it_while_alive() {
    // Trained Askaris (D8) with the Explorer (D10/D6/D6) at (14, 10).
    let askaris = with_character(line("wme.trained_askaris", 10, 10), "wme.explorer");
    let g = game(vec![askaris], vec![line("forest.cannibals", 40, 30)], vec![]);
    let v = g.values(G0).unwrap();
    assert_eq!(v.shooting_dice(), vec![Die::D8, Die::D8, Die::D8, Die::D8, Die::D10]);
    assert_eq!(v.bravery().1, vec![Die::D6]);
    // He moves with the group's move: no decision moves him on his own.
    let mut moved = g.clone();
    reveal(&mut moved, 7, 1);
    let walk = Decision::Move {
        group: G0,
        leader: FigureId(0),
        path: vec![Point::inches(10, 14)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    moved.apply(Player::One, &walk).unwrap();
    let at = moved.figures()[4].at;
    assert_ne!(at, g.figures()[4].at, "the Explorer moved with his group");
    assert!(
        moved.figures()[..4].iter().any(|f| congo_nile::congo::geometry::in_contact(f.at, at)),
        "still in the chain"
    );
    assert!(
        moved.legal_decisions(Player::One).iter().all(|d| !matches!(d, Decision::Move { group, .. } if *group == G0))
    );
    // Dead, he adds nothing.
    let g = without(&g, &[4]);
    let v = g.values(G0).unwrap();
    assert_eq!(v.shooting_dice(), vec![Die::D8; 4]);
    assert!(v.bravery().1.is_empty());
}

// rule: CG-MUSTER-15
#[test]
fn auxiliaries_left_together_are_eliminated_too() {
    // Adventurers (3 figures, two auxiliary icons) with two bearers take three hits (5 5 5 1 1),
    // cover 1 1 1; Reckless declined; death roll 7; the three Adventurers fall: the two bearers
    // left are no group. Each costs its owner 2 victory points.
    let adventurers = with_auxiliary(with_auxiliary(line("wme.adventurers", 10, 20), "wme.bearers"), "wme.bearers");
    let mut s = setup(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![adventurers],
        TotemKind::Lion,
        vec![5, 5, 5, 1, 1, 1, 1, 1, 7],
    );
    s.turns = 1;
    let (mut g, _) = volley(&s);
    if matches!(ask(&g), Ask::UseRule { .. }) {
        g.apply(Player::Two, &Decision::UseRule { accept: false }).unwrap();
    }
    assert!(matches!(ask(&g), Ask::Casualties { count: 3, .. }));
    let ev = g
        .apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(5), FigureId(6), FigureId(7)] })
        .unwrap();
    assert!(
        find(&ev, |w| matches!(w, What::GroupEliminated { group: G1, reason: Elimination::AuxiliaryAlone })).is_some()
    );
    assert!(!g.figures()[8].alive && !g.figures()[9].alive);
    play_out(&mut g);
    assert_eq!(g.points(), Some([0, -4]));
}

// rule: CG-MUSTER-09
// rule: CG-MUSTER-11
#[test]
fn a_character_left_with_an_auxiliary_has_no_group_values() {
    // Soldiers (Bravery D10, rifles) with the Explorer and a bearer; the four Soldiers are dead.
    // The bearer stays with the Explorer, who still counts as alone: his D6 is the group's
    // Bravery and he shoots at M.
    let soldiers = with_auxiliary(with_character(line("wme.soldiers", 10, 10), "wme.explorer"), "wme.bearers");
    let g = game(vec![soldiers], vec![line("forest.cannibals", 14, 17), line("forest.cannibals", 24, 12)], vec![]);
    let g = without(&g, &[0, 1, 2, 3]);
    assert_eq!(g.groups()[0].figures.len(), 2, "not eliminated: the bearer is not the only figure");
    let v = g.values(G0).unwrap();
    assert!(v.character_alone());
    assert_eq!(v.bravery(), (Some(Die::D6), vec![Die::D6]));
    drop(v);
    let mut g = g;
    reveal(&mut g, 6, 1);
    assert_eq!(shoot_targets(&g, Player::One), vec![GroupId(1)]);
}

// rule: CG-MUSTER-09
// rule: CG-MUSTER-11
// rule: CG-GEN-07
#[test]
fn two_characters_left_alone_use_their_own_profiles() {
    // Zanzibaris (Bravery D8, muskets) with the Sheikh (-/-/D8) and the Brute (-/D8/D6); the
    // five Zanzibaris are dead. The two characters are alone together: the best of their
    // Bravery dice is the group's value, each adds his own as bonus, and they shoot at M.
    let zanzibaris = with_character(with_character(line("zan.zanzibaris", 10, 10), "zan.sheikh"), "zan.brute");
    let g = game(vec![zanzibaris], vec![line("forest.cannibals", 40, 30)], vec![]);
    let g = without(&g, &[0, 1, 2, 3, 4]);
    let v = g.values(G0).unwrap();
    assert!(v.character_alone(), "no member left: the characters are alone");
    assert_eq!(v.bravery(), (Some(Die::D8), vec![Die::D8, Die::D6]), "the Sheikh's D8 as value, not the group's");
    assert!(!v.alone_without_combat(), "the Brute has a Combat value");
    // Trader (D6/D6/-) and Brute: the Brute's D6 is the only Bravery; neither alone without combat.
    let zanzibaris = with_character(with_character(line("zan.zanzibaris", 10, 10), "zan.trader"), "zan.brute");
    let g = without(&game(vec![zanzibaris], vec![line("forest.cannibals", 40, 30)], vec![]), &[0, 1, 2, 3, 4]);
    assert_eq!(g.values(G0).unwrap().bravery(), (Some(Die::D6), vec![Die::D6]));
}

// rule: CG-MUSTER-11
#[test]
fn two_characters_left_alone_shoot_at_range_m() {
    // The Trader (D6 shooting) and the Brute with Zanzibaris (muskets, range L): once the
    // Zanzibaris are dead, the Trader's shot reaches M only.
    let zanzibaris = with_character(with_character(line("zan.zanzibaris", 10, 10), "zan.trader"), "zan.brute");
    let g = game(vec![zanzibaris], vec![line("forest.cannibals", 14, 17), line("forest.cannibals", 24, 12)], vec![]);
    let mut full = g.clone();
    reveal(&mut full, 6, 1);
    assert_eq!(shoot_targets(&full, Player::One).len(), 2, "muskets reach both");
    let mut alone = without(&g, &[0, 1, 2, 3, 4]);
    reveal(&mut alone, 6, 1);
    assert_eq!(shoot_targets(&alone, Player::One), vec![GroupId(1)], "alone: M only");
}
