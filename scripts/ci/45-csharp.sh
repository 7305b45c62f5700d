#!/usr/bin/env bash
# The C# binding: the committed P/Invoke declarations (csharp/unity/Runtime/NativeMethods.g.cs)
# are a fresh csbindgen generation; a C# test program, built by Debian's mcs from the Unity
# package's own sources (csharp/unity/Runtime) and run by mono against the release shared
# library (the one 40-ffi.sh builds), plays every built-in setup of both games to the end and
# exercises the error paths; its final conformance states equal the Rust reference byte for byte.
set -euo pipefail
cd "$(dirname "$0")/../.."
target_dir=${CARGO_TARGET_DIR:-$(pwd)/target}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

cargo test --locked -q -p congo-nile-ffi --test csharp_bindings
# The library and the Rust reference in one build: built apart (`--lib`, then the example with
# its dev-dependencies), cargo compiles the ffi crate twice over.
cargo build --locked --release -p congo-nile-ffi --lib --example reference_game
cp "$target_dir/release/libcongo_nile_ffi.so" "$out/"
# csbindgen skips, with a mere note, a function whose types it cannot map: every exported
# function of the library must have its declaration.
exported=$(nm -D --defined-only "$out/libcongo_nile_ffi.so" | awk '$2 == "T"' | wc -l)
declared=$(grep -c 'EntryPoint = "' csharp/unity/Runtime/NativeMethods.g.cs)
if [ "$exported" -ne "$declared" ]; then
  echo "the library exports $exported functions, NativeMethods.g.cs declares $declared" >&2
  exit 1
fi
echo "NativeMethods.g.cs declares all $declared exported functions; library $(stat -c %s "$out/libcongo_nile_ffi.so") bytes"
mcs -nologo -unsafe -warnaserror -r:System.Runtime.Serialization -out:"$out/CongoNileTests.exe" \
  csharp/unity/Runtime/*.cs csharp/tests/CongoNileTests.cs
# mono loads `congo_nile_ffi` as libcongo_nile_ffi.so from the library path.
LD_LIBRARY_PATH="$out" mono "$out/CongoNileTests.exe" --state-out "$out" | tee "$out/run.txt"
read -r passed failed < <(tail -n 1 "$out/run.txt" | sed -E 's/^([0-9]+) passed, ([0-9]+) failed$/\1 \2/')

for game in congo nile; do
  "$target_dir/release/examples/reference_game" --game "$game" --setup "$(bash scripts/ci/conformance-setup.sh "$game")" --seed 7 > "$out/$game.rust.json"
  if cmp -s <(tr -d '\n' < "$out/$game.json") <(tr -d '\n' < "$out/$game.rust.json"); then
    echo "$game: final state through C# equals the Rust API's, byte for byte"
    passed=$((passed + 1))
  else
    echo "$game: final state through C# differs from the Rust API's" >&2
    failed=$((failed + 1))
  fi
done
echo "csharp: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
