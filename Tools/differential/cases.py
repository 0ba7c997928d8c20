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
    # California tax withheld from pensions and IRA distributions (1099-R box 14) is state income tax paid too.
    return round(SDI_RATE[spec["year"]] * wages + california_withheld(spec), 2) if spec["california"] else spec["other_state_tax"]


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
        data.update(retirement_and_working_income(who))
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
    family.update(retirement_and_working_family(spec))
    if family:
        value["family"] = family
    if spec.get("vehicle_interest"):
        value["deductions"]["passengerVehicleLoanInterest"] = money(spec["vehicle_interest"])
    if spec.get("care_expenses"):
        value["deductions"]["dependentCareExpenses"] = money(spec["care_expenses"])
    if spec.get("st_carryover") or spec.get("lt_carryover"):
        value["carryovers"] = {"shortTermCapitalLoss": money(spec.get("st_carryover")), "longTermCapitalLoss": money(spec.get("lt_carryover"))}
    return value


# The inputs of issues 25 and 26 (docs/household-format.md): a person's fields, then the family's.
PERSON_MONEY = (("ss", "socialSecurityBenefits"), ("ss_withheld", "socialSecurityWithheld"), ("unemployment", "unemploymentCompensation"),
                ("unemployment_withheld", "unemploymentWithheld"), ("treasury", "treasuryInterest"), ("tax_exempt", "taxExemptInterest"),
                ("tax_exempt_other", "taxExemptInterestOtherStates"), ("foreign_tax", "foreignTaxPaid"), ("foreign_income", "foreignSourceIncome"),
                ("tips", "qualifiedTips"), ("overtime", "qualifiedOvertime"), ("student_loan", "studentLoanInterest"),
                ("dc_benefits", "dependentCareBenefits"))


def retirement_and_working_income(who):
    data = {field: money(who[key]) for key, field in PERSON_MONEY if who.get(key)}
    if who.get("distributions"):
        data["retirementDistributions"] = [distribution(index, d) for index, d in enumerate(who["distributions"])]
    if who.get("rentals"):
        data["rentalProperties"] = [rental(index, r) for index, r in enumerate(who["rentals"])]
    return data


def distribution(index, d):
    entry = {"id": f"{d['kind']}-{index + 1}", "kind": d["kind"], "taxableAmount": money(d["taxable"])}
    for key, field in (("fed_withheld", "federalWithheld"), ("state_withheld", "stateWithheld"), ("qcd", "qualifiedCharitableDistribution")):
        if d.get(key):
            entry[field] = money(d[key])
    if d.get("early"):
        entry["earlyDistribution"] = True
        if d.get("exception"):
            entry["earlyDistributionException"] = True
    return entry


def rental(index, r):
    entry = {"id": f"rental-{index + 1}", "netIncome": f"{r['net']:.0f}"}
    if not r.get("active", True):
        entry["activeParticipation"] = False
    if r.get("prior"):
        entry["priorYearUnallowedLoss"] = money(r["prior"])
    return entry


def retirement_and_working_family(spec):
    family = {}
    for key, field in (("lived_apart", "livedApartAllYear"), ("lived_apart_6mo", "livedApartLastSixMonths"), ("ca_renter", "californiaRenter")):
        if spec.get(key):
            family[field] = True
    for key, field in (("eic_children", "earnedIncomeCreditChildren"), ("under6", "childrenUnder6"), ("care_persons", "careQualifyingPersons")):
        if spec.get(key):
            family[field] = str(spec[key])
    if spec.get("students"):
        family["students"] = [{"id": f"student-{index + 1}", "qualifiedExpenses": money(s["expenses"]), "credit": s["credit"]}
                              for index, s in enumerate(spec["students"])]
    return family


def federal_withheld(spec):
    """1099-R box 4, SSA-1099 box 6, 1099-G box 4: the federal tax these households have withheld."""
    return sum(p.get("ss_withheld", 0.0) + p.get("unemployment_withheld", 0.0) + sum(d.get("fed_withheld", 0.0) for d in p.get("distributions", []))
               for p in spec["people"])


def additional_medicare_withheld(spec):
    """Form 8959 line 24: the employer withholds 0.9% of each person's wages above $200,000 (one
    employer each), which QuickTax counts as paid, as line 25c does."""
    return sum(0.009 * max(0.0, p["wages"] - 200_000) for p in spec["people"])


def california_withheld(spec):
    """1099-R box 14: California tax withheld."""
    return sum(d.get("state_withheld", 0.0) for p in spec["people"] for d in p.get("distributions", []))


def cents(value):
    """PolicyEngine's float32 figures (121983.203125) to the cent."""
    if isinstance(value, dict):
        return {k: cents(v) for k, v in value.items()}
    return round(value, 2) + 0.0 if isinstance(value, float) else value  # + 0.0: no -0.0


def case(name, spec, expected, tolerance, engine, raw, note=None):
    if spec.get("exact_ages"):  # the files of issues 25 and 26
        expected = cents(expected)
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


def with_balance_due(expected, spec, federal_refundable=0.0, california_refundable=0.0):
    """Adds each jurisdiction's `owedOrRefund`: the total tax less the tax withheld (1099-R, SSA-1099,
    1099-G; these households make no estimated payments) and the refundable credits (Form 1040 lines
    27-29; Form 540 lines 75-76), which the total tax (line 24; line 64) leaves out."""
    result = expected["result"]
    if "federalTax" in result:
        result["federalTax"]["owedOrRefund"] = round(
            result["federalTax"]["totalTax"] - federal_withheld(spec) - additional_medicare_withheld(spec) - federal_refundable, 2)
    if "californiaTax" in result:
        result["californiaTax"]["owedOrRefund"] = round(result["californiaTax"]["totalTax"] - california_withheld(spec) - california_refundable, 2)
    return expected
