// ---- Nile expedition game (nile-core) ---------------------------------------------------------
/** A team: its index in `NileSetup.teams` (and in `NileGame.players()`). */
export type NileTeamId = number;
/** A man of a team's party. */
export type NileManId = number;
/** The built-in setups of `new NileGame(name, seed)`. */
export type NileBuiltin = "solo" | "two_teams" | "four_teams";
/** A heading: 1-8, clockwise from north (1 = N, 3 = E, 5 = S, 7 = W). */
export type NileDirection = number;
export type NileApproach = "north" | "east" | "south" | "west";
export type NileTerrain = "jungle" | "veldt" | "mountain" | "swamp" | "desert";
export type NileActivityLevel = "cautious" | "normal" | "reckless";
export type NileSupercargoKind = "heroine" | "missionaries" | "photographer" | "journalist";
export type NileItem =
  | "ration" | "water" | "trade_good" | "medicine" | "regular_ammo" | "express_ammo" | "pistol_ammo"
  | "regular_rifle" | "express_rifle" | "pistol" | "photo_supplies" | "photo_plates" | "treasure";
export type NileLeave = "wagon" | "cart" | "piano" | "camels" | "canoes";
export type NileSkill =
  | "crack_shot" | "commanding_presence" | "diplomat" | "hunter" | "nose_for_direction"
  | "lucky_bastard" | "africa_knowledge" | "packmaster" | "pugilist" | "botanist";
export interface NileSquare { col: number; row: number }
export interface NileStores {
  rations: number; water: number; trade_goods: number; medicine: number; regular_ammo: number;
  express_ammo: number; pistol_ammo: number; regular_rifles: number; express_rifles: number;
  pistols: number; photo_supplies: number; photo_plates: number; treasure: number;
}
export interface NileExplorerKit {
  rifle: "regular" | "express" | null; pistol: boolean; rifle_rounds: number; pistol_rounds: number;
  extra: NileStores;
}
/** What a team buys (every field may be left out: it defaults to none). */
export interface NileOutfit {
  supercargoes?: NileSupercargoKind[]; rations?: number; trade_goods?: number; medicine?: number;
  regular_ammo_boxes?: number; express_ammo_boxes?: number; pistol_ammo_boxes?: number;
  regular_rifles?: number; express_rifles?: number; pistols?: number; askari?: number; guides?: number;
  bearers?: number; reliable_bearers?: number; pack_animals?: number; camels?: number; canoes?: number;
  extra_oxen?: number; extra_mules?: number; water?: number; explorer?: NileExplorerKit;
  abandon_order?: NileItem[];
}
export interface NileTeamSetup { name: string; approach: NileApproach; outfit: NileOutfit }
/** What a game starts from (expedition game, "The Game Table", "Outfitting The Expeditions"). */
export interface NileSetup {
  teams: NileTeamSetup[];
  dice: DiceSource;
  approach_terrain?: [NileTerrain, NileTerrain, NileTerrain, NileTerrain] | null;
  pregenerate?: boolean;
  max_days: number;
  budget?: number;
}

/**
 * Shapes of the encounter rules (natives, hunting, combat, the quest, the race's end) that these
 * declarations do not detail yet: each alias names the Rust type whose serde shape it carries.
 */
export type NilePosture = unknown; // nile_core::natives::Posture
export type NilePantomime = unknown; // nile_core::quest::Pantomime
export type NileCombatOrder = unknown; // nile_core::combat::CombatOrder
export type NileHuntOrder = unknown; // nile_core::animals::HuntOrder
export type NileHunterAction = unknown; // nile_core::hunting::encounters::HunterAction
export type NileTribe = unknown; // nile_core::natives::Tribe
export type NileNativeTotals = unknown; // nile_core::natives::NativeTotals
export type NilePrize = unknown; // nile_core::quest::Prize
export type NilePhotoSubject = unknown; // nile_core::score::PhotoSubject
export type NileHuntingEncounter = unknown; // nile_core::hunting::encounters::HuntingEncounter
export type NileRaceEvent = unknown; // nile_core::race::RaceEvent
export type NileRaceRecord = unknown; // nile_core::race::RaceRecord

export type NileDecision =
  | { type: "plan"; activity: NileActivityLevel; heading: NileDirection; use_guide: boolean; afloat?: boolean; medicine?: boolean }
  | { type: "leave_behind"; what: NileLeave }
  | { type: "play_lucky_break" }
  | { type: "keep_roll" }
  | { type: "new_heading"; heading: NileDirection }
  | { type: "knife_attackers"; men: NileManId[] }
  | { type: "helpers"; count: number }
  | { type: "choose"; yes: boolean }
  | { type: "divers"; count: number }
  | { type: "take_canoes"; count: number }
  | { type: "posture"; posture: NilePosture }
  | { type: "pantomime"; result: NilePantomime }
  | { type: "combat_order"; order: NileCombatOrder }
  | { type: "hunt_order"; order: NileHuntOrder }
  | { type: "hunter_action"; action: NileHunterAction }
  | { type: "trade"; goods: number }
  | { type: "send_hunters"; hunter: NileManId | null }
  | { type: "use_weed"; man: NileManId }
  | { type: "carry_treasure"; treasure: number };

export type NileQuestion =
  | { type: "grass_fire"; intended: NileDirection }
  | { type: "python"; victim: NileManId; candidates: NileManId[] }
  | { type: "quicksand"; trapped: NileManId[]; max_helpers: number }
  | { type: "gas"; downed: NileManId[]; max_rescuers: number }
  | { type: "dry_waterhole" }
  | { type: "heat_collapse"; men: NileManId[] }
  | { type: "crocodile_load"; max_divers: number; load: NileStores }
  | { type: "shoot_rapids" }
  | { type: "war_canoes"; count: number }
  | { type: "native_posture"; tribe: NileTribe; totals: NileNativeTotals | null; trade_goods: number }
  | { type: "pantomime"; prize: NilePrize }
  | { type: "combat_order"; units: number[] }
  | { type: "hunt_order"; members: number[] }
  | { type: "hunter_action"; encounter: NileHuntingEncounter }
  | { type: "prize_choice"; prize: NilePrize }
  | { type: "go_hunting"; hunters: NileManId[] }
  | { type: "trade"; max_goods: number }
  | { type: "photograph"; subject: NilePhotoSubject; opportunities: number }
  | { type: "cannibalism"; hungry: number }
  | { type: "mines_escape"; men: number; treasure: number; failed: number };

export type NilePending =
  | { type: "plan"; team: NileTeamId; day: number }
  | { type: "lucky_break"; team: NileTeamId; die: DieRoll; left: number }
  | { type: "question"; team: NileTeamId; question: NileQuestion }
  | { type: "over" };

export type NileRole =
  | { type: "explorer" } | { type: "supercargo"; who: NileSupercargoKind } | { type: "bearer" }
  | { type: "reliable_bearer" } | { type: "askari" } | { type: "guide" };
export type NileFate = "died" | "lost_forever" | "deserted" | "left_behind" | "stayed_behind";
export type NileCondition =
  | { type: "fit" } | { type: "unladen"; days: number } | { type: "carried"; days: number; total: number }
  | { type: "delirious" } | { type: "comatose" } | { type: "maimed" };
export type NileStopReason =
  | "table_edge" | "impassable" | "porters_refuse" | "wagon_in_mountains" | "camels" | "river_bank"
  | "reached_centre" | "graveyard" | "river_ends";
export type NileTable = "mountains" | "jungle" | "swamp" | "veldt" | "desert" | "on_river";
export type NileRollPurpose =
  | "count" | "grass_fire" | "graveyard" | "digging" | "wild_shot" | "fate" | "struggle" | "rapids"
  | "fording" | "direction" | "distance";
export type NileSupercargoEvent = {
  type:
    | "heroine_sick" | "animal_in_tent" | "heroine_off_course" | "breakdown" | "wrecked" | "snake_in_bed"
    | "prayers" | "mission_station" | "askari_converted" | "piano_scares_game" | "geological_feature"
    | "develop_plates" | "flash_powder" | "fascinating_shot" | "developing_solution" | "rare_animal";
};
export type NilePhoto = { type: "geological_feature" | "rare_animal" | "fascinating_shot" | "directed" };
export type NileDangerousGame =
  | { animal: "baboons"; count: number; distance: number; direction: NileDirection }
  | { animal: "chimpanzees"; count: number }
  | { animal: "gorillas"; count: number; porter: NileManId; action: string; party_distance: number }
  | { animal: "leopard"; victim: NileManId }
  | { animal: "elephants"; count: number }
  | { animal: "crocodile"; victim: NileManId }
  | { animal: "hippo"; victim: NileManId; distance: number }
  | { animal: "rhinos"; victim: NileManId; distance: number; direction: NileDirection }
  | { animal: "lion"; victim: NileManId; distance: number }
  | { animal: "buffalo"; count: number; distance: number; water_beyond: number }
  | { animal: "warthogs"; count: number }
  | { animal: "river_crocodile"; victim: NileManId }
  | { animal: "hippos"; count: number; distance: number };
export interface NileExploration {
  square: NileSquare; terrain: NileTerrain; direction_dice: [number, number]; terrain_table: number | null;
  river: NileDirection[]; trail: NileDirection[];
}
export interface NileAbandoned { goods: NileStores; canoes: number; animals: number; men: number }

export type NileEvent =
  | { type: "day_begins"; day: number }
  | { type: "planned"; team: NileTeamId; activity: NileActivityLevel; heading: NileDirection; use_guide: boolean; afloat: boolean }
  | { type: "left_behind"; team: NileTeamId; what: NileLeave }
  | { type: "lucky_break"; team: NileTeamId; die: Die; old: number; new: number }
  | { type: "rations"; team: NileTeamId; eaten: number; drunk: number; hungry: number; thirsty: number }
  | { type: "privation"; team: NileTeamId; man: NileManId; thirst: boolean; face: number; total: number }
  | { type: "event_check"; team: NileTeamId; die: Die; face: number; occurred: boolean }
  | { type: "wilderness"; team: NileTeamId; table: NileTable; face: number }
  | { type: "botanist_ignores"; team: NileTeamId }
  | { type: "supercargo"; team: NileTeamId; who: NileSupercargoKind; event: NileSupercargoEvent }
  | { type: "lost_check"; team: NileTeamId; face: number; total: number; lost_number: number; lost: boolean; guide: boolean }
  | { type: "lost_template"; team: NileTeamId; face: number; heading: NileDirection; actually_lost: boolean }
  | { type: "moved"; team: NileTeamId; dice: number[]; intended: number; from: Point; to: Point; stopped: NileStopReason | null }
  | { type: "no_movement"; team: NileTeamId }
  | { type: "explored"; team: NileTeamId; found: NileExploration }
  | { type: "forded"; team: NileTeamId; square: NileSquare }
  | { type: "man_gone"; team: NileTeamId; man: NileManId; role: NileRole; fate: NileFate; load: NileStores }
  | { type: "health"; team: NileTeamId; man: NileManId; role: NileRole; condition: NileCondition }
  | { type: "lucky_bastard"; team: NileTeamId; face: number; cheated: boolean }
  | { type: "goods_lost"; team: NileTeamId; goods: NileStores }
  | { type: "goods_gained"; team: NileTeamId; goods: NileStores }
  | { type: "animals_lost"; team: NileTeamId; count: number }
  | { type: "canoes"; team: NileTeamId; change: number }
  | { type: "abandoned"; team: NileTeamId; abandoned: NileAbandoned }
  | { type: "forbidden"; team: NileTeamId; square: NileSquare }
  | { type: "impassable"; square: NileSquare }
  | { type: "dangerous_game"; team: NileTeamId; encounter: NileDangerousGame }
  | { type: "roll"; team: NileTeamId; what: NileRollPurpose; die: Die; face: number }
  | { type: "arrived"; team: NileTeamId; square: NileSquare }
  | { type: "perished"; team: NileTeamId }
  | { type: "photo"; team: NileTeamId; photo: NilePhoto }
  | { type: "game_over"; day: number }
  | { type: "race"; team: NileTeamId; event: NileRaceEvent };

export type NileTeamStatus = { type: "travelling" } | { type: "arrived"; day: number } | { type: "perished"; day: number };
export interface NilePrivation { turns: number; high_rolls: number }
export interface NileMan {
  id: NileManId; role: NileRole; condition: NileCondition; hunger: NilePrivation; thirst: NilePrivation;
  musket_rounds: number;
}
export interface NileFallen { man: NileMan; fate: NileFate; day: number }
export interface NileAnimal { id: number; kind: "pack_animal" | "camel" | "ox" | "mule"; sick_days: number }
export interface NileVehicle { draught: number; repair_days: number }
export interface NilePhotoRecord { photos: NilePhoto[]; supplies_lost: number }
/** A team as its own player sees it. */
export interface NileTeam {
  id: NileTeamId; name: string; approach: NileApproach; position: Point; skill: NileSkill;
  lucky_breaks: number; lucky_bastard_rolls: number; men: NileMan[]; fallen: NileFallen[];
  animals: NileAnimal[]; canoes: number; stores: NileStores; kit: NileExplorerKit;
  supercargoes: NileSupercargoKind[]; wagon: NileVehicle | null; cart: NileVehicle | null; piano: boolean;
  photos: NilePhotoRecord | null; status: NileTeamStatus; forbidden: NileSquare[];
  graveyard: NileSquare | null; short_of_supplies: boolean; abandon_order: NileItem[]; next_man: number;
  lost_face: boolean; water_target: number; race: NileRaceRecord;
}
export interface NileSquareView {
  square: NileSquare; terrain: NileTerrain | null; river: NileDirection[]; trail: NileDirection[];
  impassable: boolean; rapids: boolean;
}
export interface NileOtherTeam { id: NileTeamId; name: string; approach: NileApproach; status: NileTeamStatus; position: Point | null }
/** The game as one team may see it: its own party, the squares it knows, the others' public state. */
export interface NileView {
  team: NileTeamId; day: number; own: NileTeam | null; squares: NileSquareView[]; others: NileOtherTeam[];
  pending: NilePending | null;
}
export interface NileLogEntry { player: NileTeamId; decision: NileDecision }
