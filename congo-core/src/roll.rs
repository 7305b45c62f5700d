//! Rolling a pool that uses a group value or cover: the owner discards the dice his Stress tokens
//! (or partial shooting) take away, may add one Crocodile Totem card, then rolls.
//!
//! Sources: Congo rulebook, "Roll your Attack dice", "Cover rolls", "Resolving the melee",
//! "Rally", "Terror" (Stress discards, Totem dice); "Taming the Jungle Spirits", Crocodile.

use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::pending::{Ask, RollPurpose};
use crate::state::{GroupId, Player};
use crate::totem::TotemKind;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, DieRoll};

/// A roll waiting for its owner's discards and Crocodile. When answered, it rolls and hands
/// the dice back to the task below it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRollTask"))]
pub struct RollTask {
    /// Who rolls.
    pub player: Player,
    /// The group whose value is used.
    pub group: GroupId,
    /// What for.
    pub purpose: RollPurpose,
    /// The pool before discards.
    pub dice: Vec<Die>,
    /// How many to discard.
    pub drop: u8,
    /// The answer, once given: discards and a Crocodile.
    pub answer: Option<(Vec<Die>, Option<u8>)>,
    /// Failed dice are re-rolled once (the defender of an obstacle, CG-TERR-18).
    #[serde(default)]
    pub reroll_failures: bool,
    /// How many of the `drop` dice a partial shot takes away (CG-SHOOT-07), the rest being the
    /// Stress tokens' (absent: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub partial: Option<u8>,
}

impl RollTask {
    pub(crate) fn new(player: Player, group: GroupId, purpose: RollPurpose, dice: Vec<Die>, drop: usize) -> RollTask {
        let drop = drop.min(dice.len()).min(usize::from(u8::MAX)) as u8;
        RollTask { player, group, purpose, dice, drop, answer: None, reroll_failures: false, partial: None }
    }

    /// The same roll, `n` of whose discards are a partial shot's (CG-SHOOT-07): they are told
    /// as such, not as the Stress tokens'.
    pub(crate) fn with_partial(mut self, n: usize) -> RollTask {
        let n = n.min(usize::from(self.drop)) as u8;
        self.partial = (n > 0).then_some(n);
        self
    }

    pub(crate) fn prompt(&self, _: &Game) -> Option<(Player, Ask)> {
        self.answer.is_none().then(|| {
            (
                self.player,
                Ask::Roll { group: self.group, purpose: self.purpose, dice: self.dice.clone(), drop: self.drop },
            )
        })
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        let Decision::Roll { drop, crocodile } = d else {
            return Err(RuleError::WrongDecision { expected: "roll" });
        };
        check_roll(g, self.player, &self.dice, usize::from(self.drop), drop, *crocodile)?;
        self.answer = Some((drop.clone(), *crocodile));
        Ok(())
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let Some((drop, croc)) = &self.answer else {
            return Ok(Flow::Wait(crate::tasks::Task::Roll(self)));
        };
        let partial = usize::from(self.partial.unwrap_or(0)).min(drop.len());
        let (half, stress) = drop.split_at(partial);
        if !half.is_empty() {
            // Only the leading figure sees the target: half the dice are not rolled (CG-SHOOT-07).
            ev.push(Event::new("CG-SHOOT-07", What::DiceDiscarded { group: self.group, dice: half.to_vec() }));
        }
        let mut rolls = roll_pool(g, self.player, self.group, self.purpose, &self.dice, drop, stress, *croc, ev)?;
        // A die Training already re-rolled stands (CG-DICE-02).
        if self.reroll_failures && !tabletop::reroll_once(&mut rolls, &mut g.dice, |r| !r.is_success())?.is_empty() {
            let successes = successes(&rolls) as u8;
            ev.push(Event::new(
                "CG-TERR-18",
                What::Rolled { group: self.group, purpose: self.purpose, dice: rolls.clone(), successes },
            ));
        }
        g.rolled = Some(rolls);
        Ok(Flow::Done)
    }
}

/// Check a [`Decision::Roll`] against a pool: `drop` must be exactly `required` dice taken from
/// `dice`, and `crocodile` a Crocodile card in the player's hand.
pub(crate) fn check_roll(
    g: &Game,
    player: Player,
    dice: &[Die],
    required: usize,
    drop: &[Die],
    crocodile: Option<u8>,
) -> Result<(), RuleError> {
    let required = required.min(dice.len());
    if drop.len() != required {
        return Err(RuleError::WrongCount {
            counted: crate::error::Counted::DiceDiscarded,
            expected: required,
            given: drop.len(),
        });
    }
    let mut left: Vec<Die> = dice.to_vec();
    for d in drop {
        let Some(i) = left.iter().position(|x| x == d) else {
            return Err(RuleError::Unavailable(crate::error::Unavailable::DieNotInPool(*d)));
        };
        left.swap_remove(i);
    }
    if let Some(id) = crocodile {
        match g.players[player.index()].totems.in_hand(id) {
            Some(c) if matches!(c.kind, TotemKind::Crocodile { .. }) => {}
            _ => {
                return Err(RuleError::Totem(crate::error::TotemRefusal::NotInHand {
                    card: id,
                    animal: crate::error::TotemAnimal::Crocodile,
                }));
            }
        }
    }
    Ok(())
}

/// Discard `drop`, play the Crocodile, roll; emits the events, the discards told as those of
/// the Stress tokens being `told` (a partial shot's are told by [`RollTask`]). (Checked by
/// [`check_roll`].)
#[allow(clippy::too_many_arguments)]
pub(crate) fn roll_pool(
    g: &mut Game,
    player: Player,
    group: GroupId,
    purpose: RollPurpose,
    dice: &[Die],
    drop: &[Die],
    told: &[Die],
    crocodile: Option<u8>,
    ev: &mut Vec<Event>,
) -> Result<Vec<DieRoll>, RuleError> {
    let mut pool: Vec<Die> = dice.to_vec();
    for d in drop {
        if let Some(i) = pool.iter().position(|x| x == d) {
            pool.remove(i);
        }
    }
    if !told.is_empty() {
        let rule = match purpose {
            RollPurpose::Attack => "CG-STRESS-09",
            RollPurpose::MeleeAttack | RollPurpose::MeleeDefence => "CG-STRESS-10",
            _ => "CG-STRESS-09",
        };
        ev.push(Event::new(rule, What::DiceDiscarded { group, dice: told.to_vec() }));
    }
    if let Some(id) = crocodile {
        if let Some(card) = g.players[player.index()].totems.play(id) {
            if let TotemKind::Crocodile { dice } = card.kind {
                pool.extend(core::iter::repeat_n(dice.die, usize::from(dice.count)));
            }
            ev.push(Event::new("CG-TOTEM-05", What::TotemPlayed { player, card }));
        }
    }
    let mut rolls = Vec::with_capacity(pool.len());
    for d in pool {
        rolls.push(g.dice.roll(d)?);
    }
    if g.values(group).is_some_and(|v| crate::hooks::rerolls_ones(&v, purpose)) {
        for (before, after) in tabletop::reroll_once(&mut rolls, &mut g.dice, |r| r.face() == 1)? {
            ev.push(Event::new("CG-WME-03", What::Rerolled { group, before, after }));
        }
    }
    let successes = rolls.iter().filter(|r| r.is_success()).count() as u8;
    let rule = match purpose {
        RollPurpose::Attack => "CG-SHOOT-10",
        RollPurpose::Cover => "CG-SHOOT-14",
        RollPurpose::MeleeAttack | RollPurpose::MeleeDefence => "CG-MELEE-08",
        RollPurpose::Rally => "CG-INFL-02",
        RollPurpose::Terror => "CG-INFL-05",
        RollPurpose::Ritual => "CG-SORC-04",
    };
    ev.push(Event::new(rule, What::Rolled { group, purpose, dice: rolls.clone(), successes }));
    Ok(rolls)
}

/// Successes in a roll.
pub(crate) fn successes(rolls: &[DieRoll]) -> usize {
    rolls.iter().filter(|r| r.is_success()).count()
}
