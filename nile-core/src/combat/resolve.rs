//! The moving parts of [`NativeCombat`]: orders, the natives' actions, melee, the end of a turn
//! (Survival, Morale), the end of the fight (captures) and the card loop.

use crate::luck::Dice;
use alloc::vec::Vec;
use tabletop::{Die, Length, Point};

use super::capture::capture_fate;
use super::morale::{MoraleGroup, loss_band, morale_check};
use super::{
    CONTACT, CombatEvent, CombatOrder, CombatOutcome, CombatResult, FigureState, MAX_TURNS, NativeCombat, PartyUnit,
    PartyUnitKind, along,
};
use crate::animals::creature::{Creature, melee_round, survival_check};
use crate::animals::shot::{Shooter, ShotKind, aim};
use crate::deck::{CardColour, CardFight, Deck, run_cards};
use crate::encounter_error::{EncounterResult, face, roll_sum};

/// Move `from` toward `to` by `by`, stopping at `to`.
fn toward(from: Point, to: Point, by: Length) -> Point {
    let dist = from.distance(to);
    if dist <= by || dist.units() == 0 {
        return to;
    }
    let (dx, dy) = (i64::from((to.x - from.x).units()), i64::from((to.y - from.y).units()));
    let (by, d) = (i64::from(by.units()), i64::from(dist.units()));
    Point::new(from.x + Length::milli((dx * by / d) as i32), from.y + Length::milli((dy * by / d) as i32))
}

/// Move `from` directly away from `threat` by `by` (straight back along -y when on top of it).
fn away(from: Point, threat: Point, by: Length) -> Point {
    let dist = from.distance(threat);
    if dist.units() == 0 {
        return Point::new(from.x, from.y - by);
    }
    let (dx, dy) = (i64::from((from.x - threat.x).units()), i64::from((from.y - threat.y).units()));
    let (b, d) = (i64::from(by.units()), i64::from(dist.units()));
    Point::new(from.x + Length::milli((dx * b / d) as i32), from.y + Length::milli((dy * b / d) as i32))
}

/// The most warriors that can fight one man in a melee (the rest wait their turn).
pub const MAX_FACING: usize = 3;

impl NativeCombat {
    fn movement_dice(&self) -> usize {
        if self.setup.rough { 2 } else { 3 }
    }

    pub(super) fn resolve(&mut self, dice: &mut dyn Dice, order: CombatOrder) -> EncounterResult<()> {
        self.awaiting = false;
        let u = order.unit();
        self.party[u].activated = true;
        match order {
            CombatOrder::Hold { .. } => {
                for f in &mut self.party[u].figures {
                    f.knocked_down = false;
                }
            }
            CombatOrder::Move { direction, .. } => {
                let (inches, _) = roll_sum(dice, Die::D6, self.movement_dice())?;
                self.party[u].position = along(self.party[u].position, direction, inches);
                self.leave_defence(u);
                self.log.push(CombatEvent::Moved { party: true, unit: u, inches });
            }
            CombatOrder::Charge { target, .. } => {
                let (inches, _) = roll_sum(dice, Die::D6, self.movement_dice())?;
                let goal = self.natives[target].position;
                let reach = Length::inches(inches as i32) + CONTACT;
                let pos = self.party[u].position;
                self.party[u].position =
                    if pos.distance(goal) <= reach { goal } else { toward(pos, goal, Length::inches(inches as i32)) };
                self.leave_defence(u);
                self.log.push(CombatEvent::Moved { party: true, unit: u, inches });
                if self.party[u].position == goal {
                    self.melee(dice, target, u)?;
                }
            }
            CombatOrder::Fire { target, kind, .. } => self.party_fires(dice, u, target, kind)?,
        }
        Ok(())
    }

    fn leave_defence(&mut self, u: usize) {
        for f in &mut self.party[u].figures {
            f.covered = false;
        }
    }

    fn party_fires(&mut self, dice: &mut dyn Dice, u: usize, target: usize, kind: ShotKind) -> EncounterResult<()> {
        let si = self.setup.stand_ins;
        let (shooter, dice_count) = match self.party[u].kind {
            PartyUnitKind::Explorer { explorer } => {
                let Some(e) = self.setup.explorers.get(explorer) else { return Ok(()) };
                let Some(shooter) = e.shooter(si.european_to_hit, self.party[u].ammo) else { return Ok(()) };
                (shooter, 1)
            }
            _ => (
                Shooter::plain(si.askari_to_hit, crate::animals::shot::Weapon::Musket),
                self.party[u].fighting().min(self.party[u].ammo as usize),
            ),
        };
        let mut shots = Vec::new();
        let mut hits = 0;
        for _ in 0..dice_count {
            let s = aim(dice, shooter, kind)?;
            if s.hit {
                hits += 1;
            }
            shots.push(s);
        }
        self.party[u].ammo = self.party[u].ammo.saturating_sub(dice_count as u32);
        let t = &mut self.natives[target];
        let hits = hits.min(t.warriors);
        t.warriors -= hits;
        self.log.push(CombatEvent::PartyFired { unit: u, target, shots, hits });
        Ok(())
    }

    /// The expedition unit native unit `n` goes for: the nearest one still fighting; among
    /// units equally near (a party in mass formation), the `n`-th in turn, so that the native
    /// units spread over the formation (docs/rulings.md).
    fn target_for(&self, n: usize, pos: Point) -> Option<usize> {
        let live = || (0..self.party.len()).filter(|&i| self.party[i].in_fight());
        let best = live().map(|i| self.party[i].position.distance(pos)).min()?;
        let tied: Vec<usize> = live().filter(|&i| self.party[i].position.distance(pos) == best).collect();
        tied.get(n % tied.len().max(1)).copied()
    }

    fn wound(&mut self, u: usize, f: usize, damage: u32) {
        let fig = &mut self.party[u].figures[f];
        fig.damage = fig.damage.saturating_add(damage);
        fig.hurt = true;
        let knocked = damage >= Creature::Man.knock_down();
        if knocked {
            fig.knocked_down = true;
        }
        self.log.push(CombatEvent::Wounded { unit: u, figure: f, damage, knocked_down: knocked });
    }

    fn fighting_figures(&self, u: usize) -> Vec<usize> {
        (0..self.party[u].figures.len()).filter(|&f| self.party[u].figures[f].state == FigureState::Fighting).collect()
    }

    fn natives_act(&mut self, dice: &mut dyn Dice, n: usize) -> EncounterResult<()> {
        self.natives[n].activated = true;
        let (inches, _) = roll_sum(dice, Die::D6, self.movement_dice())?;
        let by = Length::inches(inches as i32);
        let pos = self.natives[n].position;
        let Some(t) = self.target_for(n, pos) else { return Ok(()) };
        let goal = self.party[t].position;
        if self.natives[n].broken {
            self.natives[n].position = away(pos, goal, by);
            self.log.push(CombatEvent::Moved { party: false, unit: n, inches });
            return Ok(());
        }
        if pos.distance(goal) <= by + CONTACT {
            self.natives[n].position = goal;
            self.log.push(CombatEvent::Moved { party: false, unit: n, inches });
            return self.melee(dice, n, t);
        }
        self.natives[n].position = toward(pos, goal, by);
        self.log.push(CombatEvent::Moved { party: false, unit: n, inches });
        let range = Length::inches(self.natives[n].weapon().range_inches() as i32);
        if self.natives[n].position.distance(goal) <= range {
            self.natives_fire(dice, n, t)?;
        }
        Ok(())
    }

    fn natives_fire(&mut self, dice: &mut dyn Dice, n: usize, t: usize) -> EncounterResult<()> {
        let to_hit = self.setup.stand_ins.native_to_hit;
        let weapon = self.natives[n].weapon();
        let mut hits = 0;
        for _ in 0..self.natives[n].warriors {
            let alive = self.fighting_figures(t);
            if alive.is_empty() {
                break;
            }
            let roll = face(dice, Die::D20)?;
            if roll > to_hit {
                continue;
            }
            let pick = dice.below(alive.len() as u32)? as usize;
            let f = alive.get(pick).copied().unwrap_or(0);
            if self.party[t].figures[f].covered && roll > to_hit / 2 {
                continue;
            }
            let die = if weapon == crate::animals::shot::Weapon::MasaiSpear { Die::D10 } else { Die::D6 };
            let damage = u32::from(face(dice, die)?);
            hits += 1;
            self.wound(t, f, damage);
        }
        self.log.push(CombatEvent::NativesFired { unit: n, target: t, hits });
        Ok(())
    }

    /// Melee between native unit `n` and expedition unit `u`: the warriors are shared out over
    /// the unit's fighting men (one by one from the first), at most [`MAX_FACING`] to a man;
    /// each man fights each of his warriors one round (man D6, +1 Pugilist, +1 under the hasty defence, against the warrior's D6).
    /// A warrior who loses by more than 2 is out; a man who loses by more than 2 takes the
    /// difference, unless he is an explorer facing two or more warriors (surrounded): then he
    /// is captured (a European defending the Heroine fights on and takes the damage).
    pub(super) fn melee(&mut self, dice: &mut dyn Dice, n: usize, u: usize) -> EncounterResult<()> {
        let men = self.fighting_figures(u);
        if men.is_empty() {
            return Ok(());
        }
        let warriors = self.natives[n].warriors as usize;
        let mut rounds = Vec::new();
        let mut out = 0u32;
        let explorer = match self.party[u].kind {
            PartyUnitKind::Explorer { explorer } => self.setup.explorers.get(explorer).copied(),
            _ => None,
        };
        for (slot, &f) in men.iter().enumerate() {
            let shared = warriors / men.len() + usize::from(slot < warriors % men.len());
            let facing = shared.min(MAX_FACING);
            for _ in 0..facing {
                if self.party[u].figures[f].state != FigureState::Fighting {
                    break;
                }
                let fig = self.party[u].figures[f];
                let bonus = u8::from(explorer.is_some_and(|e| e.pugilist)) + u8::from(fig.covered);
                let r = melee_round(dice, Creature::Man, bonus, Creature::Man)?;
                rounds.push(r);
                if r.second_damage > 0 {
                    out += 1;
                }
                if r.first_damage > 0 {
                    if explorer.is_some() && facing >= 2 && !self.defends_the_lady(u) {
                        self.party[u].figures[f].state = FigureState::Captured;
                        self.log.push(CombatEvent::Captured { unit: u });
                    } else {
                        self.wound(u, f, r.first_damage);
                    }
                }
            }
        }
        let out = out.min(self.natives[n].warriors);
        self.natives[n].warriors -= out;
        self.log.push(CombatEvent::Melee { natives: n, party: u, rounds, warriors_out: out });
        Ok(())
    }

    /// Expedition unit `u` is a European other than the Heroine while she is still in the fight:
    /// "all Europeans will defend the lady unto death" (EX-CARGO-04, docs/rulings.md), so he
    /// fights on when surrounded rather than be captured.
    fn defends_the_lady(&self, u: usize) -> bool {
        let female = |unit: &PartyUnit| match unit.kind {
            PartyUnitKind::Explorer { explorer } => self.setup.explorers.get(explorer).is_some_and(|e| e.female),
            _ => false,
        };
        let Some(unit) = self.party.get(u) else { return false };
        matches!(unit.kind, PartyUnitKind::Explorer { .. })
            && !female(unit)
            && self.party.iter().any(|h| female(h) && h.in_fight())
    }

    fn end_turn(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        for u in 0..self.party.len() {
            for f in 0..self.party[u].figures.len() {
                let fig = self.party[u].figures[f];
                let level = Creature::Man.damage_level(fig.damage);
                if fig.state == FigureState::Fighting && (fig.hurt || level >= 4) {
                    if let Some(roll) = survival_check(dice, Creature::Man, fig.damage)? {
                        self.log.push(CombatEvent::Survival { unit: u, figure: f, roll });
                        if !roll.lives {
                            self.party[u].figures[f].state = FigureState::Dead;
                            self.log.push(CombatEvent::Died { unit: u, figure: f });
                        }
                    }
                }
                self.party[u].figures[f].hurt = false;
                if !matches!(self.party[u].kind, PartyUnitKind::Explorer { .. }) {
                    self.party[u].figures[f].knocked_down = false;
                }
            }
            self.party[u].activated = false;
        }
        for n in 0..self.natives.len() {
            let unit = self.natives[n];
            if unit.in_fight()
                && (unit.checking || loss_band(unit.start.saturating_sub(unit.warriors), unit.start) >= 1)
            {
                self.natives[n].checking = true;
                if let Some(check) = morale_check(
                    dice,
                    MoraleGroup::Natives(unit.kind),
                    unit.start.saturating_sub(unit.warriors),
                    unit.start,
                )? {
                    self.log.push(CombatEvent::Morale { party: false, unit: n, check });
                    self.natives[n].broken |= check.breaks;
                }
            }
            self.natives[n].activated = false;
        }
        self.party_morale(dice)
    }

    pub(super) fn party_morale(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        let lost = |u: &super::PartyUnit| u.figures.iter().filter(|f| f.state != FigureState::Fighting).count() as u32;
        let armed = |k: PartyUnitKind| matches!(k, PartyUnitKind::Explorer { .. } | PartyUnitKind::Askari);
        let armed_total: u32 = self.party.iter().filter(|u| armed(u.kind)).map(|u| u.figures.len() as u32).sum();
        let armed_lost: u32 = self.party.iter().filter(|u| armed(u.kind)).map(lost).sum();
        for u in 0..self.party.len() {
            let (group, l, total) = match self.party[u].kind {
                PartyUnitKind::Askari => (MoraleGroup::Askari, armed_lost, armed_total),
                PartyUnitKind::Bearers => {
                    (MoraleGroup::Bearers, lost(&self.party[u]), self.party[u].figures.len() as u32)
                }
                _ => continue,
            };
            if !self.party[u].in_fight() || !(self.party[u].checking || loss_band(l, total) >= 1) {
                continue;
            }
            self.party[u].checking = true;
            if let Some(check) = morale_check(dice, group, l, total)? {
                self.log.push(CombatEvent::Morale { party: true, unit: u, check });
                if check.breaks {
                    self.party[u].broken = true;
                    for f in &mut self.party[u].figures {
                        if f.state == FigureState::Fighting {
                            f.state = FigureState::Fled;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn check_over(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        if self.outcome.is_some() {
            return Ok(());
        }
        let natives_left = self.natives.iter().any(|n| n.in_fight());
        let armed_left = self.party.iter().any(|u| self.fights(u.kind) && u.in_fight());
        let result = if !natives_left {
            CombatResult::PartyWon
        } else if !armed_left {
            CombatResult::PartyLost
        } else if self.turn > MAX_TURNS {
            CombatResult::NativesWithdrew
        } else {
            return Ok(());
        };
        // Anyone still fighting on a lost field is surrounded and taken (docs/rulings.md).
        let mut outcome = CombatOutcome::new(result, self.turn.min(MAX_TURNS));
        outcome.warriors_out = self.natives.iter().map(|n| n.start.saturating_sub(n.warriors)).sum();
        outcome.askari_ammo_used = self.setup.askari_ammo;
        let spear = self.natives.first().map(|n| n.weapon()).unwrap_or(crate::animals::shot::Weapon::Spear);
        let to_hit = self.setup.stand_ins.native_to_hit;
        outcome.explorer_ammo_used = self.setup.explorers.iter().map(|e| e.ammo).collect();
        for u in 0..self.party.len() {
            let unit = &self.party[u];
            let count = |s: FigureState| unit.figures.iter().filter(|f| f.state == s).count() as u32;
            match unit.kind {
                PartyUnitKind::Explorer { explorer } => {
                    if let Some(used) = outcome.explorer_ammo_used.get_mut(explorer) {
                        *used = used.saturating_sub(unit.ammo);
                    }
                    let state = unit.figures.first().map(|f| f.state);
                    if state == Some(FigureState::Dead) {
                        outcome.explorers_dead.push(explorer);
                    }
                    if state == Some(FigureState::Captured) && result != CombatResult::PartyWon {
                        let pugilist = self.setup.explorers.get(explorer).is_some_and(|e| e.pugilist);
                        let fate = capture_fate(dice, pugilist, spear, to_hit)?;
                        outcome.explorers_captured.push((explorer, fate));
                    }
                }
                PartyUnitKind::Askari => {
                    outcome.askari_dead = count(FigureState::Dead);
                    outcome.askari_fled = count(FigureState::Fled);
                    outcome.askari_ammo_used = self.setup.askari_ammo.saturating_sub(unit.ammo);
                }
                PartyUnitKind::Bearers => {
                    outcome.bearers_dead = count(FigureState::Dead);
                    outcome.bearers_fled = count(FigureState::Fled);
                }
                PartyUnitKind::ReliableBearers => outcome.reliable_bearers_dead = count(FigureState::Dead),
            }
        }
        self.log.push(CombatEvent::Ended(outcome.clone()));
        self.outcome = Some(outcome);
        Ok(())
    }

    /// Draw cards until a red card finds a unit to order, or the fight ends.
    pub(super) fn run(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        if self.free_move {
            if self.party.iter().any(|u| u.in_fight() && !u.activated) {
                self.awaiting = true;
                return Ok(());
            }
            self.free_move = false;
            for u in &mut self.party {
                u.activated = false;
            }
            self.log.push(CombatEvent::FreeMoveDone);
        }
        run_cards(self, dice)
    }
}

impl CardFight for NativeCombat {
    type Order = CombatOrder;
    fn over(&self) -> bool {
        self.outcome.is_some()
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
        self.log.push(CombatEvent::CardDrawn { colour });
    }
    fn before_card(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        self.check_over(dice)
    }
    fn party_to_act(&self) -> bool {
        self.party.iter().any(|u| u.in_fight() && !u.activated)
    }
    fn opponent_to_act(&self) -> Option<usize> {
        (0..self.natives.len()).find(|&i| self.natives[i].warriors > 0 && !self.natives[i].activated)
    }
    fn opponent_acts(&mut self, dice: &mut dyn Dice, i: usize) -> EncounterResult<()> {
        self.natives_act(dice, i)
    }
    fn next_turn(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        self.end_turn(dice)?;
        self.turn += 1;
        self.log.push(CombatEvent::TurnBegan { turn: self.turn });
        Ok(())
    }
    fn check(&self, order: &Self::Order) -> EncounterResult<()> {
        self.validate(order)
    }
    fn carry_out(&mut self, dice: &mut dyn Dice, order: Self::Order) -> EncounterResult<()> {
        self.resolve(dice, order)
    }
    fn draw_until_order(&mut self, dice: &mut dyn Dice) -> EncounterResult<()> {
        self.run(dice)
    }
    fn bot_order(&self) -> Option<Self::Order> {
        self.suggested_order().or_else(|| self.legal_orders().first().copied())
    }
}
