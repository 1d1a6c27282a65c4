"""Writes the facts an extraction script read from the installed package (scripts/*_extract.py).

`write_facts(out, facts, report)`: `out` is "-" (print the JSON to stdout, which the drift tests
read) or a path; for a path whose file exists, `report(old_facts)` is called first with the
facts it holds, to print what changed, and then the file is replaced. The JSON is indented by
one space and ends with a newline, so a version bump shows as a readable diff. Raises what
`open` and `json.load` raise.

`report_entry_changes(old, new, kind, scope)` prints to stderr, for two dicts of entries keyed by
name (each entry a dict with a "default"), each entry removed, added (with its default) or
changed (with the keys that changed): "added option: run --max-workers (default 16)" for
`kind="option"`, `scope="run"`; "added: METAFLOW_X (default null)" without them.
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


def report_entry_changes(old, new, kind="", scope=""):
    verb = (lambda action: "%s %s: " % (action, kind)) if kind else (lambda action: "%s: " % action)
    where = "%s " % scope if scope else ""
    for name in sorted(set(old) | set(new)):
        if name not in new:
            print(verb("removed") + where + name, file=sys.stderr)
        elif name not in old:
            print("%s%s%s (default %s)" % (verb("added"), where, name, json.dumps(new[name]["default"])), file=sys.stderr)
        elif old[name] != new[name]:
            changed = [key for key in new[name] if old[name].get(key) != new[name][key]]
            print("%s%s%s (%s)" % (verb("changed"), where, name, ", ".join(changed)), file=sys.stderr)
