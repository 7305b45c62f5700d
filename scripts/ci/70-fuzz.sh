#!/usr/bin/env bash
# Builds the fuzz targets (fuzz/, docs/fuzzing.md) and runs each from its committed seeds for a
# fixed number of executions with a fixed libFuzzer seed, so that the same commit fuzzes the same
# inputs on every machine: a rehearsal of CI on a clean clone predicts CI. A crash, a hang (10 s)
# or a blow-up (2 GiB) fails the step. The long, open-ended runs are `scripts/fuzz TARGET SECONDS`.
# The inputs once found are replayed by an ordinary test (harness/tests/fuzz_regressions.rs).
# FUZZ_SEED picks another fixed seed; FUZZ_SCALE multiplies every run count (default 1).
set -euo pipefail
cd "$(dirname "$0")/../.."
seed=${FUZZ_SEED:-1}
scale=${FUZZ_SCALE:-1}
# Executions per target: about 25 s each at the rates in docs/fuzzing.md.
runs_for() {
  case "$1" in
    congo_load | nile_load) echo 300000 ;;
    *) echo 1200 ;;
  esac
}
bash scripts/fuzz --build
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for src in fuzz/fuzz_targets/*.rs; do
  target=$(basename "$src" .rs)
  runs=$(( $(runs_for "$target") * scale ))
  echo "--- fuzz $target: $runs executions, seed $seed"
  status=0
  # The time is a ceiling only (600 s): the run count ends the run.
  bash scripts/fuzz "$target" 600 -seed="$seed" -runs="$runs" >"$log" 2>&1 || status=$?
  # The run's summary: executions, their rate, the peak memory.
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log" || true
  if [ "$status" -ne 0 ]; then
    tail -n 60 "$log"
    echo "fuzz target $target failed (the input is in fuzz/artifacts/$target/)"
    exit 1
  fi
done
