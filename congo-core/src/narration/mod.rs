//! Narration: every [`Event`] as a person at the table would say it, in the rulebook's terms
//! (Stress token, Totem card, go to ground, terrifying death roll...), distances in inches.
//!
//! [`What::narrate`] takes a [`Names`] that says how to call groups, players and figures:
//! [`crate::Game`] names them from the setup ("The Expedition's group 2 (Askaris)", the group
//! counted within its column as the setup's errors count it; "the gorilla"; "the totem clearing
//! (area 7)"), [`Plain`] by their ids ("group 3", "player One", "animal 0").
//! [`Event::narrate`] also reads the rule an event applied, to say what a choice was about
//! or why a card was drawn. `Display` for [`What`] and [`Event`] uses [`Plain`]. The JSON
//! shape of events is untouched: narration is only for people.
//!
//! ```
//! use congo_core::{Event, GroupId, What};
//! let w = What::MeleeResult {
//!     attacker: GroupId(0), defender: GroupId(3), attacker_hits: 3, defender_hits: 1,
//!     winner: Some(GroupId(0)), casualties: 2,
//! };
//! assert_eq!(w.to_string(), "melee: group 0 scores 3 hits against 1 for group 3; group 0 wins, the loser removes 2 figures");
//! ```

mod adventure;
mod context;
mod names;
#[cfg(test)]
mod wording_tests;

use crate::event::{Elimination, Event, StressCause, VpReason, What};
use crate::geometry::AreaId;
use crate::pending::RollPurpose;
use crate::state::{FigureId, GroupId, Player, Role};
use crate::stress::BagToken;
use crate::wild::AnimalId;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
pub use context::NarratedEvent;
use core::fmt;
pub use names::card_actions;
use tabletop::{DieRoll, Length, Point};

/// How narration calls groups, players and figures.
pub trait Names {
    /// A group, e.g. "The Expedition's group 3 (Askaris)".
    fn group(&self, id: GroupId) -> String;
    /// A player, e.g. his column's name.
    fn player(&self, p: Player) -> String;
    /// Whether [`Names::player`]'s name takes a plural verb ("The ambushers hold", "The
    /// caravan holds"). Singular unless a name says otherwise.
    fn player_is_plural(&self, _p: Player) -> bool {
        false
    }
    /// A character's or auxiliary's own name, if it has one.
    fn figure(&self, _id: FigureId) -> Option<String> {
        None
    }
    /// An Adventure objective's name, by its index.
    fn objective(&self, _index: u8) -> Option<String> {
        None
    }
    /// A wild animal, e.g. "the gorilla".
    fn animal(&self, id: AnimalId) -> String {
        format!("animal {}", id.0)
    }
    /// An Adventure piece (Object, Loot token, head of cattle, Independent Character), e.g.
    /// "the treasure at the foot of the totem".
    fn piece(&self, index: u16) -> String {
        format!("piece {index}")
    }
    /// A terrain area, e.g. "the totem clearing (area 7)".
    fn area(&self, id: AreaId) -> String {
        format!("area {}", id.0)
    }
    /// What the Action card of this initiative allows, e.g. "black Movement for 2 groups".
    fn action_card(&self, _initiative: u8) -> Option<String> {
        None
    }
    /// A column's detachment (an Adventure's "Enter on the table"), by its index, e.g. "the
    /// rearguard".
    fn detachment(&self, _player: Player, _index: u8) -> Option<String> {
        None
    }
}

/// Names by id: "group 3", "player One".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain;

impl Names for Plain {
    fn group(&self, id: GroupId) -> String {
        format!("group {}", id.0)
    }
    fn player(&self, p: Player) -> String {
        format!("player {p:?}")
    }
}

/// A [`What`] with the [`Names`] to narrate it (see [`What::narrate`]).
pub struct Narrated<'a, N: Names + ?Sized> {
    what: &'a What,
    names: &'a N,
}

impl What {
    /// This event as a sentence, groups and players named by `names`.
    pub fn narrate<'a, N: Names + ?Sized>(&'a self, names: &'a N) -> Narrated<'a, N> {
        Narrated { what: self, names }
    }
}

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.narrate(&Plain).fmt(f)
    }
}

impl fmt::Display for Event {
    /// The narration ([`Event::narrate`] with [`Plain`] names) followed by the rule applied,
    /// e.g. "... [CG-MELEE-12]".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]", self.narrate(&Plain), self.rule)
    }
}

/// A length in inches, without trailing zeros: `12"`, `14.5"`, `0.875"`.
pub fn inches(l: Length) -> String {
    let s = format!("{l}");
    let t = s.trim_end_matches('"');
    let t = if t.contains('.') { t.trim_end_matches('0').trim_end_matches('.') } else { t };
    format!("{t}\"")
}

/// "The Expedition's", "The ambushers'".
fn possessive(name: &str) -> String {
    if name.ends_with('s') { format!("{name}'") } else { format!("{name}'s") }
}

/// Whether a column's name reads as plural and takes a plural verb: its head word (the last
/// word before any " of ") is a plural noun, by its English ending ("The ambushers", "The
/// guardians of the totem", "The Forest Tribes", "The Askaris") or among a few irregular plurals
/// ("men", "people"...). "The caravan", "The Explorer's expedition", "Sultanate of Zanzibar" and
/// names ending in "ss" or "us" read as singular.
///
/// ```
/// use congo_core::narration::reads_as_plural;
/// assert!(reads_as_plural("The ambushers") && reads_as_plural("The guardians of the totem"));
/// assert!(!reads_as_plural("The caravan") && !reads_as_plural("The Chieftain's warband"));
/// ```
pub fn reads_as_plural(name: &str) -> bool {
    let head = name.split(" of ").next().unwrap_or(name);
    let Some(word) = head.split_whitespace().last() else { return false };
    let word = word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    if ["men", "women", "people", "children", "folk"].contains(&word.as_str()) {
        return true;
    }
    word.len() > 2 && word.ends_with('s') && !word.ends_with("'s") && !word.ends_with("ss") && !word.ends_with("us")
}

/// `verb` (third person singular: "draws", "has", "goes") agreeing with a subject that is
/// `plural` or not.
fn agree(verb: &str, plural: bool) -> &str {
    if !plural {
        return verb;
    }
    match verb {
        "is" => "are",
        "has" => "have",
        "goes" => "go",
        "does" => "do",
        v => v.strip_suffix('s').unwrap_or(v),
    }
}

/// `p`'s name followed by `verb`, agreeing with it: "The caravan draws", "The ambushers draw".
fn says<N: Names + ?Sized>(n: &N, p: Player, verb: &str) -> String {
    format!("{} {}", n.player(p), agree(verb, n.player_is_plural(p)))
}

/// `verb` agreeing with `p`'s name, for a second verb after [`says`] ("... and hands").
fn also<'v, N: Names + ?Sized>(n: &N, p: Player, verb: &'v str) -> &'v str {
    agree(verb, n.player_is_plural(p))
}

/// A point as `(x, y)` in inches from the table's south-west corner.
pub fn position(p: Point) -> String {
    format!("({}, {})", inches(p.x), inches(p.y))
}

fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

fn faces(dice: &[DieRoll]) -> String {
    if dice.is_empty() {
        return String::from("no dice");
    }
    let v: Vec<String> = dice.iter().map(|r| format!("{} {}", r.die(), r.face())).collect();
    v.join(", ")
}

/// "a D8", "a D10 and a D6", "a D6, a D6 and a D8", "no die".
fn dice_list(dice: &[tabletop::Die]) -> String {
    let v: Vec<String> = dice.iter().map(|d| format!("a {d}")).collect();
    and_list(&v, "no die")
}

/// "a", "a and b", "a, b and c", or `none` for an empty list.
fn and_list(v: &[String], none: &str) -> String {
    match v.split_last() {
        None => String::from(none),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

impl fmt::Display for RollPurpose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RollPurpose::Attack => "its Shooting dice",
            RollPurpose::Cover => "its cover dice",
            RollPurpose::MeleeAttack => "its Combat dice in attack",
            RollPurpose::MeleeDefence => "its Combat dice in defence",
            RollPurpose::Rally => "its Bravery dice to rally",
            RollPurpose::Terror => "its Bravery dice against Terror",
            RollPurpose::Ritual => "its Sorcery dice",
        })
    }
}

impl fmt::Display for StressCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StressCause::GoToGround => "going to ground",
            StressCause::Melee => "after the melee",
            StressCause::Musket => "under musket fire",
            StressCause::Terror => "from a Terror hit",
            StressCause::Other => "by a special rule",
            StressCause::Ritual => "for a ritual",
        })
    }
}

impl fmt::Display for Elimination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Elimination::NoFigureLeft => "no figure is left",
            Elimination::FourTokensOneFigure => "a single figure with four Stress tokens",
            Elimination::AuxiliaryAlone => "only auxiliaries are left",
        })
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Member => "a figure",
            Role::Character { .. } => "a character",
            Role::Auxiliary { .. } => "an auxiliary",
            Role::Pet { .. } => "the lost pet",
        })
    }
}

impl<N: Names + ?Sized> Narrated<'_, N> {
    fn vp_reason(&self, r: &VpReason) -> String {
        let who = |figure: &FigureId, what: &str| match self.names.figure(*figure) {
            Some(n) => format!("{what} {n}"),
            None => format!("{what} (figure {})", figure.0),
        };
        match r {
            VpReason::EnemyCharacter { figure } => match self.names.figure(*figure) {
                Some(n) => format!("eliminating {n}, an enemy character"),
                None => format!("eliminating an enemy character (figure {})", figure.0),
            },
            VpReason::Loot => String::from("a Loot token"),
            VpReason::OwnAuxiliaryLost { figure } => who(figure, "the lost auxiliary"),
            VpReason::TellingAStory => String::from("telling a story"),
        }
    }
}

impl<N: Names + ?Sized> fmt::Display for Narrated<'_, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.names;
        let g = |id: &GroupId| n.group(*id);
        let p = |pl: &Player| n.player(*pl);
        let says = |pl: &Player, verb: &str| says(n, *pl, verb);
        match self.what {
            What::StarDifference { player, cards } => {
                write!(
                    f,
                    "{} {} for the difference in stars",
                    says(player, "draws"),
                    plural(*cards, "Totem card", "Totem cards")
                )
            }
            What::TurnStarted { turn } => write!(f, "turn {turn} begins"),
            What::TotemDrawn { player, card, reshuffled } => {
                let draws = if *reshuffled {
                    let shuffles = says(player, "shuffles");
                    format!("{shuffles} the Totem discard pile into a new deck and {}", also(n, *player, "draws"))
                } else {
                    says(player, "draws")
                };
                match card {
                    Some(c) => write!(f, "{draws} a Totem card: {c}"),
                    None => write!(f, "{draws} a Totem card"),
                }
            }
            What::TotemDeckEmpty { player } => write!(f, "{} no Totem card left to draw", says(player, "has")),
            What::SorceryCardTaken { player } => write!(f, "{} the Sorcery card into hand", says(player, "takes")),
            What::ActionCardsChosen { player, cards } => match cards {
                Some(c) => write!(f, "{} the Action cards {}", says(player, "chooses"), join_u8(c)),
                None => write!(f, "{} three Action cards in secret", says(player, "chooses")),
            },
            What::StepStarted { step } => write!(f, "action step {step}"),
            What::CardChosen { player, card } => match card {
                Some(c) => write!(f, "{} card {c} for this step", says(player, "picks")),
                None => write!(f, "{} a card for this step in secret", says(player, "picks")),
            },
            What::CardsRevealed { one, two } => {
                write!(
                    f,
                    "cards revealed: {} card {one}, {} card {two}",
                    says(&Player::One, "plays"),
                    says(&Player::Two, "plays")
                )
            }
            What::TotemPlayed { player, card } => write!(f, "{} a Totem card: {card}", says(player, "plays")),
            What::InitiativeTie { holder, went_first, token } => {
                if *went_first {
                    write!(
                        f,
                        "initiative tie: {} first and {} the Initiative token to {}",
                        says(holder, "goes"),
                        also(n, *holder, "hands"),
                        p(token)
                    )
                } else {
                    write!(
                        f,
                        "initiative tie: {} {} go first and {} the Initiative token",
                        says(holder, "lets"),
                        p(&holder.other()),
                        also(n, *holder, "keeps")
                    )
                }
            }
            What::CardResolving { player, card } => match n.action_card(*card) {
                Some(actions) => write!(f, "{} card {card}: {actions}", says(player, "resolves")),
                None => write!(f, "{} card {card}", says(player, "resolves")),
            },
            What::CardDiscarded { player, card } => write!(f, "{} card {card}", says(player, "discards")),
            What::Moved { group, leader, to, picked_up_pace } => {
                let lead = to.iter().find(|(id, _)| id == leader).or(to.first());
                write!(f, "{} moves", g(group))?;
                if *picked_up_pace {
                    f.write_str(", picking up the pace,")?;
                }
                match lead {
                    Some((_, at)) => write!(f, " with its leading figure to {}", position(*at)),
                    None => Ok(()),
                }
            }
            What::MeleeEngaged { attacker, defender } => write!(f, "{} engages {} in melee", g(attacker), g(defender)),
            What::Reloaded { group } => write!(f, "{} reloads its muskets and the smoke clears", g(group)),
            What::TerrorDeclared { player, target } => write!(f, "{} Terror on {}", says(player, "uses"), g(target)),
            What::ShotDeclared { group, target, partial, cover, .. } => {
                write!(f, "{} shoots at {}", g(group), g(target))?;
                if *partial {
                    f.write_str(" (partial shooting: only the leading figure sees it)")?;
                }
                write!(f, "; its cover die is a {cover}")
            }
            What::DiceDiscarded { group, dice } => write!(f, "{} discards {}", g(group), dice_list(dice)),
            What::Rolled { group, purpose, dice, .. } if dice.is_empty() => {
                write!(f, "{} rolls {purpose}, but has no die left to roll: no success", g(group))
            }
            What::Rolled { group, purpose, dice, successes } => write!(
                f,
                "{} rolls {purpose}: {} - {}",
                g(group),
                faces(dice),
                plural(*successes, "success", "successes")
            ),
            What::Rerolled { group, before, after } => {
                write!(f, "{} re-rolls a {}: {} becomes {}", g(group), before.die(), before.face(), after.face())
            }
            What::StressPassed { from, to, token } => {
                write!(f, "{} passes a {token} Stress token to {}", g(from), g(to))
            }
            What::SpecialRoll { group, roll } => write!(
                f,
                "{} rolls a {} for a special rule: {} ({})",
                g(group),
                roll.die(),
                roll.face(),
                if roll.is_success() { "success" } else { "failure" }
            ),
            What::Bribed { group } => write!(f, "{} bribes its way out of the melee and falls back", g(group)),
            What::CasualtyCancelled { group } => write!(f, "{} cancels one casualty", g(group)),
            What::Hits { group, hits } => write!(f, "{} on {}", plural(*hits, "hit", "hits"), g(group)),
            What::HitsCancelled { group, cancelled, remaining } => match cancelled {
                0 => write!(f, "{} cancels no hit: {remaining} left", g(group)),
                c => write!(f, "{} cancels {}: {remaining} left", g(group), plural(*c, "hit", "hits")),
            },
            What::SmokeMarker { group } => write!(f, "{} is wreathed in musket smoke (smoke marker)", g(group)),
            What::DeathRoll { group, roll, character_must_fall } => {
                write!(f, "terrifying death roll for {}: {} {}", g(group), roll.die(), roll.face())?;
                if *character_must_fall {
                    f.write_str(" - a character or auxiliary must fall!")?;
                }
                Ok(())
            }
            What::FigureRemoved { group, figure, role } => match n.figure(*figure) {
                Some(name) => write!(f, "{} loses {role}: {name}", g(group)),
                None => write!(f, "{} loses {role}", g(group)),
            },
            What::GroupEliminated { group, reason } => write!(f, "{} is out of the game: {reason}", g(group)),
            What::StressDrawn { group, token: Some(t), cause: StressCause::Other } => {
                write!(f, "{} draws a {t} Stress token", g(group))
            }
            What::StressDrawn { group, token, cause } => match token {
                Some(t) => write!(f, "{} draws a {t} Stress token ({cause})", g(group)),
                None => write!(f, "{} must draw a Stress token ({cause}), but the bag is empty", g(group)),
            },
            What::StressReturned { group, token } => {
                write!(f, "{} returns a {token} Stress token to the bag", g(group))
            }
            What::FleesInsteadOfStress { group } => {
                write!(f, "{} already holds four Stress tokens: it flees instead of drawing another", g(group))
            }
            What::CasualtyInsteadOfFlight { group } => {
                write!(f, "{} already fled this step: it loses a figure instead", g(group))
            }
            What::Fled { group, threat, limited } => {
                match threat {
                    Some(t) => write!(f, "{} flees from {}", g(group), g(t))?,
                    None => write!(f, "{} flees toward the nearest table edge", g(group))?,
                }
                if *limited {
                    f.write_str(", but cannot make the full S: it loses a figure")?;
                }
                Ok(())
            }
            What::Retreated { group, from, limited } => {
                write!(f, "{} retreats from {}", g(group), g(from))?;
                if *limited {
                    f.write_str(", but cannot make the full S: it loses a figure")?;
                }
                Ok(())
            }
            What::MeleeResult { attacker, defender, attacker_hits, defender_hits, winner, casualties } => {
                write!(
                    f,
                    "melee: {} scores {} against {defender_hits} for {}; ",
                    g(attacker),
                    plural(*attacker_hits, "hit", "hits"),
                    g(defender)
                )?;
                match winner {
                    Some(w) if *casualties > 0 => {
                        write!(f, "{} wins, the loser removes {}", g(w), plural(*casualties, "figure", "figures"))
                    }
                    Some(w) => write!(f, "{} wins", g(w)),
                    None => f.write_str("a draw, the defender retreats"),
                }
            }
            What::PanicReturned { group, count } => {
                write!(f, "{} returns {} to the bag", g(group), plural(*count, "Panic token", "Panic tokens"))
            }
            What::TurnEnded { turn } => write!(f, "turn {turn} ends"),
            What::VictoryPoints { player, dice, points, reason } => {
                write!(f, "{} {points} VP for {}", says(player, "scores"), self.vp_reason(reason))?;
                if !dice.is_empty() {
                    write!(f, " (rolled {})", faces(dice))?;
                }
                Ok(())
            }
            What::ObjectivePoints { player, objective, points } => match n.objective(*objective) {
                Some(name) => write!(f, "{} {points} VP for the objective \"{name}\"", says(player, "scores")),
                None => write!(f, "{} {points} VP for objective {}", says(player, "scores"), u16::from(*objective) + 1),
            },
            What::ObjectiveScored { player, name, points, .. } => {
                write!(f, "objective \"{name}\": {} {points} VP", p(player))
            }
            w @ (What::Terrain { .. }
            | What::PiecePickedUp { .. }
            | What::CharacterJoined { .. }
            | What::PiecesLeft { .. }
            | What::PiecesTaken { .. }
            | What::GroupEntered { .. }
            | What::EntryPointRolled { .. }
            | What::GroupExited { .. }
            | What::Plundered { .. }
            | What::PlunderTokenGained { .. }
            | What::HouseOnFire { .. }
            | What::CattleMelee { .. }
            | What::CattleJoined { .. }
            | What::CattleRemoved { .. }
            | What::CattleMoved { .. }
            | What::ExhaustedRoll { .. }
            | What::ConfusionDealt { .. }
            | What::ConfusionSwapped { .. }
            | What::ConfusionKept { .. }
            | What::CharacterFled { .. }
            | What::CharacterStays { .. }
            | What::CharacterEliminated { .. }) => adventure::narrate(w, n, f),
            What::GameOver { points, winner } => {
                write!(
                    f,
                    "the game is over: {} {} VP, {} {} VP; ",
                    p(&Player::One),
                    points[0],
                    p(&Player::Two),
                    points[1]
                )?;
                match winner {
                    Some(w) => f.write_str(&says(w, "wins")),
                    None => f.write_str("a draw"),
                }
            }
            What::SpecialRuleUsed { group, rule } => write!(f, "{} uses {rule}", g(group)),
            What::SpecialRuleRolled { group, dice, successes } => write!(
                f,
                "{} rolls for a special rule: {} - {}",
                g(group),
                faces(dice),
                plural(*successes, "success", "successes")
            ),
            What::TotemDiscarded { player, card } => write!(f, "{} the Totem card {card}", says(player, "discards")),
            What::StressExchanged { swap } => write!(
                f,
                "{} gives a {} Stress token to {}, which gives back a {} token",
                g(&swap.a),
                swap.a_gives,
                g(&swap.b),
                swap.b_gives
            ),
            What::RitualCast { player, group, cast } => {
                write!(
                    f,
                    "{} the Sorcery card: the witchdoctor of {} casts the {}",
                    says(player, "plays"),
                    g(group),
                    cast.ritual
                )?;
                match cast.target {
                    Some(crate::decision::RitualTarget::Group { group }) => write!(f, " at {}", g(&group)),
                    Some(crate::decision::RitualTarget::Character { figure }) => match n.figure(figure) {
                        Some(name) => write!(f, " at {name}"),
                        None => write!(f, " at figure {}", figure.0),
                    },
                    None => Ok(()),
                }
            }
            What::RitualMiscast { group, witchdoctor } => write!(
                f,
                "a Panic token during the incantation: the ritual fails and {} of {} is eliminated",
                witchdoctor_name(n.figure(*witchdoctor)),
                g(group)
            ),
            What::RitualResolved { ritual, successes: 0 } => write!(f, "the {ritual} fails: no success"),
            What::RitualResolved { ritual, successes } => {
                write!(f, "the {ritual} takes effect with {}", plural(*successes, "success", "successes"))
            }
            What::TotemsReturned { player, count } => write!(
                f,
                "{} {} back into the Totem deck",
                says(player, "shuffles"),
                plural(*count, "Totem card", "Totem cards")
            ),
            What::Poisoned { group, casualties } => write!(
                f,
                "poisoned arrows: {} loses {} with no cover roll",
                g(group),
                plural(*casualties, "figure", "figures")
            ),
            What::CombatDiceGained { group, dice } => {
                write!(f, "{} gains {} for this melee", g(group), dice_list(dice))
            }
            What::BagTokenDrawn { group, token: BagToken::Animal } => write!(
                f,
                "{} draws an Animal token from the Stress bag (Wild Animals), and will draw a further token",
                g(group)
            ),
            What::BagTokenDrawn { group, token: BagToken::Event { number } } => write!(
                f,
                "{} draws Event token {number} from the Stress bag (Special Events), and will draw a further token",
                g(group)
            ),
            What::NoActionTaken { player, card } => write!(f, "{} no action with card {card}", says(player, "takes")),
            What::WildAnimalsAct { step } => write!(f, "at the end of Action step {step}, the wild animals act"),
            What::MadHyenaUnused { group, panic: false } => {
                write!(f, "no move is made for the Ritual of the Mad Hyena: {} stays where it is", g(group))
            }
            What::MadHyenaUnused { group, panic: true } => write!(
                f,
                "{} cannot take a Panic token (it holds four Stress tokens, or the bag has none left): the Ritual \
                 of the Mad Hyena has no effect",
                g(group)
            ),
        }
    }
}

/// The witchdoctor by his name, without saying "witchdoctor" twice: "The Witchdoctor",
/// "Mbala, the witchdoctor", or "the witchdoctor" with no name.
fn witchdoctor_name(name: Option<String>) -> String {
    match name {
        Some(w) if w.to_lowercase().contains("witchdoctor") => w,
        Some(w) => format!("{w}, the witchdoctor"),
        None => String::from("the witchdoctor"),
    }
}

fn join_u8(v: &[u8]) -> String {
    let s: Vec<String> = v.iter().map(|x| format!("{x}")).collect();
    s.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::StressKind;
    use crate::totem::{TotemCard, TotemKind};
    use alloc::string::ToString;

    #[test]
    fn a_column_name_ending_in_s_takes_an_apostrophe_alone() {
        assert_eq!(possessive("The ambushers"), "The ambushers'");
        assert_eq!(possessive("The Expedition"), "The Expedition's");
    }

    #[test]
    fn lengths_read_in_inches() {
        assert_eq!(inches(Length::inches(12)), "12\"");
        assert_eq!(inches(Length::milli(14_500)), "14.5\"");
        assert_eq!(inches(Length::milli(875)), "0.875\"");
        assert_eq!(inches(Length::milli(-2_250)), "-2.25\"");
        assert_eq!(position(Point::inches(10, 22)), "(10\", 22\")");
    }

    #[test]
    fn events_read_as_sentences_without_debug_forms() {
        use tabletop::Die;
        let croc = TotemCard {
            id: 0,
            kind: TotemKind::Crocodile { dice: crate::profile::DicePool { count: 2, die: Die::D6 } },
        };
        let w = What::TotemPlayed { player: Player::Two, card: croc };
        assert_eq!(w.to_string(), "player Two plays a Totem card: Crocodile (+2D6)");
        let w =
            What::StressDrawn { group: GroupId(2), token: Some(StressKind::Terror), cause: StressCause::GoToGround };
        assert_eq!(w.to_string(), "group 2 draws a Terror Stress token (going to ground)");
        let e = Event::new("CG-SHOOT-13", w);
        assert_eq!(e.to_string(), "group 2 draws a Terror Stress token (going to ground) [CG-SHOOT-13]");
        let w = What::Moved {
            group: GroupId(1),
            leader: FigureId(4),
            to: alloc::vec![(FigureId(4), Point::new(Length::milli(14_500), Length::inches(10)))],
            picked_up_pace: true,
        };
        assert_eq!(w.to_string(), "group 1 moves, picking up the pace, with its leading figure to (14.5\", 10\")");
        for text in
            [w.to_string(), What::GroupEliminated { group: GroupId(0), reason: Elimination::NoFigureLeft }.to_string()]
        {
            assert!(!text.contains("Some(") && !text.contains('{') && !text.contains("GroupId"), "{text}");
        }
    }
}
