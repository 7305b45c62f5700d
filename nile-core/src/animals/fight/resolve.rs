//! The moving parts of [`AnimalFight`]: the card loop, shots, melee, movement, the animals'
//! behaviour and the end of a turn.

use crate::luck::Dice;
use alloc::vec::Vec;
use tabletop::Die;

use super::{AnimalEvent, AnimalFight, FightEnding, MAX_TURNS, PartyRole, SEPARATION};
use crate::animals::creature::{Creature, Reaction, melee_round, movement_dice_left, reaction_to_shot, survival_check};
use crate::animals::shot::{ShotKind, shoot};
use crate::deck::{CardColour, CardFight, Deck, play_to_end};
use crate::encounter_error::{EncounterResult, face, roll_sum};
use crate::hunting::encounters::Stance;

/// Move `from` toward `to` by `by` inches, stopping at `to`.
fn toward(from: i32, to: i32, by: i32) -> i32 {
    if (to - from).abs() <= by {
        to
    } else if to > from {
        from + by
    } else {
        from - by
    }
}

/// Move `from` away from `threat` by `by` inches (away in the positive direction on a tie).
fn away_from(from: i32, threat: i32, by: i32) -> i32 {
    if from >= threat { from.saturating_add(by) } else { from.saturating_sub(by) }
}

impl AnimalFight {
    pub(super) fn opening_shot(&mut self, dice: &mut dyn Dice, kind: ShotKind, at_porter: bool) -> EncounterResult<()> {
        let Some(hunter) = self.members.iter().position(|m| matches!(m.role, PartyRole::Hunter { .. })) else {
            return Ok(());
        };
        if at_porter {
            let Some(shooter) = self.members[hunter].role.gun() else { return Ok(()) };
            self.spend_ammo(hunter);
            let outcome = shoot(dice, shooter, kind, false)?;
            self.log.push(AnimalEvent::Shot { member: hunter, beast: None, kind, outcome });
            if outcome.hit {
                if let Some(p) = self.members.iter().position(|m| m.role == PartyRole::Porter) {
                    self.hurt_member(p, outcome.damage);
                }
            }
            return Ok(());
        }
        let pos = self.members[hunter].position;
        let nearest = self.nearest_beast(pos);
        if let Some(b) = nearest {
            self.fire(dice, hunter, b, kind)?;
            // The opening shot is not the man's activation for the first turn.
            self.members[hunter].activated = false;
        }
        Ok(())
    }

    /// The journey's animals that go for a named victim (the leopard, the straggler's lion,
    /// Swamp 4's hippopotamus, Veldt 2's rhinoceroses): each of `shooters` (armed, with a round)
    /// fires one snap shot before they reach `victim` (not his activation), at the first animal
    /// still coming for him; then each one no shot turned away is on him, attacking him (as
    /// encounter 11's animal attacks its porter).
    pub(super) fn on_the_victim(
        &mut self,
        dice: &mut dyn Dice,
        victim: usize,
        shooters: &[usize],
    ) -> EncounterResult<()> {
        let coming = |f: &Self| {
            (0..f.beasts.len())
                .find(|&b| f.beasts[b].in_play() && f.beasts[b].stance == Stance::React(Reaction::Charge))
        };
        for &m in shooters {
            let armed = self.members.get(m).is_some_and(|x| x.role.gun().is_some());
            // Only while one is still coming for him: once the shots have turned every animal
            // away, the volley ends.
            let Some(b) = coming(self) else { break };
            if !armed || m == victim {
                continue;
            }
            self.fire(dice, m, b, ShotKind::Snap)?;
            self.members[m].activated = false;
        }
        for b in self.beasts.iter_mut().filter(|b| b.in_play() && b.stance == Stance::React(Reaction::Charge)) {
            b.stance = Stance::AttackingPorter;
            self.engaged_porter = Some(victim);
        }
        Ok(())
    }

    fn spend_ammo(&mut self, m: usize) {
        if let Some(PartyRole::Hunter { ammo, .. }) = self.members.get_mut(m).map(|x| &mut x.role) {
            *ammo = ammo.saturating_sub(1);
        }
    }

    fn nearest_beast(&self, pos: i32) -> Option<usize> {
        (0..self.beasts.len())
            .filter(|&i| self.beasts[i].in_play())
            .min_by_key(|&i| (self.beasts[i].position - pos).abs())
    }

    /// The man a charging animal goes for: the closest one that has already moved this turn,
    /// else the closest one (EX-ANIMAL-21).
    fn charge_target(&self, pos: i32) -> Option<usize> {
        let alive = || (0..self.members.len()).filter(|&i| self.members[i].alive);
        alive()
            .filter(|&i| self.members[i].activated)
            .min_by_key(|&i| (self.members[i].position - pos).abs())
            .or_else(|| alive().min_by_key(|&i| (self.members[i].position - pos).abs()))
    }

    fn nearest_member_pos(&self, pos: i32) -> Option<i32> {
        self.members.iter().filter(|m| m.alive).map(|m| m.position).min_by_key(|p| (p - pos).abs())
    }

    pub(super) fn fire(&mut self, dice: &mut dyn Dice, m: usize, b: usize, kind: ShotKind) -> EncounterResult<()> {
        let Some(shooter) = self.members[m].role.gun() else { return Ok(()) };
        self.spend_ammo(m);
        self.hunter_has_shot = true;
        let outcome = shoot(dice, shooter, kind, true)?;
        self.log.push(AnimalEvent::Shot { member: m, beast: Some(b), kind, outcome });
        let dist = (self.beasts[b].position - self.members[m].position).abs();
        if !outcome.hit {
            let porter_in_line = self.engaged_porter.filter(|&p| self.members[p].alive);
            if let (Some(p), Stance::AttackingPorter, 1..=2) =
                (porter_in_line, self.beasts[b].stance, outcome.missed_by)
            {
                let damage = u32::from(face(dice, Die::D6)?) + 3;
                self.log.push(AnimalEvent::PorterHit { member: p, damage });
                self.hurt_member(p, damage);
            }
            return Ok(());
        }
        self.hurt_beast(b, outcome.damage);
        let level = self.beasts[b].creature.damage_level(self.beasts[b].damage);
        let reaction = match self.beasts[b].stance {
            Stance::OnKill | Stance::DraggingKill => Reaction::RunAway,
            _ => reaction_to_shot(dice, self.beasts[b].creature, level, dist >= 12)?.1,
        };
        self.beasts[b].stance = Stance::React(reaction);
        self.log.push(AnimalEvent::Reacted { beast: b, reaction });
        Ok(())
    }

    fn hurt_beast(&mut self, b: usize, damage: u32) {
        let beast = &mut self.beasts[b];
        beast.damage = beast.damage.saturating_add(damage);
        beast.hurt_this_turn = true;
        if damage >= beast.creature.knock_down() {
            beast.knocked_down_in = Some(self.turn);
            self.log.push(AnimalEvent::KnockedDown { man: false, index: b });
        }
    }

    fn hurt_member(&mut self, m: usize, damage: u32) {
        let man = &mut self.members[m];
        man.damage = man.damage.saturating_add(damage);
        man.hurt_this_turn = true;
        if damage >= Creature::Man.knock_down() {
            man.knocked_down_in = Some(self.turn);
            self.log.push(AnimalEvent::KnockedDown { man: true, index: m });
        }
    }

    pub(super) fn melee(&mut self, dice: &mut dyn Dice, m: usize, b: usize) -> EncounterResult<()> {
        let bonus = match self.members[m].role {
            PartyRole::Hunter { pugilist: true, .. } => 1,
            _ => 0,
        };
        let round = melee_round(dice, Creature::Man, bonus, self.beasts[b].creature)?;
        self.log.push(AnimalEvent::Melee { member: m, beast: b, round });
        if round.first_damage > 0 {
            self.hurt_member(m, round.first_damage);
        }
        if round.second_damage > 0 {
            self.hurt_beast(b, round.second_damage);
        }
        Ok(())
    }

    fn dice_for_member(&self, m: usize) -> u8 {
        let man = &self.members[m];
        movement_dice_left(Creature::Man, self.rough, Creature::Man.damage_level(man.damage), false)
    }

    pub(super) fn move_member(&mut self, dice: &mut dyn Dice, m: usize, away: bool) -> EncounterResult<()> {
        let n = self.dice_for_member(m);
        let (by, _) = roll_sum(dice, Die::D6, usize::from(n))?;
        let from = self.members[m].position;
        let by = i32::try_from(by).unwrap_or(0);
        let to = match self.nearest_beast(from).map(|b| self.beasts[b].position) {
            Some(threat) if away => away_from(from, threat, by),
            Some(threat) => toward(from, threat, by),
            None => from,
        };
        self.members[m].position = to;
        self.log.push(AnimalEvent::MemberMoved { member: m, from, to });
        if self.engaged_porter == Some(m) && to != from {
            self.engaged_porter = None;
        }
        Ok(())
    }

    fn beast_acts(&mut self, dice: &mut dyn Dice, b: usize) -> EncounterResult<()> {
        self.beasts[b].activated = true;
        self.any_beast_acted = true;
        let beast = self.beasts[b];
        let knocked = beast.knocked_down_in.is_some();
        if knocked {
            self.beasts[b].knocked_down_in = None;
        }
        let level = beast.creature.damage_level(beast.damage);
        let n = movement_dice_left(beast.creature, false, level, knocked);
        if knocked && n == 0 {
            self.log.push(AnimalEvent::StoodUp { beast: b });
            return Ok(());
        }
        let (_, die) = beast.creature.movement();
        let from = beast.position;
        match beast.stance {
            Stance::React(Reaction::DoNothing) | Stance::OnKill => {}
            Stance::AttackingPorter => match self.engaged_porter.filter(|&p| self.members[p].alive) {
                Some(p) => self.melee(dice, p, b)?,
                None => {
                    self.beasts[b].stance = Stance::React(Reaction::Charge);
                    self.log.push(AnimalEvent::Reacted { beast: b, reaction: Reaction::Charge });
                }
            },
            Stance::React(Reaction::Charge) => {
                let Some(target) = self.charge_target(from) else { return Ok(()) };
                let (by, _) = roll_sum(dice, die, usize::from(n))?;
                let goal = self.members[target].position;
                let to = toward(from, goal, i32::try_from(by).unwrap_or(0));
                self.beasts[b].position = to;
                self.log.push(AnimalEvent::BeastMoved { beast: b, from, to });
                if to == goal {
                    if self.afloat && beast.creature == Creature::Hippopotamus {
                        self.hit_canoe(dice, target)?;
                    }
                    self.melee(dice, target, b)?;
                }
            }
            Stance::React(Reaction::MoveAway) => {
                let dist = i32::from(face(dice, Die::D6)?);
                let straight = face(dice, Die::D6)? <= 2;
                // Veering left or right carries it only half as far from the party (ruling).
                let by = if straight { dist } else { (dist + 1) / 2 };
                let threat = self.nearest_member_pos(from).unwrap_or(0);
                let to = away_from(from, threat, by);
                self.beasts[b].position = to;
                self.beasts[b].stance = Stance::React(Reaction::DoNothing);
                self.log.push(AnimalEvent::BeastMoved { beast: b, from, to });
            }
            Stance::React(Reaction::RunAway) | Stance::DraggingKill => {
                let (by, _) = if beast.stance == Stance::DraggingKill {
                    roll_sum(dice, Die::D6, 2)?
                } else {
                    roll_sum(dice, die, usize::from(n))?
                };
                let threat = self.nearest_member_pos(from).unwrap_or(0);
                let to = away_from(from, threat, i32::try_from(by).unwrap_or(0));
                self.beasts[b].position = to;
                self.log.push(AnimalEvent::BeastMoved { beast: b, from, to });
            }
        }
        Ok(())
    }

    /// A charging hippopotamus reached `m`'s canoe (On River 3, EX-EVENT-RIVER-11): 1D6, 1-3
    /// upright (he cannot shoot this turn: his activation is spent), 4-6 upset (counted for the
    /// race to dump its men's supplies, [`FightEnding::canoes_upset`]).
    fn hit_canoe(&mut self, dice: &mut dyn Dice, m: usize) -> EncounterResult<()> {
        let face = face(dice, Die::D6)?;
        let capsized = crate::events::river::hippo_reaches_canoe(face) == crate::events::river::HippoCanoe::Capsized;
        if capsized {
            self.canoes_upset = self.canoes_upset.saturating_add(1);
        } else {
            self.members[m].activated = true;
        }
        self.log.push(AnimalEvent::HitCanoe { member: m, face, capsized });
        Ok(())
    }

    /// End of turn: Survival rolls for the hurt (and for anyone at damage level 4-5), then the
    /// next turn's flags.
    fn end_turn(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        for m in 0..self.members.len() {
            let man = self.members[m];
            let level = Creature::Man.damage_level(man.damage);
            if man.alive && (man.hurt_this_turn || level >= 4) {
                if let Some(roll) = survival_check(dice, Creature::Man, man.damage)? {
                    self.log.push(AnimalEvent::Survival { man: true, index: m, roll });
                    if !roll.lives {
                        self.members[m].alive = false;
                        self.log.push(AnimalEvent::Died { man: true, index: m });
                    }
                }
            }
            self.members[m].hurt_this_turn = false;
            self.members[m].activated = false;
        }
        for b in 0..self.beasts.len() {
            let beast = self.beasts[b];
            let level = beast.creature.damage_level(beast.damage);
            if beast.in_play() && (beast.hurt_this_turn || level >= 4) {
                if let Some(roll) = survival_check(dice, beast.creature, beast.damage)? {
                    self.log.push(AnimalEvent::Survival { man: false, index: b, roll });
                    if !roll.lives {
                        self.beasts[b].alive = false;
                        self.log.push(AnimalEvent::Died { man: false, index: b });
                    }
                }
            }
            self.beasts[b].hurt_this_turn = false;
            self.beasts[b].activated = false;
        }
        Ok(())
    }

    /// Mark animals 24" from every man as gone; end the fight when no animal is left, no man
    /// is alive, or the turn limit is passed.
    pub(super) fn check_over(&mut self) {
        if self.ending.is_some() {
            return;
        }
        for b in 0..self.beasts.len() {
            let beast = self.beasts[b];
            if beast.in_play()
                && self.members.iter().filter(|m| m.alive).all(|m| (m.position - beast.position).abs() >= SEPARATION)
            {
                self.beasts[b].gone = true;
                self.log.push(AnimalEvent::Left { beast: b });
            }
        }
        let no_beasts = !self.beasts.iter().any(|b| b.in_play());
        let no_men = !self.members.iter().any(|m| m.alive);
        let timed_out = self.turn > MAX_TURNS;
        if no_beasts || no_men || timed_out {
            let ending = FightEnding {
                killed: self.beasts.iter().filter(|b| !b.alive).map(|b| b.creature).collect(),
                dead_members: (0..self.members.len()).filter(|&i| !self.members[i].alive).collect(),
                turns: self.turn.min(MAX_TURNS),
                timed_out: timed_out && !no_beasts && !no_men,
                canoes_upset: self.canoes_upset,
            };
            self.log.push(AnimalEvent::Ended(ending.clone()));
            self.ending = Some(ending);
        }
    }

    /// Resolve the fight to its end with [`AnimalFight::suggested_order`] for every red card
    /// (a bot, and the example's hunting parties).
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn play_out(&mut self, dice: &mut dyn Dice) -> EncounterResult<FightEnding> {
        play_to_end(self, dice)?;
        Ok(self.ending.clone().unwrap_or(FightEnding {
            killed: Vec::new(),
            dead_members: Vec::new(),
            turns: self.turn,
            timed_out: true,
            canoes_upset: self.canoes_upset,
        }))
    }
}

impl CardFight for AnimalFight {
    type Order = super::HuntOrder;
    fn over(&self) -> bool {
        self.ending.is_some()
    }
    fn awaiting(&self) -> bool {
        self.awaiting
    }
    fn await_order(&mut self) {
        self.awaiting = true;
    }
    fn deck(&mut self) -> &mut Deck {
        &mut self.deck
    }
    fn card_drawn(&mut self, colour: CardColour) {
        self.log.push(AnimalEvent::CardDrawn { colour });
    }
    fn party_to_act(&self) -> bool {
        self.members.iter().any(|m| m.alive && !m.activated)
    }
    fn opponent_to_act(&self) -> Option<usize> {
        (0..self.beasts.len()).find(|&i| self.beasts[i].in_play() && !self.beasts[i].activated)
    }
    fn opponent_acts(&mut self, dice: &mut dyn Dice, i: usize) -> EncounterResult<()> {
        self.beast_acts(dice, i)?;
        self.check_over();
        Ok(())
    }
    fn next_turn(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        self.end_turn(dice)?;
        self.turn += 1;
        self.check_over();
        if self.ending.is_none() {
            self.log.push(AnimalEvent::TurnBegan { turn: self.turn });
        }
        Ok(())
    }
    fn check(&self, order: &Self::Order) -> EncounterResult<()> {
        self.validate(order)
    }
    fn carry_out(&mut self, dice: &mut dyn Dice, order: Self::Order) -> EncounterResult<()> {
        self.resolve(dice, order)
    }
    fn bot_order(&self) -> Option<Self::Order> {
        self.suggested_order().or_else(|| self.legal_orders().first().copied())
    }
}
