//! Sets up a real Congo table — jungle, rocky ground, a copse, a hut, a wall, a fence, a river
//! with a ford, a track — places seven groups (five jittered by the seed given with `--seed N`), and
//! prints measured answers: distances and ranges, terrain occupancy, lines of sight, partial
//! shooting and cover, legal and illegal stick placements with their reasons, the moves a bot
//! may choose from, a charge across a fence, loot picked up, a group entering the table, the
//! lion's advance, a retreat after a melee and two flights.
//!
//! Run: `cargo run --example table -- --seed 7`

use congo_core::geometry::*;
use tabletop::{DiceSource, Die, Length, Point};

fn seed_from_args() -> Result<u64, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => Ok(7),
        [flag, n] if flag == "--seed" => n.parse().map_err(|_| format!("--seed expects a number, got {n:?}")),
        _ => Err("usage: table [--seed N]".to_string()),
    }
}

fn pt(p: Point) -> String {
    format!("({}, {})", p.x, p.y)
}

fn rect(x: i32, y: i32, w: i32, h: i32) -> Vec<Point> {
    TerrainArea::rect_outline(x, y, w, h)
}

fn build_table() -> Result<Table, TableError> {
    Table::new(TableSpec {
        areas: vec![
            TerrainArea::new(1, rect(30, 28, 10, 8), Height::High, false, Die::D10).dangerous().named("jungle"),
            TerrainArea::new(2, rect(8, 30, 8, 6), Height::Low, false, Die::D8).named("rocky ground"),
            TerrainArea::new(3, rect(46, 14, 6, 6), Height::High, true, Die::D8).named("copse"),
            TerrainArea::house(4, rect(62, 36, 3, 3)).named("hut"),
        ],
        obstacles: vec![
            Obstacle {
                id: ObstacleId(1),
                from: Point::inches(24, 16),
                to: Point::inches(24, 26),
                height: Height::High,
            },
            Obstacle { id: ObstacleId(2), from: Point::inches(44, 30), to: Point::inches(44, 40), height: Height::Low },
        ],
        rivers: vec![River {
            id: RiverId(1),
            outline: vec![Point::inches(56, 0), Point::inches(59, 0), Point::inches(59, 48), Point::inches(56, 48)],
            crossings: vec![Crossing { kind: CrossingKind::Ford, outline: rect(55, 22, 5, 3) }],
        }],
        tracks: vec![Track { id: TrackId(1), outline: rect(0, 2, 72, 2) }],
        ..TableSpec::default()
    })
}

fn line(key: u32, side: Side, from: Point, step: (i32, i32), n: i32, jitter: (i32, i32)) -> PlacedGroup {
    let figures = (0..n)
        .map(|i| {
            Point::new(Length(from.x.units() + jitter.0 + i * step.0), Length(from.y.units() + jitter.1 + i * step.1))
        })
        .collect();
    PlacedGroup { key: GroupKey(key), side, figures }
}

fn main() -> Result<(), String> {
    let seed = seed_from_args()?;
    let mut dice = DiceSource::seeded(seed);
    let mut jitter = || -> Result<(i32, i32), String> {
        let x = dice.below(1001).map_err(|e| e.to_string())? as i32 - 500;
        let y = dice.below(1001).map_err(|e| e.to_string())? as i32 - 500;
        Ok((x, y))
    };
    let table = build_table().map_err(|e| e.to_string())?;
    let p0 = Side::Player { player: 0 };
    let p1 = Side::Player { player: 1 };
    let groups = vec![
        line(1, p0, Point::inches(16, 22), (-1000, 0), 5, jitter()?),
        line(2, p1, Point::inches(30, 21), (1000, 0), 6, jitter()?),
        line(3, p1, Point::inches(38, 16), (0, 1000), 6, jitter()?),
        line(4, p0, Point::new(Length::inches(32), Length::milli(29_600)), (1000, 0), 4, jitter()?),
        line(5, Side::Animal, Point::inches(66, 10), (0, 0), 1, jitter()?),
        line(6, p1, Point::new(Length::milli(44_550), Length::inches(38)), (1000, 0), 2, (0, 0)),
        line(7, p0, Point::inches(41, 38), (-1000, 0), 3, (0, 0)),
    ];
    let names = ["", "Askaris", "Warriors", "Archers", "Explorer's party", "Lion", "Pygmies", "Scouts", "Porters"];
    let name = |k: GroupKey| names.get(k.0 as usize).copied().unwrap_or("?");
    let field = Field::new(&table, &groups, &[]).map_err(|e| e.to_string())?;

    println!("Congo table {} x {}, seed {seed}", table.width(), table.height());
    for a in table.areas() {
        println!(
            "  area {} {:<13} {:?} {} {} cover {:?}",
            a.id,
            a.name,
            a.height,
            if a.blocking { "blocking" } else { "open-access" },
            if a.dangerous { "dangerous" } else { "safe" },
            a.cover
        );
    }
    for g in &groups {
        let figs: Vec<String> = g.figures.iter().map(|&p| pt(p)).collect();
        println!("  group {} {:<16} {:?}: {}", g.key, name(g.key), g.side, figs.join(" "));
    }

    println!("\nDistances between groups (closest bases) and ranges:");
    for (i, a) in groups.iter().enumerate() {
        for b in &groups[i + 1..] {
            let d = field.group_distance(a.key, b.key).map_err(|e| e.to_string())?;
            let w = |x: Length| field.groups_within(a.key, b.key, x).unwrap_or(false);
            println!(
                "  {:<16} - {:<16} {:>8}  within S:{} M:{} L:{}",
                name(a.key),
                name(b.key),
                d.to_string(),
                w(S),
                w(M),
                w(L)
            );
        }
    }

    println!("\nTerrain occupied:");
    for g in &groups {
        println!("  {:<16} {:?}", name(g.key), field.group_occupancy(g.key).map_err(|e| e.to_string())?);
    }

    println!("\nLines of sight (leading figure -> target group):");
    for (shooter, leader, target) in [(1u32, 0usize, 2u32), (1, 0, 4), (4, 3, 2), (4, 0, 3), (2, 5, 3), (3, 5, 4)] {
        let (s, t) = (GroupKey(shooter), GroupKey(target));
        let gs = group_sight(&field, s, leader, t).map_err(|e| e.to_string())?;
        let block = sight(&field, FigureRef { group: s, index: leader }, FigureRef { group: t, index: 0 })
            .map_err(|e| e.to_string())?;
        let c = cover(&field, FigureRef { group: s, index: leader }, t).map_err(|e| e.to_string())?;
        println!(
            "  {} #{leader} -> {}: leader sees {:?}, figures seeing {:?}, partial {}, line to #0 {}, cover {:?}{}",
            name(s),
            name(t),
            gs.visible_to_leader,
            gs.seeing,
            gs.is_partial(),
            match block {
                None => "clear".to_string(),
                Some(b) => format!("blocked by {b:?}"),
            },
            c.die,
            if c.low_obstacle.is_some() { " (low obstacle crossed)" } else { "" }
        );
    }

    println!("\nStick placements for the Askaris (leading figure #0 at {}):", pt(groups[0].figures[0]));
    let start = groups[0].figures[0];
    let black = MoveAllowance { may_engage: true, may_leave_table: false };
    let red = MoveAllowance { may_engage: false, may_leave_table: false };
    let tries: Vec<(&str, Vec<Point>, MoveAllowance)> = vec![
        ("north, one stick", vec![Heading::NORTH.step(start, S)], red),
        (
            "north then north-east, the pace",
            vec![Heading::NORTH.step(start, S), Heading::degrees(45).step(Heading::NORTH.step(start, S), S)],
            red,
        ),
        ("east, a stick too long", vec![Heading::EAST.step(start, Length::milli(4_100))], red),
        ("west, through their own group", vec![Heading::WEST.step(start, S)], red),
        (
            "east twice, over the wall",
            vec![Heading::EAST.step(start, S), Heading::EAST.step(Heading::EAST.step(start, S), S)],
            black,
        ),
        ("south-east, 3 inches", vec![Heading::degrees(315).step(start, Length::inches(3))], red),
    ];
    for (what, sticks, allow) in tries {
        let mv = ProposedMove { group: GroupKey(1), leader: 0, sticks, formation: None };
        match check_move(&field, &mv, allow) {
            Ok(o) => println!(
                "  {what:<34} legal: leader ends {}, pace {}, engaged {:?}, area {:?}",
                pt(o.leader_end()),
                o.picked_up_pace,
                o.engaged,
                o.to_area
            ),
            Err(e) => println!("  {what:<34} illegal: {e}"),
        }
    }
    let w_start = groups[1].figures[2];
    let engage = ProposedMove {
        group: GroupKey(2),
        leader: 2,
        sticks: vec![Heading::NORTH.step(w_start, S), Heading::NORTH.step(Heading::NORTH.step(w_start, S), S)],
        formation: None,
    };
    match check_move(&field, &engage, black) {
        Ok(o) => println!(
            "  Warriors charge the Explorer's party: legal: engaged {:?}, leader at {}, formation {}",
            o.engaged,
            pt(o.leader_end()),
            o.formation.iter().map(|&p| pt(p)).collect::<Vec<_>>().join(" ")
        ),
        Err(e) => println!("  Warriors charge the Explorer's party: illegal: {e}"),
    }
    let end1 = first_stick_end(w_start, Heading::NORTH.step(w_start, S));
    println!(
        "  enemy or animal within S of the Warriors' first stick end {}: {:?}",
        pt(end1),
        hostile_within_s_of(&field, GroupKey(2), end1).map_err(|e| e.to_string())?
    );

    let spec = CandidateSpec::default();
    let cands = candidate_moves(&field, GroupKey(1), black, &spec).map_err(|e| e.to_string())?;
    println!("\nLegal moves a bot may choose for the Askaris (default spec): {}", cands.len());
    for c in cands.iter().take(4) {
        println!(
            "  leader #{} path {} pace {} engaged {:?}",
            c.leader,
            c.path.iter().map(|&p| pt(p)).collect::<Vec<_>>().join(" -> "),
            c.picked_up_pace,
            c.engaged
        );
    }
    println!("  engagements among them: {}", cands.iter().filter(|c| c.engaged.is_some()).count());

    let over_fence = ProposedMove {
        group: GroupKey(7),
        leader: 0,
        sticks: vec![Point::new(Length::milli(44_500), Length::inches(38))],
        formation: None,
    };
    match check_move(&field, &over_fence, black) {
        Ok(o) => println!(
            "  Scouts charge the Pygmies behind the fence: engaged {:?} across obstacle {:?}, leader at {}",
            o.engaged,
            o.across_obstacle,
            pt(o.leader_end())
        ),
        Err(e) => println!("  Scouts charge the Pygmies behind the fence: illegal: {e}"),
    }
    let loot = Point::new(start.x + Length::milli(300), start.y + Length::milli(2_900));
    let fetch =
        ProposedMove { group: GroupKey(1), leader: 0, sticks: vec![Heading::NORTH.step(start, S)], formation: None };
    match check_reach(&field, &fetch, red, Reach::Object { at: loot }) {
        Ok(o) => println!(
            "  Askaris pick up the loot at {}: leader at {}, {} figures gathered",
            pt(loot),
            pt(o.leader_end()),
            o.formation.len()
        ),
        Err(e) => println!("  Askaris pick up the loot at {}: illegal: {e}", pt(loot)),
    }
    let porters = Entry {
        group: GroupKey(8),
        side: p0,
        figures: 4,
        entry: Point::new(Length::milli(500), Length::inches(42)),
        second: Some(Point::new(Length::milli(4_500), Length::inches(42))),
        formation: None,
    };
    match check_entry(&field, &porters, red) {
        Ok(o) => println!(
            "  Porters enter at {} and pick up the pace: {}",
            pt(porters.entry),
            o.formation.iter().map(|&p| pt(p)).collect::<Vec<_>>().join(" ")
        ),
        Err(e) => println!("  Porters enter at {}: illegal: {e}", pt(porters.entry)),
    }

    let lion = animal_advance(&field, GroupKey(5), M).map_err(|e| e.to_string())?;
    println!(
        "\nThe lion advances M on the {}: {} -> {}, pivot {} deg, engaged {:?}",
        lion.target.map_or("nobody", name),
        pt(lion.path[0]),
        pt(*lion.path.last().unwrap_or(&lion.path[0])),
        lion.pivot,
        lion.engaged
    );

    println!("\nRunning away:");
    let report = |what: &str, r: &RunAway| {
        let out = r
            .outcome
            .as_ref()
            .map(|o| format!("leader #{} {} -> {}", o.leader, pt(o.path[0]), pt(o.leader_end())))
            .unwrap_or_default();
        println!(
            "  {what:<38} aim {:?}, {:?}, heading {:?}, pivot {} deg, {out}",
            r.aim,
            r.extent,
            r.heading.map(|h| h.as_degrees()),
            r.pivot
        );
    };
    let r =
        run_away(&field, GroupKey(2), RunAwayKind::Retreat { from: GroupKey(1) }, None).map_err(|e| e.to_string())?;
    report("Warriors retreat from the Askaris", &r);
    let r = run_away(&field, GroupKey(4), RunAwayKind::Flight, None).map_err(|e| e.to_string())?;
    report("Explorer's party flees", &r);
    let r = run_away(&field, GroupKey(1), RunAwayKind::Flight, None).map_err(|e| e.to_string())?;
    report("Askaris flee", &r);
    Ok(())
}
