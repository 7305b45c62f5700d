//! A prize reached: its rules played as a [`PrizeVisit`] that asks the team each fight's orders,
//! each escape attempt from the mines, each crossing of the lava bridge and the weed's harvest,
//! then what the party takes from it.
//!
//! Source: expedition game, "Objects de Quest"; docs/rulings.md "The quest".

use tabletop::DiceError;

use super::apply::{apply_losses, hire};
use super::meet::offer_photo;
use super::turn::{lift, push};
use super::{Pending, QuestPhase, RaceEvent, europeans, party_today};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::party::Role;
use crate::quest::sofa::FIELD_HARVEST;
use crate::quest::{Prize, PrizeSite};
use crate::score::PhotoSubject;
use crate::standing::prize::{PrizeChoices, PrizeReport, PrizeStep, PrizeVisit, PrizeWait};

/// Play out a prize's rules with the party's choices and take what it gives.
///
/// # Errors
/// Dice.
pub fn take_prize(c: &mut Ctx<'_, '_>, site: PrizeSite, choices: PrizeChoices) -> Result<(), DiceError> {
    let party = party_today(c);
    let free = c.team.room_for(crate::supplies::Item::Treasure);
    let goods = c.team.stores.trade_goods;
    let Some(visit) = lift(PrizeVisit::begin(&mut c.r, site.prize, &party, goods, free, choices))? else {
        return Ok(());
    };
    prize_visit(c, visit)
}

/// Go on with a prize visit: conclude a fight that is over, then put the next question (a red
/// card's order, an escape attempt from the mines) or, once the visit is over, take what the
/// prize gave.
///
/// # Errors
/// Dice.
pub(super) fn prize_visit(c: &mut Ctx<'_, '_>, mut visit: PrizeVisit) -> Result<(), DiceError> {
    if lift(visit.resume(&mut c.r))?.is_none() {
        return Ok(());
    }
    let question =
        if let Some(f) = visit.native_fight() {
            Some(Question::CombatOrder { units: f.pending() })
        } else if let Some(f) = visit.beast_fight() {
            Some(Question::HuntOrder { members: f.pending() })
        } else {
            match &visit.wait {
                Some(PrizeWait::Escape { .. }) => {
                    // Trapped: an escape attempt on each of the party's turns from the next one
                    // on (super::held). The witch doctor's turn is held first.
                    if !visit.report.steps.iter().any(|s| matches!(s, PrizeStep::Escape { .. })) {
                        c.team.race.held_turns += visit.report.turns_spent;
                    }
                    c.team.race.pending = Some(Pending::AtPrize(alloc::boxed::Box::new(visit)));
                    return Ok(());
                }
                Some(PrizeWait::Captivity { .. }) => {
                    // Held at the temple: a captivity roll on each of the party's turns from the
                    // next one on (super::held).
                    c.team.race.pending = Some(Pending::AtPrize(alloc::boxed::Box::new(visit)));
                    return Ok(());
                }
                Some(PrizeWait::TempleTreasure { most }) => {
                    Some(Question::TempleTreasure { slaves: visit.report.extra_reliable_bearers, most: *most })
                }
                Some(PrizeWait::LavaBridge(crossing)) => crossing
                    .next()
                    .map(|(explorer, carrying)| Question::LavaBridge { explorer, back: crossing.back, carrying }),
                Some(PrizeWait::WhiteRabbit) => Some(Question::WhiteRabbit),
                Some(PrizeWait::Harvest { across }) => {
                    Some(Question::WeedHarvest { carriers: across.len() as u32, most: FIELD_HARVEST })
                }
                Some(PrizeWait::Tusks { most }) => Some(Question::Tusks { most: *most }),
                _ => None,
            }
        };
    if let Some(q) = question {
        c.team.race.pending = Some(Pending::AtPrize(alloc::boxed::Box::new(visit)));
        *c.question = Some(q);
        return Ok(());
    }
    take_report(c, visit.prize, visit.report)
}

/// Answer the prize visit's question (an escape attempt, a crossing of the lava bridge, the
/// weed's harvest) with `f`, then go on with the visit. A scripted dice source that ran dry puts
/// the visit back as it was and returns the error; a refused answer (never, once checked against
/// the question's answers) asks again.
///
/// # Errors
/// Dice.
pub(super) fn answer_visit(
    c: &mut Ctx<'_, '_>,
    mut visit: alloc::boxed::Box<PrizeVisit>,
    f: impl FnOnce(&mut PrizeVisit, &mut dyn crate::luck::Dice) -> crate::EncounterResult<()>,
) -> Result<(), DiceError> {
    if let Err(crate::EncounterError::Dice(e)) = f(&mut visit, &mut c.r) {
        c.team.race.pending = Some(Pending::AtPrize(visit));
        return Err(e);
    }
    prize_visit(c, *visit)
}

/// Take what a prize visit gave: treasure, tusks, weed, evidence, hired and lost men, the turns
/// it keeps the party (held turns); then the photograph question.
///
/// # Errors
/// Dice.
fn take_report(c: &mut Ctx<'_, '_>, prize: Prize, report: PrizeReport) -> Result<(), DiceError> {
    let eu = europeans(c.team);
    c.team.stores.treasure +=
        report.treasure_pp + report.tusks * crate::quest::graveyard::TUSK_PORTAGE + report.weed_pp;
    c.team.race.tusks += report.tusks;
    c.team.race.weed_pp += report.weed_pp;
    c.team.race.weed_acquired_this_turn = report.weed_pp > 0;
    c.team.race.lost_city_evidence |= report.lost_city_evidence;
    c.team.race.creature_evidence += report.creature_evidence;
    if super::amazons::escaped_from_the_temple(&report) {
        c.team.race.hunted_by_amazons = true;
    }
    let gained = report.treasure_pp + report.tusks + report.weed_pp > 0
        || report.lost_city_evidence
        || report.creature_evidence > 0;
    if report.stripped {
        c.team.stores = crate::supplies::Stores::default();
        c.team.kit.rifle = None;
        c.team.kit.pistol = false;
    }
    let subject = match prize {
        Prize::LostCityOfTheAmazons => PhotoSubject::LostCity,
        Prize::LastCigaretteInTheSofa if report.creature_evidence > 0 => PhotoSubject::ExtraordinaryCreature,
        _ => PhotoSubject::OtherQuestSite,
    };
    let (sick_porters, scared_off, losses) = (report.sick_porters, report.bearers_scared_off, report.losses.clone());
    let (city_bearers, extra_reliable, owed) =
        (report.city_bearers, report.extra_reliable_bearers, super::held::turns_owed(&report));
    push(c, RaceEvent::PrizeReached { prize, report });
    for id in c.pick_men(sick_porters as usize, |m| m.role.is_porter())? {
        c.sicken(id)?;
    }
    if scared_off {
        let all = c.team.men.iter().filter(|m| m.role == Role::Bearer).count() as u32;
        let mut l = losses.clone();
        l.bearers_fled = all;
        apply_losses(c, &eu, &l)?;
    } else {
        apply_losses(c, &eu, &losses)?;
    }
    let city = hire(c, Role::Bearer, city_bearers);
    c.team.race.city_bearers.extend(city);
    hire(c, Role::ReliableBearer, extra_reliable);
    // The turns spent at the prize are the party's next turns (super::held).
    c.team.race.held_turns += owed;
    // A prize that gave nothing to carry home is no mission completed: look for another
    // (docs/rulings.md).
    if !gained {
        c.team.race.tried.push(prize);
    } else if c.team.is_travelling() {
        c.team.race.prize = Some(prize);
        c.team.race.phase = QuestPhase::Homeward;
    }
    offer_photo(c, subject, false);
    Ok(())
}
