#!/usr/bin/env bash
# rustfmt and clippy for scripts/ci/05-lint.sh (rustup's default profile has them; a minimal
# toolchain may not).
set -euo pipefail
for c in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$c"; then
    rustup component add "$c"
  fi
done
