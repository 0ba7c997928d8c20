#!/usr/bin/env python3
"""How far QuickTax's current-law figures are from the engines' in Fixtures/differential:
runs every case's household through `quicktax estimate --batch --rules current-law` and prints the
distribution of the differences in federal and California total tax.

    swift build -c release && Tools/differential/summarize.py [.build/release/quicktax]
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/release/quicktax")
    for name in ("opentaxsolver-2025.json", "policyengine-2026.json"):
        cases = json.loads((ROOT / "Fixtures/differential" / name).read_text())
        lines = [json.dumps(dict(c["input"], asOf=c["clock"]["now"], timeZone=c["clock"]["timeZone"])) for c in cases]
        run = subprocess.run([binary, "estimate", "--batch", "-", "--rules", "current-law", "--web-compat"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
        results = [json.loads(line) for line in run.stdout.splitlines()]
        for jurisdiction, key in (("federal", "federalTax"), ("California", "californiaTax")):
            gaps = []
            for case, result in zip(cases, results):
                expected = case["expected"]["result"].get(key)
                if expected is None:
                    continue
                gaps.append(abs(result["result"][key]["totalTax"] - expected["totalTax"]))
            gaps.sort()
            def share(limit):
                return sum(1 for g in gaps if g <= limit)
            print(f"{name} {jurisdiction}: {len(gaps)} households; |difference| median {gaps[len(gaps) // 2]:.2f}, "
                  f"95th percentile {gaps[int(len(gaps) * 0.95)]:.2f}, max {gaps[-1]:.2f}; "
                  f"≤ $0.50: {share(0.5)}, ≤ $1: {share(1)}, ≤ $10: {share(10)}")


if __name__ == "__main__":
    main()
