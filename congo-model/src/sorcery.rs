//! Sorcery as data and pure functions: the six rituals' effects by number of successes, and the
//! incantation (the ritual dice pool, Stress tokens drawn for extra dice, the Crocodile, the
//! miscast on a Panic token). The turn engine applies the effects to the table.
//!
//! Sources: Congo rulebook, "Believing in the Impossible" (CG-SORC-*), "The Forest Tribes"
//! (Forest Tribe Rituals), "The African Kingdoms" (African Kingdoms Rituals) (CG-RITUAL-*),
//! "Totem cards" ("During a single shooting, melee, influence or ritual roll you may only use a
//! single crocodile card").
//!
//! ```
//! use congo_model::profile::Ritual;
//! use congo_model::sorcery::{DrawOutcome, Incantation, RitualEffect, RitualOutcome, StressDraw};
//! use tabletop::{DiceSource, Die};
//! // The worked example: a D8, two Movement Stress tokens drawn, 3D8 rolled, two successes.
//! let mut spell = Incantation::begin(Ritual::BullsBreath, Die::D8, 0)?;
//! assert_eq!(spell.draw_stress_token(false)?, DrawOutcome::Continue);
//! assert_eq!(spell.draw_stress_token(false)?, DrawOutcome::Continue);
//! let (rolls, outcome) = spell.roll(&mut DiceSource::scripted([6, 2, 5]))?;
//! assert_eq!(rolls.len(), 3);
//! assert!(matches!(
//!     outcome,
//!     RitualOutcome::Success { successes: 2, effect: RitualEffect::BullsBreath { stress: 1, figures_lost: 0, .. } }
//! ));
//! # Ok::<_, congo_model::sorcery::SorceryError>(())
//! ```

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{DiceError, DiceSource, Die, DieRoll};

use crate::profile::{Culture, DicePool, Ritual, Stick};

/// Most Stress tokens a group holds ("as usual, you can not draw Stress tokens if the
/// witchdoctor's group already has four Stress tokens").
pub const MAX_STRESS: u8 = 4;

impl Ritual {
    /// The ritual's name as printed.
    pub const fn name(self) -> &'static str {
        match self {
            Ritual::BullsBreath => "Bull's Breath Ritual",
            Ritual::MandrillsDance => "Ritual of the Mandrill's Dance",
            Ritual::WildHunt => "Ritual of the Wild Hunt",
            Ritual::BloodyHand => "Ritual of the Bloody Hand",
            Ritual::MadHyena => "Ritual of the Mad Hyena",
            Ritual::MacabreBlessing => "Ritual of the Macabre Blessing",
        }
    }

    /// The culture whose witchdoctor knows it.
    pub const fn culture(self) -> Culture {
        match self {
            Ritual::BullsBreath | Ritual::MandrillsDance | Ritual::WildHunt => Culture::ForestTribes,
            Ritual::BloodyHand | Ritual::MadHyena | Ritual::MacabreBlessing => Culture::AfricanKingdoms,
        }
    }

    /// What the ritual does with `successes` successes (three or more read as three), `None`
    /// for none (the ritual failed) (CG-SORC-06).
    pub const fn effect(self, successes: u8) -> Option<RitualEffect> {
        let level = if successes >= 3 { 3 } else { successes };
        Some(match (self, level) {
            (_, 0) => return None,
            // CG-RITUAL-01..03
            (Ritual::BullsBreath, 1) => RitualEffect::BullsBreath { range: Stick::L, figures_lost: 0, stress: 0 },
            (Ritual::BullsBreath, 2) => RitualEffect::BullsBreath { range: Stick::L, figures_lost: 0, stress: 1 },
            (Ritual::BullsBreath, _) => RitualEffect::BullsBreath { range: Stick::L, figures_lost: 1, stress: 1 },
            // CG-RITUAL-04..06
            (Ritual::MandrillsDance, 1) => RitualEffect::DrawTotemCards { draw: 1, keep: 1 },
            (Ritual::MandrillsDance, 2) => RitualEffect::DrawTotemCards { draw: 3, keep: 1 },
            (Ritual::MandrillsDance, _) => RitualEffect::ChooseTotemCards { cards: 2 },
            // CG-RITUAL-07..09
            (Ritual::WildHunt, 1) => RitualEffect::WildHunt {
                stress: StressDraw::Tokens(0),
                dice: DicePool { count: 4, die: Die::D6 },
                per_stress: None,
            },
            (Ritual::WildHunt, 2) => RitualEffect::WildHunt {
                stress: StressDraw::Tokens(1),
                dice: DicePool { count: 2, die: Die::D8 },
                per_stress: Some(Die::D8),
            },
            (Ritual::WildHunt, _) => RitualEffect::WildHunt {
                stress: StressDraw::UpToFour,
                dice: DicePool { count: 6, die: Die::D8 },
                per_stress: None,
            },
            // CG-RITUAL-10..12
            (Ritual::BloodyHand, 1) => RitualEffect::BloodyHand {
                die: Die::D6,
                on_success: CurseSuccess::EliminatedUnlessStress { stress: 2 },
                stress_on_failure: 0,
            },
            (Ritual::BloodyHand, 2) => RitualEffect::BloodyHand {
                die: Die::D8,
                on_success: CurseSuccess::EliminatedUnlessStress { stress: 2 },
                stress_on_failure: 1,
            },
            (Ritual::BloodyHand, _) => RitualEffect::BloodyHand {
                die: Die::D10,
                on_success: CurseSuccess::EliminatedAndStress { stress: 1 },
                stress_on_failure: 1,
            },
            // CG-RITUAL-13..15
            (Ritual::MadHyena, 1) => RitualEffect::MadHyena {
                movement: HyenaMove::Stick(Stick::S),
                panic_instead: false,
                melee_bonus: DicePool { count: 1, die: Die::D8 },
            },
            (Ritual::MadHyena, 2) => RitualEffect::MadHyena {
                movement: HyenaMove::Normal,
                panic_instead: false,
                melee_bonus: DicePool { count: 2, die: Die::D8 },
            },
            (Ritual::MadHyena, _) => RitualEffect::MadHyena {
                movement: HyenaMove::Normal,
                panic_instead: true,
                melee_bonus: DicePool { count: 4, die: Die::D6 },
            },
            // CG-RITUAL-16..18
            (Ritual::MacabreBlessing, 1) => {
                RitualEffect::MacabreBlessing { scope: BlessingScope::Groups { groups: 1, range: Stick::M } }
            }
            (Ritual::MacabreBlessing, 2) => {
                RitualEffect::MacabreBlessing { scope: BlessingScope::Groups { groups: 3, range: Stick::L } }
            }
            (Ritual::MacabreBlessing, _) => RitualEffect::MacabreBlessing { scope: BlessingScope::WholeColumn },
        })
    }
}

/// How many Stress tokens an effect makes a group draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitualStressDraw"))]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum StressDraw {
    /// This many.
    Tokens(u8),
    /// "enough Stress tokens to bring the group up to the four Stress token limit".
    UpToFour,
}

/// What happens to a character the Bloody Hand's die succeeds against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCurseSuccess"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CurseSuccess {
    /// "the character is eliminated unless their group draws two Stress tokens" (the group's
    /// owner chooses).
    EliminatedUnlessStress {
        /// Stress tokens that save him (2).
        stress: u8,
    },
    /// "the character is eliminated and his group draws one Stress token".
    EliminatedAndStress {
        /// Stress tokens drawn (1).
        stress: u8,
    },
}

/// The Mad Hyena's movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitualHyenaMove"))]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum HyenaMove {
    /// "Move that group S": one stick of this length.
    Stick(Stick),
    /// "Move that group normally": a movement by the usual rules.
    Normal,
}

/// Which groups the Macabre Blessing relieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoBlessingScope"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum BlessingScope {
    /// Up to `groups` groups (of either side) within `range` of the witchdoctor's group each
    /// remove one Stress token.
    Groups {
        /// How many groups (1, or up to 3).
        groups: u8,
        /// Reach (M, or L).
        range: Stick,
    },
    /// "Remove all Stress tokens from all groups in your Column."
    WholeColumn,
}

/// The effect of a successful ritual, as data for the turn engine (CG-RITUAL-01..18). Targets
/// are chosen by the casting player when the engine applies the effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitualEffect"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RitualEffect {
    /// Bull's Breath: one enemy group within `range` (L) of the witchdoctor's group loses
    /// `figures_lost` figures (its owner's choice), draws `stress` Stress tokens, then takes a
    /// Terror test. 1 success: 0, 0; 2: 0, 1; 3+: 1, 1.
    BullsBreath {
        /// Reach (L).
        range: Stick,
        /// Figures lost first.
        figures_lost: u8,
        /// Stress tokens drawn before the Terror test.
        stress: u8,
    },
    /// Mandrill's Dance, 1 or 2 successes: draw `draw` Totem cards, add `keep` of them to your
    /// hand, shuffle the others back into your Totem deck (1 success: 1 and 1; 2: 3 and 1).
    DrawTotemCards {
        /// Cards drawn.
        draw: u8,
        /// Cards kept.
        keep: u8,
    },
    /// Mandrill's Dance, 3+ successes: choose `cards` (2) cards in your Totem deck, add them to
    /// your hand, then shuffle the deck.
    ChooseTotemCards {
        /// Cards chosen.
        cards: u8,
    },
    /// Wild Hunt: an enemy group in line of sight of the witchdoctor's group and in a dangerous
    /// terrain area draws `stress` Stress tokens, then a shooting action is resolved against it
    /// with `dice`, plus one `per_stress` die per Stress token it then has. 1 success: 4D6;
    /// 2: one token, 2D8 + 1D8 per token; 3+: up to four tokens, 6D8.
    WildHunt {
        /// Stress tokens drawn first.
        stress: StressDraw,
        /// Shooting dice.
        dice: DicePool,
        /// One more die of this type per Stress token of the target.
        per_stress: Option<Die>,
    },
    /// Bloody Hand: choose a character in a group in line of sight of the witchdoctor's group
    /// and roll one `die`: on a success `on_success`; on a failure his group draws
    /// `stress_on_failure` Stress tokens. 1 success: D6, eliminated unless 2 tokens, 0;
    /// 2: D8, the same, 1; 3+: D10, eliminated and 1 token, 1.
    BloodyHand {
        /// The die rolled against the character.
        die: Die,
        /// What a success does.
        on_success: CurseSuccess,
        /// Stress tokens his group draws on a failure.
        stress_on_failure: u8,
    },
    /// Mad Hyena: choose a group (friend or foe) in line of sight of the witchdoctor's group; it
    /// makes `movement` (with `panic_instead`, the player may give it a Panic Stress token
    /// instead); if that move engages an enemy in melee, it rolls `melee_bonus` more in that
    /// melee. 1 success: S, +1D8; 2: normal, +2D8; 3+: normal or Panic, +4D6.
    MadHyena {
        /// The movement.
        movement: HyenaMove,
        /// A Panic Stress token may be given instead of the move.
        panic_instead: bool,
        /// Extra dice in the melee the move engages.
        melee_bonus: DicePool,
    },
    /// Macabre Blessing: Stress tokens removed (1 success: one token from one group within M;
    /// 2: one token from each of up to three groups within L; 3+: every token of every group of
    /// your column).
    MacabreBlessing {
        /// Which groups.
        scope: BlessingScope,
    },
}

/// How a ritual ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitualOutcome"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RitualOutcome {
    /// A Panic Stress token was drawn: the ritual fails and the witchdoctor is removed from play
    /// as eliminated (CG-SORC-07).
    Miscast,
    /// No success: nothing happens (CG-SORC-06).
    Failed,
    /// At least one success.
    Success {
        /// Successes rolled.
        successes: u8,
        /// The effect to apply.
        effect: RitualEffect,
    },
}

/// What a Stress token drawn during the incantation did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDrawOutcome"))]
#[serde(rename_all = "snake_case")]
pub enum DrawOutcome {
    /// One more Sorcery die; the player may draw again or roll.
    Continue,
    /// It was a Panic token: the ritual is over ([`RitualOutcome::Miscast`]).
    Miscast,
}

/// Why an incantation step was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SorceryError {
    /// The group would pass four Stress tokens.
    #[error("the witchdoctor's group has {stress} Stress tokens; no token may be drawn past four")]
    StressLimit {
        /// Tokens the group has, those drawn for the ritual included.
        stress: u8,
    },
    /// A second Crocodile card for the same ritual roll.
    #[error("a Crocodile card was already played on this ritual roll; only one may be")]
    CrocodileAlreadyPlayed,
    /// A step after a Panic token ended the ritual.
    #[error("the ritual was miscast (a Panic token was drawn); it can no longer be continued")]
    Miscast,
    /// The dice source failed.
    #[error(transparent)]
    Dice(#[from] DiceError),
}

impl Coded for SorceryError {
    fn code(&self) -> ErrorCode {
        match self {
            SorceryError::StressLimit { .. } | SorceryError::CrocodileAlreadyPlayed | SorceryError::Miscast => {
                ErrorCode::IllegalDecision
            }
            SorceryError::Dice(e) => e.code(),
        }
    }
}

/// A ritual being cast: the dice gathered so far (CG-SORC-04, CG-SORC-05, CG-SORC-07).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoIncantation"))]
pub struct Incantation {
    /// The ritual.
    pub ritual: Ritual,
    /// The witchdoctor's Sorcery value X.
    pub sorcery: Die,
    /// Stress tokens the group had when the ritual began.
    pub group_stress: u8,
    /// Stress tokens drawn for the ritual (each one more Sorcery die).
    pub drawn: u8,
    /// The Crocodile card's dice, if one was played.
    pub crocodile: Option<DicePool>,
    /// True once a Panic token was drawn.
    pub miscast: bool,
}

impl Incantation {
    /// Begins `ritual` with a witchdoctor of Sorcery `sorcery` whose group has `group_stress`
    /// Stress tokens.
    ///
    /// # Errors
    /// [`SorceryError::StressLimit`] if `group_stress` is above four.
    pub fn begin(ritual: Ritual, sorcery: Die, group_stress: u8) -> Result<Incantation, SorceryError> {
        if group_stress > MAX_STRESS {
            return Err(SorceryError::StressLimit { stress: group_stress });
        }
        Ok(Incantation { ritual, sorcery, group_stress, drawn: 0, crocodile: None, miscast: false })
    }

    /// True when one more Stress token may be drawn (the group would not pass four).
    pub const fn can_draw(&self) -> bool {
        !self.miscast && self.group_stress.saturating_add(self.drawn) < MAX_STRESS
    }

    /// Records a Stress token drawn from the bag onto the witchdoctor's group; `panic` when it is
    /// a Panic token, which ends the ritual as [`DrawOutcome::Miscast`].
    ///
    /// # Errors
    /// [`SorceryError::StressLimit`] when the group already has four; [`SorceryError::Miscast`]
    /// after a Panic token.
    pub fn draw_stress_token(&mut self, panic: bool) -> Result<DrawOutcome, SorceryError> {
        if self.miscast {
            return Err(SorceryError::Miscast);
        }
        if !self.can_draw() {
            return Err(SorceryError::StressLimit { stress: self.group_stress.saturating_add(self.drawn) });
        }
        self.drawn += 1;
        if panic {
            self.miscast = true;
            Ok(DrawOutcome::Miscast)
        } else {
            Ok(DrawOutcome::Continue)
        }
    }

    /// Adds a Crocodile card's dice (one card per ritual roll).
    ///
    /// # Errors
    /// [`SorceryError::CrocodileAlreadyPlayed`], [`SorceryError::Miscast`].
    pub fn play_crocodile(&mut self, dice: DicePool) -> Result<(), SorceryError> {
        if self.miscast {
            return Err(SorceryError::Miscast);
        }
        if self.crocodile.is_some() {
            return Err(SorceryError::CrocodileAlreadyPlayed);
        }
        self.crocodile = Some(dice);
        Ok(())
    }

    /// The ritual roll: one Sorcery die, one more per Stress token drawn, and the Crocodile's
    /// dice (CG-SORC-04).
    pub fn pool(&self) -> Vec<DicePool> {
        let mut pool = alloc::vec![DicePool { count: self.drawn.saturating_add(1), die: self.sorcery }];
        pool.extend(self.crocodile);
        pool
    }

    /// Rolls the pool and reads the outcome: [`RitualOutcome::Miscast`] without rolling after a
    /// Panic token, else the effect of the number of successes.
    ///
    /// # Errors
    /// [`SorceryError::StressLimit`] when the state (e.g. one read from JSON) has the group past
    /// four Stress tokens; [`SorceryError::Dice`] when the dice source fails.
    pub fn roll(&self, dice: &mut DiceSource) -> Result<(Vec<DieRoll>, RitualOutcome), SorceryError> {
        if self.miscast {
            return Ok((Vec::new(), RitualOutcome::Miscast));
        }
        let stress = self.group_stress.saturating_add(self.drawn);
        if stress > MAX_STRESS {
            return Err(SorceryError::StressLimit { stress });
        }
        let mut rolls = Vec::new();
        for pool in self.pool() {
            rolls.extend(dice.roll_many(pool.die, usize::from(pool.count))?);
        }
        let outcome = outcome(self.ritual, &rolls);
        Ok((rolls, outcome))
    }
}

/// Reads rolled ritual dice: the number of successes and the effect (or failure).
pub fn outcome(ritual: Ritual, rolls: &[DieRoll]) -> RitualOutcome {
    let successes = u8::try_from(rolls.iter().filter(|r| r.is_success()).count()).unwrap_or(u8::MAX);
    match ritual.effect(successes) {
        Some(effect) => RitualOutcome::Success { successes, effect },
        None => RitualOutcome::Failed,
    }
}

impl core::fmt::Display for Ritual {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests;
