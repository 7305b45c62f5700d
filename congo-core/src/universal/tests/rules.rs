use super::*;
use crate::adventure::{Condition, ObjectId, ObjectiveFacts};
use crate::decision::Decision;
use crate::event::What;
use crate::geometry::{AreaId, Edge};
use crate::pending::Ask;
use crate::universal::OffTable;
use tabletop::RulesGame;

const ONE: GroupId = GroupId(0);

fn treasure_game() -> (Game, usize) {
    let mut g = game("gorilla_clearing");
    only(&mut g, &[ONE, GroupId(1)]);
    put(&mut g, ONE, 34, 30);
    put(&mut g, GroupId(1), 34, 12);
    let t = piece_of(&g, |k| matches!(k, PieceKind::Object { .. }));
    lay(&mut g, t, 35, 33);
    resolving(&mut g, Player::One);
    (g, t)
}

// rule: CG-OBJ-01
#[test]
fn objects_a_stick_touching_the_object_picks_it_up_and_the_leader_takes_its_place() {
    let (mut g, t) = treasure_game();
    // The group's second figure stands at (35", 30"), 3" south of the treasure.
    let leader = g.groups[0].figures[1];
    let d = Decision::Reach { group: ONE, leader, path: vec![Point::inches(35, 33)], piece: t as u16, formation: None };
    assert!(
        g.legal_decisions(Player::One)
            .iter()
            .any(|x| matches!(x, Decision::Reach { piece, .. } if usize::from(*piece) == t))
    );
    let ev = g.apply(Player::One, &d).expect("reaches the treasure");
    assert!(ev.iter().any(|e| e.what == What::PiecePickedUp { group: ONE, piece: t as u16 }));
    assert_eq!(g.universal.pieces[t].place, Place::With { group: ONE });
    assert_eq!(g.figures[usize::from(leader.0)].at, Point::inches(35, 33), "the leader stands where the object was");
    let treasure = ObjectId::new("treasure");
    assert_eq!(g.carrier_of(&treasure), Some(Player::One));
    assert_eq!(Condition::CarriesObject { object: treasure }.count(Player::One, &g, &[]), Ok(1));
}

// rule: CG-OBJ-01
#[test]
fn objects_a_move_that_does_not_touch_the_object_is_refused_and_changes_nothing() {
    let (mut g, t) = treasure_game();
    let before = g.clone();
    let d = Decision::Reach {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(31, 30)],
        piece: t as u16,
        formation: None,
    };
    assert!(g.apply(Player::One, &d).is_err());
    assert_eq!(g, before);
}

// rule: CG-OBJ-05, CG-WME-07
#[test]
fn objects_a_bulky_object_stops_the_pace_unless_a_bearer_carries_it() {
    let (mut g, t) = treasure_game();
    // Group 0 (no bearer) with the bulky treasure: no pace, as with a Movement Stress token.
    crate::universal::pieces::give(&mut g, t, ONE).expect("gives");
    assert_eq!(crate::universal::pieces::move_limits(&g, ONE).expect("limits"), (true, false));
    let leader = first(&g, ONE);
    let pace = Decision::Move {
        group: ONE,
        leader,
        path: vec![Point::inches(34, 26), Point::inches(30, 26)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.clone().apply(Player::One, &pace).is_err(), "no pace with a bulky object");
    // Group 1 has a bearer: he ignores the bulky penalty.
    let bearers = g.values(GroupId(1)).expect("values").auxiliaries.len();
    assert_eq!(bearers, 1, "the sample column's second group has a bearer");
    crate::universal::pieces::give(&mut g, t, GroupId(1)).expect("gives");
    assert_eq!(crate::universal::pieces::move_limits(&g, GroupId(1)).expect("limits"), (true, true));
}

// rule: CG-OBJ-04
#[test]
fn objects_a_fleeing_carrier_leaves_the_object_where_it_stood() {
    let (mut g, t) = treasure_game();
    crate::universal::pieces::give(&mut g, t, ONE).expect("gives");
    g.groups[0].loot = 2;
    let spot = g.figures[usize::from(first(&g, ONE).0)].at;
    let mut ev = Vec::new();
    g.stack.push(crate::flight::Flee::new(ONE));
    g.run(&mut ev).expect("flees");
    assert_eq!(g.universal.pieces[t].place, Place::Table { at: spot });
    assert_eq!(g.groups[0].loot, 0, "its loot is left too");
    let loot_left = g
        .universal
        .pieces
        .iter()
        .filter(|p| p.kind == (PieceKind::Loot { bulky: false }) && p.place == Place::Table { at: spot })
        .count();
    assert_eq!(loot_left, 2);
    assert!(ev.iter().any(|e| matches!(&e.what, What::PiecesLeft { group, .. } if *group == ONE)));
}

// rule: CG-OBJ-02, CG-OBJ-03
#[test]
fn objects_the_winner_of_a_melee_takes_the_object_of_the_retreating_or_wiped_out_loser() {
    let (mut g, t) = treasure_game();
    crate::universal::pieces::give(&mut g, t, ONE).expect("gives");
    let mut ev = Vec::new();
    crate::universal::pieces::on_melee_lost(&mut g, ONE, GroupId(1), &mut ev).expect("hands over");
    assert_eq!(g.universal.pieces[t].place, Place::With { group: GroupId(1) });
    // Wiped out in a melee: the object first lies where the group stood, then goes to the winner.
    g.groups[1].figures.clear();
    crate::casualties::check_group(&mut g, GroupId(1), &mut ev).expect("eliminated");
    assert!(matches!(g.universal.pieces[t].place, Place::Table { .. }));
    crate::universal::pieces::on_melee_lost(&mut g, GroupId(1), ONE, &mut ev).expect("hands over");
    assert_eq!(g.universal.pieces[t].place, Place::With { group: ONE });
}

// rule: CG-OBJ-04
#[test]
fn objects_a_carrier_eliminated_by_shooting_leaves_the_object_to_be_picked_up_again() {
    let (mut g, t) = treasure_game();
    crate::universal::pieces::give(&mut g, t, ONE).expect("gives");
    let mut ev = Vec::new();
    for f in g.groups[0].figures.clone() {
        crate::casualties::remove_figure(&mut g, f, "CG-SHOOT-15", &mut ev).expect("removed");
    }
    crate::casualties::check_group(&mut g, ONE, &mut ev).expect("eliminated");
    assert!(matches!(g.universal.pieces[t].place, Place::Table { .. }));
    assert_eq!(g.carrier_of(&ObjectId::new("treasure")), None);
}

fn race() -> Game {
    let mut g = game("savannah_race");
    // Column One's first group by the west edge.
    only(&mut g, &[ONE]);
    put(&mut g, ONE, 3, 30);
    resolving(&mut g, Player::One);
    g
}

// rule: CG-USR-09
#[test]
fn exiting_the_table_a_stick_ending_off_the_open_edge_takes_the_group_off_with_what_it_carries() {
    let mut g = race();
    let idol = piece_of(&g, |k| matches!(k, PieceKind::Object { id, .. } if id.0 == "ivory_idol"));
    crate::universal::pieces::give(&mut g, idol, ONE).expect("gives");
    let eliminated = g.groups_eliminated(Player::One);
    let d = Decision::Move {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(0, 30)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(
        g.legal_decisions(Player::One)
            .iter()
            .any(|x| matches!(x, Decision::Move { path, .. } if path.last().is_some_and(|p| p.x.0 < 500)))
    );
    let ev = g.apply(Player::One, &d).expect("leaves by the west edge");
    assert!(ev.iter().any(|e| e.what == What::GroupExited { group: ONE, edge: Edge::West }));
    assert!(matches!(g.groups[0].off_table, Some(OffTable::Exited { edge: Edge::West, .. })));
    assert!(!g.groups[0].in_play());
    assert_eq!(g.object_exited(&ObjectId::new("ivory_idol")), Some((Player::One, Edge::West)));
    assert_eq!(g.groups_exited(Player::One, Some(Edge::West)), 1);
    assert_eq!(g.groups_eliminated(Player::One), eliminated, "a group that left is not eliminated");
}

// rule: CG-USR-09
#[test]
fn exiting_the_table_is_refused_by_an_edge_the_adventure_does_not_open() {
    let mut g = race();
    put(&mut g, ONE, 66, 30);
    let before = g.clone();
    let d = Decision::Move {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(73, 30)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::One, &d).is_err(), "column One may only leave by the west edge");
    assert_eq!(g, before);
}

// rule: CG-USR-08
#[test]
fn enter_on_the_table_a_waiting_group_comes_on_at_its_entry_point_with_a_move_action() {
    let mut g = game("night_ambush");
    // The caravan (column One) waits off table at (0", 24").
    assert!(
        g.groups
            .iter()
            .filter(|gr| gr.owner == Player::One)
            .all(|gr| matches!(gr.off_table, Some(OffTable::Waiting { .. })))
    );
    assert!(!g.groups[0].in_play());
    resolving(&mut g, Player::One);
    g.groups[0].stress.clear();
    let legal = g.legal_decisions(Player::One);
    if let Err(e) = g
        .clone()
        .apply(Player::One, &Decision::Enter { group: ONE, second: None, engage: None, formation: None, animal: None })
    {
        panic!("{e}");
    }
    assert!(legal.iter().any(|d| matches!(d, Decision::Enter { group, .. } if *group == ONE)));
    let ev = g
        .apply(Player::One, &Decision::Enter { group: ONE, second: None, engage: None, formation: None, animal: None })
        .expect("enters");
    assert!(ev.iter().any(|e| matches!(e.what, What::GroupEntered { group: ONE, .. })));
    // The group enters, then its move is told.
    let at = |f: fn(&What) -> bool| ev.iter().position(|e| f(&e.what)).expect("the event");
    assert!(at(|w| matches!(w, What::GroupEntered { .. })) < at(|w| matches!(w, What::Moved { group: ONE, .. })));
    assert!(g.groups[0].in_play());
    let leader = g.figures[usize::from(first(&g, ONE).0)].at;
    assert_eq!(
        leader,
        Point::new(tabletop::Length::milli(500), tabletop::Length::inches(24)),
        "the leader's base touches the edge at the entry point"
    );
}

// rule: CG-USR-08, CG-ANIMAL-06, CG-ANIMAL-08
#[test]
fn enter_on_the_table_the_second_stick_may_engage_a_wild_animal() {
    use crate::wild::{Animal, AnimalId};
    use alloc::string::ToString;
    let mut g = game("night_ambush");
    resolving(&mut g, Player::One);
    g.groups[0].stress.clear();
    // A lion 5.4" in from the caravan's entry point (0", 24"): the second stick touches it.
    let at = Point::new(tabletop::Length::milli(5_400), tabletop::Length::inches(24));
    let kind = crate::adventure::animals::AnimalKind::Lion;
    g.terrain.animals.push(Animal { kind, at, home: AreaId(0), enraged: 0, alive: true });
    let enter = |engage, animal| Decision::Enter {
        group: ONE,
        second: Some(Point::new(tabletop::Length::milli(4_500), tabletop::Length::inches(24))),
        engage,
        formation: None,
        animal,
    };
    let before = g.clone();
    let e = g.clone().apply(Player::One, &enter(None, None)).unwrap_err();
    assert!(e.to_string().contains("may not engage"), "{e}");
    let e = g.clone().apply(Player::One, &enter(Some(GroupId(1)), Some(AnimalId(0)))).unwrap_err();
    assert!(e.to_string().contains("not both"), "{e}");
    assert_eq!(g, before);
    let ev = g.apply(Player::One, &enter(None, Some(AnimalId(0)))).expect("enters and engages the lion");
    assert!(ev.iter().any(|e| matches!(e.what, What::GroupEntered { group: ONE, .. })));
    assert!(ev.iter().any(|e| e.rule == "CG-ANIMAL-08"
        && matches!(
            &e.what,
            What::Terrain {
                event: crate::exploration::TerrainEvent::AnimalEngaged { group: ONE, animal: AnimalId(0) }
            }
        )));
    let leader = g.figures[usize::from(first(&g, ONE).0)].at;
    assert!(crate::geometry::base::in_contact(leader, at), "the leading figure stops in base contact");
    assert!(matches!(
        g.prompts()[0].ask,
        Ask::Roll { group: ONE, purpose: crate::pending::RollPurpose::MeleeAttack, .. }
    ));
    // At four Stress tokens the entry may not engage.
    let mut tired = before.clone();
    tired.groups[0].stress = vec![crate::stress::StressKind::Shooting; 4];
    let e = tired.apply(Player::One, &enter(None, Some(AnimalId(0)))).unwrap_err();
    assert!(e.to_string().contains("four stress tokens"), "{e}");
}

// rule: CG-USR-08
#[test]
fn enter_on_the_table_waits_for_the_detachments_turn_and_rolls_a_random_entry_point() {
    let mut g = game("savannah_race");
    let porters =
        g.groups.iter().position(|gr| gr.owner == Player::One && gr.off_table.is_some()).expect("the porters wait");
    let porters = GroupId(porters as u16);
    resolving(&mut g, Player::One);
    let d = Decision::Enter { group: porters, second: None, engage: None, formation: None, animal: None };
    assert!(g.clone().apply(Player::One, &d).is_err(), "the porters arrive from turn 3");
    // Turn 3: the entry point is rolled (D6: 5 picks the second of three points).
    g.turn = 3;
    dice(&mut g, &[5, 2]);
    let mut ev = Vec::new();
    crate::universal::edge::roll_entry_points(&mut g, &mut ev).expect("rolls");
    let rolled: Vec<_> = ev
        .iter()
        .filter_map(|e| match e.what {
            What::EntryPointRolled { player, point, .. } => Some((player, point)),
            _ => None,
        })
        .collect();
    assert_eq!(rolled, vec![(Player::One, Point::inches(0, 24)), (Player::Two, Point::inches(72, 24))]);
    resolving(&mut g, Player::One);
    g.apply(Player::One, &d).expect("enters on turn 3");
    assert!(g.groups[usize::from(porters.0)].in_play());
}

fn village() -> Game {
    let mut g = game("cattle_raid");
    only(&mut g, &[ONE, GroupId(5)]);
    // The west hut is the 3" square from (28", 18"): column One's first group in a row along its
    // north side, its second figure in base contact.
    let figs = g.groups[0].figures.clone();
    for (k, f) in figs.iter().enumerate() {
        g.figures[usize::from(f.0)].at =
            Point::new(tabletop::Length::inches(27 + k as i32), tabletop::Length::milli(21_502));
    }
    put(&mut g, GroupId(5), 50, 10);
    resolving(&mut g, Player::One);
    g
}

// rule: CG-USR-23, CG-USR-26, CG-USR-28
#[test]
fn plunder_a_group_starting_in_contact_plunders_then_may_move_s() {
    let mut g = village();
    assert_eq!(crate::universal::plunder::houses_touching(&g, ONE), vec![AreaId(2)]);
    assert!(g.legal_decisions(Player::One).contains(&Decision::Plunder { group: ONE, building: AreaId(2) }));
    dice(&mut g, &[5]);
    let ev = g.apply(Player::One, &Decision::Plunder { group: ONE, building: AreaId(2) }).expect("plunders");
    assert!(rules(&ev).contains(&"CG-USR-26"));
    assert_eq!(g.plunder_tokens(Player::One), 1);
    assert!(matches!(g.prompts()[0].ask, Ask::MoveAfterPlunder { group: ONE }));
    assert!(g.legal_decisions(Player::One).contains(&Decision::Stay));
    g.apply(Player::One, &Decision::Stay).expect("stays");
    assert!(matches!(g.prompts()[0].ask, Ask::CardAction { .. }));
}

// rule: CG-USR-27, CG-USR-29
#[test]
fn plunder_a_burning_or_emptied_house_yields_no_more_tokens() {
    let mut g = village();
    let mut ev = Vec::new();
    dice(&mut g, &[6, 5]);
    crate::universal::plunder::plunder(&mut g, ONE, AreaId(2), &mut ev).expect("burns it down");
    assert!(ev.iter().any(|e| e.what == What::HouseOnFire { building: AreaId(2) }));
    crate::universal::plunder::plunder(&mut g, ONE, AreaId(2), &mut ev).expect("plunders again");
    assert_eq!(g.plunder_tokens(Player::One), 1, "one token per building, none once on fire");
}

// rule: CG-USR-24, CG-USR-25
#[test]
fn plunder_disturbed_gives_the_opponent_a_totem_card_and_good_food_gives_one_to_you() {
    let mut g = village();
    let hands = |g: &Game| [g.players[0].totems.hand.len(), g.players[1].totems.hand.len()];
    let before = hands(&g);
    let mut ev = Vec::new();
    dice(&mut g, &[1, 3]);
    crate::universal::plunder::plunder(&mut g, ONE, AreaId(2), &mut ev).expect("disturbed");
    assert_eq!(hands(&g), [before[0], before[1] + 1]);
    crate::universal::plunder::plunder(&mut g, ONE, AreaId(2), &mut ev).expect("good food");
    assert_eq!(hands(&g), [before[0] + 1, before[1] + 1]);
    assert_eq!(g.plunder_tokens(Player::One), 0);
}

// rule: CG-USR-23
#[test]
fn plunder_is_offered_after_a_move_ending_in_contact_without_the_pace() {
    let mut g = village();
    let n = g.groups[0].figures.len() as i32;
    put(&mut g, ONE, 24 - (n - 1), 19);
    // The east end of the row moves 3.5" east and ends in base contact with the hut's west side
    // (x = 28"), without the pace.
    let leader = *g.groups[0].figures.last().expect("figures");
    let x = g.figures[usize::from(leader.0)].at.x.0;
    let d = Decision::Move {
        group: ONE,
        leader,
        path: vec![Point::new(tabletop::Length::milli(27_498), tabletop::Length::inches(19))],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(x >= 23_498, "within one stick");
    g.apply(Player::One, &d).expect("moves");
    assert!(matches!(&g.prompts()[0].ask, Ask::Plunder { group: ONE, houses } if houses.contains(&AreaId(2))));
    dice(&mut g, &[5]);
    g.apply(Player::One, &Decision::Plunder { group: ONE, building: AreaId(2) }).expect("plunders");
    assert_eq!(g.plunder_tokens(Player::One), 1);
}

// rule: CG-USR-17
#[test]
fn cattle_a_group_that_wins_the_melee_against_the_animal_takes_it_and_one_that_loses_drives_it_off() {
    let mut g = village();
    let cow = piece_of(&g, |k| matches!(k, PieceKind::Cattle { .. }));
    lay(&mut g, cow, 30, 30);
    put(&mut g, ONE, 24, 30);
    // The leader is the east end of the row (x = 24 + n - 1); the cow 2" or so beyond it.
    let n = g.groups[0].figures.len() as i32;
    let leader = *g.groups[0].figures.last().expect("figures");
    lay(&mut g, cow, 24 + n + 2, 30);
    let d = Decision::Reach {
        group: ONE,
        leader,
        path: vec![Point::inches(24 + n + 2, 30)],
        piece: cow as u16,
        formation: None,
    };
    let mut lost = g.clone();
    g.apply(Player::One, &d).expect("comes into contact");
    assert!(matches!(g.prompts()[0].ask, Ask::Roll { group: ONE, .. }));
    // The group rolls its Combat dice (all 6s), the animal 3D6 (1s): won, it joins the group.
    let combat = match &g.prompts()[0].ask {
        Ask::Roll { dice, .. } => dice.len(),
        _ => 0,
    };
    let mut faces: Vec<u32> = vec![6; combat];
    faces.extend([1, 1, 1]);
    dice(&mut g, &faces);
    let ev = g.apply(Player::One, &Decision::Roll { drop: Vec::new(), crocodile: None }).expect("rolls");
    assert!(ev.iter().any(|e| matches!(e.what, What::CattleMelee { won: true, .. })));
    assert_eq!(g.universal.pieces[cow].place, Place::With { group: ONE });
    assert_eq!(g.cattle_with(Player::One), 1);
    // Lost: the animal moves M away.
    lost.apply(Player::One, &d).expect("comes into contact");
    let mut faces: Vec<u32> = vec![1; combat];
    faces.extend([6, 6, 6]);
    dice(&mut lost, &faces);
    let ev = lost.apply(Player::One, &Decision::Roll { drop: Vec::new(), crocodile: None }).expect("rolls");
    assert!(ev.iter().any(|e| matches!(e.what, What::CattleMelee { won: false, .. })));
    let Place::Table { at } = lost.universal.pieces[cow].place else { panic!("the animal is still on the table") };
    assert_eq!(at.x.0 - (24 + n + 2) * 1000, 6_000, "it ran M straight away east");
}

// rule: CG-USR-18
#[test]
fn cattle_animals_out_of_the_enclosure_move_s_away_at_the_end_of_the_turn() {
    let mut g = village();
    let cows: Vec<usize> = (0..g.universal.pieces.len())
        .filter(|&i| matches!(g.universal.pieces[i].kind, PieceKind::Cattle { .. }))
        .collect();
    let penned = g.universal.pieces[cows[1]].place;
    lay(&mut g, cows[0], 20, 40);
    put(&mut g, ONE, 20, 34);
    let mut ev = Vec::new();
    crate::universal::end_of_turn(&mut g, &mut ev).expect("moves");
    assert_eq!(
        g.universal.pieces[cows[0]].place,
        Place::Table { at: Point::inches(20, 44) },
        "S straight away from the group"
    );
    assert_eq!(g.universal.pieces[cows[1]].place, penned, "the kraal holds the others");
    assert!(rules(&ev).contains(&"CG-USR-18"));
}

// rule: CG-USR-18
#[test]
fn cattle_flee_a_wild_animal_nearer_than_any_group() {
    // The group 6" north of the cow, a lion 3" south of it: the cow runs S north-ward, away from
    // the lion ("away from the closest enemy group or nearest wild animal").
    let mut g = village();
    let cow = (0..g.universal.pieces.len())
        .find(|&i| matches!(g.universal.pieces[i].kind, PieceKind::Cattle { .. }))
        .expect("a cow");
    lay(&mut g, cow, 40, 40);
    put(&mut g, ONE, 40, 34);
    g.terrain.animals.push(crate::wild::Animal {
        kind: crate::adventure::animals::AnimalKind::Lion,
        at: Point::inches(40, 43),
        home: AreaId(1),
        enraged: 0,
        alive: true,
    });
    let mut ev = Vec::new();
    crate::universal::end_of_turn(&mut g, &mut ev).expect("moves");
    let Place::Table { at } = g.universal.pieces[cow].place else { panic!("on the table") };
    assert!(at.y < Point::inches(40, 40).y, "it ran away from the lion, toward the group: {at:?}");
    assert!(rules(&ev).contains(&"CG-USR-18"));
}

// rule: CG-USR-12, CG-USR-13
#[test]
fn independent_character_joins_the_group_whose_stick_touches_him_and_goes_to_a_melee_winner() {
    let mut g = village();
    let missionary = piece_of(&g, |k| matches!(k, PieceKind::Character { .. }));
    lay(&mut g, missionary, 36, 30);
    put(&mut g, ONE, 28, 30);
    let n = g.groups[0].figures.len() as i32;
    let leader = *g.groups[0].figures.last().expect("figures");
    let _ = n;
    let d = Decision::Reach {
        group: ONE,
        leader,
        path: vec![Point::inches(36, 30)],
        piece: missionary as u16,
        formation: None,
    };
    let ev = g.apply(Player::One, &d).expect("joins him");
    assert!(ev.iter().any(|e| matches!(e.what, What::CharacterJoined { group: ONE, .. })));
    assert_eq!(g.independent_character_with("the missionary"), Some(Player::One));
    let mut ev = Vec::new();
    crate::universal::pieces::on_melee_lost(&mut g, ONE, GroupId(5), &mut ev).expect("hands over");
    assert_eq!(g.independent_character_with("the missionary"), Some(Player::Two));
}

// rule: CG-USR-01
#[test]
fn exhausted_each_group_rolls_a_d8_success_nothing_failure_a_token_one_a_token_and_a_figure() {
    let mut g = game("night_ambush");
    let caravan: Vec<usize> = (0..g.groups.len()).filter(|&i| g.groups[i].owner == Player::One).collect();
    for &i in &caravan {
        g.groups[i].stress.clear();
    }
    let figures = g.groups[caravan[2]].figures.len();
    g.stack.clear();
    // D8s: 8 (fresh), 3 (a token: bag index 0), 1 (a token: bag index 0, then a figure), then 8s.
    let mut faces = vec![8, 3, 0, 1, 0];
    faces.extend(core::iter::repeat_n(8, caravan.len()));
    dice(&mut g, &faces);
    let mut ev = Vec::new();
    crate::universal::exhausted::start(&mut g, &mut ev).expect("rolls");
    let rolls: Vec<_> = ev
        .iter()
        .filter_map(|e| match e.what {
            What::ExhaustedRoll { result, .. } => Some(result),
            _ => None,
        })
        .collect();
    use crate::adventure::ExhaustedResult as R;
    assert_eq!(&rolls[..3], &[R::Fresh, R::Stress, R::StressAndFigure]);
    assert_eq!(
        (g.groups[caravan[0]].stress.len(), g.groups[caravan[1]].stress.len(), g.groups[caravan[2]].stress.len()),
        (0, 1, 1)
    );
    // The owner chooses the figure lost (the Adventurers' Reckless declined first, if offered).
    while matches!(g.prompts()[0].ask, Ask::UseRule { .. }) {
        g.apply(Player::One, &Decision::UseRule { accept: false }).expect("declines");
    }
    let Ask::Casualties { group, count: 1, .. } = g.prompts()[0].ask.clone() else {
        panic!("a casualty choice: {:?}", g.prompts())
    };
    assert_eq!(usize::from(group.0), caravan[2]);
    let choice = g.legal_decisions(Player::One).into_iter().next().expect("a choice");
    g.apply(Player::One, &choice).expect("removes one");
    assert_eq!(g.groups[caravan[2]].figures.len(), figures - 1);
}

// rule: CG-USR-02
#[test]
fn confusion_deals_three_cards_one_may_be_swapped_keeping_all_three_earns_a_totem_card() {
    let mut g = game("cattle_raid");
    let Ask::Confusion { hand } = g.prompts()[0].ask.clone() else { panic!("confusion on turn 1: {:?}", g.prompts()) };
    assert_eq!(hand.len(), 3);
    assert_eq!(g.legal_decisions(Player::One).len(), 4, "keep, or discard one of three");
    // The opponent does not see the hand.
    let seen = g.view(Player::Two);
    assert!(matches!(&seen.prompts[0].ask, Ask::Confusion { hand } if hand.is_empty()));
    assert!(seen.adventure.confusion[0].is_none());
    let totems = g.players[0].totems.hand.len();
    g.apply(Player::One, &Decision::Confusion { discard: None }).expect("keeps");
    assert_eq!(g.players[0].totems.hand.len(), totems + 1, "a Totem card for keeping all three");
    let Ask::Confusion { hand: two } = g.prompts()[0].ask.clone() else { panic!("player two's hand") };
    let ev = g.apply(Player::Two, &Decision::Confusion { discard: Some(two[0]) }).expect("swaps");
    let swapped = ev.iter().find_map(|e| match &e.what {
        What::ConfusionSwapped { drawn, .. } => *drawn,
        _ => None,
    });
    let drawn = swapped.expect("a card drawn");
    assert!(!two.contains(&drawn));
    let mut expected: Vec<u8> = two[1..].to_vec();
    expected.push(drawn);
    expected.sort_unstable();
    assert_eq!(g.players[1].chosen, expected);
    assert!(matches!(g.phase, Phase::ChooseCard { .. }), "both hands stand: the first step begins");
}

// rule: CG-ADV-05, CG-USR-09
#[test]
fn premature_end_when_every_object_left_the_table_or_a_column_is_gone() {
    let mut g = game("savannah_race");
    assert!(!crate::universal::premature_end(&g));
    let objects: Vec<usize> = (0..g.universal.pieces.len())
        .filter(|&i| matches!(g.universal.pieces[i].kind, PieceKind::Object { .. }))
        .collect();
    for &i in &objects[..objects.len() - 1] {
        crate::universal::pieces::give(&mut g, i, ONE).expect("gives");
    }
    g.groups[0].off_table = Some(OffTable::Exited { edge: Edge::West, turn: 2 });
    assert!(!crate::universal::premature_end(&g), "one idol is still on the table");
    let last = objects[objects.len() - 1];
    crate::universal::pieces::give(&mut g, last, ONE).expect("gives");
    assert!(crate::universal::premature_end(&g), "every idol left the table");
    // Ambush by Night ends when the caravan is gone: every group eliminated or off the table
    // (groups still waiting to enter do not count as gone).
    let mut g = game("night_ambush");
    assert!(!crate::universal::premature_end(&g));
    for gr in g.groups.iter_mut().filter(|gr| gr.owner == Player::One) {
        gr.off_table = Some(OffTable::Exited { edge: Edge::East, turn: 3 });
    }
    assert!(crate::universal::premature_end(&g));
}

// rule: CG-VP-04, CG-ADV-01
#[test]
fn the_objectives_count_what_the_columns_did_in_play() {
    use crate::adventure::Side;
    let objectives = |g: &Game, side: Side| -> Vec<i32> {
        let a = g.setup.adventure.as_ref().expect("an adventure");
        a.adventure
            .objectives
            .iter()
            .map(|o| o.points_for(side, g, crate::objectives::CUSTOM_OBJECTIVES).expect("known"))
            .collect()
    };
    // The race: the ivory idol carried off by the west edge (5 VP), more groups home (3 VP), two
    // Plunder tokens (2 VP each).
    let mut g = game("savannah_race");
    let idol = piece_of(&g, |k| matches!(k, PieceKind::Object { id, .. } if id.0 == "ivory_idol"));
    crate::universal::pieces::give(&mut g, idol, ONE).expect("gives");
    g.groups[0].off_table = Some(OffTable::Exited { edge: Edge::West, turn: 4 });
    g.universal.plunder_tokens[2] = 2; // group 1 is the porters, waiting off table
    assert_eq!(objectives(&g, Side::One), vec![5, 0, 0, 3, 4]);
    assert_eq!(objectives(&g, Side::Two), vec![0, 0, 0, 0, 0]);
    // The cattle raid: two head of cattle with the raiders (3 VP each), the missionary with the
    // villagers (3 VP).
    let mut g = game("cattle_raid");
    let cows: Vec<usize> = (0..g.universal.pieces.len())
        .filter(|&i| matches!(g.universal.pieces[i].kind, PieceKind::Cattle { .. }))
        .collect();
    crate::universal::pieces::give(&mut g, cows[0], ONE).expect("gives");
    crate::universal::pieces::give(&mut g, cows[1], ONE).expect("gives");
    let two = GroupId(g.groups.iter().position(|gr| gr.owner == Player::Two).expect("a village group") as u16);
    let missionary = piece_of(&g, |k| matches!(k, PieceKind::Character { .. }));
    crate::universal::pieces::give(&mut g, missionary, two).expect("gives");
    assert_eq!(objectives(&g, Side::One), vec![6, 0, 0, 0]);
    assert_eq!(objectives(&g, Side::Two), vec![0, 0, 3, 0]);
    // Ambush by Night: each caravan group off by the east edge, 4 VP.
    let mut g = game("night_ambush");
    g.groups[0].off_table = Some(OffTable::Exited { edge: Edge::East, turn: 5 });
    g.groups[1].off_table = Some(OffTable::Exited { edge: Edge::East, turn: 6 });
    assert_eq!(objectives(&g, Side::One)[0], 8);
}

// rule: CG-VP-02
#[test]
fn loot_carried_off_the_table_still_scores_and_bulky_loot_counts() {
    let mut g = game("savannah_race");
    g.groups[0].loot = 2;
    crate::universal::pieces::gain_loot(&mut g, ONE, true).expect("bulky loot");
    assert_eq!(crate::universal::loot_held(&g, Player::One), 3);
    assert_eq!(crate::universal::bulky_carried(&g, ONE), 1);
    g.groups[0].off_table = Some(OffTable::Exited { edge: Edge::West, turn: 2 });
    assert_eq!(crate::universal::loot_held(&g, Player::One), 3, "what left the table is still held");
    g.groups[0].eliminated = true;
    assert_eq!(crate::universal::loot_held(&g, Player::One), 0);
}

// rule: CG-USR-19, CG-USR-08
#[test]
fn reinforcements_let_a_waiting_detachment_enter_at_once() {
    let mut g = game("savannah_race");
    let porters =
        g.groups.iter().position(|gr| gr.owner == Player::One && gr.off_table.is_some()).expect("the porters wait");
    let porters = GroupId(porters as u16);
    resolving(&mut g, Player::One);
    let d = Decision::Enter { group: porters, second: None, engage: None, formation: None, animal: None };
    assert!(g.clone().apply(Player::One, &d).is_err(), "the porters arrive from turn 3");
    // The Event token's reinforcements on turn 1: the entry point is rolled at once (D6 5).
    dice(&mut g, &[5]);
    let mut ev = Vec::new();
    crate::conditions::reinforce(&mut g, Player::One, "the porters", &mut ev).expect("reinforces");
    assert!(ev.iter().any(|e| matches!(&e.what, What::EntryPointRolled { player: Player::One, point, .. } if *point == Point::inches(0, 24))));
    assert!(
        ev.iter().any(|e| matches!(
            &e.what,
            What::Terrain { event: crate::exploration::TerrainEvent::Reinforcements { .. } }
        ))
    );
    g.apply(Player::One, &d).expect("enters on turn 1");
    assert!(g.groups[usize::from(porters.0)].in_play());
    // Column Two's porters still wait.
    let theirs = g.groups.iter().position(|gr| gr.owner == Player::Two && gr.off_table.is_some()).expect("theirs wait");
    assert!(crate::universal::edge::may_enter(&g, GroupId(theirs as u16)).is_none());
}

// rule: CG-USR-30
#[test]
fn plunder_tokens_are_not_loot_tokens() {
    let mut g = village();
    let loot = crate::universal::loot_held(&g, Player::One);
    dice(&mut g, &[5]);
    g.apply(Player::One, &Decision::Plunder { group: ONE, building: AreaId(2) }).expect("plunders");
    assert_eq!(g.plunder_tokens(Player::One), 1);
    assert_eq!(crate::universal::loot_held(&g, Player::One), loot, "a Plunder token is no Loot token");
    assert_eq!(g.groups[0].loot, 0);
}

// rule: CG-USR-16
#[test]
fn cattle_are_no_enemy_a_group_picks_up_the_pace_past_a_free_animal() {
    let mut g = village();
    let cow = piece_of(&g, |k| matches!(k, PieceKind::Cattle { .. }));
    put(&mut g, ONE, 20, 30);
    let n = g.groups[0].figures.len() as i32;
    let leader = *g.groups[0].figures.last().expect("figures");
    // The animal stands 1" beside the path, within S of every stick; nobody controls it.
    lay(&mut g, cow, 20 + n + 3, 32);
    let end = 20 + n - 1 + 8;
    let d = Decision::Move {
        group: ONE,
        leader,
        path: vec![Point::inches(20 + n - 1 + 4, 30), Point::inches(end, 30)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &d).expect("picks up the pace past the animal");
    assert_eq!(g.figures[usize::from(leader.0)].at, Point::inches(end, 30));
}
