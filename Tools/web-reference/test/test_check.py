"""check.py's drift report on made-up results (no web app, no quicktax): python3 -m unittest."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import check  # noqa: E402


def scenario(name, year, roth=""):
    return {"name": name, "input": {"taxYear": year, "userIncome": {"rothConversion": roth, "ytdWage": "100"}, "spouseIncome": {}}}


class DriftReportTests(unittest.TestCase):
    def test_groups_by_function_year_and_folded_path(self):
        cases = {c["name"]: c for c in [scenario("a", 2025, "500"), scenario("b", 2025, "700"), scenario("c", 2026), scenario("d", 2026)]}
        cases["s"] = {"name": "s", "call": {"function": "getFederalStandardDeduction", "args": [2025, "single"]}}
        report = {"cases": [
            {"name": "a", "status": "failed", "differences": [
                {"path": "result.federalTax.deduction.amount", "expected": 15750, "actual": 15000},
                {"path": "federalSuggestions[2].amount", "expected": 10.5, "actual": 11}]},
            {"name": "b", "status": "failed", "differences": [{"path": "result.federalTax.deduction.amount", "expected": 15750, "actual": 15000}]},
            {"name": "c", "status": "passed"},
            {"name": "d", "status": "passed"},
            {"name": "s", "status": "failed", "differences": [{"path": "", "expected": 15750, "actual": 15000}]},
        ]}
        lines, errors = check.drift_report(report, cases)
        self.assertEqual(errors, [])
        self.assertEqual(lines[0], "calculateComprehensiveTax 2025 result.federalTax.deduction.amount: web 15,750, Swift 15,000 — 2 cases")
        self.assertIn("calculateFederalEstimatedPayments 2025 federalSuggestions[*].amount: web 10.5, Swift 11 — 1 case", lines)
        self.assertIn("getFederalStandardDeduction 2025 : web 15,750, Swift 15,000 — 1 case", lines)
        causes = check.likely_causes(report, cases)
        self.assertEqual(causes, ["input.userIncome.rothConversion: filled in 100% of the differing scenarios, 0% of the agreeing ones"])

    def test_filled_inputs_fold_lists_and_skip_empty(self):
        found = check.filled_inputs({"a": "", "b": " ", "c": "0x10", "d": False, "e": [{"shares": "5"}, {"shares": ""}], "f": 0})
        self.assertEqual(found, {"c", "e[*].shares"})


if __name__ == "__main__":
    unittest.main()
