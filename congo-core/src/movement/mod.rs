//! Movement actions (Congo rulebook, "Moving along the Track"; "Defeating your Enemies",
//! Engaging in melee): what the rules layer checks (one action per group per step, Movement and
//! Panic Stress tokens, black and red footprints, four tokens and engaging), with every spatial
//! constraint checked by geometry; a move that engages starts the melee at once.
//!
//! Every move, whoever makes it, ends through `end`: the Dangerous Terrain roll, what the
//! move reached, Night's and the heat's tokens, the plunder offer and the melee.

use crate::decision::Decision;
use crate::error::{Forbidden, RuleError};
use crate::event::{Event, What};
use crate::game::Game;
use crate::geometry::movement::MoveOutcome;
use crate::melee::Melee;
use crate::state::{FigureId, GroupId, Player};
use crate::wild::AnimalId;
use alloc::sync::Arc;
use alloc::vec::Vec;
use tabletop::Point;

pub(crate) mod end;

/// What a move engages: an enemy group, or a wild animal (an enemy of both sides:
/// CG-ANIMAL-06).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Foe {
    /// An enemy group.
    Group(GroupId),
    /// A living wild animal.
    Animal(AnimalId),
}

impl Foe {
    /// The foe's key in geometry's field.
    pub(crate) fn key(self) -> crate::geometry::base::GroupKey {
        match self {
            Foe::Group(g) => crate::space::key(g),
            Foe::Animal(a) => crate::wild::key(a),
        }
    }

    /// The foe a geometry key stands for.
    pub(crate) fn of(key: crate::geometry::base::GroupKey) -> Foe {
        match crate::wild::animal_id(key) {
            Some(a) => Foe::Animal(a),
            None => Foe::Group(crate::space::id(key)),
        }
    }
}

/// A checked move.
pub(crate) struct Plan {
    group: GroupId,
    /// Shared with the game's cache of move checks (`crate::move_checks`).
    outcome: Arc<MoveOutcome>,
    engaged: Option<Foe>,
    /// The move ended with the Kirangozi's extra stick (CG-WME-02).
    shortcut: bool,
}

impl Plan {
    /// Geometry's outcome of the whole move (with the Kirangozi's extra stick: every stick's
    /// path, the last measured from where the group gathered; `propose_shortcut`).
    pub(crate) fn outcome(&self) -> &MoveOutcome {
        &self.outcome
    }

    /// The foe the move engages, if any.
    pub(crate) fn engaged(&self) -> Option<Foe> {
        self.engaged
    }

    /// The move ends with the Kirangozi's extra stick (CG-WME-02).
    pub(crate) fn shortcut(&self) -> bool {
        self.shortcut
    }
}

/// Whether a move along `path` uses the Kirangozi's Shortcuts: a third stick, or a second one
/// when the group may not pick up the pace (docs/rulings.md "Special rules in play"). `stress`:
/// the tokens as they count for moving (a bulky load as a Movement token); `held`: the tokens
/// the group really holds (the four-token limit counts those).
fn uses_shortcut(
    v: &crate::state::Values<'_>,
    stress: &[crate::stress::StressKind],
    held: &[crate::stress::StressKind],
    path: &[Point],
) -> Result<bool, RuleError> {
    let Some(max) = crate::hooks::shortcuts(v, held) else { return Ok(false) };
    if path.len() > max.max(2) {
        return Err(RuleError::Forbidden(crate::error::Forbidden::LongShortcut));
    }
    Ok(path.len() == 3 || (path.len() == 2 && !crate::hooks::may_pick_up_pace(v, stress)))
}

/// A move ending with a shortcut: the sticks before the last are an ordinary move (which may
/// not engage); the last S stick is then measured from where the group gathered. The three
/// sticks are one movement (CG-WME-02 with CG-MOVE-11, CG-TERR-10): the terrain rule sees the
/// whole path (no entering an area with the first sticks and leaving it with the last), and
/// the outcome is the whole move's (its path, the area the group stood in before it), so that
/// its end sees every area the move entered.
fn propose_shortcut(
    g: &Game,
    group: GroupId,
    leader: FigureId,
    path: &[Point],
    formation: Option<Vec<Point>>,
    may_engage: bool,
) -> Result<MoveOutcome, RuleError> {
    let (head, last) = path.split_at(path.len().saturating_sub(1));
    let first = crate::space::propose(g, group, leader, head, None, false)?;
    let mut h = g.clone();
    crate::flight::set_formation(&mut h, group, &first.formation)?;
    let mut outcome = crate::space::propose(&h, group, leader, last, formation, may_engage)?;
    outcome.picked_up_pace = first.picked_up_pace;
    outcome.from_area = first.from_area;
    let mut whole = first.path;
    whole.extend(outcome.path.iter().skip(1).copied());
    outcome.path = whole;
    crate::geometry::movement::terrain_rule(&g.setup.table, outcome.from_area, &outcome.path)
        .map_err(|e| crate::space::illegal_move(g, &e))?;
    outcome.crossed_obstacles.splice(0..0, first.crossed_obstacles);
    Ok(outcome)
}

/// Check a Movement action by the rules and by geometry; `giraffe`: the path's last stick is a
/// Giraffe Totem card's (CG-TOTEM-09).
#[allow(clippy::too_many_arguments)]
pub(crate) fn check(
    g: &Game,
    _player: Player,
    group: GroupId,
    leader: FigureId,
    path: &[Point],
    engage: Option<GroupId>,
    formation: Option<Vec<Point>>,
    giraffe: bool,
) -> Result<Plan, RuleError> {
    check_in(None, g, _player, group, leader, path, engage.map(Foe::Group), formation, giraffe)
}

/// Check a Movement decision: a [`crate::Decision::Move`] as [`check`] does, or a
/// [`crate::Decision::EngageAnimal`] (the same checks for a move that engages, the stick touching
/// the animal's base or the leading figure stopping against an obstacle facing it, CG-TERR-17),
/// each with its Giraffe Totem card if it names one.
pub(crate) fn check_decision(g: &Game, player: Player, d: &Decision) -> Result<Plan, RuleError> {
    let (group, leader, path, foe, formation, giraffe) = match d {
        Decision::Move { group, leader, path, engage, formation, giraffe } => {
            (group, leader, path, engage.map(Foe::Group), formation, giraffe)
        }
        Decision::EngageAnimal { group, leader, path, animal, formation, giraffe } => {
            (group, leader, path, Some(Foe::Animal(*animal)), formation, giraffe)
        }
        _ => return Err(RuleError::WrongDecision { expected: "move or engage_animal" }),
    };
    check_in(None, g, player, *group, *leader, path, foe, formation.clone(), giraffe.is_some())
}

/// What the rules ask of a move engaging `foe`, whatever the move (a Movement action, an entry
/// onto the table, a ritual's move): fewer than four Stress tokens on `group` (CG-MELEE-03),
/// and the foe an enemy group on the table or a living wild animal (CG-ANIMAL-06).
pub(crate) fn check_foe(g: &Game, group: GroupId, foe: Option<Foe>) -> Result<(), RuleError> {
    let grp = g.group(group)?;
    if foe.is_some() && grp.at_limit() {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoMeleeAtFour });
    }
    match foe {
        Some(Foe::Group(e)) => {
            let t = g.group(e)?;
            if t.owner == grp.owner || !t.in_play() {
                return Err(RuleError::BadTarget(crate::error::BadTarget::EngagedNonEnemy(e)));
            }
        }
        Some(Foe::Animal(a)) if !crate::wild::alive(g, a) => {
            return Err(RuleError::BadTarget(crate::error::BadTarget::NoLivingAnimal(a.0)));
        }
        Some(Foe::Animal(_)) | None => {}
    }
    Ok(())
}

/// Geometry engaged `engaged` (a key of its field) where the decision named `named`: refused
/// unless they are the same foe.
pub(crate) fn check_named(
    engaged: Option<crate::geometry::base::GroupKey>,
    named: Option<Foe>,
) -> Result<Option<Foe>, RuleError> {
    if engaged != named.map(Foe::key) {
        return Err(RuleError::Forbidden(match named {
            Some(Foe::Group(_)) => Forbidden::MissesNamedGroup,
            Some(Foe::Animal(_)) => Forbidden::MissesNamedAnimal,
            None => Forbidden::UnnamedEnemy,
        }));
    }
    Ok(engaged.map(Foe::of))
}

/// A move engaged `foe` (CG-MOVE-16), across `obstacle` if any (CG-TERR-17): the melee to fight
/// at once, an enemy group's or a wild animal's.
pub(crate) fn start_melee(
    g: &mut Game,
    group: GroupId,
    foe: Foe,
    obstacle: Option<crate::geometry::table::ObstacleId>,
    ev: &mut Vec<Event>,
) {
    match foe {
        Foe::Group(d) => {
            ev.push(Event::new("CG-MOVE-16", What::MeleeEngaged { attacker: group, defender: d }));
            g.stack.push(Melee::new(group, d, obstacle));
        }
        Foe::Animal(a) => g.stack.push(crate::wild::engaged(g, group, a, obstacle, ev)),
    }
}

/// [`check`] on `field` when given: the game's field, already built (candidate moves).
#[allow(clippy::too_many_arguments)]
fn check_in(
    field: Option<&crate::geometry::base::Field<'_>>,
    g: &Game,
    _player: Player,
    group: GroupId,
    leader: FigureId,
    path: &[Point],
    engage: Option<Foe>,
    formation: Option<Vec<Point>>,
    giraffe: bool,
) -> Result<Plan, RuleError> {
    let grp = g.group(group)?;
    let v = g.values(group).ok_or(RuleError::UnknownGroup(group))?;
    let stress = crate::special::kingdoms::effective_stress(&v, &grp.stress, engage.is_some());
    // A bulky load slows the group as a Movement Stress token does (CG-OBJ-05).
    let stress = crate::universal::with_bulky(g, group, stress);
    if !crate::hooks::may_move(&v, &stress) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoMovement });
    }
    check_foe(g, group, engage)?;
    // A move with a Giraffe's stick is not a shortcut (docs/rulings.md "Giraffe on a move").
    let shortcut = !giraffe && uses_shortcut(&v, &stress, &grp.stress, path)?;
    // An Adventure's exit lets the group's last stick end off the table (CG-USR-09).
    let may_leave_table = !crate::universal::edge::exits(g, group).is_empty();
    let outcome = if shortcut {
        Arc::new(propose_shortcut(g, group, leader, path, formation, engage.is_some())?)
    } else {
        // A Giraffe's stick never leaves the table.
        let may_leave_table = may_leave_table && !giraffe;
        let allow = crate::geometry::MoveAllowance { may_engage: engage.is_some(), may_leave_table };
        crate::space::propose_in(field, g, group, leader, path, formation, allow, giraffe)?
    };
    if outcome.left_table {
        crate::universal::edge::check_exit(g, group, &outcome)?;
    }
    if outcome.picked_up_pace && !crate::hooks::may_pick_up_pace(&v, &stress) {
        return Err(RuleError::GroupCannotAct { group, reason: crate::error::CannotAct::NoPickingUpPace });
    }
    let engaged = check_named(outcome.engaged.map(|f| f.group), engage)?;
    Ok(Plan { group, outcome, engaged, shortcut })
}

/// Carry out a checked Movement action that `start` began ([`end::begin`], or
/// [`end::Start::measure`] for a move granted by a plunder, a trail or a ritual): the group
/// leaves the table by an Adventure's exit, or ends its move as every mover does
/// ([`end::end`]); an engagement starts the melee at once (CG-MOVE-16).
pub(crate) fn execute(
    g: &mut Game,
    _player: Player,
    plan: Plan,
    start: end::Start,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let o: &MoveOutcome = &plan.outcome;
    if o.left_table {
        let edge = crate::universal::edge::check_exit(g, plan.group, o)?;
        return crate::universal::edge::leave_table(g, plan.group, edge, ev);
    }
    let rule = if plan.shortcut { "CG-WME-02" } else { "CG-MOVE-06" };
    let ending = end::Ending {
        group: plan.group,
        outcome: o,
        rule,
        mover: end::Mover::Action(start),
        engaged: plan.engaged,
        reached: None,
        entering: false,
        shortcut: plan.shortcut,
    };
    end::end(g, ending, ev)
}

/// What the rules allow a group's candidate moves (its Stress tokens, Charge and load), worked
/// out once when they are listed.
#[derive(Clone, Copy, Debug)]
struct MoveRules {
    /// A plain move is allowed.
    plain: bool,
    /// A move that engages is allowed (the tokens that count for it: Charge, CG-AK-05).
    charging: bool,
    /// A plain move may pick up the pace.
    pace: bool,
    /// A move that engages may pick up the pace.
    pace_engaging: bool,
    /// The moves may engage (asked for, and allowed).
    may_engage: bool,
}

/// Which decision a candidate move makes of its try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Extra {
    /// The try itself.
    Plain,
    /// The Kirangozi's shortcut: one more S straight on (CG-WME-02).
    Shortcut,
    /// A Giraffe Totem card's S stick straight on (CG-TOTEM-09), with this card.
    Giraffe(u8),
}

/// Which candidate moves a prompt takes (the others fail their check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    /// Every move (a card's Movement action, or one a special rule grants).
    All,
    /// The Mad Hyena ritual's moves: no Giraffe Totem card, and one stick if `one_stick`.
    Ritual {
        /// Only one stick.
        one_stick: bool,
    },
    /// A move after a plunder: one S stick, engaging nothing.
    OneStick,
    /// A trail's move out of `area` (`crate::exploration::trail::check`).
    Trail {
        /// The area the trail leaves.
        area: crate::geometry::table::AreaId,
    },
}

impl Keep {
    fn keeps(self, g: &Game, group: GroupId, d: &Decision) -> bool {
        match self {
            Keep::All => true,
            // The ritual moves the group (engaging an enemy group or a wild animal); no Giraffe
            // Totem card is played on it.
            Keep::Ritual { one_stick } => matches!(d,
                Decision::Move { path, giraffe: None, .. } | Decision::EngageAnimal { path, giraffe: None, .. }
                    if !one_stick || path.len() == 1),
            Keep::OneStick => matches!(d, Decision::Move { path, engage: None, .. } if path.len() == 1),
            Keep::Trail { area } => crate::exploration::trail::check(g, group, area, d).is_ok(),
        }
    }
}

/// A candidate Movement decision of a group, checked (by geometry and the rules) only when it is
/// resolved ([`crate::candidate`]): one of [`crate::space::move_tries`], with the pace only when
/// the group may pick it up, engagements only when it may engage; or that try's sticks and one
/// more S straight on, the Kirangozi's shortcut or a Giraffe Totem card's.
#[derive(Clone, Debug)]
pub(crate) struct MoveTry {
    group: GroupId,
    /// The leading figure's index in the group.
    leader: usize,
    sticks: crate::space::Sticks,
    rules: MoveRules,
    extra: Extra,
    keep: Keep,
}

/// Append the candidate Movement decisions of `group` (engaging only if `may_engage`) that
/// `keep` takes to `out`, unchecked ([`MoveTry`]).
pub(crate) fn candidates(
    g: &Game,
    group: GroupId,
    may_engage: bool,
    keep: Keep,
    out: &mut Vec<crate::candidate::Candidate>,
) {
    if let Some(v) = g.values(group) {
        candidates_with(g, group, &v, may_engage, keep, out);
    }
}

/// [`candidates`] with the group's values `v` (speed: a card's listing works them out once per
/// group).
pub(crate) fn candidates_with(
    g: &Game,
    group: GroupId,
    v: &crate::state::Values<'_>,
    may_engage: bool,
    keep: Keep,
    out: &mut Vec<crate::candidate::Candidate>,
) {
    let Ok(grp) = g.group(group) else { return };
    // The tokens that count for a plain move, and for one that engages (Charge: CG-AK-05).
    let plain =
        crate::universal::with_bulky(g, group, crate::special::kingdoms::effective_stress(v, &grp.stress, false));
    let charging =
        crate::universal::with_bulky(g, group, crate::special::kingdoms::effective_stress(v, &grp.stress, true));
    let rules = MoveRules {
        plain: crate::hooks::may_move(v, &plain),
        charging: crate::hooks::may_move(v, &charging),
        pace: crate::hooks::may_pick_up_pace(v, &plain),
        pace_engaging: crate::hooks::may_pick_up_pace(v, &charging),
        may_engage: may_engage && !grp.at_limit() && crate::hooks::may_move(v, &charging),
    };
    if !rules.plain && !rules.may_engage {
        return;
    }
    let shortcut = crate::hooks::shortcuts(v, &grp.stress).is_some();
    // Every move but a card's or a granted action's is made without a Giraffe.
    let giraffe = g.players[grp.owner.index()]
        .totems
        .playable(|k| *k == crate::totem::TotemKind::Giraffe)
        .first()
        .map(|c| c.id)
        .filter(|_| keep == Keep::All);
    let pace = rules.pace || rules.pace_engaging;
    let per_try = 1 + usize::from(shortcut) + usize::from(giraffe.is_some());
    let len = crate::space::move_try_count(g, group, rules.may_engage, pace) * per_try;
    if len > 0 {
        out.push(crate::candidate::Candidate::Moves(Moves { group, rules, keep, shortcut, giraffe, from: 0, to: len }));
    }
}

/// A group's candidate moves ([`MoveTry`]) `from..to` of its list, listed as one candidate
/// that stands for each of them, in order (speed: a card's listing holds every group's moves,
/// and the draw checks one to three of them; `crate::candidate` makes the ones it reaches).
/// The list: each of [`crate::space::move_tries`] with the Kirangozi's shortcut, then with the
/// Giraffe's stick, then as it is (the first two when they apply).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Moves {
    group: GroupId,
    rules: MoveRules,
    keep: Keep,
    /// Each try is also offered with the Kirangozi's shortcut.
    shortcut: bool,
    /// Each try is also offered with this Giraffe Totem card's stick.
    giraffe: Option<u8>,
    /// The first of the list's moves these stand for.
    from: usize,
    /// The end of the list's moves these stand for (excluded).
    to: usize,
}

impl Moves {
    /// How many candidate moves these are.
    pub(crate) fn len(&self) -> usize {
        self.to - self.from
    }

    /// The ways each try is offered, in order.
    fn extras(&self) -> impl Iterator<Item = Extra> {
        let shortcut = self.shortcut.then_some(Extra::Shortcut);
        shortcut.into_iter().chain(self.giraffe.map(Extra::Giraffe)).chain(core::iter::once(Extra::Plain))
    }

    fn candidate(&self, leader: usize, sticks: crate::space::Sticks, extra: Extra) -> crate::candidate::Candidate {
        let Moves { group, rules, keep, .. } = *self;
        crate::candidate::Candidate::Move(MoveTry { group, leader, sticks, rules, extra, keep })
    }

    /// Append the candidate moves, in order, to `out`.
    pub(crate) fn unfold(&self, g: &Game, out: &mut Vec<crate::candidate::Candidate>) {
        let rules = self.rules;
        let tries = crate::space::move_tries(g, self.group, rules.may_engage, rules.pace || rules.pace_engaging);
        out.reserve(self.len());
        let before = out.len();
        let mut j = 0;
        for (leader, sticks) in tries {
            for extra in self.extras() {
                if (self.from..self.to).contains(&j) {
                    out.push(self.candidate(leader, sticks, extra));
                }
                j += 1;
            }
        }
        debug_assert_eq!(out.len() - before, self.len(), "the moves counted are the moves made");
    }

    /// Candidate move `i` of these (`i` below [`Moves::len`]) alone, and the moves before and
    /// after it, if any.
    pub(crate) fn split(
        &self,
        g: &Game,
        i: usize,
    ) -> (Option<Moves>, Option<crate::candidate::Candidate>, Option<Moves>) {
        let j = self.from + i;
        let per_try = self.extras().count();
        let rules = self.rules;
        let pace = rules.pace || rules.pace_engaging;
        let one = crate::space::move_try(g, self.group, rules.may_engage, pace, j / per_try)
            .zip(self.extras().nth(j % per_try))
            .map(|((leader, sticks), extra)| self.candidate(leader, sticks, extra));
        debug_assert!(one.is_some() && j < self.to, "a move counted is made");
        let before = (self.from < j).then_some(Moves { to: j, ..*self });
        let after = (j + 1 < self.to).then_some(Moves { from: j + 1, ..*self });
        (before, one, after)
    }
}

impl MoveTry {
    /// The Movement decision, if geometry and the rules accept it on `field` (the game's
    /// field) and the prompt keeps it.
    pub(crate) fn resolve(self, field: &crate::geometry::base::Field<'_>, g: &Game) -> Option<Decision> {
        let MoveTry { group, leader, sticks, rules, extra, keep } = self;
        let allow = crate::geometry::MoveAllowance { may_engage: rules.may_engage, may_leave_table: false };
        let (sticks, o) = crate::space::check_try(field, g, group, leader, sticks, allow)?;
        let grp = g.group(group).ok()?;
        let &leader = grp.figures.get(o.leader)?;
        let d = if let Some(Foe::Animal(animal)) = o.engaged.map(|f| Foe::of(f.group)) {
            // A wild animal engaged (docs/rulings.md "Wild animals"), across an obstacle too.
            if extra != Extra::Plain || !rules.charging || (o.picked_up_pace && !rules.pace_engaging) {
                return None;
            }
            Decision::EngageAnimal { group, leader, path: sticks, animal, formation: None, giraffe: None }
        } else {
            let engage = o.engaged.map(|f| crate::space::id(f.group));
            let (may_move, pace) =
                if engage.is_some() { (rules.charging, rules.pace_engaging) } else { (rules.plain, rules.pace) };
            if !may_move || (o.picked_up_pace && !pace) {
                return None;
            }
            let (path, giraffe) = match extra {
                Extra::Plain => (sticks, None),
                _ if engage.is_some() => return None,
                Extra::Shortcut | Extra::Giraffe(_) => {
                    let giraffe = if let Extra::Giraffe(card) = extra { Some(card) } else { None };
                    let longer = straight_on(&o.path, &sticks)?;
                    check_in(Some(field), g, grp.owner, group, leader, &longer, None, None, giraffe.is_some()).ok()?;
                    (longer, giraffe)
                }
            };
            Decision::Move { group, leader, path, engage, formation: None, giraffe }
        };
        keep.keeps(g, group, &d).then_some(d)
    }
}

/// `sticks` plus one S stick continuing the last leg of `path` (the leader's centre path).
fn straight_on(path: &[Point], sticks: &[Point]) -> Option<Vec<Point>> {
    let [.., a, b] = path[..] else { return None };
    let h = crate::geometry::dirs::Heading::nearest(i64::from((b.x - a.x).units()), i64::from((b.y - a.y).units()));
    let mut longer = sticks.to_vec();
    longer.push(h.step(b, crate::profile::Stick::S.length()));
    Some(longer)
}
