//! An Independent Character standing alone on the field of every move (CG-USR-12, CG-USR-15;
//! docs/rulings.md "Independent Characters as enemies"): no base may end on him, no stick may
//! touch him but a Reach move's that joins him, he stops no pace and he blocks lines of sight
//! as any model does. On "The Cattle Raid" (the missionary), with the groups put where the
//! test needs them.

use super::*;
use crate::adventure::animals::AnimalKind;
use crate::decision::Decision;
use crate::event::What;
use crate::geometry::base::overlaps;
use crate::wild::Animal;
use alloc::string::ToString;
use tabletop::RulesGame;

const ONE: GroupId = GroupId(0);
const ENEMY: GroupId = GroupId(5);

/// Column One's first group in a row from (10", 30") eastward, the missionary standing alone,
/// Player One resolving a card of black moves; the enemy group `ENEMY` far away.
pub(super) fn raid() -> (Game, usize) {
    let mut g = game("cattle_raid");
    only(&mut g, &[ONE, ENEMY]);
    put(&mut g, ONE, 10, 30);
    put(&mut g, ENEMY, 50, 4);
    resolving(&mut g, Player::One);
    let m = piece_of(&g, |k| matches!(k, PieceKind::Character { .. }));
    (g, m)
}

/// Group ONE's Reach move joining piece `m` with one stick to `to`.
fn join(g: &Game, m: usize, to: Point) -> Decision {
    Decision::Reach { group: ONE, leader: first(g, ONE), path: vec![to], piece: m as u16, formation: None }
}

fn walk(g: &Game, path: &[Point]) -> Decision {
    Decision::Move {
        group: ONE,
        leader: first(g, ONE),
        path: path.to_vec(),
        engage: None,
        formation: None,
        giraffe: None,
    }
}

// rule: CG-USR-12, CG-USR-15
#[test]
fn independent_character_standing_alone_no_stick_may_touch_him_but_a_reach_that_joins_him() {
    let (mut g, m) = raid();
    lay(&mut g, m, 6, 30);
    // Straight west along the row: the stick runs into him.
    let d = walk(&g, &[Point::inches(6, 30)]);
    let before = serde_json::to_string(&g).unwrap();
    let e = g.apply(Player::One, &d).unwrap_err().to_string();
    assert!(e.contains("the missionary (an independent character)"), "{e}");
    assert!(e.contains("reach"), "{e}");
    assert!(!e.contains(&(1u32 << 21).to_string()), "no internal key: {e}");
    assert_eq!(before, serde_json::to_string(&g).unwrap(), "a refused move changes nothing");
    // The same stick as a Reach move joins him.
    let reach = join(&g, m, Point::inches(6, 30));
    let ev = g.apply(Player::One, &reach).expect("joins him");
    assert!(ev.iter().any(|e| matches!(e.what, What::CharacterJoined { group: ONE, .. })));
}

// rule: CG-USR-15
#[test]
fn independent_character_standing_alone_no_base_of_a_moving_group_ends_on_him() {
    // Where the group's figures gather after a move west with him out of the way...
    let (g, m) = raid();
    let d = walk(&g, &[Point::inches(6, 30)]);
    let mut away = g.clone();
    away.universal.pieces[m].place = Place::Removed;
    away.apply(Player::One, &d).expect("moves");
    let spots = positions(&away, ONE);
    // ... he stands on a spot a following figure took, off the stick's path (more than 1" from
    // the line y = 30 between x 6 and 10).
    let clear = |p: &Point| (p.y.units() - 30_000).abs() > 1_000 || p.x.units() > 10_000;
    let spot = *spots.iter().skip(1).find(|p| clear(p)).expect("a figure gathered off the stick's line");
    let mut g = g;
    g.universal.pieces[m].place = Place::Table { at: spot };
    match g.apply(Player::One, &d) {
        Ok(_) => assert!(
            positions(&g, ONE).iter().all(|&p| !overlaps(p, spot)),
            "no figure ends on him: {:?} vs {spot:?}",
            positions(&g, ONE)
        ),
        Err(e) => panic!("the group gathers around him: {e}"),
    }
}

// rule: CG-SHOOT-06
#[test]
fn independent_character_standing_alone_blocks_a_line_of_sight_as_any_model() {
    // The group's last figure and the enemy's first 5" apart on y = 30, the missionary between.
    let (mut g, m) = raid();
    let n = g.groups[0].figures.len();
    let x = 10 + n as i32 - 1;
    let target = g.groups[usize::from(ENEMY.0)].figures[0];
    g.figures[usize::from(target.0)].at = Point::inches(x + 5, 30);
    let figs = g.groups[usize::from(ENEMY.0)].figures.clone();
    for (k, f) in figs.iter().enumerate().skip(1) {
        g.figures[usize::from(f.0)].at = Point::inches(x + 5 + k as i32, 30);
    }
    let from = crate::geometry::FigureRef { group: crate::space::key(ONE), index: n - 1 };
    let to = crate::geometry::FigureRef { group: crate::space::key(ENEMY), index: 0 };
    let blocker =
        |g: &Game| crate::space::with_field(g, |f| crate::geometry::los::sight(f, from, to)).unwrap().unwrap();
    let mut clear = g.clone();
    clear.universal.pieces[m].place = Place::Removed;
    assert_eq!(blocker(&clear), None, "a clear line without him");
    lay(&mut g, m, x + 2, 30);
    let Some(crate::geometry::los::Blocker::Figure { figure }) = blocker(&g) else {
        panic!("he blocks the line: {:?}", blocker(&g))
    };
    assert_eq!(figure.group, crate::universal::pieces::piece_key(m));
}

// rule: CG-USR-12, CG-OBJ-01
#[test]
fn independent_character_joined_the_loot_lying_with_him_is_picked_up() {
    // A group eliminated by shooting left him and a Loot token at its spot: joining him picks
    // the token up too (the leading figure takes his place).
    let (mut g, m) = raid();
    lay(&mut g, m, 6, 30);
    let loot = crate::universal::pieces::place_loot(&mut g, Point::inches(6, 30), false);
    let reach = join(&g, m, Point::inches(6, 30));
    let ev = g.apply(Player::One, &reach).expect("joins him");
    assert!(ev.iter().any(|e| e.what == What::PiecePickedUp { group: ONE, piece: loot }));
    assert_eq!(g.groups[0].loot, 1);
}

// rule: CG-USR-12, CG-ANIMAL-06
#[test]
fn independent_character_joined_with_a_wild_animal_on_the_table() {
    // The missionary is piece 0 and the lion animal 0: their keys on the field are distinct.
    let (mut g, m) = raid();
    assert_eq!(m, 0);
    let key = crate::universal::pieces::piece_key(m);
    assert!(!crate::wild::is_animal(key) && key != crate::wild::key(crate::wild::AnimalId(0)));
    g.terrain.animals.push(Animal {
        kind: AnimalKind::Lion,
        at: Point::inches(40, 40),
        home: crate::geometry::AreaId(0),
        enraged: 0,
        alive: true,
    });
    lay(&mut g, m, 6, 30);
    let reach = join(&g, m, Point::inches(6, 30));
    let ev = g.apply(Player::One, &reach).expect("joins him, the lion standing far away");
    assert!(ev.iter().any(|e| matches!(e.what, What::CharacterJoined { group: ONE, .. })));
}
