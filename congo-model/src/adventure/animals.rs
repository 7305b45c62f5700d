//! Wild animals as data: the lion (savannah) and the gorilla (jungle), and the pure parts of
//! their rules: melee dice, the animal-melee outcome, the effect of a shot.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Wild Animals, Lion, The gorilla (rules:
//! CG-ANIMAL-01 to CG-ANIMAL-12); `shared/RULINGS.md` "Animal melee".

use crate::dangerous_terrain::Environment;
use crate::profile::{DicePool, Stick};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, DiceSource, Die, DieRoll};

/// An animal's id: its index in `congo_core::exploration::TerrainState::animals`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalId"))]
#[serde(transparent)]
pub struct AnimalId(pub u16);

/// The wild animals the Wild Animals rule places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalKind"))]
#[serde(rename_all = "snake_case")]
pub enum AnimalKind {
    /// The lion (savannah).
    Lion,
    /// The gorilla (jungle).
    Gorilla,
}

/// How a wild animal behaves at the end of each Action step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoActivation"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Activation {
    /// The lion: roll `wake`; on a success it moves `stick` toward the closest group (not
    /// hindered by non-blocking terrain, going around blocking terrain) and engages the closest
    /// group if it can (CG-ANIMAL-07).
    Roams {
        /// The waking die (D8).
        wake: Die,
        /// Its move (M).
        stick: Stick,
    },
    /// The gorilla: if a group is in its terrain area or within `reach` of it, it engages the
    /// closest such group, and returns to its area after the melee if alive (CG-ANIMAL-10).
    Guards {
        /// The reach around its area (S).
        reach: Stick,
    },
}

/// A wild animal's profile (CG-ANIMAL-06 to CG-ANIMAL-12). Both animals are enemies of both
/// sides, stop groups picking up the pace, never take Stress, ignore rituals and special rules,
/// and never flee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalProfile"))]
pub struct AnimalProfile {
    /// Which animal.
    pub kind: AnimalKind,
    /// The environment it lives in.
    pub environment: Environment,
    /// What it does at the end of each Action step.
    pub activation: Activation,
    /// Its base melee dice (lion 2D8, gorilla 4D6).
    pub melee: DicePool,
    /// One extra melee die of this type per Stress token on the group it fights (lion: D8).
    pub melee_per_stress_token: Option<Die>,
    /// A melee face that adds another die of the same type, repeatedly (gorilla: 6).
    pub exploding_face: Option<u8>,
    /// Extra melee dice per time it was enraged (gorilla: 2D6).
    pub enraged_bonus: Option<DicePool>,
    /// Its cover die against shooting, whatever its terrain (D10).
    pub cover: Die,
    /// It re-rolls each failed cover die once (lion).
    pub rerolls_failed_cover: bool,
    /// Uncancelled hits in one shot that kill it (lion 1, gorilla 2).
    pub hits_to_kill: u8,
}

/// The lion (savannah).
pub const LION: AnimalProfile = AnimalProfile {
    kind: AnimalKind::Lion,
    environment: Environment::Savannah,
    activation: Activation::Roams { wake: Die::D8, stick: Stick::M },
    melee: DicePool { count: 2, die: Die::D8 },
    melee_per_stress_token: Some(Die::D8),
    exploding_face: None,
    enraged_bonus: None,
    cover: Die::D10,
    rerolls_failed_cover: true,
    hits_to_kill: 1,
};

/// The gorilla (jungle).
pub const GORILLA: AnimalProfile = AnimalProfile {
    kind: AnimalKind::Gorilla,
    environment: Environment::Jungle,
    activation: Activation::Guards { reach: Stick::S },
    melee: DicePool { count: 4, die: Die::D6 },
    melee_per_stress_token: None,
    exploding_face: Some(6),
    enraged_bonus: Some(DicePool { count: 2, die: Die::D6 }),
    cover: Die::D10,
    rerolls_failed_cover: false,
    hits_to_kill: 2,
};

impl AnimalProfile {
    /// The animal the Wild Animals rule places in an environment (CG-ANIMAL-02): a lion on the
    /// savannah, a gorilla in the jungle.
    pub const fn of(environment: Environment) -> AnimalProfile {
        match environment {
            Environment::Savannah => LION,
            Environment::Jungle => GORILLA,
        }
    }

    /// How many dice it starts a melee with against a group holding `group_stress` Stress
    /// tokens, after being enraged `enraged` times (before any exploding die).
    pub fn melee_dice(&self, group_stress: u8, enraged: u8) -> u16 {
        let mut n = u16::from(self.melee.count);
        if self.melee_per_stress_token.is_some() {
            n += u16::from(group_stress);
        }
        if let Some(bonus) = self.enraged_bonus {
            n += u16::from(bonus.count) * u16::from(enraged);
        }
        n
    }

    /// Roll its melee dice (CG-ANIMAL-08, CG-ANIMAL-11): the base dice, the extra dice, and for
    /// the gorilla one more die for each 6 (the new dice may explode too). Every die rolled is
    /// returned; successes are faces of 5 or more. `reroll_failures`: the animal defends an
    /// obstacle a group engaged it across (CG-TERR-18): each failed die is re-rolled once, the
    /// re-rolled face standing (a re-rolled 6 adds the gorilla's die as any 6 does).
    ///
    /// The dice are all of the base type (the lion's extra D8s and the gorilla's D6s match it).
    ///
    /// # Errors
    /// A dice source failure.
    pub fn roll_melee(
        &self,
        group_stress: u8,
        enraged: u8,
        reroll_failures: bool,
        dice: &mut DiceSource,
    ) -> Result<Vec<DieRoll>, DiceError> {
        let mut left = u32::from(self.melee_dice(group_stress, enraged));
        let mut out = Vec::new();
        while left > 0 {
            left -= 1;
            let mut roll = dice.roll(self.melee.die)?;
            if reroll_failures {
                tabletop::reroll_once(core::slice::from_mut(&mut roll), dice, |r| !r.is_success())?;
            }
            if self.exploding_face.is_some_and(|f| roll.face() == f) {
                left += 1;
            }
            out.push(roll);
        }
        Ok(out)
    }

    /// What a shot with `uncancelled` hits does to it (CG-ANIMAL-09, CG-ANIMAL-12).
    pub const fn shot(&self, uncancelled: u8) -> ShotOutcome {
        if uncancelled == 0 {
            ShotOutcome::Unharmed
        } else if uncancelled >= self.hits_to_kill {
            ShotOutcome::Killed
        } else {
            ShotOutcome::Enraged
        }
    }
}

/// What a shot does to a wild animal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoShotOutcome"))]
#[serde(rename_all = "snake_case")]
pub enum ShotOutcome {
    /// No uncancelled hit.
    Unharmed,
    /// The gorilla took one uncancelled hit: +2D6 in melee from now on (cumulative).
    Enraged,
    /// Killed: its model is replaced by a bulky Loot token (its carcass).
    Killed,
}

/// The outcome of a melee between a group and an animal (RULINGS.md "Animal melee"): the animal
/// never retreats, flees or takes Stress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAnimalMeleeOutcome"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AnimalMeleeOutcome {
    /// The group scored at least two more hits: the lion or gorilla dies and the group takes its
    /// carcass as a bulky Loot token (monkeys and baboons: nothing happens).
    AnimalBeaten,
    /// The group scored exactly one more hit: nothing happens to either side.
    Standoff,
    /// The group scored as many hits or fewer: it applies the melee results table as the loser,
    /// `by` hits behind (0 = an equal score: it retreats and draws a Stress token).
    GroupLoses {
        /// The animal's hits minus the group's.
        by: u16,
    },
}

/// Compare the hits of a melee between a group and an animal (RULINGS.md "Animal melee").
pub const fn animal_melee(group_hits: u16, animal_hits: u16) -> AnimalMeleeOutcome {
    let (g, a) = (group_hits as u32, animal_hits as u32);
    if g >= a + 2 {
        AnimalMeleeOutcome::AnimalBeaten
    } else if g == a + 1 {
        AnimalMeleeOutcome::Standoff
    } else {
        AnimalMeleeOutcome::GroupLoses { by: animal_hits.saturating_sub(group_hits) }
    }
}
