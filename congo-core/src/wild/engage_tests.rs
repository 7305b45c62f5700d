//! Groups engaging wild animals with a black Movement action, and Harassment's shot at an
//! animal, with scripted dice (docs/rulings.md "Wild animals").

use super::*;
use crate::adventure::UniversalRule;
use crate::decision::Decision;
use crate::exploration::tests::{terrain_events, to_card};
use crate::geometry::base::in_contact;
use crate::pending::Ask;
use crate::setup::Environment;
use crate::stress::StressKind;
use crate::wild::tests::{fight, fresh};
use alloc::string::ToString;
use alloc::vec;
use tabletop::{DiceSource, Length, RulesGame};

/// Where the animal stands: 4" from the Askaris' first figure (16, 25), in the open.
const DEN: Point = Point::inches(16, 29);

/// The Askaris (4 figures, x 16-19 at y 25) and a `kind` at [`DEN`]; Player One resolves card
/// `card` (5: two black moves; 7: one red move).
fn charge(kind: AnimalKind, enraged: u8, card: u8) -> Game {
    let (env, rule) = match kind {
        AnimalKind::Lion => (Environment::Savannah, UniversalRule::Savannah),
        AnimalKind::Gorilla => (Environment::Jungle, UniversalRule::Jungle),
    };
    let mut g = fresh(env, vec![rule], (16, 25));
    to_card(&mut g, card);
    place(&mut g, kind, enraged);
    g
}

/// A `kind` at [`DEN`], enraged `enraged` times (as if its token had been drawn).
pub(crate) fn place(g: &mut Game, kind: AnimalKind, enraged: u8) {
    g.terrain.animals.push(Animal { kind, at: DEN, home: crate::exploration::tests::AREA, enraged, alive: true });
}

/// The move engaging animal 0 that the legal decisions offer, if any.
pub(crate) fn offered(g: &Game) -> Option<Decision> {
    g.legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::EngageAnimal { group: GroupId(0), animal: AnimalId(0), .. }))
}

/// Engage animal 0 with the offered move; the group's Combat roll is then asked, in attack.
fn engage(g: &mut Game) -> Vec<Event> {
    let d = offered(g).expect("a move engaging the animal is offered");
    let ev = g.apply(Player::One, &d).unwrap();
    assert!(
        matches!(g.prompts()[0].ask, Ask::Roll { group: GroupId(0), purpose: RollPurpose::MeleeAttack, .. }),
        "{:?}",
        g.prompts()
    );
    ev
}

pub(crate) fn melee_of(ev: &[Event]) -> (u8, u8, bool) {
    terrain_events(ev)
        .into_iter()
        .find_map(|t| match t {
            TerrainEvent::AnimalMelee { group_hits, animal_hits, killed, .. } => {
                Some((*group_hits, *animal_hits, *killed))
            }
            _ => None,
        })
        .expect("the melee's result")
}

pub(crate) fn attack_dice(ev: &[Event]) -> Vec<u8> {
    terrain_events(ev)
        .into_iter()
        .find_map(|t| match t {
            TerrainEvent::AnimalAttacks { dice, .. } => Some(dice.iter().map(|d| d.face()).collect()),
            _ => None,
        })
        .expect("the animal's dice")
}

fn touches(g: &Game, at: Point) -> bool {
    g.group(GroupId(0)).unwrap().figures.iter().any(|f| in_contact(g.figure(*f).unwrap().at, at))
}

// rule: CG-ANIMAL-06, CG-ANIMAL-08, CG-ANIMAL-04, CG-MOVE-16, CG-MELEE-04
#[test]
fn a_black_move_may_engage_the_lion_and_two_more_hits_kill_it_for_its_carcass() {
    let mut g = charge(AnimalKind::Lion, 0, 5);
    // One Stress token on the group: the lion rolls 2D8 + 1D8.
    g.group_mut(GroupId(0)).unwrap().stress.push(StressKind::Shooting);
    let ev = engage(&mut g);
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-08"
        && matches!(
            &e.what,
            What::Terrain { event: TerrainEvent::AnimalEngaged { group: GroupId(0), animal: AnimalId(0) } }
        )));
    assert!(touches(&g, DEN), "the leading figure stops in base contact with the lion");
    // The group's dice all hit; the lion's three D8: 5 1 1 (one hit).
    let ev = fight(&mut g, 5, vec![5, 1, 1]);
    assert_eq!(attack_dice(&ev), vec![5, 1, 1], "2D8 plus 1D8 for the group's Stress token");
    let (mine, theirs, killed) = melee_of(&ev);
    assert!(mine >= theirs + 2 && killed, "{mine} against {theirs}");
    assert!(!g.terrain.animals[0].alive);
    assert_eq!(crate::universal::bulky_carried(&g, GroupId(0)), 1, "the carcass is carried as bulky Loot");
    assert_eq!(g.bag().extras(), &[crate::stress::BagToken::Animal], "its token goes back to the bag");
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1, "the winner draws no token");
    // The card goes on: its second black move is left.
    assert!(
        matches!(&g.prompts()[0].ask, Ask::CardAction { remaining, .. } if remaining.iter().map(|a| a.groups).sum::<u8>() == 1)
    );
}

// rule: CG-ANIMAL-08, CG-MELEE-10
#[test]
fn one_hit_ahead_of_the_lion_nothing_happens_and_level_the_group_retreats() {
    // One hit ahead: the lion lives, the group stays in contact, nobody draws a token.
    let mut g = charge(AnimalKind::Lion, 0, 5);
    engage(&mut g);
    let n = match &g.prompts()[0].ask {
        Ask::Roll { dice, .. } => dice.len(),
        other => panic!("{other:?}"),
    };
    let mut script: Vec<u32> = vec![5, 5];
    script.extend(core::iter::repeat_n(1, n - 2));
    script.extend([5, 1]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert_eq!(melee_of(&ev), (2, 1, false));
    assert!(g.terrain.animals[0].alive && g.terrain.animals[0].at == DEN);
    assert!(touches(&g, DEN));
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty());
    assert_eq!(g.group(GroupId(0)).unwrap().figures.len(), 4, "no casualty");

    // Level: the group is the loser by 0 (the lion never retreats): no casualty, a Stress token,
    // and the group retreats S from the lion.
    let mut g = charge(AnimalKind::Lion, 0, 5);
    engage(&mut g);
    let mut script: Vec<u32> = vec![5];
    script.extend(core::iter::repeat_n(1, n - 1));
    script.extend([5, 1, 0]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert_eq!(melee_of(&ev), (1, 1, false));
    // rule: CG-ANIMAL-08 (the loser retreats first, then draws its token)
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty(), "no token before the retreat");
    let Ask::RunAwayLeader { figures, .. } = g.prompts()[0].ask.clone() else { panic!("{:?}", g.prompts()) };
    let before: Vec<Point> = g.group(GroupId(0)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at).collect();
    let leader = figures[0];
    let from = g.figure(leader).unwrap().at;
    let ev = g.apply(Player::One, &Decision::RunAwayLeader { figure: leader }).unwrap();
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::RetreatedFromAnimal { limited: false, .. })));
    let to = g.figure(leader).unwrap().at;
    let moved = Length::milli(i32::try_from(isqrt(from.distance_sq(to))).unwrap());
    assert!(moved <= Length::inches(4) && moved > Length::inches(3), "a retreat of S, not M: {moved:?} {before:?}");
    assert!(!touches(&g, DEN));
    assert_eq!(g.group(GroupId(0)).unwrap().figures.len(), 4);
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1, "the loser's token, drawn after the retreat");
    let retreat =
        ev.iter().position(|e| matches!(&e.what, What::Terrain { event: TerrainEvent::RetreatedFromAnimal { .. } }));
    let token = ev.iter().position(|e| matches!(e.what, What::StressDrawn { .. }));
    assert!(retreat < token && token.is_some(), "retreat {retreat:?}, then the token {token:?}");
}

fn isqrt(n: i64) -> i64 {
    let mut x = 0i64;
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

// rule: CG-ANIMAL-11, CG-ANIMAL-12
#[test]
fn the_engaged_gorilla_rolls_its_exploding_dice_and_wins() {
    // Enraged once: 4D6 + 2D6; each 6 adds a die. The group scores nothing.
    let mut g = charge(AnimalKind::Gorilla, 1, 5);
    let ev = engage(&mut g);
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-11"));
    let ev = fight(&mut g, 1, vec![6, 1, 1, 1, 1, 1, 6, 5]);
    assert_eq!(attack_dice(&ev), vec![6, 1, 1, 1, 1, 1, 6, 5], "six dice, and one more per 6");
    assert_eq!(melee_of(&ev), (0, 3, false));
    assert!(matches!(g.prompts()[0].ask, Ask::Casualties { group: GroupId(0), count: 2, .. }), "lost by 3");
    assert_eq!(g.terrain.animals[0].at, DEN, "the gorilla stays at its starting point");
}

// rule: CG-MELEE-01, CG-MELEE-02, CG-MELEE-03
#[test]
fn a_red_move_or_a_group_at_four_tokens_may_not_engage_an_animal() {
    let mut g = charge(AnimalKind::Lion, 0, 5);
    let d = offered(&g).expect("offered on a black move");
    // Card 7: one red move. Not offered, refused, and the game is left as it was.
    let mut red = charge(AnimalKind::Lion, 0, 7);
    assert!(offered(&red).is_none());
    let before = serde_json::to_string(&red).unwrap();
    let e = red.apply(Player::One, &d).unwrap_err();
    assert!(e.to_string().contains("red movement cannot engage"), "{e}");
    assert_eq!(before, serde_json::to_string(&red).unwrap());
    // Four Stress tokens: no engaging.
    g.group_mut(GroupId(0)).unwrap().stress = vec![StressKind::Shooting; 4];
    assert!(offered(&g).is_none());
    let e = g.apply(Player::One, &d).unwrap_err();
    assert!(e.to_string().contains("four stress tokens"), "{e}");
    // A dead animal, or one the stick does not touch, is no target.
    let mut g = charge(AnimalKind::Lion, 0, 5);
    let Decision::EngageAnimal { group, leader, animal, formation, .. } = d.clone() else { unreachable!() };
    let short =
        Decision::EngageAnimal { group, leader, path: vec![Point::inches(16, 26)], animal, formation, giraffe: None };
    assert!(g.apply(Player::One, &short).unwrap_err().to_string().contains("does not engage the named animal"));
    g.terrain.animals[0].alive = false;
    assert!(g.apply(Player::One, &d).unwrap_err().to_string().contains("no living animal 0"));
}

// rule: CG-FOREST-18, CG-ANIMAL-09
#[test]
fn harassment_may_shoot_an_animal_before_the_move() {
    // Pygmy Warriors (stand-in values: 4 figures, Shooting D6, pygmy bows, range M) at x 16-19,
    // y 25, the lion 4" away; card 7 (one red move).
    let mut one = crate::wild::tests::line("forest.pygmy_warriors", 16, 25);
    one.profile.shooting = Some(tabletop::Die::D6);
    one.profile.combat = Some(tabletop::Die::D6);
    one.profile.weapon = Some(crate::profile::Weapon::PygmyBows);
    one.profile.figures = 4;
    one.members = (0..4).map(|i| Point::inches(16 + i, 25)).collect();
    let mut g = crate::wild::tests::fresh_with(Environment::Savannah, vec![UniversalRule::Savannah], one);
    to_card(&mut g, 7);
    place(&mut g, AnimalKind::Lion, 0);
    let harass = g
        .legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::HarassAnimal { group: GroupId(0), animal: AnimalId(0), .. }))
        .expect("the shot at the lion before the move is offered");
    let ev = g.apply(Player::One, &harass).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-FOREST-18" && matches!(e.what, What::SpecialRuleUsed { .. })));
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalTargeted { animal: AnimalId(0), .. })));
    let n = match &g.prompts()[0].ask {
        Ask::Roll { dice, purpose: RollPurpose::Attack, .. } => dice.len(),
        other => panic!("the Attack roll, not {other:?}"),
    };
    // One hit (5), the lion's cover D10 fails twice (1, 2): it dies.
    let mut script = vec![5];
    script.extend(core::iter::repeat_n(1, n - 1));
    script.extend([1, 2]);
    g.dice = DiceSource::scripted(script);
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).unwrap();
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AnimalKilled { animal: AnimalId(0) })));
    // Then the card's move is asked for.
    let Ask::ExtraAction { groups, action, .. } = g.prompts()[0].ask.clone() else { panic!("{:?}", g.prompts()) };
    assert_eq!(groups, vec![GroupId(0)]);
    assert!(matches!(action, crate::cards::ActionKind::Movement { .. }));

    // A card with no move left offers no harassment, and refuses it.
    let mut g = crate::wild::tests::fresh_with(
        Environment::Savannah,
        vec![UniversalRule::Savannah],
        crate::wild::tests::line("forest.cannibals", 16, 25),
    );
    to_card(&mut g, 6);
    place(&mut g, AnimalKind::Lion, 0);
    assert!(!g.legal_decisions(Player::One).iter().any(|d| matches!(d, Decision::HarassAnimal { .. })));
    assert!(g.apply(Player::One, &harass).is_err());
}

/// [`charge`] with a low obstacle just south of the animal's base (y = 28.5", x 10" to 22"): the
/// animal stands against it, on the far side from the Askaris.
fn behind_an_obstacle(kind: AnimalKind, card: u8) -> Game {
    use crate::geometry::table::{Height, Obstacle, ObstacleId};
    let mut g = charge(kind, 0, card);
    let mut s = (*g.setup).clone();
    let mut spec = s.table.spec().clone();
    let y = Length::milli(28_500);
    let (from, to) = (Point::new(Length::inches(10), y), Point::new(Length::inches(22), y));
    spec.obstacles.push(Obstacle { id: ObstacleId(1), from, to, height: Height::Low });
    s.table = crate::space::Table::new(spec).unwrap();
    g.setup = alloc::sync::Arc::new(s);
    g
}

fn positions_of(g: &Game) -> Vec<Point> {
    g.group(GroupId(0)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at).collect()
}

// rule: CG-TERR-17, CG-TERR-18, CG-ANIMAL-06, CG-ANIMAL-08
#[test]
fn an_animal_behind_an_obstacle_may_be_engaged_and_the_winner_may_cross() {
    use crate::geometry::table::ObstacleId;
    let mut g = behind_an_obstacle(AnimalKind::Lion, 5);
    let d = offered(&g).expect("the charge across the obstacle is offered");
    let ev = engage(&mut g);
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-08"));
    // The leading figure stops against the obstacle, directly facing the lion on its far side.
    assert!(touches(&g, DEN), "{d:?}");
    assert!(positions_of(&g).iter().all(|p| p.y <= Length::inches(28)), "nobody crossed the obstacle");
    // The group's dice all hit; the lion, defending the obstacle, re-rolls each failure once:
    // 1 (re-rolled: 2), 1 (re-rolled: 7): one hit. Two or more ahead: killed.
    let ev = fight(&mut g, 5, vec![1, 2, 1, 7]);
    assert_eq!(attack_dice(&ev), vec![2, 7], "the re-rolled faces stand");
    let (mine, theirs, killed) = melee_of(&ev);
    assert!(killed && theirs == 1, "{mine} against {theirs}");
    // The winner may cross the obstacle at once: its owner is asked.
    assert_eq!(g.prompts()[0].ask, Ask::CrossObstacle { group: GroupId(0), obstacle: ObstacleId(1) });
    assert_eq!(g.to_decide(), vec![Player::One]);
    assert_eq!(
        g.legal_decisions(Player::One),
        vec![Decision::CrossObstacle { cross: true }, Decision::CrossObstacle { cross: false }]
    );
    let before = positions_of(&g);
    let mut stay = g.clone();
    stay.apply(Player::One, &Decision::CrossObstacle { cross: false }).unwrap();
    assert_eq!(positions_of(&stay), before, "declining leaves the group where it stands");
    let ev = g.apply(Player::One, &Decision::CrossObstacle { cross: true }).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-TERR-17" && matches!(e.what, What::Moved { group: GroupId(0), .. })));
    let after = positions_of(&g);
    assert!(after.iter().all(|p| p.y > Length::milli(28_500)), "every base beyond the obstacle: {after:?}");
    let shift = after[0] - before[0];
    assert!(before.iter().zip(&after).all(|(b, a)| *a - *b == shift), "the formation is kept");
    assert!(matches!(g.prompts()[0].ask, Ask::CardAction { .. }), "then the card goes on");
}

// rule: CG-TERR-17, CG-TERR-18, CG-ANIMAL-11
#[test]
fn a_group_beaten_by_an_animal_behind_an_obstacle_retreats_without_crossing() {
    // The gorilla re-rolls its failures (1 -> 6, exploding: one more die; 2 -> 1 ...); the
    // Askaris score nothing: they lose and retreat, no crossing is asked.
    let mut g = behind_an_obstacle(AnimalKind::Gorilla, 5);
    engage(&mut g);
    let ev = fight(&mut g, 1, vec![1, 6, 2, 1, 5, 3, 4, 4, 3]);
    assert_eq!(attack_dice(&ev), vec![6, 1, 5, 4, 3], "four dice, re-rolled failures, one more for the 6");
    assert_eq!(melee_of(&ev), (0, 2, false));
    assert!(!g.prompts().iter().any(|p| matches!(p.ask, Ask::CrossObstacle { .. })));
    assert!(matches!(g.prompts()[0].ask, Ask::Casualties { group: GroupId(0), count: 2, .. }), "{:?}", g.prompts());
}

// rule: CG-TOTEM-09, CG-ANIMAL-06
#[test]
fn a_giraffes_stick_may_engage_an_animal() {
    use crate::totem::{TotemCard, TotemKind};
    // The lion 12" north of the Askaris' first figure: two sticks do not reach it, the
    // Giraffe's third does.
    let far = Point::inches(16, 37);
    let mut g = charge(AnimalKind::Lion, 0, 5);
    g.terrain.animals[0].at = far;
    g.players[0].totems.hand = vec![TotemCard { id: 0, kind: TotemKind::Giraffe }];
    let path = vec![Point::inches(16, 29), Point::inches(16, 33), far];
    let leader = g.group(GroupId(0)).unwrap().figures[0];
    let with = |giraffe| Decision::EngageAnimal {
        group: GroupId(0),
        leader,
        path: path.clone(),
        animal: AnimalId(0),
        formation: None,
        giraffe,
    };
    let (plain, giraffe) = (with(None), with(Some(0)));
    let before = serde_json::to_string(&g).unwrap();
    assert!(g.apply(Player::One, &plain).is_err(), "three sticks need the giraffe");
    let e = g.apply(Player::One, &with(Some(1))).unwrap_err();
    assert!(e.to_string().contains("not a giraffe in your hand"), "{e}");
    assert_eq!(before, serde_json::to_string(&g).unwrap(), "refusals change nothing");
    // A red move cannot engage, with a giraffe or without.
    let mut red = charge(AnimalKind::Lion, 0, 7);
    red.terrain.animals[0].at = far;
    red.players[0].totems.hand = vec![TotemCard { id: 0, kind: TotemKind::Giraffe }];
    assert!(red.apply(Player::One, &giraffe).unwrap_err().to_string().contains("red movement cannot engage"));
    let ev = g.apply(Player::One, &giraffe).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-TOTEM-09"
        && matches!(e.what, What::TotemPlayed { card: TotemCard { kind: TotemKind::Giraffe, .. }, .. })));
    assert!(g.players[0].totems.hand.is_empty(), "played and discarded");
    assert!(ev.iter().any(|e| matches!(
        &e.what,
        What::Terrain { event: TerrainEvent::AnimalEngaged { group: GroupId(0), animal: AnimalId(0) } }
    )));
    assert!(touches(&g, far), "the leading figure stops in base contact with the lion");
    assert!(matches!(g.prompts()[0].ask, Ask::Roll { purpose: RollPurpose::MeleeAttack, .. }));
}

// rule: CG-RITUAL-14, CG-ANIMAL-06
#[test]
fn the_mad_hyenas_move_may_engage_an_animal_and_its_dice_join_the_melee() {
    use crate::exploration::Choice;
    use crate::profile::Ritual;
    // The Cannibals (Player Two's group 1) cast the Mad Hyena with two successes (the strange
    // drums' task) at the Askaris, whom Player Two then moves into the lion.
    let mut g = charge(AnimalKind::Lion, 0, 5);
    let effect = Ritual::MadHyena.effect(2).expect("two successes");
    let mut ev = Vec::new();
    let task = crate::exploration::drums::start(&g, GroupId(1), 2, &effect, &mut ev).unwrap().expect("in sight");
    g.stack.push(task);
    g.apply(Player::Two, &Decision::Choose { choice: Choice::Group { group: GroupId(0) } }).unwrap();
    assert!(matches!(g.prompts()[0].ask, Ask::MadHyena { group: GroupId(0), one_stick: false, .. }));
    let d = g
        .legal_decisions(Player::Two)
        .into_iter()
        .find(|d| matches!(d, Decision::EngageAnimal { group: GroupId(0), animal: AnimalId(0), giraffe: None, .. }))
        .expect("the ritual's move engaging the lion is offered");
    let pool = |g: &Game| crate::melee::combat_pool(g, GroupId(0)).0.len();
    let own = pool(&g);
    let ev = g.apply(Player::Two, &d).unwrap();
    assert!(ev.iter().any(|e| e.rule == "CG-RITUAL-14"
        && matches!(&e.what, What::CombatDiceGained { group: GroupId(0), dice } if dice.len() == 2)));
    assert!(touches(&g, DEN));
    assert!(g.group(GroupId(0)).unwrap().acted.is_none(), "the ritual's move is no action of the group");
    let Ask::Roll { dice, purpose: RollPurpose::MeleeAttack, .. } = &g.prompts()[0].ask else {
        panic!("{:?}", g.prompts())
    };
    assert_eq!(dice.len(), own + 2, "the group's Combat dice and the ritual's 2D8");
    assert_eq!(dice[own..], [tabletop::Die::D8, tabletop::Die::D8]);
    // A one-stick Mad Hyena (one success) offers only one-stick engagements; a two-stick path
    // is refused.
    let mut g = charge(AnimalKind::Lion, 0, 5);
    g.terrain.animals[0].at = Point::inches(16, 33);
    let effect = Ritual::MadHyena.effect(1).expect("one success");
    let task =
        crate::exploration::drums::start(&g, GroupId(1), 1, &effect, &mut Vec::new()).unwrap().expect("in sight");
    g.stack.push(task);
    g.apply(Player::Two, &Decision::Choose { choice: Choice::Group { group: GroupId(0) } }).unwrap();
    assert!(!g.legal_decisions(Player::Two).iter().any(|d| matches!(d, Decision::EngageAnimal { .. })));
    let leader = g.group(GroupId(0)).unwrap().figures[0];
    let two = Decision::EngageAnimal {
        group: GroupId(0),
        leader,
        path: vec![Point::inches(16, 29), Point::inches(16, 33)],
        animal: AnimalId(0),
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::Two, &two).unwrap_err().to_string().contains("one s stick"));
}

// rule: CG-ANIMAL-06
#[test]
fn a_move_touching_an_animal_it_does_not_name_is_refused_naming_the_animal() {
    // The Askaris' first figure (16, 25) walks straight at the gorilla 4" south without naming
    // it: refused, the message naming "the gorilla", not geometry's key for it.
    let mut g = charge(AnimalKind::Gorilla, 0, 5);
    let leader = g.group(GroupId(0)).unwrap().figures[0];
    let walk = Decision::Move {
        group: GroupId(0),
        leader,
        path: vec![Point::inches(16, 29)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    let before = serde_json::to_string(&g).unwrap();
    let e = g.apply(Player::One, &walk).unwrap_err().to_string();
    assert!(e.contains("the gorilla"), "{e}");
    assert!(!e.contains(&(1u32 << 20).to_string()), "no internal key: {e}");
    assert_eq!(before, serde_json::to_string(&g).unwrap());
    // Picking up the pace south-west past the lion (within S of the first stick's end) names it
    // too.
    let mut g = charge(AnimalKind::Lion, 0, 5);
    let pace = Decision::Move {
        group: GroupId(0),
        leader,
        path: vec![
            Point::new(Length::milli(13_172), Length::milli(27_828)),
            Point::new(Length::milli(9_172), Length::milli(27_828)),
        ],
        engage: None,
        formation: None,
        giraffe: None,
    };
    let e = g.apply(Player::One, &pace).unwrap_err().to_string();
    assert!(e.contains("the lion is within S"), "{e}");
}
