#!/usr/bin/env bash
# The code is kept formatted (rustfmt.toml), free of clippy warnings, and its documentation
# builds without warnings (no broken intra-doc links). Runs first: it is the fastest to fail.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo fmt --all --check
cargo clippy --workspace --all-targets --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked
