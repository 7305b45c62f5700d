#!/usr/bin/env bash
# Not a CI step (no number): the built-in setup each game's conformance run plays with seed 7 and
# the shared decision policy, in the C program (ffi/tests/c/play.c), the Node tests
# (wasm/tests/games.test.mjs) and the Rust reference (ffi/examples/reference_game.rs).
case "${1:-}" in
  congo) echo gorilla_clearing ;;
  nile) echo two_teams ;;
  *) echo "usage: $0 congo|nile" >&2; exit 1 ;;
esac
