//! A Wilderness Encounter's animals met while the team is being asked another question: the
//! fight waits for the answer, then is played order by order through the team's own decisions
//! (no suggested orders for the party).

use super::*;
use crate::animals::HuntOrder;
use crate::animals::fight::PartyRole;
use crate::animals::shot::ShotKind;
use crate::ctx::Ctx;
use crate::day::{DayState, Step};
use crate::decision::{Decision, Question};
use crate::hooks::DangerousGame;
use crate::map::{Approach, Direction};
use crate::outfit::{ExplorerKit, Outfit, Rifle};
use crate::party::Role;
use crate::setup::{Setup, TeamSetup};
use crate::{Game, Pending as GamePending};
use tabletop::{DiceSource, RulesGame};

fn game() -> Game {
    let explorer = ExplorerKit { rifle: Some(Rifle::Regular), rifle_rounds: 10, ..ExplorerKit::default() };
    let outfit = Outfit { bearers: 12, askari: 2, rations: 100, explorer, ..Outfit::default() };
    let teams = alloc::vec![TeamSetup { name: "t".into(), approach: Approach::South, outfit }];
    let mut setup = Setup::seeded(5, teams);
    setup.approach_terrain = Some(crate::builtin::BUILTIN_TERRAIN);
    let mut g = Game::new(&setup).unwrap();
    // No Lucky Breaks: these tests follow the encounters' own questions, and an encounter's
    // dice would be offered to one (EX-LUCK-02, tested in `luck`).
    g.teams[0].lucky_breaks = 0;
    g
}

fn lion(g: &Game) -> DangerousGame {
    let victim = g.teams[0].men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
    DangerousGame::Lion { victim, distance: 9 }
}

/// A scripted shuffle that puts the five red cards 0-4 on top of the deck (the party's five men
/// act first), the rest in order: Fisher-Yates from the back, swap index i with j.
fn reds_on_top() -> Vec<u32> {
    let mut v = alloc::vec![0, 1, 2, 3, 4];
    v.extend((1..=46).rev());
    v
}

fn wild(g: &Game) -> &WildFight {
    match &g.teams[0].race.pending {
        Some(Pending::WildFight(f)) => f,
        other => panic!("no wild fight pending: {other:?}"),
    }
}

// rule: EX-EVENT-VELDT-04
// rule: EX-ANIMAL-14
#[test]
fn animals_met_during_another_question_wait_for_the_answer() {
    let mut g = game();
    let encounter = lion(&g);
    // The explorer's snap shot before the lion is on the straggler (D20 20: a miss), then the
    // shuffle.
    let mut script = alloc::vec![20];
    script.extend(reds_on_top());
    g.dice = DiceSource::scripted(script);
    super::tests::with_ctx(&mut g, |c| check_the_wait(c, &encounter));
}

fn check_the_wait(c: &mut Ctx<'_, '_>, encounter: &DangerousGame) {
    *c.question = Some(Question::GrassFire { intended: Direction::N });
    // The grass fire's question is put: the lion waits, no die is drawn, nothing is fought.
    assert!(fight_wild_animals(c, encounter).unwrap());
    assert!(matches!(c.question, Some(Question::GrassFire { .. })));
    assert_eq!(c.team.race.waiting_animals, alloc::vec![encounter.clone()]);
    assert_eq!(c.team.race.pending, None);
    assert_eq!(c.r.source().remaining_script(), Some(52));
    // Animals the animal rules do not know never wait.
    let warthogs = DangerousGame::Warthogs { count: 5 };
    assert!(!fight_wild_animals(c, &warthogs).unwrap());
    assert_eq!(c.team.race.waiting_animals.len(), 1);
    // The answer turns the party; then the fight begins and asks the team for the first order.
    crate::day::answer(c, &Decision::NewHeading { heading: Direction::E }).unwrap();
    assert_eq!(c.today.heading, Direction::E);
    assert!(c.team.race.waiting_animals.is_empty());
    // The fight is the straggler's and the nearest armed man's (the explorer).
    assert_eq!(c.question, &Some(Question::HuntOrder { members: alloc::vec![0, 1] }));
    let Some(Pending::WildFight(f)) = &c.team.race.pending else { panic!("no wild fight") };
    let DangerousGame::Lion { victim, .. } = encounter else { panic!("a lion") };
    assert_eq!(f.ids, alloc::vec![*victim, c.team.men[0].id]);
    // Nobody has acted: no order was given for the party.
    assert!(f.fight.members().iter().all(|m| !m.activated));
    assert!(f.fight.ending().is_none());
}

// rule: EX-ANIMAL-14
// rule: EX-SHOOT-03
#[test]
fn a_waiting_wild_fight_is_played_with_the_teams_own_orders() {
    let mut g = game();
    let team = g.teams[0].id;
    // A grass fire was put to the team on the event step, and a lion waits behind it.
    g.step = Step::Supercargo;
    g.question = Some(Question::GrassFire { intended: Direction::N });
    let encounter = lion(&g);
    g.teams[0].race.waiting_animals.push(encounter);
    // The explorer's snap shot before the lion is on the straggler (D20 20: a miss), the
    // shuffle, then the explorer's shot: D20 3 hits for 3, the lion's D6 2 charges.
    let mut script = alloc::vec![20];
    script.extend(reds_on_top());
    script.extend([3, 2]);
    g.dice = DiceSource::scripted(script);
    let start = g.clone();

    g.apply(team, &Decision::NewHeading { heading: Direction::E }).unwrap();
    assert_eq!(
        g.pending(),
        GamePending::Question { team, question: Question::HuntOrder { members: alloc::vec![0, 1] } }
    );
    // The legal decisions are the fight's orders: the explorer (member 1) may now take his time
    // (the lion is on the straggler 9" away, not charging him); the straggler (member 0), in
    // its jaws, may fight it.
    let legal = g.legal_decisions(team);
    let snap = Decision::HuntOrder { order: HuntOrder::Shoot { member: 1, beast: 0, kind: ShotKind::Snap } };
    let aimed = Decision::HuntOrder { order: HuntOrder::Shoot { member: 1, beast: 0, kind: ShotKind::Aimed } };
    let hold = Decision::HuntOrder { order: HuntOrder::Hold { member: 1 } };
    let fight = Decision::HuntOrder { order: HuntOrder::Fight { member: 0, beast: 0 } };
    assert!(legal.contains(&snap) && legal.contains(&hold) && legal.contains(&aimed) && legal.contains(&fight));
    assert!(legal.iter().all(|d| matches!(d, Decision::HuntOrder { .. })));
    let shoot_porter = Decision::HuntOrder { order: HuntOrder::Shoot { member: 0, beast: 0, kind: ShotKind::Snap } };
    assert!(g.clone().apply(team, &shoot_porter).is_err(), "the porter has no gun");
    let rounds = |g: &Game| match wild(g).fight.members()[1].role {
        PartyRole::Hunter { ammo, .. } => ammo,
        _ => panic!("the explorer is the second member"),
    };
    let before = rounds(&g);

    // The team holds its fire: no die is drawn, the lion is untouched, the next man is asked.
    let mut held = g.clone();
    held.apply(team, &hold).unwrap();
    assert_eq!(held.dice.remaining_script(), Some(2));
    assert_eq!(wild(&held).fight.beasts()[0].damage, 0);
    assert_eq!(rounds(&held), before);
    assert_eq!(
        held.pending(),
        GamePending::Question { team, question: Question::HuntOrder { members: alloc::vec![0] } }
    );

    // The team shoots instead: a round spent, 3 damage, and the lion charges.
    g.apply(team, &snap).unwrap();
    assert_eq!(g.dice.remaining_script(), Some(0));
    let f = &wild(&g).fight;
    assert_eq!(f.beasts()[0].damage, 3);
    assert_eq!(
        f.beasts()[0].stance,
        crate::hunting::encounters::Stance::React(crate::animals::creature::Reaction::Charge)
    );
    assert_eq!(rounds(&g), before - 1);
    assert!(!g.legal_decisions(team).iter().any(|d| matches!(
        d,
        Decision::HuntOrder { order: HuntOrder::Hold { member: 1 } | HuntOrder::Shoot { member: 1, .. } }
    )));

    // Replay: the same decisions from the same state give the same bytes.
    let mut again = start;
    for d in [Decision::NewHeading { heading: Direction::E }, snap] {
        again.apply(team, &d).unwrap();
    }
    assert_eq!(serde_json::to_string(&again).unwrap(), serde_json::to_string(&g).unwrap());
}

fn stances(g: &Game) -> Vec<crate::hunting::encounters::Stance> {
    wild(g).fight.beasts().iter().map(|b| b.stance).collect()
}

/// On River 3 put to the team at the event step, as the river table does.
fn herd_asked(script: Vec<u32>) -> Game {
    let mut g = game();
    g.step = Step::Supercargo;
    let mut today = DayState::default();
    let mut question = None;
    {
        let Game { teams, map, dice, .. } = &mut g;
        let mut c = Ctx {
            team: &mut teams[0],
            map,
            today: &mut today,
            day: 5,
            r: crate::luck::Roller::new(dice),
            ev: Vec::new(),
            question: &mut question,
        };
        assert!(fight_wild_animals(&mut c, &DangerousGame::Hippos { count: 2, distance: 8 }).unwrap());
    }
    g.question = question;
    g.dice = DiceSource::scripted(script);
    g
}

// rule: EX-EVENT-RIVER-03
// rule: EX-ANIMAL-08
// rule: EX-HENC-01
#[test]
fn the_party_chooses_its_action_before_the_hippos_react() {
    use crate::animals::creature::Reaction::{Charge, DoNothing, RunAway};
    use crate::hunting::encounters::{HunterAction, Stance::React};
    let g = herd_asked(Vec::new());
    let team = g.teams[0].id;
    assert_eq!(g.pending(), GamePending::Question { team, question: Question::HerdAction { count: 2, distance: 8 } });
    assert_eq!(g.teams[0].race.pending, Some(Pending::Herd { count: 2, distance: 8 }));
    let actions: Vec<Decision> = [HunterAction::A, HunterAction::B, HunterAction::C, HunterAction::D]
        .map(|action| Decision::HunterAction { action })
        .to_vec();
    assert_eq!(g.legal_decisions(team), actions);
    assert_eq!(standing_answer(&g.teams[0], &Question::HerdAction { count: 2, distance: 8 }), actions.first().cloned());

    // A, hold the position: the hippos' D6s 2 and 6 read "do nothing" and "run away" on column A.
    let mut a = herd_asked([2, 6].into_iter().chain(reds_on_top()).collect());
    a.apply(team, &actions[0]).unwrap();
    assert_eq!(stances(&a), [React(DoNothing), React(RunAway)]);
    assert!(a.teams[0].race.pending.is_some());
    assert!(matches!(a.pending(), GamePending::Question { question: Question::HuntOrder { .. }, .. }));
    assert!(wild(&a).fight.members().iter().all(|m| m.position == 0));

    // C, start shooting: the same D6s read "charge" and "run away" on column C; the explorer
    // fires an aimed shot first (D20 10, within twice his 7: 10 damage, a knock-down; the D6 1
    // plus damage level 1 is 2: the hippo charges).
    let mut c = herd_asked([2, 6, 10, 1].into_iter().chain(reds_on_top()).collect());
    c.apply(team, &actions[2]).unwrap();
    let f = &wild(&c).fight;
    assert!(matches!(
        f.log().first(),
        Some(crate::animals::AnimalEvent::Shot { member: 0, kind: ShotKind::Aimed, .. })
    ));
    assert_eq!(f.beasts()[0].damage, 10);
    assert_eq!(stances(&c), [React(Charge), React(RunAway)]);

    // D, move quickly away: 4D6 (24") puts the party 32" from the hippos: the fight is over at
    // once (24" apart), no order asked.
    let mut d = game();
    d.dice = DiceSource::scripted([6, 6, 6, 6, 2, 6].into_iter().chain(reds_on_top()));
    super::tests::with_ctx(&mut d, |c| {
        herd_fight(c, 2, 8, HunterAction::D).unwrap();
        assert_eq!(c.question, &None);
        assert_eq!(c.team.race.pending, None);
        let ended = c
            .ev
            .iter()
            .any(|e| matches!(e, crate::Event::Race { event, .. } if matches!(**event, RaceEvent::WildAnimals { .. })));
        assert!(ended);
        assert_eq!(c.r.source().remaining_script(), Some(0));
    });
}

/// Jungle 5 in a fight: the party's bearer `victim`, the explorer and both askari armed.
/// Returns the game (its `question` set to the one put) and the victim.
fn leopard_fight(script: Vec<u32>) -> (Game, ManId) {
    let mut g = game();
    let victim = g.teams[0].men.iter().find(|m| m.role == Role::Bearer).unwrap().id;
    g.dice = DiceSource::scripted(script);
    g.step = Step::Event;
    g.question = super::tests::with_ctx(&mut g, |c| {
        assert!(fight_wild_animals(c, &DangerousGame::Leopard { victim }).unwrap());
        c.question.clone()
    });
    (g, victim)
}

// rule: EX-EVENT-JUNGLE-05
#[test]
fn the_leopard_goes_for_its_victim_after_the_nearest_armed_mens_snap_shots() {
    // The explorer's and the two askari's snap shots (D20 20, 19, 18: all miss), then the
    // shuffle.
    let mut script = alloc::vec![20, 19, 18];
    script.extend(reds_on_top());
    let (mut g, victim) = leopard_fight(script);
    let f = wild(&g);
    let armed: Vec<ManId> =
        g.teams[0].men.iter().filter(|m| matches!(m.role, Role::Explorer | Role::Askari)).map(|m| m.id).collect();
    // The fight is the victim's and the (up to 4) nearest armed men's, not the whole party's.
    assert_eq!(f.ids[0], victim);
    assert_eq!(f.ids[1..], armed[..]);
    assert_eq!(f.fight.members()[0].role, PartyRole::Porter);
    // Each armed man fired one snap shot before any card; none was his activation.
    let shots: Vec<usize> = f
        .fight
        .log()
        .iter()
        .filter_map(|e| match e {
            crate::animals::fight::AnimalEvent::Shot { member, kind: ShotKind::Snap, .. } => Some(*member),
            _ => None,
        })
        .collect();
    assert_eq!(shots, alloc::vec![1, 2, 3]);
    assert!(f.fight.members().iter().all(|m| !m.activated));
    // The cat is on its victim: at his place, attacking him.
    let beast = f.fight.beasts()[0];
    assert_eq!(beast.stance, crate::hunting::encounters::Stance::AttackingPorter);
    assert_eq!(beast.position, f.fight.members()[0].position);
    assert_eq!(g.question, Some(Question::HuntOrder { members: alloc::vec![0, 1, 2, 3] }));

    // Everyone holds: when the leopard acts, it mauls its victim, nobody else.
    g.dice = DiceSource::seeded(9);
    let team = g.teams[0].id;
    let mut melee = None;
    for _ in 0..40 {
        let Some(Pending::WildFight(f)) = &g.teams[0].race.pending else { break };
        if let Some(m) = f.fight.log().iter().find_map(|e| match e {
            crate::animals::fight::AnimalEvent::Melee { member, .. } => Some(*member),
            _ => None,
        }) {
            melee = Some(m);
            break;
        }
        let member = f.fight.pending()[0];
        g.apply(team, &Decision::HuntOrder { order: HuntOrder::Hold { member } }).unwrap();
    }
    assert_eq!(melee, Some(0), "the leopard's first melee is with its victim");
}

// rule: EX-EVENT-JUNGLE-05
#[test]
fn a_shot_that_turns_the_leopard_saves_its_victim() {
    // The explorer's snap shot: D20 3 hits for 3; the leopard (the lion's numbers) reacts on a
    // D6 6 + damage level 1: it runs away. The askari do not fire at a cat running off.
    let mut script = alloc::vec![3, 6];
    script.extend(reds_on_top());
    let (g, _) = leopard_fight(script);
    let f = &wild(&g).fight;
    let beast = f.beasts()[0];
    assert_eq!(beast.damage, 3);
    assert_eq!(beast.stance, crate::hunting::encounters::Stance::React(crate::animals::creature::Reaction::RunAway));
    let shots = f.log().iter().filter(|e| matches!(e, crate::animals::fight::AnimalEvent::Shot { .. })).count();
    assert_eq!(shots, 1);
}

// rule: EX-EVENT-VELDT-04
#[test]
fn only_the_nearest_armed_man_shoots_at_the_straggler_s_lion() {
    let mut g = game();
    let encounter = lion(&g);
    let DangerousGame::Lion { victim, .. } = encounter else { unreachable!() };
    let mut script = alloc::vec![20];
    script.extend(reds_on_top());
    g.dice = DiceSource::scripted(script);
    super::tests::with_ctx(&mut g, |c| {
        assert!(fight_wild_animals(c, &encounter).unwrap());
    });
    let f = wild(&g);
    // The straggler 9" behind the last man, the lion on him; one snap shot by the explorer.
    assert_eq!(f.ids, alloc::vec![victim, g.teams[0].men[0].id]);
    let m = f.fight.members();
    assert_eq!((m[0].position, m[1].position), (9, 0));
    assert_eq!(f.fight.beasts()[0].position, 9);
    assert_eq!(f.fight.beasts()[0].stance, crate::hunting::encounters::Stance::AttackingPorter);
    let shots = f.fight.log().iter().filter(|e| matches!(e, crate::animals::fight::AnimalEvent::Shot { .. })).count();
    assert_eq!(shots, 1);
}

/// A journey event resolved with `script` (the event's own dice first) on the test party, whose
/// last bearer, behind the first two porters, is the randomly determined victim. Returns
/// the game, the victim and the events.
fn charge_at_the_last_man(
    script: Vec<u32>,
    resolve: fn(&mut Ctx<'_, '_>) -> Result<(), tabletop::DiceError>,
) -> (Game, ManId, Vec<crate::Event>) {
    let mut g = game();
    let victim = g.teams[0].men[last_bearer(&g) as usize].id;
    let porters = g.teams[0].men.iter().filter(|m| m.role.is_porter()).count();
    assert!(porters > 2, "the victim is not one of the first two porters");
    g.dice = DiceSource::scripted(script);
    g.step = Step::Event;
    let (question, ev) = super::tests::with_ctx(&mut g, |c| {
        resolve(c).unwrap();
        (c.question.clone(), core::mem::take(&mut c.ev))
    });
    g.question = question;
    (g, victim, ev)
}

/// The index of the party's last bearer among its men (the die's pick among them all).
fn last_bearer(g: &Game) -> u32 {
    let i = g.teams[0].men.iter().rposition(|m| m.role == Role::Bearer).unwrap();
    u32::try_from(i).unwrap()
}

/// The fight of a charge at `victim` from `distance` inches: his and the armed men's (the
/// explorer, both askari), all standing together, the victim first; the `count` animals still
/// at their distance, charging; nobody has shot yet, and an aimed shot is allowed (beyond 5").
fn check_the_charge_from(g: &Game, victim: ManId, count: usize, distance: i32) {
    let f = wild(g);
    let armed: Vec<ManId> =
        g.teams[0].men.iter().filter(|m| matches!(m.role, Role::Explorer | Role::Askari)).map(|m| m.id).collect();
    assert_eq!(f.ids[0], victim);
    assert_eq!(f.ids[1..], armed[..]);
    assert_eq!(f.fight.members()[0].role, PartyRole::Porter);
    assert!(f.fight.members().iter().all(|m| m.position == 0));
    assert!(!f.fight.log().iter().any(|e| matches!(e, crate::animals::fight::AnimalEvent::Shot { .. })));
    assert_eq!(f.fight.beasts().len(), count);
    for beast in f.fight.beasts() {
        assert_eq!(beast.stance, crate::hunting::encounters::Stance::React(crate::animals::creature::Reaction::Charge));
        assert_eq!(beast.position, distance);
    }
    assert_eq!(g.question, Some(Question::HuntOrder { members: alloc::vec![0, 1, 2, 3] }));
    f.fight.validate(&crate::animals::fight::HuntOrder::Shoot { member: 1, beast: 0, kind: ShotKind::Aimed }).unwrap();
}

// rule: EX-EVENT-SWAMP-04
#[test]
fn the_swamp_hippo_charges_its_randomly_determined_victim() {
    let g = game();
    let last = last_bearer(&g);
    // The victim's pick (the last bearer), the 2D6" (3 + 4), then the shuffle: the hippo starts
    // 7" off, charging.
    let mut script = alloc::vec![last, 3, 4];
    script.extend(reds_on_top());
    let (g, victim, ev) = charge_at_the_last_man(script, |c| crate::events::swamp::resolve(c, 4));
    // The victim is told: the event names him.
    assert!(ev.iter().any(|e| matches!(e, crate::Event::DangerousGame { encounter: DangerousGame::Hippo { victim: v, distance: 7 }, .. } if *v == victim)));
    check_the_charge_from(&g, victim, 1, 7);
    assert_eq!(wild(&g).fight.beasts()[0].creature, crate::animals::creature::Creature::Hippopotamus);
}

// rule: EX-EVENT-VELDT-02
#[test]
fn both_rhinos_charge_the_man_randomly_determined_as_their_target() {
    let g = game();
    let last = last_bearer(&g);
    // The victim's pick (the last bearer), the direction, the 3D6" (1 + 2 + 3), then the
    // shuffle: the rhinos start 6" off, charging.
    let mut script = alloc::vec![last, 3, 1, 2, 3];
    script.extend(reds_on_top());
    let (g, victim, ev) = charge_at_the_last_man(script, |c| crate::events::veldt::resolve(c, 2));
    assert!(ev.iter().any(|e| matches!(e, crate::Event::DangerousGame { encounter: DangerousGame::Rhinos { victim: v, distance: 6, .. }, .. } if *v == victim)));
    check_the_charge_from(&g, victim, 2, 6);
    assert!(wild(&g).fight.beasts().iter().all(|b| b.creature == crate::animals::creature::Creature::Rhinoceros));
}
