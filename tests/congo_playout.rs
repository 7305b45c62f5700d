//! Whole random games of Congo on the demo skirmish: they end, keep every invariant, replay
//! byte for byte, survive serde, and never show a player what he may not see.

use congo_nile::congo::{Ask, Decision, Game, Player, demo};
use congo_nile::tabletop::{Bot, RulesGame, random_playout};
use proptest::prelude::*;

fn game(seed: u64) -> Game {
    Game::new(&demo::skirmish(seed).expect("demo columns muster")).expect("demo setup is valid")
}

fn json<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_string(t).expect("serializes")
}

fn check_invariants(g: &Game) {
    for grp in g.groups() {
        // rule: CG-STRESS-04
        assert!(grp.stress.len() <= 4, "a group never holds more than four Stress tokens");
        for f in &grp.figures {
            assert!(g.figure(*f).is_some_and(|f| f.alive), "a group lists only living figures");
        }
        if grp.eliminated {
            assert!(grp.figures.is_empty() && grp.stress.is_empty());
        }
    }
    let on_table: usize = g.groups().iter().map(|x| x.stress.len()).sum();
    assert_eq!(on_table as u32 + g.bag().total(), 45, "every Stress token is in the bag or by a group");
}

#[test]
fn a_seeded_demo_game_plays_to_its_end() {
    let mut g = game(7);
    let events = random_playout(&mut g, &mut Bot::new(7), 100_000).expect("the game ends");
    assert!(g.is_over());
    assert!(g.points().is_some());
    assert!(!events.is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, .. ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant_and_replay(seed in any::<u64>()) {
        let mut g = game(seed);
        let mut bot = Bot::new(seed.rotate_left(17));
        let mut steps = 0;
        while let Some(&p) = g.to_decide().first() {
            let legal = g.legal_decisions(p);
            prop_assert!(!legal.is_empty(), "a player asked to decide has a legal decision");
            let d = bot.choose(&g, p).expect("a decision");
            // A decision for the other player, or a bogus one, changes nothing.
            let before = json(&g);
            if !g.to_decide().contains(&p.other()) {
                prop_assert!(g.apply(p.other(), &d).is_err());
            }
            let bogus = Decision::ChooseCard { card: 200 };
            prop_assert!(g.apply(p, &bogus).is_err());
            prop_assert_eq!(&before, &json(&g), "a refused decision leaves the state byte-identical");
            g.apply(p, &d).expect("a legal decision is accepted");
            check_invariants(&g);
            steps += 1;
            prop_assert!(steps < 50_000);
        }
        prop_assert!(g.is_over());
        // Replay: the setup and the log give the same bytes.
        let again = Game::replay(g.setup(), g.log()).expect("replays");
        prop_assert_eq!(json(&g), json(&again));
        // Serde round trip of the whole state.
        let back: Game = serde_json::from_str(&json(&g)).expect("deserializes");
        prop_assert_eq!(json(&g), json(&back));
    }
}

/// The demo's warband (player Two) has the Chieftain: Big Chief's choice comes before his
/// Action cards (CG-FOREST-01); keep the first card.
fn keep_big_chiefs_card(g: &mut Game) {
    if let Some(Ask::BigChief { cards }) = g.prompts().into_iter().find(|p| p.player == Player::Two).map(|p| p.ask) {
        g.apply(Player::Two, &Decision::KeepTotem { card: cards[0] }).unwrap();
    }
}

/// Two games of the demo that differ only in a secret of player Two: his three Action cards,
/// `[1, 2, 3]` in the first, `[5, 6, 7]` in the second.
fn two_games_differing_in_twos_cards() -> (Game, Game) {
    let mut a = game(3);
    let mut b = game(3);
    keep_big_chiefs_card(&mut a);
    keep_big_chiefs_card(&mut b);
    a.apply(Player::Two, &Decision::ChooseActionCards { cards: vec![1, 2, 3] }).unwrap();
    b.apply(Player::Two, &Decision::ChooseActionCards { cards: vec![5, 6, 7] }).unwrap();
    (a, b)
}

/// Two games that differ only in a secret of player Two look the same to player One.
#[test]
fn a_view_hides_the_opponents_secret_choices() {
    let (mut a, mut b) = two_games_differing_in_twos_cards();
    assert_eq!(json(&a.view(Player::One)), json(&b.view(Player::One)));
    assert_ne!(json(&a.view(Player::Two)), json(&b.view(Player::Two)));
    // Both choose; then Two's secret card of the step.
    for g in [&mut a, &mut b] {
        g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![4, 5, 6] }).unwrap();
    }
    a.apply(Player::Two, &Decision::ChooseCard { card: 1 }).unwrap();
    b.apply(Player::Two, &Decision::ChooseCard { card: 5 }).unwrap();
    assert_eq!(json(&a.view(Player::One)), json(&b.view(Player::One)));
    // The view never carries the dice or the deck order.
    let v = json(&a.view(Player::One));
    assert!(!v.contains("rng") && !v.contains("\"deck\":["));
}

/// What is pending, as a player may see it, does not change when only the opponent's secrets
/// do (the Action cards he still holds), and is exactly the view's prompts; the unredacted
/// `pending()` (for referees) does show them.
#[test]
fn pending_for_hides_the_opponents_cards_like_the_view() {
    let (mut a, mut b) = two_games_differing_in_twos_cards();
    for g in [&mut a, &mut b] {
        g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![4, 5, 6] }).unwrap();
    }
    // Both must now choose the step's card from the cards each still holds.
    assert_ne!(json(&a.pending()), json(&b.pending()), "the referee's pending shows Two's cards");
    assert_eq!(json(&a.pending_for(Player::One)), json(&b.pending_for(Player::One)));
    assert_ne!(json(&a.pending_for(Player::Two)), json(&b.pending_for(Player::Two)));
    for g in [&a, &b] {
        for p in Player::BOTH {
            assert_eq!(g.pending_for(p).prompts, g.view(p).prompts, "one redaction for both");
        }
    }
    a.apply(Player::Two, &Decision::ChooseCard { card: 1 }).unwrap();
    b.apply(Player::Two, &Decision::ChooseCard { card: 5 }).unwrap();
    assert_eq!(json(&a.pending_for(Player::One)), json(&b.pending_for(Player::One)));
}

/// Events sent to a player carry none of the opponent's secrets.
#[test]
fn filtered_events_hide_the_opponents_cards() {
    let (_, start) = Game::start(&demo::skirmish(5).unwrap()).unwrap();
    let mut g = game(5);
    keep_big_chiefs_card(&mut g);
    let ev = g.apply(Player::Two, &Decision::ChooseActionCards { cards: vec![1, 4, 7] }).unwrap();
    for e in start.iter().chain(ev.iter()) {
        let seen = json(&e.for_player(Player::One).what);
        assert!(!seen.contains("[1,4,7]"), "{seen}");
        if seen.contains("totem_drawn") && seen.contains("\"two\"") {
            assert!(seen.contains("\"card\":null"), "{seen}");
        }
    }
}
