#!/usr/bin/env bash
# Both cores are no_std + alloc and must build for wasm32-unknown-unknown without std.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --locked --target wasm32-unknown-unknown -p tabletop -p congo-model -p congo-core -p nile-core --no-default-features
