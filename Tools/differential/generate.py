#!/usr/bin/env python3
"""The differential check of the `current-law` rule set against two independent engines.

Builds varied households (W-2 earners at many levels, investors, capital losses, itemizers, RSU
earners, high incomes; single and joint; a tenth outside California), runs OpenTaxSolver (through
the PyPI package tenforty) on the 2025 ones and PolicyEngine (policyengine-us) on the 2026 ones,
and on the 2025 ones too when it is installed, to list where the two engines disagree. Writes the
results as golden cases in Fixtures/differential/, which `swift test` runs without Python.

    Tools/differential/setup.sh --with-policyengine          # once: .build/differential-venv
    .build/differential-venv/bin/python Tools/differential/generate.py [--count 520] [--count-2026 160]
        [--seed 2025] [--no-policyengine] [--out Fixtures/differential]

What each engine is compared on (see Fixtures/differential/README.md):
- 2025, OpenTaxSolver: federal Form 1040 line 24 (regular tax by the Tax Table or the capital
  gains worksheet, AMT, Additional Medicare Tax) plus the NIIT tenforty adds, within $1;
  California Form 540 line 64 within $1, plus the mental health services tax, which tenforty
  leaves at 0 (1% of OpenTaxSolver's taxable income over $1,000,000).
- 2026, PolicyEngine: income_tax_before_refundable_credits + additional_medicare_tax, and
  ca_income_tax_before_refundable_credits, within $10. PolicyEngine's 2026 California figures are
  its own CPI projection; the run replaces them with the figures of current-law-2026-california.json
  (a reform), so that both sides compute the same published and projected figures.
SALT on both sides is the engine's own California tax (two passes), as QuickTax counts it.
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

import tenforty  # noqa: E402
import tenforty_engine as tf  # noqa: E402

STATUS = {"single": "Single", "marriedFilingJointly": "Married/Joint"}


def log_uniform(rng, low, high):
    return math.exp(rng.uniform(math.log(low), math.log(high)))


def whole(value):
    return float(round(value))


def household(rng, kind, year):
    """One household spec: everything both sides need."""
    joint = rng.random() < 0.5
    spec = dict(kind=kind, year=year, status="marriedFilingJointly" if joint else "single", california=rng.random() >= 0.1,
                wages=[0.0, 0.0], interest=0.0, ordinary_dividends=0.0, qualified_dividends=0.0, stcg=0.0, ltcg=0.0,
                property_tax=0.0, mortgage_interest=0.0, charity=0.0, other_state_tax=0.0)
    people = 2 if joint else 1

    def wages(low, high):
        for person in range(people):
            spec["wages"][person] = whole(log_uniform(rng, low, high)) if (person == 0 or rng.random() < 0.8) else 0.0

    if kind == "w2":
        wages(8_000, 1_200_000)
        if rng.random() < 0.3:
            spec["property_tax"] = whole(rng.uniform(2_000, 20_000))
            spec["mortgage_interest"] = whole(rng.uniform(3_000, 40_000))
    elif kind == "low":
        wages(1_000, 60_000)
        spec["interest"] = whole(rng.uniform(0, 3_000)) if rng.random() < 0.5 else 0.0
    elif kind == "investor":
        if rng.random() < 0.8:
            wages(5_000, 400_000)
        spec["interest"] = whole(rng.uniform(0, 60_000))
        spec["ordinary_dividends"] = whole(rng.uniform(0, 120_000))
        spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.5, 1.0))
        spec["stcg"] = whole(rng.uniform(-30_000, 60_000))
        spec["ltcg"] = whole(rng.uniform(-40_000, 400_000))
    elif kind == "loss":
        wages(20_000, 500_000)
        spec["interest"] = whole(rng.uniform(0, 10_000))
        spec["stcg"] = whole(rng.uniform(-60_000, 10_000))
        spec["ltcg"] = whole(rng.uniform(-80_000, 20_000))
    elif kind == "itemizer":
        wages(60_000, 700_000)
        spec["property_tax"] = whole(rng.uniform(5_000, 40_000))
        spec["mortgage_interest"] = whole(rng.uniform(5_000, 60_000))
        spec["charity"] = whole(sum(spec["wages"]) * rng.uniform(0, 0.15))
        spec["interest"] = whole(rng.uniform(0, 8_000))
    elif kind == "rsu":
        wages(180_000, 1_200_000)
        spec["ltcg"] = whole(rng.uniform(0, 200_000)) if rng.random() < 0.6 else 0.0
        spec["qualified_dividends"] = spec["ordinary_dividends"] = whole(rng.uniform(0, 20_000))
        spec["property_tax"] = whole(rng.uniform(0, 30_000))
        spec["mortgage_interest"] = whole(rng.uniform(0, 50_000))
    elif kind == "high":
        wages(100_000, 600_000)
        spec["ltcg"] = whole(log_uniform(rng, 300_000, 3_000_000))
        spec["interest"] = whole(rng.uniform(0, 200_000))
        spec["ordinary_dividends"] = whole(rng.uniform(0, 150_000))
        spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.7, 1.0))
        spec["property_tax"] = whole(rng.uniform(10_000, 60_000))
        spec["charity"] = whole(rng.uniform(0, 50_000))
    if not spec["california"]:
        spec["other_state_tax"] = whole(rng.uniform(0, 20_000))
    return spec


KINDS = [("w2", 0.25), ("low", 0.10), ("investor", 0.20), ("loss", 0.08), ("itemizer", 0.15), ("rsu", 0.12), ("high", 0.10)]


def specs(rng, count, year):
    kinds = [kind for kind, share in KINDS for _ in range(max(1, round(share * count)))]
    while len(kinds) < count:
        kinds.append(rng.choice(KINDS)[0])
    return [household(rng, kind, year) for kind in kinds[:count]]


def quicktax_input(spec):
    """The household file QuickTax reads (the web app's state, simple income mode)."""
    def money(value):
        return "" if value == 0 else f"{value:.0f}"

    def income(person):
        data = {"incomeMode": "simple", "ytdWage": money(spec["wages"][person]), "futureWage": ""}
        if person == 0:
            data.update(interestIncome=money(spec["interest"]), ordinaryDividends=money(spec["ordinary_dividends"]),
                        qualifiedDividends=money(spec["qualified_dividends"]), shortTermGains=money(spec["stcg"]),
                        longTermGains=money(spec["ltcg"]))
        return data

    value = {"taxYear": spec["year"], "filingStatus": spec["status"], "includeCaliforniaTax": spec["california"],
             "deductions": {"propertyTax": money(spec["property_tax"]), "mortgageInterest": money(spec["mortgage_interest"]),
                            "donations": money(spec["charity"]), "otherStateIncomeTax": money(spec["other_state_tax"])},
             "userIncome": income(0)}
    if spec["status"] == "marriedFilingJointly":
        value["spouseIncome"] = income(1)
    return value


def engine_arguments(spec):
    return dict(wages=sum(spec["wages"]), interest=spec["interest"], ordinary_dividends=spec["ordinary_dividends"],
                qualified_dividends=spec["qualified_dividends"], stcg=spec["stcg"], ltcg=spec["ltcg"],
                property_tax=spec["property_tax"], mortgage_interest=spec["mortgage_interest"], charity_cash=spec["charity"])


def run_tenforty(spec):
    r = tf.household(2025, STATUS[spec["status"]], state="CA" if spec["california"] else None,
                     other_salt=spec["other_state_tax"], salt_includes_state_tax=spec["california"], **engine_arguments(spec))
    mental_health = 0.01 * max(0.0, r["ca_taxable_income"] - 1_000_000) if spec["california"] else 0.0
    return dict(r, ca_mental_health_tax_added=round(mental_health, 2))


def expected_from_tenforty(r, spec):
    federal = {"totalTax": r["fed_total_tax"], "taxableIncome": r["fed_taxable_income"], "alternativeMinimumTax": r["fed_amt"],
               "netInvestmentIncomeTax": r["fed_niit"], "additionalMedicareTax": r["fed_addl_medicare"]}
    result = {"federalTax": federal}
    if spec["california"]:
        result["californiaTax"] = {"totalTax": r["ca_total_tax"] + r["ca_mental_health_tax_added"],
                                   "taxableIncome": r["ca_taxable_income"], "exemptionCredits": r["ca_exemption_credits"]}
    return {"result": result}


def california_2026_reform():
    """PolicyEngine's 2026 California figures replaced by those of current-law-2026-california.json."""
    data = json.loads((ROOT / "Sources/QuickTaxCore/TaxData/current-law-2026-california.json").read_text())
    period = "2026-01-01.2026-12-31"
    reform = {
        "gov.states.ca.tax.income.deductions.standard.amount.SINGLE": {period: data["standardDeduction"]["single"]},
        "gov.states.ca.tax.income.deductions.standard.amount.JOINT": {period: data["standardDeduction"]["marriedFilingJointly"]},
        "gov.states.ca.tax.income.exemptions.amount": {period: data["exemptionCredits"]["personalCredit"]},
    }
    for status, key in (("single", "SINGLE"), ("marriedFilingJointly", "JOINT")):
        threshold = data["exemptionCredits"]["phaseoutThreshold"][status]
        reform[f"gov.states.ca.tax.income.exemptions.phase_out.start.{key}"] = {period: threshold}
        reform[f"gov.states.ca.tax.income.deductions.itemized.limit.agi_threshold.{key}"] = {
            period: data["itemizedDeductionLimitation"]["threshold"][status]}
    for status, key in (("single", "single"), ("marriedFilingJointly", "joint")):
        for index, bracket in enumerate(data["brackets"][status]):
            if index:
                reform[f"gov.states.ca.tax.income.rates.{key}[{index}].threshold"] = {period: bracket["min"]}
    return reform


def run_policyengine(year, batch, reform=None):
    import policyengine_engine as pe
    from policyengine_core.reforms import Reform
    from policyengine_us import Simulation
    arguments = [dict(filing_status=STATUS[s["status"]], state="CA" if s["california"] else "TX", **engine_arguments(s)) for s in batch]
    reform_object = Reform.from_dict(reform, country_id="us") if reform else None
    variables = pe.TAX_UNIT_OUTPUTS
    simulation = Simulation(situation=pe.build_batch(year, arguments), reform=reform_object)
    california = simulation.calculate("ca_income_tax_before_refundable_credits", str(year))
    second = []
    for spec, kw, ca in zip(batch, arguments, california):
        # SALT: the household's own California tax, or the other state's tax as entered.
        second.append(dict(kw, salt_income_tax=float(ca) if spec["california"] else spec["other_state_tax"]))
    simulation = Simulation(situation=pe.build_batch(year, second), reform=reform_object)
    columns = {v: simulation.calculate(v, str(year)) for v in variables}
    rows = []
    for index in range(len(batch)):
        row = {v: float(columns[v][index]) for v in variables}
        row["line24_equivalent"] = row["income_tax_before_refundable_credits"] + row["additional_medicare_tax"]
        rows.append(row)
    return rows


def expected_from_policyengine(r, spec):
    federal = {"totalTax": r["line24_equivalent"], "taxableIncome": r["taxable_income"], "alternativeMinimumTax": r["alternative_minimum_tax"],
               "netInvestmentIncomeTax": r["net_investment_income_tax"], "additionalMedicareTax": r["additional_medicare_tax"]}
    result = {"federalTax": federal}
    if spec["california"]:
        result["californiaTax"] = {"totalTax": r["ca_income_tax_before_refundable_credits"], "taxableIncome": r["ca_taxable_income"],
                                   "exemptionCredits": r["ca_exemptions"]}
    return {"result": result}


def case(name, spec, expected, tolerance, engine, raw):
    return {"name": name, "kind": spec["kind"], "ruleSet": "current-law", "tolerance": tolerance,
            "clock": {"now": f"{spec['year']}-12-31T12:00:00.000Z", "timeZone": "UTC"}, "engine": engine,
            "input": quicktax_input(spec), "expected": expected, "engineOutput": {k: round(v, 2) for k, v in raw.items()}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=520)
    parser.add_argument("--count-2026", type=int, default=160)
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--no-policyengine", action="store_true")
    parser.add_argument("--out", default=str(ROOT / "Fixtures/differential"))
    options = parser.parse_args()
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(options.seed)
    tenforty_version = f"OpenTaxSolver 2025 via tenforty {getattr(tenforty, '__version__', '2025.12')}"

    households = specs(rng, options.count, 2025)
    cases, tf_rows = [], []
    for index, spec in enumerate(households):
        row = run_tenforty(spec)
        tf_rows.append(row)
        cases.append(case(f"diff-2025-{index + 1:04d}", spec, expected_from_tenforty(row, spec), 1.0, tenforty_version, row))
    if options.no_policyengine:
        (out / "opentaxsolver-2025.json").write_text(json.dumps(cases, indent=1) + "\n")
        print(f"wrote {len(cases)} 2025 cases (OpenTaxSolver)")
        return 0
    import policyengine_us
    pe_version = f"PolicyEngine US {getattr(policyengine_us, '__version__', '2.68.0')}"

    # 2025 on PolicyEngine too: where the two engines disagree, listed.
    pe_rows = run_policyengine(2025, households)
    disagreements = []
    for spec, tf_row, pe_row, tf_case in zip(households, tf_rows, pe_rows, cases):
        federal_gap = pe_row["line24_equivalent"] - tf_row["fed_total_tax"]
        ca_gap = (pe_row["ca_income_tax_before_refundable_credits"] - (tf_row["ca_total_tax"] + tf_row["ca_mental_health_tax_added"])
                  if spec["california"] else 0.0)
        if abs(federal_gap) > 1 or abs(ca_gap) > 1:
            disagreements.append({"name": tf_case["name"], "kind": spec["kind"], "federal": {"openTaxSolver": tf_row["fed_total_tax"],
                                  "policyEngine": round(pe_row["line24_equivalent"], 2), "difference": round(federal_gap, 2)},
                                  "california": {"openTaxSolverPlusMentalHealthTax": tf_row["ca_total_tax"] + tf_row["ca_mental_health_tax_added"],
                                                 "policyEngine": round(pe_row["ca_income_tax_before_refundable_credits"], 2),
                                                 "difference": round(ca_gap, 2)} if spec["california"] else None})
    lines = [f"# Where the two engines disagree (2025, more than $1)", "",
             f"{tenforty_version} and {pe_version}, on the {len(households)} households of opentaxsolver-2025.json",
             "(written by Tools/differential/generate.py). QuickTax is checked against OpenTaxSolver; these are listed, not hidden.", "",
             "| case | kind | federal: OTS | PolicyEngine | difference | California: OTS + MHST | PolicyEngine | difference |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for d in disagreements:
        ca = d["california"] or {}
        lines.append(f"| {d['name']} | {d['kind']} | {d['federal']['openTaxSolver']:,.2f} | {d['federal']['policyEngine']:,.2f} | "
                     f"{d['federal']['difference']:,.2f} | {ca.get('openTaxSolverPlusMentalHealthTax', 0):,.2f} | {ca.get('policyEngine', 0):,.2f} | "
                     f"{ca.get('difference', 0):,.2f} |")
    (out / "engine-disagreements-2025.md").write_text("\n".join(lines) + "\n")

    # OpenTaxSolver always takes the larger deduction; a taxpayer may elect to itemize a smaller
    # one when that lowers the AMT (IRC §63(e)), which PolicyEngine and QuickTax do. Where that
    # election is the whole disagreement, the federal figures are PolicyEngine's, and the case says so.
    elected = 0
    for spec, tf_row, pe_row, tf_case in zip(households, tf_rows, pe_rows, cases):
        standard = {"single": 15750, "marriedFilingJointly": 31500}[spec["status"]]
        ots_itemizes = tf_row["fed_deduction"] != standard
        if bool(pe_row["tax_unit_itemizes"]) != ots_itemizes and abs(pe_row["line24_equivalent"] - tf_row["fed_total_tax"]) > 1:
            pe_expected = expected_from_policyengine(pe_row, spec)["result"]["federalTax"]
            tf_case["expected"]["result"]["federalTax"] = pe_expected
            tf_case["engine"] += f"; federal figures from {pe_version}"
            tf_case["note"] = ("OpenTaxSolver takes the larger deduction; itemizing the smaller one lowers the AMT here, "
                               "an election IRC §63(e) allows, which PolicyEngine and QuickTax make")
            elected += 1
    (out / "opentaxsolver-2025.json").write_text(json.dumps(cases, indent=1) + "\n")
    print(f"wrote {len(cases)} 2025 cases (OpenTaxSolver; {elected} with PolicyEngine's federal figures for the itemizing election)")
    print(f"2025: the engines disagree by more than $1 on {len(disagreements)} of {len(households)} households")

    households_2026 = specs(rng, options.count_2026, 2026)
    rows_2026 = run_policyengine(2026, households_2026, california_2026_reform())
    cases_2026 = [case(f"diff-2026-{index + 1:04d}", spec, expected_from_policyengine(row, spec), 10.0, pe_version + " (California 2026 figures of current-law-2026-california.json)", row)
                  for index, (spec, row) in enumerate(zip(households_2026, rows_2026))]
    (out / "policyengine-2026.json").write_text(json.dumps(cases_2026, indent=1) + "\n")
    print(f"wrote {len(cases_2026)} 2026 cases (PolicyEngine)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
