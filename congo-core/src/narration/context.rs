//! Narration that reads the rule an event applied ([`Event::narrate`]): what a player's choice
//! answered (the Dangerous Terrain entry that asked it), why a Stress token or a Totem card was
//! drawn (Night, the heat, the Chieftain's Big Chief).

use super::{Names, faces, plural, position, says};
use crate::dangerous_terrain::DangerousEffect as E;
use crate::event::{Event, What};
use crate::exploration::{Choice, TerrainEvent};
use alloc::format;
use alloc::string::String;
use core::fmt;

/// An [`Event`] with the [`Names`] to narrate it (see [`Event::narrate`]).
pub struct NarratedEvent<'a, N: Names + ?Sized> {
    event: &'a Event,
    names: &'a N,
}

impl Event {
    /// This event as a sentence, as [`What::narrate`] says it, and where the rule it applied
    /// tells more, with that too: a choice says what it answered ("The caravan chooses to give
    /// the haggard man water"), a Night draw says which Night rule, Big Chief's draws say so.
    pub fn narrate<'a, N: Names + ?Sized>(&'a self, names: &'a N) -> NarratedEvent<'a, N> {
        NarratedEvent { event: self, names }
    }
}

impl<N: Names + ?Sized> fmt::Display for NarratedEvent<'_, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.names;
        let rule: &str = &self.event.rule;
        let what = &self.event.what;
        match what {
            What::Terrain { event: TerrainEvent::Chose { player, choice } } => {
                write!(f, "{} to {}", says(n, *player, "chooses"), chosen(rule, choice, n))
            }
            What::Terrain { event: TerrainEvent::ConditionStress { group } } => {
                let why = match rule {
                    "CG-USR-21" => "Night: it picked up the pace",
                    "CG-USR-22" => "Night: no friendly group was within M when its move began",
                    "CG-DT-SAVANNAH-22" => "the heat: it picked up the pace",
                    _ => "a rule of the turn",
                };
                write!(f, "{} must draw a Stress token ({why})", n.group(*group))
            }
            What::SpecialRuleUsed { group, .. } if mad_hyena(rule).is_some() => {
                write!(f, "{} answers the Ritual of the Mad Hyena: {}", n.group(*group), mad_hyena(rule).unwrap_or(""))
            }
            What::SpecialRuleRolled { group, dice, successes } if special_roll(rule).is_some() => write!(
                f,
                "{} rolls for {}: {} - {}",
                n.group(*group),
                special_roll(rule).unwrap_or("a special rule"),
                faces(dice),
                plural(*successes, "success", "successes")
            ),
            What::SpecialRoll { group, roll } if special_roll(rule).is_some() => write!(
                f,
                "{} rolls a {} for {}: {} ({})",
                n.group(*group),
                roll.die(),
                special_roll(rule).unwrap_or("a special rule"),
                roll.face(),
                if roll.is_success() { "success" } else { "failure" }
            ),
            What::DiceDiscarded { .. } if rule == "CG-SHOOT-07" => {
                write!(
                    f,
                    "{} unrolled: only its leading figure sees the target (partial shooting: half the dice)",
                    what.narrate(n)
                )
            }
            What::DiceDiscarded { .. } if rule == "CG-STRESS-09" => {
                write!(f, "{} for its Shooting Stress tokens", what.narrate(n))
            }
            What::DiceDiscarded { .. } if rule == "CG-STRESS-10" => {
                write!(f, "{} for its Combat Stress tokens", what.narrate(n))
            }
            What::Rerolled { .. } if rule == "CG-WME-03" => {
                write!(f, "{} (Training: 1s are re-rolled)", what.narrate(n))
            }
            What::Hits { group, hits } if rule == "CG-INFL-04" => write!(
                f,
                "Terror: {} on {} (one, plus one per Terror Stress token it holds)",
                plural(*hits, "hit", "hits"),
                n.group(*group)
            ),
            What::CombatDiceGained { .. } if mad_hyena(rule).is_some() => {
                write!(f, "{} (the Ritual of the Mad Hyena)", what.narrate(n))
            }
            What::CombatDiceGained { .. } if rule == "CG-AK-02" => write!(f, "{} (Frenzy)", what.narrate(n)),
            What::TotemDrawn { .. } if rule == "CG-FOREST-01" => {
                write!(f, "{} (Big Chief: two cards each turn, one kept)", what.narrate(n))
            }
            What::TotemDiscarded { .. } if rule == "CG-FOREST-01" => {
                write!(f, "{} (Big Chief: the card not kept)", what.narrate(n))
            }
            _ => what.narrate(n).fmt(f),
        }
    }
}

/// What a player chose, as what follows "chooses to": the question comes from the Dangerous
/// Terrain entry that asked it (the event's rule), else from the choice alone.
fn chosen<N: Names + ?Sized>(rule: &str, choice: &Choice, n: &N) -> String {
    let effect = crate::exploration::entry(rule).map(|e| e.effect);
    let s = |t: &str| String::from(t);
    match (choice, effect) {
        (Choice::Accept, Some(E::HaggardMan { .. })) => s("give the haggard man water (he casts the Mandrill's Dance)"),
        (Choice::Decline, Some(E::HaggardMan { .. })) => {
            s("refuse the haggard man water (the angry spirits take a Totem card)")
        }
        (Choice::Accept, Some(E::StrangeDrums { .. })) => s("beat the strange drums (the Ritual of the Mad Hyena)"),
        (Choice::Decline, Some(E::StrangeDrums { .. })) => s("leave the strange drums alone"),
        (Choice::Accept, Some(E::LootSacredSite { .. })) => s("loot the sacred site"),
        (Choice::Decline, Some(E::LootSacredSite { .. })) => s("leave the sacred site alone"),
        (Choice::Accept, Some(E::TasteBerries { .. })) => s("taste the berries"),
        (Choice::Decline, Some(E::TasteBerries { .. })) => s("leave the berries untasted"),
        (Choice::Accept, Some(E::RallyOrTotem)) => s("rally at once"),
        (Choice::Decline, Some(E::RallyOrTotem)) => s("not rally"),
        (Choice::Accept, Some(E::ShootingAttack { .. })) => s("take the carcass (a bulky Loot token)"),
        (Choice::Decline, Some(E::ShootingAttack { .. })) => s("leave the carcass"),
        (Choice::Accept, Some(E::SacredObjects)) => s("take the sacred objects (discarding a random Totem card)"),
        (Choice::Decline, Some(E::SacredObjects)) => s("leave the sacred objects"),
        (Choice::Accept, Some(E::DyingWarrior)) => s("help the dying warrior (a bulky Loot token)"),
        (Choice::Decline, Some(E::DyingWarrior)) => {
            s("leave the dying warrior (his ancestors' wrath takes a random Totem card)")
        }
        (Choice::Accept, Some(E::DeadAskaris { .. })) => s("take up the loaded muskets (drawing a Stress token)"),
        (Choice::Decline, Some(E::DeadAskaris { .. })) => s("leave the muskets"),
        (Choice::Decline, Some(E::SleepingLion { .. })) => s("creep on past the sleeping lion"),
        (Choice::MoveBack, _) => s("move back to where its move started"),
        (Choice::Accept, _) => s("accept"),
        (Choice::Decline, _) => s("decline"),
        (Choice::Token { kind }, Some(E::ShelterOrTotem)) => format!("return a {kind} Stress token to the bag"),
        (Choice::Token { kind }, _) => format!("draw a {kind} Stress token"),
        (Choice::Shooting, _) => s("scare them off and suffer the shooting"),
        (Choice::Flee, _) => s("flee"),
        (Choice::DrawStress, _) => s("draw Stress tokens instead of fleeing"),
        (Choice::Discard { count }, _) => format!("discard {}", plural(*count, "Totem card", "Totem cards")),
        (Choice::Pick { first, second }, _) => {
            format!("read die {} as the block and die {} as the row", u16::from(*first) + 1, u16::from(*second) + 1)
        }
        (Choice::Area { area }, _) if rule.starts_with("CG-ANIMAL") => format!("place the animal in {}", n.area(*area)),
        (Choice::Area { area }, Some(E::EachPlayerPlacesLoot { .. })) => {
            format!("place a Loot token in {}", n.area(*area))
        }
        (Choice::Area { area }, _) => format!("pick {}", n.area(*area)),
        (Choice::Heading { degrees }, _) => format!("head {}", compass(*degrees)),
        (Choice::EdgePoint { at }, Some(E::AntelopeHerd)) => {
            format!("set one end of the herd's path at {}", position(*at))
        }
        (Choice::EdgePoint { at }, _) => format!("pick the edge point {}", position(*at)),
        (Choice::Target { group, .. }, _) => format!("fire at {}", n.group(*group)),
        (Choice::Group { group }, _) => format!("cast the Ritual of the Mad Hyena at {}", n.group(*group)),
    }
}

/// What the Mad Hyena makes its target do, by the rule for its successes.
fn mad_hyena(rule: &str) -> Option<&'static str> {
    match rule {
        "CG-RITUAL-13" => Some("it moves S, with +1D8 if it engages in melee"),
        "CG-RITUAL-14" => Some("it makes a normal move, with +2D8 if it engages in melee"),
        "CG-RITUAL-15" => {
            Some("it makes a normal move rather than take a Panic Stress token, with +4D6 if it engages in melee")
        }
        _ => None,
    }
}

/// The special rule a roll is for, by its rule id, with what its dice decide.
fn special_roll(rule: &str) -> Option<&'static str> {
    Some(match rule {
        "CG-ZAN-04" => "Bribe (a success: it may retreat and no melee takes place)",
        "CG-ZAN-05" => "Bodyguard (a success: one enemy model is eliminated)",
        "CG-FOREST-08" => "Meat! (a failure: a Stress token)",
        "CG-FOREST-12" => "Hunting the prey (one more D8 per success)",
        "CG-AK-01" => "the King's Authority (each success removes a Stress token from a friendly group within M)",
        "CG-RITUAL-10" | "CG-RITUAL-11" | "CG-RITUAL-12" => "the Bloody Hand (a success: the character may fall)",
        _ => return None,
    })
}

/// A heading in degrees counter-clockwise from east, as a compass direction ("north-west").
fn compass(degrees: u16) -> String {
    const POINTS: [&str; 8] =
        ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"];
    match POINTS.get(usize::from(degrees / 45)) {
        Some(p) if degrees % 45 == 0 => String::from(*p),
        _ => format!("{degrees} degrees counter-clockwise from east"),
    }
}
