#!/usr/bin/env python3
"""renote.py FILE...: applies known_differences to case files already written (no engine run)."""
import json
import sys

import known_differences

for path in sys.argv[1:]:
    with open(path) as f:
        document = json.load(f)
    cases = document if isinstance(document, list) else document["cases"]
    kept, changed = [], 0
    for case in cases:
        result = known_differences.apply(case)
        if result is None:
            print(f"{path}: {case['name']} left out: {known_differences.left_out(case)[0][1]}")
            continue
        changed += result
        kept.append(case)
    with open(path, "w") as f:
        json.dump(kept, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{path}: {changed} of {len(kept)} cases leave a comparison out; {len(cases) - len(kept)} left out")
