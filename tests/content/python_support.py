"""Reports which Python versions the installed `metaflow` package declares and which it needs.

Usage: python tests/content/python_support.py   (with .venv; tests/content/python-versions.test.ts runs it)

Prints one JSON object to stdout:

- `version`: the installed release.
- `classifiers`: the `Programming Language :: Python :: 3.N` versions of its package metadata,
  lowest first, and `requires_python`: its `Requires-Python` (null when it declares none).
- `needs`: evidence, from the source of the package's own modules (not `_vendor`, whose copies
  Metaflow picks by Python version), that it needs a newer Python than some: a standard-library
  module in `NEW_MODULES` imported where an ImportError is not caught, or a keyword argument in
  `NEW_KEYWORDS`, outside an `if sys.version_info >= (3, N)` that already ensures it. Each item has `python` ("3.N"), `name` (the module or keyword) and `where`.
- `syntax`: the lowest classifier version whose grammar parses every one of those modules
  (`ast.parse` with `feature_version`).

Reads only the installed package; imports none of it.
"""

import ast
import json
import os
import sys
import warnings
from importlib import metadata

# Standard-library modules and the Python release that added them.
NEW_MODULES = {
    "dataclasses": (3, 7),
    "contextvars": (3, 7),
    "importlib.metadata": (3, 8),
    "graphlib": (3, 9),
    "zoneinfo": (3, 9),
    "tomllib": (3, 11),
}
# Keyword arguments of standard-library calls and the Python release that added them.
NEW_KEYWORDS = {"capture_output": (3, 7)}  # subprocess.run

IMPORT_ERRORS = {"ImportError", "ModuleNotFoundError", "Exception", "BaseException"}


def catches_import_error(node):
    """Whether a `try` statement has a handler that an ImportError would reach."""
    for handler in node.handlers:
        types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        if handler.type is None or any(getattr(t, "id", None) in IMPORT_ERRORS for t in types):
            return True
    return False


def imported_modules(node):
    """The dotted module names an import statement imports."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        return []
    return [node.module] + ["%s.%s" % (node.module, alias.name) for alias in node.names]


def version_guard(test):
    """The version `(3, N)` that an `if` test such as `sys.version_info >= (3, N)` ensures, or None."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.GtE):
        try:
            version = ast.literal_eval(test.comparators[0])
        except ValueError:
            return None
        if isinstance(version, tuple) and all(isinstance(part, int) for part in version):
            return version
    return None


def needs_of(tree, where):
    """Evidence in one module's tree, as (python, name, where) tuples.

    Code under `if <version> >= (3, N):` is taken to run on 3.N or later only, and an import
    inside a `try` that catches ImportError to have a fallback.
    """
    found = []

    def record(python, name, node, ensured):
        if python > ensured:
            found.append((python, name, "%s:%d" % (where, node.lineno)))

    def visit(node, ensured, import_guarded):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and not import_guarded:
            for module in imported_modules(node):
                if module in NEW_MODULES:
                    record(NEW_MODULES[module], module, node, ensured)
        if isinstance(node, ast.Call):
            for keyword in node.keywords:
                if keyword.arg in NEW_KEYWORDS:
                    record(NEW_KEYWORDS[keyword.arg], keyword.arg, node, ensured)
        if isinstance(node, ast.Try):
            for child in node.body:
                visit(child, ensured, import_guarded or catches_import_error(node))
            for child in node.handlers + node.orelse + node.finalbody:
                visit(child, ensured, import_guarded)
            return
        if isinstance(node, ast.If) and version_guard(node.test):
            for child in node.body:
                visit(child, max(ensured, version_guard(node.test)), import_guarded)
            for child in node.orelse:
                visit(child, ensured, import_guarded)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, ensured, import_guarded)

    visit(tree, (0,), False)
    return found


def show(version):
    """A version tuple as "3.N"."""
    return "%d.%d" % version


def main():
    dist = metadata.distribution("metaflow")
    prefix = "Programming Language :: Python :: "
    classifiers = sorted(
        tuple(int(part) for part in value[len(prefix):].split("."))
        for value in dist.metadata.get_all("Classifier") or []
        if value.startswith(prefix) and value[len(prefix):].count(".") == 1
    )
    package = os.path.dirname(str(dist.locate_file("metaflow/__init__.py")))
    sources = {}
    for folder, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != "_vendor")
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as source:
                    sources[os.path.relpath(path, os.path.dirname(package))] = source.read()

    needs = []
    for where, text in sources.items():
        needs.extend(needs_of(ast.parse(text, where), where))

    def parses(version):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                for where, text in sources.items():
                    ast.parse(text, where, feature_version=version)
            except SyntaxError:
                return False
        return True

    syntax = next((version for version in classifiers if parses(version)), None)
    json.dump(
        {
            "version": dist.version,
            "classifiers": [show(version) for version in classifiers],
            "requires_python": dist.metadata.get("Requires-Python"),
            "needs": [{"python": show(python), "name": name, "where": where} for python, name, where in sorted(needs)],
            "syntax": None if syntax is None else show(syntax),
        },
        sys.stdout,
        indent=1,
    )
    print()


if __name__ == "__main__":
    main()
