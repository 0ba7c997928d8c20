"""A household spec as QuickTax's input, and the engines' figures as a golden case."""
from __future__ import annotations

# California SDI withheld (Schedule A line 5a counts it as state income tax): 1.2% of wages in
# 2025, 1.3% in 2026, no wage ceiling (EDD; the rate of current-law-YEAR-california.json).
SDI_RATE = {2025: 0.012, 2026: 0.013}


def money(value):
    return "" if not value else f"{value:.0f}"


def salt_paid(spec):
    """Schedule A line 5a as QuickTax counts it for these households (no withholding, no
    payments): California SDI on the wages, or the other state's tax."""
    wages = sum(p["wages"] for p in spec["people"])
    return round(SDI_RATE[spec["year"]] * wages, 2) if spec["california"] else spec["other_state_tax"]


def quicktax_input(spec):
    """The household file QuickTax reads: the web app's state (simple income mode) and current
    law's own fields."""
    def income(index, who):
        data = {"incomeMode": "simple", "ytdWage": money(who["wages"]), "futureWage": ""}
        if index == 0:
            data.update(interestIncome=money(spec["interest"]), ordinaryDividends=money(spec["ordinary_dividends"]),
                        qualifiedDividends=money(spec["qualified_dividends"]), shortTermGains=money(spec["stcg"]),
                        longTermGains=money(spec["ltcg"]))
        if who.get("se_profit"):
            data.update(selfEmploymentReceipts=money(who["se_receipts"]), selfEmploymentExpenses=money(who["se_expenses"]))
        for key, field in (("w2_paid", "businessW2WagesPaid"), ("ubia", "businessPropertyUBIA"), ("se_health", "selfEmployedHealthInsurance"),
                           ("sep", "sepContributions"), ("k401", "solo401kDeferrals"), ("ira", "iraContributions"), ("hsa", "hsaContributions")):
            if who.get(key):
                data[field] = money(who[key])
        for key, field in (("sstb", "specifiedServiceBusiness"), ("ira_covered", "coveredByWorkplacePlan")):
            if who.get(key):
                data[field] = True
        if who.get("iso"):
            data["incentiveStockOptions"] = [{"id": "exercise", "date": f"{spec['year']}-06-15", "bargainElement": money(who["iso"])}]
        return data

    value = {"taxYear": spec["year"], "filingStatus": spec["status"], "includeCaliforniaTax": spec["california"],
             "deductions": {"propertyTax": money(spec["property_tax"]), "mortgageInterest": money(spec["mortgage_interest"]),
                            "donations": money(spec["charity"]), "otherStateIncomeTax": money(spec["other_state_tax"])},
             "userIncome": income(0, spec["people"][0])}
    if spec.get("medical"):
        value["deductions"]["medicalExpenses"] = money(spec["medical"])
    if len(spec["people"]) > 1:
        value["spouseIncome"] = income(1, spec["people"][1])
    family = {}
    for index, prefix in enumerate(("user", "spouse")[:len(spec["people"])]):
        who = spec["people"][index]
        if who.get("age65"):
            family[f"{prefix}Age65OrOlder"] = True
        if who.get("blind"):
            family[f"{prefix}Blind"] = True
    if spec.get("children"):
        family["qualifyingChildren"] = str(spec["children"])
    if spec.get("other_dependents"):
        family["otherDependents"] = str(spec["other_dependents"])
    if family:
        value["family"] = family
    if spec.get("st_carryover") or spec.get("lt_carryover"):
        value["carryovers"] = {"shortTermCapitalLoss": money(spec.get("st_carryover")), "longTermCapitalLoss": money(spec.get("lt_carryover"))}
    return value


def case(name, spec, expected, tolerance, engine, raw, note=None):
    entry = {"name": name, "kind": spec["kind"], "features": spec["features"], "ruleSet": "current-law", "tolerance": tolerance,
             "clock": {"now": f"{spec['year']}-12-31T12:00:00.000Z", "timeZone": "UTC"}, "engine": engine,
             "input": quicktax_input(spec), "expected": expected, "engineOutput": {k: round(v, 2) for k, v in raw.items()}}
    if note:
        entry["note"] = note
    return entry


def expected_from_tenforty(r, spec, *, california=True, details=False):
    federal = {"totalTax": r["fed_total_tax"], "taxableIncome": r["fed_taxable_income"], "alternativeMinimumTax": r["fed_amt"],
               "netInvestmentIncomeTax": r["fed_niit"], "additionalMedicareTax": r["fed_addl_medicare"]}
    if details:
        for key, field in (("fed_agi", "adjustedGrossIncome"), ("fed_se_tax", "selfEmploymentTax"), ("fed_qbi", "qualifiedBusinessIncomeDeduction"),
                           ("fed_ctc", "childTaxCredit"), ("fed_actc", "additionalChildTaxCredit")):
            federal[field] = r[key]
    result = {"federalTax": federal}
    if spec["california"] and california:
        result["californiaTax"] = {"totalTax": r["ca_total_tax"] + r.get("ca_mental_health_tax_added", 0.0),
                                   "taxableIncome": r["ca_taxable_income"], "exemptionCredits": r["ca_exemption_credits"]}
    return {"result": result}


def expected_from_policyengine(r, spec, *, details=False):
    federal = {"totalTax": r["line24_equivalent"], "taxableIncome": r["taxable_income"], "alternativeMinimumTax": r["alternative_minimum_tax"],
               "netInvestmentIncomeTax": r["net_investment_income_tax"], "additionalMedicareTax": r["additional_medicare_tax"]}
    if details:
        federal.update(adjustedGrossIncome=r["adjusted_gross_income"], selfEmploymentTax=r["self_employment_tax"],
                       qualifiedBusinessIncomeDeduction=r["qualified_business_income_deduction"],
                       additionalChildTaxCredit=r["refundable_ctc"], seniorDeduction=r["additional_senior_deduction"])
    result = {"federalTax": federal}
    if spec["california"]:
        result["californiaTax"] = {"totalTax": r["ca_income_tax_before_refundable_credits"], "taxableIncome": r["ca_taxable_income"],
                                   "exemptionCredits": r["ca_exemptions"]}
        if details:
            result["californiaTax"]["alternativeMinimumTax"] = r["ca_amt"]
    return {"result": result}
