"""Prints, as JSON, the METAFLOW_* variables that `@kubernetes` and `@batch` put into the
environment of the tasks they launch, read from the installed Metaflow's source with `ast`.

Used by tests/content/config-remote-tasks.test.ts. Usage: python task_environment.py

The job builders are `Kubernetes.create_job_object` and `Kubernetes.create_jobset`
(plugins/kubernetes/kubernetes.py) and `Batch.create_job` (plugins/aws/batch/batch.py). Each
call `.environment_variable("METAFLOW_X", value)` in them sets a variable: it is `as_is` when
the value is the configuration constant of the same name (`DATASTORE_SYSROOT_S3` for
`METAFLOW_DATASTORE_SYSROOT_S3`, or its `json.dumps`: the setting passed on unchanged) and
`other` otherwise (the run's user, another setting's value). `prefixes` are the prefixes of the settings passed on by
the `config_values()` loop (`k.startswith("METAFLOW_CONDA_")`). Output:

    {"kubernetes": {"as_is": [...], "other": [...], "prefixes": [...]}, "batch": {...}}

Exits with an error when a builder is missing (the package changed shape).
"""

import ast
import json
import os
import sys

import metaflow

PACKAGE_DIR = os.path.dirname(os.path.abspath(metaflow.__file__))
BUILDERS = {
    "kubernetes": ("plugins/kubernetes/kubernetes.py", "Kubernetes", ["create_job_object", "create_jobset"]),
    "batch": ("plugins/aws/batch/batch.py", "Batch", ["create_job"]),
}
PREFIX = "METAFLOW_"


def methods(path, class_name, names):
    """The function nodes `names` of class `class_name` in the module at `path`."""
    with open(os.path.join(PACKAGE_DIR, path), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = [
        node
        for klass in tree.body
        if isinstance(klass, ast.ClassDef) and klass.name == class_name
        for node in klass.body
        if isinstance(node, ast.FunctionDef) and node.name in names
    ]
    if len(found) != len(names):
        sys.exit("task_environment: %s.%s not all found in %s" % (class_name, names, path))
    return found


def passes_on(name, value):
    """True when `value` is the setting `name` itself, or its JSON text (`json.dumps(SERVICE_HEADERS)`)."""
    if isinstance(value, ast.Call) and ast.unparse(value.func) == "json.dumps" and len(value.args) == 1:
        value = value.args[0]
    return isinstance(value, ast.Name) and value.id == name[len(PREFIX) :]


def environment(functions):
    as_is, other, prefixes = set(), set(), set()
    for function in functions:
        for node in ast.walk(function):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            first = node.args[0] if node.args else None
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value.startswith(PREFIX)):
                continue
            if node.func.attr == "environment_variable" and len(node.args) == 2:
                (as_is if passes_on(first.value, node.args[1]) else other).add(first.value)
            elif node.func.attr == "startswith":
                prefixes.add(first.value)
    return {"as_is": sorted(as_is), "other": sorted(other - as_is), "prefixes": sorted(prefixes)}


if __name__ == "__main__":
    print(json.dumps({name: environment(methods(*builder)) for name, builder in BUILDERS.items()}, indent=1))
