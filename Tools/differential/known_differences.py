"""Where an engine's figure is not the form's, the comparison a case leaves out, with the reason
(the case's `note` says it; the runner prints notes). Applied by new_cases.py when the cases are
generated, and by renote.py to cases already written (no engine is run again)."""
from __future__ import annotations

# FTB 3514 (2025): the young child tax credit phases out from $27,425 of earned income.
YCTC_PHASEOUT_START_2025 = 27_425
# CalEITC's end for 2025 ($32,901), with a margin for 2026's projected indexing.
CALEITC_END_WITH_MARGIN = 36_500


def earned_income(household):
    people = [household.get("userIncome", {})]
    if household.get("filingStatus") == "marriedFilingJointly":
        people.append(household.get("spouseIncome", {}))
    total = 0.0
    for p in people:
        wages = float(p.get("ytdWage") or 0) + float(p.get("futureWage") or 0)
        profit = float(p.get("selfEmploymentReceipts") or 0) - float(p.get("selfEmploymentExpenses") or 0)
        total += wages + max(0.0, profit)
    return total


def left_out(case):
    """[(path prefix, reason)] the case does not compare."""
    household, engine = case["input"], case.get("engineOutput", {})
    year, status = household.get("taxYear"), household.get("filingStatus")
    family = household.get("family", {})
    earned = earned_income(household)
    out = []
    if case.get("engine", "").startswith("PolicyEngine"):
        children = int(float(family.get("earnedIncomeCreditChildren") or 0))
        apart = str(family.get("livedApartLastSixMonths", "")).lower() == "true"
        if status == "marriedFilingSeparately" and not (children > 0 and apart) and (engine.get("eitc", 0) > 0 or engine.get("ca_eitc", 0) > 0):
            out.append(("result.federalTax.owedOrRefund", "PolicyEngine allows the earned income credit on a separate return without a qualifying child and the last six months apart (IRC §32(d) as amended by ARPA 2021 §9624 bars it)"))
            out.append(("result.californiaTax.owedOrRefund", "PolicyEngine allows CalEITC on a separate return without a qualifying child and the last six months apart (California conforms to IRC §32(d): FTB Public Service Bulletin 2022-07)"))
        if year == 2025 and engine.get("ca_yctc", 0) > 0 and earned > YCTC_PHASEOUT_START_2025:
            out.append(("result.californiaTax.owedOrRefund", "PolicyEngine phases the young child tax credit out by the fraction of each $100 over $27,425, the statute for each $100 'or fraction thereof' (R&TC §17052.1, FTB 3514)"))
        if year == 2026 and 0 < earned < CALEITC_END_WITH_MARGIN:
            out.append(("result.californiaTax.owedOrRefund", "CalEITC and the young child tax credit for 2026 are not yet published by the FTB: QuickTax and PolicyEngine each project 2025's figures, differently"))
    if case.get("engine", "").startswith("OpenTaxSolver"):
        paid = sum(float(household.get(p, {}).get("studentLoanInterest") or 0) for p in ("userIncome", "spouseIncome"))
        agi = case["expected"].get("result", {}).get("federalTax", {}).get("adjustedGrossIncome", 0)
        joint = status == "marriedFilingJointly"
        if paid > 0 and (170_000 if joint else 85_000) < agi < (200_000 if joint else 100_000):
            out.append(("", "Schedule 1 line 21's worksheet rounds its ratio 'to at least three places' (line 7): QuickTax takes three, OpenTaxSolver all, so in the phase-out AGI and every figure after it differ by up to a few dollars; the case is left out"))
    return out


def apply(case):
    """Drops each left-out figure from the case's expected values and says why in its note; None
    when the whole case is left out (every figure depends on the difference)."""
    reasons = left_out(case)
    changed = False
    for path, reason in reasons:
        if not path:
            return None
        *parents, key = path.split(".")
        tree = case["expected"]
        for part in parents:
            tree = tree.get(part, {})
        if key in tree:
            del tree[key]
            note = case.get("note")
            case["note"] = (note + "; " if note else "") + "not compared: " + reason
            changed = True
    return changed


# ---------------------------------------------------------------------------------------------
# New York (issue 45): Form IT-201 against OpenTaxSolver's IT-201 2025 and PolicyEngine
# (Tools/differential/newyork.py). Each rule names the figures of `result.newYorkTax` it leaves
# out and the form line that says the engine is wrong; `apply` (redefined below, the federal and
# California rules first) drops them and says why once per reason.

NY_STANDARD = {"single": 8_000, "marriedFilingJointly": 16_050, "marriedFilingSeparately": 8_000, "headOfHousehold": 11_200,
               "qualifyingSurvivingSpouse": 16_050}
# Where the flat rate of tax computation worksheets 1, 7 and 12 is the schedule's own (Tax Law §601).
NY_FLAT_BRACKET_START = {"single": 80_650, "marriedFilingSeparately": 80_650, "marriedFilingJointly": 27_900,
                         "qualifyingSurvivingSpouse": 27_900, "headOfHousehold": 107_650}
# OpenTaxSolver 2025's IT-196 line 40 thresholds: 2021's applicable amounts.
NY_OTS_LINE40_THRESHOLD = {"single": 282_400, "marriedFilingJointly": 338_850, "qualifyingSurvivingSpouse": 338_850,
                           "marriedFilingSeparately": 169_400, "headOfHousehold": 310_600}
NY_HOUSEHOLD_CREDIT_EDGES = (5_000, 6_000, 7_000, 20_000, 22_000, 25_000, 28_000, 32_000)
NY_CITY_HOUSEHOLD_CREDIT_EDGES = (10_000, 12_500, 15_000, 17_500, 20_000, 22_500)

_NY_TOTALS = ("totalTax", "owedOrRefund", "lines.totalTax")
_NY_REFUNDS = ("refundableCredits", "owedOrRefund")
_NY_STATE_TAX = ("lines.stateTax", "lines.householdCredit", "lines.netStateTax", "lines.yonkersSurcharge", "lines.earnedIncomeCredit") \
    + _NY_TOTALS + _NY_REFUNDS
_NY_TAXABLE = ("lines.standardDeduction", "lines.itemizedDeduction", "lines.taxableIncome", "lines.cityTax", "lines.cityHouseholdCredit",
               "lines.cityTaxAfterCredits", "lines.citySchoolTaxRateReduction", "lines.cityIncomeTaxEliminationCredit") + _NY_STATE_TAX
_NY_HOUSEHOLD = ("lines.householdCredit", "lines.netStateTax", "lines.yonkersSurcharge", "lines.earnedIncomeCredit") + _NY_TOTALS + _NY_REFUNDS
_NY_CITY_HOUSEHOLD = ("lines.cityHouseholdCredit", "lines.cityTaxAfterCredits", "lines.cityIncomeTaxEliminationCredit") + _NY_TOTALS + _NY_REFUNDS


def newyork_left_out(case):
    """[(paths under result.newYorkTax, reason)] a New York case does not compare."""
    if "newYorkTax" not in case.get("expected", {}).get("result", {}):
        return []
    household, engine = case["input"], case.get("engineOutput", {})
    status = household.get("filingStatus")
    locality = household.get("residence", {}).get("locality")
    g = lambda key: engine.get(key, 0.0)  # noqa: E731  (engineOutput leaves zeros out)
    out = []
    gifts = float(household.get("deductions", {}).get("donations") or 0)
    if gifts > 0.5 * max(0.0, g("L19") or g("adjusted_gross_income")):
        out.append((_NY_TAXABLE, "both engines limit IT-196's gifts (lines 16-19) to 60% of federal AGI, the 2018-2025 limit of IRC "
                                 "§170(b)(1)(G), where IT-196 takes the IRC before P.L. 115-97, 50% of AGI for cash gifts (§170(b)(1)(A))"))
    if case.get("engine", "").startswith("PolicyEngine"):
        nyagi, taxable = g("ny_agi"), g("ny_taxable_income")
        if 107_650 < nyagi <= 25_000_000 and 0 < taxable < NY_FLAT_BRACKET_START[status]:
            out.append((_NY_STATE_TAX, "PolicyEngine's tax computation worksheets 1, 7 and 12 add a fixed amount times the phase-in fraction, where "
                                       "their line 5 is the flat rate's tax less the schedule's, smaller below the flat rate's bracket "
                                       "(IT-201-I, line 39)"))
        if g("ny_yonkers_income_tax") < 0:
            out.append((("lines.yonkersSurcharge",) + _NY_TOTALS, "PolicyEngine's Yonkers surcharge goes below zero when the refundable state "
                                                                 "credits exceed the state tax, where the IT-201-I Yonkers worksheet (line m) and Tax Law "
                                                                 "§1323 take the net state tax as zero then"))
        if g("ny_itemized_deductions_phase_out") > 0 and g("ny_itemized_deductions_reduction") > 0 and nyagi <= 1_000_000 \
                and not g("line46_recomputed"):
            out.append((_NY_TAXABLE, "PolicyEngine takes IT-196 line 46's reduction on the itemized deductions before the line 40 limitation, where "
                                     "the IT-196-I line 46 worksheets take line 45, after it"))
        if status == "marriedFilingSeparately" and locality == "newYorkCity" and g("adjusted_gross_income") <= 22_500:
            out.append((_NY_CITY_HOUSEHOLD, "PolicyEngine's New York City household credit on a separate return counts the filer's own people and "
                                            "federal AGI only, where IT-201-I Table 6 (line 48) reads both spouses' federal AGI and counts both spouses"))
        if status == "marriedFilingSeparately" and g("eitc") > 0:
            out.append((("lines.earnedIncomeCredit", "lines.cityEarnedIncomeCredit", "lines.cityIncomeTaxEliminationCredit",
                         "lines.yonkersSurcharge") + _NY_TOTALS + _NY_REFUNDS,
                        "PolicyEngine allows the earned income credit on a separate return without a qualifying child and the last six months "
                        "apart (IRC §32(d) as amended by ARPA 2021 §9624 bars it), and IT-215's New York State and City credits follow it"))
        if g("ny_real_property_tax_credit") > 0 or g("ny_cdcc") > 0 or g("nyc_cdcc") > 0:
            out.append((("lines.yonkersSurcharge",) + _NY_TOTALS + _NY_REFUNDS,
                        "PolicyEngine's real property tax credit (IT-214, IT-201 line 67) or child care credit (IT-216, line 64), which QuickTax "
                        "does not compute"))
    if case.get("engine", "").startswith("OpenTaxSolver"):
        agi, nyagi, taxable = g("L19"), g("L33"), g("L38")
        if nyagi <= 107_650 and taxable >= 65_000:
            out.append((_NY_STATE_TAX, "OpenTaxSolver reads the tax table at taxable income of $65,000 or more, where IT-201-I line 39 takes "
                                       "the rate schedule (New York AGI $107,650 or less)"))
        if status == "headOfHousehold" and 12_030 <= taxable <= 12_850:
            out.append((_NY_STATE_TAX, "OpenTaxSolver's head of household schedule ends its 4% bracket at $12,080, a typo for $12,800 "
                                       "(Tax Law §601(b), IT-201-I p. 33)"))
        itemizable = g("IT196_4") + g("IT196_9") + g("IT196_15") + g("IT196_19") - g("IT196_41")
        if agi > NY_OTS_LINE40_THRESHOLD[status] and nyagi <= 1_000_000 and itemizable >= NY_STANDARD[status]:
            out.append((_NY_TAXABLE, "OpenTaxSolver limits IT-196 line 40 from 2021's applicable amounts and leaves cash gifts out of the "
                                     "limitation (IT-196-I (2025) Table 1: $340,700, $408,850 joint, $204,400 separate, $374,800 head of household, and no gift exempt)"))
        if agi in NY_HOUSEHOLD_CREDIT_EDGES:
            out.append((_NY_HOUSEHOLD, "OpenTaxSolver's household credit tables compare 'less than' the row's top, where IT-201-I Tables 1-6 read "
                                       "'not over'"))
        if locality == "newYorkCity" and agi in NY_CITY_HOUSEHOLD_CREDIT_EDGES:
            out.append((_NY_CITY_HOUSEHOLD, "OpenTaxSolver's household credit tables compare 'less than' the row's top, where IT-201-I Tables 1-6 "
                                            "read 'not over'"))
        if status == "marriedFilingSeparately" and g("L40") > 0:
            out.append((_NY_HOUSEHOLD, "OpenTaxSolver approximates Tables 3 and 6 (married filing separately) by formula, where the tables read "
                                       "both spouses' federal AGI and people"))
        if status == "marriedFilingSeparately" and g("L48") > 0:
            out.append((_NY_CITY_HOUSEHOLD, "OpenTaxSolver approximates Tables 3 and 6 (married filing separately) by formula, where the tables "
                                            "read both spouses' federal AGI and people"))
        ira = g("fed_L4b")
        if locality == "newYorkCity" and (agi == 250_000 or (ira > 0 and agi >= 250_000 > agi - ira)):
            out.append((("lines.citySchoolTaxCredit",) + _NY_REFUNDS,
                        "OpenTaxSolver tests the school tax credit on federal AGI below $250,000, IRA distributions in it, where Tax Law §606(ggg) "
                        "and IT-201-I line 69 take federal AGI less IRA distributions, $250,000 or less"))
        if locality == "newYorkCity" and agi - ira > 500_000 >= g("L47"):
            out.append((("lines.citySchoolTaxRateReduction",) + _NY_REFUNDS,
                        "OpenTaxSolver allows the school tax rate reduction by New York City taxable income up to $500,000, where Tax Law "
                        "§606(ggg)(4-b) and IT-201-I line 69a deny it above $500,000 of income (federal AGI less IRA distributions)"))
    return out


def apply_newyork(case):
    """Drops what newyork_left_out names, saying each reason once; whether anything was dropped."""
    changed = False
    for paths, reason in newyork_left_out(case):
        dropped = False
        for path in paths:
            *parents, key = ("result.newYorkTax." + path).split(".")
            tree = case["expected"]
            for part in parents:
                tree = tree.get(part, {})
            if key in tree:
                del tree[key]
                dropped = True
        if dropped:
            note = case.get("note")
            case["note"] = (note + "; " if note else "") + "not compared: " + reason
            changed = True
    return changed


_apply_before_new_york = apply


def apply(case):  # noqa: F811  (the federal and California rules, then New York's)
    changed = _apply_before_new_york(case)
    if changed is None:
        return None
    return apply_newyork(case) or changed
