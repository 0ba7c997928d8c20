"""One 2025 household through OpenTaxSolver (tenforty), every form it needs, in a fresh process.

tenforty's natural-form path (`evaluate_natural_input_form`) runs Schedule SE, Forms 8959, 8995
(with tenforty's own Form 8995-A limitation) and 8960 around Form 1040 and California's Form 540.
It has no inputs for age, blindness, medical expenses, capital loss carryovers or the Schedule 1
adjustments, and never runs Form 8812: those lines are registered in its input maps under their
own names (the lines fed are listed in FED_LINES and CA_LINES, and in Fixtures/differential's
README), and Form 8812 is run as its own program between two passes of the return.

OpenTaxSolver keeps state between evaluations in one process (a 65-or-older return leaks its
senior deduction into the next: ../../../shared ENGINES.md), so every household runs in a child
process forked from a parent that has only imported tenforty.
"""
from __future__ import annotations

import json
import os

import tenforty  # noqa: F401  (imported before forking, so that children start warm)
from tenforty import core, models
from tenforty.models import TaxReturnInput

OTS_STATUS = {"single": "Single", "marriedFilingJointly": "Married/Joint", "marriedFilingSeparately": "Married/Sep",
              "headOfHousehold": "Head_of_House", "qualifyingSurvivingSpouse": "Widow(er)"}

# Form 1040 lines fed directly (natural key = the OTS line name).
FED_LINES = ("A1", "A5a", "A5b", "A8a", "A11", "D6", "D14", "S1_13", "S1_16", "S1_17", "S1_20",
             "You_65+Over?", "You_Blind?", "Spouse_65+Over?", "Spouse_Blind?", "L19", "L28",
             # Issues 25 and 26: tax-exempt interest, IRA distributions, pensions, Social Security (its
             # worksheet is OpenTaxSolver's), unemployment, student loan interest (its worksheet too),
             # Form 5329's additional tax, the foreign tax credit, and Schedule 1-A's tips, overtime and
             # vehicle loan (VIN and interest).
             "L2a", "L4a", "L4b", "L5a", "L5b", "L6a", "S1_7", "S1_21", "S2_8", "S3_1",
             "S1A_4a", "S1A_14a", "S1A_22a", "S1A_22aiii")
# Form 540 lines 8 (blind) and 9 (senior), and Schedule CA line 13 column C, the HSA deduction
# added back (OpenTaxSolver names that entry CA540_Subtr_C13; it adds), by natural keys of their own.
CA_LINES = {"ca_blind_count": "L8", "ca_senior_count": "L9", "ca_hsa_addback": "CA540_Subtr_C13",
            # Schedule CA (540): line 2 column B (US obligations' interest) and column C (other states'
            # bonds' interest), line 7 column B (unemployment); Form 540 line 63 (FTB 3805P's 2.5% on an
            # early distribution). A QCD needs no line: California excludes it too, up to $100,000 a
            # person (Schedule CA line 4 instructions), above every QCD drawn here.
            "ca_treasury_subtraction": "CA540_Subtr_A2", "ca_other_states_interest": "CA540_Addit_A2",
            "ca_unemployment_subtraction": "CA540_Subtr_B7", "ca_early_distribution_tax": "L63"}
FED_OUTPUTS = {"L11b": "agi", "L12": "deduction", "L13a": "qbi", "L15": "taxable", "L16": "regular_tax", "L18": "line18",
               "L19": "ctc", "L22": "tax_after_credits", "L23": "other_taxes", "L24": "line24", "L28": "actc",
               "A5d": "salt_before_cap", "A5e": "salt_after_cap", "A17": "itemized_total", "S2_4": "se_tax_line",
               "S1_15": "half_se", "L6b": "taxable_social_security", "L4b": "ira_taxable", "L5b": "pension_taxable",
               "S1_26": "adjustments", "L13b": "schedule_1a", "S1A_13": "tips_deduction", "S1A_21": "overtime_deduction",
               "S1A_30": "vehicle_deduction", "S3_1": "foreign_tax_credit", "S2_8": "additional_tax_5329"}
CA_OUTPUTS = {"L17": "ca_agi", "L18": "deduction", "L31": "tax_before_credits", "L32": "exemption_credits"}

_patched = False


def _patch():
    global _patched
    if _patched:
        return
    fed = models.NATURAL_FORM_CONFIG[(2025, "US_1040")]
    for line in FED_LINES:
        fed.input_map.setdefault(line, line)
    for k, v in FED_OUTPUTS.items():
        fed.output_map.setdefault(k, v)
    # tenforty has Form 8812's template but no dispatch name for it.
    core._FORM_DISPATCH_ALIASES.setdefault("Form_8812", "f8812")
    ca = models.NATURAL_FORM_CONFIG[(2025, "CA_540")]
    for k, v in CA_LINES.items():
        ca.input_map.setdefault(k, v)
    for k, v in CA_OUTPUTS.items():
        ca.output_map.setdefault(k, v)
    _patched = True


def _evaluate(spec, extra, itemize=False):
    """One pass of the natural-form evaluation with the extra lines; `itemize` forces Schedule A
    (Form 1040 line 12 from it even when the standard deduction is larger)."""
    people = spec["people"]
    status = spec["status"]
    se_people = [p for p in people if p.get("se_profit", 0) != 0]
    inp = TaxReturnInput(
        year=2025, state="CA" if spec["california"] else None, filing_status=OTS_STATUS[status],
        num_dependents=spec.get("children", 0) + spec.get("other_dependents", 0),
        w2_income=sum(p["wages"] for p in people), taxable_interest=spec["interest"] + sum(p.get("treasury", 0.0) for p in people),
        rental_income=sum(r["net"] - r.get("prior", 0.0) for p in people for r in p.get("rentals", [])),
        ordinary_dividends=spec["ordinary_dividends"], qualified_dividends=spec["qualified_dividends"],
        short_term_capital_gains=spec["stcg"], long_term_capital_gains=spec["ltcg"],
        self_employment_income=sum(p.get("se_profit", 0) for p in people),
        qbi_w2_wages=sum(p.get("w2_paid", 0) for p in people), qbi_ubia=sum(p.get("ubia", 0) for p in people),
        qbi_is_sstb=any(p.get("sstb") for p in se_people),
        incentive_stock_option_gains=sum(p.get("iso", 0) for p in people), standard_or_itemized="Itemized" if itemize else "Standard")
    values = inp.model_dump(exclude={"year", "state"})
    if se_people:
        # Schedule SE line 8a: the self-employed person's own wages (tenforty leaves 0 on joint returns).
        values["schedule_se_ss_wages"] = se_people[0]["wages"]
    values.update({k: v for k, v in extra.items() if v not in (0, 0.0, None, "")})
    return core.evaluate_natural_input_form(inp.year, inp.state, values, on_error="raise")


def _form_8812(spec, first):
    """Schedule 8812 on the first pass's return: Credit Limit Worksheet A is line 18 (no other
    credit); earned income (line 18a) by the instructions' Earned Income Worksheet: wages plus
    Schedule C's net profit or loss less the deductible part of SE tax (Schedule 1 line 15)."""
    people = spec["people"]
    wages = sum(p["wages"] for p in people)
    half_se = first.get("federal_half_se", 0.0)
    profit = sum(p.get("se_profit", 0) for p in people)
    social_security = sum(min(p["wages"], 176_100) * 0.062 + p["wages"] * 0.0145 for p in people) + half_se
    # Credit Limit Worksheet A line 2: the credits of Schedule 3 before it (here the foreign tax credit).
    values = {"Status": OTS_STATUS[spec["status"]], "L1": first["federal_adjusted_gross_income"], "L4": spec.get("children", 0),
              "L6": spec.get("other_dependents", 0), "L13": max(0.0, first["federal_line18"] - first.get("federal_foreign_tax_credit", 0.0)),
              "L18a": max(0.0, wages + profit - half_se), "L21": round(social_security, 2)}
    result = core._evaluate_subordinate(2025, "Form_8812", values, on_error="raise")
    return result.get("L14", 0.0), result.get("L27", 0.0)


def evaluate(spec, sdi_rate):
    """Federal and California figures of one household, OpenTaxSolver's own, in this process.
    OpenTaxSolver takes the larger deduction; when there is AMT, a taxpayer may itemize a smaller
    one if that costs less (IRC §63(e)): then the return is run both ways and the lower line 24
    kept (`itemizing_elected`)."""
    row = _evaluate_once(spec, sdi_rate, itemize=False)
    if row["fed_amt"] > 0 and not row["itemized"]:
        forced = _evaluate_once(spec, sdi_rate, itemize=True)
        if forced["fed_total_tax"] < row["fed_total_tax"] - 0.005:
            row = dict(forced, itemizing_elected=1.0)
    return row


def _evaluate_once(spec, sdi_rate, itemize):
    _patch()
    people = spec["people"]
    joint = spec["status"] == "marriedFilingJointly"
    wages = sum(p["wages"] for p in people)
    # Schedule A line 5a: SDI on the wages and California tax withheld from 1099-Rs (box 14), or the other state's tax.
    california_withheld = sum(d.get("state_withheld", 0.0) for p in people for d in p.get("distributions", []))
    salt_paid = spec.get("other_state_tax", 0.0) + (sdi_rate * wages + california_withheld if spec["california"] else 0.0)
    extra = {"A1": spec.get("medical", 0.0), "A5a": round(salt_paid, 2), "A5b": spec["property_tax"],
             "A8a": spec["mortgage_interest"], "A11": spec["charity"], "D6": spec.get("st_carryover", 0.0),
             "D14": spec.get("lt_carryover", 0.0),
             "S1_13": sum(p.get("hsa", 0) for p in people), "S1_16": sum(p.get("sep", 0) + p.get("k401", 0) for p in people),
             "S1_17": sum(p.get("se_health", 0) for p in people), "S1_20": sum(p.get("ira", 0) for p in people),
             "You_65+Over?": "Y" if people[0].get("age65") else "", "You_Blind?": "Y" if people[0].get("blind") else "",
             "Spouse_65+Over?": "Y" if joint and people[1].get("age65") else "",
             "Spouse_Blind?": "Y" if joint and people[1].get("blind") else "",
             "ca_blind_count": sum(1 for p in people if p.get("blind")) or None,
             "ca_senior_count": sum(1 for p in people if p.get("age65")) or None,
             "ca_hsa_addback": sum(p.get("hsa", 0) for p in people)}
    extra.update(retirement_and_working_lines(spec))
    result = _evaluate(spec, extra, itemize)
    if spec.get("children", 0) or spec.get("other_dependents", 0):
        ctc, actc = _form_8812(spec, result)
        extra.update({"L19": ctc, "L28": actc})
        result = _evaluate(spec, extra, itemize)
    g = result.get
    row = {"fed_agi": g("federal_adjusted_gross_income", 0.0), "fed_deduction": g("federal_deduction", 0.0),
           "fed_qbi": g("federal_qbi_deduction", 0.0), "fed_taxable_income": g("federal_taxable_income", 0.0),
           "fed_regular_tax": g("federal_regular_tax", 0.0), "fed_amt": g("federal_amt", 0.0),
           "fed_ctc": g("federal_ctc", 0.0), "fed_actc": g("federal_actc", 0.0),
           "fed_se_tax": g("federal_se_tax", 0.0), "fed_niit": g("federal_niit", 0.0),
           "fed_addl_medicare": g("federal_additional_medicare_tax", 0.0), "fed_total_tax": g("federal_total_tax", 0.0),
           "fed_salt_after_cap": g("federal_salt_after_cap", 0.0), "salt_paid": round(salt_paid, 2),
           "itemized": 1.0 if itemize or abs(g("federal_deduction", 0.0) - g("federal_itemized_total", -1.0)) < 0.005 else 0.0}
    for key in ("taxable_social_security", "ira_taxable", "pension_taxable", "schedule_1a", "tips_deduction", "overtime_deduction",
                "vehicle_deduction", "foreign_tax_credit", "additional_tax_5329", "line18", "adjustments"):
        row[f"fed_{key}"] = g(f"federal_{key}", 0.0)
    if spec["california"]:
        row.update({"ca_agi": g("state_ca_agi", 0.0), "ca_taxable_income": g("state_taxable_income", 0.0),
                    "ca_tax_before_credits": g("state_tax_before_credits", 0.0),
                    "ca_exemption_credits": g("state_exemption_credits", 0.0), "ca_total_tax": g("state_total_tax", 0.0)})
    return row


# Form 5329 line 4 (10%) and FTB 3805P line 4 (2.5%) of an early distribution without an exception:
# neither engine computes them, so these are fed as the forms figure them (IRC §72(t); R&TC §17085).
EARLY_DISTRIBUTION_RATE = 0.10
CALIFORNIA_EARLY_DISTRIBUTION_RATE = 0.025
# Any valid-looking vehicle identification number: OpenTaxSolver wants one beside the interest.
VEHICLE_ID = "1HGCM82633A004352"


def early_distributions(spec):
    return sum(d["taxable"] for p in spec["people"] for d in p.get("distributions", []) if d.get("early") and not d.get("exception"))


def retirement_and_working_lines(spec):
    """Form 1040, Schedule 1, 2, 3 and 1-A lines and Schedule CA lines of issues 25 and 26."""
    people = spec["people"]
    def total(key):
        return sum(p.get(key, 0.0) for p in people)
    def distributions(kind, field="taxable"):
        return sum(d.get(field, 0.0) for p in people for d in p.get("distributions", []) if d["kind"] == kind)
    early = early_distributions(spec)
    lines = {"L2a": total("tax_exempt"), "L4a": distributions("ira"), "L4b": distributions("ira") - distributions("ira", "qcd"),
             "L5a": distributions("pension"), "L5b": distributions("pension"), "L6a": total("ss"), "S1_7": total("unemployment"),
             "S1_21": total("student_loan"), "S2_8": round(EARLY_DISTRIBUTION_RATE * early, 2), "S3_1": total("foreign_tax"),
             "S1A_4a": total("tips"), "S1A_14a": total("overtime")}
    if spec.get("vehicle_interest"):
        lines.update({"S1A_22a": VEHICLE_ID, "S1A_22aiii": spec["vehicle_interest"]})
    if spec["california"]:
        lines.update({"ca_treasury_subtraction": total("treasury"), "ca_other_states_interest": total("tax_exempt_other"),
                      "ca_unemployment_subtraction": total("unemployment"),
                      "ca_early_distribution_tax": round(CALIFORNIA_EARLY_DISTRIBUTION_RATE * early, 2)})
    return lines


def evaluate_forked(spec, sdi_rate):
    """`evaluate` in a child process: OpenTaxSolver's state never carries from one household to the next."""
    return in_child(lambda: evaluate(spec, sdi_rate), spec.get("name", spec["kind"]))


def in_child(work, label):
    """`work()` in a forked child, its JSON result read back through a pipe; its failure, or an
    exit() inside OpenTaxSolver, raised here as OpenTaxSolver's on `label`."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            payload = json.dumps({"ok": work()})
        except BaseException as error:  # reported to the parent (OpenTaxSolver may exit())
            payload = json.dumps({"error": f"{type(error).__name__}: {error}"})
        with os.fdopen(write, "w") as out:
            out.write(payload)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as incoming:
        message = json.loads(incoming.read() or '{"error": "no output (OpenTaxSolver exited)"}')
    os.waitpid(pid, 0)
    if "error" in message:
        raise RuntimeError(f"OpenTaxSolver failed on {label}: {message['error']}")
    return message["ok"]
