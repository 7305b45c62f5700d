// A hostile JavaScript caller against the wasm package (wasm/pkg), for both games: text that is
// not JSON, values of the wrong type, numbers at and past the ends of their types (NaN, ±Infinity,
// 2^32, 2^64, fractions), nesting a hundred thousand deep, cyclic objects, getters and proxies that
// throw, bogus ids, undefined and null in every position, calls after the game is over, a game
// used after free(). Every refused call throws a real Error with a numeric `code`, a `codeName`
// and a message, never aborts the wasm instance, and leaves the game byte-identical (toJSON
// before and after). At the end, a fresh game still plays exactly as one played before the attack.
// Run by scripts/ci/50-wasm.sh with node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const pkg = require("../pkg");

// The C ABI's status numbers (tabletop::ErrorCode).
const Code = {
  NotYourDecision: 2,
  IllegalDecision: 3,
  GameOver: 4,
  UnknownId: 7,
  InvalidJson: 102,
  OutOfRange: 106,
  InputTooLarge: 107,
};
const CODES = new Set(Object.values(Code).concat([1, 5, 6, 8, 9, 10, 11]));

/** Assert that `fn` throws a coded Error (one of `codes`, if given); returns the error. */
function refused(fn, codes, what = String(fn)) {
  let thrown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  assert.ok(thrown !== undefined, `${what}: did not throw`);
  assert.ok(thrown instanceof Error, `${what}: threw a non-Error ${thrown}`);
  assert.equal(typeof thrown.code, "number", `${what}: no numeric code on ${thrown.name}: ${thrown.message}`);
  assert.ok(CODES.has(thrown.code), `${what}: unknown code ${thrown.code}: ${thrown.message}`);
  assert.equal(typeof thrown.codeName, "string", `${what}: no codeName`);
  assert.ok(thrown.message.length > 10 && /^[^A-Z]/.test(thrown.message), `${what}: message ${thrown.message}`);
  if (codes) assert.ok([codes].flat().includes(thrown.code), `${what}: code ${thrown.codeName} (${thrown.code}): ${thrown.message}`);
  assert.ok(pkg.isCongoNileError(thrown), `${what}: isCongoNileError is false for ${thrown.codeName}`);
  return thrown;
}

/** Run `fn` (which must be refused) against `game` and check the game did not change. */
function untouched(game, fn, codes, what) {
  const before = game.toJSON();
  const err = refused(fn, codes, what);
  assert.equal(game.toJSON(), before, `${what ?? fn}: a refused call changed the game`);
  return err;
}

/** `depth` arrays nested in one another. */
function deep(depth) {
  let v = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Values of every wrong type and at every edge. */
const cyclic = { type: "x" };
cyclic.self = cyclic;
const throwingGetter = Object.defineProperty({}, "type", {
  enumerable: true,
  get() {
    throw new Error("boom from a getter");
  },
});
const throwingProxy = new Proxy(
  {},
  {
    ownKeys() {
      throw new Error("boom from a proxy");
    },
  },
);
const JUNK = [
  ["undefined", undefined],
  ["null", null],
  ["true", true],
  ["0", 0],
  ["-1", -1],
  ["NaN", NaN],
  ["Infinity", Infinity],
  ["2^64", 2 ** 64],
  ["1e308", 1e308],
  ["bigint 2^70", 2n ** 70n],
  ["a non-JSON string", "{not json"],
  ["an empty string", ""],
  ["a JSON string", '{"type":"end_card"}'],
  ["an empty array", []],
  ["an empty object", {}],
  ["a function", () => 1],
  ["a symbol", Symbol("s")],
  ["a Map", new Map([["type", "end_card"]])],
  ["a Date", new Date(0)],
  ["nesting 100000 deep", deep(100000)],
  ["an object nested 100000 deep", { type: "choose_action_cards", cards: deep(100000) }],
  ["a cyclic object", cyclic],
  ["a throwing getter", throwingGetter],
  ["a throwing proxy", throwingProxy],
];

/** Numbers a player index or a count must refuse. */
const BAD_INDICES = [-1, 2 ** 32, 2 ** 53, 1.5, NaN, Infinity, -Infinity, undefined, null, "0", {}, -1n, 2n ** 32n];

const policy = (step, n) => (step * 7 + 3) % n;

function playToEnd(game) {
  for (let step = 0; !game.isOver(); step++) {
    const player = game.currentPlayer();
    game.applyLegal(player, policy(step, game.legalDecisions(player).length));
    assert.ok(step < 100000, "the game did not end");
  }
  return game.toJSON();
}

const games = [
  ["congo", pkg.CongoGame, "skirmish"],
  ["nile", pkg.NileGame, "two_teams"],
];

for (const [kind, Game, name] of games) {
  const reference = playToEnd(new Game(name, 11n));

  test(`${kind}: a hostile setup or seed throws a coded Error`, () => {
    for (const [what, junk] of JUNK) {
      if (typeof junk === "string") refused(() => new Game(junk, 1n), Code.UnknownId, `new ${kind} game from ${what}`);
      else refused(() => new Game(junk, 1n), Code.InvalidJson, `new ${kind} game from ${what}`);
    }
    const setup = new Game(name, 1n).setup();
    // Deep inside a real setup: the path of the problem is in the message.
    const bad = structuredClone(setup);
    bad.dice = { kind: "loaded" };
    const err = refused(() => new Game(bad, 1n), Code.InvalidJson);
    assert.match(err.message, /at dice\.kind: unknown variant `loaded`, expected `seeded` or `scripted`/);
    assert.doesNotMatch(err.message, /struct |enum /);
    for (const [what, seed] of [
      ["a negative bigint", -1n],
      ["a bigint of 2^64", 2n ** 64n],
      ["a negative number", -1],
      ["a fraction", 1.5],
      ["NaN", NaN],
      ["an unsafe number", 2 ** 60],
      ["a string", "7"],
      ["undefined", undefined],
      ["null", null],
      ["an object", {}],
    ]) {
      refused(() => new Game(name, seed), [Code.OutOfRange, Code.InvalidJson], `seed ${what}`);
      refused(() => new Game(setup, seed), [Code.OutOfRange, Code.InvalidJson], `seed ${what} with a setup`);
    }
    // A safe-integer number and the largest bigint are seeds.
    assert.equal(new Game(name, 7).toJSON(), new Game(name, 7n).toJSON());
    new Game(name, 2n ** 64n - 1n);
  });

  // Every input has a size limit, checked before it is read (issue 29: a 56 MB decision cost
  // 970 MB before its refusal): text by its length (decision 8 KiB, setup 1 MiB, saved game
  // 2 MiB, name 256 bytes), a JS value by its count of values (a decision 1,024).
  test(`${kind}: an input over its size limit throws InputTooLarge, the game untouched`, () => {
    const game = new Game(name, 4n);
    const player = game.currentPlayer();
    const huge = { type: "choose_action_cards", cards: new Array(12_000_000).fill(1) };
    untouched(game, () => game.apply(player, huge), Code.InputTooLarge, "a decision of 12 M values");
    untouched(game, () => game.apply(player, { type: "choose_action_cards", cards: new Array(1024).fill(1) }), Code.InputTooLarge, "1,025 values");
    refused(() => Game.fromJSON(" ".repeat(2 * 1024 * 1024 + 1)), Code.InputTooLarge, "fromJSON over 2 MiB");
    refused(() => Game.fromSetup(" ".repeat(1024 * 1024 + 1)), Code.InputTooLarge, "setup text over 1 MiB");
    refused(() => new Game("x".repeat(257), 1n), Code.InputTooLarge, "a name over 256 bytes");
    // At the limits, read as usual.
    refused(() => Game.fromJSON(" ".repeat(2 * 1024 * 1024)), Code.InvalidJson, "fromJSON at 2 MiB");
    refused(() => new Game("x".repeat(256), 1n), Code.UnknownId, "a name of 256 bytes");
  });

  test(`${kind}: fromJSON refuses text that is not a game of this kind`, () => {
    const good = new Game(name, 2n).toJSON();
    for (const [what, junk] of JUNK) {
      refused(() => Game.fromJSON(junk), [Code.InvalidJson], `fromJSON(${what})`);
    }
    refused(() => Game.fromJSON("[".repeat(100000)), Code.InvalidJson, "fromJSON of deep text");
    refused(() => Game.fromJSON(good.slice(0, good.length / 2)), Code.InvalidJson, "fromJSON of half a game");
    refused(() => Game.fromJSON(good + "x"), Code.InvalidJson, "fromJSON with trailing text");
    refused(() => Game.fromJSON(good.replace(/"seed":\d+/, '"seed":-1')), [Code.InvalidJson, 8], "a negative seed");
    assert.equal(Game.fromJSON(good).toJSON(), good);
  });

  test(`${kind}: hostile player indices, decisions and counts leave the game untouched`, () => {
    const game = new Game(name, 4n);
    // A few decisions in, so that the state is not the initial one.
    for (let i = 0; i < 3 && !game.isOver(); i++) game.applyLegal(game.currentPlayer(), 0);
    const player = game.currentPlayer();
    const legal = game.legalDecisions(player);
    assert.ok(legal.length > 0);
    for (const index of BAD_INDICES) {
      const what = `player index ${typeof index === "bigint" ? `${index}n` : String(index)}`;
      untouched(game, () => game.legalDecisions(index), [Code.OutOfRange, Code.InvalidJson], `legalDecisions(${what})`);
      untouched(game, () => game.view(index), [Code.OutOfRange, Code.InvalidJson], `view(${what})`);
      untouched(game, () => game.lastEventsFor(index), [Code.OutOfRange, Code.InvalidJson], `lastEventsFor(${what})`);
      untouched(game, () => game.apply(index, legal[0]), [Code.OutOfRange, Code.InvalidJson], `apply(${what})`);
      untouched(game, () => game.applyLegal(index, 0), [Code.OutOfRange, Code.InvalidJson], `applyLegal(${what})`);
      untouched(game, () => game.applyLegal(player, index), [Code.OutOfRange, Code.InvalidJson], `applyLegal(k = ${what})`);
    }
    untouched(game, () => game.applyLegal(player, legal.length), Code.OutOfRange);
    for (const [what, junk] of JUNK) {
      untouched(game, () => game.apply(player, junk), Code.InvalidJson, `apply(${what})`);
    }
    // Right shape, wrong content: every number in a legal decision pushed past its range, every
    // string replaced by a bogus id, the tag by an unknown one.
    for (const decision of legal.slice(0, 20)) {
      const entries = Object.entries(decision).filter(([k]) => k !== "type");
      for (const [key, value] of entries) {
        const edits = typeof value === "number" ? [-1, 1e9, 2 ** 53, 0.5, "7"] : typeof value === "string" ? ["no_such_id", 7] : [null, "x"];
        for (const edit of edits) {
          const bad = { ...decision, [key]: edit };
          const before = game.toJSON();
          try {
            game.apply(player, bad);
            // A bogus value that happens to be legal is applied like any legal decision: start over.
            continue;
          } catch (err) {
            assert.equal(typeof err.code, "number", `${JSON.stringify(bad)}: ${err}`);
            assert.ok(CODES.has(err.code), `${JSON.stringify(bad)}: ${err.code} ${err.message}`);
          }
          assert.equal(game.toJSON(), before, `${JSON.stringify(bad)}: a refused decision changed the game`);
        }
      }
      untouched(game, () => game.apply(player, { ...decision, type: "no_such_decision" }), Code.InvalidJson);
    }
    // Another player's decision.
    const idle = game.players().findIndex((_, i) => game.legalDecisions(i).length === 0);
    if (idle >= 0) untouched(game, () => game.apply(idle, legal[0]), Code.NotYourDecision);
    for (const limit of [-1, NaN, 1.5, undefined, "10", 2 ** 53]) {
      untouched(game.clone(), () => game.clone().randomPlayout(1n, limit), [Code.OutOfRange, Code.InvalidJson]);
    }
    for (const seed of [-1n, 2n ** 64n, 1.5, undefined, "1"]) {
      untouched(game, () => game.randomPlayout(seed, 10), [Code.OutOfRange, Code.InvalidJson], `randomPlayout(${String(seed)})`);
    }
  });

  test(`${kind}: after the game is over, decisions are refused and reads still answer`, () => {
    const game = new Game(name, 6n);
    const player = game.currentPlayer();
    const first = game.legalDecisions(player)[0];
    playToEnd(game);
    assert.equal(game.currentPlayer(), undefined);
    for (let p = 0; p < game.players().length; p++) {
      assert.deepEqual(game.legalDecisions(p), []);
      untouched(game, () => game.apply(p, first), [Code.GameOver, Code.NotYourDecision]);
      untouched(game, () => game.applyLegal(p, 0), [Code.OutOfRange, Code.GameOver]);
      game.view(p);
      game.lastEventsFor(p);
    }
    assert.equal(game.randomPlayout(1n, 10), 0);
    assert.ok(game.isOver());
  });

  // wasm-bindgen's own guard answers a freed object before any code of ours runs: a plain Error
  // "null pointer passed to rust", without a code (wasm/README.md). It must not harm other games.
  test(`${kind}: a game used after free() throws, and other games are unharmed`, () => {
    const other = new Game(name, 8n);
    const game = new Game(name, 8n);
    game.free();
    for (const call of [() => game.toJSON(), () => game.apply(0, {}), () => game.applyLegal(0, 0), () => game.isOver(), () => game.free()]) {
      assert.throws(call, /null pointer passed to rust/);
    }
    assert.equal(playToEnd(other), playToEnd(new Game(name, 8n)));
  });

  test(`${kind}: after the attack, a new game plays exactly as before it`, () => {
    assert.equal(playToEnd(new Game(name, 11n)), reference);
  });
}

test("congo: hostile column lists and Adventure columns throw coded Errors", () => {
  const { CongoGame } = pkg;
  for (const [what, junk] of JUNK) {
    refused(() => CongoGame.validateColumn(junk, { budget: 100 }), Code.InvalidJson, `validateColumn(${what})`);
    refused(() => CongoGame.validateColumn({ culture: "forest_tribes", groups: [], characters: [], auxiliaries: [] }, junk), Code.InvalidJson, `rules ${what}`);
    refused(() => CongoGame.fromAdventure("gorilla_clearing", junk, 1n), Code.InvalidJson, `fromAdventure(${what})`);
    if (typeof junk !== "string") refused(() => CongoGame.fromAdventure(junk, [], 1n), [Code.UnknownId, Code.InvalidJson], `adventure ${what}`);
  }
  const list = { culture: "forest_tribes", groups: ["no.such_group"], characters: [{ id: "no.such", group: 2 ** 40 }], auxiliaries: [] };
  refused(() => CongoGame.validateColumn(list, { budget: 100 }), Code.InvalidJson);
  list.characters[0].group = 5;
  assert.equal(CongoGame.validateColumn(list, { budget: 100 }).valid, false);
  refused(() => CongoGame.fromAdventure("gorilla_clearing", [list, list], 1n), [6, 7]);
});

test("isCongoNileError tells the package's errors from anything else", () => {
  assert.equal(pkg.isCongoNileError(new Error("plain")), false);
  for (const v of [undefined, null, 4, "GameOver", { code: 4, codeName: "GameOver" }]) {
    assert.equal(pkg.isCongoNileError(v), false, `${JSON.stringify(v)}`);
  }
  // A code and a name that do not belong together, or a code that is not one of ours.
  assert.equal(pkg.isCongoNileError(Object.assign(new Error("x"), { code: 4, codeName: "IllegalDecision" })), false);
  assert.equal(pkg.isCongoNileError(Object.assign(new Error("x"), { code: 0, codeName: "Ok" })), false);
  assert.equal(pkg.isCongoNileError(Object.assign(new Error("x"), { code: 3, codeName: "IllegalDecision" })), true);
});
