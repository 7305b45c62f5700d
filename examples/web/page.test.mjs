// Headless-Chromium test of examples/web (run by scripts/ci/60-web.sh): Debian's chromium
// (/usr/bin/chromium) driven by playwright-core, no browser download. Serves this folder on
// localhost, loads the page, clicks "Next decision" and "Play a turn", and checks the page's log
// lines equal those computed in Node with the same package and narration module; checks the page
// lists the built-in Congo Adventures (CongoGame.adventures()).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withBrowser as browse } from "../browser.mjs";
import { GAMES, adventureLine, playTurn, step } from "./narrate.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = createRequire(import.meta.url)("../../wasm/pkg");

const available = Object.entries(GAMES).filter(([, g]) => typeof pkg[g.className] === "function");

test("the page offers every game of the package", () => {
  assert.ok(available.length > 0);
});

if (typeof pkg.CongoGame === "function") {
  test("the page lists the built-in Congo Adventures", async () => {
    const expected = pkg.CongoGame.adventures().map(adventureLine);
    assert.ok(expected.length >= 4);
    await browse(here, async (browser, url) => {
      const page = await browser.newPage();
      await page.goto(url);
      await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
      assert.deepEqual(await page.$$eval("#adventures li", (items) => items.map((li) => li.textContent)), expected);
    });
  });
}

for (const [kind, { className, setup, turnOf }] of available) {
  test(`${kind}: the page plays a seeded game, a decision then a turn, with the expected log lines`, async () => {
    // The expected log, computed in Node with the same package and narration.
    const game = new pkg[className](setup, 7n);
    const afterStep = [`New game: ${kind} ${setup}, seed 7`, ...step(game, 0)];
    const afterTurn = [...afterStep, ...playTurn(game, 1, turnOf).lines];
    assert.ok(afterTurn.length > afterStep.length, "a turn adds log lines");

    await browse(here, async (browser, url) => {
      const page = await browser.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await page.goto(`${url}?game=${kind}`);
      await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
      const lines = () => page.$$eval("#log li", (items) => items.map((li) => li.textContent));
      assert.deepEqual(await lines(), [afterStep[0]]);
      await page.click("#step");
      assert.deepEqual(await lines(), afterStep);
      await page.click("#turn");
      assert.deepEqual(await lines(), afterTurn);
      const shapes = await page.$$eval("#table circle, #table rect, #table polygon", (c) => c.length);
      assert.ok(shapes > 1, "the SVG shows the table");
      assert.match(await page.textContent("#status"), /turn|day|over/);
      assert.deepEqual(errors, []);
      console.log(`${kind}: page log of ${afterTurn.length} lines; SVG of ${shapes} shapes`);
    });
  });
}
