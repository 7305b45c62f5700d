//! The turn (Congo rulebook, "Planning the Expedition"): the opening phase (Totem draw, three
//! Action cards chosen secretly, the Sorcery card), three Action steps (secret choice, reveal,
//! the Cheetah window, initiative and the Initiative token, each card resolved in turn) and the
//! end phase (Panic tokens back to the bag, the turn marker, the end of the adventure).
//!
//! Adventure conditions: the start-of-turn conditions belong right after the Totem draw in
//! `start_turn`, the end-of-turn effects and premature end conditions at the start of
//! `end_phase`'s end check; the adventures pass adds them there.

use crate::cards::CARDS_PER_TURN;
use crate::error::{OpeningStep, RuleError, SetupError};
use crate::event::{Event, What};
use crate::game::{CardInPlay, Game, Phase, PlayerState, StepTotems};
use crate::profile::SpecialRule;
use crate::setup::Setup;
use crate::state::{Figure, Group, GroupId, Player, Role};
use crate::totem::TotemCards;
use alloc::format;
use alloc::vec::Vec;

/// Action steps per turn.
pub const STEPS_PER_TURN: u8 = 3;

fn check_cards(setup: &Setup) -> Result<(), SetupError> {
    let cards = &setup.components.action_cards;
    let bad = |reason: &str| Err(SetupError::BadActionCards { reason: reason.into() });
    if cards.len() != 7 {
        return bad("there must be exactly 7 cards");
    }
    for i in 1..=7u8 {
        if cards.iter().filter(|c| c.initiative == i).count() != 1 {
            return Err(SetupError::BadActionCards { reason: format!("initiative {i} must appear exactly once") });
        }
    }
    if cards.iter().any(|c| c.actions.is_empty() || c.actions.iter().any(|a| a.groups == 0)) {
        return bad("every card needs at least one action for at least one group");
    }
    Ok(())
}

/// Validate a setup and build the game at the start of turn 1 (CG-TURN-06, CG-ADV-04).
pub(crate) fn start(setup: &Setup) -> Result<(Game, Vec<Event>), SetupError> {
    if setup.turns == 0 {
        return Err(SetupError::NoTurns);
    }
    check_cards(setup)?;
    let deck_len = setup.components.totem_deck.len();
    if deck_len == 0 || deck_len > 255 {
        return Err(SetupError::BadTotemDeck { cards: deck_len });
    }
    for (c, column) in setup.columns.iter().enumerate() {
        if column.groups.len() > crate::setup::MAX_GROUPS_PER_COLUMN {
            return Err(SetupError::TooManyGroups { column: c, count: column.groups.len() });
        }
    }
    let mut groups = Vec::new();
    let mut figures = Vec::new();
    for (c, column) in setup.columns.iter().enumerate() {
        if column.groups.is_empty() {
            return Err(SetupError::EmptyColumn { column: c });
        }
        let owner = Player::BOTH[c];
        for (gi, gs) in column.groups.iter().enumerate() {
            if gs.profile.figures == 0 {
                return Err(SetupError::NoMembers { column: c, group: gi });
            }
            if gs.members.len() != usize::from(gs.profile.figures) {
                return Err(SetupError::WrongFigureCount {
                    column: c,
                    group: gi,
                    deployed: gs.members.len(),
                    expected: usize::from(gs.profile.figures),
                });
            }
            let id = GroupId(u16::try_from(groups.len()).map_err(|_| SetupError::TooLarge)?);
            let mut figs = Vec::new();
            let mut add = |role: Role, at| -> Result<(), SetupError> {
                let fid = crate::state::FigureId(u16::try_from(figures.len()).map_err(|_| SetupError::TooLarge)?);
                figures.push(Figure { group: id, role, at, alive: true });
                figs.push(fid);
                Ok(())
            };
            for &at in &gs.members {
                add(Role::Member, at)?;
            }
            let too_many = |joined, count| SetupError::TooManyJoined { column: c, group: gi, joined, count };
            for (i, d) in gs.characters.iter().enumerate() {
                let index = u8::try_from(i).map_err(|_| too_many("characters", gs.characters.len()))?;
                add(Role::Character { index }, d.at)?;
            }
            for (i, d) in gs.auxiliaries.iter().enumerate() {
                let index = u8::try_from(i).map_err(|_| too_many("auxiliaries", gs.auxiliaries.len()))?;
                add(Role::Auxiliary { index }, d.at)?;
            }
            if figs.is_empty() {
                return Err(SetupError::WrongFigureCount { column: c, group: gi, deployed: 0, expected: 1 });
            }
            groups.push(Group {
                owner,
                index: u16::try_from(gi).map_err(|_| SetupError::TooLarge)?,
                figures: figs,
                stress: Vec::new(),
                smoke: false,
                acted: None,
                fled: None,
                terrorized: None,
                eliminated: false,
                loot: 0,
                off_table: None,
            });
        }
    }
    let mut dice = setup.dice.source();
    let mut player = || -> Result<PlayerState, SetupError> {
        Ok(PlayerState {
            chosen: Vec::new(),
            totems: TotemCards::shuffled(&setup.components.totem_deck, &mut dice)?,
            sorcery: false,
            step_totems: StepTotems::default(),
        })
    };
    let (p1, p2) = (player()?, player()?);
    let mut game = Game {
        setup: alloc::sync::Arc::new(setup.clone()),
        dice,
        bag: setup.components.stress_bag.clone(),
        players: [p1, p2],
        groups,
        figures,
        initiative: setup.initiative,
        turn: 0,
        step: 0,
        serial: 0,
        phase: Phase::ChooseActionCards { chosen: [None, None] },
        stack: Vec::new(),
        rolled: None,
        log: Vec::new(),
        objective_points: Vec::new(),
        terrain: Default::default(),
        universal: crate::universal::AdventureState::default(),
        move_checks: Default::default(),
        spare: Default::default(),
    };
    crate::conditions::fill_bag(&mut game);
    crate::universal::init(&mut game);
    crate::space::check_deployment(&game)?;
    let mut ev = Vec::new();
    // Star difference (CG-ADV-04).
    let stars = |p: Player| -> u32 {
        setup.columns[p.index()]
            .groups
            .iter()
            .flat_map(|g| g.characters.iter())
            .map(|c| u32::from(c.profile.stars))
            .sum()
    };
    let (s1, s2) = (stars(Player::One), stars(Player::Two));
    if s1 != s2 {
        let (low, diff) = if s1 < s2 { (Player::One, s2 - s1) } else { (Player::Two, s1 - s2) };
        let cards = u8::try_from(diff).unwrap_or(u8::MAX);
        ev.push(Event::new("CG-ADV-04", What::StarDifference { player: low, cards }));
        for _ in 0..cards {
            draw_totem(&mut game, low, "CG-ADV-04", &mut ev)
                .map_err(|e| SetupError::opening(OpeningStep::StarDifference, e))?;
        }
    }
    start_turn(&mut game, &mut ev).map_err(|e| SetupError::opening(OpeningStep::FirstTurn, e))?;
    // Exhausted, after deployment (CG-USR-01).
    crate::universal::exhausted::start(&mut game, &mut ev)
        .map_err(|e| SetupError::opening(OpeningStep::Exhausted, e))?;
    Ok((game, ev))
}

/// Draw one Totem card for `p` (reshuffling the discard pile when the deck is out; CG-TOTEM-03).
pub(crate) fn draw_totem(g: &mut Game, p: Player, rule: &'static str, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    match g.players[p.index()].totems.draw(&mut g.dice)? {
        Some((card, reshuffled)) => {
            ev.push(Event::new(rule, What::TotemDrawn { player: p, card: Some(card), reshuffled }))
        }
        None => ev.push(Event::new("CG-TOTEM-03", What::TotemDeckEmpty { player: p })),
    }
    Ok(())
}

fn has_witchdoctor(g: &Game, p: Player) -> bool {
    g.groups.iter().filter(|gr| gr.owner == p && gr.in_play()).any(|gr| {
        gr.figures.iter().any(|f| {
            let Some(fig) = g.figure(*f) else { return false };
            let Role::Character { index } = fig.role else { return false };
            g.setup.columns[p.index()]
                .groups
                .get(usize::from(gr.index))
                .and_then(|gs| gs.characters.get(usize::from(index)))
                .is_some_and(|c| c.profile.special_rules.iter().any(|r| matches!(r, SpecialRule::Sorcery { .. })))
        })
    })
}

/// The opening phase: Totem draws (CG-TURN-02), the Sorcery card (CG-TURN-04), then the secret
/// choice of three Action cards (CG-TURN-03).
pub(crate) fn start_turn(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    g.turn = g.turn.saturating_add(1);
    g.step = 0;
    ev.push(Event::new("CG-TURN-01", What::TurnStarted { turn: g.turn }));
    let mut chiefs = Vec::new();
    for p in Player::BOTH {
        let before = g.players[p.index()].totems.hand.len();
        draw_totem(g, p, "CG-TURN-02", ev)?;
        if crate::special::forest::has_big_chief(g, p) {
            // Big Chief: a second card; one of the two is discarded (CG-FOREST-01).
            draw_totem(g, p, "CG-FOREST-01", ev)?;
            let cards: Vec<u8> = g.players[p.index()].totems.hand.iter().skip(before).map(|c| c.id).collect();
            if cards.len() == 2 {
                chiefs.push(crate::tasks::Task::BigChief(crate::special::forest::BigChief { player: p, cards }));
            }
        }
    }
    for p in Player::BOTH {
        if has_witchdoctor(g, p) {
            g.players[p.index()].sorcery = true;
            ev.push(Event::new("CG-TURN-04", What::SorceryCardTaken { player: p }));
        }
        g.players[p.index()].chosen.clear();
    }
    g.phase = Phase::ChooseActionCards { chosen: [None, None] };
    crate::universal::start_of_turn(g, ev)?;
    // Big Chief's choices under the Litany, which is asked first (docs/rulings.md).
    g.stack.extend(chiefs);
    g.stack.extend(crate::special::kingdoms::Litany::start_of_turn(g));
    Ok(())
}

/// Both players chose their three cards: the first Action step begins.
pub(crate) fn cards_chosen(g: &mut Game, chosen: [Vec<u8>; 2], ev: &mut Vec<Event>) {
    for p in Player::BOTH {
        g.players[p.index()].chosen = chosen[p.index()].clone();
    }
    start_step(g, ev);
}

fn start_step(g: &mut Game, ev: &mut Vec<Event>) {
    // Saturating/wrapping: a tampered saved state may hold any value here.
    g.step = g.step.saturating_add(1);
    g.serial = g.serial.wrapping_add(1);
    for p in &mut g.players {
        p.step_totems = StepTotems::default();
    }
    ev.push(Event::new("CG-TURN-05", What::StepStarted { step: g.step }));
    g.phase = Phase::ChooseCard { chosen: [None, None] };
}

/// Both cards revealed and the Cheetah window closed: settle who resolves first (CG-TURN-05,
/// CG-TURN-07, CG-TOTEM-10).
pub(crate) fn settle_initiative(g: &mut Game, cards: [u8; 2], cheetah: [bool; 2], ev: &mut Vec<Event>) {
    let init = |p: Player| if cheetah[p.index()] { 8 } else { cards[p.index()] };
    let (i1, i2) = (init(Player::One), init(Player::Two));
    if i1 == i2 {
        g.phase = Phase::Tie { cards };
    } else {
        let first = if i1 > i2 { Player::One } else { Player::Two };
        begin_card(g, first, cards, true, ev);
    }
}

/// The token holder's choice on a tie (CG-TURN-07).
pub(crate) fn tie_settled(g: &mut Game, cards: [u8; 2], go_first: bool, ev: &mut Vec<Event>) {
    let holder = g.initiative;
    let first = if go_first { holder } else { holder.other() };
    if go_first {
        g.initiative = holder.other();
    }
    ev.push(Event::new("CG-TURN-07", What::InitiativeTie { holder, went_first: go_first, token: g.initiative }));
    begin_card(g, first, cards, true, ev);
}

fn begin_card(g: &mut Game, p: Player, cards: [u8; 2], first: bool, ev: &mut Vec<Event>) {
    let card = cards[p.index()];
    let remaining = g.card(card).map(|c| c.actions.clone()).unwrap_or_default();
    ev.push(Event::new("CG-TURN-05", What::CardResolving { player: p, card }));
    let second = first.then_some((p.other(), cards[p.other().index()]));
    g.phase = Phase::Resolve { card: CardInPlay { player: p, card, remaining }, second };
}

/// The card in play is finished: discard it; resolve the other card or end the step.
pub(crate) fn end_card(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let Phase::Resolve { card, .. } = &g.phase else {
        return Err(RuleError::WrongDecision { expected: "end_card only while resolving a card" });
    };
    let (player, initiative, taken) = (card.player, card.card, any_action_taken(g, card));
    g.players[player.index()].chosen.retain(|c| *c != initiative);
    if !taken {
        ev.push(Event::new("CG-TURN-05", What::NoActionTaken { player, card: initiative }));
    }
    ev.push(Event::new("CG-TURN-05", What::CardDiscarded { player, card: initiative }));
    // The Sorcery card: after one of his Action cards (CG-SORC-02); the cast carries on with
    // `next_card` when it is over.
    if let Some(cast) = crate::sorcery::play::offer(g, player) {
        g.stack.push(cast);
        return Ok(());
    }
    next_card(g, ev)
}

/// Whether any of the card in play's actions was taken: fewer groups are left on its circles
/// than it printed plus those this step's Lion (one) and Gorilla (two red movements) added
/// (`crate::answer`; the player's only card this step is this one).
fn any_action_taken(g: &Game, card: &CardInPlay) -> bool {
    let total = |v: &[crate::cards::CardAction]| v.iter().map(|a| u32::from(a.groups)).sum::<u32>();
    let printed = g.card(card.card).map_or(0, |c| total(&c.actions));
    let totems = g.players[card.player.index()].step_totems;
    let added = u32::from(totems.lion) + 2 * u32::from(totems.gorilla);
    total(&card.remaining) < printed + added
}

/// The card in play is discarded (and any ritual after it cast): resolve the other card or end
/// the step.
pub(crate) fn next_card(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let Phase::Resolve { second, .. } = g.phase else {
        return Err(RuleError::WrongDecision { expected: "a card being resolved" });
    };
    if let Some((p, c)) = second {
        let mut cards = [0u8; 2];
        cards[p.index()] = c;
        begin_card(g, p, cards, false, ev);
        return Ok(());
    }
    // The end of the Action step: the wild animals act, the bush fire burns (crate::wild).
    if let Some(t) = crate::wild::step_end(g, g.step >= STEPS_PER_TURN) {
        g.stack.push(t);
        return Ok(());
    }
    finish_step(g, ev)
}

/// After the end of an Action step: the next step, or the end phase.
pub(crate) fn finish_step(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    if g.step < STEPS_PER_TURN {
        start_step(g, ev);
        Ok(())
    } else {
        end_phase(g, ev)
    }
}

/// The end phase (CG-TURN-10): Panic tokens back to the bag; the adventure's end check; the
/// turn marker, or the end of the game.
fn end_phase(g: &mut Game, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    g.serial = g.serial.wrapping_add(1);
    for i in 0..g.groups.len() {
        let grp = &mut g.groups[i];
        let n = grp.count(crate::stress::StressKind::Panic);
        if n > 0 {
            grp.stress.retain(|k| *k != crate::stress::StressKind::Panic);
            for _ in 0..n {
                g.bag.put_back(crate::stress::StressKind::Panic);
            }
            ev.push(Event::new("CG-TURN-10", What::PanicReturned { group: GroupId(i as u16), count: n as u8 }));
        }
    }
    crate::universal::end_of_turn(g, ev)?;
    crate::objectives::end_of_turn(g, ev);
    ev.push(Event::new("CG-TURN-10", What::TurnEnded { turn: g.turn }));
    if g.turn >= g.setup.turns || crate::universal::premature_end(g) {
        crate::victory::end_game(g, ev)
    } else {
        start_turn(g, ev)
    }
}

/// Cards a player may choose this step (the turn's chosen cards not yet played).
pub(crate) fn playable_cards(g: &Game, p: Player) -> Vec<u8> {
    let mut v = g.players[p.index()].chosen.clone();
    v.sort_unstable();
    v
}

/// Check a choice of three Action cards.
pub(crate) fn check_three(g: &Game, cards: &[u8]) -> Result<(), RuleError> {
    if cards.len() != CARDS_PER_TURN {
        return Err(RuleError::WrongCount {
            counted: crate::error::Counted::ActionCards,
            expected: CARDS_PER_TURN,
            given: cards.len(),
        });
    }
    for (i, c) in cards.iter().enumerate() {
        if g.card(*c).is_none() {
            return Err(RuleError::Unavailable(crate::error::Unavailable::NoActionCard(*c)));
        }
        if cards[..i].contains(c) {
            return Err(RuleError::Unavailable(crate::error::Unavailable::CardChosenTwice(*c)));
        }
    }
    Ok(())
}
