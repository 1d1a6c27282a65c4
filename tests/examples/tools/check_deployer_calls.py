"""Checks a script that uses the Deployer API without deploying anything (the examples
harness runs it as a `test-with` command: `python "$EXAMPLE_TOOLS/check_deployer_calls.py" FILE`).

Usage: python check_deployer_calls.py SCRIPT.py

Every attribute the script reads on a value it got from a call or a variable (not on an
imported module) must exist on one of the objects the Deployer API hands out: `Deployer`,
`DeployedFlow`, `Run` and the Argo Workflows and Step Functions deployer, deployed-flow and
triggered-run classes (methods, properties, or attributes their `__init__` sets). Every
keyword argument of a method call on such a value must be accepted by a method of that name
(a method that takes `**kwargs` accepts any). Exits with an AssertionError naming the first
attribute or method that fails; exits 0 when all pass. Reads the installed `metaflow` only.
"""

import ast
import inspect
import sys
import textwrap

from metaflow import DeployedFlow, Deployer, Run
from metaflow.plugins.argo.argo_workflows_deployer import ArgoWorkflowsDeployer
from metaflow.plugins.argo.argo_workflows_deployer_objects import (
    ArgoWorkflowsDeployedFlow,
    ArgoWorkflowsTriggeredRun,
)
from metaflow.plugins.aws.step_functions.step_functions_deployer import StepFunctionsDeployer
from metaflow.plugins.aws.step_functions.step_functions_deployer_objects import (
    StepFunctionsDeployedFlow,
    StepFunctionsTriggeredRun,
)

CLASSES = [
    Deployer,
    DeployedFlow,
    Run,
    ArgoWorkflowsDeployer,
    ArgoWorkflowsDeployedFlow,
    ArgoWorkflowsTriggeredRun,
    StepFunctionsDeployer,
    StepFunctionsDeployedFlow,
    StepFunctionsTriggeredRun,
]


def init_fields(cls):
    """The attribute names that `cls.__init__` assigns on `self` (or on anything)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls.__init__)))
    return {
        target.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Attribute)
    }


def accepts(signature, keyword):
    return keyword in signature.parameters or any(
        p.kind == p.VAR_KEYWORD for p in signature.parameters.values()
    )


def main(path):
    fields = set().union(*(init_fields(cls) for cls in CLASSES))
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    modules = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }

    def from_api(value):
        return isinstance(value, ast.Call) or (
            isinstance(value, ast.Name) and value.id not in modules
        )

    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and from_api(node.value):
            assert node.attr in fields or any(
                hasattr(cls, node.attr) for cls in CLASSES
            ), "no Deployer API object has %r" % node.attr
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and from_api(node.func.value)
        ):
            name = node.func.attr
            signatures = [
                inspect.signature(getattr(cls, name))
                for cls in CLASSES
                if callable(getattr(cls, name, None))
            ]
            assert any(
                all(accepts(sig, kw.arg) for kw in node.keywords) for sig in signatures
            ), "no method %s takes the keyword arguments %s" % (
                name,
                [kw.arg for kw in node.keywords],
            )


if __name__ == "__main__":
    main(sys.argv[1])
