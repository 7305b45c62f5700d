//! Who must decide what now (`crate::Game::pending`).

use crate::cards::CardAction;
use crate::state::{GroupId, Player};
use alloc::vec::Vec;
use congo_model::stress::StressKind;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// Why a roll is being made (for prompts and events).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRollPurpose"))]
#[serde(rename_all = "snake_case")]
pub enum RollPurpose {
    /// Shooting Attack dice.
    Attack,
    /// Cover dice against a shot.
    Cover,
    /// Combat dice of the attacking group in a melee.
    MeleeAttack,
    /// Combat dice of the defending group in a melee.
    MeleeDefence,
    /// Bravery dice of a Rally.
    Rally,
    /// Bravery dice against Terror hits.
    Terror,
    /// A witchdoctor's ritual roll (Sorcery dice).
    Ritual,
}

/// One player's pending decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAsk"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Ask {
    /// Choose three Action cards ([`crate::Decision::ChooseActionCards`]).
    ChooseActionCards {
        /// Initiatives of the seven cards.
        available: Vec<u8>,
    },
    /// Choose this step's card ([`crate::Decision::ChooseCard`]).
    ChooseCard {
        /// Initiatives still playable this turn (hidden from the opponent in views).
        available: Vec<u8>,
    },
    /// The Cheetah window ([`crate::Decision::Cheetah`]).
    Cheetah,
    /// Initiative tie ([`crate::Decision::Initiative`]).
    InitiativeTie {
        /// The tied initiative.
        initiative: u8,
    },
    /// Resolve the card in play: an action, a Lion/Gorilla/Buffalo, or [`crate::Decision::EndCard`].
    CardAction {
        /// The card's initiative.
        card: u8,
        /// The actions still available (including those a Lion or Gorilla added).
        remaining: Vec<CardAction>,
    },
    /// Roll a pool ([`crate::Decision::Roll`]).
    Roll {
        /// The rolling group.
        group: GroupId,
        /// What for.
        purpose: RollPurpose,
        /// The pool before discards.
        dice: Vec<Die>,
        /// How many dice must be discarded.
        drop: u8,
    },
    /// Cover against a shot: go to ground ([`crate::Decision::GoToGround`]) or roll
    /// ([`crate::Decision::Roll`] with no discards).
    Cover {
        /// The target group.
        group: GroupId,
        /// The hits to cancel.
        hits: u8,
        /// The pool so far (one cover die per hit plus one D8 per token drawn).
        dice: Vec<Die>,
    },
    /// Remove casualties ([`crate::Decision::RemoveCasualties`]).
    Casualties {
        /// The group.
        group: GroupId,
        /// How many figures.
        count: u8,
        /// A failed terrifying death roll: one must be a character or auxiliary.
        character_must_fall: bool,
    },
    /// Use a special rule that gives its owner a choice, or not ([`crate::Decision::UseRule`]).
    UseRule {
        /// The group whose rule it is.
        group: GroupId,
        /// The rule, with its values (e.g. Reckless: the tokens it costs).
        rule: crate::profile::SpecialRule,
    },
    /// The Emir's Zamara, before his group rallies: take one Stress token from one of the
    /// `offers` groups, or stop ([`crate::Decision::TakeStress`]).
    TakeStress {
        /// The Emir's group.
        group: GroupId,
        /// Friendly groups within reach holding tokens.
        offers: Vec<GroupId>,
    },
    /// The Sheikh's Spiritual Guidance: which group takes the token his group drew
    /// ([`crate::Decision::GiveStress`]).
    GiveStress {
        /// The Sheikh's group.
        group: GroupId,
        /// The token drawn.
        token: StressKind,
        /// The groups that may take it.
        to: Vec<GroupId>,
    },
    /// Choose the Stress tokens a Rally returns ([`crate::Decision::ReturnStress`]).
    ReturnStress {
        /// The group.
        group: GroupId,
        /// How many.
        count: u8,
        /// Its tokens.
        tokens: Vec<StressKind>,
    },
    /// The attacker won a melee fought across an obstacle: cross it now, or stay
    /// ([`crate::Decision::CrossObstacle`]; "Surviving in Dangerous Lands", Obstacles).
    CrossObstacle {
        /// The winning attacker.
        group: GroupId,
        /// The obstacle.
        obstacle: crate::geometry::table::ObstacleId,
    },
    // ---- Culture special rules (crate::special) ----
    /// Frenzy before a melee ([`crate::Decision::Frenzy`]).
    Frenzy {
        /// The Prince's group.
        group: GroupId,
        /// The figures that may be sacrificed (the group stays one unbroken chain).
        figures: Vec<crate::state::FigureId>,
    },
    /// Remove a Stress token from one of `groups` ([`crate::Decision::RemoveStress`]); `count`
    /// tokens are still to remove, one per decision.
    RemoveStress {
        /// Tokens still to remove.
        count: u8,
        /// The groups that may lose one (each holds at least one token).
        groups: Vec<GroupId>,
    },
    /// The War Drum's Litany at the beginning of the turn ([`crate::Decision::Litany`]).
    Litany,
    /// Choose one of the options a Dangerous Terrain entry, a trap or a wild animal offers
    /// (Congo rulebook, "Dangerous Terrain Table"; answer: [`crate::Decision::Choose`]).
    Choose {
        /// The group concerned, if any.
        group: Option<GroupId>,
        /// The rule asking (an entry's id, e.g. `"CG-DT-JUNGLE-31"`).
        rule: alloc::string::String,
        /// The options.
        options: Vec<congo_model::dangerous_terrain::Choice>,
    },
    /// After one of your Action cards, with the Sorcery card in hand: cast a ritual or not
    /// ([`crate::Decision::Sorcery`]).
    Sorcery {
        /// The witchdoctor's group.
        group: GroupId,
        /// The rituals he knows.
        rituals: Vec<crate::profile::Ritual>,
    },
    /// The incantation: draw a Stress token for one more die
    /// ([`crate::Decision::DrawStressToken`]) or roll ([`crate::Decision::Roll`], no discards,
    /// a Crocodile allowed).
    Incantation {
        /// The witchdoctor's group.
        group: GroupId,
        /// The ritual.
        ritual: crate::profile::Ritual,
        /// The Sorcery dice so far.
        dice: Vec<Die>,
        /// A Stress token may still be drawn.
        may_draw: bool,
    },
    /// The Ritual of the Bloody Hand succeeded against a character: his group draws `stress`
    /// Stress tokens to save him ([`crate::Decision::UseRule`] `true`) or he is eliminated.
    SaveCharacter {
        /// His group.
        group: GroupId,
        /// The character.
        character: crate::state::FigureId,
        /// Tokens that save him.
        stress: u8,
    },
    /// The Ritual of the Mandrill's Dance: keep `keep` of `cards`
    /// ([`crate::Decision::ChooseTotems`]). Hidden from the opponent (empty in his view).
    ChooseTotems {
        /// The cards offered, by id.
        cards: Vec<u8>,
        /// How many to keep.
        keep: u8,
    },
    /// A special rule grants `action` to one of `groups` after the action of `group` (Drums,
    /// Inspiration, Bond, Harassment): the usual Move, Shoot, Reload or Rally decision, taking
    /// no circle of the card, or [`crate::Decision::UseRule`] `false` to let it go. After a
    /// [`crate::Decision::Harass`] shot the group's own move is asked this way: it takes the
    /// card's Movement action, taken or declined.
    ExtraAction {
        /// The rule, with its values.
        rule: crate::profile::SpecialRule,
        /// The group whose action brought it.
        group: GroupId,
        /// The action granted.
        action: crate::cards::ActionKind,
        /// The groups that may take it.
        groups: Vec<GroupId>,
    },
    /// The Ritual of the Mad Hyena: move `group` (of either side) with a
    /// [`crate::Decision::Move`] (one S stick when `one_stick`), give it a Panic token instead
    /// ([`crate::Decision::UseRule`] `true`, when `panic`), or leave it (`false`).
    MadHyena {
        /// The group.
        group: GroupId,
        /// One S stick only.
        one_stick: bool,
        /// The Panic token may be given instead.
        panic: bool,
    },
    /// Big Chief: keep one of the two Totem cards drawn ([`crate::Decision::KeepTotem`]).
    /// Hidden from the opponent (empty in his view).
    BigChief {
        /// The two cards' ids.
        cards: Vec<u8>,
    },
    // ---- Universal Special Rules of the Adventure (crate::universal) ----
    /// Confusion: the three Action cards dealt at random; discard one for another, or keep them
    /// and draw a Totem card ([`crate::Decision::Confusion`]). Hidden from the opponent (empty in
    /// his view).
    Confusion {
        /// The dealt cards' initiatives.
        hand: Vec<u8>,
    },
    /// The group ended its move in contact with houses: plunder one
    /// ([`crate::Decision::Plunder`]) or not ([`crate::Decision::Stay`]).
    Plunder {
        /// The group.
        group: GroupId,
        /// The houses it touches.
        houses: Vec<crate::geometry::AreaId>,
    },
    /// After plundering from contact, the group may move one S stick without the pace and
    /// without engaging ([`crate::Decision::Move`]), or stay ([`crate::Decision::Stay`]).
    MoveAfterPlunder {
        /// The group.
        group: GroupId,
    },
    /// The group found a trail (Dangerous Terrain, CG-DT-JUNGLE-07, CG-DT-SAVANNAH-04): it may
    /// move again ([`crate::Decision::Move`], without engaging, ending out of any other terrain
    /// area) or not ([`crate::Decision::Stay`]).
    Trail {
        /// The group.
        group: GroupId,
    },
    /// Choose the leading figure of the group's retreat or flight
    /// ([`crate::Decision::RunAwayLeader`]; "Running Away": "choose freely the leading figure").
    /// Asked only when more than one figure can lead the longest move the group can make.
    RunAwayLeader {
        /// The group running away.
        group: GroupId,
        /// The figures that may lead it.
        figures: Vec<crate::state::FigureId>,
    },
    /// An Independent Character flees the group he joined ("Independent Character"): the
    /// opposing player moves him as a move of the group, only he moving
    /// ([`crate::Decision::Move`] naming `group`: its leading figure and 1 or 2 sticks; no
    /// engagement, formation or Giraffe). He may not touch any base nor leave the table.
    CharacterFlees {
        /// The group he flees.
        group: GroupId,
        /// The character's piece index.
        piece: u16,
    },
}

/// A decision waiting for a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPrompt"))]
pub struct Prompt {
    /// Who decides.
    pub player: Player,
    /// What.
    pub ask: Ask,
}

impl Prompt {
    /// This prompt as `viewer` may see it: his own in full; of the opponent's, what he must
    /// decide but not the secrets it shows him (the Action cards he still holds, his Confusion
    /// hand, the Totem cards of his Big Chief or Mandrill's Dance choice: emptied). The one
    /// redaction behind [`crate::Game::pending_for`] and [`crate::view::View`]'s prompts.
    pub fn seen_by(self, viewer: Player) -> Prompt {
        if self.player == viewer {
            return self;
        }
        let ask = match self.ask {
            Ask::ChooseCard { .. } => Ask::ChooseCard { available: Vec::new() },
            Ask::BigChief { .. } => Ask::BigChief { cards: Vec::new() },
            Ask::Confusion { .. } => Ask::Confusion { hand: Vec::new() },
            Ask::ChooseTotems { keep, .. } => Ask::ChooseTotems { cards: Vec::new(), keep },
            other => other,
        };
        Prompt { player: self.player, ask }
    }
}

/// Everything pending now: one prompt, two for simultaneous secret choices, none when over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPending"))]
pub struct Pending {
    /// The current turn (1-based).
    pub turn: u8,
    /// The current Action step (1-3), `None` outside the actions phase.
    pub step: Option<u8>,
    /// The prompts, at most one per player, `One` first.
    pub prompts: Vec<Prompt>,
}
