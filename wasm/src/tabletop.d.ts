// ---- Shared shapes (tabletop) ----------------------------------------------------------------
/** A point on the table, in thousandths of an inch. */
export interface Point { x: number; y: number }
/** A die type. */
export type Die = "D4" | "D6" | "D8" | "D10" | "D12" | "D20";
/** One rolled die. */
export interface DieRoll { die: Die; face: number; rerolled: boolean }
/**
 * A dice source. In a setup passed to a constructor any source will do (`{ kind: "scripted",
 * queue: [] }`): the constructor's seed replaces it. A seeded source's seed and PCG generator
 * state are 64-bit integers: `bigint`s in JS (`setup()` gives them exactly; the constructor also
 * takes safe-integer numbers). They are why `toJSON()` returns text.
 */
export type DiceSource =
  | { kind: "seeded"; seed: bigint; rng: { state: bigint; increment: bigint } }
  | { kind: "scripted"; queue: number[] };

