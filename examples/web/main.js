// A minimal page over the wasm package's web build (copied to ./pkg by scripts/ci/60-web.sh, or by
// hand: cp -r wasm/pkg/web examples/web/pkg): plays a seeded game, shows the narrated log and a
// plain SVG of the table. No framework.
import init, * as pkg from "./pkg/congo_nile.js";
import { GAMES, adventureLine, playTurn, step } from "./narrate.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
let game = null;
let kind = null;
let stepIndex = 0;

function log(lines) {
  for (const line of lines) {
    const li = document.createElement("li");
    li.textContent = line;
    $("log").append(li);
  }
  $("log").scrollTop = $("log").scrollHeight;
}

function el(name, attrs, parent, title) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (title) {
    const t = document.createElementNS(SVG, "title");
    t.textContent = title;
    node.append(t);
  }
  parent.append(node);
  return node;
}

const inches = (units) => units / 1000;

/** Measuring sticks: every movement of the latest decision, as a line from where to where. */
function drawSticks(svg, flipY) {
  for (const e of game.lastEvents()) {
    const event = e.what ?? e;
    if (event.from?.x !== undefined && event.to?.x !== undefined) {
      el("line", { x1: inches(event.from.x), y1: flipY(inches(event.from.y)), x2: inches(event.to.x), y2: flipY(inches(event.to.y)), class: "stick" }, svg, event.type);
    }
  }
}

/** Congo: the table and its terrain from the setup, the figures (by group) from side One's view. */
function drawCongo(svg) {
  const setup = game.setup();
  const spec = setup.table?.spec ?? setup.table ?? {};
  const width = inches(spec.width ?? 72000);
  const height = inches(spec.height ?? 48000);
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  el("rect", { x: 0, y: 0, width, height, fill: "#e8dfc0" }, svg);
  for (const area of spec.areas ?? []) {
    const points = area.outline.map((p) => `${inches(p.x)},${inches(p.y)}`).join(" ");
    el("polygon", { points, class: area.blocking ? "area blocking" : "area" }, svg, area.name || "terrain");
  }
  const view = game.view(0);
  for (const figure of view.figures ?? []) {
    const group = (view.groups ?? [])[figure.group];
    const side = group && group.owner === "two" ? 1 : 0;
    el("circle", { cx: inches(figure.at.x), cy: inches(figure.at.y), r: 0.5, class: figure.alive ? `side${side}` : "dead" }, svg, `group ${figure.group}`);
  }
  drawSticks(svg, (y) => y);
}

/** Nile: the 1-foot squares team 0 knows, and every team's party. North is up. */
function drawNile(svg) {
  const view = game.view(0);
  const squares = view.squares ?? [];
  const cols = Math.max(12, ...squares.map((s) => s.square.col + 1));
  const rows = Math.max(12, ...squares.map((s) => s.square.row + 1));
  const size = 12;
  svg.setAttribute("viewBox", `0 0 ${cols * size} ${rows * size}`);
  const flipY = (y) => rows * size - y;
  for (const s of squares) {
    el("rect", { x: s.square.col * size, y: flipY((s.square.row + 1) * size), width: size, height: size, class: `sq ${s.terrain ?? "unknown"}` }, svg, `${s.terrain ?? "unexplored"} (${s.square.col}, ${s.square.row})`);
  }
  const parties = [view.own, ...(view.others ?? [])].filter((t) => t && t.position);
  for (const t of parties) {
    el("circle", { cx: inches(t.position.x), cy: flipY(inches(t.position.y)), r: 1.5, class: `side${t.id % 4}` }, svg, t.name);
  }
  drawSticks(svg, flipY);
}

function draw() {
  const svg = $("table");
  svg.replaceChildren();
  (kind === "congo" ? drawCongo : drawNile)(svg);
  const Game = pkg[GAMES[kind].className];
  const phase = Game.phaseNames()[game.phase()];
  $("status").textContent = game.isOver() ? "game over" : `${GAMES[kind].turnWord} ${GAMES[kind].turnOf(game)}, ${phase}`;
  $("step").disabled = $("turn").disabled = game.isOver();
}

function newGame() {
  kind = $("game").value;
  const { className, setup } = GAMES[kind];
  game = new pkg[className](setup, BigInt($("seed").value || "0"));
  stepIndex = 0;
  $("log").replaceChildren();
  log([`New game: ${kind} ${setup}, seed ${$("seed").value}`]);
  draw();
}

/** The built-in Congo Adventures, as a list-building app offers them (`CongoGame.adventures()`). */
function listAdventures() {
  if (typeof pkg.CongoGame !== "function") return;
  for (const a of pkg.CongoGame.adventures()) {
    const li = document.createElement("li");
    li.dataset.name = a.name;
    li.textContent = adventureLine(a);
    $("adventures").append(li);
  }
}

await init();
listAdventures();
for (const [name, g] of Object.entries(GAMES)) {
  if (typeof pkg[g.className] === "function") $("game").append(new Option(name, name));
}
const wanted = new URLSearchParams(location.search).get("game");
if (wanted) $("game").value = wanted;
$("new").addEventListener("click", newGame);
$("game").addEventListener("change", newGame);
$("step").addEventListener("click", () => {
  log(step(game, stepIndex++));
  draw();
});
$("turn").addEventListener("click", () => {
  const played = playTurn(game, stepIndex, GAMES[kind].turnOf);
  stepIndex = played.step;
  log(played.lines);
  draw();
});
newGame();
document.body.dataset.ready = "true";
