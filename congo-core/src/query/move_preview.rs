//! The move preview (Congo rulebook, "Moving along the Track"; "Defeating your Enemies",
//! Engaging in melee; "Surviving in Dangerous Lands"): would a card's Movement action along this
//! path be accepted, and what would it do.
//!
//! The verdict is the engine's own: the same checks, in the same order, that `apply` makes of a
//! [`Decision::Move`] answering a card's action (the card's Movement circles, the group's one
//! action of the step, the Giraffe in hand, then `crate::movement`'s check with geometry and the
//! automatic gathering). Geometry's refusals come back typed ([`IllegalMove`]); the rules'
//! refusals before geometry have their own [`MoveRefusal`] variants.

use crate::card_in_play::own_ready_group;
use crate::cards::{ActionKind, Colour};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::game::{Game, Phase};
use crate::geometry::movement::MoveOutcome;
use crate::geometry::{AreaId, IllegalMove, MoveAllowance, ObstacleId};
use crate::movement::Foe;
use crate::pending::Ask;
use crate::state::{FigureId, GroupId, Player};
use crate::totem::TotemKind;
use crate::wild::AnimalId;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Point;
use tabletop::error::{Coded, ErrorCode};

/// A proposed Movement action, as a front end has it while the player drags: the group, its
/// leading figure, the end point of each stick (1 or 2 points; 3 with the Kirangozi's shortcut
/// or a Giraffe's stick last), an optional formation and an optional Giraffe Totem card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMoveRequest"))]
pub struct MoveRequest {
    /// The moving group.
    pub group: GroupId,
    /// Its leading figure.
    pub leader: FigureId,
    /// The end points of the sticks, in order (fixed-point inches).
    pub path: Vec<Point>,
    /// The gathered formation (one centre per base, in the group's order), or `None` (absent in
    /// JSON) for the automatic gathering.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub formation: Option<Vec<Point>>,
    /// A Giraffe Totem card played for the path's last stick (CG-TOTEM-09), by card id.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub giraffe: Option<u8>,
}

/// What a move engages: an enemy group or a wild animal (CG-MOVE-16, CG-ANIMAL-06).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEngagement"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Engagement {
    /// An enemy group.
    Group {
        /// The group.
        group: GroupId,
    },
    /// A living wild animal.
    Animal {
        /// The animal.
        animal: AnimalId,
    },
}

impl From<Foe> for Engagement {
    fn from(f: Foe) -> Engagement {
        match f {
            Foe::Group(group) => Engagement::Group { group },
            Foe::Animal(animal) => Engagement::Animal { animal },
        }
    }
}

/// A legal move, as `apply` would carry it out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoLegalMove"))]
pub struct LegalMove {
    /// The decision `apply` accepts for this move ([`Decision::Move`], with `engage` filled in,
    /// or [`Decision::EngageAnimal`]).
    pub decision: Decision,
    /// The Movement circle the card spends: black when the move engages or no red one is left.
    pub colour: Colour,
    /// Sticks laid (the path's points).
    pub sticks: u8,
    /// The group picks up the pace (a second stick, CG-MOVE-08).
    pub picked_up_pace: bool,
    /// The move ends with the Kirangozi's extra stick (CG-WME-02): a Stress token follows.
    pub shortcut: bool,
    /// The leading figure's centre path: its start, then each stick's end (cut at the contact
    /// when it engages; with a shortcut, the last stick's alone).
    pub leader_path: Vec<Point>,
    /// The figures placed by the gathering, in the group's order (its living figures).
    pub figures: Vec<FigureId>,
    /// Where each base stands after the move (CG-MOVE-12, the automatic gathering): the group's
    /// figures in [`LegalMove::figures`]' order, then any Independent Character with it.
    pub formation: Vec<Point>,
    /// The terrain area the group enters, if any.
    pub entered_area: Option<AreaId>,
    /// That area is dangerous and unexplored: entering it explores it, with a roll on the
    /// environment's Dangerous Terrain table (CG-TERR-10; an area another group or an animal
    /// is in counts as explored, CG-TERR-11).
    pub explores_dangerous: bool,
    /// What the move engages (a melee follows at once, CG-MOVE-16).
    pub engages: Option<Engagement>,
    /// The obstacle the engagement is made across (CG-TERR-17).
    pub across_obstacle: Option<ObstacleId>,
    /// The group leaves the table through an Adventure's exit (CG-USR-09).
    pub left_table: bool,
}

/// Why a move would be refused: the rule that refuses it, with its data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMoveRefusal"))]
#[serde(tag = "reason", rename_all = "snake_case")]
#[non_exhaustive]
pub enum MoveRefusal {
    /// The player is not answering a card's actions now (not his card, another prompt, or the
    /// game is over).
    NoCardAction,
    /// The card in play has no Movement action left (CG-TURN-07).
    NoMovementAction,
    /// No such group.
    UnknownGroup {
        /// The group named.
        group: GroupId,
    },
    /// The leading figure is not a living figure of the group.
    UnknownFigure {
        /// The figure named.
        figure: FigureId,
    },
    /// The group is not one of the player's groups on the table.
    NotYourGroup {
        /// The group.
        group: GroupId,
    },
    /// The group already took its action this Action step (CG-TURN-08).
    AlreadyActed {
        /// The group.
        group: GroupId,
    },
    /// The Giraffe named is not a Giraffe Totem card in the player's hand (CG-TOTEM-09).
    GiraffeNotInHand {
        /// The card id.
        card: u8,
    },
    /// A Panic token, or two Movement tokens, forbid a Movement action (CG-STRESS-11, -13).
    StressForbidsMove,
    /// A group with four Stress tokens cannot engage in melee (CG-MELEE-03).
    StressLimitCannotEngage,
    /// The path engages, but only red Movement is left on the card (CG-TURN-07: red Movement
    /// cannot engage).
    RedMovementCannotEngage {
        /// What the path would engage.
        engages: Engagement,
    },
    /// A Movement token forbids picking up the pace (CG-STRESS-11).
    PaceForbidden,
    /// Geometry refuses the path: out of reach (a stick longer than S, too many sticks), enters
    /// and leaves terrain, blocked (a base, blocking terrain, a high obstacle), the gathering...
    Geometry {
        /// Geometry's reason.
        error: IllegalMove,
    },
    /// Another rule refuses it (the Kirangozi's shortcut, an Adventure's exit...): the engine's
    /// message.
    Other {
        /// The refusal, in words.
        message: String,
    },
}

impl Coded for MoveRefusal {
    fn code(&self) -> ErrorCode {
        match self {
            MoveRefusal::NoCardAction => ErrorCode::NotYourDecision,
            MoveRefusal::UnknownGroup { .. } | MoveRefusal::UnknownFigure { .. } => ErrorCode::UnknownId,
            MoveRefusal::Geometry { error } => error.code(),
            MoveRefusal::NoMovementAction
            | MoveRefusal::NotYourGroup { .. }
            | MoveRefusal::AlreadyActed { .. }
            | MoveRefusal::GiraffeNotInHand { .. }
            | MoveRefusal::StressForbidsMove
            | MoveRefusal::StressLimitCannotEngage
            | MoveRefusal::RedMovementCannotEngage { .. }
            | MoveRefusal::PaceForbidden
            | MoveRefusal::Other { .. } => ErrorCode::IllegalDecision,
        }
    }
}

/// The verdict of [`Game::preview_move`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoMovePreview"))]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum MovePreview {
    /// `apply` accepts the move: what it does.
    Legal {
        /// The move.
        #[serde(rename = "move")]
        legal: LegalMove,
    },
    /// `apply` refuses it: why.
    Illegal {
        /// The rule that refuses it.
        refusal: MoveRefusal,
    },
}

impl MovePreview {
    /// The legal move, if it is one.
    pub fn legal(&self) -> Option<&LegalMove> {
        match self {
            MovePreview::Legal { legal } => Some(legal),
            MovePreview::Illegal { .. } => None,
        }
    }
}

impl Game {
    /// Preview `player`'s Movement action `request` as an answer to the card in play (Congo
    /// rulebook, "Moving along the Track"): [`MovePreview::Legal`] exactly when `apply` would
    /// accept its [`LegalMove::decision`], with the sticks used, the pace, the gathered formation,
    /// the terrain entered (and whether that explores dangerous terrain) and what it engages;
    /// else the typed [`MoveRefusal`]. The path need not say what it engages: the preview finds
    /// it. Reads only what `player` may see; changes nothing (the game's cache of move checks
    /// may keep the geometry it asked).
    pub fn preview_move(&self, player: Player, request: &MoveRequest) -> MovePreview {
        match preview(self, player, request) {
            Ok(legal) => MovePreview::Legal { legal },
            Err(refusal) => MovePreview::Illegal { refusal },
        }
    }
}

/// The Movement circles left on the card `player` is resolving, or the refusal.
fn movement_left(g: &Game, player: Player) -> Result<(bool, bool), MoveRefusal> {
    if !matches!(crate::legal::prompt_of(g, player), Some(Ask::CardAction { .. })) {
        return Err(MoveRefusal::NoCardAction);
    }
    let Phase::Resolve { card, .. } = &g.phase else { return Err(MoveRefusal::NoCardAction) };
    let has = |c: Colour| card.remaining.iter().any(|a| a.kind == ActionKind::Movement { colour: c } && a.groups > 0);
    Ok((has(Colour::Red), has(Colour::Black)))
}

fn preview(g: &Game, player: Player, r: &MoveRequest) -> Result<LegalMove, MoveRefusal> {
    let (red, black) = movement_left(g, player)?;
    if !red && !black {
        return Err(MoveRefusal::NoMovementAction);
    }
    let grp = g.group(r.group).map_err(|_| MoveRefusal::UnknownGroup { group: r.group })?;
    if grp.owner != player || !grp.in_play() {
        return Err(MoveRefusal::NotYourGroup { group: r.group });
    }
    if g.acted_this_step(grp) {
        return Err(MoveRefusal::AlreadyActed { group: r.group });
    }
    // The engine's own check of the group (the refusals above are its cases, typed).
    own_ready_group(g, player, r.group).map_err(|e| other(&e))?;
    if !grp.figures.contains(&r.leader) {
        return Err(MoveRefusal::UnknownFigure { figure: r.leader });
    }
    if let Some(card) = r.giraffe {
        if g.players[player.index()].totems.in_hand(card).map(|c| c.kind) != Some(TotemKind::Giraffe) {
            return Err(MoveRefusal::GiraffeNotInHand { card });
        }
    }
    // What the path touches: geometry's check allowed to engage.
    let may_leave_table = !crate::universal::edge::exits(g, r.group).is_empty() && r.giraffe.is_none();
    let engaging = geometry(g, r, MoveAllowance { may_engage: true, may_leave_table });
    let foe = engaging.as_ref().ok().and_then(|o| o.engaged).map(|f| Foe::of(f.group));
    let v = g.values(r.group).ok_or(MoveRefusal::UnknownGroup { group: r.group })?;
    let stress = crate::special::kingdoms::effective_stress(&v, &grp.stress, foe.is_some());
    let stress = crate::universal::with_bulky(g, r.group, stress);
    if !crate::hooks::may_move(&v, &stress) {
        return Err(MoveRefusal::StressForbidsMove);
    }
    if let Some(f) = foe {
        if grp.at_limit() {
            return Err(MoveRefusal::StressLimitCannotEngage);
        }
        if !black {
            return Err(MoveRefusal::RedMovementCannotEngage { engages: f.into() });
        }
    }
    let d = decision(r, foe);
    let plan = match crate::movement::check_decision(g, player, &d) {
        Ok(plan) => plan,
        Err(e) => {
            // Geometry's own reason when geometry refuses the path as the decision asks it.
            let allow = MoveAllowance { may_engage: foe.is_some(), may_leave_table };
            if let Err(error) = geometry(g, r, allow) {
                return Err(MoveRefusal::Geometry { error });
            }
            let paced = engaging.as_ref().is_ok_and(|o| o.picked_up_pace);
            if paced && !crate::hooks::may_pick_up_pace(&v, &stress) {
                return Err(MoveRefusal::PaceForbidden);
            }
            return Err(other(&e));
        }
    };
    let o: &MoveOutcome = plan.outcome();
    let entered_area = o.entered_area();
    let explores_dangerous = entered_area.is_some_and(|a| {
        g.setup.table.area(a).is_some_and(|area| area.dangerous) && !crate::exploration::already_explored(g, r.group, a)
    });
    Ok(LegalMove {
        decision: d,
        colour: if foe.is_some() || !red { Colour::Black } else { Colour::Red },
        sticks: u8::try_from(r.path.len()).unwrap_or(u8::MAX),
        picked_up_pace: o.picked_up_pace,
        shortcut: plan.shortcut(),
        leader_path: o.path.clone(),
        figures: grp.figures.clone(),
        formation: o.formation.clone(),
        entered_area,
        explores_dangerous,
        engages: plan.engaged().map(Engagement::from),
        across_obstacle: o.across_obstacle,
        left_table: o.left_table,
    })
}

/// The decision `apply` is asked for the request engaging `foe`.
fn decision(r: &MoveRequest, foe: Option<Foe>) -> Decision {
    let (group, leader, path, formation, giraffe) = (r.group, r.leader, r.path.clone(), r.formation.clone(), r.giraffe);
    match foe {
        Some(Foe::Animal(animal)) => Decision::EngageAnimal { group, leader, path, animal, formation, giraffe },
        Some(Foe::Group(e)) => Decision::Move { group, leader, path, engage: Some(e), formation, giraffe },
        None => Decision::Move { group, leader, path, engage: None, formation, giraffe },
    }
}

/// Geometry's check of the request's path with `allow` (a Giraffe's stick last when named).
fn geometry(g: &Game, r: &MoveRequest, allow: MoveAllowance) -> Result<alloc::sync::Arc<MoveOutcome>, IllegalMove> {
    crate::space::propose_typed(None, g, r.group, r.leader, &r.path, r.formation.clone(), allow, r.giraffe.is_some())
        .map_err(|e| IllegalMove::Unknown { detail: e.to_string() })?
}

fn other(e: &RuleError) -> MoveRefusal {
    MoveRefusal::Other { message: e.to_string() }
}
