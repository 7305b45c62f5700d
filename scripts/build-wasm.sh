#!/usr/bin/env bash
# Builds the npm-ready package folder wasm/pkg/ from the congo-nile-wasm crate:
#   one release build for wasm32 (profile wasm-release: opt-level "s", LTO), then wasm-bindgen
#   for two targets from that one .wasm: node/ (CommonJS, for Node) and web/ (an ES module that
#   loads its .wasm through `new URL(..., import.meta.url)`: for pages without a bundler and for
#   bundlers that understand that pattern, as Vite and webpack 5 do), both over one .wasm file
#   (web/congo_nile_bg.wasm, optimized once by wasm-opt -Oz from binaryen's npm package,
#   wasm/node_modules), the TypeScript declarations, package.json and README.md (with the
#   gzipped size).
# Needs: the wasm32 target, wasm-bindgen-cli at the Cargo.lock version and `npm ci` in wasm/
# (scripts/install-tools does all three).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}
cargo build --locked --target wasm32-unknown-unknown --profile wasm-release -p congo-nile-wasm
raw="$target_dir/wasm32-unknown-unknown/wasm-release/congo_nile_wasm.wasm"
pkg="$root/wasm/pkg"
rm -rf "$pkg"
mkdir -p "$pkg"
wasm_opt="$root/wasm/node_modules/.bin/wasm-opt"
for t in node web; do
  case "$t" in node) flag=nodejs ;; *) flag=$t ;; esac
  wasm-bindgen --target "$flag" --out-dir "$pkg/$t" --out-name congo_nile "$raw"
done
# One .wasm for both builds: wasm-bindgen writes the same bytes for both targets (only the JS glue
# differs), so the package ships web/'s binary once and the Node glue reads it from there.
if ! cmp -s "$pkg/node/congo_nile_bg.wasm" "$pkg/web/congo_nile_bg.wasm"; then
  echo "error: wasm-bindgen wrote different .wasm files for node and web; one binary cannot serve both" >&2
  exit 1
fi
rm "$pkg/node/congo_nile_bg.wasm"
node_glue="$pkg/node/congo_nile.js"
grep -q 'const wasmPath = `${__dirname}/congo_nile_bg.wasm`;' "$node_glue" || {
  echo "error: the Node glue no longer loads its .wasm as build-wasm.sh expects (wasmPath)" >&2
  exit 1
}
sed -i 's|const wasmPath = `${__dirname}/congo_nile_bg.wasm`;|const wasmPath = `${__dirname}/../web/congo_nile_bg.wasm`;|' "$node_glue"
if [ -x "$wasm_opt" ]; then
  "$wasm_opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$pkg/web/congo_nile_bg.wasm" -o "$pkg/web/congo_nile_bg.wasm"
else
  echo "note: wasm-opt not found (run npm ci in wasm/); the package is not size-optimized" >&2
fi
# wasm-bindgen's classes declare `[Symbol.dispose]()`: name the library that types it, so that
# `tsc --strict` accepts the declarations whatever the user's `lib` or `target` (TypeScript 5.2+).
for t in node web; do
  d="$pkg/$t/congo_nile.d.ts"
  { echo '/// <reference lib="esnext.disposable" />'; cat "$d"; } > "$d.tmp" && mv "$d.tmp" "$d"
done
# The node build is CommonJS: mark its folder so inside an ES-module package.
echo '{"type": "commonjs"}' > "$pkg/node/package.json"
raw_bytes=$(wc -c < "$pkg/web/congo_nile_bg.wasm")
gz_bytes=$(gzip -9 -c "$pkg/web/congo_nile_bg.wasm" | wc -c)
version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
# The version and the repository come from the workspace's Cargo.toml (one source for both registries).
repository=$(awk -F'"' '/^repository = / { print $2; exit }' Cargo.toml)
sed -e "s/@VERSION@/$version/" -e "s|@REPOSITORY@|$repository|" wasm/npm/package.json > "$pkg/package.json"
sed -e "s/@RAW_KB@/$(( (raw_bytes + 512) / 1024 ))/" -e "s/@GZIP_KB@/$(( (gz_bytes + 512) / 1024 ))/" wasm/npm/README.md > "$pkg/README.md"
echo "wasm package: $pkg (congo_nile_bg.wasm: $raw_bytes bytes, $gz_bytes gzipped)"
# What `npm publish` would ship: the tarball's packed and unpacked sizes.
(cd "$pkg" && npm pack --dry-run --json 2> /dev/null) | node -e '
const p = JSON.parse(require("fs").readFileSync(0, "utf8"))[0];
console.log(`npm tarball: ${p.size} bytes packed, ${p.unpackedSize} unpacked, ${p.files.length} files`);'
