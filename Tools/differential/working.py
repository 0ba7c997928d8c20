"""Seeded households of issue 26: working households (Schedule 1-A's tips, overtime and vehicle loan
interest; the earned income credit, CalEITC and the young child tax credit; Form 2441 with
dependent care benefits; education credits; student loan interest; California's renter's credit).

Same spec shape as households.py, with these fields of a person: `age`, `tips`, `overtime`,
`student_loan`, `dc_benefits`, `tuition` and `tuition_credit` (the student's expenses and credit;
the student is the person, so no dependent is added), `rent`; and of the household:
`vehicle_interest`, `eic_children`, `under6`, `care_persons`, `care_expenses`, `students`,
`ca_renter`, `child_age`. cases.py turns them into the input contract's fields.

`engine` decides what each engine can check (Fixtures/differential/README.md):
- "ots": OpenTaxSolver 2025 computes Schedule 1-A and the student loan interest worksheet; not
  the earned income credit, Form 2441, Form 8863, CalEITC or the renter's credit. Its vehicle loan
  phase-out is wrong ($300 per $1,000 rounded down; the act: $200 per $1,000 or fraction) and it
  bars married filing separately, which the act does not: its vehicle loans stay below $100,000
  ($200,000 joint) of modified AGI and off separate returns.
- "pe": every kind, phase-outs included.
"""
from __future__ import annotations

from households import JOINT, STATUSES, empty_spec, log_uniform, person, specs_within_engines, whole
from new_cases import opentaxsolver_case, policyengine_case, policyengine_comparable  # noqa: F401  (generate.py calls them)

OTS_KINDS = [("tips", 0.3), ("overtime", 0.25), ("carLoan", 0.2), ("studentLoan", 0.25)]
PE_KINDS = [("tips", 0.12), ("overtime", 0.1), ("carLoan", 0.1), ("studentLoan", 0.08), ("earnedIncomeCredit", 0.2),
            ("calEitc", 0.12), ("childCare", 0.14), ("education", 0.1), ("renter", 0.04)]
# Schedule 1-A: where the tips and overtime phase-outs start (line 9 / 17) and the vehicle loan's (line 26).
TIPS_START = {JOINT: 300_000}
VEHICLE_START = {JOINT: 200_000}
# Form 2441 line 27: $3,000 for one qualifying person, $6,000 for two or more.
CARE_LIMIT = {1: 3_000, 2: 6_000}


def specs(rng, count, year, engine):
    return specs_within_engines(rng, count, year, engine, OTS_KINDS if engine == "ots" else PE_KINDS, household)


def _status(rng, kind, engine):
    status = rng.choice(STATUSES)
    if kind in ("earnedIncomeCredit", "calEitc", "childCare") and status == "marriedFilingSeparately":
        status = rng.choice(["single", "headOfHousehold", JOINT])
    # OpenTaxSolver gives a separate filer the vehicle loan deduction's bar, which the act does not have, and
    # the student loan interest deduction, which IRC §221(e)(2) bars (Schedule 1 line 21): not on its separate returns.
    if engine == "ots" and kind in ("carLoan", "studentLoan") and status == "marriedFilingSeparately":
        status = "single"
    return status


def _income_toward(rng, people, target):
    """Wages summing to `target`, between the people (a spouse earns 0-100% of the first's)."""
    shares = [1.0] + [rng.uniform(0, 1) for _ in people[1:]]
    for who, share in zip(people, shares):
        who["wages"] = whole(target * share / sum(shares))


def household(rng, kind, year, engine):
    status = _status(rng, kind, engine)
    spec = empty_spec(kind, year, status, rng.random() >= 0.15)
    count = 2 if status == JOINT else 1
    people = [person(0.0, age=rng.randint(25, 60)) for _ in range(count)]
    for who in people:
        who["age65"] = False
    features = [kind, f"status:{status}"]
    joint = status == JOINT
    if kind == "tips":
        start = TIPS_START.get(status, 150_000)
        target = start + rng.uniform(-20_000, 60_000) if rng.random() < 0.35 else log_uniform(rng, 15_000, start)
        _income_toward(rng, people, target)
        for who in people:
            if who["wages"] > 0 and (who is people[0] or rng.random() < 0.4):
                who["tips"] = whole(min(who["wages"], rng.choice([rng.uniform(500, 25_000), rng.uniform(20_000, 40_000)])))
        features += ["qualifiedTips"] + (["tipsPhaseOut"] if target > start else [])
    elif kind == "overtime":
        start = TIPS_START.get(status, 150_000)
        target = start + rng.uniform(-20_000, 80_000) if rng.random() < 0.35 else log_uniform(rng, 25_000, start)
        _income_toward(rng, people, target)
        for who in people:
            if who["wages"] > 0 and (who is people[0] or rng.random() < 0.5):
                who["overtime"] = whole(min(who["wages"] * 0.3, rng.choice([rng.uniform(300, 12_500), rng.uniform(10_000, 30_000)])))
        features += ["qualifiedOvertime"] + (["overtimePhaseOut"] if target > start else [])
    elif kind == "carLoan":
        start = VEHICLE_START.get(status, 100_000)
        if engine == "ots":
            target = log_uniform(rng, 20_000, start - 2_000)
        else:
            target = start + rng.uniform(-10_000, 60_000) if rng.random() < 0.5 else log_uniform(rng, 20_000, start)
        _income_toward(rng, people, target)
        spec["vehicle_interest"] = whole(rng.choice([rng.uniform(200, 10_000), rng.uniform(9_000, 14_000)]))
        features += ["vehicleLoanInterest"] + (["vehiclePhaseOut"] if target > start else [])
    elif kind == "studentLoan":
        # The Student Loan Interest Deduction Worksheet's phase-out: $85,000-$100,000 ($170,000-$200,000 joint) of MAGI.
        start = 170_000 if joint else 85_000
        target = start + rng.uniform(-10_000, 40_000) if rng.random() < 0.5 else log_uniform(rng, 15_000, start)
        _income_toward(rng, people, target)
        for who in people:
            if who is people[0] or rng.random() < 0.4:
                who["student_loan"] = whole(rng.uniform(100, 4_000))
        features += ["studentLoanInterest"]
    elif kind == "earnedIncomeCredit":
        spec["children"] = rng.choice([0, 0, 1, 1, 2, 2, 3, 4])
        if status in ("headOfHousehold", "qualifyingSurvivingSpouse") and spec["children"] == 0:
            spec["children"] = 1
        # Earned income across the phase-in, plateau and phase-out, and their edges.
        edges = {0: (8_500, 10_600, 19_100), 1: (12_700, 23_400, 50_400), 2: (17_900, 23_400, 57_300), 3: (17_900, 23_400, 61_600)}
        phase_in_end, start, end = edges[min(spec["children"], 3)]
        bonus = 7_100 if joint else 0
        point = rng.choice([rng.uniform(500, phase_in_end), phase_in_end + rng.uniform(-300, 300), start + bonus + rng.uniform(-300, 300),
                            rng.uniform(start + bonus, end + bonus), end + bonus + rng.uniform(-500, 200)])
        _income_toward(rng, people, max(300.0, point))
        if rng.random() < 0.25:
            # The investment income limit ($11,950 in 2025; Pub 596 Rule 6): around it.
            spec["interest"] = whole(rng.uniform(10_500, 13_000))
            features.append("investmentIncomeLimit")
        features += [f"eicChildren:{spec['children']}"]
    elif kind == "calEitc":
        spec["california"] = True
        spec["children"] = rng.choice([0, 1, 1, 2, 3])
        spec["under6"] = rng.randint(0, spec["children"]) if spec["children"] else 0
        if status in ("headOfHousehold", "qualifyingSurvivingSpouse") and spec["children"] == 0:
            spec["children"] = 1
        _income_toward(rng, people, rng.choice([rng.uniform(300, 33_000), rng.uniform(25_000, 34_000)]))
        features += [f"eicChildren:{spec['children']}", f"under6:{spec['under6']}"]
    elif kind == "childCare":
        spec["children"] = rng.randint(1, 3)
        spec["child_age"] = 8  # under 13: Form 2441's qualifying persons
        spec["care_persons"] = spec["children"]
        limit = CARE_LIMIT[min(spec["care_persons"], 2)]
        target = rng.choice([log_uniform(rng, 8_000, 60_000), log_uniform(rng, 60_000, 250_000), rng.uniform(13_000, 47_000)])
        _income_toward(rng, people, target)
        if rng.random() < 0.3:
            # Dependent care benefits (W-2 box 10) within the exclusion; PolicyEngine leaves them out of
            # Form 2441 line 30, which matters only when expenses are below line 27's limit: they are not here.
            people[0]["dc_benefits"] = whole(rng.uniform(500, 5_000))
            spec["care_expenses"] = whole(limit + people[0]["dc_benefits"] + rng.uniform(0, 6_000))
            features.append("dependentCareBenefits")
        else:
            spec["care_expenses"] = whole(rng.choice([rng.uniform(300, limit), rng.uniform(limit, limit + 8_000)]))
        for who in people:  # both spouses work (Form 2441 line 5)
            if who["wages"] < 2_000:
                who["wages"] = whole(rng.uniform(2_000, 30_000))
        features += [f"careQualifyingPersons:{spec['care_persons']}"]
    elif kind == "education":
        credit = rng.choice(["americanOpportunity", "lifetimeLearning"])
        start = 160_000 if joint else 80_000
        target = start + rng.uniform(-10_000, 30_000) if rng.random() < 0.5 else log_uniform(rng, 15_000, start)
        _income_toward(rng, people, target)
        students = []
        for who in people:
            if who is people[0] or rng.random() < 0.4:
                who["tuition"] = whole(rng.choice([rng.uniform(300, 4_000), rng.uniform(4_000, 15_000)]))
                who["tuition_credit"] = credit
                students.append(dict(expenses=who["tuition"], credit=credit))
        spec["students"] = students
        features += [credit]
    else:  # renter
        spec["california"] = True
        limit = 107_987 if status in (JOINT, "headOfHousehold", "qualifyingSurvivingSpouse") else 53_994
        _income_toward(rng, people, limit * rng.uniform(0.5, 1.15))
        features.append("californiaRenter")
    # California's renter's credit (Form 540 line 46): PolicyEngine only (OpenTaxSolver takes it as an input).
    if kind != "renter" and spec["california"] and rng.random() < 0.2 and engine == "pe":
        features.append("californiaRenter")
    if "californiaRenter" in features:
        spec["ca_renter"] = True
        people[0]["rent"] = whole(rng.uniform(6_000, 36_000))
    if status == "headOfHousehold" and spec["children"] + spec["other_dependents"] == 0:
        spec["other_dependents"] = 1
    if status == "qualifyingSurvivingSpouse" and spec["children"] == 0:
        spec["children"] = 1
    if kind in ("tips", "overtime", "carLoan", "studentLoan") and rng.random() < 0.3 and status != "qualifyingSurvivingSpouse":
        spec["children"] = max(spec["children"], rng.randint(1, 3))
    # Earned income credit children: the qualifying children (10, 8 or 3) and other dependents (18).
    spec["eic_children"] = spec["children"] + spec["other_dependents"]
    if sum(p["wages"] for p in people) <= 0:
        people[0]["wages"] = whole(rng.uniform(5_000, 40_000))
    if rng.random() < 0.2:
        spec["property_tax"] = whole(rng.uniform(2_000, 12_000))
        spec["mortgage_interest"] = whole(rng.uniform(0, 25_000))
        features.append("itemizer")
    if not spec["california"]:
        spec["other_state_tax"] = whole(rng.uniform(0, 8_000))
    spec["people"] = people
    spec["features"] = list(dict.fromkeys(features))
    return spec
