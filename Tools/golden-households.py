#!/usr/bin/env python3
"""Writes `quicktax estimate --batch` input from golden cases: one household per line, each
carrying its case's clock (asOf, timeZone), so that the output does not depend on the day it runs.
Used by the benchmarks (Tools/bench.sh, Tools/web-reference bench) and Tools/pgo/train.

    Tools/golden-households.py OUT.jsonl [--lines N] [FILE...]

FILE: a golden scenario file (a JSON list of cases), or a .jsonl file of households taken as they
are; by default the UTC and Los Angeles scenarios of Fixtures/golden. With --lines, the
households are repeated in order to N lines.
"""
import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = [ROOT / "Fixtures/golden/scenarios-utc.json", ROOT / "Fixtures/golden/scenarios-los-angeles.json"]


def households(path):
    if path.suffix == ".jsonl":
        return [line.rstrip("\n") for line in path.open() if line.strip()]
    return [
        json.dumps(dict(case["input"], asOf=case["clock"]["now"], timeZone=case["clock"]["timeZone"]), separators=(",", ":"))
        for case in json.loads(path.read_text())
    ]


def main():
    parser = argparse.ArgumentParser(description="quicktax --batch input from golden cases")
    parser.add_argument("out")
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--lines", type=int)
    arguments = parser.parse_args()
    lines = [line for path in (arguments.files or DEFAULT) for line in households(path)]
    if arguments.lines is not None:
        lines = [lines[n % len(lines)] for n in range(arguments.lines)]
    with open(arguments.out, "w") as out:
        out.writelines(line + "\n" for line in lines)


if __name__ == "__main__":
    main()
