//! Explorers' skills (expedition game, "The Explorer(s)": "Each explorer will have a skill that
//! may help him in his journey. An explorer's skill is randomly determined.").
//!
//! Rolled on 1D10 in the printed order (RULINGS.md, EX-SKILL-01). Where each skill acts:
//! Nose For Direction in [`crate::lost`], Packmaster in [`crate::party::Team::capacity`],
//! Botanist in [`crate::events`], Lucky Bastard in [`crate::health`]; Crack Shot, Commanding
//! Presence, Diplomat, Hunter, Africa Knowledge and Pugilist act in the natives, combat and
//! hunting rules, which read [`crate::party::Team::skill`].

use core::fmt;
use serde::{Deserialize, Serialize};

/// The ten explorer skills, in printed order (1D10: 1 = Crack Shot ... 10 = Botanist).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileSkill"))]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// Adjust a snap shot's die by 1, an aimed shot's by 2 (EX-SKILL-02).
    CrackShot,
    /// Counts as 5 armed men with a Forceful posture (EX-SKILL-03).
    CommandingPresence,
    /// 1D4 extra gifts with a Friendly posture (EX-SKILL-04).
    Diplomat,
    /// +1 to hunting food rolls (EX-SKILL-05).
    Hunter,
    /// -2 on the Lost Template roll; below 1 = not actually lost (EX-SKILL-06).
    NoseForDirection,
    /// Cheats death on 1D6 + earlier such rolls < 6 (EX-SKILL-07).
    LuckyBastard,
    /// Learns the natives' attitude total before choosing a posture (EX-SKILL-08).
    AfricaKnowledge,
    /// Every load carrier carries 20% more (EX-SKILL-09).
    Packmaster,
    /// +1 in melee (EX-SKILL-10).
    Pugilist,
    /// Ignores events involving plants, fruits or berries (EX-SKILL-11).
    Botanist,
}

impl Skill {
    /// The skill for a D10 face (1-10), in printed order.
    pub const fn from_d10(face: u8) -> Skill {
        match face {
            1 => Skill::CrackShot,
            2 => Skill::CommandingPresence,
            3 => Skill::Diplomat,
            4 => Skill::Hunter,
            5 => Skill::NoseForDirection,
            6 => Skill::LuckyBastard,
            7 => Skill::AfricaKnowledge,
            8 => Skill::Packmaster,
            9 => Skill::Pugilist,
            _ => Skill::Botanist,
        }
    }

    /// Packmaster: a capacity raised by 20 percent (rounded down); others unchanged.
    pub const fn carrying(self, capacity: u32) -> u32 {
        match self {
            Skill::Packmaster => capacity * 12 / 10,
            _ => capacity,
        }
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Skill::CrackShot => "Crack Shot",
            Skill::CommandingPresence => "Commanding Presence",
            Skill::Diplomat => "Diplomat",
            Skill::Hunter => "Hunter",
            Skill::NoseForDirection => "Nose For Direction",
            Skill::LuckyBastard => "Lucky Bastard",
            Skill::AfricaKnowledge => "Africa Knowledge",
            Skill::Packmaster => "Packmaster",
            Skill::Pugilist => "Pugilist",
            Skill::Botanist => "Botanist",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: EX-SKILL-01
    #[test]
    fn skills_by_d10_in_printed_order() {
        assert_eq!(Skill::from_d10(1), Skill::CrackShot);
        assert_eq!(Skill::from_d10(5), Skill::NoseForDirection);
        assert_eq!(Skill::from_d10(10), Skill::Botanist);
    }

    // rule: EX-SKILL-09
    #[test]
    fn packmaster_carries_a_fifth_more() {
        assert_eq!(Skill::Packmaster.carrying(10), 12);
        assert_eq!(Skill::Packmaster.carrying(300), 360);
        assert_eq!(Skill::Hunter.carrying(40), 40);
    }
}
