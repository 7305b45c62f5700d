//! Choosing Action cards: what a card's action circles are worth to a column as the table
//! stands (Congo rulebook, "Planning the Expedition": three cards a turn, one a step).
//!
//! A circle is worth as many of the player's groups as can use it, capped by the circle's
//! count: a Shooting circle counts the groups that shoot and have an enemy within L (12")
//! plus a margin, a Movement circle every group that may still move (more for a black one when
//! a group that fights better than it shoots is near the enemy), an Influence circle the groups
//! holding Stress tokens (more for those at three: rally before flight) and, black, a Terror
//! action when an enemy group is near. The weights are the bot's judgement, not a rule.

use crate::board;
use congo_core::cards::{ActionCard, ActionKind, Colour};
use congo_core::stress::StressKind;
use congo_core::{Game, Player};

/// What one player's groups could do this step, counted once per decision.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Needs {
    /// Groups that shoot with an enemy within L and a margin (16").
    pub shooters: f64,
    /// Groups on the table that may move (fewer than two Movement tokens, no Panic).
    pub movers: f64,
    /// Movers that fight better than they shoot, within 10" of an enemy.
    pub chargers: f64,
    /// Groups holding Stress tokens, weighted by urgency (1 per group, 2 at three tokens).
    pub stressed: f64,
    /// An enemy group within 12" of one of the player's groups.
    pub enemy_near: bool,
}

impl Needs {
    /// `player`'s needs in `g`.
    pub fn of(g: &Game, player: Player) -> Needs {
        let mut n = Needs::default();
        for id in g.groups_in_play() {
            let Ok(grp) = g.group(id) else { continue };
            if grp.owner != player {
                continue;
            }
            let Some(c) = board::centre(g, id) else { continue };
            let near = board::nearest_enemy(g, player, c).map_or(f64::INFINITY, |(_, d)| d);
            let panic = grp.count(StressKind::Panic) > 0;
            let shoots = g.values(id).is_some_and(|v| !v.shooting_dice().is_empty());
            if shoots && !panic && near <= 16.0 {
                n.shooters += 1.0;
            }
            if !panic && grp.count(StressKind::Movement) < 2 {
                n.movers += 1.0;
                if near <= 10.0 && board::melee_minded(g, id) {
                    n.chargers += 1.0;
                }
            }
            if !grp.stress.is_empty() {
                n.stressed += if grp.stress.len() >= 3 { 2.0 } else { 1.0 };
            }
            n.enemy_near |= near <= 12.0;
        }
        n
    }
}

/// What `card` is worth with `needs` (module docs).
pub fn card_value(card: &ActionCard, needs: &Needs) -> f64 {
    let mut v = 0.0;
    for a in &card.actions {
        let count = f64::from(a.groups);
        v += match a.kind {
            ActionKind::Shooting => 3.0 * count.min(needs.shooters),
            ActionKind::Movement { colour } => {
                let base = 1.2 * count.min(needs.movers);
                let charge = if colour == Colour::Black { 1.5 * count.min(needs.chargers) } else { 0.0 };
                base + charge
            }
            ActionKind::Influence { colour } => {
                let rally = 2.0 * count.min(needs.stressed);
                let terror = if colour == Colour::Black && needs.enemy_near { 1.0 } else { 0.0 };
                rally + terror
            }
        };
    }
    v
}

/// The value of the card with initiative `initiative` in `g` (0 for an unknown card).
pub fn value_of(g: &Game, initiative: u8, needs: &Needs) -> f64 {
    g.action_cards().iter().find(|c| c.initiative == initiative).map_or(0.0, |c| card_value(c, needs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use congo_core::cards::CardAction;

    #[test]
    fn a_circle_is_worth_the_groups_that_can_use_it() {
        let card = ActionCard {
            initiative: 3,
            actions: vec![
                CardAction { kind: ActionKind::Shooting, groups: 2 },
                CardAction { kind: ActionKind::Influence { colour: Colour::Red }, groups: 1 },
            ],
        };
        let idle = Needs { movers: 3.0, ..Needs::default() };
        assert_eq!(card_value(&card, &idle), 0.0);
        let fight = Needs { shooters: 1.0, stressed: 2.0, ..Needs::default() };
        // One shooter for two circles, one rally for two stressed groups.
        assert_eq!(card_value(&card, &fight), 3.0 + 2.0);
    }
}
