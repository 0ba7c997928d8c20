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
