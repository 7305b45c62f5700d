#!/usr/bin/env bash
# Publish-ready: the crates a Rust user depends on (tabletop, congo-model, congo-core, nile-core,
# congo-nile-bots, congo-nile-ffi) package and build from their packaged sources alone (`cargo package`, which
# verifies each against the others as packaged), and the npm package built by 50-wasm.sh passes
# `npm publish --dry-run`. Versions come from one source: the workspace's Cargo.toml (the npm
# package.json is stamped from it by scripts/build-wasm.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# --allow-dirty: earlier steps leave build outputs in the tree (CI runs on a clean clone).
if ! cargo package --locked --allow-dirty -p tabletop -p congo-model -p congo-core -p nile-core -p congo-nile-bots -p congo-nile-ffi > "$log" 2>&1; then
  cat "$log"
  exit 1
fi
grep -E "^ *(Packaged|Verifying)" "$log"
[ -f wasm/pkg/package.json ] || bash scripts/build-wasm.sh
version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
node -e 'const v = JSON.parse(require("fs").readFileSync("wasm/pkg/package.json", "utf8")).version;
if (v !== process.argv[1]) { console.error(`npm version ${v} differs from Cargo.toml ${process.argv[1]}`); process.exit(1); }' "$version"
(cd wasm/pkg && npm publish --dry-run 2>&1 | grep -E "^\+ |total files|package size|unpacked size")
echo "publish dry runs: 6 crates packaged and verified, npm package congo-nile@$version"
