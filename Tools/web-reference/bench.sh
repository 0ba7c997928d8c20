#!/usr/bin/env bash
# Side by side: the web app's calculators under node and quicktax on the same households, one core
# each, alternating runs, medians of CPU time (user + system), and the ratio (issue 15's measure).
#   Tools/web-reference/web-reference bench --web-app PATH [--households FILE.jsonl] [--lines N] [--runs R] [--warm-up W] [--quicktax BIN]
# Default households: the golden scenarios (UTC and Los Angeles), repeated to --lines (20,000).
# The web app is timed at its best (issue 24): its calculators are bundled once, before any run;
# its batch streams (each line written as it is made, memory flat); and its CPU time is the pass
# that writes, measured inside node after a warm-up pass over the first W households (2,000), so
# neither node's start, the loading of the bundle nor V8's first compilation is counted.
# quicktax's is its whole process, start included.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
web_app="" households="" lines=20000 runs=5 warm_up=2000 quicktax="$root/.build/release/quicktax"
while [ $# -gt 0 ]; do
  case "$1" in
    --web-app) web_app="$2"; shift 2 ;;
    --households) households="$2"; shift 2 ;;
    --lines) lines="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --warm-up) warm_up="$2"; shift 2 ;;
    --quicktax) quicktax="$2"; shift 2 ;;
    *) echo "bench: unknown option $1" >&2; exit 64 ;;
  esac
done
[ -n "$web_app" ] || { echo "bench: give --web-app PATH (a checkout of the web app)" >&2; exit 64; }
[ -x "$quicktax" ] || { echo "bench: no $quicktax; build it with 'swift build -c release'" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -z "$households" ]; then
  households="$work/households.jsonl"
  "$root/Tools/golden-households.py" "$households" --lines "$lines"
fi
count=$(grep -c . "$households")
# Bundled once, outside every timing; node is then run directly (no wrapper script, no esbuild).
"$here/web-reference" bundle --web-app "$web_app" --out "$work/calculators.js" 2>"$work/bundle.err" || { cat "$work/bundle.err" >&2; exit 2; }
web=(env TZ=UTC node "$here/lib/main.js" batch --web-app "$web_app" --calculators "$work/calculators.js" --households "$households")
swift=("$quicktax" estimate --batch "$households" --web-compat --rules quicktax-web --output web)
# The full default line (current law, the web app's figures beside it, the plan, details): issue
# 15 asks it to cost less CPU than the web app's own, far smaller, line.
full=("$quicktax" estimate --batch "$households")

# The two must agree before their speed means anything: the first 1,500 lines, value by value.
"${web[@]}" >"$work/web.jsonl"
"${swift[@]}" >"$work/swift.jsonl" 2>/dev/null || true
python3 - "$work/web.jsonl" "$work/swift.jsonl" <<'PY'
import json, sys
def close(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return abs(a - b) <= 0.005
    if isinstance(a, dict):
        return isinstance(b, dict) and all(close(v, b.get(k)) for k, v in a.items())
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    return a == b
web, swift = open(sys.argv[1]).readlines()[:1500], open(sys.argv[2]).readlines()[:1500]
bad = sum(not close(json.loads(w), json.loads(s)) for w, s in zip(web, swift))
print(f"outputs compared on {min(len(web), len(swift))} lines: {bad} differ")
sys.exit(1 if bad or len(web) != len(swift) else 0)
PY

# CPU seconds of one run (user + system), and its peak memory.
measure() { /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" >/dev/null 2>&1 || true; awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$work/time"; }
# The web app's: the CPU seconds node reports for its pass that writes (after the warm-up), its
# peak memory, and the whole process's CPU seconds beside them.
measure_web() {
  /usr/bin/time -f "%U %S %M" -o "$work/time" "${web[@]}" --warm-up "$warm_up" --report-cpu >/dev/null 2>"$work/web.err" || true
  awk -v pass="$(awk '/^cpu / { print $2 }' "$work/web.err")" '{ printf "%.3f %d %.3f\n", pass / 1e6, $3, $1 + $2 }' "$work/time"
}
: >"$work/web.times"; : >"$work/swift.times"; : >"$work/full.times"
for _ in $(seq "$runs"); do
  measure_web >>"$work/web.times"
  measure taskset -c 0 "${swift[@]}" >>"$work/swift.times"
  measure taskset -c 0 "${full[@]}" >>"$work/full.times"
done
median() { sort -n "$1" | awk '{ a[NR] = $1; m[NR] = $2; w[NR] = $3 } END { i = int((NR + 1) / 2); printf "%s %s %s\n", a[i], m[i], w[i] }'; }
read -r web_cpu web_mem web_process < <(median "$work/web.times")
read -r swift_cpu swift_mem < <(median "$work/swift.times")
read -r full_cpu full_mem < <(median "$work/full.times")
echo
echo "== the batch line, $count households, median of $runs alternating runs, one core each"
awk -v n="$count" -v w="$web_cpu" -v s="$swift_cpu" -v wm="$web_mem" -v sm="$swift_mem" -v f="$full_cpu" -v fm="$full_mem" -v wp="$web_process" -v warm="$warm_up" 'BEGIN {
  printf "  web app (node, its calculators + Summary glue)  %7.2f µs CPU/household  %6.0f MB peak\n", w / n * 1e6, wm / 1024
  printf "    (bundled before, streaming, after a warm-up of %d; its whole process, start and warm-up included: %.2f µs)\n", warm, wp / n * 1e6
  printf "  quicktax --web-compat --rules quicktax-web --output web  %7.2f µs CPU/household  %6.0f MB peak\n", s / n * 1e6, sm / 1024
  printf "  quicktax per CPU-second: %.2f× the web app\n", w / s
  printf "  quicktax estimate --batch, the full default line  %7.2f µs CPU/household  %6.0f MB peak\n", f / n * 1e6, fm / 1024
  printf "  the full line per CPU-second: %.2f× the web app'"'"'s own line\n", w / f }'
echo
echo "== the engine alone (inputs already parsed)"
env TZ=UTC node "$here/lib/main.js" engine --web-app "$web_app" --calculators "$work/calculators.js" --households "$households" --rounds 3 | sed 's/^/  web app: /'
"$quicktax" bench --part engine --seconds 2 | sed -n 2p | sed 's/^ */  quicktax: /'
