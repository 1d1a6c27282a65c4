"""Extracts the facts of the command-line reference (/api/cli) from the installed `metaflow`.

Usage: python scripts/cli_extract.py OUT.json   (run by `npm run cli:extract` with .venv)
       python scripts/cli_extract.py -          (write to stdout; the drift test does this)
       python scripts/cli_extract.py --tree     (internal: this interpreter's tree and extension
                                                 packages as JSON)

Two command trees are walked through their Click objects:

- `python flow.py`: the CLI a flow file gets. Metaflow builds it when `metaflow.cli` is first
  imported and loads most commands lazily (`LazyGroup` for run, resume, spin, dump, step...;
  `LazyPluginCommandCollection` for the plugin groups: card, tag, logs, package, batch,
  kubernetes, step-functions, argo-workflows, airflow, spot-metadata and those of extensions).
  The module adds the flow's own options while `parameters.flow_context(FlowClass)` is active
  (decorator options, `--config`, the flow's parameters as options of run, trigger...), so the
  script imports `metaflow.cli` inside the context of a small flow and resolves every command
  there with `list_commands`/`get_command`, as `--help` does. The flow carries every flow
  decorator that adds options (`@project`, `@trigger_on_finish`; the script exits when another
  one appears), a `Config` and a `Parameter`, so that the options these add are seen: options
  of decorators and of the `Config` are recorded with `added_by`; the parameter's option is dropped and the
  command gets `flow_parameters: true` (every parameter of a flow becomes such an option).
- `metaflow`: the `metaflow` command (`metaflow.cmd.main_cli.start`).

It runs with no `METAFLOW_*` variable, an empty `METAFLOW_HOME` and in an empty directory, so
no defaults come from the machine. Per command: `hidden`, `group` (has subcommands), `default_command` (the subcommand a
group runs when the next word is none of its subcommands: `show` for `logs`),
`arguments` (name, nargs, required) and `options`, each with `names` (as Click lists them:
`--max-workers`; `-h`), `negations` (`--no-pylint`), `type` (Click's type name: `text`,
`integer`, `boolean`, `choice`, `JSON`...), `choices` (sorted: plugins register some in no
stable order), `nargs`, `default` (JSON; tuples as
lists), `default_from` (the configuration variable the default is read from, when the option's
declaration gives a name of `metaflow_config` as default: `METAFLOW_DEFAULT_METADATA`),
`multiple`, `is_flag`, `required`, `hidden`. No help text: the descriptions are ours, in
data/metaflow-cli-notes/.

Extensions: the script also runs itself (`--tree`) with the Python of each extension
environment `.venv-<name>` (one per requirements-<name>.txt) and records every command and
option found there but not in the pinned package alone, with `package`: for a command the
distribution that installs its code (`metaflow-kubeflow`), for an option added to one of
Metaflow's commands the distributions of the environment that ship `metaflow_extensions`.

When OUT.json exists, prints the commands and options added, removed or changed before
overwriting. Exits with an error when an extension environment named by a requirements file
is missing (run `npm run python:env`).
"""

import ast
import functools
import glob
import importlib.metadata
import importlib.util
import inspect
import json
import os
import subprocess
import sys
import tempfile

from facts_file import report_entry_changes, write_facts

# No configuration may leak in: the defaults must be the package's own.
for _key in [k for k in os.environ if k.startswith("METAFLOW_")]:
    del os.environ[_key]
os.environ["METAFLOW_HOME"] = tempfile.mkdtemp(prefix="metaflow-cli-extract-")
STARTED_IN = os.getcwd()
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(tempfile.mkdtemp(prefix="metaflow-cli-cwd-"))

FLOW = "python flow.py"
METAFLOW_DIR = os.path.dirname(os.path.realpath(importlib.util.find_spec("metaflow").origin)) + os.sep
FLOW_SOURCE = '''
from metaflow import Config, FlowSpec, Parameter, project, step, trigger_on_finish


@project(name="cli_extract")
@trigger_on_finish(flow="CliExtractUpstreamFlow")
class CliExtractFlow(FlowSpec):
    cli_extract_parameter = Parameter("cli_extract_parameter", default=1)
    cli_extract_config = Config("cli_extract_config", default_value={})

    @step
    def start(self):
        self.next(self.end)

    @step
    def end(self):
        pass
'''
PARAMETER_OPTION = "--cli_extract_parameter"
# The options a `Config` of the flow adds; those of flow decorators are read from the decorators.
CONFIG_OPTIONS = {"--config": "Config", "--config-value": "Config"}


def options_added_by():
    """{option: what adds it}: the `Config` options and every option of a flow decorator
    (`--production`: `@project`). Exits when the flow above lacks a decorator that has options,
    since then its options would go unseen."""
    from metaflow.plugins import FLOW_DECORATORS

    added = dict(CONFIG_OPTIONS)
    for decorator in FLOW_DECORATORS:
        if decorator.options:
            if "@%s(" % decorator.name not in FLOW_SOURCE:
                sys.exit("cli_extract: @%s adds options (%s): put it on the flow in FLOW_SOURCE" % (decorator.name, ", ".join(decorator.options)))
            added.update({"--" + option: "@" + decorator.name for option in decorator.options})
    return added


def load_flow():
    """Writes the small flow to a temporary module and imports it; returns its class."""
    folder = tempfile.mkdtemp(prefix="metaflow-cli-flow-")
    path = os.path.join(folder, "cli_extract_flow.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(FLOW_SOURCE)
    spec = importlib.util.spec_from_file_location("cli_extract_flow", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CliExtractFlow


def json_default(value):
    """A default as JSON: tuples as lists, anything else JSON can't hold as its repr."""
    if isinstance(value, (list, tuple)):
        return [json_default(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(value)


class ConfigDefaults:
    """Finds the options whose declaration takes its default from `metaflow_config`:
    `default=DEFAULT_METADATA` in a `click.option("--metadata", ...)` of the command's module."""

    def __init__(self):
        import metaflow.metaflow_config as config

        self.config = config
        self.trees = {}

    def declarations(self, path):
        if path not in self.trees:
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), filename=path)
            found = {}
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("option"):
                    names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                    default = next((k.value for k in node.keywords if k.arg == "default"), None)
                    for name in names:
                        found.setdefault(name.split("/")[0], []).append(default)
            self.trees[path] = found
        return self.trees[path]

    def variable(self, command, option_name, value):
        """`METAFLOW_<NAME>` when every declaration of the option in the module of the command's
        callback defaults to the `metaflow_config` name NAME holding `value`; else None."""
        callback = command.callback
        if callback is None:
            return None
        try:
            path = inspect.getsourcefile(inspect.unwrap(callback))
        except TypeError:
            return None
        defaults = self.declarations(path).get(option_name, [])
        names = {d.id if isinstance(d, ast.Name) else None for d in defaults}
        if len(names) != 1:
            return None
        name = names.pop()
        if name is None or not hasattr(self.config, name) or getattr(self.config, name) != value:
            return None
        return "METAFLOW_" + name


@functools.lru_cache(maxsize=None)
def distribution_of(path):
    """The name of the installed distribution whose files include `path`, else None."""
    path = os.path.realpath(path)
    if path.startswith(METAFLOW_DIR):
        return "metaflow"
    for dist in importlib.metadata.distributions():
        for file in dist.files or []:
            if os.path.realpath(dist.locate_file(file)) == path:
                return dist.metadata["Name"]
    return None


def package_of(command):
    callback = command.callback
    if callback is None and hasattr(command, "commands") and command.commands:
        callback = next(iter(command.commands.values())).callback
    if callback is None:
        return None
    return distribution_of(inspect.getsourcefile(inspect.unwrap(callback)))


def option_fact(command, param, config_defaults, added_by):
    from metaflow._vendor import click

    type_name = getattr(param.type, "name", None) or type(param.type).__name__
    fact = {
        "names": list(param.opts),
        "negations": list(param.secondary_opts),
        "type": type_name,
        "choices": sorted(param.type.choices, key=str) if isinstance(param.type, click.Choice) else None,
        "nargs": param.nargs,
        "default": json_default(param.default) if not callable(param.default) else "<computed>",
        "default_from": config_defaults.variable(command, param.opts[0], param.default),
        "multiple": param.multiple,
        "is_flag": bool(getattr(param, "is_flag", False)),
        "required": param.required,
        "hidden": bool(getattr(param, "hidden", False)),
    }
    name = option_key(fact)
    if name in added_by:
        fact["added_by"] = added_by[name]
        if name in CONFIG_OPTIONS:
            fact["default"] = "<flow>"  # one pair per Config of the flow, with that Config's default
    return fact


def option_key(fact):
    """The option's first long name (`--pylint` for `--pylint/--no-pylint`), else its first."""
    return next((name for name in fact["names"] if name.startswith("--")), fact["names"][0])


def walk(command, path, ctx, context, out):
    """Records `command` at `path` in `out`, then each of its subcommands. `context` is
    (ConfigDefaults, options_added_by())."""
    from metaflow._vendor import click

    options = {}
    arguments = []
    flow_parameters = False
    for param in command.params:
        if isinstance(param, click.Argument):
            arguments.append({"name": param.name, "nargs": param.nargs, "required": param.required})
        elif param.opts[0] == PARAMETER_OPTION:
            flow_parameters = True
        else:
            fact = option_fact(command, param, *context)
            options[option_key(fact)] = fact
    is_group = isinstance(command, click.MultiCommand)
    out[path] = {
        "hidden": bool(getattr(command, "hidden", False)),
        "group": is_group,
        # `logs` runs `logs show` when the word after it is not a subcommand (its CustomGroup).
        "default_command": getattr(command, "default_cmd", None),
        "flow_parameters": flow_parameters,
        "arguments": arguments,
        "options": options,
        "package": package_of(command),
    }
    if is_group:
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            walk(sub, "%s %s" % (path, name), click.Context(sub, info_name=name, parent=ctx), context, out)


def tree():
    """Both command trees of this interpreter's packages."""
    from metaflow import parameters
    from metaflow._vendor import click

    flow_class = load_flow()
    out = {}
    with parameters.flow_context(flow_class):
        from metaflow import cli

        context = (ConfigDefaults(), options_added_by())
        walk(cli.start, FLOW, click.Context(cli.start, info_name="flow.py"), context, out)
    from metaflow.cmd import main_cli

    walk(main_cli.start, "metaflow", click.Context(main_cli.start, info_name="metaflow"), context, out)
    return out


def extension_trees():
    """{environment name: tree} of each extension environment, run in its own interpreter."""
    trees = {}
    for requirements in sorted(glob.glob(os.path.join(REPO, "requirements-*.txt"))):
        name = os.path.basename(requirements)[len("requirements-") : -len(".txt")]
        python = os.path.join(REPO, ".venv-%s" % name, "bin", "python")
        if not os.path.exists(python):
            sys.exit("cli_extract: %s is missing: run `npm run python:env`" % python)
        result = subprocess.run([python, os.path.abspath(__file__), "--tree"], capture_output=True, text=True, check=False)
        if result.returncode != 0:
            sys.exit("cli_extract: the tree of .venv-%s failed:\n%s" % (name, result.stderr))
        trees[name] = json.loads(result.stdout)
    return trees


def extension_packages():
    """The installed distributions that ship a `metaflow_extensions` package, comma-separated."""
    names = {
        dist.metadata["Name"]
        for dist in importlib.metadata.distributions()
        if any(str(file).startswith("metaflow_extensions/") for file in dist.files or [])
    }
    return ", ".join(sorted(names))


def merge_extensions(base, trees):
    """Adds each command or option of an extension tree that `base` lacks: a command with the
    package of its code, an option of one of Metaflow's commands with the extension packages of
    its environment (an option has no code of its own to trace)."""
    merged = {path: dict(command, options=dict(command["options"])) for path, command in base.items()}
    for extension in trees.values():
        for path, command in extension["commands"].items():
            if path not in base:
                merged.setdefault(path, command)
                continue
            for name, option in command["options"].items():
                if name not in base[path]["options"]:
                    merged[path]["options"][name] = dict(option, package=extension["packages"])
    return dict(sorted(merged.items()))


def report_changes(old, new):
    for path in sorted(set(old) | set(new)):
        if path not in new:
            print("removed command: %s" % path, file=sys.stderr)
        elif path not in old:
            print("added command: %s" % path, file=sys.stderr)
        else:
            report_entry_changes(old[path]["options"], new[path]["options"], "option", path)
            if {k: v for k, v in old[path].items() if k != "options"} != {k: v for k, v in new[path].items() if k != "options"}:
                print("changed command: %s" % path, file=sys.stderr)


def main(out):
    import metaflow

    facts = {"metaflow_version": metaflow.__version__, "commands": merge_extensions(tree(), extension_trees())}
    write_facts(out, facts, lambda old: report_changes(old["commands"], facts["commands"]))
    if out == "-":
        return
    print("cli_extract: %d commands of metaflow %s" % (len(facts["commands"]), metaflow.__version__), file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    if sys.argv[1] == "--tree":
        json.dump({"commands": tree(), "packages": extension_packages()}, sys.stdout)
    else:
        main(sys.argv[1] if sys.argv[1] == "-" else os.path.join(STARTED_IN, sys.argv[1]))
