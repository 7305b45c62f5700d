#!/usr/bin/env bash
# The wasm package: the generated TypeScript declarations checked current; one release build
# into wasm/pkg (reused by 60-web.sh); the Node tests (node's test runner) playing full games,
# checking thrown errors, and comparing final states with the Rust reference byte for byte; then
# tsc over the TypeScript declarations, a typed use of the API and the samples of every shape the
# games produced.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The TypeScript declarations are generated from the Rust types (wasm/README.md, "TypeScript
# types"): every serde type has its derive line, and the checked-in wasm/src/types.d.ts is current.
python3 scripts/ts-derive --check
cargo test --locked -q -p congo-nile-wasm --test typescript
bash scripts/build-wasm.sh
expected=$(mktemp -d)
trap 'rm -rf "$expected"' EXIT
for game in congo nile; do
  bash scripts/ci/conformance-setup.sh "$game" > "$expected/$game.setup"
  cargo run --locked --release -q -p congo-nile-ffi --example reference_game -- \
    --game "$game" --setup "$(bash scripts/ci/conformance-setup.sh "$game")" --seed 7 \
    > "$expected/$game.json" 2>/dev/null || rm -f "$expected/$game.json"
done
# Every tag of the Rust enums that cross the boundary, for wasm/tests/congo-types.test.mjs.
cargo run --locked --release -q -p congo-nile-ffi --example type_tags > "$expected/type_tags.json"
# The Node tests also write wasm/tests/generated/*.samples.ts, which tsc then checks.
CONGO_NILE_EXPECTED_DIR="$expected" node --test wasm/tests/
wasm/node_modules/.bin/tsc -p wasm/tests/tsconfig.json
echo "tsc: the declarations type the API and every sampled value"
