//! The White Men Expeditions' special rules in play, with scripted dice (Congo rulebook, "The
//! White Men Expeditions"). Each test is named after the rule and cites its inventory id.

mod congo_common;
use congo_common::*;
use congo_nile::congo::event::VpReason;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::profile::SpecialRule;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Game, GroupId, What};
use congo_nile::tabletop::{Die, Point, RulesGame};

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

fn shoot(group: GroupId, target: GroupId) -> Decision {
    Decision::Shoot { group, leader: FigureId(0), target, giraffe: None }
}

fn game(
    one: Vec<congo_nile::congo::setup::GroupSetup>,
    two: Vec<congo_nile::congo::setup::GroupSetup>,
    dice: Vec<u32>,
) -> Game {
    Game::new(&setup(one, two, TotemKind::Lion, dice)).unwrap()
}

// rule: CG-WME-01
#[test]
fn composure_rolls_a_d10_for_each_token_drawn_to_go_to_ground() {
    // Zanzibaris 5D8: 6 5 5 2 7 = four hits on Trained Askaris led by the Explorer, in the open.
    // Go to ground: bag index 0 (a Shooting token).
    let target = with_character(line("wme.trained_askaris", 10, 20), "wme.explorer");
    let mut g = game(vec![line("zan.zanzibaris", 10, 10)], vec![target], vec![6, 5, 5, 2, 7, 0]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(0), GroupId(1))).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &Decision::GoToGround).unwrap();
    assert!(
        matches!(ask(&g), Ask::Cover { ref dice, .. } if dice == &vec![Die::D6, Die::D6, Die::D6, Die::D6, Die::D10]),
        "{:?}",
        ask(&g)
    );
}

// rule: CG-WME-03
#[test]
fn training_rerolls_every_one_when_shooting_once() {
    // Trained Askaris (4 x D8) and the Retired Officer (D8) shoot Cannibals: 1 5 1 2 7; the
    // two 1s are re-rolled: 6 and 1 (a die is re-rolled once: the second 1 stands).
    let shooters = with_character(line("wme.trained_askaris", 10, 10), "wme.retired_officer");
    let mut g = game(vec![shooters], vec![line("forest.cannibals", 10, 20)], vec![1, 5, 1, 2, 7, 6, 1]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(0), GroupId(1))).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    let rerolls: Vec<(u8, u8)> = ev
        .iter()
        .filter_map(|e| match &e.what {
            What::Rerolled { before, after, .. } => Some((before.face(), after.face())),
            _ => None,
        })
        .collect();
    assert_eq!(rerolls, [(1, 6), (1, 1)]);
    assert!(ev.iter().any(|e| e.rule == "CG-WME-03"));
    assert!(find(&ev, |w| matches!(w, What::Hits { hits: 3, .. })).is_some());
}

// rule: CG-WME-03
#[test]
fn training_rerolls_ones_in_melee_too() {
    // Warriors charge Trained Askaris with the Retired Officer: attack 5D8 all 1s (no Training,
    // no re-roll), defence 4D8 + D6 (the Officer): 1 2 3 4 1, re-rolled 5 and 6: two hits.
    let defenders = with_character(line("wme.trained_askaris", 10, 16), "wme.retired_officer");
    let mut g = game(vec![line("forest.warriors", 10, 10)], vec![defenders], vec![1, 1, 1, 1, 1, 1, 2, 3, 4, 1, 5, 6]);
    reveal(&mut g, 5, 1);
    let charge = charge_into(GroupId(0), GroupId(1));
    g.apply(Player::One, &charge).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert!(find(&ev, |w| matches!(w, What::Rerolled { .. })).is_none(), "the attackers have no Training");
    let ev = g.apply(Player::Two, &roll()).unwrap();
    let rerolls = ev.iter().filter(|e| matches!(e.what, What::Rerolled { .. })).count();
    assert_eq!(rerolls, 2);
    assert!(find(&ev, |w| matches!(w, What::MeleeResult { attacker_hits: 0, defender_hits: 2, .. })).is_some());
}

// rule: CG-DICE-02
// rule: CG-TERR-18
#[test]
fn a_die_training_rerolled_is_not_rerolled_again_behind_an_obstacle() {
    // Warriors charge Trained Askaris with the Retired Officer standing behind a low obstacle.
    // The defence, 4D8 + D6: 1 2 3 4 1. Training re-rolls the two 1s (1 and 1: they stand, a die
    // is never re-rolled twice); the obstacle then re-rolls the other failures, 2 3 4 -> 5 5 5.
    // Before the fix the obstacle re-rolled the Training dice too and the game could not go on.
    let mut defenders = with_character(line("wme.trained_askaris", 16, 10), "wme.retired_officer");
    let x = |i: i32| {
        Point::new(congo_nile::tabletop::Length::milli(15_500 + 1000 * i), congo_nile::tabletop::Length::inches(10))
    };
    defenders.members = (0..4).map(x).collect();
    defenders.characters[0].at = x(4);
    let mut s = setup(
        vec![line("forest.warriors", 7, 10)],
        vec![defenders],
        TotemKind::Lion,
        vec![1, 1, 1, 1, 1, 1, 2, 3, 4, 1, 1, 1, 5, 5, 5, 0, 0],
    );
    s.table = low_wall_at_x15();
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let charge = Decision::Move {
        group: GroupId(0),
        leader: FigureId(4),
        path: vec![Point::inches(15, 10)],
        engage: Some(GroupId(1)),
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &charge).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &roll()).expect("the defence roll is resolved");
    let training = ev.iter().filter(|e| e.rule == "CG-WME-03").count();
    assert_eq!(training, 2, "Training re-rolls the two 1s");
    let obstacle = ev.iter().find(|e| e.rule == "CG-TERR-18").expect("the obstacle re-rolls the other failures");
    let What::Rolled { dice, successes, .. } = &obstacle.what else { panic!("a roll: {obstacle:?}") };
    assert!(dice.iter().all(|d| d.was_rerolled()), "every die was re-rolled once: {dice:?}");
    assert_eq!(*successes, 3);
    assert!(find(&ev, |w| matches!(w, What::MeleeResult { defender_hits: 3, .. })).is_some());
}

// rule: CG-WME-04
#[test]
fn the_colours_lend_the_flag_bearers_die_to_groups_within_m() {
    // Askaris (Bravery D8) 4" from the Flag Bearer's Soldiers; Archers far away.
    let near = line("wme.trained_askaris", 10, 30);
    let colours = with_character(line("wme.soldiers", 10, 34), "wme.flag_bearer");
    let far = line("wme.trained_askaris", 50, 40);
    let mut g = game(vec![line("forest.warriors", 10, 10)], vec![near, colours, far], vec![]);
    reveal(&mut g, 4, 1);
    g.apply(Player::One, &Decision::Terror { target: GroupId(1) }).unwrap();
    assert!(
        matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Terror, ref dice, .. } if dice == &vec![Die::D8, Die::D10])
    );
    let mut g = game(
        vec![line("forest.warriors", 10, 10)],
        vec![
            line("wme.trained_askaris", 10, 30),
            with_character(line("wme.soldiers", 10, 34), "wme.flag_bearer"),
            line("wme.trained_askaris", 50, 40),
        ],
        vec![],
    );
    reveal(&mut g, 4, 1);
    g.apply(Player::One, &Decision::Terror { target: GroupId(3) }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { ref dice, .. } if dice == &vec![Die::D8]), "beyond M: no colours");
}

fn superstitious_askaris(x: i32, y: i32) -> congo_nile::congo::setup::GroupSetup {
    let mut g = line("wme.trained_askaris", x, y);
    g.profile.special_rules.push(SpecialRule::Superstitious { terror_bravery: Die::D6 });
    g
}

// rule: CG-WME-11
#[test]
fn superstitious_rolls_d6_bravery_against_terror_only() {
    let mut g = game(vec![line("forest.warriors", 10, 10)], vec![superstitious_askaris(10, 30)], vec![]);
    reveal(&mut g, 4, 1);
    g.apply(Player::One, &Decision::Terror { target: GroupId(1) }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Terror, ref dice, .. } if dice == &vec![Die::D6]));
    // Rallying keeps the D8.
    let g = game(vec![superstitious_askaris(10, 10)], vec![line("forest.warriors", 10, 30)], vec![]);
    let mut g = set_stress(&g, GroupId(0), &[StressKind::Combat]);
    reveal(&mut g, 1, 2);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    g.apply(Player::One, &Decision::Rally { group: GroupId(0) }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Rally, ref dice, .. } if dice == &vec![Die::D8]));
}

// rule: CG-WME-08
#[test]
fn we_know_our_business_ignores_shooting_tokens() {
    for (id, drop) in [("wme.soldiers", 0), ("wme.trained_askaris", 1)] {
        let g = game(vec![line(id, 10, 10)], vec![line("forest.cannibals", 10, 20)], vec![]);
        let mut g = set_stress(&g, GroupId(0), &[StressKind::Shooting]);
        reveal(&mut g, 6, 1);
        g.apply(Player::One, &shoot(GroupId(0), GroupId(1))).unwrap();
        assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Attack, drop: d, .. } if d == drop), "{id}");
    }
}

fn paces(g: &Game) -> (usize, usize) {
    let moves: Vec<usize> = g
        .legal_decisions(Player::One)
        .iter()
        .filter_map(|d| match d {
            Decision::Move { group: GroupId(0), path, .. } => Some(path.len()),
            _ => None,
        })
        .collect();
    (moves.iter().filter(|n| **n == 1).count(), moves.iter().filter(|n| **n == 2).count())
}

// rule: CG-WME-07
#[test]
fn bearers_each_ignore_one_movement_token() {
    let carried = || with_auxiliary(line("wme.trained_askaris", 10, 10), "wme.bearers");
    let plain = || line("wme.trained_askaris", 10, 10);
    let far = || vec![line("forest.cannibals", 50, 40)];
    let mv = [StressKind::Movement];
    let two = [StressKind::Movement, StressKind::Movement];
    // One token: the bearer's group may still pick up the pace; the plain group may not.
    let mut g = set_stress(&game(vec![carried()], far(), vec![]), GroupId(0), &mv);
    reveal(&mut g, 5, 1);
    assert!(paces(&g).1 > 0);
    let mut g = set_stress(&game(vec![plain()], far(), vec![]), GroupId(0), &mv);
    reveal(&mut g, 5, 1);
    assert_eq!(paces(&g).1, 0);
    assert!(paces(&g).0 > 0);
    // Two tokens: the bearer's group moves one stick; the plain group cannot move.
    let mut g = set_stress(&game(vec![carried()], far(), vec![]), GroupId(0), &two);
    reveal(&mut g, 5, 1);
    assert!(paces(&g).0 > 0 && paces(&g).1 == 0);
    let mut g = set_stress(&game(vec![plain()], far(), vec![]), GroupId(0), &two);
    reveal(&mut g, 5, 1);
    assert_eq!(paces(&g), (0, 0));
    assert_eq!(g.groups()[0].stress.len(), 2, "the tokens still count");
}

// rule: CG-WME-10
#[test]
fn reckless_draws_two_tokens_to_cancel_one_casualty() {
    // Zanzibaris 5D8: 6 5 5 2 7 = four hits on the Adventurers (3 figures) in the open; cover
    // 4D6: 1 1 5 5 = two left. Reckless: bag 0, 0 (two Shooting tokens); one casualty left.
    let mut g = game(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("wme.adventurers", 10, 20)],
        vec![6, 5, 5, 2, 7, 1, 1, 5, 5, 0, 0],
    );
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(0), GroupId(1))).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &roll()).unwrap();
    assert!(matches!(
        ask(&g),
        Ask::UseRule { group: GroupId(1), rule: SpecialRule::Reckless { stress: 2, below_stress: 3 } }
    ));
    assert_eq!(
        g.legal_decisions(Player::Two),
        vec![Decision::UseRule { accept: true }, Decision::UseRule { accept: false }]
    );
    assert!(g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(5)] }).is_err());
    let ev = g.apply(Player::Two, &Decision::UseRule { accept: true }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::CasualtyCancelled { group: GroupId(1) })).is_some());
    assert_eq!(g.groups()[1].stress, vec![StressKind::Shooting, StressKind::Shooting]);
    assert!(matches!(ask(&g), Ask::Casualties { count: 1, .. }), "{:?}", ask(&g));
}

// rule: CG-WME-10
#[test]
fn reckless_is_not_offered_with_three_tokens() {
    let g = game(
        vec![line("zan.zanzibaris", 10, 10)],
        vec![line("wme.adventurers", 10, 20)],
        vec![6, 5, 5, 2, 7, 1, 1, 5, 5],
    );
    let mut g = set_stress(&g, GroupId(1), &[StressKind::Combat; 3]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(GroupId(0), GroupId(1))).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(matches!(ask(&g), Ask::Casualties { count: 2, .. }), "{:?}", ask(&g));
}

/// Play out the game doing nothing: the first card choices, no Cheetah, end every card.
fn idle_to_the_end(g: &mut Game) -> Vec<congo_nile::congo::Event> {
    let mut ev = vec![];
    for _ in 0..500 {
        if g.is_over() {
            break;
        }
        let p = g.to_decide()[0];
        let d = match ask(g) {
            Ask::CardAction { .. } => Decision::EndCard,
            Ask::Cheetah => Decision::Cheetah { card: None },
            _ => g.legal_decisions(p)[0].clone(),
        };
        ev.extend(g.apply(p, &d).unwrap());
    }
    ev
}

// rule: CG-WME-05
#[test]
fn telling_a_story_adds_a_d6_per_full_three_points() {
    // Two Loot tokens: 3D6 each, 5 6 5 and 5 5 1 = five points; one full three: 1D6, a 6.
    let reporter = with_character(line("wme.trained_askaris", 10, 10), "wme.reporter");
    let g = game(vec![reporter], vec![line("forest.cannibals", 50, 40)], vec![5, 6, 5, 5, 5, 1, 6]);
    let mut v = serde_json::to_value(&g).unwrap();
    v["groups"][0]["loot"] = 2.into();
    let mut g: Game = serde_json::from_value(v).unwrap();
    let ev = idle_to_the_end(&mut g);
    let story = find(&ev, |w| matches!(w, What::VictoryPoints { reason: VpReason::TellingAStory, .. })).unwrap();
    assert_eq!(story.rule, "CG-WME-05");
    assert!(matches!(&story.what, What::VictoryPoints { dice, points: 1, .. } if dice.len() == 1));
    assert_eq!(g.points(), Some([6, 0]));
}

fn walk(path: Vec<Point>) -> Decision {
    Decision::Move { group: GroupId(0), leader: FigureId(0), path, engage: None, formation: None, giraffe: None }
}

// rule: CG-WME-02
#[test]
fn shortcuts_add_an_s_stick_then_a_stress_token() {
    // The Kirangozi's Askaris pick up the pace and take the shortcut: three sticks north; the
    // Stress token drawn after it is bag index 0 (Shooting).
    let kirangozi = || with_character(line("wme.trained_askaris", 10, 10), "wme.kirangozi");
    let far = || vec![line("forest.cannibals", 50, 40)];
    let three = vec![Point::inches(10, 14), Point::inches(10, 18), Point::inches(10, 22)];
    let mut g = game(vec![kirangozi()], far(), vec![0]);
    reveal(&mut g, 5, 1);
    assert!(paces_of(&g).contains(&3), "the bot is offered the shortcut");
    let ev = g.apply(Player::One, &walk(three.clone())).unwrap();
    let moved = find(&ev, |w| matches!(w, What::Moved { .. })).unwrap();
    assert_eq!(moved.rule, "CG-WME-02");
    assert_eq!(g.figures()[0].at, Point::inches(10, 22));
    assert_eq!(g.groups()[0].stress, vec![StressKind::Shooting]);
    // Without the Kirangozi three sticks are refused.
    let mut g = game(vec![line("wme.trained_askaris", 10, 10)], far(), vec![0]);
    reveal(&mut g, 5, 1);
    assert!(g.apply(Player::One, &walk(three.clone())).is_err());
    assert!(!paces_of(&g).contains(&3));
    // With a Movement token the group cannot pick up the pace, but may still take the shortcut.
    let mut g = set_stress(&game(vec![kirangozi()], far(), vec![0]), GroupId(0), &[StressKind::Movement]);
    reveal(&mut g, 5, 1);
    assert!(g.apply(Player::One, &walk(three)).is_err());
    g.apply(Player::One, &walk(vec![Point::inches(10, 14), Point::inches(10, 18)])).unwrap();
    assert_eq!(g.figures()[0].at, Point::inches(10, 18));
    assert_eq!(g.groups()[0].stress, vec![StressKind::Movement, StressKind::Shooting]);
}

// rule: CG-STRESS-04
// rule: CG-WME-02
#[test]
fn a_group_at_four_tokens_takes_no_shortcut() {
    // Four Combat tokens: the group may still move (no Movement token), but the shortcut would
    // draw a fifth token: it is neither offered nor accepted.
    let kirangozi = with_character(line("wme.trained_askaris", 10, 10), "wme.kirangozi");
    let base = game(vec![kirangozi], vec![line("forest.cannibals", 50, 40)], vec![0]);
    let mut g = set_stress(&base, GroupId(0), &[StressKind::Combat; 4]);
    reveal(&mut g, 5, 1);
    assert!(!paces_of(&g).is_empty(), "the group may still move");
    assert!(!paces_of(&g).contains(&3), "no shortcut offered: {:?}", paces_of(&g));
    let three = vec![Point::inches(10, 14), Point::inches(10, 18), Point::inches(10, 22)];
    let before = json(&g);
    assert!(g.apply(Player::One, &walk(three)).is_err());
    assert_eq!(before, json(&g));
}

fn paces_of(g: &Game) -> Vec<usize> {
    g.legal_decisions(Player::One)
        .iter()
        .filter_map(|d| match d {
            Decision::Move { group: GroupId(0), path, .. } => Some(path.len()),
            _ => None,
        })
        .collect()
}

/// The Kirangozi's Askaris (figure 0 at (10", 10"), the row eastward) on a table with one low
/// dangerous D10 area from (4", `y`) to (18", `y + h`).
fn kirangozi_by_an_area(y: i32, h: i32, dice: Vec<u32>) -> Game {
    use congo_nile::congo::geometry::table::{Height, TableSpec, TerrainArea};
    let kirangozi = with_character(line("wme.trained_askaris", 10, 10), "wme.kirangozi");
    let mut s = setup(vec![kirangozi], vec![line("forest.cannibals", 50, 40)], TotemKind::Lion, dice);
    let area = TerrainArea::new(1, TerrainArea::rect_outline(4, y, 14, h), Height::Low, false, Die::D10).dangerous();
    s.table = congo_nile::congo::space::Table::new(TableSpec { areas: vec![area], ..TableSpec::default() }).unwrap();
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    g
}

// rule: CG-WME-02, CG-TERR-10
#[test]
fn shortcuts_the_exploration_sees_the_area_entered_by_the_first_sticks() {
    // The first two sticks enter the dangerous area (y 16-28), the extra stick stays in it:
    // one movement entering the area, so it rolls on the table (after the shortcut's token,
    // bag index 0): 2 then 7, "Everything is fine".
    let mut g = kirangozi_by_an_area(16, 12, vec![0, 2, 7]);
    let three = vec![Point::inches(10, 14), Point::inches(10, 18), Point::inches(10, 22)];
    let ev = g.apply(Player::One, &walk(three)).unwrap();
    assert!(
        find(&ev, |w| matches!(
            w,
            What::Terrain { event: congo_nile::congo::exploration::TerrainEvent::Explored { .. } }
        ))
        .is_some(),
        "{ev:?}"
    );
    assert!(g.terrain().is_explored(congo_nile::congo::geometry::AreaId(1)));
}

// rule: CG-WME-02, CG-MOVE-11
#[test]
fn shortcuts_may_not_enter_an_area_with_the_first_sticks_and_leave_it_with_the_last() {
    // The first two sticks end in the area (y 15-19), the extra stick leaves it: refused, and
    // nothing changes.
    let mut g = kirangozi_by_an_area(15, 4, vec![0, 2, 7]);
    let three = vec![Point::inches(10, 14), Point::inches(10, 18), Point::inches(10, 22)];
    let before = json(&g);
    let e = g.apply(Player::One, &walk(three)).unwrap_err().to_string();
    assert!(e.contains("enters and leaves"), "{e}");
    assert_eq!(before, json(&g));
    // Two sticks ending in the area are a move like any other.
    g.apply(Player::One, &walk(vec![Point::inches(10, 14), Point::inches(10, 18)])).unwrap();
}
