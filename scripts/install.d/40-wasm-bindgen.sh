#!/usr/bin/env bash
# wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock (the CLI and
# the library must match). Idempotent: installs only when missing or at another version.
set -euo pipefail
cd "$(dirname "$0")/../.."
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$want" ]; then
  echo "wasm-bindgen is not in Cargo.lock" >&2
  exit 1
fi
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  echo "installing wasm-bindgen-cli $want (found: ${have:-none})"
  # --locked first (the CLI's own lock file); if a crate it pins is missing from the registry
  # this machine reaches (seen: webpki-roots 1.0.11 for 0.2.130), resolve its dependencies anew:
  # the CLI itself stays at exactly $want.
  cargo install --locked wasm-bindgen-cli --version "$want" \
    || cargo install wasm-bindgen-cli --version "=$want"
fi
