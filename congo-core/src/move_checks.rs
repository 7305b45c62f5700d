//! A cache of geometry's move checks, kept with the [`crate::Game`] (speed, issue #3).
//!
//! The bot checks the candidate move it draws, then `apply` checks the chosen move again on the
//! same state; a lister (`legal_decisions`) checks every candidate, and the next listing asks
//! most of the same checks again, though one group has moved in between. A check of geometry
//! (`check_move`, `check_giraffe_move`) is a pure function of the table, the moving group, the
//! proposed move, the allowance and the other groups' bases near the move: geometry's
//! `check_reach` bounds how far from the leader's start, its stick ends and a given formation a
//! check looks at other bases. So a check made on a field of the field inputs the cache keeps
//! (below) is kept with the set of their groups it depends on (the moving group and every
//! group with a base within that reach), and reused while they are all the same: when the
//! inputs are brought up to date (a move, a casualty), the checks that a changed group takes
//! part in, or comes within reach of, are dropped (bases farther away may have moved: they
//! never change the result).
//!
//! The cache is never part of the game's state: it is not serialized, it compares equal
//! whatever it holds, its `Debug` shows nothing of it, and a game never behaves differently with
//! or without it (a check's result is the same whether it comes from here or from geometry).
//! The same cache keeps the field inputs (groups and veils) last built, and which of their
//! groups may have changed since `Field::new` last accepted them: the next field of the same
//! inputs is built without checking them again, and without building them again while they are
//! the game's; while nothing else holds them they are brought up to date in place, and the
//! field of the next state checks only the groups that changed (`crate::space::FieldInputs`).
//!
//! It lives behind a lock that is only ever *tried*: a game shared between threads that finds
//! it busy checks without the cache rather than waiting.

use crate::geometry::base::Field;
use crate::geometry::movement::{MoveAllowance, MoveOutcome, ProposedMove, check_reach};
use crate::geometry::{IllegalMove, check_giraffe_move, check_move};
use crate::setup::Setup;
use crate::space::Inputs;
use alloc::sync::Arc;
use alloc::vec::Vec;
use smallvec::SmallVec;
use spin::mutex::SpinMutex;
use tabletop::{Length, Point};

/// The most checks kept (a bound on memory: the candidate moves of a group take a dozen or two);
/// beyond it, the cache starts again.
const MAX_ENTRIES: usize = 256;

/// The most groups a field of kept inputs has for its checks to be kept (a set of groups is a
/// `u64`).
const MAX_GROUPS: usize = 64;

/// Which geometry check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveCheck {
    /// `check_move`.
    Move,
    /// `check_giraffe_move` (the path's last stick is a Giraffe Totem card's).
    Giraffe,
}

impl MoveCheck {
    /// Runs the check on `field` (no cache).
    pub(crate) fn run(self, field: &Field<'_>, mv: &ProposedMove, allow: MoveAllowance) -> CheckResult {
        match self {
            MoveCheck::Move => check_move(field, mv, allow),
            MoveCheck::Giraffe => check_giraffe_move(field, mv, allow),
        }
    }
}

/// A check's result.
pub(crate) type CheckResult = Result<MoveOutcome, IllegalMove>;

/// A check's result as [`MoveChecks::run`] hands it out: a passed check's outcome is shared with
/// the cache that keeps it, so that a kept outcome is handed out without copying its paths.
pub(crate) type SharedResult = Result<Arc<MoveOutcome>, IllegalMove>;

/// The box (low and high corners, fixed-point units) within which other groups' bases can
/// change a check of `mv` by a group whose figures stand at `own`; `None` for an unknown leader
/// (such a check is not kept).
fn reach_box(own: &[Point], mv: &ProposedMove) -> Option<(Point, Point)> {
    let start = *own.get(mv.leader)?;
    let points = core::iter::once(start).chain(mv.sticks.iter().copied()).chain(mv.formation.iter().flatten().copied());
    let (mut lo, mut hi) = (start, start);
    for p in points {
        lo = Point::new(lo.x.min(p.x), lo.y.min(p.y));
        hi = Point::new(hi.x.max(p.x), hi.y.max(p.y));
    }
    let m = check_reach(own.len()).units();
    let widen = |v: Length, by: i32| Length(v.units().saturating_add(by));
    Some((Point::new(widen(lo.x, -m), widen(lo.y, -m)), Point::new(widen(hi.x, m), widen(hi.y, m))))
}

/// The groups of `inputs` (bit `i`: group `i`; at most [`MAX_GROUPS`]) with a base within
/// `(lo, hi)`, of those in `among`.
fn within_reach(inputs: &Inputs, among: u64, (lo, hi): (Point, Point)) -> u64 {
    let mut set = 0;
    if among == 0 {
        return set;
    }
    for (i, (g, b)) in inputs.groups().iter().zip(inputs.boxes()).enumerate().take(MAX_GROUPS) {
        // The box test is exact: a group whose box is apart from the reach box has no base in it.
        if among & (1 << i) != 0
            && !b.apart(lo, hi, 1)
            && g.figures.iter().any(|q| lo.x <= q.x && q.x <= hi.x && lo.y <= q.y && q.y <= hi.y)
        {
            set |= 1 << i;
        }
    }
    set
}

/// One check made on a field of the kept inputs: what was checked, the reach box, the groups it
/// depends on and its result.
struct Entry {
    check: MoveCheck,
    allow: MoveAllowance,
    mv: KeptMove,
    reach: (Point, Point),
    /// The moving group and the groups with a base within `reach` (bit `i`: the inputs' group
    /// `i`).
    groups: u64,
    result: SharedResult,
}

/// A [`ProposedMove`] as a check keeps it: its sticks inline (speed: no allocation for a move of
/// up to three sticks).
struct KeptMove {
    group: crate::geometry::GroupKey,
    leader: usize,
    sticks: SmallVec<[Point; 3]>,
    formation: Option<Vec<Point>>,
}

impl KeptMove {
    fn of(mv: &ProposedMove) -> KeptMove {
        KeptMove {
            group: mv.group,
            leader: mv.leader,
            sticks: SmallVec::from_slice(&mv.sticks),
            formation: mv.formation.clone(),
        }
    }

    /// Whether this is `mv`.
    fn is(&self, mv: &ProposedMove) -> bool {
        self.group == mv.group
            && self.leader == mv.leader
            && self.sticks.as_slice() == mv.sticks.as_slice()
            && self.formation == mv.formation
    }
}

impl Entry {
    /// Whether this check's result is the result of `check` of `mv` with `allow` on a field of
    /// the same inputs.
    ///
    /// Besides the same allowance: a check with leave to engage that passed engaging nothing and
    /// staying on the table answers the same check without that leave. Geometry's
    /// `resolve_sticks` reads `may_engage` only where a stick meets a hostile base (across an
    /// obstacle, along its band, at its end): such a meeting with leave engages (and the
    /// outcome names it, or leaves the table), without leave it refuses the move; a stick
    /// meeting nothing, or another base (refused either way), reads the same. So a passed check
    /// that engaged nothing met no hostile base, and the check without leave takes the same steps
    /// to the same outcome. (Not the other way: a move that passed without leave may meet an
    /// enemy across an obstacle that only a check with leave looks for.)
    fn answers(&self, check: MoveCheck, mv: &ProposedMove, allow: MoveAllowance) -> bool {
        self.check == check && self.mv.is(mv) && self.allow_answers(allow)
    }

    /// Whether this check's allowance and result answer a check with `allow` (see
    /// [`Entry::answers`]).
    fn allow_answers(&self, allow: MoveAllowance) -> bool {
        if self.allow == allow {
            return true;
        }
        let engaged_nothing = matches!(&self.result, Ok(o) if o.engaged.is_none() && !o.left_table);
        self.allow.may_leave_table == allow.may_leave_table
            && self.allow.may_engage
            && !allow.may_engage
            && engaged_nothing
    }

    /// Whether this check still holds on `inputs`, which were brought up to date from the inputs
    /// it was made on with the groups of `changed` changed (and maybe groups dropped from the
    /// end): none of its groups changed or dropped, and no changed group came within reach.
    fn holds(&self, inputs: &Inputs, changed: u64) -> bool {
        let n = inputs.groups().len();
        let dropped = if n >= MAX_GROUPS { 0 } else { self.groups >> n };
        self.groups & changed == 0 && dropped == 0 && within_reach(inputs, changed, self.reach) == 0
    }
}

/// The field inputs kept (the last accepted or brought up to date, on the table of `setup`), and
/// what `Field::new` knows of them.
#[derive(Clone)]
struct Accepted {
    setup: Arc<Setup>,
    inputs: Arc<Inputs>,
    /// The groups (bit `i`: `inputs`' group `i`; from the 64th on, every group) in which these
    /// inputs may differ from inputs `Field::new` accepted on this table: 0 when it accepted
    /// these very inputs.
    since: u64,
}

/// What is kept: the field inputs, and the checks made on fields of them.
#[derive(Default)]
struct Kept {
    accepted: Option<Accepted>,
    checks: Vec<Entry>,
}

impl Kept {
    /// The kept inputs, if `field` (on `setup`'s table) is built of them and their checks may be
    /// kept.
    fn inputs_of(&self, setup: &Arc<Setup>, field: &Field<'_>) -> Option<&Inputs> {
        let a = self.accepted.as_ref()?;
        let ok = Arc::ptr_eq(&a.setup, setup)
            && core::ptr::eq(&setup.table, field.table())
            && a.inputs.built(field)
            && a.inputs.groups().len() <= MAX_GROUPS;
        ok.then_some(&*a.inputs)
    }
}

/// The cache (module docs). Cloning a game shares the field inputs kept so far (never changed
/// in place while shared), not the checks.
pub(crate) struct MoveChecks(SpinMutex<Kept>);

impl MoveChecks {
    /// An empty cache.
    pub(crate) const fn new() -> MoveChecks {
        MoveChecks(SpinMutex::new(Kept { accepted: None, checks: Vec::new() }))
    }

    /// The field inputs kept for `setup`'s table, if any: `crate::space::FieldInputs::of` reuses
    /// them while they are the game's.
    pub(crate) fn accepted(&self, setup: &Arc<Setup>) -> Option<Arc<Inputs>> {
        let kept = self.0.try_lock()?;
        kept.accepted.as_ref().filter(|a| Arc::ptr_eq(&a.setup, setup)).map(|a| Arc::clone(&a.inputs))
    }

    /// The field inputs kept for `setup`'s table brought up to date in place by `update` (which
    /// returns the groups it changed, as [`Accepted::since`]'s bits), when nothing else holds
    /// them; `None` (nothing done) when there are none or they are shared (a clone of the game,
    /// or a field built of them, holds them). The checks that no longer hold are dropped.
    pub(crate) fn update_inputs(
        &self,
        setup: &Arc<Setup>,
        update: impl FnOnce(&mut Inputs) -> u64,
    ) -> Option<Arc<Inputs>> {
        let mut kept = self.0.try_lock()?;
        let Kept { accepted, checks } = &mut *kept;
        let a = accepted.as_mut().filter(|a| Arc::ptr_eq(&a.setup, setup))?;
        // Only the cache holds them (and no one can take another hold while it is locked).
        let inputs = Arc::get_mut(&mut a.inputs)?;
        let before = inputs.groups().len();
        let changed = update(inputs);
        a.since |= changed;
        if changed == u64::MAX || inputs.groups().len() > MAX_GROUPS {
            checks.clear();
        } else if changed != 0 || inputs.groups().len() < before {
            checks.retain(|e| e.holds(inputs, changed));
        }
        Some(Arc::clone(&a.inputs))
    }

    /// What `Field::new` knows of these inputs on `setup`'s table: `Some(0)` when it accepted
    /// them (the field may be built without checking them), `Some(changed)` when they differ
    /// from inputs it accepted only in the groups of `changed` ([`Accepted::since`]), `None`
    /// when nothing is known.
    pub(crate) fn known(&self, setup: &Arc<Setup>, inputs: &Arc<Inputs>) -> Option<u64> {
        let kept = self.0.try_lock()?;
        kept.accepted
            .as_ref()
            .filter(|a| Arc::ptr_eq(&a.setup, setup) && Arc::ptr_eq(&a.inputs, inputs))
            .map(|a| a.since)
    }

    /// Keeps the inputs `Field::new` has just accepted (on `setup`'s table); the checks made on
    /// other inputs are dropped.
    pub(crate) fn accept(&self, setup: &Arc<Setup>, inputs: &Arc<Inputs>) {
        if let Some(mut kept) = self.0.try_lock() {
            match kept.accepted.as_mut().filter(|a| Arc::ptr_eq(&a.setup, setup) && Arc::ptr_eq(&a.inputs, inputs)) {
                Some(a) => a.since = 0,
                None => {
                    kept.accepted = Some(Accepted { setup: Arc::clone(setup), inputs: Arc::clone(inputs), since: 0 });
                    kept.checks.clear();
                }
            }
        }
    }

    /// `check` of `mv` with `allow` on `field`, a field built on `setup`'s table: kept from an
    /// earlier check if one answers it (module docs), else made now, and kept when `field` is
    /// built of the kept inputs. A passed check's outcome is shared with the cache (a caller
    /// that changes it takes `Arc::unwrap_or_clone`).
    pub(crate) fn run(
        &self,
        setup: &Arc<Setup>,
        field: &Field<'_>,
        check: MoveCheck,
        mv: &ProposedMove,
        allow: MoveAllowance,
    ) -> SharedResult {
        let own = field.groups().iter().position(|g| g.key == mv.group);
        let Some((own, reach)) = own.and_then(|i| Some((i, reach_box(&field.groups()[i].figures, mv)?))) else {
            return check.run(field, mv, allow).map(Arc::new);
        };
        let kept = self.0.try_lock().and_then(|kept| {
            kept.inputs_of(setup, field)?;
            Some(kept.checks.iter().find(|e| e.answers(check, mv, allow)).map(|e| e.result.clone()))
        });
        match kept {
            // Not on a field of the kept inputs (or the cache is busy): checked, not kept.
            None => return check.run(field, mv, allow).map(Arc::new),
            Some(Some(r)) => {
                // Debug builds (every test) check that a kept result is the result.
                congo_model::cross_check!(
                    r.as_deref() == check.run(field, mv, allow).as_ref(),
                    "a kept move check differs: {mv:?}"
                );
                return r;
            }
            Some(None) => {}
        }
        let result = check.run(field, mv, allow).map(Arc::new);
        if let Some(mut kept) = self.0.try_lock() {
            if let Some(inputs) = kept.inputs_of(setup, field) {
                let groups = within_reach(inputs, !(1 << own), reach) | 1 << own;
                let entry = Entry { check, allow, mv: KeptMove::of(mv), reach, groups, result: result.clone() };
                if kept.checks.len() >= MAX_ENTRIES {
                    kept.checks.clear();
                }
                kept.checks.push(entry);
            }
        }
        result
    }
}

impl Default for MoveChecks {
    fn default() -> MoveChecks {
        MoveChecks::new()
    }
}

impl Clone for MoveChecks {
    fn clone(&self) -> MoveChecks {
        let accepted = self.0.try_lock().and_then(|k| k.accepted.clone());
        MoveChecks(SpinMutex::new(Kept { accepted, checks: Vec::new() }))
    }
}

/// Not part of the state: two caches always compare equal.
impl PartialEq for MoveChecks {
    fn eq(&self, _: &MoveChecks) -> bool {
        true
    }
}

/// Shows nothing of what is kept (a game's `Debug` text does not depend on the cache).
impl core::fmt::Debug for MoveChecks {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("MoveChecks")
    }
}

#[cfg(test)]
mod tests {
    use crate::Game;
    use crate::profile::Culture;
    use tabletop::{Bot, RulesGame};

    /// A game played with its cache and the same game with an empty cache at every step list
    /// the same decisions and end in the same state, in the demo skirmish and every built-in
    /// Adventure (and the cache never shows in the bytes or in equality).
    fn same_with_and_without_cache(mut g: Game, seed: u64) {
        let mut bot = Bot::new(seed);
        for _ in 0..3_000 {
            let Some(&p) = g.to_decide().first() else { break };
            let mut fresh = g.clone();
            fresh.move_checks = super::MoveChecks::new();
            assert_eq!(g.legal_decisions(p), fresh.legal_decisions(p));
            assert_eq!(g, fresh);
            let d = bot.choose(&g, p).expect("a legal decision");
            let (a, b) = (g.apply(p, &d), fresh.apply(p, &d));
            assert_eq!(a, b);
            assert_eq!(serde_json::to_string(&g).ok(), serde_json::to_string(&fresh).ok());
        }
        assert!(g.is_over());
    }

    /// A kept check with leave to engage answers the same check without it only when it passed,
    /// engaged nothing and stayed on the table; a check without leave never answers one with it.
    #[test]
    fn a_check_with_leave_that_engaged_nothing_answers_one_without_leave() {
        use super::{Entry, MoveCheck};
        use crate::geometry::IllegalMove;
        use crate::geometry::base::{FigureRef, GroupKey};
        use crate::geometry::movement::{MoveAllowance, MoveOutcome, ProposedMove};
        use tabletop::Point;
        let at = Point::inches(5, 5);
        let mv =
            ProposedMove { group: GroupKey(0), leader: 0, sticks: alloc::vec![Point::inches(5, 9)], formation: None };
        let passed = MoveOutcome {
            group: GroupKey(0),
            leader: 0,
            path: alloc::vec![at, Point::inches(5, 9)],
            picked_up_pace: false,
            engaged: None,
            across_obstacle: None,
            crossed_obstacles: alloc::vec![],
            from_area: None,
            to_area: None,
            left_table: false,
            formation: alloc::vec![Point::inches(5, 9)],
        };
        let engaged = MoveOutcome { engaged: Some(FigureRef { group: GroupKey(1), index: 0 }), ..passed.clone() };
        let left = MoveOutcome { left_table: true, formation: alloc::vec![], ..passed.clone() };
        let entry = |may_engage, result: super::CheckResult| Entry {
            check: MoveCheck::Move,
            allow: MoveAllowance { may_engage, may_leave_table: false },
            mv: super::KeptMove::of(&mv),
            reach: (at, at),
            groups: 1,
            result: result.map(alloc::sync::Arc::new),
        };
        let (with, without) =
            (MoveAllowance { may_engage: true, ..MoveAllowance::default() }, MoveAllowance::default());
        let leave_table = MoveAllowance { may_leave_table: true, ..MoveAllowance::default() };
        assert!(entry(true, Ok(passed.clone())).answers(MoveCheck::Move, &mv, without));
        assert!(entry(true, Ok(passed.clone())).answers(MoveCheck::Move, &mv, with));
        assert!(!entry(true, Ok(passed.clone())).answers(MoveCheck::Giraffe, &mv, without));
        assert!(!entry(true, Ok(passed.clone())).answers(MoveCheck::Move, &mv, leave_table));
        assert!(!entry(true, Ok(engaged)).answers(MoveCheck::Move, &mv, without));
        assert!(!entry(true, Ok(left)).answers(MoveCheck::Move, &mv, without));
        assert!(!entry(true, Err(IllegalMove::OffTable)).answers(MoveCheck::Move, &mv, without));
        assert!(!entry(false, Ok(passed)).answers(MoveCheck::Move, &mv, with));
    }

    /// The lock keeps a game shareable between threads, as it was before the cache.
    #[test]
    fn a_game_stays_send_and_sync() {
        fn shareable<T: Send + Sync>() {}
        shareable::<Game>();
    }

    #[test]
    fn the_cache_never_changes_a_decision_or_a_state() {
        same_with_and_without_cache(Game::new(&crate::demo::skirmish(1).expect("demo")).expect("setup"), 1);
        for (i, name) in crate::adventure::Adventure::builtin_names().iter().enumerate() {
            let cultures = [Culture::ALL[i % 4], Culture::ALL[(i + 1) % 4]];
            let setup = crate::deploy::builtin_setup(name, cultures, i as u64).expect("built-in adventure");
            same_with_and_without_cache(Game::new(&setup).expect("setup"), 40 + i as u64);
        }
    }
}
