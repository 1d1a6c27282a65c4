#!/usr/bin/env bash
# Creates (or refreshes) the Python environments the runnable examples use: .venv from
# requirements.txt, then one .venv-<name> for each requirements-<name>.txt (an extension
# environment: the pinned packages plus Metaflow extensions, which change what `import
# metaflow` exposes and so are kept out of .venv), side by side. Packages are installed with
# the uv release that requirements.txt pins, which pip puts into .venv first (a cold install
# of requirements.txt takes about 20 s with uv against 110 s with pip). Reuses an environment
# whose recorded hash of its requirements (with requirements.txt) and of this script matches.
# One build at a time: a second caller waits for the first.
# Needs python3 >= 3.8 with the venv module on PATH (override with PYTHON=...).
# Prints each interpreter it prepared; exits non-zero when an environment cannot be built.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
exec 9>.venv.lock
flock 9

# build DIR REQUIREMENTS: (re)builds the venv DIR from the requirements file unless up to date.
build() {
  local dir=$1 requirements=$2 want
  local version="import metaflow; print('metaflow', metaflow.__version__)"
  want=$(cat requirements.txt "$requirements" scripts/python-env.sh | sha256sum | cut -d" " -f1)
  if [ -x "$dir/bin/python" ] && [ "$(cat "$dir/.requirements.sha256" 2>/dev/null)" = "$want" ]; then
    echo "python-env: $dir is up to date ($("$dir/bin/python" -c "$version"))"
    return 0
  fi
  echo "python-env: building $dir from $requirements"
  rm -rf "$dir"
  if [ "$dir" = .venv ]; then
    "$python" -m venv "$dir"
    "$dir/bin/python" -m pip install --quiet --disable-pip-version-check "$(grep -E '^uv==' requirements.txt)"
  else
    .venv/bin/uv venv --quiet --python "$python" "$dir"
  fi
  # Byte-compiled now, as pip does: with PYTHONDONTWRITEBYTECODE set, every Python start of
  # the examples would otherwise compile the packages again.
  .venv/bin/uv pip install --quiet --compile-bytecode --python "$dir/bin/python" -r "$requirements"
  echo "$want" > "$dir/.requirements.sha256"
  echo "python-env: $dir ready ($("$dir/bin/python" -c "$version"))"
}

build .venv requirements.txt
pids=()
for requirements in requirements-*.txt; do
  [ -e "$requirements" ] || continue
  name=${requirements#requirements-}
  build ".venv-${name%.txt}" "$requirements" & pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
