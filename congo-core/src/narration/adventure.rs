//! Narration of what an Adventure adds to the game: Dangerous Terrain explorations, lasting
//! rules and markers, wild animals ([`TerrainEvent`]) and the Universal Special Rules' events
//! (Objects, Independent Characters, Enter on the table, Exiting the table, Plunder, Cattle,
//! Exhausted, Confusion). Congo rulebook, "Surviving in Dangerous Lands", "Adventuring in
//! Africa", "Universal Special Rules".

use super::names::animal_kind;
use super::{Names, also, and_list, faces, plural, position, possessive, says};
use crate::adventure::ExhaustedResult;
use crate::adventure::plunder::PlunderResult;
use crate::dangerous_terrain::Lasting;
use crate::event::What;
use crate::exploration::{AreaMarker, Choice, TerrainEvent};
use crate::geometry::{AreaId, Edge};
use crate::state::Player;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use tabletop::DieRoll;

/// Narrate one of the Adventure's events; other events write nothing (the caller routes only
/// these here).
pub(super) fn narrate<N: Names + ?Sized>(what: &What, n: &N, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let g = |id: &crate::state::GroupId| n.group(*id);
    let p = |pl: &Player| n.player(*pl);
    let says = |pl: &Player, verb: &str| says(n, *pl, verb);
    match what {
        What::Terrain { event } => terrain(event, n, f),
        What::PiecePickedUp { group, piece } => write!(f, "{} picks up {}", g(group), n.piece(*piece)),
        What::CharacterJoined { group, piece } => write!(f, "{} joins {}", n.piece(*piece), g(group)),
        What::CharacterEliminated { group, piece } => {
            write!(f, "{} is eliminated with {} (the Adventure allows it)", n.piece(*piece), g(group))
        }
        What::PiecesLeft { group, pieces, at } => {
            write!(f, "{} leaves {} behind at {}", g(group), pieces_list(pieces, n), position(*at))
        }
        What::PiecesTaken { from, to, pieces, loot } => {
            let mut things: Vec<String> = pieces.iter().map(|p| n.piece(*p)).collect();
            if *loot > 0 {
                things.push(plural(*loot, "Loot token", "Loot tokens"));
            }
            write!(f, "{} takes {} from {}", g(to), and_list(&things, "nothing"), g(from))
        }
        What::GroupEntered { group, at } => write!(f, "{} enters the table at {}", g(group), position(*at)),
        What::EntryPointRolled { player, detachment, roll, point } => {
            let which = match n.detachment(*player, *detachment) {
                Some(name) => format!("its detachment \"{name}\""),
                None => format!("its detachment {}", u16::from(*detachment) + 1),
            };
            write!(
                f,
                "{} a {} {} for {which}: it will enter the table at {}",
                says(player, "rolls"),
                roll.die(),
                roll.face(),
                position(*point)
            )
        }
        What::GroupExited { group, edge } => {
            write!(f, "{} leaves the table by the {} edge", g(group), edge_name(*edge))
        }
        What::Plundered { group, building, roll, result } => write!(
            f,
            "{} plunders {}: {} {} - {}",
            g(group),
            n.area(*building),
            roll.die(),
            roll.face(),
            plunder(*result)
        ),
        What::PlunderTokenGained { group, building } => {
            write!(f, "{} takes the Plunder token of {}", g(group), n.area(*building))
        }
        What::HouseOnFire { building } => {
            write!(f, "{} goes up in flames: no Plunder token is left in it", n.area(*building))
        }
        What::CattleMelee { group, piece, animal, group_hits, animal_hits, won } => {
            write!(
                f,
                "{} wrestles {}: {} against {} for the animal ({})",
                g(group),
                n.piece(*piece),
                plural(*group_hits, "hit", "hits"),
                animal_hits,
                faces(animal)
            )?;
            f.write_str(if *won { "; the group wins" } else { "; the animal gets away" })
        }
        What::CattleJoined { group, piece } => write!(f, "{} joins {}", n.piece(*piece), g(group)),
        What::CattleRemoved { piece } => write!(f, "{} is removed from the game", n.piece(*piece)),
        What::CattleMoved { piece, to } => write!(f, "{} trots to {}", n.piece(*piece), position(*to)),
        What::ExhaustedRoll { group, roll, result } => {
            write!(f, "{} is exhausted: {} {} - {}", g(group), roll.die(), roll.face(), exhausted(*result))
        }
        What::ConfusionDealt { player, cards } => match cards {
            Some(c) => write!(f, "Confusion deals {} the Action cards {}", p(player), super::join_u8(c)),
            None => write!(f, "Confusion deals {} three Action cards", p(player)),
        },
        What::ConfusionSwapped { player, discarded, drawn } => match (discarded, drawn) {
            (Some(d), Some(w)) => write!(f, "{} Action card {d} for card {w}", says(player, "swaps")),
            _ => write!(f, "{} one of the cards Confusion dealt", says(player, "swaps")),
        },
        What::ConfusionKept { player } => write!(
            f,
            "{} the cards Confusion dealt and {} a Totem card",
            says(player, "keeps"),
            also(n, *player, "draws")
        ),
        What::CharacterFled { group, piece, at, picked_up_pace } => write!(
            f,
            "{} (an Independent Character) flees {}{} and now stands alone at {}",
            n.piece(*piece),
            g(group),
            if *picked_up_pace { ", picking up the pace," } else { "" },
            position(*at)
        ),
        What::CharacterStays { group: Some(group), piece } => {
            write!(f, "{} would flee {}, but no move is open to him: he stays", n.piece(*piece), g(group))
        }
        What::CharacterStays { group: None, piece } => {
            write!(f, "{} would flee his group, but he is with no group on the table", n.piece(*piece))
        }
        _ => Ok(()),
    }
}

fn terrain<N: Names + ?Sized>(e: &TerrainEvent, n: &N, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let g = |id: &crate::state::GroupId| n.group(*id);
    let says = |pl: &Player, verb: &str| says(n, *pl, verb);
    match e {
        TerrainEvent::AlreadyExplored { group, area } => {
            write!(f, "{} enters {}, already explored: no Dangerous Terrain roll", g(group), n.area(*area))
        }
        TerrainEvent::Natives { group, area } => {
            write!(f, "the native scouts of {} know {}: it counts as explored", g(group), n.area(*area))
        }
        TerrainEvent::FoundIt { group, roll, placed } => {
            write!(f, "I found it! {} rolls a {} {}", g(group), roll.die(), roll.face())?;
            match placed {
                Some(at) => write!(f, ": a Loot token at {}", position(*at)),
                None => f.write_str(": nothing found"),
            }
        }
        TerrainEvent::Explored { group, area, block, row, entry } => {
            write!(
                f,
                "{} explores {}: its cover die ({}) rolls {} then {} (block {}, row {}): ",
                g(group),
                n.area(*area),
                block.die(),
                block.face(),
                row.face(),
                block.face() % 10,
                row.face() % 10
            )?;
            dangerous_entry(entry, f)
        }
        TerrainEvent::Chose { player, choice } => write!(f, "{}: {}", says(player, "chooses"), self::choice(choice, n)),
        TerrainEvent::Rolled { group, dice, outcome } => match group {
            Some(gr) => write!(f, "{} rolls {}: {outcome}", g(gr), faces(dice)),
            None => write!(f, "rolled {}: {outcome}", faces(dice)),
        },
        TerrainEvent::LootTaken { group, count, bulky } => {
            write!(
                f,
                "{} takes {}{}",
                g(group),
                plural(*count, "Loot token", "Loot tokens"),
                if *bulky { " (bulky)" } else { "" }
            )
        }
        TerrainEvent::LootPlaced { at, bulky } => {
            write!(f, "a {}Loot token is placed at {}", if *bulky { "bulky " } else { "" }, position(*at))
        }
        TerrainEvent::TotemDiscarded { player, card } => {
            write!(f, "{} the Totem card {card}", says(player, "discards"))
        }
        TerrainEvent::TotemRecovered { player, card } => {
            write!(f, "{} the Totem card {card} back from the discard pile", says(player, "takes"))
        }
        TerrainEvent::StressRemoved { group, token } => {
            write!(f, "{} returns a {token} Stress token to the bag", g(group))
        }
        TerrainEvent::NoTokenLeft { group, kind } => {
            write!(f, "{} should draw a {kind} token, but none is left in the bag", g(group))
        }
        TerrainEvent::Attacked { group, dice, hits } => {
            write!(f, "{} is attacked: {} - {}", g(group), faces(dice), plural(*hits, "hit", "hits"))
        }
        TerrainEvent::Cloudburst { smoked } => {
            write!(
                f,
                "a cloudburst: {} under smoke markers, ranges at most M this turn",
                plural(smoked.len() as u64, "group", "groups")
            )
        }
        TerrainEvent::LastingInForce { effect } => write!(f, "until the end of the game: {}", lasting(*effect)),
        TerrainEvent::MarkerPlaced { marker } => {
            let (what, area) = self::marker(marker);
            write!(f, "{what} is placed in {}", n.area(area))
        }
        TerrainEvent::MarkerRemoved { marker } => {
            let (what, area) = self::marker(marker);
            write!(f, "{what} is removed from {}", n.area(area))
        }
        TerrainEvent::MovedBack { group } => write!(f, "{} goes back to where its move started", g(group)),
        TerrainEvent::RetreatedFromAnimal { group, animal, limited } => {
            write!(f, "{} retreats from {}{}", g(group), n.animal(*animal), if *limited { ", cut short" } else { "" })
        }
        TerrainEvent::Reinforcements { player, detachment } => {
            write!(
                f,
                "reinforcements: {} detachment \"{detachment}\" may enter the table",
                possessive(&n.player(*player))
            )
        }
        TerrainEvent::PutInArea { group, area } => {
            write!(f, "{} is lost and finds itself in {}", g(group), n.area(*area))
        }
        TerrainEvent::Stampede { from, to, groups } => write!(
            f,
            "a herd of antelope passes from {} to {}: {} on its way",
            position(*from),
            position(*to),
            plural(groups.len() as u64, "group", "groups")
        ),
        TerrainEvent::NotResolved { group, entry } => {
            write!(f, "{} meets ", g(group))?;
            dangerous_entry(entry, f)?;
            f.write_str(" This entry has no effect in this engine yet.")
        }
        TerrainEvent::TrapSet { player, group, card } => {
            write!(f, "{} the Totem card {card} to spring a trap on {}", says(player, "discards"), g(group))
        }
        TerrainEvent::ConditionStress { group } => {
            write!(f, "{} must draw a Stress token (Night or the heat)", g(group))
        }
        TerrainEvent::AnimalPlaced { animal, kind, at } => {
            let name = n.animal(*animal);
            match name.strip_prefix("animal ") {
                Some(_) => write!(f, "a {} ({name}) appears at {}", animal_kind(*kind), position(*at)),
                None => write!(f, "{name} appears at {}", position(*at)),
            }
        }
        TerrainEvent::AnimalNotPlaced { group } => {
            write!(f, "{} drew an Animal token, but no dangerous area can take the animal", g(group))
        }
        TerrainEvent::AnimalWakes { animal, roll } => write!(
            f,
            "{} rolls a {} to wake: {} - {}",
            n.animal(*animal),
            roll.die(),
            roll.face(),
            if roll.is_success() { "it wakes" } else { "it sleeps on" }
        ),
        TerrainEvent::AnimalMoved { animal, to } => write!(f, "{} moves to {}", n.animal(*animal), position(*to)),
        TerrainEvent::AnimalAttacks { animal, group, dice } => {
            let hits = dice.iter().filter(|d| d.is_success()).count() as u64;
            write!(
                f,
                "{} attacks {} in melee: {} - {}",
                n.animal(*animal),
                g(group),
                faces(dice),
                plural(hits, "success", "successes")
            )
        }
        TerrainEvent::AnimalMelee { animal, group, group_hits, animal_hits, killed } => {
            write!(
                f,
                "{} scores {} against {animal_hits} for {}",
                g(group),
                plural(*group_hits, "hit", "hits"),
                n.animal(*animal)
            )?;
            f.write_str(if *killed { "; the animal is killed" } else { "" })
        }
        TerrainEvent::AnimalKilled { animal } => {
            write!(f, "{} is dead: its Animal token goes back to the bag", n.animal(*animal))
        }
        TerrainEvent::EventToken { group, number, text } => {
            write!(f, "Event token {number}, drawn by {}: {text}", g(group))
        }
        TerrainEvent::CustomEventUnhandled { group, number, key } => write!(
            f,
            "Event token {number}, drawn by {}, has a custom effect \"{key}\" that no handler is registered for: \
             it has no effect",
            g(group)
        ),
        TerrainEvent::AnimalTargeted { group, animal, partial, .. } => write!(
            f,
            "{} shoots at {}{}",
            g(group),
            n.animal(*animal),
            if *partial { " (partial shooting: only the leading figure sees it)" } else { "" }
        ),
        TerrainEvent::AnimalCover { animal, hits, dice, uncancelled, rerolled } => {
            write!(f, "{} takes {} and rolls its cover: ", n.animal(*animal), plural(*hits, "hit", "hits"))?;
            if !rerolled.is_empty() {
                let failed: Vec<DieRoll> = rerolled.iter().map(|(before, _)| *before).collect();
                let again: Vec<DieRoll> = rerolled.iter().map(|(_, after)| *after).collect();
                write!(f, "failed {}, re-rolled once: {}; ", faces(&failed), faces(&again))?;
            }
            write!(f, "{} - {} left", faces(dice), plural(*uncancelled, "hit", "hits"))
        }
        TerrainEvent::AnimalEnraged { animal, times } => {
            write!(
                f,
                "{} is enraged ({} so far): two more D6 in melee each time",
                n.animal(*animal),
                plural(*times, "time", "times")
            )
        }
        TerrainEvent::PetJoined { group, at, .. } => {
            write!(f, "the lost pet joins {} at {}", g(group), position(*at))
        }
        TerrainEvent::AnimalEngaged { group, animal } => {
            write!(f, "{} engages {} in melee", g(group), n.animal(*animal))
        }
        TerrainEvent::AnimalCharges { animal, group } => {
            write!(f, "{} engages {} in melee", n.animal(*animal), g(group))
        }
        #[allow(unreachable_patterns)]
        _ => f.write_str("something happens in the dangerous terrain"),
    }
}

fn choice<N: Names + ?Sized>(c: &Choice, n: &N) -> String {
    match c {
        Choice::Accept => String::from("yes"),
        Choice::Decline => String::from("no"),
        Choice::Flee => String::from("flee"),
        Choice::DrawStress => String::from("draw Stress tokens instead"),
        Choice::Token { kind } => format!("a {kind} token"),
        Choice::Shooting => String::from("scare them off (suffer the shooting)"),
        Choice::MoveBack => String::from("move back"),
        Choice::Heading { degrees } => format!("the heading {degrees} degrees (counter-clockwise from east)"),
        Choice::EdgePoint { at } => format!("the edge point {}", position(*at)),
        Choice::Discard { count } => format!("discard {}", plural(*count, "Totem card", "Totem cards")),
        Choice::Pick { first, second } => format!("die {} as the block, die {} as the row", first + 1, second + 1),
        Choice::Area { area } => n.area(*area),
        Choice::Target { group, leader } => format!("to shoot at {} (figure {} leads)", n.group(*group), leader.0),
        Choice::Group { group } => n.group(*group),
    }
}

fn lasting(l: Lasting) -> &'static str {
    match l {
        Lasting::NightFalls => "night falls (Night)",
        Lasting::Downpour => "a downpour (Downpour)",
        Lasting::Heat => "the heat: a group that picks up the pace draws a Stress token",
        Lasting::TrapsForAll => "Traps for every column",
    }
}

/// What a marker is, and the area it marks.
fn marker(m: &AreaMarker) -> (&'static str, AreaId) {
    match m {
        AreaMarker::Hiding { area } => ("a hiding place", *area),
        AreaMarker::Mist { area } => ("thick mist", *area),
        AreaMarker::BushFire { area } => ("a bush fire", *area),
        AreaMarker::Cannibals { area } => ("cannibal pygmy territory", *area),
    }
}

/// A Dangerous Terrain entry in the rulebook's words, its rule id last:
/// `"You discover a trail." The group can immediately move again ... [CG-DT-JUNGLE-07]`.
fn dangerous_entry(id: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match crate::exploration::entry(id) {
        Some(e) => write!(f, "\"{}\" {} [{id}]", e.event, e.effect_text),
        None => write!(f, "Dangerous Terrain entry {id}"),
    }
}

/// "the treasure", "the treasure and a Loot token", "nothing".
fn pieces_list<N: Names + ?Sized>(pieces: &[u16], n: &N) -> String {
    let v: Vec<String> = pieces.iter().map(|p| n.piece(*p)).collect();
    and_list(&v, "nothing")
}

fn plunder(r: PlunderResult) -> &'static str {
    match r {
        PlunderResult::Disturbed => "you disturbed someone! The opponent draws a Totem card",
        PlunderResult::GoodFood => "nothing shiny, but the food was good: a Totem card",
        PlunderResult::Found => "hurrah! a Plunder token",
        PlunderResult::BurnItDown => "burn it down! a Plunder token, and the house is set on fire",
    }
}

fn exhausted(r: ExhaustedResult) -> &'static str {
    match r {
        ExhaustedResult::Fresh => "no penalty",
        ExhaustedResult::Stress => "a Stress token",
        ExhaustedResult::StressAndFigure => "a Stress token and a figure lost",
    }
}

fn edge_name(e: Edge) -> &'static str {
    match e {
        Edge::North => "north",
        Edge::East => "east",
        Edge::South => "south",
        Edge::West => "west",
    }
}
