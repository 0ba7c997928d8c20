#!/usr/bin/env python3
"""Feeds the quicktax binary the families of bad input a hostile or careless user produces, with a
fixed seed, and checks what issue 9 asks of every run:

  - no signal (no crash, no SIGPIPE death, no hang past the timeout);
  - exit status 0, 1, 64 or 74 only;
  - every error names its field or its file ("Error: <file>: <field>: ..." or a batch record whose
    errors carry a path), and no message echoes more than a short excerpt of a value;
  - peak memory (the child's maximum resident set) under 500 MB for any input under 250 MB.

Families: truncated and garbage JSON; every numeric field set to nasty values (and current-law
fields the example lacks, such as ytdCaliforniaSDIWithheld, also under --rules quicktax-web); long
values (10 MB and 200 MB, in a field, as a key, as a whole file); batches of many lines with bad
ones among them; unwritable output (/dev/full, closed, a reader that goes away); tampered tax
tables; a tax year that has ended; where the household lives (residence.state, locality and
residency with unknown, lower-case, named, several and empty states, a locality in a state
without one, part-year markers, a state that disagrees with includeCaliforniaTax, each refused
naming its field; template --state and init's state question with the same; Washington's gains,
exempt gains and gifts at and around the excise tax's thresholds; general sales taxes); the `init` interview (answers files with a byte-order mark, CRLF,
unsupported years and amounts and dates as people type them; --force onto a FIFO, a folder, a
socket, a device node and /dev/null itself, each of which must survive; empty --answers, --from and
FILE); plan JSON over random households with a business and options, with no number in exponent
form; whatif sweeps whose points a file could not hold (each refused with status 1, naming the
field) or whose values are decimal steps (printed as stepped, no binary noise); extreme as-of dates
and pay dates (refused by name, or computed within a CPU-time bound); --calendar onto an empty
name, a folder, a FIFO, /dev/full, a missing folder, names at the length limits, the household
file being read and the command's own standard output and error (refused naming --calendar, the
file kept, or written whole: CRLF lines of at most 75 octets); plan --next-year's options and
planning keys with nasty values (refused naming them), and in every format; dates outside the tax
year, early distributions past 59½, null records and missing required fields (refused naming the
field, issue 34), rentals in cents summed without remainders; completions and help with a SHELL or
COMMAND that is not one (refused naming it, 64), their output to /dev/full.

  Tools/hostile-inputs.py [--binary PATH] [--seed N] [--quick]

--quick runs a smaller sample of each family (what .ci/run uses). Exit status 0 when every run
passes, 1 otherwise, with each failing run described.
"""
import argparse
import json
import shlex
import os
import random
import re
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "docs", "examples", "married-rsu-investments.json")
TABLES = os.path.join(ROOT, "Sources", "QuickTaxCore", "TaxData")
ALLOWED_STATUSES = {0, 1, 64, 74}
MEMORY_LIMIT_KB = 500 * 1024
TIMEOUT_SECONDS = 120
# Longest value a message may echo: the excerpt (24 characters) with quotes, escapes and a count.
LONGEST_ECHO = 400

NASTY = ["NaN", "Infinity", "-Infinity", "1e309", "-1e309", "1e308", "5e-324", "-0", "0x10", "1,000",
         "$400", " 500 ", "12abc", "", "\u0000", "\ufeff1", "１２３", "1e15", "-1e15", "999999999999999999999",
         "0.000000000000000000001", ".5", "5.", "--1", "+1", "1_000", "null", "true"]
NASTY_JSON = [None, True, [], {}, 1e308, -1e308, 0, -1, 1.5e300, "x" * 300]
# Current-law fields the example does not have, set like its numeric fields (and under the web
# app's rules too, which must refuse them by name).
CURRENT_LAW_PATHS = [
    ("userIncome", "ytdCaliforniaSDIWithheld"), ("spouseIncome", "ytdCaliforniaSDIWithheld"),
    ("userIncome", "foreignTaxPaid"), ("userIncome", "iraBalancePriorYearEnd"),
    # Form 2441 (issue 26): W-2 box 10, the expenses, the qualifying persons.
    ("userIncome", "dependentCareBenefits"), ("spouseIncome", "dependentCareBenefits"), ("deductions", "dependentCareExpenses"),
    ("family", "careQualifyingPersons"),
    # Schedule 1-A, student loan interest and the renter's credit (issue 26).
    ("userIncome", "qualifiedTips"), ("spouseIncome", "qualifiedOvertime"), ("userIncome", "studentLoanInterest"),
    ("deductions", "passengerVehicleLoanInterest"), ("family", "californiaRenter"),
]
# Issue 25's Social Security, unemployment, Treasury and tax-exempt interest fields and the
# separate-return flag (amounts 0 or more: a negative one is an error naming the field); the quick
# run takes two of them.
BENEFITS_AND_INTEREST_PATHS = [
    ("userIncome", "socialSecurityBenefits"), ("spouseIncome", "socialSecurityBenefits"), ("userIncome", "socialSecurityWithheld"),
    ("userIncome", "unemploymentCompensation"), ("spouseIncome", "unemploymentWithheld"), ("userIncome", "treasuryInterest"),
    ("userIncome", "taxExemptInterest"), ("spouseIncome", "taxExemptInterestOtherStates"), ("family", "livedApartAllYear")]
# Form 8863's students (issue 26): each field of a student set to each nasty value, and lists that
# are not lists of students; every one must be refused by field (exit 1) or computed.
STUDENT = {"id": "s1", "qualifiedExpenses": "4000", "credit": "americanOpportunity"}


class Run:
    """One run; `statuses` the exit statuses it may end with (else any allowed one), `forbid` text
    its output must not hold, `cpu_limit` the CPU seconds it may take, `expect` a check of its own:
    called with execute's result (status, signal, stderr, stdout, peak memory, CPU seconds), it
    returns a list of problems."""

    def __init__(self, name, args, stdin=None, input_size=0, shell=None, expect=None, statuses=None, forbid=None, cpu_limit=None):
        self.name, self.args, self.stdin, self.input_size, self.shell = name, args, stdin, input_size, shell
        self.expect, self.statuses, self.forbid, self.cpu_limit = expect, statuses, forbid, cpu_limit


def execute(binary, run):
    """Runs one case and reaps it with wait4, for its own peak memory. Returns (exit status or None,
    signal or None, stderr, the first MiB of stdout, peak resident set in KB, CPU seconds)."""
    command = ["/bin/bash", "-c", run.shell] if run.shell else [binary] + run.args
    env = dict(os.environ, Q=binary, NO_COLOR="1")
    stdin = open(run.stdin, "rb") if run.stdin else subprocess.DEVNULL
    with tempfile.TemporaryFile() as out_file, tempfile.TemporaryFile() as err_file:
        process = subprocess.Popen(command, stdin=stdin, stdout=out_file, stderr=err_file, env=env, cwd=ROOT)
        start = time.time()
        while True:
            pid, wait_status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.time() - start > TIMEOUT_SECONDS:
                process.kill()
                os.wait4(process.pid, 0)
                return None, "timeout", "", "", 0, TIMEOUT_SECONDS
            time.sleep(0.002)
        process.returncode = 0  # reaped here; keep Popen from waiting again
        if run.stdin:
            stdin.close()
        err_file.seek(0)
        out_file.seek(0)
        err = err_file.read().decode("utf-8", "replace")
        out = out_file.read(1 << 20).decode("utf-8", "replace")
        cpu = usage.ru_utime + usage.ru_stime
        if os.WIFSIGNALED(wait_status):
            return None, os.WTERMSIG(wait_status), err, out, usage.ru_maxrss, cpu
        return os.WEXITSTATUS(wait_status), None, err, out, usage.ru_maxrss, cpu


def check(run, result, source_names):
    status, sig, err, out, rss, cpu = result
    problems = run.expect(result) if run.expect else []
    if sig is not None:
        problems.append(f"ended by signal {sig}")
    elif status not in ALLOWED_STATUSES:
        problems.append(f"exit status {status}")
    elif run.statuses is not None and status not in run.statuses:
        problems.append(f"exit status {status}, expected one of {sorted(run.statuses)}: {err[:200]}")
    if run.forbid is not None and run.forbid in out:
        problems.append(f"the output holds {run.forbid!r}")
    if run.cpu_limit is not None and cpu > run.cpu_limit:
        problems.append(f"{cpu:.1f} s of CPU, over {run.cpu_limit} s")
    if rss and run.input_size < 250 * 1024 * 1024 and rss > MEMORY_LIMIT_KB:
        problems.append(f"peak memory {rss // 1024} MB")
    for line in err.splitlines():
        if len(line) > LONGEST_ECHO + 200:
            problems.append(f"a message of {len(line)} characters: {line[:120]}…")
        if line.startswith("Error: ") and status == 1:
            if not any(name in line for name in source_names) and "--" not in line:
                problems.append(f"an error that names no file or field: {line[:200]}")
        if "Fatal error" in line or "Program crashed" in line:
            problems.append(f"a crash: {line[:200]}")
    lines = out.splitlines()
    # Only the first MiB of stdout is kept (execute): a line it cut short is not the command's.
    if len(out.encode("utf-8", "replace")) >= 1 << 20 and lines:
        lines.pop()
    for line in lines[:2000]:
        if line.startswith('{"line":') and '"error"' in line:
            record = json.loads(line)
            if not record.get("errors") and not record["error"]:
                problems.append(f"a batch error record without a reason: {line[:200]}")
            for error in record.get("errors", []):
                if not error.get("path") and not any(w in error.get("message", "") for w in ("JSON", "line", "household")):
                    problems.append(f"a batch error naming no field: {json.dumps(error)[:200]}")
            if len(line) > 4 * LONGEST_ECHO + 400:
                problems.append(f"a batch error record of {len(line)} characters")
    return problems


def example():
    with open(EXAMPLE) as handle:
        return json.load(handle)


def numeric_paths(household):
    """Every (object, key) whose value is a numeric text field of the household."""
    paths = []
    for group in ("userIncome", "spouseIncome", "deductions", "estimatedPayments"):
        for key, value in household.get(group, {}).items():
            if isinstance(value, str) and key not in ("incomeMode", "payFrequency", "nextPayDate", "lastPayDate"):
                paths.append((group, key))
    return paths


def families(work, rng, quick):
    base = example()
    paths = numeric_paths(base)
    common = ["--as-of", "2025-06-15", "--time-zone", "UTC"]

    def household_file(name, document_bytes):
        path = os.path.join(work, name)
        with open(path, "wb") as handle:
            handle.write(document_bytes)
        return path

    # 1. Truncated and garbage JSON.
    text = json.dumps(base).encode()
    cuts = rng.sample(range(1, len(text)), 40 if quick else 400)
    for index, cut in enumerate(cuts):
        path = household_file(f"truncated-{index}.json", text[:cut])
        yield Run(f"truncated at {cut}", ["estimate", path] + common), [path]
    for index in range(20 if quick else 200):
        garbage = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
        path = household_file(f"garbage-{index}.json", garbage)
        yield Run(f"garbage {index}", ["estimate", path] + common), [path]

    # 2. Every numeric field set to every nasty value (strict and web-compatible reading).
    chosen = paths if not quick else rng.sample(paths, min(6, len(paths)))
    beyond = BENEFITS_AND_INTEREST_PATHS if not quick else rng.sample(BENEFITS_AND_INTEREST_PATHS, 2)
    # Current law's fields: all in the full run, three (seeded) in the quick one.
    current_law = CURRENT_LAW_PATHS if not quick else rng.sample(CURRENT_LAW_PATHS, 3)
    for group, key in chosen + current_law + beyond:
        for value in NASTY + NASTY_JSON if not quick else rng.sample(NASTY + NASTY_JSON, 12):
            document = json.loads(json.dumps(base))
            document.setdefault(group, {})[key] = value
            path = household_file("nasty.json", json.dumps(document).encode())
            web_rules = [["--rules", "quicktax-web"]] if (group, key) in current_law + beyond else []
            for extra in [[], ["--web-compat"]] + web_rules:
                yield Run(f"{group}.{key} = {value!r:.40} {extra}", ["estimate", path, "--format", "json"] + common + extra), [path]

    # 2b. Rental properties and the foreign tax credit (current law): each field of a property set
    # to each nasty value, the list in other shapes and over its limit, foreign tax above the $300
    # line with and without its foreign income, huge and tiny.
    rental_values = NASTY + NASTY_JSON if not quick else rng.sample(NASTY + NASTY_JSON, 8)
    for key in ("netIncome", "activeParticipation", "priorYearUnallowedLoss", "californiaPriorYearUnallowedLoss"):
        for value in rental_values:
            document = json.loads(json.dumps(base))
            document["userIncome"]["rentalProperties"] = [{"id": "r", "netIncome": "-30000", key: value}]
            path = household_file("rental.json", json.dumps(document).encode())
            for extra in [[], ["--web-compat"], ["--rules", "quicktax-web"]]:
                yield Run(f"rentalProperties[0].{key} = {value!r:.40} {extra}", ["estimate", path, "--format", "json"] + common + extra), [path]
    for index, shape in enumerate([None, {}, "x", 5, [None], [[]], [{"bogus": 1}], [{"netIncome": "-1e15"}] * 1000,
                                   [{"netIncome": "1"}] * 1001, [{"netIncome": "-1e15", "priorYearUnallowedLoss": "1e15"}, {"netIncome": "1e15"}]]):
        document = json.loads(json.dumps(base))
        document["userIncome"]["rentalProperties"] = shape
        document["filingStatus"] = rng.choice(["single", "marriedFilingSeparately", "marriedFilingJointly"])
        document["family"] = {"livedApartAllYear": rng.choice([True, False, "yes", None])}
        path = household_file(f"rental-shape-{index}.json", json.dumps(document).encode())
        yield Run(f"rentalProperties shape {index}", ["estimate", path, "--format", "json"] + common), [path]
        yield Run(f"rentalProperties shape {index}, plan", ["plan", path] + common), [path]
    for paid, income in [("450", None), ("300", None), ("300.01", None), ("1e15", "1e15"), ("1e15", "0"), ("0.01", "1e15"), ("450", "-5")]:
        document = json.loads(json.dumps(base))
        document["filingStatus"] = "single"
        document["userIncome"]["foreignTaxPaid"] = paid
        if income is not None:
            document["userIncome"]["foreignSourceIncome"] = income
        path = household_file("foreign.json", json.dumps(document).encode())
        for extra in [[], ["--web-compat"]]:
            yield Run(f"foreignTaxPaid {paid} foreignSourceIncome {income} {extra}", ["estimate", path, "--format", "json"] + common + extra), [path]

    # 2b. A 1099-R in retirementDistributions (current law): each field set to each nasty value, in
    # either reading and under the web app's rules (which refuse the list by name); a bad value is
    # an error (exit 1) naming the distribution's field, never a number read from it.
    def distribution_error(field, bad_kind=False):
        def expect(result):
            status, err = result[0], result[2]
            if status == 0:
                return []
            named = f"retirementDistributions[0].{field}" in err or "retirementDistributions" in err
            return [] if status == 1 and named else [f"exit {status}, expected 0 or 1 naming {field}: {err[:200]}"]
        return expect

    distribution = {"id": "r1", "kind": "ira", "date": "2025-04-01", "taxableAmount": "20000", "federalWithheld": "2000",
                    "stateWithheld": "500", "qualifiedCharitableDistribution": "1000", "earlyDistribution": False,
                    "earlyDistributionException": False}
    distribution_fields = [k for k in distribution if k != "id"]
    for field in distribution_fields if not quick else rng.sample(distribution_fields, 3):
        for value in (NASTY + NASTY_JSON + ["pension", "ira", "2025-02-30", "-5"]) if not quick else rng.sample(NASTY + NASTY_JSON, 6):
            document = json.loads(json.dumps(base))
            document["userIncome"]["retirementDistributions"] = [dict(distribution, **{field: value})]
            document["family"] = {"userAge": "72"}
            path = household_file("distribution.json", json.dumps(document).encode())
            for extra in [[], ["--web-compat"], ["--rules", "quicktax-web"]]:
                yield Run(f"retirementDistributions[0].{field} = {value!r:.40} {extra}", ["estimate", path, "--format", "json"] + common + extra,
                          expect=distribution_error(field)), [path]
    for count in (1_000, 1_001, 100_000):
        document = json.loads(json.dumps(base))
        document["userIncome"]["retirementDistributions"] = [distribution] * count
        path = household_file("distributions.json", json.dumps(document).encode())
        yield Run(f"{count} retirementDistributions", ["estimate", path] + common, statuses={0} if count <= 1_000 else {1},
                  input_size=os.path.getsize(path)), [path]

    # 2b'. Issue 34: dates outside the tax year (a 1099-R's, an ISO exercise's, a planning
    # payment's and a quarter's), early distributions the age rules out, null records and records
    # missing a required field: each refused (1) naming the field; a payment after January's due
    # date and by the return's is counted on its date (0). Unemployment withholding and foreign tax
    # above their income are warned about (0).
    def refused_naming(field):
        def expect(result):
            status, err = result[0], result[2]
            return [] if status == 1 and field in err else [f"exit {status}, expected 1 naming {field}: {err[:200]}"]
        return expect

    odd_days = ["0000-01-01", "2024-12-31", "2026-01-01", "2026-03-03", "9999-12-31"]
    cases = []
    for day in odd_days:
        cases.append(("retirementDistributions[0].date", {"userIncome": {"retirementDistributions": [dict(distribution, date=day)]}}))
        cases.append(("incentiveStockOptions[0].date",
                      {"userIncome": {"incentiveStockOptions": [{"id": "x", "date": day, "bargainElement": "5000"}]}}))
    for day in ("0000-01-01", "2024-12-31", "2026-04-16", "9999-12-31"):
        cases.append(("planning.payments[0].date", {"planning": {"payments": [{"jurisdiction": "federal", "date": day, "amount": "100"}]}}))
        cases.append(("planning.estimatedPaymentDates.federalQ2", {"planning": {"estimatedPaymentDates": {"federalQ2": day}}}))
    for age, day in (("61", "2025-01-02"), ("72", ""), ("60", "2025-07-02"), ("99", "2025-12-31")):
        cases.append(("earlyDistribution", {"family": {"userAge": age}, "userIncome": {"retirementDistributions": [
            dict(distribution, date=day, earlyDistribution=True, qualifiedCharitableDistribution="")]}}))
    for key, record in (("retirementDistributions", {"kind": "ira"}), ("rentalProperties", {"id": "x"}),
                        ("incentiveStockOptions", {"bargainElement": "1"})):
        cases.append((f"{key}[0]", {"userIncome": {key: [None]}}))
        cases.append((f"{key}[0].", {"userIncome": {key: [record]}}))
    cases.append(("students[0].credit", {"family": {"students": [{"qualifiedExpenses": "4000"}]}}))
    cases.append(("students[0]", {"family": {"students": [None]}}))
    for field, patch in (cases if not quick else rng.sample(cases, 10)):
        document = json.loads(json.dumps(base))
        for group, values in patch.items():
            document.setdefault(group, {}).update(values)
        path = household_file("issue-34.json", json.dumps(document).encode())
        for command in (["estimate", path], ["plan", path, "--withholding", "actual"]):
            yield Run(f"{command[0]} {field} {json.dumps(patch)[:80]}", command + common, expect=refused_naming(field)), [path, field]
    for patch, warning in (({"unemploymentWithheld": "500"}, "userIncome.unemploymentWithheld"),
                           ({"foreignTaxPaid": "900", "foreignSourceIncome": "800"}, "userIncome.foreignTaxPaid"),
                           ({"rentalProperties": [{"netIncome": f"{rng.uniform(-9e3, 9e3):.2f}"} for _ in range(rng.randint(2, 9))]}, None)):
        document = json.loads(json.dumps(base))
        document["userIncome"].update(patch)
        path = household_file("issue-34-warned.json", json.dumps(document).encode())
        yield Run(f"warned or summed in cents: {json.dumps(patch)[:80]}", ["estimate", path, "--format", "json"] + common,
                  expect=lambda result, warning=warning: no_exponent_json(result) + (
                      [] if warning is None or warning in result[3] else [f"no warning naming {warning}"])), [path]

    # 2b. The earned income credit's family fields (issue 26): every nasty value, a count a whole
    # number from 0 to 99 and a flag true or false, else refused naming the field; under the web
    # app's rules any value set is refused by name.
    def names_field(key):
        def expect(result):
            status, _, err, _, _, _ = result
            return [] if status == 0 or f"family.{key}" in err else [f"exit {status} without naming family.{key}: {err[:200]}"]
        return expect

    family_values = NASTY + NASTY_JSON + ["-1", "100", "2.5", "1e9", "3", "false"]
    for key in ("earnedIncomeCreditChildren", "childrenUnder6", "livedApartLastSixMonths"):
        for value in (family_values if not quick else rng.sample(family_values, 12)):
            document = json.loads(json.dumps(base))
            document.setdefault("family", {})[key] = value
            path = household_file("nasty-family.json", json.dumps(document).encode())
            for extra in [[], ["--rules", "quicktax-web"]]:
                yield Run(f"family.{key} = {value!r:.40} {extra}", ["estimate", path, "--format", "json"] + common + extra,
                          expect=names_field(key)), [path]

    # 2c. The students list: nasty values in each field, bad credit kinds, not a list, too many.
    def students_run(name, students, statuses=None):
        document = json.loads(json.dumps(base))
        document.setdefault("family", {})["students"] = students
        path = household_file("students.json", json.dumps(document).encode())
        return Run(f"family.students {name}", ["estimate", path, "--format", "json"] + common, statuses=statuses), [path]

    for key in ("qualifiedExpenses", "credit", "id"):
        for value in NASTY + NASTY_JSON if not quick else rng.sample(NASTY + NASTY_JSON, 8):
            yield students_run(f"[0].{key} = {value!r:.40}", [dict(STUDENT, **{key: value})])
    for credit in ("hope", "", "AmericanOpportunity", "lifetime", None, 1, True):
        yield students_run(f"[0].credit = {credit!r}", [dict(STUDENT, credit=credit)], statuses={1})
    yield students_run("negative expenses", [dict(STUDENT, qualifiedExpenses="-1")], statuses={1})
    yield students_run("huge expenses", [dict(STUDENT, qualifiedExpenses="999999999999999")], statuses={0})
    for value in ({"a": 1}, "students", 3, [1, 2], [[]], [dict(STUDENT, extra="x")]):
        yield students_run(f"= {value!r:.40}", value, statuses={1})
    yield students_run("of 100", [STUDENT] * 100, statuses={1})
    yield students_run("of 99", [STUDENT] * 99, statuses={0})

    # 3. Long values: 10 MB and 200 MB in a field, as a key, and whole files over the limit. Written
    # in pieces, so that this script stays small: a child's peak memory counts the parent's size
    # at fork.
    def streamed(name, head, piece, count, tail):
        path = os.path.join(work, name)
        with open(path, "wb") as handle:
            handle.write(head)
            for _ in range(count):
                handle.write(piece)
            handle.write(tail)
        return path

    for size in ([10 << 20] if quick else [10 << 20, 200 << 20]):
        digits = size // 1024
        path = streamed("long-field.json", b'{"userIncome": {"ytdWage": "', b"1" * 1024, digits, b'"}}')
        yield Run(f"{size >> 20} MB ytdWage", ["estimate", path] + common, input_size=size), [path]
        yield Run(f"{size >> 20} MB ytdWage on standard input", ["estimate", "-"] + common, stdin=path, input_size=size), ["standard input"]
        key_path = streamed("long-key.json", b'{"', b"k" * 1024, digits, b'": 1}')
        yield Run(f"{size >> 20} MB key", ["estimate", key_path] + common, input_size=size), [key_path]
        vest = b'{"date":"2025-08-01","shares":"1","expectedPrice":"1"},'
        vest_path = streamed("many-vests.json", b'{"userIncome": {"incomeMode": "detailed", "futureRSUVests": [', vest, size // len(vest), b"{}]}}")
        yield Run(f"{size >> 20} MB of vests", ["estimate", vest_path] + common, input_size=size), [vest_path]
        batch_path = streamed("long-line.jsonl", b'{}\n{"userIncome": {"ytdWage": "', b"1" * 1024, digits, b'"}}\n{}\n')
        yield Run(f"{size >> 20} MB batch line", ["estimate", "--batch", batch_path] + common, input_size=size), [batch_path]

    # 4. A batch of many lines with bad ones among them, CRLF endings included.
    count = 5_000 if quick else 100_000
    compact = json.dumps(base)
    batch = os.path.join(work, "batch.jsonl")
    with open(batch, "w") as handle:
        for index in range(count):
            roll = rng.random()
            if roll < 0.05:
                line = compact[: rng.randrange(1, len(compact))]
            elif roll < 0.10:
                group, key = rng.choice(paths)
                document = json.loads(compact)
                document[group][key] = rng.choice(NASTY)
                line = json.dumps(document)
            elif roll < 0.12:
                line = "\r"
            else:
                line = compact
            handle.write(line + "\r\n")
    yield Run(f"batch of {count} lines", ["estimate", "--batch", batch] + common, input_size=os.path.getsize(batch)), [batch]
    # --output web away from the web app's rules and reading: a warning on standard error, lines as usual.
    yield Run(f"batch of {count} lines, --output web", ["estimate", "--batch", batch, "--output", "web"] + common,
              input_size=os.path.getsize(batch)), [batch]

    # 5. Output that cannot be written.
    for command in ("template", "--help", "--version", "completions bash", "help --man", f"estimate {EXAMPLE} --as-of 2025-06-15 --time-zone UTC", "tax-data list",
                    f"estimate --batch {batch} --as-of 2025-06-15 --time-zone UTC"):
        yield Run(f"{command[:30]} > /dev/full", [], shell=f'"$Q" {command} > /dev/full'), []
        yield Run(f"{command[:30]} >&-", [], shell=f'"$Q" {command} >&-'), []
        yield Run(f"{command[:30]} | head, SIGPIPE ignored", [],
                  shell=f"trap '' PIPE; \"$Q\" {command} | head -c 10 > /dev/null; exit ${{PIPESTATUS[0]}}"), []

    # 6. Tampered tax tables: every number of a file set to extreme values, one at a time.
    names = sorted(n for n in os.listdir(TABLES) if n.endswith(".json") and n != "manifest.json")
    for name in names if not quick else rng.sample(names, 3):
        with open(os.path.join(TABLES, name)) as handle:
            table = json.load(handle)
        numbers = []

        def walk(node, trail):
            if isinstance(node, dict):
                for k, v in node.items():
                    walk(v, trail + [k])
            elif isinstance(node, list):
                for i, v in enumerate(node):
                    walk(v, trail + [i])
            elif isinstance(node, (int, float)) and not isinstance(node, bool) and trail[0] != "schemaVersion":
                numbers.append(trail)

        walk(table, [])
        for trail in rng.sample(numbers, min(len(numbers), 4 if quick else 25)):
            for value in (1e308, 1e128, 1e-300, -1, 1e300):
                tampered = json.loads(json.dumps(table))
                node = tampered
                for step in trail[:-1]:
                    node = node[step]
                node[trail[-1]] = value
                path = household_file(name, json.dumps(tampered).encode())
                yield Run(f"{name} {'.'.join(map(str, trail))} = {value}", ["estimate", EXAMPLE, "--tax-data", path] + common), [path, name]
                yield Run(f"verify {name} {'.'.join(map(str, trail))} = {value}", ["tax-data", "verify", path]), [path, name]

    # 7. A tax year that has ended (issue 24, item 7): its income to come left out under current law,
    # with pay dates and vests that are odd or missing, in every format and both rule sets.
    odd_dates = ["", "0000-01-01", "2025-13-45", "garbage", "2026-03-01", "2024-12-31"]
    for index, date in enumerate(odd_dates if not quick else rng.sample(odd_dates, 3)):
        document = json.loads(json.dumps(base))  # detailed: paychecks and vests
        document["userIncome"]["nextPayDate"] = date
        document["spouseIncome"]["lastPayDate"] = date
        document["userIncome"]["futureRSUVests"][0]["date"] = date
        path = household_file(f"ended-{index}.json", json.dumps(document).encode())
        for as_of in ("2026-01-10", "2026-04-16", "2027-12-31"):
            for extra in ([], ["--rules", "quicktax-web"], ["--format", "json"], ["--format", "markdown"], ["--headroom"]):
                yield Run(f"ended: dates {date!r} as of {as_of} {extra}", ["estimate", path, "--as-of", as_of, "--time-zone", "UTC"] + extra), [path]

    # 8. The init interview (issue 24 items 9, 10, 11, 15).
    yield from interview_families(work, rng, quick)

    # 9. Plan JSON over random households with a business and options: no number in exponent form.
    for index, household, as_of in plan_households(rng, 10 if quick else 200):
        path = household_file(f"plan-{index}.json", json.dumps(household).encode())
        withholding = ["--withholding", "actual"] if index % 3 == 0 else []
        yield Run(f"plan --format json, household {index} as of {as_of}",
                  ["plan", path, "--as-of", as_of, "--time-zone", "UTC", "--format", "json"] + withholding,
                  expect=no_exponent_json), [path]

    # 10. whatif sweeps: points that a file could not hold are refused as estimate refuses them
    # (income by period that no longer adds up, a value out of range), naming the field; decimal
    # steps print as stepped, with no binary noise (0.30000000000000004).
    dated = os.path.join(ROOT, "docs", "examples", "late-year-gain.json")
    # A swept gain that the file dates by period scales the periods (issue 35): computed (0).
    for sweep, statuses in (("userIncome.longTermGains=0..300000/50000", {0}), ("userIncome.longTermGains=149900..150100/100", {0}),
                            ("planning.incomeByPeriod.longTermGains[3]=0..200000/100000", {1}),
                            ("userIncome.longTermGains=1e300..1e300/1", {1})):
        yield Run(f"whatif sweep {sweep}", ["whatif", dated, "--sweep", sweep] + common, statuses=statuses), [sweep.split("=")[0], dated]
    for sweep in ("userIncome.interestIncome=0..1/0.1", "userIncome.interestIncome=0.1..0.7/0.2", "userIncome.interestIncome=1e-3..2e-3/1e-4",
                  "userIncome.interestIncome=-0..3.3/1.1", "userIncome.interestIncome=0..1/0.0001"):
        for output in ("text", "csv", "json"):
            yield Run(f"whatif sweep {sweep} {output}", ["whatif", EXAMPLE, "--sweep", sweep, "--format", output] + common,
                      statuses={0, 64}, forbid="0000000000"), [sweep.split("=")[0]]

    # 10b. Issue 25's retiree planning: the IRA distribution sweep axis (a negative or huge amount
    # refused naming the list item it adds; a list that is not one refused naming it), and the
    # required minimum distribution helper with odd ages and balances (a bad balance named; any
    # age or balance the file holds computed without a crash or an exponent in the JSON).
    retiree = {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": True,
               "userIncome": {"incomeMode": "simple", "interestIncome": "60000"}, "family": {"userAge": 75}}
    retiree_path = household_file("retiree.json", json.dumps(retiree).encode())
    for sweep, statuses in (("userIncome.iraDistribution=-5000..0/5000", {1}), ("userIncome.iraDistribution=1e300..1e300/1", {1}),
                            ("spouseIncome.iraDistribution=0..20000/10000", {0}), ("userIncome.iraDistribution=0..1/0.25", {0})):
        yield Run(f"whatif sweep {sweep}", ["whatif", retiree_path, "--sweep", sweep] + common, statuses=statuses), \
            ["userIncome.retirementDistributions", retiree_path]
    not_a_list = dict(json.loads(json.dumps(retiree)))
    not_a_list["userIncome"]["retirementDistributions"] = "abc"
    path = household_file("retiree-not-a-list.json", json.dumps(not_a_list).encode())
    yield Run("whatif sweep on a retirementDistributions that is no list", ["whatif", path, "--sweep", "userIncome.iraDistribution=0..10000/5000"]
              + common, statuses={1}), ["userIncome.retirementDistributions", path]
    balances = ("-1", "abc", "1e400", "999999999999999", "0.001", "")
    ages = (0, 72, 73, 75, 120, 130)
    for balance in balances if not quick else rng.sample(balances, 3):
        for age in ages if not quick else rng.sample(ages, 3):
            document = json.loads(json.dumps(retiree))
            document["userIncome"]["iraBalancePriorYearEnd"] = balance
            document["userIncome"]["retirementDistributions"] = [{"id": "ira", "kind": "ira", "taxableAmount": "5000", "qualifiedCharitableDistribution": "100"}]
            document["family"]["userAge"] = age
            path = household_file("rmd.json", json.dumps(document).encode())
            for command in (["estimate", "--format", "json"], ["plan", "--format", "json"], ["plan"]):
                valid = balance in ("999999999999999", "0.001", "")
                yield (Run(f"RMD balance {balance!r} age {age} {command}", command[:1] + [path] + command[1:] + common,
                           expect=no_exponent_json if "json" in command and valid else None, statuses={0} if valid else {1}),
                       [path, "userIncome.iraBalancePriorYearEnd", "family.userAge"])

    # 11. Far-off dates: an as-of date outside the tax year's window (2024-01-01 through 2029-12-31
    # for 2025) is refused naming --as-of or asOf; inside it, pay dates however far back or ahead
    # (the web app counts paychecks from the next pay date) finish within a few seconds of CPU.
    for date in ("9999-12-31", "0000-01-01", "2023-12-31", "2030-01-01", "+275760-09-13T00:00:00Z", "-271821-04-20T00:00:00Z"):
        yield Run(f"plan --as-of {date}", ["plan", EXAMPLE, "--withholding", "actual", "--as-of", date, "--time-zone", "UTC"],
                  statuses={1, 64}, cpu_limit=5), [EXAMPLE]
    for as_of in ("9999-12-31", "2031-01-01"):
        document = dict(json.loads(json.dumps(base)), asOf=as_of)
        path = household_file("far-as-of.json", json.dumps(document).encode())
        yield Run(f"asOf {as_of} in the file", ["plan", path, "--withholding", "actual"], statuses={1}, cpu_limit=5), [path, "asOf"]
    pay_dates = ["0000-01-01", "0001-02-29", "1000-01-31", "9999-12-31", "-271821-04-21", "+275760-09-12", "1883-11-18"]
    for pay_date in pay_dates if not quick else rng.sample(pay_dates, 4):
        for frequency in ("biweekly", "monthly"):
            document = json.loads(json.dumps(base))
            document["userIncome"].update(nextPayDate=pay_date, payFrequency=frequency, lastPayDate="")
            path = household_file("far-pay-date.json", json.dumps(document).encode())
            for as_of, zone in (("2029-12-31", "America/Los_Angeles"), ("2024-01-01", "UTC"), ("2025-06-15", "Australia/Lord_Howe")):
                for extra in ([], ["--web-compat"]):
                    yield Run(f"nextPayDate {pay_date} {frequency} as of {as_of} {zone} {extra}",
                              ["plan", path, "--withholding", "actual", "--as-of", as_of, "--time-zone", zone] + extra,
                              statuses={0, 1}, cpu_limit=5), [path]

    # 12. --calendar FILE.ics (issue 27): each target refused by name (64, or 1 when the write
    # itself fails) and left as it was, or the calendar written whole.
    yield from calendar_families(work)

    # 13. plan --next-year (issue 27): each next-year option with nasty values is refused naming
    # it (64); good values in every format finish, the JSON with no number in exponent form.
    arguments = [value for value in NASTY if "\u0000" not in value]  # a command line cannot hold NUL
    for option in ("--next-year-federal-withholding", "--next-year-california-withholding", "--next-year-california-agi"):
        for value in (arguments if not quick else rng.sample(arguments, 6)):
            yield Run(f"plan {option} {value!r}", ["plan", EXAMPLE, option, value] + common, statuses={0, 64}), [option]
    for value in ("daily", "", "Weekly", "26"):
        yield Run(f"plan --pay-frequency {value!r}", ["plan", EXAMPLE, "--pay-frequency", value] + common, statuses={64}), ["--pay-frequency"]
    # A figure beyond any household's typed as an option is a digit too many: refused naming the
    # option (issue 46), where a file's is kept with a warning.
    for option in ("--prior-federal-tax", "--prior-federal-agi", "--prior-california-tax", "--prior-california-agi", "--prior-new-york-tax",
                   "--prior-new-york-agi", "--next-year-federal-withholding", "--next-year-california-withholding", "--next-year-california-agi",
                   "--next-year-new-york-withholding"):
        for value in ("1000000000000000", "10000000001", "-10000000001", "9" * 40):
            yield Run(f"plan {option}={value[:20]}", ["plan", EXAMPLE, f"{option}={value}"] + common, statuses={64},
                      expect=lambda result, option=option: [] if option in result[2] else [f"{option} not named: {result[2][:200]}"]), [option]
    # The same as `planning` keys: a bad value is refused (1) naming the key.
    for key, values in (("nextYearFederalWithholding", NASTY_JSON + ["-1", "1e309", "abc"]), ("nextYearCaliforniaAGI", NASTY_JSON + ["1e309"]),
                        ("nextYearPayFrequency", NASTY_JSON + ["daily", "Weekly", "26"])):
        for value in (values if not quick else rng.sample(values, 4)):
            document = json.loads(json.dumps(base))
            document.setdefault("planning", {})[key] = value
            path = household_file(f"next-year-{key}.json", json.dumps(document).encode())
            yield Run(f"planning.{key} = {str(value)[:40]!r}", ["plan", path, "--next-year"] + common, statuses={0, 1}), [path, key]
    for as_of in ("2025-11-25", "2025-12-31", "2026-03-01", "2025-06-15"):
        for extra in (["--format", "json"], ["--format", "markdown"], ["--pay-frequency", "weekly", "--next-year-california-agi", "1e15"],
                      ["--next-year-federal-withholding", "999999999999999", "--next-year-california-withholding", "0"]):
            yield Run(f"plan --next-year as of {as_of} {extra}", ["plan", EXAMPLE, "--next-year", "--as-of", as_of, "--time-zone", "UTC"] + extra,
                      statuses={0, 64}, expect=no_exponent_json if "json" in extra else None), [EXAMPLE]

    # 14. completions and help (issue 37): a SHELL or COMMAND that is not one is refused by name.
    yield from help_families(rng, quick)

    # 15. Where the household lives (issue 44): residence's fields, template --state, init's first
    # question, Washington's gains at and around its thresholds, general sales taxes.
    yield from residence_families(work, rng, quick)

    # 16. New York (issue 45): its fields hostile, in New York and out of it; its return at and
    # around its thresholds in every locality, never a crash, a refusal naming the field.
    yield from new_york_families(work, rng, quick)


def usage_error_naming(words):
    """A usage error (64) whose message names the argument or flag, and no output."""
    def expect(result):
        status, err, out = result[0], result[2], result[3]
        if status != 64 or words not in err or out:
            return [f"exit {status}, expected 64 naming {words!r} and no output: {err[:200]}"]
        return []
    return expect


def help_families(rng, quick):
    """quicktax completions SHELL and quicktax help [COMMAND] [--man] (issue 37): a SHELL or
    COMMAND that is not one, several, empty, long or odd, is refused naming SHELL or COMMAND (64)."""
    odd = ["", "tcsh", "BASH", "bash ", "bash\n", "-", "--", "zsh=1", "ﬁsh", "bash;rm -rf /", "x" * 100_000, "\u00e9" * 5000]
    for value in (odd if not quick else rng.sample(odd, 6)):
        yield Run(f"completions {value[:20]!r}", ["completions", value], expect=usage_error_naming("SHELL")), ["SHELL"]
        if value != "--":  # help -- is help: the overview
            yield Run(f"help {value[:20]!r}", ["help", value], expect=usage_error_naming("COMMAND")), ["COMMAND"]
    yield Run("completions bash zsh", ["completions", "bash", "zsh"], expect=usage_error_naming("SHELL")), ["SHELL"]
    yield Run("completions --shell bash", ["completions", "--shell", "bash"], expect=usage_error_naming("--shell")), ["--shell"]
    yield Run("help estimate plan", ["help", "estimate", "plan"], expect=usage_error_naming("COMMAND")), ["COMMAND"]
    yield Run("help estimate --man", ["help", "estimate", "--man"], expect=usage_error_naming("--man")), ["--man"]
    yield Run("help --man=yes", ["help", "--man=yes"], expect=usage_error_naming("--man")), ["--man"]
    yield Run("--version extra", ["--version", "extra"], statuses={0}), []
    # Each shell's script and the manual page are whole: a script that stops part way would be
    # sourced half by the shell.
    for shell, last in (("bash", "complete -F _quicktax quicktax\n"), ("zsh", "fi\n"), ("fish", "\n")):
        def ends(result, last=last):
            return [] if result[0] == 0 and result[3].endswith(last) else [f"exit {result[0]}, script end {result[3][-40:]!r}"]
        yield Run(f"completions {shell}", ["completions", shell], expect=ends), []


def calendar_problems(target, kind=None):
    """A --calendar run: refused naming --calendar with `target` (a node of `kind` left as it was),
    or exit 0 with the file written whole: CRLF lines of at most 75 octets, one VCALENDAR."""
    def expect(result):
        status, err, out = result[0], result[2], result[3]
        problems = []
        if status == 0:
            written = "events written to" in out
            if out.startswith("{"):
                calendar = json.loads(out).get("calendar") or {}
                written = calendar.get("written") is True
                if calendar.get("file") != target:
                    problems.append("exit 0 without the calendar in the JSON")
            elif "Calendar:" not in out:
                problems.append("exit 0 without saying what was written")
            if written:
                with open(target, "rb") as handle:
                    data = handle.read()
                lines = data.split(b"\r\n")
                if lines[-1] != b"" or any(b"\n" in line or b"\r" in line for line in lines):
                    problems.append("a line not ended by CRLF")
                if any(len(line) > 75 for line in lines):
                    problems.append("a line over 75 octets")
                if not data.startswith(b"BEGIN:VCALENDAR\r\n") or not data.endswith(b"END:VCALENDAR\r\n"):
                    problems.append("not one whole VCALENDAR")
                data.decode("utf-8")
        elif "--calendar" not in err:
            problems.append(f"exit {status} without naming --calendar: {err[:200]}")
        if kind is not None and stat.S_IFMT(os.lstat(target).st_mode) != kind:
            problems.append(f"--calendar replaced {target[:80]}")
        return problems
    return expect


def calendar_families(work):
    # Two payments left as of late November (January 15's, federal and California).
    household = os.path.join(ROOT, "docs", "examples", "freelancer-quarterly.json")
    folder = os.path.join(work, "calendar-folder")
    os.mkdir(folder)
    fifo = os.path.join(work, "calendar.fifo")
    os.mkfifo(fifo)
    targets = [("", None, {64}), (folder, stat.S_IFDIR, {64}), (fifo, stat.S_IFIFO, {64}), ("/dev/full", stat.S_IFCHR, {64}),
               (os.path.join(work, "missing", "plan.ics"), None, {64}), ("-", None, {64}),
               # Names at the file-name limit (255 bytes): written whole, the temporary file beside
               # them made with a short name when theirs would outgrow the limit (issue 46).
               (os.path.join(work, "c" * 200 + ".ics"), None, {0}), (os.path.join(work, "d" * 251 + ".ics"), None, {0}),
               (os.path.join(work, "e" * 256 + ".ics"), None, {64}), (os.path.join(work, *(["f" * 200] * 30)) + ".ics", None, {64}),
               (os.path.join(work, "é€💸, ; \\ name.ics"), None, {0})]
    for target, kind, statuses in targets:
        for command, extra in (("plan", []), ("estimate", ["--format", "json"]), ("plan", ["--format", "markdown"])):
            yield Run(f"{command} --calendar {target[:60]!r} {extra}",
                      [command, household, "--as-of", "2025-11-25", "--time-zone", "America/Los_Angeles", "--calendar", target] + extra,
                      statuses=statuses, expect=calendar_problems(target, kind)), [household, "--calendar"]
    # Issue 34: a calendar target that is a file the command reads (the household, through a link
    # too) or one of its own standard streams (the harness redirects both to files): refused
    # naming --calendar, and the file kept whole.
    copy = os.path.join(work, "calendar-household.json")
    shutil.copy(household, copy)
    link = os.path.join(work, "calendar-link.ics")
    os.symlink(copy, link)
    with open(copy, "rb") as handle:
        original = handle.read()

    def kept(result):
        problems = calendar_problems(copy)(result)
        with open(copy, "rb") as handle:
            if handle.read() != original:
                problems.append("--calendar replaced the household file")
        return problems

    for target in (copy, link, "/dev/stdout", "/proc/self/fd/1", "/dev/stderr", "/proc/self/fd/2"):
        for command, extra in (("plan", []), ("estimate", ["--format", "json"])):
            yield Run(f"{command} --calendar {target[-40:]!r} (a file it reads or writes)",
                      [command, copy, "--as-of", "2025-11-25", "--time-zone", "UTC", "--calendar", target] + extra,
                      statuses={64}, expect=kept), [copy, "--calendar"]
    # A household whose file name needs escaping in the calendar (commas, semicolons, a newline).
    odd = os.path.join(work, "a,b;c\\d\nname.json")
    shutil.copy(household, odd)
    target = os.path.join(work, "odd.ics")
    yield Run("plan --calendar of a household named with , ; \\ and a newline",
              ["plan", odd, "--as-of", "2025-11-25", "--time-zone", "UTC", "--calendar", target],
              statuses={0}, expect=calendar_problems(target)), [odd, "--calendar"]


TYPED = ["$40,000", "40,000", "40,00", "1,2,3", "$", "-$5", "$-5", "$$1", "(500)", "12/18/2026", "18/12/2026", "2/30/2026",
         "12/18/26", "1/1/0000", "99/99/9999", "married", "married filing jointly", "mfj", "joint", "MARRIED FILING SEPARATELY",
         "hoh", "widow", "sin", "?", "-", "", "", "", "1", "2", "4", "0 0 0 40000", "0 0 0", "evenly", "2026", "2025", "2024",
         "99999", "0", "-1", "yes", "no", "\ufeff2026", "２０２５", "weekly", "semimonthly", "semi-monthly", "800000", "save"]
STRICT_NUMBER = re.compile(r"^-?[0-9]+(\.[0-9]+)?$")
ISO_DATE = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")


def written_household_problems(path):
    """What init must never write: a tax year the tables lack, an amount as a person typed it, a
    date not YYYY-MM-DD (the file reader stays strict; the interview converts or asks again)."""
    if not os.path.exists(path):
        return ["exit 0 but no file written"]
    with open(path, "rb") as handle:
        document = json.loads(handle.read())
    problems = []
    if document.get("taxYear") not in (2025, 2026):
        problems.append(f"wrote taxYear {document.get('taxYear')!r}")

    def walk(node, trail):
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, trail + [key])
        elif isinstance(node, list):
            for value in node:
                walk(value, trail)
        elif isinstance(node, str) and node and trail and trail[-1] != "id":
            key = trail[-1]
            if key in ("date", "nextPayDate", "lastPayDate"):
                if not ISO_DATE.match(node):
                    problems.append(f"wrote {'.'.join(trail)} = {node!r:.40}")
            elif ("," in node or "$" in node) and not STRICT_NUMBER.match(node):
                problems.append(f"wrote {'.'.join(trail)} = {node!r:.40}")

    walk(document, [])
    return problems


def interview_families(work, rng, quick):
    def answers_file(name, lines, bom=False, crlf=False):
        path = os.path.join(work, name)
        with open(path, "wb") as handle:
            if bom:
                handle.write(b"\xef\xbb\xbf")
            handle.write(("\r\n" if crlf else "\n").join(lines).encode("utf-8", "surrogatepass") + (b"\r\n" if crlf else b"\n"))
        return path

    # Answers as people and editors write them: a byte-order mark, CRLF, unsupported years first,
    # then amounts, dates and choices as typed, at random.
    for index in range(12 if quick else 300):
        # The state first (issue 44): a refused answer or two, then one it takes.
        states = rng.sample(STATE_ANSWERS, 2) + [rng.choice(["CA", "tx", "New York City", "yonkers", "Washington", "PA", "fl"])]
        years = rng.sample(["2024", "0", "99999", "-1", "1e309", "２０２５", "\ufeff2025", "2025.5", "abc"], 3) + [rng.choice(["2025", "2026"])]
        lines = states + years + [rng.choice(TYPED + NASTY) for _ in range(rng.randrange(20, 160))] + ["save"]
        bom, crlf = index % 3 == 0, index % 2 == 1
        path = answers_file(f"answers-{index}.txt", lines, bom=bom, crlf=crlf)
        target = os.path.join(work, f"interview-{index}.json")
        if os.path.exists(target):
            os.unlink(target)

        def expect(result, target=target):
            return written_household_problems(target) if result[0] == 0 else []

        yield Run(f"init answers {index} (BOM {bom}, CRLF {crlf})", ["init", target, "--answers", path, "--no-estimate"], expect=expect), [path, target, "answers"]

    # --from a year's household answered for another year (issue 46): its dated estimated
    # payments left out, so that what init writes estimate reads.
    # Two valid 2025 households: the quarter fields dated, or the payments listed with their dates.
    example = json.load(open(os.path.join(ROOT, "docs", "examples", "freelancer-quarterly.json")))
    quarters = json.loads(json.dumps(example))
    quarters.setdefault("planning", {})["estimatedPaymentDates"] = {"federalQ1": "2025-04-20", "californiaQ1": "2025-04-14"}
    listed = json.loads(json.dumps(example))
    listed["estimatedPayments"] = {}
    listed.setdefault("planning", {})["payments"] = [{"date": "2025-06-10", "jurisdiction": "federal", "amount": "2000"},
                                                     {"date": "2026-01-10", "jurisdiction": "california", "amount": "700"}]
    for name, document in (("quarters", quarters), ("listed", listed)):
        dated_path = os.path.join(work, f"dated-{name}-2025.json")
        with open(dated_path, "w") as handle:
            json.dump(document, handle)
        for year in ("2026", "2025", ""):
            target = os.path.join(work, f"dated-{name}-{year or 'same'}.json")
            answers = answers_file(f"dated-{name}-{year or 'same'}.txt", ["", year, "save"])
            shell = (f'"$Q" init {shlex.quote(target)} --force --from {shlex.quote(dated_path)} --answers {shlex.quote(answers)} --no-estimate >/dev/null'
                     f' && "$Q" estimate {shlex.quote(target)} --as-of 2026-06-01 --time-zone UTC >/dev/null')
            yield Run(f"init --from a 2025 household with {name} payments dated, year {year or 'kept'}, then estimate", [], shell=shell,
                      statuses={0}), [dated_path]

    # --force onto what is not a regular file: refused by name (64), the node left as it was.
    save = answers_file("save.txt", ["save"])
    nodes = {}
    fifo = os.path.join(work, "fifo")
    os.mkfifo(fifo)
    nodes[fifo] = stat.S_IFIFO
    folder = os.path.join(work, "folder")
    os.mkdir(folder)
    nodes[folder] = stat.S_IFDIR
    sock_path = os.path.join(work, "socket")
    server = socket.socket(socket.AF_UNIX)
    server.bind(sock_path)
    nodes[sock_path] = stat.S_IFSOCK
    device = os.path.join(work, "null")
    try:
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        nodes[device] = stat.S_IFCHR
    except OSError:
        device = None
    link = os.path.join(work, "link-to-fifo")
    os.symlink(fifo, link)
    refused = {}

    def kept(path, kind, name):
        def expect(result):
            problems = []
            if result[0] != 64:
                problems.append(f"--force onto {name}: exit {result[0]}, not 64")
            if path not in result[2]:
                problems.append(f"--force onto {name}: the message does not name it: {result[2][:200]}")
            if stat.S_IFMT(os.lstat(path).st_mode) != kind:
                problems.append(f"--force replaced {name} ({path})")
            refused[path] = not problems
            return problems
        return expect

    for path, kind in list(nodes.items()) + [(link, stat.S_IFLNK)]:
        name = os.path.basename(path)
        yield Run(f"init --force onto {name}", ["init", path, "--force", "--answers", save, "--no-estimate"],
                  expect=kept(path, kind, name)), [path]
    # /dev/null itself, only once the same node made in the temporary folder was refused: a build
    # that replaced it would replace the machine's.
    if device and refused.get(device):
        yield Run("init --force onto /dev/null", ["init", "/dev/null", "--force", "--answers", save, "--no-estimate"],
                  expect=kept("/dev/null", stat.S_IFCHR, "/dev/null")), ["/dev/null"]
    server.close()

    # Empty path flags name themselves (64), not "Error: : no such file".
    def named(words):
        def expect(result):
            if result[0] != 64 or words not in result[2]:
                return [f"exit {result[0]}, expected 64 with '{words}': {result[2][:200]}"]
            return []
        return expect

    target = os.path.join(work, "empty-flags.json")
    for arguments, words in [([target, "--answers", ""], "--answers is empty"), ([target, "--answers="], "--answers is empty"),
                             ([target, "--from", "", "--answers", save], "--from is empty"), (["", "--answers", save], "FILE is empty")]:
        yield Run(f"init {arguments!r}", ["init"] + arguments + ["--no-estimate"], expect=named(words)), ["--"]


# What people type for where they live: names, codes in any case, cities, several states, nonsense.
STATE_ANSWERS = ["Texas", "tx", "TX", "ZZ", "", "CA/NY", "California and New York", "New York City", "nyc", "Yonkers", "brooklyn",
                 "Washington DC", "D.C.", "washington", "Texass", "XX", "-", "?", "\u0000", "ＴＸ", "x" * 300, "1", "yes"]


def new_york_families(work, rng, quick):
    """Issue 45: New York's inputs (children under 4, a government pension, 529 contributions, its
    four estimated payments, last year's New York tax and AGI, next year's withholding, payments
    listed for newYork) set to what a person or a program writes, for a New Yorker and for others;
    refused naming the field, or computed. And households around New York's thresholds in each
    locality (the table's ceiling, the recapture's start and end, the gifts-only AGI, the MCTMT,
    the household credit, the Empire State child credit's phase-out), computed in every output."""
    base = example()
    common = ["--as-of", "2026-02-01", "--time-zone", "UTC"]

    def household(name, patch, residence):
        document = json.loads(json.dumps(base))
        document.pop("includeCaliforniaTax", None)
        document["residence"] = residence
        for key, value in patch.items():
            if isinstance(value, dict):
                document.setdefault(key, {}).update(value)
            else:
                document[key] = value
        path = os.path.join(work, name)
        with open(path, "w") as handle:
            json.dump(document, handle)
        return path

    def computed_or_naming(field):
        def expect(result):
            status, err = result[0], result[2]
            if status == 0 or (status == 1 and field in err):
                return []
            return [f"exit {status}, expected 0 or 1 naming {field}: {err[:200]}"]
        return expect

    values = ["", "0", "1", "-1", "1e309", "abc", "$4,000", "99999999999999999999", None, True, [], {}, 1e308, -5]
    fields = [("family", "childrenUnder4"), ("deductions", "newYork529Contributions"), ("estimatedPayments", "newYorkQ1"),
              ("estimatedPayments", "newYorkQ4"), ("planning", "priorYearNewYorkTax"), ("planning", "priorYearNewYorkAGI"),
              ("planning", "nextYearNewYorkWithholding")]
    residences = [{"state": "NY", "locality": "newYorkCity"}, {"state": "NY", "locality": "yonkers"}, {"state": "NY"}, {"state": "CA"}, {"state": "TX"}]
    for group, key in fields:
        for value in (values if not quick else rng.sample(values, 3)):
            for residence in (residences if not quick else rng.sample(residences, 2)):
                path = household("ny-field.json", {group: {key: value}}, residence)
                yield Run(f"{group}.{key} = {value!r:.30} in {residence}", ["plan", path, "--format", "json"] + common,
                          expect=computed_or_naming(f"{group}.{key}")), [path]
    # A government pension flag, hostile, on a 1099-R.
    for value in ([True, False, "true", "yes", 1, None, [], "x" * 300] if not quick else [True, "yes", None]):
        distribution = {"id": "r1", "kind": "pension", "taxableAmount": "40000", "governmentPension": value}
        path = household("ny-pension.json", {"userIncome": {"retirementDistributions": [distribution]}}, {"state": "NY"})
        yield Run(f"governmentPension = {value!r:.30}", ["estimate", path, "--format", "json"] + common,
                  expect=computed_or_naming("governmentPension")), [path]
    # Payments listed for New York, hostile and fine.
    for payment in ([{"jurisdiction": "newYork", "amount": "500", "date": "2025-04-10"}, {"jurisdiction": "newyork", "amount": "500", "date": "2025-04-10"},
                     {"jurisdiction": "newYork", "amount": "-5", "date": "2025-04-10"}, {"jurisdiction": "newYork", "amount": "500", "date": "2024-04-10"}]):
        path = household("ny-payments.json", {"planning": {"payments": [payment]}}, {"state": "NY"})
        yield Run(f"planning.payments {payment}", ["plan", path] + common, expect=computed_or_naming("planning.payments")), [path]
    # Around the thresholds, each locality, 2025 and 2026, every output.
    wages = [64999, 65000, 73000, 107650, 107651, 157649, 157650, 215400, 1000000, 1000001, 25000001, 27999, 32001]
    for wage in (wages if not quick else rng.sample(wages, 3)):
        for residence in residences[:3]:
            for year in (2025, 2026):
                patch = {"taxYear": year, "userIncome": {"ytdWage": str(wage), "futureWage": "", "selfEmploymentReceipts": str(wage // 2)},
                         "family": {"qualifyingChildren": "2", "childrenUnder4": "1"}, "deductions": {"donations": "20000", "propertyTax": "9000"}}
                path = household("ny-threshold.json", patch, residence)
                for extra in (["--format", "json"], ["--format", "markdown"], ["--headroom"]):
                    yield Run(f"New York {residence.get('locality', 'state')} {year} wages {wage} {extra}",
                              ["estimate", path, "--as-of", f"{year}-12-31", "--time-zone", "UTC"] + extra, statuses={0},
                              expect=no_exponent_json if "json" in extra else None), [path]


def residence_families(work, rng, quick):
    """Issue 44: residence's fields set to what a person or a program writes, template --state and
    init's state question likewise, Washington's gains at and around its thresholds, general sales
    taxes. Refusals name residence.<field> (or --state); a state that disagrees with
    includeCaliforniaTax names both; part-year markers are refused saying so."""
    base = example()
    common = ["--as-of", "2025-09-01", "--time-zone", "UTC"]

    def household(name, patch):
        document = json.loads(json.dumps(base))
        document.pop("includeCaliforniaTax", None)
        document.update(patch)
        path = os.path.join(work, name)
        with open(path, "w") as handle:
            json.dump(document, handle)
        return path

    def refused_naming(*fields):
        def expect(result):
            status, err = result[0], result[2]
            return [] if status == 1 and all(field in err for field in fields) else [f"exit {status}, expected 1 naming {fields}: {err[:200]}"]
        return expect

    def computed_or_refused(field):
        def expect(result):
            status, err = result[0], result[2]
            if status == 0 or (status == 1 and field in err):
                return []
            return [f"exit {status}, expected 0 or 1 naming {field}: {err[:200]}"]
        return expect

    codes = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
             "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD",
             "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY"]
    # Every state (a sample in the quick run): computed, under both readings and in plan.
    for code in codes if not quick else rng.sample(codes, 6):
        path = household(f"state-{code}.json", {"residence": {"state": code}})
        for command in (["estimate", path, "--format", "json"], ["plan", path], ["estimate", path, "--web-compat", "--format", "markdown"]):
            yield Run(f"{command[0]} residence.state {code}", command + common, statuses={0}), [path]
    # What is not a postal code as written: lower case, names, several states, unknown codes,
    # other types; refused in either reading and under the web app's rules, naming the field.
    bad_states = ["tx", "Texas", "ZZ", "", " TX", "TX ", "T X", "CA/NY", "CA,NY", "CA and NY", "X" * 300, "\u0000", "ＴＸ"]
    for value in (bad_states + NASTY + NASTY_JSON) if not quick else rng.sample(bad_states, 4) + rng.sample(NASTY + NASTY_JSON, 4):
        path = household("bad-state.json", {"residence": {"state": value}})
        for extra in [[], ["--web-compat"], ["--rules", "quicktax-web"]]:
            yield Run(f"residence.state = {value!r:.40} {extra}", ["estimate", path] + common + extra,
                      expect=refused_naming("residence.state")), [path]
    for value in ["TX", 5, [], None, True, {"state": {"state": "TX"}}, {}, {"states": ["CA", "NY"]}]:
        path = household("bad-residence.json", {"residence": value})
        yield Run(f"residence = {json.dumps(value)[:40]}", ["estimate", path] + common, expect=refused_naming("residence")), [path]
    # A locality: New York's two, and anything in a state without one, or another state's.
    for state, locality, ok in [("NY", "newYorkCity", True), ("NY", "yonkers", True), ("NY", "", True), ("NY", None, True),
                                ("NY", "nyc", False), ("NY", "Brooklyn", False), ("TX", "houston", False), ("TX", "yonkers", False),
                                ("CA", "newYorkCity", False), ("NY", 5, False), ("NY", ["newYorkCity"], False), ("NJ", "newYorkCity", False)]:
        path = household("locality.json", {"residence": {"state": state, "locality": locality}})
        yield Run(f"residence {state} locality {locality!r}", ["estimate", path, "--format", "json"] + common,
                  statuses={0} if ok else {1}, expect=None if ok else refused_naming("residence.locality")), [path]
    # Part-year markers and a state that disagrees with includeCaliforniaTax.
    for residency in ["partYear", "nonresident", "PartYear", "", True, None, 12, "fullYear"]:
        path = household("residency.json", {"residence": {"state": "NY", "residency": residency}})
        ok = residency in ("", "fullYear")
        yield Run(f"residence.residency {residency!r}", ["estimate", path] + common, statuses={0} if ok else {1},
                  expect=None if ok else refused_naming("residence.residency")), [path]
    for state, flag, ok in [("NY", True, False), ("CA", False, False), ("CA", True, True), ("TX", False, True), ("WA", "yes", False)]:
        path = household("flag.json", {"residence": {"state": state}, "includeCaliforniaTax": flag})
        yield Run(f"residence {state} with includeCaliforniaTax {flag!r}", ["estimate", path] + common, statuses={0} if ok else {1},
                  expect=None if ok else computed_or_refused("includeCaliforniaTax")), [path]
    # Washington's gains at and around the deduction and the $1,000,000 tier, with exempt gains
    # and gifts: computed; nasty amounts refused naming the field.
    for gain in [0, 277999, 278000, 278001, 1277999, 1278000, 1278001, -5000, 1e15, 123456.78]:
        for exempt, gifts in [("", ""), ("150000", ""), ("", "278000"), ("", "389000"), ("", "389001"), ("900000000000000", "900000000000000")]:
            path = household("washington.json", {"residence": {"state": "WA"}, "userIncome": dict(
                base["userIncome"], longTermGains=str(gain)), "deductions": dict(base["deductions"], washingtonExemptGains=exempt,
                                                                              washingtonCharitableDonations=gifts)})
            if quick and rng.random() < 0.8:
                continue
            yield Run(f"Washington gains {gain} exempt {exempt} gifts {gifts}", ["estimate", path, "--format", "json"] + common,
                      statuses={0}, expect=no_exponent_json), [path]
    for key in ("washingtonExemptGains", "washingtonCharitableDonations", "generalSalesTax"):
        for value in (NASTY + NASTY_JSON + ["-1"]) if not quick else rng.sample(NASTY + NASTY_JSON, 3) + ["-1"]:
            path = household("state-deduction.json", {"residence": {"state": "WA"}, "deductions": dict(base["deductions"], **{key: value})})
            for extra in [[], ["--web-compat"]]:
                yield Run(f"deductions.{key} = {value!r:.40} {extra}", ["estimate", path] + common + extra,
                          expect=computed_or_refused(f"deductions.{key}")), [path]
    # Issue 46: a what-if edit of income split by period, into a period named as people name them.
    dated = household("dated-gain.json", {"residence": {"state": "CA"}, "planning": {"incomeByPeriod": {"longTermGains": ["0", "0", "18000", "0"]}},
                                          "userIncome": dict(base["userIncome"], longTermGains="18000")})
    for suffix in ["", "@1", "@4", "@june", "@dec", "@September–December", "@0", "@5", "@", "@@2", "@june@2", "@\u00e9", "@" + "x" * 5000, "@-1",
                   "@1e309", "@２"]:
        for edit in (f"userIncome.longTermGains+=80000{suffix}", f"userIncome.longTermGains=-5000{suffix}", f"deductions.donations+=10{suffix}"):
            yield Run(f"whatif --scenario {edit[:60]!r}", ["whatif", dated, "--scenario", f"s:{edit}"] + common, statuses={0, 1, 64}), [dated, "--scenario", "scenario"]
    # A sweep across Washington's thresholds: every point computed.
    path = household("washington-sweep.json", {"residence": {"state": "WA"}})
    yield Run("whatif sweep across Washington's thresholds", ["whatif", path, "--sweep", "userIncome.longTermGains=0..1500000/138900"] + common,
              statuses={0}), [path]
    # template --state: codes and names are taken; anything else is a usage error naming --state.
    for value in ["TX", "tx", "Texas", "new york", "DC", "washington"]:
        yield Run(f"template --state {value!r}", ["template", "--state", value], statuses={0}), []
    for value in ["", "ZZ", "Texass", "CA/NY", "-", "--", "x" * 100_000, "\u00e9" * 5000, "ＴＸ"]:
        yield Run(f"template --state {value[:20]!r}", ["template", "--state", value], expect=usage_error_naming("--state")), ["--state"]
    # The template's placeholder is refused by estimate, naming the field and the choices.
    placeholder = os.path.join(work, "placeholder.json")
    with open(placeholder, "wb") as handle:
        handle.write(subprocess.run([os.environ.get("QUICKTAX_HOSTILE_BINARY", ""), "template"], capture_output=True).stdout
                     if os.environ.get("QUICKTAX_HOSTILE_BINARY") else b'{"residence": {"state": ""}}')
    yield Run("estimate on template's empty residence.state", ["estimate", placeholder] + common,
              expect=refused_naming("residence.state", "write the two-letter postal code")), [placeholder]


EXPONENT_NUMBER = re.compile(r'[:\[,]\s*-?[0-9][0-9.]*[eE][-+]?[0-9]+')


def no_exponent_json(result):
    """Issue 24 item 13: a plan's JSON writes no number in exponent form (9.094947017729282e-13)."""
    status, out = result[0], result[3]
    if status != 0:
        return [f"exit status {status} on a valid household"]
    found = EXPONENT_NUMBER.findall(out)
    return [f"numbers in exponent form: {', '.join(f.strip(':[, ') for f in found[:3])}"] if found else []


def plan_households(rng, count):
    """Random households of the kind whose plans left binary remainders: a business, an ISO
    exercise, wages and estimated payments, any filing status, any day of the year."""
    for index in range(count):
        household = {
            "taxYear": rng.choice([2025, 2026]), "includeCaliforniaTax": rng.random() < 0.7,
            "filingStatus": rng.choice(["single", "marriedFilingJointly", "marriedFilingSeparately", "headOfHousehold"]),
            "userIncome": {
                "incomeMode": "simple", "ytdWage": str(rng.choice([0, 20000, 45000, 85000, 130000, 260000])),
                "ytdFederalWithhold": str(rng.randint(0, 40) * 500), "ytdStateWithhold": str(rng.randint(0, 20) * 300),
                "futureWage": str(rng.choice([0, 10000, 40000])), "interestIncome": str(rng.choice([0, 333.33, 12000])),
                "selfEmploymentReceipts": str(rng.randint(0, 40) * 5000 + rng.choice([0, 0.01, 0.37])),
                "selfEmploymentExpenses": str(rng.randint(0, 10) * 1000)}}
        year = household["taxYear"]
        if year == 2026 or rng.random() < 0.5:
            household["userIncome"]["incentiveStockOptions"] = [
                {"id": "iso", "date": f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                 "bargainElement": str(rng.randint(1, 40) * 10000 + rng.choice([0, 0.5]))}]
        if rng.random() < 0.4:
            household["userIncome"]["retirementDistributions"] = [
                {"id": "r", "kind": rng.choice(["ira", "pension"]), "taxableAmount": str(rng.randint(1, 60) * 1000 + rng.choice([0, 0.37])),
                 "federalWithheld": str(rng.randint(0, 8) * 500), "earlyDistribution": rng.random() < 0.3,
                 **({"date": f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"} if rng.random() < 0.5 else {})}]
        household["estimatedPayments"] = {f"federalQ{q}": str(rng.randint(0, 8) * 1000) for q in (1, 2, 3)}
        household["estimatedPayments"]["californiaQ1"] = str(rng.randint(0, 4) * 500)
        if rng.random() < 0.5:
            household["planning"] = {"priorYearFederalTax": str(rng.randint(0, 60) * 1000), "priorYearFederalAGI": "200000"}
        as_of = f"{rng.choice([year, year + 1])}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        yield index, household, as_of


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "quicktax"))
    parser.add_argument("--seed", type=int, default=20251123)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    if not os.access(options.binary, os.X_OK):
        print(f"no quicktax binary at {options.binary}; build it (swift build -c release) or pass --binary", file=sys.stderr)
        return 1
    rng = random.Random(options.seed)
    os.environ["QUICKTAX_HOSTILE_BINARY"] = options.binary
    work = tempfile.mkdtemp(prefix="quicktax-hostile-")
    runs = failures = 0
    peak = 0
    started = time.time()
    try:
        for run, names in families(work, rng, options.quick):
            runs += 1
            result = execute(options.binary, run)
            peak = max(peak, result[4])
            problems = check(run, result, names + ["standard input"])
            if problems:
                failures += 1
                print(f"FAIL {run.name}: " + "; ".join(problems))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{runs} runs, {failures} failed; largest peak memory measured {peak // 1024} MB; {time.time() - started:.0f} s")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
