#!/usr/bin/env bash
# Every Rust test of the workspace (unit, integration, doc tests, proptests).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo test --workspace --locked
