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


SPEC_OUTPUTS = TAX_UNIT_OUTPUTS + [
    "self_employment_tax", "qualified_business_income_deduction", "non_refundable_ctc", "refundable_ctc",
    "additional_senior_deduction", "medical_expense_deduction",
]
# Issues 25 and 26: the figures the new households are checked on, and the refundable credits.
NEW_OUTPUTS = ["tax_unit_taxable_social_security", "foreign_tax_credit", "rental_income", "eitc", "ca_eitc", "ca_yctc", "cdcc", "ca_cdcc",
               "american_opportunity_credit", "refundable_american_opportunity_credit", "lifetime_learning_credit", "ca_renter_credit",
               "tip_income_deduction", "overtime_income_deduction", "auto_loan_interest_deduction", "student_loan_interest_ald",
               "eitc_relevant_investment_income", "non_refundable_american_opportunity_credit",
               "income_tax_refundable_credits", "ca_refundable_credits", "income_tax"]
SPEC_STATUS = {"single": "SINGLE", "marriedFilingJointly": "JOINT", "marriedFilingSeparately": "SEPARATE",
               "headOfHousehold": "HEAD_OF_HOUSEHOLD", "qualifyingSurvivingSpouse": "SURVIVING_SPOUSE"}


def build_spec_situation(spec: dict, salt_income_tax: float) -> dict:
    """One household spec (households.py) as a PolicyEngine situation: the people on the return
    (65 or older as age 70, else 40), qualifying children aged 10 and other dependents aged 18,
    investment income and deductions on the first person; carryovers as losses in the year's gains
    (PolicyEngine's long_term_capital_gains includes the carryover, as Schedule D line 15 does);
    SALT as paid, given."""
    Y = str(spec["year"])
    people = {}
    for index, who in enumerate(spec["people"]):
        entry = {
            "age": {Y: who["age"] if spec.get("exact_ages") else (70 if who.get("age65") else who.get("age", 40))},
            "is_blind": {Y: bool(who.get("blind"))},
            "employment_income": {Y: who["wages"]},
            "self_employment_income": {Y: who.get("se_profit", 0.0)},
            "business_is_sstb": {Y: bool(who.get("sstb"))},
            "w2_wages_from_qualified_business": {Y: who.get("w2_paid", 0.0)},
            "unadjusted_basis_qualified_property": {Y: who.get("ubia", 0.0)},
            "self_employed_health_insurance_premiums": {Y: who.get("se_health", 0.0)},
            "self_employed_pension_contributions": {Y: who.get("sep", 0.0) + who.get("k401", 0.0)},
            "traditional_ira_contributions": {Y: who.get("ira", 0.0)},
            "ira_active_participant": {Y: bool(who.get("ira_covered")) or who.get("sep", 0.0) + who.get("k401", 0.0) > 0},
        }
        entry.update(retirement_and_working_inputs(Y, who))
        people["head" if index == 0 else "spouse"] = entry
    head = people["head"]
    ordinary = max(spec["ordinary_dividends"], spec["qualified_dividends"])
    head.update({
        "taxable_interest_income": {Y: spec["interest"] + head.get("us_govt_interest_person", {}).get(Y, 0.0)},
        "qualified_dividend_income": {Y: spec["qualified_dividends"]},
        "non_qualified_dividend_income": {Y: ordinary - spec["qualified_dividends"]},
        "short_term_capital_gains": {Y: spec["stcg"] - spec.get("st_carryover", 0.0)},
        "long_term_capital_gains": {Y: spec["ltcg"] - spec.get("lt_carryover", 0.0)},
        "long_term_capital_loss_carryover": {Y: spec.get("lt_carryover", 0.0)},
        "real_estate_taxes": {Y: spec["property_tax"]},
        "home_mortgage_interest": {Y: spec["mortgage_interest"]},
        "charitable_cash_donations": {Y: spec["charity"]},
    })
    under6 = spec.get("under6", 0)
    for index in range(spec.get("children", 0)):
        # Children under 6 (FTB 3514's young child tax credit) are 3; the others 10 (under 13 for Form 2441).
        people[f"child{index}"] = {"age": {Y: 3 if index < under6 else spec.get("child_age", 10)}, "is_tax_unit_dependent": {Y: True}}
    for index in range(spec.get("other_dependents", 0)):
        people[f"dependent{index}"] = {"age": {Y: 18}, "is_tax_unit_dependent": {Y: True}}
    members = list(people)
    adults = [m for m in members if m in ("head", "spouse")]
    # A married person filing separately is taken to have lived with the spouse (QuickTax does
    # not ask): the IRA phase-out range of $0-$10,000, not the single one (IRC §219(g)(4)).
    tax_unit = {"members": members, "filing_status": {Y: SPEC_STATUS[spec["status"]]},
                "cohabitating_spouses": {Y: spec["status"] == "marriedFilingSeparately"},
                "state_and_local_sales_or_income_tax": {Y: float(salt_income_tax)},
                "itemized_medical_expenses": {Y: spec.get("medical", 0.0)},
                "health_savings_account_ald": {Y: sum(w.get("hsa", 0.0) for w in spec["people"])}}
    tax_unit.update(retirement_and_working_tax_unit(Y, spec))
    household = {"members": members, "state_code": {Y: "CA" if spec["california"] else "TX"}}
    spm_unit = {"members": members}
    if spec.get("care_expenses"):
        spm_unit["childcare_expenses"] = {Y: spec["care_expenses"]}  # Form 2441 line 2
    if spec.get("vehicle_interest"):
        household["qualified_passenger_vehicle_loan_interest"] = {Y: spec["vehicle_interest"]}
    return {
        "people": people,
        "tax_units": {"tu": tax_unit},
        "marital_units": {"mu": {"members": adults}},
        "families": {"fam": {"members": members}},
        "spm_units": {"spm": spm_unit},
        "households": {"hh": household},
    }


def retirement_and_working_inputs(Y, who):
    """A person's inputs of issues 25 and 26. A 1099-R's taxable amount is PolicyEngine's taxable
    pension income or IRA distribution (no QCDs: PolicyEngine has no input for them); rental
    properties net, less any prior-year unallowed loss, as the one Schedule E figure (the generator
    keeps every loss within the special allowance, which PolicyEngine does not apply)."""
    entry = {}
    distributions = who.get("distributions", [])
    values = {
        "social_security_retirement": who.get("ss", 0.0),
        "taxable_pension_income": sum(d["taxable"] for d in distributions if d["kind"] == "pension"),
        "taxable_ira_distributions": sum(d["taxable"] - d.get("qcd", 0.0) for d in distributions if d["kind"] == "ira"),
        "unemployment_compensation": who.get("unemployment", 0.0),
        "us_govt_interest_person": who.get("treasury", 0.0),
        "tax_exempt_interest_income": who.get("tax_exempt", 0.0),
        "rental_income": sum(r["net"] - r.get("prior", 0.0) for r in who.get("rentals", [])),
        "tip_income": who.get("tips", 0.0),
        "fsla_overtime_premium": who.get("overtime", 0.0),
        "student_loan_interest": who.get("student_loan", 0.0),
        "dependent_care_employer_benefits": who.get("dc_benefits", 0.0),
        "qualified_tuition_expenses": who.get("tuition", 0.0),
    }
    for key, value in values.items():
        if value:
            entry[key] = {Y: value}
    if who.get("rentals"):
        # A rental is not a trade or business here (no Rev. Proc. 2019-38 safe harbor): no QBI deduction
        # on it, where PolicyEngine would otherwise give one.
        entry["rental_income_would_be_qualified"] = {Y: False}
    if who.get("tips"):
        entry["treasury_tipped_occupation_code"] = {Y: who.get("tip_occupation", 102)}
    if who.get("overtime"):
        entry["is_eligible_for_fsla_overtime"] = {Y: True}
    # Form 8863's conditions, which PolicyEngine takes as false unless told (the credit is then silently $0):
    # an eligible institution, a Form 1098-T (and the institution's EIN for the American opportunity credit).
    if who.get("tuition_credit") == "americanOpportunity":
        entry["is_pursuing_credential_for_american_opportunity_credit"] = {Y: True}
        entry["is_enrolled_at_least_half_time_for_american_opportunity_credit"] = {Y: True}
        entry["is_full_time_student"] = {Y: True}
        entry["attends_eligible_educational_institution_for_american_opportunity_credit"] = {Y: True}
        entry["has_american_opportunity_credit_1098_t_or_exception"] = {Y: True}
        entry["has_american_opportunity_credit_institution_ein"] = {Y: True}
    if who.get("tuition_credit") == "lifetimeLearning":
        entry["attends_eligible_educational_institution_for_lifetime_learning_credit"] = {Y: True}
        entry["has_lifetime_learning_credit_1098_t_or_exception"] = {Y: True}
    if who.get("rent"):
        entry["rent"] = {Y: who["rent"]}
    return entry


def retirement_and_working_tax_unit(Y, spec):
    unit = {}
    if spec["status"] == "marriedFilingSeparately" and "lived_apart" in spec:
        # The Social Security Benefits Worksheet's base amount: $0 for spouses who lived together (IRC §86(c)(1)(C)).
        unit["cohabitating_spouses"] = {Y: not spec["lived_apart"]}
    foreign = sum(p.get("foreign_tax", 0.0) for p in spec["people"])
    if foreign:
        unit["foreign_tax_credit_potential"] = {Y: foreign}
    other_states = sum(p.get("tax_exempt_other", 0.0) for p in spec["people"])
    if other_states and spec["california"]:
        # Schedule CA (540) line 2 column C: interest on other states' bonds, taxed by California.
        unit["ca_other_additions"] = {Y: other_states}
    return unit


def spec_batch(specs: list[dict], salt: list[float], reform=None, variables=SPEC_OUTPUTS) -> list[dict]:
    """Every spec of one year in one Simulation; one row of tax-unit figures per spec, in order.
    Line 24's analogue: income tax before refundable credits (regular tax, AMT, NIIT, less the
    nonrefundable credits) plus Additional Medicare Tax and self-employment tax."""
    merged = {k: {} for k in ("people", "tax_units", "marital_units", "families", "spm_units", "households")}
    for i, (spec, s) in enumerate(zip(specs, salt)):
        situation = build_spec_situation(spec, s)
        rename = {p: f"{p}_{i}" for p in situation["people"]}
        for p, d in situation["people"].items():
            merged["people"][rename[p]] = d
        for group in merged:
            if group == "people":
                continue
            for g, d in situation[group].items():
                merged[group][f"{g}_{i}"] = dict(d, members=[rename[m] for m in d["members"]])
    from policyengine_core.reforms import Reform
    simulation = Simulation(situation=merged, reform=Reform.from_dict(reform, country_id="us") if reform else None)
    year = str(specs[0]["year"])
    person_level = {"self_employment_tax", "rental_income", "student_loan_interest_ald"}  # summed over the tax unit
    columns = {v: simulation.calculate(v, year, map_to="tax_unit") if v in person_level else simulation.calculate(v, year)
               for v in variables}
    rows = []
    for i in range(len(specs)):
        row = {v: float(columns[v][i]) for v in variables}
        row["line24_equivalent"] = row["income_tax_before_refundable_credits"] + row["additional_medicare_tax"] + row["self_employment_tax"]
        rows.append(row)
    return rows


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
