//! Figures on the table: 1" round bases at fixed-point centres, grouped; distances between
//! bases; "within X"; which terrain a base or group is in.
//!
//! Sources: Congo rulebook, "Surviving in Africa" ("Figures and formations", "Measuring sticks
//! and distances"); RULINGS.md "Measures and table" (closest points of bases; "within X" is X or
//! closer; a group is within X when any of its figures is).

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use tabletop::{Length, Point};

use super::error::FieldError;
use super::prim::{self, Bbox};
use super::table::{AreaId, Table};
use super::{BASE_DIAMETER, BASE_RADIUS, CONTACT_TOLERANCE};

/// A group's key on the table. The turn engine maps its own group ids to these keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGroupKey"))]
#[serde(transparent)]
pub struct GroupKey(pub u32);

impl core::fmt::Display for GroupKey {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One figure: its group and its index in the group's figure list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFigureRef"))]
pub struct FigureRef {
    /// The group.
    pub group: GroupKey,
    /// Index in [`PlacedGroup::figures`].
    pub index: usize,
}

/// Whose a group is: a player's (0 or 1 in a two-player game) or an animal's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSide"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Side {
    /// A player's group.
    Player {
        /// The player's number.
        player: u8,
    },
    /// An animal (hostile to every player; "no enemy or animal within S").
    Animal,
    /// A model of no side: hostile to nobody and nobody's enemy (an Independent Character
    /// standing alone, CG-USR-15). It is still a base on the table: no other base may overlap
    /// it and no stick may touch it.
    Neutral,
}

impl Side {
    /// Whether a group of side `other` is an enemy or animal for a group of this side (the
    /// groups that stop picking up the pace, that a stick may engage, that threaten a flight).
    pub fn is_hostile_to(self, other: Side) -> bool {
        match (self, other) {
            (Side::Player { player: a }, Side::Player { player: b }) => a != b,
            (Side::Animal, Side::Animal) | (Side::Neutral, _) | (_, Side::Neutral) => false,
            _ => true,
        }
    }
}

/// A group's bases on the table: `figures[i]` is the centre of figure `i`'s 1" round base.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoPlacedGroup"))]
pub struct PlacedGroup {
    /// The group's key (unique on the field).
    pub key: GroupKey,
    /// Whose group it is.
    pub side: Side,
    /// Base centres, fixed-point.
    pub figures: Vec<Point>,
}

/// What hides groups from line of sight in an area (Dangerous Terrain results: the jungle's
/// thick mist, the savannah's hiding place; both are shown with a smoke marker in the area).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoVeilKind"))]
#[serde(rename_all = "snake_case")]
pub enum VeilKind {
    /// Groups in the area are out of line of sight of all other groups.
    Mist,
    /// Groups in the area are out of line of sight of all groups not also in the area.
    Hiding,
}

/// A smoke marker laid in an area by a Dangerous Terrain result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoVeil"))]
pub struct Veil {
    /// The area.
    pub area: AreaId,
    /// What it does.
    pub kind: VeilKind,
}

/// Where the figures of a group are with respect to terrain areas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoOccupancy"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Occupancy {
    /// Every figure in open terrain.
    Open,
    /// Every figure in this area.
    Inside {
        /// The area.
        area: AreaId,
    },
    /// Some figures in this area, the others in the open (the melee special case).
    Partly {
        /// The area.
        area: AreaId,
    },
    /// Figures in two or more different areas.
    Straddling,
}

impl Occupancy {
    /// The area the group occupies at least partly, if exactly one.
    pub fn area(self) -> Option<AreaId> {
        match self {
            Occupancy::Inside { area } | Occupancy::Partly { area } => Some(area),
            Occupancy::Open | Occupancy::Straddling => None,
        }
    }
}

/// Distance between two bases of 1" diameter centred on `a` and `b`: between their closest
/// points, i.e. centre distance minus 1", never negative; rounded down to a whole unit
/// (thousandth of an inch). Source: RULINGS.md "Measures and table". Rule: CG-MEAS-05.
pub fn base_distance(a: Point, b: Point) -> Length {
    let d = prim::dist(a, b) - BASE_DIAMETER;
    if d < Length::ZERO { Length::ZERO } else { d }
}

/// Whether the bases centred on `a` and `b` are within `d` of each other (closest points at `d`
/// or closer), exactly. Rule: CG-MEAS-04, CG-MEAS-05.
pub fn bases_within(a: Point, b: Point, d: Length) -> bool {
    prim::cmp_dist(a, b, d + BASE_DIAMETER) != Ordering::Greater
}

/// Whether some base of `a` is within `d` of some base of `b` (a group is within X when any of
/// its figures is). Exact. Units: fixed-point. Rule: CG-MEAS-04.
///
/// ```
/// use congo_model::geometry::within;
/// use tabletop::{Length, Point};
/// let a = [Point::inches(10, 10), Point::inches(11, 10)];
/// let b = [Point::inches(18, 10)];
/// assert!(within(&a, &b, Length::inches(6)));   // 7" between centres, 6" between bases
/// assert!(!within(&a, &b, Length::milli(5_999)));
/// ```
pub fn within(a: &[Point], b: &[Point], d: Length) -> bool {
    a.iter().any(|&p| b.iter().any(|&q| bases_within(p, q, d)))
}

/// [`within`] for one base centred on `p` and the bases `b`, given their bounding box `b_box`
/// ([`Bbox::of`] of `b`): a base farther than `d` from the box along an axis is farther from
/// every base of `b`, and the box says so without a product (speed, issue #28: a shot candidate
/// tests each leading figure against the target's bases). Exact, as [`within`].
pub fn base_within_bases(p: Point, b: &[Point], b_box: &Bbox, d: Length) -> bool {
    let r = i64::from(d.units()) + i64::from(BASE_DIAMETER.units()) + 1;
    !b_box.apart(p, p, r) && b.iter().any(|&q| bases_within(p, q, d))
}

/// Distance between the closest bases of two sets of figures (`None` if either is empty).
pub fn groups_distance(a: &[Point], b: &[Point]) -> Option<Length> {
    let mut best: Option<i128> = None;
    for &p in a {
        for &q in b {
            let d = prim::dist_sq(p, q);
            if best.is_none_or(|b| d < b) {
                best = Some(d);
            }
        }
    }
    best.map(|d2| {
        let d = Length(i32::try_from(prim::isqrt(d2)).unwrap_or(i32::MAX)) - BASE_DIAMETER;
        if d < Length::ZERO { Length::ZERO } else { d }
    })
}

/// Distance from a base centred on `p` to a point (a marker, an objective): centre distance
/// minus the base radius, never negative.
pub fn base_to_point(p: Point, q: Point) -> Length {
    let d = prim::dist(p, q) - BASE_RADIUS;
    if d < Length::ZERO { Length::ZERO } else { d }
}

/// Whether two bases are in base-to-base contact: their edges touch (centre distance between
/// 1" and 1" + [`CONTACT_TOLERANCE`]). Overlapping bases are not "in contact", they are
/// invalid.
pub fn in_contact(a: Point, b: Point) -> bool {
    prim::cmp_dist(a, b, BASE_DIAMETER) != Ordering::Less
        && prim::cmp_dist(a, b, BASE_DIAMETER + CONTACT_TOLERANCE) != Ordering::Greater
}

/// Whether two bases overlap (centre distance under 1").
#[inline]
pub fn overlaps(a: Point, b: Point) -> bool {
    prim::cmp_dist(a, b, BASE_DIAMETER) == Ordering::Less
}

/// Whether a set of bases forms one uninterrupted chain of base-to-base contact ("Figures and
/// formations"). A single figure is a chain; an empty set is not.
pub fn is_chain(figures: &[Point]) -> bool {
    if figures.is_empty() {
        return false;
    }
    let mut seen = alloc::vec![false; figures.len()];
    let mut stack = alloc::vec![0usize];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        for j in 0..figures.len() {
            if !seen[j] && in_contact(figures[i], figures[j]) {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    seen.iter().all(|&s| s)
}

/// How many chains the bases stand in: sets of bases each linked by base contact
/// ([`in_contact`]), none touching another (0 for no base; 1 is [`is_chain`]). Group integrity
/// (CG-GEN-09, CG-SHOOT-15) asks for one; a rule that takes a link out of a chain leaves more.
pub fn chains(figures: &[Point]) -> usize {
    chain_labels(figures).1
}

/// The chains the bases stand in, each as its bases' indices in index order; the chains in the
/// order of their lowest index (empty for no base).
pub fn chain_members(figures: &[Point]) -> Vec<Vec<usize>> {
    let (labels, count) = chain_labels(figures);
    let mut out = alloc::vec![Vec::new(); count];
    for (i, &l) in labels.iter().enumerate() {
        out[l].push(i);
    }
    out
}

/// Each base's chain (numbered from 0 in the order of their lowest index), and how many chains.
fn chain_labels(figures: &[Point]) -> (Vec<usize>, usize) {
    let mut label = alloc::vec![usize::MAX; figures.len()];
    let mut count = 0;
    for start in 0..figures.len() {
        if label[start] != usize::MAX {
            continue;
        }
        label[start] = count;
        let mut stack = alloc::vec![start];
        while let Some(i) = stack.pop() {
            for j in 0..figures.len() {
                if label[j] == usize::MAX && in_contact(figures[i], figures[j]) {
                    label[j] = count;
                    stack.push(j);
                }
            }
        }
        count += 1;
    }
    (label, count)
}

/// The groups on a table, checked: unique keys, no empty group, every base wholly on the table,
/// no two bases overlapping, no base in blocking terrain. Plus the veils (mist, hiding places)
/// that affect line of sight.
///
/// Build one with [`Field::new`] from the engine's state, then ask it questions.
#[derive(Clone, Debug)]
pub struct Field<'a> {
    table: &'a Table,
    groups: &'a [PlacedGroup],
    veils: &'a [Veil],
    /// Each group's bounding box, in `groups`' order (speed: most bases are far from a stick).
    boxes: Boxes<'a>,
}

/// The groups' bounding boxes of a [`Field`]: its own ([`Field::new`]), or kept by the engine
/// with the groups ([`Field::accepted`], [`Field::new_since`]: speed, issue #3, the engine builds
/// a field for every decision that checks anything, and moves it; a small `Field` moves cheaply).
#[derive(Clone, Debug)]
enum Boxes<'a> {
    Own(Vec<Bbox>),
    Kept(&'a [Bbox]),
}

impl Boxes<'_> {
    fn as_slice(&self) -> &[Bbox] {
        match self {
            Boxes::Own(b) => b,
            Boxes::Kept(b) => b,
        }
    }
}

/// A group's bounding box (what [`Field::accepted`] and [`Field::new_since`] are given for each
/// group).
pub fn group_box(g: &PlacedGroup) -> Bbox {
    Bbox::of(&g.figures)
}

impl<'a> Field<'a> {
    /// Checks the positions and makes a field.
    ///
    /// # Errors
    /// [`FieldError`]: duplicate key, empty group, base off the table, overlapping bases, base in
    /// blocking terrain, veil naming an unknown area.
    pub fn new(table: &'a Table, groups: &'a [PlacedGroup], veils: &'a [Veil]) -> Result<Field<'a>, FieldError> {
        // Speed (issue #3): a group's bases are checked against the blocking areas only when one
        // comes near the group's box, and against the earlier groups only when one's box comes
        // within 1" of it (no sort).
        let boxes: Vec<Bbox> = groups.iter().map(group_box).collect();
        let d = i64::from(BASE_DIAMETER.units());
        for (i, (g, gb)) in groups.iter().zip(&boxes).enumerate() {
            if groups[..i].iter().any(|h| h.key == g.key) {
                return Err(FieldError::DuplicateGroup(g.key));
            }
            if g.figures.is_empty() {
                return Err(FieldError::EmptyGroup(g.key));
            }
            let blocking_near = table.blocking_near_box(gb, BASE_RADIUS);
            let earlier = if boxes[..i].iter().any(|hb| !hb.apart_from(gb, d)) { i } else { 0 };
            for (k, &p) in g.figures.iter().enumerate() {
                let me = FigureRef { group: g.key, index: k };
                if !table.base_on_table(p) {
                    return Err(FieldError::BaseOffTable(me));
                }
                if blocking_near {
                    if let Some(a) = table.blocking_under(p, BASE_RADIUS) {
                        return Err(FieldError::InBlockingTerrain(me, a.id));
                    }
                }
                for h in (0..earlier).filter(|&h| !boxes[h].apart(p, p, d)).chain([i]) {
                    let upto = if h == i { k } else { groups[h].figures.len() };
                    if let Some(j) = groups[h].figures[..upto].iter().position(|&q| overlaps(p, q)) {
                        return Err(FieldError::OverlappingBases(FigureRef { group: groups[h].key, index: j }, me));
                    }
                }
            }
        }
        for v in veils {
            if table.area(v.area).is_none() {
                return Err(FieldError::UnknownArea(v.area));
            }
        }
        Ok(Field { table, groups, veils, boxes: Boxes::Own(boxes) })
    }

    /// [`Field::new`] of inputs that differ from inputs it accepted on the same table only in
    /// the groups of `changed` (bit `i`: `groups[i]`; every group from the 64th on counts as
    /// changed), given each group's box (`boxes[i]`: [`group_box`] of `groups[i]`): the same
    /// result. Speed (issue #3): between two fields of a game one group has moved, and what
    /// [`Field::new`] checks of the other groups alone (their keys, bases and pairs of bases) held
    /// then and holds now; so only what a changed group takes part in is checked (its key, its
    /// bases, and its bases against every other base), and on a failure [`Field::new`] itself
    /// finds the error it reports first.
    ///
    /// # Errors
    /// As [`Field::new`].
    pub fn new_since(
        table: &'a Table,
        groups: &'a [PlacedGroup],
        veils: &'a [Veil],
        boxes: &'a [Bbox],
        changed: u64,
    ) -> Result<Field<'a>, FieldError> {
        crate::cross_check!(boxes.len() == groups.len() && groups.iter().zip(boxes).all(|(g, b)| group_box(g) == *b));
        let is_changed = |i: usize| i >= 64 || changed & (1 << i) != 0;
        let d = i64::from(BASE_DIAMETER.units());
        let changed_ok = |i: usize, g: &PlacedGroup| {
            let gb = &boxes[i];
            if g.figures.is_empty() || groups.iter().enumerate().any(|(h, o)| h != i && o.key == g.key) {
                return false;
            }
            let blocking_near = table.blocking_near_box(gb, BASE_RADIUS);
            // The other groups whose box comes within 1" of this one's: the only ones a base of
            // this group can overlap.
            let near: SmallVec<[usize; 16]> =
                (0..groups.len()).filter(|&h| h != i && !boxes[h].apart_from(gb, d)).collect();
            g.figures.iter().enumerate().all(|(k, &p)| {
                table.base_on_table(p)
                    && (!blocking_near || table.blocking_under(p, BASE_RADIUS).is_none())
                    && !g.figures[..k].iter().any(|&q| overlaps(p, q))
                    && !near
                        .iter()
                        .any(|&h| !boxes[h].apart(p, p, d) && groups[h].figures.iter().any(|&q| overlaps(p, q)))
            })
        };
        let ok = groups.iter().enumerate().all(|(i, g)| !is_changed(i) || changed_ok(i, g))
            && veils.iter().all(|v| table.area(v.area).is_some());
        if !ok {
            return Field::new(table, groups, veils);
        }
        Ok(Field { table, groups, veils, boxes: Boxes::Kept(boxes) })
    }

    /// The field of inputs that [`Field::new`] accepted before (the same table, groups and
    /// veils), built without checking them again (speed: the engine keeps the inputs it last
    /// checked, with each group's box: `boxes[i]` is [`group_box`] of `groups[i]`). The same
    /// field as [`Field::new`] makes of them.
    pub fn accepted(table: &'a Table, groups: &'a [PlacedGroup], veils: &'a [Veil], boxes: &'a [Bbox]) -> Field<'a> {
        crate::cross_check!(boxes.len() == groups.len() && groups.iter().zip(boxes).all(|(g, b)| group_box(g) == *b));
        Field { table, groups, veils, boxes: Boxes::Kept(boxes) }
    }

    /// The table.
    pub fn table(&self) -> &'a Table {
        self.table
    }
    /// All groups.
    pub fn groups(&self) -> &'a [PlacedGroup] {
        self.groups
    }
    /// The veils.
    pub fn veils(&self) -> &'a [Veil] {
        self.veils
    }

    /// The group with this key.
    ///
    /// # Errors
    /// [`FieldError::UnknownGroup`].
    pub fn group(&self, key: GroupKey) -> Result<&'a PlacedGroup, FieldError> {
        // Speed (issue #28): groups placed in the order of their keys, as the engine places them,
        // are found by a binary search; in any other order the scan finds them.
        let i = self.groups.partition_point(|g| g.key < key);
        match self.groups.get(i) {
            Some(g) if g.key == key => Ok(g),
            _ => self.groups.iter().find(|g| g.key == key).ok_or(FieldError::UnknownGroup(key)),
        }
    }

    /// The centre of a figure's base.
    ///
    /// # Errors
    /// [`FieldError::UnknownGroup`], [`FieldError::UnknownFigure`].
    pub fn figure(&self, f: FigureRef) -> Result<Point, FieldError> {
        self.group(f.group)?.figures.get(f.index).copied().ok_or(FieldError::UnknownFigure(f))
    }

    /// Distance between the closest bases of two groups (CG-MEAS-05).
    ///
    /// # Errors
    /// [`FieldError::UnknownGroup`].
    pub fn group_distance(&self, a: GroupKey, b: GroupKey) -> Result<Length, FieldError> {
        let (ga, gb) = (self.group(a)?, self.group(b)?);
        Ok(groups_distance(&ga.figures, &gb.figures).unwrap_or(Length::ZERO))
    }

    /// Whether group `a` is within `d` of group `b` (CG-MEAS-04).
    ///
    /// # Errors
    /// [`FieldError::UnknownGroup`].
    pub fn groups_within(&self, a: GroupKey, b: GroupKey, d: Length) -> Result<bool, FieldError> {
        Ok(within(&self.group(a)?.figures, &self.group(b)?.figures, d))
    }

    /// The groups hostile to `key` (enemies and animals) within `d` of it, closest first (ties
    /// by key). Used for threats ("Threatened flight": within M) and for picking up the pace.
    ///
    /// # Errors
    /// [`FieldError::UnknownGroup`].
    pub fn hostiles_within(&self, key: GroupKey, d: Length) -> Result<Vec<(GroupKey, Length)>, FieldError> {
        let me = self.group(key)?;
        let mut out: Vec<(GroupKey, Length)> = self
            .groups
            .iter()
            .filter(|g| g.key != key && me.side.is_hostile_to(g.side) && within(&me.figures, &g.figures, d))
            .map(|g| (g.key, groups_distance(&me.figures, &g.figures).unwrap_or(Length::ZERO)))
            .collect();
        out.sort_by_key(|&(k, d)| (d, k));
        Ok(out)
    }

    /// Where a set of bases is with respect to terrain areas: a base is in an area when its
    /// centre is inside the area's outline or on it (ruling, docs/rulings.md "Geometry").
    /// Source: "Movement constraints", "Surviving in Dangerous Lands".
    pub fn occupancy(&self, figures: &[Point]) -> Occupancy {
        let mut area: Option<AreaId> = None;
        let mut open = false;
        for &p in figures {
            match self.table.area_at(p) {
                None => open = true,
                Some(a) => match area {
                    None => area = Some(a),
                    Some(b) if b != a => return Occupancy::Straddling,
                    Some(_) => {}
                },
            }
        }
        match (area, open) {
            (None, _) => Occupancy::Open,
            (Some(a), false) => Occupancy::Inside { area: a },
            (Some(a), true) => Occupancy::Partly { area: a },
        }
    }

    /// [`Field::occupancy`] of a group.
    ///
    /// # Errors
    /// [`FieldError::UnknownGroup`].
    pub fn group_occupancy(&self, key: GroupKey) -> Result<Occupancy, FieldError> {
        Ok(self.occupancy(&self.group(key)?.figures))
    }

    /// Distance from a base centred on `p` to an area: 0 when its centre is in the area, else
    /// from the base's edge to the area's outline (rounded down). Source: "Measuring sticks and
    /// distances" (within X of a terrain feature).
    ///
    /// # Errors
    /// [`FieldError::UnknownArea`].
    pub fn base_to_area(&self, p: Point, area: AreaId) -> Result<Length, FieldError> {
        let a = self.table.area(area).ok_or(FieldError::UnknownArea(area))?;
        if prim::in_polygon(p, &a.outline) {
            return Ok(Length::ZERO);
        }
        let n = a.outline.len();
        let d = (0..n)
            .map(|i| prim::point_seg_dist_floor(p, a.outline[i], a.outline[(i + 1) % n]))
            .min()
            .unwrap_or(Length::ZERO);
        Ok(if d > BASE_RADIUS { d - BASE_RADIUS } else { Length::ZERO })
    }

    /// The groups with a figure in `area` or within `d` of it, closest first (ties by key), with
    /// their distance (0 when inside). For the gorilla, which attacks groups in its area or
    /// within S of it (CG-ANIMAL-10; the rules layer excludes the animal itself).
    ///
    /// # Errors
    /// [`FieldError::UnknownArea`].
    pub fn groups_near_area(&self, area: AreaId, d: Length) -> Result<Vec<(GroupKey, Length)>, FieldError> {
        let mut out = Vec::new();
        // Speed (issue #3): a group whose box is d + the base radius + a unit or more from the
        // area's box along one axis has every base farther than `d` from the area.
        let area_box = self.table.area(area).map(|a| Bbox::of(&a.outline));
        let far = i64::from(d.units()) + i64::from(BASE_RADIUS.units()) + 1;
        for (g, gb) in self.groups.iter().zip(self.boxes.as_slice()) {
            if area_box.as_ref().is_some_and(|ab| ab.apart_from(gb, far)) {
                continue;
            }
            let mut best: Option<Length> = None;
            for &p in &g.figures {
                let x = self.base_to_area(p, area)?;
                if best.is_none_or(|b| x < b) {
                    best = Some(x);
                }
            }
            if let Some(b) = best.filter(|&b| b <= d) {
                out.push((g.key, b));
            }
        }
        out.sort_by_key(|&(k, d)| (d, k));
        Ok(out)
    }

    /// Every base except those of `skip`, with its owner.
    pub(crate) fn other_bases(&self, skip: GroupKey) -> impl Iterator<Item = (&'a PlacedGroup, usize, Point)> + 'a {
        self.groups
            .iter()
            .filter(move |g| g.key != skip)
            .flat_map(|g| g.figures.iter().enumerate().map(move |(i, &p)| (g, i, p)))
    }

    /// [`Field::other_bases`] less the groups all of whose bases are at least `r` from the
    /// segment `a`-`b` (apart along one axis, by their bounding box): a speed filter for
    /// searches that only care about bases closer than `r` to the segment.
    pub(crate) fn other_bases_near(
        &self,
        skip: GroupKey,
        a: Point,
        b: Point,
        r: Length,
    ) -> impl Iterator<Item = (&'a PlacedGroup, usize, Point)> + '_ {
        let r = i64::from(r.units()).max(1);
        self.groups
            .iter()
            .zip(self.boxes.as_slice())
            .filter(move |(g, bx)| g.key != skip && !bx.apart(a, b, r))
            .flat_map(|(g, _)| g.figures.iter().enumerate().map(move |(i, &p)| (g, i, p)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::table::{Height, TableSpec, TerrainArea};
    use tabletop::Die;

    fn grp(key: u32, player: u8, pts: &[(i32, i32)]) -> PlacedGroup {
        PlacedGroup {
            key: GroupKey(key),
            side: Side::Player { player },
            figures: pts.iter().map(|&(x, y)| Point::new(Length(x), Length(y))).collect(),
        }
    }

    // rule: CG-MEAS-05
    #[test]
    fn distance_is_between_closest_points_of_bases() {
        assert_eq!(base_distance(Point::inches(0, 0), Point::inches(7, 0)), Length::inches(6));
        assert_eq!(base_distance(Point::inches(0, 0), Point::inches(1, 0)), Length::ZERO);
        assert_eq!(base_to_point(Point::inches(0, 0), Point::inches(3, 4)), Length::milli(4_500));
    }

    // rule: CG-MEAS-04
    #[test]
    fn within_x_means_x_or_closer_for_any_figure() {
        let a = [Point::inches(10, 10), Point::inches(11, 10), Point::inches(12, 10)];
        let b = [Point::inches(17, 10)];
        assert!(within(&a, &b, Length::inches(4)));
        assert!(!within(&a, &b, Length::milli(3_999)));
        assert!(!within(&a[..1], &b, Length::inches(4)));
    }

    #[test]
    fn chains_and_contact() {
        let c = [Point::inches(10, 10), Point::inches(11, 10), Point::inches(12, 10)];
        assert!(is_chain(&c));
        let gap = [Point::inches(10, 10), Point::inches(11, 10), Point::inches(13, 10)];
        assert!(!is_chain(&gap));
        assert!(in_contact(Point::inches(0, 0), Point::new(Length(1003), Length(0))));
        assert!(!in_contact(Point::inches(0, 0), Point::new(Length(1006), Length(0))));
    }

    #[test]
    fn field_rejects_bad_positions() {
        let t = Table::default();
        let overlapping = [grp(1, 0, &[(10_000, 10_000)]), grp(2, 1, &[(10_500, 10_000)])];
        assert!(matches!(Field::new(&t, &overlapping, &[]), Err(FieldError::OverlappingBases(..))));
        let off = [grp(1, 0, &[(400, 10_000)])];
        assert!(matches!(Field::new(&t, &off, &[]), Err(FieldError::BaseOffTable(..))));
        let dup = [grp(1, 0, &[(5000, 5000)]), grp(1, 1, &[(9000, 5000)])];
        assert_eq!(Field::new(&t, &dup, &[]).err(), Some(FieldError::DuplicateGroup(GroupKey(1))));
        let empty = [grp(1, 0, &[])];
        assert_eq!(Field::new(&t, &empty, &[]).err(), Some(FieldError::EmptyGroup(GroupKey(1))));
        let ok = [grp(1, 0, &[(5000, 5000)])];
        let f = Field::new(&t, &ok, &[]).unwrap();
        assert_eq!(f.group(GroupKey(9)).err(), Some(FieldError::UnknownGroup(GroupKey(9))));
    }

    // rule: CG-MOVE-12
    #[test]
    fn occupancy_all_in_all_out_partly() {
        let spec = TableSpec {
            areas: alloc::vec![TerrainArea::new(
                1,
                TerrainArea::rect_outline(10, 10, 6, 6),
                Height::High,
                false,
                Die::D8
            )],
            ..TableSpec::default()
        };
        let t = Table::new(spec).unwrap();
        let gs = [
            grp(1, 0, &[(12_000, 12_000), (13_000, 12_000)]),
            grp(2, 0, &[(15_500, 12_000), (16_500, 12_000)]),
            grp(3, 0, &[(30_000, 30_000)]),
        ];
        let f = Field::new(&t, &gs, &[]).unwrap();
        assert_eq!(f.group_occupancy(GroupKey(1)).unwrap(), Occupancy::Inside { area: AreaId(1) });
        assert_eq!(f.group_occupancy(GroupKey(2)).unwrap(), Occupancy::Partly { area: AreaId(1) });
        assert_eq!(f.group_occupancy(GroupKey(3)).unwrap(), Occupancy::Open);
    }

    /// `Field::new_since` gives `Field::new`'s answer of inputs that differ from accepted ones
    /// in the changed groups: each way a changed group is refused (off the table, in blocking
    /// terrain, on a base of a group before or after it or on one of its own, another group's
    /// key, empty), or accepted; one or several groups changed; a veil of no area.
    #[test]
    fn a_field_checked_in_its_changed_groups_gives_the_full_answer() {
        let blocking = TerrainArea::new(7, TerrainArea::rect_outline(30, 30, 4, 4), Height::High, true, Die::D8);
        let t = Table::new(TableSpec { areas: alloc::vec![blocking], ..TableSpec::default() }).unwrap();
        let accepted = [
            grp(1, 0, &[(10_000, 10_000), (11_000, 10_000)]),
            grp(2, 1, &[(20_000, 10_000), (21_000, 10_000)]),
            grp(3, 1, &[(10_000, 20_000)]),
        ];
        assert!(Field::new(&t, &accepted, &[]).is_ok());
        let spots: [&[(i32, i32)]; 9] = [
            &[(40_000, 40_000), (41_000, 40_000)],
            &[(10_000, 10_500)],
            &[(20_900, 10_400), (19_000, 10_000)],
            &[(10_000, 19_200)],
            &[(300, 5_000)],
            &[(32_000, 32_000)],
            &[(5_000, 5_000), (5_500, 5_000)],
            &[],
            &[(11_000, 10_000)],
        ];
        let (mut refused, mut checked) = (0, 0);
        for i in 0..accepted.len() {
            for spot in spots {
                for key in [accepted[i].key.0, 1, 2, 3] {
                    for also in [None, Some((i + 1) % accepted.len())] {
                        let mut groups = accepted.to_vec();
                        groups[i] = grp(key, 0, spot);
                        let mut changed = 1 << i;
                        if let Some(j) = also {
                            groups[j].figures[0] = Point::new(Length(45_000), Length(30_000));
                            changed |= 1 << j;
                        }
                        let boxes: Vec<Bbox> = groups.iter().map(group_box).collect();
                        let full = Field::new(&t, &groups, &[]).err();
                        assert_eq!(Field::new_since(&t, &groups, &[], &boxes, changed).err(), full, "{groups:?}");
                        refused += usize::from(full.is_some());
                        checked += 1;
                    }
                }
            }
        }
        assert!(refused > checked / 2 && refused < checked, "{refused} of {checked}");
        let boxes: Vec<Bbox> = accepted.iter().map(group_box).collect();
        let veil = [Veil { area: AreaId(99), kind: VeilKind::Mist }];
        assert_eq!(Field::new_since(&t, &accepted, &veil, &boxes, 1).err(), Some(FieldError::UnknownArea(AreaId(99))));
    }
}
