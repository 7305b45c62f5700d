#!/usr/bin/env bash
# examples/web in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core; no
# browser download): loads the page with the web build of wasm/pkg (built by 50-wasm.sh), clicks
# through a turn and checks the narrated log.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -e wasm/pkg/web/congo_nile_bg.wasm ] || bash scripts/build-wasm.sh
rm -rf examples/web/pkg
cp -r wasm/pkg/web examples/web/pkg
node --test examples/web/
