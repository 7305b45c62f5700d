//! Setting up an Adventure for the turn engine: an [`Adventure`] and two mustered columns become
//! a [`Setup`] — the Adventure's table and environment, its turn count, the column holding the
//! Initiative token, the rules in force and the Objects placed ([`AdventureInPlay`]), and every
//! group deployed in its detachment's zone.
//!
//! Deployment is either automatic ([`auto_deployment`]: each group in a compact block of touching
//! bases, groups 1" apart, never in blocking terrain, scanned row by row through the zone) or
//! given by the caller ([`Deployment`], checked by [`adventure_setup`]).
//!
//! Sources: Congo rulebook, "Adventuring in Africa" (Forming a column for an Adventure,
//! Setting up the table, Deployment; rules CG-ADV-01 to CG-ADV-03), "Universal Special Rules"
//! (Enter on the table, Objects); docs/rulings.md "Adventures in play".
//!
//! ```
//! use congo_core::adventure::Adventure;
//! use congo_core::deploy::{adventure_setup, auto_deployment, sample_column};
//! use congo_core::{DiceSetup, Game};
//! use congo_core::profile::Culture;
//!
//! let adventure = Adventure::builtin("gorilla_clearing")?;
//! let one = sample_column(Culture::WhiteMenExpeditions, 100).expect("musters");
//! let two = sample_column(Culture::ForestTribes, 100).expect("musters");
//! let deployment = auto_deployment(&adventure, [&one, &two])?;
//! let setup = adventure_setup(&adventure, [&one, &two], &deployment, DiceSetup::Seeded { seed: 7 })?;
//! assert_eq!(setup.turns, 8);
//! let game = Game::start(&setup).map(|(g, _)| g);
//! assert!(game.is_ok());
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use crate::adventure::{Adventure, AdventureError, Arrival, Placement, Side, Zone};
use crate::geometry::prim::{disc_overlaps_polygon, in_polygon};
use crate::geometry::{BASE_RADIUS, Edge, Table};
use crate::muster::{ColumnList, Joining, MusterRules, MusteredColumn};
use crate::profile::{Culture, ProfileId};
use crate::rosters::Roster;
use crate::setup::{ColumnSetup, Components, Deployed, DiceSetup, GroupSetup, Setup};
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{Length, Point};

/// The Adventure a [`Setup`] plays with where its Objects start, and an Object on the table: data
/// of congo-model's `adventure`, named here too.
pub use crate::adventure::{AdventureInPlay, PlacedObject};

/// One group's place: the detachment it belongs to and the centres of its figures' bases —
/// its members first, then its characters, then its auxiliaries, in muster order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupPlacement"))]
pub struct GroupPlacement {
    /// Index of its detachment in the protagonist's `detachments`.
    pub detachment: usize,
    /// Base centres, one per figure.
    pub figures: Vec<Point>,
}

/// Where everything starts: per column (`[One, Two]`) one [`GroupPlacement`] per mustered group in
/// order, and the Objects' points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoDeployment"))]
pub struct Deployment {
    /// The groups of each column.
    pub columns: [Vec<GroupPlacement>; 2],
    /// The Objects (those placed by area; an Object placed at a point may be left out).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub objects: Vec<PlacedObject>,
}

/// What is wrong with an Adventure's set-up. Groups are named as in every set-up error (see
/// [`crate::error`]): `side` is the column, `group` the 0-based position in that column's list
/// and deployment; messages count from 1 ("group 2 of column One").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeployError {
    /// The Adventure itself does not validate.
    #[error("the adventure is not valid: {0}")]
    Adventure(#[from] AdventureError),
    /// A column costs more than its protagonist's budget.
    #[error("column {side:?} costs {cost} points but the adventure allows at most {max}")]
    OverBudget {
        /// The column.
        side: Side,
        /// Its cost.
        cost: u16,
        /// The most the budget allows.
        max: u16,
    },
    /// The deployment does not give one placement per mustered group.
    #[error("column {side:?} has {groups} groups but the deployment places {placed}")]
    WrongGroupCount {
        /// The column.
        side: Side,
        /// Mustered groups.
        groups: usize,
        /// Placements given.
        placed: usize,
    },
    /// A group's placement does not give one point per figure.
    #[error("group {} of column {side:?} has {figures} figures but the deployment places {placed}", .group.saturating_add(1))]
    WrongFigureCount {
        /// The column.
        side: Side,
        /// The group's index in the column (0-based).
        group: usize,
        /// Its figures (members, characters, auxiliaries).
        figures: usize,
        /// Points given.
        placed: usize,
    },
    /// A group names a detachment the protagonist does not have.
    #[error("group {} of column {side:?} names detachment {detachment}, which does not exist", .group.saturating_add(1))]
    UnknownDetachment {
        /// The column.
        side: Side,
        /// The group's index in the column (0-based).
        group: usize,
        /// The detachment index given.
        detachment: usize,
    },
    /// A detachment holds more groups than its limit.
    #[error("detachment {detachment} of column {side:?} holds {groups} groups, more than its limit of {max}")]
    DetachmentFull {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: usize,
        /// Groups assigned.
        groups: usize,
        /// Its limit.
        max: u8,
    },
    /// A figure is outside its detachment's deployment area.
    #[error("figure {} of group {} of column {side:?} is outside its detachment's deployment area", .figure.saturating_add(1), .group.saturating_add(1))]
    OutsideZone {
        /// The column.
        side: Side,
        /// The group's index in the column (0-based).
        group: usize,
        /// The figure's index in the placement.
        figure: usize,
    },
    /// Automatic deployment found no room for a group in its detachment's area.
    #[error("no room for group {} of column {side:?} in its detachment's deployment area", .group.saturating_add(1))]
    NoRoom {
        /// The column.
        side: Side,
        /// The group's index in the column (0-based).
        group: usize,
    },
    /// No sample column of the culture fits the budget.
    #[error("no sample column of {culture:?} fits in {budget} points")]
    NoColumn {
        /// The culture.
        culture: Culture,
        /// The budget.
        budget: u16,
    },
    /// An Object placed in an area lies outside it, or an Object has no place.
    #[error("object \"{id}\" is not placed where the adventure says")]
    BadObject {
        /// The Object's id.
        id: String,
    },
}

impl Coded for DeployError {
    fn code(&self) -> ErrorCode {
        match self {
            DeployError::Adventure(e) => e.code(),
            DeployError::OverBudget { .. } => ErrorCode::InvalidSetup,
            DeployError::WrongGroupCount { .. } | DeployError::WrongFigureCount { .. } => ErrorCode::InvalidSetup,
            DeployError::UnknownDetachment { .. } => ErrorCode::UnknownId,
            DeployError::DetachmentFull { .. } | DeployError::OutsideZone { .. } | DeployError::NoRoom { .. } => {
                ErrorCode::InvalidSetup
            }
            DeployError::BadObject { .. } | DeployError::NoColumn { .. } => ErrorCode::InvalidRoster,
        }
    }
}

const INCH: i32 = 1000;

/// The area a detachment deploys in: its zone, or — for a detachment that enters by an entry
/// point — the strip of table next to its (first) entry point. The groups of such a detachment
/// wait off table and enter by their entry point (Enter on the table, [`crate::universal::edge`]);
/// the positions given here only record their figures (docs/rulings.md "Adventures in play").
pub fn deployment_area(arrival: &Arrival, table: &Table) -> Zone {
    let point = match arrival {
        Arrival::Zone { zone } => return zone.clone(),
        Arrival::EntryPoint { point, .. } => *point,
        Arrival::RandomEntryPoint { points, .. } => points.first().copied().unwrap_or(Point::inches(0, 0)),
    };
    let (w, h) = (table.width().0, table.height().0);
    let (along, deep) = (ENTRY_ALONG * INCH, ENTRY_DEEP * INCH);
    let (sx, sy) = match table.nearest_edge(point).0 {
        Edge::North | Edge::South => (along, deep),
        Edge::East | Edge::West => (deep, along),
    };
    let x = (point.x.0 - sx / 2).clamp(0, (w - sx).max(0));
    let y = (point.y.0 - sy / 2).clamp(0, (h - sy).max(0));
    let p = |x: i32, y: i32| Point::new(Length::milli(x), Length::milli(y));
    Zone { outline: vec![p(x, y), p(x + sx, y), p(x + sx, y + sy), p(x, y + sy)] }
}

/// The length along the table edge, in inches, of the area where a detachment arriving by an
/// entry point deploys.
pub const ENTRY_ALONG: i32 = 20;
/// Its depth into the table, in inches.
pub const ENTRY_DEEP: i32 = 8;

/// Figures in a mustered group: members, characters, auxiliaries.
fn figure_count(g: &crate::muster::MusteredGroup) -> usize {
    usize::from(g.profile.figures) + g.characters.len() + g.auxiliaries.len()
}

/// The most points `side` may spend in `adventure` (a fixed budget, or the top of an agreed
/// range).
pub fn budget_for(adventure: &Adventure, side: Side) -> u16 {
    match adventure.protagonist(side).budget {
        crate::adventure::Budget::Fixed { points } => points,
        crate::adventure::Budget::Agreed { max, .. } => max,
    }
}

/// Whether a base centred on `p` may stand in `zone`: its centre inside the zone, the whole base
/// on the table, no part of it in blocking terrain.
fn spot_ok(p: Point, zone: &Zone, table: &Table) -> bool {
    in_polygon(p, &zone.outline)
        && table.base_on_table(p)
        && !table.areas().iter().any(|a| a.blocking && disc_overlaps_polygon(p, BASE_RADIUS, &a.outline))
}

/// Place every group automatically: groups go to the detachments in turn (skipping full ones),
/// and each group is a block of touching bases (rows of up to five) at the first spot of its
/// detachment's area, scanned row by row from the south-west, that keeps every base 1" clear of
/// the groups already placed. Objects placed by area go to the first free inch-grid point of the
/// area nearest its centre.
///
/// # Errors
/// [`DeployError::Adventure`] for an invalid Adventure, [`DeployError::NoRoom`] when a group does
/// not fit, [`DeployError::BadObject`] when an area-placed Object has no point in its area.
pub fn auto_deployment(adventure: &Adventure, columns: [&MusteredColumn; 2]) -> Result<Deployment, DeployError> {
    let table = adventure.checked_table()?;
    let mut taken: Vec<Point> = Vec::new();
    let mut out: [Vec<GroupPlacement>; 2] = [Vec::new(), Vec::new()];
    for side in Side::BOTH {
        let detachments = &adventure.protagonist(side).detachments;
        let mut counts = vec![0u8; detachments.len()];
        let mut next = 0usize;
        for (gi, group) in columns[side.index()].groups.iter().enumerate() {
            let mut chosen = None;
            for k in 0..detachments.len() {
                let d = (next + k) % detachments.len();
                if detachments[d].max_groups.is_none_or(|m| counts[d] < m) {
                    chosen = Some(d);
                    break;
                }
            }
            let d = chosen.ok_or(DeployError::NoRoom { side, group: gi })?;
            counts[d] = counts[d].saturating_add(1);
            next = d + 1;
            let zone = deployment_area(&detachments[d].arrival, &table);
            let figures = place_block(figure_count(group), &zone, &table, &taken)
                .ok_or(DeployError::NoRoom { side, group: gi })?;
            taken.extend(figures.iter().copied());
            out[side.index()].push(GroupPlacement { detachment: d, figures });
        }
    }
    let mut objects = Vec::new();
    for spec in adventure.objects() {
        if let Placement::InArea { area } = spec.placement {
            let at = table
                .area(area)
                .and_then(|a| spot_in_area(&a.outline, &taken))
                .ok_or_else(|| DeployError::BadObject { id: spec.id.0.clone() })?;
            objects.push(PlacedObject { id: spec.id.clone(), at });
        }
    }
    Ok(Deployment { columns: out, objects })
}

/// The half-inch grid point of `outline` nearest its vertices' mean (within 6" of it), not under
/// a base in `taken`; among points equally near, the first by y, then x.
fn spot_in_area(outline: &[Point], taken: &[Point]) -> Option<Point> {
    let n = i64::try_from(outline.len()).ok().filter(|n| *n > 0)?;
    let cx = outline.iter().map(|p| i64::from(p.x.0)).sum::<i64>() / n;
    let cy = outline.iter().map(|p| i64::from(p.y.0)).sum::<i64>() / n;
    let (cx, cy) = (i32::try_from(cx).ok()?, i32::try_from(cy).ok()?);
    // Nearest first (ties by dy, then dx): the first that fits is the one (speed, issue #3).
    let mut offsets: Vec<(i32, i32, i32)> =
        (-12..=12).flat_map(|dy| (-12..=12).map(move |dx| (dx * dx + dy * dy, dy, dx))).collect();
    offsets.sort_unstable();
    offsets
        .into_iter()
        .map(|(_, dy, dx)| Point::new(Length::milli(cx + dx * INCH / 2), Length::milli(cy + dy * INCH / 2)))
        .find(|&p| in_polygon(p, outline) && !taken.iter().any(|q| crate::geometry::base::overlaps(p, *q)))
}

/// A block of `n` touching bases in `zone` (rows of `w`, filled row by row from the anchor), at
/// the first anchor in scan order where every base is on a legal spot and at least 2" (centre to
/// centre) from every base in `taken`.
fn place_block(n: usize, zone: &Zone, table: &Table, taken: &[Point]) -> Option<Vec<Point>> {
    if n == 0 {
        return Some(Vec::new());
    }
    let min_x = zone.outline.iter().map(|p| p.x.0).min()?;
    let max_x = zone.outline.iter().map(|p| p.x.0).max()?;
    let min_y = zone.outline.iter().map(|p| p.y.0).min()?;
    let max_y = zone.outline.iter().map(|p| p.y.0).max()?;
    let widths = [n.min(5), n.min(4), n.min(3), n.min(2), 1, n];
    for &w in &widths {
        let rows = n.div_ceil(w);
        let mut y = min_y + INCH / 2;
        while y <= max_y {
            let mut x = min_x + INCH / 2;
            while x <= max_x {
                let block = (0..n).map(|k| {
                    let (r, c) = ((k / w) as i32, (k % w) as i32);
                    Point::new(Length::milli(x + c * INCH), Length::milli(y + r * INCH))
                });
                let clear = block.clone().all(|p| {
                    spot_ok(p, zone, table)
                        && taken.iter().all(|q| {
                            crate::geometry::prim::cmp_dist(p, *q, Length::inches(2)) != core::cmp::Ordering::Less
                        })
                });
                if clear && rows > 0 {
                    return Some(block.collect());
                }
                x += INCH;
            }
            y += INCH;
        }
    }
    None
}

/// The [`Setup`] of `adventure` played by `columns` (`[One, Two]`, deployed as `deployment`
/// says), with `dice`. The table, environment, turns and Initiative token come from the
/// Adventure (CG-ADV-03); the Adventure and its Objects ride along in [`Setup::adventure`].
///
/// Checks the Adventure, each column's cost against its protagonist's budget (CG-ADV-02: any
/// culture may stand in), one placement per group and one point per figure, each group in an
/// existing detachment within its limit, and every figure inside its detachment's area. The rest
/// of a legal deployment (bases on the table, not overlapping, not in blocking terrain, each
/// group one chain) is checked by [`crate::Game::start`].
///
/// # Errors
/// [`DeployError`].
pub fn adventure_setup(
    adventure: &Adventure,
    columns: [&MusteredColumn; 2],
    deployment: &Deployment,
    dice: DiceSetup,
) -> Result<Setup, DeployError> {
    adventure.validate()?;
    let table = adventure.checked_table()?;
    let environment = adventure.environment().ok_or(DeployError::Adventure(AdventureError::NoEnvironment))?;
    let mut setups = Vec::new();
    let mut detachment_of: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for side in Side::BOTH {
        detachment_of[side.index()] = deployment.columns[side.index()].iter().map(|p| p.detachment).collect();
        let column = columns[side.index()];
        let max = budget_for(adventure, side);
        if column.cost > max {
            return Err(DeployError::OverBudget { side, cost: column.cost, max });
        }
        let placements = &deployment.columns[side.index()];
        if placements.len() != column.groups.len() {
            return Err(DeployError::WrongGroupCount { side, groups: column.groups.len(), placed: placements.len() });
        }
        let detachments = &adventure.protagonist(side).detachments;
        let mut counts = vec![0usize; detachments.len()];
        let mut groups = Vec::new();
        for (gi, (group, place)) in column.groups.iter().zip(placements).enumerate() {
            let figures = figure_count(group);
            if place.figures.len() != figures {
                return Err(DeployError::WrongFigureCount { side, group: gi, figures, placed: place.figures.len() });
            }
            let d = detachments.get(place.detachment).ok_or(DeployError::UnknownDetachment {
                side,
                group: gi,
                detachment: place.detachment,
            })?;
            counts[place.detachment] += 1;
            if let Some(max) = d.max_groups.filter(|m| counts[place.detachment] > usize::from(*m)) {
                return Err(DeployError::DetachmentFull {
                    side,
                    detachment: place.detachment,
                    groups: counts[place.detachment],
                    max,
                });
            }
            let zone = deployment_area(&d.arrival, &table);
            if let Some(figure) = place.figures.iter().position(|p| !in_polygon(*p, &zone.outline)) {
                return Err(DeployError::OutsideZone { side, group: gi, figure });
            }
            let members = usize::from(group.profile.figures);
            let (m, rest) = place.figures.split_at(members);
            let (c, a) = rest.split_at(group.characters.len());
            groups.push(GroupSetup {
                profile: group.profile.clone(),
                members: m.to_vec(),
                characters: group
                    .characters
                    .iter()
                    .zip(c)
                    .map(|(p, at)| Deployed { profile: p.clone(), at: *at })
                    .collect(),
                auxiliaries: group
                    .auxiliaries
                    .iter()
                    .zip(a)
                    .map(|(p, at)| Deployed { profile: p.clone(), at: *at })
                    .collect(),
            });
        }
        setups.push(ColumnSetup { name: adventure.protagonist(side).name.clone(), culture: column.culture, groups });
    }
    let mut objects = Vec::new();
    for spec in adventure.objects() {
        let given = deployment.objects.iter().find(|o| o.id == spec.id).map(|o| o.at);
        let at = match spec.placement {
            Placement::At { point } => given.unwrap_or(point),
            Placement::InArea { area } => given
                .filter(|p| table.area(area).is_some_and(|a| in_polygon(*p, &a.outline)))
                .ok_or_else(|| DeployError::BadObject { id: spec.id.0.clone() })?,
        };
        objects.push(PlacedObject { id: spec.id.clone(), at });
    }
    let two = setups.pop();
    let one = setups.pop();
    let (Some(one), Some(two)) = (one, two) else {
        return Err(DeployError::WrongGroupCount { side: Side::One, groups: 0, placed: 0 });
    };
    Ok(Setup {
        table,
        environment,
        columns: [one, two],
        turns: adventure.turns,
        initiative: adventure.initiative,
        dice,
        components: Components::default(),
        adventure: Some(AdventureInPlay { adventure: adventure.clone(), objects, detachments: detachment_of }),
    })
}

fn list(culture: Culture, groups: &[&str], characters: &[(&str, usize)], auxiliaries: &[(&str, usize)]) -> ColumnList {
    ColumnList {
        culture,
        groups: groups.iter().map(|id| ProfileId::new(id)).collect(),
        characters: characters.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
        auxiliaries: auxiliaries.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
    }
}

/// A ready-made list of `culture` (about 100 points, two characters).
fn sample_list(culture: Culture) -> ColumnList {
    match culture {
        Culture::WhiteMenExpeditions => list(
            culture,
            &["wme.soldiers", "wme.trained_askaris", "wme.adventurers", "wme.trained_askaris", "wme.trained_askaris"],
            &[("wme.explorer", 0), ("wme.retired_officer", 1)],
            &[("wme.bearers", 1)],
        ),
        Culture::SultanateOfZanzibar => list(
            culture,
            &["zan.baluchis", "zan.zanzibaris", "zan.trained_troops", "zan.zanzibaris", "zan.trained_troops"],
            &[("zan.emir", 1), ("zan.brute", 1)],
            &[("zan.bearers", 1)],
        ),
        Culture::ForestTribes => list(
            culture,
            &[
                "forest.warriors",
                "forest.cannibals",
                "forest.young_warriors",
                "forest.hunters",
                "forest.young_warriors",
            ],
            &[("forest.chieftain", 0), ("forest.champion", 2)],
            &[("forest.sacred_warriors", 1)],
        ),
        Culture::AfricanKingdoms => list(
            culture,
            &["ak.married_warriors", "ak.askaris", "ak.fanatical_warriors", "ak.askaris", "ak.married_warriors"],
            &[("ak.king", 0), ("ak.witchdoctor", 1)],
            &[("ak.sacred_warriors", 2)],
        ),
    }
}

/// A column of `culture` mustered from the built-in rosters within `budget` points: a
/// ready-made list of about 100 points, its last groups (and whoever joined them) dropped until
/// it fits. `None` if even one group does not fit or the rosters no longer muster it.
pub fn sample_column(culture: Culture, budget: u16) -> Option<MusteredColumn> {
    let mut list = sample_list(culture);
    let roster = Roster::builtin_of(culture);
    let rules = MusterRules::budget(budget);
    while !list.groups.is_empty() {
        if let Ok(column) = list.validate(&roster, &rules) {
            return Some(column);
        }
        list.groups.pop();
        let n = list.groups.len();
        list.characters.retain(|j| j.group < n);
        list.auxiliaries.retain(|j| j.group < n);
    }
    None
}

/// A built-in Adventure ready to play: `cultures` (`[One, Two]`) mustered as [`sample_column`]s
/// within each protagonist's budget, deployed by [`auto_deployment`], seeded dice.
///
/// # Errors
/// [`AdventureError::UnknownAdventure`] (as [`DeployError::Adventure`]) for a name not in
/// [`Adventure::builtin_names`]; [`DeployError::NoColumn`]; the errors of [`auto_deployment`]
/// and [`adventure_setup`].
pub fn builtin_setup(name: &str, cultures: [Culture; 2], seed: u64) -> Result<Setup, DeployError> {
    let adventure = Adventure::builtin(name)?;
    let muster = |side: Side| {
        let (culture, budget) = (cultures[side.index()], budget_for(&adventure, side));
        sample_column(culture, budget).ok_or(DeployError::NoColumn { culture, budget })
    };
    let (one, two) = (muster(Side::One)?, muster(Side::Two)?);
    let deployment = auto_deployment(&adventure, [&one, &two])?;
    adventure_setup(&adventure, [&one, &two], &deployment, DiceSetup::Seeded { seed })
}

/// The culture a built-in Adventure's protagonist of free culture plays, unless the other
/// protagonist already plays it (then [`Culture::WhiteMenExpeditions`]).
pub const FREE_CULTURE: Culture = Culture::ForestTribes;

/// The cultures (`[One, Two]`) that play `adventure` in the built-in games: the ones its
/// protagonists name, [`FREE_CULTURE`] for a free choice.
pub fn adventure_cultures(adventure: &Adventure) -> [Culture; 2] {
    let named = |side: Side| adventure.protagonist(side).culture;
    let pick = |side, other: Option<Culture>| {
        named(side).unwrap_or(if other == Some(FREE_CULTURE) { Culture::WhiteMenExpeditions } else { FREE_CULTURE })
    };
    [pick(Side::One, named(Side::Two)), pick(Side::Two, named(Side::One))]
}

/// A built-in Adventure as every front end plays it: the C ABI's `congo_game_new_builtin`, the
/// wasm package's `new CongoGame(name, seed)` and `examples/skirmish.rs` all start from this
/// setup. The Adventure's own cultures ([`adventure_cultures`]) mustered and deployed by
/// [`builtin_setup`]; `seed` only seeds the dice, so one name gives one table and two columns
/// whatever the seed.
///
/// # Errors
/// As [`builtin_setup`].
pub fn builtin_adventure_setup(name: &str, seed: u64) -> Result<Setup, DeployError> {
    let adventure = Adventure::builtin(name)?;
    builtin_setup(name, adventure_cultures(&adventure), seed)
}
