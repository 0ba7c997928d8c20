"""Seeded New York households (issue 45): full-year residents of New York City, Yonkers or the rest
of the state, every filing status, aimed at IT-201's thresholds.

Same spec shape as households.py and retirement.py (cases.py turns it into QuickTax's input), with
these New York fields of the household: `locality` (None, "newYorkCity" or "yonkers"), `under4`
(of the qualifying children, those under 4 at the end of the year: the Empire State child credit),
`ny529` (contributions to New York's 529 program), `ny_withheld` (New York State, City and Yonkers
tax withheld: IT-201 lines 72-74, and Schedule A / IT-196 line 5's income tax paid), `lived_apart`
(separate filers with Social Security: OpenTaxSolver treats every separate return as lived apart);
and of a person: `age`, `treasury` (US obligations' interest, in taxable interest), `tax_exempt`
and `tax_exempt_other` (of it, other states' bonds: IT-201 line 20), `ss`, `se_profit` /
`se_receipts` / `se_expenses`, `distributions` ({kind: pension | ira, taxable, government}).

`engine` ("ots" or "pe") keeps each engine to what it can run (Fixtures/differential/README.md,
"New York"): OpenTaxSolver stops on a single or separate return with taxable income over
$5,000,000 (its worksheet 10's test) and its worksheet 11 multiplies by 0.0109: no such returns;
it runs one household-level Schedule SE, so one self-employed person a return; no New York AGI
above $25,000,000.
"""
from __future__ import annotations

import json
from pathlib import Path

from households import JOINT, STATUSES, empty_spec, log_uniform, person, whole

ROOT = Path(__file__).resolve().parent.parent.parent
SEPARATE, HOH, QSS, SINGLE = "marriedFilingSeparately", "headOfHousehold", "qualifyingSurvivingSpouse", "single"
JOINTLIKE = (JOINT, QSS)

# IT-201 line 34 (Tax Law §614) and line 36 (§616).
STANDARD = {SINGLE: 8_000, JOINT: 16_050, SEPARATE: 8_000, HOH: 11_200, QSS: 16_050}
# The tax table's limit and the recapture worksheets' start and stop (IT-201-I line 39).
TABLE_AGI_LIMIT, WORKSHEET_STOP = 107_650, 157_650
# Where the flat rate of worksheets 1, 7 and 12 is the schedule's rate (below it line 5 is not constant).
FLAT_BRACKET_START = {SINGLE: 80_650, SEPARATE: 80_650, JOINT: 27_900, QSS: 27_900, HOH: 107_650}
# Bracket tops (Tax Law §601; the recapture worksheets' thresholds).
BRACKET_TOPS = {SINGLE: [215_400, 1_077_550, 5_000_000], SEPARATE: [215_400, 1_077_550, 5_000_000],
                JOINT: [161_550, 323_200, 2_155_350, 5_000_000], QSS: [161_550, 323_200, 2_155_350, 5_000_000],
                HOH: [269_300, 1_616_450, 5_000_000]}
# IT-196 line 46 (§615(f)).
ADJUSTMENT_THRESHOLD = {SINGLE: 100_000, SEPARATE: 100_000, HOH: 150_000, JOINT: 200_000, QSS: 200_000}
# IT-213 line 6 thresholds (tax.ny.gov, Empire State child credit: $75,000 for a qualifying surviving spouse).
CHILD_CREDIT_THRESHOLD = {JOINT: 110_000, SINGLE: 75_000, HOH: 75_000, QSS: 75_000, SEPARATE: 55_000}
# The household credit tables' rows (IT-201-I Tables 1-6: "over ... but not over").
HOUSEHOLD_CREDIT_EDGES = [5_000, 6_000, 7_000, 20_000, 22_000, 25_000, 28_000, 32_000]
CITY_HOUSEHOLD_CREDIT_EDGES = [10_000, 12_500, 15_000, 17_500, 20_000, 22_500]
# New York 529 deduction limit (IT-201-I line 30 worksheet: $10,000 married filing jointly, else $5,000).
COLLEGE_SAVINGS_LIMIT = {JOINT: 10_000}
# MCTMT threshold of net earnings from self-employment per person and zone (Tax Law §801).
MCTMT_THRESHOLD = {2025: 50_000, 2026: 150_000}

KINDS = [("table", 0.10), ("recapture", 0.13), ("bracketTop", 0.09), ("high", 0.07), ("itemizer", 0.13), ("retiree", 0.11),
         ("family", 0.22), ("selfEmployed", 0.08), ("investor", 0.07)]
# IT-215 Worksheet C: where the city's earned income credit rate bands start and end (New York AGI).
CITY_EIC_EDGES = [5_000, 7_500, 15_000, 17_500, 20_000, 22_500, 40_000, 42_500]


def tables(year):
    return json.loads((ROOT / f"Sources/QuickTaxCore/TaxData/current-law-{year}-newYork.json").read_text())


def specs(rng, count, year, engine):
    names = [kind for kind, share in KINDS for _ in range(max(1, round(share * count)))]
    while len(names) < count:
        names.append(rng.choice(KINDS)[0])
    return [household(rng, kind, year, engine) for kind in names[:count]]


def _locality(rng, kind):
    if kind == "selfEmployed":
        return rng.choice(["newYorkCity", "newYorkCity", "yonkers"])
    pick = rng.random()
    return "newYorkCity" if pick < 0.45 else "yonkers" if pick < 0.65 else None


def _people(rng, status, ages=(25, 58)):
    count = 2 if status == JOINT else 1
    people = []
    for _ in range(count):
        age = rng.randint(*ages)
        people.append(person(0.0, age=age, age65=age >= 65))
    return people


def _dependents(rng, spec, status, *, children=None):
    """Children (some under 4) and other dependents; a head of household has one, a surviving
    spouse a child."""
    if children is None:
        children = rng.choice([0, 0, 0, 1, 2]) if status not in (SINGLE,) else 0
    if status == SINGLE:
        children = 0
    if status == QSS:
        children = max(children, 1)
    spec["children"] = children
    spec["under4"] = rng.randint(0, children) if children else 0
    spec["other_dependents"] = rng.choice([0, 0, 0, 1]) if status != SINGLE else 0
    if status == HOH and spec["children"] + spec["other_dependents"] == 0:
        spec["other_dependents"] = 1
    spec["eic_children"] = spec["children"] + spec["other_dependents"]


def _dependents_count(spec):
    return spec["children"] + spec["other_dependents"]


def _wages_to(rng, people, amount):
    """`amount` of wages between the people (a spouse earns 0-100% of the first's)."""
    amount = whole(max(0.0, amount))
    shares = [1.0] + [rng.uniform(0, 1) for _ in people[1:]]
    given = 0.0
    for who, share in list(zip(people, shares))[1:]:
        part = whole(amount * share / sum(shares))
        who["wages"] = whole(who["wages"] + part)
        given += part
    people[0]["wages"] = whole(people[0]["wages"] + amount - given)  # the sum exact (a table's edge stays on it)


def _other_income(spec, people):
    """Federal AGI from everything but wages (self-employment less half its SE tax, roughly)."""
    se = sum(p.get("se_profit", 0.0) * (1 - 0.9235 * 0.153 / 2) for p in people)
    return (spec["interest"] + spec["ordinary_dividends"] + spec["ltcg"] + spec["stcg"] + se
            + sum(p.get("treasury", 0.0) + sum(d["taxable"] for d in p.get("distributions", [])) for p in people))


def _subtractions(spec, people, status):
    """Lines 26, 28, 29 and 30 less line 20 (Social Security left out: none in targeted households)."""
    total = spec.get("ny529", 0.0) and min(spec["ny529"], COLLEGE_SAVINGS_LIMIT.get(status, 5_000))
    for who in people:
        total += who.get("treasury", 0.0) - who.get("tax_exempt_other", 0.0)
        private = 0.0
        for d in who.get("distributions", []):
            if d.get("government"):
                total += d["taxable"]
            else:
                private += d["taxable"]
        if who["age"] >= 60:
            total += min(private, 20_000)
    return total


def _to_new_york_agi(rng, spec, people, status, target):
    """Wages so that New York AGI is about `target`."""
    _wages_to(rng, people, target - _other_income(spec, people) + _subtractions(spec, people, status))


def _itemize(rng, spec, federal_agi, *, share=None):
    share = share if share is not None else rng.uniform(0.05, 0.35)
    total = federal_agi * share
    parts = [rng.random() for _ in range(3)]
    spec["property_tax"] = whole(total * parts[0] / sum(parts))
    spec["mortgage_interest"] = whole(total * parts[1] / sum(parts))
    spec["charity"] = whole(min(total * parts[2] / sum(parts), 0.45 * max(federal_agi, 0)))


def _withholding(rng, spec, people):
    wages = sum(p["wages"] for p in people)
    spec["ny_withheld"] = whole(wages * rng.uniform(0.03, 0.08)) if wages and rng.random() < 0.8 else 0.0


def _investments(rng, spec, total):
    spec["interest"] = whole(total * rng.uniform(0, 0.3))
    spec["ordinary_dividends"] = whole(total * rng.uniform(0, 0.4))
    spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.5, 1.0))
    spec["ltcg"] = whole(max(0.0, total - spec["interest"] - spec["ordinary_dividends"]))


def household(rng, kind, year, engine):
    while True:
        spec = _draw(rng, kind, year, engine)
        if spec is not None:
            return spec


def _draw(rng, kind, year, engine):
    status = rng.choice(STATUSES)
    spec = empty_spec(kind, year, status, False)
    spec.update(locality=_locality(rng, kind), under4=0, ny529=0.0, ny_withheld=0.0, exact_ages=True, eic_children=0)
    features = [kind, f"status:{status}"]
    std = STANDARD[status]

    if kind == "table":
        people = _people(rng, status)
        _dependents(rng, spec, status)
        deps = _dependents_count(spec)
        if rng.random() < 0.6:  # taxable income about $65,000: the table's ceiling
            taxable = 65_000 + rng.choice([rng.uniform(-1_500, 1_500), rng.uniform(-8_000, 12_000), 0.0, -1.0, -25.0, 50.0])
            nyagi = taxable + std + 1_000 * deps
            features.append("taxTableCeiling")
        else:  # New York AGI about $107,650: the table's limit
            nyagi = TABLE_AGI_LIMIT + rng.choice([rng.uniform(-1_000, 1_000), rng.uniform(-6_000, 6_000), 0.0])
            features.append("tableAgiLimit")
        if rng.random() < 0.3:
            spec["interest"] = whole(rng.uniform(0, 4_000))
        _to_new_york_agi(rng, spec, people, status, nyagi)
    elif kind == "recapture":
        people = _people(rng, status)
        _dependents(rng, spec, status)
        pick = rng.random()
        if pick < 0.35:
            nyagi = WORKSHEET_STOP + rng.uniform(-4_000, 4_000)
            features.append("recaptureStop")
        elif pick < 0.5:
            nyagi = TABLE_AGI_LIMIT + rng.uniform(1, 4_000)
            features.append("recaptureStart")
        else:
            nyagi = rng.uniform(TABLE_AGI_LIMIT, WORKSHEET_STOP + 15_000)
        if rng.random() < 0.35:  # taxable income below the flat rate's bracket (worksheets 1, 7, 12 line 5)
            _itemize(rng, spec, nyagi, share=rng.uniform(0.25, 0.45))
            features.append("itemizer")
        _to_new_york_agi(rng, spec, people, status, nyagi)
    elif kind == "bracketTop":
        people = _people(rng, status)
        _dependents(rng, spec, status)
        deps = _dependents_count(spec)
        top = BRACKET_TOPS[status][0] if rng.random() < 0.75 else BRACKET_TOPS[status][1]
        if engine == "ots" and top > 1_000_000 and status in (SINGLE, SEPARATE):
            top = BRACKET_TOPS[status][0]
        taxable = top + rng.choice([rng.uniform(-3_000, 3_000), rng.uniform(-15_000, 60_000)])
        nyagi = taxable + std + 1_000 * deps
        if rng.random() < 0.3:
            _investments(rng, spec, rng.uniform(0, 0.3) * nyagi)
        _to_new_york_agi(rng, spec, people, status, nyagi)
        features.append(f"bracketTop:{top}")
    elif kind == "high":
        people = _people(rng, status, (30, 70))
        _dependents(rng, spec, status)
        tops = BRACKET_TOPS[status]
        pick = rng.random()
        if pick < 0.45:
            nyagi = tops[-2] + rng.uniform(-20_000, 80_000)
        elif pick < 0.7:
            nyagi = log_uniform(rng, tops[-2], 5_000_000)
        elif pick < 0.8:
            nyagi = 5_000_000 + rng.uniform(-30_000, 900_000)
        elif pick < 0.9 or engine == "ots":  # gifts only, a quarter of them above $10,000,000 (IT-196 line 47)
            nyagi = 10_000_000 + rng.choice([rng.uniform(-200_000, 200_000), rng.uniform(0, 12_000_000)])
            features.append("over10Million")
        else:
            nyagi = log_uniform(rng, 25_500_000, 40_000_000)
            features.append("over25Million")
        if engine == "ots" and status in (SINGLE, SEPARATE) and nyagi > 4_900_000:
            nyagi = 4_900_000 - rng.uniform(0, 100_000)
            features = [f for f in features if f != "over10Million"]
        _investments(rng, spec, nyagi * rng.uniform(0.2, 0.8))
        if rng.random() < 0.5:
            spec["property_tax"] = whole(rng.uniform(10_000, 80_000))
            spec["charity"] = whole(nyagi * rng.uniform(0, 0.1))
            features.append("itemizer")
        _to_new_york_agi(rng, spec, people, status, nyagi)
    elif kind == "itemizer":
        people = _people(rng, status, (30, 75))
        _dependents(rng, spec, status)
        applicable = tables(year)["itemizedDeduction"]["limitation"]["applicableAmount"][status]
        pick = rng.random()
        if pick < 0.25:
            target = applicable + rng.uniform(-40_000, 120_000)
            features.append("line40Limitation")
        elif pick < 0.5:
            target = ADJUSTMENT_THRESHOLD[status] + rng.uniform(-5_000, 60_000)
            features.append("line46First")
        elif pick < 0.65:
            target = 475_000 + rng.uniform(-10_000, 60_000)
            features.append("line46Second")
        elif pick < 0.8:
            target = rng.uniform(525_000, 1_000_000)
        elif pick < 0.9:
            target = 1_000_000 + rng.choice([rng.uniform(1, 50_000), rng.uniform(50_000, 3_000_000)])
            features.append("giftsOnly")
        else:
            target = log_uniform(rng, 40_000, 120_000)
        _itemize(rng, spec, target, share=rng.uniform(0.04, 0.3))
        if rng.random() < 0.3:
            spec["medical"] = whole(target * rng.uniform(0.05, 0.3))
            features.append("medical")
        if rng.random() < 0.06:  # gifts beyond half of AGI
            spec["charity"] = whole(target * rng.uniform(0.5, 0.8))
            features.append("giftsOverHalfAgi")
        if rng.random() < 0.3:
            _investments(rng, spec, target * rng.uniform(0, 0.4))
        _to_new_york_agi(rng, spec, people, status, target)
        features.append("itemizer")
    elif kind == "retiree":
        people = _people(rng, status, (56, 86))
        if rng.random() < 0.2:
            for who in people:
                who["age"] = rng.choice([59, 60])
                who["age65"] = False
            features.append("age59or60")
        _dependents(rng, spec, status, children=0 if status != QSS else 1)
        for index, who in enumerate(people):
            if index == 0 or rng.random() < 0.75:
                for _ in range(rng.randint(1, 2)):
                    kind_ = rng.choice(["pension", "ira"])
                    d = dict(kind=kind_, taxable=whole(log_uniform(rng, 3_000, 90_000)))
                    if kind_ == "pension" and rng.random() < 0.4:
                        d["government"] = True
                        features.append("governmentPension")
                    who.setdefault("distributions", []).append(d)
            if who["age"] >= 62 and rng.random() < 0.6:
                who["ss"] = whole(log_uniform(rng, 8_000, 45_000))
                features.append("socialSecurity")
            if rng.random() < 0.3:
                who["wages"] = whole(log_uniform(rng, 5_000, 120_000))
        if rng.random() < 0.4:
            people[0]["treasury"] = whole(rng.uniform(100, 25_000))
            features.append("treasuryInterest")
        if rng.random() < 0.3:
            people[0]["tax_exempt"] = whole(rng.uniform(500, 20_000))
            people[0]["tax_exempt_other"] = whole(people[0]["tax_exempt"] * rng.uniform(0.2, 1.0))
            features.append("otherStatesBonds")
        spec["interest"] = whole(rng.uniform(0, 12_000)) if rng.random() < 0.5 else 0.0
        ira = sum(d["taxable"] for p in people for d in p.get("distributions", []) if d["kind"] == "ira")
        if spec["locality"] == "newYorkCity" and ira and rng.random() < 0.35:
            # The school tax credits' income (federal AGI less IRA distributions): $250,000 and $500,000.
            limit = 250_000 if rng.random() < 0.7 else 500_000
            for who in people:
                who.pop("ss", None)
            _wages_to(rng, people, limit + rng.uniform(-0.2, 1.2) * ira - _other_income(spec, people))
            features.append("schoolCreditIncomeLimit")
        if status == SEPARATE and any(p.get("ss") for p in people):
            spec["lived_apart"] = engine == "ots" or rng.random() < 0.5
        if rng.random() < 0.25:
            _itemize(rng, spec, 60_000, share=rng.uniform(0.1, 0.4))
            spec["medical"] = whole(rng.uniform(2_000, 25_000)) if rng.random() < 0.5 else 0.0
            features.append("itemizer")
        features.append("retirementDistributions")
    elif kind == "family":
        if status == SINGLE and rng.random() < 0.6:
            status = spec["status"] = rng.choice([HOH, JOINT, QSS])
            features[1] = f"status:{status}"
            std = STANDARD[status]
        people = _people(rng, status, (22, 50))
        _dependents(rng, spec, status, children=rng.randint(1, 4))
        deps = _dependents_count(spec)
        pick = rng.random()
        if pick < 0.3:  # the household credit (federal AGI to $28,000 / $32,000), some on a row's edge
            edge = rng.choice(HOUSEHOLD_CREDIT_EDGES + CITY_HOUSEHOLD_CREDIT_EDGES) + rng.choice([0, 0, 1])
            fagi = edge if rng.random() < 0.35 else rng.uniform(2_000, 34_000)
            features.append("householdCredit")
            if rng.random() < 0.5:
                spec["locality"] = "newYorkCity"
        elif pick < 0.55:  # the earned income credits, some on a city rate band's edge
            fagi = rng.choice(CITY_EIC_EDGES) + rng.choice([-1, 0, 1]) if rng.random() < 0.3 else rng.uniform(6_000, 62_000)
            features.append("earnedIncomeCredit")
        elif pick < 0.8:  # the Empire State child credit's phase-out, some on its threshold
            fagi = CHILD_CREDIT_THRESHOLD[status] + rng.choice([rng.uniform(-3_000, 70_000), rng.uniform(-3_000, 70_000), 0, 999, 1_000])
            features.append("childCreditPhaseOut")
        else:  # the New York City income tax elimination credit
            spec["locality"] = "newYorkCity"
            itec = tables(year)["newYorkCity"]["incomeTaxEliminationCredit"]
            thresholds = itec["jointThresholds"] if status in JOINTLIKE else itec["otherThresholds"]
            fagi = thresholds[min(deps, len(thresholds)) - 1] + rng.choice([rng.uniform(-2_000, 6_000), rng.uniform(0, 5_000), 0, 5_000, 5_001])
            if rng.random() < 0.15:
                spec["interest"] = whole(rng.uniform(9_000, 12_000))
                features.append("investmentIncomeLimit")
            features.append("incomeTaxEliminationCredit")
        _wages_to(rng, people, fagi - spec["interest"])
        if rng.random() < 0.15 and fagi > 30_000:
            spec["ny529"] = whole(rng.uniform(500, 12_000))
            features.append("collegeSavings")
        features += [f"children:{spec['children']}", f"under4:{spec['under4']}"]
    elif kind == "selfEmployed":
        people = _people(rng, status)
        _dependents(rng, spec, status)
        threshold = MCTMT_THRESHOLD[year]
        owners = people if engine == "pe" and len(people) > 1 and rng.random() < 0.4 else people[:1]
        for who in owners:
            earnings = threshold + rng.choice([rng.uniform(-4_000, 4_000), rng.uniform(-30_000, 120_000), 0.0])
            profit = whole(max(1_000.0, earnings / 0.9235))
            who["se_profit"] = profit
            who["se_receipts"] = whole(profit * rng.uniform(1.1, 1.8))
            who["se_expenses"] = who["se_receipts"] - profit
            if rng.random() < 0.4:
                who["wages"] = whole(log_uniform(rng, 10_000, 150_000))
        features.append("mctmt")
    else:  # investor: other states' bonds, US obligations, 529 contributions, gains
        people = _people(rng, status, (25, 70))
        _dependents(rng, spec, status)
        nyagi = log_uniform(rng, 30_000, 600_000)
        _investments(rng, spec, nyagi * rng.uniform(0.1, 0.6))
        people[0]["treasury"] = whole(rng.uniform(100, 40_000))
        people[0]["tax_exempt"] = whole(rng.uniform(500, 30_000))
        people[0]["tax_exempt_other"] = whole(people[0]["tax_exempt"] * rng.uniform(0, 1.0))
        if rng.random() < 0.7:
            spec["ny529"] = whole(rng.choice([rng.uniform(500, 5_000), rng.uniform(5_000, 15_000)]))
            if status == QSS and rng.random() < 0.7:
                spec["ny529"] = whole(rng.uniform(5_500, 12_000))
            features.append("collegeSavings")
        _to_new_york_agi(rng, spec, people, status, nyagi)
        features += ["treasuryInterest", "otherStatesBonds"]

    wages = sum(p["wages"] for p in people)
    if kind not in ("itemizer", "retiree", "high") and not spec["property_tax"] and wages > 30_000 and rng.random() < 0.2:
        _itemize(rng, spec, wages, share=rng.uniform(0.05, 0.3))
        features.append("itemizer")
    if sum(p["wages"] + p.get("se_profit", 0.0) + p.get("ss", 0.0) + sum(d["taxable"] for d in p.get("distributions", [])) for p in people) \
            + spec["interest"] + spec["ordinary_dividends"] + spec["ltcg"] <= 0:
        people[0]["wages"] = whole(rng.uniform(5_000, 60_000))
    spec["people"] = people
    _withholding(rng, spec, people)
    if spec["locality"]:
        features.append(f"locality:{spec['locality']}")
    else:
        features.append("locality:restOfState")
    spec["features"] = list(dict.fromkeys(features))
    if engine == "ots" and not _within_opentaxsolver(spec):
        return None
    return spec


def _within_opentaxsolver(spec):
    """OpenTaxSolver's limits (module docstring): one self-employed person, no New York AGI above
    $25,000,000, no single or separate return with taxable income near $5,000,000."""
    people = spec["people"]
    if sum(1 for p in people if p.get("se_profit")) > 1:
        return False
    income = sum(p["wages"] + p.get("se_profit", 0.0) for p in people) + spec["interest"] + spec["ordinary_dividends"] + spec["ltcg"]
    if income > 24_000_000:
        return False
    return not (spec["status"] in (SINGLE, SEPARATE) and income > 4_950_000)
