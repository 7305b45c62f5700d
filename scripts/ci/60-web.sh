#!/usr/bin/env bash
# examples/web and examples/play in headless Chromium (Debian's /usr/bin/chromium, driven by
# playwright-core; no browser download), each page with the web build of wasm/pkg (built by
# 50-wasm.sh): examples/web clicks through a turn and checks the narrated log; examples/play has a
# scripted person play a whole Adventure against the bot by clicking (screenshots in
# examples/play/artifacts/).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -e wasm/pkg/web/congo_nile_bg.wasm ] || bash scripts/build-wasm.sh
rm -rf examples/web/pkg
cp -r wasm/pkg/web examples/web/pkg
node --test examples/web/
rm -rf examples/play/pkg
cp -r wasm/pkg/web examples/play/pkg
node --test examples/play/
