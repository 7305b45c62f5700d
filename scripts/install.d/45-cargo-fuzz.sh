#!/usr/bin/env bash
# cargo-fuzz for scripts/fuzz and scripts/ci/70-fuzz.sh (docs/fuzzing.md). Idempotent: installs
# only when `cargo fuzz` is missing. It drives libFuzzer through the stable toolchain (the
# scripts set RUSTC_BOOTSTRAP=1 and build without a sanitizer; no nightly needed).
set -euo pipefail
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz"
  cargo install cargo-fuzz --locked
fi
