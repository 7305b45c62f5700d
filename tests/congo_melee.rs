//! Defeating your Enemies and Running Away, with scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::error::Unavailable;
use congo_nile::congo::event::StressCause;
use congo_nile::congo::melee::outcome;
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Event, Game, GroupId, What};
use congo_nile::tabletop::{Die, Point, RulesGame};

const A: GroupId = GroupId(0);
const D: GroupId = GroupId(1);

/// Warriors (5 x Combat D8) 6" south of Cannibals (5 x Combat D8), open ground.
fn arena(dice: Vec<u32>) -> Game {
    let s = setup(vec![line("forest.warriors", 10, 10)], vec![line("forest.cannibals", 10, 16)], TotemKind::Lion, dice);
    Game::new(&s).unwrap()
}

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

/// Charge with card 5, roll both pools; returns the events.
fn fight(g: &mut Game) -> Vec<Event> {
    reveal(g, 5, 1);
    let mut ev = g.apply(Player::One, &charge_into(A, D)).unwrap();
    assert!(
        matches!(ask(g), Ask::Roll { purpose: RollPurpose::MeleeAttack, ref dice, .. } if dice == &vec![Die::D8; 5])
    );
    ev.extend(g.apply(Player::One, &roll()).unwrap());
    assert!(matches!(ask(g), Ask::Roll { purpose: RollPurpose::MeleeDefence, .. }));
    ev.extend(g.apply(Player::Two, &roll()).unwrap());
    ev
}

// rule: CG-MELEE-09
// rule: CG-MELEE-10
// rule: CG-MELEE-11
// rule: CG-MELEE-12
// rule: CG-MELEE-13
// rule: CG-MELEE-14
#[test]
fn the_results_table() {
    let t: Vec<(u8, bool)> = (0..=6).map(|d| (outcome(d).casualties, outcome(d).both_draw)).collect();
    assert_eq!(t, [(0, true), (1, true), (2, true), (2, false), (3, false), (3, false), (3, false)]);
}

// rule: CG-MELEE-02
// rule: CG-MELEE-04
// rule: CG-MELEE-07
// rule: CG-MELEE-08
// rule: CG-MELEE-12
// rule: CG-MELEE-15
// rule: CG-MELEE-16
// rule: CG-MOVE-16
// rule: CG-FLIGHT-01
// rule: CG-FLIGHT-02
#[test]
fn won_by_two_the_loser_removes_two_retreats_then_both_draw() {
    // Attack 5 6 7 1 1 = 3 hits; defence 5 1 1 1 1 = 1 hit. Bag: index 10 (Combat) for the
    // retreating loser, then index 20 (Movement) for the winner.
    let mut g = arena(vec![5, 6, 7, 1, 1, 5, 1, 1, 1, 1, 10, 20]);
    let mut ev = fight(&mut g);
    assert!(find(&ev, |w| matches!(w, What::MeleeEngaged { .. })).is_some());
    let r = find(&ev, |w| matches!(w, What::MeleeResult { .. })).unwrap();
    assert!(matches!(
        r.what,
        What::MeleeResult { attacker_hits: 3, defender_hits: 1, winner: Some(A), casualties: 2, .. }
    ));
    assert_eq!(r.rule, "CG-MELEE-12");
    assert!(matches!(ask(&g), Ask::Casualties { count: 2, character_must_fall: false, .. }));
    ev.extend(g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap());
    ev.extend(lead(&mut g, 0));
    let k = kinds(&ev);
    let at = |s: &str| k.iter().position(|x| x == s).unwrap();
    assert!(at("figure_removed") < at("retreated"));
    let draws: Vec<&Event> = ev.iter().filter(|e| matches!(e.what, What::StressDrawn { .. })).collect();
    assert_eq!(draws.len(), 2);
    assert!(matches!(
        draws[0].what,
        What::StressDrawn { group: D, token: Some(StressKind::Combat), cause: StressCause::Melee }
    ));
    assert!(matches!(draws[1].what, What::StressDrawn { group: A, token: Some(StressKind::Movement), .. }));
    assert!(at("retreated") < k.iter().position(|x| x == "stress_drawn").unwrap());
    // The retreat took the cannibals farther from the warriors.
    let gap = |g: &Game| {
        let a = g.figures()[0].at;
        g.groups()[1].figures.iter().map(|f| g.figures()[usize::from(f.0)].at.distance_sq(a)).min().unwrap()
    };
    assert!(gap(&g) > 1_000_000 * 3);
    // Back to the card: one more black move is left.
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

// rule: CG-MELEE-10
#[test]
fn a_draw_the_defender_retreats_and_both_draw() {
    let mut g = arena(vec![5, 1, 1, 1, 1, 6, 1, 1, 1, 1, 0, 0]);
    let mut ev = fight(&mut g);
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::MeleeResult { winner: None, casualties: 0, .. })).is_some());
    assert!(find(&ev, |w| matches!(w, What::Retreated { group: D, .. })).is_some());
    assert_eq!(ev.iter().filter(|e| matches!(e.what, What::StressDrawn { .. })).count(), 2);
    assert_eq!(g.groups()[0].stress.len() + g.groups()[1].stress.len(), 2);
}

// rule: CG-MELEE-13
#[test]
fn won_by_three_only_the_loser_draws() {
    let mut g = arena(vec![5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 0]);
    let mut ev = fight(&mut g);
    ev.extend(g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap());
    ev.extend(lead(&mut g, 0));
    assert_eq!(ev.iter().filter(|e| matches!(e.what, What::StressDrawn { .. })).count(), 1);
    assert!(g.groups()[0].stress.is_empty());
}

// rule: CG-MELEE-14
#[test]
fn won_by_four_the_loser_removes_three() {
    let mut g = arena(vec![5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 0]);
    fight(&mut g);
    assert!(matches!(ask(&g), Ask::Casualties { count: 3, .. }));
}

// rule: CG-MELEE-11
// rule: CG-FLIGHT-01
#[test]
fn an_attacker_that_loses_retreats() {
    let mut g = arena(vec![1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 0, 0]);
    let mut ev = fight(&mut g);
    assert!(matches!(ask(&g), Ask::Casualties { count: 1, .. }));
    assert_eq!(g.to_decide(), vec![Player::One]);
    ev.extend(g.apply(Player::One, &Decision::RemoveCasualties { figures: vec![FigureId(4)] }).unwrap());
    assert_eq!(g.to_decide(), vec![Player::One], "the loser's owner chooses its leading figure");
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::Retreated { group: A, from: D, .. })).is_some());
}

// rule: CG-STRESS-10
// rule: CG-MELEE-08
#[test]
fn combat_tokens_discard_combat_dice() {
    let g = arena(vec![]);
    let mut g = set_stress(&g, A, &[StressKind::Combat]);
    reveal(&mut g, 5, 1);
    g.apply(Player::One, &charge_into(A, D)).unwrap();
    assert!(matches!(ask(&g), Ask::Roll { drop: 1, .. }));
}

// rule: CG-MELEE-01
#[test]
fn a_red_move_cannot_engage() {
    let mut g = arena(vec![]);
    reveal(&mut g, 7, 1);
    let before = json(&g);
    assert!(g.apply(Player::One, &charge_into(A, D)).is_err());
    let mut sneaky = charge_into(A, D);
    if let Decision::Move { engage, .. } = &mut sneaky {
        *engage = None;
    }
    assert!(g.apply(Player::One, &sneaky).is_err(), "touching an enemy without engaging is illegal");
    assert_eq!(before, json(&g));
    assert!(g.legal_decisions(Player::One).iter().all(|d| !matches!(d, Decision::Move { engage: Some(_), .. })));
}

// rule: CG-MELEE-03
// rule: CG-MOVE-14
#[test]
fn four_tokens_may_move_but_not_engage() {
    let g = arena(vec![]);
    let mut g = set_stress(&g, A, &[StressKind::Combat, StressKind::Terror, StressKind::Shooting, StressKind::Combat]);
    reveal(&mut g, 5, 1);
    assert!(g.apply(Player::One, &charge_into(A, D)).is_err());
    let away = Decision::Move {
        group: A,
        leader: FigureId(0),
        path: vec![Point::inches(10, 7)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::One, &away).is_ok());
}

// rule: CG-FLIGHT-05
// rule: CG-FLIGHT-03
// rule: CG-STRESS-06
#[test]
fn a_loser_at_four_tokens_retreats_then_flees() {
    let g = arena(vec![5, 5, 5, 1, 1, 1, 1, 1, 1, 1]);
    let mut g =
        set_stress(&g, D, &[StressKind::Terror, StressKind::Terror, StressKind::Movement, StressKind::Movement]);
    let mut ev = fight(&mut g);
    ev.extend(g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap());
    ev.extend(lead(&mut g, 0));
    assert!(find(&ev, |w| matches!(w, What::FleesInsteadOfStress { group: D })).is_some());
    ev.extend(lead(&mut g, 0));
    let k = kinds(&ev);
    let r = k.iter().position(|x| x == "retreated").unwrap();
    let f = k.iter().position(|x| x == "flees_instead_of_stress").unwrap();
    assert!(r < f);
    assert!(k.contains(&"fled".to_string()));
}

fn at(x_milli: i32, y: i32) -> Point {
    Point::new(congo_nile::tabletop::Length::milli(x_milli), congo_nile::tabletop::Length::inches(y))
}

// rule: CG-TERR-18
// rule: CG-TERR-17
#[test]
fn the_defender_of_an_obstacle_rerolls_its_failed_combat_dice() {
    let mut defenders = line("forest.cannibals", 16, 10);
    defenders.members = (0..5).map(|i| at(15_500 + 1000 * i, 10)).collect();
    let mut s = setup(
        vec![line("forest.warriors", 7, 10)],
        vec![defenders],
        TotemKind::Lion,
        vec![1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 5, 1, 1, 1, 0, 0],
    );
    s.table = low_wall_at_x15();
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let charge = Decision::Move {
        group: A,
        leader: FigureId(4),
        path: vec![Point::inches(15, 10)],
        engage: Some(D),
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &charge).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &roll()).unwrap();
    let re = ev.iter().find(|e| e.rule == "CG-TERR-18").expect("the failed dice are re-rolled");
    assert!(
        matches!(&re.what, What::Rolled { successes: 2, dice, .. } if dice.iter().filter(|d| d.was_rerolled()).count() == 4)
    );
    assert!(find(&ev, |w| matches!(w, What::MeleeResult { defender_hits: 2, .. })).is_some());
}

// rule: CG-MELEE-06
#[test]
fn an_attacker_left_partly_in_the_defenders_area_regroups_inside_it() {
    use congo_nile::congo::geometry::table::{AreaId, Height, TableSpec, TerrainArea};
    let spec = TableSpec {
        areas: vec![TerrainArea::new(
            1,
            vec![
                at(18_000, 20) - Point::new(congo_nile::tabletop::Length(0), congo_nile::tabletop::Length(500)),
                at(32_000, 20) - Point::new(congo_nile::tabletop::Length(0), congo_nile::tabletop::Length(500)),
                Point::inches(32, 30),
                Point::inches(18, 30),
            ],
            Height::Low,
            false,
            congo_nile::tabletop::Die::D8,
        )],
        ..TableSpec::default()
    };
    let mut s = setup(
        vec![line("forest.warriors", 21, 15)],
        vec![line("forest.cannibals", 21, 21)],
        TotemKind::Lion,
        vec![5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 0],
    );
    s.table = congo_nile::congo::space::Table::new(spec).unwrap();
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let charge = Decision::Move {
        group: A,
        leader: FigureId(0),
        path: vec![Point::inches(21, 19), Point::inches(21, 21)],
        engage: Some(D),
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &charge).unwrap();
    let inside = |g: &Game| {
        g.groups()[0]
            .figures
            .iter()
            .filter(|f| g.setup_ref().table.area_at(g.figures()[usize::from(f.0)].at) == Some(AreaId(1)))
            .count()
    };
    assert!(inside(&g) > 0 && inside(&g) < 5, "the special case: partly inside, partly out");
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &roll()).unwrap();
    // Won by five: three casualties, the cannibals retreat; then the warriors regroup.
    let d = g.legal_decisions(Player::Two)[0].clone();
    let mut ev = g.apply(Player::Two, &d).unwrap();
    ev.extend(lead(&mut g, 0));
    assert!(ev.iter().any(|e| e.rule == "CG-MELEE-06"));
    assert_eq!(inside(&g), 5);
}

/// Warriors charging Cannibals who stand behind an obstacle at x = 15" (from y = 5" to 15").
fn across(height: congo_nile::congo::geometry::table::Height, dice: Vec<u32>) -> Game {
    use congo_nile::congo::geometry::table::{Obstacle, ObstacleId, TableSpec};
    let spec = TableSpec {
        obstacles: vec![Obstacle { id: ObstacleId(1), from: Point::inches(15, 5), to: Point::inches(15, 15), height }],
        ..TableSpec::default()
    };
    let mut defenders = line("forest.cannibals", 16, 10);
    defenders.members = (0..5).map(|i| at(15_500 + 1000 * i, 10)).collect();
    let mut s = setup(vec![line("forest.warriors", 7, 10)], vec![defenders], TotemKind::Lion, dice);
    s.table = congo_nile::congo::space::Table::new(spec).unwrap();
    let mut g = Game::new(&s).unwrap();
    reveal(&mut g, 5, 1);
    let charge = Decision::Move {
        group: A,
        leader: FigureId(4),
        path: vec![Point::inches(15, 10)],
        engage: Some(D),
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &charge).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    g.apply(Player::Two, &roll()).unwrap();
    g
}

fn beyond_the_obstacle(g: &Game) -> usize {
    g.groups()[0].figures.iter().filter(|f| g.figures()[usize::from(f.0)].at.x >= at(15_500, 0).x).count()
}

// rule: CG-TERR-17
#[test]
fn the_winner_of_a_melee_across_an_obstacle_may_cross_it() {
    use congo_nile::congo::geometry::table::{Height, ObstacleId};
    // Attack 5 5 5 6 1 = 4 hits; defence five 1s, re-rolled (the obstacle): five 1s = 0 hits.
    // Won by four: three casualties, the cannibals retreat and draw (bag index 0).
    for height in [Height::Low, Height::High] {
        let mut g = across(height, vec![5, 5, 5, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
        let d = g.legal_decisions(Player::Two)[0].clone();
        g.apply(Player::Two, &d).unwrap();
        lead(&mut g, 0);
        assert_eq!(ask(&g), Ask::CrossObstacle { group: A, obstacle: ObstacleId(1) });
        assert_eq!(g.to_decide(), vec![Player::One], "the crossing is the winner's choice");
        assert_eq!(
            g.legal_decisions(Player::One),
            vec![Decision::CrossObstacle { cross: true }, Decision::CrossObstacle { cross: false }]
        );
        assert_eq!(beyond_the_obstacle(&g), 0);
        let before: Vec<Point> = g.groups()[0].figures.iter().map(|f| g.figures()[usize::from(f.0)].at).collect();
        // Declining leaves the group where it stands.
        let mut stay = g.clone();
        stay.apply(Player::One, &Decision::CrossObstacle { cross: false }).unwrap();
        let after: Vec<Point> = stay.groups()[0].figures.iter().map(|f| stay.figures()[usize::from(f.0)].at).collect();
        assert_eq!(before, after);
        // Crossing moves the whole group over, keeping its formation.
        let ev = g.apply(Player::One, &Decision::CrossObstacle { cross: true }).unwrap();
        let moved = find(&ev, |w| matches!(w, What::Moved { group: A, .. })).expect("the group crosses");
        assert_eq!(moved.rule, "CG-TERR-17");
        assert_eq!(beyond_the_obstacle(&g), 5, "{height:?}");
        let after: Vec<Point> = g.groups()[0].figures.iter().map(|f| g.figures()[usize::from(f.0)].at).collect();
        let shift = after[0] - before[0];
        assert!(before.iter().zip(&after).all(|(b, a)| *a - *b == shift), "the formation is kept");
        assert_eq!(shift.y, congo_nile::tabletop::Length::ZERO, "straight across the obstacle");
        assert!(matches!(ask(&g), Ask::CardAction { .. }), "then the card goes on");
    }
}

// rule: CG-TERR-17
#[test]
fn a_drawn_or_lost_melee_across_an_obstacle_gives_no_crossing() {
    // A draw (one hit each, after the re-roll): the cannibals retreat, both draw; no crossing.
    let mut g =
        across(congo_nile::congo::geometry::table::Height::Low, vec![5, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 0, 0]);
    lead(&mut g, 0);
    assert!(matches!(ask(&g), Ask::CardAction { .. }), "no crossing after a draw: {:?}", ask(&g));
    assert_eq!(beyond_the_obstacle(&g), 0);
}

/// The won-by-two melee of `won_by_two_the_loser_removes_two_retreats_then_both_draw` beside a
/// blocking copse north-west of the cannibals (x 3" to 11.3", y 17" to 25"). The loser has
/// removed its two casualties (figures 8 and 9); its retreat waits for the leading figure.
fn retreat_past_a_copse() -> Game {
    use congo_nile::congo::geometry::table::{Height, TableSpec, TerrainArea};
    let m = |x, y| Point::new(congo_nile::tabletop::Length::milli(x), congo_nile::tabletop::Length::milli(y));
    let outline = vec![m(3_000, 17_000), m(11_300, 17_000), m(11_300, 25_000), m(3_000, 25_000)];
    let copse = TerrainArea::new(1, outline, Height::High, true, Die::D8);
    let mut s = setup(
        vec![line("forest.warriors", 10, 10)],
        vec![line("forest.cannibals", 10, 16)],
        TotemKind::Lion,
        vec![5, 6, 7, 1, 1, 5, 1, 1, 1, 1, 10, 20],
    );
    s.table = congo_nile::congo::space::Table::new(TableSpec { areas: vec![copse], ..TableSpec::default() }).unwrap();
    let mut g = Game::new(&s).unwrap();
    fight(&mut g);
    g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(8), FigureId(9)] }).unwrap();
    g
}

fn spots(g: &Game, group: GroupId) -> Vec<Point> {
    g.groups()[usize::from(group.0)].figures.iter().map(|f| g.figures()[usize::from(f.0)].at).collect()
}

// rule: CG-FLIGHT-02
// rule: CG-FLIGHT-04
#[test]
fn the_retreating_owner_chooses_the_leading_figure_and_so_where_the_group_ends() {
    // "Choose freely the leading figure for this retreat and place the measuring stick so that
    // this figure moves away as far as possible from the group he faced." The copse blocks the
    // straight retreat north of the cannibal at 10": led by him the stick pivots west, under
    // the copse; led by the cannibal at 12" it runs north-east past the copse. The cannibal at
    // 11", hemmed in by the copse and his neighbours, cannot lead a full S and is not offered.
    let g = retreat_past_a_copse();
    let offered = vec![FigureId(5), FigureId(7)];
    assert_eq!(ask(&g), Ask::RunAwayLeader { group: D, figures: offered.clone() });
    assert_eq!(g.to_decide(), vec![Player::Two], "the retreating group's owner chooses");
    assert_eq!(
        g.legal_decisions(Player::Two),
        offered.iter().map(|&figure| Decision::RunAwayLeader { figure }).collect::<Vec<_>>()
    );
    assert!(g.legal_decisions(Player::One).is_empty());
    let copse_edge = congo_nile::tabletop::Length::milli(11_300);
    let mut ends = vec![];
    for leader in offered {
        let mut g = g.clone();
        let start = g.figures()[usize::from(leader.0)].at;
        let ev = g.apply(Player::Two, &Decision::RunAwayLeader { figure: leader }).unwrap();
        let moved = find(&ev, |w| matches!(w, What::Moved { group: D, .. })).expect("the retreat move");
        assert!(matches!(moved.what, What::Moved { leader: l, .. } if l == leader));
        assert!(find(&ev, |w| matches!(w, What::Retreated { group: D, from: A, limited: false })).is_some());
        let end = g.figures()[usize::from(leader.0)].at;
        let s = congo_nile::tabletop::Length::inches(4);
        assert!(start.distance(end) > s - congo_nile::tabletop::Length::milli(5), "a full S: {start:?} to {end:?}");
        let nearest = |p: Point| spots(&g, A).iter().map(|w| w.distance_sq(p)).min().unwrap();
        assert!(nearest(end) > nearest(start), "the leader ends farther from the warriors");
        let in_copse = |p: &Point| g.setup_ref().table.area_at(*p).is_some();
        assert!(!spots(&g, D).iter().any(in_copse), "no figure in the blocking copse");
        ends.push(spots(&g, D));
    }
    assert!(ends[0].iter().all(|p| p.x < copse_edge), "led by figure 5: west, under the copse {:?}", ends[0]);
    assert!(ends[1].iter().all(|p| p.x > copse_edge), "led by figure 7: north-east of it {:?}", ends[1]);
}

// rule: CG-FLIGHT-02
#[test]
fn a_run_away_leader_that_is_not_offered_is_refused_and_changes_nothing() {
    use congo_nile::congo::RuleError;
    use congo_nile::tabletop::error::{Coded, ErrorCode};
    let mut g = retreat_past_a_copse();
    let before = json(&g);
    let lead = |figure: u16| Decision::RunAwayLeader { figure: FigureId(figure) };
    assert_eq!(g.apply(Player::One, &lead(5)), Err(RuleError::NotYourDecision { player: Player::One }));
    for (figure, why) in [(999, "no such figure"), (0, "a warrior, of the other group"), (8, "a removed cannibal")] {
        let e = g.apply(Player::Two, &lead(figure)).expect_err(why);
        assert_eq!(e, RuleError::UnknownFigure { figure: FigureId(figure), group: D }, "{why}");
        assert_eq!(e.code(), ErrorCode::UnknownId);
    }
    let hemmed_in = g.apply(Player::Two, &lead(6)).expect_err("figure 6 cannot lead a full S");
    assert!(hemmed_in.to_string().contains("expected one of [5, 7]"), "{hemmed_in}");
    let offered = vec![FigureId(5), FigureId(7)];
    assert_eq!(hemmed_in, RuleError::Unavailable(Unavailable::RunAwayLeader { figure: FigureId(6), offered }));
    assert_eq!(g.apply(Player::Two, &Decision::Stay), Err(RuleError::WrongDecision { expected: "run_away_leader" }));
    assert_eq!(before, json(&g), "every refusal leaves the game as it was");
    assert!(g.apply(Player::Two, &lead(7)).is_ok());
}

// rule: CG-FLIGHT-02
#[test]
fn a_lone_figure_retreats_unasked() {
    // Won by four: three of the four askaris fall; the last one is the only figure that can
    // lead the retreat, so his owner is not asked.
    let s = setup(
        vec![line("forest.warriors", 10, 10)],
        vec![line("wme.trained_askaris", 10, 16)],
        TotemKind::Lion,
        vec![5, 5, 5, 5, 1, 1, 1, 1, 1, 0],
    );
    let mut g = Game::new(&s).unwrap();
    let mut ev = fight(&mut g);
    assert!(matches!(ask(&g), Ask::Casualties { group: D, count: 3, .. }));
    ev.extend(
        g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(6), FigureId(7), FigureId(8)] })
            .unwrap(),
    );
    let moved = find(&ev, |w| matches!(w, What::Moved { group: D, .. })).expect("the retreat move");
    assert!(matches!(moved.what, What::Moved { leader: FigureId(5), .. }));
    assert!(find(&ev, |w| matches!(w, What::Retreated { group: D, limited: false, .. })).is_some());
    assert!(matches!(ask(&g), Ask::CardAction { .. }), "no leader asked: {:?}", ask(&g));
}
