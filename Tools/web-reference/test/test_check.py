"""check.py's drift report on made-up results (no web app, no quicktax): python3 -m unittest."""
import os
import shutil
import subprocess
import sys
import tempfile
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


@unittest.skipUnless(shutil.which("node"), "node not installed")
class AcceptGlueTests(unittest.TestCase):
    """`check --accept-glue`, as the refusal of an unread glue file tells the user to run it, end to
    end through check.py and the scenarios command, on a made-up checkout with no glue files."""

    def check(self, *flags):
        folder = tempfile.mkdtemp(prefix="web-app-")
        self.addCleanup(shutil.rmtree, folder)
        os.makedirs(os.path.join(folder, "src", "calculators"))
        # esbuild is never reached (the checkout has no calculators to bundle); "true" stands in.
        environment = dict(os.environ, ESBUILD="true")
        command = [sys.executable, check.__file__, "--web-app", folder, "--no-suite", "--count", "1", "--zones", "UTC", "--quicktax", shutil.which("true")]
        return subprocess.run(command + list(flags), capture_output=True, text=True, env=environment)

    def test_refusal_names_the_flag(self):
        refused = self.check()
        self.assertNotEqual(refused.returncode, 0)
        self.assertIn("src/App.tsx is missing", refused.stderr)
        self.assertIn("pass --accept-glue once you have", refused.stderr)

    def test_the_flag_is_taken_and_passed_on(self):
        accepted = self.check("--accept-glue")
        self.assertNotIn("unrecognized arguments", accepted.stderr)
        self.assertNotIn("glue changed", accepted.stderr)
        # Past the glue check, to the bundling, which finds no calculators in the made-up checkout.
        self.assertIn("no src/calculators/orchestrator.ts", accepted.stderr)
        self.assertNotEqual(accepted.returncode, 0)


if __name__ == "__main__":
    unittest.main()
