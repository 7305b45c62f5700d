#!/usr/bin/env bash
# Node packages for the wasm package's build and tests (wasm/package.json: binaryen's wasm-opt,
# playwright-core to drive Debian's chromium, typescript for tsc --noEmit). Idempotent: runs
# `npm ci` only when node_modules is missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/../../wasm"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
