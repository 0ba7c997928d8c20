#!/usr/bin/env bash
# The web-reference tool's own tests: no web app and no network needed (esbuild for the suite
# runner's test, which is skipped with a note without it). Run by .ci/run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python3 -m unittest discover -s "$here/test" -p 'test_*.py' -q
if command -v node >/dev/null 2>&1; then
  node --test "$here/test/"
else
  echo "web-reference test: node not found; its JavaScript tests were not run (install Node.js 18 or later)"
fi
