//! Events: the narration of everything a decision caused, each naming the rule it applied
//! (an id of `RULES-INVENTORY.md`, e.g. `"CG-SHOOT-10"`).
//!
//! Hidden information: [`Event::for_player`] redacts what the other player may not see (the
//! Totem card drawn, the Action cards chosen). Bindings send each player only its own filtered
//! events.

use crate::pending::RollPurpose;
use crate::state::{FigureId, GroupId, Player, Role};
use crate::totem::TotemCard;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use congo_model::stress::StressKind;
use serde::{Deserialize, Serialize};
use tabletop::{Die, DieRoll, Point};

/// An event and the rule that caused it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEvent"))]
pub struct Event {
    /// The rule's inventory id, e.g. `"CG-MELEE-10"`.
    pub rule: Cow<'static, str>,
    /// What happened.
    pub what: What,
}

impl Event {
    pub(crate) const fn new(rule: &'static str, what: What) -> Event {
        Event { rule: Cow::Borrowed(rule), what }
    }

    /// This event as `player` may see it (hidden parts set to `None`).
    pub fn for_player(&self, player: Player) -> Event {
        let what = match &self.what {
            What::TotemDrawn { player: p, reshuffled, .. } if *p != player => {
                What::TotemDrawn { player: *p, card: None, reshuffled: *reshuffled }
            }
            What::ActionCardsChosen { player: p, .. } if *p != player => {
                What::ActionCardsChosen { player: *p, cards: None }
            }
            What::CardChosen { player: p, .. } if *p != player => What::CardChosen { player: *p, card: None },
            What::ConfusionDealt { player: p, .. } if *p != player => What::ConfusionDealt { player: *p, cards: None },
            What::ConfusionSwapped { player: p, .. } if *p != player => {
                What::ConfusionSwapped { player: *p, discarded: None, drawn: None }
            }
            other => other.clone(),
        };
        Event { rule: self.rule.clone(), what }
    }
}

/// Why a group drew a Stress token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoStressCause"))]
#[serde(rename_all = "snake_case")]
pub enum StressCause {
    /// Going to ground.
    GoToGround,
    /// A melee result.
    Melee,
    /// Targeted by muskets.
    Musket,
    /// An uncancelled Terror hit.
    Terror,
    /// Another rule (special rule, adventure, Dangerous Terrain).
    Other,
    /// A ritual: drawn for the incantation, or an effect.
    Ritual,
}

/// How a group left the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoElimination"))]
#[serde(rename_all = "snake_case")]
pub enum Elimination {
    /// Every figure was removed.
    NoFigureLeft,
    /// Four Stress tokens and a single figure.
    FourTokensOneFigure,
    /// Only auxiliaries left (one, or more together): they are no group (CG-MUSTER-15).
    AuxiliaryAlone,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoWhat"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum What {
    /// Star difference: the column with fewer stars draws Totem cards before the game.
    StarDifference {
        /// Who draws.
        player: Player,
        /// How many.
        cards: u8,
    },
    /// A turn begins.
    TurnStarted {
        /// Its number (1-based).
        turn: u8,
    },
    /// A Totem card was drawn (`card` hidden from the opponent).
    TotemDrawn {
        /// Who drew.
        player: Player,
        /// The card, for its owner only.
        card: Option<TotemCard>,
        /// The discard pile was shuffled into a new deck first.
        reshuffled: bool,
    },
    /// A Totem draw found deck and discard pile empty.
    TotemDeckEmpty {
        /// Whose deck.
        player: Player,
    },
    /// The Sorcery card went to the hand (the column has a witchdoctor).
    SorceryCardTaken {
        /// Who.
        player: Player,
    },
    /// Three Action cards were chosen (`cards` hidden from the opponent).
    ActionCardsChosen {
        /// Who.
        player: Player,
        /// The initiatives, for their owner only.
        cards: Option<Vec<u8>>,
    },
    /// An Action step begins.
    StepStarted {
        /// 1 to 3.
        step: u8,
    },
    /// A player chose this step's card (hidden until both are revealed).
    CardChosen {
        /// Who.
        player: Player,
        /// The initiative, for its owner only.
        card: Option<u8>,
    },
    /// Both cards revealed.
    CardsRevealed {
        /// Player One's card.
        one: u8,
        /// Player Two's card.
        two: u8,
    },
    /// A Totem card was played.
    TotemPlayed {
        /// Who.
        player: Player,
        /// The card.
        card: TotemCard,
    },
    /// Initiative tie settled by the token holder.
    InitiativeTie {
        /// The holder who chose.
        holder: Player,
        /// True: the holder resolves first and hands the token over.
        went_first: bool,
        /// Who holds the token now.
        token: Player,
    },
    /// A card begins to be resolved.
    CardResolving {
        /// Whose.
        player: Player,
        /// Its initiative (as printed).
        card: u8,
    },
    /// A card was finished and discarded.
    CardDiscarded {
        /// Whose.
        player: Player,
        /// Its initiative.
        card: u8,
    },
    /// A group moved (Movement action, retreat or flight): the new base centres.
    Moved {
        /// The group.
        group: GroupId,
        /// Its leading figure.
        leader: FigureId,
        /// New positions of its figures.
        to: Vec<(FigureId, Point)>,
        /// It picked up the pace.
        picked_up_pace: bool,
    },
    /// A melee begins.
    MeleeEngaged {
        /// The group that moved into contact.
        attacker: GroupId,
        /// The group engaged.
        defender: GroupId,
    },
    /// A group reloaded (smoke marker removed).
    Reloaded {
        /// The group.
        group: GroupId,
    },
    /// A shot was declared.
    ShotDeclared {
        /// The shooters.
        group: GroupId,
        /// The figure leading the shot.
        leader: FigureId,
        /// The target.
        target: GroupId,
        /// Only the leading figure sees the target.
        partial: bool,
        /// The target's cover die.
        cover: Die,
    },
    /// Dice discarded before a roll.
    DiceDiscarded {
        /// The group.
        group: GroupId,
        /// The discarded dice.
        dice: Vec<Die>,
    },
    /// A pool was rolled.
    Rolled {
        /// The group rolling.
        group: GroupId,
        /// What for.
        purpose: RollPurpose,
        /// The dice.
        dice: Vec<DieRoll>,
        /// Successes (5 or more).
        successes: u8,
    },
    /// A die was re-rolled by a special rule (the event's rule names it); a die is re-rolled at
    /// most once.
    Rerolled {
        /// The group whose roll it is.
        group: GroupId,
        /// The die as first rolled.
        before: DieRoll,
        /// The re-roll, which stands.
        after: DieRoll,
    },
    /// A Stress token passed from one group to another by a special rule (Zamara, Litany).
    StressPassed {
        /// The group that gave it.
        from: GroupId,
        /// The group that took it.
        to: GroupId,
        /// The token.
        token: StressKind,
    },
    /// A special rule's single die (the event's rule names it: Bribe, Bodyguard...).
    SpecialRoll {
        /// The group whose rule it is.
        group: GroupId,
        /// The die.
        roll: DieRoll,
    },
    /// A group bribed its way out of a melee: it retreats and no melee takes place (Bribe).
    Bribed {
        /// The group.
        group: GroupId,
    },
    /// A special rule cancelled one casualty (Reckless).
    CasualtyCancelled {
        /// The group.
        group: GroupId,
    },
    /// Hits scored (shooting or Terror).
    Hits {
        /// The group hit.
        group: GroupId,
        /// How many.
        hits: u8,
    },
    /// Hits cancelled by cover or Bravery.
    HitsCancelled {
        /// The group.
        group: GroupId,
        /// Cancelled.
        cancelled: u8,
        /// Left.
        remaining: u8,
    },
    /// A smoke marker was placed.
    SmokeMarker {
        /// The group.
        group: GroupId,
    },
    /// The terrifying death roll.
    DeathRoll {
        /// The group.
        group: GroupId,
        /// The D10.
        roll: DieRoll,
        /// A 1: a character or auxiliary must be among the casualties.
        character_must_fall: bool,
    },
    /// A figure was removed.
    FigureRemoved {
        /// Its group.
        group: GroupId,
        /// The figure.
        figure: FigureId,
        /// What it was.
        role: Role,
    },
    /// A group left the table.
    GroupEliminated {
        /// The group.
        group: GroupId,
        /// Why.
        reason: Elimination,
    },
    /// A Stress token was drawn (`None`: the bag was empty).
    StressDrawn {
        /// The group.
        group: GroupId,
        /// The token.
        token: Option<StressKind>,
        /// Why.
        cause: StressCause,
    },
    /// A Stress token went back to the bag.
    StressReturned {
        /// The group.
        group: GroupId,
        /// The token.
        token: StressKind,
    },
    /// A group at four tokens had to draw: it flees instead.
    FleesInsteadOfStress {
        /// The group.
        group: GroupId,
    },
    /// A group that already fled this step had to flee or draw again: it loses a figure.
    CasualtyInsteadOfFlight {
        /// The group.
        group: GroupId,
    },
    /// A group fled.
    Fled {
        /// The group.
        group: GroupId,
        /// The closest threat within M, if any.
        threat: Option<GroupId>,
        /// It could not make its full S move.
        limited: bool,
    },
    /// A group retreated after a melee.
    Retreated {
        /// The group.
        group: GroupId,
        /// The group it retreated from.
        from: GroupId,
        /// It could not make its full S move.
        limited: bool,
    },
    /// The melee's outcome.
    MeleeResult {
        /// Attacker.
        attacker: GroupId,
        /// Defender.
        defender: GroupId,
        /// Attacker's hits.
        attacker_hits: u8,
        /// Defender's hits.
        defender_hits: u8,
        /// The winner (`None`: a draw).
        winner: Option<GroupId>,
        /// Figures the loser removes.
        casualties: u8,
    },
    /// Panic tokens returned to the bag in the end phase.
    PanicReturned {
        /// The group.
        group: GroupId,
        /// How many.
        count: u8,
    },
    /// A turn ended.
    TurnEnded {
        /// Its number.
        turn: u8,
    },
    /// End-of-game victory points for one item.
    VictoryPoints {
        /// Who scores.
        player: Player,
        /// The dice rolled (none for a penalty).
        dice: Vec<DieRoll>,
        /// Points (negative for a lost auxiliary).
        points: i32,
        /// What for.
        reason: VpReason,
    },
    /// An Adventure objective scored at an End phase ("each End phase" objectives).
    ObjectivePoints {
        /// Who scored.
        player: Player,
        /// The objective's index in the Adventure's `objectives`.
        objective: u8,
        /// Points scored this End phase.
        points: i32,
    },
    /// An Adventure objective's points for a column at the end of the game, added to its
    /// general victory points (CG-VP-04).
    ObjectiveScored {
        /// The column.
        player: Player,
        /// The objective's index in the Adventure's `objectives`.
        objective: u8,
        /// The objective's name.
        name: alloc::string::String,
        /// Its points (the running total of an "each End phase" objective).
        points: i32,
    },
    /// The game is over.
    GameOver {
        /// Total victory points, `[One, Two]`.
        points: [i32; 2],
        /// The winner; `None` for a draw.
        winner: Option<Player>,
    },
    // ---- Culture special rules (crate::special) ----
    /// A culture's special rule took effect for a group (the event's rule id names it).
    SpecialRuleUsed {
        /// The group whose rule it is.
        group: GroupId,
        /// The rule's printed name.
        rule: Cow<'static, str>,
    },
    /// A special rule's own roll (the King's Authority 2D8): no discards, no Crocodile.
    SpecialRuleRolled {
        /// The group whose rule it is.
        group: GroupId,
        /// The dice.
        dice: Vec<DieRoll>,
        /// Successes.
        successes: u8,
    },
    /// A Totem card went from the hand to the discard pile without being played (Big Chief).
    TotemDiscarded {
        /// Whose.
        player: Player,
        /// The card (face up).
        card: TotemCard,
    },
    /// Two groups exchanged Stress tokens (the War Drum's Litany).
    StressExchanged {
        /// The exchange.
        swap: congo_model::stress::LitanySwap,
    },
    /// A player played the Sorcery card: his witchdoctor casts a ritual.
    RitualCast {
        /// The caster.
        player: Player,
        /// The witchdoctor's group.
        group: GroupId,
        /// The ritual and its target.
        cast: crate::decision::RitualCast,
    },
    /// A Panic token drawn during the incantation: the ritual fails and the witchdoctor is
    /// eliminated.
    RitualMiscast {
        /// His group.
        group: GroupId,
        /// The witchdoctor.
        witchdoctor: FigureId,
    },
    /// The ritual roll's result (0 successes: the ritual failed; the event's rule names the
    /// effect applied).
    RitualResolved {
        /// The ritual.
        ritual: crate::profile::Ritual,
        /// Successes rolled.
        successes: u8,
    },
    /// Totem cards went back into the deck, which was shuffled (the Mandrill's Dance).
    TotemsReturned {
        /// Whose.
        player: Player,
        /// How many cards went back.
        count: u8,
    },
    /// Pygmies' Poison: `casualties` figures of `group` fall to poisoned arrows, with no Cover
    /// roll (two or three successes showing the same face).
    Poisoned {
        /// The target group.
        group: GroupId,
        /// Casualties caused.
        casualties: u8,
    },
    /// A special rule gave a group extra Combat dice for one melee (Frenzy).
    CombatDiceGained {
        /// The group.
        group: GroupId,
        /// The dice.
        dice: Vec<Die>,
    },
    /// Dangerous Terrain, the Universal Special Rules and wild animals
    /// ([`congo_model::dangerous_terrain::TerrainEvent`]).
    Terrain {
        /// What happened.
        event: congo_model::dangerous_terrain::TerrainEvent,
    },
    // ---- Universal Special Rules of the Adventure (crate::universal) ----
    /// A group picked up an Object or Loot token (Objects).
    PiecePickedUp {
        /// The group.
        group: GroupId,
        /// The piece's index.
        piece: u16,
    },
    /// An Independent Character joined a group.
    CharacterJoined {
        /// The group.
        group: GroupId,
        /// The character's piece index.
        piece: u16,
    },
    /// A group left what it held on the table (it fled, was eliminated, or lost to an animal).
    PiecesLeft {
        /// The group.
        group: GroupId,
        /// The pieces left (an ordinary Loot token it carried becomes a piece here).
        pieces: Vec<u16>,
        /// Where they lie.
        at: Point,
    },
    /// The winner of a melee took what the loser held.
    PiecesTaken {
        /// The loser.
        from: GroupId,
        /// The winner.
        to: GroupId,
        /// The pieces taken.
        pieces: Vec<u16>,
        /// Ordinary Loot tokens taken.
        loot: u8,
    },
    /// A waiting group entered the table at its entry point.
    GroupEntered {
        /// The group.
        group: GroupId,
        /// Where its leading figure came on.
        at: Point,
    },
    /// A detachment's entry point was rolled.
    EntryPointRolled {
        /// The column.
        player: Player,
        /// The detachment's index.
        detachment: u8,
        /// The die.
        roll: DieRoll,
        /// The entry point.
        point: Point,
    },
    /// A group left the table (it keeps what it carries).
    GroupExited {
        /// The group.
        group: GroupId,
        /// The edge.
        edge: crate::geometry::Edge,
    },
    /// A house was plundered: the 1D6 and its result.
    Plundered {
        /// The group.
        group: GroupId,
        /// The house.
        building: crate::geometry::AreaId,
        /// The die.
        roll: DieRoll,
        /// The result.
        result: crate::adventure::plunder::PlunderResult,
    },
    /// A group got a house's Plunder token.
    PlunderTokenGained {
        /// The group.
        group: GroupId,
        /// The house.
        building: crate::geometry::AreaId,
    },
    /// A house was set on fire: no Plunder token any more.
    HouseOnFire {
        /// The house.
        building: crate::geometry::AreaId,
    },
    /// A melee against a livestock animal (3D6).
    CattleMelee {
        /// The group.
        group: GroupId,
        /// The animal's piece index.
        piece: u16,
        /// The group's successes.
        group_hits: u8,
        /// The animal's dice.
        animal: Vec<DieRoll>,
        /// Its successes.
        animal_hits: u8,
        /// The group won (more successes).
        won: bool,
    },
    /// A livestock animal joined a group.
    CattleJoined {
        /// The group.
        group: GroupId,
        /// The animal's piece index.
        piece: u16,
    },
    /// A livestock animal was removed from the game.
    CattleRemoved {
        /// The animal's piece index.
        piece: u16,
    },
    /// A livestock animal moved away.
    CattleMoved {
        /// The animal's piece index.
        piece: u16,
        /// Where it went.
        to: Point,
    },
    /// An Exhausted roll after deployment.
    ExhaustedRoll {
        /// The group.
        group: GroupId,
        /// The D8.
        roll: DieRoll,
        /// What it means.
        result: crate::adventure::ExhaustedResult,
    },
    /// Confusion dealt a player his three Action cards (`cards` for him only).
    ConfusionDealt {
        /// Who.
        player: Player,
        /// The cards, for their owner only.
        cards: Option<Vec<u8>>,
    },
    /// Confusion: a player swapped a card (the cards for him only).
    ConfusionSwapped {
        /// Who.
        player: Player,
        /// The card discarded, for its owner only.
        discarded: Option<u8>,
        /// The card drawn, for its owner only.
        drawn: Option<u8>,
    },
    /// Confusion: a player kept his three cards (and draws a Totem card).
    ConfusionKept {
        /// Who.
        player: Player,
    },
    /// An Independent Character fled the group he had joined (CG-USR-14): he now stands alone
    /// at `at`.
    CharacterFled {
        /// The group he fled.
        group: GroupId,
        /// The character's piece index.
        piece: u16,
        /// Where he stands now.
        at: Point,
        /// He picked up the pace.
        picked_up_pace: bool,
    },
    /// An Independent Character told to flee stays where he is: he is with no group on the table
    /// (`group: None`), or no move is open to him (CG-USR-14).
    CharacterStays {
        /// The character's piece index.
        piece: u16,
        /// The group he stays with, if any.
        group: Option<GroupId>,
    },
    /// A black Influence action spent on Terror at an enemy group (Congo rulebook, "Overcoming
    /// your Fears", Terror): its Terror hits and Bravery roll follow.
    TerrorDeclared {
        /// The player using Terror.
        player: Player,
        /// The enemy group targeted.
        target: GroupId,
    },
    /// A group's Stress draw took an Animal token (Wild Animals, CG-ANIMAL-01) or a numbered
    /// Event token (Special Events, CG-USR-19) out of the bag: it is resolved (the animal
    /// appears, the Adventure's event happens), then the group draws a further token.
    BagTokenDrawn {
        /// The group that drew it.
        group: GroupId,
        /// The token.
        token: congo_model::stress::BagToken,
    },
    /// An Independent Character the Adventure makes eliminable (`eliminable: true`) was
    /// eliminated with the group he was with (Congo rulebook, "Universal Special Rules",
    /// Independent Character: "cannot be eliminated (except as specified by the Adventure)";
    /// ruling "An eliminable Independent Character"). He is gone from the game.
    CharacterEliminated {
        /// The group he was with.
        group: GroupId,
        /// The character's piece index.
        piece: u16,
    },
    /// A card's owner took none of its actions (he passed them, or none was open to his groups)
    /// before it was discarded (CG-TURN-05): told just before its [`What::CardDiscarded`]. A
    /// Totem card played or a trap set under it is no action of the card.
    NoActionTaken {
        /// Whose card.
        player: Player,
        /// Its initiative.
        card: u8,
    },
    /// The end of an Action step: the wild animals act (CG-ANIMAL-07, CG-ANIMAL-10; the event's
    /// rule is that of the first animal acting). Told once, before the first animal that does
    /// something (a lion's wake roll, a gorilla's charge); not told when none does.
    WildAnimalsAct {
        /// The Action step ending (1 to 3).
        step: u8,
    },
    /// The Ritual of the Mad Hyena took effect but moved nobody (CG-RITUAL-13 to -15; the
    /// strange drums' too): the caster left `group` where it is (`UseRule { accept: false }`),
    /// or chose the Panic token (`panic: true`), which the group could not take (it holds four
    /// Stress tokens, or the bag has no Panic token left).
    MadHyenaUnused {
        /// The group the ritual would have moved.
        group: GroupId,
        /// The Panic token was chosen, and could not be given.
        panic: bool,
    },
}

/// What a victory-point roll was for ("Ending the Adventure").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoVpReason"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VpReason {
    /// An enemy character eliminated: 1D8 per star, 2 VP per success.
    EnemyCharacter {
        /// His figure.
        figure: FigureId,
    },
    /// A Loot token held: 3D6, 1 VP per success.
    Loot,
    /// One of your auxiliaries eliminated: -2 VP.
    OwnAuxiliaryLost {
        /// Its figure.
        figure: FigureId,
    },
    /// The Reporter's Telling a story: 1 VP per success of one die per full three VP scored.
    TellingAStory,
}
