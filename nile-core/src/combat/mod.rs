//! Combat with hostile natives, played with the source's own mechanics as RULINGS.md "Combat
//! with natives" sets out: units of 10, placement by 1D8 direction and 6D6", a 52-card deck
//! activating one unit per card (red: the expedition, black: the natives), D20 shots against
//! to-hit numbers, damage, knock-down and the Survival Table's Man row, high-die melee, the
//! Morale table, Capture; then [`capture`] (fates, booty).
//!
//! Geometry: positions are [`Point`]s in a frame local to the fight: the head of the expedition
//! at the origin, its direction of march along +y, the Native Directional Indicator's 1 pointing
//! that way and 2-8 going clockwise (odd = sides, even = corners).
//!
//! The expedition's side: each explorer is a unit of one; all askari are one unit; all
//! ordinary bearers one unit; reliable bearers one unit (they never break). The natives act by
//! the rules given in [`NativeCombat`]'s docs; the player orders the expedition's unit a red
//! card activates ([`CombatOrder`]).

pub mod capture;
mod events;
pub mod morale;
mod resolve;
#[cfg(test)]
mod tests;

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Length, Point};

pub use events::{CombatEvent, CombatOutcome, CombatResult};

use crate::animals::shot::{Shooter, ShotKind, Weapon};
use crate::deck::Deck;
use crate::encounter_error::{EncounterError, EncounterResult, face, illegal, roll_sum};
use crate::natives::{HostileOpening, NativeKind};

/// Contact distance for melee: within 1".
pub const CONTACT: Length = Length::inches(1);
/// Natives within this distance of a shooter allow him only snap shots.
pub const SNAP_RANGE: Length = Length::inches(5);
/// The most warriors (and men on the expedition's side) a fight accepts; the tables give at
/// most 65 warriors.
pub const MAX_WARRIORS: u32 = 1000;
/// The farthest (inches, along either axis) a unit of a fight read from a saved state may stand
/// from where the fight began: units start within 36" (6D6) and move at most a few dozen
/// inches a turn.
pub const MAX_REACH: i32 = 100_000;
/// After this many turns the natives withdraw (docs/rulings.md).
pub const MAX_TURNS: u32 = 30;

/// The stand-in numbers of RULINGS.md "Combat with natives" (set by the setup).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileStandIns"))]
pub struct StandIns {
    /// Europeans with rifles: 7.
    pub european_to_hit: u8,
    /// Askari with muskets: 6.
    pub askari_to_hit: u8,
    /// Natives: 5.
    pub native_to_hit: u8,
}

impl Default for StandIns {
    fn default() -> Self {
        StandIns { european_to_hit: 7, askari_to_hit: 6, native_to_hit: 5 }
    }
}

/// An explorer in the fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileExplorerInCombat"))]
pub struct ExplorerInCombat {
    /// Rifle or Express rifle (or pistol).
    pub weapon: Weapon,
    /// Crack Shot.
    pub crack_shot: bool,
    /// Pugilist: +1 in melee.
    pub pugilist: bool,
    /// Rounds carried for all his guns: his weapon's, then his side arm's.
    pub ammo: u32,
    /// A woman (the Heroine): counts for "female Europeans captured".
    pub female: bool,
    /// Of `ammo`, the rounds of his side arm (a pistol besides his rifle, EX-OUTFIT-20), fired
    /// once the rifle is dry.
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub side_arm_rounds: u32,
    /// Added to his shooting die rolls today by hunger and thirst (EX-FOOD-06, EX-WATER-04).
    #[serde(default, skip_serializing_if = "crate::is_default")]
    pub penalty: u8,
}

impl ExplorerInCombat {
    /// His shooting with `rounds` left (the one shooter mechanism of every fight and hunt):
    /// `to_hit` (the stand-in number), his weapon (the side arm once the rifle is dry), Crack
    /// Shot and the day's hunger and thirst penalty; `None` without a round.
    pub const fn shooter(&self, to_hit: u8, rounds: u32) -> Option<Shooter> {
        self.own_weapon(to_hit).in_hand(rounds, self.side_arm_rounds)
    }

    /// His shooting with his own weapon (before the side arm).
    const fn own_weapon(&self, to_hit: u8) -> Shooter {
        Shooter { to_hit, weapon: self.weapon, crack_shot: self.crack_shot, penalty: self.penalty }
    }

    /// As a member of a fight with animals ([`crate::animals::PartyRole::Hunter`]).
    pub const fn hunter(&self, to_hit: u8) -> crate::animals::PartyRole {
        crate::animals::PartyRole::Hunter {
            shooter: self.own_weapon(to_hit),
            pugilist: self.pugilist,
            ammo: self.ammo,
            side_arm: self.side_arm_rounds,
        }
    }
}

/// The expedition's side of a fight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCombatSetup"))]
pub struct CombatSetup {
    /// The explorers (and supercargoes who fight).
    pub explorers: Vec<ExplorerInCombat>,
    /// Askari.
    pub askari: u32,
    /// Rounds the askari carry between them.
    pub askari_ammo: u32,
    /// Ordinary bearers (and porters, guides).
    pub bearers: u32,
    /// Reliable bearers.
    pub reliable_bearers: u32,
    /// Rough ground: men move 2D6" instead of 3D6".
    pub rough: bool,
    /// What the posture gave the party (hasty defence, free move, or nothing).
    pub opening: HostileOpening,
    /// To-hit numbers.
    pub stand_ins: StandIns,
}

/// What a unit on the expedition's side is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePartyUnitKind"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PartyUnitKind {
    /// One explorer (index into the setup's explorers).
    Explorer {
        /// Index in [`CombatSetup::explorers`].
        explorer: usize,
    },
    /// All the askari.
    Askari,
    /// All the ordinary bearers.
    Bearers,
    /// The reliable bearers.
    ReliableBearers,
}

/// What became of a figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileFigureState"))]
#[serde(rename_all = "snake_case")]
pub enum FigureState {
    /// Still fighting.
    Fighting,
    /// Dead.
    Dead,
    /// Captured (explorers only).
    Captured,
    /// Ran away with a broken unit.
    Fled,
}

/// One man on the expedition's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileFigure"))]
pub struct Figure {
    /// Accumulated damage.
    pub damage: u32,
    /// Hurt this turn (Survival roll at its end).
    pub hurt: bool,
    /// Under the hasty defence.
    pub covered: bool,
    /// Knocked down: his unit's next activation is spent standing up.
    pub knocked_down: bool,
    /// What became of him.
    pub state: FigureState,
}

/// A unit on the expedition's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePartyUnit"))]
pub struct PartyUnit {
    /// What it is.
    pub kind: PartyUnitKind,
    /// Where it stands.
    pub position: Point,
    /// Its men.
    pub figures: Vec<Figure>,
    /// Broken and running.
    pub broken: bool,
    /// Has made its first morale check (then it checks every turn).
    pub checking: bool,
    /// Acted this turn.
    pub activated: bool,
    /// Rounds left (explorer: his own; askari: the unit's).
    pub ammo: u32,
}

impl PartyUnit {
    fn fighting(&self) -> usize {
        self.figures.iter().filter(|f| f.state == FigureState::Fighting).count()
    }
    fn in_fight(&self) -> bool {
        !self.broken && self.fighting() > 0
    }
}

/// A unit of native warriors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileNativeUnit"))]
pub struct NativeUnit {
    /// Their kind.
    pub kind: NativeKind,
    /// Where they stand.
    pub position: Point,
    /// Warriors at the start.
    pub start: u32,
    /// Warriors still fighting.
    pub warriors: u32,
    /// Broken and running.
    pub broken: bool,
    /// Has made its first morale check.
    pub checking: bool,
    /// Acted this turn.
    pub activated: bool,
}

impl NativeUnit {
    fn in_fight(&self) -> bool {
        !self.broken && self.warriors > 0
    }
    /// Their missile: pygmies shoot bows, Masai throw the Masai spear, others throw spears.
    pub const fn weapon(&self) -> Weapon {
        match self.kind {
            NativeKind::Pygmy => Weapon::Bow,
            NativeKind::Masai => Weapon::MasaiSpear,
            _ => Weapon::Spear,
        }
    }
}

/// Divide warriors into units of 10; a partial unit of fewer than 5 is spread one by one over
/// the other units (from the first); a tribe of fewer than 10 is one unit.
pub fn divide_into_units(warriors: u32) -> Vec<u32> {
    let mut units: Vec<u32> = alloc::vec![10; (warriors / 10) as usize];
    let rest = warriors % 10;
    if rest >= 5 || units.is_empty() {
        if rest > 0 {
            units.push(rest);
        }
    } else {
        let n = units.len();
        for i in 0..rest as usize {
            units[i % n] += 1;
        }
    }
    units
}

/// A direction of the Native Directional Indicator (1-8) as a unit vector in thousandths:
/// 1 ahead (+y), clockwise; corners at 45 degrees (707/1000).
pub const fn direction_vector(d: u8) -> (i64, i64) {
    match d {
        1 => (0, 1000),
        2 => (707, 707),
        3 => (1000, 0),
        4 => (707, -707),
        5 => (0, -1000),
        6 => (-707, -707),
        7 => (-1000, 0),
        _ => (-707, 707),
    }
}

/// The point `inches` from `from` in indicator direction `d`.
pub fn along(from: Point, d: u8, inches: u32) -> Point {
    let (dx, dy) = direction_vector(d);
    let len = i64::from(inches);
    // inches x 1000 units x (vector / 1000) = units.
    let x = from.x.units() as i64 + dx * len;
    let y = from.y.units() as i64 + dy * len;
    Point::new(Length::milli(clamp_i32(x)), Length::milli(clamp_i32(y)))
}

fn clamp_i32(v: i64) -> i32 {
    v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

/// What the player orders the expedition unit a red card activates (or, in a Forceful
/// posture's free move, each unit before the natives move: only `Move` and `Hold`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileCombatOrder"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a combat order: an object whose `type` is `fire`, `move`, `charge` or `hold`")]
pub enum CombatOrder {
    /// Shoot at a native unit within range: an explorer one D20, the askari one D20 per man;
    /// each die uses a round.
    Fire {
        /// The expedition unit (index).
        unit: usize,
        /// The native unit (index).
        target: usize,
        /// Aimed (no native unit within 5") or snap.
        kind: ShotKind,
    },
    /// Move the unit its full movement (3D6", 2D6" in rough ground) in an indicator direction.
    Move {
        /// The unit.
        unit: usize,
        /// Direction 1-8.
        direction: u8,
    },
    /// Move toward a native unit and fight it if reached.
    Charge {
        /// The unit.
        unit: usize,
        /// The native unit.
        target: usize,
    },
    /// Do nothing (a knocked-down explorer stands up).
    Hold {
        /// The unit.
        unit: usize,
    },
}

impl CombatOrder {
    fn unit(&self) -> usize {
        match *self {
            CombatOrder::Fire { unit, .. }
            | CombatOrder::Move { unit, .. }
            | CombatOrder::Charge { unit, .. }
            | CombatOrder::Hold { unit } => unit,
        }
    }
}

/// A fight with hostile natives in progress (or over).
///
/// The natives' rules (docs/rulings.md "How natives fight"): a black card activates the first
/// native unit (in order) that has not acted this turn. It rolls its movement; if that reaches
/// the nearest expedition unit still in the fight it closes and fights a melee; otherwise it
/// moves its full movement toward it and, if then within its missile range, every warrior
/// throws or shoots (D20 at or under the natives' to-hit number; half that number, rounded
/// down, against men under the hasty defence). A broken unit runs its full movement away.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileNativeCombat"))]
pub struct NativeCombat {
    setup: CombatSetup,
    party: Vec<PartyUnit>,
    natives: Vec<NativeUnit>,
    deck: Deck,
    turn: u32,
    /// Free move (Forceful): units that still may move before the natives.
    free_move: bool,
    awaiting: bool,
    outcome: Option<CombatOutcome>,
    log: Vec<CombatEvent>,
}

impl NativeCombat {
    /// Start a fight: divide the warriors into units, place each by 1D8 direction and 6D6"
    /// from the head of the expedition, raise the hasty defence or grant the free move, and
    /// draw cards until an order is wanted. `deck`: None shuffles a fresh deck; tests stack one.
    ///
    /// # Errors
    /// [`EncounterError::InvalidInput`] for a fight without warriors or without anyone on the
    /// expedition's side; a scripted dice source that ran dry.
    pub fn begin(
        dice: &mut dyn Dice,
        setup: CombatSetup,
        kind: NativeKind,
        warriors: u32,
        deck: Option<Deck>,
    ) -> EncounterResult<NativeCombat> {
        if warriors == 0 || warriors > MAX_WARRIORS {
            return Err(EncounterError::InvalidInput(alloc::format!(
                "a fight needs 1 to {MAX_WARRIORS} warriors, got {warriors}"
            )));
        }
        let men = setup.explorers.len() as u64
            + u64::from(setup.askari)
            + u64::from(setup.bearers)
            + u64::from(setup.reliable_bearers);
        if men > u64::from(MAX_WARRIORS) {
            return Err(EncounterError::InvalidInput(alloc::format!(
                "at most {MAX_WARRIORS} men on the expedition's side, got {men}"
            )));
        }
        if setup.explorers.is_empty() && setup.askari == 0 && setup.reliable_bearers == 0 {
            return Err(EncounterError::InvalidInput(
                "a fight needs an explorer, askari or reliable bearers (EX-OUTFIT-27)".into(),
            ));
        }
        let mut log = Vec::new();
        let mut natives = Vec::new();
        for (i, size) in divide_into_units(warriors).into_iter().enumerate() {
            let direction = face(dice, Die::D8)?;
            let (distance, _) = roll_sum(dice, Die::D6, 6)?;
            let position = along(Point::default(), direction, distance);
            log.push(CombatEvent::Placed { unit: i, warriors: size, direction, distance });
            natives.push(NativeUnit {
                kind,
                position,
                start: size,
                warriors: size,
                broken: false,
                checking: false,
                activated: false,
            });
        }
        let mut covered_others = match setup.opening {
            HostileOpening::HastyDefence { others } => u32::from(others),
            _ => 0,
        };
        let hasty = matches!(setup.opening, HostileOpening::HastyDefence { .. });
        let mut party = Vec::new();
        let unit = |kind, n: u32, covered: &mut dyn FnMut() -> bool, ammo| PartyUnit {
            kind,
            position: Point::default(),
            figures: (0..n)
                .map(|_| Figure {
                    damage: 0,
                    hurt: false,
                    covered: covered(),
                    knocked_down: false,
                    state: FigureState::Fighting,
                })
                .collect(),
            broken: false,
            checking: false,
            activated: false,
            ammo,
        };
        for (i, e) in setup.explorers.iter().enumerate() {
            party.push(unit(PartyUnitKind::Explorer { explorer: i }, 1, &mut || hasty, e.ammo));
        }
        if setup.askari > 0 {
            party.push(unit(PartyUnitKind::Askari, setup.askari, &mut || hasty, setup.askari_ammo));
        }
        let mut other = || {
            let c = covered_others > 0;
            covered_others = covered_others.saturating_sub(1);
            c
        };
        if setup.reliable_bearers > 0 {
            party.push(unit(PartyUnitKind::ReliableBearers, setup.reliable_bearers, &mut other, 0));
        }
        if setup.bearers > 0 {
            party.push(unit(PartyUnitKind::Bearers, setup.bearers, &mut other, 0));
        }
        let free_move = setup.opening == HostileOpening::FreeMove;
        let deck = match deck {
            Some(d) => d,
            None => Deck::shuffled(dice)?,
        };
        let mut fight =
            NativeCombat { setup, party, natives, deck, turn: 1, free_move, awaiting: free_move, outcome: None, log };
        fight.run(dice)?;
        Ok(fight)
    }

    /// The expedition's units.
    pub fn party(&self) -> &[PartyUnit] {
        &self.party
    }
    /// The native units.
    pub fn natives(&self) -> &[NativeUnit] {
        &self.natives
    }
    /// Turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// Everything that happened.
    pub fn log(&self) -> &[CombatEvent] {
        &self.log
    }
    /// The outcome, once the fight is over.
    pub fn outcome(&self) -> Option<&CombatOutcome> {
        self.outcome.as_ref()
    }
    /// The setup.
    pub fn setup(&self) -> &CombatSetup {
        &self.setup
    }
    /// Check a fight read from a saved state: every explorer unit names one of the setup's
    /// explorers (each once), unit sizes match the setup, no native unit has more warriors than
    /// it started with, nobody stands further than [`MAX_REACH`] inches out. `Err` says what is
    /// wrong (`crate::check` wraps it in a typed error).
    ///
    /// # Errors
    /// The first inconsistency found.
    pub fn check(&self) -> Result<(), alloc::string::String> {
        let s = &self.setup;
        let men = s.explorers.len() as u64 + u64::from(s.askari) + u64::from(s.bearers) + u64::from(s.reliable_bearers);
        if men > u64::from(MAX_WARRIORS) || self.natives.len() > MAX_WARRIORS as usize {
            return Err(alloc::format!("at most {MAX_WARRIORS} men and native units a side"));
        }
        let mut seen = Vec::new();
        for (i, u) in self.party.iter().enumerate() {
            let expected = match u.kind {
                PartyUnitKind::Explorer { explorer } => {
                    if explorer >= s.explorers.len() || seen.contains(&explorer) {
                        return Err(alloc::format!("unit {i} names explorer {explorer} twice or out of range"));
                    }
                    seen.push(explorer);
                    1
                }
                PartyUnitKind::Askari => s.askari,
                PartyUnitKind::Bearers => s.bearers,
                PartyUnitKind::ReliableBearers => s.reliable_bearers,
            };
            if u.figures.len() != expected as usize {
                return Err(alloc::format!("unit {i} has {} figures, its setup {expected}", u.figures.len()));
            }
        }
        let reach = Length::inches(MAX_REACH);
        let far = |p: Point| {
            p.x.units().unsigned_abs() > reach.units().unsigned_abs()
                || p.y.units().unsigned_abs() > reach.units().unsigned_abs()
        };
        if let Some(i) = self.natives.iter().position(|n| n.warriors > n.start || n.start > MAX_WARRIORS) {
            return Err(alloc::format!("native unit {i} has more warriors than it started with"));
        }
        if self.party.iter().map(|u| u.position).chain(self.natives.iter().map(|n| n.position)).any(far) {
            return Err(alloc::format!("a unit stands more than {MAX_REACH}\" from the fight's centre"));
        }
        Ok(())
    }

    /// True during a Forceful posture's free move: the expedition's units move or hold before
    /// any native unit moves (EX-ATTITUDE-12).
    pub fn in_free_move(&self) -> bool {
        self.free_move && self.outcome.is_none()
    }

    /// Expedition units that may take an order now (empty when none is wanted).
    pub fn pending(&self) -> Vec<usize> {
        if !self.awaiting || self.outcome.is_some() {
            return Vec::new();
        }
        (0..self.party.len()).filter(|&i| self.party[i].in_fight() && !self.party[i].activated).collect()
    }

    /// Every legal order now.
    pub fn legal_orders(&self) -> Vec<CombatOrder> {
        let mut c = Vec::new();
        for unit in self.pending() {
            c.push(CombatOrder::Hold { unit });
            for direction in 1..=8 {
                c.push(CombatOrder::Move { unit, direction });
            }
            for target in 0..self.natives.len() {
                c.push(CombatOrder::Charge { unit, target });
                c.push(CombatOrder::Fire { unit, target, kind: ShotKind::Aimed });
                c.push(CombatOrder::Fire { unit, target, kind: ShotKind::Snap });
            }
        }
        c.retain(|o| self.validate(o).is_ok());
        c
    }

    /// A bot's order: fire (aimed if allowed) at the nearest native unit in range; else hold.
    pub fn suggested_order(&self) -> Option<CombatOrder> {
        let legal = self.legal_orders();
        let find = |p: &dyn Fn(&CombatOrder) -> bool| legal.iter().copied().find(|o| p(o));
        find(&|o| matches!(o, CombatOrder::Fire { kind: ShotKind::Aimed, .. }))
            .or_else(|| find(&|o| matches!(o, CombatOrder::Fire { .. })))
            .or_else(|| find(&|o| matches!(o, CombatOrder::Hold { .. })))
    }

    /// True for a unit that fights (charges into melee, and keeps the fight from being lost
    /// while it stands): explorers and askari; reliable bearers when no askari are present,
    /// none still in the fight (EX-OUTFIT-27: "may fight if no askari are present").
    fn fights(&self, kind: PartyUnitKind) -> bool {
        match kind {
            PartyUnitKind::Explorer { .. } | PartyUnitKind::Askari => true,
            PartyUnitKind::ReliableBearers => {
                !self.party.iter().any(|u| u.kind == PartyUnitKind::Askari && u.in_fight())
            }
            PartyUnitKind::Bearers => false,
        }
    }

    fn weapon_of(&self, unit: &PartyUnit) -> Option<Weapon> {
        match unit.kind {
            PartyUnitKind::Explorer { explorer } => {
                self.setup.explorers.get(explorer).map(|e| e.shooter(0, unit.ammo).map_or(e.weapon, |s| s.weapon))
            }
            PartyUnitKind::Askari => Some(Weapon::Musket),
            _ => None,
        }
    }

    /// Check an order without applying it.
    ///
    /// # Errors
    /// [`EncounterError::Over`], [`EncounterError::UnknownIndex`] or
    /// [`EncounterError::IllegalChoice`] saying what is wrong.
    pub fn validate(&self, order: &CombatOrder) -> EncounterResult<()> {
        if self.outcome.is_some() {
            return Err(EncounterError::Over);
        }
        if !self.awaiting {
            return Err(illegal(alloc::format!("{order:?}"), "no order: the cards are not waiting for the expedition"));
        }
        let u = order.unit();
        let unit = self.party.get(u).ok_or_else(|| unknown("expedition unit", u, self.party.len()))?;
        if !unit.in_fight() || unit.activated {
            return Err(illegal(alloc::format!("unit {u}"), "a unit still in the fight that has not acted this turn"));
        }
        let knocked = unit.figures.iter().any(|f| f.knocked_down && f.state == FigureState::Fighting)
            && matches!(unit.kind, PartyUnitKind::Explorer { .. });
        if knocked && !matches!(order, CombatOrder::Hold { .. }) {
            return Err(illegal(alloc::format!("{order:?}"), "hold: a knocked-down explorer can only stand up"));
        }
        if self.free_move && !matches!(order, CombatOrder::Move { .. } | CombatOrder::Hold { .. }) {
            return Err(illegal(alloc::format!("{order:?}"), "move or hold during the free move"));
        }
        match *order {
            CombatOrder::Fire { target, kind, .. } => {
                let t = self.natives.get(target).ok_or_else(|| unknown("native unit", target, self.natives.len()))?;
                let weapon = self
                    .weapon_of(unit)
                    .ok_or_else(|| illegal("fire", "explorers or askari (bearers do not shoot)"))?;
                if unit.ammo == 0 {
                    return Err(illegal("fire", "a unit with ammunition left"));
                }
                if !t.in_fight() {
                    return Err(illegal(alloc::format!("native unit {target}"), "a native unit still in the fight"));
                }
                if unit.position.distance(t.position) > Length::inches(weapon.range_inches() as i32) {
                    return Err(illegal("a target out of range", "a native unit within the weapon's range"));
                }
                if kind == ShotKind::Aimed
                    && self.natives.iter().any(|n| n.in_fight() && n.position.distance(unit.position) <= SNAP_RANGE)
                {
                    return Err(illegal("an aimed shot", "a snap shot (natives within 5\")"));
                }
                Ok(())
            }
            CombatOrder::Charge { target, .. } => {
                let t = self.natives.get(target).ok_or_else(|| unknown("native unit", target, self.natives.len()))?;
                if !t.in_fight() {
                    return Err(illegal(alloc::format!("native unit {target}"), "a native unit still in the fight"));
                }
                if !self.fights(unit.kind) {
                    return Err(illegal(
                        "charge",
                        "explorers, askari, or reliable bearers with no askari present (bearers do not fight)",
                    ));
                }
                Ok(())
            }
            CombatOrder::Move { direction, .. } if !(1..=8).contains(&direction) => {
                Err(illegal(alloc::format!("direction {direction}"), "a direction 1 to 8"))
            }
            CombatOrder::Move { .. } | CombatOrder::Hold { .. } => Ok(()),
        }
    }

    /// Apply an order, then draw cards until the next order is wanted or the fight ends.
    ///
    /// # Errors
    /// As [`NativeCombat::validate`]; a scripted dice source that ran dry (the fight is then
    /// left as it was).
    pub fn apply(&mut self, dice: &mut dyn Dice, order: CombatOrder) -> EncounterResult<()> {
        crate::deck::apply_order(self, dice, order)
    }

    /// Play to the end with [`NativeCombat::suggested_order`] (a bot).
    ///
    /// # Errors
    /// A scripted dice source that ran dry.
    pub fn play_out(&mut self, dice: &mut dyn Dice) -> EncounterResult<CombatOutcome> {
        crate::deck::play_to_end(self, dice)?;
        self.outcome.clone().ok_or(EncounterError::Over)
    }
}

fn unknown(what: &str, index: usize, count: usize) -> EncounterError {
    EncounterError::UnknownIndex { what: what.into(), index, count }
}
