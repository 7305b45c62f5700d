//! A hunt with standing orders: the hunting roll, and on an encounter the 2D6 table, the
//! hunter's action (given up front) and the fight played to its end.

use crate::luck::Dice;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::animals::fight::{AnimalFight, FightEnding, PartyRole};
use crate::encounter_error::EncounterResult;
use crate::hunting::encounters::{HuntContext, HunterAction, HuntingEncounter, StampedeFate, open, roll_encounter};
use crate::hunting::{HuntOutcome, HuntingGround, HuntingPartySize, hunt, hunting_party_move};
use crate::map::Direction;

/// What became of one member of the hunting party.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMemberFate"))]
#[serde(rename_all = "snake_case")]
pub enum MemberFate {
    /// Killed (by an animal or the stampede).
    Killed,
    /// Injured, must be carried back (stampede 5).
    Injured,
    /// Battered but able to walk (stampede 3-4).
    Battered,
}

/// What a hunt brought.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntReport"))]
pub struct HuntReport {
    /// Inches the hunting party went out (4D6).
    pub went_out: u32,
    /// The heading it went out on (the player's; `None` where no map is played).
    pub heading: Option<Direction>,
    /// The ground it hunted on (the terrain where it ended up).
    pub ground: HuntingGround,
    /// The hunting roll.
    pub hunt: HuntOutcome,
    /// The encounter, if any.
    pub encounter: Option<HuntingEncounter>,
    /// The fight, if any.
    pub fight: Option<FightEnding>,
    /// Units of food brought back.
    pub food: u32,
    /// Rounds used by each member (hunting ammunition is charged to the first hunter).
    pub ammo_used: Vec<u32>,
    /// Members hurt or killed (index into the party list).
    pub fates: Vec<(usize, MemberFate)>,
}

/// The first half of a hunt: the party goes out 4D6", rolls on the Hunting Results table,
/// and on an encounter rolls the Hunting Encounters table (the hunter may then have to choose
/// an action: [`HuntingEncounter::needs_action`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileHuntStart"))]
pub struct HuntStart {
    /// Inches the hunting party went out.
    pub went_out: u32,
    /// The heading it went out on (the player's; `None` where no map is played).
    pub heading: Option<Direction>,
    /// The ground it hunts on (the terrain where it ended up).
    pub ground: HuntingGround,
    /// The hunting roll.
    pub hunt: HuntOutcome,
    /// The encounter, if any.
    pub encounter: Option<HuntingEncounter>,
}

/// Go out and hunt (the first half).
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn start_hunt(dice: &mut dyn Dice, ground: HuntingGround, hunter_skill: bool) -> EncounterResult<HuntStart> {
    let went_out = hunting_party_move(dice)?;
    hunt_out(dice, went_out, None, ground, hunter_skill)
}

/// The hunt once the party is out (`went_out` inches on `heading`, where the ground is
/// `ground`): the hunting roll there and, on an encounter, the Hunting Encounters table.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn hunt_out(
    dice: &mut dyn Dice,
    went_out: u32,
    heading: Option<Direction>,
    ground: HuntingGround,
    hunter_skill: bool,
) -> EncounterResult<HuntStart> {
    let hunt = hunt(dice, ground, hunter_skill)?;
    let encounter = if hunt.encounter { Some(roll_encounter(dice, ground == HuntingGround::Desert)?.1) } else { None };
    Ok(HuntStart { went_out, heading, ground, hunt, encounter })
}

fn party_size(members: &[PartyRole]) -> HuntingPartySize {
    HuntingPartySize {
        hunters: members.iter().filter(|m| matches!(m, PartyRole::Hunter { .. })).count() as u32,
        porters: members.iter().filter(|m| **m == PartyRole::Porter).count() as u32,
        gun_bearers: members.iter().filter(|m| **m == PartyRole::GunBearer).count() as u32,
    }
}

/// Open a hunt's encounter (if any) with the hunter's action: the report so far, and the
/// fight for the caller to play ([`AnimalFight`]) and then [`conclude_hunt`]. A stampede has
/// no fight: its fates are in the report.
///
/// # Errors
/// [`crate::EncounterError::InvalidInput`] for a party too small; a scripted dice source that
/// ran dry.
pub fn begin_hunt_fight(
    dice: &mut dyn Dice,
    start: &HuntStart,
    members: &[PartyRole],
    hippo_country: bool,
    action: HunterAction,
    rough: bool,
) -> EncounterResult<(HuntReport, Option<AnimalFight>)> {
    party_size(members).validate()?;
    let h = &start.hunt;
    let mut report = HuntReport {
        went_out: start.went_out,
        heading: start.heading,
        ground: start.ground,
        hunt: h.clone(),
        encounter: start.encounter,
        fight: None,
        food: h.food,
        ammo_used: alloc::vec![0; members.len()],
        fates: Vec::new(),
    };
    let first_hunter = members.iter().position(|m| matches!(m, PartyRole::Hunter { .. })).unwrap_or(0);
    if let Some(a) = report.ammo_used.get_mut(first_hunter) {
        *a = h.ammo_used;
    }
    let Some(enc) = start.encounter else { return Ok((report, None)) };
    let ctx = HuntContext { hippo_country, members: members.len() as u32 };
    let opening = open(dice, enc, enc.needs_action().then_some(action), ctx)?;
    report.food = 0;
    if enc == HuntingEncounter::Stampede {
        for (i, fate) in opening.stampede.iter().enumerate() {
            let f = match fate {
                StampedeFate::Unhurt => continue,
                StampedeFate::Battered => MemberFate::Battered,
                StampedeFate::Injured => MemberFate::Injured,
                StampedeFate::Killed => MemberFate::Killed,
            };
            report.fates.push((i, f));
        }
        return Ok((report, None));
    }
    let fight = AnimalFight::begin(dice, &opening, members, rough)?;
    Ok((report, Some(fight)))
}

/// After a hunt's fight: rounds used, the men killed, and the hunt's food if an animal died.
pub fn conclude_hunt(report: &mut HuntReport, members: &[PartyRole], fight: &AnimalFight, ending: FightEnding) {
    for (i, m) in fight.members().iter().enumerate() {
        if let (PartyRole::Hunter { ammo: left, .. }, Some(PartyRole::Hunter { ammo: start, .. })) =
            (m.role, members.get(i))
        {
            if let Some(a) = report.ammo_used.get_mut(i) {
                *a = a.saturating_add(start.saturating_sub(left));
            }
        }
    }
    report.fates.extend(ending.dead_members.iter().map(|&i| (i, MemberFate::Killed)));
    if !ending.killed.is_empty() {
        report.food = report.hunt.food;
    }
    report.fight = Some(ending);
}

/// Finish a hunt: [`begin_hunt_fight`], the fight played with its suggested orders, then
/// [`conclude_hunt`].
///
/// # Errors
/// As [`begin_hunt_fight`].
pub fn finish_hunt(
    dice: &mut dyn Dice,
    start: &HuntStart,
    members: &[PartyRole],
    hippo_country: bool,
    action: HunterAction,
    rough: bool,
) -> EncounterResult<HuntReport> {
    let (mut report, fight) = begin_hunt_fight(dice, start, members, hippo_country, action, rough)?;
    if let Some(mut fight) = fight {
        let ending = fight.play_out(dice)?;
        conclude_hunt(&mut report, members, &fight, ending);
    }
    Ok(report)
}

/// Hunt with a party (`members`: hunters, porters and gun bearers, in any order; at least one
/// hunter and two porters): [`start_hunt`] then [`finish_hunt`] with the hunter's standing
/// `action` for the encounters that ask for one. `rough`: men move 2D6 in the fight.
///
/// # Errors
/// [`crate::EncounterError::InvalidInput`] for a party too small; a scripted dice source that
/// ran dry.
pub fn go_hunting(
    dice: &mut dyn Dice,
    ground: HuntingGround,
    hunter_skill: bool,
    members: &[PartyRole],
    hippo_country: bool,
    action: HunterAction,
    rough: bool,
) -> EncounterResult<HuntReport> {
    party_size(members).validate()?;
    let start = start_hunt(dice, ground, hunter_skill)?;
    finish_hunt(dice, &start, members, hippo_country, action, rough)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::animals::shot::Weapon;
    use tabletop::DiceSource;

    fn party() -> Vec<PartyRole> {
        alloc::vec![PartyRole::armed(7, Weapon::ExpressRifle, 20), PartyRole::Porter, PartyRole::Porter,]
    }

    // rule: EX-HUNT-02
    #[test]
    fn a_plain_hunt_brings_food_and_uses_ammo() {
        // 4D6 out = 4; results 5 on veldt = 10 food; ammo 1D6 = 3.
        let mut d = DiceSource::scripted([1, 1, 1, 1, 5, 3]);
        let r = go_hunting(&mut d, HuntingGround::Veldt, false, &party(), false, HunterAction::C, false).unwrap();
        assert_eq!((r.went_out, r.food, r.ammo_used[0], r.encounter), (4, 10, 3, None));
        assert!(go_hunting(&mut d, HuntingGround::Veldt, false, &party()[..2], false, HunterAction::C, false).is_err());
    }

    // rule: EX-HENC-09
    #[test]
    fn a_stampede_gives_no_food() {
        // Out 4; 6 then multiplier 1 (encounter; 10 food, ammo 2); 2D6 = 4 + 5 = 9; fates 6, 1, 5.
        let mut d = DiceSource::scripted([1, 1, 1, 1, 6, 1, 2, 4, 5, 6, 1, 5]);
        let r = go_hunting(&mut d, HuntingGround::Veldt, false, &party(), false, HunterAction::C, false).unwrap();
        assert_eq!(r.encounter, Some(HuntingEncounter::Stampede));
        assert_eq!(r.food, 0);
        assert_eq!(r.fates, [(0, MemberFate::Killed), (2, MemberFate::Injured)]);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]
        #[test]
        fn seeded_hunts_resolve(seed in proptest::prelude::any::<u64>()) {
            let mut d = DiceSource::seeded(seed);
            let r = go_hunting(&mut d, HuntingGround::Swamp, true, &party(), true, HunterAction::C, false).unwrap();
            proptest::prop_assert!(r.fates.iter().all(|(i, _)| *i < 3));
            proptest::prop_assert!(r.food <= 70);
        }
    }
}
