"""Writes the facts an extraction script read from the installed package (scripts/*_extract.py).

`write_facts(out, facts, report)`: `out` is "-" (print the JSON to stdout, which the drift tests
read) or a path; for a path whose file exists, `report(old_facts)` is called first with the
facts it holds, to print what changed, and then the file is replaced. The JSON is indented by
one space and ends with a newline, so a version bump shows as a readable diff. Raises what
`open` and `json.load` raise.
"""

import json
import os
import sys


def write_facts(out, facts, report):
    text = json.dumps(facts, indent=1, ensure_ascii=False) + "\n"
    if out == "-":
        sys.stdout.write(text)
        return
    if os.path.exists(out):
        with open(out, encoding="utf-8") as f:
            report(json.load(f))
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
