#!/usr/bin/env python3
"""The hand check of QuickTax's New York estimated-tax plan (Form IT-2105; penalty Form IT-2105.9):
an independent model of the required annual payment, the four required installments and the
regular-method penalty, written from the law (Tax Law §685(c) and (d), 20 NYCRR §185.3-185.4,
Form IT-2105.9 and its instructions, General Construction Law §§24 and 25-a), not from the Swift
code, with the cases and their derivation notes. The federal and California check is
Tools/planning-fixtures.py; this file leaves it alone.

    Tools/planning-fixtures-newyork.py              check Fixtures/planning/newyork-plans.json against the model
    Tools/planning-fixtures-newyork.py --write      write that file from the cases below
    Tools/planning-fixtures-newyork.py --quicktax   also run QuickTax (.build/debug/quicktax, or $QUICKTAX) on every
                                                    case and compare its plan.newYork, and its penalty worksheets line
                                                    by line, with the model

The model's one input from the repository is the underpayment rates: `underpaymentRates.periods`
of Sources/QuickTaxCore/TaxData/penalty-<year>-newYork.json (derived by QuickTax from the federal
short-term rate; see /work/research/ny-estimated-tax.md §4). A period whose rate is null is priced
at the last published rate carried forward and marked projected, as QuickTax documents.

What the model covers: full-year New York residents with wages only; tax year 2025's tax computed
here from the 2025 rate schedule (single and married filing separately share it, Tax Law §601(c)),
New York City's tax and its two refundable school tax credits; New York AGI at most $107,650 and
taxable income at least $65,000, so the rate schedule applies (no tax table, no recapture).
Tax year 2026's tax is QuickTax's (result.newYorkTax.totalTax - refundableCredits), recorded in
the case and said so: the 2026 cases check the plan's mechanics only.
The annualized income installment method is modelled with the federal periods, factors
(4, 2.4, 1.5, 1) and percentages (22.5%, 45%, 67.5%, 90%) (IT-2105.9 Worksheet 1 is not confirmed
to use them), the full standard deduction in every period, wages with no dates earned evenly by
day; most cases give `planning.incomeByPeriod.wages` even by month so that the method cannot lower
anything and the regular method applies.
"""
import json
import os
import subprocess
import sys
import tempfile
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "Fixtures" / "planning"
FILE = FOLDER / "newyork-plans.json"
TAX_DATA = ROOT / "Sources" / "QuickTaxCore" / "TaxData"


def money(value):
    """An exact amount from a number or a decimal string."""
    if isinstance(value, Fraction):
        return value
    return Fraction(Decimal(str(value)))


def dollars(value):
    """Rounded half up to the dollar (half away from zero)."""
    value = Fraction(value)
    return (value + Fraction(1, 2)).__floor__() if value >= 0 else -dollars(-value)


def cents(value):
    """Rounded half up to the cent, as a float for JSON."""
    value = Fraction(value)
    rounded = (value * 100 + Fraction(1, 2)).__floor__() if value >= 0 else -((-value * 100 + Fraction(1, 2)).__floor__())
    return float(Decimal(rounded) / 100)


def number(value):
    """A float for JSON (exact amounts are written to full double precision)."""
    return float(value)


def day(text):
    return text if isinstance(text, date) else date.fromisoformat(text)


# -- Due dates: General Construction Law §§24, 25-a --------------------------------------------
def nth_weekday(year, month, weekday, n):
    first = date(year, month, 1)
    return first + timedelta((weekday - first.weekday()) % 7 + 7 * (n - 1))


def last_weekday(year, month, weekday):
    following = date(year + month // 12, month % 12 + 1, 1)
    last = following - timedelta(1)
    return last - timedelta((last.weekday() - weekday) % 7)


def public_holidays(year):
    """GCL §24 (as amended by L. 2020 ch. 249, Juneteenth): a fixed-date holiday falling on a
    Sunday is kept the next day (Flag Day excepted); none is moved back from a Saturday."""
    fixed = [date(year, 1, 1), date(year, 2, 12), date(year, 6, 19), date(year, 7, 4), date(year, 11, 11), date(year, 12, 25)]
    days = {d + timedelta(1) if d.weekday() == 6 else d for d in fixed}
    days |= {nth_weekday(year, 1, 0, 3),   # Martin Luther King, Jr. day
             nth_weekday(year, 2, 0, 3),   # Washington's birthday
             last_weekday(year, 5, 0),     # Memorial day
             nth_weekday(year, 6, 6, 2),   # Flag day (a Sunday)
             nth_weekday(year, 9, 0, 1),   # Labor day
             nth_weekday(year, 10, 0, 2),  # Columbus day
             nth_weekday(year, 11, 0, 1) + timedelta(1),  # general election day
             nth_weekday(year, 11, 3, 4)}  # Thanksgiving day
    return days


def business_day_on_or_after(when):
    """GCL §25-a(1): an act due on a Saturday, Sunday or public holiday may be done on the next
    succeeding business day."""
    while when.weekday() >= 5 or when in public_holidays(when.year):
        when += timedelta(1)
    return when


def due_dates(tax_year):
    """Tax Law §685(c); 20 NYCRR §185.3(a)(3)(i): April 15, June 15, September 15, January 15."""
    return [business_day_on_or_after(d) for d in
            (date(tax_year, 4, 15), date(tax_year, 6, 15), date(tax_year, 9, 15), date(tax_year + 1, 1, 15))]


def penalty_end(tax_year):
    """20 NYCRR §185.3(a)(2)(ii): the 15th day of the fourth month after the year (not moved)."""
    return date(tax_year + 1, 4, 15)


# -- Rates: the one input from the repository --------------------------------------------------
def rate_periods(tax_year):
    data = json.loads((TAX_DATA / f"penalty-{tax_year}-newYork.json").read_text())
    periods, last = [], None
    for period in data["underpaymentRates"]["periods"]:
        rate, projected = period["rate"], False
        if rate is None:
            rate, projected = last, True  # the last published rate carried forward
        else:
            last = rate
        periods.append((day(period["from"]), day(period["through"]), money(rate), projected))
    return periods


# -- Tax: 2025 rate schedule, New York City, the school tax credits ----------------------------
STATE_2025 = [(0, 0, "0.04"), (8500, 340, "0.045"), (11700, 484, "0.0525"), (13900, 600, "0.055"),
              (80650, 4271, "0.06"), (215400, 12356, "0.0685")]
CITY_2025 = [(0, 0, "0.03078"), (12000, 369, "0.03762"), (25000, 858, "0.03819"), (50000, 1813, "0.03876")]
STANDARD_DEDUCTION = 8000  # single and married filing separately


def schedule(taxable, rows):
    over, base, rate = [row for row in rows if taxable > row[0]][-1] if taxable > 0 else rows[0]
    return base + (taxable - over) * money(rate)


def new_york_tax_2025(agi, city):
    """IT-201 for a full-year resident with wages only: New York State tax by the rate schedule
    (Tax Law §601(c)), rounded to the dollar; New York City's (Tax Law §1304; NYC Administrative
    Code §11-1701), rounded; the city's school tax credits, both refundable: the fixed $63 (income up to
    $250,000) and the rate reduction $21 + 0.228% of taxable income over $12,000, rounded.
    Returns the IT-2105.9 line 12 tax: total tax less refundable credits."""
    agi = money(agi)
    taxable = agi - STANDARD_DEDUCTION
    assert agi <= 107650 and taxable >= 65000, "keep to the rate schedule without recapture"
    state = dollars(schedule(taxable, STATE_2025))
    result = dict(taxable=taxable, state=state, city=0, refundable=0)
    if city:
        result["city"] = dollars(schedule(taxable, CITY_2025))
        result["fixed"] = 63
        result["rateReduction"] = dollars(21 + (taxable - 12000) * money("0.00228"))
        result["refundable"] = result["fixed"] + result["rateReduction"]
    result["totalTax"] = result["state"] + result["city"]
    result["line12"] = result["totalTax"] - result["refundable"]
    return result


# -- IT-2105.9 Schedules A and B: the regular method's penalty ---------------------------------
def year_length(first_day):
    year = first_day.year
    return 366 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 365


def worksheet(installments, payments, periods, end):
    """installments: [(due date, required)]; payments: [(date, amount)] (estimated payments on the
    day paid, withholding in equal parts on the due dates); periods: [(first day, last day, rate,
    projected)]. Each payment pays the earliest unpaid installment first (20 NYCRR §185.3: credited
    in due-date order); what a payment leaves is credit toward the next installment (Schedule A).
    Each unpaid part runs from its due date to the day paid or the end date, whichever is earlier
    (§185.3(a)(2)(ii)), simple interest amount x days / 365 (366) x rate, one line per rate period;
    parts of one installment over the same days make one line; each line rounded to the cent."""
    queue = sorted(((day(d), money(a)) for d, a in payments if money(a) > 0), key=lambda p: p[0])
    unpaid, credit, pieces, paid = [], Fraction(0), [], []

    def pay(when, amount):
        nonlocal credit
        while amount > 0 and unpaid:
            index, start, owed = unpaid[0]
            part = min(amount, owed)
            pieces.append((index, start, min(when, end), part))
            amount -= part
            if part == owed:
                unpaid.pop(0)
            else:
                unpaid[0] = (index, start, owed - part)
        credit += amount

    for index, (due, required) in enumerate(installments):
        while queue and queue[0][0] <= due:
            pay(*queue.pop(0))
        used = min(credit, required)
        credit -= used
        paid.append(used)
        if required > used:
            unpaid.append((index, due, required - used))
    while queue and queue[0][0] <= end:
        pay(*queue.pop(0))
    for index, start, owed in unpaid:
        pieces.append((index, start, end, owed))

    lines = [dict() for _ in installments]
    for index, start, stop, amount in pieces:
        for first, last, rate, projected in periods:
            begin, finish = max(start, first - timedelta(1)), min(stop, last)
            if finish > begin:
                key = (begin, finish)
                previous = lines[index].get(key, (Fraction(0), rate, projected))[0]
                lines[index][key] = (previous + amount, rate, projected)
    rows = []
    for index, (due, required) in enumerate(installments):
        row_lines = []
        for (begin, finish), (amount, rate, projected) in sorted(lines[index].items()):
            days = (finish - begin).days
            assert (begin + timedelta(1)).year == finish.year, "a line within one year (the rate periods split at January 1)"
            row_lines.append(dict(amount=amount, begin=begin, finish=finish, days=days, rate=rate, projected=projected,
                                  penalty=Fraction(Decimal(str(cents(amount * days * rate / year_length(finish)))))))
        rows.append(dict(dueDate=due, required=required, paidByDueDate=paid[index], underpayment=required - paid[index],
                         lines=row_lines, penalty=sum((l["penalty"] for l in row_lines), Fraction(0)),
                         projected=sum((l["penalty"] for l in row_lines if l["projected"]), Fraction(0))))
    return rows


# -- The annualized income installment method (federal periods and factors) --------------------
ANNUALIZATION = [((3, 31), 4, "0.225"), ((5, 31), Fraction(12, 5), "0.45"), ((8, 31), Fraction(3, 2), "0.675"), ((12, 31), 1, "0.9")]


def period_wages(tax_year, wages, by_period):
    """Wages received through each period's end: `planning.incomeByPeriod.wages` (four amounts,
    January-March, April-May, June-August, September-December), else evenly by day over the year
    (an as-of day after the year: the year-to-date wages are the year's)."""
    if by_period:
        amounts = [money(a) for a in by_period]
        return [sum(amounts[:i + 1], Fraction(0)) for i in range(4)]
    days = (date(tax_year, 12, 31) - date(tax_year - 1, 12, 31)).days
    return [money(wages) * (date(tax_year, m, d) - date(tax_year - 1, 12, 31)).days / days for (m, d), _, _ in ANNUALIZATION]


def annualized_columns(tax_year, wages, by_period, required, tax_of):
    """Worksheet 1 as Form 2210 Schedule AI: each period's income times its factor, taxed as the
    year is (full standard deduction); that tax times the period's percentage, less the earlier
    required installments, is the annualized installment; the required installment is the smaller
    of it and the regular installment plus what earlier columns saved. None when no period's
    income annualizes below the year's (the method cannot then lower anything)."""
    received = period_wages(tax_year, wages, by_period)
    year = money(wages)
    if all(r * factor >= year - Fraction(1, 100) for r, (_, factor, _) in zip(received, ANNUALIZATION)):
        return None
    columns, earlier, saving = [], Fraction(0), Fraction(0)
    regular = required / 4
    for (quarter, r, ((month, dd), factor, percentage)) in zip(["Q1", "Q2", "Q3", "Q4"], received, ANNUALIZATION):
        annualized_income = r * factor
        tax = tax_of(annualized_income)
        applicable = tax * money(percentage)
        annualized = max(Fraction(0), applicable - earlier)
        with_saving = regular + saving
        chosen = min(annualized, with_saving)
        columns.append(dict(quarter=quarter, periodEnd=date(tax_year, month, dd).isoformat(), annualizationFactor=float(factor),
                            adjustedGrossIncome=r, annualizedIncome=annualized_income, tax=tax,
                            applicablePercentage=float(money(percentage)), applicableTax=applicable, earlierInstallments=earlier,
                            annualizedInstallment=annualized, regularInstallment=regular, carriedSaving=saving,
                            regularWithSaving=with_saving, requiredInstallment=chosen))
        saving, earlier = with_saving - chosen, earlier + chosen
    return columns


# -- The plan ----------------------------------------------------------------------------------
MINIMUM = 300  # IT-2105.9 line 15: line 12 less line 14 under $300, no penalty


def plan(tax_year, tax, withholding, as_of, filing_status="single", prior_tax=None, prior_agi=None, full_year=True,
         made=(), columns_of=None):
    """The plan of QuickTax's plan.newYork, from the law. tax: IT-2105.9 line 12; withholding:
    line 14; made: [(date, amount)] estimated payments made (by the as-of date); columns_of: a
    function of the required annual payment giving the annualized worksheet (or None)."""
    as_of = day(as_of)
    tax, withholding = money(tax), money(withholding)
    current = tax * Fraction(9, 10)                                    # line 13
    prior = percentage = None
    if prior_tax is not None and full_year:                            # line 16: a 12-month return
        threshold = 75000 if filing_status == "marriedFilingSeparately" else 150000
        percentage = Fraction(11, 10) if prior_agi is not None and money(prior_agi) > threshold else Fraction(1)
        prior = money(prior_tax) * percentage
    required = prior if prior is not None and prior < current else current  # line 17
    no_penalty = tax - withholding < MINIMUM                           # line 15
    dues = due_dates(tax_year)
    periods, end = rate_periods(tax_year), penalty_end(tax_year)
    counted = [(d, withholding / 4) for d in dues]                     # withholding: equal parts on the due dates
    made = [(day(d), money(a)) for d, a in made]
    paid_in = made + counted
    regular = [required / 4] * 4
    columns = columns_of(required) if columns_of and not no_penalty else None
    use_annualized = False
    if columns:
        # The method is used where it lowers a penalty: by some date where it requires less, what is
        # paid and withheld by then falls short of the regular installments (QuickTax's stated rule;
        # the law lets the taxpayer take the lower installments, IT-2105.9 Worksheet 1).
        annualized_sum = regular_sum = Fraction(0)
        for column, due in zip(columns, dues):
            annualized_sum += column["requiredInstallment"]
            regular_sum += column["regularInstallment"]
            by_then = sum((a for d, a in paid_in if d <= due), Fraction(0))
            if regular_sum - annualized_sum >= Fraction(1, 100) and regular_sum - by_then >= Fraction(1, 200):
                use_annualized = True
    installments_required = [c["requiredInstallment"] for c in columns] if use_annualized else regular

    rows, planned, cumulative = [], [], Fraction(0)
    for quarter, due, due_required in zip(["Q1", "Q2", "Q3", "Q4"], dues, installments_required):
        cumulative += due_required
        credited = sum((a for d, a in paid_in if d <= due), Fraction(0))
        past = due < as_of
        minimum = None
        if not past:
            coming = sum((a for d, a in planned if d <= due), Fraction(0))
            shortfall = cumulative - credited - coming
            minimum = shortfall if not no_penalty and shortfall >= Fraction(1, 200) else Fraction(0)
            if minimum > 0:
                planned.append((due, minimum))
        rows.append(dict(quarter=quarter, dueDate=due.isoformat(), isPast=past, requiredCumulative=cumulative,
                         creditedCumulative=credited, minimumPayment=minimum))
    parts = list(zip(dues, installments_required))
    nothing = worksheet(parts, paid_in, periods, end)
    as_planned = worksheet(parts, paid_in + planned, periods, end) if planned else nothing
    for row, p, n in zip(rows, as_planned, nothing):
        row["underpaymentAsPlanned"] = p["underpayment"]
        row["penaltyAsPlanned"] = Fraction(0) if no_penalty else p["penalty"]
        row["underpaymentIfNothingMore"] = n["underpayment"]
        row["penaltyIfNothingMore"] = Fraction(0) if no_penalty else n["penalty"]
    total = lambda ws, key: Fraction(0) if no_penalty else sum((r[key] for r in ws), Fraction(0))
    result = dict(jurisdiction="newYork", currentYearTax=tax, totalWithholding=withholding,
                  estimatedPaymentsMade=sum((a for d, a in made if d <= as_of), Fraction(0)),
                  currentYearBasis=current, priorYearBasis=prior, requiredAnnualPayment=required,
                  basis="priorYear" if required is prior else "currentYear",
                  basisPercentage=percentage if required is prior else Fraction(9, 10),
                  method="annualized" if use_annualized else "regular",
                  noPenaltyReason="the tax after withholding is under $300" if no_penalty else None,
                  withholdingTiming="even", installments=rows,
                  penaltyAsPlanned=total(as_planned, "penalty"), penaltyIfNothingMore=total(nothing, "penalty"),
                  penaltyAsPlannedProjected=total(as_planned, "projected"),
                  penaltyIfNothingMoreProjected=total(nothing, "projected"), unknownRates=[])
    if use_annualized:
        result["annualized"] = columns
    worksheets = dict(penaltyWorksheetAsPlanned=as_planned, penaltyWorksheetIfNothingMore=nothing)
    return result, worksheets


def jsonable(value):
    """Exact amounts as JSON numbers: figures of whole cents as such, others to full precision."""
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [jsonable(v) for v in value]
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, date):
        return value.isoformat()
    return value


def worksheet_json(rows):
    return {"installments": [{"dueDate": r["dueDate"].isoformat(), "required": r["required"], "paidByDueDate": r["paidByDueDate"],
                              "underpayment": r["underpayment"],
                              "lines": [{"amount": l["amount"], "from": l["begin"].isoformat(), "to": l["finish"].isoformat(),
                                         "days": l["days"], "rate": l["rate"], "projected": l["projected"], "penalty": l["penalty"]}
                                        for l in r["lines"]],
                              "penalty": r["penalty"]} for r in rows],
            "total": sum((r["penalty"] for r in rows), Fraction(0)),
            "projectedPenalty": sum((r["projected"] for r in rows), Fraction(0))}


# -- The cases ---------------------------------------------------------------------------------
EVEN_100000 = ["25000", "16666.67", "25000", "33333.33"]  # by month: 3, 2, 3 and 4 months of $100,000 / 12


def household(tax_year=2025, status="single", locality="newYorkCity", wages=100000, withheld=0, payments=None,
              ytd=None, future=None):
    income = {"incomeMode": "simple", "ytdWage": str(wages if ytd is None else ytd)}
    if future is not None:
        income["futureWage"] = str(future)
    if withheld:
        income["ytdStateWithhold"] = str(withheld)
    value = {"taxYear": tax_year, "filingStatus": status, "residence": {"state": "NY", "locality": locality}, "userIncome": income}
    if payments:
        value["estimatedPayments"] = {k: str(v) for k, v in payments.items()}
    return value


def case(name, derivation, as_of, house, planning, model):
    expected, worksheets = model
    return {"name": name, "derivation": derivation, "ruleSet": "current-law",
            "clock": {"now": as_of + "T12:00:00.000Z", "timeZone": "UTC"},
            "household": house, "planning": planning, "expected": {"newYork": jsonable(expected)}}, worksheets


def fmt(value):
    return f"${cents(value):,.2f}"


def cases():
    out = []
    T = new_york_tax_2025(100000, city=True)
    tax = T["line12"]
    assert (T["state"], T["city"], T["refundable"], tax) == (4952, 3441, 266, 8127)
    tax_note = ("This year's tax (IT-2105.9 line 12): $100,000 of wages less the $8,000 standard deduction, $92,000 taxable; "
                "state $4,271 + 6% of $11,350 = $4,952; city $1,813 + 3.876% of $42,000 = $3,441 (rounded); less the school tax "
                "credits $63 and $21 + 0.228% of $80,000 = $203: $8,127.")
    even = {"incomeByPeriod": {"wages": EVEN_100000}}
    last6000 = {"priorYearNewYorkTax": "6000", "priorYearNewYorkAGI": "90000", **even}
    A = "2026-03-01"

    out.append(case(
        "ny-90-percent-of-this-year-no-payments",
        ["Single, New York City, $100,000 of wages earned evenly by month (planning.incomeByPeriod), nothing withheld, nothing paid.",
         tax_note,
         "Last year $9,000 of tax on $95,000 of New York AGI: 100% of it, $9,000, is more than 90% of this year's, $7,314.30,",
         "so 90% of this year's binds (IT-2105.9 line 17); $1,828.575 is due on each of April 15, June 16 (June 15, 2025 is a",
         "Sunday: GCL §25-a), September 15 and January 15. Nothing is paid: each runs to April 15, 2026 (20 NYCRR §185.3),",
         "one line per rate period at 9.5% (8.5% from April 1, 2026), each line rounded:",
         "Q1 76, 92, 92, 90 days at 9.5% and 15 at 8.5%; Q2 14, 92, 92, 90 and 15; Q3 15, 92, 90 and 15; Q4 75 and 15."],
        A, household(), {"priorYearNewYorkTax": "9000", "priorYearNewYorkAGI": "95000", **even},
        plan(2025, tax, 0, A, prior_tax=9000, prior_agi=95000)))

    out.append(case(
        "ny-100-percent-of-last-year-no-payments",
        ["The same household; last year $6,000 of tax on $90,000 of New York AGI (not over $150,000: 100%).",
         "$6,000 is less than $7,314.30: last year's basis binds, $1,500 an installment. Nothing paid: Q1 $1,500 x 76/365 x 9.5%",
         "= $29.67, and so on to April 15, 2026; the penalty if nothing more is paid is the sum of the four columns."],
        A, household(), last6000, plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000)))

    on_time = {"newYorkQ1": 1500, "newYorkQ2": 1500, "newYorkQ3": 1500, "newYorkQ4": 1500}
    out.append(case(
        "ny-payments-on-time",
        ["The same household (last year $6,000 on $90,000), paying $1,500 for each quarter (estimatedPayments.newYorkQ1-Q4),",
         "undated, so counted on each due date: every installment is paid on time, no penalty."],
        A, household(payments=on_time), last6000,
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000, made=[(d, 1500) for d in due_dates(2025)])))

    dues = due_dates(2025)
    out.append(case(
        "ny-late-q1-payment-on-its-date",
        ["The same household; Q1's $1,500 was paid on May 20, 2025 (planning.estimatedPaymentDates), the rest on time.",
         "Q1 is late 35 days: $1,500 x 35/365 x 9.5% = $13.66; nothing else is late."],
        A, household(payments=on_time), {**last6000, "estimatedPaymentDates": {"newYorkQ1": "2025-05-20"}},
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000, made=[("2025-05-20", 1500)] + [(d, 1500) for d in dues[1:]])))

    out.append(case(
        "ny-missed-q1-each-payment-pays-the-earliest",
        ["The same household; nothing paid for Q1, then $1,500 on time for Q2, Q3 and Q4.",
         "Each payment pays the earliest unpaid installment first (20 NYCRR §185.3; IT-2105.9 Schedule A): June 16's pays Q1",
         "(April 15 to June 16, 62 days), September 15's pays Q2 (91 days), January 15's pays Q3 (122 days), and Q4's $1,500",
         "is unpaid to April 15, 2026 (90 days). Each split at the rate periods. The IT-2105.9 instructions: the penalty is",
         "computed separately for each due date, and is owed for an early date even if later payments made up the shortfall."],
        A, household(payments={"newYorkQ2": 1500, "newYorkQ3": 1500, "newYorkQ4": 1500}), last6000,
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000, made=[(d, 1500) for d in dues[1:]])))

    out.append(case(
        "ny-overpayment-carried-forward",
        ["The same household; $4,000 paid for Q1, nothing for Q2, $1,000 for Q3 and $800 for Q4, each on its due date.",
         "Schedule A carries what is paid beyond an installment to the next: Q1 $1,500 paid, $2,500 over; Q2 paid by it, $1,000",
         "over; Q3 $1,000 + $1,000, $500 over; Q4 $500 + $800 = $1,300, $200 short: $200 x 90/365 at 9.5% (75 days) and",
         "8.5% (15 days) = $3.90 + $0.70 = $4.60."],
        A, household(payments={"newYorkQ1": 4000, "newYorkQ3": 1000, "newYorkQ4": 800}), last6000,
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000, made=[(dues[0], 4000), (dues[2], 1000), (dues[3], 800)])))

    S = new_york_tax_2025(100000, city=False)
    assert S["line12"] == 4952
    out.append(case(
        "ny-state-only-withholding-covers-part",
        ["Single, New York State only (no city), $100,000 of wages evenly by month, $2,000 of New York tax withheld.",
         "This year's tax: $4,952 (no city tax, no refundable credit). Last year $4,000 on $90,000: 100%, $4,000 (less than",
         "90% of this year's, $4,456.80); $1,000 an installment. Withholding counts in equal parts on the due dates, as the",
         "federal rule (IRC §6654(g)) and IT-2105.9 Schedule A count it (New York's text not read; see the README): $500 a",
         "date, so each installment is $500 short; the shortfalls are never paid and run to April 15, 2026."],
        A, household(locality="", withheld=2000), {"priorYearNewYorkTax": "4000", "priorYearNewYorkAGI": "90000", **even},
        plan(2025, S["line12"], 2000, A, prior_tax=4000, prior_agi=90000)))

    out.append(case(
        "ny-under-300-no-penalty",
        ["New York City, $100,000 of wages, $7,900 of New York State and City tax withheld, nothing paid; no figures for last year.",
         "Line 12 $8,127 less line 14 $7,900 is $227, under $300 (IT-2105.9 line 15): no penalty and nothing to pay;",
         "the installments still show what was required (90%, $7,314.30) and counted ($1,975 a date)."],
        A, household(withheld=7900), dict(even), plan(2025, tax, 7900, A)))

    out.append(case(
        "ny-exactly-300-is-not-under-300",
        ["The same, with $7,827 withheld: line 15 is exactly $300, not under it, so the $300 rule does not apply",
         "(noPenaltyReason null); the $1,956.75 counted on each date covers the $1,828.575 installments, so no penalty anyway."],
        A, household(withheld=7827), dict(even), plan(2025, tax, 7827, A)))

    out.append(case(
        "ny-110-percent-above-150000",
        ["New York City, $100,000 of wages evenly by month, nothing withheld or paid. Last year $6,000 on $160,000 of New York",
         "AGI: over $150,000, so last year's basis is 110%, $6,600 (Tax Law §685(c); IT-2105.9 line 16 and its instructions),",
         "less than $7,314.30: $1,650 an installment, all unpaid."],
        A, household(), {"priorYearNewYorkTax": "6000", "priorYearNewYorkAGI": "160000", **even},
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=160000)))

    out.append(case(
        "ny-100-percent-at-exactly-150000",
        ["The same, last year's New York AGI exactly $150,000: not 'more than $150,000', so 100%, $6,000; $1,500 an installment."],
        A, household(), {"priorYearNewYorkTax": "6000", "priorYearNewYorkAGI": "150000", **even},
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=150000)))

    out.append(case(
        "ny-married-separately-110-percent-above-75000",
        ["Married filing separately, New York City, $100,000 of wages evenly by month: the same tax as single (one rate",
         "schedule for both, Tax Law §601(c); the same city schedule and school credits): $8,127. Last year $6,000 on $80,000:",
         "over $75,000, married filing separately this year, so 110%, $6,600; $1,650 an installment, all unpaid."],
        A, household(status="marriedFilingSeparately"), {"priorYearNewYorkTax": "6000", "priorYearNewYorkAGI": "80000", **even},
        plan(2025, tax, 0, A, filing_status="marriedFilingSeparately", prior_tax=6000, prior_agi=80000)))

    out.append(case(
        "ny-married-separately-100-percent-at-exactly-75000",
        ["The same, last year's New York AGI exactly $75,000: not over it, 100%, $6,000; $1,500 an installment."],
        A, household(status="marriedFilingSeparately"), {"priorYearNewYorkTax": "6000", "priorYearNewYorkAGI": "75000", **even},
        plan(2025, tax, 0, A, filing_status="marriedFilingSeparately", prior_tax=6000, prior_agi=75000)))

    out.append(case(
        "ny-prior-year-not-12-months",
        ["Single, New York City, $100,000 of wages; last year $6,000 on $90,000, but that return did not cover 12 months",
         "(planning.priorYearFullYearReturn false): last year's basis is not available, 90% of this year's, $7,314.30, binds."],
        A, household(), {**last6000, "priorYearFullYearReturn": False},
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000, full_year=False)))

    out.append(case(
        "ny-no-tax-last-year",
        ["Single, New York City, $100,000 of wages; last year's New York tax was $0 (a 12-month return): 100% of it is $0,",
         "the required annual payment is $0 and no installment is required (and Tax Law §685(d), 20 NYCRR §185.4(b): no",
         "addition when the preceding 12-month year, as a resident, had no liability). No penalty."],
        A, household(), {"priorYearNewYorkTax": "0", "priorYearNewYorkAGI": "40000", **even},
        plan(2025, tax, 0, A, prior_tax=0, prior_agi=40000)))

    # Tax year 2026: the tax is QuickTax's (the 2026 schedule is not modelled here).
    tax26 = 8036  # result.newYorkTax: totalTax 8,302 less refundableCredits 266, for $100,000 of NYC wages in 2026
    B = "2027-03-01"
    dues26 = due_dates(2026)
    out.append(case(
        "ny-2026-no-payments-projected-rate",
        ["Tax year 2026: single, New York City, $100,000 of wages evenly by month, nothing withheld or paid. This year's tax",
         "is QuickTax's ($8,302 less $266 of school tax credits = $8,036; the 2026 schedule is not modelled here). Last year",
         "$6,000 on $90,000: $1,500 an installment on April 15, June 15, September 15, 2026 and January 15, 2027 (all business",
         "days). Rates: 8.5% April 16 to June 30, 9.5% July 1 to December 31, 2026; January 1 to April 15, 2027 has no published",
         "rate (null in penalty-2026-newYork.json): the last published rate, 9.5%, is carried forward and that part is",
         "projected: each of Q1-Q3 has 105 projected days, Q4 90."],
        B, household(tax_year=2026), last6000, plan(2026, tax26, 0, B, prior_tax=6000, prior_agi=90000)))

    out.append(case(
        "ny-2026-late-q4-in-the-projected-period",
        ["Tax year 2026, the same household, paying $1,500 on time for Q1-Q3 and Q4's $1,500 on February 10, 2027:",
         "Q4 is late 26 days, all in the period without a published rate: $1,500 x 26/365 x 9.5% (carried) = $10.15, projected."],
        B, household(tax_year=2026, payments=on_time), {**last6000, "estimatedPaymentDates": {"newYorkQ4": "2027-02-10"}},
        plan(2026, tax26, 0, B, prior_tax=6000, prior_agi=90000, made=[(d, 1500) for d in dues26[:3]] + [("2027-02-10", 1500)])))

    city_tax = lambda agi: new_york_tax_2025(agi, city=True)["line12"]
    out.append(case(
        "ny-annualized-wages-by-day",
        ["Single, New York City, $100,000 of wages with no dates (no incomeByPeriod), nothing withheld or paid; no figures",
         "for last year: 90% of $8,127, $7,314.30, $1,828.575 a quarter. Wages to date, after the year, are taken as earned evenly",
         "by day, so January-March holds 90/365 of them: x 4 = $98,630.14, under the year's; the annualized method (IT-2105.9",
         "Worksheet 1, modelled with the federal factors 4, 2.4, 1.5, 1 and 22.5%, 45%, 67.5%, 90%) then requires less early:",
         "Q1 22.5% of the tax on $98,630.14 ($4,870 + $3,388 - $63 - $200 = $7,995) = $1,798.88; Q2 45% of the tax on",
         "$99,287.67 ($8,057) less $1,798.88; Q3 67.5% of $8,114 less the earlier; Q4 the rest (regular plus the savings).",
         "Nothing paid, so it lowers the penalty and is used."],
        A, household(), {},
        plan(2025, tax, 0, A, columns_of=lambda required: annualized_columns(2025, 100000, None, required, city_tax))))

    bonus = ["19000", "12000", "18000", "51000"]
    late = plan(2025, tax, 0, A, made=[(dues[0], 1000)],
                columns_of=lambda required: annualized_columns(2025, 100000, bonus, required, city_tax))
    columns = late[0]["annualized"]
    assert [c["tax"] for c in columns] == [5875, 5729, 5646, 8127]
    out.append(case(
        "ny-annualized-late-income",
        ["Single, New York City, $100,000 of wages: $19,000 in January-March, $12,000 in April-May, $18,000 in June-August,",
         "$51,000 in September-December (planning.incomeByPeriod.wages); nothing withheld; $1,000 paid for Q1 on time; no figures",
         "for last year: 90% of $8,127, $1,828.575 a regular installment. Annualized incomes $76,000, $74,400, $73,500, $100,000",
         "(all within the rate schedule) are taxed $5,875, $5,729 (state $3,487.50 rounded up), $5,646 and $8,127 (line 12 each:",
         "state + city - the school tax credits); 22.5%, 45%, 67.5% and 90% of each less the earlier installments, against the",
         "regular installment plus the savings carried: required "
         + ", ".join(fmt(c["requiredInstallment"]) for c in columns) + ".",
         f"The $1,000 paid covers part of Q1; the rest of each runs to April 15, 2026: {fmt(late[0]['penaltyIfNothingMore'])}."],
        A, household(payments={"newYorkQ1": 1000}), {"incomeByPeriod": {"wages": bonus}}, late))

    M = "2025-05-20"
    out.append(case(
        "ny-mid-year-q1-missed-least-to-pay",
        ["As of May 20, 2025: single, New York City, $38,000 of wages so far and $62,000 to come (evenly by month over the",
         "year, planning.incomeByPeriod), nothing withheld, Q1 not paid; last year $6,000 on $90,000: $1,500 an installment.",
         "The least to pay: $3,000 by June 16 (Q1's $1,500 caught up with Q2's), $1,500 by September 15 and by January 15.",
         "Paying those, Q1's $1,500 is late April 15 to June 16, 62 days: $1,500 x 62/365 x 9.5% = $24.21.",
         "Paying nothing more, all four run to April 15, 2026."],
        M, household(ytd=38000, future=62000), last6000, plan(2025, tax, 0, M, prior_tax=6000, prior_agi=90000)))

    out.append(case(
        "ny-as-of-on-a-due-date",
        ["As of June 16, 2025, Q2's due date (June 15 is a Sunday): the same household as the case above, $45,000 of wages so",
         "far and $55,000 to come. Q2 is not past: a payment today is on time (GCL §25-a). The least to pay is $3,000 today,",
         "then $1,500 and $1,500; paying so, Q1's $1,500 is late 62 days, $24.21."],
        "2025-06-16", household(ytd=45000, future=55000), last6000,
        plan(2025, tax, 0, "2025-06-16", prior_tax=6000, prior_agi=90000)))

    out.append(case(
        "ny-300-rule-counts-withholding-only",
        ["Single, New York City, $100,000 of wages evenly by month, $7,000 withheld, $1,000 paid for Q4 on January 15; no figures",
         "for last year. Line 15 is line 12 less line 14, withholding only: $8,127 - $7,000 = $1,127, not under $300, though the",
         "estimated payment brings the balance to $127: the rule does not apply. 90%, $1,828.575 an installment against $1,750",
         "withheld a date: $78.575 short on each of Q1-Q3 until January 15, when the $1,000 pays them (earliest first) and Q4."],
        A, household(withheld=7000, payments={"newYorkQ4": 1000}), dict(even),
        plan(2025, tax, 7000, A, made=[(dues[3], 1000)])))

    listed = [("2025-04-10", 1000), ("2025-05-02", 500), ("2025-06-16", 1500), ("2025-09-15", 1500), ("2026-01-15", 1500)]
    out.append(case(
        "ny-dated-payments-listed",
        ["The household of ny-100-percent-of-last-year-no-payments ($1,500 an installment), its payments listed one by one in",
         "planning.payments with jurisdiction \"newYork\": $1,000 April 10 and $500 May 2 (Q1, $500 of it late 17 days:",
         "$500 x 17/365 x 9.5% = $2.21), $1,500 June 16, September 15 and January 15 (on time)."],
        A, household(), {**last6000, "payments": [{"jurisdiction": "newYork", "amount": str(a), "date": d} for d, a in listed]},
        plan(2025, tax, 0, A, prior_tax=6000, prior_agi=90000, made=listed)))
    # The figures the derivations quote.
    quoted = {"ny-late-q1-payment-on-its-date": ("penaltyIfNothingMore", 13.66), "ny-overpayment-carried-forward": ("penaltyIfNothingMore", 4.60),
              "ny-2026-late-q4-in-the-projected-period": ("penaltyIfNothingMoreProjected", 10.15),
              "ny-dated-payments-listed": ("penaltyIfNothingMore", 2.21), "ny-mid-year-q1-missed-least-to-pay": ("penaltyAsPlanned", 24.21),
              "ny-as-of-on-a-due-date": ("penaltyAsPlanned", 24.21)}
    for fixture, _ in out:
        if fixture["name"] in quoted:
            key, value = quoted[fixture["name"]]
            assert abs(fixture["expected"]["newYork"][key] - value) < 0.005, (fixture["name"], fixture["expected"]["newYork"][key])
    first = {f["name"]: f for f, _ in out}["ny-100-percent-of-last-year-no-payments"]["expected"]["newYork"]["installments"][0]
    assert first["penaltyIfNothingMore"] > 29.67  # its first line, $1,500 x 76/365 x 9.5%, is $29.67
    by_day = {f["name"]: f for f, _ in out}["ny-annualized-wages-by-day"]["expected"]["newYork"]["annualized"]
    assert [c["tax"] for c in by_day] == [7995, 8057, 8114, 8127]
    return out


# -- Checking ----------------------------------------------------------------------------------
def compare(expected, actual, path=""):
    """Every expected key present in actual and equal within half a cent (as the fixtures runner)."""
    problems = []
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {json.dumps(actual)[:80]}"]
        for key, value in expected.items():
            problems += compare(value, actual.get(key, "(missing)"), f"{path}.{key}" if path else key)
    elif isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: length {len(expected)} vs {None if not isinstance(actual, list) else len(actual)}"]
        for index, (want, got) in enumerate(zip(expected, actual)):
            problems += compare(want, got, f"{path}[{index}]")
    elif isinstance(expected, (int, float)) and not isinstance(expected, bool):
        if not isinstance(actual, (int, float)) or isinstance(actual, bool) or abs(expected - actual) > 0.005 + 1e-9:
            problems.append(f"{path}: model {expected} vs QuickTax {actual}")
    elif expected != actual:
        problems.append(f"{path}: model {expected!r} vs QuickTax {actual!r}")
    return problems


def run_quicktax(binary, fixture):
    """estimate and plan --format json on the case's household with its planning, as of its clock."""
    house = dict(fixture["household"])
    house["planning"] = fixture["planning"]
    as_of = fixture["clock"]["now"][:10]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(house, handle)
    try:
        outputs = []
        for command in ("estimate", "plan"):
            run = subprocess.run([binary, command, handle.name, "--format", "json", "--as-of", as_of, "--time-zone",
                                  fixture["clock"]["timeZone"]], capture_output=True, text=True)
            if run.returncode != 0:
                return None, (run.stderr or run.stdout).strip().splitlines()[-1]
            outputs.append(json.loads(run.stdout))
        return outputs, None
    finally:
        os.unlink(handle.name)


def check_quicktax(binary, built):
    agree = 0
    for fixture, worksheets in built:
        outputs, error = run_quicktax(binary, fixture)
        if error:
            print(f"DIFF {fixture['name']}\n  QuickTax refused the household: {error}")
            continue
        estimate, planned = outputs
        problems = []
        tax = estimate["result"].get("newYorkTax")
        if tax is None:
            # E.g. its New York tables rejected (a checksum not in manifest.json): the text output says so, the JSON not.
            print(f"DIFF {fixture['name']}\n  QuickTax computed no New York tax (result.newYorkTax missing); run its text output")
            continue
        quicktax_tax = (tax.get("totalTax") or 0) - (tax.get("refundableCredits") or 0)
        expected = fixture["expected"]["newYork"]
        if abs(quicktax_tax - expected["currentYearTax"]) > 0.005:
            problems.append(f"tax: model line 12 {expected['currentYearTax']} vs QuickTax {quicktax_tax}")
        actual = dict(estimate["plan"].get("newYork") or {})
        ny = planned.get("newYork") or {}
        actual["annualized"] = ny.get("annualizedWorksheet")
        if (ny.get("plan") or {}) != (estimate["plan"].get("newYork") or {}):
            problems.append("plan --format json's newYork.plan differs from estimate's plan.newYork")
        problems += compare(expected, actual, "plan.newYork")
        for key, rows in worksheets.items():
            problems += compare(jsonable(worksheet_json(rows)), ny.get(key), key)
        # No January 31 filing exception in New York (Tax Law §685; 20 NYCRR §185.3-185.4 have none).
        if actual.get("januaryOption") is not None:
            problems.append(f"januaryOption: New York has no January 31 rule, QuickTax offers {actual['januaryOption']}")
        # What is projected: a period priced at a carried rate is listed (projectedRates).
        projected_days = any(l["projected"] for rows in worksheets.values() for r in rows for l in r["lines"])
        if projected_days != bool(actual.get("projectedRates")):
            problems.append(f"projectedRates: model {'some' if projected_days else 'none'}, QuickTax {actual.get('projectedRates')}")
        agree += not problems
        print(("ok   " if not problems else "DIFF ") + fixture["name"] + "".join("\n  " + p for p in problems[:12])
              + (f"\n  ... {len(problems) - 12} more" if len(problems) > 12 else ""))
    print(f"QuickTax: {agree} of {len(built)} cases agree with the model (to half a cent)")
    return agree == len(built)


def main():
    built = cases()
    if "--write" in sys.argv:
        FILE.write_text(json.dumps([fixture for fixture, _ in built], indent=2, ensure_ascii=False) + "\n")
        print(f"wrote {FILE}: {len(built)} cases")
        return 0
    failures = 0
    stored = {c["name"]: c for c in json.loads(FILE.read_text())} if FILE.exists() else {}
    for fixture, _ in built:
        problems = compare(fixture, stored.get(fixture["name"], {}))
        failures += bool(problems)
        print(("ok   " if not problems else "DIFF ") + fixture["name"] + "".join("\n  " + p for p in problems[:5]))
    print(f"{FILE.name}: {len(built) - failures} of {len(built)} cases as the model has them")
    ok = failures == 0
    if "--quicktax" in sys.argv:
        binary = os.environ.get("QUICKTAX", str(ROOT / ".build" / "debug" / "quicktax"))
        ok = check_quicktax(binary, built) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
