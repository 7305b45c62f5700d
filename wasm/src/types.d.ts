// GENERATED from the Rust types by wasm/tests/typescript.rs: do not edit (see wasm/README.md,
// "TypeScript types"). Regenerate: CONGO_NILE_TS=write cargo test -p congo-nile-wasm --test typescript

/** The built-in setups of `new CongoGame(name, seed)`: the built-in Adventures and the demo skirmish. */
export type CongoBuiltin = "gorilla_clearing" | "night_ambush" | "savannah_race" | "cattle_raid" | "skirmish";
/** The built-in setups of `new NileGame(name, seed)`. */
export type NileBuiltin = "solo" | "two_teams" | "four_teams";
/** The `code` of a thrown `CongoNileError`: the C ABI's status numbers (`CongoNileStatus`). */
export type CongoNileErrorCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 100 | 101 | 102 | 103 | 104 | 105 | 106 | 107 | 108;
/** The `codeName` of a thrown `CongoNileError`: the name of its `code`. */
export type CongoNileErrorName = "InvalidSetup" | "NotYourDecision" | "IllegalDecision" | "GameOver" | "DiceExhausted" | "InvalidRoster" | "UnknownId" | "ReplayFailed" | "ScriptedValueOutOfRange" | "AlreadyRerolled" | "EmptyRange" | "NullPointer" | "InvalidUtf8" | "InvalidJson" | "WrongHandleKind" | "PoisonedHandle" | "Panic" | "OutOfRange" | "InputTooLarge" | "Busy";
/** One applied decision of `CongoGame.log()`. */
export type CongoLogEntry = LogEntry<CongoPlayer, CongoDecision>;
/** One applied decision of `NileGame.log()`. */
export type NileLogEntry = LogEntry<NileTeamId, NileDecision>;
/** What every method that can fail throws: an `Error` with the C ABI's status number and its name. */
export interface CongoNileError extends Error {
  code: CongoNileErrorCode,
  codeName: CongoNileErrorName,
}
/**
 * An Action card: an initiative 1 to 7 (8 with the Cheetah) and its action circles.
 */
export type CongoActionCard = {
  /** Initiative value; also the card's name ("card Two"). */
  initiative: number,
  /** The action circles. */
  actions: Array<CongoCardAction>,
};
/**
 * The kind of one action circle on a card.
 */
export type CongoActionKind =
  | {
    "kind": "movement",
    /** Black may engage, red may not. */
    colour: CongoColour,
  }
  | { "kind": "shooting" }
  | {
    "kind": "influence",
    /** Black allows Terror, red only Rally. */
    colour: CongoColour,
  };
/**
 * An Adventure (an issue of the Bulletin), as data (CG-ADV-01).
 *
 * Build one in Rust or deserialize it (JSON or any serde format), then `Adventure::validate`
 * it; the built-in ones come from `Adventure::builtin`.
 */
export type CongoAdventure = {
  /** The short name it is selected by (`"gorilla_clearing"`): lowercase ASCII letters, digits and underscores. */
  name: string,
  /** Its title ("The Gorilla Clearing"). */
  title: string,
  /** The Bulletin issue number (its difficulty), if it has one. */
  issue?: number | null,
  /** The narrative. */
  narrative?: string,
  /** The table and its terrain (default size 72" x 48"); which areas are dangerous is part of each area. */
  table: CongoTableSpec,
  /** The two protagonists, `Side::One` first. */
  protagonists: [CongoProtagonist, CongoProtagonist],
  /** The column holding the Initiative token at the start (CG-ADV-03). */
  initiative: CongoPlayer,
  /** Turns to play (1 to `MAX_TURNS`). */
  turns: number,
  /** Conditions that end the game early. */
  premature_end?: Array<CongoEndCondition>,
  /** The Universal Special Rules in force, one of each kind at most; exactly one of Jungle and Savannah. */
  special_rules: Array<CongoUniversalRule>,
  /** The objectives, at least one. */
  objectives: Array<CongoObjective>,
};
/**
 * The Adventure a `Setup` plays, with where its Objects start.
 */
export type CongoAdventureInPlay = {
  /** The Adventure (its rules in force, objectives, premature end conditions). */
  adventure: CongoAdventure,
  /** Each Object of the Objects rule and the point it starts at. */
  objects: Array<CongoPlacedObject>,
  /** Each column's groups' detachments (`[One, Two]`, by group index): a group of a detachment arriving by an entry point waits off table (Enter on the table). Missing entries mean the first detachment. */
  detachments?: [Array<number>, Array<number>],
};
/**
 * The Adventure's own state in a game (empty for a plain skirmish). Public: everything here is
 * on the table, except each player's Confusion hand before he has chosen (views hide the
 * opponent's).
 */
export type CongoAdventureState = {
  /** Every piece, by index (indices never change: a piece leaving play is marked `Place::Removed`). */
  pieces: Array<CongoPiece>,
  /** The houses that may be plundered. */
  houses: Array<CongoHouse>,
  /** Plunder tokens per group, by `GroupId` (CG-USR-26). */
  plunder_tokens: Array<number>,
  /** The detachments that enter by an entry point. */
  entry_points: Array<CongoEntryPoint>,
  /** Each player's Confusion hand this turn, while Confusion reigns (CG-USR-02), `[One, Two]`. */
  confusion: [CongoConfusionHand<number> | null, CongoConfusionHand<number> | null],
};
/**
 * A built-in Adventure, summarized for choosing one.
 */
export type CongoAdventureSummary = {
  /** Its id (`new CongoGame(name, seed)`, `adventure_game`). */
  name: string,
  /** Its title. */
  title: string,
  /** The Bulletin's story. */
  narrative: string,
  /** Number of turns. */
  turns: number,
  /** Who holds the Initiative token first. */
  initiative: CongoPlayer,
  /** Each side, `[one, two]`. */
  protagonists: [CongoProtagonistSummary, CongoProtagonistSummary],
  /** The Universal Special Rules in force, by name. */
  special_rules: Array<string>,
  /** The objectives, by name. */
  objectives: Array<string>,
};
/**
 * A wild animal on the table.
 */
export type CongoAnimal = {
  /** Lion or gorilla. */
  kind: CongoAnimalKind,
  /** Where its base's centre is. */
  at: Point,
  /** The area it was placed in (the gorilla returns there after a melee). */
  home: CongoAreaId,
  /** Times enraged (the gorilla). */
  enraged: number,
  /** Still alive. */
  alive: boolean,
};
/**
 * An animal's id: its index in `congo_core::exploration::TerrainState::animals`.
 */
export type CongoAnimalId = number;
/**
 * The wild animals the Wild Animals rule places.
 */
export type CongoAnimalKind = "lion" | "gorilla";
/**
 * The id of a terrain area or house, unique on its table.
 */
export type CongoAreaId = number;
/**
 * What kind of feature an area is.
 */
export type CongoAreaKind = "terrain" | "house";
/**
 * A marker a Dangerous Terrain result left in an area.
 */
export type CongoAreaMarker =
  | {
    "type": "hiding",
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "mist",
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "bush_fire",
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "cannibals",
    /** The area. */
    area: CongoAreaId,
  };
/**
 * How a detachment arrives.
 */
export type CongoArrival =
  | {
    "type": "zone",
    /** The zone. */
    zone: CongoZone,
  }
  | {
    "type": "entry_point",
    /** The entry point, on a table edge. */
    point: Point,
    /** The first turn it may enter (1 = from the start). */
    from_turn: number,
  }
  | {
    "type": "random_entry_point",
    /** The candidate entry points, each on a table edge. */
    points: Array<Point>,
    /** The die rolled (D6, D8 or D10). */
    die: Die,
    /** The first turn it may enter. */
    from_turn: number,
  };
/**
 * One player's pending decision.
 */
export type CongoAsk =
  | {
    "type": "choose_action_cards",
    /** Initiatives of the seven cards. */
    available: Array<number>,
  }
  | {
    "type": "choose_card",
    /** Initiatives still playable this turn (hidden from the opponent in views). */
    available: Array<number>,
  }
  | { "type": "cheetah" }
  | {
    "type": "initiative_tie",
    /** The tied initiative. */
    initiative: number,
  }
  | {
    "type": "card_action",
    /** The card's initiative. */
    card: number,
    /** The actions still available (including those a Lion or Gorilla added). */
    remaining: Array<CongoCardAction>,
  }
  | {
    "type": "roll",
    /** The rolling group. */
    group: CongoGroupId,
    /** What for. */
    purpose: CongoRollPurpose,
    /** The pool before discards. */
    dice: Array<Die>,
    /** How many dice must be discarded. */
    drop: number,
  }
  | {
    "type": "cover",
    /** The target group. */
    group: CongoGroupId,
    /** The hits to cancel. */
    hits: number,
    /** The pool so far (one cover die per hit plus one D8 per token drawn). */
    dice: Array<Die>,
  }
  | {
    "type": "casualties",
    /** The group. */
    group: CongoGroupId,
    /** How many figures. */
    count: number,
    /** A failed terrifying death roll: one must be a character or auxiliary. */
    character_must_fall: boolean,
  }
  | {
    "type": "use_rule",
    /** The group whose rule it is. */
    group: CongoGroupId,
    /** The rule, with its values (e.g. Reckless: the tokens it costs). */
    rule: CongoSpecialRule,
  }
  | {
    "type": "take_stress",
    /** The Emir's group. */
    group: CongoGroupId,
    /** Friendly groups within reach holding tokens. */
    offers: Array<CongoGroupId>,
  }
  | {
    "type": "give_stress",
    /** The Sheikh's group. */
    group: CongoGroupId,
    /** The token drawn. */
    token: CongoStressKind,
    /** The groups that may take it. */
    to: Array<CongoGroupId>,
  }
  | {
    "type": "return_stress",
    /** The group. */
    group: CongoGroupId,
    /** How many. */
    count: number,
    /** Its tokens. */
    tokens: Array<CongoStressKind>,
  }
  | {
    "type": "cross_obstacle",
    /** The winning attacker. */
    group: CongoGroupId,
    /** The obstacle. */
    obstacle: CongoObstacleId,
  }
  | {
    "type": "frenzy",
    /** The Prince's group. */
    group: CongoGroupId,
    /** The figures that may be sacrificed (the group stays one unbroken chain). */
    figures: Array<CongoFigureId>,
  }
  | {
    "type": "remove_stress",
    /** Tokens still to remove. */
    count: number,
    /** The groups that may lose one (each holds at least one token). */
    groups: Array<CongoGroupId>,
  }
  | { "type": "litany" }
  | {
    "type": "choose",
    /** The group concerned, if any. */
    group: CongoGroupId | null,
    /** The rule asking (an entry's id, e.g. `"CG-DT-JUNGLE-31"`). */
    rule: string,
    /** The options. */
    options: Array<CongoChoice>,
  }
  | {
    "type": "sorcery",
    /** The witchdoctor's group. */
    group: CongoGroupId,
    /** The rituals he knows. */
    rituals: Array<CongoRitual>,
  }
  | {
    "type": "incantation",
    /** The witchdoctor's group. */
    group: CongoGroupId,
    /** The ritual. */
    ritual: CongoRitual,
    /** The Sorcery dice so far. */
    dice: Array<Die>,
    /** A Stress token may still be drawn. */
    may_draw: boolean,
  }
  | {
    "type": "save_character",
    /** His group. */
    group: CongoGroupId,
    /** The character. */
    character: CongoFigureId,
    /** Tokens that save him. */
    stress: number,
  }
  | {
    "type": "choose_totems",
    /** The cards offered, by id. */
    cards: Array<number>,
    /** How many to keep. */
    keep: number,
  }
  | {
    "type": "extra_action",
    /** The rule, with its values. */
    rule: CongoSpecialRule,
    /** The group whose action brought it. */
    group: CongoGroupId,
    /** The action granted. */
    action: CongoActionKind,
    /** The groups that may take it. */
    groups: Array<CongoGroupId>,
  }
  | {
    "type": "mad_hyena",
    /** The group. */
    group: CongoGroupId,
    /** One S stick only. */
    one_stick: boolean,
    /** The Panic token may be given instead. */
    panic: boolean,
  }
  | {
    "type": "big_chief",
    /** The two cards' ids. */
    cards: Array<number>,
  }
  | {
    "type": "confusion",
    /** The dealt cards' initiatives. */
    hand: Array<number>,
  }
  | {
    "type": "plunder",
    /** The group. */
    group: CongoGroupId,
    /** The houses it touches. */
    houses: Array<CongoAreaId>,
  }
  | {
    "type": "move_after_plunder",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "trail",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "run_away_leader",
    /** The group running away. */
    group: CongoGroupId,
    /** The figures that may lead it. */
    figures: Array<CongoFigureId>,
  }
  | {
    "type": "character_flees",
    /** The group he flees. */
    group: CongoGroupId,
    /** The character's piece index. */
    piece: number,
  };
/**
 * An auxiliary's profile: Bearers, Sacred Warriors (Congo rulebook, "Mustering the Column",
 * Auxiliaries).
 */
export type CongoAuxiliaryProfile = {
  /** Stable id. */
  id: CongoProfileId,
  /** The rulebook's name. */
  name: string,
  /** Its culture. */
  culture: CongoCulture,
  /** Shooting dice, `None` for "-" (Sacred Warriors: "special"). */
  shooting: CongoDicePool | null,
  /** Combat dice, `None` for "-". */
  combat: CongoDicePool | null,
  /** Bravery dice, `None` for "-". */
  bravery: CongoDicePool | null,
  /** Cost in points per auxiliary. */
  points: number,
  /** How many a column may buy (Bearers up to 4, Sacred Warriors up to 2). */
  max_per_column: number,
  /** Its special rules. */
  special_rules: Array<CongoSpecialRule>,
};
/**
 * A token an Adventure adds to the Stress bag (Congo rulebook, "Universal Special Rules": Wild
 * Animals, Special Events).
 */
export type CongoBagToken =
  | { "type": "animal" }
  | {
    "type": "event",
    /** Its number. */
    number: number,
  };
/**
 * The points a column may spend (Congo rulebook, "Forming a column for an Adventure": "90
 * points from the White Men Expeditions list", or "Choose a budget between 70 and 100 points").
 */
export type CongoBudget =
  | {
    "type": "fixed",
    /** The points. */
    points: number,
  }
  | {
    "type": "agreed",
    /** Lowest budget. */
    min: number,
    /** Highest budget. */
    max: number,
  };
/**
 * A building's Plunder state (CG-USR-29: one Plunder token at most, none once on fire).
 */
export type CongoBuilding = {
  /** Its Plunder token was taken. */
  token_taken: boolean,
  /** It is on fire. */
  on_fire: boolean,
};
/**
 * One action circle: an action kind and the number of groups that may perform it.
 */
export type CongoCardAction = {
  /** What the circle allows. */
  kind: CongoActionKind,
  /** How many groups (or, for Terror, how many Terror actions) it gives. */
  groups: number,
};
/**
 * What happens to a livestock animal a group beats in melee (Cattle: "the animal joins the
 * group or is removed (depending on what is specified in the Adventure)").
 */
export type CongoCattleFate = "joins_group" | "removed";
/**
 * One value of a count and its probability.
 */
export type CongoChance = {
  /** The count (hits, casualties, tokens...). */
  value: number,
  /** Its probability. */
  probability: CongoProbability,
};
/**
 * A character's profile (Congo rulebook, "Mustering the Column", Characters).
 */
export type CongoCharacterProfile = {
  /** Stable id. */
  id: CongoProfileId,
  /** The rulebook's name, e.g. "The Explorer". */
  name: string,
  /** Its culture. */
  culture: CongoCulture,
  /** Stars, 1 to 3. */
  stars: number,
  /** Shooting dice added to his group's, `None` for "-". */
  shooting: CongoDicePool | null,
  /** Combat dice added to his group's, `None` for "-". */
  combat: CongoDicePool | null,
  /** Bravery bonus dice for Influence actions, `None` for "-". */
  bravery: CongoDicePool | null,
  /** His special rules. */
  special_rules: Array<CongoSpecialRule>,
};
/**
 * One option of an `congo_core::pending::Ask::Choose`, sent back as
 * `Decision::Choose`. JSON: `{"type": "accept"}`, `{"type": "token", "kind": "panic"}`...
 */
export type CongoChoice =
  | { "type": "accept" }
  | { "type": "decline" }
  | { "type": "flee" }
  | { "type": "draw_stress" }
  | {
    "type": "token",
    /** The kind. */
    kind: CongoStressKind,
  }
  | { "type": "shooting" }
  | { "type": "move_back" }
  | {
    "type": "discard",
    /** Cards discarded. */
    count: number,
  }
  | {
    "type": "pick",
    /** Index of the die read for the block. */
    first: number,
    /** Index of the die read for the row. */
    second: number,
  }
  | {
    "type": "area",
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "heading",
    /** Degrees, `0..360`. */
    degrees: number,
  }
  | {
    "type": "edge_point",
    /** The point (fixed-point, on the edge). */
    at: Point,
  }
  | {
    "type": "target",
    /** The target group. */
    group: CongoGroupId,
    /** The shooting group's figure leading the shot. */
    leader: CongoFigureId,
  }
  | {
    "type": "group",
    /** The group. */
    group: CongoGroupId,
  };
/**
 * The colour of a Movement or Influence icon. Black Movement may engage in melee, red may not;
 * black Influence allows Rally or Terror, red only Rally (Congo rulebook, "Engaging in melee",
 * "Influence").
 */
export type CongoColour = "black" | "red";
/**
 * The answer to a column check: the list's running totals, and either the mustered column or
 * every broken rule.
 */
export type CongoColumnCheck = {
  /** True when the column may be mustered. */
  valid: boolean,
  /** Points spent on groups and auxiliaries (also on an invalid list). */
  cost: number,
  /** Stars of the listed characters. */
  stars: number,
  /** The mustered column, when valid. */
  column: CongoMusteredColumn | null,
  /** Every broken rule (empty when valid). */
  problems: Array<CongoColumnProblem>,
};
/**
 * A player's column list before validation: what an app edits.
 *
 * Each entry of `groups` is one group on the table. A bonded profile (Pygmy Archers, `Bond`) is
 * bought as a set: list each of its groups, consecutive entries forming one set; the set costs
 * the profile's points once.
 */
export type CongoColumnList = {
  /** The column's culture. */
  culture: CongoCulture,
  /** The groups, by profile id. */
  groups: Array<CongoProfileId>,
  /** The characters, each with the group he joins. */
  characters: Array<CongoJoining>,
  /** The auxiliaries (one entry per figure), each with the group it joins. */
  auxiliaries: Array<CongoJoining>,
};
/**
 * One broken mustering rule, for JSON: `kind` is the rule's name in snake case (the
 * `MusterError` variant: `"over_budget"`, `"no_character"`...), `code` the `ErrorCode`
 * name, `message` a readable sentence (lowercase).
 */
export type CongoColumnProblem = {
  /** The rule broken (the `MusterError` variant, snake case). */
  kind: string,
  /** The error code's name (`"InvalidRoster"`...). */
  code: string,
  /** What is wrong, and what was expected. */
  message: string,
};
/**
 * One column as deployed.
 */
export type CongoColumnSetup = {
  /** A display name ("The Explorer's expedition"). */
  name: string,
  /** Its culture. */
  culture: CongoCulture,
  /** Its groups, deployed (1 to `MAX_GROUPS_PER_COLUMN`). */
  groups: Array<CongoGroupSetup>,
};
/**
 * The components the source text does not list, as stand-ins a setup may replace
 * (RULINGS.md "Cards and tokens the text does not list").
 */
export type CongoComponents = {
  /** Each player's seven Action cards (distinct initiatives 1-7). */
  action_cards: Array<CongoActionCard>,
  /** The Stress bag at the start. */
  stress_bag: CongoStressBag,
  /** Each player's Totem deck (ids are positions in this list). */
  totem_deck: Array<CongoTotemKind>,
};
/**
 * A Confusion hand: the three cards dealt, and the cards left undealt.
 */
export type CongoConfusionHand<T> = {
  /** The cards in hand. */
  hand: Array<T>,
  /** The player's other cards, not dealt. */
  undealt: Array<T>,
  /** The player swapped a card (and so earns no Totem card). */
  swapped: boolean,
};
/**
 * A ford or bridge over a river, as a polygon.
 */
export type CongoCrossing = {
  /** Ford or bridge. */
  kind: CongoCrossingKind,
  /** The crossing's outline (a simple polygon on the table). */
  outline: Array<Point>,
};
/**
 * A ford or bridge: where a river's special rules do not apply ("Streams & Rivers").
 */
export type CongoCrossingKind = "ford" | "bridge";
/**
 * The four cultures (Congo rulebook, "Mustering the Column", "The culture").
 */
export type CongoCulture =
  | "white_men_expeditions"
  | "sultanate_of_zanzibar"
  | "forest_tribes"
  | "african_kingdoms";
/**
 * One culture's list: every character, auxiliary and group profile it musters from (each with
 * its points or stars and its per-column limit, `max_per_column`).
 */
export type CongoCultureRoster = {
  /** The culture. */
  culture: CongoCulture,
  /** Its name as the rulebook prints it ("White Men Expeditions"). */
  name: string,
  /** Its characters (random-choice order). */
  characters: Array<CongoCharacterProfile>,
  /** Its auxiliaries. */
  auxiliaries: Array<CongoAuxiliaryProfile>,
  /** Its groups. */
  groups: Array<CongoGroupProfile>,
};
/**
 * The effect of one Dangerous Terrain entry. See the module docs for "you", "the group" and
 * "the area"; each variant quotes or summarizes its entry.
 */
export type CongoDangerousEffect =
  | { "type": "nothing" }
  | {
    "type": "draw_totem",
    /** Cards drawn. */
    count: number,
  }
  | {
    "type": "opponent_draws_totem",
    /** Cards drawn. */
    count: number,
  }
  | {
    "type": "discard_random_totem",
    /** Cards discarded. */
    count: number,
  }
  | { "type": "recover_totem" }
  | {
    "type": "place_loot",
    /** Tokens placed. */
    count: number,
    /** Bulky Loot slows its carrier as a Movement Stress token does. */
    bulky: boolean,
    /** With the group, or in the area out of contact. */
    placement: CongoLootPlacement,
  }
  | {
    "type": "each_player_places_loot",
    /** Tokens per player. */
    count: number,
  }
  | { "type": "shelter_or_totem" }
  | { "type": "rally_or_totem" }
  | { "type": "trail" }
  | {
    "type": "cloudburst",
    /** The range limit (M). */
    range: CongoStick,
  }
  | {
    "type": "haggard_man",
    /** The ritual cast. */
    ritual: CongoRitual,
    /** The ritual dice (3D8). */
    dice: CongoDicePool,
    /** Totem cards discarded on a refusal (1). */
    refuse_discard: number,
  }
  | {
    "type": "shooting_attack",
    /** The attack dice. */
    dice: CongoDicePool,
    /** One extra die of this type per Stress token on the group, if any. */
    per_stress_token: Die | null,
    /** The panther: no losses = the group may take a bulky Loot token. */
    bulky_loot_if_unharmed: boolean,
  }
  | {
    "type": "lost_pet",
    /** Its Combat die (D8). */
    combat: Die,
  }
  | {
    "type": "loot_sacred_site",
    /** The looting dice (3D8). */
    dice: CongoDicePool,
  }
  | {
    "type": "draw_stress",
    /** Tokens drawn. */
    count: number,
  }
  | {
    "type": "flee_with_neighbours",
    /** The range around the area (S). */
    range: CongoStick,
  }
  | {
    "type": "taste_berries",
    /** The survival die (D8). */
    survival: Die,
  }
  | {
    "type": "move_toward_random_edge",
    /** The stick (S). */
    stick: CongoStick,
  }
  | { "type": "stop_before_entering" }
  | {
    "type": "token_or_shooting",
    /** The token offered (Panic). */
    token: CongoStressKind,
    /** The attack dice (4D8). */
    dice: CongoDicePool,
  }
  | { "type": "panic_fire" }
  | {
    "type": "marker",
    /** Which marker. */
    kind: CongoMarkerKind,
  }
  | {
    "type": "all_in_terrain_draw_stress",
    /** Tokens drawn. */
    count: number,
  }
  | { "type": "terror_test" }
  | {
    "type": "quicksand",
    /** The stick (S). */
    stick: CongoStick,
    /** The survival die (D8). */
    survival: Die,
  }
  | {
    "type": "panic_or_movement_and_roll",
    /** The survival die (D10). */
    survival: Die,
  }
  | {
    "type": "melee_attack",
    /** The animals' Combat dice (3D8). */
    dice: CongoDicePool,
    /** Monkeys and baboons: casualties become Stress tokens. */
    stress_instead_of_casualties: boolean,
  }
  | {
    "type": "python",
    /** The die (D8). */
    survival: Die,
    /** Loot tokens on a success (1). */
    loot: number,
  }
  | {
    "type": "take_token",
    /** The token kind. */
    token: CongoStressKind,
    /** What happens when none is in the bag. */
    if_none: CongoIfNoToken,
  }
  | {
    "type": "flee_or_stress",
    /** Stress tokens drawn instead of fleeing (2). */
    tokens: number,
  }
  | {
    "type": "hopelessly_lost",
    /** Stress tokens when no area qualifies (2). */
    fallback_stress: number,
  }
  | {
    "type": "trap_pit",
    /** The die (D10; its 10 counts as 10 here: it is a value, not a table index). */
    die: Die,
  }
  | {
    "type": "really_sinister",
    /** The dice rolled (3D10). */
    dice: CongoDicePool,
  }
  | {
    "type": "strange_drums",
    /** The ritual (Mad Hyena). */
    ritual: CongoRitual,
    /** The ritual dice (3D6). */
    dice: CongoDicePool,
  }
  | { "type": "replace_action_cards" }
  | {
    "type": "dead_askaris",
    /** The weapon used (Muskets). */
    weapon: CongoWeapon,
    /** The die of a model without a Shooting value (D6). */
    untrained: Die,
  }
  | {
    "type": "terror_near_edges",
    /** Distance from the edge (M). */
    range: CongoStick,
  }
  | { "type": "antelope_herd" }
  | { "type": "sacred_objects" }
  | { "type": "strange_man" }
  | {
    "type": "lasting_effect",
    /** The lasting rule. */
    effect: CongoLasting,
    /** The die to roll first, if any. */
    chance: Die | null,
  }
  | {
    "type": "sleeping_lion",
    /** The waking die (D8). */
    wake: Die,
    /** The attack dice (2D8). */
    dice: CongoDicePool,
    /** Extra die per Stress token (D8). */
    per_stress_token: Die,
  }
  | { "type": "lost_bearings" }
  | {
    "type": "angry_warthog",
    /** The dice (4D6). */
    dice: CongoDicePool,
  }
  | { "type": "dying_warrior" }
  | {
    "type": "hunters_trap",
    /** The dice (D6, D8, D10). */
    dice: [Die, Die, Die],
  }
  | {
    "type": "powerful_magic",
    /** Cards that may be discarded (3). */
    max_discard: number,
  }
  | {
    "type": "flee_then_stress",
    /** Tokens drawn after fleeing (1). */
    tokens: number,
  }
  | {
    "type": "consecrated_ground",
    /** Cards the opponent draws when you had none (2). */
    opponent_draws_if_none: number,
  };
/**
 * A player's decision.
 */
export type CongoDecision =
  | {
    "type": "choose_action_cards",
    /** Three distinct initiatives of the player's seven cards. */
    cards: Array<number>,
  }
  | {
    "type": "choose_card",
    /** Its initiative. */
    card: number,
  }
  | {
    "type": "cheetah",
    /** The Cheetah's card id, or `None` to pass. */
    card: number | null,
  }
  | {
    "type": "initiative",
    /** True: resolve first and give the token away. */
    go_first: boolean,
  }
  | {
    "type": "move",
    /** The moving group. */
    group: CongoGroupId,
    /** Its leading figure. */
    leader: CongoFigureId,
    /** The end points of the sticks, in order (1 or 2 points). */
    path: Array<Point>,
    /** The enemy group engaged, if any (black Movement only). */
    engage: CongoGroupId | null,
    /** The gathered formation, or `None` for the automatic gathering. */
    formation: Array<Point> | null,
    /** A Giraffe Totem card played for an extra S stick (the path's last), by card id: not limited by enemy proximity, usable whenever the group may move (absent in JSON = `None`). */
    giraffe?: number | null,
  }
  | {
    "type": "shoot",
    /** The shooting group. */
    group: CongoGroupId,
    /** The figure leading the shot. */
    leader: CongoFigureId,
    /** The enemy group shot at. */
    target: CongoGroupId,
    /** A Giraffe Totem card played for +S range, by card id. */
    giraffe: number | null,
  }
  | {
    "type": "reload",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "rally",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "terror",
    /** The enemy group. */
    target: CongoGroupId,
  }
  | {
    "type": "lion",
    /** The card id. */
    card: number,
    /** The action added (its colour is ignored: a Lion's action is always black). */
    action: CongoActionKind,
  }
  | {
    "type": "gorilla",
    /** The card id. */
    card: number,
  }
  | {
    "type": "buffalo",
    /** The card id. */
    card: number,
    /** The group. */
    group: CongoGroupId,
    /** The token's kind (never Panic). */
    token: CongoStressKind,
  }
  | { "type": "end_card" }
  | {
    "type": "roll",
    /** Die types to discard, exactly as many as the prompt's `drop`. */
    drop: Array<Die>,
    /** A Crocodile card played on this roll, by id. */
    crocodile: number | null,
  }
  | { "type": "go_to_ground" }
  | {
    "type": "remove_casualties",
    /** Exactly the prompt's number of figures of the group. */
    figures: Array<CongoFigureId>,
  }
  | {
    "type": "use_rule",
    /** True: use it. */
    accept: boolean,
  }
  | {
    "type": "take_stress",
    /** The group giving the token. */
    from: CongoGroupId | null,
    /** The token's kind. */
    token: CongoStressKind | null,
  }
  | {
    "type": "give_stress",
    /** One of the prompt's groups. */
    to: CongoGroupId,
  }
  | {
    "type": "return_stress",
    /** Exactly the prompt's number of tokens. */
    tokens: Array<CongoStressKind>,
  }
  | {
    "type": "cross_obstacle",
    /** True: cross. */
    cross: boolean,
  }
  | {
    "type": "frenzy",
    /** The figure sacrificed, one of the prompt's `figures`. */
    figure: CongoFigureId | null,
  }
  | {
    "type": "remove_stress",
    /** One of the prompt's groups. */
    group: CongoGroupId,
    /** One of its tokens. */
    token: CongoStressKind,
  }
  | {
    "type": "litany",
    /** The exchange. */
    swap: CongoLitanySwap | null,
  }
  | {
    "type": "choose",
    /** One of the options offered. */
    choice: CongoChoice,
  }
  | {
    "type": "set_trap",
    /** The Totem card discarded (its id). */
    card: number,
    /** The trapped enemy group. */
    group: CongoGroupId,
  }
  | {
    "type": "sorcery",
    /** The ritual and its target, or `None`. */
    cast: CongoRitualCast | null,
  }
  | { "type": "draw_stress_token" }
  | {
    "type": "choose_totems",
    /** The cards kept. */
    cards: Array<number>,
  }
  | {
    "type": "keep_totem",
    /** Its id, one of the prompt's `cards`. */
    card: number,
  }
  | {
    "type": "reach",
    /** The moving group. */
    group: CongoGroupId,
    /** Its leading figure. */
    leader: CongoFigureId,
    /** The end points of the sticks (1 or 2). */
    path: Array<Point>,
    /** The piece's index. */
    piece: number,
    /** The gathered formation (the group's figures, then the Independent Characters with it; joining one, his spot last), or `None` for the automatic gathering. */
    formation: Array<Point> | null,
  }
  | {
    "type": "enter",
    /** The waiting group. */
    group: CongoGroupId,
    /** The end of a second stick, if any. */
    second: Point | null,
    /** The enemy group the second stick engages, if any (black Movement only). */
    engage: CongoGroupId | null,
    /** The gathered formation (the leader, figure 0, first), or `None` for the automatic one. */
    formation: Array<Point> | null,
    /** The wild animal the second stick engages instead of an enemy group, if any (black Movement only; the animal "counts as an enemy for both sides"). Absent in JSON: none. */
    animal?: CongoAnimalId | null,
  }
  | {
    "type": "plunder",
    /** The group. */
    group: CongoGroupId,
    /** The house's area. */
    building: CongoAreaId,
  }
  | {
    "type": "confusion",
    /** The card's initiative, or `None`. */
    discard: number | null,
  }
  | { "type": "stay" }
  | {
    "type": "harass",
    /** The shooting group (one with Harassment that has not acted this step). */
    group: CongoGroupId,
    /** Its figure leading the shot. */
    leader: CongoFigureId,
    /** The enemy group shot at. */
    target: CongoGroupId,
    /** A Giraffe Totem card played for +S range, by id. */
    giraffe: number | null,
  }
  | {
    "type": "run_away_leader",
    /** The leading figure. */
    figure: CongoFigureId,
  }
  | {
    "type": "shoot_animal",
    /** The shooting group. */
    group: CongoGroupId,
    /** The figure leading the shot. */
    leader: CongoFigureId,
    /** The animal shot at. */
    animal: CongoAnimalId,
    /** A Giraffe Totem card played for +S range, by id. */
    giraffe: number | null,
  }
  | {
    "type": "engage_animal",
    /** The moving group. */
    group: CongoGroupId,
    /** Its leading figure. */
    leader: CongoFigureId,
    /** The end points of the sticks, in order (1 or 2 points, then the Giraffe's stick if any). */
    path: Array<Point>,
    /** The animal engaged. */
    animal: CongoAnimalId,
    /** The gathered formation, or `None` for the automatic gathering. */
    formation: Array<Point> | null,
    /** A Giraffe Totem card played for its extra S stick, by id. Absent in JSON: none. */
    giraffe?: number | null,
  }
  | {
    "type": "harass_animal",
    /** The shooting group (one with Harassment that has not acted this step). */
    group: CongoGroupId,
    /** Its figure leading the shot. */
    leader: CongoFigureId,
    /** The animal shot at. */
    animal: CongoAnimalId,
    /** A Giraffe Totem card played for +S range, by id. */
    giraffe: number | null,
  };
/**
 * A profile deployed at a spot on the table.
 */
export type CongoDeployed<P> = {
  /** The profile. */
  profile: P,
  /** The centre of its base. */
  at: Point,
};
/**
 * One detachment of a column ("They are divided into 2 detachments"). The player assigns his
 * groups to detachments when deploying.
 */
export type CongoDetachment = {
  /** Its name ("the vanguard"); events refer to it. */
  name: string,
  /** How it arrives. */
  arrival: CongoArrival,
  /** The most groups it may hold, if limited. */
  max_groups?: number | null,
};
/**
 * A number of dice of one type, as a profile value reads ("D8" = 1 x D8; the Emir's "2D8").
 */
export type CongoDicePool = {
  /** How many dice. */
  count: number,
  /** Which die. */
  die: Die,
};
/**
 * Why some Attack dice are in the pool.
 */
export type CongoDiceReason =
  | { "kind": "members" }
  | {
    "kind": "character",
    /** The character's name. */
    name: string,
  }
  | {
    "kind": "auxiliary",
    /** The auxiliary's name. */
    name: string,
  }
  | { "kind": "special_rule" };
/**
 * Where the game's chance comes from.
 */
export type CongoDiceSetup =
  | {
    "kind": "seeded",
    /** The seed (a `bigint` in JS). */
    seed: bigint,
  }
  | {
    "kind": "scripted",
    /** The values. */
    values: Array<number>,
  };
/**
 * Some dice of the pool and why they are there.
 */
export type CongoDiceSource = {
  /** The die. */
  die: Die,
  /** How many. */
  count: number,
  /** Why. */
  reason: CongoDiceReason,
};
/**
 * A table edge (north is `y = height`, east is `x = width`).
 */
export type CongoEdge = "north" | "east" | "south" | "west";
/**
 * How a group left the table.
 */
export type CongoElimination = "no_figure_left" | "four_tokens_one_figure" | "auxiliary_alone";
/**
 * A condition that ends the Adventure before its last turn (CG-ADV-05), checked at each End
 * phase.
 */
export type CongoEndCondition =
  | { "type": "all_objects_exited" }
  | {
    "type": "column_gone",
    /** Which column (`Both`: either one). */
    columns: CongoSides,
  }
  | {
    "type": "object_exited",
    /** The Object. */
    object: CongoObjectId,
  };
/**
 * What a move engages: an enemy group or a wild animal (CG-MOVE-16, CG-ANIMAL-06).
 */
export type CongoEngagement =
  | {
    "kind": "group",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "kind": "animal",
    /** The animal. */
    animal: CongoAnimalId,
  };
/**
 * A detachment's entry point, once known (CG-USR-08).
 */
export type CongoEntryPoint = {
  /** The column. */
  side: CongoPlayer,
  /** The detachment's index. */
  detachment: number,
  /** The point on the table edge, once set or rolled. */
  point: Point | null,
  /** The first turn its groups may enter. */
  from_turn: number,
};
/**
 * The environment of an Adventure: it selects the Dangerous Terrain table and the wild animal
 * (Congo rulebook, "Surviving in Dangerous Lands", The environment; "Universal Special Rules",
 * Savannah, Jungle, Wild Animals).
 */
export type CongoEnvironment = "jungle" | "savannah";
/**
 * An event and the rule that caused it.
 */
export type CongoEvent = {
  /** The rule's inventory id, e.g. `"CG-MELEE-10"`. */
  rule: string,
  /** What happened. */
  what: CongoWhat,
};
/**
 * What a numbered Event token does when drawn (Special Events: "refer to the Adventure to see
 * what happens").
 */
export type CongoEventEffect =
  | {
    "type": "dangerous",
    /** The effect. */
    effect: CongoDangerousEffect,
  }
  | { "type": "wild_animal" }
  | {
    "type": "reinforcements",
    /** The column. */
    column: CongoPlayer,
    /** The detachment's name. */
    detachment: string,
  }
  | {
    "type": "custom",
    /** The key the engine looks the handler up by. */
    key: string,
  }
  | {
    "type": "independent_character_flees",
    /** The character's name, as in the Independent Character rule. */
    name: string,
  };
/**
 * One numbered Event token (Special Events).
 */
export type CongoEventToken = {
  /** The token's number (1 or more, unique). */
  number: number,
  /** What the Adventure says happens. */
  text: string,
  /** The effect, as data. */
  effect: CongoEventEffect,
};
/**
 * A result of the Exhausted roll (rule: CG-USR-01), one 1D8 per group.
 */
export type CongoExhaustedResult = "fresh" | "stress" | "stress_and_figure";
/**
 * One exploration made (for the view and the log): which group rolled, where, when, and the
 * entry it read.
 */
export type CongoExplored = {
  /** The area. */
  area: CongoAreaId,
  /** The exploring group. */
  group: CongoGroupId,
  /** The turn. */
  turn: number,
  /** The entry read (its rule id, e.g. `"CG-DT-JUNGLE-13"`). */
  entry: string,
};
/**
 * A table feature named in an error.
 */
export type CongoFeature =
  | { "type": "open_terrain" }
  | { "type": "area" } & CongoAreaId
  | { "type": "obstacle" } & CongoObstacleId
  | { "type": "river" } & CongoRiverId
  | {
    "type": "crossing",
    /** The river. */
    river: CongoRiverId,
    /** Index in the river's crossings. */
    index: number,
  }
  | { "type": "track" } & CongoTrackId;
/**
 * One miniature on its 1" round base.
 */
export type CongoFigure = {
  /** Its group. */
  group: CongoGroupId,
  /** Member, character or auxiliary. */
  role: CongoRole,
  /** Centre of its base (thousandths of an inch). */
  at: Point,
  /** False once removed as a casualty. */
  alive: boolean,
};
/**
 * A figure's id: its index in `congo_core::Game::figures` (in setup order: each group's members,
 * then its characters, then its auxiliaries).
 */
export type CongoFigureId = number;
/**
 * One figure: its group and its index in the group's figure list.
 */
export type CongoFigureRef = {
  /** The group. */
  group: CongoGroupKey,
  /** Index in `PlacedGroup::figures`. */
  index: number,
};
/**
 * One figure of the looking group and one target.
 */
export type CongoFigureSight = {
  /** The figure. */
  figure: CongoFigureId,
  /** The target's bases it has a clear line of sight to (indices in the target group's living figures, ascending; an animal has one base, index 0). */
  sees: Array<number>,
  /** A shot led by this figure would be declared (range aside, CG-SHOOT-04): `Some(true)` for a partial shot (no other figure of the group sees the target, CG-SHOOT-07), `Some(false)` for a full one, `None` when it may not lead one (no line of sight, or Tiny hides it). */
  leads_partial: boolean | null,
  /** The cover the target would roll against that shot (CG-SHOOT-12, CG-TERR-16). */
  cover: Die | null,
  /** The range band from this figure to the target's nearest base. */
  band: CongoRangeBand,
};
/**
 * Why a group cannot be gathered around its leading figure (Congo rulebook, "Gather the group
 * together").
 */
export type CongoGatherError =
  | {
    "type": "wrong_count",
    /** Figures given. */
    given: number,
    /** Figures in the group. */
    expected: number,
  }
  | { "type": "leader_moved" }
  | {
    "type": "off_table",
    /** Index in the group. */
    index: number,
  }
  | {
    "type": "overlap",
    /** Index in the group. */
    index: number,
  }
  | {
    "type": "on_obstacle",
    /** Index in the group. */
    index: number,
  }
  | {
    "type": "blocking",
    /** Index in the group. */
    index: number,
  }
  | { "type": "not_a_chain" }
  | {
    "type": "ahead_of_leader",
    /** Index in the group. */
    index: number,
  }
  | {
    "type": "touches_other_enemy",
    /** Index in the group. */
    index: number,
    /** The enemy group. */
    enemy: CongoGroupKey,
  }
  | {
    "type": "split",
    /** The area, river or track. */
    feature: CongoFeature,
  }
  | {
    "type": "room_beside_leader",
    /** Index in the group. */
    index: number,
    /** A legal spot in base contact with the leading figure (fixed-point centre). */
    spot: Point,
  }
  | {
    "type": "no_room",
    /** Index in the group. */
    index: number,
  };
/**
 * One group on the table: its figures (alive ones), Stress tokens and markers.
 */
export type CongoGroup = {
  /** Its owner. */
  owner: CongoPlayer,
  /** Its index within its column's setup. */
  index: number,
  /** Its living figures, in setup order. */
  figures: Array<CongoFigureId>,
  /** Stress tokens by it, in the order drawn (at most four). */
  stress: Array<CongoStressKind>,
  /** A smoke marker: it fired muskets and must reload before firing again. */
  smoke: boolean,
  /** The Action step (serial) in which it last performed an action. */
  acted: number | null,
  /** The step (serial) in which it last fled. */
  fled: number | null,
  /** The Action step (serial) in which it was last targeted by a Terror action. */
  terrorized: number | null,
  /** True once it has no figure left or was removed from the game. */
  eliminated: boolean,
  /** Ordinary Loot tokens it carries (scored at the end: CG-VP-02); bulky Loot and Objects are pieces, kept with the state of the Adventure's rules (its Universal Special Rules). */
  loot: number,
  /** Not on the table although not eliminated: waiting to enter, or gone off it (Enter on the table, Exiting the table). */
  off_table: CongoOffTable | null,
};
/**
 * A group's id: its index in `congo_core::Game::groups` (column One's groups first, in setup
 * order).
 */
export type CongoGroupId = number;
/**
 * A group's key on the table. The turn engine maps its own group ids to these keys.
 */
export type CongoGroupKey = number;
/**
 * What kind of men a group is, where another rule names them ("all your pygmies", "any group of
 * young warriors or bundukis", "two Young Warriors units"). A house profile may carry these
 * kinds to be affected by those rules.
 */
export type CongoGroupKind = "pygmies" | "young_warriors" | "bundukis";
/**
 * A group's profile: one roster row (Congo rulebook, "Surviving in Africa", group profile).
 */
export type CongoGroupProfile = {
  /** Stable id. */
  id: CongoProfileId,
  /** The rulebook's name, e.g. "Soldiers". */
  name: string,
  /** Its culture. */
  culture: CongoCulture,
  /** Number of figures (3 to 6), characters and auxiliaries not counted. */
  figures: number,
  /** Shooting die per figure, `None` for "-". */
  shooting: Die | null,
  /** Ranged weapon, `None` when the group has none. */
  weapon: CongoWeapon | null,
  /** Combat die per figure, `None` for "-". */
  combat: Die | null,
  /** Bravery die, `None` for "-". */
  bravery: Die | null,
  /** Cost in points. */
  points: number,
  /** What may join it. */
  joins: CongoJoins,
  /** `Some(1)` for a "0-1" group. */
  max_per_column: number | null,
  /** Profiles (characters) without which this group cannot be mustered ("only with"). */
  only_with: Array<CongoProfileId>,
  /** Its special rules. */
  special_rules: Array<CongoSpecialRule>,
  /** False when the source text lost part of the row (RULINGS.md "Rows the source text lost"): such a profile cannot be mustered until the user supplies the missing values. */
  complete: boolean,
  /** Which values the source text lost (empty when `complete`). A lost value holds a placeholder (`0` figures or points, `None` dice, no joins) that means nothing until a roster extension supplies it. */
  missing?: Array<CongoProfileField>,
  /** What kind of men the group is, for rules that name them (pygmies, young warriors...). */
  kinds?: Array<CongoGroupKind>,
};
/**
 * One deployed group: its profile, its members' positions, and the characters and auxiliaries
 * that joined it (Congo rulebook, "Mustering the Column").
 */
export type CongoGroupSetup = {
  /** The group's profile (its `figures` members are deployed at `members`). */
  profile: CongoGroupProfile,
  /** Centres of the members' bases; exactly `profile.figures` of them. */
  members: Array<Point>,
  /** Characters who joined the group. */
  characters: Array<CongoDeployed<CongoCharacterProfile>>,
  /** Auxiliaries who joined the group. */
  auxiliaries: Array<CongoDeployed<CongoAuxiliaryProfile>>,
};
/**
 * Height of a terrain area or obstacle ("Surviving in Dangerous Lands": height decides whether
 * it blocks line of sight).
 */
export type CongoHeight = "low" | "high";
/**
 * A herd of livestock (Cattle).
 */
export type CongoHerd = {
  /** A display name ("the Masai cattle"). */
  name: string,
  /** Where each animal's base centre starts. */
  animals: Array<Point>,
  /** What a won melee does to the animal. */
  on_defeat: CongoCattleFate,
  /** The enclosure (a terrain area) the herd stands in, if any: animals in it do not make the end-of-turn S move. */
  enclosure?: CongoAreaId | null,
};
/**
 * A house that may be plundered, and its state (CG-USR-29).
 */
export type CongoHouse = {
  /** The house's area. */
  area: CongoAreaId,
  /** Its Plunder token taken, on fire. */
  building: CongoBuilding,
};
/**
 * What happens when the named token is not in the bag (RULINGS.md "Stress bag": "if no Panic
 * token is available" means none is left in the bag).
 */
export type CongoIfNoToken = "nothing" | "lose_model";
/**
 * Why a proposed move is illegal (Congo rulebook, "Moving along the Track", "Movement
 * constraints", "Defeating your Enemies", "Surviving in Dangerous Lands").
 */
export type CongoIllegalMove =
  | {
    "type": "unknown",
    /** What was not found. */
    detail: string,
  }
  | {
    "type": "stick_count",
    /** Sticks given. */
    count: number,
    /** A Giraffe Totem card adds a stick. */
    giraffe: boolean,
  }
  | {
    "type": "stick_too_long",
    /** 1 or 2. */
    stick: number,
    /** Its length. */
    length: Length,
  }
  | {
    "type": "zero_stick",
    /** 1 or 2. */
    stick: number,
  }
  | {
    "type": "touches_base",
    /** 1 or 2. */
    stick: number,
    /** The base touched. */
    figure: CongoFigureRef,
  }
  | {
    "type": "may_not_engage",
    /** 1 or 2. */
    stick: number,
    /** The enemy group touched. */
    target: CongoGroupKey,
  }
  | { "type": "stick_after_engagement" }
  | {
    "type": "short_first_stick",
    /** Stick 1's length. */
    length: Length,
  }
  | {
    "type": "short_second_stick",
    /** Stick 2's length. */
    length: Length,
  }
  | {
    "type": "enemy_near_first_stick",
    /** The enemy or animal group. */
    near: CongoGroupKey,
  }
  | {
    "type": "first_stick_in_river",
    /** The river. */
    river: CongoRiverId,
  }
  | {
    "type": "crosses_high_obstacle",
    /** The obstacle. */
    obstacle: CongoObstacleId,
    /** Why it may not. */
    reason: string,
  }
  | {
    "type": "blocking_terrain",
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "enter_and_leave",
    /** The area passed through or entered after leaving another. */
    area: CongoAreaId,
  }
  | { "type": "off_table" }
  | {
    "type": "bad_end_position",
    /** Why. */
    reason: string,
  }
  | {
    "type": "does_not_reach",
    /** What was aimed at. */
    what: string,
  }
  | { "type": "gather" } & CongoGatherError;
/**
 * An Independent Character (CG-USR-10): no profile, controlled by no column until it joins a
 * group.
 */
export type CongoIndependentCharacter = {
  /** The character's name; objectives refer to it by this name. */
  name: string,
  /** Where its base's centre starts. */
  at: Point,
  /** Which columns' groups may make it join them. */
  joinable_by: CongoSides,
  /** "An Independent character cannot be eliminated (except as specified by the Adventure)": `true` eliminates him with the group he is with when that group is eliminated (`What::CharacterEliminated`; ruling "An eliminable Independent Character"). Default `false`. */
  eliminable?: boolean,
};
/**
 * A character or an auxiliary and the group it joins.
 */
export type CongoJoining = {
  /** Its profile id. */
  id: CongoProfileId,
  /** 0-based position of the group it joins in `ColumnList::groups`. */
  group: number,
};
/**
 * What may join a group (the character and auxiliary icons of a roster row).
 */
export type CongoJoins = {
  /** The group may be joined by a character. */
  character: boolean,
  /** How many auxiliaries may join it (0, 1 or 2). */
  auxiliaries: number,
};
/**
 * A rule that an entry puts in force for the rest of the game ("until the end of the game",
 * "from now on").
 */
export type CongoLasting = "night_falls" | "downpour" | "heat" | "traps_for_all";
/**
 * A legal move, as `apply` would carry it out.
 */
export type CongoLegalMove = {
  /** The decision `apply` accepts for this move (`Decision::Move`, with `engage` filled in, or `Decision::EngageAnimal`). */
  decision: CongoDecision,
  /** The Movement circle the card spends: black when the move engages or no red one is left. */
  colour: CongoColour,
  /** Sticks laid (the path's points). */
  sticks: number,
  /** The group picks up the pace (a second stick, CG-MOVE-08). */
  picked_up_pace: boolean,
  /** The move ends with the Kirangozi's extra stick (CG-WME-02): a Stress token follows. */
  shortcut: boolean,
  /** The leading figure's centre path: its start, then each stick's end (cut at the contact when it engages; with a shortcut, the last stick's alone). */
  leader_path: Array<Point>,
  /** The figures placed by the gathering, in the group's order (its living figures). */
  figures: Array<CongoFigureId>,
  /** Where each base stands after the move (CG-MOVE-12, the automatic gathering): the group's figures in `LegalMove::figures`' order, then any Independent Character with it. */
  formation: Array<Point>,
  /** The terrain area the group enters, if any. */
  entered_area: CongoAreaId | null,
  /** That area is dangerous and unexplored: entering it explores it, with a roll on the environment's Dangerous Terrain table (CG-TERR-10; an area another group or an animal is in counts as explored, CG-TERR-11). */
  explores_dangerous: boolean,
  /** What the move engages (a melee follows at once, CG-MOVE-16). */
  engages: CongoEngagement | null,
  /** The obstacle the engagement is made across (CG-TERR-17). */
  across_obstacle: CongoObstacleId | null,
  /** The group leaves the table through an Adventure's exit (CG-USR-09). */
  left_table: boolean,
};
/**
 * One Litany exchange (CG-AK-03): group `a` gives one `a_gives` token to group `b`, which
 * gives one `b_gives` token to `a` (RULINGS.md: a swap of kinds, counts unchanged).
 */
export type CongoLitanySwap = {
  /** The first group. */
  a: CongoGroupId,
  /** The token it gives. */
  a_gives: CongoStressKind,
  /** The second group. */
  b: CongoGroupId,
  /** The token it gives. */
  b_gives: CongoStressKind,
};
/**
 * Where placed Loot tokens go (Congo rulebook, "Surviving in Dangerous Lands", Loot).
 */
export type CongoLootPlacement = "with_group" | "in_area_out_of_contact";
/**
 * A marker an entry puts on the table.
 */
export type CongoMarkerKind =
  | { "type": "smoke" }
  | { "type": "mist" }
  | {
    "type": "tsetse_swarm",
    /** Moves in all (3: the first and two repeats). */
    moves: number,
    /** Length of each move (L). */
    stick: CongoStick,
  }
  | {
    "type": "bush_fire",
    /** The die rolled at the end of each turn (D6). */
    survival: Die,
  }
  | {
    "type": "cannibal_territory",
    /** Figures in the shooting pygmy group (3). */
    archers: number,
    /** Their Shooting die (stand-in D6). */
    shooting: Die,
  };
/**
 * The exact odds of a melee's resolution, from the dice to the Stress tokens the results
 * table deals (`melee_odds`). "Attacker" is the engaging group.
 */
export type CongoMeleeOdds = {
  /** The attacker's Combat dice rolled, after its discards (CG-MELEE-08, CG-STRESS-10). */
  attacker_dice: Array<Die>,
  /** The defender's Combat dice rolled, after its discards. */
  defender_dice: Array<Die>,
  /** The attacker's hits (successes, Ruthless's added): the distribution. */
  attacker_hits: Array<CongoChance>,
  /** The defender's hits: the distribution. */
  defender_hits: Array<CongoChance>,
  /** The attacker scores more hits. */
  attacker_wins: CongoProbability,
  /** The defender scores more hits. */
  defender_wins: CongoProbability,
  /** As many hits each: the defender retreats (CG-MELEE-10). */
  draw: CongoProbability,
  /** Figures the attacker loses (the results table, at most its figures): the distribution. */
  attacker_casualties: Array<CongoChance>,
  /** Figures the defender loses: the distribution. */
  defender_casualties: Array<CongoChance>,
  /** The defender loses at least one figure ("to kill at least one"). */
  at_least_one_casualty: CongoProbability,
  /** Stress tokens the attacker must draw (0 or 1, CG-MELEE-10 to -14). */
  attacker_stress: Array<CongoChance>,
  /** Stress tokens the defender must draw. */
  defender_stress: Array<CongoChance>,
  /** The attacker must draw a token while holding four: it flees (CG-STRESS-06). */
  attacker_flees: CongoProbability,
  /** The defender flees. */
  defender_flees: CongoProbability,
  /** Special rules of these groups whose effect is not in the numbers, by inventory id; and the retreat's own losses (a retreat that cannot be made in full, CG-FLIGHT-09), which depend on the table after the melee: never counted. */
  not_counted: Array<string>,
};
/**
 * The verdict of `Game::preview_move`.
 */
export type CongoMovePreview =
  | {
    "verdict": "legal",
    /** The move. */
    move: CongoLegalMove,
  }
  | {
    "verdict": "illegal",
    /** The rule that refuses it. */
    refusal: CongoMoveRefusal,
  };
/**
 * Why a move would be refused: the rule that refuses it, with its data.
 */
export type CongoMoveRefusal =
  | { "reason": "no_card_action" }
  | { "reason": "no_movement_action" }
  | {
    "reason": "unknown_group",
    /** The group named. */
    group: CongoGroupId,
  }
  | {
    "reason": "unknown_figure",
    /** The figure named. */
    figure: CongoFigureId,
  }
  | {
    "reason": "not_your_group",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "reason": "already_acted",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "reason": "giraffe_not_in_hand",
    /** The card id. */
    card: number,
  }
  | { "reason": "stress_forbids_move" }
  | { "reason": "stress_limit_cannot_engage" }
  | {
    "reason": "red_movement_cannot_engage",
    /** What the path would engage. */
    engages: CongoEngagement,
  }
  | { "reason": "pace_forbidden" }
  | {
    "reason": "geometry",
    /** Geometry's reason. */
    error: CongoIllegalMove,
  }
  | {
    "reason": "other",
    /** The refusal, in words. */
    message: string,
  };
/**
 * A proposed Movement action, as a front end has it while the player drags: the group, its
 * leading figure, the end point of each stick (1 or 2 points; 3 with the Kirangozi's shortcut
 * or a Giraffe's stick last), an optional formation and an optional Giraffe Totem card.
 */
export type CongoMoveRequest = {
  /** The moving group. */
  group: CongoGroupId,
  /** Its leading figure. */
  leader: CongoFigureId,
  /** The end points of the sticks, in order (fixed-point inches). */
  path: Array<Point>,
  /** The gathered formation (one centre per base, in the group's order), or `None` (absent in JSON) for the automatic gathering. */
  formation?: Array<Point> | null,
  /** A Giraffe Totem card played for the path's last stick (CG-TOTEM-09), by card id. */
  giraffe?: number | null,
};
/**
 * What the adventure imposes on a column ("The protagonists").
 */
export type CongoMusterRules = {
  /** Points for groups and auxiliaries (typically 70 to 100). */
  budget: number,
  /** Characters the adventure imposes: they must be in the column, count toward the two, and may come from any roster list (an adventure's own profile). Independent characters are not listed here nor in a column: they never count (CG-MUSTER-03). */
  imposed_characters?: Array<CongoProfileId>,
};
/**
 * A column that passed every mustering rule: what the turn engine deploys.
 */
export type CongoMusteredColumn = {
  /** Its culture. */
  culture: CongoCulture,
  /** Its groups, in list order. */
  groups: Array<CongoMusteredGroup>,
  /** Points spent on groups and auxiliaries. */
  cost: number,
  /** Total stars of its characters. */
  stars: number,
};
/**
 * One group of a mustered column, with what joins it.
 */
export type CongoMusteredGroup = {
  /** The group's profile. */
  profile: CongoGroupProfile,
  /** Characters with it (one, or two with the Brute). */
  characters: Array<CongoCharacterProfile>,
  /** Auxiliaries with it. */
  auxiliaries: Array<CongoAuxiliaryProfile>,
  /** The position of the group it is bonded with (Pygmy Archers), if any. */
  bonded_with: number | null,
};
/**
 * The id of an Object, unique in its Adventure (e.g. `"treasure"`).
 */
export type CongoObjectId = string;
/**
 * An Object of the Objects rule (CG-OBJ-01): anything that can be carried.
 */
export type CongoObjectSpec = {
  /** Its id; objectives refer to it. */
  id: CongoObjectId,
  /** What it is ("the treasure", "an ivory idol"). */
  name: string,
  /** Bulky Objects slow their carrier as a Movement Stress token does (CG-OBJ-05). */
  bulky?: boolean,
  /** Where it starts. */
  placement: CongoPlacement,
};
/**
 * One objective of an Adventure: `points` victory points per unit its `Condition` counts,
 * for the columns in `columns`, scored as `scoring` says.
 */
export type CongoObjective = {
  /** A short description for logs ("Carry the treasure off the table"). */
  name: string,
  /** Which columns score it. */
  columns: CongoSides,
  /** Victory points per unit (may be negative: a penalty). */
  points: number,
  /** When it scores. */
  scoring: CongoScoring,
  /** What is counted. */
  condition: CongoObjectiveCondition,
};
/**
 * What an objective counts for a column. Each variant says what one unit is.
 */
export type CongoObjectiveCondition =
  | {
    "type": "carries_object",
    /** The Object. */
    object: CongoObjectId,
  }
  | {
    "type": "object_exited",
    /** The Object. */
    object: CongoObjectId,
    /** The edge it must leave by, or any. */
    edge?: CongoEdge | null,
  }
  | {
    "type": "groups_exited",
    /** The edge, or any. */
    edge?: CongoEdge | null,
  }
  | { "type": "enemy_groups_eliminated" }
  | {
    "type": "occupies",
    /** The area. */
    area: CongoAreaId,
  }
  | { "type": "loot_held" }
  | { "type": "plunder_tokens" }
  | { "type": "cattle_held" }
  | {
    "type": "independent_character_with",
    /** The character's name, as in the Independent Character rule. */
    name: string,
  }
  | {
    "type": "custom",
    /** The key. */
    key: string,
  };
/**
 * A linear obstacle: a fence, barrier or wall, as a straight segment ("Obstacles").
 */
export type CongoObstacle = {
  /** Unique id on the table. */
  id: CongoObstacleId,
  /** One end (fixed-point, on the table). */
  from: Point,
  /** The other end (distinct from `from`). */
  to: Point,
  /** High obstacles block line of sight and restrict movement; low ones only give cover. */
  height: CongoHeight,
};
/**
 * The id of a linear obstacle, unique on its table.
 */
export type CongoObstacleId = number;
/**
 * The odds of an action (`odds`).
 */
export type CongoOdds =
  | { "type": "shot" } & CongoShotOdds
  | { "type": "melee" } & CongoMeleeOdds
  | { "type": "terror" } & CongoTerrorOdds
  | { "type": "rally" } & CongoRallyOdds;
/**
 * An action to ask the odds of.
 */
export type CongoOddsQuery =
  | {
    "type": "shot",
    /** The shooting group (the asker's). */
    group: CongoGroupId,
    /** The figure leading the shot. */
    leader: CongoFigureId,
    /** The target group. */
    target: CongoGroupId,
    /** A Giraffe Totem card of the asker's hand played for the range, if any. */
    giraffe: number | null,
  }
  | {
    "type": "melee",
    /** The engaging group. */
    attacker: CongoGroupId,
    /** The group engaged. */
    defender: CongoGroupId,
    /** The attacker engages across an obstacle: the defender re-rolls its failed Combat dice once (CG-TERR-18). */
    across_obstacle: boolean,
  }
  | {
    "type": "terror",
    /** The group tested. */
    target: CongoGroupId,
  }
  | {
    "type": "rally",
    /** The group. */
    group: CongoGroupId,
  };
/**
 * Why a group is not on the table although it was not eliminated.
 */
export type CongoOffTable =
  | {
    "type": "waiting",
    /** Its detachment's index in the protagonist's `detachments`. */
    detachment: number,
  }
  | {
    "type": "exited",
    /** The edge. */
    edge: CongoEdge,
    /** The turn it left. */
    turn: number,
  };
/**
 * The opponent's cards, as the viewer sees them.
 */
export type CongoOpponentCards = {
  /** How many Totem cards in hand. */
  hand: number,
  /** Cards left in the deck. */
  deck: number,
  /** The discard pile (face up). */
  discard: Array<CongoTotemCard>,
  /** How many Action cards he still has to play this turn. */
  chosen: number,
  /** The Sorcery card is in his hand. */
  sorcery: boolean,
};
/**
 * One player's own cards, as he sees them.
 */
export type CongoOwnCards = {
  /** His Totem hand. */
  hand: Array<CongoTotemCard>,
  /** Cards left in his deck (order hidden). */
  deck: number,
  /** His discard pile (face up). */
  discard: Array<CongoTotemCard>,
  /** His Action cards chosen this turn and not yet played (during the opening phase: his choice once made). */
  chosen: Array<number>,
  /** The card he chose for this Action step, not yet revealed. */
  step_card: number | null,
  /** The Sorcery card is in his hand. */
  sorcery: boolean,
};
/**
 * Everything pending now: one prompt, two for simultaneous secret choices, none when over.
 */
export type CongoPending = {
  /** The current turn (1-based). */
  turn: number,
  /** The current Action step (1-3), `None` outside the actions phase. */
  step: number | null,
  /** The prompts, at most one per player, `One` first. */
  prompts: Array<CongoPrompt>,
};
/**
 * Where the turn stands, as the viewer sees it.
 */
export type CongoPhaseView =
  | {
    "phase": "choose_action_cards",
    /** `[One, Two]`. */
    done: [boolean, boolean],
  }
  | {
    "phase": "choose_card",
    /** `[One, Two]`. */
    done: [boolean, boolean],
  }
  | {
    "phase": "cheetah",
    /** The revealed cards `[One, Two]`. */
    cards: [number, number],
    /** `[One, Two]`. */
    done: [boolean, boolean],
  }
  | {
    "phase": "tie",
    /** The revealed cards. */
    cards: [number, number],
  }
  | {
    "phase": "resolve",
    /** Whose. */
    player: CongoPlayer,
    /** Which. */
    card: number,
    /** Actions left. */
    remaining: Array<CongoCardAction>,
  }
  | {
    "phase": "over",
    /** Victory points. */
    points: [number, number],
  };
/**
 * One piece of the Adventure.
 */
export type CongoPiece = {
  /** What it is. */
  kind: CongoPieceKind,
  /** Where it is. */
  place: CongoPlace,
  /** The group that left it on the table and the step (serial) it did, while it lies where it was left: the winner of a melee that wiped that group out takes it (CG-OBJ-02). */
  dropped: [CongoGroupId, number] | null,
  /** Where the base of an Independent Character with a group on the table stands (fixed-point inches): a base of the group's formation, after its figures (CG-USR-10, "exactly the same as any other model in the group"; `universal::joined`). `None` for every other piece (absent in JSON). */
  base?: Point | null,
};
/**
 * What a piece is.
 */
export type CongoPieceKind =
  | {
    "type": "object",
    /** Its id in the Adventure. */
    id: CongoObjectId,
    /** Bulky: it slows its carrier as a Movement Stress token does (CG-OBJ-05). */
    bulky: boolean,
  }
  | {
    "type": "loot",
    /** Bulky Loot (a carcass, ivory). */
    bulky: boolean,
  }
  | {
    "type": "cattle",
    /** Its herd's index in the rule's `herds`. */
    herd: number,
  }
  | {
    "type": "character",
    /** Its index in the rule's `characters`. */
    index: number,
  }
  | { "type": "strange_man" };
/**
 * Where a piece is.
 */
export type CongoPlace =
  | {
    "type": "table",
    /** Where. */
    at: Point,
  }
  | {
    "type": "with",
    /** The group. */
    group: CongoGroupId,
  }
  | { "type": "removed" };
/**
 * An Object on the table.
 */
export type CongoPlacedObject = {
  /** The Object. */
  id: CongoObjectId,
  /** Where it lies (fixed-point inches). */
  at: Point,
};
/**
 * Where an Object starts.
 */
export type CongoPlacement =
  | {
    "type": "at",
    /** The point. */
    point: Point,
  }
  | {
    "type": "in_area",
    /** The area. */
    area: CongoAreaId,
  };
/**
 * A player: the column deployed first in the setup is `One`.
 */
export type CongoPlayer = "one" | "two";
/**
 * A result of the 1D6 Plunder table.
 */
export type CongoPlunderResult = "disturbed" | "good_food" | "found" | "burn_it_down";
/**
 * A probability: exact, and as the nearest float.
 */
export type CongoProbability = {
  /** The probability, 0 to 1, the nearest `f64` to the exact fraction. */
  p: number,
  /** The exact fraction's numerator, in lowest terms, as decimal digits (of any length). */
  numerator: string,
  /** The exact fraction's denominator (a product of 2, 3 and 5), as decimal digits. */
  denominator: string,
};
/**
 * A value of a group's roster row, as named when the source text lost it (RULINGS.md "Rows the
 * source text lost") and when a roster extension supplies it.
 */
export type CongoProfileField = "figures" | "shooting" | "weapon" | "combat" | "bravery" | "points" | "joins";
/**
 * A stable profile id, e.g. `"wme.soldiers"` or `"zan.emir"` (lowercase letters, digits, `_`
 * and `.`; the built-in ones are the culture prefix, a dot and the rulebook name in snake case).
 * JSON: a plain string.
 */
export type CongoProfileId = string;
/**
 * A decision waiting for a player.
 */
export type CongoPrompt = {
  /** Who decides. */
  player: CongoPlayer,
  /** What. */
  ask: CongoAsk,
};
/**
 * One column's part in the Adventure ("The protagonists").
 */
export type CongoProtagonist = {
  /** The column's name in the Bulletin ("The Hunters"). */
  name: string,
  /** The culture the Adventure names; `None` = the player's choice. Either way a player may substitute his own culture (CG-ADV-02). */
  culture?: CongoCulture | null,
  /** The points to muster the column. */
  budget: CongoBudget,
  /** Characters the Adventure imposes (profile ids); they count toward the two-character limit. */
  imposed_characters?: Array<CongoProfileId>,
  /** The detachments, at least one. */
  detachments: Array<CongoDetachment>,
};
/**
 * One side of an Adventure, as a list-building app needs it.
 */
export type CongoProtagonistSummary = {
  /** The column's name in the Bulletin. */
  name: string,
  /** The culture the Adventure names (`null`: the player's choice; any culture may stand in). */
  culture: CongoCulture | null,
  /** The budget as the Adventure gives it (fixed, or an agreed range). */
  budget: CongoBudget,
  /** The rules a column for this side is checked against (`check_column`): the most points it may spend and the characters it must include. */
  muster_rules: CongoMusterRules,
  /** Names of its detachments. */
  detachments: Array<string>,
};
/**
 * The exact odds of a Rally (`rally_odds`).
 */
export type CongoRallyOdds = {
  /** The group's Bravery dice: one per Stress token, plus bonus dice (CG-INFL-02). */
  bravery_dice: Array<Die>,
  /** Stress tokens returned to the bag (successes, at most the tokens held), the distribution. */
  tokens_returned: Array<CongoChance>,
  /** At least one token returned. */
  at_least_one_returned: CongoProbability,
  /** Every token returned. */
  all_returned: CongoProbability,
  /** Special rules of the group whose effect is not in the numbers, by inventory id. */
  not_counted: Array<string>,
};
/**
 * How far a target is, in measuring sticks, base edge to base edge (CG-SHOOT-05): within S
 * (4"), within M (6"), within L (12"), or beyond L.
 */
export type CongoRangeBand = "s" | "m" | "l" | "beyond";
/**
 * `Game::reach`'s answer.
 */
export type CongoReach = {
  /** The group. */
  group: CongoGroupId,
  /** The leading figure. */
  leader: CongoFigureId,
  /** Where it starts. */
  start: Point,
  /** One S stick straight on (empty when the group may not move). */
  one_stick: CongoReachOutline,
  /** A full S stick then a second one straight on, picking up the pace (empty when the group may not pick it up: a Movement token, CG-STRESS-11). */
  pace: CongoReachOutline,
};
/**
 * One outline: a closed polygon of the leading figure's centre, one point per heading
 * (counter-clockwise from east), each the farthest end point found straight along that
 * heading (the start itself where the figure cannot go that way).
 */
export type CongoReachOutline = {
  /** The polygon's points (fixed-point inches). */
  points: Array<Point>,
};
/**
 * A witchdoctor's ritual (Congo rulebook, "Believing in the Impossible"; "The Forest Tribes",
 * Forest Tribe Rituals; "The African Kingdoms", African Kingdoms Rituals). The effects of each
 * number of successes are described in `sorcery`.
 */
export type CongoRitual =
  | "bulls_breath"
  | "mandrills_dance"
  | "wild_hunt"
  | "bloody_hand"
  | "mad_hyena"
  | "macabre_blessing";
/**
 * A ritual cast: which, and at whom (Congo rulebook, "Believing in the Impossible").
 */
export type CongoRitualCast = {
  /** The ritual, one the witchdoctor knows. */
  ritual: CongoRitual,
  /** Its target: a group (Bull's Breath, Wild Hunt), a character (Bloody Hand), or `None` for the rituals whose choices come with the result (Mandrill's Dance, Macabre Blessing). */
  target: CongoRitualTarget | null,
  /** A Giraffe Totem card played for +S to the ritual's range (its id; Congo rulebook, "Taming the Jungle Spirits": "or your ritual range by S"): Bull's Breath reaches L+S, the Macabre Blessing M+S or L+S. Only for a ritual with a range; left out of the JSON when `None`. */
  giraffe?: number | null,
};
/**
 * What a ritual is cast at.
 */
export type CongoRitualTarget =
  | {
    "type": "group",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "character",
    /** The character's figure. */
    figure: CongoFigureId,
  };
/**
 * A river or stream: open ground with special rules ("Streams & Rivers"), as a polygon (the
 * water's outline), with its fords and bridges.
 */
export type CongoRiver = {
  /** Unique id on the table. */
  id: CongoRiverId,
  /** The water's outline (a simple polygon on the table). */
  outline: Array<Point>,
  /** Fords and bridges: a point inside one of them is not "in the river". */
  crossings?: Array<CongoCrossing>,
};
/**
 * The id of a river or stream, unique on its table.
 */
export type CongoRiverId = number;
/**
 * What a figure is within its group.
 */
export type CongoRole =
  | { "role": "member" }
  | {
    "role": "character",
    /** Index into the group's `characters` in the setup. */
    index: number,
  }
  | {
    "role": "auxiliary",
    /** Index into the group's `auxiliaries` in the setup. */
    index: number,
  }
  | {
    "role": "pet",
    /** Its Combat die (D8). */
    combat: Die,
  };
/**
 * Why a roll is being made (for prompts and events).
 */
export type CongoRollPurpose =
  | "attack"
  | "cover"
  | "melee_attack"
  | "melee_defence"
  | "rally"
  | "terror"
  | "ritual";
/**
 * The built-in rosters for a list-building app: the column-wide limits and each culture's list.
 */
export type CongoRosters = {
  /** Most characters in a column (CG-MUSTER-03). */
  max_characters: number,
  /** Most auxiliaries in a column (CG-MUSTER-13). */
  max_auxiliaries: number,
  /** The four cultures, in `Culture::ALL` order. */
  cultures: Array<CongoCultureRoster>,
};
/**
 * When an objective scores.
 */
export type CongoScoring = "end_of_game" | "each_end_phase";
/**
 * Everything a game starts from. `columns[0]` is `Player::One`.
 */
export type CongoSetup = {
  /** The table and its terrain. */
  table: CongoTable,
  /** Jungle or savannah. */
  environment: CongoEnvironment,
  /** The two deployed columns. */
  columns: [CongoColumnSetup, CongoColumnSetup],
  /** The number of turns the adventure lasts. */
  turns: number,
  /** Who holds the Initiative token at the start. */
  initiative: CongoPlayer,
  /** The dice. */
  dice: CongoDiceSetup,
  /** Action cards, Stress bag, Totem deck. */
  components?: CongoComponents,
  /** The Adventure played, if any, with its Objects placed (see `crate::deploy`); `None` for a plain skirmish. */
  adventure?: CongoAdventureInPlay | null,
};
/**
 * The exact odds of a Shooting action (`shot_odds`).
 */
export type CongoShotOdds = {
  /** The Attack dice rolled, after the discards (CG-SHOOT-08, -09). */
  attack_dice: Array<Die>,
  /** The dice discarded for a partial shot and the Shooting Stress tokens: the weakest (CG-SHOOT-07, CG-STRESS-09). */
  discarded: Array<Die>,
  /** Only the leading figure sees the target (CG-SHOOT-07). */
  partial: boolean,
  /** The target's Cover die, one per hit (CG-SHOOT-11). */
  cover: Die,
  /** Hits scored (successes, with Hunting the prey's): the distribution. */
  hits: Array<CongoChance>,
  /** Figures the target loses (uncancelled hits, at most its figures; a casualty taken instead of a second flight included, CG-STRESS-07): the distribution. */
  casualties: Array<CongoChance>,
  /** Stress tokens the target must draw (a musket's, CG-SHOOT-19; a draw at four tokens is a flight instead): the distribution. */
  stress_tokens: Array<CongoChance>,
  /** At least one hit. */
  at_least_one_hit: CongoProbability,
  /** At least one casualty. */
  at_least_one_casualty: CongoProbability,
  /** The target loses every figure. */
  wiped_out: CongoProbability,
  /** The target must draw a Stress token while holding four: it flees (CG-STRESS-06). */
  flees: CongoProbability,
  /** Special rules of these groups whose effect is not in the numbers, by inventory id. */
  not_counted: Array<string>,
};
/**
 * What a Shooting action would roll (the Attack dice; CG-SHOOT-07 to -10).
 */
export type CongoShotPreview = {
  /** The decision `apply` accepts for this shot. */
  decision: CongoDecision,
  /** Only the leading figure sees the target: half the dice, rounded up, are rolled (CG-SHOOT-07). */
  partial: boolean,
  /** The target's cover die (CG-SHOOT-12). */
  cover: Die,
  /** The group fires muskets: a smoke marker, a Stress token on the target (CG-SHOOT-19). */
  musket: boolean,
  /** The Attack pool before discards (the Roll prompt's `dice`). */
  dice: Array<Die>,
  /** Where the pool's dice come from, in the pool's order. */
  sources: Array<CongoDiceSource>,
  /** Dice the player discards before rolling (the Roll prompt's `drop`): the partial shot's and the Shooting Stress tokens' (`ShotPreview::partial_discards` + `ShotPreview::stress_discards`). He chooses which. */
  discards: number,
  /** Of those, the partial shot's (half the pool, rounded down). */
  partial_discards: number,
  /** Of those, the Shooting Stress tokens' (one each, two in a downpour; CG-SHOOT-09). */
  stress_discards: number,
  /** Dice rolled: the pool less the discards. A Crocodile Totem card re-rolls after the roll and changes no count here. */
  rolled: number,
};
/**
 * Why a shot would be refused.
 */
export type CongoShotRefusal =
  | { "reason": "no_card_action" }
  | { "reason": "no_shooting_action" }
  | {
    "reason": "not_your_group",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "reason": "already_acted",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "reason": "rule",
    /** The refusal, in words. */
    message: string,
  };
/**
 * A proposed Shooting action: the group, the figure leading the shot, the enemy group shot at,
 * and an optional Giraffe Totem card (+S range, CG-TOTEM-09).
 */
export type CongoShotRequest = {
  /** The shooting group. */
  group: CongoGroupId,
  /** The figure leading the shot. */
  leader: CongoFigureId,
  /** The enemy group shot at. */
  target: CongoGroupId,
  /** A Giraffe Totem card, by id (absent in JSON = none). */
  giraffe?: number | null,
};
/**
 * `Game::preview_shot`'s answer as one value (what the bindings send as JSON:
 * `{"verdict": "legal", "shot": {...}}` or `{"verdict": "illegal", "refusal": {...}}`).
 */
export type CongoShotVerdict =
  | {
    "verdict": "legal",
    /** The preview. */
    shot: CongoShotPreview,
  }
  | {
    "verdict": "illegal",
    /** The refusal. */
    refusal: CongoShotRefusal,
  };
/**
 * One column or both, as a rule or objective concerns them.
 */
export type CongoSides = "one" | "two" | "both";
/**
 * `Game::sight`'s answer.
 */
export type CongoSightReport = {
  /** The looking group. */
  group: CongoGroupId,
  /** Its shooting range now (CG-SHOOT-05; `None` with `has_weapon`: unlimited, a jezail). */
  weapon_range: Length | null,
  /** The group has a ranged weapon (or is a character alone). */
  has_weapon: boolean,
  /** Each enemy group on the table (group order), then each living wild animal. */
  targets: Array<CongoTargetSight>,
};
/**
 * What a group looks at: an enemy group or a wild animal.
 */
export type CongoSightTarget =
  | {
    "kind": "group",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "kind": "animal",
    /** The animal. */
    animal: CongoAnimalId,
  };
/**
 * The two size classes ("Terrain area size": small fits within a 15 cm square; large does not,
 * and its two farthest points are at most L apart). The class is declared by the adventure and
 * not checked against the outline.
 */
export type CongoSizeClass = "small" | "large";
/**
 * A special rule of a character, auxiliary or group (Congo rulebook, the four culture chapters
 * and "Believing in the Impossible"). Profiles list the rules they carry; the turn engine
 * implements each effect. Where a rule has numbers (a range, a die type), they are data, so that
 * house profiles in roster extensions can vary them; the built-in rosters use the printed values
 * given in each variant's documentation.
 *
 * JSON shape: `{"rule": "training"}` or `{"rule": "composure", "value": {"die": "D10"}}`.
 */
export type CongoSpecialRule =
  | {
    "rule": "composure",
    "value": {
      /** Cover die gained per Stress token drawn (D10). */
      die: Die,
    },
  }
  | {
    "rule": "shortcuts",
    "value": {
      /** The added stick (S). */
      extra: CongoStick,
      /** Most sticks in one movement with the rule (3). */
      max_sticks: number,
    },
  }
  | { "rule": "training" }
  | {
    "rule": "the_colours",
    "value": {
      /** Reach of the rule (M). */
      range: CongoStick,
    },
  }
  | {
    "rule": "telling_a_story",
    "value": {
      /** Victory points per die (3). */
      per_points: number,
      /** The die rolled (D6). */
      die: Die,
    },
  }
  | {
    "rule": "i_found_it",
    "value": {
      /** The die rolled (D8). */
      die: Die,
    },
  }
  | { "rule": "bearer" }
  | { "rule": "we_know_our_business" }
  | {
    "rule": "reckless",
    "value": {
      /** Stress tokens drawn to cancel one casualty (2). */
      stress: number,
      /** Only while the group has fewer Stress tokens than this (3). */
      below_stress: number,
    },
  }
  | {
    "rule": "superstitious",
    "value": {
      /** Bravery die when rolling for Terror (D6). */
      terror_bravery: Die,
    },
  }
  | { "rule": "natives" }
  | {
    "rule": "zamara",
    "value": {
      /** Reach of the rule (M). */
      range: CongoStick,
    },
  }
  | {
    "rule": "ruthless",
    "value": {
      /** Successes added (1). */
      successes: number,
    },
  }
  | {
    "rule": "spiritual_guidance",
    "value": {
      /** Reach of the rule (M). */
      range: CongoStick,
    },
  }
  | {
    "rule": "bribe",
    "value": {
      /** The die rolled (D8). */
      die: Die,
    },
  }
  | {
    "rule": "bodyguard",
    "value": {
      /** The die rolled (D10). */
      die: Die,
    },
  }
  | {
    "rule": "inspiring_presence",
    "value": {
      /** The Bravery die given (D8). */
      bravery: Die,
    },
  }
  | { "rule": "warrior_tradition" }
  | {
    "rule": "jezzails",
    "value": {
      /** Distance beyond which the value drops (L). */
      beyond: CongoStick,
      /** The Shooting die at that distance (D6). */
      die: Die,
    },
  }
  | { "rule": "big_chief" }
  | {
    "rule": "drums",
    "value": {
      /** Reach of the rule (L). */
      range: CongoStick,
    },
  }
  | {
    "rule": "inspiration",
    "value": {
      /** Reach of the rule (M). */
      range: CongoStick,
      /** How many Young Warriors groups (2). */
      groups: number,
    },
  }
  | {
    "rule": "great_is_the_king",
    "value": {
      /** The pygmies' Bravery die (D10). */
      bravery: Die,
    },
  }
  | { "rule": "power_of_spirits" }
  | {
    "rule": "sorcery",
    "value": {
      /** The Sorcery value X (D8). */
      die: Die,
      /** The rituals he knows. */
      rituals: Array<CongoRitual>,
    },
  }
  | {
    "rule": "mystical_trance",
    "value": {
      /** The die rolled per enemy Stress token (D6). */
      die: Die,
    },
  }
  | {
    "rule": "meat",
    "value": {
      /** Reach of the rule (M). */
      range: CongoStick,
      /** The die each enemy group rolls (D8). */
      die: Die,
    },
  }
  | {
    "rule": "hunting_the_prey",
    "value": {
      /** The extra die (D8). */
      die: Die,
    },
  }
  | { "rule": "poison" }
  | {
    "rule": "tiny",
    "value": {
      /** Greatest distance from which it may be shot at (M). */
      range: CongoStick,
    },
  }
  | {
    "rule": "bond",
    "value": {
      /** Groups bought together (2). */
      groups: number,
    },
  }
  | { "rule": "harassment" }
  | {
    "rule": "authority",
    "value": {
      /** The dice rolled (2D8). */
      dice: CongoDicePool,
      /** Reach of the rule (M). */
      range: CongoStick,
    },
  }
  | {
    "rule": "frenzy",
    "value": {
      /** Combat dice gained (3). */
      dice: number,
    },
  }
  | { "rule": "litany" }
  | { "rule": "fear_my_wrath" }
  | { "rule": "charge" }
  | { "rule": "insensible" }
  | { "rule": "elite" };
/**
 * A measuring stick length, as ranges and moves are given (Congo rulebook, "Surviving in
 * Africa": S = 4", M = 6", L = 12"; RULINGS.md: the 8" M is a misprint).
 */
export type CongoStick = "S" | "M" | "L";
/**
 * The opaque bag of Stress tokens: how many of each kind are still inside.
 */
export type CongoStressBag = {
  /** Tokens left per kind, indexed as `StressKind::ALL`. */
  counts: [number, number, number, number, number],
  /** Animal and Event tokens an Adventure added (Wild Animals, Special Events). Absent from the JSON when empty. */
  extras?: Array<CongoBagToken>,
};
/**
 * Why a group drew a Stress token.
 */
export type CongoStressCause = "go_to_ground" | "melee" | "musket" | "terror" | "other" | "ritual";
/**
 * The five kinds of Stress token (Congo rulebook, "Effects of Stress tokens").
 */
export type CongoStressKind = "shooting" | "combat" | "movement" | "terror" | "panic";
/**
 * A checked table: every outline is a proper polygon on the table, ids are unique, areas do
 * not overlap, houses are high and blocking. Serializes as its `TableSpec`; deserializing
 * runs `Table::new`'s checks.
 */
export type CongoTable = {
  /** East-west size (default 72"). */
  width: Length,
  /** North-south size (default 48"). */
  height: Length,
  /** Terrain areas and houses; no two may overlap. */
  areas?: Array<CongoTerrainArea>,
  /** Linear obstacles. */
  obstacles?: Array<CongoObstacle>,
  /** Rivers and streams. */
  rivers?: Array<CongoRiver>,
  /** Paths and tracks. */
  tracks?: Array<CongoTrack>,
  /** Cover die of open terrain (default D6; "Cover rolls": the adventure may improve it). */
  open_cover?: Die,
};
/**
 * Where and when groups may leave the table (Exiting the table: "only where and when this rule
 * indicates it is possible").
 */
export type CongoTableExit = {
  /** Which columns may use this exit. */
  columns: CongoSides,
  /** The table edge a movement stick's end must be placed beyond. */
  edge: CongoEdge,
  /** The first turn the exit may be used (1 = from the start). */
  from_turn: number,
};
/**
 * The plain description of a table, as an adventure or a user writes it. Turn it into a
 * checked `Table` with `Table::new`.
 */
export type CongoTableSpec = {
  /** East-west size (default 72"). */
  width: Length,
  /** North-south size (default 48"). */
  height: Length,
  /** Terrain areas and houses; no two may overlap. */
  areas?: Array<CongoTerrainArea>,
  /** Linear obstacles. */
  obstacles?: Array<CongoObstacle>,
  /** Rivers and streams. */
  rivers?: Array<CongoRiver>,
  /** Paths and tracks. */
  tracks?: Array<CongoTrack>,
  /** Cover die of open terrain (default D6; "Cover rolls": the adventure may improve it). */
  open_cover?: Die,
};
/**
 * What the group sees of one target.
 */
export type CongoTargetSight = {
  /** The target. */
  target: CongoSightTarget,
  /** Some figure may lead a shot at it. */
  seen: boolean,
  /** Some figure may lead a full (not partial) shot at it. */
  fully: boolean,
  /** The band of the closest figures of the two. */
  band: CongoRangeBand,
  /** Some figure that may lead a shot at it has it within the group's weapon range (the range the shot would have: weapon, character alone, the weather; no Giraffe). */
  in_weapon_range: boolean,
  /** Each living figure of the group, in the group's order. */
  figures: Array<CongoFigureSight>,
};
/**
 * A terrain area: a simple polygon with its four characteristics ("Classification").
 *
 * Coordinates are fixed-point (thousandths of an inch) on the table, vertices in order (either
 * orientation), the closing edge implied.
 */
export type CongoTerrainArea = {
  /** Unique id on the table. */
  id: CongoAreaId,
  /** A display name (free text). */
  name?: string,
  /** The border, at least three vertices, non-degenerate, not self-intersecting, on the table. */
  outline: Array<Point>,
  /** High areas block line of sight *through* them. */
  height: CongoHeight,
  /** No model may enter a blocking area; it gives no cover. */
  blocking: boolean,
  /** Entering an unexplored dangerous area triggers a Dangerous Terrain roll (engine). */
  dangerous?: boolean,
  /** Cover die of groups in the area: D6, D8 or D10. */
  cover: Die,
  /** Declared size class. */
  size: CongoSizeClass,
  /** Terrain or house. */
  kind?: CongoAreaKind,
};
/**
 * What Dangerous Terrain and the Universal Special Rules did (inside `congo_core::What::Terrain`).
 */
export type CongoTerrainEvent =
  | {
    "type": "already_explored",
    /** The group. */
    group: CongoGroupId,
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "natives",
    /** The group. */
    group: CongoGroupId,
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "found_it",
    /** The group. */
    group: CongoGroupId,
    /** The roll. */
    roll: DieRoll,
    /** The Loot token's spot, on a success (none when the area has no free spot). */
    placed: Point | null,
  }
  | {
    "type": "explored",
    /** The group. */
    group: CongoGroupId,
    /** The area. */
    area: CongoAreaId,
    /** The first die (block). */
    block: DieRoll,
    /** The second die (row). */
    row: DieRoll,
    /** The entry's rule id. */
    entry: string,
  }
  | {
    "type": "chose",
    /** Who chose. */
    player: CongoPlayer,
    /** The choice. */
    choice: CongoChoice,
  }
  | {
    "type": "rolled",
    /** The group concerned, if any. */
    group: CongoGroupId | null,
    /** The dice. */
    dice: Array<DieRoll>,
    /** The outcome ("a model falls into a trap", "nothing happens"...). */
    outcome: string,
  }
  | {
    "type": "loot_taken",
    /** The group. */
    group: CongoGroupId,
    /** Tokens. */
    count: number,
    /** Bulky tokens. */
    bulky: boolean,
  }
  | {
    "type": "loot_placed",
    /** Where. */
    at: Point,
    /** Bulky. */
    bulky: boolean,
  }
  | {
    "type": "totem_discarded",
    /** Whose. */
    player: CongoPlayer,
    /** The card. */
    card: CongoTotemCard,
  }
  | {
    "type": "totem_recovered",
    /** Whose. */
    player: CongoPlayer,
    /** The card. */
    card: CongoTotemCard,
  }
  | {
    "type": "stress_removed",
    /** The group. */
    group: CongoGroupId,
    /** The token. */
    token: CongoStressKind,
  }
  | {
    "type": "no_token_left",
    /** The group. */
    group: CongoGroupId,
    /** The kind wanted. */
    kind: CongoStressKind,
  }
  | {
    "type": "attacked",
    /** The group. */
    group: CongoGroupId,
    /** The attack dice. */
    dice: Array<DieRoll>,
    /** Hits. */
    hits: number,
  }
  | {
    "type": "cloudburst",
    /** The groups that received a smoke marker. */
    smoked: Array<CongoGroupId>,
  }
  | {
    "type": "lasting_in_force",
    /** The rule. */
    effect: CongoLasting,
  }
  | {
    "type": "marker_placed",
    /** The marker. */
    marker: CongoAreaMarker,
  }
  | {
    "type": "marker_removed",
    /** The marker. */
    marker: CongoAreaMarker,
  }
  | {
    "type": "moved_back",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "not_resolved",
    /** The group. */
    group: CongoGroupId,
    /** The entry's rule id. */
    entry: string,
  }
  | {
    "type": "trap_set",
    /** The player. */
    player: CongoPlayer,
    /** The trapped group. */
    group: CongoGroupId,
    /** The Totem card discarded. */
    card: CongoTotemCard,
  }
  | {
    "type": "condition_stress",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "animal_placed",
    /** The animal. */
    animal: CongoAnimalId,
    /** Its kind. */
    kind: CongoAnimalKind,
    /** Where. */
    at: Point,
  }
  | {
    "type": "animal_not_placed",
    /** The group that drew it. */
    group: CongoGroupId,
  }
  | {
    "type": "animal_wakes",
    /** The animal. */
    animal: CongoAnimalId,
    /** The roll. */
    roll: DieRoll,
  }
  | {
    "type": "animal_moved",
    /** The animal. */
    animal: CongoAnimalId,
    /** Where. */
    to: Point,
  }
  | {
    "type": "animal_attacks",
    /** The animal. */
    animal: CongoAnimalId,
    /** The group. */
    group: CongoGroupId,
    /** The animal's dice. */
    dice: Array<DieRoll>,
  }
  | {
    "type": "animal_melee",
    /** The animal. */
    animal: CongoAnimalId,
    /** The group. */
    group: CongoGroupId,
    /** The group's hits. */
    group_hits: number,
    /** The animal's hits. */
    animal_hits: number,
    /** The animal died. */
    killed: boolean,
  }
  | {
    "type": "animal_killed",
    /** The animal. */
    animal: CongoAnimalId,
  }
  | {
    "type": "put_in_area",
    /** The group. */
    group: CongoGroupId,
    /** The area. */
    area: CongoAreaId,
  }
  | {
    "type": "stampede",
    /** The first point (the exploring player's). */
    from: Point,
    /** The second point (the opponent's). */
    to: Point,
    /** The groups on the line. */
    groups: Array<CongoGroupId>,
  }
  | {
    "type": "retreated_from_animal",
    /** The group. */
    group: CongoGroupId,
    /** The animal. */
    animal: CongoAnimalId,
    /** The retreat was cut short or impossible (a figure is lost). */
    limited: boolean,
  }
  | {
    "type": "reinforcements",
    /** Its column. */
    player: CongoPlayer,
    /** The detachment's name. */
    detachment: string,
  }
  | {
    "type": "event_token",
    /** The group that drew it. */
    group: CongoGroupId,
    /** The token's number. */
    number: number,
    /** What the Adventure says. */
    text: string,
  }
  | {
    "type": "animal_targeted",
    /** The shooting group. */
    group: CongoGroupId,
    /** The figure leading the shot. */
    leader: CongoFigureId,
    /** The animal. */
    animal: CongoAnimalId,
    /** Only the leading figure sees it: half the dice. */
    partial: boolean,
  }
  | {
    "type": "animal_cover",
    /** The animal. */
    animal: CongoAnimalId,
    /** The hits scored on it. */
    hits: number,
    /** The Cover dice, after any re-roll. */
    dice: Array<DieRoll>,
    /** The hits not cancelled. */
    uncancelled: number,
    /** The lion's re-rolls, each failed face and the face that replaced it, in die order (CG-ANIMAL-09; empty when none). */
    rerolled: Array<[DieRoll, DieRoll]>,
  }
  | {
    "type": "animal_enraged",
    /** The animal. */
    animal: CongoAnimalId,
    /** Times enraged so far. */
    times: number,
  }
  | {
    "type": "pet_joined",
    /** The group. */
    group: CongoGroupId,
    /** The pet's figure. */
    figure: CongoFigureId,
    /** Where its base stands. */
    at: Point,
  }
  | {
    "type": "custom_event_unhandled",
    /** The group that drew it. */
    group: CongoGroupId,
    /** The token's number. */
    number: number,
    /** The custom effect's key. */
    key: string,
  }
  | {
    "type": "animal_engaged",
    /** The group. */
    group: CongoGroupId,
    /** The animal. */
    animal: CongoAnimalId,
  }
  | {
    "type": "animal_charges",
    /** The animal. */
    animal: CongoAnimalId,
    /** The group engaged. */
    group: CongoGroupId,
  };
/**
 * What Dangerous Terrain and the Universal Special Rules keep in the game state. All of it is
 * public information (shown in `crate::View`).
 */
export type CongoTerrainState = {
  /** Every exploration made, in order; an area appears once per exploration. */
  explored: Array<CongoExplored>,
  /** Markers on the table. */
  markers: Array<CongoAreaMarker>,
  /** Rules a Dangerous Terrain result put in force until the end of the game. */
  lasting: Array<CongoLasting>,
  /** The jungle's heavy downpour (CG-DT-JUNGLE-08): shooting ranges are at most M until the end of this turn. */
  cloudburst_turn: number | null,
  /** The turn in which each player (`[One, Two]`) last set a trap (Traps: once per turn). */
  traps_set: [number | null, number | null],
  /** The wild animals placed so far (dead ones stay, marked, so that ids are stable). */
  animals: Array<CongoAnimal>,
};
/**
 * The exact odds of a Terror test (`terror_odds`).
 */
export type CongoTerrorOdds = {
  /** Terror hits: one, plus one per Terror Stress token of the target (CG-INFL-04). */
  hits: number,
  /** The target's Bravery dice (one per hit, plus bonus dice; empty for a character alone with no Bravery value, whose test fails, CG-MUSTER-09). */
  bravery_dice: Array<Die>,
  /** Uncancelled hits: the Stress tokens the target must draw (CG-INFL-05), the distribution. */
  stress_tokens: Array<CongoChance>,
  /** At least one token to draw. */
  at_least_one_token: CongoProbability,
  /** The target must draw a token while holding four: it flees (CG-STRESS-06); each later draw costs it a figure instead (CG-STRESS-07). */
  flees: CongoProbability,
  /** Special rules of the target whose effect is not in the numbers, by inventory id. */
  not_counted: Array<string>,
};
/**
 * One Totem card: its id within its owner's deck and its kind.
 */
export type CongoTotemCard = {
  /** Id within the owner's deck (0-13 for the printed deck). */
  id: number,
  /** Its effect. */
  kind: CongoTotemKind,
};
/**
 * What a Totem card does (Congo rulebook, "Totem cards effects").
 */
export type CongoTotemKind =
  | {
    "animal": "crocodile",
    /** The dice the card adds (1D8, 1D8, 2D6 or 1D10). */
    dice: CongoDicePool,
  }
  | { "animal": "lion" }
  | { "animal": "buffalo" }
  | { "animal": "gorilla" }
  | { "animal": "giraffe" }
  | { "animal": "cheetah" };
/**
 * A path or track: not terrain, but a group is wholly on or off it; D6 cover ("Paths &
 * Tracks").
 */
export type CongoTrack = {
  /** Unique id on the table. */
  id: CongoTrackId,
  /** The track's outline (a simple polygon on the table). */
  outline: Array<Point>,
};
/**
 * The id of a path or track, unique on its table.
 */
export type CongoTrackId = number;
/**
 * A Universal Special Rule in force in an Adventure, with its parameters.
 */
export type CongoUniversalRule =
  | {
    "type": "exhausted",
    /** Which columns are exhausted (may be both). */
    columns: CongoSides,
  }
  | {
    "type": "confusion",
    /** The last turn of confusion (1 or more, at most the Adventure's turns). */
    last_turn: number,
  }
  | { "type": "savannah" }
  | { "type": "jungle" }
  | { "type": "dense_cover" }
  | {
    "type": "downpour",
    /** The last turn of rain, or `None` for the whole game. */
    last_turn?: number | null,
  }
  | {
    "type": "traps",
    /** Which columns benefit. */
    beneficiaries: CongoSides,
  }
  | { "type": "enter_on_table" }
  | {
    "type": "exiting_table",
    /** The allowed exits. */
    exits: Array<CongoTableExit>,
  }
  | {
    "type": "independent_character",
    /** The independent characters. */
    characters: Array<CongoIndependentCharacter>,
  }
  | {
    "type": "cattle",
    /** The herds. */
    herds: Array<CongoHerd>,
  }
  | {
    "type": "special_events",
    /** The Event tokens. */
    tokens: Array<CongoEventToken>,
  }
  | {
    "type": "night",
    /** The last night turn, or `None` for the whole game. */
    last_turn?: number | null,
  }
  | {
    "type": "objects",
    /** The Objects and where they start. */
    objects: Array<CongoObjectSpec>,
  }
  | {
    "type": "plunder",
    /** The buildings that may be plundered (house area ids); empty = every house. */
    buildings?: Array<CongoAreaId>,
    /** What a Plunder token stands for in this Adventure ("The shape, type and effects of Plunder tokens are detailed in the Adventure"); its points come from the objectives. */
    token: string,
  }
  | {
    "type": "wild_animals",
    /** Animal Stress tokens added to the bag (1 or more). */
    tokens: number,
  };
/**
 * The state as one player may see it.
 */
export type CongoView = {
  /** The viewer. */
  player: CongoPlayer,
  /** Turn (1-based) and of how many. */
  turn: number,
  /** Turns in the adventure. */
  turns: number,
  /** Action step (1-3; 0 in the opening phase). */
  step: number,
  /** Who holds the Initiative token. */
  initiative: CongoPlayer,
  /** The phase. */
  phase: CongoPhaseView,
  /** Every group. */
  groups: Array<CongoGroup>,
  /** Every figure. */
  figures: Array<CongoFigure>,
  /** Tokens left in the bag, per kind (counts only). */
  bag: Array<[CongoStressKind, number]>,
  /** The viewer's cards. */
  mine: CongoOwnCards,
  /** The opponent's cards. */
  theirs: CongoOpponentCards,
  /** The prompts pending, with the opponent's private details removed. */
  prompts: Array<CongoPrompt>,
  /** Explored areas, markers, lasting rules, lying Loot and wild animals (public; absent from the JSON while empty). */
  terrain?: CongoTerrainState,
  /** The Adventure's pieces, houses and waiting detachments (the opponent's Confusion hand removed). */
  adventure: CongoAdventureState,
};
/**
 * What a victory-point roll was for ("Ending the Adventure").
 */
export type CongoVpReason =
  | {
    "kind": "enemy_character",
    /** His figure. */
    figure: CongoFigureId,
  }
  | { "kind": "loot" }
  | {
    "kind": "own_auxiliary_lost",
    /** Its figure. */
    figure: CongoFigureId,
  }
  | { "kind": "telling_a_story" };
/**
 * A ranged weapon (Congo rulebook, "Big Game Hunting": Assegais / Pygmies bows M; Bows /
 * Muskets / Rifles L; Jezail muskets unlimited).
 */
export type CongoWeapon = "assegais" | "pygmy_bows" | "bows" | "muskets" | "rifles" | "jezail_muskets";
/**
 * What happened.
 */
export type CongoWhat =
  | {
    "type": "star_difference",
    /** Who draws. */
    player: CongoPlayer,
    /** How many. */
    cards: number,
  }
  | {
    "type": "turn_started",
    /** Its number (1-based). */
    turn: number,
  }
  | {
    "type": "totem_drawn",
    /** Who drew. */
    player: CongoPlayer,
    /** The card, for its owner only. */
    card: CongoTotemCard | null,
    /** The discard pile was shuffled into a new deck first. */
    reshuffled: boolean,
  }
  | {
    "type": "totem_deck_empty",
    /** Whose deck. */
    player: CongoPlayer,
  }
  | {
    "type": "sorcery_card_taken",
    /** Who. */
    player: CongoPlayer,
  }
  | {
    "type": "action_cards_chosen",
    /** Who. */
    player: CongoPlayer,
    /** The initiatives, for their owner only. */
    cards: Array<number> | null,
  }
  | {
    "type": "step_started",
    /** 1 to 3. */
    step: number,
  }
  | {
    "type": "card_chosen",
    /** Who. */
    player: CongoPlayer,
    /** The initiative, for its owner only. */
    card: number | null,
  }
  | {
    "type": "cards_revealed",
    /** Player One's card. */
    one: number,
    /** Player Two's card. */
    two: number,
  }
  | {
    "type": "totem_played",
    /** Who. */
    player: CongoPlayer,
    /** The card. */
    card: CongoTotemCard,
  }
  | {
    "type": "initiative_tie",
    /** The holder who chose. */
    holder: CongoPlayer,
    /** True: the holder resolves first and hands the token over. */
    went_first: boolean,
    /** Who holds the token now. */
    token: CongoPlayer,
  }
  | {
    "type": "card_resolving",
    /** Whose. */
    player: CongoPlayer,
    /** Its initiative (as printed). */
    card: number,
  }
  | {
    "type": "card_discarded",
    /** Whose. */
    player: CongoPlayer,
    /** Its initiative. */
    card: number,
  }
  | {
    "type": "moved",
    /** The group. */
    group: CongoGroupId,
    /** Its leading figure. */
    leader: CongoFigureId,
    /** New positions of its figures. */
    to: Array<[CongoFigureId, Point]>,
    /** It picked up the pace. */
    picked_up_pace: boolean,
  }
  | {
    "type": "melee_engaged",
    /** The group that moved into contact. */
    attacker: CongoGroupId,
    /** The group engaged. */
    defender: CongoGroupId,
  }
  | {
    "type": "reloaded",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "shot_declared",
    /** The shooters. */
    group: CongoGroupId,
    /** The figure leading the shot. */
    leader: CongoFigureId,
    /** The target. */
    target: CongoGroupId,
    /** Only the leading figure sees the target. */
    partial: boolean,
    /** The target's cover die. */
    cover: Die,
  }
  | {
    "type": "dice_discarded",
    /** The group. */
    group: CongoGroupId,
    /** The discarded dice. */
    dice: Array<Die>,
  }
  | {
    "type": "rolled",
    /** The group rolling. */
    group: CongoGroupId,
    /** What for. */
    purpose: CongoRollPurpose,
    /** The dice. */
    dice: Array<DieRoll>,
    /** Successes (5 or more). */
    successes: number,
  }
  | {
    "type": "rerolled",
    /** The group whose roll it is. */
    group: CongoGroupId,
    /** The die as first rolled. */
    before: DieRoll,
    /** The re-roll, which stands. */
    after: DieRoll,
  }
  | {
    "type": "stress_passed",
    /** The group that gave it. */
    from: CongoGroupId,
    /** The group that took it. */
    to: CongoGroupId,
    /** The token. */
    token: CongoStressKind,
  }
  | {
    "type": "special_roll",
    /** The group whose rule it is. */
    group: CongoGroupId,
    /** The die. */
    roll: DieRoll,
  }
  | {
    "type": "bribed",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "casualty_cancelled",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "hits",
    /** The group hit. */
    group: CongoGroupId,
    /** How many. */
    hits: number,
  }
  | {
    "type": "hits_cancelled",
    /** The group. */
    group: CongoGroupId,
    /** Cancelled. */
    cancelled: number,
    /** Left. */
    remaining: number,
  }
  | {
    "type": "smoke_marker",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "death_roll",
    /** The group. */
    group: CongoGroupId,
    /** The D10. */
    roll: DieRoll,
    /** A 1: a character or auxiliary must be among the casualties. */
    character_must_fall: boolean,
  }
  | {
    "type": "figure_removed",
    /** Its group. */
    group: CongoGroupId,
    /** The figure. */
    figure: CongoFigureId,
    /** What it was. */
    role: CongoRole,
  }
  | {
    "type": "group_eliminated",
    /** The group. */
    group: CongoGroupId,
    /** Why. */
    reason: CongoElimination,
  }
  | {
    "type": "stress_drawn",
    /** The group. */
    group: CongoGroupId,
    /** The token. */
    token: CongoStressKind | null,
    /** Why. */
    cause: CongoStressCause,
  }
  | {
    "type": "stress_returned",
    /** The group. */
    group: CongoGroupId,
    /** The token. */
    token: CongoStressKind,
  }
  | {
    "type": "flees_instead_of_stress",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "casualty_instead_of_flight",
    /** The group. */
    group: CongoGroupId,
  }
  | {
    "type": "fled",
    /** The group. */
    group: CongoGroupId,
    /** The closest threat within M, if any. */
    threat: CongoGroupId | null,
    /** It could not make its full S move. */
    limited: boolean,
  }
  | {
    "type": "retreated",
    /** The group. */
    group: CongoGroupId,
    /** The group it retreated from. */
    from: CongoGroupId,
    /** It could not make its full S move. */
    limited: boolean,
  }
  | {
    "type": "melee_result",
    /** Attacker. */
    attacker: CongoGroupId,
    /** Defender. */
    defender: CongoGroupId,
    /** Attacker's hits. */
    attacker_hits: number,
    /** Defender's hits. */
    defender_hits: number,
    /** The winner (`None`: a draw). */
    winner: CongoGroupId | null,
    /** Figures the loser removes. */
    casualties: number,
  }
  | {
    "type": "panic_returned",
    /** The group. */
    group: CongoGroupId,
    /** How many. */
    count: number,
  }
  | {
    "type": "turn_ended",
    /** Its number. */
    turn: number,
  }
  | {
    "type": "victory_points",
    /** Who scores. */
    player: CongoPlayer,
    /** The dice rolled (none for a penalty). */
    dice: Array<DieRoll>,
    /** Points (negative for a lost auxiliary). */
    points: number,
    /** What for. */
    reason: CongoVpReason,
  }
  | {
    "type": "objective_points",
    /** Who scored. */
    player: CongoPlayer,
    /** The objective's index in the Adventure's `objectives`. */
    objective: number,
    /** Points scored this End phase. */
    points: number,
  }
  | {
    "type": "objective_scored",
    /** The column. */
    player: CongoPlayer,
    /** The objective's index in the Adventure's `objectives`. */
    objective: number,
    /** The objective's name. */
    name: string,
    /** Its points (the running total of an "each End phase" objective). */
    points: number,
  }
  | {
    "type": "game_over",
    /** Total victory points, `[One, Two]`. */
    points: [number, number],
    /** The winner; `None` for a draw. */
    winner: CongoPlayer | null,
  }
  | {
    "type": "special_rule_used",
    /** The group whose rule it is. */
    group: CongoGroupId,
    /** The rule's printed name. */
    rule: string,
  }
  | {
    "type": "special_rule_rolled",
    /** The group whose rule it is. */
    group: CongoGroupId,
    /** The dice. */
    dice: Array<DieRoll>,
    /** Successes. */
    successes: number,
  }
  | {
    "type": "totem_discarded",
    /** Whose. */
    player: CongoPlayer,
    /** The card (face up). */
    card: CongoTotemCard,
  }
  | {
    "type": "stress_exchanged",
    /** The exchange. */
    swap: CongoLitanySwap,
  }
  | {
    "type": "ritual_cast",
    /** The caster. */
    player: CongoPlayer,
    /** The witchdoctor's group. */
    group: CongoGroupId,
    /** The ritual and its target. */
    cast: CongoRitualCast,
  }
  | {
    "type": "ritual_miscast",
    /** His group. */
    group: CongoGroupId,
    /** The witchdoctor. */
    witchdoctor: CongoFigureId,
  }
  | {
    "type": "ritual_resolved",
    /** The ritual. */
    ritual: CongoRitual,
    /** Successes rolled. */
    successes: number,
  }
  | {
    "type": "totems_returned",
    /** Whose. */
    player: CongoPlayer,
    /** How many cards went back. */
    count: number,
  }
  | {
    "type": "poisoned",
    /** The target group. */
    group: CongoGroupId,
    /** Casualties caused. */
    casualties: number,
  }
  | {
    "type": "combat_dice_gained",
    /** The group. */
    group: CongoGroupId,
    /** The dice. */
    dice: Array<Die>,
  }
  | {
    "type": "terrain",
    /** What happened. */
    event: CongoTerrainEvent,
  }
  | {
    "type": "piece_picked_up",
    /** The group. */
    group: CongoGroupId,
    /** The piece's index. */
    piece: number,
  }
  | {
    "type": "character_joined",
    /** The group. */
    group: CongoGroupId,
    /** The character's piece index. */
    piece: number,
  }
  | {
    "type": "pieces_left",
    /** The group. */
    group: CongoGroupId,
    /** The pieces left (an ordinary Loot token it carried becomes a piece here). */
    pieces: Array<number>,
    /** Where they lie. */
    at: Point,
  }
  | {
    "type": "pieces_taken",
    /** The loser. */
    from: CongoGroupId,
    /** The winner. */
    to: CongoGroupId,
    /** The pieces taken. */
    pieces: Array<number>,
    /** Ordinary Loot tokens taken. */
    loot: number,
  }
  | {
    "type": "group_entered",
    /** The group. */
    group: CongoGroupId,
    /** Where its leading figure came on. */
    at: Point,
  }
  | {
    "type": "entry_point_rolled",
    /** The column. */
    player: CongoPlayer,
    /** The detachment's index. */
    detachment: number,
    /** The die. */
    roll: DieRoll,
    /** The entry point. */
    point: Point,
  }
  | {
    "type": "group_exited",
    /** The group. */
    group: CongoGroupId,
    /** The edge. */
    edge: CongoEdge,
  }
  | {
    "type": "plundered",
    /** The group. */
    group: CongoGroupId,
    /** The house. */
    building: CongoAreaId,
    /** The die. */
    roll: DieRoll,
    /** The result. */
    result: CongoPlunderResult,
  }
  | {
    "type": "plunder_token_gained",
    /** The group. */
    group: CongoGroupId,
    /** The house. */
    building: CongoAreaId,
  }
  | {
    "type": "house_on_fire",
    /** The house. */
    building: CongoAreaId,
  }
  | {
    "type": "cattle_melee",
    /** The group. */
    group: CongoGroupId,
    /** The animal's piece index. */
    piece: number,
    /** The group's successes. */
    group_hits: number,
    /** The animal's dice. */
    animal: Array<DieRoll>,
    /** Its successes. */
    animal_hits: number,
    /** The group won (more successes). */
    won: boolean,
  }
  | {
    "type": "cattle_joined",
    /** The group. */
    group: CongoGroupId,
    /** The animal's piece index. */
    piece: number,
  }
  | {
    "type": "cattle_removed",
    /** The animal's piece index. */
    piece: number,
  }
  | {
    "type": "cattle_moved",
    /** The animal's piece index. */
    piece: number,
    /** Where it went. */
    to: Point,
  }
  | {
    "type": "exhausted_roll",
    /** The group. */
    group: CongoGroupId,
    /** The D8. */
    roll: DieRoll,
    /** What it means. */
    result: CongoExhaustedResult,
  }
  | {
    "type": "confusion_dealt",
    /** Who. */
    player: CongoPlayer,
    /** The cards, for their owner only. */
    cards: Array<number> | null,
  }
  | {
    "type": "confusion_swapped",
    /** Who. */
    player: CongoPlayer,
    /** The card discarded, for its owner only. */
    discarded: number | null,
    /** The card drawn, for its owner only. */
    drawn: number | null,
  }
  | {
    "type": "confusion_kept",
    /** Who. */
    player: CongoPlayer,
  }
  | {
    "type": "character_fled",
    /** The group he fled. */
    group: CongoGroupId,
    /** The character's piece index. */
    piece: number,
    /** Where he stands now. */
    at: Point,
    /** He picked up the pace. */
    picked_up_pace: boolean,
  }
  | {
    "type": "character_stays",
    /** The character's piece index. */
    piece: number,
    /** The group he stays with, if any. */
    group: CongoGroupId | null,
  }
  | {
    "type": "terror_declared",
    /** The player using Terror. */
    player: CongoPlayer,
    /** The enemy group targeted. */
    target: CongoGroupId,
  }
  | {
    "type": "bag_token_drawn",
    /** The group that drew it. */
    group: CongoGroupId,
    /** The token. */
    token: CongoBagToken,
  }
  | {
    "type": "character_eliminated",
    /** The group he was with. */
    group: CongoGroupId,
    /** The character's piece index. */
    piece: number,
  }
  | {
    "type": "no_action_taken",
    /** Whose card. */
    player: CongoPlayer,
    /** Its initiative. */
    card: number,
  }
  | {
    "type": "wild_animals_act",
    /** The Action step ending (1 to 3). */
    step: number,
  }
  | {
    "type": "mad_hyena_unused",
    /** The group the ritual would have moved. */
    group: CongoGroupId,
    /** The Panic token was chosen, and could not be given. */
    panic: boolean,
  };
/**
 * A deployment zone: a simple polygon on the table (fixed-point points, either orientation);
 * every figure of a detachment deploying there is placed with its base's centre inside.
 */
export type CongoZone = {
  /** The zone's outline, at least three vertices. */
  outline: Array<Point>,
};
/**
 * Where a game's chance comes from; kept inside the game state and serialized with it.
 *
 * - `Seeded`: a PCG-32 generator (`rand_pcg::Pcg32`, seeded by `seed_from_u64`). Its state is
 *   part of the game, so a saved game resumes with the same future rolls.
 * - `Scripted`: a queue of values consumed in order; for dice a value is the face (1..=sides),
 *   for `DiceSource::below` it is the drawn number (0..n). Used by tests and conformance
 *   vectors to reproduce the rulebook's worked examples exactly.
 */
export type DiceSource =
  | {
    "kind": "seeded",
    /** The seed it was created from (kept for records). A `bigint` in JS. */
    seed: bigint,
    /** The generator's current state (rand_pcg's serde shape; `bigint`s in JS). */
    rng: { state: bigint, increment: bigint },
  }
  | {
    "kind": "scripted",
    /** Values not yet consumed, next first. */
    queue: Array<number>,
  };
/**
 * A die type. The number of faces is `Die::sides`.
 *
 * Congo uses D6, D8 and D10 (a profile value is a die type, D6 the weakest, D10 the best); the
 * expedition game also uses D4 and D20, and D3 read as a halved D6 (`DiceSource::roll_d3`).
 */
export type Die = "D4" | "D6" | "D8" | "D10" | "D12" | "D20";
/**
 * One rolled die: its type, face, and whether it has been re-rolled already.
 *
 * "A die can never be re-rolled more than once" is enforced here: `DieRoll::reroll` consumes
 * the roll and fails with `DiceError::AlreadyRerolled` on a die that was re-rolled; the flag
 * cannot be reset because the fields are private.
 */
export type DieRoll = { die: Die, face: number, rerolled: boolean, };
/**
 * A signed length in thousandths of an inch (1 inch = `UNITS_PER_INCH` units).
 */
export type Length = number;
/**
 * One entry of a game's decision log: who decided what, in order.
 */
export type LogEntry<P, D> = {
  /** The deciding player or team. */
  player: P,
  /** The decision as it was applied. */
  decision: D,
};
/**
 * What `Team::enforce_load` left behind.
 */
export type NileAbandoned = {
  /** Goods. */
  goods: NileStores,
  /** Canoes. */
  canoes: number,
  /** Pack animals nobody could lead. */
  animals: number,
  /** Men who must be carried and could not be. */
  men: number,
};
/**
 * The care an expedition takes this turn.
 */
export type NileActivityLevel = "cautious" | "normal" | "reckless";
/**
 * One animal.
 */
export type NileAnimal = {
  /** Its id (unique within the team, separate from men's ids). */
  id: number,
  /** Its kind. */
  kind: NileAnimalKind,
  /** Days it still carries nothing after sickness. */
  sick_days: number,
};
/**
 * One thing that happened in a fight with animals.
 */
export type NileAnimalEvent =
  | {
    "type": "turn_began",
    /** Turn number. */
    turn: number,
  }
  | {
    "type": "card_drawn",
    /** Its colour. */
    colour: NileCardColour,
  }
  | {
    "type": "hit_canoe",
    /** The man. */
    member: number,
    /** The D6. */
    face: number,
    /** True when the canoe capsized. */
    capsized: boolean,
  }
  | {
    "type": "shot",
    /** The man. */
    member: number,
    /** The animal, or None for a shot at the porter. */
    beast: number | null,
    /** Aimed or snap. */
    kind: NileShotKind,
    /** The dice. */
    outcome: NileShotOutcome,
  }
  | {
    "type": "porter_hit",
    /** The porter. */
    member: number,
    /** Damage. */
    damage: number,
  }
  | {
    "type": "reacted",
    /** The animal. */
    beast: number,
    /** Its new behaviour. */
    reaction: NileReaction,
  }
  | {
    "type": "member_moved",
    /** The man. */
    member: number,
    /** From (inches on the line). */
    from: number,
    /** To. */
    to: number,
  }
  | {
    "type": "held",
    /** The man. */
    member: number,
  }
  | {
    "type": "beast_moved",
    /** The animal. */
    beast: number,
    /** From. */
    from: number,
    /** To. */
    to: number,
  }
  | {
    "type": "stood_up",
    /** The animal. */
    beast: number,
  }
  | {
    "type": "melee",
    /** The man. */
    member: number,
    /** The animal. */
    beast: number,
    /** The dice. */
    round: NileMeleeRound,
  }
  | {
    "type": "knocked_down",
    /** Man (true) or animal (false). */
    man: boolean,
    /** Its index. */
    index: number,
  }
  | {
    "type": "survival",
    /** Man or animal. */
    man: boolean,
    /** Index. */
    index: number,
    /** The roll. */
    roll: NileSurvivalRoll,
  }
  | {
    "type": "died",
    /** Man or animal. */
    man: boolean,
    /** Index. */
    index: number,
  }
  | {
    "type": "left",
    /** The animal. */
    beast: number,
  }
  | { "type": "ended" } & NileFightEnding;
/**
 * A fight with animals in progress (or over).
 */
export type NileAnimalFight = {
  members: Array<NileMember>,
  beasts: Array<NileBeast>,
  deck: NileDeck,
  rough: boolean,
  turn: number,
  first_shot: NileFirstShot,
  any_beast_acted: boolean,
  hunter_has_shot: boolean,
  /** The man engaged by an animal: encounter 11's porter, or the victim of the journey's leopard or lion (`Opening::victim`). */
  engaged_porter: number | null,
  awaiting: boolean,
  ending: NileFightEnding | null,
  log: Array<NileAnimalEvent>,
  /** The party is in its canoes (`Opening::afloat`). */
  afloat?: boolean,
  /** Canoes upset so far (`FightEnding::canoes_upset`). */
  canoes_upset?: number,
};
/**
 * A draught or pack animal.
 */
export type NileAnimalKind = "pack_animal" | "camel" | "ox" | "mule";
/**
 * One of the four approach tables, named by the side of the centre it projects from.
 */
export type NileApproach = "north" | "east" | "south" | "west";
/**
 * The three rows of the Native Attitude table.
 */
export type NileAttitude = "hostile" | "inhospitable" | "friendly";
/**
 * The odds of a native attitude roll for the natives a team has met (see `attitude_odds_for`).
 */
export type NileAttitudeHere = {
  /** The tribe met. */
  tribe: NileTribe,
  /** What the party brings: armed men, skills, the Activity Level's temper. */
  party: NilePartyStanding,
  /** The natives' totals when the team has seen them (Africa Knowledge), else null. */
  totals: NileNativeTotals | null,
  /** The posture priced. */
  posture: NilePosture,
  /** The odds. */
  odds: NileAttitudeOdds,
};
/**
 * The exact odds of each row of the Native Attitude table.
 */
export type NileAttitudeOdds = {
  /** The natives attack (-3 or less, pygmies always, or the gifts refused). */
  hostile: NileOdds,
  /** -2 to +1. */
  inhospitable: NileOdds,
  /** +2 or more. */
  friendly: NileOdds,
};
/**
 * How the attitude came about, with every roll.
 */
export type NileAttitudeOutcome = {
  /** The posture used. */
  posture: NilePosture,
  /** The result. */
  attitude: NileAttitude,
  /** The party's total (None when the gift test failed before any total was made, or for pygmies). */
  party_total: number | null,
  /** The natives' total used. */
  natives_total: number | null,
  /** Gifts counted (offered plus a Diplomat's 1D4). */
  gifts_counted: number,
  /** The gift test's 1D8, when one was rolled. */
  gift_test: number | null,
  /** True when the natives are hostile because the gift test failed. */
  gifts_refused: boolean,
};
/**
 * An attitude roll to price (the request of the bindings' `nile_attitude_odds` /
 * `attitudeOdds`): `{"tribe": {...}, "party": {...}, "posture": {"posture": "forceful"},
 * "totals": null}`.
 */
export type NileAttitudeRequest = {
  /** The tribe met. */
  tribe: NileTribe,
  /** What the party brings. */
  party: NilePartyStanding,
  /** The posture considered. */
  posture: NilePosture,
  /** The natives' totals when the party has seen them (Africa Knowledge), else null. */
  totals: NileNativeTotals | null,
};
/**
 * An animal in the fight.
 */
export type NileBeast = {
  /** What it is. */
  creature: NileCreature,
  /** Position on the line, inches. */
  position: number,
  /** What it is doing. */
  stance: NileStance,
  /** Accumulated damage. */
  damage: number,
  /** The turn in which it was knocked down: it loses 4 movement dice at its next activation (docs/rulings.md); with 4 dice or fewer it only stands up. */
  knocked_down_in: number | null,
  /** Still alive. */
  alive: boolean,
  /** Gone: 24" or more from every man. */
  gone: boolean,
  /** Has acted this turn. */
  activated: boolean,
  /** Took damage this turn. */
  hurt_this_turn: boolean,
};
/**
 * What beaten natives yield.
 */
export type NileBooty = {
  /** The D6 on the booty chart. */
  roll: number,
  /** Trade goods. */
  trade_goods: number,
  /** Rations (per warrior of the tribe, already multiplied). */
  rations: number,
  /** Bearers the village supplies. */
  bearers: number,
};
/**
 * A turn of god-like captivity.
 */
export type NileCaptivity =
  | { "result": "held" }
  | { "result": "escapes_with_proof" }
  | {
    "result": "escapes_with_riches",
    /** Extra reliable bearers. */
    slaves: number,
    /** Treasure grabbed. */
    treasure: number,
  };
/**
 * What becomes of a captured explorer (1D6, rolled for each explorer separately).
 */
export type NileCaptureFate =
  | { "fate": "cooking_pot" }
  | {
    "fate": "lion_pit",
    /** He killed the lion. */
    survived: boolean,
  }
  | {
    "fate": "spear_practice",
    /** He lived through the five throws. */
    survived: boolean,
    /** Damage taken. */
    damage: number,
  }
  | { "fate": "white_god" }
  | { "fate": "escapes" }
  | { "fate": "escapes_with_bearers" };
/**
 * A playing card: colour and a number 0-51 (its place in a fresh deck, kept so a log can name
 * the card).
 */
export type NileCard = {
  /** 0-51: 0-25 red, 26-51 black. */
  index: number,
};
/**
 * A card's colour: all that matters for activation.
 */
export type NileCardColour = "red" | "black";
/**
 * One thing that happened in a fight with natives.
 */
export type NileCombatEvent =
  | {
    "type": "placed",
    /** Native unit. */
    unit: number,
    /** Its warriors. */
    warriors: number,
    /** The 1D8 direction. */
    direction: number,
    /** The 6D6 distance, inches. */
    distance: number,
  }
  | { "type": "free_move_done" }
  | {
    "type": "turn_began",
    /** Turn number. */
    turn: number,
  }
  | {
    "type": "card_drawn",
    /** Its colour. */
    colour: NileCardColour,
  }
  | {
    "type": "party_fired",
    /** Expedition unit. */
    unit: number,
    /** Native unit. */
    target: number,
    /** Every die. */
    shots: Array<NileShotOutcome>,
    /** Warriors put out of the fight. */
    hits: number,
  }
  | {
    "type": "natives_fired",
    /** Native unit. */
    unit: number,
    /** Expedition unit. */
    target: number,
    /** Hits scored. */
    hits: number,
  }
  | {
    "type": "wounded",
    /** Expedition unit. */
    unit: number,
    /** Figure in it. */
    figure: number,
    /** Damage done. */
    damage: number,
    /** Knocked down (3 or more in one hit). */
    knocked_down: boolean,
  }
  | {
    "type": "moved",
    /** Which side. */
    party: boolean,
    /** Unit index. */
    unit: number,
    /** Inches rolled. */
    inches: number,
  }
  | {
    "type": "melee",
    /** Native unit. */
    natives: number,
    /** Expedition unit. */
    party: number,
    /** Rounds (the man is the first side). */
    rounds: Array<NileMeleeRound>,
    /** Warriors put out. */
    warriors_out: number,
  }
  | {
    "type": "captured",
    /** Expedition unit (the explorer's). */
    unit: number,
  }
  | {
    "type": "survival",
    /** Expedition unit. */
    unit: number,
    /** Figure. */
    figure: number,
    /** The roll. */
    roll: NileSurvivalRoll,
  }
  | {
    "type": "died",
    /** Expedition unit. */
    unit: number,
    /** Figure. */
    figure: number,
  }
  | {
    "type": "morale",
    /** Which side. */
    party: boolean,
    /** Unit index. */
    unit: number,
    /** The check. */
    check: NileMoraleCheck,
  }
  | { "type": "ended" } & NileCombatOutcome;
/**
 * What the player orders the expedition unit a red card activates (or, in a Forceful
 * posture's free move, each unit before the natives move: only `Move` and `Hold`).
 */
export type NileCombatOrder =
  | {
    "type": "fire",
    /** The expedition unit (index). */
    unit: number,
    /** The native unit (index). */
    target: number,
    /** Aimed (no native unit within 5") or snap. */
    kind: NileShotKind,
  }
  | {
    "type": "move",
    /** The unit. */
    unit: number,
    /** Direction 1-8. */
    direction: number,
  }
  | {
    "type": "charge",
    /** The unit. */
    unit: number,
    /** The native unit. */
    target: number,
  }
  | {
    "type": "hold",
    /** The unit. */
    unit: number,
  };
/**
 * How a fight with natives ended, for the expedition's books.
 */
export type NileCombatOutcome = {
  /** Who won. */
  result: NileCombatResult,
  /** Turns played. */
  turns: number,
  /** Warriors put out of the fight. */
  warriors_out: number,
  /** Explorers (indexes into the setup) killed. */
  explorers_dead: Array<number>,
  /** Explorers captured, with their fates (rolled when the fight ends). */
  explorers_captured: Array<[number, NileCaptureFate]>,
  /** Askari dead. */
  askari_dead: number,
  /** Askari who ran away. */
  askari_fled: number,
  /** Ordinary bearers dead. */
  bearers_dead: number,
  /** Ordinary bearers who ran away (with their loads). */
  bearers_fled: number,
  /** Reliable bearers dead. */
  reliable_bearers_dead: number,
  /** Rounds of ammunition used by explorers (by index) and by the askari. */
  explorer_ammo_used: Array<number>,
  /** Rounds the askari used. */
  askari_ammo_used: number,
};
/**
 * Who won.
 */
export type NileCombatResult = "party_won" | "party_lost" | "natives_withdrew";
/**
 * The expedition's side of a fight.
 */
export type NileCombatSetup = {
  /** The explorers (and supercargoes who fight). */
  explorers: Array<NileExplorerInCombat>,
  /** Askari. */
  askari: number,
  /** Rounds the askari carry between them. */
  askari_ammo: number,
  /** Ordinary bearers (and porters, guides). */
  bearers: number,
  /** Reliable bearers. */
  reliable_bearers: number,
  /** Rough ground: men move 2D6" instead of 3D6". */
  rough: boolean,
  /** What the posture gave the party (hasty defence, free move, or nothing). */
  opening: NileHostileOpening,
  /** To-hit numbers. */
  stand_ins: NileStandIns,
};
/**
 * A man's state of health.
 */
export type NileCondition =
  | { "type": "fit" }
  | {
    "type": "unladen",
    /** Days left. */
    days: number,
  }
  | {
    "type": "carried",
    /** Days left. */
    days: number,
    /** Days carried in all. */
    total: number,
  }
  | { "type": "delirious" }
  | { "type": "comatose" }
  | { "type": "maimed" };
/**
 * Every creature that can fight in an encounter: men (and women) and the beasts.
 */
export type NileCreature =
  | "man"
  | "hippopotamus"
  | "elephant"
  | "rhinoceros"
  | "buffalo"
  | "lion"
  | "rabbit"
  | "tyrannosaurus"
  | "kong";
/**
 * A dangerous-game encounter brought by a Wilderness Encounter entry, with the entry's own
 * setup rolls (numbers, distances in inches, directions on the direction indicator).
 */
export type NileDangerousGame =
  | {
    "animal": "baboons",
    /** How many. */
    count: number,
    /** Inches. */
    distance: number,
    /** Direction. */
    direction: NileDirection,
  }
  | {
    "animal": "chimpanzees",
    /** How many. */
    count: number,
  }
  | {
    "animal": "gorillas",
    /** How many. */
    count: number,
    /** The porter. */
    porter: NileManId,
    /** 'A' remain still, 'B' back away slowly, 'D' run. */
    action: string,
    /** Inches from the party to the nearest gorilla. */
    party_distance: number,
  }
  | {
    "animal": "leopard",
    /** The victim. */
    victim: NileManId,
  }
  | {
    "animal": "elephants",
    /** How many. */
    count: number,
  }
  | {
    "animal": "crocodile",
    /** The porter. */
    victim: NileManId,
  }
  | {
    "animal": "hippo",
    /** The victim. */
    victim: NileManId,
    /** Inches. */
    distance: number,
  }
  | {
    "animal": "rhinos",
    /** The target. */
    victim: NileManId,
    /** Inches. */
    distance: number,
    /** Direction they come from. */
    direction: NileDirection,
  }
  | {
    "animal": "lion",
    /** The straggler. */
    victim: NileManId,
    /** Inches behind the last man. */
    distance: number,
  }
  | {
    "animal": "buffalo",
    /** How many. */
    count: number,
    /** Inches. */
    distance: number,
    /** Inches beyond the herd. */
    water_beyond: number,
  }
  | {
    "animal": "warthogs",
    /** How many. */
    count: number,
  }
  | {
    "animal": "river_crocodile",
    /** The victim. */
    victim: NileManId,
  }
  | {
    "animal": "hippos",
    /** How many. */
    count: number,
    /** Inches. */
    distance: number,
  };
/**
 * A decision sent by a team.
 */
export type NileDecision =
  | {
    "type": "plan",
    /** The Activity Level. */
    activity: NileActivityLevel,
    /** Where the party means to go. */
    heading: NileDirection,
    /** Use a guide's +1 on the Lost Check (if one is with the party). */
    use_guide: boolean,
    /** Travel by canoe along the river (only on a river square, heading along the river). */
    afloat?: boolean,
    /** Treat the sick with medicine while it lasts (-1 on Sickness rolls). */
    medicine?: boolean,
  }
  | {
    "type": "leave_behind",
    /** What. */
    what: NileLeave,
  }
  | { "type": "play_lucky_break" }
  | { "type": "keep_roll" }
  | {
    "type": "new_heading",
    /** The heading. */
    heading: NileDirection,
  }
  | {
    "type": "knife_attackers",
    /** The attackers. */
    men: Array<NileManId>,
  }
  | {
    "type": "helpers",
    /** Men per victim. */
    count: number,
  }
  | {
    "type": "choose",
    /** Yes. */
    yes: boolean,
  }
  | {
    "type": "divers",
    /** How many. */
    count: number,
  }
  | {
    "type": "take_canoes",
    /** How many. */
    count: number,
  }
  | {
    "type": "posture",
    /** The posture, with the gifts offered when Friendly. */
    posture: NilePosture,
  }
  | {
    "type": "pantomime",
    /** Guessed by a team, not guessed, or given away. */
    result: NilePantomime,
  }
  | {
    "type": "combat_order",
    /** The order. */
    order: NileCombatOrder,
  }
  | {
    "type": "hunt_order",
    /** The order. */
    order: NileHuntOrder,
  }
  | {
    "type": "hunter_action",
    /** A stay still, B move slowly away, C shoot, D run. */
    action: NileHunterAction,
  }
  | {
    "type": "trade",
    /** Trade goods offered. */
    goods: number,
  }
  | {
    "type": "send_hunters",
    /** The hunter. */
    hunter: NileManId | null,
  }
  | {
    "type": "use_weed",
    /** The man. */
    man: NileManId,
  }
  | {
    "type": "carry_treasure",
    /** Portage Points. */
    treasure: number,
  }
  | {
    "type": "cross_lava",
    /** Charge. */
    charge: boolean,
  }
  | {
    "type": "collect_weed",
    /** Portage Points. */
    portage: number,
  }
  | { "type": "scenic_photo" }
  | {
    "type": "take_tusks",
    /** Tusks. */
    count: number,
  }
  | {
    "type": "join_hunt",
    /** Who joins, or `set_off`. */
    join: NileHuntJoin,
  }
  | {
    "type": "hunt_heading",
    /** The heading (the direction indicator). */
    heading: NileDirection,
  }
  | { "type": "wait" };
/**
 * A 52-card deck, shuffled with the game's dice; drawing from an empty deck reshuffles a fresh
 * one.
 */
export type NileDeck = {
  /** Cards still to draw, next last. */
  cards: Array<NileCard>,
};
/**
 * A direction on the direction indicator (RULINGS.md): 1 N side, 2 NE corner, 3 E side,
 * 4 SE corner, 5 S side, 6 SW corner, 7 W side, 8 NW corner (EX-MAP-04). Serialized as the
 * number 1-8.
 */
export type NileDirection = number;
/**
 * The encounter check: the D6, the modified total, and whether natives are met.
 */
export type NileEncounterCheck = {
  /** The D6 face. */
  roll: number,
  /** Face plus modifiers. */
  total: number,
  /** True when natives are encountered (total 1 or less). */
  encountered: boolean,
};
/**
 * One thing that happened.
 */
export type NileEvent =
  | {
    "type": "day_begins",
    /** The day, from 1. */
    day: number,
  }
  | {
    "type": "planned",
    /** The team. */
    team: NileTeamId,
    /** Activity Level. */
    activity: NileActivityLevel,
    /** Heading. */
    heading: NileDirection,
    /** Guide used. */
    use_guide: boolean,
    /** By canoe. */
    afloat: boolean,
  }
  | {
    "type": "left_behind",
    /** The team. */
    team: NileTeamId,
    /** What. */
    what: NileLeave,
  }
  | {
    "type": "lucky_break",
    /** The team. */
    team: NileTeamId,
    /** The die. */
    die: Die,
    /** Old face. */
    old: number,
    /** New face. */
    new: number,
  }
  | {
    "type": "rations",
    /** The team. */
    team: NileTeamId,
    /** Rations eaten. */
    eaten: number,
    /** Water drunk (men and animals). */
    drunk: number,
    /** Men without food. */
    hungry: number,
    /** Men without water. */
    thirsty: number,
  }
  | {
    "type": "privation",
    /** The team. */
    team: NileTeamId,
    /** The man. */
    man: NileManId,
    /** True for thirst, false for hunger. */
    thirst: boolean,
    /** Unmodified die. */
    face: number,
    /** Modified total. */
    total: number,
  }
  | {
    "type": "event_check",
    /** The team. */
    team: NileTeamId,
    /** The event die. */
    die: Die,
    /** Its face. */
    face: number,
    /** True when an event occurs. */
    occurred: boolean,
  }
  | {
    "type": "wilderness",
    /** The team. */
    team: NileTeamId,
    /** The table. */
    table: NileTable,
    /** The D10 face (10 = the printed 0). */
    face: number,
  }
  | {
    "type": "botanist_ignores",
    /** The team. */
    team: NileTeamId,
  }
  | {
    "type": "supercargo",
    /** The team. */
    team: NileTeamId,
    /** Who. */
    who: NileSupercargoKind,
    /** The result. */
    event: NileSupercargoEvent,
  }
  | {
    "type": "lost_check",
    /** The team. */
    team: NileTeamId,
    /** Unmodified D6. */
    face: number,
    /** Modified total. */
    total: number,
    /** The terrain's Lost Number. */
    lost_number: number,
    /** True when lost. */
    lost: boolean,
    /** A guide's +1 was used. */
    guide: boolean,
  }
  | {
    "type": "lost_template",
    /** The team. */
    team: NileTeamId,
    /** Its D6. */
    face: number,
    /** The heading taken. */
    heading: NileDirection,
    /** False when Nose For Direction shows the party was not actually lost. */
    actually_lost: boolean,
  }
  | {
    "type": "moved",
    /** The team. */
    team: NileTeamId,
    /** Movement dice faces. */
    dice: Array<number>,
    /** Intended distance, thousandths of an inch. */
    intended: number,
    /** From. */
    from: Point,
    /** To. */
    to: Point,
    /** Why it stopped short, if it did. */
    stopped: NileStopReason | null,
  }
  | {
    "type": "no_movement",
    /** The team. */
    team: NileTeamId,
  }
  | {
    "type": "explored",
    /** The team. */
    team: NileTeamId,
    /** What was found. */
    found: NileExploration,
  }
  | {
    "type": "forded",
    /** The team. */
    team: NileTeamId,
    /** The square. */
    square: NileSquare,
  }
  | {
    "type": "man_gone",
    /** The team. */
    team: NileTeamId,
    /** The man. */
    man: NileManId,
    /** What he was. */
    role: NileRole,
    /** How. */
    fate: NileFate,
    /** Goods lost with him. */
    load: NileStores,
  }
  | {
    "type": "health",
    /** The team. */
    team: NileTeamId,
    /** The man. */
    man: NileManId,
    /** What he is. */
    role: NileRole,
    /** New condition. */
    condition: NileCondition,
  }
  | {
    "type": "lucky_bastard",
    /** The team. */
    team: NileTeamId,
    /** Face. */
    face: number,
    /** True: he cheats death. */
    cheated: boolean,
  }
  | {
    "type": "goods_lost",
    /** The team. */
    team: NileTeamId,
    /** What. */
    goods: NileStores,
  }
  | {
    "type": "goods_gained",
    /** The team. */
    team: NileTeamId,
    /** What. */
    goods: NileStores,
  }
  | {
    "type": "animals_lost",
    /** The team. */
    team: NileTeamId,
    /** How many. */
    count: number,
  }
  | {
    "type": "canoes",
    /** The team. */
    team: NileTeamId,
    /** Change. */
    change: number,
  }
  | {
    "type": "abandoned",
    /** The team. */
    team: NileTeamId,
    /** What. */
    abandoned: NileAbandoned,
  }
  | {
    "type": "forbidden",
    /** The team. */
    team: NileTeamId,
    /** The square. */
    square: NileSquare,
  }
  | {
    "type": "impassable",
    /** The square. */
    square: NileSquare,
  }
  | {
    "type": "dangerous_game",
    /** The team. */
    team: NileTeamId,
    /** What. */
    encounter: NileDangerousGame,
  }
  | {
    "type": "roll",
    /** The team. */
    team: NileTeamId,
    /** What it decides. */
    what: NileRollPurpose,
    /** The die. */
    die: Die,
    /** Its face. */
    face: number,
  }
  | {
    "type": "arrived",
    /** The team. */
    team: NileTeamId,
    /** The square. */
    square: NileSquare,
  }
  | {
    "type": "perished",
    /** The team. */
    team: NileTeamId,
  }
  | {
    "type": "photo",
    /** The team. */
    team: NileTeamId,
    /** Which. */
    photo: NilePhoto,
  }
  | {
    "type": "game_over",
    /** The last day played. */
    day: number,
  }
  | {
    "type": "race",
    /** The team. */
    team: NileTeamId,
    /** What happened (boxed: the reports are large). */
    event: NileRaceEvent,
  };
/**
 * What exploring one square found (reported in `crate::Event::Explored`).
 */
export type NileExploration = {
  /** The square. */
  square: NileSquare,
  /** Its terrain. */
  terrain: NileTerrain,
  /** The 2D8 rolled against the direction indicator. */
  direction_dice: [number, number],
  /** The D10 of the terrain table, when neither die named a known square. */
  terrain_table: number | null,
  /** Directions through which a river leaves the square (inflows included). */
  river: Array<NileDirection>,
  /** Directions through which a trail leaves the square. */
  trail: Array<NileDirection>,
};
/**
 * An explorer in the fight.
 */
export type NileExplorerInCombat = {
  /** Rifle or Express rifle (or pistol). */
  weapon: NileWeapon,
  /** Crack Shot. */
  crack_shot: boolean,
  /** Pugilist: +1 in melee. */
  pugilist: boolean,
  /** Rounds carried for all his guns: his weapon's, then his side arm's. */
  ammo: number,
  /** A woman (the Heroine): counts for "female Europeans captured". */
  female: boolean,
  /** Of `ammo`, the rounds of his side arm (a pistol besides his rifle, EX-OUTFIT-20), fired once the rifle is dry. */
  side_arm_rounds?: number,
  /** Added to his shooting die rolls today by hunger and thirst (EX-FOOD-06, EX-WATER-04). */
  penalty?: number,
};
/**
 * What the explorer carries himself (EX-OUTFIT-30): a rifle, a side arm, 10 rounds for each
 * and a knife are allowed; anything in `extra` (or more rounds) makes him lose face when
 * ordinary bearers, askari or guides are present. Bought from the price list like the rest.
 */
export type NileExplorerKit = {
  /** His rifle, if any. */
  rifle: NileRifle | null,
  /** True when he carries a pistol. */
  pistol: boolean,
  /** Rounds for his rifle (bought by the box of 10). */
  rifle_rounds: number,
  /** Rounds for his pistol (bought by the box of 10). */
  pistol_rounds: number,
  /** Anything else he carries himself (at most one man's load, 10 Portage Points). */
  extra: NileStores,
};
/**
 * A man no longer with the party.
 */
export type NileFallen = {
  /** The man as he was. */
  man: NileMan,
  /** What became of him. */
  fate: NileFate,
  /** On which day. */
  day: number,
};
/**
 * What happened to a man who left the party.
 */
export type NileFate = "died" | "lost_forever" | "deserted" | "left_behind" | "stayed_behind";
/**
 * How a fight with animals ended.
 */
export type NileFightEnding = {
  /** Animals killed. */
  killed: Array<NileCreature>,
  /** Indexes of the men who died. */
  dead_members: Array<number>,
  /** Turns played. */
  turns: number,
  /** True when the fight stopped at the turn limit. */
  timed_out: boolean,
  /** Canoes a charging hippopotamus upset (On River 3, EX-EVENT-RIVER-11): their men and supplies went into the river. */
  canoes_upset?: number,
};
/**
 * One man on the expedition's side.
 */
export type NileFigure = {
  /** Accumulated damage. */
  damage: number,
  /** Hurt this turn (Survival roll at its end). */
  hurt: boolean,
  /** Under the hasty defence. */
  covered: boolean,
  /** Knocked down: his unit's next activation is spent standing up. */
  knocked_down: boolean,
  /** What became of him. */
  state: NileFigureState,
};
/**
 * What became of a figure.
 */
export type NileFigureState = "fighting" | "dead" | "captured" | "fled";
/**
 * Which shots the hunter may take before the animals have moved.
 */
export type NileFirstShot = "general" | "aimed_if_hunter_first" | "snap_only";
/**
 * What happens at the gate of a party that declined to help (1D6 on reaching the city).
 */
export type NileGateFate =
  | { "fate": "attacked" }
  | { "fate": "stripped" }
  | { "fate": "turned_away" }
  | { "fate": "admitted" }
  | {
    "fate": "honoured_guests",
    /** Turns kept busy in the city. */
    turns: number,
    /** Portage Points of treasure given. */
    treasure: number,
    /** City bearers lent. */
    bearers: number,
  }
  | { "fate": "god_like" };
/**
 * What guards the weed beyond the Gates of Peril (1D6 once 9" past the gate).
 */
export type NileGuardian =
  | { "guardian": "unprotected" }
  | {
    "guardian": "pride",
    /** Lions. */
    lions: number,
  }
  | { "guardian": "lava_bridge" }
  | { "guardian": "rabbit" }
  | { "guardian": "tyrannosaurus" }
  | { "guardian": "kong" };
/**
 * What the party may do when hostile natives attack, by the posture it took
 * (source: after the Native Attitude table).
 */
export type NileHostileOpening =
  | {
    "hasty_defence": {
      /** Other figures covered (1D6). */
      others: number,
    },
  }
  | "free_move"
  | "normal";
/**
 * A hunt's fight in progress, and the hunt it belongs to.
 */
export type NileHuntFight = {
  /** The fight. */
  fight: NileAnimalFight,
  /** The hunt. */
  hunt: NilePendingHunt,
  /** The hunt so far. */
  report: NileHuntReport,
};
/**
 * The odds of a hunt from where a team stands (see `hunt_odds_for`).
 */
export type NileHuntHere = {
  /** The team's square. */
  square: NileSquare,
  /** Its ground (the Hunting Results table of its terrain). */
  ground: NileHuntingGround,
  /** The explorer has the Hunter skill (+1 on every roll for food). */
  hunter_skill: boolean,
  /** The odds. */
  odds: NileHuntOdds,
};
/**
 * One more man for the hunting party, or none (EX-HUNT-01: "Additional hunters, porters,
 * and/or gun bearers may also be added").
 */
export type NileHuntJoin =
  | {
    "kind": "hunter",
    /** The man. */
    man: NileManId,
  }
  | { "kind": "porter" }
  | { "kind": "gun_bearer" }
  | { "kind": "set_off" };
/**
 * The exact odds of one hunt (EX-HUNT; the Hunting Results table): the food found and whether
 * a dangerous-game encounter occurs, for every results die and multiplier die, each resolved
 * by `hunting::hunt`, the engine's own function (the ammunition dice do not change either).
 */
export type NileHuntOdds = {
  /** Units of food found, each with its odds, ascending by food (over 36ths: two D6). */
  food: Array<[number, NileOdds]>,
  /** The odds of a dangerous-game encounter (roll 2D6 on the Hunting Encounters table). */
  encounter: NileOdds,
};
/**
 * What the player orders the man a red card activates.
 */
export type NileHuntOrder =
  | {
    "type": "shoot",
    /** The member (index). */
    member: number,
    /** The animal (index). */
    beast: number,
    /** Aimed or snap. */
    kind: NileShotKind,
  }
  | {
    "type": "fight",
    /** The member. */
    member: number,
    /** The animal. */
    beast: number,
  }
  | {
    "type": "move",
    /** The member. */
    member: number,
    /** True: away; false: toward. */
    away: boolean,
  }
  | {
    "type": "hold",
    /** The member. */
    member: number,
  };
/**
 * The result of one hunt.
 */
export type NileHuntOutcome = {
  /** The results D6 face. */
  roll: number,
  /** The multiplier D6 face, on a 6. */
  multiplier: number | null,
  /** Units of food the hunt yields (if an encounter occurs, only if the animal is killed). */
  food: number,
  /** Rounds of ammunition used (1D6 per 10 units of food or fraction). */
  ammo_used: number,
  /** True when a dangerous-game encounter occurs (roll 2D6 on `encounters`). */
  encounter: boolean,
};
/**
 * A hunting party being made up, then waiting for its direction.
 */
export type NileHuntParty = {
  /** The hunters, the leader first (the hunt's ammunition is his). */
  hunters: Array<NileManId>,
  /** The porters (two at least). */
  porters: Array<NileManId>,
  /** The gun bearers. */
  gun_bearers: Array<NileManId>,
  /** Inches out (the 4D6), once rolled: the party waits for its direction. */
  distance: number | null,
};
/**
 * What a hunt brought.
 */
export type NileHuntReport = {
  /** Inches the hunting party went out (4D6). */
  went_out: number,
  /** The heading it went out on (the player's; `None` where no map is played). */
  heading: NileDirection | null,
  /** The ground it hunted on (the terrain where it ended up). */
  ground: NileHuntingGround,
  /** The hunting roll. */
  hunt: NileHuntOutcome,
  /** The encounter, if any. */
  encounter: NileHuntingEncounter | null,
  /** The fight, if any. */
  fight: NileFightEnding | null,
  /** Units of food brought back. */
  food: number,
  /** Rounds used by each member (hunting ammunition is charged to the first hunter). */
  ammo_used: Array<number>,
  /** Members hurt or killed (index into the party list). */
  fates: Array<[number, NileMemberFate]>,
};
/**
 * A hunt to price (the request of the bindings' `nile_hunt_odds` / `huntOdds`):
 * `{"ground": "veldt", "hunter_skill": false}`.
 */
export type NileHuntRequest = {
  /** The ground hunted on. */
  ground: NileHuntingGround,
  /** The Hunter skill (+1 on every roll for food). */
  hunter_skill: boolean,
};
/**
 * The first half of a hunt: the party goes out 4D6", rolls on the Hunting Results table,
 * and on an encounter rolls the Hunting Encounters table (the hunter may then have to choose
 * an action: `HuntingEncounter::needs_action`).
 */
export type NileHuntStart = {
  /** Inches the hunting party went out. */
  went_out: number,
  /** The heading it went out on (the player's; `None` where no map is played). */
  heading: NileDirection | null,
  /** The ground it hunts on (the terrain where it ended up). */
  ground: NileHuntingGround,
  /** The hunting roll. */
  hunt: NileHuntOutcome,
  /** The encounter, if any. */
  encounter: NileHuntingEncounter | null,
};
/**
 * The hunter's action, lettered A-D in the printed order of every encounter that offers one.
 */
export type NileHunterAction = "a" | "b" | "c" | "d";
/**
 * The eleven rows of the Hunting Encounters table (2D6 = 2 to 12).
 */
export type NileHuntingEncounter =
  | "noise_behind"
  | "angry_rhinoceros"
  | "elephant_herd"
  | "lion_springs"
  | "mother_hippo"
  | "buffalo_herd"
  | "donga_lion"
  | "stampede"
  | "twilight_rhinoceroses"
  | "porter_in_trouble"
  | "lions_on_the_kill";
/**
 * The ground a hunting party hunts on (the five Hunting Results tables).
 */
export type NileHuntingGround = "jungle" | "veldt" | "mountain" | "swamp" | "desert";
/**
 * The make-up of a hunting party: at least 1 hunter and 2 porters; gun bearers may join.
 */
export type NileHuntingPartySize = {
  /** Hunters (explorers or askari who shoot). */
  hunters: number,
  /** Porters. */
  porters: number,
  /** Gun bearers. */
  gun_bearers: number,
};
/**
 * A kind of carried good. Each unit weighs 1 Portage Point, except ammunition, counted in
 * rounds and weighing 1 Portage Point per 10 rounds (or part of 10).
 */
export type NileItem =
  | "ration"
  | "water"
  | "trade_good"
  | "medicine"
  | "regular_ammo"
  | "express_ammo"
  | "pistol_ammo"
  | "regular_rifle"
  | "express_rifle"
  | "pistol"
  | "photo_supplies"
  | "photo_plates"
  | "treasure";
/**
 * The Europeans crossing the lava bridge, one at a time.
 */
export type NileLavaCrossing = {
  /** Europeans (indexes) still to cross, each with the Portage Points of weed he carries; the next first. */
  to_cross: Array<[number, number]>,
  /** Europeans who reached the field. */
  across: Array<number>,
  /** On the way back with the weed. */
  back: boolean,
};
/**
 * Something a party may leave behind before it sets off.
 */
export type NileLeave = "wagon" | "cart" | "piano" | "camels" | "canoes";
/**
 * Men lost in an encounter, by role (and what the captives who came back brought or lost).
 */
export type NileLosses = {
  /** Europeans (indexes into `PartySummary::explorers`) killed. */
  explorers_dead: Array<number>,
  /** Europeans lost to capture for good (the pot, a lost lion pit or spear practice, kept as a white god, taken by Kong). */
  explorers_taken: Array<number>,
  /** Askari killed. */
  askari_dead: number,
  /** Askari who ran away. */
  askari_fled: number,
  /** Ordinary bearers killed. */
  bearers_dead: number,
  /** Ordinary bearers who ran away with their loads. */
  bearers_fled: number,
  /** Reliable bearers killed. */
  reliable_bearers_dead: number,
  /** Musket rounds the askari used. */
  askari_ammo_used: number,
  /** Rounds each European used (by index). */
  explorer_ammo_used: Array<number>,
  /** Europeans (indexes) freed from the lion pit "with only the knife he fought with" (EX-CAPTURE-03): the explorer's rifle, side arm and rounds are lost. */
  explorers_disarmed?: Array<number>,
  /** Rations brought back by escapers, 5 each (EX-CAPTURE-06, EX-CAPTURE-07). */
  rations_brought?: number,
};
/**
 * One man.
 */
export type NileMan = {
  /** His id. */
  id: NileManId,
  /** What he is. */
  role: NileRole,
  /** His health. */
  condition: NileCondition,
  /** Hunger record. */
  hunger: NilePrivation,
  /** Thirst record. */
  thirst: NilePrivation,
  /** Musket rounds (askari: 20 each, EX-OUTFIT-28). */
  musket_rounds: number,
};
/**
 * A man of a party, unique within his team.
 */
export type NileManId = number;
/**
 * What the morning's meal of a plan uses (the supplies step that opens the turn).
 */
export type NileMealCost = {
  /** Rations eaten (1 per man, EX-OUTFIT-17; none for a man the weed feeds). */
  rations: number,
  /** Units of water drunk: in the desert 1 per man and 2 per animal but camels (EX-OUTFIT-25); 0 elsewhere. */
  water: number,
  /** Men who would go hungry (EX-FOOD-01: bearers, askari and guides leave; Europeans and reliable bearers fall sick). */
  hungry: number,
  /** Men who would go thirsty (EX-FOOD-02). */
  thirsty: number,
  /** Animals that would get no water and be lost. */
  animals_lost: number,
  /** The team will first be asked whether to eat a man who died today or yesterday (EX-VP-14); if it does, nobody goes hungry (the counts above are for a refusal). */
  cannibalism: boolean,
};
/**
 * What came of meeting natives.
 */
export type NileMeetingReport = {
  /** The tribe. */
  tribe: NileTribe,
  /** The attitude and its rolls. */
  attitude: NileAttitudeOutcome,
  /** Trade goods given as gifts (spent whatever happened). */
  gifts_spent: number,
  /** Friendly natives feed the party (this turn's food is theirs). */
  fed: boolean,
  /** Trade goods traded for rations, and the rations received. */
  traded: [number, number],
  /** The fight, if the natives were hostile. */
  combat: NileCombatOutcome | null,
  /** Booty, if the party beat them. */
  booty: NileBooty | null,
  /** Men lost. */
  losses: NileLosses,
  /** Turns the party waited for explorers held as white gods. */
  turns_waiting: number,
};
/**
 * The result of one round of melee between two creatures.
 */
export type NileMeleeRound = {
  /** The first side's die score (with any bonus). */
  first: number,
  /** The second side's die score. */
  second: number,
  /** Damage taken by the first side (0 unless it lost by more than 2). */
  first_damage: number,
  /** Damage taken by the second side. */
  second_damage: number,
};
/**
 * A man in the fight.
 */
export type NileMember = {
  /** Who he is. */
  role: NilePartyRole,
  /** Position on the line, inches. */
  position: number,
  /** Accumulated damage. */
  damage: number,
  /** The turn in which he was knocked down: at his next activation he loses 4 movement dice, so a man (3 dice) can only stand up (hold). */
  knocked_down_in: number | null,
  /** Still alive. */
  alive: boolean,
  /** Has acted this turn. */
  activated: boolean,
  /** Took damage this turn (Survival roll at its end). */
  hurt_this_turn: boolean,
};
/**
 * What became of one member of the hunting party.
 */
export type NileMemberFate = "killed" | "injured" | "battered";
/**
 * A morale check.
 */
export type NileMoraleCheck = {
  /** The loss band, 1-5. */
  band: number,
  /** The D6. */
  roll: number,
  /** True when the group breaks and runs away. */
  breaks: boolean,
};
/**
 * A fight with hostile natives in progress (or over).
 *
 * The natives' rules (docs/rulings.md "How natives fight"): a black card activates the first
 * native unit (in order) that has not acted this turn. It rolls its movement; if that reaches
 * the nearest expedition unit still in the fight it closes and fights a melee; otherwise it
 * moves its full movement toward it and, if then within its missile range, every warrior
 * throws or shoots (D20 at or under the natives' to-hit number; half that number, rounded
 * down, against men under the hasty defence). A broken unit runs its full movement away.
 */
export type NileNativeCombat = {
  setup: NileCombatSetup,
  party: Array<NilePartyUnit>,
  natives: Array<NileNativeUnit>,
  deck: NileDeck,
  turn: number,
  /** Free move (Forceful): units that still may move before the natives. */
  free_move: boolean,
  awaiting: boolean,
  outcome: NileCombatOutcome | null,
  log: Array<NileCombatEvent>,
};
/**
 * A fight with natives in progress, and the meeting it belongs to.
 */
export type NileNativeFight = {
  /** The fight. */
  fight: NileNativeCombat,
  /** The natives. */
  met: NileNativesMet,
  /** The posture that led to it. */
  posture: NilePosture,
  /** The meeting so far. */
  report: NileMeetingReport,
  /** The natives fight in their village: met on the central table (`natives_in_village`); a beaten village pays the village's booty (EX-BOOTY-07 to EX-BOOTY-12). */
  in_village?: boolean,
};
/**
 * The kind of native warriors, which sets their Morale row and their weapons.
 */
export type NileNativeKind = "generic" | "masai" | "pygmy" | "amazon";
/**
 * The natives' side of the attitude roll, rolled before the posture is chosen so that an
 * explorer with Africa Knowledge can see it first (RULINGS "Africa Knowledge": both totals are
 * rolled; the one for the chosen posture is used). Without Africa Knowledge the same dice are
 * rolled in the same order; the player simply does not see them before choosing.
 */
export type NileNativeTotals = {
  /** 2D8, used against a Friendly posture. */
  against_friendly: number,
  /** Warriors + 1D10, used against a Forceful or Defensive posture. */
  against_force: number,
};
/**
 * A unit of native warriors.
 */
export type NileNativeUnit = {
  /** Their kind. */
  kind: NileNativeKind,
  /** Where they stand. */
  position: Point,
  /** Warriors at the start. */
  start: number,
  /** Warriors still fighting. */
  warriors: number,
  /** Broken and running. */
  broken: boolean,
  /** Has made its first morale check. */
  checking: boolean,
  /** Acted this turn. */
  activated: boolean,
};
/**
 * Natives met: the check, the tribe and the natives' attitude totals (which a party whose
 * explorer has Africa Knowledge may see before choosing its posture).
 */
export type NileNativesMet = {
  /** The encounter check. */
  check: NileEncounterCheck,
  /** The type D6. */
  type_roll: number,
  /** The tribe. */
  tribe: NileTribe,
  /** The natives' totals. */
  totals: NileNativeTotals,
};
/**
 * An exact probability: `numerator / denominator` (the denominator is the number of equally
 * likely dice outcomes enumerated, here 6 for the Lost Check's D6; not reduced). Serialized as
 * `OddsJson`, `{"p": 0.333..., "numerator": 2, "denominator": 6}`: the same fields as
 * Congo's exact odds (`congo_core::odds::Probability`), so a front end reads both alike.
 */
export type NileOdds = {
  /** The probability, 0 to 1: `numerator / denominator` as the nearest `f64`. */
  p: number,
  /** Outcomes in favour. */
  numerator: number,
  /** All equally likely outcomes. */
  denominator: number,
};
/**
 * Another team, as far as the viewer can tell.
 */
export type NileOtherTeam = {
  /** Its id. */
  id: NileTeamId,
  /** Its name. */
  name: string,
  /** Its approach. */
  approach: NileApproach,
  /** Its race status. */
  status: NileTeamStatus,
  /** Where it is, if on a square the viewer has seen. */
  position: Point | null,
};
/**
 * A team's shopping list. Ammunition is bought in boxes of 10 rounds.
 */
export type NileOutfit = {
  /** Supercargoes taken on (each brings money, EX-CARGO-01). */
  supercargoes?: Array<NileSupercargoKind>,
  /** Rations. */
  rations?: number,
  /** Trade goods. */
  trade_goods?: number,
  /** Medicine. */
  medicine?: number,
  /** Boxes of 10 regular rounds. */
  regular_ammo_boxes?: number,
  /** Boxes of 10 express rounds. */
  express_ammo_boxes?: number,
  /** Boxes of 10 pistol rounds. */
  pistol_ammo_boxes?: number,
  /** Regular rifles carried as stores (for the party). */
  regular_rifles?: number,
  /** Express rifles carried as stores. */
  express_rifles?: number,
  /** Pistols carried as stores. */
  pistols?: number,
  /** Askari. */
  askari?: number,
  /** Guides. */
  guides?: number,
  /** Ordinary bearers. */
  bearers?: number,
  /** Reliable bearers. */
  reliable_bearers?: number,
  /** Pack animals other than camels. */
  pack_animals?: number,
  /** Camels (pack animals that need no water in the desert but cannot enter Jungle, Swamp or Mountains). */
  camels?: number,
  /** Canoes. */
  canoes?: number,
  /** Extra oxen for the Heroine's wagon. */
  extra_oxen?: number,
  /** Extra mules for the Missionaries' cart. */
  extra_mules?: number,
  /** Water units (free; 1 Portage Point each). */
  water?: number,
  /** The explorer's own kit. */
  explorer?: NileExplorerKit,
  /** What to leave behind first when the party cannot carry everything (items not listed follow in `Item::ALL` order); empty = `DEFAULT_ABANDON_ORDER`. */
  abandon_order?: Array<NileItem>,
};
/**
 * How the pantomime went: the people at the table decide, the engine records it.
 */
export type NilePantomime =
  | {
    "verdict": "guessed_by",
    /** The guessing team. */
    team: number,
  }
  | { "verdict": "not_guessed" }
  | { "verdict": "gave_away" };
/**
 * A member of the hunting party.
 */
export type NilePartyRole =
  | {
    "role": "hunter",
    /** His shooting. */
    shooter: NileShooter,
    /** Pugilist: +1 in melee. */
    pugilist: boolean,
    /** Rounds of ammunition carried. */
    ammo: number,
    /** Of `ammo`, the rounds of his side arm, fired once his own weapon is dry (EX-OUTFIT-20, `Shooter::in_hand`). */
    side_arm?: number,
  }
  | { "role": "porter" }
  | { "role": "gun_bearer" };
/**
 * What the party brings to the approach.
 */
export type NilePartyStanding = {
  /** Armed men: explorers, askari, and reliable bearers when no askari are present (RULINGS.md). An explorer with Commanding Presence is counted here as one man; see the flag below. */
  armed_men: number,
  /** An explorer with Commanding Presence: he counts as 5 armed men (4 more) with a Forceful posture. */
  commanding_presence: boolean,
  /** An explorer who is a Diplomat: 1D4 additional gifts with a Friendly posture. */
  diplomat: boolean,
  /** The Activity Level's posture modifier. */
  temper: NilePostureTemper,
};
/**
 * What the encounter rules need to know about a party.
 */
export type NilePartySummary = {
  /** The Europeans (explorer first, then supercargoes), with their arms. */
  explorers: Array<NileExplorerInCombat>,
  /** Askari. */
  askari: number,
  /** Musket rounds the askari carry between them. */
  askari_ammo: number,
  /** Ordinary bearers. */
  bearers: number,
  /** Reliable bearers. */
  reliable_bearers: number,
  /** Trade goods carried. */
  trade_goods: number,
  /** The explorer's skill flags that the encounter rules read. */
  skills: NileSkillFlags,
  /** The Activity Level's posture modifier. */
  temper: NilePostureTemper,
};
/**
 * A unit on the expedition's side.
 */
export type NilePartyUnit = {
  /** What it is. */
  kind: NilePartyUnitKind,
  /** Where it stands. */
  position: Point,
  /** Its men. */
  figures: Array<NileFigure>,
  /** Broken and running. */
  broken: boolean,
  /** Has made its first morale check (then it checks every turn). */
  checking: boolean,
  /** Acted this turn. */
  activated: boolean,
  /** Rounds left (explorer: his own; askari: the unit's). */
  ammo: number,
};
/**
 * What a unit on the expedition's side is.
 */
export type NilePartyUnitKind =
  | {
    "kind": "explorer",
    /** Index in `CombatSetup::explorers`. */
    explorer: number,
  }
  | { "kind": "askari" }
  | { "kind": "bearers" }
  | { "kind": "reliable_bearers" };
/**
 * Who must decide what now.
 */
export type NilePending =
  | {
    "type": "plan",
    /** The team. */
    team: NileTeamId,
    /** The day. */
    day: number,
  }
  | {
    "type": "lucky_break",
    /** The team. */
    team: NileTeamId,
    /** The die it may re-roll. */
    die: DieRoll,
    /** Lucky Breaks left. */
    left: number,
  }
  | {
    "type": "question",
    /** The team. */
    team: NileTeamId,
    /** The question. */
    question: NileQuestion,
  }
  | { "type": "over" };
/**
 * A hunt waiting for the hunter's action.
 */
export type NilePendingHunt = {
  /** The hunt so far. */
  start: NileHuntStart,
  /** The hunting party: its hunters (the leader first), porters and gun bearers. */
  members: Array<NilePartyRole>,
  /** Their ids, in the same order. */
  ids: Array<NileManId>,
  /** The hunting party's square has swamp or river. */
  hippo_country: boolean,
  /** Men move 2D6 in the fight. */
  rough: boolean,
};
/**
 * A photo that may score on its return to civilization.
 */
export type NilePhoto =
  | { "type": "geological_feature" }
  | { "type": "rare_animal" }
  | { "type": "fascinating_shot" }
  | { "type": "directed" };
/**
 * The Photographer's record.
 */
export type NilePhotoRecord = {
  /** Photos taken so far (events' and directed). */
  photos: Array<NilePhoto>,
  /** Portage Points of supplies lost so far (each 4 removes one opportunity). */
  supplies_lost: number,
};
/**
 * What a photograph shows.
 */
export type NilePhotoSubject =
  | "friendly_natives"
  | "scenic"
  | "combat_with_natives"
  | "extraordinary_creature"
  | "lost_city"
  | "other_quest_site"
  | "rare_animal"
  | "geological_feature";
/**
 * The cost of a proposed day plan (see `plan_cost`).
 */
export type NilePlanCost = {
  /** The Activity Level. */
  activity: NileActivityLevel,
  /** The heading. */
  heading: NileDirection,
  /** By canoe. */
  afloat: boolean,
  /** False when the party cannot move whatever the dice say: a wagon or cart under repair or short of draught animals, an explorer who must be carried and too few to carry him. */
  moves: boolean,
  /** Movement dice rolled (the Activity Level's: 2, 3 or 5, EX-ACT-02..04). */
  dice: number,
  /** Their die (the terrain's, EX-MOVE-02..07; D10 by canoe; D4 in the graveyard's desert). */
  die: Die,
  /** The least movement roll in inches (every die a 1), before hunger and thirst effects. */
  least: number,
  /** The most (every die its highest face). */
  most: number,
  /** The squares the move would enter for rolls up to `most`, and where it would stop short; empty when the party does not move. A Lost Check failed turns the party (the Lost Template) and the route no longer holds. */
  route: NileRoute,
  /** The morning's meal; `None` on a free move (EX-QUEST-05: the movement step only). */
  meal: NileMealCost | null,
  /** The Lost Check the plan makes (`super::plan_lost_odds`). */
  lost: NilePlanLostOdds,
  /** The stores the team has left after the meal. */
  left: NileStores,
};
/**
 * What a proposed day plan brings to the Lost Check, before it is sent.
 */
export type NilePlanLostOdds = {
  /** Whether the plan makes a Lost Check at all: false afloat (a river has no Lost Number, EX-LOST-07). An event of the day that stops the party also skips it (not foreseeable). */
  check: boolean,
  /** The terrain whose Lost Number applies (the party's square; its approach's terrain while it has not yet entered the table). */
  terrain: NileTerrain,
  /** The Lost Number (EX-LOST-02..06). */
  lost_number: number,
  /** Whether a guide's +1 counts (the plan uses one and one is with the party). */
  guide: boolean,
  /** The odds of becoming lost (0 of 6 when there is no check). */
  lost: NileOdds,
};
/**
 * The posture the party adopts toward natives (source: "Natives Attitude").
 */
export type NilePosture =
  | {
    "posture": "friendly",
    /** Trade goods offered as gifts. */
    gifts: number,
  }
  | { "posture": "forceful" }
  | { "posture": "defensive" };
/**
 * The party's Activity Level as it bears on the posture total (RULINGS.md "Further rulings":
 * Cautious +1D6, Reckless -1D6 to the party's total).
 */
export type NilePostureTemper = "cautious" | "normal" | "reckless";
/**
 * Hunger or thirst record (EX-FOOD-03, EX-WATER-01).
 */
export type NilePrivation = {
  /** Consecutive turns without (0 = fed). */
  turns: number,
  /** Earlier unmodified rolls above the table's threshold. */
  high_rolls: number,
};
/**
 * The four Objects de Quest.
 */
export type NilePrize =
  | "king_solomons_mines"
  | "elephants_graveyard"
  | "lost_city_of_the_amazons"
  | "last_cigarette_in_the_sofa";
/**
 * What a prize gave the party.
 */
export type NilePrizeReport = {
  /** Portage Points of treasure. */
  treasure_pp: number,
  /** Elephant tusks. */
  tusks: number,
  /** Portage Points of weed. */
  weed_pp: number,
  /** Physical evidence of the Lost City. */
  lost_city_evidence: boolean,
  /** Pieces of physical evidence of extraordinary creatures. */
  creature_evidence: number,
  /** Turns spent (trapped, held, guests). */
  turns_spent: number,
  /** Porters sick from the toxic water. */
  sick_porters: number,
  /** All ordinary bearers scared off (the voodoo signs). */
  bearers_scared_off: boolean,
  /** Stripped of all possessions (Amazons 2). */
  stripped: boolean,
  /** City bearers lent (homesick once the mountains are crossed). */
  city_bearers: number,
  /** Extra reliable bearers (freed slaves). */
  extra_reliable_bearers: number,
  /** Hunted by the Amazons until the divide. */
  hunted: boolean,
  /** Women taken by Kong. */
  women_taken: number,
  /** Men lost. */
  losses: NileLosses,
  /** Every step. */
  steps: Array<NilePrizeStep>,
};
/**
 * Where a prize lies: a square of the central table (column and row, 0-5 each).
 */
export type NilePrizeSite = {
  /** The prize. */
  prize: NilePrize,
  /** Centre column, 0-5. */
  column: number,
  /** Centre row, 0-5. */
  row: number,
};
/**
 * One step of a prize's resolution, with its dice.
 */
export type NilePrizeStep =
  | {
    "type": "voodoo_signs",
    /** The askari's D6, if any. */
    askari_roll: number | null,
    /** The askari fled. */
    askari_fled: boolean,
  }
  | {
    "type": "combat",
    /** Its outcome. */
    outcome: NileCombatOutcome,
  }
  | {
    "type": "mines",
    /** The D6. */
    roll: number,
    /** Trapped. */
    trapped: boolean,
  }
  | {
    "type": "escape",
    /** The D20. */
    roll: number,
    /** The total. */
    total: number,
    /** Out. */
    escaped: boolean,
    /** Treasure carried while trying. */
    treasure: number,
  }
  | {
    "type": "toxic_water",
    /** The D6. */
    roll: number,
    /** Porters sick. */
    sick: number,
  }
  | {
    "type": "gate",
    /** The D6. */
    roll: number,
    /** The fate. */
    fate: NileGateFate,
  }
  | {
    "type": "captivity",
    /** The D6. */
    roll: number,
    /** The result. */
    result: NileCaptivity,
  }
  | {
    "type": "cigarettes",
    /** The party had some. */
    had: boolean,
  }
  | {
    "type": "guardian",
    /** The D6. */
    roll: number,
    /** What it is. */
    guardian: NileGuardian,
  }
  | {
    "type": "lava",
    /** The European (index). */
    explorer: number,
    /** Survived. */
    survived: boolean,
    /** He charged across (one check at -1) rather than walked (two checks). */
    charged: boolean,
    /** Portage Points of weed he carried (-1 at 5 or more). */
    carrying: number,
  }
  | {
    "type": "fight",
    /** How it ended. */
    ending: NileFightEnding,
  };
/**
 * A visit to a prize in progress: the party as it arrived, what happened so far, and what the
 * visit waits for. Fights are played order by order (the caller orders each red card on the
 * fight `PrizeVisit::native_fight_mut` or `PrizeVisit::beast_fight_mut` returns, then calls
 * `PrizeVisit::resume`); a party trapped in the mines chooses the treasure it carries on each
 * escape attempt (`PrizeVisit::escape`).
 *
 * Source: expedition game, "Objects de Quest"; docs/rulings.md "The quest".
 */
export type NilePrizeVisit = {
  /** The prize. */
  prize: NilePrize,
  /** The party as it arrived. */
  party: NilePartySummary,
  /** Portage Points the party could still carry when it arrived. */
  free_portage: number,
  /** What happened so far (complete once nothing is awaited). */
  report: NilePrizeReport,
  /** What the visit waits for (`None`: the visit is over). */
  wait: NilePrizeWait | null,
};
/**
 * What a prize visit waits for.
 */
export type NilePrizeWait =
  | {
    "type": "mines_warriors",
    /** The fight. */
    fight: NileNativeCombat,
    /** Askari who stood the voodoo signs. */
    askari: number,
  }
  | {
    "type": "amazons",
    /** The fight. */
    fight: NileNativeCombat,
    /** The party came to help the villagers (a win brings 2D6 loads of treasure). */
    helped: boolean,
  }
  | {
    "type": "guardian",
    /** The fight. */
    fight: NileAnimalFight,
    /** The guardian. */
    guardian: NileGuardian,
  }
  | { "type": "white_rabbit" }
  | { "type": "lava_bridge" } & NileLavaCrossing
  | {
    "type": "harvest",
    /** The Europeans (indexes) across the bridge, who carry the weed back. */
    across: Array<number>,
  }
  | {
    "type": "captivity",
    /** Full turns already spent held at the city (added to the roll). */
    turns_held: number,
  }
  | {
    "type": "temple_treasure",
    /** The most the party may grab: the 4D6 rolled, within what it can carry. */
    most: number,
  }
  | {
    "type": "escape",
    /** Men who carry treasure (Europeans and askari): the average is per man. */
    carriers: number,
    /** Portage Points of treasure in reach (a load per carrier). */
    treasure: number,
    /** Attempts failed so far. */
    failed: number,
  }
  | {
    "type": "tusks",
    /** The most tusks the party can carry. */
    most: number,
  };
/**
 * Where a team stands in the quest.
 */
export type NileQuestPhase = "journey" | "questing" | "homeward" | "completed";
/**
 * A photograph taken, with its roll where the subject has one.
 */
export type NileQuestPhoto = {
  /** The subject. */
  subject: NilePhotoSubject,
  /** The D6, for subjects that roll. */
  roll: number | null,
  /** Its worth on return to civilization. */
  vp: number,
};
/**
 * A choice an event puts to the party.
 */
export type NileQuestion =
  | {
    "type": "grass_fire",
    /** The intended heading. */
    intended: NileDirection,
  }
  | {
    "type": "python",
    /** The victim. */
    victim: NileManId,
    /** Men who may attack (fit, not the victim). */
    candidates: Array<NileManId>,
  }
  | {
    "type": "quicksand",
    /** The trapped. */
    trapped: Array<NileManId>,
    /** Most helpers per victim. */
    max_helpers: number,
  }
  | {
    "type": "gas",
    /** The downed men. */
    downed: Array<NileManId>,
    /** Most rescuers. */
    max_rescuers: number,
  }
  | { "type": "dry_waterhole" }
  | {
    "type": "heat_collapse",
    /** The collapsed men. */
    men: Array<NileManId>,
  }
  | {
    "type": "crocodile_load",
    /** Most divers. */
    max_divers: number,
    /** The taken porter's load, lost unless retrieved. */
    load: NileStores,
  }
  | { "type": "shoot_rapids" }
  | {
    "type": "war_canoes",
    /** Canoes found. */
    count: number,
  }
  | {
    "type": "native_posture",
    /** The tribe. */
    tribe: NileTribe,
    /** The natives' totals, shown only with Africa Knowledge. */
    totals: NileNativeTotals | null,
    /** Trade goods the party carries (the most gifts it can offer). */
    trade_goods: number,
  }
  | {
    "type": "pantomime",
    /** The prize to mime (its clue: `crate::quest::Prize::pantomime`). */
    prize: NilePrize,
  }
  | {
    "type": "combat_order",
    /** The units that may act. */
    units: Array<number>,
  }
  | {
    "type": "hunt_order",
    /** The men (indexes in the hunting party) who may act. */
    members: Array<number>,
  }
  | {
    "type": "hunter_action",
    /** The encounter. */
    encounter: NileHuntingEncounter,
  }
  | {
    "type": "prize_choice",
    /** The prize. */
    prize: NilePrize,
  }
  | {
    "type": "go_hunting",
    /** Who may lead the hunt: the explorer (with a rifle and rounds) and askari with rounds. */
    hunters: Array<NileManId>,
  }
  | {
    "type": "trade",
    /** The most the party can trade: its trade goods left, at most two rations per warrior (docs/rulings.md). */
    max_goods: number,
  }
  | {
    "type": "photograph",
    /** What is in front of the camera. */
    subject: NilePhotoSubject,
    /** Photo opportunities left. */
    opportunities: number,
  }
  | {
    "type": "cannibalism",
    /** Men who would go without a ration this turn. */
    hungry: number,
  }
  | {
    "type": "mines_escape",
    /** Men carrying (Europeans and askari): the average is per man. */
    men: number,
    /** Portage Points of treasure in reach. */
    treasure: number,
    /** Attempts failed so far. */
    failed: number,
  }
  | {
    "type": "lava_bridge",
    /** The European (index among the party's Europeans, the explorer first). */
    explorer: number,
    /** On the way back from the field. */
    back: boolean,
    /** Portage Points of weed he carries. */
    carrying: number,
  }
  | { "type": "white_rabbit" }
  | {
    "type": "weed_harvest",
    /** Europeans who will carry it. */
    carriers: number,
    /** The most that may be collected. */
    most: number,
  }
  | {
    "type": "herd_action",
    /** Hippos. */
    count: number,
    /** Inches away. */
    distance: number,
  }
  | {
    "type": "gifts",
    /** The tribe met. */
    tribe: NileTribe,
    /** The natives' totals, shown to an explorer with Africa Knowledge (EX-SKILL-08). */
    totals: NileNativeTotals | null,
    /** Trade goods carried. */
    trade_goods: number,
  }
  | {
    "type": "tusks",
    /** The most the party can carry. */
    most: number,
  }
  | {
    "type": "hasty_defence",
    /** The tribe about to attack. */
    tribe: NileTribe,
  }
  | {
    "type": "hunting_party",
    /** The party so far. */
    party: NileHuntingPartySize,
    /** Men who may still join as hunters. */
    hunters: Array<NileManId>,
    /** Bearers who may still join as porters or gun bearers. */
    spare_porters: number,
  }
  | {
    "type": "hunt_direction",
    /** Inches. */
    distance: number,
  }
  | {
    "type": "temple_treasure",
    /** City slaves going with the party as reliable bearers. */
    slaves: number,
    /** The most it may grab (Portage Points). */
    most: number,
  }
  | {
    "type": "held_turn",
    /** Held turns still owed, this one included (0 when trapped or held at the temple: the stay ends on an escape). */
    turns_left: number,
    /** Trapped in King Solomon's Mines (an escape attempt is asked this turn). */
    trapped: boolean,
    /** Held in god-like captivity at the Amazons' temple (a captivity roll is made this turn). */
    captive: boolean,
  }
  | {
    "type": "free_move",
    /** The tribe about to attack. */
    tribe: NileTribe,
  };
/**
 * One thing that happened at the race's end.
 */
export type NileRaceEvent =
  | {
    "kind": "natives",
    /** The tribe and the natives' totals. */
    met: NileNativesMet,
    /** The posture taken. */
    posture: NilePosture,
    /** What came of it. */
    report: NileMeetingReport,
  }
  | {
    "kind": "native_fight_log",
    /** The fight's events. */
    events: Array<NileCombatEvent>,
  }
  | {
    "kind": "animal_fight_log",
    /** The fight's events. */
    events: Array<NileAnimalEvent>,
  }
  | {
    "kind": "story",
    /** Its victory points. */
    vp: number,
  }
  | {
    "kind": "hunted",
    /** What it brought. */
    report: NileHuntReport,
  }
  | { "kind": "prizes_placed" }
  | {
    "kind": "prize_revealed",
    /** The site. */
    site: NilePrizeSite,
  }
  | {
    "kind": "prize_reached",
    /** The prize. */
    prize: NilePrize,
    /** What it gave. */
    report: NilePrizeReport,
  }
  | {
    "kind": "asked",
    /** The prize mimed. */
    prize: NilePrize,
    /** The people's verdict. */
    pantomime: NilePantomime,
    /** The location was told. */
    told: boolean,
  }
  | {
    "kind": "photographed",
    /** The photo. */
    photo: NileQuestPhoto,
  }
  | {
    "kind": "wild_animals",
    /** How the fight ended. */
    ending: NileFightEnding,
  }
  | {
    "kind": "weed_spoiled",
    /** Portage Points spoiled. */
    portage: number,
  }
  | { "kind": "city_bearer_left" }
  | {
    "kind": "cannibalism",
    /** The dead man. */
    body: NileManId,
  }
  | {
    "kind": "weed_used",
    /** Who took it. */
    man: NileManId,
    /** Turns he needs no food (1D6). */
    turns: number,
    /** He was sick (disabled) and is cured. */
    cured: boolean,
  }
  | {
    "kind": "free_move",
    /** The team that moves. */
    mover: number,
  }
  | { "kind": "amazons_attack" }
  | {
    "kind": "mission_completed",
    /** Place (1 = first). */
    place: number,
  }
  | {
    "kind": "held",
    /** Held turns left after this one (an escape attempt's turns are not counted). */
    turns_left: number,
    /** Trapped in the mines. */
    trapped: boolean,
  }
  | {
    "kind": "temple_captivity",
    /** The D6. */
    roll: number,
    /** With the turns already held. */
    total: number,
    /** Still held, or escaped. */
    result: NileCaptivity,
  }
  | {
    "kind": "crocodile",
    /** The man seized. */
    victim: NileManId,
    /** The shots' D20 faces, in order. */
    rolls: Array<number>,
    /** A shot hit: the crocodile was driven off. */
    driven_off: boolean,
  }
  | {
    "kind": "chimpanzees",
    /** Chimpanzees in the raid. */
    count: number,
    /** Chimpanzees shot (they took nothing). */
    shot: number,
    /** Rations taken. */
    rations_taken: number,
  };
/**
 * An encounter waiting for the team's answer to a question.
 */
export type NileRacePending =
  | {
    "type": "natives",
    /** The natives. */
    met: NileNativesMet,
  }
  | { "type": "hunt" } & NilePendingHunt
  | {
    "type": "ask",
    /** The prize they will tell about. */
    site: NilePrizeSite,
  }
  | { "type": "native_fight" } & NileNativeFight
  | { "type": "hunt_fight" } & NileHuntFight
  | { "type": "wild_fight" } & NileWildFight
  | { "type": "at_prize" } & NilePrizeVisit
  | {
    "type": "prize",
    /** The site. */
    site: NilePrizeSite,
  }
  | { "type": "hunt_offer" }
  | {
    "type": "trade",
    /** The natives. */
    met: NileNativesMet,
    /** The posture taken. */
    posture: NilePosture,
    /** The meeting so far. */
    report: NileMeetingReport,
  }
  | {
    "type": "herd",
    /** Hippos. */
    count: number,
    /** Inches away. */
    distance: number,
  }
  | {
    "type": "photo",
    /** The subject. */
    subject: NilePhotoSubject,
    /** Ask the village afterwards. */
    ask_village: boolean,
  }
  | {
    "type": "hasty_defence",
    /** The natives. */
    met: NileNativesMet,
    /** The meeting so far. */
    report: NileMeetingReport,
  }
  | { "type": "hunt_party" } & NileHuntParty
  | {
    "type": "free_move",
    /** The natives. */
    met: NileNativesMet,
    /** The meeting so far. */
    report: NileMeetingReport,
  };
/**
 * A team's record of the race's end.
 */
export type NileRaceRecord = {
  /** The quest phase. */
  phase: NileQuestPhase,
  /** The party's position after its previous move (the search looks along each move). */
  last_position: Point | null,
  /** Prize locations this team has learnt. */
  revealed: Array<NilePrize>,
  /** The prize it took. */
  prize: NilePrize | null,
  /** Prizes it reached that gave it nothing to carry home (it looks for another). */
  tried: Array<NilePrize>,
  /** Elephant tusks carried (their Portage Points are in the stores' treasure). */
  tusks: number,
  /** Portage Points of good weed carried (in the stores' treasure too). */
  weed_pp: number,
  /** The weed was acquired this turn (it starts to spoil the turn after). */
  weed_acquired_this_turn: boolean,
  /** Physical evidence of the Lost City. */
  lost_city_evidence: boolean,
  /** Physical evidence of extraordinary creatures. */
  creature_evidence: number,
  /** Female Europeans captured and not recovered. */
  women_lost: number,
  /** Occurrences of cannibalism (`crate::decision::Question::Cannibalism`). */
  cannibalism: number,
  /** The square the party's last move ended in, when that move discovered it: On River 4's rapids are met only there ("roll again if in swamp or in a previously discovered square", EX-EVENT-RIVER-04; `crate::movement::move_party` keeps it). */
  new_ground?: NileSquare | null,
  /** The dead men the party has eaten (each body once). */
  eaten: Array<NileManId>,
  /** Doses left in the Portage Point of weed opened for use (10 per Portage Point; an opened Portage Point no longer counts in `weed_pp`). */
  weed_doses_open: number,
  /** Men under the weed's effect: turns left without need of food (EX-QUEST-32). */
  weed_fed: Array<[NileManId, number]>,
  /** The Amazons hunt the party (escapers from the Lost City) until it crosses the mountain divide (EX-QUEST-22). */
  hunted_by_amazons: boolean,
  /** The Journalist's stories. */
  journalist_vp: number,
  /** Player-directed photographs. */
  photos: Array<NileQuestPhoto>,
  /** Completion place and day. */
  completion: [number, number] | null,
  /** City bearers lent by the Amazons (homesick once the mountains are crossed). */
  city_bearers: Array<NileManId>,
  /** Turns since the party crossed the mountains with city bearers. */
  turns_since_divide: number,
  /** An encounter waiting for an answer. */
  pending: NileRacePending | null,
  /** Wilderness Encounters' animals met while the team was being asked another question: each is fought, order by order, once the questions before it are answered (`fight_waiting_animals`). */
  waiting_animals: Array<NileDangerousGame>,
  /** Turns the party must still spend where it is (at a prize, or waiting for an explorer held as a white god): each of its turns is then a held turn (`held_turn`). */
  held_turns: number,
  /** The day of the last scenic picture (one a turn, `scenic_photo`). */
  scenic_day: number | null,
  /** The Journalist's stories filed (one for each meeting with natives that makes a story; their victory points are `journalist_vp`). */
  journalist_stories: number,
};
/**
 * The squares within reach this turn at one Activity Level.
 */
export type NileReach = {
  /** The Activity Level. */
  activity: NileActivityLevel,
  /** Movement dice rolled (2, 3 or 5). */
  dice: number,
  /** Their die on foot. */
  die: Die,
  /** Their die by canoe, when the party may take to the river this turn along some heading. */
  canoe_die: Die | null,
  /** Every square some roll of these dice along some legal heading gets to (the party's own square left out), ordered by square, each by its cheapest way. */
  squares: Array<NileReachSquare>,
};
/**
 * A square within reach at one Activity Level, by the cheapest way there.
 */
export type NileReachSquare = {
  /** The square. */
  square: NileSquare,
  /** The heading that gets there with the least roll. */
  heading: NileDirection,
  /** By canoe. */
  afloat: boolean,
  /** The least movement roll, in inches, that gets there. */
  roll: number,
  /** Its terrain is not known yet (exploring it may stop the party short). */
  unexplored: boolean,
};
/**
 * What an animal does (the hunting reaction tables and the reaction to being shot).
 */
export type NileReaction = "charge" | "do_nothing" | "move_away" | "run_away";
/**
 * The explorer's rifle.
 */
export type NileRifle = "regular" | "express";
/**
 * What a man is.
 */
export type NileRole =
  | { "type": "explorer" }
  | { "type": "supercargo", "who": NileSupercargoKind }
  | { "type": "bearer" }
  | { "type": "reliable_bearer" }
  | { "type": "askari" }
  | { "type": "guide" };
/**
 * What an in-entry roll decides.
 */
export type NileRollPurpose =
  | "count"
  | "grass_fire"
  | "graveyard"
  | "digging"
  | "wild_shot"
  | "fate"
  | "struggle"
  | "rapids"
  | "fording"
  | "direction"
  | "distance";
/**
 * The route of one day's move for rolls up to a most.
 */
export type NileRoute = {
  /** The squares entered, in order (the party's own square is not listed). With a roll of `r` inches the party ends in the last square whose `roll` is at most `r` (its own square when there is none). */
  squares: Array<NileRouteSquare>,
  /** A known obstacle the move meets within the most roll, if any (nothing is entered past it). */
  stop: NileRouteStop | null,
  /** The route starts by fording a river without canoes (EX-CROSS-01): it takes the whole turn, the party ends just across. */
  fords: boolean,
};
/**
 * A square on a route.
 */
export type NileRouteSquare = {
  /** The square. */
  square: NileSquare,
  /** The least movement roll, in whole inches, that brings the party into it. */
  roll: number,
  /** Its terrain is not known yet (exploring it may stop the party or turn up a river). */
  unexplored: boolean,
};
/**
 * Where a route stops short.
 */
export type NileRouteStop = {
  /** Why. */
  reason: NileStopReason,
  /** The least movement roll, in whole inches, that goes as far as the stop. */
  roll: number,
};
/**
 * A game's setup.
 */
export type NileSetup = {
  /** 1 to 4 teams, each on its own approach; team ids follow this order. */
  teams: Array<NileTeamSetup>,
  /** The dice (seeded or scripted). At the start it rolls, in order: the approach terrains (a shuffle, unless given), each team's skill (1D10) and Lucky Breaks (1D4), then the pre-generated map if asked. Read as a `tabletop::SetupDice`: `{"kind":"seeded","seed":7}` alone starts the generator from the seed (as `Setup::seeded`); a saved game's setup carries the generator state `rng` and resumes from it. */
  dice: SetupDice,
  /** Terrain of the North, East, South, West approaches; `None` = a seeded shuffle of Veldt, Swamp, Jungle and Desert (EX-MAP-03). */
  approach_terrain?: [NileTerrain, NileTerrain, NileTerrain, NileTerrain] | null,
  /** Generate every square before play (EX-MAP-11). */
  pregenerate?: boolean,
  /** The game ends after this many days at the latest. */
  max_days: number,
  /** Money per team before donations (default $1,000). */
  budget?: number,
};
/**
 * Who shoots and with what.
 */
export type NileShooter = {
  /** The normal to-hit number (stand-in: 7 Europeans with rifles, 6 askari, 5 natives). */
  to_hit: number,
  /** The weapon. */
  weapon: NileWeapon,
  /** Crack Shot: may adjust the die by 1 (snap) or 2 (aimed). */
  crack_shot: boolean,
  /** Added to every shooting die roll: hunger and thirst (EX-FOOD-06 to EX-FOOD-11, EX-WATER-04 to EX-WATER-09; `crate::day::DayState::shooting`). */
  penalty?: number,
};
/**
 * Aimed or snap.
 */
export type NileShotKind = "aimed" | "snap";
/**
 * One shot's result.
 */
export type NileShotOutcome = {
  /** The D20 face. */
  roll: number,
  /** The score after a Crack Shot's adjustment. */
  score: number,
  /** The highest score that hits. */
  needed: number,
  /** True on a hit. */
  hit: boolean,
  /** Damage done (0 on a miss). */
  damage: number,
  /** On a miss, by how much the score went over the number (for the porter in encounter 11). */
  missed_by: number,
};
/**
 * The ten explorer skills, in printed order (1D10: 1 = Crack Shot ... 10 = Botanist).
 */
export type NileSkill =
  | "crack_shot"
  | "commanding_presence"
  | "diplomat"
  | "hunter"
  | "nose_for_direction"
  | "lucky_bastard"
  | "africa_knowledge"
  | "packmaster"
  | "pugilist"
  | "botanist";
/**
 * The skills the encounter rules read (the explorer's one skill, EX-SKILL-01).
 */
export type NileSkillFlags = {
  /** Commanding Presence. */
  commanding_presence: boolean,
  /** Diplomat. */
  diplomat: boolean,
  /** Africa Knowledge. */
  africa_knowledge: boolean,
  /** Hunter. */
  hunter: boolean,
};
/**
 * A square of the 12 x 12 grid (`col` east, `row` north); see the module docs for which are on
 * the table.
 */
export type NileSquare = {
  /** Column 0-11, west to east. */
  col: number,
  /** Row 0-11, south to north. */
  row: number,
};
/**
 * A square as a team knows it.
 */
export type NileSquareView = {
  /** The square. */
  square: NileSquare,
  /** Its terrain (always known for a seen square). */
  terrain: NileTerrain | null,
  /** River exits. */
  river: Array<NileDirection>,
  /** Trail exits. */
  trail: Array<NileDirection>,
  /** Marked impassable. */
  impassable: boolean,
  /** Rapids met here. */
  rapids: boolean,
};
/**
 * What an animal does at the start of the fight.
 */
export type NileStance = { "react": NileReaction } | "attacking_porter" | "on_kill" | "dragging_kill";
/**
 * The stand-in numbers of RULINGS.md "Combat with natives" (set by the setup).
 */
export type NileStandIns = {
  /** Europeans with rifles: 7. */
  european_to_hit: number,
  /** Askari with muskets: 6. */
  askari_to_hit: number,
  /** Natives: 5. */
  native_to_hit: number,
};
/**
 * Why a move stopped short.
 */
export type NileStopReason =
  | "table_edge"
  | "impassable"
  | "porters_refuse"
  | "wagon_in_mountains"
  | "camels"
  | "river_bank"
  | "reached_centre"
  | "graveyard"
  | "river_ends";
/**
 * Quantities of every `Item` (ammunition in rounds, the rest in units = Portage Points).
 */
export type NileStores = {
  /** Rations. */
  rations: number,
  /** Water units. */
  water: number,
  /** Trade goods. */
  trade_goods: number,
  /** Medicine units. */
  medicine: number,
  /** Regular rifle rounds. */
  regular_ammo: number,
  /** Express rifle rounds. */
  express_ammo: number,
  /** Pistol rounds. */
  pistol_ammo: number,
  /** Regular rifles. */
  regular_rifles: number,
  /** Express rifles. */
  express_rifles: number,
  /** Pistols. */
  pistols: number,
  /** Photographic supplies (Portage Points). */
  photo_supplies: number,
  /** Photographic plates (Portage Points). */
  photo_plates: number,
  /** Treasure (Portage Points). */
  treasure: number,
};
/**
 * A result of a supercargo event table.
 */
export type NileSupercargoEvent =
  | { "type": "heroine_sick" }
  | { "type": "animal_in_tent" }
  | { "type": "heroine_off_course" }
  | { "type": "breakdown" }
  | { "type": "wrecked" }
  | { "type": "snake_in_bed" }
  | { "type": "prayers" }
  | { "type": "mission_station" }
  | { "type": "askari_converted" }
  | { "type": "piano_scares_game" }
  | { "type": "geological_feature" }
  | { "type": "develop_plates" }
  | { "type": "flash_powder" }
  | { "type": "fascinating_shot" }
  | { "type": "developing_solution" }
  | { "type": "rare_animal" };
/**
 * The four supercargoes.
 */
export type NileSupercargoKind = "heroine" | "missionaries" | "photographer" | "journalist";
/**
 * A Survival Table roll.
 */
export type NileSurvivalRoll = {
  /** The damage level (1-5). */
  level: number,
  /** The D6. */
  roll: number,
  /** True when the creature lives. */
  lives: boolean,
};
/**
 * A Wilderness Encounters table.
 */
export type NileTable = "mountains" | "jungle" | "swamp" | "veldt" | "desert" | "on_river";
/**
 * One expedition.
 */
export type NileTeam = {
  /** Its id. */
  id: NileTeamId,
  /** Its name. */
  name: string,
  /** Its approach table. */
  approach: NileApproach,
  /** Where the party stands (its head), fixed-point inches. */
  position: Point,
  /** The explorer's skill (EX-SKILL-01). */
  skill: NileSkill,
  /** Lucky Breaks left (EX-LUCK-01). */
  lucky_breaks: number,
  /** Lucky Bastard rolls made so far (EX-SKILL-07). */
  lucky_bastard_rolls: number,
  /** The men, in hiring order. */
  men: Array<NileMan>,
  /** Men no longer with the party. */
  fallen: Array<NileFallen>,
  /** Animals. */
  animals: Array<NileAnimal>,
  /** Canoes. */
  canoes: number,
  /** The pooled stores. */
  stores: NileStores,
  /** The explorer's own kit. */
  kit: NileExplorerKit,
  /** Supercargoes taken on. */
  supercargoes: Array<NileSupercargoKind>,
  /** The Heroine's ox-wagon, while it is with the party. */
  wagon: NileVehicle | null,
  /** The Missionaries' mule cart, while it is with the party. */
  cart: NileVehicle | null,
  /** True while the piano is on the cart. */
  piano: boolean,
  /** The Photographer's record. */
  photos: NilePhotoRecord | null,
  /** Race status. */
  status: NileTeamStatus,
  /** Squares the porters refuse to enter (voodoo signs, swamp creature). */
  forbidden: Array<NileSquare>,
  /** The rumoured elephants' graveyard the porters insist on checking (Veldt 6). */
  graveyard: NileSquare | null,
  /** Last turn the party was short of food or water (-1 on the event check, EX-FOOD-01). */
  short_of_supplies: boolean,
  /** The order in which goods are abandoned. */
  abandon_order: Array<NileItem>,
  /** Next free man id. */
  next_man: number,
  /** The explorer lost face (EX-OUTFIT-30). */
  lost_face: boolean,
  /** Water units the party refills to at a river (its outfit's water). */
  water_target: number,
  /** The race's end: the quest, the haul, the completion (`crate::race`). */
  race: NileRaceRecord,
};
/**
 * A team: 0 to 3, in setup order.
 */
export type NileTeamId = number;
/**
 * One team's entry.
 */
export type NileTeamSetup = {
  /** A display name. */
  name: string,
  /** Its approach table (one team per approach). */
  approach: NileApproach,
  /** What it buys. */
  outfit: NileOutfit,
};
/**
 * Where a team stands in the race.
 */
export type NileTeamStatus =
  | { "type": "travelling" }
  | {
    "type": "arrived",
    /** The day. */
    day: number,
  }
  | {
    "type": "perished",
    /** The day. */
    day: number,
  }
  | {
    "type": "completed",
    /** The day. */
    day: number,
    /** Its place in the completion order (1 = first). */
    place: number,
  };
/**
 * A terrain type (expedition game: "Veldt, Swamp, Jungle, and Desert" for the approaches, plus
 * Mountain from the terrain table).
 */
export type NileTerrain = "jungle" | "veldt" | "mountain" | "swamp" | "desert";
/**
 * A tribe met: its kind, size class and number of warriors.
 */
export type NileTribe = {
  /** Generic, Masai or pygmies. */
  kind: NileNativeKind,
  /** Size class. */
  size: NileTribeSize,
  /** Warriors, 6 to 65. */
  warriors: number,
};
/**
 * Small, medium or large tribe (the Size Of Tribe Table's D6 column: 1-2, 3-4, 5-6).
 */
export type NileTribeSize = "small" | "medium" | "large";
/**
 * A wagon or cart.
 */
export type NileVehicle = {
  /** Oxen (wagon) or mules (cart) still in harness. */
  draught: number,
  /** Days of repair left after a breakdown (the party waits). */
  repair_days: number,
};
/**
 * The game as one team sees it.
 */
export type NileView = {
  /** The viewer. */
  team: NileTeamId,
  /** The day. */
  day: number,
  /** The viewer's own party, in full (`None` for a bogus id). */
  own: NileTeam | null,
  /** Squares the viewer has seen. */
  squares: Array<NileSquareView>,
  /** The other teams. */
  others: Array<NileOtherTeam>,
  /** What the viewer must decide now, if anything. */
  pending: NilePending | null,
};
/**
 * A missile weapon.
 */
export type NileWeapon = "rifle" | "express_rifle" | "musket" | "pistol" | "bow" | "spear" | "masai_spear";
/**
 * A Wilderness Encounter's fight with animals in progress, played order by order.
 */
export type NileWildFight = {
  /** The fight. */
  fight: NileAnimalFight,
  /** The men in it, in the fight's member order (the explorer, the askari, two porters). */
  ids: Array<NileManId>,
  /** Each member's rounds at the start (0 for porters). */
  ammo: Array<number>,
};
/**
 * A point on the table, in thousandths of an inch; `x` grows east, `y` grows north, the origin
 * is the table's south-west corner.
 */
export type Point = {
  /** East-west coordinate. */
  x: Length,
  /** North-south coordinate. */
  y: Length,
};
/**
 * A setup's dice as a caller writes them: a `DiceSource` whose generator state may be left
 * out. `{"kind":"seeded","seed":7}` starts the generator from the seed (as
 * `DiceSource::seeded`; the same shape a Congo setup's dice take); with `rng` (a saved game's
 * setup) the generator resumes from that state; `{"kind":"scripted","queue":[..]}` as for a
 * `DiceSource`. Read through `setup_source`; a setup serializes its dice as the full
 * `DiceSource`.
 */
export type SetupDice =
  | {
    "kind": "seeded",
    /** The seed (a `bigint` in JS). */
    seed: bigint,
    /** The generator's state to resume from; absent = fresh from `seed`. */
    rng?: { state: bigint, increment: bigint },
  }
  | {
    "kind": "scripted",
    /** The values. */
    queue: Array<number>,
  };
