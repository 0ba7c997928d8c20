#!/usr/bin/env python3
"""Runs every command the README and docs/ show, and compares what it prints with what they show,
so that no example drifts from the program (issue 35, item 15). `.ci/run` runs it on the debug
build; a failure prints the command, where it is, and the first lines that differ.

    Tools/docs-check.py [--binary PATH] [--show] [FILE.md ...]

An example is a fenced code block (indented or not) whose first line starts with `$ quicktax`;
a command may continue over lines ending in `\\`. The lines after it are what it prints: each must
match the output's next line (trailing spaces aside), and a line `...` stands for any number of
lines (none included). Without a final `...` the output must end where the block does. A block
whose command shows no output (only the command) is run and must succeed.

Commands run in a temporary folder holding `docs` and `Fixtures` (links to the repository's), with
NO_COLOR=1 and TZ=UTC, through `bash -c` with `quicktax` standing for the binary: redirections,
pipes and files they write stay in that folder. A block is not run when the line before it is
`<!-- docs-check: skip REASON -->`; the reason is printed. `--show` prints each command's whole
output, to copy into a block being written.

Exit status 0 when every example matches, 1 otherwise.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = re.compile(r"^\s*<!--\s*docs-check:\s*skip\s+(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)```")


def examples(path):
    """(line number, command, expected lines, skip reason) of each example block of `path`."""
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        indent = len(opening.group(1))
        skip = SKIP.match(lines[index - 1]) if index > 0 else None
        start = index + 1
        end = start
        while end < len(lines) and not FENCE.match(lines[end]):
            end += 1
        body = [line[indent:] if line[:indent].strip() == "" else line for line in lines[start:end]]
        index = end + 1
        if not body or not body[0].startswith("$ quicktax"):
            continue
        command = body[0][2:]
        rest = 1
        while command.endswith("\\") and rest < len(body):
            command = command[:-1].rstrip() + " " + body[rest].strip()
            rest += 1
        yield start + 1, command, body[rest:], skip.group(1) if skip else None


def matches(expected, actual):
    """None when `actual` (lines) matches `expected` with its `...` lines, else the first
    difference in words."""
    def match(e, a):
        if e == len(expected):
            return None if a == len(actual) else (e, a)
        if expected[e].strip() == "...":
            best = None
            for skip_to in range(a, len(actual) + 1):
                result = match(e + 1, skip_to)
                if result is None:
                    return None
                best = result if best is None or result[0] > best[0] else best
            return best
        if a < len(actual) and expected[e].rstrip() == actual[a].rstrip():
            return match(e + 1, a + 1)
        return (e, a)

    sys.setrecursionlimit(100000)
    failure = match(0, 0)
    if failure is None:
        return None
    e, a = failure
    want = expected[e] if e < len(expected) else "(the end of the output)"
    got = actual[a] if a < len(actual) else "(the end of the output)"
    return f"shown line {e + 1}: {want!r}\n      printed line {a + 1}: {got!r}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "quicktax"))
    parser.add_argument("--show", action="store_true", help="print each command's output")
    parser.add_argument("files", nargs="*", type=Path)
    options = parser.parse_args()
    files = options.files or [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
    binary = str(Path(options.binary).resolve())
    if not os.access(binary, os.X_OK):
        print(f"docs-check: {binary} is not an executable; build first (swift build)", file=sys.stderr)
        return 1
    failures = checked = 0
    with tempfile.TemporaryDirectory(prefix="quicktax-docs-") as folder:
        for name in ("docs", "Fixtures"):
            os.symlink(ROOT / name, os.path.join(folder, name))
        environment = dict(os.environ, NO_COLOR="1", TZ="UTC")
        for path in files:
            where = path.relative_to(ROOT) if path.is_absolute() and ROOT in path.parents else path
            for line, command, expected, skip in examples(path):
                if skip:
                    print(f"not checked: {where}:{line}: {command[:70]} ({skip})")
                    continue
                script = f'quicktax() {{ "{binary}" "$@"; }}\n{command}'
                result = subprocess.run(["bash", "-c", script], cwd=folder, env=environment, capture_output=True, text=True, timeout=120)
                actual = result.stdout.rstrip("\n").split("\n") if result.stdout else []
                checked += 1
                if options.show:
                    print(f"--- {where}:{line}: $ {command}\n{result.stdout}{result.stderr}")
                if not expected:
                    problem = None if result.returncode == 0 else f"exit status {result.returncode}: {result.stderr[:300]}"
                else:
                    problem = matches(expected, actual)
                if problem:
                    failures += 1
                    print(f"FAIL {where}:{line}: $ {command}\n      {problem}")
    print(f"docs-check: {checked} examples run, {failures} differ from what the docs show")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
