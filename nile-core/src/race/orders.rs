//! The standing orders: one documented answer to every question the race puts, for bots and
//! callers who opt in rather than deciding each choice themselves. The Game itself never
//! answers for a team.
//!
//! - posture: [`super::standing_posture`] (Friendly with up to 8 gifts while 6 trade goods
//!   last, else the better of Forceful and Defensive on average);
//! - trade with friendly natives: only to bring the party up to [`TRADE_UP_TO_DAYS`] days of
//!   rations, and never the last [`KEEP_TRADE_GOODS`] (trade goods are the gifts that make the
//!   next natives friendly, and a meeting without gifts is the likeliest death of an explorer);
//! - hunt: whenever the party is below [`HUNT_BELOW_DAYS`] days of rations, led by an askari
//!   (the first offered) rather than the explorer when one can;
//! - the hunting party: the leader and two porters, nobody more; out toward the middle of the
//!   table;
//! - the hunter's action: A (keep still);
//! - hostile natives after a Defensive posture: raise the hasty defence; after a Forceful one:
//!   take the free move;
//! - the Elephants' Graveyard: as many tusks as the party can carry;
//! - photographs: while more than 3 opportunities remain, and always at a quest site;
//! - a prize's choice: yes (help the villagers; go through the Gates of Peril; go for the field
//!   past the white rabbit);
//! - the pantomime: not guessed (bots cannot mime);
//! - cannibalism: never;
//! - fight orders (the prizes' fights too): the fight's `suggested_order` (fire at the nearest
//!   target in range, aimed when allowed; against animals only at threats);
//! - trapped in the mines: carry all the treasure in reach, 5 Portage Points per man after 3
//!   failed attempts, none after 6 ([`crate::standing::prize::PrizeVisit::standing_escape`]);
//! - the lava bridge: charge when carrying 5 Portage Points or more, walk otherwise; at the
//!   field, collect 5 (4 for a European alone);
//! - escaping from the Amazons' temple: grab all the treasure allowed;
//! - a held turn: let it pass (no weed, nothing left behind).

use crate::decision::{Decision, Question};
use crate::hunting::encounters::HunterAction;
use crate::party::Team;
use crate::quest::Pantomime;
use crate::score::PhotoSubject;

/// Trade goods kept for gifts when trading with friendly natives (two meetings' worth).
pub const KEEP_TRADE_GOODS: u32 = 16;
/// Friendly natives are traded with only while the party has fewer days of rations than this,
/// and only for the rations that make them up.
pub const TRADE_UP_TO_DAYS: u32 = 3;
/// The party hunts while it has fewer days of rations than this.
pub const HUNT_BELOW_DAYS: u32 = 8;

/// The standing order's answer to a race question (`None` for a question the race does not
/// put). Always one of the question's legal answers.
pub fn standing_answer(t: &Team, q: &Question) -> Option<Decision> {
    let men = (t.men.len() as u32).max(1);
    Some(match q {
        Question::NativePosture { tribe, .. } => {
            let posture = super::standing_posture(&super::party_summary(t, crate::ActivityLevel::Normal), tribe);
            Decision::Posture { posture }
        }
        Question::Gifts { trade_goods, .. } => Decision::Posture {
            posture: crate::natives::Posture::Friendly { gifts: (*trade_goods).min(super::MAX_GIFTS) },
        },
        Question::Trade { max_goods } => {
            let short = (TRADE_UP_TO_DAYS * men).saturating_sub(t.stores.rations);
            Decision::Trade { goods: t.stores.trade_goods.saturating_sub(KEEP_TRADE_GOODS).min(*max_goods).min(short) }
        }
        Question::GoHunting { hunters } => {
            let hungry = t.stores.rations / men < HUNT_BELOW_DAYS;
            let askari = hunters
                .iter()
                .copied()
                .find(|id| t.men.iter().any(|m| m.id == *id && m.role == crate::party::Role::Askari));
            Decision::SendHunters { hunter: if hungry { askari.or_else(|| hunters.first().copied()) } else { None } }
        }
        Question::HunterAction { .. } | Question::HerdAction { .. } => {
            Decision::HunterAction { action: HunterAction::A }
        }
        Question::Photograph { subject, opportunities } => {
            let site = matches!(
                subject,
                PhotoSubject::LostCity | PhotoSubject::ExtraordinaryCreature | PhotoSubject::OtherQuestSite
            );
            Decision::Choose { yes: site || *opportunities > 3 }
        }
        Question::PrizeChoice { .. } | Question::WhiteRabbit => Decision::Choose { yes: true },
        Question::Pantomime { .. } => Decision::Pantomime { result: Pantomime::NotGuessed },
        Question::Cannibalism { .. } => Decision::Choose { yes: false },
        Question::CombatOrder { .. } | Question::HuntOrder { .. } => return super::suggested_answer(t),
        Question::HeldTurn { .. } => Decision::Wait,
        Question::MinesEscape { .. }
        | Question::LavaBridge { .. }
        | Question::WeedHarvest { .. }
        | Question::TempleTreasure { .. } => {
            let Some(super::Pending::AtPrize(v)) = &t.race.pending else { return None };
            match q {
                Question::MinesEscape { .. } => Decision::CarryTreasure { treasure: v.standing_escape()? },
                Question::TempleTreasure { .. } => Decision::CarryTreasure { treasure: v.standing_grab()? },
                Question::LavaBridge { .. } => Decision::CrossLava { charge: v.standing_crossing()? },
                _ => Decision::CollectWeed { portage: v.standing_harvest()? },
            }
        }
        Question::Tusks { most } => Decision::TakeTusks { count: *most },
        Question::HastyDefence { .. } | Question::FreeMove { .. } => Decision::Choose { yes: true },
        Question::HuntingParty { .. } => Decision::JoinHunt { join: crate::hunting::HuntJoin::SetOff },
        Question::HuntDirection { .. } => Decision::HuntHeading { heading: toward_the_centre(t) },
        _ => return None,
    })
}

/// The heading from the team's square toward the middle of the table (north when it is there).
fn toward_the_centre(t: &Team) -> crate::map::Direction {
    let here = crate::map::square_of(t.position);
    crate::map::step_toward(here, crate::map::Square::new(6, 6)).unwrap_or(crate::map::Direction::N)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Approach;
    use crate::outfit::Outfit;
    use crate::party::TeamId;
    use crate::skills::Skill;

    fn team(rations: u32, trade_goods: u32) -> Team {
        let outfit = Outfit { bearers: 10, rations, trade_goods, ..Outfit::default() };
        Team::from_outfit(TeamId(0), "t".into(), Approach::South, &outfit, Skill::Hunter, 3)
    }

    #[test]
    fn standing_orders_are_legal_answers() {
        let t = team(20, 50);
        let explorer = t.men[0].id;
        let hunt = Question::GoHunting { hunters: alloc::vec![explorer] };
        for q in [Question::Trade { max_goods: 10 }, hunt.clone(), Question::Cannibalism { hungry: 3 }] {
            let d = standing_answer(&t, &q).expect("a race question");
            assert!(crate::events::answers(&t, &q).contains(&d), "{q:?} -> {d:?}");
        }
        // Trade keeps 16 goods for gifts: 50 - 16 = 34, at most the natives' 10 (20 rations for
        // 11 men are 13 short of 3 days).
        assert_eq!(standing_answer(&t, &Question::Trade { max_goods: 10 }), Some(Decision::Trade { goods: 10 }));
        assert_eq!(standing_answer(&t, &Question::Trade { max_goods: 20 }), Some(Decision::Trade { goods: 13 }));
        // With 3 days of rations, gifts are not traded away.
        assert_eq!(
            standing_answer(&team(40, 50), &Question::Trade { max_goods: 10 }),
            Some(Decision::Trade { goods: 0 })
        );
        // 20 rations for 11 men: under 8 days, so the party hunts.
        assert_eq!(standing_answer(&t, &hunt), Some(Decision::SendHunters { hunter: Some(explorer) }));
        assert_eq!(standing_answer(&team(200, 0), &hunt), Some(Decision::SendHunters { hunter: None }));
        assert_eq!(standing_answer(&t, &Question::ShootRapids), None);
    }
}
