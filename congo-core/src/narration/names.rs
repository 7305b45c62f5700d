//! How a [`Game`] names what its events speak of, from its setup: groups by column and their
//! place in it (as the setup's errors count them), wild animals by kind, the Adventure's pieces
//! and terrain areas by name, Action cards by their action circles.

use super::{Names, Plain, possessive, reads_as_plural};
use crate::adventure::animals::AnimalKind;
use crate::adventure::{RuleKind, UniversalRule};
use crate::cards::{ActionCard, ActionKind, Colour};
use crate::game::Game;
use crate::geometry::AreaId;
use crate::state::{FigureId, GroupId, Player, Role};
use crate::universal::PieceKind;
use crate::wild::AnimalId;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

impl Names for Game {
    /// "{column name}'s group {n} ({profile name})", `n` counted from 1 within the column in the
    /// setup's order, as the setup's errors count it ("The ambushers' group 2 (Trained
    /// Askaris)" for a name ending in s), or "group {id}" for an unknown id.
    fn group(&self, id: GroupId) -> String {
        let Some(g) = self.groups().get(usize::from(id.0)) else { return Plain.group(id) };
        let column = &self.setup_ref().columns[g.owner.index()];
        match column.groups.get(usize::from(g.index)) {
            Some(gs) => format!("{} group {} ({})", possessive(&column.name), u32::from(g.index) + 1, gs.profile.name),
            None => Plain.group(id),
        }
    }
    fn player(&self, p: Player) -> String {
        self.setup_ref().columns[p.index()].name.clone()
    }
    /// By [`reads_as_plural`] on the column's name.
    fn player_is_plural(&self, p: Player) -> bool {
        reads_as_plural(&self.setup_ref().columns[p.index()].name)
    }
    fn figure(&self, id: FigureId) -> Option<String> {
        let f = self.figure(id)?;
        let g = self.groups().get(usize::from(f.group.0))?;
        let gs = self.setup_ref().columns[g.owner.index()].groups.get(usize::from(g.index))?;
        match f.role {
            Role::Member => None,
            Role::Character { index } => gs.characters.get(usize::from(index)).map(|c| c.profile.name.clone()),
            Role::Auxiliary { index } => gs.auxiliaries.get(usize::from(index)).map(|a| a.profile.name.clone()),
            Role::Pet { .. } => Some(String::from("the lost pet")),
        }
    }
    fn objective(&self, index: u8) -> Option<String> {
        let a = self.setup_ref().adventure.as_ref()?;
        a.adventure.objectives.get(usize::from(index)).map(|o| o.name.clone())
    }
    /// "the gorilla", "the lion"; a later one of the same kind "the second gorilla"...
    fn animal(&self, id: AnimalId) -> String {
        let animals = &self.terrain.animals;
        let Some(a) = animals.get(usize::from(id.0)) else { return Plain.animal(id) };
        let before = animals.iter().take(usize::from(id.0)).filter(|b| b.kind == a.kind).count();
        let kind = animal_kind(a.kind);
        match before {
            0 => format!("the {kind}"),
            n => format!("the {} {kind}", ordinal(n + 1)),
        }
    }
    /// An Object by its name ("the treasure at the foot of the totem"), an Independent
    /// Character by his ("the missionary"), a head of cattle by its herd ("a head of the village
    /// cattle"), "a Loot token", "the strange man".
    fn piece(&self, index: u16) -> String {
        let Some(p) = self.universal.pieces.get(usize::from(index)) else { return Plain.piece(index) };
        let rule = |kind| self.setup_ref().adventure.as_ref().and_then(|a| a.adventure.rule(kind));
        match &p.kind {
            PieceKind::Object { id, .. } => match rule(RuleKind::Objects) {
                Some(UniversalRule::Objects { objects }) => objects
                    .iter()
                    .find(|o| o.id == *id)
                    .map_or_else(|| String::from("an Object"), |o| definite(&o.name)),
                _ => String::from("an Object"),
            },
            PieceKind::Loot { bulky: false } => String::from("a Loot token"),
            PieceKind::Loot { bulky: true } => String::from("a bulky Loot token"),
            PieceKind::Cattle { herd } => match rule(RuleKind::Cattle) {
                Some(UniversalRule::Cattle { herds }) => herds
                    .get(usize::from(*herd))
                    .map_or_else(|| String::from("a head of cattle"), |h| format!("a head of {}", h.name)),
                _ => String::from("a head of cattle"),
            },
            PieceKind::Character { index } => match rule(RuleKind::IndependentCharacter) {
                Some(UniversalRule::IndependentCharacter { characters }) => characters
                    .get(usize::from(*index))
                    .map_or_else(|| String::from("the Independent Character"), |c| c.name.clone()),
                _ => String::from("the Independent Character"),
            },
            PieceKind::StrangeMan => String::from("the strange man"),
        }
    }
    /// The area's name and id ("the totem clearing (area 7)", "the west hut (area 2)" for
    /// "west hut"), or "area {id}" unnamed.
    fn area(&self, id: AreaId) -> String {
        match self.setup_ref().table.areas().iter().find(|a| a.id == id) {
            Some(a) if !a.name.trim().is_empty() => format!("{} (area {})", definite(&a.name), id.0),
            _ => Plain.area(id),
        }
    }
    fn detachment(&self, player: Player, index: u8) -> Option<String> {
        let a = self.setup_ref().adventure.as_ref()?;
        a.adventure.protagonist(player).detachments.get(usize::from(index)).map(|d| d.name.clone())
    }
    fn action_card(&self, initiative: u8) -> Option<String> {
        self.action_cards().iter().find(|c| c.initiative == initiative).map(card_actions)
    }
}

/// An Action card's circles in the rulebook's terms: "black Movement for 1 group, Shooting for
/// 1 group, red Influence for 2 groups".
pub fn card_actions(card: &ActionCard) -> String {
    let v: Vec<String> = card
        .actions
        .iter()
        .map(|a| {
            let what = match a.kind {
                ActionKind::Movement { colour } => format!("{} Movement", colour_name(colour)),
                ActionKind::Shooting => String::from("Shooting"),
                ActionKind::Influence { colour } => format!("{} Influence", colour_name(colour)),
            };
            format!("{what} for {}", super::plural(a.groups, "group", "groups"))
        })
        .collect();
    if v.is_empty() { String::from("no action") } else { v.join(", ") }
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Black => "black",
        Colour::Red => "red",
    }
}

/// The kind's name: "gorilla", "lion".
pub(super) fn animal_kind(k: AnimalKind) -> &'static str {
    #[allow(unreachable_patterns)]
    match k {
        AnimalKind::Lion => "lion",
        AnimalKind::Gorilla => "gorilla",
        _ => "wild animal",
    }
}

/// A name with an article: "the ebony idol" for "ebony idol"; "the treasure", "an idol" and
/// names with a capital ("Stanley's map") as they are.
pub(super) fn definite(name: &str) -> String {
    let lower = name.to_lowercase();
    let has_article = ["the ", "a ", "an "].iter().any(|a| lower.starts_with(a));
    if has_article || name.starts_with(|c: char| c.is_uppercase()) { String::from(name) } else { format!("the {name}") }
}

/// "second", "third"... ("10th" past ten).
fn ordinal(n: usize) -> String {
    const WORDS: [&str; 9] = ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
    match n.checked_sub(2).and_then(|i| WORDS.get(i)) {
        Some(w) => String::from(*w),
        None => format!("{n}th"),
    }
}
