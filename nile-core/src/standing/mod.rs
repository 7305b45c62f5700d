//! Standing orders: whole encounters resolved from a summary of the party, with the player's
//! choices given up front (posture, gifts, the hunter's action, what to do at a prize) and the
//! tactical fights played with each fight's `suggested_order` (fire at the nearest target in
//! range, aimed when allowed). The chapters' own types ([`crate::natives`], [`crate::combat`],
//! [`crate::hunting`], [`crate::animals`], [`crate::quest`]) and [`prize::PrizeVisit`] keep every
//! choice open for callers who decide each one, as the [`crate::Game`] does through
//! [`crate::race`].
//!
//! Every function here reports what happened in a plain summary (men lost by role, goods
//! gained) for the caller to apply to its own party model.

pub mod hunt;
pub mod meeting;
pub mod prize;

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::combat::capture::CaptureFate;
use crate::combat::{CombatOutcome, CombatSetup, ExplorerInCombat, StandIns};
use crate::natives::{HostileOpening, PostureTemper};

/// What the encounter rules need to know about a party.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePartySummary"))]
pub struct PartySummary {
    /// The Europeans (explorer first, then supercargoes), with their arms.
    pub explorers: Vec<ExplorerInCombat>,
    /// Askari.
    pub askari: u32,
    /// Musket rounds the askari carry between them.
    pub askari_ammo: u32,
    /// Ordinary bearers.
    pub bearers: u32,
    /// Reliable bearers.
    pub reliable_bearers: u32,
    /// Trade goods carried.
    pub trade_goods: u32,
    /// The explorer's skill flags that the encounter rules read.
    pub skills: SkillFlags,
    /// The Activity Level's posture modifier.
    pub temper: PostureTemper,
}

impl PartySummary {
    /// Armed men (RULINGS.md): explorers, askari, and reliable bearers when no askari are
    /// present.
    pub fn armed_men(&self) -> u32 {
        let reliable = if self.askari == 0 { self.reliable_bearers } else { 0 };
        self.explorers.len() as u32 + self.askari + reliable
    }
    /// What the party brings to the Native Attitude table: its armed men, the explorer's
    /// Commanding Presence and Diplomat skills, and its Activity Level's temper.
    pub fn standing(&self) -> crate::natives::PartyStanding {
        crate::natives::PartyStanding {
            armed_men: self.armed_men(),
            commanding_presence: self.skills.commanding_presence,
            diplomat: self.skills.diplomat,
            temper: self.temper,
        }
    }

    /// Every man.
    pub fn men(&self) -> u32 {
        self.explorers.len() as u32 + self.askari + self.bearers + self.reliable_bearers
    }
    /// The expedition's side of a fight with natives: the whole party, with the opening its
    /// posture gave it (`rough`: men move 2D6" instead of 3D6"); the source's stand-in numbers.
    pub fn combat_setup(&self, rough: bool, opening: HostileOpening) -> CombatSetup {
        CombatSetup {
            explorers: self.explorers.clone(),
            askari: self.askari,
            askari_ammo: self.askari_ammo,
            bearers: self.bearers,
            reliable_bearers: self.reliable_bearers,
            rough,
            opening,
            stand_ins: StandIns::default(),
        }
    }
}

/// The skills the encounter rules read (the explorer's one skill, EX-SKILL-01).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSkillFlags"))]
pub struct SkillFlags {
    /// Commanding Presence.
    pub commanding_presence: bool,
    /// Diplomat.
    pub diplomat: bool,
    /// Africa Knowledge.
    pub africa_knowledge: bool,
    /// Hunter.
    pub hunter: bool,
}

/// Explorers proclaimed white gods (capture fate 4) roll 1D6 each turn and escape with rifle
/// and ammo on a 1 (EX-CAPTURE-05). The party waits for them: this rolls turn by turn, up to
/// `max_turns`, and returns how many turns passed; an explorer who escapes is no longer taken.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn held_as_white_gods(
    dice: &mut dyn crate::luck::Dice,
    outcome: &CombatOutcome,
    losses: &mut Losses,
    max_turns: u32,
) -> crate::EncounterResult<u32> {
    let mut held: Vec<usize> = outcome
        .explorers_captured
        .iter()
        .filter(|(_, f)| *f == crate::combat::capture::CaptureFate::WhiteGod)
        .map(|(i, _)| *i)
        .collect();
    let mut turns = 0;
    while !held.is_empty() && turns < max_turns {
        turns += 1;
        let mut still = Vec::new();
        for i in held {
            if crate::combat::capture::white_god_escapes(dice)? {
                losses.explorers_taken.retain(|&t| t != i);
            } else {
                still.push(i);
            }
        }
        held = still;
    }
    Ok(turns)
}

/// Rations an explorer escapes with (capture fates 5 and 6).
pub const ESCAPE_RATIONS: u32 = 5;

/// Men lost in an encounter, by role (and what the captives who came back brought or lost).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileLosses"))]
pub struct Losses {
    /// Europeans (indexes into [`PartySummary::explorers`]) killed.
    pub explorers_dead: Vec<usize>,
    /// Europeans lost to capture for good (the pot, a lost lion pit or spear practice, kept as a
    /// white god, taken by Kong).
    pub explorers_taken: Vec<usize>,
    /// Askari killed.
    pub askari_dead: u32,
    /// Askari who ran away.
    pub askari_fled: u32,
    /// Ordinary bearers killed.
    pub bearers_dead: u32,
    /// Ordinary bearers who ran away with their loads.
    pub bearers_fled: u32,
    /// Reliable bearers killed.
    pub reliable_bearers_dead: u32,
    /// Musket rounds the askari used.
    pub askari_ammo_used: u32,
    /// Rounds each European used (by index).
    pub explorer_ammo_used: Vec<u32>,
    /// Europeans (indexes) freed from the lion pit "with only the knife he fought with"
    /// (EX-CAPTURE-03): the explorer's rifle, side arm and rounds are lost.
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub explorers_disarmed: Vec<usize>,
    /// Rations brought back by escapers, 5 each (EX-CAPTURE-06, EX-CAPTURE-07).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub rations_brought: u32,
}

impl Losses {
    /// The losses of a fight with natives; captured explorers whose fate does not free them
    /// are taken (a white god is taken here; [`held_as_white_gods`] rolls his escapes).
    pub fn from_combat(o: &CombatOutcome) -> Losses {
        Losses {
            explorers_dead: o.explorers_dead.clone(),
            explorers_taken: o.explorers_captured.iter().filter(|(_, f)| !f.is_free()).map(|(i, _)| *i).collect(),
            askari_dead: o.askari_dead,
            askari_fled: o.askari_fled,
            bearers_dead: o.bearers_dead,
            bearers_fled: o.bearers_fled,
            reliable_bearers_dead: o.reliable_bearers_dead,
            askari_ammo_used: o.askari_ammo_used,
            explorer_ammo_used: o.explorer_ammo_used.clone(),
            explorers_disarmed: o
                .explorers_captured
                .iter()
                .filter(|(_, f)| *f == CaptureFate::LionPit { survived: true })
                .map(|(i, _)| *i)
                .collect(),
            rations_brought: o
                .explorers_captured
                .iter()
                .filter(|(_, f)| matches!(f, CaptureFate::Escapes | CaptureFate::EscapesWithBearers))
                .count() as u32
                * ESCAPE_RATIONS,
        }
    }

    /// Add another encounter's losses.
    pub fn add(&mut self, o: &Losses) {
        self.explorers_dead.extend_from_slice(&o.explorers_dead);
        self.explorers_taken.extend_from_slice(&o.explorers_taken);
        self.askari_dead += o.askari_dead;
        self.askari_fled += o.askari_fled;
        self.bearers_dead += o.bearers_dead;
        self.bearers_fled += o.bearers_fled;
        self.reliable_bearers_dead += o.reliable_bearers_dead;
        self.askari_ammo_used += o.askari_ammo_used;
        self.explorers_disarmed.extend_from_slice(&o.explorers_disarmed);
        self.rations_brought += o.rations_brought;
        for (i, u) in o.explorer_ammo_used.iter().enumerate() {
            match self.explorer_ammo_used.get_mut(i) {
                Some(x) => *x += u,
                None => self.explorer_ammo_used.push(*u),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::CombatResult;
    use crate::combat::capture::CaptureFate;
    use tabletop::DiceSource;

    // rule: EX-CAPTURE-05
    #[test]
    fn a_white_god_escapes_on_a_one_while_the_party_waits() {
        let mut outcome = CombatOutcome::new(CombatResult::PartyLost, 3);
        outcome.explorers_captured = alloc::vec![(0, CaptureFate::WhiteGod), (1, CaptureFate::CookingPot)];
        let mut losses = Losses::from_combat(&outcome);
        assert_eq!(losses.explorers_taken, [0, 1]);
        let mut d = DiceSource::scripted([4, 6, 1]);
        assert_eq!(held_as_white_gods(&mut d, &outcome, &mut losses, 30).unwrap(), 3);
        assert_eq!(losses.explorers_taken, [1], "the pot is final; the white god came back");
        let mut losses = Losses::from_combat(&outcome);
        let mut d = DiceSource::scripted([4, 6]);
        assert_eq!(held_as_white_gods(&mut d, &outcome, &mut losses, 2).unwrap(), 2);
        assert_eq!(losses.explorers_taken, [0, 1]);
    }
}
