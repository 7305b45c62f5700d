// Headless-Chromium test of examples/play (run by scripts/ci/60-web.sh): Debian's chromium
// (/usr/bin/chromium) driven by playwright-core, no browser download; the page served from this
// folder on localhost, the bot's delay 0 (`?delay=0`). A scripted person plays one whole built-in
// Adventure against the bot by clicking: a move by pointer (the hover shows a legal preview, the
// click moves the group), an undo of that move (the engine's undo: the figures stand where they
// stood) and a redo (the figures where the move put them), a shot at an enemy in sight with its odds shown, a save (the download is the game's
// toJSON) then a load of that file (the same table), and otherwise the first button of every
// prompt, to the end of the game. Screenshots go to ./artifacts/ (ignored by git).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withBrowser as browse } from "../browser.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const { CongoGame } = createRequire(import.meta.url)("../../wasm/pkg");
const artifacts = path.join(here, "artifacts");

// The Adventure, side and seed: a short game (about 90 decisions of the person) with a shot
// offered early (checked with the same click policy in Node).
const ADVENTURE = "night_ambush";
const SIDE = "0";
const SEED = "5";

/** Screen coordinates of a table point (inches, north up) through the SVG's own transform. */
function screenOf(page, x, y) {
  return page.evaluate(([x, y]) => {
    const svg = document.getElementById("table");
    const height = svg.viewBox.baseVal.height;
    const pt = svg.createSVGPoint();
    pt.x = x;
    pt.y = height - y;
    const p = pt.matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }, [x, y]);
}

/** The centres of the person's figures of `group`, in table inches. */
const figuresOf = (page, group) => page.$$eval(`#table circle.figure[data-group="${group}"]`, (cs) => {
  const height = document.getElementById("table").viewBox.baseVal.height;
  return cs.map((c) => [Number(c.getAttribute("cx")), height - Number(c.getAttribute("cy"))]);
});

/** Click the first figure of `group` with the mouse, at its table position. */
async function clickFigure(page, group) {
  const [[x, y]] = await figuresOf(page, group);
  const p = await screenOf(page, x, y);
  await page.mouse.click(p.x, p.y);
}

const logLines = (page) => page.$$eval("#log li", (items) => items.map((li) => li.textContent));

test("a person plays a whole Adventure against the bot by clicking", async () => {
  await mkdir(artifacts, { recursive: true });
  const started = Date.now();
  await browse(here, async (browser, url) => {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1500, height: 950 } });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(`${url}?delay=0`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });

    // The Adventures offered are the package's.
    const offered = await page.$$eval("#adventure option", (os) => os.map((o) => o.value));
    assert.deepEqual(offered, CongoGame.adventures().map((a) => a.name));
    await page.selectOption("#adventure", ADVENTURE);
    await page.selectOption("#side", SIDE);
    await page.fill("#seed", SEED);
    await page.click("#new");
    assert.match((await logLines(page))[0], /New game: Ambush by Night/);

    const done = { move: false, undo: false, redo: false, shot: false, save: false };
    let clicks = 0;
    for (let i = 0; i < 400; i++) {
      await page.waitForFunction(() => document.body.dataset.state !== "bot" && !document.body.dataset.botPending, null, { timeout: 10000 });
      const state = await page.evaluate(() => ({ ...document.body.dataset }));
      if (state.state === "over") break;
      const movers = state.movers ? state.movers.split(",") : [];
      const shooters = state.shooters ? state.shooters.split(",") : [];

      if (state.ask === "card_action" && !done.move && movers.length) {
        // A move by pointer: select a group, hover around it until the preview is legal, click.
        const group = movers[0];
        await clickFigure(page, group);
        const before = await figuresOf(page, group);
        const [cx, cy] = before[0];
        let moved = false;
        for (const [dx, dy] of [[3, 0], [-3, 0], [0, 3], [0, -3], [2.5, 2.5], [-2.5, -2.5], [2.5, -2.5], [-2.5, 2.5]]) {
          const p = await screenOf(page, cx + dx, cy + dy);
          await page.mouse.move(p.x, p.y);
          const cls = await page.getAttribute("#preview", "class");
          if (cls !== "legal") continue;
          assert.match(await page.textContent("#preview"), /legal, \d stick/);
          assert.ok((await page.$$("#table [data-ghost]")).length > 0, "the preview shows the formation");
          await page.screenshot({ path: path.join(artifacts, "1-move-preview.png") });
          await page.mouse.click(p.x, p.y);
          moved = true;
          break;
        }
        assert.ok(moved, "some point around the group is a legal move");
        const lines = await logLines(page);
        assert.ok(lines.some((l) => l.startsWith("You: Move")), "the move is logged");
        const after = await figuresOf(page, group);
        assert.notDeepEqual(after, before, "the group moved");
        done.move = true;
        // Undo: the engine takes the move back and the figures stand where they stood.
        assert.equal(await page.isDisabled("#undo"), false, "the move may be taken back");
        await page.click("#undo");
        assert.deepEqual(await figuresOf(page, group), before, "undo put the group back");
        assert.match((await logLines(page)).at(-1), /took back/);
        done.undo = true;
        // Redo: the same move again, the figures where the move had put them.
        assert.equal(await page.isDisabled("#redo"), false, "the move taken back may be made again");
        await page.click("#redo");
        assert.deepEqual(await figuresOf(page, group), after, "redo made the move again");
        assert.ok((await logLines(page)).some((l) => l === "You made your decision again."));
        assert.equal(await page.isDisabled("#redo"), true, "nothing more to redo");
        done.redo = true;
        clicks += 3;
        continue;
      }

      if (state.ask === "card_action" && !done.shot && shooters.length) {
        // A shot: select the shooter, the enemy in sight is highlighted with the odds; click it.
        const group = shooters[0];
        const selected = await page.evaluate(() => document.getElementById("selection").textContent);
        if (!selected.includes(`(${group})`)) await clickFigure(page, group);
        await page.waitForSelector("#table circle.in-sight.shootable");
        const odds = await page.textContent("#odds");
        assert.match(odds, /\d+% at least one hit, \d+% at least one casualty/);
        assert.match(await page.textContent("#table text.odds-label"), /\d+% ≥1 hit/);
        await page.screenshot({ path: path.join(artifacts, "2-shot-odds.png") });
        const target = await page.getAttribute("#table circle.in-sight.shootable", "data-target");
        // The odds shown are the engine's for this game (computed in Node from a save of it).
        const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
        const here = CongoGame.fromJSON(await readFile(await download.path(), "utf8"));
        const shot = here.legalDecisions(Number(SIDE)).find((d) => d.type === "shoot" && d.group === Number(group) && d.target === Number(target) && d.giraffe === null);
        assert.ok(shot, "the engine offers the shot the page highlights");
        const expected = here.odds(Number(SIDE), { type: "shot", group: shot.group, leader: shot.leader, target: shot.target, giraffe: null });
        here.free();
        const pct = (p) => `${Math.round(p * 100)}%`;
        assert.ok(odds.includes(`${pct(expected.at_least_one_hit.p)} at least one hit, ${pct(expected.at_least_one_casualty.p)} at least one casualty`), odds);
        await clickFigure(page, target);
        assert.ok((await logLines(page)).some((l) => l.startsWith("You: Shoot with")), "the shot is logged");
        done.shot = true;
        clicks += 2;
        continue;
      }

      if (done.shot && !done.save) {
        // Save (the download is the game's JSON), then load that file: the same table.
        const figures = await page.$$eval("#table circle.figure", (cs) => cs.map((c) => `${c.dataset.figure}@${c.getAttribute("cx")},${c.getAttribute("cy")}`));
        const status = await page.textContent("#status");
        const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
        const file = path.join(artifacts, "saved-game.json");
        await download.saveAs(file);
        const text = await readFile(file, "utf8");
        const saved = CongoGame.fromJSON(text); // the API's own serialization, restorable
        assert.equal(saved.isOver(), false);
        saved.free();
        await page.setInputFiles("#load", file);
        await page.waitForFunction(() => [...document.querySelectorAll("#log li")].some((li) => li.textContent.startsWith("Loaded")));
        await page.waitForFunction(() => document.body.dataset.state !== "bot" && !document.body.dataset.botPending, null, { timeout: 10000 });
        assert.equal(await page.textContent("#status"), status);
        assert.deepEqual(await page.$$eval("#table circle.figure", (cs) => cs.map((c) => `${c.dataset.figure}@${c.getAttribute("cx")},${c.getAttribute("cy")}`)), figures);
        done.save = true;
        clicks += 2;
        continue;
      }

      // Any other decision: the first button offered.
      const first = await page.$("#buttons button");
      assert.ok(first, `a prompt (${state.ask}) offers a button`);
      await first.click();
      clicks++;
    }
    await page.waitForSelector("body[data-state=over]", { timeout: 10000 });
    await page.screenshot({ path: path.join(artifacts, "3-game-over.png") });
    assert.match(await page.textContent("#status"), /Game over: you -?\d+ VP, the bot -?\d+ VP/);
    assert.ok((await logLines(page)).some((l) => l.includes("Game over")), "the log tells the end");
    assert.deepEqual(done, { move: true, undo: true, redo: true, shot: true, save: true });
    // The log is the person's view: the opponent's secret choices never show their cards.
    const lines = await logLines(page);
    assert.ok(lines.some((l) => l === "Opponent: a secret choice"));
    for (const l of lines) assert.doesNotMatch(l, /opponent chose (Action cards|a card) \(?\d/, l);
    assert.deepEqual(errors, []);
    console.log(`played ${ADVENTURE} as side ${SIDE}, seed ${SEED}: ${clicks} clicks, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});

test("every built-in Adventure starts and draws its table, from either side", async () => {
  await browse(here, async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    for (const { name, title } of CongoGame.adventures()) {
      for (const side of ["0", "1"]) {
        await page.goto(`${url}?delay=0&adventure=${name}&side=${side}&seed=3`);
        await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
        assert.ok((await page.textContent("#log li")).includes(title));
        const figures = await page.$$eval("#table circle.figure", (cs) => cs.length);
        const terrain = await page.$$eval("#table polygon", (ps) => ps.length);
        assert.ok(figures > 0 && terrain > 0, `${name}: ${figures} figures, ${terrain} polygons`);
        if (side === "0") await page.screenshot({ path: path.join(artifacts, `start-${name}.png`) });
      }
    }
    assert.deepEqual(errors, []);
  });
});
