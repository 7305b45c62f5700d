//! The strange drums' Ritual of the Mad Hyena, once the 3D6 show at least one success
//! (Dangerous Terrain Table: Savannah, 3/8-9: "The group can immediately initiate the Ritual of
//! the Mad Hyena by rolling 3D6 (see African Kingdoms Rituals)").
//!
//! The exploring group stands for the witchdoctor's group (docs/rulings.md "The strange drums"):
//!
//! | step | prompt (the exploring player) | decision |
//! | --- | --- | --- |
//! | the group cast at: another group of either side in line of sight of the exploring group | `Choose` (`Group`) | `choose` |
//! | its move: one S stick (1 success), a normal move (2), a normal move or a Panic token (3+) | `MadHyena` | `move` of that group, `use_rule` |
//!
//! The move is the ritual's (Congo rulebook, "African Kingdoms Rituals", Ritual of the Mad
//! Hyena, CG-RITUAL-13 to CG-RITUAL-15): it is no action of the group moved, and a melee it
//! engages gains 1D8, 2D8 or 4D6 ([`crate::sorcery::play::HyenaMove::resolve`]). With no group in
//! sight, the successes do nothing.

use super::{Choice, TerrainEvent, TerrainTask};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::{Flow, Game};
use crate::pending::Ask;
use crate::profile::Ritual;
use crate::sorcery::play::{HyenaMove, effect_rule, in_sight};
use crate::sorcery::{HyenaMove as Movement, RitualEffect};
use crate::state::{GroupId, Player};
use crate::tasks::Task;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// The Mad Hyena the drums cast (CG-DT-SAVANNAH-06).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDrums"))]
pub struct Drums {
    /// The exploring group (the ritual's caster).
    pub group: GroupId,
    /// Its owner, who decides.
    pub player: Player,
    /// The ritual's successes (1, 2, 3+).
    pub successes: u8,
    /// The groups it may be cast at.
    pub options: Vec<Choice>,
    /// The group chosen, once chosen.
    pub answer: Option<Choice>,
    /// The move the successes give (its `group` is the exploring group until the target is
    /// chosen, then the target).
    pub hyena: HyenaMove,
    /// The target is chosen: the move is asked.
    pub chosen: bool,
}

/// The task for the ritual's `effect` with `successes`, or `None` (and an event) when no group
/// is in sight of the exploring group.
pub(crate) fn start(
    g: &Game,
    group: GroupId,
    successes: u8,
    effect: &RitualEffect,
    ev: &mut Vec<Event>,
) -> Result<Option<Task>, RuleError> {
    let RitualEffect::MadHyena { movement, panic_instead, melee_bonus } = effect else { return Ok(None) };
    let player = g.group(group)?.owner;
    let options: Vec<Choice> = g
        .groups_in_play()
        .filter(|id| *id != group && in_sight(g, group, *id))
        .map(|group| Choice::Group { group })
        .collect();
    if options.is_empty() {
        ev.push(super::effects::narrate(
            effect_rule(Ritual::MadHyena, successes),
            group,
            "the Mad Hyena finds no group in sight",
        ));
        return Ok(None);
    }
    let hyena = HyenaMove {
        group,
        one_stick: matches!(movement, Movement::Stick(_)),
        panic: *panic_instead,
        bonus: alloc::vec![melee_bonus.die; usize::from(melee_bonus.count)],
        answer: None,
    };
    Ok(Some(Task::Terrain(TerrainTask::Drums(Drums {
        group,
        player,
        successes,
        options,
        answer: None,
        hyena,
        chosen: false,
    }))))
}

impl Drums {
    fn rule(&self) -> &'static str {
        effect_rule(Ritual::MadHyena, self.successes)
    }

    pub(crate) fn prompt(&self) -> Option<(Player, Ask)> {
        if !self.chosen {
            return self.answer.is_none().then(|| {
                (
                    self.player,
                    Ask::Choose { group: Some(self.group), rule: self.rule().into(), options: self.options.clone() },
                )
            });
        }
        let h = &self.hyena;
        h.answer
            .is_none()
            .then_some((self.player, Ask::MadHyena { group: h.group, one_stick: h.one_stick, panic: h.panic }))
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if self.chosen {
            return self.hyena.answer(g, self.player, d);
        }
        super::choice::answer(&Some((self.player, self.options.clone())), &mut self.answer, d)
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if !self.chosen {
            let Some(choice @ Choice::Group { group }) = self.answer else {
                return Ok(Flow::Wait(Task::Terrain(TerrainTask::Drums(self))));
            };
            ev.push(Event::new(
                self.rule(),
                What::Terrain { event: TerrainEvent::Chose { player: self.player, choice } },
            ));
            self.hyena.group = group;
            self.chosen = true;
            if !g.group(group)?.in_play() {
                return Ok(Flow::Done);
            }
            return Ok(Flow::Wait(Task::Terrain(TerrainTask::Drums(self))));
        }
        let Some(d) = self.hyena.answer.clone() else {
            return Ok(Flow::Wait(Task::Terrain(TerrainTask::Drums(self))));
        };
        self.hyena.resolve(g, self.player, d, self.rule(), None, ev)
    }
}
