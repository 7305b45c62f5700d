//! Each Dangerous Terrain entry's effect, in play (the two tables' "Effect" column).
//!
//! "You" is the exploring group's owner, "the group" the exploring group, "the area" the area
//! it entered. A choice is asked with [`ask`]; the answer comes back on the next `advance`. Work
//! for other chapters (a Stress draw, a flight, casualties, a Terror test, a Rally, the cover
//! roll of an attack) is pushed on the stack as their tasks.

use super::{AreaMarker, Choice, Explore, Stage, TerrainEvent, TerrainTask, lost};
use crate::casualties::{Casualties, Loss};
use crate::dangerous_terrain::{DangerousEffect as E, EntryRoll, GroupFacts, LootPlacement, MarkerKind, SinisterPick};
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::geometry::AreaId;
use crate::pending::RollPurpose;
use crate::shooting::{Shot, ShotStage};
use crate::state::{GroupId, Player};
use crate::stress::{StressDraw, StressKind};
use crate::tasks::Task;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use tabletop::{Die, DieRoll, Length, Point};

fn terrain(rule: &'static str, event: TerrainEvent) -> Event {
    Event::new(rule, What::Terrain { event })
}

fn again(ex: Explore) -> Task {
    Task::Terrain(TerrainTask::Explore(ex))
}

/// Wait for `player` to pick one of `options`.
pub(super) fn ask(mut ex: Explore, player: Player, options: Vec<Choice>) -> Flow {
    ex.ask = Some((player, options));
    ex.answer = None;
    Flow::Wait(again(ex))
}

/// Move to the entry's next step.
pub(super) fn step(mut ex: Explore, next: u8) -> Explore {
    if let Stage::Entry { step, .. } = &mut ex.stage {
        *step = next;
    }
    ex.ask = None;
    ex
}

/// Draw `n` Totem cards for `p`.
fn draw(g: &mut Game, p: Player, n: u8, rule: &'static str, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    for _ in 0..n {
        crate::turn::draw_totem(g, p, rule, ev)?;
    }
    Ok(())
}

/// Discard a Totem card at random from `p`'s hand; false with an empty hand.
pub(crate) fn discard_random(
    g: &mut Game,
    p: Player,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    let n = g.players[p.index()].totems.hand.len();
    if n == 0 {
        return Ok(false);
    }
    let i = g.dice.below(u32::try_from(n).unwrap_or(u32::MAX))? as usize;
    let Some(id) = g.players[p.index()].totems.hand.get(i).map(|c| c.id) else { return Ok(false) };
    if let Some(card) = g.players[p.index()].totems.play(id) {
        ev.push(terrain(rule, TerrainEvent::TotemDiscarded { player: p, card }));
    }
    Ok(true)
}

/// Give `count` Loot tokens to the group (carried, CG-TERR-13): ordinary ones are counted in
/// its `loot`, bulky ones are carried pieces (they slow it, CG-OBJ-05).
fn loot(
    g: &mut Game,
    group: GroupId,
    count: u8,
    bulky: bool,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if count == 0 {
        return Ok(());
    }
    for _ in 0..count {
        crate::universal::pieces::gain_loot(g, group, bulky)?;
    }
    ev.push(terrain(rule, TerrainEvent::LootTaken { group, count, bulky }));
    Ok(())
}

/// Lay a Loot token on the table at `at` (a piece any group may pick up, CG-TERR-13).
pub(crate) fn lay_loot(g: &mut Game, at: Point, bulky: bool) {
    crate::universal::pieces::place_loot(g, at, bulky);
}

/// Where the pieces lying on the table are (Loot, Objects, livestock, characters alone).
fn lying(g: &Game) -> impl Iterator<Item = (Point, bool)> + '_ {
    g.universal.pieces.iter().filter_map(|p| match p.place {
        crate::universal::Place::Table { at } => Some((at, matches!(p.kind, crate::universal::PieceKind::Loot { .. }))),
        _ => None,
    })
}

/// Take one token of `kind` out of the bag for the group (an entry naming the token). False
/// when none is left (RULINGS.md "Stress bag").
pub(crate) fn take_token(
    g: &mut Game,
    group: GroupId,
    kind: StressKind,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    // Four tokens already: the group flees (or loses a figure) instead (CG-STRESS-06/07).
    if let Some(instead) = crate::stress::instead_of_a_fifth_token(g, group, ev)? {
        g.stack.push(instead);
        return Ok(true);
    }
    if !g.bag.take(kind) {
        ev.push(terrain(rule, TerrainEvent::NoTokenLeft { group, kind }));
        return Ok(false);
    }
    g.group_mut(group)?.stress.push(kind);
    ev.push(Event::new(rule, What::StressDrawn { group, token: Some(kind), cause: StressCause::Other }));
    crate::casualties::check_group(g, group, ev)?;
    Ok(true)
}

/// A half-inch grid point of `area` where a 1" base fits touching no base and no lying token,
/// nearest the mean of the area's vertices ("out of contact with any model"); among grid points
/// equally near, the first by y, then x.
///
/// Speed (issue #3): the grid points are ranked by that distance first and tried in order, so
/// the search stops at the first that fits (a wild animal's area is searched at every Animal
/// token), and only the models near the area's box are compared with them (a model 2" or more
/// outside it is more than 1" and the contact tolerance from every grid point).
pub(crate) fn free_spot(g: &Game, area: AreaId) -> Option<Point> {
    let table = &g.setup.table;
    let a = table.area(area)?;
    let n = i64::try_from(a.outline.len()).ok().filter(|n| *n > 0)?;
    let cx = a.outline.iter().map(|p| i64::from(p.x.units())).sum::<i64>() / n;
    let cy = a.outline.iter().map(|p| i64::from(p.y.units())).sum::<i64>() / n;
    let (minx, maxx) =
        a.outline.iter().fold((i32::MAX, i32::MIN), |(lo, hi), p| (lo.min(p.x.units()), hi.max(p.x.units())));
    let (miny, maxy) =
        a.outline.iter().fold((i32::MAX, i32::MIN), |(lo, hi), p| (lo.min(p.y.units()), hi.max(p.y.units())));
    let margin = 2_000;
    let near = |q: &Point| {
        (minx.saturating_sub(margin)..=maxx.saturating_add(margin)).contains(&q.x.units())
            && (miny.saturating_sub(margin)..=maxy.saturating_add(margin)).contains(&q.y.units())
    };
    let taken: Vec<Point> = g
        .figures
        .iter()
        .filter(|f| f.alive)
        .map(|f| f.at)
        .chain(lying(g).map(|(at, _)| at))
        .chain(crate::wild::positions(g))
        .filter(near)
        .collect();
    let fits = |p: Point| {
        table.area_at(p) == Some(area)
            && table.base_on_table(p)
            && taken
                .iter()
                .all(|q| !crate::geometry::base::in_contact(p, *q) && !crate::geometry::base::overlaps(p, *q))
    };
    // (squared distance to the mean, y, x) of every grid point of the area's box, in scan order.
    let half = 500;
    let (x0, y0) = (minx - minx.rem_euclid(half), miny - miny.rem_euclid(half));
    let spots = (0..)
        .map(move |j| y0 + j * half)
        .take_while(move |&y| y <= maxy)
        .flat_map(move |y| (0..).map(move |i| x0 + i * half).take_while(move |&x| x <= maxx).map(move |x| (y, x)))
        .map(|(y, x)| ((i64::from(x) - cx).pow(2) + (i64::from(y) - cy).pow(2), y, x));
    let at = |(_, y, x): (i64, i32, i32)| Point::new(Length::milli(x), Length::milli(y));
    let count = (i64::from(maxx - x0) / 500 + 1) * (i64::from(maxy - y0) / 500 + 1);
    least_fitting(spots, |s| fits(at(s)), count <= FREE_SPOT_SORTED).map(at)
}

/// The most grid points [`free_spot`] ranks in a list (a 50" x 40" area at half an inch); a larger
/// area is scanned instead, in constant memory.
const FREE_SPOT_SORTED: i64 = 8_000;

/// The least of `spots` that `fits`: ranked in a list and tried in order until one fits when
/// `ranked` (few spots: most searches stop early), else scanned whole in constant memory. Both
/// give the same answer.
fn least_fitting<T: Ord + Copy>(spots: impl Iterator<Item = T>, fits: impl Fn(T) -> bool, ranked: bool) -> Option<T> {
    if !ranked {
        return spots.filter(|&s| fits(s)).min();
    }
    let mut spots: Vec<T> = spots.collect();
    spots.sort_unstable();
    spots.into_iter().find(|&s| fits(s))
}

/// The cover die of a group where it stands (its area's, else open terrain's).
pub(crate) fn cover_of(g: &Game, group: GroupId) -> Die {
    super::area_of(g, group).and_then(|a| g.setup.table.area(a)).map_or(g.setup.table.open_cover(), |a| a.cover)
}

/// A shooting action an entry resolves against `group` with `dice` dice of `die`: the attack is
/// rolled here; its hits go to the group's ordinary cover roll (go to ground allowed).
/// `poison`: each set of two or three equal successful faces causes that many casualties with
/// no cover roll (RULINGS.md "Poison"). Returns the task to run (the cover roll), if any hit.
pub(crate) fn attack(
    g: &mut Game,
    group: GroupId,
    count: u16,
    die: Die,
    poison: bool,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<Vec<Task>, RuleError> {
    let mut rolls = g.dice.roll_many(die, usize::from(count))?;
    // Power of Spirits holds against every shooting at the Healer's group, the terrain's too
    // (CG-FOREST-05): its hits are re-rolled once.
    crate::special::forest::power_of_spirits(g, group, group, &mut rolls, ev)?;
    let (poisoned, hits) = if poison { poison_split(&rolls) } else { (0, count_successes(&rolls)) };
    ev.push(terrain(rule, TerrainEvent::Attacked { group, dice: rolls, hits: hits.saturating_add(poisoned) }));
    let mut out = Vec::new();
    if hits > 0 {
        ev.push(Event::new("CG-SHOOT-10", What::Hits { group, hits }));
        let leader = g.group(group)?.figures.first().copied().unwrap_or(crate::state::FigureId(0));
        out.push(Task::Shot(Shot {
            shooter: group,
            leader,
            target: group,
            partial: false,
            cover: cover_of(g, group),
            musket: false,
            stage: ShotStage::Cover,
            hits,
            ground: Vec::new(),
            answer: None,
            poisoned: 0,
            fixed: None,
        }));
    }
    if poisoned > 0 {
        out.push(Casualties::new(group, poisoned, true, Loss::Shooting));
    }
    Ok(out)
}

/// Whether `group` may take an entry's option that draws Stress tokens (not at four:
/// CG-STRESS-04, `crate::hooks::may_draw_by_choice`).
fn may_draw(g: &Game, group: GroupId) -> bool {
    g.group(group).is_ok_and(|gr| crate::hooks::may_draw_by_choice(&gr.stress))
}

fn count_successes(rolls: &[DieRoll]) -> u8 {
    u8::try_from(rolls.iter().filter(|r| r.is_success()).count()).unwrap_or(u8::MAX)
}

/// Poison (RULINGS.md): sets of two or three equal successful faces are casualties without
/// cover; the other successes are hits. Returns (casualties, hits).
fn poison_split(rolls: &[DieRoll]) -> (u8, u8) {
    let mut faces: Vec<u8> = rolls.iter().filter(|r| r.is_success()).map(|r| r.face()).collect();
    faces.sort_unstable();
    let (mut casualties, mut hits) = (0u8, 0u8);
    let mut i = 0;
    while i < faces.len() {
        let mut j = i;
        while j < faces.len() && faces[j] == faces[i] {
            j += 1;
        }
        let run = u8::try_from(j - i).unwrap_or(u8::MAX);
        if run >= 2 {
            casualties = casualties.saturating_add(run);
        } else {
            hits = hits.saturating_add(run);
        }
        i = j;
    }
    (casualties, hits)
}

/// One model lost by an entry (no terrifying death roll: the owner chooses).
fn lose(group: GroupId, n: u8) -> Task {
    Casualties::new(group, n, false, Loss::Terrain)
}

/// Push tasks so that they run in the order given.
fn run_in_order(g: &mut Game, tasks: Vec<Task>) {
    g.stack.extend(tasks.into_iter().rev());
}

/// Put the group back where its move started (the scary place, the sleeping lion): a group
/// that entered the table with the move waits off table again, at its entry point.
fn move_back(g: &mut Game, ex: &Explore, rule: &'static str, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    if ex.entered_from.is_some() {
        g.group_mut(ex.group)?.off_table = ex.entered_from;
    }
    let figs = g.group(ex.group)?.figures.clone();
    for (f, p) in figs.iter().zip(ex.start.iter()) {
        if let Some(fig) = g.figures.get_mut(usize::from(f.0)) {
            fig.at = *p;
        }
    }
    ev.push(terrain(rule, TerrainEvent::MovedBack { group: ex.group }));
    Ok(())
}

fn facts(g: &Game, group: GroupId) -> GroupFacts {
    g.group(group).map_or(GroupFacts::default(), |gr| GroupFacts {
        models: u8::try_from(gr.figures.len()).unwrap_or(u8::MAX),
        stress: u8::try_from(gr.stress.len()).unwrap_or(u8::MAX),
    })
}

fn said(group: GroupId, dice: Vec<DieRoll>, outcome: &str) -> TerrainEvent {
    TerrainEvent::Rolled { group: Some(group), dice, outcome: String::from(outcome) }
}

/// The event saying, in words, what became of an effect for `group` (no dice rolled).
pub(super) fn narrate(rule: &'static str, group: GroupId, outcome: &str) -> Event {
    terrain(rule, said(group, Vec::new(), outcome))
}

fn yes_no() -> Vec<Choice> {
    vec![Choice::Accept, Choice::Decline]
}

/// Resolve the entry of an [`Explore`] in [`Stage::Entry`].
// An `if` inside an arm is not a guard here: its condition takes tokens or moves groups, and a
// failed guard would fall through to the next arm.
#[allow(clippy::collapsible_match)]
pub(super) fn resolve(g: &mut Game, mut ex: Explore, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
    let Stage::Entry { entry: id, step: at, rolls, figures } = ex.stage.clone() else { return Ok(Flow::Done) };
    let Some(entry) = super::entry(&id) else {
        return Err(RuleError::EngineLimit(crate::error::EngineLimit::NoTerrainEntry(id.clone())));
    };
    let rule = entry.id;
    let group = ex.group;
    let you = g.group(group)?.owner;
    let answer = ex.answer.take();
    if let (Some(choice), Some((player, _))) = (answer, &ex.ask) {
        ev.push(terrain(rule, TerrainEvent::Chose { player: *player, choice }));
    }
    let hand = g.players[you.index()].totems.hand.len();
    let stress = g.group(group)?.stress.clone();
    match (entry.effect, at, answer) {
        (E::Nothing, ..) => {}
        (E::DrawTotem { count }, ..) => draw(g, you, count, rule, ev)?,
        (E::OpponentDrawsTotem { count }, ..) => draw(g, you.other(), count, rule, ev)?,
        (E::DiscardRandomTotem { count }, ..) => {
            for _ in 0..count {
                discard_random(g, you, rule, ev)?;
            }
        }
        (E::RecoverTotem, ..) => {
            let t = &mut g.players[you.index()].totems;
            match t.discard.pop() {
                Some(card) => {
                    t.hand.push(card);
                    ev.push(terrain(rule, TerrainEvent::TotemRecovered { player: you, card }));
                }
                None => draw(g, you, 1, rule, ev)?,
            }
        }
        (E::PlaceLoot { count, bulky, placement: LootPlacement::WithGroup }, ..) => {
            loot(g, group, count, bulky, rule, ev)?
        }
        (E::PlaceLoot { count, bulky, placement: LootPlacement::InAreaOutOfContact }, ..) => {
            for _ in 0..count {
                if let Some(at) = free_spot(g, ex.area) {
                    lay_loot(g, at, bulky);
                    ev.push(terrain(rule, TerrainEvent::LootPlaced { at, bulky }));
                }
            }
        }
        (E::EachPlayerPlacesLoot { count }, n, answer) => {
            if let Some(Choice::Area { area }) = answer {
                if let Some(at) = free_spot(g, area) {
                    lay_loot(g, at, false);
                    ev.push(terrain(rule, TerrainEvent::LootPlaced { at, bulky: false }));
                }
            }
            let placed = if answer.is_some() { n.saturating_add(1) } else { n };
            if placed < count.saturating_mul(2) {
                let player = if placed < count { you } else { you.other() };
                let options = loot_areas(g);
                if !options.is_empty() {
                    return Ok(ask(step(ex, placed), player, options));
                }
            }
        }
        (E::ShelterOrTotem, _, None) if !stress.is_empty() => {
            let mut kinds = stress.clone();
            kinds.sort_unstable();
            kinds.dedup();
            return Ok(ask(ex, you, kinds.into_iter().map(|kind| Choice::Token { kind }).collect()));
        }
        (E::ShelterOrTotem, _, Some(Choice::Token { kind })) => {
            let grp = g.group_mut(group)?;
            if let Some(i) = grp.stress.iter().position(|k| *k == kind) {
                grp.stress.remove(i);
                g.bag.put_back(kind);
                ev.push(terrain(rule, TerrainEvent::StressRemoved { group, token: kind }));
            }
        }
        (E::ShelterOrTotem | E::RallyOrTotem, ..) if stress.is_empty() => draw(g, you, 1, rule, ev)?,
        (E::RallyOrTotem, _, None) => return Ok(ask(ex, you, yes_no())),
        (E::RallyOrTotem, _, Some(Choice::Accept)) => return Ok(Flow::Then(crate::influence::RallyTest::new(group))),
        (E::Cloudburst { .. }, ..) => {
            let mut smoked = Vec::new();
            for gid in g.groups_in_play().collect::<Vec<_>>() {
                let firearm = g.values(gid).and_then(|v| v.profile.weapon).is_some_and(|w| w.is_firearm());
                let grp = g.group_mut(gid)?;
                if firearm && !grp.smoke {
                    grp.smoke = true;
                    smoked.push(gid);
                }
            }
            g.terrain.cloudburst_turn = Some(g.turn);
            ev.push(terrain(rule, TerrainEvent::Cloudburst { smoked }));
        }
        (
            E::HaggardMan { .. } | E::LootSacredSite { .. } | E::TasteBerries { .. } | E::StrangeDrums { .. },
            _,
            None,
        ) => {
            return Ok(ask(ex, you, yes_no()));
        }
        (E::HaggardMan { refuse_discard, .. }, _, Some(Choice::Decline)) => {
            for _ in 0..refuse_discard {
                discard_random(g, you, rule, ev)?;
            }
        }
        (effect @ (E::HaggardMan { .. } | E::StrangeDrums { .. }), _, Some(Choice::Accept)) => {
            return ritual(g, ex, effect, rule, ev);
        }
        (E::LootSacredSite { .. } | E::TasteBerries { .. }, _, Some(Choice::Accept)) => {
            let Some(r) = entry.effect.roll(facts(g, group), &mut g.dice)? else { return Ok(Flow::Done) };
            match r {
                EntryRoll::SacredSite { rolls, successes } => {
                    ev.push(terrain(rule, said(group, rolls, "one Loot token and one Stress token per success")));
                    loot(g, group, successes, false, rule, ev)?;
                    if successes > 0 {
                        return Ok(Flow::Then(StressDraw::new(group, successes, StressCause::Other)));
                    }
                }
                EntryRoll::Berries { loot_roll, loot: n, survival, model_lost } => {
                    draw(g, you, 1, rule, ev)?;
                    ev.push(terrain(
                        rule,
                        said(
                            group,
                            vec![loot_roll, survival],
                            if model_lost { "tasty, but a man is poisoned" } else { "tasty" },
                        ),
                    ));
                    loot(g, group, n, false, rule, ev)?;
                    if model_lost {
                        return Ok(Flow::Then(lose(group, 1)));
                    }
                }
                _ => {}
            }
        }
        (E::ShootingAttack { bulky_loot_if_unharmed, .. }, 0, _) => {
            let Some(a) = entry.effect.attack(facts(g, group)) else { return Ok(Flow::Done) };
            let before = facts(g, group).models;
            let tasks = attack(g, group, a.dice, a.die, a.poison, rule, ev)?;
            if !bulky_loot_if_unharmed {
                run_in_order(g, tasks);
                return Ok(Flow::Done);
            }
            let mut next = step(ex, 1);
            if let Stage::Entry { figures, .. } = &mut next.stage {
                *figures = before;
            }
            g.stack.push(again(next));
            run_in_order(g, tasks);
            return Ok(Flow::Done);
        }
        (E::ShootingAttack { .. }, 1, None) => {
            if facts(g, group).models >= figures {
                return Ok(ask(ex, you, yes_no()));
            }
        }
        (E::ShootingAttack { .. }, 1, Some(Choice::Accept)) => loot(g, group, 1, true, rule, ev)?,
        (E::DrawStress { count }, ..) => return Ok(Flow::Then(StressDraw::new(group, count, StressCause::Other))),
        (E::FleeWithNeighbours { range }, ..) => {
            let area = ex.area;
            let near = crate::space::with_field(g, |f| f.groups_near_area(area, range.length()))?
                .map_err(|e| RuleError::Model(crate::error::ModelRefusal::Field(e)))?;
            let mut tasks = vec![crate::flight::Flee::new(group)];
            for (key, _) in near {
                let o = crate::space::id(key);
                if o != group && g.group(o).is_ok_and(|x| x.in_play()) {
                    tasks.push(crate::flight::Flee::new(o));
                }
            }
            run_in_order(g, tasks);
        }
        (E::StopBeforeEntering, ..) => move_back(g, &ex, rule, ev)?,
        // A group at four tokens has no choice that draws (CG-STRESS-04).
        (E::TokenOrShooting { token, .. }, _, None) => {
            if g.bag.count(token) > 0 && may_draw(g, group) {
                return Ok(ask(ex, you, vec![Choice::Token { kind: token }, Choice::Shooting]));
            }
            return terrain_attack(g, group, &entry.effect, rule, ev);
        }
        (E::TokenOrShooting { token, .. }, _, Some(Choice::Token { .. })) => {
            take_token(g, group, token, rule, ev)?;
        }
        (E::TokenOrShooting { .. }, _, Some(Choice::Shooting)) => {
            return terrain_attack(g, group, &entry.effect, rule, ev);
        }
        (E::Marker { kind }, ..) => {
            let area = ex.area;
            let marker = match kind {
                MarkerKind::Smoke => Some(AreaMarker::Hiding { area }),
                MarkerKind::Mist => Some(AreaMarker::Mist { area }),
                MarkerKind::BushFire { .. } => Some(AreaMarker::BushFire { area }),
                MarkerKind::CannibalTerritory { .. } => Some(AreaMarker::Cannibals { area }),
                MarkerKind::TsetseSwarm { moves, stick } => {
                    return crate::exploration::effects::tsetse(g, area, moves, stick.length(), rule, ev);
                }
            };
            if let Some(m) = marker.filter(|m| !g.terrain.has(*m)) {
                g.terrain.markers.push(m);
                ev.push(terrain(rule, TerrainEvent::MarkerPlaced { marker: m }));
            }
        }
        (E::AllInTerrainDrawStress { count }, ..) => {
            let mut tasks = Vec::new();
            for gid in g.groups_in_play().collect::<Vec<_>>() {
                if super::area_of(g, gid).is_none() {
                    continue;
                }
                if g.group(gid)?.at_limit() {
                    tasks.push(lose(gid, 1));
                } else {
                    tasks.push(StressDraw::new(gid, count, StressCause::Other));
                }
            }
            run_in_order(g, tasks);
        }
        (E::TerrorTest, ..) => return Ok(Flow::Then(crate::influence::TerrorTest::new(group))),
        (E::PanicOrMovementAndRoll { .. }, _, None) => {
            return Ok(ask(
                ex,
                you,
                vec![Choice::Token { kind: StressKind::Panic }, Choice::Token { kind: StressKind::Movement }],
            ));
        }
        (E::PanicOrMovementAndRoll { .. }, _, Some(Choice::Token { kind: StressKind::Panic })) => {
            take_token(g, group, StressKind::Panic, rule, ev)?;
        }
        (E::PanicOrMovementAndRoll { .. }, _, Some(Choice::Token { .. })) => {
            take_token(g, group, StressKind::Movement, rule, ev)?;
            return survival_roll(g, group, &entry.effect, rule, ev);
        }
        (E::MeleeAttack { .. }, 0, _) => {
            // The group's roll as in a group melee, through the same code (docs/rulings.md
            // "Culture rules in the monkeys', the baboons' and the cattle's melee"): the Prince's
            // Frenzy first (CG-AK-02), then its Combat pool, Mystical Trance against foes
            // holding no Stress token, a character alone with no Combat value scoring nothing
            // (CG-MUSTER-10).
            let Some(bonus) = crate::special::kingdoms::frenzy_step(g, group, &mut ex.frenzy, ev)? else {
                return Ok(Flow::Wait(again(ex)));
            };
            let pool = crate::melee::melee_dice(g, group, 0, &bonus);
            return Ok(match crate::melee::combat_roll(g, group, RollPurpose::MeleeDefence, pool, ev)? {
                Some(roll) => Flow::Call(again(step(ex, 1)), Task::Roll(roll)),
                None => Flow::Then(again(step(ex, 1))),
            });
        }
        (E::MeleeAttack { dice, stress_instead_of_casualties }, 1, _) => {
            let mine = g.rolled.take().unwrap_or_default();
            // Ruthless adds its success (CG-ZAN-02).
            let group_hits = crate::melee::hits(g, group, &mine);
            let theirs = g.dice.roll_many(dice.die, usize::from(dice.count))?;
            let animal_hits = count_successes(&theirs);
            ev.push(terrain(rule, TerrainEvent::Attacked { group, dice: theirs, hits: animal_hits }));
            if group_hits <= animal_hits {
                // The group is the loser (RULINGS.md "Animal melee").
                let lost = crate::melee::outcome(animal_hits - group_hits).casualties;
                if stress_instead_of_casualties {
                    if lost > 0 {
                        return Ok(Flow::Then(StressDraw::new(group, lost, StressCause::Melee)));
                    }
                } else if lost > 0 {
                    return Ok(Flow::Then(Casualties::new(group, lost, true, Loss::Melee)));
                }
            }
        }
        (E::Python { loot: n, .. }, ..) => {
            if let Some(EntryRoll::Python { roll, python_killed }) = entry.effect.roll(facts(g, group), &mut g.dice)? {
                ev.push(terrain(
                    rule,
                    said(
                        group,
                        vec![roll],
                        if python_killed { "the victim kills the python" } else { "the python takes a man" },
                    ),
                ));
                if python_killed {
                    loot(g, group, n, false, rule, ev)?;
                } else {
                    return Ok(Flow::Then(lose(group, 1)));
                }
            }
        }
        (E::TakeToken { token, if_none }, ..) => {
            if !take_token(g, group, token, rule, ev)? && if_none == crate::dangerous_terrain::IfNoToken::LoseModel {
                return Ok(Flow::Then(lose(group, 1)));
            }
        }
        (E::FleeOrStress { .. }, _, None) if !may_draw(g, group) => {
            return Ok(Flow::Then(crate::flight::Flee::new(group)));
        }
        (E::FleeOrStress { .. }, _, None) => return Ok(ask(ex, you, vec![Choice::Flee, Choice::DrawStress])),
        (E::FleeOrStress { .. }, _, Some(Choice::Flee)) => return Ok(Flow::Then(crate::flight::Flee::new(group))),
        (E::FleeOrStress { tokens }, _, Some(_)) => {
            return Ok(Flow::Then(StressDraw::new(group, tokens, StressCause::Other)));
        }
        (E::TrapPit { .. } | E::AngryWarthog { .. } | E::HuntersTrap { .. }, ..) => {
            let lost = match entry.effect.roll(facts(g, group), &mut g.dice)? {
                Some(EntryRoll::TrapPit { roll, eliminated }) => {
                    ev.push(terrain(
                        rule,
                        said(group, vec![roll], if eliminated { "a man falls into a trap" } else { "no one falls" }),
                    ));
                    u8::from(eliminated)
                }
                Some(EntryRoll::AngryWarthog { rolls, figure_lost }) => {
                    ev.push(terrain(
                        rule,
                        said(
                            group,
                            rolls,
                            if figure_lost { "the warthog gores a man" } else { "the warthog runs off" },
                        ),
                    ));
                    u8::from(figure_lost)
                }
                Some(EntryRoll::HuntersTrap { rolls, models_lost }) => {
                    ev.push(terrain(rule, said(group, rolls, "one model lost per failure")));
                    models_lost
                }
                _ => 0,
            };
            if lost > 0 {
                return Ok(Flow::Then(lose(group, lost)));
            }
        }
        (E::ReallySinister { .. }, 0, _) => {
            let env = super::environment(g);
            // Three 9s offer no pair: roll again (docs/rulings.md "Adventures").
            for _ in 0..100 {
                let dice = crate::dangerous_terrain::roll_sinister(&mut g.dice).map_err(super::map_dt)?;
                ev.push(terrain(rule, said(group, dice.to_vec(), "the opponent picks two dice")));
                let options: Vec<Choice> = crate::dangerous_terrain::sinister_choices(env, &dice)
                    .into_iter()
                    .map(|(p, _)| Choice::Pick { first: p.first as u8, second: p.second as u8 })
                    .collect();
                if !options.is_empty() {
                    let mut next = step(ex, 1);
                    if let Stage::Entry { rolls, .. } = &mut next.stage {
                        *rolls = dice.to_vec();
                    }
                    return Ok(ask(next, you.other(), options));
                }
            }
        }
        (E::ReallySinister { .. }, 1, Some(Choice::Pick { first, second })) => {
            let dice: [DieRoll; 3] =
                rolls.try_into().map_err(|_| RuleError::EngineLimit(crate::error::EngineLimit::SinisterDiceLost))?;
            let picked = crate::dangerous_terrain::resolve_sinister(
                super::environment(g),
                &dice,
                SinisterPick { first: usize::from(first), second: usize::from(second) },
            )
            .map_err(super::map_dt)?;
            g.terrain.explored.push(super::Explored {
                area: ex.area,
                group,
                turn: g.turn,
                entry: String::from(picked.id),
            });
            ev.push(terrain(
                rule,
                TerrainEvent::Explored {
                    group,
                    area: ex.area,
                    block: dice[usize::from(first)],
                    row: dice[usize::from(second)],
                    entry: String::from(picked.id),
                },
            ));
            ex.ask = None;
            ex.stage = Stage::Entry { entry: String::from(picked.id), step: 0, rolls: Vec::new(), figures: 0 };
            return Ok(Flow::Then(again(ex)));
        }
        (E::ReplaceActionCards, ..) => crate::conditions::replace_action_cards(g, rule, ev)?,
        (E::TerrorNearEdges { range }, ..) => {
            let mut tasks = Vec::new();
            for gid in g.groups_in_play().collect::<Vec<_>>() {
                let near = g.group(gid)?.figures.iter().filter_map(|f| g.figure(*f)).any(|f| {
                    [
                        crate::geometry::Edge::North,
                        crate::geometry::Edge::East,
                        crate::geometry::Edge::South,
                        crate::geometry::Edge::West,
                    ]
                    .iter()
                    .any(|e| g.setup.table.distance_to_edge(f.at, *e) <= range.length())
                });
                if near {
                    tasks.push(crate::influence::TerrorTest::new(gid));
                }
            }
            run_in_order(g, tasks);
        }
        (E::SacredObjects, _, None) => {
            if hand == 0 {
                draw(g, you.other(), 1, rule, ev)?;
            } else {
                return Ok(ask(ex, you, yes_no()));
            }
        }
        (E::SacredObjects, _, Some(Choice::Accept)) => {
            discard_random(g, you, rule, ev)?;
            loot(g, group, 1, false, rule, ev)?;
        }
        (E::LastingEffect { effect, .. }, ..) => {
            let happens = match entry.effect.roll(facts(g, group), &mut g.dice)? {
                Some(EntryRoll::Chance { roll, happens }) => {
                    ev.push(terrain(
                        rule,
                        said(group, vec![roll], if happens { "it comes to pass" } else { "nothing happens" }),
                    ));
                    happens
                }
                _ => true,
            };
            if happens && !g.terrain.lasting.contains(&effect) {
                g.terrain.lasting.push(effect);
                ev.push(terrain(rule, TerrainEvent::LastingInForce { effect }));
            }
        }
        (E::SleepingLion { .. }, _, None) => return Ok(ask(ex, you, vec![Choice::MoveBack, Choice::Decline])),
        (E::SleepingLion { .. }, _, Some(Choice::MoveBack)) => move_back(g, &ex, rule, ev)?,
        (E::SleepingLion { .. }, _, Some(_)) => {
            if let Some(EntryRoll::SleepingLion { wake, attacks }) = entry.effect.roll(facts(g, group), &mut g.dice)? {
                ev.push(terrain(
                    rule,
                    said(group, vec![wake], if attacks { "the lion wakes" } else { "the lion sleeps on" }),
                ));
                if attacks {
                    return terrain_attack(g, group, &entry.effect, rule, ev);
                }
            }
        }
        (E::DyingWarrior, _, None) => {
            if hand == 0 {
                loot(g, group, 1, true, rule, ev)?;
            } else {
                return Ok(ask(ex, you, yes_no()));
            }
        }
        (E::DyingWarrior, _, Some(Choice::Accept)) => loot(g, group, 1, true, rule, ev)?,
        (E::DyingWarrior, _, Some(_)) => {
            discard_random(g, you, rule, ev)?;
        }
        (E::PowerfulMagic { max_discard }, _, None) => {
            let most = u8::try_from(hand).unwrap_or(u8::MAX).min(max_discard);
            return Ok(ask(ex, you, (0..=most).map(|count| Choice::Discard { count }).collect()));
        }
        (E::PowerfulMagic { max_discard }, _, Some(Choice::Discard { count })) => {
            // The cards discarded are the lowest ids in hand (docs/rulings.md).
            for _ in 0..count {
                let mut ids: Vec<u8> = g.players[you.index()].totems.hand.iter().map(|c| c.id).collect();
                ids.sort_unstable();
                if let Some(card) = ids.first().and_then(|id| g.players[you.index()].totems.play(*id)) {
                    ev.push(terrain(rule, TerrainEvent::TotemDiscarded { player: you, card }));
                }
            }
            let left = max_discard.saturating_sub(count);
            if left > 0 {
                return Ok(Flow::Then(StressDraw::new(group, left, StressCause::Other)));
            }
        }
        (E::FleeThenStress { tokens }, ..) => {
            run_in_order(g, vec![crate::flight::Flee::new(group), StressDraw::new(group, tokens, StressCause::Other)]);
        }
        (E::ConsecratedGround { opponent_draws_if_none }, ..) => {
            if discard_random(g, you, rule, ev)? {
                draw(g, you.other(), 1, rule, ev)?;
            } else {
                draw(g, you.other(), opponent_draws_if_none, rule, ev)?;
            }
        }
        (E::PanicFire, ..) => {
            let mut tasks = Vec::new();
            for gid in g.groups_in_play().collect::<Vec<_>>() {
                let in_danger = super::area_of(g, gid).and_then(|a| g.setup.table.area(a)).is_some_and(|a| a.dangerous);
                if in_danger {
                    tasks.push(match panic_shot(g, gid, ev)? {
                        Some(shot) => shot,
                        None => crate::flight::Flee::new(gid),
                    });
                }
            }
            run_in_order(g, tasks);
        }
        (E::MoveTowardRandomEdge { .. }, ..) => {
            let (roll, edge) = crate::dangerous_terrain::roll_random_edge(&mut g.dice).map_err(super::map_dt)?;
            ev.push(terrain(
                rule,
                said(group, vec![roll], &alloc::format!("the group wanders toward the {edge:?} edge")),
            ));
            lost::move_by_force(g, group, lost::toward(edge), 1, rule, ev)?;
        }
        (E::LostBearings, _, None) => return Ok(ask(ex, you.other(), lost::headings())),
        (E::LostBearings, _, Some(Choice::Heading { degrees })) => {
            // "picking up the pace if possible" (docs/rulings.md "Adventures in play").
            let stress = crate::universal::with_bulky(g, group, g.group(group)?.stress.iter().copied().collect());
            let pace = g.values(group).is_some_and(|v| crate::hooks::may_pick_up_pace(&v, &stress));
            let heading = crate::geometry::Heading::degrees(i32::from(degrees));
            lost::move_by_force(g, group, heading, if pace { 2 } else { 1 }, rule, ev)?;
        }
        (E::Quicksand { .. }, _, None) => return Ok(ask(ex, you, lost::headings())),
        (E::Quicksand { .. }, _, Some(Choice::Heading { degrees })) => {
            lost::move_by_force(g, group, crate::geometry::Heading::degrees(i32::from(degrees)), 1, rule, ev)?;
            if lost::out_of(g, group, ex.area) {
                return Ok(Flow::Done);
            }
            // Still in the quicksand: 1D8, a model lost on a failure, and move again.
            let lost_one = match entry.effect.roll(facts(g, group), &mut g.dice)? {
                Some(EntryRoll::Survival { roll, model_lost }) => {
                    ev.push(terrain(
                        rule,
                        said(group, vec![roll], if model_lost { "a man sinks" } else { "the group struggles on" }),
                    ));
                    model_lost
                }
                _ => false,
            };
            g.stack.push(again(step(ex, 1)));
            if lost_one {
                g.stack.push(lose(group, 1));
            }
        }
        (E::HopelesslyLost { fallback_stress }, ..) => {
            if !lost::put_in_nearest_area(g, &ex, rule, ev)? {
                return Ok(Flow::Then(StressDraw::new(group, fallback_stress, StressCause::Other)));
            }
        }
        (E::AntelopeHerd, 0, None) => return Ok(ask(ex, you, lost::edge_points(g, None))),
        (E::AntelopeHerd, 0, Some(Choice::EdgePoint { at })) => {
            let opposite = lost::opposite(g, at);
            let mut next = step(ex, 1);
            next.line = vec![at];
            let options = lost::edge_points(g, opposite);
            return Ok(ask(next, you.other(), options));
        }
        (E::AntelopeHerd, 1, Some(Choice::EdgePoint { at })) => {
            let from = ex.line.first().copied().unwrap_or(at);
            let groups = lost::groups_on_line(g, from, at);
            ev.push(terrain(rule, TerrainEvent::Stampede { from, to: at, groups: groups.clone() }));
            let mut tasks = Vec::new();
            for gid in groups {
                let start = g.group(gid)?.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect();
                tasks.push(again(Explore {
                    group: gid,
                    area: ex.area,
                    start,
                    table: true,
                    stage: Stage::Entry { entry: String::from(rule), step: 2, rolls: Vec::new(), figures: 0 },
                    ask: None,
                    answer: None,
                    line: Vec::new(),
                    frenzy: None,
                    entered_from: None,
                }));
            }
            run_in_order(g, tasks);
        }
        // Each group on the herd's line: its owner picks a Stress token or flight.
        (E::AntelopeHerd, 2, None) if !may_draw(g, group) => return Ok(Flow::Then(crate::flight::Flee::new(group))),
        (E::AntelopeHerd, 2, None) => return Ok(ask(ex, you, vec![Choice::DrawStress, Choice::Flee])),
        (E::AntelopeHerd, 2, Some(Choice::Flee)) => return Ok(Flow::Then(crate::flight::Flee::new(group))),
        (E::AntelopeHerd, 2, Some(_)) => return Ok(Flow::Then(StressDraw::new(group, 1, StressCause::Other))),
        (E::Trail, ..) => return Ok(Flow::Then(super::trail::Trail::new(group, ex.area))),
        (E::StrangeMan, ..) => {
            // He joins the group at once (an Independent Character, CG-USR-12).
            g.universal.pieces.push(crate::universal::Piece {
                kind: crate::universal::PieceKind::StrangeMan,
                place: crate::universal::Place::With { group },
                dropped: None,
                base: None,
            });
            let index = g.universal.pieces.len().saturating_sub(1);
            // His base in contact with the group, a base of its formation.
            crate::universal::joined::seat(g, index, group);
            let piece = u16::try_from(index).unwrap_or(u16::MAX);
            ev.push(Event::new(rule, What::CharacterJoined { group, piece }));
        }
        (E::LostPet { combat }, ..) => super::pet::place(g, group, combat, rule, ev)?,
        (effect @ E::DeadAskaris { .. }, at, answer) => {
            return super::askaris::resolve(g, ex, effect, at, answer, rule, ev);
        }
        // The choices not listed above change nothing ("if you decide not to taste them,
        // nothing happens"; declining the rally, the loot, the panther's carcass...).
        _ => {}
    }
    Ok(Flow::Done)
}

/// The non-blocking areas that hold no lying Loot token and have a free spot (the sacred
/// ground's "one token in each terrain area").
fn loot_areas(g: &Game) -> Vec<Choice> {
    g.setup
        .table
        .areas()
        .iter()
        .filter(|a| !a.blocking)
        .filter(|a| !lying(g).any(|(at, loot)| loot && g.setup.table.area_at(at) == Some(a.id)))
        .filter(|a| free_spot(g, a.id).is_some())
        .map(|a| Choice::Area { area: a.id })
        .collect()
}

/// The attack an entry makes (its [`crate::dangerous_terrain::DangerousEffect::attack`]).
fn terrain_attack(
    g: &mut Game,
    group: GroupId,
    effect: &E,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    let Some(a) = effect.attack(facts(g, group)) else { return Ok(Flow::Done) };
    let tasks = attack(g, group, a.dice, a.die, a.poison, rule, ev)?;
    run_in_order(g, tasks);
    Ok(Flow::Done)
}

/// One survival roll: a failure costs a model.
fn survival_roll(
    g: &mut Game,
    group: GroupId,
    effect: &E,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    if let Some(EntryRoll::Survival { roll, model_lost }) = effect.roll(facts(g, group), &mut g.dice)? {
        ev.push(terrain(
            rule,
            said(group, vec![roll], if model_lost { "a model is lost" } else { "the group survives" }),
        ));
        if model_lost {
            return Ok(Flow::Then(lose(group, 1)));
        }
    }
    Ok(Flow::Done)
}

/// The rituals an entry casts for you: the haggard man's Mandrill's Dance (a double discards all
/// your Totem cards) and the strange drums' Mad Hyena (no success: discard a random Totem card,
/// the group draws a Stress token).
fn ritual(g: &mut Game, ex: Explore, effect: E, rule: &'static str, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
    let group = ex.group;
    let you = g.group(group)?.owner;
    let Some(EntryRoll::Ritual { rolls, outcome, double, .. }) = effect.roll(facts(g, group), &mut g.dice)? else {
        return Ok(Flow::Done);
    };
    let successes = count_successes(&rolls);
    ev.push(terrain(rule, said(group, rolls, "the ritual is cast")));
    match effect {
        E::HaggardMan { .. } => {
            if double {
                while discard_random(g, you, rule, ev)? {}
            }
            // Mandrill's Dance, resolved as a Witchdoctor's: the player chooses among the cards
            // drawn (the others go back into the deck, shuffled), or in his deck.
            if let crate::sorcery::RitualOutcome::Success { effect, .. } = outcome {
                if let Some(choice) = crate::sorcery::play::TotemChoice::start(g, you, effect, rule, ev)? {
                    return Ok(Flow::Then(Task::TotemPick(crate::sorcery::play::TotemPick { player: you, choice })));
                }
            }
        }
        _ => {
            if successes == 0 {
                discard_random(g, you, rule, ev)?;
                return Ok(Flow::Then(StressDraw::new(group, 1, StressCause::Other)));
            }
            if let crate::sorcery::RitualOutcome::Success { effect, .. } = outcome {
                if let Some(task) = super::drums::start(g, group, successes, &effect, ev)? {
                    return Ok(Flow::Then(task));
                }
            }
        }
    }
    Ok(Flow::Done)
}

/// The tsetse swarm (CG-DT-JUNGLE-20): a marker from the area's centre moves `reach` toward a
/// randomly rolled edge, `moves` times; each group it contacts takes a Movement Stress token (a
/// Terror one if none is left). A group is contacted once per move at most.
pub(crate) fn tsetse(
    g: &mut Game,
    area: AreaId,
    moves: u8,
    reach: Length,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    let Some(a) = g.setup.table.area(area) else { return Ok(Flow::Done) };
    let n = i32::try_from(a.outline.len()).unwrap_or(1).max(1);
    let cx = a.outline.iter().map(|p| p.x.units()).sum::<i32>() / n;
    let cy = a.outline.iter().map(|p| p.y.units()).sum::<i32>() / n;
    let mut at = Point::new(Length::milli(cx), Length::milli(cy));
    for _ in 0..moves {
        let (roll, edge) = crate::dangerous_terrain::roll_random_edge(&mut g.dice).map_err(super::map_dt)?;
        let (w, h) = (g.setup.table.width().units(), g.setup.table.height().units());
        let r = reach.units();
        let to = match edge {
            crate::geometry::Edge::North => Point::new(at.x, Length::milli((at.y.units() + r).min(h))),
            crate::geometry::Edge::South => Point::new(at.x, Length::milli((at.y.units() - r).max(0))),
            crate::geometry::Edge::East => Point::new(Length::milli((at.x.units() + r).min(w)), at.y),
            crate::geometry::Edge::West => Point::new(Length::milli((at.x.units() - r).max(0)), at.y),
        };
        ev.push(terrain(
            rule,
            TerrainEvent::Rolled { group: None, dice: vec![roll], outcome: alloc::format!("the swarm flies {edge:?}") },
        ));
        let mut hit = Vec::new();
        for gid in g.groups_in_play() {
            let touched = g
                .group(gid)?
                .figures
                .iter()
                .filter_map(|f| g.figure(*f))
                .any(|f| crate::geometry::prim::point_seg_dist_floor(f.at, at, to) <= crate::geometry::BASE_RADIUS);
            if touched {
                hit.push(gid);
            }
        }
        for gid in hit {
            if !take_token(g, gid, StressKind::Movement, rule, ev)? {
                take_token(g, gid, StressKind::Terror, rule, ev)?;
            }
        }
        at = to;
    }
    Ok(Flow::Done)
}

/// The screams (CG-DT-JUNGLE-19, CG-DT-SAVANNAH-14): `shooter` shoots the nearest group it sees,
/// friend or foe; `None` when it cannot (no ranged weapon, four tokens, a Panic token, a smoke
/// marker, nobody in sight, the nearest group seen out of range): it then flees.
fn panic_shot(g: &Game, shooter: GroupId, ev: &mut Vec<Event>) -> Result<Option<Task>, RuleError> {
    let grp = g.group(shooter)?;
    if grp.at_limit() || grp.smoke || grp.stress.contains(&StressKind::Panic) {
        return Ok(None);
    }
    let Some(range) = crate::shooting::shot_range(g, shooter, false) else { return Ok(None) };
    let at = |id: GroupId| -> Vec<Point> {
        g.group(id).map(|x| x.figures.iter().filter_map(|f| g.figure(*f).map(|f| f.at)).collect()).unwrap_or_default()
    };
    let mine = at(shooter);
    let mut others: Vec<(Length, GroupId)> = g
        .groups_in_play()
        .filter(|o| *o != shooter)
        .filter_map(|o| crate::geometry::base::groups_distance(&mine, &at(o)).map(|d| (d, o)))
        .collect();
    others.sort();
    let leaders = grp.figures.clone();
    for (_, target) in others {
        let seen = leaders.iter().find_map(|l| {
            let sight = crate::conditions::sight_limit(g);
            crate::space::with_field(g, |f| crate::space::line_of_fire(f, g, shooter, *l, target, sight))
                .ok()?
                .ok()?
                .map(|_| *l)
        });
        if seen.is_none() {
            continue;
        }
        // The nearest group seen: shoot it if in range.
        for l in &leaders {
            let fire = crate::space::with_field(g, |f| crate::space::line_of_fire(f, g, shooter, *l, target, range))??;
            if let Some(fire) = fire {
                ev.push(Event::new(
                    "CG-SHOOT-02",
                    What::ShotDeclared { group: shooter, leader: *l, target, partial: fire.partial, cover: fire.cover },
                ));
                return Ok(Some(Task::Shot(Shot::new(g, shooter, *l, target, fire.partial, fire.cover))));
            }
        }
        return Ok(None);
    }
    Ok(None)
}

#[cfg(test)]
mod least_fitting_tests {
    /// Ranked in a list or scanned, the least spot that fits is the same (ties are whole
    /// tuples: no two spots are equal).
    #[test]
    fn a_ranked_list_and_a_scan_find_the_same_spot() {
        let mut x: u64 = 7;
        for round in 0..200u64 {
            let spots: alloc::vec::Vec<(i64, i32, i32)> = (0..50)
                .map(|k| {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (((x >> 33) % 9) as i64, k / 7, k % 7)
                })
                .collect();
            let fits = |s: (i64, i32, i32)| (s.1 * 3 + s.2 + round as i32) % 4 == 0;
            let ranked = super::least_fitting(spots.iter().copied(), fits, true);
            assert_eq!(ranked, super::least_fitting(spots.iter().copied(), fits, false));
        }
        assert_eq!(super::least_fitting(core::iter::empty::<(i64, i32, i32)>(), |_| true, true), None);
    }
}
