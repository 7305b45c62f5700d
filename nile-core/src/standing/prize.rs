//! Reaching a prize with standing orders: each prize's special rules played through, fights
//! included, and what the party takes home from it.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceSource;

use super::{Losses, PartySummary};
use crate::animals::fight::{AnimalFight, FightEnding, PartyRole};
use crate::animals::creature::Creature;
use crate::animals::shot::Shooter;
use crate::combat::capture::capture_fate;
use crate::combat::{CombatOutcome, CombatResult, CombatSetup, NativeCombat, StandIns};
use crate::encounter_error::EncounterResult;
use crate::hunting::encounters::Opening;
use crate::natives::{HostileOpening, NativeKind, Tribe};
use crate::quest::amazons::{at_the_gate, captivity_turn, help_the_villagers, victory_treasure, Captivity, GateFate, TOKEN_PORTAGE};
use crate::quest::graveyard::{toxic_water, tusks_that_fit};
use crate::quest::mines::{enter_mines, entrance_warriors, escape_attempt, voodoo_signs};
use crate::quest::sofa::{cross_lava, guardian, guardian_fight, has_cigarettes, Guardian, FIELD_HARVEST, TIMS_POUCH};
use crate::quest::{Prize, LOAD};

/// Most turns a party stays trapped or held before the engine gives it up for lost.
pub const MAX_TURNS_HELD: u32 = 30;

/// The party's standing choices at a prize.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizeChoices {
    /// Lost City: help the villagers against the Amazons (true) or try one's luck at the gate.
    pub help_villagers: bool,
    /// Last Cigarette: go through the Gates of Peril for the weed.
    pub enter_gates: bool,
}

impl Default for PrizeChoices {
    fn default() -> Self {
        PrizeChoices { help_villagers: true, enter_gates: true }
    }
}

/// One step of a prize's resolution, with its dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PrizeStep {
    /// The voodoo signs: bearers gone, askari roll.
    VoodooSigns {
        /// The askari's D6, if any.
        askari_roll: Option<u8>,
        /// The askari fled.
        askari_fled: bool,
    },
    /// A fight with natives (the witch doctor's warriors, the Amazons).
    Combat {
        /// Its outcome.
        outcome: CombatOutcome,
    },
    /// Into the mines.
    Mines {
        /// The D6.
        roll: u8,
        /// Trapped.
        trapped: bool,
    },
    /// An escape attempt from the mines.
    Escape {
        /// The D20.
        roll: u8,
        /// The total.
        total: u32,
        /// Out.
        escaped: bool,
        /// Treasure carried while trying.
        treasure: u32,
    },
    /// The toxic water.
    ToxicWater {
        /// The D6.
        roll: u8,
        /// Porters sick.
        sick: u32,
    },
    /// The fate at the Amazons' gate.
    Gate {
        /// The D6.
        roll: u8,
        /// The fate.
        fate: GateFate,
    },
    /// A turn of god-like captivity.
    Captivity {
        /// The D6.
        roll: u8,
        /// The result.
        result: Captivity,
    },
    /// Tim asks for a cigarette.
    Cigarettes {
        /// The party had some.
        had: bool,
    },
    /// The guardian beyond the Gates of Peril.
    Guardian {
        /// The D6.
        roll: u8,
        /// What it is.
        guardian: Guardian,
    },
    /// A crossing of the lava bridge.
    Lava {
        /// The European (index).
        explorer: usize,
        /// Survived.
        survived: bool,
    },
    /// A fight with beasts.
    Fight {
        /// How it ended.
        ending: FightEnding,
    },
}

/// What a prize gave the party.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizeReport {
    /// Portage Points of treasure.
    pub treasure_pp: u32,
    /// Elephant tusks.
    pub tusks: u32,
    /// Portage Points of weed.
    pub weed_pp: u32,
    /// Physical evidence of the Lost City.
    pub lost_city_evidence: bool,
    /// Pieces of physical evidence of extraordinary creatures.
    pub creature_evidence: u32,
    /// Turns spent (trapped, held, guests).
    pub turns_spent: u32,
    /// Porters sick from the toxic water.
    pub sick_porters: u32,
    /// All ordinary bearers scared off (the voodoo signs).
    pub bearers_scared_off: bool,
    /// Stripped of all possessions (Amazons 2).
    pub stripped: bool,
    /// City bearers lent (homesick once the mountains are crossed).
    pub city_bearers: u32,
    /// Extra reliable bearers (freed slaves).
    pub extra_reliable_bearers: u32,
    /// Hunted by the Amazons until the divide.
    pub hunted: bool,
    /// Women taken by Kong.
    pub women_taken: u32,
    /// Men lost.
    pub losses: Losses,
    /// Every step.
    pub steps: Vec<PrizeStep>,
}

fn combat(dice: &mut DiceSource, p: &PartySummary, extra_askari: u32, tribe: Tribe) -> EncounterResult<CombatOutcome> {
    let setup = CombatSetup {
        explorers: p.explorers.clone(),
        askari: p.askari + extra_askari,
        askari_ammo: p.askari_ammo,
        bearers: p.bearers,
        reliable_bearers: p.reliable_bearers,
        rough: false,
        opening: HostileOpening::Normal,
        stand_ins: StandIns::default(),
    };
    NativeCombat::begin(dice, setup, tribe.kind, tribe.warriors, None)?.play_out(dice)
}

/// Resolve a prize reached by the party. `free_portage`: Portage Points the party can still
/// carry (the mines: Europeans and askari carry a load each instead).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn resolve_prize(
    dice: &mut DiceSource,
    prize: Prize,
    p: &PartySummary,
    original_trade_goods: u32,
    free_portage: u32,
    choices: PrizeChoices,
) -> EncounterResult<PrizeReport> {
    let mut r = PrizeReport::default();
    match prize {
        Prize::KingSolomonsMines => mines(dice, p, &mut r)?,
        Prize::ElephantsGraveyard => {
            let (roll, sick) = toxic_water(dice, p.bearers + p.reliable_bearers)?;
            r.sick_porters = sick;
            r.steps.push(PrizeStep::ToxicWater { roll, sick });
            r.tusks = tusks_that_fit(free_portage);
        }
        Prize::LostCityOfTheAmazons => amazons(dice, p, free_portage, choices, &mut r)?,
        Prize::LastCigaretteInTheSofa => sofa(dice, p, original_trade_goods, choices, &mut r)?,
    }
    Ok(r)
}

fn mines(dice: &mut DiceSource, p: &PartySummary, r: &mut PrizeReport) -> EncounterResult<()> {
    let v = voodoo_signs(dice, p.askari)?;
    r.bearers_scared_off = true;
    r.losses.bearers_fled = p.bearers;
    r.steps.push(PrizeStep::VoodooSigns { askari_roll: v.askari_roll, askari_fled: v.askari_flee });
    let askari = if v.askari_flee { 0 } else { p.askari };
    if v.askari_flee {
        r.losses.askari_fled = p.askari;
    }
    let warriors = entrance_warriors(dice)?;
    let party = PartySummary { askari, bearers: 0, ..p.clone() };
    let tribe = Tribe { kind: NativeKind::Generic, size: crate::natives::TribeSize::Small, warriors };
    let outcome = combat(dice, &party, 0, tribe)?;
    r.losses.add(&Losses::from_combat(&outcome));
    let won = outcome.result == CombatResult::PartyWon;
    r.steps.push(PrizeStep::Combat { outcome: outcome.clone() });
    if !won {
        return Ok(());
    }
    r.turns_spent += 1;
    let carriers = (p.explorers.len() as u32).saturating_sub(outcome.explorers_dead.len() as u32)
        + askari.saturating_sub(outcome.askari_dead + outcome.askari_fled);
    let mut treasure = carriers * LOAD;
    let (roll, trapped) = enter_mines(dice)?;
    r.steps.push(PrizeStep::Mines { roll, trapped });
    if trapped {
        // Standing order: try with all the treasure; after 3 failures carry 5 per man; after 6,
        // none.
        let mut out = false;
        for attempt in 0..MAX_TURNS_HELD {
            if attempt == 3 {
                treasure = treasure.min(carriers * 5);
            }
            if attempt == 6 {
                treasure = 0;
            }
            let (roll, total, escaped) = escape_attempt(dice, treasure, carriers.max(1))?;
            r.turns_spent += 1;
            r.steps.push(PrizeStep::Escape { roll, total, escaped, treasure });
            if escaped {
                out = true;
                break;
            }
        }
        if !out {
            r.losses.explorers_taken.extend(0..p.explorers.len());
            treasure = 0;
        }
    }
    r.treasure_pp = treasure;
    Ok(())
}

fn amazons(dice: &mut DiceSource, p: &PartySummary, free: u32, c: PrizeChoices, r: &mut PrizeReport) -> EncounterResult<()> {
    let beaten = |dice: &mut DiceSource, r: &mut PrizeReport, outcome: &CombatOutcome| -> EncounterResult<()> {
        r.losses.add(&Losses::from_combat(outcome));
        if outcome.result != CombatResult::PartyWon {
            // A beaten party: every explorer still standing rolls on the Capture table.
            let gone: Vec<usize> = outcome.explorers_dead.iter().chain(outcome.explorers_captured.iter().map(|(i, _)| i)).copied().collect();
            for (i, e) in p.explorers.iter().enumerate().filter(|(i, _)| !gone.contains(i)) {
                if !capture_fate(dice, e.pugilist, crate::animals::shot::Weapon::Spear, 5)?.is_free() {
                    r.losses.explorers_taken.push(i);
                }
            }
        }
        Ok(())
    };
    if c.help_villagers {
        let (allies, amazons) = help_the_villagers(dice)?;
        let outcome = combat(dice, p, allies, amazons)?;
        r.steps.push(PrizeStep::Combat { outcome: outcome.clone() });
        beaten(dice, r, &outcome)?;
        if outcome.result == CombatResult::PartyWon {
            r.treasure_pp = victory_treasure(dice)?.min(free);
        }
        return Ok(());
    }
    let (roll, fate) = at_the_gate(dice)?;
    r.steps.push(PrizeStep::Gate { roll, fate });
    match fate {
        GateFate::Attacked => {
            let amazons = crate::natives::tribe_size(dice, NativeKind::Amazon)?;
            let outcome = combat(dice, p, 0, amazons)?;
            r.steps.push(PrizeStep::Combat { outcome: outcome.clone() });
            beaten(dice, r, &outcome)?;
        }
        GateFate::Stripped => r.stripped = true,
        GateFate::TurnedAway => {}
        GateFate::Admitted => {
            r.turns_spent = 1;
            r.lost_city_evidence = free >= TOKEN_PORTAGE;
        }
        GateFate::HonouredGuests { turns, treasure, bearers } => {
            r.turns_spent = turns;
            r.treasure_pp = treasure.min(free + bearers * LOAD);
            r.city_bearers = bearers;
        }
        GateFate::GodLike => {
            for held in 0..MAX_TURNS_HELD {
                let (roll, result) = captivity_turn(dice, held)?;
                r.turns_spent += 1;
                r.steps.push(PrizeStep::Captivity { roll, result });
                match result {
                    Captivity::Held => continue,
                    Captivity::EscapesWithProof => r.lost_city_evidence = true,
                    Captivity::EscapesWithRiches { slaves, treasure } => {
                        r.extra_reliable_bearers = slaves;
                        r.treasure_pp = treasure.min(free + slaves * LOAD);
                    }
                }
                r.hunted = true;
                break;
            }
        }
    }
    Ok(())
}

fn sofa(dice: &mut DiceSource, p: &PartySummary, goods: u32, c: PrizeChoices, r: &mut PrizeReport) -> EncounterResult<()> {
    let (_, had) = has_cigarettes(dice, goods)?;
    r.steps.push(PrizeStep::Cigarettes { had });
    r.weed_pp = TIMS_POUCH;
    if !c.enter_gates {
        return Ok(());
    }
    let (roll, g) = guardian(dice)?;
    r.steps.push(PrizeStep::Guardian { roll, guardian: g });
    let woman = p.explorers.iter().position(|e| e.female);
    let harvest = match g {
        Guardian::Unprotected => true,
        Guardian::LavaBridge => {
            let mut across = Vec::new();
            for (i, _) in p.explorers.iter().enumerate() {
                let (_, ok) = cross_lava(dice, false, false)?;
                r.steps.push(PrizeStep::Lava { explorer: i, survived: ok });
                if ok { across.push(i) } else { r.losses.explorers_dead.push(i) }
            }
            let heavy = !across.is_empty() && FIELD_HARVEST / across.len() as u32 >= 5;
            let mut back = 0;
            for &i in &across {
                let (_, ok) = cross_lava(dice, false, heavy)?;
                r.steps.push(PrizeStep::Lava { explorer: i, survived: ok });
                if ok { back += 1 } else { r.losses.explorers_dead.push(i) }
            }
            back > 0
        }
        Guardian::Kong if woman.is_some() => {
            r.women_taken = 1;
            r.losses.explorers_taken.extend(woman);
            true
        }
        _ => {
            let Some(opening) = guardian_fight(dice, g, woman.is_some())? else { return Ok(()) };
            let ending = beast_fight(dice, p, &opening, r)?;
            let killed_big = ending.killed.iter().any(|c| matches!(c, Creature::Rabbit | Creature::Tyrannosaurus | Creature::Kong));
            if killed_big {
                r.creature_evidence += 1;
            }
            let party_left = ending.dead_members.len() < p.explorers.len() + p.askari as usize;
            match g {
                Guardian::Pride { .. } | Guardian::Kong => party_left,
                _ => killed_big,
            }
        }
    };
    if harvest {
        r.weed_pp += FIELD_HARVEST;
    }
    Ok(())
}

/// The Europeans and the askari fight beasts (porters wait at the gate).
fn beast_fight(dice: &mut DiceSource, p: &PartySummary, opening: &Opening, r: &mut PrizeReport) -> EncounterResult<FightEnding> {
    let si = StandIns::default();
    let mut members: Vec<PartyRole> = p
        .explorers
        .iter()
        .map(|e| PartyRole::Hunter {
            shooter: Shooter { to_hit: si.european_to_hit, weapon: e.weapon, crack_shot: e.crack_shot },
            pugilist: e.pugilist,
            ammo: e.ammo,
        })
        .collect();
    let each = p.askari_ammo.checked_div(p.askari).unwrap_or(0);
    for _ in 0..p.askari {
        let shooter = Shooter { to_hit: si.askari_to_hit, weapon: crate::animals::shot::Weapon::Musket, crack_shot: false };
        members.push(PartyRole::Hunter { shooter, pugilist: false, ammo: each });
    }
    let mut fight = AnimalFight::begin(dice, opening, &members, false)?;
    let ending = fight.play_out(dice)?;
    for &i in &ending.dead_members {
        if i < p.explorers.len() {
            r.losses.explorers_dead.push(i);
        } else {
            r.losses.askari_dead += 1;
        }
    }
    r.steps.push(PrizeStep::Fight { ending: ending.clone() });
    Ok(ending)
}

#[cfg(test)]
mod tests;
