//! Validation of an [`Adventure`]: every check the data can fail, as a typed error.

use super::{
    Adventure, Arrival, Condition, EndCondition, MAX_TURNS, ObjectId, Placement, RuleKind, Side, UniversalRule,
};
use crate::geometry::{AreaId, AreaKind, BASE_RADIUS, Edge, Table, TableError, TableSpec, prim};
use crate::profile::ProfileId;
use alloc::collections::BTreeSet;
use alloc::string::String;
use tabletop::error::{Coded, ErrorCode};
use tabletop::{Die, Length, Point};

/// Everything that can be wrong with an Adventure. Messages say what was wrong and what was
/// expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AdventureError {
    /// No built-in Adventure has this name.
    #[error("no built-in adventure is named \"{name}\": see Adventure::builtin_names")]
    UnknownAdventure {
        /// The name asked for.
        name: String,
    },
    /// The name is empty or not lowercase ASCII letters, digits and underscores.
    #[error("adventure name \"{name}\" is invalid: expected lowercase ASCII letters, digits and underscores")]
    BadName {
        /// The name.
        name: String,
    },
    /// The number of turns is 0 or above the maximum.
    #[error("{turns} turns: an adventure lasts 1 to {max} turns")]
    BadTurns {
        /// The turns given.
        turns: u8,
        /// The maximum.
        max: u8,
    },
    /// Neither Jungle nor Savannah is in force.
    #[error("no environment: exactly one of the Jungle and Savannah rules must be in force")]
    NoEnvironment,
    /// A rule kind is listed twice (Jungle and Savannah together count as two environments).
    #[error("the {rule} rule is listed twice: each rule is in force at most once")]
    DuplicateRule {
        /// The rule.
        rule: RuleKind,
    },
    /// Both Jungle and Savannah are in force.
    #[error("both the Jungle and Savannah rules are in force: exactly one environment is expected")]
    TwoEnvironments,
    /// The table is invalid.
    #[error("invalid table: {0}")]
    Table(#[from] TableError),
    /// A duration ends before turn 1 or after the last turn.
    #[error("the {rule} rule ends at turn {last_turn}: expected a turn from 1 to {turns}")]
    BadDuration {
        /// The rule.
        rule: RuleKind,
        /// Its last turn.
        last_turn: u8,
        /// The Adventure's turns.
        turns: u8,
    },
    /// A rule that needs a list (exits, herds, Event tokens, Objects, characters, Animal tokens)
    /// has none.
    #[error("the {rule} rule lists nothing: at least one entry is expected")]
    EmptyRule {
        /// The rule.
        rule: RuleKind,
    },
    /// A protagonist's budget is empty or reversed.
    #[error("column {side:?} has an invalid budget: expected points above 0 and min <= max")]
    BadBudget {
        /// The column.
        side: Side,
    },
    /// A column is imposed more than two characters.
    #[error("column {side:?} is imposed {count} characters: a column fields at most two")]
    TooManyImposedCharacters {
        /// The column.
        side: Side,
        /// How many.
        count: usize,
    },
    /// A column has no detachment.
    #[error("column {side:?} has no detachment: at least one is expected")]
    NoDetachment {
        /// The column.
        side: Side,
    },
    /// Two detachments of a column share a name.
    #[error("column {side:?} has two detachments named \"{name}\": names must be unique")]
    DuplicateDetachment {
        /// The column.
        side: Side,
        /// The name.
        name: String,
    },
    /// A deployment zone is not a simple polygon on the table.
    #[error(
        "detachment \"{detachment}\" of column {side:?}: its zone must be a simple polygon of 3 to {MAX_ZONE_VERTICES} vertices, with an area, all on the table"
    )]
    BadZone {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: String,
    },
    /// An entry point is not on a table edge, or a random entry has no point or a bad die.
    #[error(
        "detachment \"{detachment}\" of column {side:?}: entry points must lie on a table edge (a random entry needs points and a D6, D8 or D10)"
    )]
    BadEntryPoint {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: String,
    },
    /// A detachment enters by an entry point but the Enter on the table rule is not in force.
    #[error(
        "detachment \"{detachment}\" of column {side:?} enters the table, but the Enter on the table rule is not in force"
    )]
    EntryWithoutRule {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: String,
    },
    /// A deployment zone offers no place for a 1" base (on the table, clear of blocking
    /// terrain), or an entry point is within a base's radius of blocking terrain.
    #[error(
        "detachment \"{detachment}\" of column {side:?} has no room: a 1\" base must fit in its zone or at its entry point, on the table and clear of blocking terrain"
    )]
    NoRoomToDeploy {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: String,
    },
    /// A detachment may hold no group at all (`max_groups` 0).
    #[error("detachment \"{detachment}\" of column {side:?} may hold 0 groups: expected at least 1, or no limit")]
    EmptyDetachment {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: String,
    },
    /// The same character is imposed twice on a column.
    #[error("column {side:?} is imposed character \"{id}\" twice: a column never takes the same character twice")]
    DuplicateImposedCharacter {
        /// The column.
        side: Side,
        /// The character's profile id.
        id: ProfileId,
    },
    /// A model or an Object stands where no 1" base fits (off the table's inner half-inch, or
    /// overlapping blocking terrain): a figure must be able to stand there.
    #[error(
        "{what} at ({x}, {y}) leaves no room for a 1\" base: it must stand on the table, clear of blocking terrain"
    )]
    NoRoomForBase {
        /// What was placed.
        what: &'static str,
        /// East-west coordinate.
        x: Length,
        /// North-south coordinate.
        y: Length,
    },
    /// A custom Event token's key is empty.
    #[error("event token {number} has an empty custom key")]
    EmptyEventKey {
        /// The token's number.
        number: u8,
    },
    /// An objective scores leaving the table where no exit is open to its columns.
    #[error("objective \"{objective}\" scores leaving the table{}, but no exit is open there to its columns", .edge.map_or(String::new(), |e| alloc::format!(" by the {e:?} edge")))]
    ExitNotOpen {
        /// The objective's name.
        objective: String,
        /// The edge it names, if any.
        edge: Option<Edge>,
    },
    /// An entry turn is 0 or after the last turn.
    #[error(
        "detachment \"{detachment}\" of column {side:?} enters from turn {turn}: expected a turn from 1 to the last"
    )]
    BadEntryTurn {
        /// The column.
        side: Side,
        /// The detachment.
        detachment: String,
        /// The turn.
        turn: u8,
    },
    /// Two Objects share an id.
    #[error("two objects have the id \"{}\": ids must be unique", .id.0)]
    DuplicateObject {
        /// The id.
        id: ObjectId,
    },
    /// An objective or end condition names an Object the Objects rule does not list.
    #[error("object \"{}\" is not listed by the Objects rule", .id.0)]
    UnknownObject {
        /// The id.
        id: ObjectId,
    },
    /// A point (Object, character, animal) lies off the table.
    #[error("{what} at ({x}, {y}) lies off the table")]
    OffTable {
        /// What was placed.
        what: &'static str,
        /// East-west coordinate.
        x: Length,
        /// North-south coordinate.
        y: Length,
    },
    /// An area id is not on the table, or not of the expected kind.
    #[error("area {id} is not on the table or is not {expected}")]
    BadArea {
        /// The id.
        id: AreaId,
        /// What it should be ("a house", "a terrain area").
        expected: &'static str,
    },
    /// A point (Object, character, animal) lies inside a blocking area, where no model may be.
    #[error("{what} stands inside blocking area {id}: it must stand where models may go")]
    InBlockingArea {
        /// What was placed.
        what: &'static str,
        /// The area.
        id: AreaId,
    },
    /// A rule or objective needs another rule that is not in force.
    #[error("{what} needs the {needs} rule, which is not in force")]
    MissingRule {
        /// What needs it.
        what: &'static str,
        /// The rule needed.
        needs: RuleKind,
    },
    /// Wild Animals with no dangerous, enterable area for the animal.
    #[error("the Wild Animals rule needs at least one dangerous, non-blocking terrain area on the table")]
    NoDangerousArea,
    /// Plunder with no house to plunder.
    #[error("the Plunder rule needs at least one house on the table")]
    NoHouse,
    /// Two Event tokens share a number, or a number is 0.
    #[error("event token number {number} is used twice or is 0: numbers are unique, from 1")]
    BadEventNumber {
        /// The number.
        number: u8,
    },
    /// An Event token names a detachment that does not enter the table.
    #[error(
        "an event brings detachment \"{detachment}\" of column {side:?}, which is not a detachment that enters the table"
    )]
    UnknownDetachment {
        /// The column.
        side: Side,
        /// The name.
        detachment: String,
    },
    /// Two Independent Characters share a name, or an objective or Event token names an unknown
    /// one.
    #[error("independent character \"{name}\" is listed twice or not at all")]
    BadIndependentCharacter {
        /// The name.
        name: String,
    },
    /// The Dense cover rule is in force but the table's open terrain cover is not D8.
    #[error("the Dense cover rule gives open terrain D8 cover, but the table says {found}")]
    DenseCoverMismatch {
        /// The table's open-terrain cover die.
        found: Die,
    },
    /// The table's open terrain cover is not D6 but the Dense cover rule is not in force (only
    /// that rule improves open terrain's cover: CG-USR-05).
    #[error("the table gives open terrain {found} cover, but without the Dense cover rule it is D6")]
    OpenCoverWithoutDenseCover {
        /// The table's open-terrain cover die.
        found: Die,
    },
    /// The Adventure has no objective.
    #[error("the adventure has no objective: at least one is expected")]
    NoObjective,
    /// A custom objective's key is empty.
    #[error("objective \"{objective}\" has an empty custom key")]
    EmptyCustomKey {
        /// The objective's name.
        objective: String,
    },
}

impl Coded for AdventureError {
    fn code(&self) -> ErrorCode {
        match self {
            AdventureError::UnknownAdventure { .. } => ErrorCode::UnknownId,
            AdventureError::BadName { .. }
            | AdventureError::BadTurns { .. }
            | AdventureError::NoEnvironment
            | AdventureError::DuplicateRule { .. }
            | AdventureError::TwoEnvironments
            | AdventureError::Table(_)
            | AdventureError::BadDuration { .. }
            | AdventureError::EmptyRule { .. }
            | AdventureError::BadBudget { .. }
            | AdventureError::TooManyImposedCharacters { .. }
            | AdventureError::NoDetachment { .. }
            | AdventureError::DuplicateDetachment { .. }
            | AdventureError::BadZone { .. }
            | AdventureError::BadEntryPoint { .. }
            | AdventureError::NoRoomToDeploy { .. }
            | AdventureError::EmptyDetachment { .. }
            | AdventureError::DuplicateImposedCharacter { .. }
            | AdventureError::NoRoomForBase { .. }
            | AdventureError::EmptyEventKey { .. }
            | AdventureError::ExitNotOpen { .. }
            | AdventureError::EntryWithoutRule { .. }
            | AdventureError::BadEntryTurn { .. }
            | AdventureError::DuplicateObject { .. }
            | AdventureError::UnknownObject { .. }
            | AdventureError::OffTable { .. }
            | AdventureError::BadArea { .. }
            | AdventureError::InBlockingArea { .. }
            | AdventureError::MissingRule { .. }
            | AdventureError::NoDangerousArea
            | AdventureError::NoHouse
            | AdventureError::BadEventNumber { .. }
            | AdventureError::UnknownDetachment { .. }
            | AdventureError::BadIndependentCharacter { .. }
            | AdventureError::DenseCoverMismatch { .. }
            | AdventureError::OpenCoverWithoutDenseCover { .. }
            | AdventureError::NoObjective
            | AdventureError::EmptyCustomKey { .. } => ErrorCode::InvalidSetup,
        }
    }
}

fn on_table(spec: &TableSpec, p: Point) -> bool {
    p.x >= Length::ZERO && p.y >= Length::ZERO && p.x <= spec.width && p.y <= spec.height
}

fn on_edge(spec: &TableSpec, p: Point) -> bool {
    on_table(spec, p) && (p.x == Length::ZERO || p.y == Length::ZERO || p.x == spec.width || p.y == spec.height)
}

/// The most vertices a deployment zone may have.
pub const MAX_ZONE_VERTICES: usize = 256;

/// True when a 1" base centred on `p` lies on the table and overlaps no blocking area.
pub(super) fn base_fits(table: &Table, p: Point) -> bool {
    table.base_on_table(p)
        && !table.areas().iter().any(|a| a.blocking && prim::disc_overlaps_polygon(p, BASE_RADIUS, &a.outline))
}

fn base_check(table: &Table, what: &'static str, p: Point) -> Result<(), AdventureError> {
    if base_fits(table, p) { Ok(()) } else { Err(AdventureError::NoRoomForBase { what, x: p.x, y: p.y }) }
}

/// True when some point of the zone (a simple polygon) holds a base's centre where the base fits:
/// the zone's bounding box is sampled on a grid of at most 64 x 64 points (1/4" apart or closer
/// for small zones), plus the vertices' mean.
fn zone_has_room(table: &Table, outline: &[Point]) -> bool {
    let (Some(min_x), Some(max_x)) =
        (outline.iter().map(|p| p.x.units()).min(), outline.iter().map(|p| p.x.units()).max())
    else {
        return false;
    };
    let (Some(min_y), Some(max_y)) =
        (outline.iter().map(|p| p.y.units()).min(), outline.iter().map(|p| p.y.units()).max())
    else {
        return false;
    };
    let fits = |p: Point| prim::in_polygon(p, outline) && base_fits(table, p);
    let n = i64::try_from(outline.len()).unwrap_or(i64::MAX).max(1);
    let mean =
        |f: fn(&Point) -> i32| i32::try_from(outline.iter().map(|p| i64::from(f(p))).sum::<i64>() / n).unwrap_or(0);
    if fits(Point::new(Length::milli(mean(|p| p.x.units())), Length::milli(mean(|p| p.y.units())))) {
        return true;
    }
    let step = |lo: i32, hi: i32| ((i64::from(hi) - i64::from(lo)) / 64).max(250);
    let (sx, sy) = (step(min_x, max_x), step(min_y, max_y));
    let mut x = i64::from(min_x) + sx / 2;
    while x <= i64::from(max_x) {
        let mut y = i64::from(min_y) + sy / 2;
        while y <= i64::from(max_y) {
            if let (Ok(px), Ok(py)) = (i32::try_from(x), i32::try_from(y)) {
                if fits(Point::new(Length::milli(px), Length::milli(py))) {
                    return true;
                }
            }
            y += sy;
        }
        x += sx;
    }
    false
}

fn point_check(spec: &TableSpec, what: &'static str, p: Point) -> Result<(), AdventureError> {
    if on_table(spec, p) { Ok(()) } else { Err(AdventureError::OffTable { what, x: p.x, y: p.y }) }
}

impl Adventure {
    /// Check the Adventure, returning the first problem found.
    ///
    /// # Errors
    /// Any [`AdventureError`] but `UnknownAdventure`: a bad name or turn count; not exactly one
    /// environment; a rule listed twice, empty, or ending outside the game; an invalid table; a
    /// bad budget, more than two imposed characters, no detachment, a zone off the table, an
    /// entry point off the edges or without the Enter on the table rule; duplicate or unknown
    /// Objects, areas, Event numbers, detachments or Independent Characters; Wild Animals with
    /// no dangerous area, Plunder with no house; an objective needing a rule not in force; no
    /// objective.
    pub fn validate(&self) -> Result<(), AdventureError> {
        let ok_name = !self.name.is_empty()
            && self.name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        if !ok_name {
            return Err(AdventureError::BadName { name: self.name.clone() });
        }
        if self.turns == 0 || self.turns > MAX_TURNS {
            return Err(AdventureError::BadTurns { turns: self.turns, max: MAX_TURNS });
        }
        self.check_rule_list()?;
        if !self.has_rule(RuleKind::DenseCover) && self.table.open_cover != Die::D6 {
            return Err(AdventureError::OpenCoverWithoutDenseCover { found: self.table.open_cover });
        }
        let table = Table::new(self.table.clone())?;
        self.check_protagonists(&table)?;
        for rule in &self.special_rules {
            self.check_rule(rule, &table)?;
        }
        self.check_objectives(&table)
    }

    fn check_rule_list(&self) -> Result<(), AdventureError> {
        let mut seen = BTreeSet::new();
        for rule in &self.special_rules {
            if !seen.insert(rule.kind()) {
                return Err(AdventureError::DuplicateRule { rule: rule.kind() });
            }
        }
        match (seen.contains(&RuleKind::Jungle), seen.contains(&RuleKind::Savannah)) {
            (false, false) => Err(AdventureError::NoEnvironment),
            (true, true) => Err(AdventureError::TwoEnvironments),
            _ => Ok(()),
        }
    }

    fn check_protagonists(&self, table: &Table) -> Result<(), AdventureError> {
        for side in Side::BOTH {
            let p = self.protagonist(side);
            let budget_ok = match p.budget {
                super::Budget::Fixed { points } => points > 0,
                super::Budget::Agreed { min, max } => min > 0 && min <= max,
            };
            if !budget_ok {
                return Err(AdventureError::BadBudget { side });
            }
            if p.imposed_characters.len() > 2 {
                return Err(AdventureError::TooManyImposedCharacters { side, count: p.imposed_characters.len() });
            }
            if let [a, b] = p.imposed_characters.as_slice() {
                if a == b {
                    return Err(AdventureError::DuplicateImposedCharacter { side, id: a.clone() });
                }
            }
            if p.detachments.is_empty() {
                return Err(AdventureError::NoDetachment { side });
            }
            for (i, d) in p.detachments.iter().enumerate() {
                if p.detachments[..i].iter().any(|e| e.name == d.name) {
                    return Err(AdventureError::DuplicateDetachment { side, name: d.name.clone() });
                }
                if d.max_groups == Some(0) {
                    return Err(AdventureError::EmptyDetachment { side, detachment: d.name.clone() });
                }
                self.check_arrival(table, side, &d.name, &d.arrival)?;
            }
        }
        Ok(())
    }

    fn check_arrival(
        &self,
        table: &Table,
        side: Side,
        detachment: &str,
        arrival: &Arrival,
    ) -> Result<(), AdventureError> {
        let name = || String::from(detachment);
        let bad_entry = || AdventureError::BadEntryPoint { side, detachment: name() };
        let no_room = || AdventureError::NoRoomToDeploy { side, detachment: name() };
        let clear = |p: &Point| {
            !table.areas().iter().any(|a| a.blocking && prim::disc_overlaps_polygon(*p, BASE_RADIUS, &a.outline))
        };
        let from_turn = match arrival {
            Arrival::Zone { zone } => {
                let o = &zone.outline;
                let simple = (3..=MAX_ZONE_VERTICES).contains(&o.len())
                    && o.iter().all(|p| on_table(&self.table, *p))
                    && prim::twice_area(o) != 0
                    && !prim::self_intersects(o);
                if !simple {
                    return Err(AdventureError::BadZone { side, detachment: name() });
                }
                if !zone_has_room(table, o) {
                    return Err(no_room());
                }
                return Ok(());
            }
            Arrival::EntryPoint { point, from_turn } => {
                if !on_edge(&self.table, *point) {
                    return Err(bad_entry());
                }
                if !clear(point) {
                    return Err(no_room());
                }
                *from_turn
            }
            Arrival::RandomEntryPoint { points, die, from_turn } => {
                let die_ok = matches!(die, Die::D6 | Die::D8 | Die::D10);
                if points.is_empty() || !die_ok || !points.iter().all(|p| on_edge(&self.table, *p)) {
                    return Err(bad_entry());
                }
                if !points.iter().all(clear) {
                    return Err(no_room());
                }
                *from_turn
            }
        };
        if !self.has_rule(RuleKind::EnterOnTable) {
            return Err(AdventureError::EntryWithoutRule { side, detachment: name() });
        }
        if from_turn == 0 || from_turn > self.turns {
            return Err(AdventureError::BadEntryTurn { side, detachment: name(), turn: from_turn });
        }
        Ok(())
    }

    fn check_duration(&self, rule: RuleKind, last_turn: Option<u8>) -> Result<(), AdventureError> {
        match last_turn {
            Some(last_turn) if last_turn == 0 || last_turn > self.turns => {
                Err(AdventureError::BadDuration { rule, last_turn, turns: self.turns })
            }
            _ => Ok(()),
        }
    }

    fn check_rule(&self, rule: &UniversalRule, table: &Table) -> Result<(), AdventureError> {
        let kind = rule.kind();
        let empty = |is_empty: bool| if is_empty { Err(AdventureError::EmptyRule { rule: kind }) } else { Ok(()) };
        match rule {
            UniversalRule::Confusion { last_turn } => self.check_duration(kind, Some(*last_turn)),
            UniversalRule::Downpour { last_turn } | UniversalRule::Night { last_turn } => {
                self.check_duration(kind, *last_turn)
            }
            UniversalRule::ExitingTable { exits } => {
                empty(exits.is_empty())?;
                match exits.iter().find(|e| e.from_turn == 0 || e.from_turn > self.turns) {
                    Some(e) => {
                        Err(AdventureError::BadDuration { rule: kind, last_turn: e.from_turn, turns: self.turns })
                    }
                    None => Ok(()),
                }
            }
            UniversalRule::IndependentCharacter { characters } => {
                empty(characters.is_empty())?;
                for (i, c) in characters.iter().enumerate() {
                    if characters[..i].iter().any(|d| d.name == c.name) {
                        return Err(AdventureError::BadIndependentCharacter { name: c.name.clone() });
                    }
                    point_check(&self.table, "an independent character", c.at)?;
                    not_blocked(table, "an independent character", c.at)?;
                    base_check(table, "an independent character", c.at)?;
                }
                Ok(())
            }
            UniversalRule::Cattle { herds } => {
                empty(herds.is_empty() || herds.iter().any(|h| h.animals.is_empty()))?;
                for h in herds {
                    for p in &h.animals {
                        point_check(&self.table, "a livestock animal", *p)?;
                        not_blocked(table, "a livestock animal", *p)?;
                        base_check(table, "a livestock animal", *p)?;
                    }
                    if let Some(id) = h.enclosure {
                        area(table, id, "an enterable terrain area holding its herd", |_| {
                            h.animals.iter().all(|p| table.area_at(*p) == Some(id))
                        })?;
                    }
                }
                Ok(())
            }
            UniversalRule::SpecialEvents { tokens } => {
                empty(tokens.is_empty())?;
                let mut seen = BTreeSet::new();
                for t in tokens {
                    if t.number == 0 || !seen.insert(t.number) {
                        return Err(AdventureError::BadEventNumber { number: t.number });
                    }
                    if matches!(&t.effect, super::EventEffect::Custom { key } if key.is_empty()) {
                        return Err(AdventureError::EmptyEventKey { number: t.number });
                    }
                    if let super::EventEffect::Reinforcements { column, detachment } = &t.effect {
                        let enters = self
                            .protagonist(*column)
                            .detachments
                            .iter()
                            .any(|d| d.name == *detachment && !matches!(d.arrival, Arrival::Zone { .. }));
                        if !enters {
                            return Err(AdventureError::UnknownDetachment {
                                side: *column,
                                detachment: detachment.clone(),
                            });
                        }
                    }
                    if let super::EventEffect::IndependentCharacterFlees { name } = &t.effect {
                        self.known_character(name)?;
                    }
                }
                Ok(())
            }
            UniversalRule::Objects { objects } => {
                empty(objects.is_empty())?;
                for (i, o) in objects.iter().enumerate() {
                    if objects[..i].iter().any(|p| p.id == o.id) {
                        return Err(AdventureError::DuplicateObject { id: o.id.clone() });
                    }
                    match o.placement {
                        Placement::At { point } => {
                            point_check(&self.table, "an object", point)?;
                            not_blocked(table, "an object", point)?;
                            base_check(table, "an object", point)?;
                        }
                        Placement::InArea { area: id } => {
                            area(table, id, "an enterable terrain area", |a| !a.blocking)?;
                        }
                    }
                }
                Ok(())
            }
            UniversalRule::Plunder { buildings, .. } => {
                if !table.areas().iter().any(|a| a.kind == AreaKind::House) {
                    return Err(AdventureError::NoHouse);
                }
                for id in buildings {
                    area(table, *id, "a house", |a| a.kind == AreaKind::House)?;
                }
                Ok(())
            }
            UniversalRule::WildAnimals { tokens } => {
                empty(*tokens == 0)?;
                if table.areas().iter().any(|a| a.dangerous && !a.blocking) {
                    Ok(())
                } else {
                    Err(AdventureError::NoDangerousArea)
                }
            }
            UniversalRule::DenseCover if self.table.open_cover != Die::D8 => {
                Err(AdventureError::DenseCoverMismatch { found: self.table.open_cover })
            }
            UniversalRule::Exhausted { .. }
            | UniversalRule::Savannah
            | UniversalRule::Jungle
            | UniversalRule::DenseCover
            | UniversalRule::Traps { .. }
            | UniversalRule::EnterOnTable => Ok(()),
        }
    }

    fn check_object(&self, id: &ObjectId) -> Result<(), AdventureError> {
        if !self.has_rule(RuleKind::Objects) {
            return Err(AdventureError::MissingRule {
                what: "an objective or end condition on an object",
                needs: RuleKind::Objects,
            });
        }
        if self.objects().iter().any(|o| o.id == *id) {
            Ok(())
        } else {
            Err(AdventureError::UnknownObject { id: id.clone() })
        }
    }

    fn needs(&self, what: &'static str, needs: RuleKind) -> Result<(), AdventureError> {
        if self.has_rule(needs) { Ok(()) } else { Err(AdventureError::MissingRule { what, needs }) }
    }

    /// `name` is one of the Adventure's Independent Characters (objectives and Event tokens
    /// name them).
    fn known_character(&self, name: &str) -> Result<(), AdventureError> {
        let known = match self.rule(RuleKind::IndependentCharacter) {
            Some(UniversalRule::IndependentCharacter { characters }) => characters.iter().any(|c| c.name == name),
            _ => false,
        };
        if known { Ok(()) } else { Err(AdventureError::BadIndependentCharacter { name: String::from(name) }) }
    }

    /// Some exit (by `edge`, if given) is open to one of the objective's columns (CG-USR-09).
    fn check_exit_open(&self, o: &super::Objective, edge: Option<Edge>) -> Result<(), AdventureError> {
        let open = match self.rule(RuleKind::ExitingTable) {
            Some(UniversalRule::ExitingTable { exits }) => exits.iter().any(|x| {
                edge.is_none_or(|e| e == x.edge)
                    && Side::BOTH.iter().any(|s| o.columns.contains(*s) && x.columns.contains(*s))
            }),
            _ => false,
        };
        if open { Ok(()) } else { Err(AdventureError::ExitNotOpen { objective: o.name.clone(), edge }) }
    }

    fn check_objectives(&self, table: &Table) -> Result<(), AdventureError> {
        if self.objectives.is_empty() {
            return Err(AdventureError::NoObjective);
        }
        for o in &self.objectives {
            match &o.condition {
                Condition::CarriesObject { object } => self.check_object(object)?,
                Condition::ObjectExited { object, edge } => {
                    self.check_object(object)?;
                    self.needs("an objective on leaving the table", RuleKind::ExitingTable)?;
                    self.check_exit_open(o, *edge)?;
                }
                Condition::GroupsExited { edge } => {
                    self.needs("an objective on leaving the table", RuleKind::ExitingTable)?;
                    self.check_exit_open(o, *edge)?;
                }
                Condition::Occupies { area: id } => {
                    area(table, *id, "an enterable terrain area", |a| !a.blocking)?;
                }
                Condition::PlunderTokens => self.needs("an objective on Plunder tokens", RuleKind::Plunder)?,
                Condition::CattleHeld => self.needs("an objective on livestock", RuleKind::Cattle)?,
                Condition::IndependentCharacterWith { name } => self.known_character(name)?,
                Condition::Custom { key } if key.is_empty() => {
                    return Err(AdventureError::EmptyCustomKey { objective: o.name.clone() });
                }
                Condition::EnemyGroupsEliminated | Condition::LootHeld | Condition::Custom { .. } => {}
            }
        }
        for end in &self.premature_end {
            match end {
                EndCondition::AllObjectsExited => {
                    self.needs("the end condition \"all objects exited\"", RuleKind::Objects)?;
                    self.needs("the end condition \"all objects exited\"", RuleKind::ExitingTable)?;
                }
                EndCondition::ObjectExited { object } => {
                    self.check_object(object)?;
                    self.needs("an end condition on leaving the table", RuleKind::ExitingTable)?;
                }
                EndCondition::ColumnGone { .. } => {}
            }
        }
        Ok(())
    }
}

fn not_blocked(table: &Table, what: &'static str, p: Point) -> Result<(), AdventureError> {
    match table.area_at(p).and_then(|id| table.area(id)) {
        Some(a) if a.blocking => Err(AdventureError::InBlockingArea { what, id: a.id }),
        _ => Ok(()),
    }
}

fn area(
    table: &Table,
    id: AreaId,
    expected: &'static str,
    ok: impl Fn(&crate::geometry::TerrainArea) -> bool,
) -> Result<(), AdventureError> {
    match table.areas().iter().find(|a| a.id == id) {
        Some(a) if ok(a) => Ok(()),
        _ => Err(AdventureError::BadArea { id, expected }),
    }
}
