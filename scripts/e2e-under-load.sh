#!/usr/bin/env bash
# `bash scripts/e2e-under-load.sh [runs]`: the end-to-end project run `runs` times in a row (10 by default)
# while `npm run bench` loads the same machine in a loop, to show the suite holds under load (ADR 40).
# Prints each run's result and a summary; exits non-zero if any run failed. Needs the built app and Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
logs="$(mktemp -d)"

# The load: the benchmark over and over, in its own process group so it stops with this script.
setsid bash -c 'while true; do npm run bench >/dev/null 2>&1; done' &
load_group=$!
trap 'kill -- -"$load_group" 2>/dev/null' EXIT

failed=0
for run in $(seq 1 "$runs"); do
  started=$SECONDS
  if CI=true npx vitest run --project e2e >"$logs/run-$run.log" 2>&1; then result=passed; else result=FAILED; failed=$((failed + 1)); fi
  summary="$(sed -E 's/\x1b\[[0-9;]*m//g' "$logs/run-$run.log" | grep -E '^ +Tests ' | tail -1 | sed -E 's/^ +//')"
  printf 'run %2d: %s in %ds, %s, load average %s\n' "$run" "$result" $((SECONDS - started)) "$summary" "$(cut -d' ' -f1 /proc/loadavg)"
done
printf '%d of %d runs failed (logs in %s)\n' "$failed" "$runs" "$logs"
[ "$failed" -eq 0 ]
