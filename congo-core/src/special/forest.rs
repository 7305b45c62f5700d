//! The Forest Tribes' special rules in play (Congo rulebook, "The Forest Tribes"); the Sacred
//! Warriors' Mystical Trance serves the African Kingdoms too.
//!
//! | rule | where the engine asks |
//! | --- | --- |
//! | Meat! (CG-FOREST-08) | `meat`: the end of a melee the Cannibals won, or of a wild animal they killed |
//! | Mystical Trance (CG-FOREST-07, CG-AK-07) | `trance_dice`, `trance_dice_against`: melee (a group's or an animal's) and shooting pools |
//! | Hunting the prey (CG-FOREST-12) | `hunting_the_prey`: a shot's hits |
//! | Big Chief (CG-FOREST-01) | [`BigChief`]: the beginning of each turn |
//! | Great is the King! (CG-FOREST-04) | `great_is_the_king`: Rally and Terror Bravery |
//! | Power of Spirits (CG-FOREST-05) | `power_of_spirits`: the hits of a shot at the Healer's group |
//! | Poison (CG-FOREST-15) | `poison_cap`: the Attack pool; `poison`: a shot's hits |
//! | Tiny (CG-FOREST-16) | `tiny_hides`, `line_of_fire`: who may be shot at, line of sight |

use super::positions;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::Game;
use crate::profile::SpecialRule;
use crate::state::GroupId;
use crate::stress::StressDraw;
use crate::tasks::Task;
use alloc::vec::Vec;
use tabletop::{Die, DieRoll, Point};

/// Meat! (CG-FOREST-08): when the Cannibals win a melee, every other enemy group within M of
/// them rolls 1D8 (no discards, no Crocodile); each that fails draws a Stress token. `loser`:
/// the group they beat, `None` for a wild animal they killed (docs/rulings.md "Culture rules in
/// a melee against a wild animal"). Returns the draws, in group order.
pub(crate) fn meat(
    g: &mut Game,
    winner: GroupId,
    loser: Option<GroupId>,
    ev: &mut Vec<Event>,
) -> Result<Vec<Task>, RuleError> {
    let Some((range, die)) = g.values(winner).and_then(|v| {
        v.profile.special_rules.iter().find_map(|r| match r {
            SpecialRule::Meat { range, die } => Some((*range, *die)),
            _ => None,
        })
    }) else {
        return Ok(Vec::new());
    };
    let owner = g.group(winner)?.owner;
    let here = positions(g, winner);
    let enemies: Vec<GroupId> = g
        .groups_in_play()
        .filter(|id| Some(*id) != loser && g.group(*id).is_ok_and(|gr| gr.owner != owner))
        .filter(|id| crate::geometry::base::within(&here, &positions(g, *id), range.length()))
        .collect();
    let mut draws = Vec::new();
    for group in enemies {
        let roll = g.dice.roll(die)?;
        let successes = u8::from(roll.is_success());
        ev.push(Event::new("CG-FOREST-08", What::SpecialRuleRolled { group, dice: alloc::vec![roll], successes }));
        if successes == 0 {
            draws.push(StressDraw::new(group, 1, StressCause::Other));
        }
    }
    Ok(draws)
}

/// Mystical Trance (CG-FOREST-07, CG-AK-07): each living Sacred Warrior of `group` rolls one D6
/// per Stress token of `enemy` (the group engaged in melee, or the target of its shot).
pub(crate) fn trance_dice(g: &Game, group: GroupId, enemy: GroupId) -> Vec<Die> {
    trance_dice_against(g, group, g.group(enemy).map(|gr| gr.stress.len()).unwrap_or(0))
}

/// [`trance_dice`] against an enemy holding `tokens` Stress tokens (a wild animal holds none).
pub(crate) fn trance_dice_against(g: &Game, group: GroupId, tokens: usize) -> Vec<Die> {
    let Some(v) = g.values(group) else { return Vec::new() };
    v.auxiliaries
        .iter()
        .flat_map(|a| a.special_rules.iter())
        .filter_map(|r| match r {
            SpecialRule::MysticalTrance { die } => Some(*die),
            _ => None,
        })
        .flat_map(|die| core::iter::repeat_n(die, tokens))
        .collect()
}

/// The die Hunting the prey rolls per success of `shooter`'s Attack roll, if it has the rule
/// (CG-FOREST-12).
pub(crate) fn hunting_die(g: &Game, shooter: GroupId) -> Option<Die> {
    g.values(shooter).and_then(|v| {
        v.profile.special_rules.iter().find_map(|r| match r {
            SpecialRule::HuntingThePrey { die } => Some(*die),
            _ => None,
        })
    })
}

/// Hunting the prey (CG-FOREST-12): after the shooting roll, Hunters roll one more D8 per
/// success (no discards, no Crocodile, no re-roll); successes on these dice add to the hits but
/// bring no further dice. Returns the extra hits.
pub(crate) fn hunting_the_prey(g: &mut Game, shooter: GroupId, hits: u8, ev: &mut Vec<Event>) -> Result<u8, RuleError> {
    let Some(die) = hunting_die(g, shooter) else {
        return Ok(0);
    };
    if hits == 0 {
        return Ok(0);
    }
    let rolls = g.dice.roll_many(die, usize::from(hits))?;
    let successes = crate::roll::successes(&rolls).min(usize::from(u8::MAX)) as u8;
    ev.push(Event::new("CG-FOREST-12", What::SpecialRuleRolled { group: shooter, dice: rolls, successes }));
    Ok(successes)
}

/// Great is the King! (CG-FOREST-04): while the Pygmy King is in play, every pygmy group of his
/// column has his rule's Bravery (D10) instead of its own. `value` is the Bravery value the
/// group would use; a character alone keeps his own.
pub(crate) fn great_is_the_king(g: &Game, group: GroupId, value: Option<Die>) -> Option<Die> {
    let (Some(v), Ok(grp)) = (g.values(group), g.group(group)) else { return value };
    if v.character_alone() || !v.profile.kinds.contains(&crate::profile::GroupKind::Pygmies) {
        return value;
    }
    let owner = grp.owner;
    g.groups_in_play()
        .filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == owner))
        .filter_map(|id| g.values(id))
        .find_map(|ov| {
            ov.characters.iter().flat_map(|c| c.special_rules.iter()).find_map(|r| match r {
                SpecialRule::GreatIsTheKing { bravery } => Some(*bravery),
                _ => None,
            })
        })
        .or(value)
}

/// Big Chief (CG-FOREST-01): at the beginning of each turn the Chieftain's owner draws two
/// Totem cards instead of one, adds one to his hand and discards the other. The cards are drawn
/// with the turn's draw (`crate::turn::start_turn`); this task asks which to keep.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoBigChief"))]
pub struct BigChief {
    /// The Chieftain's owner.
    pub player: crate::state::Player,
    /// The two cards drawn, by id.
    pub cards: Vec<u8>,
}

/// Whether `p` has a living Chieftain (Big Chief) on the table.
pub(crate) fn has_big_chief(g: &Game, p: crate::state::Player) -> bool {
    g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == p)).any(|id| {
        g.values(id).is_some_and(|v| v.characters.iter().any(|c| c.special_rules.contains(&SpecialRule::BigChief)))
    })
}

/// The Big Chief choice `p` still has to make, if any.
pub(crate) fn big_chief_of(g: &Game, p: crate::state::Player) -> Option<&BigChief> {
    g.stack.iter().find_map(|t| match t {
        Task::BigChief(b) if b.player == p => Some(b),
        _ => None,
    })
}

/// Answer `player`'s Big Chief choice: keep the named card, discard the other at once.
pub(crate) fn keep_totem(
    g: &mut Game,
    player: crate::state::Player,
    d: &crate::decision::Decision,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let crate::decision::Decision::KeepTotem { card } = d else {
        return Err(RuleError::WrongDecision { expected: "keep_totem" });
    };
    let i = g
        .stack
        .iter()
        .position(|t| matches!(t, Task::BigChief(b) if b.player == player))
        .ok_or(RuleError::WrongDecision { expected: "no keep_totem now" })?;
    let Some(Task::BigChief(b)) = g.stack.get(i) else {
        return Err(RuleError::WrongDecision { expected: "keep_totem" });
    };
    if !b.cards.contains(card) {
        return Err(RuleError::Totem(crate::error::TotemRefusal::BigChiefKeeps { card: *card }));
    }
    let discard: Vec<u8> = b.cards.iter().copied().filter(|id| id != card).collect();
    g.stack.remove(i);
    for id in discard {
        if let Some(c) = g.players[player.index()].totems.play(id) {
            ev.push(Event::new("CG-FOREST-01", What::TotemDiscarded { player, card: c }));
        }
    }
    Ok(())
}

impl BigChief {
    pub(crate) fn prompt(&self, _g: &Game) -> Option<(crate::state::Player, crate::pending::Ask)> {
        Some((self.player, crate::pending::Ask::BigChief { cards: self.cards.clone() }))
    }

    /// Waits: the choice is answered by [`keep_totem`], which takes the task off the stack.
    pub(crate) fn advance(self, _g: &mut Game, _ev: &mut Vec<Event>) -> Result<crate::game::Flow, RuleError> {
        Ok(crate::game::Flow::Wait(Task::BigChief(self)))
    }
}

/// The terrain area `group` is in or partly in, as the cover rules read it (a group straddling
/// two areas, or in the open, is in none).
pub(crate) fn area_of(g: &Game, group: GroupId) -> Option<&crate::geometry::table::TerrainArea> {
    let pts = positions(g, group);
    let id = crate::space::with_field(g, |f| f.occupancy(&pts).area()).ok().flatten()?;
    g.setup.table.area(id)
}

/// Whether Power of Spirits re-rolls the successes of a shot at `target` (CG-FOREST-05): a
/// character of the group has the rule and the group stands in a terrain area.
pub(crate) fn spirits_protect(g: &Game, target: GroupId) -> bool {
    let healer = g
        .values(target)
        .is_some_and(|v| v.characters.iter().any(|c| c.special_rules.contains(&SpecialRule::PowerOfSpirits)));
    healer && area_of(g, target).is_some()
}

/// Power of Spirits (CG-FOREST-05): when the Healer's group, in a terrain area, is the target
/// of a shot, every hit of the Attack roll is re-rolled once, after the shooter's own re-rolls
/// (a die already re-rolled, e.g. by Training, is not re-rolled again; docs/rulings.md).
pub(crate) fn power_of_spirits(
    g: &mut Game,
    shooter: GroupId,
    target: GroupId,
    rolls: &mut [DieRoll],
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !spirits_protect(g, target) {
        return Ok(());
    }
    for (before, after) in tabletop::reroll_once(rolls, &mut g.dice, DieRoll::is_success)? {
        ev.push(Event::new("CG-FOREST-05", What::Rerolled { group: shooter, before, after }));
    }
    Ok(())
}

/// Whether `shooter` has Poison (CG-FOREST-15).
pub(crate) fn has_poison(g: &Game, shooter: GroupId) -> bool {
    g.values(shooter).is_some_and(|v| super::has(&v, |r| *r == SpecialRule::Poison))
}

/// Poison (CG-FOREST-15), first half: pygmies never roll more shooting dice than the group has
/// figures. Cuts `dice` (the whole Attack pool, Mystical Trance included) to that number.
pub(crate) fn poison_cap(g: &Game, shooter: GroupId, dice: &mut Vec<Die>) {
    if let Some(v) = g.values(shooter).filter(|v| super::has(v, |r| *r == SpecialRule::Poison)) {
        dice.truncate(v.members + v.characters.len() + v.auxiliaries.len());
    }
}

/// Poison (CG-FOREST-15), second half: after the Attack roll, every face shown by two or more
/// successes causes that many casualties with no Cover roll; the other successes are ordinary
/// hits. Returns `(casualties, hits)`, or `None` when the shooter has no Poison.
pub(crate) fn poison(
    g: &Game,
    shooter: GroupId,
    target: GroupId,
    rolls: &[DieRoll],
    ev: &mut Vec<Event>,
) -> Option<(u8, u8)> {
    let v = g.values(shooter)?;
    if !super::has(&v, |r| *r == SpecialRule::Poison) {
        return None;
    }
    let mut faces: Vec<u8> = rolls.iter().filter(|r| r.is_success()).map(DieRoll::face).collect();
    faces.sort_unstable();
    let (mut poisoned, mut hits) = (0u8, 0u8);
    for chunk in faces.chunk_by(|a, b| a == b) {
        let n = u8::try_from(chunk.len()).unwrap_or(u8::MAX);
        if n >= 2 {
            poisoned = poisoned.saturating_add(n);
        } else {
            hits = hits.saturating_add(n);
        }
    }
    if poisoned > 0 {
        ev.push(Event::new("CG-FOREST-15", What::Poisoned { group: target, casualties: poisoned }));
    }
    Some((poisoned, hits))
}

/// Tiny (CG-FOREST-16): a pygmy group in a high dangerous terrain area cannot be shot at from
/// beyond its rule's range (M), measured from the figure leading the shot at `from`.
pub(crate) fn tiny_hides(g: &Game, from: Point, target: GroupId) -> bool {
    // Quick exit (speed): no profile the group could carry has the rule.
    if !may_be_tiny(g, target) {
        return false;
    }
    let Some(range) = g.values(target).and_then(|v| {
        v.special_rules().find_map(|r| match r {
            SpecialRule::Tiny { range } => Some(*range),
            _ => None,
        })
    }) else {
        return false;
    };
    let hidden = area_of(g, target).is_some_and(|a| a.dangerous && a.height == crate::geometry::table::Height::High);
    hidden && !crate::geometry::base::within(&[from], &positions(g, target), range.length())
}

/// Whether any profile `group` may draw its values from (its own, or any character's or
/// auxiliary's deployed with it) has the Tiny rule: a superset of [`Game::values`]' rules,
/// checked without building them.
fn may_be_tiny(g: &Game, group: GroupId) -> bool {
    let tiny = |rules: &[SpecialRule]| rules.iter().any(|r| matches!(r, SpecialRule::Tiny { .. }));
    let Some(grp) = g.groups.get(usize::from(group.0)) else { return false };
    let Some(gs) = g.setup.columns[grp.owner.index()].groups.get(usize::from(grp.index)) else { return false };
    tiny(&gs.profile.special_rules)
        || gs.characters.iter().any(|c| tiny(&c.profile.special_rules))
        || gs.auxiliaries.iter().any(|a| tiny(&a.profile.special_rules))
}

/// Range and line of sight for a shot (see [`crate::space::line_of_fire`]), where the enemy
/// pygmy groups Tiny hides from this shooter do not block line of sight to another group
/// (CG-FOREST-16). A hidden target is out of reach (`None`).
pub(crate) fn line_of_fire(
    field: &crate::geometry::base::Field<'_>,
    g: &Game,
    shooter: GroupId,
    leader: crate::state::FigureId,
    target: GroupId,
    range: Option<tabletop::Length>,
) -> Result<Option<crate::space::Fire>, RuleError> {
    line_of_fire_among(field, g, shooter, leader, target, range, &may_hide(g, shooter, target))
}

/// The groups Tiny may hide from `shooter` when it shoots at `target`: its enemy groups in play
/// but the target whose profiles may carry the rule, in group order (most shots have none).
pub(crate) fn may_hide(g: &Game, shooter: GroupId, target: GroupId) -> Vec<GroupId> {
    let Ok(owner) = g.group(shooter).map(|gr| gr.owner) else { return Vec::new() };
    g.groups_in_play()
        .filter(|id| *id != target && g.group(*id).is_ok_and(|gr| gr.owner != owner) && may_be_tiny(g, *id))
        .collect()
}

/// [`line_of_fire`], the groups Tiny may hide being `hiders` ([`may_hide`]).
pub(crate) fn line_of_fire_among(
    field: &crate::geometry::base::Field<'_>,
    g: &Game,
    shooter: GroupId,
    leader: crate::state::FigureId,
    target: GroupId,
    range: Option<tabletop::Length>,
    hiders: &[GroupId],
) -> Result<Option<crate::space::Fire>, RuleError> {
    let from = g.figure(leader).map(|f| f.at).ok_or(RuleError::UnknownFigure { figure: leader, group: shooter })?;
    if tiny_hides(g, from, target) {
        return Ok(None);
    }
    g.group(shooter)?;
    let hidden: Vec<GroupId> = hiders.iter().copied().filter(|id| tiny_hides(g, from, *id)).collect();
    if hidden.is_empty() {
        return crate::space::line_of_fire(field, g, shooter, leader, target, range);
    }
    let groups: Vec<_> =
        crate::space::placed(g).into_iter().filter(|p| !hidden.contains(&crate::space::id(p.key))).collect();
    let field = crate::geometry::base::Field::new(&g.setup.table, &groups, &[])
        .map_err(|e| RuleError::Model(crate::error::ModelRefusal::Field(e)))?;
    crate::space::line_of_fire(&field, g, shooter, leader, target, range)
}

/// Tiny's events for a shot being declared (CG-FOREST-16): one [`What::SpecialRuleUsed`] per
/// enemy pygmy group Tiny hides from the leading figure, when ignoring them changed the shot
/// (its line of sight, partial fire or cover). Empty when Tiny made no difference.
pub(crate) fn tiny_events(
    g: &Game,
    shooter: GroupId,
    leader: crate::state::FigureId,
    target: GroupId,
    giraffe: bool,
) -> Vec<Event> {
    let (Some(from), Ok(owner)) = (g.figure(leader).map(|f| f.at), g.group(shooter).map(|gr| gr.owner)) else {
        return Vec::new();
    };
    let hidden: Vec<GroupId> = g
        .groups_in_play()
        .filter(|id| *id != target && g.group(*id).is_ok_and(|gr| gr.owner != owner) && tiny_hides(g, from, *id))
        .collect();
    if hidden.is_empty() {
        return Vec::new();
    }
    let Some(range) = crate::shooting::shot_range(g, shooter, giraffe) else { return Vec::new() };
    let changed = crate::space::with_field(g, |field| {
        let plain = crate::space::line_of_fire(field, g, shooter, leader, target, range).ok().flatten();
        let tiny = line_of_fire(field, g, shooter, leader, target, range).ok().flatten();
        plain != tiny
    })
    .unwrap_or(false);
    if !changed {
        return Vec::new();
    }
    hidden
        .into_iter()
        .map(|group| {
            Event::new("CG-FOREST-16", What::SpecialRuleUsed { group, rule: alloc::borrow::Cow::Borrowed("Tiny") })
        })
        .collect()
}
