"""Prints, as JSON, which of the installed Metaflow's datastores put temporary files in
`ARTIFACT_LOCALROOT` when they upload (`save_bytes`) and download (`load_bytes`), read from
their source with `ast`.

Used by tests/content/config-artifact-localroot.test.ts. Usage: python datastore_temp_folder.py

A method uses the folder when its body names `ARTIFACT_LOCALROOT`, or an attribute of `self`
that the class's `__init__` sets to it (`self._tmproot = ARTIFACT_LOCALROOT`). The datastores
are those Metaflow loads (`metaflow.plugins.DATASTORES`), by `--datastore` name. Output:

    {"s3": {"save_bytes": true, "load_bytes": true}, "local": {...}, ...}
"""

import ast
import inspect
import json
import textwrap

from metaflow.plugins import DATASTORES

NAME = "ARTIFACT_LOCALROOT"
METHODS = ["save_bytes", "load_bytes"]


def names_folder(node, attributes):
    """True when `node` reads ARTIFACT_LOCALROOT, directly or through one of `attributes` of self."""
    for child in ast.walk(node):
        if isinstance(child, ast.Name) and child.id == NAME:
            return True
        if isinstance(child, ast.Attribute) and ast.unparse(child.value) == "self" and child.attr in attributes:
            return True
    return False


def uses(storage):
    """{method: bool} for one datastore class."""
    klass = ast.parse(textwrap.dedent(inspect.getsource(storage))).body[0]
    functions = {node.name: node for node in klass.body if isinstance(node, ast.FunctionDef)}
    attributes = set()
    for node in ast.walk(functions.get("__init__", ast.Module(body=[], type_ignores=[]))):
        if isinstance(node, ast.Assign) and names_folder(node.value, set()):
            attributes.update(t.attr for t in node.targets if isinstance(t, ast.Attribute) and ast.unparse(t.value) == "self")
    return {method: method in functions and names_folder(functions[method], attributes) for method in METHODS}


if __name__ == "__main__":
    print(json.dumps({storage.TYPE: uses(storage) for storage in DATASTORES}, indent=1, sort_keys=True))
