//! Where special rules change a base rule's number: the hooks.
//!
//! Each function here computes one base rule of the chapters, from a group's [`Values`] (which
//! carry the special rules of its profile, characters and auxiliaries): the chapters ask these
//! functions for the numbers below and never compute them themselves. This is one of two ways
//! special rules come in: a rule that changes a number or a die lives here; a rule that adds a
//! step, a prompt or an action (Big Chief's draw, Frenzy, Litany, Harassment, the bonus actions
//! after an action) is its own task in [`crate::special`] (the culture chapters) or
//! [`crate::universal`] (the Universal Special Rules), which the chapters call directly at the
//! point of the rules where it happens.
//!
//! | hook | base rule | special rules that change it |
//! | --- | --- | --- |
//! | `shooting_stress_discards` | one die per Shooting token | Soldiers ("We know our business"), Downpour (two per token) |
//! | `go_to_ground_die` | D8 per token | the Explorer's Composure (D10) |
//! | `movement_tokens`, `may_pick_up_pace`, `may_move` | Movement tokens slow the group | Bearers (each ignores one Movement token) |
//! | `shortcuts` | one or two S sticks | the Kirangozi's Shortcuts (one more S, then a Stress token) |
//! | `rerolls_ones` | no re-roll | the Retired Officer's Training (1s shooting and in melee) |
//! | `bravery_value` | the profile's Bravery | Ruga-Ruga's Superstitious (D6 for Terror) |
//! | `borrowed_bravery` | the group's own bonus dice | the Flag Bearer's The colours (his die to groups within M) |
//! | `reckless` | casualties are removed | Adventurers' Reckless (two Stress tokens cancel one) |
//! | `story_points` | the general victory points | the Reporter's Telling a story |
//! | `melee_successes` | the successes rolled | the Slavers' Ruthless (+1) |
//! | `combat_dice`, `bravery_value` | the profile's dice | Baluchis' Warrior tradition (D10/D8/D6 by Stress), the Diplomat's Inspiring presence (D8) |
//! | `shooting_dice` | the Shooting dice | Sharpshooters' Jezzails (D6 beyond L) |
//! | `bribe_die`, `bodyguard_die` | the melee is fought | the Trader's Bribe, the Brute's Bodyguard |
//! | `zamara_range`, `guidance_range` | a group keeps its own tokens | the Emir's Zamara, the Sheikh's Spiritual Guidance |
//! | [`rolls_dangerous_terrain`], [`i_found_it_die`] | an unexplored dangerous area is rolled for | Scouts' Natives, the Scientist's I found it! |

use crate::game::Game;
use crate::pending::RollPurpose;
use crate::profile::{GroupKind, SpecialRule};
use crate::state::{GroupId, Player, Role, Values};
use crate::stress::StressKind;
use alloc::vec::Vec;
use tabletop::Die;

/// Attack dice a group discards for its Shooting Stress tokens: one per token (CG-STRESS-09);
/// none for a group that knows its business (CG-WME-08: the tokens still count toward four).
pub(crate) fn shooting_stress_discards(v: &Values<'_>, tokens: usize) -> usize {
    if v.special_rules().any(|r| matches!(r, SpecialRule::WeKnowOurBusiness)) {
        return 0;
    }
    tokens
}

/// The Cover die each Stress token drawn to go to ground adds: a D8 (CG-SHOOT-13); the
/// Explorer's Composure die (D10) in his group (CG-WME-01).
pub(crate) fn go_to_ground_die(v: &Values<'_>) -> Die {
    v.special_rules()
        .find_map(|r| match r {
            SpecialRule::Composure { die } => Some(*die),
            _ => None,
        })
        .unwrap_or(Die::D8)
}

/// The Movement Stress tokens that take effect: each bearer in the group ignores one
/// (CG-WME-07; the tokens still count toward four).
pub(crate) fn movement_tokens(v: &Values<'_>, stress: &[StressKind]) -> usize {
    let bearers = v.auxiliaries.iter().filter(|a| a.special_rules.contains(&SpecialRule::Bearer)).count();
    stress.iter().filter(|k| **k == StressKind::Movement).count().saturating_sub(bearers)
}

/// A group with a Movement Stress token cannot pick up the pace (CG-STRESS-11).
pub(crate) fn may_pick_up_pace(v: &Values<'_>, stress: &[StressKind]) -> bool {
    movement_tokens(v, stress) == 0
}

/// Whether a group may take a Movement action: not with two or more Movement tokens
/// (CG-STRESS-11), not with a Panic token (CG-STRESS-13).
pub(crate) fn may_move(v: &Values<'_>, stress: &[StressKind]) -> bool {
    movement_tokens(v, stress) < 2 && !stress.contains(&StressKind::Panic)
}

/// Whether a group holding `stress` may use an option or a special rule that makes it draw
/// Stress tokens: going to ground, the Kirangozi's Shortcuts, the Talking Drums, the Ritual of
/// the Bloody Hand's save of a character. Not at the limit of four tokens (CG-STRESS-04: "it
/// cannot use any option that needs a draw"); each of those asks here before it is offered.
pub(crate) fn may_draw_by_choice(stress: &[StressKind]) -> bool {
    stress.len() < crate::stress::STRESS_LIMIT
}

/// The most sticks a group holding `stress` may move with the Kirangozi's Shortcuts, when it
/// has them and may draw (a group at four tokens may not: [`may_draw_by_choice`]): its move may
/// end with one more S stick, never more than `max_sticks` in all; the group then draws a
/// Stress token (CG-WME-02).
pub(crate) fn shortcuts(v: &Values<'_>, stress: &[StressKind]) -> Option<usize> {
    if !may_draw_by_choice(stress) {
        return None;
    }
    v.special_rules().find_map(|r| match r {
        SpecialRule::Shortcuts { max_sticks, .. } => Some(usize::from(*max_sticks)),
        _ => None,
    })
}

/// Whether the group re-rolls every "1" of this roll: the Retired Officer's Training, when
/// shooting and in melee (CG-WME-03).
pub(crate) fn rerolls_ones(v: &Values<'_>, purpose: RollPurpose) -> bool {
    matches!(purpose, RollPurpose::Attack | RollPurpose::MeleeAttack | RollPurpose::MeleeDefence)
        && v.special_rules().any(|r| matches!(r, SpecialRule::Training))
}

/// The group's Bravery value for a Rally or Terror roll with `tokens` Stress tokens: its
/// profile's, except Superstitious groups rolling for Terror (CG-WME-11), Young Warriors and
/// Bundukis with the Diplomat (CG-ZAN-06) and Baluchis (CG-ZAN-10). `value` is what
/// [`Values::bravery`] gave.
pub(crate) fn bravery_value(v: &Values<'_>, purpose: RollPurpose, value: Option<Die>, tokens: usize) -> Option<Die> {
    if v.character_alone() {
        return value;
    }
    let value = tradition(v, tokens, value);
    let inspired = v.characters.iter().flat_map(|c| c.special_rules.iter()).find_map(|r| match r {
        SpecialRule::InspiringPresence { bravery } => Some(*bravery),
        _ => None,
    });
    let value = match inspired {
        Some(d) if v.profile.kinds.iter().any(|k| matches!(k, GroupKind::YoungWarriors | GroupKind::Bundukis)) => {
            Some(d)
        }
        _ => value,
    };
    if purpose != RollPurpose::Terror {
        return value;
    }
    v.profile
        .special_rules
        .iter()
        .find_map(|r| match r {
            SpecialRule::Superstitious { terror_bravery } => Some(Some(*terror_bravery)),
            _ => None,
        })
        .unwrap_or(value)
}

/// Warrior tradition: a profile die of the group is D10 with no Stress token, D8 with one or
/// two, D6 with three or more (CG-ZAN-10).
fn tradition(v: &Values<'_>, tokens: usize, die: Option<Die>) -> Option<Die> {
    if !v.profile.special_rules.contains(&SpecialRule::WarriorTradition) {
        return die;
    }
    die.map(|_| match tokens {
        0 => Die::D10,
        1 | 2 => Die::D8,
        _ => Die::D6,
    })
}

/// The group's Combat dice with `tokens` Stress tokens (members' dice by Warrior tradition).
pub(crate) fn combat_dice(v: &Values<'_>, tokens: usize) -> Vec<Die> {
    let mut dice = v.combat_dice();
    if let Some(d) = tradition(v, tokens, v.profile.combat) {
        for x in dice.iter_mut().take(v.members) {
            *x = d;
        }
    }
    dice
}

/// The group's Shooting dice against a target `beyond` away or not: Jezzails shoot their
/// members' D6 at a target more than L away (CG-ZAN-11); Warrior tradition as for Combat.
pub(crate) fn shooting_dice(v: &Values<'_>, tokens: usize, beyond: impl Fn(crate::profile::Stick) -> bool) -> Vec<Die> {
    let mut dice = v.shooting_dice();
    let jezzail = v.profile.special_rules.iter().find_map(|r| match r {
        SpecialRule::Jezzails { beyond: b, die } if beyond(*b) => Some(*die),
        _ => None,
    });
    if let Some(d) =
        jezzail.or_else(|| tradition(v, tokens, v.profile.shooting).filter(|_| v.profile.shooting.is_some()))
    {
        for x in dice.iter_mut().take(v.members) {
            *x = d;
        }
    }
    dice
}

/// Successes a group adds to those it rolled in a melee: the Slavers' Ruthless (CG-ZAN-02).
pub(crate) fn melee_successes(v: &Values<'_>) -> usize {
    v.special_rules()
        .map(|r| match r {
            SpecialRule::Ruthless { successes } => usize::from(*successes),
            _ => 0,
        })
        .sum()
}

/// The die the Trader's group rolls before a melee to bribe its way out (CG-ZAN-04).
pub(crate) fn bribe_die(v: &Values<'_>) -> Option<Die> {
    v.special_rules().find_map(|r| match r {
        SpecialRule::Bribe { die } => Some(*die),
        _ => None,
    })
}

/// The die the Brute rolls before a melee of his group (CG-ZAN-05), with his figure's index
/// among the group's characters.
pub(crate) fn bodyguard_die(v: &Values<'_>) -> Option<Die> {
    v.characters.iter().flat_map(|c| c.special_rules.iter()).find_map(|r| match r {
        SpecialRule::Bodyguard { die } => Some(*die),
        _ => None,
    })
}

/// The Emir's reach: before rallying, his group may take tokens from friendly groups within it
/// (CG-ZAN-01).
pub(crate) fn zamara_range(v: &Values<'_>) -> Option<crate::profile::Stick> {
    v.special_rules().find_map(|r| match r {
        SpecialRule::Zamara { range } => Some(*range),
        _ => None,
    })
}

/// The Sheikh's reach: a token his group must take goes to a friendly group within it (a Panic
/// token may go to an enemy group within it) (CG-ZAN-03).
pub(crate) fn guidance_range(v: &Values<'_>) -> Option<crate::profile::Stick> {
    v.special_rules().find_map(|r| match r {
        SpecialRule::SpiritualGuidance { range } => Some(*range),
        _ => None,
    })
}

/// Groups on the table within `range` of `group` (closest bases), other than itself.
pub(crate) fn groups_within(g: &Game, group: GroupId, range: crate::profile::Stick) -> Vec<GroupId> {
    groups_within_of(g, group, &crate::space::bases(g, group), range)
}

/// [`groups_within`] measured from `mine` (where `group` stands, or will start a move from:
/// `crate::movement::end::start_bases`).
pub(crate) fn groups_within_of(
    g: &Game,
    group: GroupId,
    mine: &[tabletop::Point],
    range: crate::profile::Stick,
) -> Vec<GroupId> {
    g.groups_in_play()
        .filter(|o| *o != group && crate::geometry::base::within(mine, &crate::space::bases(g, *o), range.length()))
        .collect()
}

/// Bravery bonus dice a group borrows from a character of another friendly group for a Rally or
/// a Terror test: the Flag Bearer's die, within his reach of his group (CG-WME-04). Always
/// used: a bonus die can only cancel more (docs/rulings.md "Special rules in play").
pub(crate) fn borrowed_bravery(g: &Game, group: GroupId) -> Vec<Die> {
    let mut out = Vec::new();
    let Ok(me) = g.group(group) else { return out };
    let mine = crate::space::bases(g, group);
    for other in g.groups_in_play() {
        let Ok(og) = g.group(other) else { continue };
        if other == group || og.owner != me.owner {
            continue;
        }
        let Some(v) = g.values(other) else { continue };
        for c in &v.characters {
            let Some(range) = c.special_rules.iter().find_map(|r| match r {
                SpecialRule::TheColours { range } => Some(*range),
                _ => None,
            }) else {
                continue;
            };
            let theirs = crate::space::bases(g, other);
            if crate::geometry::base::within(&mine, &theirs, range.length()) {
                if let Some(p) = c.bravery {
                    out.extend(core::iter::repeat_n(p.die, usize::from(p.count)));
                }
            }
        }
    }
    out
}

/// Reckless: `(stress, below_stress)` when the group may draw `stress` tokens to cancel one
/// casualty while it holds fewer than `below_stress` tokens (CG-WME-10).
pub(crate) fn reckless(v: &Values<'_>) -> Option<(u8, u8)> {
    v.special_rules().find_map(|r| match r {
        SpecialRule::Reckless { stress, below_stress } => Some((*stress, *below_stress)),
        _ => None,
    })
}

/// The Telling a story dice of `player` at the end of the game: `(per_points, die)` of a living
/// Reporter of his column (CG-WME-05).
pub(crate) fn story_points(g: &Game, player: Player) -> Option<(u8, Die)> {
    g.figures.iter().filter(|f| f.alive).find_map(|f| {
        let Role::Character { index } = f.role else { return None };
        let grp = g.groups.get(usize::from(f.group.0))?;
        if grp.owner != player {
            return None;
        }
        let c =
            g.setup.columns[player.index()].groups.get(usize::from(grp.index))?.characters.get(usize::from(index))?;
        c.profile.special_rules.iter().find_map(|r| match r {
            SpecialRule::TellingAStory { per_points, die } if *per_points > 0 => Some((*per_points, *die)),
            _ => None,
        })
    })
}

/// Whether the group rolls on a Dangerous Terrain table when it enters an unexplored dangerous
/// area: never for Natives, who treat all dangerous terrain as explored (CG-WME-13).
pub fn rolls_dangerous_terrain(v: &Values<'_>) -> bool {
    !v.special_rules().any(|r| matches!(r, SpecialRule::Natives))
}

/// The die the Scientist's group rolls on entering an unexplored dangerous area, a success
/// placing a Loot token there (CG-WME-06).
pub fn i_found_it_die(v: &Values<'_>) -> Option<Die> {
    v.special_rules().find_map(|r| match r {
        SpecialRule::IFoundIt { die } => Some(*die),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rosters::Roster;

    fn values(r: &Roster, group: &str) -> Option<bool> {
        let profile = r.group(group)?;
        let v = Values {
            profile,
            characters: smallvec::SmallVec::new(),
            auxiliaries: smallvec::SmallVec::new(),
            members: usize::from(profile.figures),
        };
        Some(rolls_dangerous_terrain(&v))
    }

    // rule: CG-WME-13
    #[test]
    fn natives_never_roll_on_a_dangerous_terrain_table() {
        let r = Roster::builtin();
        assert_eq!(values(&r, "wme.scouts"), Some(false));
        assert_eq!(values(&r, "wme.soldiers"), Some(true));
    }

    // rule: CG-WME-06
    #[test]
    fn i_found_it_rolls_a_d8_in_the_scientists_group() {
        let r = Roster::builtin();
        let (Some(profile), Some(scientist)) = (r.group("wme.trained_askaris"), r.character("wme.scientist")) else {
            panic!("built-in profiles")
        };
        let mut v = Values {
            profile,
            characters: smallvec::SmallVec::new(),
            auxiliaries: smallvec::SmallVec::new(),
            members: 4,
        };
        assert_eq!(i_found_it_die(&v), None);
        v.characters.push(scientist);
        assert_eq!(i_found_it_die(&v), Some(Die::D8));
    }
}
