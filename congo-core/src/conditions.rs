//! The Universal Special Rules of the turn in play: Downpour, Night, Dense cover, Traps, the
//! jungle's heavy downpour and the savannah's heat, and the Special Events' tokens.
//!
//! Source: Congo rulebook, "Universal Special Rules" (Dense cover, Downpour, Traps, Special
//! Events, Night); the Dangerous Terrain entries that put rules in force ("Apply the downpour
//! rules until the end of the game", "night falls", "the heat", "the Traps rule benefits all
//! Columns"); docs/rulings.md "Adventures in play".
//!
//! The engine asks these functions at the points the rules consult them: the shooting range
//! (`limit_range`), the Shooting Stress discards (`shooting_discards_per_token`), the end of a
//! move (`after_move`); Traps is a decision of the card in play (`check_trap`). Dense cover
//! needs nothing here: the Adventure's table gives open terrain D8 cover (docs/rulings.md
//! "Open terrain cover comes from the rules").

use crate::adventure::{RuleKind, Side, UniversalRule};
use crate::dangerous_terrain::Lasting;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::exploration::TerrainEvent;
use crate::game::{Flow, Game, Phase};
use crate::profile::Stick;
use crate::state::{GroupId, Player};
use crate::stress::StressDraw;
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Length};

/// The Adventure's rule of `kind`, when it is in force this turn.
pub fn rule_in_force(g: &Game, kind: RuleKind) -> Option<&UniversalRule> {
    let r = g.setup.adventure.as_ref()?.adventure.rule(kind)?;
    r.in_force_on(g.turn.max(1)).then_some(r)
}

/// Downpour is in force: the Adventure's rule during its turns (CG-USR-06), or for the rest of
/// the game after the savannah's rain (CG-DT-SAVANNAH-20).
pub fn downpour(g: &Game) -> bool {
    rule_in_force(g, RuleKind::Downpour).is_some() || g.terrain.lasting.contains(&Lasting::Downpour)
}

/// Night is in force: the Adventure's rule during its turns (CG-USR-20), or after night fell
/// (CG-DT-SAVANNAH-18).
pub fn night(g: &Game) -> bool {
    rule_in_force(g, RuleKind::Night).is_some() || g.terrain.lasting.contains(&Lasting::NightFalls)
}

/// How far a figure sees this turn: M at Night (CG-USR-20: "all weapon ranges and lines of
/// sight are limited to M"), for everything that needs sight (rituals, the strange drums, a
/// group that must shoot the nearest group it sees); `None`, unlimited, otherwise.
pub fn sight_limit(g: &Game) -> Option<Length> {
    night(g).then(|| Stick::M.length())
}

/// The most a shot may reach this turn: M under Downpour (CG-USR-06), Night (CG-USR-20) and the
/// jungle's heavy downpour until the end of its turn (CG-DT-JUNGLE-08).
pub fn range_cap(g: &Game) -> Option<Length> {
    let cloudburst = g.terrain.cloudburst_turn == Some(g.turn);
    (downpour(g) || night(g) || cloudburst).then(|| Stick::M.length())
}

/// A weapon's range (`None`: unlimited) under [`range_cap`].
pub(crate) fn limit_range(g: &Game, range: Option<Length>) -> Option<Length> {
    match (range, range_cap(g)) {
        (Some(r), Some(c)) => Some(r.min(c)),
        (None, c) => c,
        (r, None) => r,
    }
}

/// Shooting dice each Shooting Stress token discards: two under Downpour (CG-USR-06), else one.
pub(crate) fn shooting_discards_per_token(g: &Game) -> usize {
    if downpour(g) { 2 } else { 1 }
}

/// The Stress tokens a Move action draws by the rules of the turn, as tasks to run after the
/// move: Night, picking up the pace (CG-USR-21) and starting with no friendly group within M
/// (CG-USR-22, drawn once the declared move is made: docs/rulings.md); the savannah's heat,
/// picking up the pace (CG-DT-SAVANNAH-22).
pub(crate) fn after_move(
    g: &Game,
    group: GroupId,
    alone_at_start: bool,
    picked_up_pace: bool,
    ev: &mut Vec<Event>,
) -> Vec<Task> {
    let mut n = 0u8;
    let mut note = |rule: &'static str, ev: &mut Vec<Event>| {
        ev.push(Event::new(rule, What::Terrain { event: TerrainEvent::ConditionStress { group } }));
        n += 1;
    };
    if night(g) && alone_at_start {
        note("CG-USR-22", ev);
    }
    if night(g) && picked_up_pace {
        note("CG-USR-21", ev);
    }
    if picked_up_pace && g.terrain.lasting.contains(&Lasting::Heat) {
        note("CG-DT-SAVANNAH-22", ev);
    }
    if n == 0 { Vec::new() } else { alloc::vec![StressDraw::new(group, n, StressCause::Other)] }
}

/// True when `group`, standing at `at` (its bases, or its entry point when it waits off table:
/// `crate::movement::end::start_bases`), has no friendly group within M (Night, CG-USR-22);
/// checked before its move.
pub(crate) fn alone_at(g: &Game, group: GroupId, at: &[tabletop::Point]) -> bool {
    let Ok(me) = g.group(group) else { return false };
    let owner = me.owner;
    !crate::hooks::groups_within_of(g, group, at, Stick::M)
        .into_iter()
        .any(|o| g.group(o).is_ok_and(|x| x.owner == owner))
}

fn side(p: Player) -> Side {
    match p {
        Player::One => Side::One,
        Player::Two => Side::Two,
    }
}

/// True when `p` benefits from the Traps rule: the Adventure names his column (CG-USR-07), or the
/// hostile tribe's territory was found (CG-DT-SAVANNAH-25).
pub fn traps_for(g: &Game, p: Player) -> bool {
    let by_rule = matches!(rule_in_force(g, RuleKind::Traps), Some(UniversalRule::Traps { beneficiaries }) if beneficiaries.contains(side(p)));
    by_rule || g.terrain.lasting.contains(&Lasting::TrapsForAll)
}

/// Check a trap: `p` benefits from Traps, has not set one this turn, has not yet used an action
/// of the card in play ("before resolving one of his Action cards"), holds the Totem `card`, and
/// `target` is an enemy group in a dangerous area.
pub(crate) fn check_trap(g: &Game, p: Player, card: u8, target: GroupId) -> Result<(), RuleError> {
    if !traps_for(g, p) {
        return Err(RuleError::Forbidden(crate::error::Forbidden::NoTraps));
    }
    if g.terrain.traps_set[p.index()] == Some(g.turn) {
        return Err(RuleError::WrongMoment(crate::error::Timing::TrapOncePerTurn));
    }
    let Phase::Resolve { card: in_play, .. } = &g.phase else {
        return Err(RuleError::WrongMoment(crate::error::Timing::TrapOutsideCard));
    };
    let printed = g.card(in_play.card).map(|c| c.actions.clone()).unwrap_or_default();
    if in_play.player != p || in_play.remaining != printed {
        return Err(RuleError::WrongMoment(crate::error::Timing::TrapAfterAction));
    }
    if g.players[p.index()].totems.in_hand(card).is_none() {
        return Err(RuleError::Totem(crate::error::TotemRefusal::TrapWithoutCard { card }));
    }
    let t = g.group(target)?;
    if t.owner == p || !t.in_play() {
        return Err(RuleError::BadTarget(crate::error::BadTarget::TrapForNonEnemy(target)));
    }
    let dangerous =
        crate::exploration::area_of(g, target).and_then(|a| g.setup.table.area(a)).is_some_and(|a| a.dangerous);
    if !dangerous {
        return Err(RuleError::BadTarget(crate::error::BadTarget::TrapOutsideDanger(target)));
    }
    Ok(())
}

/// Set a checked trap: discard the card and spring it.
pub(crate) fn set_trap(
    g: &mut Game,
    p: Player,
    card: u8,
    target: GroupId,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_trap(g, p, card, target)?;
    let Some(c) = g.players[p.index()].totems.play(card) else {
        return Err(RuleError::Totem(crate::error::TotemRefusal::NoSuchCard { card }));
    };
    g.terrain.traps_set[p.index()] = Some(g.turn);
    ev.push(Event::new(
        "CG-USR-07",
        What::Terrain { event: TerrainEvent::TrapSet { player: p, group: target, card: c } },
    ));
    g.stack.push(Task::Terrain(crate::exploration::TerrainTask::Trap(Trap { group: target })));
    Ok(())
}

/// The trap decisions `p` may make now (one per enemy group in a dangerous area, with his
/// lowest-id Totem card: any card will do).
pub(crate) fn trap_decisions(g: &Game, p: Player) -> Vec<crate::decision::Decision> {
    let Some(card) = g.players[p.index()].totems.hand.iter().map(|c| c.id).min() else { return Vec::new() };
    // Quick exit (speed: asked at every listing of a card's actions): without the Traps rule,
    // `check_trap` refuses every group.
    if !traps_for(g, p) {
        return Vec::new();
    }
    g.groups_in_play()
        .filter(|t| check_trap(g, p, card, *t).is_ok())
        .map(|group| crate::decision::Decision::SetTrap { card, group })
        .collect()
}

/// A sprung trap (CG-USR-07): the group rolls 1D6; a success: the trap misfired; a failure: a
/// Stress token; a 1: also a figure of its owner's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTrap"))]
pub struct Trap {
    /// The trapped group.
    pub group: GroupId,
}

impl Trap {
    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let roll = g.dice.roll(Die::D6)?;
        let outcome = match roll.face() {
            1 => "the trap catches a man",
            f if f >= 5 => "the trap misfires",
            _ => "the trap springs",
        };
        ev.push(Event::new(
            "CG-USR-07",
            What::Terrain {
                event: TerrainEvent::Rolled {
                    group: Some(self.group),
                    dice: alloc::vec![roll],
                    outcome: outcome.into(),
                },
            },
        ));
        if roll.is_success() {
            return Ok(Flow::Done);
        }
        if roll.face() == 1 {
            // The Stress token first, then the figure (both are owed).
            g.stack.push(crate::casualties::Casualties::new(self.group, 1, false, crate::casualties::Loss::Terrain));
        }
        Ok(Flow::Then(StressDraw::new(self.group, 1, StressCause::Other)))
    }
}

/// The wind (CG-DT-SAVANNAH-09): each player's chosen cards not yet played are replaced at random
/// by as many of the cards he did not choose. The cards of the step in progress are being played
/// and stay; the replacements come from the cards not in his hand of chosen cards
/// (docs/rulings.md).
pub(crate) fn replace_action_cards(g: &mut Game, rule: &'static str, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let in_step: Vec<(Player, u8)> = match &g.phase {
        Phase::Resolve { card, second } => core::iter::once((card.player, card.card)).chain(*second).collect(),
        _ => Vec::new(),
    };
    for p in Player::BOTH {
        let chosen = g.players[p.index()].chosen.clone();
        let mut pool: Vec<u8> = g.action_cards().iter().map(|c| c.initiative).filter(|i| !chosen.contains(i)).collect();
        let mut next = Vec::new();
        for c in chosen {
            if in_step.contains(&(p, c)) || pool.is_empty() {
                next.push(c);
                continue;
            }
            let i = g.dice.below(u32::try_from(pool.len()).unwrap_or(u32::MAX))? as usize;
            next.push(pool.remove(i.min(pool.len() - 1)));
        }
        g.players[p.index()].chosen = next.clone();
        ev.push(Event::new(rule, What::ActionCardsChosen { player: p, cards: Some(next) }));
    }
    Ok(())
}

/// Put the Adventure's Animal tokens (CG-ANIMAL-01) and Event tokens (CG-USR-19) in the bag.
pub(crate) fn fill_bag(g: &mut Game) {
    let Some(a) = g.setup.adventure.as_ref() else { return };
    let mut extras = Vec::new();
    for r in &a.adventure.special_rules {
        match r {
            UniversalRule::WildAnimals { tokens } => {
                extras.extend(core::iter::repeat_n(crate::stress::BagToken::Animal, usize::from(*tokens)))
            }
            UniversalRule::SpecialEvents { tokens } => {
                extras.extend(tokens.iter().map(|t| crate::stress::BagToken::Event { number: t.number }));
            }
            _ => {}
        }
    }
    for t in extras {
        g.bag.put_back_extra(t);
    }
}

/// A group's Stress draw took an Animal or Event token out of the bag: the animal appears
/// (CG-ANIMAL-02; or the token goes back, CG-ANIMAL-03) or the Adventure's event is resolved
/// (CG-USR-19); either way the group then draws a replacement token.
pub(crate) fn extra_token(
    g: &mut Game,
    mut draw: StressDraw,
    token: crate::stress::BagToken,
    ev: &mut Vec<Event>,
) -> Result<Flow, RuleError> {
    let group = draw.group;
    let rule = if token == crate::stress::BagToken::Animal { "CG-ANIMAL-01" } else { "CG-USR-19" };
    ev.push(Event::new(rule, What::BagTokenDrawn { group, token }));
    draw.count = draw.count.saturating_add(1);
    let again = Task::Stress(draw);
    let tasks = match token {
        crate::stress::BagToken::Animal => {
            let t = crate::wild::appear(g, group);
            if t.is_none() {
                g.bag.put_back_extra(token);
                ev.push(Event::new("CG-ANIMAL-03", What::Terrain { event: TerrainEvent::AnimalNotPlaced { group } }));
            }
            t.into_iter().collect()
        }
        crate::stress::BagToken::Event { number } => events::resolve(g, group, number, ev)?,
    };
    // The event's resolutions first, in order, then the replacement draw.
    let mut tasks: Vec<Task> = tasks;
    if tasks.is_empty() {
        return Ok(Flow::Then(again));
    }
    let first = tasks.remove(0);
    g.stack.push(again);
    g.stack.extend(tasks.into_iter().rev());
    Ok(Flow::Then(first))
}

/// Reinforcements (an Event token, CG-USR-19): the named detachment of `column`, waiting off
/// table, may enter from this turn on (CG-USR-08); a rolled entry point is rolled at once. A
/// name the Adventure does not know changes nothing (the Adventure's validation refuses it).
pub(crate) fn reinforce(g: &mut Game, column: Side, detachment: &str, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let Some(a) = g.setup.adventure.as_ref() else { return Ok(()) };
    let Some(d) = a.adventure.protagonist(column).detachments.iter().position(|x| x.name == detachment) else {
        return Ok(());
    };
    crate::universal::edge::release(g, column, u8::try_from(d).unwrap_or(u8::MAX));
    ev.push(Event::new(
        "CG-USR-19",
        What::Terrain {
            event: TerrainEvent::Reinforcements { player: column, detachment: alloc::string::String::from(detachment) },
        },
    ));
    crate::universal::edge::roll_entry_points(g, ev)
}

mod events;
#[cfg(test)]
mod tests;

pub use events::CUSTOM_EVENTS;
