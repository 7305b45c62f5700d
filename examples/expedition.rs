//! Four expeditions race for the centre of the table, look for a prize there and carry it
//! home, each outfitted by a built-in strategy within the rules, each day narrated; the race
//! ends with each team's score sheet.
//!
//! On the central table the built-in strategy searches square by square until a prize is
//! revealed (a move passing within 4" of it): it remembers which squares' middles its moves came
//! that close to, heads for the nearest one not yet searched, and leaves alone a quarter whose
//! prize it knows (one prize lies in each quarter); then it heads for the prize (King Solomon's
//! Mines last), and with a prize straight home to its far edge.
//!
//! ```sh
//! cargo run --release --example expedition -- --seed 7
//! ```
//!
//! Same seed, same output.

use congo_nile::nile::builtin::expedition_outfit;
use congo_nile::nile::decision::Question;
use congo_nile::nile::event::{Event, StopReason};
use congo_nile::nile::map::{self as nile_map, Square};
use congo_nile::nile::party::{Fate, Role, TeamStatus};
use congo_nile::nile::quest::{Prize, passes_within};
use congo_nile::nile::race::{self, QuestPhase, RaceEvent};
use congo_nile::nile::standing::prize::PrizeStep;
use congo_nile::nile::supercargo::SupercargoKind;
use congo_nile::nile::{
    ActivityLevel, Approach, Decision, Direction, Game, Leave, Outfit, Pending, Setup, TeamId, TeamSetup,
};
use congo_nile::tabletop::Point;
use congo_nile::tabletop::RulesGame;

/// What the command line asks for.
enum Run {
    /// One race, narrated day by day.
    Narrated(u64),
    /// Many races, summed up (`--summary --seeds A..B`, both ends included).
    Summary(u64, u64),
}

/// `--seed N` (default 7) or `--summary --seeds A..B`; anything else is refused with the usage line.
fn run_from_args() -> Result<Run, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || "usage: expedition [--seed N | --summary --seeds A..B]".to_string();
    let number = |n: &str| n.parse::<u64>().map_err(|_| format!("expected a number, got {n:?}"));
    match args.as_slice() {
        [] => Ok(Run::Narrated(7)),
        [flag, n] if flag == "--seed" => number(n).map(Run::Narrated),
        [summary, flag, range] | [flag, range, summary] if summary == "--summary" && flag == "--seeds" => {
            let (a, b) = range.split_once("..").ok_or_else(usage)?;
            let (a, b) = (number(a)?, number(b.trim_start_matches('='))?);
            if a > b {
                return Err(format!("--seeds {range}: the first seed is after the last"));
            }
            Ok(Run::Summary(a, b))
        }
        _ => Err(usage()),
    }
}

fn name(a: Approach) -> &'static str {
    match a {
        Approach::North => "the Royal Geographical Society (north)",
        Approach::East => "the Zanzibar Company (east)",
        Approach::South => "the Cape Colony Expedition (south)",
        Approach::West => "the Congo Free State party (west)",
    }
}

fn main() -> std::process::ExitCode {
    let run = match run_from_args() {
        Ok(run) => run,
        Err(e) => {
            eprintln!("{e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    match run {
        Run::Narrated(seed) => match play(seed, true, None) {
            Ok(game) => {
                tell_the_end(&game);
                std::process::ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                std::process::ExitCode::FAILURE
            }
        },
        Run::Summary(first, last) => summary(first, last),
    }
}

/// Play the races of seeds `first..=last` silently and print one figure a line: the share of
/// races with a returning expedition, the share of all expeditions that return, the races with
/// no finisher, the winner's mean victory points, and how the other expeditions ended.
fn summary(first: u64, last: u64) -> std::process::ExitCode {
    let (mut races, mut with_finisher, mut expeditions, mut returned) = (0u64, 0u64, 0u64, 0u64);
    let (mut perished, mut still_out, mut winner_vp, mut prizes) = (0u64, 0u64, 0i64, 0u64);
    let mut causes: std::collections::BTreeMap<String, u64> = std::collections::BTreeMap::new();
    let mut tally = Tally::default();
    let mut home_days = 0u64;
    for seed in first..=last {
        let game = match play(seed, false, Some(&mut tally)) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("seed {seed}: {e}");
                return std::process::ExitCode::FAILURE;
            }
        };
        races += 1;
        let mut finished = false;
        let mut best: Option<i64> = None;
        for t in game.teams() {
            expeditions += 1;
            if t.race.prize.is_some() {
                prizes += 1;
            }
            match t.status {
                TeamStatus::Completed { day, .. } => {
                    home_days += u64::from(day);
                    returned += 1;
                    finished = true;
                }
                TeamStatus::Perished { .. } => {
                    perished += 1;
                    let fate = t.fallen.iter().find(|f| f.man.role == Role::Explorer).map(|f| f.fate);
                    let fate = fate.map_or("gone".to_string(), |f| words(&f).to_lowercase());
                    let phase = words(&t.race.phase).to_lowercase();
                    *causes.entry(format!("{fate} on the {phase}")).or_insert(0u64) += 1;
                }
                _ => still_out += 1,
            }
            let vp = i64::from(race::score_sheet(t).total);
            best = Some(best.map_or(vp, |b| b.max(vp)));
        }
        with_finisher += u64::from(finished);
        winner_vp += best.unwrap_or(0);
    }
    let pct = |n: u64, of: u64| if of == 0 { 0.0 } else { 100.0 * n as f64 / of as f64 };
    println!("seeds {first}..{last}: {races} races of {} expeditions", expeditions);
    println!("races with a returning expedition: {:.1}% ({with_finisher} of {races})", pct(with_finisher, races));
    println!("expeditions that return: {:.1}% ({returned} of {expeditions})", pct(returned, expeditions));
    println!(
        "mean day an expedition came home: {:.1}",
        if returned == 0 { 0.0 } else { home_days as f64 / returned as f64 }
    );
    println!(
        "races with no finisher: {:.1}% ({} of {races})",
        pct(races - with_finisher, races),
        races - with_finisher
    );
    println!(
        "mean victory points of the winner (each race's top score): {:.1}",
        if races == 0 { 0.0 } else { winner_vp as f64 / races as f64 }
    );
    println!("expeditions that won a prize: {:.1}% ({prizes} of {expeditions})", pct(prizes, expeditions));
    println!("expeditions that perished: {:.1}% ({perished} of {expeditions})", pct(perished, expeditions));
    for (cause, n) in &causes {
        println!("  explorers {cause}: {n}");
    }
    println!("expeditions still out at the end: {:.1}% ({still_out} of {expeditions})", pct(still_out, expeditions));
    let mut deaths: Vec<(&String, &u64)> = tally.deaths.iter().collect();
    deaths.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    println!("what ended the expeditions that perished (the explorer's last misfortune):");
    for (cause, n) in deaths {
        println!("  {cause}: {n} ({:.1}%)", pct(*n, perished));
    }
    for (posture, (met, fatal)) in &tally.meetings {
        println!(
            "natives met with a {posture} posture: {met}, the explorer lost in {fatal} ({:.1}%)",
            pct(*fatal, *met)
        );
    }
    std::process::ExitCode::SUCCESS
}

/// Outfit the four teams of seed `seed` with the built-in strategy and play the race to its end
/// with the built-in strategy, narrating it day by day when `narrating`.
fn play(seed: u64, narrating: bool, mut tally: Option<&mut Tally>) -> Result<Game, String> {
    let cargo = [
        Some(SupercargoKind::Heroine),
        Some(SupercargoKind::Missionaries),
        Some(SupercargoKind::Photographer),
        Some(SupercargoKind::Journalist),
    ];
    // The approach terrains are the first thing the seeded dice decide, whatever the outfits.
    let probe_teams: Vec<TeamSetup> = Approach::ALL
        .iter()
        .map(|a| TeamSetup { name: String::new(), approach: *a, outfit: Outfit::default() })
        .collect();
    let probe = Game::new(&Setup::seeded(seed, probe_teams)).expect("a bare setup is valid");
    let terrain = probe.map().approach_terrain;
    let teams: Vec<TeamSetup> = Approach::ALL
        .iter()
        .zip(cargo)
        .map(|(a, s)| TeamSetup {
            name: name(*a).to_string(),
            approach: *a,
            outfit: expedition_outfit(terrain[a.index()], &Vec::from_iter(s), congo_nile::nile::outfit::BUDGET),
        })
        .collect();
    let mut setup = Setup::seeded(seed, teams);
    setup.max_days = 120;
    let mut game = Game::new(&setup).map_err(|e| format!("setup refused: {e}"))?;
    if narrating {
        tell_the_start(&game, &setup, seed);
    }
    let mut last_stop: [Option<StopReason>; 4] = [None; 4];
    let mut last: Vec<Event> = Vec::new();
    // The centre squares each team's moves have searched (one bit a square), and the moves of a
    // step whose Lucky Break offer is not settled yet (a break played replaces the step's move).
    let mut searched = [0u64; 4];
    let mut unsettled_moves: Vec<(TeamId, Point, Point)> = Vec::new();
    let mut held_header: Option<(TeamId, u16)> = None;
    // The events of a step whose Lucky Break offer is not settled yet (for the tally).
    let mut unsettled: Vec<Event> = Vec::new();
    for _ in 0..20_000 {
        let Some(&team) = game.to_decide().first() else { break };
        if let Pending::Question { question: Question::HeldTurn { .. }, .. } = game.pending() {
            // A held turn has no plan (whose narration names the team): name it here, once a day.
            if narrating && held_header != Some((team, game.day())) {
                held_header = Some((team, game.day()));
                fold(Some(format!("  {}: held where it stands", who(&game, team))));
            }
        }
        let d = choose(&game, team, &last, &last_stop, &searched);
        let events = game.apply(team, &d).map_err(|e| format!("refused {d:?}: {e}"))?;
        if d == Decision::PlayLuckyBreak {
            unsettled_moves.clear();
        }
        for e in &events {
            if let Event::Moved { team, stopped, from, to, .. } = e {
                if let Some(s) = last_stop.get_mut(usize::from(team.0)) {
                    *s = *stopped;
                }
                unsettled_moves.push((*team, *from, *to));
            }
        }
        if !matches!(game.pending(), Pending::LuckyBreak { .. }) {
            for (team, from, to) in unsettled_moves.drain(..) {
                if let Some(m) = searched.get_mut(usize::from(team.0)) {
                    *m |= searched_by(from, to);
                }
            }
        }
        if narrating {
            for e in in_telling_order(&events) {
                narrate(&game, e);
            }
        }
        if let Some(tally) = tally.as_deref_mut() {
            // A step offered a Lucky Break is counted once its roll is final: kept, with the
            // events that follow the offer (the explorer may go in the same step's meeting);
            // played, the re-run's events only (they replace the step's).
            if d == Decision::PlayLuckyBreak {
                unsettled.clear();
            }
            unsettled.extend(events.iter().cloned());
            if !matches!(game.pending(), Pending::LuckyBreak { .. }) {
                tally.count(&unsettled);
                unsettled.clear();
            }
        }
        last = events;
    }
    if narrating {
        fold(None);
    }
    Ok(game)
}

/// The summary's count of what ended the expeditions and of the meetings with natives.
#[derive(Default)]
struct Tally {
    /// The explorers lost, by their last misfortune.
    deaths: std::collections::BTreeMap<String, u64>,
    /// The meetings with natives by posture: (meetings, meetings that cost the explorer).
    meetings: std::collections::BTreeMap<String, (u64, u64)>,
}

impl Tally {
    /// Count the events of one decision.
    fn count(&mut self, events: &[Event]) {
        for e in events {
            if let Event::Race { event, .. } = e {
                if let RaceEvent::Natives { posture, .. } = &**event {
                    self.meetings.entry(posture_name(posture)).or_default().0 += 1;
                }
            }
            if let Event::Perished { team } = e {
                let (cause, posture) = cause_of_death(events, *team);
                if let Some(p) = posture {
                    self.meetings.entry(p).or_default().1 += 1;
                }
                *self.deaths.entry(cause).or_insert(0) += 1;
            }
        }
    }
}

fn posture_name(p: &congo_nile::nile::natives::Posture) -> String {
    words(p).split([' ', '{']).next().unwrap_or("").to_lowercase()
}

/// What ended a team's expedition, from the events of the step its explorer went in: the
/// team's last misfortune before his going (the posture too when it was a meeting with natives).
fn cause_of_death(events: &[Event], team: TeamId) -> (String, Option<String>) {
    let mut cause = (String::from("other"), None);
    for e in events.iter().filter(|e| e.team() == Some(team)) {
        cause = match e {
            Event::ManGone { role: Role::Explorer, .. } => return cause,
            Event::Race { event, .. } => match &**event {
                RaceEvent::Natives { posture, .. } => {
                    (format!("natives met, {} posture", posture_name(posture)), Some(posture_name(posture)))
                }
                RaceEvent::PrizeReached { .. } => ("at a prize".into(), None),
                RaceEvent::WildAnimals { .. } | RaceEvent::AnimalFightLog { .. } => ("wild animals".into(), None),
                RaceEvent::Hunted { .. } => ("hunting".into(), None),
                _ => continue,
            },
            // The unfed fall sick (EX-FOOD-01, EX-FOOD-02) and roll on the hunger or thirst table.
            Event::Rations { thirsty, .. } if *thirsty > 0 => ("thirst".into(), None),
            Event::Rations { hungry, .. } if *hungry > 0 => ("hunger".into(), None),
            Event::Wilderness { .. } | Event::DangerousGame { .. } | Event::Supercargo { .. } => {
                ("a wilderness or supercargo event".into(), None)
            }
            Event::LostCheck { lost: true, .. } => ("lost".into(), None),
            Event::Forded { .. } => ("a ford".into(), None),
            _ => continue,
        };
    }
    cause
}

/// The race's first lines: each team as it sets out.
fn tell_the_start(game: &Game, setup: &Setup, seed: u64) {
    let terrain = game.map().approach_terrain;
    println!("The race to the source of the Nile (seed {seed})");
    for t in game.teams() {
        let o = &setup.teams[usize::from(t.id.0)].outfit;
        println!(
            "  {} sets out from the {} {}: explorer skill {}, {} Lucky Breaks, {} men ({}, {} askari, {}), {}, {} rations{}{}",
            t.name,
            terrain[t.approach.index()],
            format!("{:?}", t.approach).to_lowercase(),
            t.skill,
            t.lucky_breaks,
            t.men.len(),
            counted(o.bearers, "bearer"),
            o.askari,
            counted(o.guides, "guide"),
            counted(o.pack_animals, "pack animal"),
            o.rations,
            if o.water > 0 { format!(", {} water", o.water) } else { String::new() },
            if o.supercargoes.is_empty() {
                String::new()
            } else {
                format!(", with {}", o.supercargoes.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" and "))
            }
        );
    }
    println!("\nDay 1");
}

/// The race's end: how each expedition ended, and the score sheets.
fn tell_the_end(game: &Game) {
    println!("\nThe race is over.");
    for t in game.teams() {
        let left = format!("{} and {}", counted(t.men.len() as u32, "man"), counted(t.stores.rations, "ration"));
        let lost = counted(t.fallen.len() as u32, "man");
        let prize = t.race.prize.map(|p| prize_name(&p)).unwrap_or_default();
        let line = match &t.status {
            TeamStatus::Perished { day } => {
                let with = if prize.is_empty() { String::new() } else { format!(" with its prize from {prize}") };
                let leaderless = match t.men.len() {
                    0 => String::new(),
                    n => format!("; {} left without a leader", counted(n as u32, "man")),
                };
                format!("lost its explorer on day {day}{with}: the expedition perished ({lost} lost{leaderless})")
            }
            TeamStatus::Completed { day, place } => format!(
                "completed its mission {} on day {day}, bringing home its prize from {prize} ({left} left, {lost} lost)",
                ordinal(*place)
            ),
            TeamStatus::Arrived { day } => {
                let carrying =
                    if prize.is_empty() { String::new() } else { format!(", carrying its prize from {prize}") };
                format!("reached the centre on day {day} and was still out there{carrying} ({left} left, {lost} lost)")
            }
            TeamStatus::Travelling => format!("was still in the bush ({left} left, {lost} lost)"),
        };
        println!("  {} {line}.", t.name);
    }
    println!("\nScore sheets");
    for t in game.teams() {
        let sheet = race::score_sheet(t);
        println!("  {}", t.name);
        for line in &sheet.lines {
            println!("    {:<22} {:>4} {:>5} v.p.", words(&line.item), line.count, line.vp);
        }
        println!("    {:<22} {:>4} {:>5} v.p.", "Total", "", sheet.total);
    }
}

/// The events of one decision in the order the narration tells them. A team's headline waits:
/// "reaches the centre" (and the prizes hidden then) for the move that took it there, "lost its
/// explorer" for the rest of what befell the party in that step (the others lost at the same
/// ford); a party whose explorer died on the way has no move line (it went nowhere).
fn in_telling_order(events: &[Event]) -> Vec<&Event> {
    let mut out = Vec::with_capacity(events.len());
    let mut held: Vec<&Event> = Vec::new();
    for e in events {
        if held.first().is_some_and(|h| h.team() != e.team()) {
            out.append(&mut held);
        }
        let arrived = held.iter().any(|h| matches!(h, Event::Arrived { .. }));
        let perished = held.iter().any(|h| matches!(h, Event::Perished { .. }));
        match e {
            Event::Arrived { .. } | Event::Perished { .. } => held.push(e),
            Event::Race { event, .. } if arrived && matches!(**event, RaceEvent::PrizesPlaced) => held.push(e),
            Event::Moved { .. } if perished => {}
            Event::Moved { .. } if arrived => {
                out.push(e);
                out.append(&mut held);
            }
            _ => out.push(e),
        }
    }
    out.append(&mut held);
    out
}

/// A count of things killed: "none" for zero.
fn none_or(n: usize) -> String {
    if n == 0 { "none".to_string() } else { n.to_string() }
}

/// What a photograph shows, as a player says it.
fn photo_subject(s: congo_nile::nile::score::PhotoSubject) -> String {
    use congo_nile::nile::score::PhotoSubject as S;
    match s {
        S::OtherQuestSite => "the quest site".to_string(),
        S::LostCity => "the Lost City".to_string(),
        S::CombatWithNatives => "the fight with the natives".to_string(),
        S::ExtraordinaryCreature => "an extraordinary creature".to_string(),
        S::RareAnimal => "a rare animal".to_string(),
        S::GeologicalFeature => "a geological feature".to_string(),
        S::Scenic => "the scenery".to_string(),
        other => words(&other),
    }
}

fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => "fourth",
    }
}

/// `n` of a thing, in words: "1 bearer", "2 bearers", "1 man", "3 men".
fn counted(n: u32, thing: &str) -> String {
    match (n, thing) {
        (1, _) => format!("1 {thing}"),
        (_, "man") => format!("{n} men"),
        _ => format!("{n} {thing}s"),
    }
}

/// A prize's proper name.
fn prize_name(p: &congo_nile::nile::quest::Prize) -> String {
    use congo_nile::nile::quest::Prize;
    match p {
        Prize::KingSolomonsMines => "King Solomon's Mines",
        Prize::ElephantsGraveyard => "the Elephants' Graveyard",
        Prize::LostCityOfTheAmazons => "the Lost City of the Amazons",
        Prize::LastCigaretteInTheSofa => "the Last Cigarette in the Sofa",
    }
    .to_string()
}

/// A Wilderness Encounter in a few words (expedition game, the six Wilderness Encounters Tables).
fn wilderness(table: &congo_nile::nile::events::Table, face: u8) -> &'static str {
    use congo_nile::nile::events::Table;
    const MOUNTAINS: [&str; 10] = [
        "a porter drops his load down the mountainside",
        "a porter falls to his death from the narrow path",
        "baboons attack the camp",
        "there is no path through these mountains",
        "lost in the mountains",
        "the cold makes men sick",
        "chimpanzees raid the food stores",
        "a porter meets mountain gorillas",
        "avalanche!",
        "a porter eats strange berries and dies",
    ];
    const JUNGLE: [&str; 10] = [
        "a man falls down a hill",
        "voodoo signs mark danger ahead",
        "a python drops from the trees",
        "lost in the jungle",
        "a porter wanders from the path",
        "a leopard attacks",
        "insect bites make men sick",
        "elephants crash through the camp",
        "bad omens: porters vanish into the jungle",
        "jungle fruit makes men sick",
    ];
    const SWAMP: [&str; 10] = [
        "an insect sting makes a man sick",
        "quicksand!",
        "noxious swamp gases",
        "a crocodile bears down on a porter",
        "an enraged hippopotamus charges",
        "a porter steps into a deep hole",
        "careless porters ruin food",
        "swamp fever",
        "the mire holds the party back",
        "the porters fear a swamp creature ahead",
    ];
    const VELDT: [&str; 10] = [
        "warthogs attack",
        "grass fire!",
        "two rhinoceroses charge",
        "a stampede crashes through the camp",
        "a lion charges a straggling porter",
        "locusts descend on the square",
        "the porters hear of an elephants' graveyard",
        "buffalo hold the only waterhole",
        "a porter drops out of line",
        "tsetse flies make men sick",
    ];
    const DESERT: [&str; 10] = [
        "the heat spoils rations",
        "sandstorm!",
        "a scorpion stings a porter",
        "a water bag leaks dry",
        "a dry waterhole",
        "men collapse from the heat",
        "a toxic waterhole",
        "a whirlwind tears through the party",
        "bandits make off with a porter and his load",
        "a porter deserts with a full load of water",
    ];
    const RIVER: [&str; 10] = [
        "a porter falls into the river",
        "a porter falls into the river",
        "a giant crocodile seizes a man",
        "hippos ahead",
        "rapids!",
        "a porter fetching water vanishes",
        "war canoes hidden on the bank",
        "a water snake bites",
        "mosquitoes make men sick",
        "crocodiles at the landing",
    ];
    let rows = match table {
        Table::Mountains => &MOUNTAINS,
        Table::Jungle => &JUNGLE,
        Table::Swamp => &SWAMP,
        Table::Veldt => &VELDT,
        Table::Desert => &DESERT,
        Table::OnRiver => &RIVER,
    };
    rows[usize::from(face % 10)]
}

/// A supercargo's event in a few words (expedition game, the supercargo event tables).
fn supercargo_event(e: &congo_nile::nile::supercargo::SupercargoEvent) -> &'static str {
    use congo_nile::nile::supercargo::SupercargoEvent as S;
    match e {
        S::HeroineSick => "taken sick, cannot be moved today",
        S::AnimalInTent => "an animal in the tent, shots fired wildly",
        S::HeroineOffCourse => "certain the party is off course",
        S::Breakdown => "the vehicle breaks down",
        S::Wrecked => "the vehicle is wrecked beyond repair",
        S::SnakeInBed => "a snake in the bed",
        S::Prayers => "prayers stop the march today",
        S::MissionStation => "their mission station is near",
        S::AskariConverted => "askari converted, and gone",
        S::PianoScaresGame => "the piano scares off the game",
        S::GeologicalFeature => "a geological feature to photograph",
        S::DevelopPlates => "a day spent developing plates",
        S::FlashPowder => "the flash powder goes off",
        S::FascinatingShot => "a fascinating shot slows the march",
        S::DevelopingSolution => "a bearer drinks the developing solution",
        S::RareAnimal => "a rare animal to photograph",
        #[allow(unreachable_patterns)]
        _ => "an event",
    }
}

/// What a man's condition now means for the march.
fn condition(c: &congo_nile::nile::health::Condition) -> String {
    use congo_nile::nile::health::Condition as C;
    match c {
        C::Fit => "is fit again".to_string(),
        C::Unladen { days } => format!("can walk but carry nothing ({})", counted(u32::from(*days), "day")),
        C::Carried { days, .. } => format!("must be carried ({})", counted(u32::from(*days), "day")),
        C::Delirious => "is delirious".to_string(),
        C::Comatose => "is in a coma".to_string(),
        C::Maimed => "is maimed".to_string(),
    }
}

/// The centre table's squares whose middle a move from `from` to `to` passed within the search
/// radius of (a prize there would have been revealed), one bit each (column + 6 row, 0-35).
fn searched_by(from: Point, to: Point) -> u64 {
    let mut bits = 0;
    for i in 0..36u8 {
        let sq = Square::new((i % 6) as i8 + 3, (i / 6) as i8 + 3);
        if passes_within(from, to, nile_map::square_centre(sq)) {
            bits |= 1 << i;
        }
    }
    bits
}

/// The one of the eight headings that best leads from `from` toward `to` (`None` when there).
fn heading_toward(from: Point, to: Point) -> Option<Direction> {
    let (dx, dy) = (i64::from(to.x.units() - from.x.units()), i64::from(to.y.units() - from.y.units()));
    if dx == 0 && dy == 0 {
        return None;
    }
    // The largest projection of the way on a heading's unit vector (diagonals by 707/1000).
    Direction::ALL.into_iter().max_by_key(|d| {
        let (x, y) = d.delta();
        let dot = i64::from(x) * dx + i64::from(y) * dy;
        (if d.is_side() { dot * 1000 } else { dot * 707 }, std::cmp::Reverse(d.number()))
    })
}

/// Where the team wants to go: inward on its approach; on the centre toward the nearest
/// revealed prize it has not tried, else the middle of the nearest centre square its moves have
/// not yet passed close enough to search (`searched`, one bit a square); home with a prize,
/// straight out to the nearest square of its approach's far-edge row.
fn goal(g: &Game, team: TeamId, searched: &[u64; 4]) -> Option<Direction> {
    let t = g.team(team)?;
    let here = nile_map::square_of(t.position);
    let target = match t.race.phase {
        QuestPhase::Journey | QuestPhase::Completed => return None,
        QuestPhase::Homeward => {
            let a = t.approach;
            let (col, row) = (here.col.clamp(3, 8), here.row.clamp(3, 8));
            let home = match a {
                Approach::North => Square::new(col, 11),
                Approach::South => Square::new(col, 0),
                Approach::East => Square::new(11, row),
                Approach::West => Square::new(0, row),
            };
            nile_map::square_centre(home)
        }
        QuestPhase::Questing => {
            let known = g
                .map()
                .quest
                .sites
                .iter()
                .filter(|s| t.race.revealed.contains(&s.prize) && !t.race.tried.contains(&s.prize));
            // The Mines are sought last: their voodoo signs scare off every ordinary bearer, and
            // a party without them cannot carry its food home (one Mines winner in ten came home).
            let site = known
                .map(|s| (s.prize == Prize::KingSolomonsMines, Square::new(s.column as i8 + 3, s.row as i8 + 3)))
                .min_by_key(|(mines, sq)| (*mines, (sq.col - here.col).abs().max((sq.row - here.row).abs())));
            if let Some((false, sq)) = site {
                return nile_map::step_toward(here, sq)
                    .or_else(|| heading_toward(t.position, nile_map::square_centre(sq)));
            }
            let mine = searched.get(usize::from(team.0)).copied().unwrap_or(0);
            // One prize lies in each quarter (RULINGS.md): a quarter whose prize is known needs
            // no more searching.
            let quarter = |col: i8, row: i8| ((col - 3) / 3, (row - 3) / 3);
            let found: Vec<(i8, i8)> = g
                .map()
                .quest
                .sites
                .iter()
                .filter(|s| t.race.revealed.contains(&s.prize))
                .map(|s| quarter(s.column as i8 + 3, s.row as i8 + 3))
                .collect();
            let next = (0..36u8)
                .filter(|i| mine & (1 << i) == 0)
                .map(|i| Square::new((i % 6) as i8 + 3, (i / 6) as i8 + 3))
                .filter(|sq| !found.contains(&quarter(sq.col, sq.row)))
                .map(nile_map::square_centre)
                .min_by_key(|p| (p.distance(t.position), p.x.units(), p.y.units()));
            match (next, site) {
                (Some(p), _) => p,
                // Nothing left to search: the Mines after all.
                (None, Some((_, sq))) => return nile_map::step_toward(here, sq),
                (None, None) => nile_map::square_centre(Square::new(6, 6)),
            }
        }
    };
    heading_toward(t.position, target)
}

/// Elephant tusks the built-in player takes from the Graveyard.
const HOMEWARD_TUSKS: u32 = 4;

/// The built-in strategy.
fn choose(g: &Game, team: TeamId, last: &[Event], stops: &[Option<StopReason>; 4], searched: &[u64; 4]) -> Decision {
    let t = g.team(team).expect("active team exists");
    let inward = goal(g, team, searched).unwrap_or(t.approach.inward());
    match g.pending() {
        Pending::LuckyBreak { .. } => {
            let bad =
                last.iter().rev().take(3).any(|e| {
                    matches!(e, Event::LostCheck { lost: true, .. } | Event::EventCheck { occurred: true, .. })
                });
            if bad { Decision::PlayLuckyBreak } else { Decision::KeepRoll }
        }
        Pending::Question { question, .. } => match question {
            Question::GrassFire { intended } => {
                let h = Direction::ALL
                    .into_iter()
                    .filter(|d| intended.angle_to(*d) >= 2)
                    .min_by_key(|d| (inward.angle_to(*d), d.number()))
                    .unwrap_or(inward);
                Decision::NewHeading { heading: h }
            }
            Question::Python { candidates, .. } => {
                Decision::KnifeAttackers { men: candidates.into_iter().take(2).collect() }
            }
            Question::Quicksand { max_helpers, .. } => Decision::Helpers { count: max_helpers },
            Question::Gas { max_rescuers, .. } => Decision::Helpers { count: max_rescuers.min(1) },
            Question::DryWaterhole => Decision::Choose { yes: t.stores.water < 2 * t.men.len() as u32 },
            Question::HeatCollapse { .. } => Decision::Choose { yes: true },
            Question::CrocodileLoad { .. } => Decision::Divers { count: 0 },
            Question::ShootRapids => Decision::Choose { yes: false },
            Question::WarCanoes { .. } => Decision::TakeCanoes { count: 0 },
            // Tim's pouch (1 Portage Point of weed, 20 v.p.) is a prize to carry home; beyond the
            // Gates of Peril wait lions, a lava bridge, a Tyrannosaurus or Kong (half the parties
            // that went through lost their explorer there).
            Question::PrizeChoice { prize: Prize::LastCigaretteInTheSofa } => Decision::Choose { yes: false },
            // Four tusks (80 v.p.) at most: each is 10 Portage Points, a bearer's load of food
            // the party would not carry home (taking all it could carry: 20.1% of the
            // expeditions came home; four: 21.5%; two: 21.6%, with 9 v.p. less for the winner).
            Question::Tusks { most } => Decision::TakeTusks { count: most.min(HOMEWARD_TUSKS) },
            // The rest: the standing orders (race::standing_answer documents them).
            q => race::standing_answer(t, &q).unwrap_or(Decision::KeepRoll),
        },
        Pending::Plan { .. } => {
            let stop = stops.get(usize::from(team.0)).copied().flatten();
            let legal = g.legal_decisions(team);
            let leave = match stop {
                Some(StopReason::WagonInMountains) => Some(Leave::Wagon),
                Some(StopReason::Camels) => Some(Leave::Camels),
                _ => None,
            };
            if let Some(what) = leave {
                let d = Decision::LeaveBehind { what };
                if legal.contains(&d) {
                    return d;
                }
            }
            if legal.contains(&Decision::LeaveBehind { what: Leave::Piano }) {
                return Decision::LeaveBehind { what: Leave::Piano };
            }
            // Head for the centre; after a blocked move, try the diagonals.
            let heading = match stop {
                Some(StopReason::Impassable | StopReason::PortersRefuse | StopReason::TableEdge) => {
                    inward.turned(if g.day() % 2 == 0 { 1 } else { -1 })
                }
                _ => inward,
            };
            let plans: Vec<&Decision> =
                legal.iter().filter(|d| matches!(d, Decision::Plan { afloat: false, .. })).collect();
            let want = |d: &&Decision| match d {
                Decision::Plan { activity, heading: h, use_guide, .. } => {
                    (*h != heading) as u8 * 4 + (*activity != ActivityLevel::Normal) as u8 * 2 + (!*use_guide) as u8
                }
                _ => u8::MAX,
            };
            plans.into_iter().min_by_key(want).cloned().unwrap_or(Decision::KeepRoll)
        }
        Pending::Over => Decision::KeepRoll,
    }
}

fn who(g: &Game, team: TeamId) -> String {
    g.team(team).map(|t| t.name.split(" (").next().unwrap_or("").to_string()).unwrap_or_default()
}

/// A rules value's Rust debug text as words: `WagonInMountains` -> "wagon in mountains",
/// `Carried { days: 2, total: 2 }` -> "carried (days 2, total 2)" (the nile types have no
/// narration of their own).
fn words<T: std::fmt::Debug>(value: &T) -> String {
    let text = format!("{value:?}").replace(" { ", " (").replace(" }", ")").replace(": ", " ").replace('_', " ");
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
        let next = chars.get(i + 1).copied();
        if c.is_ascii_uppercase() && next.is_some_and(|n| n.is_ascii_lowercase()) {
            if prev.is_some_and(|p| p.is_ascii_alphanumeric()) {
                out.push(' ');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A man by his role ("a bearer", "Mr. Henry"); the Missionaries are two men.
fn role(r: Role) -> String {
    match r {
        Role::Supercargo(SupercargoKind::Missionaries) => format!("one of {r}"),
        _ => r.to_string(),
    }
}

/// What a Wilderness Encounter's animals are, in a few words.
fn dangerous_game(d: &congo_nile::nile::hooks::DangerousGame) -> String {
    use congo_nile::nile::hooks::DangerousGame as D;
    match d {
        D::Baboons { count, distance, direction } => format!("{count} baboons {distance}\" away to the {direction}"),
        D::Chimpanzees { count } => format!("{count} chimpanzees in the food stores"),
        D::Gorillas { count, action, .. } => {
            let does = match action {
                'A' => "keeps still",
                'B' => "backs away slowly",
                _ => "runs for his life",
            };
            format!("{count} gorillas around a porter, who {does}")
        }
        D::Leopard { .. } => "a leopard springs at a man".to_string(),
        D::Elephants { count } => format!("{count} elephants charge"),
        D::Crocodile { .. } => "a crocodile goes for a porter".to_string(),
        D::Hippo { distance, .. } => format!("a hippopotamus charges from {distance}\""),
        D::Rhinos { distance, direction, .. } => {
            format!("two rhinoceroses charge from {distance}\" to the {direction}")
        }
        D::Lion { distance, .. } => format!("a lion charges a porter {distance}\" behind the column"),
        D::Buffalo { count, distance, water_beyond } => {
            format!("{count} buffalo {distance}\" away, the water {water_beyond}\" beyond them")
        }
        D::Warthogs { count } => format!("{count} warthogs"),
        D::RiverCrocodile { .. } => "a crocodile seizes a man".to_string(),
        D::Hippos { count, distance } => format!("{count} hippos {distance}\" away"),
        #[allow(unreachable_patterns)]
        other => words(other),
    }
}

fn narrate(g: &Game, e: &Event) {
    let line = match e {
        Event::DayBegins { day } => format!("\nDay {day}"),
        Event::Planned { team, activity, heading, use_guide, .. } => {
            format!(
                "  {}: {activity} march {heading}{}",
                who(g, *team),
                if *use_guide { ", guide leading" } else { "" }
            )
        }
        Event::LeftBehind { team, what } => format!("  {} leaves the {} behind", who(g, *team), words(what)),
        Event::LuckyBreak { die, old, new, .. } => {
            format!("    Lucky Break! the {die} showing {old} is rolled again ({new}) and the step replayed:")
        }
        Event::Rations { eaten, drunk, hungry, thirsty, .. } => {
            let mut s = format!("    eats {eaten} rations");
            if *drunk > 0 {
                s += &format!(", drinks {drunk} water");
            }
            if *hungry > 0 {
                s += &format!("; {hungry} {} hungry", if *hungry == 1 { "goes" } else { "go" });
            }
            if *thirsty > 0 {
                s += &format!("; {thirsty} {} thirsty", if *thirsty == 1 { "goes" } else { "go" });
            }
            s
        }
        Event::Privation { thirst, total, .. } => {
            format!(
                "    a European goes without {} (rolls {total} on the table)",
                if *thirst { "water" } else { "food" }
            )
        }
        Event::EventCheck { occurred: true, .. } => "    something happens...".to_string(),
        Event::EventCheck { .. } => return,
        Event::Wilderness { table, face, .. } => format!("    {}", wilderness(table, *face)),
        Event::BotanistIgnores { .. } => "    the botanist knows better than to touch it".to_string(),
        Event::Supercargo { who: w, event, .. } => format!("    {w}: {}", supercargo_event(event)),
        // A guide who slinks away has his own line (`ManGone`: "a guide deserts").
        Event::LostCheck { lost: true, .. } => "    the party is lost".to_string(),
        Event::LostCheck { .. } => return,
        Event::LostTemplate { heading, actually_lost, .. } => {
            if *actually_lost {
                format!("    wanders off to the {heading}")
            } else {
                "    ...but the explorer's nose sets them right".to_string()
            }
        }
        Event::Moved { intended, from, to, stopped, .. } => {
            let gone = from.distance(*to).whole_inches();
            let why = match stopped {
                Some(StopReason::ReachedCentre) | None => String::new(),
                Some(s) => format!(", stopped: {}", words(s)),
            };
            format!("    moves {gone}\" of {}\"{why}", intended / 1000)
        }
        Event::NoMovement { .. } => "    makes no progress today".to_string(),
        Event::Explored { found, .. } => {
            let mut s = format!("    discovers {} at {}", found.terrain, found.square);
            if !found.river.is_empty() {
                s += " with a river";
            }
            if !found.trail.is_empty() {
                s += ", a trail";
            }
            s
        }
        Event::Forded { .. } => "    fords a river".to_string(),
        Event::ManGone { role: r, fate, .. } => {
            let how = match fate {
                Fate::Died => "dies",
                Fate::LostForever => "is never seen again",
                Fate::Deserted => "deserts",
                Fate::LeftBehind => "is left behind",
                Fate::StayedBehind => "stays behind",
            };
            format!("    {} {how}", role(*r))
        }
        Event::Health { role: r, condition: c, .. } => format!("    {} {}", role(*r), condition(c)),
        Event::LuckyBastard { cheated, .. } => {
            format!("    the Lucky Bastard {}", if *cheated { "cheats death" } else { "has run out of luck" })
        }
        Event::GoodsLost { goods, .. } => format!("    {} portage points of goods lost", goods.portage()),
        Event::GoodsGained { goods, .. } => {
            let mut what = Vec::new();
            if goods.water > 0 {
                what.push(format!("{} of water", counted(goods.water, "unit")));
            }
            if goods.treasure > 0 {
                what.push(format!("{} treasure", counted(goods.treasure, "portage point")));
            }
            if what.is_empty() {
                what.push(counted(goods.portage(), "portage point"));
            }
            format!("    takes on {}", what.join(" and "))
        }
        Event::AnimalsLost { count, .. } => format!("    {} lost", counted(*count, "animal")),
        Event::Canoes { change, .. } => format!("    canoes {change:+}"),
        Event::Abandoned { abandoned, .. } => {
            let mut left = Vec::new();
            if abandoned.goods.portage() > 0 {
                left.push(format!("{} of goods", counted(abandoned.goods.portage(), "portage point")));
            }
            for (n, thing) in [(abandoned.canoes, "canoe"), (abandoned.animals, "animal"), (abandoned.men, "man")] {
                if n > 0 {
                    left.push(counted(n, thing));
                }
            }
            format!("    cannot carry it all: leaves behind {}", left.join(", "))
        }
        Event::Forbidden { square, .. } => format!("    the porters will not enter {square}"),
        Event::Impassable { square } => format!("    no path through {square}: impassable"),
        Event::DangerousGame { encounter, .. } => format!("    {}", dangerous_game(encounter)),
        Event::Roll { .. } => return,
        Event::Arrived { team, square } => format!("  *** {} reaches the centre at {square}! ***", who(g, *team)),
        Event::Perished { team } => {
            format!("  *** {} has lost its explorer: the expedition is over ***", who(g, *team))
        }
        Event::Photo { photo, .. } => format!("    Mr. Lenscap's plate: {}", words(photo)),
        Event::GameOver { day } => format!("\nThe game ends after day {day}."),
        Event::Race { team, event } => match event.as_ref() {
            RaceEvent::Natives { met, posture, report } => {
                let posture = match posture {
                    congo_nile::nile::natives::Posture::Friendly { gifts } => {
                        format!("friendly with {}", counted(*gifts, "gift"))
                    }
                    other => words(other),
                };
                let mut s = format!(
                    "    meets {} {} warriors ({} tribe); posture {posture}: {}",
                    met.tribe.warriors,
                    words(&met.tribe.kind),
                    words(&met.tribe.size),
                    words(&report.attitude.attitude)
                );
                if let Some(o) = &report.combat {
                    s += &format!(
                        "; fight: {} after {}, {} down, {} askari and {} lost",
                        words(&o.result),
                        counted(o.turns, "turn"),
                        counted(o.warriors_out, "warrior"),
                        o.askari_dead + o.askari_fled,
                        counted(o.bearers_dead + o.bearers_fled, "bearer")
                    );
                }
                if let Some(b) = &report.booty {
                    s += &format!(
                        "; booty {} and {}",
                        counted(b.trade_goods, "trade good"),
                        counted(b.rations, "ration")
                    );
                    if b.bearers > 0 {
                        s += &format!(", {}", counted(b.bearers, "bearer"));
                    }
                }
                if report.traded.1 > 0 {
                    s += &format!("; trades for {} rations", report.traded.1);
                }
                s
            }
            RaceEvent::Story { vp } => format!("    Mr. Henry files a story ({vp:+} v.p.)"),
            RaceEvent::Hunted { report } => {
                let mut s = if report.food == 0 {
                    "    the hunters come back empty-handed".to_string()
                } else {
                    format!("    the hunters bring back {} of food", counted(report.food, "unit"))
                };
                if let Some(enc) = report.encounter {
                    s += &format!(" after an encounter: {}", words(&enc));
                }
                if let Some(f) = &report.fight {
                    s += &format!(" ({} killed in {})", none_or(f.killed.len()), counted(f.turns, "turn"));
                }
                s
            }
            RaceEvent::PrizesPlaced => "    (the gamesmaster hides the four prizes on the central table)".to_string(),
            RaceEvent::PrizeRevealed { site } => format!("    the party learns where {} lies", prize_name(&site.prize)),
            RaceEvent::PrizeReached { prize, report } => {
                let mut found = Vec::new();
                if report.treasure_pp > 0 {
                    found.push(format!("{} of treasure", counted(report.treasure_pp, "portage point")));
                }
                if report.tusks > 0 {
                    found.push(counted(report.tusks, "tusk"));
                }
                if report.weed_pp > 0 {
                    found.push(format!("{} of weed", counted(report.weed_pp, "portage point")));
                }
                if report.lost_city_evidence {
                    found.push("proof of the Lost City".to_string());
                }
                if report.creature_evidence > 0 {
                    found.push("proof of an extraordinary creature".to_string());
                }
                let found = if found.is_empty() { "nothing to carry home".to_string() } else { found.join(", ") };
                format!(
                    "  *** {} reaches {}{}: {found} ***",
                    who(g, *team),
                    prize_name(prize),
                    report.steps.iter().map(step).collect::<String>()
                )
            }
            RaceEvent::Photographed { photo } => {
                format!("    Mr. Lenscap photographs {} ({} v.p.)", photo_subject(photo.subject), photo.vp)
            }
            RaceEvent::WildAnimals { ending } => {
                format!(
                    "    the animals are fought off: {} killed, {} lost, in {}",
                    none_or(ending.killed.len()),
                    counted(ending.dead_members.len() as u32, "man"),
                    counted(ending.turns, "turn")
                )
            }
            RaceEvent::Asked { prize, pantomime, told } => format!(
                "    in a friendly village the party mimes \"{}\": {}{}",
                prize.pantomime(),
                words(pantomime),
                if *told { "; the natives point the way" } else { "" }
            ),
            RaceEvent::NativeFightLog { .. } | RaceEvent::AnimalFightLog { .. } => return,
            RaceEvent::WeedSpoiled { portage } => {
                let (what, goes) = (counted(*portage, "portage point"), if *portage == 1 { "goes" } else { "go" });
                format!("    {what} of weed {goes} bad and {} thrown away", if *portage == 1 { "is" } else { "are" })
            }
            RaceEvent::CityBearerLeft => "    a homesick city bearer goes home".to_string(),
            RaceEvent::Cannibalism { .. } => "    starving, the party resorts to cannibalism".to_string(),
            RaceEvent::WeedUsed { turns, cured, .. } => format!(
                "    a dose of the weed{}: no hunger for {turns} days",
                if *cured { " cures a sick man" } else { "" }
            ),
            RaceEvent::FreeMove { mover } => format!("    the guesser ({}) earns a free move", who(g, TeamId(*mover))),
            RaceEvent::AmazonsAttack => "    the Amazons catch up with the escapers".to_string(),
            RaceEvent::Crocodile { rolls, driven_off, .. } => format!(
                "    {} snap shot{} at the crocodile: {}",
                rolls.len(),
                if rolls.len() == 1 { "" } else { "s" },
                if *driven_off { "driven off" } else { "it takes its victim" }
            ),
            RaceEvent::Chimpanzees { count, shot, rations_taken } => {
                format!("    {count} chimpanzees raid the stores: {shot} shot, {rations_taken} rations taken")
            }
            RaceEvent::MissionCompleted { place } => {
                format!("  *** {} is home: mission complete, {} ***", who(g, *team), ordinal(*place))
            }
            RaceEvent::Held { trapped: true, .. } => {
                "    trapped in the mines: a turn spent trying to escape".to_string()
            }
            RaceEvent::TempleCaptivity { roll, total, result } => {
                format!("    held at the Amazons' temple: rolled {roll} ({total}): {}", words(result))
            }
            RaceEvent::Held { turns_left: 0, .. } => {
                "    the party stays where it is (its last turn there)".to_string()
            }
            RaceEvent::Held { turns_left, .. } => {
                format!(
                    "    the party stays where it is ({turns_left} more turn{})",
                    if *turns_left == 1 { "" } else { "s" }
                )
            }
        },
        #[allow(unreachable_patterns)]
        _ => return,
    };
    fold(Some(line));
}

/// Print narration lines, folding identical consecutive lines into one with a count
/// (`fold(None)` flushes).
fn fold(line: Option<String>) {
    use std::cell::RefCell;
    thread_local!(static LAST: RefCell<(Option<String>, usize)> = const { RefCell::new((None, 0)) });
    LAST.with(|l| {
        let mut l = l.borrow_mut();
        if line.is_some() && l.0 == line {
            l.1 += 1;
            return;
        }
        if let Some(prev) = l.0.take() {
            if l.1 > 1 { println!("{prev} (x{})", l.1) } else { println!("{prev}") }
        }
        *l = (line, 1);
    });
}

fn step(s: &PrizeStep) -> String {
    match s {
        PrizeStep::VoodooSigns { askari_fled, .. } => {
            format!("; voodoo signs scare off the bearers{}", if *askari_fled { " and the askari" } else { "" })
        }
        PrizeStep::Combat { outcome } => {
            format!("; a fight: {} ({} warriors down)", words(&outcome.result), outcome.warriors_out)
        }
        PrizeStep::Mines { trapped, .. } => {
            if *trapped {
                "; trapped in the mines".to_string()
            } else {
                "; the witch doctor's trap is foiled".to_string()
            }
        }
        PrizeStep::Escape { escaped, .. } => {
            if *escaped {
                "; they escape".to_string()
            } else {
                String::new()
            }
        }
        PrizeStep::ToxicWater { sick, .. } => match sick {
            0 => "; nobody falls sick from the toxic water".to_string(),
            n => format!("; {} sick from the toxic water", counted(*n, "porter")),
        },
        PrizeStep::Gate { fate, .. } => format!("; at the gate: {}", words(fate)),
        PrizeStep::Captivity { result, .. } => format!("; {}", words(result)),
        PrizeStep::Cigarettes { had } => format!("; cigarettes for Tim: {}", if *had { "yes" } else { "no" }),
        PrizeStep::Guardian { guardian, .. } => format!("; beyond the Gates of Peril: {}", words(guardian)),
        PrizeStep::Lava { survived, .. } => {
            if *survived {
                String::new()
            } else {
                "; a man falls into the lava".to_string()
            }
        }
        PrizeStep::Fight { ending } => format!("; {} beasts killed in {} turns", ending.killed.len(), ending.turns),
    }
}
