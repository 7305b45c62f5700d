// A minimal page over the wasm package's web build (copied to ./pkg by scripts/ci/60-web.sh, or by
// hand: cp -r wasm/pkg/web examples/web/pkg): plays a seeded game of Congo, shows the narrated
// log and a plain SVG of the table. No framework.
import init, { CongoGame } from "./pkg/congo_nile.js";
import { playTurn, step } from "./narrate.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
let game = null;
let stepIndex = 0;

function log(lines) {
  for (const line of lines) {
    const li = document.createElement("li");
    li.textContent = line;
    $("log").append(li);
  }
  $("log").scrollTop = $("log").scrollHeight;
}

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  parent.append(node);
  return node;
}

const inches = (units) => units / 1000;

/** Draw the table: terrain areas from the setup, figures and groups from player One's view. */
function draw() {
  const svg = $("table");
  svg.replaceChildren();
  const setup = game.setup();
  const spec = setup.table?.spec ?? setup.table ?? {};
  const width = inches(spec.width ?? 72000);
  const height = inches(spec.height ?? 48000);
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  el("rect", { x: 0, y: 0, width, height, fill: "#e8dfc0" }, svg);
  for (const area of spec.areas ?? []) {
    const points = area.outline.map((p) => `${inches(p.x)},${inches(p.y)}`).join(" ");
    el("polygon", { points, class: area.blocking ? "area blocking" : "area" }, svg).append(
      Object.assign(document.createElementNS(SVG, "title"), { textContent: area.name || "terrain" }),
    );
  }
  const view = game.view(0);
  for (const figure of view.figures ?? []) {
    const group = (view.groups ?? [])[figure.group];
    const side = group && group.owner === "two" ? "two" : "one";
    el("circle", { cx: inches(figure.at.x), cy: inches(figure.at.y), r: 0.5, class: figure.alive ? side : "dead" }, svg);
  }
  for (const event of game.lastEvents()) {
    if (event.from && event.to) {
      el("line", { x1: inches(event.from.x), y1: inches(event.from.y), x2: inches(event.to.x), y2: inches(event.to.y), class: "stick" }, svg);
    }
  }
  const phase = CongoGame.phaseNames()[game.phase()];
  $("status").textContent = game.isOver() ? "game over" : `turn ${view.turn ?? "?"}, ${phase}`;
  $("step").disabled = $("turn").disabled = game.isOver();
}

function newGame() {
  game = new CongoGame(CongoGame.builtinNames()[0], BigInt($("seed").value || "0"));
  stepIndex = 0;
  $("log").replaceChildren();
  log([`New game: ${CongoGame.builtinNames()[0]}, seed ${$("seed").value}`]);
  draw();
}

await init();
$("new").addEventListener("click", newGame);
$("step").addEventListener("click", () => {
  log(step(game, stepIndex++));
  draw();
});
$("turn").addEventListener("click", () => {
  const played = playTurn(game, stepIndex);
  stepIndex = played.step;
  log(played.lines);
  draw();
});
newGame();
document.body.dataset.ready = "true";
