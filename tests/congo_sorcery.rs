//! The Sorcery card and the six rituals in play (Congo rulebook, "Believing in the Impossible",
//! Forest Tribe Rituals, African Kingdoms Rituals), with scripted dice.

mod congo_common;
use congo_common::*;
use congo_nile::congo::decision::{RitualCast, RitualTarget};
use congo_nile::congo::geometry::table::{Height, TableSpec, TerrainArea};
use congo_nile::congo::pending::RollPurpose;
use congo_nile::congo::profile::Ritual;
use congo_nile::congo::setup::{GroupSetup, Setup};
use congo_nile::congo::state::{FigureId, Player};
use congo_nile::congo::stress::StressKind;
use congo_nile::congo::totem::TotemKind;
use congo_nile::congo::{Ask, Decision, Event, Game, GroupId, What};
use congo_nile::tabletop::{Die, RulesGame};

const A: GroupId = GroupId(0);
const D: GroupId = GroupId(1);

fn roll() -> Decision {
    Decision::Roll { drop: vec![], crocodile: None }
}

fn cast(ritual: Ritual, target: Option<RitualTarget>) -> Decision {
    Decision::Sorcery { cast: Some(RitualCast { ritual, target, giraffe: None }) }
}

fn at(group: GroupId) -> Option<RitualTarget> {
    Some(RitualTarget::Group { group })
}

/// Replace the dice still to come (the state edited through its JSON).
fn redice(g: &Game, values: &[u32]) -> Game {
    let mut v = serde_json::to_value(g).unwrap();
    v["dice"] = serde_json::json!({ "kind": "scripted", "queue": values });
    serde_json::from_value(v).unwrap()
}

/// Player One: Warriors with the Forest Tribes witchdoctor (figure 5) at y = 10; player Two:
/// `two`. Player One resolves card 7 first and ends it: the Sorcery card is offered.
fn offered(one: GroupSetup, two: Vec<GroupSetup>, s: impl FnOnce(Setup) -> Setup) -> Game {
    let mut g = Game::new(&s(setup(vec![one], two, TotemKind::Lion, vec![]))).unwrap();
    reveal(&mut g, 7, 1);
    g.apply(Player::One, &Decision::EndCard).unwrap();
    g
}

fn witchdoctor() -> GroupSetup {
    with_character(line("forest.warriors", 10, 10), "forest.witchdoctor")
}

fn rule_of(ev: &[Event], f: impl Fn(&What) -> bool) -> &str {
    &find(ev, f).expect("the event").rule
}

// rule: CG-SORC-02
// rule: CG-SORC-03
// rule: CG-TURN-04
#[test]
fn the_sorcery_card_is_offered_after_each_own_card_until_played() {
    let mut g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |s| s);
    assert!(g.player(Player::One).sorcery);
    assert_eq!(ask(&g), Ask::Sorcery { group: A, rituals: Ritual::FOREST_TRIBES.to_vec() });
    let legal = g.legal_decisions(Player::One);
    assert_eq!(
        legal,
        vec![Decision::Sorcery { cast: None }, cast(Ritual::BullsBreath, at(D)), cast(Ritual::MandrillsDance, None)],
        "no Wild Hunt: the cannibals are in no dangerous area"
    );
    assert!(g.apply(Player::One, &cast(Ritual::WildHunt, at(D))).is_err());
    assert!(g.apply(Player::One, &cast(Ritual::BloodyHand, None)).is_err(), "not one of his rituals");
    // Keep the card: the other player's card comes.
    g.apply(Player::One, &Decision::Sorcery { cast: None }).unwrap();
    assert!(g.player(Player::One).sorcery);
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
    assert_eq!(g.prompts()[0].player, Player::Two);
    // The opponent's card brings no offer; One's next card does.
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    reveal(&mut g, 2, 3);
    g.apply(Player::Two, &Decision::EndCard).unwrap();
    assert!(matches!(ask(&g), Ask::CardAction { .. }), "no offer after the opponent's card");
    g.apply(Player::One, &Decision::EndCard).unwrap();
    assert!(matches!(ask(&g), Ask::Sorcery { .. }));
}

// rule: CG-SORC-04
// rule: CG-SORC-05
// rule: CG-RITUAL-02
#[test]
fn bulls_breath_two_successes() {
    // The worked example: a token drawn (Movement, bag index 25), 2 D8 rolled: 6 5, two
    // successes: the cannibals draw a Stress token (Shooting, index 0) and take a Terror test
    // (one D8: 1, a failure: one more token, index 0).
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |s| s);
    let mut g = redice(&g, &[25, 6, 5, 0, 1, 0]);
    let ev = g.apply(Player::One, &cast(Ritual::BullsBreath, at(D))).unwrap();
    assert!(find(&ev, |w| matches!(w, What::RitualCast { player: Player::One, group: A, .. })).is_some());
    assert!(!g.player(Player::One).sorcery, "the card is discarded");
    assert_eq!(
        ask(&g),
        Ask::Incantation { group: A, ritual: Ritual::BullsBreath, dice: vec![Die::D8], may_draw: true }
    );
    let ev = g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::StressDrawn { group: A, .. })), "CG-SORC-04");
    assert_eq!(g.groups()[0].stress, vec![StressKind::Movement]);
    assert!(matches!(ask(&g), Ask::Incantation { ref dice, .. } if dice.len() == 2));
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { successes: 2, .. })), "CG-RITUAL-02");
    assert!(matches!(ask(&g), Ask::Roll { group: D, purpose: RollPurpose::Terror, .. }));
    g.apply(Player::Two, &roll()).unwrap();
    assert_eq!(g.groups()[1].stress, vec![StressKind::Shooting, StressKind::Shooting]);
    assert_eq!(g.groups()[0].stress, vec![StressKind::Movement], "the token stays with the witchdoctor's group");
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
    assert_eq!(g.groups()[1].terrorized, None, "not a Terror action");
}

// rule: CG-RITUAL-01
// rule: CG-RITUAL-03
#[test]
fn bulls_breath_one_and_three_successes() {
    // One success: a Terror test only.
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |s| s);
    let mut g = redice(&g, &[5]);
    g.apply(Player::One, &cast(Ritual::BullsBreath, at(D))).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-01");
    assert!(matches!(ask(&g), Ask::Roll { group: D, purpose: RollPurpose::Terror, .. }));
    assert!(g.groups()[1].stress.is_empty());

    // Three successes (two tokens drawn, 3 D8: 5 6 7): a figure of the owner's choice, a
    // token, then the Terror test.
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |s| s);
    let mut g = redice(&g, &[25, 25, 5, 6, 7, 0]);
    g.apply(Player::One, &cast(Ritual::BullsBreath, at(D))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { successes: 3, .. })), "CG-RITUAL-03");
    assert_eq!(ask(&g), Ask::Casualties { group: D, count: 1, character_must_fall: false });
    let ev = g.apply(Player::Two, &Decision::RemoveCasualties { figures: vec![FigureId(10)] }).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::FigureRemoved { .. })), "CG-RITUAL-03");
    assert_eq!(g.groups()[1].stress, vec![StressKind::Shooting]);
    assert!(matches!(ask(&g), Ask::Roll { group: D, purpose: RollPurpose::Terror, .. }));
}

// rule: CG-SORC-07
#[test]
fn a_panic_token_drawn_kills_the_witchdoctor() {
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |s| s);
    let mut g = redice(&g, &[44]);
    g.apply(Player::One, &cast(Ritual::BullsBreath, at(D))).unwrap();
    let ev = g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    assert!(find(&ev, |w| matches!(w, What::RitualMiscast { group: A, witchdoctor: FigureId(5) })).is_some());
    assert_eq!(rule_of(&ev, |w| matches!(w, What::FigureRemoved { figure: FigureId(5), .. })), "CG-SORC-07");
    assert_eq!(g.groups()[0].figures.len(), 5);
    assert!(matches!(ask(&g), Ask::CardAction { .. }), "the ritual failed: the other card comes");
    assert!(g.groups()[1].stress.is_empty());
}

// rule: CG-SORC-04
// rule: CG-SORC-06
#[test]
fn no_token_past_four_and_a_failed_roll_does_nothing() {
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |s| s);
    let g = set_stress(&g, A, &[StressKind::Combat; 3]);
    let mut g = redice(&g, &[0, 1, 2]);
    g.apply(Player::One, &cast(Ritual::BullsBreath, at(D))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    assert!(matches!(ask(&g), Ask::Incantation { may_draw: false, .. }));
    assert!(!g.legal_decisions(Player::One).contains(&Decision::DrawStressToken));
    assert!(g.apply(Player::One, &Decision::DrawStressToken).is_err());
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { successes: 0, .. })), "CG-SORC-06");
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

/// A Totem deck of five cards; the scripted dice replaced after the shuffles.
fn dance(values: &[u32]) -> Game {
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |mut s| {
        s.dice = congo_nile::congo::setup::DiceSetup::Scripted { values: vec![0; 64] };
        s.components.totem_deck =
            vec![TotemKind::Lion, TotemKind::Gorilla, TotemKind::Buffalo, TotemKind::Giraffe, TotemKind::Cheetah];
        s
    });
    redice(&g, values)
}

// rule: CG-RITUAL-04
// rule: CG-RITUAL-05
// rule: CG-RITUAL-06
#[test]
fn mandrills_dance() {
    let hand = |g: &Game| g.player(Player::One).totems.hand.len();
    // One success: a card drawn.
    let mut g = dance(&[5]);
    let before = hand(&g);
    g.apply(Player::One, &cast(Ritual::MandrillsDance, None)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::TotemDrawn { .. })), "CG-RITUAL-04");
    assert_eq!(hand(&g), before + 1);

    // Two successes: three drawn, one kept, two shuffled back.
    let mut g = dance(&[0, 5, 6, 0, 0, 0, 0, 0]);
    let (before, deck) = (hand(&g), g.player(Player::One).totems.deck.len());
    g.apply(Player::One, &cast(Ritual::MandrillsDance, None)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let Ask::ChooseTotems { cards, keep: 1 } = ask(&g) else { panic!("{:?}", ask(&g)) };
    assert_eq!(cards.len(), 3);
    assert_eq!(g.view(Player::Two).prompts[0].ask, Ask::ChooseTotems { cards: vec![], keep: 1 }, "hidden");
    assert_eq!(g.legal_decisions(Player::One).len(), 3);
    assert!(g.apply(Player::One, &Decision::ChooseTotems { cards: cards.clone() }).is_err());
    let ev = g.apply(Player::One, &Decision::ChooseTotems { cards: vec![cards[1]] }).unwrap();
    assert!(find(&ev, |w| matches!(w, What::TotemsReturned { count: 2, .. })).is_some());
    assert_eq!(hand(&g), before + 1);
    assert!(g.player(Player::One).totems.hand.iter().any(|c| c.id == cards[1]));
    assert_eq!(g.player(Player::One).totems.deck.len(), deck - 1);

    // Three successes: any two cards of the deck.
    let mut g = dance(&[0, 0, 5, 6, 7, 0, 0, 0, 0, 0]);
    let deck: Vec<u8> = g.player(Player::One).totems.deck.iter().map(|c| c.id).collect();
    g.apply(Player::One, &cast(Ritual::MandrillsDance, None)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let Ask::ChooseTotems { cards, keep: 2 } = ask(&g) else { panic!("{:?}", ask(&g)) };
    let mut sorted = deck.clone();
    sorted.sort_unstable();
    assert_eq!(cards, sorted);
    let ev = g.apply(Player::One, &Decision::ChooseTotems { cards: vec![cards[0], cards[2]] }).unwrap();
    assert_eq!(ev.iter().filter(|e| e.rule == "CG-RITUAL-06" && matches!(e.what, What::TotemDrawn { .. })).count(), 2);
    assert_eq!(g.player(Player::One).totems.deck.len(), deck.len() - 2);
}

/// The cannibals at y = 20 in a dangerous low jungle area (cover D8).
fn jungle(s: Setup) -> Setup {
    let mut s = s;
    let spec = TableSpec {
        areas: vec![
            TerrainArea::new(1, TerrainArea::rect_outline(5, 18, 20, 6), Height::Low, false, Die::D8).dangerous(),
        ],
        ..TableSpec::default()
    };
    s.table = congo_nile::congo::space::Table::new(spec).unwrap();
    s
}

// rule: CG-RITUAL-07
// rule: CG-RITUAL-08
// rule: CG-RITUAL-09
#[test]
fn wild_hunt() {
    // One success: 4D6 shot at the group (2 hits), which covers with its area's D8.
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], jungle);
    assert!(g.legal_decisions(Player::One).contains(&cast(Ritual::WildHunt, at(D))));
    let mut g = redice(&g, &[5, 6, 5, 1, 1]);
    g.apply(Player::One, &cast(Ritual::WildHunt, at(D))).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-07");
    assert!(find(&ev, |w| matches!(w, What::Rolled { purpose: RollPurpose::Attack, dice, .. } if dice.len() == 4 && dice.iter().all(|d| d.die() == Die::D6))).is_some());
    assert_eq!(ask(&g), Ask::Cover { group: D, hits: 2, dice: vec![Die::D8; 2] });

    // Two successes: a token (index 0), then 2D8 + 1D8 per token (one): 3 D8.
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], jungle);
    let mut g = redice(&g, &[25, 5, 5, 0, 1, 1, 5]);
    g.apply(Player::One, &cast(Ritual::WildHunt, at(D))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-08");
    assert!(
        find(&ev, |w| matches!(w, What::Rolled { purpose: RollPurpose::Attack, dice, .. } if dice.len() == 3))
            .is_some()
    );
    assert_eq!(g.groups()[1].stress.len(), 1);
    assert!(matches!(ask(&g), Ask::Cover { group: D, hits: 1, .. }));

    // Three successes: up to four tokens, then 6D8.
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], jungle);
    let g = set_stress(&g, D, &[StressKind::Terror]);
    let mut g = redice(&g, &[25, 25, 5, 5, 5, 0, 0, 0, 1, 1, 1, 1, 1, 5]);
    g.apply(Player::One, &cast(Ritual::WildHunt, at(D))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-09");
    assert_eq!(g.groups()[1].stress.len(), 4);
    assert!(
        find(&ev, |w| matches!(w, What::Rolled { purpose: RollPurpose::Attack, dice, .. } if dice.len() == 6))
            .is_some()
    );
}

fn ak_witchdoctor() -> GroupSetup {
    with_character(line("ak.married_warriors", 10, 10), "ak.witchdoctor")
}

// rule: CG-RITUAL-10
// rule: CG-RITUAL-11
// rule: CG-RITUAL-12
#[test]
fn bloody_hand() {
    let chief = || with_character(line("forest.warriors", 10, 20), "forest.chieftain");
    let chieftain = Some(RitualTarget::Character { figure: FigureId(11) });
    // One success, the D6 succeeds: his owner draws two tokens to save him.
    let g = offered(ak_witchdoctor(), vec![chief()], |s| s);
    assert!(g.legal_decisions(Player::One).contains(&cast(Ritual::BloodyHand, chieftain)));
    let mut g = redice(&g, &[5, 6, 0, 0]);
    g.apply(Player::One, &cast(Ritual::BloodyHand, chieftain)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::SpecialRuleRolled { .. })), "CG-RITUAL-10");
    assert_eq!(ask(&g), Ask::SaveCharacter { group: D, character: FigureId(11), stress: 2 });
    assert_eq!(g.prompts()[0].player, Player::Two);
    g.apply(Player::Two, &Decision::UseRule { accept: true }).unwrap();
    assert_eq!(g.groups()[1].stress.len(), 2);
    assert!(g.figures()[11].alive);

    // rule: CG-STRESS-04
    // The same, his group holding four tokens: the save would draw more, it is not offered.
    let g = offered(ak_witchdoctor(), vec![chief()], |s| s);
    let g = set_stress(&g, D, &[StressKind::Combat; 4]);
    let mut g = redice(&g, &[5, 6]);
    g.apply(Player::One, &cast(Ritual::BloodyHand, chieftain)).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert!(!g.prompts().iter().any(|p| matches!(p.ask, Ask::SaveCharacter { .. })), "{:?}", g.prompts());
    assert_eq!(rule_of(&ev, |w| matches!(w, What::FigureRemoved { figure: FigureId(11), .. })), "CG-RITUAL-10");
    assert_eq!(g.groups()[1].stress.len(), 4);

    // Two successes, the D8 succeeds, no tokens: he is eliminated.
    let g = offered(ak_witchdoctor(), vec![chief()], |s| s);
    let mut g = redice(&g, &[25, 5, 6, 7]);
    g.apply(Player::One, &cast(Ritual::BloodyHand, chieftain)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let ev = g.apply(Player::Two, &Decision::UseRule { accept: false }).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::FigureRemoved { figure: FigureId(11), .. })), "CG-RITUAL-11");

    // Two successes, the D8 fails: one token.
    let g = offered(ak_witchdoctor(), vec![chief()], |s| s);
    let mut g = redice(&g, &[25, 5, 6, 2, 0]);
    g.apply(Player::One, &cast(Ritual::BloodyHand, chieftain)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    assert_eq!(g.groups()[1].stress.len(), 1);
    assert!(g.figures()[11].alive);

    // Three successes, the D10 succeeds: eliminated and one token.
    let g = offered(ak_witchdoctor(), vec![chief()], |s| s);
    let mut g = redice(&g, &[25, 25, 5, 6, 7, 9, 0]);
    g.apply(Player::One, &cast(Ritual::BloodyHand, chieftain)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::FigureRemoved { figure: FigureId(11), .. })), "CG-RITUAL-12");
    assert!(!g.figures()[11].alive);
    assert_eq!(g.groups()[1].stress.len(), 1);
}

// rule: CG-RITUAL-16
// rule: CG-RITUAL-17
// rule: CG-RITUAL-18
#[test]
fn macabre_blessing() {
    let friends = |s: Setup| {
        let mut s = s;
        s.columns[0].groups.push(line("ak.askaris", 10, 14));
        s.columns[0].groups.push(line("ak.askaris", 40, 40));
        s
    };
    let tokens = |g: &Game| g.groups().iter().map(|x| x.stress.len()).collect::<Vec<_>>();
    let prepare = |values: &[u32]| {
        let g = offered(ak_witchdoctor(), vec![line("forest.cannibals", 10, 20)], friends);
        let g = set_stress(&g, GroupId(1), &[StressKind::Combat, StressKind::Combat]);
        let g = set_stress(&g, GroupId(2), &[StressKind::Terror]);
        let g = set_stress(&g, GroupId(3), &[StressKind::Movement]);
        redice(&g, values)
    };
    // Groups: 0 the witchdoctor's, 1 his askaris 4" away (two tokens), 2 askaris far away, 3 the
    // enemy cannibals 10" away. One success: one token of one group within M.
    let mut g = prepare(&[5]);
    g.apply(Player::One, &cast(Ritual::MacabreBlessing, None)).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    assert_eq!(ask(&g), Ask::RemoveStress { count: 1, groups: vec![GroupId(1)] });
    let ev = g.apply(Player::One, &Decision::RemoveStress { group: GroupId(1), token: StressKind::Combat }).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::StressReturned { .. })), "CG-RITUAL-16");
    assert_eq!(tokens(&g), vec![0, 1, 1, 1]);

    // Two successes: up to three groups within L, one token each, each group once; may stop.
    let mut g = prepare(&[25, 5, 5]);
    g.apply(Player::One, &cast(Ritual::MacabreBlessing, None)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    assert_eq!(ask(&g), Ask::RemoveStress { count: 3, groups: vec![GroupId(0), GroupId(1), GroupId(3)] });
    g.apply(Player::One, &Decision::RemoveStress { group: GroupId(1), token: StressKind::Combat }).unwrap();
    assert_eq!(ask(&g), Ask::RemoveStress { count: 2, groups: vec![GroupId(0), GroupId(3)] });
    assert!(g.legal_decisions(Player::One).contains(&Decision::UseRule { accept: false }));
    g.apply(Player::One, &Decision::RemoveStress { group: GroupId(0), token: StressKind::Movement }).unwrap();
    g.apply(Player::One, &Decision::UseRule { accept: false }).unwrap();
    assert_eq!(tokens(&g), vec![0, 1, 1, 1]);
    assert!(matches!(ask(&g), Ask::CardAction { .. }));

    // Three successes: every token of every group of the column.
    let mut g = prepare(&[25, 25, 5, 5, 5]);
    g.apply(Player::One, &cast(Ritual::MacabreBlessing, None)).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::StressReturned { .. })), "CG-RITUAL-18");
    assert_eq!(tokens(&g), vec![0, 0, 0, 1]);
}

// rule: CG-SORC-01
#[test]
fn the_ritual_roll_uses_the_sorcery_die_and_one_crocodile() {
    let g = offered(witchdoctor(), vec![line("forest.cannibals", 10, 20)], |mut s| {
        s.components.totem_deck =
            vec![TotemKind::Crocodile { dice: congo_nile::congo::profile::DicePool { count: 2, die: Die::D6 } }];
        s
    });
    let croc = g.player(Player::One).totems.hand[0].id;
    let mut g = redice(&g, &[1, 5, 6]);
    g.apply(Player::One, &cast(Ritual::MandrillsDance, None)).unwrap();
    assert!(g.legal_decisions(Player::One).contains(&Decision::Roll { drop: vec![], crocodile: Some(croc) }));
    let ev = g.apply(Player::One, &Decision::Roll { drop: vec![], crocodile: Some(croc) }).unwrap();
    assert!(
        find(
            &ev,
            |w| matches!(w, What::Rolled { purpose: RollPurpose::Ritual, dice, successes: 2, .. } if dice.len() == 3)
        )
        .is_some()
    );
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-05");
}

// rule: CG-SORC-03
#[test]
fn a_ritual_is_not_an_action() {
    // The witchdoctor's group moves with card 7, then the ritual is still offered and may target
    // a group that has acted.
    let mut g = Game::new(&setup(vec![witchdoctor()], vec![line("forest.cannibals", 10, 20)], TotemKind::Lion, vec![]))
        .unwrap();
    reveal(&mut g, 7, 1);
    let step = g
        .legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::Move { group: A, engage: None, .. }))
        .expect("a move");
    g.apply(Player::One, &step).unwrap();
    assert!(g.groups()[0].acted.is_some());
    g.apply(Player::One, &Decision::EndCard).unwrap();
    assert!(matches!(ask(&g), Ask::Sorcery { group: A, .. }));
    let mut g = redice(&g, &[5]);
    g.apply(Player::One, &cast(Ritual::MandrillsDance, None)).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

// rule: CG-RITUAL-13
// rule: CG-RITUAL-15
#[test]
fn mad_hyena() {
    // One success: the caster moves his askaris (which have not acted) one S stick into the
    // cannibals 3" away; the melee's attack pool gains a D8.
    let two_groups = |s: Setup| {
        let mut s = s;
        s.columns[0].groups.push(line("ak.askaris", 30, 14));
        s
    };
    let g = offered(ak_witchdoctor(), vec![line("forest.cannibals", 30, 17)], two_groups);
    let askaris = GroupId(1);
    assert!(g.legal_decisions(Player::One).contains(&cast(Ritual::MadHyena, at(askaris))));
    assert!(g.legal_decisions(Player::One).contains(&cast(Ritual::MadHyena, at(GroupId(2)))), "an enemy group too");
    let mut g = redice(&g, &[5]);
    g.apply(Player::One, &cast(Ritual::MadHyena, at(askaris))).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-13");
    assert_eq!(ask(&g), Ask::MadHyena { group: askaris, one_stick: true, panic: false });
    let legal = g.legal_decisions(Player::One);
    assert!(legal.iter().all(|d| !matches!(d, Decision::Move { path, .. } if path.len() != 1)), "one stick");
    assert!(!legal.contains(&Decision::UseRule { accept: true }));
    let charge = legal
        .into_iter()
        .find(|d| matches!(d, Decision::Move { engage: Some(GroupId(2)), .. }))
        .expect("an engaging move");
    let ev = g.apply(Player::One, &charge).unwrap();
    assert!(find(&ev, |w| matches!(w, What::CombatDiceGained { group, .. } if *group == askaris)).is_some());
    assert!(
        matches!(ask(&g), Ask::Roll { purpose: RollPurpose::MeleeAttack, ref dice, .. } if dice.contains(&Die::D8))
    );
    assert!(g.groups()[1].acted.is_none(), "the ritual's move is not the group's action");

    // Three successes: a Panic token instead of the move.
    let g = offered(ak_witchdoctor(), vec![line("forest.cannibals", 30, 17)], two_groups);
    let mut g = redice(&g, &[25, 25, 5, 5, 5]);
    g.apply(Player::One, &cast(Ritual::MadHyena, at(GroupId(2)))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-15");
    assert_eq!(ask(&g), Ask::MadHyena { group: GroupId(2), one_stick: false, panic: true });
    g.apply(Player::One, &Decision::UseRule { accept: true }).unwrap();
    assert_eq!(g.groups()[2].stress, vec![StressKind::Panic]);
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

// rule: CG-RITUAL-13
#[test]
fn a_mad_hyena_left_unused_says_the_group_stays_where_it_is() {
    // One success; the caster leaves the askaris where they are: the engine says so (no move
    // is made), and the card's resolution carries on.
    let two_groups = |mut s: Setup| {
        s.columns[0].groups.push(line("ak.askaris", 30, 14));
        s
    };
    let g = offered(ak_witchdoctor(), vec![line("forest.cannibals", 30, 17)], two_groups);
    let askaris = GroupId(1);
    let mut g = redice(&g, &[5]);
    g.apply(Player::One, &cast(Ritual::MadHyena, at(askaris))).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    let before = g.figures()[usize::from(g.groups()[1].figures[0].0)].at;
    let ev = g.apply(Player::One, &Decision::UseRule { accept: false }).unwrap();
    let e = find(&ev, |w| matches!(w, What::MadHyenaUnused { .. })).expect("the ritual's unused move is told");
    assert_eq!(e.what, What::MadHyenaUnused { group: askaris, panic: false });
    assert_eq!(e.rule, "CG-RITUAL-13");
    assert!(!ev.iter().any(|e| matches!(e.what, What::Moved { .. })));
    assert_eq!(g.figures()[usize::from(g.groups()[1].figures[0].0)].at, before);
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

// rule: CG-RITUAL-15
#[test]
fn a_mad_hyena_panic_token_the_group_cannot_take_is_told() {
    // Three successes; the caster chooses the Panic token for the cannibals, who already hold
    // four Stress tokens: they take none, and the engine says the ritual had no effect.
    let g = offered(ak_witchdoctor(), vec![line("forest.cannibals", 30, 17)], |s| s);
    let full = [StressKind::Combat, StressKind::Combat, StressKind::Shooting, StressKind::Movement];
    let g = set_stress(&g, D, &full);
    let mut g = redice(&g, &[25, 25, 5, 5, 5]);
    g.apply(Player::One, &cast(Ritual::MadHyena, at(D))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    g.apply(Player::One, &roll()).unwrap();
    assert_eq!(ask(&g), Ask::MadHyena { group: D, one_stick: false, panic: true });
    let ev = g.apply(Player::One, &Decision::UseRule { accept: true }).unwrap();
    let e = find(&ev, |w| matches!(w, What::MadHyenaUnused { .. })).expect("the Panic token not given is told");
    assert_eq!(e.what, What::MadHyenaUnused { group: D, panic: true });
    assert_eq!(e.rule, "CG-RITUAL-15");
    assert_eq!(g.groups()[1].stress, full.to_vec(), "no fifth token");
}

// rule: CG-RITUAL-14
#[test]
fn mad_hyena_two_successes_move_normally() {
    let g = offered(ak_witchdoctor(), vec![line("forest.cannibals", 10, 40)], |s| s);
    let mut g = redice(&g, &[25, 5, 5]);
    g.apply(Player::One, &cast(Ritual::MadHyena, at(D))).unwrap();
    g.apply(Player::One, &Decision::DrawStressToken).unwrap();
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-14");
    let pace = g
        .legal_decisions(Player::One)
        .into_iter()
        .find(|d| matches!(d, Decision::Move { path, .. } if path.len() == 2))
        .expect("the pace");
    let before = g.figures()[usize::from(g.groups()[1].figures[0].0)].at;
    g.apply(Player::One, &pace).unwrap();
    assert_ne!(g.figures()[usize::from(g.groups()[1].figures[0].0)].at, before, "the enemy group was moved");
    assert!(matches!(ask(&g), Ask::CardAction { .. }));
}

/// `offered`, with a Giraffe as each player's Totem deck (drawn at the turn's start): returns the
/// game and player One's Giraffe id.
fn offered_with_giraffe(one: GroupSetup, two: Vec<GroupSetup>, s: impl FnOnce(Setup) -> Setup) -> (Game, u8) {
    let mut g = Game::new(&s(setup(vec![one], two, TotemKind::Giraffe, vec![]))).unwrap();
    reveal(&mut g, 7, 1);
    g.apply(Player::One, &Decision::EndCard).unwrap();
    let id =
        g.player(Player::One).totems.hand.iter().find(|c| c.kind == TotemKind::Giraffe).expect("a giraffe in hand").id;
    (g, id)
}

fn cast_giraffe(ritual: Ritual, target: Option<RitualTarget>, card: u8) -> Decision {
    Decision::Sorcery { cast: Some(RitualCast { ritual, target, giraffe: Some(card) }) }
}

// rule: CG-TOTEM-09
#[test]
fn giraffe_increases_the_ritual_range() {
    // The cannibals stand 13" from the witchdoctor's warriors (closest bases): beyond L, within
    // L+S. Bull's Breath reaches them only with the Giraffe played on the ritual.
    let (g, card) = offered_with_giraffe(witchdoctor(), vec![line("forest.cannibals", 10, 24)], |s| s);
    let legal = g.legal_decisions(Player::One);
    assert!(!legal.contains(&cast(Ritual::BullsBreath, at(D))), "beyond L without the giraffe");
    assert!(legal.contains(&cast_giraffe(Ritual::BullsBreath, at(D), card)));
    assert!(!legal.iter().any(|d| matches!(
        d,
        Decision::Sorcery { cast: Some(RitualCast { ritual: Ritual::MandrillsDance, giraffe: Some(_), .. }) }
    )));
    let mut refused = g.clone();
    assert!(refused.apply(Player::One, &cast(Ritual::BullsBreath, at(D))).is_err());
    assert!(
        refused.apply(Player::One, &cast_giraffe(Ritual::MandrillsDance, None, card)).is_err(),
        "the Mandrill's Dance has no range"
    );
    assert!(
        refused.apply(Player::One, &cast_giraffe(Ritual::BullsBreath, at(D), card + 1)).is_err(),
        "not a card in hand"
    );
    let mut g = redice(&g, &[5]);
    let ev = g.apply(Player::One, &cast_giraffe(Ritual::BullsBreath, at(D), card)).unwrap();
    let played =
        find(&ev, |w| matches!(w, What::TotemPlayed { player: Player::One, .. })).expect("the giraffe is played");
    assert_eq!(played.rule, "CG-TOTEM-09");
    assert!(g.player(Player::One).totems.hand.iter().all(|c| c.kind != TotemKind::Giraffe));
    let ev = g.apply(Player::One, &roll()).unwrap();
    assert_eq!(rule_of(&ev, |w| matches!(w, What::RitualResolved { .. })), "CG-RITUAL-01");
    assert!(matches!(ask(&g), Ask::Roll { group: D, purpose: RollPurpose::Terror, .. }));

    // Beyond L+S even the giraffe does not reach.
    let (g, card) = offered_with_giraffe(witchdoctor(), vec![line("forest.cannibals", 10, 30)], |s| s);
    assert!(!g.legal_decisions(Player::One).contains(&cast_giraffe(Ritual::BullsBreath, at(D), card)));
}

// rule: CG-TOTEM-09
// rule: CG-RITUAL-16
#[test]
fn giraffe_increases_the_macabre_blessings_range() {
    // One success: a token of a group within M (6"), M+S (10") with the Giraffe: the enemy
    // cannibals 9" away (closest bases) come within reach.
    let friends = |s: Setup| {
        let mut s = s;
        s.columns[0].groups.push(line("ak.askaris", 10, 14));
        s
    };
    let prepare = |giraffe: bool| {
        let (g, card) = offered_with_giraffe(ak_witchdoctor(), vec![line("forest.cannibals", 10, 20)], friends);
        let g = set_stress(&g, GroupId(1), &[StressKind::Combat]);
        let g = set_stress(&g, GroupId(2), &[StressKind::Movement]);
        let mut g = redice(&g, &[5]);
        let d = if giraffe {
            cast_giraffe(Ritual::MacabreBlessing, None, card)
        } else {
            cast(Ritual::MacabreBlessing, None)
        };
        assert!(g.legal_decisions(Player::One).contains(&d));
        g.apply(Player::One, &d).unwrap();
        g.apply(Player::One, &roll()).unwrap();
        g
    };
    assert_eq!(ask(&prepare(false)), Ask::RemoveStress { count: 1, groups: vec![GroupId(1)] });
    assert_eq!(ask(&prepare(true)), Ask::RemoveStress { count: 1, groups: vec![GroupId(1), GroupId(2)] });
}
