"""Seeded household specs for the differential check: one shape for every engine.

A spec: kind, features (what it exercises), year, status, california, people (one per person on
the return: wages, age65, blind, age, and self-employment, retirement and option fields), and the
household's investment income, carryovers, deductions, dependents. `base_specs` reproduces the
original 680 households exactly (same draws, same order); `family_specs` and `business_specs`
draw the households of issues 10 and 12.
"""
from __future__ import annotations

import math

STATUSES = ["single", "marriedFilingJointly", "marriedFilingSeparately", "headOfHousehold", "qualifyingSurvivingSpouse"]
JOINT = "marriedFilingJointly"


def log_uniform(rng, low, high):
    return math.exp(rng.uniform(math.log(low), math.log(high)))


def whole(value):
    return float(round(value))


def empty_spec(kind, year, status, california):
    return dict(kind=kind, features=[], year=year, status=status, california=california, people=[],
                interest=0.0, ordinary_dividends=0.0, qualified_dividends=0.0, stcg=0.0, ltcg=0.0,
                st_carryover=0.0, lt_carryover=0.0, property_tax=0.0, mortgage_interest=0.0, charity=0.0,
                medical=0.0, other_state_tax=0.0, children=0, other_dependents=0)


def person(wages=0.0, **fields):
    return dict(dict(wages=wages), **fields)


# The original households (W-2 earners, investors, losses, itemizers, RSU earners, high incomes;
# single and joint): the draws of the first generator, in its order.
BASE_KINDS = [("w2", 0.25), ("low", 0.10), ("investor", 0.20), ("loss", 0.08), ("itemizer", 0.15), ("rsu", 0.12), ("high", 0.10)]


def base_household(rng, kind, year):
    joint = rng.random() < 0.5
    spec = empty_spec(kind, year, JOINT if joint else "single", rng.random() >= 0.1)
    wages_of = [0.0, 0.0]
    count = 2 if joint else 1

    def wages(low, high):
        for index in range(count):
            wages_of[index] = whole(log_uniform(rng, low, high)) if (index == 0 or rng.random() < 0.8) else 0.0

    if kind == "w2":
        wages(8_000, 1_200_000)
        if rng.random() < 0.3:
            spec["property_tax"] = whole(rng.uniform(2_000, 20_000))
            spec["mortgage_interest"] = whole(rng.uniform(3_000, 40_000))
    elif kind == "low":
        wages(1_000, 60_000)
        spec["interest"] = whole(rng.uniform(0, 3_000)) if rng.random() < 0.5 else 0.0
    elif kind == "investor":
        if rng.random() < 0.8:
            wages(5_000, 400_000)
        spec["interest"] = whole(rng.uniform(0, 60_000))
        spec["ordinary_dividends"] = whole(rng.uniform(0, 120_000))
        spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.5, 1.0))
        spec["stcg"] = whole(rng.uniform(-30_000, 60_000))
        spec["ltcg"] = whole(rng.uniform(-40_000, 400_000))
    elif kind == "loss":
        wages(20_000, 500_000)
        spec["interest"] = whole(rng.uniform(0, 10_000))
        spec["stcg"] = whole(rng.uniform(-60_000, 10_000))
        spec["ltcg"] = whole(rng.uniform(-80_000, 20_000))
    elif kind == "itemizer":
        wages(60_000, 700_000)
        spec["property_tax"] = whole(rng.uniform(5_000, 40_000))
        spec["mortgage_interest"] = whole(rng.uniform(5_000, 60_000))
        spec["charity"] = whole(sum(wages_of) * rng.uniform(0, 0.15))
        spec["interest"] = whole(rng.uniform(0, 8_000))
    elif kind == "rsu":
        wages(180_000, 1_200_000)
        spec["ltcg"] = whole(rng.uniform(0, 200_000)) if rng.random() < 0.6 else 0.0
        spec["qualified_dividends"] = spec["ordinary_dividends"] = whole(rng.uniform(0, 20_000))
        spec["property_tax"] = whole(rng.uniform(0, 30_000))
        spec["mortgage_interest"] = whole(rng.uniform(0, 50_000))
    elif kind == "high":
        wages(100_000, 600_000)
        spec["ltcg"] = whole(log_uniform(rng, 300_000, 3_000_000))
        spec["interest"] = whole(rng.uniform(0, 200_000))
        spec["ordinary_dividends"] = whole(rng.uniform(0, 150_000))
        spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.7, 1.0))
        spec["property_tax"] = whole(rng.uniform(10_000, 60_000))
        spec["charity"] = whole(rng.uniform(0, 50_000))
    if not spec["california"]:
        spec["other_state_tax"] = whole(rng.uniform(0, 20_000))
    spec["people"] = [person(wages_of[index]) for index in range(count)]
    spec["features"] = [kind]
    return spec


def specs_by_share(rng, count, year, kinds, build):
    names = [kind for kind, share in kinds for _ in range(max(1, round(share * count)))]
    while len(names) < count:
        names.append(rng.choice(kinds)[0])
    return [build(rng, kind, year) for kind in names[:count]]


def base_specs(rng, count, year):
    return specs_by_share(rng, count, year, BASE_KINDS, base_household)


# Issue 10: filing statuses, dependents, age and blindness, medical expenses.
FAMILY_KINDS = [("status", 0.30), ("children", 0.30), ("senior", 0.25), ("medical", 0.15)]


def family_household(rng, kind, year):
    status = rng.choice(STATUSES)
    if kind == "children" and status == "single":
        status = "headOfHousehold"
    spec = empty_spec(kind, year, status, rng.random() >= 0.15)
    joint = status == JOINT
    count = 2 if joint else 1
    features = [kind, f"status:{status}"]
    if kind == "children":
        low = rng.random() < 0.35
        # Low earners reach the refundable credit; high ones the phase-out ($200,000; $400,000 joint).
        top = 60_000 if low else (700_000 if joint else 420_000)
        wages = [whole(log_uniform(rng, 12_000 if low else 150_000, top)) for _ in range(count)]
        if joint:
            wages[1] = whole(wages[1] * rng.uniform(0, 1))
        spec["children"] = rng.randint(1 if low else 0, 4)
        spec["other_dependents"] = rng.choice([0, 0, 1, 2])
        if spec["children"] >= 3:
            # Schedule 8812 Part II-B (Social Security taxes less EIC) beats Part II-A only below
            # about $5,000 of earned income; QuickTax models Part II-A (docs/rules.md).
            wages[0] = max(wages[0], 15_000.0)
        features += [f"children:{spec['children']}", f"otherDependents:{spec['other_dependents']}"]
    elif kind == "senior":
        wages = [whole(log_uniform(rng, 5_000, 350_000)) if rng.random() < 0.7 else 0.0 for _ in range(count)]
        spec["interest"] = whole(rng.uniform(0, 40_000))
        spec["ordinary_dividends"] = whole(rng.uniform(0, 40_000))
        spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.5, 1.0))
        spec["ltcg"] = whole(rng.uniform(0, 60_000)) if rng.random() < 0.5 else 0.0
        if sum(wages) + spec["interest"] + spec["ordinary_dividends"] < 5_000:
            wages[0] = whole(rng.uniform(20_000, 90_000))
        features.append("age65")
    elif kind == "medical":
        wages = [whole(log_uniform(rng, 15_000, 250_000)) for _ in range(count)]
        spec["medical"] = whole(rng.uniform(2_000, 60_000))
        features.append("medical")
    else:
        wages = [whole(log_uniform(rng, 8_000, 900_000)) for _ in range(count)]
        if rng.random() < 0.4:
            spec["ordinary_dividends"] = whole(rng.uniform(0, 50_000))
            spec["qualified_dividends"] = whole(spec["ordinary_dividends"] * rng.uniform(0.5, 1.0))
            spec["ltcg"] = whole(rng.uniform(-20_000, 150_000))
    people = [person(wages[index]) for index in range(count)]
    if kind == "senior":
        for index, someone in enumerate(people):
            someone["age65"] = index == 0 or rng.random() < 0.7
            someone["blind"] = rng.random() < 0.15
        if any(p["blind"] for p in people):
            features.append("blind")
    elif rng.random() < 0.08:
        people[0]["blind"] = True
        features.append("blind")
    if status == "headOfHousehold" and spec["children"] + spec["other_dependents"] == 0:
        spec["other_dependents"] = 1
    if status == "qualifyingSurvivingSpouse" and spec["children"] == 0:
        spec["children"] = 1
    if rng.random() < 0.35:
        spec["property_tax"] = whole(rng.uniform(2_000, 25_000))
        spec["mortgage_interest"] = whole(rng.uniform(0, 40_000))
        spec["charity"] = whole(rng.uniform(0, 15_000))
        features.append("itemizer")
    if not spec["california"]:
        spec["other_state_tax"] = whole(rng.uniform(0, 15_000))
    spec["people"] = people
    spec["features"] = features
    return spec


def family_specs(rng, count, year):
    return specs_by_share(rng, count, year, FAMILY_KINDS, family_household)


# Issue 12: self-employment, the QBI deduction, Schedule 1 adjustments, options, carryovers.
BUSINESS_KINDS = [("freelancer", 0.25), ("sideBusiness", 0.15), ("qbiAboveThreshold", 0.15), ("adjustments", 0.15),
                  ("incentiveStockOptions", 0.15), ("carryover", 0.15)]


def business_household(rng, kind, year, *, single_business=True, ira_covered=False, with_options=True):
    status = rng.choice(STATUSES)
    spec = empty_spec(kind, year, status, rng.random() >= 0.15)
    joint = status == JOINT
    count = 2 if joint else 1
    people = [person(whole(log_uniform(rng, 20_000, 300_000)) if rng.random() < 0.6 else 0.0) for _ in range(count)]
    features = [kind, f"status:{status}"]
    owner = people[rng.randrange(count)] if not single_business else people[0]

    def business(low, high):
        profit = whole(log_uniform(rng, low, high))
        if rng.random() < 0.08:
            profit = -whole(rng.uniform(1_000, 30_000))  # a loss
            features.append("businessLoss")
        owner["se_profit"] = profit
        owner["se_receipts"] = whole(max(profit, 0) * rng.uniform(1.1, 2.0) + max(-profit, 0) + rng.uniform(0, 5_000))
        owner["se_expenses"] = owner["se_receipts"] - profit
        features.append("scheduleSE")

    if kind == "freelancer":
        owner["wages"] = 0.0
        business(8_000, 400_000)
    elif kind == "sideBusiness":
        owner["wages"] = whole(log_uniform(rng, 60_000, 400_000))
        business(3_000, 150_000)
        features.append("wageBaseCoordination")
    elif kind == "qbiAboveThreshold":
        owner["wages"] = 0.0 if rng.random() < 0.5 else whole(log_uniform(rng, 20_000, 200_000))
        business(150_000, 900_000)
        owner["sstb"] = rng.random() < 0.5
        owner["w2_paid"] = whole(rng.uniform(0, 250_000)) if rng.random() < 0.7 else 0.0
        owner["ubia"] = whole(rng.uniform(0, 1_500_000)) if rng.random() < 0.5 else 0.0
        features += ["qbiLimit"] + (["specifiedService"] if owner["sstb"] else [])
    elif kind == "adjustments":
        business(20_000, 250_000)
        profit = max(0.0, owner["se_profit"])
        half_se = profit * 0.9235 * 0.153 / 2
        room = max(0.0, (profit - half_se) * 0.2)
        owner["sep"] = whole(room * rng.uniform(0, 0.95)) if rng.random() < 0.6 else 0.0
        owner["se_health"] = whole(min(rng.uniform(2_000, 18_000), max(0.0, profit - half_se - owner["sep"]) * 0.5))
        owner["hsa"] = whole(rng.uniform(500, 4_300)) if rng.random() < 0.6 else 0.0
        owner["ira"] = whole(rng.uniform(500, 7_000)) if rng.random() < 0.6 else 0.0
        owner["ira_covered"] = ira_covered and rng.random() < 0.5
        features += [f for f, on in (("sep", owner["sep"]), ("seHealthInsurance", owner["se_health"]), ("hsa", owner["hsa"]),
                                     ("ira", owner["ira"])) if on]
    elif kind == "incentiveStockOptions" and with_options:
        owner["wages"] = whole(log_uniform(rng, 80_000, 600_000))
        owner["iso"] = whole(log_uniform(rng, 20_000, 800_000))
        features.append("iso")
    elif kind == "carryover" or (kind == "incentiveStockOptions" and not with_options):
        spec["kind"] = kind = "carryover"
        features[0] = "carryover"
        spec["st_carryover"] = whole(rng.uniform(0, 40_000)) if rng.random() < 0.7 else 0.0
        spec["lt_carryover"] = whole(rng.uniform(0, 60_000)) if rng.random() < 0.7 or not spec["st_carryover"] else 0.0
        spec["stcg"] = whole(rng.uniform(-10_000, 30_000))
        spec["ltcg"] = whole(rng.uniform(-10_000, 80_000))
        if people[0]["wages"] == 0:
            people[0]["wages"] = whole(log_uniform(rng, 20_000, 250_000))
        features.append("capitalLossCarryover")
    if status == "headOfHousehold":
        spec["other_dependents"] = 1
    if status == "qualifyingSurvivingSpouse":
        spec["children"] = 1
    if rng.random() < 0.3:
        spec["property_tax"] = whole(rng.uniform(2_000, 20_000))
        spec["mortgage_interest"] = whole(rng.uniform(0, 30_000))
    if sum(p["wages"] for p in people) + sum(p.get("se_profit", 0) for p in people) <= 0:
        people[0]["wages"] = whole(rng.uniform(10_000, 60_000))
    if not spec["california"]:
        spec["other_state_tax"] = whole(rng.uniform(0, 15_000))
    spec["people"] = people
    spec["features"] = features
    return spec


def business_specs(rng, count, year, **options):
    return specs_by_share(rng, count, year, BUSINESS_KINDS, lambda r, kind, y: business_household(r, kind, y, **options))


# Issues 25 and 26 (retirement.py, working.py): kinds by share, each household drawn within the engines.
def specs_within_engines(rng, count, year, engine, kinds, build):
    names = [kind for kind, share in kinds for _ in range(max(1, round(share * count)))]
    while len(names) < count:
        names.append(rng.choice(kinds)[0])
    return [within_engines(rng, kind, year, engine, build) for kind in names[:count]]


def within_engines(rng, kind, year, engine, build):
    """A household drawn again while it is one no engine gets right: married filing separately above
    $230,000 (the SALT phase-down, generate.within_both_engines) or a qualifying surviving spouse
    above $180,000 (PolicyEngine's child tax credit phase-out, generate.policyengine_compatible)."""
    while True:
        spec = build(rng, kind, year, engine)
        income = rough_income(spec)
        if not ((spec["status"] == "marriedFilingSeparately" and income > 230_000)
                or (spec["status"] == "qualifyingSurvivingSpouse" and income > 180_000)):
            return spec


def rough_income(spec):
    return (sum(p["wages"] + p.get("ss", 0.0) + p.get("unemployment", 0.0) + p.get("treasury", 0.0)
                + sum(d["taxable"] for d in p.get("distributions", [])) + sum(max(0.0, r["net"]) for r in p.get("rentals", []))
                for p in spec["people"]) + spec["interest"] + spec["ordinary_dividends"] + max(0.0, spec["ltcg"]))
