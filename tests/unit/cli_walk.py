"""Lists every command and option of the installed Metaflow's two command lines, as click builds them.

Usage: python tests/unit/cli_walk.py   (with .venv's python; prints a JSON list of strings)

Walks `python flow.py` (the command line of a flow with no decorators and no parameters, so
only Metaflow's own commands and options appear) and `metaflow`, and prints one key per command
and per option, in the form data/metaflow-added-in.json uses:
`python flow.py run`, `python flow.py run --max-workers`, `python flow.py --with`,
`metaflow configure aws --profile`. An option's key is its first long name as click lists it
(`--pylint` for `--pylint/--no-pylint`); `--help` is left out. Hidden commands and options are
included: they exist in the release even when `--help` does not show them.

tests/unit/added-in.test.ts compares this list with the data. Nothing is run: the commands are
only looked up, so no flow, datastore or configuration is touched.
"""

import json
import os
import sys
import tempfile

FLOW = """
from metaflow import FlowSpec, step


class WalkFlow(FlowSpec):
    @step
    def start(self):
        self.next(self.end)

    @step
    def end(self):
        pass
"""


def option_name(param):
    """The first long name click lists for an option (`--pylint` for `--pylint/--no-pylint`)."""
    longs = [opt for opt in param.opts if opt.startswith("--")]
    return longs[0] if longs else param.opts[0]


def walk(click, ctx, command, path, keys):
    """Adds `path` and its options, then every subcommand's, depth first."""
    keys.append(path)
    for param in command.params:
        if isinstance(param, click.Option) and param.name != "help":
            keys.append("%s %s" % (path, option_name(param)))
    if isinstance(command, click.MultiCommand):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is None:
                continue
            with click.Context(sub, info_name=name, parent=ctx, obj=ctx.obj) as sub_ctx:
                walk(click, sub_ctx, sub, "%s %s" % (path, name), keys)


def main():
    home = tempfile.mkdtemp(prefix="metaflow-cli-walk-")
    for key in [k for k in os.environ if k.startswith("METAFLOW_")]:
        del os.environ[key]
    os.environ["METAFLOW_HOME"] = home
    sys.path.insert(0, home)
    with open(os.path.join(home, "walk_flow.py"), "w", encoding="utf-8") as handle:
        handle.write(FLOW)
    sys.argv = [os.path.join(home, "walk_flow.py")]

    from metaflow._vendor import click
    from metaflow.cli import CliState, start
    from metaflow.cmd.main_cli import start as metaflow_start

    from walk_flow import WalkFlow

    keys = []
    state = CliState(WalkFlow)
    with click.Context(start, info_name="python flow.py", obj=state) as ctx:
        walk(click, ctx, start, "python flow.py", keys)
    with click.Context(metaflow_start, info_name="metaflow") as ctx:
        walk(click, ctx, metaflow_start, "metaflow", keys)
    # The root of each command line is not an entry of its own.
    keys = [key for key in keys if key not in ("python flow.py", "metaflow")]
    json.dump(sorted(set(keys)), sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
