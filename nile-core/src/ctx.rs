//! The working context of one step of one team's day, and the party operations every chapter
//! uses (random men, deaths, sickness, injuries, lost loads).

use crate::day::DayState;
use crate::decision::Question;
use crate::event::Event;
use crate::health::{self, Condition, Outcome};
use crate::luck::Roller;
use crate::map::Map;
use crate::party::{Fate, ManId, Role, Team, TeamId};
use crate::skills::Skill;
use crate::supplies::Stores;
use alloc::vec::Vec;
use tabletop::DiceError;

/// One team's step in progress: the team, the map, the day's state, the dice, the events.
pub struct Ctx<'a, 'd> {
    /// The team.
    pub team: &'a mut Team,
    /// The map.
    pub map: &'a mut Map,
    /// The team's day so far.
    pub today: &'a mut DayState,
    /// The day number.
    pub day: u16,
    /// Dice.
    pub r: Roller<'d>,
    /// Events so far.
    pub ev: Vec<Event>,
    /// A question to put to the team (ends the step).
    pub question: &'a mut Option<Question>,
}

impl Ctx<'_, '_> {
    /// The team's id.
    pub fn tid(&self) -> TeamId {
        self.team.id
    }

    /// Pick one of `ids` at random.
    ///
    /// # Errors
    /// Dice.
    pub fn pick(&mut self, ids: &[ManId]) -> Result<Option<ManId>, DiceError> {
        Ok(self.r.pick(ids.len())?.and_then(|i| ids.get(i).copied()))
    }

    /// Pick up to `n` different men among those matching `f`.
    ///
    /// # Errors
    /// Dice.
    pub fn pick_men(&mut self, n: usize, f: impl Fn(&crate::party::Man) -> bool) -> Result<Vec<ManId>, DiceError> {
        let mut pool: Vec<ManId> = self.team.men.iter().filter(|m| f(m)).map(|m| m.id).collect();
        let mut out = Vec::new();
        while out.len() < n {
            let Some(i) = self.r.pick(pool.len())? else { break };
            out.push(pool.remove(i));
        }
        Ok(out)
    }

    /// A random party member ("a randomly determined party member").
    ///
    /// # Errors
    /// Dice.
    pub fn random_member(&mut self) -> Result<Option<ManId>, DiceError> {
        Ok(self.pick_men(1, |_| true)?.first().copied())
    }

    /// A random porter; `willing_only` leaves out reliable bearers (they never abandon their post).
    ///
    /// # Errors
    /// Dice.
    pub fn random_porter(&mut self, willing_only: bool) -> Result<Option<ManId>, DiceError> {
        Ok(self
            .pick_men(1, |m| if willing_only { m.role == Role::Bearer } else { m.role.is_porter() })?
            .first()
            .copied())
    }

    /// The role of a man, if present.
    pub fn role(&self, id: ManId) -> Option<Role> {
        self.team.men.iter().find(|m| m.id == id).map(|m| m.role)
    }

    /// A man leaves the party (`Died` and `LostForever` give the explorer his Lucky Bastard
    /// roll, EX-SKILL-07). `with_load`: his share of the packing goes with him.
    ///
    /// # Errors
    /// Dice.
    pub fn remove(&mut self, id: ManId, fate: Fate, with_load: bool) -> Result<(), DiceError> {
        let Some(role) = self.role(id) else { return Ok(()) };
        if role == Role::Explorer
            && matches!(fate, Fate::Died | Fate::LostForever)
            && self.team.skill == Skill::LuckyBastard
        {
            let (face, cheated) = health::lucky_bastard(self.team.lucky_bastard_rolls, &mut self.r)?;
            self.team.lucky_bastard_rolls = self.team.lucky_bastard_rolls.saturating_add(1);
            let team = self.tid();
            self.ev.push(Event::LuckyBastard { team, face, cheated });
            if cheated {
                return Ok(());
            }
        }
        let load = self.team.remove_man(id, fate, self.day, with_load);
        let team = self.tid();
        self.ev.push(Event::ManGone { team, man: id, role, fate, load });
        if role == Role::Explorer && fate != Fate::StayedBehind {
            self.ev.push(Event::Perished { team });
        }
        Ok(())
    }

    /// Apply a table outcome to a man.
    ///
    /// # Errors
    /// Dice.
    pub fn apply_outcome(&mut self, id: ManId, o: Outcome) -> Result<(), DiceError> {
        match o {
            Outcome::Dies => self.remove(id, Fate::Died, false),
            Outcome::Condition { condition } => {
                self.set_condition(id, condition);
                Ok(())
            }
        }
    }

    /// Worsen a man's condition (the worse result stands).
    pub fn set_condition(&mut self, id: ManId, c: Condition) {
        let team = self.tid();
        if let Some(m) = self.team.men.iter_mut().find(|m| m.id == id) {
            m.condition = m.condition.worsen(c);
            let (role, condition) = (m.role, m.condition);
            self.ev.push(Event::Health { team, man: id, role, condition });
        }
    }

    /// Use a unit of medicine if the team's standing order says so and it has one (EX-SEQ-02).
    pub fn use_medicine(&mut self) -> bool {
        if self.today.medicine && self.team.stores.medicine > 0 {
            self.team.stores.medicine -= 1;
            true
        } else {
            false
        }
    }

    /// A man falls sick: roll on the Sickness Table (medicine if ordered).
    ///
    /// # Errors
    /// Dice.
    pub fn sicken(&mut self, id: ManId) -> Result<(), DiceError> {
        if self.role(id).is_none() {
            return Ok(());
        }
        let med = self.use_medicine();
        let o = health::roll_sickness(med, &mut self.r)?;
        self.apply_outcome(id, o)
    }

    /// A man is injured: roll on the Injury Table with `modifier`.
    ///
    /// # Errors
    /// Dice.
    pub fn injure(&mut self, id: ManId, modifier: u8) -> Result<(), DiceError> {
        if self.role(id).is_none() {
            return Ok(());
        }
        let o = health::roll_injury(modifier, &mut self.r)?;
        self.apply_outcome(id, o)
    }

    /// `n` random party members fall sick.
    ///
    /// # Errors
    /// Dice.
    pub fn sicken_random(&mut self, n: usize) -> Result<(), DiceError> {
        for id in self.pick_men(n, |_| true)? {
            self.sicken(id)?;
        }
        Ok(())
    }

    /// Goods lost.
    pub fn lose_goods(&mut self, goods: Stores) {
        self.team.stores.remove_all(&goods);
        self.team.note_photo_loss(&goods);
        if !goods.is_empty() {
            let team = self.tid();
            self.ev.push(Event::GoodsLost { team, goods });
        }
    }

    /// A man's load is lost (he keeps his life).
    pub fn lose_load_of(&mut self, id: ManId) {
        let goods = self.team.load_of(self.team.carrier_of(id));
        self.lose_goods(goods);
    }

    /// `n` loads of supplies destroyed: a "load" is one carrier's share of the packing, at most
    /// 10 Portage Points (`docs/rulings.md`), taken from carriers drawn at random.
    ///
    /// # Errors
    /// Dice.
    pub fn destroy_loads(&mut self, n: u16) -> Result<(), DiceError> {
        let mut lost = Stores::default();
        for _ in 0..n {
            let alloc: Vec<Stores> =
                self.team.allocation().into_iter().map(|(_, s)| s).filter(|s| !s.is_empty()).collect();
            let Some(i) = self.r.pick(alloc.len())? else { break };
            let mut share = alloc.get(i).copied().unwrap_or_default();
            let load = share.take_portage(crate::outfit::BEARER_CAPACITY);
            self.team.stores.remove_all(&load);
            self.team.note_photo_loss(&load);
            for item in crate::supplies::Item::ALL {
                lost.add(item, load.get(item));
            }
        }
        if !lost.is_empty() {
            let team = self.tid();
            self.ev.push(Event::GoodsLost { team, goods: lost });
        }
        Ok(())
    }

    /// Leave behind what can no longer be carried.
    pub fn enforce_load(&mut self) {
        let abandoned = self.team.enforce_load(self.day);
        if !abandoned.is_empty() {
            let team = self.tid();
            self.ev.push(Event::Abandoned { team, abandoned });
        }
    }

    /// Push a roll event.
    pub fn note_roll(&mut self, what: crate::event::RollPurpose, die: tabletop::Die, face: u8) {
        let team = self.tid();
        self.ev.push(Event::Roll { team, what, die, face });
    }
}
