"""Thin wrapper around policyengine-us for a differential test harness.

Key facts (policyengine-us 2.68.0):
* `from policyengine_us import Simulation`; `Simulation(situation=dict)`;
  `sim.calculate(variable, "2025")` -> numpy array over the variable's entity
  (tax-unit variables: index 0 for a one-tax-unit household).
* Inputs are keyed by period string: {"employment_income": {"2025": 100000}}.
* Filing status is derived: one adult -> SINGLE; two adults in the same tax
  unit AND the same marital unit -> JOINT.  It can also be forced by setting
  the tax-unit input "filing_status": {"2025": "JOINT"} (enum NAME:
  SINGLE, JOINT, SEPARATE, HEAD_OF_HOUSEHOLD, SURVIVING_SPOUSE).
* Federal SALT: salt_deduction = min(salt_cap, salt), where
  salt = state_and_local_sales_or_income_tax + real_estate_taxes, and
  state_and_local_sales_or_income_tax = max(state_withheld_income_tax +
  local_income_tax, state_sales_tax + local_sales_tax).  For CA,
  state_withheld_income_tax is a WITHHOLDING ESTIMATE (single-rate schedule on
  each person's AGI less the single std deduction), NOT ca_income_tax.  So we
  override the tax-unit variable `state_and_local_sales_or_income_tax` with
  the computed CA tax (two passes; PE's CA tax does not depend on it because
  CA itemized deductions use real_estate_taxes, never the federal SALT line).
* income_tax = income_tax_before_refundable_credits - refundable credits;
  income_tax_before_refundable_credits includes regular tax, capital-gains
  tax, AMT and NIIT, minus non-refundable credits.  It does NOT include the
  Additional Medicare Tax (PE books that under payroll tax).  So the analogue
  of Form 1040 line 24 is income_tax_before_refundable_credits +
  additional_medicare_tax (+ self_employment_tax if any).
"""

from __future__ import annotations

from policyengine_us import Simulation

FS_MAP = {"Single": "SINGLE", "Married/Joint": "JOINT", "Married/Sep": "SEPARATE",
          "Head_of_House": "HEAD_OF_HOUSEHOLD", "Widow(er)": "SURVIVING_SPOUSE"}

TAX_UNIT_OUTPUTS = [
    "adjusted_gross_income", "standard_deduction", "tax_unit_itemizes",
    "itemized_taxable_income_deductions", "salt", "salt_cap", "salt_deduction",
    "state_and_local_sales_or_income_tax", "taxable_income",
    "income_tax_main_rates", "capital_gains_tax", "regular_tax_before_credits",
    "alternative_minimum_tax", "net_investment_income_tax",
    "additional_medicare_tax", "income_tax_before_refundable_credits",
    "income_tax",
    "ca_agi", "ca_taxable_income", "ca_income_tax_before_credits", "ca_exemptions",
    "ca_amt", "ca_mental_health_services_tax",
    "ca_income_tax_before_refundable_credits", "ca_income_tax",
]


def build_situation(year: int, filing_status: str, *, state="CA", wages=0.0,
                    interest=0.0, ordinary_dividends=0.0, qualified_dividends=0.0,
                    stcg=0.0, ltcg=0.0, property_tax=0.0, mortgage_interest=0.0,
                    charity_cash=0.0, salt_income_tax=None, age=40) -> dict:
    Y = str(year)
    ordinary_dividends = max(ordinary_dividends, qualified_dividends)
    head = {
        "age": {Y: age},
        "employment_income": {Y: wages},
        "taxable_interest_income": {Y: interest},
        "qualified_dividend_income": {Y: qualified_dividends},
        # PE splits dividends; ordinary_dividend_income = qualified + non-qualified
        "non_qualified_dividend_income": {Y: ordinary_dividends - qualified_dividends},
        "short_term_capital_gains": {Y: stcg},
        "long_term_capital_gains": {Y: ltcg},
        "real_estate_taxes": {Y: property_tax},
        "home_mortgage_interest": {Y: mortgage_interest},
        "charitable_cash_donations": {Y: charity_cash},
    }
    people = {"head": head}
    if filing_status in ("Married/Joint", "Married/Sep"):
        people["spouse"] = {"age": {Y: age}}
    members = list(people)
    tax_unit = {"members": members, "filing_status": {Y: FS_MAP[filing_status]}}
    if salt_income_tax is not None:
        tax_unit["state_and_local_sales_or_income_tax"] = {Y: float(salt_income_tax)}
    return {
        "people": people,
        "tax_units": {"tu": tax_unit},
        "marital_units": {"mu": {"members": members}},
        "families": {"fam": {"members": members}},
        "spm_units": {"spm": {"members": members}},
        "households": {"hh": {"members": members, "state_code": {Y: state}}},
    }


def calc(situation: dict, year: int, variables=TAX_UNIT_OUTPUTS) -> dict:
    sim = Simulation(situation=situation)
    out = {}
    for v in variables:
        val = sim.calculate(v, str(year))[0]
        out[v] = float(val)
    return out


def household(year: int, filing_status: str, *, salt_override="own_ca_tax", **kw) -> dict:
    """salt_override: "own_ca_tax" (2 passes, SALT := PE's CA tax), None (PE's
    withholding estimate / sales-tax table), or a number (e.g. tenforty's CA tax)."""
    if salt_override is None:
        return calc(build_situation(year, filing_status, **kw), year)
    if salt_override == "own_ca_tax":
        first = calc(build_situation(year, filing_status, **kw), year,
                     ["ca_income_tax_before_refundable_credits"])
        salt_override = first["ca_income_tax_before_refundable_credits"]
    out = calc(build_situation(year, filing_status, salt_income_tax=salt_override, **kw), year)
    out["line24_equivalent"] = (out["income_tax_before_refundable_credits"]
                                + out["additional_medicare_tax"])
    return out


def build_batch(year: int, households: list[dict]) -> dict:
    """Merge many single-household situations into ONE situation (vectorised)."""
    merged = {k: {} for k in ("people", "tax_units", "marital_units", "families",
                              "spm_units", "households")}
    for i, kw in enumerate(households):
        s = build_situation(year, **kw)
        ren = {p: f"{p}_{i}" for p in s["people"]}
        for p, d in s["people"].items():
            merged["people"][ren[p]] = d
        for group in merged:
            if group == "people":
                continue
            for g, d in s[group].items():
                d = dict(d, members=[ren[m] for m in d["members"]])
                merged[group][f"{g}_{i}"] = d
    return merged


def household_batch(year: int, households: list[dict],
                    variables=TAX_UNIT_OUTPUTS) -> list[dict]:
    """Two vectorised passes: CA tax, then SALT := CA tax.  Tax-unit order = input order."""
    sim = Simulation(situation=build_batch(year, households))
    ca = sim.calculate("ca_income_tax_before_refundable_credits", str(year))
    hh2 = [dict(kw, salt_income_tax=float(c)) for kw, c in zip(households, ca)]
    sim = Simulation(situation=build_batch(year, hh2))
    cols = {v: sim.calculate(v, str(year)) for v in variables}
    rows = [{v: float(cols[v][i]) for v in variables} for i in range(len(households))]
    for r in rows:
        r["line24_equivalent"] = r["income_tax_before_refundable_credits"] + r["additional_medicare_tax"]
    return rows
