//! The Forest Tribes' special rules in play (Congo rulebook, "The Forest Tribes"), with
//! scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::geometry::table::{Height, TableSpec, TerrainArea};
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::setup::GroupSetup;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Game, GroupId, What};
use congo_nile::tabletop::{Die, Point, RulesGame};

const A: GroupId = GroupId(0);
const D: GroupId = GroupId(1);

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

fn game(one: Vec<GroupSetup>, two: Vec<GroupSetup>, dice: Vec<u32>) -> Game {
    Game::new(&setup(one, two, TotemKind::Lion, dice)).unwrap()
}

// rule: CG-FOREST-12
#[test]
fn hunting_the_prey() {
    // Hunters (4 x D8 bows) shoot cannibals 10" away: 6 5 1 1 = two hits; two more D8s: 7 2 =
    // one more hit (the 7 brings no further die): three hits to cover.
    let mut g =
        game(vec![line("forest.hunters", 10, 10)], vec![line("forest.cannibals", 10, 20)], vec![6, 5, 1, 1, 7, 2]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &Decision::Shoot { group: A, leader: FigureId(0), target: D, giraffe: None }).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    let extra = find(&ev, |w| matches!(w, What::SpecialRuleRolled { group: A, .. })).unwrap();
    assert_eq!(extra.rule, "CG-FOREST-12");
    assert!(matches!(&extra.what, What::SpecialRuleRolled { dice, successes: 1, .. } if dice.len() == 2));
    assert!(find(&ev, |w| matches!(w, What::Hits { group: D, hits: 3 })).is_some());
    assert!(matches!(ask(&g), Ask::Cover { hits: 3, .. }));

    // No hit: no extra die (the script would run dry).
    let mut g = game(vec![line("forest.hunters", 10, 10)], vec![line("forest.cannibals", 10, 20)], vec![1, 1, 1, 1]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &Decision::Shoot { group: A, leader: FigureId(0), target: D, giraffe: None }).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert!(find(&ev, |w| matches!(w, What::SpecialRuleRolled { .. })).is_none());
}

// rule: CG-FOREST-08
#[test]
fn meat() {
    // Cannibals beat Warriors 4 to 0 (three casualties, the loser's token: bag index 0). Young
    // Warriors within M of the cannibals roll 1D8: 2, a failure: a Stress token (index 0); far
    // away Young Warriors roll nothing.
    let mut g = game(
        vec![line("forest.cannibals", 10, 10)],
        vec![
            line("forest.warriors", 10, 16),
            line("forest.young_warriors", 16, 14),
            line("forest.young_warriors", 50, 40),
        ],
        vec![5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 0, 2, 0],
    );
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &charge_into(A, D)).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &roll()).unwrap();
    let mut ev = g
        .apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(7), FigureId(8), FigureId(9)] })
        .unwrap();
    ev.extend(lead(&mut g, 0));
    let meat: Vec<_> = ev.iter().filter(|e| e.rule == "CG-FOREST-08").collect();
    assert_eq!(meat.len(), 1, "only the near group rolls: {meat:?}");
    assert!(matches!(meat[0].what, What::SpecialRuleRolled { group: GroupId(2), successes: 0, .. }));
    assert_eq!(g.groups()[2].stress, vec![StressKind::Shooting]);
    assert!(g.groups()[3].stress.is_empty());
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

// rule: CG-FOREST-08
#[test]
fn meat_is_not_eaten_on_a_draw() {
    let mut g = game(
        vec![line("forest.cannibals", 10, 10)],
        vec![line("forest.warriors", 10, 16), line("forest.young_warriors", 16, 14)],
        vec![5, 1, 1, 1, 1, 5, 1, 1, 1, 1, 0, 0],
    );
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &charge_into(A, D)).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &roll()).unwrap();
    assert!(ev.iter().all(|e| e.rule != "CG-FOREST-08"));
}

// rule: CG-FOREST-07
// rule: CG-AK-07
#[test]
fn mystical_trance() {
    // A Sacred Warrior with the cannibals: 1D6 per Stress token of the engaged group (two).
    let trance = with_auxiliary(line("forest.cannibals", 10, 10), "forest.sacred_warriors");
    let g = game(vec![trance], vec![line("forest.warriors", 10, 16)], vec![]);
    let mut g = set_stress(&g, D, &[StressKind::Terror, StressKind::Movement]);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &charge_into(A, D)).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeAttack, ref dice, .. }
        if dice == &vec![Die::D8, Die::D8, Die::D8, Die::D8, Die::D8, Die::D6, Die::D6]));

    // The African Kingdoms' Sacred Warrior with Married Warriors, shooting assegais (range M) at
    // a target with one token: 5 x D6 + 1 D6.
    let trance = with_auxiliary(line("ak.married_warriors", 10, 10), "ak.sacred_warriors");
    let g = game(vec![trance], vec![line("forest.warriors", 10, 15)], vec![]);
    let mut g = set_stress(&g, D, &[StressKind::Combat]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &Decision::Shoot { group: A, leader: FigureId(0), target: D, giraffe: None }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Attack, ref dice, .. } if dice == &vec![Die::D6; 6]));
}

// rule: CG-FOREST-04
#[test]
fn great_is_the_king() {
    // Two Pygmy Archers groups (Bravery D8), the Pygmy King with the first: a Terror test on the
    // second rolls a D10 for its hit.
    let king = with_character(line("forest.pygmy_archers", 10, 10), "forest.pygmy_king");
    let mut g = game(vec![king, line("forest.pygmy_archers", 20, 10)], vec![line("forest.cannibals", 10, 30)], vec![]);
    reveal(&mut g, 1, 4);
    g.apply(Player::Two, &Decision::Terror { target: GroupId(1) }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Terror, ref dice, .. } if dice == &vec![Die::D10]));
    // Without the King: their own D8.
    let mut g = game(
        vec![line("forest.pygmy_archers", 10, 10), line("forest.pygmy_archers", 20, 10)],
        vec![line("forest.cannibals", 10, 30)],
        vec![],
    );
    reveal(&mut g, 1, 4);
    g.apply(Player::Two, &Decision::Terror { target: GroupId(1) }).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Terror, ref dice, .. } if dice == &vec![Die::D8]));
}

// rule: CG-FOREST-01
#[test]
fn big_chief() {
    let chief = with_character(line("forest.warriors", 10, 10), "forest.chieftain");
    let mut s = setup(vec![chief], vec![line("forest.cannibals", 10, 30)], TotemKind::Lion, vec![0; 16]);
    s.components.totem_deck = vec![TotemKind::Lion, TotemKind::Gorilla, TotemKind::Buffalo];
    let mut g = Game::new(&s).unwrap();
    // The Chieftain's owner drew two cards (the other player drew for the star difference).
    let hand = |g: &Game, p: Player| g.player(p).totems.hand.iter().map(|c| c.id).collect::<Vec<u8>>();
    let drawn = hand(&g, Player::One);
    assert_eq!(drawn.len(), 2);
    assert_eq!(ask(&g), Ask::BigChief { cards: drawn.clone() });
    // The other player chooses his Action cards meanwhile.
    assert_eq!(g.to_decide(), vec![Player::One, Player::Two]);
    assert!(matches!(g.prompts()[1].ask, Ask::ChooseActionCards { .. }));
    assert_eq!(
        g.legal_decisions(Player::One),
        drawn.iter().map(|&card| Decision::KeepTotem { card }).collect::<Vec<_>>()
    );
    // Hidden from the opponent.
    assert_eq!(g.view(Player::Two).prompts[0].ask, Ask::BigChief { cards: vec![] });
    g.apply(Player::Two, &Decision::ChooseActionCards { cards: vec![1, 2, 3] }).unwrap();
    let other = (0..=255u8).find(|c| !drawn.contains(c)).unwrap();
    assert!(g.apply(Player::One, &Decision::KeepTotem { card: other }).is_err());
    assert!(g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![1, 2, 3] }).is_err());
    let ev = g.apply(Player::One, &Decision::KeepTotem { card: drawn[1] }).unwrap();
    assert!(
        find(&ev, |w| matches!(w, What::TotemDiscarded { player: Player::One, card } if card.id == drawn[0])).is_some()
    );
    assert_eq!(hand(&g, Player::One), vec![drawn[1]]);
    assert_eq!(g.player(Player::One).totems.discard.len(), 1);
    assert!(matches!(ask(&g), Ask::ChooseActionCards { .. }));
}

/// A table with one terrain area, the rectangle (x, y, w, h) in inches.
fn with_area(
    mut s: congo_nile::congo::setup::Setup,
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    height: Height,
    dangerous: bool,
) -> congo_nile::congo::setup::Setup {
    let mut spec = TableSpec::default();
    let mut area = TerrainArea::new(1, TerrainArea::rect_outline(x, y, w, h), height, false, Die::D8);
    area.dangerous = dangerous;
    spec.areas = vec![area];
    s.table = congo_nile::congo::space::Table::new(spec).unwrap();
    s
}

/// Pygmies with the values the source text lost supplied as a house rule would: D6 Shooting and
/// Combat (Pygmy Warriors: four figures with pygmy bows).
fn pygmies(id: &str, x: i32, y: i32) -> GroupSetup {
    let mut g = line(id, x, y);
    g.profile.shooting = Some(Die::D6);
    g.profile.combat = Some(Die::D6);
    g.profile.weapon = Some(congo_nile::congo::profile::Weapon::PygmyBows);
    if g.profile.figures == 0 {
        g.profile.figures = 4;
        g.members = (0..4).map(|i| Point::inches(x + i, y)).collect();
    }
    g
}

fn shoot(group: GroupId, target: GroupId) -> Decision {
    let leader = FigureId(0);
    Decision::Shoot { group, leader, target, giraffe: None }
}

// rule: CG-FOREST-05
#[test]
fn power_of_spirits() {
    // Warriors (5 x D6 assegais) shoot the Healer's warriors 5" away, in a terrain area: 5 6 1 1
    // 1 = two hits; each is re-rolled once: 6 2 = one hit left.
    let healer = with_character(line("forest.warriors", 10, 15), "forest.healer");
    let s =
        setup(vec![line("forest.warriors", 10, 10)], vec![healer.clone()], TotemKind::Lion, vec![5, 6, 1, 1, 1, 6, 2]);
    let mut g = Game::new(&with_area(s, 8, 13, 12, 5, Height::Low, false)).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(A, D)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    let rerolls: Vec<_> = ev.iter().filter(|e| e.rule == "CG-FOREST-05").collect();
    assert_eq!(rerolls.len(), 2);
    assert!(rerolls.iter().all(|e| matches!(e.what, What::Rerolled { group: A, .. })));
    assert!(matches!(ask(&g), Ask::Cover { hits: 1, .. }));

    // In the open the hits stand.
    let s = setup(vec![line("forest.warriors", 10, 10)], vec![healer], TotemKind::Lion, vec![5, 6, 1, 1, 1]);
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(A, D)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert!(ev.iter().all(|e| e.rule != "CG-FOREST-05"));
    assert!(matches!(ask(&g), Ask::Cover { hits: 2, .. }));
}

// rule: CG-FOREST-05
#[test]
fn power_of_spirits_rerolls_no_die_twice() {
    // Soldiers (4 D10) and the Retired Officer (D8) roll 5 1 2 2 2; Training re-rolls the 1 into
    // a 6 first; Power of Spirits then re-rolls
    // only the hit that was never re-rolled (5 -> 1).
    let officer = with_character(line("wme.soldiers", 10, 10), "wme.retired_officer");
    let healer = with_character(line("forest.warriors", 10, 15), "forest.healer");
    let s = setup(vec![officer], vec![healer], TotemKind::Lion, vec![5, 1, 2, 2, 2, 6, 1]);
    let mut g = Game::new(&with_area(s, 8, 13, 12, 5, Height::Low, false)).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(A, D)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(ev.iter().filter(|e| e.rule == "CG-FOREST-05").count(), 1);
    assert!(matches!(ask(&g), Ask::Cover { hits: 1, .. }));
}

// rule: CG-FOREST-15
#[test]
fn poison() {
    // Pygmy Archers (3 x D6) shoot warriors 5" away: 5 5 6 = two poisoned casualties and one
    // ordinary hit; the cover roll (1) fails: three casualties in all.
    let s = setup(
        vec![pygmies("forest.pygmy_archers", 10, 10)],
        vec![line("forest.warriors", 10, 15)],
        TotemKind::Lion,
        vec![5, 5, 6, 1],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(A, D)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    let p = ev.iter().find(|e| e.rule == "CG-FOREST-15").expect("poison");
    assert_eq!(p.what, What::Poisoned { group: D, casualties: 2 });
    assert!(matches!(ask(&g), Ask::Cover { hits: 1, .. }));
    g.apply(Player::Two, &roll()).unwrap();
    assert!(matches!(ask(&g), Ask::Casualties { group: D, count: 3, .. }));

    // Three equal faces: three casualties, no cover roll at all.
    let s = setup(
        vec![pygmies("forest.pygmy_archers", 10, 10)],
        vec![line("forest.warriors", 10, 15)],
        TotemKind::Lion,
        vec![6, 6, 6],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(A, D)).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    assert!(matches!(ask(&g), Ask::Casualties { group: D, count: 3, .. }));
}

// rule: CG-FOREST-15
#[test]
fn poison_never_rolls_more_dice_than_figures() {
    // Three archers and a Sacred Warrior (four figures) shoot a group with three Stress tokens:
    // 3 D6 + 3 Mystical Trance D6 are cut to four dice.
    let archers = with_auxiliary(pygmies("forest.pygmy_archers", 10, 10), "forest.sacred_warriors");
    let s = setup(vec![archers], vec![line("forest.warriors", 10, 15)], TotemKind::Lion, vec![]);
    let g = Game::new(&s).unwrap();
    let mut g = set_stress(&g, D, &[StressKind::Terror, StressKind::Terror, StressKind::Movement]);
    reveal(&mut g, 6, 1);
    g.apply(Player::One, &shoot(A, D)).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Attack, ref dice, .. } if dice.len() == 4));
}

// rule: CG-FOREST-16
#[test]
fn tiny() {
    // Pygmies 9" from the hunters, in a high dangerous area: out of reach (beyond M); the
    // cannibals behind them, in the same area, can be shot as if the pygmies were not there.
    let area = |s| with_area(s, 5, 18, 20, 8, Height::High, true);
    let mut cannibals = line("forest.cannibals", 9, 21);
    cannibals.members = (0..5).map(|i| Point::inches(9 + i, 21)).collect();
    let two = vec![pygmies("forest.pygmy_archers", 10, 19), cannibals.clone()];
    let mut g = Game::new(&area(setup(vec![line("forest.hunters", 10, 10)], two, TotemKind::Lion, vec![]))).unwrap();
    reveal(&mut g, 6, 1);
    assert!(g.apply(Player::One, &shoot(A, GroupId(1))).is_err(), "the pygmies hide beyond M");
    assert!(!g.legal_decisions(Player::One).contains(&shoot(A, GroupId(1))));
    let ev = g.apply(Player::One, &shoot(A, GroupId(2))).unwrap();
    let used = find(&ev, |w| matches!(w, What::SpecialRuleUsed { group: GroupId(1), .. }))
        .expect("Tiny named: it let the shot through");
    assert_eq!(used.rule, "CG-FOREST-16");

    // Without Tiny the pygmies' bases block every line to the cannibals.
    let mut plain = pygmies("forest.pygmy_archers", 10, 19);
    plain.profile.special_rules.retain(|r| !matches!(r, congo_nile::congo::profile::SpecialRule::Tiny { .. }));
    let mut g = Game::new(&area(setup(
        vec![line("forest.hunters", 10, 10)],
        vec![plain, cannibals.clone()],
        TotemKind::Lion,
        vec![],
    )))
    .unwrap();
    reveal(&mut g, 6, 1);
    assert!(g.apply(Player::One, &shoot(A, GroupId(2))).is_err());

    // Within M the pygmies are a target like any other.
    let two = vec![pygmies("forest.pygmy_archers", 10, 19), cannibals];
    let mut g = Game::new(&area(setup(vec![line("forest.hunters", 10, 14)], two, TotemKind::Lion, vec![]))).unwrap();
    reveal(&mut g, 6, 1);
    let ev = g.apply(Player::One, &shoot(A, GroupId(1))).unwrap();
    assert!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).is_none(), "Tiny changed nothing: no event");
}

/// The first legal Move of `group` that does not engage.
fn a_move(g: &Game, p: Player, group: GroupId) -> Decision {
    g.legal_decisions(p)
        .into_iter()
        .find(|d| matches!(d, Decision::Move { group: x, engage: None, .. } if *x == group))
        .expect("a move")
}

// rule: CG-FOREST-02
#[test]
fn drums() {
    // The Talking Drums' warriors move; the young warriors within L may move too, taking no
    // circle of the card; then the Drums' group draws a Stress token (bag index 0).
    let drums = with_character(line("forest.warriors", 10, 10), "forest.talking_drums");
    let s = setup(
        vec![drums, line("forest.young_warriors", 10, 14), line("forest.young_warriors", 50, 40)],
        vec![line("forest.cannibals", 10, 40)],
        TotemKind::Lion,
        vec![0],
    );
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 7, 1);
    let remaining = |g: &Game| match ask(g) {
        Ask::CardAction { remaining, .. } => remaining,
        other => panic!("{other:?}"),
    };
    let before = remaining(&g);
    g.apply(Player::One, &a_move(&g, Player::One, A)).unwrap();
    let Ask::ExtraAction { group: A, groups, .. } = ask(&g) else { panic!("{:?}", ask(&g)) };
    assert_eq!(groups, vec![GroupId(1)], "only the group within L");
    assert!(g.legal_decisions(Player::One).contains(&Decision::UseRule { accept: false }));
    let step = a_move(&g, Player::One, GroupId(1));
    let ev = g.apply(Player::One, &step).unwrap();
    assert_eq!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).unwrap().rule, "CG-FOREST-02");
    assert_eq!(g.groups()[0].stress, vec![StressKind::Shooting]);
    assert!(g.groups()[1].acted.is_some());
    let after = remaining(&g);
    let count = |r: &[congo_nile::congo::cards::CardAction]| r.iter().map(|a| u32::from(a.groups)).sum::<u32>();
    assert_eq!(count(&after) + 1, count(&before), "one circle used, by the Drums' group only");
}

// rule: CG-FOREST-02
// rule: CG-STRESS-04
#[test]
fn drums_are_not_beaten_by_a_group_at_four_tokens() {
    // The Drums' group holds four Combat tokens: it may move, but the Drums would make it draw
    // a fifth: no extra move is offered.
    let drums = with_character(line("forest.warriors", 10, 10), "forest.talking_drums");
    let s = setup(
        vec![drums, line("forest.young_warriors", 10, 14)],
        vec![line("forest.cannibals", 10, 40)],
        TotemKind::Lion,
        vec![0],
    );
    let mut g = set_stress(&Game::new(&s).unwrap(), A, &[StressKind::Combat; 4]);
    reveal(&mut g, 7, 1);
    g.apply(Player::One, &a_move(&g, Player::One, A)).unwrap();
    assert!(!matches!(ask(&g), Ask::ExtraAction { .. }), "{:?}", ask(&g));
    assert_eq!(g.groups()[0].stress.len(), 4);
}

// rule: CG-FOREST-03
#[test]
fn inspiration() {
    // The Champion's warriors move: two Young Warriors groups within M at the start may move,
    // one after the other; a third one farther away may not.
    let champion = with_character(line("forest.warriors", 10, 10), "forest.champion");
    let one = vec![
        champion,
        line("forest.young_warriors", 10, 14),
        line("forest.young_warriors", 18, 13),
        line("forest.young_warriors", 40, 10),
    ];
    let mut g = Game::new(&setup(one, vec![line("forest.cannibals", 10, 40)], TotemKind::Lion, vec![])).unwrap();
    reveal(&mut g, 7, 1);
    g.apply(Player::One, &a_move(&g, Player::One, A)).unwrap();
    let Ask::ExtraAction { groups, .. } = ask(&g) else { panic!("{:?}", ask(&g)) };
    assert_eq!(groups, vec![GroupId(1), GroupId(2)]);
    let ev = g.apply(Player::One, &a_move(&g, Player::One, GroupId(2))).unwrap();
    assert_eq!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).unwrap().rule, "CG-FOREST-03");
    let Ask::ExtraAction { groups, .. } = ask(&g) else { panic!("{:?}", ask(&g)) };
    assert_eq!(groups, vec![GroupId(1)]);
    g.apply(Player::One, &a_move(&g, Player::One, GroupId(1))).unwrap();
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
    assert!(g.groups()[3].acted.is_none());
}

// rule: CG-FOREST-17
// rule: CG-FOREST-14
#[test]
fn bond() {
    // Two groups of Pygmy Archers, far apart: when one moves, the other may be activated.
    let one = vec![pygmies("forest.pygmy_archers", 10, 10), pygmies("forest.pygmy_archers", 50, 30)];
    let mut g = Game::new(&setup(one, vec![line("forest.cannibals", 10, 40)], TotemKind::Lion, vec![])).unwrap();
    reveal(&mut g, 7, 1);
    g.apply(Player::One, &a_move(&g, Player::One, A)).unwrap();
    let Ask::ExtraAction { groups, .. } = ask(&g) else { panic!("{:?}", ask(&g)) };
    assert_eq!(groups, vec![GroupId(1)]);
    assert!(g.apply(Player::One, &Decision::Rally { group: GroupId(1) }).is_err(), "the same kind of action");
    let ev = g.apply(Player::One, &a_move(&g, Player::One, GroupId(1))).unwrap();
    assert_eq!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).unwrap().rule, "CG-FOREST-17");
    assert!(matches!(ask(&g), Ask::CardAction { .. }), "the bond does not bounce back");
}

// rule: CG-FOREST-18
#[test]
fn harassment() {
    // Pygmy Warriors move, then shoot the cannibals within M although they have acted.
    let one = vec![pygmies("forest.pygmy_warriors", 10, 10)];
    let mut g = Game::new(&setup(one, vec![line("forest.cannibals", 10, 20)], TotemKind::Lion, vec![])).unwrap();
    reveal(&mut g, 7, 1);
    let step = g
        .legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::Move { group: A, engage: None, path, .. } if path.last().is_some_and(|p| p.y > Point::inches(13, 13).y)))
        .expect("a move north");
    g.apply(Player::One, &step).unwrap();
    let Ask::ExtraAction { groups, action, .. } = ask(&g) else { panic!("{:?}", ask(&g)) };
    assert_eq!(groups, vec![A]);
    assert_eq!(action, congo_nile::congo::cards::ActionKind::Shooting);
    let shot =
        g.legal_decisions(Player::One).into_iter().find(|d| matches!(d, Decision::Shoot { .. })).expect("a shot");
    let ev = g.apply(Player::One, &shot).unwrap();
    assert_eq!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { .. })).unwrap().rule, "CG-FOREST-18");
    assert!(matches!(ask(&g), Ask::Roll { purpose: RollPurpose::Attack, .. }));
}

// rule: CG-FOREST-18
#[test]
fn harassment_shoots_before_the_move() {
    // Card 7 (one red move): the Pygmy Warriors shoot the cannibals 5" away first (4 D6: 1 1 1 1, no
    // hit), then make the card's move; no second shot follows the move.
    let one = vec![pygmies("forest.pygmy_warriors", 10, 10)];
    let mut g =
        Game::new(&setup(one, vec![line("forest.cannibals", 10, 16)], TotemKind::Lion, vec![1, 1, 1, 1])).unwrap();
    reveal(&mut g, 7, 1);
    let circles = |g: &Game| match ask(g) {
        Ask::CardAction { remaining, .. } => remaining.iter().map(|a| u32::from(a.groups)).sum::<u32>(),
        other => panic!("{other:?}"),
    };
    assert_eq!(circles(&g), 1);
    let harass = g
        .legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::Harass { group: A, target: D, .. }))
        .expect("the shot before the move is offered");
    let ev = g.apply(Player::One, &harass).unwrap();
    assert_eq!(find(&ev, |w| matches!(w, What::SpecialRuleUsed { group: A, .. })).unwrap().rule, "CG-FOREST-18");
    assert!(find(&ev, |w| matches!(w, What::ShotDeclared { group: A, target: D, .. })).is_some());
    assert!(matches!(ask(&g), Ask::Roll { group: A, purpose: RollPurpose::Attack, .. }));
    g.apply(Player::One, &roll()).unwrap();
    let Ask::ExtraAction { groups, action, .. } = ask(&g) else { panic!("the move is asked for: {:?}", ask(&g)) };
    assert_eq!(groups, vec![A]);
    assert!(matches!(action, congo_nile::congo::cards::ActionKind::Movement { .. }));
    let legal = g.legal_decisions(Player::One);
    assert!(legal.iter().all(|d| matches!(d, Decision::Move { group: A, .. } | Decision::UseRule { accept: false })));
    let step = legal.into_iter().find(|d| matches!(d, Decision::Move { .. })).expect("a move");
    g.apply(Player::One, &step).unwrap();
    assert_eq!(circles(&g), 0, "the move took the card's movement action");
    assert!(
        g.groups()[0]
            .figures
            .iter()
            .any(|f| g.figures()[usize::from(f.0)].at != Point::inches(10 + i32::from(f.0), 10)),
        "the group moved"
    );

    // Declined, the move is spent all the same; and a card with no move offers no harassment.
    let one = vec![pygmies("forest.pygmy_warriors", 10, 10)];
    let mut g =
        Game::new(&setup(one, vec![line("forest.cannibals", 10, 16)], TotemKind::Lion, vec![1, 1, 1, 1])).unwrap();
    reveal(&mut g, 7, 1);
    g.apply(Player::One, &harass).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::One, &Decision::UseRule { accept: false }).unwrap();
    assert_eq!(circles(&g), 0);
    let one = vec![pygmies("forest.pygmy_warriors", 10, 10)];
    let mut g = Game::new(&setup(one, vec![line("forest.cannibals", 10, 16)], TotemKind::Lion, vec![])).unwrap();
    reveal(&mut g, 6, 1);
    assert!(!g.legal_decisions(Player::One).iter().any(|d| matches!(d, Decision::Harass { .. })));
    let before = json(&g);
    assert!(g.apply(Player::One, &harass).is_err(), "card 6 has no move");
    assert_eq!(before, json(&g), "a refused harassment leaves the game as it was");
    // Other groups may not harass.
    let mut g = Game::new(&setup(
        vec![line("forest.warriors", 10, 10)],
        vec![line("forest.cannibals", 10, 16)],
        TotemKind::Lion,
        vec![],
    ))
    .unwrap();
    reveal(&mut g, 7, 1);
    assert!(
        g.apply(Player::One, &Decision::Harass { group: A, leader: FigureId(0), target: D, giraffe: None }).is_err()
    );
}
