// Compiled by tsc --noEmit (scripts/ci/50-wasm.sh): the package's declarations type the calls a
// front end makes, and reject wrong ones. The samples of every shape the games produced at run
// time are checked against the same declarations in generated/*.samples.ts (written by
// games.test.mjs).
import { NileGame } from "../pkg/node/congo_nile.js";
import type { NileDecision, NileEvent, NilePending, NileView, NileSetup, NileTeamId } from "../pkg/node/congo_nile.js";

const game = new NileGame("two_teams", 7n);
const players: NileTeamId[] = game.players();
const pending: NilePending = game.pending();
const legal: NileDecision[] = game.legalDecisions(players[0]);
const events: NileEvent[] = game.apply(players[0], legal[0]);
const view: NileView = game.view(0);
const setup: NileSetup = {
  teams: [{ name: "Royal Society", approach: "south", outfit: { bearers: 20, rations: 150, guides: 1 } }],
  dice: { kind: "scripted", queue: [] },
  max_days: 60,
};
const custom = new NileGame(setup, 1n);
const text: string = custom.toJSON();
NileGame.fromJSON(text).clone().free();
// The setup's own (scripted) dice kept, from the object or its JSON text.
const scripted: NileGame = NileGame.fromSetup(setup);
NileGame.fromSetup(JSON.stringify(setup)).free();
// @ts-expect-error: fromSetup takes no seed (the setup holds its dice)
NileGame.fromSetup("two_teams", 7n);
void scripted;
// @ts-expect-error: not a built-in setup name
new NileGame("three_teams", 7n);
// @ts-expect-error: seeds are bigints
new NileGame("solo", 7);
// @ts-expect-error: not a decision
game.apply(0, { type: "fly" });
void [pending, events, view];

// Congo: a built-in Adventure, typed prompts, decisions, events and views.
import { CongoGame } from "../pkg/node/congo_nile.js";
import type { CongoDecision, CongoEvent, CongoPending, CongoView, CongoPlayer } from "../pkg/node/congo_nile.js";
const congo = new CongoGame("gorilla_clearing", 7n);
const congoPlayers: CongoPlayer[] = congo.players();
const congoPending: CongoPending = congo.pending();
const asks: string[] = congoPending.prompts.map((p) => p.ask.type);
const congoLegal: CongoDecision[] = congo.legalDecisions(0);
const congoEvents: CongoEvent[] = congo.apply(0, congoLegal[0]);
const said: string[] = congoEvents.map((e) => e.what.type);
const congoView: CongoView = congo.view(0);
const phase: string = congoView.phase.phase;
// @ts-expect-error: not a built-in Adventure
new CongoGame("kilimanjaro", 7n);
// @ts-expect-error: not a Congo decision
congo.apply(0, { type: "plan" });
const sameDice: CongoGame = CongoGame.fromSetup(congo.setup());
// @ts-expect-error: not a setup
CongoGame.fromSetup({ dice: { kind: "scripted", values: [6, 5] } });
void sameDice;
void [congoPlayers, asks, said, phase];

// A setup's table and Adventure, typed to the field; the dice seed is a bigint.
import type { CongoSetup, CongoTerrainArea, CongoUniversalRule } from "../pkg/node/congo_nile.js";
const congoSetup: CongoSetup = congo.setup();
const areas: CongoTerrainArea[] = congoSetup.table.areas ?? [];
const corners: number = areas.reduce((n, a) => n + a.outline.length, 0);
const rules: CongoUniversalRule["type"][] = congoSetup.adventure?.adventure.special_rules.map((r) => r.type) ?? [];
const seed: bigint | null = congoSetup.dice.kind === "seeded" ? congoSetup.dice.seed : null;
// @ts-expect-error: a table has no lakes
void congoSetup.table.lakes;
void [corners, rules, seed];

// Nile encounters, typed to the field.
import type { NileRaceEvent } from "../pkg/node/congo_nile.js";
const race = view.own?.race;
const warriors: number | undefined = race?.pending?.type === "native_fight" ? race.pending.met.tribe.warriors : undefined;
const told = (e: NileRaceEvent): boolean | undefined => (e.kind === "asked" ? e.told : undefined);
const nileDice = game.setup().dice;
const nileSeed: bigint | null = nileDice.kind === "seeded" ? nileDice.seed : null;
// A waiting fight's working state is typed to the field (generated from nile-core's types).
const fightTurn: number | undefined = race?.pending?.type === "native_fight" ? race.pending.fight.turn : undefined;
// @ts-expect-error: a fight with natives has no such field
void (race?.pending?.type === "native_fight" ? race.pending.fight.dragons : undefined);
void [warriors, told, nileSeed, fightTurn];

// Exact odds (issue 24): a typed query and answer.
import type { CongoOdds, CongoOddsQuery } from "../pkg/node/congo_nile.js";
const oddsQuery: CongoOddsQuery = { type: "terror", target: 4 };
const odds: CongoOdds = new CongoGame("skirmish", 5n).odds(0, oddsQuery);
if (odds.type === "terror") {
  const firstToken: string = odds.stress_tokens[0].probability.numerator;
  const atLeastOne: number = odds.at_least_one_token.p;
  void [firstToken, atLeastOne];
}
// @ts-expect-error: not an action the odds know
new CongoGame("skirmish", 5n).odds(0, { type: "dance" });
