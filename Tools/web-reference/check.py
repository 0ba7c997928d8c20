#!/usr/bin/env python3
"""Regenerate golden cases from a web-app checkout and diff QuickTax against them (issue 13).

    Tools/web-reference/web-reference check --web-app PATH [--count 5000] [--seed 1]
        [--zones UTC,America/Los_Angeles,Asia/Tokyo] [--no-suite] [--accept-glue] [--quicktax BIN] [--keep DIR]
    Tools/web-reference/check.py --cases DIR      (group an existing folder of cases; no node)

Writes fresh cases into a temporary folder (the web app's own suite calls and seeded scenarios in
each zone), runs `quicktax fixtures` on them with --report, and prints a drift report: the
differing values grouped by web-app function, tax year and JSON path (indexes folded), with the
most common web / Swift values and how many cases each. Exit 0 when every case passes, 1 on any
difference, 2 when the tools it needs are missing.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# What each top-level key of a scenario's `expected` is, as the web app computes it
# (Fixtures/golden/README.md).
SCENARIO_FUNCTIONS = {
    "result": "calculateComprehensiveTax",
    "federalSuggestions": "calculateFederalEstimatedPayments",
    "californiaSuggestions": "calculateCaliforniaEstimatedPayments",
}


def quicktax_binary(given):
    for candidate in [given, os.path.join(ROOT, ".build/release/quicktax"), os.path.join(ROOT, ".build/debug/quicktax")]:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    sys.exit("check: no quicktax binary; build it with 'swift build -c release' or pass --quicktax BIN")


def regenerate(args, folder):
    """The web app's cases at its checkout: the suite's calls and scenarios in each zone."""
    tool = os.path.join(HERE, "web-reference")
    zones = [zone for zone in args.zones.split(",") if zone]
    per_zone = -(-args.count // len(zones))
    if not args.no_suite:
        run([tool, "suite", "--web-app", args.web_app, "--out", os.path.join(folder, "web-suite-calls.json")])
    for index, zone in enumerate(zones):
        name = "scenarios-" + re.sub(r"[^A-Za-z0-9]+", "-", zone).strip("-").lower() + ".json"
        run([tool, "scenarios", "--web-app", args.web_app, "--out", os.path.join(folder, name),
             "--seed", str(args.seed + index), "--count", str(per_zone), "--time-zone", zone]
            + (["--accept-glue"] if args.accept_glue else []))


def run(command):
    completed = subprocess.run(command)
    if completed.returncode != 0:
        sys.exit(f"check: {' '.join(command[:2])} failed (exit {completed.returncode})")


def load_cases(folder):
    """Every case by name, with the function and tax year each of its paths belongs to."""
    cases = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            with open(os.path.join(folder, name)) as handle:
                for case in json.load(handle):
                    cases[case["name"]] = case
    return cases


def describe(case, path):
    """(function, tax year) of one differing path of a case."""
    if "call" in case:
        args = case["call"].get("args") or []
        year = next((a for a in args if isinstance(a, int) and 2000 < a < 2100), None)
        if year is None:
            year = next((a.get("taxYear") for a in args if isinstance(a, dict) and "taxYear" in a), None)
        return case["call"]["function"], year
    top = re.split(r"[.\[]", path, maxsplit=1)[0]
    return SCENARIO_FUNCTIONS.get(top, top or "(value)"), case.get("input", {}).get("taxYear")


def show(value):
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}"
    return json.dumps(value)


def drift_report(report, cases, examples=3):
    """Lines grouping every difference by function, year and folded path."""
    groups = collections.defaultdict(lambda: {"cases": set(), "values": collections.Counter()})
    errors = []
    for outcome in report["cases"]:
        if outcome["status"] != "failed":
            continue
        case = cases.get(outcome["name"], {})
        if "error" in outcome and not outcome.get("differences"):
            errors.append(f"{outcome['name']}: {outcome['error']}")
        for difference in outcome.get("differences", []):
            function, year = describe(case, difference["path"])
            folded = re.sub(r"\[\d+\]", "[*]", difference["path"])
            group = groups[(function, year, folded)]
            group["cases"].add(outcome["name"])
            group["values"][(show(difference["expected"]), show(difference["actual"]))] += 1
    lines = []
    for (function, year, path), group in sorted(groups.items(), key=lambda item: (-len(item[1]["cases"]), item[0][0], str(item[0][1]), item[0][2])):
        count = len(group["cases"])
        pairs = group["values"].most_common(examples)
        values = "; ".join(f"web {web}, Swift {swift}" + (f" ({n:,}×)" if len(group["values"]) > 1 else "") for (web, swift), n in pairs)
        more = f"; … {len(group['values']) - examples} more value pairs" if len(group["values"]) > examples else ""
        lines.append(f"{function} {year if year else ''} {path}: {values}{more} — {count:,} case{'s' if count != 1 else ''}".replace("  ", " "))
    return lines, errors


def filled_inputs(value, path="", found=None):
    """The input paths that hold something (non-empty text, a non-zero number, true), lists folded."""
    found = set() if found is None else found
    if isinstance(value, dict):
        for key, item in value.items():
            filled_inputs(item, f"{path}.{key}" if path else key, found)
    elif isinstance(value, list):
        for item in value:
            filled_inputs(item, f"{path}[*]", found)
    elif value not in ("", 0, False, None) and not (isinstance(value, str) and not value.strip()):
        found.add(path)
    return found


def likely_causes(report, cases, limit=3):
    """Inputs filled in far more often where the web app and QuickTax differ than where they agree:
    a field the web app at this commit ignores, or reads differently, stands out."""
    counts = {"failed": collections.Counter(), "passed": collections.Counter()}
    totals = collections.Counter()
    for outcome in report["cases"]:
        case = cases.get(outcome["name"], {})
        if "input" not in case or outcome["status"] not in counts:
            continue
        totals[outcome["status"]] += 1
        counts[outcome["status"]].update(filled_inputs(case["input"]))
    if not totals["failed"] or not totals["passed"]:
        return []
    scored = []
    for path, failed in counts["failed"].items():
        share_failed = failed / totals["failed"]
        share_passed = counts["passed"][path] / totals["passed"]
        if share_failed - share_passed > 0.5:
            scored.append((share_failed - share_passed, path, share_failed, share_passed))
    return [f"input.{path}: filled in {f:.0%} of the differing scenarios, {p:.0%} of the agreeing ones"
            for _, path, f, p in sorted(scored, reverse=True)[:limit]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--web-app", help="a checkout of github.com/Nekopan-Lab/quick-tax at any commit")
    parser.add_argument("--cases", help="an existing folder of cases to run and group (skips regeneration)")
    parser.add_argument("--count", type=int, default=5000, help="scenario cases in all, split over the zones (default 5000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--zones", default="UTC,America/Los_Angeles,Asia/Tokyo")
    parser.add_argument("--no-suite", action="store_true", help="skip the web app's own test suite")
    # The scenarios restate the app's glue (lib/glue.js); the refusal of an unread version names
    # this flag, for when its change has been read.
    parser.add_argument("--accept-glue", action="store_true", help="run even where App.tsx or Summary.tsx is a version lib/glue.js has not read")
    parser.add_argument("--quicktax", help="the quicktax binary (default .build/release/quicktax, else debug)")
    parser.add_argument("--keep", help="write the cases and report here instead of a temporary folder")
    args = parser.parse_args()
    if not args.web_app and not args.cases:
        parser.error("give --web-app PATH (a web-app checkout) or --cases DIR")
    binary = quicktax_binary(args.quicktax)
    folder = args.cases or args.keep or tempfile.mkdtemp(prefix="quicktax-web-reference-")
    try:
        if not args.cases:
            os.makedirs(folder, exist_ok=True)
            regenerate(args, folder)
        # Beside the cases, not among them (fixtures would read it as a case file).
        report_path = os.path.join(tempfile.gettempdir(), f"quicktax-web-reference-report-{os.getpid()}.json")
        completed = subprocess.run([binary, "fixtures", folder, "--report", report_path, "--max-diffs", "0"], capture_output=True, text=True)
        if not os.path.exists(report_path):
            sys.exit(f"check: quicktax fixtures wrote no report:\n{completed.stdout}{completed.stderr}")
        with open(report_path) as handle:
            report = json.load(handle)
        cases = load_cases(folder)
        print(f"{len(cases):,} cases: {report['passed']:,} passed, {report['failed']:,} failed, {report['skipped']:,} skipped")
        lines, errors = drift_report(report, cases)
        causes = likely_causes(report, cases)
        if causes:
            print("Most associated with the differences:")
            for line in causes:
                print("  " + line)
        if lines or errors:
            print("Drift (web app at this commit vs QuickTax), by function, tax year and path:")
            for line in lines:
                print("  " + line)
            for line in errors[:20]:
                print("  error: " + line)
        os.remove(report_path)
        return 0 if report["failed"] == 0 else 1
    finally:
        if not args.cases and not args.keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
