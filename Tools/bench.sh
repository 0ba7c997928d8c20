#!/usr/bin/env bash
# Benchmarks for people who work on QuickTax (release build; figures vary with the machine's load,
# so compare runs on the same machine, or count instructions with valgrind as shown at the end).
#
#   Tools/bench.sh                 engine and fixtures-run figures
#   Tools/bench.sh --callgrind     also instructions per household (repeatable under load)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
bin=.build/release/quicktax

echo "== quicktax bench (engine alone, whole fixtures run)"
"$bin" bench

echo
echo "== quicktax fixtures, wall time of the whole command (5 runs)"
for _ in 1 2 3 4 5; do
  /usr/bin/time -f "%e s wall, %M KB peak" "$bin" fixtures Fixtures/golden 2>&1 >/dev/null | tail -1
done

if [[ "${1:-}" == "--callgrind" ]] && command -v valgrind >/dev/null; then
  echo
  echo "== instructions per household (callgrind, binary arithmetic)"
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" bench --part engine --seconds 1 >/dev/null 2>&1
  callgrind_annotate --tree=calling --inclusive=yes "$out" 2>/dev/null \
    | grep -E "> .*estimate.*Sd_Ts5 \(" | head -1 \
    | awk '{gsub(",","",$1); n=$NF; gsub("[(x,)]","",n); printf "%d instructions per household (%s calls)\n", $1/n, n}'
  rm -f "$out"
fi
