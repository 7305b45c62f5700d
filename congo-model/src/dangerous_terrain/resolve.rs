//! The self-contained parts of the entries: the dice an entry rolls and what they mean, and the
//! attacks an entry makes, so that the turn engine only has to apply outcomes to the table.
//!
//! Sources: the two Dangerous Terrain tables; `shared/RULINGS.md` "D1D3" ("Roll 1D3" = 1D6
//! halved, rounded up), "Cannibal pygmy territory" (three archers, stand-in Shooting D6, range M,
//! Poison).
//!
//! [`DangerousEffect::roll`] rolls an entry's own dice after the player's decision (for
//! example, the berries are rolled only once the player chose to taste them);
//! [`DangerousEffect::attack`] says how many dice an attacking entry rolls against the group.

use super::{DangerousEffect, MarkerKind};
use crate::profile::Ritual;
use crate::sorcery::{self, RitualOutcome};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, DiceSource, Die, DieRoll};

/// What an entry needs to know about the exploring group.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupFacts"))]
pub struct GroupFacts {
    /// Models in the group (figures, characters and auxiliaries).
    pub models: u8,
    /// Stress tokens the group holds.
    pub stress: u8,
}

/// An entry's dice, rolled, with their meaning.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEntryRoll"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum EntryRoll {
    /// Tasted berries (CG-DT-JUNGLE-15): draw a Totem card, receive `loot` Loot tokens (1D3 = the
    /// D6 `loot_roll` halved, rounded up), then a model is removed if `survival` failed.
    Berries {
        /// The D6 read as 1D3.
        loot_roll: DieRoll,
        /// Loot tokens received, 1-3.
        loot: u8,
        /// The survival roll.
        survival: DieRoll,
        /// A model is removed.
        model_lost: bool,
    },
    /// Traps (CG-DT-JUNGLE-33): one model is eliminated when the face is at most the group's
    /// number of models.
    TrapPit {
        /// The roll (a D10's 10 is 10 here).
        roll: DieRoll,
        /// A model falls into a trap.
        eliminated: bool,
    },
    /// The angry warthog (CG-DT-SAVANNAH-24): one figure is lost if two or more dice match.
    AngryWarthog {
        /// The dice.
        rolls: Vec<DieRoll>,
        /// A figure is lost.
        figure_lost: bool,
    },
    /// The hunters' trap (CG-DT-SAVANNAH-30): one model lost per failed die.
    HuntersTrap {
        /// The D6, D8 and D10.
        rolls: Vec<DieRoll>,
        /// Models lost (owner's choice).
        models_lost: u8,
    },
    /// The python (CG-DT-JUNGLE-29): a success kills it (the group gains its Loot), a failure
    /// removes one model.
    Python {
        /// The roll.
        roll: DieRoll,
        /// The victim killed the python.
        python_killed: bool,
    },
    /// The looted sacred site (CG-DT-JUNGLE-12): `successes` Loot tokens and as many Stress
    /// tokens.
    SacredSite {
        /// The dice.
        rolls: Vec<DieRoll>,
        /// Successes.
        successes: u8,
    },
    /// A lasting effect with a chance roll (CG-DT-SAVANNAH-18: night falls on a success).
    Chance {
        /// The roll.
        roll: DieRoll,
        /// The lasting effect comes into force.
        happens: bool,
    },
    /// A ritual an entry casts (the haggard man's Mandrill's Dance, CG-DT-JUNGLE-09; the strange
    /// drums' Mad Hyena, CG-DT-SAVANNAH-06). `double`: two dice show the same face (the haggard
    /// man then makes you discard all your Totem cards). For the drums, a `Failed` outcome
    /// discards a random Totem card and gives the group a Stress token.
    Ritual {
        /// The ritual.
        ritual: Ritual,
        /// The dice.
        rolls: Vec<DieRoll>,
        /// The ritual's outcome (as `sorcery::outcome` reads it).
        outcome: RitualOutcome,
        /// Two or more dice show the same face.
        double: bool,
    },
    /// The sleeping lion, when the group stays (CG-DT-SAVANNAH-21): on a failed `wake` roll the
    /// group suffers the attack of [`DangerousEffect::attack`].
    SleepingLion {
        /// The waking roll.
        wake: DieRoll,
        /// The lion wakes and attacks.
        attacks: bool,
    },
    /// One survival roll: quicksand (one round, CG-DT-JUNGLE-24), venomous plants when the group
    /// chose the Movement token (CG-DT-JUNGLE-25), the bush fire at an end of turn
    /// (CG-DT-SAVANNAH-34). A failure costs a model.
    Survival {
        /// The roll.
        roll: DieRoll,
        /// A model is lost.
        model_lost: bool,
    },
}

/// Shooting or melee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAttackKind"))]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    /// A shooting action resolved against the group (it rolls cover, may go to ground).
    Shooting,
    /// A melee against the group (RULINGS.md "Animal melee").
    Melee,
}

/// An attack an entry makes on the group: `dice` dice of type `die`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAttack"))]
pub struct Attack {
    /// Shooting or melee.
    pub kind: AttackKind,
    /// How many dice.
    pub dice: u16,
    /// Which die.
    pub die: Die,
    /// The shooters' Poison rule applies (the cannibal pygmies, RULINGS.md "Poison").
    pub poison: bool,
}

fn has_double(rolls: &[DieRoll]) -> bool {
    rolls.iter().enumerate().any(|(i, a)| rolls[..i].iter().any(|b| b.face() == a.face()))
}

fn successes(rolls: &[DieRoll]) -> u8 {
    u8::try_from(rolls.iter().filter(|r| r.is_success()).count()).unwrap_or(u8::MAX)
}

fn survival(die: Die, dice: &mut DiceSource) -> Result<EntryRoll, DiceError> {
    let roll = dice.roll(die)?;
    Ok(EntryRoll::Survival { roll, model_lost: !roll.is_success() })
}

impl DangerousEffect {
    /// Roll the entry's own dice for `group`, after any decision it asks for; `None` for an
    /// entry without dice of its own (or whose dice are an attack: see [`DangerousEffect::attack`]).
    ///
    /// # Errors
    /// A dice source failure.
    pub fn roll(&self, group: GroupFacts, dice: &mut DiceSource) -> Result<Option<EntryRoll>, DiceError> {
        let out = match *self {
            DangerousEffect::TasteBerries { survival } => {
                let (loot_roll, loot) = dice.roll_d3()?;
                let survival = dice.roll(survival)?;
                EntryRoll::Berries { loot_roll, loot, survival, model_lost: !survival.is_success() }
            }
            DangerousEffect::TrapPit { die } => {
                let roll = dice.roll(die)?;
                EntryRoll::TrapPit { roll, eliminated: roll.face() <= group.models }
            }
            DangerousEffect::AngryWarthog { dice: pool } => {
                let rolls = dice.roll_many(pool.die, usize::from(pool.count))?;
                let figure_lost = has_double(&rolls);
                EntryRoll::AngryWarthog { rolls, figure_lost }
            }
            DangerousEffect::HuntersTrap { dice: trap } => {
                let rolls = trap.iter().map(|d| dice.roll(*d)).collect::<Result<Vec<_>, _>>()?;
                let models_lost = u8::try_from(rolls.iter().filter(|r| !r.is_success()).count()).unwrap_or(u8::MAX);
                EntryRoll::HuntersTrap { rolls, models_lost }
            }
            DangerousEffect::Python { survival, .. } => {
                let roll = dice.roll(survival)?;
                EntryRoll::Python { roll, python_killed: roll.is_success() }
            }
            DangerousEffect::LootSacredSite { dice: pool } => {
                let rolls = dice.roll_many(pool.die, usize::from(pool.count))?;
                let successes = successes(&rolls);
                EntryRoll::SacredSite { rolls, successes }
            }
            DangerousEffect::LastingEffect { chance: Some(die), .. } => {
                let roll = dice.roll(die)?;
                EntryRoll::Chance { roll, happens: roll.is_success() }
            }
            DangerousEffect::HaggardMan { ritual, dice: pool, .. }
            | DangerousEffect::StrangeDrums { ritual, dice: pool } => {
                let rolls = dice.roll_many(pool.die, usize::from(pool.count))?;
                let outcome = sorcery::outcome(ritual, &rolls);
                let double = has_double(&rolls);
                EntryRoll::Ritual { ritual, rolls, outcome, double }
            }
            DangerousEffect::SleepingLion { wake, .. } => {
                let wake = dice.roll(wake)?;
                EntryRoll::SleepingLion { wake, attacks: !wake.is_success() }
            }
            DangerousEffect::Quicksand { survival: die, .. }
            | DangerousEffect::PanicOrMovementAndRoll { survival: die } => survival(die, dice)?,
            DangerousEffect::Marker { kind: MarkerKind::BushFire { survival: die } } => survival(die, dice)?,
            _ => return Ok(None),
        };
        Ok(Some(out))
    }

    /// The attack the entry makes on `group`, if it attacks: the panther, warthog and vultures
    /// (shooting), the gorilla family when scared (shooting 4D8), the sleeping lion (2D8 + 1D8 per
    /// Stress token), monkeys and baboons (melee 3D8), the cannibal pygmies (three archers,
    /// stand-in D6 each, Poison).
    pub fn attack(&self, group: GroupFacts) -> Option<Attack> {
        let shooting = |dice: u16, die| Attack { kind: AttackKind::Shooting, dice, die, poison: false };
        match *self {
            DangerousEffect::ShootingAttack { dice, per_stress_token, .. } => {
                let extra = if per_stress_token.is_some() { u16::from(group.stress) } else { 0 };
                Some(shooting(u16::from(dice.count) + extra, dice.die))
            }
            DangerousEffect::TokenOrShooting { dice, .. } => Some(shooting(u16::from(dice.count), dice.die)),
            DangerousEffect::SleepingLion { dice, .. } => {
                Some(shooting(u16::from(dice.count) + u16::from(group.stress), dice.die))
            }
            DangerousEffect::MeleeAttack { dice, .. } => {
                Some(Attack { kind: AttackKind::Melee, dice: u16::from(dice.count), die: dice.die, poison: false })
            }
            DangerousEffect::Marker { kind: MarkerKind::CannibalTerritory { archers, shooting: die } } => {
                Some(Attack { kind: AttackKind::Shooting, dice: u16::from(archers), die, poison: true })
            }
            _ => None,
        }
    }
}
