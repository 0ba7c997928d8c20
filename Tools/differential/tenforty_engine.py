"""Thin wrapper around tenforty (OpenTaxSolver) for a differential test harness.

Why a wrapper is needed
-----------------------
* `tenforty.evaluate_return()` has only ONE itemized-deduction input,
  `itemized_deductions`, which it writes to Schedule A line 6 ("other taxes").
  Line 6 is NOT subject to the SALT cap, so SALT passed that way is uncapped.
* `tenforty.core.evaluate_natural_input_form()` only forwards keys that appear in
  `tenforty.models.NATURAL_FORM_CONFIG[(year, "US_1040")].input_map`; any other
  key (e.g. "A5a") is SILENTLY DROPPED.  So we register the Schedule A lines in
  that input_map (identity mapping, line name -> same OTS line name).  Then OTS
  itself computes Schedule A, including the 2025 OBBBA SALT cap ($40,000,
  $20,000 MFS; reduced by 30% of MAGI over $500k/$250k MFS, floor $10k/$5k).
* We also extend the output maps so that the deduction, capped SALT, regular
  tax, CA exemption credits, CA mental-health tax line, ... come back with
  natural names (the raw OTS line values are otherwise discarded).
* evaluate_natural_input_form() is used (not evaluate_form) because it is the
  path that also runs the subordinate forms 8959 (Additional Medicare Tax),
  8960 (NIIT), Schedule SE and 8995 (QBI) -- only configured for 2024 and 2025.

SALT = CA income tax needs two passes: CA tax does not depend on federal
Schedule A line 5a (CA Schedule CA subtracts 5a again), so pass 1 computes CA
tax, pass 2 puts it on A5a.  Pass 2's CA tax equals pass 1's.
"""

from __future__ import annotations

import tenforty
from tenforty import core, models
from tenforty.models import OTSState, OTSYear, TaxReturnInput

# Schedule A lines OTS reads (2025 1040 template).  A6 is deliberately left
# out: it is already the target of the natural input `itemized_deductions`.
SCHED_A_LINES = ("A1", "A5a", "A5b", "A5c", "A8a", "A8b", "A8c", "A9",
                 "A11", "A12", "A13", "A15", "A16")

EXTRA_FEDERAL_OUTPUTS = {
    "L12": "deduction",            # std or itemized deduction actually taken
    "L13a": "qbi_line13a",
    "L16": "regular_tax",          # tax on L15 (tax table < $100k!)
    "L22": "tax_after_credits",
    "L23": "other_taxes",          # Schedule 2 part II (incl. Addl Medicare via S2_11)
    "A5d": "salt_before_cap",
    "A5e": "salt_after_cap",
    "A17": "itemized_total",
}
EXTRA_CA_OUTPUTS = {
    "L17": "ca_agi",
    "L18": "deduction",
    "L31": "tax_before_credits",
    "L32": "exemption_credits",
    "L61": "amt",                  # input line, tenforty never sets it -> 0
    "L62": "mental_health_tax",    # input line, tenforty never sets it -> 0
}

_patched: set[int] = set()


def _patch(year: int) -> None:
    if year in _patched:
        return
    fed = models.NATURAL_FORM_CONFIG[(year, "US_1040")]
    for line in SCHED_A_LINES:
        fed.input_map.setdefault(line, line)
    for k, v in EXTRA_FEDERAL_OUTPUTS.items():
        fed.output_map.setdefault(k, v)
    ca = models.NATURAL_FORM_CONFIG.get((year, "CA_540"))
    if ca is not None:
        for k, v in EXTRA_CA_OUTPUTS.items():
            ca.output_map.setdefault(k, v)
    _patched.add(year)


def run_once(year: int, state: str | None, sched_a: dict[str, float] | None = None,
             **natural) -> dict:
    """One OTS evaluation.  `natural` = evaluate_return() keyword args."""
    _patch(year)
    inp = TaxReturnInput(year=year, state=state, **natural)   # validates, fills defaults
    values = inp.model_dump(exclude={"year", "state"})
    values.update({k: float(v) for k, v in (sched_a or {}).items() if v})
    return core.evaluate_natural_input_form(inp.year, inp.state, values,
                                            on_error="raise")


def household(year: int, filing_status: str, *, state: str | None = "CA",
              wages=0.0, interest=0.0, ordinary_dividends=0.0,
              qualified_dividends=0.0, stcg=0.0, ltcg=0.0,
              property_tax=0.0, other_salt=0.0, mortgage_interest=0.0,
              charity_cash=0.0, salt_includes_state_tax=True,
              iso_amt_adjustment=0.0) -> dict:
    """Federal + CA tax for one household with SALT cap applied by OTS.

    filing_status: "Single", "Married/Joint", "Married/Sep", "Head_of_House",
    "Widow(er)".  ordinary_dividends is the 1099-DIV box 1a TOTAL (includes
    qualified); tenforty raises it to qualified_dividends if smaller.
    """
    natural = dict(
        filing_status=filing_status, w2_income=wages, taxable_interest=interest,
        ordinary_dividends=ordinary_dividends, qualified_dividends=qualified_dividends,
        short_term_capital_gains=stcg, long_term_capital_gains=ltcg,
        incentive_stock_option_gains=iso_amt_adjustment,
        standard_or_itemized="Standard",   # "Standard" = OTS picks the larger
    )
    sched_a = {"A5a": other_salt, "A5b": property_tax, "A8a": mortgage_interest,
               "A11": charity_cash}
    r1 = run_once(year, state, sched_a, **natural)
    state_tax = r1.get("state_total_tax", 0.0)
    r = r1
    if salt_includes_state_tax and state_tax:
        sched_a["A5a"] = other_salt + state_tax
        r = run_once(year, state, sched_a, **natural)
        assert abs(r.get("state_total_tax", 0.0) - state_tax) < 0.5, (r, state_tax)
    g = r.get
    return {
        "fed_agi": g("federal_adjusted_gross_income", 0.0),
        "fed_deduction": g("federal_deduction", 0.0),
        "fed_salt_before_cap": g("federal_salt_before_cap", 0.0),
        "fed_salt_after_cap": g("federal_salt_after_cap", 0.0),
        "fed_taxable_income": g("federal_taxable_income", 0.0),
        "fed_regular_tax": g("federal_regular_tax", 0.0),
        "fed_amt": g("federal_amt", 0.0),
        "fed_niit": g("federal_niit", 0.0),
        "fed_addl_medicare": g("federal_additional_medicare_tax", 0.0),
        "fed_total_tax": g("federal_total_tax", 0.0),   # 1040 L24 (+ NIIT added by tenforty)
        "ca_agi": g("state_ca_agi", 0.0),
        "ca_taxable_income": g("state_taxable_income", 0.0),
        "ca_tax_before_credits": g("state_tax_before_credits", 0.0),
        "ca_exemption_credits": g("state_exemption_credits", 0.0),
        "ca_mental_health_tax": g("state_mental_health_tax", 0.0),
        "ca_total_tax": g("state_total_tax", 0.0),       # 540 L64
        "salt_state_tax_used": sched_a["A5a"],
    }


__all__ = ["household", "run_once", "tenforty"]
