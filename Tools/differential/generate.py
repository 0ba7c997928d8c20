#!/usr/bin/env python3
"""The differential check of the `current-law` rule set against two independent engines.

Draws seeded households (households.py), runs OpenTaxSolver (through the PyPI package tenforty,
every household in a fresh process: ots_household.py) on the 2025 ones and PolicyEngine
(policyengine-us) on the 2026 ones and on the 2025 ones too, and writes golden cases to
Fixtures/differential/, which `swift test` runs without Python:

    opentaxsolver-2025.json            520 W-2 earners, investors, itemizers, high incomes (single, joint)
    policyengine-2026.json             160 of the same kinds, 2026
    opentaxsolver-2025-family.json     every filing status, 0-4 children and other dependents, 65 or older,
                                       blind, medical expenses (issue 10)
    policyengine-2025-family.json      the same kinds against PolicyEngine: the senior deduction, ages
    policyengine-2026-family.json      the same kinds, 2026
    opentaxsolver-2025-business.json   Schedule C / SE, QBI, Schedule 1 adjustments, ISOs (Form 6251),
                                       capital loss carryovers (issue 12)
    policyengine-2025-business.json    the same kinds against PolicyEngine, IRA phase-out for those covered
    policyengine-2026-business.json    the same kinds, 2026

    Tools/differential/setup.sh --with-policyengine          # once: .build/differential-venv
    .build/differential-venv/bin/python Tools/differential/generate.py [--seed 2025] [--out Fixtures/differential]

What is compared (Fixtures/differential/README.md): against OpenTaxSolver, federal Form 1040 line 24
(with the NIIT tenforty adds) within $1 and California Form 540 line 64 plus the mental health
services tax within $1; against PolicyEngine, income_tax_before_refundable_credits +
additional_medicare_tax + self_employment_tax and ca_income_tax_before_refundable_credits within
$10. SALT on both sides is state income tax as paid (Schedule A line 5a): California SDI on the
wages (these households have no withholding or payments), or the other state's tax.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import cases  # noqa: E402
import households  # noqa: E402
import known_differences  # noqa: E402
import ots_household  # noqa: E402
import retirement  # noqa: E402
import working  # noqa: E402

TENFORTY = "OpenTaxSolver 2025 via tenforty 2025.12"
POLICYENGINE = "PolicyEngine US 2.68.0"
def run_tenforty(spec):
    row = ots_household.evaluate_forked(spec, cases.SDI_RATE[2025])
    # tenforty leaves California's mental health services tax at 0: 1% of taxable income over $1,000,000.
    row["ca_mental_health_tax_added"] = round(0.01 * max(0.0, row.get("ca_taxable_income", 0.0) - 1_000_000), 2) if spec["california"] else 0.0
    return row


def run_policyengine(specs, reform=None, extra_outputs=False):
    import policyengine_engine as pe
    variables = pe.SPEC_OUTPUTS + pe.NEW_OUTPUTS if extra_outputs else pe.SPEC_OUTPUTS
    return pe.spec_batch(specs, [cases.salt_paid(s) for s in specs], reform=reform, variables=variables)


def scale_income(spec, target, feature):
    """Every income of the household scaled so that the total is `target`, with a feature saying so."""
    income = household_income(spec)
    if income <= target:
        return
    scale = target / income
    for who in spec["people"]:
        who["wages"] = households.whole(who["wages"] * scale)
        for key in ("sep", "k401", "se_health"):  # contributions stay within their limits
            if who.get(key):
                who[key] = households.whole(who[key] * scale)
        if who.get("se_profit", 0.0) > 0:
            who["se_profit"] = households.whole(who["se_profit"] * scale)
            who["se_receipts"] = households.whole(who["se_receipts"] * scale)
            who["se_expenses"] = who["se_receipts"] - who["se_profit"]
    for key in ("interest", "ordinary_dividends", "qualified_dividends", "ltcg"):
        spec[key] = households.whole(spec[key] * scale)
    spec["features"].append(feature)


def household_income(spec):
    return (sum(p["wages"] + max(0.0, p.get("se_profit", 0.0)) for p in spec["people"]) + spec["interest"] + spec["ordinary_dividends"]
            + max(0.0, spec["ltcg"]) + max(0.0, spec["stcg"]))


def within_both_engines(specs):
    """Married filing separately, the SALT cap falls by 30% of modified AGI above $250,000
    ($252,500 in 2026; IRC §164(b)(7)(B)): OpenTaxSolver applies no reduction for that status and
    PolicyEngine 15%, both wrong (ENGINES.md). Those households are kept below the threshold
    (FamilyRulesTests checks the reduction against the Schedule A worksheet)."""
    for spec in specs:
        if spec["status"] == "marriedFilingSeparately":
            scale_income(spec, 235_000, "separateBelowSaltPhasedown")
    return specs


def policyengine_compatible(specs):
    """PolicyEngine phases the child tax credit out from $400,000 for a qualifying surviving
    spouse; Schedule 8812 line 9 says $200,000 for every status but married filing jointly. Its
    surviving spouses are kept below that (ENGINES.md)."""
    for spec in within_both_engines(specs):
        if spec["status"] == "qualifyingSurvivingSpouse":
            scale_income(spec, 180_000, "survivingSpouseBelowPhaseout")
    return specs


# Form 8880's 10% tier ends here in 2025 (IRS Notice 2024-80); OpenTaxSolver has no Form 8880.
SAVERS_CREDIT_END_2025 = {"single": 39_500, "marriedFilingSeparately": 39_500, "qualifyingSurvivingSpouse": 39_500, "headOfHousehold": 59_250,
                          "marriedFilingJointly": 79_000}


def opentaxsolver_compatible(specs):
    """OpenTaxSolver computes neither the IRA deduction worksheet (a traditional IRA is fed as
    deducted) nor Form 8880: its households contribute to an IRA only when no one is an active
    participant (no SEP, no plan at work, IRC §219(g)) and income is above the saver's credit, and
    make no elective deferrals below it."""
    for spec in within_both_engines(specs):
        people = spec["people"]
        active = any(p.get("sep") or p.get("k401") or p.get("ira_covered") for p in people)
        low = household_income(spec) < SAVERS_CREDIT_END_2025[spec["status"]] + 20_000
        for who in people:
            if who.get("ira") and (active or low):
                who["ira"] = 0.0
                spec["features"] = [f for f in spec["features"] if f != "ira"]
            if who.get("k401") and low:
                who["k401"] = 0.0
    return specs


def california_2026_reform():
    """PolicyEngine's 2026 California figures replaced by those of current-law-2026-california.json."""
    data = json.loads((ROOT / "Sources/QuickTaxCore/TaxData/current-law-2026-california.json").read_text())
    period = "2026-01-01.2026-12-31"
    keys = {"single": "SINGLE", "marriedFilingJointly": "JOINT", "marriedFilingSeparately": "SEPARATE", "headOfHousehold": "HEAD_OF_HOUSEHOLD",
            "qualifyingSurvivingSpouse": "SURVIVING_SPOUSE"}
    reform = {"gov.states.ca.tax.income.exemptions.amount": {period: data["exemptionCredits"]["personalCredit"]},
              "gov.states.ca.tax.income.exemptions.dependent_amount": {period: data["exemptionCredits"]["dependentCredit"]}}
    amt = data["alternativeMinimumTax"]
    for status, key in keys.items():
        if status in amt["exemption"]:
            lower = amt["phaseoutThreshold"][status]
            reform[f"gov.states.ca.tax.income.amt.exemption.amount.{key}"] = {period: amt["exemption"][status]}
            reform[f"gov.states.ca.tax.income.amt.exemption.amti.threshold.lower.{key}"] = {period: lower}
            reform[f"gov.states.ca.tax.income.amt.exemption.amti.threshold.upper.{key}"] = {period: lower + amt["exemption"][status] / amt["phaseoutRate"]}
    for status, key in keys.items():
        if status in data["standardDeduction"]:
            reform[f"gov.states.ca.tax.income.deductions.standard.amount.{key}"] = {period: data["standardDeduction"][status]}
        if status in data["exemptionCredits"]["phaseoutThreshold"]:
            reform[f"gov.states.ca.tax.income.exemptions.phase_out.start.{key}"] = {period: data["exemptionCredits"]["phaseoutThreshold"][status]}
        if status in data["itemizedDeductionLimitation"]["threshold"]:
            reform[f"gov.states.ca.tax.income.deductions.itemized.limit.agi_threshold.{key}"] = {
                period: data["itemizedDeductionLimitation"]["threshold"][status]}
    rate_keys = {"single": "single", "marriedFilingJointly": "joint", "marriedFilingSeparately": "separate", "headOfHousehold": "head_of_household",
                 "qualifyingSurvivingSpouse": "surviving_spouse"}
    for status, key in rate_keys.items():
        for index, bracket in enumerate(data["brackets"].get(status, [])):
            if index:
                reform[f"gov.states.ca.tax.income.rates.{key}[{index}].threshold"] = {period: bracket["min"]}
    return reform


def tenforty_cases(prefix, specs, *, details):
    """OpenTaxSolver's figures as cases (each household in a fresh process)."""
    written, rows = [], []
    for index, spec in enumerate(specs):
        row = run_tenforty(spec)
        rows.append(row)
        # No engine computes California's AMT on incentive stock options (Schedule P line 12):
        # OpenTaxSolver has no Schedule P, PolicyEngine no ISO input. Federal figures only.
        options = any(p.get("iso") for p in spec["people"])
        notes = []
        if options and spec["california"]:
            notes.append("California not compared: no engine computes Schedule P (540) with incentive stock options "
                         "(OpenTaxSolver has no Schedule P, PolicyEngine no ISO input); the Schedule P unit tests cover it")
        if row.get("itemizing_elected"):
            notes.append("OpenTaxSolver takes the larger deduction; run both ways, itemizing the smaller one costs less with the AMT, "
                         "an election IRC §63(e) allows, which QuickTax makes")
        expected = cases.expected_from_tenforty(row, spec, california=not options, details=details)
        written.append(cases.case(f"{prefix}-{index + 1:04d}", spec, expected, 1.0, TENFORTY, row, "; ".join(notes) or None))
    return written, rows


def policyengine_cases(prefix, specs, rows, *, details, engine=POLICYENGINE):
    """PolicyEngine's figures as cases. PolicyEngine adds the whole medical deduction back on
    Schedule P (540) line 2, where the form adds the smaller of it and 2.5% of AGI (the AMT's 10%
    floor against the regular 7.5%): where that gives it a California AMT, California is not
    compared."""
    written = []
    for index, (spec, row) in enumerate(zip(specs, rows)):
        expected = cases.expected_from_policyengine(row, spec, details=details)
        notes = []
        if spec["california"] and spec.get("medical") and row.get("ca_amt", 0.0) > 0:
            del expected["result"]["californiaTax"]
            notes.append("California not compared: PolicyEngine adds the whole medical deduction back on Schedule P (540) line 2, "
                         "the form the smaller of it and 2.5% of AGI")
        if (spec["year"] >= 2026 and row["tax_unit_itemizes"] and row["alternative_minimum_tax"] > 0
                and row["adjusted_gross_income"] > top_bracket_start(spec["year"], spec["status"])):
            del expected["result"]["federalTax"]
            notes.append("federal not compared: PolicyEngine's AMT keeps the §68 limitation of the itemized deductions, which "
                         "IRC §56(b)(1)(F) says does not apply (Form 6251 subtracts it again)")
        written.append(cases.case(f"{prefix}-{index + 1:04d}", spec, expected, 10.0, engine, row, "; ".join(notes) or None))
    return written


def top_bracket_start(year, status):
    """Where the 37% bracket starts, from QuickTax's own tables (§68 measures from it)."""
    data = json.loads((ROOT / f"Sources/QuickTaxCore/TaxData/current-law-{year}-federal.json").read_text())
    return data["ordinaryBrackets"][status][-1]["min"]


def disagreements(name, specs, tf_rows, pe_rows, written):
    rows = []
    for spec, tf_row, pe_row, case in zip(specs, tf_rows, pe_rows, written):
        if any(p.get("iso") for p in spec["people"]):
            continue  # PolicyEngine has no ISO input
        federal_gap = pe_row["line24_equivalent"] - tf_row["fed_total_tax"]
        ca_ots = tf_row.get("ca_total_tax", 0.0) + tf_row.get("ca_mental_health_tax_added", 0.0)
        ca_gap = pe_row["ca_income_tax_before_refundable_credits"] - ca_ots if spec["california"] else 0.0
        if abs(federal_gap) > 1 or abs(ca_gap) > 1:
            rows.append(f"| {case['name']} | {', '.join(spec['features'])} | {tf_row['fed_total_tax']:,.2f} | {pe_row['line24_equivalent']:,.2f} | "
                        f"{federal_gap:,.2f} | {ca_ots:,.2f} | {pe_row['ca_income_tax_before_refundable_credits'] if spec['california'] else 0:,.2f} | {ca_gap:,.2f} |")
    return [f"## {name}: {len(rows)} of {len(specs)} households", "",
            "| case | features | federal: OTS | PolicyEngine | difference | California: OTS + MHST | PolicyEngine | difference |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"] + rows + [""]


def write(out, name, written):
    (out / name).write_text(json.dumps(written, indent=1) + "\n")
    print(f"wrote {len(written)} cases to {name}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--out", default=str(ROOT / "Fixtures/differential"))
    parser.add_argument("--only", choices=["base", "family", "business", "retirement", "working", "newyork"], help="regenerate one group of files")
    parser.add_argument("--pending", default=str(ROOT / "Fixtures/differential"),
                        help="where the retirement and working groups go until their rules are merged (outside Fixtures/)")
    parser.add_argument("--scale", type=float, default=1.0, help="a fraction of every count (a quick trial)")
    options = parser.parse_args()
    if options.only in ("retirement", "working"):
        return new_group(options)
    if options.only == "newyork":  # issue 45: New York (IT-201), newyork.py
        import newyork
        return newyork.main(["--seed", str(options.seed), "--out", options.out, "--scale", str(options.scale)])
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    report = ["# Where the two engines disagree (2025, more than $1)", "",
              f"{TENFORTY} and {POLICYENGINE}, on the 2025 households of the opentaxsolver-2025*.json files (written by",
              "Tools/differential/generate.py). QuickTax is checked against OpenTaxSolver; these are listed, not hidden. Why they",
              "differ: Fixtures/differential/README.md.", ""]

    groups = [
        ("base", 0, households.base_specs, {}, 520, 160, "opentaxsolver-2025.json", None, "policyengine-2026.json", False),
        ("family", 10, households.family_specs, {}, 300, 200, "opentaxsolver-2025-family.json", ("policyengine-2025-family.json", 100),
         "policyengine-2026-family.json", True),
        ("business", 20, households.business_specs, {}, 300, 200, "opentaxsolver-2025-business.json", ("policyengine-2025-business.json", 100),
         "policyengine-2026-business.json", True),
    ]
    for name, offset, build, kwargs, count_2025, count_2026, ots_file, pe_2025, pe_2026_file, details in groups:
        if options.only and options.only != name:
            continue
        rng = random.Random(options.seed + offset)
        specs_2025 = build(rng, count_2025, 2025)
        if name != "base":
            opentaxsolver_compatible(specs_2025)
        pe_rows_2025 = run_policyengine(specs_2025)
        written, tf_rows = tenforty_cases("diff-2025" if name == "base" else f"{name}-2025", specs_2025, details=details)
        write(out, ots_file, written)
        print(f"  {sum(1 for r in tf_rows if r.get('itemizing_elected'))} where itemizing the smaller deduction lowers the AMT")
        report += disagreements(ots_file, specs_2025, tf_rows, pe_rows_2025, written)
        if pe_2025:
            file_name, count = pe_2025
            extra_specs = build(rng, count, 2025) if name != "business" else households.business_specs(rng, count, 2025, ira_covered=True, with_options=False)
            if name == "family":
                for spec in extra_specs:
                    for who in spec["people"]:
                        if who.get("age65"):
                            who["age"] = rng.randint(65, 90)
            rows = run_policyengine(policyengine_compatible(extra_specs))
            write(out, file_name, policyengine_cases(f"{name}-pe-2025", extra_specs, rows, details=details))
        specs_2026 = build(rng, count_2026, 2026) if name != "business" else households.business_specs(rng, count_2026, 2026, ira_covered=True, with_options=False)
        if name != "base":
            policyengine_compatible(specs_2026)
        rows_2026 = run_policyengine(specs_2026, california_2026_reform())
        prefix = "diff-2026" if name == "base" else f"{name}-2026"
        write(out, pe_2026_file, policyengine_cases(prefix, specs_2026, rows_2026, details=details,
                                                    engine=POLICYENGINE + " (California 2026 figures of current-law-2026-california.json)"))
    if not options.only:
        (out / "engine-disagreements-2025.md").write_text("\n".join(report) + "\n")
    return 0


# Issues 25 and 26: (file stem, seed offset, builder, OpenTaxSolver 2025, PolicyEngine 2025, PolicyEngine 2026).
NEW_GROUPS = {"retirement": (30, retirement.specs, 200, 100, 150), "working": (40, working.specs, 150, 130, 150)}


def new_group(options):
    """The retirement (issue 25) or working (issue 26) files: OpenTaxSolver 2025, PolicyEngine 2025
    and 2026, and where the two engines disagree on the OpenTaxSolver households."""
    name = options.only
    out = Path(options.pending)
    out.mkdir(parents=True, exist_ok=True)
    offset, build, count_ots, count_pe_2025, count_pe_2026 = NEW_GROUPS[name]
    count = lambda n: max(1, round(n * options.scale))  # noqa: E731
    rng = random.Random(options.seed + offset)
    specs_ots = build(rng, count(count_ots), 2025, "ots")
    specs_pe_2025 = build(rng, count(count_pe_2025), 2025, "pe")
    specs_pe_2026 = build(rng, count(count_pe_2026), 2026, "pe")
    for spec in specs_ots + specs_pe_2025 + specs_pe_2026:
        spec["exact_ages"] = True
    # One PolicyEngine pass per year (its import is the slow part): the OpenTaxSolver households
    # (for the disagreements) and the PolicyEngine ones together.
    rows_2025 = run_policyengine(specs_ots + specs_pe_2025, extra_outputs=True)
    rows_2026 = run_policyengine(specs_pe_2026, california_2026_reform(), extra_outputs=True)
    pe_rows_ots, rows_pe_2025 = rows_2025[:len(specs_ots)], rows_2025[len(specs_ots):]
    written, tf_rows = [], []
    for index, spec in enumerate(specs_ots):
        row = run_tenforty(spec)
        tf_rows.append(row)
        written.append(build_module(name).opentaxsolver_case(f"{name}-2025-{index + 1:04d}", spec, row, pe_rows_ots[index], TENFORTY))
    written = with_known_differences(written)
    write(out, f"opentaxsolver-2025-{name}.json", written)
    write(out, f"policyengine-2025-{name}.json", with_known_differences(
          [build_module(name).policyengine_case(f"{name}-pe-2025-{i + 1:04d}", s, r, POLICYENGINE) for i, (s, r) in
           enumerate(zip(specs_pe_2025, rows_pe_2025))]))
    engine_2026 = POLICYENGINE + " (California 2026 figures of current-law-2026-california.json)"
    write(out, f"policyengine-2026-{name}.json", with_known_differences(
          [build_module(name).policyengine_case(f"{name}-2026-{i + 1:04d}", s, r, engine_2026) for i, (s, r) in
           enumerate(zip(specs_pe_2026, rows_2026))]))
    report = [f"# Where the two engines disagree: {name} households (2025, more than $1)", "",
              f"{TENFORTY} and {POLICYENGINE}, on the households of opentaxsolver-2025-{name}.json (Tools/differential/generate.py",
              f"--only {name}). Each engine's own lines beside each other: PolicyEngine's line 24 here has the Form 5329 additional",
              "tax added as OpenTaxSolver is fed it. Why they differ: Fixtures/differential/README.md.", ""]
    report += disagreements(f"opentaxsolver-2025-{name}.json", specs_ots,
                            tf_rows, [build_module(name).policyengine_comparable(s, r) for s, r in zip(specs_ots, pe_rows_ots)], written)
    (out / f"engine-disagreements-2025-{name}.md").write_text("\n".join(report) + "\n")
    return 0


def with_known_differences(cases_written):
    """The cases with what an engine gets wrong by the form left uncompared (known_differences.py),
    and the cases left out where every figure depends on it."""
    kept = []
    for case in cases_written:
        if known_differences.apply(case) is not None:
            kept.append(case)
    return kept


def build_module(name):
    return retirement if name == "retirement" else working


if __name__ == "__main__":
    sys.exit(main())
