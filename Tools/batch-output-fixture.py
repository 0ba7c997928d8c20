#!/usr/bin/env python3
"""Writes Fixtures/batch-output/: a fixed batch of households and what `quicktax estimate --batch`
writes for it, byte for byte, in each output (a test compares the built command's output with
these files). Regenerate only when a feature changes the output, never for a speed change:

    Tools/batch-output-fixture.py [.build/debug/quicktax]

Households: golden scenarios (UTC, Los Angeles, messy typed text), differential households
(every filing status, dependents, self-employment, options) and the examples in docs/examples
that name no state, each line carrying its own asOf and timeZone so the output does not depend on
the clock. A second batch pins the states of residence (issue 44): the examples that name one, and
households of every state, under current law (states-households.jsonl, states-current-law-full.jsonl).
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Fixtures/batch-output"

# (the command's extra arguments, the expected file)
RUNS = [
    ([], "current-law-full.jsonl"),
    (["--rules", "quicktax-web"], "quicktax-web-full.jsonl"),
    (["--rules", "quicktax-web", "--output", "web"], "quicktax-web-output-web.jsonl"),
]


def line(case):
    return json.dumps(dict(case["input"], asOf=case["clock"]["now"], timeZone=case["clock"]["timeZone"]), separators=(",", ":"))


def households():
    lines = []
    for name, count in (("golden/scenarios-utc.json", 20), ("golden/scenarios-los-angeles.json", 10), ("golden/scenarios-quirky-input.json", 10)):
        lines += [line(c) for c in json.loads((ROOT / "Fixtures" / name).read_text())[:count]]
    for name in ("opentaxsolver-2025-family.json", "opentaxsolver-2025-business.json", "policyengine-2026-business.json"):
        lines += [line(c) for c in json.loads((ROOT / "Fixtures/differential" / name).read_text())[:10]]
    for example in sorted((ROOT / "docs/examples").glob("*.json")):
        household = json.loads(example.read_text())
        if "residence" in household:
            continue
        # One date for every example, last in the line (their files carry the README's dates).
        household.pop("asOf", None)
        household["asOf"] = "2025-09-01"
        household.setdefault("timeZone", "America/Los_Angeles")
        lines.append(json.dumps(household, separators=(",", ":")))
    return lines


STATES = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
          "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD",
          "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY"]


def state_households():
    """The examples that name a state, and one household of every state (New York's with each
    locality), the golden scenarios' households moved there, with gains, gifts and sales taxes."""
    lines = []
    for example in sorted((ROOT / "docs/examples").glob("*.json")):
        household = json.loads(example.read_text())
        if "residence" in household:
            lines.append(json.dumps(household, separators=(",", ":")))
    scenarios = json.loads((ROOT / "Fixtures/golden/scenarios-utc.json").read_text())
    places = [(state, None) for state in STATES] + [("NY", "newYorkCity"), ("NY", "yonkers")]
    for index, (state, locality) in enumerate(places):
        case = scenarios[index % len(scenarios)]
        household = dict(case["input"])
        household.pop("includeCaliforniaTax", None)
        household["residence"] = {"state": state, **({"locality": locality} if locality else {})}
        household["userIncome"] = dict(household["userIncome"], longTermGains=str(150000 * (index % 12)))
        household["deductions"] = dict(household["deductions"], generalSalesTax=str(1500 * (index % 4)),
                                       **({"washingtonCharitableDonations": "290000", "washingtonExemptGains": "40000"} if state == "WA" else {}))
        household["asOf"] = case["clock"]["now"]
        household["timeZone"] = case["clock"]["timeZone"]
        lines.append(json.dumps(household, separators=(",", ":")))
    return lines


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/quicktax")
    OUT.mkdir(exist_ok=True)
    source = OUT / "households.jsonl"
    source.write_text("\n".join(households()) + "\n")
    for arguments, name in RUNS:
        run = subprocess.run([binary, "estimate", "--batch", str(source), "--web-compat"] + arguments, capture_output=True, check=False)
        (OUT / name).write_bytes(run.stdout)
        print(f"{name}: {len(run.stdout.splitlines())} lines, exit {run.returncode}, {run.stderr.decode().strip()}")
    states = OUT / "states-households.jsonl"
    states.write_text("\n".join(state_households()) + "\n")
    run = subprocess.run([binary, "estimate", "--batch", str(states)], capture_output=True, check=False)
    (OUT / "states-current-law-full.jsonl").write_bytes(run.stdout)
    print(f"states-current-law-full.jsonl: {len(run.stdout.splitlines())} lines, exit {run.returncode}, {run.stderr.decode().strip()}")


if __name__ == "__main__":
    main()
