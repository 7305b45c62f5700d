//! The Sorcery card in play (Congo rulebook, "Believing in the Impossible"; the rituals of "The
//! Forest Tribes" and "The African Kingdoms"): after each of his Action cards a player holding
//! the Sorcery card, with a living witchdoctor, is asked whether to cast one of his rituals
//! (and at whom); the incantation (Stress tokens drawn one at a time for more dice, the
//! Crocodile, the roll); the effect of the successes.
//!
//! | step | prompt | decision |
//! | --- | --- | --- |
//! | the offer, after the card is discarded | [`Ask::Sorcery`] | [`Decision::Sorcery`] |
//! | the incantation | [`Ask::Incantation`] | [`Decision::DrawStressToken`], [`Decision::Roll`] |
//! | Bloody Hand, a success against a character | [`Ask::SaveCharacter`] (his owner) | [`Decision::UseRule`] |
//! | Mandrill's Dance, two or three successes | [`Ask::ChooseTotems`] | [`Decision::ChooseTotems`] |
//!
//! Effects that are ordinary resolutions (casualties, Stress draws, Terror tests, a shooting
//! action, Stress tokens removed) run as the engine's own tasks, one after the other.

use super::{BlessingScope, CurseSuccess, Incantation, RitualEffect, RitualOutcome, StressDraw as Draw, outcome};
use crate::candidate::Candidate;
use crate::casualties::{Casualties, Loss};
use crate::decision::{Decision, RitualCast, RitualTarget};
use crate::error::RuleError;
use crate::event::{Event, StressCause, What};
use crate::game::{Flow, Game};
use crate::geometry::base::Field;
use crate::pending::{Ask, RollPurpose};
use crate::profile::{Ritual, SpecialRule, Stick};
use crate::shooting::{Shot, ShotStage};
use crate::special::positions;
use crate::state::{FigureId, GroupId, Player, Role};
use crate::stress::{StressDraw, StressKind};
use crate::tasks::Task;
use crate::totem::TotemKind;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::Die;

/// Where a cast stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCastStage"))]
#[serde(rename_all = "snake_case")]
pub enum CastStage {
    /// The player is asked whether to cast, which ritual and at whom.
    Offer,
    /// Stress tokens are drawn for more dice, then the dice are rolled.
    Incantation,
    /// The effect's steps run one after the other.
    Effects,
}

/// The incantation's next step, once decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoIncantationStep"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum IncantationStep {
    /// Draw one Stress token onto the witchdoctor's group for one more Sorcery die.
    Draw,
    /// Roll, with a Crocodile card or not.
    Roll {
        /// The Crocodile's id.
        crocodile: Option<u8>,
    },
}

/// Mandrill's Dance: the Totem cards offered and how many are kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTotemChoice"))]
pub struct TotemChoice {
    /// The cards offered, by id (drawn into the hand, or still in the deck).
    pub cards: Vec<u8>,
    /// How many to keep.
    pub keep: u8,
    /// The cards are chosen from the deck (three or more successes), not among those drawn.
    pub from_deck: bool,
    /// The choice, once made.
    pub answer: Option<Vec<u8>>,
}

impl TotemChoice {
    /// Mandrill's Dance's Totem cards for `player` (CG-RITUAL-04 to -06): "draw N, choose one of
    /// them" draws N into the hand and offers them; "choose N cards in your Totem deck" offers
    /// the deck. `None` when there is nothing to choose (every card drawn is kept, or the deck is
    /// empty). Used by a Witchdoctor's cast and by the haggard man's (CG-DT-JUNGLE-09) alike.
    ///
    /// # Errors
    /// A dice source failure (a reshuffled deck).
    pub(crate) fn start(
        g: &mut Game,
        player: Player,
        effect: RitualEffect,
        rule: &'static str,
        ev: &mut Vec<Event>,
    ) -> Result<Option<TotemChoice>, RuleError> {
        Ok(match effect {
            RitualEffect::DrawTotemCards { draw, keep } => {
                let before = g.players[player.index()].totems.hand.len();
                for _ in 0..draw {
                    crate::turn::draw_totem(g, player, rule, ev)?;
                }
                let drawn: Vec<u8> = g.players[player.index()].totems.hand.iter().skip(before).map(|c| c.id).collect();
                (drawn.len() > usize::from(keep)).then_some(TotemChoice {
                    cards: drawn,
                    keep,
                    from_deck: false,
                    answer: None,
                })
            }
            RitualEffect::ChooseTotemCards { cards } => {
                let mut deck: Vec<u8> = g.players[player.index()].totems.deck.iter().map(|c| c.id).collect();
                deck.sort_unstable();
                (!deck.is_empty()).then_some(TotemChoice { cards: deck, keep: cards, from_deck: true, answer: None })
            }
            _ => None,
        })
    }

    /// The question to `player`, while unanswered.
    pub(crate) fn prompt(&self, player: Player) -> Option<(Player, Ask)> {
        self.answer.is_none().then(|| (player, Ask::ChooseTotems { cards: self.cards.clone(), keep: self.keep }))
    }

    /// Record `d`: exactly `keep` distinct cards among those offered.
    pub(crate) fn answer(&mut self, d: &Decision) -> Result<(), RuleError> {
        let Decision::ChooseTotems { cards } = d else {
            return Err(RuleError::WrongDecision { expected: "choose_totems" });
        };
        let n = usize::from(self.keep).min(self.cards.len());
        if cards.len() != n {
            return Err(RuleError::WrongCount {
                counted: crate::error::Counted::TotemCardsKept,
                expected: n,
                given: cards.len(),
            });
        }
        for (i, c) in cards.iter().enumerate() {
            if !self.cards.contains(c) || cards[..i].contains(c) {
                return Err(RuleError::Totem(crate::error::TotemRefusal::NotOffered { card: *c }));
            }
        }
        self.answer = Some(cards.clone());
        Ok(())
    }

    /// Keep the chosen cards; the others go (back) into the deck, which is shuffled
    /// (CG-RITUAL-05, -06).
    pub(crate) fn resolve(&self, g: &mut Game, p: Player, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        let rule = if self.from_deck { "CG-RITUAL-06" } else { "CG-RITUAL-05" };
        let kept = self.answer.as_deref().unwrap_or_default();
        let cards = &mut g.players[p.index()].totems;
        let mut returned = 0u8;
        if self.from_deck {
            for id in kept {
                if let Some(i) = cards.deck.iter().position(|c| c.id == *id) {
                    let card = cards.deck.remove(i);
                    cards.hand.push(card);
                    ev.push(Event::new(rule, What::TotemDrawn { player: p, card: Some(card), reshuffled: false }));
                }
            }
        } else {
            for id in self.cards.iter().filter(|id| !kept.contains(id)) {
                if let Some(i) = cards.hand.iter().position(|c| c.id == *id) {
                    let card = cards.hand.remove(i);
                    cards.deck.push(card);
                    returned += 1;
                }
            }
        }
        g.dice.shuffle(&mut g.players[p.index()].totems.deck)?;
        ev.push(Event::new(rule, What::TotemsReturned { player: p, count: returned }));
        Ok(())
    }
}

/// A Mandrill's Dance cast for a player outside a Witchdoctor's cast (the haggard man,
/// CG-DT-JUNGLE-09): his choice of Totem cards, then it is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoTotemPick"))]
pub struct TotemPick {
    /// Who chooses.
    pub player: Player,
    /// The cards offered and the choice.
    pub choice: TotemChoice,
}

impl TotemPick {
    pub(crate) fn prompt(&self, _: &Game) -> Option<(Player, Ask)> {
        self.choice.prompt(self.player)
    }

    pub(crate) fn answer(&mut self, _: &Game, d: &Decision) -> Result<(), RuleError> {
        self.choice.answer(d)
    }

    pub(crate) fn advance(self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if self.choice.answer.is_none() {
            return Ok(Flow::Wait(Task::TotemPick(self)));
        }
        self.choice.resolve(g, self.player, ev)?;
        Ok(Flow::Done)
    }
}

/// Bloody Hand: a character the ritual's die succeeded against, saved by his group's Stress
/// tokens or not (his owner's choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCurse"))]
pub struct Curse {
    /// The character.
    pub character: FigureId,
    /// His group.
    pub group: GroupId,
    /// Stress tokens that save him.
    pub stress: u8,
    /// The ritual's successes (names the rule in events).
    pub successes: u8,
    /// The owner's answer: `Some(true)` draws the tokens.
    pub save: Option<bool>,
}

/// The Mad Hyena's move, waiting for the caster's decision (CG-RITUAL-13..15).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoHyenaMove"))]
pub struct HyenaMove {
    /// The group moved (of either side).
    pub group: GroupId,
    /// One S stick only (one success).
    pub one_stick: bool,
    /// A Panic token may be given instead (three successes).
    pub panic: bool,
    /// The dice it gains in the melee the move engages.
    pub bonus: Vec<Die>,
    /// The decision, once given: a Move of that group, `UseRule { accept: true }` for the Panic
    /// token, `UseRule { accept: false }` to leave it.
    pub answer: Option<Decision>,
}

/// A ritual being cast (CG-SORC-02..07, CG-RITUAL-01..18).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCast"))]
pub struct Cast {
    /// The caster.
    pub player: Player,
    /// Where it stands.
    pub stage: CastStage,
    /// The witchdoctor's group.
    pub group: GroupId,
    /// The witchdoctor.
    pub witchdoctor: FigureId,
    /// His Sorcery value (D8).
    pub die: Die,
    /// The rituals he knows.
    pub rituals: Vec<Ritual>,
    /// The ritual and target chosen (`None` before the offer is answered, or when declined).
    pub cast: Option<RitualCast>,
    /// The offer was answered.
    pub decided: bool,
    /// The dice gathered.
    pub incantation: Option<Incantation>,
    /// The incantation's next step, once decided.
    pub step: Option<IncantationStep>,
    /// The effect's steps still to run, next first.
    pub queue: Vec<Task>,
    /// The Wild Hunt's shooting dice, resolved after its Stress draw: `(dice, per_stress)`.
    pub hunt: Option<(Vec<Die>, Option<Die>)>,
    /// Mandrill's Dance's choice of Totem cards.
    pub totems: Option<TotemChoice>,
    /// Bloody Hand's character, waiting for his owner's choice.
    pub curse: Option<Curse>,
    /// The Mad Hyena's move.
    #[serde(default)]
    pub hyena: Option<HyenaMove>,
}

/// The inventory id of a ritual's effect at `successes` (1, 2, 3+).
pub fn effect_rule(ritual: Ritual, successes: u8) -> &'static str {
    const IDS: [&str; 18] = [
        "CG-RITUAL-01",
        "CG-RITUAL-02",
        "CG-RITUAL-03",
        "CG-RITUAL-04",
        "CG-RITUAL-05",
        "CG-RITUAL-06",
        "CG-RITUAL-07",
        "CG-RITUAL-08",
        "CG-RITUAL-09",
        "CG-RITUAL-10",
        "CG-RITUAL-11",
        "CG-RITUAL-12",
        "CG-RITUAL-13",
        "CG-RITUAL-14",
        "CG-RITUAL-15",
        "CG-RITUAL-16",
        "CG-RITUAL-17",
        "CG-RITUAL-18",
    ];
    if successes == 0 {
        return "CG-SORC-06";
    }
    let base = match ritual {
        Ritual::BullsBreath => 0,
        Ritual::MandrillsDance => 3,
        Ritual::WildHunt => 6,
        Ritual::BloodyHand => 9,
        Ritual::MadHyena => 12,
        Ritual::MacabreBlessing => 15,
    };
    IDS.get(base + usize::from(successes.min(3)) - 1).copied().unwrap_or("CG-SORC-06")
}

/// `p`'s living witchdoctor: `(group, figure, Sorcery die, rituals)`.
fn witchdoctor(g: &Game, p: Player) -> Option<(GroupId, FigureId, Die, Vec<Ritual>)> {
    g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == p)).find_map(|id| {
        let gr = g.group(id).ok()?;
        let gs = g.setup.columns[p.index()].groups.get(usize::from(gr.index))?;
        gr.figures.iter().find_map(|f| {
            let Role::Character { index } = g.figure(*f)?.role else { return None };
            gs.characters.get(usize::from(index))?.profile.special_rules.iter().find_map(|r| match r {
                SpecialRule::Sorcery { die, rituals } => Some((id, *f, *die, rituals.clone())),
                _ => None,
            })
        })
    })
}

/// After `p`'s Action card: the offer to cast, when he holds the Sorcery card and his
/// witchdoctor lives (CG-SORC-02).
pub(crate) fn offer(g: &Game, p: Player) -> Option<Task> {
    if !g.players[p.index()].sorcery {
        return None;
    }
    let (group, witchdoctor, die, rituals) = witchdoctor(g, p)?;
    Some(Task::Sorcery(Cast {
        player: p,
        stage: CastStage::Offer,
        group,
        witchdoctor,
        die,
        rituals,
        cast: None,
        decided: false,
        incantation: None,
        step: None,
        queue: Vec::new(),
        hunt: None,
        totems: None,
        curse: None,
        hyena: None,
    }))
}

/// Whether a Giraffe may increase `ritual`'s range: the rituals measured in sticks (Bull's
/// Breath, the Macabre Blessing); the others reach by line of sight or have no target
/// (CG-TOTEM-09).
fn has_range(ritual: Ritual) -> bool {
    matches!(ritual, Ritual::BullsBreath | Ritual::MacabreBlessing)
}

/// `stick`, plus S with a Giraffe (CG-TOTEM-09).
fn reach(stick: Stick, giraffe: bool) -> tabletop::Length {
    if giraffe { stick.length() + Stick::S.length() } else { stick.length() }
}

/// Whether a figure of `from` has line of sight to `to` (CG-GEN line of sight as a shot reads
/// it; no range limit but the sight's own: M at Night, CG-USR-20).
pub(crate) fn in_sight(g: &Game, from: GroupId, to: GroupId) -> bool {
    crate::space::with_field(g, |field| sees(field, g, from, to)).unwrap_or(false)
}

/// [`in_sight`] on `field` (the game's field): some figure of `from` has a line of fire to `to`
/// within the sight's limit ([`crate::conditions::sight_limit`]), i.e. sees one of its models
/// (geometry's `in_sight` when sight is unlimited).
fn sees(field: &Field<'_>, g: &Game, from: GroupId, to: GroupId) -> bool {
    let Ok(gr) = g.group(from) else { return false };
    if let Some(limit) = crate::conditions::sight_limit(g) {
        return gr
            .figures
            .iter()
            .any(|f| crate::space::line_of_fire(field, g, from, *f, to, Some(limit)).ok().flatten().is_some());
    }
    let seen = crate::geometry::los::in_sight(field, crate::space::key(from), gr.figures.len(), crate::space::key(to))
        .unwrap_or(false);
    congo_model::cross_check!(eq:
        seen,
        gr.figures.iter().any(|f| crate::space::line_of_fire(field, g, from, *f, to, None).ok().flatten().is_some())
    );
    seen
}

/// A cast offered to the witchdoctor's group `from`, listed before its line of sight is checked
/// (`crate::candidate`, speed: issue #3): legal when `sight` is `None`, or when a figure of
/// `from` sees the group `sight`.
#[derive(Clone, Debug)]
pub(crate) struct CastTry {
    from: GroupId,
    cast: RitualCast,
    sight: Option<GroupId>,
}

impl CastTry {
    /// The cast, if its line of sight holds on `field` (the game's field; built when `None`).
    pub(crate) fn resolve(self, field: Option<&Field<'_>>, g: &Game) -> Option<Decision> {
        let seen = match (self.sight, field) {
            (None, _) => true,
            (Some(to), Some(field)) => sees(field, g, self.from, to),
            (Some(to), None) => in_sight(g, self.from, to),
        };
        seen.then_some(Decision::Sorcery { cast: Some(self.cast) })
    }
}

impl Cast {
    fn enemy(&self, g: &Game, id: GroupId) -> bool {
        g.group(id).is_ok_and(|gr| gr.owner != self.player && gr.in_play())
    }

    /// The targets `ritual` may be cast at now (`None` in the list: a ritual with no target),
    /// each with the group that must then be in line of sight of the witchdoctor's group, if any
    /// (checked by the caller); `giraffe`: a Giraffe adds S to the ritual's range (CG-TOTEM-09).
    fn targets(&self, g: &Game, ritual: Ritual, giraffe: bool) -> Vec<(Option<RitualTarget>, Option<GroupId>)> {
        let group = |group| (Some(RitualTarget::Group { group }), Some(group));
        match ritual {
            Ritual::MandrillsDance | Ritual::MacabreBlessing => alloc::vec![(None, None)],
            // CG-RITUAL-13..15: another group of either side in line of sight.
            Ritual::MadHyena => g.groups_in_play().filter(|id| *id != self.group).map(group).collect(),
            // CG-RITUAL-01..03: an enemy group within L.
            Ritual::BullsBreath => {
                let here = positions(g, self.group);
                g.groups_in_play()
                    .filter(|id| self.enemy(g, *id))
                    .filter(|id| crate::geometry::base::within(&here, &positions(g, *id), reach(Stick::L, giraffe)))
                    .map(|group| (Some(RitualTarget::Group { group }), None))
                    .collect()
            }
            // CG-RITUAL-07..09: an enemy group in line of sight and in a dangerous area.
            Ritual::WildHunt => g
                .groups_in_play()
                .filter(|id| self.enemy(g, *id))
                .filter(|id| crate::special::forest::area_of(g, *id).is_some_and(|a| a.dangerous))
                .map(group)
                .collect(),
            // CG-RITUAL-10..12: a character of another group in line of sight.
            Ritual::BloodyHand => g
                .groups_in_play()
                .filter(|id| *id != self.group)
                .flat_map(|id| {
                    let figures = g.group(id).map(|gr| gr.figures.as_slice()).unwrap_or_default();
                    figures.iter().map(move |&f| (f, id))
                })
                .filter(|(f, _)| g.figure(*f).is_some_and(|x| matches!(x.role, Role::Character { .. })))
                .map(|(figure, id)| (Some(RitualTarget::Character { figure }), Some(id)))
                .collect(),
        }
    }

    /// Every answer to the offer, each cast listed before its line of sight is checked
    /// ([`CastTry`]): each ritual at each target, and with a Giraffe in hand each ritual with a
    /// range once more (Bull's Breath: only the targets the Giraffe's S brings in reach).
    pub(crate) fn casts(&self, g: &Game) -> Vec<Candidate> {
        let mut out = alloc::vec![Candidate::Legal(Decision::Sorcery { cast: None })];
        let giraffe =
            g.players[self.player.index()].totems.playable(|k| *k == TotemKind::Giraffe).first().map(|c| c.id);
        for &ritual in &self.rituals {
            let plain = self.targets(g, ritual, false);
            for &(target, sight) in &plain {
                let cast = RitualCast { ritual, target, giraffe: None };
                out.push(Candidate::Cast(CastTry { from: self.group, cast, sight }));
            }
            let Some(card) = giraffe.filter(|_| has_range(ritual)) else { continue };
            for (target, sight) in self.targets(g, ritual, true) {
                if target.is_none() || !plain.iter().any(|(t, _)| *t == target) {
                    let cast = RitualCast { ritual, target, giraffe: Some(card) };
                    out.push(Candidate::Cast(CastTry { from: self.group, cast, sight }));
                }
            }
        }
        out
    }

    /// May one more Stress token be drawn for the ritual (fewer than four, tokens in the bag)?
    pub(crate) fn may_draw(&self, g: &Game) -> bool {
        self.incantation.as_ref().is_some_and(Incantation::can_draw) && g.bag.total() > 0
    }

    fn pool(&self) -> Vec<Die> {
        self.incantation.as_ref().map(|i| alloc::vec![self.die; usize::from(i.drawn) + 1]).unwrap_or_default()
    }

    pub(crate) fn prompt(&self, g: &Game) -> Option<(Player, Ask)> {
        if let Some(h) = &self.hyena {
            return h
                .answer
                .is_none()
                .then_some((self.player, Ask::MadHyena { group: h.group, one_stick: h.one_stick, panic: h.panic }));
        }
        if let Some(c) = &self.curse {
            let owner = g.group(c.group).ok()?.owner;
            return c
                .save
                .is_none()
                .then_some((owner, Ask::SaveCharacter { group: c.group, character: c.character, stress: c.stress }));
        }
        if let Some(t) = &self.totems {
            return t.prompt(self.player);
        }
        match self.stage {
            CastStage::Offer if !self.decided => {
                Some((self.player, Ask::Sorcery { group: self.group, rituals: self.rituals.clone() }))
            }
            CastStage::Incantation if self.step.is_none() => {
                let ritual = self.cast.as_ref()?.ritual;
                Some((
                    self.player,
                    Ask::Incantation { group: self.group, ritual, dice: self.pool(), may_draw: self.may_draw(g) },
                ))
            }
            _ => None,
        }
    }

    pub(crate) fn answer(&mut self, g: &Game, d: &Decision) -> Result<(), RuleError> {
        if let Some(h) = &mut self.hyena {
            return h.answer(g, self.player, d);
        }
        if let Some(c) = &mut self.curse {
            let Decision::UseRule { accept } = d else { return Err(RuleError::WrongDecision { expected: "use_rule" }) };
            c.save = Some(*accept);
            return Ok(());
        }
        if let Some(t) = &mut self.totems {
            return t.answer(d);
        }
        match (self.stage, d) {
            (CastStage::Offer, Decision::Sorcery { cast }) => {
                if let Some(c) = cast {
                    if !self.rituals.contains(&c.ritual) {
                        return Err(RuleError::Forbidden(crate::error::Forbidden::UnknownRitual(c.ritual)));
                    }
                    if let Some(id) = c.giraffe {
                        if !has_range(c.ritual) {
                            return Err(RuleError::Forbidden(crate::error::Forbidden::RitualWithoutRange(c.ritual)));
                        }
                        if g.players[self.player.index()].totems.in_hand(id).map(|t| t.kind) != Some(TotemKind::Giraffe)
                        {
                            return Err(RuleError::Totem(crate::error::TotemRefusal::NotInHand {
                                card: id,
                                animal: crate::error::TotemAnimal::Giraffe,
                            }));
                        }
                    }
                    let target =
                        self.targets(g, c.ritual, c.giraffe.is_some()).into_iter().find(|(t, _)| *t == c.target);
                    if !target.is_some_and(|(_, sight)| sight.is_none_or(|to| in_sight(g, self.group, to))) {
                        return Err(RuleError::BadTarget(crate::error::BadTarget::RitualTarget(c.ritual)));
                    }
                }
                self.cast = cast.clone();
                self.decided = true;
                Ok(())
            }
            (CastStage::Incantation, Decision::DrawStressToken) => {
                if !self.may_draw(g) {
                    return Err(RuleError::GroupCannotAct {
                        group: self.group,
                        reason: crate::error::CannotAct::WouldPassFour,
                    });
                }
                self.step = Some(IncantationStep::Draw);
                Ok(())
            }
            (CastStage::Incantation, Decision::Roll { drop, crocodile }) => {
                crate::roll::check_roll(g, self.player, &self.pool(), 0, drop, *crocodile)?;
                self.step = Some(IncantationStep::Roll { crocodile: *crocodile });
                Ok(())
            }
            (CastStage::Offer, _) => Err(RuleError::WrongDecision { expected: "sorcery" }),
            _ => Err(RuleError::WrongDecision { expected: "draw_stress_token or roll" }),
        }
    }

    /// The cast is over: the card's resolution carries on.
    fn finish(g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        crate::turn::next_card(g, ev)?;
        Ok(Flow::Done)
    }

    pub(crate) fn advance(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        match self.stage {
            CastStage::Offer => {
                if !self.decided {
                    return Ok(Flow::Wait(Task::Sorcery(self)));
                }
                let Some(cast) = self.cast.clone() else { return Self::finish(g, ev) };
                // CG-SORC-02: the card goes to the Action card discard pile.
                g.players[self.player.index()].sorcery = false;
                ev.push(Event::new(
                    "CG-SORC-02",
                    What::RitualCast { player: self.player, group: self.group, cast: cast.clone() },
                ));
                if let Some(id) = cast.giraffe {
                    crate::card_in_play::play_totem(g, self.player, id, "CG-TOTEM-09", ev);
                }
                let stress = u8::try_from(g.group(self.group)?.stress.len()).unwrap_or(u8::MAX);
                self.incantation = Some(
                    Incantation::begin(cast.ritual, self.die, stress)
                        .map_err(|e| RuleError::Model(crate::error::ModelRefusal::Sorcery(e)))?,
                );
                self.stage = CastStage::Incantation;
                Ok(Flow::Wait(Task::Sorcery(self)))
            }
            CastStage::Incantation => match self.step.take() {
                None => Ok(Flow::Wait(Task::Sorcery(self))),
                Some(IncantationStep::Draw) => self.draw(g, ev),
                Some(IncantationStep::Roll { crocodile }) => self.roll(g, crocodile, ev),
            },
            CastStage::Effects => self.effects(g, ev),
        }
    }

    /// CG-SORC-04, -05, -07: one Stress token onto the witchdoctor's group for one more die; a
    /// Panic token kills him and ends the ritual.
    fn draw(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let token = g.bag.draw(&mut g.dice)?;
        if let Some(t) = token {
            g.group_mut(self.group)?.stress.push(t);
        }
        ev.push(Event::new("CG-SORC-04", What::StressDrawn { group: self.group, token, cause: StressCause::Ritual }));
        let panic = token == Some(StressKind::Panic);
        if let Some(i) = &mut self.incantation {
            i.draw_stress_token(panic).map_err(|e| RuleError::Model(crate::error::ModelRefusal::Sorcery(e)))?;
        }
        if panic {
            ev.push(Event::new("CG-SORC-07", What::RitualMiscast { group: self.group, witchdoctor: self.witchdoctor }));
            crate::casualties::remove_figure(g, self.witchdoctor, "CG-SORC-07", ev)?;
            crate::casualties::check_group(g, self.group, ev)?;
            return Self::finish(g, ev);
        }
        crate::casualties::check_group(g, self.group, ev)?;
        if !g.group(self.group)?.in_play() {
            return Self::finish(g, ev);
        }
        Ok(Flow::Wait(Task::Sorcery(self)))
    }

    /// CG-SORC-04, -06: the ritual roll and its effect.
    fn roll(mut self, g: &mut Game, crocodile: Option<u8>, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        let Some(cast) = self.cast.clone() else { return Self::finish(g, ev) };
        let pool = self.pool();
        let rolls =
            crate::roll::roll_pool(g, self.player, self.group, RollPurpose::Ritual, &pool, &[], &[], crocodile, ev)?;
        let (successes, effect) = match outcome(cast.ritual, &rolls) {
            RitualOutcome::Success { successes, effect } => (successes, Some(effect)),
            _ => (0, None),
        };
        ev.push(Event::new(
            effect_rule(cast.ritual, successes),
            What::RitualResolved { ritual: cast.ritual, successes },
        ));
        let Some(effect) = effect else { return Self::finish(g, ev) };
        self.stage = CastStage::Effects;
        self.begin_effect(g, effect, cast, successes, ev)?;
        Ok(Flow::Then(Task::Sorcery(self)))
    }

    fn target_group(g: &Game, cast: &RitualCast) -> Option<GroupId> {
        match cast.target? {
            RitualTarget::Group { group } => Some(group),
            RitualTarget::Character { figure } => g.figure(figure).filter(|f| f.alive).map(|f| f.group),
        }
        .filter(|id| g.group(*id).is_ok_and(|gr| gr.in_play()))
    }

    /// Turn the effect into steps (CG-RITUAL-01..18).
    fn begin_effect(
        &mut self,
        g: &mut Game,
        effect: RitualEffect,
        cast: RitualCast,
        successes: u8,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let rule = effect_rule(cast.ritual, successes);
        let target = Self::target_group(g, &cast);
        match effect {
            RitualEffect::BullsBreath { figures_lost, stress, .. } => {
                let Some(t) = target else { return Ok(()) };
                if figures_lost > 0 {
                    self.queue.push(Casualties::new(t, figures_lost, false, Loss::Ritual));
                }
                if stress > 0 {
                    self.queue.push(StressDraw::new(t, stress, StressCause::Ritual));
                }
                self.queue.push(crate::influence::TerrorTest::new(t));
            }
            RitualEffect::DrawTotemCards { .. } | RitualEffect::ChooseTotemCards { .. } => {
                self.totems = TotemChoice::start(g, self.player, effect, rule, ev)?;
            }
            RitualEffect::WildHunt { stress, dice, per_stress } => {
                let Some(t) = target else { return Ok(()) };
                let n = match stress {
                    Draw::Tokens(n) => n,
                    Draw::UpToFour => {
                        let held = g.group(t)?.stress.len();
                        u8::try_from(crate::stress::STRESS_LIMIT.saturating_sub(held)).unwrap_or(0)
                    }
                };
                if n > 0 {
                    self.queue.push(StressDraw::new(t, n, StressCause::Ritual));
                }
                self.hunt = Some((alloc::vec![dice.die; usize::from(dice.count)], per_stress));
            }
            RitualEffect::BloodyHand { die, on_success, stress_on_failure } => {
                let (Some(t), Some(RitualTarget::Character { figure })) = (target, cast.target) else { return Ok(()) };
                let roll = g.dice.roll(die)?;
                let hit = roll.is_success();
                ev.push(Event::new(
                    rule,
                    What::SpecialRuleRolled { group: t, dice: alloc::vec![roll], successes: u8::from(hit) },
                ));
                match (hit, on_success) {
                    // The save costs tokens: not offered to a group at four (CG-STRESS-04).
                    (true, CurseSuccess::EliminatedUnlessStress { stress })
                        if crate::hooks::may_draw_by_choice(&g.group(t)?.stress) =>
                    {
                        self.curse = Some(Curse { character: figure, group: t, stress, successes, save: None });
                    }
                    (true, CurseSuccess::EliminatedUnlessStress { .. }) => {
                        crate::casualties::remove_figure(g, figure, rule, ev)?;
                        crate::casualties::check_group(g, t, ev)?;
                    }
                    (true, CurseSuccess::EliminatedAndStress { stress }) => {
                        crate::casualties::remove_figure(g, figure, rule, ev)?;
                        crate::casualties::check_group(g, t, ev)?;
                        if g.group(t)?.in_play() {
                            self.queue.push(StressDraw::new(t, stress, StressCause::Ritual));
                        }
                    }
                    (false, _) if stress_on_failure > 0 => {
                        self.queue.push(StressDraw::new(t, stress_on_failure, StressCause::Ritual))
                    }
                    (false, _) => {}
                }
            }
            RitualEffect::MacabreBlessing { scope } => match scope {
                BlessingScope::Groups { groups, range } => {
                    let mut task =
                        crate::special::RemoveStress::new(self.player, self.group, range, false, groups, rule);
                    if let Task::RemoveStress(r) = &mut task {
                        r.giraffe = self.cast.as_ref().is_some_and(|c| c.giraffe.is_some());
                        // "Choose up to three groups": distinct groups, and the player may stop.
                        r.distinct = groups > 1;
                        r.optional = groups > 1;
                    }
                    self.queue.push(task);
                }
                BlessingScope::WholeColumn => {
                    let own: Vec<GroupId> =
                        g.groups_in_play().filter(|id| g.group(*id).is_ok_and(|gr| gr.owner == self.player)).collect();
                    for group in own {
                        for token in core::mem::take(&mut g.group_mut(group)?.stress) {
                            g.bag.put_back(token);
                            ev.push(Event::new(rule, What::StressReturned { group, token }));
                        }
                    }
                }
            },
            RitualEffect::MadHyena { movement, panic_instead, melee_bonus } => {
                let Some(t) = target else { return Ok(()) };
                self.hyena = Some(HyenaMove {
                    group: t,
                    one_stick: matches!(movement, super::HyenaMove::Stick(_)),
                    panic: panic_instead,
                    bonus: alloc::vec![melee_bonus.die; usize::from(melee_bonus.count)],
                    answer: None,
                });
            }
        }
        self.queue.reverse();
        Ok(())
    }

    /// Run the effect's steps, then its choices; then the card's resolution carries on.
    fn effects(mut self, g: &mut Game, ev: &mut Vec<Event>) -> Result<Flow, RuleError> {
        if let Some(next) = self.queue.pop() {
            return Ok(Flow::Call(Task::Sorcery(self), next));
        }
        if let Some(h) = self.hyena.take() {
            let Some(d) = h.answer.clone() else {
                self.hyena = Some(h);
                return Ok(Flow::Wait(Task::Sorcery(self)));
            };
            let rule = effect_rule(
                Ritual::MadHyena,
                if h.panic {
                    3
                } else if h.one_stick {
                    1
                } else {
                    2
                },
            );
            return self.hyena_move(g, h, d, rule, ev);
        }
        if let Some(c) = self.curse {
            let Some(save) = c.save else { return Ok(Flow::Wait(Task::Sorcery(self))) };
            self.curse = None;
            let rule = effect_rule(Ritual::BloodyHand, c.successes);
            if save {
                return Ok(Flow::Call(Task::Sorcery(self), StressDraw::new(c.group, c.stress, StressCause::Ritual)));
            }
            crate::casualties::remove_figure(g, c.character, rule, ev)?;
            crate::casualties::check_group(g, c.group, ev)?;
            return Ok(Flow::Then(Task::Sorcery(self)));
        }
        if let Some(t) = self.totems.take() {
            if t.answer.is_none() {
                self.totems = Some(t);
                return Ok(Flow::Wait(Task::Sorcery(self)));
            }
            t.resolve(g, self.player, ev)?;
            return Ok(Flow::Then(Task::Sorcery(self)));
        }
        if let Some((mut dice, per_stress)) = self.hunt.take() {
            let target = self.cast.as_ref().and_then(|c| Self::target_group(g, c));
            if let Some(t) = target {
                let held = g.group(t)?.stress.len();
                if let Some(d) = per_stress {
                    dice.extend(core::iter::repeat_n(d, held));
                }
                // The animals strike from the target's own terrain: its area's cover die.
                let cover = crate::special::forest::area_of(g, t).map_or(g.setup.table.open_cover(), |a| a.cover);
                let shot = Shot {
                    shooter: self.group,
                    leader: self.witchdoctor,
                    target: t,
                    partial: false,
                    cover,
                    musket: false,
                    stage: ShotStage::Attack,
                    hits: 0,
                    ground: Vec::new(),
                    answer: None,
                    poisoned: 0,
                    fixed: Some(dice),
                };
                return Ok(Flow::Call(Task::Sorcery(self), Task::Shot(shot)));
            }
        }
        Self::finish(g, ev)
    }

    /// The Mad Hyena's move, then the cast carries on.
    fn hyena_move(
        self,
        g: &mut Game,
        h: HyenaMove,
        d: Decision,
        rule: &'static str,
        ev: &mut Vec<Event>,
    ) -> Result<Flow, RuleError> {
        h.resolve(g, self.player, d, rule, Some(Task::Sorcery(self)), ev)
    }
}

impl HyenaMove {
    /// Check and record the caster's (`player`'s) decision: a Move of the group (one stick
    /// when `one_stick`), which may engage an enemy group or a wild animal (an enemy of both
    /// sides: CG-ANIMAL-06), the Panic token when offered, or leaving it.
    pub(crate) fn answer(&mut self, g: &Game, player: Player, d: &Decision) -> Result<(), RuleError> {
        match d {
            Decision::UseRule { accept: false } => {}
            Decision::UseRule { accept: true } if self.panic => {}
            Decision::Move { group, path, giraffe: None, .. }
            | Decision::EngageAnimal { group, path, giraffe: None, .. }
                if *group == self.group =>
            {
                if self.one_stick && path.len() != 1 {
                    return Err(RuleError::Forbidden(crate::error::Forbidden::MadHyena));
                }
                crate::movement::check_decision(g, player, d)?;
            }
            _ => return Err(RuleError::WrongDecision { expected: "a move of the group, or use_rule" }),
        }
        self.answer = Some(d.clone());
        Ok(())
    }

    /// The Mad Hyena: the caster (`player`) moves the group (not its action: it may have acted,
    /// and stays free to act); a melee it engages gains the dice (CG-RITUAL-13..15). `resume`:
    /// the task to carry on with afterwards (under the move's own tasks).
    pub(crate) fn resolve(
        &self,
        g: &mut Game,
        player: Player,
        d: Decision,
        rule: &'static str,
        resume: Option<Task>,
        ev: &mut Vec<Event>,
    ) -> Result<Flow, RuleError> {
        let h = self;
        let then = |resume: Option<Task>| Ok(resume.map_or(Flow::Done, Flow::Then));
        match d {
            Decision::UseRule { accept: true } => {
                // "give it a Panic Stress token": out of the bag, while it holds fewer than four.
                if g.group(h.group)?.stress.len() < crate::stress::STRESS_LIMIT && g.bag.take(StressKind::Panic) {
                    g.group_mut(h.group)?.stress.push(StressKind::Panic);
                    ev.push(Event::new(
                        rule,
                        What::StressDrawn {
                            group: h.group,
                            token: Some(StressKind::Panic),
                            cause: StressCause::Ritual,
                        },
                    ));
                } else {
                    ev.push(Event::new(rule, What::MadHyenaUnused { group: h.group, panic: true }));
                }
                then(resume)
            }
            Decision::Move { group, giraffe: None, .. } | Decision::EngageAnimal { group, giraffe: None, .. } => {
                let plan = crate::movement::check_decision(g, player, &d)?;
                let owner = g.group(group)?.owner;
                ev.push(Event::new(
                    rule,
                    What::SpecialRuleUsed { group, rule: alloc::borrow::Cow::Borrowed("Ritual of the Mad Hyena") },
                ));
                g.stack.extend(resume);
                let below = g.stack.len();
                let start = crate::movement::end::Start::measure(g, group);
                crate::movement::execute(g, owner, plan, start, ev)?;
                for t in g.stack.iter_mut().skip(below) {
                    // The melee the move engaged, an enemy group's or a wild animal's.
                    let bonus =
                        match t {
                            Task::Melee(m) if m.attacker == group => &mut m.bonus[0],
                            Task::Terrain(crate::exploration::TerrainTask::Animal(
                                crate::wild::AnimalTask::Melee { group: by, bonus, .. },
                            )) if *by == group => bonus,
                            _ => continue,
                        };
                    bonus.extend(h.bonus.iter().copied());
                    ev.push(Event::new(rule, What::CombatDiceGained { group, dice: h.bonus.clone() }));
                }
                Ok(Flow::Done)
            }
            // `UseRule { accept: false }` (the only other answer `HyenaMove::answer` records):
            // the group stays where it is.
            _ => {
                ev.push(Event::new(rule, What::MadHyenaUnused { group: h.group, panic: false }));
                then(resume)
            }
        }
    }
}
