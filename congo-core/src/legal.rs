//! Who must decide what (`prompts`) and the legal decisions of each prompt
//! (`legal_decisions`).
//!
//! Finite choices are listed in full (cards, targets, discards up to die type, casualty sets,
//! tokens, Totem plays: one card per distinct effect). Positional choices are a documented
//! sample: moves come from `crate::movement::candidates`; a shot is offered once per
//! (group, target) with the first leading figure in figure order that has a full line of fire,
//! else the first with a partial one.

use crate::candidate::{self, Candidate};
use crate::cards::{ActionKind, Colour};
use crate::casualties::{combinations, next_combination};
use crate::decision::Decision;
use crate::game::{Game, Phase};
use crate::geometry::base::Field;
use crate::movement::Keep;
use crate::pending::{Ask, Prompt};
use crate::shooting::{shooting_action_allowed, shots_with};
use crate::state::{GroupId, Player};
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
    congo_model::cross_check!(
        out.iter().copied().eq(prompts(g).iter().map(|p| p.player)),
        "the players of the prompts"
    );
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
    congo_model::cross_check!(eq: found, prompts(g).into_iter().find(|p| p.player == player).map(|p| p.ask), "the player's prompt");
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
        // `crate::card_in_play::own_ready_group` without its error message (`mine` are the player's
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
