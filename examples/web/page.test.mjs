// Headless-Chromium test of examples/web (run by scripts/ci/60-web.sh): Debian's chromium
// (/usr/bin/chromium) driven by playwright-core, no browser download. Serves this folder on
// localhost, loads the page, clicks "Next decision" and "Play a turn", and checks the page's log
// lines equal those computed in Node with the same package and narration module.
import { test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { playTurn, step } from "./narrate.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "../../wasm/package.json"));
const { chromium } = require("playwright-core");
const { CongoGame } = require("../../wasm/pkg");

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json" };

function serve() {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    const file = path.join(here, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname));
    if (!file.startsWith(here)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test("the page plays a seeded game: a decision, then a turn, with the expected log lines", async () => {
  // The expected log, computed in Node with the same package and narration.
  const name = CongoGame.builtinNames()[0];
  const game = new CongoGame(name, 7n);
  const afterStep = [`New game: ${name}, seed 7`, ...step(game, 0)];
  const afterTurn = [...afterStep, ...playTurn(game, 1).lines];

  const server = await serve();
  const profile = mkdtempSync(path.join(os.tmpdir(), "congo-nile-chromium-"));
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      `--user-data-dir=${profile}`,
    ],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
    const lines = () => page.$$eval("#log li", (items) => items.map((li) => li.textContent));
    assert.deepEqual(await lines(), [afterStep[0]]);
    await page.click("#step");
    assert.deepEqual(await lines(), afterStep);
    await page.click("#turn");
    assert.deepEqual(await lines(), afterTurn);
    assert.ok(afterTurn.length > afterStep.length, "a turn adds log lines");
    const figures = await page.$$eval("#table circle", (c) => c.length);
    assert.ok(figures > 0, "the SVG shows the figures");
    assert.match(await page.textContent("#status"), /turn|over/);
    assert.deepEqual(errors, []);
    console.log(`page log: ${afterTurn.length} lines; SVG: ${figures} figures`);
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
