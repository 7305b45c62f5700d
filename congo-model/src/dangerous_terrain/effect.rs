//! The effects of the Dangerous Terrain entries, as data.
//!
//! Sources: Congo rulebook, "Dangerous Terrain Table: Jungle", "Dangerous Terrain Table:
//! Savannah"; `shared/RULINGS.md` ("two rolls of the cover die", "D1D3", "random table edge",
//! "tsetse swarm", "cannibal pygmy territory", "lost pet", "animal melee").
//!
//! Each variant names *what* happens and carries the numbers the entry prints (dice, counts,
//! sticks). "You" is the player whose group explored the area; "the group" is that group; "the
//! area" is the dangerous terrain area it entered. The turn engine resolves the variant: where an
//! entry offers a choice ("flee OR draw 2 Stress tokens", "taste the berries?", "give him
//! water?"), that choice is a player decision, named in the variant's docs.

use crate::profile::{DicePool, Ritual, Stick, Weapon};
use crate::stress::StressKind;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// What happens when the named token is not in the bag (RULINGS.md "Stress bag": "if no Panic
/// token is available" means none is left in the bag).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoIfNoToken"))]
#[serde(rename_all = "snake_case")]
pub enum IfNoToken {
    /// Nothing happens ("If no Panic Stress token is available, nothing happens").
    Nothing,
    /// The group loses a model of its owner's choice ("If no Terror token is available, you lose a
    /// model of your choice").
    LoseModel,
}

/// Where placed Loot tokens go (Congo rulebook, "Surviving in Dangerous Lands", Loot).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLootPlacement"))]
#[serde(rename_all = "snake_case")]
pub enum LootPlacement {
    /// "Place a Loot token with the group": in contact with the group, carried by it.
    WithGroup,
    /// "In the area, neither of them in contact with a model": lying in the explored area, to be
    /// picked up as Objects.
    InAreaOutOfContact,
}

/// A marker an entry puts on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMarkerKind"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[serde(expecting = "a marker: an object with a `type` (e.g. `smoke`, `mist`)")]
pub enum MarkerKind {
    /// Savannah "You can easily hide here": a smoke marker in the area; groups in the area are
    /// out of line of sight of every group except groups also in the area.
    Smoke,
    /// Jungle "thick mist": a smoke marker in the area; groups in the area are out of line of
    /// sight of all other groups; the marker is removed as soon as the area is unoccupied.
    Mist,
    /// Jungle tsetse swarm: a marker at the area's centre moves `stick` toward a randomly
    /// determined table edge, `moves` times in all (a new edge rolled each time, RULINGS.md
    /// "tsetse swarm"); each group it contacts takes a Movement Stress token (a Terror one if no
    /// Movement token is available); then it disperses.
    TsetseSwarm {
        /// Moves in all (3: the first and two repeats).
        moves: u8,
        /// Length of each move (L).
        stick: Stick,
    },
    /// Savannah bush fire: the area burns until the end of the game; at the end of each turn every
    /// group in it rolls `survival` and loses a model on a failure.
    BushFire {
        /// The die rolled at the end of each turn (D6).
        survival: Die,
    },
    /// Jungle cannibal pygmy territory: until the end of the game each group entering the area is
    /// shot at by a group of three Pygmy Archers (RULINGS.md: stand-in Shooting D6, range M, with
    /// Poison, until their profile is supplied); a group suffering at least one casualty flees.
    CannibalTerritory {
        /// Figures in the shooting pygmy group (3).
        archers: u8,
        /// Their Shooting die (stand-in D6).
        shooting: Die,
    },
}

/// A rule that an entry puts in force for the rest of the game ("until the end of the game",
/// "from now on").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLasting"))]
#[serde(rename_all = "snake_case")]
pub enum Lasting {
    /// The Night universal special rule applies until the end of the game.
    NightFalls,
    /// The Downpour universal special rule applies until the end of the game.
    Downpour,
    /// A group that picks up the pace draws a Stress token at the end of its move.
    Heat,
    /// The Traps universal special rule benefits every column.
    TrapsForAll,
}

/// The effect of one Dangerous Terrain entry. See the module docs for "you", "the group" and
/// "the area"; each variant quotes or summarizes its entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDangerousEffect"))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
#[serde(expecting = "a Dangerous Terrain result: an object with a `type` (e.g. `nothing`, `draw_totem`)")]
pub enum DangerousEffect {
    /// "Everything is fine. No effects."
    Nothing,
    /// You draw `count` Totem cards.
    DrawTotem {
        /// Cards drawn.
        count: u8,
    },
    /// Your opponent draws `count` Totem cards.
    OpponentDrawsTotem {
        /// Cards drawn.
        count: u8,
    },
    /// You discard `count` Totem cards at random; with none in hand nothing happens.
    DiscardRandomTotem {
        /// Cards discarded.
        count: u8,
    },
    /// Take a Totem card back from your discard pile; if the pile is empty, draw one.
    RecoverTotem,
    /// Place `count` Loot tokens (bulky or not) where `placement` says.
    PlaceLoot {
        /// Tokens placed.
        count: u8,
        /// Bulky Loot slows its carrier as a Movement Stress token does.
        bulky: bool,
        /// With the group, or in the area out of contact.
        placement: LootPlacement,
    },
    /// Each player places `count` Loot tokens in non-blocking terrain areas, touching no model,
    /// at most one token per area.
    EachPlayerPlacesLoot {
        /// Tokens per player.
        count: u8,
    },
    /// "You can shelter here": remove one Stress token of your choice (decision) from the group;
    /// with none, draw a Totem card instead.
    ShelterOrTotem,
    /// "You take a breather": a group with Stress tokens may at once perform a Rally influence
    /// action (decision: rally or not); with none, draw a Totem card.
    RallyOrTotem,
    /// "You discover a trail": the group may move again at once (decision), and may leave the
    /// area but not enter another.
    Trail,
    /// Jungle "heavy downpour": every group with firearms (rifles, muskets) gets a smoke marker
    /// unless it has one; all shooting ranges are reduced to `range` until the end of the turn.
    Cloudburst {
        /// The range limit (M).
        range: Stick,
    },
    /// The haggard man. Decision: give him water or not. Given water, he casts `ritual` for you
    /// with exactly `dice` (no Stress tokens, no extra dice); any two equal dice discard all your
    /// Totem cards. Refused, you discard `refuse_discard` Totem cards.
    HaggardMan {
        /// The ritual cast.
        ritual: Ritual,
        /// The ritual dice (3D8).
        dice: DicePool,
        /// Totem cards discarded on a refusal (1).
        refuse_discard: u8,
    },
    /// A shooting action resolved against the group with `dice` (plus `per_stress_token` for each
    /// Stress token the group has). The group rolls cover and may go to ground as usual. When
    /// `bulky_loot_if_unharmed`, a group that suffers no losses may collect a bulky Loot token.
    ShootingAttack {
        /// The attack dice.
        dice: DicePool,
        /// One extra die of this type per Stress token on the group, if any.
        per_stress_token: Option<Die>,
        /// The panther: no losses = the group may take a bulky Loot token.
        bulky_loot_if_unharmed: bool,
    },
    /// "One of your men found his lost pet": an animal joins the group and counts as a character
    /// only for its Combat die and the terrifying death roll (RULINGS.md "lost pet").
    LostPet {
        /// Its Combat die (D8).
        combat: Die,
    },
    /// The former sacred site. Decision: loot it or not. Looting rolls `dice`; each success gives
    /// the group one Loot token and one Stress token.
    LootSacredSite {
        /// The looting dice (3D8).
        dice: DicePool,
    },
    /// The group draws `count` Stress tokens from the bag.
    DrawStress {
        /// Tokens drawn.
        count: u8,
    },
    /// "Flying insects": the group and every other group within `range` of the area flee.
    FleeWithNeighbours {
        /// The range around the area (S).
        range: Stick,
    },
    /// Strange berries. Decision: taste or not. Tasting: draw a Totem card, the group receives
    /// 1D3 Loot tokens (a halved D6, RULINGS.md "D1D3"), then roll `survival`: a failure removes a
    /// model from the group.
    TasteBerries {
        /// The survival die (D8).
        survival: Die,
    },
    /// Lost: roll a random table edge (1D8: 1-2 north, 3-4 east, 5-6 south, 7-8 west, RULINGS.md);
    /// the group moves one `stick` toward it, stopping at blocking terrain or friendly models; it
    /// may leave the area; ending in contact with an enemy group engages it in melee.
    MoveTowardRandomEdge {
        /// The stick (S).
        stick: Stick,
    },
    /// "This place is scary": the group stops before entering the area.
    StopBeforeEntering,
    /// Decision: draw a `token` Stress token (stop peacefully) OR suffer a shooting action of
    /// `dice`. With no such token left in the bag, the attack.
    TokenOrShooting {
        /// The token offered (Panic).
        token: StressKind,
        /// The attack dice (4D8).
        dice: DicePool,
    },
    /// Screams or shouts: every group in a dangerous area at once resolves a shooting action
    /// against the nearest visible group (friend or foe); a group that cannot shoot flees instead.
    PanicFire,
    /// A marker is placed (see [`MarkerKind`]).
    Marker {
        /// Which marker.
        kind: MarkerKind,
    },
    /// "Unbearably humid": every group in a terrain area draws `count` Stress tokens; a group that
    /// already has four eliminates a model of its choice instead.
    AllInTerrainDrawStress {
        /// Tokens drawn.
        count: u8,
    },
    /// The group at once suffers a Terror influence action (a Terror test, RULINGS.md).
    TerrorTest,
    /// Quicksand: the group moves one `stick` at once; out of the area, all is well; otherwise it
    /// rolls `survival`, a failure eliminating a model of its owner's choice; repeat until it is
    /// out.
    Quicksand {
        /// The stick (S).
        stick: Stick,
        /// The survival die (D8).
        survival: Die,
    },
    /// Venomous plants. Decision: draw a Panic Stress token OR draw a Movement Stress token and
    /// roll `survival`, a failure eliminating one model.
    PanicOrMovementAndRoll {
        /// The survival die (D10).
        survival: Die,
    },
    /// Monkeys or baboons engage the group in melee with `dice`. If the group scores more hits
    /// nothing happens; otherwise it is the loser on the results table (RULINGS.md "animal
    /// melee"); when `stress_instead_of_casualties` it takes one Stress token per casualty
    /// instead of losing models and does not retreat. The animals then vanish.
    MeleeAttack {
        /// The animals' Combat dice (3D8).
        dice: DicePool,
        /// Monkeys and baboons: casualties become Stress tokens.
        stress_instead_of_casualties: bool,
    },
    /// The python: roll `survival`; a success kills the python and the group gains `loot` Loot
    /// tokens; a failure removes one model and the python vanishes.
    Python {
        /// The die (D8).
        survival: Die,
        /// Loot tokens on a success (1).
        loot: u8,
    },
    /// The group takes a `token` Stress token from the bag; with none left, `if_none`.
    TakeToken {
        /// The token kind.
        token: StressKind,
        /// What happens when none is in the bag.
        if_none: IfNoToken,
    },
    /// Decision: the group flees OR draws `tokens` Stress tokens.
    FleeOrStress {
        /// Stress tokens drawn instead of fleeing (2).
        tokens: u8,
    },
    /// Hopelessly lost: the group is put in the nearest unoccupied terrain area (no Dangerous
    /// Terrain roll), its figures placed as its owner chooses; with none, it draws
    /// `fallback_stress` Stress tokens.
    HopelesslyLost {
        /// Stress tokens when no area qualifies (2).
        fallback_stress: u8,
    },
    /// Jungle traps: roll `die`; if the result is at most the group's number of models, one falls
    /// into a trap and is eliminated.
    TrapPit {
        /// The die (D10; its 10 counts as 10 here: it is a value, not a table index).
        die: Die,
    },
    /// "This place is really sinister/strange": roll `dice` (3D10); your opponent picks two of
    /// them and which reads the block and which the row (see
    /// [`crate::dangerous_terrain::sinister_choices`]).
    ReallySinister {
        /// The dice rolled (3D10).
        dice: DicePool,
    },
    /// Strange drums. Decision: use them or not. Used, the group casts `ritual` with `dice` (no
    /// Stress draws to enhance it); with no success you discard a random Totem card and the group
    /// draws a Stress token.
    StrangeDrums {
        /// The ritual (Mad Hyena).
        ritual: Ritual,
        /// The ritual dice (3D6).
        dice: DicePool,
    },
    /// The wind: each player discards his chosen, not yet played Action cards and replaces them
    /// with as many drawn at random from the cards not chosen this turn.
    ReplaceActionCards,
    /// Dead askaris. Decision (only with fewer than four Stress tokens): draw a Stress token and
    /// at once shoot as if armed with `weapon`; a model with no Shooting value rolls `untrained`.
    DeadAskaris {
        /// The weapon used (Muskets).
        weapon: Weapon,
        /// The die of a model without a Shooting value (D6).
        untrained: Die,
    },
    /// War drums: every group within `range` of a table edge suffers a Terror influence action.
    TerrorNearEdges {
        /// Distance from the edge (M).
        range: Stick,
    },
    /// The antelope herd: you pick a point on any table edge, your opponent a point on the
    /// opposite edge; each group with a model on the line between them decides: draw a Stress
    /// token OR flee.
    AntelopeHerd,
    /// Sacred objects. Decision: discard a random Totem card to give the group a Loot token, or
    /// not. With no Totem card, your opponent draws one.
    SacredObjects,
    /// The strange man: an Independent Character is placed with the group. While he is with a
    /// group, its owner draws a Totem card and the group draws a Stress token at the end of each
    /// turn.
    StrangeMan,
    /// A rule in force for the rest of the game. With `chance`, roll that die first: only a
    /// success puts it in force ("Roll 1D6. On a success, night falls").
    LastingEffect {
        /// The lasting rule.
        effect: Lasting,
        /// The die to roll first, if any.
        chance: Option<Die>,
    },
    /// The sleeping lion. Decision: move back to where the move started, or stay; staying rolls
    /// `wake`, and on a failure the group suffers a shooting action of `dice` plus one
    /// `per_stress_token` die per Stress token it has.
    SleepingLion {
        /// The waking die (D8).
        wake: Die,
        /// The attack dice (2D8).
        dice: DicePool,
        /// Extra die per Stress token (D8).
        per_stress_token: Die,
    },
    /// Lost bearings: the group makes a new move, picking up the pace if possible, in the
    /// direction chosen by your opponent (his decision).
    LostBearings,
    /// The angry warthog: roll `dice`; if two or more show the same face the group loses one
    /// figure.
    AngryWarthog {
        /// The dice (4D6).
        dice: DicePool,
    },
    /// The dying warrior. Decision: help him (the group takes a bulky Loot token it may never
    /// abandon) OR leave him (discard a random Totem card). With no Totem card you must help.
    DyingWarrior,
    /// The hunters' trap: roll each die; each failure loses a model of the owner's choice.
    HuntersTrap {
        /// The dice (D6, D8, D10).
        dice: [Die; 3],
    },
    /// Powerful magic. Decision: discard up to `max_discard` Totem cards; the group draws one
    /// Stress token for each of the `max_discard` not discarded.
    PowerfulMagic {
        /// Cards that may be discarded (3).
        max_discard: u8,
    },
    /// The rhinoceros: the group flees, then draws `tokens` Stress tokens.
    FleeThenStress {
        /// Tokens drawn after fleeing (1).
        tokens: u8,
    },
    /// Consecrated ground: discard a random Totem card, then your opponent draws one; with no
    /// card to discard, your opponent draws `opponent_draws_if_none`.
    ConsecratedGround {
        /// Cards the opponent draws when you had none (2).
        opponent_draws_if_none: u8,
    },
}
