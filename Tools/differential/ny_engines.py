"""New York households (ny_households.py) through the two engines: OpenTaxSolver's IT-201 2025
(tenforty 2025.12, every household in a fresh process) and PolicyEngine-US 2.68.0 (one Simulation
per year).

OpenTaxSolver computes New York AGI from its own federal return and the lines fed here, the
standard deduction and IT-196, the dependent exemptions, the tax table, schedule and worksheets,
the household credit, New York City's tax, household credit and school tax credits. It takes as
inputs (fed as the form has them, `NY_LINES`): line 20 (other states' bonds), 26 (government
pensions), 28 (US obligations), 29 (the pension exclusion, each person's own up to $20,000 from
59 1/2: OpenTaxSolver caps a return), 30 (529 contributions; it applies the limit), IT-196 line 41
(the income taxes of line 5), line 36's count and the household credit's persons (its
`Exemptions`), and line 54c (the MCTMT, which the generator figures: neither engine computes it
for the self-employed). Its refundable credits are inputs too: none is fed, none is compared.

PolicyEngine computes every line; it is fed New York's inputs as the form has them where it has
no rule of its own: other states' bonds as `ny_other_additions`, 529 contributions within the
IT-201-I line 30 limit (it has none), government pensions as `taxable_public_pension_income`,
others as `taxable_private_pension_income`; a separate filer's spouse as having no income and no
dependents (`spouse_separate_adjusted_gross_income` 0, `spouse_separate_tax_unit_size` 1: it
would copy the filer); medical expenses always given (`itemized_medical_expenses`, which it would
impute at 65). From 2026 it is run with the federal 0.5%-of-AGI floor on gifts off (a reform):
IT-196 takes the gifts of the IRC before P.L. 115-97, which has no floor, and PolicyEngine's
New York deduction starts from the federal charitable deduction.
"""
from __future__ import annotations

import ny_households as nyh

SEPARATE, JOINT = "marriedFilingSeparately", "marriedFilingJointly"
MCTMT_ZONE_RATE = {"newYorkCity": 0.006, "yonkers": 0.0034}
# Schedule SE line 4a: net earnings from self-employment are 92.35% of the profit (Tax Law §800
# takes IRC §1402(a)'s: Schedule SE line 6 here, no church or farm income).
NET_EARNINGS_RATE = 0.9235


def college_savings(spec):
    """IT-201 line 30: contributions up to $10,000 married filing jointly, $5,000 otherwise."""
    return min(spec.get("ny529", 0.0), nyh.COLLEGE_SAVINGS_LIMIT.get(spec["status"], 5_000))


def pension_exclusion(spec):
    """IT-201 line 29: each person's pensions and IRA distributions (not a government pension),
    up to $20,000, from 59 1/2 before the year began (an age of 60 or more at its end)."""
    total = 0.0
    for who in spec["people"]:
        if who["age"] >= 60:
            total += min(20_000.0, sum(d["taxable"] for d in who.get("distributions", []) if not d.get("government")))
    return total


def government_pensions(spec):
    return sum(d["taxable"] for p in spec["people"] for d in p.get("distributions", []) if d.get("government"))


def mctmt(spec):
    """IT-201 lines 54a-54e: each person's net earnings from self-employment (Schedule SE line 6)
    over the year's threshold, all of them, at the zone's rate: New York City Zone 1 (0.60%),
    Yonkers (Westchester) Zone 2 (0.34%); none outside the two here."""
    if not spec.get("locality"):
        return 0.0
    threshold = nyh.MCTMT_THRESHOLD[spec["year"]]
    base = 0.0
    for who in spec["people"]:
        earnings = round(max(0.0, who.get("se_profit", 0.0)) * NET_EARNINGS_RATE, 2)
        if earnings > threshold:
            base += earnings
    return round(base * MCTMT_ZONE_RATE[spec["locality"]], 2)


def persons(spec):
    return (2 if spec["status"] == JOINT else 1) + spec["children"] + spec["other_dependents"]


# ---------------------------------------------------------------- OpenTaxSolver

NY_LINES = ("L20", "L26", "L28", "L29", "L30", "IT196_41", "L36", "Exemptions", "NYC_Resident", "L54c")


def _patch_new_york():
    from tenforty import models
    config = models.NATURAL_FORM_CONFIG[(2025, "NY_IT201")]
    for line in NY_LINES:
        config.input_map.setdefault("ny_" + line, line)
    outputs = [f"L{n}" for n in range(1, 81)] + ["L47a", "L69a", "L54e"] + [f"IT196_{n}" for n in range(1, 50)]
    for line in outputs:
        config.output_map.setdefault(line, "ny_" + line)


def ots_evaluate(spec):
    """OpenTaxSolver's federal return and IT-201 for one 2025 household, in this process."""
    import ots_household
    from tenforty import core
    from tenforty.models import TaxReturnInput
    ots_household._patch()
    _patch_new_york()
    people = spec["people"]
    status = spec["status"]
    joint = status == JOINT
    se_people = [p for p in people if p.get("se_profit", 0) != 0]
    inp = TaxReturnInput(
        year=2025, state="NY", filing_status=ots_household.OTS_STATUS[status], num_dependents=spec["children"] + spec["other_dependents"],
        w2_income=sum(p["wages"] for p in people), taxable_interest=spec["interest"] + sum(p.get("treasury", 0.0) for p in people),
        ordinary_dividends=spec["ordinary_dividends"], qualified_dividends=spec["qualified_dividends"],
        short_term_capital_gains=spec["stcg"], long_term_capital_gains=spec["ltcg"],
        self_employment_income=sum(p.get("se_profit", 0) for p in people), standard_or_itemized="Standard")
    values = inp.model_dump(exclude={"year", "state"})
    if se_people:
        values["schedule_se_ss_wages"] = se_people[0]["wages"]
    extra = {"A1": spec.get("medical", 0.0), "A5a": spec.get("ny_withheld", 0.0), "A5b": spec["property_tax"],
             "A8a": spec["mortgage_interest"], "A11": spec["charity"],
             "You_65+Over?": "Y" if people[0].get("age65") else "", "Spouse_65+Over?": "Y" if joint and people[1].get("age65") else ""}
    extra.update(ots_household.retirement_and_working_lines(spec))
    city = spec.get("locality") == "newYorkCity"
    extra.update({
        "ny_L20": sum(p.get("tax_exempt_other", 0.0) for p in people), "ny_L26": government_pensions(spec),
        "ny_L28": sum(p.get("treasury", 0.0) for p in people), "ny_L29": pension_exclusion(spec), "ny_L30": spec.get("ny529", 0.0),
        "ny_IT196_41": spec.get("ny_withheld", 0.0), "ny_L36": spec["children"] + spec["other_dependents"], "ny_Exemptions": persons(spec),
        "ny_NYC_Resident": "yes" if city else "no", "ny_L54c": mctmt(spec) if city else 0.0})
    values.update({k: v for k, v in extra.items() if v not in (0, 0.0, None, "")})
    if not values.get("ny_L36"):
        values["ny_L36"] = 0
    result = core.evaluate_natural_input_form(inp.year, inp.state, values, on_error="raise")
    row = {k[len("state_ny_"):]: float(v) for k, v in result.items() if k.startswith("state_ny_") and isinstance(v, (int, float))}
    row["L33"] = float(result.get("state_adjusted_gross_income", 0.0))
    row["L37"] = float(result.get("state_taxable_income", 0.0))
    row["L46"] = float(result.get("state_total_tax", 0.0))
    row["fed_agi"] = float(result.get("federal_adjusted_gross_income", 0.0))
    row["fed_L6b"] = float(result.get("federal_taxable_social_security", 0.0))
    row["fed_L4b"] = float(result.get("federal_ira_taxable", 0.0))
    row["mctmt_figured"] = mctmt(spec)
    return row


def ots_evaluate_forked(spec):
    """`ots_evaluate` in a child process: OpenTaxSolver keeps state between evaluations."""
    import ots_household
    return ots_household.in_child(lambda: ots_evaluate(spec), f"{spec['kind']} {spec['status']}")


# ---------------------------------------------------------------- PolicyEngine

PE_OUTPUTS = [
    "adjusted_gross_income", "eitc", "ny_agi", "ny_additions", "ny_agi_subtractions", "us_govt_interest", "tax_unit_taxable_social_security",
    "ny_standard_deduction", "ny_itemized_deductions", "ny_itemized_deductions_max", "ny_itemized_deductions_phase_out",
    "ny_itemized_deductions_reduction", "ny_deductions", "ny_exemptions", "ny_taxable_income", "ny_main_income_tax", "ny_supplemental_tax",
    "ny_income_tax_before_credits", "ny_household_credit", "ny_household_credit_potential", "ny_income_tax_before_refundable_credits",
    "ny_ctc", "ny_eitc", "ny_supplemental_eitc", "ny_real_property_tax_credit", "ny_cdcc", "ny_college_tuition_credit", "ny_refundable_credits",
    "ny_income_tax", "nyc_income_tax_before_credits", "nyc_household_credit", "nyc_income_tax_before_refundable_credits",
    "nyc_school_tax_credit_fixed_amount", "nyc_school_tax_credit_rate_reduction_amount", "nyc_eitc", "nyc_income_tax_elimination_credit",
    "nyc_cdcc", "nyc_refundable_credits", "ny_yonkers_income_tax", "charitable_deduction", "eitc_relevant_investment_income",
    "ny_medical_expense_deduction",
]
PE_PERSON_OUTPUTS = ["ny_pension_exclusion", "taxable_public_pension_income"]


def pe_situation(spec):
    import policyengine_engine as pe
    Y = str(spec["year"])
    situation = pe.build_spec_situation(spec, spec.get("ny_withheld", 0.0))
    for index, who in enumerate(spec["people"]):
        entry = situation["people"]["head" if index == 0 else "spouse"]
        entry.pop("taxable_pension_income", None)
        pensions = [d for d in who.get("distributions", []) if d["kind"] == "pension"]
        private = sum(d["taxable"] for d in pensions if not d.get("government"))
        public = sum(d["taxable"] for d in pensions if d.get("government"))
        if private:
            entry["taxable_private_pension_income"] = {Y: private}
        if public:
            entry["taxable_public_pension_income"] = {Y: public}
    for index in range(spec["children"]):
        situation["people"][f"child{index}"]["age"] = {Y: 2 if index < spec.get("under4", 0) else 10}
    head = situation["people"]["head"]
    if spec.get("ny529"):
        head["investment_in_529_plan_indv"] = {Y: college_savings(spec)}
    unit = situation["tax_units"]["tu"]
    other_states = sum(p.get("tax_exempt_other", 0.0) for p in spec["people"])
    if other_states:
        unit["ny_other_additions"] = {Y: other_states}
    if spec["status"] == SEPARATE:
        unit["spouse_separate_adjusted_gross_income"] = {Y: 0.0}
        unit["spouse_separate_tax_unit_size"] = {Y: 1}
    household = situation["households"]["hh"]
    household["state_code"] = {Y: "NY"}
    household["in_nyc"] = {Y: spec.get("locality") == "newYorkCity"}
    household["in_yonkers"] = {Y: spec.get("locality") == "yonkers"}
    return situation


def charity_floor_off(year):
    """IT-196 lines 16-19 take the gifts of the IRC before P.L. 115-97, without the 2026 federal
    floor of 0.5% of AGI, which PolicyEngine's New York deduction would inherit."""
    return {"gov.irs.deductions.itemized.charity.floor.applies": {f"{year}-01-01.{year}-12-31": False}} if year >= 2026 else None


def _simulate(specs, itemized=None):
    """One Simulation of the specs (`itemized`: New York itemized deductions given, by index);
    one row per spec."""
    from policyengine_core.reforms import Reform
    from policyengine_us import Simulation
    merged = {k: {} for k in ("people", "tax_units", "marital_units", "families", "spm_units", "households")}
    year = specs[0]["year"]
    for i, spec in enumerate(specs):
        situation = pe_situation(spec)
        if itemized and i in itemized:
            situation["tax_units"]["tu"]["ny_itemized_deductions"] = {str(year): itemized[i]}
        rename = {p: f"{p}_{i}" for p in situation["people"]}
        for p, d in situation["people"].items():
            merged["people"][rename[p]] = d
        for group in merged:
            if group != "people":
                for g, d in situation[group].items():
                    merged[group][f"{g}_{i}"] = dict(d, members=[rename[m] for m in d["members"]])
    reform = charity_floor_off(year)
    simulation = Simulation(situation=merged, reform=Reform.from_dict(reform, country_id="us") if reform else None)
    columns = {v: simulation.calculate(v, str(year)) for v in PE_OUTPUTS}
    columns.update({v: simulation.calculate(v, str(year), map_to="tax_unit") for v in PE_PERSON_OUTPUTS})
    rows = []
    for i, spec in enumerate(specs):
        row = {v: float(columns[v][i]) for v in columns}
        row["mctmt_figured"] = mctmt(spec)
        rows.append(row)
    return rows


def line46_on_line45(row):
    """IT-196 line 46 on line 45 (the deductions after the line 40 limitation), where PolicyEngine
    takes its percentages of the deductions before it: its own line 40 total less its limitation,
    less that total times its own line 46 share. Only where the limitation is the 3% of federal AGI
    (worksheet line 8): where 80% of the deductions is the smaller (line 4), PolicyEngine leaves the
    income taxes out of line 1 and differs again. None below the adjustment, or above $1,000,000."""
    total, limitation, reduction = row["ny_itemized_deductions_max"], row["ny_itemized_deductions_phase_out"], row["ny_itemized_deductions_reduction"]
    if not (limitation > 0 and reduction > 0 and total > 0 and row["ny_agi"] <= 1_000_000):
        return None
    if limitation >= 0.8 * (total - row["ny_medical_expense_deduction"]) - 0.01:
        return None
    line45 = total - limitation
    return line45 - line45 * reduction / total


def pe_batch(specs):
    """Every spec of one year in one Simulation; one row per spec, in order. Where PolicyEngine's
    IT-196 line 46 is taken before the line 40 limitation, the households run again with the
    itemized deduction as the worksheets have it (`line46_on_line45`), PolicyEngine computing
    everything after line 34 (`ny_itemized_deductions_as_computed` keeps its own)."""
    rows = _simulate(specs)
    corrected = {i: value for i, row in enumerate(rows) if (value := line46_on_line45(row)) is not None}
    if corrected:
        indices = sorted(corrected)
        again = _simulate([specs[i] for i in indices], {n: corrected[i] for n, i in enumerate(indices)})
        for n, i in enumerate(indices):
            again[n]["ny_itemized_deductions_as_computed"] = rows[i]["ny_itemized_deductions"]
            again[n]["ny_itemized_deductions_reduction_as_computed"] = rows[i]["ny_itemized_deductions_reduction"]
            again[n]["line46_recomputed"] = 1.0
            rows[i] = again[n]
    return rows
