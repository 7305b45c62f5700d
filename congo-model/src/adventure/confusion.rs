//! Action cards dealt at random: the Confusion rule and the savannah's wind.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Confusion (rule: CG-USR-02: "each player
//! draws his three Actions cards for the turn randomly from the seven cards available. After
//! looking at the cards drawn, each player may, if they wish, discard one card and replace it
//! with another randomly drawn Action card. Any player who does not use this option and keeps
//! the three cards initially drawn may draw a Totem card"); "Dangerous Terrain Table: Savannah"
//! 4/4-5 (CG-DT-SAVANNAH-09: the unplayed cards "are replaced randomly by as many Action cards,
//! from those that were not chosen at the beginning of the turn").
//!
//! The functions are generic over the card type (the turn engine passes its Action cards or
//! their ids) and draw with [`DiceSource::below`], so a seeded game deals the same hands on every
//! target.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceError, DiceSource};

/// Action cards dealt per turn.
pub const HAND: usize = 3;

/// What can go wrong dealing at random.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// More cards were asked for than the pool holds.
    #[error("{wanted} cards cannot be drawn from {available}: the pool is too small")]
    PoolTooSmall {
        /// Cards asked for.
        wanted: usize,
        /// Cards in the pool.
        available: usize,
    },
    /// The card to discard is not in the hand.
    #[error("card {index} is not in the hand of {len} cards")]
    NotInHand {
        /// The index given.
        index: usize,
        /// Cards in hand.
        len: usize,
    },
    /// The Confusion swap was already used this turn.
    #[error("a card was already swapped this turn: the option is used once")]
    AlreadySwapped,
    /// The dice source failed.
    #[error(transparent)]
    Dice(#[from] DiceError),
}

impl Coded for DealError {
    fn code(&self) -> ErrorCode {
        match self {
            DealError::PoolTooSmall { .. } => ErrorCode::InvalidSetup,
            DealError::NotInHand { .. } | DealError::AlreadySwapped => ErrorCode::IllegalDecision,
            DealError::Dice(e) => e.code(),
        }
    }
}

/// Draw `count` distinct cards from `pool` at random, without replacement: each draw takes
/// `pool_left[below(len)]` and removes it, in order.
///
/// # Errors
/// [`DealError::PoolTooSmall`] (no draw is made); a dice source failure.
pub fn draw_at_random<T: Clone>(pool: &[T], count: usize, dice: &mut DiceSource) -> Result<Vec<T>, DealError> {
    if count > pool.len() {
        return Err(DealError::PoolTooSmall { wanted: count, available: pool.len() });
    }
    let mut left: Vec<T> = pool.to_vec();
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        // `left` is never longer than the caller's slice; a pool of more than u32::MAX cards is
        // refused by the conversion.
        let n =
            u32::try_from(left.len()).map_err(|_| DealError::PoolTooSmall { wanted: count, available: pool.len() })?;
        let i = dice.below(n)? as usize;
        out.push(left.remove(i));
    }
    Ok(out)
}

/// A Confusion hand: the three cards dealt, and the cards left undealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoConfusionHand"))]
pub struct ConfusionHand<T> {
    /// The cards in hand.
    pub hand: Vec<T>,
    /// The player's other cards, not dealt.
    pub undealt: Vec<T>,
    /// The player swapped a card (and so earns no Totem card).
    pub swapped: bool,
}

impl<T: Clone + PartialEq> ConfusionHand<T> {
    /// Deal three of `cards` (the player's seven) at random.
    ///
    /// # Errors
    /// As [`draw_at_random`].
    pub fn deal(cards: &[T], dice: &mut DiceSource) -> Result<ConfusionHand<T>, DealError> {
        let hand = draw_at_random(cards, HAND, dice)?;
        let undealt = cards.iter().filter(|c| !hand.contains(c)).cloned().collect();
        Ok(ConfusionHand { hand, undealt, swapped: false })
    }

    /// Discard the card at `index` in hand and draw a replacement at random from the undealt
    /// cards (the discarded card is not among them: `docs/rulings.md`). Returns the new card.
    /// The option is used at most once per turn.
    ///
    /// # Errors
    /// [`DealError::AlreadySwapped`]; [`DealError::NotInHand`]; [`DealError::PoolTooSmall`] with
    /// no undealt card; a dice source failure. The hand is unchanged on error.
    pub fn swap(&mut self, index: usize, dice: &mut DiceSource) -> Result<T, DealError> {
        if self.swapped {
            return Err(DealError::AlreadySwapped);
        }
        if index >= self.hand.len() {
            return Err(DealError::NotInHand { index, len: self.hand.len() });
        }
        let new = draw_at_random(&self.undealt, 1, dice)?.remove(0);
        let Some(slot) = self.hand.get_mut(index) else {
            return Err(DealError::NotInHand { index, len: self.hand.len() });
        };
        *slot = new.clone();
        self.undealt.retain(|c| *c != new);
        self.swapped = true;
        Ok(new)
    }

    /// Totem cards the player draws for keeping the three cards dealt: 1, or 0 after a swap.
    pub const fn totem_reward(&self) -> u8 {
        if self.swapped { 0 } else { 1 }
    }
}

/// The savannah's wind: replace the `unplayed` chosen cards by as many drawn at random from the
/// cards `not_chosen` at the start of the turn.
///
/// # Errors
/// As [`draw_at_random`].
pub fn wind<T: Clone>(unplayed: &[T], not_chosen: &[T], dice: &mut DiceSource) -> Result<Vec<T>, DealError> {
    draw_at_random(not_chosen, unplayed.len(), dice)
}
