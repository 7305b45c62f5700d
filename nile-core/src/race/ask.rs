//! The race's questions: the posture toward natives, how much to trade, whether to hunt, the
//! hunter's action, a photograph, a prize's choice, the pantomime, the fights' orders, the
//! treasure carried out of the mines, the white rabbit, the lava bridge and the weed's harvest.
//! Each is put by the step that met the encounter (which waits in [`super::RaceRecord::pending`])
//! and answered by a [`Decision`].

use alloc::string::String;
use alloc::vec::Vec;
use tabletop::DiceError;

use super::Pending;
use super::RaceEvent;
use super::fights::give_order;
use super::hunting::finish;
use super::meet::{meet_with, posture_answers};
use super::prize::take_prize;
use super::turn::push;
use crate::ctx::Ctx;
use crate::decision::{Decision, Question};
use crate::hunting::HuntJoin;
use crate::hunting::encounters::HunterAction;
use crate::party::Team;
use crate::quest::{Pantomime, Prize, ask_natives};
use crate::standing::prize::{PrizeChoices, PrizeVisit};

/// True for the questions the race puts.
pub fn asks(q: &Question) -> bool {
    matches!(
        q,
        Question::NativePosture { .. }
            | Question::HunterAction { .. }
            | Question::PrizeChoice { .. }
            | Question::Pantomime { .. }
            | Question::CombatOrder { .. }
            | Question::HuntOrder { .. }
            | Question::GoHunting { .. }
            | Question::Trade { .. }
            | Question::Photograph { .. }
            | Question::MinesEscape { .. }
            | Question::LavaBridge { .. }
            | Question::WeedHarvest { .. }
            | Question::WhiteRabbit
            | Question::HerdAction { .. }
            | Question::Gifts { .. }
            | Question::Tusks { .. }
            | Question::HastyDefence { .. }
            | Question::HuntingParty { .. }
            | Question::HuntDirection { .. }
            | Question::TempleTreasure { .. }
            | Question::HeldTurn { .. }
            | Question::FreeMove { .. }
    )
}

/// Every legal answer: a posture (Forceful, Defensive, Friendly with 0 to 8 gifts within the
/// trade goods carried); the hunter's action A-D; yes or no to the prize's choice (the Lost
/// City: help the villagers? the hut: go through the Gates of Peril?).
pub fn answers(t: &Team, q: &Question) -> Vec<Decision> {
    match q {
        Question::NativePosture { .. } => {
            posture_answers(t.stores.trade_goods).into_iter().map(|posture| Decision::Posture { posture }).collect()
        }
        Question::Gifts { trade_goods, .. } => (0..=(*trade_goods).min(super::MAX_GIFTS))
            .map(|gifts| Decision::Posture { posture: crate::natives::Posture::Friendly { gifts } })
            .collect(),
        Question::HunterAction { .. } | Question::HerdAction { .. } => {
            [HunterAction::A, HunterAction::B, HunterAction::C, HunterAction::D]
                .map(|action| Decision::HunterAction { action })
                .to_vec()
        }
        Question::GoHunting { hunters } => core::iter::once(None)
            .chain(hunters.iter().copied().map(Some))
            .map(|hunter| Decision::SendHunters { hunter })
            .collect(),
        Question::PrizeChoice { .. } | Question::Photograph { .. } | Question::WhiteRabbit => {
            alloc::vec![Decision::Choose { yes: true }, Decision::Choose { yes: false }]
        }
        Question::Trade { max_goods } => (0..=*max_goods).map(|goods| Decision::Trade { goods }).collect(),
        Question::MinesEscape { treasure, .. } => {
            (0..=*treasure).map(|treasure| Decision::CarryTreasure { treasure }).collect()
        }
        Question::LavaBridge { .. } => {
            alloc::vec![Decision::CrossLava { charge: false }, Decision::CrossLava { charge: true }]
        }
        Question::WeedHarvest { most, .. } => (0..=*most).map(|portage| Decision::CollectWeed { portage }).collect(),
        Question::CombatOrder { .. } | Question::HuntOrder { .. } => super::fights::orders(t),
        Question::Pantomime { .. } => {
            let mut v = alloc::vec![Pantomime::NotGuessed, Pantomime::GaveAway];
            v.extend((0..4u8).filter(|&team| team != t.id.0).map(|team| Pantomime::GuessedBy { team }));
            v.into_iter().map(|result| Decision::Pantomime { result }).collect()
        }
        Question::Tusks { most } => (0..=*most).map(|count| Decision::TakeTusks { count }).collect(),
        Question::HastyDefence { .. } | Question::FreeMove { .. } => {
            alloc::vec![Decision::Choose { yes: true }, Decision::Choose { yes: false }]
        }
        Question::HuntingParty { hunters, spare_porters, .. } => {
            let mut v = alloc::vec![HuntJoin::SetOff];
            v.extend(hunters.iter().map(|&man| HuntJoin::Hunter { man }));
            if *spare_porters > 0 {
                v.extend([HuntJoin::Porter, HuntJoin::GunBearer]);
            }
            v.into_iter().map(|join| Decision::JoinHunt { join }).collect()
        }
        Question::HuntDirection { .. } => {
            crate::map::Direction::ALL.into_iter().map(|heading| Decision::HuntHeading { heading }).collect()
        }
        Question::TempleTreasure { most, .. } => {
            (0..=*most).map(|treasure| Decision::CarryTreasure { treasure }).collect()
        }
        Question::HeldTurn { .. } => alloc::vec![Decision::Wait],
        _ => Vec::new(),
    }
}

/// What an answer to `q` looks like, for messages.
pub fn expected(q: &Question) -> String {
    match q {
        Question::NativePosture { trade_goods, .. } => {
            alloc::format!(
                "posture: forceful, defensive, or friendly with 0 to {} gifts",
                trade_goods.min(&super::MAX_GIFTS)
            )
        }
        Question::HunterAction { .. } | Question::HerdAction { .. } => "hunter_action: a, b, c or d".into(),
        Question::Gifts { trade_goods, .. } => {
            alloc::format!("posture: friendly with 0 to {} gifts", trade_goods.min(&super::MAX_GIFTS))
        }
        Question::Pantomime { .. } => "pantomime: not_guessed, gave_away, or guessed_by another team".into(),
        Question::CombatOrder { units } => alloc::format!("combat_order for one of the units {units:?}"),
        Question::HuntOrder { members } => alloc::format!("hunt_order for one of the men {members:?}"),
        Question::Trade { max_goods } => alloc::format!("trade: 0 to {max_goods} trade goods"),
        Question::MinesEscape { treasure, .. } => alloc::format!("carry_treasure: 0 to {treasure} portage points"),
        Question::LavaBridge { .. } => "cross_lava: charge true or false".into(),
        Question::WeedHarvest { most, .. } => alloc::format!("collect_weed: 0 to {most} portage points"),
        Question::GoHunting { hunters } => {
            alloc::format!("send_hunters: null or one of {:?}", hunters.iter().map(|m| m.0).collect::<Vec<_>>())
        }
        Question::Tusks { most } => alloc::format!("take_tusks: 0 to {most} tusks"),
        Question::HuntingParty { hunters, spare_porters, .. } => alloc::format!(
            "join_hunt: set_off, a hunter among {:?}{}",
            hunters.iter().map(|m| m.0).collect::<Vec<_>>(),
            if *spare_porters > 0 { ", porter or gun_bearer" } else { "" }
        ),
        Question::HuntDirection { .. } => "hunt_heading: a direction from 1 (north) to 8 (north-west)".into(),
        Question::TempleTreasure { most, .. } => alloc::format!("carry_treasure: 0 to {most} portage points"),
        Question::HeldTurn { .. } => "wait (use_weed and leave_behind first, if any)".into(),
        _ => "choose".into(),
    }
}

/// Resolve an answer (already checked against [`answers`]).
///
/// # Errors
/// Dice.
pub fn answer(c: &mut Ctx<'_, '_>, q: &Question, d: &Decision) -> Result<(), DiceError> {
    let pending = c.team.race.pending.take();
    match (q, d, pending) {
        (
            Question::NativePosture { .. } | Question::Gifts { .. },
            Decision::Posture { posture },
            Some(Pending::Natives { met }),
        ) => meet_with(c, met, *posture),
        (Question::HunterAction { .. }, Decision::HunterAction { action }, Some(Pending::Hunt(p))) => {
            finish(c, &p, *action)
        }
        (Question::HerdAction { .. }, Decision::HunterAction { action }, Some(Pending::Herd { count, distance })) => {
            super::beasts::herd_fight(c, count, distance, *action)
        }
        (Question::Pantomime { prize }, Decision::Pantomime { result }, Some(Pending::Ask { site })) => {
            let out = ask_natives(c.team.id.0, *result);
            if out.location_told && !c.team.race.revealed.contains(&site.prize) {
                c.team.race.revealed.push(site.prize);
            }
            c.map.quest.free_moves.extend(out.free_move_for);
            push(c, RaceEvent::Asked { prize: *prize, pantomime: *result, told: out.location_told });
            if out.location_told {
                push(c, RaceEvent::PrizeRevealed { site });
            }
            Ok(())
        }
        (Question::CombatOrder { .. }, Decision::CombatOrder { order }, Some(Pending::NativeFight(f))) => {
            let f = give_order(c, f, |f| Some(&mut f.fight), Pending::NativeFight, *order)?;
            super::fights::natives_fight(c, *f)
        }
        (Question::HuntOrder { .. }, Decision::HuntOrder { order }, Some(Pending::HuntFight(f))) => {
            let f = give_order(c, f, |f| Some(&mut f.fight), Pending::HuntFight, *order)?;
            super::fights::hunt_fight(c, *f)
        }
        (Question::HuntOrder { .. }, Decision::HuntOrder { order }, Some(Pending::WildFight(f))) => {
            let f = give_order(c, f, |f| Some(&mut f.fight), Pending::WildFight, *order)?;
            super::beasts::wild_fight(c, *f)
        }
        (Question::CombatOrder { .. }, Decision::CombatOrder { order }, Some(Pending::AtPrize(v))) => {
            let v = give_order(c, v, PrizeVisit::native_fight_mut, Pending::AtPrize, *order)?;
            super::prize::prize_visit(c, *v)
        }
        (Question::HuntOrder { .. }, Decision::HuntOrder { order }, Some(Pending::AtPrize(v))) => {
            let v = give_order(c, v, PrizeVisit::beast_fight_mut, Pending::AtPrize, *order)?;
            super::prize::prize_visit(c, *v)
        }
        (Question::MinesEscape { .. }, Decision::CarryTreasure { treasure }, Some(Pending::AtPrize(v))) => {
            super::prize::answer_visit(c, v, |v, dice| v.escape(dice, *treasure))
        }
        (Question::LavaBridge { .. }, Decision::CrossLava { charge }, Some(Pending::AtPrize(v))) => {
            super::prize::answer_visit(c, v, |v, dice| v.cross_lava(dice, *charge))
        }
        (Question::WhiteRabbit, Decision::Choose { yes }, Some(Pending::AtPrize(v))) => {
            super::prize::answer_visit(c, v, |v, dice| v.approach_rabbit(dice, *yes))
        }
        (Question::WeedHarvest { .. }, Decision::CollectWeed { portage }, Some(Pending::AtPrize(v))) => {
            super::prize::answer_visit(c, v, |v, _| v.collect_weed(*portage))
        }
        (Question::GoHunting { .. }, Decision::SendHunters { hunter }, Some(Pending::HuntOffer)) => match hunter {
            Some(id) => super::hunting::go_hunting(c, *id),
            None => Ok(()),
        },
        (Question::Trade { .. }, Decision::Trade { goods }, Some(Pending::Trade { met, posture, mut report })) => {
            report.traded = crate::natives::trade_for_rations(&met.tribe, *goods);
            super::meet::after_meeting(c, met, posture, *report)
        }
        (Question::Photograph { .. }, Decision::Choose { yes }, Some(Pending::Photo { subject, ask_village })) => {
            if *yes {
                super::meet::photograph(c, subject)?;
            }
            super::meet::after_photo(c, ask_village);
            Ok(())
        }
        (Question::PrizeChoice { prize }, Decision::Choose { yes }, Some(Pending::Prize { site })) => {
            let choices = match prize {
                Prize::LostCityOfTheAmazons => PrizeChoices { help_villagers: *yes, enter_gates: true },
                _ => PrizeChoices { help_villagers: true, enter_gates: *yes },
            };
            take_prize(c, site, choices)
        }
        (Question::Tusks { .. }, Decision::TakeTusks { count }, Some(Pending::AtPrize(v))) => {
            super::prize::answer_visit(c, v, |v, _| v.take_tusks(*count))
        }
        (Question::HastyDefence { .. }, Decision::Choose { yes }, Some(Pending::HastyDefence { met, report })) => {
            super::meet::fight_natives(c, met, crate::natives::Posture::Defensive, *report, *yes)
        }
        (Question::HuntingParty { .. }, Decision::JoinHunt { join }, Some(Pending::HuntParty(p))) => {
            super::hunting::join_hunt(c, *p, *join)
        }
        (Question::HuntDirection { .. }, Decision::HuntHeading { heading }, Some(Pending::HuntParty(p))) => {
            super::hunting::go_out(c, &p, *heading)
        }
        (Question::TempleTreasure { .. }, Decision::CarryTreasure { treasure }, Some(Pending::AtPrize(v))) => {
            super::prize::answer_visit(c, v, |v, _| v.grab_treasure(*treasure))
        }
        (Question::FreeMove { .. }, Decision::Choose { yes }, Some(Pending::FreeMove { met, report })) => {
            super::meet::fight_natives(c, met, crate::natives::Posture::Forceful, *report, *yes)
        }
        (_, _, p) => {
            c.team.race.pending = p;
            Ok(())
        }
    }
}
