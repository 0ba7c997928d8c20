"""The earned income credit as Form 1040's EIC Table gives it, from PolicyEngine's parameters.

PolicyEngine computes the credit by formula at the exact income; the EIC Worksheet A (Form 1040
instructions, lines 2 and 5) looks the amounts up in the EIC Table, whose rows are $50 wide and
whose credit is figured at the middle of the row and rounded to a whole dollar (Pub 596, "EIC
Table"; the first row is $1-$49, figured at $25). The difference is up to $11.25 (45% of $25 with
three children), more than the $10 the PolicyEngine cases allow: the expected credit is the table's,
with PolicyEngine deciding eligibility (age, investment income limit, qualifying children), and
both figures are kept in the case's engineOutput.
"""
from __future__ import annotations

import math

_PARAMETERS = {}


def parameters(year):
    if year not in _PARAMETERS:
        from policyengine_us import CountryTaxBenefitSystem
        p = CountryTaxBenefitSystem().parameters(f"{year}-01-01").gov.irs.credits.eitc
        scale = lambda s: dict(zip(s.thresholds, s.amounts))  # noqa: E731
        _PARAMETERS[year] = dict(maximum=scale(p.max), phase_in=scale(p.phase_in_rate), start=scale(p.phase_out.start),
                                 joint_bonus=scale(p.phase_out.joint_bonus), phase_out=scale(p.phase_out.rate))
    return _PARAMETERS[year]


def _pick(table, children):
    return table[max(k for k in table if k <= children)]


def row_middle(amount):
    """The middle of the EIC Table row that holds `amount` ($1-$49 is figured at $25)."""
    if amount < 1:
        return None
    return math.floor(amount / 50) * 50 + 25


def table_amount(year, children, amount, joint):
    p = parameters(year)
    middle = row_middle(amount)
    if middle is None:
        return 0
    start = _pick(p["start"], children) + (_pick(p["joint_bonus"], children) if joint else 0)
    credit = min(_pick(p["phase_in"], children) * middle, _pick(p["maximum"], children))
    credit -= _pick(p["phase_out"], children) * max(0.0, middle - start)
    return max(0, math.floor(credit + 0.5))


def worksheet_a(year, children, earned_income, agi, joint):
    """EIC Worksheet A: line 2 from earned income; lines 4-6: when AGI is at or above the phase-out
    start and differs from earned income, the smaller of it and AGI's amount."""
    p = parameters(year)
    credit = table_amount(year, children, earned_income, joint)
    start = _pick(p["start"], children) + (_pick(p["joint_bonus"], children) if joint else 0)
    if agi != earned_income and agi >= start:
        credit = min(credit, table_amount(year, children, agi, joint))
    return credit
