//! Checking a decision against the pending prompt and recording it.
//!
//! Every check happens before any change; the caller ([`crate::Game`]'s `apply`) works on a
//! copy anyway, so a refusal can never leave a half-applied state.

use crate::cards::{ActionKind, CardAction, Colour};
use crate::decision::Decision;
use crate::error::{ActionNeeded, BadTarget, CannotAct, Forbidden, RuleError, TotemAnimal, TotemRefusal, Unavailable};
use crate::event::{Event, What};
use crate::game::{Game, Phase};
use crate::pending::Ask;
use crate::state::{GroupId, Player};
use crate::stress::StressKind;
use crate::tasks::Task;
use crate::totem::TotemKind;
use crate::turn;
use alloc::vec::Vec;

/// Answer `player`'s pending `ask` with `d`.
pub(crate) fn answer(
    g: &mut Game,
    player: Player,
    ask: Ask,
    d: &Decision,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let wrong = || RuleError::WrongDecision { expected: crate::game::ask_name(&ask) };
    match (&ask, d) {
        (Ask::ChooseActionCards { .. }, Decision::ChooseActionCards { cards }) => {
            turn::check_three(g, cards)?;
            let Phase::ChooseActionCards { chosen } = &mut g.phase else { return Err(wrong()) };
            let mut sorted = cards.clone();
            sorted.sort_unstable();
            chosen[player.index()] = Some(sorted.clone());
            ev.push(Event::new("CG-TURN-03", What::ActionCardsChosen { player, cards: Some(sorted) }));
            if let [Some(a), Some(b)] = chosen.clone() {
                turn::cards_chosen(g, [a, b], ev);
            }
            Ok(())
        }
        (Ask::ChooseCard { available }, Decision::ChooseCard { card }) => {
            if !available.contains(card) {
                return Err(RuleError::Unavailable(Unavailable::CardNotLeft(*card)));
            }
            let Phase::ChooseCard { chosen } = &mut g.phase else { return Err(wrong()) };
            chosen[player.index()] = Some(*card);
            ev.push(Event::new("CG-TURN-05", What::CardChosen { player, card: Some(*card) }));
            if let [Some(a), Some(b)] = *chosen {
                ev.push(Event::new("CG-TURN-05", What::CardsRevealed { one: a, two: b }));
                g.phase = Phase::Cheetah { cards: [a, b], played: [None, None] };
            }
            Ok(())
        }
        (Ask::Cheetah, Decision::Cheetah { card }) => {
            if let Some(id) = card {
                let ok = g.players[player.index()].totems.in_hand(*id).is_some_and(|c| c.kind == TotemKind::Cheetah);
                if !ok {
                    return Err(RuleError::Totem(TotemRefusal::NotInHand { card: *id, animal: TotemAnimal::Cheetah }));
                }
            }
            let Phase::Cheetah { cards, played } = &mut g.phase else { return Err(wrong()) };
            played[player.index()] = Some(card.is_some());
            let cards = *cards;
            let played = *played;
            if let [Some(a), Some(b)] = played {
                // Both answered: reveal the plays together.
                for p in Player::BOTH {
                    if played[p.index()].unwrap_or(false) {
                        let id =
                            g.players[p.index()].totems.playable(|k| *k == TotemKind::Cheetah).first().map(|c| c.id);
                        if let Some(c) = id.and_then(|id| g.players[p.index()].totems.play(id)) {
                            ev.push(Event::new("CG-TOTEM-10", What::TotemPlayed { player: p, card: c }));
                        }
                    }
                }
                turn::settle_initiative(g, cards, [a, b], ev);
            }
            Ok(())
        }
        (Ask::InitiativeTie { .. }, Decision::Initiative { go_first }) => {
            let Phase::Tie { cards } = g.phase else { return Err(wrong()) };
            turn::tie_settled(g, cards, *go_first, ev);
            Ok(())
        }
        (Ask::CardAction { .. }, _) => card_action(g, player, d, ev),
        (Ask::Confusion { .. }, Decision::Confusion { discard }) => {
            crate::universal::confusion::answer(g, player, *discard, ev)
        }
        (Ask::BigChief { .. }, _) => crate::special::forest::keep_totem(g, player, d, ev),
        (Ask::Choose { .. }, _) => {
            let Some(mut task) = g.stack.pop() else { return Err(wrong()) };
            let r = match &mut task {
                Task::Terrain(t) => t.answer(g, d),
                _ => Err(wrong()),
            };
            g.stack.push(task);
            r
        }
        (
            Ask::Roll { .. }
            | Ask::Cover { .. }
            | Ask::Casualties { .. }
            | Ask::ReturnStress { .. }
            | Ask::UseRule { .. }
            | Ask::Frenzy { .. }
            | Ask::CrossObstacle { .. }
            | Ask::RemoveStress { .. }
            | Ask::TakeStress { .. }
            | Ask::GiveStress { .. }
            | Ask::Litany
            | Ask::Sorcery { .. }
            | Ask::Incantation { .. }
            | Ask::SaveCharacter { .. }
            | Ask::ChooseTotems { .. }
            | Ask::ExtraAction { .. }
            | Ask::MadHyena { .. }
            | Ask::Plunder { .. }
            | Ask::MoveAfterPlunder { .. }
            | Ask::Trail { .. }
            | Ask::RunAwayLeader { .. }
            | Ask::CharacterFlees { .. },
            _,
        ) => {
            let Some(mut task) = g.stack.pop() else { return Err(wrong()) };
            let r = match &mut task {
                Task::Roll(t) => t.answer(g, d),
                Task::Shot(t) => t.answer(g, d),
                Task::Casualties(t) => t.answer(g, d),
                Task::Rally(t) => t.answer(g, d),
                Task::Melee(t) => t.answer(g, d),
                Task::RemoveStress(t) => t.answer(g, d),
                Task::Stress(t) => t.answer(g, d),
                Task::Litany(t) => t.answer(g, d),
                Task::Sorcery(t) => t.answer(g, d),
                Task::Universal(t) => t.answer(g, d),
                Task::ExtraAction(t) => t.answer(g, d),
                Task::TotemPick(t) => t.answer(g, d),
                Task::Terrain(t) => t.answer(g, d),
                Task::Flee(t) => t.answer(g, d),
                Task::Retreat(t) => t.answer(g, d),
                _ => Err(wrong()),
            };
            g.stack.push(task);
            r
        }
        _ => Err(wrong()),
    }
}

/// Take one use of an action from the card in play: the first circle (in `prefer` order of
/// colours) of the kind that allows it. Returns false when none is left.
fn take_action(remaining: &mut Vec<CardAction>, kind: fn(Colour) -> ActionKind, colours: &[Colour]) -> bool {
    take_colour(remaining, kind, colours).is_some()
}

/// [`take_action`], returning the colour of the circle taken.
fn take_colour(remaining: &mut Vec<CardAction>, kind: fn(Colour) -> ActionKind, colours: &[Colour]) -> Option<Colour> {
    for &c in colours {
        if let Some(i) = remaining.iter().position(|a| a.kind == kind(c) && a.groups > 0) {
            remaining[i].groups -= 1;
            if remaining[i].groups == 0 {
                remaining.remove(i);
            }
            return Some(c);
        }
    }
    None
}

/// Take one Movement action from the card in play: a black one to engage, else a red one first.
/// Returns the colour of the circle taken, `None` when none is left.
pub(crate) fn take_movement(remaining: &mut Vec<CardAction>, engage: bool) -> Option<Colour> {
    let colours: &[Colour] = if engage { &[Colour::Black] } else { &[Colour::Red, Colour::Black] };
    take_colour(remaining, |c| ActionKind::Movement { colour: c }, colours)
}

fn take_shooting(remaining: &mut Vec<CardAction>) -> bool {
    take_action(remaining, |_| ActionKind::Shooting, &[Colour::Black])
}

/// Check that `group` is one of `player`'s groups in play that has not acted this step
/// (CG-TURN-08).
pub(crate) fn own_ready_group(g: &Game, player: Player, group: GroupId) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if grp.owner != player || !grp.in_play() {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::NotYoursOnTable });
    }
    if g.acted_this_step(grp) {
        return Err(RuleError::GroupCannotAct { group, reason: CannotAct::AlreadyActed });
    }
    Ok(())
}

fn card_action(g: &mut Game, player: Player, d: &Decision, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let Phase::Resolve { card, .. } = &g.phase else {
        return Err(RuleError::WrongDecision { expected: "a card action" });
    };
    let mut remaining = card.remaining.clone();
    let serial = g.serial;
    match d {
        Decision::EndCard => return turn::end_card(g, ev),
        Decision::SetTrap { card, group } => return crate::conditions::set_trap(g, player, *card, *group, ev),
        Decision::Enter { .. } | Decision::Reach { .. } | Decision::Plunder { .. } => {
            return crate::universal::card_action(g, player, d, remaining, ev);
        }
        Decision::Move { engage, .. } => {
            let Some(colour) = take_movement(&mut remaining, engage.is_some()) else {
                return Err(RuleError::NoActionLeft {
                    needed: if engage.is_some() { ActionNeeded::BlackMovement } else { ActionNeeded::Movement },
                });
            };
            set_remaining(g, remaining);
            perform(g, player, d, colour == Colour::Black, None, ev)?;
        }
        Decision::Shoot { .. } | Decision::Reload { .. } => {
            if !take_shooting(&mut remaining) {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::Shooting });
            }
            set_remaining(g, remaining);
            perform(g, player, d, true, None, ev)?;
        }
        Decision::Rally { .. } => {
            if !take_action(&mut remaining, |c| ActionKind::Influence { colour: c }, &[Colour::Red, Colour::Black]) {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::Influence });
            }
            set_remaining(g, remaining);
            perform(g, player, d, false, None, ev)?;
        }
        Decision::Terror { target } => {
            let t = g.group(*target)?;
            if t.owner == player || !t.in_play() {
                return Err(RuleError::BadTarget(BadTarget::TerrorAtNonEnemy(*target)));
            }
            if t.terrorized == Some(serial) {
                return Err(RuleError::BadTarget(BadTarget::TerrorTwice(*target)));
            }
            if !take_action(&mut remaining, |c| ActionKind::Influence { colour: c }, &[Colour::Black]) {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::BlackInfluence });
            }
            set_remaining(g, remaining);
            g.group_mut(*target)?.terrorized = Some(serial);
            ev.push(Event::new("CG-INFL-04", What::TerrorDeclared { player, target: *target }));
            g.stack.push(crate::influence::TerrorTest::new(*target));
        }
        Decision::Lion { card, action } => {
            check_step_totem(g, player, *card, TotemKind::Lion)?;
            let kind = match action {
                ActionKind::Movement { .. } => ActionKind::Movement { colour: Colour::Black },
                ActionKind::Shooting => ActionKind::Shooting,
                ActionKind::Influence { .. } => ActionKind::Influence { colour: Colour::Black },
            };
            remaining.push(CardAction { kind, groups: 1 });
            set_remaining(g, remaining);
            g.players[player.index()].step_totems.lion = true;
            play_totem(g, player, *card, "CG-TOTEM-06", ev);
        }
        Decision::Gorilla { card } => {
            check_step_totem(g, player, *card, TotemKind::Gorilla)?;
            remaining.push(CardAction { kind: ActionKind::Movement { colour: Colour::Red }, groups: 2 });
            set_remaining(g, remaining);
            g.players[player.index()].step_totems.gorilla = true;
            play_totem(g, player, *card, "CG-TOTEM-08", ev);
        }
        Decision::Buffalo { card, group, token } => {
            check_step_totem(g, player, *card, TotemKind::Buffalo)?;
            let grp = g.group(*group)?;
            if grp.owner != player || !grp.in_play() {
                return Err(RuleError::BadTarget(BadTarget::BuffaloOnOtherGroup(*group)));
            }
            if *token == StressKind::Panic {
                return Err(RuleError::Totem(TotemRefusal::BuffaloOnPanic));
            }
            if !grp.stress.contains(token) {
                return Err(RuleError::GroupCannotAct { group: *group, reason: CannotAct::NoToken(*token) });
            }
            g.players[player.index()].step_totems.buffalo = true;
            play_totem(g, player, *card, "CG-TOTEM-07", ev);
            let grp = g.group_mut(*group)?;
            if let Some(i) = grp.stress.iter().position(|k| k == token) {
                grp.stress.remove(i);
            }
            g.bag.put_back(*token);
            ev.push(Event::new("CG-TOTEM-07", What::StressReturned { group: *group, token: *token }));
        }
        Decision::Harass { group, leader, target, giraffe } => {
            if !remaining.iter().any(|a| matches!(a.kind, ActionKind::Movement { .. }) && a.groups > 0) {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::HarassmentMove });
            }
            let shot = Decision::Shoot { group: *group, leader: *leader, target: *target, giraffe: *giraffe };
            crate::special::bonus::harass(g, player, &shot, ev)?;
        }
        Decision::ShootAnimal { .. } => {
            if !take_shooting(&mut remaining) {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::Shooting });
            }
            set_remaining(g, remaining);
            perform(g, player, d, true, None, ev)?;
        }
        Decision::EngageAnimal { .. } => {
            if take_movement(&mut remaining, true).is_none() {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::BlackMovement });
            }
            set_remaining(g, remaining);
            perform(g, player, d, true, None, ev)?;
        }
        Decision::HarassAnimal { group, leader, animal, giraffe } => {
            if !remaining.iter().any(|a| matches!(a.kind, ActionKind::Movement { .. }) && a.groups > 0) {
                return Err(RuleError::NoActionLeft { needed: ActionNeeded::HarassmentMove });
            }
            let shot = Decision::ShootAnimal { group: *group, leader: *leader, animal: *animal, giraffe: *giraffe };
            crate::special::bonus::harass(g, player, &shot, ev)?;
        }
        _ => {
            return Err(RuleError::WrongDecision {
                expected: "an action of the card, a lion, gorilla or buffalo, or end_card",
            });
        }
    }
    Ok(())
}

/// Perform a group's Movement, Shooting (or reload) or Rally action: the checks, the group's
/// one action of the step, then the resolution. `black`: a black Movement circle (it may
/// engage). `free`: a group allowed to act again this step (Harassment's shot). The special
/// rules that grant another action after this one ([`crate::special::bonus`]) are queued under
/// the action's resolution, so that they come once it is over.
pub(crate) fn perform(
    g: &mut Game,
    player: Player,
    d: &Decision,
    black: bool,
    free: Option<GroupId>,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let serial = g.serial;
    let ready = |g: &Game, group: GroupId| if free == Some(group) { Ok(()) } else { own_ready_group(g, player, group) };
    match d {
        Decision::Move { group, giraffe, .. } | Decision::EngageAnimal { group, giraffe, .. } => {
            ready(g, *group)?;
            if matches!(d, Decision::Move { engage: Some(_), .. } | Decision::EngageAnimal { .. }) && !black {
                return Err(RuleError::Forbidden(Forbidden::RedEngages));
            }
            if let Some(id) = giraffe {
                if g.players[player.index()].totems.in_hand(*id).map(|c| c.kind) != Some(TotemKind::Giraffe) {
                    return Err(RuleError::Totem(TotemRefusal::NotInHand { card: *id, animal: TotemAnimal::Giraffe }));
                }
            }
            let plan = crate::movement::check_decision(g, player, d)?;
            if let Some(id) = giraffe {
                play_totem(g, player, *id, "CG-TOTEM-09", ev);
            }
            g.group_mut(*group)?.acted = Some(serial);
            let colour = if black { Colour::Black } else { Colour::Red };
            let start = crate::movement::end::begin(g, player, *group, colour, ev)?;
            crate::movement::execute(g, player, plan, start, ev)?;
        }
        Decision::Shoot { group, leader, target, giraffe } => {
            ready(g, *group)?;
            let task = crate::legal::check_shot(g, player, *group, *leader, *target, *giraffe)?;
            ev.extend(crate::special::forest::tiny_events(g, *group, *leader, *target, giraffe.is_some()));
            if let Some(id) = giraffe {
                play_totem(g, player, *id, "CG-TOTEM-09", ev);
            }
            g.group_mut(*group)?.acted = Some(serial);
            if let Task::Shot(s) = &task {
                ev.push(Event::new(
                    "CG-SHOOT-02",
                    What::ShotDeclared {
                        group: *group,
                        leader: *leader,
                        target: *target,
                        partial: s.partial,
                        cover: s.cover,
                    },
                ));
            }
            crate::special::bonus::after_action(g, player, *group, ActionKind::Shooting, ev)?;
            g.stack.push(task);
        }
        Decision::Reload { group } => {
            ready(g, *group)?;
            crate::legal::shooting_action_allowed(g, *group, g.values(*group).as_ref())?;
            if !g.group(*group)?.smoke {
                return Err(RuleError::GroupCannotAct { group: *group, reason: CannotAct::NoSmokeMarker });
            }
            let grp = g.group_mut(*group)?;
            grp.smoke = false;
            grp.acted = Some(serial);
            ev.push(Event::new("CG-SHOOT-19", What::Reloaded { group: *group }));
            crate::special::bonus::after_action(g, player, *group, ActionKind::Shooting, ev)?;
        }
        Decision::Rally { group } => {
            ready(g, *group)?;
            if g.group(*group)?.stress.is_empty() {
                return Err(RuleError::GroupCannotAct { group: *group, reason: CannotAct::NoStressToRally });
            }
            g.group_mut(*group)?.acted = Some(serial);
            crate::special::bonus::after_action(g, player, *group, ActionKind::Influence { colour: Colour::Red }, ev)?;
            g.stack.push(crate::influence::RallyTest::new(*group));
        }
        Decision::ShootAnimal { group, leader, animal, giraffe } => {
            ready(g, *group)?;
            let task = crate::wild::shot::check(g, player, *group, *leader, *animal, *giraffe)?;
            if let Some(id) = giraffe {
                play_totem(g, player, *id, "CG-TOTEM-09", ev);
            }
            g.group_mut(*group)?.acted = Some(serial);
            if let Task::Terrain(crate::exploration::TerrainTask::Animal(crate::wild::AnimalTask::Shot(s))) = &task {
                ev.extend(s.declared(g));
            }
            crate::special::bonus::after_action(g, player, *group, ActionKind::Shooting, ev)?;
            g.stack.push(task);
        }
        _ => return Err(RuleError::WrongDecision { expected: "move, shoot, reload or rally" }),
    }
    Ok(())
}

pub(crate) fn set_remaining(g: &mut Game, remaining: Vec<CardAction>) {
    if let Phase::Resolve { card, .. } = &mut g.phase {
        card.remaining = remaining;
    }
}

/// Check a Lion, Gorilla or Buffalo: in hand, and the one-per-step limit (CG-TOTEM-06..08).
fn check_step_totem(g: &Game, player: Player, id: u8, kind: TotemKind) -> Result<(), RuleError> {
    let ps = &g.players[player.index()];
    if ps.totems.in_hand(id).map(|c| c.kind) != Some(kind) {
        return Err(RuleError::Totem(TotemRefusal::NotInHand { card: id, animal: TotemAnimal::of(kind) }));
    }
    let used = match kind {
        TotemKind::Lion => ps.step_totems.lion,
        TotemKind::Gorilla => ps.step_totems.gorilla,
        TotemKind::Buffalo => ps.step_totems.buffalo,
        _ => false,
    };
    if used {
        return Err(RuleError::Totem(TotemRefusal::OncePerStep { animal: TotemAnimal::of(kind) }));
    }
    Ok(())
}

/// Move a Totem card from hand to discard and narrate it.
pub(crate) fn play_totem(g: &mut Game, player: Player, id: u8, rule: &'static str, ev: &mut Vec<Event>) {
    if let Some(card) = g.players[player.index()].totems.play(id) {
        ev.push(Event::new(rule, What::TotemPlayed { player, card }));
    }
}
