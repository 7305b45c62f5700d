#!/usr/bin/env bash
# Informational: how much of the rules inventory the tests pin (never fails the run).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/rule-coverage | sed -n '/^pinned:/,$p' | head -120 || true
