//! The Journalist's posture roll and stories (expedition game, "Journalist";
//! EX-CARGO-39 to EX-CARGO-44). Called by the natives rules.

use crate::luck::Roller;
use serde::{Deserialize, Serialize};
use tabletop::{DiceError, Die};

/// A posture toward natives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileJournalistPosture"))]
#[serde(rename_all = "snake_case")]
pub enum Posture {
    /// Guarded.
    Defensive,
    /// Open; trade goods may be offered.
    Friendly,
    /// Bold and intimidating.
    Forceful,
}

/// The Journalist decides the party's posture: 1D6 1-2 Defensive, 3-4 Friendly, 5-6 Forceful
/// (EX-CARGO-39).
pub fn posture_from_d6(d6: u8) -> Posture {
    match d6 {
        1..=2 => Posture::Defensive,
        3..=4 => Posture::Friendly,
        _ => Posture::Forceful,
    }
}

/// Roll the Journalist's posture.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn roll_posture(r: &mut Roller<'_>) -> Result<Posture, DiceError> {
    Ok(posture_from_d6(r.roll(Die::D6)?))
}

/// How a native encounter ended, for the story.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStoryCase"))]
#[serde(rename_all = "snake_case")]
pub enum StoryCase {
    /// The natives were friendly.
    Friendly,
    /// Hostile natives, and the party won the fight.
    HostileWon,
    /// Hostile natives, and the party lost the fight.
    HostileLost,
    /// Inhospitable natives: no story (RULINGS.md).
    Inhospitable,
}

/// The story's victory points for a D6 (EX-CARGO-40 to EX-CARGO-44): friendly 1-3 +2, 4-6 -2;
/// hostile and won 1-3 +3, 4-6 -3; hostile and lost +5 (no roll needed); inhospitable: none.
pub fn story_vp(case: StoryCase, d6: u8) -> Option<i8> {
    match case {
        StoryCase::Friendly => Some(if d6 <= 3 { 2 } else { -2 }),
        StoryCase::HostileWon => Some(if d6 <= 3 { 3 } else { -3 }),
        StoryCase::HostileLost => Some(5),
        StoryCase::Inhospitable => None,
    }
}

/// Write the story of one native encounter; rolls the D6 only when the table needs it.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn write_story(case: StoryCase, r: &mut Roller<'_>) -> Result<Option<i8>, DiceError> {
    match case {
        StoryCase::Friendly | StoryCase::HostileWon => Ok(story_vp(case, r.roll(Die::D6)?)),
        _ => Ok(story_vp(case, 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::DiceSource;

    // rule: EX-CARGO-39
    #[test]
    fn journalist_posture() {
        let got: alloc::vec::Vec<Posture> = (1..=6).map(posture_from_d6).collect();
        use Posture::*;
        assert_eq!(got, [Defensive, Defensive, Friendly, Friendly, Forceful, Forceful]);
        let mut d = DiceSource::scripted([5]);
        assert_eq!(roll_posture(&mut Roller::new(&mut d)).unwrap(), Forceful);
    }

    // rule: EX-CARGO-40
    // rule: EX-CARGO-41
    // rule: EX-CARGO-42
    // rule: EX-CARGO-43
    // rule: EX-CARGO-44
    #[test]
    fn journalist_stories() {
        let mut d = DiceSource::scripted([3, 4, 1, 6]);
        let mut r = Roller::new(&mut d);
        assert_eq!(write_story(StoryCase::Friendly, &mut r).unwrap(), Some(2));
        assert_eq!(write_story(StoryCase::Friendly, &mut r).unwrap(), Some(-2));
        assert_eq!(write_story(StoryCase::HostileWon, &mut r).unwrap(), Some(3));
        assert_eq!(write_story(StoryCase::HostileWon, &mut r).unwrap(), Some(-3));
        assert_eq!(write_story(StoryCase::HostileLost, &mut r).unwrap(), Some(5));
        assert_eq!(write_story(StoryCase::Inhospitable, &mut r).unwrap(), None);
        assert!(r.recorded().len() == 4, "no die for the last two");
    }
}
