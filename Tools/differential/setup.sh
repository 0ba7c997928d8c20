#!/usr/bin/env bash
# Creates the Python environment of the differential check: OpenTaxSolver (through the PyPI
# package tenforty) and, with --with-policyengine, policyengine-us. Pinned versions, so that the
# golden cases in Fixtures/differential can be regenerated exactly.
#
#   Tools/differential/setup.sh [--with-policyengine] [VENV]     (default VENV: .build/differential-venv)
set -euo pipefail
cd "$(dirname "$0")/../.."
with_pe=no
if [[ "${1:-}" == "--with-policyengine" ]]; then with_pe=yes; shift; fi
venv=${1:-.build/differential-venv}
python3 -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q "tenforty==2025.12"
if [[ $with_pe == yes ]]; then "$venv/bin/pip" install -q "policyengine-us==2.68.0"; fi
"$venv/bin/pip" list 2>/dev/null | grep -i -E '^(tenforty|policyengine)' || true
echo "ready: $venv"
