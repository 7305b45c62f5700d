//! Reaching a prize with standing orders: each prize's special rules played through, fights
//! included, and what the party takes home from it.

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::{Losses, PartySummary};
use crate::animals::fight::{AnimalFight, FightEnding};
use crate::combat::capture::capture_fate;
use crate::combat::{CombatOutcome, CombatResult, CombatSetup, NativeCombat};
use crate::encounter_error::{EncounterResult, illegal};
use crate::natives::{HostileOpening, NativeKind, Tribe};
use crate::quest::amazons::{
    Captivity, GateFate, TOKEN_PORTAGE, at_the_gate, captivity_turn, help_the_villagers, victory_treasure,
};
use crate::quest::graveyard::{toxic_water, tusks_that_fit};
use crate::quest::mines::{enter_mines, entrance_warriors, escape_attempt, voodoo_signs};
use crate::quest::sofa::Guardian;
use crate::quest::{LOAD, Prize};

/// Most turns a party stays trapped or held before the engine gives it up for lost.
pub const MAX_TURNS_HELD: u32 = 30;

/// The party's standing choices at a prize.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrizeChoices"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrizeStep"))]
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
        /// He charged across (one check at -1) rather than walked (two checks).
        #[serde(default)]
        charged: bool,
        /// Portage Points of weed he carried (-1 at 5 or more).
        #[serde(default)]
        carrying: u32,
    },
    /// A fight with beasts.
    Fight {
        /// How it ended.
        ending: FightEnding,
    },
}

/// What a prize gave the party.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrizeReport"))]
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

/// A visit to a prize in progress: the party as it arrived, what happened so far, and what the
/// visit waits for. Fights are played order by order (the caller orders each red card on the
/// fight [`PrizeVisit::native_fight_mut`] or [`PrizeVisit::beast_fight_mut`] returns, then calls
/// [`PrizeVisit::resume`]); a party trapped in the mines chooses the treasure it carries on each
/// escape attempt ([`PrizeVisit::escape`]).
///
/// Source: expedition game, "Objects de Quest"; docs/rulings.md "The quest".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrizeVisit"))]
pub struct PrizeVisit {
    /// The prize.
    pub prize: Prize,
    /// The party as it arrived.
    pub party: PartySummary,
    /// Portage Points the party could still carry when it arrived.
    pub free_portage: u32,
    /// What happened so far (complete once nothing is awaited).
    pub report: PrizeReport,
    /// What the visit waits for (`None`: the visit is over).
    pub wait: Option<PrizeWait>,
}

/// What a prize visit waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePrizeWait"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PrizeWait {
    /// King Solomon's Mines: the fight with the witch doctor's 3D6 warriors at the entrance.
    MinesWarriors {
        /// The fight.
        fight: alloc::boxed::Box<NativeCombat>,
        /// Askari who stood the voodoo signs.
        askari: u32,
    },
    /// The Lost City: the fight with the Amazons.
    Amazons {
        /// The fight.
        fight: alloc::boxed::Box<NativeCombat>,
        /// The party came to help the villagers (a win brings 2D6 loads of treasure).
        helped: bool,
    },
    /// Beyond the Gates of Peril: the fight with the guardian (the pride, the rabbit, the
    /// Tyrannosaurus, Kong).
    Guardian {
        /// The fight.
        fight: alloc::boxed::Box<AnimalFight>,
        /// The guardian.
        guardian: Guardian,
    },
    /// Beyond the Gates of Peril, the white rabbit seen 4" from the field: go for the field (it
    /// attacks) or leave it be ([`PrizeVisit::approach_rabbit`])?
    WhiteRabbit,
    /// Beyond the Gates of Peril, the lava bridge: the next European to cross, walking or
    /// charging ([`PrizeVisit::cross_lava`]).
    LavaBridge(LavaCrossing),
    /// Beyond the lava bridge, at the field: how much weed to collect, up to 5 Portage Points,
    /// shared out over the Europeans across ([`PrizeVisit::collect_weed`]).
    Harvest {
        /// The Europeans (indexes) across the bridge, who carry the weed back.
        across: Vec<usize>,
    },
    /// Held in god-like captivity at the Amazons' temple: one captivity roll on each of the
    /// party's turns ([`PrizeVisit::captivity`]), 1D6 + `turns_held`.
    Captivity {
        /// Full turns already spent held at the city (added to the roll).
        turns_held: u32,
    },
    /// Escaping from the temple with the city's slaves: "the party may grab 4D6 portage points of
    /// treasure on their way out" - how much ([`PrizeVisit::grab_treasure`])?
    TempleTreasure {
        /// The most the party may grab: the 4D6 rolled, within what it can carry.
        most: u32,
    },
    /// Trapped in King Solomon's Mines: an escape attempt, carrying how much treasure?
    Escape {
        /// Men who carry treasure (Europeans and askari): the average is per man.
        carriers: u32,
        /// Portage Points of treasure in reach (a load per carrier).
        treasure: u32,
        /// Attempts failed so far.
        failed: u32,
    },
    /// The Elephants' Graveyard: how many tusks to take, 0 to `most` (what the party can still
    /// carry at 10 Portage Points each, EX-QUEST-14; [`PrizeVisit::take_tusks`]).
    Tusks {
        /// The most tusks the party can carry.
        most: u32,
    },
}

fn native_fight(
    dice: &mut dyn Dice,
    p: &PartySummary,
    extra_askari: u32,
    tribe: Tribe,
) -> EncounterResult<NativeCombat> {
    let setup = CombatSetup { askari: p.askari + extra_askari, ..p.combat_setup(false, HostileOpening::Normal) };
    NativeCombat::begin(dice, setup, tribe.kind, tribe.warriors, None)
}

impl PrizeVisit {
    /// Reach a prize and play its rules until a fight's order or an escape attempt is awaited,
    /// or the visit is over. `free_portage`: Portage Points the party can still carry (the
    /// mines: Europeans and askari carry a load each instead); `original_trade_goods`: for
    /// Tim's cigarettes. [`PrizeVisit::play_out`] plays the rest as a bot would.
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn begin(
        dice: &mut dyn Dice,
        prize: Prize,
        p: &PartySummary,
        original_trade_goods: u32,
        free_portage: u32,
        choices: PrizeChoices,
    ) -> EncounterResult<PrizeVisit> {
        let mut v = PrizeVisit { prize, party: p.clone(), free_portage, report: PrizeReport::default(), wait: None };
        match prize {
            Prize::KingSolomonsMines => v.mines(dice)?,
            Prize::ElephantsGraveyard => {
                let (roll, sick) = toxic_water(dice, p.bearers + p.reliable_bearers)?;
                v.report.sick_porters = sick;
                v.report.steps.push(PrizeStep::ToxicWater { roll, sick });
                let most = tusks_that_fit(free_portage);
                if most > 0 {
                    v.wait = Some(PrizeWait::Tusks { most });
                }
            }
            Prize::LostCityOfTheAmazons => v.amazons(dice, choices)?,
            Prize::LastCigaretteInTheSofa => v.sofa(dice, original_trade_goods, choices)?,
        }
        v.resume(dice)?;
        Ok(v)
    }

    /// True once nothing more is awaited: [`PrizeVisit::report`] is complete.
    pub fn is_over(&self) -> bool {
        self.wait.is_none()
    }

    /// The fight with natives awaiting orders, if any.
    pub fn native_fight(&self) -> Option<&NativeCombat> {
        match &self.wait {
            Some(PrizeWait::MinesWarriors { fight, .. } | PrizeWait::Amazons { fight, .. }) => Some(fight),
            _ => None,
        }
    }

    /// The fight with natives awaiting orders, to order ([`NativeCombat::apply`]).
    pub fn native_fight_mut(&mut self) -> Option<&mut NativeCombat> {
        match &mut self.wait {
            Some(PrizeWait::MinesWarriors { fight, .. } | PrizeWait::Amazons { fight, .. }) => Some(fight),
            _ => None,
        }
    }

    /// The fight with beasts awaiting orders, if any.
    pub fn beast_fight(&self) -> Option<&AnimalFight> {
        match &self.wait {
            Some(PrizeWait::Guardian { fight, .. }) => Some(fight),
            _ => None,
        }
    }

    /// The fight with beasts awaiting orders, to order ([`AnimalFight::apply`]).
    pub fn beast_fight_mut(&mut self) -> Option<&mut AnimalFight> {
        match &mut self.wait {
            Some(PrizeWait::Guardian { fight, .. }) => Some(fight),
            _ => None,
        }
    }

    /// When the awaited fight is over, conclude it and go on with the prize's rules until the
    /// next order or escape attempt is awaited, or the visit is over. Does nothing while the
    /// fight still waits for an order.
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn resume(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        match self.wait.take() {
            Some(PrizeWait::MinesWarriors { fight, askari }) => match fight.outcome().cloned() {
                Some(outcome) => self.after_warriors(dice, &outcome, askari),
                None => {
                    self.wait = Some(PrizeWait::MinesWarriors { fight, askari });
                    Ok(())
                }
            },
            Some(PrizeWait::Amazons { fight, helped }) => match fight.outcome().cloned() {
                Some(outcome) => self.after_amazons(dice, &outcome, helped),
                None => {
                    self.wait = Some(PrizeWait::Amazons { fight, helped });
                    Ok(())
                }
            },
            Some(PrizeWait::Guardian { fight, guardian }) => match fight.ending().cloned() {
                Some(ending) => {
                    self.after_guardian(&ending, guardian);
                    Ok(())
                }
                None => {
                    self.wait = Some(PrizeWait::Guardian { fight, guardian });
                    Ok(())
                }
            },
            other => {
                self.wait = other;
                Ok(())
            }
        }
    }

    /// The most treasure (Portage Points) the party may carry on the awaited escape attempt
    /// (`None` when no escape attempt is awaited).
    pub fn escape_treasure(&self) -> Option<u32> {
        match self.wait {
            Some(PrizeWait::Escape { treasure, .. }) => Some(treasure),
            _ => None,
        }
    }

    /// The standing order for an escape attempt: all the treasure in reach, then 5 Portage
    /// Points per man after 3 failures, then none after 6.
    pub fn standing_escape(&self) -> Option<u32> {
        match self.wait {
            Some(PrizeWait::Escape { carriers, treasure, failed }) => Some(match failed {
                0..=2 => treasure,
                3..=5 => treasure.min(carriers * 5),
                _ => 0,
            }),
            _ => None,
        }
    }

    /// An escape attempt from the mines carrying `treasure` Portage Points (at most those in
    /// reach): the average per carrier plus a D20, 15 or less escapes with it (EX-QUEST-10,
    /// EX-QUEST-11). Each attempt is a turn; after [`MAX_TURNS_HELD`] failures the party is
    /// given up for lost.
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when no escape is awaited or `treasure` is more
    /// than in reach (the visit is then left as it was); a scripted dice source that ran dry.
    pub fn escape(&mut self, dice: &mut dyn Dice, treasure: u32) -> EncounterResult<()> {
        let Some(PrizeWait::Escape { carriers, treasure: in_reach, failed }) = self.wait else {
            return Err(illegal("an escape attempt", "no escape: the party is not trapped in the mines"));
        };
        if treasure > in_reach {
            return Err(illegal(
                alloc::format!("{treasure} portage points"),
                alloc::format!("0 to {in_reach} portage points of treasure"),
            ));
        }
        let (roll, total, escaped) = escape_attempt(dice, treasure, carriers.max(1))?;
        self.report.turns_spent += 1;
        self.report.steps.push(PrizeStep::Escape { roll, total, escaped, treasure });
        if escaped {
            self.report.treasure_pp = treasure;
            self.wait = None;
        } else if failed + 1 >= MAX_TURNS_HELD {
            let dead = &self.report.losses.explorers_dead;
            let lost: Vec<usize> = (0..self.party.explorers.len()).filter(|i| !dead.contains(i)).collect();
            self.report.losses.explorers_taken.extend(lost);
            self.wait = None;
        } else {
            self.wait = Some(PrizeWait::Escape { carriers, treasure: in_reach, failed: failed + 1 });
        }
        Ok(())
    }

    /// A turn of god-like captivity at the Amazons' temple (EX-QUEST-22): 1D6 + 1 per full turn
    /// already spent there; 6-7 escapes with the men, belongings and proof of the city; over 7
    /// escapes with 1D6 slaves as reliable bearers, and the party may grab up to 4D6 Portage
    /// Points of treasure (within `free_portage`, what it can carry now, plus a load per slave):
    /// [`PrizeVisit::grab_treasure`] is then awaited. Escapers are hunted until the divide.
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when the party is not held at the temple (the
    /// visit is then left as it was); a scripted dice source that ran dry.
    pub fn captivity(&mut self, dice: &mut dyn Dice, free_portage: u32) -> EncounterResult<()> {
        let Some(PrizeWait::Captivity { turns_held }) = self.wait else {
            return Err(illegal("a captivity roll", "no captivity: the party is not held at the temple"));
        };
        let (roll, result) = captivity_turn(dice, turns_held)?;
        let r = &mut self.report;
        r.turns_spent += 1;
        r.steps.push(PrizeStep::Captivity { roll, result });
        self.wait = match result {
            Captivity::Held => Some(PrizeWait::Captivity { turns_held: turns_held + 1 }),
            Captivity::EscapesWithProof => {
                r.lost_city_evidence = true;
                r.hunted = true;
                None
            }
            Captivity::EscapesWithRiches { slaves, treasure } => {
                r.extra_reliable_bearers = slaves;
                r.hunted = true;
                let most = treasure.min(free_portage.saturating_add(slaves.saturating_mul(LOAD)));
                (most > 0).then_some(PrizeWait::TempleTreasure { most })
            }
        };
        Ok(())
    }

    /// Grab `portage` Portage Points of treasure on the way out of the temple (0 to the most
    /// awaited, EX-QUEST-22).
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when no such escape is awaited or `portage` is
    /// more than the most (the visit is then left as it was).
    pub fn grab_treasure(&mut self, portage: u32) -> EncounterResult<()> {
        let Some(PrizeWait::TempleTreasure { most }) = self.wait else {
            return Err(illegal("treasure grabbed", "no escape from the temple with its slaves is awaited"));
        };
        if portage > most {
            return Err(illegal(
                alloc::format!("{portage} portage points"),
                alloc::format!("0 to {most} portage points of treasure"),
            ));
        }
        self.report.treasure_pp = portage;
        self.wait = None;
        Ok(())
    }

    /// The standing order on the way out of the temple: grab all the treasure allowed.
    pub fn standing_grab(&self) -> Option<u32> {
        match self.wait {
            Some(PrizeWait::TempleTreasure { most }) => Some(most),
            _ => None,
        }
    }

    /// with [`PrizeVisit::standing_escape`], each crossing of the lava bridge with
    /// [`PrizeVisit::standing_crossing`] and the harvest with [`PrizeVisit::standing_harvest`]
    /// (a bot).
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn play_out(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        while !self.is_over() {
            if let Some(f) = self.native_fight_mut() {
                f.play_out(dice)?;
            } else if let Some(f) = self.beast_fight_mut() {
                f.play_out(dice)?;
            } else if let Some(t) = self.standing_escape() {
                self.escape(dice, t)?;
                continue;
            } else if matches!(self.wait, Some(PrizeWait::Captivity { .. })) {
                self.captivity(dice, self.free_portage)?;
                continue;
            } else if let Some(t) = self.standing_grab() {
                self.grab_treasure(t)?;
                continue;
            } else if self.wait == Some(PrizeWait::WhiteRabbit) {
                // The standing order goes for the field.
                self.approach_rabbit(dice, true)?;
                continue;
            } else if let Some(charge) = self.standing_crossing() {
                self.cross_lava(dice, charge)?;
                continue;
            } else if let Some(portage) = self.standing_harvest() {
                self.collect_weed(portage)?;
                continue;
            } else if let Some(count) = self.standing_tusks() {
                self.take_tusks(count)?;
                continue;
            }
            self.resume(dice)?;
        }
        Ok(())
    }

    /// The most tusks the party may take at the graveyard (`None` when the visit does not wait
    /// for that choice).
    pub fn tusks_in_reach(&self) -> Option<u32> {
        match self.wait {
            Some(PrizeWait::Tusks { most }) => Some(most),
            _ => None,
        }
    }

    /// The standing order at the graveyard: as many tusks as the party can carry.
    pub fn standing_tusks(&self) -> Option<u32> {
        self.tusks_in_reach()
    }

    /// Take `count` elephant tusks at the graveyard (10 Portage Points each, EX-QUEST-14): at
    /// most what the party can still carry ([`PrizeVisit::tusks_in_reach`]).
    ///
    /// # Errors
    /// [`crate::EncounterError::IllegalChoice`] when the visit does not wait for the tusks or
    /// `count` is more than the party can carry (the visit is then left as it was).
    pub fn take_tusks(&mut self, count: u32) -> EncounterResult<()> {
        let Some(most) = self.tusks_in_reach() else {
            return Err(illegal("tusks", "no tusks: the party is not at the elephants' graveyard"));
        };
        if count > most {
            return Err(illegal(alloc::format!("{count} tusks"), alloc::format!("0 to {most} tusks")));
        }
        self.report.tusks = count;
        self.wait = None;
        Ok(())
    }

    fn mines(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        let p = &self.party;
        let r = &mut self.report;
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
        let fight = native_fight(dice, &party, 0, tribe)?;
        self.wait = Some(PrizeWait::MinesWarriors { fight: alloc::boxed::Box::new(fight), askari });
        Ok(())
    }

    fn after_warriors(&mut self, dice: &mut dyn Dice, outcome: &CombatOutcome, askari: u32) -> EncounterResult<()> {
        let r = &mut self.report;
        r.losses.add(&Losses::from_combat(outcome));
        r.steps.push(PrizeStep::Combat { outcome: outcome.clone() });
        if outcome.result != CombatResult::PartyWon {
            return Ok(());
        }
        // The witch doctor leads the party in the turn after the warriors are beaten.
        r.turns_spent += 1;
        let carriers = (self.party.explorers.len() as u32).saturating_sub(outcome.explorers_dead.len() as u32)
            + askari.saturating_sub(outcome.askari_dead + outcome.askari_fled);
        let treasure = carriers * LOAD;
        let (roll, trapped) = enter_mines(dice)?;
        r.steps.push(PrizeStep::Mines { roll, trapped });
        if trapped {
            self.wait = Some(PrizeWait::Escape { carriers, treasure, failed: 0 });
        } else {
            r.treasure_pp = treasure;
        }
        Ok(())
    }

    fn amazons(&mut self, dice: &mut dyn Dice, c: PrizeChoices) -> EncounterResult<()> {
        if c.help_villagers {
            let (allies, amazons) = help_the_villagers(dice)?;
            let fight = native_fight(dice, &self.party, allies, amazons)?;
            self.wait = Some(PrizeWait::Amazons { fight: alloc::boxed::Box::new(fight), helped: true });
            return Ok(());
        }
        let free = self.free_portage;
        let r = &mut self.report;
        let (roll, fate) = at_the_gate(dice)?;
        r.steps.push(PrizeStep::Gate { roll, fate });
        match fate {
            GateFate::Attacked => {
                let amazons = crate::natives::tribe_size(dice, NativeKind::Amazon)?;
                let fight = native_fight(dice, &self.party, 0, amazons)?;
                self.wait = Some(PrizeWait::Amazons { fight: alloc::boxed::Box::new(fight), helped: false });
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
            // Held at the temple: a captivity roll on each of the party's turns from the next
            // one on (docs/rulings.md "The Lost City's captivity").
            GateFate::GodLike => self.wait = Some(PrizeWait::Captivity { turns_held: 0 }),
        }
        Ok(())
    }

    fn after_amazons(&mut self, dice: &mut dyn Dice, outcome: &CombatOutcome, helped: bool) -> EncounterResult<()> {
        let r = &mut self.report;
        r.steps.push(PrizeStep::Combat { outcome: outcome.clone() });
        r.losses.add(&Losses::from_combat(outcome));
        if outcome.result != CombatResult::PartyWon {
            // A beaten party: every explorer still standing rolls on the Capture table.
            let gone: Vec<usize> = outcome
                .explorers_dead
                .iter()
                .chain(outcome.explorers_captured.iter().map(|(i, _)| i))
                .copied()
                .collect();
            for (i, e) in self.party.explorers.iter().enumerate().filter(|(i, _)| !gone.contains(i)) {
                if !capture_fate(dice, e.pugilist, crate::animals::shot::Weapon::Spear, 5)?.is_free() {
                    r.losses.explorers_taken.push(i);
                }
            }
        } else if helped {
            r.treasure_pp = victory_treasure(dice)?.min(self.free_portage);
        }
        Ok(())
    }
}

mod gates;
#[cfg(test)]
mod tests;

pub use gates::LavaCrossing;
