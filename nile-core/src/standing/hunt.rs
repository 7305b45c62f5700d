//! A hunt with standing orders: the hunting roll, and on an encounter the 2D6 table, the
//! hunter's action (given up front) and the fight played to its end.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DiceSource;

use crate::animals::fight::{AnimalFight, FightEnding, PartyRole};
use crate::encounter_error::EncounterResult;
use crate::hunting::encounters::{open, roll_encounter, HuntContext, HunterAction, HuntingEncounter, StampedeFate};
use crate::hunting::{hunt, hunting_party_move, HuntOutcome, HuntingGround, HuntingPartySize};

/// What became of one member of the hunting party.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
pub struct HuntReport {
    /// Inches the hunting party went out (4D6).
    pub went_out: u32,
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

/// Hunt with a party (`members`: hunters, porters and gun bearers, in any order; at least one
/// hunter and two porters). `action`: the hunter's standing action for the encounters that ask
/// for one. `rough`: men move 2D6 in the fight.
///
/// # Errors
/// [`crate::EncounterError::InvalidInput`] for a party too small; a scripted dice source that ran dry.
pub fn go_hunting(
    dice: &mut DiceSource,
    ground: HuntingGround,
    hunter_skill: bool,
    members: &[PartyRole],
    hippo_country: bool,
    action: HunterAction,
    rough: bool,
) -> EncounterResult<HuntReport> {
    let size = HuntingPartySize {
        hunters: members.iter().filter(|m| matches!(m, PartyRole::Hunter { .. })).count() as u32,
        porters: members.iter().filter(|m| **m == PartyRole::Porter).count() as u32,
        gun_bearers: members.iter().filter(|m| **m == PartyRole::GunBearer).count() as u32,
    };
    size.validate()?;
    let went_out = hunting_party_move(dice)?;
    let h = hunt(dice, ground, hunter_skill)?;
    let mut report = HuntReport {
        went_out,
        hunt: h.clone(),
        encounter: None,
        fight: None,
        food: h.food,
        ammo_used: alloc::vec![0; members.len()],
        fates: Vec::new(),
    };
    let first_hunter = members.iter().position(|m| matches!(m, PartyRole::Hunter { .. })).unwrap_or(0);
    if let Some(a) = report.ammo_used.get_mut(first_hunter) {
        *a = h.ammo_used;
    }
    if !h.encounter {
        return Ok(report);
    }
    let (_, enc) = roll_encounter(dice, ground == HuntingGround::Desert)?;
    report.encounter = Some(enc);
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
        return Ok(report);
    }
    let mut fight = AnimalFight::begin(dice, &opening, members, rough)?;
    let ending = fight.play_out(dice)?;
    for (i, m) in fight.members().iter().enumerate() {
        if let (PartyRole::Hunter { ammo: left, .. }, Some(PartyRole::Hunter { ammo: start, .. })) = (m.role, members.get(i)) {
            if let Some(a) = report.ammo_used.get_mut(i) {
                *a += start.saturating_sub(left);
            }
        }
    }
    report.fates.extend(ending.dead_members.iter().map(|&i| (i, MemberFate::Killed)));
    if !ending.killed.is_empty() {
        report.food = h.food;
    }
    report.fight = Some(ending);
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::animals::shot::{Shooter, Weapon};

    fn party() -> Vec<PartyRole> {
        alloc::vec![
            PartyRole::Hunter { shooter: Shooter { to_hit: 7, weapon: Weapon::ExpressRifle, crack_shot: false }, pugilist: false, ammo: 20 },
            PartyRole::Porter,
            PartyRole::Porter,
        ]
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
