//! Action cards (Congo rulebook, "Planning the Expedition"; RULINGS.md "Action cards").
//!
//! The text prints only cards Two and Five; the other five are the RULINGS.md stand-ins. A
//! game's setup (congo-core's `Setup`) may replace the deck. Cards are named by their
//! initiative: within one player's hand of seven, initiatives are distinct, so an initiative
//! identifies a card.

use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// The colour of a Movement or Influence icon. Black Movement may engage in melee, red may not;
/// black Influence allows Rally or Terror, red only Rally (Congo rulebook, "Engaging in melee",
/// "Influence").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoColour"))]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// The full icon.
    Black,
    /// The restricted icon.
    Red,
}

/// The kind of one action circle on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoActionKind"))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[serde(expecting = "an action: an object whose `kind` is `movement`, `shooting` or `influence`")]
pub enum ActionKind {
    /// Footprints: move groups.
    Movement {
        /// Black may engage, red may not.
        colour: Colour,
    },
    /// Bow: shoot (or reload muskets).
    Shooting,
    /// Influence: Rally (either colour) or Terror (black only).
    Influence {
        /// Black allows Terror, red only Rally.
        colour: Colour,
    },
}

/// One action circle: an action kind and the number of groups that may perform it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCardAction"))]
#[serde(expecting = "an Action card's action: an object with `kind` and `groups`")]
#[serde(deny_unknown_fields)]
pub struct CardAction {
    /// What the circle allows.
    pub kind: ActionKind,
    /// How many groups (or, for Terror, how many Terror actions) it gives.
    pub groups: u8,
}

/// An Action card: an initiative 1 to 7 (8 with the Cheetah) and its action circles.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoActionCard"))]
#[serde(expecting = "an Action card: an object with `initiative` (1-7) and `actions`")]
#[serde(deny_unknown_fields)]
pub struct ActionCard {
    /// Initiative value; also the card's name ("card Two").
    pub initiative: u8,
    /// The action circles.
    pub actions: Vec<CardAction>,
}

const fn act(kind: ActionKind, groups: u8) -> CardAction {
    CardAction { kind, groups }
}
const BLACK_MOVE: ActionKind = ActionKind::Movement { colour: Colour::Black };
const RED_MOVE: ActionKind = ActionKind::Movement { colour: Colour::Red };
const SHOOT: ActionKind = ActionKind::Shooting;

/// The default seven Action cards (two printed, five stand-ins; RULINGS.md "Action cards"),
/// initiative 1 to 7.
pub fn default_action_cards() -> Vec<ActionCard> {
    vec![
        ActionCard {
            initiative: 1,
            actions: vec![act(BLACK_MOVE, 1), act(SHOOT, 1), act(ActionKind::Influence { colour: Colour::Red }, 2)],
        },
        ActionCard { initiative: 2, actions: vec![act(SHOOT, 1), act(BLACK_MOVE, 1)] },
        ActionCard { initiative: 3, actions: vec![act(RED_MOVE, 4)] },
        ActionCard {
            initiative: 4,
            actions: vec![act(ActionKind::Influence { colour: Colour::Black }, 1), act(SHOOT, 1)],
        },
        ActionCard { initiative: 5, actions: vec![act(BLACK_MOVE, 2)] },
        ActionCard { initiative: 6, actions: vec![act(SHOOT, 1)] },
        ActionCard { initiative: 7, actions: vec![act(RED_MOVE, 1)] },
    ]
}

/// Number of Action cards a player chooses in the opening phase.
pub const CARDS_PER_TURN: usize = 3;

#[cfg(test)]
mod tests {
    use super::*;

    fn card(i: u8) -> ActionCard {
        default_action_cards().into_iter().find(|c| c.initiative == i).unwrap()
    }

    // rule: CG-CARD-01
    #[test]
    fn seven_cards_with_initiatives_one_to_seven() {
        let inits: Vec<u8> = default_action_cards().iter().map(|c| c.initiative).collect();
        assert_eq!(inits, [1, 2, 3, 4, 5, 6, 7]);
    }

    // rule: CG-CARD-03
    #[test]
    fn a_card_has_circles_with_group_counts() {
        assert!(default_action_cards().iter().all(|c| !c.actions.is_empty() && c.actions.iter().all(|a| a.groups > 0)));
    }

    // rule: CG-CARD-04
    #[test]
    fn card_seven() {
        assert_eq!(card(7).actions, [act(RED_MOVE, 1)]);
    }
    // rule: CG-CARD-05
    #[test]
    fn card_six() {
        assert_eq!(card(6).actions, [act(SHOOT, 1)]);
    }
    // rule: CG-CARD-06
    #[test]
    fn card_five_as_printed() {
        assert_eq!(card(5).actions, [act(BLACK_MOVE, 2)]);
    }
    // rule: CG-CARD-07
    #[test]
    fn card_four() {
        assert_eq!(card(4).actions, [act(ActionKind::Influence { colour: Colour::Black }, 1), act(SHOOT, 1)]);
    }
    // rule: CG-CARD-08
    #[test]
    fn card_three() {
        assert_eq!(card(3).actions, [act(RED_MOVE, 4)]);
    }
    // rule: CG-CARD-09
    #[test]
    fn card_two_as_printed() {
        assert_eq!(card(2).actions, [act(SHOOT, 1), act(BLACK_MOVE, 1)]);
    }
    // rule: CG-CARD-10
    #[test]
    fn card_one() {
        assert_eq!(
            card(1).actions,
            [act(BLACK_MOVE, 1), act(SHOOT, 1), act(ActionKind::Influence { colour: Colour::Red }, 2)]
        );
    }
}
