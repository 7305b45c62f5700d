//! Independent Characters: fleeing the group (CG-USR-14), who is an enemy (CG-USR-15), the
//! death roll (CG-SHOOT-17), and the Event tokens that make the missionary of "The Cattle Raid"
//! run (CG-USR-19), on that Adventure with scripted dice where a roll is made.

use super::*;
use crate::adventure::ObjectiveFacts;
use crate::decision::Decision;
use crate::event::{Event, What};
use crate::exploration::TerrainEvent;
use crate::pending::Ask;
use crate::universal::Piece;
use crate::universal::character::CharacterFlight;
use crate::universal::pieces::give;
use tabletop::RulesGame;

const ONE: GroupId = GroupId(0);
const FRIEND: GroupId = GroupId(1);
const ENEMY: GroupId = GroupId(5);

/// Column One's first group bent round a corner: (10", 30"), (11", 30"), then south from
/// (12", 30"), one figure an inch; `keep` (besides it) stay in play far away.
fn raid(keep: &[GroupId]) -> (Game, usize) {
    let mut g = game("cattle_raid");
    let mut kept = vec![ONE];
    kept.extend_from_slice(keep);
    only(&mut g, &kept);
    let figs = g.groups[0].figures.clone();
    for (k, f) in figs.iter().enumerate() {
        let k = k as i32;
        g.figures[usize::from(f.0)].at = if k < 2 { Point::inches(10 + k, 30) } else { Point::inches(12, 32 - k) };
    }
    put(&mut g, FRIEND, 50, 44);
    put(&mut g, ENEMY, 50, 4);
    let m = piece_of(&g, |k| matches!(k, PieceKind::Character { .. }));
    give(&mut g, m, ONE).expect("joins");
    resolving(&mut g, Player::One);
    (g, m)
}

/// The missionary flees group ONE: the flight is on the stack, waiting for Player Two.
fn fleeing(keep: &[GroupId]) -> (Game, usize) {
    let (mut g, m) = raid(keep);
    g.stack.push(crate::tasks::Task::Universal(crate::universal::UniversalTask::CharacterFlees(CharacterFlight {
        piece: m as u16,
        group: ONE,
        answer: None,
    })));
    let mut ev = Vec::new();
    g.run(&mut ev).expect("waits");
    (g, m)
}

/// The flight of the missionary led from figure `leader` of group ONE along `path` (inches).
fn flight(g: &Game, leader: usize, path: &[(i32, i32)]) -> Decision {
    Decision::Move {
        group: ONE,
        leader: g.groups[0].figures[leader],
        path: path.iter().map(|&(x, y)| Point::inches(x, y)).collect(),
        engage: None,
        formation: None,
        giraffe: None,
    }
}

// rule: CG-USR-14
#[test]
fn independent_character_flees_moved_by_the_opposing_player_only_he_moves_then_stands_alone() {
    let (mut g, m) = fleeing(&[]);
    let prompts = g.prompts();
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].player, Player::Two, "the opposing player handles the flight");
    assert_eq!(prompts[0].ask, Ask::CharacterFlees { group: ONE, piece: m as u16 });
    let legal = g.legal_decisions(Player::Two);
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|d| matches!(d, Decision::Move { group: ONE, engage: None, .. })));
    let before = positions(&g, ONE);
    let d = flight(&g, 0, &[(10, 26), (10, 22)]);
    assert!(g.clone().apply(Player::One, &d).is_err(), "the owner does not move him");
    let ev = g.apply(Player::Two, &d).expect("he flees, picking up the pace");
    let at = Point::inches(10, 22);
    assert!(ev.iter().any(|e| e.rule == "CG-USR-14"
        && e.what == What::CharacterFled { group: ONE, piece: m as u16, at, picked_up_pace: true }));
    assert_eq!(g.universal.pieces[m].place, Place::Table { at });
    assert_eq!(positions(&g, ONE), before, "only the character moves");
    assert_eq!(g.independent_character_with("the missionary"), None);
    // He stands alone: back to Player One's card; a stick touching him joins him again.
    assert!(matches!(g.prompts()[0].ask, Ask::CardAction { .. }));
    let again = Decision::Reach {
        group: ONE,
        leader: g.groups[0].figures[0],
        path: vec![Point::inches(10, 26), Point::inches(10, 22)],
        piece: m as u16,
        formation: None,
    };
    let ev = g.apply(Player::One, &again).expect("joined again");
    assert!(ev.iter().any(|e| matches!(e.what, What::CharacterJoined { group: ONE, .. })));
    assert_eq!(g.independent_character_with("the missionary"), Some(Player::One));
}

// rule: CG-USR-14
#[test]
fn independent_character_flees_his_own_group_does_not_stop_the_pace() {
    let (g, _) = fleeing(&[]);
    // The first stick ends at (10", 25.5"): group ONE's figures at (12", 28") and beyond are
    // within S of it; the pace is his all the same.
    let end = Point::new(tabletop::Length::inches(10), tabletop::Length::milli(25_500));
    let s = crate::geometry::S + crate::geometry::BASE_RADIUS;
    assert!(positions(&g, ONE).iter().any(|p| p.distance_sq(end) <= i64::from(s.units()).pow(2)));
    assert!(g.clone().apply(Player::Two, &flight(&g, 0, &[(10, 26), (10, 22)])).is_ok());
}

// rule: CG-USR-14, CG-USR-15
#[test]
fn independent_character_flees_every_other_model_stops_his_pace_even_his_groups_friends() {
    for near in [FRIEND, ENEMY] {
        let (mut g, _) = raid(&[FRIEND, ENEMY]);
        // `near` within S of the first stick's end (10", 25.5"), clear of the sticks.
        put(&mut g, near, 6, 24);
        let figs = g.groups[usize::from(near.0)].figures.clone();
        for (k, f) in figs.iter().enumerate() {
            g.figures[usize::from(f.0)].at = Point::inches(7, 24 - k as i32);
        }
        let m = piece_of(&g, |k| matches!(k, PieceKind::Character { .. }));
        g.stack.push(crate::tasks::Task::Universal(crate::universal::UniversalTask::CharacterFlees(CharacterFlight {
            piece: m as u16,
            group: ONE,
            answer: None,
        })));
        g.run(&mut Vec::new()).expect("waits");
        let pace = flight(&g, 0, &[(10, 26), (10, 22)]);
        assert!(g.clone().apply(Player::Two, &pace).is_err(), "group {} is his enemy", near.0);
        assert!(g.apply(Player::Two, &flight(&g, 0, &[(10, 26)])).is_ok(), "one stick is still his");
    }
    // Another Independent Character standing alone is his enemy too.
    let (mut g, _) = fleeing(&[]);
    g.universal.pieces.push(Piece {
        kind: PieceKind::StrangeMan,
        place: Place::Table { at: Point::inches(7, 25) },
        dropped: None,
        base: None,
    });
    assert!(g.clone().apply(Player::Two, &flight(&g, 0, &[(10, 26), (10, 22)])).is_err());
    assert!(g.apply(Player::Two, &flight(&g, 0, &[(10, 26)])).is_ok());
}

// rule: CG-USR-14
#[test]
fn independent_character_flees_cannot_join_a_group_end_on_a_base_or_leave_the_table() {
    let (mut g, _) = fleeing(&[FRIEND]);
    // A stick touching a friendly group's base: he cannot join it.
    put(&mut g, FRIEND, 9, 24);
    let before = g.clone();
    assert!(g.apply(Player::Two, &flight(&g, 0, &[(10, 26), (10, 22)])).is_err());
    assert_eq!(g, before, "a refused flight changes nothing");
    // Back onto the leading figure's own spot: only he moves, the figure stays there.
    put(&mut g, FRIEND, 50, 44);
    let mut back = flight(&g, 0, &[(10, 26)]);
    if let Decision::Move { path, .. } = &mut back {
        path.push(Point::new(tabletop::Length::inches(10), tabletop::Length::milli(29_500)));
    }
    let err = g.apply(Player::Two, &back).expect_err("he would stand on the leading figure");
    assert!(alloc::format!("{err}").contains("base"), "{err}");
    // Off the table.
    let figs = g.groups[0].figures.clone();
    for (k, f) in figs.iter().enumerate() {
        g.figures[usize::from(f.0)].at = Point::inches(1, 30 - k as i32);
    }
    assert!(g.apply(Player::Two, &flight(&g, 0, &[(-3, 30)])).is_err());
    // Only a move of the group he flees, with no engagement, formation or Giraffe.
    let mut other = flight(&g, 0, &[(5, 30)]);
    if let Decision::Move { group, .. } = &mut other {
        *group = FRIEND;
    }
    assert!(g.apply(Player::Two, &other).is_err());
    assert!(g.apply(Player::Two, &flight(&g, 0, &[(5, 30)])).is_ok());
}

// rule: CG-USR-15
#[test]
fn independent_character_standing_alone_is_no_enemy_to_groups_picking_up_the_pace() {
    let (mut g, m) = raid(&[]);
    // The missionary stands alone just beside where group ONE's first stick ends.
    lay(&mut g, m, 8, 25);
    let pace = Decision::Move {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(10, 26), Point::inches(10, 22)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    assert!(g.apply(Player::One, &pace).is_ok(), "he does not stop the pace");
    // And a group reaching him may pick up the pace past him to do so.
    let (mut g, m) = raid(&[]);
    lay(&mut g, m, 10, 21);
    let reach = Decision::Reach {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(10, 26), Point::inches(10, 22)],
        piece: m as u16,
        formation: None,
    };
    assert!(g.apply(Player::One, &reach).is_ok());
}

/// Resolve Event token `number` as if group ONE drew it, then its replacement draw.
fn token(g: &mut Game, number: u8) -> Vec<Event> {
    let mut ev = Vec::new();
    let draw =
        crate::stress::StressDraw { group: ONE, count: 0, cause: crate::event::StressCause::Other, guided: None };
    let bag = crate::stress::BagToken::Event { number };
    match crate::conditions::extra_token(g, draw, bag, &mut ev).expect("resolves") {
        crate::game::Flow::Then(t) | crate::game::Flow::Wait(t) => g.stack.push(t),
        crate::game::Flow::Call(a, b) => {
            g.stack.push(a);
            g.stack.push(b);
        }
        crate::game::Flow::Done => {}
    }
    g.run(&mut ev).expect("runs");
    ev
}

fn terrain(ev: &[Event]) -> Vec<&TerrainEvent> {
    ev.iter()
        .filter_map(|e| match &e.what {
            What::Terrain { event } => Some(event),
            _ => None,
        })
        .collect()
}

// rule: CG-USR-19, CG-USR-14
#[test]
fn special_events_the_missionary_runs_from_the_group_that_holds_him_then_the_group_draws_again() {
    let (mut g, m) = raid(&[]);
    let ev = token(&mut g, 2);
    assert!(terrain(&ev).iter().any(|t| matches!(t, TerrainEvent::EventToken { number: 2, .. })));
    assert_eq!(g.prompts()[0].ask, Ask::CharacterFlees { group: ONE, piece: m as u16 });
    let d = g.legal_decisions(Player::Two)[0].clone();
    let ev = g.apply(Player::Two, &d).expect("flees");
    assert!(ev.iter().any(|e| matches!(e.what, What::CharacterFled { group: ONE, .. })));
    assert!(matches!(g.universal.pieces[m].place, Place::Table { .. }));
    assert!(
        ev.iter().any(|e| matches!(e.what, What::StressDrawn { group: ONE, .. })),
        "the replacement Stress token comes after the event: {ev:?}"
    );
    // Standing alone, the same token has nothing to flee from: narrated, no prompt.
    resolving(&mut g, Player::One);
    let ev = token(&mut g, 2);
    assert!(ev.iter().any(|e| e.what == What::CharacterStays { piece: m as u16, group: None }));
    assert!(!g.stack.iter().any(|t| matches!(t, crate::tasks::Task::Universal(_))));
}

// rule: CG-USR-19
#[test]
fn special_events_a_custom_event_is_resolved_by_its_registered_handler() {
    // Token 3 of the Cattle Raid: "missionary_panics". Held: he flees.
    let (mut g, m) = raid(&[]);
    token(&mut g, 3);
    assert_eq!(g.prompts()[0].ask, Ask::CharacterFlees { group: ONE, piece: m as u16 });
    // Standing alone: the drawing column draws a Totem card instead.
    let (mut g, m) = raid(&[]);
    lay(&mut g, m, 30, 20);
    let hand = g.players[0].totems.hand.len();
    let ev = token(&mut g, 3);
    assert!(!ev.iter().any(|e| matches!(e.what, What::CharacterStays { .. } | What::CharacterFled { .. })));
    assert_eq!(g.players[0].totems.hand.len(), hand + 1);
}

// rule: CG-USR-19
#[test]
fn special_events_a_custom_key_with_no_handler_has_no_effect_and_says_so() {
    let (mut g, _) = raid(&[]);
    if let Some(a) = alloc::sync::Arc::make_mut(&mut g.setup).adventure.as_mut() {
        for r in &mut a.adventure.special_rules {
            if let crate::adventure::UniversalRule::SpecialEvents { tokens } = r {
                tokens[2].effect = crate::adventure::EventEffect::Custom { key: "nobody_knows".into() };
            }
        }
    }
    let before = g.universal.clone();
    let ev = token(&mut g, 3);
    assert!(terrain(&ev).iter().any(|t| matches!(t,
        TerrainEvent::CustomEventUnhandled { group: ONE, number: 3, key } if key == "nobody_knows")));
    assert!(!terrain(&ev).iter().any(|t| matches!(t, TerrainEvent::NotResolved { .. })));
    assert_eq!(g.universal, before);
    let text: Vec<alloc::string::String> = ev.iter().map(|e| alloc::format!("{e}")).collect();
    assert!(text.iter().any(|t| t.contains("no handler is registered")), "{text:?}");
}

// rule: CG-USR-14
#[test]
fn independent_character_flees_a_waiting_flight_survives_json() {
    let (g, _) = fleeing(&[]);
    let json = serde_json::to_string(&g).expect("serialises");
    let back: Game = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, g);
    assert_eq!(back.legal_decisions(Player::Two), g.legal_decisions(Player::Two));
}

// rule: CG-SHOOT-17
#[test]
fn independent_character_never_triggers_the_death_roll_nor_falls_to_a_rolled_one() {
    use crate::casualties::{Casualties, Loss, is_character_or_auxiliary};
    let g0 = game("cattle_raid");
    let ids = |g: &Game, p: Player| -> Vec<GroupId> {
        (0..g.groups.len()).map(|i| GroupId(i as u16)).filter(|id| g.groups[usize::from(id.0)].owner == p).collect()
    };
    let plain = ids(&g0, Player::One)
        .into_iter()
        .chain(ids(&g0, Player::Two))
        .find(|id| {
            let f = &g0.groups[usize::from(id.0)].figures;
            f.len() >= 2 && !f.iter().any(|f| is_character_or_auxiliary(&g0, *f))
        })
        .expect("a group with no character or auxiliary");
    let led = ids(&g0, Player::One)
        .into_iter()
        .find(|id| {
            let f = &g0.groups[usize::from(id.0)].figures;
            f.len() >= 3 && f.iter().any(|f| is_character_or_auxiliary(&g0, *f))
        })
        .expect("a group with a character");
    let m = piece_of(&g0, |k| matches!(k, PieceKind::Character { .. }));
    let decline_reckless = |g: &mut Game| {
        while let Some(p) = g.prompts().first().cloned() {
            if !matches!(p.ask, Ask::UseRule { .. }) {
                break;
            }
            g.apply(p.player, &Decision::UseRule { accept: false }).expect("declines");
        }
    };
    // The missionary in a group with no character: no death roll (no die is scripted).
    let mut g = g0.clone();
    give(&mut g, m, plain).expect("joins");
    g.stack.clear();
    dice(&mut g, &[]);
    g.stack.push(Casualties::new(plain, 1, true, Loss::Shooting));
    let mut ev = Vec::new();
    g.run(&mut ev).expect("no roll");
    decline_reckless(&mut g);
    assert!(!ev.iter().any(|e| matches!(e.what, What::DeathRoll { .. })));
    assert!(matches!(g.prompts()[0].ask, Ask::Casualties { character_must_fall: false, .. }));
    // With a character too, a rolled 1: a character or auxiliary falls, never the missionary.
    let mut g = g0.clone();
    give(&mut g, m, led).expect("joins");
    g.stack.clear();
    dice(&mut g, &[1]);
    g.stack.push(Casualties::new(led, 1, true, Loss::Shooting));
    let mut ev = Vec::new();
    g.run(&mut ev).expect("rolls");
    decline_reckless(&mut g);
    assert!(ev.iter().any(|e| matches!(e.what, What::DeathRoll { character_must_fall: true, .. })));
    let owner = g.groups[usize::from(led.0)].owner;
    let choices = g.legal_decisions(owner);
    assert!(!choices.is_empty());
    for d in &choices {
        let Decision::RemoveCasualties { figures } = d else { panic!("a casualty choice: {d:?}") };
        assert!(figures.iter().any(|f| is_character_or_auxiliary(&g, *f)));
    }
    let n = g.groups[usize::from(led.0)].figures.len();
    g.apply(owner, &choices[0]).expect("removes");
    assert_eq!(g.groups[usize::from(led.0)].figures.len(), n - 1);
    assert_eq!(g.universal.pieces[m].place, Place::With { group: led }, "the missionary is still with them");
}

// rule: CG-USR-14, CG-USR-19
#[test]
fn independent_character_flees_in_random_playouts_of_the_cattle_raid() {
    // The random bot meets the missionary's flight within a few fixed seeds, and such a game
    // replays to the same points.
    let pair = [Culture::WhiteMenExpeditions, Culture::SultanateOfZanzibar];
    let found = (0..60u64).find_map(|seed| {
        let setup = builtin_setup("cattle_raid", pair, seed).expect("sets up");
        let mut g = Game::start(&setup).expect("starts").0;
        let ev = tabletop::random_playout(&mut g, &mut tabletop::Bot::new(seed), 200_000).expect("ends");
        ev.iter().any(|e| matches!(e.what, What::CharacterFled { .. })).then_some((setup, g))
    });
    let (setup, g) = found.expect("a playout where the missionary flees");
    let replayed = Game::replay(&setup, g.log()).expect("replays");
    assert_eq!(replayed.points(), g.points());
}

// rule: CG-USR-10, CG-USR-14
#[test]
fn independent_character_flees_only_by_the_adventure_his_group_fleeing_takes_him_along() {
    // Group ONE, holding the missionary, flees (as after a Panic token or a failed Terror test):
    // he flees with it, as part of the group; no flight of his own is asked (docs/rulings.md
    // "What makes an Independent Character flee").
    let (mut g, m) = raid(&[ENEMY]);
    put(&mut g, ENEMY, 10, 36);
    g.stack.push(crate::flight::Flee::new(ONE));
    let mut ev = Vec::new();
    g.run(&mut ev).expect("runs");
    while let Some(p) = g.prompts().first().cloned() {
        if matches!(p.ask, Ask::CardAction { .. }) {
            break;
        }
        assert!(!matches!(p.ask, Ask::CharacterFlees { .. }), "no flight of his own");
        let d = g.legal_decisions(p.player).into_iter().next().expect("a choice");
        ev.extend(g.apply(p.player, &d).expect("applies"));
    }
    assert!(ev.iter().any(|e| matches!(e.what, What::Fled { group: ONE, .. })), "the group fled");
    assert!(!ev.iter().any(|e| matches!(e.what, What::CharacterFled { .. })));
    assert_eq!(g.universal.pieces[m].place, Place::With { group: ONE }, "he is still with it");
}

/// Group ONE, with the missionary, loses every figure to shooting; `eliminable` is the
/// Adventure's flag for him. Returns the events and the missionary's place afterwards.
fn wiped_out_with_the_missionary(eliminable: bool) -> (Vec<Event>, Place) {
    use crate::adventure::UniversalRule;
    use crate::casualties::{Casualties, Loss};
    let (mut g, m) = raid(&[FRIEND, ENEMY]);
    let setup = alloc::sync::Arc::make_mut(&mut g.setup);
    let inplay = setup.adventure.as_mut().expect("an Adventure");
    for r in &mut inplay.adventure.special_rules {
        if let UniversalRule::IndependentCharacter { characters } = r {
            characters.iter_mut().for_each(|c| c.eliminable = eliminable);
        }
    }
    g.stack.clear();
    dice(&mut g, &[]);
    let n = g.groups[0].figures.len() as u8;
    g.stack.push(Casualties::new(ONE, n, false, Loss::Shooting));
    let mut ev = Vec::new();
    g.run(&mut ev).expect("the group is eliminated");
    assert!(g.groups[0].eliminated);
    (ev, g.universal.pieces[m].place)
}

// rule: CG-USR-10, CG-USR-11
#[test]
fn independent_character_cannot_be_eliminated_except_as_specified_by_the_adventure() {
    // Not eliminable (the rule's default): left standing where his group stood.
    let (ev, place) = wiped_out_with_the_missionary(false);
    assert!(matches!(place, Place::Table { .. }), "{place:?}");
    assert!(!ev.iter().any(|e| matches!(e.what, What::CharacterEliminated { .. })));
    // The Adventure makes him eliminable: he is eliminated with the group, gone from the game.
    let (ev, place) = wiped_out_with_the_missionary(true);
    assert_eq!(place, Place::Removed);
    assert!(ev.iter().any(|e| e.rule == "CG-USR-10" && matches!(e.what, What::CharacterEliminated { group: ONE, .. })));
    assert!(!ev.iter().any(|e| matches!(&e.what, What::PiecesLeft { pieces, .. } if !pieces.is_empty())));
}
