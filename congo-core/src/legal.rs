//! Who must decide what (`prompts`) and the legal decisions of each prompt
//! (`legal_decisions`).
//!
//! Finite choices are listed in full (cards, targets, discards up to die type, casualty sets,
//! tokens, Totem plays: one card per distinct effect). Positional choices are a documented
//! sample: moves come from `crate::movement::candidates`; a shot is offered once per
//! (group, target) with the first leading figure in figure order that has a full line of fire,
//! else the first with a partial one.

use crate::candidate::{self, Candidate, ShotAt};
use crate::cards::{ActionKind, Colour};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::game::{Game, Phase};
use crate::geometry::base::Field;
use crate::movement::Keep;
use crate::pending::{Ask, Prompt};
use crate::shooting::{Shot, shot_range};
use crate::state::{FigureId, GroupId, Player, Values};
use crate::stress::StressKind;
use crate::tasks::Task;
use crate::totem::TotemKind;
use alloc::vec;
use alloc::vec::Vec;
use tabletop::DiceSource;

/// The prompts pending now, `One` first.
pub(crate) fn prompts(g: &Game) -> Vec<Prompt> {
    // At most one prompt per player.
    let mut out = Vec::with_capacity(Player::BOTH.len());
    each_prompt(g, |_| true, |player, ask| out.extend(ask.map(|ask| Prompt { player, ask })));
    out
}

/// The players of [`prompts`], in order, without building their asks (speed: the engine loop
/// asks who decides before every decision).
pub(crate) fn deciders(g: &Game) -> Vec<Player> {
    let mut out = Vec::with_capacity(Player::BOTH.len());
    each_prompt(g, |_| false, |player, _| out.push(player));
    debug_assert!(out.iter().copied().eq(prompts(g).iter().map(|p| p.player)), "the players of the prompts");
    out
}

/// `player`'s ask in [`prompts`], if any, building no other player's (speed: the listing and
/// `apply` want one player's).
pub(crate) fn prompt_of(g: &Game, player: Player) -> Option<Ask> {
    let mut found = None;
    each_prompt(
        g,
        |p| p == player,
        |p, ask| {
            if p == player && found.is_none() {
                found = ask;
            }
        },
    );
    debug_assert_eq!(found, prompts(g).into_iter().find(|p| p.player == player).map(|p| p.ask), "the player's prompt");
    found
}

/// Each prompt pending now, `One` first, to `out`: its player, with its ask when `wanted` of the
/// player (a task's prompt, whose player comes with its ask, always comes with it).
fn each_prompt(g: &Game, wanted: impl Fn(Player) -> bool, mut out: impl FnMut(Player, Option<Ask>)) {
    match &g.phase {
        Phase::Over { .. } => {}
        Phase::ChooseActionCards { .. } if g.stack.last().is_some_and(|t| !matches!(t, Task::BigChief(_))) => {
            // The beginning of the turn's special rules (Litany) come before the choice.
            if let Some((player, ask)) = g.stack.last().and_then(|t| t.prompt(g)) {
                out(player, Some(ask));
            }
        }
        Phase::ChooseActionCards { chosen } => {
            for p in Player::BOTH {
                // Big Chief's choice comes before its owner's Action cards, while the other
                // player chooses his.
                if let Some((player, ask)) = crate::special::forest::big_chief_of(g, p).and_then(|t| t.prompt(g)) {
                    out(player, Some(ask));
                } else if let Some(hand) = crate::universal::confusion::hand(g, p) {
                    out(p, Some(Ask::Confusion { hand }));
                } else if chosen[p.index()].is_none() {
                    let ask = wanted(p).then(|| Ask::ChooseActionCards {
                        available: g.action_cards().iter().map(|c| c.initiative).collect(),
                    });
                    out(p, ask);
                }
            }
        }
        Phase::ChooseCard { chosen } => {
            for p in Player::BOTH {
                if chosen[p.index()].is_none() {
                    out(p, wanted(p).then(|| Ask::ChooseCard { available: crate::turn::playable_cards(g, p) }));
                }
            }
        }
        Phase::Cheetah { played, .. } => {
            for p in Player::BOTH {
                if played[p.index()].is_none() {
                    out(p, Some(Ask::Cheetah));
                }
            }
        }
        Phase::Tie { cards } => out(g.initiative, Some(Ask::InitiativeTie { initiative: cards[0] })),
        Phase::Resolve { card, .. } => match g.stack.last() {
            Some(task) => {
                if let Some((player, ask)) = task.prompt(g) {
                    out(player, Some(ask));
                }
            }
            None => out(
                card.player,
                wanted(card.player).then(|| Ask::CardAction { card: card.card, remaining: card.remaining.clone() }),
            ),
        },
    }
}

/// Every k-subset of `0..n`, as ascending index lists, in lexicographic order.
pub(crate) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if k > n {
        return out;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(idx.clone());
        if !next_combination(&mut idx, n) {
            return out;
        }
    }
}

/// Step the k-subset `idx` of `0..n` (ascending indices) to the next one in lexicographic
/// order, in place; `false` after the last one.
fn next_combination(idx: &mut [usize], n: usize) -> bool {
    let k = idx.len();
    let mut i = k;
    loop {
        if i == 0 {
            return false;
        }
        i -= 1;
        if idx[i] < n - k + i {
            idx[i] += 1;
            for j in i + 1..k {
                idx[j] = idx[j - 1] + 1;
            }
            return true;
        }
    }
}

/// Distinct sub-multisets of `items` of size `k` (sorted).
fn multisets<T: Copy + Ord>(items: &[T], k: usize) -> Vec<Vec<T>> {
    let mut sorted = items.to_vec();
    sorted.sort_unstable();
    let mut out: Vec<Vec<T>> = Vec::new();
    for c in combinations(sorted.len(), k) {
        let pick: Vec<T> = c.iter().map(|&i| sorted[i]).collect();
        if !out.contains(&pick) {
            out.push(pick);
        }
    }
    out
}

fn crocodiles(g: &Game, p: Player) -> Vec<Option<u8>> {
    let mut v = vec![None];
    v.extend(
        g.players[p.index()].totems.playable(|k| matches!(k, TotemKind::Crocodile { .. })).iter().map(|c| Some(c.id)),
    );
    v
}

/// Every legal decision of `player` now (see the module docs for the positional samples): the
/// candidates of its prompt that pass their checks.
pub(crate) fn legal_decisions(g: &Game, player: Player) -> Vec<Decision> {
    with_candidates(g, player, |candidates, field| candidate::resolve_all(candidates, field, g))
}

/// One of [`legal_decisions`] drawn uniformly with `dice`, checking only the candidates drawn
/// (`crate::candidate::draw`); `None` when there is none.
pub(crate) fn random_decision(g: &Game, player: Player, dice: &mut DiceSource) -> Option<Decision> {
    with_candidates(g, player, |candidates, field| candidate::draw(candidates, field, g, dice))
}

/// `f` of the candidates of `player`'s prompt now and the game's field they are checked on
/// (`None` when the prompt checks nothing, or the field cannot be built).
fn with_candidates<R>(g: &Game, player: Player, f: impl FnOnce(Vec<Candidate>, Option<&Field<'_>>) -> R) -> R {
    let Some(ask) = prompt_of(g, player) else {
        return f(Vec::new(), None);
    };
    let checks = matches!(
        ask,
        Ask::CardAction { .. }
            | Ask::MadHyena { .. }
            | Ask::MoveAfterPlunder { .. }
            | Ask::ExtraAction { .. }
            | Ask::Trail { .. }
            | Ask::Sorcery { .. }
    );
    let inputs = checks.then(|| crate::space::FieldInputs::of(g));
    let field = inputs.as_ref().and_then(|i| i.field(g).ok());
    f(candidates(g, player, ask, field.as_ref()), field.as_ref())
}

/// The candidate decisions of `player` for `ask` (the ones that depend on the game's field
/// only when `field` is given: a card's actions are then only the end of the card).
fn candidates(g: &Game, player: Player, ask: Ask, field: Option<&Field<'_>>) -> Vec<Candidate> {
    let decisions = match ask {
        Ask::ChooseActionCards { available } => {
            // Every 3 of the cards available, in the order of `combinations`, each decision built
            // only when drawn ([`Candidate::ActionCards`]).
            let n = available.len();
            let mut v = Vec::with_capacity(n * n.saturating_sub(1) * n.saturating_sub(2) / 6);
            let mut idx = [0, 1, 2];
            if n >= idx.len() {
                loop {
                    v.push(Candidate::ActionCards(idx.map(|i| available[i])));
                    if !next_combination(&mut idx, n) {
                        break;
                    }
                }
            }
            return v;
        }
        Ask::ChooseCard { available } => available.into_iter().map(|card| Decision::ChooseCard { card }).collect(),
        Ask::Cheetah => {
            let mut v = vec![Decision::Cheetah { card: None }];
            v.extend(
                g.players[player.index()]
                    .totems
                    .playable(|k| *k == TotemKind::Cheetah)
                    .iter()
                    .map(|c| Decision::Cheetah { card: Some(c.id) }),
            );
            v
        }
        Ask::InitiativeTie { .. } => {
            vec![Decision::Initiative { go_first: true }, Decision::Initiative { go_first: false }]
        }
        Ask::Roll { dice, drop, .. } => {
            let mut v = Vec::new();
            for d in multisets(&dice, usize::from(drop).min(dice.len())) {
                for c in crocodiles(g, player) {
                    v.push(Decision::Roll { drop: d.clone(), crocodile: c });
                }
            }
            v
        }
        Ask::Cover { .. } => {
            let mut v: Vec<Decision> =
                crocodiles(g, player).into_iter().map(|c| Decision::Roll { drop: Vec::new(), crocodile: c }).collect();
            if let Some(Task::Shot(s)) = g.stack.last() {
                if s.may_go_to_ground(g) {
                    v.push(Decision::GoToGround);
                }
            }
            v
        }
        Ask::Casualties { group, count, character_must_fall } => {
            crate::casualties::choices(g, group, usize::from(count), character_must_fall)
                .into_iter()
                .map(|figures| Decision::RemoveCasualties { figures })
                .collect()
        }
        Ask::ReturnStress { count, tokens, .. } => {
            multisets(&tokens, usize::from(count)).into_iter().map(|tokens| Decision::ReturnStress { tokens }).collect()
        }
        Ask::UseRule { .. } => vec![Decision::UseRule { accept: true }, Decision::UseRule { accept: false }],
        Ask::CrossObstacle { .. } => {
            vec![Decision::CrossObstacle { cross: true }, Decision::CrossObstacle { cross: false }]
        }
        Ask::GiveStress { to, .. } => to.into_iter().map(|to| Decision::GiveStress { to }).collect(),
        Ask::TakeStress { offers, .. } => {
            let mut out = vec![Decision::TakeStress { from: None, token: None }];
            for from in offers {
                let mut kinds: Vec<StressKind> = g.group(from).map(|gr| gr.stress.clone()).unwrap_or_default();
                kinds.sort_unstable();
                kinds.dedup();
                out.extend(
                    kinds.into_iter().map(|token| Decision::TakeStress { from: Some(from), token: Some(token) }),
                );
            }
            out
        }
        Ask::Frenzy { figures, .. } => core::iter::once(None)
            .chain(figures.into_iter().map(Some))
            .map(|figure| Decision::Frenzy { figure })
            .collect(),
        Ask::RemoveStress { groups, .. } => {
            let mut v = crate::special::remove_stress_choices(g, &groups);
            if let Some(Task::RemoveStress(r)) = g.stack.last() {
                if r.optional {
                    v.push(Decision::UseRule { accept: false });
                }
            }
            v
        }
        Ask::Sorcery { .. } => {
            return match g.stack.last() {
                Some(Task::Sorcery(c)) => c.casts(g),
                _ => Vec::new(),
            };
        }
        Ask::Incantation { may_draw, .. } => {
            let mut v: Vec<Decision> =
                crocodiles(g, player).into_iter().map(|c| Decision::Roll { drop: Vec::new(), crocodile: c }).collect();
            if may_draw {
                v.push(Decision::DrawStressToken);
            }
            v
        }
        Ask::ExtraAction { .. } => {
            return match g.stack.last() {
                Some(Task::ExtraAction(x)) => crate::special::bonus::candidates(g, player, x, field.is_some()),
                _ => Vec::new(),
            };
        }
        Ask::MadHyena { group, one_stick, panic } => {
            let mut v = vec![Candidate::Legal(Decision::UseRule { accept: false })];
            if panic {
                v.push(Candidate::Legal(Decision::UseRule { accept: true }));
            }
            crate::movement::candidates(g, group, true, Keep::Ritual { one_stick }, &mut v);
            return v;
        }
        Ask::SaveCharacter { .. } => vec![Decision::UseRule { accept: true }, Decision::UseRule { accept: false }],
        Ask::ChooseTotems { cards, keep } => combinations(cards.len(), usize::from(keep).min(cards.len()))
            .into_iter()
            .map(|c| Decision::ChooseTotems { cards: c.iter().map(|&i| cards[i]).collect() })
            .collect(),
        Ask::BigChief { cards } => cards.into_iter().map(|card| Decision::KeepTotem { card }).collect(),
        Ask::Confusion { hand } => core::iter::once(None)
            .chain(hand.into_iter().map(Some))
            .map(|discard| Decision::Confusion { discard })
            .collect(),
        Ask::Plunder { group, houses } => {
            let mut v: Vec<Decision> =
                houses.into_iter().map(|building| Decision::Plunder { group, building }).collect();
            v.push(Decision::Stay);
            v
        }
        Ask::MoveAfterPlunder { group } => {
            let mut v = Vec::new();
            crate::movement::candidates(g, group, false, Keep::OneStick, &mut v);
            v.push(Candidate::Legal(Decision::Stay));
            return v;
        }
        Ask::Litany => core::iter::once(None)
            .chain(crate::special::kingdoms::swaps(g).into_iter().map(Some))
            .map(|swap| Decision::Litany { swap })
            .collect(),
        Ask::CardAction { remaining, .. } => {
            let mut v = match field {
                Some(_) => card_actions(g, player, &remaining),
                None => vec![Candidate::Legal(Decision::EndCard)],
            };
            v.extend(candidate::legal(crate::conditions::trap_decisions(g, player)));
            return v;
        }
        Ask::Choose { options, .. } => options.into_iter().map(|choice| Decision::Choose { choice }).collect(),
        Ask::Trail { group } => return crate::exploration::trail::candidates(g, group),
        Ask::RunAwayLeader { figures, .. } => {
            figures.into_iter().map(|figure| Decision::RunAwayLeader { figure }).collect()
        }
        Ask::CharacterFlees { .. } => match g.stack.last() {
            Some(Task::Universal(crate::universal::UniversalTask::CharacterFlees(t))) => {
                crate::universal::character::decisions(g, t)
            }
            _ => Vec::new(),
        },
    };
    candidate::legal(decisions).collect()
}

fn has(remaining: &[crate::cards::CardAction], kind: ActionKind) -> bool {
    remaining.iter().any(|a| a.kind == kind && a.groups > 0)
}

/// The candidate actions of `player`'s card with `remaining` actions.
fn card_actions(g: &Game, player: Player, remaining: &[crate::cards::CardAction]) -> Vec<Candidate> {
    let black_move = has(remaining, ActionKind::Movement { colour: Colour::Black });
    let any_move = black_move || has(remaining, ActionKind::Movement { colour: Colour::Red });
    let shoot = has(remaining, ActionKind::Shooting);
    let black_infl = has(remaining, ActionKind::Influence { colour: Colour::Black });
    let any_infl = black_infl || has(remaining, ActionKind::Influence { colour: Colour::Red });
    // Kept inline (speed: a column has a handful of groups).
    let (mut mine, mut theirs) =
        (smallvec::SmallVec::<[GroupId; 16]>::new(), smallvec::SmallVec::<[GroupId; 16]>::new());
    for id in g.groups_in_play() {
        if g.groups[usize::from(id.0)].owner == player { mine.push(id) } else { theirs.push(id) }
    }
    // Room for most listings (each group's moves are one candidate, `crate::movement::Moves`):
    // 16 candidates, 1 KiB, which the allocator serves from its fast path (speed: a larger
    // reservation costs more than the rare growth).
    let mut v = Vec::with_capacity(16);
    for &gid in &mine {
        let grp = &g.groups[usize::from(gid.0)];
        // `crate::answer::own_ready_group` without its error message (`mine` are the player's
        // groups on the table).
        if g.acted_this_step(grp) {
            continue;
        }
        // The group's values, worked out once for its moves, shots and Harassment.
        let values = if any_move || shoot { g.values(gid) } else { None };
        if let Some(values) = values.as_ref().filter(|_| any_move) {
            crate::movement::candidates_with(g, gid, values, black_move, Keep::All, &mut v);
        }
        if shoot {
            if grp.smoke {
                if shooting_action_allowed(g, gid, values.as_ref()).is_ok() {
                    v.push(Candidate::Legal(Decision::Reload { group: gid }));
                }
            } else {
                shots_with(g, player, gid, values.as_ref(), &theirs, false, &mut v);
                crate::wild::shot::candidates(g, player, gid, false, &mut v);
            }
        }
        if any_infl && !grp.stress.is_empty() {
            v.push(Candidate::Legal(Decision::Rally { group: gid }));
        }
        if any_move {
            crate::special::bonus::harass_candidates(g, player, gid, values.as_ref(), &theirs, &mut v);
        }
    }
    if black_infl {
        for &t in &theirs {
            if g.groups[usize::from(t.0)].terrorized != Some(g.serial) {
                v.push(Candidate::Legal(Decision::Terror { target: t }));
            }
        }
    }
    crate::universal::card_actions(g, player, remaining, &mut v);
    let ps = &g.players[player.index()];
    if !ps.step_totems.lion {
        for c in ps.totems.playable(|k| *k == TotemKind::Lion) {
            for action in [
                ActionKind::Movement { colour: Colour::Black },
                ActionKind::Shooting,
                ActionKind::Influence { colour: Colour::Black },
            ] {
                v.push(Candidate::Legal(Decision::Lion { card: c.id, action }));
            }
        }
    }
    if !ps.step_totems.gorilla {
        for c in ps.totems.playable(|k| *k == TotemKind::Gorilla) {
            v.push(Candidate::Legal(Decision::Gorilla { card: c.id }));
        }
    }
    if !ps.step_totems.buffalo {
        for c in ps.totems.playable(|k| *k == TotemKind::Buffalo) {
            for &gid in &mine {
                let mut kinds: Vec<StressKind> =
                    g.groups[usize::from(gid.0)].stress.iter().copied().filter(|k| *k != StressKind::Panic).collect();
                kinds.sort_unstable();
                kinds.dedup();
                for token in kinds {
                    v.push(Candidate::Legal(Decision::Buffalo { card: c.id, group: gid, token }));
                }
            }
        }
    }
    v.push(Candidate::Legal(Decision::EndCard));
    v
}

/// Append the candidate shots of `player`'s `group` at each of `targets` to `out`, unchecked
/// ([`Candidate::Shot`], resolved by [`shot_offer`]; as Harassment shots if `harass`): none
/// when the group cannot shoot, none at a target that may not be shot.
pub(crate) fn shots(
    g: &Game,
    player: Player,
    group: GroupId,
    targets: &[GroupId],
    harass: bool,
    out: &mut Vec<Candidate>,
) {
    shots_with(g, player, group, g.values(group).as_ref(), targets, harass, out);
}

/// [`shots`] with the group's values `values` (`g.values(group)`; speed: a card's listing
/// works them out once per group).
pub(crate) fn shots_with(
    g: &Game,
    player: Player,
    group: GroupId,
    values: Option<&Values<'_>>,
    targets: &[GroupId],
    harass: bool,
    out: &mut Vec<Candidate>,
) {
    if shooter_ready_with(g, group, values, None).is_err() {
        return;
    }
    for &target in targets {
        if shot_target(g, player, target).is_ok() {
            out.push(Candidate::Shot { player, group, at: ShotAt::Group(target), harass });
        }
    }
}

/// The shot offered to `group` at `target` (module docs), if any: the first leading figure in
/// figure order with a full line of fire, else the first with a partial one; without the
/// Giraffe Totem card if that gives a line of fire, else with it. The group is ready to shoot
/// and the target may be shot at: [`shots`] checked both when it listed the candidate.
pub(crate) fn shot_offer(
    field: &Field<'_>,
    g: &Game,
    player: Player,
    group: GroupId,
    target: GroupId,
) -> Option<Decision> {
    let grp = g.group(group).ok()?;
    let giraffe = g.players[player.index()].totems.playable(|k| *k == TotemKind::Giraffe).first().map(|c| c.id);
    // The groups Tiny may hide, looked for once a figure is in range (most offers have none).
    let mut hiders: Option<Vec<GroupId>> = None;
    // The target's bases on the field: a figure out of range of all of them has no line of fire
    // (the range check of `crate::space::line_of_fire`, made first: most figures are out of
    // range, and it is the cheapest).
    let aimed = &field.group(crate::space::key(target)).ok()?.figures;
    let mut partial: Option<FigureId> = None;
    // The range without the Giraffe, then with it (an error: that shot is not allowed).
    for giraffe in core::iter::once(None).chain(giraffe.map(Some)) {
        if let Ok(range) = weapon_range(g, player, group, giraffe) {
            for &leader in &grp.figures {
                let in_range = range
                    .is_none_or(|r| g.figure(leader).is_some_and(|f| crate::geometry::base::within(&[f.at], aimed, r)));
                if !in_range {
                    continue;
                }
                let hiders = hiders.get_or_insert_with(|| crate::special::forest::may_hide(g, group, target));
                let fire = crate::special::forest::line_of_fire_among(field, g, group, leader, target, range, hiders);
                if let Ok(Some(fire)) = fire {
                    if !fire.partial {
                        return Some(Decision::Shoot { group, leader, target, giraffe });
                    }
                    partial.get_or_insert(leader);
                }
            }
        }
        if let Some(leader) = partial {
            return Some(Decision::Shoot { group, leader, target, giraffe });
        }
    }
    None
}

/// Check a Shooting action and build its task (CG-SHOOT-01, -03, -04, CG-STRESS-05, -13,
/// CG-SHOOT-19, CG-TOTEM-09).
pub(crate) fn check_shot(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<Task, RuleError> {
    crate::space::with_field(g, |field| check_shot_in(field, g, player, group, leader, target, giraffe))?
}

fn check_shot_in(
    field: &Field<'_>,
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<Task, RuleError> {
    let range = shot_allowed(g, player, group, Some(leader), target, giraffe)?;
    let fire = crate::special::forest::line_of_fire(field, g, group, leader, target, range)?
        .ok_or(crate::error::RuleError::NotInRange { group, target: Some(target), animal: None })?;
    Ok(Shot::new(g, group, leader, target, fire.partial, fire.cover))
}

/// The checks of a Shooting action that do not depend on the leading figure; returns the
/// weapon's range (`None`: unlimited). `leader`, if given, must be one of the group's figures
/// (checked in the order of the rules' checks, for the same error as before).
fn shot_allowed(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: Option<FigureId>,
    target: GroupId,
    giraffe: Option<u8>,
) -> Result<Option<tabletop::Length>, RuleError> {
    shooter_ready(g, group, leader)?;
    shot_target(g, player, target)?;
    weapon_range(g, player, group, giraffe)
}

/// The checks of [`shot_allowed`] on the shooting group (and the leading figure, if given).
pub(crate) fn shooter_ready(g: &Game, group: GroupId, leader: Option<FigureId>) -> Result<(), RuleError> {
    // The group's values, worked out once for its effective tokens and its dice.
    shooter_ready_with(g, group, g.values(group).as_ref(), leader)
}

/// Whether `group` may take a Shooting action at all, to fire or to reload (CG-SHOOT-01,
/// "Muskets": reloading is the Shooting action): not with four Stress tokens (CG-STRESS-04), not
/// with a Panic token (CG-STRESS-13). `values`: the group's values (`g.values(group)`).
pub(crate) fn shooting_action_allowed(g: &Game, group: GroupId, values: Option<&Values<'_>>) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if grp.at_limit() {
        return Err(crate::error::RuleError::GroupCannotAct {
            group: group,
            reason: crate::error::CannotAct::NoShootingAtFour,
        });
    }
    let stress = values.map(|v| crate::special::kingdoms::effective_stress(v, &grp.stress, false));
    if stress.is_some_and(|s| s.contains(&StressKind::Panic)) {
        return Err(crate::error::RuleError::GroupCannotAct {
            group: group,
            reason: crate::error::CannotAct::OnlyRally,
        });
    }
    Ok(())
}

/// [`shooter_ready`] with the group's values `values` (`g.values(group)`).
fn shooter_ready_with(
    g: &Game,
    group: GroupId,
    values: Option<&Values<'_>>,
    leader: Option<FigureId>,
) -> Result<(), RuleError> {
    shooting_action_allowed(g, group, values)?;
    let grp = g.group(group)?;
    if grp.smoke {
        return Err(crate::error::RuleError::GroupCannotAct {
            group: group,
            reason: crate::error::CannotAct::MustReload,
        });
    }
    if let Some(leader) = leader.filter(|l| !grp.figures.contains(l)) {
        return Err(RuleError::UnknownFigure { figure: leader, group });
    }
    let v = values.ok_or(RuleError::UnknownGroup(group))?;
    if !v.has_shooting_dice() {
        return Err(crate::error::RuleError::GroupCannotAct {
            group: group,
            reason: crate::error::CannotAct::NoShootingValue,
        });
    }
    Ok(())
}

/// The check of [`shot_allowed`] on the target.
fn shot_target(g: &Game, player: Player, target: GroupId) -> Result<(), RuleError> {
    let t = g.group(target)?;
    if t.owner == player || !t.in_play() {
        return Err(crate::error::RuleError::BadTarget(crate::error::BadTarget::ShotAtNonEnemy(target)));
    }
    Ok(())
}

/// The checks of [`shot_allowed`] on the weapon (and the Giraffe card, if played): its range.
pub(crate) fn weapon_range(
    g: &Game,
    player: Player,
    group: GroupId,
    giraffe: Option<u8>,
) -> Result<Option<tabletop::Length>, RuleError> {
    if let Some(id) = giraffe {
        if g.players[player.index()].totems.in_hand(id).map(|c| c.kind) != Some(TotemKind::Giraffe) {
            return Err(crate::error::RuleError::Totem(crate::error::TotemRefusal::NotInHand {
                card: id,
                animal: crate::error::TotemAnimal::Giraffe,
            }));
        }
    }
    shot_range(g, group, giraffe.is_some()).ok_or(crate::error::RuleError::GroupCannotAct {
        group: group,
        reason: crate::error::CannotAct::NoRangedWeapon,
    })
}
