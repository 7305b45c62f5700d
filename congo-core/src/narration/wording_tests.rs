//! Wording slips found by reading whole narrated games (the skirmish example): verbs agree with
//! plural column names, no word said twice, no game id where a name is known, lists read as
//! English.

use super::*;
use crate::Game;
use crate::exploration::{AreaMarker, Choice, TerrainEvent};
use crate::geometry::AreaId;
use crate::stress::StressKind;
use crate::totem::{TotemCard, TotemKind};
use alloc::string::ToString;
use alloc::vec;

/// Names as a game of night_ambush gives them: "The caravan" (One) and "The ambushers" (Two);
/// every character is "The Witchdoctor".
struct Ambush;

impl Names for Ambush {
    fn group(&self, id: GroupId) -> String {
        format!("group {} (Askaris)", id.0)
    }
    fn player(&self, p: Player) -> String {
        String::from(if p == Player::One { "The caravan" } else { "The ambushers" })
    }
    fn player_is_plural(&self, p: Player) -> bool {
        reads_as_plural(&self.player(p))
    }
    fn figure(&self, _id: FigureId) -> Option<String> {
        Some(String::from("The Witchdoctor"))
    }
}

fn said(w: What) -> String {
    w.narrate(&Ambush).to_string()
}

#[test]
fn plural_and_singular_column_names() {
    for plural in ["The ambushers", "The raiders", "The guardians of the totem", "The Forest Tribes", "White Men"] {
        assert!(reads_as_plural(plural), "{plural}");
    }
    for singular in
        ["The caravan", "The Explorer's expedition", "The Chieftain's warband", "Sultanate of Zanzibar", "c"]
    {
        assert!(!reads_as_plural(singular), "{singular}");
    }
}

// "The ambushers holds the Initiative token" and the like.
#[test]
fn a_plural_column_name_takes_a_plural_verb() {
    let croc = TotemCard { id: 0, kind: TotemKind::Lion };
    assert_eq!(
        said(What::TotemDrawn { player: Player::Two, card: Some(croc), reshuffled: true }),
        "The ambushers shuffle the Totem discard pile into a new deck and draw a Totem card: Lion (+1 action)"
    );
    assert_eq!(
        said(What::TotemDrawn { player: Player::One, card: Some(croc), reshuffled: false }),
        "The caravan draws a Totem card: Lion (+1 action)"
    );
    assert_eq!(said(What::SorceryCardTaken { player: Player::Two }), "The ambushers take the Sorcery card into hand");
    assert_eq!(said(What::TotemDeckEmpty { player: Player::Two }), "The ambushers have no Totem card left to draw");
    assert_eq!(
        said(What::CardsRevealed { one: 3, two: 5 }),
        "cards revealed: The caravan plays card 3, The ambushers play card 5"
    );
    assert_eq!(
        said(What::InitiativeTie { holder: Player::Two, went_first: true, token: Player::One }),
        "initiative tie: The ambushers go first and hand the Initiative token to The caravan"
    );
    assert_eq!(
        said(What::InitiativeTie { holder: Player::Two, went_first: false, token: Player::Two }),
        "initiative tie: The ambushers let The caravan go first and keep the Initiative token"
    );
    assert_eq!(
        said(What::GameOver { points: [3, 5], winner: Some(Player::Two) }),
        "the game is over: The caravan 3 VP, The ambushers 5 VP; The ambushers win"
    );
    assert_eq!(
        said(What::ConfusionKept { player: Player::Two }),
        "The ambushers keep the cards Confusion dealt and draw a Totem card"
    );
    assert_eq!(
        said(What::Terrain { event: TerrainEvent::Chose { player: Player::Two, choice: Choice::Accept } }),
        "The ambushers choose: yes"
    );
}

// "the witchdoctor The Witchdoctor of ..." and "the enemy character The Witchdoctor".
#[test]
fn a_named_witchdoctor_is_not_called_witchdoctor_twice() {
    let text = said(What::RitualMiscast { group: GroupId(6), witchdoctor: FigureId(30) });
    assert_eq!(
        text,
        "a Panic token during the incantation: the ritual fails and The Witchdoctor of group 6 (Askaris) is eliminated"
    );
    assert_eq!(witchdoctor_name(Some(String::from("Mbala"))), "Mbala, the witchdoctor");
    assert_eq!(witchdoctor_name(None), "the witchdoctor");
    let text = said(What::VictoryPoints {
        player: Player::One,
        dice: vec![],
        points: 4,
        reason: VpReason::EnemyCharacter { figure: FigureId(30) },
    });
    assert_eq!(text, "The caravan scores 4 VP for eliminating The Witchdoctor, an enemy character");
}

// "The ambushers' group 6 (Askaris)'s native scouts", "The ambushers's detachment", raw group
// ids in a player's choice, "thick mist in area 3 placed", "discards D10 D10".
#[test]
fn possessives_choices_markers_and_dice_read_as_english() {
    let natives = said(What::Terrain { event: TerrainEvent::Natives { group: GroupId(6), area: AreaId(3) } });
    assert_eq!(natives, "the native scouts of group 6 (Askaris) know area 3: it counts as explored");
    let reinforcements = said(What::Terrain {
        event: TerrainEvent::Reinforcements { player: Player::Two, detachment: String::from("rearguard") },
    });
    assert_eq!(reinforcements, "reinforcements: The ambushers' detachment \"rearguard\" may enter the table");
    let chose = said(What::Terrain {
        event: TerrainEvent::Chose { player: Player::One, choice: Choice::Group { group: GroupId(6) } },
    });
    assert_eq!(chose, "The caravan chooses: group 6 (Askaris)");
    let mist =
        said(What::Terrain { event: TerrainEvent::MarkerPlaced { marker: AreaMarker::Mist { area: AreaId(3) } } });
    assert_eq!(mist, "thick mist is placed in area 3");
    let gone =
        said(What::Terrain { event: TerrainEvent::MarkerRemoved { marker: AreaMarker::Mist { area: AreaId(3) } } });
    assert_eq!(gone, "thick mist is removed from area 3");
    use tabletop::Die;
    assert_eq!(
        said(What::DiceDiscarded { group: GroupId(1), dice: vec![Die::D10] }),
        "group 1 (Askaris) discards a D10"
    );
    assert_eq!(
        said(What::DiceDiscarded { group: GroupId(1), dice: vec![Die::D6, Die::D8, Die::D10] }),
        "group 1 (Askaris) discards a D6, a D8 and a D10"
    );
    let none = said(What::Rolled { group: GroupId(1), purpose: RollPurpose::Attack, dice: vec![], successes: 0 });
    assert_eq!(none, "group 1 (Askaris) rolls its Shooting dice, but has no die left to roll: no success");
}

// The engine's own names: a game of night_ambush narrates its plural column with plural verbs.
#[test]
fn a_game_names_its_plural_column_with_plural_verbs() {
    let cultures = [crate::profile::Culture::ForestTribes, crate::profile::Culture::AfricanKingdoms];
    let setup = crate::deploy::builtin_setup("night_ambush", cultures, 1).expect("built in");
    let (game, _) = Game::start(&setup).expect("valid");
    assert!(!game.player_is_plural(Player::One) && game.player_is_plural(Player::Two));
    let text = What::TotemPlayed { player: Player::Two, card: TotemCard { id: 1, kind: TotemKind::Lion } }
        .narrate(&game)
        .to_string();
    assert_eq!(text, "The ambushers play a Totem card: Lion (+1 action)");
}

fn game(name: &str) -> Game {
    let cultures = [crate::profile::Culture::ForestTribes, crate::profile::Culture::AfricanKingdoms];
    let setup = crate::deploy::builtin_setup(name, cultures, 1).expect("built in");
    Game::start(&setup).expect("valid").0
}

// "group 7" in the narration was the game-wide id, while the setup's errors say "group 2 of
// column Two": a group is named by its column and its place in it, counted from 1.
#[test]
fn a_group_is_counted_within_its_column_as_the_setup_errors_count_it() {
    let g = game("night_ambush");
    let (id, group) = g
        .groups()
        .iter()
        .enumerate()
        .find(|(_, gr)| gr.owner == Player::Two && gr.index == 1)
        .expect("a second group of column Two");
    let id = GroupId(u16::try_from(id).expect("few groups"));
    assert!(id.0 > 1, "the game-wide id differs from the place in the column");
    let profile = &g.setup_ref().columns[1].groups[usize::from(group.index)].profile.name;
    assert_eq!(g.group(id).map(|_| ()), Ok(()));
    assert_eq!(Names::group(&g, id), alloc::format!("The ambushers' group 2 ({profile})"));
}

// "Dangerous Terrain entry CG-DT-JUNGLE-17": the entry is told in the rulebook's words, dice
// first, its rule id last.
#[test]
fn a_dangerous_terrain_entry_is_told_in_words() {
    use tabletop::{DiceSource, Die};
    let mut dice = DiceSource::scripted([5, 2]);
    let explored = TerrainEvent::Explored {
        group: GroupId(1),
        area: AreaId(4),
        block: dice.roll(Die::D8).expect("scripted"),
        row: dice.roll(Die::D8).expect("scripted"),
        entry: String::from("CG-DT-JUNGLE-13"),
    };
    assert_eq!(
        said(What::Terrain { event: explored }),
        "group 1 (Askaris) explores area 4: its cover die (D8) rolls 5 then 2 (block 5, row 2): \"You discover an \
         anthill of gigantic proportions.\" The group draws a Stress token. [CG-DT-JUNGLE-13]"
    );
    let g = game("gorilla_clearing");
    let area = g.setup_ref().table.areas().iter().find(|a| !a.name.is_empty()).expect("a named area");
    assert_eq!(Names::area(&g, area.id), alloc::format!("{} (area {})", names::definite(&area.name), area.id.0));
    assert!(Names::area(&g, area.id).starts_with("the "));
}

// "animal 0 attacks ...": wild animals by their kind, a later one of the same kind by its rank.
#[test]
fn wild_animals_are_named_by_their_kind() {
    use crate::adventure::animals::AnimalKind;
    use crate::wild::{Animal, AnimalId};
    let mut g = game("night_ambush");
    for kind in [AnimalKind::Gorilla, AnimalKind::Lion, AnimalKind::Gorilla] {
        g.terrain.animals.push(Animal { kind, at: Point::inches(10, 10), home: AreaId(1), enraged: 0, alive: true });
    }
    assert_eq!(g.animal(AnimalId(0)), "the gorilla");
    assert_eq!(g.animal(AnimalId(1)), "the lion");
    assert_eq!(g.animal(AnimalId(2)), "the second gorilla");
    assert_eq!(g.animal(AnimalId(9)), "animal 9");
    let attack = What::Terrain {
        event: TerrainEvent::AnimalMelee {
            animal: AnimalId(2),
            group: GroupId(0),
            group_hits: 1,
            animal_hits: 3,
            killed: false,
        },
    };
    assert!(attack.narrate(&g).to_string().ends_with("scores 1 hit against 3 for the second gorilla"));
    let placed = TerrainEvent::AnimalPlaced { animal: AnimalId(1), kind: AnimalKind::Lion, at: Point::inches(3, 4) };
    assert_eq!(What::Terrain { event: placed }.narrate(&g).to_string(), "the lion appears at (3\", 4\")");
}

// The Animal token and the Event token drawn from the Stress bag were not told at all.
#[test]
fn animal_and_event_tokens_drawn_from_the_bag_are_told() {
    use crate::stress::BagToken;
    assert_eq!(
        said(What::BagTokenDrawn { group: GroupId(2), token: BagToken::Animal }),
        "group 2 (Askaris) draws an Animal token from the Stress bag (Wild Animals), and will draw a further token"
    );
    assert_eq!(
        said(What::BagTokenDrawn { group: GroupId(2), token: BagToken::Event { number: 3 } }),
        "group 2 (Askaris) draws Event token 3 from the Stress bag (Special Events), and will draw a further token"
    );
}

// "The ambushers choose: yes": the choice says what it answered, from the entry that asked.
#[test]
fn a_choice_says_what_it_answered() {
    let chose = |rule: &'static str, player, choice| {
        Event::new(rule, What::Terrain { event: TerrainEvent::Chose { player, choice } }).narrate(&Ambush).to_string()
    };
    assert_eq!(
        chose("CG-DT-JUNGLE-09", Player::Two, Choice::Accept),
        "The ambushers choose to give the haggard man water (he casts the Mandrill's Dance)"
    );
    assert_eq!(
        chose("CG-DT-JUNGLE-15", Player::One, Choice::Decline),
        "The caravan chooses to leave the berries untasted"
    );
    assert_eq!(chose("CG-DT-JUNGLE-31", Player::One, Choice::Flee), "The caravan chooses to flee");
    assert_eq!(
        chose("CG-ANIMAL-02", Player::One, Choice::Area { area: AreaId(3) }),
        "The caravan chooses to place the animal in area 3"
    );
    assert_eq!(
        chose("CG-DT-JUNGLE-33", Player::One, Choice::Heading { degrees: 135 }),
        "The caravan chooses to head north-west"
    );
    // Without its rule, the choice alone.
    assert_eq!(
        said(What::Terrain { event: TerrainEvent::Chose { player: Player::One, choice: Choice::Accept } }),
        "The caravan chooses: yes"
    );
}

// "X resolves card 4" and nothing under it: the card says what it allows.
#[test]
fn a_card_resolved_says_what_it_allows() {
    let g = game("night_ambush");
    let text = What::CardResolving { player: Player::One, card: 1 }.narrate(&g).to_string();
    assert_eq!(
        text,
        "The caravan resolves card 1: black Movement for 1 group, Shooting for 1 group, red Influence for 2 groups"
    );
    assert_eq!(
        What::CardResolving { player: Player::One, card: 9 }.narrate(&g).to_string(),
        "The caravan resolves card 9"
    );
}

// "must draw a Stress token (Night or the heat)" and "(by a special rule)": the rule says which.
#[test]
fn a_stress_draw_says_which_rule_asked_it() {
    let night = Event::new("CG-USR-22", What::Terrain { event: TerrainEvent::ConditionStress { group: GroupId(1) } });
    assert_eq!(
        night.narrate(&Ambush).to_string(),
        "group 1 (Askaris) must draw a Stress token (Night: no friendly group was within M when its move began)"
    );
    let pace = Event::new("CG-USR-21", What::Terrain { event: TerrainEvent::ConditionStress { group: GroupId(1) } });
    assert!(pace.narrate(&Ambush).to_string().ends_with("(Night: it picked up the pace)"));
    let drawn = What::StressDrawn { group: GroupId(1), token: Some(StressKind::Movement), cause: StressCause::Other };
    assert_eq!(said(drawn), "group 1 (Askaris) draws a Movement Stress token");
    let big_chief = Event::new(
        "CG-FOREST-01",
        What::TotemDiscarded { player: Player::Two, card: TotemCard { id: 2, kind: TotemKind::Giraffe } },
    );
    assert_eq!(
        big_chief.narrate(&Ambush).to_string(),
        "The ambushers discard the Totem card Giraffe (+S) (Big Chief: the card not kept)"
    );
}

// "wrestles an animal", "picks up piece 3", "animal 2 trots": the Adventure's pieces by name.
#[test]
fn pieces_are_named_by_what_they_are() {
    use crate::universal::PieceKind;
    let g = game("cattle_raid");
    let index = |want: fn(&PieceKind) -> bool| {
        let i = g.universal.pieces.iter().position(|p| want(&p.kind)).expect("such a piece");
        u16::try_from(i).expect("few pieces")
    };
    let cow = index(|k| matches!(k, PieceKind::Cattle { .. }));
    let missionary = index(|k| matches!(k, PieceKind::Character { .. }));
    assert_eq!(g.piece(cow), "a head of the village cattle");
    assert_eq!(g.piece(missionary), "the missionary");
    let moved = What::CattleMoved { piece: cow, to: Point::inches(5, 6) };
    assert_eq!(moved.narrate(&g).to_string(), "a head of the village cattle trots to (5\", 6\")");
    assert_eq!(g.piece(999), "piece 999");
}

// The engine tells the Animal token drawn before the animal is placed (the Stress draw that
// took it out of the bag is then made again).
// rule: CG-ANIMAL-01
#[test]
fn a_game_tells_the_animal_token_drawn_before_the_animal_appears() {
    use crate::stress::BagToken;
    use tabletop::{Bot, RulesGame};
    for seed in 1..=8u64 {
        let mut g = game("night_ambush");
        g.dice = tabletop::DiceSource::seeded(seed);
        let mut bot = Bot::new(seed);
        let mut told: Vec<Event> = Vec::new();
        for _ in 0..20_000 {
            let Some(&p) = g.to_decide().first() else { break };
            let Some(d) = bot.choose(&g, p) else { break };
            told.extend(g.apply(p, &d).expect("a legal decision"));
        }
        let Some(i) = told.iter().position(|e| matches!(e.what, What::BagTokenDrawn { token: BagToken::Animal, .. }))
        else {
            continue;
        };
        assert_eq!(told[i].rule, "CG-ANIMAL-01");
        let next = told[i + 1..].iter().find_map(|e| match &e.what {
            What::Terrain { event: TerrainEvent::AnimalPlaced { .. } | TerrainEvent::AnimalNotPlaced { .. } } => {
                Some(())
            }
            _ => None,
        });
        assert!(next.is_some(), "seed {seed}: the animal is placed, or said not to be, after the token");
        return;
    }
    panic!("no Animal token drawn in eight games of night_ambush");
}

// "for detachment 2", "picks up ebony idol", "cannot make the full S" without its cost.
#[test]
fn detachments_objects_and_cut_short_flights_read_in_full() {
    let g = game("savannah_race");
    let entry = What::EntryPointRolled {
        player: Player::One,
        detachment: 1,
        roll: tabletop::DiceSource::scripted([5]).roll(tabletop::Die::D6).expect("scripted"),
        point: Point::inches(0, 24),
    };
    let text = entry.narrate(&g).to_string();
    assert!(
        text.ends_with("rolls a D6 5 for its detachment \"the porters\": it will enter the table at (0\", 24\")"),
        "{text}"
    );
    let idol = g
        .universal
        .pieces
        .iter()
        .position(|p| matches!(p.kind, crate::universal::PieceKind::Object { .. }))
        .and_then(|i| u16::try_from(i).ok())
        .expect("an Object");
    assert!(g.piece(idol).starts_with("the "), "{}", g.piece(idol));
    assert_eq!(names::definite("ebony idol"), "the ebony idol");
    assert_eq!(names::definite("an ivory idol"), "an ivory idol");
    assert_eq!(names::definite("Stanley's map"), "Stanley's map");
    let fled = What::Fled { group: GroupId(1), threat: None, limited: true };
    assert_eq!(
        said(fled),
        "group 1 (Askaris) flees toward the nearest table edge, but cannot make the full S: it loses a figure"
    );
}

// "1 hit on ..." after Terror: where the hits come from.
#[test]
fn terror_hits_say_how_they_are_counted() {
    let e = Event::new("CG-INFL-04", What::Hits { group: GroupId(3), hits: 2 });
    assert_eq!(
        e.narrate(&Ambush).to_string(),
        "Terror: 2 hits on group 3 (Askaris) (one, plus one per Terror Stress token it holds)"
    );
    let shot = Event::new("CG-SHOOT-10", What::Hits { group: GroupId(3), hits: 1 });
    assert_eq!(shot.narrate(&Ambush).to_string(), "1 hit on group 3 (Askaris)");
}

// "group 3 uses Ritual of the Mad Hyena" for the ritual's target: what the ritual makes it do.
#[test]
fn the_mad_hyena_s_target_says_what_it_does() {
    let used = |rule| {
        Event::new(rule, What::SpecialRuleUsed { group: GroupId(3), rule: "Ritual of the Mad Hyena".into() })
            .narrate(&Ambush)
            .to_string()
    };
    assert_eq!(
        used("CG-RITUAL-13"),
        "group 3 (Askaris) answers the Ritual of the Mad Hyena: it moves S, with +1D8 if it engages in melee"
    );
    assert!(used("CG-RITUAL-15").contains("rather than take a Panic Stress token, with +4D6"));
    assert_eq!(used("CG-FOREST-03"), "group 3 (Askaris) uses Ritual of the Mad Hyena");
    let gained = |rule| {
        Event::new(rule, What::CombatDiceGained { group: GroupId(3), dice: vec![tabletop::Die::D8] })
            .narrate(&Ambush)
            .to_string()
    };
    assert_eq!(gained("CG-RITUAL-13"), "group 3 (Askaris) gains a D8 for this melee (the Ritual of the Mad Hyena)");
    assert_eq!(gained("CG-AK-02"), "group 3 (Askaris) gains a D8 for this melee (Frenzy)");
}

/// The events the skirmish example once made up itself read as its lines did, and hide nothing
/// from either player.
#[test]
fn a_card_unused_the_animals_turn_and_an_unused_mad_hyena_are_told() {
    use crate::wild::AnimalId;
    let told = [
        (What::NoActionTaken { player: Player::Two, card: 6 }, "The ambushers take no action with card 6"),
        (What::NoActionTaken { player: Player::One, card: 3 }, "The caravan takes no action with card 3"),
        (What::WildAnimalsAct { step: 2 }, "at the end of Action step 2, the wild animals act"),
        (
            What::MadHyenaUnused { group: GroupId(1), panic: false },
            "no move is made for the Ritual of the Mad Hyena: group 1 (Askaris) stays where it is",
        ),
        (
            What::MadHyenaUnused { group: GroupId(1), panic: true },
            "group 1 (Askaris) cannot take a Panic token (it holds four Stress tokens, or the bag has none left): \
             the Ritual of the Mad Hyena has no effect",
        ),
        (
            What::Terrain { event: TerrainEvent::AnimalCharges { animal: AnimalId(0), group: GroupId(2) } },
            "animal 0 engages group 2 (Askaris) in melee",
        ),
    ];
    for (what, text) in told {
        assert_eq!(said(what.clone()), text);
        let e = Event::new("CG-TURN-05", what);
        for p in Player::BOTH {
            assert_eq!(e.for_player(p), e, "public: {e:?}");
        }
    }
}
