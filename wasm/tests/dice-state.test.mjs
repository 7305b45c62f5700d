// Node tests: the 64-bit dice state survives JS. A setup's seed and PCG generator state are
// 64-bit integers; setup() gives them as exact bigints (a setup passed back starts the same
// game), and a game saved mid-way with toJSON() and restored with fromJSON() plays on to the
// same final state, byte for byte, as the Rust reference (CONGO_NILE_EXPECTED_DIR, written by
// scripts/ci/50-wasm.sh). Text that went through JSON.parse/JSON.stringify has lost those
// integers' low bits, and fromJSON refuses it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const pkg = require("../pkg");
const expectedDir = process.env.CONGO_NILE_EXPECTED_DIR;
const Code = { ReplayFailed: 8 };

/** The shared policy of the conformance runs: at step i, the k-th of n legal decisions. */
const policy = (step, n) => (step * 7 + 3) % n;

/** Apply the shared policy from step `from` until the game ends or `until` steps; the next step. */
function play(game, from, until = Infinity) {
  let step = from;
  for (; !game.isOver() && step < until; step++) {
    const player = game.currentPlayer();
    game.applyLegal(player, policy(step, game.legalDecisions(player).length));
  }
  return step;
}

/** Every `"seed"`, `"state"` and `"increment"` integer in JSON text, as exact bigints. */
const diceNumbers = (text) => [...text.matchAll(/"(seed|state|increment)":(\d+)/g)].map((m) => [m[1], BigInt(m[2])]);

const games = [
  ["nile", pkg.NileGame],
  ["congo", pkg.CongoGame],
];

for (const [kind, Game] of games) {
  const setupFile = expectedDir && `${expectedDir}/${kind}.setup`;
  const name = setupFile && existsSync(setupFile) ? readFileSync(setupFile, "utf8").trim() : Game.builtinNames()[0];

  test(`${kind}: setup() gives the dice source's 64-bit numbers exactly, and starts the same game again`, () => {
    const big = 2n ** 63n + 12345n;
    for (const seed of [7n, big]) {
      const game = new Game(name, seed);
      const setup = game.setup();
      assert.equal(setup.dice.kind, "seeded");
      assert.equal(setup.dice.seed, seed, "the seed is an exact bigint");
      if (setup.dice.rng) {
        assert.equal(typeof setup.dice.rng.state, "bigint");
        assert.equal(typeof setup.dice.rng.increment, "bigint");
        assert.equal(setup.dice.rng.increment % 2n, 1n, "a PCG increment is odd");
      }
      // The same numbers as the saved text, which Rust wrote: the setup's dice come first in it.
      const text = game.toJSON();
      const exact = diceNumbers(text);
      assert.deepEqual(exact[0], ["seed", seed]);
      if (setup.dice.rng) {
        assert.deepEqual(exact.slice(1, 3), [["state", setup.dice.rng.state], ["increment", setup.dice.rng.increment]]);
      }
      // structuredClone keeps bigints (JSON would not): the copy starts the very same game.
      const again = new Game(structuredClone(setup), seed);
      assert.equal(again.toJSON(), text);
      assert.throws(() => JSON.stringify(setup), TypeError, "JSON cannot hold a bigint: it refuses rather than rounds");
    }
  });

  test(`${kind}: saved mid-game with toJSON and restored with fromJSON, the game plays on to the native result`, () => {
    const game = new Game(name, 7n);
    const total = play(game.clone(), 0);
    assert.ok(total > 10, `${kind}: a game of ${total} decisions`);
    const half = play(game, 0, Math.floor(total / 2));
    const text = game.toJSON();
    assert.ok(diceNumbers(text).some(([, v]) => v > BigInt(Number.MAX_SAFE_INTEGER)), "the saved dice state needs 64 bits");
    const restored = Game.fromJSON(text);
    assert.equal(restored.toJSON(), text);
    assert.equal(play(restored, half), total, "the restored game ends after as many decisions");
    play(game, half);
    assert.equal(restored.toJSON(), game.toJSON(), "restored and uninterrupted games end alike");
    const expected = expectedDir && `${expectedDir}/${kind}.json`;
    if (!expected || !existsSync(expected)) {
      assert.fail(`no Rust reference for ${kind} (set CONGO_NILE_EXPECTED_DIR; scripts/ci/50-wasm.sh does)`);
    }
    assert.equal(restored.toJSON(), readFileSync(expected, "utf8").trim(), "byte-equal to the Rust reference");
  });

  test(`${kind}: text that went through JSON.parse/JSON.stringify lost its dice state and is refused`, () => {
    const game = new Game(name, 7n);
    play(game, 0, 40);
    const text = game.toJSON();
    const rounded = JSON.stringify(JSON.parse(text));
    assert.notEqual(rounded, text, "JS numbers round 64-bit integers");
    assert.throws(() => Game.fromJSON(rounded), (err) => {
      assert.equal(err.code, Code.ReplayFailed, `code ${err.code} (${err.codeName}): ${err.message}`);
      return true;
    });
  });
}
