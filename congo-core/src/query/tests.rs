//! The queries against the engine itself: each answer is compared with what `apply` (or the
//! shooting rules' own check) then does, on many states of random games.

use super::*;
use crate::decision::Decision;
use crate::game::Game;
use crate::pending::Ask;
use crate::state::{GroupId, Player};
use alloc::vec::Vec;
use tabletop::{Bot, DiceSource, Length, Point, RulesGame};

/// States of random demo games (seeds `seeds`) where a player answers a card's actions: the
/// game and the player, at most `per_game` of each game, every `every`-th such state.
fn card_action_states(seeds: core::ops::Range<u64>, per_game: usize, every: usize) -> Vec<(Game, Player)> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut g = Game::new(&crate::demo::skirmish(seed).expect("demo")).expect("setup");
        let mut bot = Bot::new(seed);
        let mut seen = 0;
        let mut kept = 0;
        for _ in 0..5_000 {
            let Some(&player) = g.to_decide().first() else { break };
            if matches!(crate::legal::prompt_of(&g, player), Some(Ask::CardAction { .. })) {
                if seen % every == 0 && kept < per_game {
                    out.push((g.clone(), player));
                    kept += 1;
                }
                seen += 1;
            }
            let d = bot.choose(&g, player).expect("a legal decision");
            g.apply(player, &d).expect("legal");
        }
    }
    out
}

/// The states of random demo games (seeds `seeds`) in which the bot chose a Shooting action,
/// with the player and that decision.
fn shooting_states(seeds: core::ops::Range<u64>) -> Vec<(Game, Player, Decision)> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut g = Game::new(&crate::demo::skirmish(seed).expect("demo")).expect("setup");
        let mut bot = Bot::new(seed);
        for _ in 0..5_000 {
            let Some(&player) = g.to_decide().first() else { break };
            let d = bot.choose(&g, player).expect("a legal decision");
            if matches!(d, Decision::Shoot { .. }) {
                out.push((g.clone(), player, d.clone()));
            }
            g.apply(player, &d).expect("legal");
        }
    }
    out
}

fn request_of(d: &Decision) -> Option<MoveRequest> {
    match d {
        Decision::Move { group, leader, path, formation, giraffe, .. }
        | Decision::EngageAnimal { group, leader, path, formation, giraffe, .. } => Some(MoveRequest {
            group: *group,
            leader: *leader,
            path: path.clone(),
            formation: formation.clone(),
            giraffe: *giraffe,
        }),
        _ => None,
    }
}

/// Whether `apply` accepts `d` for `player` on a copy of `g`; the copy after it.
fn accepts(g: &Game, player: Player, d: &Decision) -> Option<Game> {
    let mut h = g.clone();
    h.apply(player, d).ok().map(|_| h)
}

/// The path `r` bent and stretched by the dice: each point moved by up to 3" either way.
fn perturbed(r: &MoveRequest, dice: &mut DiceSource) -> MoveRequest {
    let mut r = r.clone();
    for p in &mut r.path {
        let dx = i32::try_from(dice.below(6001).unwrap_or(0)).unwrap_or(0) - 3000;
        let dy = i32::try_from(dice.below(6001).unwrap_or(0)).unwrap_or(0) - 3000;
        *p = Point::new(p.x + Length(dx), p.y + Length(dy));
    }
    r
}

// rule: CG-MOVE-06
// rule: CG-MOVE-07
// rule: CG-MOVE-16
// The preview is legal exactly when `apply` accepts the corresponding decision, and the figures
// stand where the preview said: on the bots' candidate moves (all legal) and on the same moves
// bent at random (many illegal), in states of random demo games.
#[test]
fn preview_agrees_with_apply_on_candidate_and_bent_moves() {
    let mut dice = DiceSource::seeded(11);
    let (mut legal, mut illegal) = (0, 0);
    for (g, player) in card_action_states(1..4, 6, 3) {
        let moves: Vec<MoveRequest> = g.legal_decisions(player).iter().filter_map(request_of).collect();
        let mut tries: Vec<MoveRequest> = moves.iter().step_by(7).cloned().collect();
        tries.extend(moves.iter().step_by(5).map(|r| perturbed(r, &mut dice)));
        for r in tries {
            let preview = g.preview_move(player, &r);
            match &preview {
                MovePreview::Legal { legal: m } => {
                    let after = accepts(&g, player, &m.decision)
                        .unwrap_or_else(|| panic!("apply refuses a previewed legal move {r:?}: {preview:?}"));
                    for (i, f) in m.figures.iter().enumerate() {
                        let at = after.figure(*f).map(|x| x.at);
                        if after.group(r.group).is_ok_and(|gr| gr.figures.contains(f)) {
                            assert_eq!(at, m.formation.get(i).copied(), "figure {f:?} of {r:?}");
                        }
                    }
                    legal += 1;
                }
                MovePreview::Illegal { refusal } => {
                    let engaging = core::iter::once(None).chain(g.groups_in_play().map(Some));
                    for engage in engaging {
                        let d = Decision::Move {
                            group: r.group,
                            leader: r.leader,
                            path: r.path.clone(),
                            engage,
                            formation: r.formation.clone(),
                            giraffe: r.giraffe,
                        };
                        assert!(accepts(&g, player, &d).is_none(), "apply accepts {d:?}, refused as {refusal:?}");
                    }
                    illegal += 1;
                }
            }
        }
    }
    assert!(legal > 50 && illegal > 20, "too few cases: {legal} legal, {illegal} illegal");
}

/// The demo game with `player` answering a card's actions, first such state of seed `seed`.
fn first_card_action(seed: u64) -> (Game, Player) {
    card_action_states(seed..seed + 1, 1, 1).pop().expect("a card action")
}

// rule: CG-MOVE-01
// rule: CG-MOVE-10
// A stick longer than S is refused by geometry, typed; the opponent has no card action to
// answer; a group that moved cannot move again this step.
#[test]
fn refusals_are_typed() {
    let (g, player) = first_card_action(2);
    let group = g.groups_in_play().find(|id| g.group(*id).is_ok_and(|gr| gr.owner == player)).expect("a group");
    let grp = g.group(group).expect("group");
    let leader = grp.figures[0];
    let at = g.figure(leader).expect("figure").at;
    let far = MoveRequest {
        group,
        leader,
        path: alloc::vec![Point::new(at.x + Length::inches(5), at.y)],
        formation: None,
        giraffe: None,
    };
    match g.preview_move(player, &far) {
        MovePreview::Illegal { refusal: MoveRefusal::Geometry { error } } => {
            assert!(matches!(error, crate::geometry::IllegalMove::StickTooLong { stick: 1, .. }), "{error:?}")
        }
        other => panic!("a 5\" stick: {other:?}"),
    }
    let other = match player {
        Player::One => Player::Two,
        Player::Two => Player::One,
    };
    assert_eq!(g.preview_move(other, &far), MovePreview::Illegal { refusal: MoveRefusal::NoCardAction });
    // A legal move of the group, then the same group again.
    let d =
        g.legal_decisions(player).into_iter().find(|d| matches!(d, Decision::Move { group: gr, .. } if *gr == group));
    if let Some(d) = d {
        let mut h = g.clone();
        h.apply(player, &d).expect("legal");
        if matches!(crate::legal::prompt_of(&h, player), Some(Ask::CardAction { .. })) {
            let r = request_of(&d).expect("a move");
            let refusal = h.preview_move(player, &r);
            assert!(
                matches!(
                    refusal,
                    MovePreview::Illegal { refusal: MoveRefusal::AlreadyActed { .. } | MoveRefusal::NoMovementAction }
                ),
                "{refusal:?}"
            );
        }
    }
}

// rule: CG-SHOOT-04
// rule: CG-SHOOT-07
// rule: CG-SHOOT-11
// A figure may lead a shot at a target in the sight report, within the weapon's range, exactly
// when the shooting rules' own check accepts that shot; the partial flag and cover agree.
#[test]
fn sight_agrees_with_the_shooting_check() {
    let mut checked = 0;
    let mut shots = 0;
    for (g, player, _) in shooting_states(1..4).into_iter().step_by(2) {
        for group in g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == player)) {
            let report = g.sight(group).expect("sight");
            if crate::shooting::shooter_ready(&g, group, None).is_err() || !report.has_weapon {
                continue;
            }
            for t in &report.targets {
                let SightTarget::Group { group: target } = t.target else { continue };
                let to = crate::space::bases(&g, target);
                for f in &t.figures {
                    let from = [g.figure(f.figure).expect("figure").at];
                    let in_range = report.weapon_range.is_none_or(|r| crate::geometry::within(&from, &to, r));
                    let check = crate::shooting::check_shot(&g, player, group, f.figure, target, None);
                    assert_eq!(check.is_ok(), f.leads_partial.is_some() && in_range, "{f:?} at {target:?}");
                    if let Ok(s) = check {
                        assert_eq!((Some(s.partial), Some(s.cover)), (f.leads_partial, f.cover));
                        shots += 1;
                    }
                    // A figure that may lead a shot sees a base of the target.
                    assert!(f.leads_partial.is_none() || !f.sees.is_empty(), "{f:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100 && shots > 5, "too few cases: {checked} checked, {shots} shots");
}

// rule: CG-SHOOT-05
// Range bands: a figure 10" from the target is within L, not M.
#[test]
fn range_bands_by_sticks() {
    use crate::profile::Stick;
    let at = |x| [Point::inches(x, 0)];
    let target = [Point::inches(0, 0)];
    // Base edge to base edge: centres 1" further apart than the gap.
    assert_eq!(sight::RangeBand::of(&at(4), &target), RangeBand::S);
    assert_eq!(sight::RangeBand::of(&at(7), &target), RangeBand::M);
    assert_eq!(sight::RangeBand::of(&at(11), &target), RangeBand::L);
    assert_eq!(sight::RangeBand::of(&at(14), &target), RangeBand::Beyond);
    assert_eq!(Stick::L.length(), Length::inches(12));
}

// rule: CG-SHOOT-07
// rule: CG-SHOOT-08
// rule: CG-SHOOT-09
// The shot preview's dice are the dice the engine then asks the shooter to roll, with the same
// discards; its sources account for every die.
#[test]
fn shot_preview_matches_the_roll_the_engine_asks() {
    let mut compared = 0;
    for (g, player, d) in shooting_states(1..6) {
        let Decision::Shoot { group, leader, target, giraffe } = d else { continue };
        let preview = g
            .preview_shot(player, &ShotRequest { group, leader, target, giraffe })
            .unwrap_or_else(|e| panic!("a legal shot refused: {e:?}"));
        assert_eq!(preview.decision, d);
        let mut h = g.clone();
        h.apply(player, &d).expect("legal");
        let Some(Ask::Roll { dice, drop, .. }) = crate::legal::prompt_of(&h, player) else { continue };
        assert_eq!(preview.dice, dice);
        assert_eq!(usize::from(preview.discards), usize::from(drop));
        assert_eq!(preview.sources.iter().map(|s| usize::from(s.count)).sum::<usize>(), dice.len());
        assert_eq!(usize::from(preview.rolled), dice.len().saturating_sub(usize::from(drop)));
        compared += 1;
    }
    assert!(compared > 5, "too few shots compared: {compared}");
}

// rule: CG-MOVE-01
// The reach outline's points are end points geometry accepts as one-stick moves (or the start).
#[test]
fn reach_points_are_accepted_moves() {
    let (g, player) = first_card_action(3);
    let group = g.groups_in_play().find(|id| g.group(*id).is_ok_and(|gr| gr.owner == player)).expect("a group");
    let leader = g.group(group).expect("group").figures[0];
    let reach = g.reach(group, leader).expect("reach");
    assert_eq!(reach.one_stick.points.len(), usize::from(REACH_HEADINGS));
    let mut moved = 0;
    for p in &reach.one_stick.points {
        if *p == reach.start {
            continue;
        }
        let r = MoveRequest { group, leader, path: alloc::vec![*p], formation: None, giraffe: None };
        let allow = crate::geometry::MoveAllowance { may_engage: false, may_leave_table: false };
        let ok = crate::space::propose_typed(None, &g, group, leader, &r.path, None, allow, false);
        assert!(ok.is_ok_and(|o| o.is_ok()), "{p:?}");
        moved += 1;
    }
    assert!(moved > 0, "the group reaches nowhere");
}

/// The states of random games of the built-in Adventures (seeds `seeds`) in which the bot
/// engaged an enemy group with a card's Movement action, with the player and that decision.
fn engaging_states(seeds: core::ops::Range<u64>) -> Vec<(Game, Player, Decision)> {
    let mut out = Vec::new();
    let setups = seeds.flat_map(|seed| {
        ["gorilla_clearing", "night_ambush", "cattle_raid"]
            .map(|name| (seed, crate::deploy::builtin_adventure_setup(name, seed).expect("built in")))
    });
    for (seed, setup) in setups {
        let mut g = Game::new(&setup).expect("setup");
        let mut bot = Bot::new(seed);
        for _ in 0..5_000 {
            let Some(&player) = g.to_decide().first() else { break };
            let d = bot.choose(&g, player).expect("a legal decision");
            let card = matches!(crate::legal::prompt_of(&g, player), Some(Ask::CardAction { .. }));
            if card && matches!(d, Decision::Move { engage: Some(_), .. }) {
                out.push((g.clone(), player, d.clone()));
            }
            g.apply(player, &d).expect("legal");
        }
    }
    out
}

// rule: CG-MOVE-16
// rule: CG-MOVE-14
// A move that engages says whom; with only red Movement left on the card it is refused as
// red_movement_cannot_engage (and apply refuses it too); with four Stress tokens, as
// stress_limit_cannot_engage.
#[test]
fn an_engaging_move_names_its_foe_and_red_movement_cannot_engage() {
    use crate::cards::{ActionKind, CardAction, Colour};
    let states = engaging_states(1..4);
    assert!(!states.is_empty(), "no engagement in the random games");
    for (g, player, d) in states {
        let Decision::Move { engage: Some(foe), .. } = d else { continue };
        let r = request_of(&d).expect("a move");
        let preview = g.preview_move(player, &r);
        let m = preview.legal().unwrap_or_else(|| panic!("{preview:?}"));
        assert_eq!(m.engages, Some(Engagement::Group { group: foe }));
        assert_eq!(m.decision, d);
        assert_eq!(m.colour, Colour::Black);
        // Only red Movement left on the card.
        let mut red = g.clone();
        if let crate::game::Phase::Resolve { card, .. } = &mut red.phase {
            card.remaining = alloc::vec![CardAction { kind: ActionKind::Movement { colour: Colour::Red }, groups: 1 }];
        }
        assert_eq!(
            red.preview_move(player, &r),
            MovePreview::Illegal {
                refusal: MoveRefusal::RedMovementCannotEngage { engages: Engagement::Group { group: foe } }
            }
        );
        assert!(accepts(&red, player, &d).is_none(), "apply lets red movement engage");
        // Four Stress tokens.
        let mut four = g.clone();
        if let Ok(grp) = four.group_mut(r.group) {
            grp.stress = alloc::vec![crate::stress::StressKind::Shooting; 4].into_iter().collect();
        }
        let refusal = four.preview_move(player, &r);
        assert_eq!(refusal, MovePreview::Illegal { refusal: MoveRefusal::StressLimitCannotEngage });
        assert!(accepts(&four, player, &d).is_none(), "apply lets a group with four tokens engage");
    }
}

mod property {
    use super::*;
    use proptest::prelude::*;

    /// One state of a random demo game where player has a card action (computed once).
    fn state() -> &'static (Game, Player) {
        static STATE: std::sync::OnceLock<(Game, Player)> = std::sync::OnceLock::new();
        STATE.get_or_init(|| card_action_states(2..3, 1, 1).pop().expect("a card action"))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        // rule: CG-MOVE-04
        // Any path of one to three points near a group (anywhere within 10" of its leading
        // figure): the preview is legal exactly when apply accepts the decision.
        #[test]
        fn any_path_previews_as_apply_answers(
            which in 0usize..8,
            points in proptest::collection::vec((-10_000i32..10_000, -10_000i32..10_000), 1..4),
        ) {
            let (g, player) = state();
            let own: Vec<GroupId> = g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == *player)).collect();
            let group = own[which % own.len()];
            let grp = g.group(group).expect("group");
            let leader = grp.figures[which % grp.figures.len()];
            let at = g.figure(leader).expect("figure").at;
            let path = points.iter().map(|(dx, dy)| Point::new(at.x + Length(*dx), at.y + Length(*dy))).collect();
            let r = MoveRequest { group, leader, path, formation: None, giraffe: None };
            match g.preview_move(*player, &r) {
                MovePreview::Legal { legal: m } => prop_assert!(accepts(g, *player, &m.decision).is_some()),
                MovePreview::Illegal { .. } => {
                    for engage in core::iter::once(None).chain(g.groups_in_play().map(Some)) {
                        let d = Decision::Move { group, leader, path: r.path.clone(), engage, formation: None, giraffe: None };
                        prop_assert!(accepts(g, *player, &d).is_none(), "apply accepts {:?}", d);
                    }
                }
            }
        }
    }
}
