// ---- Congo (congo-core) ------------------------------------------------------------------------
// The serde shapes of congo_core's Setup, Decision, Event, Pending and View, variant by variant.
// Checked mechanically by the Node tests (wasm/tests/congo-types.test.mjs): every tag of every
// tagged Rust enum is a member of the matching union here and the other way round, and samples of
// every decision, event, prompt and view seen in seeded games are type-checked by tsc.

/** A player: "one" or "two" (its index in `CongoGame.players()`: 0 or 1). */
export type CongoPlayer = "one" | "two";
/** The built-in setups of `new CongoGame(name, seed)`: the built-in Adventures and the demo skirmish. */
export type CongoBuiltin = "gorilla_clearing" | "night_ambush" | "savannah_race" | "cattle_raid" | "skirmish";
/** A group: its index in `CongoView.groups`. */
export type CongoGroupId = number;
/** A figure: its index in `CongoView.figures`. */
export type CongoFigureId = number;
export type CongoCulture = "white_men_expeditions" | "sultanate_of_zanzibar" | "forest_tribes" | "african_kingdoms";
/** A movement stick: S (4"), M (6"), L (12"). */
export type CongoStick = "S" | "M" | "L";
export type CongoStressKind = "shooting" | "combat" | "movement" | "terror" | "panic";
export type CongoRollPurpose = "attack" | "cover" | "melee_attack" | "melee_defence" | "rally" | "terror" | "ritual";
export type CongoStressCause = "go_to_ground" | "melee" | "musket" | "terror" | "ritual" | "other";
export type CongoElimination = "no_figure_left" | "four_tokens_one_figure" | "auxiliary_alone";
export type CongoEnvironment = "jungle" | "savannah";
export type CongoWeapon = "assegais" | "pygmy_bows" | "bows" | "muskets" | "rifles" | "jezail_muskets";
export type CongoRitual = "bulls_breath" | "mandrills_dance" | "wild_hunt" | "bloody_hand" | "mad_hyena" | "macabre_blessing";
export type CongoGroupKind = "pygmies" | "young_warriors" | "bundukis";
export type CongoProfileField = "figures" | "shooting" | "weapon" | "combat" | "bravery" | "points" | "joins";
export type CongoColour = "black" | "red";
/** `count` dice of one type. */
export interface CongoDicePool { count: number; die: Die }
export type CongoTotemKind =
  | { animal: "crocodile"; dice: CongoDicePool }
  | { animal: "lion" } | { animal: "buffalo" } | { animal: "gorilla" } | { animal: "giraffe" } | { animal: "cheetah" };
export interface CongoTotemCard { id: number; kind: CongoTotemKind }
export type CongoActionKind = { kind: "movement"; colour: CongoColour } | { kind: "shooting" } | { kind: "influence"; colour: CongoColour };
export interface CongoCardAction { kind: CongoActionKind; groups: number }
export interface CongoActionCard { initiative: number; actions: CongoCardAction[] }
/** The African Kingdoms' Litany: group `a` gives `a_gives` to `b`, which gives `b_gives` back. */
export interface CongoLitanySwap { a: CongoGroupId; a_gives: CongoStressKind; b: CongoGroupId; b_gives: CongoStressKind }
export type CongoRole = { role: "member" } | { role: "character"; index: number } | { role: "auxiliary"; index: number };
export type CongoVpReason =
  | { kind: "enemy_character"; figure: CongoFigureId } | { kind: "loot" }
  | { kind: "own_auxiliary_lost"; figure: CongoFigureId } | { kind: "telling_a_story" };

/** A culture's special rule (Congo rulebook, each culture's chapter): `rule`, and its `value` when it has one. */
export type CongoSpecialRule =
  | { rule: "composure"; value: { die: Die } }
  | { rule: "shortcuts"; value: { extra: CongoStick; max_sticks: number } }
  | { rule: "training" }
  | { rule: "the_colours"; value: { range: CongoStick } }
  | { rule: "telling_a_story"; value: { per_points: number; die: Die } }
  | { rule: "i_found_it"; value: { die: Die } }
  | { rule: "bearer" }
  | { rule: "we_know_our_business" }
  | { rule: "reckless"; value: { stress: number; below_stress: number } }
  | { rule: "superstitious"; value: { terror_bravery: Die } }
  | { rule: "natives" }
  | { rule: "zamara"; value: { range: CongoStick } }
  | { rule: "ruthless"; value: { successes: number } }
  | { rule: "spiritual_guidance"; value: { range: CongoStick } }
  | { rule: "bribe"; value: { die: Die } }
  | { rule: "bodyguard"; value: { die: Die } }
  | { rule: "inspiring_presence"; value: { bravery: Die } }
  | { rule: "warrior_tradition" }
  | { rule: "jezzails"; value: { beyond: CongoStick; die: Die } }
  | { rule: "big_chief" }
  | { rule: "drums"; value: { range: CongoStick } }
  | { rule: "inspiration"; value: { range: CongoStick; groups: number } }
  | { rule: "great_is_the_king"; value: { bravery: Die } }
  | { rule: "power_of_spirits" }
  | { rule: "sorcery"; value: { die: Die; rituals: CongoRitual[] } }
  | { rule: "mystical_trance"; value: { die: Die } }
  | { rule: "meat"; value: { range: CongoStick; die: Die } }
  | { rule: "hunting_the_prey"; value: { die: Die } }
  | { rule: "poison" }
  | { rule: "tiny"; value: { range: CongoStick } }
  | { rule: "bond"; value: { groups: number } }
  | { rule: "harassment" }
  | { rule: "authority"; value: { dice: CongoDicePool; range: CongoStick } }
  | { rule: "frenzy"; value: { dice: number } }
  | { rule: "litany" }
  | { rule: "fear_my_wrath" }
  | { rule: "charge" }
  | { rule: "insensible" }
  | { rule: "elite" }
;

/** Whether a group takes a character and how many auxiliaries. */
export interface CongoJoins { character: boolean; auxiliaries: number }
/** A group's profile (Congo rulebook, the cultures' lists). Points per group. */
export interface CongoGroupProfile {
  id: string; name: string; culture: CongoCulture; figures: number; shooting: Die | null; weapon: CongoWeapon | null;
  combat: Die | null; bravery: Die | null; points: number; joins: CongoJoins; max_per_column: number | null;
  only_with: string[]; special_rules: CongoSpecialRule[]; complete: boolean; missing?: CongoProfileField[]; kinds?: CongoGroupKind[];
}
export interface CongoCharacterProfile {
  id: string; name: string; culture: CongoCulture; stars: number; shooting: CongoDicePool | null; combat: CongoDicePool | null;
  bravery: CongoDicePool | null; special_rules: CongoSpecialRule[];
}
export interface CongoAuxiliaryProfile {
  id: string; name: string; culture: CongoCulture; shooting: CongoDicePool | null; combat: CongoDicePool | null;
  bravery: CongoDicePool | null; points: number; max_per_column: number; special_rules: CongoSpecialRule[];
}
export interface CongoDeployed<P> { profile: P; at: Point }
/** A deployed group: its members' centres, and who joined it (each with its centre). */
export interface CongoGroupSetup {
  profile: CongoGroupProfile; members: Point[]; characters: CongoDeployed<CongoCharacterProfile>[];
  auxiliaries: CongoDeployed<CongoAuxiliaryProfile>[];
}
export interface CongoColumnSetup { name: string; culture: CongoCulture; groups: CongoGroupSetup[] }
/** The counts of Stress tokens in the bag: shooting, combat, movement, terror, panic. */
export interface CongoStressBag { counts: [number, number, number, number, number] }
export interface CongoComponents { action_cards: CongoActionCard[]; stress_bag: CongoStressBag; totem_deck: CongoTotemKind[] }

// ---- The table and its terrain (congo_core::geometry::TableSpec; Congo rulebook, "Surviving in
// Dangerous Lands"). Lengths and points in fixed-point thousandths of an inch. ----------------
/** High terrain blocks line of sight through it (areas) or across it (obstacles). */
export type CongoHeight = "low" | "high";
/** Small: fits within a 15 cm square; large: at most L (12") across. */
export type CongoSizeClass = "small" | "large";
export type CongoAreaKind = "terrain" | "house";
/** A terrain area or house: a simple polygon, vertices in order, the closing edge implied. */
export interface CongoTerrainArea {
  id: CongoAreaId; name?: string; outline: Point[]; height: CongoHeight; blocking: boolean;
  /** Entering it unexplored calls for a Dangerous Terrain roll. */
  dangerous?: boolean;
  cover: Die; size: CongoSizeClass; kind?: CongoAreaKind;
}
/** A linear obstacle (fence, barrier, wall) from `from` to `to`. */
export interface CongoObstacle { id: number; from: Point; to: Point; height: CongoHeight }
export type CongoCrossingKind = "ford" | "bridge";
/** A ford or bridge: a polygon where the river's rules do not apply. */
export interface CongoCrossing { kind: CongoCrossingKind; outline: Point[] }
export interface CongoRiver { id: number; outline: Point[]; crossings?: CongoCrossing[] }
export interface CongoTrack { id: number; outline: Point[] }
/**
 * The table: its size (default 72" x 48", i.e. 72000 x 48000) and terrain. Fields with defaults
 * may be left out of a setup; the game always gives them. Checked when a game starts (no
 * overlapping areas, outlines on the table, houses high and blocking, cover D6/D8/D10).
 */
export interface CongoTable {
  width: number; height: number; areas?: CongoTerrainArea[]; obstacles?: CongoObstacle[];
  rivers?: CongoRiver[]; tracks?: CongoTrack[];
  /** The cover die of open ground (D6; D8 with Dense cover). */
  open_cover?: Die;
}

// ---- Adventures (congo_core::adventure; Congo rulebook, "Adventuring in Africa", "Universal
// Special Rules") ---------------------------------------------------------------------------
/** One column or both, as a rule or objective concerns them. */
export type CongoSides = "one" | "two" | "both";
/** A deployment zone: a simple polygon; each figure's centre is placed inside. */
export interface CongoZone { outline: Point[] }
/** How a detachment arrives: deployed in a zone, or entering later at an entry point (fixed or rolled). */
export type CongoArrival =
  | { type: "zone"; zone: CongoZone }
  | { type: "entry_point"; point: Point; from_turn: number }
  | { type: "random_entry_point"; points: Point[]; die: Die; from_turn: number };
export interface CongoDetachment { name: string; arrival: CongoArrival; max_groups?: number | null }
/** One column's part in the Adventure. `culture: null`: the player's choice. */
export interface CongoProtagonist {
  name: string; culture?: CongoCulture | null; budget: CongoBudget; imposed_characters?: string[]; detachments: CongoDetachment[];
}
/** A condition ending the Adventure before its last turn. */
export type CongoEndCondition =
  | { type: "all_objects_exited" } | { type: "column_gone"; columns: CongoSides } | { type: "object_exited"; object: string };
/** Where and from which turn columns may leave the table. */
export interface CongoTableExit { columns: CongoSides; edge: CongoEdge; from_turn: number }
export interface CongoIndependentCharacter { name: string; at: Point; joinable_by: CongoSides; eliminable?: boolean }
export type CongoCattleFate = "joins_group" | "removed";
/** A herd of livestock: each animal's centre; `enclosure`: the area it stands in, if any. */
export interface CongoHerd { name: string; animals: Point[]; on_defeat: CongoCattleFate; enclosure?: CongoAreaId | null }
/** What a numbered Event token does (Special Events). */
export type CongoEventEffect =
  | { type: "dangerous"; effect: CongoDangerousEffect } | { type: "wild_animal" }
  | { type: "reinforcements"; column: CongoPlayer; detachment: string } | { type: "custom"; key: string };
export interface CongoEventToken { number: number; text: string; effect: CongoEventEffect }
/** Where an Object starts: at a point, or in an area (placed there by the Initiative holder). */
export type CongoPlacement = { type: "at"; point: Point } | { type: "in_area"; area: CongoAreaId };
export interface CongoObjectSpec { id: string; name: string; bulky?: boolean; placement: CongoPlacement }
/** A Universal Special Rule in force, with its parameters (`last_turn: null`: the whole game). */
export type CongoUniversalRule =
  | { type: "exhausted"; columns: CongoSides }
  | { type: "confusion"; last_turn: number }
  | { type: "savannah" } | { type: "jungle" } | { type: "dense_cover" }
  | { type: "downpour"; last_turn?: number | null }
  | { type: "traps"; beneficiaries: CongoSides }
  | { type: "enter_on_table" }
  | { type: "exiting_table"; exits: CongoTableExit[] }
  | { type: "independent_character"; characters: CongoIndependentCharacter[] }
  | { type: "cattle"; herds: CongoHerd[] }
  | { type: "special_events"; tokens: CongoEventToken[] }
  | { type: "night"; last_turn?: number | null }
  | { type: "objects"; objects: CongoObjectSpec[] }
  /** `buildings`: the houses that may be plundered (empty: every house); `token`: what a Plunder token stands for. */
  | { type: "plunder"; buildings?: CongoAreaId[]; token: string }
  | { type: "wild_animals"; tokens: number };
/** When an objective scores. */
export type CongoScoring = "end_of_game" | "each_end_phase";
/** What an objective counts for a column (`custom`: counted by the application's handler for `key`). */
export type CongoObjectiveCondition =
  | { type: "carries_object"; object: string }
  | { type: "object_exited"; object: string; edge?: CongoEdge | null }
  | { type: "groups_exited"; edge?: CongoEdge | null }
  | { type: "enemy_groups_eliminated" }
  | { type: "occupies"; area: CongoAreaId }
  | { type: "loot_held" } | { type: "plunder_tokens" } | { type: "cattle_held" }
  | { type: "independent_character_with"; name: string }
  | { type: "custom"; key: string };
/** `points` victory points (negative: a penalty) per unit its condition counts. */
export interface CongoObjective { name: string; columns: CongoSides; points: number; scoring: CongoScoring; condition: CongoObjectiveCondition }
/** An Adventure (an issue of the Bulletin), as data. */
export interface CongoAdventure {
  name: string; title: string; issue?: number | null; narrative?: string; table: CongoTable;
  protagonists: [CongoProtagonist, CongoProtagonist]; initiative: CongoPlayer; turns: number;
  premature_end?: CongoEndCondition[]; special_rules: CongoUniversalRule[]; objectives: CongoObjective[];
}
/** An Object on the table and its starting point. */
export interface CongoPlacedObject { id: string; at: Point }
/** The Adventure being played, where its Objects start, and each column's groups' detachments (`[one, two]`, by group index). */
export interface CongoAdventureInPlay { adventure: CongoAdventure; objects: CongoPlacedObject[]; detachments?: [number[], number[]] }

// ---- Dangerous Terrain entries as data (congo_core::dangerous_terrain::DangerousEffect) ----
export type CongoIfNoToken = "nothing" | "lose_model";
export type CongoLootPlacement = "with_group" | "in_area_out_of_contact";
/** A marker a Dangerous Terrain entry puts on the table. */
export type CongoMarkerKind =
  | { type: "smoke" } | { type: "mist" } | { type: "tsetse_swarm"; moves: number; stick: CongoStick }
  | { type: "bush_fire"; survival: Die } | { type: "cannibal_territory"; archers: number; shooting: Die };
/** The effect of one Dangerous Terrain entry, with the numbers the entry prints. */
export type CongoDangerousEffect =
  | { type: "nothing" }
  | { type: "draw_totem"; count: number }
  | { type: "opponent_draws_totem"; count: number }
  | { type: "discard_random_totem"; count: number }
  | { type: "recover_totem" }
  | { type: "place_loot"; count: number; bulky: boolean; placement: CongoLootPlacement }
  | { type: "each_player_places_loot"; count: number }
  | { type: "shelter_or_totem" }
  | { type: "rally_or_totem" }
  | { type: "trail" }
  | { type: "cloudburst"; range: CongoStick }
  | { type: "haggard_man"; ritual: CongoRitual; dice: CongoDicePool; refuse_discard: number }
  | { type: "shooting_attack"; dice: CongoDicePool; per_stress_token: Die | null; bulky_loot_if_unharmed: boolean }
  | { type: "lost_pet"; combat: Die }
  | { type: "loot_sacred_site"; dice: CongoDicePool }
  | { type: "draw_stress"; count: number }
  | { type: "flee_with_neighbours"; range: CongoStick }
  | { type: "taste_berries"; survival: Die }
  | { type: "move_toward_random_edge"; stick: CongoStick }
  | { type: "stop_before_entering" }
  | { type: "token_or_shooting"; token: CongoStressKind; dice: CongoDicePool }
  | { type: "panic_fire" }
  | { type: "marker"; kind: CongoMarkerKind }
  | { type: "all_in_terrain_draw_stress"; count: number }
  | { type: "terror_test" }
  | { type: "quicksand"; stick: CongoStick; survival: Die }
  | { type: "panic_or_movement_and_roll"; survival: Die }
  | { type: "melee_attack"; dice: CongoDicePool; stress_instead_of_casualties: boolean }
  | { type: "python"; survival: Die; loot: number }
  | { type: "take_token"; token: CongoStressKind; if_none: CongoIfNoToken }
  | { type: "flee_or_stress"; tokens: number }
  | { type: "hopelessly_lost"; fallback_stress: number }
  | { type: "trap_pit"; die: Die }
  | { type: "really_sinister"; dice: CongoDicePool }
  | { type: "strange_drums"; ritual: CongoRitual; dice: CongoDicePool }
  | { type: "replace_action_cards" }
  | { type: "dead_askaris"; weapon: CongoWeapon; untrained: Die }
  | { type: "terror_near_edges"; range: CongoStick }
  | { type: "antelope_herd" }
  | { type: "sacred_objects" }
  | { type: "strange_man" }
  | { type: "lasting_effect"; effect: CongoLasting; chance: Die | null }
  | { type: "sleeping_lion"; wake: Die; dice: CongoDicePool; per_stress_token: Die }
  | { type: "lost_bearings" }
  | { type: "angry_warthog"; dice: CongoDicePool }
  | { type: "dying_warrior" }
  | { type: "hunters_trap"; dice: [Die, Die, Die] }
  | { type: "powerful_magic"; max_discard: number }
  | { type: "flee_then_stress"; tokens: number }
  | { type: "consecrated_ground"; opponent_draws_if_none: number };

/** The dice: a 64-bit seed (a `bigint`, as `setup()` gives it), or scripted values. */
export type CongoDiceSetup = { kind: "seeded"; seed: bigint } | { kind: "scripted"; values: number[] };
/** What a game starts from: the table, two deployed columns, turns, Initiative, environment, dice. */
export interface CongoSetup {
  table: CongoTable; environment: CongoEnvironment; columns: [CongoColumnSetup, CongoColumnSetup]; turns: number;
  initiative: CongoPlayer; dice: CongoDiceSetup; components?: CongoComponents; adventure?: CongoAdventureInPlay | null;
}

/** Where a ritual is cast: a group, or a character (Congo rulebook, "The Sorcery card"). */
export type CongoRitualTarget = { type: "group"; group: CongoGroupId } | { type: "character"; figure: CongoFigureId };
/** A ritual and its target. */
export interface CongoRitualCast { ritual: CongoRitual; target: CongoRitualTarget | null; giraffe?: number }

/** A terrain area or house: its id on the table (congo_core::geometry::AreaId). */
export type CongoAreaId = number;
/** A wild animal: its index in `CongoTerrainState.animals`. */
export type CongoAnimalId = number;
/** A table edge (north is `y = height`, east is `x = width`). */
export type CongoEdge = "north" | "east" | "south" | "west";
/**
 * One option of a `choose` prompt, sent back as the `choose` decision (Dangerous Terrain entries,
 * traps, wild animals' areas: congo_core::exploration::Choice).
 */
export type CongoChoice =
  | { type: "accept" } | { type: "decline" } | { type: "flee" } | { type: "draw_stress" }
  | { type: "token"; kind: CongoStressKind } | { type: "shooting" } | { type: "move_back" }
  | { type: "discard"; count: number }
  /** The opponent picks the die (0-2, in rolled order) read as the block and the one read as the row. */
  | { type: "pick"; first: number; second: number }
  | { type: "area"; area: CongoAreaId }
  /** A heading for a forced move: degrees counter-clockwise from east (0, 45, ... 315). */
  | { type: "heading"; degrees: number }
  /** A point of a table edge (the antelope herd's line). */
  | { type: "edge_point"; at: Point };

/** A decision (congo_core::Decision). */
export type CongoDecision =
  | { type: "choose_action_cards"; cards: number[] }
  | { type: "choose_card"; card: number }
  | { type: "cheetah"; card: number | null }
  | { type: "initiative"; go_first: boolean }
  /** `giraffe`: a Giraffe Totem card (its id) played for an extra S stick, the path's last. */
  | { type: "move"; group: CongoGroupId; leader: CongoFigureId; path: Point[]; engage: CongoGroupId | null; formation: Point[] | null; giraffe: number | null }
  | { type: "shoot"; group: CongoGroupId; leader: CongoFigureId; target: CongoGroupId; giraffe: number | null }
  | { type: "reload"; group: CongoGroupId }
  | { type: "rally"; group: CongoGroupId }
  | { type: "terror"; target: CongoGroupId }
  | { type: "lion"; card: number; action: CongoActionKind }
  | { type: "gorilla"; card: number }
  | { type: "buffalo"; card: number; group: CongoGroupId; token: CongoStressKind }
  | { type: "end_card" }
  | { type: "roll"; drop: Die[]; crocodile: number | null }
  | { type: "go_to_ground" }
  | { type: "remove_casualties"; figures: CongoFigureId[] }
  | { type: "use_rule"; accept: boolean }
  | { type: "take_stress"; from: CongoGroupId | null; token: CongoStressKind | null }
  | { type: "give_stress"; to: CongoGroupId }
  | { type: "return_stress"; tokens: CongoStressKind[] }
  /** After winning a melee fought across an obstacle: cross it (`true`) or stay. */
  | { type: "cross_obstacle"; cross: boolean }
  | { type: "frenzy"; figure: CongoFigureId | null }
  | { type: "remove_stress"; group: CongoGroupId; token: CongoStressKind }
  | { type: "litany"; swap: CongoLitanySwap | null }
  | { type: "choose"; choice: CongoChoice }
  /** Traps: discard the Totem `card` to trap the enemy `group`, standing in a dangerous area. */
  | { type: "set_trap"; card: number; group: CongoGroupId }
  | { type: "sorcery"; cast: CongoRitualCast | null }
  | { type: "draw_stress_token" }
  | { type: "choose_totems"; cards: number[] }
  | { type: "keep_totem"; card: number }
  /** A move reaching an Adventure piece (an Object, Loot, an Independent Character, cattle): its index in `CongoAdventureState.pieces`. */
  | { type: "reach"; group: CongoGroupId; leader: CongoFigureId; path: Point[]; piece: number; formation: Point[] | null }
  /** A waiting group enters at its entry point; `second`: the end of a second stick, if any. */
  | { type: "enter"; group: CongoGroupId; second: Point | null; engage: CongoGroupId | null; formation: Point[] | null }
  | { type: "plunder"; group: CongoGroupId; building: CongoAreaId }
  /** Confusion: the initiative of the dealt card to discard, or `null` to keep the three and draw a Totem card. */
  | { type: "confusion"; discard: number | null }
  /** Decline what a prompt offers: not to plunder, not to move after plundering. */
  | { type: "stay" }
  /** Harassment (Pygmy Warriors): a shot just before the group's move; the move is asked next (`extra_action`) and takes the card's Movement action. */
  | { type: "harass"; group: CongoGroupId; leader: CongoFigureId; target: CongoGroupId; giraffe: number | null }
  /** The leading figure of a retreat or flight, one of the `run_away_leader` prompt's figures. */
  | { type: "run_away_leader"; figure: CongoFigureId };

/** What happened (congo_core::What), tagged by `type`. */
export type CongoWhat =
  | { type: "star_difference"; player: CongoPlayer; cards: number }
  | { type: "turn_started"; turn: number }
  | { type: "totem_drawn"; player: CongoPlayer; card: CongoTotemCard | null; reshuffled: boolean }
  | { type: "totem_deck_empty"; player: CongoPlayer }
  | { type: "sorcery_card_taken"; player: CongoPlayer }
  | { type: "action_cards_chosen"; player: CongoPlayer; cards: number[] | null }
  | { type: "step_started"; step: number }
  | { type: "card_chosen"; player: CongoPlayer; card: number | null }
  | { type: "cards_revealed"; one: number; two: number }
  | { type: "totem_played"; player: CongoPlayer; card: CongoTotemCard }
  | { type: "initiative_tie"; holder: CongoPlayer; went_first: boolean; token: CongoPlayer }
  | { type: "card_resolving"; player: CongoPlayer; card: number }
  | { type: "card_discarded"; player: CongoPlayer; card: number }
  | { type: "moved"; group: CongoGroupId; leader: CongoFigureId; to: [CongoFigureId, Point][]; picked_up_pace: boolean }
  | { type: "melee_engaged"; attacker: CongoGroupId; defender: CongoGroupId }
  | { type: "reloaded"; group: CongoGroupId }
  | { type: "shot_declared"; group: CongoGroupId; leader: CongoFigureId; target: CongoGroupId; partial: boolean; cover: Die }
  | { type: "dice_discarded"; group: CongoGroupId; dice: Die[] }
  | { type: "rolled"; group: CongoGroupId; purpose: CongoRollPurpose; dice: DieRoll[]; successes: number }
  | { type: "rerolled"; group: CongoGroupId; before: DieRoll; after: DieRoll }
  | { type: "stress_passed"; from: CongoGroupId; to: CongoGroupId; token: CongoStressKind }
  | { type: "special_roll"; group: CongoGroupId; roll: DieRoll }
  | { type: "bribed"; group: CongoGroupId }
  | { type: "casualty_cancelled"; group: CongoGroupId }
  | { type: "hits"; group: CongoGroupId; hits: number }
  | { type: "hits_cancelled"; group: CongoGroupId; cancelled: number; remaining: number }
  | { type: "smoke_marker"; group: CongoGroupId }
  | { type: "death_roll"; group: CongoGroupId; roll: DieRoll; character_must_fall: boolean }
  | { type: "figure_removed"; group: CongoGroupId; figure: CongoFigureId; role: CongoRole }
  | { type: "group_eliminated"; group: CongoGroupId; reason: CongoElimination }
  | { type: "stress_drawn"; group: CongoGroupId; token: CongoStressKind | null; cause: CongoStressCause }
  | { type: "stress_returned"; group: CongoGroupId; token: CongoStressKind }
  | { type: "flees_instead_of_stress"; group: CongoGroupId }
  | { type: "casualty_instead_of_flight"; group: CongoGroupId }
  | { type: "fled"; group: CongoGroupId; threat: CongoGroupId | null; limited: boolean }
  | { type: "retreated"; group: CongoGroupId; from: CongoGroupId; limited: boolean }
  | { type: "melee_result"; attacker: CongoGroupId; defender: CongoGroupId; attacker_hits: number; defender_hits: number; winner: CongoGroupId | null; casualties: number }
  | { type: "panic_returned"; group: CongoGroupId; count: number }
  | { type: "turn_ended"; turn: number }
  | { type: "victory_points"; player: CongoPlayer; dice: DieRoll[]; points: number; reason: CongoVpReason }
  | { type: "objective_points"; player: CongoPlayer; objective: number; points: number }
  | { type: "objective_scored"; player: CongoPlayer; objective: number; name: string; points: number }
  | { type: "game_over"; points: [number, number]; winner: CongoPlayer | null }
  | { type: "special_rule_used"; group: CongoGroupId; rule: string }
  | { type: "special_rule_rolled"; group: CongoGroupId; dice: DieRoll[]; successes: number }
  | { type: "totem_discarded"; player: CongoPlayer; card: CongoTotemCard }
  | { type: "stress_exchanged"; swap: CongoLitanySwap }
  | { type: "ritual_cast"; player: CongoPlayer; group: CongoGroupId; cast: CongoRitualCast }
  | { type: "ritual_miscast"; group: CongoGroupId; witchdoctor: CongoFigureId }
  | { type: "ritual_resolved"; ritual: CongoRitual; successes: number }
  | { type: "totems_returned"; player: CongoPlayer; count: number }
  | { type: "poisoned"; group: CongoGroupId; casualties: number }
  | { type: "combat_dice_gained"; group: CongoGroupId; dice: Die[] }
  /** Dangerous Terrain, traps, the turn's conditions and wild animals. */
  | { type: "terrain"; event: CongoTerrainEvent }
  // The Universal Special Rules of the Adventure (pieces: indices into `CongoAdventureState.pieces`).
  | { type: "piece_picked_up"; group: CongoGroupId; piece: number }
  | { type: "character_joined"; group: CongoGroupId; piece: number }
  | { type: "pieces_left"; group: CongoGroupId; pieces: number[]; at: Point }
  | { type: "pieces_taken"; from: CongoGroupId; to: CongoGroupId; pieces: number[]; loot: number }
  | { type: "group_entered"; group: CongoGroupId; at: Point }
  | { type: "entry_point_rolled"; player: CongoPlayer; detachment: number; roll: DieRoll; point: Point }
  | { type: "group_exited"; group: CongoGroupId; edge: CongoEdge }
  | { type: "plundered"; group: CongoGroupId; building: CongoAreaId; roll: DieRoll; result: CongoPlunderResult }
  | { type: "plunder_token_gained"; group: CongoGroupId; building: CongoAreaId }
  | { type: "house_on_fire"; building: CongoAreaId }
  | { type: "cattle_melee"; group: CongoGroupId; piece: number; group_hits: number; animal: DieRoll[]; animal_hits: number; won: boolean }
  | { type: "cattle_joined"; group: CongoGroupId; piece: number }
  | { type: "cattle_removed"; piece: number }
  | { type: "cattle_moved"; piece: number; to: Point }
  | { type: "exhausted_roll"; group: CongoGroupId; roll: DieRoll; result: CongoExhaustedResult }
  /** `cards` for their owner only (`null` in the opponent's view). */
  | { type: "confusion_dealt"; player: CongoPlayer; cards: number[] | null }
  | { type: "confusion_swapped"; player: CongoPlayer; discarded: number | null; drawn: number | null }
  | { type: "confusion_kept"; player: CongoPlayer };
/** A result of the 1D6 Plunder table. */
export type CongoPlunderResult = "disturbed" | "good_food" | "found" | "burn_it_down";
/** A result of the Exhausted roll (1D8 per group after deployment). */
export type CongoExhaustedResult = "fresh" | "stress" | "stress_and_figure";
/** A rule a Dangerous Terrain result put in force until the end of the game. */
export type CongoLasting = "night_falls" | "downpour" | "heat" | "traps_for_all";
/** A marker a Dangerous Terrain result left in an area. */
export type CongoAreaMarker =
  | { type: "hiding"; area: CongoAreaId } | { type: "mist"; area: CongoAreaId }
  | { type: "bush_fire"; area: CongoAreaId } | { type: "cannibals"; area: CongoAreaId };
export type CongoAnimalKind = "lion" | "gorilla";
/** What Dangerous Terrain, traps, the turn's conditions and wild animals did (congo_core::exploration::TerrainEvent). */
export type CongoTerrainEvent =
  | { type: "already_explored"; group: CongoGroupId; area: CongoAreaId }
  | { type: "natives"; group: CongoGroupId; area: CongoAreaId }
  /** The Scientist's die; `placed`: the Loot token's spot on a success. */
  | { type: "found_it"; group: CongoGroupId; roll: DieRoll; placed: Point | null }
  /** The two cover dice read an entry (`entry`: its rule id). */
  | { type: "explored"; group: CongoGroupId; area: CongoAreaId; block: DieRoll; row: DieRoll; entry: string }
  | { type: "chose"; player: CongoPlayer; choice: CongoChoice }
  | { type: "rolled"; group: CongoGroupId | null; dice: DieRoll[]; outcome: string }
  | { type: "loot_taken"; group: CongoGroupId; count: number; bulky: boolean }
  | { type: "loot_placed"; at: Point; bulky: boolean }
  | { type: "totem_discarded"; player: CongoPlayer; card: CongoTotemCard }
  | { type: "totem_recovered"; player: CongoPlayer; card: CongoTotemCard }
  | { type: "stress_removed"; group: CongoGroupId; token: CongoStressKind }
  | { type: "no_token_left"; group: CongoGroupId; kind: CongoStressKind }
  | { type: "attacked"; group: CongoGroupId; dice: DieRoll[]; hits: number }
  | { type: "cloudburst"; smoked: CongoGroupId[] }
  | { type: "lasting_in_force"; effect: CongoLasting }
  | { type: "marker_placed"; marker: CongoAreaMarker }
  | { type: "marker_removed"; marker: CongoAreaMarker }
  | { type: "moved_back"; group: CongoGroupId }
  /** An entry the engine does not resolve yet (narrated, no effect). */
  | { type: "not_resolved"; group: CongoGroupId; entry: string }
  | { type: "trap_set"; player: CongoPlayer; group: CongoGroupId; card: CongoTotemCard }
  | { type: "condition_stress"; group: CongoGroupId }
  | { type: "animal_placed"; animal: CongoAnimalId; kind: CongoAnimalKind; at: Point }
  | { type: "animal_not_placed"; group: CongoGroupId }
  | { type: "animal_wakes"; animal: CongoAnimalId; roll: DieRoll }
  | { type: "animal_moved"; animal: CongoAnimalId; to: Point }
  | { type: "animal_attacks"; animal: CongoAnimalId; group: CongoGroupId; dice: DieRoll[] }
  | { type: "animal_melee"; animal: CongoAnimalId; group: CongoGroupId; group_hits: number; animal_hits: number; killed: boolean }
  | { type: "animal_killed"; animal: CongoAnimalId }
  | { type: "event_token"; group: CongoGroupId; number: number; text: string }
  | { type: "put_in_area"; group: CongoGroupId; area: CongoAreaId }
  | { type: "reinforcements"; player: CongoPlayer; detachment: string }
  | { type: "retreated_from_animal"; group: CongoGroupId; animal: CongoAnimalId; limited: boolean }
  | { type: "stampede"; from: Point; to: Point; groups: CongoGroupId[] };
/** An event: the rule it applied (an id of RULES-INVENTORY.md, e.g. "CG-SHOOT-10") and what happened. */
export interface CongoEvent { rule: string; what: CongoWhat }

/** What a prompt asks (congo_core::Ask). */
export type CongoAsk =
  | { type: "choose_action_cards"; available: number[] }
  | { type: "choose_card"; available: number[] }
  | { type: "cheetah" }
  | { type: "initiative_tie"; initiative: number }
  | { type: "card_action"; card: number; remaining: CongoCardAction[] }
  | { type: "roll"; group: CongoGroupId; purpose: CongoRollPurpose; dice: Die[]; drop: number }
  | { type: "cover"; group: CongoGroupId; hits: number; dice: Die[] }
  | { type: "casualties"; group: CongoGroupId; count: number; character_must_fall: boolean }
  | { type: "use_rule"; group: CongoGroupId; rule: CongoSpecialRule }
  | { type: "take_stress"; group: CongoGroupId; offers: CongoGroupId[] }
  | { type: "give_stress"; group: CongoGroupId; token: CongoStressKind; to: CongoGroupId[] }
  | { type: "return_stress"; group: CongoGroupId; count: number; tokens: CongoStressKind[] }
  /** The winning attacker may cross the obstacle the melee was fought across (answer: `cross_obstacle`). */
  | { type: "cross_obstacle"; group: CongoGroupId; obstacle: number }
  | { type: "frenzy"; group: CongoGroupId; figures: CongoFigureId[] }
  | { type: "remove_stress"; count: number; groups: CongoGroupId[] }
  | { type: "litany" }
  /** Pick one of `options` (`rule`: the entry's or rule's id, e.g. "CG-DT-JUNGLE-31"), answered by a `choose` decision. */
  | { type: "choose"; group: CongoGroupId | null; rule: string; options: CongoChoice[] }
  /** A Dangerous Terrain trail: answer with a `move` (no engaging, not into another terrain area) or `stay`. */
  | { type: "trail"; group: CongoGroupId }
  /** Choose the leading figure of the group's retreat or flight (several figures can lead its longest move). */
  | { type: "run_away_leader"; group: CongoGroupId; figures: CongoFigureId[] }
  | { type: "sorcery"; group: CongoGroupId; rituals: CongoRitual[] }
  | { type: "incantation"; group: CongoGroupId; ritual: CongoRitual; dice: Die[]; may_draw: boolean }
  | { type: "save_character"; group: CongoGroupId; character: CongoFigureId; stress: number }
  | { type: "choose_totems"; cards: number[]; keep: number }
  | { type: "mad_hyena"; group: CongoGroupId; one_stick: boolean; panic: boolean }
  | { type: "big_chief"; cards: number[] }
  /** Confusion: the dealt cards' initiatives (empty in the opponent's view). */
  | { type: "confusion"; hand: number[] }
  /** The group's move ended touching houses: plunder one or `stay`. */
  | { type: "plunder"; group: CongoGroupId; houses: CongoAreaId[] }
  /** After plundering, the group may move one S stick (`move`) or `stay`. */
  | { type: "move_after_plunder"; group: CongoGroupId }
  | { type: "extra_action"; rule: CongoSpecialRule; group: CongoGroupId; action: CongoActionKind; groups: CongoGroupId[] };
export interface CongoPrompt { player: CongoPlayer; ask: CongoAsk }
/** Who must decide what now: the turn, the Action step, and the prompts. */
export interface CongoPending { turn: number; step: number | null; prompts: CongoPrompt[] }

/** Where the turn is, as a player may see it (congo_core::view::PhaseView). */
export type CongoPhaseView =
  | { phase: "choose_action_cards"; done: [boolean, boolean] }
  | { phase: "choose_card"; done: [boolean, boolean] }
  | { phase: "cheetah"; cards: [number, number]; done: [boolean, boolean] }
  | { phase: "tie"; cards: [number, number] }
  | { phase: "resolve"; player: CongoPlayer; card: number; remaining: CongoCardAction[] }
  | { phase: "over"; points: [number, number] };
export interface CongoFigure { group: CongoGroupId; role: CongoRole; at: Point; alive: boolean }
export interface CongoGroup {
  owner: CongoPlayer; index: number; figures: CongoFigureId[]; stress: CongoStressKind[]; smoke: boolean;
  acted: number | null; fled: number | null; terrorized: number | null; eliminated: boolean; loot: number;
  /** Why the group is off the table although not eliminated, or `null`. */
  off_table: CongoOffTable | null;
}
/** A group waiting to enter by its detachment's entry point, or gone off the table by `edge` in `turn`. */
export type CongoOffTable = { type: "waiting"; detachment: number } | { type: "exited"; edge: CongoEdge; turn: number };
/** One exploration made: the area, the exploring group, the turn, the entry read (its rule id). */
export interface CongoExplored { area: CongoAreaId; group: CongoGroupId; turn: number; entry: string }
/** A wild animal on the table (dead ones stay, `alive: false`, so that ids are stable). */
export interface CongoAnimal { kind: CongoAnimalKind; at: Point; home: CongoAreaId; enraged: number; alive: boolean }
/** Dangerous Terrain's public state (congo_core::exploration::TerrainState). */
export interface CongoTerrainState {
  explored: CongoExplored[]; markers: CongoAreaMarker[]; lasting: CongoLasting[]; cloudburst_turn: number | null;
  traps_set: [number | null, number | null]; animals: CongoAnimal[];
}
/** What an Adventure piece is. */
export type CongoPieceKind =
  | { type: "object"; id: string; bulky: boolean } | { type: "loot"; bulky: boolean } | { type: "strange_man" }
  | { type: "cattle"; herd: number } | { type: "character"; index: number };
/** Where an Adventure piece is: on the table, with a group, or gone. */
export type CongoPlace = { type: "table"; at: Point } | { type: "with"; group: CongoGroupId } | { type: "removed" };
/** `dropped`: the group that left it on the table and the step (serial) it did, while it lies there. */
export interface CongoPiece { kind: CongoPieceKind; place: CongoPlace; dropped: [CongoGroupId, number] | null }
/** A house that may be plundered. */
export interface CongoHouse { area: CongoAreaId; building: { token_taken: boolean; on_fire: boolean } }
/** A detachment's entry point (`point` once set or rolled) and the first turn its groups may enter. */
export interface CongoEntryPoint { side: CongoPlayer; detachment: number; point: Point | null; from_turn: number }
/** A Confusion hand: the three cards dealt, the undealt ones, whether a card was swapped. */
export interface CongoConfusionHand { hand: number[]; undealt: number[]; swapped: boolean }
/** The Adventure's own state (congo_core::universal::AdventureState; empty for a plain skirmish). */
export interface CongoAdventureState {
  pieces: CongoPiece[]; houses: CongoHouse[]; plunder_tokens: number[]; entry_points: CongoEntryPoint[];
  /** `[One, Two]`; the opponent's hand is hidden (`null`) in a view. */
  confusion: [CongoConfusionHand | null, CongoConfusionHand | null];
}
export interface CongoOwnCards {
  hand: CongoTotemCard[]; deck: number; discard: CongoTotemCard[]; chosen: number[]; step_card: number | null; sorcery: boolean;
}
export interface CongoOpponentCards { hand: number; deck: number; discard: CongoTotemCard[]; chosen: number; sorcery: boolean }
/** The state as one player may see it. */
export interface CongoView {
  player: CongoPlayer; turn: number; turns: number; step: number; initiative: CongoPlayer; phase: CongoPhaseView;
  groups: CongoGroup[]; figures: CongoFigure[]; bag: [CongoStressKind, number][]; mine: CongoOwnCards;
  theirs: CongoOpponentCards; prompts: CongoPrompt[];
  /** Explored areas, markers, lasting rules, lying Loot, wild animals (absent while nothing happened). */
  terrain?: CongoTerrainState;
  adventure: CongoAdventureState;
}
export interface CongoLogEntry { player: CongoPlayer; decision: CongoDecision }

// ---- List-building (CongoGame.rosters, validateColumn, adventures, fromAdventure) ---------------
/** A character or auxiliary and the group it joins (a 0-based index into `CongoColumnList.groups`). */
export interface CongoJoining { id: string; group: number }
/** A column list as an app edits it (Congo rulebook, "Mustering the Column"). */
export interface CongoColumnList { culture: CongoCulture; groups: string[]; characters: CongoJoining[]; auxiliaries: CongoJoining[] }
/** What an Adventure side imposes: the most points, and characters the column must include. */
export interface CongoMusterRules { budget: number; imposed_characters?: string[] }
export interface CongoMusteredGroup {
  profile: CongoGroupProfile; characters: CongoCharacterProfile[]; auxiliaries: CongoAuxiliaryProfile[]; bonded_with: number | null;
}
export interface CongoMusteredColumn { culture: CongoCulture; groups: CongoMusteredGroup[]; cost: number; stars: number }
/** One broken mustering rule: `kind` names the rule (`"over_budget"`, `"no_character"`...). */
export interface CongoColumnProblem { kind: string; code: string; message: string }
export interface CongoColumnCheck {
  valid: boolean; cost: number; stars: number; column: CongoMusteredColumn | null; problems: CongoColumnProblem[];
}
export interface CongoCultureRoster {
  culture: CongoCulture; name: string; characters: CongoCharacterProfile[]; auxiliaries: CongoAuxiliaryProfile[];
  groups: CongoGroupProfile[];
}
export interface CongoRosters { max_characters: number; max_auxiliaries: number; cultures: CongoCultureRoster[] }
export type CongoBudget = { type: "fixed"; points: number } | { type: "agreed"; min: number; max: number };
export interface CongoProtagonistSummary {
  name: string; culture: CongoCulture | null; budget: CongoBudget; muster_rules: CongoMusterRules; detachments: string[];
}
export interface CongoAdventureSummary {
  name: CongoBuiltin; title: string; narrative: string; turns: number; initiative: CongoPlayer;
  protagonists: [CongoProtagonistSummary, CongoProtagonistSummary]; special_rules: string[]; objectives: string[];
}
