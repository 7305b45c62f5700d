// Node tests of the wasm package (wasm/pkg, built by scripts/build-wasm.sh), run by
// scripts/ci/50-wasm.sh with node's test runner. For each game: a full game with the decision
// policy shared with the Rust reference and the C program, ending byte-equal to the Rust result
// (CONGO_NILE_EXPECTED_DIR holds the reference's <game>.json); thrown errors with codes; clone,
// toJSON/fromJSON and random playouts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const pkg = require("../pkg");
const expectedDir = process.env.CONGO_NILE_EXPECTED_DIR;

// The C ABI's status numbers (tabletop::ErrorCode).
const Code = { GameOver: 4, NotYourDecision: 2, UnknownId: 7, ReplayFailed: 8, InvalidJson: 102, WrongHandleKind: 103, OutOfRange: 106 };

const games = [
  ["congo", pkg.CongoGame],
  ["nile", pkg.NileGame],
].filter(([, Game]) => typeof Game === "function");

/** The shared policy: at step i, the k-th of n legal decisions, k = (i * 7 + 3) % n. */
const policy = (step, n) => (step * 7 + 3) % n;

/** Assert that `fn` throws a real Error with the given numeric code. */
function throwsCode(fn, code, pattern) {
  assert.throws(fn, (err) => {
    assert.ok(err instanceof Error, `not an Error: ${err}`);
    assert.equal(err.code, code, `code ${err.code} (${err.codeName}): ${err.message}`);
    assert.equal(typeof err.codeName, "string");
    if (pattern) assert.match(err.message, pattern);
    return true;
  });
}

/** Play `game` to its end with the shared policy; every 5th decision goes through apply(). */
function playWithPolicy(game) {
  let step = 0;
  let last = null;
  while (!game.isOver()) {
    const player = game.currentPlayer();
    const legal = game.legalDecisions(player);
    assert.ok(legal.length > 0, `step ${step}: player ${player} has no legal decision`);
    const k = policy(step, legal.length);
    const events = step % 5 === 0 ? game.apply(player, legal[k]) : game.applyLegal(player, k);
    assert.ok(Array.isArray(events));
    assert.deepEqual(game.lastEvents(), events);
    last = { player, decision: legal[k] };
    step++;
    assert.ok(step < 100000, "the game did not end");
  }
  return { steps: step, last };
}

test("at least one game is in the package", () => {
  assert.ok(games.length > 0);
});

for (const [kind, Game] of games) {
  const name = Game.builtinNames()[0];

  test(`${kind}: a full game through the package ends byte-equal to the Rust reference`, () => {
    const game = new Game(name, 7n);
    assert.equal(game.players().length > 1, true);
    assert.equal(typeof game.pending(), "object");
    assert.ok(game.phase() < Game.phaseNames().length);
    const { steps, last } = playWithPolicy(game);
    assert.ok(steps > 0);
    assert.equal(game.currentPlayer(), undefined);
    assert.equal(game.log().length, steps);
    const expected = expectedDir && `${expectedDir}/${kind}.json`;
    if (expected && existsSync(expected)) {
      assert.equal(game.toJSON(), readFileSync(expected, "utf8").trim());
    } else {
      assert.fail(`no Rust reference for ${kind} (set CONGO_NILE_EXPECTED_DIR; scripts/ci/50-wasm.sh does)`);
    }
    throwsCode(() => game.apply(last.player, last.decision), Code.GameOver);
  });

  test(`${kind}: bad input throws Errors with codes and leaves the game untouched`, () => {
    throwsCode(() => new Game("no such setup", 1n), Code.UnknownId, /no such setup/);
    throwsCode(() => new Game({ surely: "not a setup" }, 1n), Code.InvalidJson, /setup/);
    const game = new Game(name, 3n);
    const before = game.toJSON();
    throwsCode(() => game.legalDecisions(99), Code.OutOfRange);
    throwsCode(() => game.view(99), Code.OutOfRange);
    throwsCode(() => game.apply(0, { type: "no_such_decision" }), Code.InvalidJson);
    throwsCode(() => game.apply(0, 42), Code.InvalidJson);
    throwsCode(() => game.applyLegal(game.currentPlayer(), 1_000_000), Code.OutOfRange);
    const idle = game.players().findIndex((_, i) => game.legalDecisions(i).length === 0);
    if (idle >= 0) {
      const player = game.currentPlayer();
      throwsCode(() => game.apply(idle, game.legalDecisions(player)[0]), Code.NotYourDecision);
    }
    throwsCode(() => Game.fromJSON("{"), Code.InvalidJson);
    throwsCode(() => Game.fromJSON(before.replace(`"kind":"${kind}"`, `"kind":"other"`)), Code.WrongHandleKind);
    assert.equal(game.toJSON(), before, "a refused call changed the game");
  });

  test(`${kind}: clone, toJSON/fromJSON and random playouts`, () => {
    const game = new Game(name, 5n);
    const copy = game.clone();
    const n = game.randomPlayout(9n, 100000);
    assert.ok(n > 0 && game.isOver());
    assert.equal(copy.isOver(), false, "the clone evolves on its own");
    const text = copy.toJSON();
    const restored = Game.fromJSON(text);
    assert.equal(restored.toJSON(), text);
    assert.equal(copy.randomPlayout(9n, 100000), n);
    assert.equal(copy.toJSON(), game.toJSON(), "same seeds, same playout");
    const short = Game.fromJSON(text);
    throwsCode(() => short.randomPlayout(1n, 1), Code.OutOfRange);
  });
}
