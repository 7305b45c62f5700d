// The front-end queries of the wasm package (issue 24): the move and shot previews agree with
// `apply`, sight and reach answer for a group on the table, and undo/redo take a player's secret
// choice back and make it again, byte for byte (toJSON). The same scenarios as the C program's
// test_congo_undo and test_congo_queries. Run by scripts/ci/50-wasm.sh with node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { CongoGame } = require("../pkg");

test("undo takes back a secret choice until the opponent answers, redo makes it again", () => {
  const game = new CongoGame("skirmish", 3n);
  const fresh = game.toJSON();
  assert.equal(game.canUndo(0), 0);
  game.applyLegal(0, 0);
  const chosen = game.toJSON();
  assert.equal(game.canUndo(0), 1);
  assert.equal(game.canUndo(1), 0);
  assert.throws(() => game.undo(1), (e) => e instanceof Error && e.code === 3);
  game.undo(0);
  assert.equal(game.toJSON(), fresh);
  assert.equal(game.canRedo(1), false);
  assert.equal(game.canRedo(0), true);
  const events = game.redo(0);
  assert.ok(Array.isArray(events) && events.length > 0);
  assert.equal(game.toJSON(), chosen);
  assert.throws(() => game.redo(0), (e) => e instanceof Error && e.code === 3);
  assert.throws(() => game.canUndo(2), (e) => e instanceof Error && e.code === 106);
  game.free();
});

test("previews agree with apply; sight and reach answer", () => {
  const game = new CongoGame("skirmish", 3n);
  let moved = false;
  let shot = false;
  for (let step = 0; step < 3000 && !(moved && shot) && !game.isOver(); step++) {
    const player = game.currentPlayer();
    const legal = game.legalDecisions(player);
    const move = legal.find((d) => d.type === "move");
    if (!moved && move) {
      moved = true;
      const preview = game.previewMove(player, move);
      assert.equal(preview.verdict, "legal", JSON.stringify(preview));
      assert.deepEqual(preview.move.decision, move);
      assert.ok(preview.move.formation.length >= preview.move.figures.length);
      assert.equal(game.previewMove(1 - player, move).refusal.reason, "no_card_action");
      const reach = game.reach(move.group, move.leader);
      assert.equal(reach.one_stick.points.length, 36);
      const far = { group: move.group, leader: move.leader, path: [{ x: reach.start.x + 9000, y: reach.start.y }] };
      const refused = game.previewMove(player, far);
      assert.equal(refused.verdict, "illegal");
      assert.equal(refused.refusal.reason, "geometry");
      const sight = game.sight(move.group);
      assert.ok(sight.targets.length > 0);
      for (const t of sight.targets) {
        assert.ok(["s", "m", "l", "beyond"].includes(t.band));
        assert.equal(t.figures.length > 0, true);
      }
      assert.throws(() => game.sight(999), (e) => e instanceof Error && e.code === 7);
      // The preview's decision is the one apply accepts.
      const copy = CongoGame.fromJSON(game.toJSON());
      copy.apply(player, preview.move.decision);
      copy.free();
    }
    const shoot = legal.find((d) => d.type === "shoot");
    if (!shot && shoot) {
      shot = true;
      const verdict = game.previewShot(player, shoot);
      assert.equal(verdict.verdict, "legal", JSON.stringify(verdict));
      const copy = CongoGame.fromJSON(game.toJSON());
      copy.apply(player, shoot);
      const roll = copy.pendingFor(player).prompts.find((p) => p.ask.type === "roll");
      if (roll) {
        assert.deepEqual(verdict.shot.dice, roll.ask.dice);
        assert.equal(verdict.shot.discards, roll.ask.drop);
      }
      copy.free();
    }
    game.applyLegal(player, (step * 7 + 3) % legal.length);
  }
  assert.ok(moved && shot, `move previewed: ${moved}, shot previewed: ${shot}`);
  game.free();
});
