// ---- Congo (congo-core) ------------------------------------------------------------------------
// Every decision and event is declared by its `type` tag; their other fields are not detailed yet
// (open objects): see congo_core::Decision, congo_core::Event, congo_core::Pending,
// congo_core::View and congo_core::Setup for the full serde shapes.
/** A player: "one" or "two" (its index in `CongoGame.players()`: 0 or 1). */
export type CongoPlayer = "one" | "two";
/** The built-in setups of `new CongoGame(name, seed)`. */
export type CongoBuiltin = "skirmish";
/** What a game starts from: the table, two deployed columns, turns, Initiative, environment, dice. */
export type CongoSetup = { [field: string]: unknown };
export type CongoDecision = { type: "choose_action_cards" | "choose_card" | "cheetah" | "initiative" | "move" | "shoot" | "reload" | "rally" | "terror" | "lion" | "gorilla" | "buffalo" | "end_card" | "roll" | "go_to_ground" | "remove_casualties" | "use_rule" | "take_stress" | "give_stress" | "return_stress" | "frenzy" | "remove_stress" | "litany"; [field: string]: unknown };
export type CongoEvent = { type: "star_difference" | "turn_started" | "totem_drawn" | "totem_deck_empty" | "sorcery_card_taken" | "action_cards_chosen" | "step_started" | "card_chosen" | "cards_revealed" | "totem_played" | "initiative_tie" | "card_resolving" | "card_discarded" | "moved" | "melee_engaged" | "reloaded" | "shot_declared" | "dice_discarded" | "rolled" | "rerolled" | "stress_passed" | "special_roll" | "bribed" | "casualty_cancelled" | "hits" | "hits_cancelled" | "smoke_marker" | "death_roll" | "figure_removed" | "group_eliminated" | "stress_drawn" | "stress_returned" | "flees_instead_of_stress" | "casualty_instead_of_flight" | "fled" | "retreated" | "melee_result" | "panic_returned" | "turn_ended" | "victory_points" | "game_over" | "special_rule_used" | "special_rule_rolled" | "stress_exchanged" | "combat_dice_gained"; [field: string]: unknown };
/** Who must decide what now: the turn, the Action step, and the prompts. */
export type CongoPending = { turn: number; step: number | null; prompts: { player: CongoPlayer; [field: string]: unknown }[] };
/** The state as one player may see it. */
export type CongoView = { player: CongoPlayer; turn: number; turns: number; step: number; [field: string]: unknown };
export interface CongoLogEntry { player: CongoPlayer; decision: CongoDecision }
