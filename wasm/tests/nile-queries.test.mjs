// The expedition game's front-end queries in the wasm package (issue 24): the known map, the
// reach, a plan's cost and Lost Check odds (and what `apply` then does with the plan's meal),
// and the odds of a hunt and of a native attitude roll, given and read from the game. Odds are
// {p, numerator, denominator}, as Congo's. Run by scripts/ci/50-wasm.sh with node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { NileGame } = require("../pkg");

/** An odds object: p is the fraction's float. */
function assertOdds(o, what) {
  assert.equal(typeof o.numerator, "number", what);
  assert.ok(o.denominator > 0 && o.numerator <= o.denominator, what);
  assert.ok(Math.abs(o.p - o.numerator / o.denominator) < 1e-12, `${what}: p ${o.p}`);
}

/** Plays random legal decisions until `stop(game)` or the end; true when stopped. */
function playUntil(game, stop, limit = 4000) {
  for (let step = 0; step < limit && !game.isOver(); step++) {
    if (stop(game)) return true;
    const team = game.currentPlayer();
    const legal = game.legalDecisions(team);
    game.applyLegal(team, (step * 7919) % legal.length);
  }
  return false;
}

test("knownMap, reach, planLostOdds and planCost answer for the team asked to plan", () => {
  const game = new NileGame("two_teams", 7n);
  const team = game.currentPlayer();
  const known = game.knownMap(team);
  assert.ok(Array.isArray(known) && known.length > 0);
  assert.ok(known.every((s) => typeof s.square.col === "number" && typeof s.terrain === "string"));
  const reach = game.reach(team);
  assert.deepEqual(
    reach.map((l) => l.activity),
    ["cautious", "normal", "reckless"],
  );
  assert.deepEqual(
    reach.map((l) => l.dice),
    [2, 3, 5],
  );
  assert.ok(reach[2].squares.length >= reach[0].squares.length, "reckless reaches at least as far");
  const plans = game.legalDecisions(team).filter((d) => d.type === "plan");
  assert.ok(plans.length > 0);
  for (const plan of plans) {
    const cost = game.planCost(team, plan);
    assert.deepEqual(cost.lost, game.planLostOdds(team, plan));
    assertOdds(cost.lost.lost, "lost check");
    assert.equal(cost.activity, plan.activity);
    assert.equal(cost.least, cost.dice);
    assert.ok(cost.most >= cost.least);
    const level = reach.find((l) => l.activity === plan.activity);
    let last = 0;
    for (const s of cost.route.squares) {
      assert.ok(s.roll >= last && s.roll <= cost.most, "rolls ascend within the dice");
      last = s.roll;
      const r = level.squares.find((q) => q.square.col === s.square.col && q.square.row === s.square.row);
      assert.ok(r && r.roll <= s.roll, `square ${JSON.stringify(s.square)} within the reach`);
    }
    assert.ok(cost.meal && cost.meal.rations >= 0 && typeof cost.left.rations === "number");
  }
  // The meal the cost foresaw is the meal apply serves.
  const plan = plans[0];
  const cost = game.planCost(team, plan);
  const events = game.apply(team, plan);
  const rations = events.find((e) => e.type === "rations" && e.team === team);
  if (rations && !cost.meal.cannibalism) {
    assert.equal(rations.hungry, cost.meal.hungry);
    assert.equal(rations.thirsty, cost.meal.thirsty);
    assert.equal(rations.drunk, cost.meal.water);
  }
  game.free();
});

test("plan queries give apply's refusal", () => {
  const game = new NileGame("two_teams", 7n);
  const team = game.currentPlayer();
  const plan = game.legalDecisions(team).find((d) => d.type === "plan");
  assert.throws(() => game.planCost(1 - team, plan), (e) => e instanceof Error && e.code === 2);
  assert.throws(() => game.planCost(team, { type: "keep_roll" }), (e) => e instanceof Error && e.code === 3);
  assert.throws(() => game.planCost(9, plan), (e) => e instanceof Error && e.code === 106);
  assert.throws(() => game.reach(9), (e) => e instanceof Error && e.code === 106);
  game.free();
});

test("hunt odds: given, and read from the team's ground and skill", () => {
  const given = NileGame.huntOdds({ ground: "veldt", hunter_skill: false });
  assert.deepEqual(given.encounter, { p: 2 / 36, numerator: 2, denominator: 36 });
  assert.equal(
    given.food.reduce((n, [, o]) => n + o.numerator, 0),
    36,
  );
  given.food.forEach(([, o]) => assertOdds(o, "food"));
  const game = new NileGame("four_teams", 3n);
  for (let team = 0; team < 4; team++) {
    const here = game.huntOddsFor(team);
    assert.ok(typeof here.square.col === "number");
    assert.deepEqual(here.odds, NileGame.huntOdds({ ground: here.ground, hunter_skill: here.hunter_skill }));
  }
  assert.throws(() => game.huntOddsFor(9), (e) => e instanceof Error && e.code === 106);
  game.free();
});

test("attitude odds: given, and read from the natives a team has met", () => {
  const party = { armed_men: 6, commanding_presence: false, diplomat: false, temper: "normal" };
  const tribe = { kind: "generic", size: "medium", warriors: 20 };
  const given = NileGame.attitudeOdds({ tribe, party, posture: { posture: "forceful" }, totals: null });
  for (const row of ["hostile", "inhospitable", "friendly"]) assertOdds(given[row], row);
  assert.equal(given.hostile.numerator + given.inhospitable.numerator + given.friendly.numerator, given.hostile.denominator);

  const game = new NileGame("four_teams", 5n);
  assert.throws(
    () => game.attitudeOddsFor(game.currentPlayer(), { posture: "forceful" }),
    (e) => e instanceof Error && e.code === 3,
  );
  const asked = (g) => {
    const p = g.pending();
    return p.type === "question" && p.question.type === "native_posture";
  };
  let met = false;
  for (let seed = 5n; seed < 40n && !met; seed++) {
    const g = new NileGame("four_teams", seed);
    if (playUntil(g, asked)) {
      met = true;
      const team = g.currentPlayer();
      const q = g.pending().question;
      for (const d of g.legalDecisions(team).filter((d) => d.type === "posture")) {
        const here = g.attitudeOddsFor(team, d.posture);
        assert.deepEqual(here.tribe, q.tribe);
        assert.deepEqual(here.totals, q.totals);
        assert.deepEqual(
          here.odds,
          NileGame.attitudeOdds({ tribe: here.tribe, party: here.party, posture: d.posture, totals: here.totals }),
        );
      }
      assert.throws(
        () => g.attitudeOddsFor(team, { posture: "friendly", gifts: 99 }),
        (e) => e instanceof Error && e.code === 3,
      );
    }
    g.free();
  }
  assert.ok(met, "some team met natives");
  game.free();
});
