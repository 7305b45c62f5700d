//! A joined Independent Character is a base of his group's formation (CG-USR-10: "They are
//! considered to be exactly the same as any other model in the group (for lines of sight,
//! movement etc.)"; docs/rulings.md "A joined Independent Character is a base of his group"):
//! he is gathered with the group and moves with it, an enemy's stick touching him touches the
//! group, and lines of sight and ranges from or to the group count him as a model of it. On
//! "The Cattle Raid" (the missionary), with the groups put where the test needs them.

use super::*;
use crate::decision::Decision;
use crate::event::What;
use crate::geometry::base::{is_chain, overlaps};
use crate::geometry::{FigureRef, S};
use crate::universal::pieces::give;
use alloc::format;
use tabletop::{Length, RulesGame};

const ONE: GroupId = GroupId(0);
const ENEMY: GroupId = GroupId(5);

/// The missionary standing alone at (6", 30"), west of group ONE's row (`super::standing::raid`).
fn raid() -> (Game, usize) {
    let (mut g, m) = super::standing::raid();
    lay(&mut g, m, 6, 30);
    (g, m)
}

/// The bases of `group` on the game's field (geometry's view).
fn bases(g: &Game, group: GroupId) -> Vec<Point> {
    let key = crate::space::key(group);
    crate::space::placed(g).into_iter().find(|pg| pg.key == key).map(|pg| pg.figures).unwrap_or_default()
}

/// The missionary's base, while he is with a group.
fn base(g: &Game, m: usize) -> Point {
    g.universal.pieces[m].base.expect("a joined character has a base")
}

/// Group ONE joins the missionary with a Reach move west along its row.
fn joined() -> (Game, usize) {
    let (mut g, m) = raid();
    let reach = Decision::Reach {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(6, 30)],
        piece: m as u16,
        formation: None,
    };
    let ev = g.apply(Player::One, &reach).expect("joins him");
    assert!(ev.iter().any(|e| matches!(e.what, What::CharacterJoined { group: ONE, .. })));
    (g, m)
}

// rule: CG-USR-10, CG-USR-12
#[test]
fn independent_character_joined_is_gathered_as_a_base_of_the_group() {
    let (g, m) = joined();
    let figs = positions(&g, ONE);
    assert_eq!(figs[0], Point::inches(6, 30), "the leading figure takes his place");
    let at = base(&g, m);
    assert!(figs.iter().all(|&p| !overlaps(p, at)), "his base is his own: {at:?} vs {figs:?}");
    let all = bases(&g, ONE);
    assert_eq!(all.len(), figs.len() + 1, "the group's bases: its figures, then him");
    assert_eq!(all.last(), Some(&at));
    assert!(is_chain(&all), "gathered with the group: {all:?}");
}

// rule: CG-USR-10
#[test]
fn independent_character_joined_moves_with_the_group() {
    let (mut g, m) = joined();
    resolving(&mut g, Player::One);
    let before = base(&g, m);
    let walk = Decision::Move {
        group: ONE,
        leader: first(&g, ONE),
        path: vec![Point::inches(2, 30)],
        engage: None,
        formation: None,
        giraffe: None,
    };
    g.apply(Player::One, &walk).expect("the group moves west");
    let after = base(&g, m);
    assert_ne!(after, before, "he moved with the group");
    assert!(after.x < before.x, "west with it: {before:?} to {after:?}");
    assert!(is_chain(&bases(&g, ONE)), "gathered with it: {:?}", bases(&g, ONE));
}

// rule: CG-USR-10, CG-MOVE-16
#[test]
fn independent_character_joined_blocks_an_enemy_stick_as_a_base_of_his_group() {
    let (mut g, m) = joined();
    // He was gathered at the north end of the group: the enemy's leading figure 3"
    // north of him, a stick south runs into his base only.
    let at = base(&g, m);
    let figs = positions(&g, ONE);
    assert!(figs.iter().all(|p| p.y < at.y), "{at:?} {figs:?}");
    let enemy_at = Point::new(at.x, at.y + Length::inches(3));
    assert!(figs.iter().all(|p| p.distance_sq(enemy_at) > i64::from(Length::inches(2).units()).pow(2)));
    let efigs = g.groups[usize::from(ENEMY.0)].figures.clone();
    for (k, f) in efigs.iter().enumerate() {
        g.figures[usize::from(f.0)].at = Point::new(at.x, at.y + Length::inches(3 + k as i32));
    }
    let leader = efigs[0];
    let south = [at];
    // A move that may not engage is refused: the stick touches group ONE.
    let e = crate::space::propose(&g, ENEMY, leader, &south, None, false).unwrap_err();
    assert!(format!("{e}").contains("group 0"), "{e}");
    // One that may engage engages group ONE, by him.
    let o = crate::space::propose(&g, ENEMY, leader, &south, None, true).expect("engages");
    let n = figs.len();
    assert_eq!(o.engaged, Some(FigureRef { group: crate::space::key(ONE), index: n }));
}

// rule: CG-USR-10, CG-SHOOT-04, CG-SHOOT-07
#[test]
fn independent_character_joined_line_of_sight_and_range_count_him_as_a_model_of_the_group() {
    let (mut g, m) = raid();
    // Group ONE reduced to its leading figure at (10", 30"), the missionary with it at (11", 30").
    let rest: Vec<_> = g.groups[0].figures.drain(1..).collect();
    for f in rest {
        g.figures[usize::from(f.0)].alive = false;
    }
    give(&mut g, m, ONE).expect("joins");
    g.universal.pieces[m].base = Some(Point::inches(11, 30));
    put(&mut g, ENEMY, 10, 20);
    let leader = first(&g, ONE);
    let fire = |g: &Game, range: Option<Length>| {
        crate::space::with_field(g, |f| crate::space::line_of_fire(f, g, ONE, leader, ENEMY, range)).unwrap().unwrap()
    };
    // Both he and the leading figure see the enemy: no partial shooting (CG-SHOOT-07: only when
    // the leading figure alone sees the target).
    assert_eq!(fire(&g, None).map(|f| f.partial), Some(false));
    let mut alone = g.clone();
    alone.universal.pieces[m].place = Place::Removed;
    assert_eq!(fire(&alone, None).map(|f| f.partial), Some(true), "alone the leader's shot is partial");
    // A shot at group ONE: the enemy's leading figure has a model of the target in range when
    // only he is: the group's figure 2S + 2" away, he S away.
    resolving(&mut g, Player::Two);
    put(&mut g, ENEMY, 30, 30);
    let figure = g.groups[0].figures[0];
    g.figures[usize::from(figure.0)].at = Point::inches(10, 30);
    g.universal.pieces[m].base = Some(Point::inches(25, 30));
    let shooter = first(&g, ENEMY);
    let at_group = |g: &Game| {
        crate::space::with_field(g, |f| crate::space::line_of_fire(f, g, ENEMY, shooter, ONE, Some(S)))
            .unwrap()
            .unwrap()
    };
    assert!(at_group(&g).is_some(), "he is in range: the group is");
    let mut away = g.clone();
    away.universal.pieces[m].place = Place::Removed;
    assert!(at_group(&away).is_none(), "without him the group is out of range");
    // And so is every range between groups (a special rule's "within").
    let mut near = g.clone();
    near.universal.pieces[m].base = Some(Point::inches(26, 31));
    assert!(crate::hooks::groups_within(&near, ENEMY, crate::profile::Stick::S).contains(&ONE));
    assert!(!crate::hooks::groups_within(&away, ENEMY, crate::profile::Stick::S).contains(&ONE));
}

/// "The Night Ambush": the caravan (column One's first group) waits off table at (0", 24");
/// the strange man (an Independent Character any column may join, piece `m`) stands 4" in.
fn waiting_by_the_strange_man() -> (Game, usize) {
    let mut g = game("night_ambush");
    resolving(&mut g, Player::One);
    g.groups[0].stress.clear();
    g.universal.pieces.push(crate::universal::Piece {
        kind: PieceKind::StrangeMan,
        place: Place::Table { at: Point::inches(4, 24) },
        dropped: None,
        base: None,
    });
    let m = g.universal.pieces.len() - 1;
    (g, m)
}

// rule: CG-USR-08, CG-USR-12
#[test]
fn enter_on_the_table_the_second_stick_joins_an_independent_character_as_a_reach() {
    use alloc::string::ToString;
    let (mut g, m) = waiting_by_the_strange_man();
    let spot = Point::new(Length::milli(500), Length::inches(24));
    // An entry whose second stick touches him as a plain move is refused: a Reach joins him.
    let enter = Decision::Enter {
        group: ONE,
        second: Some(Point::new(Length::milli(4_500), Length::inches(24))),
        engage: None,
        formation: None,
        animal: None,
    };
    let e = g.clone().apply(Player::One, &enter).unwrap_err().to_string();
    assert!(e.contains("reach"), "{e}");
    // The Reach: the first stick's end on the entry point, the second touching him.
    let reach = |path: Vec<Point>| Decision::Reach {
        group: ONE,
        leader: first(&g, ONE),
        path,
        piece: m as u16,
        formation: None,
    };
    let before = g.clone();
    assert!(g.clone().apply(Player::One, &reach(vec![Point::inches(4, 24)])).is_err(), "the entry point first");
    assert!(g.clone().apply(Player::One, &reach(vec![Point::inches(2, 24), Point::inches(4, 24)])).is_err());
    assert_eq!(g, before, "refused: nothing changed");
    let ev = g.apply(Player::One, &reach(vec![spot, Point::inches(4, 24)])).expect("enters and joins him");
    assert!(ev.iter().any(|e| e.what == What::GroupEntered { group: ONE, at: spot }));
    assert!(ev.iter().any(|e| e.what == What::CharacterJoined { group: ONE, piece: m as u16 }));
    assert!(g.groups[0].in_play() && g.groups[0].off_table.is_none());
    assert_eq!(positions(&g, ONE)[0], Point::inches(4, 24), "the leading figure takes his place");
    let all = bases(&g, ONE);
    assert_eq!(all.len(), g.groups[0].figures.len() + 1);
    assert_eq!(all.last(), Some(&base(&g, m)));
    assert!(is_chain(&all), "the group gathered with him: {all:?}");
}

// rule: CG-USR-08, CG-USR-12
#[test]
fn enter_on_the_table_the_second_stick_joins_an_independent_character_as_a_reach_is_among_the_legal_decisions() {
    // The listing offers the entry's Reach for him, and `apply` accepts it.
    let (g, m) = waiting_by_the_strange_man();
    let offered: Vec<Decision> = g
        .legal_decisions(Player::One)
        .into_iter()
        .filter(|d| matches!(d, Decision::Reach { group: ONE, piece, .. } if usize::from(*piece) == m))
        .collect();
    assert_eq!(offered.len(), 1, "one entry Reach for the strange man: {offered:?}");
    let ev = g.clone().apply(Player::One, &offered[0]).expect("the listed entry Reach is legal");
    assert!(ev.iter().any(|e| e.what == What::CharacterJoined { group: ONE, piece: m as u16 }));
}

// rule: CG-USR-13
#[test]
fn independent_character_joined_goes_to_a_melee_winner_gathered_with_it() {
    let (mut g, m) = joined();
    let before = base(&g, m);
    // The enemy, the winner of the melee, stands 3" south of group ONE's row.
    put(&mut g, ENEMY, 10, 25);
    crate::universal::pieces::on_melee_lost(&mut g, ONE, ENEMY, &mut Vec::new()).expect("hands him over");
    assert_eq!(g.universal.pieces[m].place, Place::With { group: ENEMY });
    let at = base(&g, m);
    assert_ne!(at, before);
    let winner = positions(&g, ENEMY);
    assert!(
        winner.iter().any(|&p| crate::geometry::base::in_contact(p, at)),
        "in base contact with the winner: {at:?} vs {winner:?}"
    );
    assert_eq!(bases(&g, ENEMY).last(), Some(&at), "a base of the winner's formation");
    assert!(!bases(&g, ONE).contains(&at));
}

// rule: CG-USR-11, CG-USR-13
#[test]
fn independent_character_joined_stays_on_his_base_when_his_group_loses_to_an_animal_or_is_eliminated() {
    let (g, m) = joined();
    let at = base(&g, m);
    let mut animal = g.clone();
    crate::universal::pieces::on_animal_melee_lost(&mut animal, ONE, &mut Vec::new()).expect("leaves him");
    assert_eq!(animal.universal.pieces[m].place, Place::Table { at }, "he just stays where he is");
    assert_eq!(animal.universal.pieces[m].base, None);
    let mut shot = g.clone();
    shot.groups[0].eliminated = true;
    crate::universal::pieces::on_eliminated(&mut shot, ONE, &mut Vec::new()).expect("leaves him");
    assert_eq!(shot.universal.pieces[m].place, Place::Table { at });
}
