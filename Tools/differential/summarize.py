#!/usr/bin/env python3
"""How far QuickTax's current-law figures are from the engines' in Fixtures/differential: runs
every case's household through `quicktax estimate --batch --rules current-law` and prints the
distribution of |difference| in federal and California total tax — per file, per filing status
and per feature — as markdown tables.

    swift build -c release && Tools/differential/summarize.py [.build/release/quicktax] [FOLDER...]

FOLDER defaults to Fixtures/differential.
"""
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def distribution(gaps):
    gaps = sorted(gaps)
    if not gaps:
        return "| 0 | | | | |"
    def share(limit):
        return sum(1 for g in gaps if g <= limit)
    return (f"| {len(gaps)} | ${gaps[len(gaps) // 2]:.2f} | ${gaps[min(len(gaps) - 1, int(len(gaps) * 0.95))]:.2f} | ${gaps[-1]:.2f} | "
            f"{share(1)} |")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/release/quicktax")
    folders = [Path(f) for f in sys.argv[2:]] or [ROOT / "Fixtures/differential"]
    rows = []  # (file, status, features, jurisdiction, gap)
    for path in sorted(p for folder in folders for p in folder.glob("*.json")):
        cases = json.loads(path.read_text())
        lines = [json.dumps(dict(c["input"], asOf=c["clock"]["now"], timeZone=c["clock"]["timeZone"])) for c in cases]
        run = subprocess.run([binary, "estimate", "--batch", "-", "--rules", "current-law", "--web-compat"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
        results = [json.loads(line) for line in run.stdout.splitlines()]
        for case, result in zip(cases, results):
            features = case.get("features") or [case.get("kind", "")]
            for jurisdiction, key in (("federal", "federalTax"), ("California", "californiaTax")):
                expected = case["expected"]["result"].get(key)
                if expected is None:
                    continue
                if "result" not in result:  # a household QuickTax refused: shown as an infinite difference
                    rows.append((path.name, case["input"]["filingStatus"], features, jurisdiction, float("inf")))
                    continue
                actual = result["result"][key]
                rows.append((path.name, case["input"]["filingStatus"], features, jurisdiction, abs(actual["totalTax"] - expected["totalTax"])))
                if "owedOrRefund" in expected:  # the cases of issues 25 and 26: the refundable credits and withholding too
                    rows.append((path.name, case["input"]["filingStatus"], features, f"{jurisdiction} owed or refund",
                                 abs(actual["owedOrRefund"] - expected["owedOrRefund"])))
    header = "| households | median | 95th percentile | max | within $1 |\n| ---: | ---: | ---: | ---: | ---: |"
    for title, key in (("file", lambda r: r[0]), ("filing status", lambda r: r[1])):
        print(f"\n### |difference| of total tax by {title}\n")
        print(f"| {title} | jurisdiction " + header.split("\n")[0] + "\n| --- | --- " + header.split("\n")[1])
        groups = defaultdict(list)
        for row in rows:
            groups[(key(row), row[3])].append(row[4])
        for (name, jurisdiction), gaps in sorted(groups.items()):
            print(f"| {name} | {jurisdiction} " + distribution(gaps))
    print("\n### |difference| of total tax by feature (a household counts under each of its features)\n")
    print("| feature | jurisdiction " + header.split("\n")[0] + "\n| --- | --- " + header.split("\n")[1])
    groups = defaultdict(list)
    for row in rows:
        for feature in row[2]:
            if not feature.startswith("status:"):
                groups[(feature, row[3])].append(row[4])
    for (name, jurisdiction), gaps in sorted(groups.items()):
        print(f"| {name} | {jurisdiction} " + distribution(gaps))


if __name__ == "__main__":
    main()
