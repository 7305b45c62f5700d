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

// ---- Encounters: natives, hunting, fights, the quest, the race's end -------------------------
// (expedition game, "Natives" to "The Quest"; nile_core::natives, hunting, combat, animals,
// quest, standing, race). Units and beasts of a fight are indices into the fight's order lists.

/** The posture a party takes toward natives; a Friendly one offers `gifts` trade goods. */
export type NilePosture = { posture: "friendly"; gifts: number } | { posture: "forceful" } | { posture: "defensive" };
/** How the pantomime went: guessed by the player of team `team`, not guessed, or given away by talking. */
export type NilePantomime = { verdict: "guessed_by"; team: NileTeamId } | { verdict: "not_guessed" } | { verdict: "gave_away" };
/** Aimed (no enemy within 5") or snap. */
export type NileShotKind = "aimed" | "snap";
/** An order for the expedition unit a red card activates in a fight with natives (`direction`: 1-8). */
export type NileCombatOrder =
  | { type: "fire"; unit: number; target: number; kind: NileShotKind }
  | { type: "move"; unit: number; direction: NileDirection }
  | { type: "charge"; unit: number; target: number }
  | { type: "hold"; unit: number };
/** An order for the man a red card activates in a fight with animals (`away`: away from the nearest animal). */
export type NileHuntOrder =
  | { type: "shoot"; member: number; beast: number; kind: NileShotKind }
  | { type: "fight"; member: number; beast: number }
  | { type: "move"; member: number; away: boolean }
  | { type: "hold"; member: number };
/** The hunter's action, A-D in the printed order: stay still, move slowly away, shoot, run. */
export type NileHunterAction = "a" | "b" | "c" | "d";
export type NileNativeKind = "generic" | "masai" | "pygmy" | "amazon";
export type NileTribeSize = "small" | "medium" | "large";
/** A tribe met: its kind, size class and warriors (6-65). */
export interface NileTribe { kind: NileNativeKind; size: NileTribeSize; warriors: number }
/** The natives' totals: 2D8 against a Friendly posture, warriors + 1D10 against the others. */
export interface NileNativeTotals { against_friendly: number; against_force: number }
/** The four Objects de Quest. */
export type NilePrize = "king_solomons_mines" | "elephants_graveyard" | "lost_city_of_the_amazons" | "last_cigarette_in_the_sofa";
/** What a photograph shows. */
export type NilePhotoSubject =
  | "friendly_natives" | "scenic" | "combat_with_natives" | "extraordinary_creature" | "lost_city" | "other_quest_site"
  | "rare_animal" | "geological_feature";
/** The rows of the Hunting Encounters table (2D6 = 2 to 12). */
export type NileHuntingEncounter =
  | "noise_behind" | "angry_rhinoceros" | "elephant_herd" | "lion_springs" | "mother_hippo" | "buffalo_herd"
  | "donga_lion" | "stampede" | "twilight_rhinoceroses" | "porter_in_trouble" | "lions_on_the_kill";
/** A prize's square on the central table (column and row, 0-5). */
export interface NilePrizeSite { prize: NilePrize; column: number; row: number }
/** The native encounter check: the die, the modified total, and whether natives were met. */
export interface NileEncounterCheck { roll: number; total: number; encountered: boolean }
/** Natives met: the check, the type D6, the tribe and the natives' totals. */
export interface NileNativesMet { check: NileEncounterCheck; type_roll: number; tribe: NileTribe; totals: NileNativeTotals }
export type NileAttitude = "hostile" | "inhospitable" | "friendly";
/** How the natives' attitude came about, with every roll (`null`: not made). */
export interface NileAttitudeOutcome {
  posture: NilePosture; attitude: NileAttitude; party_total: number | null; natives_total: number | null;
  gifts_counted: number; gift_test: number | null; gifts_refused: boolean;
}
export type NileCombatResult = "party_won" | "party_lost" | "natives_withdrew";
/** What became of an explorer the natives captured. */
export type NileCaptureFate =
  | { fate: "cooking_pot" } | { fate: "lion_pit"; survived: boolean } | { fate: "spear_practice"; survived: boolean; damage: number }
  | { fate: "white_god" } | { fate: "escapes" } | { fate: "escapes_with_bearers" };
/** How a fight with natives ended (`explorers_*`: explorer indices, explorer first). */
export interface NileCombatOutcome {
  result: NileCombatResult; turns: number; warriors_out: number; explorers_dead: number[];
  explorers_captured: [number, NileCaptureFate][]; askari_dead: number; askari_fled: number; bearers_dead: number;
  bearers_fled: number; reliable_bearers_dead: number; explorer_ammo_used: number[]; askari_ammo_used: number;
}
/** What a beaten tribe leaves behind. */
export interface NileBooty { roll: number; trade_goods: number; rations: number; bearers: number }
/** Men and rounds an encounter cost the party. */
export interface NileLosses {
  explorers_dead: number[]; explorers_taken: number[]; askari_dead: number; askari_fled: number; bearers_dead: number;
  bearers_fled: number; reliable_bearers_dead: number; askari_ammo_used: number; explorer_ammo_used: number[];
}
/** What came of meeting natives (`traded`: trade goods given, rations received). */
export interface NileMeetingReport {
  tribe: NileTribe; attitude: NileAttitudeOutcome; gifts_spent: number; fed: boolean; traded: [number, number];
  combat: NileCombatOutcome | null; booty: NileBooty | null; losses: NileLosses; turns_waiting: number;
}
export type NileCardColour = "red" | "black";
/** One shot: the die, the score with modifiers, the number needed, and the damage of a hit. */
export interface NileShotOutcome { roll: number; score: number; needed: number; hit: boolean; damage: number; missed_by: number }
/** One round of melee: each side's score and the damage dealt. */
export interface NileMeleeRound { first: number; second: number; first_damage: number; second_damage: number }
/** A wounded figure's survival roll at its wound level. */
export interface NileSurvivalRoll { level: number; roll: number; lives: boolean }
/** A unit's morale check: its band, the roll, and whether it breaks. */
export interface NileMoraleCheck { band: number; roll: number; breaks: boolean }
/** What happened in a fight with natives (`party`: an expedition unit, else a native one). */
export type NileCombatEvent =
  | { type: "placed"; unit: number; warriors: number; direction: NileDirection; distance: number }
  | { type: "free_move_done" }
  | { type: "turn_began"; turn: number }
  | { type: "card_drawn"; colour: NileCardColour }
  | { type: "party_fired"; unit: number; target: number; shots: NileShotOutcome[]; hits: number }
  | { type: "natives_fired"; unit: number; target: number; hits: number }
  | { type: "wounded"; unit: number; figure: number; damage: number; knocked_down: boolean }
  | { type: "moved"; party: boolean; unit: number; inches: number }
  | { type: "melee"; natives: number; party: number; rounds: NileMeleeRound[]; warriors_out: number }
  | { type: "captured"; unit: number }
  | { type: "survival"; unit: number; figure: number; roll: NileSurvivalRoll }
  | { type: "died"; unit: number; figure: number }
  | { type: "morale"; party: boolean; unit: number; check: NileMoraleCheck }
  | ({ type: "ended" } & NileCombatOutcome);
export type NileReaction = "charge" | "do_nothing" | "move_away" | "run_away";
export type NileCreature = "man" | "hippopotamus" | "elephant" | "rhinoceros" | "buffalo" | "lion" | "rabbit" | "tyrannosaurus" | "kong";
/** How a fight with animals ended: the beasts killed, the members dead (indices). */
export interface NileFightEnding { killed: NileCreature[]; dead_members: number[]; turns: number; timed_out: boolean }
/** What happened in a fight with animals (`man`: a member, else a beast; `from`/`to`: inches along the line). */
export type NileAnimalEvent =
  | { type: "turn_began"; turn: number }
  | { type: "card_drawn"; colour: NileCardColour }
  | { type: "shot"; member: number; beast: number | null; kind: NileShotKind; outcome: NileShotOutcome }
  | { type: "porter_hit"; member: number; damage: number }
  | { type: "reacted"; beast: number; reaction: NileReaction }
  | { type: "member_moved"; member: number; from: number; to: number }
  | { type: "held"; member: number }
  | { type: "beast_moved"; beast: number; from: number; to: number }
  | { type: "stood_up"; beast: number }
  | { type: "melee"; member: number; beast: number; round: NileMeleeRound }
  | { type: "knocked_down"; man: boolean; index: number }
  | { type: "survival"; man: boolean; index: number; roll: NileSurvivalRoll }
  | { type: "died"; man: boolean; index: number }
  | { type: "left"; beast: number }
  | ({ type: "ended" } & NileFightEnding);
/** The hunting roll: its die, the food multiplier, the food and rounds, and whether an encounter followed. */
export interface NileHuntOutcome { roll: number; multiplier: number | null; food: number; ammo_used: number; encounter: boolean }
export type NileMemberFate = "killed" | "injured" | "battered";
/** What a hunt brought (`fates`: hunting-party member index and fate). */
export interface NileHuntReport {
  went_out: number; hunt: NileHuntOutcome; encounter: NileHuntingEncounter | null; fight: NileFightEnding | null;
  food: number; ammo_used: number[]; fates: [number, NileMemberFate][];
}
/** The Amazons' answer at the gates of the Lost City. */
export type NileGateFate =
  | { fate: "attacked" } | { fate: "stripped" } | { fate: "turned_away" } | { fate: "admitted" }
  | { fate: "honoured_guests"; turns: number; treasure: number; bearers: number } | { fate: "god_like" };
/** A captive of the Amazons: held, or escaping with proof or with riches. */
export type NileCaptivity =
  | { result: "held" } | { result: "escapes_with_proof" } | { result: "escapes_with_riches"; slaves: number; treasure: number };
/** What guards the Last Cigarette in the Sofa. */
export type NileGuardian =
  | { guardian: "unprotected" } | { guardian: "pride"; lions: number } | { guardian: "lava_bridge" }
  | { guardian: "rabbit" } | { guardian: "tyrannosaurus" } | { guardian: "kong" };
/** One step of playing out a prize's rules. */
export type NilePrizeStep =
  | { type: "voodoo_signs"; askari_roll: number | null; askari_fled: boolean }
  | { type: "combat"; outcome: NileCombatOutcome }
  | { type: "mines"; roll: number; trapped: boolean }
  | { type: "escape"; roll: number; total: number; escaped: boolean; treasure: number }
  | { type: "toxic_water"; roll: number; sick: number }
  | { type: "gate"; roll: number; fate: NileGateFate }
  | { type: "captivity"; roll: number; result: NileCaptivity }
  | { type: "cigarettes"; had: boolean }
  | { type: "guardian"; roll: number; guardian: NileGuardian }
  /** The lava bridge: `charged` across it (else walked), `carrying` Portage Points of treasure. */
  | { type: "lava"; explorer: number; survived: boolean; charged?: boolean; carrying?: number }
  | { type: "fight"; ending: NileFightEnding };
/** What a prize gave and cost (treasure and weed in Portage Points). */
export interface NilePrizeReport {
  treasure_pp: number; tusks: number; weed_pp: number; lost_city_evidence: boolean; creature_evidence: number;
  turns_spent: number; sick_porters: number; bearers_scared_off: boolean; stripped: boolean; city_bearers: number;
  extra_reliable_bearers: number; hunted: boolean; women_taken: number; losses: NileLosses; steps: NilePrizeStep[];
}
/** A photograph taken: its subject, the D6 where the subject rolls, its worth in VP. */
export interface NileQuestPhoto { subject: NilePhotoSubject; roll: number | null; vp: number }
/** One thing that happened at the race's end (nile_core::race::RaceEvent), tagged by `kind`. */
export type NileRaceEvent =
  | { kind: "natives"; met: NileNativesMet; posture: NilePosture; report: NileMeetingReport }
  | { kind: "native_fight_log"; events: NileCombatEvent[] }
  | { kind: "animal_fight_log"; events: NileAnimalEvent[] }
  | { kind: "story"; vp: number }
  | { kind: "hunted"; report: NileHuntReport }
  | { kind: "prizes_placed" }
  | { kind: "prize_revealed"; site: NilePrizeSite }
  | { kind: "prize_reached"; prize: NilePrize; report: NilePrizeReport }
  | { kind: "asked"; prize: NilePrize; pantomime: NilePantomime; told: boolean }
  | { kind: "photographed"; photo: NileQuestPhoto }
  | { kind: "wild_animals"; ending: NileFightEnding }
  | { kind: "weed_spoiled"; portage: number }
  | { kind: "city_bearer_left" }
  | { kind: "cannibalism"; body: NileManId }
  | { kind: "weed_used"; man: NileManId; turns: number; cured: boolean }
  | { kind: "free_move"; mover: NileTeamId }
  | { kind: "amazons_attack" }
  | { kind: "mission_completed"; place: number }
  | { kind: "held"; turns_left: number; trapped: boolean };
export type NileQuestPhase = "journey" | "questing" | "homeward" | "completed";
/**
 * A fight's or a hunt's working state inside a waiting encounter (cards, units, distances): not
 * a stable shape, and not needed to play: the pending question says what to decide.
 */
export type NileEncounterState = { [field: string]: unknown };
/** An encounter waiting for the team's answer (nile_core::race::Pending); the question is in `NilePending`. */
export type NileRacePending =
  | { type: "natives"; met: NileNativesMet }
  | ({ type: "hunt" } & NileEncounterState)
  | { type: "ask"; site: NilePrizeSite }
  | { type: "native_fight"; fight: NileEncounterState; met: NileNativesMet; posture: NilePosture; report: NileMeetingReport }
  | { type: "hunt_fight"; fight: NileEncounterState; hunt: NileEncounterState; report: NileHuntReport }
  | { type: "wild_fight"; fight: NileEncounterState; ids: NileManId[]; ammo: number[] }
  | { type: "at_prize"; prize: NilePrize; party: NileEncounterState; free_portage: number; report: NilePrizeReport; wait: NileEncounterState | null }
  | { type: "prize"; site: NilePrizeSite }
  | { type: "hunt_offer" }
  | { type: "trade"; met: NileNativesMet; posture: NilePosture; report: NileMeetingReport }
  | { type: "photo"; subject: NilePhotoSubject; ask_village: boolean }
  | { type: "herd"; count: number; distance: number };
/** A team's record of the race's end (`completion`: place and day; `weed_fed`: man and turns left). */
export interface NileRaceRecord {
  phase: NileQuestPhase; last_position: Point | null; revealed: NilePrize[]; prize: NilePrize | null; tried: NilePrize[];
  tusks: number; weed_pp: number; weed_acquired_this_turn: boolean; lost_city_evidence: boolean; creature_evidence: number;
  women_lost: number; cannibalism: number; eaten?: NileManId[]; weed_doses_open?: number; weed_fed?: [NileManId, number][];
  hunted_by_amazons?: boolean; journalist_vp: number; photos: NileQuestPhoto[]; completion: [number, number] | null;
  city_bearers: NileManId[]; turns_since_divide: number; pending: NileRacePending | null;
  waiting_animals?: NileDangerousGame[]; held_turns?: number;
}

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
  | { type: "carry_treasure"; treasure: number }
  | { type: "cross_lava"; charge: boolean }
  | { type: "collect_weed"; portage: number };

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
  | { type: "mines_escape"; men: number; treasure: number; failed: number }
  | { type: "lava_bridge"; explorer: number; back: boolean; carrying: number }
  | { type: "weed_harvest"; carriers: number; most: number }
  | { type: "white_rabbit" }
  | { type: "herd_action"; count: number; distance: number };

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

/** Travelling; arrived at the far edge; perished; or back with its prize (`place`: 1 = first). */
export type NileTeamStatus =
  | { type: "travelling" } | { type: "arrived"; day: number } | { type: "perished"; day: number }
  | { type: "completed"; day: number; place: number };
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
