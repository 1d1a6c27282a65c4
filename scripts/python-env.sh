#!/usr/bin/env bash
# Creates (or refreshes) .venv, the Python environment the runnable examples use, from
# requirements.txt. Reuses an existing .venv whose recorded requirements hash matches.
# Needs python3 >= 3.8 with the venv module on PATH (override with PYTHON=...).
# Prints the interpreter it prepared; exits non-zero when pip cannot install the pins.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
stamp=.venv/.requirements.sha256
want=$(sha256sum requirements.txt | cut -d' ' -f1)
if [ -x .venv/bin/python ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
  echo "python-env: .venv is up to date ($(.venv/bin/python -c 'import metaflow; print("metaflow", metaflow.__version__)'))"
  exit 0
fi
echo "python-env: building .venv from requirements.txt"
rm -rf .venv
"$python" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
echo "$want" > "$stamp"
echo "python-env: ready ($(.venv/bin/python -c 'import metaflow; print("metaflow", metaflow.__version__)'))"
