//! The state-based hunt and attitude odds read the game as the encounter rules do.

use super::*;
use crate::event::Event;
use crate::natives::Attitude;
use crate::race::RaceEvent;
use alloc::collections::BTreeMap;
use tabletop::Bot;

/// The hunt odds from the state are those of the team's own ground and skill.
// rule: EX-HUNT-02
#[test]
fn hunt_odds_for_reads_the_ground_and_the_skill() {
    let setup = crate::builtin::builtin_setup("four_teams", 3).expect("built-in setup");
    let mut g = Game::new(&setup).expect("valid setup");
    assert!(matches!(hunt_odds_for(&g, TeamId(9)), Err(RuleError::Illegal(_))));
    let mut bot = Bot::new(3);
    let mut seen = 0;
    for _ in 0..1500 {
        let Some(&active) = g.to_decide().first() else { break };
        for team in [TeamId(0), TeamId(1), TeamId(2), TeamId(3)] {
            let Ok(here) = hunt_odds_for(&g, team) else { continue };
            let t = g.team(team).expect("in the game");
            let terrain = g.map().terrain(map::square_of(t.position)).expect("a ground");
            assert_eq!(here.ground, HuntingGround::of(terrain));
            assert_eq!(here.hunter_skill, t.skill == crate::skills::Skill::Hunter);
            assert_eq!(here.odds, hunt_odds(here.ground, here.hunter_skill).expect("enumerates"));
            seen += 1;
        }
        let d = bot.choose(&g, active).expect("a legal decision");
        g.apply(active, &d).expect("accepted");
    }
    assert!(seen > 100);
}

/// The attitude odds from the state, for the postures teams really took over whole games: the
/// observed attitudes match the predicted odds (summed over the meetings, within 4.5 standard
/// deviations); a wrong time or posture is refused.
// rule: EX-ATTITUDE-01
#[test]
fn attitude_odds_for_agree_with_the_meetings_played() {
    let mut predicted = [0.0f64; 3];
    let mut variance = [0.0f64; 3];
    let mut observed = [0u32; 3];
    let mut meetings = 0;
    let mut refusals = 0;
    for seed in 1..=24u64 {
        let setup = crate::builtin::builtin_setup("four_teams", seed).expect("built-in setup");
        let mut g = Game::new(&setup).expect("valid setup");
        let mut bot = Bot::new(seed);
        let mut waiting: BTreeMap<u8, AttitudeHere> = BTreeMap::new();
        for _ in 0..4000 {
            let Some(&active) = g.to_decide().first() else { break };
            let d = bot.choose(&g, active).expect("a legal decision");
            if let Decision::Posture { posture } = d {
                let here = attitude_odds_for(&g, active, posture).expect("the posture asked");
                let other = TeamId((active.0 + 1) % 4);
                assert!(attitude_odds_for(&g, other, posture).is_err());
                if attitude_odds_for(&g, active, Posture::Friendly { gifts: 9 }).is_err() {
                    refusals += 1;
                }
                waiting.insert(active.0, here);
            }
            for e in g.apply(active, &d).expect("accepted") {
                let Event::Race { team, event } = e else { continue };
                let RaceEvent::Natives { posture, report, .. } = *event else { continue };
                let Some(here) = waiting.remove(&team.0) else { continue };
                assert_eq!(here.posture, posture);
                let row = match report.attitude.attitude {
                    Attitude::Hostile => 0,
                    Attitude::Inhospitable => 1,
                    Attitude::Friendly => 2,
                };
                observed[row] += 1;
                for (i, p) in [here.odds.hostile, here.odds.inhospitable, here.odds.friendly].iter().enumerate() {
                    let p = p.probability();
                    predicted[i] += p;
                    variance[i] += p * (1.0 - p);
                }
                meetings += 1;
            }
        }
    }
    assert!(meetings > 20, "meetings: {meetings}");
    assert_eq!(refusals, meetings, "nine gifts are never a posture");
    for i in 0..3 {
        let sd = variance[i].sqrt();
        assert!(
            (f64::from(observed[i]) - predicted[i]).abs() <= 4.5 * sd + 1e-9,
            "row {i}: observed {}, predicted {} (sd {sd}) over {meetings} meetings",
            observed[i],
            predicted[i]
        );
    }
}
