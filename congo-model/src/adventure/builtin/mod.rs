//! The built-in Adventures, selectable by name ([`super::Adventure::builtin`]).
//!
//! The rulebook's eight Bulletins are not part of the source text; these Adventures are built
//! from what the rulebook does describe (the gorilla-territory clearing of "Setting up the
//! table", the Universal Special Rules, the terrain chapter) and use only its mechanisms. Each
//! table follows "Surviving in Dangerous Lands": areas are small (within a 15 cm square) or
//! large (at most L across), with at least 2" of open terrain between any two.

mod cattle_raid;
mod gorilla_clearing;
mod night_ambush;
mod savannah_race;

use super::Adventure;
use crate::geometry::{AreaId, Height, SizeClass, TerrainArea};
use alloc::vec::Vec;
use tabletop::{Die, Length, Point};

/// The built-in names, in order of difficulty.
pub(super) const NAMES: &[&str] = &["gorilla_clearing", "night_ambush", "savannah_race", "cattle_raid"];

/// The built-in Adventure called `name`.
pub(super) fn by_name(name: &str) -> Option<Adventure> {
    match name {
        "gorilla_clearing" => Some(gorilla_clearing::adventure()),
        "night_ambush" => Some(night_ambush::adventure()),
        "savannah_race" => Some(savannah_race::adventure()),
        "cattle_raid" => Some(cattle_raid::adventure()),
        _ => None,
    }
}

/// A point in whole inches.
const fn at(x: i32, y: i32) -> Point {
    Point::inches(x, y)
}

/// An irregular (octagonal) area centred on (`cx`, `cy`) with half-widths `rx`, `ry` (inches):
/// a large area when `rx`, `ry` are 4-5 (bounding box 8"-10", at most 10" across).
fn blob(id: u32, name: &str, centre: (i32, i32), radii: (i32, i32), height: Height, cover: Die) -> TerrainArea {
    let (cx, cy) = (centre.0 * 1000, centre.1 * 1000);
    let (rx, ry) = (radii.0 * 1000, radii.1 * 1000);
    let (dx, dy) = (rx * 707 / 1000, ry * 707 / 1000);
    let p = |x: i32, y: i32| Point::new(Length::milli(cx + x), Length::milli(cy + y));
    let outline: Vec<Point> =
        alloc::vec![p(rx, 0), p(dx, dy), p(0, ry), p(-dx, dy), p(-rx, 0), p(-dx, -dy), p(0, -ry), p(dx, -dy)];
    let size = if rx <= 2_900 && ry <= 2_900 { SizeClass::Small } else { SizeClass::Large };
    TerrainArea::new(id, outline, height, false, cover).named(name).sized(size)
}

/// A rectangular area from its south-west corner and size (inches).
fn rect(id: u32, name: &str, sw: (i32, i32), size: (i32, i32), height: Height, cover: Die) -> TerrainArea {
    let class = if size.0 <= 5 && size.1 <= 5 { SizeClass::Small } else { SizeClass::Large };
    TerrainArea::new(id, TerrainArea::rect_outline(sw.0, sw.1, size.0, size.1), height, false, cover)
        .named(name)
        .sized(class)
}

/// A hut: a small house (high, blocking) from its south-west corner, 3" square.
fn hut(id: u32, name: &str, sw: (i32, i32)) -> TerrainArea {
    TerrainArea::house(id, TerrainArea::rect_outline(sw.0, sw.1, 3, 3)).named(name)
}

/// A high blocking copse.
fn copse(id: u32, name: &str, sw: (i32, i32), size: (i32, i32)) -> TerrainArea {
    let mut a = rect(id, name, sw, size, Height::High, Die::D6);
    a.blocking = true;
    a
}

/// An area id.
const fn area(id: u32) -> AreaId {
    AreaId(id)
}
