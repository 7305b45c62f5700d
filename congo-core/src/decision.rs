//! Every decision a player can send (Congo rulebook, the chapters named on each variant).
//!
//! JSON shape: `{"type": "<snake_case variant>", ...fields}`.

use crate::cards::ActionKind;
use crate::state::{FigureId, GroupId};
use alloc::vec::Vec;
use congo_model::stress::StressKind;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Point};

/// A player's decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDecision"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a Congo decision: an object with a `type` (e.g. `end_card`), as the legal decisions list them")]
pub enum Decision {
    /// Opening phase: the three Action cards (by initiative) for this turn, chosen secretly
    /// ("Planning the Expedition", Opening phase).
    ChooseActionCards {
        /// Three distinct initiatives of the player's seven cards.
        cards: Vec<u8>,
    },
    /// Action step: the card (by initiative) played this step, chosen secretly among the
    /// turn's three not yet played ("Actions phase").
    ChooseCard {
        /// Its initiative.
        card: u8,
    },
    /// The Cheetah window, just after both cards are revealed: play the Cheetah (its Totem card
    /// id) or pass (`None`). Both players are always asked, so that passing reveals nothing.
    Cheetah {
        /// The Cheetah's card id, or `None` to pass.
        card: Option<u8>,
    },
    /// Initiative tie: the Initiative token holder resolves first (and hands the token over) or
    /// lets the opponent resolve first (and keeps it) ("Initiative token").
    Initiative {
        /// True: resolve first and give the token away.
        go_first: bool,
    },
    /// A Movement action ("Moving along the Track"): the leading figure's base centre moves
    /// along `path` (one or two points: the end of each S stick used; a second picks up the
    /// pace). To engage in melee, `engage` names the enemy group the stick touches; the leading
    /// figure stops in base contact with it. `formation` places every living figure of the group
    /// (in the group's figure order), then each Independent Character with it (in piece order),
    /// when gathering; `None` asks for geometry's automatic
    /// gathering. `giraffe` plays a Giraffe Totem card for an extra S stick: the path's last
    /// point is then the end of the Giraffe's stick ("Taming the Jungle Spirits", Giraffe).
    Move {
        /// The moving group.
        group: GroupId,
        /// Its leading figure.
        leader: FigureId,
        /// The end points of the sticks, in order (1 or 2 points).
        path: Vec<Point>,
        /// The enemy group engaged, if any (black Movement only).
        engage: Option<GroupId>,
        /// The gathered formation, or `None` for the automatic gathering.
        formation: Option<Vec<Point>>,
        /// A Giraffe Totem card played for an extra S stick (the path's last), by card id:
        /// not limited by enemy proximity, usable whenever the group may move (absent in JSON =
        /// `None`).
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        giraffe: Option<u8>,
    },
    /// A Shooting action ("Big Game Hunting"): `leader` leads the shot at `target`. `giraffe`
    /// plays a Giraffe Totem card for +S range.
    Shoot {
        /// The shooting group.
        group: GroupId,
        /// The figure leading the shot.
        leader: FigureId,
        /// The enemy group shot at.
        target: GroupId,
        /// A Giraffe Totem card played for +S range, by card id.
        giraffe: Option<u8>,
    },
    /// A Shooting action spent reloading: removes the group's smoke marker ("Muskets").
    Reload {
        /// The group.
        group: GroupId,
    },
    /// An Influence action: Rally one of your groups ("Overcoming your Fears", Rally).
    Rally {
        /// The group.
        group: GroupId,
    },
    /// A black Influence action: Terror on an enemy group ("Overcoming your Fears", Terror).
    Terror {
        /// The enemy group.
        target: GroupId,
    },
    /// Play a Lion Totem card: add one black action of `action`'s kind to the card being
    /// resolved ("Taming the Jungle Spirits", Lion).
    Lion {
        /// The card id.
        card: u8,
        /// The action added (its colour is ignored: a Lion's action is always black).
        action: ActionKind,
    },
    /// Play a Gorilla Totem card: add two red Movement actions to the card being resolved.
    Gorilla {
        /// The card id.
        card: u8,
    },
    /// Play a Buffalo Totem card: return one non-Panic Stress token of one of your groups.
    Buffalo {
        /// The card id.
        card: u8,
        /// The group.
        group: GroupId,
        /// The token's kind (never Panic).
        token: StressKind,
    },
    /// Finish the card being resolved; its unused actions are lost.
    EndCard,
    /// Roll the dice of a pending roll: the dice to discard (one per Stress token of the kind,
    /// or those partial shooting leaves out), and a Crocodile Totem card to add, by id.
    Roll {
        /// Die types to discard, exactly as many as the prompt's `drop`.
        drop: Vec<Die>,
        /// A Crocodile card played on this roll, by id.
        crocodile: Option<u8>,
    },
    /// Go to ground: draw one Stress token for one extra D8 Cover die ("Cover rolls").
    GoToGround,
    /// The figures removed as casualties ("Casualty removal").
    RemoveCasualties {
        /// Exactly the prompt's number of figures of the group.
        figures: Vec<FigureId>,
    },
    /// Use the special rule a [`crate::pending::Ask::UseRule`] offers (`true`), or not (the
    /// culture chapters: e.g. Adventurers' Reckless).
    UseRule {
        /// True: use it.
        accept: bool,
    },
    /// Zamara: take one `token` from the friendly group `from` before rallying; `None` for both
    /// stops taking ("The Sultanate of Zanzibar", the Emir).
    TakeStress {
        /// The group giving the token.
        from: Option<GroupId>,
        /// The token's kind.
        token: Option<StressKind>,
    },
    /// Spiritual Guidance: the group that takes the token the Sheikh's group drew ("The
    /// Sultanate of Zanzibar", the Sheikh).
    GiveStress {
        /// One of the prompt's groups.
        to: GroupId,
    },
    /// Rally: which Stress tokens go back to the bag (one kind per success).
    ReturnStress {
        /// Exactly the prompt's number of tokens.
        tokens: Vec<StressKind>,
    },
    /// After winning a melee fought across an obstacle, the attacker crosses it at once (`true`)
    /// or stays where it is ("Surviving in Dangerous Lands", Obstacles: "If the attacking group
    /// wins the combat, it may immediately cross the obstacle"). The group keeps its formation
    /// and steps straight over the obstacle's line (docs/rulings.md).
    CrossObstacle {
        /// True: cross.
        cross: bool,
    },
    // ---- Culture special rules (crate::special) ----
    /// The Prince's Frenzy, before a melee: the figure of his group eliminated for three Combat
    /// dice of its Combat type, or `None` not to use it ("The African Kingdoms").
    Frenzy {
        /// The figure sacrificed, one of the prompt's `figures`.
        figure: Option<FigureId>,
    },
    /// Remove one Stress token of `group` (one success of the King's Authority; "The African
    /// Kingdoms").
    RemoveStress {
        /// One of the prompt's groups.
        group: GroupId,
        /// One of its tokens.
        token: StressKind,
    },
    /// The War Drum's Litany at the beginning of a turn: an exchange of two Stress tokens, or
    /// `None` to pass ("The African Kingdoms").
    Litany {
        /// The exchange.
        swap: Option<congo_model::stress::LitanySwap>,
    },
    /// Answer an [`crate::pending::Ask::Choose`] (Dangerous Terrain, wild animals).
    Choose {
        /// One of the options offered.
        choice: congo_model::dangerous_terrain::Choice,
    },
    /// Traps (Congo rulebook, "Universal Special Rules"): before resolving the card in play,
    /// discard the Totem `card` to trap the enemy `group`, which stands in a dangerous area.
    SetTrap {
        /// The Totem card discarded (its id).
        card: u8,
        /// The trapped enemy group.
        group: GroupId,
    },
    /// After one of your Action cards, with the Sorcery card in hand: cast one of your
    /// witchdoctor's rituals at a target, or `None` to keep the card ("Believing in the
    /// Impossible").
    Sorcery {
        /// The ritual and its target, or `None`.
        cast: Option<RitualCast>,
    },
    /// The incantation: draw one Stress token onto the witchdoctor's group for one more Sorcery
    /// die ([`Decision::Roll`] rolls instead; "Believing in the Impossible").
    DrawStressToken,
    /// The Ritual of the Mandrill's Dance: the Totem cards kept, by id, exactly as many as the
    /// prompt's `keep` ("The Forest Tribes").
    ChooseTotems {
        /// The cards kept.
        cards: Vec<u8>,
    },
    /// Big Chief: the Totem card kept of the two drawn (the other is discarded; "The Forest
    /// Tribes").
    KeepTotem {
        /// Its id, one of the prompt's `cards`.
        card: u8,
    },
    // ---- Universal Special Rules of the Adventure (crate::universal) ----
    /// A Movement action reaching an Adventure piece lying on the table (its index in the
    /// game's pieces): an Object or Loot token is picked up (the leading figure takes its
    /// place; "Objects"), an Independent Character joins the group ("Independent Character"),
    /// a livestock animal is met in melee ("Cattle"). `path` as for [`Decision::Move`]: the
    /// move stops where a stick first touches the piece. A group waiting off table reaches as it
    /// enters ("Enter on the table"): led by its first figure, two sticks, the first ending on
    /// its entry point (an Independent Character or an Object; docs/rulings.md "Joining an
    /// Independent Character on entry").
    Reach {
        /// The moving group.
        group: GroupId,
        /// Its leading figure.
        leader: FigureId,
        /// The end points of the sticks (1 or 2).
        path: Vec<Point>,
        /// The piece's index.
        piece: u16,
        /// The gathered formation (the group's figures, then the Independent Characters with it;
        /// joining one, his spot last), or `None` for the automatic gathering.
        formation: Option<Vec<Point>>,
    },
    /// A Movement action bringing a group waiting off table onto it: the end of the first stick
    /// on its detachment's entry point, optionally a second stick (picking up the pace) that may
    /// engage `engage` ("Enter on the table").
    Enter {
        /// The waiting group.
        group: GroupId,
        /// The end of a second stick, if any.
        second: Option<Point>,
        /// The enemy group the second stick engages, if any (black Movement only).
        engage: Option<GroupId>,
        /// The gathered formation (the leader, figure 0, first), or `None` for the automatic one.
        formation: Option<Vec<Point>>,
        /// The wild animal the second stick engages instead of an enemy group, if any (black
        /// Movement only; the animal "counts as an enemy for both sides"). Absent in JSON: none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        animal: Option<congo_model::adventure::animals::AnimalId>,
    },
    /// Plunder a house ("Plunder"): as a Movement action of a group starting in contact with it,
    /// or in answer to [`crate::pending::Ask::Plunder`] after a move ending in contact.
    Plunder {
        /// The group.
        group: GroupId,
        /// The house's area.
        building: crate::geometry::AreaId,
    },
    /// Confusion: the card of the dealt hand to discard for one dealt at random, or `None` to
    /// keep the three cards and draw a Totem card ("Confusion").
    Confusion {
        /// The card's initiative, or `None`.
        discard: Option<u8>,
    },
    /// Decline what a prompt offers: not to plunder, not to move after plundering.
    Stay,
    /// Harassment (Pygmy Warriors; Congo rulebook, "The Forest Tribes"): a Shooting action
    /// resolved just *before* the group's Movement action, on a card with a Movement action
    /// left (the shot takes no circle). Once the shot is resolved the group is asked for its
    /// move ([`crate::pending::Ask::ExtraAction`]), which takes the card's Movement action;
    /// declining it still spends that action. Fields as for [`Decision::Shoot`].
    Harass {
        /// The shooting group (one with Harassment that has not acted this step).
        group: GroupId,
        /// Its figure leading the shot.
        leader: FigureId,
        /// The enemy group shot at.
        target: GroupId,
        /// A Giraffe Totem card played for +S range, by id.
        giraffe: Option<u8>,
    },
    /// The leading figure of a retreat or flight, one of the prompt's `figures` ("Running
    /// Away"); the engine then places the stick that takes it farthest from the opponent or
    /// threat (or nearest the table edge).
    RunAwayLeader {
        /// The leading figure.
        figure: FigureId,
    },
    /// A Shooting action at a wild animal (Congo rulebook, "Universal Special Rules", Lion and
    /// The gorilla: "can be the target of a shooting action"): `leader` leads the shot at the
    /// living `animal` (its index in the game's animals), as [`Decision::Shoot`] in every other
    /// respect. The animal rolls a D10 Cover die per hit (the lion re-rolls each failure once);
    /// an uncancelled hit kills the lion; one enrages the gorilla, two kill it.
    ShootAnimal {
        /// The shooting group.
        group: GroupId,
        /// The figure leading the shot.
        leader: FigureId,
        /// The animal shot at.
        animal: congo_model::adventure::animals::AnimalId,
        /// A Giraffe Totem card played for +S range, by id.
        giraffe: Option<u8>,
    },
    /// A black Movement action engaging a wild animal in melee (Congo rulebook, "Universal
    /// Special Rules", Lion and The gorilla: "The lion model counts as an enemy for both
    /// sides"; "Defeating your Enemies", Engaging in melee: "one of your movement sticks must
    /// touch at least one figure of the target group"). As [`Decision::Move`] with the living
    /// `animal` (its index in the game's animals) in place of `engage`: a stick must touch its
    /// base, the leading figure stops in base contact with it, and the melee is fought at once
    /// with the animal's dice (the lion's 2D8 plus 1D8 per Stress token of the group, the
    /// gorilla's exploding 4D6; the animal re-rolls its failed dice once when the group engaged
    /// it across an obstacle, and a winning group may then cross it). `giraffe`: a Giraffe Totem
    /// card whose extra S stick is the path's last, as on [`Decision::Move`].
    EngageAnimal {
        /// The moving group.
        group: GroupId,
        /// Its leading figure.
        leader: FigureId,
        /// The end points of the sticks, in order (1 or 2 points, then the Giraffe's stick if any).
        path: Vec<Point>,
        /// The animal engaged.
        animal: congo_model::adventure::animals::AnimalId,
        /// The gathered formation, or `None` for the automatic gathering.
        formation: Option<Vec<Point>>,
        /// A Giraffe Totem card played for its extra S stick, by id. Absent in JSON: none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        giraffe: Option<u8>,
    },
    /// Harassment's shot before the move (Pygmy Warriors; Congo rulebook, "The Forest Tribes":
    /// "Pygmy Warriors can resolve a shooting action") at a wild animal, which "can be the
    /// target of a shooting action": as [`Decision::Harass`], the shot being the
    /// [`Decision::ShootAnimal`] at `animal`.
    HarassAnimal {
        /// The shooting group (one with Harassment that has not acted this step).
        group: GroupId,
        /// Its figure leading the shot.
        leader: FigureId,
        /// The animal shot at.
        animal: congo_model::adventure::animals::AnimalId,
        /// A Giraffe Totem card played for +S range, by id.
        giraffe: Option<u8>,
    },
}

/// A ritual cast: which, and at whom (Congo rulebook, "Believing in the Impossible").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitualCast"))]
#[serde(expecting = "a ritual: an object with `ritual` and `target`")]
#[serde(deny_unknown_fields)]
pub struct RitualCast {
    /// The ritual, one the witchdoctor knows.
    pub ritual: crate::profile::Ritual,
    /// Its target: a group (Bull's Breath, Wild Hunt), a character (Bloody Hand), or `None`
    /// for the rituals whose choices come with the result (Mandrill's Dance, Macabre Blessing).
    pub target: Option<RitualTarget>,
    /// A Giraffe Totem card played for +S to the ritual's range (its id; Congo rulebook,
    /// "Taming the Jungle Spirits": "or your ritual range by S"): Bull's Breath reaches L+S,
    /// the Macabre Blessing M+S or L+S. Only for a ritual with a range; left out of the JSON
    /// when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub giraffe: Option<u8>,
}

/// What a ritual is cast at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRitualTarget"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a ritual's target: an object whose `type` is `group` or `character`")]
pub enum RitualTarget {
    /// A group.
    Group {
        /// The group.
        group: GroupId,
    },
    /// A character, by figure.
    Character {
        /// The character's figure.
        figure: FigureId,
    },
}
