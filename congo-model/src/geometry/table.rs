//! The table and its terrain: the playing surface, terrain areas (houses included), linear
//! obstacles, rivers and streams with their fords and bridges, and tracks.
//!
//! Source: Congo rulebook, "Surviving in Dangerous Lands" (classification, size, houses,
//! obstacles, streams & rivers, paths & tracks); RULINGS.md "Measures and table".
//!
//! A [`Table`] is always valid: it is built from a plain [`TableSpec`] by [`Table::new`] (or by
//! deserializing, which runs the same checks), and every check failure is a typed
//! [`TableError`]. Whether a dangerous area is *explored* is game state, not table data: it
//! lives in the turn engine.

use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::{Die, Length, Point};

use super::error::{Feature, TableError};
use super::prim::{self, Bbox};

/// The largest table side accepted, in inches (keeps every product far inside `i128`).
pub const MAX_TABLE_SIDE_INCHES: i32 = 1000;

/// The most vertices one outline (a terrain area, house, river, crossing or track) may have.
/// Generous for real tables (the built-in Adventures' areas have at most 8); a bound on the
/// outline's self-intersection check (every pair of edges) and on every geometry query that
/// walks its edges.
pub const MAX_OUTLINE_VERTICES: usize = 1024;

/// The most vertices all the outlines of one table may have together (the built-in Adventures
/// use at most 60): it bounds the areas' pairwise overlap check, whose cost is at most the
/// square of this.
pub const MAX_TABLE_VERTICES: usize = 4096;

/// The most linear obstacles one table may have (the built-in Adventures have a handful).
pub const MAX_OBSTACLES: usize = 1024;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = concat!("Congo", stringify!($name))))]
        #[serde(transparent)]
        pub struct $name(pub u32);
        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}
id_type!(
    /// The id of a terrain area or house, unique on its table.
    AreaId
);
id_type!(
    /// The id of a linear obstacle, unique on its table.
    ObstacleId
);
id_type!(
    /// The id of a river or stream, unique on its table.
    RiverId
);
id_type!(
    /// The id of a path or track, unique on its table.
    TrackId
);

/// Height of a terrain area or obstacle ("Surviving in Dangerous Lands": height decides whether
/// it blocks line of sight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoHeight"))]
#[serde(rename_all = "snake_case")]
pub enum Height {
    /// Does not affect line of sight.
    Low,
    /// Line of sight may enter or leave it but never pass through it (areas), or never cross it
    /// (obstacles).
    High,
}

/// The two size classes ("Terrain area size": small fits within a 15 cm square; large does not,
/// and its two farthest points are at most L apart). The class is declared by the adventure and
/// not checked against the outline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoSizeClass"))]
#[serde(rename_all = "snake_case")]
pub enum SizeClass {
    /// Fits within a 15 cm x 15 cm square.
    Small,
    /// Larger than small, at most L across.
    Large,
}

/// What kind of feature an area is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAreaKind"))]
#[serde(rename_all = "snake_case")]
pub enum AreaKind {
    /// An ordinary terrain area.
    #[default]
    Terrain,
    /// A house (tent, hut, shack): always high and blocking ("Houses").
    House,
}

/// A terrain area: a simple polygon with its four characteristics ("Classification").
///
/// Coordinates are fixed-point (thousandths of an inch) on the table, vertices in order (either
/// orientation), the closing edge implied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTerrainArea"))]
#[serde(
    expecting = "a terrain area: an object with `id`, `outline` (points), `height`, `blocking`, `cover` and `size`"
)]
#[serde(deny_unknown_fields)]
pub struct TerrainArea {
    /// Unique id on the table.
    pub id: AreaId,
    /// A display name (free text).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub name: String,
    /// The border, at least three vertices, non-degenerate, not self-intersecting, on the table.
    pub outline: Vec<Point>,
    /// High areas block line of sight *through* them.
    pub height: Height,
    /// No model may enter a blocking area; it gives no cover.
    pub blocking: bool,
    /// Entering an unexplored dangerous area triggers a Dangerous Terrain roll (engine).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub dangerous: bool,
    /// Cover die of groups in the area: D6, D8 or D10.
    pub cover: Die,
    /// Declared size class.
    pub size: SizeClass,
    /// Terrain or house.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub kind: AreaKind,
}

impl TerrainArea {
    /// An ordinary area with the given traits, named after its id.
    pub fn new(id: u32, outline: Vec<Point>, height: Height, blocking: bool, cover: Die) -> TerrainArea {
        TerrainArea {
            id: AreaId(id),
            name: String::new(),
            outline,
            height,
            blocking,
            dangerous: false,
            cover,
            size: SizeClass::Large,
            kind: AreaKind::Terrain,
        }
    }
    /// A house: high and blocking ("Houses": "by default, all count as high blocking terrain
    /// areas"). Its cover die is irrelevant (it cannot be entered) and set to D6.
    pub fn house(id: u32, outline: Vec<Point>) -> TerrainArea {
        TerrainArea {
            kind: AreaKind::House,
            size: SizeClass::Small,
            ..TerrainArea::new(id, outline, Height::High, true, Die::D6)
        }
    }
    /// An axis-aligned rectangle from its south-west corner and size, in whole inches.
    pub fn rect_outline(x: i32, y: i32, w: i32, h: i32) -> Vec<Point> {
        alloc::vec![Point::inches(x, y), Point::inches(x + w, y), Point::inches(x + w, y + h), Point::inches(x, y + h)]
    }
    /// Marks the area dangerous.
    pub fn dangerous(mut self) -> TerrainArea {
        self.dangerous = true;
        self
    }
    /// Sets the display name.
    pub fn named(mut self, name: &str) -> TerrainArea {
        self.name = String::from(name);
        self
    }
    /// Sets the size class.
    pub fn sized(mut self, size: SizeClass) -> TerrainArea {
        self.size = size;
        self
    }
}

/// The side of the square a small area must fit in: 15 cm, i.e. 5.906" (rounded to the nearest
/// thousandth).
pub const SMALL_AREA_SQUARE: Length = Length::milli(5_906);

impl TerrainArea {
    /// The size class the outline measures as ("Terrain area size"): `Small` when it fits within
    /// a 15 cm square at some whole-degree rotation, `Large` when it does not but its two
    /// farthest points are at most L (12") apart, `None` when it is bigger than a large area.
    /// Adventures declare [`TerrainArea::size`]; this lets a table editor check it. Integer
    /// only (rotations from the [`super::Heading`] table). Rule: CG-TERR-06.
    pub fn measured_size(&self) -> Option<SizeClass> {
        let side = i64::from(SMALL_AREA_SQUARE.units());
        let fits = (0..90).any(|k| {
            let (c, s) = super::Heading::degrees(k).unit();
            let (mut x0, mut x1, mut y0, mut y1) = (i64::MAX, i64::MIN, i64::MAX, i64::MIN);
            for p in &self.outline {
                let (px, py) = (i64::from(p.x.units()), i64::from(p.y.units()));
                let x = (px * c + py * s) / super::dirs::UNIT;
                let y = (py * c - px * s) / super::dirs::UNIT;
                x0 = x0.min(x);
                x1 = x1.max(x);
                y0 = y0.min(y);
                y1 = y1.max(y);
            }
            x1 - x0 <= side && y1 - y0 <= side
        });
        if fits {
            return Some(SizeClass::Small);
        }
        let l = super::L;
        let within_l = self
            .outline
            .iter()
            .all(|&a| self.outline.iter().all(|&b| prim::cmp_dist(a, b, l) != core::cmp::Ordering::Greater));
        within_l.then_some(SizeClass::Large)
    }
}

/// A linear obstacle: a fence, barrier or wall, as a straight segment ("Obstacles").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoObstacle"))]
#[serde(expecting = "an obstacle: an object with `id`, `from`, `to` (points) and `height`")]
#[serde(deny_unknown_fields)]
pub struct Obstacle {
    /// Unique id on the table.
    pub id: ObstacleId,
    /// One end (fixed-point, on the table).
    pub from: Point,
    /// The other end (distinct from `from`).
    pub to: Point,
    /// High obstacles block line of sight and restrict movement; low ones only give cover.
    pub height: Height,
}

/// A ford or bridge: where a river's special rules do not apply ("Streams & Rivers").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCrossingKind"))]
#[serde(rename_all = "snake_case")]
pub enum CrossingKind {
    /// A ford.
    Ford,
    /// A bridge.
    Bridge,
}

/// A ford or bridge over a river, as a polygon.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCrossing"))]
#[serde(expecting = "a river crossing: an object with `kind` and `outline` (points)")]
#[serde(deny_unknown_fields)]
pub struct Crossing {
    /// Ford or bridge.
    pub kind: CrossingKind,
    /// The crossing's outline (a simple polygon on the table).
    pub outline: Vec<Point>,
}

/// A river or stream: open ground with special rules ("Streams & Rivers"), as a polygon (the
/// water's outline), with its fords and bridges.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRiver"))]
#[serde(expecting = "a river: an object with `id` and `outline` (points)")]
#[serde(deny_unknown_fields)]
pub struct River {
    /// Unique id on the table.
    pub id: RiverId,
    /// The water's outline (a simple polygon on the table).
    pub outline: Vec<Point>,
    /// Fords and bridges: a point inside one of them is not "in the river".
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub crossings: Vec<Crossing>,
}

/// A path or track: not terrain, but a group is wholly on or off it; D6 cover ("Paths &
/// Tracks").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTrack"))]
#[serde(expecting = "a track: an object with `id` and `outline` (points)")]
#[serde(deny_unknown_fields)]
pub struct Track {
    /// Unique id on the table.
    pub id: TrackId,
    /// The track's outline (a simple polygon on the table).
    pub outline: Vec<Point>,
}

fn default_open_cover() -> Die {
    Die::D6
}

/// The plain description of a table, as an adventure or a user writes it. Turn it into a
/// checked [`Table`] with [`Table::new`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTableSpec"))]
#[serde(
    expecting = "a table: an object with `width` and `height` (thousandths of an inch) and optional `areas`, `obstacles`, `rivers`, `tracks` and `open_cover`"
)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    /// East-west size (default 72").
    pub width: Length,
    /// North-south size (default 48").
    pub height: Length,
    /// Terrain areas and houses; no two may overlap.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub areas: Vec<TerrainArea>,
    /// Linear obstacles.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub obstacles: Vec<Obstacle>,
    /// Rivers and streams.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub rivers: Vec<River>,
    /// Paths and tracks.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub tracks: Vec<Track>,
    /// Cover die of open terrain (default D6; "Cover rolls": the adventure may improve it).
    #[serde(default = "default_open_cover")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub open_cover: Die,
}

impl Default for TableSpec {
    /// An empty 72" x 48" table (RULINGS.md "Measures and table").
    fn default() -> TableSpec {
        TableSpec {
            width: Length::inches(72),
            height: Length::inches(48),
            areas: Vec::new(),
            obstacles: Vec::new(),
            rivers: Vec::new(),
            tracks: Vec::new(),
            open_cover: Die::D6,
        }
    }
}

/// A checked table: every outline is a proper polygon on the table, ids are unique, areas do
/// not overlap, houses are high and blocking. Serializes as its [`TableSpec`]; deserializing
/// runs [`Table::new`]'s checks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTable", as = "TableSpec"))]
#[serde(try_from = "TableSpec", into = "TableSpec")]
pub struct Table {
    spec: TableSpec,
    /// The bounding boxes of the areas, rivers and tracks, in the spec's order (speed: most
    /// points and bases are far from most outlines).
    boxes: Boxes,
}

/// The bounding boxes of a table's outlines (derived from its spec).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Boxes {
    areas: Vec<Bbox>,
    rivers: Vec<Bbox>,
    tracks: Vec<Bbox>,
}

impl Boxes {
    fn of(spec: &TableSpec) -> Boxes {
        Boxes {
            areas: spec.areas.iter().map(|a| Bbox::of(&a.outline)).collect(),
            rivers: spec.rivers.iter().map(|r| Bbox::of(&r.outline)).collect(),
            tracks: spec.tracks.iter().map(|t| Bbox::of(&t.outline)).collect(),
        }
    }
}

impl Default for Table {
    /// The empty 72" x 48" table.
    fn default() -> Table {
        Table { spec: TableSpec::default(), boxes: Boxes::default() }
    }
}

impl TryFrom<TableSpec> for Table {
    type Error = TableError;
    fn try_from(spec: TableSpec) -> Result<Table, TableError> {
        Table::new(spec)
    }
}

impl From<Table> for TableSpec {
    fn from(t: Table) -> TableSpec {
        t.spec
    }
}

fn check_polygon(feature: Feature, outline: &[Point], w: Length, h: Length) -> Result<(), TableError> {
    if outline.len() < 3 {
        return Err(TableError::TooFewVertices { feature, count: outline.len() });
    }
    if outline.len() > MAX_OUTLINE_VERTICES {
        return Err(TableError::TooManyVertices { feature, count: outline.len() });
    }
    if prim::self_intersects(outline) {
        return Err(TableError::SelfIntersecting { feature });
    }
    if prim::twice_area(outline) == 0 {
        return Err(TableError::DegeneratePolygon { feature });
    }
    if outline.iter().any(|p| !on_table(*p, w, h)) {
        return Err(TableError::OffTable { feature });
    }
    Ok(())
}

fn on_table(p: Point, w: Length, h: Length) -> bool {
    p.x >= Length::ZERO && p.y >= Length::ZERO && p.x <= w && p.y <= h
}

impl Table {
    /// Checks a spec and makes it a table.
    ///
    /// # Errors
    /// [`TableError`]: a side not in 1"..=1000"; an outline with fewer than three or more than
    /// [`MAX_OUTLINE_VERTICES`] vertices, zero area, crossing edges or a vertex off the table;
    /// more than [`MAX_TABLE_VERTICES`] vertices in all or [`MAX_OBSTACLES`] obstacles (both
    /// checked before any outline is); a degenerate or off-table obstacle; a duplicate id; two
    /// overlapping areas; a house that is not high and blocking; a cover die other than
    /// D6/D8/D10.
    pub fn new(spec: TableSpec) -> Result<Table, TableError> {
        let max = Length::inches(MAX_TABLE_SIDE_INCHES);
        let (w, h) = (spec.width, spec.height);
        if w < Length::inches(1) || h < Length::inches(1) || w > max || h > max {
            return Err(TableError::TableSize { width: w, height: h });
        }
        let vertices = spec.areas.iter().map(|a| a.outline.len()).sum::<usize>()
            + spec
                .rivers
                .iter()
                .map(|r| r.outline.len() + r.crossings.iter().map(|c| c.outline.len()).sum::<usize>())
                .sum::<usize>()
            + spec.tracks.iter().map(|t| t.outline.len()).sum::<usize>();
        if vertices > MAX_TABLE_VERTICES {
            return Err(TableError::TooManyTableVertices { count: vertices });
        }
        if spec.obstacles.len() > MAX_OBSTACLES {
            return Err(TableError::TooManyObstacles { count: spec.obstacles.len() });
        }
        if !matches!(spec.open_cover, Die::D6 | Die::D8 | Die::D10) {
            return Err(TableError::CoverDie { feature: Feature::OpenTerrain, die: spec.open_cover });
        }
        for (i, a) in spec.areas.iter().enumerate() {
            let f = Feature::Area(a.id);
            if spec.areas[..i].iter().any(|b| b.id == a.id) {
                return Err(TableError::DuplicateId { feature: f });
            }
            check_polygon(f, &a.outline, w, h)?;
            if !matches!(a.cover, Die::D6 | Die::D8 | Die::D10) {
                return Err(TableError::CoverDie { feature: f, die: a.cover });
            }
            if a.kind == AreaKind::House && (a.height != Height::High || !a.blocking) {
                return Err(TableError::HouseNotHighBlocking { id: a.id });
            }
            if let Some(b) = spec.areas[..i].iter().find(|b| prim::polygons_meet(&a.outline, &b.outline)) {
                return Err(TableError::OverlappingAreas { first: b.id, second: a.id });
            }
        }
        for (i, o) in spec.obstacles.iter().enumerate() {
            let f = Feature::Obstacle(o.id);
            if spec.obstacles[..i].iter().any(|b| b.id == o.id) {
                return Err(TableError::DuplicateId { feature: f });
            }
            if o.from == o.to {
                return Err(TableError::DegenerateObstacle { id: o.id });
            }
            if !on_table(o.from, w, h) || !on_table(o.to, w, h) {
                return Err(TableError::OffTable { feature: f });
            }
        }
        for (i, r) in spec.rivers.iter().enumerate() {
            let f = Feature::River(r.id);
            if spec.rivers[..i].iter().any(|b| b.id == r.id) {
                return Err(TableError::DuplicateId { feature: f });
            }
            check_polygon(f, &r.outline, w, h)?;
            for (k, c) in r.crossings.iter().enumerate() {
                check_polygon(Feature::Crossing { river: r.id, index: k }, &c.outline, w, h)?;
            }
        }
        for (i, t) in spec.tracks.iter().enumerate() {
            let f = Feature::Track(t.id);
            if spec.tracks[..i].iter().any(|b| b.id == t.id) {
                return Err(TableError::DuplicateId { feature: f });
            }
            check_polygon(f, &t.outline, w, h)?;
        }
        let boxes = Boxes::of(&spec);
        Ok(Table { spec, boxes })
    }

    /// East-west size, fixed-point.
    pub fn width(&self) -> Length {
        self.spec.width
    }
    /// North-south size, fixed-point.
    pub fn height(&self) -> Length {
        self.spec.height
    }
    /// The terrain areas and houses.
    pub fn areas(&self) -> &[TerrainArea] {
        &self.spec.areas
    }
    /// The linear obstacles.
    pub fn obstacles(&self) -> &[Obstacle] {
        &self.spec.obstacles
    }
    /// The rivers and streams.
    pub fn rivers(&self) -> &[River] {
        &self.spec.rivers
    }
    /// The paths and tracks.
    pub fn tracks(&self) -> &[Track] {
        &self.spec.tracks
    }
    /// Cover die of open terrain.
    pub fn open_cover(&self) -> Die {
        self.spec.open_cover
    }
    /// The plain description.
    pub fn spec(&self) -> &TableSpec {
        &self.spec
    }
    /// The area with this id, if any.
    pub fn area(&self, id: AreaId) -> Option<&TerrainArea> {
        self.spec.areas.iter().find(|a| a.id == id)
    }
    /// The obstacle with this id, if any.
    pub fn obstacle(&self, id: ObstacleId) -> Option<&Obstacle> {
        self.spec.obstacles.iter().find(|o| o.id == id)
    }

    /// The terrain area (or house) whose outline contains `p` (boundary included), if any.
    /// Areas never overlap, so there is at most one. Source: "Classification".
    pub fn area_at(&self, p: Point) -> Option<AreaId> {
        self.boxed_areas().find(|(a, b)| prim::in_polygon_boxed(p, &a.outline, b)).map(|(a, _)| a.id)
    }

    /// The blocking area a base of radius `r` centred on `p` overlaps (touching its outline
    /// from outside does not count), first in the spec's order.
    pub fn blocking_under(&self, p: Point, r: Length) -> Option<&TerrainArea> {
        let rr = i64::from(r.units()).max(1);
        self.boxed_areas()
            .find(|(a, b)| a.blocking && !b.apart(p, p, rr) && prim::disc_overlaps_polygon(p, r, &a.outline))
            .map(|(a, _)| a)
    }

    /// Whether a blocking area's box comes within `r` of the box `near`: if not,
    /// [`Table::blocking_under`] finds none for a base of radius `r` centred in `near` (speed: a
    /// field skips that test for the bases of a group far from every blocking area).
    pub(crate) fn blocking_near_box(&self, near: &Bbox, r: Length) -> bool {
        let rr = i64::from(r.units()).max(1);
        self.boxed_areas().any(|(a, b)| a.blocking && !b.apart_from(near, rr))
    }

    /// The blocking area that comes closer than `r` to the segment `from`-`to`, first in the
    /// spec's order (a base sweeping along the segment would touch it).
    pub(crate) fn blocking_near(&self, from: Point, to: Point, r: Length) -> Option<&TerrainArea> {
        let rr = i64::from(r.units()).max(1);
        self.boxed_areas()
            .find(|(a, b)| a.blocking && !b.apart(from, to, rr) && prim::segment_near_polygon(from, to, &a.outline, r))
            .map(|(a, _)| a)
    }

    /// The areas with their bounding boxes, in the spec's order.
    pub(crate) fn boxed_areas(&self) -> impl Iterator<Item = (&TerrainArea, &Bbox)> {
        self.spec.areas.iter().zip(&self.boxes.areas)
    }

    /// Whether `p` is in a river's water and not on one of its fords or bridges ("Streams &
    /// Rivers": a bridge or ford is not subject to the river rules). Returns the river.
    pub fn river_at(&self, p: Point) -> Option<RiverId> {
        self.spec
            .rivers
            .iter()
            .zip(&self.boxes.rivers)
            .find(|(r, b)| {
                prim::in_polygon_boxed(p, &r.outline, b) && !r.crossings.iter().any(|c| prim::in_polygon(p, &c.outline))
            })
            .map(|(r, _)| r.id)
    }

    /// The track whose outline contains `p`, if any ("Paths & Tracks").
    pub fn track_at(&self, p: Point) -> Option<TrackId> {
        self.spec
            .tracks
            .iter()
            .zip(&self.boxes.tracks)
            .find(|(t, b)| prim::in_polygon_boxed(p, &t.outline, b))
            .map(|(t, _)| t.id)
    }

    /// Whether a whole 1" base centred on `p` lies on the table (edge contact allowed).
    /// Source: "Movement constraints" (a group may not leave the table).
    pub fn base_on_table(&self, p: Point) -> bool {
        let r = super::BASE_RADIUS;
        p.x >= r && p.y >= r && p.x <= self.spec.width - r && p.y <= self.spec.height - r
    }

    /// Distance from `p` to the nearest table edge (negative when `p` is off the table), and
    /// which edge. Ties go north, east, south, west in that order.
    pub fn nearest_edge(&self, p: Point) -> (Edge, Length) {
        let cands = [
            (Edge::North, self.spec.height - p.y),
            (Edge::East, self.spec.width - p.x),
            (Edge::South, p.y),
            (Edge::West, p.x),
        ];
        let mut best = cands[0];
        for c in cands {
            if c.1 < best.1 {
                best = c;
            }
        }
        best
    }

    /// Pairs of areas with less than `gap` of open terrain between them (the set-up asks for at
    /// least 2"; "Surviving in Dangerous Lands", CG-TERR-07). Advice for table editors: a table
    /// with narrow gaps is still valid. Pairs in id order.
    pub fn narrow_gaps(&self, gap: Length) -> Vec<(AreaId, AreaId)> {
        let areas = &self.spec.areas;
        let mut out = Vec::new();
        for (i, a) in areas.iter().enumerate() {
            for b in &areas[i + 1..] {
                let n = b.outline.len();
                let close =
                    (0..n).any(|k| prim::segment_near_polygon(b.outline[k], b.outline[(k + 1) % n], &a.outline, gap));
                if close {
                    out.push((a.id.min(b.id), a.id.max(b.id)));
                }
            }
        }
        out
    }

    /// Signed distance from `p` to the given edge (positive on the table side).
    pub fn distance_to_edge(&self, p: Point, edge: Edge) -> Length {
        match edge {
            Edge::North => self.spec.height - p.y,
            Edge::East => self.spec.width - p.x,
            Edge::South => p.y,
            Edge::West => p.x,
        }
    }
}

/// A table edge (north is `y = height`, east is `x = width`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoEdge"))]
#[serde(rename_all = "snake_case")]
pub enum Edge {
    /// `y = height`.
    North,
    /// `x = width`.
    East,
    /// `y = 0`.
    South,
    /// `x = 0`.
    West,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec_with(areas: Vec<TerrainArea>) -> TableSpec {
        TableSpec { areas, ..TableSpec::default() }
    }

    // rule: CG-TERR-01
    #[test]
    fn default_table_is_72_by_48() {
        let t = Table::default();
        assert_eq!((t.width(), t.height()), (Length::inches(72), Length::inches(48)));
        assert!(t.area_at(Point::inches(10, 10)).is_none());
    }

    #[test]
    fn bad_polygons_are_typed_errors() {
        let tri = |pts: Vec<Point>| spec_with(alloc::vec![TerrainArea::new(1, pts, Height::High, false, Die::D8)]);
        assert!(matches!(Table::new(tri(alloc::vec![])), Err(TableError::TooFewVertices { count: 0, .. })));
        let flat = alloc::vec![Point::inches(1, 1), Point::inches(2, 2), Point::inches(3, 3)];
        assert!(matches!(Table::new(tri(flat)), Err(TableError::DegeneratePolygon { .. })));
        let off = alloc::vec![Point::inches(70, 1), Point::inches(80, 1), Point::inches(75, 5)];
        assert!(matches!(Table::new(tri(off)), Err(TableError::OffTable { .. })));
        let bow = alloc::vec![Point::inches(0, 0), Point::inches(4, 4), Point::inches(4, 0), Point::inches(0, 4)];
        assert!(matches!(Table::new(tri(bow)), Err(TableError::SelfIntersecting { .. })));
    }

    /// A small input may not make the table's checks slow (issue 29): an area of 100,000
    /// vertices (its self-intersection check compares every pair of edges) is refused by its
    /// size alone, naming the cap; so are tables whose outlines have too many vertices together
    /// (the areas' pairwise overlap check) or too many obstacles. The caps leave room for real
    /// tables: an area of exactly the cap is accepted.
    #[test]
    fn outlines_and_tables_are_capped_before_their_quadratic_checks() {
        // A simple polygon of `n` vertices, up to the cap: a convex chain (x = 70i, y = i^2/30
        // thousandths of an inch) closed by a vertex in the table's north-west corner (beyond
        // the cap the chain repeats: the size alone is refused).
        let ring = |n: usize| -> Vec<Point> {
            let chain = (0..n as i32 - 1)
                .map(|i| i % MAX_OUTLINE_VERTICES as i32)
                .map(|i| Point::new(Length::milli(70 * i), Length::milli(i * i / 30)));
            chain.chain([Point::new(Length::ZERO, Length::milli(47_000))]).collect()
        };
        let area = |id: u32, outline: Vec<Point>| TerrainArea::new(id, outline, Height::Low, false, Die::D8);
        let huge = Table::new(spec_with(alloc::vec![area(1, ring(100_000))]));
        assert_eq!(huge, Err(TableError::TooManyTableVertices { count: 100_000 }));
        assert!(Table::new(spec_with(alloc::vec![area(1, ring(MAX_OUTLINE_VERTICES))])).is_ok());
        let over = Table::new(spec_with(alloc::vec![area(1, ring(MAX_OUTLINE_VERTICES + 1))]));
        assert_eq!(over, Err(TableError::TooManyVertices { feature: Feature::Area(AreaId(1)), count: 1025 }));
        assert!(alloc::format!("{}", over.unwrap_err()).contains("1024"), "the message names the cap");
        let many =
            (0..5).map(|i| area(i, TerrainArea::rect_outline(1, 1, 1, 1).into_iter().cycle().take(1000).collect()));
        assert_eq!(Table::new(spec_with(many.collect())), Err(TableError::TooManyTableVertices { count: 5000 }));
        let post =
            Obstacle { id: ObstacleId(1), from: Point::inches(1, 1), to: Point::inches(2, 1), height: Height::Low };
        let spec = TableSpec { obstacles: alloc::vec![post; MAX_OBSTACLES + 1], ..TableSpec::default() };
        assert_eq!(Table::new(spec), Err(TableError::TooManyObstacles { count: MAX_OBSTACLES + 1 }));
    }

    // rule: CG-TERR-14
    #[test]
    fn houses_must_be_high_and_blocking_and_areas_must_not_overlap() {
        let mut h = TerrainArea::house(1, TerrainArea::rect_outline(10, 10, 3, 3));
        h.blocking = false;
        assert_eq!(Table::new(spec_with(alloc::vec![h])), Err(TableError::HouseNotHighBlocking { id: AreaId(1) }));
        let a = TerrainArea::new(1, TerrainArea::rect_outline(10, 10, 6, 6), Height::Low, false, Die::D8);
        let b = TerrainArea::new(2, TerrainArea::rect_outline(14, 14, 6, 6), Height::Low, false, Die::D8);
        assert_eq!(
            Table::new(spec_with(alloc::vec![a.clone(), b])),
            Err(TableError::OverlappingAreas { first: AreaId(1), second: AreaId(2) })
        );
        let dup = TerrainArea::new(1, TerrainArea::rect_outline(30, 10, 6, 6), Height::Low, false, Die::D8);
        assert!(matches!(Table::new(spec_with(alloc::vec![a, dup])), Err(TableError::DuplicateId { .. })));
    }

    // rule: CG-TERR-04
    // rule: CG-TERR-06
    #[test]
    fn size_classes_measure_against_the_15_cm_square_and_the_l_stick() {
        let a = TerrainArea::new(1, TerrainArea::rect_outline(10, 10, 5, 5), Height::Low, false, Die::D8);
        assert!(!a.dangerous, "an area is not dangerous unless stated");
        assert_eq!(a.measured_size(), Some(SizeClass::Small));
        // A 7" x 1" strip fits the 15 cm square only turned (its diagonal is under 5.906" * sqrt 2).
        let strip = TerrainArea::new(
            2,
            alloc::vec![Point::inches(0, 0), Point::inches(7, 0), Point::inches(7, 1), Point::inches(0, 1)],
            Height::Low,
            false,
            Die::D8,
        );
        assert_eq!(strip.measured_size(), Some(SizeClass::Small));
        let large = TerrainArea::new(3, TerrainArea::rect_outline(0, 0, 8, 8), Height::Low, false, Die::D8);
        assert_eq!(large.measured_size(), Some(SizeClass::Large));
        let huge = TerrainArea::new(4, TerrainArea::rect_outline(0, 0, 10, 10), Height::Low, false, Die::D8);
        assert_eq!(huge.measured_size(), None);
    }

    // rule: CG-TERR-07
    #[test]
    fn narrow_gaps_between_areas_are_reported() {
        let a = TerrainArea::new(1, TerrainArea::rect_outline(10, 10, 5, 5), Height::Low, false, Die::D8);
        let b = TerrainArea::new(2, TerrainArea::rect_outline(16, 10, 5, 5), Height::Low, false, Die::D8);
        let c = TerrainArea::new(3, TerrainArea::rect_outline(23, 10, 5, 5), Height::Low, false, Die::D8);
        let t = Table::new(spec_with(alloc::vec![a, b, c])).unwrap();
        assert_eq!(t.narrow_gaps(Length::inches(2)), alloc::vec![(AreaId(1), AreaId(2))]);
    }

    #[test]
    fn deserializing_runs_the_checks() {
        let json = r#"{"width":72000,"height":48000,"areas":[{"id":1,"outline":[],"height":"high","blocking":false,"cover":"D8","size":"small"}]}"#;
        assert!(serde_json::from_str::<Table>(json).is_err());
        let t = Table::default();
        let back: Table = serde_json::from_str(&serde_json::to_string(&t).unwrap()).unwrap();
        assert_eq!(back, t);
    }
}
