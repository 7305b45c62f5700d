#!/usr/bin/env bash
# The README examples of the npm package, as a new user meets them: the package built by
# 50-wasm.sh (wasm/pkg) packed with `npm pack`, installed from its tarball into a fresh folder,
# and every ```ts block of README.md, wasm/README.md and wasm/npm/README.md type-checked there by
# `tsc --strict` (each block its own ES module).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
[ -f wasm/pkg/package.json ] || bash scripts/build-wasm.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd wasm/pkg && npm pack --silent --pack-destination "$work" > /dev/null)
cd "$work"
echo '{"name": "readme-check", "private": true, "type": "module"}' > package.json
npm install --silent --offline --no-audit --no-fund ./congo-nile-*.tgz
mkdir snippets
python3 - "$root" <<'PY'
import re, sys
from pathlib import Path
root = Path(sys.argv[1])
n = 0
for readme in ["README.md", "wasm/README.md", "wasm/npm/README.md"]:
    text = (root / readme).read_text()
    for block in re.findall(r"^```ts\n(.*?)^```", text, flags=re.S | re.M):
        n += 1
        name = readme.replace("/", "_").replace(".md", "")
        Path(f"snippets/{name}_{n}.mts").write_text(f"// {readme}, block {n}\n{block}export {{}};\n")
print(f"{n} TypeScript blocks from the READMEs")
if n == 0:
    sys.exit("no ```ts block found in the READMEs")
PY
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "strict": true, "noEmit": true, "target": "es2022", "module": "nodenext",
    "moduleResolution": "nodenext", "types": [], "lib": ["es2022", "dom"]
  },
  "include": ["snippets/*.mts"]
}
JSON
"$root/wasm/node_modules/.bin/tsc" -p tsconfig.json
echo "tsc --strict: every README TypeScript block type-checks against the packed package"
