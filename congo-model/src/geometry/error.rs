//! Typed errors of the geometry: a bad table, a bad set of positions, an illegal move, a
//! formation that cannot be gathered. Each implements [`tabletop::error::Coded`].

use serde::{Deserialize, Serialize};
use tabletop::error::{Coded, ErrorCode};
use tabletop::{Die, Length, Point};

use super::table::{AreaId, ObstacleId, RiverId, TrackId};
use super::{FigureRef, GroupKey};

/// A table feature named in an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoFeature"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Feature {
    /// Open terrain (the table itself).
    OpenTerrain,
    /// A terrain area or house.
    Area(AreaId),
    /// A linear obstacle.
    Obstacle(ObstacleId),
    /// A river or stream.
    River(RiverId),
    /// The `index`-th ford or bridge of a river.
    Crossing {
        /// The river.
        river: RiverId,
        /// Index in the river's crossings.
        index: usize,
    },
    /// A path or track.
    Track(TrackId),
}

impl core::fmt::Display for Feature {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Feature::OpenTerrain => write!(f, "open terrain"),
            Feature::Area(a) => write!(f, "area {a}"),
            Feature::Obstacle(o) => write!(f, "obstacle {o}"),
            Feature::River(r) => write!(f, "river {r}"),
            Feature::Crossing { river, index } => write!(f, "crossing {index} of river {river}"),
            Feature::Track(t) => write!(f, "track {t}"),
        }
    }
}

/// Why a [`super::TableSpec`] is not a valid table (Congo rulebook, "Surviving in Dangerous
/// Lands").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TableError {
    /// A side is shorter than 1" or longer than 1000".
    #[error("table size {width} x {height} is out of range: each side must be between 1\" and 1000\"")]
    TableSize {
        /// Width given.
        width: Length,
        /// Height given.
        height: Length,
    },
    /// An outline has fewer than three vertices.
    #[error("{feature} has {count} vertices: an outline needs at least 3")]
    TooFewVertices {
        /// The feature.
        feature: Feature,
        /// Vertices given.
        count: usize,
    },
    /// An outline has more than [`super::table::MAX_OUTLINE_VERTICES`] vertices.
    #[error("{feature} has {count} vertices: an outline may have at most {max}", max = super::table::MAX_OUTLINE_VERTICES)]
    TooManyVertices {
        /// The feature.
        feature: Feature,
        /// Vertices given.
        count: usize,
    },
    /// The table's outlines have more than [`super::table::MAX_TABLE_VERTICES`] vertices
    /// together.
    #[error("the table's outlines have {count} vertices together: a table may have at most {max}", max = super::table::MAX_TABLE_VERTICES)]
    TooManyTableVertices {
        /// Vertices given, over every area, river, crossing and track.
        count: usize,
    },
    /// The table has more than [`super::table::MAX_OBSTACLES`] linear obstacles.
    #[error("the table has {count} obstacles: a table may have at most {max}", max = super::table::MAX_OBSTACLES)]
    TooManyObstacles {
        /// Obstacles given.
        count: usize,
    },
    /// An outline encloses no area (all vertices on one line).
    #[error("{feature} encloses no area: its vertices must not all lie on one line")]
    DegeneratePolygon {
        /// The feature.
        feature: Feature,
    },
    /// An outline's edges cross each other.
    #[error("{feature} crosses itself: an outline must be a simple polygon")]
    SelfIntersecting {
        /// The feature.
        feature: Feature,
    },
    /// A vertex or obstacle end lies off the table.
    #[error("{feature} lies partly off the table: every vertex must be on the table")]
    OffTable {
        /// The feature.
        feature: Feature,
    },
    /// Two features of one kind share an id.
    #[error("{feature} appears twice: ids must be unique")]
    DuplicateId {
        /// The feature.
        feature: Feature,
    },
    /// Two terrain areas overlap or touch.
    #[error("areas {first} and {second} overlap: terrain areas must be separate")]
    OverlappingAreas {
        /// The earlier area.
        first: AreaId,
        /// The later area.
        second: AreaId,
    },
    /// An obstacle's two ends are the same point.
    #[error("obstacle {id} has zero length: its two ends must differ")]
    DegenerateObstacle {
        /// The obstacle.
        id: ObstacleId,
    },
    /// A house that is not high and blocking.
    #[error("house {id} must be high and blocking")]
    HouseNotHighBlocking {
        /// The house.
        id: AreaId,
    },
    /// A cover die other than D6, D8 or D10.
    #[error("{feature} has cover die {die:?}: expected D6, D8 or D10")]
    CoverDie {
        /// The feature.
        feature: Feature,
        /// The die given.
        die: Die,
    },
}

impl Coded for TableError {
    fn code(&self) -> ErrorCode {
        match self {
            TableError::TableSize { .. }
            | TableError::TooFewVertices { .. }
            | TableError::TooManyVertices { .. }
            | TableError::TooManyTableVertices { .. }
            | TableError::TooManyObstacles { .. }
            | TableError::DegeneratePolygon { .. }
            | TableError::SelfIntersecting { .. }
            | TableError::OffTable { .. }
            | TableError::DuplicateId { .. }
            | TableError::OverlappingAreas { .. }
            | TableError::DegenerateObstacle { .. }
            | TableError::HouseNotHighBlocking { .. }
            | TableError::CoverDie { .. } => ErrorCode::InvalidSetup,
        }
    }
}

/// Why a set of group positions (a [`super::Field`]) is invalid, or a query named something
/// that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FieldError {
    /// No group has this key.
    #[error("group {0} does not exist")]
    UnknownGroup(GroupKey),
    /// The group has no figure with this index.
    #[error("figure {} of group {} does not exist", .0.index, .0.group)]
    UnknownFigure(FigureRef),
    /// The table has no area with this id.
    #[error("area {0} does not exist on the table")]
    UnknownArea(AreaId),
    /// Two groups share a key.
    #[error("group {0} appears twice: group keys must be unique")]
    DuplicateGroup(GroupKey),
    /// A group with no figures.
    #[error("group {0} has no figures: a group on the table has at least one")]
    EmptyGroup(GroupKey),
    /// A base is not wholly on the table.
    #[error("figure {} of group {} is off the table: a base must lie wholly on it", .0.index, .0.group)]
    BaseOffTable(FigureRef),
    /// Two bases overlap.
    #[error("figures {} of group {} and {} of group {} overlap: bases may touch but not overlap", .0.index, .0.group, .1.index, .1.group)]
    OverlappingBases(FigureRef, FigureRef),
    /// A base overlaps blocking terrain (or a house).
    #[error("figure {} of group {} is in blocking area {}: no model may enter blocking terrain", .0.index, .0.group, .1)]
    InBlockingTerrain(FigureRef, AreaId),
}

impl Coded for FieldError {
    fn code(&self) -> ErrorCode {
        match self {
            FieldError::UnknownGroup(_) | FieldError::UnknownFigure(_) | FieldError::UnknownArea(_) => {
                ErrorCode::UnknownId
            }
            FieldError::DuplicateGroup(_)
            | FieldError::EmptyGroup(_)
            | FieldError::BaseOffTable(_)
            | FieldError::OverlappingBases(..)
            | FieldError::InBlockingTerrain(..) => ErrorCode::InvalidSetup,
        }
    }
}

/// Why a proposed move is illegal (Congo rulebook, "Moving along the Track", "Movement
/// constraints", "Defeating your Enemies", "Surviving in Dangerous Lands").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoIllegalMove"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum IllegalMove {
    /// The group or leading figure does not exist.
    #[error("unknown group or figure: {detail}")]
    Unknown {
        /// What was not found.
        detail: alloc::string::String,
    },
    /// A path of zero or more than two sticks (with a Giraffe: two or three).
    #[error("a move has {count} sticks: expected {}", if *.giraffe { "2 or 3 with a giraffe (its stick is the last)" } else { "1 or 2" })]
    StickCount {
        /// Sticks given.
        count: usize,
        /// A Giraffe Totem card adds a stick.
        #[serde(default)]
        giraffe: bool,
    },
    /// A stick longer than S.
    #[error("stick {stick} is {length} long: a movement stick is at most S (4\")")]
    StickTooLong {
        /// 1 or 2.
        stick: u8,
        /// Its length.
        length: Length,
    },
    /// A stick of zero length.
    #[error("stick {stick} has zero length")]
    ZeroStick {
        /// 1 or 2.
        stick: u8,
    },
    /// A stick overlaps or touches a base it may not touch.
    #[error("stick {stick} touches figure {} of group {}: a stick may touch no base but the leader's own and the engaged enemy's", .figure.index, .figure.group)]
    TouchesBase {
        /// 1 or 2.
        stick: u8,
        /// The base touched.
        figure: FigureRef,
    },
    /// The move would engage, but this move may not (red footprint, four Stress tokens, retreat).
    #[error("stick {stick} touches enemy group {target}, but this move may not engage")]
    MayNotEngage {
        /// 1 or 2.
        stick: u8,
        /// The enemy group touched.
        target: GroupKey,
    },
    /// A second stick after stick 1 already engaged.
    #[error("stick 1 engages an enemy: the move ends there, a second stick is not allowed")]
    StickAfterEngagement,
    /// Picking up the pace (or adding a Giraffe's stick) with stick 1 short of S.
    #[error("stick 1 is {length} long: the pace can only be picked up after a full S stick")]
    ShortFirstStick {
        /// Stick 1's length.
        length: Length,
    },
    /// A Giraffe's stick laid after stick 2 when stick 2 is short of S.
    #[error("stick 2 is {length} long: the giraffe's stick can only be laid at the end of a full S stick")]
    ShortSecondStick {
        /// Stick 2's length.
        length: Length,
    },
    /// An enemy or animal is within S of the end of stick 1 and stick 2 does not engage.
    #[error("group {near} is within S of the end of stick 1: the pace may only be picked up to engage")]
    EnemyNearFirstStick {
        /// The enemy or animal group.
        near: GroupKey,
    },
    /// Stick 1 ends in a river (not on a ford or bridge).
    #[error("stick 1 ends in river {river}: a group cannot pick up the pace from a river")]
    FirstStickInRiver {
        /// The river.
        river: RiverId,
    },
    /// A stick crosses a high obstacle without the leader starting in contact with it, or with
    /// two sticks.
    #[error("the move crosses high obstacle {obstacle}: {reason}")]
    CrossesHighObstacle {
        /// The obstacle.
        obstacle: ObstacleId,
        /// Why it may not.
        reason: alloc::string::String,
    },
    /// The leading figure's base would pass over blocking terrain or a house.
    #[error("the move passes over blocking area {area}: no model may enter blocking terrain")]
    BlockingTerrain {
        /// The area.
        area: AreaId,
    },
    /// The move enters and leaves an area, or leaves one and enters another.
    #[error("the move enters and leaves terrain (area {area}): a group may not do both in one movement")]
    EnterAndLeave {
        /// The area passed through or entered after leaving another.
        area: AreaId,
    },
    /// The leading figure would end off the table.
    #[error("the move leaves the table: a group may not leave it unless the adventure allows")]
    OffTable,
    /// The leading figure would end overlapping a base or an obstacle.
    #[error("the leading figure cannot end there: {reason}")]
    BadEndPosition {
        /// Why.
        reason: alloc::string::String,
    },
    /// No stick touches the independent character or object the move reaches for.
    #[error("no stick reaches {what}: a stick must touch it")]
    DoesNotReach {
        /// What was aimed at.
        what: alloc::string::String,
    },
    /// The group cannot be gathered.
    #[error("the group cannot be gathered: {0}")]
    Gather(#[from] GatherError),
}

impl Coded for IllegalMove {
    fn code(&self) -> ErrorCode {
        match self {
            IllegalMove::Unknown { .. } => ErrorCode::UnknownId,
            IllegalMove::StickCount { .. }
            | IllegalMove::StickTooLong { .. }
            | IllegalMove::ZeroStick { .. }
            | IllegalMove::TouchesBase { .. }
            | IllegalMove::MayNotEngage { .. }
            | IllegalMove::StickAfterEngagement
            | IllegalMove::ShortFirstStick { .. }
            | IllegalMove::ShortSecondStick { .. }
            | IllegalMove::EnemyNearFirstStick { .. }
            | IllegalMove::FirstStickInRiver { .. }
            | IllegalMove::CrossesHighObstacle { .. }
            | IllegalMove::BlockingTerrain { .. }
            | IllegalMove::EnterAndLeave { .. }
            | IllegalMove::OffTable
            | IllegalMove::BadEndPosition { .. }
            | IllegalMove::DoesNotReach { .. } => ErrorCode::IllegalDecision,
            IllegalMove::Gather(g) => g.code(),
        }
    }
}

/// Why a group cannot be gathered around its leading figure (Congo rulebook, "Gather the group
/// together").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoGatherError"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum GatherError {
    /// The formation gives a different number of figures than the group has.
    #[error("the formation has {given} figures: the group has {expected}")]
    WrongCount {
        /// Figures given.
        given: usize,
        /// Figures in the group.
        expected: usize,
    },
    /// The leading figure is not where the move put it.
    #[error("the leading figure must stay where the move ended")]
    LeaderMoved,
    /// A figure's base is off the table.
    #[error("figure {index} is off the table")]
    OffTable {
        /// Index in the group.
        index: usize,
    },
    /// A figure overlaps another base.
    #[error("figure {index} overlaps another base")]
    Overlap {
        /// Index in the group.
        index: usize,
    },
    /// A figure overlaps an obstacle line.
    #[error("figure {index} stands on an obstacle")]
    OnObstacle {
        /// Index in the group.
        index: usize,
    },
    /// A figure overlaps blocking terrain.
    #[error("figure {index} is in blocking terrain")]
    Blocking {
        /// Index in the group.
        index: usize,
    },
    /// The figures are not one chain of base contact.
    #[error("the figures do not form one chain of base-to-base contact")]
    NotAChain,
    /// A figure is further along the stick than the leading figure.
    #[error("figure {index} is further along the stick than the leading figure")]
    AheadOfLeader {
        /// Index in the group.
        index: usize,
    },
    /// A figure is in contact with an enemy other than the engaged group.
    #[error("figure {index} touches enemy group {enemy}, which the leading figure did not engage")]
    TouchesOtherEnemy {
        /// Index in the group.
        index: usize,
        /// The enemy group.
        enemy: GroupKey,
    },
    /// The figures are not all in the same terrain (area, river, track).
    #[error("the group is partly in and partly out of {feature}: all figures must be in or all out")]
    Split {
        /// The area, river or track.
        feature: Feature,
    },
    /// A figure stands out of base contact with the leading figure while there is room beside
    /// him (CG-MOVE-07): `spot` is a place in contact with him where it could stand.
    #[error("figure {index} must stand in base contact with the leading figure: there is room at ({}, {})", spot.x, spot.y)]
    RoomBesideLeader {
        /// Index in the group.
        index: usize,
        /// A legal spot in base contact with the leading figure (fixed-point centre).
        spot: Point,
    },
    /// No room to place a figure (automatic gathering).
    #[error("no room to place figure {index} in contact with the group")]
    NoRoom {
        /// Index in the group.
        index: usize,
    },
}

impl Coded for GatherError {
    fn code(&self) -> ErrorCode {
        match self {
            GatherError::WrongCount { .. }
            | GatherError::LeaderMoved
            | GatherError::OffTable { .. }
            | GatherError::Overlap { .. }
            | GatherError::OnObstacle { .. }
            | GatherError::Blocking { .. }
            | GatherError::NotAChain
            | GatherError::AheadOfLeader { .. }
            | GatherError::TouchesOtherEnemy { .. }
            | GatherError::Split { .. }
            | GatherError::RoomBesideLeader { .. }
            | GatherError::NoRoom { .. } => ErrorCode::IllegalDecision,
        }
    }
}
