// CongoGame.narrate: the Rust narration (congo-core's `narration`, what the `skirmish` example
// prints) for JavaScript pages. Run by scripts/ci/50-wasm.sh with node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { CongoGame } = require("../pkg");

test("every event of a whole game narrates as one sentence, names taken from the setup", () => {
  const game = new CongoGame("gorilla_clearing", 7n);
  const lines = [];
  for (let p = game.currentPlayer(); p !== undefined; p = game.currentPlayer()) {
    const events = game.apply(p, game.legalDecisions(p)[0]);
    const said = game.narrate(events);
    assert.equal(said.length, events.length, "one sentence per event");
    for (const s of said) assert.ok(typeof s === "string" && s.length > 3, `a sentence: ${JSON.stringify(s)}`);
    lines.push(...said);
    // What each player may know narrates too (his own view of the same events).
    for (const q of [0, 1]) {
      const own = game.lastEventsFor(q);
      assert.equal(game.narrate(own).length, own.length);
    }
  }
  assert.ok(lines.includes("turn 2 begins"), "a turn's start, as the skirmish example says it");
  assert.ok(lines.some((l) => l.includes("The Explorer's expedition")), "columns named from the Adventure");
  assert.ok(lines.some((l) => /Stress token/.test(l)), "in the rulebook's terms");
});

test("narrate refuses what is not a list of events, with a coded error", () => {
  const game = new CongoGame("skirmish", 1n);
  for (const bad of [42, "turn", [{ what: "nothing" }], [null]]) {
    assert.throws(() => game.narrate(bad), (e) => e.code === 102 && e.codeName === "InvalidJson", JSON.stringify(bad));
  }
  assert.deepEqual(game.narrate([]), []);
});
