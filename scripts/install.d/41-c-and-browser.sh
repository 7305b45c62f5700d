#!/usr/bin/env bash
# Debian packages for the C ABI test (valgrind) and the browser test (chromium, driven by
# playwright-core with executablePath /usr/bin/chromium; no browser download). Idempotent.
set -euo pipefail
missing=()
command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v cc >/dev/null 2>&1 || missing+=(gcc)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
