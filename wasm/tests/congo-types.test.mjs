// The TypeScript declarations against the Rust types, mechanically: for every tagged or unit enum
// whose serde shape crosses the boundary, the tags the Rust type accepts (printed by
// `cargo run -p congo-nile-ffi --example type_tags`, into $CONGO_NILE_EXPECTED_DIR/type_tags.json
// by scripts/ci/50-wasm.sh) must equal the members of the TypeScript union of the same name, as
// the TypeScript compiler reads them from the package's congo_nile.d.ts. A variant added on one
// side only fails here, even if no seeded game ever produces it. (The fields of the variants that
// games do produce are checked by tsc over the samples games.test.mjs writes.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const ts = require("typescript");
const declarations = fileURLToPath(new URL("../pkg/node/congo_nile.d.ts", import.meta.url));
const expectedDir = process.env.CONGO_NILE_EXPECTED_DIR;

/** The tags of the union `name` in the declarations: string literal members, or each object
 * member's literal discriminant (the one property whose type is a string literal in every member). */
function unionTags(checker, symbols, name) {
  const symbol = symbols.get(name);
  assert.ok(symbol, `no type ${name} in the declarations`);
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const members = type.isUnion() ? type.types : [type];
  if (members.every((m) => m.isStringLiteral())) return members.map((m) => m.value);
  const literalProps = members.map(
    (m) => new Map(m.getProperties().flatMap((p) => {
      const t = checker.getTypeOfSymbol(p);
      return t.isStringLiteral() ? [[p.name, t.value]] : [];
    })),
  );
  const discriminant = [...literalProps[0].keys()].find((k) => literalProps.every((props) => props.has(k)));
  assert.ok(discriminant, `${name}: no literal discriminant shared by every member`);
  return literalProps.map((props) => props.get(discriminant));
}

test("every Rust enum tag is declared in TypeScript, and nothing more", (t) => {
  const file = expectedDir && `${expectedDir}/type_tags.json`;
  if (!file || !existsSync(file)) {
    assert.fail("no type_tags.json (set CONGO_NILE_EXPECTED_DIR; scripts/ci/50-wasm.sh does)");
  }
  const expected = JSON.parse(readFileSync(file, "utf8"));
  const program = ts.createProgram([declarations], { strict: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(declarations);
  const symbols = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(source)).map((s) => [s.name, s]));
  // Every mismatch at once: tags only in Rust, tags only in TypeScript.
  const mismatches = [];
  for (const [name, rustTags] of Object.entries(expected)) {
    const declared = unionTags(checker, symbols, name);
    const onlyRust = rustTags.filter((tag) => !declared.includes(tag));
    const onlyTs = declared.filter((tag) => !rustTags.includes(tag));
    if (onlyRust.length || onlyTs.length) {
      mismatches.push(`${name}: only in Rust [${onlyRust}], only in TypeScript [${onlyTs}]`);
    }
  }
  assert.deepEqual(mismatches, [], "the TypeScript unions and the Rust enums have different tags");
  t.diagnostic(`${Object.keys(expected).length} unions checked`);
});
