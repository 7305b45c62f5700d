#!/usr/bin/env bash
# The wasm package: one release build into wasm/pkg (reused by 60-web.sh), its TypeScript
# declarations checked with tsc, and the Node tests (node's test runner) playing full games,
# checking thrown errors, and comparing final states with the Rust reference byte for byte.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-wasm.sh
expected=$(mktemp -d)
trap 'rm -rf "$expected"' EXIT
for game in congo nile; do
  cargo run --locked --release -q -p congo-nile-ffi --example reference_game -- --game "$game" --seed 7 \
    > "$expected/$game.json" 2>/dev/null || rm -f "$expected/$game.json"
done
wasm/node_modules/.bin/tsc -p wasm/tests/tsconfig.json
CONGO_NILE_EXPECTED_DIR="$expected" node --test wasm/tests/
