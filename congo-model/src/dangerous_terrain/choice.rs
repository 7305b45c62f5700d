//! The choices a Dangerous Terrain entry or a Universal Special Rule asks a player for
//! ([`Choice`]), the markers an entry leaves in an area ([`AreaMarker`]), and the events that
//! narrate exploration, the Universal Special Rules and the wild animals ([`TerrainEvent`]).
//!
//! Sources: Congo rulebook, "Surviving in Dangerous Lands" (Dangerous terrain), the two Dangerous
//! Terrain tables, "Universal Special Rules" (Wild Animals, Enter on the table, Special Events);
//! docs/rulings.md "Adventures in play". Congo-core asks a [`Choice`] as its prompt
//! `Ask::Choose`, takes the answer as its decision `Decision::Choose`, and tells what happened
//! inside its event `What::Terrain`; here they are data only.

use crate::adventure::animals::{AnimalId, AnimalKind};
use crate::dangerous_terrain::Lasting;
use crate::geometry::AreaId;
use crate::ids::{FigureId, GroupId};
use crate::player::Player;
use crate::stress::StressKind;
use crate::totem::TotemCard;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{DieRoll, Point};

/// One option of an `congo_core::pending::Ask::Choose`, sent back as
/// `Decision::Choose`. JSON: `{"type": "accept"}`, `{"type": "token", "kind": "panic"}`...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoChoice"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a choice: an object with a `type` (e.g. `accept`, `decline`, `pick`)")]
pub enum Choice {
    /// Yes: give the man water, taste the berries, loot the site, rally, use the drums, take the
    /// panther's carcass, help the dying warrior, discard a Totem card for the sacred objects.
    Accept,
    /// No.
    Decline,
    /// The group flees (the spider, the antelope herd).
    Flee,
    /// The group draws Stress tokens instead of fleeing.
    DrawStress,
    /// Draw (or, sheltering, remove) a token of this kind.
    Token {
        /// The kind.
        kind: StressKind,
    },
    /// Scare the gorillas (suffer the 4D8 shooting action).
    Shooting,
    /// The sleeping lion: move back to where the move started.
    MoveBack,
    /// Discard this many Totem cards (powerful magic).
    Discard {
        /// Cards discarded.
        count: u8,
    },
    /// "This place is really sinister/strange": the opponent picks the die (0-2, in rolled order)
    /// read as the block and the one read as the row.
    Pick {
        /// Index of the die read for the block.
        first: u8,
        /// Index of the die read for the row.
        second: u8,
    },
    /// An area (where the wild animal is placed).
    Area {
        /// The area.
        area: AreaId,
    },
    /// A heading for a forced move (quicksand, lost bearings): degrees counter-clockwise from
    /// east, one of the eight compass headings (0, 45, ... 315).
    Heading {
        /// Degrees, `0..360`.
        degrees: u16,
    },
    /// A point of a table edge (the antelope herd's line), whole inches.
    EdgePoint {
        /// The point (fixed-point, on the edge).
        at: Point,
    },
    /// The enemy group a shot an entry gives is fired at (the dead askaris' muskets), and the
    /// figure leading it.
    Target {
        /// The target group.
        group: GroupId,
        /// The shooting group's figure leading the shot.
        leader: FigureId,
    },
    /// A group (of either side) an effect is cast at (the strange drums' Mad Hyena).
    Group {
        /// The group.
        group: GroupId,
    },
}

/// A marker a Dangerous Terrain result left in an area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAreaMarker"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AreaMarker {
    /// Savannah "You can easily hide here" (CG-DT-SAVANNAH-08): groups in the area are out of
    /// line of sight of every group not also in it. Lasts the game.
    Hiding {
        /// The area.
        area: AreaId,
    },
    /// Jungle "thick mist" (CG-DT-JUNGLE-35): groups in the area are out of line of sight of all
    /// other groups; removed as soon as the area is unoccupied.
    Mist {
        /// The area.
        area: AreaId,
    },
    /// Savannah bush fire (CG-DT-SAVANNAH-34): at the end of each turn every group in the area
    /// rolls 1D6 and loses a model on a failure. Lasts the game.
    BushFire {
        /// The area.
        area: AreaId,
    },
    /// Jungle cannibal pygmy territory (CG-DT-JUNGLE-34): each group entering the area is shot
    /// at by three Pygmy Archers and flees if it suffers a casualty. Lasts the game.
    Cannibals {
        /// The area.
        area: AreaId,
    },
}

impl AreaMarker {
    /// The area the marker is in.
    pub const fn area(self) -> AreaId {
        match self {
            AreaMarker::Hiding { area }
            | AreaMarker::Mist { area }
            | AreaMarker::BushFire { area }
            | AreaMarker::Cannibals { area } => area,
        }
    }
}

/// What Dangerous Terrain and the Universal Special Rules did (inside `congo_core::What::Terrain`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTerrainEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
// Not `#[non_exhaustive]`: the engine (congo-core) narrates every variant in a match the
// compiler checks, which a wildcard outside this crate would lose.
pub enum TerrainEvent {
    /// The group entered a dangerous area someone already occupies: no roll (CG-TERR-11).
    AlreadyExplored {
        /// The group.
        group: GroupId,
        /// The area.
        area: AreaId,
    },
    /// Scouts treat every dangerous area as explored (CG-WME-13).
    Natives {
        /// The group.
        group: GroupId,
        /// The area.
        area: AreaId,
    },
    /// The Scientist's die (CG-WME-06); `placed`: where a Loot token was placed.
    FoundIt {
        /// The group.
        group: GroupId,
        /// The roll.
        roll: DieRoll,
        /// The Loot token's spot, on a success (none when the area has no free spot).
        placed: Option<Point>,
    },
    /// The two cover dice read an entry (CG-TERR-12).
    Explored {
        /// The group.
        group: GroupId,
        /// The area.
        area: AreaId,
        /// The first die (block).
        block: DieRoll,
        /// The second die (row).
        row: DieRoll,
        /// The entry's rule id.
        entry: String,
    },
    /// A player chose (an entry's option, a trap, an animal's area).
    Chose {
        /// Who chose.
        player: Player,
        /// The choice.
        choice: Choice,
    },
    /// Dice an entry or rule rolled for itself, and what they mean in words.
    Rolled {
        /// The group concerned, if any.
        group: Option<GroupId>,
        /// The dice.
        dice: Vec<DieRoll>,
        /// The outcome ("a model falls into a trap", "nothing happens"...).
        outcome: String,
    },
    /// Loot tokens given to a group (carried).
    LootTaken {
        /// The group.
        group: GroupId,
        /// Tokens.
        count: u8,
        /// Bulky tokens.
        bulky: bool,
    },
    /// A Loot token placed on the table.
    LootPlaced {
        /// Where.
        at: Point,
        /// Bulky.
        bulky: bool,
    },
    /// A Totem card discarded by an effect.
    TotemDiscarded {
        /// Whose.
        player: Player,
        /// The card.
        card: TotemCard,
    },
    /// A Totem card taken back from the discard pile.
    TotemRecovered {
        /// Whose.
        player: Player,
        /// The card.
        card: TotemCard,
    },
    /// A Stress token an effect removed from a group (back to the bag).
    StressRemoved {
        /// The group.
        group: GroupId,
        /// The token.
        token: StressKind,
    },
    /// A named token was wanted but none is left in the bag.
    NoTokenLeft {
        /// The group.
        group: GroupId,
        /// The kind wanted.
        kind: StressKind,
    },
    /// An attack an entry makes on a group: the dice and the hits.
    Attacked {
        /// The group.
        group: GroupId,
        /// The attack dice.
        dice: Vec<DieRoll>,
        /// Hits.
        hits: u8,
    },
    /// Smoke markers for the firearms (the jungle downpour) and ranges at most M this turn.
    Cloudburst {
        /// The groups that received a smoke marker.
        smoked: Vec<GroupId>,
    },
    /// A rule in force until the end of the game.
    LastingInForce {
        /// The rule.
        effect: Lasting,
    },
    /// A marker placed.
    MarkerPlaced {
        /// The marker.
        marker: AreaMarker,
    },
    /// A marker removed.
    MarkerRemoved {
        /// The marker.
        marker: AreaMarker,
    },
    /// The group is put back where its move started.
    MovedBack {
        /// The group.
        group: GroupId,
    },
    /// An entry the engine does not resolve yet (narrated, no effect): see docs/rulings.md
    /// "Adventures in play".
    NotResolved {
        /// The group.
        group: GroupId,
        /// The entry's rule id.
        entry: String,
    },
    /// A trap set by a player (CG-USR-07).
    TrapSet {
        /// The player.
        player: Player,
        /// The trapped group.
        group: GroupId,
        /// The Totem card discarded.
        card: TotemCard,
    },
    /// A rule of the turn took effect on a group (Night, Heat): a Stress token to draw.
    ConditionStress {
        /// The group.
        group: GroupId,
    },
    /// A wild animal placed (CG-ANIMAL-02).
    AnimalPlaced {
        /// The animal.
        animal: AnimalId,
        /// Its kind.
        kind: AnimalKind,
        /// Where.
        at: Point,
    },
    /// An Animal token drawn but no area may take the animal (CG-ANIMAL-03).
    AnimalNotPlaced {
        /// The group that drew it.
        group: GroupId,
    },
    /// The lion's wake roll (CG-ANIMAL-07).
    AnimalWakes {
        /// The animal.
        animal: AnimalId,
        /// The roll.
        roll: DieRoll,
    },
    /// An animal moved.
    AnimalMoved {
        /// The animal.
        animal: AnimalId,
        /// Where.
        to: Point,
    },
    /// An animal attacks a group (melee).
    AnimalAttacks {
        /// The animal.
        animal: AnimalId,
        /// The group.
        group: GroupId,
        /// The animal's dice.
        dice: Vec<DieRoll>,
    },
    /// An animal melee's result.
    AnimalMelee {
        /// The animal.
        animal: AnimalId,
        /// The group.
        group: GroupId,
        /// The group's hits.
        group_hits: u8,
        /// The animal's hits.
        animal_hits: u8,
        /// The animal died.
        killed: bool,
    },
    /// An animal killed; its token goes back to the bag (CG-ANIMAL-04).
    AnimalKilled {
        /// The animal.
        animal: AnimalId,
    },
    /// Hopelessly lost (CG-DT-JUNGLE-32): the group is put in another terrain area.
    PutInArea {
        /// The group.
        group: GroupId,
        /// The area.
        area: AreaId,
    },
    /// The antelope herd passes along the line from `from` to `to` (CG-DT-SAVANNAH-15): the
    /// groups with a model on it draw a Stress token or flee.
    Stampede {
        /// The first point (the exploring player's).
        from: Point,
        /// The second point (the opponent's).
        to: Point,
        /// The groups on the line.
        groups: Vec<GroupId>,
    },
    /// A group that lost a melee to an animal retreated from it (`limited`: cut short).
    RetreatedFromAnimal {
        /// The group.
        group: GroupId,
        /// The animal.
        animal: AnimalId,
        /// The retreat was cut short or impossible (a figure is lost).
        limited: bool,
    },
    /// Reinforcements (an Event token, CG-USR-19): a detachment waiting off table may enter from
    /// now on.
    Reinforcements {
        /// Its column.
        player: Player,
        /// The detachment's name.
        detachment: String,
    },
    /// An Event token drawn (CG-USR-19).
    EventToken {
        /// The group that drew it.
        group: GroupId,
        /// The token's number.
        number: u8,
        /// What the Adventure says.
        text: String,
    },
    /// A Shooting action declared at a wild animal (CG-ANIMAL-09, CG-ANIMAL-12).
    AnimalTargeted {
        /// The shooting group.
        group: GroupId,
        /// The figure leading the shot.
        leader: FigureId,
        /// The animal.
        animal: AnimalId,
        /// Only the leading figure sees it: half the dice.
        partial: bool,
    },
    /// A wild animal's Cover roll against a shot: one D10 per hit whatever its terrain, the
    /// lion's failures re-rolled once (`dice`: the final faces), and the hits left uncancelled.
    AnimalCover {
        /// The animal.
        animal: AnimalId,
        /// The hits scored on it.
        hits: u8,
        /// The Cover dice, after any re-roll.
        dice: Vec<DieRoll>,
        /// The hits not cancelled.
        uncancelled: u8,
        /// The lion's re-rolls, each failed face and the face that replaced it, in die order
        /// (CG-ANIMAL-09; empty when none).
        #[serde(default)]
        rerolled: Vec<(DieRoll, DieRoll)>,
    },
    /// The gorilla took exactly one uncancelled hit in a shot: enraged (+2D6 in melee, for
    /// good; `times`: how often so far) (CG-ANIMAL-12).
    AnimalEnraged {
        /// The animal.
        animal: AnimalId,
        /// Times enraged so far.
        times: u8,
    },
    /// The lost pet joined the group as a new figure (CG-DT-JUNGLE-11).
    PetJoined {
        /// The group.
        group: GroupId,
        /// The pet's figure.
        figure: FigureId,
        /// Where its base stands.
        at: Point,
    },
    /// An Event token whose custom effect no registered handler answers to: it has no effect
    /// (CG-USR-19; the engine's registry is `congo_core::conditions::CUSTOM_EVENTS`).
    CustomEventUnhandled {
        /// The group that drew it.
        group: GroupId,
        /// The token's number.
        number: u8,
        /// The custom effect's key.
        key: String,
    },
    /// A group's move engaged a wild animal in melee (CG-MOVE-16; an animal is an enemy of both
    /// sides, CG-ANIMAL-06): the melee follows at once.
    AnimalEngaged {
        /// The group.
        group: GroupId,
        /// The animal.
        animal: AnimalId,
    },
    /// At the end of an Action step a wild animal engaged a group in melee (the lion's move,
    /// CG-ANIMAL-07; the gorilla's charge, CG-ANIMAL-10): the group's Combat roll in defence and
    /// the animal's dice ([`TerrainEvent::AnimalAttacks`]) follow.
    AnimalCharges {
        /// The animal.
        animal: AnimalId,
        /// The group engaged.
        group: GroupId,
    },
}
