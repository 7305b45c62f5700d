// A page where a person plays Congo against a bot, over the wasm package's web build (copied to
// ./pkg by scripts/ci/60-web.sh, or by hand: cp -r wasm/pkg/web examples/play/pkg). Every rule
// is the engine's: the legal decisions, the move preview, sight, the shot odds, undo and the
// saved game all come from CongoGame; this file only draws and clicks. No framework.
//
// URL parameters: `delay` (the bot's delay in ms, default 700; 0 under test), `adventure`,
// `side` (0 or 1), `seed`.
import init, { CongoGame } from "./pkg/congo_nile.js";
import { Names, askText, decisionLabel, decisionLine, eventLine, oddsText, refusalText, at } from "./words.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const params = new URLSearchParams(location.search);
const botDelay = params.has("delay") ? Number(params.get("delay")) : 700;

let game = null; // CongoGame
let me = 0; // the person's player index; the bot plays 1 - me
let seed = 1;
let setup = null; // the setup, for the table and the group names
let names = null;
let selected = null; // the selected group id of the person
let hover = null; // {point, preview} of the pointer
let botTimer = null;
let tableHeight = 48;
let decisionsMade = 0; // the game's log length (the bot's choice depends on it)

/** A small seeded PRNG (mulberry32): the bot's choice among the legal decisions. */
function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const owner = (p) => (p === 0 ? "one" : "two");
const X = (units) => units / 1000;
const Y = (units) => tableHeight - units / 1000; // north (larger y) up
const MARGIN = 1.5; // inches of margin drawn around the table

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

const pointsAttr = (outline) => outline.map((p) => `${X(p.x)},${Y(p.y)}`).join(" ");

function log(lines) {
  for (const line of lines) {
    const li = document.createElement("li");
    li.textContent = line;
    $("log").append(li);
  }
  $("log").scrollTop = $("log").scrollHeight;
}

/** Colour of a group: its column's hue, a shade per group. */
function groupColour(view, id) {
  const g = view.groups[id];
  const mine = g.owner === owner(me);
  const hue = g.owner === "one" ? 215 : 0;
  const light = 30 + ((g.index * 11) % 40);
  return `hsl(${hue + (mine ? 0 : 0)}, 65%, ${light}%)`;
}

const STRESS = { panic: "#111", terror: "#7b2d8b", combat: "#c0392b", movement: "#2e86c1", shooting: "#27ae60" };

// ---------------------------------------------------------------- drawing

function drawTable(svg) {
  const t = setup.table;
  const width = X(t.width);
  tableHeight = X(t.height);
  // A margin around the table, so that a figure standing on the edge is drawn whole.
  svg.setAttribute("viewBox", `${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${tableHeight + 2 * MARGIN}`);
  el("rect", { x: 0, y: 0, width, height: tableHeight, fill: "#e8dfc0", "data-role": "ground" }, svg);
  for (const tr of t.tracks ?? []) el("polygon", { points: pointsAttr(tr.outline), class: "track" }, svg, "track");
  for (const r of t.rivers ?? []) {
    el("polygon", { points: pointsAttr(r.outline), class: "river" }, svg, "river");
    for (const c of r.crossings ?? []) el("polygon", { points: pointsAttr(c.outline), class: "crossing" }, svg, String(c.kind));
  }
  for (const a of t.areas ?? []) {
    const cls = ["area", a.kind === "house" ? "house" : "", a.blocking ? "blocking" : "", a.dangerous ? "dangerous" : ""].join(" ");
    el("polygon", { points: pointsAttr(a.outline), class: cls }, svg, `${a.name || a.kind} (cover ${a.cover}${a.dangerous ? ", dangerous" : ""})`);
  }
  for (const o of t.obstacles ?? []) {
    el("line", { x1: X(o.from.x), y1: Y(o.from.y), x2: X(o.to.x), y2: Y(o.to.y), class: `obstacle ${o.height}` }, svg, `${o.height} obstacle`);
  }
}

function drawPieces(svg, view) {
  for (const piece of view.adventure?.pieces ?? []) {
    if (piece.place.type !== "table") continue;
    const { x, y } = piece.place.at;
    const k = piece.kind;
    const title = k.type === "object" ? `${k.id.replaceAll("_", " ")}${k.bulky ? " (bulky)" : ""}` : k.type === "loot" ? `Loot${k.bulky ? " (bulky)" : ""}` : k.type.replaceAll("_", " ");
    const s = 0.6;
    el("polygon", { points: `${X(x)},${Y(y) - s} ${X(x) + s},${Y(y)} ${X(x)},${Y(y) + s} ${X(x) - s},${Y(y)}`, class: `piece ${k.type}` }, svg, title);
  }
  for (const a of view.terrain?.animals ?? []) {
    if (!a.alive) continue;
    el("circle", { cx: X(a.at.x), cy: Y(a.at.y), r: 0.7, class: "animal" }, svg, `wild ${a.kind}`);
    el("text", { x: X(a.at.x) - 0.3, y: Y(a.at.y) + 0.3, class: "label", fill: "#fff" }, svg).textContent = a.kind[0].toUpperCase();
  }
}

function drawFigures(svg, view) {
  const mine = owner(me);
  for (const [id, f] of view.figures.entries()) {
    if (!f.alive) continue;
    const g = view.groups[f.group];
    if (!g || g.off_table) continue;
    const cls = ["figure", g.owner === mine ? "mine" : "enemy", f.role.role === "member" ? "" : "character", f.group === selected ? "selected" : ""].join(" ");
    el("circle", { cx: X(f.at.x), cy: Y(f.at.y), r: 0.5, fill: groupColour(view, f.group), class: cls, "data-group": f.group, "data-figure": id }, svg,
      `${names.group(f.group)}, figure ${id} (${f.role.role})${g.stress.length ? `, Stress: ${g.stress.join(", ")}` : ""}`);
  }
  // Group labels, Stress tokens and carried Loot next to each group's first living figure.
  for (const [id, g] of view.groups.entries()) {
    if (g.eliminated || g.off_table || !g.figures.length) continue;
    const f = view.figures[g.figures[0]];
    const x = X(f.at.x) + 0.6;
    const y = Y(f.at.y) - 0.7;
    el("text", { x, y, class: "label" }, svg).textContent = `${id}${g.loot ? ` +${g.loot} loot` : ""}${g.smoke ? " smoke" : ""}`;
    g.stress.forEach((kind, i) => {
      el("rect", { x: x + i * 0.7, y: y + 0.2, width: 0.6, height: 0.6, fill: STRESS[kind] ?? "#888", class: "stress", "data-stress": kind }, svg, `${kind} Stress token`);
    });
  }
}

/** Enemy groups in sight of the selected group, with the shot odds when a shot is legal now. */
function drawSight(svg, view, legal) {
  $("odds").textContent = "";
  if (selected === null) return;
  let report;
  try {
    report = game.sight(selected);
  } catch {
    return;
  }
  const lines = [];
  for (const t of report.targets) {
    if (t.target.kind !== "group" || !t.seen) continue;
    const target = t.target.group;
    const shot = legal.find((d) => d.type === "shoot" && d.group === selected && d.target === target && d.giraffe === null);
    let odds = null;
    if (shot) {
      try {
        odds = game.odds(me, { type: "shot", group: shot.group, leader: shot.leader, target, giraffe: null });
      } catch {
        odds = null;
      }
    }
    const g = view.groups[target];
    for (const fid of g.figures) {
      const f = view.figures[fid];
      el("circle", { cx: X(f.at.x), cy: Y(f.at.y), r: 0.8, class: shot ? "in-sight shootable" : "in-sight", "data-target": target }, svg,
        `${names.group(target)}: in sight, range ${t.band}${odds ? `; shot: ${oddsText(odds)}` : ""}`);
    }
    const lead = view.figures[g.figures[0]];
    const text = odds ? `${Math.round(odds.at_least_one_hit.p * 100)}% ≥1 hit` : `range ${t.band}`;
    el("text", { x: X(lead.at.x) - 1, y: Y(lead.at.y) + 1.6, class: "odds-label" }, svg).textContent = text;
    lines.push(`${names.group(target)} in sight (range ${t.band})${odds ? `: shot ${oddsText(odds)}, click it to shoot` : ""}`);
  }
  $("odds").textContent = lines.length ? lines.join("; ") : `${names.group(selected)} sees no enemy`;
}

function drawSelection(svg) {
  if (selected === null) return;
  const leader = leaderOf(selected);
  try {
    const reach = game.reach(selected, leader);
    if (reach.pace.points.length) el("polygon", { points: pointsAttr(reach.pace.points), class: "reach" }, svg);
    if (reach.one_stick.points.length) el("polygon", { points: pointsAttr(reach.one_stick.points), class: "reach" }, svg);
  } catch {
    // no reach for a group that cannot move now
  }
  if (!hover) return;
  const { point, preview } = hover;
  if (preview.verdict === "legal") {
    const path = preview.move.leader_path;
    for (let i = 1; i < path.length; i++) {
      el("line", { x1: X(path[i - 1].x), y1: Y(path[i - 1].y), x2: X(path[i].x), y2: Y(path[i].y), class: "stick" }, svg);
    }
    for (const p of preview.move.formation) el("circle", { cx: X(p.x), cy: Y(p.y), r: 0.5, class: "ghost", "data-ghost": "1" }, svg);
  } else {
    const [x, y] = [X(point.x), Y(point.y)];
    el("line", { x1: x - 0.5, y1: y - 0.5, x2: x + 0.5, y2: y + 0.5, class: "bad" }, svg);
    el("line", { x1: x - 0.5, y1: y + 0.5, x2: x + 0.5, y2: y - 0.5, class: "bad" }, svg);
  }
}

// ---------------------------------------------------------------- state

/** The leading figure a move or a shot of `group` names: the engine's choice in its legal list. */
function leaderOf(group) {
  const d = game.legalDecisions(me).find((x) => (x.type === "move" || x.type === "shoot") && x.group === group);
  if (d) return d.leader;
  const figures = game.view(me).groups[group].figures;
  return figures[figures.length - 1];
}

function render() {
  const svg = $("table");
  svg.replaceChildren();
  if (!game) return;
  const view = game.view(me);
  const legal = game.isOver() ? [] : game.legalDecisions(me);
  names.seeCards(view);
  drawTable(svg);
  drawPieces(svg, view);
  drawFigures(svg, view);
  drawSight(svg, view, legal);
  drawSelection(svg);

  // Status.
  const over = view.phase.phase === "over";
  const mySide = owner(me);
  if (over) {
    const [one, two] = view.phase.points;
    const [mine, theirs] = me === 0 ? [one, two] : [two, one];
    $("status").textContent = `Game over: you ${mine} VP, the bot ${theirs} VP — ${mine > theirs ? "you win" : mine < theirs ? "the bot wins" : "a draw"}.`;
  } else {
    $("status").textContent = `Turn ${view.turn} of ${view.turns}, step ${view.step}. You play side ${mySide}. ${legal.length ? "Your decision." : "The bot is thinking…"}`;
  }
  document.body.dataset.state = over ? "over" : legal.length ? "person" : "bot";
  document.body.dataset.turn = String(view.turn);

  // The prompt: every legal decision as a button, moves excepted on a card (they are made on
  // the table; a prompt that is nothing but moves lists them as buttons too).
  const prompt = (game.pendingFor(me).prompts ?? []).find((p) => p.player === mySide);
  $("question").textContent = prompt && legal.length ? askText(prompt.ask, names) : over ? "" : "Waiting for the bot.";
  document.body.dataset.ask = prompt && legal.length ? prompt.ask.type : "";
  const buttons = $("buttons");
  buttons.replaceChildren();
  const onTable = prompt?.ask.type === "card_action";
  let shown = legal.filter((d) => !(onTable && d.type === "move"));
  if (!shown.length) shown = legal.slice(0, 24);
  for (const d of shown) {
    const b = document.createElement("button");
    b.textContent = decisionLabel(d, names);
    b.dataset.type = d.type;
    b.addEventListener("click", () => decide(d));
    buttons.append(b);
  }
  const movers = new Set(legal.filter((d) => d.type === "move" || d.type === "shoot").map((d) => d.group));
  $("selection").textContent = selected !== null ? `Selected: ${names.group(selected)}.` : movers.size ? `Groups that may act: ${[...movers].map((g) => names.group(g)).join(", ")}.` : "";
  document.body.dataset.movers = [...movers].join(",");
  document.body.dataset.shooters = [...new Set(legal.filter((d) => d.type === "shoot").map((d) => d.group))].join(",");
  $("undo").disabled = !(game.canUndo(me) > 0);
  $("redo").disabled = !game.canRedo(me);
  $("save").disabled = false;
}

/** Apply one decision (the person's or the bot's) and narrate it as the person may see it. */
function apply(player, d) {
  game.apply(player, d);
  decisionsMade++;
  log([decisionLine(player === me, d, names), ...game.lastEventsFor(me).map((e) => eventLine(e, names))]);
}

function decide(d) {
  apply(me, d);
  hover = null;
  $("preview").textContent = "";
  if (d.type !== "move" && d.type !== "shoot") selected = null;
  afterChange();
}

function botStep() {
  botTimer = null;
  delete document.body.dataset.botPending;
  if (!game || game.isOver()) return;
  const them = 1 - me;
  const legal = game.legalDecisions(them);
  if (!legal.length) return;
  const pick = mulberry32(seed * 1000003 + decisionsMade)();
  apply(them, legal[Math.floor(pick * legal.length)]);
  afterChange();
}

function afterChange() {
  if (game.isOver()) {
    selected = null;
    hover = null;
    $("preview").textContent = "";
  }
  if (selected !== null) {
    const g = game.view(me).groups[selected];
    if (!g || g.eliminated || g.off_table) selected = null;
  }
  render();
  if (!game.isOver() && botTimer === null && game.legalDecisions(1 - me).length) {
    botTimer = setTimeout(botStep, botDelay);
    document.body.dataset.botPending = "true";
  }
}

function stopBot() {
  if (botTimer !== null) clearTimeout(botTimer);
  botTimer = null;
  delete document.body.dataset.botPending;
}

function start(newGame, title) {
  stopBot();
  game?.free();
  game = newGame;
  me = Number($("side").value);
  setup = game.setup();
  names = new Names(setup, game.view(me), me);
  decisionsMade = game.log().length;
  selected = null;
  hover = null;
  $("log").replaceChildren();
  log([title]);
  afterChange();
}

function newGame() {
  seed = Number($("seed").value || "0");
  const name = $("adventure").value;
  start(new CongoGame(name, BigInt(seed)), `New game: ${$("adventure").selectedOptions[0].textContent}, you play side ${owner(Number($("side").value))}, seed ${seed}`);
}

// ---------------------------------------------------------------- the pointer

function tablePoint(event) {
  const svg = $("table");
  const pt = svg.createSVGPoint();
  pt.x = event.clientX;
  pt.y = event.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  return { x: Math.round(p.x * 1000), y: Math.round((tableHeight - p.y) * 1000) };
}

function onMove(event) {
  if (!game || selected === null || game.isOver()) return;
  const point = tablePoint(event);
  const preview = game.previewMove(me, { group: selected, leader: leaderOf(selected), path: [point] });
  hover = { point, preview };
  const text = preview.verdict === "legal"
    ? `Move to ${at(point)}: legal, ${preview.move.sticks} stick(s), formation of ${preview.move.formation.length} bases${preview.move.picked_up_pace ? ", picking up the pace" : ""}, ${preview.move.colour}${preview.move.engages ? `, engages ${preview.move.engages.kind === "group" ? names.group(preview.move.engages.group) : "an animal"}` : ""}${preview.move.explores_dangerous ? ", explores dangerous terrain" : ""}`
    : `Move to ${at(point)}: ${refusalText(preview.refusal, names)}`;
  $("preview").textContent = text;
  $("preview").className = preview.verdict;
  render();
}

function onClick(event) {
  if (!game || game.isOver()) return;
  const target = event.target;
  const legal = game.legalDecisions(me);
  const aimed = target.dataset.target ?? target.dataset.group;
  if (aimed !== undefined && selected !== null) {
    const shot = legal.find((d) => d.type === "shoot" && d.group === selected && d.target === Number(aimed) && d.giraffe === null);
    if (shot) return decide(shot);
  }
  if (target.dataset.group !== undefined) {
    const id = Number(target.dataset.group);
    if (game.view(me).groups[id].owner === owner(me)) {
      selected = selected === id ? null : id;
      hover = null;
      $("preview").textContent = "";
      return render();
    }
  }
  if (selected !== null) {
    const point = tablePoint(event);
    const preview = game.previewMove(me, { group: selected, leader: leaderOf(selected), path: [point] });
    if (preview.verdict === "legal") return decide(preview.move.decision);
    $("preview").textContent = `Cannot move there: ${refusalText(preview.refusal, names)}`;
    $("preview").className = "illegal";
  }
}

// ---------------------------------------------------------------- undo, redo, save, load

function undo() {
  if (!game || !(game.canUndo(me) > 0)) return;
  stopBot();
  game.undo(me);
  decisionsMade = game.log().length;
  hover = null;
  log(["You took back your last decision."]);
  afterChange();
}

/** Make the decision taken back last again (the engine's redo: free, the same decision). */
function redo() {
  if (!game || !game.canRedo(me)) return;
  stopBot();
  game.redo(me);
  decisionsMade = game.log().length;
  hover = null;
  log(["You made your decision again.", ...game.lastEventsFor(me).map((e) => eventLine(e, names))]);
  afterChange();
}

function save() {
  const blob = new Blob([game.toJSON()], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `congo-${$("adventure").value}-side-${owner(me)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  log([`Saved the game (${decisionsMade} decisions).`]);
}

async function load(event) {
  const file = event.target.files[0];
  if (!file) return;
  try {
    const text = await file.text();
    const loaded = CongoGame.fromJSON(text);
    start(loaded, `Loaded ${file.name}: you play side ${owner(Number($("side").value))}, ${loaded.log().length} decisions made`);
  } catch (e) {
    log([`Could not load ${file.name}: ${e.message}`]);
  }
  event.target.value = "";
}

// ---------------------------------------------------------------- start

await init();
for (const a of CongoGame.adventures()) $("adventure").append(new Option(`${a.title} (${a.turns} turns)`, a.name));
if (params.get("adventure")) $("adventure").value = params.get("adventure");
if (params.get("side")) $("side").value = params.get("side");
if (params.get("seed")) $("seed").value = params.get("seed");
$("new").addEventListener("click", newGame);
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);
$("save").addEventListener("click", save);
$("load").addEventListener("change", load);
$("table").addEventListener("mousemove", onMove);
$("table").addEventListener("click", onClick);
newGame();
document.body.dataset.ready = "true";
