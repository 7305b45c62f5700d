//! The culture rules in the melee against a livestock animal (CG-USR-17), with scripted dice
//! (docs/rulings.md "Culture rules in the monkeys', the baboons' and the cattle's melee").

use super::*;
use crate::decision::Decision;
use crate::deploy::builtin_setup;
use crate::pending::{Ask, RollPurpose};
use crate::stress::StressKind;
use tabletop::RulesGame;

const ONE: GroupId = GroupId(0);

/// The Cattle Raid, African Kingdoms (group 0: Married Warriors with the King, and the
/// character `joined` at the east end of its row if given) against Zanzibar; group 0 about to
/// come into contact with a cow: the Reach decision.
fn kraal_with(joined: Option<&str>) -> (Game, Decision) {
    let mut setup =
        builtin_setup("cattle_raid", [Culture::AfricanKingdoms, Culture::SultanateOfZanzibar], 1).expect("sets up");
    if let Some(id) = joined {
        let group = setup.columns[0].groups[0].clone();
        setup.columns[0].groups[0] = crate::wild::culture_tests::with_character(group, id);
    }
    let mut g = Game::start(&setup).expect("starts").0;
    only(&mut g, &[ONE, GroupId(5)]);
    put(&mut g, GroupId(5), 50, 10);
    resolving(&mut g, Player::One);
    let cow = piece_of(&g, |k| matches!(k, PieceKind::Cattle { .. }));
    put(&mut g, ONE, 20, 30);
    let n = g.groups[0].figures.len() as i32;
    let leader = *g.groups[0].figures.last().expect("figures");
    lay(&mut g, cow, 20 + n + 2, 30);
    let path = vec![Point::inches(20 + n + 2, 30)];
    (g, Decision::Reach { group: ONE, leader, path, piece: cow as u16, formation: None })
}

fn kraal() -> (Game, Decision) {
    kraal_with(None)
}

// rule: CG-AK-01
// rule: CG-USR-17
#[test]
fn authority_when_the_kings_group_comes_into_contact_with_a_livestock_animal() {
    // The King's group, holding a Combat and a Shooting token, engages the cow. Authority's 2D8:
    // 5 5, two successes: both tokens go back, then the group rolls as the attacker with no
    // Combat die discarded.
    let (mut g, reach) = kraal();
    assert!(g.values(ONE).unwrap().characters.iter().any(|c| c.id.as_str() == "ak.king"));
    g.groups[0].stress = vec![StressKind::Combat, StressKind::Shooting];
    dice(&mut g, &[5, 5]);
    let ev = g.apply(Player::One, &reach).expect("comes into contact");
    assert!(ev.iter().any(|e| e.rule == "CG-AK-01"
        && matches!(e.what, crate::event::What::SpecialRuleRolled { group: ONE, successes: 2, .. })));
    assert_eq!(g.prompts()[0].ask, Ask::RemoveStress { count: 2, groups: vec![ONE] });
    for token in [StressKind::Combat, StressKind::Shooting] {
        g.apply(Player::One, &Decision::RemoveStress { group: ONE, token }).unwrap();
    }
    assert!(matches!(g.prompts()[0].ask, Ask::Roll { group: ONE, purpose: RollPurpose::MeleeAttack, drop: 0, .. }));
}

// rule: CG-AK-02
// rule: CG-USR-17
#[test]
fn frenzy_is_asked_before_the_melee_against_a_livestock_animal() {
    // The King's Authority rolls first (2D8: 1 1, nothing), then the Prince's owner is asked;
    // a warrior given: three more of his Combat dice join the group's attack roll.
    let (mut g, reach) = kraal_with(Some("ak.prince"));
    dice(&mut g, &[1, 1]);
    g.apply(Player::One, &reach).expect("comes into contact");
    let Ask::Frenzy { group: ONE, figures } = g.prompts()[0].ask.clone() else {
        panic!("frenzy asked: {:?}", g.prompts())
    };
    let before = serde_json::to_string(&g).unwrap();
    assert!(g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: None }).is_err());
    assert_eq!(before, serde_json::to_string(&g).unwrap(), "a refused decision changes nothing");
    let back: Game = serde_json::from_str(&before).unwrap();
    assert_eq!(back, g, "the waiting question survives JSON");
    let declined = {
        let mut h = g.clone();
        h.apply(Player::One, &Decision::Frenzy { figure: None }).unwrap();
        match h.prompts()[0].ask.clone() {
            Ask::Roll { dice, purpose: RollPurpose::MeleeAttack, .. } => dice,
            other => panic!("the roll, not {other:?}"),
        }
    };
    let ev = g.apply(Player::One, &Decision::Frenzy { figure: Some(figures[0]) }).unwrap();
    assert!(rules(&ev).contains(&"CG-AK-02"));
    let Ask::Roll { dice: sacrificed, purpose: RollPurpose::MeleeAttack, .. } = g.prompts()[0].ask.clone() else {
        panic!("the roll: {:?}", g.prompts())
    };
    assert_eq!(sacrificed.len(), declined.len() - 1 + 3, "one figure less, three dice more");
}

// rule: CG-USR-16, CG-USR-17
#[test]
fn cattle_free_livestock_are_on_the_field_a_plain_move_may_not_touch_them_a_reach_does() {
    // The same stick as the Reach, sent as an ordinary move: refused, naming the animal, and
    // the state is unchanged (bases may not run into or end on a cow).
    let (mut g, reach) = kraal();
    let Decision::Reach { group, leader, path, .. } = reach.clone() else { unreachable!() };
    let walk = Decision::Move { group, leader, path, engage: None, formation: None, giraffe: None };
    let before = serde_json::to_string(&g).unwrap();
    let e = alloc::string::ToString::to_string(&g.apply(Player::One, &walk).unwrap_err());
    assert!(e.contains("the livestock animal"), "{e}");
    assert!(e.contains("reach move"), "{e}");
    assert_eq!(before, serde_json::to_string(&g).unwrap(), "a refused move changes nothing");
    // Every move the bot is offered keeps every base off every free animal.
    let cows: Vec<Point> = g
        .universal
        .pieces
        .iter()
        .filter(|p| matches!(p.kind, PieceKind::Cattle { .. }))
        .filter_map(|p| match p.place {
            Place::Table { at } => Some(at),
            _ => None,
        })
        .collect();
    for d in g.legal_decisions(Player::One) {
        if !matches!(d, Decision::Move { group: ONE, .. }) {
            continue;
        }
        let mut after = g.clone();
        after.apply(Player::One, &d).expect("a legal move");
        for f in &after.groups[0].figures {
            let at = after.figures[usize::from(f.0)].at;
            assert!(!cows.iter().any(|&c| crate::geometry::base::overlaps(at, c)), "{d:?} ends on a cow");
        }
    }
    // The Reach along the same stick comes into contact: the Cattle melee begins.
    g.apply(Player::One, &reach).expect("comes into contact");
    assert!(matches!(g.prompts()[0].ask, Ask::Roll { group: ONE, purpose: RollPurpose::MeleeAttack, .. }));
}
