// Shared by the pages' headless-Chromium tests (examples/web/page.test.mjs,
// examples/play/play.test.mjs): Debian's chromium (/usr/bin/chromium) driven by playwright-core
// (wasm/node_modules, no browser download), a page folder served on localhost.
import http from "node:http";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, "../wasm/package.json"))("playwright-core");

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json" };

/** Serve the folder `root` (its index.html at /) on a free localhost port; nothing outside it. */
function serve(root) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    const file = path.join(root, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
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

/** Run `body(browser, url)` with a fresh headless Chromium (playwright gives it a new empty
 * profile) and the folder `root` served at `url`; the flags keep Chromium off the network (the
 * machine has none). The browser and the server are closed whatever `body` does. */
export async function withBrowser(root, body) {
  const server = await serve(root);
  let browser = null;
  try {
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      headless: true,
      timeout: 60000,
      args: [
        "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    });
    await body(browser, `http://127.0.0.1:${server.address().port}/`);
  } finally {
    if (browser) await browser.close();
    server.closeAllConnections();
    server.close();
  }
}
