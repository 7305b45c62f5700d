//! A skeptical caller: hostile setups and decisions through the public protocol must give typed
//! errors, never panic, and leave the state byte-identical (nile-core, review).

mod nile_support;

use congo_nile::nile::Skill;
use congo_nile::nile::events::swamp;
use congo_nile::nile::party::{ManId, TeamId};
use congo_nile::nile::supercargo::SupercargoKind;
use congo_nile::nile::{ActivityLevel, Approach, Decision, Direction, Game, Outfit, Pending, Setup, TeamSetup};
use congo_nile::tabletop::RulesGame;

fn team(approach: Approach, outfit: Outfit) -> TeamSetup {
    TeamSetup { name: format!("{approach:?}"), approach, outfit }
}

fn setup(teams: Vec<TeamSetup>) -> Setup {
    Setup::seeded(7, teams)
}

fn basic() -> Outfit {
    Outfit { bearers: 5, guides: 1, rations: 40, ..Outfit::default() }
}

fn bytes(g: &Game) -> String {
    serde_json::to_string(g).unwrap()
}

#[test]
fn zero_and_five_teams_are_refused() {
    assert!(Game::new(&setup(vec![])).is_err());
    let five = vec![
        team(Approach::North, basic()),
        team(Approach::East, basic()),
        team(Approach::South, basic()),
        team(Approach::West, basic()),
        team(Approach::North, basic()),
    ];
    assert!(Game::new(&setup(five)).is_err());
}

// rule: EX-OUTFIT-01
#[test]
fn overflowing_money_and_counts_are_errors_not_panics() {
    let mut s = setup(vec![team(Approach::North, Outfit { supercargoes: vec![SupercargoKind::Heroine], ..basic() })]);
    s.budget = u32::MAX;
    let r = std::panic::catch_unwind(|| Game::new(&s).map(|_| ()));
    assert!(r.is_ok(), "a budget of u32::MAX with a donation panicked");
    let mut o = basic();
    o.rations = u32::MAX;
    o.explorer.extra.rations = 5;
    let s = setup(vec![team(Approach::North, o)]);
    let r = std::panic::catch_unwind(|| Game::new(&s).map(|_| ()));
    assert!(matches!(r, Ok(Err(_))), "u32::MAX rations: {r:?}");
    let o = Outfit { bearers: u32::MAX, rations: u32::MAX, water: u32::MAX, ..Outfit::default() };
    let s = setup(vec![team(Approach::North, o)]);
    let r = std::panic::catch_unwind(|| Game::new(&s).map(|_| ()));
    assert!(matches!(r, Ok(Err(_))), "u32::MAX bearers: {r:?}");
    // Water is free: a caller can ask for any amount of it.
    let mut o = basic();
    o.water = u32::MAX;
    o.explorer.extra.water = u32::MAX;
    o.explorer.extra.rations = 1;
    let s = setup(vec![team(Approach::North, o)]);
    let r = std::panic::catch_unwind(|| Game::new(&s).map(|_| ()));
    assert!(matches!(r, Ok(Err(_))), "u32::MAX water: {r:?}");
}

#[test]
fn negative_money_and_unknown_items_in_json_are_parse_errors() {
    let ok = serde_json::to_value(setup(vec![team(Approach::North, basic())])).unwrap();
    let mut neg = ok.clone();
    neg["budget"] = serde_json::json!(-5);
    assert!(serde_json::from_value::<Setup>(neg).is_err());
    let mut unknown = ok.clone();
    unknown["teams"][0]["outfit"]["supercargoes"] = serde_json::json!(["stowaway"]);
    assert!(serde_json::from_value::<Setup>(unknown).is_err());
    let mut dup = ok;
    dup["teams"][0]["outfit"]["supercargoes"] = serde_json::json!(["heroine", "heroine"]);
    let s: Setup = serde_json::from_value(dup).unwrap();
    assert!(Game::new(&s).is_err());
}

#[test]
fn duplicate_supercargo_across_teams_is_refused() {
    let o = Outfit { supercargoes: vec![SupercargoKind::Photographer], ..basic() };
    assert!(Game::new(&setup(vec![team(Approach::North, o.clone()), team(Approach::South, o)])).is_err());
}

fn plan() -> Decision {
    Decision::Plan {
        activity: ActivityLevel::Normal,
        heading: Direction::S,
        use_guide: false,
        afloat: false,
        medicine: false,
    }
}

#[test]
fn refused_decisions_leave_the_state_byte_identical() {
    let mut g = Game::new(&setup(vec![team(Approach::North, basic()), team(Approach::South, basic())])).unwrap();
    let before = bytes(&g);
    // Wrong team, unknown team, wrong decision kind.
    assert!(g.apply(TeamId(1), &plan()).is_err());
    assert!(g.apply(TeamId(9), &plan()).is_err());
    assert!(g.apply(TeamId(0), &Decision::KeepRoll).is_err());
    assert!(g.apply(TeamId(0), &Decision::PlayLuckyBreak).is_err());
    assert_eq!(bytes(&g), before);
    // Garbage JSON never becomes a decision.
    for junk in [
        "",
        "{}",
        "{\"type\":\"plan\"}",
        "{\"type\":\"nuke\"}",
        "[1,2]",
        "{\"type\":\"plan\",\"activity\":\"frantic\",\"heading\":1,\"use_guide\":true}",
    ] {
        assert!(serde_json::from_str::<Decision>(junk).is_err(), "{junk}");
    }
    // Every legal-looking decision of every kind, applied when not pending: refused cleanly.
    let all: Vec<Decision> = g.legal_decisions(TeamId(0));
    assert!(!all.is_empty());
    for team in [TeamId(1), TeamId(200)] {
        for d in &all {
            assert!(g.apply(team, d).is_err());
        }
    }
    assert_eq!(bytes(&g), before);
}

#[test]
fn decisions_after_the_end_are_refused() {
    let mut s = setup(vec![team(Approach::North, basic())]);
    s.max_days = 1;
    let mut g = Game::new(&s).unwrap();
    let mut guard = 0;
    while !g.is_over() && guard < 500 {
        guard += 1;
        let t = g.to_decide()[0];
        let d = g.legal_decisions(t).into_iter().next().unwrap();
        g.apply(t, &d).unwrap();
    }
    assert!(g.is_over());
    assert!(matches!(g.pending(), Pending::Over));
    let before = bytes(&g);
    assert!(g.apply(TeamId(0), &plan()).is_err());
    assert!(g.legal_decisions(TeamId(0)).is_empty());
    assert_eq!(bytes(&g), before);
}

#[test]
fn the_view_hides_unexplored_squares_and_other_stores() {
    let mut s = setup(vec![team(Approach::North, basic()), team(Approach::South, Outfit { rations: 43, ..basic() })]);
    s.pregenerate = true;
    let mut g = Game::new(&s).unwrap();
    for _ in 0..40 {
        if g.is_over() {
            break;
        }
        for viewer in [TeamId(0), TeamId(1), TeamId(3), TeamId(255)] {
            let v = g.view(viewer);
            for sq in &v.squares {
                let cell = g.map().cell(sq.square).unwrap();
                assert!(cell.seen(viewer.0), "{viewer:?} sees unexplored {:?}", sq.square);
            }
            let seen = congo_nile::nile::map::Map::squares()
                .filter(|q| g.map().cell(*q).is_some_and(|c| c.seen(viewer.0)))
                .count();
            assert_eq!(v.squares.len(), seen);
            if let Some(own) = &v.own {
                assert_eq!(own.id, viewer);
            }
            let json = serde_json::to_value(&v).unwrap();
            for o in json["others"].as_array().unwrap() {
                let keys: Vec<&String> = o.as_object().unwrap().keys().collect();
                assert_eq!(
                    keys,
                    ["approach", "id", "name", "position", "status"],
                    "other team shows more than it should"
                );
            }
        }
        let t = g.to_decide()[0];
        let d = g.legal_decisions(t).into_iter().next().unwrap();
        g.apply(t, &d).unwrap();
    }
}

/// Extreme but valid outfits (a huge budget, hundreds of men, every supercargo) played by
/// random bots in debug builds: no arithmetic overflow or other panic anywhere.
#[test]
fn huge_parties_play_without_panics() {
    use congo_nile::tabletop::{Bot, random_playout};
    let big = Outfit {
        bearers: 400,
        reliable_bearers: 50,
        askari: 300,
        guides: 20,
        pack_animals: 100,
        camels: 50,
        canoes: 10,
        rations: 3000,
        water: 500,
        trade_goods: 300,
        medicine: 100,
        regular_ammo_boxes: 50,
        ..Outfit::default()
    };
    for seed in 0..6u64 {
        let teams = nile_support::four_teams::four_teams(&big);
        let mut s = Setup::seeded(seed, teams);
        s.budget = 1_000_000;
        s.max_days = 40;
        s.pregenerate = seed % 2 == 0;
        let mut g = Game::new(&s).unwrap_or_else(|e| panic!("{e}"));
        let mut bot = Bot::new(seed);
        random_playout(&mut g, &mut bot, 20_000).unwrap();
    }
}

// rule: EX-EVENT-SWAMP-01
/// A very large party may offer up to 255 helpers per trapped man: the rescue roll saturates.
#[test]
fn quicksand_with_a_crowd_of_helpers() {
    let mut b = nile_support::bench_with(Outfit { bearers: 300, rations: 10, ..Outfit::default() }, Skill::Hunter);
    let ev = b.run(&[1], |c| swamp::quicksand(c, &[ManId(1)], u8::MAX).unwrap());
    assert!(b.team.men.iter().any(|m| m.id == ManId(1)), "saved: {ev:?}");
}

/// A huge budget cannot hire more men than ids exist (they would share ids) or exhaust memory.
#[test]
fn absurd_numbers_of_men_are_refused() {
    use congo_nile::nile::{OutfitError, SetupError};
    let mut s = setup(vec![team(Approach::North, Outfit { bearers: 100_000, rations: 10, ..Outfit::default() })]);
    s.budget = u32::MAX;
    let e = Game::new(&s).unwrap_err();
    assert!(matches!(e, SetupError::Outfit { source: OutfitError::TooManyHands { men: 100_000, .. }, .. }), "{e}");
    let mut s =
        setup(vec![team(Approach::North, Outfit { bearers: 5_000, camels: 15_000, rations: 10, ..Outfit::default() })]);
    s.budget = u32::MAX;
    assert!(Game::new(&s).is_err());
}

/// Decisions a confused or hostile app might send at any moment: out-of-range counts, unknown
/// men, units and beasts, other teams' guesses.
fn junk() -> Vec<Decision> {
    use congo_nile::nile::animals::fight::HuntOrder;
    use congo_nile::nile::animals::shot::ShotKind;
    use congo_nile::nile::combat::CombatOrder;
    use congo_nile::nile::decision::Leave;
    use congo_nile::nile::hunting::encounters::HunterAction;
    use congo_nile::nile::natives::Posture;
    use congo_nile::nile::quest::Pantomime;
    let mut v = vec![
        Decision::KeepRoll,
        Decision::PlayLuckyBreak,
        Decision::NewHeading { heading: Direction::N },
        Decision::KnifeAttackers { men: vec![ManId(0), ManId(0), ManId(u16::MAX)] },
        Decision::KnifeAttackers { men: vec![ManId(u16::MAX)] },
        Decision::Helpers { count: u8::MAX },
        Decision::Divers { count: u8::MAX },
        Decision::TakeCanoes { count: u8::MAX },
        Decision::Choose { yes: true },
        Decision::Posture { posture: Posture::Friendly { gifts: u32::MAX } },
        Decision::Posture { posture: Posture::Forceful },
        Decision::Pantomime { result: Pantomime::GuessedBy { team: 200 } },
        Decision::Pantomime { result: Pantomime::GuessedBy { team: 0 } },
        Decision::CombatOrder {
            order: CombatOrder::Fire { unit: usize::MAX, target: usize::MAX, kind: ShotKind::Aimed },
        },
        Decision::CombatOrder { order: CombatOrder::Move { unit: 0, direction: 200 } },
        Decision::CombatOrder { order: CombatOrder::Charge { unit: 0, target: usize::MAX } },
        Decision::HuntOrder { order: HuntOrder::Shoot { member: usize::MAX, beast: usize::MAX, kind: ShotKind::Snap } },
        Decision::HuntOrder { order: HuntOrder::Fight { member: 0, beast: usize::MAX } },
        Decision::HunterAction { action: HunterAction::C },
        Decision::LeaveBehind { what: Leave::Piano },
    ];
    for activity in [ActivityLevel::Reckless, ActivityLevel::Cautious] {
        v.push(Decision::Plan { activity, heading: Direction::NW, use_guide: true, afloat: true, medicine: true });
    }
    v
}

/// At every step of whole random games, every junk decision from every team id either is
/// accepted (it was legal) or is refused with the state byte-identical; never a panic.
#[test]
fn junk_at_every_step_is_refused_cleanly() {
    use congo_nile::tabletop::Bot;
    let junk = junk();
    for seed in [3u64] {
        let teams = nile_support::four_teams::playout_teams();
        let mut s = Setup::seeded(seed, teams);
        s.max_days = 8;
        let mut g = Game::new(&s).unwrap();
        let mut bot = Bot::new(seed);
        for _ in 0..4000 {
            if g.is_over() {
                break;
            }
            let before = bytes(&g);
            let active = g.to_decide()[0];
            let other = TeamId((active.0 + 1) % 4);
            for d in &junk {
                for t in [active, other] {
                    let mut h = g.clone();
                    if h.apply(t, d).is_err() {
                        assert_eq!(bytes(&h), before, "refused {d:?} from {t:?} changed the state");
                    }
                }
            }
            let t = g.to_decide()[0];
            let d = bot.choose(&g, t).unwrap();
            g.apply(t, &d).unwrap();
        }
    }
}

#[test]
fn misspelt_setup_fields_are_parse_errors_not_silently_ignored() {
    // "bearer" for "bearers" used to give an outfit with no bearers, without a word.
    let ok = serde_json::to_value(setup(vec![team(Approach::North, basic())])).unwrap();
    for (pointer, field) in [("/teams/0/outfit", "bearer"), ("/teams/0", "aproach"), ("", "max_day")] {
        let mut bad = ok.clone();
        bad.pointer_mut(pointer).expect("in the setup")[field] = serde_json::json!(20);
        let err = serde_json::from_value::<Setup>(bad).expect_err(field).to_string();
        assert!(err.contains("unknown field") && err.contains(field), "{field}: {err}");
    }
}
