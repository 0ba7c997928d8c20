"""The cases of issues 25 and 26 from the engines' rows (generate.py --only retirement|working).

Compared beyond the earlier files' figures: each jurisdiction's `owedOrRefund` (the total tax less
the tax withheld and the refundable credits: cases.with_balance_due), and Form 1040 line 11's AGI.

- OpenTaxSolver 2025: Form 1040 line 24 (with Schedule 2 line 8, Form 5329's 10%, fed: see
  ots_household.retirement_and_working_lines) and Form 540 line 64 (with line 63's 2.5%). Its
  `owedOrRefund` less the additional child tax credit; not compared where the earned income credit
  or CalEITC could apply (OpenTaxSolver takes them only as inputs).
- PolicyEngine: line 24's analogue plus Form 5329's 10% and FTB 3805P's 2.5%, which it does not
  compute; `owedOrRefund` less its refundable credits (additional child tax credit, the earned
  income credit as the EIC Table gives it (eic_table.py), the refundable American opportunity
  credit; CalEITC and the young child tax credit).
"""
from __future__ import annotations

import cases
import eic_table
from ots_household import CALIFORNIA_EARLY_DISTRIBUTION_RATE, EARLY_DISTRIBUTION_RATE, early_distributions


def earned_income(spec):
    return sum(p["wages"] + max(0.0, p.get("se_profit", 0.0)) for p in spec["people"])


def credits_possible(spec):
    """(federal, California): could the earned income credit, CalEITC or the young child tax credit
    apply? (Earned income below the 2026 EIC's end, $70,000 with margin, or CalEITC's, $33,000.)"""
    earned = earned_income(spec)
    return 0 < earned < 70_000, 0 < earned < 33_000


# The election without Form 1116 (Form 1040 instructions, Schedule 3 line 1): $600 joint, $300 otherwise.
def foreign_tax_line(spec):
    return 600 if spec["status"] == "marriedFilingJointly" else 300


def form_1116_may_bind(spec, tax, taxable_income):
    """Above the $300/$600 line Form 1116 limits the credit to the tax times foreign-source over
    taxable income (line 21, simplified: passive category, no apportioned deductions). Neither engine
    computes it: a case above the line is compared only when that limit is at least 1.5 times the
    tax paid, so that no reading of the form's adjustments can make it bind."""
    paid = sum(p.get("foreign_tax", 0.0) for p in spec["people"])
    if paid <= foreign_tax_line(spec):
        return False
    foreign = sum(p.get("foreign_income", 0.0) for p in spec["people"])
    share = 1.0 if taxable_income <= 0 else min(1.0, foreign / taxable_income)
    return tax * share < 1.5 * paid


FORM_1116_NOTE = ("federal not compared: foreign tax above $300/$600 where Form 1116's limit (line 21) may bind, which neither engine "
                  "computes; the hand-derived Form 1116 cases cover it")


def opentaxsolver_case(name, spec, row, pe_row, engine):
    expected = cases.expected_from_tenforty(row, spec, details=True)
    federal_credits, california_credits = credits_possible(spec)
    notes = []
    if form_1116_may_bind(spec, row.get("fed_regular_tax", 0.0), row.get("fed_taxable_income", 0.0)):
        del expected["result"]["federalTax"]
        notes.append(FORM_1116_NOTE)
    elif 0 < row.get("fed_line18", 0.0) < sum(p.get("foreign_tax", 0.0) for p in spec["people"]) and spec["children"] + spec["other_dependents"]:
        # Schedule 3 line 1 is limited to the tax (line 18); OpenTaxSolver enters the whole tax paid, which
        # then leaves Schedule 8812's Credit Limit Worksheet A nothing (ENGINES.md).
        del expected["result"]["federalTax"]
        notes.append("federal not compared: OpenTaxSolver does not limit Schedule 3 line 1 to the tax on line 18")
    if row.get("itemizing_elected"):
        notes.append("OpenTaxSolver takes the larger deduction; run both ways, itemizing the smaller one costs less with the AMT (IRC §63(e))")
    expected = cases.with_balance_due(expected, spec, federal_refundable=row.get("fed_actc", 0.0))
    if federal_credits and "federalTax" in expected["result"]:
        del expected["result"]["federalTax"]["owedOrRefund"]
    if california_credits and "californiaTax" in expected["result"]:
        del expected["result"]["californiaTax"]["owedOrRefund"]
    if federal_credits or california_credits:
        notes.append("owedOrRefund not compared where the earned income credit or CalEITC may apply: OpenTaxSolver takes them only as inputs")
    return cases.case(name, spec, expected, 1.0, engine, row, "; ".join(notes) or None)


def policyengine_comparable(spec, row):
    """PolicyEngine's row with what it does not compute added as the forms figure it: Form 5329's
    10% (Schedule 2 line 8) and FTB 3805P's 2.5% (Form 540 line 63) of an early distribution."""
    early = early_distributions(spec)
    row = dict(row)
    row["line24_equivalent"] = round(row["line24_equivalent"] + EARLY_DISTRIBUTION_RATE * early, 2)
    row["ca_income_tax_before_refundable_credits"] = round(
        row["ca_income_tax_before_refundable_credits"] + (CALIFORNIA_EARLY_DISTRIBUTION_RATE * early if spec["california"] else 0.0), 2)
    row["additional_tax_5329_added"] = round(EARLY_DISTRIBUTION_RATE * early, 2)
    return row


def policyengine_case(name, spec, row, engine, notes=None):
    row = policyengine_comparable(spec, row)
    notes = list(notes or [])
    joint = spec["status"] == "marriedFilingJointly"
    eitc = row.get("eitc", 0.0)
    if eitc > 0:
        table = eic_table.worksheet_a(spec["year"], spec.get("eic_children", 0), earned_income(spec), row["adjusted_gross_income"], joint)
        row["eitc_table"] = float(table)
        if abs(table - eitc) > 0.005:
            notes.append(f"earned income credit from the EIC Table, {table:.0f} (PolicyEngine's formula: {eitc:.2f}; Form 1040 line 27 "
                         "takes the table's row middle)")
        eitc = float(table)
    expected = cases.expected_from_policyengine(row, spec, details=True)
    expected["result"]["federalTax"]["adjustedGrossIncome"] = row["adjusted_gross_income"]
    federal_refundable = row.get("refundable_ctc", 0.0) + eitc + row.get("refundable_american_opportunity_credit", 0.0)
    california_refundable = row.get("ca_eitc", 0.0) + row.get("ca_yctc", 0.0)
    expected = cases.with_balance_due(expected, spec, federal_refundable, california_refundable)
    if form_1116_may_bind(spec, row.get("regular_tax_before_credits", 0.0), row.get("taxable_income", 0.0)):
        del expected["result"]["federalTax"]
        notes.append(FORM_1116_NOTE)
    if spec["year"] >= 2026 and row.get("ca_cdcc", 0.0) > 0 and "californiaTax" in expected["result"]:
        # FTB 3506 figures its own credit from the expenses (lines 4-9: 35% to 20% by federal AGI, the
        # $3,000/$6,000 limits, California not conforming to the 2025 act's Form 2441); PolicyEngine
        # takes the 2026 federal credit (50%-35%) instead.
        del expected["result"]["californiaTax"]
        notes.append("California not compared: PolicyEngine's FTB 3506 credit starts from the 2026 federal Form 2441 credit, to whose "
                     "2025-act rates California does not conform (FTB 3506 figures its own, 35% to 20%)")
    return cases.case(name, spec, expected, 10.0, engine, row, "; ".join(notes) or None)
