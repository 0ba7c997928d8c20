#!/usr/bin/env bash
# Benchmarks for people who work on QuickTax: the plain release build (`swift build -c release`,
# Tools/release-build), or with PGO=1 the profile-guided one (`Tools/release-build --pgo`).
# Wall-clock figures vary with the machine's load, so compare runs on the same machine, or count
# instructions (--callgrind).
#
#   Tools/bench.sh                 engine, fixtures run, estimate, and --batch on 100,000 households
#   Tools/bench.sh --callgrind     also instructions per household (repeatable under load)
#
# With WEB_APP=/path/to/quick-tax (a checkout of the web app), the web app's own calculators run
# under node beside quicktax on the same households, with the ratio per CPU-second
# (Tools/web-reference/web-reference bench); without it that column is skipped, with a note.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${PGO:-}" ]; then
  bin="$(Tools/release-build --pgo 2>/dev/null)"
else
  bin="$(Tools/release-build 2>/dev/null)"
fi
echo "== binary: $bin"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== quicktax bench (engine alone, whole fixtures run, one --batch line by step)"
"$bin" bench

echo
echo "== quicktax fixtures Fixtures/golden, the whole command (5 runs)"
for _ in 1 2 3 4 5; do
  /usr/bin/time -f "%e s wall, %M KB peak" "$bin" fixtures Fixtures/golden 2>&1 >/dev/null | tail -1
done

echo
echo "== quicktax estimate on one file, the whole command (20 runs)"
for _ in $(seq 20); do
  /usr/bin/time -f "%e" "$bin" estimate docs/examples/married-rsu-investments.json --as-of 2025-06-15 2>&1 >/dev/null | tail -1
done | sort -n | awk '{ a[NR] = $1 } END { printf "median %.3f s, max %.3f s wall\n", a[int((NR + 1) / 2)], a[NR] }'

echo
echo "== quicktax whatif --sweep, 60 points, the whole command (20 runs)"
for _ in $(seq 20); do
  /usr/bin/time -f "%e" "$bin" whatif docs/examples/married-rsu-investments.json --as-of 2025-06-15 \
    --sweep userIncome.longTermGains=0..590000/10000 2>&1 >/dev/null | tail -1
done | sort -n | awk '{ a[NR] = $1 } END { printf "median %.3f s, max %.3f s wall\n", a[int((NR + 1) / 2)], a[NR] }'

echo
echo "== quicktax estimate --batch, 100,000 households (the golden scenarios, repeated)"
Tools/golden-households.py "$work/households.jsonl" --lines 100000
# Five runs of each reading, output to a file (as a person would use it); the median is the
# figure to quote, since this machine's cores are shared and single runs vary by a third.
for mode in "" "--web-compat" "--web-compat --rules quicktax-web --output web"; do
  for _ in 1 2 3 4 5; do
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$bin" estimate --batch "$work/households.jsonl" $mode >"$work/results.jsonl" 2>/dev/null
    cat "$work/time"
  done >"$work/runs"
  # Wall time, and CPU time (user + system, both cores): CPU per household is the figure to
  # compare between builds, as it moves less with the load of the machine's other core.
  wall=$(sort -n "$work/runs" | awk '{ s[NR] = $1 } END { printf "median %.2f s wall (%.0f households/s), best %.2f s", s[3], 100000 / s[3], s[1] }')
  cpu=$(awk '{ print $3 + $4 }' "$work/runs" | sort -n | awk '{ c[NR] = $1 } END { printf "CPU median %.1f µs/household", c[3] * 1e6 / 100000 }')
  peak=$(awk '{ if ($2 > k) k = $2 } END { printf "%.0f MB peak", k / 1024 }' "$work/runs")
  echo "${mode:-strict}: $wall; $cpu; $peak"
done

if [[ "${1:-}" == "--callgrind" ]] && command -v valgrind >/dev/null; then
  echo
  echo "== instructions per household (callgrind, binary arithmetic)"
  out="$work/callgrind.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" bench --part engine --seconds 1 >/dev/null 2>&1
  callgrind_annotate --tree=calling --inclusive=yes "$out" 2>/dev/null \
    | grep -E "> .*estimate.*Sd_Ts5 \(" | head -1 \
    | awk '{gsub(",","",$1); n=$NF; gsub("[(x,)]","",n); printf "engine: %d instructions per household (%s calls)\n", $1/n, n}'
  head -2000 "$work/households.jsonl" > "$work/2000.jsonl"
  valgrind --tool=callgrind --callgrind-out-file="$out.batch" "$bin" estimate --batch "$work/2000.jsonl" >/dev/null 2>&1
  callgrind_annotate "$out.batch" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",","",$1); printf "estimate --batch: %d instructions per line (2,000 lines, start-up included)\n", $1 / 2000 }'
  valgrind --tool=callgrind --callgrind-out-file="$out.web" "$bin" estimate --batch "$work/2000.jsonl" --web-compat --rules quicktax-web --output web >/dev/null 2>&1
  callgrind_annotate "$out.web" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",","",$1); printf "estimate --batch --web-compat --rules quicktax-web --output web: %d instructions per line\n", $1 / 2000 }'
fi

echo
if [ -n "${WEB_APP:-}" ]; then
  echo "== side by side with the web app at $WEB_APP (Tools/web-reference bench)"
  Tools/web-reference/web-reference bench --web-app "$WEB_APP" --quicktax "$bin"
else
  echo "== the web app side by side: skipped (set WEB_APP to a checkout of github.com/Nekopan-Lab/quick-tax)"
fi
