// Node tests of the Congo list-building calls of the wasm package (wasm/pkg): CongoGame.rosters(),
// validateColumn(), adventures() and fromAdventure(), as a list-building app uses them: read the
// rosters, build a column within an Adventure side's budget, check it, start the Adventure and
// play it to its end. Run by scripts/ci/50-wasm.sh with node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { CongoGame } = require("../pkg");

// The C ABI's status numbers (tabletop::ErrorCode).
const Code = { InvalidRoster: 6, UnknownId: 7, InvalidJson: 102 };

/** Assert that `fn` throws a real Error with the numeric `code`, its name, and a readable message. */
function throwsCode(fn, code, pattern) {
  assert.throws(fn, (err) => {
    assert.ok(err instanceof Error, `not an Error: ${err}`);
    assert.equal(err.code, code, `code ${err.code} (${err.codeName}): ${err.message}`);
    assert.equal(typeof err.codeName, "string");
    assert.ok(err.message.length > 10, `message too short: ${err.message}`);
    assert.match(err.message, pattern);
    return true;
  });
}

/**
 * A column list of `culture` for a side with `rules`, built as an app would: a character (the
 * imposed ones, else the culture's first) joined to the first group that takes a character,
 * then every further group, in roster order, that keeps the list valid (budget, limits...).
 */
function buildColumn(rosters, culture, rules) {
  const roster = rosters.cultures.find((c) => c.culture === culture);
  assert.ok(roster, `no roster for ${culture}`);
  const characters = (rules.imposed_characters?.length ? rules.imposed_characters : [roster.characters[0].id])
    .map((id) => ({ id, group: 0 }));
  const valid = (groups) => CongoGame.validateColumn({ culture, groups, characters, auxiliaries: [] }, rules).valid;
  const first = roster.groups.find((g) => g.joins.character && valid([g.id]));
  assert.ok(first, `${culture}: no group takes ${characters.map((c) => c.id)} within ${rules.budget} points`);
  const groups = [first.id];
  for (const g of roster.groups) {
    if (valid([...groups, g.id])) groups.push(g.id);
  }
  return { culture, groups, characters, auxiliaries: [] };
}

test("rosters(): the column-wide limits and every culture's characters, auxiliaries and groups", () => {
  const rosters = CongoGame.rosters();
  assert.equal(rosters.max_characters, 2);
  assert.equal(rosters.max_auxiliaries, 4);
  assert.deepEqual(
    rosters.cultures.map((c) => c.culture).sort(),
    ["african_kingdoms", "forest_tribes", "sultanate_of_zanzibar", "white_men_expeditions"],
  );
  for (const c of rosters.cultures) {
    assert.ok(c.name.length > 0);
    assert.ok(c.characters.length > 0 && c.groups.length > 0, `${c.culture}: an empty list`);
    for (const p of [...c.characters, ...c.auxiliaries, ...c.groups]) {
      assert.equal(p.culture, c.culture, `${p.id} listed under ${c.culture}`);
      assert.equal(typeof p.id, "string");
    }
    for (const g of c.groups) assert.ok(Number.isInteger(g.points) && g.points >= 0, `${g.id}: points ${g.points}`);
    for (const ch of c.characters) assert.ok(Number.isInteger(ch.stars), `${ch.id}: stars ${ch.stars}`);
  }
  const ids = rosters.cultures.flatMap((c) => [...c.characters, ...c.auxiliaries, ...c.groups].map((p) => p.id));
  assert.equal(new Set(ids).size, ids.length, "a profile id is listed twice");
});

test("validateColumn(): a valid column is mustered with its cost and stars", () => {
  const rosters = CongoGame.rosters();
  const rules = { budget: 100 };
  const list = buildColumn(rosters, "white_men_expeditions", rules);
  const check = CongoGame.validateColumn(list, rules);
  assert.equal(check.valid, true, JSON.stringify(check.problems));
  assert.deepEqual(check.problems, []);
  assert.ok(check.cost > 0 && check.cost <= rules.budget, `cost ${check.cost}`);
  const roster = rosters.cultures.find((c) => c.culture === "white_men_expeditions");
  const points = list.groups.reduce((sum, id) => sum + roster.groups.find((g) => g.id === id).points, 0);
  assert.equal(check.cost, points, "the cost is the sum of the groups' points");
  assert.equal(check.stars, roster.characters.find((c) => c.id === list.characters[0].id).stars);
  assert.equal(check.column.culture, "white_men_expeditions");
  assert.deepEqual(check.column.groups.map((g) => g.profile.id), list.groups);
  assert.equal(check.column.groups[0].characters[0].id, list.characters[0].id);
  assert.equal(check.column.cost, check.cost);
});

test("validateColumn(): an invalid column lists every problem with a rule name, a code and a message", () => {
  const rosters = CongoGame.rosters();
  const wme = rosters.cultures.find((c) => c.culture === "white_men_expeditions");
  const zan = rosters.cultures.find((c) => c.culture === "sultanate_of_zanzibar");
  // No character, a group of another culture, an unknown group, and far over a 10-point budget.
  const list = { culture: "white_men_expeditions", groups: [wme.groups[0].id, zan.groups[0].id, "no.such_group"], characters: [], auxiliaries: [] };
  const check = CongoGame.validateColumn(list, { budget: 10 });
  assert.equal(check.valid, false);
  assert.equal(check.column, null);
  const kinds = check.problems.map((p) => p.kind);
  for (const kind of ["no_character", "wrong_culture", "unknown_group", "over_budget"]) {
    assert.ok(kinds.includes(kind), `${kind} missing from ${kinds}`);
  }
  for (const p of check.problems) {
    assert.equal(p.code, p.kind === "unknown_group" ? "UnknownId" : "InvalidRoster", `${p.kind}: code ${p.code}`);
    assert.match(p.message, /^[^A-Z]/, `${p.kind}: a lowercase sentence, not ${p.message}`);
  }
  assert.match(check.problems.find((p) => p.kind === "unknown_group").message, /no\.such_group/);
  assert.match(check.problems.find((p) => p.kind === "over_budget").message, /10/);
});

test("validateColumn(): a malformed list or rules throw an Error with code and message", () => {
  throwsCode(() => CongoGame.validateColumn({ culture: "atlanteans", groups: [], characters: [], auxiliaries: [] }, { budget: 100 }), Code.InvalidJson, /column list.*atlanteans/);
  throwsCode(() => CongoGame.validateColumn({ culture: "forest_tribes", groups: [] }, { budget: 100 }), Code.InvalidJson, /column list/);
  throwsCode(() => CongoGame.validateColumn({ culture: "forest_tribes", groups: [], characters: [], auxiliaries: [] }, { budget: "lots" }), Code.InvalidJson, /muster rules/);
  throwsCode(() => CongoGame.validateColumn(null, { budget: 100 }), Code.InvalidJson, /column list/);
});

test("adventures(): every built-in Adventure, summarized for choosing one", () => {
  const all = CongoGame.adventures();
  const builtins = CongoGame.builtinNames();
  assert.ok(all.length >= 4);
  for (const a of all) {
    assert.ok(builtins.includes(a.name), `${a.name} is not a built-in setup name`);
    assert.ok(a.title.length > 0 && a.narrative.length > 0, `${a.name}: no title or narrative`);
    assert.ok(a.turns > 0);
    assert.ok(["one", "two"].includes(a.initiative));
    assert.ok(a.objectives.length > 0, `${a.name}: no objective`);
    assert.ok(a.special_rules.some((r) => /jungle|savannah/i.test(r)), `${a.name}: neither Jungle nor Savannah in ${a.special_rules}`);
    assert.equal(a.protagonists.length, 2);
    for (const p of a.protagonists) {
      assert.ok(p.name.length > 0 && p.detachments.length > 0);
      assert.ok(p.muster_rules.budget > 0);
      if (p.budget.type === "fixed") assert.equal(p.muster_rules.budget, p.budget.points);
      else assert.ok(p.budget.min <= p.muster_rules.budget && p.muster_rules.budget <= p.budget.max);
    }
  }
  assert.equal(new Set(all.map((a) => a.name)).size, all.length);
});

test("fromAdventure(): each built-in Adventure starts from two built columns and plays to its end", () => {
  const rosters = CongoGame.rosters();
  const fallback = ["white_men_expeditions", "forest_tribes"];
  for (const a of CongoGame.adventures()) {
    const columns = a.protagonists.map((p, i) => buildColumn(rosters, p.culture ?? fallback[i], p.muster_rules));
    const game = CongoGame.fromAdventure(a.name, columns, 7n);
    const again = CongoGame.fromAdventure(a.name, columns, 7n);
    assert.equal(game.toJSON(), again.toJSON(), `${a.name}: the same columns and seed start the same game`);
    assert.equal(game.isOver(), false);
    const view = game.view(0);
    assert.equal(view.turns, a.turns, `${a.name}: turns`);
    const ownGroups = view.groups.filter((g) => g.owner === "one").length;
    assert.equal(ownGroups, columns[0].groups.length, `${a.name}: column one's groups are on the table`);
    assert.equal(game.setup().adventure.adventure.name, a.name);
    const decisions = game.randomPlayout(11n, 100000);
    assert.ok(decisions > 0 && game.isOver(), `${a.name}: did not end`);
    assert.equal(again.randomPlayout(11n, 100000), decisions, `${a.name}: same seeds, same playout`);
    assert.equal(again.toJSON(), game.toJSON());
    assert.equal(CongoGame.fromJSON(game.toJSON()).toJSON(), game.toJSON(), `${a.name}: the finished game restores`);
  }
});

test("fromAdventure(): an unknown Adventure or a column that does not muster throws a coded Error", () => {
  const rosters = CongoGame.rosters();
  const [first] = CongoGame.adventures();
  const columns = first.protagonists.map((p, i) =>
    buildColumn(rosters, p.culture ?? ["white_men_expeditions", "forest_tribes"][i], p.muster_rules));
  throwsCode(() => CongoGame.fromAdventure("kilimanjaro", columns, 7n), Code.UnknownId, /kilimanjaro/);
  const noCharacter = { ...columns[1], characters: [] };
  throwsCode(() => CongoGame.fromAdventure(first.name, [columns[0], noCharacter], 7n), Code.InvalidRoster, /column two/);
  throwsCode(() => CongoGame.fromAdventure(first.name, [columns[0]], 7n), Code.InvalidJson, /two column lists/);
});
