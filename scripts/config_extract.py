"""Extracts the facts of the configuration variables reference from the installed `metaflow`.

Usage: python scripts/config_extract.py OUT.json   (run by `npm run config:extract` with .venv)
       python scripts/config_extract.py -          (write to stdout; the drift test does this)

Metaflow reads its settings through one function, `metaflow_config_funcs.from_conf(name,
default)`, which returns `METAFLOW_<name>` from the environment, else from the project's
`.metaflow/config.json`, else from the profile's config file, else `default`. The script finds
every variable it reads in two ways, because neither finds all of them alone:

- It imports the package as the `metaflow` command does (`metaflow`, its CLI, the `metaflow`
  command's module, plugins and integrations) with no configuration at all: no `METAFLOW_*`
  variable, an empty `METAFLOW_HOME`, in an empty working directory. A profile hook
  (`sys.setprofile`) records each call of `from_conf` as it returns: the name, the value it
  returned (the default as the package computes it), and the caller's file and line. Only
  running the code sees the names built at import time (`DEBUG_%s`, `ENABLED_%s`) and defaults
  computed from other variables (`CLIENT_CACHE_MAX_TASKDATASTORE_COUNT`).
- It parses `metaflow_config.py` and `metaflow_config_funcs.py` (`ast`): every `from_conf` call
  with a literal name that did not run (it sits under a condition that is false without
  configuration, such as `AWS_SANDBOX_STACK_NAME`), and every variable read directly with
  `os.environ` (`METAFLOW_HOME`, `METAFLOW_PROFILE`, `DISABLE_TRACING`). The parse also gives
  each default as written in the source, and the allowed values of a `get_validate_choice_fn`.
- It parses every module of the package (`ast`) for the `METAFLOW_*` variables read straight
  from the environment, outside `from_conf`: `os.environ["X"]`, `os.environ.get("X")`,
  `os.getenv("X")` and `"X" in os.environ` (also through `from os import environ`). A config
  file cannot set these (`METAFLOW_TOKEN_HOME`, `METAFLOW_DEBUG_EXT`). Those that Metaflow sets
  itself for the processes it starts are not settings: `SET_BY_METAFLOW` lists them with the
  reason, and they go to `set_by_metaflow` instead, each with where the package reads it
  (`read_at`) and where it sets it (`set_at`: a dict key, an `env["X"] = ...` or an
  `.environment_variable("X", ...)`), `null` when it no longer does; the drift test requires
  both.

Each variable gets: `default` (the JSON value returned with no configuration, `null` when
unset), `expression` (the default argument's source text, `null` when none), `derived` (true
when that expression reads another variable or calls a function: the page states the rule),
`type` (the Python type of the default, which decides how an environment string is converted;
`null` when the default is None and the raw value is returned), `choices`, `read_by`
(`from_conf` or `os.environ`: environment only), `conditional` (read only under a condition)
and `source` (file and line; the first read, by path, for one read in several places). A
default equal to the working directory is recorded as the string `<cwd>`; a default the
source computes (`sys.executable`) as `null`.

Writes no descriptions: the areas and one-line descriptions are ours, in
data/metaflow-config-notes.json. When OUT.json exists, prints the variables added, removed or
changed before overwriting, so a version bump shows its drift. Exits with an error when a
recorded call has no `from_conf` call at its source line (the package changed shape).
"""

import ast
import json
import os
import sys
import tempfile

from facts_file import report_entry_changes, write_facts

# No configuration may leak in: the defaults must be the package's own.
for _key in [k for k in os.environ if k.startswith("METAFLOW_")]:
    del os.environ[_key]
os.environ["METAFLOW_HOME"] = tempfile.mkdtemp(prefix="metaflow-config-extract-")
os.environ.pop("DISABLE_TRACING", None)
STARTED_IN = os.getcwd()
WORKDIR = os.path.realpath(tempfile.mkdtemp(prefix="metaflow-config-cwd-"))
os.chdir(WORKDIR)

PREFIX = "METAFLOW_"
CALLS = []

# The METAFLOW_* variables that the package reads from the environment (outside `from_conf`) but
# that Metaflow sets itself in the environment of the processes it starts (remote tasks, hooks,
# sidecars, the Runner's subprocesses) to carry state from one of its processes to the next.
# They are not settings, so the page leaves them out. Variables that Metaflow also sets but
# that a user sets too (`METAFLOW_PROFILE`, which the Runner passes on; `METAFLOW_FLOW_CONFIG_VALUE`,
# the environment form of `--config-value`) are settings and are not listed here.
SET_BY_METAFLOW = {
    "METAFLOW_AIRFLOW_DAG_RUN_ID": "the Airflow DAG run of a task, set in the pods of an `airflow create` DAG",
    "METAFLOW_AIRFLOW_JOB_ID": "the Airflow job of a task, set in the pods of an `airflow create` DAG",
    "METAFLOW_AIRFLOW_TASK_ID": "the Metaflow task id of an Airflow task, set in the pods of an `airflow create` DAG",
    "METAFLOW_ARGO_WORKFLOW_FAILURES": "the failed nodes of a workflow, given to the error hook of `argo-workflows create`",
    "METAFLOW_CODE_DS": "the datastore of the code package, set for every remote task",
    "METAFLOW_CODE_METADATA": "how the code package is laid out, set for every remote task",
    "METAFLOW_CODE_SHA": "the hash of the code package, set for every remote task",
    "METAFLOW_CODE_URL": "where a remote task downloads the code package",
    "METAFLOW_DEFAULT_PARAMETERS": "the parameter defaults of a deployed flow, set by `step-functions create`",
    "METAFLOW_ENV_ESCAPE_PATHS": "the `sys.path` of the process that imported Metaflow, exported for its children in a Conda environment",
    "METAFLOW_ENV_ESCAPE_PICKLE_VERSION": "the pickle protocol of that process, exported for the same children",
    "METAFLOW_ENV_ESCAPE_PY": "the interpreter of that process, exported for the same children",
    "METAFLOW_EXTRACTED_ROOT": "the folder a code package was extracted to, set for the processes started inside it",
    "METAFLOW_FLOW_FILENAME": "the flow's file name, set for remote tasks and read by the Kubernetes spot-termination sidecar",
    "METAFLOW_KUBERNETES_JOBSET_NAME": "the JobSet of a `@parallel` pod, from the Kubernetes Downward API",
    "METAFLOW_KUBERNETES_NODE_IP": "the node of a pod, from the Kubernetes Downward API",
    "METAFLOW_KUBERNETES_POD_ID": "the uid of a pod, from the Kubernetes Downward API",
    "METAFLOW_KUBERNETES_POD_NAME": "the name of a pod, from the Kubernetes Downward API",
    "METAFLOW_KUBERNETES_POD_NAMESPACE": "the namespace of a pod, from the Kubernetes Downward API",
    "METAFLOW_KUBERNETES_SERVICE_ACCOUNT_NAME": "the service account of a pod, from the Kubernetes Downward API",
    "METAFLOW_KUBERNETES_WORKLOAD": "marks a task that runs in a Kubernetes pod",
    "METAFLOW_OWNER": "the user who deployed a flow, set in its tasks by the schedulers",
    "METAFLOW_PARAMETERS": "the parameters of a scheduled run, set by Step Functions and Airflow deployments",
    "METAFLOW_PRODUCTION_TOKEN": "the production token of a deployed flow, set in its tasks by the schedulers",
    "METAFLOW_RUNTIME_ENVIRONMENT": "where a task runs (`kubernetes`, `aws-batch`), set for remote tasks",
    "METAFLOW_RUNTIME_NAME": "the scheduler that runs a deployed flow, set in its tasks",
    "METAFLOW_RUN_ID": "the run of a remote task",
    "METAFLOW_SFN_WORKFLOW_TIMEOUT": "the workflow timeout of a Step Functions deployment, set in its tasks",
    "METAFLOW_SPLIT_PARENT_TASK_ID": "the task that started a foreach, set in Step Functions tasks",
    "METAFLOW_SPLIT_PARENT_TASK_ID_FOR_FOREACH_JOIN": "the task that started a foreach, set in the join of Step Functions tasks",
}


def _record(frame, event, arg):
    """Profile hook: records each return of `from_conf` with its caller's location."""
    code = frame.f_code
    if event == "return" and code.co_name == "from_conf" and code.co_filename.endswith("metaflow_config_funcs.py"):
        caller = frame.f_back
        CALLS.append((frame.f_locals["name"], arg, caller.f_code.co_filename, caller.f_lineno))


sys.setprofile(_record)
try:
    import metaflow  # noqa: E402
    import metaflow.cli  # noqa: E402,F401
    import metaflow.cmd.main_cli  # noqa: E402,F401
    import metaflow.integrations  # noqa: E402,F401
    import metaflow.plugins  # noqa: E402,F401
finally:
    sys.setprofile(None)

PACKAGE_DIR = os.path.dirname(os.path.abspath(metaflow.__file__))
PACKAGE_ROOT = os.path.dirname(PACKAGE_DIR)
CONFIG_FILES = ["metaflow_config.py", "metaflow_config_funcs.py"]


def relative(path):
    return os.path.relpath(path, PACKAGE_ROOT).replace(os.sep, "/")


def parse(path):
    with open(path, encoding="utf-8") as f:
        return ast.parse(f.read(), filename=path), path


def from_conf_calls(tree):
    """Every `from_conf(...)` call node in a module."""
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "from_conf"
    ]


def call_arguments(call):
    """The name node, default node and validate_fn node of a `from_conf` call."""
    args = dict(zip(["name", "default", "validate_fn"], call.args))
    for keyword in call.keywords:
        args[keyword.arg] = keyword.value
    return args.get("name"), args.get("default"), args.get("validate_fn")


def choices_of(node):
    """The allowed values of `validate_fn=get_validate_choice_fn([...])`, else None."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "get_validate_choice_fn":
        return ast.literal_eval(node.args[0])
    return None


def is_derived(node):
    """True when a default expression reads another name or calls something (`SERVICE_URL`,
    `os.getcwd()`), not when it is a literal or arithmetic on literals (`7 * 24 * 60 * 60`)."""
    return any(isinstance(child, (ast.Name, ast.Call)) for child in ast.walk(node))


def conditional_lines(tree):
    """Line numbers of the statements nested in an `if` at module level."""
    lines = set()
    for statement in tree.body:
        if isinstance(statement, ast.If):
            for node in ast.walk(statement):
                if hasattr(node, "lineno"):
                    lines.add(node.lineno)
    return lines


def type_name(value):
    if value is None:
        return None
    return {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict"}[type(value)]


def json_value(value):
    return "<cwd>" if value == WORKDIR else value


def fact(default, default_node, choices, read_by, conditional, path, line):
    return {
        "default": default,
        "expression": ast.unparse(default_node) if default_node is not None else None,
        "derived": default_node is not None and is_derived(default_node),
        "type": type_name(default) if read_by == "from_conf" else None,
        "choices": choices,
        "read_by": read_by,
        "conditional": conditional,
        "source": {"path": relative(path), "line": line},
    }


def variables():
    found = {}
    trees = {}
    for name, value, path, line in CALLS:
        if path not in trees:
            trees[path] = parse(path)
        tree, _ = trees[path]
        calls = [call for call in from_conf_calls(tree) if call.lineno <= line <= call.end_lineno]
        if len(calls) != 1:
            sys.exit("config_extract: expected one from_conf call at %s:%d, found %d" % (path, line, len(calls)))
        _, default_node, validate = call_arguments(calls[0])
        found[PREFIX + name] = fact(
            json_value(value), default_node, choices_of(validate), "from_conf", False, path, calls[0].lineno
        )

    for file in CONFIG_FILES:
        path = os.path.join(PACKAGE_DIR, file)
        tree, _ = parse(path)
        inside_if = conditional_lines(tree)
        for call in from_conf_calls(tree):
            name_node, default_node, validate = call_arguments(call)
            if not isinstance(name_node, ast.Constant) or PREFIX + name_node.value in found:
                continue
            # Never ran: the default as written is its value when nothing is configured.
            default = ast.literal_eval(default_node) if default_node is not None else None
            found[PREFIX + name_node.value] = fact(
                default, default_node, choices_of(validate), "from_conf", call.lineno in inside_if, path, call.lineno
            )
        for node in ast.walk(tree):
            name, default_node = environ_read(node)
            if name is None or name in found:
                continue
            found[name] = fact(literal(default_node), default_node, None, "os.environ", node.lineno in inside_if, path, node.lineno)

    # Everywhere else, the METAFLOW_* settings read straight from the environment.
    for name, (path, node, default_node) in package_environ_reads().items():
        if name in found or name in SET_BY_METAFLOW:
            continue
        found[name] = fact(literal(default_node), default_node, None, "os.environ", False, path, node.lineno)
    return dict(sorted(found.items()))


def literal(node):
    """The value of a default written as a literal; None for none or a computed one."""
    return None if node is None or is_derived(node) else ast.literal_eval(node)


def package_modules():
    """(path, tree) of every module of the package, by path."""
    for directory, subdirectories, files in os.walk(PACKAGE_DIR):
        subdirectories.sort()
        for file in sorted(files):
            if file.endswith(".py"):
                yield parse(os.path.join(directory, file))[::-1]


def package_environ_reads():
    """The first read of each METAFLOW_* variable in the package, by path and line:
    {name: (path, node, default node)}."""
    reads = {}
    for path, tree in package_modules():
        nodes = sorted((n for n in ast.walk(tree) if hasattr(n, "lineno")), key=lambda n: (n.lineno, n.col_offset))
        for node in nodes:
            name, default_node = environ_read(node)
            if isinstance(name, str) and name.startswith(PREFIX) and name not in reads:
                reads[name] = (path, node, default_node)
    return reads


def is_environ(node):
    return ast.unparse(node) in ("os.environ", "environ")


def environ_read(node):
    """(name, default node) of a read of one variable from the environment: `os.environ.get("X"[, d])`,
    `os.getenv("X"[, d])`, a load of `os.environ["X"]`, or `"X" in os.environ`; (None, None) else."""
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
        func = node.func
        if (isinstance(func, ast.Attribute) and func.attr == "get" and is_environ(func.value)) or ast.unparse(func) == "os.getenv":
            return node.args[0].value, node.args[1] if len(node.args) > 1 else None
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and is_environ(node.value) and isinstance(node.slice, ast.Constant):
        return node.slice.value, None
    if (
        isinstance(node, ast.Compare)
        and isinstance(node.left, ast.Constant)
        and len(node.ops) == 1
        and isinstance(node.ops[0], (ast.In, ast.NotIn))
        and is_environ(node.comparators[0])
    ):
        return node.left.value, None
    return None, None


def environ_write(node):
    """The name a node sets in an environment Metaflow builds: a constant key of a dict literal,
    `env["X"] = ...`, or `.environment_variable("X", ...)` (the @kubernetes and @batch job
    builders); None else. A key `"X:"` is the packaging's form of "export X as it is"."""
    names = []
    if isinstance(node, ast.Dict):
        names = [key.value for key in node.keys if isinstance(key, ast.Constant)]
    elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store) and isinstance(node.slice, ast.Constant):
        names = [node.slice.value]
    elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "environment_variable" and node.args:
        names = [node.args[0].value] if isinstance(node.args[0], ast.Constant) else []
    return [name[:-1] if name.endswith(":") else name for name in names if isinstance(name, str)]


def set_by_metaflow():
    """SET_BY_METAFLOW with, for each, where the package reads it and where it sets it (null: nowhere)."""
    reads = package_environ_reads()
    writes = {}
    for path, tree in package_modules():
        for node in ast.walk(tree):
            for name in environ_write(node):
                if name in SET_BY_METAFLOW and name not in writes:
                    writes[name] = {"path": relative(path), "line": node.lineno}
    return {
        name: {
            "reason": reason,
            "read_at": {"path": relative(reads[name][0]), "line": reads[name][1].lineno} if name in reads else None,
            "set_at": writes.get(name),
        }
        for name, reason in sorted(SET_BY_METAFLOW.items())
    }


def main(out):
    facts = {"metaflow_version": metaflow.__version__, "variables": variables(), "set_by_metaflow": set_by_metaflow()}
    write_facts(out, facts, lambda old: report_entry_changes(old["variables"], facts["variables"]))
    if out == "-":
        return
    print("config_extract: %d variables of metaflow %s" % (len(facts["variables"]), metaflow.__version__), file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1] if sys.argv[1] == "-" else os.path.join(STARTED_IN, sys.argv[1]))
