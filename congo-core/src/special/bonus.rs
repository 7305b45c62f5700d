//! Special rules that let another group act after an action (Congo rulebook, "The Forest
//! Tribes"): the Talking Drums' Drums (CG-FOREST-02), the Champion's Inspiration
//! (CG-FOREST-03), Pygmy Archers' Bond (CG-FOREST-17), Pygmy Warriors' Harassment
//! (CG-FOREST-18, the shot after the move, or before it: `harass`).
//!
//! After a group's Movement, Shooting or Rally (`crate::card_in_play::perform`) each rule that
//! applies queues an [`ExtraAction`] under the action's resolution. Once the action is over its
//! owner is asked ([`Ask::ExtraAction`]): one of the granted actions for one of the groups (the
//! usual [`Decision::Move`], [`Decision::Shoot`], [`Decision::Reload`] or [`Decision::Rally`],
//! taking no circle of the card), or [`Decision::UseRule`] `false` to let it go. A group still
//! performs one action per Action step (Harassment's shot excepted).

use crate::candidate::Candidate;
use crate::cards::{ActionKind, Colour};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::pending::Ask;
use crate::profile::{GroupKind, SpecialRule, Stick};
use crate::state::{GroupId, Player};
use crate::tasks::Task;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// An action a special rule grants after another (CG-FOREST-02, -03, -17, -18).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoExtraAction"))]
pub struct ExtraAction {
    /// Whose groups act.
    pub player: Player,
    /// The rule (its printed values).
    pub rule: SpecialRule,
    /// The group whose action (or character) brought the rule.
    pub from: GroupId,
    /// The action granted (a Movement keeps the colour of the action that brought it).
    pub action: ActionKind,
    /// The groups that may take it, when fixed when the rule applied (Inspiration: within M at
    /// the start of the move; Bond: the bonded group; Harassment: the group itself); `None`:
    /// decided when asked (Drums: within L of the Drums' group).
    pub fixed: Option<Vec<GroupId>>,
    /// How many groups may still take it.
    pub left: u8,
    /// The decision, once given.
    pub answer: Option<Decision>,
    /// The move takes the card's Movement action (Harassment's move after the shot resolved
    /// before it, `harass`); declining it spends that action all the same.
    #[serde(default)]
    pub card_move: bool,
}

/// The inventory id of each rule.
fn rule_id(r: &SpecialRule) -> &'static str {
    match r {
        SpecialRule::Drums { .. } => "CG-FOREST-02",
        SpecialRule::Inspiration { .. } => "CG-FOREST-03",
        SpecialRule::Bond { .. } => "CG-FOREST-17",
        _ => "CG-FOREST-18",
    }
}

fn ready(g: &Game, player: Player, id: GroupId) -> bool {
    crate::card_in_play::own_ready_group(g, player, id).is_ok()
}

/// The group bonded with `group` (CG-FOREST-17): of the owner's groups of the same profile with
/// Bond, bought `groups` at a time, the others of its purchase (in column order: the first two
/// are one purchase, the next two another).
fn bonded(g: &Game, group: GroupId, size: u8) -> Vec<GroupId> {
    let Ok(me) = g.group(group) else { return Vec::new() };
    let profile = |id: GroupId| {
        g.group(id)
            .ok()
            .and_then(|gr| g.setup.columns[gr.owner.index()].groups.get(usize::from(gr.index)))
            .map(|gs| &gs.profile.id)
    };
    let mine = profile(group);
    let same: Vec<GroupId> = (0..g.groups.len())
        .map(|i| GroupId(i as u16))
        .filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == me.owner) && profile(*id) == mine)
        .collect();
    let size = usize::from(size.max(1));
    let Some(pos) = same.iter().position(|id| *id == group) else { return Vec::new() };
    let first = pos - pos % size;
    same.iter()
        .skip(first)
        .take(size)
        .copied()
        .filter(|id| *id != group && g.group(*id).is_ok_and(|gr| gr.in_play()))
        .collect()
}

/// After `group`'s `action`: queue the extra actions the rules grant (call before the action's
/// own resolution is pushed; a Movement before the group moves, for Inspiration's "at the start
/// of its movement").
pub(crate) fn after_action(
    g: &mut Game,
    player: Player,
    group: GroupId,
    action: ActionKind,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let _ = ev;
    let Some(rules) = g.values(group).map(|v| v.special_rules().cloned().collect::<Vec<SpecialRule>>()) else {
        return Ok(());
    };
    let mut out = Vec::new();
    let base = |rule: SpecialRule, action: ActionKind, fixed: Option<Vec<GroupId>>, left: u8| ExtraAction {
        player,
        rule,
        from: group,
        action,
        fixed,
        left,
        answer: None,
        card_move: false,
    };
    for rule in rules {
        match &rule {
            // The Drums group draws a token in return: not offered at four (CG-STRESS-04).
            SpecialRule::Drums { .. }
                if g.group(group).is_ok_and(|gr| crate::hooks::may_draw_by_choice(&gr.stress)) =>
            {
                out.push(base(rule.clone(), action, None, 1))
            }
            SpecialRule::Inspiration { range, groups } if matches!(action, ActionKind::Movement { .. }) => {
                // Within M at the start of the move (an entering group's: its entry point).
                let at = crate::movement::end::start_bases(g, group);
                let near: Vec<GroupId> = crate::hooks::groups_within_of(g, group, &at, *range)
                    .into_iter()
                    .filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == player) && ready(g, player, *id))
                    .filter(|id| g.values(*id).is_some_and(|ov| ov.profile.kinds.contains(&GroupKind::YoungWarriors)))
                    .collect();
                if !near.is_empty() {
                    out.push(base(rule.clone(), action, Some(near), *groups));
                }
            }
            SpecialRule::Bond { groups } => {
                let other: Vec<GroupId> =
                    bonded(g, group, *groups).into_iter().filter(|id| ready(g, player, *id)).collect();
                if !other.is_empty() {
                    out.push(base(rule.clone(), action, Some(other), 1));
                }
            }
            SpecialRule::Harassment if matches!(action, ActionKind::Movement { .. }) => {
                out.push(base(rule.clone(), ActionKind::Shooting, Some(alloc::vec![group]), 1));
            }
            _ => {}
        }
    }
    // The first rule's prompt comes first: push in reverse.
    for x in out.into_iter().rev() {
        g.stack.push(Task::ExtraAction(x));
    }
    Ok(())
}

impl ExtraAction {
    /// The groups that may take the action now.
    pub(crate) fn groups(&self, g: &Game) -> Vec<GroupId> {
        if self.left == 0 {
            return Vec::new();
        }
        match (&self.fixed, &self.rule) {
            (Some(fixed), SpecialRule::Harassment) => {
                fixed.iter().copied().filter(|id| g.group(*id).is_ok_and(|gr| gr.in_play())).collect()
            }
            (Some(fixed), _) => fixed.iter().copied().filter(|id| ready(g, self.player, *id)).collect(),
            (None, SpecialRule::Drums { range }) => {
                let range: Stick = *range;
                if !g.group(self.from).is_ok_and(|gr| gr.in_play()) {
                    return Vec::new();
                }
                crate::hooks::groups_within(g, self.from, range)
                    .into_iter()
                    .filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == self.player) && ready(g, self.player, *id))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    fn black(&self) -> bool {
        !matches!(self.action, ActionKind::Movement { colour: Colour::Red })
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if self.answer.is_some() {
            return None;
        }
        let groups = self.groups(g);
        (!groups.is_empty()).then(|| {
            (self.player, Ask::ExtraAction { rule: self.rule.clone(), group: self.from, action: self.action, groups })
        })
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if *d == (Decision::UseRule { accept: false }) {
            self.answer = Some(d.clone());
            return Ok(());
        }
        let (group, fits) = match (d, self.action) {
            (Decision::Move { group, .. } | Decision::EngageAnimal { group, .. }, ActionKind::Movement { .. }) => {
                (*group, true)
            }
            (
                Decision::Shoot { group, .. } | Decision::Reload { group } | Decision::ShootAnimal { group, .. },
                ActionKind::Shooting,
            ) => (*group, true),
            (Decision::Rally { group }, ActionKind::Influence { .. }) => (*group, true),
            (
                Decision::Move { group, .. }
                | Decision::EngageAnimal { group, .. }
                | Decision::Shoot { group, .. }
                | Decision::Reload { group }
                | Decision::Rally { group }
                | Decision::ShootAnimal { group, .. },
                _,
            ) => (*group, false),
            _ => return Err(RuleError::WrongDecision { expected: "the action granted, or use_rule false" }),
        };
        if !fits {
            return Err(RuleError::Forbidden(crate::error::Forbidden::OtherBonusKind));
        }
        if !self.groups(g).contains(&group) {
            return Err(RuleError::BadTarget(crate::error::BadTarget::BonusGroup(group)));
        }
        // Checked in full on a copy: a refusal leaves this prompt as it was.
        let black = match self.move_circle(g, d)? {
            Some((_, black)) => black,
            None => self.black(),
        };
        let mut probe = g.clone();
        let mut ev = Vec::new();
        crate::card_in_play::perform(&mut probe, self.player, d, black, self.free(), &mut ev)?;
        self.answer = Some(d.clone());
        Ok(())
    }

    /// For Harassment's move after its shot ([`ExtraAction::card_move`]): the card's actions
    /// once the Movement circle `d` needs is taken (a black one to engage, else red first), and
    /// whether that circle is black. `None` for every other granted action.
    fn move_circle(&self, g: &Game, d: &Decision) -> Result<Option<(Vec<crate::cards::CardAction>, bool)>, RuleError> {
        if !self.card_move {
            return Ok(None);
        }
        let crate::game::Phase::Resolve { card, .. } = &g.phase else {
            return Err(RuleError::WrongMoment(crate::error::Timing::HarassmentWithoutCard));
        };
        let engage = matches!(d, Decision::Move { engage: Some(_), .. } | Decision::EngageAnimal { .. });
        let mut remaining = card.remaining.clone();
        if crate::card_in_play::take_movement(&mut remaining, engage).is_none() {
            return Err(RuleError::NoActionLeft {
                needed: if engage {
                    crate::error::ActionNeeded::BlackMovement
                } else {
                    crate::error::ActionNeeded::Movement
                },
            });
        }
        let black = engage
            || !card.remaining.iter().any(|a| a.kind == ActionKind::Movement { colour: Colour::Red } && a.groups > 0);
        Ok(Some((remaining, black)))
    }

    fn free(&self) -> Option<GroupId> {
        matches!(self.rule, SpecialRule::Harassment).then_some(self.from)
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let Some(d) = self.answer.take() else {
            if self.groups(g).is_empty() {
                return Ok(Flow::Done);
            }
            return Ok(Flow::Wait(Task::ExtraAction(self)));
        };
        let circle = self.move_circle(g, &d)?;
        if let Some((remaining, _)) = &circle {
            // Harassment's move spends the card's Movement action, taken or declined.
            crate::card_in_play::set_remaining(g, remaining.clone());
        }
        if d == (Decision::UseRule { accept: false }) {
            return Ok(Flow::Done);
        }
        if let Some((_, black)) = circle {
            let (player, from) = (self.player, self.from);
            let before = g.stack.len();
            crate::card_in_play::perform(g, player, &d, black, Some(from), ev)?;
            // The group shot before its move: no second shot after it.
            let mut i = before;
            while i < g.stack.len() {
                if matches!(&g.stack[i], Task::ExtraAction(x) if x.from == from && matches!(x.rule, SpecialRule::Harassment) && !x.card_move)
                {
                    g.stack.remove(i);
                } else {
                    i += 1;
                }
            }
            return Ok(Flow::Done);
        }
        let rule = rule_id(&self.rule);
        let (black, free, from) = (self.black(), self.free(), self.from);
        let drums = matches!(self.rule, SpecialRule::Drums { .. });
        let name = self.rule.name();
        self.left = self.left.saturating_sub(1);
        if self.left > 0 {
            g.stack.push(Task::ExtraAction(self.clone()));
        }
        if drums {
            // "In return, the Talking Drums group draws a Stress token" (after the action).
            g.stack.push(crate::stress::StressDraw::new(from, 1, StressCause::Other));
        }
        ev.push(Event {
            rule: Cow::Borrowed(rule),
            what: What::SpecialRuleUsed { group: from, rule: Cow::Borrowed(name) },
        });
        crate::card_in_play::perform(g, self.player, &d, black, free, ev)?;
        Ok(Flow::Done)
    }
}

/// The candidate answers to an [`Ask::ExtraAction`]: the granted action for each group (moves
/// and shots sampled as for a card's actions, `crate::candidate`), or letting it go (only that
/// when the game's field cannot be built: `field` false).
pub(crate) fn candidates(g: &Game, player: Player, x: &ExtraAction, field: bool) -> Vec<Candidate> {
    let mut v = alloc::vec![Candidate::Legal(Decision::UseRule { accept: false })];
    if !field {
        return v;
    }
    let theirs: Vec<GroupId> =
        g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner != player)).collect();
    for gid in x.groups(g) {
        let Ok(grp) = g.group(gid) else { continue };
        match x.action {
            ActionKind::Movement { .. } => {
                crate::movement::candidates(g, gid, x.black(), crate::movement::Keep::All, &mut v)
            }
            ActionKind::Shooting if grp.smoke => {
                if crate::shooting::shooting_action_allowed(g, gid, g.values(gid).as_ref()).is_ok() {
                    v.push(Candidate::Legal(Decision::Reload { group: gid }));
                }
            }
            ActionKind::Shooting => {
                crate::shooting::shots(g, player, gid, &theirs, false, &mut v);
                crate::wild::shot::candidates(g, player, gid, false, &mut v);
            }
            ActionKind::Influence { .. } if !grp.stress.is_empty() => {
                v.push(Candidate::Legal(Decision::Rally { group: gid }))
            }
            ActionKind::Influence { .. } => {}
        }
    }
    v
}

/// Harassment's shot *before* the move (CG-FOREST-18: "Before they make a move action or
/// immediately thereafter, Pygmy Warriors can resolve a shooting action"): the group of `shot`
/// (a [`Decision::Shoot`] at a group or a [`Decision::ShootAnimal`] at a wild animal; with
/// Harassment, not acted this step) shoots at once, taking no circle of the card; once the shot
/// (and whatever it brings) is resolved, its owner is asked for the group's move
/// ([`ExtraAction::card_move`]), which takes the card's Movement action. The caller checks that
/// the card has one left.
pub(crate) fn harass(g: &mut Game, player: Player, shot: &Decision, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    let (Decision::Shoot { group, .. } | Decision::ShootAnimal { group, .. }) = *shot else {
        return Err(RuleError::WrongDecision { expected: "harassment's shot at a group or an animal" });
    };
    crate::card_in_play::own_ready_group(g, player, group)?;
    let harassment =
        super::has(&g.values(group).ok_or(RuleError::UnknownGroup(group))?, |r| matches!(r, SpecialRule::Harassment));
    if !harassment {
        return Err(RuleError::Forbidden(crate::error::Forbidden::NoHarassment));
    }
    let black = matches!(&g.phase, crate::game::Phase::Resolve { card, .. } if card.remaining.iter().any(|a| a.kind == ActionKind::Movement { colour: Colour::Black } && a.groups > 0));
    let colour = if black { Colour::Black } else { Colour::Red };
    g.stack.push(Task::ExtraAction(ExtraAction {
        player,
        rule: SpecialRule::Harassment,
        from: group,
        action: ActionKind::Movement { colour },
        fixed: Some(alloc::vec![group]),
        left: 1,
        answer: None,
        card_move: true,
    }));
    ev.push(Event {
        rule: Cow::Borrowed("CG-FOREST-18"),
        what: What::SpecialRuleUsed { group, rule: Cow::Borrowed(SpecialRule::Harassment.name()) },
    });
    crate::card_in_play::perform(g, player, shot, true, None, ev)
}

/// Harassment's shots before the move offered on a card with a Movement action left: for a
/// ready `group` with Harassment and no smoke marker, the candidate shots `crate::shooting::shots`
/// lists at each of `theirs` and those `crate::wild::shot::candidates` lists at the wild
/// animals, as [`Decision::Harass`] and [`Decision::HarassAnimal`]; appended to `out`.
/// `values`: the group's (`Game::values`), worked out once by the card's listing.
pub(crate) fn harass_candidates(
    g: &Game,
    player: Player,
    group: GroupId,
    values: Option<&crate::state::Values<'_>>,
    theirs: &[GroupId],
    out: &mut Vec<Candidate>,
) {
    let harasses = values.is_some_and(|v| super::has(v, |r| matches!(r, SpecialRule::Harassment)));
    if !harasses || g.group(group).map_or(true, |gr| gr.smoke) {
        return;
    }
    crate::shooting::shots_with(g, player, group, values, theirs, true, out);
    crate::wild::shot::candidates(g, player, group, true, out);
}
