#!/usr/bin/env python3
"""The differential check of New York (Form IT-201: New York State, New York City, Yonkers; issue
45) against OpenTaxSolver's IT-201 2025 and PolicyEngine-US, as golden cases:

    opentaxsolver-2025-newyork.json     2025 households against OpenTaxSolver ($1)
    policyengine-2025-newyork.json      2025 households against PolicyEngine ($10)
    policyengine-2026-newyork.json      2026 households against PolicyEngine ($10)
    engine-disagreements-2025-newyork.md   where the two engines disagree on the OpenTaxSolver households

    .build/differential-venv/bin/python Tools/differential/generate.py --only newyork
    .build/differential-venv/bin/python Tools/differential/newyork.py [--seed 2025] [--scale 1.0]

Households: ny_households.py; engines: ny_engines.py; what each engine gets wrong by the form and
is left uncompared: known_differences.py's New York section (Fixtures/differential/README.md,
"New York"). Each case compares `result.newYorkTax`: the IT-201 lines each engine computes
(`lines`, only those it has: a line QuickTax leaves out is zero, so an engine's zero line is left
out of the expected values, and the totals catch it), `totalTax` (line 62), `refundableCredits`,
`payments` and `owedOrRefund` where the engine computes them.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import cases  # noqa: E402
import known_differences  # noqa: E402
import ny_engines as nye  # noqa: E402
import ny_households as nyh  # noqa: E402

TENFORTY = "OpenTaxSolver 2025 via tenforty 2025.12 (IT-201)"
POLICYENGINE = "PolicyEngine US 2.68.0"
SEED_OFFSET = 50
# OpenTaxSolver 2025, PolicyEngine 2025, PolicyEngine 2026.
COUNTS = (500, 400, 350)
# Lines QuickTax always writes (the others only when not zero).
ALWAYS = {"federalAdjustedGrossIncome", "newYorkAdjustedGrossIncome", "standardDeduction", "itemizedDeduction", "taxableIncome", "stateTax",
          "netStateTax", "cityTax", "cityTaxAfterCredits", "yonkersSurcharge", "totalTax"}


def quicktax_input(spec):
    """The household as QuickTax reads it (docs/household-format.md): cases.quicktax_input's
    fields, a New York residence, the New York fields."""
    value = cases.quicktax_input(spec)
    value.pop("includeCaliforniaTax", None)
    value["residence"] = {"state": "NY", **({"locality": spec["locality"]} if spec.get("locality") else {})}
    value["deductions"].pop("otherStateIncomeTax", None)
    value["deductions"] = {k: v for k, v in value["deductions"].items() if v != ""}
    if spec.get("ny529"):
        value["deductions"]["newYork529Contributions"] = cases.money(spec["ny529"])
    if spec.get("ny_withheld"):
        value["userIncome"]["ytdStateWithhold"] = cases.money(spec["ny_withheld"])
    for key, who in zip(("userIncome", "spouseIncome"), spec["people"]):
        for entry, d in zip(value[key].get("retirementDistributions", []), who.get("distributions", [])):
            entry["governmentPension"] = bool(d.get("government"))
    family = value.setdefault("family", {})
    family["userAge"] = str(spec["people"][0]["age"])
    if len(spec["people"]) > 1:
        family["spouseAge"] = str(spec["people"][1]["age"])
    if spec.get("under4"):
        family["childrenUnder4"] = str(spec["under4"])
    return value


def case(name, spec, expected, tolerance, engine, raw, notes):
    entry = {"name": name, "kind": spec["kind"], "features": spec["features"], "ruleSet": "current-law", "tolerance": tolerance,
             "clock": {"now": f"{spec['year']}-12-31T12:00:00.000Z", "timeZone": "UTC"}, "engine": engine,
             "input": quicktax_input(spec), "expected": cases.cents(expected),
             "engineOutput": {k: round(v, 2) + 0.0 for k, v in raw.items() if isinstance(v, float) and abs(v) > 0.004}}
    if notes:
        entry["note"] = "; ".join(notes)
    return entry


def _lines(pairs):
    """The expected `lines`: those QuickTax always writes, and the others where not zero."""
    return {k: round(v, 2) for k, v in pairs if v is not None and (k in ALWAYS or abs(v) > 0.004)}


def _no_refundable_credit_possible(spec, federal_agi):
    """No Empire State child credit, earned income credits or elimination credit can apply (no
    dependent; federal AGI above the earned income credit's end without a child)."""
    return spec["children"] + spec["other_dependents"] == 0 and federal_agi > 27_000


def dollars(value):
    """Half up to the dollar (IT-201: whole dollars)."""
    return float(math.floor(value + 0.5))


def whole_dollar_lines(r, city):
    """OpenTaxSolver keeps cents on line 39's worksheets, on line 47a from $65,000 of city taxable
    income, on lines 54c and 69a; IT-201 is filed in whole dollars, as QuickTax figures it. Those
    lines rounded half up, and lines 44-62 added again from them (no other line 41-45 or 50-53
    amounts in these households)."""
    r = dict(r)
    r["L39"] = dollars(r.get("L39", 0.0))
    r["L44"] = max(0.0, r["L39"] - r.get("L40", 0.0))
    r["L46"] = r["L44"]
    total = r["L46"]
    if city:
        r["L47a"] = dollars(r.get("L47a", 0.0))
        r["L54"] = max(0.0, r["L47a"] - r.get("L48", 0.0))
        r["L54e"] = dollars(r.get("L54e", 0.0))
        r["L69a"] = dollars(r.get("L69a", 0.0))
        total += r["L54"] + r["L54e"]
    r["L62"] = total
    return r


def expected_opentaxsolver(spec, r):
    """OpenTaxSolver's lines. Its refundable credits are inputs (none fed): compared only where
    none can apply, the city's school tax credits then. No Yonkers surcharge (its line 55 is an
    input added only for a New York City resident): Yonkers returns compare lines 19-46."""
    status = spec["status"]
    city = spec.get("locality") == "newYorkCity"
    yonkers = spec.get("locality") == "yonkers"
    itemized = r.get("IT196_49", 0.0) > nyh.STANDARD[status]
    r = whole_dollar_lines(r, city)
    pairs = [("federalAdjustedGrossIncome", r["L19"]), ("otherStatesBondInterest", r.get("L20", 0.0)),
             ("governmentPensions", r.get("L26", 0.0)), ("taxableSocialSecurity", r.get("L27", 0.0)),
             ("usGovernmentInterest", r.get("L28", 0.0)), ("pensionExclusion", r.get("L29", 0.0)),
             ("collegeSavingsDeduction", r.get("L30", 0.0)), ("newYorkAdjustedGrossIncome", r["L33"]),
             ("itemizedDeduction" if itemized else "standardDeduction", r["L34"]), ("dependentExemptions", r.get("L36", 0.0)),
             ("taxableIncome", r["L38"]), ("stateTax", r.get("L39", 0.0)),
             ("householdCredit", min(r.get("L40", 0.0), r.get("L39", 0.0)) if r.get("L40", 0.0) > 0 else None),
             ("netStateTax", r["L46"])]
    if city:
        pairs += [("cityTax", r.get("L47a", 0.0)),
                  ("cityHouseholdCredit", min(r.get("L48", 0.0), r.get("L47a", 0.0)) if r.get("L48", 0.0) > 0 else None),
                  ("cityTaxAfterCredits", r.get("L54", 0.0)), ("mctmt", r.get("L54e", 0.0)), ("totalTax", r["L62"]),
                  ("citySchoolTaxCredit", r.get("L69", 0.0)), ("citySchoolTaxRateReduction", r.get("L69a", 0.0))]
    elif not yonkers:
        pairs += [("totalTax", r["L62"])]
    result = {"lines": _lines(pairs), "payments": spec.get("ny_withheld", 0.0)}
    notes = []
    if yonkers:
        notes.append("OpenTaxSolver computes no Yonkers surcharge (IT-201 line 55 is an input it adds only for a New York City resident): "
                     "lines 19-46 compared")
    else:
        result["totalTax"] = r["L62"]
        if _no_refundable_credit_possible(spec, r["L19"]):
            refundable = r.get("L69", 0.0) + r.get("L69a", 0.0) if city else 0.0
            if refundable:  # QuickTax writes refundableCredits only when not zero
                result["refundableCredits"] = round(refundable, 2)
            result["owedOrRefund"] = round(r["L62"] - refundable - spec.get("ny_withheld", 0.0), 2)
    return {"result": {"newYorkTax": result}}, notes


def expected_policyengine(spec, r):
    """PolicyEngine's lines; the MCTMT figured as the form has it (ny_engines.mctmt)."""
    status = spec["status"]
    city = spec.get("locality") == "newYorkCity"
    yonkers = spec.get("locality") == "yonkers"
    itemized = r["ny_itemized_deductions"] > r["ny_standard_deduction"]
    state_tax = r["ny_income_tax_before_credits"]
    pairs = [("federalAdjustedGrossIncome", r["adjusted_gross_income"]),
             ("otherStatesBondInterest", sum(p.get("tax_exempt_other", 0.0) for p in spec["people"])),
             ("governmentPensions", r["taxable_public_pension_income"]), ("taxableSocialSecurity", r["tax_unit_taxable_social_security"]),
             ("usGovernmentInterest", r["us_govt_interest"]), ("pensionExclusion", r["ny_pension_exclusion"]),
             ("collegeSavingsDeduction", nye.college_savings(spec)), ("newYorkAdjustedGrossIncome", r["ny_agi"]),
             ("itemizedDeduction" if itemized else "standardDeduction", r["ny_deductions"]), ("dependentExemptions", r["ny_exemptions"]),
             ("taxableIncome", r["ny_taxable_income"]), ("stateTax", state_tax),
             ("householdCredit", min(r["ny_household_credit"], state_tax) if r["ny_household_credit_potential"] > 0 else None),
             ("netStateTax", r["ny_income_tax_before_refundable_credits"])]
    mctmt = r["mctmt_figured"]
    total = r["ny_income_tax_before_refundable_credits"] + mctmt
    if city:
        city_tax = r["nyc_income_tax_before_credits"]
        pairs += [("cityTax", city_tax),
                  ("cityHouseholdCredit", min(r["nyc_household_credit"], city_tax) if r["nyc_household_credit"] > 0 else None),
                  ("cityTaxAfterCredits", r["nyc_income_tax_before_refundable_credits"])]
        total += r["nyc_income_tax_before_refundable_credits"]
    if yonkers:
        pairs.append(("yonkersSurcharge", r["ny_yonkers_income_tax"]))
        total += r["ny_yonkers_income_tax"]
    refundable = {"empireStateChildCredit": r["ny_ctc"], "earnedIncomeCredit": r["ny_eitc"] + r["ny_supplemental_eitc"],
                  "citySchoolTaxCredit": r["nyc_school_tax_credit_fixed_amount"],
                  "citySchoolTaxRateReduction": r["nyc_school_tax_credit_rate_reduction_amount"],
                  "cityEarnedIncomeCredit": r["nyc_eitc"], "cityIncomeTaxEliminationCredit": r["nyc_income_tax_elimination_credit"]}
    pairs += [("mctmt", mctmt), ("totalTax", total)] + list(refundable.items())
    credits = sum(refundable.values())
    result = {"lines": _lines(pairs), "totalTax": round(total, 2), "payments": spec.get("ny_withheld", 0.0),
              "owedOrRefund": round(total - credits - spec.get("ny_withheld", 0.0), 2)}
    if abs(credits) > 0.004:  # QuickTax writes refundableCredits only when not zero
        result["refundableCredits"] = round(credits, 2)
    notes = []
    if r.get("line46_recomputed"):
        notes.append("IT-196 line 46 taken on line 45 as its worksheets do (PolicyEngine takes it on the deductions before the line 40 "
                     "limitation): PolicyEngine run again with that itemized deduction, its own in engineOutput "
                     "(ny_itemized_deductions_as_computed)")
    if mctmt > 0:
        notes.append("the MCTMT (IT-201 lines 54a-54e) figured from Schedule SE line 6 as the form has it: PolicyEngine has no MCTMT on "
                     "self-employment earnings")
    return {"result": {"newYorkTax": result}}, notes


def opentaxsolver_engine_output(row):
    keep = ("L19", "L20", "L24", "L26", "L27", "L28", "L29", "L30", "L32", "L33", "L34", "L35", "L36", "L38", "L39", "L40", "L44", "L46",
            "L47", "L47a", "L48", "L49", "L54", "L54e", "L58", "L62", "L69", "L69a", "fed_agi", "fed_L4b", "fed_L6b", "mctmt_figured")
    out = {k: row[k] for k in keep if k in row}
    out.update({k: v for k, v in row.items() if k.startswith("IT196_")})
    return out


def disagreements(specs, names, ots_rows, pe_rows):
    """Where OpenTaxSolver and PolicyEngine differ by more than $1 on the figures both compute."""
    pairs = (("New York AGI (33)", "L33", "ny_agi"), ("taxable income (38)", "L38", "ny_taxable_income"),
             ("state tax (39)", "L39", "ny_income_tax_before_credits"), ("net state tax (46)", "L46", "ny_income_tax_before_refundable_credits"),
             ("city tax (47a)", "L47a", "nyc_income_tax_before_credits"), ("city tax after credits (54)", "L54", "nyc_income_tax_before_refundable_credits"))
    rows = []
    for spec, name, o, p in zip(specs, names, ots_rows, pe_rows):
        for label, ots_key, pe_key in pairs:
            if ots_key in ("L47a", "L54") and spec.get("locality") != "newYorkCity":
                continue
            gap = p[pe_key] - o.get(ots_key, 0.0)
            if abs(gap) > 1:
                rows.append(f"| {name} | {spec['status']} | {spec.get('locality') or 'rest of state'} | {label} | {o.get(ots_key, 0.0):,.2f} | "
                            f"{p[pe_key]:,.2f} | {gap:,.2f} |")
    return rows


def write(out, name, written):
    (out / name).write_text(json.dumps(written, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(written)} cases to {name}")


def with_known_differences(written):
    kept = []
    for entry in written:
        if known_differences.apply(entry) is not None:
            kept.append(entry)
    return kept


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--out", default=str(ROOT / "Fixtures/differential"))
    parser.add_argument("--scale", type=float, default=1.0, help="a fraction of every count (a quick trial)")
    options = parser.parse_args(argv)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    count = lambda n: max(1, round(n * options.scale))  # noqa: E731
    rng = random.Random(options.seed + SEED_OFFSET)
    specs_ots = nyh.specs(rng, count(COUNTS[0]), 2025, "ots")
    specs_pe_2025 = nyh.specs(rng, count(COUNTS[1]), 2025, "pe")
    specs_pe_2026 = nyh.specs(rng, count(COUNTS[2]), 2026, "pe")

    ots_rows, ots_specs, failed = [], [], []
    for spec in specs_ots:
        try:
            ots_rows.append(nye.ots_evaluate_forked(spec))
            ots_specs.append(spec)
        except RuntimeError as error:
            failed.append(str(error))
    for message in failed:
        print("left out:", message)
    # One PolicyEngine pass a year: the OpenTaxSolver households (for the disagreements) with the 2025 ones.
    rows_2025 = nye.pe_batch(ots_specs + specs_pe_2025)
    pe_rows_ots, rows_pe_2025 = rows_2025[:len(ots_specs)], rows_2025[len(ots_specs):]
    rows_2026 = nye.pe_batch(specs_pe_2026)

    names = [f"ny-2025-{i + 1:04d}" for i in range(len(ots_specs))]
    written = []
    for name, spec, row in zip(names, ots_specs, ots_rows):
        expected, notes = expected_opentaxsolver(spec, row)
        written.append(case(name, spec, expected, 1.0, TENFORTY, opentaxsolver_engine_output(row), notes))
    write(out, "opentaxsolver-2025-newyork.json", with_known_differences(written))
    for file_name, prefix, specs, rows, engine in (
            ("policyengine-2025-newyork.json", "ny-pe-2025", specs_pe_2025, rows_pe_2025, POLICYENGINE),
            ("policyengine-2026-newyork.json", "ny-2026", specs_pe_2026, rows_2026,
             POLICYENGINE + " (2026: the federal 0.5% floor on gifts off for IT-196)")):
        written = []
        for index, (spec, row) in enumerate(zip(specs, rows)):
            expected, notes = expected_policyengine(spec, row)
            written.append(case(f"{prefix}-{index + 1:04d}", spec, expected, 10.0, engine, row, notes))
        write(out, file_name, with_known_differences(written))

    table = disagreements(ots_specs, names, ots_rows, pe_rows_ots)
    report = ["# Where the two engines disagree: New York households (2025, more than $1)", "",
              f"{TENFORTY} and {POLICYENGINE}, on the households of opentaxsolver-2025-newyork.json (Tools/differential/newyork.py),",
              "each engine's own figures side by side, before any known difference is left out. Why they differ: Fixtures/differential/README.md,",
              "\"New York\". OpenTaxSolver computes no Yonkers surcharge, so Yonkers rows stop at line 46.", "",
              f"## opentaxsolver-2025-newyork.json: {len({r.split(' | ')[0] for r in table})} of {len(ots_specs)} households, {len(table)} figures", "",
              "| case | status | locality | figure (IT-201 line) | OpenTaxSolver | PolicyEngine | difference |",
              "| --- | --- | --- | --- | ---: | ---: | ---: |"] + table + [""]
    if failed:
        report += ["## Households OpenTaxSolver could not run (left out)", ""] + [f"- {m}" for m in failed] + [""]
    (out / "engine-disagreements-2025-newyork.md").write_text("\n".join(report) + "\n")
    print(f"wrote engine-disagreements-2025-newyork.md ({len(table)} figures)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
