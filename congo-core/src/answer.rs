//! Checking a decision against the pending prompt and recording it.
//!
//! Every check happens before any change; the caller ([`crate::Game`]'s `apply`) works on a
//! copy anyway, so a refusal can never leave a half-applied state.

use crate::card_in_play::{perform, play_totem, set_remaining, take_action, take_movement, take_shooting};
use crate::cards::{ActionKind, CardAction, Colour};
use crate::decision::Decision;
use crate::error::{ActionNeeded, BadTarget, CannotAct, RuleError, TotemAnimal, TotemRefusal, Unavailable};
use crate::event::{Event, What};
use crate::game::{Game, Phase};
use crate::pending::Ask;
use crate::state::Player;
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
