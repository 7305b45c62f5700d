//! The culture, character and Totem rules of a melee in a melee against a wild animal, with
//! scripted dice (docs/rulings.md "Culture rules in a melee against a wild animal"): the rules
//! the group's side uses apply as in a group melee, whoever engaged; those that act on the enemy
//! group do not touch the animal.

use super::*;
use crate::adventure::UniversalRule;
use crate::decision::Decision;
use crate::exploration::tests::{terrain_events, to_card, to_move};
use crate::pending::Ask;
use crate::profile::{DicePool, Stick};
use crate::rosters::Roster;
use crate::setup::{Deployed, Environment, GroupSetup};
use crate::state::FigureId;
use crate::stress::StressKind;
use crate::totem::TotemKind;
use crate::wild::engage_tests::{attack_dice, melee_of, offered, place};
use crate::wild::tests::{end_step, fight, fresh_setup, line};
use alloc::string::ToString;
use alloc::vec;
use tabletop::{DiceSource, RulesGame};

/// 1" east of the easternmost figure of `group`'s row.
fn east_end(group: &GroupSetup) -> Point {
    let figures = group.members.iter().chain(group.characters.iter().map(|c| &c.at));
    let last = figures.chain(group.auxiliaries.iter().map(|a| &a.at)).max_by_key(|p| p.x).expect("members");
    Point::new(last.x + tabletop::Length::inches(1), last.y)
}

/// `group` with the character `id` at the east end of its row.
pub(crate) fn with_character(mut group: GroupSetup, id: &str) -> GroupSetup {
    let profile = Roster::builtin().character(id).cloned().expect("a built-in character");
    let at = east_end(&group);
    group.characters.push(Deployed { profile, at });
    group
}

/// Kills every figure of `group` but its last one (the character `with_character` added) and
/// leaves him alone in the group; his id.
pub(crate) fn leave_only_the_character(g: &mut Game, group: GroupId) -> FigureId {
    let figures = g.group(group).unwrap().figures.clone();
    let character = figures.last().copied().unwrap();
    for f in figures {
        if f != character {
            g.figures[usize::from(f.0)].alive = false;
        }
    }
    g.group_mut(group).unwrap().figures = vec![character];
    character
}

/// `group` with the auxiliary `id` at the east end of its row.
pub(crate) fn with_auxiliary(mut group: GroupSetup, id: &str) -> GroupSetup {
    let profile = Roster::builtin().auxiliary(id).cloned().expect("a built-in auxiliary");
    let at = east_end(&group);
    group.auxiliaries.push(Deployed { profile, at });
    group
}

/// Player One's `one` (leading figure at 16, 25) in the savannah, Player Two's Cannibals far
/// away and `more` groups, a lion 4" south of the leading figure (engage_tests' `DEN`); Player One
/// resolves card `card` (5: two black moves).
fn savannah(one: GroupSetup, more: Vec<GroupSetup>, deck: Option<TotemKind>, card: u8) -> Game {
    let mut s = fresh_setup(Environment::Savannah, vec![UniversalRule::Savannah], one);
    s.columns[1].groups.extend(more);
    if let Some(kind) = deck {
        s.components.totem_deck = vec![kind];
    }
    let mut g = Game::new(&s).unwrap();
    to_card(&mut g, card);
    place(&mut g, AnimalKind::Lion, 0);
    g
}

/// [`savannah`] with card 5 and no more groups: `one` about to engage the lion.
fn before_the_lion(one: GroupSetup) -> Game {
    savannah(one, vec![], None, 5)
}

/// Engage the lion with the move the legal decisions offer, the dice being `dice`.
fn engage_lion(g: &mut Game, dice: Vec<u32>) -> Vec<Event> {
    let d = offered(g).expect("a move engaging the lion is offered");
    g.dice = DiceSource::scripted(dice);
    g.apply(Player::One, &d).unwrap()
}

/// The game of [`savannah`] before the cards are chosen, with a Totem deck of `deck`.
fn unstarted(one: GroupSetup, deck: Option<TotemKind>) -> Game {
    let mut s = fresh_setup(Environment::Savannah, vec![UniversalRule::Savannah], one);
    if let Some(kind) = deck {
        s.components.totem_deck = vec![kind];
    }
    Game::new(&s).unwrap()
}

/// In `g` (from [`unstarted`]), Player One resolves card 7 and a lion 5" east of group 0's
/// easternmost figure wakes (a D8 of 5) at the end of the step and charges it. Returns the
/// step end's events, up to the group's first question in the melee; `dice` follow the lion's
/// wake roll.
fn lion_attacks(mut g: Game, dice: Vec<u32>) -> (Game, Vec<Event>) {
    to_move(&mut g);
    let figures = crate::special::positions(&g, GroupId(0));
    let east = figures.iter().max_by_key(|p| p.x).copied().expect("a figure");
    let at = Point::new(east.x + tabletop::Length::inches(5), east.y);
    g.terrain.animals.push(Animal {
        kind: AnimalKind::Lion,
        at,
        home: crate::exploration::tests::AREA,
        enraged: 0,
        alive: true,
    });
    let mut script = vec![5];
    script.extend(dice);
    g.dice = DiceSource::scripted(script);
    let ev = end_step(&mut g);
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalMoved { .. })), "the lion charges");
    (g, ev)
}

fn ask(g: &Game) -> Ask {
    g.prompts().first().map(|p| p.ask.clone()).expect("a question")
}

fn roll_dice(g: &Game) -> (Vec<Die>, u8, RollPurpose) {
    match ask(g) {
        Ask::Roll { dice, drop, purpose, .. } => (dice, drop, purpose),
        other => panic!("a combat roll, not {other:?}"),
    }
}

fn used(ev: &[Event], rule: &str) -> bool {
    ev.iter().any(|e| e.rule == rule)
}

// rule: CG-AK-01
#[test]
fn authority_when_the_kings_group_engages_an_animal() {
    // Married Warriors with the King, a Combat and a Shooting token, engage the lion. Authority's
    // 2D8: 5 5, two successes: both tokens go back, so the lion rolls 2D8 and nothing more.
    let mut g = before_the_lion(with_character(line("ak.married_warriors", 16, 25), "ak.king"));
    g.group_mut(GroupId(0)).unwrap().stress = vec![StressKind::Combat, StressKind::Shooting];
    let ev = engage_lion(&mut g, vec![5, 5]);
    assert!(
        ev.iter().any(|e| e.rule == "CG-AK-01"
            && matches!(e.what, What::SpecialRuleRolled { group: GroupId(0), successes: 2, .. }))
    );
    assert_eq!(ask(&g), Ask::RemoveStress { count: 2, groups: vec![GroupId(0)] });
    let legal = g.legal_decisions(Player::One);
    assert_eq!(legal.len(), 2, "{legal:?}");
    for token in [StressKind::Combat, StressKind::Shooting] {
        assert!(legal.contains(&Decision::RemoveStress { group: GroupId(0), token }), "{legal:?}");
    }
    g.apply(Player::One, &Decision::RemoveStress { group: GroupId(0), token: StressKind::Combat }).unwrap();
    g.apply(Player::One, &Decision::RemoveStress { group: GroupId(0), token: StressKind::Shooting }).unwrap();
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty());
    let (dice, drop, purpose) = roll_dice(&g);
    assert_eq!((drop, purpose), (0, RollPurpose::MeleeAttack), "no Combat token left to discard a die");
    assert!(!dice.is_empty());
    let ev = fight(&mut g, 5, vec![1, 1]);
    assert_eq!(attack_dice(&ev).len(), 2, "2D8, no die for the tokens Authority removed");

    // The lion attacks the King's group: his group did not engage, no Authority roll.
    let king = with_character(line("ak.married_warriors", 16, 25), "ak.king");
    let (g, ev) = lion_attacks(unstarted(king, None), vec![5, 5]);
    assert!(!used(&ev, "CG-AK-01"));
    assert_eq!(roll_dice(&g).2, RollPurpose::MeleeDefence);
}

// rule: CG-AK-02
#[test]
fn frenzy_before_a_melee_with_an_animal() {
    // Married Warriors (5 x D10) and the Prince (D10) engage the lion: Frenzy is asked first.
    let mut g = before_the_lion(with_character(line("ak.married_warriors", 16, 25), "ak.prince"));
    engage_lion(&mut g, vec![]);
    let prince = FigureId(5);
    let Ask::Frenzy { group: GroupId(0), figures } = ask(&g) else { panic!("frenzy asked: {:?}", ask(&g)) };
    assert!(!figures.is_empty() && !figures.contains(&prince), "not the prince himself");
    assert_eq!(g.to_decide(), vec![Player::One]);
    let legal = g.legal_decisions(Player::One);
    assert_eq!(legal.len(), figures.len() + 1);
    assert!(legal.contains(&Decision::Frenzy { figure: None }));
    // The prince, or another decision, is refused and changes nothing.
    let before = serde_json::to_string(&g).unwrap();
    let e = g.apply(Player::One, &Decision::Frenzy { figure: Some(prince) }).unwrap_err();
    assert!(e.to_string().contains("frenzy eliminates"), "{e}");
    assert!(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).is_err());
    assert_eq!(before, serde_json::to_string(&g).unwrap());
    // A warrior is sacrificed: three more D10s.
    let ev = g.apply(Player::One, &Decision::Frenzy { figure: Some(figures[0]) }).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-AK-02" && matches!(e.what, What::FigureRemoved { .. })));
    assert!(
        ev.iter().any(
            |e| matches!(&e.what, What::CombatDiceGained { group: GroupId(0), dice } if dice == &vec![Die::D10; 3])
        )
    );
    assert!(!g.figure(figures[0]).unwrap().alive);
    assert_eq!(roll_dice(&g), (vec![Die::D10; 8], 0, RollPurpose::MeleeAttack));
    let ev = fight(&mut g, 5, vec![1, 1]);
    assert_eq!(melee_of(&ev), (8, 0, true));

    // The lion attacks the Prince's group: Frenzy is asked too; declined, the usual six dice.
    let prince = with_character(line("ak.married_warriors", 16, 25), "ak.prince");
    let (mut g, _) = lion_attacks(unstarted(prince, None), vec![]);
    assert!(matches!(ask(&g), Ask::Frenzy { group: GroupId(0), .. }));
    g.apply(Player::One, &Decision::Frenzy { figure: None }).unwrap();
    assert_eq!(roll_dice(&g), (vec![Die::D10; 6], 0, RollPurpose::MeleeDefence));
}

// rule: CG-ZAN-02
#[test]
fn ruthless_adds_a_success_against_an_animal() {
    // Askaris with the Slavers' character roll only 1s, the lion 1 1: Ruthless's success puts
    // the group one hit ahead (nothing happens) instead of level (the group would lose).
    let mut g = before_the_lion(with_character(line("wme.trained_askaris", 16, 25), "zan.slavers"));
    engage_lion(&mut g, vec![]);
    let ev = fight(&mut g, 1, vec![1, 1]);
    assert_eq!(melee_of(&ev), (1, 0, false));
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty(), "no loser's token");
    assert!(g.terrain.animals[0].alive);
}

// rule: CG-FOREST-07
// rule: CG-AK-07
#[test]
fn mystical_trance_rolls_nothing_against_an_animal() {
    // A Sacred Warrior with the Cannibals (5 x D8), the group holding two Terror tokens: the
    // lion holds no Stress token, so the Trance adds no D6 to the pool.
    let trance = with_auxiliary(line("forest.cannibals", 16, 25), "forest.sacred_warriors");
    let mut g = before_the_lion(trance);
    g.group_mut(GroupId(0)).unwrap().stress = vec![StressKind::Terror, StressKind::Terror];
    engage_lion(&mut g, vec![]);
    assert_eq!(roll_dice(&g), (vec![Die::D8; 5], 0, RollPurpose::MeleeAttack));
}

/// Cannibals engaging the lion, Young Warriors of Player Two west of them, and more Young
/// Warriors far away (groups 2 and 3).
fn cannibals_and_onlookers() -> Game {
    let near = line("forest.young_warriors", 6, 28);
    let far = line("forest.young_warriors", 50, 8);
    let mut g = savannah(line("forest.cannibals", 16, 25), vec![near, far], None, 5);
    engage_lion(&mut g, vec![]);
    let cannibals = crate::special::positions(&g, GroupId(0));
    let within = |id| crate::geometry::base::within(&cannibals, &crate::special::positions(&g, id), Stick::M.length());
    assert!(within(GroupId(2)) && !within(GroupId(3)), "one group within M of the Cannibals, one beyond");
    g
}

// rule: CG-FOREST-08
#[test]
fn meat_when_the_cannibals_kill_an_animal() {
    // The Cannibals' 5 D8 all hit, the lion's 2D8 miss: it dies. The Young Warriors within M
    // roll 1D8: 2, a failure: a Stress token (bag index 0); those far away roll nothing.
    let mut g = cannibals_and_onlookers();
    let n = roll_dice(&g).0.len();
    let mut script = vec![5; n];
    script.extend([1, 1, 2, 0]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(melee_of(&ev).2, "the lion is killed");
    let meat: Vec<_> = ev.iter().filter(|e| e.rule == "CG-FOREST-08").collect();
    assert_eq!(meat.len(), 1, "only the near group rolls: {meat:?}");
    assert!(matches!(meat[0].what, What::SpecialRuleRolled { group: GroupId(2), successes: 0, .. }));
    assert_eq!(g.group(GroupId(2)).unwrap().stress.len(), 1);
    assert!(g.group(GroupId(3)).unwrap().stress.is_empty());

    // One hit ahead is no win over the lion (nothing happens): no Meat!.
    let mut g = cannibals_and_onlookers();
    let mut script = vec![5];
    script.extend(core::iter::repeat_n(1, n - 1));
    script.extend([1, 1]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert_eq!(melee_of(&ev), (1, 0, false));
    assert!(!used(&ev, "CG-FOREST-08"));
}

// rule: CG-ZAN-05
#[test]
fn bodyguard_is_not_rolled_against_an_animal() {
    // Askaris with the Brute engage the lion: no Bodyguard roll (a 7 would have been a success),
    // the Brute stays, the lion stands, and the group rolls at once.
    let mut g = before_the_lion(with_character(line("wme.trained_askaris", 16, 25), "zan.brute"));
    let brute = FigureId(u16::try_from(g.group(GroupId(0)).unwrap().figures.len() - 1).unwrap());
    let ev = engage_lion(&mut g, vec![7]);
    assert!(!used(&ev, "CG-ZAN-05"));
    assert!(g.figure(brute).unwrap().alive);
    assert!(g.terrain.animals[0].alive);
    assert_eq!(roll_dice(&g).2, RollPurpose::MeleeAttack);
}

// rule: CG-AK-04
#[test]
fn fear_my_wrath_gives_no_terror_test_to_an_animal() {
    // The War Chief's group kills the lion: no Terror test follows; the card goes on.
    let mut g = before_the_lion(with_character(line("ak.married_warriors", 16, 25), "ak.war_chief"));
    engage_lion(&mut g, vec![]);
    let ev = fight(&mut g, 5, vec![1, 1]);
    assert!(melee_of(&ev).2);
    assert!(!used(&ev, "CG-AK-04"));
    assert!(matches!(ask(&g), Ask::CardAction { .. }), "{:?}", ask(&g));
}

// rule: CG-AK-05
#[test]
fn charge_engages_an_animal_despite_movement_tokens() {
    // Two Movement tokens keep a group from moving; with the War Horn they have no effect on a
    // move that engages the lion.
    let tokens = vec![StressKind::Movement, StressKind::Movement];
    let mut g = before_the_lion(with_character(line("ak.married_warriors", 16, 25), "ak.war_horn"));
    g.group_mut(GroupId(0)).unwrap().stress = tokens.clone();
    assert!(
        g.legal_decisions(Player::One).iter().all(|d| !matches!(d, Decision::Move { group: GroupId(0), .. })),
        "no plain move"
    );
    engage_lion(&mut g, vec![]);
    assert_eq!(roll_dice(&g).2, RollPurpose::MeleeAttack);

    let mut g = before_the_lion(line("ak.married_warriors", 16, 25));
    g.group_mut(GroupId(0)).unwrap().stress = tokens;
    assert!(offered(&g).is_none(), "no charge without the War Horn");
}

// rule: CG-TOTEM-05
#[test]
fn a_crocodile_adds_its_die_to_the_combat_roll_against_an_animal() {
    let croc = TotemKind::Crocodile { dice: DicePool::one(Die::D8) };
    let mut g = savannah(line("wme.trained_askaris", 16, 25), vec![], Some(croc), 5);
    engage_lion(&mut g, vec![]);
    let card = g.player(Player::One).totems.hand.first().expect("a Crocodile in hand").id;
    let with = Decision::Roll { drop: vec![], crocodile: Some(card) };
    assert!(g.legal_decisions(Player::One).contains(&with));
    let n = roll_dice(&g).0.len();
    let mut script = vec![1; n];
    script.extend([8, 1, 1]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &with).unwrap();
    assert_eq!(melee_of(&ev), (1, 0, false), "the Crocodile's D8 hits");
    assert!(g.player(Player::One).totems.hand.is_empty());
}

// rule: CG-MUSTER-10
#[test]
fn a_character_alone_without_combat_scores_nothing_against_an_animal() {
    // The Flag Bearer (-/-/D10) is all that is left of his Soldiers when the lion attacks. His
    // side holds a Crocodile but is not asked to roll: no success; the lion's 2D8 (1 1) are
    // level: he loses by 0 and draws a token (bag index 0).
    let croc = TotemKind::Crocodile { dice: DicePool::one(Die::D8) };
    let mut g = unstarted(with_character(line("wme.soldiers", 16, 25), "wme.flag_bearer"), Some(croc));
    leave_only_the_character(&mut g, GroupId(0));
    assert!(g.values(GroupId(0)).unwrap().alone_without_combat());
    let (g, ev) = lion_attacks(g, vec![1, 1, 0, 0, 0]);
    let nothing = ev
        .iter()
        .find(|e| matches!(&e.what, What::Rolled { group: GroupId(0), purpose: RollPurpose::MeleeDefence, .. }))
        .expect("the group's empty roll");
    assert_eq!(nothing.rule, "CG-MUSTER-10");
    assert_eq!(melee_of(&ev), (0, 0, false));
    assert!(!g.player(Player::One).totems.hand.is_empty(), "no Crocodile was played");
}

// rule: CG-ZAN-04
#[test]
fn bribe_cannot_be_used_against_an_animal() {
    // Askaris with the Trader engage the lion: no Bribe roll (a 5 would have been a success),
    // the group rolls at once; nor when the lion attacks them.
    let trader = with_character(line("wme.trained_askaris", 16, 25), "zan.trader");
    let mut g = before_the_lion(trader.clone());
    let ev = engage_lion(&mut g, vec![5]);
    assert!(!used(&ev, "CG-ZAN-04"));
    assert_eq!(roll_dice(&g).2, RollPurpose::MeleeAttack);
    let (g, ev) = lion_attacks(unstarted(trader, None), vec![5]);
    assert!(!used(&ev, "CG-ZAN-04"));
    assert_eq!(roll_dice(&g).2, RollPurpose::MeleeDefence);
}

// rule: CG-WME-03
#[test]
fn training_rerolls_the_ones_against_an_animal() {
    // Askaris with the Retired Officer roll 1s: each is re-rolled (5s: all hit) and the lion's
    // 2D8 (1 1) miss: it dies.
    let mut g = before_the_lion(with_character(line("wme.trained_askaris", 16, 25), "wme.retired_officer"));
    engage_lion(&mut g, vec![]);
    let n = roll_dice(&g).0.len();
    let mut script = vec![1; n];
    script.extend(core::iter::repeat_n(5, n));
    script.extend([1, 1]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-WME-03"), "the re-rolls: {ev:?}");
    assert_eq!(melee_of(&ev), (u8::try_from(n).unwrap(), 0, true));
}
