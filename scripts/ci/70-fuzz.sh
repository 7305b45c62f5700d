#!/usr/bin/env bash
# Builds the fuzz targets (fuzz/, docs/fuzzing.md) and runs each for FUZZ_SECONDS (default 30)
# from its committed seeds: a crash, a hang (10 s) or a blow-up (2 GiB) fails the step. The
# inputs once found are replayed by an ordinary test (harness/tests/fuzz_regressions.rs).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${FUZZ_SECONDS:-30}
bash scripts/fuzz --build
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for src in fuzz/fuzz_targets/*.rs; do
  target=$(basename "$src" .rs)
  echo "--- fuzz $target for ${seconds}s"
  status=0
  bash scripts/fuzz "$target" "$seconds" >"$log" 2>&1 || status=$?
  # The run's summary: executions, their rate, the peak memory.
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log" || true
  if [ "$status" -ne 0 ]; then
    tail -n 60 "$log"
    echo "fuzz target $target failed (the input is in fuzz/artifacts/$target/)"
    exit 1
  fi
done
