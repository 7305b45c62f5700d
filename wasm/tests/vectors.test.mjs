// Node tests: the conformance vectors (ffi/tests/vectors/*.jsonl, written and checked by
// ffi/tests/rulebook_vectors.rs, format described there): rulebook examples with scripted dice,
// replayed through fromSetup, the constructor that keeps a setup's own dice. Every decision's
// events must equal the vector's; every refusal (a script that ran dry, a face no die shows)
// must throw the vector's code and leave the game byte-identical. The C test program replays
// the same files through the C ABI.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const pkg = require("../pkg");
const classes = { congo: pkg.CongoGame, nile: pkg.NileGame };
const dir = new URL("../../ffi/tests/vectors/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();

/** `fn` throws an Error carrying the vector's `{code, name}`. */
const throwsCoded = (fn, error, what) =>
  assert.throws(fn, (e) => e instanceof Error && e.code === error.code && e.codeName === error.name, what);

test("the vectors cover both games, a worked example each and a script that runs dry", () => {
  const heads = files.map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), "utf8").split("\n")[0])]);
  for (const game of Object.keys(classes)) {
    const mine = heads.filter(([, h]) => h.game === game).map(([f]) => readFileSync(new URL(f, dir), "utf8"));
    assert.ok(mine.some((t) => !t.includes('"error":')), `${game}: a vector played without refusal`);
    assert.ok(mine.some((t) => t.includes('"code":5,"name":"DiceExhausted"')), `${game}: a dry script`);
  }
});

for (const file of files) {
  const lines = readFileSync(new URL(file, dir), "utf8").split("\n").filter((l) => l.length > 0);
  const head = JSON.parse(lines[0]);
  test(`${file}: ${head.example} (${head.rules.join(", ")})`, () => {
    const Game = classes[head.game];
    assert.ok(Game, `${file}: no game called ${head.game}`);
    const start = JSON.parse(lines[1]);
    if (start.result.error) {
      throwsCoded(() => Game.fromSetup(start.setup), start.result.error, "the setup is refused");
      throwsCoded(() => Game.fromSetup(JSON.stringify(start.setup)), start.result.error, "as text too");
      assert.equal(lines.length, 2, "nothing follows a refused setup");
      return;
    }
    const game = Game.fromSetup(start.setup);
    // The setup's JSON text starts the same game as the object.
    assert.equal(Game.fromSetup(JSON.stringify(start.setup)).toJSON(), game.toJSON());
    assert.deepEqual(game.lastEvents(), start.result.events);
    for (const [i, line] of lines.slice(2).entries()) {
      const step = JSON.parse(line);
      const where = `${file}:${i + 3}`;
      if (step.result.events) {
        assert.deepEqual(game.apply(step.player, step.decision), step.result.events, `${where}: events`);
      } else {
        const before = game.toJSON();
        const events = game.lastEvents();
        throwsCoded(() => game.apply(step.player, step.decision), step.result.error, `${where}: refused`);
        assert.equal(game.toJSON(), before, `${where}: the refusal changed the game`);
        assert.deepEqual(game.lastEvents(), events, `${where}: the refusal changed the last events`);
      }
    }
    // A game started with scripted dice saves and restores like any other.
    assert.equal(Game.fromJSON(game.toJSON()).toJSON(), game.toJSON());
  });
}

for (const [kind, Game] of Object.entries(classes)) {
  test(`${kind}: fromSetup keeps a seeded setup's dice, so setup() starts the same game again`, () => {
    for (const name of Game.builtinNames().slice(0, 2)) {
      const game = new Game(name, 2n ** 63n + 5n);
      assert.equal(Game.fromSetup(game.setup()).toJSON(), game.toJSON(), `${name}: the bigint seed kept exactly`);
    }
  });

  test(`${kind}: fromSetup reads a setup whose dice name only the seed as that seed's game`, () => {
    for (const name of Game.builtinNames().slice(0, 2)) {
      const game = new Game(name, 7n);
      const seedOnly = { ...game.setup(), dice: { kind: "seeded", seed: 7n } };
      assert.equal(Game.fromSetup(seedOnly).toJSON(), game.toJSON(), `${name}: seed 7`);
    }
  });

  test(`${kind}: fromSetup refuses what is not a setup with InvalidJson`, () => {
    const invalid = { code: 102, name: "InvalidJson" };
    for (const bad of ["{", "[]", 42, null, undefined, { x: 1 }, Game.builtinNames()[0]]) {
      throwsCoded(() => Game.fromSetup(bad), invalid, `${String(bad)}`);
    }
    assert.throws(() => Game.fromSetup("{"), /setup is not the expected JSON/);
  });
}
