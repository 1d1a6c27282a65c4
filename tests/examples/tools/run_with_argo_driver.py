"""Runs a script that uses the Deployer API for Argo Workflows against the fake Argo client of
tests/content/argo_cli_driver.py, so that its `create()` and `trigger()` really run Metaflow's
`argo-workflows create` and `trigger` commands without a cluster (the examples harness runs it
as a `test-with` command: `python "$EXAMPLE_TOOLS/run_with_argo_driver.py" SCRIPT.py`).

Usage: python run_with_argo_driver.py SCRIPT.py

The Deployer starts the flow's commands with `sys.executable`; this points it at a small
executable in the current directory that runs the driver instead of Python, sets an S3
datastore (the driver replaces the code package upload), and runs SCRIPT.py as `__main__`.
The script's output and exit status are its own.
"""

import os
import runpy
import stat
import sys

DRIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "content", "argo_cli_driver.py")


def main(script):
    launcher = os.path.abspath("argo-python")
    with open(launcher, "w", encoding="utf-8") as handle:
        handle.write('#!/bin/sh\nexec "%s" "%s" "$@"\n' % (sys.executable, os.path.abspath(DRIVER)))
    os.chmod(launcher, os.stat(launcher).st_mode | stat.S_IXUSR)
    os.environ["METAFLOW_DEFAULT_DATASTORE"] = "s3"
    os.environ["METAFLOW_DATASTORE_SYSROOT_S3"] = "s3://example-bucket/metaflow"
    sys.executable = launcher
    sys.argv = [script]
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1])
