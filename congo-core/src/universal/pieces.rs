//! Objects, Loot tokens and Independent Characters in play: a Move action that reaches one
//! (picking it up, joining the character), and what happens to what a group holds when it
//! retreats after a melee, flees or is eliminated.
//!
//! Sources: Congo rulebook, "Universal Special Rules", Objects (CG-OBJ-01 to CG-OBJ-05: "To
//! pick up an Object, a group simply has to touch it with one of its movement sticks during a
//! move action. Place the group's leading figure where the Object was, gather your group ...
//! it keeps it until it retreats after a melee, is eliminated by shooting or is forced to
//! flee"), Independent Character (CG-USR-10 to CG-USR-13), "Surviving in Dangerous Lands"
//! (Loot: "counts as a carried object"); `shared/RULINGS.md` "Objects" (a carrier wiped out in
//! melee hands the Object to the winner, one eliminated any other way leaves it where the group
//! stood). The fates come from [`crate::adventure::object_fate`] and
//! [`crate::adventure::character_fate`].
//!
//! Rulings (docs/rulings.md "Adventures in play"): a group never drops or hands over a piece by
//! choice; everything a group leaves lies at its leading figure's spot (its first living
//! figure's, or its last figure's when it was wiped out); a move that reaches a piece also picks
//! up every other Object or Loot token lying at the same point; livestock that joined a group
//! follow it as Objects do; an Independent Character with a group is a base of its formation
//! (`universal::joined`).

use super::{Piece, PieceKind, Place};
use crate::adventure::{Fate, HolderEvent, character_fate, object_fate};
use crate::error::RuleError;
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::GroupKey;
use crate::geometry::base::{Field, PlacedGroup, Side};
use crate::geometry::join::{Reach, check_reach};
use crate::geometry::movement::{MoveAllowance, MoveOutcome, ProposedMove, check_move};
use crate::state::{FigureId, GroupId, Player};
use alloc::format;
use alloc::vec::Vec;
use tabletop::Point;

/// Geometry keys of pieces put on a field (far above any group id, and above the wild
/// animals' keys, `crate::wild::key`: a piece and an animal are never one key on a field).
pub(crate) const PIECE_KEY: u32 = 1 << 21;

/// The geometry key of piece `i`.
pub(crate) const fn piece_key(i: usize) -> GroupKey {
    GroupKey(PIECE_KEY + i as u32)
}

/// The piece a geometry key stands for, if it is a piece's.
pub(crate) fn piece_of_key(key: GroupKey) -> Option<usize> {
    key.0.checked_sub(PIECE_KEY).and_then(|i| usize::try_from(i).ok())
}

/// What the piece a geometry key stands for is, if the key is a piece's.
fn kind_of_key(g: &Game, key: GroupKey) -> Option<&PieceKind> {
    piece_of_key(key).and_then(|i| g.universal.pieces.get(i)).map(|p| &p.kind)
}

/// Whether a geometry key is an Independent Character's (standing alone on the field).
pub(crate) fn is_character(g: &Game, key: GroupKey) -> bool {
    matches!(kind_of_key(g, key), Some(PieceKind::Character { .. } | PieceKind::StrangeMan))
}

/// Whether a geometry key is a free livestock animal's (on the field as a neutral base).
pub(crate) fn is_cattle(g: &Game, key: GroupKey) -> bool {
    matches!(kind_of_key(g, key), Some(PieceKind::Cattle { .. }))
}

/// What the piece whose geometry key is `key` is, in words ("the missionary (an independent
/// character)", "the livestock animal"), for a refusal that names it.
pub(crate) fn piece_name(g: &Game, key: GroupKey) -> Option<alloc::string::String> {
    let p = g.universal.pieces.get(piece_of_key(key)?)?;
    Some(match &p.kind {
        PieceKind::Character { index } => match super::characters(g).get(usize::from(*index)) {
            Some(c) => format!("{} (an independent character)", c.name),
            None => alloc::string::String::from("an independent character"),
        },
        PieceKind::StrangeMan => alloc::string::String::from("the strange man (an independent character)"),
        PieceKind::Cattle { .. } => alloc::string::String::from("the livestock animal"),
        PieceKind::Object { id, .. } => format!("the object \"{}\"", id.0),
        PieceKind::Loot { .. } => alloc::string::String::from("the loot token"),
    })
}

/// The piece at `index`.
pub(crate) fn piece(g: &Game, index: u16) -> Result<&Piece, RuleError> {
    g.universal.pieces.get(usize::from(index)).ok_or(RuleError::Unavailable(crate::error::Unavailable::NoPiece(index)))
}

/// Where a group stands: its first living figure's spot, or (wiped out) its last figure's.
pub(crate) fn spot(g: &Game, group: GroupId) -> Option<Point> {
    let grp = g.group(group).ok()?;
    if let Some(f) = grp.figures.first() {
        return g.figure(*f).map(|f| f.at);
    }
    g.figures.iter().rev().find(|f| f.group == group).map(|f| f.at)
}

/// Put piece `index` with `group` (an ordinary Loot token joins the group's `loot` count; an
/// Independent Character's base is placed in contact with the group, `super::joined::seat`).
pub(crate) fn give(g: &mut Game, index: usize, group: GroupId) -> Result<(), RuleError> {
    let Some(p) = g.universal.pieces.get_mut(index) else { return Ok(()) };
    p.dropped = None;
    if p.kind == (PieceKind::Loot { bulky: false }) {
        p.place = Place::Removed;
        let grp = g.group_mut(group)?;
        grp.loot = grp.loot.saturating_add(1);
    } else {
        p.place = Place::With { group };
        if p.kind.is_character() {
            super::joined::join(g, index, group);
            super::joined::seat(g, index, group);
        }
    }
    Ok(())
}

/// A Loot token placed on the table (a Dangerous Terrain result, a dead animal); returns its
/// piece index.
pub fn place_loot(g: &mut Game, at: Point, bulky: bool) -> u16 {
    g.universal.pieces.push(Piece {
        kind: PieceKind::Loot { bulky },
        place: Place::Table { at },
        dropped: None,
        base: None,
    });
    u16::try_from(g.universal.pieces.len() - 1).unwrap_or(u16::MAX)
}

/// A Loot token given to a group (placed "with the group"): an ordinary one is counted in its
/// `loot`, a bulky one is carried as a piece.
pub fn gain_loot(g: &mut Game, group: GroupId, bulky: bool) -> Result<(), RuleError> {
    let at = spot(g, group).unwrap_or(Point::inches(0, 0));
    let i = usize::from(place_loot(g, at, bulky));
    give(g, i, group)
}

/// How the group came to give up what it holds.
fn fate(p: &Piece, event: HolderEvent) -> Fate {
    match p.kind {
        PieceKind::Character { .. } | PieceKind::StrangeMan => character_fate(event),
        _ => object_fate(event),
    }
}

/// Leave on the table, at the group's spot, every piece whose fate under `event` is to be left
/// behind (and its ordinary Loot tokens); the Independent Character stays with a fleeing group.
fn leave(
    g: &mut Game,
    group: GroupId,
    event: HolderEvent,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(at) = spot(g, group) else { return Ok(()) };
    let serial = g.serial;
    if event == HolderEvent::Eliminated {
        eliminate_characters(g, group, ev);
    }
    let mut left = Vec::new();
    for (i, p) in g.universal.pieces.iter_mut().enumerate() {
        if p.place == (Place::With { group }) && fate(p, event) == Fate::LeftBehind {
            // A character stays where his base is (CG-USR-11, CG-USR-13).
            p.place = Place::Table { at: p.base.take().unwrap_or(at) };
            p.dropped = Some((group, serial));
            left.push(u16::try_from(i).unwrap_or(u16::MAX));
        }
    }
    let loot = core::mem::take(&mut g.group_mut(group)?.loot);
    for _ in 0..loot {
        let i = place_loot(g, at, false);
        if let Some(p) = g.universal.pieces.get_mut(usize::from(i)) {
            p.dropped = Some((group, serial));
        }
        left.push(i);
    }
    if !left.is_empty() {
        ev.push(Event::new(rule, What::PiecesLeft { group, pieces: left, at }));
    }
    Ok(())
}

/// A group was eliminated: every Independent Character with it whom the Adventure makes
/// eliminable (`eliminable: true`) is eliminated with it, gone from the game (ruling "An
/// eliminable Independent Character"; CG-USR-10: "cannot be eliminated (except as specified by
/// the Adventure)"). The others are left standing, or taken by a melee's winner, as before.
fn eliminate_characters(g: &mut Game, group: GroupId, ev: &mut Vec<Event>) {
    let eliminable: Vec<bool> = super::characters(g).iter().map(|c| c.eliminable).collect();
    for (i, p) in g.universal.pieces.iter_mut().enumerate() {
        let PieceKind::Character { index } = p.kind else { continue };
        if p.place == (Place::With { group }) && eliminable.get(usize::from(index)).copied().unwrap_or(false) {
            p.place = Place::Removed;
            p.dropped = None;
            p.base = None;
            let piece = u16::try_from(i).unwrap_or(u16::MAX);
            ev.push(Event::new("CG-USR-10", What::CharacterEliminated { group, piece }));
        }
    }
}

/// A group flees: its Objects, Loot and livestock are left where it stood (CG-OBJ-04); an
/// Independent Character flees with it.
pub(crate) fn on_flee(g: &mut Game, group: GroupId, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    leave(g, group, HolderEvent::Flees, "CG-OBJ-04", ev)
}

/// A group was eliminated: everything it held is left where it stood (CG-OBJ-04, CG-USR-11); if
/// that was in a melee against a column, the winner takes it next ([`on_melee_lost`]).
pub(crate) fn on_eliminated(g: &mut Game, group: GroupId, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    leave(g, group, HolderEvent::Eliminated, "CG-OBJ-04", ev)
}

/// A group retreats from, or was wiped out by, an animal: everything it held is left where it
/// stands (CG-OBJ-03, CG-USR-13).
pub fn on_animal_melee_lost(g: &mut Game, group: GroupId, ev: &mut Vec<Event>) -> Result<(), RuleError> {
    leave(g, group, HolderEvent::RetreatsAfterMelee { against_animal: true }, "CG-OBJ-03", ev)
}

/// `loser` lost a melee against `winner` (the other group of a draw included) and retreats, or
/// was wiped out in it: the winner takes its Objects, Loot, livestock and Independent
/// Character (CG-OBJ-02, CG-OBJ-03, CG-USR-13). Nothing changes hands if the winner is gone.
pub(crate) fn on_melee_lost(
    g: &mut Game,
    loser: GroupId,
    winner: GroupId,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !g.group(winner)?.in_play() {
        return Ok(());
    }
    let serial = g.serial;
    let taken: Vec<usize> = g
        .universal
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.place == (Place::With { group: loser })
                || (matches!(p.place, Place::Table { .. }) && p.dropped == Some((loser, serial)))
        })
        .map(|(i, _)| i)
        .collect();
    let loot = if g.group(loser)?.eliminated { 0 } else { core::mem::take(&mut g.group_mut(loser)?.loot) };
    if taken.is_empty() && loot == 0 {
        return Ok(());
    }
    for &i in &taken {
        give(g, i, winner)?;
    }
    let w = g.group_mut(winner)?;
    w.loot = w.loot.saturating_add(loot);
    let pieces = taken.iter().map(|&i| u16::try_from(i).unwrap_or(u16::MAX)).collect();
    ev.push(Event::new("CG-OBJ-03", What::PiecesTaken { from: loser, to: winner, pieces, loot }));
    Ok(())
}

/// A checked Reach move.
pub(crate) struct ReachPlan {
    pub(crate) group: GroupId,
    pub(crate) piece: usize,
    pub(crate) outcome: MoveOutcome,
    /// The group enters the table with this move (CG-USR-08).
    pub(crate) entering: bool,
}

/// The movement limits of a group by its Stress tokens and bulky load: `(may move, may pick up
/// the pace)` (CG-STRESS-11, CG-STRESS-13, CG-OBJ-05, CG-WME-07).
pub(crate) fn move_limits(g: &Game, group: GroupId) -> Result<(bool, bool), RuleError> {
    let grp = g.group(group)?;
    let v = g.values(group).ok_or(RuleError::UnknownGroup(group))?;
    let stress = super::with_bulky(g, group, crate::special::kingdoms::effective_stress(&v, &grp.stress, false));
    Ok((crate::hooks::may_move(&v, &stress), crate::hooks::may_pick_up_pace(&v, &stress)))
}

/// The field with piece `index` standing on it as a one-base group (an Independent Character
/// standing alone is on every field already: he is put there once).
fn with_piece(g: &Game, index: usize, at: Point) -> Vec<PlacedGroup> {
    let mut groups = crate::space::placed(g);
    groups.retain(|h| h.key != piece_key(index));
    groups.push(PlacedGroup { key: piece_key(index), side: Side::Animal, figures: alloc::vec![at] });
    groups
}

/// Check a Move action of `group` (led by `leader` along `path`) that reaches piece `index`: an
/// Object or Loot token to pick up (CG-OBJ-01), an Independent Character to join (CG-USR-12),
/// or a livestock animal to come into contact with (CG-USR-17).
pub(crate) fn check(
    g: &Game,
    player: Player,
    group: GroupId,
    leader: FigureId,
    path: &[Point],
    index: u16,
    formation: Option<Vec<Point>>,
) -> Result<ReachPlan, RuleError> {
    let grp = g.group(group)?;
    // A group waiting off table reaches on its entry (CG-USR-08: "apply the normal movement
    // rules"; `super::edge::check_enter_reach`).
    let entering = matches!(grp.off_table, Some(super::OffTable::Waiting { .. }));
    if grp.owner != player || !(grp.in_play() || entering) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NotYoursOnTable });
    }
    let p = piece(g, index)?;
    let Place::Table { at } = p.place else {
        return Err(RuleError::Unavailable(crate::error::Unavailable::PieceNotOnTable(index)));
    };
    let (may_move, may_pace) = move_limits(g, group)?;
    if !may_move {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoMovement });
    }
    let li = crate::space::index_of(g, group, leader)?;
    let mv = ProposedMove { group: crate::space::key(group), leader: li, sticks: path.to_vec(), formation };
    let illegal = |e: crate::geometry::error::IllegalMove| crate::space::illegal_move(g, &e);
    let field_err = crate::space::field_err;
    // The reach, on `field`: on the table, or as the group enters.
    let reach_on = |field: &Field<'_>, reach: Reach| {
        if entering {
            super::edge::check_enter_reach(field, g, player, group, leader, path, reach, mv.formation.clone())
        } else {
            check_reach(field, &mv, MoveAllowance::default(), reach).map_err(illegal)
        }
    };
    let i = usize::from(index);
    let outcome = match &p.kind {
        PieceKind::Object { .. } | PieceKind::Loot { .. } => {
            crate::space::with_field(g, |field| reach_on(field, Reach::Object { at }))??
        }
        PieceKind::Character { .. } | PieceKind::StrangeMan => {
            let joinable = match &p.kind {
                PieceKind::StrangeMan => true,
                PieceKind::Character { index: c } => {
                    super::characters(g).get(usize::from(*c)).is_some_and(|ch| ch.joinable_by.contains(player))
                }
                _ => false,
            };
            if !joinable {
                return Err(RuleError::Forbidden(crate::error::Forbidden::CharacterWillNotJoin));
            }
            let groups = with_piece(g, i, at);
            let field = Field::new(&g.setup.table, &groups, &[]).map_err(field_err)?;
            // The formation: the group's bases (its figures, the characters already with it),
            // then his (`execute` puts his entry in its place among the characters).
            reach_on(&field, Reach::Character { group: piece_key(i) })?
        }
        PieceKind::Cattle { .. } => {
            if entering {
                return Err(RuleError::Forbidden(crate::error::Forbidden::EntryMeetsLivestock));
            }
            if grp.at_limit() {
                return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoMeleeFightAtFour });
            }
            let groups = with_piece(g, i, at);
            let field = Field::new(&g.setup.table, &groups, &[]).map_err(field_err)?;
            let o =
                check_move(&field, &mv, MoveAllowance { may_engage: true, may_leave_table: false }).map_err(illegal)?;
            if o.engaged.map(|f| f.group) != Some(piece_key(i)) {
                return Err(RuleError::Forbidden(crate::error::Forbidden::AnimalNotReached));
            }
            o
        }
    };
    if outcome.picked_up_pace && !may_pace {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoPickingUpPaceLoaded });
    }
    Ok(ReachPlan { group, piece: i, outcome, entering })
}

/// Carry out a checked Reach move, a Movement action that `start` began: the group moves (as it
/// enters, if it waited off table) and ends its move as every mover does
/// (`crate::movement::end`), which picks up the Object or Loot (and any other lying at the same
/// point), joins the character, or begins the melee against the livestock animal ([`Reached`]).
pub(crate) fn execute(
    g: &mut Game,
    plan: ReachPlan,
    start: crate::movement::end::Start,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let ending = crate::movement::end::Ending {
        group: plan.group,
        outcome: &plan.outcome,
        rule: "CG-OBJ-01",
        mover: crate::movement::end::Mover::Action(start),
        engaged: None,
        reached: Some(plan.piece),
        entering: plan.entering,
        shortcut: false,
    };
    crate::movement::end::end(g, ending, ev)
}

/// What a move reached (a Reach move's piece), as the end of the move finds it: an Object or a
/// Loot token to pick up (CG-OBJ-01), an Independent Character to join (CG-USR-12), a
/// livestock animal to fight (CG-USR-17).
pub(crate) struct Reached {
    piece: usize,
    kind: Option<PieceKind>,
    /// Where the piece lay, if it lay on the table.
    lying: Option<Point>,
    /// The rule that narrates the move.
    pub(crate) rule: &'static str,
}

impl Reached {
    /// Piece `piece`, reached.
    pub(crate) fn of(g: &Game, piece: usize) -> Reached {
        let p = g.universal.pieces.get(piece);
        let kind = p.map(|p| p.kind.clone());
        let rule = match kind {
            Some(PieceKind::Character { .. } | PieceKind::StrangeMan) => "CG-USR-12",
            Some(PieceKind::Cattle { .. }) => "CG-USR-17",
            _ => "CG-OBJ-01",
        };
        let lying = match p.map(|p| p.place) {
            Some(Place::Table { at }) => Some(at),
            _ => None,
        };
        Reached { piece, kind, lying, rule }
    }

    fn is_character(&self) -> bool {
        self.kind.as_ref().is_some_and(PieceKind::is_character)
    }

    /// Before the group's bases are placed: a character lying on the table joins it and
    /// becomes a base of its formation, where the gathering put him. Returns the formation to
    /// place then (`None`: the move's own).
    pub(crate) fn join(&self, g: &mut Game, group: GroupId, formation: &[Point]) -> Option<Vec<Point>> {
        if self.lying.is_none() || !self.is_character() {
            return None;
        }
        let formation = super::joined::with_newcomer(g, group, self.piece, formation);
        super::joined::join(g, self.piece, group);
        Some(formation)
    }

    /// Once the group is placed: the character's joining told and what lay with him picked up,
    /// or the Object or Loot picked up; returns the melee against a livestock animal met, to
    /// run at once.
    pub(crate) fn end(
        &self,
        g: &mut Game,
        group: GroupId,
        ev: &mut Vec<Event>,
    ) -> Result<Option<crate::tasks::Task>, RuleError> {
        let Some(at) = self.lying else { return Ok(None) };
        let piece = u16::try_from(self.piece).unwrap_or(u16::MAX);
        match self.kind {
            Some(PieceKind::Character { .. } | PieceKind::StrangeMan) => {
                ev.push(Event::new(self.rule, What::CharacterJoined { group, piece }));
                // The leading figure takes his place: what lay there with him (left by the group
                // he stood with) is picked up too, as by any move reaching that point.
                pick_up_at(g, group, at, "CG-OBJ-01", ev)?;
                Ok(None)
            }
            Some(PieceKind::Cattle { .. }) => Ok(Some(crate::tasks::Task::Universal(
                super::UniversalTask::CattleMelee(super::cattle::CattleMelee::new(group, piece)),
            ))),
            _ => {
                pick_up_at(g, group, at, self.rule, ev)?;
                Ok(None)
            }
        }
    }
}

/// `group` picks up every Object and Loot token lying at `at` (CG-OBJ-01).
fn pick_up_at(
    g: &mut Game,
    group: GroupId,
    at: Point,
    rule: &'static str,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let here: Vec<usize> = g
        .universal
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_carried_thing() && p.place == Place::Table { at })
        .map(|(i, _)| i)
        .collect();
    for i in here {
        give(g, i, group)?;
        ev.push(Event::new(rule, What::PiecePickedUp { group, piece: u16::try_from(i).unwrap_or(u16::MAX) }));
    }
    Ok(())
}
