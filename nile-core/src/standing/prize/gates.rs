//! The Last Cigarette in the Sofa: Tim's pouch, the Gates of Peril, the guardian's fight, and
//! the lava bridge crossed person by person (each choosing to walk or to charge) with the weed
//! the party chose to collect.
//!
//! Source: expedition game, "The Last Cigarette In The Sofa"; docs/rulings.md "The Gates of
//! Peril".

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::{PrizeChoices, PrizeStep, PrizeVisit, PrizeWait};
use crate::animals::creature::Creature;
use crate::animals::fight::{AnimalFight, FightEnding, PartyRole};
use crate::combat::StandIns;
use crate::encounter_error::{EncounterResult, illegal};
use crate::quest::sofa::{FIELD_HARVEST, Guardian, TIMS_POUCH, cross_lava, guardian, guardian_fight, has_cigarettes};
use crate::standing::PartySummary;

/// Portage Points carried that cost -1 on each lava check.
pub const HEAVY_LOAD: u32 = 5;

/// The Europeans crossing the lava bridge, one at a time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileLavaCrossing"))]
pub struct LavaCrossing {
    /// Europeans (indexes) still to cross, each with the Portage Points of weed he carries;
    /// the next first.
    pub to_cross: Vec<(usize, u32)>,
    /// Europeans who reached the field.
    pub across: Vec<usize>,
    /// On the way back with the weed.
    pub back: bool,
}

impl LavaCrossing {
    /// The European about to cross and his load.
    pub fn next(&self) -> Option<(usize, u32)> {
        self.to_cross.first().copied()
    }
}

impl PrizeVisit {
    pub(super) fn sofa(&mut self, dice: &mut dyn Dice, goods: u32, c: PrizeChoices) -> EncounterResult<()> {
        let r = &mut self.report;
        let (_, had) = has_cigarettes(dice, goods)?;
        r.steps.push(PrizeStep::Cigarettes { had });
        r.weed_pp = TIMS_POUCH;
        if !c.enter_gates {
            return Ok(());
        }
        let (roll, g) = guardian(dice)?;
        r.steps.push(PrizeStep::Guardian { roll, guardian: g });
        let woman = self.party.explorers.iter().position(|e| e.female);
        match g {
            Guardian::Unprotected => r.weed_pp += FIELD_HARVEST,
            Guardian::LavaBridge if !self.party.explorers.is_empty() => {
                let to_cross = (0..self.party.explorers.len()).map(|i| (i, 0)).collect();
                self.wait = Some(PrizeWait::LavaBridge(LavaCrossing { to_cross, across: Vec::new(), back: false }));
            }
            Guardian::LavaBridge => {}
            Guardian::Rabbit => self.wait = Some(PrizeWait::WhiteRabbit),
            Guardian::Kong if woman.is_some() => {
                r.women_taken = 1;
                r.losses.explorers_taken.extend(woman);
                r.weed_pp += FIELD_HARVEST;
            }
            _ => {
                let Some(opening) = guardian_fight(dice, g, woman.is_some())? else { return Ok(()) };
                let fight = AnimalFight::begin(dice, &opening, &beast_fighters(&self.party), false)?;
                self.wait = Some(PrizeWait::Guardian { fight: alloc::boxed::Box::new(fight), guardian: g });
            }
        }
        Ok(())
    }

    pub(super) fn after_guardian(&mut self, ending: &FightEnding, g: Guardian) {
        let r = &mut self.report;
        for &i in &ending.dead_members {
            if i < self.party.explorers.len() {
                r.losses.explorers_dead.push(i);
            } else {
                r.losses.askari_dead += 1;
            }
        }
        r.steps.push(PrizeStep::Fight { ending: ending.clone() });
        let killed_big =
            ending.killed.iter().any(|c| matches!(c, Creature::Rabbit | Creature::Tyrannosaurus | Creature::Kong));
        if killed_big {
            r.creature_evidence += 1;
        }
        let party_left = ending.dead_members.len() < self.party.explorers.len() + self.party.askari as usize;
        let harvest = match g {
            Guardian::Pride { .. } | Guardian::Kong => party_left,
            _ => killed_big,
        };
        if harvest {
            r.weed_pp += FIELD_HARVEST;
        }
    }

    /// The white rabbit, seen 4" from the field: go for the field (`true`: the rabbit attacks,
    /// always charging, and the fight is played order by order) or leave it be (`false`: no
    /// fight, no weed beyond Tim's pouch) (EX-QUEST-29).
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when the rabbit is not waiting; a scripted dice
    /// source that ran dry.
    pub fn approach_rabbit(&mut self, dice: &mut dyn Dice, go: bool) -> EncounterResult<()> {
        if self.wait != Some(PrizeWait::WhiteRabbit) {
            return Err(illegal("going for the field", "no white rabbit: the party is not at its field"));
        }
        if !go {
            self.wait = None;
            return Ok(());
        }
        let woman = self.party.explorers.iter().any(|e| e.female);
        let Some(opening) = guardian_fight(dice, Guardian::Rabbit, woman)? else { return Ok(()) };
        let fight = AnimalFight::begin(dice, &opening, &beast_fighters(&self.party), false)?;
        self.wait = Some(PrizeWait::Guardian { fight: alloc::boxed::Box::new(fight), guardian: Guardian::Rabbit });
        Ok(())
    }

    /// The next European crosses the lava bridge, walking (two checks) or charging (one check
    /// at -1); -1 more when he carries `HEAVY_LOAD` Portage Points or more (EX-QUEST-28). A
    /// failure breaks through and he burns up, with his load. Once everyone has crossed toward
    /// the field, the harvest is asked; once everyone has crossed back, the visit is over.
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when no crossing is awaited (the visit is left
    /// as it was); a scripted dice source that ran dry (likewise).
    pub fn cross_lava(&mut self, dice: &mut dyn Dice, charge: bool) -> EncounterResult<()> {
        let Some(PrizeWait::LavaBridge(crossing)) = &self.wait else {
            return Err(illegal("a crossing of the lava bridge", "no crossing: the party is not at the lava bridge"));
        };
        let Some((explorer, carrying)) = crossing.next() else {
            return Err(illegal("a crossing", "nobody left to cross"));
        };
        let (_, survived) = cross_lava(dice, charge, carrying >= HEAVY_LOAD)?;
        let Some(PrizeWait::LavaBridge(mut crossing)) = self.wait.take() else { return Ok(()) };
        crossing.to_cross.remove(0);
        let r = &mut self.report;
        r.steps.push(PrizeStep::Lava { explorer, survived, charged: charge, carrying });
        if !survived {
            r.losses.explorers_dead.push(explorer);
        } else if crossing.back {
            r.weed_pp += carrying;
        } else {
            crossing.across.push(explorer);
        }
        self.wait = match (crossing.to_cross.is_empty(), crossing.back) {
            (false, _) => Some(PrizeWait::LavaBridge(crossing)),
            (true, false) if !crossing.across.is_empty() => Some(PrizeWait::Harvest { across: crossing.across }),
            (true, _) => None,
        };
        Ok(())
    }

    /// At the field beyond the lava: collect `portage` Portage Points of weed (at most
    /// [`FIELD_HARVEST`]), shared out as evenly as can be over the Europeans across (the first
    /// take the odd ones); then they cross back with their loads.
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when no harvest is awaited or `portage` is more
    /// than 5 (the visit is left as it was).
    pub fn collect_weed(&mut self, portage: u32) -> EncounterResult<()> {
        let Some(PrizeWait::Harvest { across }) = &self.wait else {
            return Err(illegal("a harvest", "no harvest: the party is not at the field beyond the lava"));
        };
        if portage > FIELD_HARVEST {
            return Err(illegal(
                alloc::format!("{portage} portage points"),
                alloc::format!("0 to {FIELD_HARVEST} portage points of weed"),
            ));
        }
        let n = across.len().max(1) as u32;
        let to_cross =
            across.iter().enumerate().map(|(k, &i)| (i, portage / n + u32::from((k as u32) < portage % n))).collect();
        self.wait = Some(PrizeWait::LavaBridge(LavaCrossing { to_cross, across: Vec::new(), back: true }));
        Ok(())
    }

    /// The standing order on the lava bridge: charge when carrying 5 Portage Points or more
    /// (one check at -2 beats two at -1), walk otherwise (two checks at 0 beat one at -1).
    pub fn standing_crossing(&self) -> Option<bool> {
        match &self.wait {
            Some(PrizeWait::LavaBridge(c)) => c.next().map(|(_, carrying)| carrying >= HEAVY_LOAD),
            _ => None,
        }
    }

    /// The standing order at the field: all 5 Portage Points when two or more Europeans share
    /// them, 4 for a European alone (no -1 on the way back).
    pub fn standing_harvest(&self) -> Option<u32> {
        match &self.wait {
            Some(PrizeWait::Harvest { across }) if across.len() == 1 => Some(HEAVY_LOAD - 1),
            Some(PrizeWait::Harvest { .. }) => Some(FIELD_HARVEST),
            _ => None,
        }
    }
}

/// The Europeans and the askari who fight beasts (porters wait at the gate), in member order.
fn beast_fighters(p: &PartySummary) -> Vec<PartyRole> {
    let si = StandIns::default();
    let mut members: Vec<PartyRole> = p.explorers.iter().map(|e| e.hunter(si.european_to_hit)).collect();
    let each = p.askari_ammo.checked_div(p.askari).unwrap_or(0);
    for _ in 0..p.askari {
        members.push(PartyRole::armed(si.askari_to_hit, crate::animals::shot::Weapon::Musket, each));
    }
    members
}
