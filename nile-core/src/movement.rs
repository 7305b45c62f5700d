//! Moving the expedition: movement dice by terrain, the path across squares, exploring new
//! squares, fording rivers, canoes on the river and cataracts.
//!
//! Source: expedition game, "Step 2: Movement" (EX-MOVE-01 to EX-MOVE-07), "Crossing Rivers
//! Without Canoes" and "Moving Canoes Around Cataracts" (EX-CROSS-01 to EX-CROSS-03); the
//! Lost Template's "stops short at the table edge or impassable terrain" (EX-LOST-12).
//!
//! On foot the party walks a straight line along its heading (diagonals at 707/1000 per axis),
//! sampled every quarter inch; each new square is explored as it is entered. Afloat it goes from
//! square centre to square centre along the river, 12" a side step and 17" a diagonal one.

use crate::ctx::Ctx;
use crate::error::RuleError;
use crate::event::{Event, RollPurpose, StopReason};
use crate::hooks;
use crate::map::{self, Direction, Square, Terrain};
use crate::outfit::{CANOE_CAPACITY, CANOE_PORTAGE};
use crate::party::{AnimalKind, Fate, ManId, Team};
use crate::supplies::{self, Item, MoveEffect};
use alloc::format;
use alloc::vec::Vec;
use tabletop::{DiceError, Die, Length, Point};

/// The movement die for a terrain (EX-MOVE-02..07): Veldt D8, Jungle D6, Mountain D6, Swamp D4
/// on foot or D6 in a canoe, Desert D6, a canoe on a river D10.
pub const fn movement_die(t: Terrain, afloat: bool) -> Die {
    match (t, afloat) {
        (Terrain::Swamp, true) => Die::D6,
        (_, true) => Die::D10,
        (Terrain::Veldt, false) => Die::D8,
        (Terrain::Swamp, false) => Die::D4,
        _ => Die::D6,
    }
}

/// Sampling step along a path: a quarter inch.
const STEP: i32 = 250;

/// Can the party travel by canoe along `heading` now? (`docs/rulings.md`: canoes carry 300
/// each, 15 per man aboard; at least one fit bearer paddles each canoe; animals and vehicles
/// cannot embark; the heading must follow the river out of the square.)
///
/// # Errors
/// [`RuleError::Illegal`] saying why not.
pub fn check_afloat(map: &map::Map, t: &Team, heading: Direction) -> Result<(), RuleError> {
    if t.canoes == 0 {
        return Err(RuleError::Illegal("the party has no canoes".into()));
    }
    let sq = map::square_of(t.position);
    if !map.cell(sq).is_some_and(|c| c.river.contains(&heading)) {
        return Err(RuleError::Illegal(format!("no river leaves square {sq} toward the {heading}")));
    }
    if !t.animals.is_empty() || t.wagon.is_some() || t.cart.is_some() {
        return Err(RuleError::Illegal("animals, the wagon and the cart cannot go in canoes".into()));
    }
    let paddlers = t.men.iter().filter(|m| m.role.is_porter() && !m.condition.is_disabled()).count() as u32;
    if paddlers < t.canoes {
        return Err(RuleError::Illegal(format!(
            "{} canoes need {} fit bearers to paddle them, the party has {paddlers}",
            t.canoes, t.canoes
        )));
    }
    let room = t.skill.carrying(t.canoes.saturating_mul(CANOE_CAPACITY));
    let need = t.stores.portage().saturating_add((t.men.len() as u32).saturating_mul(CANOE_PORTAGE));
    if need > room {
        return Err(RuleError::Illegal(format!("the canoes hold {room} portage points; goods and men need {need}")));
    }
    Ok(())
}

/// True when the party does not move this turn (an event, a vehicle that cannot move: a
/// wagon under repair or with fewer than 4 oxen, a cart under repair or with fewer than 2 mules,
/// EX-CARGO-05, EX-CARGO-18; or an explorer who must be carried and too few to carry him,
/// [`crate::party::Team::can_march`]).
pub fn stays_put(c: &Ctx<'_, '_>) -> bool {
    c.today.no_move || held_back(c.team)
}

/// True when the party itself cannot move this turn, whatever the day brings: a wagon under
/// repair or with fewer than 4 oxen, a cart under repair or with fewer than 2 mules (EX-CARGO-05,
/// EX-CARGO-18), or an explorer who must be carried and too few to carry him
/// ([`crate::party::Team::can_march`]). [`stays_put`] adds the day's events.
pub fn held_back(t: &Team) -> bool {
    let vehicle_stuck = t.wagon.is_some_and(|w| w.repair_days > 0 || w.draught < 4)
        || t.cart.is_some_and(|v| v.repair_days > 0 || v.draught < 2);
    vehicle_stuck || !t.can_march()
}

/// True when the party stands in the square of the Elephants' Graveyard: the desert around it,
/// one square foot, where movement uses D4 dice (EX-QUEST-12, docs/rulings.md).
pub fn in_graveyard_desert(c: &Ctx<'_, '_>) -> bool {
    graveyard_desert_at(c.map, c.team)
}

/// [`in_graveyard_desert`] for a map and a team.
pub fn graveyard_desert_at(map: &map::Map, t: &Team) -> bool {
    let here = crate::map::square_of(t.position);
    map.quest.sites.iter().any(|s| {
        s.prize == crate::quest::Prize::ElephantsGraveyard
            && crate::map::Square::new(s.column as i8 + 3, s.row as i8 + 3) == here
    })
}

/// Roll the movement dice (step 2.4; D4s in the graveyard's desert): the Activity Level's number, of the terrain's type, less
/// dice lost to events; hunger and thirst effects; half when the Heroine had a fright.
///
/// # Errors
/// Dice.
pub fn roll_movement(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    if stays_put(c) {
        return Ok(());
    }
    let die = party_movement_die(c.map, c.team, c.today.afloat);
    let n = c.today.activity.movement_dice().saturating_sub(c.today.lose_dice);
    let mut faces = Vec::new();
    for _ in 0..n {
        faces.push(c.r.roll(die)?);
    }
    let d6 = if c.today.privation == MoveEffect::D6Minus3 { c.r.roll(Die::D6)? } else { 0 };
    let mut inches = supplies::apply_move_effect(&faces, c.today.privation, d6);
    if c.today.half_move {
        inches /= 2;
    }
    c.today.movement = Some((faces, inches));
    Ok(())
}

/// The die a party rolls for movement where it stands (step 2.4): its square's terrain die
/// ([`movement_die`]; the approach's terrain before it has entered the table), or D4 in the
/// Elephants' Graveyard's desert on foot.
pub fn party_movement_die(map: &map::Map, t: &Team, afloat: bool) -> Die {
    if !afloat && graveyard_desert_at(map, t) {
        crate::quest::graveyard::DESERT_DIE
    } else {
        movement_die(crate::day::terrain_of(map, t), afloat)
    }
}

/// The day's move (step 2.4) along the heading, by the rolled distance.
///
/// # Errors
/// Dice.
pub fn move_party(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let team = c.tid();
    c.team.race.new_ground = None;
    let Some((faces, inches)) = c.today.movement.clone().filter(|_| !stays_put(c)) else {
        c.ev.push(Event::NoMovement { team });
        return Ok(());
    };
    let intended = Length::inches(i32::try_from(inches).unwrap_or(0));
    let from = c.team.position;
    let stopped = if c.today.afloat { paddle(c, intended)? } else { walk(c, intended)? };
    let to = c.team.position;
    // Only the square the move ended in counts as new ground (`enter` marks each it discovers).
    if c.team.race.new_ground != Some(map::square_of(to)) {
        c.team.race.new_ground = None;
    }
    c.ev.push(Event::Moved { team, dice: faces, intended: intended.units(), from, to, stopped });
    refill_water(c);
    Ok(())
}

fn refill_water(c: &mut Ctx<'_, '_>) {
    let sq = map::square_of(c.team.position);
    if !c.map.has_river(sq) || c.team.stores.water >= c.team.water_target {
        return;
    }
    let room = c.team.room_for(supplies::Item::Water);
    let add = (c.team.water_target - c.team.stores.water).min(room);
    if add > 0 {
        c.team.stores.water += add;
        let team = c.tid();
        let goods = supplies::Stores { water: add, ..Default::default() };
        c.ev.push(Event::GoodsGained { team, goods });
    }
}

/// Enter square `next` from `cur`: explore it, check who may enter. `Err(reason)` = stop short.
pub(crate) fn enter(c: &mut Ctx<'_, '_>, cur: Square, next: Square) -> Result<Result<(), StopReason>, DiceError> {
    let team = c.tid();
    if let Some(why) = barred(c.map, c.team, next) {
        return Ok(Err(why));
    }
    if let Some(found) = map::explore(c.map, next, next.direction_to(cur), &mut c.r)? {
        c.ev.push(Event::Explored { team, found });
        c.team.race.new_ground = Some(next);
    }
    c.map.mark_seen(next, team.0);
    let t = c.map.terrain(next).unwrap_or(Terrain::Veldt);
    Ok(barred_by_terrain(c.team, t).map_or(Ok(()), Err))
}

/// Why the party may not enter square `next` before it is explored: off the table, marked
/// impassable, or forbidden to its porters (EX-LOST-12). `None`: it may try.
pub fn barred(map: &map::Map, t: &Team, next: Square) -> Option<StopReason> {
    let Some(cell) = map.cell(next) else { return Some(StopReason::TableEdge) };
    if cell.impassable {
        return Some(StopReason::Impassable);
    }
    let has_porters = t.men.iter().any(|m| m.role.is_porter());
    (has_porters && t.forbidden.contains(&next)).then_some(StopReason::PortersRefuse)
}

/// Why the party may not enter terrain `terrain` once it is known: the ox-wagon in Mountains,
/// camels in Jungle, Swamp or Mountains. `None`: it enters.
pub fn barred_by_terrain(t: &Team, terrain: Terrain) -> Option<StopReason> {
    if t.wagon.is_some() && terrain == Terrain::Mountain {
        return Some(StopReason::WagonInMountains);
    }
    let camels = t.animals.iter().any(|a| a.kind == AnimalKind::Camel);
    (camels && matches!(terrain, Terrain::Jungle | Terrain::Swamp | Terrain::Mountain)).then_some(StopReason::Camels)
}

/// Where entering square `sq` stops the move, before what it brings is resolved (the move's
/// own `arrived_in` then resolves it): the centre while the team is on its journey, or its
/// rumoured graveyard.
pub fn arrival_stop(t: &Team, sq: Square) -> Option<StopReason> {
    if sq.in_centre() && t.race.phase == crate::race::QuestPhase::Journey {
        Some(StopReason::ReachedCentre)
    } else if t.graveyard == Some(sq) {
        Some(StopReason::Graveyard)
    } else {
        None
    }
}

/// After entering a square: the centre (arrival: the move stops the first time only, while the
/// team is still on its journey; a party already questing walks on from square to square of the
/// centre table) or the rumoured graveyard.
pub(crate) fn arrived_in(c: &mut Ctx<'_, '_>, sq: Square) -> Result<Option<StopReason>, DiceError> {
    let stop = arrival_stop(c.team, sq);
    match stop {
        Some(StopReason::ReachedCentre) => hooks::arrival(c, sq)?,
        Some(_) => crate::events::veldt::graveyard_reached(c)?,
        None => {}
    }
    Ok(stop)
}

/// The points a walk samples along `heading` from `start` for an `intended` distance: a
/// quarter inch at a time (the last step shorter), each as (distance walked before the step,
/// distance after it, the point reached), measured from the start each time so the rounding of
/// diagonals never accumulates.
pub fn walk_samples(start: Point, heading: Direction, intended: Length) -> impl Iterator<Item = (i32, i32, Point)> {
    let total = intended.units();
    (0..total).step_by(STEP as usize).map(move |done| {
        let after = done + STEP.min(total - done);
        (done, after, map::point_in_direction(start, heading, Length(after)))
    })
}

/// The point a party fording a river it met `after` into its walk ends at: a quarter inch past
/// the river line (EX-CROSS-01).
pub fn ford_point(start: Point, heading: Direction, after: i32) -> Point {
    map::point_in_direction(start, heading, Length(after + STEP))
}

/// A river crossing stops a walk without canoes (EX-CROSS-01): met within the first inch of the
/// move, the party fords (the full turn); further on, it stops at the bank.
pub fn fords_at(done: i32) -> bool {
    done < Length::inches(1).units()
}

/// The inches a canoe uses to go on from square centre to square centre along `heading`: 12 for
/// a side step, 17 for a diagonal one.
pub const fn paddle_cost(heading: Direction) -> i32 {
    if heading.is_side() { Length::inches(12).units() } else { Length::inches(17).units() }
}

/// The heading a canoe arriving in `sq` along `heading` follows on: the river exit nearest the
/// heading, never back the way it came (`None`: the river ends there).
pub fn river_onward(map: &map::Map, sq: Square, heading: Direction) -> Option<Direction> {
    let back = heading.opposite();
    let exits: Vec<Direction> =
        map.cell(sq).map(|x| x.river.iter().copied().filter(|d| *d != back).collect()).unwrap_or_default();
    exits.into_iter().min_by_key(|d| (heading.angle_to(*d), d.number()))
}

fn walk(c: &mut Ctx<'_, '_>, intended: Length) -> Result<Option<StopReason>, DiceError> {
    let heading = c.today.heading;
    let start = c.team.position;
    let mut cur = map::square_of(start);
    let mut prev = start;
    for (done, after, p) in walk_samples(start, heading, intended) {
        let sq = map::square_of(p);
        if sq != cur {
            if let Err(why) = enter(c, cur, sq)? {
                return Ok(Some(why));
            }
        }
        if crosses_river(c.map, prev, p) && c.team.canoes == 0 {
            if fords_at(done) {
                // EX-CROSS-01: fording takes the full turn; the party ends a quarter inch past
                // the river line.
                ford(c, sq)?;
                c.team.position = ford_point(start, heading, after);
            }
            return Ok(Some(StopReason::RiverBank));
        }
        c.team.position = p;
        prev = p;
        if sq != cur {
            cur = sq;
            if let Some(why) = arrived_in(c, sq)? {
                return Ok(Some(why));
            }
        }
    }
    Ok(None)
}

/// True when the path from `a` to `b` crosses a river line of either square (a river runs from
/// each square's centre to the middle of each side or corner it leaves by).
pub fn crosses_river(map: &map::Map, a: Point, b: Point) -> bool {
    let mut squares = alloc::vec![map::square_of(a)];
    if map::square_of(b) != squares[0] {
        squares.push(map::square_of(b));
    }
    squares.iter().any(|sq| {
        map.cell(*sq).is_some_and(|cell| {
            cell.river.iter().any(|d| segments_cross(a, b, map::square_centre(*sq), map::exit_point(*sq, *d)))
        })
    })
}

fn orient(a: Point, b: Point, c: Point) -> i64 {
    let (ax, ay) = (i64::from(a.x.units()), i64::from(a.y.units()));
    let v = (i64::from(b.x.units()) - ax) * (i64::from(c.y.units()) - ay)
        - (i64::from(b.y.units()) - ay) * (i64::from(c.x.units()) - ax);
    v.signum()
}

/// Proper or touching intersection of segments ab and cd (exact integers).
fn segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool {
    let (o1, o2, o3, o4) = (orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b));
    o1 != o2 && o3 != o4 && !(o1 == 0 && o2 == 0)
}

/// Fording without canoes (EX-CROSS-02): men and animals in groups of six, 1D6 per group, a 1 =
/// a random member swept away with what he carries. A river with rapids: 1D6 per man instead
/// (On River 4, EX-EVENT-RIVER-12).
fn ford(c: &mut Ctx<'_, '_>, sq: Square) -> Result<(), DiceError> {
    let team = c.tid();
    c.ev.push(Event::Forded { team, square: sq });
    if c.map.cell(sq).is_some_and(|x| x.rapids) {
        return crate::events::river::cross_rapids(c);
    }
    let men: Vec<ManId> = c.team.men.iter().map(|m| m.id).collect();
    let animals: Vec<u16> = c.team.animals.iter().map(|a| a.id).collect();
    let all: Vec<(bool, u16)> = men.iter().map(|m| (true, m.0)).chain(animals.iter().map(|a| (false, *a))).collect();
    for group in all.chunks(6) {
        let f = c.r.roll(Die::D6)?;
        c.note_roll(RollPurpose::Fording, Die::D6, f);
        if f != 1 {
            continue;
        }
        let Some(i) = c.r.pick(group.len())? else { continue };
        match group.get(i) {
            Some((true, id)) => c.remove(ManId(*id), Fate::LostForever, true)?,
            Some((false, id)) => {
                let load = c.team.lose_load(crate::party::Carrier::Animal(*id));
                c.team.animals.retain(|a| a.id != *id);
                c.ev.push(Event::AnimalsLost { team, count: 1 });
                c.lose_goods(load);
            }
            None => {}
        }
    }
    Ok(())
}

fn paddle(c: &mut Ctx<'_, '_>, intended: Length) -> Result<Option<StopReason>, DiceError> {
    let mut left = intended.units();
    let mut heading = c.today.heading;
    loop {
        let cur = map::square_of(c.team.position);
        let cost = paddle_cost(heading);
        if left < cost {
            return Ok(None);
        }
        let next = cur.neighbour(heading);
        if let Err(why) = enter(c, cur, next)? {
            return Ok(Some(if why == StopReason::TableEdge { StopReason::RiverEnds } else { why }));
        }
        left -= cost;
        for sq in [cur, next] {
            if let Some(cell) = c.map.cell_mut(sq) {
                cell.navigated = true;
            }
        }
        c.team.position = map::square_centre(next);
        if let Some(why) = arrived_in(c, next)? {
            return Ok(Some(why));
        }
        if c.map.cell(next).is_some_and(|x| x.rapids) {
            cataract(c, next.remoteness() > cur.remoteness())?;
            return Ok(Some(StopReason::RiverEnds));
        }
        match river_onward(c.map, next, heading) {
            Some(d) => heading = d,
            None => return Ok(Some(StopReason::RiverEnds)),
        }
    }
}

/// Cataracts (EX-CROSS-03): canoes are carried around; downstream, on a 1 the lead canoe goes
/// over the falls with its share of the cargo (`docs/rulings.md`).
fn cataract(c: &mut Ctx<'_, '_>, downstream: bool) -> Result<(), DiceError> {
    if !downstream || c.team.canoes == 0 {
        return Ok(());
    }
    let f = c.r.roll(Die::D6)?;
    c.note_roll(RollPurpose::Rapids, Die::D6, f);
    if f == 1 {
        let share = share_of_one_canoe(c.team);
        c.team.canoes -= 1;
        let team = c.tid();
        c.ev.push(Event::Canoes { team, change: -1 });
        c.lose_goods(share);
    }
    Ok(())
}

/// One canoe's share of the stores (each item divided by the number of canoes, rounded down).
pub fn share_of_one_canoe(t: &Team) -> supplies::Stores {
    let n = t.canoes.max(1);
    let mut s = supplies::Stores::default();
    for i in Item::ALL {
        s.add(i, t.stores.get(i) / n);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: EX-MOVE-01
    // rule: EX-MOVE-02
    // rule: EX-MOVE-03
    // rule: EX-MOVE-04
    // rule: EX-MOVE-05
    // rule: EX-MOVE-06
    // rule: EX-MOVE-07
    #[test]
    fn movement_dice_by_terrain() {
        assert_eq!(movement_die(Terrain::Veldt, false), Die::D8);
        assert_eq!(movement_die(Terrain::Jungle, false), Die::D6);
        assert_eq!(movement_die(Terrain::Mountain, false), Die::D6);
        assert_eq!(movement_die(Terrain::Swamp, false), Die::D4);
        assert_eq!(movement_die(Terrain::Swamp, true), Die::D6);
        assert_eq!(movement_die(Terrain::Desert, false), Die::D6);
        assert_eq!(movement_die(Terrain::Jungle, true), Die::D10);
    }

    #[test]
    fn segments() {
        let p = Point::inches;
        assert!(segments_cross(p(0, 0), p(10, 10), p(0, 10), p(10, 0)));
        assert!(!segments_cross(p(0, 0), p(10, 0), p(0, 1), p(10, 1)));
        assert!(!segments_cross(p(0, 0), p(4, 0), p(5, -1), p(5, 1)));
    }
}
