"""Seeded households of issue 25: retirees, investors and landlords (Social Security, pensions and
IRAs, unemployment, Treasury and tax-exempt interest, rentals, foreign tax paid).

Same spec shape as households.py, with these fields of a person: `age`, `ss`, `ss_withheld`,
`unemployment`, `unemployment_withheld`, `treasury`, `tax_exempt`, `tax_exempt_other`,
`distributions` (list of {kind, taxable, fed_withheld, state_withheld, qcd, early, exception}),
`rentals` (list of {net, active, prior}), `foreign_tax`, `foreign_income`; and of the household:
`lived_apart` (married filing separately, apart all year). cases.py turns them into the input
contract's fields.

`engine` decides what each engine can check (Fixtures/differential/README.md):
- "ots": OpenTaxSolver 2025 treats every married-filing-separately return as lived apart on the
  Social Security Benefits Worksheet (line 8 is $0 for those who lived together), so its
  separate filers with benefits lived apart; qualified charitable distributions only here
  (PolicyEngine has no input for them).
- "pe": separate filers with benefits both ways; no QCDs.
Neither engine applies Form 8582 or Form 1116's limit, so rental losses are drawn within the
special allowance that modified AGI leaves (IRC §469(i)), and foreign tax above $300/$600 only
where the simplified Form 1116 limit is far from binding (checked after the run, generate.py).
"""
from __future__ import annotations

from households import JOINT, STATUSES, empty_spec, log_uniform, person, specs_within_engines, whole
from new_cases import opentaxsolver_case, policyengine_case, policyengine_comparable  # noqa: F401  (generate.py calls them)

KINDS = [("socialSecurity", 0.40), ("pensionIra", 0.22), ("unemploymentInterest", 0.13), ("rental", 0.17), ("foreignTax", 0.08)]

# Social Security Benefits Worksheet lines 8 and 10 (IRC §86(c)): base and adjusted base amounts.
BASE = {"single": (25_000, 34_000), "headOfHousehold": (25_000, 34_000), "qualifyingSurvivingSpouse": (25_000, 34_000),
        "marriedFilingJointly": (32_000, 44_000), "separateApart": (25_000, 34_000), "separateTogether": (0, 0)}
# The election without Form 1116 (Form 1040 instructions, Schedule 3 line 1): $600 joint, $300 otherwise.
FOREIGN_TAX_LINE = {JOINT: 600}


def specs(rng, count, year, engine):
    return specs_within_engines(rng, count, year, engine, KINDS, household)


def _people(rng, status, ages):
    count = 2 if status == JOINT else 1
    people = []
    for _ in range(count):
        age = rng.randint(*ages)
        people.append(person(0.0, age=age, age65=age >= 65))
    return people


def _spread(rng, spec, people, total, sources):
    """`total` of other income spread over the named sources (wages, pension, ira, interest, dividends)."""
    weights = [rng.random() for _ in sources]
    scale = total / (sum(weights) or 1)
    for source, weight in zip(sources, weights):
        amount = whole(weight * scale)
        who = people[rng.randrange(len(people))]
        if source == "wages":
            who["wages"] = whole(who["wages"] + amount)
        elif source in ("pension", "ira"):
            who.setdefault("distributions", []).append(dict(kind=source, taxable=amount))
        elif source == "interest":
            spec["interest"] = whole(spec["interest"] + amount)
        elif source == "dividends":
            spec["ordinary_dividends"] = whole(spec["ordinary_dividends"] + amount)
            spec["qualified_dividends"] = whole(spec["qualified_dividends"] + amount * rng.uniform(0.5, 1.0))


def _withholding(rng, people, year, california):
    for who in people:
        for d in who.get("distributions", []):
            if rng.random() < 0.5:
                d["fed_withheld"] = whole(d["taxable"] * rng.choice([0.1, 0.2, rng.uniform(0.02, 0.25)]))
            # Box 14's state withholding is California's (only California households have it).
            if rng.random() < 0.3 and california:
                d["state_withheld"] = whole(d["taxable"] * rng.uniform(0.01, 0.08))
        if who.get("ss") and rng.random() < 0.3:
            who["ss_withheld"] = whole(who["ss"] * rng.choice([0.07, 0.10, 0.12, 0.22]))


def household(rng, kind, year, engine):
    status = rng.choice(STATUSES)
    spec = empty_spec(kind, year, status, rng.random() >= 0.15)
    features = [kind, f"status:{status}"]
    if kind == "socialSecurity":
        people = _people(rng, status, (62, 88))
        for index, who in enumerate(people):
            if index == 0 or rng.random() < 0.75:
                who["ss"] = whole(log_uniform(rng, 6_000, 55_000))
        benefits = sum(p.get("ss", 0.0) for p in people)
        if status == "marriedFilingSeparately":
            spec["lived_apart"] = engine == "ots" or rng.random() < 0.5
            features.append("livedApart" if spec["lived_apart"] else "livedTogether")
            base = BASE["separateApart" if spec["lived_apart"] else "separateTogether"]
        else:
            base = BASE[status]
        # Provisional income (worksheet line 8's comparison): around a base amount, or anywhere.
        edge = rng.random()
        if edge < 0.3:
            target = base[0] + rng.uniform(-4_000, 4_000)
            features.append("nearBaseAmount")
        elif edge < 0.6:
            target = base[1] + rng.uniform(-4_000, 4_000)
            features.append("nearAdjustedBaseAmount")
        else:
            target = log_uniform(rng, 5_000, 250_000)
        if rng.random() < 0.35:
            spec_person = people[0]
            spec_person["tax_exempt"] = whole(rng.uniform(200, 12_000))
            if spec["california"] and rng.random() < 0.5:
                spec_person["tax_exempt_other"] = whole(spec_person["tax_exempt"] * rng.uniform(0.1, 1.0))
            features.append("taxExemptInterest")
        other = target - benefits / 2 - sum(p.get("tax_exempt", 0.0) for p in people)
        if other > 0:
            _spread(rng, spec, people, other, rng.sample(["wages", "pension", "ira", "interest", "dividends"], rng.randint(1, 3)))
        if rng.random() < 0.2:
            spec["ltcg"] = whole(rng.uniform(0, 30_000))
        _withholding(rng, people, year, spec["california"])
        features.append("socialSecurity")
    elif kind == "pensionIra":
        early = rng.random() < 0.35
        people = _people(rng, status, (35, 58) if early else (60, 90))
        for who in people:
            if who is people[0] or rng.random() < 0.6:
                for _ in range(rng.randint(1, 2)):
                    d = dict(kind=rng.choice(["pension", "ira"]), taxable=whole(log_uniform(rng, 2_000, 150_000)))
                    if early and rng.random() < 0.7:
                        d["early"] = True
                        d["exception"] = rng.random() < 0.3
                        features.append("earlyDistribution" + ("Exception" if d["exception"] else ""))
                    if engine == "ots" and d["kind"] == "ira" and who["age"] >= 71 and rng.random() < 0.5:
                        d["qcd"] = whole(min(d["taxable"], rng.uniform(500, 40_000)))
                        features.append("qcd")
                    who.setdefault("distributions", []).append(d)
            if early and rng.random() < 0.6:
                who["wages"] = whole(log_uniform(rng, 10_000, 200_000))
            if not early and rng.random() < 0.5:
                who["ss"] = whole(log_uniform(rng, 10_000, 50_000))
        if status == "marriedFilingSeparately" and any(p.get("ss") for p in people):
            spec["lived_apart"] = engine == "ots" or rng.random() < 0.5
        spec["interest"] = whole(rng.uniform(0, 15_000)) if rng.random() < 0.5 else 0.0
        _withholding(rng, people, year, spec["california"])
        features.append("retirementDistributions")
    elif kind == "unemploymentInterest":
        people = _people(rng, status, (25, 64))  # the earned income credit without children: 25-64
        for who in people:
            if who is people[0] or rng.random() < 0.7:
                who["wages"] = whole(log_uniform(rng, 5_000, 180_000))
        laid_off = people[rng.randrange(len(people))]
        laid_off["unemployment"] = whole(rng.uniform(1_000, 25_000))
        if rng.random() < 0.4:
            laid_off["unemployment_withheld"] = whole(laid_off["unemployment"] * 0.1)
        if rng.random() < 0.6:
            people[0]["treasury"] = whole(rng.uniform(50, 30_000))
            features.append("treasuryInterest")
        if rng.random() < 0.5:
            people[0]["tax_exempt"] = whole(rng.uniform(100, 20_000))
            if spec["california"] and rng.random() < 0.6:
                people[0]["tax_exempt_other"] = whole(people[0]["tax_exempt"] * rng.uniform(0.1, 1.0))
                features.append("taxExemptOtherStates")
        spec["interest"] = whole(rng.uniform(0, 5_000)) if rng.random() < 0.5 else 0.0
        features.append("unemployment")
    elif kind == "rental":
        people = _people(rng, status, (30, 80))
        loss = rng.random() < 0.6 and status != "marriedFilingSeparately"
        # Modified AGI (Form 8582 line 7): the other income, all of it wages, interest, pensions.
        if loss:
            magi = rng.uniform(100_000, 150_000) if rng.random() < 0.6 else log_uniform(rng, 20_000, 100_000)
            allowance = 25_000 - 0.5 * max(0.0, magi - 100_000)
            total_loss = whole(max(100.0, allowance * rng.uniform(0.3, 0.98)))
            features += ["rentalLoss"] + (["allowancePhaseOut"] if magi > 100_000 else [])
        else:
            magi = log_uniform(rng, 20_000, 600_000)
            total_loss = 0.0
        _spread(rng, spec, people, magi, rng.sample(["wages", "pension", "interest", "dividends"], rng.randint(1, 2)))
        owner = people[0]
        properties = rng.randint(1, 3)
        if loss:
            shares = [rng.random() + 0.2 for _ in range(properties)]
            nets = [-whole(total_loss * s / sum(shares)) for s in shares]
            if properties > 1 and rng.random() < 0.4:  # one property with income, netted on Form 8582
                gain = whole(rng.uniform(500, 6_000))
                nets[0] += gain
                nets[1] -= gain
            owner["rentals"] = [dict(net=n) for n in nets]
            if rng.random() < 0.25:
                # A prior-year unallowed loss (Form 8582 line 1c) that the allowance still covers.
                room = whole(allowance - total_loss - 1)
                if room >= 100:
                    owner["rentals"][0]["prior"] = whole(rng.uniform(50, room))
                    features.append("priorYearUnallowedLoss")
        else:
            owner["rentals"] = [dict(net=whole(rng.uniform(1_000, 60_000))) for _ in range(properties)]
            features.append("rentalIncome")
    else:  # foreignTax
        people = _people(rng, status, (30, 80))
        _spread(rng, spec, people, log_uniform(rng, 60_000, 500_000), ["wages", "dividends"])
        spec["ordinary_dividends"] = whole(spec["ordinary_dividends"] + rng.uniform(2_000, 40_000))
        line = FOREIGN_TAX_LINE.get(status, 300)
        pick = rng.random()
        if pick < 0.25:
            tax = line
            features.append("foreignTaxAtLine")
        elif pick < 0.4:
            tax = line - 1
        elif pick < 0.75:
            tax = whole(rng.uniform(20, line))
        else:
            tax = whole(rng.uniform(line + 1, line * 4))
            features.append("foreignTaxAboveLine")
        payer = people[0]
        payer["foreign_tax"] = float(tax)
        # Gross foreign dividends: the tax at 5-15% withholding, all within the household's dividends.
        payer["foreign_income"] = whole(min(spec["ordinary_dividends"], tax / rng.uniform(0.05, 0.15)))
        features.append("foreignTaxCredit")
    if status == "headOfHousehold":
        spec["other_dependents"] = 1
    if status == "qualifyingSurvivingSpouse":
        spec["children"] = 1
    # Earned income credit children (Schedule EIC): the child (10) and the other dependent (18).
    spec["eic_children"] = spec["children"] + spec["other_dependents"]
    if sum(p["wages"] for p in people) + spec["interest"] + spec["ordinary_dividends"] + sum(
            d["taxable"] for p in people for d in p.get("distributions", [])) + sum(p.get("ss", 0) for p in people) <= 0:
        people[0]["wages"] = whole(rng.uniform(10_000, 60_000))
    if rng.random() < 0.25 and kind != "rental":
        spec["property_tax"] = whole(rng.uniform(2_000, 15_000))
        spec["mortgage_interest"] = whole(rng.uniform(0, 20_000))
        spec["charity"] = whole(rng.uniform(0, 10_000))
        features.append("itemizer")
    if not spec["california"]:
        spec["other_state_tax"] = whole(rng.uniform(0, 10_000))
    spec["people"] = people
    spec["features"] = list(dict.fromkeys(features))
    return spec
