//! Natives on the journey and on the central table: the check, the posture question (or the
//! Journalist's roll), the meeting, its story and its photograph.

use tabletop::DiceError;

use super::apply::{apply_losses, hire};
use super::fights::NativeFight;
use super::turn::{lift, push};
use super::{Pending, QuestPhase, RaceEvent, europeans, party_today};
use crate::ctx::Ctx;
use crate::decision::Question;
use crate::map::{self, Approach, Terrain};
use crate::natives::{Attitude, EncounterGround, NativeKind, Posture, Tribe};
use crate::party::Role;
use crate::score::{PhotoSubject, take_photo};
use crate::standing::PartySummary;
use crate::standing::meeting::{MeetingReport, NativesMet, attitude_of, hostile_fight, natives_met};
use crate::supercargo::journalist::{self, StoryCase};
use crate::supercargo::{Photo, SupercargoKind};

/// Most gifts the posture question offers (a D8 never beats 8).
pub const MAX_GIFTS: u32 = 8;

/// A posture strategy (the example's): Friendly with as many gifts as the party has, up to 8
/// (8 always pass the gift test), when it has 6 trade goods or more; otherwise Forceful or
/// Defensive, whichever gives the party the better total on average. The Game asks the team.
pub fn standing_posture(p: &PartySummary, tribe: &Tribe) -> Posture {
    if p.trade_goods >= 6 && tribe.kind != NativeKind::Pygmy {
        return Posture::Friendly { gifts: p.trade_goods.min(MAX_GIFTS) };
    }
    let armed = i64::from(p.armed_men()) + if p.skills.commanding_presence { 4 } else { 0 };
    // Averages in tenths: 1D10 = 5.5.
    let forceful = 30 * armed + 55;
    let defensive = (55 + 10 * i64::from(p.armed_men())) * i64::from(tribe.size.factor());
    if forceful >= defensive { Posture::Forceful } else { Posture::Defensive }
}

fn journalist_present(c: &Ctx<'_, '_>) -> bool {
    c.team.men.iter().any(|m| m.role == Role::Supercargo(SupercargoKind::Journalist))
}

/// The native encounter check after the move; natives met put the posture question to the team
/// (with the natives' totals shown to an explorer with Africa Knowledge), unless the Journalist
/// decides the posture (EX-CARGO-39): his Friendly asks the team only how many gifts to offer
/// ([`Question::Gifts`]). Pygmies are always hostile: no question either.
///
/// # Errors
/// Dice.
pub fn natives(c: &mut Ctx<'_, '_>) -> Result<(), DiceError> {
    let sq = map::square_of(c.team.position);
    let terrain = c.map.terrain(sq);
    let ground = EncounterGround {
        in_desert: terrain == Some(Terrain::Desert),
        near_water: c.map.has_river(sq),
        in_veldt: terrain == Some(Terrain::Veldt),
    };
    let inner_third = Approach::of(sq).is_some_and(|a| a.depth(sq) == 2);
    let pygmy = terrain == Some(Terrain::Jungle) && (sq.in_centre() || inner_third);
    let Some(Some(met)) = lift(natives_met(&mut c.r, ground, pygmy))? else { return Ok(()) };
    c.today.natives_met = true;
    if met.tribe.kind == NativeKind::Pygmy {
        return meet_with(c, met, Posture::Defensive);
    }
    let seen = (c.team.skill == crate::skills::Skill::AfricaKnowledge).then_some(met.totals);
    let trade_goods = c.team.stores.trade_goods;
    if journalist_present(c) {
        let posture = match journalist::roll_posture(&mut c.r)? {
            journalist::Posture::Defensive => Posture::Defensive,
            journalist::Posture::Forceful => Posture::Forceful,
            journalist::Posture::Friendly => {
                // The Journalist chose Friendly; the party leader offers the gifts.
                c.team.race.pending = Some(Pending::Natives { met });
                *c.question = Some(Question::Gifts { tribe: met.tribe, totals: seen, trade_goods });
                return Ok(());
            }
        };
        return meet_with(c, met, posture);
    }
    c.team.race.pending = Some(Pending::Natives { met });
    *c.question = Some(Question::NativePosture { tribe: met.tribe, totals: seen, trade_goods });
    Ok(())
}

/// The postures a team may answer with: Forceful, Defensive, Friendly with 0 to 8 gifts (at
/// most its trade goods).
pub fn posture_answers(trade_goods: u32) -> alloc::vec::Vec<Posture> {
    let mut v = alloc::vec![Posture::Forceful, Posture::Defensive];
    v.extend((0..=trade_goods.min(MAX_GIFTS)).map(|gifts| Posture::Friendly { gifts }));
    v
}

/// Meet the natives with a posture: attitude, then with friendly natives the trade question
/// ([`Question::Trade`]), or the fight (played order by order; after a Defensive posture the
/// team is asked first whether to raise the hasty defence, [`Question::HastyDefence`], after a
/// Forceful one whether to take the free move, [`Question::FreeMove`]), its booty and its
/// losses; then [`after_meeting`].
///
/// # Errors
/// Dice.
pub fn meet_with(c: &mut Ctx<'_, '_>, met: NativesMet, posture: Posture) -> Result<(), DiceError> {
    let party = party_today(c);
    let Some(report) = lift(attitude_of(&mut c.r, &met, &party, posture, 0))? else { return Ok(()) };
    if report.attitude.attitude == Attitude::Hostile {
        if posture == Posture::Defensive && met.tribe.kind != NativeKind::Pygmy {
            // EX-ATTITUDE-11: "the party may construct a hasty defense".
            c.team.race.pending = Some(Pending::HastyDefence { met, report: alloc::boxed::Box::new(report) });
            *c.question = Some(Question::HastyDefence { tribe: met.tribe });
            return Ok(());
        }
        if posture == Posture::Forceful && met.tribe.kind != NativeKind::Pygmy {
            // EX-ATTITUDE-12: "the mission party may move all of its units".
            c.team.race.pending = Some(Pending::FreeMove { met, report: alloc::boxed::Box::new(report) });
            *c.question = Some(Question::FreeMove { tribe: met.tribe });
            return Ok(());
        }
        return fight_natives(c, met, posture, report, false);
    }
    let left = party.trade_goods.saturating_sub(report.gifts_spent);
    let max_goods = crate::natives::trade_for_rations(&met.tribe, left).0;
    if report.attitude.attitude == Attitude::Friendly && max_goods > 0 {
        c.team.race.pending = Some(Pending::Trade { met, posture, report: alloc::boxed::Box::new(report) });
        *c.question = Some(Question::Trade { max_goods });
        return Ok(());
    }
    after_meeting(c, met, posture, report)
}

/// The fight with hostile natives, played order by order; `opening_taken`: the team's answer
/// to [`Question::HastyDefence`] after a Defensive posture (the hasty defence raised) or to
/// [`Question::FreeMove`] after a Forceful one (the free move taken).
///
/// # Errors
/// Dice.
pub fn fight_natives(
    c: &mut Ctx<'_, '_>,
    met: NativesMet,
    posture: Posture,
    report: MeetingReport,
    opening_taken: bool,
) -> Result<(), DiceError> {
    let party = party_today(c);
    let sq = map::square_of(c.team.position);
    let rough = !matches!(c.map.terrain(sq), Some(Terrain::Veldt | Terrain::Desert));
    let Some(fight) = lift(hostile_fight(&mut c.r, &met, &party, posture, opening_taken, rough))? else {
        return Ok(());
    };
    let in_village = super::fights::natives_in_village(sq);
    super::fights::natives_fight(c, NativeFight { fight, met, posture, report, in_village })
}

/// What a meeting leaves: goods and food, booty, men lost, the story, then the photograph
/// question, the Missionaries' station, and a friendly village's pantomime on the central
/// table.
///
/// # Errors
/// Dice.
pub fn after_meeting(
    c: &mut Ctx<'_, '_>,
    met: NativesMet,
    posture: Posture,
    report: MeetingReport,
) -> Result<(), DiceError> {
    let sq = map::square_of(c.team.position);
    let eu = europeans(c.team);
    c.team.stores.trade_goods =
        c.team.stores.trade_goods.saturating_sub(report.gifts_spent.saturating_add(report.traded.0));
    c.team.stores.rations = c.team.stores.rations.saturating_add(report.traded.1);
    if report.fed {
        c.team.stores.rations += c.team.men.len() as u32;
    }
    if let Some(b) = report.booty {
        c.team.stores.trade_goods += b.trade_goods;
        c.team.stores.rations += b.rations;
        hire(c, Role::Bearer, b.bearers);
    }
    let (losses, waiting) = (report.losses.clone(), report.turns_waiting);
    let case = match (report.attitude.attitude, &report.combat) {
        (Attitude::Friendly, _) => StoryCase::Friendly,
        (Attitude::Hostile, Some(o)) if o.result == crate::combat::CombatResult::PartyWon => StoryCase::HostileWon,
        (Attitude::Hostile, _) => StoryCase::HostileLost,
        (Attitude::Inhospitable, _) => StoryCase::Inhospitable,
    };
    let subject = match report.attitude.attitude {
        Attitude::Friendly => Some(PhotoSubject::FriendlyNatives),
        Attitude::Hostile => Some(PhotoSubject::CombatWithNatives),
        Attitude::Inhospitable => None,
    };
    push(c, RaceEvent::Natives { met, posture, report });
    apply_losses(c, &eu, &losses)?;
    // The party waits for its white gods: held turns (super::held).
    c.team.race.held_turns += waiting;
    if journalist_present(c) {
        if let Some(vp) = journalist::write_story(case, &mut c.r)? {
            c.team.race.journalist_vp += i32::from(vp);
            c.team.race.journalist_stories += 1;
            push(c, RaceEvent::Story { vp });
        }
    }
    crate::hooks::missionaries_meet_natives(c)?;
    let ask_village = case == StoryCase::Friendly && sq.in_centre() && c.team.race.phase == QuestPhase::Questing;
    match subject {
        Some(subject) if offer_photo(c, subject, ask_village) => {}
        _ => after_photo(c, ask_village),
    }
    Ok(())
}

/// After a meeting's photograph (taken or not): a friendly village on the central table is
/// asked about a prize.
pub fn after_photo(c: &mut Ctx<'_, '_>, ask_village: bool) {
    if ask_village && c.team.is_travelling() {
        ask_the_village(c);
    }
}

/// A friendly village on the central table: the party may ask the whereabouts of a prize; it
/// is secretly told which one it mimes: the nearest it has not found (docs/rulings.md).
fn ask_the_village(c: &mut Ctx<'_, '_>) {
    let here = c.team.position;
    let race = &c.team.race;
    let site = c
        .map
        .quest
        .sites
        .iter()
        .filter(|s| !race.revealed.contains(&s.prize) && !race.tried.contains(&s.prize))
        .min_by_key(|s| super::site_point(s).distance(here))
        .copied();
    if let Some(site) = site {
        c.team.race.pending = Some(Pending::Ask { site });
        *c.question = Some(Question::Pantomime { prize: site.prize });
    }
}

/// True when the Photographer is with the party, has photo opportunities left, and the party
/// carries the photographic supplies to develop one more photo in the field.
/// (`Game::check` asks it of a photograph question awaited.)
pub fn camera_ready(team: &crate::party::Team) -> bool {
    let present = team.men.iter().any(|m| m.role == Role::Supercargo(SupercargoKind::Photographer));
    present
        && team.photos.as_ref().is_some_and(|r| r.opportunities() > 0)
        && crate::score::can_develop(team.stores.photo_supplies)
}

/// Put the photograph question ([`Question::Photograph`], EX-CARGO-29) when the camera is
/// ready; returns whether it was put.
pub fn offer_photo(c: &mut Ctx<'_, '_>, subject: PhotoSubject, ask_village: bool) -> bool {
    if !camera_ready(c.team) || !c.team.is_travelling() {
        return false;
    }
    let opportunities = c.team.photos.as_ref().map_or(0, |r| r.opportunities());
    c.team.race.pending = Some(Pending::Photo { subject, ask_village });
    *c.question = Some(Question::Photograph { subject, opportunities });
    true
}

/// Take a player-directed photograph (uses one opportunity; the table's roll, EX-PHOTO),
/// developed in the field (4 Portage Points of photographic supplies, EX-CARGO-30).
///
/// # Errors
/// Dice.
pub fn photograph(c: &mut Ctx<'_, '_>, subject: PhotoSubject) -> Result<(), DiceError> {
    if !camera_ready(c.team) {
        return Ok(());
    }
    let Some(record) = c.team.photos.as_mut() else { return Ok(()) };
    record.photos.push(Photo::Directed);
    let Some(photo) = lift(take_photo(&mut c.r, subject))? else { return Ok(()) };
    // Developed in the field: 4 Portage Points of photographic supplies (EX-CARGO-30).
    crate::score::develop_in_field(&mut c.team.stores);
    c.team.race.photos.push(photo);
    push(c, RaceEvent::Photographed { photo });
    Ok(())
}
