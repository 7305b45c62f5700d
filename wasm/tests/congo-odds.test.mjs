// Node tests of CongoGame.odds (issue 24): the exact odds of a shot met in a seeded demo
// skirmish, of a melee, a Terror test and a Rally; every distribution's exact fractions sum to
// exactly 1 (BigInt arithmetic) and its floats agree with them; the refusals and their codes.
// Run by scripts/ci/50-wasm.sh with node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { CongoGame } = require("../pkg");

// The C ABI's status numbers (tabletop::ErrorCode).
const Code = { IllegalDecision: 3, UnknownId: 7, InvalidJson: 102, OutOfRange: 106 };

function throwsCode(fn, code) {
  assert.throws(fn, (err) => {
    assert.ok(err instanceof Error, `not an Error: ${err}`);
    assert.equal(err.code, code, `code ${err.code} (${err.codeName}): ${err.message}`);
    return true;
  });
}

const gcd = (a, b) => (b === 0n ? a : gcd(b, a % b));

/** A distribution sums to exactly 1, each float within 1e-12 of its fraction, values 0, 1, 2... */
function checkDistribution(name, dist) {
  assert.ok(dist.length > 0, `${name}: empty`);
  let num = 0n;
  let den = 1n;
  dist.forEach((chance, i) => {
    assert.equal(chance.value, i, `${name}: values in order`);
    const { p, numerator, denominator } = chance.probability;
    const [n, d] = [BigInt(numerator), BigInt(denominator)];
    assert.ok(Math.abs(p - Number(n) / Number(d)) < 1e-12, `${name}: ${p} vs ${numerator}/${denominator}`);
    num = num * d + n * den;
    den = den * d;
    const g = gcd(num, den);
    [num, den] = [num / g, den / g];
  });
  assert.deepEqual([num, den], [1n, 1n], `${name} sums to ${num}/${den}`);
}

/** A probability at least `k` from a distribution, as a float. */
const atLeast = (dist, k) => dist.filter((c) => c.value >= k).reduce((s, c) => s + c.probability.p, 0);

test("the odds of the first shot of a seeded demo skirmish", () => {
  const game = new CongoGame("skirmish", 11n);
  let asked = null;
  for (let step = 0; !game.isOver() && step < 5000 && !asked; step++) {
    const player = game.currentPlayer();
    const legal = game.legalDecisions(player);
    const shot = legal.find((d) => d.type === "shoot");
    if (shot) {
      const query = { type: "shot", group: shot.group, leader: shot.leader, target: shot.target, giraffe: shot.giraffe };
      asked = game.odds(player, query);
      break;
    }
    game.applyLegal(player, (step * 7919) % legal.length);
  }
  assert.ok(asked, "no shot was offered");
  assert.equal(asked.type, "shot");
  assert.ok(asked.attack_dice.length > 0);
  for (const key of ["hits", "casualties", "stress_tokens"]) checkDistribution(key, asked[key]);
  assert.ok(Math.abs(asked.at_least_one_casualty.p - atLeast(asked.casualties, 1)) < 1e-12);
  assert.ok(Math.abs(asked.at_least_one_hit.p - atLeast(asked.hits, 1)) < 1e-12);
  assert.ok(asked.at_least_one_hit.p >= asked.at_least_one_casualty.p);
});

test("the odds of a melee, a Terror test, and the refusals", () => {
  // The demo skirmish: player one's groups are 0-3, player two's 4-7.
  const game = new CongoGame("skirmish", 5n);
  const melee = game.odds(0, { type: "melee", attacker: 0, defender: 4, across_obstacle: false });
  assert.equal(melee.type, "melee");
  for (const key of ["attacker_hits", "defender_hits", "attacker_casualties", "defender_casualties"]) {
    checkDistribution(key, melee[key]);
  }
  const total = melee.attacker_wins.p + melee.defender_wins.p + melee.draw.p;
  assert.ok(Math.abs(total - 1) < 1e-12, `win, lose and draw sum to ${total}`);
  const terror = game.odds(0, { type: "terror", target: 4 });
  assert.equal(terror.type, "terror");
  assert.equal(terror.hits, 1);
  checkDistribution("stress_tokens", terror.stress_tokens);
  throwsCode(() => game.odds(1, { type: "rally", group: 0 }), Code.IllegalDecision);
  throwsCode(() => game.odds(0, { type: "rally", group: 0 }), Code.IllegalDecision); // no token
  throwsCode(() => game.odds(0, { type: "terror", target: 99 }), Code.UnknownId);
  throwsCode(() => game.odds(0, { type: "dance" }), Code.InvalidJson);
  throwsCode(() => game.odds(2, { type: "terror", target: 4 }), Code.OutOfRange);
});
