//! Meeting natives with standing orders: the encounter check and the tribe, then the posture
//! (the player's, given up front), the attitude, what friendly natives give, or the fight and
//! its booty.

use crate::luck::Dice;
use serde::{Deserialize, Serialize};

use super::{Losses, PartySummary};
use crate::combat::capture::{Booty, booty};
use crate::combat::{CombatOutcome, CombatResult, NativeCombat};
use crate::encounter_error::EncounterResult;
use crate::natives::{
    Attitude, AttitudeOutcome, EncounterCheck, EncounterGround, HostileOpening, NativeTotals, Posture, Tribe,
    check_gifts, encounter_check, hostile_opening, native_totals, native_type, resolve_attitude, trade_for_rations,
};

/// Most turns a party waits for an explorer held as a white god (docs/rulings.md).
pub const WHITE_GOD_WAIT: u32 = 30;

/// Natives met: the check, the tribe and the natives' attitude totals (which a party whose
/// explorer has Africa Knowledge may see before choosing its posture).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileNativesMet"))]
pub struct NativesMet {
    /// The encounter check.
    pub check: EncounterCheck,
    /// The type D6.
    pub type_roll: u8,
    /// The tribe.
    pub tribe: Tribe,
    /// The natives' totals.
    pub totals: NativeTotals,
}

/// Roll the native encounter check at the end of a move and, if natives are met, their type,
/// size and attitude totals. `Ok(None)`: no natives.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn natives_met(
    dice: &mut dyn Dice,
    ground: EncounterGround,
    pygmy_country: bool,
) -> EncounterResult<Option<NativesMet>> {
    let check = encounter_check(dice, ground)?;
    if !check.encountered {
        return Ok(None);
    }
    let (type_roll, kind) = native_type(dice, pygmy_country)?;
    let tribe = crate::natives::tribe_size(dice, kind)?;
    let totals = native_totals(dice, &tribe)?;
    Ok(Some(NativesMet { check, type_roll, tribe, totals }))
}

/// What came of meeting natives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileMeetingReport"))]
pub struct MeetingReport {
    /// The tribe.
    pub tribe: Tribe,
    /// The attitude and its rolls.
    pub attitude: AttitudeOutcome,
    /// Trade goods given as gifts (spent whatever happened).
    pub gifts_spent: u32,
    /// Friendly natives feed the party (this turn's food is theirs).
    pub fed: bool,
    /// Trade goods traded for rations, and the rations received.
    pub traded: (u32, u32),
    /// The fight, if the natives were hostile.
    pub combat: Option<CombatOutcome>,
    /// Booty, if the party beat them.
    pub booty: Option<Booty>,
    /// Men lost.
    pub losses: Losses,
    /// Turns the party waited for explorers held as white gods.
    pub turns_waiting: u32,
}

/// Approach natives with a chosen posture (gifts included): the attitude, and with friendly
/// natives food and up to `trade_offer` trade goods traded for rations. Hostile natives start
/// a fight, returned for the caller to play ([`NativeCombat`]) and then [`conclude`]; after a
/// Defensive posture the party raises the hasty defence, after a Forceful one it takes the free
/// move (the standing orders; the Game asks the team, [`attitude_of`] then [`hostile_fight`]).
///
/// # Errors
/// [`crate::EncounterError::InvalidInput`] when more gifts are offered than trade goods
/// carried; a scripted dice source that ran dry.
pub fn approach(
    dice: &mut dyn Dice,
    met: &NativesMet,
    party: &PartySummary,
    posture: Posture,
    trade_offer: u32,
    rough: bool,
) -> EncounterResult<(MeetingReport, Option<NativeCombat>)> {
    let report = attitude_of(dice, met, party, posture, trade_offer)?;
    let fight = match report.attitude.attitude {
        Attitude::Hostile => Some(hostile_fight(dice, met, party, posture, true, rough)?),
        _ => None,
    };
    Ok((report, fight))
}

/// The first half of [`approach`]: the natives' attitude, and what friendly natives give. A
/// hostile attitude is only reported: the fight is [`hostile_fight`].
///
/// # Errors
/// As [`approach`].
pub fn attitude_of(
    dice: &mut dyn Dice,
    met: &NativesMet,
    party: &PartySummary,
    posture: Posture,
    trade_offer: u32,
) -> EncounterResult<MeetingReport> {
    check_gifts(posture, party.trade_goods)?;
    let attitude = resolve_attitude(dice, &met.tribe, &party.standing(), &met.totals, posture)?;
    let gifts_spent = match posture {
        Posture::Friendly { gifts } if met.tribe.kind != crate::natives::NativeKind::Pygmy => gifts,
        _ => 0,
    };
    let mut report = MeetingReport {
        tribe: met.tribe,
        attitude: attitude.clone(),
        gifts_spent,
        fed: false,
        traded: (0, 0),
        combat: None,
        booty: None,
        losses: Losses::default(),
        turns_waiting: 0,
    };
    if attitude.attitude == Attitude::Friendly {
        report.fed = true;
        let offer = trade_offer.min(party.trade_goods.saturating_sub(gifts_spent));
        report.traded = trade_for_rations(&met.tribe, offer);
    }
    Ok(report)
}

/// The fight with hostile natives (the second half of [`approach`]). After a Defensive posture
/// "the party may construct a hasty defense" (EX-ATTITUDE-11), after a Forceful one it "may
/// move all of its units" before any native moves (EX-ATTITUDE-12): `opening_taken` is the
/// party's choice (the hasty defence raised, the free move taken), and only then is the 1D6 of
/// other figures covered rolled. Pygmies attack with no posture taken: combat occurs normally
/// (docs/rulings.md "Hasty defence").
///
/// # Errors
/// [`crate::EncounterError::InvalidInput`] for a fight without anyone on the expedition's side;
/// a scripted dice source that ran dry.
pub fn hostile_fight(
    dice: &mut dyn Dice,
    met: &NativesMet,
    party: &PartySummary,
    posture: Posture,
    opening_taken: bool,
    rough: bool,
) -> EncounterResult<NativeCombat> {
    let opening = match posture {
        _ if met.tribe.kind == crate::natives::NativeKind::Pygmy => HostileOpening::Normal,
        Posture::Defensive | Posture::Forceful if !opening_taken => HostileOpening::Normal,
        _ => hostile_opening(dice, Some(posture))?,
    };
    NativeCombat::begin(dice, party.combat_setup(rough, opening), met.tribe.kind, met.tribe.warriors, None)
}

/// After the fight: booty if the party won (`in_village`: the village chart), the losses, and
/// the turns spent waiting for explorers held as white gods.
///
/// # Errors
/// A scripted dice source that ran dry.
pub fn conclude(
    dice: &mut dyn Dice,
    report: &mut MeetingReport,
    outcome: CombatOutcome,
    in_village: bool,
) -> EncounterResult<()> {
    if outcome.result == CombatResult::PartyWon {
        report.booty = Some(booty(dice, in_village, report.tribe.warriors)?);
    }
    report.losses = Losses::from_combat(&outcome);
    report.turns_waiting = super::held_as_white_gods(dice, &outcome, &mut report.losses, WHITE_GOD_WAIT)?;
    report.combat = Some(outcome);
    Ok(())
}

/// Meet natives with a chosen posture: [`approach`], any fight played to its end with the
/// fight's suggested orders, then [`conclude`].
///
/// # Errors
/// As [`approach`].
pub fn meet(
    dice: &mut dyn Dice,
    met: &NativesMet,
    party: &PartySummary,
    posture: Posture,
    trade_offer: u32,
    in_village: bool,
    rough: bool,
) -> EncounterResult<MeetingReport> {
    let (mut report, fight) = approach(dice, met, party, posture, trade_offer, rough)?;
    if let Some(mut fight) = fight {
        let outcome = fight.play_out(dice)?;
        conclude(dice, &mut report, outcome, in_village)?;
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::animals::shot::Weapon;
    use crate::combat::ExplorerInCombat;
    use crate::natives::{NativeKind, NativeTotals, PostureTemper, TribeSize};
    use crate::standing::SkillFlags;
    use tabletop::DiceSource;

    fn party() -> PartySummary {
        PartySummary {
            explorers: alloc::vec![ExplorerInCombat {
                weapon: Weapon::Rifle,
                crack_shot: false,
                pugilist: false,
                ammo: 20,
                female: false,
                side_arm_rounds: 0,
                penalty: 0,
            }],
            askari: 6,
            askari_ammo: 120,
            bearers: 10,
            reliable_bearers: 0,
            trade_goods: 10,
            skills: SkillFlags::default(),
            temper: PostureTemper::Normal,
        }
    }

    #[test]
    fn no_natives_on_a_high_roll() {
        let mut d = DiceSource::scripted([4]);
        assert_eq!(natives_met(&mut d, EncounterGround::default(), false).unwrap(), None);
    }

    #[test]
    fn friendly_natives_feed_and_trade() {
        // Met: check 1, type 2 (generic), size 1/5 = 10 warriors, totals 2D8 = 1 + 1, D10 = 3.
        let mut d = DiceSource::scripted([1, 2, 1, 5, 1, 1, 3]);
        let met = natives_met(&mut d, EncounterGround::default(), false).unwrap().unwrap();
        assert_eq!(met.tribe, Tribe { kind: NativeKind::Generic, size: TribeSize::Small, warriors: 10 });
        // Friendly with 2 gifts: D8 2 passes, 2D6 = 3 + 3 -> 8 against 2: friendly.
        let mut d = DiceSource::scripted([2, 3, 3]);
        let r = meet(&mut d, &met, &party(), Posture::Friendly { gifts: 2 }, 5, false, false).unwrap();
        assert_eq!(r.attitude.attitude, Attitude::Friendly);
        assert!(r.fed);
        assert_eq!((r.gifts_spent, r.traded), (2, (5, 5)));
        assert!(meet(&mut d, &met, &party(), Posture::Friendly { gifts: 11 }, 0, false, false).is_err());
    }

    // rule: EX-OUTFIT-18
    #[test]
    fn trade_goods_are_gifts_and_barter_with_natives() {
        let met = NativesMet {
            check: crate::natives::EncounterCheck { roll: 1, total: 1, encountered: true },
            type_roll: 2,
            tribe: Tribe { kind: NativeKind::Generic, size: TribeSize::Small, warriors: 10 },
            totals: NativeTotals { against_friendly: 2, against_force: 1 },
        };
        // Forceful (D10 4) and Defensive (D10 4): trade goods "can not be used to influence the
        // natives" (no gift is given), but friendly natives still barter rations for them.
        for posture in [Posture::Forceful, Posture::Defensive] {
            let mut d = DiceSource::scripted([4]);
            let r = meet(&mut d, &met, &party(), posture, 5, false, false).unwrap();
            assert_eq!(r.attitude.attitude, Attitude::Friendly, "{posture:?}");
            assert_eq!((r.gifts_spent, r.traded), (0, (5, 5)), "{posture:?}");
        }
        // Friendly: 3 gifts (D8 3 passes, 2D6 = 2 + 2) are given, and 7 goods bartered for
        // rations: 10 goods in all, what the party carries.
        let mut d = DiceSource::scripted([3, 2, 2]);
        let r = meet(&mut d, &met, &party(), Posture::Friendly { gifts: 3 }, 9, false, false).unwrap();
        assert_eq!((r.gifts_spent, r.traded), (3, (7, 7)));
        // No more gifts than goods carried.
        assert!(crate::natives::check_gifts(Posture::Friendly { gifts: 11 }, 10).is_err());
        assert!(
            crate::race::posture_answers(3).iter().all(|p| !matches!(p, Posture::Friendly { gifts } if *gifts > 3))
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
        #[test]
        fn seeded_meetings_resolve(seed in proptest::prelude::any::<u64>(), posture in 0u8..3) {
            let mut d = DiceSource::seeded(seed);
            let ground = EncounterGround { in_veldt: true, near_water: true, in_desert: false };
            if let Some(met) = natives_met(&mut d, ground, true).unwrap() {
                let p = [Posture::Friendly { gifts: 3 }, Posture::Forceful, Posture::Defensive][posture as usize];
                let r = meet(&mut d, &met, &party(), p, 4, seed % 2 == 0, false).unwrap();
                proptest::prop_assert_eq!(r.combat.is_some(), r.attitude.attitude == Attitude::Hostile);
                proptest::prop_assert!(r.losses.askari_dead + r.losses.askari_fled <= 6);
            }
        }
    }
}
