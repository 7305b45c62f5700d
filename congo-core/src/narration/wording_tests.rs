//! Wording slips found by reading whole narrated games (the skirmish example): verbs agree with
//! plural column names, no word said twice, no game id where a name is known, lists read as
//! English.

use super::*;
use crate::exploration::{AreaMarker, Choice, TerrainEvent};
use crate::geometry::AreaId;
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
