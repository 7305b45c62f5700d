//! The shot preview (Congo rulebook, "Big Game Hunting"): the Attack dice a Shooting action would
//! roll, and why each, asked of the shooting code path itself (the shot `apply` would declare,
//! then the pool its Attack stage builds).

use crate::card_in_play::own_ready_group;
use crate::cards::ActionKind;
use crate::decision::Decision;
use crate::game::{Game, Phase};
use crate::pending::Ask;
use crate::state::{FigureId, GroupId, Player};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;
use tabletop::error::{Coded, ErrorCode};

/// A proposed Shooting action: the group, the figure leading the shot, the enemy group shot at,
/// and an optional Giraffe Totem card (+S range, CG-TOTEM-09).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotRequest"))]
pub struct ShotRequest {
    /// The shooting group.
    pub group: GroupId,
    /// The figure leading the shot.
    pub leader: FigureId,
    /// The enemy group shot at.
    pub target: GroupId,
    /// A Giraffe Totem card, by id (absent in JSON = none).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub giraffe: Option<u8>,
}

/// Why some Attack dice are in the pool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDiceReason"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DiceReason {
    /// One die per living member, the group's Shooting value (CG-SHOOT-08).
    Members,
    /// A character's Shooting dice, added to his group's.
    Character {
        /// The character's name.
        name: String,
    },
    /// An auxiliary's Shooting dice.
    Auxiliary {
        /// The auxiliary's name.
        name: String,
    },
    /// Dice a special rule changes or adds (Jezzails beyond L, Warrior tradition, Trance) in
    /// place of the values above.
    SpecialRule,
}

/// Some dice of the pool and why they are there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDiceSource"))]
pub struct DiceSource {
    /// The die.
    pub die: Die,
    /// How many.
    pub count: u8,
    /// Why.
    pub reason: DiceReason,
}

/// What a Shooting action would roll (the Attack dice; CG-SHOOT-07 to -10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotPreview"))]
pub struct ShotPreview {
    /// The decision `apply` accepts for this shot.
    pub decision: Decision,
    /// Only the leading figure sees the target: half the dice, rounded up, are rolled
    /// (CG-SHOOT-07).
    pub partial: bool,
    /// The target's cover die (CG-SHOOT-12).
    pub cover: Die,
    /// The group fires muskets: a smoke marker, a Stress token on the target (CG-SHOOT-19).
    pub musket: bool,
    /// The Attack pool before discards (the Roll prompt's `dice`).
    pub dice: Vec<Die>,
    /// Where the pool's dice come from, in the pool's order.
    pub sources: Vec<DiceSource>,
    /// Dice the player discards before rolling (the Roll prompt's `drop`): the partial shot's
    /// and the Shooting Stress tokens' ([`ShotPreview::partial_discards`] +
    /// [`ShotPreview::stress_discards`]). He chooses which.
    pub discards: u8,
    /// Of those, the partial shot's (half the pool, rounded down).
    pub partial_discards: u8,
    /// Of those, the Shooting Stress tokens' (one each, two in a downpour; CG-SHOOT-09).
    pub stress_discards: u8,
    /// Dice rolled: the pool less the discards. A Crocodile Totem card re-rolls after the roll
    /// and changes no count here.
    pub rolled: u8,
}

/// Why a shot would be refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotRefusal"))]
#[serde(tag = "reason", rename_all = "snake_case")]
#[non_exhaustive]
pub enum ShotRefusal {
    /// The player is not answering a card's actions now.
    NoCardAction,
    /// The card in play has no Shooting action left.
    NoShootingAction,
    /// The group is not one of the player's groups on the table.
    NotYourGroup {
        /// The group.
        group: GroupId,
    },
    /// The group already took its action this Action step (CG-TURN-08).
    AlreadyActed {
        /// The group.
        group: GroupId,
    },
    /// The shooting rules refuse it (out of range or sight, smoke marker, Stress tokens, no
    /// weapon...): the engine's message.
    Rule {
        /// The refusal, in words.
        message: String,
    },
}

impl Coded for ShotRefusal {
    fn code(&self) -> ErrorCode {
        match self {
            ShotRefusal::NoCardAction => ErrorCode::NotYourDecision,
            ShotRefusal::NoShootingAction
            | ShotRefusal::NotYourGroup { .. }
            | ShotRefusal::AlreadyActed { .. }
            | ShotRefusal::Rule { .. } => ErrorCode::IllegalDecision,
        }
    }
}

impl Game {
    /// Preview `player`'s Shooting action `request` as an answer to the card in play (Congo
    /// rulebook, "Big Game Hunting"): the shot `apply` would declare (partial or not, the
    /// target's cover) and the Attack dice its roll would ask for, with why each die is there
    /// and how many are discarded. Reads only what `player` may see; changes nothing.
    ///
    /// # Errors
    /// The [`ShotRefusal`] `apply` would make.
    pub fn preview_shot(&self, player: Player, request: &ShotRequest) -> Result<ShotPreview, ShotRefusal> {
        let g = self;
        if !matches!(crate::legal::prompt_of(g, player), Some(Ask::CardAction { .. })) {
            return Err(ShotRefusal::NoCardAction);
        }
        let Phase::Resolve { card, .. } = &g.phase else { return Err(ShotRefusal::NoCardAction) };
        if !card.remaining.iter().any(|a| a.kind == ActionKind::Shooting && a.groups > 0) {
            return Err(ShotRefusal::NoShootingAction);
        }
        let rule = |e: crate::error::RuleError| ShotRefusal::Rule { message: e.to_string() };
        let grp = g.group(request.group).map_err(rule)?;
        if grp.owner != player || !grp.in_play() {
            return Err(ShotRefusal::NotYourGroup { group: request.group });
        }
        if g.acted_this_step(grp) {
            return Err(ShotRefusal::AlreadyActed { group: request.group });
        }
        own_ready_group(g, player, request.group).map_err(rule)?;
        let ShotRequest { group, leader, target, giraffe } = *request;
        let shot = crate::shooting::check_shot(g, player, group, leader, target, giraffe).map_err(rule)?;
        let (dice, drop, half) = shot.attack_dice(g);
        let small = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
        Ok(ShotPreview {
            decision: Decision::Shoot { group, leader, target, giraffe },
            partial: shot.partial,
            cover: shot.cover,
            musket: shot.musket,
            sources: sources(g, group, &dice),
            rolled: small(dice.len().saturating_sub(drop)),
            discards: small(drop),
            partial_discards: small(half),
            stress_discards: small(drop.saturating_sub(half)),
            dice,
        })
    }
}

/// Why each die of `pool` is there: the group's values in their order (members, characters,
/// auxiliaries: `Values::shooting_dice`); a die that differs from them, or comes after them, is
/// a special rule's.
fn sources(g: &Game, group: GroupId, pool: &[Die]) -> Vec<DiceSource> {
    let mut base: Vec<(Die, DiceReason)> = Vec::new();
    if let Some(v) = g.values(group) {
        if let Some(d) = v.profile.shooting {
            base.extend(core::iter::repeat_n((d, DiceReason::Members), v.members));
        }
        for c in &v.characters {
            if let Some(p) = c.shooting {
                let why = DiceReason::Character { name: c.name.clone() };
                base.extend(core::iter::repeat_n((p.die, why), usize::from(p.count)));
            }
        }
        for a in &v.auxiliaries {
            if let Some(p) = a.shooting {
                let why = DiceReason::Auxiliary { name: a.name.clone() };
                base.extend(core::iter::repeat_n((p.die, why), usize::from(p.count)));
            }
        }
    }
    let mut out: Vec<DiceSource> = Vec::new();
    for (i, &die) in pool.iter().enumerate() {
        let reason = match base.get(i) {
            Some((d, why)) if *d == die => why.clone(),
            _ => DiceReason::SpecialRule,
        };
        match out.last_mut() {
            Some(last) if last.die == die && last.reason == reason => last.count = last.count.saturating_add(1),
            _ => out.push(DiceSource { die, count: 1, reason }),
        }
    }
    out
}

/// [`Game::preview_shot`]'s answer as one value (what the bindings send as JSON:
/// `{"verdict": "legal", "shot": {...}}` or `{"verdict": "illegal", "refusal": {...}}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotVerdict"))]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum ShotVerdict {
    /// `apply` accepts the shot: what it rolls.
    Legal {
        /// The preview.
        shot: ShotPreview,
    },
    /// `apply` refuses it: why.
    Illegal {
        /// The refusal.
        refusal: ShotRefusal,
    },
}

impl From<Result<ShotPreview, ShotRefusal>> for ShotVerdict {
    fn from(r: Result<ShotPreview, ShotRefusal>) -> ShotVerdict {
        match r {
            Ok(shot) => ShotVerdict::Legal { shot },
            Err(refusal) => ShotVerdict::Illegal { refusal },
        }
    }
}
