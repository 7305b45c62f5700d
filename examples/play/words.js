// Readable words for the play page: decisions as button labels, prompts as questions, events as
// log lines (the ideas of examples/web/narrate.js, with names for groups and figures). Nothing
// here decides anything: every label describes a value the wasm package returned.

const words = (tag) => String(tag).replaceAll("_", " ");
const inches = (units) => (units / 1000).toFixed(1);
export const at = (p) => `(${inches(p.x)}", ${inches(p.y)}")`;
const pct = (p) => `${Math.round(p * 100)}%`;

/** Names of groups (from the setup's columns) seen from one player's side. */
export class Names {
  constructor(setup, view, me) {
    this.me = me === 0 ? "one" : "two";
    this.groups = (view.groups ?? []).map((g, id) => {
      const column = setup.columns?.[g.owner === "one" ? 0 : 1];
      const name = column?.groups?.[g.index]?.profile?.name ?? `group ${id}`;
      return { owner: g.owner, name };
    });
  }

  /** "your Askaris (3)" or "enemy Baluchis (6)". */
  group(id) {
    const g = this.groups[id];
    if (!g) return `group ${id}`;
    return `${g.owner === this.me ? "your" : "enemy"} ${g.name} (${id})`;
  }

  /** Remember the Totem cards the person may see (his hand and both discard piles). */
  seeCards(view) {
    this.cards = new Map();
    for (const c of [...(view.mine?.hand ?? []), ...(view.mine?.discard ?? []), ...(view.theirs?.discard ?? [])]) this.cards.set(c.id, c.kind?.animal);
  }

  /** "card 5 (crocodile)" when the card is known. */
  card(id) {
    const animal = this.cards?.get(id);
    return animal ? `card ${id} (${words(animal)})` : `card ${id}`;
  }

  player(p) {
    return p === this.me ? "you" : "the opponent";
  }
}

function brief(value, names) {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return value.map((v) => brief(v, names)).join(", ");
  if (typeof value === "object") {
    if ("x" in value && "y" in value && Object.keys(value).length === 2) return at(value);
    if ("die" in value && "face" in value) return `${value.die}:${value.face}`;
    if ("type" in value) return generic(value, names);
    if ("kind" in value && Object.keys(value).length <= 2) return Object.values(value).map((v) => brief(v, names)).join(" ");
    if ("animal" in value) return words(value.animal);
    return Object.entries(value).map(([k, v]) => `${words(k)} ${brief(v, names)}`).join(", ");
  }
  return words(value);
}

function generic(value, names) {
  const { type, ...rest } = value;
  const details = Object.entries(rest)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => {
      if (["group", "target", "attacker", "defender", "to", "from"].includes(k) && typeof v === "number") return `${words(k)} ${names.group(v)}`;
      if (k === "player" && (v === "one" || v === "two")) return names.player(v);
      if (["holder", "winner", "token"].includes(k) && (v === "one" || v === "two")) return `${words(k)} ${names.player(v)}`;
      if (["length", "range", "distance"].includes(k) && typeof v === "number") return `${words(k)} ${inches(v)}"`;
      return `${words(k)} ${brief(v, names)}`;
    });
  return details.length ? `${words(type)}: ${details.join(", ")}` : words(type);
}

const totem = (card) => (card?.kind ? `${brief(card.kind)} card` : "a Totem card");

/** A button label for one legal decision. */
export function decisionLabel(d, names) {
  switch (d.type) {
    case "choose_action_cards": return `Action cards ${d.cards.join(", ")}`;
    case "choose_card": return `Play Action card ${d.card}`;
    case "cheetah": return d.card === null ? "Pass (no Cheetah)" : `Play the Cheetah (card ${d.card})`;
    case "initiative": return d.go_first ? "Go first (give the token away)" : "Go second (keep the token)";
    case "move": return `Move ${names.group(d.group)} to ${at(d.path[d.path.length - 1])}${d.engage !== null ? `, engaging ${names.group(d.engage)}` : ""}`;
    case "shoot": return `Shoot with ${names.group(d.group)} at ${names.group(d.target)}${d.giraffe !== null ? " (Giraffe card)" : ""}`;
    case "reload": return `Reload ${names.group(d.group)}`;
    case "rally": return `Rally ${names.group(d.group)}`;
    case "terror": return `Terror on ${names.group(d.target)}`;
    case "end_card": return "End this card";
    case "roll": return `Roll${d.drop.length ? `, dropping ${d.drop.join(", ")}` : ""}${d.crocodile !== null ? ` (Crocodile, ${names.card(d.crocodile)})` : ""}`;
    case "go_to_ground": return "Go to ground";
    case "remove_casualties": return `Remove figures ${d.figures.join(", ")}`;
    case "use_rule": return d.accept ? "Use the rule" : "Do not use the rule";
    case "cross_obstacle": return d.cross ? "Cross the obstacle" : "Stay behind the obstacle";
    case "give_stress": return `Give the token to ${names.group(d.to)}`;
    case "remove_stress": return `Remove a ${words(d.token)} token from ${names.group(d.group)}`;
    case "return_stress": return `Return ${d.tokens.map(words).join(", ")}`;
    case "take_stress": return d.from === null ? "Take no token" : `Take a ${words(d.token)} token from ${names.group(d.from)}`;
    case "draw_stress_token": return "Draw a Stress token";
    case "keep_totem": return `Keep Totem ${names.card(d.card)}`;
    case "choose_totems": return `Keep Totem cards ${d.cards.map((c) => names.card(c)).join(", ")}`;
    case "lion": return `Play the Lion (card ${d.card}): an extra ${brief(d.action)} action`;
    case "gorilla": return `Play the Gorilla (card ${d.card})`;
    case "buffalo": return `Play the Buffalo (card ${d.card}): return a ${words(d.token)} token of ${names.group(d.group)}`;
    case "enter": return `Enter with ${names.group(d.group)}${d.second ? ` to ${at(d.second)}` : ""}`;
    case "reach": return `Move ${names.group(d.group)} to piece ${d.piece}`;
    default: {
      const text = generic(d, names);
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
}

/** The question a prompt asks, in words. */
export function askText(ask, names) {
  switch (ask.type) {
    case "choose_action_cards": return "Choose your three Action cards for this turn";
    case "choose_card": return "Choose the Action card for this step";
    case "cheetah": return "Play the Cheetah?";
    case "initiative_tie": return `Tied at initiative ${ask.initiative}: go first or second?`;
    case "card_action": {
      const left = ask.remaining.map((a) => `${a.groups}× ${brief(a.kind)}`).join(", ");
      return `Card ${ask.card}: actions left ${left || "none"}. Select a group of yours, then point and click on the table to move, or click an enemy in sight to shoot.`;
    }
    case "roll": return `Roll for ${names.group(ask.group)} (${words(brief(ask.purpose))}): ${ask.dice.join(" ")}${ask.drop ? `, drop ${ask.drop}` : ""}`;
    case "cover": return `Cover roll for ${names.group(ask.group)} against ${ask.hits} hit(s)`;
    case "big_chief": return `Big Chief: keep one of the Totem cards ${ask.cards.map((c) => names.card(c)).join(" or ")}`;
    case "confusion": return `Confusion: your hand is ${ask.hand.join(", ")}`;
    case "casualties": return `${names.group(ask.group)} loses ${ask.count} figure(s): choose which`;
    default: return `${brief(ask, names)}`;
  }
}

/** A refusal of a previewed move, in words. */
export function refusalText(refusal, names) {
  if (refusal.reason === "geometry") return `illegal: ${brief(refusal.error, names)}`;
  if (refusal.reason === "other") return `illegal: ${refusal.message}`;
  return `illegal: ${generic({ type: refusal.reason, ...Object.fromEntries(Object.entries(refusal).filter(([k]) => k !== "reason")) }, names)}`;
}

/** A shot's odds as one line ("62% at least one hit, 35% at least one casualty"). */
export function oddsText(odds) {
  return `${pct(odds.at_least_one_hit.p)} at least one hit, ${pct(odds.at_least_one_casualty.p)} at least one casualty`;
}

/** The decisions the opponent makes openly (everything else is shown as a secret choice). */
const OPEN = new Set(["initiative", "move", "shoot", "reload", "rally", "terror", "end_card", "roll", "go_to_ground",
  "remove_casualties", "use_rule", "cross_obstacle", "give_stress", "remove_stress", "return_stress", "take_stress",
  "draw_stress_token", "enter", "reach"]);

/** A log line for a decision: the person's own, or the opponent's if made openly. */
export function decisionLine(mine, d, names) {
  if (mine) return `You: ${decisionLabel(d, names)}`;
  return OPEN.has(d.type) ? `Opponent: ${decisionLabel(d, names)}` : "Opponent: a secret choice";
}

/** A log line for an event as the person may see it (`lastEventsFor`). */
export function eventLine(event, names) {
  const w = event.what ?? event;
  const text = (() => {
    switch (w.type) {
      case "turn_started": return `— Turn ${w.turn} —`;
      case "step_started": return `Action step ${w.step}`;
      case "cards_revealed": return `Cards revealed: ${names.me === "one" ? `yours ${w.one}, theirs ${w.two}` : `yours ${w.two}, theirs ${w.one}`}`;
      case "card_chosen": return `${names.player(w.player)} chose a card${w.card !== null ? ` (${w.card})` : ""}`;
      case "action_cards_chosen": return `${names.player(w.player)} chose Action cards${w.cards ? ` ${w.cards.join(", ")}` : ""}`;
      case "moved": return `${names.group(w.group)} moved to ${at(w.to[w.to.length - 1][1])}${w.picked_up_pace ? ", picking up the pace" : ""}`;
      case "shot_declared": return `${names.group(w.group)} shoots at ${names.group(w.target)} (cover ${w.cover ?? "none"})`;
      case "hits": return `${names.group(w.group)} takes ${w.hits} hit(s)`;
      case "figure_removed": return `${names.group(w.group)} loses figure ${w.figure}`;
      case "stress_drawn": return `${names.group(w.group)} draws a ${words(w.token)} Stress token`;
      case "rolled": return `${names.group(w.group)} rolls ${w.dice.map((d) => `${d.die}:${d.face}`).join(" ")}: ${w.successes} success(es)`;
      case "game_over": return `Game over: ${w.points.join(" to ")}, ${w.winner ? `${names.player(w.winner)} win${w.winner === names.me ? "" : "s"}` : "a draw"}`;
      default: return generic(w, names);
    }
  })();
  return `  ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
