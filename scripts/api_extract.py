"""Extracts the facts of the Python API reference from the installed `metaflow` package.

Usage: python scripts/api_extract.py OUT.json   (run by `npm run api:extract` with .venv)
       python scripts/api_extract.py -          (write to stdout; the drift test does this)

It imports the objects that `SCOPE` lists and records, with `inspect` and `ast` only, what can
be checked mechanically: each object's kind, signature (parameter names, kinds, defaults as
Python literals, annotations), return annotation, base classes, public members, the value of a
class attribute when it is a plain literal, a decorator's own `defaults`, and where the
definition lives (file and line, for "source" links at the pinned tag). It writes no docstring
text: the descriptions on the pages are written by us.

When OUT.json already exists, it prints what changed (objects, members and parameters added,
removed or changed) before overwriting, so a version bump shows its API drift. It exits with
an error when an object in `SCOPE` no longer exists in the package.
"""

import ast
import functools
import importlib
import inspect
import json
import os
import sys
import textwrap

import tempfile

# Facts must not depend on this machine's Metaflow configuration (some defaults are read from
# it), so the package is imported with no METAFLOW_* variables and an empty config directory.
for _key in [k for k in os.environ if k.startswith("METAFLOW_")]:
    del os.environ[_key]
os.environ["METAFLOW_HOME"] = tempfile.mkdtemp(prefix="metaflow-api-extract-")

import metaflow  # noqa: E402

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(metaflow.__file__)))

# Members left out of "every public member has a section" on purpose, with the reason. A key
# "Class.attr" also excludes `attr` on every subclass of Class.
EXCLUDED = {
    "Config.IS_CONFIG_PARAMETER": "a class flag Metaflow's command line reads to tell configs from parameters",
    "Config.load_parameter": "called by Metaflow to wrap a stored config value in a ConfigValue when a task loads it",
    "ConfigValue.clear": "overrides dict's method only to raise TypeError (ConfigValue is immutable; covered in the ConfigValue section)",
    "ConfigValue.pop": "overrides dict's method only to raise TypeError (ConfigValue is immutable; covered in the ConfigValue section)",
    "ConfigValue.popitem": "overrides dict's method only to raise TypeError (ConfigValue is immutable; covered in the ConfigValue section)",
    "ConfigValue.setdefault": "overrides dict's method only to raise TypeError (ConfigValue is immutable; covered in the ConfigValue section)",
    "ConfigValue.update": "overrides dict's method only to raise TypeError (ConfigValue is immutable; covered in the ConfigValue section)",
    "ConfigValue.fromkeys": "dict's alternate constructor, redefined to return a ConfigValue; flows get ConfigValue objects from Metaflow, not by building them",
    "FlowSpec.cmd": "runs the flow's command-line interface programmatically; used by Metaflow's own tooling",
    "S3.TYPE": "identifies the datatool to Metaflow's datastore plumbing",
    "DeployerImpl.to_reload": "the CLI modules a scheduler deployer reloads before it builds the flow's command line",
    "DeployerImpl.deployer_kwargs": "the keyword arguments given to Deployer.argo_workflows()/step_functions(), kept to build later commands",
    "DeployerImpl.deployed_flow_type": "tells DeployedFlow's class methods which scheduler class to build; internal dispatch",
    "UserStepDecoratorBase.add_or_raise": "registers the decorator on a step for MutableStep.add_decorator, which is the way to add one",
    "UserStepDecoratorBase.external_init": "called by Metaflow to resolve config expressions in the arguments and then call init",
    "UserStepDecoratorBase.extract_args_kwargs_from_decorator_spec": "parses the arguments of a decorator string such as `--with` takes",
    "UserStepDecoratorBase.parse_decorator_spec": "builds the decorator from a decorator string such as `--with` takes",
    "UserStepDecoratorBase.make_decorator_spec": "turns the decorator back into a decorator string for remote tasks and schedulers",
    "UserStepDecoratorBase.get_args_kwargs": "returns the arguments that MutableStep.decorator_specs reports, where users read them",
    "FlowMutator.external_init": "called by Metaflow to resolve config expressions in the arguments and then call init",
    "FlowMutator.extract_args_kwargs_from_decorator_spec": "parses the arguments of a decorator string",
    "FlowMutator.parse_decorator_spec": "builds the mutator from a decorator string",
    "S3.get_root_from_config": "datastore plumbing, not part of the client interface",
    "CardComponentCollector.create_uuid": "internal id generator",
    "MetaflowCardComponent.render": "called by Metaflow while a card renders; covered by the card templates guide",
    "MetaflowCardComponent.REALTIME_UPDATABLE": "a flag the card runtime reads",
    "MetaflowCardComponent.component_id": "set by current.card when a component is added with an id",
    "MetaflowCardComponent.render_fail_headline": "formats the message a component shows when it fails to render",
    "MetaflowCardComponent.type": "the component's name in the card's JSON, read by the card runtime",
}

# Public names of `import metaflow` that get no reference section on purpose, with the reason.
# Every other public name must be documented by an object in SCOPE: `public_names()` records
# which one, and tests/unit/api-coverage.test.ts names those that have none.
UNDOCUMENTED_NAMES = {
    "EXT_PKG": "the package name (metaflow_extensions) under which Metaflow looks for extensions; read by the extension loader",
    "JSONTypeClass": "the class of JSONType; flows use the JSONType instance, documented with Parameter",
    "airflow_internal": "added by `airflow create` to every step of the flow it compiles; flows never use it",
    "argo_workflows_internal": "added by `argo-workflows create` to every step of the flow it deploys; flows never use it",
    "step_functions_internal": "added by `step-functions create` to every step of the flow it deploys; flows never use it",
    "unbounded_test_foreach_internal": "drives unbounded foreach in Metaflow's own test suite",
    "profile": "a context manager that prints how long a block took (`PROFILE: ...` lines); a debugging aid of Metaflow's developers",
}


def obj(name, path, members="public", init=None, constructed=True):
    """One object in scope: display `name`, import `path` ("module:attr.attr"), which members
    to document ("public", or an explicit list), where to read the constructor from when the
    class's own `__init__` only forwards `*args, **kwargs`, and whether users construct the class
    at all (`constructed=False`: Metaflow hands instances out, so no constructor is recorded)."""
    return {"name": name, "path": path, "members": members, "init": init, "constructed": constructed}


def decorator(kind, name):
    """A decorator in scope: `kind` is "step" or "flow", `name` its registered name."""
    return obj("@" + name, "%s-decorator:%s" % (kind, name), members=[])


CARD_COMPONENTS = ["Markdown", "Table", "Image", "Artifact", "VegaChart", "ProgressBar",
                   "ValueBox", "PythonCode", "EventsTimeline", "JSONViewer", "YAMLViewer", "Error"]

SCOPE = {
    "flowspec": [
        obj("FlowSpec", "metaflow:FlowSpec"),
        obj("step", "metaflow:step"),
        obj("Parameter", "metaflow:Parameter", members=[]),
        obj("IncludeFile", "metaflow:IncludeFile", members=[]),
        obj("JSONType", "metaflow:JSONType", members=[]),
    ],
    "client": [
        obj("Metaflow", "metaflow:Metaflow"),
        obj("MetaflowObject", "metaflow.client.core:MetaflowObject", constructed=False),
        obj("Flow", "metaflow:Flow", init="metaflow.client.core:MetaflowObject.__init__"),
        obj("Run", "metaflow:Run"),
        obj("Step", "metaflow:Step"),
        obj("Task", "metaflow:Task"),
        obj("DataArtifact", "metaflow:DataArtifact"),
        obj("namespace", "metaflow:namespace"),
        obj("get_namespace", "metaflow:get_namespace"),
        obj("default_namespace", "metaflow:default_namespace"),
        obj("metadata", "metaflow:metadata"),
        obj("get_metadata", "metaflow:get_metadata"),
        obj("default_metadata", "metaflow:default_metadata"),
    ],
    "current": [obj("current", "metaflow:current")],
    "runner": [
        obj("Runner", "metaflow:Runner"),
        obj("NBRunner", "metaflow:NBRunner"),
        obj("ExecutingRun", "metaflow.runner.metaflow_runner:ExecutingRun", constructed=False),
        # Its members are ExecutingProcess's, the same as ExecutingRun's, documented there once.
        obj("ExecutingTask", "metaflow.runner.metaflow_runner:ExecutingTask", members=[], constructed=False),
        obj("inspect_spin", "metaflow:inspect_spin"),
    ],
    "deployer": [
        obj("Deployer", "metaflow:Deployer"),
        obj("NBDeployer", "metaflow:NBDeployer"),
        obj("DeployedFlow", "metaflow:DeployedFlow", constructed=False),
        obj("TriggeredRun", "metaflow.runner.deployer:TriggeredRun", constructed=False),
        obj("ArgoWorkflowsDeployer", "metaflow.plugins.argo.argo_workflows_deployer:ArgoWorkflowsDeployer", constructed=False),
        obj("ArgoWorkflowsDeployedFlow", "metaflow.plugins.argo.argo_workflows_deployer_objects:ArgoWorkflowsDeployedFlow", constructed=False),
        obj("ArgoWorkflowsTriggeredRun", "metaflow.plugins.argo.argo_workflows_deployer_objects:ArgoWorkflowsTriggeredRun", constructed=False),
        obj("StepFunctionsDeployer", "metaflow.plugins.aws.step_functions.step_functions_deployer:StepFunctionsDeployer", constructed=False),
        obj("StepFunctionsDeployedFlow", "metaflow.plugins.aws.step_functions.step_functions_deployer_objects:StepFunctionsDeployedFlow", constructed=False),
        obj("StepFunctionsTriggeredRun", "metaflow.plugins.aws.step_functions.step_functions_deployer_objects:StepFunctionsTriggeredRun", constructed=False),
    ],
    "argoevent": [
        obj("ArgoEvent", "metaflow.integrations:ArgoEvent"),
        obj("namespaced_event_name", "metaflow:namespaced_event_name"),
    ],
    "config": [
        obj("Config", "metaflow:Config"),
        obj("ConfigValue", "metaflow:ConfigValue", constructed=False),
        obj("config_expr", "metaflow:config_expr"),
        obj("requirements_txt_parser", "metaflow:requirements_txt_parser"),
        obj("pyproject_toml_parser", "metaflow:pyproject_toml_parser"),
        obj("conda_environment_yml_parser", "metaflow:conda_environment_yml_parser"),
        obj("yaml_parser", "metaflow:yaml_parser"),
    ],
    "user-decorators": [
        obj("user_step_decorator", "metaflow:user_step_decorator"),
        obj("UserStepDecorator", "metaflow:UserStepDecorator"),
        obj("StepMutator", "metaflow:StepMutator"),
        obj("FlowMutator", "metaflow:FlowMutator"),
        obj("MutableStep", "metaflow.user_decorators.mutable_step:MutableStep", constructed=False),
        obj("MutableFlow", "metaflow.user_decorators.mutable_flow:MutableFlow", constructed=False),
        obj("USER_SKIP_STEP", "metaflow:USER_SKIP_STEP", members=[]),
        # A FlowMutator that Metaflow ships; its hooks are FlowMutator's, documented above. Its
        # __init__ forwards *args, **kwargs to init(), where its arguments are.
        obj("package_sources", "metaflow:package_sources", members=[], init="metaflow:package_sources.init"),
    ],
    "S3": [
        obj("S3", "metaflow:S3"),
        obj("S3Object", "metaflow.plugins.datatools.s3.s3:S3Object", constructed=False),
        obj("S3GetObject", "metaflow.plugins.datatools.s3.s3:S3GetObject", members=[]),
        obj("S3PutObject", "metaflow.plugins.datatools.s3.s3:S3PutObject", members=[]),
    ],
    "cards": [obj(name, "metaflow.cards:" + name) for name in CARD_COMPONENTS]
    + [
        obj("get_cards", "metaflow.cards:get_cards"),
        obj("CardContainer", "metaflow.plugins.cards.card_client:CardContainer", constructed=False),
        obj("Card", "metaflow.plugins.cards.card_client:Card", constructed=False),
        obj("CardComponentCollector", "metaflow.plugins.cards.component_serializer:CardComponentCollector", constructed=False),
        obj("MetaflowCardComponent", "metaflow.cards:MetaflowCardComponent", constructed=False),
        obj("MetaflowCard", "metaflow.cards:MetaflowCard"),
    ],
    "step-decorators/batch": [decorator("step", "batch")],
    "step-decorators/card": [decorator("step", "card")],
    "step-decorators/catch": [decorator("step", "catch")],
    "step-decorators/conda": [decorator("step", "conda")],
    "step-decorators/pypi": [decorator("step", "pypi")],
    "step-decorators/secrets": [decorator("step", "secrets")],
    "step-decorators/parallel": [
        decorator("step", "parallel"),
        decorator("step", "pytorch_parallel"),
        # Multicore helpers for one task, the in-task counterpart of @parallel's multi-node tasks.
        obj("parallel_map", "metaflow:parallel_map"),
        obj("parallel_imap_unordered", "metaflow:parallel_imap_unordered"),
    ],
    "step-decorators/environment": [decorator("step", "environment")],
    "step-decorators/kubernetes": [decorator("step", "kubernetes")],
    "step-decorators/resources": [decorator("step", "resources")],
    "step-decorators/retry": [decorator("step", "retry")],
    "step-decorators/step": [obj("@step", "metaflow:step", members=[])],
    "step-decorators/timeout": [decorator("step", "timeout")],
    "flow-decorators/conda_base": [decorator("flow", "conda_base")],
    "flow-decorators/pypi_base": [decorator("flow", "pypi_base")],
    "flow-decorators/project": [decorator("flow", "project")],
    "flow-decorators/schedule": [
        decorator("flow", "schedule"),
        decorator("flow", "airflow_external_task_sensor"),
        decorator("flow", "airflow_s3_key_sensor"),
    ],
    "flow-decorators/exit_hook": [decorator("flow", "exit_hook")],
    "flow-decorators/trigger": [decorator("flow", "trigger")],
    "flow-decorators/trigger_on_finish": [decorator("flow", "trigger_on_finish")],
}


def resolve(path):
    """Imports "module:attr.attr" and returns the object. A "step-decorator:NAME" or
    "flow-decorator:NAME" path returns the decorator class Metaflow registered under NAME."""
    kind, _, rest = path.partition(":")
    if kind in ("step-decorator", "flow-decorator"):
        from metaflow.plugins import FLOW_DECORATORS, STEP_DECORATORS

        registry = STEP_DECORATORS if kind == "step-decorator" else FLOW_DECORATORS
        for deco in registry:
            if deco.name == rest:
                return deco
        raise LookupError("no %s named %s" % (kind, rest))
    value = importlib.import_module(kind)
    for part in rest.split("."):
        value = getattr(value, part)
    return value


def unwrap(function):
    """The function a wrapper stands for: follows `__wrapped__`, and the one function closed
    over by a `(*args, **kwargs)` wrapper written without `functools.wraps`."""
    function = inspect.unwrap(function)
    kinds = [p.kind for p in inspect.signature(function).parameters.values()] if inspect.isfunction(function) else []
    if kinds == [inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD]:
        inner = [c.cell_contents for c in function.__closure__ or () if inspect.isfunction(c.cell_contents)]
        if len(inner) == 1:
            return unwrap(inner[0])
    return function


def annotation_text(annotation):
    if annotation is inspect.Parameter.empty or annotation is inspect.Signature.empty:
        return None
    if isinstance(annotation, str):
        return annotation
    if inspect.isfunction(annotation):  # typing.NamedTuple is a function since Python 3.9
        return annotation.__name__
    if isinstance(annotation, type):
        return annotation.__name__ if annotation.__module__ == "builtins" else "%s.%s" % (annotation.__module__, annotation.__qualname__)
    return inspect.formatannotation(annotation).replace("NoneType", "None")


def literal(value):
    """A default as Python source text: repr() for literals, the qualified name otherwise."""
    if isinstance(value, (type(None), bool, int, float, str, bytes)) or (
        isinstance(value, (list, tuple, dict)) and _is_plain(value)
    ):
        return repr(value)
    if callable(value):
        return getattr(value, "__qualname__", repr(value))
    return repr(value)


def _is_plain(value):
    if isinstance(value, dict):
        return all(_is_plain(k) and _is_plain(v) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return all(_is_plain(v) for v in value)
    return isinstance(value, (type(None), bool, int, float, str, bytes))


def signature(function, drop_first):
    """Parameters (without `self`/`cls` and without private `_name` parameters) and returns."""
    sig = inspect.signature(unwrap(function))
    params = []
    for index, (name, param) in enumerate(sig.parameters.items()):
        if (drop_first and index == 0) or name.startswith("_"):
            continue
        params.append(
            {
                "name": name,
                "kind": param.kind.name,
                "default": None if param.default is inspect.Parameter.empty else literal(param.default),
                "annotation": annotation_text(param.annotation),
            }
        )
    return {"parameters": params, "returns": annotation_text(sig.return_annotation)}


def source(value):
    """{"path": repo-relative file, "line": first line} of a definition, or None."""
    try:
        target = unwrap(value) if inspect.isfunction(value) else value
        path = inspect.getsourcefile(target)
        line = inspect.getsourcelines(target)[1]
    except (TypeError, OSError):
        return None
    return {"path": os.path.relpath(path, PACKAGE_ROOT).replace(os.sep, "/"), "line": line}


def describe_callable(name, function, kind, drop_first):
    return {"name": name, "kind": kind, "signature": signature(function, drop_first), "source": source(function)}


def describe_member(owner_name, cls, attr):
    """One public member of a class: method, classmethod, staticmethod, property or attribute."""
    static = inspect.getattr_static(cls, attr)
    name = "%s.%s" % (owner_name, attr)
    if isinstance(static, property):
        fact = {"name": name, "kind": "property", "signature": None, "source": source(static.fget)}
        fact["type"] = annotation_text(inspect.signature(static.fget).return_annotation)
        return fact
    if isinstance(static, classmethod):
        return describe_callable(name, static.__func__, "classmethod", drop_first=True)
    if isinstance(static, staticmethod):
        return describe_callable(name, static.__func__, "staticmethod", drop_first=False)
    if inspect.isfunction(static):
        return describe_callable(name, static, "method", drop_first=True)
    value = literal(static) if _is_plain(static) else None
    return {"name": name, "kind": "attribute", "signature": None, "source": None, "type": type(static).__name__, "value": value}


def public_members(cls, in_scope):
    """Public names defined by `cls` and by its metaflow base classes that are not in scope
    themselves (those document their own members)."""
    names = []
    for klass in cls.__mro__:
        if klass is object or (klass is not cls and klass.__name__ in in_scope):
            continue
        if not klass.__module__.startswith("metaflow"):
            continue
        names += [n for n in vars(klass) if not n.startswith("_") and n not in names]
    return sorted(names)


def current_attributes():
    """The attributes of `current`: the properties of its class, plus every key that Metaflow
    code adds at run time with `current._update_env({...})`, with the file and line that adds it."""
    found = {}
    for directory, _, files in os.walk(os.path.dirname(metaflow.__file__)):
        for file in sorted(files):
            if not file.endswith(".py"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as handle:
                try:
                    tree = ast.parse(handle.read())
                except SyntaxError:
                    continue
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "_update_env"
                    and node.args
                    and isinstance(node.args[0], ast.Dict)
                ):
                    for key in node.args[0].keys:
                        if isinstance(key, ast.Constant) and isinstance(key.value, str):
                            found.setdefault(key.value, {"path": os.path.relpath(path, PACKAGE_ROOT).replace(os.sep, "/"), "line": node.lineno})
    return found


def describe(entry, in_scope, out):
    """Adds the facts of one scope entry (and its members) to `out`, keyed by display name."""
    name, value = entry["name"], resolve(entry["path"])
    kind_prefix = entry["path"].split(":")[0]
    if kind_prefix in ("step-decorator", "flow-decorator"):
        out[name] = {
            "name": name,
            "kind": kind_prefix,
            "class": value.__name__,
            "source": source(value),
            "defaults": {key: literal(default) for key, default in value.defaults.items()},
            "members": [],
        }
        return
    if name == "current":
        cls = type(value)
        members = []
        for attr in public_members(cls, in_scope):
            member = describe_member(name, cls, attr)
            out[member["name"]] = member
            members.append(member["name"])
        for attr, where in sorted(current_attributes().items()):
            member_name = "current." + attr
            if attr.startswith("_") or member_name in out:
                continue
            out[member_name] = {"name": member_name, "kind": "attribute", "signature": None, "source": where, "type": None}
            members.append(member_name)
        out[name] = {"name": name, "kind": "object", "class": cls.__name__, "source": source(cls), "members": sorted(members)}
        return
    if inspect.isclass(value):
        init = resolve(entry["init"]) if entry["init"] else unwrap(value.__init__)
        if not inspect.isfunction(init):
            init = value  # no __init__ of its own in Python (a named tuple): ask the class
        fact = {
            "name": name,
            "kind": "class",
            "bases": [base.__name__ for base in value.__bases__ if base is not object],
            "signature": signature(init, drop_first=init is not value) if entry["constructed"] else None,
            "source": source(value),
        }
        if fact["signature"]:
            fact["signature"]["returns"] = None
        attrs = public_members(value, in_scope) if entry["members"] == "public" else entry["members"]
        fact["members"] = []
        for attr in attrs:
            if any("%s.%s" % (klass.__name__, attr) in EXCLUDED for klass in value.__mro__):
                continue
            member = describe_member(name, value, attr)
            out[member["name"]] = member
            fact["members"].append(member["name"])
        out[name] = fact
        return
    if inspect.isfunction(value) or inspect.isfunction(unwrap(value)):
        fact = describe_callable(name, value, "function", drop_first=False)
        fact["members"] = []
        out[name] = fact
        return
    # An instance, such as JSONType.
    out[name] = {"name": name, "kind": "object", "class": type(value).__name__, "source": source(type(value)), "members": []}


def exception_names():
    """Every exception class defined in an imported metaflow module, and Python's built-in
    exceptions (for `<Raises>` checks)."""
    import builtins

    names = {n for n, v in vars(builtins).items() if inspect.isclass(v) and issubclass(v, BaseException)}
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith("metaflow") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if inspect.isclass(value) and issubclass(value, BaseException) and value.__module__.startswith("metaflow"):
                names.add(attr)
    return sorted(names)


def repository_url():
    """The package's "Source" project URL (its GitHub repository), from its metadata."""
    from importlib.metadata import metadata

    for entry in metadata("metaflow").get_all("Project-URL") or []:
        label, _, url = entry.partition(", ")
        if label == "Source":
            return url
    raise LookupError("the metaflow package names no Source URL")


def public_names():
    """Each public name of `import metaflow` (no leading underscore, not a module) mapped to the
    name of the object in SCOPE that documents it, or None. A decorator function such as
    `metaflow.batch` (a partial of its decorator class) is documented by the decorator
    registered under its name."""
    documented = {}
    for entries in SCOPE.values():
        for entry in entries:
            documented.setdefault(id(resolve(entry["path"])), entry["name"])
    names = {}
    for name in sorted(dir(metaflow)):
        value = getattr(metaflow, name)
        if name.startswith("_") or inspect.ismodule(value):
            continue
        target = value.args[0] if isinstance(value, functools.partial) else value
        names[name] = documented.get(id(target))
    return names


def extract():
    in_scope = {entry["name"] for entries in SCOPE.values() for entry in entries}
    objects = {}
    pages = {}
    for page, entries in SCOPE.items():
        pages[page] = []
        for entry in entries:
            describe(entry, in_scope, objects)
            pages[page].append(entry["name"])
    return {
        "metaflow_version": metaflow.__version__,
        "repository": repository_url(),
        "pages": pages,
        "objects": dict(sorted(objects.items())),
        "excluded": EXCLUDED,
        "public_names": public_names(),
        "undocumented_names": UNDOCUMENTED_NAMES,
        "exceptions": exception_names(),
    }


def changes(old, new):
    """Lines describing how two extracts differ, object by object."""
    lines = []
    if old.get("metaflow_version") != new["metaflow_version"]:
        lines.append("metaflow %s -> %s" % (old.get("metaflow_version"), new["metaflow_version"]))
    before, after = old.get("objects", {}), new["objects"]
    for name in sorted(set(before) | set(after)):
        if name not in after:
            lines.append("removed: " + name)
        elif name not in before:
            lines.append("added: " + name)
        elif before[name] != after[name]:
            for key in sorted(set(before[name]) | set(after[name])):
                if before[name].get(key) != after[name].get(key):
                    lines.append("changed: %s %s: %s -> %s" % (name, key, json.dumps(before[name].get(key)), json.dumps(after[name].get(key))))
    return lines


def main(argv):
    if len(argv) != 2:
        sys.exit(textwrap.dedent(__doc__).split("\n\n")[1])
    facts = extract()
    text = json.dumps(facts, indent=1, sort_keys=False) + "\n"
    if argv[1] == "-":
        sys.stdout.write(text)
        return
    if os.path.exists(argv[1]):
        with open(argv[1], encoding="utf-8") as handle:
            diff = changes(json.load(handle), facts)
        print("\n".join(diff) if diff else "api:extract: no changes")
    with open(argv[1], "w", encoding="utf-8") as handle:
        handle.write(text)
    print("api:extract: wrote %d objects of metaflow %s to %s" % (len(facts["objects"]), facts["metaflow_version"], argv[1]))


if __name__ == "__main__":
    main(sys.argv)
