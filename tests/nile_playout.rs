//! Whole games played by random bots: no panics, the protocol's contract, and the journey's
//! invariants (nile-core).

mod nile_support;

use congo_nile::nile::party::{Carrier, Man, Role};
use congo_nile::nile::{Game, Setup};
use congo_nile::tabletop::{Bot, RulesGame};
use nile_support::four_teams::playout_teams;
use proptest::prelude::*;

/// Check every invariant of a state.
fn check(g: &Game) -> Result<(), TestCaseError> {
    // Rivers explored so far join up both ways between known squares.
    for sq in congo_nile::nile::map::Map::squares() {
        let Some(cell) = g.map().cell(sq) else { continue };
        for d in &cell.river {
            if let Some(n) = g.map().cell(sq.neighbour(*d)).filter(|n| n.is_known()) {
                prop_assert!(n.river.contains(&d.opposite()), "river from {} to {} is one-sided", sq, sq.neighbour(*d));
            }
        }
    }
    for t in g.teams() {
        // No man both gone and still with the party, nor carrying.
        for f in &t.fallen {
            prop_assert!(!t.men.iter().any(|m| m.id == f.man.id), "{:?} is both fallen and present", f.man.id);
        }
        for (carrier, load) in t.allocation() {
            let (id, porter) = match carrier {
                Carrier::Bearer(id) => (id, true),
                Carrier::Man(id) => (id, false),
                _ => continue,
            };
            let m = t.men.iter().find(|m| m.id == id);
            let can = |m: &&Man| {
                !m.condition.is_disabled()
                    && if porter { m.role.is_porter() } else { m.role.is_european() || m.role == Role::Askari }
            };
            prop_assert!(m.is_some_and(|m| can(&m)), "{id:?} carries but cannot");
            // rule: EX-OUTFIT-28
            // rule: EX-OUTFIT-30
            if t.treasure_only(carrier) {
                prop_assert!(load.treasure == load.portage(), "{id:?} may carry only treasure: {load:?}");
            }
        }
        // What is carried fits (goods never exceed what the party can carry after a step), but
        // for a party waiting with its explorer, who must be carried by too few men.
        if g.active() != t.id {
            prop_assert!(t.goods_demand() <= t.goods_capacity() || t.men.is_empty(), "{}: goods do not fit", t.name);
            prop_assert!(
                t.demand() <= t.capacity() || t.men.is_empty() || !t.can_march(),
                "{} carries {} > {}",
                t.name,
                t.demand(),
                t.capacity()
            );
        }
        // The view leaks no square the team has not seen, and shows none unexplored.
        let v = g.view(t.id);
        for s in &v.squares {
            prop_assert!(g.map().cell(s.square).is_some_and(|c| c.seen(t.id.0)));
            prop_assert!(s.terrain.is_some());
        }
        for o in &v.others {
            if let Some(p) = o.position {
                let sq = congo_nile::nile::map::square_of(p);
                prop_assert!(g.map().cell(sq).is_some_and(|c| c.seen(t.id.0)));
            }
        }
        let json = serde_json::to_string(&v).expect("a view serializes");
        prop_assert!(!json.contains("\"stores\"") || v.own.is_some());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), pregenerate in any::<bool>()) {
        let mut setup = Setup::seeded(seed, playout_teams());
        setup.max_days = 30;
        setup.pregenerate = pregenerate;
        let mut g = Game::new(&setup).expect("valid setup");
        let mut bot = Bot::new(seed ^ 0x5eed);
        let mut steps = 0;
        while let Some(&team) = g.to_decide().first() {
            let legal = g.legal_decisions(team);
            prop_assert!(!legal.is_empty(), "no legal decision for {team:?} at {:?}", g.pending());
            let d = bot.choose(&g, team).expect("a decision");
            g.apply(team, &d).map_err(|e| TestCaseError::fail(format!("legal {d:?} refused: {e}")))?;
            check(&g)?;
            steps += 1;
            prop_assert!(steps < 20_000, "game too long");
        }
        prop_assert!(g.is_over());
        // Replay equality.
        let again = Game::replay(&setup, g.log()).expect("the log replays");
        prop_assert_eq!(serde_json::to_string(&again).unwrap(), serde_json::to_string(&g).unwrap());
        // Serde round trip.
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, g);
    }

    #[test]
    fn refused_decisions_change_nothing(seed in any::<u64>()) {
        let setup = Setup::seeded(seed, playout_teams());
        let mut g = Game::new(&setup).expect("valid setup");
        let mut bot = Bot::new(seed);
        for _ in 0..200 {
            let Some(&team) = g.to_decide().first() else { break };
            let before = serde_json::to_string(&g).unwrap();
            // Someone else's turn, and a decision that answers nothing.
            let other = congo_nile::nile::TeamId((team.0 + 1) % 4);
            prop_assert!(g.apply(other, &congo_nile::nile::Decision::KeepRoll).is_err());
            let _ = g.apply(team, &congo_nile::nile::Decision::Divers { count: 200 });
            prop_assert_eq!(&serde_json::to_string(&g).unwrap(), &before);
            let d = bot.choose(&g, team).unwrap();
            g.apply(team, &d).unwrap();
        }
    }
}

#[test]
fn same_seed_same_game() {
    let setup = Setup::seeded(11, playout_teams());
    let mut a = Game::new(&setup).unwrap();
    let mut b = Game::new(&setup).unwrap();
    congo_nile::tabletop::random_playout(&mut a, &mut Bot::new(3), 50_000).unwrap();
    congo_nile::tabletop::random_playout(&mut b, &mut Bot::new(3), 50_000).unwrap();
    assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
}
