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
# Each installment: quarter, due date, share, and for the annualized income installment method
# (Form 2210 Schedule AI; FTB 5805 Part III) its period's last day, factor and applicable share.
FEDERAL = dict(name="federal", minimum=1000, installments=[("Q1", "2025-04-15", .25, "2025-03-31", 4, .225),
               ("Q2", "2025-06-16", .25, "2025-05-31", 2.4, .45), ("Q3", "2025-09-15", .25, "2025-08-31", 1.5, .675),
               ("Q4", "2026-01-15", .25, "2025-12-31", 1, .9)],
               periods=[("2025-04-16", "2025-06-30", .07), ("2025-07-01", "2025-09-30", .07), ("2025-10-01", "2025-12-31", .07),
                        ("2026-01-01", "2026-04-15", .07)], current_only_agi=None)
CALIFORNIA = dict(name="california", minimum=500, installments=[("Q1", "2025-04-15", .30, "2025-03-31", 4, .27),
                  ("Q2", "2025-06-16", .40, "2025-05-31", 2.4, .63), ("Q3", "2025-09-15", 0, "2025-08-31", 1.5, .63),
                  ("Q4", "2026-01-15", .30, "2025-12-31", 1, .9)],
                  periods=[("2025-04-16", "2025-06-30", .08), ("2025-07-01", "2025-12-31", .07), ("2026-01-01", "2026-04-15", .07)],
                  current_only_agi=1_000_000)
RETURN_DUE = "2026-04-15"
JANUARY_RULE_DAY = "2026-02-02"  # January 31, 2026, a Saturday, moved to the next business day (IRC §7503)


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


def annualized_columns(rules, period_taxes, required):
    """Schedule AI lines 20-27 (FTB 5805 Part III lines 15-23): the applicable share of each
    period's tax less the earlier installments, or the regular installment plus what earlier
    columns saved, whichever is smaller (IRC §6654(d)(2); R&TC §19136.1)."""
    columns, earlier, saving = [], 0.0, 0.0
    for (quarter, due, share, end, factor, applicable), tax in zip(rules["installments"], period_taxes):
        annualized = max(0.0, tax * applicable - earlier)
        regular = required * share
        with_saving = regular + saving
        chosen = min(annualized, with_saving)
        columns.append(dict(quarter=quarter, tax=tax, applicableTax=tax * applicable, earlierInstallments=earlier,
                            annualizedInstallment=annualized, regularInstallment=regular, carriedSaving=saving,
                            regularWithSaving=with_saving, requiredInstallment=chosen))
        saving, earlier = with_saving - chosen, earlier + chosen
    return columns


def lowers(columns):
    annualized = regular = 0.0
    for column in columns:
        annualized += column["requiredInstallment"]
        regular += column["regularInstallment"]
        if regular - annualized >= 0.01:
            return True
    return False


def lowers_a_penalty(rules, columns, counted):
    """Whether the method lowers a penalty (or a payment): by some date where it requires less than
    the regular method, what is paid, withheld or scheduled falls short of the regular requirement.
    Otherwise both methods leave no penalty, and Schedule AI / FTB 5805 Part III is not needed."""
    annualized = regular = 0.0
    for column, (_quarter, due, *_rest) in zip(columns, rules["installments"]):
        annualized += column["requiredInstallment"]
        regular += column["regularInstallment"]
        paid = sum(amount for when, amount in counted if day(when) <= day(due))
        if regular - annualized >= 0.01 and regular - paid >= 0.005:
            return True
    return False


def plan(rules, tax, agi, withholding, as_of, prior_tax=None, prior_agi=None, estimated=(), dated_withholding=None,
         scheduled=(), period_taxes=None, paychecks_left=0):
    """The plan of one jurisdiction. estimated: [(date, amount)] made; scheduled: [(date, amount)]
    dated after the as-of date; dated_withholding: [(date, amount)] when withholding is timed by its
    dates, else it counts in the installment shares on the due dates (IRC §6654(g); R&TC
    §19136(e)); period_taxes: the tax on each period's income annualized (Schedule AI line 19)."""
    current = tax * 0.90
    prior, percentage, assumed = None, 1.00, False
    if rules["current_only_agi"] and agi >= rules["current_only_agi"]:
        prior = None  # R&TC §19136.3
    elif prior_tax is not None:
        if prior_agi is None:
            percentage, assumed = 1.10, True  # the higher share, when last year's AGI is not known
        elif prior_agi > 150000:
            percentage = 1.10  # IRC §6654(d)(1)(C)
        prior = prior_tax * percentage
    required = prior if prior is not None and prior < current else current
    no_penalty = tax - withholding < rules["minimum"] or (rules is CALIFORNIA and prior_tax is not None and prior_tax < rules["minimum"])
    counted = dated_withholding if dated_withholding is not None else [(i[1], withholding * i[2]) for i in rules["installments"]]
    made = list(estimated) + list(counted)
    columns = annualized_columns(rules, period_taxes, required) if period_taxes else None
    use_annualized = (not no_penalty and columns is not None and lowers(columns)
                      and lowers_a_penalty(rules, columns, made + list(scheduled)))
    schedule = [(i, installment) for i, installment in enumerate(rules["installments"]) if use_annualized or installment[2] > 0]
    planned, installments, cumulative, parts = [], [], 0.0, []
    for index, (quarter, due, share, *_rest) in schedule:
        due_required = columns[index]["requiredInstallment"] if use_annualized else required * share
        parts.append((due, due_required))
        cumulative += due_required
        credited = sum(amount for when, amount in made if day(when) <= day(due))
        past = due < as_of
        minimum = None
        if not past:
            coming = sum(a for when, a in list(scheduled) + planned if day(when) <= day(due))
            shortfall = cumulative - credited - coming
            minimum = shortfall if not no_penalty and shortfall >= 0.005 else 0.0  # less than half a cent is not owed
            if minimum > 0:
                planned.append((due, minimum))
        installments.append(dict(quarter=quarter, dueDate=due, isPast=past, requiredCumulative=cumulative,
                                 creditedCumulative=credited, minimumPayment=minimum))
    nothing, nothing_total = worksheet(parts, made, rules["periods"], RETURN_DUE)
    coming = list(scheduled) + planned
    as_planned, planned_total = worksheet(parts, made + coming, rules["periods"], RETURN_DUE) if coming else (nothing, nothing_total)
    for row, planned_row, nothing_row in zip(installments, as_planned, nothing):
        row["underpaymentAsPlanned"] = planned_row["underpayment"]
        row["penaltyAsPlanned"] = 0.0 if no_penalty else planned_row["penalty"]
        row["underpaymentIfNothingMore"] = nothing_row["underpayment"]
        row["penaltyIfNothingMore"] = 0.0 if no_penalty else nothing_row["penalty"]
    result = dict(currentYearTax=tax, totalWithholding=withholding, currentYearBasis=current, priorYearBasis=prior,
                  requiredAnnualPayment=required, basis="priorYear" if required is prior else "currentYear",
                  basisPercentage=percentage if required is prior else 0.90, method="annualized" if use_annualized else "regular",
                  installments=installments,
                  penaltyAsPlanned=0.0 if no_penalty else planned_total, penaltyIfNothingMore=0.0 if no_penalty else nothing_total)
    if assumed:
        result["priorYearAGIAssumedHigh"] = True
    if not no_penalty:
        result["noPenaltyReason"] = None
    result["annualized"] = columns
    if scheduled:
        result["scheduledPayments"] = sum(a for _, a in scheduled)
    # Extra withholding instead of the payments (timed evenly only): what covers each date's
    # cumulative shortfall in its withholding share, or what brings the tax less withholding under
    # the threshold (a dollar below it), whichever is less.
    if not no_penalty and dated_withholding is None and paychecks_left > 0:
        cover, share = 0.0, 0.0
        for (index, installment), row in zip(schedule, installments):
            share += installment[2]
            short = row["requiredCumulative"] - row["creditedCumulative"]
            if short > 0:
                cover = max(cover, short / share)
        if cover > 0:
            under = max(0.0, tax - withholding - rules["minimum"] + 1)
            total, rule = (under, "underThreshold") if under < cover else (cover, "coversEachInstallment")
            result["withholdingAlternative"] = dict(remainingPaychecks=paychecks_left, extraPerPaycheck=total / paychecks_left,
                                                    total=total, rule=rule)
    # The January 31 rule (IRC §6654(h)): the last payment replaced by the balance paid then;
    # January 31, 2026 is a Saturday, so the return is timely through Monday, February 2 (§7503).
    if installments and (installments[-1]["minimumPayment"] or 0) > 0:
        balance = tax - withholding - sum(a for _, a in list(estimated) + coming[:-1])
        rows, total = worksheet(parts, made + coming[:-1] + [(JANUARY_RULE_DAY, max(0.0, balance))], rules["periods"], RETURN_DUE)
        result["januaryOption"] = dict(fileAndPayBy=JANUARY_RULE_DAY, penalty=round(total - rows[-1]["penalty"], 2))
    return result


def biweekly(first, last="2025-12-31"):
    dates, when = [], day(first)
    while when <= day(last):
        dates.append(when.isoformat())
        when += timedelta(14)
    return dates


def period_taxes(tax_of, wages_by_date, even_income=0.0, income_by_period=None, rules=FEDERAL):
    """The tax of each period's income annualized (Schedule AI lines 1-19), for ordinary income:
    wages on their dates, and other income in the four periods as given, else evenly by month."""
    taxes, months, late = [], [3, 5, 8, 12], False
    year_wages = sum(amount for _, amount in wages_by_date)
    year_other = sum(income_by_period) if income_by_period else even_income
    for index, (quarter, due, share, end, factor, applicable) in enumerate(rules["installments"]):
        wages = sum(amount for when, amount in wages_by_date if day(when) <= day(end))
        other = sum(income_by_period[:index + 1]) if income_by_period else even_income * months[index] / 12
        # Income that comes no later than evenly annualizes to at least the year's: the method
        # cannot lower an installment and is not worked out.
        late = late or (index < 3 and (wages * factor < year_wages - 0.01 or other * factor < year_other - 0.01))
        taxes.append(tax_of((wages + other) * factor))
    return taxes if late else None


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


def wages_over_year(ytd, future, as_of):
    """Simple mode: wages to date spread over January 1 to the as-of day, the rest to December 31."""
    return monthly(ytd, date(2024, 12, 31), day(as_of)) + monthly(future, day(as_of), date(2025, 12, 31))


def plan_cases():
    cases = []
    tax = federal_tax(100000)  # 13,614: 10% of 11,925 + 12% of 36,550 + 22% of 36,525
    assert tax == 13614
    june_wages = period_taxes(federal_tax, wages_over_year(60000, 40000, "2025-06-01"))

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
        {"federal": plan(FEDERAL, tax, 100000, 12000, "2025-06-01", prior_tax=14000, prior_agi=90000, period_taxes=june_wages)}))

    cases.append(plan_case(
        "plan-federal-100-percent-of-last-year-binds",
        ["Single, $100,000 of wages ($13,614 of tax), $10,000 withheld; last year $11,000 of tax on $140,000 of AGI.",
         "100% of last year's tax, $11,000, is less than 90% of this year's, $12,252.60: last year's binds.",
         "Installments of $2,750 against $2,500 of withholding a quarter: Q1 is $250 short (past as of June 1);",
         "the least to pay is $500 by June 16 (Q1's $250 and Q2's), then $250 on Q3 and on Q4.",
         "Paying those, Q1's $250 is late 62 days: $250 × 62/365 × 7% = $2.97."],
        "2025-06-01", household(simple(60000, 40000, federal=(6000, 4000))),
        {"priorYearFederalTax": "11000", "priorYearFederalAGI": "140000"},
        {"federal": plan(FEDERAL, tax, 100000, 10000, "2025-06-01", prior_tax=11000, prior_agi=140000, period_taxes=june_wages)}))

    cases.append(plan_case(
        "plan-federal-110-percent-above-150000",
        ["The same household, but last year's AGI was $160,000: above $150,000, so last year's basis is 110% of $11,000 = $12,100",
         "(IRC §6654(d)(1)(C)), still less than $12,252.60: it binds. Installments of $3,025 against $2,500 withheld:",
         "Q1 $525 short; the least to pay is $1,050 by June 16, then $525 on Q3 and on Q4.",
         "Paying those, Q1's $525 is late 62 days: $525 × 62/365 × 7% = $6.24."],
        "2025-06-01", household(simple(60000, 40000, federal=(6000, 4000))),
        {"priorYearFederalTax": "11000", "priorYearFederalAGI": "160000"},
        {"federal": plan(FEDERAL, tax, 100000, 10000, "2025-06-01", prior_tax=11000, prior_agi=160000, period_taxes=june_wages)}))

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
        {"federal": plan(FEDERAL, big_federal, 1_100_000, 270000, "2025-06-01", prior_tax=300000, prior_agi=900000,
                         period_taxes=period_taxes(federal_tax, wages_over_year(600000, 500000, "2025-06-01"))),
         "california": plan(CALIFORNIA, big_california, 1_100_000, 90000, "2025-06-01", prior_tax=60000, prior_agi=900000,
                            period_taxes=period_taxes(california_tax, wages_over_year(600000, 500000, "2025-06-01"), rules=CALIFORNIA))}))

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
        {"federal": {**plan(FEDERAL, tax, 100000, 13000, "2025-06-01", period_taxes=june_wages),
                     "noPenaltyReason": "the tax after withholding is under $1,000"},
         "california": {**plan(CALIFORNIA, california, 100000, 5000, "2025-06-01",
                               period_taxes=period_taxes(california_tax, wages_over_year(60000, 40000, "2025-06-01"), rules=CALIFORNIA)),
                        "noPenaltyReason": "the tax after withholding is under $500"}}))

    cases.append(plan_case(
        "plan-federal-missed-q1-caught-up-in-q2",
        ["Single, $100,000 of interest and nothing withheld ($13,614 of tax); last year $10,000 of tax on $100,000 of AGI.",
         "Required: 100% of last year's, $10,000 (less than $12,252.60), $2,500 a quarter. Q1 was not paid.",
         "As of May 20 the least to pay is $5,000 by June 16 (Q1's $2,500 caught up with Q2's), then $2,500 on Q3 and on Q4.",
         "Paying those, Q1's $2,500 is late from April 15 to June 16, 62 days: $2,500 × 62/365 × 7% = $29.73."],
        "2025-05-20", household(simple(0, 0, interest=100000)),
        {"priorYearFederalTax": "10000", "priorYearFederalAGI": "100000"},
        {"federal": plan(FEDERAL, tax, 100000, 0, "2025-05-20", prior_tax=10000, prior_agi=100000,
                         period_taxes=period_taxes(federal_tax, [], even_income=100000))}))

    cases.append(plan_case(
        "plan-federal-late-q1-payment-on-its-date",
        ["The same household, but Q1's $2,500 was paid on May 1 (its date given in planning.estimatedPaymentDates).",
         "Q1 is late 16 days: $2,500 × 16/365 × 7% = $7.67, and nothing else is late if the rest is paid on time:",
         "the least to pay is $2,500 on each of Q2, Q3 and Q4."],
        "2025-05-20", household(simple(0, 0, interest=100000), payments={"federalQ1": "2500"}),
        {"priorYearFederalTax": "10000", "priorYearFederalAGI": "100000", "estimatedPaymentDates": {"federalQ1": "2025-05-01"}},
        {"federal": plan(FEDERAL, tax, 100000, 0, "2025-05-20", prior_tax=10000, prior_agi=100000, estimated=[("2025-05-01", 2500)],
                         period_taxes=period_taxes(federal_tax, [], even_income=100000))}))

    rsu_income = {"incomeMode": "detailed", "ytdWage": "50000", "ytdFederalWithhold": "1000", "rsuVestWage": "10000",
                  "rsuVestFederal": "2200", "futureRSUVests": [{"id": "vest-1", "date": "2025-12-10", "shares": "100", "expectedPrice": "500"}]}
    vest_withholding = 100 * 500 * 2200 / 10000  # 22%: $11,000
    ytd = monthly(1000, date(2024, 12, 31), date(2025, 6, 1))
    dated = ytd + [("2025-12-10", vest_withholding)]
    # Wages: $50,000 to date over January 1 to June 1, the vest's $50,000 on December 10.
    vest_periods = period_taxes(federal_tax, monthly(50000, date(2024, 12, 31), date(2025, 6, 1)) + [("2025-12-10", 50000)])
    lump = ["Single: $50,000 of wages so far with $1,000 withheld, and one RSU vest to come on December 10:",
            "100 shares at $500 = $50,000, withheld at the last vest's 22% ($2,200 of $10,000): $11,000. Tax on $100,000: $13,614;",
            "withheld in all $12,000 ($1,614 short, so the $1,000 exception does not apply). Required: 90%, $12,252.60, $3,063.15 a quarter."]
    cases.append(plan_case(
        "plan-federal-rsu-lump-in-q4-withholding-even",
        lump + ["Withholding counts in equal parts on the due dates whenever it is withheld (IRC §6654(g)(1)): $3,000 a quarter,",
                "so the December vest covers the earlier quarters too.",
                "The annualized method (Schedule AI): wages through March 31 ($29,605.26 of the $50,000 to June 1) times 4 are taxed",
                "$17,668, 22.5% = $3,975.30, more than the regular $3,063.15; through May 31 ($49,671.05 × 2.4) $17,858 × 45% less",
                "$3,063.15 is also more; through August 31 ($50,000 × 1.5) $8,114 × 67.5% = $5,476.95 less the $6,126.30 already",
                "required is nothing: Q3's installment is $0, and Q4's $6,126.30 (the regular $3,063.15 plus the saving).",
                "As of June 1 the least to pay is $126.30 by June 16, nothing by September 15 and $126.30 by January 15."],
        "2025-06-01", household(rsu_income), {},
        {"federal": plan(FEDERAL, tax, 100000, 12000, "2025-06-01", period_taxes=vest_periods)}))
    cases.append(plan_case(
        "plan-federal-rsu-lump-in-q4-withholding-on-its-dates",
        lump + ["With withholding counted on its dates (planning.withholdingTiming \"actual\"), the $1,000 withheld so far is spread",
                "over January 1 to June 1 (152 days), each month's part counted on its last day: $592.11 (January to March) by",
                "April 15, all $1,000 by June 16. The $11,000 counts on December 10. With the annualized installments of the case",
                "above ($3,063.15, $3,063.15, $0, $6,126.30), the least to pay is $6,126.30 − $1,000 = $5,126.30 by June 16, then",
                "nothing: the vest covers Q4.",
                "Q1's shortfall, $3,063.15 − $592.11 = $2,471.04, is paid off by the later withholding and the June 16 payment,",
                "earliest first: $197.37 April 30 (15 days, $0.57), $203.95 May 31 (46 days, $1.80), $6.58 June 1 (47 days, $0.06),",
                "$2,063.15 June 16 (62 days, $24.53): $26.96 as planned.",
                "So the vest's timing costs: the even rule above is usually the better choice for RSU income (Form 2210, Part II, box D)."],
        "2025-06-01", household(rsu_income), {"withholdingTiming": "actual"},
        {"federal": plan(FEDERAL, tax, 100000, 12000, "2025-06-01", dated_withholding=dated, period_taxes=vest_periods)}))

    # Issue 11, defect 1: the withholding alternative must cover each date, past ones included.
    paydays = biweekly("2025-10-03")
    assert len(paydays) == 7
    wages_d1 = monthly(150000, date(2024, 12, 31), date(2025, 10, 1)) + [(d, 8000) for d in paydays]
    tax_d1 = federal_tax(150000 + 7 * 8000 + 100000)
    d1 = plan(FEDERAL, tax_d1, 306000, 15000 + 7 * 800, "2025-10-01", prior_tax=40000, prior_agi=140000,
              estimated=[("2025-09-15", 10000)], period_taxes=period_taxes(federal_tax, wages_d1, even_income=100000), paychecks_left=7)
    alternative = d1["withholdingAlternative"]
    cases.append(plan_case(
        "plan-withholding-alternative-covers-each-date",
        ["Single: $150,000 of wages to date with $15,000 withheld; seven biweekly paychecks of $8,000 with $800 withheld from",
         f"October 3; $100,000 of interest; $10,000 paid for Q3. Tax on $306,000: ${tax_d1:,}; withheld $20,600. Required: 100% of",
         "last year's $40,000 (AGI $140,000), $10,000 a quarter. Withholding counts 25% on each date: $5,150 a date.",
         "As of October 1 the cumulative shortfalls are Q1 $4,850, Q2 $9,700, Q3 $4,550 ($30,000 less $15,450 and the $10,000),",
         "Q4 $9,400. Raising withholding by $E credits E/4 to every date, so covering the dates already past needs E = the",
         "largest shortfall ÷ cumulative withholding share: $4,850 ÷ 25% = $19,400, $9,700 ÷ 50% = $19,400, $4,550 ÷ 75% =",
         f"$6,066.67, $9,400 ÷ 100%: ${alternative['total']:,.2f}, ${alternative['extraPerPaycheck']:,.2f} a paycheck over 7.",
         "The old offer divided only the year's remaining $9,400 by the paychecks ($1,342.86), leaving Q1 and Q2 short",
         "(issue 11, defect 1).",
         "Bringing the tax less withholding under $1,000 would take far more, so the per-date cover is offered."],
        "2025-10-01",
        household({"incomeMode": "detailed", "ytdWage": "150000", "ytdFederalWithhold": "15000", "paycheckWage": "8000",
                   "paycheckFederal": "800", "payFrequency": "biweekly", "nextPayDate": "2025-10-03", "interestIncome": "100000"},
                  payments={"federalQ3": "10000"}),
        {"priorYearFederalTax": "40000", "priorYearFederalAGI": "140000"}, {"federal": d1}))

    # Defect 2: last year's tax without its AGI: 110%, said.
    cases.append(plan_case(
        "plan-prior-year-agi-not-given-assumes-110",
        ["Single, $250,000 of wages, nothing withheld; last year's tax $40,000, its AGI not given.",
         "Last year's AGI may have been over $150,000, when 110% is required (IRC §6654(d)(1)(C)): without it the safe 110%",
         "is taken, $44,000, and the plan says why (priorYearAGIAssumedHigh). 100% would leave up to $4,000 underpaid."],
        "2025-03-01", household(simple(0, 250000)), {"priorYearFederalTax": "40000"},
        {"federal": plan(FEDERAL, federal_tax(250000), 250000, 0, "2025-03-01", prior_tax=40000,
                         period_taxes=period_taxes(federal_tax, wages_over_year(0, 250000, "2025-03-01")))}))

    # Defect 3: when withholding can bring the tax less withholding under $1,000, that may be less.
    paydays3 = biweekly("2025-07-04")
    assert len(paydays3) == 13
    wages3 = 30000 + 13 * 2500
    tax3 = federal_tax(wages3)
    d3 = plan(FEDERAL, tax3, wages3, 1500 + 13 * 125, "2025-06-30",
              period_taxes=period_taxes(federal_tax, monthly(30000, date(2024, 12, 31), date(2025, 6, 30)) + [(d, 2500) for d in paydays3]),
              paychecks_left=13)
    assert d3["withholdingAlternative"]["rule"] == "underThreshold"
    cases.append(plan_case(
        "plan-withholding-alternative-under-threshold",
        [f"Single: $30,000 of wages to date with $1,500 withheld, then 13 biweekly paychecks of $2,500 with $125 withheld: ${wages3:,}",
         f"of wages, ${tax3:,} of tax, $3,125 withheld. Required: 90% of the tax, ${tax3 * 0.9:,.2f}.",
         f"Covering each date would need ${tax3 * 0.9 - 3125:,.2f} more withholding (each date short by its share of that);",
         f"but ${tax3 - 3125 - 999:,} more brings the tax less withholding to $999, under $1,000, when no installment is required",
         f"at all (IRC §6654(e)(1)): the smaller is offered, ${(tax3 - 3125 - 999) / 13:,.2f} a paycheck over 13, citing that rule."],
        "2025-06-30",
        household({"incomeMode": "detailed", "ytdWage": "30000", "ytdFederalWithhold": "1500", "paycheckWage": "2500",
                   "paycheckFederal": "125", "payFrequency": "biweekly", "nextPayDate": "2025-07-04"}),
        {}, {"federal": d3}))

    # The annualized method: interest received in December lowers the earlier installments.
    ytd4 = monthly(40000, date(2024, 12, 31), date(2025, 4, 1))
    wages4 = ytd4 + monthly(80000, date(2025, 4, 1), date(2025, 12, 31))
    by_period = [0, 0, 0, 300000]
    tax4, california4 = federal_tax(420000), california_tax(420000)
    federal4 = plan(FEDERAL, tax4, 420000, 20000, "2025-04-01", prior_tax=60000, prior_agi=200000,
                    period_taxes=period_taxes(federal_tax, wages4, income_by_period=by_period))
    california_plan4 = plan(CALIFORNIA, california4, 420000, 8000, "2025-04-01", prior_tax=20000, prior_agi=200000,
                            period_taxes=period_taxes(california_tax, wages4, income_by_period=by_period, rules=CALIFORNIA))
    assert federal4["method"] == "annualized" and california_plan4["method"] == "annualized"
    cases.append(plan_case(
        "plan-annualized-december-interest",
        ["Single, California: $120,000 of wages over the year ($40,000 to April 1, $80,000 after, $20,000 federal and $8,000",
         "state withheld) and $300,000 of interest all received in September-December (planning.incomeByPeriod).",
         f"Tax: federal ${tax4:,}, California ${california4:,}. Last year $60,000 and $20,000 on $200,000 of AGI: 110%,",
         "$66,000 federal (less than 90% of this year's) and $22,000 California. Regular installments: $16,500 a quarter federal;",
         "$6,600, $8,800, $6,600 California. Annualized (Form 2210 Schedule AI; FTB 5805 Part III): wages to March 31 are",
         "$40,000 × 90/91 of January 1 to April 1, times 4; to May 31 with two months of the rest at $80,000 over 275 days, times 2.4;",
         "to August 31 times 1.5; the interest counts only in the last period. Each period's tax on that (the year's tables,",
         "the full standard deduction) times 22.5%, 45%, 67.5%, 90% (California 27%, 63%, 63%, 90%), less earlier installments,",
         "against the regular installment plus what earlier columns saved: the smaller is required (lines 20-27).",
         "The early installments fall to the wage tax's share; the last carries the rest. California's September column, 0% on",
         "the regular method, carries what the earlier columns saved."],
        "2025-04-01",
        household(simple(40000, 80000, federal=(6000, 14000), state=(2400, 5600), interest=300000), california=True),
        {"priorYearFederalTax": "60000", "priorYearFederalAGI": "200000", "priorYearCaliforniaTax": "20000",
         "priorYearCaliforniaAGI": "200000", "incomeByPeriod": {"interestIncome": ["0", "0", "0", "300000"]}},
        {"federal": federal4, "california": california_plan4}))

    # planning.payments: several payments a quarter, one late, one scheduled after the as-of date.
    made5 = [("2025-04-10", 1000), ("2025-05-02", 1500), ("2025-06-16", 2500)]
    scheduled5 = [("2025-09-12", 2500)]
    plan5 = plan(FEDERAL, tax, 100000, 0, "2025-07-01", prior_tax=10000, prior_agi=100000, estimated=made5, scheduled=scheduled5,
                 period_taxes=period_taxes(federal_tax, [], even_income=100000))
    cases.append(plan_case(
        "plan-split-late-and-scheduled-payments",
        ["Single, $100,000 of interest, nothing withheld ($13,614 of tax); last year $10,000 on $100,000: $2,500 a quarter.",
         "planning.payments: $1,000 April 10 and $1,500 May 2 (Q1's $2,500, of which $1,500 late 17 days: $1,500 × 17/365 × 7%",
         "= $4.89), $2,500 June 16 (Q2, on time), and $2,500 September 12, after the as-of date July 1: a scheduled payment,",
         "counted on its date in the plan (Q3 needs nothing more) and not as made (a warning says so). The least to pay is",
         "$0 on Q3 and $2,500 on Q4; the January 31 rule would replace Q4's payment by the balance paid with the return."],
        "2025-07-01", household(simple(0, 0, interest=100000)),
        {"priorYearFederalTax": "10000", "priorYearFederalAGI": "100000",
         "payments": [{"jurisdiction": "federal", "amount": str(a), "date": d} for d, a in made5 + scheduled5]},
        {"federal": plan5}))
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

    due7 = ["2007-04-15", "2007-06-15", "2007-09-15", "2008-01-15"]
    required7 = [0, 140, 1169, 1867]
    payments7 = [(d, 375, "withholding") for d in due7] + [("2007-09-15", 100, "estimatedPayment"), ("2007-12-03", 500, "estimatedPayment")]
    periods7 = [("2007-04-16", "2007-12-31", .08), ("2008-01-01", "2008-04-15", .07)]
    rows, total = worksheet(list(zip(due7, required7)), [(d, a) for d, a, _ in payments7], periods7, "2008-04-15")
    assert total == 20.18
    cases.append(worksheet_case(
        "worksheet-pub-505-2007-laura-maple-annualized",
        "IRS Publication 505 (2007), Figure 4-C, Annualized Income Installment Method—Illustrated (Laura Maple), Form 2210 Part IV",
        ["Required installments from Schedule AI line 25: $0, $140, $1,169, $1,867 (the annualized income installment method).",
         "Withholding $1,500 counted as $375 on each due date; $100 paid by September 15 and $500 on December 3, 2007.",
         "Published: column (c) $84 short, paid December 3 (79 days at 8%: $1.45); column (d) $1,076 short, 91 days at 7%",
         "over a 366-day year: $18.73; penalty $20.18."],
        list(zip(due7, required7)), payments7, periods7, "2008-04-15",
        {"installments": [{"underpayment": r["underpayment"], "penalty": r["penalty"]} for r in rows], "total": total}))

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
