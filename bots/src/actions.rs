//! The heuristic bot's answer to a card in play ("Actions phase"): a short list of candidate
//! actions, each scored, built from congo-core's own queries and exact odds rather than from the
//! full legal listing (every move of every group costs milliseconds):
//! - a Shooting action at each enemy group a group sees within range ([`Game::sight`]), scored
//!   by its exact odds ([`congo_core::odds::shot_odds`]): expected casualties, Stress tokens,
//!   the chance the target flees or is wiped out;
//! - a Rally of each group holding Stress tokens ([`congo_core::odds::rally_odds`]), worth more
//!   the nearer the group is to the limit of four (rally before flight);
//! - a Terror action at each enemy group ([`congo_core::odds::terror_odds`]);
//! - a few Movement actions per group ([`Game::preview_move`]: toward the Adventure's goal,
//!   toward the nearest enemy, toward the nearest cover, away from the enemy; one stick and two),
//!   scored by where the group ends (goal distance, cover, enemy shooters in range) or, when the
//!   move engages, by the melee's exact odds ([`congo_core::odds::melee_odds`]);
//! - reloading a musket group, a Buffalo for a group at three tokens, and ending the card.
//!
//! A score is in "casualties": one enemy figure killed is worth 3; ending the card is 0, so an
//! action is taken only when it is worth something.

use crate::board::{self, inches};
use congo_core::cards::{ActionKind, CardAction, Colour};
use congo_core::odds::{melee_odds, rally_odds, shot_odds, terror_odds};
use congo_core::query::{Engagement, SightTarget};
use congo_core::totem::TotemKind;
use congo_core::{Decision, Game, GroupId, MoveRequest, Player};
use tabletop::{Length, Point};

/// A decision with its score.
pub type Scored = (f64, Decision);

/// The expected value of a distribution of counts.
fn expected(d: &congo_core::odds::Distribution) -> f64 {
    d.iter().map(|c| f64::from(c.value) * c.probability.p).sum()
}

fn has(remaining: &[CardAction], f: impl Fn(ActionKind) -> bool) -> bool {
    remaining.iter().any(|a| a.groups > 0 && f(a.kind))
}

/// The scored candidate actions of `player` for the card with `remaining` actions.
pub fn candidates(g: &Game, player: Player, remaining: &[CardAction]) -> Vec<Scored> {
    let shoot = has(remaining, |k| k == ActionKind::Shooting);
    let moves = has(remaining, |k| matches!(k, ActionKind::Movement { .. }));
    let black_move = has(remaining, |k| k == ActionKind::Movement { colour: Colour::Black });
    let influence = has(remaining, |k| matches!(k, ActionKind::Influence { .. }));
    let terror = has(remaining, |k| k == ActionKind::Influence { colour: Colour::Black });
    let mut out: Vec<Scored> = vec![(0.0, Decision::EndCard)];
    let mine: Vec<GroupId> =
        g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|grp| grp.owner == player)).collect();
    for &id in &mine {
        let Ok(grp) = g.group(id) else { continue };
        if shoot {
            if grp.smoke {
                out.push((0.8, Decision::Reload { group: id }));
            } else {
                shots(g, player, id, &mut out);
            }
        }
        if influence && !grp.stress.is_empty() {
            if let Ok(o) = rally_odds(g, player, id) {
                let urgency = match grp.stress.len() {
                    0 | 1 => 1.0,
                    2 => 1.6,
                    _ => 3.0,
                };
                out.push((2.0 * urgency * expected(&o.tokens_returned), Decision::Rally { group: id }));
            }
        }
        if moves {
            movements(g, player, id, black_move, &mut out);
        }
    }
    if terror {
        for t in g.groups_in_play().filter(|t| g.group(*t).is_ok_and(|grp| grp.owner != player)) {
            if let Ok(o) = terror_odds(g, player, t) {
                out.push((1.0 * expected(&o.stress_tokens) + 4.0 * o.flees.p, Decision::Terror { target: t }));
            }
        }
    }
    totems(g, player, &mine, &mut out);
    out
}

/// The shots of `group` at each enemy group it sees within range.
fn shots(g: &Game, player: Player, group: GroupId, out: &mut Vec<Scored>) {
    let Ok(report) = g.sight(group) else { return };
    for t in report.targets.iter().filter(|t| t.seen && t.in_weapon_range) {
        let SightTarget::Group { group: target } = t.target else { continue };
        // The figure leading a full shot from the nearest band, else a partial one.
        let mut leaders: Vec<_> = t.figures.iter().filter(|f| f.leads_partial.is_some()).collect();
        leaders.sort_by_key(|f| (f.leads_partial, f.band));
        for f in leaders.into_iter().take(2) {
            if let Ok(o) = shot_odds(g, player, group, f.figure, target, None) {
                let carrier = carries_object(g, target);
                let value = 3.0 * expected(&o.casualties)
                    + 0.8 * expected(&o.stress_tokens)
                    + 4.0 * o.flees.p
                    + 4.0 * o.wiped_out.p;
                let value = if carrier { value * 1.5 } else { value };
                out.push((value, Decision::Shoot { group, leader: f.figure, target, giraffe: None }));
                break;
            }
        }
    }
}

/// Whether `group` carries one of the Adventure's Objects.
fn carries_object(g: &Game, group: GroupId) -> bool {
    let Ok(grp) = g.group(group) else { return false };
    congo_core::View::of(g, grp.owner).adventure.pieces.iter().any(|p| {
        matches!(p.kind, congo_core::universal::PieceKind::Object { .. })
            && p.place == congo_core::universal::Place::With { group }
    })
}

/// How good it is for `group` of `player` to stand at `at` (higher is better): near its goal,
/// in cover, out of the enemy's shooting range unless it shoots back or charges.
fn position_value(g: &Game, player: Player, group: GroupId, at: Point) -> f64 {
    let mut v = 0.0;
    let enemy = board::nearest_enemy(g, player, at);
    match board::goal(g, player, group, at) {
        Some(goal) => v -= 0.35 * inches(at, goal),
        None => {
            if let Some((_, d)) = enemy {
                v -= 0.15 * d;
            }
        }
    }
    let cover = board::cover_bonus(g, at);
    let threats = board::shooters_near(g, player, at, 13.0) as f64;
    v += 0.6 * cover + 0.5 * cover * threats;
    let shoots = g.values(group).is_some_and(|v| !v.shooting_dice().is_empty());
    if !shoots && !board::melee_minded(g, group) {
        v -= 0.6 * threats;
    }
    v
}

/// The end points tried for a move of `group` from `from`, each at most `reach` inches away.
fn destinations(g: &Game, player: Player, group: GroupId, from: Point) -> Vec<Point> {
    let mut aims = Vec::new();
    if let Some(goal) = board::goal(g, player, group, from) {
        aims.push(goal);
    }
    if let Some((enemy, _)) = board::nearest_enemy(g, player, from) {
        if let Some(c) = board::centre(g, enemy) {
            aims.push(c);
            // Away from it.
            aims.push(Point::new(from.x + (from.x - c.x), from.y + (from.y - c.y)));
        }
    }
    let table = &g.setup_ref().table;
    let mut covers: Vec<(f64, Point)> = table
        .areas()
        .iter()
        .filter(|a| !a.blocking && a.cover.sides() > table.open_cover().sides())
        .filter_map(|a| board::mean(&a.outline))
        .map(|c| (inches(from, c), c))
        .collect();
    covers.sort_by(|a, b| a.0.total_cmp(&b.0));
    aims.extend(covers.into_iter().take(1).map(|(_, c)| c));
    aims
}

/// The point `d` inches from `from` toward `to` (or `to` itself when nearer).
fn toward(from: Point, to: Point, d: f64) -> Point {
    let total = inches(from, to);
    if total <= d || total == 0.0 {
        return to;
    }
    let k = d / total;
    let lerp = |a: Length, b: Length| Length::milli(a.units() + ((f64::from(b.units() - a.units())) * k) as i32);
    Point::new(lerp(from.x, to.x), lerp(from.y, to.y))
}

/// Scored Movement actions of `group` (module docs).
fn movements(g: &Game, player: Player, group: GroupId, black: bool, out: &mut Vec<Scored>) {
    let Ok(grp) = g.group(group) else { return };
    let Some(from) = board::centre(g, group) else { return };
    let before = position_value(g, player, group, from);
    for aim in destinations(g, player, group, from) {
        // The figure nearest the aim leads.
        let Some(leader) =
            grp.figures.iter().copied().min_by_key(|f| g.figure(*f).map_or(i64::MAX, |fig| fig.at.distance_sq(aim)))
        else {
            continue;
        };
        let Some(start) = g.figure(leader).map(|f| f.at) else { continue };
        let stick = 4.0;
        let one = toward(start, aim, stick);
        let two = toward(one, aim, stick);
        let mut paths = vec![vec![one]];
        if two != one {
            paths.push(vec![one, two]);
        }
        // Shorter sticks when the full one is refused (terrain in the way).
        paths.push(vec![toward(start, aim, 2.0)]);
        for path in paths {
            let request = MoveRequest { group, leader, path, formation: None, giraffe: None };
            let preview = g.preview_move(player, &request);
            let Some(legal) = preview.legal() else { continue };
            let score = match legal.engages {
                Some(Engagement::Group { group: defender }) if black => {
                    let across = legal.across_obstacle.is_some();
                    match melee_odds(g, player, group, defender, across) {
                        Ok(o) => {
                            3.0 * (expected(&o.defender_casualties) - expected(&o.attacker_casualties))
                                + 4.0 * (o.defender_flees.p - o.attacker_flees.p)
                                + if carries_object(g, defender) { 4.0 } else { 0.0 }
                        }
                        Err(_) => continue,
                    }
                }
                Some(_) => continue,
                None => {
                    let end = board::mean(&legal.formation).unwrap_or(start);
                    let mut s = position_value(g, player, group, end) - before;
                    if legal.explores_dangerous {
                        s -= 0.5;
                    }
                    if legal.left_table && board::goal(g, player, group, end).is_none() {
                        s -= 10.0;
                    }
                    s
                }
            };
            out.push((score, legal.decision.clone()));
            break;
        }
    }
}

/// Totem cards worth playing now: a Buffalo for a group at three tokens or more.
fn totems(g: &Game, player: Player, mine: &[GroupId], out: &mut Vec<Scored>) {
    let view = congo_core::View::of(g, player);
    for card in view.mine.hand.iter().filter(|c| c.kind == TotemKind::Buffalo) {
        for &id in mine {
            let Ok(grp) = g.group(id) else { continue };
            if grp.stress.len() < 3 {
                continue;
            }
            if let Some(&token) = grp.stress.iter().find(|k| **k != congo_core::stress::StressKind::Panic) {
                out.push((2.5, Decision::Buffalo { card: card.id, group: id, token }));
            }
        }
    }
}
