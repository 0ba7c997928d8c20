#!/usr/bin/env python3
"""Where QuickTax's New York figures differ from the engines' beyond a case's tolerance, figure by
figure: `quicktax fixtures` compares the lines an engine has as not zero; this also counts a line
QuickTax writes where the engine's is zero (QuickTax leaves zero lines out, so the cases cannot),
unless a known difference left that figure out.

    swift build -c release
    .build/differential-venv/bin/python Tools/differential/ny_compare.py [--quicktax .build/release/quicktax] [FILE...] [--json OUT]

FILE defaults to Fixtures/differential/*-newyork.json. Prints a count per file and figure, then
each difference with the household in short.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import known_differences  # noqa: E402

# The lines each engine computes (newyork.py: expected_opentaxsolver, expected_policyengine).
OTS_LINES = {"federalAdjustedGrossIncome", "otherStatesBondInterest", "governmentPensions", "taxableSocialSecurity", "usGovernmentInterest",
             "pensionExclusion", "collegeSavingsDeduction", "newYorkAdjustedGrossIncome", "standardDeduction", "itemizedDeduction",
             "dependentExemptions", "taxableIncome", "stateTax", "householdCredit", "netStateTax"}
OTS_CITY_LINES = {"cityTax", "cityHouseholdCredit", "cityTaxAfterCredits", "mctmt", "totalTax", "citySchoolTaxCredit", "citySchoolTaxRateReduction"}
PE_LINES = OTS_LINES | {"mctmt", "totalTax", "empireStateChildCredit", "earnedIncomeCredit"}
PE_CITY_LINES = {"cityTax", "cityHouseholdCredit", "cityTaxAfterCredits", "citySchoolTaxCredit", "citySchoolTaxRateReduction",
                 "cityEarnedIncomeCredit", "cityIncomeTaxEliminationCredit"}


def computed_lines(case):
    locality = case["input"].get("residence", {}).get("locality")
    if case["engine"].startswith("OpenTaxSolver"):
        lines = set(OTS_LINES)
        if locality == "newYorkCity":
            lines |= OTS_CITY_LINES
        elif locality is None:
            lines.add("totalTax")
        return lines
    lines = set(PE_LINES)
    if locality == "newYorkCity":
        lines |= PE_CITY_LINES
    if locality == "yonkers":
        lines.add("yonkersSurcharge")
    return lines


def dropped(case):
    return {path for paths, _ in known_differences.newyork_left_out(case) for path in paths}


def short(household):
    """The household in a line."""
    parts = [str(household["taxYear"]), household["filingStatus"], household.get("residence", {}).get("locality") or "restOfState"]
    for key in ("userIncome", "spouseIncome"):
        income = household.get(key)
        if not income:
            continue
        bits = []
        for field, label in (("ytdWage", "wages"), ("interestIncome", "interest"), ("ordinaryDividends", "dividends"), ("longTermGains", "ltcg"),
                             ("treasuryInterest", "treasury"), ("taxExemptInterest", "taxExempt"), ("taxExemptInterestOtherStates", "otherStates"),
                             ("socialSecurityBenefits", "ss"), ("ytdStateWithhold", "withheld")):
            if income.get(field):
                bits.append(f"{label} {income[field]}")
        if income.get("selfEmploymentReceipts"):
            bits.append(f"SE {float(income['selfEmploymentReceipts']) - float(income.get('selfEmploymentExpenses') or 0):.0f}")
        for d in income.get("retirementDistributions", []):
            bits.append(f"{d['kind']}{'(gov)' if d.get('governmentPension') else ''} {d['taxableAmount']}")
        parts.append(f"{key[:-6]}: " + ", ".join(bits))
    family = household.get("family", {})
    fam = [f"{k} {v}" for k, v in family.items() if k in ("userAge", "spouseAge", "qualifyingChildren", "childrenUnder4", "otherDependents")]
    if fam:
        parts.append(", ".join(fam))
    ded = {k: v for k, v in household.get("deductions", {}).items() if v}
    if ded:
        parts.append(", ".join(f"{k} {v}" for k, v in ded.items()))
    return "; ".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*")
    parser.add_argument("--quicktax", default=str(ROOT / ".build/release/quicktax"))
    parser.add_argument("--json", help="write every difference as JSON here")
    options = parser.parse_args()
    files = [Path(f) for f in options.files] or sorted((ROOT / "Fixtures/differential").glob("*-newyork.json"))
    found = []
    counts = Counter()
    for path in files:
        cases = json.loads(path.read_text())
        lines = [json.dumps(c["input"]) for c in cases]
        year = cases[0]["input"]["taxYear"] if cases else 2025
        run = subprocess.run([options.quicktax, "estimate", "--batch", "-", "--as-of", f"{year}-12-31", "--time-zone", "UTC"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
        results = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
        failing = set()
        for case, result in zip(cases, results):
            if "result" not in result:
                found.append({"file": path.name, "case": case["name"], "figure": "(refused)", "quicktax": None, "engine": None,
                              "household": short(case["input"])})
                continue
            actual = result["result"].get("newYorkTax", {})
            expected = case["expected"]["result"]["newYorkTax"]
            tolerance = case["tolerance"]
            gone = dropped(case)
            figures = []
            want_lines, got_lines = expected.get("lines", {}), actual.get("lines", {})
            for key in sorted(computed_lines(case) | set(want_lines)):
                if key not in want_lines and ("lines." + key in gone or key not in got_lines):
                    continue
                want, got = want_lines.get(key, 0.0), got_lines.get(key, 0.0)
                if key in ("standardDeduction", "itemizedDeduction") and key not in want_lines and key in got_lines:
                    other = "itemizedDeduction" if key == "standardDeduction" else "standardDeduction"
                    if other in want_lines:
                        figures.append(("deduction kind", want_lines[other], got, f"{other} vs {key}"))
                        continue
                if abs(want - got) > tolerance + 1e-6:
                    figures.append((f"lines.{key}", want, got, ""))
            for key in ("totalTax", "refundableCredits", "payments", "owedOrRefund"):
                if key in expected or (key == "refundableCredits" and "owedOrRefund" in expected and key not in gone):
                    want, got = expected.get(key, 0.0), actual.get(key, 0.0)
                    if abs(want - got) > tolerance + 1e-6:
                        figures.append((key, want, got, ""))
            for figure, want, got, remark in figures:
                counts[(path.name, figure)] += 1
                failing.add(case["name"])
                found.append({"file": path.name, "case": case["name"], "figure": figure, "engine": want, "quicktax": got, "remark": remark,
                              "features": case["features"], "household": short(case["input"]), "note": case.get("note", "")})
        print(f"{path.name}: {len(cases)} cases, {len(failing)} with a difference beyond ${cases[0]['tolerance'] if cases else 0:g}")
    print()
    for (name, figure), n in sorted(counts.items()):
        print(f"{name}\t{figure}\t{n}")
    print()
    for f in found:
        print(f"{f['case']} {f['figure']}: engine {f['engine']}, QuickTax {f['quicktax']} {f.get('remark', '')}\n    {f['household']}")
    if options.json:
        Path(options.json).write_text(json.dumps(found, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
