//! The Universal Special Rules of an Adventure in play: the pieces the Adventure puts on the
//! table (Objects, Loot tokens, livestock, Independent Characters) and who holds them, groups
//! waiting off table or gone off it, houses to plunder, and the dealt hands of Confusion.
//!
//! Sources: Congo rulebook, "Universal Special Rules" (Exhausted, Confusion, Enter on the table,
//! Exiting the table, Independent Character, Cattle, Objects, Plunder), "Surviving in Dangerous
//! Lands" (Loot), "Ending the Adventure"; `shared/RULINGS.md` ("Objects"); docs/rulings.md
//! "Adventures in play".
//!
//! The engine keeps an [`AdventureState`] in the game. The rules live in this module's files,
//! one per rule: [`pieces`] (Objects, Loot, Independent Character: picking up, joining, what
//! happens to them when their group retreats, flees or is eliminated), [`character`] (an
//! Independent Character fleeing his group, who is his enemy), [`edge`] (Enter on the
//! table, Exiting the table), [`plunder`], [`cattle`], [`exhausted`], [`confusion`]; the engine
//! calls them through the short hooks below.

mod candidates;
pub mod cattle;
pub mod character;
pub mod confusion;
pub mod edge;
pub mod exhausted;
pub(crate) mod joined;
pub mod pieces;
pub mod plunder;
pub(crate) mod task;
#[cfg(test)]
mod tests;

pub use task::UniversalTask;

use crate::adventure::confusion::ConfusionHand;
use crate::adventure::plunder::Building;
use crate::adventure::{Arrival, ObjectId, RuleKind, UniversalRule};
use crate::game::Game;
use crate::geometry::{AreaId, AreaKind, Edge};
use crate::state::{GroupId, Player};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;

/// Why a group is not on the table although it was not eliminated: data of congo-model's
/// `adventure`, named here too.
pub use crate::adventure::OffTable;

/// What a piece is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPieceKind"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PieceKind {
    /// An Object of the Objects rule (CG-OBJ-01).
    Object {
        /// Its id in the Adventure.
        id: ObjectId,
        /// Bulky: it slows its carrier as a Movement Stress token does (CG-OBJ-05).
        bulky: bool,
    },
    /// A Loot token lying on the table, or a bulky one carried (an ordinary Loot token a group
    /// carries is counted in [`crate::state::Group::loot`]; CG-TERR-13).
    Loot {
        /// Bulky Loot (a carcass, ivory).
        bulky: bool,
    },
    /// A livestock animal of the Cattle rule (CG-USR-16).
    Cattle {
        /// Its herd's index in the rule's `herds`.
        herd: u8,
    },
    /// An Independent Character (CG-USR-10).
    Character {
        /// Its index in the rule's `characters`.
        index: u8,
    },
    /// The strange man of the savannah's Dangerous Terrain (CG-DT-SAVANNAH-17): an Independent
    /// Character any column may join; at the end of each turn the owner of the group he is with
    /// draws a Totem card and the group a Stress token.
    StrangeMan,
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlace"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Place {
    /// Lying (or standing, for an animal or a character alone) on the table, its centre at `at`
    /// (fixed-point inches).
    Table {
        /// Where.
        at: Point,
    },
    /// With a group: carried (Objects, Loot), joined (livestock, characters). It leaves the table
    /// with the group.
    With {
        /// The group.
        group: GroupId,
    },
    /// Gone from the game (an animal removed or eliminated; an ordinary Loot token picked up,
    /// now counted in its group's `loot`).
    Removed,
}

/// One piece of the Adventure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPiece"))]
pub struct Piece {
    /// What it is.
    pub kind: PieceKind,
    /// Where it is.
    pub place: Place,
    /// The group that left it on the table and the step (serial) it did, while it lies where
    /// it was left: the winner of a melee that wiped that group out takes it (CG-OBJ-02).
    #[serde(default)]
    pub dropped: Option<(GroupId, u32)>,
    /// Where the base of an Independent Character with a group on the table stands (fixed-point
    /// inches): a base of the group's formation, after its figures (CG-USR-10, "exactly the same
    /// as any other model in the group"; `universal::joined`). `None` for every other piece (absent in
    /// JSON).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub base: Option<Point>,
}

impl PieceKind {
    /// True for an Independent Character (the Adventure's, or the strange man).
    pub fn is_character(&self) -> bool {
        matches!(self, PieceKind::Character { .. } | PieceKind::StrangeMan)
    }
}

impl Piece {
    /// True for what a group carries as an Object (Objects and Loot tokens).
    pub fn is_carried_thing(&self) -> bool {
        matches!(self.kind, PieceKind::Object { .. } | PieceKind::Loot { .. })
    }
    /// True for bulky Objects and Loot.
    pub fn is_bulky(&self) -> bool {
        matches!(self.kind, PieceKind::Object { bulky: true, .. } | PieceKind::Loot { bulky: true })
    }
}

/// A house that may be plundered, and its state (CG-USR-29).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoHouse"))]
pub struct House {
    /// The house's area.
    pub area: AreaId,
    /// Its Plunder token taken, on fire.
    pub building: Building,
}

/// A detachment's entry point, once known (CG-USR-08).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEntryPoint"))]
pub struct EntryPoint {
    /// The column.
    pub side: Player,
    /// The detachment's index.
    pub detachment: u8,
    /// The point on the table edge, once set or rolled.
    pub point: Option<Point>,
    /// The first turn its groups may enter.
    pub from_turn: u8,
}

/// The Adventure's own state in a game (empty for a plain skirmish). Public: everything here is
/// on the table, except each player's Confusion hand before he has chosen (views hide the
/// opponent's).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAdventureState"))]
pub struct AdventureState {
    /// Every piece, by index (indices never change: a piece leaving play is marked
    /// [`Place::Removed`]).
    pub pieces: Vec<Piece>,
    /// The houses that may be plundered.
    pub houses: Vec<House>,
    /// Plunder tokens per group, by [`GroupId`] (CG-USR-26).
    pub plunder_tokens: Vec<u8>,
    /// The detachments that enter by an entry point.
    pub entry_points: Vec<EntryPoint>,
    /// Each player's Confusion hand this turn, while Confusion reigns (CG-USR-02), `[One, Two]`.
    pub confusion: [Option<ConfusionHand<u8>>; 2],
}

/// The rule of `kind` in force in `g`'s Adventure.
pub(crate) fn rule(g: &Game, kind: RuleKind) -> Option<&UniversalRule> {
    g.setup.adventure.as_ref().and_then(|a| a.adventure.rule(kind))
}

/// The Adventure's Independent Characters (its Independent Character rule's list; empty
/// without the rule), indexed as `PieceKind::Character { index }` counts them.
pub(crate) fn characters(g: &Game) -> &[crate::adventure::IndependentCharacter] {
    match rule(g, RuleKind::IndependentCharacter) {
        Some(UniversalRule::IndependentCharacter { characters }) => characters,
        _ => &[],
    }
}

/// Set up the Adventure's state when the game starts (before the deployment is checked):
/// the pieces, the houses, the groups waiting off table.
pub(crate) fn init(g: &mut Game) {
    let setup = alloc::sync::Arc::clone(&g.setup);
    let Some(inplay) = &setup.adventure else { return };
    let a = &inplay.adventure;
    let mut st = AdventureState { plunder_tokens: alloc::vec![0; g.groups.len()], ..AdventureState::default() };
    for o in &inplay.objects {
        let bulky = a.objects().iter().find(|s| s.id == o.id).is_some_and(|s| s.bulky);
        st.pieces.push(Piece {
            kind: PieceKind::Object { id: o.id.clone(), bulky },
            place: Place::Table { at: o.at },
            dropped: None,
            base: None,
        });
    }
    if let Some(UniversalRule::IndependentCharacter { characters }) = a.rule(RuleKind::IndependentCharacter) {
        for (i, c) in characters.iter().enumerate() {
            let index = u8::try_from(i).unwrap_or(u8::MAX);
            st.pieces.push(Piece {
                kind: PieceKind::Character { index },
                place: Place::Table { at: c.at },
                dropped: None,
                base: None,
            });
        }
    }
    if let Some(UniversalRule::Cattle { herds }) = a.rule(RuleKind::Cattle) {
        for (h, herd) in herds.iter().enumerate() {
            let herd_index = u8::try_from(h).unwrap_or(u8::MAX);
            for &at in &herd.animals {
                st.pieces.push(Piece {
                    kind: PieceKind::Cattle { herd: herd_index },
                    place: Place::Table { at },
                    dropped: None,
                    base: None,
                });
            }
        }
    }
    if let Some(UniversalRule::Plunder { buildings, .. }) = a.rule(RuleKind::Plunder) {
        for area in g.setup.table.areas() {
            let listed = if buildings.is_empty() { area.kind == AreaKind::House } else { buildings.contains(&area.id) };
            if listed {
                st.houses.push(House { area: area.id, building: Building::default() });
            }
        }
    }
    if a.has_rule(RuleKind::EnterOnTable) {
        for side in Player::BOTH {
            for (d, det) in a.protagonist(side).detachments.iter().enumerate() {
                let detachment = u8::try_from(d).unwrap_or(u8::MAX);
                let (point, from_turn) = match &det.arrival {
                    Arrival::Zone { .. } => continue,
                    Arrival::EntryPoint { point, from_turn } => (Some(*point), *from_turn),
                    Arrival::RandomEntryPoint { from_turn, .. } => (None, *from_turn),
                };
                st.entry_points.push(EntryPoint { side, detachment, point, from_turn });
            }
        }
        for grp in &mut g.groups {
            let d = inplay.detachments[grp.owner.index()].get(usize::from(grp.index)).copied().unwrap_or(0);
            let d = u8::try_from(d).unwrap_or(u8::MAX);
            if st.entry_points.iter().any(|e| e.side == grp.owner && e.detachment == d) {
                grp.off_table = Some(OffTable::Waiting { detachment: d });
            }
        }
    }
    g.universal = st;
}

/// Groups of `side` not eliminated: on the table or gone off it (they keep what they carry).
fn kept(g: &Game, side: Player) -> impl Iterator<Item = (GroupId, &crate::state::Group)> {
    g.groups
        .iter()
        .enumerate()
        .filter(move |(_, gr)| gr.owner == side && !gr.eliminated && !gr.figures.is_empty())
        .filter(|(_, gr)| !matches!(gr.off_table, Some(OffTable::Waiting { .. })))
        .map(|(i, gr)| (GroupId(u16::try_from(i).unwrap_or(u16::MAX)), gr))
}

/// The column holding each piece with a group, and that group.
fn holder(g: &Game, p: &Piece) -> Option<(Player, GroupId)> {
    let Place::With { group } = p.place else { return None };
    let grp = g.group(group).ok()?;
    (!grp.eliminated).then_some((grp.owner, group))
}

/// Loot tokens `side` holds (CG-VP-02): its groups' ordinary Loot and the bulky Loot they carry,
/// on the table or gone off it.
pub fn loot_held(g: &Game, side: Player) -> u16 {
    let ordinary: u16 = kept(g, side).map(|(_, gr)| u16::from(gr.loot)).sum();
    let bulky = g
        .universal
        .pieces
        .iter()
        .filter(|p| matches!(p.kind, PieceKind::Loot { .. }))
        .filter(|p| holder(g, p).is_some_and(|(s, _)| s == side))
        .count();
    ordinary.saturating_add(u16::try_from(bulky).unwrap_or(u16::MAX))
}

/// Bulky Objects and Loot `group` carries (each slows it as a Movement Stress token does,
/// CG-OBJ-05).
pub fn bulky_carried(g: &Game, group: GroupId) -> usize {
    g.universal.pieces.iter().filter(|p| p.is_bulky() && p.place == Place::With { group }).count()
}

/// The Stress tokens that count for a group's movement: its own, plus one Movement token per
/// bulky Object or Loot it carries (CG-OBJ-05; the Bearers' rule then ignores one per bearer,
/// CG-WME-07).
pub(crate) fn with_bulky(g: &Game, group: GroupId, mut stress: crate::stress::StressSet) -> crate::stress::StressSet {
    let n = bulky_carried(g, group);
    stress.extend(core::iter::repeat_n(crate::stress::StressKind::Movement, n));
    stress
}

/// The group (on the table, or gone off it) carrying the Object, and its column.
pub fn carrier_of(g: &Game, object: &ObjectId) -> Option<(Player, GroupId)> {
    g.universal
        .pieces
        .iter()
        .find(|p| matches!(&p.kind, PieceKind::Object { id, .. } if id == object))
        .and_then(|p| holder(g, p))
}

/// Plunder tokens held by `side`'s groups on the table or gone off it (CG-USR-30).
pub fn plunder_tokens(g: &Game, side: Player) -> u16 {
    kept(g, side)
        .map(|(id, _)| u16::from(g.universal.plunder_tokens.get(usize::from(id.0)).copied().unwrap_or(0)))
        .sum()
}

/// Livestock with `side`'s groups on the table or gone off it (CG-USR-17).
pub fn cattle_with(g: &Game, side: Player) -> u16 {
    let n = g
        .universal
        .pieces
        .iter()
        .filter(|p| matches!(p.kind, PieceKind::Cattle { .. }))
        .filter(|p| holder(g, p).is_some_and(|(s, _)| s == side))
        .count();
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// The piece index of the Independent Character called `name` (one of the Adventure's rule).
pub(crate) fn character_piece(g: &Game, name: &str) -> Option<usize> {
    let index = u8::try_from(characters(g).iter().position(|c| c.name == name)?).ok()?;
    g.universal.pieces.iter().position(|p| p.kind == PieceKind::Character { index })
}

/// The column whose group the Independent Character called `name` is with.
pub fn character_with(g: &Game, name: &str) -> Option<Player> {
    let p = g.universal.pieces.get(character_piece(g, name)?)?;
    holder(g, p).map(|(s, _)| s)
}

/// Groups of `side` that left the table, by `edge` (any edge for `None`).
pub fn groups_exited(g: &Game, side: Player, edge: Option<Edge>) -> u16 {
    let n = g
        .groups
        .iter()
        .filter(|gr| gr.owner == side)
        .filter(|gr| matches!(gr.off_table, Some(OffTable::Exited { edge: e, .. }) if edge.is_none_or(|x| x == e)))
        .count();
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// The column that carried the Object off the table, and the edge.
pub fn object_exited(g: &Game, object: &ObjectId) -> Option<(Player, Edge)> {
    let (side, group) = carrier_of(g, object)?;
    match g.group(group).ok()?.off_table {
        Some(OffTable::Exited { edge, .. }) => Some((side, edge)),
        _ => None,
    }
}

/// Whether one of the Adventure's premature end conditions is met (CG-ADV-05), checked at each
/// End phase.
pub(crate) fn premature_end(g: &Game) -> bool {
    use crate::adventure::EndCondition;
    let Some(a) = &g.setup.adventure else { return false };
    a.adventure.premature_end.iter().any(|c| match c {
        EndCondition::AllObjectsExited => {
            let objects: Vec<&ObjectId> = a.adventure.objects().iter().map(|o| &o.id).collect();
            !objects.is_empty() && objects.iter().all(|o| object_exited(g, o).is_some())
        }
        EndCondition::ObjectExited { object } => object_exited(g, object).is_some(),
        EndCondition::ColumnGone { columns } => Player::BOTH.iter().any(|&side| {
            columns.contains(side)
                && g.groups.iter().filter(|gr| gr.owner == side).all(|gr| {
                    gr.eliminated || gr.figures.is_empty() || matches!(gr.off_table, Some(OffTable::Exited { .. }))
                })
        }),
    })
}

/// The start of a turn, after the Totem draws: entry points rolled for detachments arriving
/// this turn (CG-USR-08), Confusion's hands dealt (CG-USR-02).
pub(crate) fn start_of_turn(g: &mut Game, ev: &mut Vec<crate::event::Event>) -> Result<(), crate::error::RuleError> {
    edge::roll_entry_points(g, ev)?;
    confusion::deal(g, ev)
}

/// The end phase, before the objectives are scored: livestock not in an enclosure or with a
/// group move S away (CG-USR-18).
pub(crate) fn end_of_turn(g: &mut Game, ev: &mut Vec<crate::event::Event>) -> Result<(), crate::error::RuleError> {
    cattle::end_of_turn(g, ev)?;
    strange_man(g, ev)
}

/// The strange man's tales (CG-DT-SAVANNAH-17), at the end of each turn but the last: the owner
/// of the group he is with draws a Totem card; the group's Stress token is drawn before the next
/// turn's Action cards are chosen (docs/rulings.md "Adventures in play").
fn strange_man(g: &mut Game, ev: &mut Vec<crate::event::Event>) -> Result<(), crate::error::RuleError> {
    if g.turn >= g.setup.turns || premature_end(g) {
        return Ok(());
    }
    let with: Vec<GroupId> = g
        .universal
        .pieces
        .iter()
        .filter(|p| p.kind == PieceKind::StrangeMan)
        .filter_map(|p| match p.place {
            Place::With { group } => Some(group),
            _ => None,
        })
        .filter(|gid| g.group(*gid).is_ok_and(|gr| gr.in_play()))
        .collect();
    for group in with {
        let owner = g.group(group)?.owner;
        crate::turn::draw_totem(g, owner, "CG-DT-SAVANNAH-17", ev)?;
        g.stack.push(crate::stress::StressDraw::new(group, 1, crate::event::StressCause::Other));
    }
    Ok(())
}

pub(crate) use candidates::{Try, card_actions};
pub(crate) use task::card_action;

impl AdventureState {
    /// This state as `player` may see it: the opponent's Confusion hand removed.
    pub fn seen_by(&self, player: Player) -> AdventureState {
        let mut s = self.clone();
        s.confusion[player.other().index()] = None;
        s
    }
}
