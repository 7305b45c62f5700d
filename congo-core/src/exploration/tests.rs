//! Dangerous Terrain in play, with scripted dice: entering, the explored check, Natives, I found
//! it!, and every table entry resolved in play.

use super::*;
use crate::decision::Decision;
use crate::geometry::table::{Height, TableSpec, TerrainArea};
use crate::rosters::Roster;
use crate::setup::{ColumnSetup, Components, Deployed, DiceSetup, GroupSetup, Setup};
use crate::state::FigureId;
use crate::totem::TotemKind;
use alloc::vec;
use tabletop::{DiceSource, Die, RulesGame};

pub(crate) const AREA: AreaId = AreaId(1);

pub(crate) fn line(id: &str, x: i32, y: i32) -> GroupSetup {
    let profile = Roster::builtin().group(id).cloned().expect("a built-in group");
    let members = (0..i32::from(profile.figures)).map(|i| Point::inches(x + i, y)).collect();
    GroupSetup { profile, members, characters: vec![], auxiliaries: vec![] }
}

/// A jungle table with one dangerous D10 area from (20, 20) to (32, 32).
pub(crate) fn setup(env: Environment, one: GroupSetup, two: GroupSetup, dice: Vec<u32>) -> Setup {
    let area = TerrainArea::new(1, TerrainArea::rect_outline(20, 20, 12, 12), Height::Low, false, Die::D10).dangerous();
    let table =
        crate::space::Table::new(TableSpec { areas: vec![area], ..TableSpec::default() }).expect("a valid table");
    let col = |groups| ColumnSetup { name: "c".into(), culture: crate::profile::Culture::WhiteMenExpeditions, groups };
    Setup {
        table,
        environment: env,
        columns: [col(vec![one]), col(vec![two])],
        turns: 2,
        initiative: Player::One,
        dice: DiceSetup::Scripted { values: dice },
        components: Components { totem_deck: vec![TotemKind::Lion], ..Components::default() },
        adventure: None,
    }
}

/// Both players choose cards 7 (red move) and 1, reveal, pass the Cheetah.
pub(crate) fn to_move(g: &mut Game) {
    to_card(g, 7);
}

/// Both players choose cards 6 (one Shooting action) and 1, reveal, pass the Cheetah: Player
/// One's card 6 is resolved first.
pub(crate) fn to_shoot(g: &mut Game) {
    to_card(g, 6);
}

/// Player One chooses cards `card`, 1, 2 and plays `card` (above 1), Player Two chooses 1, 2, 3
/// and plays 1; both pass the Cheetah: Player One's card is resolved first.
pub(crate) fn to_card(g: &mut Game, card: u8) {
    g.apply(Player::One, &Decision::ChooseActionCards { cards: vec![card, 1, 2] }).unwrap();
    g.apply(Player::Two, &Decision::ChooseActionCards { cards: vec![1, 2, 3] }).unwrap();
    g.apply(Player::One, &Decision::ChooseCard { card }).unwrap();
    g.apply(Player::Two, &Decision::ChooseCard { card: 1 }).unwrap();
    g.apply(Player::One, &Decision::Cheetah { card: None }).unwrap();
    g.apply(Player::Two, &Decision::Cheetah { card: None }).unwrap();
}

/// Askaris (4 figures, x 16-19, y 25) walk east into the area: the leader (figure 3) to (23, 25).
pub(crate) fn enter() -> Decision {
    Decision::Move {
        group: GroupId(0),
        leader: FigureId(3),
        path: vec![Point::inches(23, 25)],
        engage: None,
        formation: None,
        giraffe: None,
    }
}

pub(crate) fn terrain_events(ev: &[Event]) -> Vec<&TerrainEvent> {
    ev.iter()
        .filter_map(|e| match &e.what {
            What::Terrain { event } => Some(event),
            _ => None,
        })
        .collect()
}

/// The Loot tokens lying on the table (pieces any group may pick up, CG-TERR-13): where, bulky.
pub(crate) fn lying_loot(g: &Game) -> Vec<(Point, bool)> {
    g.universal
        .pieces
        .iter()
        .filter_map(|p| match (&p.kind, p.place) {
            (crate::universal::PieceKind::Loot { bulky }, crate::universal::Place::Table { at }) => Some((at, *bulky)),
            _ => None,
        })
        .collect()
}

fn explored_entry(ev: &[Event]) -> Option<String> {
    terrain_events(ev).into_iter().find_map(|t| match t {
        TerrainEvent::Explored { entry, .. } => Some(entry.clone()),
        _ => None,
    })
}

fn askaris() -> GroupSetup {
    line("wme.trained_askaris", 16, 25)
}

fn far() -> GroupSetup {
    line("forest.cannibals", 10, 44)
}

// rule: CG-TERR-10, CG-TERR-12, CG-DT-JUNGLE-01
#[test]
fn entering_an_unexplored_dangerous_area_rolls_the_cover_die_twice() {
    // The D10 area: 2 then 7 read block 2: "Everything is fine".
    let mut g = Game::new(&setup(Environment::Jungle, askaris(), far(), vec![2, 7])).unwrap();
    to_move(&mut g);
    let ev = g.apply(Player::One, &enter()).unwrap();
    assert_eq!(explored_entry(&ev).as_deref(), Some("CG-DT-JUNGLE-01"));
    assert!(g.terrain().is_explored(AREA));
    assert!(g.view(Player::Two).terrain.is_explored(AREA), "the explored area is public");
}

// rule: CG-TERR-11
#[test]
fn an_area_someone_stands_in_is_explored() {
    let mut g = Game::new(&setup(Environment::Jungle, askaris(), line("forest.cannibals", 26, 30), vec![])).unwrap();
    to_move(&mut g);
    let ev = g.apply(Player::One, &enter()).unwrap();
    assert!(explored_entry(&ev).is_none());
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::AlreadyExplored { area: AREA, .. })));
    // Told after the move that enters it.
    let at = |f: fn(&What) -> bool| ev.iter().position(|e| f(&e.what)).expect("the event");
    let explored = at(|w| matches!(w, What::Terrain { event: TerrainEvent::AlreadyExplored { .. } }));
    assert!(at(|w| matches!(w, What::Moved { .. })) < explored, "{ev:?}");
}

// rule: CG-WME-13
#[test]
fn natives_never_roll_on_the_table() {
    // The Scouts' profile is lost (RULINGS.md): Askaris with the Natives rule stand in.
    let mut scouts = askaris();
    scouts.profile.special_rules.push(crate::profile::SpecialRule::Natives);
    let mut g = Game::new(&setup(Environment::Jungle, scouts, far(), vec![])).unwrap();
    to_move(&mut g);
    let ev = g.apply(Player::One, &enter()).unwrap();
    assert!(explored_entry(&ev).is_none());
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::Natives { .. })));
}

// rule: CG-WME-06
#[test]
fn i_found_it_places_a_loot_token_in_the_area_on_a_success() {
    let mut group = askaris();
    let scientist = Roster::builtin().character("wme.scientist").cloned().unwrap();
    group.characters.push(Deployed { profile: scientist, at: Point::inches(15, 25) });
    // The Scientist's D8: 6 (success); then the table: 1, 1 (everything is fine).
    let mut g = Game::new(&setup(Environment::Jungle, group, far(), vec![6, 1, 1])).unwrap();
    to_move(&mut g);
    let ev = g.apply(Player::One, &enter()).unwrap();
    let placed = terrain_events(&ev).into_iter().find_map(|t| match t {
        TerrainEvent::FoundIt { placed, .. } => Some(*placed),
        _ => None,
    });
    let at = placed.flatten().expect("a Loot token placed");
    assert_eq!(g.setup_ref().table.area_at(at), Some(AREA));
    assert_eq!(lying_loot(&g).len(), 1);
    for f in g.figures() {
        assert!(
            !crate::geometry::base::in_contact(at, f.at) && !crate::geometry::base::overlaps(at, f.at),
            "out of contact"
        );
    }
}

/// Put the resolution of `entry` for group 0 (in the area) on the stack.
pub(crate) fn push_entry(g: &mut Game, entry: &str) {
    let start = g.group(GroupId(0)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at).collect();
    g.stack.push(Task::Terrain(TerrainTask::Explore(Explore {
        group: GroupId(0),
        area: AREA,
        start,
        table: true,
        stage: Stage::Entry { entry: entry.into(), step: 0, rolls: vec![], figures: 0 },
        ask: None,
        answer: None,
        line: vec![],
        frenzy: None,
        entered_from: None,
    })));
}

/// Resolve `entry` for group 0 standing in the area, with seeded dice, answering every prompt
/// with its first legal decision (or `pick` when given); returns the events.
fn play_entry(entry: &'static str, seed: u64, pick: usize) -> (Game, Vec<Event>) {
    let mut g = Game::new(&setup(Environment::Jungle, line("wme.trained_askaris", 21, 25), far(), vec![])).unwrap();
    to_move(&mut g);
    g.dice = DiceSource::seeded(seed);
    push_entry(&mut g, entry);
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    for _ in 0..200 {
        if g.stack.is_empty() || g.is_over() {
            break;
        }
        let Some(p) = g.prompts().first().cloned() else { break };
        let options = g.legal_decisions(p.player);
        assert!(!options.is_empty(), "{entry}: a prompt without decisions: {:?}", p.ask);
        let d = options.get(pick).unwrap_or(&options[0]).clone();
        ev.extend(g.apply(p.player, &d).unwrap_or_else(|e| panic!("{entry}: {d:?} refused: {e}")));
    }
    assert!(g.stack.is_empty(), "{entry}: the resolution did not finish");
    (g, ev)
}

/// The entries the engine narrates without resolving (docs/rulings.md "Adventures in play").
pub(crate) const NOT_RESOLVED: [&str; 0] = [];

// rule: CG-DT-JUNGLE-01 to CG-DT-JUNGLE-36, CG-DT-SAVANNAH-01 to CG-DT-SAVANNAH-36
#[test]
fn every_entry_resolves_in_play_whatever_the_choice() {
    for env in [Environment::Jungle, Environment::Savannah] {
        for e in env.table() {
            for pick in 0..3 {
                let (_, ev) = play_entry(e.id, 7 + pick as u64, pick);
                let unresolved = terrain_events(&ev)
                    .iter()
                    .any(|t| matches!(t, TerrainEvent::NotResolved { entry, .. } if entry == e.id));
                assert_eq!(unresolved, NOT_RESOLVED.contains(&e.id), "{}", e.id);
            }
        }
    }
}

// rule: CG-DT-JUNGLE-13
#[test]
fn anthill_the_group_draws_a_stress_token() {
    let (g, ev) = play_entry("CG-DT-JUNGLE-13", 1, 0);
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), 1);
    assert!(ev.iter().any(|e| matches!(e.what, What::StressDrawn { group: GroupId(0), .. })));
}

// rule: CG-DT-JUNGLE-02, CG-TERR-13
#[test]
fn fetish_places_a_loot_token_with_the_group() {
    let (g, _) = play_entry("CG-DT-JUNGLE-02", 1, 0);
    assert_eq!(g.group(GroupId(0)).unwrap().loot, 1);
    assert_eq!(crate::universal::loot_held(&g, Player::One), 1, "carried, it counts for the column's VP");
}

// rule: CG-TERR-13, CG-DT-JUNGLE-10
#[test]
fn bulky_loot_placed_with_the_group_is_carried_and_slows_it() {
    // The panther's carcass (taken when the group suffers no losses) is bulky Loot.
    let mut g = Game::new(&setup(Environment::Jungle, line("wme.trained_askaris", 21, 25), far(), vec![])).unwrap();
    to_move(&mut g);
    g.dice = DiceSource::scripted([1, 1, 1]);
    push_entry(&mut g, "CG-DT-JUNGLE-10");
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    g.apply(Player::One, &Decision::Choose { choice: Choice::Accept }).unwrap();
    assert_eq!(crate::universal::bulky_carried(&g, GroupId(0)), 1);
    assert_eq!(crate::universal::loot_held(&g, Player::One), 1);
    assert_eq!(
        crate::universal::with_bulky(&g, GroupId(0), Default::default()).as_slice(),
        [crate::stress::StressKind::Movement]
    );
}

// rule: CG-DT-SAVANNAH-07
#[test]
fn elephant_bones_two_bulky_loot_tokens_lie_in_the_area() {
    let (g, _) = play_entry("CG-DT-SAVANNAH-07", 1, 0);
    let loot = lying_loot(&g);
    assert_eq!(loot.len(), 2);
    assert!(loot.iter().all(|(at, bulky)| *bulky && g.setup_ref().table.area_at(*at) == Some(AREA)));
}

// rule: CG-DT-JUNGLE-36
#[test]
fn sinister_the_opponent_picks_the_dice_in_play() {
    let mut g = Game::new(&setup(Environment::Jungle, askaris(), far(), vec![9, 8, 3, 1, 4])).unwrap();
    to_move(&mut g);
    // 9 then 8: "This place is really sinister!"; the 3D10: 3, 1, 4.
    g.apply(Player::One, &enter()).unwrap();
    let p = g.prompts().first().cloned().unwrap();
    assert_eq!(p.player, Player::Two, "the opponent picks");
    // He reads 3 (block) and 1 (row): the sacred tree, a Totem card for player One.
    let before = g.player(Player::One).totems.hand.len();
    let ev = g.apply(Player::Two, &Decision::Choose { choice: Choice::Pick { first: 0, second: 1 } }).unwrap();
    assert!(
        terrain_events(&ev)
            .iter()
            .any(|t| matches!(t, TerrainEvent::Explored { entry, .. } if entry == "CG-DT-JUNGLE-02"))
    );
    assert_eq!(g.group(GroupId(0)).unwrap().loot, 1, "3/1 is the fetish: a Loot token");
    assert_eq!(g.player(Player::One).totems.hand.len(), before);
}

// rule: CG-DT-JUNGLE-31, CG-DT-JUNGLE-35
#[test]
fn spider_flee_or_draw_two_stress_tokens() {
    let (g, _) = play_entry("CG-DT-JUNGLE-35", 1, 0);
    assert!(g.terrain().has(AreaMarker::Mist { area: AREA }));
    let (g, ev) = play_entry("CG-DT-JUNGLE-31", 3, 1);
    // Options: Flee, DrawStress; pick 1 = draw two tokens.
    let drawn = ev.iter().filter(|e| matches!(e.what, What::StressDrawn { group: GroupId(0), .. })).count();
    assert!(drawn >= 2 || g.group(GroupId(0)).unwrap().stress.len() >= 2, "{ev:?}");
}

// rule: CG-DT-SAVANNAH-20, CG-USR-06
#[test]
fn savannah_rain_puts_the_downpour_in_force() {
    let (g, _) = play_entry("CG-DT-SAVANNAH-20", 1, 0);
    assert!(crate::conditions::downpour(&g));
    assert_eq!(crate::conditions::range_cap(&g), Some(crate::profile::Stick::M.length()));
    assert_eq!(crate::conditions::shooting_discards_per_token(&g), 2);
}

// rule: CG-DT-SAVANNAH-34
#[test]
fn bush_fire_marks_the_area_until_the_end() {
    let (g, _) = play_entry("CG-DT-SAVANNAH-34", 1, 0);
    assert!(g.terrain().has(AreaMarker::BushFire { area: AREA }));
}

// rule: CG-DT-SAVANNAH-25, CG-USR-07
#[test]
fn hostile_territory_gives_traps_to_every_column() {
    let (g, _) = play_entry("CG-DT-SAVANNAH-25", 1, 0);
    assert!(crate::conditions::traps_for(&g, Player::One) && crate::conditions::traps_for(&g, Player::Two));
}

// rule: CG-DT-JUNGLE-34
#[test]
fn cannibal_territory_shoots_every_group_entering_it() {
    // The area is already cannibal territory; the D10 table roll: 1, 1 (fine). The archers' 3D6:
    // 5 5 2 = a poisoned pair: two casualties without cover, then the group flees.
    let mut g = Game::new(&setup(Environment::Jungle, askaris(), far(), vec![5, 5, 2, 1, 1])).unwrap();
    g.terrain.markers.push(AreaMarker::Cannibals { area: AREA });
    to_move(&mut g);
    let ev = g.apply(Player::One, &enter()).unwrap();
    assert!(terrain_events(&ev).iter().any(|t| matches!(t, TerrainEvent::Attacked { hits: 2, .. })));
    assert!(matches!(g.prompts()[0].ask, crate::pending::Ask::Casualties { count: 2, .. }), "{:?}", g.prompts());
}

// rule: CG-DT-JUNGLE-19
#[test]
fn screams_a_group_in_dangerous_terrain_that_cannot_shoot_flees() {
    // The Askaris (rifles, L) see nobody within range: the Cannibals are 19" away.
    let (_, ev) = play_entry("CG-DT-JUNGLE-19", 1, 0);
    assert!(ev.iter().any(|e| matches!(e.what, What::Fled { group: GroupId(0), .. })), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e.what, What::ShotDeclared { .. })));
}

// rule: CG-DT-SAVANNAH-17, CG-USR-12
#[test]
fn strange_man_joins_the_group_and_tells_his_tales_at_the_end_of_each_turn() {
    use crate::universal::{PieceKind, Place};
    let (mut g, _) = play_entry("CG-DT-SAVANNAH-17", 1, 0);
    let man = g.universal.pieces.iter().position(|p| p.kind == PieceKind::StrangeMan).expect("placed");
    assert_eq!(g.universal.pieces[man].place, Place::With { group: GroupId(0) });
    let stress = g.group(GroupId(0)).unwrap().stress.len();
    let mut ev = vec![];
    crate::universal::end_of_turn(&mut g, &mut ev).unwrap();
    assert!(
        ev.iter().any(|e| matches!(
            e.what,
            What::TotemDrawn { player: Player::One, .. } | What::TotemDeckEmpty { player: Player::One }
        )),
        "the owner draws a Totem card: {ev:?}"
    );
    g.run(&mut ev).unwrap();
    assert_eq!(g.group(GroupId(0)).unwrap().stress.len(), stress + 1, "the group draws a Stress token");
    // He stays with a fleeing group, as an Independent Character does.
    let mut ev = vec![];
    crate::universal::pieces::on_flee(&mut g, GroupId(0), &mut ev).unwrap();
    assert_eq!(g.universal.pieces[man].place, Place::With { group: GroupId(0) });
}

// rule: CG-DT-JUNGLE-09
// rule: CG-RITUAL-05
#[test]
fn the_haggard_mans_dance_lets_the_player_choose_and_shuffles_the_others_back() {
    use crate::totem::{TotemCards, TotemKind};
    let mut g = Game::new(&setup(Environment::Jungle, line("wme.trained_askaris", 21, 25), far(), vec![])).unwrap();
    to_move(&mut g);
    let kinds = [TotemKind::Lion, TotemKind::Cheetah, TotemKind::Giraffe, TotemKind::Buffalo, TotemKind::Lion];
    g.players[0].totems = TotemCards::shuffled(&kinds, &mut DiceSource::seeded(3)).unwrap();
    let in_hand = g.players[0].totems.hand.len();
    // Give him water; the Dance's 3D8: 5 6 1, two successes and no double: three cards drawn.
    g.dice = DiceSource::scripted([5, 6, 1].into_iter().chain(core::iter::repeat_n(0, 16)));
    push_entry(&mut g, "CG-DT-JUNGLE-09");
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    g.apply(Player::One, &Decision::Choose { choice: Choice::Accept }).unwrap();
    let Some(Ask::ChooseTotems { cards, keep: 1 }) = g.prompts().first().map(|p| p.ask.clone()) else {
        panic!("the player chooses one of the three cards drawn: {:?}", g.prompts())
    };
    assert_eq!(cards.len(), 3);
    assert_eq!(g.legal_decisions(Player::One).len(), 3, "any one of the three");
    let kept = cards[2];
    g.apply(Player::One, &Decision::ChooseTotems { cards: vec![kept] }).unwrap();
    let t = &g.players[0].totems;
    assert_eq!(t.hand.len(), in_hand + 1);
    assert!(t.hand.iter().any(|c| c.id == kept), "the chosen card is in the hand");
    for other in cards.iter().filter(|c| **c != kept) {
        assert!(t.deck.iter().any(|c| c.id == *other), "card {other} went back into the deck");
        assert!(!t.discard.iter().any(|c| c.id == *other), "and was not discarded");
    }
}

/// Group 0 (`one`, inside the area) meets the family of gorillas with the table's `dice`; its
/// owner answers `choice`.
fn gorilla_family(one: GroupSetup, dice: Vec<u32>, choice: Choice) -> (Game, Vec<Event>) {
    let mut g = Game::new(&setup(Environment::Jungle, one, far(), vec![])).unwrap();
    to_move(&mut g);
    g.dice = DiceSource::scripted(dice);
    push_entry(&mut g, "CG-DT-JUNGLE-18");
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    let options = [Choice::Token { kind: crate::stress::StressKind::Panic }, Choice::Shooting];
    assert!(
        g.legal_decisions(Player::One) == options.iter().map(|c| Decision::Choose { choice: *c }).collect::<Vec<_>>(),
        "{:?}",
        g.prompts()
    );
    ev.extend(g.apply(Player::One, &Decision::Choose { choice }).unwrap());
    (g, ev)
}

fn bases(g: &Game) -> Vec<Point> {
    g.group(GroupId(0)).unwrap().figures.iter().map(|f| g.figure(*f).unwrap().at).collect()
}

// rule: CG-DT-JUNGLE-18
#[test]
fn the_gorilla_family_a_quiet_stop_draws_panic_where_the_group_stands_scaring_them_is_a_4d8_shot() {
    // Stopping without hostile intent: the Panic token, and the group stays where its move ended
    // (docs/rulings.md, "Entries' unstated details").
    let askaris = || line("wme.trained_askaris", 21, 25);
    let before = bases(&Game::new(&setup(Environment::Jungle, askaris(), far(), vec![])).unwrap());
    let (g, _) = gorilla_family(askaris(), vec![], Choice::Token { kind: crate::stress::StressKind::Panic });
    assert_eq!(g.group(GroupId(0)).unwrap().stress, vec![crate::stress::StressKind::Panic]);
    assert_eq!(bases(&g), before, "it stops where it stands");
    // Scaring them: a shooting action of 4D8 against the group (one hit: its cover roll).
    let (g, ev) = gorilla_family(askaris(), vec![5, 1, 1, 1], Choice::Shooting);
    let attacked = terrain_events(&ev).into_iter().find_map(|t| match t {
        TerrainEvent::Attacked { dice, hits, .. } => Some((dice.len(), *hits)),
        _ => None,
    });
    assert_eq!(attacked, Some((4, 1)));
    assert!(matches!(g.prompts()[0].ask, Ask::Cover { hits: 1, .. }), "{:?}", g.prompts());
    assert!(g.group(GroupId(0)).unwrap().stress.is_empty());
}

// rule: CG-FOREST-05
#[test]
fn power_of_spirits_holds_against_the_terrains_shooting_too() {
    // The Healer's Warriors scare the gorillas: 4D8 5 6 1 1, two hits, each re-rolled once: 6 2.
    let mut warriors = line("forest.warriors", 21, 25);
    let healer = Roster::builtin().character("forest.healer").expect("the Healer").clone();
    warriors.characters.push(Deployed { profile: healer, at: Point::inches(26, 25) });
    let (g, ev) = gorilla_family(warriors, vec![5, 6, 1, 1, 6, 2], Choice::Shooting);
    assert_eq!(ev.iter().filter(|e| e.rule == "CG-FOREST-05").count(), 2);
    assert!(matches!(g.prompts()[0].ask, Ask::Cover { hits: 1, .. }), "{:?}", g.prompts());
}

// rule: CG-STRESS-04
// rule: CG-DT-JUNGLE-18
#[test]
fn a_group_at_four_tokens_is_offered_no_entry_choice_that_draws() {
    // The family of gorillas: at four tokens the quiet stop (a Panic token) is no option; the
    // gorillas are scared at once (4D8: 1 1 1 1, no hit).
    let mut g = Game::new(&setup(Environment::Jungle, line("wme.trained_askaris", 21, 25), far(), vec![])).unwrap();
    to_move(&mut g);
    for _ in 0..4 {
        assert!(g.bag.take(crate::stress::StressKind::Combat), "in the bag");
        g.groups[0].stress.push(crate::stress::StressKind::Combat);
    }
    g.dice = DiceSource::scripted([1, 1, 1, 1]);
    push_entry(&mut g, "CG-DT-JUNGLE-18");
    let mut ev = vec![];
    g.run(&mut ev).unwrap();
    assert!(!g.prompts().iter().any(|p| matches!(p.ask, Ask::Choose { .. })), "{:?}", g.prompts());
    let attacked = terrain_events(&ev).into_iter().any(|t| matches!(t, TerrainEvent::Attacked { .. }));
    assert!(attacked, "the gorillas are scared: {ev:?}");
    assert_eq!(g.groups[0].stress.len(), 4);
}
