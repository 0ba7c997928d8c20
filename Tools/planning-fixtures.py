#!/usr/bin/env python3
"""The hand check behind Fixtures/planning: an independent model of the safe-harbor plan and
the regular-method penalty, written from IRC §6654, Form 2210, R&TC §19136 and FTB 5805 (not
from the Swift code), with the cases and their derivation notes.

    Tools/planning-fixtures.py            check Fixtures/planning/*.json against the model
    Tools/planning-fixtures.py --write    write the files from the cases below

The model covers what the cases use: ordinary income only, 2025 tables of the web app, single
filers. Its numbers are the expected values; `swift test` then checks the engine against them.
"""
import json
import sys
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "Fixtures" / "planning"

# -- Tax: the web app's 2025 tables (QuickTax web, src/calculators/*/constants.ts) ---------------
FEDERAL_BRACKETS = [(11925, .10), (48475, .12), (103350, .22), (197300, .24), (250525, .32), (626350, .35), (float("inf"), .37)]
CALIFORNIA_BRACKETS = [(10756, .01), (25499, .02), (40245, .04), (55866, .06), (70606, .08), (360659, .093), (432787, .103),
                       (721314, .113), (float("inf"), .123)]


def progressive(income, brackets):
    tax, low = 0.0, 0.0
    for top, rate in brackets:
        if income > low:
            tax += (min(income, top) - low) * rate
        low = top
    return tax


def federal_tax(income):  # single, ordinary income, standard deduction $15,000; total rounded
    return round(progressive(max(0, income - 15000), FEDERAL_BRACKETS))


def california_tax(income):  # single, standard deduction $5,540; mental health tax 1% over $1M
    taxable = max(0, income - 5540)
    return round(progressive(taxable, CALIFORNIA_BRACKETS) + max(0, taxable - 1_000_000) * 0.01)


# -- Penalty rules (the data files penalty-2025-*.json) -----------------------------------------
FEDERAL = dict(name="federal", minimum=1000, installments=[("Q1", "2025-04-15", .25), ("Q2", "2025-06-16", .25),
               ("Q3", "2025-09-15", .25), ("Q4", "2026-01-15", .25)],
               periods=[("2025-04-16", "2025-06-30", .07), ("2025-07-01", "2025-09-30", .07), ("2025-10-01", "2025-12-31", .07),
                        ("2026-01-01", "2026-04-15", .07)], current_only_agi=None)
CALIFORNIA = dict(name="california", minimum=500, installments=[("Q1", "2025-04-15", .30), ("Q2", "2025-06-16", .40),
                  ("Q4", "2026-01-15", .30)],
                  periods=[("2025-04-16", "2025-06-30", .08), ("2025-07-01", "2025-12-31", .07), ("2026-01-01", "2026-04-15", .07)],
                  current_only_agi=1_000_000)
RETURN_DUE = "2026-04-15"


def day(text):
    return date.fromisoformat(text)


def cents(value):
    return float(Decimal(repr(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def worksheet(installments, payments, periods, end):
    """Form 2210 Part III / FTB 5805 Part II. installments: [(due, required)]; payments:
    [(date, amount)], same-day payments in the order given; periods: [(from, through, rate)].
    A payment goes to the earliest unpaid underpayment first (IRC §6654(b)(3)), the rest is credit
    for later installments; each unpaid part accrues from its due date to the day it is paid or
    the return's due date, as one line per rate period; lines over the same days are merged and
    each is rounded to cents: amount × days / days in year × rate."""
    end = day(end)
    # In date order; same-day payments keep their order (a stable sort).
    queue = [(day(p), a) for p, a in sorted(((p, a) for p, a in payments if a > 0), key=lambda payment: day(payment[0]))]
    outstanding, credit, lines, paid_by_due = [], 0.0, [dict() for _ in installments], []

    def accrue(index, amount, start, stop):
        for first, through, rate in periods:
            begin, finish = max(start, day(first) - timedelta(1)), min(stop, day(through))
            if finish > begin:
                previous = lines[index].get((begin, finish), (0.0, rate))[0]
                lines[index][(begin, finish)] = (previous + amount, rate)

    def apply(when, amount):
        nonlocal credit
        while amount > 0 and outstanding:
            index, start, owed = outstanding[0]
            part = min(amount, owed)
            accrue(index, part, start, min(when, end))
            owed, amount = owed - part, amount - part
            if owed > 0:
                outstanding[0] = (index, start, owed)
            else:
                outstanding.pop(0)
        credit += amount

    for index, (due, required) in enumerate(installments):
        while queue and queue[0][0] <= day(due):
            apply(*queue.pop(0))
        paid_by_due.append(credit)
        used = min(credit, required)
        credit -= used
        if required - used > 0:
            outstanding.append((index, day(due), required - used))
    while queue and queue[0][0] <= end:
        apply(*queue.pop(0))
    for index, start, owed in outstanding:
        accrue(index, owed, start, end)

    rows = []
    for index, (due, required) in enumerate(installments):
        row_lines = []
        for (begin, finish), (amount, rate) in sorted(lines[index].items()):
            year = 366 if finish.year % 4 == 0 and (finish.year % 100 != 0 or finish.year % 400 == 0) else 365
            days = (finish - begin).days
            row_lines.append(dict(amount=amount, days=days, rate=rate, penalty=cents(amount * days / year * rate)))
        paid = min(paid_by_due[index], required)
        rows.append(dict(dueDate=due, required=required, paidByDueDate=paid, underpayment=max(0.0, required - paid),
                         lines=row_lines, penalty=round(sum(line["penalty"] for line in row_lines), 2)))
    return rows, round(sum(row["penalty"] for row in rows), 2)


def monthly(total, start, through):
    """Withholding with no dates: spread evenly over the days after `start` through `through`,
    one part per calendar month, dated on the month's last day (or `through`)."""
    if total == 0:
        return []
    parts, begin, span = [], start, (through - start).days
    while begin < through:
        following = begin + timedelta(1)
        month_end = (date(following.year + (following.month == 12), following.month % 12 + 1, 1) - timedelta(1))
        finish = min(month_end, through)
        parts.append((finish.isoformat(), total * (finish - begin).days / span))
        begin = finish
    return parts


def plan(rules, tax, agi, withholding, as_of, prior_tax=None, prior_agi=None, estimated=(), dated_withholding=None):
    """The plan of one jurisdiction. estimated: [(date, amount)]; dated_withholding: [(date,
    amount)] when withholding is timed by its dates, else it counts in the installment shares on
    the due dates (IRC §6654(g); R&TC §19136(e))."""
    current = tax * 0.90
    prior, percentage = None, 1.00
    if rules["current_only_agi"] and agi >= rules["current_only_agi"]:
        prior = None  # R&TC §19136.3
    elif prior_tax is not None:
        if prior_agi is not None and prior_agi > 150000:
            percentage = 1.10  # IRC §6654(d)(1)(C)
        prior = prior_tax * percentage
    required = prior if prior is not None and prior < current else current
    no_penalty = tax - withholding < rules["minimum"] or (rules is CALIFORNIA and prior_tax is not None and prior_tax < rules["minimum"])
    counted = dated_withholding if dated_withholding is not None else [(due, withholding * share) for _, due, share in rules["installments"]]
    made = list(estimated) + list(counted)
    planned, installments, cumulative = [], [], 0.0
    for quarter, due, share in rules["installments"]:
        cumulative += share
        required_cumulative = required * cumulative
        credited = sum(amount for when, amount in made if day(when) <= day(due))
        past = due < as_of
        minimum = None
        if not past:
            minimum = 0.0 if no_penalty else max(0.0, required_cumulative - credited - sum(a for _, a in planned))
            if minimum > 0:
                planned.append((due, minimum))
        installments.append(dict(quarter=quarter, dueDate=due, isPast=past, requiredCumulative=required_cumulative,
                                 creditedCumulative=credited, minimumPayment=minimum))
    parts = [(due, required * share) for _, due, share in rules["installments"]]
    nothing, nothing_total = worksheet(parts, made, rules["periods"], RETURN_DUE)
    as_planned, planned_total = worksheet(parts, made + planned, rules["periods"], RETURN_DUE) if planned else (nothing, nothing_total)
    for row, planned_row, nothing_row in zip(installments, as_planned, nothing):
        row["underpaymentAsPlanned"] = planned_row["underpayment"]
        row["penaltyAsPlanned"] = 0.0 if no_penalty else planned_row["penalty"]
        row["underpaymentIfNothingMore"] = nothing_row["underpayment"]
        row["penaltyIfNothingMore"] = 0.0 if no_penalty else nothing_row["penalty"]
    result = dict(currentYearTax=tax, totalWithholding=withholding, currentYearBasis=current, priorYearBasis=prior,
                  requiredAnnualPayment=required, basis="priorYear" if required is prior else "currentYear",
                  basisPercentage=percentage if required is prior else 0.90, installments=installments,
                  penaltyAsPlanned=0.0 if no_penalty else planned_total, penaltyIfNothingMore=0.0 if no_penalty else nothing_total)
    if not no_penalty:
        result["noPenaltyReason"] = None
    return result


# -- The cases ----------------------------------------------------------------------------------
def simple(ytd_wage, future_wage, federal=(0, 0), state=(0, 0), interest=0):
    income = {"incomeMode": "simple", "ytdWage": str(ytd_wage), "futureWage": str(future_wage),
              "ytdFederalWithhold": str(federal[0]), "futureFederalWithhold": str(federal[1]),
              "ytdStateWithhold": str(state[0]), "futureStateWithhold": str(state[1])}
    if interest:
        income["interestIncome"] = str(interest)
    return income


def household(income, california=False, payments=None):
    value = {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": california, "userIncome": income}
    if payments:
        value["estimatedPayments"] = payments
    return value


def plan_case(name, derivation, as_of, house, planning, expected):
    return {"name": name, "derivation": derivation, "clock": {"now": as_of + "T12:00:00.000Z", "timeZone": "UTC"},
            "household": house, "planning": planning, "expected": expected}


def plan_cases():
    cases = []
    tax = federal_tax(100000)  # 13,614: 10% of 11,925 + 12% of 36,550 + 22% of 36,525
    assert tax == 13614

    cases.append(plan_case(
        "plan-federal-90-percent-of-this-year-binds",
        ["Single, $100,000 of wages, $12,000 withheld; last year $14,000 of tax on $90,000 of AGI.",
         "This year's tax: $85,000 taxable (after the $15,000 standard deduction): $1,192.50 + $4,386 + $8,035.50 = $13,614.",
         "90% of it is $12,252.60; 100% of last year's is $14,000 (AGI under $150,000): the lesser, 90% of this year's, binds (IRC §6654(d)(1)(B)).",
         "Installments of $3,063.15; withholding counts as $3,000 on each due date (§6654(g)).",
         "As of June 1, Q1 is past ($63.15 short); the least to pay: Q2 $6,126.30 − $6,000 = $126.30, then $63.15 on Q3 and on Q4.",
         "Paying those, only Q1's $63.15 is late: paid by Q2's withholding on June 16, 62 days at 7%: $0.75.",
         "Paying nothing more: each shortfall is paid by the next quarter's withholding, a line per rate period, rounded:",
         "Q1 $63.15 × 62/365 × 7% = $0.75; Q2 $126.30: 14 days $0.34 + 77 days $1.87; Q3 $189.45: 15 days $0.54 + 92 days $3.34 + 15 days $0.54;",
         "Q4 $252.60 × 90/365 × 7% = $4.36 (to April 15, 2026). Total $11.74."],
        "2025-06-01", household(simple(60000, 40000, federal=(7000, 5000))),
        {"priorYearFederalTax": "14000", "priorYearFederalAGI": "90000"},
        {"federal": plan(FEDERAL, tax, 100000, 12000, "2025-06-01", prior_tax=14000, prior_agi=90000)}))

    cases.append(plan_case(
        "plan-federal-100-percent-of-last-year-binds",
        ["Single, $100,000 of wages ($13,614 of tax), $10,000 withheld; last year $11,000 of tax on $140,000 of AGI.",
         "100% of last year's tax, $11,000, is less than 90% of this year's, $12,252.60: last year's binds.",
         "Installments of $2,750 against $2,500 of withholding a quarter: Q1 is $250 short (past as of June 1);",
         "the least to pay is $500 by June 16 (Q1's $250 and Q2's), then $250 on Q3 and on Q4.",
         "Paying those, Q1's $250 is late 62 days: $250 × 62/365 × 7% = $2.97."],
        "2025-06-01", household(simple(60000, 40000, federal=(6000, 4000))),
        {"priorYearFederalTax": "11000", "priorYearFederalAGI": "140000"},
        {"federal": plan(FEDERAL, tax, 100000, 10000, "2025-06-01", prior_tax=11000, prior_agi=140000)}))

    cases.append(plan_case(
        "plan-federal-110-percent-above-150000",
        ["The same household, but last year's AGI was $160,000: above $150,000, so last year's basis is 110% of $11,000 = $12,100",
         "(IRC §6654(d)(1)(C)), still less than $12,252.60: it binds. Installments of $3,025 against $2,500 withheld:",
         "Q1 $525 short; the least to pay is $1,050 by June 16, then $525 on Q3 and on Q4.",
         "Paying those, Q1's $525 is late 62 days: $525 × 62/365 × 7% = $6.24."],
        "2025-06-01", household(simple(60000, 40000, federal=(6000, 4000))),
        {"priorYearFederalTax": "11000", "priorYearFederalAGI": "160000"},
        {"federal": plan(FEDERAL, tax, 100000, 10000, "2025-06-01", prior_tax=11000, prior_agi=160000)}))

    big_federal, big_california = federal_tax(1_100_000), california_tax(1_100_000)
    cases.append(plan_case(
        "plan-california-million-dollar-rule",
        ["Single, $1,100,000 of wages. California: $1,094,460 taxable; tax by the brackets plus 1% mental health tax on $94,460: "
         f"${big_california:,}. Federal: ${big_federal:,}.",
         "Last year: California tax $60,000 and federal $300,000, both on $900,000 of AGI (above $150,000: 110%).",
         "California: this year's AGI is $1,000,000 or more, so last year's tax may not be used (R&TC §19136.3);",
         f"the required payment is 90% of this year's, ${big_california * 0.9:,.2f}, due 30%, 40% and 30% (R&TC §19136.1).",
         "California withholding of $90,000 counts 30/40/30 on the due dates: $27,000, $36,000, $27,000.",
         "Federal: 110% of $300,000 = $330,000 against 90% of this year's: the lesser binds; $270,000 withheld.",
         "As of June 1, Q1 is past in both; the least to pay on each remaining date is the cumulative requirement less what is counted:",
         "California $73,683.54 − $63,000 = $10,683.54 by June 16 and $4,578.66 by January 15 (Q1's $4,578.66 shortfall is late",
         "62 days at 8%: $62.22); federal $26,311.50, $13,155.75 and $13,155.75 (Q1's $13,155.75 late 62 days at 7%: $156.43)."],
        "2025-06-01", household(simple(600000, 500000, federal=(150000, 120000), state=(50000, 40000)), california=True),
        {"priorYearFederalTax": "300000", "priorYearFederalAGI": "900000", "priorYearCaliforniaTax": "60000",
         "priorYearCaliforniaAGI": "900000"},
        {"federal": plan(FEDERAL, big_federal, 1_100_000, 270000, "2025-06-01", prior_tax=300000, prior_agi=900000),
         "california": plan(CALIFORNIA, big_california, 1_100_000, 90000, "2025-06-01", prior_tax=60000, prior_agi=900000)}))

    california = california_tax(100000)
    assert california == 5327
    cases.append(plan_case(
        "plan-withholding-only-under-1000-and-under-500",
        ["Single, $100,000 of wages, all tax withheld from pay: federal $13,000 of $13,614, California $5,000 of $5,327.",
         "Federal: $13,614 − $13,000 = $614 is under $1,000: no penalty (IRC §6654(e)(1)), nothing to pay on any date.",
         "California: $5,327 − $5,000 = $327 is under $500: no penalty (R&TC §19136(c)), nothing to pay.",
         "The installment lines still show what was required and counted; the penalties are zero."],
        "2025-06-01", household(simple(60000, 40000, federal=(7800, 5200), state=(3000, 2000)), california=True),
        {},
        {"federal": {**plan(FEDERAL, tax, 100000, 13000, "2025-06-01"), "noPenaltyReason": "the tax after withholding is under $1,000"},
         "california": {**plan(CALIFORNIA, california, 100000, 5000, "2025-06-01"), "noPenaltyReason": "the tax after withholding is under $500"}}))

    cases.append(plan_case(
        "plan-federal-missed-q1-caught-up-in-q2",
        ["Single, $100,000 of interest and nothing withheld ($13,614 of tax); last year $10,000 of tax on $100,000 of AGI.",
         "Required: 100% of last year's, $10,000 (less than $12,252.60), $2,500 a quarter. Q1 was not paid.",
         "As of May 20 the least to pay is $5,000 by June 16 (Q1's $2,500 caught up with Q2's), then $2,500 on Q3 and on Q4.",
         "Paying those, Q1's $2,500 is late from April 15 to June 16, 62 days: $2,500 × 62/365 × 7% = $29.73."],
        "2025-05-20", household(simple(0, 0, interest=100000)),
        {"priorYearFederalTax": "10000", "priorYearFederalAGI": "100000"},
        {"federal": plan(FEDERAL, tax, 100000, 0, "2025-05-20", prior_tax=10000, prior_agi=100000)}))

    cases.append(plan_case(
        "plan-federal-late-q1-payment-on-its-date",
        ["The same household, but Q1's $2,500 was paid on May 1 (its date given in planning.estimatedPaymentDates).",
         "Q1 is late 16 days: $2,500 × 16/365 × 7% = $7.67, and nothing else is late if the rest is paid on time:",
         "the least to pay is $2,500 on each of Q2, Q3 and Q4."],
        "2025-05-20", household(simple(0, 0, interest=100000), payments={"federalQ1": "2500"}),
        {"priorYearFederalTax": "10000", "priorYearFederalAGI": "100000", "estimatedPaymentDates": {"federalQ1": "2025-05-01"}},
        {"federal": plan(FEDERAL, tax, 100000, 0, "2025-05-20", prior_tax=10000, prior_agi=100000, estimated=[("2025-05-01", 2500)])}))

    rsu_income = {"incomeMode": "detailed", "ytdWage": "50000", "ytdFederalWithhold": "1000", "rsuVestWage": "10000",
                  "rsuVestFederal": "2200", "futureRSUVests": [{"id": "vest-1", "date": "2025-12-10", "shares": "100", "expectedPrice": "500"}]}
    vest_withholding = 100 * 500 * 2200 / 10000  # 22%: $11,000
    ytd = monthly(1000, date(2024, 12, 31), date(2025, 6, 1))
    dated = ytd + [("2025-12-10", vest_withholding)]
    lump = ["Single: $50,000 of wages so far with $1,000 withheld, and one RSU vest to come on December 10:",
            "100 shares at $500 = $50,000, withheld at the last vest's 22% ($2,200 of $10,000): $11,000. Tax on $100,000: $13,614;",
            "withheld in all $12,000 ($1,614 short, so the $1,000 exception does not apply). Required: 90%, $12,252.60, $3,063.15 a quarter."]
    cases.append(plan_case(
        "plan-federal-rsu-lump-in-q4-withholding-even",
        lump + ["Withholding counts in equal parts on the due dates whenever it is withheld (IRC §6654(g)(1)): $3,000 a quarter,",
                "so the December vest covers the earlier quarters too. As of June 1 the least to pay is $126.30, $63.15, $63.15,",
                "as for any $12,000 of withholding (see plan-federal-90-percent-of-this-year-binds)."],
        "2025-06-01", household(rsu_income), {},
        {"federal": plan(FEDERAL, tax, 100000, 12000, "2025-06-01")}))
    cases.append(plan_case(
        "plan-federal-rsu-lump-in-q4-withholding-on-its-dates",
        lump + ["With withholding counted on its dates (planning.withholdingTiming \"actual\"), the $1,000 withheld so far is spread",
                "over January 1 to June 1 (152 days), each month's part counted on its last day: $592.11 (January to March) by",
                "April 15, all $1,000 by June 16. The $11,000 counts on December 10. The least to pay is $6,126.30 − $1,000 =",
                "$5,126.30 by June 16 and $3,063.15 by September 15; the vest then covers Q4.",
                "Q1's shortfall, $3,063.15 − $592.11 = $2,471.04, is paid off by the later withholding and the June 16 payment,",
                "earliest first: $197.37 April 30 (15 days, $0.57), $203.95 May 31 (46 days, $1.80), $6.58 June 1 (47 days, $0.06),",
                "$2,063.15 June 16 (62 days, $24.53): $26.96 as planned.",
                "So the vest's timing costs: the even rule above is usually the better choice for RSU income (Form 2210, Part II, box D)."],
        "2025-06-01", household(rsu_income), {"withholdingTiming": "actual"},
        {"federal": plan(FEDERAL, tax, 100000, 12000, "2025-06-01", dated_withholding=dated)}))
    return cases


def worksheet_case(name, source, derivation, installments, payments, periods, end, expected):
    return {"name": name, "source": source, "derivation": derivation,
            "worksheet": {"installments": [{"dueDate": d, "required": r} for d, r in installments],
                          "payments": [{"date": d, "amount": a, "source": s} for d, a, s in payments],
                          "ratePeriods": [{"from": f, "through": t, "rate": r} for f, t, r in periods], "endDate": end},
            "expected": expected}


def worksheet_cases():
    cases = []
    due = ["2005-04-15", "2005-06-15", "2005-09-15", "2006-01-15"]
    payments = [(d, 807, "withholding") for d in due] + [("2005-09-02", 1000, "estimatedPayment"), ("2006-01-12", 1000, "estimatedPayment")]
    periods = [("2005-04-16", "2005-09-30", .06), ("2005-10-01", "2006-04-15", .07)]
    rows, total = worksheet([(d, 1529) for d in due], [(d, a) for d, a, _ in payments], periods, "2006-04-15")
    assert total == 68.51
    cases.append(worksheet_case(
        "worksheet-pub-505-2005-ben-brown",
        "IRS Publication 505 (2005), Figure 4-B, Regular Installment Method—Illustrated (Ben Brown); Section A as in Pub 505 (2004)",
        ["Required installments $1,529 (line 9 $6,116 ÷ 4); withholding $3,228 counted as $807 on each due date;",
         "$1,000 paid September 2, 2005 and January 12, 2006. Rates 6% through September 30, 2005, 7% after.",
         "Published: underpayments 722, 1,444, 1,166, 888; days 61 | 79, 92 | 15, 104, 107 | 90;",
         "penalties $7.24 | $12.99, $6.71 | $2.88, $19.95, $3.41 | $15.33; total $68.51."],
        [(d, 1529) for d in due], payments, periods, "2006-04-15",
        {"installments": [{"underpayment": r["underpayment"], "lines": [{"days": l["days"], "penalty": l["penalty"]} for l in r["lines"]],
                           "penalty": r["penalty"]} for r in rows], "total": total}))

    rows, _ = worksheet([("2008-04-15", 5000), ("2008-06-16", 3000)], [("2008-04-30", 3000), ("2008-06-15", 5000)],
                        [("2008-04-16", "2008-06-30", .06)], "2008-06-30")
    cases.append(worksheet_case(
        "worksheet-i2210-2008-examples-3-and-4",
        "Instructions for Form 2210 (2008), page 4, Examples 3 and 4 (days counted on line 27)",
        ["Column (a) underpaid $5,000 (due April 15, 2008). $3,000 paid April 30: 15 days on $3,000 (Example 3).",
         "$5,000 paid June 15: $2,000 of it pays the rest of column (a), 61 days after April 15 (Example 4);",
         "the other $3,000 pays column (b), due June 16. The examples give days only; the 6% rate of April to June 2008",
         "is used for the penalty lines, and the worksheet is closed June 30 to keep to what the examples show."],
        [("2008-04-15", 5000), ("2008-06-16", 3000)],
        [("2008-04-30", 3000, "estimatedPayment"), ("2008-06-15", 5000, "estimatedPayment")], [("2008-04-16", "2008-06-30", .06)], "2008-06-30",
        {"installments": [{"underpayment": 5000, "lines": [{"amount": 3000, "days": 15}, {"amount": 2000, "days": 61}]},
                          {"paidByDueDate": 3000, "underpayment": 0, "lines": []}]}))

    cases.append(worksheet_case(
        "worksheet-ftb-5805-1998-payment-application",
        "FTB Form 5805 instructions (1998), payment application example",
        ["April 15 installment underpaid $500; the June 15 installment requires $1,200; $1,200 sent June 10.",
         "$500 of it pays the April installment, whose penalty is figured to June 10 (56 days);",
         "the other $700 is applied to the June installment, which is then $500 short."],
        [("1998-04-15", 500), ("1998-06-15", 1200)], [("1998-06-10", 1200, "estimatedPayment")],
        [("1998-04-16", "1998-06-30", .09)], "1998-06-30",
        {"installments": [{"underpayment": 500, "lines": [{"amount": 500, "days": 56}]},
                          {"paidByDueDate": 700, "underpayment": 500}]}))
    return cases


def documents():
    return {"safe-harbor-plans.json": plan_cases(), "penalty-worksheets.json": worksheet_cases()}


def check(expected, actual, path=""):
    """Every expected key present in actual and equal within half a cent (as the runner compares)."""
    problems = []
    if isinstance(expected, dict):
        for key, value in expected.items():
            problems += check(value, (actual or {}).get(key), f"{path}.{key}")
    elif isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: length {len(expected)} vs {None if actual is None else len(actual)}"]
        for index, (want, got) in enumerate(zip(expected, actual)):
            problems += check(want, got, f"{path}[{index}]")
    elif isinstance(expected, (int, float)) and not isinstance(expected, bool):
        if not isinstance(actual, (int, float)) or abs(expected - actual) > 0.005:
            problems.append(f"{path}: {expected} vs {actual}")
    elif expected != actual:
        problems.append(f"{path}: {expected!r} vs {actual!r}")
    return problems


def main():
    if "--write" in sys.argv:
        for name, cases in documents().items():
            (FOLDER / name).write_text(json.dumps(cases, indent=2) + "\n")
            print(f"wrote {FOLDER / name}: {len(cases)} cases")
        return 0
    failures = 0
    for name, cases in documents().items():
        stored = {case["name"]: case for case in json.loads((FOLDER / name).read_text())}
        for case in cases:
            problems = check(case, stored.get(case["name"]))
            failures += bool(problems)
            print(("ok   " if not problems else "DIFF ") + case["name"] + "".join("\n  " + p for p in problems[:5]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
