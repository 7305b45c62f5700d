//! What one player may see (`crate::Game::view`): everything on the table, the bag's counts,
//! his own hand and chosen cards, and of the opponent only what is public (hand and deck sizes,
//! discard pile, whether he has chosen). Never the dice source, the deck order, the opponent's
//! hand, his chosen cards or his unrevealed card.

use crate::cards::CardAction;
use crate::game::{Game, Phase};
use crate::pending::Prompt;
use crate::state::{Figure, Group, Player};
use crate::stress::{StressBag, StressKind};
use crate::totem::TotemCard;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// One player's own cards, as he sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOwnCards"))]
pub struct OwnCards {
    /// His Totem hand.
    pub hand: Vec<TotemCard>,
    /// Cards left in his deck (order hidden).
    pub deck: usize,
    /// His discard pile (face up).
    pub discard: Vec<TotemCard>,
    /// His Action cards chosen this turn and not yet played (during the opening phase: his
    /// choice once made).
    pub chosen: Vec<u8>,
    /// The card he chose for this Action step, not yet revealed.
    pub step_card: Option<u8>,
    /// The Sorcery card is in his hand.
    pub sorcery: bool,
}

/// The opponent's cards, as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOpponentCards"))]
pub struct OpponentCards {
    /// How many Totem cards in hand.
    pub hand: usize,
    /// Cards left in the deck.
    pub deck: usize,
    /// The discard pile (face up).
    pub discard: Vec<TotemCard>,
    /// How many Action cards he still has to play this turn.
    pub chosen: usize,
    /// The Sorcery card is in his hand.
    pub sorcery: bool,
}

/// Where the turn stands, as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPhaseView"))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    /// Choosing three Action cards: who has chosen.
    ChooseActionCards {
        /// `[One, Two]`.
        done: [bool; 2],
    },
    /// Choosing the step's card: who has chosen.
    ChooseCard {
        /// `[One, Two]`.
        done: [bool; 2],
    },
    /// Cards revealed, Cheetah window: who has answered.
    Cheetah {
        /// The revealed cards `[One, Two]`.
        cards: [u8; 2],
        /// `[One, Two]`.
        done: [bool; 2],
    },
    /// Initiative tie.
    Tie {
        /// The revealed cards.
        cards: [u8; 2],
    },
    /// A card being resolved.
    Resolve {
        /// Whose.
        player: Player,
        /// Which.
        card: u8,
        /// Actions left.
        remaining: Vec<CardAction>,
    },
    /// Over.
    Over {
        /// Victory points.
        points: [i32; 2],
    },
}

/// The state as one player may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoView"))]
pub struct View {
    /// The viewer.
    pub player: Player,
    /// Turn (1-based) and of how many.
    pub turn: u8,
    /// Turns in the adventure.
    pub turns: u8,
    /// Action step (1-3; 0 in the opening phase).
    pub step: u8,
    /// Who holds the Initiative token.
    pub initiative: Player,
    /// The phase.
    pub phase: PhaseView,
    /// Every group.
    pub groups: Vec<Group>,
    /// Every figure.
    pub figures: Vec<Figure>,
    /// Tokens left in the bag, per kind (counts only).
    pub bag: Vec<(StressKind, u16)>,
    /// The viewer's cards.
    pub mine: OwnCards,
    /// The opponent's cards.
    pub theirs: OpponentCards,
    /// The prompts pending, with the opponent's private details removed.
    pub prompts: Vec<Prompt>,
    /// Explored areas, markers, lasting rules, lying Loot and wild animals (public; absent from
    /// the JSON while empty).
    #[serde(default, skip_serializing_if = "crate::exploration::TerrainState::is_empty")]
    pub terrain: crate::exploration::TerrainState,
    /// The Adventure's pieces, houses and waiting detachments (the opponent's Confusion hand
    /// removed).
    #[serde(default)]
    pub adventure: crate::universal::AdventureState,
}

fn bag_counts(b: &StressBag) -> Vec<(StressKind, u16)> {
    StressKind::ALL.iter().map(|k| (*k, b.count(*k))).collect()
}

impl View {
    /// Build `player`'s view of `g`.
    pub fn of(g: &Game, player: Player) -> View {
        let me = &g.players[player.index()];
        let them = &g.players[player.other().index()];
        let phase = match &g.phase {
            Phase::ChooseActionCards { chosen } => {
                PhaseView::ChooseActionCards { done: [chosen[0].is_some(), chosen[1].is_some()] }
            }
            Phase::ChooseCard { chosen } => PhaseView::ChooseCard { done: [chosen[0].is_some(), chosen[1].is_some()] },
            Phase::Cheetah { cards, played } => {
                PhaseView::Cheetah { cards: *cards, done: [played[0].is_some(), played[1].is_some()] }
            }
            Phase::Tie { cards } => PhaseView::Tie { cards: *cards },
            Phase::Resolve { card, .. } => {
                PhaseView::Resolve { player: card.player, card: card.card, remaining: card.remaining.clone() }
            }
            Phase::Over { points } => PhaseView::Over { points: *points },
        };
        let prompts = g.pending_for(player).prompts;
        let (chosen, step_card) = match &g.phase {
            Phase::ChooseActionCards { chosen } => (chosen[player.index()].clone().unwrap_or_default(), None),
            Phase::ChooseCard { chosen } => (me.chosen.clone(), chosen[player.index()]),
            _ => (me.chosen.clone(), None),
        };
        View {
            player,
            turn: g.turn,
            turns: g.setup.turns,
            step: g.step,
            initiative: g.initiative,
            phase,
            groups: g.groups.clone(),
            figures: g.figures.clone(),
            bag: bag_counts(&g.bag),
            mine: OwnCards {
                hand: me.totems.hand.clone(),
                deck: me.totems.deck.len(),
                discard: me.totems.discard.clone(),
                chosen,
                step_card,
                sorcery: me.sorcery,
            },
            theirs: OpponentCards {
                hand: them.totems.hand.len(),
                deck: them.totems.deck.len(),
                discard: them.totems.discard.clone(),
                chosen: them.chosen.len(),
                sorcery: them.sorcery,
            },
            prompts,
            terrain: g.terrain.clone(),
            adventure: g.universal.seen_by(player),
        }
    }
}
