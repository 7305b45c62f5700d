#!/usr/bin/env bash
# The C ABI: the committed header is fresh; a C program built by the system compiler
# (-std=c11 -Wall -Wextra -Werror) against the committed header and the static library plays
# full games, exercises the error paths and replays the conformance vectors (rulebook examples
# with scripted dice); its final states equal the Rust reference byte for byte; and it runs once
# under valgrind with no leak and no invalid access.
set -euo pipefail
cd "$(dirname "$0")/../.."
target_dir=${CARGO_TARGET_DIR:-$(pwd)/target}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

cargo test --locked -q -p congo-nile-ffi --test header
cargo build --locked --release -p congo-nile-ffi --lib
games=()
for game in congo nile; do
  if grep -q "${game}_game_new(" ffi/include/congo_nile.h; then
    games+=("-DWITH_$(echo "$game" | tr a-z A-Z)")
  fi
done
cc -std=c11 -Wall -Wextra -Werror -O1 -g "${games[@]}" -I ffi/include ffi/tests/c/play.c \
  "$target_dir/release/libcongo_nile_ffi.a" -lpthread -ldl -lm -o "$out/play"
# The conformance vectors: rulebook examples with scripted dice (ffi/tests/rulebook_vectors.rs).
vectors=(ffi/tests/vectors/*.jsonl)
"$out/play" --state-out "$out" "${vectors[@]}"

for game in congo nile; do
  [ -e "$out/$game.json" ] || continue
  cargo run --locked --release -q -p congo-nile-ffi --example reference_game -- \
    --game "$game" --setup "$(bash scripts/ci/conformance-setup.sh "$game")" --seed 7 > "$out/$game.rust.json"
  if cmp -s <(tr -d '\n' < "$out/$game.json") <(tr -d '\n' < "$out/$game.rust.json"); then
    echo "$game: final state through the C ABI equals the Rust API's, byte for byte"
  else
    echo "$game: final state through the C ABI differs from the Rust API's" >&2
    exit 1
  fi
done

# No suppressions: the run must be clean as it is.
valgrind --quiet --leak-check=full --show-leak-kinds=definite,indirect \
  --errors-for-leak-kinds=definite,indirect --error-exitcode=99 "$out/play" "${vectors[@]}" > "$out/valgrind.txt"
tail -n 1 "$out/valgrind.txt"
echo "valgrind: no leak, no invalid access"
