//! The tactical fight with dangerous game: card-driven activation (red: one man of the hunting
//! party, black: one animal), movement, charging / moving away / running away, aimed and snap
//! shots, reaction to being shot, knock-down, accumulated damage and the Survival Table, melee,
//! until the animals are killed or 24" apart.
//!
//! Source: expedition game, "Combat with Animals" to "Effects Of A Lost Round Of Melee".
//! Geometry (docs/rulings.md "The animal fight is played on a line"): the source gives only
//! distances, so the fight is played on one line through the hunting party and the animals,
//! in whole inches; the party starts at 0 and the animals at their distances.
//!
//! The fight is a resumable state machine: [`AnimalFight::begin`] rolls the opening and draws
//! cards until a red card asks the player for a [`HuntOrder`] ([`AnimalFight::pending`]);
//! the deck is drawn through and reshuffled only when it runs out (docs/rulings.md);
//! [`AnimalFight::apply`] resolves it and draws on. A refused order leaves the fight untouched.

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::creature::{Creature, Reaction};
use super::shot::{Shooter, ShotKind};
use crate::deck::Deck;
use crate::encounter_error::{EncounterError, EncounterResult, illegal};
use crate::hunting::encounters::{FirstShot, Opening, Stance};

mod events;
pub use events::{AnimalEvent, FightEnding};

/// The longest fight: after this many turns the animals wander off (docs/rulings.md).
pub const MAX_TURNS: u32 = 40;
/// Animals this far (inches) from every man are gone.
pub const SEPARATION: i32 = 24;
/// The most men, and the most animals, a fight accepts.
pub const MAX_FIGURES: usize = 1000;
/// Starting distances are capped at this many inches (the tables give at most 24").
pub const MAX_DISTANCE: u32 = 1000;
/// A charging animal this close (inches) allows only snap shots.
pub const SNAP_RANGE: i32 = 5;

/// A member of the hunting party.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePartyRole"))]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum PartyRole {
    /// A hunter with a gun (or spear/bow).
    Hunter {
        /// His shooting.
        shooter: Shooter,
        /// Pugilist: +1 in melee.
        pugilist: bool,
        /// Rounds of ammunition carried.
        ammo: u32,
        /// Of `ammo`, the rounds of his side arm, fired once his own weapon is dry
        /// (EX-OUTFIT-20, [`Shooter::in_hand`]).
        #[serde(default, skip_serializing_if = "crate::is_default")]
        side_arm: u32,
    },
    /// A porter.
    Porter,
    /// A gun bearer.
    GunBearer,
}

impl PartyRole {
    /// A man of the party who has none of the modifiers, with `ammo` rounds for `weapon`.
    pub const fn armed(to_hit: u8, weapon: crate::animals::shot::Weapon, ammo: u32) -> PartyRole {
        PartyRole::Hunter { shooter: Shooter::plain(to_hit, weapon), pugilist: false, ammo, side_arm: 0 }
    }

    /// The hunter's shooting now: the gun in his hand (his side arm once his own weapon is dry);
    /// `None` for a porter, a gun bearer or a hunter without a round.
    pub const fn gun(&self) -> Option<Shooter> {
        match *self {
            PartyRole::Hunter { shooter, ammo, side_arm, .. } => shooter.in_hand(ammo, side_arm),
            _ => None,
        }
    }
}

/// A man in the fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMember"))]
pub struct Member {
    /// Who he is.
    pub role: PartyRole,
    /// Position on the line, inches.
    pub position: i32,
    /// Accumulated damage.
    pub damage: u32,
    /// The turn in which he was knocked down: at his next activation he loses 4 movement dice,
    /// so a man (3 dice) can only stand up (hold).
    pub knocked_down_in: Option<u32>,
    /// Still alive.
    pub alive: bool,
    /// Has acted this turn.
    pub activated: bool,
    /// Took damage this turn (Survival roll at its end).
    pub hurt_this_turn: bool,
}

/// An animal in the fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileBeast"))]
pub struct Beast {
    /// What it is.
    pub creature: Creature,
    /// Position on the line, inches.
    pub position: i32,
    /// What it is doing.
    pub stance: Stance,
    /// Accumulated damage.
    pub damage: u32,
    /// The turn in which it was knocked down: it loses 4 movement dice at its next activation
    /// (docs/rulings.md); with 4 dice or fewer it only stands up.
    pub knocked_down_in: Option<u32>,
    /// Still alive.
    pub alive: bool,
    /// Gone: 24" or more from every man.
    pub gone: bool,
    /// Has acted this turn.
    pub activated: bool,
    /// Took damage this turn.
    pub hurt_this_turn: bool,
}

impl Beast {
    fn in_play(&self) -> bool {
        self.alive && !self.gone
    }
}

/// What the player orders the man a red card activates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntOrder"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a hunt order: an object whose `type` is `shoot`, `fight`, `move` or `hold`")]
pub enum HuntOrder {
    /// A hunter shoots at an animal within his weapon's range.
    Shoot {
        /// The member (index).
        member: usize,
        /// The animal (index).
        beast: usize,
        /// Aimed or snap.
        kind: ShotKind,
    },
    /// Fight an animal in contact (same spot): one round of melee.
    Fight {
        /// The member.
        member: usize,
        /// The animal.
        beast: usize,
    },
    /// Move his full movement toward the nearest animal (stopping at it) or away from it.
    Move {
        /// The member.
        member: usize,
        /// True: away; false: toward.
        away: bool,
    },
    /// Do nothing this turn.
    Hold {
        /// The member.
        member: usize,
    },
}

impl HuntOrder {
    fn member(&self) -> usize {
        match *self {
            HuntOrder::Shoot { member, .. }
            | HuntOrder::Fight { member, .. }
            | HuntOrder::Move { member, .. }
            | HuntOrder::Hold { member } => member,
        }
    }
}

/// A fight with animals in progress (or over).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileAnimalFight"))]
pub struct AnimalFight {
    members: Vec<Member>,
    beasts: Vec<Beast>,
    deck: Deck,
    rough: bool,
    turn: u32,
    first_shot: FirstShot,
    any_beast_acted: bool,
    hunter_has_shot: bool,
    /// The man engaged by an animal: encounter 11's porter, or the victim of the journey's
    /// leopard or lion ([`Opening::victim`]).
    engaged_porter: Option<usize>,
    awaiting: bool,
    ending: Option<FightEnding>,
    log: Vec<AnimalEvent>,
    /// The party is in its canoes ([`Opening::afloat`]).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    afloat: bool,
    /// Canoes upset so far ([`FightEnding::canoes_upset`]).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    canoes_upset: u32,
}

impl AnimalFight {
    /// Start a fight from an [`Opening`]: place the party (moved back by its retreat) and the
    /// animals, fire the opening shot if the hunter chose to shoot (the first hunter, at the
    /// nearest animal, or at the porter when the noise was a porter), shuffle the deck and draw
    /// until the player has an order to give or the fight is over. A stampede or a porter
    /// without a shot ends at once. `rough`: men move 2D6 instead of 3D6.
    ///
    /// # Errors
    /// [`EncounterError::InvalidInput`] without a hunter or with more than one engaged porter
    /// missing; a scripted dice source that ran dry.
    pub fn begin(
        dice: &mut dyn Dice,
        opening: &Opening,
        party: &[PartyRole],
        rough: bool,
    ) -> EncounterResult<AnimalFight> {
        AnimalFight::begin_with_deck(dice, opening, party, rough, None)
    }

    /// As [`AnimalFight::begin`], with a given deck instead of a freshly shuffled one (tests
    /// stack it with [`Deck::stacked`]).
    ///
    /// # Errors
    /// As [`AnimalFight::begin`].
    pub fn begin_with_deck(
        dice: &mut dyn Dice,
        opening: &Opening,
        party: &[PartyRole],
        rough: bool,
        deck: Option<Deck>,
    ) -> EncounterResult<AnimalFight> {
        if opening.victim.is_none() && !party.iter().any(|r| matches!(r, PartyRole::Hunter { .. })) {
            return Err(EncounterError::InvalidInput("a hunting party needs a hunter".into()));
        }
        if let Some(v) = opening.victim.filter(|&v| v >= party.len() || opening.beasts.is_empty()) {
            return Err(EncounterError::InvalidInput(alloc::format!(
                "the victim is member {v} of {} and needs an animal",
                party.len()
            )));
        }
        if party.len() > MAX_FIGURES || opening.beasts.len() > MAX_FIGURES {
            return Err(EncounterError::InvalidInput(alloc::format!(
                "at most {MAX_FIGURES} men and {MAX_FIGURES} animals in a fight"
            )));
        }
        let start = -i32::try_from(opening.party_moved.min(MAX_DISTANCE)).unwrap_or(0);
        let mut members: Vec<Member> = party
            .iter()
            .map(|&role| Member {
                role,
                position: start,
                damage: 0,
                knocked_down_in: None,
                alive: true,
                activated: false,
                hurt_this_turn: false,
            })
            .collect();
        let beasts: Vec<Beast> = opening
            .beasts
            .iter()
            .map(|b| Beast {
                creature: b.creature,
                position: i32::try_from(b.distance.min(MAX_DISTANCE)).unwrap_or(0),
                stance: b.stance,
                damage: 0,
                knocked_down_in: None,
                alive: true,
                gone: false,
                activated: false,
                hurt_this_turn: false,
            })
            .collect();
        let mut engaged_porter = None;
        if let (Some(v), Some(b)) = (opening.victim, beasts.first()) {
            members[v].position = b.position;
        }
        if opening.porter_engaged {
            let i = members.iter().position(|m| m.role == PartyRole::Porter).ok_or_else(|| {
                EncounterError::InvalidInput("encounter 11 needs a porter in the hunting party".into())
            })?;
            if let Some(b) = beasts.first() {
                members[i].position = b.position;
            }
            engaged_porter = Some(i);
        }
        let mut fight = AnimalFight {
            members,
            beasts,
            deck: Deck::default(),
            rough,
            turn: 1,
            first_shot: opening.first_shot,
            any_beast_acted: false,
            hunter_has_shot: false,
            engaged_porter,
            awaiting: false,
            ending: None,
            log: Vec::new(),
            afloat: opening.afloat,
            canoes_upset: 0,
        };
        if let Some(kind) = opening.opening_shot {
            fight.opening_shot(dice, kind, opening.just_a_porter)?;
        }
        if let Some(v) = opening.victim {
            fight.on_the_victim(dice, v, &opening.snap_shots)?;
        }
        fight.deck = match deck {
            Some(d) => d,
            None => Deck::shuffled(dice)?,
        };
        fight.check_over();
        crate::deck::run_cards(&mut fight, dice)?;
        Ok(fight)
    }

    /// The men.
    pub fn members(&self) -> &[Member] {
        &self.members
    }
    /// The animals.
    pub fn beasts(&self) -> &[Beast] {
        &self.beasts
    }
    /// The turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// Everything that happened, in order.
    pub fn log(&self) -> &[AnimalEvent] {
        &self.log
    }
    /// How the fight ended, once it has.
    pub fn ending(&self) -> Option<&FightEnding> {
        self.ending.as_ref()
    }

    /// Check a fight read from a saved state: at most [`MAX_FIGURES`] men and animals, the man
    /// engaged by an animal is one of the men, nobody stands further than [`MAX_DISTANCE`]
    /// inches a turn from the start (the line's positions stay far from overflow). `Err` says
    /// what is wrong (`crate::check` wraps it in a typed error).
    ///
    /// # Errors
    /// The first inconsistency found.
    pub fn check(&self) -> Result<(), alloc::string::String> {
        if self.members.len() > MAX_FIGURES || self.beasts.len() > MAX_FIGURES {
            return Err(alloc::format!("at most {MAX_FIGURES} men and {MAX_FIGURES} animals in a fight"));
        }
        if let Some(p) = self.engaged_porter.filter(|&p| p >= self.members.len()) {
            return Err(alloc::format!("member {p} is engaged by an animal, the fight has {}", self.members.len()));
        }
        let reach = i64::from(MAX_DISTANCE) * i64::from(MAX_TURNS + 2);
        let far = |p: i32| i64::from(p).abs() > reach;
        if self.members.iter().map(|m| m.position).chain(self.beasts.iter().map(|b| b.position)).any(far) {
            return Err(alloc::format!("a man or animal stands more than {reach}\" down the line"));
        }
        if self.turn == 0 || self.turn > MAX_TURNS + 1 {
            return Err(alloc::format!("turn {} is not one of the turns 1 to {}", self.turn, MAX_TURNS + 1));
        }
        Ok(())
    }

    /// The members a red card may activate now (empty when no order is awaited).
    pub fn pending(&self) -> Vec<usize> {
        if !self.awaiting || self.ending.is_some() {
            return Vec::new();
        }
        (0..self.members.len()).filter(|&i| self.can_act(i)).collect()
    }

    fn can_act(&self, i: usize) -> bool {
        self.members.get(i).is_some_and(|m| m.alive && !m.activated)
    }

    /// Every legal order now (for bots and tests): Hold and both moves for every ready man;
    /// shots for hunters with ammunition at animals within range, with every allowed kind;
    /// fights with animals in contact.
    pub fn legal_orders(&self) -> Vec<HuntOrder> {
        let mut candidates = Vec::new();
        for member in self.pending() {
            candidates.push(HuntOrder::Hold { member });
            candidates.push(HuntOrder::Move { member, away: true });
            candidates.push(HuntOrder::Move { member, away: false });
            for beast in 0..self.beasts.len() {
                for kind in [ShotKind::Aimed, ShotKind::Snap] {
                    candidates.push(HuntOrder::Shoot { member, beast, kind });
                }
                candidates.push(HuntOrder::Fight { member, beast });
            }
        }
        candidates.retain(|o| self.validate(o).is_ok());
        candidates
    }

    /// A sensible order for a bot: a hunter shoots (aimed when he may) at an animal that is
    /// charging, attacking the porter or in contact, or fights one in contact; when no animal
    /// threatens, everyone moves away (the fight ends at 24"); a knocked-down man stands up.
    pub fn suggested_order(&self) -> Option<HuntOrder> {
        let legal = self.legal_orders();
        let threat = |b: usize| {
            self.beasts.get(b).is_some_and(|x| {
                matches!(x.stance, Stance::React(Reaction::Charge) | Stance::AttackingPorter)
                    || self.members.iter().any(|m| m.alive && m.position == x.position)
            })
        };
        let pick = |pred: &dyn Fn(&HuntOrder) -> bool| legal.iter().copied().find(|o| pred(o));
        pick(&|o| matches!(o, HuntOrder::Shoot { kind: ShotKind::Aimed, beast, .. } if threat(*beast)))
            .or_else(|| pick(&|o| matches!(o, HuntOrder::Shoot { beast, .. } if threat(*beast))))
            .or_else(|| pick(&|o| matches!(o, HuntOrder::Fight { .. })))
            .or_else(|| pick(&|o| matches!(o, HuntOrder::Move { away: true, .. })))
            .or_else(|| pick(&|o| matches!(o, HuntOrder::Hold { .. })))
    }

    /// Check an order without applying it.
    ///
    /// # Errors
    /// [`EncounterError::Over`], [`EncounterError::UnknownIndex`] or
    /// [`EncounterError::IllegalChoice`] saying what is wrong.
    pub fn validate(&self, order: &HuntOrder) -> EncounterResult<()> {
        if self.ending.is_some() {
            return Err(EncounterError::Over);
        }
        if !self.awaiting {
            return Err(illegal(alloc::format!("{order:?}"), "no order: the cards are not waiting for the party"));
        }
        let m = order.member();
        let member = self.members.get(m).ok_or_else(|| unknown("member", m, self.members.len()))?;
        if !self.can_act(m) {
            return Err(illegal(alloc::format!("member {m}"), "a living man who has not acted this turn"));
        }
        if member.knocked_down_in.is_some() && !matches!(order, HuntOrder::Hold { .. }) {
            return Err(illegal(alloc::format!("{order:?}"), "hold: a knocked-down man can only stand up"));
        }
        match *order {
            HuntOrder::Shoot { beast, kind, .. } => {
                let b = self.beasts.get(beast).ok_or_else(|| unknown("animal", beast, self.beasts.len()))?;
                if !matches!(member.role, PartyRole::Hunter { .. }) {
                    return Err(illegal("shoot", "a hunter (porters and gun bearers do not shoot)"));
                }
                let Some(shooter) = member.role.gun() else {
                    return Err(illegal("shoot", "a hunter with ammunition left"));
                };
                if !b.in_play() {
                    return Err(illegal(alloc::format!("animal {beast}"), "an animal still in the fight"));
                }
                let dist = (b.position - member.position).abs();
                if dist > i32::try_from(shooter.weapon.range_inches()).unwrap_or(0) {
                    return Err(illegal(alloc::format!("a shot at {dist}\""), "a target within the weapon's range"));
                }
                if kind == ShotKind::Aimed && !self.aimed_allowed(b, dist) {
                    return Err(illegal("an aimed shot", "a snap shot (no time to aim)"));
                }
                Ok(())
            }
            HuntOrder::Fight { beast, .. } => {
                let b = self.beasts.get(beast).ok_or_else(|| unknown("animal", beast, self.beasts.len()))?;
                if !b.in_play() || b.position != member.position {
                    return Err(illegal(alloc::format!("fight animal {beast}"), "an animal in contact"));
                }
                Ok(())
            }
            HuntOrder::Move { .. } | HuntOrder::Hold { .. } => Ok(()),
        }
    }

    fn aimed_allowed(&self, b: &Beast, dist: i32) -> bool {
        let first = !self.hunter_has_shot;
        match self.first_shot {
            FirstShot::SnapOnly if first => false,
            FirstShot::AimedIfHunterFirst if first => !self.any_beast_acted,
            _ => !(b.stance == Stance::React(Reaction::Charge) && dist <= SNAP_RANGE),
        }
    }

    /// Apply an order, then draw cards until the next order is wanted or the fight ends.
    ///
    /// # Errors
    /// As [`AnimalFight::validate`]; a scripted dice source that ran dry (the fight is then
    /// left as it was before the order).
    pub fn apply(&mut self, dice: &mut dyn Dice, order: HuntOrder) -> EncounterResult<()> {
        crate::deck::apply_order(self, dice, order)
    }

    pub(super) fn resolve(&mut self, dice: &mut dyn Dice, order: HuntOrder) -> EncounterResult<()> {
        self.awaiting = false;
        let m = order.member();
        if let Some(mm) = self.members.get_mut(m) {
            mm.activated = true;
            // A knocked-down man's activation is spent standing up.
            mm.knocked_down_in = None;
        }
        match order {
            HuntOrder::Shoot { member, beast, kind } => self.fire(dice, member, beast, kind),
            HuntOrder::Fight { member, beast } => self.melee(dice, member, beast),
            HuntOrder::Move { member, away } => self.move_member(dice, member, away),
            HuntOrder::Hold { member } => {
                self.log.push(AnimalEvent::Held { member });
                Ok(())
            }
        }
    }
}

fn unknown(what: &str, index: usize, count: usize) -> EncounterError {
    EncounterError::UnknownIndex { what: what.into(), index, count }
}

mod resolve;

#[cfg(test)]
mod tests;
