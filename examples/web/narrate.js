// Narration and play policy shared by the page (main.js) and its browser test (the test computes
// the expected log lines in Node with the same package and this module).

/** The games the page knows: their class, the setup it plays, and what a "turn" is. */
export const GAMES = {
  congo: { className: "CongoGame", setup: "gorilla_clearing", turnWord: "turn", turnOf: (game) => game.view(0).turn ?? 0 },
  nile: { className: "NileGame", setup: "two_teams", turnWord: "day", turnOf: (game) => game.view(0).day ?? 0 },
};

/** The decision policy of every conformance run: the k-th of n legal decisions at step i. */
export const policy = (step, n) => (step * 7 + 3) % n;

const words = (tag) => String(tag).replaceAll("_", " ");

function brief(value) {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return `[${value.map(brief).join(", ")}]`;
  if (typeof value === "object") {
    if ("x" in value && "y" in value && Object.keys(value).length === 2) {
      return `(${(value.x / 1000).toFixed(1)}", ${(value.y / 1000).toFixed(1)}")`;
    }
    if ("type" in value) return narrateValue(value);
    return `{${Object.entries(value).map(([k, v]) => `${words(k)} ${brief(v)}`).join(", ")}}`;
  }
  return String(value);
}

function narrateValue(value) {
  const { type, ...rest } = value;
  const details = Object.entries(rest).map(([k, v]) => `${words(k)} ${brief(v)}`);
  return details.length ? `${words(type)}: ${details.join(", ")}` : words(type);
}

/** One log line for a decision: who decided what. */
export function narrateDecision(playerName, decision) {
  return `${playerName} decides ${narrateValue(decision)}`;
}

/** One log line for an event (a Congo event carries what happened in `what`, and its rule id). */
export function narrateEvent(event) {
  if (event.what) return `  ${narrateValue(event.what)} (${event.rule})`;
  return `  ${narrateValue(event)}`;
}

/** Apply the policy's next decision to `game`; returns the log lines it produced. */
export function step(game, stepIndex) {
  const player = game.currentPlayer();
  const legal = game.legalDecisions(player);
  const decision = legal[policy(stepIndex, legal.length)];
  const names = game.players();
  const events = game.apply(player, decision);
  const who = typeof names[player] === "number" ? `player ${names[player]}` : brief(names[player]);
  return [narrateDecision(who, decision), ...events.map(narrateEvent)];
}

/**
 * Play on until the turn number (`turnOf`) changes or the game ends; returns the log lines and
 * the new step index.
 */
export function playTurn(game, stepIndex, turnOf) {
  const lines = [];
  const turn = turnOf(game);
  let i = stepIndex;
  while (!game.isOver() && turnOf(game) === turn) {
    lines.push(...step(game, i));
    i++;
  }
  return { lines, step: i };
}

/** One list line for a built-in Congo Adventure (a `CongoAdventureSummary`). */
export function adventureLine(adventure) {
  const [one, two] = adventure.protagonists.map((p) => `${p.name} (${p.muster_rules.budget} points)`);
  return `${adventure.title}: ${one} against ${two}, ${adventure.turns} turns`;
}
