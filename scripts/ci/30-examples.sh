#!/usr/bin/env bash
# The README's main job runs to its end, and the same seed gives the same output.
set -euo pipefail
cd "$(dirname "$0")/../.."
shopt -s nullglob
for ex in examples/*.rs; do
  name=$(basename "$ex" .rs)
  cargo run --locked --release --quiet --example "$name" -- --seed 7 > "/tmp/congo-nile-$name-a.txt"
  cargo run --locked --release --quiet --example "$name" -- --seed 7 > "/tmp/congo-nile-$name-b.txt"
  cmp "/tmp/congo-nile-$name-a.txt" "/tmp/congo-nile-$name-b.txt"
  echo "example $name: $(wc -l < "/tmp/congo-nile-$name-a.txt") lines, deterministic"
done
